"""Discord's adapter: the discord.py client and the bridge between its interactions and the
service — slash commands, buttons, modals and one live message per turn. How it behaves
(acknowledgements, languages, moderators, forgetting, crashes, shards): docs/platforms.md.

The client and the bridge stay in one module on purpose: each handler's way from an interaction
to its answer reads in order here; what is Discord's alone to build (the command tree, out-of-
band answers, pages, shards) lives in its own modules beside it."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import math
import re
import time
from collections import defaultdict
from collections.abc import Awaitable, Callable, Iterator, Mapping
from contextlib import AsyncExitStack, contextmanager
from dataclasses import dataclass, field, replace
from typing import Any

import aiohttp
import discord
import structlog
from discord import app_commands
from discord.app_commands import Choice

from bot.platforms.chat import command_sync, recovery
from bot.platforms.chat.cooldowns import Limits
from bot.platforms.chat.delivery import is_step, show_turn
from bot.platforms.chat.forget import forget_data, parse_forget
from bot.platforms.chat.guard import Guard
from bot.platforms.chat.limits import INPUT_LIMIT
from bot.platforms.chat.session import Session, clamp
from bot.platforms.chat.startup import keep_connecting
from bot.platforms.discord import shards as discord_shards
from bot.platforms.discord.commands import (
    ANSWER,
    LOCALE_LANGUAGES,
    CatalogTranslator,
    build_tree,
    command_name,
    help_pages,
)
from bot.platforms.discord.out import (
    TOKEN_LIFETIME,
    Deferral,
    InChannel,
    Out,
    Picture,
    Recovered,
    as_edited,
)
from bot.platforms.discord.pages import GamePage, game_page, help_page, turner
from bot.service.commands import Command, parse
from bot.service.service import Server, Service, User
from bot.settings import Settings, SettingsError
from bot.words.buttons import Button, buttons, parse_press
from bot.words.i18n import LANGUAGES, Catalog
from bot.words.pictures import file_name
from bot.words.render import live_text, reply_text
from bot.words.replies import Reply
from bot.words.suggestions import answers, matching, suggested
from engines.core import ascii_int

__all__ = ["ANSWER", "EMBED_LIMIT", "TYPED", "SoloistClient", "build_client", "command_name",
           "layout"]

log = structlog.get_logger("soloist.discord")

PLATFORM = "discord"
EMBED_LIMIT = 4096
"""An embed's description holds at most this many characters."""
DEFER_AFTER = 2.0
"""Discord wants an answer within 3 s of an interaction's creation: a command not answered
this long after its creation is deferred."""
MAX_ROW = 5
MAX_ROWS = 5
LABEL_LIMIT = 80
COLOUR = discord.Colour(0xC8102E)
TYPE_PREFIX = "t"
"""Custom id ``t:<game id>:<version>``: the button (and the modal) for a typed answer."""
ANSWER_INPUT = "answer"
COMMUNITY = "COMMUNITY"
"""The server feature of a Community server, whose language its admins chose."""

THREADS = frozenset({discord.ChannelType.public_thread, discord.ChannelType.private_thread,
                     discord.ChannelType.news_thread})
PERMISSION_NAMES = {"view_channel": "View Channel", "send_messages": "Send Messages",
                    "send_messages_in_threads": "Send Messages in Threads",
                    "embed_links": "Embed Links"}
TYPED = re.compile(rf"{TYPE_PREFIX}:([0-9]{{1,18}}):([0-9]{{1,18}})")
"""ASCII digits only, as ``buttons`` reads a press: a regex digit class takes other scripts' too."""


# -- the client ----------------------------------------------------------------------------------


class SoloistClient(discord.AutoShardedClient):
    """The bot: its command tree, and the bridge that carries interactions to the service."""

    def __init__(self, service: Service, catalog: Catalog, guild_id: int | None = None,
                 defer_after: float = DEFER_AFTER, limits: Limits | None = None,
                 sync_commands: bool = True, **options: Any) -> None:
        """``options`` go to discord.py's client: ``shard_count`` and ``shard_ids`` among
        them (None: Discord's recommended count, every shard)."""
        super().__init__(intents=discord.Intents(guilds=True), **options)
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
        # Unreachable at start: wait for the network. Once connected, discord.py reconnects
        # the gateway by itself.
        await keep_connecting(attempt, (aiohttp.ClientConnectionError, asyncio.TimeoutError),
                              "discord")
    except discord.LoginFailure:
        raise SettingsError("DISCORD_TOKEN was refused by Discord: copy the bot token again "
                            "from the Developer Portal (Bot → Reset Token)") from None
    except discord.ConnectionClosed as exc:
        told = discord_shards.refused(exc, count, ids)
        if told is None:
            raise
        raise told from None


# -- from interactions to the service and back ---------------------------------------------------


@dataclass(frozen=True)
class Place:
    """Where an interaction happened."""

    channel: str
    """The service's channel: ``discord:<channel id>`` (a thread is a channel of its own)."""
    channel_id: int
    guild_id: int | None
    thread: bool
    pressed: int | None = None
    """The message whose button was pressed (or whose modal was submitted)."""
    parent_id: int | None = None
    """A thread's channel."""

    @property
    def server(self) -> Server | None:
        """The server the channel belongs to, for its moderators' settings."""
        if self.guild_id is None:
            return None
        parent = f"{PLATFORM}:{self.parent_id}" if self.parent_id is not None else None
        return Server(id=f"{PLATFORM}-server:{self.guild_id}", parent=parent, mention="<#{}>")


@dataclass(frozen=True)
class Pending:
    """An interaction in the inbox: what applying and answering it takes once the live
    ``discord.Interaction`` is gone with its process. The token answers it for 15 minutes from
    its creation; it is never logged."""

    id: int
    application_id: int
    token: str = field(repr=False)
    created: float
    """Seconds since 1970, as Discord's clock made it (the id's timestamp)."""
    place: Place
    user: User
    command: Command

    @classmethod
    def of(cls, interaction: discord.Interaction, place: Place, user: User,
           command: Command) -> Pending:
        return cls(id=interaction.id, application_id=interaction.application_id,
                   token=interaction.token, created=interaction.created_at.timestamp(),
                   place=place, user=user, command=command)

    @property
    def key(self) -> str:
        return _request(self.id)

    def dumps(self) -> str:
        return json.dumps(dataclasses.asdict(self), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def loads(cls, text: str) -> Pending:
        data = json.loads(text)
        command = data["command"]
        return cls(id=int(data["id"]), application_id=int(data["application_id"]),
                   token=str(data["token"]), created=float(data["created"]),
                   place=Place(**data["place"]), user=User(**data["user"]),
                   command=Command(**{**command, "args": tuple(command["args"])}))

    def token_alive(self, now: float) -> bool:
        return now < self.created + TOKEN_LIFETIME


class Bridge:
    def __init__(self, client: discord.Client, service: Service, catalog: Catalog,
                 defer_after: float, limits: Limits) -> None:
        self.client = client
        self.service = service
        self.session = Session(service, catalog)
        self.store = self.session.store
        """The store, as the chat layer lets a platform reach it."""
        self.catalog = catalog
        self.defer_after = defer_after
        self.guard = Guard(self.session, limits, time.monotonic)
        self.busy = 0
        """Interactions being handled (the tests wait for none)."""
        self._order: defaultdict[str, asyncio.Lock] = defaultdict(asyncio.Lock)
        """Per channel: held from the service through the render, so the channel's
        interactions are shown in the order the service took them."""
        self._noted: set[str] = set()
        """Channels whose server the store knows (since start)."""

    @contextmanager
    def _working(self) -> Iterator[None]:
        self.busy += 1
        try:
            yield
        finally:
            self.busy -= 1

    # entry points

    async def command(self, interaction: discord.Interaction, command: str | Command,
                      values: Mapping[str, Any] | None = None) -> None:
        """A slash command: the chat text it stands for (or the command itself, when a
        platform value such as a user is in it), with its options' values."""
        with self._working():
            parsed = parse(command) if isinstance(command, str) else command
            parsed = replace(parsed, request=_request(interaction.id))
            too_long = any(isinstance(v, str) and len(v) > INPUT_LIMIT
                           for v in (values or {}).values())
            if too_long:
                await self.refuse(interaction, "bot-too-long", limit=INPUT_LIMIT)
            elif await self._cooled(interaction, parsed):
                await self._run(interaction, parsed)

    async def component(self, interaction: discord.Interaction) -> None:
        """A button press or a modal's submit: anything whose custom id is ours."""
        data: dict[str, Any] = dict(interaction.data or {})
        custom_id = str(data.get("custom_id", ""))
        if interaction.type is discord.InteractionType.component:
            with self._working():
                await self._press(interaction, custom_id)
        elif interaction.type is discord.InteractionType.modal_submit:
            with self._working():
                await self._submitted(interaction, custom_id, data)

    async def suggest(self, interaction: discord.Interaction, game: str, verb: str,
                      typed: str) -> list[Choice[str]]:
        """What fits the option being typed: the open question's answers for ``answer``,
        else what the game offers for ``verb`` (nothing when the channel plays another
        game, or none). A failure suggests nothing: the command itself will say more."""
        try:
            return await self._suggest(interaction, game, verb, typed)
        except Exception:
            log.exception("suggestions failed", channel=_channel(interaction), game=game,
                          verb=verb)
            return []

    async def _suggest(self, interaction: discord.Interaction, game: str, verb: str,
                       typed: str) -> list[Choice[str]]:
        place, user = _place(interaction), _user(interaction)
        state = await self.service.live_state(place.channel, game)
        if state is None:
            return []
        language = await self.service.language(place.channel, user, place.server)
        if verb == ANSWER.name:
            offered = answers(self.catalog, language, self.service.games[game].prompt(state))
        else:
            offered = suggested(self.catalog, language, self.service.games[game], state, verb)
        return [Choice(name=s.label, value=s.value) for s in matching(offered, typed[:100])]

    async def help(self, interaction: discord.Interaction, page: int = 1) -> None:
        """Discord's /help, for the asker alone, in their client's language (the command
        names they see are their client's): a page per game if it needs more than one."""
        with self._working():
            asked = interaction.type is discord.InteractionType.application_command
            if asked and not await self._cooled(interaction, Command(name="help")):
                return
            language = LOCALE_LANGUAGES.get(interaction.locale) or self.catalog.language_of(
                interaction.locale.value)
            tree = getattr(self.client, "tree", None)
            if tree is None:
                return
            pages = help_pages(tree, self.catalog, language, EMBED_LIMIT)
            page = min(max(page, 1), len(pages))
            embed = discord.Embed(description=pages[page - 1], colour=COLOUR)
            view = (turner(self.catalog, language, page, len(pages),
                           lambda target, slot: f"h:{target}:{slot}") if len(pages) > 1
                    else None)
            parts: dict[str, Any] = {"embed": embed}
            if view is not None:
                parts["view"] = view
            try:
                if interaction.type is discord.InteractionType.component:
                    await interaction.response.edit_message(**parts)
                else:
                    await interaction.response.send_message(ephemeral=True, **parts)
            except discord.HTTPException as exc:  # too late, say: nothing else to tell
                log.warning("help not delivered", channel=_channel(interaction),
                            status=exc.status, code=exc.code)

    # what Soloist keeps of a channel: forgotten on request, or when the bot leaves

    async def forget(self, interaction: discord.Interaction) -> None:
        """/forget: asked first, for the asker alone (only they see the question and its
        buttons); in a server, Discord offers it to those who may manage the channel."""
        with self._working():
            if not await self._cooled(interaction, Command(name="forget")):
                return
            place, user = _place(interaction), _user(interaction)
            language = await self.service.language(place.channel, user, place.server)
            view = discord.ui.View(timeout=None)
            for delete, key, style in ((True, "tg-forget-yes", discord.ButtonStyle.danger),
                                       (False, "tg-forget-no", discord.ButtonStyle.secondary)):
                view.add_item(discord.ui.Button(
                    label=_label(self.catalog.render(language, key)), style=style,
                    custom_id=forget_data(interaction.user.id, delete)))
            view.stop()  # handled by custom id, like every button
            embed = discord.Embed(description=self.catalog.render(language, "discord-forget-ask"),
                                  colour=COLOUR)
            try:
                await interaction.response.send_message(embed=embed, view=view, ephemeral=True)
            except discord.HTTPException as exc:
                log.warning("forget question not delivered", channel=place.channel,
                            status=exc.status, code=exc.code)

    async def _forget_pressed(self, interaction: discord.Interaction, asker: int,
                              delete: bool) -> None:
        """An answer to /forget's question: everything of the channel deleted in one
        transaction (with the interaction's key), the question edited to say so, and the
        channel told who did it."""
        if interaction.user.id != asker:
            await self.refuse(interaction, "tg-forget-not-yours")
            return
        place, user = _place(interaction), _user(interaction)
        logger = log.bind(channel=place.channel, interaction=interaction.id)
        language = await self.service.language(place.channel, user, place.server)
        if not delete:
            text = self.catalog.render(language, "tg-forget-kept")
        else:
            async with self._order[place.channel]:  # not amid a step being shown
                games = await self.store.forget_channel(
                    place.channel, request=_request(interaction.id))
            self._noted.discard(place.channel)
            logger.info("channel data deleted on request", user=interaction.user.id,
                        games=games)
            text = self.catalog.render(language, "discord-forget-done", {"games": games})
        try:
            await interaction.response.edit_message(
                embed=discord.Embed(description=text, colour=COLOUR), view=None)
            if delete and place.guild_id is not None:
                told = self.catalog.render(language, "discord-forget-told",
                                           {"name": interaction.user.display_name})
                await interaction.followup.send(
                    embed=discord.Embed(description=told, colour=COLOUR), ephemeral=False)
        except discord.HTTPException as exc:
            logger.warning("forget answer not delivered", status=exc.status, code=exc.code)

    async def _note_server(self, place: Place) -> None:
        """The store learns which server the channel is on (once), for ``forget_server``, and
        a thread's channel, for ``forget_channel``."""
        server = place.server
        if server is None or place.channel in self._noted:
            return
        parent = f"{PLATFORM}:{place.parent_id}" if place.parent_id else None
        await self.store.note_place(place.channel, server.id, parent)
        self._noted.add(place.channel)

    async def forget_server(self, guild_id: int, known: list[str]) -> None:
        """The bot left a server: what Soloist kept of the server's channels (those the store
        noted, and ``known``, those Discord still lists) and of the server itself goes."""
        server = f"{PLATFORM}-server:{guild_id}"
        channels = sorted({*await self.store.channels_on(server), *known})
        # One transaction for the whole server: a crash halfway forgets none of it, and the
        # next start (the sweep of servers left while away) finds it all still there.
        games = await self._forget([*channels, server])
        log.info("removed from the server; its data deleted", server=guild_id,
                 channels=len(channels), games=games)

    async def forget_channel(self, channel: str, why: str) -> None:
        """A deleted channel or thread: what Soloist kept of it goes, with its threads (a
        thread has none)."""
        games = await self._forget([channel, *await self.store.threads_of(
            channel)])
        log.info(f"{why}; its data deleted", channel=channel, games=games)

    async def _forget(self, channels: list[str]) -> int:
        """``channels`` forgotten in one transaction, each held in its order meanwhile."""
        async with AsyncExitStack() as held:
            for channel in sorted(channels):  # one order always: no two callers wait on each other
                await held.enter_async_context(self._order[channel])
            games = await self.store.forget_channels(channels)
        self._noted.difference_update(channels)
        return games

    async def recover(self, runs: Callable[[int | None], bool] = lambda guild: True) -> None:
        """Carry through the interactions a crash left in the inbox, oldest first: those of
        the servers whose events reach this process (``runs``); another process's shards'
        are that process's to carry through."""
        left = await self.store.inbox(PLATFORM)
        if left:
            log.info("interactions left in the inbox", count=len(left))

        async def carry(key: str, pending: Pending) -> None:
            with self._working():
                await self._recover(key, pending, runs)

        await recovery.replay(self.store, PLATFORM, Pending.loads, carry, "interaction", left)

    # presses and submits

    async def _press(self, interaction: discord.Interaction, custom_id: str) -> None:
        if custom_id.startswith(f"{TYPE_PREFIX}:"):
            try:
                await self._open_modal(interaction, custom_id)
            except Exception:
                log.exception("could not open the answer", channel=_channel(interaction))
            return
        shown = game_page(custom_id)
        if shown is not None:
            await self._turn_page(interaction, shown)
            return
        wanted = help_page(custom_id)
        if wanted is not None:
            await self.help(interaction, wanted)
            return
        forget = parse_forget(custom_id)
        if forget is not None:
            await self._forget_pressed(interaction, *forget)
            return
        command = parse_press(custom_id, _request(interaction.id))
        if command is None:
            log.info("foreign component", custom_id=custom_id)
            return
        await self._run(interaction, command)

    async def _submitted(self, interaction: discord.Interaction, custom_id: str,
                         data: dict[str, Any]) -> None:
        typed = TYPED.fullmatch(custom_id)
        if typed is None:
            log.info("foreign component", custom_id=custom_id)
            return
        value = _submitted(data.get("components", []))
        if len(value) > INPUT_LIMIT:  # the form holds it to the limit; a forged one may not
            await self.refuse(interaction, "bot-too-long", limit=INPUT_LIMIT)
            return
        await self._run(interaction, Command(
            name="answer", args=(value,), game_id=int(typed[1]), version=int(typed[2]),
            request=_request(interaction.id)))

    # the work

    async def _run(self, interaction: discord.Interaction, command: Command) -> None:
        """A live interaction: into the inbox before anything can acknowledge it, out of it
        once carried through (not when shutdown cancels it: then the next start does it)."""
        place, user = _place(interaction), _user(interaction)
        logger = log.bind(channel=place.channel, game=command.game, interaction=interaction.id)
        out = Out(interaction, _in_channel(self.client, place, logger), logger)
        try:
            if not await self._permitted(place, user, out, interaction, logger):
                return
            await self._note_server(place)
            pending = Pending.of(interaction, place, user, command)
            kept = await self.store.inbox_add(pending.key, PLATFORM, pending.dumps())
        except Exception:
            logger.exception("interaction failed", stored=False)
            await self._say_error(place, user, out, None)
            return
        if not kept:  # delivered twice at once: the delivery that wrote it carries it through
            logger.info("interaction already in the inbox")
        deferral = await self._acknowledge(interaction, out, logger)
        await self._in_order(place, logger, self._carry(
            place, user, out, logger, self._handle(place, user, command, deferral), command))
        if kept:
            await self.store.inbox_done(pending.key)

    async def _acknowledge(self, interaction: discord.Interaction, out: Out,
                           logger: Any) -> Deferral | None:
        """A press or a modal is acknowledged now (its answer edits a message); a command when
        its answer is late: 2 seconds after Discord made it, or at once if that has passed
        (its 3 seconds run from its creation, not from when it reached us)."""
        if interaction.type is not discord.InteractionType.application_command:
            await out.defer()
            return None
        left = interaction.created_at.timestamp() + self.defer_after - time.time()
        if left <= 0:
            logger.info("deferred", late=round(-left, 3))
            await out.defer()
            return None
        return Deferral(out, min(left, self.defer_after))

    async def _in_order(self, place: Place, logger: Any, work: Awaitable[None]) -> None:
        """``work`` once the channel's earlier interactions are shown."""
        order = self._order[place.channel]
        if order.locked():
            logger.info("waiting for the channel's previous interaction")
        async with order:
            await work

    async def _recover(self, key: str, pending: Pending,
                       runs: Callable[[int | None], bool]) -> None:
        place, user, command = pending.place, pending.user, pending.command
        if not runs(place.guild_id):
            log.info("interaction of another process's shard left to it", key=key,
                     server=place.guild_id)
            return
        logger = log.bind(channel=place.channel, game=command.game, interaction=pending.id,
                          recovered=True)
        out = Recovered(self.client, pending.application_id, pending.token, pending.created,
                        _in_channel(self.client, place, logger), logger)
        await self._in_order(place, logger, self._carry(
            place, user, out, logger,
            self.service.handle(place.channel, user, command, place.server), command,
            recovered=True))
        await self.store.inbox_done(key)

    async def _carry(self, place: Place, user: User, out: Out | Recovered, logger: Any,
                     applying: Awaitable[Reply], command: Command,
                     recovered: bool = False) -> None:
        """Apply the command (``applying``: the service at it) and answer. A failure is
        logged and told, never raised."""
        reply: Reply | None = None
        try:
            reply = await applying
            logger = logger.bind(game=reply.game)
            shown = await self.session.shown_again(
                place.channel, recovered, logger, "interaction", place.server
            ) if reply.duplicate else reply
            if shown is None:
                return
            if is_step(shown):
                await self._show_turn(place, shown, out, logger)
            else:
                await self._show(shown, out, command)
        except discord.Forbidden as exc:
            await self._forbidden(place, user, out, exc, logger)
        except Exception:
            logger.exception("interaction failed", stored=reply is not None)
            await self._say_error(place, user, out, reply)

    async def _handle(self, place: Place, user: User, command: Command,
                      deferral: Deferral | None) -> Reply:
        """The service's reply; the command's deferral, if it had to go out, goes first."""
        try:
            return await self.service.handle(place.channel, user, command, place.server)
        finally:
            if deferral is not None:
                await deferral.settle()

    async def _show(self, reply: Reply, out: Out | Recovered, command: Command) -> None:
        """A reply that is no step of a turn: one message (a long one turned by buttons)."""
        pages = self.session.pages(reply, EMBED_LIMIT)
        turned = _turned(reply, command)
        picture = _picture(reply)
        if len(pages) > 1 and turned is not None:
            await out.send(embed=self._embed(pages[0], reply, picture),
                           view=self._turner(reply, turned, 1, len(pages)),
                           ephemeral=reply.private, picture=picture)
            return
        view = self._view(reply)
        # Files (a transcript) are attached to the last piece, private as it is.
        files = tuple((d.name, d.data) for d in reply.documents)
        for n, chunk in enumerate(pages):  # not a game's read: its pieces, one by one
            last = n == len(pages) - 1
            shown = picture if last else None  # the board under the whole of the text
            await out.send(embed=self._embed(chunk, reply, shown), view=view if last else None,
                           ephemeral=reply.private, picture=shown,
                           files=files if last else ())

    async def _turn_page(self, interaction: discord.Interaction, wanted: GamePage) -> None:
        """A page button of a long read: the read again, at that page. Read afresh (the log
        grows), for the presser: their own copy when the pressed message is someone else's."""
        place, user = _place(interaction), _user(interaction)
        logger = log.bind(channel=place.channel, game=wanted.game, interaction=interaction.id)
        out = Out(interaction, _in_channel(self.client, place, logger), logger)
        await out.defer()
        reply = await self.service.handle(place.channel, user,
                                          Command(name=wanted.verb, game=wanted.game),
                                          place.server)
        if reply.game_id != wanted.game_id:
            language = reply.language
            await out.send(content=self.catalog.render(language, "bot-stale"), ephemeral=True)
            return
        pages = self.session.pages(reply, EMBED_LIMIT)
        page = clamp(wanted.page, len(pages))
        picture = _picture(reply)  # a status keeps its board on every page
        embed = self._embed(pages[page - 1], reply, picture)
        view = self._turner(reply, wanted, page, len(pages))
        pressed_private = bool(interaction.message and interaction.message.flags.ephemeral)
        if reply.private and not pressed_private:
            await out.send(embed=embed, view=view, ephemeral=True, picture=picture)
        else:
            await out.update(embed=embed, view=view, picture=picture)

    def _turner(self, reply: Reply, read: GamePage, page: int, pages: int) -> discord.ui.View:
        return turner(self.catalog, reply.language, page, pages,
                      lambda target, slot: GamePage(read.game, read.verb, read.game_id,
                                                    target).id(target, slot))

    async def _show_turn(self, place: Place, reply: Reply, out: Out | Recovered,
                         logger: Any) -> None:
        """A step: the turn's one message shows it (``show_turn``), edited, or a new one when
        the turn is new."""
        picture = _picture(reply)
        embed = self._embed(live_text(self.catalog, reply, EMBED_LIMIT), reply, picture)
        surface = TurnMessage(self, place, reply, out, embed, self._view(reply), picture,
                              logger)
        shown, posted = await show_turn(self.store, PLATFORM, place.channel, reply, surface)
        if posted:
            logger.info("turn message posted", message=int(shown) if shown else None,
                        version=reply.version)

    async def _open_modal(self, interaction: discord.Interaction, custom_id: str) -> None:
        """A typed answer: checked first (a spectator need not type in vain), then a modal."""
        typed = TYPED.fullmatch(custom_id)
        if typed is None:
            return
        place, user = _place(interaction), _user(interaction)
        language = await self.service.language(place.channel, user, place.server)
        record = await self.store.live_game(place.channel)
        refusal: tuple[str, dict[str, Any]] | None = None
        if record is None or record.id != int(typed[1]) or record.version != int(typed[2]):
            refusal = ("bot-stale", {})
        elif record.owner_id != user.id:
            refusal = ("bot-not-owner", {"owner": record.owner_name})
        if refusal is not None:
            embed = discord.Embed(description=self.catalog.render(language, *refusal),
                                  colour=COLOUR)
            await interaction.response.send_message(embed=embed, ephemeral=True)
            return
        modal = discord.ui.Modal(
            title=self.catalog.render(language, "discord-answer-title")[:45],
            custom_id=custom_id, timeout=None)
        modal.add_item(discord.ui.TextInput(
            label=self.catalog.render(language, "discord-answer-label")[:45],
            custom_id=ANSWER_INPUT, max_length=INPUT_LIMIT))
        await interaction.response.send_modal(modal)
        # Submits are handled by custom id like presses, so they work after a restart too.
        modal.stop()

    # refusals before the service

    async def _cooled(self, interaction: discord.Interaction, command: Command) -> bool:
        """Whether ``command`` may go on now; if not, the user is told (for them alone) how
        long to wait. The game's player's moves never wait; anyone else's commands in a
        server's channel share the channel's cooldown too. A refused command costs no wait."""
        place, user, guard = _place(interaction), _user(interaction), self.guard
        player = await guard.player(place.channel) == user.id
        seconds = guard.take(guard.rules(place.channel, user.id, command, player=player,
                                         group=place.guild_id is not None))
        if seconds <= 0:
            return True
        log.info("cooling down", channel=place.channel, user=user.id, wait=round(seconds, 2))
        await self.refuse(interaction, "bot-slow-down", seconds=math.ceil(seconds))
        return False

    async def refuse(self, interaction: discord.Interaction, key: str, **params: Any) -> None:
        """A refusal before the service: for the asker alone, in the channel's language."""
        place, user = _place(interaction), _user(interaction)
        language = await self.service.language(place.channel, user, place.server)
        embed = discord.Embed(description=self.catalog.render(language, key, params),
                              colour=COLOUR)
        try:
            await interaction.response.send_message(embed=embed, ephemeral=True)
        except discord.HTTPException as exc:
            log.warning("refusal not delivered", channel=place.channel, key=key,
                        status=exc.status, code=exc.code)

    async def command_error(self, interaction: discord.Interaction,
                            error: app_commands.AppCommandError) -> None:
        """The command tree could not run a command: Discord's copy of it is not ours (a
        client with an old copy, a command since renamed), a check refused it, or its callback
        failed. Logged, and the user told so privately in their language, never left with
        Discord's "did not respond". An autocomplete gets no suggestions."""
        command = interaction.command.qualified_name if interaction.command else (
            str(dict[str, Any](interaction.data or {}).get("name", "")))
        key = "discord-command-failed"
        if isinstance(error, app_commands.CommandNotFound | app_commands.CommandSignatureMismatch
                      | app_commands.TransformerError):
            key = "discord-command-outdated"
        elif isinstance(error, app_commands.CheckFailure):
            key = "discord-command-not-allowed"
        cause = error.original if isinstance(error, app_commands.CommandInvokeError) else error
        log.error("command not run", channel=_channel(interaction), command=command,
                  interaction=interaction.id, error=f"{type(cause).__name__}: {cause}",
                  exc_info=(type(cause), cause, cause.__traceback__)
                  if key == "discord-command-failed" else None)
        try:
            if interaction.type is discord.InteractionType.autocomplete:
                if not interaction.response.is_done():
                    await interaction.response.autocomplete([])
                return
            place, user = _place(interaction), _user(interaction)
            language = await self.service.language(place.channel, user, place.server)
            embed = discord.Embed(description=self.catalog.render(language, key),
                                  colour=COLOUR)
            if interaction.response.is_done():
                await interaction.followup.send(embed=embed, ephemeral=True)
            else:
                await interaction.response.send_message(embed=embed, ephemeral=True)
        except Exception as exc:  # too late, say: it is logged above
            log.warning("command error not told", channel=_channel(interaction),
                        error=repr(exc))

    async def _permitted(self, place: Place, user: User, out: Out,
                         interaction: discord.Interaction, logger: Any) -> bool:
        missing = missing_permissions(interaction)
        if not missing:
            return True
        logger.warning("missing permissions", missing=missing)
        language = await self.service.language(place.channel, user, place.server)
        await out.send(content=self.catalog.render(
            language, "discord-missing-permissions", {"permissions": missing}), ephemeral=True)
        return False

    async def _forbidden(self, place: Place, user: User, out: Out | Recovered,
                         exc: discord.Forbidden, logger: Any) -> None:
        needed = [PERMISSION_NAMES[p] for p in _needed(place.thread)]
        logger.warning("forbidden: check the bot's permissions in this channel",
                       needed=needed, code=exc.code, error=exc.text)
        language = await self.service.language(place.channel, user, place.server)
        try:
            await out.send(content=self.catalog.render(
                language, "discord-missing-permissions", {"permissions": needed}),
                ephemeral=True)
        except discord.HTTPException:
            logger.warning("could not tell the user about the missing permissions")

    async def _say_error(self, place: Place, user: User, out: Out | Recovered,
                         reply: Reply | None) -> None:
        """Tell the user: "nothing changed" before the service answered; after it, what the
        reply said (the step is stored, only showing it failed)."""
        try:
            if reply is not None:
                text = reply_text(self.catalog, reply)[:2000] or "…"
            else:
                language = await self.service.language(place.channel, user, place.server)
                text = self.catalog.render(language, "bot-error")
            await out.send(content=text, ephemeral=True)
        except Exception:
            log.exception("could not report the error", channel=place.channel)

    # rendering

    def _embed(self, text: str, reply: Reply, picture: Picture | None = None) -> discord.Embed:
        embed = discord.Embed(description=text[:EMBED_LIMIT], colour=COLOUR)
        if picture is not None:  # the board's picture, uploaded with the message
            embed.set_image(url=f"attachment://{picture[0]}")
        if reply.game is not None and reply.version is not None and not reply.private:
            embed.set_footer(text=f"{reply.game} · {reply.version}")
        return embed

    def _view(self, reply: Reply) -> discord.ui.View | None:
        if reply.private:
            return None  # a spectator's copy: only the player's buttons play
        drawn = buttons(self.catalog, reply)
        rows = layout(drawn)
        left_off = sum(map(len, drawn)) > sum(map(len, rows))
        prompt = reply.prompt
        if prompt is not None and reply.game_id is not None and reply.version is not None and (
                prompt.kind == "text" or not rows or left_off):
            typed = Button(self.catalog.render(reply.language, "discord-answer-button"),
                           f"{TYPE_PREFIX}:{reply.game_id}:{reply.version}")
            rows = layout([*rows, [typed]], reserve=0)
        if not rows:
            return None
        view = discord.ui.View(timeout=None)
        for n, row in enumerate(rows):
            for button in row:
                style = (discord.ButtonStyle.primary if button.data.startswith(TYPE_PREFIX)
                         else discord.ButtonStyle.secondary)
                view.add_item(discord.ui.Button(label=_label(button.label), style=style,
                                                custom_id=button.data, row=n))
        # Presses are handled by custom id (on_interaction), not by this view: stopped, it is
        # not kept in memory, and a press works the same after a restart.
        view.stop()
        return view


@dataclass
class TurnMessage:
    """A step shown in Discord's messages (``TurnSurface``): the pressed message updated by
    the interaction when it is the live one; else the interaction answered first (3 s) and
    the live message edited; a new one posted by the interaction when there is none."""

    bridge: Bridge
    place: Place
    reply: Reply
    out: Out | Recovered
    embed: discord.Embed
    view: discord.ui.View | None
    picture: Picture | None
    logger: Any

    async def edit_turn(self, ref: str) -> bool:
        place, out, version = self.place, self.out, self.reply.version
        if place.pressed is not None and str(place.pressed) == ref:
            await out.update(embed=self.embed, view=self.view, picture=self.picture)
            self.logger.info("turn message edited", message=ref, version=version)
            return True
        target = self.bridge.client.get_partial_messageable(
            place.channel_id, guild_id=place.guild_id).get_partial_message(int(ref))
        if place.pressed is not None:
            await out.update(embed=None, view=None)  # the pressed message's buttons go
        else:
            await out.send(content=self.bridge.catalog.render(
                self.reply.language, "discord-turn-updated", {"link": target.jump_url}),
                ephemeral=True)
        try:
            await target.edit(**as_edited({"embed": self.embed, "view": self.view} | (
                {"picture": self.picture} if self.picture is not None else {})))
        except discord.NotFound:
            self.logger.info("turn message gone; posting a new one", message=ref)
            return False
        self.logger.info("turn message edited", message=ref, version=version)
        return True

    async def post_turn(self) -> str | None:
        sent = await self.out.send(embed=self.embed, view=self.view, ephemeral=False,
                                   picture=self.picture)
        return str(sent) if sent is not None else None


def _turned(reply: Reply, command: Command) -> GamePage | None:
    """A game's read long enough for pages: what its page buttons read again."""
    if reply.game is None or reply.game_id is None or command.name not in ("log", "status",
                                                                           "board"):
        return None
    return GamePage(reply.game, command.name, reply.game_id, 1)


def _picture(reply: Reply) -> Picture | None:
    """The reply's board picture as the message's attachment, if it has one."""
    if reply.picture is None or reply.game is None:
        return None
    return file_name(reply.game), reply.picture


def _in_channel(client: discord.Client, place: Place, logger: Any) -> InChannel:
    return InChannel(client, place.channel_id, place.guild_id, place.pressed, logger)


def _request(interaction_id: int) -> str:
    """The interaction's key: its request id for the service and its place in the inbox."""
    return f"{PLATFORM}:{interaction_id}"


def _channel(interaction: discord.Interaction) -> str:
    """A thread is a channel of its own: its own id."""
    return f"{PLATFORM}:{interaction.channel_id}"


def _place(interaction: discord.Interaction) -> Place:
    channel = interaction.channel
    thread = getattr(channel, "type", None) in THREADS
    return Place(channel=_channel(interaction), channel_id=interaction.channel_id or 0,
                 guild_id=interaction.guild_id, thread=thread,
                 pressed=interaction.message.id if interaction.message is not None else None,
                 parent_id=getattr(channel, "parent_id", None) if thread else None)


def _user(interaction: discord.Interaction) -> User:
    """The user as the service knows them: their client's language (a Community server's
    own when Soloist does not speak the client's), and whether they moderate the channel."""
    return User(id=f"{PLATFORM}:{interaction.user.id}", name=interaction.user.display_name,
                locale=_locale(interaction),
                moderator=interaction.guild_id is not None
                and interaction.permissions.manage_messages)


def _locale(interaction: discord.Interaction) -> str:
    """The user's client language. Discord gives every non-Community server the locale
    en-US whatever its members speak, so a server's own counts only on a Community server,
    and only for a client language Soloist does not speak."""
    own = interaction.locale.value
    server = interaction.guild_locale
    if _speaks(own) or server is None or not _speaks(server.value):
        return own
    guild = interaction.guild
    return server.value if guild is not None and COMMUNITY in guild.features else own


def _speaks(locale: str) -> bool:
    return locale.replace("_", "-").split("-")[0].casefold() in LANGUAGES


def _submitted(components: list[dict[str, Any]]) -> str:
    """The typed answer in a modal's submitted components (action rows or labels)."""
    for component in components:
        if component.get("custom_id") == ANSWER_INPUT:
            return str(component.get("value") or "").strip()
        inner = component.get("components") or (
            [component["component"]] if "component" in component else [])
        found = _submitted(inner)
        if found:
            return found
    return ""


def _needed(thread: bool) -> list[str]:
    send = "send_messages_in_threads" if thread else "send_messages"
    return ["view_channel", send, "embed_links"]


def missing_permissions(interaction: discord.Interaction) -> list[str]:
    """The permissions the bot lacks in the interaction's channel, by Discord's names."""
    if interaction.guild_id is None:
        return []  # a direct message: the bot may always answer there
    granted = interaction.app_permissions
    thread = getattr(interaction.channel, "type", None) in THREADS
    return [PERMISSION_NAMES[p] for p in _needed(thread) if not getattr(granted, p)]


def _label(text: str) -> str:
    return text if len(text) <= LABEL_LIMIT else text[:LABEL_LIMIT - 1] + "…"


def layout(rows: list[list[Button]], reserve: int = 1) -> list[list[Button]]:
    """Rows as Discord takes them: at most 5 buttons a row and 5 rows. Too many rows are packed
    five to a row; beyond that, buttons are left off (keeping ``reserve`` places for the typed
    answer, which always works)."""
    fitted = [row[i:i + MAX_ROW] for row in rows for i in range(0, len(row), MAX_ROW)]
    if len(fitted) <= MAX_ROWS:
        return fitted
    flat = [b for row in rows for b in row]
    room = MAX_ROW * MAX_ROWS - reserve
    flat = flat[:room]
    return [flat[i:i + MAX_ROW] for i in range(0, len(flat), MAX_ROW)]
