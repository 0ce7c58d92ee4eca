"""The service's replies in Telegram's messages: a step in the turn's one message (the chat
layer's live message, with the board's picture as its media when the turn fits a caption),
any other reply as new messages, a long read as pages, files as documents, and a refusal to a
spectator sent to them privately, never to the group. A reply's link (a finished game's play
for BG Stats) is a url button under the question's buttons, if any."""

from __future__ import annotations

import functools
from dataclasses import dataclass, replace
from typing import Any

from telegram import ReplyParameters
from telegram import User as TelegramUser
from telegram.constants import ChatType
from telegram.error import BadRequest, ChatMigrated, Forbidden, TelegramError

from bot.platforms.chat import delivery
from bot.platforms.chat.delivery import is_step
from bot.platforms.chat.session import Session, clamp
from bot.platforms.telegram import alt
from bot.platforms.telegram.calls import Calls, log
from bot.platforms.telegram.inbox import PLATFORM
from bot.platforms.telegram.places import (
    Markup,
    Where,
    keyboard,
    page_markup,
    place_of,
    with_links,
)
from bot.service.commands import Command
from bot.words.buttons import buttons
from bot.words.render import live_text, reply_text, split_text
from bot.words.replies import Reply
from bot.words.rule_links import telegram_links

MESSAGE_LIMIT = 4096
"""Characters in one Telegram message."""
CAPTION_LIMIT = alt.CAPTION_LIMIT
"""Characters in a photo's caption: a reply longer than this with its picture's alt text
(``alt.fits``) goes as text as it would without a picture, and its picture follows as a
photo of its own, captioned with its alt text."""
LINK_LIMIT: int | None = None
"""A url button's address: the Bot API sets no length (InlineKeyboardButton.url,
tests/specs/telegram/api.json), so a link is always its whole first candidate."""


class Replies:
    """Replies shown in a chat, through the adapter's ``Calls``."""

    def __init__(self, session: Session, calls: Calls) -> None:
        self.session = session
        self.catalog = session.catalog
        self.store = session.store
        self.calls = calls
        self.application = calls.application

    async def deliver(self, place: Where, reply: Reply, logger: Any,
                      reply_to: int | None = None, moved: bool = False) -> None:
        try:
            if is_step(reply):
                await self.show_turn(place, reply, logger)
            else:
                await self.post(place, reply, logger, reply_to)
        except ChatMigrated as exc:
            if moved:
                logger.error("reply not delivered", error=str(exc))
                return
            # The group became a supergroup before its service message reached us: the
            # games go along, and the reply goes there (the message it answered stays behind).
            await self.move(place.chat_id, exc.new_chat_id)
            await self.deliver(replace(place, chat_id=exc.new_chat_id, channel=place_of(
                exc.new_chat_id, place.thread, ChatType.SUPERGROUP).channel), reply, logger,
                moved=True)
        except TelegramError as exc:
            # The step is stored; `/<game> turn` shows its open question again.
            logger.error("reply not delivered", error=str(exc))

    async def refuse(self, place: Where, sender: TelegramUser, reply: Reply,
                     logger: Any) -> None:
        """A refusal in a group, to someone other than the game's player: never in the chat
        (a crowd's refusals would bury the game and spend its flood allowance). It goes to
        them privately when they have a private chat with the bot; else nowhere."""
        text = self.catalog.render(reply.language, "tg-in-chat", {
            "chat": place.title or "…", "text": reply_text(self.catalog, reply)})
        alone = place_of(sender.id, None, ChatType.PRIVATE)
        try:
            await self.calls.send(alone, text[:MESSAGE_LIMIT], None, None, logger)
        except (Forbidden, BadRequest) as exc:
            logger.info("refusal kept from the chat", user=sender.id, error=exc.message,
                        key=reply.lines[0].key if reply.lines else None)
        except TelegramError as exc:
            logger.warning("refusal not sent", user=sender.id, error=str(exc))

    async def send_documents(self, place: Where, sender: TelegramUser, reply: Reply,
                             logger: Any, reply_to: int, alone: bool) -> None:
        """A reply carrying files (a transcript): its text, then each file as a document
        (sendDocument, a multipart upload). A spectator's, in a group, goes to them privately
        as their other reads do not: a transcript is long and theirs alone. Without a private
        chat with the bot (Telegram lets no bot start one) it is posted in the group, as an
        answer to their command: the game's record is no secret, and cooldowns bound it."""
        if alone:
            private = place_of(sender.id, None, ChatType.PRIVATE)
            try:
                await self.documents_to(private, reply, None, logger)
                return
            except (Forbidden, BadRequest) as exc:
                logger.info("transcript not sent privately; posted in the chat",
                            user=sender.id, error=exc.message)
        try:
            await self.documents_to(place, reply, reply_to, logger)
        except TelegramError as exc:
            logger.error("documents not delivered", error=str(exc))

    async def documents_to(self, place: Where, reply: Reply, reply_to: int | None,
                           logger: Any) -> None:
        bot = self.application.bot
        text = reply_text(self.catalog, reply)
        first = await self.calls.send(place, text[:MESSAGE_LIMIT], None, reply_to, logger)
        for document in reply.documents:
            answering = ReplyParameters(first, allow_sending_without_reply=True)
            await self.calls.call("sendDocument", functools.partial(
                bot.send_document, place.chat_id, document.data, filename=document.name,
                message_thread_id=place.thread, reply_parameters=answering,
                disable_content_type_detection=False), logger, place.chat_id)

    def markup(self, reply: Reply) -> Markup | None:
        """The open question's buttons (only the newest question keeps them)."""
        rows = buttons(self.catalog, reply)
        if not rows:
            return None
        return keyboard([[(b.label, b.data) for b in row] for row in rows])

    def drawn(self, reply: Reply, markup: Markup | None) -> Markup | None:
        """What the message shows: the question's buttons, then the reply's links, which stay
        on it when a later question takes the buttons away."""
        links = [(self.catalog.render(reply.language, link.label.key, link.label.params), url)
                 for link in reply.links if (url := link.url_within(LINK_LIMIT)) is not None]
        return with_links(markup, links)

    def hint(self, place: Where, reply: Reply, markup: Markup | None) -> str:
        """In a group, a question answered by typing (a code, a number beyond the buttons) is
        answered by replying to the message: bots in privacy mode see no other text."""
        prompt = reply.prompt
        if place.group and prompt is not None and (markup is None or prompt.kind == "text"):
            return self.catalog.render(reply.language, "tg-reply-hint")
        return ""

    async def show_turn(self, place: Where, reply: Reply, logger: Any) -> None:
        """The turn's one message (``show_turn``): edited when it is the channel's live
        message, else posted; the board's picture is its media when the turn fits a caption."""
        markup = self.markup(reply)
        hint = self.hint(place, reply, markup)
        links = telegram_links(self.catalog, reply)
        limit = MESSAGE_LIMIT - sum(len(extra) + 1 for extra in (links, hint) if extra)
        text = "\n".join(extra for extra in (live_text(self.catalog, reply, limit), links, hint)
                         if extra)
        surface = TurnMessage(self.calls, place, reply, text, self.drawn(reply, markup), markup,
                              logger)
        shown, posted = await delivery.show_turn(self.store, PLATFORM, place.channel, reply,
                                                 surface)
        if posted and shown is not None:
            logger.info("turn message", message=int(shown), turn=reply.turn)
            await self.calls.buttons_now_on(place, int(shown), markup, logger)

    async def post(self, place: Where, reply: Reply, logger: Any,
                   reply_to: int | None) -> None:
        """A reply that is not a step (help, status, a refusal): new messages, cut at line
        ends to fit, the question's buttons on the last."""
        if not reply.lines and reply.prompt is None:
            return
        markup = self.markup(reply)
        hint = self.hint(place, reply, markup)
        links = telegram_links(self.catalog, reply)
        text = "\n".join(extra for extra in (reply_text(self.catalog, reply), links, hint)
                         if extra)
        drawn = self.drawn(reply, markup)
        last = await self.captioned(place, reply, text, drawn, reply_to, logger)
        pieces = [] if last is not None else split_text(text, MESSAGE_LIMIT) or ["…"]
        for n, piece in enumerate(pieces):
            final = n == len(pieces) - 1
            last = await self.calls.send(place, piece, drawn if final else None,
                                         reply_to if n == 0 else None, logger)
        if pieces and reply.picture is not None:  # too long for a caption: the picture follows
            await self.calls.send_photo(place, reply.picture, reply, None, None, None, logger)
        if last is not None and (markup is not None or reply.changed):
            await self.calls.buttons_now_on(place, last, markup, logger)

    async def captioned(self, place: Where, reply: Reply, text: str,
                        markup: Markup | None, reply_to: int | None,
                        logger: Any) -> int | None:
        """A reply with the board's picture whose text fits a caption: one photo, the text its
        caption (that message). None, and nothing sent, for any other reply: its text goes as
        text, and its picture, if any, after it."""
        if reply.picture is None or not alt.fits(text, reply.picture_alt):
            return None
        return await self.calls.send_photo(place, reply.picture, reply, text, markup, reply_to,
                                           logger)

    async def show_page(self, place: Where, reply: Reply, read: Command, logger: Any,
                        page: int = 1, reply_to: int | None = None,
                        edit: int | None = None) -> None:
        """A read as one message: a page of it, with buttons to turn the others (edited in
        place) when it is longer than a message."""
        assert read.game is not None
        pages = self.session.pages(reply, MESSAGE_LIMIT)
        page = clamp(page, len(pages))
        markup = page_markup(page, len(pages), read.game, read.name)
        try:
            if edit is None and len(pages) == 1 and await self.captioned(
                    place, reply, pages[0], markup, reply_to, logger) is not None:
                return
            if edit is not None:
                await self.calls.edit(place, edit, pages[page - 1], markup, logger)
            else:
                await self.calls.send(place, pages[page - 1], markup, reply_to, logger)
                if reply.picture is not None:  # too long for a caption: the picture follows
                    await self.calls.send_photo(place, reply.picture, reply, None, None, None,
                                                logger)
        except TelegramError as exc:
            logger.error("reply not delivered", error=str(exc))

    async def move(self, old: int, new: int) -> None:
        moved = await self.store.move_channel(f"{PLATFORM}:{old}", f"{PLATFORM}:{new}")
        self.calls.forget_buttons(old)
        if moved:
            log.info("group became a supergroup; its games moved", channel=f"{PLATFORM}:{new}",
                     old=f"{PLATFORM}:{old}", games=moved)


@dataclass
class TurnMessage:
    """A step shown in Telegram's messages (``TurnSurface``): as the board's picture captioned
    with the turn when it fits a caption, else as text with the picture after it."""

    calls: Calls
    place: Where
    reply: Reply
    text: str
    markup: Markup | None
    """Every button the message shows."""
    asks: Markup | None
    """The open question's buttons among them: taken off when the next question comes."""
    logger: Any

    @property
    def captioned(self) -> bool:
        return self.reply.picture is not None and alt.fits(self.text, self.reply.picture_alt)

    async def edit_turn(self, ref: str) -> bool:
        calls, place, reply, photo = self.calls, self.place, self.reply, self.reply.picture
        if photo is not None and self.captioned:
            # The turn's message becomes the board's picture with the turn as its caption.
            if not await calls.edit_media(place, int(ref), photo, reply, self.text,
                                          self.markup, self.logger):
                return False
            await calls.buttons_now_on(place, int(ref), self.asks, self.logger)
            return True
        if not await calls.edit(place, int(ref), self.text, self.markup, self.logger):
            return False
        await calls.buttons_now_on(place, int(ref), self.asks, self.logger)
        if photo is not None and self.crowded():
            # A picture of its own at every step would spend the group's minute of messages;
            # `/<game> board` shows it whenever asked.
            self.logger.info("picture left out: the group is near Telegram's limit")
        elif photo is not None:
            await calls.send_photo(place, photo, reply, None, None, None, self.logger)
        return True

    def crowded(self) -> bool:
        return self.calls.crowded(self.place.chat_id)

    async def post_turn(self) -> str:
        calls, place, reply, photo = self.calls, self.place, self.reply, self.reply.picture
        if photo is not None and self.captioned:
            sent = await calls.send_photo(place, photo, reply, self.text, self.markup, None,
                                          self.logger)
        else:
            sent = await calls.send(place, self.text, self.markup, None, self.logger)
            if photo is not None:
                await calls.send_photo(place, photo, reply, None, None, None, self.logger)
        return str(sent)
