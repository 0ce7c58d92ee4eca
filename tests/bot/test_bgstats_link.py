"""The "Log this play" link of a game finished through the service: on the finishing reply of
each game, its import link read back to the play's JSON with every field BG Stats needs, of its
type, and the game's own values; none for a game ended early."""

from __future__ import annotations

import json
import re
from typing import Any

from bot.service import bgstats
from bot.service.commands import parse
from bot.service.service import Service, User
from bot.words.replies import Reply
from engines import rajas, splendor
from engines.rajas.scenario import override
from tests.bot.test_bgstats import decoded
from tests.panticapaeum.support import EVERY_COST
from tests.panticapaeum.support import game as panticapaeum_game
from tests.panticapaeum.test_outcome import BOTOS_58
from tests.rajas.support import KNOWN_BOARD
from tests.rajas.test_outcome import drive
from tests.splendor.support import game as splendor_game
from tests.splendor.support import tokens
from tests.splendor.test_rules import BOT_AT_15, quiet

ALICE = User(id="telegram:111", name="Alice")
CHANNEL = "telegram:-27"
PLAY_DATE = re.compile(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d")


async def say(service: Service, text: str) -> Reply:
    return await service.handle(CHANNEL, ALICE, parse(text))


async def at(service: Service, name: str, state: Any) -> None:
    """The channel's live game: ``name`` at ``state``, Alice's."""
    game = service.games[name]
    await service.store.create_game(CHANNEL, name, game.variant(state), ALICE.id, ALICE.name,
                                    game.dumps(state), "[]")


async def played(service: Service, *texts: str) -> Reply:
    reply = None
    for text in texts:
        reply = await say(service, text)
        assert not reply.refused, reply.lines
    assert reply is not None
    assert any(line.key == "bot-finished" for line in reply.lines), reply.lines
    return reply


def logged(reply: Reply) -> dict[str, Any]:
    """The play the finishing reply's link carries, checked field by field as BG Stats reads
    it: every required field present and of its type."""
    [button] = reply.links
    assert button.label.key == "bot-log-play"
    data = decoded(button.urls[0])
    assert type(data["sourceName"]) is str and data["sourceName"] == "Soloist"
    assert type(data["sourcePlayId"]) is str
    assert type(data["playDate"]) is str and PLAY_DATE.fullmatch(data["playDate"])
    game = data["game"]
    assert type(game["name"]) is str
    assert "bggId" not in game or type(game["bggId"]) is int
    assert type(game["highestWins"]) is bool and type(game["noPoints"]) is bool
    assert data["players"]
    for player in data["players"]:
        assert type(player["name"]) is str and player["name"]
        assert type(player["winner"]) is bool and type(player["startPlayer"]) is bool
        assert game["noPoints"] or type(player["score"]) is int
    # The file a platform attaches where no link fits holds the same play, whole.
    assert button.document is not None and button.document.name.isascii()
    assert json.loads(button.document.data) == data
    return data


def seats(data: dict[str, Any]) -> list[tuple[str, int | None, bool, bool]]:
    return [(p["name"], p.get("score"), p["winner"], p["startPlayer"]) for p in data["players"]]


async def test_rajas_beck_the_play_names_each_dummy_at_the_games_level(service: Service) -> None:
    state = drive(rajas.new_game(rajas.parse_options(
        {"variant": "beck", "dice": "player", "dummies": "3"}), 1), [], [])
    override(state, {"automa": [{"workers": 0}] * 3, "profile": KNOWN_BOARD})
    await at(service, "rajas", state)
    data = logged(await played(service, "/rajas turn", "met", "30 40", "3"))
    record = await service.store.last_game(CHANNEL)
    assert record is not None
    assert data["sourcePlayId"] == f"soloist:rajas:{record.id}"
    assert data["game"] == {"name": "Rajas of the Ganges", "bggId": 220877,
                            "highestWins": True, "noPoints": False,
                            "sourceGameId": "soloist:rajas"}
    assert data["board"] == "Beck's dummy players"
    assert seats(data) == [("Alice", 11, True, True), ("Dummy 1", -55, False, False),
                           ("Dummy 2", -54, False, False), ("Dummy 3", -53, False, False)]
    assert [p["sourcePlayerId"] for p in data["players"]] == [
        "telegram:111", "soloist:beck-1", "soloist:beck-2", "soloist:beck-3"]
    # Every dummy plays at the game's level, named in the channel's language.
    assert [p.get("role") for p in data["players"]] == [None, *["3 dummies"] * 3]
    [result] = await service.store.results_of(ALICE.id)
    assert data["playDate"] == result.ended_at


async def test_splendor_the_bot_reaching_15_first_then_ahead_wins(service: Service) -> None:
    state = splendor_game(quiet(bot=BOT_AT_15, human={"cards": [73, 86, 90],
                                                     "tokens": tokens(red=4)}, nobles=[]))
    state = splendor.play_turn(state).state
    await at(service, "splendor", state)
    data = logged(await played(service, "/splendor buy 1.2"))
    assert data["game"]["name"] == "Splendor" and data["game"]["bggId"] == 148228
    assert seats(data) == [("Solo bot", 16, True, True), ("Alice", 15, False, False)]
    assert data["players"][0]["role"] == "Standard"


async def test_panticapaeum_has_no_bgg_id_and_is_matched_by_name(service: Service) -> None:
    state = panticapaeum_game({"round": 5, "turn": 2, "costs": EVERY_COST, **BOTOS_58})
    state.next = "botos"
    await at(service, "panticapaeum", state)
    data = logged(await played(service, "/panticapaeum turn", "none", "y", "60"))
    assert data["game"] == {"name": "Panticapaeum", "highestWins": True, "noPoints": False,
                            "sourceGameId": "soloist:panticapaeum"}
    assert seats(data) == [("Alice", 60, True, True), ("Botos", 58, False, False)]
    assert data["players"][1]["role"] == "Standard"


async def test_paxpamir_every_seat_as_typed_and_wakhan_by_her_name(service: Service) -> None:
    await say(service, "/paxpamir new players=Alice,Ben,Wakhan loyalty=british,russian")
    data = logged(await played(service, "/paxpamir alice vp 2", "/paxpamir alice cylinders 3",
                               "/paxpamir ben vp 1", "/paxpamir check 1 1 1"))
    assert data["game"]["name"] == "Pax Pamir: Second Edition"
    assert [(p["name"], p["score"], p["winner"]) for p in data["players"]] == [
        ("Alice", 5, True), ("Ben", 1, False), ("Wakhan", 0, False)]
    # The referee's user is the seat named as they are; the others are known by name alone.
    assert [p["sourcePlayerId"] for p in data["players"]] == [
        "telegram:111", "soloist:player:Ben", "soloist:wakhan"]


async def test_the_play_is_named_in_the_channels_language(service: Service) -> None:
    assert not (await say(service, "/lang ru")).refused
    state = panticapaeum_game({"round": 5, "turn": 2, "costs": EVERY_COST, **BOTOS_58})
    state.next = "botos"
    await at(service, "panticapaeum", state)
    data = logged(await played(service, "/panticapaeum turn", "none", "y", "10"))
    assert seats(data) == [("Alice", 10, False, True), ("Ботос", 58, True, False)]
    assert data["players"][1]["role"] == "Стандарт"
    assert data["board"] == "Соло-бот Ботос"


async def test_a_game_ended_early_gets_no_link(service: Service) -> None:
    await say(service, "/splendor new seed=3")
    reply = await played(service, "/splendor end", "y")
    assert reply.links == ()
    [result] = await service.store.results_of(ALICE.id)
    assert not result.complete


async def test_undo_of_the_finish_then_the_same_finish_keeps_the_plays_id(
        service: Service) -> None:
    state = panticapaeum_game({"round": 5, "turn": 2, "costs": EVERY_COST, **BOTOS_58})
    state.next = "botos"
    await at(service, "panticapaeum", state)
    first = logged(await played(service, "/panticapaeum turn", "none", "y", "60"))
    assert (await say(service, "/panticapaeum undo")).changed
    again = logged(await played(service, "60"))
    # BG Stats updates the play it imported first rather than adding another.
    assert again["sourcePlayId"] == first["sourcePlayId"]


async def test_three_dummies_are_too_many_seats_for_a_discord_link_button(
        service: Service) -> None:
    state = drive(rajas.new_game(rajas.parse_options(
        {"variant": "beck", "dice": "player", "dummies": "3"}), 1), [], [])
    override(state, {"automa": [{"workers": 0}] * 3, "profile": KNOWN_BOARD})
    await at(service, "rajas", state)
    [button] = (await played(service, "/rajas turn", "met", "30 40", "3")).links
    lengths = [len(url) for url in button.urls]
    assert lengths == sorted(lengths, reverse=True) and len(set(button.urls)) == len(lengths)
    # Four seats: even without every optional field, over Discord's 512 (the file goes).
    assert button.url_within(bgstats.DISCORD_LINK_LIMIT) is None
    assert button.url_within(None) == button.urls[0]
    assert button.url_within(lengths[-1]) == button.urls[-1]
