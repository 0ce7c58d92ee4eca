"""Wakhan's discards in cleanup (docs/wakhan.md, PW-16, PW-17): when her court is over its
limit, which card goes, by her criteria in order with the chain that decided it, and what the
discard sets off on the ledger (stars, patriot, leverage, her spies and the others' going home).
She has no hand, so the hand limit never applies to her."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engines.core import Ask
from engines.paxpamir.market_cards import court_card
from engines.paxpamir.model import PaxState, Player
from engines.paxpamir.wakhan_table import facts, spies_on, tribes_in
from engines.paxpamir.words import coalition_term, suit_term

CRITERIA: tuple[str, ...] = (
    "not-political",
    "not-patriot",
    "not-leveraged",
    "outspied",
    "fewest-spies",
    "lowest-rank",
    "not-favoured",
    "lowest-number",
)
"""PW-16's criteria in order; each id names its explanation."""


def over_limit(state: PaxState, ask: Ask, player: Player, leverage: Callable[[], None]) -> None:
    """PW-16: while her court holds more cards than its limit, one is discarded by her
    criteria; ``leverage`` charges a leveraged card's debt (PW-17, the referee's)."""
    deck = state.ai
    assert deck is not None
    while len(deck.court) > player.court_limit():
        number, chain = choose(state, ask, player, deck.court)
        ask.say(
            "PW-16",
            "paxpamir-wakhan-discard-pick",
            who=player.name,
            card=number,
            court=len(deck.court),
            limit=player.court_limit(),
            chain=_chain(chain),
        )
        deck.court.remove(number)
        _discarded(state, ask, player, number, leverage)


def choose(
    state: PaxState, ask: Ask, player: Player, court: list[int]
) -> tuple[int, list[tuple[str, list[int]]]]:
    """PW-16's ruling: each criterion keeps the cards that pass it best; one passing none
    or all decides nothing, and the first that leaves one card decides. The spies on a card
    are asked only when a spy criterion is reached."""
    seat = state.players.index(player)
    measures: dict[str, Callable[[int], int]] = {
        "not-political": lambda n: court_card(n).suit != "political",
        "not-patriot": lambda n: court_card(n).patriot is None,
        "not-leveraged": lambda n: not court_card(n).leveraged,
        "outspied": lambda n: (
            _others(spies_on(state, ask, n), seat) - spies_on(state, ask, n)[seat]
        ),
        "fewest-spies": lambda n: -sum(spies_on(state, ask, n)),
        "lowest-rank": lambda n: -court_card(n).rank,
        "not-favoured": lambda n: not court_card(n).in_favoured(state.favoured),
        "lowest-number": lambda n: -n,
    }
    left = list(court)
    chain: list[tuple[str, list[int]]] = []
    for criterion in CRITERIA:
        if len(left) == 1:
            break
        values = {n: int(measures[criterion](n)) for n in left}
        best = max(values.values())
        kept = [n for n in left if values[n] == best]
        if len(kept) < len(left):
            left = kept
            chain.append((criterion, kept))
    return left[0], chain


def _others(spies: list[int], seat: int) -> int:
    return sum(n for i, n in enumerate(spies) if i != seat)


def _chain(chain: list[tuple[str, list[int]]]) -> Any:
    steps = [
        {
            "@": "paxpamir-wakhan-discard-" + criterion,
            "cards": {"@join": kept, "sep": "@list-separator"},
        }
        for criterion, kept in chain
    ]
    return {"@join": steps, "sep": "@paxpamir-wakhan-then"}


def _discarded(
    state: PaxState, ask: Ask, player: Player, number: int, leverage: Callable[[], None]
) -> None:
    """The card leaves her court: its stars and patriot leave her ledger (PP-9, PP-11), a
    leveraged one costs its debt (PW-17), her last political card of a region takes her tribes
    there with it (PP-13), and the spies on it go home (PP-7)."""
    card = court_card(number)
    player.stars[card.suit] = max(0, player.stars[card.suit] - card.rank)
    ask.say(
        "PP-9",
        "paxpamir-wakhan-discard-stars",
        who=player.name,
        suit=suit_term(card.suit),
        rank=card.rank,
        limit=player.court_limit(),
    )
    if card.patriot is not None and player.patriots[card.patriot] > 0:
        player.patriots[card.patriot] -= 1
        ask.say(
            "PP-11",
            "paxpamir-wakhan-card-patriot-gone",
            who=player.name,
            coalition=coalition_term(card.patriot),
            influence=player.influence(card.patriot),
        )
    if card.leveraged:
        leverage()
    deck = state.ai
    assert deck is not None
    last = card.suit == "political" and not any(
        court_card(n).suit == "political" and court_card(n).region == card.region
        for n in deck.court
    )
    seat = state.players.index(player)
    tribes = tribes_in(state, ask, card.region)[seat] if last else 0
    if tribes:
        # PP-13: her last political card of the region gone, her tribes there go too.
        old = player.cylinders
        player.cylinders = max(player.gifts, old - tribes)
        facts(state).tribes[card.region][seat] = 0
        ask.say(
            "PP-13",
            "paxpamir-overthrow-tribes",
            who=player.name,
            count=tribes,
            old=old,
            new=player.cylinders,
        )
    spies = spies_on(state, ask, number)
    for owner, count in zip(state.players, spies, strict=True):
        if count:
            old = owner.cylinders
            owner.cylinders = max(owner.gifts, old - count)
            ask.say(
                "PP-7",
                "paxpamir-spies-home",
                who=owner.name,
                count=count,
                old=old,
                new=owner.cylinders,
            )
