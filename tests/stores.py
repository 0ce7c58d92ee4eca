"""What the store's tests share: the store on each database it runs on (SQLite, PostgreSQL),
reading a database behind the store's back, and faults injected in the database itself."""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import AsyncIterator, Sequence
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from bot.store import Store
from bot.store.postgres import numbered


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    # A directory that does not exist yet: opening must create it.
    return tmp_path / "data" / "nested" / "soloist.sqlite3"


@pytest.fixture(params=["sqlite", "postgresql"])
def where(request: pytest.FixtureRequest, db_path: Path) -> Path | str:
    """Where the store is: a SQLite file, or a fresh PostgreSQL database."""
    if request.param == "sqlite":
        return db_path
    return str(request.getfixturevalue("postgres_url"))


@pytest.fixture
async def store(where: Path | str) -> AsyncIterator[Store]:
    opened = await Store.open(where)
    yield opened
    await opened.close()


def raw(path: Path, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
    """Read the file with plain sqlite3, bypassing the store."""
    with sqlite3.connect(path) as db:
        return db.execute(sql, params).fetchall()


async def raw_in(where: Path | str, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
    """Run ``sql`` (``?`` placeholders) on the database with a connection of its own,
    bypassing the store: plain sqlite3, or asyncpg."""
    if isinstance(where, Path):
        return raw(where, sql, params)
    connection = await asyncpg.connect(where)
    try:
        return [tuple(row) for row in await connection.fetch(numbered(sql), *params)]
    finally:
        await connection.close()


def denying(table: str) -> Any:
    """An SQLite authorizer that refuses every write to ``table``: a fault injected in SQLite
    itself, so the store runs its real path (one call on its thread) up to it."""
    def authorizer(action: int, arg1: str | None, *_: Any) -> int:
        writes = (sqlite3.SQLITE_INSERT, sqlite3.SQLITE_UPDATE)
        return sqlite3.SQLITE_DENY if action in writes and arg1 == table else sqlite3.SQLITE_OK
    return authorizer


FAULT = """CREATE OR REPLACE FUNCTION soloist_fault() RETURNS trigger AS $$
BEGIN
    IF TG_ARGV[0] = 'sleep' THEN
        PERFORM pg_sleep(600);
    END IF;
    RAISE EXCEPTION 'not authorized (injected)';
END $$ LANGUAGE plpgsql"""
"""PostgreSQL's fault: a trigger function that refuses the write, or first sleeps (a
process to kill in the middle of its transaction)."""


@contextlib.asynccontextmanager
async def refused_writes(store: Store, where: Path | str, table: str,
                         how: str = "refuse") -> AsyncIterator[None]:
    """Every write to ``table`` fails inside the database itself (SQLite: an authorizer;
    PostgreSQL: a trigger), so the store runs its real path up to it."""
    if isinstance(where, Path):
        await store._db.connection.set_authorizer(denying(table))  # type: ignore[attr-defined]
        try:
            yield
        finally:
            await store._db.connection.set_authorizer(None)  # type: ignore[attr-defined]
        return
    await raw_in(where, FAULT)
    await raw_in(where, f"CREATE TRIGGER fault BEFORE INSERT OR UPDATE ON {table}"
                        f" FOR EACH ROW EXECUTE FUNCTION soloist_fault('{how}')")
    try:
        yield
    finally:
        await raw_in(where, f"DROP TRIGGER fault ON {table}")
