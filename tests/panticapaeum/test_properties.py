"""Property tests: 1,000 random games (under --slow; 100 in a plain run) with random tiles,
costs (typed, tapped, none left), corrections, harder modes and ends never crash, never leave
Botos a negative count, pay every building exactly its cost, survive JSON, refuse bad answers
without changing anything, and end with the PB-8 score."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines import panticapaeum
from engines.core import Event, InvalidAnswer, Step
from engines.panticapaeum.botos import points
from engines.panticapaeum.model import COLOURS, PanticapaeumState, Resources
from tests.panticapaeum.random_player import play_step

MAX_STEPS = 2000
END_AFTER_ROUNDS = 7
"""A game whose player keeps saying no to its end is ended by `/panticapaeum end`."""
HOSTILE = ("²", "٣", "9" * 5000, "-1", "blue", "", "2 3 brown", "10 brown")


def _counted(names: list[str]) -> Resources:
    """Counted colour terms (`@panticapaeum-n-brown-2`) back to counts."""
    out = dict.fromkeys(COLOURS, 0)
    for name in names:
        colour, count = name.removeprefix("@panticapaeum-n-").rsplit("-", 1)
        out[colour] += int(count)
    return out


def _colour(term: str) -> str:
    return term.removeprefix("@panticapaeum-colour-")


def check_turn(before: PanticapaeumState, after: PanticapaeumState, events: list[Event]) -> None:
    """Botos's area moves only by what the turn said: the tile taken, a building paid exactly
    its cost, one resource gained."""
    expected = dict(before.botos.resources)
    built = dict.fromkeys(COLOURS, 0)
    for event in events:
        if event.key == "panticapaeum-takes-tile":
            for c, n in _counted(event.params["resources"]).items():
                expected[c] += n
        elif event.key == "panticapaeum-builds":
            colour = event.params["building"].removeprefix("@panticapaeum-building-")
            cost = _counted(event.params["cost"])
            if colour in before.costs:  # else it was asked in this very turn
                assert before.costs[colour] == cost, "Botos pays the cost it was told"
            for c, n in cost.items():
                expected[c] -= n
                assert expected[c] >= 0, "a building is paid from what Botos holds"
            built[colour] += 1
        elif event.key in ("panticapaeum-gains-most", "panticapaeum-gains-nearest"):
            expected[_colour(event.params["colour"])] += 1
    assert after.botos.resources == expected
    assert sum(built.values()) <= 1, "one building a turn"
    for c in COLOURS:
        assert after.botos.buildings[c] == before.botos.buildings[c] + built[c]


def play_to_the_end(options: panticapaeum.Options, seed: int) -> PanticapaeumState:
    rng = random.Random(seed)
    step: Step[PanticapaeumState] = panticapaeum.new_game(options)
    settled = step.state  # the last state with no question open
    events: list[Event] = list(step.events)
    for _ in range(MAX_STEPS):
        state = step.state
        if state.phase == "over":
            return state
        if step.prompt is not None and rng.random() < 0.05:
            saved = json.dumps(panticapaeum.to_json(state))
            with pytest.raises(InvalidAnswer):
                panticapaeum.give_answer(state, rng.choice(HOSTILE))
            assert json.dumps(panticapaeum.to_json(state)) == saved, "a refusal changes nothing"
        if step.prompt is None and state.round > END_AFTER_ROUNDS:
            step = panticapaeum.end_game(state)
        else:
            step = play_step(step, rng)
        events += step.events
        assert all(n >= 0 for n in step.state.botos.resources.values())
        if step.prompt is None:
            check_turn(settled, step.state, events)
            settled, events = step.state, []
            loaded = panticapaeum.from_json(json.loads(json.dumps(panticapaeum.to_json(settled))))
            assert loaded == settled
    raise AssertionError(f"game not over after {MAX_STEPS} steps")


# As many random games as the hypothesis profile plays (tests/conftest.py): 100 in a plain run,
# 1000 under --slow.
@settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), harder=st.sets(st.sampled_from("abcd")))
def test_random_games_end_and_pay_every_building_exactly(seed: int, harder: set[str]) -> None:
    options = panticapaeum.parse_options({"harder": "".join(harder)} if harder else {})
    final = play_to_the_end(options, seed)
    assert final.result is not None
    assert final.result.botos == points(final.botos)
    assert final.result.winner == ("draw" if final.result.human == final.result.botos else
                                   "human" if final.result.human > final.result.botos else "botos")


@settings(max_examples=settings.default.max_examples * 3 // 100, deadline=None)  # 3; 30 --slow
@given(seed=st.integers(0, 2**32 - 1))
def test_same_answers_same_game(seed: int) -> None:
    """Determinism: the same answers give the same game, event by event."""
    def trail() -> list[object]:
        rng = random.Random(seed)
        step = panticapaeum.new_game(panticapaeum.parse_options({"harder": "bcd"}))
        events: list[object] = list(step.events)
        for _ in range(300):
            if step.state.phase == "over":
                break
            step = play_step(step, rng)
            events += step.events
        return events

    assert trail() == trail()
