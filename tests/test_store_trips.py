"""What the store answers from memory, or without a trip to SQLite's thread, and that those
answers are the file's (bench/telegram_cpu.py): a Telegram message asks its chat's
last game and its inbox before its step, and neither may cost a read nor spoil the step's
one-trip write."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from pathlib import Path

import pytest

from bot.store import StaleVersion, Store
from bot.store.sqlite import SqliteDatabase
from tests.stores import db_path, raw_in, store, where

__all__ = ["db_path", "store", "where"]  # fixtures


def _holding(db: SqliteDatabase) -> tuple[threading.Event, threading.Event]:
    """SQL's ``hold()`` keeps SQLite's thread busy until ``release`` is set (``entered`` once
    it is there): what is asked meanwhile waits in line."""
    entered, release = threading.Event(), threading.Event()

    def hold() -> int:
        entered.set()
        release.wait()
        return 1

    connection: sqlite3.Connection = db.connection._conn  # type: ignore[attr-defined]
    connection.create_function("hold", 0, hold)
    return entered, release

CHANNEL = "telegram:7"


async def test_the_last_game_asked_before_a_step_leaves_it_one_trip(
        store: Store, where: Path | str) -> None:
    record = await store.create_game(CHANNEL, "rajas", "beck", "u1", "Ana", '{"v": 1}', "[]")
    record = await store.commit(record.id, 1, '{"v": 2}', "[]")
    for version in range(2, 6):
        async with store.channel(CHANNEL):  # as Telegram's adapter asks: holding the chat
            last = await store.last_game(CHANNEL)
        assert last == record
        record = await store.commit(record.id, version, f'{{"v": {version + 1}}}', "[]")
    # No row compacted yet: each step went the one-trip way, which compacts only every
    # COMPACT_EVERY rows (the way through the file compacts at every step).
    assert await raw_in(where, "SELECT COUNT(*) FROM steps WHERE game_id = ? AND packed IS NULL",
                        (record.id,)) == [(6,)]
    assert (await store.last_game(CHANNEL)) == record
    await store.finish(record.id, record.version)
    ended = await store.last_game(CHANNEL)
    assert ended is not None and ended.status == "finished" and ended.id == record.id


async def test_the_inbox_kept_in_memory_is_the_files(store: Store, where: Path | str) -> None:
    assert await store.inbox("telegram") == []
    assert await store.inbox_add("telegram:1", "telegram", '{"update_id": 1}', "telegram:7")
    assert await store.inbox_add("telegram:2", "telegram", '{"update_id": 2}', "telegram:8")
    assert not await store.inbox_add("telegram:1", "telegram", '{"update_id": 1}', "telegram:7")
    assert await store.inbox_add("discord:3", "discord", "{}")
    await store.inbox_done("telegram:2")
    assert await store.inbox("telegram", "telegram:7") == [("telegram:1", '{"update_id": 1}')]
    assert await store.inbox("telegram", "telegram:8") == []
    assert await store.in_inbox("telegram:1") and not await store.in_inbox("telegram:2")
    on_file = await raw_in(where, "SELECT key FROM inbox ORDER BY key")
    assert on_file == [("discord:3",), ("telegram:1",)]
    assert [key for key, _ in await store.inbox("telegram")] == ["telegram:1"]
    assert await store.inbox("discord") == [("discord:3", "{}")]


async def test_the_inbox_kept_sees_what_another_connection_changes(db_path: Path) -> None:
    """Processes may share a SQLite file (Discord's shards): what one adds to the inbox or
    carries through, the other's inbox shows at once."""
    first = await Store.open(db_path)
    second = await Store.open(db_path)
    try:
        assert await first.inbox("telegram") == []  # now kept
        await second.inbox_add("telegram:5", "telegram", "{}", "telegram:7")
        assert await first.inbox("telegram", "telegram:7") == [("telegram:5", "{}")]
        await first.inbox_add("telegram:6", "telegram", "{}", "telegram:7")
        await second.inbox_done("telegram:5")
        assert await first.inbox("telegram") == [("telegram:6", "{}")]
        assert not await first.in_inbox("telegram:5")
    finally:
        await second.close()
        await first.close()


async def test_a_read_on_the_loop_waits_for_a_cancelled_call_still_on_the_thread(
        db_path: Path) -> None:
    """A request check may run on the event loop's thread; not while a call of before, whose
    caller was cancelled, is still queued or running on aiosqlite's thread: it must see
    what that call wrote, as the thread's order would have."""
    store = await Store.open(db_path)
    db = store._db
    assert isinstance(db, SqliteDatabase)
    entered, release = _holding(db)
    check = "SELECT EXISTS (SELECT 1 FROM requests WHERE key = 'telegram:9')"
    try:
        assert await db.read(check) == [(0,)]  # on the loop: nothing in flight
        holding = asyncio.create_task(db.rows("SELECT hold()"))
        claiming = asyncio.create_task(db.at_once(
            [("INSERT INTO requests (key) VALUES ('telegram:9')", ())]))
        await asyncio.to_thread(entered.wait)
        for task in (holding, claiming):
            task.cancel()
        await asyncio.gather(holding, claiming, return_exceptions=True)
        reading = asyncio.create_task(db.read(check))
        await asyncio.sleep(0)  # let it start: it must not answer before the claim
        assert not reading.done()
        release.set()
        assert await reading == [(1,)]
        assert await db.read(check) == [(1,)]  # settled again: on the loop
    finally:
        release.set()
        await store.close()


async def test_commands_waiting_for_sqlites_thread_do_not_hold_the_store_and_go_together(
        db_path: Path) -> None:
    """While a call is on SQLite's thread, other channels' request checks and steps are put
    in line without keeping the store's lock (the event loop goes on with other commands),
    and go to the thread together in one hand-over once it is free, each step its own
    transaction: one refused by its version check leaves the others written, and what is
    kept in memory as the file is."""
    store = await Store.open(db_path)
    db = store._db
    assert isinstance(db, SqliteDatabase)
    games = [await store.create_game(f"telegram:{n}", "rajas", "beck", "u1", "Ana",
                                     '{"v": 1}', "[]") for n in range(3)]
    entered, release = _holding(db)
    try:
        holding = asyncio.create_task(db.rows("SELECT hold()"))
        await asyncio.to_thread(entered.wait)
        handed = db.hand_overs
        checks = [asyncio.create_task(store.seen(f"telegram:{n}")) for n in range(3)]
        steps = [asyncio.create_task(store.commit(game.id, 1, '{"v": 2}', "[]",
                                                  request=f"telegram:1{n}"))
                 for n, game in enumerate(games[:2])]
        # A second step of the first game at the version the first step leaves behind:
        # refused by the file itself (its INSERT checks the version).
        refused = asyncio.create_task(store.commit(games[0].id, 1, '{"v": 3}', "[]"))
        while len(db._queued) < 6:  # every one put in line, none holding the lock
            await asyncio.sleep(0)
        assert not store._lock.locked() and db.hand_overs == handed
        assert not any(task.done() for task in [*checks, *steps, refused])
        async with store._using():  # the store is free for anything else meanwhile
            pass
        release.set()
        await holding
        assert [await check for check in checks] == [False, False, False]
        assert [(await step).version for step in steps] == [2, 2]
        with pytest.raises(StaleVersion):
            await refused
        assert db.hand_overs == handed + 1
        assert await store.seen("telegram:11") and not await store.seen("telegram:12")
        for game, version in zip(games, (2, 2, 1), strict=True):
            assert await raw_in(db_path, "SELECT MAX(version), COUNT(*) FROM steps"
                                " WHERE game_id = ?", (game.id,)) == [(version, version)]
            kept = await store.last_game(game.channel)
            assert kept is not None and kept.version == version
    finally:
        release.set()
        await store.close()


async def test_a_claim_waiting_in_memory_is_on_disk_before_its_inbox_row_goes(
        db_path: Path) -> None:
    """A read's claim waits in memory for the next transaction (``mark_seen``). A step put in
    line leaves it there, so the update's ``inbox_done`` writes it, even when that step is
    then refused: the inbox never forgets an update whose claim is not on disk."""
    store = await Store.open(db_path)
    db = store._db
    assert isinstance(db, SqliteDatabase)
    game = await store.create_game(CHANNEL, "rajas", "beck", "u1", "Ana", '{"v": 1}', "[]")
    assert await store.inbox_add("telegram:77", "telegram", "{}", "telegram:2")
    entered, release = _holding(db)
    try:
        holding = asyncio.create_task(db.rows("SELECT hold()"))
        await asyncio.to_thread(entered.wait)
        step = asyncio.create_task(store.commit(game.id, 1, '{"v": 2}', "[]",
                                                request="telegram:5"))
        while len(db._queued) < 1:
            await asyncio.sleep(0)
        await store.mark_seen("telegram:77")
        stale = asyncio.create_task(store.commit(game.id, 1, '{"v": 9}', "[]"))
        while len(db._queued) < 2:
            await asyncio.sleep(0)
        done = asyncio.create_task(store.inbox_done("telegram:77"))
        while len(db._queued) < 3:
            await asyncio.sleep(0)
        release.set()
        await holding
        await step
        with pytest.raises(StaleVersion):
            await stale
        await done
        assert await raw_in(db_path, "SELECT key FROM inbox") == []
        assert await raw_in(db_path, "SELECT key FROM requests ORDER BY key") == [
            ("telegram:5",), ("telegram:77",)]
    finally:
        release.set()
        await store.close()
