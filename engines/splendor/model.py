"""The Splendor solo game as plain data: the bank and its stock order (SP-1, SP-6), the market
and the decks as the bot knows them (SP-10), the bot's and the human's holdings.

Cards and nobles are named by their catalog ids (catalog.py); 0 in the market is an empty slot
(its deck ran out), 0 in ``kept`` a card kept face down that nobody saw (deal=table).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from operator import itemgetter
from typing import Literal, TypeVar

from engines.core import SHARED, Conversation, Rng
from engines.splendor.catalog import CARDS, GEMS, GOLD, TOKENS

T = TypeVar("T")

SUPPLY: dict[str, int] = {**dict.fromkeys(GEMS, 4), GOLD: 5}
"""SP-1: the 2-player supply."""

NOBLE_COUNT = 3
SLOTS = 4
"""Face-up cards per level."""
MAX_TOKENS = 10
MAX_RESERVED = 3
WIN_POINTS = 15
DEFAULT_STOCK: tuple[str, ...] = ("blue", "green", "red", "white", "black")
"""The seed's example order of places 2–6: sapphire, emerald, ruby, diamond, onyx."""

Who = Literal["bot", "human"]


def no_tokens() -> dict[str, int]:
    return dict.fromkeys(TOKENS, 0)


@dataclass
class Holder:
    """What the bot or the human owns. The bot's ``reserved`` stays empty: it keeps cards
    face down instead (``kept``, SP-5.3), and the human never keeps."""

    tokens: dict[str, int] = field(default_factory=no_tokens)
    cards: list[int] = field(default_factory=list)
    reserved: list[int] = field(default_factory=list)
    kept: list[int] = field(default_factory=list)
    nobles: list[int] = field(default_factory=list)

    def bonuses(self) -> dict[str, int]:
        bonus = _each(_BONUS_OF, self.cards)
        return {
            _G0: bonus.count(_G0),
            _G1: bonus.count(_G1),
            _G2: bonus.count(_G2),
            _G3: bonus.count(_G3),
            _G4: bonus.count(_G4),
        }

    def token_count(self) -> int:
        return sum(self.tokens.values())

    def prestige(self) -> int:
        """Cards, nobles (3 each), and 1 per kept card (SP-5.3)."""
        return sum(_each(_POINTS_OF, self.cards)) + 3 * len(self.nobles) + len(self.kept)


# Counted over every card held, several times a turn: plain lookups, no Card attribute.
_BONUS_OF = {card.id: card.bonus for card in CARDS.values()}
_POINTS_OF = {card.id: card.points for card in CARDS.values()}
_G0, _G1, _G2, _G3, _G4 = GEMS


def _each(table: dict[int, T], cards: list[int]) -> tuple[T, ...]:
    """``table``'s value for each card, in one C call (itemgetter) rather than a loop."""
    if len(cards) > 1:
        return itemgetter(*cards)(table)  # type: ignore[no-any-return]
    return (table[cards[0]],) if cards else ()


@dataclass
class Options:
    dice: Literal["bot", "player"] = "bot"
    deal: Literal["bot", "table"] = "bot"
    easier: bool = False
    harder: int = 0
    stock: list[str] = field(default_factory=lambda: list(DEFAULT_STOCK))


@dataclass
class Result:
    winner: Who
    reason: str
    """Why: ``points``, ``fewer-cards``, ``tie-human`` (SP-8), ``ended`` (ended early)."""
    bot_points: int
    human_points: int
    bot_cards: int
    human_cards: int


Phase = Literal["setup", "play", "over"]


@dataclass
class SplendorState:
    options: Options = field(metadata=SHARED)
    """Set when the game is made and never changed in place: a copy of the state shares it."""
    rng: Rng
    bot_dice: bool
    bank: dict[str, int] = field(default_factory=lambda: dict(SUPPLY))
    stock: list[str] = field(default_factory=list)
    """Gem colours on places 2, 3, … (place 1 is always gold); a colour that runs out leaves
    and the later places move down, one that comes back goes last (SP-6)."""
    market: list[list[int]] = field(default_factory=lambda: [[0] * SLOTS for _ in range(3)])
    """Three rows of four slots, level 1 first, left to right."""
    decks: list[list[int]] = field(default_factory=lambda: [[], [], []])
    """deal=bot: each level's deck in order, top first. deal=table: the cards of that level
    nobody has seen yet (the real deck is some of them)."""
    hidden: list[int] = field(default_factory=lambda: [0, 0, 0])
    """deal=table: cards that left a deck face down, unseen (kept by the bot)."""
    nobles: list[int] = field(default_factory=list)
    """Nobles still on the table, in the order they were laid out."""
    bot: Holder = field(default_factory=Holder)
    human: Holder = field(default_factory=Holder)
    next: Who = "bot"
    turn: int = 0
    """Bot turns played (or skipped, SP-9)."""
    final_turn: bool = False
    """The bot has reached 15: the human's next move is the last (SP-8)."""
    move: list[str] = field(default_factory=list)
    """The human move being entered (verb and words), while its flow asks questions."""
    phase: Phase = "setup"
    result: Result | None = None
    conversation: Conversation | None = None

    def deck_size(self, level: int) -> int:
        return len(self.decks[level - 1]) - self.hidden[level - 1]

    def holder(self, who: Who) -> Holder:
        return self.bot if who == "bot" else self.human
