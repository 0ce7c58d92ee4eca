"""The store's two schemas in step: SQLite's migrations (bot/store/schema_sqlite.py) and
PostgreSQL's (bot/store/schema_postgres.py) give the same tables, columns and indexes at every
version, so the store's one SQL means the same on both. What differs is named here and nowhere
else."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import asyncpg
import pytest

from bot.store import Store, schema_postgres, schema_sqlite
from bot.store import postgres as database_postgres
from tests.stores import raw

ONLY_POSTGRES = {("inbox", "seq"), ("soloist_schema", "version")}
"""PostgreSQL's inbox keeps its order in ``seq`` (SQLite's rowid); its schema version is a
table (SQLite's ``PRAGMA user_version``)."""

Schema = dict[str, set[str]]


def sqlite_schema(path: Path) -> tuple[Schema, set[str]]:
    tables = [name for (name,) in raw(path, "SELECT name FROM sqlite_master WHERE type ="
                                            " 'table' AND name NOT LIKE 'sqlite_%'")]
    columns = {table: {row[1] for row in raw(path, f"PRAGMA table_info({table})")}
               for table in tables}
    indexes = {name for (name,) in raw(path, "SELECT name FROM sqlite_master WHERE type ="
                                             " 'index' AND sql IS NOT NULL")}
    return columns, indexes


async def postgres_schema(url: str) -> tuple[Schema, set[str]]:
    connection = await asyncpg.connect(url)
    try:
        columns: Schema = {}
        for table, column in await connection.fetch(
                "SELECT table_name, column_name FROM information_schema.columns"
                " WHERE table_schema = 'public'"):
            if (table, column) not in ONLY_POSTGRES:
                columns.setdefault(table, set()).add(column)
        # Not the indexes a primary key makes: SQLite's are not in its list either.
        indexes = {name for (name,) in await connection.fetch(
            "SELECT indexname FROM pg_indexes WHERE schemaname = 'public'"
            " AND indexname NOT LIKE '%_pkey'")}
    finally:
        await connection.close()
    return columns, indexes


def test_both_dialects_know_the_same_number_of_migrations() -> None:
    assert len(schema_postgres.MIGRATIONS) == len(schema_sqlite.MIGRATIONS)


@pytest.mark.parametrize("version", range(1, len(schema_sqlite.MIGRATIONS) + 1))
async def test_both_schemas_are_the_same_at_every_version(
        version: int, tmp_path: Path, make_postgres_url: Callable[[], str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(schema_sqlite, "MIGRATIONS", schema_sqlite.MIGRATIONS[:version])
    monkeypatch.setattr(database_postgres, "MIGRATIONS", schema_postgres.MIGRATIONS[:version])

    async def nothing(self: Store) -> None:  # the requests table may not be there yet
        pass

    monkeypatch.setattr(Store, "_forget_old_requests", nothing)
    path, url = tmp_path / "s.sqlite3", make_postgres_url()
    for where in (path, url):
        await (await Store.open(where)).close()
    sqlite_columns, sqlite_indexes = sqlite_schema(path)
    postgres_columns, postgres_indexes = await postgres_schema(url)
    postgres_columns.pop("soloist_schema", None)
    assert postgres_columns == sqlite_columns
    assert postgres_indexes == sqlite_indexes


async def test_processes_starting_together_migrate_once(postgres_url: str) -> None:
    """Four bot processes starting at once on a new database: one migrates, the others wait
    for it and find the tables made (an advisory lock inside each migration's
    transaction)."""
    import asyncio

    stores = await asyncio.gather(*(Store.open(postgres_url) for _ in range(4)))
    try:
        versions = {await store.schema_version() for store in stores}
        assert versions == {len(schema_postgres.MIGRATIONS)}
        game = await stores[0].create_game("c", "rajas", "cherey", "u", "U", "{}", "[]")
        assert (await stores[3].live_game("c")) == game
    finally:
        for store in stores:
            await store.close()


async def test_a_newer_postgres_schema_than_the_code_knows_is_refused(postgres_url: str) -> None:
    from bot.store import StoreError

    await (await Store.open(postgres_url)).close()
    connection = await asyncpg.connect(postgres_url)
    await connection.execute("UPDATE soloist_schema SET version = 99")
    await connection.close()
    with pytest.raises(StoreError, match="schema version 99"):
        await Store.open(postgres_url)
