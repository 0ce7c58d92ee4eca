"""Botos, the solo bot of seed 003: one or more tests per rule id PB-… of the rules brief and per
ruling, named after it. Most run through the public scenario runner (``tiles`` are what lies
on the tiles Botos takes); some drive the engine from a set-up state."""

from __future__ import annotations

import pytest

from engines import panticapaeum
from engines.core import InvalidAnswer
from engines.panticapaeum.botos import building_points
from tests.panticapaeum.support import (
    EVERY_COST,
    answer_all,
    botos_turn,
    counts,
    game,
    keys,
    play,
)

ROUND_2 = {"round": 2, "costs": EVERY_COST}
"""Past round 1 (PB-5.1), every cost known: Botos's development happens and asks nothing."""


# -- PB-1 setup ------------------------------------------------------------------------------------


def test_PB_1_setup_botos_has_an_empty_area_and_the_human_plays_first() -> None:
    out = play(turns=0)
    assert out.event_keys()[:3] == ["panticapaeum-setup", "panticapaeum-standard",
                                    "panticapaeum-your-turn"]
    assert out.bot == {"resources": counts(), "buildings": counts(), "score": 0}
    assert out.final["next"] == "explore" and out.final["round"] == 1
    assert out.final["phase"] == "play" and out.final["costs"] == {}


def test_PB_1_botos_has_no_dice_and_nothing_is_random() -> None:
    state = game()
    assert state.bot_dice is False
    # The same answers make the same game, whatever the seed the chat gives it.
    one = panticapaeum.new_game(panticapaeum.Options(), seed=1).state
    two = panticapaeum.new_game(panticapaeum.Options(), seed=2).state
    turns = [botos_turn(s, "2 brown 1 green")[1] for s in (one, two)]
    assert turns[0] == turns[1]


@pytest.mark.parametrize("raw", [{"harder": "e"}, {"harder": ""}, {"harder": "²"},
                                 {"harder": "a" * 5000 + "z"}, {"dice": "bot"}])
def test_PB_1_bad_options_are_refused_with_a_reason(raw: dict[str, str]) -> None:
    with pytest.raises(InvalidAnswer) as caught:
        panticapaeum.parse_options(raw)
    assert caught.value.key.startswith("panticapaeum-option-")


@pytest.mark.parametrize(("value", "letters"), [("ac", "ac"), ("ca", "ac"), ("a,c", "ac"),
                                                ("D", "d"), ("abcd", "abcd"), ("bb", "b")])
def test_PB_1_harder_letters_in_any_order(value: str, letters: str) -> None:
    assert panticapaeum.parse_options({"harder": value}).harder == letters


# -- PB-2 the trireme helper ---------------------------------------------------------------------


def test_PB_2_the_trireme_moves_one_tile_per_resource_on_the_humans_tile() -> None:
    step = panticapaeum.play_turn(game())
    assert step.prompt is not None and step.prompt.kind == "number"
    assert (step.prompt.rule, step.prompt.minimum, step.prompt.maximum) == ("PB-2", 0, 9)
    step, events = answer_all(step, "3")
    assert events[0].rule == "PB-2" and events[0].key == "panticapaeum-trireme"
    assert events[0].params == {"count": 3}
    assert step.state.next == "botos"
    assert keys(events)[-1] == "panticapaeum-your-development"


def test_PB_2_no_resources_no_further_move() -> None:
    _, events = answer_all(panticapaeum.play_turn(game()), "0")
    assert events[0].params == {"count": 0}
    assert "panticapaeum-row-ends" not in keys(events)


@pytest.mark.parametrize("bad", ["10", "-1", "²", "٣", "3" * 5000, "two", ""])
def test_PB_2_a_bad_count_is_refused_and_changes_nothing(bad: str) -> None:
    step = panticapaeum.play_turn(game())
    with pytest.raises(InvalidAnswer):
        panticapaeum.give_answer(step.state, bad)
    assert step.state.conversation is not None and step.state.conversation.answers == []


def test_PB_2_1_if_the_row_ends_first_the_trireme_stops_on_the_last_tile() -> None:
    _, events = answer_all(panticapaeum.play_turn(game()), "2")
    said = [e for e in events if e.key == "panticapaeum-row-ends"]
    assert said and said[0].rule == "PB-2.1"


# -- PB-3 Botos's turn after the human's development ---------------------------------------------


def test_PB_3_turn_alternates_trireme_then_botos() -> None:
    out = play(tiles=["1 green"], turns=2)
    keys_ = out.event_keys()
    assert keys_.count("panticapaeum-trireme") == 2 and keys_.count("panticapaeum-botos-turn") == 2
    assert keys_.index("panticapaeum-your-development") < keys_.index("panticapaeum-botos-turn")
    assert out.params("PB-3", "panticapaeum-botos-turn") == {"round": 1, "turn": 1, "turns": 3}


def test_PB_3_round_and_cost_refused_while_a_question_is_open() -> None:
    state = game()
    state.next = "botos"
    step = panticapaeum.play_turn(state)
    for verb, args in (("cost", ["brown", "1", "brown"]), ("round", [])):
        with pytest.raises(InvalidAnswer) as caught:
            panticapaeum.act(step.state, verb, args)
        assert caught.value.key == "flow-busy"


# -- PB-3.1 rounds --------------------------------------------------------------------------------


def test_PB_3_1_three_turns_a_round_five_rounds_then_the_player_confirms_the_end() -> None:
    out = play(tiles=["1 brown"] * 15, turns=None, state={"costs": EVERY_COST},
               answers=[0] * 15 + [True, 40])
    assert [e["params"]["round"] for e in out.events("PB-3.1", "panticapaeum-round-over")] == [
        1, 2, 3, 4, 5]
    assert out.prompts("panticapaeum-ask-game-over")[0]["rule"] == "PB-3.1"
    assert out.final["phase"] == "over" and out.final["result"]["ended"] is False


def test_PB_3_1_no_the_game_goes_on_for_another_round() -> None:
    state = game({"round": 5, "turn": 2, "costs": EVERY_COST})
    step, events = botos_turn(state, "1 green", "n")
    assert "panticapaeum-game-goes-on" in keys(events)
    assert (step.state.round, step.state.turn, step.state.phase) == (6, 0, "play")


def test_PB_3_1_the_player_says_the_round_is_over() -> None:
    state = game()
    with pytest.raises(InvalidAnswer) as caught:
        panticapaeum.end_round(state)
    assert caught.value.key == "panticapaeum-round-not-begun"
    step, _ = botos_turn(state, "1 brown")
    step = panticapaeum.end_round(step.state)
    assert keys(step.events) == ["panticapaeum-round-said", "panticapaeum-round-over",
                                 "panticapaeum-your-turn"]
    assert (step.state.round, step.state.turn) == (2, 0)
    step.state.next = "botos"
    with pytest.raises(InvalidAnswer) as caught:
        panticapaeum.end_round(step.state)
    assert caught.value.key == "panticapaeum-botos-first"


# -- PB-4 exploration -----------------------------------------------------------------------------


def test_PB_4_botos_takes_every_resource_on_the_tile_and_discards_it() -> None:
    out = play(tiles=["2 brown 1 green"])
    took = out.params("PB-4", "panticapaeum-takes-tile")
    assert took == {"resources": ["@panticapaeum-n-brown-2", "@panticapaeum-n-green-1"],
                    "count": 3, "nth": 0}
    assert out.bot["resources"] == counts(brown=2, green=1)
    assert out.bot["buildings"] == counts()


def test_PB_4_a_tile_by_taps_one_resource_at_a_time() -> None:
    state = game()
    step, events = botos_turn(state, "brown", "brown", "green", "done")
    assert step.state.botos.resources == counts(brown=2, green=1)
    taps = [e for e in events if e.key == "panticapaeum-takes-tile"]
    assert taps[0].params["count"] == 3


def test_PB_4_an_empty_tile() -> None:
    out = play(tiles=["none"])
    assert out.params("PB-4", "panticapaeum-takes-tile")["count"] == 0
    assert out.bot["resources"] == counts()


@pytest.mark.parametrize("bad", ["2 blue", "²", "5000 brown", "9" * 5000 + " brown",
                                 "2", "brown 10", "10 brown", "b", "5 brown 5 brown"])
def test_PB_4_a_tile_that_cannot_be_read_is_refused_and_changes_nothing(bad: str) -> None:
    state = game()
    state.next = "botos"
    step = panticapaeum.play_turn(state)
    with pytest.raises(InvalidAnswer) as caught:
        panticapaeum.give_answer(step.state, bad)
    assert caught.value.key.startswith("panticapaeum-resources-")
    assert step.state.conversation is not None and step.state.conversation.answers == []


# -- PB-5 development -----------------------------------------------------------------------------


def test_PB_5_botos_builds_what_it_can_pay_for_and_pays_exactly() -> None:
    out = play(tiles=["1 brown"], answers=[0, "3 brown"],
               state={**ROUND_2, "bot": {"resources": counts(brown=1, beige=1, green=1)}})
    assert out.params("PB-5", "panticapaeum-can-build")["buildings"] == [
        "@panticapaeum-building-brown"]
    built = out.params("PB-5", "panticapaeum-builds")
    assert built["cost"] == ["@panticapaeum-n-brown-2", "@panticapaeum-n-beige-1"]
    assert out.bot["resources"] == counts(green=1)
    assert out.bot["buildings"] == counts(brown=1)
    # PB-10: the next brown building's cost is asked at once.
    asked = out.prompts("panticapaeum-ask-new-cost")
    assert asked and asked[0]["answer"] == "3 brown"
    assert out.final["costs"]["brown"] == "3 brown"


def test_PB_5_otherwise_botos_gains_one_of_the_colour_it_has_most_of() -> None:
    out = play(tiles=["1 orange"], state={**ROUND_2, "bot": {"resources": counts(orange=1)}})
    assert "panticapaeum-cannot-build" in out.event_keys()
    assert out.params("PB-5", "panticapaeum-gains-most") == {
        "colour": "@panticapaeum-colour-orange", "count": 3}
    assert out.bot["resources"] == counts(orange=3)


def test_PB_5_one_building_a_turn() -> None:
    rich = counts(brown=9, purple=9, beige=9, orange=9, green=9)
    out = play(tiles=["none"], answers=[0, "2 brown 1 beige"],
               state={**ROUND_2, "bot": {"resources": rich}})
    assert out.event_keys().count("panticapaeum-builds") == 1


def test_PB_5_with_nothing_in_hand_no_cost_is_asked() -> None:
    out = play(tiles=["none"], state={"round": 2})
    assert "panticapaeum-nothing-to-pay" in out.event_keys()
    assert not out.prompts("panticapaeum-ask-cost")
    assert out.bot["resources"] == counts(brown=1)  # PB-7: all five tie at 0


def test_PB_5_1_botos_skips_its_development_in_round_1() -> None:
    out = play(tiles=["3 green"], state={"costs": EVERY_COST})
    assert out.event("PB-5.1", "panticapaeum-skip-development")
    assert out.bot["resources"] == counts(green=3)
    assert "panticapaeum-gains-most" not in out.event_keys()


# -- PB-6 no limits ---------------------------------------------------------------------------


def test_PB_6_botos_keeps_any_number_of_resources_and_no_coins() -> None:
    many = counts(brown=20, purple=20, beige=20, orange=20, green=20)
    out = play(tiles=["9 green"], state={"bot": {"resources": many}})
    assert out.bot["resources"]["green"] == 29
    holds = out.params("PB-6", "panticapaeum-holds")
    assert holds["total"] == 109 and holds["green"] == 29
    assert "coins" not in out.bot


# -- PB-7 priority ------------------------------------------------------------------------------


def test_PB_7_several_buildings_the_priority_rule_picks_top_down() -> None:
    state = {"round": 2, "costs": {**EVERY_COST, "brown": "5 brown", "purple": "1 green",
                                   "green": "1 green"},
             "bot": {"resources": counts(green=1)}}
    out = play(tiles=["none"], answers=[0, "none"], state=state)
    assert out.params("PB-5", "panticapaeum-can-build")["count"] == 2
    priority = out.params("PB-7", "panticapaeum-priority")
    assert priority == {"why": "build", "tied": ["@panticapaeum-colour-purple",
                                                 "@panticapaeum-colour-green"],
                        "choice": "@panticapaeum-colour-purple"}
    assert out.bot["buildings"] == counts(purple=1)


def test_PB_7_tied_resources_the_priority_rule_picks_top_down() -> None:
    out = play(tiles=["2 green 2 beige"], state=ROUND_2)
    assert out.params("PB-7", "panticapaeum-priority")["choice"] == "@panticapaeum-colour-beige"
    assert out.bot["resources"] == counts(beige=3, green=2)


# -- PB-8 scoring ------------------------------------------------------------------------------


@pytest.mark.parametrize(("count", "points"), [(0, 0), (1, 3), (2, 10), (3, 30), (4, 40),
                                               (5, 50), (9, 90)])
def test_PB_8_points_by_the_number_of_buildings_of_a_colour(count: int, points: int) -> None:
    assert building_points(count) == points


def test_PB_8_score_buildings_by_colour_plus_one_per_resource() -> None:
    out = play(turns=0, state={"bot": {"buildings": counts(brown=1, purple=2, green=4),
                                       "resources": counts(orange=5)}})
    assert out.bot["score"] == 3 + 10 + 40 + 5


@pytest.mark.parametrize(("human", "winner"), [(60, "human"), (58, "draw"), (10, "botos")])
def test_PB_8_the_player_enters_their_score_and_the_bot_names_the_winner(
        human: int, winner: str) -> None:
    state = game({"bot": {"buildings": counts(brown=3), "resources": counts(green=28)}})
    step, events = answer_all(panticapaeum.end_game(state), "y", str(human))
    assert step.state.phase == "over"
    assert events[-1].key == "panticapaeum-winner"
    assert events[-1].params == {"winner": winner, "human": human, "botos": 58}
    final = [e.params for e in events if e.key == "panticapaeum-final-buildings"]
    assert final == [{"building": "@panticapaeum-building-brown", "count": 3, "points": 30}]
    with pytest.raises(InvalidAnswer) as caught:
        panticapaeum.play_turn(step.state)
    assert caught.value.key == "panticapaeum-game-over"


def test_PB_8_end_can_be_called_off() -> None:
    step, events = answer_all(panticapaeum.end_game(game()), "n")
    assert step.state.phase == "play" and keys(events) == ["panticapaeum-end-cancelled"]


@pytest.mark.parametrize("bad", ["1000", "-5", "²", "7" * 5000])
def test_PB_8_a_bad_score_is_refused(bad: str) -> None:
    step, _ = answer_all(panticapaeum.end_game(game()), "y")
    with pytest.raises(InvalidAnswer):
        panticapaeum.give_answer(step.state, bad)


# -- PB-9 harder modes ---------------------------------------------------------------------------


def test_PB_9a_no_skipped_development_in_round_1() -> None:
    out = play(tiles=["2 green"], harder="a", state={"costs": EVERY_COST})
    assert out.event("PB-9", "panticapaeum-harder-a-develops")
    assert "panticapaeum-skip-development" not in out.event_keys()
    assert out.bot["resources"] == counts(green=3)


def test_PB_9b_botos_takes_the_richest_tile_the_trireme_moved_over() -> None:
    out = play(tiles=[["1 brown", "2 green 1 orange", "1 purple"]], harder="b")
    assert out.prompts("panticapaeum-ask-passed")[0]["answer"] == 3
    assert out.params("PB-9", "panticapaeum-richest") == {"nth": 2, "count": 3, "tiles": 3}
    assert out.params("PB-4", "panticapaeum-takes-tile")["nth"] == 2
    assert out.bot["resources"] == counts(green=2, orange=1)


def test_PB_9b_ruling_equal_counts_more_of_the_first_priority_colour() -> None:
    out = play(tiles=[["2 green", "1 purple 1 beige", "1 purple 1 green"]], harder="b")
    tie = out.params("PB-7", "panticapaeum-richest-tie")
    assert tie == {"tiles": ["1", "2", "3"], "nth": 2}
    assert out.bot["resources"] == counts(purple=1, beige=1)


def test_PB_9b_ruling_the_same_resources_the_tile_the_trireme_reached_last() -> None:
    out = play(tiles=[["2 green", "1 brown", "2 green"]], harder="b")
    assert out.params("PB-9", "panticapaeum-richest-same") == {"tiles": ["1", "3"], "nth": 3}


def test_PB_9b_a_single_tile_is_the_standard_rule() -> None:
    out = play(tiles=["2 beige"], harder="b")
    assert out.prompts("panticapaeum-ask-passed")[0]["answer"] == 1
    assert out.bot["resources"] == counts(beige=2)


def test_PB_9c_the_colour_of_the_building_that_lacks_the_fewest() -> None:
    # With 1 purple and 1 beige, each next building lacks: brown (2 brown 1 beige) 2, purple
    # (2 purple) 1, beige (1 beige 1 orange) 1, orange (3 orange) 3, green (2 green 1 brown) 3.
    out = play(tiles=["1 beige"], harder="c",
               state={**ROUND_2, "bot": {"resources": counts(purple=1)}})
    nearest = out.params("PB-9", "panticapaeum-nearest")
    assert nearest["count"] == 1
    assert nearest["buildings"] == ["@panticapaeum-building-purple",
                                    "@panticapaeum-building-beige"]
    assert out.params("PB-7", "panticapaeum-priority")["choice"] == "@panticapaeum-colour-purple"
    assert out.bot["resources"] == counts(purple=2, beige=1)


def test_PB_9c_ruling_the_buildings_colour_even_when_its_cost_lacks_none_of_it() -> None:
    # The green building costs 2 brown: it lacks the fewest, and Botos gains a green.
    state = {"round": 2, "costs": {"brown": "5 brown", "purple": "5 purple",
                                   "beige": "5 beige", "orange": "5 orange",
                                   "green": "2 brown"}}
    out = play(tiles=["1 brown"], harder="c", state=state)
    assert out.params("PB-9", "panticapaeum-gains-nearest")["colour"] == (
        "@panticapaeum-colour-green")
    assert out.bot["resources"] == counts(brown=1, green=1)


def test_PB_9c_ruling_no_building_left_gains_as_the_standard_rule() -> None:
    gone = dict.fromkeys(EVERY_COST, None)
    out = play(tiles=["1 orange"], harder="c", state={"round": 2, "costs": gone})
    assert "panticapaeum-nothing-left-to-aim" in out.event_keys()
    assert out.bot["resources"] == counts(orange=2)


def test_PB_9d_the_player_picks_where_the_priority_rule_would() -> None:
    out = play(tiles=["2 green 2 beige"], harder="d", state=ROUND_2, answers=[0, "green"])
    pick = out.prompts("panticapaeum-ask-pick")[0]
    assert pick["options"] == ["beige", "green"] and pick["params"] == {"why": "gain"}
    assert out.params("PB-9", "panticapaeum-picked")["choice"] == "@panticapaeum-colour-green"
    assert "panticapaeum-priority" not in out.event_keys()
    assert out.bot["resources"] == counts(beige=2, green=3)


def test_PB_9d_a_building_pick_shows_what_each_gives_botos() -> None:
    state = game({"round": 2, "costs": {**EVERY_COST, "purple": "1 green", "green": "1 green"},
                  "bot": {"resources": counts(green=1), "buildings": counts(green=1)}},
                 harder="d")
    step, _ = botos_turn(state, "none")
    assert step.prompt is not None and step.prompt.key == "panticapaeum-ask-pick"
    given = {o.id: o.params for o in step.prompt.options}
    assert given["purple"]["before"] == 4 and given["purple"]["after"] == 6
    assert given["green"]["after"] == 10
    step, _ = answer_all(step, "2", "none")
    assert step.state.botos.buildings == counts(green=2)
    assert step.state.costs["green"] is None


def test_PB_9d_richest_tiles_tied_the_player_picks() -> None:
    out = play(tiles=[["2 green", "1 brown 1 beige"]], harder="bd", answers=[0, "1"])
    assert out.prompts("panticapaeum-ask-pick-tile")[0]["options"] == ["1", "2"]
    assert out.bot["resources"] == counts(green=2)


def test_PB_9_modes_combine() -> None:
    out = play(tiles=[["1 brown", "3 beige"]], harder="abcd", state={"costs": EVERY_COST})
    assert [e["params"]["mode"] for e in out.events("PB-9", "panticapaeum-harder-on")] == [
        f"@panticapaeum-harder-{m}" for m in "abcd"]
    assert out.bot["resources"]["beige"] == 4  # b took tile 2, a and c gained a beige


# -- PB-10 what the bot must know: the costs ----------------------------------------------------


def test_PB_10_each_cost_is_asked_the_first_time_it_matters_then_known() -> None:
    out = play(tiles=["1 green", "1 green"], turns=2, state={"round": 2},
               answers=[0, "2 brown 1 beige", "2 purple", "1 beige 1 orange", "none",
                        "3 green", 0, "none"])
    assert [p["params"]["building"] for p in out.prompts("panticapaeum-ask-cost")] == [
        f"@panticapaeum-building-{c}" for c in ("brown", "purple", "beige", "orange", "green")]
    assert out.final["costs"] == {"brown": "2 brown 1 beige", "purple": "2 purple",
                                  "beige": "1 beige 1 orange", "orange": None, "green": None}
    # The second turn asks no cost again: it builds the green (3 green: 1 + 1 gained + 1) and
    # asks only the next green building's cost (none left).
    assert len(out.prompts("panticapaeum-ask-cost")) == 5
    assert out.bot["buildings"] == counts(green=1)
    assert out.prompts("panticapaeum-ask-new-cost")[0]["answer"] == "none"


def test_PB_10_the_player_corrects_a_cost() -> None:
    state = game()
    step = panticapaeum.correct_cost(state, ["коричневый", "2", "коричневых", "1", "бежевый"])
    assert step.state.costs["brown"] == counts(brown=2, beige=1)
    # The cost as the player corrected it: bookkeeping, said back without a rule tag.
    assert step.events[0].rule == "" and step.events[0].params["none"] is False
    step = panticapaeum.correct_cost(step.state, ["green", "none"])
    assert step.state.costs["green"] is None
    assert step.state.profile.costs["green"] is None
    assert state.costs == {}  # the old state is untouched


@pytest.mark.parametrize("args", [[], ["brown"], ["blue", "1", "brown"], ["brown", "²"],
                                  ["brown", "0", "brown"], ["brown", "9" * 5000, "brown"]])
def test_PB_10_a_bad_correction_is_refused(args: list[str]) -> None:
    with pytest.raises(InvalidAnswer):
        panticapaeum.correct_cost(game(), args)


def test_PB_10_ruling_the_profile_keeps_the_first_costs_and_is_offered_next_game() -> None:
    state = game({"round": 2, "bot": {"resources": counts(brown=2, beige=1)}})
    step, _ = botos_turn(state, "none", "2 brown 1 beige", "2 purple", "1 beige", "none",
                         "1 green", "4 brown")
    assert step.state.costs["brown"] == counts(brown=4)
    profile = step.state.profile
    assert profile.costs["brown"] == counts(brown=2, beige=1)  # the first, not the next
    # After Botos built a brown, a correction is the next building's: the profile stays.
    corrected = panticapaeum.correct_cost(step.state, ["brown", "5", "brown"]).state
    assert corrected.profile.costs["brown"] == counts(brown=2, beige=1)
    # Next game: offered, and taken with one yes.
    new = panticapaeum.new_game(panticapaeum.Options(), 0, profile)
    assert new.prompt is not None and new.prompt.key == "panticapaeum-ask-reuse-costs"
    offered = [e for e in new.events if e.key == "panticapaeum-offered-cost"]
    assert len(offered) == 5 and offered[3].params["none"] is True
    taken, _ = answer_all(new, "y")
    assert taken.state.costs == profile.costs and taken.state.phase == "play"
    refused, _ = answer_all(new, "n")
    assert refused.state.costs == {} and refused.state.profile.costs == {}


def test_PB_10_a_damaged_profile_is_not_offered() -> None:
    damaged = panticapaeum.Profile(costs={"brown": counts(brown=-1), "teal": None})
    step = panticapaeum.new_game(panticapaeum.Options(), 0, damaged)
    assert step.prompt is None and step.state.costs == {}


def test_PB_8_the_end_waits_for_the_open_question() -> None:
    """Botos's tile is on the table once it asks: the turn is finished before the end."""
    asked = panticapaeum.play_turn(game())
    assert asked.prompt is not None
    with pytest.raises(InvalidAnswer) as caught:
        panticapaeum.end_game(asked.state)
    assert caught.value.key == "flow-busy"
