"""The mild bot's ladder (engines/splendor/ladder.py): easier, standard, harder 1–10 (SP-9)."""

from __future__ import annotations

from engines.splendor import game
from engines.splendor.ladder import MAX_HARDER, MILD
from engines.splendor.spec import SPEC, VERBS
from tests import ladder_support


def test_SP_9_ladder_ranked_from_easier_to_the_most_kept_cards() -> None:
    assert set(SPEC.ladders) == {"mild"}
    ladder_support.check_ranks(MILD, "mild")
    ladder_support.check_ids_unique(SPEC)
    ids = [level.id for level in MILD]
    assert ids[:3] == ["mild-easier", "mild", "mild-harder-1"]
    assert ids[-1] == f"mild-harder-{game.MAX_HARDER}"


def test_SP_9_the_ladder_reaches_as_far_as_new_takes() -> None:
    new = next(verb for verb in VERBS if verb.name == "new")
    harder = next(param for param in new.params if param.name == "harder")
    assert MAX_HARDER == game.MAX_HARDER
    assert harder.integer == (1, MAX_HARDER)
    names = {param.name for param in new.params}
    assert all({name for name, _ in level.options} <= names for level in MILD)


def test_each_level_starts_a_game_at_that_level() -> None:
    ladder_support.check_round_trip(SPEC)


def test_SP_9_easier_and_harder_together_is_no_level() -> None:
    state = SPEC.new({"easier": "yes", "harder": "2"}, 7, None).state
    assert SPEC.level(state) is None


def test_SP_10_dealing_and_dice_keep_the_level() -> None:
    state = SPEC.new({"deal": "table", "dice": "player", "harder": "4"}, 7, None).state
    assert SPEC.level(state) == MILD[5]


def test_each_level_is_named_and_described_in_every_language() -> None:
    ladder_support.check_messages(SPEC)
