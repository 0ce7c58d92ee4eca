"""What only the table shows, asked of the player: the resources on a tile (PB-4) and the cost
of a colour's next building (PB-10). One typed answer (`2 brown 1 green`), or taps: a colour,
then one more resource at a time until “that's all”.
"""

from __future__ import annotations

from typing import Any

from engines.core import Ask, Option
from engines.panticapaeum.model import (
    COLOURS,
    Colour,
    Cost,
    PanticapaeumState,
    Resources,
    no_resources,
)
from engines.panticapaeum.resources import (
    MAX_OF_A_COLOUR,
    colour_term,
    cost_params,
    counted_terms,
    is_none,
    parse_resources,
    single_colour,
)

Told = Resources | Colour | None
"""A typed set of resources, a lone colour (a tap: more may follow), or none."""


def _read(text: str) -> Told:
    if is_none(text):
        return None
    colour = single_colour(text)
    return colour if colour is not None else parse_resources(text)


def ask_resources(ask: Ask, rule: str, key: str, what: str, **params: Any) -> Cost:
    """The resources the player reads off the table, or None for `none`: ``what`` is `tile`
    (an empty tile) or `cost` (no building of that colour left)."""
    none_key = (
        "panticapaeum-empty-tile-option" if what == "tile" else "panticapaeum-none-left-option"
    )
    quick = [
        Option(id=c, key="panticapaeum-colour-option", params={"colour": colour_term(c)})
        for c in COLOURS
    ]
    quick.append(Option(id="none", key=none_key))
    told: Told = ask.text(rule, key, _read, quick, board=True, **params)
    if not isinstance(told, str):
        return told
    got = no_resources()
    got[told] = 1
    while True:
        options = [Option(id="done", key="panticapaeum-tap-done")]
        options += [
            Option(id=c, key="panticapaeum-tap-more", params={"colour": colour_term(c)})
            for c in COLOURS
            if got[c] < MAX_OF_A_COLOUR
        ]
        more = ask.choice(
            rule, "panticapaeum-ask-more", options, board=True, so_far=counted_terms(got), what=what
        )
        if more == "done":
            return got
        got[more] += 1


def ask_tile(ask: Ask, rule: str, key: str, **params: Any) -> Resources:
    """A tile's resources (`none`: a tile showing none)."""
    tile = ask_resources(ask, rule, key, "tile", **params)
    return tile if tile is not None else no_resources()


def learn_cost(state: PanticapaeumState, ask: Ask, colour: Colour, key: str) -> Cost:
    """PB-10: ask the cost of ``colour``'s next building; the first cost learnt of a colour in
    a game goes into the board profile too, to be offered next game."""
    params = cost_params(colour, None)
    cost = ask_resources(
        ask, "PB-10", key, "cost", building=params["building"], colour=params["colour"]
    )
    state.costs[colour] = cost
    state.profile.costs.setdefault(colour, cost)
    return cost
