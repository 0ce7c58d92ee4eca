"""Panticapaeum's solo game as plain data: Botos's play area (PB-1: its resources and
buildings), the costs of the next buildings as the player told them (PB-10), where the rounds
stand (PB-3.1), and the board profile: the costs remembered for the next game.

Colours are always listed in the PB-7 order (brown, purple, beige, orange, green: the
development board from top to bottom), so every loop over them breaks ties by PB-7 for free.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from engines.core import Conversation, Rng

Colour = str
COLOURS: tuple[Colour, ...] = ("brown", "purple", "beige", "orange", "green")
"""PB-7: the priority, top to bottom of the development board."""

HARDER: tuple[str, ...] = ("a", "b", "c", "d")
"""PB-9: the seed's four harder modifications, each an option."""

ROUNDS = 5
TURNS_PER_ROUND = 3
"""PB-3.1: 5 rounds of 3 turns (public descriptions of the game; medium confidence, so the
player can end a round (`/panticapaeum round`) or the game (`end`) at any time, and is asked
before the game ends after the last turn of round 5)."""

Resources = dict[Colour, int]
"""A count for each of the five colours (all five keys, 0 when none)."""

Cost = Resources | None
"""The cost of the next building of a colour; None when no building of that colour is left."""


def no_resources() -> Resources:
    return dict.fromkeys(COLOURS, 0)


@dataclass
class Botos:
    """PB-1: Botos's play area. It never has coins, a city or a development track (PB-6)."""

    resources: Resources = field(default_factory=no_resources)
    buildings: Resources = field(default_factory=no_resources)


@dataclass
class Options:
    harder: str = ""
    """PB-9: the harder modifications on, as sorted letters (`"ac"`); empty: standard."""

    def on(self, mode: str) -> bool:
        return mode in self.harder


@dataclass
class Profile:
    """What the player told about the building board, offered again next game (PB-10): the
    cost of each colour's first building as the bot first learnt it this game."""

    costs: dict[Colour, Cost] = field(default_factory=dict)


Winner = Literal["human", "botos", "draw"]


@dataclass
class Result:
    winner: Winner
    botos: int
    human: int
    ended: bool
    """Ended early by `/panticapaeum end`, not after the last round."""


Next = Literal["explore", "botos"]
"""What `/panticapaeum turn` does next: the trireme helper of the human's exploration (PB-2),
or Botos's turn (PB-3)."""

Phase = Literal["setup", "play", "over"]


@dataclass
class PanticapaeumState:
    options: Options
    rng: Rng
    """Never rolled: Botos has no dice. Kept because every engine's flows carry one."""
    bot_dice: bool = False
    botos: Botos = field(default_factory=Botos)
    costs: dict[Colour, Cost] = field(default_factory=dict)
    """The cost of the next building of each colour as the bot believes it; a colour not
    here has not been asked yet (PB-10)."""
    profile: Profile = field(default_factory=Profile)
    offered: Profile | None = None
    """The board profile of the channel's last game, offered at setup."""
    round: int = 1
    turn: int = 0
    """Botos's turns played in this round."""
    next: Next = "explore"
    phase: Phase = "setup"
    result: Result | None = None
    conversation: Conversation | None = None
