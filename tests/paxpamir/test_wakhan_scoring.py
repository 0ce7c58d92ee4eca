"""Wakhan at the referee's checks and at the end (docs/wakhan.md PW-18, PW-20): she scores as a
player loyal to every coalition, and she wins as a player would. The referee does this for any
seat named Wakhan; these tests hold it to her rules."""

from __future__ import annotations

from tests.paxpamir.support import play

SOLO = {"players": ["Ana", "Wakhan"], "loyalty": ["russian"]}
DUO = {"players": ["Ana", "Wakhan", "Ben"], "loyalty": ["british", "russian"]}


def awards(outcome: object) -> dict[str, int]:
    found: dict[str, int] = {}
    for event in outcome.events(key="paxpamir-award"):  # type: ignore[attr-defined]
        found[event["params"]["who"]] = event["params"]["points"]
    return found


def test_PW_18_her_influence_with_a_dominant_coalition_counts_every_gift_and_her_patriots() -> None:
    # Afghan dominant: her Afghan patriot and both gifts count (gifts count with all three).
    moves = ["wakhan gifts +2", "wakhan patriots afghan +1", "blocks 6 1 1", "check"]
    outcome = play(moves, answers=["y"], **SOLO)
    assert awards(outcome) == {"Wakhan": 5}
    assert outcome.vp() == {"Ana": 0, "Wakhan": 5}


def test_PW_18_her_patriots_of_another_coalition_do_not_count_for_the_dominant_one() -> None:
    # Russian dominant: her Afghan patriot is no help; Ana's two Russian patriots beat her.
    moves = ["wakhan patriots afghan +2", "ana patriots +2", "blocks 0 1 6", "check"]
    outcome = play(moves, answers=["y"], **SOLO)
    assert awards(outcome) == {"Ana": 5, "Wakhan": 3}


def test_PW_18_in_a_failed_check_her_cylinders_in_play_count() -> None:
    moves = ["wakhan cylinders +5", "ana cylinders +2", "blocks 2 2 1", "check"]
    outcome = play(moves, answers=["y"], **SOLO)
    assert awards(outcome) == {"Wakhan": 3, "Ana": 1}


def test_PW_20_she_wins_by_a_lead_of_four_after_a_check_as_a_player_would() -> None:
    moves = ["wakhan vp 2", "wakhan gifts +1", "blocks 6 1 1", "check"]
    outcome = play(moves, answers=["y"], **SOLO)
    final = outcome.final
    assert final["phase"] == "over"
    assert final["result"]["winners"] == ["Wakhan"]


def test_PW_20_with_two_humans_the_game_is_not_cooperative_one_seat_wins() -> None:
    moves = ["ben vp 9", "check final 1 1 1"]
    outcome = play(moves, **DUO)
    assert outcome.final["result"]["winners"] == ["Ben"]
    moves = ["wakhan vp 9", "check final 1 1 1"]
    assert play(moves, **DUO).final["result"]["winners"] == ["Wakhan"]
