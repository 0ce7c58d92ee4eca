"""Wakhan's card-based actions (docs/wakhan.md, PW-11): which of her court cards acts (PW-8
among those that print the action, have not acted this turn and whose cost and hostage bribe
she can pay), her tax, gift, build and betray, and her bonus actions after the two (PW-10).
``card_action`` only dispatches by the action's name; each action checks what it needs, says
why when it cannot, and keeps the ledger (rupees, gifts, prizes, blocks) as the rules move it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engines.core import Ask
from engines.paxpamir.ledger import record_blocks
from engines.paxpamir.market_cards import CourtCard, court_card
from engines.paxpamir.model import COALITIONS, GIFT_COSTS, PaxState, Player
from engines.paxpamir.scoring import dominance
from engines.paxpamir.wakhan import COLUMNS, ENDS, action_term, cards, pragmatic_loyalty, row_term
from engines.paxpamir.wakhan_acting import Hostage, arrow_order, candidate, held_hostage, use_card
from engines.paxpamir.wakhan_buy import lying
from engines.paxpamir.wakhan_hand import Outcome, by_hand
from engines.paxpamir.wakhan_military import battle, battle_most_spies, move
from engines.paxpamir.wakhan_priority import explain, pick
from engines.paxpamir.wakhan_table import court_of, ruler, spies_on
from engines.paxpamir.words import coalition_term, region_term, suit_term

ARMY_COST = 2
"""PP-6: build costs 2 rupees a block."""
MAX_BUILD = 3
"""PP-6: up to three blocks a build action."""
BETRAY_COST = 2
"""PP-6: betray always costs 2."""


Action = Callable[[PaxState, Ask, Player, CourtCard, Hostage], bool]
"""A card-based action taken with ``card``: whether she took it (when she cannot, it says why
and changes nothing)."""


# -- the dispatcher (PW-9, PW-11) ------------------------------------------------------------------


def card_action(state: PaxState, ask: Ask, player: Player, box: str) -> Outcome:
    """PW-11: the action ``box`` names, with the court card her priority picks; an action the
    bot does not play yet is handed to the player."""
    act = ACTIONS.get(box)
    if act is None:
        return by_hand(ask, player, box)
    printed = PRINTED.get(box, box)
    need = least_cost(player, printed)
    if need is None:
        ask.say("PW-11", "paxpamir-wakhan-skip-gifts-full", who=player.name)
        return "cannot"
    left = able_cards(state, printed)
    if not left:
        ask.say(
            "PW-11",
            "paxpamir-wakhan-skip-no-court-card",
            who=player.name,
            action=action_term(printed),
        )
        return "cannot"
    while left:
        card = _priority(state, ask, left)
        hostage = held_hostage(state, ask, player, card)
        if hostage.amount + need <= player.rupees:
            return _outcome(state, card) if act(state, ask, player, card, hostage) else "cannot"
        ask.say(
            "PW-15",
            "paxpamir-wakhan-card-dear",
            who=player.name,
            card=card.number,
            action=action_term(printed),
            cost=need,
            bribe=hostage.amount,
            rupees=player.rupees,
        )
        left.remove(card)
    return "cannot"


def able_cards(state: PaxState, action: str) -> list[CourtCard]:
    """Her court cards that print ``action`` and have not acted this turn (PW-9)."""
    deck = state.ai
    assert deck is not None
    found = [court_card(n) for n in deck.court if n not in deck.used]
    return [c for c in found if action in c.actions]


def least_cost(player: Player, action: str) -> int | None:
    """What the action costs at least (PP-6), None when she can take it at no price: her three
    gift spaces are full."""
    if action == "gift":
        return GIFT_COSTS[player.gifts] if player.gifts < len(GIFT_COSTS) else None
    return {"build": ARMY_COST, "betray": BETRAY_COST}.get(action, 0)


def _priority(state: PaxState, ask: Ask, among: list[CourtCard]) -> CourtCard:
    """PW-8 among her own cards, said with its chain."""
    chosen, chain = pick(
        [candidate(c) for c in among], state.favoured, dominance(state.blocks).coalition
    )
    ask.events.append(explain(chosen, chain))
    return court_card(chosen.number)


def _outcome(state: PaxState, card: CourtCard) -> Outcome:
    """PW-9: an action with a card of the favoured suit is a bonus action."""
    return "bonus" if card.in_favoured(state.favoured) else "taken"


def pay_market(state: PaxState, ask: Ask, player: Player, cost: int) -> None:
    """PP-6's action costs: one rupee on each of the rightmost market cards, half the cost in
    each row, passing the spaces she emptied this turn. She may not buy those cards this
    turn (PP-3). Ruling: a space the bot does not know to be empty holds a card (the market
    is refilled at every cleanup, PP-8)."""
    deck = state.ai
    assert deck is not None
    facts = deck.market
    old = player.rupees
    player.rupees -= cost
    spaces: list[Any] = []
    for row in ENDS:
        filled = [
            c for c in range(COLUMNS - 1, -1, -1) if facts.spaces.get(f"{row}-{c}") != "empty"
        ]
        for column in filled[: cost // 2]:
            space = f"{row}-{column}"
            if space not in facts.paid:
                facts.paid.append(space)
            if space in facts.rupees:
                facts.rupees[space] += 1
            spaces.append(_space_term(row, column))
    ask.say(
        "PW-15",
        "paxpamir-wakhan-pays-market",
        who=player.name,
        cost=cost,
        old=old,
        new=player.rupees,
        spaces={"@join": spaces, "sep": "@paxpamir-wakhan-space-sep"},
    )


def _space_term(row: str, column: int) -> Any:
    return {"@": "paxpamir-wakhan-space-at", "row": row_term(row), "column": column}


# -- tax (PW-11) --------------------------------------------------------------------------------


def tax(state: PaxState, ask: Ask, player: Player, card: CourtCard, hostage: Hostage) -> bool:
    """PW-11: up to the card's rank, from players first — the richest first, ties by the red
    arrow's label (PW-4) — each above their tax shelter and only where she rules a region of
    one of their court cards (PP-6); then the market's cards, leftmost first, in a column the
    red arrow's row first."""
    deck = state.ai
    assert deck is not None
    want = card.rank
    plan: list[tuple[Player, int]] = []
    for other, above in taxable(state, ask, player):
        take = min(above, want - sum(n for _, n in plan))
        if take > 0:
            plan.append((other, take))
    market: list[tuple[str, int, int]] = []
    for row, column in market_order(deck.row or "top"):
        still = want - sum(n for _, n in plan) - sum(n for _, _, n in market)
        if still <= 0:
            break
        if deck.market.spaces.get(f"{row}-{column}") == "empty":
            continue
        take = min(lying(ask, deck.market, row, column), still)
        if take > 0:
            market.append((row, column, take))
    total = sum(n for _, n in plan) + sum(n for _, _, n in market)
    if total == 0:
        ask.say("PW-11", "paxpamir-wakhan-skip-tax", who=player.name, card=card.number)
        return False
    use_card(state, ask, player, card, "tax", hostage)
    old = player.rupees
    for other, take in plan:
        before = other.rupees
        other.rupees -= take
        ask.say(
            "PW-11",
            "paxpamir-wakhan-tax-player",
            who=player.name,
            name=other.name,
            amount=take,
            old=before,
            new=other.rupees,
        )
    for row, column, take in market:
        deck.market.rupees[f"{row}-{column}"] -= take
        ask.say(
            "PW-11",
            "paxpamir-wakhan-tax-market",
            who=player.name,
            amount=take,
            row=row_term(row),
            column=column,
        )
    player.rupees += total
    ask.say(
        "PW-11",
        "paxpamir-wakhan-taxed",
        who=player.name,
        total=total,
        rank=card.rank,
        old=old,
        new=player.rupees,
    )
    return True


def taxable(state: PaxState, ask: Ask, player: Player) -> list[tuple[Player, int]]:
    """PP-6: the players she may tax and the rupees each holds above their tax shelter (their
    economic stars), in her order: the richest first, ties by the red arrow (PW-4)."""
    deck = state.ai
    assert deck is not None
    lineage = any(court_card(n).ability == "claimOfAncientLineage" for n in deck.court)
    found: list[tuple[Player, int]] = []
    for other in arrow_order(state, player):
        above = other.rupees - other.stars["economic"]
        if above <= 0:
            ask.say(
                "PW-11",
                "paxpamir-wakhan-tax-sheltered",
                name=other.name,
                rupees=other.rupees,
                shelter=other.stars["economic"],
            )
        elif lineage or _rules_a_region_of(state, ask, player, other):
            found.append((other, above))
        else:
            ask.say("PW-11", "paxpamir-wakhan-tax-not-ruled", who=player.name, name=other.name)
    return sorted(found, key=lambda f: -f[0].rupees)  # stable: the arrow's order breaks ties


def _rules_a_region_of(state: PaxState, ask: Ask, player: Player, other: Player) -> bool:
    """Whether she rules the region of one of ``other``'s court cards (asked region by region
    until one is hers)."""
    regions = dict.fromkeys(court_card(n).region for n in court_of(state, ask, other))
    return any(ruler(state, ask, region) is player for region in regions)


def market_order(row: str) -> list[tuple[str, int]]:
    """PW-11: the market's spaces for tax: leftmost first, in one column the row the red
    arrow's label names first."""
    other = ENDS[1 - ENDS.index(row)]
    return [(r, c) for c in range(COLUMNS) for r in (row, other)]


# -- gift (PW-11) -------------------------------------------------------------------------------


def gift(state: PaxState, ask: Ask, player: Player, card: CourtCard, hostage: Hostage) -> bool:
    """PW-11: the cheapest gift space free, on her aid card; a gift is influence with all three
    coalitions (PW-18) and a cylinder in play."""
    cost = GIFT_COSTS[player.gifts]
    use_card(state, ask, player, card, "gift", hostage)
    pay_market(state, ask, player, cost)
    player.gifts += 1
    player.cylinders += 1
    ask.say(
        "PW-11",
        "paxpamir-wakhan-gift",
        who=player.name,
        cost=cost,
        gifts=player.gifts,
        afghan=player.influence("afghan"),
        british=player.influence("british"),
        russian=player.influence("russian"),
    )
    return True


# -- build (PW-11) ------------------------------------------------------------------------------


def build(state: PaxState, ask: Ask, player: Player, card: CourtCard, hostage: Hostage) -> bool:
    """PW-11: armies of her pragmatic loyalty (PW-7) in the first region of her card's order
    (PW-6) that she rules, as many as she can pay, up to three (PP-6); Infrastructure adds
    one."""
    deck = state.ai
    assert deck is not None and deck.card is not None
    ai_card = cards()[deck.card]
    region = next(
        (r for r in ai_card.region_order if ruler(state, ask, r) is player),
        None,
    )
    if region is None:
        ask.say("PW-11", "paxpamir-wakhan-skip-build", who=player.name, card=card.number)
        return False
    use_card(state, ask, player, card, "build", hostage)
    bought = min(player.rupees // ARMY_COST, MAX_BUILD)
    pay_market(state, ask, player, bought * ARMY_COST)
    armies = bought + (1 if _has_ability(state, "infrastructure") else 0)
    coalition, _ = pragmatic_loyalty(state, ai_card)
    ask.say(
        "PW-11",
        "paxpamir-wakhan-build",
        who=player.name,
        count=armies,
        coalition=coalition_term(coalition),
        region=region_term(region),
        cost=bought * ARMY_COST,
    )
    record_blocks(state, ask, {**state.blocks, coalition: state.blocks[coalition] + armies})
    return True


def _has_ability(state: PaxState, ability: str) -> bool:
    assert state.ai is not None
    return any(court_card(n).ability == ability for n in state.ai.court)


# -- betray (PW-11) ------------------------------------------------------------------------------


def betray(state: PaxState, ask: Ask, player: Player, card: CourtCard, hostage: Hostage) -> bool:
    """PW-11: the highest-priority card (PW-8) with a loyalty prize and one of her spies, in
    any court, hers included; it is discarded (its spies go home) and she takes the prize.
    Bodyguards keep their owner's political cards from it."""
    targets: dict[int, int] = {}  # card number -> the seat of its court
    for seat, owner in enumerate(state.players):
        guarded = any(court_card(n).ability == "bodyguards" for n in court_of(state, ask, owner))
        for number in court_of(state, ask, owner):
            target = court_card(number)
            if target.prize is None or (guarded and target.suit == "political"):
                continue
            if spies_on(state, ask, number)[state.players.index(player)] > 0:
                targets[number] = seat
    if not targets:
        ask.say("PW-11", "paxpamir-wakhan-skip-betray", who=player.name, card=card.number)
        return False
    chosen, chain = pick(
        [
            candidate(court_card(n), opponent=state.players[s] is not player)
            for n, s in targets.items()
        ],
        state.favoured,
        dominance(state.blocks).coalition,
    )
    ask.events.append(explain(chosen, chain))
    use_card(state, ask, player, card, "betray", hostage)
    pay_market(state, ask, player, BETRAY_COST)
    target = court_card(chosen.number)
    owner = state.players[targets[target.number]]
    _discard(state, owner, target, spies_on(state, ask, target.number))
    assert target.prize is not None
    player.prizes[target.prize] += 1
    ask.say(
        "PW-11",
        "paxpamir-wakhan-betray",
        who=player.name,
        card=target.number,
        name=target.name,
        owner=owner.name,
        coalition=coalition_term(target.prize),
        influence=player.influence(target.prize),
    )
    if target.leveraged:
        ask.say("PP-6", "paxpamir-wakhan-betray-leveraged", owner=owner.name, card=target.number)
    return True


def _discard(state: PaxState, owner: Player, card: CourtCard, spies: list[int]) -> None:
    """The betrayed card leaves its owner's court: its stars and patriot leave the owner's
    ledger, its spies go back to their owners (no longer cylinders in play)."""
    deck = state.ai
    assert deck is not None
    if owner.wakhan:
        deck.court.remove(card.number)
    else:
        court = deck.table.courts.get(str(state.players.index(owner)), [])
        if card.number in court:
            court.remove(card.number)
    owner.stars[card.suit] = max(0, owner.stars[card.suit] - card.rank)
    if card.patriot in COALITIONS and owner.loyal_to(card.patriot):
        owner.patriots[card.patriot] = max(0, owner.patriots[card.patriot] - 1)
    for seat, count in enumerate(spies):
        spy = state.players[seat]
        spy.cylinders = max(spy.gifts, spy.cylinders - count)
    deck.table.spies[str(card.number)] = [0] * len(state.players)


# -- her bonus actions (PW-10) -------------------------------------------------------------------


def bonus_actions(state: PaxState, ask: Ask, player: Player) -> None:
    """PW-10: after her two actions, from the leftmost court card of the favoured suit not yet
    used this turn, the leftmost action on it she can take, each a bonus action (PW-9)."""
    deck = state.ai
    assert deck is not None
    taken = 0
    for number in list(deck.court):
        card = court_card(number)
        if number in deck.used or number not in deck.court or not card.in_favoured(state.favoured):
            continue
        for action in card.actions:
            if _with(state, ask, player, card, action):
                taken += 1
                ask.say(
                    "PW-10",
                    "paxpamir-wakhan-bonus",
                    who=player.name,
                    card=number,
                    action=action_term(action),
                )
                break
    if not taken:
        ask.say(
            "PW-10", "paxpamir-wakhan-no-bonus", who=player.name, suit=suit_term(state.favoured)
        )


def _with(state: PaxState, ask: Ask, player: Player, card: CourtCard, action: str) -> bool:
    """One action with ``card`` (PW-10): taken when she can pay for it and it finds what it
    needs; an action the bot does not play yet is handed to the player."""
    act = ACTIONS.get(action)
    if act is None:
        return by_hand(ask, player, action) != "cannot"
    need = least_cost(player, action)
    if need is None:
        return False
    hostage = held_hostage(state, ask, player, card)
    if hostage.amount + need > player.rupees:
        return False
    return act(state, ask, player, card, hostage)


PRINTED: dict[str, str] = {"battle_most_spies_card": "battle"}
"""A box that names how to take an action (PW-9) acts with the court cards printing that
action."""

ACTIONS: dict[str, Action] = {
    "tax": tax,
    "gift": gift,
    "build": build,
    "betray": betray,
    "battle": battle,
    "battle_most_spies_card": battle_most_spies,
    "move": move,
}
"""The card-based actions the bot plays, by the name the AI card's box or the court card
prints."""
