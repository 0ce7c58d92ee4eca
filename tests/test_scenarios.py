"""The team's scenarios (tests/scenarios/*.json) run through the public scenario runner, and
each one's ``expect`` holds: events in order (rule, key, a subset of params), the final
fields of the automata, and every other field as a subset of the final state line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from engines.replay import run

SCENARIOS = sorted((Path(__file__).parent / "scenarios").glob("*.json"))


def _subset(expected: Any, actual: Any) -> bool:
    if isinstance(expected, dict):
        return isinstance(actual, dict) and all(
            k in actual and _subset(v, actual[k]) for k, v in expected.items())
    return bool(expected == actual)


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_scenario(path: Path) -> None:
    spec = json.loads(path.read_text(encoding="utf-8"))
    expect = spec["expect"]
    lines = list(run(spec))
    assert lines[-1]["type"] == "state"
    assert not [line for line in lines if line["type"] == "error"]
    events = [line for line in lines if line["type"] == "event"]
    at = 0
    for rule, key, params in expect.get("events", []):
        while at < len(events) and not (events[at]["rule"] == rule and events[at]["key"] == key
                                        and _subset(params, events[at]["params"])):
            at += 1
        assert at < len(events), f"{path.name}: expected {rule} {key} {params} in order"
        at += 1
    final = lines[-1]
    for index, fields in enumerate(expect.get("automa", [])):
        assert _subset(fields, final["automa"][index]), (
            f"{path.name}: automaton {index + 1} is {final['automa'][index]}")
    # Every other field (phase, round; Splendor's bot, human) is a subset of the state line.
    for name, fields in expect.items():
        if name not in ("events", "automa"):
            assert _subset(fields, final[name]), f"{path.name}: {name} is {final[name]}"


def test_runner_command_line_prints_json_lines(tmp_path: Path) -> None:
    """`python -m engines.replay FILE` is the public entry point: one JSON object per line."""
    spec = {"game": "rajas", "variant": "cherey", "seed": 7, "dice": [2, 6], "turns": 1}
    path = tmp_path / "s.json"
    path.write_text(json.dumps(spec), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "engines.replay", str(path)],
                          capture_output=True, text=True, check=True)
    lines = [json.loads(line) for line in done.stdout.splitlines()]
    assert lines[0]["type"] == "prompt" and lines[0]["kind"] == "d6"
    assert lines[-1]["type"] == "state" and "automa" in lines[-1]
    assert {"dice", "money", "fame", "workers", "boat", "upgrades", "tiles"} <= set(
        lines[-1]["automa"][0])


def test_runner_refuses_a_bad_file(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text('{"game": "chess"}', encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "engines.replay", str(path)],
                          capture_output=True, text=True)
    assert done.returncode == 2
    assert "unknown game" in done.stderr


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_a_choice_never_offers_a_number_for_another_option(path: Path) -> None:
    """A button sends its option's place (1, 2…) and a player types it; an option whose id
    is a number must be that place, or a press of one option would choose another."""
    spec = json.loads(path.read_text(encoding="utf-8"))
    for line in run(spec):
        if line["type"] == "prompt" and line["kind"] == "choice":
            for place, option in enumerate(line["options"], 1):
                assert not option.isdigit() or option == str(place), (line["key"], line["options"])
