"""Whole simulated Rajas games against the scripted player of ``simulated_table`` (what
``python -m engines.simulate rajas`` plays), each on one of a few simulated boards."""

from __future__ import annotations

import random
from dataclasses import replace

from engines import rajas
from engines.core import Step
from engines.rajas.simulated_table import RajasPlayer, RajasTable, term_id
from engines.simulate.play import MAX_STEPS, Outcome, Setup, StuckGame, tally

BOARDS = 8
"""The simulated boards a simulation's games are spread over."""


def prepare(setup: Setup, seed: int) -> Setup:
    """``setup`` ready to play: BOARDS boards drawn from ``seed``, each with its printed facts
    learnt once from a game on it and offered to every game played on it (as a regular
    player's channel offers them), so no game asks them again."""
    if setup.profile is not None or setup.boards:
        return setup
    draw = random.Random(seed ^ 0xB0A2D)
    boards = []
    for _ in range(BOARDS):
        board = draw.getrandbits(31)
        boards.append((board, learn_profile(replace(setup, board=board))))
    return replace(setup, boards=tuple(boards))


def play(setup: Setup, seed: int) -> Outcome:
    return _game(setup, seed)[0]


def learn_profile(setup: Setup) -> rajas.Profile:
    """The printed facts of ``setup``'s board as the bot asks them: those it knows after a
    whole game on it."""
    return _game(replace(setup, profile=None, boards=()), setup.board)[1].profile


def _game(setup: Setup, seed: int) -> tuple[Outcome, rajas.RajasState]:
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
        tally(outcome, step.events)
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
