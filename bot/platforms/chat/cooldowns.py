"""Cooldowns: how soon a key (a user in a channel, a channel, …) may act again. Platform-neutral,
for any adapter; the clock is given, so tests move time instead of waiting for it.

A command is checked against several rules at once (its user's, its channel's); it passes only
when every rule allows it, and only then do they all start again: a refused command costs
nothing, so a troll hammering the bot never locks out the next spectator for longer."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.settings import Settings

Rule = tuple[Hashable, float]
"""A key and the seconds that must pass between two of its actions."""

TIDY_AT = 10_000
"""Past this many remembered keys, the expired ones are forgotten (memory stays bounded)."""


class Cooldowns:
    def __init__(self, clock: Callable[[], float]) -> None:
        self.clock = clock
        self._free_at: dict[Hashable, float] = {}
        """Key → when it may act again."""

    def take(self, rules: Iterable[Rule]) -> float:
        """0 when every rule allows acting now (and each starts again); otherwise the seconds
        left before all of them would, nothing changed."""
        rules = [(key, seconds) for key, seconds in rules if seconds > 0]
        now = self.clock()
        left = max((self._free_at.get(key, now) - now for key, _ in rules), default=0.0)
        if left > 0:
            return left
        for key, seconds in rules:
            self._free_at[key] = now + seconds
        if len(self._free_at) > TIDY_AT:
            self._free_at = {k: t for k, t in self._free_at.items() if t > now}
        return 0.0


@dataclass(frozen=True)
class Limits:
    """Cooldowns in seconds (0: none): between two commands of one user in a channel
    (SOLOIST_COOLDOWN), between two commands in a group's channel from anyone but the game's
    player (SOLOIST_CHANNEL_COOLDOWN), and between two reads of one spectator there, on a
    platform whose spectators' reads are posted for all to see (SOLOIST_READ_COOLDOWN)."""

    cooldown: float = 0.0
    channel_cooldown: float = 0.0
    read_cooldown: float = 0.0

    @classmethod
    def of(cls, settings: Settings, public_reads: bool) -> Limits:
        """The settings' cooldowns; the reads' only where ``public_reads``: a platform that
        answers a spectator's read to them alone (Discord) needs none."""
        return cls(settings.cooldown, settings.channel_cooldown,
                   settings.read_cooldown if public_reads else 0.0)


def rules(limits: Limits, channel: str, user: str, *, player: bool, move: bool, read: bool,
          group: bool) -> list[Rule]:
    """The cooldowns a command is held to, none of 0 s, on every platform alike: the game's
    player's moves never wait; anyone else's commands in a group share the channel's
    cooldown too; a spectator's reads there have their own, longer one."""
    found: list[Rule] = []
    if not (player and move):
        found.append((("user", channel, user), limits.cooldown))
    if group and not player:
        found.append((("channel", channel), limits.channel_cooldown))
        if read:
            found.append((("read", channel, user), limits.read_cooldown))
    return [(key, seconds) for key, seconds in found if seconds > 0]
