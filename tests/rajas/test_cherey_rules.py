"""Cherey's virtual player (seed 000), one or more tests per rule id RC-… of the rules brief.

Every scenario is played by the public scenario runner with the player's own dice: the first
face is Cherey's setup roll (even: the human starts), then the automa's rolls in order. Board
questions get explicit answers wherever the rule depends on them.
"""

from __future__ import annotations

from typing import Any

import pytest

from engines.replay import run
from tests.rajas.support import KNOWN_BOARD, Outcome, dice, play

HUMAN_FIRST = 2
"""An even setup roll: the human starts, the automa (4 money, 2nd seat) plays next."""

AUTOMA_FIRST = 3
"""An odd setup roll: the automa starts."""


def d6_prompts(out: Outcome, key: str | None = None) -> list[dict[str, Any]]:
    return [line for line in out.lines if line["type"] == "prompt" and line["kind"] == "d6"
            and (key is None or line["params"].get("for") == key)]


def asked(out: Outcome) -> list[list[str]]:
    """The spaces the bot asked about, question by question (one space: is it free? several:
    which of them hold the player's workers?)."""
    return [[p["params"]["space"]] if p["key"] == "rajas-ask-free" else p["params"]["spaces"]
            for p in out.prompts() if p["key"] in ("rajas-ask-free", "rajas-ask-taken")]


def refused(*, dice_faces: list[int], answers: list[Any], automa: dict[str, Any],
            taken: list[str] | None = None) -> dict[str, Any]:
    """Play until the engine refuses an answer; return the error line."""
    state: dict[str, Any] = {"profile": KNOWN_BOARD, "automa": automa}
    if taken:
        state["taken"] = taken
    lines = list(run({"game": "rajas", "variant": "cherey", "seed": 1, "dice": dice_faces,
                      "answers": answers, "state": state, "turns": 1}))
    errors = [line for line in lines if line["type"] == "error"]
    assert errors, "the answer was accepted"
    return errors[0]


def terms(prefix: str, *names: str) -> list[str]:
    return [f"@rajas-{prefix}-{name}" for name in names]


# -- RC-S setup ------------------------------------------------------------------------------


@pytest.mark.parametrize("face", [2, 4, 6])
def test_RC_S_even_face_lets_the_human_start(face: int) -> None:
    out = play(dice=[face], turns=0)
    assert out.params("RC-S", "rajas-first-player")["seat"] == 0
    assert out.params("R-8", "rajas-round-start") == {
        "round": 1, "seat": 0, "who": "@rajas-who-you"}
    assert out.prompts("rajas-ask-first-money") == []
    assert out.params("RC-S", "rajas-setup-cherey")["money"] == 4


@pytest.mark.parametrize("face", [1, 3, 5])
def test_RC_S_odd_face_lets_the_automa_start_and_asks_its_money(face: int) -> None:
    out = play(dice=[face], answers=[6], turns=0)
    assert out.params("RC-S", "rajas-first-player") == {
        "face": face, "seat": 1, "who": "@rajas-who-automa"}
    assert len(out.prompts("rajas-ask-first-money")) == 1
    assert out.params("R-8", "rajas-round-start")["seat"] == 1
    assert out.me["money"] == 6


def test_RC_S_automa_starts_with_one_die_of_each_colour_and_the_usual_markers() -> None:
    out = play(dice=[HUMAN_FIRST], turns=0)
    assert out.me["dice"] == dice(1, 1, 1, 1)
    assert (out.me["fame"], out.me["boat"], out.me["workers"]) == (0, 0, 3)
    assert out.me["upgrades"] == [2, 2, 2, 2]
    assert out.me["tiles"] == [] and out.me["yields"] == []


def test_RC_S_the_automa_that_starts_plays_the_first_turn() -> None:
    out = play(dice=[AUTOMA_FIRST, 6], answers=[5, "y"])
    assert out.params("RC-T", "rajas-turn-start")["worker"] == 1
    assert out.me["placed"] == ["terrace-orange"]
    assert out.me["money"] == 5


# -- RC-T the turn ---------------------------------------------------------------------------


def test_RC_T_no_workers_left_skips_the_turn() -> None:
    out = play(dice=[HUMAN_FIRST], automa={"workers": 0}, answers=["over"])
    assert out.event("RC-T", "rajas-skip")
    assert d6_prompts(out, "rajas-roll-area") == []
    assert out.me["placed"] == [] and out.me["dice"] == dice(1, 1, 1, 1)


def test_RC_T_no_dice_forces_the_orange_terrace_without_a_roll() -> None:
    out = play(dice=[HUMAN_FIRST], automa={"dice": dice()}, answers=["none"])
    assert out.event("RC-T", "rajas-no-dice-terrace")
    assert d6_prompts(out, "rajas-roll-area") == []
    assert out.me["placed"] == ["terrace-orange"]
    assert out.me["dice"] == dice(orange=1)


def test_RC_T_no_dice_takes_the_first_free_terrace_space_in_colour_order() -> None:
    out = play(dice=[HUMAN_FIRST], automa={"dice": dice()}, answers=["orange purple"])
    assert asked(out) == [[*terms("space", "terrace-orange", "terrace-purple",
                                  "terrace-green", "terrace-blue", "terrace-reroll")]]
    assert out.me["placed"] == ["terrace-green"]
    assert out.me["dice"] == dice(green=1)


def test_RC_T_no_dice_skips_spaces_reported_taken() -> None:
    out = play(dice=[HUMAN_FIRST], automa={"dice": dice()}, answers=["none"],
               taken=["terrace-orange", "terrace-purple", "terrace-green"])
    assert asked(out) == [terms("space", "terrace-blue", "terrace-reroll")]
    assert out.me["placed"] == ["terrace-blue"]
    assert out.me["dice"] == dice(blue=1)


def test_RC_T_invalid_area_moves_to_the_next_higher_value_without_a_reroll() -> None:
    # 4 harbor, taken -> 5 verandas: the single orange die goes for two purple.
    out = play(dice=[HUMAN_FIRST, 4], taken=["harbor"], answers=["none"])
    assert out.params("RC-T", "rajas-next-value")["area"] == "@rajas-area-balconies"
    assert len(d6_prompts(out, "rajas-roll-area")) == 1
    assert out.me["placed"] == ["balcony-orange"]
    assert out.me["dice"] == dice(orange=0, purple=3, green=1, blue=1)


def test_RC_T_next_value_after_6_is_1() -> None:
    # 6 dice: the terrace sends it to the lookout, which is taken -> 1 chambers, room 3.
    out = play(dice=[HUMAN_FIRST, 6, 3], automa={"dice": dice(orange=3, purple=3)},
               taken=["terrace-reroll"], answers=["none"])
    # The line that moves it on names the area: no second "goes to" line for it.
    areas = [e["params"]["area"] for e in out.events("RC-T", "rajas-area")]
    assert areas == terms("area", "terrace")
    assert out.params("RC-T", "rajas-next-value")["area"] == "@rajas-area-chambers"
    assert len(d6_prompts(out, "rajas-roll-area")) == 1
    assert out.me["placed"] == ["chamber-3"]
    assert out.me["dice"] == dice(orange=2, purple=3, green=1)
    assert out.me["money"] == 6


def test_RC_T_chamber_roll_moves_to_the_next_room_6_to_1() -> None:
    out = play(dice=[HUMAN_FIRST, 1, 6], taken=["chamber-6"], answers=["none"])
    assert out.params("RC-C", "rajas-next-room")["room"] == 1
    assert len(d6_prompts(out, "rajas-roll-room")) == 1
    assert out.me["placed"] == ["chamber-1"]
    assert out.me["fame"] == 2


def test_RC_T_no_free_chamber_moves_on_to_the_next_area() -> None:
    out = play(dice=[HUMAN_FIRST, 1, 3], taken=[f"chamber-{n}" for n in range(1, 7)],
               answers=["orange 4 b1"])
    assert [e["params"]["room"] for e in out.events("RC-C", "rajas-next-room")] == [
        4, 5, 6, 1, 2]
    assert out.event("RC-C", "rajas-chambers-none-valid")
    assert out.params("RC-T", "rajas-next-value")["area"] == "@rajas-area-quarry"
    assert [p["key"] for p in out.prompts()] == ["rajas-ask-quarry-tile"]
    assert out.me["placed"] == ["quarry"]


# -- RC-G1 taking a die ------------------------------------------------------------------------
# Chamber 3 spends one die (G2) and then takes one (G1).


def test_RC_G1_takes_a_colour_it_has_exactly_one_of_to_make_a_pair() -> None:
    out = play(dice=[HUMAN_FIRST, 1, 3], automa={"dice": dice(orange=3, purple=1, green=1)},
               answers=["none"])
    taken = [e for e in out.events("RC-G1", "rajas-colour-chosen")]
    assert [e["params"]["colour"] for e in taken] == ["@rajas-colour-purple"]
    assert taken[0]["params"]["tier"] == "@rajas-tier-one"
    assert out.me["dice"] == dice(orange=2, purple=2, green=1)


def test_RC_G1_takes_a_colour_it_lacks_when_none_is_single() -> None:
    out = play(dice=[HUMAN_FIRST, 1, 3], automa={"dice": dice(orange=3, purple=2)},
               answers=["none"])
    chosen = out.params("RC-G1", "rajas-colour-chosen")
    assert (chosen["colour"], chosen["tier"]) == ("@rajas-colour-green", "@rajas-tier-none")
    assert out.me["dice"] == dice(orange=2, purple=2, green=1)


def test_RC_G1_ruling_takes_the_fewest_colour_when_it_has_all_and_no_single() -> None:
    out = play(dice=[HUMAN_FIRST, 1, 3],
               automa={"dice": dice(orange=4, purple=3, green=2, blue=2)}, answers=["none"])
    chosen = out.params("RC-G1", "rajas-colour-chosen")
    assert (chosen["colour"], chosen["tier"]) == ("@rajas-colour-green", "@rajas-tier-fewest")
    assert out.me["dice"] == dice(orange=3, purple=3, green=3, blue=2)


# -- RC-G2 spending a die where no colour is required ------------------------------------------
# Chamber 1 spends one die (G2) for two fame.


@pytest.mark.parametrize(("before", "spent", "after"), [
    (dice(orange=1, purple=3, green=1, blue=2), "purple", dice(1, 2, 1, 2)),
    (dice(orange=3, purple=4), "orange", dice(2, 4, 0, 0)),
    (dice(orange=2, purple=2, green=1, blue=1), "green", dice(2, 2, 0, 1)),
    (dice(orange=2, green=2), "orange", dice(1, 0, 2, 0)),
], ids=["more-than-two-first", "more-than-two-tie-by-priority", "single-before-pair",
        "pair-last"])
def test_RC_G2_spends_more_than_two_then_single_then_pair(
        before: dict[str, int], spent: str, after: dict[str, int]) -> None:
    out = play(dice=[HUMAN_FIRST, 1, 1], automa={"dice": before}, answers=["none"])
    assert out.params("RC-G2", "rajas-colour-chosen")["colour"] == f"@rajas-colour-{spent}"
    assert out.me["dice"] == after
    assert out.me["fame"] == 2


# -- RC-C chambers -----------------------------------------------------------------------------


def test_RC_C_room_1_two_fame_and_the_automa_starts_the_next_round() -> None:
    # Its last worker takes the Great Mogul; the round-end question comes at once (and does
    # not ask who took the Mogul); the automa opens round 2 with every space free.
    out = play(dice=[HUMAN_FIRST, 1, 1, 6], automa={"workers": 1}, answers=["none", "over"])
    assert out.me["fame"] == 2
    assert out.event("R-2", "rajas-starts-next-round")
    starts = out.events("R-8", "rajas-round-start")
    assert [(e["params"]["round"], e["params"]["seat"]) for e in starts] == [(1, 0), (2, 1)]
    [end] = out.prompts("rajas-ask-round-end")
    assert "mogul" not in end["options"]
    assert out.final["round"] == 2
    assert out.me["placed"] == ["terrace-purple"]
    assert out.me["workers"] == 2
    assert len(out.prompts("rajas-ask-taken")) == 1  # round 2 begins with every space free


def test_RC_C_room_2_two_dice_and_a_yield_tile_taken_at_once() -> None:
    out = play(dice=[HUMAN_FIRST, 1, 2], answers=["money 2"])
    assert out.me["placed"] == ["chamber-2"]
    assert out.me["dice"] == dice(orange=0, purple=2, green=2, blue=1)
    assert out.me["yields"] == [[{"kind": "money", "amount": 2}]]
    assert out.me["money"] == 6


def test_RC_C_room_3_two_money_and_one_die() -> None:
    out = play(dice=[HUMAN_FIRST, 1, 3], answers=["none"])
    assert out.me["placed"] == ["chamber-3"]
    assert out.me["dice"] == dice(orange=0, purple=2, green=1, blue=1)
    assert out.me["money"] == 6


@pytest.mark.parametrize(("before", "after"), [
    ([2, 2, 2, 2], [3, 2, 2, 2]),
    ([3, 2, 2, 2], [3, 3, 2, 2]),
    ([3, 3, 3, 2], [3, 3, 3, 3]),
    ([4, 3, 2, 3], [4, 3, 3, 3]),
    ([3, 3, 3, 3], [4, 3, 3, 3]),
    ([4, 4, 3, 4], [4, 4, 4, 4]),
], ids=["top-first", "then-down", "bottom-last", "all-to-3-before-any-4", "then-3-to-4",
        "last-one"])
def test_RC_C_room_4_upgrades_top_to_bottom_all_2_to_3_before_3_to_4(
        before: list[int], after: list[int]) -> None:
    out = play(dice=[HUMAN_FIRST, 1, 4], automa={"upgrades": before}, answers=["none"])
    assert out.me["upgrades"] == after
    assert out.me["money"] == 7


def test_RC_C_room_4_with_every_track_at_4_only_the_money() -> None:
    out = play(dice=[HUMAN_FIRST, 1, 4], automa={"upgrades": [4, 4, 4, 4]}, answers=["none"])
    assert out.event("RC-C", "rajas-upgrade-none")
    assert out.events(key="rajas-upgrade") == []
    assert out.me["upgrades"] == [4, 4, 4, 4]
    assert out.me["money"] == 7
    assert out.me["placed"] == ["chamber-4"]


C5_AUTOMA = {"dice": dice(purple=1, green=1, blue=2),
             "tiles": ["orange 5 silk2", "blue 4 tea1"]}


def test_RC_C_room_5_buys_a_tile_of_the_least_held_good_for_one_die_of_its_colour() -> None:
    out = play(dice=[HUMAN_FIRST, 1, 5], automa=C5_AUTOMA, answers=["green 11 b2 spices3"])
    wants = out.params("RC-C", "rajas-c5-wants")
    assert wants["goods"] == ["@rajas-good-spices"]
    assert wants["colours"] == terms("colour", "purple", "green", "blue")
    assert wants["held"] == 0
    # One question: the tile (the chamber's own state comes with it: `taken`).
    assert [p["key"] for p in out.prompts()] == ["rajas-ask-c5-tile"]
    # One green die, although 11 would take two dice at 6 pips.
    assert out.me["dice"] == dice(purple=1, green=0, blue=2)
    assert out.me["placed"] == ["chamber-5"]
    assert out.me["tiles"][-1] == {"colour": "green", "cost": 11, "buildings": [2],
                                   "markets": [{"good": "spices", "value": 3}]}
    assert (out.me["fame"], out.me["money"]) == (1, 7)
    # No other die spent for the chamber.
    assert len(out.events(key="rajas-spend-dice")) == 1


def test_RC_C_room_5_all_goods_tied_are_offered() -> None:
    out = play(dice=[HUMAN_FIRST, 1, 5], answers=["orange 3 tea1"])
    assert out.params("RC-C", "rajas-c5-wants")["goods"] == terms("good", "silk", "tea",
                                                                  "spices")
    assert out.me["dice"] == dice(orange=0, purple=1, green=1, blue=1)


def test_RC_C_room_5_refuses_a_colour_it_has_no_die_of() -> None:
    error = refused(dice_faces=[HUMAN_FIRST, 1, 5], answers=["orange 5 spices1"],
                    automa=C5_AUTOMA)
    assert error["key"] == "rajas-code-colour-not-allowed"


def test_RC_C_room_5_refuses_a_tile_without_the_wanted_good() -> None:
    error = refused(dice_faces=[HUMAN_FIRST, 1, 5], answers=["green 5 silk1"],
                    automa=C5_AUTOMA)
    assert error["key"] == "rajas-code-good-not-allowed"


def test_RC_C_room_5_without_such_a_tile_moves_on_to_room_6() -> None:
    out = play(dice=[HUMAN_FIRST, 1, 5], automa=C5_AUTOMA, answers=["none", "none"])
    assert out.event("RC-C", "rajas-no-tile-c5")
    assert out.params("RC-C", "rajas-next-room")["room"] == 6
    assert out.me["placed"] == ["chamber-6"]
    assert out.me["boat"] == 6
    assert len(out.me["tiles"]) == 2


def test_RC_C_room_5_taken_moves_on_to_room_6() -> None:
    out = play(dice=[HUMAN_FIRST, 1, 5], automa=C5_AUTOMA, answers=["taken", "none"])
    assert out.params("R-8", "rajas-space-taken")["space"] == "@rajas-space-chamber-5"
    assert out.me["placed"] == ["chamber-6"]


def test_RC_C_room_6_six_river_steps_and_the_river_loops() -> None:
    board = {**KNOWN_BOARD, "river": {**KNOWN_BOARD["river"],
                                      "4": [{"kind": "fame", "amount": 2}]}}
    out = play(dice=[HUMAN_FIRST, 1, 6], automa={"boat": 8}, board=board, answers=["none"])
    assert out.params("RC-C", "rajas-river-loop")["length"] == 10
    assert out.params(key="rajas-boat") == {"seat": 1, "who": "@rajas-who-automa",
                                            "boat": 4, "steps": 6}
    assert out.me["boat"] == 4
    assert out.me["fame"] == 2
    assert out.me["placed"] == ["chamber-6"]


# -- RC-Q quarry -------------------------------------------------------------------------------


def limit(colour: str, count: int) -> dict[str, Any]:
    return {"@": "rajas-colour-limit", "colour": f"@rajas-colour-{colour}", "dice": count,
            "high": 6 * count}


def test_RC_Q_colours_ranked_by_dice_ties_by_priority_pays_at_6_pips_a_die() -> None:
    out = play(dice=[HUMAN_FIRST, 2], automa={"dice": dice(orange=1, purple=3, green=3)},
               answers=["purple 14 b1 tea2"])
    ranking = [limit("purple", 3), limit("green", 3), limit("orange", 1)]
    assert out.params("RC-Q", "rajas-quarry-ranking")["ranking"] == ranking
    [ask] = out.prompts("rajas-ask-quarry-tile")
    assert ask["params"]["ranking"] == ranking
    chosen = out.params("RC-Q", "rajas-colour-chosen")
    assert (chosen["colour"], chosen["tier"]) == ("@rajas-colour-purple", "@rajas-tier-most")
    assert out.events("RC-Q", "rajas-quarry-passed") == []
    assert out.me["placed"] == ["quarry"]
    assert out.event("RC-Q", "rajas-cheapest-space")
    # 14 takes three dice at 6 pips.
    assert out.me["dice"] == dice(orange=1, purple=0, green=3)
    assert (out.me["fame"], out.me["money"]) == (1, 6)


def test_RC_Q_a_top_colour_without_a_payable_tile_passes_to_the_next_colour() -> None:
    # The seed: it buys unless it «no puede adquirir ninguna de las losetas disponibles».
    out = play(dice=[HUMAN_FIRST, 2], automa={"dice": dice(orange=1, purple=3, green=2)},
               answers=["green 9 b2"])
    assert out.params("RC-Q", "rajas-quarry-passed")["colours"] == ["@rajas-colour-purple"]
    chosen = out.params("RC-Q", "rajas-colour-chosen")
    assert (chosen["colour"], chosen["tier"]) == (
        "@rajas-colour-green", "@rajas-tier-most-payable")
    assert out.events(key="rajas-invalid-no-tile") == []
    assert out.me["placed"] == ["quarry"]
    assert out.me["dice"] == dice(orange=1, purple=3, green=0)


def test_RC_Q_the_last_colour_of_the_ranking_still_buys() -> None:
    out = play(dice=[HUMAN_FIRST, 2], automa={"dice": dice(orange=1, purple=3, green=2)},
               answers=["orange 4 tea1"])
    assert out.params("RC-Q", "rajas-quarry-passed")["colours"] == terms(
        "colour", "purple", "green")
    assert out.me["dice"] == dice(orange=0, purple=3, green=2)


def test_RC_Q_pays_with_as_few_dice_as_cover_the_cost() -> None:
    out = play(dice=[HUMAN_FIRST, 2], automa={"dice": dice(orange=3)}, answers=["7 b3"])
    assert out.me["dice"] == dice(orange=1)  # one colour: the code needs no colour


def test_RC_Q_refuses_a_tile_it_cannot_pay() -> None:
    error = refused(dice_faces=[HUMAN_FIRST, 2], answers=["purple 19 b1"],
                    automa={"dice": dice(orange=1, purple=3, green=3)})
    assert error["key"] == "rajas-code-too-dear"


def test_RC_Q_refuses_a_tile_of_a_colour_it_has_no_die_of() -> None:
    error = refused(dice_faces=[HUMAN_FIRST, 2], answers=["blue 6 b1"],
                    automa={"dice": dice(orange=1, purple=3, green=3)})
    assert error["key"] == "rajas-code-colour-not-allowed"


def test_RC_Q_no_tile_in_any_colour_sends_it_to_the_terrace() -> None:
    out = play(dice=[HUMAN_FIRST, 2], automa={"dice": dice(orange=2, purple=1)},
               answers=["none", "none"])
    assert out.params("RC-Q", "rajas-invalid-no-tile")["colours"] == terms(
        "colour", "orange", "purple")
    assert out.params("RC-T", "rajas-redirect")["area"] == "@rajas-area-terrace"
    assert out.me["placed"] == ["terrace-purple"]
    assert out.me["dice"] == dice(orange=2, purple=2)
    assert out.me["tiles"] == []


def test_RC_Q_taken_quarry_moves_to_the_next_value() -> None:
    out = play(dice=[HUMAN_FIRST, 2, 2], taken=["quarry"])
    assert out.params("RC-T", "rajas-next-value")["area"] == "@rajas-area-market"
    assert out.prompts("rajas-ask-quarry-tile") == []


def test_RC_Q_the_tile_question_also_takes_a_full_quarry() -> None:
    out = play(dice=[HUMAN_FIRST, 2, 2], answers=["taken"])
    assert out.params("R-8", "rajas-space-full")["space"] == "@rajas-space-quarry"
    assert out.params("RC-T", "rajas-next-value")["area"] == "@rajas-area-market"


# -- RC-M market -------------------------------------------------------------------------------


def test_RC_M_takes_the_variety_space_first_without_a_die_and_counts_the_payout() -> None:
    out = play(dice=[HUMAN_FIRST, 3], answers=["none"],
               automa={"tiles": ["orange 5 silk2", "blue 4 silk1 tea3"]})
    assert asked(out) == [terms("space", "market-variety", "market-silk", "market-tea")]
    assert out.me["placed"] == ["market-variety"]
    assert out.me["dice"] == dice(1, 1, 1, 1)
    # One market of each good, the best of each: silk 2 and tea 3, never asked.
    assert out.params("RC-M", "rajas-market-pays")["amount"] == 5
    assert out.me["money"] == 9


def test_RC_M_single_good_space_of_the_good_it_has_most_tiles_of() -> None:
    out = play(dice=[HUMAN_FIRST, 3], taken=["market-variety"], answers=["none"],
               automa={"tiles": ["orange 5 silk2", "blue 4 tea1", "green 7 b1 tea2"]})
    assert asked(out) == [terms("space", "market-silk", "market-tea")]
    assert out.events(key="rajas-goods-order") == []
    assert out.me["placed"] == ["market-tea"]
    assert out.me["dice"] == dice(orange=0, purple=1, green=1, blue=1)
    assert out.me["money"] == 7  # every tea market: 1 + 2


@pytest.mark.parametrize(("tiles", "space"), [
    (["blue 4 tea3", "orange 5 silk2"], "market-tea"),
    (["blue 4 tea2", "orange 5 silk2"], "market-silk"),
], ids=["the-space-paying-more", "then-goods-priority"])
def test_RC_M_tie_goes_to_the_space_paying_more_then_goods_priority(
        tiles: list[str], space: str) -> None:
    out = play(dice=[HUMAN_FIRST, 3], taken=["market-variety"], answers=["none"],
               automa={"tiles": tiles})
    assert out.event("RC-M", "rajas-goods-order")
    assert out.me["placed"] == [space]


def test_RC_M_counts_tiles_not_market_stalls() -> None:
    # Silk on one tile (two stalls), tea on two tiles: tea.
    out = play(dice=[HUMAN_FIRST, 3], taken=["market-variety"], answers=["none"],
               automa={"tiles": ["orange 5 silk2 silk1", "blue 4 tea1", "green 7 tea1"]})
    assert out.events(key="rajas-goods-order") == []
    assert out.me["placed"] == ["market-tea"]


def test_RC_M_tiles_tied_with_more_stalls_on_one_are_still_a_tie() -> None:
    # One tile each: a tie, which the tea space wins by paying more (two stalls: 3).
    out = play(dice=[HUMAN_FIRST, 3], taken=["market-variety"], answers=["none"],
               automa={"tiles": ["orange 5 tea2 tea1", "blue 4 silk1"]})
    assert out.event("RC-M", "rajas-goods-order")
    assert out.me["placed"] == ["market-tea"]


def test_RC_M_taken_single_good_space_passes_to_the_next_good() -> None:
    out = play(dice=[HUMAN_FIRST, 3], taken=["market-variety", "market-tea"],
               answers=["y"],  # one space left to ask about: a yes/no
               automa={"tiles": ["orange 5 silk2", "blue 4 tea1", "green 7 b1 tea2"]})
    assert out.me["placed"] == ["market-silk"]


def test_RC_M_no_market_tile_sends_it_to_the_harbor() -> None:
    out = play(dice=[HUMAN_FIRST, 3, 2], automa={"tiles": ["orange 5 b1"]}, answers=["y"])
    assert out.event("RC-M", "rajas-invalid-no-market")
    assert out.params("RC-T", "rajas-redirect")["area"] == "@rajas-area-harbor"
    assert out.me["placed"] == ["harbor"]
    assert out.me["boat"] == 2


def test_RC_M_no_die_means_the_terrace() -> None:
    # With no dice the turn never rolls: the terrace is forced (RC-T), market or not.
    out = play(dice=[HUMAN_FIRST], taken=["market-variety"], answers=["none"],
               automa={"dice": dice(), "tiles": ["orange 5 silk2"]})
    assert d6_prompts(out, "rajas-roll-area") == []
    assert out.me["placed"] == ["terrace-orange"]
    assert out.me["money"] == 4


# -- RC-H harbor -------------------------------------------------------------------------------


@pytest.mark.parametrize(("face", "steps"), [(1, 1), (2, 2), (3, 3), (4, 3), (5, 2), (6, 1)])
def test_RC_H_steps_are_the_face_turned_over_above_3(face: int, steps: int) -> None:
    out = play(dice=[HUMAN_FIRST, 4, face], answers=["y"])
    key = "rajas-steps-turned" if face > 3 else "rajas-steps"
    params = out.params("RC-H", key)
    assert (params["face"], params["steps"]) == (face, steps)
    assert out.me["boat"] == steps
    assert out.me["placed"] == ["harbor"]
    assert out.event("RC-H", "rajas-cheapest-space")


@pytest.mark.parametrize(("before", "spent"), [
    (dice(orange=2, purple=1, green=3), "green"),
    (dice(orange=2, purple=1, green=1), "purple"),
    (dice(orange=2, purple=2), "orange"),
    (dice(orange=2, blue=2, green=1), "green"),
    (dice(orange=1, purple=4, green=3), "purple"),
], ids=["most", "most-tie-by-priority", "only-pairs", "not-the-pair", "four-is-not-a-pair"])
def test_RC_H_spends_the_colour_it_has_most_of_without_breaking_a_pair(
        before: dict[str, int], spent: str) -> None:
    out = play(dice=[HUMAN_FIRST, 4, 1], automa={"dice": before}, answers=["y"])
    assert out.params("RC-H", "rajas-colour-chosen")["colour"] == f"@rajas-colour-{spent}"
    after = dict(before)
    after[spent] -= 1
    assert out.me["dice"] == after


def test_RC_H_takes_the_bonus_where_it_stops_and_the_river_loops() -> None:
    board = {**KNOWN_BOARD, "river": {**KNOWN_BOARD["river"],
                                      "2": [{"kind": "money", "amount": 3}],
                                      "1": [{"kind": "fame", "amount": 5}]}}
    out = play(dice=[HUMAN_FIRST, 4, 3], automa={"boat": 9}, board=board, answers=["y"])
    assert out.event("RC-C", "rajas-river-loop")
    assert out.me["boat"] == 2
    assert out.me["money"] == 7
    assert out.me["fame"] == 0  # passing space 1 gives nothing


# -- RC-B verandas (balconies) ---------------------------------------------------------------


@pytest.mark.parametrize(("before", "spent", "after"), [
    (dice(orange=1, purple=3, green=1), "orange", dice(0, 5, 1, 0)),
    (dice(purple=1, green=1, blue=2), "purple", dice(0, 0, 3, 2)),
    (dice(orange=2, purple=3), "purple", dice(2, 2, 2, 0)),
    (dice(orange=2, green=2), "orange", dice(1, 2, 2, 0)),
], ids=["single-first", "single-tie-by-priority", "more-than-two-next", "pair-last"])
def test_RC_B_spends_single_then_more_than_two_then_pair_for_two_dice(
        before: dict[str, int], spent: str, after: dict[str, int]) -> None:
    out = play(dice=[HUMAN_FIRST, 5], automa={"dice": before}, answers=["none"])
    assert out.me["placed"] == [f"balcony-{spent}"]
    assert out.me["dice"] == after


def test_RC_B_taken_space_passes_to_the_next_colour_of_the_tier() -> None:
    out = play(dice=[HUMAN_FIRST, 5], automa={"dice": dice(orange=1, blue=1, purple=3)},
               taken=["balcony-orange"], answers=["none"])
    assert asked(out) == [terms("space", "balcony-purple", "balcony-blue")]
    assert out.me["placed"] == ["balcony-blue"]
    assert out.me["dice"] == dice(orange=3, purple=3, blue=0)


def test_RC_B_with_6_or_more_dice_goes_to_the_quarry() -> None:
    out = play(dice=[HUMAN_FIRST, 5], automa={"dice": dice(orange=2, purple=2, green=2)},
               answers=["orange 12 b1 b2"])
    assert out.params("RC-B", "rajas-too-many-dice")["dice"] == 6
    assert out.params("RC-T", "rajas-redirect")["area"] == "@rajas-area-quarry"
    assert out.me["placed"] == ["quarry"]
    assert out.me["dice"] == dice(orange=0, purple=2, green=2)
    assert out.me["fame"] == 2


def test_RC_B_with_5_dice_still_takes_the_verandas() -> None:
    out = play(dice=[HUMAN_FIRST, 5], automa={"dice": dice(orange=2, purple=2, green=1)},
               answers=["none"])
    assert out.me["placed"] == ["balcony-green"]
    assert out.me["dice"] == dice(orange=2, purple=2, green=0, blue=2)


# -- RC-X terrace ----------------------------------------------------------------------------


def test_RC_X_pair_colour_ties_by_priority() -> None:
    out = play(dice=[HUMAN_FIRST, 6], automa={"dice": dice(purple=2, green=1, blue=1)},
               answers=["none"])
    assert out.me["placed"] == ["terrace-green"]
    assert out.me["dice"] == dice(purple=2, green=2, blue=1)


def test_RC_X_else_a_colour_it_lacks() -> None:
    out = play(dice=[HUMAN_FIRST, 6], automa={"dice": dice(orange=2, purple=3)},
               answers=["none"])
    chosen = out.params("RC-X", "rajas-colour-chosen")
    assert (chosen["colour"], chosen["tier"]) == ("@rajas-colour-green", "@rajas-tier-none")
    assert out.me["dice"] == dice(orange=2, purple=3, green=1)


def test_RC_X_taken_pair_space_passes_to_the_next_pair_colour_then_lacking() -> None:
    out = play(dice=[HUMAN_FIRST, 6], automa={"dice": dice(orange=1, purple=1)},
               answers=["orange, purple"])
    assert asked(out) == [terms("space", "terrace-orange", "terrace-purple", "terrace-green",
                                "terrace-blue")]
    assert [e["params"]["space"] for e in out.events("R-8", "rajas-space-taken")] == terms(
        "space", "terrace-orange", "terrace-purple")
    assert out.me["dice"] == dice(orange=1, purple=1, green=1)


def test_RC_X_with_6_or_more_dice_the_lookout_gives_2_rupees_only() -> None:
    out = play(dice=[HUMAN_FIRST, 6], automa={"dice": dice(orange=3, purple=3)},
               answers=["y"])
    assert out.params("RC-X", "rajas-too-many-dice-lookout")["dice"] == 6
    assert asked(out) == [["@rajas-space-terrace-reroll"]]
    assert out.me["placed"] == ["terrace-reroll"]
    assert out.me["dice"] == dice(orange=3, purple=3)
    assert out.me["money"] == 6


# -- RC-E scoring ----------------------------------------------------------------------------

MEET_AT_60 = {**KNOWN_BOARD, "meet_sum": 60}


def end_after_one_placement(automa: dict[str, Any], human_fame: int,
                            human_money: int) -> Outcome:
    """The automa's last worker takes chamber 1 (+2 fame); the round ends; scoring."""
    return play(dice=[HUMAN_FIRST, 1, 1], automa={"workers": 1, **automa}, turns=1,
                board=MEET_AT_60, answers=["none", "over", f"{human_fame} {human_money}"])


def test_RC_E_distance_counts_1_where_the_markers_meet_and_the_farthest_wins() -> None:
    out = end_after_one_placement({"fame": 30, "money": 33}, human_fame=20, human_money=42)
    result = out.final["result"]
    distances = {s["seat"]: s["distance"] for s in result["standings"]}
    assert distances == {0: 3, 1: 6}  # 62 - 60 + 1; 65 - 60 + 1
    assert result["winners"] == [1]
    assert out.params("RC-E", "rajas-winner")["distance"] == 6
    assert out.final["phase"] == "over"


def test_RC_E_markers_on_the_same_space_score_1() -> None:
    out = end_after_one_placement({"fame": 28, "money": 30}, human_fame=10, human_money=40)
    distances = {s["seat"]: s["distance"] for s in out.final["result"]["standings"]}
    assert distances == {0: -9, 1: 1}
    assert out.final["result"]["winners"] == [1]


def test_RC_E_the_human_wins_with_the_greater_distance() -> None:
    out = end_after_one_placement({"fame": 28, "money": 30}, human_fame=25, human_money=40)
    assert out.final["result"]["winners"] == [0]
    assert out.params("RC-E", "rajas-winner")["winners"] == ["@rajas-name-you"]


def test_RC_E_equal_distances_share_the_win() -> None:
    out = end_after_one_placement({"fame": 28, "money": 31}, human_fame=30, human_money=31)
    assert out.final["result"]["winners"] == [0, 1]
    assert out.params("RC-E", "rajas-winner")["count"] == 2
