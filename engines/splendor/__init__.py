"""Splendor: the mild solo bot (SP-1 … SP-10), with the market tracked. See game.py for the
API and human.py for the human's moves."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engines.core.lazy import lazy

if TYPE_CHECKING:
    from engines.splendor.game import (
        board_events,
        end_game,
        from_json,
        give_answer,
        human_move,
        new_game,
        parse_options,
        play_turn,
        status_events,
        to_json,
    )
    from engines.splendor.model import (
        Options,
        SplendorState,
    )

_WHERE = {
    "board_events": "engines.splendor.game",
    "end_game": "engines.splendor.game",
    "from_json": "engines.splendor.game",
    "give_answer": "engines.splendor.game",
    "human_move": "engines.splendor.game",
    "new_game": "engines.splendor.game",
    "parse_options": "engines.splendor.game",
    "play_turn": "engines.splendor.game",
    "status_events": "engines.splendor.game",
    "to_json": "engines.splendor.game",
    "Options": "engines.splendor.model",
    "SplendorState": "engines.splendor.model",
}
"""Where each name of the engine's API lives: imported on first use, so that the game's spec
can be read without loading its engine."""


__getattr__ = lazy(__name__, _WHERE)

__all__ = [
    "Options",
    "SplendorState",
    "board_events",
    "end_game",
    "from_json",
    "give_answer",
    "human_move",
    "new_game",
    "parse_options",
    "play_turn",
    "status_events",
    "to_json",
]
