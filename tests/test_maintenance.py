"""Keeping the data: a backup a day, kept so many days, never a half-written one; old finished
games pruned. Every date is given, none read from the clock."""

from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from structlog.testing import capture_logs

from bot.ops.maintenance import PARTIAL, back_up, backup_name, run_once
from bot.settings import Settings
from bot.store import Store

DAY = datetime(2025, 3, 10, 23, 30, tzinfo=UTC)


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    opened = await Store.open(tmp_path / "soloist.sqlite3")
    yield opened
    await opened.close()


async def test_one_backup_a_day_each_kept_so_many_days(store: Store, tmp_path: Path) -> None:
    folder = tmp_path / "backups"
    await store.create_game("telegram:1", "rajas", "cherey", "u", "Alice", "{}", "[]")
    made = await back_up(store, folder, keep_days=3, now=DAY)
    assert made == folder / "soloist-2025-03-10.sqlite3"
    with sqlite3.connect(made) as db:
        assert db.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 1
    assert await back_up(store, folder, keep_days=3, now=DAY + timedelta(minutes=20)) is None
    (folder / "notes.txt").write_text("mine")
    for days in range(1, 6):
        await back_up(store, folder, keep_days=3, now=DAY + timedelta(days=days))
    assert sorted(p.name for p in folder.iterdir()) == [
        "notes.txt", backup_name((DAY + timedelta(days=3)).date()),
        backup_name((DAY + timedelta(days=4)).date()),
        backup_name((DAY + timedelta(days=5)).date())]


async def test_a_copy_cut_short_is_never_taken_for_a_backup(store: Store,
                                                            tmp_path: Path) -> None:
    folder = tmp_path / "backups"
    folder.mkdir()
    cut = folder / (backup_name(DAY.date()) + PARTIAL)
    cut.write_bytes(b"half a database")
    made = await back_up(store, folder, keep_days=7, now=DAY)
    assert made is not None and not cut.exists()
    with sqlite3.connect(made) as db:
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


async def test_what_is_due_runs_and_a_failure_is_only_logged(store: Store,
                                                             tmp_path: Path) -> None:
    record = await store.create_game("telegram:1", "rajas", "cherey", "u", "Alice", "{}", "[]")
    await store.finish(record.id, 1)
    blocked = tmp_path / "a-file"
    blocked.write_text("not a directory")
    settings = Settings(db_path=tmp_path / "soloist.sqlite3", backup_dir=blocked,
                        prune_days=30)
    with capture_logs() as logs:
        await run_once(store, settings, datetime.now(UTC) + timedelta(days=29))
        assert await store.last_game("telegram:1") is not None
        await run_once(store, settings, datetime.now(UTC) + timedelta(days=31))
    assert await store.last_game("telegram:1") is None
    assert [e["event"] for e in logs] == ["backup failed", "backup failed", "old games deleted"]
    off = Settings(db_path=tmp_path / "soloist.sqlite3", backup_days=0, prune_days=0)
    await run_once(store, off, DAY)
    assert not (tmp_path / "backups").exists()
