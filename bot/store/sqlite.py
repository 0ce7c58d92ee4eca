"""SQLite for the store (the embedded default): one ``aiosqlite`` connection to a file in WAL
mode, its calls handed to aiosqlite's thread in order, several at a time."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import sqlite3
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiosqlite

from bot.store.database import Database, DatabaseError, Statements

SqliteMigration = Callable[[aiosqlite.Connection], Awaitable[None]]


class SqliteDatabase(Database):
    """One aiosqlite connection to a file (or ``:memory:``), in WAL mode.

    Every call goes to aiosqlite's thread in the order it was made, and calls made while an
    earlier hand-over is still there wait in ``_queued`` and go together in the next one:
    a hand-over (a thread woken, its answer written to the loop's self-pipe) costs more CPU
    than a statement, and with many commands in flight (bench/service.py) several
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
        microseconds, a hand-over ~50 µs of CPU (bench/telegram_cpu.py), and in
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
    # failure model is the process: FULL would fsync at every commit, which measured
    # (bench/service.py) 0.8 ms of a bare commit against 0.05 ms, the largest single cost
    # of a command, for a guarantee against a failure we do not design for.
    await db.execute_fetchall("PRAGMA synchronous = NORMAL")
    await db.execute_fetchall("PRAGMA foreign_keys = ON")
