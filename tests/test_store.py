"""The store on real databases, SQLite files and PostgreSQL databases alike (every test taking
``store`` or ``where`` runs on both): schema migrations, versioned steps, undo, settings and
profiles, and that a failure or crash mid-write never leaves half a step."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import zlib
from collections.abc import AsyncIterator, Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import aiosqlite
import pytest

from bot.store import GameExists, GameRecord, StaleVersion, Store, StoreError, schema_sqlite
from bot.store.history import EVENTS_DICTIONARIES, _pack_events, unpacked_events
from tests.stores import db_path, raw, raw_in, refused_writes, store, where

__all__ = ["db_path", "store", "where"]  # fixtures

REPO = Path(__file__).resolve().parent.parent
CHANNEL = "table-1"


@pytest.fixture
async def sqlite_store(db_path: Path) -> AsyncIterator[Store]:
    """For what only SQLite has (its file, its WAL, its trace callback)."""
    opened = await Store.open(db_path)
    yield opened
    await opened.close()


async def new_game(store: Store, channel: str = CHANNEL) -> GameRecord:
    return await store.create_game(channel, "rajas", "beck", "u1", "Ana", '{"v": 1}', '["e1"]')


async def step_rows(where: Path | str, game_id: int) -> list[tuple[Any, ...]]:
    """(version, state, undone) of every row of the game, its state inflated when the row is
    compacted (raw deflate with the state of row ``base`` as the dictionary)."""
    rows = await raw_in(where, "SELECT id, version, state, undone, packed, base FROM steps"
                        " WHERE game_id = ? ORDER BY id DESC", (game_id,))
    texts: dict[int, str] = {}
    out = []
    for row_id, version, state, undone, packed, base in rows:
        if packed is None:
            texts[row_id] = state
        else:
            inflate = zlib.decompressobj(-15, zdict=texts[base].encode())
            texts[row_id] = (inflate.decompress(packed) + inflate.flush()).decode()
        out.append((version, texts[row_id], undone))
    return out[::-1]


# Opening and migrations


async def test_migration_from_empty_sets_user_version_and_reopening_is_a_no_op(
        db_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []
    shipped = list(schema_sqlite.MIGRATIONS)

    def counted(index: int) -> schema_sqlite.Migration:
        async def migrate(db: aiosqlite.Connection) -> None:
            calls.append(index)
            await shipped[index](db)
        return migrate

    monkeypatch.setattr(schema_sqlite, "MIGRATIONS", [counted(i) for i in range(len(shipped))])
    opened = await Store.open(db_path)
    record = await new_game(opened)
    await opened.close()
    every = list(range(len(shipped)))
    assert raw(db_path, "PRAGMA user_version") == [(len(shipped),)]
    schema = raw(db_path, "SELECT name, sql FROM sqlite_master ORDER BY name")

    reopened = await Store.open(db_path)
    try:
        assert await reopened.live_game(CHANNEL) == record
    finally:
        await reopened.close()
    assert calls == every
    assert raw(db_path, "PRAGMA user_version") == [(len(shipped),)]
    assert raw(db_path, "SELECT name, sql FROM sqlite_master ORDER BY name") == schema


async def test_a_failing_migration_leaves_its_version_and_changes_undone(
        db_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    await (await Store.open(db_path)).close()

    async def broken(db: aiosqlite.Connection) -> None:
        await db.execute_fetchall("CREATE TABLE half_done (x INTEGER)")
        raise RuntimeError("migration bug")

    monkeypatch.setattr(schema_sqlite, "MIGRATIONS", [*schema_sqlite.MIGRATIONS, broken])
    shipped = len(schema_sqlite.MIGRATIONS)
    with pytest.raises(RuntimeError, match="migration bug"):
        await Store.open(db_path)
    assert raw(db_path, "PRAGMA user_version") == [(shipped - 1,)]
    assert raw(db_path, "SELECT name FROM sqlite_master WHERE name = 'half_done'") == []


async def test_a_newer_schema_than_the_code_knows_is_refused(db_path: Path) -> None:
    await (await Store.open(db_path)).close()
    with sqlite3.connect(db_path) as db:
        db.execute("PRAGMA user_version = 99")
    with pytest.raises(StoreError, match="schema version 99"):
        await Store.open(db_path)


async def test_the_file_is_in_wal_mode_with_its_directory_created(
        sqlite_store: Store, db_path: Path) -> None:
    assert db_path.parent.is_dir()
    assert raw(db_path, "PRAGMA journal_mode") == [("wal",)]


async def test_an_in_memory_database_works() -> None:
    memory = await Store.open(":memory:")
    try:
        record = await new_game(memory)
        assert (await memory.commit(record.id, 1, "{}", "[]")).version == 2
    finally:
        await memory.close()


# Games, versions and undo


async def test_create_and_commit_number_the_steps(store: Store) -> None:
    record = await new_game(store)
    assert record == GameRecord(id=record.id, channel=CHANNEL, game="rajas", variant="beck",
                                owner_id="u1", owner_name="Ana", status="live", version=1,
                                state='{"v": 1}', step=1)
    second = await store.commit(record.id, 1, '{"v": 2}', '["e2"]')
    # The store never parses state: corrupt text comes back as it went in.
    third = await store.commit(record.id, 2, "{not json", '["e3"]')
    assert (second.version, third.version, third.state) == (2, 3, "{not json")
    assert await store.live_game(CHANNEL) == third
    assert await store.history(record.id) == [(1, '["e1"]'), (2, '["e2"]'), (3, '["e3"]')]


async def test_a_wrong_expected_version_is_stale_and_writes_nothing(
        store: Store, where: Path | str) -> None:
    record = await new_game(store)
    await store.commit(record.id, 1, '{"v": 2}', "[]")
    before = await step_rows(where, record.id)
    for wrong in (1, 3):
        with pytest.raises(StaleVersion):
            await store.commit(record.id, wrong, '{"v": "fork"}', "[]")
        with pytest.raises(StaleVersion):
            await store.undo(record.id, wrong)
        with pytest.raises(StaleVersion):
            await store.finish(record.id, wrong)
    assert await step_rows(where, record.id) == before
    live = await store.live_game(CHANNEL)
    assert live is not None and (live.version, live.status) == (2, "live")


async def test_a_second_live_game_in_a_channel_is_refused(store: Store) -> None:
    record = await new_game(store)
    with pytest.raises(GameExists):
        await new_game(store)
    other = await new_game(store, channel="table-2")
    assert other.id != record.id
    await store.finish(record.id, 1)
    assert (await new_game(store)).version == 1


async def test_undo_twice_then_commit_keeps_the_undone_rows(store: Store,
                                                          where: Path | str) -> None:
    record = await new_game(store)
    await store.commit(record.id, 1, '{"v": 2}', '["e2"]')
    await store.commit(record.id, 2, '{"v": 3}', '["e3"]')

    # Each undo is a new version holding a copy of the step before: versions never repeat.
    back = await store.undo(record.id, 3)
    assert back is not None and (back.version, back.step, back.state) == (4, 2, '{"v": 2}')
    back = await store.undo(record.id, 4)
    assert back is not None and (back.version, back.step, back.state) == (5, 1, '{"v": 1}')
    assert await store.live_game(CHANNEL) == back

    again = await store.commit(record.id, 5, '{"v": "2b"}', '["e2b"]')
    assert (again.version, again.step) == (6, 2)
    assert await store.history(record.id) == [(1, '["e1"]'), (2, '["e2b"]')]
    assert await step_rows(where, record.id) == [
        (1, '{"v": 1}', 0), (2, '{"v": 2}', 1), (3, '{"v": 3}', 1), (4, '{"v": 2}', 1),
        (5, '{"v": 1}', 0), (6, '{"v": "2b"}', 0)]


async def test_no_version_is_ever_reused_so_every_older_button_is_stale(store: Store) -> None:
    """RB/RC buttons carry a version: after undo, a button of the undone step (or of any step
    before) must never match the game's version again, whatever follows."""
    record = await new_game(store)
    seen = [record.version]
    current = record
    for move in ["commit", "commit", "undo", "commit", "undo", "undo", "commit", "commit"]:
        if move == "commit":
            current = await store.commit(current.id, current.version, "{}", "[]")
        else:
            undone = await store.undo(current.id, current.version)
            assert undone is not None
            current = undone
        assert current.version not in seen
        seen.append(current.version)
        for old in seen[:-1]:
            with pytest.raises(StaleVersion):
                await store.commit(current.id, old, "{}", "[]")
    assert current.step == 3


async def test_undo_at_version_one_returns_none_and_changes_nothing(
        store: Store, where: Path | str) -> None:
    record = await new_game(store)
    assert await store.undo(record.id, 1) is None
    assert await step_rows(where, record.id) == [(1, '{"v": 1}', 0)]
    assert await store.live_game(CHANNEL) == record


async def test_a_finished_game_is_no_longer_live_but_is_the_last_game(store: Store) -> None:
    record = await new_game(store)
    await store.commit(record.id, 1, '{"v": 2}', "[]")
    await store.finish(record.id, 2)
    assert await store.live_game(CHANNEL) is None
    last = await store.last_game(CHANNEL)
    assert last is not None and (last.id, last.status, last.version) == (record.id, "finished", 2)
    with pytest.raises(StaleVersion):
        await store.commit(record.id, 2, "{}", "[]")
    with pytest.raises(StaleVersion):
        await store.undo(record.id, 2)


async def test_last_game_is_the_most_recent_one(store: Store) -> None:
    assert await store.last_game(CHANNEL) is None
    first = await new_game(store)
    await store.finish(first.id, 1, status="abandoned")
    second = await new_game(store)
    last = await store.last_game(CHANNEL)
    assert last is not None and (last.id, last.status) == (second.id, "live")
    await store.finish(second.id, 1, status="abandoned")
    last = await store.last_game(CHANNEL)
    assert last is not None and (last.id, last.status) == (second.id, "abandoned")


async def test_finish_takes_only_an_ending_status(store: Store) -> None:
    record = await new_game(store)
    with pytest.raises(ValueError, match="live"):
        await store.finish(record.id, 1, status="live")
    assert await store.live_game(CHANNEL) == record


async def test_an_unknown_game_is_a_store_error(store: Store) -> None:
    with pytest.raises(StoreError, match="no game"):
        await store.commit(12345, 1, "{}", "[]")
    assert await store.history(12345) == []


# Settings and profiles


async def test_settings_round_trip_and_overwrite(store: Store) -> None:
    assert await store.get_setting(CHANNEL, "language") is None
    await store.set_setting(CHANNEL, "language", "fr")
    await store.set_setting("table-2", "language", "de")
    assert await store.get_setting(CHANNEL, "language") == "fr"
    await store.set_setting(CHANNEL, "language", "es")
    assert await store.get_setting(CHANNEL, "language") == "es"
    assert await store.get_setting("table-2", "language") == "de"


async def test_profiles_round_trip_and_overwrite(store: Store) -> None:
    assert await store.load_profile(CHANNEL, "rajas") is None
    await store.save_profile(CHANNEL, "rajas", '{"board": 1}')
    await store.save_profile(CHANNEL, "other", '{"board": 9}')
    assert await store.load_profile(CHANNEL, "rajas") == '{"board": 1}'
    await store.save_profile(CHANNEL, "rajas", '{"board": 2}')
    assert await store.load_profile(CHANNEL, "rajas") == '{"board": 2}'
    assert await store.load_profile(CHANNEL, "other") == '{"board": 9}'
    assert await store.load_profile("table-2", "rajas") is None


async def test_board_corrections_are_kept_in_order_in_the_rows_games_have(
        store: Store, where: Path | str) -> None:
    game = await store.create_game(CHANNEL, "rajas", "cherey", "u", "U", "{}", "[]")
    assert await store.corrections(CHANNEL, game.id) == []
    first = {"command": ["board", "a", "1"], "after": 1, "said": []}
    await store.add_correction(CHANNEL, game.id, first, request="telegram:1")
    second = {"command": ["board", "b", "2"], "after": 1, "said": [{"key": "k"}]}
    await store.add_correction(CHANNEL, game.id, second)
    assert await store.corrections(CHANNEL, game.id) == [first, second]
    assert await store.seen("telegram:1")
    # The setting games stored before these calls had, read by a new store as by the old.
    stored = await raw_in(where, "SELECT value FROM channel_settings WHERE channel = ?"
                          " AND name = ?", (CHANNEL, f"corrections:{game.id}"))
    assert json.loads(stored[0][0]) == [first, second]
    await raw_in(where, "UPDATE channel_settings SET value = ? WHERE name = ?",
                 (json.dumps([first, "not one", {"command": "x", "after": 1}]),
                  f"corrections:{game.id}"))
    reopened = await Store.open(where)
    try:
        assert await reopened.corrections(CHANNEL, game.id) == [first]
    finally:
        await reopened.close()


async def test_a_sealed_seed_is_kept_apart_from_the_steps(store: Store,
                                                          where: Path | str) -> None:
    game = await store.create_game(CHANNEL, "rajas", "cherey", "u", "U", "{}", "[]",
                                   seal=("c0ffee", 12345))
    assert await store.sealed_seed(CHANNEL, "c0ffee") == 12345
    assert await store.sealed_seed(CHANNEL, "other") is None
    assert await store.sealed_seed("table-2", "c0ffee") is None
    assert await raw_in(where, "SELECT value FROM channel_settings WHERE channel = ?"
                        " AND name = ?", (CHANNEL, "dice-seed:c0ffee")) == [("12345",)]
    assert "12345" not in str(await store.states(game.id))


# Failures and crashes mid-write


async def test_a_failure_inside_commit_leaves_no_partial_step(
        store: Store, where: Path | str) -> None:
    record = await new_game(store)
    await store.commit(record.id, 1, '{"v": 2}', "[]")
    # The statement after the step's INSERT (a new board profile) fails, so the INSERT did
    # run in this transaction and only the rollback keeps it out.
    ran: list[str] = []
    if isinstance(where, Path):
        await store._db.connection.set_trace_callback(ran.append)  # type: ignore[attr-defined]
    async with refused_writes(store, where, "board_profiles"):
        with pytest.raises(store._db.failed, match="not authorized"):
            await store.commit(record.id, 2, '{"v": 3}', "[]", profile='{"p": 3}')
    if isinstance(where, Path):
        assert any(sql.lstrip().startswith("INSERT INTO steps") for sql in ran)
        await store._db.connection.set_trace_callback(None)  # type: ignore[attr-defined]
    await store.close()

    reopened = await Store.open(where)
    try:
        live = await reopened.live_game(CHANNEL)
        assert live is not None and (live.version, live.state) == (2, '{"v": 2}')
        assert [row[0] for row in await step_rows(where, record.id)] == [1, 2]
        # Nothing was left locked or half-open: the next commit goes through.
        assert (await reopened.commit(record.id, 2, '{"v": 3}', "[]")).version == 3
    finally:
        await reopened.close()


async def test_the_store_stays_usable_after_a_failed_write(store: Store,
                                                          where: Path | str) -> None:
    record = await new_game(store)
    async with refused_writes(store, where, "steps"):
        with pytest.raises(store._db.failed, match="not authorized"):
            await store.commit(record.id, 1, "{}", "[]")
    assert (await store.commit(record.id, 1, "{}", "[]")).version == 2


CRASH_SCRIPT = textwrap.dedent("""
    import asyncio, os, sys
    from bot.store import Store

    async def main():
        store = await Store.open(sys.argv[1])
        ran = []

        def die_after_insert(sql):
            # The statement after the step's INSERT (its COMMIT) never runs: the process
            # dies mid-transaction, no rollback, no close.
            if ran and ran[-1].startswith("INSERT INTO steps"):
                os._exit(3)
            ran.append(sql.lstrip())

        await store._db.connection.set_trace_callback(die_after_insert)
        await store.commit(int(sys.argv[2]), 2, '{"v": 3}', "[]")

    asyncio.run(main())
""")


async def test_a_process_killed_mid_commit_loses_nothing_committed(
        sqlite_store: Store, db_path: Path) -> None:
    record = await new_game(sqlite_store)
    await sqlite_store.commit(record.id, 1, '{"v": 2}', "[]")
    await sqlite_store.close()

    done = subprocess.run([sys.executable, "-c", CRASH_SCRIPT, str(db_path), str(record.id)],
                          cwd=REPO, capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 3, done.stderr

    reopened = await Store.open(db_path)
    try:
        live = await reopened.live_game(CHANNEL)
        assert live is not None and (live.version, live.state) == (2, '{"v": 2}')
        assert [row[0] for row in await step_rows(db_path, record.id)] == [1, 2]
    finally:
        await reopened.close()


HOLDING_SCRIPT = textwrap.dedent("""
    import asyncio, sys
    from bot.store import Store

    async def main():
        store = await Store.open(sys.argv[1])
        async with store.channel(sys.argv[3]):
            record = await store.live_game(sys.argv[3])
            print("holding", flush=True)
            # A trigger makes this write wait inside its transaction until the process dies.
            await store.commit(int(sys.argv[2]), record.version, '{"v": 3}', "[]",
                               profile='{"p": 3}')

    asyncio.run(main())
""")


async def test_a_process_killed_holding_a_channel_mid_commit_wedges_nothing(
        postgres_url: str) -> None:
    """PostgreSQL: kill -9 of a bot in a channel's section, in the middle of its write: the
    write is gone whole, and the channel is free at once (its lock died with the
    connection)."""
    store = await Store.open(postgres_url)
    record = await new_game(store)
    await store.commit(record.id, 1, '{"v": 2}', "[]")
    async with refused_writes(store, postgres_url, "board_profiles", how="sleep"):
        child = await asyncio.create_subprocess_exec(
            sys.executable, "-c", HOLDING_SCRIPT, postgres_url, str(record.id), CHANNEL,
            cwd=REPO, stdout=subprocess.PIPE)
        assert child.stdout is not None
        assert await child.stdout.readline() == b"holding\n"
        # Wait until its write is inside the trigger, its step already INSERTed.
        while not await raw_in(postgres_url, "SELECT 1 FROM pg_stat_activity WHERE"
                               " wait_event = 'PgSleep' AND datname = current_database()"):
            await asyncio.sleep(0.01)
        os.kill(child.pid, signal.SIGKILL)
        await child.wait()
    try:
        async with asyncio.timeout(30), store.channel(CHANNEL):
            live = await store.live_game(CHANNEL)
            assert live is not None and (live.version, live.state) == (2, '{"v": 2}')
            assert (await store.commit(record.id, 2, '{"v": 3}', "[]")).version == 3
        assert [row[0] for row in await step_rows(postgres_url, record.id)] == [1, 2, 3]
    finally:
        await store.close()


# Concurrency


async def test_two_connections_racing_on_one_version_one_wins(where: Path | str) -> None:
    first, second = await Store.open(where), await Store.open(where)
    try:
        record = await new_game(first)
        results = await asyncio.gather(
            first.commit(record.id, 1, '{"by": "first"}', "[]"),
            second.commit(record.id, 1, '{"by": "second"}', "[]"),
            return_exceptions=True)
        wins = [r for r in results if isinstance(r, GameRecord)]
        stale = [r for r in results if isinstance(r, StaleVersion)]
        assert (len(wins), len(stale)) == (1, 1), results
        assert await second.live_game(CHANNEL) == wins[0]
        assert [row[0] for row in await step_rows(where, record.id)] == [1, 2]
    finally:
        await first.close()
        await second.close()


async def test_tasks_sharing_one_store_do_not_mix_their_transactions(store: Store) -> None:
    records = [await new_game(store, channel=f"table-{n}") for n in range(5)]
    racing = [store.commit(r.id, 1, "{}", "[]") for r in records for _ in range(2)]
    results = await asyncio.gather(*racing, return_exceptions=True)
    assert sum(isinstance(r, GameRecord) for r in results) == len(records)
    assert sum(isinstance(r, StaleVersion) for r in results) == len(records)
    for r in records:
        assert [v for v, _ in await store.history(r.id)] == [1, 2]


async def test_undo_finish_reopens_the_game_at_the_step_before(store: Store) -> None:
    if True:
        game = await store.create_game("c", "rajas", "cherey", "u1", "U", "{}", "[]")
        await store.commit(game.id, 1, '{"v": 2}', "[]")
        await store.finish(game.id, 2)
        assert await store.live_game("c") is None
        back = await store.undo_finish(game.id, 2)
        assert back is not None and (back.version, back.step, back.status) == (3, 1, "live")
        assert back.state == "{}"
        assert (await store.live_game("c")) == back
        with pytest.raises(StaleVersion):
            await store.undo_finish(game.id, 2)


async def test_undo_finish_refused_once_another_game_is_live(store: Store) -> None:
    if True:
        game = await store.create_game("c", "rajas", "cherey", "u1", "U", "{}", "[]")
        await store.commit(game.id, 1, "{}", "[]")
        await store.finish(game.id, 2)
        await store.create_game("c", "rajas", "beck", "u1", "U", "{}", "[]")
        assert await store.undo_finish(game.id, 2) is None
        assert (await store.last_game("c")).variant == "beck"  # type: ignore[union-attr]


# Turns, requests applied once, live messages (schema version 2)

async def test_a_turn_is_the_step_a_command_made_and_the_answers_after_it(store: Store) -> None:
    game = await new_game(store)
    at2 = await store.commit(game.id, 1, "{}", '["answer"]', continues=True)
    at3 = await store.commit(game.id, 2, "{}", '["turn"]')
    await store.commit(game.id, 3, "{}", '["a1"]', continues=True)
    await store.commit(game.id, 4, "{}", '["a2"]', continues=True)
    assert (at2.version, at3.version) == (2, 3)
    assert await store.turn_history(game.id) == (3, [(3, '["turn"]'), (4, '["a1"]'),
                                                     (5, '["a2"]')])
    undone = await store.undo(game.id, 5)
    assert undone is not None and undone.version == 6
    assert await store.turn_history(game.id) == (3, [(3, '["turn"]'), (4, '["a1"]')])
    # An answer after the undo goes on with the same turn.
    await store.commit(game.id, 6, "{}", '["a1b"]', continues=True)
    assert await store.turn_history(game.id) == (3, [(3, '["turn"]'), (4, '["a1"]'),
                                                     (7, '["a1b"]')])
    await store.undo(game.id, 7)
    await store.undo(game.id, 8)
    await store.undo(game.id, 9)
    assert await store.turn_history(game.id) == (1, [(1, '["e1"]'), (2, '["answer"]')])


async def test_a_request_is_claimed_with_its_step_and_not_when_the_step_fails(
        store: Store) -> None:
    game = await new_game(store)
    assert not await store.seen("telegram:7")
    with pytest.raises(StaleVersion):
        await store.commit(game.id, 5, "{}", "[]", request="telegram:7")
    assert not await store.seen("telegram:7")
    await store.commit(game.id, 1, "{}", "[]", request="telegram:7")
    assert await store.seen("telegram:7")
    await store.mark_seen("telegram:8")
    await store.mark_seen("telegram:8")  # twice is harmless
    assert await store.seen("telegram:8")


async def test_old_requests_are_forgotten_when_the_store_opens(where: Path | str) -> None:
    opened = await Store.open(where)
    await opened.mark_seen("discord:1")
    await opened.mark_seen("discord:2")
    await opened.close()
    eight_days_ago = datetime.now(UTC) - timedelta(days=8)
    await raw_in(where, "UPDATE requests SET created_at = ? WHERE key = 'discord:1'",
                 (eight_days_ago.strftime("%Y-%m-%d %H:%M:%S"),))
    reopened = await Store.open(where)
    try:
        assert not await reopened.seen("discord:1")
        assert await reopened.seen("discord:2")
    finally:
        await reopened.close()


async def test_the_live_message_is_one_per_channel_and_platform(store: Store) -> None:
    from bot.store import LiveMessage

    assert await store.live_message(CHANNEL, "telegram") is None
    await store.set_live_message(CHANNEL, "telegram", LiveMessage(1, 3, "101"))
    await store.set_live_message(CHANNEL, "discord", LiveMessage(1, 3, "9001"))
    await store.set_live_message(CHANNEL, "telegram", LiveMessage(1, 6, "102"))
    assert await store.live_message(CHANNEL, "telegram") == LiveMessage(1, 6, "102")
    assert await store.live_message(CHANNEL, "discord") == LiveMessage(1, 3, "9001")


async def test_a_version_1_database_keeps_its_games_and_their_turns(
        db_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    shipped = list(schema_sqlite.MIGRATIONS)
    monkeypatch.setattr(schema_sqlite, "MIGRATIONS", shipped[:1])
    # Written by the version-1 code: no turn column, no requests table.
    db_path.parent.mkdir(parents=True)
    old = await aiosqlite.connect(db_path, isolation_level=None)
    await old.execute_fetchall("BEGIN")
    await shipped[0](old)
    await old.execute_fetchall("PRAGMA user_version = 1")
    await old.execute_fetchall(
        "INSERT INTO games (channel, game, variant, owner_id, owner_name, status)"
        " VALUES ('c', 'rajas', 'beck', 'u', 'Ana', 'live')")
    await old.execute_fetchall(
        "INSERT INTO steps (game_id, version, state, events) VALUES (1, 1, '{}', '[]'),"
        " (1, 2, '{}', '[\"x\"]')")
    await old.commit()
    await old.close()
    monkeypatch.setattr(schema_sqlite, "MIGRATIONS", shipped)
    upgraded = await Store.open(db_path)
    try:
        record = await upgraded.live_game("c")
        assert record is not None and record.version == 2
        assert await upgraded.turn_history(record.id) == (2, [(2, '["x"]')])
        await upgraded.commit(record.id, 2, "{}", '["y"]', continues=True)
        assert await upgraded.turn_history(record.id) == (2, [(2, '["x"]'), (3, '["y"]')])
    finally:
        await upgraded.close()


# One command, one transaction; old wedges repaired (schema version 3)


async def test_the_last_step_its_profile_and_the_finish_are_one_transaction(
        store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """A crash between the final step and the finish must not leave a game live with its
    state over: any statement of the unit failing leaves none of it."""
    record = await new_game(store)
    original = store._rows

    async def failing_finish(sql: str, params: Sequence[Any] = ()) -> list[Any]:
        if sql.startswith("UPDATE games SET status"):
            raise sqlite3.OperationalError("killed before the finish (injected)")
        return await original(sql, params)

    monkeypatch.setattr(store, "_rows", failing_finish)
    with pytest.raises(sqlite3.OperationalError):
        await store.commit(record.id, 1, '{"phase": "over"}', "[]", profile='{"p": 1}',
                           finish=True, request="telegram:1")
    monkeypatch.undo()
    assert await store.live_game(CHANNEL) == record
    assert await store.load_profile(CHANNEL, "rajas") is None
    assert not await store.seen("telegram:1")

    over = await store.commit(record.id, 1, '{"phase": "over"}', "[]", profile='{"p": 1}',
                              finish=True, request="telegram:1")
    assert over.status == "finished" and await store.live_game(CHANNEL) is None
    assert await store.load_profile(CHANNEL, "rajas") == '{"p": 1}'
    assert await store.seen("telegram:1")


async def test_a_new_game_its_profile_and_settings_are_one_transaction(
        store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    original = store._rows

    async def failing_setting(sql: str, params: Sequence[Any] = ()) -> list[Any]:
        if sql.startswith("INSERT INTO channel_settings"):
            raise sqlite3.OperationalError("injected")
        return await original(sql, params)

    monkeypatch.setattr(store, "_rows", failing_setting)
    with pytest.raises(sqlite3.OperationalError):
        await store.create_game(CHANNEL, "rajas", "beck", "u1", "Ana", "{}", "[]",
                                profile="{}", settings={"starter-language": "es"})
    monkeypatch.undo()
    assert await store.last_game(CHANNEL) is None
    assert await store.load_profile(CHANNEL, "rajas") is None


async def test_a_game_wedged_by_older_code_is_repaired_when_the_store_opens(
        db_path: Path) -> None:
    # Written by the version-2 code, which stored the last step and the finish apart.
    db_path.parent.mkdir(parents=True)
    old = await aiosqlite.connect(db_path, isolation_level=None)
    await old.execute_fetchall("BEGIN")
    for migration in schema_sqlite.MIGRATIONS[:2]:
        await migration(old)
    await old.execute_fetchall("PRAGMA user_version = 2")
    for channel in "abcd":
        await old.execute_fetchall(
            "INSERT INTO games (channel, game, variant, owner_id, owner_name, status)"
            " VALUES (?, 'rajas', 'cherey', 'u', 'U', 'live')", (channel,))
    await old.execute_fetchall(
        "INSERT INTO steps (game_id, version, state, events, undone, turn) VALUES"
        " (1, 1, '{\"phase\": \"play\"}', '[]', 0, 1),"
        " (1, 2, '{\"phase\": \"over\"}', '[]', 0, 2),"  # the finish never came
        " (2, 1, '{\"phase\": \"play\"}', '[]', 0, 1),"
        " (3, 1, '{not json', '[]', 0, 1),"
        " (4, 1, '{\"phase\": \"play\"}', '[]', 0, 1),"
        " (4, 2, '{\"phase\": \"over\"}', '[]', 1, 2)")  # undone: still being played
    await old.commit()
    await old.close()

    repaired = await Store.open(db_path)
    try:
        assert await repaired.live_game("a") is None
        last = await repaired.last_game("a")
        assert last is not None and (last.status, last.version) == ("finished", 2)
        for channel in "bcd":
            still = await repaired.live_game(channel)
            assert still is not None and still.version == 1, channel
        # The channel can host a game again.
        assert (await new_game(repaired, channel="a")).status == "live"
    finally:
        await repaired.close()


async def test_the_inbox_keeps_updates_until_they_are_done(where: Path | str) -> None:
    store = await Store.open(where)
    assert await store.inbox_add("telegram:1", "telegram", '{"update_id": 1}')
    assert not await store.inbox_add("telegram:1", "telegram", '{"update_id": 1}')
    assert await store.inbox_add("telegram:2", "telegram", '{"update_id": 2}')
    assert await store.inbox_add("discord:9", "discord", "{}")
    await store.close()  # as if the process died here

    reopened = await Store.open(where)
    try:
        assert await reopened.inbox("telegram") == [("telegram:1", '{"update_id": 1}'),
                                                    ("telegram:2", '{"update_id": 2}')]
        await reopened.inbox_done("telegram:1")
        assert not await reopened.in_inbox("telegram:1")
        assert await reopened.in_inbox("telegram:2")
        assert await reopened.inbox("discord") == [("discord:9", "{}")]
    finally:
        await reopened.close()


async def test_what_a_read_claimed_is_written_with_the_next_update_done(store: Store) -> None:
    """A read's request is claimed in memory, then written with the inbox's next change (one
    transaction, PostgreSQL's as one statement): both or neither."""
    assert await store.inbox_add("telegram:5", "telegram", "{}", "telegram:-1")
    await store.mark_seen("telegram:5")
    await store.inbox_done("telegram:5")
    assert not await store.in_inbox("telegram:5")
    assert await raw_in_store(store, "SELECT key FROM requests") == [("telegram:5",)]


async def raw_in_store(store: Store, sql: str) -> list[tuple[object, ...]]:
    async with store._using():
        return [tuple(row) for row in await store._db.rows(sql)]


def test_events_packed_with_earlier_settings_read_as_those_packed_now() -> None:
    """A row's events inflate with its dictionary alone, whatever the compressor's level: one
    packed as the store once did (a fresh level-9 compressor) reads as one packed now, and
    packing a row leaves the primed compressor as it was for the next."""
    events = ('[{"rule":"RC-T","key":"rajas-roll-area","params":{"face":3}},'
              '{"rule":"R-8","key":"rajas-next","params":{"seat":0,"who":"@rajas-who-you",'
              '"automa":"@rajas-automa-cherey","variant":"cherey"}}]')
    dictionary = EVENTS_DICTIONARIES[1]
    fresh = zlib.compressobj(9, zlib.DEFLATED, -15, 9, zdict=dictionary)
    earlier = bytes([1]) + fresh.compress(events.encode()) + fresh.flush()
    now = _pack_events(events)
    assert unpacked_events("", earlier) == events
    assert unpacked_events("", now) == events
    assert _pack_events('[{"rule":"","key":"bot-did","params":{}}]') != now
    assert _pack_events(events) == now
    assert len(now) < len(events) / 4


def _no_transaction_ends(action: int, arg1: str | None, *_: Any) -> int:
    """An authorizer refusing COMMIT and ROLLBACK: a failed commit whose rollback fails too
    (an I/O error can do both), which leaves the connection inside the transaction."""
    ends = ("COMMIT", "ROLLBACK")
    if action == sqlite3.SQLITE_TRANSACTION and arg1 in ends:
        return sqlite3.SQLITE_DENY
    return sqlite3.SQLITE_OK


async def test_a_transaction_a_failed_rollback_left_open_is_ended_before_the_next_call(
        sqlite_store: Store, db_path: Path) -> None:
    store = sqlite_store
    connection = store._db.connection  # type: ignore[attr-defined]
    record = await new_game(store)
    for write in (lambda: store.commit(record.id, 1, '{"v": 2}', "[]"),  # in one call
                  lambda: store.undo(record.id, 1)):  # a transaction over several calls
        await connection.set_authorizer(_no_transaction_ends)
        with pytest.raises(sqlite3.Error, match="not authorized"):
            await write()
        await connection.set_authorizer(None)
        assert connection._connection.in_transaction
        # What the failed write did is not seen by the next read, nor kept by the next write.
        assert (await store.live_game(CHANNEL)) == record
    done = await store.commit(record.id, 1, '{"v": 2}', "[]")
    assert (done.version, done.state) == (2, '{"v": 2}')
    await store.close()
    assert [row[:2] for row in await step_rows(db_path, record.id)] == [(1, '{"v": 1}'),
                                                                        (2, '{"v": 2}')]


async def test_a_transaction_that_cannot_be_ended_does_not_keep_the_file_open_at_close(
        sqlite_store: Store, db_path: Path) -> None:
    """Closing discards a transaction a failed ROLLBACK left open even when ending it still
    fails (the I/O error goes on): the connection and its thread are closed, not left running
    (its thread would keep the process from exiting), and the failed write is not kept."""
    store = sqlite_store
    connection = store._db.connection  # type: ignore[attr-defined]
    record = await new_game(store)
    await connection.set_authorizer(_no_transaction_ends)
    with pytest.raises(sqlite3.Error, match="not authorized"):
        await store.commit(record.id, 1, '{"v": 2}', "[]")
    assert connection._connection.in_transaction
    await store.close()
    assert connection._connection is None and not connection._running
    assert [row[:2] for row in await step_rows(db_path, record.id)] == [(1, '{"v": 1}')]
