"""A game's state is written as text by ``Game.dumps`` (``codec.dumps``: orjson in one pass)
on every step: the text must be the one the json module writes of the engine's ``to_json``,
and read back (``Game.loads``) the same state, for every state of every scenario of every
game; and its board profile's text the one it always was (the store compares it)."""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import engines.panticapaeum as panticapaeum
import engines.paxpamir as paxpamir
import engines.rajas as rajas
import engines.splendor as splendor
from engines.core import Step, encode
from engines.games import games
from engines.replay import run

SCENARIOS = sorted((Path(__file__).parent.parent / "scenarios").glob("*.json"))


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_every_state_is_written_as_to_json_says_and_read_back_the_same(
        path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    spec = json.loads(path.read_text(encoding="utf-8"))
    engine = {"rajas": rajas, "splendor": splendor, "panticapaeum": panticapaeum,
              "paxpamir": paxpamir}[spec["game"]]
    game = games()[spec["game"]]
    states: list[Any] = []

    def recorded(original: Callable[..., Step[Any]]) -> Callable[..., Step[Any]]:
        def call(state: Any, *args: Any) -> Step[Any]:
            step = original(state, *args)
            states.extend([state, step.state])
            return step
        return call

    monkeypatch.setattr(engine, "play_turn", recorded(engine.play_turn))
    monkeypatch.setattr(engine, "give_answer", recorded(engine.give_answer))
    scenario = importlib.import_module(f"{engine.__name__}.scenario")
    if hasattr(scenario, "play_move"):
        monkeypatch.setattr(scenario, "play_move", recorded(scenario.play_move))
    assert not [line for line in run(spec) if line["type"] == "error"]
    assert states
    for state in states:
        text = game.dumps(state)
        assert text == json.dumps(engine.to_json(state), ensure_ascii=False,
                                  separators=(",", ":"))
        assert game.loads(text) == state
        profile = getattr(state, "profile", None)
        expected = "{}" if profile is None else json.dumps(encode(profile), separators=(",", ":"))
        assert game.profile(state) == expected
