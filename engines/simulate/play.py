"""Whole games of an automa against a scripted player, at the engine (no chat, no store): what
the odds simulator runs, many at a time."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Any

from engines import rajas, splendor
from engines.core import Event, Step
from engines.simulate.rajas_table import RajasPlayer, RajasTable, term_id
from engines.simulate.splendor_player import random_move, splendor_answer, splendor_move

MAX_STEPS = 20_000
"""A game still going after this many steps is stuck (a bug): the simulator says so."""

STRATEGIES = ("greedy", "random")
"""The scripted players: ``greedy`` goes where a sensible player would (Rajas: the quarry and
the harbor most; Splendor: the dearest card it can buy), ``random`` anywhere legal."""


class StuckGame(RuntimeError):
    """A game that did not end within MAX_STEPS."""


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
    profile: rajas.Profile | None = field(default=None, compare=False)
    """Rajas: that board's printed facts as the bot learnt them, offered to every game (so a
    game asks none of them again)."""
    boards: tuple[tuple[int, rajas.Profile], ...] = field(default=(), compare=False)
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


def play(setup: Setup, seed: int) -> Outcome:
    """One whole game from ``seed`` (the engine's seed and the table's are both drawn from
    it, so the same seed plays the same game)."""
    if setup.game == "rajas":
        return _play_rajas(setup, seed)
    if setup.game == "splendor":
        return _play_splendor(setup, seed)
    raise ValueError(f"no simulation for {setup.game!r}")


def _tally(outcome: Outcome, events: list[Event]) -> None:
    for event in events:
        if event.rule:
            outcome.rules[event.rule] += 1


def learn_profile(setup: Setup) -> rajas.Profile:
    """The printed facts of ``setup``'s board as the bot asks them: those it knows after a
    whole game on it."""
    return _rajas_game(replace(setup, profile=None, boards=()), setup.board)[1].profile


def _play_rajas(setup: Setup, seed: int) -> Outcome:
    return _rajas_game(setup, seed)[0]


def _rajas_game(setup: Setup, seed: int) -> tuple[Outcome, rajas.RajasState]:
    rng = random.Random(seed)
    board, profile = setup.board, setup.profile
    if setup.boards:
        board, profile = setup.boards[seed % len(setup.boards)]
    table = RajasTable.deal(rng, random.Random(board))
    if setup.strategy == "random":
        table.weights = dict.fromkeys(table.weights, 1)
    player = RajasPlayer(table, rng)
    options = dict(setup.options)
    step: Step[rajas.RajasState] = rajas.new_game(rajas.parse_options(options), seed, profile)
    outcome = Outcome(seed=seed, score=0, round=0, turns=0)
    for _ in range(MAX_STEPS):
        player.heard(step.events)
        _tally(outcome, step.events)
        for event in step.events:
            if event.key == "rajas-place":
                outcome.areas[term_id(event.params["space"], "rajas-space-")] += 1
            elif event.key == "rajas-turn-start":
                outcome.turns += 1
        state = step.state
        if state.phase == "over":
            assert state.result is not None
            outcome.score = max(a.fame + a.money for a in state.automata)
            outcome.round = state.result.round
            return outcome, state
        if step.prompt is not None:
            step = rajas.give_answer(state, player.answer(step.prompt))
            continue
        step = rajas.play_turn(state, table.player_moves(step.events))
    raise StuckGame(f"rajas seed {seed}: no end after {MAX_STEPS} steps")


def _play_splendor(setup: Setup, seed: int) -> Outcome:
    rng = random.Random(seed)
    options = dict(setup.options)
    step: Step[splendor.SplendorState] = splendor.new_game(splendor.parse_options(options), seed)
    outcome = Outcome(seed=seed, score=0, round=0, turns=0)
    for _ in range(MAX_STEPS):
        _tally(outcome, step.events)
        for event in step.events:
            _splendor_choice(outcome, event)
        state = step.state
        if state.phase == "over":
            outcome.score = state.bot.prestige()
            outcome.round = state.turn
            return outcome
        if step.prompt is not None:
            step = splendor.give_answer(state, splendor_answer(step.prompt, state))
        elif state.next == "human":
            move = random_move(state, rng) if setup.strategy == "random" else splendor_move(state)
            verb, *args = move.split()
            step = splendor.human_move(state, verb, args)
        else:
            step = splendor.play_turn(state)
    raise StuckGame(f"splendor seed {seed}: no end after {MAX_STEPS} steps")


def _splendor_choice(outcome: Outcome, event: Event) -> None:
    params: dict[str, Any] = event.params
    if event.key == "splendor-bot-report":
        outcome.turns += 1
    elif event.key == "splendor-bot-buys":
        outcome.areas[f"buy level {params['level']}"] += 1
        outcome.cards[f"#{params['card']}"] += 1
    elif event.key.startswith("splendor-take-"):
        outcome.areas["take " + event.key.removeprefix("splendor-take-")] += 1
