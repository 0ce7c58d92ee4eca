"""The Rajas automa's state as plain data (R-4), the shared board as the bot knows it (R-8),
and the board profile: the facts about the physical board the player tells it once.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from engines.core import FLAT, SHARED, Conversation, Rng

Colour = str
COLOURS: tuple[Colour, ...] = ("orange", "purple", "green", "blue")
"""Also Cherey's fixed colour priority (R-3): orange > purple > green > blue."""

GOODS: tuple[str, ...] = ("silk", "tea", "spices")
"""Also Cherey's goods priority (R-3): silk > tea > spices."""

AREAS: dict[int, str] = {
    1: "chambers",
    2: "quarry",
    3: "market",
    4: "harbor",
    5: "balconies",
    6: "terrace",
}
"""R-1: the six areas, numbered as the decision die reads them."""

MULTI_SPACES: tuple[str, ...] = ("quarry", "harbor")
"""Areas whose spaces several workers share: the bot asks whether any of them is free."""

BALCONY_GIVES: dict[Colour, Colour] = {
    "orange": "purple",
    "green": "blue",
    "purple": "green",
    "blue": "orange",
}
"""The balcony space that takes one die of the key colour gives two of the value (facts.md)."""

SPACES: tuple[str, ...] = (
    *(f"chamber-{n}" for n in range(1, 7)),
    "quarry",
    "market-variety",
    *(f"market-{g}" for g in GOODS),
    "harbor",
    *(f"balcony-{c}" for c in BALCONY_GIVES),
    *(f"terrace-{c}" for c in COLOURS),
    "terrace-reroll",
)
"""Every space id the bot asks about (R-8), and the player may report taken."""

TRACKS = 4
"""Building tracks, numbered from the top (1) to the bottom (4)."""

START_LEVEL, MAX_LEVEL = 2, 4
START_WORKERS, MAX_WORKERS = 3, 6
HUMAN = 0
"""Seat 0 is the human; seats 1–3 are automata."""

GainKind = Literal["money", "fame", "karma", "dice", "worker", "upgrade", "river"]


@dataclass(frozen=True)
class Gain:
    """One part of a bonus (river space, track space, yield tile). ``dice`` with amount 0 means
    'as many dice as karma', which the automa always has at 3 (R-4). Frozen: a value, never
    changed in place, so a copy of the state shares it."""

    kind: GainKind
    amount: int = 0


@dataclass(frozen=True)
class Market:
    good: str
    value: int


@dataclass(frozen=True)
class Tile:
    """A province tile, as the automaton keeps it loose (R-4). Frozen: bought whole and never
    changed (its lists are never changed in place either), so a copy of the state shares it."""

    colour: Colour
    cost: int
    buildings: list[int] = field(default_factory=list)
    markets: list[Market] = field(default_factory=list)


@dataclass
class Automaton:
    """One automaton (a Beck dummy, or Cherey's virtual player): R-4."""

    seat: int
    dice: dict[Colour, int]
    money: int
    fame: int
    workers: int
    """Workers available now (the others are placed, or still wait on a bonus space)."""
    workers_total: int = START_WORKERS
    boat: int = 0
    upgrades: list[int] = field(default_factory=lambda: [START_LEVEL] * TRACKS)
    tiles: list[Tile] = field(default_factory=list)
    yields: list[list[Gain]] = field(default_factory=list, metadata=FLAT)
    """The bonus of each yield tile taken (each list kept whole, never changed)."""
    placed: list[str] = field(default_factory=list)
    """Spaces its workers took this round, in order."""
    totals: list[int] = field(default_factory=list)
    """fame + money after each of its placements this round (to name the worker that ended)."""

    def dice_count(self) -> int:
        return sum(self.dice.values())


@dataclass
class Profile:
    """Facts of the physical board the bot cannot know (facts.md), asked once and remembered."""

    river_length: int | None = None
    # The bonuses below are learned whole and never changed in place (FLAT: a copy of the
    # state shares them).
    river: dict[int, list[Gain]] = field(default_factory=dict, metadata=FLAT)
    fame_track: dict[int, list[Gain]] | None = field(default=None, metadata=FLAT)
    money_track: dict[int, list[Gain]] | None = field(default=None, metadata=FLAT)
    meet_sum: int | None = None
    """fame + money at which a player's two markers stand on the same space (R-7)."""
    building_fame: dict[int, dict[int, int]] = field(default_factory=dict)
    """track -> upgrade level -> fame printed there (R-6)."""


@dataclass
class Table:
    """The round on the shared board: turn order, whose turn, what is known to be taken."""

    round: int = 1
    start_seat: int = HUMAN
    order: list[int] = field(default_factory=list)
    position: int = 0
    next_start: int | None = None
    """Seat that took chamber 1 this round (R-2: it starts the next round)."""
    taken: list[str] = field(default_factory=list)
    """Spaces known to be taken this round by the player's workers (R-8): reported, or
    answered. A taken space stays taken until the round ends; for the quarry and the harbor,
    which hold several workers, "taken" means that every space of it is."""
    free: list[str] = field(default_factory=list)
    """Spaces known to be free: every space when a round begins, then what the player says.
    Only true until the player places another worker unreported (``human_turn``)."""
    human_turn: bool = False
    """The player has had a turn on the board since the bot last looked: their placement is
    unknown unless they name it with `/rajas turn SPACE` (or report it with `/rajas taken`)."""
    ending: bool = False
    """Someone's markers met this round: the game ends when the round is over (R-7)."""


@dataclass
class Options:
    variant: Literal["beck", "cherey"] = "cherey"
    dummies: int = 1
    handicap: int = 0
    dice: Literal["bot", "player"] = "bot"
    navaratna: bool = False
    ganga: bool = False


@dataclass
class Standing:
    seat: int
    fame: int
    money: int
    distance: int
    """Spaces the markers have passed each other by, counting 1 where they meet (RC-E); 0 or
    less when they have not met."""


@dataclass
class Result:
    round: int
    standings: list[Standing]
    winners: list[int]
    ended_by: list[int] = field(default_factory=list)
    """Seat and worker number of the placement that ended the game ([seat, worker]) (RB-E)."""


Phase = Literal["setup", "play", "over"]


@dataclass
class RajasState:
    options: Options = field(metadata=SHARED)
    """Set when the game is made and never changed in place: a copy of the state shares it."""
    rng: Rng
    bot_dice: bool
    automata: list[Automaton]
    table: Table = field(default_factory=Table)
    profile: Profile = field(default_factory=Profile)
    offered: Profile | None = field(default=None, metadata=SHARED)
    """The board profile of the channel's last game, offered at setup (read, never changed:
    setup copies it into ``profile``)."""
    phase: Phase = "setup"
    result: Result | None = None
    conversation: Conversation | None = None

    def automaton(self, seat: int) -> Automaton:
        return self.automata[seat - 1]
