"""Telegram's adapter: python-telegram-bot's Application with Soloist's handlers, each update
translated to a command for the chat layer and its reply handed to ``Replies``. How it behaves
(privacy mode, presses, crowds, crashes, several processes): docs/platforms.md."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import replace
from datetime import timedelta
from typing import Any
from urllib.parse import urlsplit

import structlog
from telegram import (
    BotCommand,
    MaybeInaccessibleMessage,
    Message,
    Update,
)
from telegram import User as TelegramUser
from telegram.constants import ChatMemberStatus, ChatType
from telegram.error import (
    InvalidToken,
    NetworkError,
    RetryAfter,
    TelegramError,
)
from telegram.ext import (
    ApplicationBuilder,
    CallbackQueryHandler,
    ChatMemberHandler,
    CommandHandler,
    ContextTypes,
    MessageHandler,
    filters,
)

from bot.platforms.chat import recovery
from bot.platforms.chat.cooldowns import Limits
from bot.platforms.chat.forget import forget_data, parse_forget
from bot.platforms.chat.guard import Guard, slow_down, spectator
from bot.platforms.chat.limits import INPUT_LIMIT
from bot.platforms.chat.session import Session
from bot.platforms.chat.startup import keep_connecting
from bot.platforms.chat.store import ChatStore
from bot.platforms.telegram.calls import Calls, TelegramApp, quiet_direct_calls
from bot.platforms.telegram.http import JsonRequest
from bot.platforms.telegram.inbox import (
    PLATFORM,
    Clock,
    InboxProcessor,
    InboxQueue,
    RealClock,
    UpdatesRequest,
    request_key,
)
from bot.platforms.telegram.miniapp import app_button
from bot.platforms.telegram.moderation import is_admin, moderate
from bot.platforms.telegram.places import (
    Where,
    keyboard,
    parse_page,
    pressed_at,
    user_of,
    where,
)
from bot.platforms.telegram.presses import Presses
from bot.platforms.telegram.queues import ChatQueues
from bot.platforms.telegram.replies import Replies
from bot.service.commands import Command, parse
from bot.service.service import Service
from bot.settings import Settings, SettingsError
from bot.words.buttons import parse_press
from bot.words.i18n import LANGUAGES, Catalog
from bot.words.replies import Line, Reply
from bot.words.rule_links import rule_commands

API_URL = "https://api.telegram.org/bot"
DESCRIPTION_LIMIT = 256
"""Characters in a command's description for setMyCommands."""
ALLOWED_UPDATES = ("message", "callback_query", "my_chat_member")
"""Edited messages are not asked for: an edited `/rajas turn` must not play another turn.
``message`` brings the service messages of a group's migration; ``my_chat_member`` the bot's
removal from a chat."""
CONCURRENT_UPDATES = 32
"""The library's update slots; each is held only while an update is put in its chat's queue."""
SHUTDOWN_GRACE = 15.0
"""At a shutdown, how long the updates in flight may take to finish (systemd waits 30 s)."""
SWEEP_INTERVAL = 30.0
"""How often the inbox is looked through for updates another process took in and left there
(it was stopped, or died, before carrying them through, and is not coming back): one found at
two looks in a row is carried through here. Until then such an update waits for its chat's
next one, which carries it through first, in whichever process."""

log = structlog.get_logger("soloist.telegram")


@contextlib.asynccontextmanager
async def _bot_closed(app: TelegramApp) -> AsyncIterator[None]:
    """The bot's connections closed however the app ends: when its start fails (Telegram
    unreachable, the token refused), the library's ``Application.shutdown`` does nothing for
    an app never initialised, and the bot's request objects, opened before ``get_me``
    failed, would stay open, a pair more at every try of the start (a no-op when the app
    closed them)."""
    try:
        yield
    finally:
        await app.bot.shutdown()


def file_url(base_url: str) -> str:
    """The Bot API's file address beside ``base_url`` (``…/bot`` → ``…/file/bot``)."""
    if base_url.endswith("/bot"):
        return base_url[: -len("/bot")] + "/file/bot"
    return base_url.rstrip("/") + "/file/bot"


def command_descriptions(service: Service, catalog: Catalog,
                         language: str) -> list[BotCommand]:
    """The command menu in ``language``: each game's command with its verbs, then /lang,
    /settings, /record, /help and /forget. Descriptions come from the locales (``cmd-<game>``,
    ``cmd-lang`` …)."""
    commands = []
    for name, game in sorted(service.games.items()):
        key = f"cmd-{name}"
        described = catalog.render(language, key) if catalog.has("en", key) else name
        verbs = ", ".join(verb.name for verb in game.verbs)
        text = catalog.render(language, "tg-command",
                              {"description": described, "verbs": verbs})
        commands.append(BotCommand(name, text[:DESCRIPTION_LIMIT]))
    for name in ("lang", "settings", "record", "help", "forget"):
        commands.append(BotCommand(name, catalog.render(language, f"cmd-{name}")))
    return commands


class TelegramBot:
    """The adapter: a python-telegram-bot ``Application`` whose handlers call the service."""

    def __init__(self, service: Service, catalog: Catalog, token: str,
                 base_url: str = API_URL, *, default_language: str = "en",
                 backoff: float = 1.0, poll_timeout: float = 10.0,
                 clock: Clock | None = None, limits: Limits | None = None,
                 grace: float = SHUTDOWN_GRACE, sweep: float = SWEEP_INTERVAL,
                 miniapp: str | None = None) -> None:
        self.service = service
        self.miniapp = miniapp
        """The short name of the bot's Mini App (SOLOIST_TELEGRAM_MINIAPP): set, watch links
        come with a button opening the page inside Telegram."""
        self.session = Session(service, catalog)
        self.store = self.session.store
        """The store, as the chat layer lets a platform reach it."""
        self.catalog = catalog
        self.default_language = default_language
        self.backoff = backoff
        self.poll_timeout = poll_timeout
        self.clock: Clock = clock if clock is not None else RealClock()
        self.grace = grace
        self.sweep = sweep
        self.guard = Guard(self.session, limits if limits is not None else Limits(),
                           self.clock.now)
        self.chats = ChatQueues()
        self._recovered: set[int] = set()
        """Updates read back from the inbox at start, not yet handled again."""
        self._swept: set[int] = set()
        """Updates another process left in the inbox, queued here: their presses were
        answered there."""
        polled = UpdatesRequest()
        self.queue = InboxQueue(self.store, polled)
        processor = InboxProcessor(self.store, CONCURRENT_UPDATES, self.chats, self._front)
        self.application: TelegramApp = (
            ApplicationBuilder().token(token).base_url(base_url)
            .base_file_url(file_url(base_url)).update_queue(self.queue)
            .request(JsonRequest()).get_updates_request(polled)
            .concurrent_updates(processor).build())
        processor.carrier = self
        self.calls = Calls(self.application, self.store, self.clock, backoff)
        self.replies = Replies(self.session, self.calls)
        self.presses = Presses(self.session, self.guard, self.calls)
        self._install(self.application)
        quiet_direct_calls()

    def _install(self, app: TelegramApp) -> None:
        fresh = filters.UpdateType.MESSAGE
        names = sorted({*self.service.games, "lang", "settings", "record", "help", "start",
                        "forget", *rule_commands(self.service.games.values())})
        app.add_handler(CommandHandler(names, self.on_command, filters=fresh))
        # Unknown commands are answered only in a private chat: in a group they may be meant
        # for another bot.
        app.add_handler(MessageHandler(filters.COMMAND & filters.ChatType.PRIVATE & fresh,
                                       self.on_command))
        app.add_handler(MessageHandler(filters.TEXT & ~filters.COMMAND & fresh, self.on_text))
        app.add_handler(MessageHandler(filters.StatusUpdate.MIGRATE, self.on_migrate))
        app.add_handler(CallbackQueryHandler(self.on_press))
        app.add_handler(ChatMemberHandler(self.on_member, ChatMemberHandler.MY_CHAT_MEMBER))
        app.add_error_handler(self.on_error)

    # -- running -------------------------------------------------------------------------------

    async def run(self, webhook: Settings | None = None) -> None:
        """Serve until cancelled: long polling, or a webhook when ``webhook`` has its URL.
        Cancelled, it stops taking updates, finishes those in flight, then closes."""
        app = self.application
        updater = app.updater
        assert updater is not None
        sweeping: asyncio.Task[None] | None = None
        async with _bot_closed(app), app:
            await self.register_commands()
            await app.start()
            try:
                self._offer_miniapp()
                await self.recover()
                sweeping = asyncio.create_task(self._sweep(), name="inbox sweep")
                if webhook is not None and webhook.telegram_webhook_url:
                    path = urlsplit(webhook.telegram_webhook_url).path.lstrip("/")
                    await updater.start_webhook(
                        listen=webhook.telegram_webhook_listen,
                        port=webhook.telegram_webhook_port, url_path=path,
                        webhook_url=webhook.telegram_webhook_url,
                        secret_token=webhook.telegram_webhook_secret,
                        allowed_updates=list(ALLOWED_UPDATES), drop_pending_updates=False,
                        bootstrap_retries=3)
                    log.info("telegram webhook listening", port=webhook.telegram_webhook_port,
                             path="/" + path, bot=app.bot.username)
                else:
                    await updater.start_polling(
                        timeout=timedelta(seconds=self.poll_timeout),
                        allowed_updates=list(ALLOWED_UPDATES), drop_pending_updates=False,
                        bootstrap_retries=3, error_callback=_polling_error)
                    log.info("telegram polling", bot=app.bot.username)
                await asyncio.Event().wait()
            finally:
                self.service.watching.apps.pop(PLATFORM, None)
                if sweeping is not None:
                    sweeping.cancel()
                if updater.running:  # no more updates taken (even if cut short starting)
                    await updater.stop()
                # What is in flight is finished while the bot can still talk; what was not
                # begun stays in the inbox.
                await self.chats.stop(self.grace)
                if app.running:
                    await app.stop()
                log.info("telegram stopped")

    def _offer_miniapp(self) -> None:
        """Watch links get the Mini App's button, now that the bot's username (getMe, at
        the app's start) makes its address."""
        username = self.application.bot.username
        if self.miniapp and username:
            self.service.watching.apps[PLATFORM] = app_button(username, self.miniapp)

    async def recover(self) -> None:
        """Queue the updates left in the inbox by a crash, before any new one is fetched, so
        each chat's updates keep their order."""
        async def queue(key: str, update: Update) -> None:
            self._recovered.add(update.update_id)
            await self.queue.put_recovered(update)

        count = await recovery.replay(self.store, PLATFORM, self._decode, queue, "update")
        if count:
            log.info("recovering updates", count=count)

    async def _sweep(self) -> None:
        """Every ``sweep`` seconds, queue the updates found in the inbox at the look before
        too: left there by another process (or long in flight here: queued again, they are
        found carried through and skipped)."""
        seen: set[str] = set()
        while True:
            await asyncio.sleep(self.sweep)
            try:
                left = await self.store.inbox(PLATFORM)
            except Exception:  # the database away for a moment: look again next time
                log.exception("inbox not read")
                continue
            await recovery.replay(self.store, PLATFORM, self._decode, self._take_up, "update",
                                  left=[(key, payload) for key, payload in left if key in seen])
            seen = {key for key, _ in left}

    async def _take_up(self, key: str, update: Update) -> None:
        log.info("update left in the inbox taken up", update=update.update_id)
        self._recovered.add(update.update_id)
        self._swept.add(update.update_id)
        await self.queue.put_recovered(update)

    def _decode(self, payload: str) -> Update:
        return Update.de_json(json.loads(payload), self.application.bot)

    async def read(self, key: str, payload: str) -> Update | None:
        """An update read back from the inbox; None, and dropped, when it cannot be read."""
        return await recovery.read(self.store, key, payload, self._decode, "update")

    async def carry(self, update: Update) -> None:
        """Handle an update that another process took in and has not carried through (it
        may have died doing it): as one recovered at start, its answer may never have gone
        out. Its press was answered by the process that took it in."""
        self._recovered.add(update.update_id)
        await self.application.process_update(update)
        self.finished(update)

    def finished(self, update: Update) -> None:
        self._recovered.discard(update.update_id)
        self.presses.settled.discard(update.update_id)
        self._swept.discard(update.update_id)

    async def register_commands(self) -> None:
        """The command menu, once per language (and the default language for the rest)."""
        bot = self.application.bot
        wanted: list[tuple[str | None, str]] = [(None, self.default_language)]
        wanted += [(language, language) for language in LANGUAGES]
        for code, language in wanted:
            commands = command_descriptions(self.service, self.catalog, language)
            try:
                await self.calls.call("setMyCommands", functools.partial(
                    bot.set_my_commands, commands, language_code=code))
            except TelegramError as exc:
                log.warning("commands not registered", language=code, error=str(exc))

    # -- a press, at once ------------------------------------------------------------------------

    def _front(self, update: object) -> asyncio.Task[None] | None:
        """A press is answered now, not at its turn in the chat's queue (by the process
        that took it in: not again when another process left it)."""
        if isinstance(update, Update) and update.update_id in self._swept:
            return None
        if isinstance(update, Update) and update.callback_query is not None:
            return asyncio.create_task(self.presses.answer_first(update))
        return None

    # -- updates, each at its turn in its chat's queue ---------------------------------------------

    async def on_command(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        message = update.message
        if message is None or message.from_user is None or not message.text:
            return
        word = message.text.split()[0][1:].split("@", 1)[0].casefold()
        command = Command(name="forget") if word == "forget" else parse(message.text)
        command = replace(command, request=request_key(update))
        await self._message(update, message, message.from_user, command, addressed=True)

    async def on_text(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """Plain text answers the open question. In a group it is heard when it is a reply to
        one of our messages or mentions the bot, or comes from the player of the channel's game
        (with privacy mode off); a player's text that is not addressed to the bot gets no
        refusal, so chat stays chat."""
        message = update.message
        if message is None or message.from_user is None or not message.text:
            return
        replied = message.reply_to_message
        mention = f"@{context.bot.username}"
        mentioned = mention.casefold() in message.text.casefold()
        addressed = message.chat.type == ChatType.PRIVATE or mentioned or (
            replied is not None and replied.from_user is not None
            and replied.from_user.id == context.bot.id)
        text = message.text
        if mentioned:
            at = text.casefold().index(mention.casefold())
            text = text[:at] + text[at + len(mention):]
        command = Command(name="answer", args=(text.strip(),), request=request_key(update))
        await self._message(update, message, message.from_user, command, addressed=addressed)

    async def _message(self, update: Update, message: Message, sender: TelegramUser,
                       command: Command, addressed: bool) -> None:
        place = where(message)
        user = user_of(sender)
        logger = log.bind(channel=place.channel, update=update.update_id)
        last = await self.store.last_game(place.channel)
        player = last.owner_id if last is not None else None
        if not addressed and player != user.id:
            return  # someone else's chat
        # Watching someone else's game: refusals are theirs alone, never the group's.
        watching = spectator(last, user.id)
        if addressed and not await self._passes_cooldown(place, sender, command,
                                                         player == user.id, message, logger):
            return
        if addressed and len(message.text or "") > INPUT_LIMIT:
            await self._refuse_early(place, sender, command, message, logger,
                                     Line("bot-too-long", {"limit": INPUT_LIMIT}))
            return
        if command.name == "forget":
            await self._ask_forget(place, sender, command, message, logger)
            return
        # After the refusals above: a command refused already asks Telegram nothing.
        user, command = await moderate(self.application, place, sender, user, command, message)
        recovered = self._take_recovered(update)
        reply = await self.session.handle(place.channel, user, command)
        logger = logger.bind(game=reply.game, version=reply.version)
        if reply.duplicate:
            await self._duplicate(place, recovered, logger)
        elif not addressed and not reply.changed:
            logger.info("unaddressed text ignored",
                        key=reply.lines[0].key if reply.lines else None)
        elif reply.refused and place.group and watching:
            await self.replies.refuse(place, sender, reply, logger)
        elif reply.documents:
            await self.replies.send_documents(place, sender, reply, logger, message.message_id,
                                              alone=place.group and reply.private)
        elif (command.game and self.session.is_read(command) and reply.prompt is None
              and not reply.refused):
            await self.replies.show_page(place, reply, command, logger, reply_to=message.message_id)
        else:
            await self.replies.deliver(place, reply, logger, reply_to=message.message_id)

    async def _passes_cooldown(self, place: Where, sender: TelegramUser, command: Command,
                               player: bool, message: Message, logger: Any) -> bool:
        """Whether ``command`` may go on; if not, it is refused to its sender (and counted as
        applied: a cooldown is an answer too). An update delivered again is let through: the
        service knows it was applied."""
        user = user_of(sender)
        # Nothing to hold it to (a player's move): the store is not asked whether it was
        # applied before, which the service asks anyway.
        wait = await self.guard.wait(self.guard.rules(place.channel, user.id, command,
                                                      player=player, group=place.group),
                                     command.request)
        if not wait:
            return True
        logger.info("cooldown", user=user.id, command=command.name, wait=wait)
        await self._refuse_early(place, sender, command, message, logger, slow_down(wait))
        return False

    async def _refuse_early(self, place: Where, sender: TelegramUser, command: Command,
                            message: Message, logger: Any, line: Line) -> None:
        """A refusal the adapter gives before the service (too soon, too long): applied as an
        answer, and said to its sender alone (in a group, privately)."""
        if command.request is not None:
            await self.store.mark_seen(command.request)
        refusal = await self.session.refusal(place.channel, user_of(sender), line)
        if place.group:
            await self.replies.refuse(place, sender, refusal, logger)
        else:
            await self.replies.deliver(place, refusal, logger, reply_to=message.message_id)

    async def on_press(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        query = update.callback_query
        if query is None or query.message is None or self.presses.was_settled(update):
            return
        place = pressed_at(query.message)
        data = query.data or ""
        logger = log.bind(channel=place.channel, update=update.update_id)
        if (page := parse_page(data)) is not None:
            await self._turn_page(update, query.message, query.from_user, place, page, logger)
            return
        if (forget := parse_forget(data)) is not None:
            # Checked again here: the process that answered the press (and refused it) may
            # not be the one carrying it through.
            if query.from_user.id == forget[0]:
                await self._forget(update, query.message, query.from_user, place, forget[1],
                                   logger)
            return
        command = parse_press(data, request=request_key(update))
        if command is None:  # not ours (settled when answered, maybe by another process)
            return
        recovered = self._take_recovered(update)
        reply = await self.session.handle(place.channel, user_of(query.from_user), command)
        logger = logger.bind(game=reply.game, version=reply.version)
        if reply.duplicate:
            await self._duplicate(place, recovered, logger)
        elif not reply.changed:
            # Answered at once, when the press still looked right; an earlier update of the
            # chat has moved the game on since. The presser sees it move on.
            logger.info("press refused at its turn",
                        key=reply.lines[0].key if reply.lines else None)
        else:
            await self.replies.deliver(place, reply, logger)

    def _take_recovered(self, update: Update) -> bool:
        """Whether ``update`` was read back from the inbox at start (asked once)."""
        recovered = update.update_id in self._recovered
        self._recovered.discard(update.update_id)
        return recovered

    async def _duplicate(self, place: Where, recovered: bool, logger: Any) -> None:
        """An update applied before: nothing to do, unless it was recovered from the inbox
        after a crash, when its answer may never have gone out: show the turn again."""
        reply = await self.session.shown_again(place.channel, recovered, logger, "update")
        if reply is not None:
            await self.replies.deliver(place, reply, logger)

    async def on_migrate(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """A group became a supergroup: Telegram says so in both chats (``migrate_to_chat_id``
        in the old, ``migrate_from_chat_id`` in the new); the first to come moves the games."""
        message = update.message
        if message is None:
            return
        if message.migrate_to_chat_id:
            await self.replies.move(message.chat.id, message.migrate_to_chat_id)
        elif message.migrate_from_chat_id:
            await self.replies.move(message.migrate_from_chat_id, message.chat.id)

    async def on_member(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """The bot was removed from a chat (or, in a private chat, blocked): what Soloist
        kept of the chat goes."""
        change = update.my_chat_member
        if change is None or change.new_chat_member.status not in (ChatMemberStatus.LEFT,
                                                                   ChatMemberStatus.BANNED):
            return
        channel = f"{PLATFORM}:{change.chat.id}"
        games = await self.store.forget_channel(channel, request=request_key(update))
        self.calls.forget_buttons(change.chat.id)
        log.info("removed from the chat; its data deleted", channel=channel, games=games)

    async def on_error(self, update: object, context: ContextTypes.DEFAULT_TYPE) -> None:
        error = context.error
        update_id = update.update_id if isinstance(update, Update) else None
        log.error("update failed", update=update_id, error=repr(error),
                  exc_info=(type(error), error, error.__traceback__) if error else None)

    # -- /forget ---------------------------------------------------------------------------------

    async def _ask_forget(self, place: Where, sender: TelegramUser, command: Command,
                          message: Message, logger: Any) -> None:
        """In a group, only the chat's owner or an administrator may have its data deleted;
        they confirm with a button, which only they may press."""
        user = user_of(sender)
        language = await self.session.language(place.channel, user)
        if command.request is not None:
            await self.store.mark_seen(command.request)
        if place.group and not await is_admin(self.application, place.chat_id, sender.id):
            refusal = Reply(language=language, lines=[Line("tg-forget-denied")], private=True,
                            refused=True)
            await self.replies.refuse(place, sender, refusal, logger)
            return
        markup = keyboard([[
            (self.catalog.render(language, "tg-forget-yes"), forget_data(sender.id, True)),
            (self.catalog.render(language, "tg-forget-no"), forget_data(sender.id, False))]])
        try:
            await self.calls.send(place, self.catalog.render(language, "tg-forget-ask"), markup,
                                  message.message_id, logger)
        except TelegramError as exc:
            logger.error("reply not delivered", error=str(exc))

    async def _forget(self, update: Update, message: MaybeInaccessibleMessage,
                      presser: TelegramUser, place: Where, confirmed: bool,
                      logger: Any) -> None:
        language = await self.session.language(place.channel, user_of(presser))
        if confirmed:
            games = await self.store.forget_channel(f"{PLATFORM}:{place.chat_id}",
                                                            request=request_key(update))
            self.calls.forget_buttons(place.chat_id)
            logger.info("chat data deleted on request", user=presser.id, games=games)
            text = self.catalog.render(language, "tg-forget-done", {"games": games})
        else:
            text = self.catalog.render(language, "tg-forget-kept")
        if isinstance(message, Message):
            await self.calls.edit(place, message.message_id, text, None, logger)

    # -- pages of a long read ----------------------------------------------------------------------

    async def _turn_page(self, update: Update, message: MaybeInaccessibleMessage,
                         presser: TelegramUser, place: Where, page: tuple[int, Command],
                         logger: Any) -> None:
        number, read = page
        reply = await self.session.handle(place.channel, user_of(presser),
                                          replace(read, request=request_key(update)))
        if reply.refused or reply.duplicate or not isinstance(message, Message):
            return
        await self.replies.show_page(place, reply, read, logger, page=number,
                                     edit=message.message_id)


def _polling_error(exc: TelegramError) -> None:
    log.warning("polling failed; retrying", error=str(exc))


async def run_telegram(service: Service, catalog: Catalog, settings: Settings) -> None:
    """Run the Telegram bot until cancelled (polling, or a webhook when its URL is set)."""
    if not settings.telegram_token:
        raise ValueError("TELEGRAM_TOKEN is not set")
    token = settings.telegram_token

    async def attempt() -> None:
        bot = TelegramBot(service, catalog, token, settings.telegram_api_url,
                          default_language=settings.language,
                          limits=Limits.of(settings, public_reads=True),
                          miniapp=settings.telegram_miniapp)
        await bot.run(webhook=settings)

    # Processes sharing one database (PostgreSQL) take Telegram's updates by webhook, all of
    # them: a poller beside others would have its getUpdates refused by the other poller's,
    # or delete their webhook as it starts (getUpdates needs none set).
    polling = not settings.telegram_webhook_url
    async with ChatStore(service.store).role("telegram", alone=polling) as allowed:
        if not allowed:
            raise SettingsError(
                "another Soloist process serves Telegram from this database"
                + (" (by webhook, or polling itself)" if polling else " by polling")
                + ": several processes need TELEGRAM_WEBHOOK_URL set in every one of them")
        await _serve_telegram(attempt)


async def _serve_telegram(attempt: Callable[[], Awaitable[None]]) -> None:
    try:
        # Unreachable at start (NetworkError, TimedOut; a 5xx is a NetworkError too) or flood
        # control on getMe or another start-up call (RetryAfter, a 429): wait, at least as long
        # as Telegram asks. Once running, python-telegram-bot retries polling by itself.
        await keep_connecting(attempt, (NetworkError, RetryAfter), "telegram",
                              asked_wait=_retry_after)
    except InvalidToken:
        # PTB's message quotes the token: say what is wrong without it (nor its cause).
        raise SettingsError("TELEGRAM_TOKEN was rejected by Telegram: copy the bot's token "
                            "from @BotFather again (/mybots → the bot → API Token)") from None


def _retry_after(error: BaseException) -> float | None:
    """The wait a 429 asks for, in seconds (python-telegram-bot gives it as an int, or as a
    timedelta where PTB_TIMEDELTA is set)."""
    if not isinstance(error, RetryAfter):
        return None
    wait = error.retry_after
    return wait.total_seconds() if isinstance(wait, timedelta) else float(wait)
