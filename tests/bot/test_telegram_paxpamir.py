"""Pax Pamir on Telegram: the Spanish four-check game of the console test played in a group
through the real Application and the Bot API stand-in: loyalties, yes/no and the card's suit
and stars by their buttons, the blocks typed as a reply to the turn's message (privacy mode
on), a spectator pricing a purchase, the refusals said and nothing changed; the stored game
says what the scenario runner says for the same commands and answers."""

from __future__ import annotations

import json
import random

import pytest

from engines.core import Prompt
from engines.games import games
from tests.bot import test_telegram_splendor
from tests.bot.telegram_standin import StandIn, button_data, button_urls
from tests.bot.test_bgstats import decoded
from tests.bot.test_paxpamir_console import (
    SPANISH,
    SPANISH_REFUSED,
    replayed,
    sealed_seed,
    seed_in,
    stored_game,
)
from tests.bot.test_telegram import ALICE, BOB, CHANNEL, GROUP, Harness
from tests.paxpamir.policy import REFUSALS, Solo, check_game

pytestmark = pytest.mark.filterwarnings("ignore:.*retry_after:DeprecationWarning")

table = test_telegram_splendor.table
"""The stand-in and the bot polling it (Splendor's Telegram tests' fixture)."""

GAME = games()["paxpamir"]


async def open_prompt(tg: Harness) -> Prompt | None:
    record = await tg.store.live_game(CHANNEL)
    assert record is not None
    return GAME.prompt(GAME.loads(record.state))


def ending(prompt: Prompt, typed: str) -> str | None:
    """What a button's data ends with for what the console player typed, if a button says it."""
    if prompt.kind == "confirm":
        return "y" if typed in ("s", "y") else "n"
    if prompt.kind in ("choice", "number"):
        return typed
    return None  # blocks, influence, spies: typed


async def test_the_spanish_four_check_game_in_a_group_by_buttons_and_replies(
        table: tuple[Harness, StandIn]) -> None:
    tg, standin = table
    pressed = typed = 0
    for text in SPANISH:
        if text.startswith("/"):
            before = await tg.version()
            await tg.say(ALICE, text)
            if text in SPANISH_REFUSED:
                assert await tg.version() == before, text
            continue
        prompt = await open_prompt(tg)
        assert prompt is not None, text
        before = await tg.version()
        asking = standin.with_buttons(GROUP["id"])
        end = ending(prompt, text)
        data = [d for m in asking for d in button_data(m) if d.rsplit(":", 1)[1] == end]
        if data:
            pressed += 1
            await tg.press(ALICE, asking[-1], data[0])
        else:
            typed += 1
            where = await tg.store.live_message(CHANNEL, "telegram")
            assert where is not None
            await tg.say(ALICE, text, reply_to=standin.messages[(GROUP["id"], int(where.ref))])
        after = await tg.version()
        assert after is None or after == (before or 0) + 1, f"{text!r} was not taken"
        if after is None:
            break
    assert pressed >= 10 and typed >= 1

    shown = "\n".join(m["text"] for m in standin.chat_messages(GROUP["id"]))
    assert "[paxpamir-" not in shown
    for rule in ("[PP-1]", "[PP-3]", "[PP-6]", "[PP-10]", "[PP-13]", "[PP-14]"):
        assert rule in shown, rule
    assert "«dana» no es ni un comando ni un jugador." in shown
    assert "¡Carla tiene más estrellas militares (2) y gana el desempate!" in shown
    assert all(len(m["text"]) <= 4096 for m in standin.chat_messages(GROUP["id"]))

    # The stored game, step by step, says what the scenario runner says (queries and the
    # chat's own lines aside).
    record = await tg.store.last_game(CHANNEL)
    assert record is not None and record.status == "finished"
    stored = [(e["rule"], e["key"], e["params"]) for _, events in
              await tg.store.history(record.id) for e in json.loads(events)
              if not e["key"].startswith("bot-")]
    runner = [(e["rule"], e["key"], e["params"])
              for e in replayed(SPANISH, SPANISH_REFUSED, queries=False) if e["type"] == "event"]
    assert stored == runner


async def test_a_spectator_prices_a_purchase_but_cannot_change_the_ledger(
        table: tuple[Harness, StandIn]) -> None:
    tg, standin = table
    await tg.say(ALICE, "/paxpamir new players=Ana,Ben loyalty=british,russian")
    await tg.say(ALICE, "/paxpamir favoured military")
    before = await tg.version()
    await tg.say(BOB, "/paxpamir cost buy 2")
    priced = standin.chat_messages(GROUP["id"])[-1]["text"]
    assert "[PP-3]" in priced and "4 rupees" in priced
    await tg.say(BOB, "/paxpamir ana rupees +5")
    assert await tg.version() == before


async def test_a_game_won_by_the_rules_offers_its_play_for_bg_stats_as_a_url_button(
        table: tuple[Harness, StandIn]) -> None:
    tg, standin = table
    for text in ("/paxpamir new players=Ana,Ben,Wakhan loyalty=british,russian",
                 "/paxpamir ana vp 2", "/paxpamir ana cylinders 3", "/paxpamir ben vp 1",
                 "/paxpamir check 1 1 1"):
        await tg.say(ALICE, text)
    record = await tg.store.last_game(CHANNEL)
    assert record is not None and record.status == "finished"
    [(label, url)] = [link for m in standin.chat_messages(GROUP["id"]) for link in button_urls(m)]
    assert label == "Log this play in BG Stats"
    data = decoded(url)
    assert data["sourcePlayId"] == f"soloist:paxpamir:{record.id}"
    assert [(p["name"], p["score"], p["winner"]) for p in data["players"]] == [
        ("Ana", 5, True), ("Ben", 1, False), ("Wakhan", 0, False)]
    # The next game's question takes the old buttons away, never the link.
    await tg.say(ALICE, "/paxpamir new players=Ana,Ben")
    assert [link for m in standin.chat_messages(GROUP["id"]) for link in button_urls(m)] == [
        (label, url)]


def button_end(prompt: Prompt, answer: str) -> str:
    """What a button's data ends with for ``answer``: an option by its number, yes/no as y/n."""
    if prompt.kind == "confirm":
        return "y" if answer == "yes" else "n"
    if prompt.kind == "choice":
        return str([o.id for o in prompt.options].index(answer) + 1)
    return answer


@pytest.mark.parametrize(("mode", "seed"), [("virtual", 5), ("physical", 6)])
async def test_PW_9_a_whole_solo_game_against_wakhan_in_a_group(
        table: tuple[Harness, StandIn], monkeypatch: pytest.MonkeyPatch, mode: str,
        seed: int) -> None:
    """Her turns play themselves: every question is answered by its button when it has one,
    else typed as a reply to the turn's message; Ana's side typed as commands."""
    tg, standin = table
    sealed_seed(monkeypatch, seed)
    solo = Solo(random.Random(seed), virtual=mode == "virtual")
    await tg.say(ALICE, f"/paxpamir new players=Ana,Wakhan loyalty=british wakhan={mode}")
    pressed = refused = 0
    for _ in range(2_000):
        record = await tg.store.live_game(CHANNEL)
        if record is None:
            break
        state = GAME.loads(record.state)
        prompt = GAME.prompt(state)
        text = solo.next_input(state)
        if text.startswith("/") or prompt is None:
            await tg.say(ALICE, text)
            continue
        end = button_end(prompt, text)
        asking = standin.with_buttons(GROUP["id"])
        data = [d for m in asking[-1:] for d in button_data(m) if d.rsplit(":", 1)[1] == end]
        if data:
            pressed += 1
            await tg.press(ALICE, asking[-1], data[0])
        else:
            where = await tg.store.live_message(CHANNEL, "telegram")
            assert where is not None
            await tg.say(ALICE, text, reply_to=standin.messages[(GROUP["id"], int(where.ref))])
        after = await tg.version()
        if after == record.version:  # refused for what the game knows: another answer
            refused += 1
            assert refused <= REFUSALS, f"{text!r} was not taken"
            continue
        assert after is None or after == record.version + 1, f"{text!r} was not taken"
    events, state = await stored_game(tg.store, CHANNEL)
    turns = check_game(events, state, solo)
    assert pressed >= len(turns)
    shown = "\n".join(m["text"] for m in standin.chat_messages(GROUP["id"]))
    assert "[paxpamir-" not in shown and "[PW-9]" in shown and "[PW-2]" in shown
    if mode == "virtual":
        await tg.say(ALICE, f"/paxpamir verify {seed_in(events)}")
        assert "matches the fingerprint" in standin.chat_messages(GROUP["id"])[-1]["text"]
