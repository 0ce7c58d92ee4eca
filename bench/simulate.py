"""How fast the odds simulator plays: Cherey games against the scripted player, across two
processes (the figure issue 16 asks: 10,000 games in under a minute on 2 cores).

The baseline, measured in the same run, is the same games played in this one process: the
ratio is what the processes gain. The projection for 10,000 games is from the measured rate.

    python bench/simulate.py [games]

The last line reads `simulate: 10,000 cherey games in X s on 2 processes (Y ms a game, Z×
one process)`.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engines.simulate import Setup, simulate
from engines.simulate.play import learn_profile

CHEREY = Setup("rajas", (("dice", "bot"), ("variant", "cherey")), board=0)


def timed(setup: Setup, games: int, workers: int) -> float:
    began = time.perf_counter()
    played = sum(1 for _ in simulate(setup, games, seed=0, workers=workers))
    assert played == games
    return time.perf_counter() - began


def main(games: int) -> None:
    setup = Setup(CHEREY.game, CHEREY.options, board=0)
    setup = Setup(setup.game, setup.options, board=0, profile=learn_profile(setup))
    one = timed(setup, max(20, games // 10), workers=1) / max(20, games // 10)
    two = timed(setup, games, workers=2) / games
    print(f"one process: {one * 1000:.1f} ms a game; two processes: {two * 1000:.1f} ms a game"
          f" over {games} games")
    print(f"simulate: 10,000 cherey games in {two * 10_000:.0f} s on 2 processes"
          f" ({two * 1000:.1f} ms a game, {one / two:.1f}× one process)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2000)
