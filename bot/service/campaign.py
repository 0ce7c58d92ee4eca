"""The ladder as a campaign: the level a player's next game against an automaton proposes,
walked from their results in the order the games ended.

The rules of the walk:

- **start**: the walk starts at the level of the player's first decided play on the ladder;
  with none, at ``start`` if given, else at the ladder's easiest level.
- **up**: after a win, one level up; **top**: a win at the top level stays there.
- **down**: after two losses in a row at the same level, one level down, and the count of
  losses starts again; **bottom**: at the easiest level there is no lower one, so the player
  stays and the losses keep counting.
- **stay**: a first loss at a level changes nothing but the count.
- An early end (or a complete play with no single player seat) changes nothing: it is
  neither a win nor a loss.
- **Ruling**: a play at another level of the ladder than the one proposed (the player chose
  it by hand) moves the walk to the level actually played, with no losses counted there
  yet, and the rule then applies to its result: the campaign follows what the player does,
  it never argues with it. A play at no level of this ladder (another automaton's, a setting
  the ladder lacks) is passed over.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from bot.service.standings import decided, in_play_order
from bot.store.results import Result
from engines.core.ladder import Level

Why = Literal["start", "up", "top", "down", "bottom", "stay"]


@dataclass(frozen=True)
class CampaignStep:
    """One decided play of the walk and where it left the player."""

    played: str
    """The level id the game was played at."""
    won: bool
    level: str
    """The level id proposed after it."""
    why: Why


@dataclass(frozen=True)
class Position:
    """Where a player stands on a ladder: the level to propose next and why."""

    level: Level
    why: Why
    """What the last decided play did (``start`` before any)."""
    losses: int
    """Losses in a row at ``level`` (0 after a move)."""
    steps: tuple[CampaignStep, ...]
    """The walk, one step per decided play on the ladder, in the order the games ended."""


DROP_AFTER = 2
"""Losses in a row at a level that move the player one level down."""


def next_level(results: Sequence[Result], ladder: tuple[Level, ...],
               start: str | None = None) -> Position:
    """The position of a player on ``ladder`` after ``results``: theirs, in the ladder's game
    (plays against another automaton, or at no level of the ladder, are passed over).
    ``start``: a level id of the ladder to begin at when no play is on it. Raises ValueError
    for an empty ladder or a ``start`` not on it."""
    if not ladder:
        raise ValueError("a campaign needs a ladder with at least one level")
    ids = [level.id for level in ladder]
    if start is not None and start not in ids:
        raise ValueError(f"{start!r} is no level of the ladder {ids}")
    automaton = ladder[0].automaton
    walked = [result for result in in_play_order(results)
              if decided(result) and result.automaton == automaton and result.level in ids]
    at = ids.index(start) if start is not None else 0
    if walked:
        at = ids.index(str(walked[0].level))
    why: Why = "start"
    losses = 0
    steps: list[CampaignStep] = []
    for result in walked:
        played = ids.index(str(result.level))
        if played != at:
            at, losses = played, 0
        if result.won:
            losses = 0
            why = "top" if at == len(ids) - 1 else "up"
            at = min(at + 1, len(ids) - 1)
        else:
            losses += 1
            why = "stay"
            if losses >= DROP_AFTER:
                why = "bottom" if at == 0 else "down"
                if at > 0:
                    at, losses = at - 1, 0
        steps.append(CampaignStep(played=ids[played], won=bool(result.won), level=ids[at],
                                  why=why))
    return Position(level=ladder[at], why=why, losses=losses, steps=tuple(steps))
