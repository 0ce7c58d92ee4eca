"""Panticapaeum: Botos, the solo bot of seed 003 (PB-1 … PB-10). See game.py for the API,
botos.py for Botos's rules and table.py for what the player reads off the table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engines.core.lazy import lazy

if TYPE_CHECKING:
    from engines.panticapaeum.game import (
        act,
        board_events,
        correct_cost,
        end_game,
        end_round,
        from_json,
        give_answer,
        new_game,
        parse_options,
        play_turn,
        status_events,
        to_json,
    )
    from engines.panticapaeum.model import (
        Options,
        PanticapaeumState,
        Profile,
    )

_WHERE = {
    "act": "engines.panticapaeum.game",
    "board_events": "engines.panticapaeum.game",
    "correct_cost": "engines.panticapaeum.game",
    "end_game": "engines.panticapaeum.game",
    "end_round": "engines.panticapaeum.game",
    "from_json": "engines.panticapaeum.game",
    "give_answer": "engines.panticapaeum.game",
    "new_game": "engines.panticapaeum.game",
    "parse_options": "engines.panticapaeum.game",
    "play_turn": "engines.panticapaeum.game",
    "status_events": "engines.panticapaeum.game",
    "to_json": "engines.panticapaeum.game",
    "Options": "engines.panticapaeum.model",
    "PanticapaeumState": "engines.panticapaeum.model",
    "Profile": "engines.panticapaeum.model",
}
"""Where each name of the engine's API lives: imported on first use, so that the game's spec
can be read without loading its engine."""


__getattr__ = lazy(__name__, _WHERE)

__all__ = [
    "Options",
    "PanticapaeumState",
    "Profile",
    "act",
    "board_events",
    "correct_cost",
    "end_game",
    "end_round",
    "from_json",
    "give_answer",
    "new_game",
    "parse_options",
    "play_turn",
    "status_events",
    "to_json",
]
