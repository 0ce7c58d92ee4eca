"""How many Splendor bot turns one core plays per second, against baselines measured in the
same run (see step_timing.py): whole random games (random legal human moves and answers,
deal=bot and deal=table, the bot rolling its dice), then the growth of a turn's cost with its
answers. The human's moves are engine calls too, but no automa turns: they are not counted.

    python bench/splendor_turns.py [games per deal]

The last line reads `splendor turns/s: deal=bot N, deal=table N (goal ...); cost with the answers
of a turn: linear (...)`.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.step_timing import Call, Game, record, report
from engines import splendor
from engines.core import Step
from tests.splendor.random_player import answer, move, safe_answer


def choose(step: Step[splendor.SplendorState], rng: random.Random, safe: bool) -> Call | None:
    state = step.state
    if state.phase == "over":
        return None
    if step.prompt is not None:
        raw = safe_answer(step.prompt, rng) if safe else answer(step.prompt, state, rng)
        return Call("answer", splendor.give_answer, (raw,))
    if state.next == "bot":
        return Call("turn", splendor.play_turn)
    verb, words = move(state, rng)
    return Call("move", splendor.human_move, (verb, words))


def games_of(deal: str, count: int) -> list[Game]:
    options = splendor.parse_options({"deal": deal, "dice": "bot"})
    return [
        record(lambda seed=seed: splendor.new_game(options, seed), choose, seed)
        for seed in range(count)
    ]


def main(count: int) -> None:
    runs = {f"deal={deal}": games_of(deal, count) for deal in ("bot", "table")}
    report("splendor", runs, splendor.from_json, goal=20_000)

if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 30)
