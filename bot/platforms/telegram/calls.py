"""Telegram's Bot API calls for the adapter: each through ``with_retries`` with its chat's flood
gate; the common ones (a text sent, edited, its buttons taken off) made directly, their answer
left as JSON; only the newest question of a channel keeps its buttons."""

from __future__ import annotations

import warnings
from typing import Any

import structlog
from telegram import InlineKeyboardMarkup, InputMediaPhoto, Message, ReplyParameters
from telegram.error import BadRequest, TelegramError
from telegram.ext import Application
from telegram.warnings import PTBUserWarning

from bot.platforms.chat.store import ChatStore
from bot.platforms.telegram.alt import captioned
from bot.platforms.telegram.inbox import PLATFORM, Clock, FloodGate, with_retries
from bot.platforms.telegram.pace import CHAT_GAP, Pace
from bot.platforms.telegram.places import Markup, Where
from bot.words.pictures import picture_file
from bot.words.replies import Reply

ANSWER_PATIENCE = 3.0
"""How long a press's answer may wait out flood control: Telegram forgets a query within
seconds, and a later answer is refused anyway."""
SENDS = frozenset({"sendMessage", "sendPhoto", "sendDocument"})
"""The calls that post a new message: paced by Telegram's sending limits (``Pace``)."""
DIRECT = ("sendMessage", "editMessageText", "editMessageReplyMarkup")
"""The calls made with ``Bot.do_api_request`` rather than the library's method of the same
name: the same request, but the answer is left as Telegram's JSON (we need a message id at
most) instead of becoming the library's objects. A message with buttons that answers another
is two ``Message`` objects of ~150 attributes each: ~0.3 ms of CPU a call, more than the rest
of a turn's handling in the adapter (bench/telegram_cpu.py)."""

log = structlog.get_logger("soloist.telegram")

TelegramApp = Application[Any, Any, Any, Any, Any, Any]


def quiet_direct_calls() -> None:
    """The library warns that ``do_api_request`` is meant for methods it does not have yet;
    we use it for ``DIRECT`` on purpose. (Set where the bot is built: a filter set at import
    could be dropped by whoever resets the warning filters after it, as pytest does.)"""
    for method in DIRECT:
        warnings.filterwarnings("ignore", message=rf"Please use 'Bot\.{method}' instead",
                                category=PTBUserWarning)


def _not_modified(exc: BadRequest) -> bool:
    return "not modified" in exc.message.casefold()


class Calls:
    """The Bot API as the adapter calls it."""

    def __init__(self, application: TelegramApp, store: ChatStore, clock: Clock,
                 backoff: float) -> None:
        self.application = application
        self.store = store
        self.clock = clock
        self.backoff = backoff
        self._floods: dict[int, FloodGate] = {}
        self.pace = Pace()
        self._buttons: dict[str, set[int]] = {}
        """Per channel, the messages that may still carry buttons (known since start)."""

    def gate(self, chat_id: int) -> FloodGate:
        return self._floods.setdefault(chat_id, FloodGate())

    async def call(self, what: str, action: Any, logger: Any = log,
                   chat_id: int | None = None, patience: float | None = None) -> Any:
        """One Bot API call through ``with_retries``, with the chat's flood gate; a new
        message waits for the moment Telegram's sending limits leave it."""
        options: dict[str, Any] = {} if patience is None else {"patience": patience}
        if what in SENDS and chat_id is not None:
            action = self._paced(what, action, chat_id, logger)
        return await with_retries(what, action, clock=self.clock, backoff=self.backoff,
                                  logger=logger, gate=self.gate(chat_id)
                                  if chat_id is not None else None, **options)

    def _paced(self, what: str, action: Any, chat_id: int, logger: Any) -> Any:
        """``action`` (each try of it) sent at the first moment the limits leave it."""
        async def paced() -> Any:
            wait = self.pace.reserve(chat_id, self.clock.now()) - self.clock.now()
            if wait > 0:
                if wait > CHAT_GAP:
                    logger.info("paced", method=what, wait=round(wait, 1))
                await self.clock.sleep(wait)
            return await action()
        return paced

    async def direct(self, method: str, params: dict[str, Any], logger: Any,
                     chat_id: int) -> Any:
        """One of the ``DIRECT`` calls, its parameters as the Bot API takes them (those that
        are None left out, as the library's methods leave them out); Telegram's JSON answer."""
        bot = self.application.bot
        sent = {key: value for key, value in params.items() if value is not None}
        return await self.call(method, lambda: bot.do_api_request(method, api_kwargs=sent),
                               logger, chat_id)

    async def send(self, place: Where, text: str, markup: Markup | None,
                   reply_to: int | None, logger: Any) -> int:
        """A text message (as ``Bot.send_message`` sends it); its message id."""
        answering = ({"allow_sending_without_reply": True, "message_id": reply_to}
                     if reply_to is not None else None)
        sent = await self.direct("sendMessage", {
            "chat_id": place.chat_id, "text": text, "reply_markup": markup,
            "message_thread_id": place.thread, "reply_parameters": answering},
            logger, place.chat_id)
        return int(sent["message_id"])

    def crowded(self, chat_id: int) -> bool:
        """Whether a group's minute of messages is nearly spent (``Pace.crowded``)."""
        return self.pace.crowded(chat_id, self.clock.now())

    def library_markup(self, markup: Markup | None) -> InlineKeyboardMarkup | None:
        """``markup`` as the library's object, for the calls made through its methods."""
        if markup is None:
            return None
        return InlineKeyboardMarkup.de_json(markup, self.application.bot)

    async def send_photo(self, place: Where, photo: bytes, reply: Reply, caption: str | None,
                         markup: Markup | None, reply_to: int | None,
                         logger: Any) -> int:
        """The board's picture (a multipart upload, through the library), captioned with
        ``caption`` and its alt text (``alt.captioned``); its message id."""
        bot = self.application.bot
        answering = (ReplyParameters(reply_to, allow_sending_without_reply=True)
                     if reply_to is not None else None)
        name = picture_file(reply)
        buttons = self.library_markup(markup)
        caption, entities = captioned(caption, reply.picture_alt)
        sent: Message = await self.call("sendPhoto", lambda: bot.send_photo(
            place.chat_id, photo, caption=caption, reply_markup=buttons, filename=name,
            caption_entities=entities or None, message_thread_id=place.thread,
            reply_parameters=answering), logger, place.chat_id)
        return sent.message_id

    async def edit_media(self, place: Where, message_id: int, photo: bytes, reply: Reply,
                         caption: str, markup: Markup | None,
                         logger: Any) -> bool:
        """The turn's message as the board's picture, captioned with the turn (Telegram turns
        a text message into a photo in place); False when it cannot be edited."""
        bot = self.application.bot
        text, entities = captioned(caption, reply.picture_alt)
        media = InputMediaPhoto(photo, caption=text, caption_entities=entities or None,
                                filename=picture_file(reply))
        buttons = self.library_markup(markup)
        try:
            await self.call("editMessageMedia", lambda: bot.edit_message_media(
                media, chat_id=place.chat_id, message_id=message_id, reply_markup=buttons),
                logger, place.chat_id)
        except BadRequest as exc:
            logger.warning("live message not editable", message=message_id, error=exc.message)
            return False
        return True

    async def edit(self, place: Where, message_id: int, text: str,
                   markup: Markup | None, logger: Any) -> bool:
        """Edit a message's text (and buttons: none without ``markup``); False when it is gone
        or cannot be edited (post a new one then)."""
        try:
            await self.direct("editMessageText", {
                "chat_id": place.chat_id, "message_id": message_id, "text": text,
                "reply_markup": markup}, logger, place.chat_id)
        except BadRequest as exc:
            if _not_modified(exc):
                return True
            logger.warning("live message not editable", message=message_id, error=exc.message)
            return False
        return True

    async def buttons_now_on(self, place: Where, message_id: int,
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
                await self.direct("editMessageReplyMarkup", {
                    "chat_id": place.chat_id, "message_id": old}, logger, place.chat_id)
            except BadRequest:
                pass  # already without buttons, or deleted
            except TelegramError as exc:
                logger.warning("old buttons kept", message=old, error=str(exc))
        held.clear()
        if markup is not None:
            held.add(message_id)

    async def answer(self, query_id: str, text: str | None) -> None:
        bot = self.application.bot
        try:
            await self.call("answerCallbackQuery", lambda: bot.answer_callback_query(
                query_id, text=text, show_alert=bool(text)), patience=ANSWER_PATIENCE)
        except BadRequest:
            pass  # too old: Telegram forgets a query after a while; nothing to tell
        except TelegramError as exc:
            log.warning("press not answered", error=str(exc))

    def forget_buttons(self, chat_id: int) -> None:
        prefix = f"{PLATFORM}:{chat_id}"
        for channel in [c for c in self._buttons if c == prefix or c.startswith(prefix + ":")]:
            del self._buttons[channel]
