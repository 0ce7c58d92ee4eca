"""The shared model of both automa variants (rules R-1 … R-8), played with Cherey's virtual
player through the public scenario runner; the first die face is Cherey's setup roll (2: the
human starts), then the automa's rolls in order."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from engines import rajas
from engines.core import InvalidAnswer
from engines.rajas.model import AREAS, COLOURS, GOODS, Options, Profile
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
    out = play(dice=[HUMAN_FIRST, 1, room], answers=["y"])
    expected = {"fame": 0, "money": 4, "dice": dice(0, 1, 1, 1), "upgrades": [2, 2, 2, 2],
                "boat": 0, "placed": [f"chamber-{room}"], **changes}
    assert {k: out.me[k] for k in expected} == expected


def test_R_2_room_1_starts_the_next_round() -> None:
    out = play(dice=[HUMAN_FIRST, 1, 1], answers=["y"])
    assert "rajas-starts-next-round" in keys(out, "R-2")


@pytest.mark.parametrize(("mogul", "starts"), [("y", 0), ("n", 1)])
def test_R_2_the_player_taking_room_1_starts_the_next_round(mogul: str, starts: int) -> None:
    # The automa started round 1 (odd roll) and has no worker left: the round ends.
    out = play(dice=[3], automa={"workers": 0}, answers=[4, "y", "n", mogul])
    assert len(out.prompts("rajas-ask-human-mogul")) == 1
    starts_of = [(e["params"]["round"], e["params"]["seat"])
                 for e in out.events("R-8", "rajas-round-start")]
    assert starts_of == [(1, 1), (2, starts)]


def test_R_2_room_1_reported_taken_gives_the_player_the_next_round() -> None:
    out = play(dice=[3], automa={"workers": 0}, answers=[4, "y", "n"], taken=["chamber-1"])
    assert out.prompts("rajas-ask-human-mogul") == []
    assert out.events("R-8", "rajas-round-start")[-1]["params"]["seat"] == 0


def test_R_2_room_2_two_dice_and_a_yield_tile_whose_bonus_is_taken_at_once() -> None:
    out = play(dice=[HUMAN_FIRST, 1, 2], answers=["y", "fame 3 + money 1"])
    assert out.params("R-2", "rajas-yield-taken")["bonus"] == "fame 3 + money 1"
    assert (out.me["fame"], out.me["money"]) == (3, 5)
    assert out.me["dice"] == dice(0, 2, 2, 1)
    assert out.me["yields"] == [[gain("fame", 3), gain("money", 1)]]


def test_R_2_room_5_buys_a_tile_for_one_die() -> None:
    out = play(dice=[HUMAN_FIRST, 1, 5], answers=["y", "green 8 b4 tea1"])
    assert out.me["dice"] == dice(1, 1, 0, 1)
    assert [t["cost"] for t in out.me["tiles"]] == [8]


# -- R-3 priorities --------------------------------------------------------------------------


def test_R_3_colour_and_goods_priorities() -> None:
    assert COLOURS == ("orange", "purple", "green", "blue")
    assert GOODS == ("silk", "tea", "spices")


def test_R_3_colour_ties_follow_orange_purple_green_blue() -> None:
    # Chamber 1 spends one of its single dice: green before blue.
    out = play(dice=[HUMAN_FIRST, 1, 1], automa={"dice": dice(green=1, blue=1)}, answers=["y"])
    assert has(out.params("R-3", "rajas-tie-priority"),
               options=["@rajas-colour-green", "@rajas-colour-blue"],
               chosen="@rajas-colour-green")
    assert out.me["dice"] == dice(blue=1)


def test_R_3_goods_ties_follow_silk_tea_spices() -> None:
    out = play(dice=[HUMAN_FIRST, 3], taken=["market-variety"], answers=["same", "y", 2],
               automa={"tiles": ["blue 4 spices1", "orange 5 tea2", "green 3 silk1"]})
    assert out.params("RC-M", "rajas-goods-order")["goods"] == [
        "@rajas-good-silk", "@rajas-good-tea", "@rajas-good-spices"]
    assert out.me["placed"] == ["market-silk"]


# -- R-4 the automa's state ----------------------------------------------------------------


def test_R_4_a_bonus_in_dice_per_karma_counts_karma_as_3() -> None:
    out = play(dice=[HUMAN_FIRST, 1, 2], answers=["y", "dice karma"])
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
               answers=["y", "orange 5 b1"])
    assert [t["colour"] for t in out.me["tiles"]] == ["blue", "orange"]
    # Only the quarry's own questions: the space and the tile.
    assert [p["key"] for p in out.prompts()] == ["rajas-ask-free", "rajas-ask-quarry-tile"]
    assert out.me["fame"] == 1


def test_R_4_no_dice_limit() -> None:
    out = play(dice=[HUMAN_FIRST, 1, 2], automa={"dice": dice(4, 4, 2, 1)},
               answers=["y", "none"])
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
    out = play(dice=[HUMAN_FIRST, 1, 3], board=profile, answers=["y"])
    spaces = [e["params"]["space"] for e in out.events("R-5", "rajas-track-bonus")]
    assert spaces == [5, 6]
    assert out.me["money"] == 6
    assert out.me["fame"] == 1
    assert out.me["upgrades"] == [3, 2, 2, 2]


def test_R_5_a_money_bonus_on_the_track_moves_on_and_grants_the_next() -> None:
    profile = board(money_track={"5": [gain("money", 2)], "7": [gain("fame", 3)]})
    out = play(dice=[HUMAN_FIRST, 1, 3], board=profile, answers=["y"])
    assert out.me["money"] == 8
    assert out.me["fame"] == 3


def test_R_5_the_money_track_is_asked_once_when_unknown() -> None:
    out = play(dice=[HUMAN_FIRST, 1, 3], board=board(money_track=None),
               answers=["y", "5 dice 1; 30 worker"])
    assert len(out.prompts("rajas-ask-track")) == 1
    assert out.final["profile"]["money_track"]["5"] == [gain("dice")]
    assert sum(out.me["dice"].values()) == 5  # 4 - 1 + 1 (room 3) + 1 (money track)


@pytest.mark.parametrize(("face", "answers"), [(2, ["y", "orange 6 b1"]), (4, ["y"])],
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
               answers=["y", "orange 6 b1 b3 silk2 tea1"])
    assert has(out.params("R-6", "rajas-tile-bought"), fame=fame, money=3)
    after = [e["key"] for e in out.events()]
    at = after.index("rajas-tile-bought")
    assert after[at + 1: at + 3] == ["rajas-gain-fame", "rajas-gain-money"]
    assert (out.me["fame"], out.me["money"]) == (fame, 7)


def test_R_6_fame_follows_an_upgrade_made_earlier() -> None:
    # Turn 1: chamber 4 raises track 1 to 3. Turn 2: a tile with a track-1 building.
    out = play(dice=[HUMAN_FIRST, 1, 4, 2], turns=2, answers=["y", "y", "purple 3 b1"])
    assert out.me["upgrades"] == [3, 2, 2, 2]
    assert out.params("R-6", "rajas-tile-bought")["fame"] == 2


def test_R_6_building_fame_is_asked_once_and_remembered() -> None:
    out = play(dice=[HUMAN_FIRST, 2], automa={"dice": dice(orange=2)},
               board=board(building_fame={}), answers=["y", "orange 8 b2 b2", 4])
    asks = out.prompts("rajas-ask-building-fame")
    assert [(p["params"]["track"], p["params"]["level"]) for p in asks] == [(2, 2)]
    assert out.me["fame"] == 8
    assert out.final["profile"]["building_fame"] == {"2": {"2": 4}}


# -- R-7 the end -----------------------------------------------------------------------------

MEET_60 = board(meet_sum=60)


def test_R_7_the_automa_detects_its_own_markers_meeting() -> None:
    out = play(dice=[HUMAN_FIRST, 1, 1], automa={"fame": 30, "money": 28}, board=MEET_60,
               answers=["y"])
    assert has(out.params("R-7", "rajas-markers-met"), fame=32, money=28)
    assert out.final["phase"] == "play"  # the round is finished first


def test_R_7_markers_short_of_meeting_do_not_end() -> None:
    out = play(dice=[HUMAN_FIRST, 1, 1], automa={"fame": 29, "money": 28}, board=MEET_60,
               answers=["y"])
    assert out.events("R-7") == []


def test_R_7_the_player_is_asked_at_round_end_and_play_goes_on() -> None:
    out = play(dice=[HUMAN_FIRST], automa={"workers": 0}, board=MEET_60, answers=["y", "n"])
    assert len(out.prompts("rajas-ask-human-met")) == 1
    assert out.final["phase"] == "play"
    assert out.final["round"] == 2
    assert "result" not in out.final


def test_R_7_the_automa_meeting_ends_the_game_at_round_end() -> None:
    out = play(dice=[HUMAN_FIRST, 1, 1], automa={"fame": 30, "money": 28, "workers": 1},
               board=MEET_60, turns=None, answers=["y", "y", "n", 10, 20])
    assert out.final["phase"] == "over"
    assert out.final["round"] == 1
    assert out.final["result"]["ended_by"] == [1, 1]
    assert out.final["result"]["winners"] == [1]


def test_R_7_the_player_meeting_ends_the_game_and_bounds_their_money() -> None:
    out = play(dice=[HUMAN_FIRST], automa={"workers": 0}, board=MEET_60, turns=None,
               answers=["y", "y", 25, 38])
    money = out.prompts("rajas-ask-human-money")[0]
    assert money["minimum"] == 35
    assert out.final["phase"] == "over"
    assert out.final["result"]["winners"] == [0]
    assert out.final["result"]["standings"][0] == {"seat": 0, "fame": 25, "money": 38,
                                                   "distance": 4}


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
    for value in ("y", 30, 31):
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
    assert [e.key for e in step.events] == ["rajas-end-cancelled"]


# -- R-8 occupancy -----------------------------------------------------------------------------


def test_R_8_asks_whether_a_space_is_free() -> None:
    out = play(dice=[HUMAN_FIRST, 6], answers=["n", "y"])
    asks = out.prompts("rajas-ask-free")
    assert [(p["params"]["space"], p["board"], p["answer"]) for p in asks] == [
        ("@rajas-space-terrace-orange", True, "n"), ("@rajas-space-terrace-purple", True, "y")]
    assert out.params("R-8", "rajas-space-taken")["space"] == "@rajas-space-terrace-orange"
    assert out.me["placed"] == ["terrace-purple"]


def test_R_8_a_taken_answer_is_remembered_for_the_round() -> None:
    out = play(dice=[HUMAN_FIRST, 6, 6], turns=2, answers=["n", "y", "y"])
    assert [p["params"]["space"] for p in out.prompts("rajas-ask-free")] == [
        "@rajas-space-terrace-orange", "@rajas-space-terrace-purple",
        "@rajas-space-terrace-green"]
    assert len(out.events("R-8", "rajas-space-taken")) == 2
    assert out.me["placed"] == ["terrace-purple", "terrace-green"]


def test_R_8_its_own_workers_are_known() -> None:
    out = play(dice=[HUMAN_FIRST, 1, 1, 1, 1], turns=2, answers=["y", "y", "none"])
    assert out.params("R-8", "rajas-space-taken-by")["by"] == "@rajas-who-automa"
    assert len(out.prompts("rajas-ask-free")) == 2
    assert out.me["placed"] == ["chamber-1", "chamber-2"]


def test_R_8_spaces_reported_taken_are_not_asked() -> None:
    out = play(dice=[HUMAN_FIRST, 6], taken=["terrace-orange"], answers=["y"])
    assert [p["params"]["space"] for p in out.prompts("rajas-ask-free")] == [
        "@rajas-space-terrace-purple"]
    assert out.params("R-8", "rajas-space-taken")["space"] == "@rajas-space-terrace-orange"


def test_R_8_report_taken_through_the_api() -> None:
    state = new_cherey_game()
    step = rajas.report_taken(state, "harbor")
    assert step.state.table.taken == ["harbor"]
    assert state.table.taken == []  # the old state is untouched
    assert step.events[0].key == "rajas-space-reported"
    with pytest.raises(InvalidAnswer) as refused:
        rajas.report_taken(state, "harbour")
    assert refused.value.key == "rajas-space-unknown"


def test_R_8_workers_come_back_and_taken_spaces_are_forgotten_each_round() -> None:
    out = play(dice=[HUMAN_FIRST, 6, 6], automa={"workers": 1}, turns=3,
               answers=["n", "y", "y", "n", "y"])
    assert [e["params"]["round"] for e in out.events("R-8", "rajas-round-start")] == [1, 2]
    assert out.final["round"] == 2
    # Round 2 asks about the orange terrace again and gets it.
    assert [p["params"]["space"] for p in out.prompts("rajas-ask-free")] == [
        "@rajas-space-terrace-orange", "@rajas-space-terrace-purple",
        "@rajas-space-terrace-orange"]
    assert out.me["placed"] == ["terrace-orange"]
    assert (out.me["workers"], out.me["workers_total"]) == (2, 3)
