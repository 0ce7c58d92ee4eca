"""Telegram: the same commands as the console table in private chats, groups and forum topics,
inline buttons for every question, and each automa turn shown in one message edited as it goes.

Only translation lives here. A chat (or a forum topic) is a channel, ``telegram:<chat id>`` (or
``telegram:<chat id>:<topic id>``); every update is handled with the request key
``telegram:<update id>``, which the service stores with the step it makes, so an update that
Telegram delivers twice is applied once. Replies are sent after the step is stored, so sending
them again after a flood-control wait, a timeout or a 5xx is safe for the game.

- Commands: each game's (``/rajas …``), ``/lang``, ``/help``, ``/start``, also as
  ``/rajas@BotName``; a command for another bot, or one we do not know in a group, is left alone.
- Plain text answers the open question. In a private chat always; in a group when it replies to
  one of our messages (the way with privacy mode on, where a bot sees no other text), or when it
  comes from the game's player: then it is answered only if it changed the game, so the player's
  ordinary chat draws no refusals. ``/rajas answer CODE`` works everywhere too.
- Buttons: only the newest message of a channel that asks a question carries them; older ones
  lose theirs as soon as a newer one is drawn or the game moves on (a stale copy on a slow client
  still only answers "this turn has moved on"). A refused press is answered to the presser alone.
- After a restart the channel's live message is known from the store: its buttons keep working
  (they name the game and version, nothing in memory) and the next step edits it.
- Updates of different chats are handled concurrently, those of one chat one at a time in order,
  so a chat waiting out flood control holds up no other.
- Nothing is lost at a crash: every update goes into the store's inbox before Telegram learns
  it arrived (the next ``getUpdates`` confirms it, or the webhook's answer), and leaves it only
  when it is carried through. At start, what is left there is handled first; an update whose
  step was stored but whose answer never went out shows its turn again.
"""

from __future__ import annotations

import asyncio
import functools
import json
import warnings
from collections import defaultdict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from datetime import timedelta
from typing import Any, TypeVar
from urllib.parse import urlsplit

import structlog
from telegram import (
    BotCommand,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    Message,
    ReplyParameters,
    Update,
)
from telegram import User as TelegramUser
from telegram.constants import ChatType
from telegram.error import (
    BadRequest,
    Forbidden,
    InvalidToken,
    NetworkError,
    RetryAfter,
    TelegramError,
)
from telegram.ext import (
    Application,
    ApplicationBuilder,
    CallbackQueryHandler,
    CommandHandler,
    ContextTypes,
    MessageHandler,
    SimpleUpdateProcessor,
    filters,
)

from bot.adapters.startup import keep_connecting
from bot.adapters.telegram_moderation import moderate
from bot.buttons import buttons, parse_press
from bot.commands import Command, parse
from bot.i18n import LANGUAGES, Catalog
from bot.render import live_text, reply_text, split_text
from bot.replies import Reply
from bot.service import Service, User
from bot.settings import Settings, SettingsError
from bot.store import LiveMessage, Store

PLATFORM = "telegram"
API_URL = "https://api.telegram.org/bot"
MESSAGE_LIMIT = 4096
"""Characters in one Telegram message."""
ALERT_LIMIT = 200
"""Characters in the text of a callback query's answer."""
DESCRIPTION_LIMIT = 256
"""Characters in a command's description for setMyCommands."""
ALLOWED_UPDATES = ("message", "callback_query")
"""Edited messages are not asked for: an edited `/rajas turn` must not play another turn."""
CONCURRENT_UPDATES = 32
"""Updates handled at once; one channel's updates still go one at a time, in order."""
ATTEMPTS = 5
"""Tries of one Bot API call before its reply is given up (the step itself is stored)."""
MAX_BACKOFF = 30.0
MAX_FLOOD_WAIT = 300.0
"""A flood-control wait longer than this gives the reply up rather than hold the channel."""

log = structlog.get_logger("soloist.telegram")

T = TypeVar("T")
TelegramApp = Application[Any, Any, Any, Any, Any, Any]


@dataclass(frozen=True)
class Where:
    """A Telegram place to talk: the channel id the service knows, the chat and forum topic."""

    channel: str
    chat_id: int
    thread: int | None
    group: bool


def where(message: Message) -> Where:
    thread = message.message_thread_id if message.is_topic_message else None
    channel = f"{PLATFORM}:{message.chat.id}" + (f":{thread}" if thread is not None else "")
    return Where(channel, message.chat.id, thread, message.chat.type != ChatType.PRIVATE)


def user_of(user: TelegramUser) -> User:
    name = user.first_name or user.username or str(user.id)
    return User(id=f"{PLATFORM}:{user.id}", name=name, locale=user.language_code)


def file_url(base_url: str) -> str:
    """The Bot API's file address beside ``base_url`` (``…/bot`` → ``…/file/bot``)."""
    if base_url.endswith("/bot"):
        return base_url[: -len("/bot")] + "/file/bot"
    return base_url.rstrip("/") + "/file/bot"


def request_key(update: Update) -> str:
    """The update's key: its request id for the service and its place in the inbox."""
    return f"{PLATFORM}:{update.update_id}"


class InboxQueue(asyncio.Queue[object]):
    """python-telegram-bot's update queue, written through to the store's inbox. The library
    puts each update here before it confirms it to Telegram (polling: the next getUpdates
    carries the offset past it; webhook: the HTTP answer leaves after ``put``), so an update
    Telegram considers delivered is already on disk."""

    def __init__(self, store: Store) -> None:
        super().__init__()
        self.store = store

    async def put(self, item: object) -> None:
        if isinstance(item, Update):
            await self.store.inbox_add(request_key(item), PLATFORM, item.to_json())
        await super().put(item)

    async def put_recovered(self, update: Update) -> None:
        """An update read back from the inbox: queued without writing it again."""
        await super().put(update)


class InboxProcessor(SimpleUpdateProcessor):
    """Takes an update out of the inbox once its handling is over, whatever the outcome (a
    failure is logged by the error handler; a crash-looping update must not come back at
    every start). A handling cut short by shutdown leaves it there for the next start."""

    def __init__(self, store: Store, max_concurrent_updates: int) -> None:
        super().__init__(max_concurrent_updates)
        self.store = store

    async def do_process_update(self, update: object, coroutine: Awaitable[Any]) -> None:
        await coroutine
        if isinstance(update, Update):
            await self.store.inbox_done(request_key(update))


def retry_seconds(exc: RetryAfter) -> float:
    with warnings.catch_warnings():
        # An int until PTB_TIMEDELTA is the default; reading it as such warns.
        warnings.simplefilter("ignore")
        value = exc.retry_after
    return value.total_seconds() if isinstance(value, timedelta) else float(value)


async def with_retries(what: str, action: Callable[[], Awaitable[T]], backoff: float = 1.0,
                       logger: Any = log) -> T:
    """Run one Bot API call, waiting out flood control (429) and retrying timeouts, network
    errors and 5xx with a growing delay; a bad request (400) or a refusal (403) is not retried.
    Safe because a reply goes out only after its step is stored: a retried send can at worst
    repeat a message (a timeout after Telegram took it), never a step."""
    delay = backoff
    for attempt in range(1, ATTEMPTS + 1):
        try:
            return await action()
        except RetryAfter as exc:
            wait = retry_seconds(exc)
            if attempt == ATTEMPTS or wait > MAX_FLOOD_WAIT:
                raise
            logger.warning("flood control", method=what, wait=wait, attempt=attempt)
            await asyncio.sleep(wait)
        except (BadRequest, Forbidden):
            raise
        except NetworkError as exc:  # TimedOut, connection errors, 5xx
            if attempt == ATTEMPTS:
                raise
            logger.warning("retrying", method=what, error=str(exc), delay=delay,
                           attempt=attempt)
            await asyncio.sleep(delay)
            delay = min(delay * 2, MAX_BACKOFF)
    raise AssertionError("unreachable")


def _not_modified(exc: BadRequest) -> bool:
    return "not modified" in exc.message.casefold()


def command_descriptions(service: Service, catalog: Catalog,
                         language: str) -> list[BotCommand]:
    """The command menu in ``language``: each game's command with its verbs, then /lang and
    /help. Descriptions come from the locales (``cmd-<game>``, ``cmd-lang``, ``cmd-help``)."""
    commands = []
    for name, game in sorted(service.games.items()):
        key = f"cmd-{name}"
        described = catalog.render(language, key) if catalog.has("en", key) else name
        verbs = ", ".join(verb.name for verb in game.verbs)
        text = catalog.render(language, "tg-command",
                              {"description": described, "verbs": verbs})
        commands.append(BotCommand(name, text[:DESCRIPTION_LIMIT]))
    for name in ("lang", "help"):
        commands.append(BotCommand(name, catalog.render(language, f"cmd-{name}")))
    return commands


class TelegramBot:
    """The adapter: a python-telegram-bot ``Application`` whose handlers call the service."""

    def __init__(self, service: Service, catalog: Catalog, token: str,
                 base_url: str = API_URL, *, default_language: str = "en",
                 backoff: float = 1.0, poll_timeout: float = 10.0) -> None:
        self.service = service
        self.catalog = catalog
        self.default_language = default_language
        self.backoff = backoff
        self.poll_timeout = poll_timeout
        self._locks: defaultdict[str, asyncio.Lock] = defaultdict(asyncio.Lock)
        self._buttons: dict[str, set[int]] = {}
        """Per channel, the messages that may still carry buttons (known since start)."""
        self._recovered: set[int] = set()
        """Updates read back from the inbox at start, not yet handled again."""
        self.queue = InboxQueue(service.store)
        self.application: TelegramApp = (
            ApplicationBuilder().token(token).base_url(base_url)
            .base_file_url(file_url(base_url)).update_queue(self.queue)
            .concurrent_updates(InboxProcessor(service.store, CONCURRENT_UPDATES)).build())
        self._install(self.application)

    def _install(self, app: TelegramApp) -> None:
        fresh = filters.UpdateType.MESSAGE
        names = sorted({*self.service.games, "lang", "help", "start"})
        app.add_handler(CommandHandler(names, self.on_command, filters=fresh))
        # Unknown commands are answered only in a private chat: in a group they may be meant
        # for another bot.
        app.add_handler(MessageHandler(filters.COMMAND & filters.ChatType.PRIVATE & fresh,
                                       self.on_command))
        app.add_handler(MessageHandler(filters.TEXT & ~filters.COMMAND & fresh, self.on_text))
        app.add_handler(CallbackQueryHandler(self.on_press))
        app.add_error_handler(self.on_error)

    # -- running -------------------------------------------------------------------------------

    async def run(self, webhook: Settings | None = None) -> None:
        """Serve until cancelled: long polling, or a webhook when ``webhook`` has its URL."""
        app = self.application
        async with app:
            await self.register_commands()
            await app.start()
            try:
                await self.recover()
                updater = app.updater
                assert updater is not None
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
                try:
                    await asyncio.Event().wait()
                finally:
                    if updater.running:
                        await updater.stop()
            finally:
                if app.running:
                    await app.stop()
                log.info("telegram stopped")

    async def recover(self) -> None:
        """Queue the updates left in the inbox by a crash, before any new one is fetched, so
        each chat's updates keep their order."""
        left = await self.service.store.inbox(PLATFORM)
        for key, payload in left:
            try:
                update = Update.de_json(json.loads(payload), self.application.bot)
            except (ValueError, TypeError, KeyError) as exc:
                log.error("unreadable update in the inbox; dropped", key=key, error=str(exc))
                await self.service.store.inbox_done(key)
                continue
            self._recovered.add(update.update_id)
            await self.queue.put_recovered(update)
        if left:
            log.info("recovering updates", count=len(left))

    async def register_commands(self) -> None:
        """The command menu, once per language (and the default language for the rest)."""
        bot = self.application.bot
        wanted: list[tuple[str | None, str]] = [(None, self.default_language)]
        wanted += [(language, language) for language in LANGUAGES]
        for code, language in wanted:
            commands = command_descriptions(self.service, self.catalog, language)
            try:
                await with_retries("setMyCommands", functools.partial(
                    bot.set_my_commands, commands, language_code=code), self.backoff)
            except TelegramError as exc:
                log.warning("commands not registered", language=code, error=str(exc))

    # -- updates -------------------------------------------------------------------------------

    async def on_command(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        message = update.message
        if message is None or message.from_user is None or not message.text:
            return
        command = replace(parse(message.text), request=f"{PLATFORM}:{update.update_id}")
        await self._message(update, message, message.from_user, command, addressed=True)

    async def on_text(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """Plain text answers the open question. In a group it is heard only when it is a reply
        to one of our messages, or comes from the player of the channel's game (with privacy
        mode off); a player's text that is not a reply gets no refusal, so chat stays chat."""
        message = update.message
        if message is None or message.from_user is None or not message.text:
            return
        replied = message.reply_to_message
        addressed = message.chat.type == ChatType.PRIVATE or (
            replied is not None and replied.from_user is not None
            and replied.from_user.id == context.bot.id)
        command = Command(name="answer", args=(message.text.strip(),),
                          request=f"{PLATFORM}:{update.update_id}")
        await self._message(update, message, message.from_user, command, addressed=addressed)

    async def _message(self, update: Update, message: Message, sender: TelegramUser,
                       command: Command, addressed: bool) -> None:
        place = where(message)
        user = user_of(sender)
        user, command = await moderate(self.application, place, sender, user, command, message)
        logger = log.bind(channel=place.channel, update=update.update_id)
        # The channel's lock comes first, before anything that waits: a channel's updates are
        # taken in the order Telegram sent them.
        async with self._locks[place.channel]:
            if not addressed:
                record = await self.service.store.live_game(place.channel)
                if record is None or record.owner_id != user.id:
                    return  # someone else's chat
            recovered = self._take_recovered(update)
            reply = await self.service.handle(place.channel, user, command)
            logger = logger.bind(game=reply.game, version=reply.version)
            if reply.duplicate:
                await self._duplicate(place, recovered, logger)
                return
            if not addressed and not reply.changed:
                logger.info("unaddressed text ignored",
                            key=reply.lines[0].key if reply.lines else None)
                return
            await self._deliver(place, reply, logger, reply_to=message.message_id)

    async def on_press(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        query = update.callback_query
        if query is None:
            return
        message = query.message
        command = parse_press(query.data or "", request=f"{PLATFORM}:{update.update_id}")
        if message is None or command is None:
            await self._answer(query.id, None)
            return
        place = where(message) if isinstance(message, Message) else Where(
            f"{PLATFORM}:{message.chat.id}", message.chat.id, None,
            message.chat.type != ChatType.PRIVATE)
        logger = log.bind(channel=place.channel, update=update.update_id)
        async with self._locks[place.channel]:
            recovered = self._take_recovered(update)
            reply = await self.service.handle(place.channel, user_of(query.from_user), command)
            logger = logger.bind(game=reply.game, version=reply.version)
            if reply.duplicate:
                await self._answer(query.id, None)
                await self._duplicate(place, recovered, logger)
                return
            if not reply.changed:
                # A refusal ("only Alice plays", "this turn has moved on"): for the presser
                # alone, as an alert; the chat sees nothing.
                text = reply_text(self.catalog, reply)
                await self._answer(query.id, text[:ALERT_LIMIT] or None)
                return
            await self._answer(query.id, None)  # the spinner stops before the edit
            await self._deliver(place, reply, logger)

    def _take_recovered(self, update: Update) -> bool:
        """Whether ``update`` was read back from the inbox at start (asked once)."""
        recovered = update.update_id in self._recovered
        self._recovered.discard(update.update_id)
        return recovered

    async def _duplicate(self, place: Where, recovered: bool, logger: Any) -> None:
        """An update applied before: nothing to do, unless it was recovered from the inbox
        after a crash, when its answer may never have gone out: show the turn again."""
        if not recovered:
            logger.info("duplicate update")
            return
        reply = await self.service.current_turn(place.channel)
        logger.info("recovered update shown again", shown=reply is not None)
        if reply is not None:
            await self._deliver(place, reply, logger)

    async def on_error(self, update: object, context: ContextTypes.DEFAULT_TYPE) -> None:
        error = context.error
        update_id = update.update_id if isinstance(update, Update) else None
        log.error("update failed", update=update_id, error=repr(error),
                  exc_info=(type(error), error, error.__traceback__) if error else None)

    # -- replies -------------------------------------------------------------------------------

    async def _deliver(self, place: Where, reply: Reply, logger: Any,
                       reply_to: int | None = None) -> None:
        try:
            if reply.changed and reply.turn is not None and reply.game_id is not None:
                await self._show_turn(place, reply, logger)
            else:
                await self._post(place, reply, logger, reply_to)
        except TelegramError as exc:
            # The step is stored; `/<game> turn` shows its open question again.
            logger.error("reply not delivered", error=str(exc))

    def _markup(self, reply: Reply) -> InlineKeyboardMarkup | None:
        rows = buttons(self.catalog, reply)
        if not rows:
            return None
        return InlineKeyboardMarkup([[InlineKeyboardButton(b.label, callback_data=b.data)
                                      for b in row] for row in rows])

    def _hint(self, place: Where, reply: Reply, markup: InlineKeyboardMarkup | None) -> str:
        """In a group, a question answered by typing (a code, a number beyond the buttons) is
        answered by replying to the message: bots in privacy mode see no other text."""
        prompt = reply.prompt
        if place.group and prompt is not None and (markup is None or prompt.kind == "text"):
            return self.catalog.render(reply.language, "tg-reply-hint")
        return ""

    async def _show_turn(self, place: Where, reply: Reply, logger: Any) -> None:
        """The turn's one message: edited when it is the channel's live message, else posted
        and remembered as the live message."""
        assert reply.game_id is not None and reply.turn is not None
        markup = self._markup(reply)
        hint = self._hint(place, reply, markup)
        limit = MESSAGE_LIMIT - (len(hint) + 1 if hint else 0)
        text = live_text(self.catalog, reply, limit) + (f"\n{hint}" if hint else "")
        live = await self.service.store.live_message(place.channel, PLATFORM)
        same_turn = live is not None and (live.game_id, live.turn) == (reply.game_id, reply.turn)
        if live is not None and same_turn and await self._edit(place, int(live.ref), text,
                                                               markup, logger):
            await self._buttons_now_on(place, int(live.ref), markup, logger)
            return
        sent = await self._send(place, text, markup, None, logger)
        await self.service.store.set_live_message(
            place.channel, PLATFORM, LiveMessage(reply.game_id, reply.turn, str(sent.message_id)))
        logger.info("turn message", message=sent.message_id, turn=reply.turn)
        await self._buttons_now_on(place, sent.message_id, markup, logger)

    async def _post(self, place: Where, reply: Reply, logger: Any,
                    reply_to: int | None) -> None:
        """A reply that is not a step (help, status, log, a refusal): new messages, cut at line
        ends to fit, the question's buttons on the last."""
        if not reply.lines and reply.prompt is None:
            return
        markup = self._markup(reply)
        hint = self._hint(place, reply, markup)
        text = reply_text(self.catalog, reply) + (f"\n{hint}" if hint else "")
        pieces = split_text(text, MESSAGE_LIMIT) or ["…"]
        last = None
        for n, piece in enumerate(pieces):
            final = n == len(pieces) - 1
            last = await self._send(place, piece, markup if final else None,
                                    reply_to if n == 0 else None, logger)
        if last is not None and (markup is not None or reply.changed):
            await self._buttons_now_on(place, last.message_id, markup, logger)

    async def _send(self, place: Where, text: str, markup: InlineKeyboardMarkup | None,
                    reply_to: int | None, logger: Any) -> Message:
        bot = self.application.bot
        answering = (ReplyParameters(reply_to, allow_sending_without_reply=True)
                     if reply_to is not None else None)
        return await with_retries("sendMessage", lambda: bot.send_message(
            place.chat_id, text, reply_markup=markup, message_thread_id=place.thread,
            reply_parameters=answering), self.backoff, logger)

    async def _edit(self, place: Where, message_id: int, text: str,
                    markup: InlineKeyboardMarkup | None, logger: Any) -> bool:
        """Edit a message; False when it is gone or cannot be edited (post a new one then)."""
        bot = self.application.bot
        try:
            await with_retries("editMessageText", lambda: bot.edit_message_text(
                text, chat_id=place.chat_id, message_id=message_id, reply_markup=markup),
                self.backoff, logger)
        except BadRequest as exc:
            if _not_modified(exc):
                return True
            logger.warning("live message not editable", message=message_id, error=exc.message)
            return False
        return True

    async def _buttons_now_on(self, place: Where, message_id: int,
                              markup: InlineKeyboardMarkup | None, logger: Any) -> None:
        """Only the newest question keeps buttons: ``message_id`` was just drawn with the
        current ones (or none, the game having moved on), so the channel's other messages lose
        theirs. Their presses would only be refused as stale; without them nobody tries."""
        held = self._buttons.get(place.channel)
        if held is None:
            # First time since start: the live message of before a restart may have buttons.
            live = await self.service.store.live_message(place.channel, PLATFORM)
            held = {int(live.ref)} if live is not None else set()
            self._buttons[place.channel] = held
        bot = self.application.bot
        for old in sorted(held - {message_id}):
            try:
                await with_retries("editMessageReplyMarkup", functools.partial(
                    bot.edit_message_reply_markup, chat_id=place.chat_id, message_id=old,
                    reply_markup=None), self.backoff, logger)
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
            await with_retries("answerCallbackQuery", lambda: bot.answer_callback_query(
                query_id, text=text, show_alert=bool(text)), self.backoff)
        except BadRequest:
            pass  # too old: Telegram forgets a query after a while; nothing to tell
        except TelegramError as exc:
            log.warning("press not answered", error=str(exc))


def _polling_error(exc: TelegramError) -> None:
    log.warning("polling failed; retrying", error=str(exc))


def build_application(service: Service, catalog: Catalog, token: str,
                      base_url: str = API_URL, **options: Any) -> TelegramApp:
    """The Application with Soloist's handlers (for tests, ``base_url`` is a stand-in)."""
    return TelegramBot(service, catalog, token, base_url, **options).application


async def run_telegram(service: Service, catalog: Catalog, settings: Settings) -> None:
    """Run the Telegram bot until cancelled (polling, or a webhook when its URL is set)."""
    if not settings.telegram_token:
        raise ValueError("TELEGRAM_TOKEN is not set")
    token = settings.telegram_token

    async def attempt() -> None:
        bot = TelegramBot(service, catalog, token, settings.telegram_api_url,
                          default_language=settings.language)
        await bot.run(webhook=settings)

    try:
        # Unreachable at start (NetworkError, TimedOut): wait for the network. Once running,
        # python-telegram-bot retries polling by itself.
        await keep_connecting(attempt, (NetworkError,), "telegram")
    except InvalidToken:
        # PTB's message quotes the token: say what is wrong without it (nor its cause).
        raise SettingsError("TELEGRAM_TOKEN was rejected by Telegram: copy the bot's token "
                            "from @BotFather again (/mybots → the bot → API Token)") from None
