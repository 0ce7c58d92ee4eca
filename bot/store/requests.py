"""Platform requests (a Telegram update, a Discord interaction) already applied, so that a
redelivered one is applied once."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from bot.store.transactions import Transactions

REQUESTS_KEPT = timedelta(days=7)
"""How long an applied request is remembered: platforms redeliver within minutes or hours."""


class Requests(Transactions):
    """Requests applied: asked, and claimed."""

    async def seen(self, request: str | None) -> bool:
        """Whether a platform request (``platform:id``) was applied already (never, for
        None). The one read every command makes: it also asks SQLite whether another
        connection wrote the file since (its ``data_version``), in which case what the store
        kept in memory is forgotten."""
        async with self._using():
            if self._db.shared:  # checked as each channel's section begins instead
                rows = await self._rows(
                    "SELECT EXISTS (SELECT 1 FROM requests WHERE key = CAST(? AS TEXT))",
                    (request,))
                return bool(rows[0][0]) or request in self._claimed
            # Without a trip to SQLite's thread where it can (``Database.read_now``); else in
            # line behind what was asked before, waited for without the lock (see _at_once).
            found = self._db.read_now(_SEEN, (request,))
            line = self._db.in_line()
            pending = line.queue_read(_SEEN, (request,)) if found is None and line else None
            if found is None and pending is None:
                found = await self._rows(_SEEN, (request,))
        if pending is not None:
            found = list(await pending)
        assert found is not None
        self._notice(int(found[0][0]))
        return bool(found[0][1]) or request in self._claimed

    async def mark_seen(self, request: str) -> None:
        """Remember a request that changed no game (a refusal, a read) as applied: at once in
        memory, on disk with the next transaction of any kind but a step put in line (see
        ``_at_once``), so that a read commits nothing of its own. A platform update's next
        such transaction is its ``inbox_done``: the inbox never forgets an update whose claim
        is not on disk, so a crash loses no claim of an update the platform will not send
        again; a claim lost otherwise is a read or a refusal answered again if redelivered,
        which changes nothing either time."""
        if request not in self._claimed:
            self._claims.append(request)
            self._claimed.add(request)

    async def _forget_old_requests(self) -> None:
        async with self._transaction():
            cutoff = datetime.now(UTC) - REQUESTS_KEPT
            await self._rows("DELETE FROM requests WHERE created_at < ?",
                             (cutoff.strftime("%Y-%m-%d %H:%M:%S"),))


_SEEN = ("SELECT data_version, EXISTS (SELECT 1 FROM requests WHERE key = ?)"
         " FROM pragma_data_version")
