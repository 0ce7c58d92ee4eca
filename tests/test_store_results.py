"""The results table: a finished game's result written in its finish's transaction, taken back
with it, read per player and per channel, forgotten with its channel."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import aiosqlite
import pytest

from bot.store import GameRecord, Store, schema_sqlite
from bot.store.results import Result
from tests.stores import db_path, raw_in, refused_writes, store, where

__all__ = ["db_path", "store", "where"]

CHANNEL = "discord:1"


async def new_game(store: Store, channel: str = CHANNEL, owner: str = "u1") -> GameRecord:
    return await store.create_game(channel, "rajas", "beck", owner, "Ana", '{"v": 1}', "[]")


def result_of(record: GameRecord, complete: bool = True, won: bool | None = True) -> Result:
    return Result(game_id=record.id, game=record.game, automaton=record.variant,
                  level="beck-2-h0", channel=record.channel, player_id=record.owner_id,
                  player_name=record.owner_name, outcome='{"seats": []}', won=won, score=40,
                  margin=5, complete=complete, turns=12, seed="123",
                  started_at="2026-01-01 10:00:00", ended_at="2026-01-01 11:00:00")


async def test_a_finishing_step_writes_its_result_in_the_same_transaction(store: Store) -> None:
    record = await new_game(store)
    await store.commit(record.id, 1, '{"v": 2}', "[]", finish=True, result=result_of(record))
    assert await store.results_of("u1") == [result_of(record)]
    assert await store.results_in(CHANNEL) == [result_of(record)]


async def test_a_finish_that_fails_before_commit_writes_neither_step_nor_result(
        store: Store, where: Path | str) -> None:
    record = await new_game(store)
    async with refused_writes(store, where, "results"):
        with pytest.raises(store._db.failed, match="not authorized"):
            await store.commit(record.id, 1, '{"v": 2}', "[]", finish=True,
                               result=result_of(record))
    live = await store.live_game(CHANNEL)
    assert live is not None and live.version == 1
    assert await store.results_in(CHANNEL) == []


async def test_undo_of_the_finish_takes_its_result_back(store: Store) -> None:
    record = await new_game(store)
    await store.commit(record.id, 1, '{"v": 2}', "[]")
    done = await store.commit(record.id, 2, '{"v": 3}', "[]", finish=True,
                              result=result_of(record))
    restored = await store.undo_finish(record.id, done.version)
    assert restored is not None and restored.status == "live"
    assert await store.results_of("u1") == []


async def test_an_early_end_keeps_its_result_as_no_loss(store: Store) -> None:
    record = await new_game(store)
    early = result_of(record, complete=False, won=None)
    await store.abandon(record.id, 1, "[]", result=early)
    other = await new_game(store, channel="discord:2")
    await store.finish(other.id, 1, status="abandoned", result=result_of(other, False, None))
    assert [r.won for r in await store.results_of("u1")] == [None, None]
    assert [r.complete for r in await store.results_of("u1")] == [False, False]


async def test_results_come_newest_last(store: Store) -> None:
    first = await new_game(store)
    await store.commit(first.id, 1, "{}", "[]", finish=True,
                       result=replace(result_of(first), ended_at="2026-02-01 00:00:00"))
    second = await new_game(store)
    await store.commit(second.id, 1, "{}", "[]", finish=True, result=result_of(second))
    assert [r.game_id for r in await store.results_in(CHANNEL)] == [second.id, first.id]


async def test_forget_removes_the_channel_results_and_its_topics(store: Store) -> None:
    kept = await new_game(store, channel="telegram:9")
    await store.commit(kept.id, 1, "{}", "[]", finish=True, result=result_of(kept))
    for channel in (CHANNEL, f"{CHANNEL}:5"):
        record = await new_game(store, channel=channel)
        await store.commit(record.id, 1, "{}", "[]", finish=True, result=result_of(record))
    await store.forget_channel(CHANNEL)
    assert [r.channel for r in await store.results_of("u1")] == ["telegram:9"]


async def test_a_moved_channel_takes_its_results(store: Store) -> None:
    record = await new_game(store, channel="telegram:-1")
    await store.commit(record.id, 1, "{}", "[]", finish=True, result=result_of(record))
    await store.move_channel("telegram:-1", "telegram:-100")
    assert [r.channel for r in await store.results_of("u1")] == ["telegram:-100"]


async def test_added_results_skip_those_already_there(store: Store, where: Path | str) -> None:
    record = await new_game(store)
    await store.commit(record.id, 1, "{}", "[]", finish=True, result=result_of(record))
    other = await new_game(store)
    await store.finish(other.id, 1)
    assert await store.games_without_result(0, 10) == [(other.id, "rajas")]
    assert await store.add_results([result_of(record), result_of(other)]) == 1
    assert await store.games_without_result(0, 10) == []
    assert await raw_in(where, "SELECT COUNT(*) FROM results") == [(2,)]


async def test_a_database_of_the_previous_version_gains_the_results_table(
        db_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    shipped = list(schema_sqlite.MIGRATIONS)
    db_path.parent.mkdir(parents=True)
    old = await aiosqlite.connect(db_path, isolation_level=None)
    await old.execute_fetchall("BEGIN")
    for migration in shipped[:-1]:
        await migration(old)
    await old.execute_fetchall(f"PRAGMA user_version = {len(shipped) - 1}")
    await old.execute_fetchall(
        "INSERT INTO games (channel, game, variant, owner_id, owner_name, status)"
        " VALUES ('c', 'rajas', 'beck', 'u', 'Ana', 'finished')")
    await old.execute_fetchall(
        "INSERT INTO steps (game_id, version, state, events) VALUES (1, 1, '{}', '[]')")
    await old.commit()
    await old.close()
    upgraded = await Store.open(db_path)
    try:
        assert await upgraded.schema_version() == len(shipped)
        assert await upgraded.games_without_result(0, 10) == [(1, "rajas")]
    finally:
        await upgraded.close()


async def test_a_pruned_games_result_stays_in_the_record(store: Store) -> None:
    record = await new_game(store)
    await store.commit(record.id, 1, "{}", "[]", finish=True, result=result_of(record))
    assert await store.prune(datetime.now(UTC) + timedelta(days=1)) == 1
    [kept] = await store.results_of("u1")
    assert kept == replace(result_of(record), game_id=None)
    # A new game may take the pruned one's id (SQLite's rowid): its result is its own.
    again = await new_game(store)
    await store.commit(again.id, 1, "{}", "[]", finish=True, result=result_of(again))
    assert [r.game_id for r in await store.results_of("u1")] == [None, again.id]
