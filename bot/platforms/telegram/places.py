"""Where a Telegram update happened and who sent it, as the service knows them (a chat or forum
topic is a channel, ``telegram:<chat>[:<topic>]``), and the inline keyboards: a question's
buttons and the page buttons of a long read."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from telegram import MaybeInaccessibleMessage, Message
from telegram import User as TelegramUser
from telegram.constants import ChatType

from bot.platforms.telegram.inbox import PLATFORM
from bot.service.commands import Command, is_read
from bot.service.service import User

PAGE = "p"
"""Button data of a page of a long read: ``p:<page>:<game>:<verb>``."""

Markup = dict[str, Any]
"""A message's inline keyboard as the Bot API takes it (``reply_markup``):
``{"inline_keyboard": [[{"text": …, "callback_data": …}, …], …]}``."""


def keyboard(rows: list[list[tuple[str, str]]]) -> Markup:
    """Buttons, each ``(label, callback data)``, in rows (each button's fields in the order
    the library writes them)."""
    return {"inline_keyboard": [[{"callback_data": data, "text": label} for label, data in row]
                                for row in rows]}


def with_links(markup: Markup | None, links: list[tuple[str, str]]) -> Markup | None:
    """``markup`` with a row under it for each link, ``(label, url)``: a button that opens the
    address (the Bot API's ``url`` button, which sends nothing back to the bot)."""
    if not links:
        return markup
    rows = [*(markup or {}).get("inline_keyboard", []),
            *([{"text": label, "url": url}] for label, url in links)]
    return {"inline_keyboard": rows}


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
    return place_of(message.chat.id, thread, message.chat.type, message.chat.title or "")


def place_of(chat_id: int, thread: int | None, kind: str, title: str = "") -> Where:
    channel = f"{PLATFORM}:{chat_id}" + (f":{thread}" if thread is not None else "")
    return Where(channel, chat_id, thread, kind != ChatType.PRIVATE, title)


def pressed_at(message: MaybeInaccessibleMessage) -> Where:
    """Where a pressed button is (a message too old to be sent along: its chat)."""
    if isinstance(message, Message):
        return where(message)
    return place_of(message.chat.id, None, message.chat.type, message.chat.title or "")


def user_of(user: TelegramUser) -> User:
    name = user.first_name or user.username or str(user.id)
    return User(id=f"{PLATFORM}:{user.id}", name=name, locale=user.language_code)


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
