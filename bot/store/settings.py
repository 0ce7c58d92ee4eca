"""Channels' settings (a name's text value, per channel) and board profiles (per channel and
game)."""

from __future__ import annotations

from bot.store.cache import UNKNOWN
from bot.store.locks import Locks


class Settings(Locks):
    """Channels' settings and board profiles."""

    async def get_setting(self, channel: str, name: str) -> str | None:
        kept = self._settings.get((channel, name), UNKNOWN)
        if kept is not UNKNOWN:  # see _kept_live
            return kept  # type: ignore[return-value]
        async with self._using():
            rows = await self._rows(
                "SELECT value FROM channel_settings WHERE channel = ? AND name = ?",
                (channel, name))
            value = str(rows[0][0]) if rows else None
            self._settings[(channel, name)] = value
        return value

    async def set_setting(self, channel: str, name: str, value: str,
                          request: str | None = None) -> None:
        async with self._transaction():
            await self._claim(request)
            await self._stamp(channel)
            await self._set_setting(channel, name, value)
        self._settings[(channel, name)] = value

    async def channels_with(self, name: str, value: str) -> list[str]:
        """The channels whose setting ``name`` is ``value`` (a Discord server's channels)."""
        async with self._using():
            rows = await self._rows(
                "SELECT channel FROM channel_settings WHERE name = ? AND value = ?"
                " ORDER BY channel", (name, value))
        return [str(row[0]) for row in rows]

    async def places_like(self, name: str, prefix: str) -> list[str]:
        """Every place starting with ``prefix`` that the store knows of: named by a channel's
        setting ``name`` (its server), or with settings of its own (a server's)."""
        async with self._using():
            rows = await self._rows(
                "SELECT value FROM channel_settings"
                " WHERE name = ? AND substr(value, 1, length(CAST(? AS TEXT))) = ?"
                " UNION SELECT channel FROM channel_settings"
                " WHERE substr(channel, 1, length(CAST(? AS TEXT))) = ? ORDER BY 1",
                (name, prefix, prefix, prefix, prefix))
        return [str(row[0]) for row in rows]

    async def load_profile(self, channel: str, game: str) -> str | None:
        async with self._using():
            rows = await self._rows(
                "SELECT profile FROM board_profiles WHERE channel = ? AND game = ?",
                (channel, game))
            profile = str(rows[0][0]) if rows else None
            self._profiles[(channel, game)] = profile
        return profile

    async def save_profile(self, channel: str, game: str, profile: str) -> None:
        async with self._transaction():
            await self._stamp(channel)
            await self._save_profile(channel, game, profile)
        self._profiles[(channel, game)] = profile

    async def _keep_profile(self, channel: str, game: str, profile: str | None) -> None:
        """Save the channel's board profile for the game unless it is None or the one saved
        (most steps change nothing of it: no write then). Kept once the transaction ends."""
        if profile is None or self._profiles.get((channel, game), UNKNOWN) == profile:
            return
        await self._save_profile(channel, game, profile)
        self._profiles[(channel, game)] = profile

    async def _save_profile(self, channel: str, game: str, profile: str) -> None:
        await self._rows(SAVE_PROFILE, (channel, game, profile))

    async def _set_setting(self, channel: str, name: str, value: str) -> None:
        await self._rows(
            "INSERT INTO channel_settings (channel, name, value) VALUES (?, ?, ?)"
            " ON CONFLICT (channel, name) DO UPDATE SET value = excluded.value",
            (channel, name, value))


SAVE_PROFILE = ("INSERT INTO board_profiles (channel, game, profile) VALUES (?, ?, ?)"
                 " ON CONFLICT (channel, game) DO UPDATE SET profile = excluded.profile")
