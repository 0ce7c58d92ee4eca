"""Rajas of the Ganges's difficulty ladders: Beck's dummies (RB-S, RB-S2) and Cherey's virtual
player (RC-S), and which level a game is played at.

Beck (seed 002) gives two knobs: the number of dummies (RB-S, 1–3) and the handicap (RB-S2,
"if you want a harder game by increasing the win chance of the dummy players", the seed's
example 5). More dummies is harder: the player must finish ahead of every dummy (R-7), and
each one more is one more seat that may get there first. A handicap is harder by the seed's own
words. The ladder takes the seed's example, handicap 5, as the one step above none: the option
takes any handicap 0–20, and a game at another handicap is at none of the ladder's levels.
**Ruling** (the seed does not compare the two knobs): the number of dummies is the first key and
the handicap the second, so 1 dummy with handicap 5 comes before 2 dummies without. The
simulator does not settle it: it plays no scored player, so it gives no win rate (400 games
each against its greedy player, seed 0: the game ends in round 7, 5, 6, 4, 7, 4 at the median
for 1, 1-h5, 2, 2-h5, 3, 3-h5; the best dummy's fame + money is 61–62 at the median in all).

Cherey (seed 000) gives no difficulty knob: its choices (the basic game, the Navaratna variant,
the river's bonus tiles) are modes of the game, played alike by both sides, not a handicap; its
ladder has one level, whatever those modes."""

from __future__ import annotations

from types import MappingProxyType
from typing import TYPE_CHECKING

from engines.core.ladder import Level

if TYPE_CHECKING:
    from engines.rajas.model import RajasState

BECK_HANDICAPS = (0, 5)
"""RB-S2: none, and the seed's example."""


def _beck(rank: int, dummies: int, handicap: int) -> Level:
    options = [("dummies", str(dummies)), ("variant", "beck")]
    rules = ["RB-S"]
    suffix = ""
    if handicap:
        options.insert(1, ("handicap", str(handicap)))
        rules.append("RB-S2")
        suffix = f"-h{handicap}"
    return Level(f"beck-{dummies}{suffix}", "beck", rank, tuple(options), tuple(rules))


_BECK_BY_KNOBS = {
    (dummies, handicap): _beck(rank, dummies, handicap)
    for rank, (dummies, handicap) in enumerate(
        ((d, h) for d in (1, 2, 3) for h in BECK_HANDICAPS), start=1
    )
}
BECK = tuple(_BECK_BY_KNOBS.values())
CHEREY = (Level("cherey", "cherey", 1, (("variant", "cherey"),), ("RC-S",)),)

LADDERS = MappingProxyType({"beck": BECK, "cherey": CHEREY})


def level_of(state: RajasState) -> Level | None:
    """The level a game is played at; None for a Beck game at a handicap the ladder lacks."""
    options = state.options
    if options.variant == "cherey":
        return CHEREY[0]
    return _BECK_BY_KNOBS.get((options.dummies, options.handicap))
