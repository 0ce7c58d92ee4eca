"""The Splendor mild bot's difficulty ladder (SP-9, seed 001 «難易度調整»), and which level a
game is played at.

The seed gives an easier setup (the bot skips its first turn, keeping its head start) and a
harder one (more kept cards of 1 prestige point each: "increase" them, so each more is harder).
From easiest to hardest: easier, the standard game, then harder with 1 to 10 kept cards (10 is
the most `new` takes: the level-3 deck must still fill the market). The seed offers the two
setups as opposites; a game with both (`easier harder=N`) is at none of the ladder's levels."""

from __future__ import annotations

from types import MappingProxyType
from typing import TYPE_CHECKING

from engines.core.ladder import Level

if TYPE_CHECKING:
    from engines.splendor.model import SplendorState

MAX_HARDER = 10
"""game.MAX_HARDER, written again so that the spec loads no engine before a game is played
(tests/splendor/test_ladder.py holds them equal)."""

_EASIER = Level("mild-easier", "mild", 1, (("easier", "yes"),), ("SP-9",))
_STANDARD = Level("mild", "mild", 2, (), ())
_HARDER = tuple(
    Level(f"mild-harder-{count}", "mild", 2 + count, (("harder", str(count)),), ("SP-9",))
    for count in range(1, MAX_HARDER + 1)
)

MILD = (_EASIER, _STANDARD, *_HARDER)
LADDERS = MappingProxyType({"mild": MILD})


def level_of(state: SplendorState) -> Level | None:
    """The level a game is played at; None for one both easier and harder."""
    easier, harder = state.options.easier, state.options.harder
    if easier and harder:
        return None
    if easier:
        return _EASIER
    return _HARDER[harder - 1] if harder else _STANDARD
