"""Rajas's ladders (engines/rajas/ladder.py): Beck's dummies and handicap (RB-S, RB-S2) and
Cherey's one level (RC-S)."""

from __future__ import annotations

from engines.rajas.ladder import BECK, BECK_HANDICAPS, CHEREY
from engines.rajas.spec import SPEC, VERBS
from tests import ladder_support


def new_options() -> dict[str, tuple[str, ...] | tuple[int, int] | None]:
    new = next(verb for verb in VERBS if verb.name == "new")
    return {param.name: param.choices or param.integer for param in new.params}


def test_RB_S_ladders_cover_both_automata_ranked_from_easiest() -> None:
    assert set(SPEC.ladders) == {"beck", "cherey"}
    ladder_support.check_ranks(SPEC.ladders["beck"], "beck")
    ladder_support.check_ranks(SPEC.ladders["cherey"], "cherey")
    ladder_support.check_ids_unique(SPEC)


def test_RB_S_more_dummies_then_a_handicap_is_harder() -> None:
    ids = [level.id for level in BECK]
    assert ids == ["beck-1", "beck-1-h5", "beck-2", "beck-2-h5", "beck-3", "beck-3-h5"]


def test_RB_S2_handicap_levels_turn_the_handicap_rule() -> None:
    for level in BECK:
        handicap = dict(level.options).get("handicap")
        assert ("RB-S2" in level.rules) == (handicap is not None)


def test_RC_S_cherey_has_one_level() -> None:
    assert [level.id for level in CHEREY] == ["cherey"]


def test_ladder_options_are_options_of_new() -> None:
    params = new_options()
    for ladder in SPEC.ladders.values():
        for level in ladder:
            assert {name for name, _ in level.options} <= set(params)
    low, high = params["handicap"] or (0, 0)
    assert all(low <= h <= high for h in BECK_HANDICAPS)


def test_each_level_starts_a_game_at_that_level() -> None:
    ladder_support.check_round_trip(SPEC)


def test_RB_S2_a_handicap_off_the_ladder_is_no_level() -> None:
    state = SPEC.new({"variant": "beck", "dummies": "2", "handicap": "3"}, 7, None).state
    assert SPEC.level(state) is None


def test_RC_S_modes_of_the_game_keep_the_level() -> None:
    for options in ({"variant": "cherey", "navaratna": ""}, {"dice": "player", "ganga": ""}):
        assert SPEC.level(SPEC.new(options, 7, None).state) == CHEREY[0]
    beck = {"variant": "beck", "dummies": "3", "handicap": "5", "navaratna": ""}
    assert SPEC.level(SPEC.new(beck, 7, None).state) == BECK[-1]


def test_each_level_is_named_and_described_in_every_language() -> None:
    ladder_support.check_messages(SPEC)
