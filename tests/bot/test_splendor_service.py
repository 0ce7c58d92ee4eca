"""Splendor through the service with the real store and catalogs: a new game, the bot's turn,
the human's moves as the game's own verbs, refusals that change nothing, undo, the end."""

from __future__ import annotations

import json

from structlog.testing import capture_logs

from bot.service.commands import parse
from bot.service.service import Service, User
from bot.words.i18n import LANGUAGES
from bot.words.render import reply_text
from engines import splendor

ALICE = User(id="alice", name="Alice")
BOB = User(id="bob", name="Bob")
CHANNEL = "splendor-table"


async def say(service: Service, text: str, user: User = ALICE):  # type: ignore[no-untyped-def]
    return await service.handle(CHANNEL, user, parse(text))


def keys(reply) -> list[str]:  # type: ignore[no-untyped-def]
    return [line.key for line in reply.lines]


async def state_of(service: Service) -> splendor.SplendorState:
    record = await service.store.live_game(CHANNEL)
    assert record is not None
    return splendor.from_json(json.loads(record.state))


async def test_new_game_deals_and_the_bot_plays_first(service: Service) -> None:
    reply = await say(service, "/splendor new seed=3")
    assert keys(reply)[0] == "bot-new-game"
    assert keys(reply).count("splendor-lay") == 12
    assert "splendor-head-start" in keys(reply) and reply.prompt is None
    reply = await say(service, "/splendor turn")
    assert keys(reply)[0] == "splendor-bot-report"
    assert keys(reply)[-1] == "splendor-your-move"
    assert reply.lines[0].rule == "SP-3"


async def test_a_second_bot_turn_waits_for_the_human_move(service: Service) -> None:
    await say(service, "/splendor new seed=3")
    await say(service, "/splendor turn")
    before = await service.store.live_game(CHANNEL)
    refused = await say(service, "/splendor turn")
    assert keys(refused) == ["splendor-your-move-first"] and not refused.changed
    assert await service.store.live_game(CHANNEL) == before
    state = await state_of(service)
    gems = [g for g in ("white", "blue", "green", "red", "black") if state.bank[g] > 0][:3]
    moved = await say(service, "/splendor take " + " ".join(gems))
    assert "splendor-human-takes" in keys(moved) and moved.changed
    assert keys(moved)[-1] == "splendor-bot-next"
    again = await say(service, "/splendor take " + " ".join(gems))
    assert keys(again) == ["splendor-bot-turn-first"]


async def test_an_impossible_move_is_refused_with_its_reason(service: Service) -> None:
    await say(service, "/splendor new seed=3")
    await say(service, "/splendor turn")
    before = await service.store.live_game(CHANNEL)
    for text, key in [("/splendor take y", "splendor-take-no-gold"),
                      ("/splendor buy 3.1", "splendor-cannot-afford"),
                      ("/splendor reserve 4.1", "splendor-place-bad"),
                      ("/splendor pass", "splendor-pass-not-allowed")]:
        reply = await say(service, text)
        assert keys(reply) == [key], text
        assert reply.private and not reply.changed
    assert await service.store.live_game(CHANNEL) == before


async def test_the_players_die_and_a_spectator(service: Service) -> None:
    await say(service, "/splendor new dice=player seed=3")
    reply = await say(service, "/splendor turn")
    assert reply.prompt is not None and reply.prompt.kind == "d6"
    assert keys(await say(service, "4", user=BOB)) == ["bot-not-owner"]
    answered = await say(service, "4")
    assert "splendor-roll" in keys(answered)
    status = await say(service, "/splendor status", user=BOB)
    assert keys(status)[1:4] == ["splendor-status-bot", "splendor-status-stock",
                                 "splendor-status-human"]


async def test_reserve_from_the_deck_with_deal_table_asks_which_card(service: Service) -> None:
    reply = await say(service, "/splendor new deal=table seed=3")
    assert reply.prompt is not None and reply.prompt.key == "splendor-ask-noble"
    for answer in ["1", "2", "3"]:
        reply = await say(service, answer)
    cards = [f"#{n}" for n in (*range(1, 5), *range(41, 45), *range(71, 75), 5)]
    for code in cards:
        assert reply.prompt is not None and reply.prompt.key == "splendor-ask-card"
        reply = await say(service, code)
    assert "splendor-bot-first" in keys(reply)
    reply = await say(service, "/splendor turn")
    while reply.prompt is not None:  # a refill after the bot's purchase: tap the first options
        reply = await say(service, reply.prompt.options[0].id)
    assert (await state_of(service)).next == "human"
    reply = await say(service, "/splendor reserve deck 3")
    assert reply.prompt is not None and reply.prompt.key == "splendor-ask-card"
    taken = await say(service, "#74")
    assert keys(taken)[0] == "splendor-card-in-play" and not taken.changed
    taken = await say(service, "3 blue 5")  # #78: the only level-3 blue 5-pointer
    assert "splendor-human-reserves-top" in keys(taken)
    assert (await state_of(service)).human.reserved == [78]


async def test_undo_takes_a_human_move_back(service: Service) -> None:
    await say(service, "/splendor new seed=3")
    await say(service, "/splendor turn")
    before = await state_of(service)
    await say(service, "/splendor reserve deck 1")
    assert len((await state_of(service)).human.reserved) == 1
    undone = await say(service, "/splendor undo")
    assert keys(undone) == ["bot-undone"]
    assert await state_of(service) == before


async def test_end_names_the_winner_and_finishes_the_game(service: Service) -> None:
    await say(service, "/splendor new seed=3")
    reply = await say(service, "/splendor end")
    assert reply.prompt is not None and reply.prompt.kind == "confirm"
    reply = await say(service, "y")
    assert "splendor-winner" in keys(reply)
    # The verdict, the finish, then the level it was played at (an end before the rules'
    # end: no loss, so no campaign line).
    assert keys(reply)[-2:] == ["bot-finished", "bot-result-level"]
    assert await service.store.live_game(CHANNEL) is None


async def test_help_and_options(service: Service) -> None:
    reply = await say(service, "/splendor")
    assert "splendor-help" in keys(reply)
    bad = await say(service, "/splendor new stock=red,red")
    assert keys(bad) == ["splendor-option-stock"]
    unknown = await say(service, "/splendor new colour=red")
    assert keys(unknown) == ["splendor-option-unknown"]


async def test_every_reply_renders_in_every_language(service: Service) -> None:
    await say(service, "/splendor new seed=5 harder=1")
    await say(service, "/splendor turn")
    for lang in LANGUAGES:
        await say(service, f"/lang {lang}")
        with capture_logs() as logs:
            text = reply_text(service.catalog, await say(service, "/splendor status"))
        assert not [entry for entry in logs if entry["log_level"] != "info"], logs
        assert "[splendor-" not in text
