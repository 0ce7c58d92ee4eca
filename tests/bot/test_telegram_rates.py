"""Telegram's sending limits: the stand-in refuses past them as Telegram does (429 with
``retry_after``), the bot's ``Pace`` takes the first moment they leave, and a whole game in a
busy group plays to its end without Telegram ever refusing, a reply lost, or the group getting
more than 20 messages in a minute — a crowded group's new turns take over the game's message.
Through the real python-telegram-bot Application; time is the stand-in's clock."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from structlog.testing import capture_logs

from bot.platforms.telegram.pace import (
    CHAT_GAP,
    GROUP_LIMIT,
    GROUP_ROOM,
    GROUP_WINDOW,
    OVERALL_LIMIT,
    Pace,
)
from tests.bot import telegram_rates
from tests.bot.telegram_standin import TOKEN, StandIn, button_data, person, private
from tests.bot.test_telegram import (
    ALICE,
    BOB,
    GROUP,
    Harness,
    answer_open_question,
    standin,
    tg,
)
from tests.bot.test_telegram_crowds import CROWD

__all__ = ["standin", "tg"]  # the Telegram tests' fixtures

CAROL = person(333, "Carol")


# -- the stand-in: each limit just inside taken, just outside refused --------------------------


@pytest.fixture
async def send() -> AsyncIterator[Any]:
    """sendMessage to the stand-in over HTTP: (status, the answer's JSON)."""
    server = StandIn()
    await server.start()
    async with httpx.AsyncClient() as client:
        async def call(chat: dict[str, Any]) -> tuple[int, Any]:
            server.chats.setdefault(chat["id"], chat)
            answer = await client.post(f"{server.base_url}{TOKEN}/sendMessage",
                                       json={"chat_id": chat["id"], "text": "x"})
            return answer.status_code, answer.json()
        call.standin = server  # type: ignore[attr-defined]
        yield call
    await server.close()


def refused(answer: tuple[int, Any], retry_after: int) -> bool:
    status, body = answer
    return status == 429 and body == {
        "ok": False, "error_code": 429,
        "description": f"Too Many Requests: retry after {retry_after}",
        "parameters": {"retry_after": retry_after}}


async def test_a_chat_takes_a_short_burst_then_one_message_a_second(send: Any) -> None:
    clock = send.standin.clock
    alone = private(ALICE)
    for _ in range(telegram_rates.CHAT_BURST):
        assert (await send(alone))[0] == 200
    assert refused(await send(alone), 1)
    clock.advance(1)
    assert (await send(alone))[0] == 200
    assert refused(await send(alone), 1)
    assert send.standin.rates.refused == 2


async def test_a_group_takes_twenty_messages_a_minute(send: Any) -> None:
    clock = send.standin.clock
    for _ in range(telegram_rates.GROUP_LIMIT):
        assert (await send(GROUP))[0] == 200
        clock.advance(1)  # one a second: the chat's own limit never bites
    assert refused(await send(GROUP), 40)  # the first of the twenty leaves the minute at 60 s
    clock.advance(39.5)
    assert refused(await send(GROUP), 1)
    clock.advance(0.5)
    assert (await send(GROUP))[0] == 200
    assert send.standin.rates.most_in_a_window(GROUP["id"]) == telegram_rates.GROUP_LIMIT


async def test_the_bot_sends_about_thirty_messages_a_second_in_all(send: Any) -> None:
    chats = [private(person(1000 + n, f"P{n}")) for n in range(telegram_rates.OVERALL_LIMIT + 1)]
    for chat in chats[:-1]:
        assert (await send(chat))[0] == 200
    assert refused(await send(chats[-1]), 1)
    send.standin.clock.advance(1)
    assert (await send(chats[-1]))[0] == 200


async def test_edits_are_not_sends(send: Any) -> None:
    standin = send.standin
    for _ in range(telegram_rates.CHAT_BURST):
        _, body = await send(GROUP)
    async with httpx.AsyncClient() as client:
        for n in range(5):
            answer = await client.post(f"{standin.base_url}{TOKEN}/editMessageText", json={
                "chat_id": GROUP["id"], "message_id": body["result"]["message_id"],
                "text": f"edit {n}"})
            assert answer.status_code == 200
    assert standin.rates.refused == 0


# -- the bot's pace: the first moment the limits leave ----------------------------------------


def test_pace_spaces_a_chats_messages_a_second_apart() -> None:
    pace = Pace()
    assert [pace.reserve(7, 100.0) for _ in range(3)] == [100.0, 101.0, 102.0]
    assert pace.reserve(7, 110.0) == 110.0
    assert pace.reserve(8, 110.0) == 110.0  # another chat waits for none of them


def test_pace_keeps_a_group_to_twenty_a_minute_and_no_fewer() -> None:
    pace = Pace()
    chat = GROUP["id"]
    times = [pace.reserve(chat, 100.0) for _ in range(GROUP_LIMIT)]
    assert times == [100.0 + n * CHAT_GAP for n in range(GROUP_LIMIT)]
    assert pace.reserve(chat, 120.0) == 100.0 + GROUP_WINDOW  # exactly when the first leaves
    assert pace.reserve(chat, 120.0) == 101.0 + GROUP_WINDOW
    assert pace.reserve(-42, 120.0) == 120.0  # another group has its own minute


def test_pace_keeps_thirty_a_second_in_all() -> None:
    pace = Pace()
    assert {pace.reserve(n, 50.0) for n in range(1, OVERALL_LIMIT + 1)} == {50.0}
    assert pace.reserve(OVERALL_LIMIT + 1, 50.0) == 51.0


def test_a_group_is_crowded_when_its_minute_keeps_only_the_room_for_replies() -> None:
    pace = Pace()
    chat = GROUP["id"]
    for n in range(GROUP_LIMIT - GROUP_ROOM - 1):
        pace.reserve(chat, 100.0 + n)
    assert not pace.crowded(chat, 120.0)
    pace.reserve(chat, 120.0)
    assert pace.crowded(chat, 120.0)
    assert not pace.crowded(chat, 100.0 + GROUP_WINDOW + 1)  # the oldest have left the minute
    assert not pace.crowded(ALICE["id"], 120.0)  # a private chat has no minute to spend


def test_the_pace_forgets_what_no_limit_looks_back_to() -> None:
    pace = Pace()
    for n in range(3000):
        pace.reserve(-n - 1, float(n))
    assert len(pace.chats) <= GROUP_WINDOW + 1024 and len(pace.overall) <= OVERALL_LIMIT


# -- a whole game in a busy group ---------------------------------------------------------------


@pytest.fixture
async def crowd(standin: StandIn, tmp_path: Path) -> AsyncIterator[Harness]:
    harness = await Harness(standin, tmp_path / "soloist.sqlite3", CROWD).start()
    yield harness
    if not harness.task.done():
        await harness.stop()


async def test_a_busy_group_plays_a_whole_game_within_telegrams_limits(
        crowd: Harness, standin: StandIn) -> None:
    """Alice plays as fast as she can tap (the clock moves only when the bot waits), Bob
    presses her buttons at every step, Carol asks for the status every ten steps, and Alice
    asks for the transcript halfway: Telegram never refuses, every reply goes out, the group
    never gets more than 20 messages in a minute, and a step waits only to post a message."""
    tg, rng = crowd, random.Random(3)
    with capture_logs() as logs:
        await tg.say(ALICE, "/rajas new variant=cherey dice=player seed=3")
        steps = waited = 0
        turns = 1
        while await tg.version() is not None:
            prompt, _ = await tg.prompt()
            if prompt is None:
                await tg.say(ALICE, "/rajas turn")
                turns += 1
                continue
            for asking in standin.with_buttons(GROUP["id"]):
                await tg.press(BOB, asking, button_data(asking)[0])
            if steps % 10 == 5:
                await tg.say(CAROL, "/rajas status")
            if steps == 40:
                await tg.say(ALICE, "/rajas transcript")
            posted, before = len(standin.chat_messages(GROUP["id"])), standin.clock.now()
            await answer_open_question(tg, rng)
            if len(standin.chat_messages(GROUP["id"])) == posted:
                # Shown in the game's message: no message to pace, no wait.
                assert standin.clock.now() == before
            else:
                waited += 1
            steps += 1
    assert standin.rates is not None and standin.rates.refused == 0
    assert not [e for e in logs if e["log_level"] in ("error", "warning")]
    assert standin.rates.most_in_a_window(GROUP["id"]) <= GROUP_LIMIT
    documents = [c for c in standin.calls_of("sendDocument") if c.params["chat_id"] == GROUP["id"]]
    assert len(documents) == 2
    # Crowded, new turns took over the game's message: fewer messages than turns, the last
    # one the game's end with no question's buttons left (a game won by its rules keeps only
    # the link that logs its play).
    texts = [m.get("text", m.get("caption", "")) for m in standin.chat_messages(GROUP["id"])]
    assert any("is over" in text for text in texts) and len(texts) < turns
    assert not [data for m in standin.with_buttons(GROUP["id"]) for data in button_data(m)]
    assert waited < steps // 4


async def test_replies_past_a_groups_minute_wait_for_it_and_none_is_lost(
        tg: Harness, standin: StandIn) -> None:
    """Without cooldowns, 25 statuses asked at once: twenty go out a second apart, the rest
    when the first leave the minute — none refused, none lost."""
    await tg.say(ALICE, "/rajas new variant=cherey dice=player seed=3")
    start = standin.clock.now()
    with capture_logs() as logs:
        for _ in range(25):
            await tg.say(CAROL, "/rajas status")
    assert standin.rates is not None and standin.rates.refused == 0
    assert not [e for e in logs if e["log_level"] in ("error", "warning")]
    statuses = [m for m in standin.chat_messages(GROUP["id"]) if "step 1:" in m["text"]]
    assert len(statuses) == 25
    assert standin.rates.most_in_a_window(GROUP["id"]) == GROUP_LIMIT
    # The new game's message and 19 statuses a second apart; the 20th status when the new
    # game's message leaves the minute, and so on.
    waits = [e["wait"] for e in logs if e["event"] == "paced"]
    assert waits == [GROUP_WINDOW - (GROUP_LIMIT - 1) * CHAT_GAP]
    assert standin.clock.now() == start + GROUP_WINDOW + 5 * CHAT_GAP
