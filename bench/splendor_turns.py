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

from bench.step_timing import Call, Game, growth, measure, record, shape
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
    rates = {}
    mid = None
    for deal in ("bot", "table"):
        games = games_of(deal, count)
        rates[deal] = measure(f"splendor deal={deal}", games).turns_per_second
        if mid is None:
            plain = games[0].plain
            mid = splendor.from_json(plain[len(plain) // 2])
    assert mid is not None
    times = growth(mid)
    rates_text = ", ".join(f"deal={d} {r:,.0f}" for d, r in rates.items())
    print(
        f"splendor turns/s: {rates_text} (goal 20,000); cost with the "
        f"answers of a turn: {shape(times)} (64 questions {times[64] / times[8]:.1f}× eight)"
    )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 30)
