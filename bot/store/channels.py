"""A channel's data as a whole — moved, forgotten — and the whole database's: old games pruned,
a backup."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from bot.store.database import DatabaseError
from bot.store.locks import Locks
from bot.store.records import ABANDONED, StoreError, sql_now

_FAMILY = ("(channel = ? OR substr(channel, 1, length(CAST(? AS TEXT)) + 1)"
           " = CAST(? AS TEXT) || ':')")
"""A channel and its sub-channels (a Telegram chat and its forum topics, ``<chat>:<topic>``);
three parameters, the channel each time."""


class Channels(Locks):
    """Channels moved and forgotten, games pruned, backups."""

    async def move_channel(self, old: str, new: str) -> int:
        """Move everything of channel ``old`` and its sub-channels (``old:<topic>``) to ``new``
        (``new:<topic>``): games, results, settings, board profiles, live messages, in one
        transaction (a Telegram group that became a supergroup has a new chat id). What
        ``old`` had wins over what ``new`` has; a live game of ``old`` that would meet one of
        ``new`` ends as abandoned. The number of games moved; 0 when already moved."""
        renamed = "CAST(? AS TEXT) || substr({0}, length(CAST(? AS TEXT)) + 1)"
        async with self._transaction():
            await self._rows(
                f"UPDATE games SET status = '{ABANDONED}', updated_at = ?"
                f" WHERE {_FAMILY} AND status = 'live' AND EXISTS (SELECT 1 FROM games AS n"
                f" WHERE n.status = 'live' AND n.channel = {renamed.format('games.channel')})",
                (sql_now(), old, old, old, new, old))
            moved = await self._db.count(
                f"UPDATE games SET channel = {renamed.format('channel')} WHERE {_FAMILY}",
                (new, old, old, old, old))
            await self._rows(
                f"UPDATE results SET channel = {renamed.format('channel')} WHERE {_FAMILY}",
                (new, old, old, old, old))
            for table, key in _MOVED_WITH_CHANNEL:
                # What ``old`` has wins: ``new``'s rows in its way go first.
                await self._rows(
                    f"DELETE FROM {table} WHERE EXISTS (SELECT 1 FROM {table} AS o WHERE"
                    f" {_FAMILY.replace('channel', 'o.channel')} AND o.{key} = {table}.{key}"
                    f" AND {table}.channel = {renamed.format('o.channel')})",
                    (old, old, old, new, old))
                await self._rows(
                    f"UPDATE {table} SET channel = {renamed.format('channel')} WHERE {_FAMILY}",
                    (new, old, old, old, old))
            await self._stamp_everything()
            self._forget_kept()
        return moved

    async def forget_channel(self, channel: str, request: str | None = None) -> int:
        """Delete everything of ``channel`` and its sub-channels: games with their steps,
        results, settings, board profiles, live messages, watch links; one transaction, with the
        ``request`` that asked for it. The number of games."""
        return await self.forget_channels([channel], request)

    async def forget_channels(self, channels: list[str], request: str | None = None) -> int:
        """``forget_channel`` of every channel in ``channels`` (a server the bot left) in one
        transaction: a crash halfway leaves none of them half-forgotten. The number of games."""
        forgotten = 0
        async with self._transaction():
            await self._claim(request)
            for channel in channels:
                family = (channel, channel, channel)
                await self._rows(f"DELETE FROM results WHERE {_FAMILY}", family)
                await self._rows(f"DELETE FROM steps WHERE game_id IN"
                                 f" (SELECT id FROM games WHERE {_FAMILY})", family)
                forgotten += await self._db.count(f"DELETE FROM games WHERE {_FAMILY}", family)
                for table, _ in _MOVED_WITH_CHANNEL:
                    await self._rows(f"DELETE FROM {table} WHERE {_FAMILY}", family)
            await self._stamp_everything()
            self._forget_kept()
        return forgotten

    async def prune(self, ended_before: datetime) -> int:
        """Delete the games that ended (finished or abandoned) and were last touched before
        ``ended_before`` (UTC), with their steps, live messages and watch links, their
        results kept (no longer tied to a game); one transaction. The number of games deleted."""
        cutoff = ended_before.astimezone(UTC).strftime("%Y-%m-%d %H:%M:%S")
        old = ("SELECT id FROM games WHERE status IN ('finished', 'abandoned')"
               " AND updated_at < ?")
        async with self._transaction():
            await self._rows(f"DELETE FROM steps WHERE game_id IN ({old})", (cutoff,))
            # A result outlives its game: a player's record is of every play.
            await self._rows(f"UPDATE results SET game_id = NULL WHERE game_id IN ({old})",
                             (cutoff,))
            await self._rows(f"DELETE FROM live_messages WHERE game_id IN ({old})", (cutoff,))
            await self._rows(f"DELETE FROM watch_links WHERE game_id IN ({old})", (cutoff,))
            pruned = await self._db.count(f"DELETE FROM games WHERE id IN ({old})", (cutoff,))
            await self._stamp_everything()
            self._forget_kept()
            return pruned

    async def backup(self, path: Path) -> None:
        """A consistent copy of the whole database into ``path`` (which must not exist),
        while the store goes on: SQLite's ``VACUUM INTO``, outside any transaction.
        StoreError on PostgreSQL, which its own tools back up."""
        async with self._using():
            try:
                await self._db.backup(path)
            except DatabaseError as exc:
                raise StoreError(str(exc)) from exc


_MOVED_WITH_CHANNEL = (("channel_settings", "name"), ("board_profiles", "game"),
                       ("live_messages", "platform"), ("watch_links", "token"))
"""The tables of a channel's own rows beside its games, each with the rest of its key."""
