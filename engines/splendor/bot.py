"""The bot's turn: its report (SP-3), buying (SP-4), taking tokens by the die and the stock
(SP-5, SP-6). Each rule is one function that decides and says why."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import compress
from operator import attrgetter

from engines.core import Ask, term
from engines.splendor.catalog import (
    CARDS,
    GEMS,
    GOLD,
    card_params,
    gem_counts,
    gem_term,
    tokens_code,
)
from engines.splendor.model import MAX_TOKENS, Holder, SplendorState
from engines.splendor.table import keep_top_card, lay_out, return_to_bank, take_from_bank


def report(state: SplendorState, ask: Ask, bonuses: dict[str, int] | None = None) -> None:
    """SP-3: what the seed has the player count before each bot turn, the bot says.
    ``bonuses``: the bot's, when known."""
    bot = state.bot
    ask.say(
        "SP-3",
        "splendor-bot-report",
        turn=state.turn,
        tokens=tokens_code(bot.tokens),
        count=bot.token_count(),
        bonuses=tokens_code(bot.bonuses() if bonuses is None else bonuses),
        cards=len(bot.cards),
        kept=len(bot.kept),
        points=bot.prestige(),
    )


# -- SP-4 buying ---------------------------------------------------------------------------------


@dataclass(frozen=True, init=False)
class Offer:
    """A face-up card the holder can afford, what it would pay, and so what it is worth
    and how many tokens it costs."""

    card: int
    level: int
    slot: int
    pay: dict[str, int]
    points: int
    tokens: int

    def __init__(self, card: int, level: int, slot: int, pay: dict[str, int]) -> None:
        # Built for every affordable card on every look at the market, and its points and
        # tokens compared over and over: the instance dict filled directly (the frozen
        # dataclass's own __init__ sets each field through object.__setattr__). Still frozen.
        values = self.__dict__
        values["card"] = card
        values["level"] = level
        values["slot"] = slot
        values["pay"] = pay
        values["points"] = _POINTS_OF[card]
        values["tokens"] = sum(pay.values())


def payment(
    holder: Holder, card: int, bonuses: dict[str, int] | None = None
) -> dict[str, int] | None:
    """What buying ``card`` costs ``holder``: bonuses first, then gems, then gold for the
    rest; None when even gold cannot cover it. ``bonuses``: the holder's, when known."""
    if bonuses is None:
        bonuses = holder.bonuses()
    # Asked of every face-up card on every look at the market, and most cannot be paid:
    # first only the gold it would take (plain locals, no min/max), the payment built only
    # for a card within reach.
    cost = CARDS[card].cost
    tokens = holder.tokens
    gold = 0
    for gem in GEMS:
        short = cost[gem] - bonuses[gem] - tokens[gem]
        if short > 0:
            gold += short
    if gold > tokens[GOLD]:
        return None
    pay: dict[str, int] = {}
    for gem in GEMS:
        need = cost[gem] - bonuses[gem]
        if need <= 0:
            pay[gem] = 0
        elif need <= tokens[gem]:
            pay[gem] = need
        else:
            pay[gem] = tokens[gem]
    pay[GOLD] = gold
    return pay


def offers(state: SplendorState, bonuses: dict[str, int] | None = None) -> list[Offer]:
    """Every face-up card the bot can afford, higher level first, then left to right. Its
    kept cards are never among them (SP-5.3). ``bonuses``: the bot's, when known."""
    found = []
    bot = state.bot
    if bonuses is None:
        bonuses = bot.bonuses()  # once, not once per card
    # What the bot has of each gem (bonus and tokens), and its gold: most cards are out of
    # reach, and this tells so without building a payment; for the rest it builds what
    # ``payment`` would (the same gold). The five gems spelled out: a loop, a zip or a call
    # per card costs more than the arithmetic.
    tokens = bot.tokens
    b0, b1, b2, b3, b4 = gem_counts(bonuses)
    t0, t1, t2, t3, t4 = gem_counts(tokens)
    h0, h1, h2, h3, h4 = b0 + t0, b1 + t1, b2 + t2, b3 + t3, b4 + t4
    gold = tokens[GOLD]
    for level in (3, 2, 1):
        for slot, card in enumerate(state.market[level - 1], 1):
            if not card:
                continue
            n0, n1, n2, n3, n4 = _COST_ROWS[card]
            short = (
                (n0 - h0 if n0 > h0 else 0)
                + (n1 - h1 if n1 > h1 else 0)
                + (n2 - h2 if n2 > h2 else 0)
                + (n3 - h3 if n3 > h3 else 0)
                + (n4 - h4 if n4 > h4 else 0)
            )
            if short > gold:
                continue
            # Of each gem: nothing where the bonuses cover it, else what they leave, at
            # most what the bot holds (gold pays the rest).
            pay = {
                _G0: 0 if n0 <= b0 else n0 - b0 if n0 <= h0 else t0,
                _G1: 0 if n1 <= b1 else n1 - b1 if n1 <= h1 else t1,
                _G2: 0 if n2 <= b2 else n2 - b2 if n2 <= h2 else t2,
                _G3: 0 if n3 <= b3 else n3 - b3 if n3 <= h3 else t3,
                _G4: 0 if n4 <= b4 else n4 - b4 if n4 <= h4 else t4,
                GOLD: short,
            }
            found.append(Offer(card, level, slot, pay))
    return found


_G0, _G1, _G2, _G3, _G4 = GEMS
_COST_ROWS: dict[int, tuple[int, int, int, int, int]] = {
    card.id: (
        card.cost[GEMS[0]],
        card.cost[GEMS[1]],
        card.cost[GEMS[2]],
        card.cost[GEMS[3]],
        card.cost[GEMS[4]],
    )
    for card in CARDS.values()
}
"""Each card's cost in GEMS order (the five gems of the game)."""
_POINTS_OF = {card.id: card.points for card in CARDS.values()}
_HASHED = {card: f"#{card}" for card in CARDS}
"""A card as the bot's messages list it: `#37`."""


def _ids(choices: list[Offer]) -> list[str]:
    hashed = _HASHED
    return [hashed[o.card] for o in choices]


_TIE_BREAKS: tuple[tuple[str, Callable[[Offer], int], Callable[[list[int]], int]], ...] = (
    ("tokens", attrgetter("tokens"), min),
    ("level", attrgetter("level"), max),
    ("left", attrgetter("slot"), min),
)
"""Why, what is compared, and which end wins: fewest tokens, higher level, leftmost."""
_POINTS = attrgetter("points")


def choose_purchase(
    state: SplendorState, ask: Ask, bonuses: dict[str, int] | None = None
) -> Offer | None:
    """SP-4: the most prestige; ties: fewest tokens paid; rulings: higher level, then left to
    right. A 0-point card is still bought when it is the best (ruling). ``bonuses``: the
    bot's, when known."""
    choices = offers(state, bonuses)
    if not choices:
        ask.say("SP-4", "splendor-buy-none")
        return None
    ask.say("SP-4", "splendor-buy-options", cards=_ids(choices), count=len(choices))
    if len(choices) == 1:
        return choices[0]  # nothing to break: no tie is said
    # Each round keeps the offers whose value is the winning one (C-level map and compress:
    # late in a game the bot weighs several offers every turn).
    points = [*map(_POINTS, choices)]
    best = max(points)
    choices = [*compress(choices, map(best.__eq__, points))]
    for why, value, wins in _TIE_BREAKS:
        if len(choices) == 1:
            break
        tied = choices
        values = [*map(value, tied)]
        choices = [*compress(tied, map(wins(values).__eq__, values))]
        ask.say(
            "SP-4",
            "splendor-buy-tie",
            cards=_ids(tied),
            points=best,
            why=term(f"splendor-tie-{why}"),
            chosen=_ids(choices),
            left=len(choices),
        )
    return choices[0]


def buy(state: SplendorState, ask: Ask, offer: Offer) -> None:
    """SP-4: pay gems before gold, the tokens go back to the stock, the card is the bot's;
    then its slot is refilled (SP-7)."""
    ask.say(
        "SP-4",
        "splendor-bot-buys",
        paid=tokens_code(offer.pay),
        count=offer.tokens,
        gold=offer.pay[GOLD],
        slot=offer.slot,
        **card_params(offer.card),
    )
    return_to_bank(state, ask, offer.pay, "bot")
    state.bot.cards.append(offer.card)
    state.market[offer.level - 1][offer.slot - 1] = 0
    lay_out(state, ask, offer.level, offer.slot, "SP-7")


# -- SP-5 taking tokens ------------------------------------------------------------------------


def take_tokens(state: SplendorState, ask: Ask) -> None:
    """SP-5: by how many tokens the bot holds."""
    held = state.bot.token_count()
    if held >= MAX_TOKENS:
        ask.say("SP-5.3", "splendor-holds-ten", count=held)
        keep_top_card(state, ask, "SP-5.3")
    elif held >= 8:
        take_gold(state, ask, "SP-5.2", held)
    else:
        face = ask.d6("SP-5.1", "splendor-roll", count=held)
        if face == 1:
            take_gold(state, ask, "SP-5.1", held)
        else:
            take_by_place(state, ask, face)


def take_gold(state: SplendorState, ask: Ask, rule: str, held: int) -> None:
    """SP-5.1 (a 1) and SP-5.2 (8–9 tokens): one gold, no reservation. No gold left: SP-5.4
    keeps a level-3 card; ruling: with 8–9 tokens and no gold too, as the seed treats gold
    running out on a 1."""
    if state.bank[GOLD] == 0:
        ask.say("SP-5.4", "splendor-gold-gone", count=held)
        keep_top_card(state, ask, "SP-5.4")
        return
    ask.say(rule, "splendor-take-gold", count=held)
    take_from_bank(state, ask, GOLD, 1, "bot")


def place_of(state: SplendorState, ask: Ask, face: int) -> int:
    """SP-6: a roll naming a place beyond the last filled one counts as place 2."""
    last = len(state.stock) + 1
    if face > last:
        ask.say("SP-6", "splendor-place-beyond", face=face, last=last)
        return 2
    return face


def take_by_place(state: SplendorState, ask: Ask, face: int) -> None:
    """SP-5.1 with 2–6: two of the place's gem when it holds 4, else one from it and from each
    following place (wrapping to place 2), three different gems."""
    if not state.stock:
        ask.say("SP-5.1", "splendor-no-gems", face=face)
        return
    place = place_of(state, ask, face)
    gem = state.stock[place - 2]
    room = MAX_TOKENS - state.bot.token_count()
    if state.bank[gem] >= 4:
        count = min(2, room)
        ask.say("SP-5.1", "splendor-take-two", colour=gem_term(gem), place=place, count=count)
        _capped(ask, 2, count)
        take_from_bank(state, ask, gem, count, "bot")
        return
    gems = three_places(state, ask, place)
    taken = gems[:room]
    ask.say(
        "SP-5.1",
        "splendor-take-three",
        colours=[gem_term(g) for g in taken],
        place=place,
        places=[state.stock.index(g) + 2 for g in taken],
        count=len(taken),
    )
    if len(gems) < 3:
        ask.say("SP-5.1", "splendor-take-fewer", count=len(gems))
    _capped(ask, len(gems), len(taken))
    for g in taken:
        take_from_bank(state, ask, g, 1, "bot")


def three_places(state: SplendorState, ask: Ask, place: int) -> list[str]:
    """The gems of ``place`` and the places after it, wrapping from the last to place 2, read
    before any is taken. Ruling: an empty place is skipped and the next one used."""
    order = state.stock[place - 2 :] + state.stock[: place - 2]
    gems = []
    for gem in order:
        if state.bank[gem] == 0:
            ask.say("SP-5.1", "splendor-place-skipped", colour=gem_term(gem))
            continue
        gems.append(gem)
        if len(gems) == 3:
            break
    return gems


def _capped(ask: Ask, wanted: int, taken: int) -> None:
    """Ruling: the bot never holds more than 10 tokens; it stops taking at 10."""
    if taken < wanted:
        ask.say("SP-5", "splendor-take-capped", count=taken, max=MAX_TOKENS)
