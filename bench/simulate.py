"""How fast the odds simulator plays: Cherey games against the scripted player, across two
processes (the goal: 10,000 games in under a minute on 2 cores).

    python bench/simulate.py [games]

How and why: docs/benchmarks.md#simulate. The last line reads `simulate: 10,000 cherey games
in X s on 2 idle cores (…)`.
"""

from __future__ import annotations

import resource
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engines.simulate import Setup, simulate
from engines.simulate.run import prepared

CHEREY = Setup("rajas", (("dice", "bot"), ("variant", "cherey")))


def children_cpu() -> float:
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def main(games: int) -> None:
    setup = prepared(CHEREY, 0)
    alone = max(20, games // 10)
    began = time.perf_counter()
    assert sum(1 for _ in simulate(setup, alone, seed=0, workers=1)) == alone
    one = (time.perf_counter() - began) / alone
    cpu, began = children_cpu(), time.perf_counter()
    assert sum(1 for _ in simulate(setup, games, seed=0, workers=2)) == games
    wall = time.perf_counter() - began
    per_game = (children_cpu() - cpu) / games
    print(f"one process: {one * 1000:.1f} ms a game (wall); two processes: {games} games in"
          f" {wall:.1f} s (wall), {per_game * 1000:.1f} ms of CPU a game")
    print(f"simulate: 10,000 cherey games in {per_game * 10_000 / 2:.0f} s on 2 idle cores"
          f" ({per_game * 1000:.1f} ms of CPU a game; measured: {games} games in {wall:.0f} s"
          f" on 2 processes, {one * games / wall:.1f}× one process)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2000)
