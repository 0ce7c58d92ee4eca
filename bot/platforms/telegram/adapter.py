"""Telegram's adapter: python-telegram-bot's Application with Soloist's handlers, translating
updates to the service's commands and its replies to messages, buttons and pages. How it
behaves (privacy mode, presses, crowds, crashes, several processes): docs/platforms.md.

One class, ``TelegramBot``, on purpose: its handlers share the chat queues, the cooldowns and
the live messages being edited, and read as the order of one update's handling."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import warnings
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, replace
from datetime import timedelta
from typing import Any
from urllib.parse import urlsplit

import structlog
from telegram import (
    BotCommand,
    InlineKeyboardMarkup,
    InputMediaPhoto,
    MaybeInaccessibleMessage,
    Message,
    ReplyParameters,
    Update,
)
from telegram import User as TelegramUser
from telegram.constants import ChatMemberStatus, ChatType
from telegram.error import (
    BadRequest,
    ChatMigrated,
    Forbidden,
    InvalidToken,
    NetworkError,
    TelegramError,
)
from telegram.ext import (
    Application,
    ApplicationBuilder,
    CallbackQueryHandler,
    ChatMemberHandler,
    CommandHandler,
    ContextTypes,
    MessageHandler,
    filters,
)
from telegram.warnings import PTBUserWarning

from bot.platforms.chat import recovery
from bot.platforms.chat.cooldowns import Limits
from bot.platforms.chat.delivery import is_step, show_turn
from bot.platforms.chat.forget import forget_data, parse_forget
from bot.platforms.chat.guard import Guard, slow_down, spectator
from bot.platforms.chat.limits import INPUT_LIMIT
from bot.platforms.chat.session import Session, clamp
from bot.platforms.chat.startup import keep_connecting
from bot.platforms.chat.store import ChatStore
from bot.platforms.telegram.http import JsonRequest
from bot.platforms.telegram.inbox import (
    PLATFORM,
    Clock,
    FloodGate,
    InboxProcessor,
    InboxQueue,
    RealClock,
    UpdatesRequest,
    request_key,
    with_retries,
)
from bot.platforms.telegram.moderation import is_admin, moderate
from bot.platforms.telegram.queues import ChatQueues
from bot.service.commands import Command, is_read, parse
from bot.service.service import Service, User
from bot.settings import Settings, SettingsError
from bot.words.buttons import buttons, parse_press
from bot.words.i18n import LANGUAGES, Catalog
from bot.words.pictures import file_name
from bot.words.render import live_text, reply_text, split_text
from bot.words.replies import Line, Reply

API_URL = "https://api.telegram.org/bot"
MESSAGE_LIMIT = 4096
"""Characters in one Telegram message."""
CAPTION_LIMIT = 1024
"""Characters in a photo's caption: a reply longer than this goes as text as it would
without a picture, and its picture follows as a photo of its own."""
ALERT_LIMIT = 200
"""Characters in the text of a callback query's answer."""
DESCRIPTION_LIMIT = 256
"""Characters in a command's description for setMyCommands."""
ALLOWED_UPDATES = ("message", "callback_query", "my_chat_member")
"""Edited messages are not asked for: an edited `/rajas turn` must not play another turn.
``message`` brings the service messages of a group's migration; ``my_chat_member`` the bot's
removal from a chat."""
CONCURRENT_UPDATES = 32
"""The library's update slots; each is held only while an update is put in its chat's queue."""
ANSWER_PATIENCE = 3.0
"""How long a press's answer may wait out flood control: Telegram forgets a query within
seconds, and a later answer is refused anyway."""
SHUTDOWN_GRACE = 15.0
"""At a shutdown, how long the updates in flight may take to finish (systemd waits 30 s)."""
SWEEP_INTERVAL = 30.0
"""How often the inbox is looked through for updates another process took in and left there
(it was stopped, or died, before carrying them through, and is not coming back): one found at
two looks in a row is carried through here. Until then such an update waits for its chat's
next one, which carries it through first, in whichever process."""
PAGE = "p"
"""Button data of a page of a long read: ``p:<page>:<game>:<verb>``."""

log = structlog.get_logger("soloist.telegram")

TelegramApp = Application[Any, Any, Any, Any, Any, Any]

Markup = dict[str, Any]
"""A message's inline keyboard as the Bot API takes it (``reply_markup``):
``{"inline_keyboard": [[{"text": …, "callback_data": …}, …], …]}``."""

DIRECT = ("sendMessage", "editMessageText", "editMessageReplyMarkup")
"""The calls made with ``Bot.do_api_request`` rather than the library's method of the same
name: the same request, but the answer is left as Telegram's JSON (we need a message id at
most) instead of becoming the library's objects. A message with buttons that answers another
is two ``Message`` objects of ~150 attributes each: ~0.3 ms of CPU a call, more than the rest
of a turn's handling in the adapter (bench/telegram_cpu.py)."""


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


def _quiet_direct_calls() -> None:
    """The library warns that ``do_api_request`` is meant for methods it does not have yet;
    we use it for ``DIRECT`` on purpose. (Set where the bot is built: a filter set at import
    could be dropped by whoever resets the warning filters after it, as pytest does.)"""
    for method in DIRECT:
        warnings.filterwarnings("ignore", message=rf"Please use 'Bot\.{method}' instead",
                                category=PTBUserWarning)


def keyboard(rows: list[list[tuple[str, str]]]) -> Markup:
    """Buttons, each ``(label, callback data)``, in rows (each button's fields in the order
    the library writes them)."""
    return {"inline_keyboard": [[{"callback_data": data, "text": label} for label, data in row]
                                for row in rows]}


@dataclass(frozen=True)
class Where:
    """A Telegram place to talk: the channel id the service knows, the chat and forum topic."""

    channel: str
    chat_id: int
    thread: int | None
    group: bool
    title: str = ""


def where(message: Message) -> Where:
    thread = message.message_thread_id if message.is_topic_message else None
    return _place(message.chat.id, thread, message.chat.type, message.chat.title or "")


def _place(chat_id: int, thread: int | None, kind: str, title: str = "") -> Where:
    channel = f"{PLATFORM}:{chat_id}" + (f":{thread}" if thread is not None else "")
    return Where(channel, chat_id, thread, kind != ChatType.PRIVATE, title)


def pressed_at(message: MaybeInaccessibleMessage) -> Where:
    """Where a pressed button is (a message too old to be sent along: its chat)."""
    if isinstance(message, Message):
        return where(message)
    return _place(message.chat.id, None, message.chat.type, message.chat.title or "")


def user_of(user: TelegramUser) -> User:
    name = user.first_name or user.username or str(user.id)
    return User(id=f"{PLATFORM}:{user.id}", name=name, locale=user.language_code)


def file_url(base_url: str) -> str:
    """The Bot API's file address beside ``base_url`` (``…/bot`` → ``…/file/bot``)."""
    if base_url.endswith("/bot"):
        return base_url[: -len("/bot")] + "/file/bot"
    return base_url.rstrip("/") + "/file/bot"


def _not_modified(exc: BadRequest) -> bool:
    return "not modified" in exc.message.casefold()


def command_descriptions(service: Service, catalog: Catalog,
                         language: str) -> list[BotCommand]:
    """The command menu in ``language``: each game's command with its verbs, then /lang,
    /settings, /help and /forget. Descriptions come from the locales (``cmd-<game>``,
    ``cmd-lang`` …)."""
    commands = []
    for name, game in sorted(service.games.items()):
        key = f"cmd-{name}"
        described = catalog.render(language, key) if catalog.has("en", key) else name
        verbs = ", ".join(verb.name for verb in game.verbs)
        text = catalog.render(language, "tg-command",
                              {"description": described, "verbs": verbs})
        commands.append(BotCommand(name, text[:DESCRIPTION_LIMIT]))
    for name in ("lang", "settings", "help", "forget"):
        commands.append(BotCommand(name, catalog.render(language, f"cmd-{name}")))
    return commands


def page_markup(page: int, pages: int, game: str, verb: str) -> Markup | None:
    """◀ page/pages ▶ (turning past either end goes round); None for a single page."""
    if pages < 2:
        return None

    def data(to: int) -> str:
        return f"{PAGE}:{to}:{game}:{verb}"

    return keyboard([[("◀", data((page - 2) % pages + 1)), (f"{page}/{pages}", data(page)),
                      ("▶", data(page % pages + 1))]])


def parse_page(data: str) -> tuple[int, Command] | None:
    """The page and the read a page button stands for; None for data that is not one."""
    head, _, rest = data.partition(":")
    number, _, rest = rest.partition(":")
    game, _, verb = rest.partition(":")
    if head != PAGE or not number.isascii() or not number.isdigit() or len(number) > 6:
        return None
    read = Command(name=verb, game=game)
    return (int(number), read) if game and is_read(read, None) else None


class TelegramBot:
    """The adapter: a python-telegram-bot ``Application`` whose handlers call the service."""

    def __init__(self, service: Service, catalog: Catalog, token: str,
                 base_url: str = API_URL, *, default_language: str = "en",
                 backoff: float = 1.0, poll_timeout: float = 10.0,
                 clock: Clock | None = None, limits: Limits | None = None,
                 grace: float = SHUTDOWN_GRACE, sweep: float = SWEEP_INTERVAL) -> None:
        self.service = service
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
        self._floods: dict[int, FloodGate] = {}
        self._buttons: dict[str, set[int]] = {}
        """Per channel, the messages that may still carry buttons (known since start)."""
        self._recovered: set[int] = set()
        """Updates read back from the inbox at start, not yet handled again."""
        self._settled: set[int] = set()
        """Presses fully dealt with when they were answered (refused, or not ours)."""
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
        self._install(self.application)
        _quiet_direct_calls()

    def _install(self, app: TelegramApp) -> None:
        fresh = filters.UpdateType.MESSAGE
        names = sorted({*self.service.games, "lang", "settings", "help", "start", "forget"})
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
        self._settled.discard(update.update_id)
        self._swept.discard(update.update_id)

    async def register_commands(self) -> None:
        """The command menu, once per language (and the default language for the rest)."""
        bot = self.application.bot
        wanted: list[tuple[str | None, str]] = [(None, self.default_language)]
        wanted += [(language, language) for language in LANGUAGES]
        for code, language in wanted:
            commands = command_descriptions(self.service, self.catalog, language)
            try:
                await self._call("setMyCommands", functools.partial(
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
            return asyncio.create_task(self._answer_first(update))
        return None

    async def _answer_first(self, update: Update) -> None:
        query = update.callback_query
        assert query is not None
        data, message = query.data or "", query.message
        alert: str | None = None
        if message is None:
            self._settled.add(update.update_id)
        elif (page := parse_page(data)) is not None:
            alert = await self._page_cooled(pressed_at(message), query.from_user, page[1])
        elif (forget := parse_forget(data)) is not None:
            alert = await self._forget_refused(pressed_at(message), query.from_user, forget[0])
        else:
            alert = await self._precheck(update, pressed_at(message), query.from_user, data)
        if alert is not None:
            self._settled.add(update.update_id)
        await self._answer(query.id, alert)

    async def _precheck(self, update: Update, place: Where, presser: TelegramUser,
                        data: str) -> str | None:
        """A press refused before its turn (the alert), or None to let its turn decide."""
        command = parse_press(data, request=request_key(update))
        if command is None:
            self._settled.add(update.update_id)  # not ours
            return None
        store = self.store
        if command.request is None or await store.seen(command.request):
            return None  # delivered again: its turn says whether to show the turn again
        refusal = await self.session.check_press(place.channel, user_of(presser), command)
        if refusal is None:
            return None
        await store.mark_seen(command.request)
        log.info("press refused at once", channel=place.channel, update=update.update_id,
                 key=refusal.lines[0].key)
        return reply_text(self.catalog, refusal)[:ALERT_LIMIT]

    async def _page_cooled(self, place: Where, presser: TelegramUser,
                           read: Command) -> str | None:
        """Turning pages edits a message: a cooldown, like a command."""
        guard, user = self.guard, user_of(presser)
        player = await guard.player(place.channel)
        wait = guard.take(guard.rules(place.channel, user.id, replace(read, name="page"),
                                      player=user.id == player, group=place.group))
        if not wait:
            return None
        return self.session.text(await self.session.refusal(place.channel, user,
                                                            slow_down(wait)))

    async def _forget_refused(self, place: Where, presser: TelegramUser,
                              asker: int) -> str | None:
        if presser.id == asker:
            return None
        language = await self.service.language(place.channel, user_of(presser))
        return self.catalog.render(language, "tg-forget-not-yours")

    def _was_settled(self, update: Update) -> bool:
        settled = update.update_id in self._settled
        self._settled.discard(update.update_id)
        return settled

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
        reply = await self.service.handle(place.channel, user, command)
        logger = logger.bind(game=reply.game, version=reply.version)
        if reply.duplicate:
            await self._duplicate(place, recovered, logger)
        elif not addressed and not reply.changed:
            logger.info("unaddressed text ignored",
                        key=reply.lines[0].key if reply.lines else None)
        elif reply.refused and place.group and watching:
            await self._refuse(place, sender, reply, logger)
        elif reply.documents:
            await self._send_documents(place, sender, reply, logger, message.message_id,
                                       alone=place.group and reply.private)
        elif (command.game and self.session.is_read(command) and reply.prompt is None
              and not reply.refused):
            await self._show_page(place, reply, command, logger, reply_to=message.message_id)
        else:
            await self._deliver(place, reply, logger, reply_to=message.message_id)

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
            await self._refuse(place, sender, refusal, logger)
        else:
            await self._deliver(place, refusal, logger, reply_to=message.message_id)

    async def on_press(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        query = update.callback_query
        if query is None or query.message is None or self._was_settled(update):
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
        reply = await self.service.handle(place.channel, user_of(query.from_user), command)
        logger = logger.bind(game=reply.game, version=reply.version)
        if reply.duplicate:
            await self._duplicate(place, recovered, logger)
        elif not reply.changed:
            # Answered at once, when the press still looked right; an earlier update of the
            # chat has moved the game on since. The presser sees it move on.
            logger.info("press refused at its turn",
                        key=reply.lines[0].key if reply.lines else None)
        else:
            await self._deliver(place, reply, logger)

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
            await self._deliver(place, reply, logger)

    async def on_migrate(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """A group became a supergroup: Telegram says so in both chats (``migrate_to_chat_id``
        in the old, ``migrate_from_chat_id`` in the new); the first to come moves the games."""
        message = update.message
        if message is None:
            return
        if message.migrate_to_chat_id:
            await self._move(message.chat.id, message.migrate_to_chat_id)
        elif message.migrate_from_chat_id:
            await self._move(message.migrate_from_chat_id, message.chat.id)

    async def _move(self, old: int, new: int) -> None:
        moved = await self.store.move_channel(f"{PLATFORM}:{old}", f"{PLATFORM}:{new}")
        self._forget_buttons(old)
        if moved:
            log.info("group became a supergroup; its games moved", channel=f"{PLATFORM}:{new}",
                     old=f"{PLATFORM}:{old}", games=moved)

    async def on_member(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """The bot was removed from a chat (or, in a private chat, blocked): what Soloist
        kept of the chat goes."""
        change = update.my_chat_member
        if change is None or change.new_chat_member.status not in (ChatMemberStatus.LEFT,
                                                                   ChatMemberStatus.BANNED):
            return
        channel = f"{PLATFORM}:{change.chat.id}"
        games = await self.store.forget_channel(channel, request=request_key(update))
        self._forget_buttons(change.chat.id)
        log.info("removed from the chat; its data deleted", channel=channel, games=games)

    def _forget_buttons(self, chat_id: int) -> None:
        prefix = f"{PLATFORM}:{chat_id}"
        for channel in [c for c in self._buttons if c == prefix or c.startswith(prefix + ":")]:
            del self._buttons[channel]

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
        language = await self.service.language(place.channel, user)
        if command.request is not None:
            await self.store.mark_seen(command.request)
        if place.group and not await is_admin(self.application, place.chat_id, sender.id):
            refusal = Reply(language=language, lines=[Line("tg-forget-denied")], private=True,
                            refused=True)
            await self._refuse(place, sender, refusal, logger)
            return
        markup = keyboard([[
            (self.catalog.render(language, "tg-forget-yes"), forget_data(sender.id, True)),
            (self.catalog.render(language, "tg-forget-no"), forget_data(sender.id, False))]])
        try:
            await self._send(place, self.catalog.render(language, "tg-forget-ask"), markup,
                             message.message_id, logger)
        except TelegramError as exc:
            logger.error("reply not delivered", error=str(exc))

    async def _forget(self, update: Update, message: MaybeInaccessibleMessage,
                      presser: TelegramUser, place: Where, confirmed: bool,
                      logger: Any) -> None:
        language = await self.service.language(place.channel, user_of(presser))
        if confirmed:
            games = await self.store.forget_channel(f"{PLATFORM}:{place.chat_id}",
                                                            request=request_key(update))
            self._forget_buttons(place.chat_id)
            logger.info("chat data deleted on request", user=presser.id, games=games)
            text = self.catalog.render(language, "tg-forget-done", {"games": games})
        else:
            text = self.catalog.render(language, "tg-forget-kept")
        if isinstance(message, Message):
            await self._edit(place, message.message_id, text, None, logger)

    # -- pages of a long read ----------------------------------------------------------------------

    async def _show_page(self, place: Where, reply: Reply, read: Command, logger: Any,
                         page: int = 1, reply_to: int | None = None,
                         edit: int | None = None) -> None:
        """A read as one message: a page of it, with buttons to turn the others (edited in
        place) when it is longer than a message."""
        assert read.game is not None
        pages = self.session.pages(reply, MESSAGE_LIMIT)
        page = clamp(page, len(pages))
        markup = page_markup(page, len(pages), read.game, read.name)
        try:
            if edit is None and len(pages) == 1 and await self._captioned(
                    place, reply, pages[0], markup, reply_to, logger) is not None:
                return
            if edit is not None:
                await self._edit(place, edit, pages[page - 1], markup, logger)
            else:
                await self._send(place, pages[page - 1], markup, reply_to, logger)
                if reply.picture is not None:  # too long for a caption: the picture follows
                    await self._send_photo(place, reply.picture, reply, None, None, None,
                                           logger)
        except TelegramError as exc:
            logger.error("reply not delivered", error=str(exc))

    async def _turn_page(self, update: Update, message: MaybeInaccessibleMessage,
                         presser: TelegramUser, place: Where, page: tuple[int, Command],
                         logger: Any) -> None:
        number, read = page
        reply = await self.service.handle(place.channel, user_of(presser),
                                          replace(read, request=request_key(update)))
        if reply.refused or reply.duplicate or not isinstance(message, Message):
            return
        await self._show_page(place, reply, read, logger, page=number,
                              edit=message.message_id)

    # -- replies -------------------------------------------------------------------------------

    async def _deliver(self, place: Where, reply: Reply, logger: Any,
                       reply_to: int | None = None, moved: bool = False) -> None:
        try:
            if is_step(reply):
                await self._show_turn(place, reply, logger)
            else:
                await self._post(place, reply, logger, reply_to)
        except ChatMigrated as exc:
            if moved:
                logger.error("reply not delivered", error=str(exc))
                return
            # The group became a supergroup before its service message reached us: the
            # games go along, and the reply goes there (the message it answered stays behind).
            await self._move(place.chat_id, exc.new_chat_id)
            await self._deliver(replace(place, chat_id=exc.new_chat_id, channel=_place(
                exc.new_chat_id, place.thread, ChatType.SUPERGROUP).channel), reply, logger,
                moved=True)
        except TelegramError as exc:
            # The step is stored; `/<game> turn` shows its open question again.
            logger.error("reply not delivered", error=str(exc))

    async def _refuse(self, place: Where, sender: TelegramUser, reply: Reply,
                      logger: Any) -> None:
        """A refusal in a group, to someone other than the game's player: never in the chat
        (a crowd's refusals would bury the game and spend its flood allowance). It goes to
        them privately when they have a private chat with the bot; else nowhere."""
        text = self.catalog.render(reply.language, "tg-in-chat", {
            "chat": place.title or "…", "text": reply_text(self.catalog, reply)})
        alone = _place(sender.id, None, ChatType.PRIVATE)
        try:
            await self._send(alone, text[:MESSAGE_LIMIT], None, None, logger)
        except (Forbidden, BadRequest) as exc:
            logger.info("refusal kept from the chat", user=sender.id, error=exc.message,
                        key=reply.lines[0].key if reply.lines else None)
        except TelegramError as exc:
            logger.warning("refusal not sent", user=sender.id, error=str(exc))

    async def _send_documents(self, place: Where, sender: TelegramUser, reply: Reply,
                              logger: Any, reply_to: int, alone: bool) -> None:
        """A reply carrying files (a transcript): its text, then each file as a document
        (sendDocument, a multipart upload). A spectator's, in a group, goes to them privately
        as their other reads do not: a transcript is long and theirs alone. Without a private
        chat with the bot (Telegram lets no bot start one) it is posted in the group, as an
        answer to their command: the game's record is no secret, and cooldowns bound it."""
        if alone:
            private = _place(sender.id, None, ChatType.PRIVATE)
            try:
                await self._documents_to(private, reply, None, logger)
                return
            except (Forbidden, BadRequest) as exc:
                logger.info("transcript not sent privately; posted in the chat",
                            user=sender.id, error=exc.message)
        try:
            await self._documents_to(place, reply, reply_to, logger)
        except TelegramError as exc:
            logger.error("documents not delivered", error=str(exc))

    async def _documents_to(self, place: Where, reply: Reply, reply_to: int | None,
                            logger: Any) -> None:
        bot = self.application.bot
        text = reply_text(self.catalog, reply)
        first = await self._send(place, text[:MESSAGE_LIMIT], None, reply_to, logger)
        for document in reply.documents:
            answering = ReplyParameters(first, allow_sending_without_reply=True)
            await self._call("sendDocument", functools.partial(
                bot.send_document, place.chat_id, document.data, filename=document.name,
                message_thread_id=place.thread, reply_parameters=answering,
                disable_content_type_detection=False), logger, place.chat_id)

    def _markup(self, reply: Reply) -> Markup | None:
        rows = buttons(self.catalog, reply)
        if not rows:
            return None
        return keyboard([[(b.label, b.data) for b in row] for row in rows])

    def _hint(self, place: Where, reply: Reply, markup: Markup | None) -> str:
        """In a group, a question answered by typing (a code, a number beyond the buttons) is
        answered by replying to the message: bots in privacy mode see no other text."""
        prompt = reply.prompt
        if place.group and prompt is not None and (markup is None or prompt.kind == "text"):
            return self.catalog.render(reply.language, "tg-reply-hint")
        return ""

    async def _show_turn(self, place: Where, reply: Reply, logger: Any) -> None:
        """The turn's one message (``show_turn``): edited when it is the channel's live
        message, else posted; the board's picture is its media when the turn fits a caption."""
        markup = self._markup(reply)
        hint = self._hint(place, reply, markup)
        limit = MESSAGE_LIMIT - (len(hint) + 1 if hint else 0)
        text = live_text(self.catalog, reply, limit) + (f"\n{hint}" if hint else "")
        shown, posted = await show_turn(self.store, PLATFORM, place.channel, reply,
                                        TurnMessage(self, place, reply, text, markup, logger))
        if posted and shown is not None:
            logger.info("turn message", message=int(shown), turn=reply.turn)
            await self._buttons_now_on(place, int(shown), markup, logger)

    async def _post(self, place: Where, reply: Reply, logger: Any,
                    reply_to: int | None) -> None:
        """A reply that is not a step (help, status, a refusal): new messages, cut at line
        ends to fit, the question's buttons on the last."""
        if not reply.lines and reply.prompt is None:
            return
        markup = self._markup(reply)
        hint = self._hint(place, reply, markup)
        text = reply_text(self.catalog, reply) + (f"\n{hint}" if hint else "")
        last = await self._captioned(place, reply, text, markup, reply_to, logger)
        pieces = [] if last is not None else split_text(text, MESSAGE_LIMIT) or ["…"]
        for n, piece in enumerate(pieces):
            final = n == len(pieces) - 1
            last = await self._send(place, piece, markup if final else None,
                                    reply_to if n == 0 else None, logger)
        if pieces and reply.picture is not None:  # too long for a caption: the picture follows
            await self._send_photo(place, reply.picture, reply, None, None, None, logger)
        if last is not None and (markup is not None or reply.changed):
            await self._buttons_now_on(place, last, markup, logger)

    def _gate(self, chat_id: int) -> FloodGate:
        return self._floods.setdefault(chat_id, FloodGate())

    async def _call(self, what: str, action: Any, logger: Any = log,
                    chat_id: int | None = None, patience: float | None = None) -> Any:
        """One Bot API call through ``with_retries``, with the chat's flood gate."""
        options: dict[str, Any] = {} if patience is None else {"patience": patience}
        return await with_retries(what, action, clock=self.clock, backoff=self.backoff,
                                  logger=logger, gate=self._gate(chat_id)
                                  if chat_id is not None else None, **options)

    async def _direct(self, method: str, params: dict[str, Any], logger: Any,
                      chat_id: int) -> Any:
        """One of the ``DIRECT`` calls, its parameters as the Bot API takes them (those that
        are None left out, as the library's methods leave them out); Telegram's JSON answer."""
        bot = self.application.bot
        sent = {key: value for key, value in params.items() if value is not None}
        return await self._call(method, lambda: bot.do_api_request(method, api_kwargs=sent),
                                logger, chat_id)

    async def _send(self, place: Where, text: str, markup: Markup | None,
                    reply_to: int | None, logger: Any) -> int:
        """A text message (as ``Bot.send_message`` sends it); its message id."""
        answering = ({"allow_sending_without_reply": True, "message_id": reply_to}
                     if reply_to is not None else None)
        sent = await self._direct("sendMessage", {
            "chat_id": place.chat_id, "text": text, "reply_markup": markup,
            "message_thread_id": place.thread, "reply_parameters": answering},
            logger, place.chat_id)
        return int(sent["message_id"])

    def _library_markup(self, markup: Markup | None) -> InlineKeyboardMarkup | None:
        """``markup`` as the library's object, for the calls made through its methods."""
        if markup is None:
            return None
        return InlineKeyboardMarkup.de_json(markup, self.application.bot)

    async def _captioned(self, place: Where, reply: Reply, text: str,
                         markup: Markup | None, reply_to: int | None,
                         logger: Any) -> int | None:
        """A reply with the board's picture whose text fits a caption: one photo, the text its
        caption (that message). None, and nothing sent, for any other reply: its text goes as
        text, and its picture, if any, after it."""
        if reply.picture is None or len(text) > CAPTION_LIMIT:
            return None
        return await self._send_photo(place, reply.picture, reply, text, markup, reply_to,
                                      logger)

    async def _send_photo(self, place: Where, photo: bytes, reply: Reply, caption: str | None,
                          markup: Markup | None, reply_to: int | None,
                          logger: Any) -> int:
        """The board's picture (a multipart upload, through the library); its message id."""
        bot = self.application.bot
        answering = (ReplyParameters(reply_to, allow_sending_without_reply=True)
                     if reply_to is not None else None)
        name = file_name(reply.game or "board")
        buttons = self._library_markup(markup)
        sent: Message = await self._call("sendPhoto", lambda: bot.send_photo(
            place.chat_id, photo, caption=caption, reply_markup=buttons, filename=name,
            message_thread_id=place.thread, reply_parameters=answering), logger, place.chat_id)
        return sent.message_id

    async def _edit_media(self, place: Where, message_id: int, photo: bytes, reply: Reply,
                          caption: str, markup: Markup | None,
                          logger: Any) -> bool:
        """The turn's message as the board's picture, captioned with the turn (Telegram turns
        a text message into a photo in place); False when it cannot be edited."""
        bot = self.application.bot
        media = InputMediaPhoto(photo, caption=caption,
                                filename=file_name(reply.game or "board"))
        buttons = self._library_markup(markup)
        try:
            await self._call("editMessageMedia", lambda: bot.edit_message_media(
                media, chat_id=place.chat_id, message_id=message_id, reply_markup=buttons),
                logger, place.chat_id)
        except BadRequest as exc:
            logger.warning("live message not editable", message=message_id, error=exc.message)
            return False
        return True

    async def _edit(self, place: Where, message_id: int, text: str,
                    markup: Markup | None, logger: Any) -> bool:
        """Edit a message's text (and buttons: none without ``markup``); False when it is gone
        or cannot be edited (post a new one then)."""
        try:
            await self._direct("editMessageText", {
                "chat_id": place.chat_id, "message_id": message_id, "text": text,
                "reply_markup": markup}, logger, place.chat_id)
        except BadRequest as exc:
            if _not_modified(exc):
                return True
            logger.warning("live message not editable", message=message_id, error=exc.message)
            return False
        return True

    async def _buttons_now_on(self, place: Where, message_id: int,
                              markup: Markup | None, logger: Any) -> None:
        """Only the newest question keeps buttons: ``message_id`` was just drawn with the
        current ones (or none, the game having moved on), so the channel's other messages lose
        theirs. Their presses would only be refused as stale; without them nobody tries."""
        held = self._buttons.get(place.channel)
        if held is None:
            # First time since start: the live message of before a restart may have buttons.
            live = await self.store.live_message(place.channel, PLATFORM)
            held = {int(live.ref)} if live is not None else set()
            self._buttons[place.channel] = held
        for old in sorted(held - {message_id}):
            try:
                # No reply_markup: the message keeps no buttons.
                await self._direct("editMessageReplyMarkup", {
                    "chat_id": place.chat_id, "message_id": old}, logger, place.chat_id)
            except BadRequest:
                pass  # already without buttons, or deleted
            except TelegramError as exc:
                logger.warning("old buttons kept", message=old, error=str(exc))
        held.clear()
        if markup is not None:
            held.add(message_id)

    async def _answer(self, query_id: str, text: str | None) -> None:
        bot = self.application.bot
        try:
            await self._call("answerCallbackQuery", lambda: bot.answer_callback_query(
                query_id, text=text, show_alert=bool(text)), patience=ANSWER_PATIENCE)
        except BadRequest:
            pass  # too old: Telegram forgets a query after a while; nothing to tell
        except TelegramError as exc:
            log.warning("press not answered", error=str(exc))


@dataclass
class TurnMessage:
    """A step shown in Telegram's messages (``TurnSurface``): as the board's picture captioned
    with the turn when it fits a caption, else as text with the picture after it."""

    bot: TelegramBot
    place: Where
    reply: Reply
    text: str
    markup: Markup | None
    logger: Any

    @property
    def captioned(self) -> bool:
        return self.reply.picture is not None and len(self.text) <= CAPTION_LIMIT

    async def edit_turn(self, ref: str) -> bool:
        bot, place, reply, photo = self.bot, self.place, self.reply, self.reply.picture
        if photo is not None and self.captioned:
            # The turn's message becomes the board's picture with the turn as its caption.
            if not await bot._edit_media(place, int(ref), photo, reply, self.text,
                                         self.markup, self.logger):
                return False
            await bot._buttons_now_on(place, int(ref), self.markup, self.logger)
            return True
        if not await bot._edit(place, int(ref), self.text, self.markup, self.logger):
            return False
        await bot._buttons_now_on(place, int(ref), self.markup, self.logger)
        if photo is not None:
            await bot._send_photo(place, photo, reply, None, None, None, self.logger)
        return True

    async def post_turn(self) -> str:
        bot, place, reply, photo = self.bot, self.place, self.reply, self.reply.picture
        if photo is not None and self.captioned:
            sent = await bot._send_photo(place, photo, reply, self.text, self.markup, None,
                                         self.logger)
        else:
            sent = await bot._send(place, self.text, self.markup, None, self.logger)
            if photo is not None:
                await bot._send_photo(place, photo, reply, None, None, None, self.logger)
        return str(sent)


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
                          limits=Limits.of(settings, public_reads=True))
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
        # Unreachable at start (NetworkError, TimedOut): wait for the network. Once running,
        # python-telegram-bot retries polling by itself.
        await keep_connecting(attempt, (NetworkError,), "telegram")
    except InvalidToken:
        # PTB's message quotes the token: say what is wrong without it (nor its cause).
        raise SettingsError("TELEGRAM_TOKEN was rejected by Telegram: copy the bot's token "
                            "from @BotFather again (/mybots → the bot → API Token)") from None

