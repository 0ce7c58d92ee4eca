"""The two databases the store runs on, behind one small interface: SQLite in one process (the
embedded default, ``aiosqlite``) and PostgreSQL shared by many (``asyncpg``, in
bot/database_postgres.py).

The store writes its SQL once, in the dialect both understand (``?`` placeholders, ``ON
CONFLICT``, ``CAST(? AS TEXT)`` where PostgreSQL must be told a parameter's type); what differs
— how a transaction begins, how a new row's id comes back, the schema's version, locking a
channel across processes, backups — is a method here."""

from __future__ import annotations

import abc
import asyncio
import contextlib
import sqlite3
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from pathlib import Path
from typing import Any, ClassVar
from urllib.parse import urlsplit

import aiosqlite

Statements = list[tuple[str, Sequence[Any]]]


class DatabaseError(Exception):
    """The database cannot do what was asked (for the store to turn into its own errors)."""


class Database(abc.ABC):
    """What the store needs of a database. Every method runs under the store's own lock (one
    statement or transaction at a time per process), except ``section``."""

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


SqliteMigration = Callable[[aiosqlite.Connection], Awaitable[None]]


class SqliteDatabase(Database):
    """One aiosqlite connection to a file (or ``:memory:``), in WAL mode."""

    dialect = "sqlite"
    blob = "BLOB"
    arrival = "rowid"
    shared = False
    refused = (sqlite3.IntegrityError,)
    failed = (sqlite3.Error,)

    def __init__(self, connection: aiosqlite.Connection,
                 migrations: Callable[[], list[SqliteMigration]]) -> None:
        self.connection = connection
        self._migrations = migrations
        """Read when needed (the store's MIGRATIONS, which tests replace)."""
        self._settled = True
        """Nothing asked of aiosqlite's thread may still be running there: every call was
        awaited to its end. False after a call was cancelled while it ran (or waited) there,
        until a later call comes back (the thread runs calls in order)."""

    @classmethod
    async def open(cls, path: str | Path,
                   migrations: Callable[[], list[SqliteMigration]]) -> SqliteDatabase:
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        # isolation_level=None: the sqlite3 module must not open transactions behind our back;
        # every transaction here is an explicit BEGIN IMMEDIATE. check_same_thread=False: a
        # short read may run on the event loop's thread (``read``).
        connection = await aiosqlite.connect(path, isolation_level=None,
                                             check_same_thread=False)
        try:
            await _configure(connection, in_memory=str(path) == ":memory:")
        except BaseException:
            await connection.close()
            raise
        return cls(connection, migrations)

    async def rows(self, sql: str, params: Sequence[Any] = ()) -> list[Sequence[Any]]:
        async with self._on_thread():
            return list(await self.connection.execute_fetchall(sql, params))

    async def read(self, sql: str, params: Sequence[Any] = ()) -> list[Sequence[Any]]:
        """Run here, on the event loop's thread, when nothing can be running on aiosqlite's
        (the store's lock is held, and no call of before was cut short while there) and no
        transaction is open: a read by key takes a few microseconds, a trip to the thread
        and back ~50 µs of CPU (issue 14, bench/telegram_cpu.py), and in WAL mode a read
        never waits for a lock. Else, or on any doubt, it goes there like ``rows``."""
        connection: sqlite3.Connection | None = getattr(self.connection, "_connection", None)
        if not self._settled or connection is None or connection.in_transaction:
            return await self.rows(sql, params)
        return list(connection.execute(sql, params).fetchall())

    async def count(self, sql: str, params: Sequence[Any] = ()) -> int:
        async with self._on_thread(), self.connection.execute(sql, params) as cursor:
            return int(cursor.rowcount)

    async def insert_id(self, sql: str, params: Sequence[Any] = ()) -> int:
        # Not RETURNING: that needs SQLite 3.35, older than some systems still ship.
        async with self._on_thread(), self.connection.execute(sql, params) as cursor:
            return int(cursor.lastrowid or 0)

    @contextlib.asynccontextmanager
    async def transaction(self) -> AsyncIterator[None]:
        try:
            # BEGIN is inside the try: if the task is cancelled while BEGIN is queued, it
            # still runs on aiosqlite's thread and must be rolled back.
            async with self._on_thread():
                await self.connection.execute_fetchall("BEGIN IMMEDIATE")
            yield
            async with self._on_thread():
                await self.connection.commit()
        except BaseException:
            # A failed rollback must not hide the error that caused it; a no-op when no
            # transaction is open.
            with contextlib.suppress(sqlite3.Error):
                async with self._on_thread():
                    await self.connection.rollback()
            raise

    @contextlib.asynccontextmanager
    async def _on_thread(self) -> AsyncIterator[None]:
        """Around a call to aiosqlite's thread: whether it may still run there (``read``)."""
        try:
            yield
        except asyncio.CancelledError:
            self._settled = False
            raise
        except BaseException:
            self._settled = True  # it came back, with its error
            raise
        self._settled = True

    async def at_once(self, statements: Statements) -> list[Sequence[Any]]:
        """Run in a single call on aiosqlite's thread: BEGIN, each statement, COMMIT, or
        ROLLBACK on any failure. Each call there is a hand-over between threads that costs
        more than a statement (bench/service.py, bench/telegram_cpu.py), and a step's five
        were most of its time. (Tests inject faults in SQLite itself, with an authorizer or a
        trace callback, so this very path is the one they fail.)"""
        # aiosqlite's own way to run a function on its thread (pinned below 0.23).
        async with self._on_thread():
            rows = await self.connection._execute(  # type: ignore[no-untyped-call]
                _run_at_once, self.connection._conn, statements)
        return list(rows)

    async def lock_schema(self) -> None:
        pass  # the transaction's BEGIN IMMEDIATE holds the file's write lock already

    async def schema_version(self) -> int:
        rows = await self.rows("PRAGMA user_version")
        return int(rows[0][0])

    async def set_schema_version(self, version: int) -> None:
        await self.rows(f"PRAGMA user_version = {int(version)}")

    async def migrate(self, version: int) -> None:
        async with self._on_thread():
            await self._migrations()[version](self.connection)

    def migrations(self) -> int:
        return len(self._migrations())

    async def backup(self, path: Path) -> None:
        """SQLite's ``VACUUM INTO``: a consistent copy while the store goes on."""
        async with self._on_thread():
            await self.connection.execute_fetchall("VACUUM INTO ?", (str(path),))

    async def close(self) -> None:
        self._settled = False  # no read here once closed
        await self.connection.close()


def _run_at_once(db: sqlite3.Connection, statements: Statements) -> list[Any]:
    """On aiosqlite's thread: one transaction of ``statements``."""
    rows: list[Any] = []
    db.execute("BEGIN IMMEDIATE")
    try:
        for sql, params in statements:
            rows = db.execute(sql, params).fetchall()
        db.execute("COMMIT")
    except BaseException:
        with contextlib.suppress(sqlite3.Error):
            db.execute("ROLLBACK")
        raise
    return rows


async def _configure(db: aiosqlite.Connection, in_memory: bool) -> None:
    # busy_timeout first: switching to WAL needs a lock another process may briefly hold.
    await db.execute_fetchall("PRAGMA busy_timeout = 5000")
    rows = list(await db.execute_fetchall("PRAGMA journal_mode = WAL"))
    mode = str(rows[0][0]).lower()
    if mode != "wal" and not (in_memory and mode == "memory"):
        raise DatabaseError(f"the database could not switch to WAL mode (it is in {mode!r})")
    # NORMAL: in WAL mode a commit is durable against a crash of the process (kill -9, an
    # exception, the OOM killer): it is in the WAL file, which the operating system keeps and
    # the next open replays. Only a crash of the machine itself (power loss, a kernel panic)
    # can lose the last commits before a checkpoint, and never leaves the file corrupt. Our
    # failure model is the process: FULL would fsync at every commit, which measured (issue
    # 14, bench/service.py) 0.8 ms of a bare commit against 0.05 ms, the largest single cost
    # of a command, for a guarantee against a failure we do not design for.
    await db.execute_fetchall("PRAGMA synchronous = NORMAL")
    await db.execute_fetchall("PRAGMA foreign_keys = ON")


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
    if is_postgres(where):
        from bot.database_postgres import PostgresDatabase

        return await PostgresDatabase.open(str(where), pool)
    return await SqliteDatabase.open(where, migrations)

