"""The decision die: a seeded generator whose whole state is one JSON integer.

The generator lives inside the game state, so a saved game rolls the same faces after a
restart, and undo (which restores the state) cannot be used to roll again.
"""

from __future__ import annotations

from dataclasses import dataclass

_MASK = (1 << 64) - 1
_D6_LIMIT = _MASK - (_MASK + 1) % 6


@dataclass
class Rng:
    """SplitMix64: tiny, well distributed, and its state is a single integer."""

    state: int

    @classmethod
    def seeded(cls, seed: int) -> Rng:
        return cls(state=seed & _MASK)

    def _next(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def d6(self) -> int:
        # 2**64 is not a multiple of 6: reject the short top band so every face is equally likely.
        # _next inlined: a turn rolls a dozen times, and a method call costs as much as the mix.
        while True:
            z = self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            value = z ^ (z >> 31)
            if value <= _D6_LIMIT:
                return value % 6 + 1


def face_bands(count: int) -> list[tuple[int, int]]:
    """The faces that choose each of ``count`` equal options, in order, as (lowest, highest);
    the faces after the last band are rolled again (see ``die_to_index``)."""
    if not 1 <= count <= 6:
        raise ValueError("a die chooses among 1 to 6 options")
    width = 6 // count
    return [(i * width + 1, (i + 1) * width) for i in range(count)]


def die_to_index(face: int, count: int) -> int | None:
    """Choose one of ``count`` equal options by a die face, or None when the face must be rolled
    again (faces beyond the largest multiple of ``count`` that fits on a D6)."""
    if not 1 <= count <= 6:
        raise ValueError("a die chooses among 1 to 6 options")
    width = 6 // count
    index = (face - 1) // width
    return index if index < count else None


# -- shuffles: a deck dealt from the state's die (Splendor's decks, Wakhan's AI deck) ----------


def rand_below(rng: Rng, n: int) -> int:
    """A uniform whole number in [0, n) from the state's die: base-6 digits, rejecting the top
    band, so a shuffle replays from the seed like every roll does."""
    digits, span = 1, 6
    while span < n:
        digits, span = digits + 1, span * 6
    limit = span - span % n
    while True:
        value = 0
        for _ in range(digits):
            value = value * 6 + rng.d6() - 1
        if value < limit:
            return value % n


def shuffled(rng: Rng, items: list[int]) -> list[int]:
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        j = rand_below(rng, i + 1)
        out[i], out[j] = out[j], out[i]
    return out
