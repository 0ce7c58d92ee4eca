"""Cooldowns: how soon a key (a user in a channel, a channel, …) may act again. Platform-neutral,
for any adapter; the clock is given, so tests move time instead of waiting for it.

A command is checked against several rules at once (its user's, its channel's); it passes only
when every rule allows it, and only then do they all start again: a refused command costs
nothing, so a troll hammering the bot never locks out the next spectator for longer."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable

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
