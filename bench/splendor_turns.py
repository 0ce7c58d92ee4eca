"""How fast the Splendor engine answers, against a baseline measured in the same run.

Plays whole random games (random legal human moves and answers, deal=bot and deal=table) and
reports the mean time of one engine step (a bot turn, a human move, or an answer, with the
replay of the flow it implies) as a ratio to the time of saving and loading the same state as
JSON, which every chat command pays anyway.

    python bench/splendor_turns.py [games]
"""

from __future__ import annotations

import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engines import splendor
from tests.splendor.random_player import play_step


def main(games: int) -> None:
    step_time = 0.0
    json_time = 0.0
    steps = 0
    for seed in range(games):
        rng = random.Random(seed)
        raw = {"deal": "table" if seed % 4 == 0 else "bot", "dice": "bot"}
        step = splendor.new_game(splendor.parse_options(raw), seed)
        while step.state.phase != "over" and steps < 10_000_000:
            started = time.perf_counter()
            step = play_step(step, rng)
            middle = time.perf_counter()
            splendor.from_json(json.loads(json.dumps(splendor.to_json(step.state))))
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
