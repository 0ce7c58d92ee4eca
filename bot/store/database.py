"""What the store needs of a database, whichever it is (SQLite in bot/store/sqlite.py,
PostgreSQL in bot/store/postgres.py), and ``open_database``, which opens the one a place names.

The store writes its SQL once, in the dialect both understand (``?`` placeholders, ``ON
CONFLICT``, ``CAST(? AS TEXT)`` where PostgreSQL must be told a parameter's type); what differs
— how a transaction begins, how a new row's id comes back, the schema's version, locking a
channel across processes, backups — is a method here."""

from __future__ import annotations

import abc
import contextlib
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Protocol
from urllib.parse import urlsplit

if TYPE_CHECKING:
    from bot.store.sqlite import SqliteMigration

Statements = list[tuple[str, Sequence[Any]]]


class InLine(Protocol):
    """Calls put in line behind every call made before them (``Database.in_line``)."""

    def queue_at_once(self, statements: Statements) -> Awaitable[list[Sequence[Any]]]:
        """``Database.at_once``, in line."""
        ...

    def queue_read(self, sql: str, params: Sequence[Any] = ()) -> Awaitable[list[Sequence[Any]]]:
        """``Database.rows`` of a read, in line."""
        ...


class DatabaseError(Exception):
    """The database cannot do what was asked (for the store to turn into its own errors)."""


class Database(abc.ABC):
    """What the store needs of a database. Every method runs under the store's own lock (one
    statement or transaction at a time per process), except ``section``; where calls run in
    order (``in_line``), what its calls return is awaited after it."""

    dialect: ClassVar[str]
    blob: ClassVar[str]
    """The type of a column of bytes, as a CAST names it."""
    arrival: ClassVar[str]
    """The inbox's column of arrival order."""
    refused: tuple[type[BaseException], ...]
    """A constraint refused the write (a unique key, a NOT NULL)."""
    failed: tuple[type[BaseException], ...]
    """Any failure of the database."""
    shared: ClassVar[bool]
    """Several processes may use the database at once (then what a process keeps in memory
    of a channel is checked against the channel's stamp when its section begins)."""

    @abc.abstractmethod
    async def rows(self, sql: str, params: Sequence[Any] = ()) -> list[Sequence[Any]]:
        """Run one statement (in the open transaction, if any) and return its rows."""

    async def read(self, sql: str, params: Sequence[Any] = ()) -> list[Sequence[Any]]:
        """A read of a row or two by their keys, outside any transaction: ``rows``, or as
        cheaply as the database allows (SQLite: without a trip to its thread)."""
        return await self.rows(sql, params)

    def read_now(self, sql: str, params: Sequence[Any] = ()) -> list[Sequence[Any]] | None:
        """``read`` answered at once, without waiting, where the database can; else None."""
        return None

    def in_line(self) -> InLine | None:
        """Where every call runs in the order it was made, on one thread (SQLite): what puts a
        transaction or a read in line under the store's lock, to be awaited after the lock is
        released. None where calls have no such order (PostgreSQL's pool)."""
        return None

    @abc.abstractmethod
    async def count(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run one INSERT, UPDATE or DELETE and return the number of rows it changed."""

    @abc.abstractmethod
    async def insert_id(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run one INSERT of a row with an ``id`` key and return the new row's id."""

    @abc.abstractmethod
    def transaction(self) -> contextlib.AbstractAsyncContextManager[None]:
        """One write transaction: the body's statements, committed at its end, rolled back if
        it raises. It holds the write lock from its start (SQLite's IMMEDIATE), so what it
        reads still holds at COMMIT."""

    @abc.abstractmethod
    async def at_once(self, statements: Statements) -> list[Sequence[Any]]:
        """One transaction of ``statements`` known beforehand, as cheaply as the database
        allows; the rows of the last."""

    def connected(self) -> contextlib.AbstractAsyncContextManager[None]:
        """A connection held for the body (PostgreSQL: the section's, or one from the pool);
        taken before the store's lock, so a task holding the lock never waits for one."""
        return contextlib.nullcontext()

    def section(self, channel: str) -> contextlib.AbstractAsyncContextManager[int | None]:
        """The channel held exclusively across processes for the body, on one connection that
        the body's statements use; the channel's stamp when it began (None where one process
        holds the database and the stamp is not needed)."""
        return _no_stamp()

    def role(self, name: str, alone: bool) -> contextlib.AbstractAsyncContextManager[bool]:
        """Hold the role ``name`` for the body, ``alone`` (nobody else holds it at all) or
        beside others who hold it as this one does; whether it could. Where one process holds
        the database (SQLite), it always can."""
        return _can()

    @abc.abstractmethod
    async def schema_version(self) -> int:
        ...

    @abc.abstractmethod
    async def set_schema_version(self, version: int) -> None:
        ...

    @abc.abstractmethod
    async def lock_schema(self) -> None:
        """Inside a migration's transaction: no other process migrates at the same time."""

    @abc.abstractmethod
    async def migrate(self, version: int) -> None:
        """Run migration ``version`` (from ``version`` to ``version + 1``)."""

    @abc.abstractmethod
    def migrations(self) -> int:
        """How many migrations this code knows."""

    @abc.abstractmethod
    async def backup(self, path: Path) -> None:
        ...

    @abc.abstractmethod
    async def close(self) -> None:
        ...


@contextlib.asynccontextmanager
async def _no_stamp() -> AsyncIterator[int | None]:
    yield None


@contextlib.asynccontextmanager
async def _can() -> AsyncIterator[bool]:
    yield True


POSTGRES_SCHEMES = ("postgresql://", "postgres://")


def is_postgres(where: str | Path) -> bool:
    return isinstance(where, str) and where.startswith(POSTGRES_SCHEMES)


def shown(where: str | Path) -> str:
    """Where the database is, fit for a log or a terminal: a URL without its password."""
    if not is_postgres(where):
        return str(where)
    parts = urlsplit(str(where))
    host = parts.hostname or ""
    port = f":{parts.port}" if parts.port else ""
    user = f"{parts.username}@" if parts.username else ""
    return f"{parts.scheme}://{user}{host}{port}{parts.path}"


async def open_database(where: str | Path, pool: int,
                        migrations: Callable[[], list[SqliteMigration]]) -> Database:
    """A PostgreSQL URL opens a pool of ``pool`` connections; anything else is SQLite's."""
    # Imported here: each dialect's module imports this one, and asyncpg is only loaded where
    # PostgreSQL is used.
    if is_postgres(where):
        from bot.store.postgres import PostgresDatabase

        return await PostgresDatabase.open(str(where), pool)
    from bot.store.sqlite import SqliteDatabase

    return await SqliteDatabase.open(where, migrations)
