"""Play Splendor scenarios in tests through the public scenario runner, or drive the engine
directly from a set-up state, and read what happened."""

from __future__ import annotations

from typing import Any

from engines import splendor
from engines.core import Event, Step
from engines.replay import run
from engines.splendor.model import SplendorState
from engines.splendor.scenario import override
from tests.outcome import Outcome as BaseOutcome

EMPTY_ROW = [0, 0, 0, 0]


class Outcome(BaseOutcome):
    @property
    def bot(self) -> dict[str, Any]:
        return self.final["bot"]

    @property
    def human(self) -> dict[str, Any]:
        return self.final["human"]


def play(*, dice: list[int] | None = None, answers: list[Any] | None = None,
         moves: list[str] | None = None, state: dict[str, Any] | None = None,
         turns: int | None = 1, seed: int = 1, errors_ok: bool = False,
         **options: Any) -> Outcome:
    """One scenario: the bot's dice (the player's die when given), answers, human moves."""
    spec: dict[str, Any] = {"game": "splendor", "seed": seed, "options": options,
                            "state": state or {}}
    if dice is not None:
        spec["dice"] = dice
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


def game(state: dict[str, Any] | None = None, seed: int = 1, **options: str) -> SplendorState:
    """A game after setup (deal=bot: no questions), with the overrides applied."""
    step = splendor.new_game(splendor.parse_options(options), seed)
    assert step.prompt is None, "this helper is for deal=bot setups"
    if state:
        override(step.state, state)
    return step.state


def keys(events: list[Event]) -> list[str]:
    return [e.key for e in events]


def answer_all(step: Step[SplendorState], *answers: Any) -> tuple[Step[SplendorState], list[Event]]:
    """Give the open prompts these answers in order; return the last step and every event."""
    events = list(step.events)
    for raw in answers:
        assert step.prompt is not None, f"no question open for {raw!r}"
        step = splendor.give_answer(step.state, raw)
        events += step.events
    return step, events


def tokens(white: int = 0, blue: int = 0, green: int = 0, red: int = 0, black: int = 0,
           gold: int = 0) -> dict[str, int]:
    return {"white": white, "blue": blue, "green": green, "red": red, "black": black,
            "gold": gold}
