"""Botos's ladder (engines/panticapaeum/ladder.py): the standard game (PB-5.1) and every set of
the harder rules a–d (PB-9), by how many, then by letter."""

from __future__ import annotations

from engines.panticapaeum import model
from engines.panticapaeum.ladder import BOTOS, HARDER
from engines.panticapaeum.spec import SPEC
from tests import ladder_support


def test_PB_9_every_combination_is_a_level_ranked_by_count_then_letter() -> None:
    assert set(SPEC.ladders) == {"botos"}
    ladder_support.check_ranks(BOTOS, "botos")
    ladder_support.check_ids_unique(SPEC)
    assert [level.id for level in BOTOS] == [
        "botos",
        *("botos-" + x for x in ("a", "b", "c", "d", "ab", "ac", "ad", "bc", "bd", "cd")),
        *("botos-" + x for x in ("abc", "abd", "acd", "bcd", "abcd")),
    ]


def test_PB_9_a_combination_comes_after_each_of_its_parts() -> None:
    letters = {level.id: set(dict(level.options).get("harder", "")) for level in BOTOS}
    rank = {level.id: level.rank for level in BOTOS}
    for whole, of_whole in letters.items():
        for part, of_part in letters.items():
            if of_part < of_whole:
                assert rank[part] < rank[whole], (part, whole)


def test_PB_9_the_ladder_knows_every_harder_rule() -> None:
    assert HARDER == model.HARDER


def test_PB_5_1_the_standard_game_is_the_easiest() -> None:
    assert BOTOS[0].options == () and BOTOS[0].rules == ("PB-5.1",)


def test_each_level_starts_a_game_at_that_level() -> None:
    ladder_support.check_round_trip(SPEC)


def test_PB_9_letters_in_any_order_are_the_same_level() -> None:
    state = SPEC.new({"harder": "d,b"}, 7, None).state
    assert SPEC.level(state) == next(level for level in BOTOS if level.id == "botos-bd")


def test_each_level_is_named_and_described_in_every_language() -> None:
    ladder_support.check_messages(SPEC)
