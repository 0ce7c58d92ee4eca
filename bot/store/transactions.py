"""The store's way to the database: one statement or transaction at a time per process, each
write transaction carrying the claims of requests answered so far (see ``Store.mark_seen``)."""

from __future__ import annotations

import asyncio
import contextlib
import functools
from collections.abc import AsyncIterator, Sequence
from typing import Any

from bot.store.cache import Kept
from bot.store.database import Database


class Transactions(Kept):
    """The database, its lock, and the claims of requests waiting to be written."""

    def __init__(self, db: Database) -> None:
        super().__init__()
        self._db = db
        # One statement or transaction at a time: on SQLite, tasks for different channels
        # share one connection, and one task's statements could land inside another task's
        # open transaction; on either, what is kept below changes with each.
        self._lock = asyncio.Lock()
        # Requests of reads and refusals applied but not yet written (see mark_seen).
        self._claims: list[str] = []
        self._claimed: set[str] = set()
        self._in_transaction: list[str] = []

    async def _rows(self, sql: str, params: Sequence[Any] = ()) -> list[Sequence[Any]]:
        """Every statement of the store but those of ``_at_once`` and ``seen`` goes through here."""
        return await self._db.rows(sql, params)

    @contextlib.asynccontextmanager
    async def _using(self) -> AsyncIterator[None]:
        """The database to ourselves: a connection first (PostgreSQL), then the lock, so a
        task holding the lock never waits for a connection held by one waiting for it."""
        async with self._db.connected(), self._lock:
            yield

    @contextlib.asynccontextmanager
    async def _transaction(self) -> AsyncIterator[None]:
        """One write transaction (see ``Database.transaction``)."""
        async with self._using():
            try:
                async with self._db.transaction():
                    yield
                    if self._claims:
                        await self._claim(None)
                for key in self._in_transaction:
                    self._claimed.discard(key)
                self._in_transaction = []
            except BaseException:
                self._claims[:0] = self._in_transaction
                self._in_transaction = []
                # What was kept may hold this transaction's rows read back: forget it all.
                self._forget_kept()
                raise

    async def _at_once(self, statements: list[tuple[str, Sequence[Any]]],
                       request: str | None = None, queued: bool = False) -> list[Any]:
        """One transaction of ``statements`` known beforehand, claiming ``request`` (and the
        claims waiting in memory: see ``mark_seen``) first, in as few trips to the database
        as it allows (``Database.at_once``). The rows of the last statement.

        ``queued`` (a step's commit): where the database runs calls in order on one thread
        (SQLite), the transaction is put in line under the lock and waited for after it:
        held across the trip, the lock kept every other command — 31 of 32 in flight — from
        even reaching the store, so the loop sat idle while SQLite worked
        (bench/service.py). What is kept in memory is still changed only once the write is
        done, and only by the channel's own command (it holds the channel); anything read
        from the file after it was put in line is read behind it."""
        line = self._db.in_line() if queued else None
        if line is not None:
            # Only its own request: the claims waiting in memory stay for a transaction that
            # holds the lock across its trip. Taken here, they would be out of memory while
            # the step is in line, and an update's ``inbox_done`` meanwhile would delete its
            # inbox row without writing its claim; if the step then failed, a crash would
            # lose the claim of an update the platform will not send again (see mark_seen).
            claim = [(claim_sql(1), [request])] if request is not None else []
            async with self._lock:
                pending = line.queue_at_once([*claim, *statements])
            try:
                rows = await pending
            except BaseException:
                self._forget_kept()
                raise
            return list(rows)
        async with self._using():
            keys = [*self._writing_claims(), *([request] if request is not None else [])]
            claim = [(claim_sql(len(keys)), keys)] if keys else []
            try:
                rows = await self._db.at_once([*claim, *statements])
            except BaseException:
                self._claims[:0] = self._in_transaction
                self._in_transaction = []
                self._forget_kept()
                raise
            for key in self._in_transaction:
                self._claimed.discard(key)
            self._in_transaction = []
            return list(rows)

    async def _claim(self, request: str | None) -> None:
        """Record ``request`` as applied, inside the caller's transaction, with the claims of
        reads and refusals waiting in memory (see ``mark_seen``): one statement."""
        keys = [*self._writing_claims(), *([request] if request is not None else [])]
        if keys:
            await self._rows(claim_sql(len(keys)), keys)

    def _writing_claims(self) -> list[str]:
        """The claims in memory, now part of the open transaction (back in memory if it
        fails)."""
        taken, self._claims = self._claims, []
        self._in_transaction += taken
        return taken


@functools.lru_cache(maxsize=64)
def claim_sql(count: int) -> str:
    """The statement claiming ``count`` requests (one, or the few a transaction gathered)."""
    return ("INSERT INTO requests (key) VALUES " + ", ".join("(?)" for _ in range(count))
            + " ON CONFLICT (key) DO NOTHING")
