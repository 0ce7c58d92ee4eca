"""The ledger: one short command per change, each said back with what it changes by the rules.

`/paxpamir ana rupees +3` (or `/paxpamir ledger ana rupees +3`), `ana vp 7`, `ana military +1`
(`ana stars military +1`), `ana gifts +1`, `ana patriots +1`, `ana influence 3`,
`ana loyalty russian [patriot|prize]`, `wakhan patriots british +1`; `blocks afghan 6`,
`blocks 6 2 1`, `favoured military`. A bad word or number raises InvalidAnswer and changes
nothing (the flow works on a copy).
"""

from __future__ import annotations

from engines.core import Ask, InvalidAnswer
from engines.paxpamir.amounts import Amount, signed_amount
from engines.paxpamir.model import (
    COALITIONS,
    GIFT_COSTS,
    MAX_COUNT,
    MAX_RUPEES,
    MAX_VP,
    PaxState,
    Player,
)
from engines.paxpamir.scoring import dominance
from engines.paxpamir.words import (
    coalition_of,
    coalition_term,
    field_of,
    field_term,
    suit_of,
    suit_term,
    typed_term,
)

MAXIMA = {"vp": MAX_VP, "rupees": MAX_RUPEES, "gifts": len(GIFT_COSTS)}


def change(state: PaxState, ask: Ask, player: Player, words: list[str]) -> None:
    """A ledger command for ``player``: the field, then what it becomes."""
    if not words:
        raise InvalidAnswer("paxpamir-ledger-what", who=player.name)
    name = field_of(words[0])
    if name is None:
        raise InvalidAnswer("paxpamir-field-unknown", who=player.name, field=words[0])
    rest = words[1:]
    if name == "stars":
        suit = suit_of(words[0])
        if suit is None:
            suit = suit_of(rest[0]) if rest else None
            if suit is None:
                raise InvalidAnswer("paxpamir-suit-unknown", suit=" ".join(rest[:1]))
            rest = rest[1:]
        set_stars(ask, player, suit, _amount(rest, MAX_COUNT))
    elif name == "loyalty":
        change_loyalty(ask, player, rest)
    elif name in ("patriots", "prizes", "influence"):
        coalition, rest = _coalition_for(player, rest)
        set_influence(ask, player, name, coalition, _amount(rest, MAX_COUNT))
    elif name == "gifts":
        _set_gifts(ask, player, _amount(rest, len(GIFT_COSTS)))
    else:
        set_number(ask, player, name, _amount(rest, MAXIMA.get(name, MAX_COUNT)))


def set_number(ask: Ask, player: Player, name: str, amount: Amount) -> None:
    """Points, rupees or cylinders in play (never fewer than the gifts, which are cylinders
    in play too)."""
    low = player.gifts if name == "cylinders" else 0
    old = getattr(player, name)
    new = _within(player, name, amount.applied_to(old), low, MAXIMA.get(name, MAX_COUNT))
    setattr(player, name, new)
    _said(ask, player, name, old, new)


def _amount(rest: list[str], maximum: int) -> Amount:
    if len(rest) != 1:
        raise InvalidAnswer("paxpamir-amount-missing", value=" ".join(rest), max=maximum)
    amount = signed_amount(rest[0], maximum)
    if amount is None:
        raise InvalidAnswer("paxpamir-amount-bad", value=rest[0], max=maximum)
    return amount


def _within(player: Player, name: str, new: int, low: int, high: int) -> int:
    if not low <= new <= high:
        raise InvalidAnswer(
            "paxpamir-amount-range",
            who=player.name,
            field=field_term(name),
            new=new,
            min=low,
            max=high,
        )
    return new


def _said(ask: Ask, player: Player, name: str, old: int, new: int) -> None:
    # The number as the player set it: bookkeeping, no rule; what the rules make of it
    # (influence, limits, shelter) is said after it, with its rule.
    ask.note("paxpamir-set", who=player.name, field=field_term(name), old=old, new=new)


# -- stars (PP-9, PP-6, PP-14) ---------------------------------------------------------------


def set_stars(ask: Ask, player: Player, suit: str, amount: Amount) -> None:
    old = player.stars[suit]
    new = _within(player, "stars", amount.applied_to(old), 0, MAX_COUNT)
    player.stars[suit] = new
    ask.note("paxpamir-set-stars", who=player.name, suit=suit_term(suit), old=old, new=new)
    if suit in ("political", "intelligence"):
        limits(ask, player)
    elif suit == "economic":
        ask.say("PP-6", "paxpamir-shelter", who=player.name, count=new)
    else:
        ask.say("PP-14", "paxpamir-military-tiebreak", who=player.name, count=new)


def limits(ask: Ask, player: Player) -> None:
    """PP-9: court 3 + political stars, hand 2 + intelligence stars (the seed's sentences;
    its parentheses say otherwise, see the brief's ruling)."""
    ask.say(
        "PP-9",
        "paxpamir-limits",
        who=player.name,
        political=player.stars["political"],
        court=player.court_limit(),
        intelligence=player.stars["intelligence"],
        hand=player.hand_limit(),
    )


# -- influence (PP-11) -------------------------------------------------------------------------


def _coalition_for(player: Player, rest: list[str]) -> tuple[str, list[str]]:
    """Which coalition's patriots or prizes: the player's loyalty, or for Wakhan (loyal to
    all) the one named. Anyone else naming another coalition is told it means a change of
    loyalty (PP-11)."""
    named = coalition_of(rest[0]) if rest else None
    if named is not None:
        rest = rest[1:]
    if player.wakhan:
        if named is None:
            raise InvalidAnswer("paxpamir-wakhan-coalition", who=player.name)
        return named, rest
    assert player.loyalty is not None
    if named is not None and named != player.loyalty:
        raise InvalidAnswer(
            "paxpamir-other-coalition",
            who=player.name,
            loyalty=coalition_term(player.loyalty),
            coalition=coalition_term(named),
            word=typed_term(named),
        )
    return player.loyalty, rest


def set_influence(ask: Ask, player: Player, name: str, coalition: str, amount: Amount) -> None:
    """Patriots or prizes directly; ``influence`` as a total. Ruling: an influence typed as
    a total keeps the gifts and prizes as they are and counts the rest as patriots, which
    score and go exactly as prizes do."""
    if name == "influence":
        old_total = player.influence(coalition)
        total = amount.applied_to(old_total)
        base = 1 + player.gifts + player.prizes[coalition]
        if total < base or total > base + MAX_COUNT:
            raise InvalidAnswer(
                "paxpamir-influence-floor",
                who=player.name,
                new=total,
                base=base,
                gifts=player.gifts,
                prizes=player.prizes[coalition],
            )
        amount = Amount(total - base, relative=False)
        name = "patriots"
    counts = player.patriots if name == "patriots" else player.prizes
    old = counts[coalition]
    new = _within(player, name, amount.applied_to(old), 0, MAX_COUNT)
    before = player.influence(coalition)
    counts[coalition] = new
    _said(ask, player, name, old, new)
    influence(ask, player, coalition, before)


def influence(ask: Ask, player: Player, coalition: str, before: int) -> None:
    ask.say(
        "PP-11",
        "paxpamir-influence",
        who=player.name,
        coalition=coalition_term(coalition),
        old=before,
        new=player.influence(coalition),
        patriots=player.patriots[coalition],
        prizes=player.prizes[coalition],
        gifts=player.gifts,
    )


def _set_gifts(ask: Ask, player: Player, amount: Amount) -> None:
    """PP-6 gifts: at most three. Ruling: a gift is a cylinder on a gift space, so it comes
    into play (and a gift taken back leaves it) with the cylinder count."""
    old = player.gifts
    new = _within(player, "gifts", amount.applied_to(old), 0, len(GIFT_COSTS))
    befores = {c: player.influence(c) for c in COALITIONS}
    player.gifts = new
    _said(ask, player, "gifts", old, new)
    if new != old:
        cylinders = max(0, player.cylinders + new - old)
        ask.say(
            "PP-10",
            "paxpamir-gift-cylinders",
            who=player.name,
            change=new - old,
            old=player.cylinders,
            new=cylinders,
        )
        player.cylinders = cylinders
    for coalition in COALITIONS if player.wakhan else [player.loyalty or COALITIONS[0]]:
        influence(ask, player, coalition, befores[coalition])
    next_cost = GIFT_COSTS[new] if new < len(GIFT_COSTS) else 0
    ask.say("PP-6", "paxpamir-next-gift", who=player.name, cost=next_cost)


# -- loyalty (PP-1, PP-11) ---------------------------------------------------------------------


def change_loyalty(ask: Ask, player: Player, rest: list[str]) -> None:
    """PP-11: a new loyalty discards every gift, prize and patriot of the old one; the patriot
    or prize that brought the change (`… loyalty russian patriot`) then counts for the new."""
    if player.wakhan:
        raise InvalidAnswer("paxpamir-wakhan-loyalty", who=player.name)
    new = coalition_of(rest[0]) if rest else None
    if new is None:
        raise InvalidAnswer("paxpamir-coalition-unknown", coalition=" ".join(rest[:1]))
    by = field_of(rest[1]) if len(rest) == 2 else None
    if len(rest) > 2 or (len(rest) == 2 and by not in ("patriots", "prizes")):
        raise InvalidAnswer("paxpamir-loyalty-by", value=" ".join(rest[1:]))
    old = player.loyalty
    assert old is not None
    if new == old:
        raise InvalidAnswer("paxpamir-loyalty-same", who=player.name, coalition=coalition_term(new))
    ask.note(
        "paxpamir-loyalty-change",
        who=player.name,
        old=coalition_term(old),
        new=coalition_term(new),
    )
    gifts, patriots, prizes = player.gifts, player.patriots[old], player.prizes[old]
    ask.say(
        "PP-11",
        "paxpamir-loyalty-discard",
        who=player.name,
        coalition=coalition_term(old),
        gifts=gifts,
        patriots=patriots,
        prizes=prizes,
        total=gifts + patriots + prizes,
    )
    if gifts:
        cylinders = max(0, player.cylinders - gifts)
        ask.say(
            "PP-10",
            "paxpamir-gift-cylinders",
            who=player.name,
            change=-gifts,
            old=player.cylinders,
            new=cylinders,
        )
        player.cylinders = cylinders
    player.gifts = 0
    player.patriots = dict.fromkeys(COALITIONS, 0)
    player.prizes = dict.fromkeys(COALITIONS, 0)
    player.loyalty = new
    if patriots:
        # Discarded patriots leave the court: their stars go, and each may topple a region.
        ask.say("PP-13", "paxpamir-patriots-gone", who=player.name, count=patriots)
    if by == "patriots":
        player.patriots[new] = 1
    elif by == "prizes":
        player.prizes[new] = 1
    if by is not None:
        card = "patriot" if by == "patriots" else "prize"
        ask.say("PP-11", "paxpamir-loyalty-by-card", who=player.name, by=card)
    influence(ask, player, new, 0)


# -- the board: blocks and the favoured suit (PP-10, PP-5) -------------------------------------


def set_blocks(state: PaxState, ask: Ask, words: list[str]) -> None:
    """`blocks afghan 6`, `blocks british +1`, or all three in table order: `blocks 6 2 1`."""
    if len(words) == 3 and all(coalition_of(w) is None for w in words):
        counts = [signed_amount(w, MAX_COUNT) for w in words]
        if any(c is None or c.relative for c in counts):
            raise InvalidAnswer("paxpamir-blocks-bad", value=" ".join(words), max=MAX_COUNT)
        new = {c: a.value for c, a in zip(COALITIONS, counts, strict=True) if a is not None}
    elif len(words) == 2 and coalition_of(words[0]) is not None:
        coalition = coalition_of(words[0])
        assert coalition is not None
        amount = signed_amount(words[1], MAX_COUNT)
        if amount is None:
            raise InvalidAnswer("paxpamir-amount-bad", value=words[1], max=MAX_COUNT)
        value = amount.applied_to(state.blocks[coalition])
        if not 0 <= value <= MAX_COUNT:
            raise InvalidAnswer(
                "paxpamir-blocks-range", coalition=coalition_term(coalition), new=value
            )
        new = {**state.blocks, coalition: value}
    else:
        raise InvalidAnswer("paxpamir-blocks-bad", value=" ".join(words), max=MAX_COUNT)
    record_blocks(state, ask, new)


def record_blocks(state: PaxState, ask: Ask, new: dict[str, int], checking: bool = False) -> None:
    """Set the blocks and say them, with what a check would make of them now (in a check,
    the check says that itself)."""
    state.blocks = dict(new)
    found = dominance(state.blocks)
    ask.say(
        "PP-10",
        "paxpamir-check-blocks" if checking else "paxpamir-blocks",
        afghan=state.blocks["afghan"],
        british=state.blocks["british"],
        russian=state.blocks["russian"],
        dominant="yes" if found.coalition else "no",
        leader=coalition_term(found.leader),
        lead=found.lead,
    )


def set_favoured(state: PaxState, ask: Ask, words: list[str]) -> None:
    """PP-5: a suit impact icon changes the favoured suit. With military favoured every
    purchase costs double (PP-3); favoured card actions cost no action (PP-2)."""
    suit = suit_of(words[0]) if len(words) == 1 else None
    if suit is None:
        raise InvalidAnswer("paxpamir-suit-unknown", suit=" ".join(words))
    old = state.favoured
    if suit == old:
        raise InvalidAnswer("paxpamir-favoured-same", suit=suit_term(suit))
    state.favoured = suit
    ask.note("paxpamir-favoured", old=suit_term(old), new=suit_term(suit))
    ask.say("PP-2", "paxpamir-favoured-free", suit=suit_term(suit))
    if "military" in (old, suit):
        ask.say("PP-3", "paxpamir-favoured-price", doubled="yes" if suit == "military" else "no")
