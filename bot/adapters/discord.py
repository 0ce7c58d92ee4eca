"""Discord: slash commands, buttons and one live message per turn, over the same service.

Every game in ``GAMES`` becomes a command group (``/rajas new``, ``/rajas turn`` …) built from
the game's declared verbs, with names, descriptions and option labels translated from the
``locales/`` files. Replies are embeds. A question's buttons carry the data of
``bot.buttons`` as their custom id and are handled from ``on_interaction`` by parsing that id,
so a button works whoever drew it, before or after a restart. A question answered by typing
(a code, a large number) gets a "type the answer" button that opens a modal.

A turn is one message, edited as the turn goes; where it is lives in the store
(``live_message``), so a restarted bot edits the same message.

An acknowledged interaction survives a crash. Each one that carries a command goes into the
store's inbox (``discord:<interaction id>``, with what applying and answering it takes: the
channel, the user, the command, the interaction's token) before anything can acknowledge it
(its answer, or a deferral), and leaves it once carried through. At login, before the gateway
delivers anything new, what is left there is applied (exactly once: the service knows the
request key; one whose step was stored shows the turn again) and answered by the interaction's
webhook while its token lives (15 minutes), else in its channel. One that Discord failed for
want of an answer within 3 seconds is applied too: the user may have been told it failed, but a
command applied late and shown in the channel beats one lost.
"""

from __future__ import annotations

import asyncio
import dataclasses
import inspect
import json
import re
import time
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import Any

import aiohttp
import discord
import structlog
from discord import app_commands
from discord.app_commands import Choice, locale_str
from discord.http import handle_message_parameters
from discord.webhook.async_ import async_context

from bot.adapters import command_sync
from bot.adapters.startup import keep_connecting
from bot.buttons import Button, buttons, parse_press
from bot.commands import Command, parse
from bot.games import GAMES, Param, Verb, to_text
from bot.i18n import LANGUAGES, Catalog
from bot.render import live_text, reply_text, split_text
from bot.replies import Reply
from bot.service import Service, User
from bot.settings import Settings, SettingsError
from bot.store import LiveMessage

log = structlog.get_logger("soloist.discord")

PLATFORM = "discord"
EMBED_LIMIT = 4096
"""An embed's description holds at most this many characters."""
DEFER_AFTER = 2.0
"""Discord wants an answer within 3 s: a command still running after this long is deferred."""
TOKEN_LIFETIME = 15 * 60.0
"""Seconds from an interaction's creation in which its token answers it (follow-ups)."""
LOADING = discord.MessageFlags(loading=True).value
"""The flag of a "thinking…" message: deferred, not answered yet."""
UNKNOWN_MESSAGE = 10008
MAX_ROW = 5
MAX_ROWS = 5
LABEL_LIMIT = 80
COLOUR = discord.Colour(0xC8102E)
TYPE_PREFIX = "t"
"""Custom id ``t:<game id>:<version>``: the button (and the modal) for a typed answer."""
ANSWER_INPUT = "answer"

LOCALE_LANGUAGES: dict[discord.Locale, str] = {
    discord.Locale.spain_spanish: "es",
    discord.Locale.latin_american_spanish: "es",
    discord.Locale.japanese: "ja",
    discord.Locale.russian: "ru",
    discord.Locale.american_english: "en",
    discord.Locale.british_english: "en",
}
"""The Discord locales the command names and descriptions are translated into."""

NAME_LOCATIONS = frozenset({
    app_commands.TranslationContextLocation.command_name,
    app_commands.TranslationContextLocation.group_name,
    app_commands.TranslationContextLocation.parameter_name,
})
THREADS = frozenset({discord.ChannelType.public_thread, discord.ChannelType.private_thread,
                     discord.ChannelType.news_thread})
PERMISSION_NAMES = {"view_channel": "View Channel", "send_messages": "Send Messages",
                    "send_messages_in_threads": "Send Messages in Threads",
                    "embed_links": "Embed Links"}
TYPED = re.compile(rf"{TYPE_PREFIX}:([0-9]{{1,18}}):([0-9]{{1,18}})")
"""ASCII digits only, as bot.buttons reads a press: a regex digit class takes other scripts' too."""


def invite_permissions() -> discord.Permissions:
    """What the bot needs in a channel (the invite link asks for these)."""
    return discord.Permissions(view_channel=True, send_messages=True,
                               send_messages_in_threads=True, embed_links=True,
                               read_message_history=True)


# -- commands ----------------------------------------------------------------------------------


def command_name(text: str) -> str | None:
    """``text`` as Discord allows a command or option name: lowercase, no spaces, ≤ 32."""
    name = re.sub(r"[^\w-]", "", text.strip().casefold().replace(" ", "-"))[:32]
    return name or None


class CatalogTranslator(app_commands.Translator):
    """Command names, descriptions and choices from the Fluent catalogs: each translatable
    string carries its message key (``locale_str(default, key=...)``)."""

    def __init__(self, catalog: Catalog) -> None:
        self.catalog = catalog

    async def translate(self, string: locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContextTypes) -> str | None:
        language = LOCALE_LANGUAGES.get(locale)
        key = string.extras.get("key")
        if language is None or key is None or not self.catalog.has(language, key):
            return None
        text = self.catalog.render(language, key)
        if context.location in NAME_LOCATIONS:
            return command_name(text)
        return text[:100] or None


class Texts:
    """English defaults for the command payload (Discord needs one in every string)."""

    def __init__(self, catalog: Catalog) -> None:
        self.catalog = catalog

    def describe(self, *keys: str, default: str) -> locale_str:
        """The first of ``keys`` the catalog has, as a translatable description."""
        for key in keys:
            if self.catalog.has("en", key):
                return locale_str(self.catalog.render("en", key)[:100], key=key)
        return locale_str(default)


def _annotation(param: Param) -> Any:
    if param.flag:
        return bool
    if param.integer is not None:
        return app_commands.Range[int, param.integer[0], param.integer[1]]
    return str


Handler = Callable[[discord.Interaction, str], Awaitable[None]]


def _command(texts: Texts, game: str, verb: Verb, handler: Handler) -> app_commands.Command[
        Any, ..., None]:
    """``/<game> <verb>`` with the verb's parameters as typed options."""

    async def callback(interaction: discord.Interaction, **values: Any) -> None:
        if verb.name == "answer":
            text = f"/{game} answer {values.get('text') or ''}"
        else:
            text = to_text(game, verb.name, values)
        await handler(interaction, text)

    params = [inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD,
                                annotation=discord.Interaction)]
    for param in verb.params:
        annotation = _annotation(param)
        if param.required:
            params.append(inspect.Parameter(param.name, inspect.Parameter.KEYWORD_ONLY,
                                            annotation=annotation))
        else:
            params.append(inspect.Parameter(param.name, inspect.Parameter.KEYWORD_ONLY,
                                            annotation=annotation | None, default=None))
    callback.__signature__ = inspect.Signature(params)  # type: ignore[attr-defined]
    _describe_params(callback, texts, game, verb)
    return app_commands.Command(
        name=locale_str(verb.name, key=f"cmd-name-{verb.name}"),
        description=texts.describe(f"cmd-{game}-{verb.name}", f"cmd-common-{verb.name}",
                                   default=f"/{game} {verb.name}"),
        callback=callback)


def _describe_params(callback: Any, texts: Texts, game: str, verb: Verb) -> None:
    """What the ``describe``, ``rename`` and ``choices`` decorators would set."""
    callback.__discord_app_commands_param_description__ = {
        p.name: texts.describe(f"cmd-{game}-{verb.name}-{p.name}",
                               f"cmd-common-{verb.name}-{p.name}", default=p.name)
        for p in verb.params}
    callback.__discord_app_commands_param_rename__ = {
        p.name: locale_str(p.name, key=f"cmd-param-{p.name}") for p in verb.params}
    callback.__discord_app_commands_param_choices__ = {
        p.name: [Choice(name=texts.describe(f"cmd-choice-{p.name}-{c}", default=c), value=c)
                 for c in p.choices]
        for p in verb.params if p.choices}


ANSWER = Verb("answer", (Param("text", positional=True, required=True),))
"""Every game takes a typed answer to its open question (`/rajas answer 9 b1 silk2`)."""


def build_tree(client: discord.Client, catalog: Catalog, handler: Handler,
               guild_id: int | None = None) -> app_commands.CommandTree[Any]:
    """A command group per game of ``GAMES``, then ``/lang`` and ``/help``."""
    texts = Texts(catalog)
    tree: app_commands.CommandTree[Any] = app_commands.CommandTree(client)
    for name, game in sorted(GAMES.items()):
        group = app_commands.Group(
            name=name, description=texts.describe(f"cmd-{name}", default=name))
        verbs = list(game.verbs)
        if all(v.name != ANSWER.name for v in verbs):
            verbs.append(ANSWER)
        for verb in verbs:
            group.add_command(_command(texts, name, verb, handler))
        tree.add_command(group)

    @tree.command(name=locale_str("lang", key="cmd-name-lang"),
                  description=texts.describe("cmd-lang", default="language"))
    @app_commands.rename(language=locale_str("language", key="cmd-param-language"))
    @app_commands.describe(language=texts.describe("cmd-lang-language", default="language"))
    @app_commands.choices(language=[Choice(name=catalog.render(lang, f"lang-{lang}"), value=lang)
                                    for lang in LANGUAGES])
    async def lang(interaction: discord.Interaction, language: str) -> None:
        await handler(interaction, f"/lang {language}")

    @tree.command(name=locale_str("help", key="cmd-name-help"),
                  description=texts.describe("cmd-help", default="help"))
    async def help_(interaction: discord.Interaction) -> None:
        await handler(interaction, "/help")

    if guild_id is not None:
        tree.copy_global_to(guild=discord.Object(guild_id))
    return tree


# -- the client ----------------------------------------------------------------------------------


class SoloistClient(discord.AutoShardedClient):
    """The bot: its command tree, and the bridge that carries interactions to the service."""

    def __init__(self, service: Service, catalog: Catalog, guild_id: int | None = None,
                 defer_after: float = DEFER_AFTER, **options: Any) -> None:
        super().__init__(intents=discord.Intents(guilds=True), **options)
        self.bridge = Bridge(self, service, catalog, defer_after)
        self.guild_id = guild_id
        self.tree = build_tree(self, catalog, self.bridge.command, guild_id)

    async def setup_hook(self) -> None:
        # Runs once per login, after the HTTP session exists and before the gateway connects:
        # what a crash left in the inbox is carried through before anything new arrives.
        await self._sync_commands()
        await self.bridge.recover()

    async def _sync_commands(self) -> None:
        await self.tree.set_translator(CatalogTranslator(self.bridge.catalog))
        guild = discord.Object(self.guild_id) if self.guild_id is not None else None
        # Only when they changed since Discord last accepted them: not at every start.
        store, key = self.bridge.service.store, command_sync.sync_key(self.application_id,
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
        log.info("connected", user=str(self.user), guilds=len(self.guilds))

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        await self.bridge.component(interaction)


def build_client(service: Service, catalog: Catalog, guild_id: int | None = None,
                 defer_after: float = DEFER_AFTER, **options: Any) -> SoloistClient:
    return SoloistClient(service, catalog, guild_id, defer_after, **options)


async def run_discord(service: Service, catalog: Catalog, settings: Settings) -> None:
    """Run the bot until cancelled."""
    if not settings.discord_token:
        raise ValueError("DISCORD_TOKEN is not set")
    token = settings.discord_token

    async def attempt() -> None:
        async with build_client(service, catalog, guild_id=settings.discord_guild) as client:
            await client.start(token)

    try:
        # Unreachable at start: wait for the network. Once connected, discord.py reconnects
        # the gateway by itself.
        await keep_connecting(attempt, (aiohttp.ClientConnectionError, asyncio.TimeoutError),
                              "discord")
    except discord.LoginFailure:
        raise SettingsError("DISCORD_TOKEN was refused by Discord: copy the bot token again "
                            "from the Developer Portal (Bot → Reset Token)") from None


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
                 defer_after: float) -> None:
        self.client = client
        self.service = service
        self.catalog = catalog
        self.defer_after = defer_after
        self.busy = 0
        """Interactions being handled (the tests wait for none)."""

    @contextmanager
    def _working(self) -> Iterator[None]:
        self.busy += 1
        try:
            yield
        finally:
            self.busy -= 1

    # entry points

    async def command(self, interaction: discord.Interaction, text: str) -> None:
        """A slash command, as the chat text it stands for."""
        with self._working():
            command = replace(parse(text), request=_request(interaction.id))
            await self._run(interaction, command)

    async def component(self, interaction: discord.Interaction) -> None:
        """A button press or a modal's submit: anything whose custom id is ours."""
        data: dict[str, Any] = dict(interaction.data or {})
        custom_id = str(data.get("custom_id", ""))
        request = _request(interaction.id)
        if interaction.type is discord.InteractionType.component:
            if custom_id.startswith(f"{TYPE_PREFIX}:"):
                with self._working():
                    try:
                        await self._open_modal(interaction, custom_id)
                    except Exception:
                        log.exception("could not open the answer", channel=_channel(interaction))
                return
            command = parse_press(custom_id, request)
        elif interaction.type is discord.InteractionType.modal_submit:
            typed = TYPED.fullmatch(custom_id)
            value = _submitted(data.get("components", []))
            command = (Command(name="answer", args=(value,), game_id=int(typed[1]),
                               version=int(typed[2]), request=request) if typed else None)
        else:
            return
        if command is None:
            log.info("foreign component", custom_id=custom_id)
            return
        with self._working():
            await self._run(interaction, command)

    async def recover(self) -> None:
        """Carry through the interactions a crash left in the inbox, oldest first."""
        left = await self.service.store.inbox(PLATFORM)
        if left:
            log.info("recovering interactions", count=len(left))
        for key, payload in left:
            with self._working():
                await self._recover(key, payload)

    # the work

    async def _run(self, interaction: discord.Interaction, command: Command) -> None:
        """A live interaction: into the inbox before anything can acknowledge it, out of it
        once carried through (not when shutdown cancels it: then the next start does it)."""
        place, user = _place(interaction), _user(interaction)
        logger = log.bind(channel=place.channel, game=command.game, interaction=interaction.id)
        out = Out(interaction)
        try:
            if not await self._permitted(place, user, out, interaction, logger):
                return
            pending = Pending.of(interaction, place, user, command)
            kept = await self.service.store.inbox_add(pending.key, PLATFORM, pending.dumps())
        except Exception:
            logger.exception("interaction failed", stored=False)
            await self._say_error(place, user, out, None)
            return
        if not kept:  # delivered twice at once: the delivery that wrote it carries it through
            logger.info("interaction already in the inbox")
        await self._carry(place, user, out, logger, self._handle(place, user, command, out))
        if kept:
            await self.service.store.inbox_done(pending.key)

    async def _recover(self, key: str, payload: str) -> None:
        try:
            pending = Pending.loads(payload)
        except (ValueError, KeyError, TypeError) as exc:
            log.error("unreadable interaction in the inbox; dropped", key=key, error=str(exc))
            await self.service.store.inbox_done(key)
            return
        place, user, command = pending.place, pending.user, pending.command
        logger = log.bind(channel=place.channel, game=command.game, interaction=pending.id,
                          recovered=True)
        out = Recovered(self.client, pending, logger)
        await self._carry(place, user, out, logger,
                          self.service.handle(place.channel, user, command), recovered=True)
        await self.service.store.inbox_done(key)

    async def _carry(self, place: Place, user: User, out: Out | Recovered, logger: Any,
                     applying: Awaitable[Reply], recovered: bool = False) -> None:
        """Apply the command (``applying``: the service at it) and answer. A failure is
        logged and told, never raised."""
        reply: Reply | None = None
        try:
            reply = await applying
            logger = logger.bind(game=reply.game)
            shown = await self._again(place, logger, recovered) if reply.duplicate else reply
            if shown is None:
                return
            if shown.changed and shown.turn is not None and shown.game_id is not None:
                await self._show_turn(place, shown, out, logger)
            else:
                await self._show(shown, out)
        except discord.Forbidden as exc:
            await self._forbidden(place, user, out, exc, logger)
        except Exception:
            logger.exception("interaction failed", stored=reply is not None)
            await self._say_error(place, user, out, reply)

    async def _again(self, place: Place, logger: Any, recovered: bool) -> Reply | None:
        """An interaction applied before: nothing to say, unless it was recovered after a
        crash, when its answer may never have gone out: the turn is shown again."""
        if not recovered:
            logger.info("duplicate interaction")
            return None
        reply = await self.service.current_turn(place.channel)
        logger.info("recovered interaction shown again", shown=reply is not None)
        return reply

    async def _handle(self, place: Place, user: User, command: Command, out: Out) -> Reply:
        """The service's reply; the interaction is deferred if it takes a while."""
        task = asyncio.ensure_future(self.service.handle(place.channel, user, command))
        done, _ = await asyncio.wait({task}, timeout=self.defer_after)
        if not done:
            log.info("deferred", channel=place.channel, interaction=out.interaction.id)
            await out.defer()
        return await task

    async def _show(self, reply: Reply, out: Out | Recovered) -> None:
        """A reply that is no step of a turn: new messages (several when it is long)."""
        chunks = split_text(reply_text(self.catalog, reply), EMBED_LIMIT) or ["…"]
        view = self._view(reply)
        for n, chunk in enumerate(chunks):
            last = n == len(chunks) - 1
            await out.send(embed=self._embed(chunk, reply), view=view if last else None,
                           ephemeral=reply.private)

    async def _show_turn(self, place: Place, reply: Reply, out: Out | Recovered,
                         logger: Any) -> None:
        """A step: the turn's one message shows it, edited, or a new one when the turn is new."""
        assert reply.game_id is not None and reply.turn is not None
        embed = self._embed(live_text(self.catalog, reply, EMBED_LIMIT), reply)
        view = self._view(reply)
        live = await self.service.store.live_message(place.channel, PLATFORM)
        if live is not None and (live.game_id, live.turn) == (reply.game_id, reply.turn):
            if place.pressed is not None and str(place.pressed) == live.ref:
                await out.update(embed=embed, view=view)
                logger.info("turn message edited", message=live.ref, version=reply.version)
                return
            target = self.client.get_partial_messageable(
                place.channel_id, guild_id=place.guild_id).get_partial_message(int(live.ref))
            # Answer the interaction first (3 s), then edit the turn's message.
            if place.pressed is not None:
                await out.update(embed=None, view=None)  # the pressed message's buttons go
            else:
                language = reply.language
                await out.send(content=self.catalog.render(
                    language, "discord-turn-updated", {"link": target.jump_url}), ephemeral=True)
            try:
                await target.edit(embed=embed, view=view)
                logger.info("turn message edited", message=live.ref, version=reply.version)
                return
            except discord.NotFound:
                logger.info("turn message gone; posting a new one", message=live.ref)
        message_id = await out.send(embed=embed, view=view, ephemeral=False)
        if message_id is not None:
            await self.service.store.set_live_message(
                place.channel, PLATFORM, LiveMessage(reply.game_id, reply.turn, str(message_id)))
        logger.info("turn message posted", message=message_id, version=reply.version)

    async def _open_modal(self, interaction: discord.Interaction, custom_id: str) -> None:
        """A typed answer: checked first (a spectator need not type in vain), then a modal."""
        typed = TYPED.fullmatch(custom_id)
        if typed is None:
            return
        channel, user = _channel(interaction), _user(interaction)
        language = await self.service.language(channel, user)
        record = await self.service.store.live_game(channel)
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
            custom_id=ANSWER_INPUT, max_length=400))
        await interaction.response.send_modal(modal)
        # Submits are handled by custom id like presses, so they work after a restart too.
        modal.stop()

    async def _permitted(self, place: Place, user: User, out: Out,
                         interaction: discord.Interaction, logger: Any) -> bool:
        missing = missing_permissions(interaction)
        if not missing:
            return True
        logger.warning("missing permissions", missing=missing)
        language = await self.service.language(place.channel, user)
        await out.send(content=self.catalog.render(
            language, "discord-missing-permissions", {"permissions": missing}), ephemeral=True)
        return False

    async def _forbidden(self, place: Place, user: User, out: Out | Recovered,
                         exc: discord.Forbidden, logger: Any) -> None:
        needed = [PERMISSION_NAMES[p] for p in _needed(place.thread)]
        logger.warning("forbidden: check the bot's permissions in this channel",
                       needed=needed, code=exc.code, error=exc.text)
        language = await self.service.language(place.channel, user)
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
                language = await self.service.language(place.channel, user)
                text = self.catalog.render(language, "bot-error")
            await out.send(content=text, ephemeral=True)
        except Exception:
            log.exception("could not report the error", channel=place.channel)

    # rendering

    def _embed(self, text: str, reply: Reply) -> discord.Embed:
        embed = discord.Embed(description=text[:EMBED_LIMIT], colour=COLOUR)
        if reply.game is not None and reply.version is not None and not reply.private:
            embed.set_footer(text=f"{reply.game} · {reply.version}")
        return embed

    def _view(self, reply: Reply) -> discord.ui.View | None:
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


def _message(embed: discord.Embed | None, content: str | None,
             view: discord.ui.View | None) -> dict[str, Any]:
    """A message's parts as discord.py takes them (what is None is left out)."""
    parts: dict[str, Any] = {"embed": embed, "content": content, "view": view}
    return {name: value for name, value in parts.items() if value is not None}


class Out:
    """The ways back for one interaction: its response first, then follow-ups."""

    def __init__(self, interaction: discord.Interaction) -> None:
        self.interaction = interaction
        self.original_used = False

    async def defer(self) -> None:
        """Acknowledge now, answer later: "thinking…" for a command; nothing to see for a
        press or a modal (the answer edits the message, or follows)."""
        if self.interaction.type is discord.InteractionType.application_command:
            await self.interaction.response.defer(thinking=True)
        else:
            await self.interaction.response.defer()

    async def send(self, *, embed: discord.Embed | None = None, content: str | None = None,
                   view: discord.ui.View | None = None, ephemeral: bool) -> int | None:
        """A new message; its id."""
        interaction, response = self.interaction, self.interaction.response
        kwargs = _message(embed, content, view)
        if not response.is_done():
            callback = await response.send_message(ephemeral=ephemeral, **kwargs)
            return callback.message_id
        if response.type is discord.InteractionResponseType.deferred_channel_message and not (
                self.original_used):
            # Deferred with "thinking…": that message becomes the answer.
            self.original_used = True
            if not ephemeral:
                original = await interaction.edit_original_response(**kwargs)
                return original.id
            await interaction.delete_original_response()
        followup = await interaction.followup.send(ephemeral=ephemeral, wait=True, **kwargs)
        return followup.id

    async def update(self, *, embed: discord.Embed | None, view: discord.ui.View | None) -> None:
        """Edit the message whose button was pressed (``embed`` None: keep its text)."""
        response = self.interaction.response
        kwargs: dict[str, Any] = {"view": view}
        if embed is not None:
            kwargs["embed"] = embed
        if not response.is_done():
            await response.edit_message(**kwargs)
        else:
            await self.interaction.edit_original_response(**kwargs)


class Recovered:
    """The ways back for an interaction carried through after a restart. Its 3 seconds for a
    response are long gone. While its token lives, its webhook answers: into the "thinking…"
    message it was deferred with (as ``Out`` does), else as follow-ups. One never acknowledged
    (Discord dropped its token) or whose token expired is answered in its channel with the
    bot's own token, publicly: a private answer then has nowhere to go (it is a refusal, which
    changed nothing, or an error).

    The original response is reached as discord.py reaches a live interaction's (its webhook
    adapter, ``@original``): discord.py offers no public way to it from a token alone."""

    def __init__(self, client: discord.Client, pending: Pending, logger: Any) -> None:
        self.client = client
        self.pending = pending
        self.logger = logger
        self.channel = client.get_partial_messageable(pending.place.channel_id,
                                                      guild_id=pending.place.guild_id)
        self.webhook: discord.Webhook | None = None
        self.loading = False
        """The response is a "thinking…" message still waiting for the answer."""
        self._checked = False

    async def send(self, *, embed: discord.Embed | None = None, content: str | None = None,
                   view: discord.ui.View | None = None, ephemeral: bool) -> int | None:
        """A new message (or the "thinking…" one, answered); its id."""
        kwargs = _message(embed, content, view)
        if await self._webhook() is not None:
            try:
                return await self._by_webhook(kwargs, ephemeral)
            except discord.HTTPException as exc:
                if not _token_refused(exc):
                    raise
                self._drop_webhook(exc)
        if ephemeral:
            self.logger.info("private answer not delivered: the interaction can no longer "
                             "answer")
            return None
        message = await self.channel.send(**kwargs)
        return message.id

    async def update(self, *, embed: discord.Embed | None, view: discord.ui.View | None) -> None:
        """Edit the pressed message, through its channel (a press deferred before the crash
        left nothing of its own to answer)."""
        assert self.pending.place.pressed is not None
        kwargs: dict[str, Any] = {"view": view}
        if embed is not None:
            kwargs["embed"] = embed
        await self.channel.get_partial_message(self.pending.place.pressed).edit(**kwargs)

    async def _by_webhook(self, kwargs: dict[str, Any], ephemeral: bool) -> int:
        assert self.webhook is not None
        if self.loading:
            self.loading = False
            adapter, pending, where = async_context.get(), self.pending, self._where()
            if not ephemeral:
                with handle_message_parameters(**kwargs) as params:
                    edited = await adapter.edit_original_interaction_response(
                        pending.application_id, pending.token, payload=params.payload,
                        multipart=params.multipart, files=params.files, **where)
                return int(edited["id"])
            # "thinking…" was shown to all: an answer for one replaces it.
            await adapter.delete_original_interaction_response(
                pending.application_id, pending.token, **where)
        return (await self.webhook.send(ephemeral=ephemeral, wait=True, **kwargs)).id

    async def _webhook(self) -> discord.Webhook | None:
        """The interaction's webhook if its token still answers (asked once): then whether
        its response is a "thinking…" message still waiting for the answer."""
        if self._checked:
            return self.webhook
        self._checked = True
        pending = self.pending
        if not pending.token_alive(time.time()):
            self.logger.info("interaction token expired; answering in the channel")
            return None
        # The webhook discord.py sends an interaction's follow-ups with (``followup``).
        self.webhook = discord.Webhook.from_state(
            {"id": pending.application_id, "type": 3, "token": pending.token},
            state=self.client._connection)
        try:
            original = await async_context.get().get_original_interaction_response(
                pending.application_id, pending.token, **self._where())
        except discord.HTTPException as exc:
            if exc.status == 404 and exc.code == UNKNOWN_MESSAGE:
                return self.webhook  # acknowledged, and its message deleted (or never one)
            self._drop_webhook(exc)
            return None
        self.loading = bool(int(original.get("flags") or 0) & LOADING)
        return self.webhook

    def _where(self) -> dict[str, Any]:
        """How discord.py's webhook adapter reaches Discord (the bot's session)."""
        assert self.webhook is not None
        return {"session": self.webhook.session, "proxy": self.webhook.proxy,
                "proxy_auth": self.webhook.proxy_auth}

    def _drop_webhook(self, exc: discord.HTTPException) -> None:
        self.logger.info("interaction token refused; answering in the channel",
                         status=exc.status, code=exc.code)
        self.webhook = None
        self.loading = False


def _token_refused(exc: discord.HTTPException) -> bool:
    """Discord refusing the interaction's token: expired (401 Invalid Webhook Token), or the
    interaction was never acknowledged (404 Unknown Webhook / Unknown interaction)."""
    return exc.status == 401 or (exc.status == 404 and exc.code != UNKNOWN_MESSAGE)


def _request(interaction_id: int) -> str:
    """The interaction's key: its request id for the service and its place in the inbox."""
    return f"{PLATFORM}:{interaction_id}"


def _channel(interaction: discord.Interaction) -> str:
    """A thread is a channel of its own: its own id."""
    return f"{PLATFORM}:{interaction.channel_id}"


def _place(interaction: discord.Interaction) -> Place:
    return Place(channel=_channel(interaction), channel_id=interaction.channel_id or 0,
                 guild_id=interaction.guild_id,
                 thread=getattr(interaction.channel, "type", None) in THREADS,
                 pressed=interaction.message.id if interaction.message is not None else None)


def _user(interaction: discord.Interaction) -> User:
    locale = interaction.guild_locale or interaction.locale
    return User(id=f"{PLATFORM}:{interaction.user.id}", name=interaction.user.display_name,
                locale=locale.value if locale is not None else None)


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
