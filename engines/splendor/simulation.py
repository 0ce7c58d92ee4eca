"""Whole simulated Splendor games against a scripted player of ``simulated_player`` (what
``python -m engines.simulate splendor`` plays)."""

from __future__ import annotations

import random
from typing import Any

from engines import splendor
from engines.core import Event, Step
from engines.simulate.play import MAX_STEPS, Outcome, Setup, StuckGame, tally
from engines.splendor.simulated_player import random_move, splendor_answer, splendor_move


def prepare(setup: Setup, seed: int) -> Setup:
    return setup  # nothing of the table is hidden from the bot: no board to learn


def play(setup: Setup, seed: int) -> Outcome:
    rng = random.Random(seed)
    options = dict(setup.options)
    step: Step[splendor.SplendorState] = splendor.new_game(splendor.parse_options(options), seed)
    outcome = Outcome(seed=seed, score=0, round=0, turns=0)
    for _ in range(MAX_STEPS):
        tally(outcome, step.events)
        for event in step.events:
            _choice(outcome, event)
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


def _choice(outcome: Outcome, event: Event) -> None:
    params: dict[str, Any] = event.params
    if event.key == "splendor-bot-report":
        outcome.turns += 1
    elif event.key == "splendor-bot-buys":
        outcome.areas[f"buy level {params['level']}"] += 1
        outcome.cards[f"#{params['card']}"] += 1
    elif event.key.startswith("splendor-take-"):
        outcome.areas["take " + event.key.removeprefix("splendor-take-")] += 1
