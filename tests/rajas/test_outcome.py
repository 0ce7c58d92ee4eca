"""The outcome of a Rajas game as the record keeps it (R-7, RB-E, RC-E): each seat's score
as the engine's distance of crossed markers, the winners the engine names, whether the game
reached the rules' end. Games are played through the engine's API from set-up markers."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines import rajas
from engines.core import Step
from engines.core.outcome import Outcome
from engines.rajas.model import RajasState
from engines.rajas.scenario import override
from engines.rajas.spec import SPEC
from tests.rajas.random_player import answer
from tests.rajas.support import KNOWN_BOARD

HUMAN_FIRST, AUTOMA_FIRST = 2, 1
"""Cherey's setup roll (RC-S): even, the player starts; odd, the virtual player."""


def drive(step: Step[RajasState], faces: list[int], answers: list[Any]) -> RajasState:
    """Answer the open questions: a d6 from ``faces``, any other from ``answers``."""
    while step.prompt is not None:
        said = faces.pop(0) if step.prompt.kind == "d6" else answers.pop(0)
        step = rajas.give_answer(step.state, said)
    return step.state


def new_game(variant: str, automa: dict[str, Any] | list[dict[str, Any]], *setup: Any,
             **options: str) -> RajasState:
    """A game after setup (the player's own die; the board known, meeting at 60) with the
    automata's markers and workers set as ``automa`` says."""
    raw = {"variant": variant, "dice": "player", **options}
    state = drive(rajas.new_game(rajas.parse_options(raw), 1), [*setup], [*setup])
    override(state, {"automa": automa, "profile": KNOWN_BOARD})
    return state


def finished(state: RajasState) -> Outcome:
    assert state.phase == "over"
    found = SPEC.outcome(state)
    assert found is not None
    return found


def table(found: Outcome) -> list[tuple[str, int | None, bool]]:
    return [(seat.name, seat.score, seat.winner) for seat in found.seats]


def cherey_round(automa: dict[str, Any], fame: int, money: int) -> Outcome:
    """The virtual player's last worker takes chamber 1 (+2 fame, R-2); the round ends and
    the player gives their markers."""
    state = new_game("cherey", {"workers": 1, **automa}, HUMAN_FIRST)
    state = drive(rajas.play_turn(state), [1, 1], ["none", "over", f"{fame} {money}"])
    return finished(state)


# -- Cherey (RC-E) ---------------------------------------------------------------------------


def test_RC_E_no_outcome_while_the_game_goes_on() -> None:
    state = new_game("cherey", {}, HUMAN_FIRST)
    assert SPEC.outcome(state) is None
    state = drive(rajas.play_turn(state), [1, 1], ["none"])  # chamber 1
    assert state.phase == "play" and SPEC.outcome(state) is None


def test_RC_E_the_virtual_player_farther_across_wins_a_loss_for_the_player() -> None:
    found = cherey_round({"fame": 30, "money": 33}, fame=20, money=42)
    assert table(found) == [("player", 3, False), ("cherey", 6, True)]  # 62 − 60 + 1; 65
    assert [s.automaton for s in found.seats] == [False, True]
    assert found.complete and found.rule == "RC-E" and found.turns == 1
    assert found.margin == -3


def test_RC_E_the_player_farther_across_wins() -> None:
    found = cherey_round({"fame": 28, "money": 30}, fame=25, money=40)
    assert table(found) == [("player", 6, True), ("cherey", 1, False)]
    assert found.complete and found.margin == 5


def test_RC_E_equal_distances_share_the_win() -> None:
    found = cherey_round({"fame": 28, "money": 31}, fame=30, money=31)
    assert table(found) == [("player", 2, True), ("cherey", 2, True)]
    assert found.complete and found.rule == "RC-E" and found.margin == 0


def test_RC_S_the_die_names_who_played_first() -> None:
    found = cherey_round({"fame": 30, "money": 33}, fame=20, money=42)
    assert [s.first for s in found.seats] == [True, False]
    state = new_game("cherey", {}, AUTOMA_FIRST, 5)  # odd: the virtual player, 5 rupees
    state = drive(rajas.end_game(state), [], ["y", "30 31"])
    assert [s.first for s in finished(state).seats] == [False, True]


def test_RC_S_who_played_first_is_not_known_after_round_1() -> None:
    state = new_game("cherey", {"workers": 0}, HUMAN_FIRST)
    state = drive(rajas.play_turn(state), [], ["over"])  # the round ends; round 2 begins
    assert state.table.round == 2
    found = finished(drive(rajas.end_game(state), [], ["y", "30 40"]))
    assert found.turns == 2 and not any(s.first for s in found.seats)


def test_RC_S_ended_during_setup_before_the_die_nobody_played_first() -> None:
    step = rajas.new_game(rajas.parse_options({"variant": "cherey", "dice": "player"}), 1)
    assert step.prompt is not None and step.prompt.params["for"] == "rajas-roll-first-player"
    found = finished(drive(rajas.end_game(step.state), [], ["y", 60, "10 20"]))
    assert not found.complete and not any(s.first for s in found.seats)


def test_R_7_ended_before_any_markers_met_is_incomplete_without_a_winner() -> None:
    state = new_game("cherey", {}, HUMAN_FIRST)
    found = finished(drive(rajas.end_game(state), [], ["y", "10 20"]))
    assert not found.complete and found.winners == ()
    assert table(found) == [("player", -29, False), ("cherey", -55, False)]


def test_R_7_ended_before_the_round_was_finished_is_incomplete() -> None:
    # The player's markers met, but `/rajas end` came before the virtual player had placed.
    state = new_game("cherey", {}, HUMAN_FIRST)
    found = finished(drive(rajas.end_game(state), [], ["y", "30 31"]))
    assert not found.complete
    assert table(found) == [("player", 2, True), ("cherey", -55, False)]


def test_R_7_ended_when_the_round_is_done_after_markers_met_is_the_rules_end() -> None:
    # The virtual player's last worker met its markers; the player, not done yet, ends the
    # game instead of answering that the round is over: the same scoring.
    state = new_game("cherey", {"fame": 30, "money": 28, "workers": 1}, HUMAN_FIRST)
    state = drive(rajas.play_turn(state), [1, 1], ["none", "not-yet"])
    assert state.table.ending and state.phase == "play"
    found = finished(drive(rajas.end_game(state), [], ["y", "10 20"]))
    assert found.complete
    assert table(found) == [("player", -29, False), ("cherey", 1, True)]


def test_R_7_ended_while_the_turn_that_met_waits_on_a_question_is_incomplete() -> None:
    # `/rajas end` over an open question: the turn waiting on it is never played, so its
    # worker is still the virtual player's to place and its markers never met.
    state = new_game("cherey", {"fame": 30, "money": 28, "workers": 1}, HUMAN_FIRST)
    step = rajas.play_turn(state)
    for said in (1, 1, "none"):
        assert step.prompt is not None
        step = rajas.give_answer(step.state, said)
    assert step.prompt is not None and step.prompt.key == "rajas-ask-round-end"
    found = finished(drive(rajas.end_game(step.state), [], ["y", "10 20"]))
    assert not found.complete and found.winners == ()
    assert table(found) == [("player", -29, False), ("cherey", -1, False)]


# -- Beck (RB-E) -----------------------------------------------------------------------------


def beck_met(automa: list[dict[str, Any]], fame: int, money: int, **options: str) -> Outcome:
    """The dummies have no worker left: the round ends at once and the player says their
    markers met (worker 3 ended it, RB-E)."""
    state = new_game("beck", [{"workers": 0, **a} for a in automa], **options)
    state = drive(rajas.play_turn(state), [], ["met", f"{fame} {money}", 3])
    return finished(state)


def test_RB_E_each_dummy_is_a_seat_and_the_player_farther_across_wins() -> None:
    found = beck_met([{}, {}], fame=30, money=40, dummies="2")
    assert table(found) == [
        ("player", 11, True),
        ("beck-1", -55, False),
        ("beck-2", -54, False),  # money 5 for the 3rd seat (RB-S)
    ]
    assert [s.automaton for s in found.seats] == [False, True, True]
    assert found.complete and found.rule == "RB-E" and found.turns == 1
    assert found.margin == 11 - -54


def test_RB_E_a_dummy_farther_across_wins_a_loss_for_the_player() -> None:
    found = beck_met([{}, {"fame": 40, "money": 30}], fame=30, money=31, dummies="2")
    assert table(found) == [("player", 2, False), ("beck-1", -55, False), ("beck-2", 11, True)]
    assert found.margin == -9


def test_RB_E_equal_distances_share_the_win() -> None:
    found = beck_met([{"fame": 30, "money": 35}], fame=30, money=35)
    assert table(found) == [("player", 6, True), ("beck-1", 6, True)]
    assert found.complete and found.margin == 0


def test_RB_S_the_player_always_plays_first() -> None:
    found = beck_met([{}, {}, {}], fame=30, money=40, dummies="3")
    assert [s.first for s in found.seats] == [True, False, False, False]


def test_RB_E_a_dummy_meeting_ends_the_game_at_the_rounds_end() -> None:
    # One worker; the terrace's money space (+2) and its markers meet at 60.
    state = new_game("beck", {"fame": 30, "money": 28, "workers": 1})
    state = drive(rajas.play_turn(state), [6, 6], ["none", "over", "10 20"])
    found = finished(state)
    assert table(found) == [("player", -29, False), ("beck-1", 1, True)]
    assert found.complete


def test_R_7_beck_ended_early_is_incomplete() -> None:
    state = new_game("beck", {})
    found = finished(drive(rajas.end_game(state), [], ["y", "10 20"]))
    assert not found.complete and found.winners == () and found.rule == "RB-E"


# -- every random game -----------------------------------------------------------------------


def rules_winners(state: RajasState) -> set[int]:
    """R-7 / RC-E / RB-E said again from the standings: the greatest distance wins, equal
    distances share it, and nobody wins when no markers met."""
    assert state.result is not None
    best = max(s.distance for s in state.result.standings)
    return {s.seat for s in state.result.standings if s.distance == best and best >= 1}


def play_out(raw: dict[str, str], seed: int, end_at: int) -> tuple[RajasState, bool]:
    """A random game; from round ``end_at`` on, `/rajas end` between two turns. Whether it was
    ended while an automaton still had a worker to place, or before any markers met."""
    rng = random.Random(seed)
    step: Step[RajasState] = rajas.new_game(rajas.parse_options(raw), seed)
    while step.state.phase != "over":
        state = step.state
        if step.prompt is not None:
            step = rajas.give_answer(state, answer(step.prompt, rng, state.table.round))
        elif state.table.round >= end_at:
            short = any(a.workers for a in state.automata)
            step = rajas.end_game(state)
            assert step.prompt is not None
            step = rajas.give_answer(step.state, True)
            while step.prompt is not None:
                step = rajas.give_answer(step.state, answer(step.prompt, rng, 1))
            assert step.state.result is not None
            early = short or max(s.distance for s in step.state.result.standings) < 1
            return step.state, early
        else:
            step = rajas.play_turn(state)
    return step.state, False


@settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), variant=st.sampled_from(["cherey", "beck"]),
       dummies=st.integers(1, 3), handicap=st.sampled_from([0, 0, 5]),
       end_at=st.sampled_from([1, 3, 99]))
def test_R_7_every_finished_game_has_the_rules_winners_and_the_engines_scores(
    seed: int, variant: str, dummies: int, handicap: int, end_at: int
) -> None:
    raw = {"variant": variant}
    if variant == "beck":
        raw |= {"dummies": str(dummies), "handicap": str(handicap)}
    state, early = play_out(raw, seed, end_at)
    found = finished(state)
    assert state.result is not None
    winners = {seat for seat, s in enumerate(found.seats) if s.winner}
    assert winners == rules_winners(state)
    assert [s.score for s in found.seats] == [s.distance for s in state.result.standings]
    assert len(found.seats) == 1 + len(state.automata)
    assert [s.automaton for s in found.seats] == [False] + [True] * len(state.automata)
    if early:
        assert not found.complete
    elif end_at == 99:
        assert found.complete
    assert found.turns == state.result.round
    assert found.rule == ("RB-E" if variant == "beck" else "RC-E")
