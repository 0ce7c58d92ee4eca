"""Kill -9 a real `python -m bot` serving the Telegram stand-in at random points under load from
many chats, start it again each time, and count what a user would have lost: updates lost,
steps doubled, games wedged, and SQLite's integrity. The load and the checks:
docs/reliability.md#the-kill-soak.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import sqlite3
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engines import rajas
from tests.bot.telegram_standin import (
    DROP_AFTER,
    DROP_BEFORE,
    Failure,
    StandIn,
    WallClock,
    button_data,
    group,
    message_update,
    person,
    press_update,
)
from tests.rajas.random_player import answer
from tests.reliability.bot_process import BotProcess

QUIET_TIMEOUT = 300.0
"""Safety limit for the bot to work through what it was sent."""
FAULTY_METHODS = ("sendMessage", "editMessageText", "editMessageReplyMarkup",
                  "answerCallbackQuery", "getUpdates")
FAULTS = (Failure(429, retry_after=1), Failure(502), Failure(DROP_BEFORE), Failure(DROP_AFTER))
IDLE = 5.0
"""A kill waiting for the bot's calls strikes anyway when the bot has been idle this long."""


@dataclass
class Figures:
    updates: int = 0
    chats: int = 0
    kills: int = 0
    faults: int = 0
    duplicates: int = 0
    lost: int = 0
    failed: int = 0
    """Updates whose command failed inside the bot (a bug: the generic error reply)."""
    doubled: int = 0
    wedged: int = 0
    integrity: str = "ok"
    notes: list[str] = field(default_factory=list)

    def line(self) -> str:
        return (f"updates {self.updates}, chats {self.chats}, kills {self.kills}, "
                f"faults {self.faults}, duplicates {self.duplicates}, "
                f"lost {self.lost}, failed {self.failed}, doubled {self.doubled}, "
                f"wedged {self.wedged}, integrity {self.integrity}")


@dataclass
class Chat:
    number: int
    user: dict[str, Any]
    chat: dict[str, Any]

    @property
    def channel(self) -> str:
        return f"telegram:{self.chat['id']}"


def chats(count: int) -> list[Chat]:
    return [Chat(n, person(10_000 + n, f"Player{n}"), group(chat_id=-100_000_000 - n,
                                                             title=f"Table {n}"))
            for n in range(count)]


class Player:
    """Decides each chat's next update from what the chat shows now (its buttons) and what
    the game asks (read from the database, as the player reads the board)."""

    def __init__(self, standin: StandIn, db: Path, rng: random.Random) -> None:
        self.standin = standin
        self.db = db
        self.rng = rng

    def first(self, chat: Chat) -> dict[str, Any]:
        variant = "cherey" if chat.number % 2 else "beck dummies=2"
        return message_update(self.standin, chat.user, chat.chat,
                              f"/rajas new variant={variant} dice=bot seed={chat.number}")

    def next(self, chat: Chat) -> dict[str, Any]:
        roll = self.rng.random()
        if roll < 0.30:
            pressed = self._press(chat)
            if pressed is not None:
                return pressed
        if roll < 0.55:
            typed = self._typed_answer(chat)
            if typed is not None:
                return self._say(chat, typed)
        if roll < 0.85:
            return self._say(chat, "/rajas turn")
        return self._say(chat, self.rng.choice([
            "/rajas undo", "/rajas undo", "/rajas status", "/rajas log", "/rajas end",
            "/rajas frobnicate", "/rajas answer ²", "9" * 60, "/lang es", "/help"]))

    def _say(self, chat: Chat, text: str) -> dict[str, Any]:
        shown = self.standin.latest(chat.chat["id"])
        if not text.startswith("/") and shown is None:
            text = f"/rajas answer {text}"  # nothing to reply to: the command, then
        if text.startswith("/"):
            return message_update(self.standin, chat.user, chat.chat, text)
        # A typed answer replies to the bot's message: in privacy mode (the stand-in's, as a
        # group's default) the bot sees no other text, so it would never be delivered.
        return message_update(self.standin, chat.user, chat.chat, text, reply_to=shown)

    def _press(self, chat: Chat) -> dict[str, Any] | None:
        # A finished game's message keeps its link (BG Stats): a button no one presses.
        shown = [m for m in self.standin.with_buttons(chat.chat["id"]) if button_data(m)]
        if not shown:
            return None
        message = shown[-1]
        return press_update(self.standin, chat.user, message,
                            self.rng.choice(button_data(message)))

    def _typed_answer(self, chat: Chat) -> str | None:
        with sqlite3.connect(f"file:{self.db}?mode=ro", uri=True) as db:
            rows = db.execute(
                "SELECT s.state FROM games AS g JOIN steps AS s ON s.game_id = g.id"
                " WHERE g.channel = ? AND g.status = 'live' AND s.undone = 0"
                " ORDER BY s.version DESC LIMIT 1", (chat.channel,)).fetchall()
        if not rows:
            return None
        state = rajas.from_json(json.loads(rows[0][0]))
        if state.conversation is None:
            return None
        value = answer(state.conversation.prompt, self.rng, state.table.round)
        return ("y" if value else "n") if isinstance(value, bool) else str(value)


async def wait_until(check: Callable[[], Awaitable[bool]], standin: StandIn,
                     timeout: float = QUIET_TIMEOUT) -> bool:
    """Until ``check()`` holds, re-checked whenever the stand-in sees a call (an event);
    False if it never did within the safety timeout."""
    async def watch() -> None:
        while not await check():
            calls = len(standin.calls)
            # Wake at the bot's next call, or re-check after a second when it is idle.
            with contextlib.suppress(TimeoutError):
                await standin.wait_for_calls(calls + 1, timeout=1.0)

    try:
        await asyncio.wait_for(watch(), timeout)
    except TimeoutError:
        return False
    return True


def claimed(db: Path, keys: list[str]) -> set[str]:
    """Of ``keys``, the requests the store applied (a step, a refusal or a read)."""
    with sqlite3.connect(db) as conn:
        conn.execute("PRAGMA busy_timeout = 5000")
        found = {str(k) for (k,) in conn.execute("SELECT key FROM requests")}
    return found & set(keys)


def failed(log: Path) -> set[str]:
    """The requests whose command failed in the bot, from its JSON log."""
    if not log.exists():
        return set()
    keys = set()
    for line in log.read_text(encoding="utf-8", errors="replace").splitlines():
        with contextlib.suppress(ValueError):
            entry = json.loads(line)
            if entry.get("event") == "command failed" and entry.get("request"):
                keys.add(str(entry["request"]))
    return keys


def inbox_size(db: Path) -> int:
    with sqlite3.connect(db) as conn:
        conn.execute("PRAGMA busy_timeout = 5000")
        return int(conn.execute("SELECT COUNT(*) FROM inbox").fetchone()[0])


def games(db: Path) -> dict[int, tuple[str, str, int, str]]:
    """Every game: id → (channel, status, current version, current state)."""
    with sqlite3.connect(db) as conn:
        rows = conn.execute(
            "SELECT g.id, g.channel, g.status, s.version, s.state FROM games AS g"
            " JOIN steps AS s ON s.game_id = g.id AND s.undone = 0"
            " AND s.version = (SELECT MAX(version) FROM steps"
            "                  WHERE game_id = g.id AND undone = 0)").fetchall()
    return {int(i): (str(c), str(st), int(v), str(s)) for i, c, st, v, s in rows}


def wedged(db: Path) -> int:
    over = 0
    for _channel, status, _version, state in games(db).values():
        try:
            phase = json.loads(state).get("phase")
        except ValueError:
            continue
        over += status == "live" and phase == "over"
    return over


def integrity(db: Path) -> str:
    with sqlite3.connect(db) as conn:
        return str(conn.execute("PRAGMA integrity_check").fetchone()[0])


def _chat_of(update: dict[str, Any]) -> int:
    message = update.get("message") or update["callback_query"]["message"]
    return int(message["chat"]["id"])


def key(update: dict[str, Any]) -> str:
    return f"telegram:{update['update_id']}"


async def soak(workdir: Path, updates: int, chat_count: int, kills: int, seed: int = 1,
               calls_between_kills: tuple[int, int] = (20, 120), faults: float = 0.0,
               duplicates: float = 0.0, log: Callable[[str], None] = lambda _: None) -> Figures:
    """Run the soak; the figures of what was lost, doubled or wedged. ``faults``: the chance,
    per update fed, that a Bot API call fails; ``duplicates``: that an earlier update of the
    chat is delivered again."""
    rng = random.Random(seed)
    figures = Figures(chats=chat_count)
    standin = StandIn(clock=WallClock())
    await standin.start()
    db = workdir / "soak.sqlite3"
    bot = BotProcess(workdir / "bot", standin, db)
    player = Player(standin, db, rng)
    table = chats(chat_count)
    fed: list[dict[str, Any]] = []
    kill_plan = sorted(rng.sample(range(chat_count, updates), min(kills, updates - chat_count)))
    kill_orders: asyncio.Queue[None] = asyncio.Queue()

    async def killer() -> None:
        """Kill -9 once the bot has made a random number more Bot API calls (or has gone
        idle), then start it again on the same database."""
        while True:
            await kill_orders.get()
            target = len(standin.calls) + rng.randint(*calls_between_kills)
            with contextlib.suppress(TimeoutError):
                await standin.wait_for_calls(target, timeout=IDLE)
            await bot.kill()
            figures.kills += 1
            await bot.start()
            kill_orders.task_done()

    killing = asyncio.create_task(killer())
    try:
        await bot.start()
        # Every chat first starts its game, then plays round after round.
        for chat in table:
            fed.append(player.first(chat))
            await standin.feed(fed[-1])
        while len(fed) < updates:
            for chat in table:
                if len(fed) >= updates:
                    break
                fed.append(player.next(chat))
                await standin.feed(fed[-1])
                if rng.random() < faults:
                    standin.fail(rng.choice(FAULTY_METHODS), rng.choice(FAULTS))
                    figures.faults += 1
                if rng.random() < duplicates:
                    again = rng.choice([u for u in fed if _chat_of(u) == chat.chat["id"]])
                    fed.append(again)
                    await standin.feed(again)
                    figures.duplicates += 1
                if kill_plan and len(fed) >= kill_plan[0]:
                    kill_plan.pop(0)
                    kill_orders.put_nowait(None)
            # Let the bot catch up before the next round reads its buttons and questions.
            round_keys = [key(u) for u in fed[-chat_count:]]
            await wait_until(lambda keys=round_keys: _handled(bot, db, keys), standin)
            log(f"fed {len(fed)}, kills {figures.kills}")
        await kill_orders.join()
        everything = [key(u) for u in fed]
        await wait_until(lambda: _settled(bot, db, everything), standin)
        await bot.stop()
    finally:
        killing.cancel()
        await bot.kill()
        await standin.close()

    figures.updates = len(fed)
    applied = claimed(db, [key(u) for u in fed])
    broken = failed(bot.log) - applied
    confirmed = {f"telegram:{i}" for i in standin.confirmed}
    figures.failed = len(broken)
    figures.lost = len((confirmed | {key(u) for u in fed}) - applied - broken)
    figures.wedged = wedged(db)
    figures.integrity = integrity(db)
    figures.doubled = await replay_differences(workdir / "replay", fed, db, figures, log)
    return figures


async def _handled(bot: BotProcess, db: Path, keys: list[str]) -> bool:
    """Whether the bot is through with every one of ``keys``: applied, or failed."""
    def through() -> bool:
        return not set(keys) - claimed(db, keys) - failed(bot.log)

    return await asyncio.to_thread(through)


async def _settled(bot: BotProcess, db: Path, keys: list[str]) -> bool:
    return await _handled(bot, db, keys) and await asyncio.to_thread(inbox_size, db) == 0


async def replay_differences(workdir: Path, fed: list[dict[str, Any]], soaked: Path,
                             figures: Figures, log: Callable[[str], None]) -> int:
    """Feed the same updates to a bot that is never killed, on a fresh database, and count the
    games that differ. Game ids come from the order games were created, so each chat's first
    update (its `/rajas new`) goes first, one at a time in the soak's order of ids; a button
    carries its game's id and must name the same game in both runs."""
    standin = StandIn(clock=WallClock())
    await standin.start()
    db = workdir / "replay.sqlite3"
    bot = BotProcess(workdir / "bot", standin, db)
    by_channel = {channel: game_id for game_id, (channel, *_rest) in games(soaked).items()}
    firsts: dict[str, int] = {}
    for n, update in enumerate(fed):
        firsts.setdefault(f"telegram:{_chat_of(update)}", n)
    try:
        await bot.start()
        for channel in sorted(firsts, key=lambda c: by_channel.get(c, 1 << 30)):
            first = fed[firsts[channel]]
            await standin.feed(first)
            one = [key(first)]
            await wait_until(lambda one=one: _handled(bot, db, one), standin)  # type: ignore[misc]
        starters = set(firsts.values())
        for n, update in enumerate(fed):
            if n not in starters:
                await standin.feed(update)
        await wait_until(lambda: _settled(bot, db, [key(u) for u in fed]), standin)
        await bot.stop()
    finally:
        await bot.kill()
        await standin.close()
    expected, got = games(db), games(soaked)
    differing = sorted(i for i in expected.keys() | got.keys() if expected.get(i) != got.get(i))
    for game_id in differing[:5]:
        figures.notes.append(f"game {game_id}: replay {expected.get(game_id, ())!s:.120} "
                             f"soak {got.get(game_id, ())!s:.120}")
    log(f"replayed {len(fed)} updates: {len(differing)} games differ")
    return len(differing)
