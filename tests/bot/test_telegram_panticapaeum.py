"""Panticapaeum on Telegram: the Russian game of the console test played in a group through the
real Application and the Bot API stand-in: the trireme's count, the yes/no and the "one more
of a colour" questions by their buttons, a tapped colour, tiles and costs typed as replies to
the turn's message (privacy mode on), a cost corrected by command; from `new` to the winner,
every line with its rule, and the stored game says what the scenario runner says for the same
answers."""

from __future__ import annotations

import json

import pytest

from engines.core import Prompt
from engines.games import games
from engines.panticapaeum.resources import single_colour
from tests.bot import test_telegram_splendor
from tests.bot.telegram_standin import StandIn, button_data
from tests.bot.test_panticapaeum_console import planned_game, replayed_events
from tests.bot.test_telegram import ALICE, CHANNEL, GROUP, Harness

pytestmark = pytest.mark.filterwarnings("ignore:.*retry_after:DeprecationWarning")


table = test_telegram_splendor.table
"""The stand-in and the bot polling it (Splendor's Telegram tests' fixture)."""


def button_for(prompt: Prompt, typed: str) -> str | None:
    """How a button's data ends for what the player would type, if a button says it."""
    if prompt.kind in ("number", "choice"):
        return typed
    if prompt.kind == "confirm":
        return "y"
    return single_colour(typed)  # a tapped colour; a whole tile or cost is typed


async def open_prompt(tg: Harness) -> Prompt | None:
    record = await tg.store.live_game(CHANNEL)
    assert record is not None
    return games()["panticapaeum"].prompt(games()["panticapaeum"].loads(record.state))


async def test_a_whole_russian_game_in_a_group_by_buttons_and_replies(
        table: tuple[Harness, StandIn]) -> None:
    tg, standin = table
    plan = planned_game("ru", "", 3)
    pressed = typed = 0
    for text in plan.script:
        if text.startswith("/"):
            await tg.say(ALICE, text)
            continue
        prompt = await open_prompt(tg)
        assert prompt is not None, text
        before = await tg.version()
        asking = standin.with_buttons(GROUP["id"])  # none for a question that wants typing
        assert len(asking) <= 1, "old questions kept their buttons"
        ending = button_for(prompt, text)
        data = [d for m in asking for d in button_data(m) if d.rsplit(":", 1)[1] == ending]
        if data:
            pressed += 1
            await tg.press(ALICE, asking[0], data[0])
        else:
            typed += 1
            where = await tg.store.live_message(CHANNEL, "telegram")
            assert where is not None
            await tg.say(ALICE, text, reply_to=standin.messages[(GROUP["id"], int(where.ref))])
        after = await tg.version()
        assert after is None or after == (before or 0) + 1, f"{text!r} was not taken"
    assert pressed > 15 and typed > 15
    shown = "\n".join(m["text"] for m in standin.chat_messages(GROUP["id"]))
    assert "Кубиков у Ботоса нет" in shown
    for rule in ("[PB-2]", "[PB-4]", "[PB-5]", "[PB-5.1]", "[PB-7]", "[PB-8]", "[PB-10]"):
        assert rule in shown, rule
    assert "[panticapaeum-" not in shown and "[bot-" not in shown
    last = standin.chat_messages(GROUP["id"])[-1]["text"]
    assert "[PB-8] У вас" in last and "Партия в «Пантикапей» окончена" in last

    # The stored game, step by step, says what the scenario runner says for these answers.
    record = await tg.store.last_game(CHANNEL)
    assert record is not None and record.status == "finished"
    stored = [(e["rule"], e["key"], e["params"]) for _, events in
              await tg.store.history(record.id) for e in json.loads(events)
              if not e["key"].startswith("bot-")]
    assert stored == replayed_events(plan, "")
