"""Whole games of an automa against a scripted player, at the engine (no chat, no store): what
the odds simulator runs, many at a time."""

from __future__ import annotations

import importlib
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Protocol

from engines.core import Event
from engines.games import games

MAX_STEPS = 20_000
"""A game still going after this many steps is stuck (a bug): the simulator says so."""

STRATEGIES = ("greedy", "random")
"""The scripted players: ``greedy`` goes where a sensible player would (Rajas: the quarry and
the harbor most; Splendor: the dearest card it can buy), ``random`` anywhere legal."""


class StuckGame(RuntimeError):
    """A game that did not end within MAX_STEPS."""


class ScriptError(RuntimeError):
    """The scripted player met a question it was not written for."""


@dataclass(frozen=True)
class Setup:
    """What every simulated game shares: the game, its options as typed in chat, and the
    scripted player."""

    game: str
    options: tuple[tuple[str, str], ...] = ()
    strategy: str = "greedy"
    board: int = 0
    """Rajas: the seed of the player's physical board (its river, tracks, building fame),
    the same for every game of a simulation, as a regular player's own board is."""
    profile: Any = field(default=None, compare=False)
    """Rajas: that board's printed facts as the bot learnt them, offered to every game (so a
    game asks none of them again)."""
    boards: tuple[tuple[int, Any], ...] = field(default=(), compare=False)
    """Rajas: several boards (each a seed and its printed facts as learnt), the game of seed
    ``n`` played on board ``n % len(boards)``: the odds of no one made-up board."""

    def option(self, name: str, default: str = "") -> str:
        return dict(self.options).get(name, default)


@dataclass
class Outcome:
    """One game: the automa's final score, the round it ended in, and what was chosen."""

    seed: int
    score: int
    round: int
    turns: int
    areas: Counter[str] = field(default_factory=Counter)
    """Rajas: the spaces the automa went to; Splendor: the cards the bot bought (by level)
    and its moves."""
    rules: Counter[str] = field(default_factory=Counter)
    """Every rule that decided something, by its id."""
    cards: Counter[str] = field(default_factory=Counter)
    """Splendor: the cards the bot bought (``#37``)."""


class Simulation(Protocol):
    """A game's ``simulation`` module (its spec names it)."""

    def play(self, setup: Setup, seed: int, /) -> Outcome: ...

    def prepare(self, setup: Setup, seed: int, /) -> Setup: ...


def simulation(game: str) -> Simulation:
    spec = games().get(game)
    if spec is None or not spec.simulation:
        raise ValueError(f"no simulation for {game!r}")
    module: Simulation = importlib.import_module(spec.simulation)
    return module


def play(setup: Setup, seed: int) -> Outcome:
    """One whole game from ``seed`` (the engine's seed and the table's are both drawn from
    it, so the same seed plays the same game)."""
    return simulation(setup.game).play(setup, seed)


def tally(outcome: Outcome, events: list[Event]) -> None:
    for event in events:
        if event.rule:
            outcome.rules[event.rule] += 1
