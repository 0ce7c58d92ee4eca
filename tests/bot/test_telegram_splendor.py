"""Splendor on Telegram: with deal=table the player tells the bot the table with a few taps
(a noble from the list; a card by its colour, then from the matching cards) or a typed code as
a reply, then plays the bot's turn and their own move, all in one group."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from engines.games import games
from tests.bot.telegram_standin import StandIn, button_data
from tests.bot.test_telegram import ALICE, GROUP, Harness, live

pytestmark = pytest.mark.filterwarnings("ignore:.*retry_after:DeprecationWarning")


@pytest.fixture
async def table(tmp_path: Path):  # type: ignore[no-untyped-def]
    """The stand-in and the bot polling it, as in test_telegram."""
    standin = StandIn()
    await standin.start()
    harness = await Harness(standin, tmp_path / "soloist.sqlite3").start()
    yield harness, standin
    await harness.stop()
    await standin.close()


def labelled(message: dict[str, Any]) -> dict[str, str]:
    """Button label → its data, as the player sees them."""
    rows = message["reply_markup"]["inline_keyboard"]
    return {b["text"]: b["callback_data"] for row in rows for b in row}


async def test_the_table_is_told_by_taps_and_codes_and_the_bot_plays(
        table: tuple[Harness, StandIn]) -> None:
    tg, standin = table
    await tg.say(ALICE, "/splendor new deal=table seed=2")
    for _ in range(3):  # the three nobles: one tap each, the first of the list
        asking = live(standin)
        await tg.press(ALICE, asking, button_data(asking)[0])
    text = live(standin)["text"]
    assert "[SP-1]" in text and "Noble #1" in text

    # A card by two taps: its colour, then the one among the matching level-1 cards.
    asking = live(standin)
    colours = labelled(asking)
    green = next(data for label, data in colours.items() if "green" in label)
    await tg.press(ALICE, asking, green)
    asking = live(standin)
    cards = labelled(asking)
    assert cards and all("green" in label for label in cards)
    await tg.press(ALICE, asking, next(iter(cards.values())))
    assert "slot 1" in live(standin)["text"]

    # The rest typed as codes, each a reply to the turn's message (privacy mode on).
    typed: set[int] = set()
    for code in ("1 black 0: 1w 1u 1g 1r", "1 red 1: 4w", "#24"):
        await tg.say(ALICE, code, reply_to=live(standin))
    shown = live(standin)["text"]
    assert "slot 4: #24" in shown
    version = await tg.version()
    assert version is not None and version > 6

    # The rest of the market by catalog numbers, until the bot's head start (SP-2). A card
    # already laid out is refused (its reason shown) and changes nothing: the next is tried.
    refused = 0
    for _ in range(40):
        prompt = await splendor_prompt(tg)
        if prompt is None:
            break
        state = await splendor_state(tg)
        before = await tg.version()
        unseen = [card for card in state.decks[prompt.params["level"] - 1] if card not in typed]
        typed.add(unseen[0])
        await tg.say(ALICE, f"#{unseen[0]}", reply_to=live(standin))
        if await tg.version() == before:
            refused += 1
            assert "already" in standin.calls_of("sendMessage")[-1].params["text"]
    else:
        raise AssertionError("the market was never complete")
    assert refused  # the tapped and typed level-1 cards above were among them
    assert "[SP-2]" in standin.calls_of("sendMessage")[-1].params["text"] + "".join(
        c.params["text"] for c in standin.calls_of("editMessageText"))

    await tg.say(ALICE, "/splendor turn")
    turn = standin.calls_of("sendMessage")[-1].params["text"]
    assert "[SP-3]" in turn and "[SP-4]" in turn
    if await splendor_prompt(tg) is None:  # the bot's die (bot dice by default) was rolled
        await tg.say(ALICE, "/splendor take w u g")
        took = standin.calls_of("sendMessage")[-1].params["text"]
        assert took.startswith("You take ") and "[SP-7]" in took  # the move untagged
        assert (await splendor_state(tg)).next == "bot"


async def splendor_state(tg: Harness) -> Any:
    record = await tg.store.live_game(f"telegram:{GROUP['id']}")
    assert record is not None
    return games()["splendor"].loads(record.state)


async def splendor_prompt(tg: Harness) -> Any:
    return games()["splendor"].prompt(await splendor_state(tg))
