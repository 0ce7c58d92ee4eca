"""The store: ``Store``, every call of the service and the platforms, made of the modules
beside this one (games, history, results, settings, live messages, inbox, requests,
channels, people, watch links)."""

from __future__ import annotations

import contextlib
from pathlib import Path

from bot.store import schema_sqlite
from bot.store.channels import Channels
from bot.store.database import DatabaseError, open_database
from bot.store.games import Games
from bot.store.inbox import Inbox
from bot.store.live import LiveMessages
from bot.store.people import People
from bot.store.records import StoreError
from bot.store.requests import Requests
from bot.store.watch import WatchLinks


class Store(Games, LiveMessages, Inbox, Requests, Channels, People, WatchLinks):
    """The database, SQLite or PostgreSQL. Use ``await Store.open(where)``, not the
    constructor.

    Each step is a row with the engine state and the events it produced (both JSON text, never
    parsed here), numbered by a version that only grows within a game and never repeats: a
    button carries the version it was drawn for, so a press of any older one is stale. Undo
    flags the current step instead of deleting it and writes a new, higher version holding a
    copy of the step before (its RNG included), so nothing that was ever committed is lost or
    reused.

    A command is one unit of work: everything it writes (the step, the board profile, the
    finish, a setting, the platform request it answers) goes into a single transaction, and
    every write that takes a version checks it first, so a stale double-submit fails with
    ``StaleVersion`` instead of forking the history, and a crash leaves all or nothing.

    The store keeps in memory what it wrote or read of each game (its current record, its turn
    so far) and of each channel (its live game, its settings): a command costs no reads but the
    request check, which also asks SQLite whether another connection wrote the file meanwhile
    (``data_version``) and, if so, forgets everything kept. Writes never trust the memory
    alone: the step's INSERT carries the version check itself, so two connections racing on
    one game still leave one winner and one ``StaleVersion``."""

    @classmethod
    async def open(cls, where: str | Path, pool: int = 10) -> Store:
        """Open and migrate the database: a SQLite file (created with its directory if
        needed) or ``:memory:``, or a ``postgresql://`` URL (a pool of at most ``pool``
        connections)."""
        try:
            db = await open_database(where, pool, lambda: schema_sqlite.MIGRATIONS)
        except DatabaseError as exc:
            raise StoreError(str(exc)) from exc
        try:
            store = cls(db)
            await store._migrate()
            await store._forget_old_requests()
        except BaseException:
            await db.close()
            raise
        return store

    @property
    def dialect(self) -> str:
        """``sqlite`` or ``postgresql``."""
        return self._db.dialect

    async def close(self) -> None:
        if self._claims:
            with contextlib.suppress(*self._db.failed):
                async with self._transaction():
                    pass  # writes the claims still in memory
        async with self._lock:  # not _using: a connection held would keep the pool open
            await self._db.close()

    async def schema_version(self) -> int:
        async with self._using():
            return await self._db.schema_version()

    async def ping(self) -> None:
        """A trivial query: the database answers (for a liveness watchdog)."""
        async with self._using():
            await self._rows("SELECT 1")

    async def _migrate(self) -> None:
        """Run the migrations not yet applied, each with its version bump in one
        transaction, re-reading the version inside it in case another process migrated."""
        while True:
            async with self._transaction():
                await self._db.lock_schema()
                version = await self._db.schema_version()
                known = self._db.migrations()
                if version > known:
                    raise StoreError(
                        f"the database is at schema version {version}, newer than this code"
                        f" knows ({known}): run a newer Soloist")
                if version == known:
                    return
                await self._db.migrate(version)
                await self._db.set_schema_version(version + 1)
