"""The odds table the bot ships (``engines/simulate/data/odds.json``): for each automa, the
summary of a large simulation, so that `/<game> odds` answers at once without playing a game
on the bot's machine. Regenerate it after a change to an automa:

    python -m engines.simulate.table [--games N]

Each entry also keeps a few of its games (seed, score, round) so that a test can replay them
and tell when the table no longer matches the engine.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from engines.games import games
from engines.simulate.play import Setup
from engines.simulate.run import Summary, simulate

PATH = Path(__file__).parent / "data" / "odds.json"
SEED = 16
SAMPLES = 4


def automata() -> dict[str, Setup]:
    """The table's entries: each automa of each game's spec (``odds_automata``), as `/<game>
    new` starts it, against the greedy player."""
    return {
        name: Setup(spec.name, options)
        for spec in games().values()
        if spec.simulation
        for name, options in spec.odds_automata.items()
    }


def entry(name: str, games: int, workers: int | None = None) -> dict[str, Any]:
    setup = automata()[name]
    outcomes = list(simulate(setup, games, seed=SEED, workers=workers))
    summary = Summary.of(setup, SEED, outcomes)
    low, mid, high = summary.quantiles(summary.scores)
    rlow, rmid, rhigh = summary.quantiles(summary.rounds)
    return {
        "game": setup.game,
        "options": dict(setup.options),
        "player": setup.strategy,
        "games": summary.games,
        "seed": SEED,
        "score": {
            "low": low,
            "median": mid,
            "high": high,
            "min": summary.scores[0],
            "max": summary.scores[-1],
        },
        "round": {"low": rlow, "median": rmid, "high": rhigh},
        "samples": [[o.seed, o.score, o.round] for o in outcomes[:SAMPLES]],
    }


def load(path: Path = PATH) -> dict[str, Any]:
    data = json.loads(path.read_text(encoding="utf-8"))
    return data if isinstance(data, dict) else {}


def main(argv: list[str] | None = None) -> int:
    parse = argparse.ArgumentParser(prog="python -m engines.simulate.table")
    parse.add_argument("--games", type=int, default=2000)
    parse.add_argument("--out", type=Path, default=PATH)
    args = parse.parse_args(argv)
    table = {name: entry(name, args.games) for name in automata()}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(table, indent=1) + "\n", encoding="utf-8")
    print(f"odds table: {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
