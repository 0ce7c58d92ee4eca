"""An operator's commands beside serving: ``python -m bot migrate`` brings the database's
tables up to this code's version and exits (a deployment runs it once before starting its bot
processes), ``python -m bot copy-to postgresql://…`` copies the SQLite database into an empty
PostgreSQL one, the way from one process to many (the README's "Running at scale")."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from pathlib import Path

import asyncpg

from bot.ops.instance import single_instance
from bot.store import Store, StoreError

COPIED: dict[str, tuple[str, ...]] = {
    "games": ("id", "channel", "game", "variant", "owner_id", "owner_name", "status",
              "created_at", "updated_at"),
    "steps": ("id", "game_id", "version", "state", "events", "undone", "created_at", "turn",
              "copy_of", "packed", "base", "events_packed"),
    "channel_settings": ("channel", "name", "value"),
    "board_profiles": ("channel", "game", "profile"),
    "requests": ("key", "created_at"),
    "live_messages": ("channel", "platform", "game_id", "turn", "ref"),
    "inbox": ("key", "platform", "payload", "created_at", "channel"),
}
"""Every table of the store's data with its columns, in an order the foreign keys accept.
(``channel_stamps`` is not data: PostgreSQL counts its writes from the copy on.)"""


class CopyError(StoreError):
    """The copy cannot be made (the target is not empty, the source is in use)."""


@dataclass(frozen=True)
class Copied:
    rows: dict[str, int]


async def migrate(where: str | Path, pool: int = 1) -> int:
    """Migrate the database (opening it does) and return its schema version."""
    store = await Store.open(where, pool=pool)
    try:
        return await store.schema_version()
    finally:
        await store.close()


async def copy_to(source: Path, url: str) -> Copied:
    """Copy every row of the SQLite database ``source`` into the PostgreSQL database ``url``,
    which must hold no games, settings or anything else yet: one transaction, all or none.
    Ids are kept (buttons out there carry them), so the identities go on after the highest.
    No bot may be serving ``source`` meanwhile (its instance lock is taken)."""
    if not source.is_file():
        raise CopyError(f"there is no SQLite database at {source} (SOLOIST_DB)")
    with single_instance(source):
        # Brings the source up to this code's schema, whatever version it is at.
        await migrate(source)
        await migrate(url)
        reader = sqlite3.connect(f"file:{source}?mode=ro", uri=True)
        try:
            reader.execute("BEGIN")  # one snapshot of every table
            return await _copy_rows(reader, url)
        finally:
            reader.close()


async def _copy_rows(reader: sqlite3.Connection, url: str) -> Copied:
    try:
        return await _copy_rows_into(reader, await asyncpg.connect(url))
    except (OSError, asyncpg.PostgresError) as exc:
        raise CopyError(f"the copy failed, nothing was written: {exc}") from exc


async def _copy_rows_into(reader: sqlite3.Connection, target: asyncpg.Connection) -> Copied:
    counts: dict[str, int] = {}
    try:
        async with target.transaction():
            for table in COPIED:
                if await target.fetchval(f"SELECT EXISTS (SELECT 1 FROM {table})"):
                    raise CopyError(f"the PostgreSQL database is not empty (its {table} has"
                                    f" rows): copy into a new one")
            for table, columns in COPIED.items():
                rows = reader.execute(
                    f"SELECT {', '.join(columns)} FROM {table} ORDER BY rowid").fetchall()
                if rows:
                    await target.copy_records_to_table(table, records=rows, columns=columns)
                counts[table] = len(rows)
            for table in ("games", "steps"):
                await target.execute(
                    f"SELECT setval(pg_get_serial_sequence('{table}', 'id'),"
                    f" GREATEST((SELECT MAX(id) FROM {table}), 1))")
    finally:
        await target.close()
    return Copied(counts)
