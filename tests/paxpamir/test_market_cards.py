"""Pax Pamir's 116 market cards (engines/paxpamir/data/market_cards.json): the file's shape and
its facts checked card by card against a second source transcribed separately
(market_cards_second_source.json: rally-the-troops' card list, named inside)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engines.paxpamir.market_cards import (
    CARD_ACTIONS,
    COURT_CARDS,
    DOMINANCE_CHECKS,
    MARKET_CARDS,
    CourtCard,
    EventCard,
    court_card,
    market_cards,
)
from engines.paxpamir.model import COALITIONS, SUITS

REGIONS = {"kabul", "punjab", "herat", "kandahar", "persia", "transcaspia"}
ICONS = {"army", "road", "tribe", "spy", "leverage", *SUITS}
DISPUTED_NAMES = {48: "Fruit Markets", 97: "Ark of Bukhara"}
"""The second source's spelling where it differs: the number, not the name, tells a card."""


def second_source() -> dict[int, dict[str, Any]]:
    raw = json.loads((Path(__file__).parent / "market_cards_second_source.json").read_text())
    return {card["number"]: card for card in raw["cards"]}


def courts() -> list[CourtCard]:
    return [c for c in market_cards().values() if isinstance(c, CourtCard)]


def test_market_cards_are_numbered_1_to_116_courts_first_then_events() -> None:
    cards = market_cards()
    assert sorted(cards) == list(range(1, MARKET_CARDS + 1))
    assert all(isinstance(cards[n], CourtCard) for n in range(1, COURT_CARDS + 1))
    assert all(isinstance(cards[n], EventCard) for n in range(COURT_CARDS + 1, MARKET_CARDS + 1))


def test_market_cards_fields_are_known_values() -> None:
    for card in courts():
        assert card.region in REGIONS and card.suit in SUITS and card.rank in (1, 2, 3)
        assert set(card.actions) <= set(CARD_ACTIONS)
        assert len(set(card.actions)) == len(card.actions)
        assert set(card.icons) <= ICONS
        assert card.patriot in (None, *COALITIONS) and card.prize in (None, *COALITIONS)


def test_market_cards_the_four_dominance_checks_are_101_to_104() -> None:
    events = [c for c in market_cards().values() if isinstance(c, EventCard)]
    checks = {c.number for c in events if c.dominance_check}
    assert checks == DOMINANCE_CHECKS
    for number in DOMINANCE_CHECKS:
        event = market_cards()[number]
        assert isinstance(event, EventCard)
        assert event.purchased == event.discarded == "dominanceCheck"


def test_market_cards_court_card_refuses_an_event_or_an_unknown_number() -> None:
    assert court_card(1).name == "Mohan Lal"
    for number in (0, 101, 117):
        with pytest.raises(KeyError):
            court_card(number)


@pytest.mark.parametrize("number", range(1, COURT_CARDS + 1))
def test_market_cards_each_court_card_agrees_with_the_second_source(number: int) -> None:
    ours, theirs = court_card(number), second_source()[number]
    assert DISPUTED_NAMES.get(number, ours.name) == theirs["name"]
    assert ours.region == theirs["region"].lower()
    assert ours.suit == theirs["suit"].lower()
    assert ours.rank == theirs["rank"]
    icons = {"army": "armies", "road": "roads", "tribe": "tribes", "spy": "spies"}
    for icon, field in icons.items():
        assert ours.icons.count(icon) == theirs.get(field, 0), icon
    assert ours.leveraged == bool(theirs.get("leveraged"))
    suits = [i for i in ours.icons if i in SUITS]
    assert suits == ([theirs["climate"].lower()] if "climate" in theirs else [])
    # The second source numbers an action's slot from the right: left to right is high to low.
    printed = sorted((a for a in CARD_ACTIONS if a in theirs), key=lambda a: -theirs[a])
    assert list(ours.actions) == printed
    assert ours.patriot == ((theirs.get("patriot") or "").lower() or None)
    assert ours.prize == ((theirs.get("prize") or "").lower() or None)


def test_market_cards_events_agree_with_the_second_source_on_what_is_a_dominance_check() -> None:
    theirs = second_source()
    for number in range(COURT_CARDS + 1, MARKET_CARDS + 1):
        event = market_cards()[number]
        assert isinstance(event, EventCard)
        check = theirs[number]["if_purchased"] == "Dominance Check"
        assert event.dominance_check == check
        assert (event.purchased == "dominanceCheck") == check


def test_market_cards_the_disputed_names_really_differ() -> None:
    for number, spelling in DISPUTED_NAMES.items():
        assert court_card(number).name != spelling
