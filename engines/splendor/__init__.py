"""Splendor: the mild solo bot (SP-1 … SP-10), with the market tracked. See game.py for the
API and human.py for the human's moves."""

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
from engines.splendor.model import Options, SplendorState

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
