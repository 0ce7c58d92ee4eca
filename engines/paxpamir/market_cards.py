"""Pax Pamir's 116 market cards as facts (engines/paxpamir/data/market_cards.json, its sources
named inside): the 100 court cards — region, suit, rank, actions, impact icons, patriot,
loyalty prize, special ability — and the 16 event cards, four of them the dominance checks.
A card is named by the number printed on it; the bot reads the rest from here rather than ask.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

COURT_CARDS = 100
MARKET_CARDS = 116
DOMINANCE_CHECKS: frozenset[int] = frozenset({101, 102, 103, 104})
CARD_ACTIONS: tuple[str, ...] = ("tax", "gift", "build", "move", "betray", "battle")
"""The card-based actions a court card may print (PP rules)."""
ALWAYS_FAVOURED = frozenset({"savvyOperator", "irregulars"})
"""The special abilities that treat their card as always of the favoured suit."""
BLOCK_ICONS: tuple[str, ...] = ("army", "road")
CYLINDER_ICONS: tuple[str, ...] = ("tribe", "spy")


@dataclass(frozen=True)
class CourtCard:
    """One court card as printed: its actions left to right and its impact icons in order (a
    suit icon makes that suit favoured; ``leverage`` brings 2 rupees and a debt)."""

    number: int
    name: str
    region: str
    suit: str
    rank: int
    actions: tuple[str, ...]
    icons: tuple[str, ...]
    patriot: str | None
    """The coalition it is a patriot of, or None."""
    prize: str | None
    """The coalition of its loyalty prize, or None."""
    ability: str | None
    """Its special ability's id, or None."""

    @property
    def leveraged(self) -> bool:
        return "leverage" in self.icons

    def in_favoured(self, favoured: str) -> bool:
        """Whether it counts as a card of the ``favoured`` suit: its own suit, or always
        (Savvy Operator, Irregulars)."""
        return self.suit == favoured or self.ability in ALWAYS_FAVOURED

    def count(self, *icons: str) -> int:
        """How many of its impact icons are among ``icons``."""
        return sum(1 for icon in self.icons if icon in icons)


@dataclass(frozen=True)
class EventCard:
    """One event card: what it does when bought and when it leaves the market unbought."""

    number: int
    purchased: str
    discarded: str

    @property
    def dominance_check(self) -> bool:
        return self.number in DOMINANCE_CHECKS


MarketCard = CourtCard | EventCard


@cache
def market_cards() -> dict[int, MarketCard]:
    """The 116 cards by number, read once from the data file."""
    text = (resources.files("engines.paxpamir") / "data" / "market_cards.json").read_text("utf-8")
    return {raw["number"]: _card(raw) for raw in json.loads(text)["cards"]}


def _card(raw: dict[str, Any]) -> MarketCard:
    if raw["kind"] == "event":
        return EventCard(raw["number"], raw["purchased"], raw["discarded"])
    return CourtCard(
        number=raw["number"],
        name=raw["name"],
        region=raw["region"],
        suit=raw["suit"],
        rank=raw["rank"],
        actions=tuple(raw["actions"]),
        icons=tuple(raw["icons"]),
        patriot=raw["patriot"],
        prize=raw["prize"],
        ability=raw["ability"],
    )


@cache
def ranks_of(suit: str) -> tuple[int, ...]:
    """The ranks printed on the court cards of ``suit``, lowest first (no political card has
    three stars)."""
    cards = market_cards().values()
    return tuple(sorted({c.rank for c in cards if isinstance(c, CourtCard) and c.suit == suit}))


def court_card(number: int) -> CourtCard:
    """The court card numbered ``number``; a KeyError for an event or an unknown number."""
    card = market_cards().get(number)
    if not isinstance(card, CourtCard):
        raise KeyError(number)
    return card
