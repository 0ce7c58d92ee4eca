"""How fast the Rajas engine answers, against a baseline measured in the same run.

Plays whole random games (random legal answers) and reports the mean time of one engine step
(one answer or one `/rajas turn`, with the replay of the flow it implies) as a ratio to the
time of saving and loading the same state as JSON, which every chat command pays anyway.

    python bench/rajas_turns.py [games]
"""

from __future__ import annotations

import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engines import rajas
from tests.rajas.random_player import answer


def main(games: int) -> None:
    step_time = 0.0
    json_time = 0.0
    steps = 0
    for seed in range(games):
        rng = random.Random(seed)
        variant = "beck" if seed % 2 else "cherey"
        raw = {"variant": variant, "dummies": "3"} if variant == "beck" else {"variant": variant}
        step = rajas.new_game(rajas.parse_options(raw), seed)
        while step.state.phase != "over" and steps < 10_000_000:
            state = step.state
            started = time.perf_counter()
            if step.prompt is None:
                step = rajas.play_turn(state)
            else:
                step = rajas.give_answer(state, answer(step.prompt, rng, state.table.round))
            middle = time.perf_counter()
            rajas.from_json(json.loads(json.dumps(rajas.to_json(step.state))))
            ended = time.perf_counter()
            step_time += middle - started
            json_time += ended - middle
            steps += 1
    print(f"games: {games}, engine steps: {steps}")
    print(f"engine step: {step_time / steps * 1e6:.0f} µs mean")
    print(f"baseline (state to JSON and back): {json_time / steps * 1e6:.0f} µs mean")
    print(f"ratio engine step / baseline: {step_time / json_time:.2f}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 50)
