"""How many Rajas automa turns one core plays per second, against baselines measured in the
same run (see step_timing.py): Cherey, Beck with one dummy and Beck with three, each over
whole random games (random legal answers, the bot rolling its dice), then the growth of a
turn's cost with its answers.

    python bench/rajas_turns.py [games per variant]

The last line reads `rajas turns/s: cherey N, beck N, beck-3 N (goal ...); cost with the
answers of a turn: linear (...)`.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.step_timing import Call, Game, record, report
from engines import rajas
from engines.core import Step
from tests.rajas.random_player import answer

VARIANTS: dict[str, dict[str, str]] = {
    "cherey": {"variant": "cherey"},
    "beck": {"variant": "beck"},
    "beck-3": {"variant": "beck", "dummies": "3"},
}


def choose(step: Step[rajas.RajasState], rng: random.Random, safe: bool) -> Call | None:
    state = step.state
    if state.phase == "over":
        return None
    if step.prompt is None:
        return Call("turn", rajas.play_turn)
    return Call("answer", rajas.give_answer, (answer(step.prompt, rng, state.table.round),))


def games_of(variant: str, count: int) -> list[Game]:
    options = rajas.parse_options(VARIANTS[variant])
    return [
        record(lambda seed=seed: rajas.new_game(options, seed), choose, seed)
        for seed in range(count)
    ]


def main(count: int) -> None:
    runs = {variant: games_of(variant, count) for variant in VARIANTS}
    report("rajas", runs, rajas.from_json, goal=50_000)

if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 30)
