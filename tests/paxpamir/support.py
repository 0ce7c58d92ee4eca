"""Play Pax Pamir scenarios in tests through the public scenario runner, or drive the engine
directly from a seated table, and read what happened."""

from __future__ import annotations

from typing import Any

from engines import paxpamir
from engines.core import Event, Step
from engines.paxpamir.model import PaxState
from engines.paxpamir.scenario import override
from engines.paxpamir.wakhan import draw, new_deck
from engines.replay import run
from tests.outcome import Outcome as BaseOutcome

THREE = ["Ana", "Ben", "Carla"]


class Outcome(BaseOutcome):
    @property
    def players(self) -> dict[str, dict[str, Any]]:
        """The final ledger of each player, by name."""
        return {p["name"]: p for p in self.final["players"]}

    def vp(self) -> dict[str, int]:
        return {name: p["vp"] for name, p in self.players.items()}


def play(
    moves: list[str],
    *,
    players: list[str] | None = None,
    loyalty: list[str] | None = None,
    answers: list[Any] | None = None,
    state: dict[str, Any] | None = None,
    errors_ok: bool = False,
    **options: Any,
) -> Outcome:
    """One scenario: a seated table (Ana, Ben, Carla: British, Russian, British unless
    told), the overrides, then the commands as typed after `/paxpamir`."""
    opts: dict[str, Any] = {"players": players or THREE, **options}
    if loyalty is None and players is None:
        loyalty = ["british", "russian", "british"]
    if loyalty:
        opts["loyalty"] = loyalty
    spec: dict[str, Any] = {"game": "paxpamir", "options": opts, "state": state or {},
                            "moves": moves}
    if answers:
        spec["answers"] = answers
    outcome = Outcome(list(run(spec)))
    if not errors_ok:
        assert not outcome.errors(), outcome.errors()
    return outcome


def table(state: dict[str, Any] | None = None, players: str = "Ana,Ben,Carla",
          loyalty: str = "british,russian,british") -> PaxState:
    """A seated table after setup, with the overrides applied."""
    options = {"players": players}
    if loyalty:
        options["loyalty"] = loyalty
    step = paxpamir.new_game(paxpamir.parse_options(options))
    assert step.prompt is None
    if state:
        override(step.state, state)
    return step.state


def command(state: PaxState, text: str) -> Step[PaxState]:
    verb, *words = text.split()
    return paxpamir.act(state, verb, words)


def keys(events: list[Event]) -> list[str]:
    return [e.key for e in events]


def revealed(first: int, after: int, seed: int = 3) -> PaxState:
    """Ana (British) and Wakhan at her first turn, card ``first`` revealed from her virtual
    deck (``after`` next) and her actions not played yet, as a game saved between the two
    stands: `/paxpamir play` walks them. (Her turn otherwise plays itself as it starts.)"""
    options = paxpamir.parse_options({"players": "Ana,Wakhan", "loyalty": "british"})
    state = paxpamir.new_game(options, seed).state
    state.options.wakhan, state.bot_dice = "virtual", True
    state.ai = new_deck("virtual", state.rng, [first, after])
    draw(state.ai, state.rng)
    return state
