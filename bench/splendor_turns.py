"""How fast the Splendor engine answers, against a baseline measured in the same run.

Plays whole random games (random legal human moves and answers, deal=bot and deal=table) and
reports the mean time of one engine step (a bot turn, a human move, or an answer, with the
replay of the flow it implies) as a ratio to the time of saving and loading the same state as
JSON, which every chat command pays anyway.

    python bench/splendor_turns.py [games]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.step_timing import measure
from engines import splendor
from engines.core import Step
from tests.splendor.random_player import play_step


def first_step(seed: int) -> Step[splendor.SplendorState]:
    raw = {"deal": "table" if seed % 4 == 0 else "bot", "dice": "bot"}
    return splendor.new_game(splendor.parse_options(raw), seed)


def main(games: int) -> None:
    measure(games, first_step, play_step, splendor.to_json, splendor.from_json)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 50)
