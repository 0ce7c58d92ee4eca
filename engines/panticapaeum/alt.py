"""Panticapaeum: what the board's picture shows, in words (its alt text): where the game
stands (PB-3.1), Botos's score (PB-8), its resources and buildings by colour (PB-6, PB-5) and
the cost of each colour's next building as it believes it (PB-10), in the picture's order."""

from __future__ import annotations

from engines.core.conversation import current
from engines.core.spec import Say
from engines.panticapaeum.botos import holding_params
from engines.panticapaeum.game import FLOWS
from engines.panticapaeum.model import COLOURS, ROUNDS, TURNS_PER_ROUND, PanticapaeumState
from engines.panticapaeum.resources import cost_params, counts


def sentences(state: PanticapaeumState, say: Say) -> list[str]:
    state = current(state, FLOWS)
    held = holding_params(state.botos)
    title = say(
        "panticapaeum-alt-title",
        game="panticapaeum",
        round=state.round,
        rounds=ROUNDS,
        turn=state.turn,
        turns=TURNS_PER_ROUND,
    )
    return [
        title,
        say("panticapaeum-status-score", **held),
        say("panticapaeum-status-resources", **counts(state.botos.resources)),
        say("panticapaeum-status-buildings", **counts(state.botos.buildings)),
        *(_cost(state, colour, say) for colour in COLOURS),
    ]


def _cost(state: PanticapaeumState, colour: str, say: Say) -> str:
    """A colour's next building as the picture's last row shows it (`?`: not asked yet)."""
    if colour not in state.costs:
        return say("panticapaeum-status-cost-unknown", **cost_params(colour, None))
    return say("panticapaeum-status-cost", **cost_params(colour, state.costs[colour]))
