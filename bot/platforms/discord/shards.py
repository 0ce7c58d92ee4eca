"""Discord's shards: a bot's servers split over several gateway connections, so several
processes can share a large bot, each connected for some of them.

A server's events (its interactions too) arrive only on shard ``(server id >> 22) % count``;
direct messages only on shard 0. A process therefore judges only the servers of the shards it
runs: what another process's shard holds is not "gone" from this one's point of view, and an
interaction another process received is that process's to carry through."""

from __future__ import annotations

from collections.abc import Collection

import discord

from bot.settings import SettingsError

INVALID_SHARD = 4010
SHARDING_REQUIRED = 4011


def shard_of(guild_id: int | None, count: int) -> int:
    """The shard whose connection carries a server's events (a direct message's: 0)."""
    return 0 if guild_id is None else (guild_id >> 22) % count


def runs(guild_id: int | None, count: int | None, ids: Collection[int] | None) -> bool:
    """Whether a server's events reach the process running shards ``ids`` of ``count``
    (None: every shard; a count not known yet is Discord's recommendation, fetched when
    connecting, and then the process runs every shard)."""
    if count is None or ids is None:
        return True
    return shard_of(guild_id, count) in ids


def refused(exc: discord.ConnectionClosed, count: int | None,
            ids: Collection[int] | None) -> SettingsError | None:
    """What to tell the operator when Discord closed a shard's connection for the shard
    settings; None for any other close."""
    settings = (f"DISCORD_SHARD_COUNT={count if count is not None else '(recommended)'}, "
                f"DISCORD_SHARD_IDS={','.join(map(str, ids)) if ids is not None else '(all)'}")
    if exc.code == INVALID_SHARD:
        return SettingsError(
            f"Discord refused shard {exc.shard_id} (4010 Invalid shard; {settings}): every "
            "process of the bot must be given the same DISCORD_SHARD_COUNT, and each of its "
            "DISCORD_SHARD_IDS below it")
    if exc.code == SHARDING_REQUIRED:
        return SettingsError(
            f"Discord requires more shards (4011 Sharding required; {settings}): a shard may "
            "hold at most 2,500 servers. Raise DISCORD_SHARD_COUNT in every process, or leave "
            "it empty for Discord's recommended count")
    return None
