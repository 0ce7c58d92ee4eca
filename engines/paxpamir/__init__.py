"""Pax Pamir (2nd edition): the table's referee and scorekeeper (PP-1 … PP-14). See game.py
for the API, ledger.py for the ledger, check.py for the dominance check, costs.py for the
calculators and cleanup.py for turns, cleanup and discards."""

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
from engines.paxpamir.model import Options, PaxState

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
