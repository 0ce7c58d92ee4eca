"""Rajas of the Ganges: the Beck (RB) and Cherey (RC) automata. The API: game.py and profile.py."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engines.core.lazy import lazy

if TYPE_CHECKING:
    from engines.rajas.game import (
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
    from engines.rajas.model import (
        SPACES,
        Options,
        Profile,
        RajasState,
    )
    from engines.rajas.profile import board_events, correct_profile

_WHERE = {
    "board_events": "engines.rajas.profile",
    "correct_profile": "engines.rajas.profile",
    "end_game": "engines.rajas.game",
    "from_json": "engines.rajas.game",
    "give_answer": "engines.rajas.game",
    "new_game": "engines.rajas.game",
    "parse_options": "engines.rajas.game",
    "play_turn": "engines.rajas.game",
    "report_taken": "engines.rajas.game",
    "status_events": "engines.rajas.game",
    "to_json": "engines.rajas.game",
    "SPACES": "engines.rajas.model",
    "Options": "engines.rajas.model",
    "Profile": "engines.rajas.model",
    "RajasState": "engines.rajas.model",
}
"""Where each name of the engine's API lives: imported on first use, so that the game's spec
can be read without loading its engine."""


__getattr__ = lazy(__name__, _WHERE)

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
