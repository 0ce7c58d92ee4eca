"""The inbox: platform updates received but not yet carried through (applied and answered),
written before the platform is told they arrived, so a crash loses none of them."""

from __future__ import annotations

from bot.store.transactions import Transactions


class Inbox(Transactions):
    """Updates kept until carried through."""

    async def inbox_add(self, key: str, platform: str, payload: str,
                        channel: str | None = None) -> bool:
        """Keep an update (``payload``, the platform's own JSON) of ``channel`` until
        ``inbox_done``: called before the platform learns it arrived, so a crash cannot lose
        it. False when it was there already (a redelivery)."""
        insert = ("INSERT INTO inbox (key, platform, payload, channel) VALUES (?, ?, ?, ?)"
                  " ON CONFLICT (key) DO NOTHING", (key, platform, payload, channel))
        if self._db.dialect == "sqlite":  # RETURNING needs SQLite 3.35
            added = bool((await self._at_once([insert, ("SELECT changes()", ())]))[0][0])
        else:
            added = bool(await self._at_once([(insert[0] + " RETURNING 1", insert[1])]))
        if added and self._inbox_kept is not None:
            self._inbox_kept[key] = (platform, channel, payload)
        return added

    async def inbox_done(self, key: str) -> None:
        """The update is carried through: applied (or refused) and answered (with the
        claims of reads and refusals waiting in memory: see ``mark_seen``)."""
        await self._at_once([("DELETE FROM inbox WHERE key = ?", (key,))])
        if self._inbox_kept is not None:
            self._inbox_kept.pop(key, None)

    async def in_inbox(self, key: str) -> bool:
        kept = await self._inbox_known()
        if kept is not None:
            return key in kept
        async with self._using():
            return bool(await self._rows("SELECT 1 FROM inbox WHERE key = ?", (key,)))

    async def inbox(self, platform: str, channel: str | None = None) -> list[tuple[str, str]]:
        """(key, payload) of the platform's updates not carried through, oldest first; with
        ``channel``, that channel's only."""
        kept = await self._inbox_known()
        if kept is not None:
            return [(key, payload) for key, (where, of, payload) in kept.items()
                    if where == platform and (channel is None or of == channel)]
        where = "platform = ?" + (" AND channel = ?" if channel is not None else "")
        async with self._using():
            rows = await self._rows(
                f"SELECT key, payload FROM inbox WHERE {where} ORDER BY {self._db.arrival}",
                (platform, channel) if channel is not None else (platform,))
        return [(str(key), str(payload)) for key, payload in rows]

    async def _inbox_known(self) -> dict[str, tuple[str, str | None, str]] | None:
        """The whole inbox as kept in memory (read once, then kept with every change this
        store makes): a Telegram update's handling looks for earlier updates of its chat in
        it every time (bench/telegram_cpu.py). On SQLite, whether another
        connection wrote the file since (Discord's shards may share it) is asked first, by
        ``data_version`` in a read without a trip to SQLite's thread (``Database.read``):
        if so, everything kept is forgotten and the inbox read again. None on PostgreSQL,
        where other processes change it all the time: it is always asked. Answered after
        the lock, as the file would be: after the writes already begun."""
        if self._db.shared:
            return None
        async with self._using():
            self._notice(int((await self._db.read("PRAGMA data_version"))[0][0]))
            if self._inbox_kept is None:
                rows = await self._rows("SELECT key, platform, channel, payload FROM inbox"
                                        f" ORDER BY {self._db.arrival}")
                self._inbox_kept = {
                    str(key): (str(platform), None if channel is None else str(channel),
                               str(payload)) for key, platform, channel, payload in rows}
        return self._inbox_kept
