"""The arithmetic of a dominance check (PP-10) and of the end (PP-14), apart from any
dialogue, so that it can be shown step by step and tested on its own."""

from __future__ import annotations

from dataclasses import dataclass

from engines.paxpamir.model import COALITIONS, Player

DOMINANCE_LEAD = 4
"""PP-10: the most blocks and at least 4 more than every other coalition."""
DOMINANT_PLACES: tuple[int, ...] = (5, 3, 1)
"""PP-10: a dominant coalition's loyal players score 5 / 3 / 1 by influence."""
FRAGMENTED_PLACES: tuple[int, ...] = (3, 1)
"""PP-10: otherwise the most cylinders in play 3, the second 1."""
WIN_LEAD = 4
"""PP-14: 4 or more points ahead of everyone after a check wins at once."""


@dataclass(frozen=True)
class Dominance:
    coalition: str | None
    """The dominant coalition, or None when the check fails."""
    leader: str
    """The coalition with the most blocks (the first in table order when tied)."""
    lead: int
    """Its blocks minus the most any other coalition has (0 when tied)."""


def dominance(blocks: dict[str, int]) -> Dominance:
    ordered = sorted(COALITIONS, key=lambda c: -blocks[c])
    leader, runner_up = ordered[0], ordered[1]
    lead = blocks[leader] - blocks[runner_up]
    return Dominance(leader if lead >= DOMINANCE_LEAD else None, leader, lead)


def place_points(final: bool, dominant: bool) -> list[int]:
    """Each place's points; the final check doubles them before any tie is split (ruling)."""
    places = DOMINANT_PLACES if dominant else FRAGMENTED_PLACES
    return [p * 2 for p in places] if final else list(places)


@dataclass(frozen=True)
class Share:
    """Players tied on the same value, the places they take together and what each gets."""

    names: list[str]
    value: int
    places: list[int]
    """The places they occupy, 1-based (one place when alone)."""
    points: list[int]
    """Each of those places' points (0 for a place beyond the scoring ones)."""
    each: int
    """Ruling (ties): the places' points summed, split between them, rounded down."""


def shares(values: list[tuple[str, int]], points: list[int]) -> list[Share]:
    """The scoring groups for ``values`` (name, influence or cylinders) in seat order: ranked
    by value, ties grouped; only groups that reach a scoring place are returned.

    Every player takes part, even with a value of 0: the published rulebook's dominance check
    ranks players by cylinders in play "even zero" (as the brief quotes it, PP-10), the seed
    gives the second place its point with no minimum («el jugador con el segundo mayor número
    obtiene 1 punto»), and both public implementations rank every player on a failed check
    (Board Game Arena's, FransBongers/bga-pax-pamir, DominanceCheckTrait; rally-the-troops',
    rules.js, do_dominance_check). Ana 3 cylinders and Ben 0 score 3 and 1."""
    ranked = sorted(values, key=lambda v: -v[1])
    out: list[Share] = []
    place = 1
    at = 0
    while at < len(ranked) and place <= len(points):
        value = ranked[at][1]
        names = [name for name, v in ranked[at:] if v == value]
        taken = list(range(place, place + len(names)))
        got = [points[p - 1] if p <= len(points) else 0 for p in taken]
        out.append(Share(names, value, taken, got, sum(got) // len(names)))
        place += len(names)
        at += len(names)
    return out


def lead_winner(players: list[Player]) -> tuple[Player, int] | None:
    """PP-14: the player 4 or more points ahead of every other, and by how much. Ruling: with
    a single player nobody can be ahead, so only the final check ends such a game."""
    if len(players) < 2:
        return None
    ranked = sorted(players, key=lambda p: -p.vp)
    lead = ranked[0].vp - ranked[1].vp
    return (ranked[0], lead) if lead >= WIN_LEAD else None


def final_winners(players: list[Player]) -> tuple[list[Player], str]:
    """PP-14 after the final check (or at an early end): the most points; tied, the most
    military stars; still tied, the most rupees; still tied, a shared victory (ruling: the
    seed's optional cook-off is the table's business)."""
    best = max(p.vp for p in players)
    tied = [p for p in players if p.vp == best]
    if len(tied) == 1:
        return tied, "points"
    most = max(p.stars["military"] for p in tied)
    tied = [p for p in tied if p.stars["military"] == most]
    if len(tied) == 1:
        return tied, "military"
    richest = max(p.rupees for p in tied)
    tied = [p for p in tied if p.rupees == richest]
    if len(tied) == 1:
        return tied, "rupees"
    return tied, "shared"
