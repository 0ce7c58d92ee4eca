"""Wakhan's AI deck (docs/wakhan.md, PW-2 to PW-4): her 24 cards as facts, the deck kept two ways
(virtual: shuffled from the game's seed; physical: the player names the card revealed), the
market position her revealed card reads against the next card's back, and the start of her
turn that says it all. Her actions are played from here on by ``wakhan_play``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from engines.core import Ask, Event, Option, Rng, term
from engines.core.dice import shuffled
from engines.paxpamir.model import MarketFacts, PaxState, Player, TableFacts, WakhanDeck
from engines.paxpamir.words import coalition_term, region_term

DECK_SIZE = 24
ENDS: tuple[str, ...] = ("top", "bottom")
"""The two ends of a card's left edge (the red arrow) and of a back (its row labels)."""
COLUMNS = 6


@dataclass(frozen=True)
class AiCard:
    """One AI card: its front (actions, region order, pragmatic loyalty, the two arrows) and its
    back (the column numbers down its edge, the row labels at its ends)."""

    number: int
    actions: tuple[str, ...]
    region_order: tuple[str, ...]
    pragmatic_loyalty: tuple[str, ...]
    column_arrow: int
    row_arrow: str
    back_columns: tuple[int, ...]
    back_rows: tuple[str, ...]


@dataclass(frozen=True)
class Back:
    """What a card's back shows: the six column numbers top to bottom, the two row labels top
    end first (``top`` reads "Top (left)", ``bottom`` "Bottom (right)")."""

    columns: tuple[int, ...]
    rows: tuple[str, ...]


@cache
def cards() -> dict[int, AiCard]:
    """The 24 cards by number, read once from the data file."""
    text = (resources.files("engines.paxpamir") / "data" / "wakhan_cards.json").read_text("utf-8")
    return {raw["number"]: _card(raw) for raw in json.loads(text)["cards"]}


def _card(raw: dict[str, Any]) -> AiCard:
    return AiCard(
        number=raw["number"],
        actions=tuple(raw["actions"]),
        region_order=tuple(raw["region_order"]),
        pragmatic_loyalty=tuple(raw["pragmatic_loyalty"]),
        column_arrow=raw["column_arrow"],
        row_arrow=raw["row_arrow"],
        back_columns=tuple(raw["back_columns"]),
        back_rows=tuple(raw["back_rows"]),
    )


def back_of(number: int) -> Back:
    card = cards()[number]
    return Back(card.back_columns, card.back_rows)


# -- the market position (PW-4) --------------------------------------------------------------


def market_position(card: AiCard, back: Back) -> tuple[int, str]:
    """PW-4: the column the front's black arrow points at on the next card's back (the number
    at the same place down the edge), and the row its red arrow points at (the label at the
    same end): ``top`` or ``bottom``."""
    column = back.columns[card.column_arrow]
    row = back.rows[ENDS.index(card.row_arrow)]
    return column, row


# -- the deck (PW-2) ---------------------------------------------------------------------------


def new_deck(mode: str, rng: Rng, top: list[int] | None = None) -> WakhanDeck:
    """PW-1: her 24 cards face down. The virtual deck is shuffled from the game's die; ``top``
    stacks its first cards (a scenario's ``ai``), the rest shuffled beneath them."""
    if mode == "physical":
        return WakhanDeck(mode="physical")
    stacked = list(top or [])
    rest = [n for n in range(1, DECK_SIZE + 1) if n not in stacked]
    return WakhanDeck(mode="virtual", deck=stacked + shuffled(rng, rest))


def draw(deck: WakhanDeck, rng: Rng) -> bool:
    """PW-2: the top card of the virtual deck is revealed onto the discard pile. When that
    leaves the deck empty, the whole pile, the card just drawn included, is shuffled into a
    new deck and a card is drawn again, so that a back is always there to read. Returns
    whether the deck was reshuffled."""
    reshuffled = _reveal_top(deck)
    if reshuffled:
        deck.deck, deck.discard = shuffled(rng, sorted(deck.discard)), []
        _reveal_top(deck)
    deck.column, deck.row = market_position(cards()[_current(deck)], back_of(deck.deck[0]))
    return reshuffled


def _reveal_top(deck: WakhanDeck) -> bool:
    """Turn the top card onto the pile; whether the deck is now empty."""
    card = deck.deck.pop(0)
    deck.discard.append(card)
    deck.card = card
    return not deck.deck


def _current(deck: WakhanDeck) -> int:
    assert deck.card is not None
    return deck.card


def replay(deck: WakhanDeck, rng: Rng, said: list[int]) -> tuple[int, int | None]:
    """`/paxpamir verify`: the cards the bot said it drew after the setup, each against the
    next draw of the deck the seed made (``deck`` and ``rng`` as the setup left them, not
    changed). How many agree from the start, and the number (1-based) of the first that does
    not."""
    deck = WakhanDeck(mode=deck.mode, deck=list(deck.deck), discard=list(deck.discard))
    rng = Rng(rng.state)
    for count, card in enumerate(said):
        draw(deck, rng)
        if deck.card != card:
            return count, count + 1
    return len(said), None


# -- what the card says ------------------------------------------------------------------------


def pragmatic_loyalty(state: PaxState, card: AiCard) -> tuple[str, bool]:
    """PW-7: the leftmost coalition on the card that no other player is loyal to, and whether
    one is free. Ruling: with every coalition taken (three or more humans, beyond her rules),
    the leftmost. PW-23 (option `steadfast=on`): among the free ones, the one with the most
    blocks in play, ties to the leftmost."""
    taken = {p.loyalty for p in state.players if not p.wakhan}
    free = [c for c in card.pragmatic_loyalty if c not in taken]
    if not free:
        return card.pragmatic_loyalty[0], False
    if state.options.steadfast:
        return max(free, key=lambda c: (state.blocks[c], -free.index(c))), True
    return free[0], True


def action_terms(card: AiCard) -> dict[str, Any]:
    """The card's actions top to bottom, joined by an arrow: the order is the rule."""
    items = [term("paxpamir-wakhan-action-" + a) for a in card.actions]
    return {"@join": items, "sep": "@paxpamir-wakhan-then"}


def region_terms(card: AiCard) -> dict[str, Any]:
    """The card's regions left to right (her order of preference, PW-6)."""
    items = [region_term(r) for r in card.region_order]
    return {"@join": items, "sep": "@paxpamir-wakhan-then"}


def coalition_terms(card: AiCard) -> dict[str, Any]:
    items = [coalition_term(c) for c in card.pragmatic_loyalty]
    return {"@join": items, "sep": "@paxpamir-wakhan-then"}


def front_params(card: AiCard) -> dict[str, Any]:
    """The front as a message shows it: the number, the actions top to bottom, the regions left
    to right, the coalitions left to right, where the black arrow sits (1–6 from the top) and at
    which end the red one does."""
    return {
        "card": card.number,
        "actions": action_terms(card),
        "regions": region_terms(card),
        "coalitions": coalition_terms(card),
        "place": card.column_arrow + 1,
        "end": term("paxpamir-wakhan-end-" + card.row_arrow),
    }


def row_term(row: str) -> Any:
    return term("paxpamir-wakhan-row-" + row)


# -- her turn's start --------------------------------------------------------------------------


def reveal(state: PaxState, ask: Ask, player: Player) -> None:
    """The start of her turn (PW-2): her card revealed (the virtual deck draws it; the physical
    deck's is named and confirmed), the market position read (PW-4), then what it says:
    actions (PW-9), region order (PW-6) and pragmatic loyalty (PW-7)."""
    deck = state.ai
    assert deck is not None
    # A new card: what the market and the table held and whether she played belong to the
    # last turn.
    deck.market, deck.table, deck.played = MarketFacts(), TableFacts(), False
    deck.used = []
    if deck.mode == "virtual":
        if draw(deck, state.rng):
            ask.say("PW-2", "paxpamir-wakhan-reshuffled", who=player.name)
        ask.say(
            "PW-2",
            "paxpamir-wakhan-drawn",
            who=player.name,
            card=_current(deck),
            left=len(deck.deck),
            by="bot",
        )
    else:
        deck.card = _named(ask, player)
        deck.column, deck.row = _back(ask, player)
        ask.say("PW-2", "paxpamir-wakhan-named", who=player.name, card=deck.card)
    say_card(state, ask, player)


def say_card(state: PaxState, ask: Ask, player: Player) -> None:
    """What the revealed card tells the table this turn, each line with its rule."""
    deck = state.ai
    assert deck is not None and deck.card is not None and deck.column is not None
    card = cards()[deck.card]
    ask.say(
        "PW-4",
        "paxpamir-wakhan-position",
        who=player.name,
        column=deck.column,
        row=row_term(deck.row or "top"),
    )
    ask.say("PW-9", "paxpamir-wakhan-actions", who=player.name, actions=action_terms(card))
    ask.say("PW-6", "paxpamir-wakhan-regions", who=player.name, regions=region_terms(card))
    loyalty, free = pragmatic_loyalty(state, card)
    key = "paxpamir-wakhan-pragmatic" if free else "paxpamir-wakhan-pragmatic-taken"
    if free and state.options.steadfast:
        key = "paxpamir-wakhan-pragmatic-steadfast"
    ask.say(
        "PW-23" if key.endswith("steadfast") else "PW-7",
        key,
        who=player.name,
        coalition=coalition_term(loyalty),
        coalitions=coalition_terms(card),
    )


def ai_status(state: PaxState) -> list[Event]:
    """`/paxpamir status`: Wakhan's revealed card and the market position it reads, which stay
    current until her next reveal (PW-2); nothing when the bot keeps no deck or none is
    revealed yet."""
    deck = state.ai
    wakhan = next((p for p in state.players if p.wakhan), None)
    if deck is None or deck.card is None or deck.column is None or wakhan is None:
        return []
    params: dict[str, Any] = {
        "who": wakhan.name,
        "card": deck.card,
        "column": deck.column,
        "row": row_term(deck.row or "top"),
        "left": len(deck.deck) if deck.mode == "virtual" else -1,
    }
    return [Event("PW-2", "paxpamir-status-ai", params)]


def _named(ask: Ask, player: Player) -> int:
    """PW-2 (physical deck): the number of the card revealed, confirmed by showing its front;
    a card the player does not recognise is named again."""
    while True:
        number = ask.number("PW-2", "paxpamir-ask-wakhan-card", 1, DECK_SIZE, who=player.name)
        if ask.confirm(
            "PW-2",
            "paxpamir-ask-wakhan-card-check",
            who=player.name,
            **front_params(cards()[number]),
        ):
            return number


BACK_OPTIONS = [
    Option(
        id=f"{column}-{row}",
        key="paxpamir-wakhan-back-option",
        params={"column": column, "label": term("paxpamir-wakhan-label-" + row)},
    )
    for row in ENDS
    for column in range(COLUMNS)
]
"""PW-4 (physical deck): the twelve readings of the next card's back, one tap, each with the
label as the card prints it."""


def _back(ask: Ask, player: Player) -> tuple[int, str]:
    """PW-4 (physical deck): what her arrows point at on the back of the card now on top of the
    deck: a column number and a row label, asked as one choice."""
    chosen = ask.choice(
        "PW-4", "paxpamir-ask-wakhan-back", BACK_OPTIONS, board=True, who=player.name
    )
    column, _, row = chosen.partition("-")
    return int(column), row


def drawn_cards(events: list[Event]) -> list[int]:
    """The cards the virtual deck said it drew, in order."""
    return [
        int(e.params["card"])
        for e in events
        if e.key == "paxpamir-wakhan-drawn" and e.params.get("by") == "bot"
    ]


def action_term(box: str) -> Any:
    """One of her action boxes named in words (PW-9)."""
    return term("paxpamir-wakhan-action-" + box)
