"""The one registry of games: each folder under ``engines/`` that holds a ``spec.py``, and every
``soloist.games`` entry point of the installed distributions (a plug-in names its ``SPEC``:
``toy = "toy_automa.spec:SPEC"``). Only the specs are imported here, never an engine."""

from __future__ import annotations

import importlib
from functools import cache
from importlib import metadata
from pathlib import Path

from engines.core.spec import GameSpec

ENTRY_POINTS = "soloist.games"
"""The entry-point group a distribution registers its games in."""
BUILT_IN = Path(__file__).parent


class GameError(RuntimeError):
    """A game that cannot be registered: its spec is not a GameSpec, or its name is taken."""


@cache
def games() -> dict[str, GameSpec]:
    """Every game by name, in the order of their names."""
    found: dict[str, GameSpec] = {}
    for folder in sorted(BUILT_IN.iterdir()):
        # engines/core is the kit every game is built with, not a game.
        if folder.name != "core" and (folder / "spec.py").is_file():
            _add(found, importlib.import_module(f"engines.{folder.name}.spec").SPEC, folder.name)
    for point in metadata.entry_points(group=ENTRY_POINTS):
        _add(found, point.load(), point.value)
    return dict(sorted(found.items()))


def _add(found: dict[str, GameSpec], spec: object, source: str) -> None:
    if not isinstance(spec, GameSpec) or not spec.name:
        raise GameError(f"{source}: not a named GameSpec")
    if spec.name in found:
        raise GameError(f"{source}: a game named {spec.name!r} is registered already")
    found[spec.name] = spec


def game(name: str) -> GameSpec | None:
    return games().get(name)


def refresh() -> None:
    """Find the games again (a distribution installed or removed since: the tests' plug-in)."""
    games.cache_clear()
