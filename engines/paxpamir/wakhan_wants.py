"""The radicalize boxes that name what she wants by what a card does (docs/wakhan.md, PW-9,
PW-12 step 1), and her plain radicalize with a dominance check in the market (PW-13): each
court card on offer named by its number, its region, icons, actions and patriot read from the
card list; ties to the cheapest, then the highest card number."""

from __future__ import annotations

from collections.abc import Callable

from engines.core import Ask, term
from engines.paxpamir.market_cards import CourtCard
from engines.paxpamir.model import PaxState, Player
from engines.paxpamir.scoring import dominance
from engines.paxpamir.wakhan import action_term, cards, pragmatic_loyalty, row_term
from engines.paxpamir.wakhan_buy import LEVERAGE, buy, lying
from engines.paxpamir.wakhan_offers import Offer, any_found, cheapest_then_number, most, offers
from engines.paxpamir.wakhan_table import armies_in, ruler, ruler_of, ruling_pieces, tribes_in
from engines.paxpamir.words import coalition_term

BLOCKS = ("army", "road")
CYLINDERS = ("spy", "tribe")

Wanted = Callable[[PaxState, Ask, Player], list[Offer]]
"""What a box keeps of the cards on offer, before the tie-break."""


def radicalize_wanted(state: PaxState, ask: Ask, player: Player, box: str) -> bool:
    """PW-12 step 1: the box's cards, then the cheapest, then the highest card number; the
    box is skipped, saying why, when none fits. Whether she bought a card."""
    kept = WANTED[box](state, ask, player)
    if not kept:
        ask.say(
            "PW-12",
            "paxpamir-wakhan-skip-no-card",
            who=player.name,
            action=action_term(box),
            rupees=player.rupees,
        )
        return False
    best, why = cheapest_then_number(kept)
    _picked(ask, player, "PW-12", action_term(box), best, why)
    buy(state, ask, player, best.row, best.column)
    return True


def _picked(ask: Ask, player: Player, rule: str, action: object, best: Offer, why: str) -> None:
    ask.say(
        rule,
        "paxpamir-wakhan-card-pick",
        who=player.name,
        action=action,
        card=best.card.number,
        row=row_term(best.row),
        column=best.column,
        why=term("paxpamir-wakhan-why-" + why),
    )


def _cheapest_where(
    state: PaxState, ask: Ask, player: Player, wanted: Callable[[Offer], bool]
) -> list[Offer]:
    """The cards on offer that ``wanted`` keeps, looking no further right than the first
    column that holds one (a cheaper card wins every tie)."""
    found = offers(state, ask, player, lambda f: any_found([o for o in f if wanted(o)]))
    return [o for o in found if wanted(o)]


def _region_control(state: PaxState, ask: Ask, player: Player) -> list[Offer]:
    """A card whose tribes and armies would make her the ruler of its region: her tribes
    plus the armies of the coalition with the most there (PW-7) against each other player's
    tribes plus their coalition's armies, at least one tribe of hers. Only a card with a
    tribe or army icon can change who rules; only its region is asked about."""
    deck = state.ai
    assert deck is not None
    loyalty, _ = pragmatic_loyalty(state, cards()[deck.card or 1])

    def wins(offer: Offer) -> bool:
        card = offer.card
        if not card.count("tribe", "army") or ruler(state, ask, card.region) is player:
            return False
        tribes = list(tribes_in(state, ask, card.region))
        armies = armies_in(state, ask, card.region)
        seat = state.players.index(player)
        tribes[seat] += card.count("tribe")
        armies[loyalty] += card.count("army")
        return ruler_of(tribes, ruling_pieces(state, tribes, armies)) == seat

    return _cheapest_where(state, ask, player, wins)


def _most_of(*icons: str) -> Wanted:
    """The cards with the most of ``icons``; none when the most is none (a box that wants
    pieces placed is skipped rather than buy a card placing none). [B]"""

    def wanted(state: PaxState, ask: Ask, player: Player) -> list[Offer]:
        kept = most(offers(state, ask, player), *icons)
        return [o for o in kept if o.card.count(*icons)]

    return wanted


def _move_card(state: PaxState, ask: Ask, player: Player) -> list[Offer]:
    return _cheapest_where(state, ask, player, lambda o: "move" in o.card.actions)


def _dominant_patriot(state: PaxState, ask: Ask, player: Player) -> list[Offer]:
    leader = dominance(state.blocks).coalition
    return _cheapest_where(state, ask, player, lambda o: o.card.patriot == leader)


WANTED: dict[str, Wanted] = {
    "radicalize_region_control": _region_control,
    "radicalize_most_armies_roads": _most_of(*BLOCKS),
    "radicalize_most_spies_tribes_if_no_dominance": _most_of(*CYLINDERS),
    "radicalize_move_card_if_none": _move_card,
    "radicalize_dominant_patriot_if_dominance": _dominant_patriot,
}


# -- PW-13: plain radicalize with a dominance check in the market -------------------------------


def radicalize_around_check(state: PaxState, ask: Ask, player: Player) -> bool:
    """PW-13: with a coalition dominant, the cheapest patriot of it, else the cheapest card
    with the most army and road icons (even none); with none dominant, the cheapest with the
    most spy and tribe icons (with savvy purchasing, PW-21, when no card has any: the card
    that leaves her the most rupees); ties to the highest card number. Whether she bought."""
    found = offers(state, ask, player)
    if not found:
        ask.say("PW-12", "paxpamir-wakhan-nothing-to-buy", who=player.name, rupees=player.rupees)
        return False
    leader = dominance(state.blocks).coalition
    rule, icons = "PW-13", CYLINDERS
    if leader is not None:
        patriots = [o for o in found if o.card.patriot == leader]
        icons = BLOCKS
        kept, why = (patriots, "patriot") if patriots else (most(found, *BLOCKS), "blocks")
    else:
        kept, why = most(found, *CYLINDERS), "cylinders"
        if state.options.savvy and not kept[0].card.count(*CYLINDERS):
            kept, why, rule = richest(state, ask, found), "richest", "PW-21"
    best, tie = cheapest_then_number(kept)
    more = {"coalition": coalition_term(leader)} if leader is not None else {}
    ask.say(
        rule,
        "paxpamir-wakhan-check-pick-" + why,
        who=player.name,
        card=best.card.number,
        row=row_term(best.row),
        column=best.column,
        count=best.card.count(*icons),
        why=term("paxpamir-wakhan-why-" + tie),
        **more,
    )
    buy(state, ask, player, best.row, best.column)
    return True


def richest(state: PaxState, ask: Ask, found: list[Offer]) -> list[Offer]:
    """The offers that leave her the most rupees: those lying on the card and its leverage
    icon against its cost (PW-9's ruling), the rupees asked once a turn."""
    deck = state.ai
    assert deck is not None

    def net(offer: Offer) -> int:
        lying_on = lying(ask, deck.market, offer.row, offer.column)
        return lying_on - offer.cost + LEVERAGE * offer.card.leveraged

    nets = {o.space: net(o) for o in found}
    best = max(nets.values())
    return [o for o in found if nets[o.space] == best]


def savvy(state: PaxState, ask: Ask, player: Player, column: int, card: CourtCard) -> Offer | None:
    """PW-21's first half: a cheaper court card of the same suit and at least the rank of the
    one the arrows picked: the cheapest, then the leftmost, then the red arrow's row."""
    deck = state.ai
    assert deck is not None
    found = [
        o
        for o in offers(state, ask, player, columns=column)
        if o.card.suit == card.suit and o.card.rank >= card.rank
    ]
    if not found:
        return None
    return min(found, key=lambda o: (o.cost, o.column, o.row != deck.row))
