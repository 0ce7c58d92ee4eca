"""The human's own moves, entered one command each so the bank and the market stay true
(SP-10): take gems, buy a card, reserve a card, or pass when nothing else is possible. They
follow the normal Splendor rules; an impossible move raises InvalidAnswer saying why.

How a card is named (docs/scenarios.md):
- a market card: its place `2.3` (level 2, 3rd from the left), its catalog id `#37`, or its
  typed code (`2 red 2: 3w 5k`, or as much of it as names one face-up card: `red 2`);
- one of the human's reserved cards (buy): `r1`…`r3` in the order reserved, `#37`, or a code;
- the top of a deck (reserve): `deck 3`, `d3` or just `3`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engines.core import Ask, InvalidAnswer, Option
from engines.splendor.bot import payment
from engines.splendor.catalog import (
    CARDS,
    GEMS,
    GOLD,
    card_params,
    gem_term,
    parse_card,
    parse_tokens,
    tokens_code,
)
from engines.splendor.model import MAX_RESERVED, MAX_TOKENS, SplendorState
from engines.splendor.table import draw, lay_out, return_to_bank, take_from_bank

VERBS: tuple[str, ...] = ("take", "buy", "reserve", "pass")


@dataclass(frozen=True)
class Target:
    """Where a named card lies: ``market`` (level, slot), ``reserved`` (index) or ``deck``
    (level; the card is its top one, not yet known)."""

    where: str
    level: int = 0
    slot: int = 0
    index: int = 0


def play_move(state: SplendorState, ask: Ask, verb: str, words: list[str]) -> None:
    if verb == "take":
        take(state, ask, words)
    elif verb == "buy":
        buy(state, ask, words)
    elif verb == "reserve":
        reserve(state, ask, words)
    elif verb == "pass":
        pass_turn(state, ask)
    else:
        raise InvalidAnswer("splendor-move-unknown", verb=verb)


# -- take --------------------------------------------------------------------------------------


def take(state: SplendorState, ask: Ask, words: list[str]) -> None:
    """Three different gems, or two of one gem whose pile holds at least 4 before taking.
    Ruling: fewer than three different only when fewer than three types are in the bank."""
    text = " ".join(words)
    try:
        wanted = parse_tokens(text, gold=True)
    except ValueError as exc:
        raise InvalidAnswer("splendor-take-bad", tokens=text) from exc
    wanted = {k: v for k, v in wanted.items() if v}
    if not wanted:
        raise InvalidAnswer("splendor-take-bad", tokens=text)
    if GOLD in wanted:
        raise InvalidAnswer("splendor-take-no-gold")
    for gem in wanted:
        if state.bank[gem] == 0:
            raise InvalidAnswer("splendor-take-none-left", colour=gem_term(gem))
    if len(wanted) == 1 and sum(wanted.values()) == 2:
        gem = next(iter(wanted))
        if state.bank[gem] < 4:
            raise InvalidAnswer(
                "splendor-take-two-needs-four", colour=gem_term(gem), count=state.bank[gem]
            )
    else:
        available = sum(1 for g in GEMS if state.bank[g] > 0)
        if any(v != 1 for v in wanted.values()) or len(wanted) != min(3, available):
            raise InvalidAnswer("splendor-take-rule", count=min(3, available))
    ask.note("splendor-human-takes", tokens=tokens_code(wanted))
    for gem, count in wanted.items():
        take_from_bank(state, ask, gem, count, "human")


# -- naming a card -------------------------------------------------------------------------------


def find_card(state: SplendorState, text: str, reserved: bool, deck: bool) -> Target:
    text = text.strip().casefold()
    position = re.fullmatch(r"([123])\s*[.,/-]\s*([1-4])", text)
    if position is None and re.fullmatch(r"[0-9]+\s*[.,/-]\s*[0-9]+", text):
        # Shaped like a place, but no place of the market: say what a place is.
        raise InvalidAnswer("splendor-place-bad", place=text)
    if position:
        level, slot = int(position.group(1)), int(position.group(2))
        if not state.market[level - 1][slot - 1]:
            raise InvalidAnswer("splendor-slot-empty", level=level, slot=slot)
        return Target("market", level=level, slot=slot)
    own = re.fullmatch(r"r\s*([1-9])", text)
    if own and reserved:
        index = int(own.group(1))
        if index > len(state.human.reserved):
            raise InvalidAnswer(
                "splendor-no-reserved", index=index, count=len(state.human.reserved)
            )
        return Target("reserved", index=index)
    top = re.fullmatch(r"(?:deck|d)?\s*([123])", text)
    if top and deck:
        return Target("deck", level=int(top.group(1)))
    if deck and re.fullmatch(r"(?:deck|d)\s*[0-9]+", text):
        raise InvalidAnswer("splendor-deck-bad", deck=text)
    query = parse_card(text)
    found = [
        Target("market", level=level, slot=slot)
        for level, row in enumerate(state.market, 1)
        for slot, card in enumerate(row, 1)
        if card and query.matches(CARDS[card])
    ]
    if reserved:
        found += [
            Target("reserved", index=i)
            for i, card in enumerate(state.human.reserved, 1)
            if query.matches(CARDS[card])
        ]
    if not found:
        raise InvalidAnswer("splendor-card-not-here", code=text)
    if len(found) > 1:
        raise InvalidAnswer("splendor-card-ambiguous", code=text, count=len(found))
    return found[0]


def card_at(state: SplendorState, target: Target) -> int:
    if target.where == "market":
        return state.market[target.level - 1][target.slot - 1]
    return state.human.reserved[target.index - 1]


# -- buy ---------------------------------------------------------------------------------------


def buy(state: SplendorState, ask: Ask, words: list[str]) -> None:
    """A face-up card or one of the human's reserved cards; bonuses, then gems, then gold."""
    if not words:
        raise InvalidAnswer("splendor-name-a-card")
    target = find_card(state, " ".join(words), reserved=True, deck=False)
    card = card_at(state, target)
    pay = payment(state.human, card)
    if pay is None:
        raise InvalidAnswer(
            "splendor-cannot-afford",
            missing=tokens_code(shortfall(state, card)),
            **card_params(card),
        )
    ask.note(
        "splendor-human-buys",
        paid=tokens_code(pay),
        count=sum(pay.values()),
        reserved="yes" if target.where == "reserved" else "no",
        **card_params(card),
    )
    return_to_bank(state, ask, pay, "human")
    state.human.cards.append(card)
    if target.where == "reserved":
        state.human.reserved.pop(target.index - 1)
    else:
        state.market[target.level - 1][target.slot - 1] = 0
        lay_out(state, ask, target.level, target.slot, "SP-7")


def shortfall(state: SplendorState, card: int) -> dict[str, int]:
    """The gems the human lacks for ``card`` after bonuses, gems and gold."""
    bonuses = state.human.bonuses()
    short = {g: max(0, CARDS[card].cost[g] - bonuses[g] - state.human.tokens[g]) for g in GEMS}
    gold = state.human.tokens[GOLD]
    for g in GEMS:
        use = min(gold, short[g])
        short[g] -= use
        gold -= use
    return short


# -- reserve -----------------------------------------------------------------------------------


def reserve(state: SplendorState, ask: Ask, words: list[str]) -> None:
    """A face-up card or the top of a deck, at most 3 held; a gold with it while any is left."""
    if not words:
        raise InvalidAnswer("splendor-name-a-card")
    if len(state.human.reserved) >= MAX_RESERVED:
        raise InvalidAnswer("splendor-reserve-full", max=MAX_RESERVED)
    target = find_card(state, " ".join(words), reserved=False, deck=True)
    if target.where == "deck":
        if state.deck_size(target.level) <= 0:
            raise InvalidAnswer("splendor-deck-none", level=target.level)
        card = draw(state, ask, target.level, "reserve")
        ask.note("splendor-human-reserves-top", **card_params(card))
    else:
        card = card_at(state, target)
        ask.note("splendor-human-reserves", **card_params(card))
    state.human.reserved.append(card)
    if state.bank[GOLD] > 0:
        take_from_bank(state, ask, GOLD, 1, "human")
        ask.note("splendor-human-gold")
    else:
        ask.note("splendor-human-no-gold")
    if target.where == "market":
        state.market[target.level - 1][target.slot - 1] = 0
        lay_out(state, ask, target.level, target.slot, "SP-7")


# -- pass --------------------------------------------------------------------------------------


def can_move(state: SplendorState) -> bool:
    """Whether the human has any legal take, buy or reserve."""
    human = state.human
    if any(state.bank[g] > 0 for g in GEMS):
        return True
    cards = [c for row in state.market for c in row if c] + human.reserved
    if any(payment(human, c) is not None for c in cards):
        return True
    deck_left = any(state.deck_size(level) > 0 for level in (1, 2, 3))
    market = any(c for row in state.market for c in row)
    return len(human.reserved) < MAX_RESERVED and (deck_left or market)


def pass_turn(state: SplendorState, ask: Ask) -> None:
    """Ruling: a pass only when no take, buy or reserve is possible (normal rules)."""
    if can_move(state):
        raise InvalidAnswer("splendor-pass-not-allowed")
    ask.note("splendor-human-passes")


# -- end of the human's turn: discard (SP-7) ---------------------------------------------------


def discard_to_ten(state: SplendorState, ask: Ask) -> None:
    """SP-7: the human gives back tokens of their choice until they hold 10, in one answer
    (`2w 1k`); the quick answers (a suggestion evening out the player's hand, then one colour
    for all of them, in cost order) keep their order and ids, whatever the player holds."""
    extra = state.human.token_count() - MAX_TOKENS
    if extra <= 0:
        return
    held = state.human.tokens

    def parse(text: str) -> dict[str, int]:
        try:
            tokens = parse_tokens(text, gold=True)
        except ValueError as exc:
            raise InvalidAnswer("splendor-discard-bad", tokens=text, count=extra) from exc
        tokens = {t: n for t, n in tokens.items() if n}
        if sum(tokens.values()) != extra:
            raise InvalidAnswer(
                "splendor-discard-count", tokens=text, count=extra, given=sum(tokens.values())
            )
        for colour, count in tokens.items():
            if count > held[colour]:
                raise InvalidAnswer(
                    "splendor-discard-more-than-held",
                    colour=gem_term(colour),
                    count=count,
                    held=held[colour],
                )
        return tokens

    # The suggestion gives back one at a time from the most plentiful gem (gold last, ties in
    # cost order), which leaves the player the most even hand.
    suggestion: dict[str, int] = {}
    for _ in range(extra):
        left = {t: held[t] - suggestion.get(t, 0) for t in (*GEMS, GOLD)}
        colour = max((t for t in (*GEMS, GOLD) if left[t]), key=lambda t: (t != GOLD, left[t]))
        suggestion[colour] = suggestion.get(colour, 0) + 1
    suggestion = {t: suggestion[t] for t in (*GEMS, GOLD) if t in suggestion}
    quick = [
        Option(
            id=tokens_code(suggestion),
            key="splendor-discard-option",
            params={"tokens": tokens_code(suggestion)},
        )
    ]
    quick += [
        Option(
            id=tokens_code({t: extra}),
            key="splendor-discard-option",
            params={"tokens": tokens_code({t: extra})},
        )
        for t in (*GEMS, GOLD)
        if held[t] >= extra and {t: extra} != suggestion
    ]
    given: dict[str, int] = ask.text(
        "SP-7",
        "splendor-ask-discard",
        parse,
        quick,
        board=False,
        count=extra,
        held=tokens_code(held),
    )
    # What the player gives back first, then what that does to the stock's order (SP-6).
    ask.say("SP-7", "splendor-human-discards", tokens=tokens_code(given), count=extra)
    return_to_bank(state, ask, given, "human")
