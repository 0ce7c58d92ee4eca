"""What the scenario runner needs from the Rajas engine: a game from a scenario, the
scenario's overrides of the automata (and, as an extension, of the board profile and the
spaces taken), and the final state line. Format: docs/scenarios.md."""

from __future__ import annotations

from typing import Any, get_type_hints

from engines.core import CodecError, Step, decode, encode
from engines.core.scenario import scenario_options
from engines.rajas import codes
from engines.rajas.game import new_game, parse_options
from engines.rajas.model import COLOURS, SPACES, Automaton, Profile, RajasState, Tile


def create(spec: dict[str, Any]) -> Step[RajasState]:
    raw, seed = scenario_options(spec)
    if "variant" in spec:
        raw["variant"] = str(spec["variant"])
    return new_game(parse_options(raw), seed)


def override(state: RajasState, overrides: dict[str, Any]) -> None:
    automa = overrides.get("automa")
    if isinstance(automa, dict):
        for automaton in state.automata:
            _override_automaton(automaton, automa)
    elif isinstance(automa, list):
        if len(automa) > len(state.automata):
            raise CodecError("$.state.automa: more entries than automata")
        for automaton, fields in zip(state.automata, automa, strict=False):
            _override_automaton(automaton, fields)
    elif automa is not None:
        raise CodecError("$.state.automa: expected an object or a list")
    if "profile" in overrides:
        state.profile = decode(Profile, overrides["profile"], "$.state.profile")
    for where in overrides.get("taken", []):
        if where not in SPACES:
            raise CodecError(f"$.state.taken: unknown space {where!r}")
        state.table.taken.append(where)


def _override_automaton(automaton: Automaton, fields: dict[str, Any]) -> None:
    hints = get_type_hints(Automaton)
    for name, value in fields.items():
        path = f"$.state.automa.{name}"
        if name == "dice":
            dice = decode(dict[str, int], value, path)
            if not set(dice) <= set(COLOURS) or min(dice.values(), default=0) < 0:
                raise CodecError(f"{path}: colours are {', '.join(COLOURS)}, counts ≥ 0")
            automaton.dice.update(dice)
        elif name == "tiles":
            if not isinstance(value, list):
                raise CodecError(f"{path}: expected a list")
            automaton.tiles = [_tile(item, f"{path}[{i}]") for i, item in enumerate(value)]
        elif name in hints and name != "seat":
            setattr(automaton, name, decode(hints[name], value, path))
        else:
            raise CodecError(f"{path}: unknown field")
    if automaton.workers > automaton.workers_total:
        automaton.workers_total = automaton.workers


def _tile(item: Any, path: str) -> Tile:
    if isinstance(item, str):
        try:
            return codes.parse_tile(item)
        except ValueError as exc:
            raise CodecError(f"{path}: not a tile code: {item!r}") from exc
    return decode(Tile, item, path)


def final(state: RajasState) -> dict[str, Any]:
    data: dict[str, Any] = {
        "automa": [encode(a) for a in state.automata],
        "round": state.table.round,
        "phase": state.phase,
        "profile": encode(state.profile),
    }
    if state.result is not None:
        data["result"] = encode(state.result)
    return data
