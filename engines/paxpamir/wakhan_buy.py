"""Wakhan's buying at the market (docs/wakhan.md): what it costs (PP-3, PW-15), the rupees she
takes from the card, and the play of the card she bought (PW-14)."""

from __future__ import annotations

from typing import Any

from engines.core import Ask, Option, term
from engines.paxpamir.market_cards import MARKET_CARDS, MarketCard, market_cards
from engines.paxpamir.model import MAX_COUNT, SUITS, MarketFacts, PaxState, Player
from engines.paxpamir.wakhan import cards, pragmatic_loyalty, row_term
from engines.paxpamir.words import coalition_term, suit_term

LEVERAGE = 2
"""PP-5: a leverage icon brings 2 rupees when the card is played."""


def cost(state: PaxState, column: int) -> int:
    """PP-3: the column's number, doubled with military favoured."""
    return column * (2 if state.favoured == "military" else 1)


def card_on(ask: Ask, facts: MarketFacts, row: str, column: int) -> MarketCard:
    """The card on the space, by the number printed on it, asked once a turn; the bot reads
    the rest (suit, rank, icons, patriot, a dominance check) from the card list."""
    space = f"{row}-{column}"
    if space not in facts.cards:
        facts.cards[space] = ask.number(
            "PW-12",
            "paxpamir-ask-wakhan-card-on",
            1,
            MARKET_CARDS,
            board=True,
            row=row_term(row),
            column=column,
        )
    return market_cards()[facts.cards[space]]


def lying(ask: Ask, facts: MarketFacts, row: str, column: int) -> int:
    """The rupees lying on the space's card, asked once a turn."""
    space = f"{row}-{column}"
    if space not in facts.rupees:
        facts.rupees[space] = ask.number(
            "PW-15",
            "paxpamir-ask-wakhan-rupees-on",
            0,
            MAX_COUNT,
            board=True,
            row=row_term(row),
            column=column,
        )
    return facts.rupees[space]


def buy(state: PaxState, ask: Ask, player: Player, row: str, column: int) -> None:
    """PW-15: she pays the column's cost (a rupee on each card to its left) and takes the
    rupees lying on the card; PW-14: she plays it if she can pay the bribe, else discards
    it; its impact icons are the player's to resolve, as her rules place them."""
    deck = state.ai
    assert deck is not None
    facts = deck.market
    price, old = cost(state, column), player.rupees
    facts.paid += [f"{row}-{c}" for c in range(column) if f"{row}-{c}" not in facts.paid]
    facts.spaces[f"{row}-{column}"] = "empty"
    where: dict[str, Any] = {"row": row_term(row), "column": column}
    taken = lying(ask, facts, row, column)
    player.rupees = old - price + taken
    ask.say(
        "PW-12",
        "paxpamir-wakhan-buys",
        who=player.name,
        cost=price,
        taken=taken,
        old=old,
        new=player.rupees,
        **where,
    )
    bribe = ask.number(
        "PW-14", "paxpamir-ask-wakhan-bribe", 0, MAX_COUNT, board=True, who=player.name
    )
    if bribe > player.rupees:
        ask.say(
            "PW-14",
            "paxpamir-wakhan-discards-bought",
            who=player.name,
            bribe=bribe,
            rupees=player.rupees,
        )
        return
    old, player.rupees = player.rupees, player.rupees - bribe
    loyalty, _ = pragmatic_loyalty(state, cards()[deck.card or 1])
    ask.say(
        "PW-14",
        "paxpamir-wakhan-plays-bought",
        who=player.name,
        bribe=bribe,
        old=old,
        new=player.rupees,
        end=term("paxpamir-wakhan-court-" + (deck.row or "top")),
        coalition=coalition_term(loyalty),
    )
    chosen = ask.choice("PW-14", "paxpamir-ask-wakhan-favoured", _SUIT_OPTIONS, board=True)
    if chosen != state.favoured:
        ask.say("PP-5", "paxpamir-wakhan-favoured-now", suit=suit_term(chosen))
    state.favoured = chosen


_SUIT_OPTIONS = [Option(id=s, key="paxpamir-suit-" + s) for s in SUITS]
"""After her card's impact icons: the favoured suit now (her next purchase's cost reads it)."""
