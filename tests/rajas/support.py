"""Play Rajas scenarios in tests through the public scenario runner, and read what happened."""

from __future__ import annotations

from typing import Any

from engines.replay import run
from tests.outcome import Outcome as BaseOutcome

KNOWN_BOARD: dict[str, Any] = {
    "river_length": 10,
    "river": {str(n): [] for n in range(1, 11)},
    "fame_track": {},
    "money_track": {},
    "meet_sum": 60,
    "building_fame": {str(t): {"2": 1, "3": 2, "4": 3} for t in range(1, 5)},
}
"""A board profile with every fact known, so that only the rule's own questions are asked."""


class Outcome(BaseOutcome):
    def prompts(self, key: str | None = None) -> list[dict[str, Any]]:
        """The questions other than the die (which scenarios answer from ``dice``)."""
        return [line for line in super().prompts(key) if line["kind"] != "d6"]

    @property
    def automa(self) -> list[dict[str, Any]]:
        return self.final["automa"]

    @property
    def me(self) -> dict[str, Any]:
        return self.automa[0]


def play(variant: str = "cherey", *, dice: list[int], answers: list[Any] | None = None,
         automa: dict[str, Any] | list[dict[str, Any]] | None = None, turns: int | None = 1,
         board: dict[str, Any] | None = None, taken: list[str] | None = None,
         **options: Any) -> Outcome:
    """One scenario. Cherey's setup rolls the first player: pass an even face first (the human
    starts), then the turn's dice."""
    state: dict[str, Any] = {"profile": KNOWN_BOARD if board is None else board}
    if automa is not None:
        state["automa"] = automa
    if taken:
        state["taken"] = taken
    spec: dict[str, Any] = {"game": "rajas", "variant": variant, "seed": 1, "options": options,
                            "dice": dice, "answers": answers or [], "state": state}
    if turns is not None:
        spec["turns"] = turns
    outcome = Outcome(list(run(spec)))
    assert not outcome.errors(), outcome.errors()
    return outcome


def dice(orange: int = 0, purple: int = 0, green: int = 0, blue: int = 0) -> dict[str, int]:
    return {"orange": orange, "purple": purple, "green": green, "blue": blue}
