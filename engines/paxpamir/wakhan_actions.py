"""Wakhan's card-based actions (docs/wakhan.md, PW-11): tax, gift, build, move, betray and
battle, each taken with the court card her priority (PW-8) picks among those that can."""

from __future__ import annotations

from engines.core import Ask
from engines.paxpamir.model import PaxState, Player
from engines.paxpamir.wakhan_hand import Outcome, by_hand


def card_action(state: PaxState, ask: Ask, player: Player, box: str) -> Outcome:
    """PW-11: the action ``box`` names, with one of her court cards."""
    return by_hand(ask, player, box)
