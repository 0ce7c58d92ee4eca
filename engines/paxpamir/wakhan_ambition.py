"""Wakhan's ambition (docs/wakhan.md, PW-13): before each of her actions, if buying the
dominance check in the market would give her the most points of that check or win her the
game, she spends the action on it, whatever her card says. The points are worked out from the
ledger (blocks, influence, cylinders, VP) as the check would score them (PP-10, PP-14); the
board is asked only where the check lies, and only when the ledger says she wants it."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engines.core import Ask, Option, term
from engines.paxpamir.check import check
from engines.paxpamir.market_cards import DOMINANCE_CHECKS
from engines.paxpamir.model import PaxState, Player
from engines.paxpamir.scoring import dominance, final_winners, lead_winner, place_points, shares
from engines.paxpamir.wakhan import COLUMNS, ENDS, row_term
from engines.paxpamir.wakhan_buy import cost, lying
from engines.paxpamir.wakhan_offers import paid_on

CHECKS = 4
"""The game's dominance checks: the fourth resolved is the final one, its points doubled."""
AMBITION = term("paxpamir-wakhan-action-ambition")
"""The action her ambition takes in place of a box (PW-13)."""
NONE = "none"
DEAR = "dear"


def gains(state: PaxState) -> dict[str, int]:
    """The points each player would score if the next dominance check resolved now, from the
    ledger (PP-10): influence with a dominant coalition, else cylinders in play."""
    leader = dominance(state.blocks).coalition
    final = state.checks + 1 >= CHECKS
    points = place_points(final, leader is not None)
    if leader is not None:
        values = [(p.name, p.influence(leader)) for p in state.players if p.loyal_to(leader)]
    else:
        values = [(p.name, p.cylinders) for p in state.players]
    won = {name: share.each for share in shares(values, points) for name in share.names}
    return {p.name: won.get(p.name, 0) for p in state.players}


def wants_check(state: PaxState, player: Player) -> str | None:
    """Why she would buy the dominance check: ``most`` (the most points of it, alone) or
    ``win`` (the game won after it: 4 points ahead, or first after the final check); None."""
    won = gains(state)
    if all(won[player.name] > v for name, v in won.items() if name != player.name):
        return "most"
    after = [replace(p, vp=p.vp + won[p.name]) for p in state.players]
    ahead = lead_winner(after)
    if ahead is not None and ahead[0].name == player.name:
        return "win"
    if state.checks + 1 >= CHECKS:
        winners, _ = final_winners(after)
        if [w.name for w in winners] == [player.name]:
            return "win"
    return None


def ambition(state: PaxState, ask: Ask, player: Player) -> bool:
    """PW-13: she buys the dominance check when she wants it and can afford it; whether she
    spent an action on it."""
    deck = state.ai
    assert deck is not None
    facts = deck.market
    if facts.check is False:
        return False
    why = wants_check(state, player)
    if why is None:
        return False
    space = _where(state, ask, player)
    if space in (NONE, DEAR):
        if space == DEAR:
            ask.say("PW-13", "paxpamir-wakhan-ambition-dear", who=player.name, rupees=player.rupees)
        return False
    row, _, col = space.partition("-")
    column = int(col)
    price, old = cost(state, column), player.rupees
    facts.paid += [f"{row}-{c}" for c in range(column) if f"{row}-{c}" not in facts.paid]
    taken = lying(ask, facts, row, column)
    player.rupees = old - price + taken
    facts.spaces[space] = "empty"
    # Whether another check lies there is asked again by her next radicalize; her ambition
    # is spent for the turn.
    facts.check, facts.check_at = None, NONE
    ask.say(
        "PW-13",
        "paxpamir-wakhan-ambition",
        who=player.name,
        row=row_term(row),
        column=column,
        cost=price,
        taken=taken,
        old=old,
        new=player.rupees,
        points=gains(state)[player.name],
        why=term("paxpamir-wakhan-ambition-" + why),
    )
    # The check she bought is resolved at once, as any check bought is (PW-19).
    check(state, ask, [])
    return True


def _where(state: PaxState, ask: Ask, player: Player) -> str:
    """Where the check lies, asked once a turn in one tap: a space she can afford, beyond her
    rupees, or none in the market; known already when a card number named it."""
    deck = state.ai
    assert deck is not None
    facts = deck.market
    for space, number in facts.cards.items():
        if number in DOMINANCE_CHECKS and facts.spaces.get(space) != "empty":
            row, _, column = space.partition("-")
            reach = cost(state, int(column)) <= player.rupees
            facts.check_at = space if reach and not paid_on(facts, row, int(column)) else DEAR
    if not facts.check_at:
        spaces = [
            (row, column)
            for column in range(COLUMNS)
            for row in ENDS
            if cost(state, column) <= player.rupees and not paid_on(facts, row, column)
        ]
        options = [_space_option(row, column) for row, column in spaces] + [
            Option(id=DEAR, key="paxpamir-wakhan-check-dear"),
            Option(id=NONE, key="paxpamir-wakhan-check-none"),
        ]
        facts.check_at = ask.choice(
            "PW-13", "paxpamir-ask-wakhan-check-where", options, board=True, who=player.name
        )
        facts.check = facts.check_at != NONE
    return facts.check_at


def _space_option(row: str, column: int) -> Option:
    params: dict[str, Any] = {"row": row_term(row), "column": column}
    return Option(id=f"{row}-{column}", key="paxpamir-wakhan-check-space", params=params)
