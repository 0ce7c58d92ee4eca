"""Hopper in the scenario runner: a game from a scenario, its overrides, its final state."""

from __future__ import annotations

from typing import Any

from engines.core import CodecError, Step
from engines.core.scenario import scenario_options
from hopper_automa.game import HopperState, new_game, parse_options


def create(spec: dict[str, Any]) -> Step[HopperState]:
    raw, seed = scenario_options(spec)
    return new_game(parse_options(raw), seed)


def override(state: HopperState, overrides: dict[str, Any]) -> None:
    for name, value in overrides.items():
        if name not in ("marker", "bonus") or not isinstance(value, int):
            raise CodecError(f"$.state.{name}: not a field of Hopper")
        setattr(state, name, value)


def final(state: HopperState) -> dict[str, Any]:
    return {"marker": state.marker, "bonus": state.bonus, "turn": state.turn,
            "phase": state.phase}
