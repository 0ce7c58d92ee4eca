"""Rajas of the Ganges: what the board's picture shows, in words (its alt text): the round,
then each automaton's side (R-4) — fame and money and how far apart their markers are (R-7),
workers, dice by colour, its boat on the river, its building levels and its tiles."""

from __future__ import annotations

from engines.core.spec import Say
from engines.rajas.model import COLOURS, TRACKS, Automaton, RajasState, Tile
from engines.rajas.play import who


def sentences(state: RajasState, say: Say) -> list[str]:
    said = [say("rajas-alt-title", game="rajas", round=state.table.round)]
    for automaton in state.automata:
        said += _automaton(state, automaton, say)
    return said


def _automaton(state: RajasState, a: Automaton, say: Say) -> list[str]:
    levels = [str(a.upgrades[t] if t < len(a.upgrades) else 0) for t in range(TRACKS)]
    return [
        say(
            "rajas-alt-seat",
            who=who(state, a.seat),
            seat=a.seat,
            fame=a.fame,
            money=a.money,
            workers=a.workers,
            total=a.workers_total,
        ),
        _markers(state, a, say),
        say("rajas-alt-dice", dice=a.dice_count(), **{c: a.dice[c] for c in COLOURS}),
        say("rajas-alt-river", boat=a.boat),
        say("rajas-alt-levels", levels=levels),
        say("rajas-alt-tiles", count=len(a.tiles), tiles=[_tile(t, say) for t in a.tiles]),
    ]


def _markers(state: RajasState, a: Automaton, say: Say) -> str:
    """How far apart fame and money stand, as the picture notes it under the tracks."""
    meet = state.profile.meet_sum
    if not meet:
        return say("picture-rajas-meet-unknown")
    gap = a.fame + a.money - meet
    return say("picture-rajas-apart", spaces=-gap) if gap < 0 else say("picture-rajas-met")


def _tile(tile: Tile, say: Say) -> str:
    """A tile as the picture labels it: its colour and cost, its buildings (b1…) and markets."""
    shows = " ".join(
        [
            *(f"b{b}" for b in tile.buildings),
            *(f"{say(f'rajas-good-{m.good}')} {m.value}" for m in tile.markets),
        ]
    )
    colour = f"@rajas-colour-{tile.colour}"
    if not shows:
        return say("rajas-alt-tile-bare", colour=colour, cost=tile.cost)
    return say("rajas-alt-tile", colour=colour, cost=tile.cost, shows=shows)
