"""Pax Pamir (2nd edition): the table's referee and scorekeeper (PP-1 … PP-14). See game.py
for the API, ledger.py for the ledger, check.py for the dominance check, costs.py for the
calculators and cleanup.py for turns, cleanup and discards."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engines.core.lazy import lazy

if TYPE_CHECKING:
    from engines.paxpamir.game import (
        act,
        board_events,
        end_game,
        from_json,
        give_answer,
        is_query,
        new_game,
        parse_options,
        play_turn,
        query,
        status_events,
        to_json,
    )
    from engines.paxpamir.model import (
        Options,
        PaxState,
    )

_WHERE = {
    "act": "engines.paxpamir.game",
    "board_events": "engines.paxpamir.game",
    "end_game": "engines.paxpamir.game",
    "from_json": "engines.paxpamir.game",
    "give_answer": "engines.paxpamir.game",
    "is_query": "engines.paxpamir.game",
    "new_game": "engines.paxpamir.game",
    "parse_options": "engines.paxpamir.game",
    "play_turn": "engines.paxpamir.game",
    "query": "engines.paxpamir.game",
    "status_events": "engines.paxpamir.game",
    "to_json": "engines.paxpamir.game",
    "Options": "engines.paxpamir.model",
    "PaxState": "engines.paxpamir.model",
}
"""Where each name of the engine's API lives: imported on first use, so that the game's spec
can be read without loading its engine."""


__getattr__ = lazy(__name__, _WHERE)

__all__ = [
    "Options",
    "PaxState",
    "act",
    "board_events",
    "end_game",
    "from_json",
    "give_answer",
    "is_query",
    "new_game",
    "parse_options",
    "play_turn",
    "query",
    "status_events",
    "to_json",
]
