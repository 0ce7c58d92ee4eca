"""Through the real python-telegram-bot Application: hostile button data and
texts from players and strangers in many chats never end in an unhandled exception or the
generic error, and every callback query is answered (a spinner left turning is a stuck user).
That a refusal changes nothing is the service fuzzer's to show (test_fuzz_service.py)."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from structlog.testing import capture_logs

from tests.bot.telegram_standin import Clock, StandIn, group, message_update, person, press_update
from tests.bot.test_telegram import Harness, standin

__all__ = ["standin"]  # the stand-in's fixture, shared with the Telegram tests

HOSTILE = ["²", "①", "３", "٣", "9" * 5000, "-1", "0", "", " ", "\x00", "🎲", "a" * 300,
           "1e9", "0x10", "+3", "١٢", "∞", "NaN", "y y", "/", "//", "@", ":", "::"]
WORDS = ["new", "turn", "status", "log", "undo", "end", "board", "taken", "answer", "take",
         "buy", "reserve", "pass", "frobnicate"]


def hostile_data(rng: random.Random, game_id: int, version: int) -> str:
    """Button data, from well-formed (but stale or foreign) to nonsense."""
    parts = [rng.choice(["a", "t", "A", "", "x"]),
             rng.choice([str(game_id), str(rng.randint(0, 99)), *HOSTILE]),
             rng.choice([str(version), str(version - 1), str(rng.randint(0, 10**6)), *HOSTILE]),
             rng.choice(["1", "2", "y", "n", "6", *HOSTILE])]
    data = ":".join(parts[:rng.randint(1, 4)])
    return data.encode()[:64].decode(errors="ignore")  # Telegram carries at most 64 bytes


def hostile_text(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.5:
        options = " ".join(f"{rng.choice(['seed', 'dummies', 'handicap', 'harder', 'dice'])}="
                           f"{rng.choice(HOSTILE)}" for _ in range(rng.randint(0, 3)))
        return f"/{rng.choice(['rajas', 'splendor', 'lang', 'x'])} {rng.choice(WORDS)} {options}"
    if roll < 0.8:
        return f"/rajas answer {rng.choice(HOSTILE)}"
    return rng.choice(HOSTILE) or "?"


async def test_hostile_presses_and_texts_are_all_answered_and_never_fail(
        standin: StandIn, tmp_path: Path) -> None:
    rng = random.Random(10)
    # Hostile input is this test's subject, Telegram's sending limits test_telegram_rates.py's.
    # Fifty replies to one group in a moment are paced over minutes; on a shared test clock
    # those waits would end at once and age every press of the batch past Telegram's answer
    # window, where in real time the presses are answered in milliseconds. So the bot keeps
    # time of its own here, and the stand-in counts no limits on its still clock.
    standin.rates = None
    tg = await Harness(standin, tmp_path / "soloist.sqlite3", clock=Clock()).start()
    chats = [(person(500 + n, f"P{n}"), group(chat_id=-1_000_500 - n)) for n in range(8)]
    presses: list[str] = []
    try:
        with capture_logs() as logs:
            for user, chat in chats:
                await tg.say(user, "/rajas new variant=cherey dice=player seed=1", chat=chat)
            before = {chat["id"]: await tg.store.live_game(f"telegram:{chat['id']}")
                      for _, chat in chats}
            batch: list[dict[str, Any]] = []
            for n in range(800):
                user, chat = rng.choice(chats)
                stranger = person(900 + n % 7, "Stranger")
                record = before[chat["id"]]
                assert record is not None
                shown = standin.chat_messages(chat["id"])[-1]
                update: dict[str, Any]
                if n % 2:
                    update = press_update(standin, rng.choice([user, stranger]), shown,
                                          hostile_data(rng, record.id, record.version + 1))
                    presses.append(update["callback_query"]["id"])
                else:
                    update = message_update(standin, rng.choice([user, stranger]), chat,
                                            hostile_text(rng), reply_to=shown)
                # Fed in batches (each chat's in order), as a busy bot receives them.
                await standin.feed(update)
                batch.append(update)
                if len(batch) == 80:
                    for fed in batch:
                        await standin.wait_processed(fed["update_id"])
                    batch.clear()
            for fed in batch:
                await standin.wait_processed(fed["update_id"])
        answered = {c.params["callback_query_id"] for c in standin.calls_of("answerCallbackQuery")}
        assert set(presses) <= answered, "a press was never answered: its spinner turns on"
        failures = [entry for entry in logs
                    if entry.get("log_level") in ("error", "critical")
                    or entry.get("event") in ("command failed", "update failed")]
        assert failures == []
    finally:
        await tg.stop()


