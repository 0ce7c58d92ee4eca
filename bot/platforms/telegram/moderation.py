"""Moderation on Telegram: who moderates a group (its administrators and its owner, asked with
getChatMember when a command needs to know, and kept for a few minutes), and whom a handover
names.

A handover is given by replying to a message of the new player with ``/<game> handover``: the
reply names them by their Telegram id, which typed text cannot (Telegram tells a bot no user's
id from an @username). Whatever else is typed after the command is ignored, so nobody can hand
a game to an id they typed.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any, Protocol

import structlog
from telegram import Message
from telegram import User as TelegramUser
from telegram.constants import ChatMemberStatus
from telegram.error import TelegramError

from bot.platforms.chat.guard import needs_moderator
from bot.service.commands import Command
from bot.service.service import User

log = structlog.get_logger("soloist.telegram")

KEPT = 300.0
"""Seconds an answer of getChatMember is trusted: a demoted admin loses the right soon."""
CACHE = "soloist-admins"
"""The Application's ``bot_data`` entry holding the answers: one per application, so two bots
in one process (the tests') never share them."""
ADMINS = (ChatMemberStatus.OWNER, ChatMemberStatus.ADMINISTRATOR)

clock: Callable[[], float] = time.monotonic
"""When the answers were given (tests move it)."""


class Chat(Protocol):
    """Where a command was given (the adapter's ``Where``)."""

    @property
    def chat_id(self) -> int: ...

    @property
    def group(self) -> bool: ...


async def moderate(application: Any, place: Chat, sender: TelegramUser, user: User,
                   command: Command, message: Message) -> tuple[User, Command]:
    """``user`` and ``command`` as the service should see them: for a command a moderator may
    give in a group, whether the sender administers the chat; for a handover, the new player
    named by the message it replies to (none when it replies to nobody's, or to a bot's: the
    service then says how to name one); for a bare `/record`, the record of the player
    whose message it replies to."""
    if command.name == "handover":
        command = replace(command, args=_named(message))
    elif command.name == "record" and not command.args and _named(message):
        # `/record` in reply to someone's message: their record, as a handover names them.
        command = replace(command, args=_named(message))
    if needs_moderator(command, place.group):
        user = replace(user, moderator=await is_admin(application, place.chat_id, sender.id))
    return user, command


def _named(message: Message) -> tuple[str, ...]:
    replied = message.reply_to_message
    author = replied.from_user if replied is not None else None
    if author is None or author.is_bot:
        return ()
    return (f"telegram:{author.id}", author.first_name or author.username or str(author.id))


async def is_admin(application: Any, chat_id: int, user_id: int) -> bool:
    """Whether the user is the chat's owner or one of its administrators (asked again after
    ``KEPT`` seconds; a failed question counts as no)."""
    kept: dict[tuple[int, int], tuple[float, bool]] = application.bot_data.setdefault(CACHE, {})
    now = clock()
    known = kept.get((chat_id, user_id))
    if known is not None and now - known[0] < KEPT:
        return known[1]
    try:
        member = await application.bot.get_chat_member(chat_id, user_id)
    except TelegramError as exc:
        log.warning("chat member unknown", channel=f"telegram:{chat_id}", error=str(exc))
        return False
    admin = member.status in ADMINS
    kept[(chat_id, user_id)] = (now, admin)
    return admin
