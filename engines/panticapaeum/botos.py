"""Botos's turn (PB-3): exploration (PB-4, harder b), development (PB-5, PB-5.1, harder a and
c), the priority rule (PB-7, or the player's pick with harder d) and the score (PB-8). Each
rule says what it decided and why, as it decides."""

from __future__ import annotations

from typing import Any

from engines.core import Ask, Option
from engines.panticapaeum.model import COLOURS, Botos, Colour, PanticapaeumState, Resources
from engines.panticapaeum.resources import (
    building_term,
    can_pay,
    colour_term,
    cost_params,
    counted_terms,
    counts,
    gain,
    pay,
    shortfall,
    total,
)
from engines.panticapaeum.table import ask_tile, learn_cost

MAX_PASSED = 12
"""Harder b: the most tiles a trireme moves over in one exploration that the bot offers as
buttons (the ordinary move and PB-2's extra one; the row of tiles is short)."""

# -- the score (PB-8) ------------------------------------------------------------------------------


def building_points(count: int) -> int:
    """PB-8 for one colour: 1 → 3, 2 → 10, 3 → 30, 4 or more → 10 each (ruling: 4 score 40)."""
    if count >= 4:
        return 10 * count
    return (0, 3, 10, 30)[count]


def score(botos: Botos) -> tuple[int, int]:
    """PB-8: (points for buildings, points for resources); no drought, no coins."""
    return sum(building_points(botos.buildings[c]) for c in COLOURS), total(botos.resources)


def points(botos: Botos) -> int:
    return sum(score(botos))


def _score_after_building(botos: Botos, colour: Colour, cost: Resources) -> int:
    after = Botos(resources=dict(botos.resources), buildings=dict(botos.buildings))
    pay(after.resources, cost)
    after.buildings[colour] += 1
    return points(after)


# -- the priority rule (PB-7), or the player's pick (PB-9 d) -------------------------------------


def prioritised(
    state: PanticapaeumState, ask: Ask, tied: list[Colour], why: str, options: list[Option]
) -> Colour:
    """Break a tie among colours (already in PB-7 order). PB-7 takes the first; with harder d
    the player picks, seeing what each option gives Botos."""
    if len(tied) == 1:
        return tied[0]
    if state.options.on("d"):
        picked = ask.choice("PB-9", "panticapaeum-ask-pick", options, why=why)
        ask.say("PB-9", "panticapaeum-picked", why=why, choice=colour_term(picked))
        return picked
    ask.say(
        "PB-7",
        "panticapaeum-priority",
        why=why,
        tied=colour_terms_of(tied),
        choice=colour_term(tied[0]),
    )
    return tied[0]


def colour_terms_of(colours: list[Colour]) -> list[str]:
    return [colour_term(c) for c in colours]


# -- exploration (PB-4, PB-9 b) -------------------------------------------------------------------


def explore(state: PanticapaeumState, ask: Ask) -> None:
    """PB-4: Botos takes the tile under the trireme, all its resources; the tile is discarded.
    Harder b: the richest of the tiles the trireme moved over instead."""
    if not state.options.on("b"):
        tile = ask_tile(ask, "PB-4", "panticapaeum-ask-tile")
        _take(state, ask, tile, 0)
        return
    count = ask.number("PB-9", "panticapaeum-ask-passed", 1, MAX_PASSED, board=True)
    tiles = [
        ask_tile(ask, "PB-9", "panticapaeum-ask-passed-tile", nth=nth, count=count)
        for nth in range(1, count + 1)
    ]
    nth = _richest(state, ask, tiles)
    _take(state, ask, tiles[nth - 1], nth)


def _richest(state: PanticapaeumState, ask: Ask, tiles: list[Resources]) -> int:
    """PB-9 b: the tile showing the most resources (its number, 1 = the first the trireme
    moved over). Ruling (brief): equal counts go to the tile with more of the first PB-7
    colour, then the next; tiles showing the very same resources are one choice, and Botos
    takes the one the trireme reached last (the nearest to the standard rule's tile)."""
    most = max(total(t) for t in tiles)
    top = [n for n, t in enumerate(tiles, 1) if total(t) == most]
    distinct: dict[tuple[int, ...], int] = {}
    for nth in top:
        distinct[tuple(tiles[nth - 1][c] for c in COLOURS)] = nth  # the last of equal tiles
    if len(distinct) > 1 and state.options.on("d"):
        options = [
            Option(
                id=str(nth),
                key="panticapaeum-option-tile",
                params={"nth": nth, "resources": counted_terms(tiles[nth - 1])},
            )
            for nth in distinct.values()
        ]
        picked = int(ask.choice("PB-9", "panticapaeum-ask-pick-tile", options, count=most))
        ask.say("PB-9", "panticapaeum-picked-tile", nth=picked)
        return picked
    best = max(distinct)  # PB-7 order: more brown first, then purple, beige, orange, green
    nth = distinct[best]
    ask.say("PB-9", "panticapaeum-richest", nth=nth, count=most, tiles=len(tiles))
    if len(distinct) > 1:
        ask.say("PB-7", "panticapaeum-richest-tie", tiles=[str(n) for n in top], nth=nth)
    elif len(top) > 1:
        ask.say("PB-9", "panticapaeum-richest-same", tiles=[str(n) for n in top], nth=nth)
    return nth


def _take(state: PanticapaeumState, ask: Ask, tile: Resources, nth: int) -> None:
    gain(state.botos.resources, tile)
    ask.say(
        "PB-4", "panticapaeum-takes-tile", resources=counted_terms(tile), count=total(tile), nth=nth
    )


# -- development (PB-5, PB-5.1, PB-9 a and c) ------------------------------------------------------


def develop(state: PanticapaeumState, ask: Ask) -> None:
    if state.round == 1:
        if not state.options.on("a"):
            ask.say("PB-5.1", "panticapaeum-skip-development")
            return
        ask.say("PB-9", "panticapaeum-harder-a-develops")
    have = state.botos.resources
    if total(have) == 0 and not state.options.on("c"):
        # Every building costs something: with nothing in hand no cost matters yet, so none
        # is asked (PB-10: a cost is asked the first time it matters).
        ask.say("PB-5", "panticapaeum-nothing-to-pay")
        _gain_most(state, ask)
        return
    costs = _costs(state, ask)
    payable = [c for c, cost in costs.items() if can_pay(have, cost)]
    if payable:
        _build(state, ask, payable, costs)
    elif state.options.on("c") and costs:
        _gain_nearest(state, ask, costs)
    else:
        if total(have):
            ask.say("PB-5", "panticapaeum-cannot-build")
        if state.options.on("c"):
            ask.say("PB-9", "panticapaeum-nothing-left-to-aim")
        _gain_most(state, ask)


def _costs(state: PanticapaeumState, ask: Ask) -> dict[Colour, Resources]:
    """The cost of every colour's next building, asking those not known yet (PB-10), in PB-7
    order; colours with no building left are not there."""
    for colour in COLOURS:
        if colour not in state.costs:
            learn_cost(state, ask, colour, "panticapaeum-ask-cost")
    return {c: cost for c in COLOURS if (cost := state.costs.get(c)) is not None}


def _build(
    state: PanticapaeumState, ask: Ask, payable: list[Colour], costs: dict[Colour, Resources]
) -> None:
    """PB-5: Botos builds what it can pay for; several: PB-7 (harder d: the player)."""
    botos = state.botos
    ask.say(
        "PB-5",
        "panticapaeum-can-build",
        count=len(payable),
        buildings=[building_term(c) for c in payable],
    )
    options = [
        Option(
            id=c,
            key="panticapaeum-option-building",
            params={
                "building": building_term(c),
                "cost": counted_terms(costs[c]),
                "before": points(botos),
                "after": _score_after_building(botos, c, costs[c]),
            },
        )
        for c in payable
    ]
    colour = prioritised(state, ask, payable, "build", options)
    cost = costs[colour]
    pay(botos.resources, cost)
    botos.buildings[colour] += 1
    ask.say(
        "PB-5",
        "panticapaeum-builds",
        building=building_term(colour),
        cost=counted_terms(cost),
        count=botos.buildings[colour],
    )
    # PB-10: the board shows the next building of that colour now; its cost is asked at once.
    after = learn_cost(state, ask, colour, "panticapaeum-ask-new-cost")
    ask.say("PB-10", "panticapaeum-next-cost", **cost_params(colour, after))


def _gain_most(state: PanticapaeumState, ask: Ask) -> None:
    """PB-5: one resource of the colour Botos has most of; ties PB-7 (ruling: with nothing
    in hand all five tie at 0, so brown)."""
    have = state.botos.resources
    most = max(have.values())
    tied = [c for c in COLOURS if have[c] == most]
    options = [
        Option(
            id=c,
            key="panticapaeum-option-resource",
            params={"colour": colour_term(c), "count": have[c], "after": have[c] + 1},
        )
        for c in tied
    ]
    colour = prioritised(state, ask, tied, "gain", options)
    have[colour] += 1
    ask.say("PB-5", "panticapaeum-gains-most", colour=colour_term(colour), count=have[colour])


def _gain_nearest(state: PanticapaeumState, ask: Ask, costs: dict[Colour, Resources]) -> None:
    """Harder c: one resource of the colour of the building that lacks the fewest resources
    (every lacking resource counts, whatever its colour); ties PB-7 (harder d: the player).
    The seed names the building's colour, not a colour the building lacks: that is followed
    even where that colour is not in the building's cost."""
    have = state.botos.resources
    lacks = {c: shortfall(have, cost) for c, cost in costs.items()}
    fewest = min(lacks.values())
    tied = [c for c in lacks if lacks[c] == fewest]
    ask.say(
        "PB-9", "panticapaeum-nearest", count=fewest, buildings=[building_term(c) for c in tied]
    )
    options = [
        Option(
            id=c,
            key="panticapaeum-option-aim",
            params={
                "building": building_term(c),
                "count": lacks[c],
                "colour": colour_term(c),
                "have": have[c],
            },
        )
        for c in tied
    ]
    colour = prioritised(state, ask, tied, "aim", options)
    have[colour] += 1
    ask.say(
        "PB-9",
        "panticapaeum-gains-nearest",
        colour=colour_term(colour),
        building=building_term(colour),
        count=have[colour],
    )


# -- what Botos holds ------------------------------------------------------------------------------


def holding_params(botos: Botos) -> dict[str, Any]:
    buildings, resources = score(botos)
    return {
        **counts(botos.resources),
        "points": buildings + resources,
        "building_points": buildings,
        "resource_points": resources,
    }
