"""The measurement every engine benchmark makes: whole random games, the mean time of one
engine step against the time of saving and loading the same state as JSON (which every chat
command pays anyway), measured in the same run and printed as a ratio."""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable
from typing import Any

from engines.core import Step

MAX_STEPS = 10_000_000


def measure(games: int, first_step: Callable[[int], Step[Any]],
            next_step: Callable[[Step[Any], random.Random], Step[Any]],
            to_json: Callable[[Any], Any], from_json: Callable[[Any], Any]) -> None:
    """Play ``games`` games (``first_step(seed)``, then ``next_step`` until the phase is over)
    and print the figures."""
    step_time = 0.0
    json_time = 0.0
    steps = 0
    for seed in range(games):
        rng = random.Random(seed)
        step = first_step(seed)
        while step.state.phase != "over" and steps < MAX_STEPS:
            started = time.perf_counter()
            step = next_step(step, rng)
            middle = time.perf_counter()
            from_json(json.loads(json.dumps(to_json(step.state))))
            ended = time.perf_counter()
            step_time += middle - started
            json_time += ended - middle
            steps += 1
    print(f"games: {games}, engine steps: {steps}")
    print(f"engine step: {step_time / steps * 1e6:.0f} µs mean")
    print(f"baseline (state to JSON and back): {json_time / steps * 1e6:.0f} µs mean")
    print(f"ratio engine step / baseline: {step_time / json_time:.2f}")
