"""A Pax Pamir table as plain data: the players' ledgers (PP-1, PP-9, PP-11), the coalition
blocks in play and the favoured suit (PP-10, PP-5), whose turn it is (PP-2), the dominance
checks done and the result (PP-14).

The referee keeps what the board cannot show at a glance; it never sees the map or the cards,
so every number here is what the players told it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from engines.core import Conversation, InvalidAnswer, Rng

COALITIONS: tuple[str, ...] = ("afghan", "british", "russian")
SUITS: tuple[str, ...] = ("political", "military", "intelligence", "economic")
"""Political first: it is the favoured suit at the start (PP-10)."""
FIRST_FAVOURED = "political"

MAX_PLAYERS = 5
MAX_NAME = 20
"""Characters of a player's name: it is typed as a command word (`/paxpamir ana …`)."""
WAKHAN = "wakhan"
"""The published automa is a player named Wakhan: loyal to every coalition, her AI deck
decides her moves, and the referee keeps her numbers like anyone's."""
START_RUPEES = 4
"""The published setup gives every player 4 rupees; `/paxpamir new rupees=N` changes it."""

GIFT_COSTS: tuple[int, ...] = (2, 4, 6)
"""PP-6: the first gift costs 2, then 4, then 6; three gift spaces in all."""

# Ranges that stop a typo, not rules of the game: the box's own limits (12 blocks of a
# coalition, 10 cylinders a player) are not in the brief, and a referee that refused a true
# number would be worse than one that lets a slip through to be undone.
MAX_VP = 99
MAX_RUPEES = 999
MAX_COUNT = 99
"""Cylinders, stars, patriots, prizes and blocks."""


def by_coalition() -> dict[str, int]:
    return dict.fromkeys(COALITIONS, 0)


def by_suit() -> dict[str, int]:
    return dict.fromkeys(SUITS, 0)


@dataclass
class Player:
    """One player's ledger. ``patriots`` and ``prizes`` are kept by coalition because Wakhan
    may hold both of every coalition; anyone else holds only those of their loyalty (a
    loyalty change discards the rest, PP-11)."""

    name: str
    loyalty: str | None = None
    """afghan, british or russian; None for Wakhan (loyal to every coalition, PP-1)."""
    wakhan: bool = False
    vp: int = 0
    rupees: int = START_RUPEES
    gifts: int = 0
    patriots: dict[str, int] = field(default_factory=by_coalition)
    prizes: dict[str, int] = field(default_factory=by_coalition)
    cylinders: int = 0
    """Cylinders in play: tribes, spies and gifts (PP-10 counts them when no coalition is
    dominant)."""
    stars: dict[str, int] = field(default_factory=by_suit)

    def key(self) -> str:
        return self.name.casefold()

    def loyal_to(self, coalition: str) -> bool:
        return self.wakhan or self.loyalty == coalition

    def influence(self, coalition: str | None = None) -> int:
        """PP-11: 1 + patriots + prizes + gifts, with ``coalition`` (default: the loyalty);
        0 with a coalition the player is not loyal to."""
        wanted = coalition or self.loyalty
        if wanted is None or not self.loyal_to(wanted):
            return 0
        return 1 + self.gifts + self.patriots[wanted] + self.prizes[wanted]

    def court_limit(self) -> int:
        """PP-9: 3 + political stars."""
        return 3 + self.stars["political"]

    def hand_limit(self) -> int:
        """PP-9: 2 + intelligence stars."""
        return 2 + self.stars["intelligence"]


DeckMode = Literal["off", "virtual", "physical"]
DECK_MODES: dict[str, DeckMode] = {"off": "off", "virtual": "virtual", "physical": "physical"}
"""How Wakhan's AI deck is kept (PW-2): ``off``, the player runs it by hand and the referee
only keeps her numbers; ``virtual``, the bot shuffles the 24 cards from the game's sealed seed;
``physical``, the player reveals the box's card and names it."""


@dataclass
class MarketFacts:
    """What the player told the bot of the market during Wakhan's turn (PW-12), asked once
    and remembered until her next reveal: a space is ``top-3`` (row, column)."""

    check: bool | None = None
    """Whether a dominance check lies in the market; None: not asked yet."""
    spaces: dict[str, str] = field(default_factory=dict)
    """What lies on a space asked about: ``card`` (one she may buy), ``empty`` or ``closed``
    (a card no player may buy); once a box needed it, ``event`` or the suit and rank."""
    paid: list[str] = field(default_factory=list)
    """The spaces she put a rupee on this turn, buying a card to their right (PP-3)."""
    rupees: dict[str, int] = field(default_factory=dict)
    """The rupees lying on a space's card, when asked."""
    leveraged: dict[str, bool] = field(default_factory=dict)
    """Whether a space's card has the leverage icon, when asked."""
    cards: dict[str, int] = field(default_factory=dict)
    """The printed number of a space's card (engines/paxpamir/data/market_cards.json), when
    asked: it tells everything else about the card."""


@dataclass
class TableFacts:
    """What the player told the bot of the map and the courts during Wakhan's turn, asked once
    when an action needs it and remembered until her next reveal. Counts are kept by seat
    (the order of ``PaxState.players``) or by coalition (the order of ``COALITIONS``); a card
    is its printed number (engines/paxpamir/data/market_cards.json)."""

    rulers: dict[str, int] = field(default_factory=dict)
    """Region -> the seat of the player who rules it, -1 when nobody does."""
    spies: dict[str, list[int]] = field(default_factory=dict)
    """A court card's number (as text) -> the spies on it, by seat."""
    courts: dict[str, list[int]] = field(default_factory=dict)
    """A seat (as text) -> that player's court cards, left to right (never asked of Wakhan:
    the bot keeps hers)."""
    tribes: dict[str, list[int]] = field(default_factory=dict)
    """Region -> the tribes in it, by seat."""
    armies: dict[str, list[int]] = field(default_factory=dict)
    """Region -> the armies in it, by coalition."""
    roads: dict[str, list[int]] = field(default_factory=dict)
    """Border (``herat-kabul``) -> the roads on it, by coalition."""


SPACE_KINDS: tuple[str, ...] = ("card", "empty", "closed")
RANKS: tuple[int, ...] = (1, 2, 3)
"""A court card's rank: its stars (PP-9)."""
SUITED: tuple[str, ...] = tuple(f"{suit}-{rank}" for suit in SUITS for rank in RANKS)
SPACE_FACTS: tuple[str, ...] = (*SPACE_KINDS, "event", *SUITED)
"""What a space may be remembered as: a card whose suit was not asked, empty, closed, or once
a box asked its suit, an event card or a court card's suit and rank (``political-2``)."""


@dataclass
class WakhanDeck:
    """Wakhan's AI deck (PW-2) and what her revealed card reads this turn (PW-4). A card is
    its number 1–24 (engines/paxpamir/data/wakhan_cards.json). The drawn card is saved with
    the state, so undo brings back the same card rather than drawing another."""

    mode: Literal["virtual", "physical"]
    deck: list[int] = field(default_factory=list)
    """The virtual deck's face-down cards, top first; empty for the physical deck (the box
    keeps it)."""
    discard: list[int] = field(default_factory=list)
    """The virtual deck's revealed cards since its last shuffle, the current one last."""
    card: int | None = None
    """The revealed card: it stays current until her next reveal (PW-2)."""
    column: int | None = None
    """The market column the arrows read (PW-4): 0 is the leftmost."""
    row: str | None = None
    """The market row the arrows read: ``top`` or ``bottom`` (PW-4)."""
    market: MarketFacts = field(default_factory=MarketFacts)
    """What the player told the bot of the market this turn."""
    table: TableFacts = field(default_factory=TableFacts)
    """What the player told the bot of the map and the courts this turn."""
    played: bool = False
    """Whether the bot has walked her actions for the revealed card (PW-9): once a turn."""
    court: list[int] = field(default_factory=list)
    """Her court cards by number (engines/paxpamir/data/market_cards.json), left to right: the
    cards the bot bought and played for her (PW-14), less those that left it, as the player
    reported."""


@dataclass
class Options:
    """`/paxpamir new players=Ana,Ben,Wakhan loyalty=british,russian rupees=4`."""

    players: list[str] = field(default_factory=list)
    """Names in seat order; none: asked at setup."""
    loyalty: list[str] = field(default_factory=list)
    """The loyalties of the players other than Wakhan, in seat order; none: asked."""
    rupees: int = START_RUPEES
    wakhan: DeckMode = "off"
    """`wakhan=virtual|physical`: the bot keeps Wakhan's AI deck (PW-2); off by default."""


@dataclass
class Result:
    winner: str
    """The winner's name, or the winners' names joined by " & " when the tie-breaks leave a
    shared victory."""
    winners: list[str]
    reason: str
    """``lead`` (4 or more points ahead after a check), ``points``, ``military``, ``rupees``
    (the final check and its tie-breaks), ``shared`` (still tied), ``ended`` (ended early),
    ``unseated`` (ended during setup, before anyone was seated: no winner)."""


Phase = Literal["setup", "play", "over"]


@dataclass
class PaxState:
    options: Options = field(default_factory=Options)
    players: list[Player] = field(default_factory=list)
    blocks: dict[str, int] = field(default_factory=by_coalition)
    favoured: str = FIRST_FAVOURED
    turn: int = 0
    """The seat (index in ``players``) whose turn it is (PP-2)."""
    checks: int = 0
    """Dominance checks resolved so far."""
    command: list[str] = field(default_factory=list)
    """The words of the command whose dialogue is open (a check, a discard)."""
    phase: Phase = "setup"
    result: Result | None = None
    conversation: Conversation | None = None
    rng: Rng = field(default_factory=lambda: Rng(0))
    """The game's seed: it shuffles Wakhan's virtual AI deck (PW-2) and nothing else."""
    bot_dice: bool = False
    """Whether the seed is the bot's own, sealed until the end: with a virtual AI deck."""
    ai: WakhanDeck | None = None
    """Wakhan's AI deck when the bot keeps it (`wakhan=virtual|physical`), else None."""

    def find(self, name: str) -> Player | None:
        wanted = name.casefold()
        return next((p for p in self.players if p.key() == wanted), None)

    def player(self, name: str) -> Player:
        """The player called ``name`` (any case), or a refusal naming the players."""
        found = self.find(name)
        if found is None:
            raise InvalidAnswer("paxpamir-player-unknown", name=name, names=self.names())
        return found

    def names(self) -> list[str]:
        return [p.name for p in self.players]
