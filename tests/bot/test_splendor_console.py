"""A whole Splendor game at the console table, as a new user would play it: the real
`python -m bot`, `deal=bot`, from setup to the winner, every bot decision explained with its
rule; and the same seed through the scenario runner says the very same lines."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from bot.words.i18n import Catalog
from bot.words.render import line_text
from bot.words.replies import Line
from engines import splendor
from engines.core import default_answer
from engines.replay import run
from engines.splendor.scenario import default_move

ROOT = Path(__file__).resolve().parents[2]


def scripted_player(seed: int) -> list[str]:
    """What the player types, decided the way the scenario runner decides when a scenario
    gives no moves or answers: the default legal move, the first option, yes."""
    step = splendor.new_game(splendor.parse_options({}), seed)
    script = [f"/splendor new seed={seed}"]
    for _ in range(2000):
        state = step.state
        if state.phase == "over":
            return script
        if step.prompt is not None:
            value: Any = default_answer(step.prompt)
            step = splendor.give_answer(state, value)
            script.append("y" if value is True else str(value))
        elif state.next == "bot":
            step = splendor.play_turn(state)
            script.append("/splendor turn")
        else:
            move = default_move(state)
            step = splendor.human_move(state, *_split(move))
            script.append(f"/splendor {move}")
    raise AssertionError("the scripted game did not end")


def _split(move: str) -> tuple[str, list[str]]:
    verb, *words = move.split()
    return verb, words


def run_bot(tmp_path: Path, script: list[str]) -> str:
    env = {**os.environ, "SOLOIST_DB": str(tmp_path / "db.sqlite3"),
           "SOLOIST_LOG_FILE": str(tmp_path / "soloist.log"), "SOLOIST_LANGUAGE": "en"}
    done = subprocess.run([sys.executable, "-m", "bot"], input="\n".join(script) + "\n",
                          capture_output=True, text=True, env=env, cwd=ROOT, timeout=300,
                          check=False)
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.mark.parametrize("seed", [11])
def test_a_whole_game_at_the_console_replays_from_its_seed(tmp_path: Path, seed: int) -> None:
    script = scripted_player(seed)
    out = run_bot(tmp_path, script)
    assert "Traceback" not in out
    assert "[splendor-" not in out and "[bot-" not in out
    for rule in ("[SP-1]", "[SP-2]", "[SP-3]", "[SP-4]", "[SP-5.1]", "[SP-7]", "[SP-8]",
                 "[SP-10]"):
        assert rule in out, rule
    assert "win" in out.split("[SP-8]")[-1]
    said = [line for line in out.splitlines() if line.startswith("[SP-")]
    # The scenario runner, from the seed alone, says the same decisions (the lines with a
    # rule's tag) in the same order.
    catalog = Catalog.load()
    replayed = [line_text(catalog, "en", Line(e["key"], e["params"], e["rule"]))
                for e in run({"game": "splendor", "seed": seed})
                if e["type"] == "event" and e["rule"]]
    assert said == replayed
