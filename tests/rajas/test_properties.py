"""Property tests: random legal answers never crash a game, every game reaches its end, and
the automata's state keeps its invariants after every step (R-4, R-5)."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines import rajas
from engines.core import Step
from engines.rajas.model import MAX_LEVEL, MAX_WORKERS, START_LEVEL, RajasState
from tests.rajas.random_player import answer

MAX_STEPS = 5000

# As many random games as the hypothesis profile plays (tests/conftest.py): 100 in a plain run,
# 1000 under --slow.
GAMES = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])


def check_invariants(before: RajasState, after: RajasState) -> None:
    if before.phase == "setup":
        return  # setup places the markers; from then on they only move forward
    for old, new in zip(before.automata, after.automata, strict=True):
        assert new.money >= old.money, "R-5: money never goes back"
        assert new.fame >= old.fame
        assert min(new.dice.values()) >= 0, "no negative dice"
        assert 0 <= new.workers <= new.workers_total <= MAX_WORKERS
        assert all(START_LEVEL <= level <= MAX_LEVEL for level in new.upgrades)
        assert new.boat >= 0
        if after.profile.river_length is not None:
            assert new.boat <= after.profile.river_length


def play_to_the_end(options: rajas.Options, seed: int) -> RajasState:
    rng = random.Random(seed)
    step: Step[RajasState] = rajas.new_game(options, seed)
    state = step.state
    for _ in range(MAX_STEPS):
        if state.phase == "over":
            return state
        if step.prompt is None:
            step = rajas.end_game(state) if rng.random() < 0.002 else rajas.play_turn(state)
        else:
            step = rajas.give_answer(state, answer(step.prompt, rng, state.table.round))
        check_invariants(state, step.state)
        # Every state survives being saved and loaded.
        state = rajas.from_json(json.loads(json.dumps(rajas.to_json(step.state))))
        assert state == step.state
    raise AssertionError(f"game not over after {MAX_STEPS} steps")


@GAMES
@given(seed=st.integers(0, 2**32 - 1), dice=st.sampled_from(["bot", "player"]),
       navaratna=st.booleans())
def test_cherey_random_games_end_and_keep_invariants(seed: int, dice: str,
                                                     navaratna: bool) -> None:
    options = rajas.parse_options({"variant": "cherey", "dice": dice})
    options.navaratna = navaratna
    final = play_to_the_end(options, seed)
    assert final.result is not None
    assert {s.seat for s in final.result.standings} == {0, 1}


@GAMES
@given(seed=st.integers(0, 2**32 - 1), dummies=st.integers(1, 3),
       handicap=st.integers(0, 5), dice=st.sampled_from(["bot", "player"]))
def test_beck_random_games_end_and_keep_invariants(seed: int, dummies: int, handicap: int,
                                                   dice: str) -> None:
    options = rajas.parse_options({"variant": "beck", "dummies": str(dummies),
                                   "handicap": str(handicap), "dice": dice})
    final = play_to_the_end(options, seed)
    assert final.result is not None
    assert len(final.result.standings) == dummies + 1


@settings(max_examples=settings.default.max_examples // 20, deadline=None)  # 5; 50 --slow
@given(seed=st.integers(0, 2**32 - 1))
def test_same_seed_same_answers_same_game(seed: int) -> None:
    """Determinism: a seed and the same answers give the same game, event by event."""
    def trail() -> list[object]:
        rng = random.Random(seed)
        step = rajas.new_game(rajas.parse_options({"variant": "beck", "dummies": "2"}), seed)
        events: list[object] = list(step.events)
        for _ in range(300):
            if step.state.phase == "over":
                break
            if step.prompt is None:
                step = rajas.play_turn(step.state)
            else:
                step = rajas.give_answer(step.state,
                                         answer(step.prompt, rng, step.state.table.round))
            events += step.events
        return events

    assert trail() == trail()
