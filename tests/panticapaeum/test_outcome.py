"""The outcome of a Panticapaeum game against Botos (PB-8) as the record keeps it: each side's
score as the engine counts it, the winner it names (equal scores a draw), whether the game ran
to its rounds' end (PB-3.1) or was ended early. Games are played through the engine."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines import panticapaeum
from engines.core import Step
from engines.core.outcome import Outcome
from engines.panticapaeum.botos import points
from engines.panticapaeum.model import PanticapaeumState
from engines.panticapaeum.spec import SPEC
from tests.panticapaeum.random_player import play_step
from tests.panticapaeum.support import EVERY_COST, answer_all, botos_turn, counts, game

MAX_STEPS = 2000
BOTOS_58 = {"bot": {"buildings": counts(brown=3), "resources": counts(green=27)}}
"""Botos at 30 for three brown buildings and 27 for its resources (PB-8); with an empty tile
and the green it gains (PB-5) and nothing it can build, 58 at the end of its turn."""


def finished(state: PanticapaeumState) -> Outcome:
    found = SPEC.outcome(state)
    assert found is not None
    return found


def last_round(score: int) -> PanticapaeumState:
    """Botos's last turn of round 5 (PB-3.1), its tile empty; the player confirms the end
    and types their score."""
    state = game({"round": 5, "turn": 2, "costs": EVERY_COST, **BOTOS_58})
    step, _ = botos_turn(state, "none", "y", str(score))
    assert step.state.phase == "over"
    return step.state


def test_PB_8_the_higher_score_wins_the_player() -> None:
    found = finished(last_round(60))
    assert [(s.name, s.automaton, s.score, s.winner, s.first) for s in found.seats] == [
        ("player", False, 60, True, True),
        ("botos", True, 58, False, False),
    ]
    assert found.complete and found.rule == "PB-8" and found.turns == 5
    assert found.margin == 2


def test_PB_8_the_higher_score_wins_botos() -> None:
    found = finished(last_round(10))
    assert [s.name for s in found.winners] == ["botos"]
    assert found.margin == -48 and found.complete


def test_PB_8_ruling_equal_scores_are_a_draw_the_win_shared() -> None:
    found = finished(last_round(58))
    assert [(s.score, s.winner) for s in found.seats] == [(58, True), (58, True)]
    assert found.margin == 0 and found.rule == "PB-8"


def test_PB_3_1_a_game_played_on_past_round_5_counts_its_rounds() -> None:
    state = game({"round": 5, "turn": 2, "costs": EVERY_COST, **BOTOS_58})
    step, _ = botos_turn(state, "none", "n")
    for turn in range(3):
        step, _ = botos_turn(step.state, "none", *(["y", "70"] if turn == 2 else []))
    found = finished(step.state)
    assert found.turns == 6 and found.complete


def test_PB_8_a_game_ended_early_is_incomplete_and_keeps_the_scores() -> None:
    state = game({"round": 2, "costs": EVERY_COST, **BOTOS_58})
    step, _ = answer_all(panticapaeum.end_game(state), "y", "30")  # Botos at 57: no turn
    found = finished(step.state)
    assert not found.complete and found.turns == 2
    assert [(s.name, s.score, s.winner) for s in found.seats] == [
        ("player", 30, False),
        ("botos", 57, True),
    ]


def test_PB_8_no_outcome_while_the_game_goes_on() -> None:
    state = game({"round": 5, "turn": 2, "costs": EVERY_COST})
    assert SPEC.outcome(state) is None
    asked = panticapaeum.end_game(state)
    assert asked.prompt is not None and SPEC.outcome(asked.state) is None
    called_off, _ = answer_all(asked, "n")
    assert SPEC.outcome(called_off.state) is None
    over_asked, _ = botos_turn(called_off.state, "none", "y")
    assert over_asked.prompt is not None  # the player's score is still to come
    assert SPEC.outcome(over_asked.state) is None


def play_out(seed: int, harder: str, end_at: int) -> tuple[PanticapaeumState, bool]:
    """A random game, ended by `/panticapaeum end` at step ``end_at`` if it lasts that long
    (and a question is not open); whether it was ended so."""
    rng = random.Random(seed)
    step: Step[PanticapaeumState] = panticapaeum.new_game(
        panticapaeum.parse_options({"harder": harder} if harder else {})
    )
    ended = False
    for count in range(MAX_STEPS):
        if step.state.phase == "over":
            return step.state, ended
        if step.prompt is None and step.state.phase == "play" and count >= end_at:
            step, ended = panticapaeum.end_game(step.state), True
        else:
            step = play_step(step, rng)
    raise AssertionError(f"game not over after {MAX_STEPS} steps")


@settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32 - 1),
    harder=st.sets(st.sampled_from("abcd")).map(lambda s: "".join(sorted(s))),
    end_at=st.integers(1, 400),
)
def test_PB_8_every_random_finished_game_has_the_rules_outcome(
    seed: int, harder: str, end_at: int
) -> None:
    state, ended = play_out(seed, harder, end_at)
    found = finished(state)
    assert state.result is not None
    player, bot = found.seats
    assert bot.score == points(state.botos) == state.result.botos
    assert player.score == state.result.human
    expected = (
        ["player", "botos"]
        if player.score == bot.score
        else ["player" if player.score > bot.score else "botos"]
    )
    assert [s.name for s in found.winners] == expected
    assert found.complete == (not ended)
    assert found.turns == state.round and found.rule == "PB-8"
