"""Wakhan's court as the bot keeps it (docs/wakhan.md, PW-11): her court cards by number, left
to right, which her card-based actions read. The bot changes it when she plays, buys or betrays;
the player corrects it when another player changes it (`/paxpamir wakhan court 12 45 7`), and
`/paxpamir status` lists it."""

from __future__ import annotations

from typing import Any

from engines.core import Ask, Event, InvalidAnswer
from engines.paxpamir.market_cards import court_card
from engines.paxpamir.model import PaxState, Player
from engines.paxpamir.wakhan_table import parse_court

COURT_WORD = "court"
"""`/paxpamir wakhan court …`: the typed word (its forms in each language:
``paxpamir-typed-court``)."""


def set_court(state: PaxState, ask: Ask, player: Player, words: list[str]) -> None:
    """Her court as the player reports it, left to right (``none``: empty). Refused for anyone
    but Wakhan, without her deck kept, or with unknown or repeated cards."""
    if not player.wakhan:
        raise InvalidAnswer("paxpamir-wakhan-court-not-hers", who=player.name)
    deck = state.ai
    if deck is None:
        raise InvalidAnswer("paxpamir-wakhan-play-no-deck")
    numbers = parse_court(" ".join(words))
    old = deck.court
    deck.court = numbers
    ask.note("paxpamir-wakhan-court-set", who=player.name, old=_cards(old), new=_cards(numbers))


def court_status(state: PaxState) -> list[Event]:
    """`/paxpamir status`: her court cards by number and name, left to right, when the bot
    keeps her deck."""
    deck = state.ai
    wakhan = next((p for p in state.players if p.wakhan), None)
    if deck is None or wakhan is None:
        return []
    return [
        Event(
            "PW-11",
            "paxpamir-status-wakhan-court",
            {"who": wakhan.name, "cards": _cards(deck.court)},
        )
    ]


def _cards(numbers: list[int]) -> Any:
    """Cards by number and name, or the word for none."""
    if not numbers:
        return "@paxpamir-wakhan-court-none"
    items = [
        {"@": "paxpamir-wakhan-court-card", "card": n, "name": court_card(n).name} for n in numbers
    ]
    return {"@join": items, "sep": "@list-separator"}
