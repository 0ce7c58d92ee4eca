"""The bridge between Discord's interactions and the chat layer: a slash command, a press or a
modal's submit checked (cooldowns, permissions), kept in the inbox until carried through,
acknowledged in time, applied in its channel's order and answered; pages, /help and /forget;
what a crash left in the inbox carried through at login."""

from __future__ import annotations

import asyncio
import time
from collections import defaultdict
from collections.abc import Awaitable, Callable, Iterator, Mapping
from contextlib import AsyncExitStack, contextmanager
from dataclasses import dataclass, replace
from typing import Any

import discord
import structlog
from discord.app_commands import Choice

from bot.platforms.chat import delivery, recovery
from bot.platforms.chat.cooldowns import Limits
from bot.platforms.chat.delivery import is_step
from bot.platforms.chat.forget import forget_data, parse_forget
from bot.platforms.chat.guard import Guard
from bot.platforms.chat.limits import INPUT_LIMIT
from bot.platforms.chat.session import Session, clamp
from bot.platforms.discord.commands import ANSWER, LOCALE_LANGUAGES, help_pages
from bot.platforms.discord.out import Deferral, InChannel, Out, Picture, Recovered, as_edited
from bot.platforms.discord.pages import GamePage, game_page, help_page, turner
from bot.platforms.discord.places import (
    PLATFORM,
    Pending,
    Place,
    channel_of,
    place_of,
    request_key,
    user_of,
)
from bot.platforms.discord.refusals import Refusals
from bot.platforms.discord.views import (
    ANSWER_INPUT,
    COLOUR,
    EMBED_LIMIT,
    TYPE_PREFIX,
    TYPED,
    as_typed,
    embed_of,
    label,
    link_files,
    paged_read,
    picture_of,
    typed_answer,
    view_of,
)
from bot.service.commands import Command, parse
from bot.service.service import Service, User
from bot.words.buttons import parse_press
from bot.words.i18n import Catalog
from bot.words.render import live_text
from bot.words.replies import Reply
from bot.words.rule_links import parse_rule_press
from bot.words.suggestions import answers, matching, rules, suggested
from engines.core import literal

log = structlog.get_logger("soloist.discord")

DEFER_AFTER = 2.0
"""Discord wants an answer within 3 s of an interaction's creation: a command not answered
this long after its creation is deferred."""


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
        self.refusals = Refusals(self.session, self.guard)
        self.refuse = self.refusals.refuse
        """A refusal before the service, for the asker alone (the command tree's too)."""
        self.command_error = self.refusals.command_error
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
            parsed = replace(parsed, request=request_key(interaction.id))
            too_long = any(isinstance(v, str) and len(v) > INPUT_LIMIT
                           for v in (values or {}).values())
            if too_long:
                await self.refusals.refuse(interaction, "bot-too-long", limit=INPUT_LIMIT)
            elif await self.refusals.cooled(interaction, parsed):
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
            log.exception("suggestions failed", channel=channel_of(interaction), game=game,
                          verb=verb)
            return []

    async def _suggest(self, interaction: discord.Interaction, game: str, verb: str,
                       typed: str) -> list[Choice[str]]:
        place, user = place_of(interaction), user_of(interaction)
        if verb == "rule":  # a game's rules, whether or not it is played here
            language = await self.session.language(place.channel, user, place.server)
            offered = rules(self.catalog, language, self.service.games[game])
            return [Choice(name=s.label, value=s.value) for s in matching(offered, typed[:100])]
        state = await self.service.live_state(place.channel, game)
        if state is None:
            return []
        language = await self.session.language(place.channel, user, place.server)
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
            if asked and not await self.refusals.cooled(interaction, Command(name="help")):
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
                log.warning("help not delivered", channel=channel_of(interaction),
                            status=exc.status, code=exc.code)

    # what Soloist keeps of a channel: forgotten on request, or when the bot leaves

    async def forget(self, interaction: discord.Interaction) -> None:
        """/forget: asked first, for the asker alone (only they see the question and its
        buttons); in a server, Discord offers it to those who may manage the channel."""
        with self._working():
            if not await self.refusals.cooled(interaction, Command(name="forget")):
                return
            place, user = place_of(interaction), user_of(interaction)
            language = await self.session.language(place.channel, user, place.server)
            view = discord.ui.View(timeout=None)
            for delete, key, style in ((True, "tg-forget-yes", discord.ButtonStyle.danger),
                                       (False, "tg-forget-no", discord.ButtonStyle.secondary)):
                view.add_item(discord.ui.Button(
                    label=label(self.catalog.render(language, key)), style=style,
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
            await self.refusals.refuse(interaction, "tg-forget-not-yours")
            return
        place, user = place_of(interaction), user_of(interaction)
        logger = log.bind(channel=place.channel, interaction=interaction.id)
        language = await self.session.language(place.channel, user, place.server)
        if not delete:
            text = self.catalog.render(language, "tg-forget-kept")
        else:
            async with self._order[place.channel]:  # not amid a step being shown
                games = await self.store.forget_channel(
                    place.channel, request=request_key(interaction.id))
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
                log.exception("could not open the answer", channel=channel_of(interaction))
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
        command = (parse_press(custom_id, request_key(interaction.id))
                   or parse_rule_press(custom_id, request_key(interaction.id)))
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
        value = typed_answer(data.get("components", []))
        if len(value) > INPUT_LIMIT:  # the form holds it to the limit; a forged one may not
            await self.refusals.refuse(interaction, "bot-too-long", limit=INPUT_LIMIT)
            return
        await self._run(interaction, Command(
            name="answer", args=(value,), game_id=int(typed[1]), version=int(typed[2]),
            request=request_key(interaction.id)))

    # the work

    async def _run(self, interaction: discord.Interaction, command: Command) -> None:
        """A live interaction: into the inbox before anything can acknowledge it, out of it
        once carried through (not when shutdown cancels it: then the next start does it)."""
        place, user = place_of(interaction), user_of(interaction)
        logger = log.bind(channel=place.channel, game=command.game, interaction=interaction.id)
        out = Out(interaction, in_channel(self.client, place, logger), logger)
        try:
            if not await self.refusals.permitted(place, user, out, interaction, logger):
                return
            await self._note_server(place)
            pending = Pending.of(interaction, place, user, command)
            kept = await self.store.inbox_add(pending.key, PLATFORM, pending.dumps())
        except Exception:
            logger.exception("interaction failed", stored=False)
            await self.refusals.say_error(place, user, out, None)
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
                        in_channel(self.client, place, logger), logger)
        await self._in_order(place, logger, self._carry(
            place, user, out, logger,
            self.session.handle(place.channel, user, command, place.server), command,
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
            await self.refusals.forbidden(place, user, out, exc, logger)
        except Exception:
            logger.exception("interaction failed", stored=reply is not None)
            await self.refusals.say_error(place, user, out, reply)

    async def _handle(self, place: Place, user: User, command: Command,
                      deferral: Deferral | None) -> Reply:
        """The service's reply; the command's deferral, if it had to go out, goes first."""
        try:
            return await self.session.handle(place.channel, user, command, place.server)
        finally:
            if deferral is not None:
                await deferral.settle()

    async def _show(self, reply: Reply, out: Out | Recovered, command: Command) -> None:
        """A reply that is no step of a turn: one message (a long one turned by buttons)."""
        if reply.refused:
            reply = as_typed(reply)
        pages = self.session.pages(reply, EMBED_LIMIT)
        turned = paged_read(reply, command)
        picture = picture_of(reply)
        if len(pages) > 1 and turned is not None:
            await out.send(embed=embed_of(pages[0], reply, picture),
                           view=self._turner(reply, turned, 1, len(pages)),
                           ephemeral=reply.private, picture=picture)
            return
        view = view_of(self.catalog, reply)
        # Files (a transcript) are attached to the last piece, private as it is.
        files = tuple(Picture(d.name, d.data) for d in reply.documents)
        for n, chunk in enumerate(pages):  # not a game's read: its pieces, one by one
            last = n == len(pages) - 1
            shown = picture if last else None  # the board under the whole of the text
            await out.send(embed=embed_of(chunk, reply, shown), view=view if last else None,
                           ephemeral=reply.private, picture=shown,
                           files=files if last else ())
        await self._link_files(reply, out)

    async def _turn_page(self, interaction: discord.Interaction, wanted: GamePage) -> None:
        """A page button of a long read: the read again, at that page. Read afresh (the log
        grows), for the presser: their own copy when the pressed message is someone else's."""
        place, user = place_of(interaction), user_of(interaction)
        logger = log.bind(channel=place.channel, game=wanted.game, interaction=interaction.id)
        out = Out(interaction, in_channel(self.client, place, logger), logger)
        await out.defer()
        reply = await self.session.handle(place.channel, user,
                                          Command(name=wanted.verb, game=wanted.game),
                                          place.server)
        if reply.game_id != wanted.game_id:
            language = reply.language
            await out.send(content=self.catalog.render(language, "bot-stale"), ephemeral=True)
            return
        pages = self.session.pages(reply, EMBED_LIMIT)
        page = clamp(wanted.page, len(pages))
        picture = picture_of(reply)  # a status keeps its board on every page
        embed = embed_of(pages[page - 1], reply, picture)
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
        picture = picture_of(reply)
        embed = embed_of(live_text(self.catalog, reply, EMBED_LIMIT), reply, picture)
        surface = TurnMessage(self, place, reply, out, embed, view_of(self.catalog, reply),
                              picture, logger)
        shown, posted = await delivery.show_turn(self.store, PLATFORM, place.channel, reply,
                                                 surface)
        if posted:
            logger.info("turn message posted", message=int(shown) if shown else None,
                        version=reply.version)
        await self._link_files(reply, out)

    async def _link_files(self, reply: Reply, out: Out | Recovered) -> None:
        """A link too long for a link button (a play of many seats for BG Stats): its file,
        with a line saying why, in a message after the reply."""
        for text, file in link_files(self.catalog, reply):
            await out.send(embed=discord.Embed(description=text, colour=COLOUR),
                           ephemeral=reply.private, files=(file,))

    async def _open_modal(self, interaction: discord.Interaction, custom_id: str) -> None:
        """A typed answer: checked first (a spectator need not type in vain), then a modal."""
        typed = TYPED.fullmatch(custom_id)
        if typed is None:
            return
        place, user = place_of(interaction), user_of(interaction)
        language = await self.session.language(place.channel, user, place.server)
        record = await self.store.live_game(place.channel)
        refusal: tuple[str, dict[str, Any]] | None = None
        if record is None or record.id != int(typed[1]) or record.version != int(typed[2]):
            refusal = ("bot-stale", {})
        elif record.owner_id != user.id:
            refusal = ("bot-not-owner", {"owner": literal(record.owner_name)})
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

    def crowded(self) -> bool:
        """Never: Discord paces a channel's messages by seconds (discord.py waits out its
        buckets), with no limit per minute that would hold a game's replies for long."""
        return False

    async def post_turn(self) -> str | None:
        sent = await self.out.send(embed=self.embed, view=self.view, ephemeral=False,
                                   picture=self.picture)
        return str(sent) if sent is not None else None


def in_channel(client: discord.Client, place: Place, logger: Any) -> InChannel:
    return InChannel(client, place.channel_id, place.guild_id, place.pressed, logger)
