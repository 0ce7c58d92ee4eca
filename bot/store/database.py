"""The two databases the store runs on, behind one small interface: SQLite in one process (the
embedded default, ``aiosqlite``) and PostgreSQL shared by many (``asyncpg``, in
bot/store/postgres.py).

The store writes its SQL once, in the dialect both understand (``?`` placeholders, ``ON
CONFLICT``, ``CAST(? AS TEXT)`` where PostgreSQL must be told a parameter's type); what differs
— how a transaction begins, how a new row's id comes back, the schema's version, locking a
channel across processes, backups — is a method here."""

from __future__ import annotations

import abc
import asyncio
import contextlib
import functools
import sqlite3
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar, Protocol
from urllib.parse import urlsplit

import aiosqlite

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


SqliteMigration = Callable[[aiosqlite.Connection], Awaitable[None]]


class SqliteDatabase(Database):
    """One aiosqlite connection to a file (or ``:memory:``), in WAL mode.

    Every call goes to aiosqlite's thread in the order it was made, and calls made while an
    earlier hand-over is still there wait in ``_queued`` and go together in the next one:
    a hand-over (a thread woken, its answer written to the loop's self-pipe) costs more CPU
    than a statement, and with many commands in flight (issue 14, bench/service.py) several
    commands' transactions — each still its own BEGIN … COMMIT — share one. Because the
    order is kept, the store may put a whole transaction (``queue_at_once``) or a read in
    line under its lock and wait for it after releasing the lock: the event loop runs other
    commands while SQLite works, instead of every command waiting behind the one whose
    transaction is on the thread."""

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
        self._queued: list[_Job] = []
        """Calls waiting for the hand-over on the thread to come back, in order."""
        self._handed = 0
        """Hand-overs not yet come back from the thread (whatever became of their callers:
        a cancelled caller's call still runs there, and ``_back`` still counts it back)."""
        self.hand_overs = 0
        """Hand-overs to the thread so far (for bench/service.py)."""
        self.calls = 0
        """Calls so far that went to the thread (``calls / hand_overs``: how many share one)."""
        self._unended = False
        """Set and read on aiosqlite's thread only: a ROLLBACK of ours failed and left the
        connection inside the failed transaction (an I/O error can fail a COMMIT and then
        its ROLLBACK). Until that transaction is ended, a read would see what the failed
        write did and every BEGIN would fail, for good: the next call ends it first."""

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

    def _call(self, run: Callable[[sqlite3.Connection], Any]) -> asyncio.Future[Any]:
        """``run(connection)`` on aiosqlite's thread after every call made before it."""
        if not self.connection._running:
            raise ValueError("Connection closed")  # as aiosqlite says it
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._queued.append(_Job(run, future))
        self.calls += 1
        if not self._handed:
            self._hand_over()
        return future

    def _hand_over(self) -> None:
        """Every queued call to the thread in one hand-over; the answers come back together
        (``_back``), once the thread is done with the connection."""
        jobs, self._queued = self._queued, []
        loop = asyncio.get_running_loop()
        wrapper = self.connection

        def work() -> None:
            connection = wrapper._connection
            outcomes = [self._outcome(job.run, connection) for job in jobs]
            with contextlib.suppress(RuntimeError):  # the loop is closed: nobody is waiting
                loop.call_soon_threadsafe(self._back, jobs, outcomes)

        self._handed += 1
        self.hand_overs += 1
        # aiosqlite's own queue to its thread (pinned below 0.23): no future of its own, so
        # the answers come back through ``_back`` even when a caller was cancelled.
        wrapper._tx.put_nowait((None, work))

    def _back(self, jobs: list[_Job], outcomes: list[tuple[bool, Any]]) -> None:
        self._handed -= 1
        if self._queued and not self._handed:
            self._hand_over()  # what came in meanwhile goes at once, before anyone resumes
        for job, (ok, value) in zip(jobs, outcomes, strict=True):
            if not job.future.done():  # cancelled: nobody waits
                if ok:
                    job.future.set_result(value)
                else:
                    job.future.set_exception(value)

    async def rows(self, sql: str, params: Sequence[Any] = ()) -> list[Sequence[Any]]:
        return list(await self.queue_read(sql, params))

    def in_line(self) -> SqliteDatabase:
        return self

    def queue_read(self, sql: str, params: Sequence[Any] = ()) -> asyncio.Future[Any]:
        return self._call(functools.partial(_fetch, sql, params))

    def read_now(self, sql: str, params: Sequence[Any] = ()) -> list[Sequence[Any]] | None:
        """Here, on the event loop's thread, when nothing is on aiosqlite's or waiting for it
        (the sqlite3 connection is never used by two threads at once, and what was asked
        before has happened) and no transaction is open: a read by key takes a few
        microseconds, a hand-over ~50 µs of CPU (issue 14, bench/telegram_cpu.py), and in
        WAL mode a read never waits for a lock. None otherwise."""
        connection: sqlite3.Connection | None = self.connection._connection
        if self._handed or self._queued or connection is None or connection.in_transaction:
            return None
        return list(connection.execute(sql, params).fetchall())

    async def read(self, sql: str, params: Sequence[Any] = ()) -> list[Sequence[Any]]:
        rows = self.read_now(sql, params)
        return rows if rows is not None else await self.queue_read(sql, params)

    async def count(self, sql: str, params: Sequence[Any] = ()) -> int:
        return int(await self._call(lambda db: db.execute(sql, params).rowcount))

    async def insert_id(self, sql: str, params: Sequence[Any] = ()) -> int:
        # Not RETURNING: that needs SQLite 3.35, older than some systems still ship.
        return int(await self._call(lambda db: db.execute(sql, params).lastrowid or 0))

    @contextlib.asynccontextmanager
    async def transaction(self) -> AsyncIterator[None]:
        try:
            # BEGIN is inside the try: if the task is cancelled while BEGIN is queued, it
            # still runs on aiosqlite's thread and must be rolled back.
            await self._call(lambda db: db.execute("BEGIN IMMEDIATE"))
            yield
            await self._call(lambda db: db.commit())
        except BaseException:
            # A failed rollback must not hide the error that caused it; a no-op when no
            # transaction is open.
            with contextlib.suppress(sqlite3.Error):
                await self._call(self._roll_back)
            raise

    async def at_once(self, statements: Statements) -> list[Sequence[Any]]:
        return list(await self.queue_at_once(statements))

    def queue_at_once(self, statements: Statements) -> asyncio.Future[Any]:
        """BEGIN, each statement, COMMIT, or ROLLBACK on any failure, in a single call on
        aiosqlite's thread: a step's five were most of its time. (Tests inject faults in
        SQLite itself, with an authorizer or a trace callback, so this very path is the one
        they fail.)"""
        return self._call(functools.partial(self._run_at_once, statements=statements))

    def _outcome(self, run: Callable[[sqlite3.Connection], Any],
                 connection: sqlite3.Connection | None) -> tuple[bool, Any]:
        """On aiosqlite's thread: what ``run`` returned (True, …) or raised (False, …), once
        a transaction left open by a failed rollback is ended (the call fails if it still
        cannot be: better than reading what a failed write did)."""
        try:
            if connection is None:
                raise ValueError("Connection closed")
            if self._unended:
                if connection.in_transaction:
                    connection.execute("ROLLBACK")
                self._unended = False
            return True, run(connection)
        except BaseException as exc:  # handed to the caller, as aiosqlite does
            return False, exc

    def _roll_back(self, db: sqlite3.Connection) -> None:
        """On aiosqlite's thread: ROLLBACK (a no-op outside a transaction)."""
        try:
            db.rollback()
        except sqlite3.Error:
            self._unended = db.in_transaction
            raise

    def _run_at_once(self, db: sqlite3.Connection, statements: Statements) -> list[Any]:
        """On aiosqlite's thread: one transaction of ``statements``."""
        rows: list[Any] = []
        db.execute("BEGIN IMMEDIATE")
        try:
            for sql, params in statements:
                rows = db.execute(sql, params).fetchall()
            db.execute("COMMIT")
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                self._roll_back(db)
            raise
        return rows

    async def lock_schema(self) -> None:
        pass  # the transaction's BEGIN IMMEDIATE holds the file's write lock already

    async def schema_version(self) -> int:
        rows = await self.rows("PRAGMA user_version")
        return int(rows[0][0])

    async def set_schema_version(self, version: int) -> None:
        await self.rows(f"PRAGMA user_version = {int(version)}")

    async def migrate(self, version: int) -> None:
        # Through aiosqlite's own calls (a migration is written against its connection),
        # which join the same queue of the thread: in line behind ours, once ours are there.
        await self._call(lambda db: None)
        try:
            await self._migrations()[version](self.connection)
        finally:
            self._handed += 1  # until a call behind the migration's comes back
            self.connection._tx.put_nowait((None, self._behind()))

    def _behind(self) -> Callable[[], None]:
        loop = asyncio.get_running_loop()

        def work() -> None:
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(self._back, [], [])

        return work

    def migrations(self) -> int:
        return len(self._migrations())

    async def backup(self, path: Path) -> None:
        """SQLite's ``VACUUM INTO``: a consistent copy while the store goes on."""
        await self.rows("VACUUM INTO ?", (str(path),))

    async def close(self) -> None:
        if self.connection._running:
            # Everything asked before has been done. Its only failure is a transaction left
            # open by a failed rollback that still cannot be ended (see ``_unended``): closing
            # discards it, and the connection must close anyway, or its thread would keep the
            # process from exiting.
            with contextlib.suppress(sqlite3.Error):
                await self._call(lambda db: None)
        await self.connection.close()


@dataclass
class _Job:
    run: Callable[[sqlite3.Connection], Any]
    future: asyncio.Future[Any]


def _fetch(sql: str, params: Sequence[Any], db: sqlite3.Connection) -> list[Any]:
    return db.execute(sql, params).fetchall()


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
        from bot.store.postgres import PostgresDatabase

        return await PostgresDatabase.open(str(where), pool)
    return await SqliteDatabase.open(where, migrations)

