"""The service as every chat platform (and the console table) meets it: the command handled,
the reply's words, the read/move rule with the game's own queries, and the turn shown again
when a recovered command finds its step already stored."""

from __future__ import annotations

from collections.abc import Awaitable
from typing import TYPE_CHECKING, Any

from bot.platforms.chat.store import ChatStore
from bot.service.commands import Command, is_move, is_read
from bot.words.render import reply_text, split_text
from bot.words.replies import Line, Reply

if TYPE_CHECKING:
    from bot.service.service import Server, Service, User
    from bot.words.i18n import Catalog
    from engines.core.spec import GameSpec


class Session:
    """One platform's door to the service, the catalog and the store (``ChatStore``)."""

    def __init__(self, service: Service, catalog: Catalog) -> None:
        self.service = service
        self.catalog = catalog
        self.store = ChatStore(service.store)

    # -- the service -------------------------------------------------------------------------

    def handle(self, channel: str, user: User, command: Command,
               server: Server | None = None) -> Awaitable[Reply]:
        return self.service.handle(channel, user, command, server)

    def language(self, channel: str, user: User,
                 server: Server | None = None) -> Awaitable[str]:
        return self.service.language(channel, user, server)

    def check_press(self, channel: str, user: User, command: Command) -> Awaitable[Reply | None]:
        return self.service.check_press(channel, user, command)

    async def shown_again(self, channel: str, recovered: bool, logger: Any, noun: str,
                          server: Server | None = None) -> Reply | None:
        """A command applied before: nothing to show, unless it was read back from the inbox
        after a crash, when its answer may never have gone out: the channel's turn again."""
        if not recovered:
            logger.info(f"duplicate {noun}")
            return None
        reply = await self.service.current_turn(channel, server)
        logger.info(f"recovered {noun} shown again", shown=reply is not None)
        return reply

    # -- reads and moves ---------------------------------------------------------------------

    def game(self, command: Command) -> GameSpec | None:
        return self.service.games.get(command.game or "")

    def is_read(self, command: Command) -> bool:
        """``commands.is_read`` with the command's game: the one rule, its queries reads."""
        return is_read(command, self.game(command))

    def is_move(self, command: Command) -> bool:
        return is_move(command, self.game(command))

    # -- words -------------------------------------------------------------------------------

    def text(self, reply: Reply) -> str:
        return reply_text(self.catalog, reply)

    def pages(self, reply: Reply, limit: int) -> list[str]:
        """The reply's text cut at line ends into pages of at most ``limit`` characters."""
        return split_text(reply_text(self.catalog, reply), limit) or ["…"]

    def say(self, language: str, key: str, params: dict[str, Any] | None = None) -> str:
        return self.catalog.render(language, key, params)

    async def refusal(self, channel: str, user: User, line: Line,
                      server: Server | None = None) -> Reply:
        """A refusal given before the service (too soon, too long), for its asker alone."""
        language = await self.service.language(channel, user, server)
        return Reply(language=language, lines=[line], private=True, refused=True)


def clamp(page: int, pages: int) -> int:
    """``page`` within 1..``pages``."""
    return min(max(page, 1), pages)
