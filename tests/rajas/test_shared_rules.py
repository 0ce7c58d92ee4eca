"""The shared model of both automa variants (rules R-1 … R-8), played with Cherey's virtual
player through the public scenario runner; the first die face is Cherey's setup roll (2: the
human starts), then the automa's rolls in order."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from engines import rajas
from engines.core import InvalidAnswer, decode, default_answer
from engines.rajas.model import AREAS, COLOURS, GOODS, Options, Profile
from engines.replay import run
from tests.rajas.support import KNOWN_BOARD, Outcome, dice, play

HUMAN_FIRST = 2


def board(**changes: Any) -> dict[str, Any]:
    profile = copy.deepcopy(KNOWN_BOARD)
    profile.update(changes)
    return profile


def river(**spaces: list[dict[str, Any]]) -> dict[str, Any]:
    return board(river={**KNOWN_BOARD["river"], **{k.lstrip("s"): v for k, v in spaces.items()}})


def gain(kind: str, amount: int = 1) -> dict[str, Any]:
    return {"kind": kind, "amount": amount}


def has(params: dict[str, Any], **expected: Any) -> bool:
    """``params`` holds every expected value (besides seat and who, which every event names)."""
    return {k: params.get(k) for k in expected} == expected


def keys(out: Outcome, rule: str) -> list[str]:
    return [e["key"] for e in out.events(rule)]


# -- R-1 areas ---------------------------------------------------------------------------------


def test_R_1_areas_are_numbered_as_the_die_reads_them() -> None:
    assert AREAS == {1: "chambers", 2: "quarry", 3: "market", 4: "harbor", 5: "balconies",
                     6: "terrace"}


@pytest.mark.parametrize(("face", "name"), sorted(AREAS.items()))
def test_R_1_the_area_roll_names_the_area(face: int, name: str) -> None:
    # The run may stop at a later roll; the first area named is the one rolled.
    out = play(dice=[HUMAN_FIRST, face])
    assert out.params("RC-T", "rajas-roll-area")["face"] == face
    assert out.params("RC-T", "rajas-area")["area"] == f"@rajas-area-{name}"


# -- R-2 chamber actions ---------------------------------------------------------------------


@pytest.mark.parametrize(("room", "changes"), [
    (1, {"fame": 2}),
    (3, {"money": 6, "dice": dice(0, 2, 1, 1)}),
    (4, {"money": 7, "upgrades": [3, 2, 2, 2]}),
    (6, {"boat": 6}),
], ids=["great-mogul", "yogi", "raja", "portuguese"])
def test_R_2_chamber_effects_cost_one_die(room: int, changes: dict[str, Any]) -> None:
    out = play(dice=[HUMAN_FIRST, 1, room], answers=["none"])
    expected = {"fame": 0, "money": 4, "dice": dice(0, 1, 1, 1), "upgrades": [2, 2, 2, 2],
                "boat": 0, "placed": [f"chamber-{room}"], **changes}
    assert {k: out.me[k] for k in expected} == expected


def test_R_2_room_1_starts_the_next_round() -> None:
    out = play(dice=[HUMAN_FIRST, 1, 1], answers=["none"])
    assert "rajas-starts-next-round" in keys(out, "R-2")


@pytest.mark.parametrize(("said", "starts"), [("mogul", 0), ("over", 1)])
def test_R_2_the_player_taking_room_1_starts_the_next_round(said: str, starts: int) -> None:
    # The automa started round 1 (odd roll) and has no worker left: the round ends, and the
    # one question that ends it also asks whether the player took the Great Mogul.
    out = play(dice=[3], automa={"workers": 0}, answers=[4, said])
    [ask] = out.prompts("rajas-ask-round-end")
    assert ask["options"] == ["over", "met", "mogul", "not-yet"]
    starts_of = [(e["params"]["round"], e["params"]["seat"])
                 for e in out.events("R-8", "rajas-round-start")]
    assert starts_of == [(1, 1), (2, starts)]


def test_R_2_room_1_reported_taken_gives_the_player_the_next_round() -> None:
    out = play(dice=[3], automa={"workers": 0}, answers=[4, "over"], taken=["chamber-1"])
    [ask] = out.prompts("rajas-ask-round-end")
    assert "mogul" not in ask["options"]
    assert out.events("R-8", "rajas-round-start")[-1]["params"]["seat"] == 0


def test_R_2_room_2_two_dice_and_a_yield_tile_whose_bonus_is_taken_at_once() -> None:
    # Chamber 2's state is unknown: the yield question also takes `taken`, so one answer.
    out = play(dice=[HUMAN_FIRST, 1, 2], answers=["fame 3 + money 1"])
    assert [p["key"] for p in out.prompts()] == ["rajas-ask-yield"]
    assert out.params("R-2", "rajas-yield-taken")["bonus"] == {
        "@join": [{"@join": ["@rajas-code-fame", 3], "sep": " "},
                  {"@join": ["@rajas-code-money", 1], "sep": " "}], "sep": " + "}
    assert (out.me["fame"], out.me["money"]) == (3, 5)
    assert out.me["dice"] == dice(0, 2, 2, 1)
    assert out.me["yields"] == [[gain("fame", 3), gain("money", 1)]]


def test_R_2_room_2_taken_moves_on_with_the_same_answer() -> None:
    out = play(dice=[HUMAN_FIRST, 1, 2], answers=["taken", "none"])
    assert out.params("R-8", "rajas-space-taken")["space"] == "@rajas-space-chamber-2"
    assert out.me["placed"] == ["chamber-3"]


def test_R_2_room_5_buys_a_tile_for_one_die() -> None:
    out = play(dice=[HUMAN_FIRST, 1, 5], answers=["green 8 b4 tea1"])
    assert out.me["dice"] == dice(1, 1, 0, 1)
    assert [t["cost"] for t in out.me["tiles"]] == [8]


# -- R-3 priorities --------------------------------------------------------------------------


def test_R_3_colour_and_goods_priorities() -> None:
    assert COLOURS == ("orange", "purple", "green", "blue")
    assert GOODS == ("silk", "tea", "spices")


def test_R_3_colour_ties_follow_orange_purple_green_blue() -> None:
    # Chamber 1 spends one of its single dice: green before blue.
    out = play(dice=[HUMAN_FIRST, 1, 1], automa={"dice": dice(green=1, blue=1)},
               answers=["none"])
    assert has(out.params("R-3", "rajas-tie-priority"),
               options=["@rajas-colour-green", "@rajas-colour-blue"],
               chosen="@rajas-colour-green")
    assert out.me["dice"] == dice(blue=1)


def test_R_3_goods_ties_follow_silk_tea_spices() -> None:
    # One tile of each good, each market worth the same: the goods priority decides.
    out = play(dice=[HUMAN_FIRST, 3], taken=["market-variety"], answers=["none"],
               automa={"tiles": ["blue 4 spices1", "orange 5 tea1", "green 3 silk1"]})
    assert [g["@join"][0] for g in out.params("RC-M", "rajas-goods-order")["goods"]] == [
        "@rajas-good-silk", "@rajas-good-tea", "@rajas-good-spices"]
    assert out.me["placed"] == ["market-silk"]


# -- R-4 the automa's state ----------------------------------------------------------------


def test_R_4_a_bonus_in_dice_per_karma_counts_karma_as_3() -> None:
    out = play(dice=[HUMAN_FIRST, 1, 2], answers=["dice karma"])
    assert out.params("R-4", "rajas-karma-dice")["count"] == 3
    # 4 dice - 1 spent + 2 (room 2) + 3 (karma) = 8.
    assert sum(out.me["dice"].values()) == 8
    assert out.me["money"] == 4


def test_R_4_karma_it_earns_becomes_money() -> None:
    out = play(dice=[HUMAN_FIRST, 4, 2], board=river(s2=[gain("karma", 2)]), answers=["y"])
    assert out.params("R-4", "rajas-karma-as-money")["amount"] == 2
    assert out.me["money"] == 6


def test_R_4_tiles_are_kept_loose_without_border_bonuses() -> None:
    out = play(dice=[HUMAN_FIRST, 2], automa={"tiles": ["blue 4 tea1"]},
               answers=["orange 5 b1"])
    assert [t["colour"] for t in out.me["tiles"]] == ["blue", "orange"]
    # One question for the quarry: the tile (or `taken` when the quarry is full).
    assert [p["key"] for p in out.prompts()] == ["rajas-ask-quarry-tile"]
    assert out.me["fame"] == 1


def test_R_4_no_dice_limit() -> None:
    out = play(dice=[HUMAN_FIRST, 1, 2], automa={"dice": dice(4, 4, 2, 1)}, answers=["none"])
    assert out.me["dice"] == dice(3, 4, 3, 2)
    assert sum(out.me["dice"].values()) == 12


def test_R_4_state_starts_with_2_on_every_building_track() -> None:
    out = play(dice=[HUMAN_FIRST], turns=0)
    assert out.me["upgrades"] == [2, 2, 2, 2]
    assert (out.me["workers"], out.me["workers_total"]) == (3, 3)


# -- R-5 money never goes back ---------------------------------------------------------------


def test_R_5_every_money_track_bonus_passed_or_reached_is_granted() -> None:
    profile = board(money_track={"5": [gain("fame")], "6": [gain("upgrade")],
                                 "7": [gain("fame", 5)]})
    out = play(dice=[HUMAN_FIRST, 1, 3], board=profile, answers=["none"])
    spaces = [e["params"]["space"] for e in out.events("R-5", "rajas-track-bonus")]
    assert spaces == [5, 6]
    assert out.me["money"] == 6
    assert out.me["fame"] == 1
    assert out.me["upgrades"] == [3, 2, 2, 2]


def test_R_5_a_money_bonus_on_the_track_moves_on_and_grants_the_next() -> None:
    profile = board(money_track={"5": [gain("money", 2)], "7": [gain("fame", 3)]})
    out = play(dice=[HUMAN_FIRST, 1, 3], board=profile, answers=["none"])
    assert out.me["money"] == 8
    assert out.me["fame"] == 3


def test_R_5_the_money_track_is_asked_once_when_unknown() -> None:
    out = play(dice=[HUMAN_FIRST, 1, 3], board=board(money_track=None),
               answers=["none", "5 dice 1; 30 worker"])
    assert len(out.prompts("rajas-ask-track")) == 1
    assert out.final["profile"]["money_track"]["5"] == [gain("dice")]
    assert sum(out.me["dice"].values()) == 5  # 4 - 1 + 1 (room 3) + 1 (money track)


@pytest.mark.parametrize(("face", "answers"), [(2, ["orange 6 b1"]), (4, ["y"])],
                         ids=["quarry", "harbor"])
def test_R_5_quarry_and_harbor_spaces_cost_it_nothing(face: int, answers: list[Any]) -> None:
    out = play(dice=[HUMAN_FIRST, face, 1], automa={"money": 9}, answers=answers)
    assert out.me["money"] == 9
    assert out.events(key="rajas-gain-money") == []


# -- R-6 buying a tile -------------------------------------------------------------------------


@pytest.mark.parametrize(("upgrades", "fame"), [([2, 2, 2, 2], 2), ([3, 2, 4, 2], 5),
                                                ([4, 4, 4, 4], 6)])
def test_R_6_fame_per_building_by_its_upgrade_level_and_market_money_at_once(
        upgrades: list[int], fame: int) -> None:
    out = play(dice=[HUMAN_FIRST, 2], automa={"upgrades": upgrades, "dice": dice(orange=2)},
               answers=["orange 6 b1 b3 silk2 tea1"])
    assert has(out.params("R-6", "rajas-tile-bought"), fame=fame, money=3)
    after = [e["key"] for e in out.events()]
    at = after.index("rajas-tile-bought")
    assert after[at + 1: at + 3] == ["rajas-gain-fame", "rajas-gain-money"]
    assert (out.me["fame"], out.me["money"]) == (fame, 7)


def test_R_6_fame_follows_an_upgrade_made_earlier() -> None:
    # Turn 1: chamber 4 raises track 1 to 3. Turn 2: a tile with a track-1 building.
    out = play(dice=[HUMAN_FIRST, 1, 4, 2], turns=2, answers=["none", "purple 3 b1"])
    assert out.me["upgrades"] == [3, 2, 2, 2]
    assert out.params("R-6", "rajas-tile-bought")["fame"] == 2


def test_R_6_building_fame_is_asked_once_for_the_whole_table_and_remembered() -> None:
    out = play(dice=[HUMAN_FIRST, 2], automa={"dice": dice(orange=2)},
               board=board(building_fame={}),
               answers=["orange 8 b2 b2", "1 2 3; 4 5 6; 1 2 3; 2 3 4"])
    assert len(out.prompts("rajas-ask-building-fame")) == 1
    assert out.me["fame"] == 8  # two buildings of track 2 at level 2: 4 each
    assert out.final["profile"]["building_fame"] == {
        "1": {"2": 1, "3": 2, "4": 3}, "2": {"2": 4, "3": 5, "4": 6},
        "3": {"2": 1, "3": 2, "4": 3}, "4": {"2": 2, "3": 3, "4": 4}}


# -- R-7 the end -----------------------------------------------------------------------------

MEET_60 = board(meet_sum=60)


def test_R_7_the_automa_detects_its_own_markers_meeting() -> None:
    out = play(dice=[HUMAN_FIRST, 1, 1], automa={"fame": 30, "money": 28}, board=MEET_60,
               answers=["none"])
    assert has(out.params("R-7", "rajas-markers-met"), fame=32, money=28)
    assert out.final["phase"] == "play"  # the round is finished first


def test_R_7_markers_short_of_meeting_do_not_end() -> None:
    out = play(dice=[HUMAN_FIRST, 1, 1], automa={"fame": 29, "money": 28}, board=MEET_60,
               answers=["none"])
    assert out.events("R-7") == []


def test_R_7_the_player_is_asked_at_round_end_and_play_goes_on() -> None:
    out = play(dice=[HUMAN_FIRST], automa={"workers": 0}, board=MEET_60, answers=["over"])
    assert len(out.prompts("rajas-ask-round-end")) == 1
    assert out.final["phase"] == "play"
    assert out.final["round"] == 2
    assert "result" not in out.final


def test_R_7_the_automa_meeting_ends_the_game_at_round_end() -> None:
    # Its last worker meets its markers: the round-end question comes at once, then the score.
    out = play(dice=[HUMAN_FIRST, 1, 1], automa={"fame": 30, "money": 28, "workers": 1},
               board=MEET_60, turns=None, answers=["none", "over", "10 20"])
    assert [p["key"] for p in out.prompts()] == [
        "rajas-ask-taken", "rajas-ask-round-end", "rajas-ask-human-score"]
    assert out.final["phase"] == "over"
    assert out.final["round"] == 1
    assert out.final["result"]["ended_by"] == [1, 1]
    assert out.final["result"]["winners"] == [1]


def test_R_7_the_player_meeting_ends_the_game_and_bounds_their_score() -> None:
    out = play(dice=[HUMAN_FIRST], automa={"workers": 0}, board=MEET_60, turns=None,
               answers=["met", "25 38"])
    score = out.prompts("rajas-ask-human-score")[0]
    assert score["params"]["least"] == 60
    assert out.final["phase"] == "over"
    assert out.final["result"]["winners"] == [0]
    assert out.final["result"]["standings"][0] == {"seat": 0, "fame": 25, "money": 38,
                                                   "distance": 4}


def test_R_7_a_score_short_of_the_meeting_point_is_refused() -> None:
    lines = list(run({"game": "rajas", "variant": "cherey", "seed": 1, "dice": [HUMAN_FIRST],
                      "answers": ["met", "25 30"], "state": {"profile": MEET_60,
                                                             "automa": {"workers": 0}}}))
    assert lines[-2]["type"] == "error" and lines[-2]["key"] == "rajas-score-not-met"


def new_cherey_game() -> rajas.RajasState:
    step = rajas.new_game(Options(variant="cherey", dice="player"), 1)
    step = rajas.give_answer(step.state, 2)
    assert step.prompt is None
    state = step.state
    state.profile = Profile(meet_sum=60)
    return state


def test_R_7_the_player_may_declare_the_end() -> None:
    state = new_cherey_game()
    step = rajas.end_game(state)
    assert step.prompt is not None and step.prompt.key == "rajas-ask-end-now"
    for value in ("y", "30 31"):
        step = rajas.give_answer(step.state, value)
    assert step.state.phase == "over"
    assert step.state.result is not None and step.state.result.winners == [0]
    with pytest.raises(InvalidAnswer) as refused:
        rajas.play_turn(step.state)
    assert refused.value.key == "rajas-game-over"


def test_R_7_declaring_the_end_can_be_cancelled() -> None:
    state = new_cherey_game()
    step = rajas.give_answer(rajas.end_game(state).state, "n")
    assert step.state.phase == "play"
    assert [e.key for e in step.events] == ["rajas-end-cancelled", "rajas-next"]


def test_R_7_the_end_may_be_declared_while_a_question_is_open() -> None:
    state = new_cherey_game()
    step = rajas.play_turn(state)  # the player rolls: a d6 question is open
    assert step.prompt is not None
    asked = step.prompt
    step = rajas.end_game(step.state)
    assert step.events[0].key == "rajas-question-waits"
    assert step.prompt is not None and step.prompt.key == "rajas-ask-end-now"
    step = rajas.give_answer(step.state, "n")  # the game goes on: the question is open again
    assert [e.key for e in step.events] == ["rajas-end-cancelled"]
    assert step.prompt == asked and step.state.automata[0].placed == []
    step = rajas.give_answer(step.state, "6")  # and the turn plays on from it
    assert any(e.key == "rajas-die" or e.rule.startswith("RC") for e in step.events)


def test_R_7_the_end_declared_during_setup_and_cancelled_leaves_the_setup_to_finish() -> None:
    step = rajas.new_game(rajas.parse_options({"variant": "cherey", "dice": "bot"}), seed=87)
    assert step.prompt is not None
    asked = step.prompt
    step = rajas.give_answer(rajas.end_game(step.state).state, "n")
    assert step.prompt == asked and step.state.phase == "setup"
    while step.prompt is not None:  # the setup's questions, then the game plays
        step = rajas.give_answer(step.state, default_answer(step.prompt))
    step = rajas.play_turn(step.state)
    assert step.state.phase in ("play", "over")


# -- R-8 occupancy -----------------------------------------------------------------------------


def test_R_8_asks_which_spaces_of_the_area_hold_the_players_workers_in_one_question() -> None:
    out = play(dice=[HUMAN_FIRST, 6], answers=["orange"])
    [ask] = out.prompts("rajas-ask-taken")
    assert ask["params"]["spaces"] == [f"@rajas-space-terrace-{c}" for c in COLOURS]
    assert ask["options"] == ["none", *(f"terrace-{c}" for c in COLOURS), "all"]
    assert ask["board"] is True
    assert out.params("R-8", "rajas-space-taken")["space"] == "@rajas-space-terrace-orange"
    assert out.me["placed"] == ["terrace-purple"]


@pytest.mark.parametrize("typed", ["1", "orange", "naranja", "オレンジ", "оранжевый",
                                   "terraza naranja", "terrace-orange"])
def test_R_8_the_answer_names_spaces_in_any_language(typed: str) -> None:
    out = play(dice=[HUMAN_FIRST, 6], answers=[typed])
    assert out.me["placed"] == ["terrace-purple"]


def test_R_8_a_taken_answer_is_remembered_for_the_round() -> None:
    # The second turn (after the player's next, unseen placement) asks only about what is
    # not known to be taken: orange and purple are (the player's, the automa's).
    out = play(dice=[HUMAN_FIRST, 6, 6], turns=2, answers=["orange", "none"])
    asks = out.prompts("rajas-ask-taken")
    assert [a["params"]["spaces"] for a in asks] == [
        [f"@rajas-space-terrace-{c}" for c in COLOURS],
        ["@rajas-space-terrace-green", "@rajas-space-terrace-blue"]]
    assert out.me["placed"] == ["terrace-purple", "terrace-green"]


def test_R_8_free_spaces_stay_known_while_the_player_has_not_placed_unseen() -> None:
    # The player names the space they took with /rajas turn (here: quarry): what the bot knew
    # to be free stays known, so the second terrace turn asks nothing.
    state = api_turn(known_board_game(), [6], ["none"])
    assert state.automata[0].placed == ["terrace-orange"]
    step = rajas.play_turn(state, "cantera")
    assert step.events[0].key == "rajas-space-reported"
    step = rajas.give_answer(step.state, 6)
    assert step.prompt is None  # no question about the terrace: nothing unseen happened
    assert step.state.automata[0].placed == ["terrace-orange", "terrace-purple"]
    # Without the report, the player's placement is unknown, and the bot asks again.
    step = rajas.give_answer(rajas.play_turn(state).state, 6)
    assert step.prompt is not None and step.prompt.key == "rajas-ask-taken"


def test_R_8_its_own_workers_are_known() -> None:
    out = play(dice=[HUMAN_FIRST, 1, 1, 1, 1], turns=2, answers=["none", "none"])
    assert out.params("R-8", "rajas-space-taken-by")["by"] == "@rajas-who-automa"
    assert out.me["placed"] == ["chamber-1", "chamber-2"]


def test_R_8_spaces_reported_taken_are_not_asked() -> None:
    out = play(dice=[HUMAN_FIRST, 6], taken=["terrace-orange"], answers=["none"])
    [ask] = out.prompts("rajas-ask-taken")
    assert "@rajas-space-terrace-orange" not in ask["params"]["spaces"]
    assert out.params("R-8", "rajas-space-taken")["space"] == "@rajas-space-terrace-orange"


def test_R_8_report_taken_through_the_api_in_any_language() -> None:
    state = new_cherey_game()
    step = rajas.report_taken(state, "harbor")
    assert state.table.taken == []  # the old state is untouched
    assert step.events[0].key == "rajas-space-reported"
    for typed, space in (("terraza naranja", "terrace-orange"), ("採石場", "quarry"),
                         ("石切り場", "quarry"), ("石切場", "quarry"),
                         ("покои 3", "chamber-3"), ("chamber-3", "chamber-3")):
        assert rajas.report_taken(state, typed).events[0].params["space"] == (
            f"@rajas-space-{space}")
    assert rajas.report_taken(state, "terrace-orange").state.table.taken == ["terrace-orange"]
    with pytest.raises(InvalidAnswer) as refused:
        rajas.report_taken(state, "harbour terrace")
    assert refused.value.key == "rajas-space-unknown"


def test_R_8_a_space_the_automa_holds_cannot_be_reported_as_the_players() -> None:
    state = api_turn(known_board_game(), [1, 1], ["none"])
    assert state.automata[0].placed == ["chamber-1"]
    with pytest.raises(InvalidAnswer) as refused:
        rajas.report_taken(state, "chamber-1")
    assert refused.value.key == "rajas-space-automaton-there"
    rajas.report_taken(state, "quarry")  # a space several workers share is fine


def test_R_8_workers_come_back_and_taken_spaces_are_forgotten_each_round() -> None:
    out = play(dice=[HUMAN_FIRST, 6, 6], automa={"workers": 1}, turns=2,
               answers=["orange", "over", "none"])
    assert [e["params"]["round"] for e in out.events("R-8", "rajas-round-start")] == [1, 2]
    assert out.final["round"] == 2
    # Round 2 asks about every terrace space again, and the orange one is free.
    asks = out.prompts("rajas-ask-taken")
    assert [len(a["params"]["spaces"]) for a in asks] == [4, 4]
    assert out.me["placed"] == ["terrace-orange"]
    assert (out.me["workers"], out.me["workers_total"]) == (2, 3)


def api_turn(state: rajas.RajasState, faces: list[int], answers: list[Any],
             placed: str = "") -> rajas.RajasState:
    """One `/rajas turn` through the API: d6 questions take ``faces``, others ``answers``."""
    step = rajas.play_turn(state, placed)
    while step.prompt is not None:
        given = faces.pop(0) if step.prompt.kind == "d6" else answers.pop(0)
        step = rajas.give_answer(step.state, given)
    return step.state


def known_board_game() -> rajas.RajasState:
    state = new_cherey_game()
    state.profile = decode(Profile, KNOWN_BOARD)
    return state
