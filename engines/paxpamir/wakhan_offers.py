"""The market spaces Wakhan may buy from (docs/wakhan.md, PW-12, PW-13): whether a space can be
bought at all, asked only when her rupees reach it, and the court cards on offer, each named by
its printed number once a turn, with the tie-break every box shares: the cheapest, then the
highest card number (PW-12 step 1)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engines.core import Ask, Option
from engines.paxpamir.market_cards import CourtCard
from engines.paxpamir.model import SPACE_KINDS, MarketFacts, PaxState, Player
from engines.paxpamir.wakhan import COLUMNS, ENDS, row_term
from engines.paxpamir.wakhan_buy import card_on, cost

SPACE_OPTIONS = [Option(id=k, key="paxpamir-wakhan-space-" + k) for k in SPACE_KINDS]


@dataclass(frozen=True)
class Offer:
    """A court card she can buy: where it lies, what it costs her, what it is."""

    row: str
    column: int
    cost: int
    card: CourtCard

    @property
    def space(self) -> str:
        return f"{self.row}-{self.column}"


def buyable(
    state: PaxState, ask: Ask, player: Player, facts: MarketFacts, row: str, column: int
) -> bool:
    """Whether she can buy the card on the space, asking what lies there only when her rupees
    and the rupees she put down this turn leave the question open."""
    where: dict[str, Any] = {"row": row_term(row), "column": column}
    price = cost(state, column)
    if paid_on(facts, row, column):
        ask.say("PW-12", "paxpamir-wakhan-space-paid", **where)
        return False
    if price > player.rupees:
        ask.say("PW-15", "paxpamir-wakhan-space-dear", cost=price, rupees=player.rupees, **where)
        return False
    space = f"{row}-{column}"
    if space not in facts.spaces:
        facts.spaces[space] = ask.choice(
            "PW-12", "paxpamir-ask-wakhan-space", SPACE_OPTIONS, board=True, **where
        )
    kind = facts.spaces[space]
    if kind in ("empty", "closed"):
        ask.say("PW-12", "paxpamir-wakhan-space-" + kind + "-skipped", **where)
        return False
    return True


def paid_on(facts: MarketFacts, row: str, column: int) -> bool:
    """PP-3: her rupee lies on the space's card, or on this one because the space in the
    other row was empty when she paid."""
    other = ENDS[1 - ENDS.index(row)]
    return f"{row}-{column}" in facts.paid or (
        f"{other}-{column}" in facts.paid and facts.spaces.get(f"{other}-{column}") == "empty"
    )


def offers(
    state: PaxState,
    ask: Ask,
    player: Player,
    enough: Callable[[list[Offer]], bool] = lambda _: False,
    columns: int = COLUMNS,
) -> list[Offer]:
    """The court cards she can buy, cheapest column first, each named by its number once a
    turn, in the ``columns`` leftmost columns; the search stops after a column once ``enough``
    says the cards found settle the choice (a cheaper card always wins a tie). An event card
    is never on offer to a box (PW-12 step 1); a dominance check seen on the way is
    remembered (PW-13)."""
    deck = state.ai
    assert deck is not None
    facts = deck.market
    found: list[Offer] = []
    for column in range(columns):
        price = cost(state, column)
        if price > player.rupees:
            break
        for row in ENDS:
            if paid_on(facts, row, column) or facts.spaces.get(f"{row}-{column}") == "event":
                continue
            if not buyable(state, ask, player, facts, row, column):
                continue
            card = card_on(ask, facts, row, column, deck.court)
            if isinstance(card, CourtCard):
                found.append(Offer(row, column, price, card))
            else:
                facts.spaces[f"{row}-{column}"] = "event"
                if card.dominance_check:
                    facts.check = True
        if found and enough(found):
            break
    return found


def any_found(found: list[Offer]) -> bool:
    """``enough`` for a box that wants the cheapest card of a kind: the first column with one
    settles it (its two rows still tie by number)."""
    return bool(found)


def cheapest_then_number(found: list[Offer]) -> tuple[Offer, str]:
    """PW-12 step 1: the cheapest, then the highest card number; and why it won (``cheapest``
    alone or ``number`` among the cheapest)."""
    best = min(found, key=lambda o: (o.cost, -o.card.number))
    tied = [o for o in found if o.cost == best.cost]
    return best, "number" if len(tied) > 1 else "cheapest"


def most(found: list[Offer], *icons: str) -> list[Offer]:
    """The offers with the most impact icons among ``icons`` (all of them when none has any)."""
    top = max((o.card.count(*icons) for o in found), default=0)
    return [o for o in found if o.card.count(*icons) == top]
