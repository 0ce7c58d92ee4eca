"""Rajas of the Ganges: the Beck (RB) and Cherey (RC) automata. See game.py for the API."""

from engines.rajas.game import (
    board_events,
    correct_profile,
    end_game,
    from_json,
    give_answer,
    new_game,
    parse_options,
    play_turn,
    report_taken,
    status_events,
    to_json,
)
from engines.rajas.model import SPACES, Options, Profile, RajasState

__all__ = [
    "SPACES",
    "Options",
    "Profile",
    "RajasState",
    "board_events",
    "correct_profile",
    "end_game",
    "from_json",
    "give_answer",
    "new_game",
    "parse_options",
    "play_turn",
    "report_taken",
    "status_events",
    "to_json",
]
