"""What both players' turns share: the bank and its stock order (SP-6), cards coming off the
decks — named by the bot or entered by the player (SP-10) —, the refill and the nobles (SP-7).
"""

from __future__ import annotations

from typing import Any

from engines.core import Ask, InvalidAnswer, Option, term
from engines.splendor.catalog import (
    CARDS,
    GEMS,
    GOLD,
    NOBLES,
    TOKENS,
    CardQuery,
    card_params,
    gem_counts,
    gem_term,
    parse_card,
    tokens_code,
)
from engines.splendor.model import SplendorState, Who

_LEVEL_CARDS = {
    level: [c for c in CARDS.values() if c.level == level]
    for level in {c.level for c in CARDS.values()}
}
"""Each level's cards in catalog order: a typed card is matched against its level's only."""
_COLOUR_CARDS = {
    (level, colour): [c for c in cards if c.bonus == colour]
    for level, cards in _LEVEL_CARDS.items()
    for colour in GEMS
}
"""The same by level and colour (a typed code names its colour): catalog order kept."""
_GEM_QUICK = {g: Option(id=g, key="splendor-gem-" + g) for g in GEMS}
"""The colour quick picks of the card question (values: shared by every prompt)."""
_CARD_OPTIONS = {
    c: Option(id=str(c), key="splendor-card-option", params=card_params(c)) for c in CARDS
}
"""Each card as an option of the question which card it is (values, shared likewise)."""
_BONUS_OF = {card.id: card.bonus for card in CARDS.values()}

# -- the bank and the stock (SP-6) -------------------------------------------------------------


def stock_terms(state: SplendorState) -> list[str]:
    return [gem_term(gem) for gem in state.stock]


def take_from_bank(state: SplendorState, ask: Ask, colour: str, count: int, who: Who) -> None:
    """Move tokens from the bank to ``who``. A gem type that runs out leaves the stock and the
    later places move down (SP-6)."""
    assert state.bank[colour] >= count
    state.bank[colour] -= count
    state.holder(who).tokens[colour] += count
    if colour != GOLD and state.bank[colour] == 0 and colour in state.stock:
        place = state.stock.index(colour) + 2
        state.stock.remove(colour)
        ask.say(
            "SP-6",
            "splendor-stock-gone",
            colour=gem_term(colour),
            place=place,
            stock=stock_terms(state),
        )


def return_to_bank(state: SplendorState, ask: Ask, tokens: dict[str, int], who: Who) -> None:
    """Paid or discarded tokens go back; a gem type that comes back goes to the last place
    (SP-6). Ruling: several types coming back at once line up in cost order (white, blue,
    green, red, black)."""
    holder = state.holder(who)
    for colour in TOKENS:  # the gems in cost order, then gold
        count = tokens.get(colour, 0)
        if not count:
            continue
        assert holder.tokens[colour] >= count
        holder.tokens[colour] -= count
        state.bank[colour] += count
        if colour != GOLD and colour not in state.stock:
            state.stock.append(colour)
            ask.say(
                "SP-6",
                "splendor-stock-back",
                colour=gem_term(colour),
                place=len(state.stock) + 1,
                stock=stock_terms(state),
            )


# -- cards off the decks (SP-10) -----------------------------------------------------------------


def draw(state: SplendorState, ask: Ask, level: int, purpose: str, **params: Any) -> int:
    """The top card of a level's deck, or 0 when that deck is empty. deal=bot: the bot's
    shuffled deck names it; deal=table: the player says which card it is."""
    if state.deck_size(level) <= 0:
        return 0
    deck = state.decks[level - 1]
    if state.options.deal == "bot":
        return deck.pop(0)
    card = enter_card(state, ask, level, purpose, **params)
    deck.remove(card)
    return card


def enter_card(state: SplendorState, ask: Ask, level: int, purpose: str, **params: Any) -> int:
    """Ask which card was turned up: a typed code (`2 red 2: 3w 5k`, `#37`), or a tap on a
    colour and then on one of the matching cards (SP-10)."""
    unseen = state.decks[level - 1]
    present = {*map(_BONUS_OF.__getitem__, unseen)}
    quick = [_GEM_QUICK[g] for g in GEMS if g in present]
    query: CardQuery = ask.text(
        "SP-10",
        "splendor-ask-card",
        parse_card,
        quick,
        board=True,
        level=level,
        purpose=term("splendor-purpose-" + purpose),
        **params,
    )
    if query.level is not None and query.level != level:
        raise InvalidAnswer("splendor-card-wrong-level", level=level, given=query.level)
    if query.id is None and query.colour is not None:
        candidates = _COLOUR_CARDS.get((level, query.colour), [])
        if query.points is None and query.cost is None:
            known = candidates  # a tapped colour: its cards of the level are all it says
        else:
            known = [c for c in candidates if query.matches(c)]
    elif query.id is not None:
        # `#37`: that card alone, if it is of this level.
        card = CARDS.get(query.id)
        known = [card] if card is not None and card.level == level and query.matches(card) else []
    else:
        known = [c for c in _LEVEL_CARDS.get(level, []) if query.matches(c)]
    if not known:
        raise InvalidAnswer("splendor-card-no-match", level=level)
    still = set(unseen)
    matches = [c.id for c in known if c.id in still]
    if not matches:
        raise InvalidAnswer("splendor-card-in-play", **card_params(known[0].id))
    if len(matches) == 1:
        return matches[0]
    options = [_CARD_OPTIONS[c] for c in matches]
    return int(ask.choice("SP-10", "splendor-ask-card-pick", options, board=True, level=level))


def lay_out(state: SplendorState, ask: Ask, level: int, slot: int, rule: str) -> None:
    """Fill an empty market slot from its deck (setup, SP-7 refill)."""
    card = draw(state, ask, level, "market", slot=slot)
    state.market[level - 1][slot - 1] = card
    if card:
        ask.say(rule, "splendor-lay", slot=slot, by=state.options.deal, **card_params(card))
    else:
        ask.say(rule, "splendor-deck-empty", level=level, slot=slot)


def keep_top_card(state: SplendorState, ask: Ask, rule: str) -> None:
    """SP-5.3: the bot keeps the top level-3 card aside, face down: 1 prestige, never bought,
    no bonus. Ruling (deal=table): nobody sees it, so nobody is asked which card it is."""
    if state.deck_size(3) <= 0:
        ask.say(rule, "splendor-keep-none")
        return
    if state.options.deal == "bot":
        card = state.decks[2].pop(0)
        state.bot.kept.append(card)
        ask.say(rule, "splendor-keep", kept=len(state.bot.kept), **card_params(card))
    else:
        state.hidden[2] += 1
        state.bot.kept.append(0)
        ask.say(rule, "splendor-keep-unseen", kept=len(state.bot.kept))


# -- nobles (SP-7) -------------------------------------------------------------------------------


_REQUIRES: dict[int, tuple[int, int, int, int, int]] = {
    noble.id: (
        noble.requires.get(GEMS[0], 0),
        noble.requires.get(GEMS[1], 0),
        noble.requires.get(GEMS[2], 0),
        noble.requires.get(GEMS[3], 0),
        noble.requires.get(GEMS[4], 0),
    )
    for noble in NOBLES.values()
}
"""Each noble's required bonuses in GEMS order (0 where it asks for none)."""


def noble_params(noble: int) -> dict[str, object]:
    return {"noble": noble, "requires": tokens_code(NOBLES[noble].requires)}


def visit_nobles(
    state: SplendorState, ask: Ask, who: Who, bonuses: dict[str, int] | None = None
) -> None:
    """A noble whose requirement the card bonuses meet visits (one per turn, as in the normal
    game). The bot's kept cards are no bonuses. Several for the human: the human picks; for
    the bot — ruling — the first in the row. ``bonuses``: the holder's, when known."""
    holder = state.holder(who)
    if bonuses is None:
        bonuses = holder.bonuses()
    # Asked after every turn and move: each noble's requirement against the five bonuses,
    # spelled out.
    b0, b1, b2, b3, b4 = gem_counts(bonuses)
    ready = []
    for noble in state.nobles:
        r0, r1, r2, r3, r4 = _REQUIRES[noble]
        if b0 >= r0 and b1 >= r1 and b2 >= r2 and b3 >= r3 and b4 >= r4:
            ready.append(noble)
    if not ready:
        return
    noble = ready[0]
    if len(ready) > 1:
        if who == "human":
            options = [
                Option(id=str(n), key="splendor-noble-option", params=noble_params(n))
                for n in ready
            ]
            noble = int(ask.choice("SP-7", "splendor-ask-noble-visit", options))
        else:
            ask.say("SP-7", "splendor-noble-first", nobles=[f"#{n}" for n in ready])
    state.nobles.remove(noble)
    holder.nobles.append(noble)
    ask.say("SP-7", "splendor-noble-visits", side=who, **noble_params(noble))
