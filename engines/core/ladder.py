"""A difficulty ladder: the levels an automaton is played at, from the seed's own knobs (a
handicap, the number of dummies, a harder setup), ordered from easiest to hardest. Each game's
``GameSpec.ladders`` lists them per automaton; ``GameSpec.level`` says a game's level from its
state. A level's name and description are messages: ``<game>-level-<id>`` and
``<game>-level-<id>-about``."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Level:
    """One rung: the `/<game> new` options that start a game at it."""

    id: str
    """Stable across versions (stored with every result): ``beck-2-h3``, ``botos-ac``."""
    automaton: str
    rank: int
    """1 is the easiest of its automaton's ladder."""
    options: tuple[tuple[str, str], ...]
    """The `/<game> new` options that set it, as ``GameSpec.odds_automata`` writes them."""
    rules: tuple[str, ...]
    """The rule ids of the knobs it turns."""
