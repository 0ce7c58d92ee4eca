"""Wakhan's radicalize (docs/wakhan.md, PW-12): which market card she buys — by the arrows, or
by a box that names what it wants (PW-9) — looking only at the spaces her rupees reach and
asking what lies there once a turn."""

from __future__ import annotations

from engines.core import Ask, Option, term
from engines.paxpamir.market_cards import CourtCard, court_card, ranks_of
from engines.paxpamir.model import SUITS, MarketFacts, PaxState, Player
from engines.paxpamir.scoring import dominance
from engines.paxpamir.wakhan import COLUMNS, ENDS, action_term, row_term
from engines.paxpamir.wakhan_buy import LEVERAGE, buy, card_on, cost, lying
from engines.paxpamir.wakhan_hand import Outcome, by_hand
from engines.paxpamir.wakhan_offers import buyable, paid_on
from engines.paxpamir.wakhan_table import all_spies
from engines.paxpamir.wakhan_wants import WANTED, radicalize_around_check, radicalize_wanted, savvy
from engines.paxpamir.words import coalition_term, suit_term


def radicalize_box(state: PaxState, ask: Ask, player: Player, box: str) -> Outcome:
    """PW-9 and PW-12: plain radicalize by the arrows, or a box that names what she buys,
    skipped when its condition is false."""
    if box == "radicalize":
        return "taken" if radicalize(state, ask, player) else "cannot"
    if not _condition(state, ask, player, box):
        return "cannot"
    if box == "radicalize_most_net_rupees_if_under_2_rupees":
        return "taken" if radicalize_richest(state, ask, player, box) else "cannot"
    if box in SUIT_BOXES:
        return "taken" if radicalize_suit(state, ask, player, box) else "cannot"
    if box in WANTED:
        return "taken" if radicalize_wanted(state, ask, player, box) else "cannot"
    return by_hand(ask, player, box)


def _condition(state: PaxState, ask: Ask, player: Player, box: str) -> bool:
    """PW-9: a box whose condition the ledger can tell (the favoured suit, her rupees, the
    blocks) is skipped when it is false, saying why; any other is left to the player."""
    leader = dominance(state.blocks).coalition
    action = action_term(box)
    if box.endswith("_if_military_favoured") or box.endswith("_if_political_favoured"):
        wanted = "military" if "military_favoured" in box else "political"
        if state.favoured != wanted:
            ask.say(
                "PW-9",
                "paxpamir-wakhan-skip-favoured",
                who=player.name,
                action=action,
                wanted=suit_term(wanted),
                suit=suit_term(state.favoured),
            )
            return False
    elif box.endswith("_if_under_2_rupees") and player.rupees >= 2:
        ask.say(
            "PW-9",
            "paxpamir-wakhan-skip-rupees",
            who=player.name,
            action=action,
            rupees=player.rupees,
        )
        return False
    elif box.endswith("_if_no_dominance") and leader is not None:
        ask.say(
            "PW-9",
            "paxpamir-wakhan-skip-dominant",
            who=player.name,
            action=action,
            coalition=coalition_term(leader),
        )
        return False
    elif box.endswith("_if_dominance") and leader is None:
        ask.say("PW-9", "paxpamir-wakhan-skip-no-dominance", who=player.name, action=action)
        return False
    elif box.endswith("_if_court_full"):
        return _court_full(state, ask, player, action)
    elif box.endswith("_if_fewer_spies"):
        return _fewer_spies(state, ask, player, action)
    elif box.endswith("_move_card_if_none"):
        return _no_move_card(state, ask, player, action)
    return True


def _court_full(state: PaxState, ask: Ask, player: Player, action: object) -> bool:
    """Her court at its limit (PP-9: 3 + political stars), from the court the bot keeps."""
    assert state.ai is not None
    count, limit = len(state.ai.court), player.court_limit()
    if count < limit:
        ask.say(
            "PW-9",
            "paxpamir-wakhan-skip-court-room",
            who=player.name,
            action=action,
            count=count,
            limit=limit,
        )
        return False
    return True


def _fewer_spies(state: PaxState, ask: Ask, player: Player, action: object) -> bool:
    """Another player has more spies in play than she: every player's spies asked in one
    answer, once a turn."""
    counts = all_spies(state, ask)
    mine = counts[state.players.index(player)]
    if max(counts) <= mine:
        ask.say("PW-9", "paxpamir-wakhan-skip-spies", who=player.name, action=action, count=mine)
        return False
    return True


def _no_move_card(state: PaxState, ask: Ask, player: Player, action: object) -> bool:
    """None of her court cards (as the bot keeps them) has the move action."""
    assert state.ai is not None
    mover = next((n for n in state.ai.court if "move" in court_card(n).actions), None)
    if mover is not None:
        ask.say("PW-9", "paxpamir-wakhan-skip-has-move", who=player.name, action=action, card=mover)
        return False
    return True


SUIT_BOXES: dict[str, tuple[str, bool]] = {
    "radicalize_highest_military_if_military_favoured": ("military", True),
    "radicalize_highest_economic_if_political_favoured": ("economic", True),
    "radicalize_highest_political": ("political", True),
    "radicalize_highest_political_if_court_full": ("political", True),
    "radicalize_highest_intelligence": ("intelligence", True),
    "radicalize_highest_intelligence_if_fewer_spies": ("intelligence", True),
    "radicalize_intelligence": ("intelligence", False),
}
"""The radicalize boxes that name a suit (PW-9): the suit, and whether the highest rank is
wanted (else any card of it)."""


def radicalize(state: PaxState, ask: Ask, player: Player) -> bool:
    """PW-12: the card at the arrows' row and column, else the next she can buy to its left,
    then the other row from the same column leftwards; with savvy purchasing (PW-21) a
    cheaper card of its suit and rank or better instead. With a dominance check in the
    market she buys by PW-13. Whether she bought a card."""
    deck = state.ai
    assert deck is not None and deck.column is not None and deck.row is not None
    facts = deck.market
    if facts.check is None:
        facts.check = ask.confirm("PW-12", "paxpamir-ask-wakhan-check", board=True)
    if facts.check:
        ask.say("PW-13", "paxpamir-wakhan-check-in-market", who=player.name)
        return radicalize_around_check(state, ask, player)
    for row, column in walk(deck.row, deck.column):
        if buyable(state, ask, player, facts, row, column):
            row, column = _savvy(state, ask, player, row, column)
            buy(state, ask, player, row, column)
            return True
    ask.say("PW-12", "paxpamir-wakhan-nothing-to-buy", who=player.name, rupees=player.rupees)
    return False


def _savvy(state: PaxState, ask: Ask, player: Player, row: str, column: int) -> tuple[str, int]:
    """PW-21 (an option): the space she buys from once the arrows found one, a cheaper court
    card of the same suit and at least its rank taking its place."""
    if not state.options.savvy or column == 0:
        return row, column
    assert state.ai is not None
    card = card_on(ask, state.ai.market, row, column, state.ai.court)
    if not isinstance(card, CourtCard):
        return row, column
    better = savvy(state, ask, player, column, card)
    if better is None:
        ask.say("PW-21", "paxpamir-wakhan-savvy-none", who=player.name, card=card.number)
        return row, column
    ask.say(
        "PW-21",
        "paxpamir-wakhan-savvy",
        who=player.name,
        card=card.number,
        better=better.card.number,
        row=row_term(better.row),
        column=better.column,
    )
    return better.row, better.column


def walk(row: str, column: int) -> list[tuple[str, int]]:
    """PW-12: the spaces in the order she looks at them: the arrows' space and leftwards, then
    the other row from the same column leftwards."""
    other = ENDS[1 - ENDS.index(row)]
    return [(r, c) for r in (row, other) for c in range(column, -1, -1)]


# -- radicalize boxes that name a suit (PW-9, PW-12 step 1) --------------------------------------


SUITED_OPTIONS = [
    Option(
        id=f"{suit}-{rank}",
        key="paxpamir-wakhan-suited",
        params={"suit": term("paxpamir-suit-" + suit), "rank": rank},
    )
    for suit in SUITS
    for rank in ranks_of(suit)
] + [Option(id=k, key="paxpamir-wakhan-space-" + k) for k in ("event", "empty", "closed")]
"""What lies on a space when a box needs the card's suit: a court card's suit and rank in one
tap (only those printed on some card), an event card, nothing, or a card no player may
buy."""


def radicalize_suit(state: PaxState, ask: Ask, player: Player, box: str) -> bool:
    """PW-12 step 1: the box's suit, the highest rank when it says so, then the cheapest, then
    the highest card number (asked only when two cards still tie). The spaces are looked at
    cheapest first; a column stops the search once it holds the best card possible. Whether
    she bought a card."""
    deck = state.ai
    assert deck is not None
    suit, highest = SUIT_BOXES[box]
    facts = deck.market
    found: list[Space] = []  # rank, row, column
    for column in range(COLUMNS):
        if found and (not highest or max(r for r, _, _ in found) == ranks_of(suit)[-1]):
            break
        if cost(state, column) > player.rupees:
            break
        for row in ENDS:
            if paid_on(facts, row, column):
                continue
            fact = _suited(ask, facts, row, column)
            if fact.startswith(suit + "-"):
                found.append((int(fact.rpartition("-")[2]), row, column))
    if not found:
        ask.say(
            "PW-12",
            "paxpamir-wakhan-skip-no-suit",
            who=player.name,
            action=action_term(box),
            suit=suit_term(suit),
            rupees=player.rupees,
        )
        return False
    best = max(r for r, _, _ in found) if highest else None
    kept = [f for f in found if best is None or f[0] == best]
    (rank, row, column), why = _cheapest_then_number(ask, kept, "rank" if highest else "cheapest")
    ask.say(
        "PW-12",
        "paxpamir-wakhan-suit-pick",
        who=player.name,
        action=action_term(box),
        row=row_term(row),
        column=column,
        suit=suit_term(suit),
        rank=rank,
        why=term("paxpamir-wakhan-why-" + why),
    )
    buy(state, ask, player, row, column)
    return True


Space = tuple[int, str, int]
"""A market space as a pick weighs it: (its worth to the pick, row, column)."""


def _cheapest_then_number(ask: Ask, kept: list[Space], why: str) -> tuple[Space, str]:
    """PW-12 step 1's last tie-breaks among the spaces ``kept``: the cheapest column's, then of
    its two cards the higher card number (asked: the bot sees no numbers). The space and why
    it was picked (``why`` when no card number had to decide)."""
    cheapest = min(c for _, _, c in kept)
    tied = [f for f in kept if f[2] == cheapest]
    if len(tied) == 1:
        return tied[0], why
    chosen_row = ask.choice(
        "PW-12",
        "paxpamir-ask-wakhan-higher-number",
        [Option(id=row, key="paxpamir-wakhan-row-" + row) for _, row, _ in tied],
        board=True,
        column=cheapest,
    )
    return next(f for f in tied if f[1] == chosen_row), "number"


def _suited(ask: Ask, facts: MarketFacts, row: str, column: int) -> str:
    """What lies on the space, its suit and rank asked once when a card's suit was not told."""
    space = f"{row}-{column}"
    if facts.spaces.get(space) in (None, "card"):
        facts.spaces[space] = ask.choice(
            "PW-12",
            "paxpamir-ask-wakhan-suited",
            SUITED_OPTIONS,
            board=True,
            row=row_term(row),
            column=column,
        )
    return facts.spaces[space]


# -- the box "the card that leaves her the most rupees" (PW-9 ruling, PW-12 step 1) -----------


def radicalize_richest(state: PaxState, ask: Ask, player: Player, box: str) -> bool:
    """PW-9's ruling: of the cards she can buy, the one whose rupees lying on it and leverage
    icon bring most against its cost; then the cheapest, then the higher card number (asked
    only for a tie). Whether she bought a card."""
    deck = state.ai
    assert deck is not None
    facts = deck.market
    found: list[Space] = []  # net rupees, row, column
    for column in range(COLUMNS):
        price = cost(state, column)
        if price > player.rupees:
            break
        for row in ENDS:
            if not buyable(state, ask, player, facts, row, column):
                continue
            space = f"{row}-{column}"
            if space not in facts.leveraged:
                facts.leveraged[space] = ask.confirm(
                    "PW-9",
                    "paxpamir-ask-wakhan-leveraged",
                    board=True,
                    row=row_term(row),
                    column=column,
                )
            net = lying(ask, facts, row, column) - price + LEVERAGE * facts.leveraged[space]
            found.append((net, row, column))
    if not found:
        ask.say("PW-12", "paxpamir-wakhan-nothing-to-buy", who=player.name, rupees=player.rupees)
        return False
    most = max(n for n, _, _ in found)
    kept = [f for f in found if f[0] == most]
    (net, row, column), why = _cheapest_then_number(
        ask, kept, "cheapest" if len(kept) > 1 else "richest"
    )
    ask.say(
        "PW-12",
        "paxpamir-wakhan-richest-pick",
        who=player.name,
        action=action_term(box),
        row=row_term(row),
        column=column,
        net=net,
        why=term("paxpamir-wakhan-why-" + why),
    )
    buy(state, ask, player, row, column)
    return True
