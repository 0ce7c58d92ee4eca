"""Wakhan's buying at the market (docs/wakhan.md): what it costs (PP-3, PW-15), the rupees she
takes from the card, the card named by its printed number once a turn, and what becomes of it:
an event's effect (PW-19), or a court card played — the bribe paid — or discarded (PW-14)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engines.core import Ask, InvalidAnswer, term
from engines.paxpamir import wakhan_events, wakhan_impact, wakhan_table
from engines.paxpamir.market_cards import (
    DOMINANCE_CHECKS,
    MARKET_CARDS,
    CourtCard,
    EventCard,
    MarketCard,
    market_cards,
)
from engines.paxpamir.model import MAX_COUNT, SUITED, MarketFacts, PaxState, Player
from engines.paxpamir.wakhan import cards, pragmatic_loyalty, row_term
from engines.paxpamir.wakhan_impact import LEVERAGE
from engines.paxpamir.words import coalition_term, region_term

__all__ = ["LEVERAGE", "buy", "card_on", "cost", "lying"]


def cost(state: PaxState, column: int) -> int:
    """PP-3: the column's number, doubled with military favoured."""
    return column * (2 if state.favoured == "military" else 1)


def card_on(
    ask: Ask, facts: MarketFacts, row: str, column: int, court: Sequence[int] = ()
) -> MarketCard:
    """The card on the space, by the number printed on it, asked once a turn; the bot reads
    the rest (suit, rank, icons, patriot, a dominance check) from the card list. A card in
    her ``court`` or named for another space cannot lie there: that number is refused."""
    space = f"{row}-{column}"
    told = facts.spaces.get(space, "card")

    def in_market(number: int) -> None:
        if number in court:
            raise InvalidAnswer("paxpamir-wakhan-card-in-her-court", card=number)
        if number in facts.cards.values():  # each card lies on one space
            raise InvalidAnswer("paxpamir-wakhan-card-named", card=number)

    taken = {*court, *facts.cards.values()}
    if space not in facts.cards:
        facts.cards[space] = ask.number(
            "PW-12",
            "paxpamir-ask-wakhan-card-on",
            1,
            MARKET_CARDS,
            board=True,
            check=in_market,
            # A scenario with no answer names the first card that can lie there, and is what
            # the player said lies there when a box asked (an event, a suit and rank).
            default=next(
                (
                    n
                    for n in range(1, MARKET_CARDS + 1)
                    if n not in taken
                    and fits(n, told)
                    # No dominance check there when the player said the market holds none.
                    and not (facts.check is False and n in DOMINANCE_CHECKS)
                ),
                next(n for n in range(1, MARKET_CARDS + 1) if n not in taken),
            ),
            row=row_term(row),
            column=column,
        )
    return market_cards()[facts.cards[space]]


def fits(number: int, told: str) -> bool:
    """Whether card ``number`` is what the player said lies on its space: an event card, or a
    court card of the suit and rank told (``political-2``); anything for a plain card."""
    card = market_cards()[number]
    if told == "event":
        return isinstance(card, EventCard)
    if told in SUITED:
        return isinstance(card, CourtCard) and f"{card.suit}-{card.rank}" == told
    return True


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
    rupees lying on the card; the card, named by its printed number, is then resolved: an
    event's purchased effect (PW-19), a court card played if she can pay the bribe, else
    discarded (PW-14)."""
    deck = state.ai
    assert deck is not None
    facts = deck.market
    price, old = cost(state, column), player.rupees
    facts.paid += [f"{row}-{c}" for c in range(column) if f"{row}-{c}" not in facts.paid]
    where: dict[str, Any] = {"row": row_term(row), "column": column}
    taken = lying(ask, facts, row, column)
    card = card_on(ask, facts, row, column, deck.court)
    facts.spaces[f"{row}-{column}"] = "empty"
    player.rupees = old - price + taken
    ask.say(
        "PW-12",
        "paxpamir-wakhan-buys",
        who=player.name,
        cost=price,
        taken=taken,
        old=old,
        new=player.rupees,
        card=card.number,
        **where,
    )
    if isinstance(card, EventCard):
        wakhan_events.resolve(state, ask, player, card)
        return
    bribe = _bribe(state, ask, player, card)
    if bribe > player.rupees:
        ask.say(
            "PW-14",
            "paxpamir-wakhan-discards-bought",
            who=player.name,
            bribe=bribe,
            rupees=player.rupees,
            card=card.number,
        )
        return
    old, player.rupees = player.rupees, player.rupees - bribe
    loyalty, _ = pragmatic_loyalty(state, cards()[deck.card or 1])
    left = deck.row == "top"
    deck.court = [card.number, *deck.court] if left else [*deck.court, card.number]
    ask.say(
        "PW-14",
        "paxpamir-wakhan-plays-bought",
        who=player.name,
        bribe=bribe,
        old=old,
        new=player.rupees,
        end=term("paxpamir-wakhan-court-" + (deck.row or "top")),
        coalition=coalition_term(loyalty),
        card=card.number,
    )
    wakhan_impact.resolve(state, ask, player, card)


def _bribe(state: PaxState, ask: Ask, player: Player, card: CourtCard) -> int:
    """PP-4: nothing when she rules the card's region or nobody does; else the ruler's tribes
    there, as the ruler asks it (they may waive part), asked as a number unless the tribes
    there are already known this turn."""
    ruler = wakhan_table.ruler(state, ask, card.region)
    region = region_term(card.region)
    if ruler is None or ruler is player:
        key = (
            "paxpamir-wakhan-no-bribe-nobody" if ruler is None else "paxpamir-wakhan-no-bribe-hers"
        )
        ask.say("PP-4", key, who=player.name, region=region)
        return 0
    if card.region in wakhan_table.facts(state).tribes:
        tribes = wakhan_table.tribes_in(state, ask, card.region)[state.players.index(ruler)]
        ask.say("PP-4", "paxpamir-wakhan-bribe-tribes", who=ruler.name, count=tribes, region=region)
        return tribes
    return ask.number(
        "PW-14",
        "paxpamir-ask-wakhan-bribe",
        0,
        MAX_COUNT,
        board=True,
        who=player.name,
        ruler=ruler.name,
        region=region,
    )
