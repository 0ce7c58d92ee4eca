"""What is checked before the service, alike on every platform: the cooldowns a command is held
to (by the read/move rule, the game's player never waiting for a move), who is a spectator of
the channel's game, and which commands need to know whether their sender moderates."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from bot.platforms.chat.cooldowns import Cooldowns, Limits, Rule, rules
from bot.platforms.chat.session import Session
from bot.service.commands import MODERATED, Command
from bot.words.replies import Line

if TYPE_CHECKING:
    from bot.store import GameRecord


class Guard:
    def __init__(self, session: Session, limits: Limits, clock: Callable[[], float]) -> None:
        self.session = session
        self.limits = limits
        self.cooldowns = Cooldowns(clock)

    async def player(self, channel: str) -> str | None:
        """The player of the channel's last game (running or over), if it had one."""
        record = await self.session.store.last_game(channel)
        return record.owner_id if record is not None else None

    def rules(self, channel: str, user: str, command: Command, *, player: bool,
              group: bool) -> list[Rule]:
        """The cooldowns ``command`` is held to (none of 0 s)."""
        session = self.session
        return rules(self.limits, channel, user, player=player, move=session.is_move(command),
                     read=session.is_read(command), group=group)

    async def wait(self, held: list[Rule], request: str | None = None) -> float:
        """Seconds before a command held to ``held`` may go (0: now, and they start again).
        With ``request``, one applied already (delivered again) waits for nothing."""
        if not held:
            return 0.0
        if request is not None and await self.session.store.seen(request):
            return 0.0
        return self.cooldowns.take(held)

    def take(self, held: list[Rule]) -> float:
        return self.cooldowns.take(held)


def slow_down(seconds: float) -> Line:
    """The refusal of a command that came too soon."""
    return Line("bot-slow-down", {"seconds": math.ceil(seconds)})


def needs_moderator(command: Command, group: bool) -> bool:
    """Whether the service must know if the sender moderates the channel: a command a
    moderator may give in someone else's game, in a group (in a private chat nobody else
    plays)."""
    return group and command.game is not None and command.name in MODERATED


def spectator(last: GameRecord | None, user: str) -> bool:
    """Whether ``user`` watches someone else's running game in the channel."""
    return last is not None and last.status == "live" and last.owner_id != user
