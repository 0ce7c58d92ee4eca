"""Play Panticapaeum scenarios in tests through the public scenario runner, or drive the engine
directly from a set-up state, and read what happened."""

from __future__ import annotations

from typing import Any

from engines import panticapaeum
from engines.core import Event, Step
from engines.panticapaeum.model import COLOURS, PanticapaeumState
from engines.panticapaeum.scenario import override
from engines.replay import run
from tests.outcome import Outcome as BaseOutcome

EVERY_COST = {"brown": "2 brown 1 beige", "purple": "2 purple", "beige": "1 beige 1 orange",
              "orange": "3 orange", "green": "2 green 1 brown"}
"""Costs for every colour, so that no cost is asked."""


class Outcome(BaseOutcome):
    @property
    def bot(self) -> dict[str, Any]:
        return self.final["bot"]


def play(*, tiles: list[Any] | None = None, answers: list[Any] | None = None,
         moves: list[str] | None = None, state: dict[str, Any] | None = None,
         turns: int | None = 1, harder: str = "", errors_ok: bool = False) -> Outcome:
    """One scenario: the tiles Botos takes, the other answers, the human's moves."""
    spec: dict[str, Any] = {"game": "panticapaeum", "state": state or {}}
    if harder:
        spec["options"] = {"harder": harder}
    if tiles is not None:
        spec["tiles"] = tiles
    if answers:
        spec["answers"] = answers
    if moves:
        spec["moves"] = moves
    if turns is not None:
        spec["turns"] = turns
    outcome = Outcome(list(run(spec)))
    if not errors_ok:
        assert not outcome.errors(), outcome.errors()
    return outcome


def counts(**named: int) -> dict[str, int]:
    """Counts for all five colours, 0 where not named."""
    return {c: named.get(c, 0) for c in COLOURS}


def game(state: dict[str, Any] | None = None, harder: str = "") -> PanticapaeumState:
    """A game after setup, with the scenario overrides applied."""
    step = panticapaeum.new_game(panticapaeum.parse_options({"harder": harder} if harder else {}))
    assert step.prompt is None
    if state:
        override(step.state, state)
    return step.state


def keys(events: list[Event]) -> list[str]:
    return [e.key for e in events]


def answer_all(step: Step[PanticapaeumState], *answers: Any
               ) -> tuple[Step[PanticapaeumState], list[Event]]:
    """Give the open prompts these answers in order; the last step and every event."""
    events = list(step.events)
    for raw in answers:
        assert step.prompt is not None, f"no question open for {raw!r}"
        step = panticapaeum.give_answer(step.state, raw)
        events += step.events
    return step, events


def botos_turn(state: PanticapaeumState, *answers: Any
               ) -> tuple[Step[PanticapaeumState], list[Event]]:
    """Botos's turn from a state where it is due (the trireme helper skipped), answered."""
    state.next = "botos"
    return answer_all(panticapaeum.play_turn(state), *answers)
