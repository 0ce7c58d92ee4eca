"""Several real `python -m bot` processes on one PostgreSQL database, each a webhook worker behind
the Telegram stand-in, which spreads a chat's updates over them as a load balancer does: no
update lost, none applied twice or out of order, no reply sent twice. The checks:
docs/reliability.md#many-processes.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
from collections import Counter
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.store import Store
from tests.bot.telegram_standin import (
    StandIn,
    WallClock,
    button_data,
    group,
    message_update,
    person,
    press_update,
)
from tests.bot.test_telegram import Harness
from tests.reliability.bot_process import BotProcess, Serving, free_port, start_together

SETTLE_TIMEOUT = 240.0
"""Safety limit for the processes to work through what they were sent."""
RECHECK = 0.05
FAILED = ("queued job failed", "update failed", "command failed", "answering at once failed")
"""What a process logs when handling an update went wrong in the bot itself."""


@dataclass
class Table:
    """A chat (or a forum topic of one) with its player."""

    number: int
    user: dict[str, Any]
    chat: dict[str, Any]
    thread: int | None = None

    @property
    def channel(self) -> str:
        place = f"telegram:{self.chat['id']}"
        return place if self.thread is None else f"{place}:{self.thread}"

    def say(self, standin: StandIn, text: str) -> dict[str, Any]:
        return message_update(standin, self.user, self.chat, text, thread=self.thread)


def tables(count: int, topics: int = 0) -> list[Table]:
    """``count`` group chats; with ``topics``, forum groups of that many topics each (a
    channel per topic: ``count`` channels in all)."""
    if not topics:
        return [Table(n, person(20_000 + n, f"Player{n}"),
                      group(chat_id=-200_000_000 - n, title=f"Table {n}")) for n in range(count)]
    return [Table(n, person(20_000 + n, f"Player{n}"),
                  group(chat_id=-300_000_000 - n // topics, title=f"Forum {n // topics}",
                        forum=True), thread=100 + n % topics) for n in range(count)]


def key(update: dict[str, Any]) -> str:
    return f"telegram:{update['update_id']}"


class Fleet:
    """The stand-in and ``count`` bot processes serving its webhook from one database."""

    def __init__(self, workdir: Path, database_url: str, count: int) -> None:
        self.standin = StandIn(clock=WallClock())
        self.database_url = database_url
        # Each its own SQLite path: with PostgreSQL it holds nothing, and no lock is shared.
        self.processes = [
            BotProcess(workdir / f"bot{n}", self.standin, workdir / f"bot{n}" / "unused.sqlite3",
                       Serving(database_url, free_port())) for n in range(count)]
        self.fed: list[dict[str, Any]] = []
        self._read: dict[Path, int] = {}

    async def start(self, balance: str, seed: int) -> None:
        await self.standin.start()
        await start_together(self.processes)
        await self.standin.deliver_to([p.address for p in self.processes], balance, seed)
        self.store = await Store.open(self.database_url)

    async def close(self) -> None:
        for process in self.processes:
            await process.kill()
        await self.standin.close()
        with contextlib.suppress(AttributeError):
            await self.store.close()

    async def feed(self, *updates: dict[str, Any]) -> None:
        for update in updates:
            self.fed.append(update)
            assert await self.standin.feed(update)

    async def settle(self, updates: list[dict[str, Any]] | None = None) -> None:
        """Until each of ``updates`` (all fed, by default) was delivered and carried through
        (out of the inbox)."""
        ids = [u["update_id"] for u in (self.fed if updates is None else updates)]
        keys = {f"telegram:{i}" for i in ids}

        async def through() -> bool:
            self.check_no_failure()
            if not all(self.standin.confirmed[i] for i in ids):
                return False
            return not keys & {k for k, _ in await self.store.inbox("telegram")}

        await until(through, self.standin)

    def check_no_failure(self) -> None:
        """No process logged a failed update (a bug: fail now, not at the settle timeout)."""
        for process in self.processes:
            for entry in self._read_on(process):
                if entry.get("level") in ("error", "critical") and entry.get("event") in FAILED:
                    raise AssertionError(f"{process.workdir.name}: {entry['event']}\n"
                                         f"{str(entry.get('exception', ''))[-3000:]}")

    def _read_on(self, process: BotProcess) -> list[dict[str, Any]]:
        """The process's log entries written since the last read."""
        if not process.log.exists():
            return []
        with process.log.open("rb") as log:
            log.seek(self._read.get(process.workdir, 0))
            data = log.read()
        whole = data[:data.rfind(b"\n") + 1]  # a line being written is read next time
        self._read[process.workdir] = self._read.get(process.workdir, 0) + len(whole)
        return _entries(whole.decode("utf-8", errors="replace"))

    async def stop(self) -> None:
        codes = [await p.stop() for p in self.processes]
        assert codes == [0] * len(codes), [p.stderr.read_text()[-2000:] for p in self.processes]

    async def check_nothing_lost(self) -> None:
        assert await self.store.inbox("telegram") == []
        unapplied = [key(u) for u in self.fed if not await self.store.seen(key(u))]
        assert unapplied == [], f"{len(unapplied)} updates never applied"

    def check_no_reply_twice(self) -> None:
        """No user's message answered twice — save where a process sent the answer again
        because Telegram was too slow to confirm it (a timeout: documented, it can repeat a
        message, never a step), which its log says."""
        answered = Counter(
            c.params["reply_parameters"]["message_id"] for c in self.standin.calls_of("sendMessage")
            if c.params.get("reply_parameters"))
        update_of = {u["message"]["message_id"]: u["update_id"] for u in self.fed
                     if "message" in u}
        resent = {entry.get("update") for p in self.processes for entry in _log(p.log)
                  if entry.get("event") == "retrying" and entry.get("method") == "sendMessage"}
        twice = [m for m, n in answered.items() if n > 1 and update_of.get(m) not in resent]
        assert twice == []

    def spread(self) -> tuple[int, int]:
        """How many of the workers took updates in, and how many times a chat's update reached
        another worker than the chat's previous one."""
        last: dict[Any, str] = {}
        changes = 0
        chat_of = {u["update_id"]: _chat_of(u) for u in self.fed}
        for post in self.standin.posts:
            if not post.ok:
                continue
            chat = chat_of.get(post.update_id)
            changes += chat in last and last[chat] != post.target
            last[chat] = post.target
        return len({p.target for p in self.standin.posts if p.ok}), changes


async def until(check: Callable[[], Awaitable[bool]], standin: StandIn) -> None:
    """Until ``check()`` holds: re-checked at each Bot API call the processes make, and every
    twentieth of a second (the last event, an update leaving the inbox, is no call)."""
    async def watch() -> None:
        while not await check():
            with contextlib.suppress(TimeoutError):
                await standin.wait_for_calls(len(standin.calls) + 1, timeout=RECHECK)

    await asyncio.wait_for(watch(), SETTLE_TIMEOUT)


@contextlib.asynccontextmanager
async def fleet(workdir: Path, database_url: str, count: int, balance: str = "random",
                seed: int = 0) -> AsyncIterator[Fleet]:
    running = Fleet(workdir, database_url, count)
    try:
        await running.start(balance, seed)
        yield running
    finally:
        await running.close()


def _log(path: Path) -> list[dict[str, Any]]:
    """A process's JSON log, one entry a line."""
    return _entries(path.read_text(encoding="utf-8", errors="replace"))


def _entries(text: str) -> list[dict[str, Any]]:
    entries = []
    for line in text.splitlines():
        with contextlib.suppress(ValueError):
            entries.append(json.loads(line))
    return entries


def _chat_of(update: dict[str, Any]) -> int:
    message = update.get("message") or update["callback_query"]["message"]
    return int(message["chat"]["id"])


async def games(store: Store, channels: list[str]) -> dict[str, tuple[int, str, int, str]]:
    """Each channel's game: (id, status, version, state)."""
    found = {}
    for channel in channels:
        record = await store.last_game(channel)
        assert record is not None, channel
        found[channel] = (record.id, record.status, record.version, record.state)
    return found


async def replayed(workdir: Path, fed: list[dict[str, Any]], channels: list[str],
                   first_by_id: list[dict[str, Any]]) -> dict[str, tuple[int, str, int, str]]:
    """Each channel's game after one bot, in this process, on a fresh SQLite database, was
    sent ``fed`` in order (each channel's first update one at a time in ``first_by_id``'s
    order, so that games get the same ids: a button names its game)."""
    standin = StandIn(clock=WallClock())
    await standin.start()
    harness = await Harness(standin, workdir / "replay.sqlite3").start()
    try:
        firsts = {u["update_id"] for u in first_by_id}
        for update in first_by_id:
            await harness.send(update)
        for update in fed:
            if update["update_id"] not in firsts:
                assert await standin.feed(update)
        for update in fed:
            await standin.wait_processed(update["update_id"], timeout=SETTLE_TIMEOUT)
        return await games(harness.store, channels)
    finally:
        await harness.stop()
        await standin.close()


def moves(standin: StandIn, table: Table, rng: random.Random) -> list[dict[str, Any]]:
    """The player's next one to three updates, from what the chat shows now: presses of the
    newest question's buttons, `/rajas turn`, now and then `/rajas undo`. Only moves, which no
    cooldown holds back."""
    made = []
    for _ in range(rng.randint(1, 3)):
        asking = standin.with_buttons(table.chat["id"], table.thread)
        roll = rng.random()
        if asking and roll < 0.6:
            message = asking[-1]
            made.append(press_update(standin, table.user, message,
                                     rng.choice(button_data(message))))
        elif roll < 0.9:
            made.append(table.say(standin, "/rajas turn"))
        else:
            made.append(table.say(standin, "/rajas undo"))
    return made


async def test_two_processes_serve_the_chats_at_once_losing_doubling_and_reordering_nothing(
        tmp_path: Path, postgres_url: str) -> None:
    rng = random.Random(15)
    chats = tables(8)
    rounds = 12
    async with fleet(tmp_path, postgres_url, 2, seed=15) as running:
        standin = running.standin
        # A tenth of the workers' answers never reach Telegram: those updates come again,
        # maybe to the other process.
        standin.lose_answers = 0.1
        firsts = []
        for table in chats:  # one at a time: the games' ids follow the chats' order
            variant = "cherey" if table.number % 2 else "beck dummies=2"
            firsts.append(table.say(standin, f"/rajas new variant={variant} dice=bot "
                                             f"seed={table.number}"))
            await running.feed(firsts[-1])
            await running.settle([firsts[-1]])
        for n in range(rounds):
            for table in chats:
                await running.feed(*moves(standin, table, rng))
            if n == rounds // 2:
                # kill -9 one worker mid-round and start it again: what it took in and did not
                # carry through is carried by the other (at that chat's next update) or by it
                # once back (at its start, with the other still serving).
                await running.processes[0].kill()
                await running.processes[0].start()
            await running.settle()
        await running.stop()
        await running.check_nothing_lost()
        running.check_no_reply_twice()
        workers, changes = running.spread()
        assert workers == 2 and changes > 20
        channels = [t.channel for t in chats]
        served = await games(running.store, channels)
    expected = await replayed(tmp_path / "replay", running.fed, channels, firsts)
    assert served == expected


async def test_four_processes_apply_fifty_presses_of_one_button_once(
        tmp_path: Path, postgres_url: str) -> None:
    [table] = tables(1)
    async with fleet(tmp_path, postgres_url, 4, balance="round-robin") as running:
        standin = running.standin
        await running.feed(table.say(standin, "/rajas new variant=cherey dice=player seed=5"))
        await running.settle()
        before = await running.store.last_game(table.channel)
        assert before is not None
        [asking] = standin.with_buttons(table.chat["id"])
        data = button_data(asking)[0]
        presses = [press_update(standin, table.user, asking, data) for _ in range(50)]
        await running.feed(*presses)
        await running.settle()
        after = await running.store.last_game(table.channel)
        assert after is not None and after.version == before.version + 1
        # Each press answered (by the process that took it in; a call that timed out may
        # have been made again, which Telegram refuses, the query being answered).
        answers = Counter(c.params["callback_query_id"]
                          for c in standin.calls_of("answerCallbackQuery"))
        assert answers == Counter({p["callback_query"]["id"]: 1 for p in presses})
        assert len(standin.with_buttons(table.chat["id"])) <= 1
        await running.check_nothing_lost()
        workers, _ = running.spread()
        assert workers == 4
        await running.stop()


async def test_a_thousand_commands_over_a_hundred_channels_keep_each_channels_order(
        tmp_path: Path, postgres_url: str) -> None:
    """100 channels (50 forum groups of two topics: a topic's lock nests in its chat's), each
    a game then nine commands in a row, all sent at once: `/rajas turn` (the bot's turn, which
    asks for its dice) and typed answers, about half of them steps, the rest refused (no
    question open yet, or one already answered): what each does depends on the ones before."""
    rng = random.Random(1000)
    channels = tables(100, topics=2)
    async with fleet(tmp_path, postgres_url, 4, seed=1000) as running:
        standin = running.standin
        firsts = [t.say(standin, f"/rajas new variant=cherey dice=player seed={t.number}")
                  for t in channels]
        await running.feed(*firsts)
        await running.settle()
        for _ in range(9):
            await running.feed(*(t.say(standin, "/rajas turn" if rng.random() < 0.4
                                       else f"/rajas answer {rng.randint(1, 2)}")
                                 for t in channels))
        await running.settle()
        assert len(running.fed) == 1000
        await running.stop()
        await running.check_nothing_lost()
        running.check_no_reply_twice()
        names = [t.channel for t in channels]
        served = await games(running.store, names)
    by_id = sorted(firsts, key=lambda u: served[channels[firsts.index(u)].channel][0])
    expected = await replayed(tmp_path / "replay", running.fed, names, by_id)
    assert served == expected
