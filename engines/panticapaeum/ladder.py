"""Botos's difficulty ladder (PB-9, seed 003 «Модификации»), and which level a game is played at.

The seed's standard game (PB-5.1: Botos skips its development in round 1) and its four harder
rules a–d, "one or several" of them: every combination is a level, sixteen in all. Each rule
only makes Botos stronger, so a combination is harder than any of its parts. **Ruling** (the
seed does not compare combinations that do not contain each other, a+c against b+d): they are
ordered by the number of harder rules, then alphabetically by their letters (`ab`, `ac`, `ad`,
`bc`, `bd`, `cd`). This keeps every combination after each of its parts."""

from __future__ import annotations

from itertools import combinations
from types import MappingProxyType
from typing import TYPE_CHECKING

from engines.core.ladder import Level

if TYPE_CHECKING:
    from engines.panticapaeum.model import PanticapaeumState

HARDER = ("a", "b", "c", "d")
"""model.HARDER, written again so that the spec loads no engine before a game is played
(tests/panticapaeum/test_ladder.py holds them equal)."""


def _level(rank: int, letters: str) -> Level:
    if not letters:
        return Level("botos", "botos", rank, (), ("PB-5.1",))
    return Level(f"botos-{letters}", "botos", rank, (("harder", letters),), ("PB-9",))


_COMBINATIONS = tuple(
    "".join(letters) for size in range(len(HARDER) + 1) for letters in combinations(HARDER, size)
)
BOTOS = tuple(_level(rank, letters) for rank, letters in enumerate(_COMBINATIONS, start=1))
_BY_LETTERS = dict(zip(_COMBINATIONS, BOTOS, strict=True))

LADDERS = MappingProxyType({"botos": BOTOS})


def level_of(state: PanticapaeumState) -> Level | None:
    """The level a game is played at: every set of harder rules is one."""
    return _BY_LETTERS.get(state.options.harder)
