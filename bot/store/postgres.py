"""PostgreSQL for the store (``SOLOIST_DATABASE_URL``): a pool of asyncpg connections shared by
the tasks of one process, and one database shared by many processes."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Sequence
from contextvars import ContextVar
from pathlib import Path
from typing import Any

import asyncpg

from bot.store.database import Database, DatabaseError, Statements
from bot.store.schema_postgres import MIGRATIONS

_HOLD = "SELECT soloist_hold($1)"
"""The channel's lock and its stamp (bot/store/schema_postgres.py)."""
_UNLOCK = "SELECT pg_advisory_unlock(hashtextextended($1, 0))"
_SCHEMA_LOCK = "SELECT pg_advisory_xact_lock(hashtextextended('soloist schema', 0))"
_SESSION = {"client_connection_check_interval": "1000"}
"""A bot killed in the middle of a statement (a wait for a lock, say): its server process
notices within a second that nobody is listening and lets go of its transaction and of the
channel it held, instead of holding both until the statement would have ended."""



class PostgresDatabase(Database):
    """Order across processes: a channel's commands run inside its *section*, a session
    advisory lock on the channel's name held on one pooled connection, which the section's
    statements then use. A crash of the process drops its connections, and PostgreSQL
    releases their locks with them: a dead bot never wedges a channel. Versions are still
    checked inside each write, as on SQLite.

    What a process keeps in memory of a channel (its live game, settings...) is checked when a
    section begins against the channel's *stamp*, a counter every write of the channel raises
    in its own transaction: another process wrote the channel since, and what was kept is
    forgotten."""

    dialect = "postgresql"
    blob = "BYTEA"
    arrival = "seq"
    shared = True
    refused = (asyncpg.IntegrityConstraintViolationError,)
    failed = (asyncpg.PostgresError, asyncpg.InterfaceError, OSError)

    def __init__(self, pool: asyncpg.Pool) -> None:
        self.pool = pool
        self._connection: ContextVar[asyncpg.Connection | None] = ContextVar(
            "soloist_connection", default=None)
        self._numbered: dict[str, str] = {}
        self._joined: dict[tuple[str, ...], str] = {}

    @classmethod
    async def open(cls, url: str, size: int) -> PostgresDatabase:
        try:
            options = {"min_size": 1, "max_size": size, "reset": _reset}
            try:
                pool = await asyncpg.create_pool(url, server_settings=_SESSION, **options)
            except asyncpg.UndefinedObjectError:  # PostgreSQL before 14
                pool = await asyncpg.create_pool(url, **options)
        except (OSError, asyncpg.PostgresError) as exc:
            # Not the URL: it may hold a password.
            raise DatabaseError(f"cannot reach PostgreSQL (SOLOIST_DATABASE_URL): {exc}"
                                ) from exc
        return cls(pool)

    # Connections

    @contextlib.asynccontextmanager
    async def connected(self) -> AsyncIterator[None]:
        if self._connection.get() is not None:
            yield
            return
        async with self.pool.acquire() as connection:
            token = self._connection.set(connection)
            try:
                yield
            finally:
                self._connection.reset(token)

    def _current(self) -> asyncpg.Connection:
        connection = self._connection.get()
        if connection is None:
            raise DatabaseError("a statement outside Database.connected()")
        return connection

    def _sql(self, sql: str) -> str:
        found = self._numbered.get(sql)
        if found is None:
            found = self._numbered[sql] = numbered(sql)
        return found

    # Statements

    async def rows(self, sql: str, params: Sequence[Any] = ()) -> list[Sequence[Any]]:
        return list(await self._current().fetch(self._sql(sql), *params))

    async def count(self, sql: str, params: Sequence[Any] = ()) -> int:
        status = await self._current().execute(self._sql(sql), *params)
        return int(status.rsplit(" ", 1)[-1])

    async def insert_id(self, sql: str, params: Sequence[Any] = ()) -> int:
        return int(await self._current().fetchval(self._sql(sql) + " RETURNING id", *params))

    @contextlib.asynccontextmanager
    async def transaction(self) -> AsyncIterator[None]:
        async with self._current().transaction():
            yield

    async def at_once(self, statements: Statements) -> list[Sequence[Any]]:
        """One statement, atomic on its own: the last of ``statements`` with the others as its
        data-modifying WITHs, its rows returned. One trip to the server instead of one per statement
        and two for BEGIN and COMMIT. (They run on one snapshot, none seeing another's
        writes: the store's are independent, a step's row, its request, its channel's
        stamp...)"""
        if len(statements) == 1:
            sql, params = statements[0]
            return await self.rows(sql, params)
        texts = tuple(sql for sql, _ in statements)
        joined = self._joined.get(texts)
        if joined is None:
            # The last statement is the main one, its WITHs the others before it.
            parts = [f"q{n} AS ({sql})" for n, sql in enumerate(texts[:-1])]
            joined = self._joined[texts] = self._sql(f"WITH {', '.join(parts)} {texts[-1]}")
        values = [value for _, params in statements for value in params]
        return list(await self._current().fetch(joined, *values))

    # Channels across processes

    @contextlib.asynccontextmanager
    async def section(self, channel: str) -> AsyncIterator[int | None]:
        held = self._connection.get()
        if held is not None:  # a section inside another (a chat, then one of its topics)
            async with _locked(held, channel) as stamp:
                yield stamp
            return
        # Released to the pool, a connection is reset (asyncpg runs pg_advisory_unlock_all):
        # a section cut short by a cancellation leaves no lock behind.
        async with self.pool.acquire() as connection:
            token = self._connection.set(connection)
            try:
                async with _locked(connection, channel) as stamp:
                    yield stamp
            finally:
                self._connection.reset(token)

    @contextlib.asynccontextmanager
    async def role(self, name: str, alone: bool) -> AsyncIterator[bool]:
        """A session advisory lock on ``name`` (exclusive, or shared with others alike) on
        a connection of its own, held for the body: a process that dies lets go of it."""
        kind = "" if alone else "_shared"
        async with self.pool.acquire() as connection:
            _DIRTY.add(connection.get_server_pid())  # reset whole when given back
            held = await connection.fetchval(
                f"SELECT pg_try_advisory_lock{kind}(hashtextextended($1, 0))", "role " + name)
            yield bool(held)

    # Schema

    async def lock_schema(self) -> None:
        connection = self._current()
        await connection.execute(_SCHEMA_LOCK)
        await connection.execute(
            "CREATE TABLE IF NOT EXISTS soloist_schema (version INTEGER NOT NULL)")

    async def schema_version(self) -> int:
        version = await self._current().fetchval("SELECT MAX(version) FROM soloist_schema")
        return int(version or 0)

    async def set_schema_version(self, version: int) -> None:
        connection = self._current()
        await connection.execute("DELETE FROM soloist_schema")
        await connection.execute("INSERT INTO soloist_schema (version) VALUES ($1)", version)

    async def migrate(self, version: int) -> None:
        connection = self._current()
        for statement in MIGRATIONS[version]:
            await connection.execute(statement)

    def migrations(self) -> int:
        return len(MIGRATIONS)

    async def backup(self, path: Path) -> None:
        raise DatabaseError("PostgreSQL is backed up with its own tools (pg_dump), not by the bot")

    async def close(self) -> None:
        await self.pool.close()


_DIRTY: set[int] = set()
"""Connections (by their server process: the pool hands out a proxy and resets the connection
behind it, two objects) a section left without letting go of its lock for sure (an exception,
a cancellation): the pool resets them whole before anyone else gets them."""


def numbered(sql: str) -> str:
    """The store's ``?`` placeholders as PostgreSQL's ``$1, $2…`` (none of its SQL has a
    question mark anywhere else)."""
    parts = sql.split("?")
    return parts[0] + "".join(f"${n}{part}" for n, part in enumerate(parts[1:], 1))


@contextlib.asynccontextmanager
async def _locked(connection: asyncpg.Connection, channel: str) -> AsyncIterator[int | None]:
    # The stamp: the channel's own writes and those of every channel at once (kept under '').
    _DIRTY.add(connection.get_server_pid())  # until the lock is let go of below
    stamp = await connection.fetchval(_HOLD, channel)
    yield int(stamp)
    await connection.execute(_UNLOCK, channel)
    _DIRTY.discard(connection.get_server_pid())


async def _reset(connection: asyncpg.Connection) -> None:
    """A connection back in the pool: reset whole (every lock let go of, any transaction
    rolled back) only if a section may have left something held; otherwise nothing, which
    spares a trip to the server at every release."""
    if connection.get_server_pid() in _DIRTY:
        await connection.reset()
        _DIRTY.discard(connection.get_server_pid())
