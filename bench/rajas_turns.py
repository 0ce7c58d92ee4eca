"""How fast the Rajas engine answers, against a baseline measured in the same run.

Plays whole random games (random legal answers) and reports the mean time of one engine step
(one answer or one `/rajas turn`, with the replay of the flow it implies) as a ratio to the
time of saving and loading the same state as JSON, which every chat command pays anyway.

    python bench/rajas_turns.py [games]
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.step_timing import measure
from engines import rajas
from engines.core import Step
from tests.rajas.random_player import answer


def first_step(seed: int) -> Step[rajas.RajasState]:
    variant = "beck" if seed % 2 else "cherey"
    raw = {"variant": variant, "dummies": "3"} if variant == "beck" else {"variant": variant}
    return rajas.new_game(rajas.parse_options(raw), seed)


def next_step(step: Step[rajas.RajasState], rng: random.Random) -> Step[rajas.RajasState]:
    if step.prompt is None:
        return rajas.play_turn(step.state)
    return rajas.give_answer(step.state, answer(step.prompt, rng, step.state.table.round))


def main(games: int) -> None:
    measure(games, first_step, next_step, rajas.to_json, rajas.from_json)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 50)
