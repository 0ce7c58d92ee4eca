"""Panticapaeum: Botos, the solo bot of seed 003 (PB-1 … PB-10). See game.py for the API,
botos.py for Botos's rules and table.py for what the player reads off the table."""

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
from engines.panticapaeum.model import Options, PanticapaeumState, Profile

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
