"""Channels held one command at a time (in this process, and across processes on PostgreSQL),
the stamps that tell a process another one wrote a channel, and roles of a process."""

from __future__ import annotations

import asyncio
import contextlib
from collections import defaultdict
from collections.abc import AsyncIterator
from contextvars import ContextVar

from bot.store.database import Database
from bot.store.transactions import Transactions


class Locks(Transactions):
    """Channels and roles held, and channels' stamps."""

    def __init__(self, db: Database) -> None:
        super().__init__(db)
        # Each channel's commands one at a time (``channel``): in this process here, across
        # processes by the database's section.
        self._channel_locks: defaultdict[str, asyncio.Lock] = defaultdict(asyncio.Lock)
        self._held: ContextVar[frozenset[str]] = ContextVar("soloist_channels",
                                                            default=frozenset())
        # PostgreSQL: each channel's stamp as this process last knew it (see channel()).
        self._stamps: dict[str, int] = {}

    @contextlib.asynccontextmanager
    async def channel(self, channel: str) -> AsyncIterator[None]:
        """Hold ``channel`` for the body: nobody else applies a command to it meanwhile, in
        this process or, on PostgreSQL, in any other (a section, bot/store/postgres.py).
        Re-entrant within a task. On PostgreSQL, what is kept of the channel is forgotten if
        another process wrote it since this one last looked (its stamp moved)."""
        held = self._held.get()
        if channel in held:
            yield
            return
        async with self._channel_locks[channel], self._db.section(channel) as stamp:
            if stamp is not None and self._stamps.get(channel) != stamp:
                self._forget_channel(channel)
                self._stamps[channel] = stamp
            token = self._held.set(held | {channel})
            try:
                yield
            finally:
                self._held.reset(token)

    def role(self, name: str, alone: bool) -> contextlib.AbstractAsyncContextManager[bool]:
        """Hold a role of this process for the body (``Database.role``): e.g. polling
        Telegram, which only one process may do and none beside webhook workers."""
        return self._db.role(name, alone)

    async def _stamp(self, channel: str) -> None:
        """PostgreSQL: count a write of ``channel`` in the open transaction (see
        ``channel``); nothing on SQLite, whose ``data_version`` tells."""
        if self._db.shared:
            rows = await self._rows(STAMP, (channel,))
            self._stamped(channel, int(rows[0][0]))

    async def _stamp_everything(self) -> None:
        """PostgreSQL: a write of many channels at once (moved, forgotten, pruned): every
        process forgets what it kept of any channel when next it holds one."""
        if self._db.shared:
            await self._rows(STAMP, ("",))
            self._stamps.clear()

    def _stamped(self, channel: str, stamp: int) -> None:
        """Our write made the channel's stamp ``stamp``: what we kept of it is still true if
        it was true just before (the stamp we knew is the one before)."""
        if self._stamps.get(channel) != stamp - 1:
            self._forget_channel(channel)
        self._stamps[channel] = stamp


STAMP = ("INSERT INTO channel_stamps (channel, stamp) VALUES (?, 1) ON CONFLICT (channel)"
          " DO UPDATE SET stamp = channel_stamps.stamp + 1 RETURNING stamp + (SELECT"
          " COALESCE(MAX(stamp), 0) FROM channel_stamps WHERE channel = '')")
"""A write of a channel counted (PostgreSQL): its new stamp, as a section reads it (the
channel's own count plus that of writes of every channel, kept under the channel '')."""
