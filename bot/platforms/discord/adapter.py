"""Discord's adapter: the discord.py client, its events (login, shards ready, a server or
channel gone) and the command tree, with interactions handed to the ``Bridge``. How it behaves
(acknowledgements, languages, moderators, forgetting, crashes, shards): docs/platforms.md."""

from __future__ import annotations

import asyncio
from http import HTTPStatus
from typing import Any

import aiohttp
import discord
import structlog

from bot.platforms.chat import command_sync
from bot.platforms.chat.cooldowns import Limits
from bot.platforms.chat.startup import keep_connecting
from bot.platforms.discord import shards as discord_shards
from bot.platforms.discord.bridge import DEFER_AFTER, Bridge
from bot.platforms.discord.commands import CatalogTranslator, build_tree
from bot.platforms.discord.places import PLATFORM
from bot.service.service import Service
from bot.settings import Settings, SettingsError
from bot.words.i18n import Catalog
from engines.core import ascii_int

__all__ = ["SoloistClient", "build_client", "run_discord"]

log = structlog.get_logger("soloist.discord")


class SoloistClient(discord.AutoShardedClient):
    """The bot: its command tree, and the bridge that carries interactions to the service."""

    def __init__(self, service: Service, catalog: Catalog, guild_id: int | None = None,
                 defer_after: float = DEFER_AFTER, limits: Limits | None = None,
                 sync_commands: bool = True, **options: Any) -> None:
        """``options`` go to discord.py's client: ``shard_count`` and ``shard_ids`` among
        them (None: Discord's recommended count, every shard)."""
        # No message of ours pings anyone: what a player typed ("@everyone", "<@id>") may be
        # said back, and the bot names people by name, never by mention.
        super().__init__(intents=discord.Intents(guilds=True),
                         allowed_mentions=discord.AllowedMentions.none(), **options)
        self.bridge = Bridge(self, service, catalog, defer_after, limits or Limits())
        self.guild_id = guild_id
        self.sync_commands = sync_commands
        self.tree = build_tree(self, catalog, self.bridge, guild_id)

    def runs(self, guild_id: int | None) -> bool:
        """Whether a server's events (a direct message's: ``None``) reach this process."""
        return discord_shards.runs(guild_id, self.shard_count, self.shard_ids)

    async def setup_hook(self) -> None:
        # Runs once per login, after the HTTP session exists and before the gateway connects:
        # what a crash left in the inbox is carried through before anything new arrives.
        await self.tree.set_translator(CatalogTranslator(self.bridge.catalog))
        if self.sync_commands:
            await self._sync_commands()
        else:
            log.info("commands left to the process that syncs them (DISCORD_SYNC_COMMANDS=off)")
        await self.bridge.recover(self.runs)

    async def _sync_commands(self) -> None:
        guild = discord.Object(self.guild_id) if self.guild_id is not None else None
        # Only when they changed since Discord last accepted them: not at every start.
        store, key = self.bridge.store, command_sync.sync_key(self.application_id,
                                                                       self.guild_id)
        digest = await command_sync.payload_hash(self.tree, guild)
        if await command_sync.unchanged(store, key, digest):
            log.info("commands unchanged; not synced", scope=key)
            return
        try:
            synced = await self.tree.sync(guild=guild)
        except discord.Forbidden as exc:
            log.error("command sync refused: invite the bot with the applications.commands "
                      "scope", guild=self.guild_id, code=exc.code, error=exc.text)
            return
        except discord.HTTPException as exc:
            log.error("command sync failed", guild=self.guild_id, status=exc.status,
                      code=exc.code, error=exc.text)
            return
        await command_sync.remember(store, key, digest)
        log.info("commands synced", commands=[c.name for c in synced],
                 scope=f"guild {self.guild_id}" if guild else "global")

    async def on_ready(self) -> None:
        log.info("connected", user=str(self.user), guilds=len(self.guilds),
                 shards=sorted(self.shards), shard_count=self.shard_count)

    async def on_shard_ready(self, shard_id: int) -> None:
        # Per shard, so a shard that starts a new session after an outage looks again too.
        await self._forget_servers_left_while_away(shard_id)

    async def _forget_servers_left_while_away(self, shard_id: int) -> None:
        """The servers of shard ``shard_id`` Soloist kept something of that its READY no
        longer lists: the bot was removed while it was down, and Discord sends no later event
        for that. READY lists every server of its shard the bot is in, even one unavailable in
        an outage; and Discord confirms each (``GET /guilds/{id}`` refused) before anything is
        deleted: any other answer keeps it. A server of another shard is not judged: its
        READY went to the process running that shard, perhaps not this one."""
        prefix = f"{PLATFORM}-server:"
        present = {guild.id for guild in self.guilds}
        count, left = self.shard_count or 1, 0
        for place in await self.bridge.store.servers_like(prefix):
            guild_id = ascii_int(place.removeprefix(prefix), 0, 2**64)
            if guild_id is None or guild_id in present or (
                    discord_shards.shard_of(guild_id, count) != shard_id):
                continue
            try:
                await self.fetch_guild(guild_id, with_counts=False)
            except (discord.Forbidden, discord.NotFound):
                await self.bridge.forget_server(guild_id, [])
                left += 1
            except discord.HTTPException as exc:
                log.warning("could not tell whether the bot left a server", server=guild_id,
                            status=exc.status)
            else:
                log.info("a server READY did not list is still the bot's", server=guild_id)
        log.info("looked for servers left while away", shard=shard_id, left=left)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        await self.bridge.component(interaction)

    async def on_guild_remove(self, guild: discord.Guild) -> None:
        """Removed from a server (kicked, banned, the server deleted): what Soloist kept of
        its channels goes."""
        channels = [f"{PLATFORM}:{c.id}" for c in [*guild.channels, *guild.threads]]
        await self.bridge.forget_server(guild.id, channels)

    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        await self.bridge.forget_channel(f"{PLATFORM}:{channel.id}", "channel deleted")

    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        await self.bridge.forget_channel(f"{PLATFORM}:{payload.thread_id}", "thread deleted")


def build_client(service: Service, catalog: Catalog, guild_id: int | None = None,
                 defer_after: float = DEFER_AFTER, limits: Limits | None = None,
                 sync_commands: bool = True, **options: Any) -> SoloistClient:
    return SoloistClient(service, catalog, guild_id, defer_after, limits, sync_commands,
                         **options)


async def run_discord(service: Service, catalog: Catalog, settings: Settings) -> None:
    """Run the bot until cancelled."""
    if not settings.discord_token:
        raise ValueError("DISCORD_TOKEN is not set")
    token = settings.discord_token
    count, ids = settings.discord_shard_count, settings.discord_shard_ids

    async def attempt() -> None:
        async with build_client(service, catalog, guild_id=settings.discord_guild,
                                limits=Limits.of(settings, public_reads=False),
                                sync_commands=settings.discord_sync_commands,
                                shard_count=count,
                                shard_ids=list(ids) if ids is not None else None) as client:
            await client.start(token)

    try:
        # Unreachable at start, or refused for a while (a 5xx after discord.py's own retries,
        # a rate limit it would not wait out, Cloudflare's 429): wait, at least as long as
        # Discord asks. Once connected, discord.py reconnects the gateway by itself.
        await keep_connecting(attempt, (aiohttp.ClientConnectionError, asyncio.TimeoutError,
                                        discord.RateLimited, discord.HTTPException),
                              "discord", asked_wait=_retry_after, passing=_passing)
    except discord.LoginFailure:
        raise SettingsError("DISCORD_TOKEN was refused by Discord: copy the bot token again "
                            "from the Developer Portal (Bot → Reset Token)") from None
    except discord.ConnectionClosed as exc:
        told = discord_shards.refused(exc, count, ids)
        if told is None:
            raise
        raise told from None


def _passing(error: BaseException) -> bool:
    """Of Discord's HTTP refusals at start, those that pass: a rate limit and a server error
    (a bad token is LoginFailure, raised as it is)."""
    if isinstance(error, discord.HTTPException):
        return (error.status == HTTPStatus.TOO_MANY_REQUESTS
                or error.status >= HTTPStatus.INTERNAL_SERVER_ERROR)
    return True


def _retry_after(error: BaseException) -> float | None:
    return error.retry_after if isinstance(error, discord.RateLimited) else None
