"""The outcome of a Pax Pamir game (PP-14) as the record keeps it: each player's points as the
referee's ledger holds them at the end, the winners the rules name (a lead of 4 after a check;
after the final check the most points, then military stars, then rupees, else shared), and
whether the game ran to its end. Tables are played through the engine's own commands."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from engines import paxpamir
from engines.core import Step
from engines.core.outcome import Outcome
from engines.paxpamir.model import COALITIONS, PaxState, Player
from engines.paxpamir.spec import SPEC
from tests.paxpamir.support import command, table

NAMES = ["Ana", "Ben", "Carla", "Dan", "Wakhan"]


def played(state: PaxState, *moves: str) -> PaxState:
    """The table after these commands, none of them asking anything."""
    for move in moves:
        step = command(state, move)
        assert step.prompt is None, move
        state = step.state
    return state


def finished(state: PaxState) -> Outcome:
    found = SPEC.outcome(state)
    assert found is not None
    return found


def rows(found: Outcome) -> list[tuple[str, int | None, bool]]:
    return [(s.name, s.score, s.winner) for s in found.seats]


def test_PP_14_four_points_ahead_after_a_check_wins_at_once() -> None:
    # Ana's 3 cylinders take the failed check's 3 points, Ben's 0 the second place's 1.
    state = played(table(), "ana vp 2", "ana cylinders 3", "ben vp 1", "check 1 1 1")
    found = finished(state)
    assert rows(found) == [("Ana", 5, True), ("Ben", 1, False), ("Carla", 0, False)]
    assert found.complete and found.rule == "PP-14" and found.turns == 1
    assert [s.first for s in found.seats] == [True, False, False]
    assert not any(s.automaton for s in found.seats) and found.margin is None


def test_PP_14_after_the_final_check_the_most_points_win() -> None:
    state = played(table(), "check 1 1 1", "ben vp 9", "check final 1 1 1")
    found = finished(state)
    # Nobody has a cylinder, so all three share the places: (3 + 1 + 0) / 3 at the first
    # check, (6 + 2 + 0) / 3 at the final one, Ben set to 9 between them.
    assert rows(found) == [("Ana", 3, False), ("Ben", 11, True), ("Carla", 3, False)]
    assert found.complete and found.turns == 2 and found.rule == "PP-14"


def test_PP_14_a_tie_on_points_goes_to_the_most_military_stars() -> None:
    state = played(table(), "ana vp 9", "ben vp 9", "ben military 2", "check final 1 1 1")
    found = finished(state)
    assert rows(found) == [("Ana", 11, False), ("Ben", 11, True), ("Carla", 2, False)]
    assert found.complete


def test_PP_14_still_tied_the_most_rupees() -> None:
    state = played(table(), "ana vp 9", "ben vp 9", "ana rupees 6", "check final 1 1 1")
    assert [s.name for s in finished(state).winners] == ["Ana"]


def test_PP_14_ruling_still_tied_a_shared_victory() -> None:
    state = played(table(), "ana vp 9", "ben vp 9", "check final 1 1 1")
    found = finished(state)
    assert [s.name for s in found.winners] == ["Ana", "Ben"]
    assert found.complete and found.rule == "PP-14"


def test_PP_14_a_game_ended_early_is_incomplete_with_the_winner_as_points_stand() -> None:
    state = played(table(), "check 1 1 1", "carla vp 3")
    step = paxpamir.give_answer(paxpamir.end_game(state).state, "y")
    found = finished(step.state)
    assert not found.complete and found.turns == 1 and found.rule == "PP-14"
    assert rows(found) == [("Ana", 1, False), ("Ben", 1, False), ("Carla", 3, True)]


def test_PP_14_ended_during_setup_before_anyone_is_seated_has_no_seats() -> None:
    asked = paxpamir.new_game(paxpamir.parse_options({}))
    assert asked.prompt is not None
    step = paxpamir.give_answer(paxpamir.end_game(asked.state).state, "y")
    found = finished(step.state)
    assert found.seats == () and not found.complete and found.winners == ()


def test_PP_2_ended_before_the_loyalties_were_chosen_nobody_played_first() -> None:
    asked = paxpamir.new_game(paxpamir.parse_options({"players": "Ana,Ben"}))
    assert asked.prompt is not None  # Ana's loyalty
    step = paxpamir.give_answer(paxpamir.end_game(asked.state).state, "y")
    found = finished(step.state)
    assert not found.complete and not any(s.first for s in found.seats)
    assert [s.name for s in found.winners] == ["Ana", "Ben"]  # nothing to tell them apart


def test_PP_2_ruling_wakhan_is_the_automaton_and_plays_first() -> None:
    state = table(players="Ana,Wakhan,Ben", loyalty="british,russian")
    state = played(state, "wakhan vp 9", "check final 1 1 1")
    found = finished(state)
    assert [(s.name, s.automaton, s.first, s.winner) for s in found.seats] == [
        ("Ana", False, False, False),
        ("wakhan", True, True, True),
        ("Ben", False, False, False),
    ]


def test_PP_14_no_outcome_while_the_game_goes_on() -> None:
    state = table()
    assert SPEC.outcome(state) is None
    state = played(state, "ana vp 3", "check 1 1 1")  # 3 + 3 against Ben's 1: no lead of 4
    assert state.phase == "play" and SPEC.outcome(state) is None
    asked = paxpamir.end_game(state)
    assert asked.prompt is not None and SPEC.outcome(asked.state) is None
    kept = paxpamir.give_answer(asked.state, "n")
    assert SPEC.outcome(kept.state) is None


def rules_winners(players: list[Player], final: bool) -> list[str]:
    """PP-14 said again from the ledgers: 4 or more ahead of everyone (with two players or
    more); else, after the final check or at an end, the most points, then military stars,
    then rupees; still tied, all of them."""
    ranked = sorted(p.vp for p in players)
    if len(players) > 1 and ranked[-1] - ranked[-2] >= 4:
        return [p.name for p in players if p.vp == ranked[-1]]
    if not final:
        return []
    best = max((p.vp, p.stars["military"], p.rupees) for p in players)
    return [p.name for p in players if (p.vp, p.stars["military"], p.rupees) == best]


@given(
    seed=st.integers(0, 2**32 - 1),
    count=st.integers(1, 5),
    checks=st.integers(0, 4),
    ended=st.booleans(),
)
def test_PP_14_every_random_finished_game_has_the_rules_outcome(
    seed: int, count: int, checks: int, ended: bool
) -> None:
    """Random ledgers and blocks before each check; up to four checks, then the final one or
    an early end. The outcome's scores are the ledger's and its winners the rules'."""
    rng = random.Random(seed)
    names = rng.sample(NAMES, count)
    humans = [n for n in names if n != "Wakhan"]
    options = {"players": ",".join(names)}
    if humans:
        options["loyalty"] = ",".join(rng.choice(COALITIONS) for _ in humans)
    state = paxpamir.new_game(paxpamir.parse_options(options)).state
    done = 0
    while state.phase != "over":
        for name in names:
            state = played(
                state,
                f"{name} vp +{rng.randint(0, 6)}",
                f"{name} cylinders {rng.randint(0, 4)}",
                f"{name} military {rng.randint(0, 2)}",
                f"{name} rupees {rng.randint(0, 6)}",
            )
        final = done == checks
        if final and ended:
            step: Step[PaxState] = paxpamir.give_answer(paxpamir.end_game(state).state, "y")
            expected = rules_winners(step.state.players, True)
        else:
            blocks = " ".join(str(rng.randint(0, 8)) for _ in COALITIONS)
            step = command(state, f"check {'final ' if final else ''}{blocks}")
            expected = rules_winners(step.state.players, final)
        state, done = step.state, done + 1
        found = SPEC.outcome(state)
        if state.phase != "over":
            assert found is None and expected == []
            continue
        assert found is not None
        assert [s.score for s in found.seats] == [p.vp for p in state.players]
        assert [s.name for s in found.winners] == [
            "wakhan" if n == "Wakhan" else n for n in expected
        ]
        assert found.complete == (not (final and ended))
        assert found.turns == state.checks == done - (1 if final and ended else 0)
        assert sum(s.first for s in found.seats) == 1
