"""`/record` through the service: whose record a command reads and who may, the player's own
choices (private, campaign, link, forget), the level a game starts at and the lines a
finished game adds; every refusal changes nothing."""

from __future__ import annotations

import csv
import io
import json
import re
from dataclasses import replace

from bot.service.commands import parse
from bot.service.service import Service, User
from bot.store.results import Result
from bot.words.render import reply_text
from bot.words.replies import Reply
from engines.core import default_answer
from tests.bot.conftest import Clock, shared_catalog
from tests.bot.record_support import play

ANA = User(id="telegram:1", name="Ana")
BEN = User(id="telegram:2", name="Ben")
CHANNEL = "telegram:-100"
CODE = re.compile(r"\b([A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4})\b")


async def say(service: Service, text: str, user: User = ANA, channel: str = CHANNEL) -> Reply:
    return await service.handle(channel, user, parse(text))


def text(reply: Reply) -> str:
    return reply_text(shared_catalog(), reply)


def keys(reply: Reply) -> list[str]:
    return [line.key for line in reply.lines]


def played(player: User, level: str, won: bool | None, day: int, *, complete: bool = True,
           channel: str = CHANNEL, score: int = 60) -> Result:
    """A finished Panticapaeum game against Botos (50 points) at ``level``, on the ``day``-th;
    kept apart from any game of the store (no game id)."""
    return play(day, won, complete=complete, level=level, game="panticapaeum",
                automaton="botos", score=score, margin=score - 50, player_id=player.id,
                name=player.name, channel=channel, game_id=None)


async def level_of_new_game(service: Service, text_: str = "/panticapaeum new") -> str | None:
    reply = await say(service, text_)
    level = next((line for line in reply.lines if line.key == "bot-level"), None)
    await ended(service)
    return None if level is None else str(level.params["level"]).removeprefix("@")


async def ended(service: Service) -> Reply:
    """`/panticapaeum end`, its questions answered (the player's score) to the game's end."""
    reply = await say(service, "/panticapaeum end")
    while reply.prompt is not None:
        reply = await say(service, str(default_answer(reply.prompt)))
    assert await service.store.live_game(CHANNEL) is None
    return reply


# -- the level a game starts at, and the campaign ------------------------------------------------


async def test_a_new_game_says_its_level_on_its_automatons_ladder(service: Service) -> None:
    reply = await say(service, "/panticapaeum new harder=a")
    [level] = [line for line in reply.lines if line.key == "bot-level"]
    assert level.params["rank"] == 2 and level.params["levels"] == 16
    assert "Level: Botos plays harder: a" in text(reply) or "Level:" in text(reply)
    assert "campaign" not in text(reply).split("Level:")[1].split("\n")[0]


async def test_the_campaign_starts_a_bare_new_one_level_up_after_a_win(service: Service) -> None:
    await service.store.add_results([played(ANA, "botos-a", True, 1)])
    assert await level_of_new_game(service) == "panticapaeum-level-botos"
    await say(service, "/record campaign on")
    assert await level_of_new_game(service) == "panticapaeum-level-botos-b"


async def test_the_campaign_steps_down_after_two_losses_in_a_row(service: Service) -> None:
    await say(service, "/record campaign on")
    await service.store.add_results([played(ANA, "botos-b", False, 1)])
    assert await level_of_new_game(service) == "panticapaeum-level-botos-b"
    await service.store.add_results([played(ANA, "botos-b", False, 2)])
    assert await level_of_new_game(service) == "panticapaeum-level-botos-a"


async def test_a_campaign_games_options_are_kept_as_played(service: Service) -> None:
    """The level the campaign chose is in the game's record of its `new` (a transcript
    replays the game from it) and in its result's options."""
    await say(service, "/record campaign on")
    await service.store.add_results([played(ANA, "botos-a", True, 1)])
    await say(service, "/panticapaeum new")
    record = await service.store.live_game(CHANNEL)
    assert record is not None
    [(_, first)] = (await service.store.history(record.id))[:1]
    assert ["new", "harder=b"] in [e["params"].get("command") for e in json.loads(first)]
    await ended(service)
    [*_, result] = await service.store.results_in(CHANNEL)
    assert result.options == "harder=b" and result.level == "botos-b"


async def test_a_level_chosen_by_hand_wins_over_the_campaign(service: Service) -> None:
    await say(service, "/record campaign on")
    await service.store.add_results([played(ANA, "botos-a", True, 1)])
    assert await level_of_new_game(service, "/panticapaeum new harder=d") == (
        "panticapaeum-level-botos-d")


async def test_the_campaign_is_the_persons_not_the_channels(service: Service) -> None:
    await say(service, "/record campaign on")
    await service.store.add_results([played(ANA, "botos-a", True, 1)])
    reply = await say(service, "/panticapaeum new", user=BEN, channel="telegram:-200")
    assert not any(line.params.get("campaign") == "yes" for line in reply.lines
                   if line.key == "bot-level")


# -- whose record ---------------------------------------------------------------------------------


async def test_the_record_counts_the_persons_games(service: Service) -> None:
    await service.store.add_results([played(ANA, "botos", True, 1), played(ANA, "botos", False, 2),
                                     played(ANA, "botos-a", True, 3),
                                     played(BEN, "botos", True, 4)])
    reply = await say(service, "/record")
    assert keys(reply)[0] == "bot-record-header" and reply.lines[0].params["games"] == 3
    assert reply.picture is not None and reply.picture_name == "record-chart.png"
    assert reply.picture_alt is not None and reply.picture_alt.startswith(
        "A chart of Ana's score") and "(3 games with a score, 2 wins)" in reply.picture_alt


async def test_a_spectator_reads_a_public_record_by_name_and_not_a_private_one(
        service: Service) -> None:
    await service.store.add_results([played(ANA, "botos", True, 1)])
    shown = await say(service, "/record ana", user=BEN)
    assert shown.lines[0].params["own"] == "no" and shown.lines[0].params["games"] == 1
    await say(service, "/record private")
    refused = await say(service, "/record Ana", user=BEN)
    assert refused.refused and keys(refused) == ["bot-record-private"]
    assert (await say(service, "/record export telegram:1 Ana", user=BEN)).refused
    mine = await say(service, "/record")
    assert mine.lines[0].params["own"] == "yes" and not mine.refused


async def test_an_unknown_name_is_refused_and_says_how_to_name_a_player(service: Service) -> None:
    refused = await say(service, "/record Zed")
    assert refused.refused and keys(refused) == ["bot-record-who"]
    assert "reply to one of their messages" in text(refused)


async def test_the_channels_table_leaves_private_records_out(service: Service) -> None:
    await service.store.add_results([played(ANA, "botos", True, 1),
                                     played(BEN, "botos", False, 2)])
    await say(service, "/record private", user=BEN)
    table = await say(service, "/record table")
    assert "Ben" not in text(table) and "Ana" in text(table)
    assert keys(table)[-1] == "bot-record-table-hidden"


async def test_export_gives_every_play_as_csv_and_json(service: Service) -> None:
    await service.store.add_results([played(ANA, "botos", True, 1), played(ANA, "botos", False, 2)])
    reply = await say(service, "/record export")
    assert reply.private
    by_type = {d.name.rsplit(".", 1)[1]: d for d in reply.documents}
    rows = list(csv.DictReader(io.StringIO(by_type["csv"].data.decode("utf-8-sig"))))
    assert len(rows) == 2
    assert len(json.loads(by_type["json"].data)) == 2


# -- the player's own choices ---------------------------------------------------------------------


async def test_link_joins_two_platforms_into_one_record(service: Service) -> None:
    console = User(id="console", name="ana")
    await service.store.add_results([played(ANA, "botos", True, 1),
                                     played(console, "botos", False, 2, channel="console")])
    code = CODE.search(text(await say(service, "/record link", user=console, channel="console")))
    assert code is not None
    linked = await say(service, f"/record link {code.group(1).lower()}")
    assert keys(linked) == ["bot-record-linked"] and "the console and Telegram" in text(linked)
    assert (await say(service, "/record")).lines[0].params["games"] == 2
    assert (await say(service, "/record unlink")).lines[0].key == "bot-record-unlinked"
    assert (await say(service, "/record")).lines[0].params["games"] == 1


async def test_a_link_code_is_refused_once_used_or_expired(service: Service, clock: Clock) -> None:
    code = CODE.search(text(await say(service, "/record link", user=BEN)))
    assert code is not None
    clock.offset += 16 * 60
    refused = await say(service, f"/record link {code.group(1)}")
    assert refused.refused and keys(refused) == ["bot-record-link-bad"]
    assert (await service.store.person(ANA.id)).members == (ANA.id,)
    refused = await say(service, "/record link @bot-error")
    assert refused.refused and "@bot-error" in text(refused)


async def test_unlink_of_an_account_never_linked_is_refused(service: Service) -> None:
    refused = await say(service, "/record unlink")
    assert refused.refused and keys(refused) == ["bot-record-not-linked"]


async def test_forget_asks_first_then_deletes_the_persons_results_only(service: Service) -> None:
    await service.store.add_results([played(ANA, "botos", True, 1), played(BEN, "botos", True, 2)])
    asked = await say(service, "/record forget")
    assert keys(asked) == ["bot-record-forget-ask"] and asked.lines[0].params["games"] == 1
    assert len(await service.store.results_in(CHANNEL)) == 2
    done = await say(service, "/record forget yes")
    assert done.lines[0].params["games"] == 1
    assert [r.player_id for r in await service.store.results_in(CHANNEL)] == [BEN.id]


async def test_the_words_are_read_in_the_channels_language(service: Service) -> None:
    await say(service, "/lang es")
    await say(service, "/record campaña activar")
    assert (await service.store.person(ANA.id)).campaign
    await say(service, "/record privado")
    assert (await service.store.person(ANA.id)).private


async def test_a_finished_game_says_its_level_and_the_record_there(service: Service) -> None:
    await say(service, "/record campaign on")
    await say(service, "/panticapaeum new")
    reply = await ended(service)
    said = keys(reply)
    # Ended early: kept, not a loss, and the campaign does not move.
    assert "bot-result-level" in said and "bot-result-campaign" not in said
    [line] = [line for line in reply.lines if line.key == "bot-result-level"]
    assert line.params["complete"] == "no" and line.params["plays"] == 1
    assert replace(line, params={}).key == "bot-result-level"
