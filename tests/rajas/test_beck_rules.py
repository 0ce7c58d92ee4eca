"""Dennis Beck's dummy players (seed 002), one or more tests per rule id RB-S … RB-E.

The dice are the player's (every d6 prompt takes the next listed face, tie-breaks and random
tile picks included); answers go, in order, to every other prompt (is a space free, how many
tiles, which tile, …). A die breaking a tie among n options: faces are split into n equal
bands (two options: 1–3 / 4–6; three: 1–2 / 3–4 / 5–6; four: 1 … 4, 5 and 6 rolled again).
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from engines.rajas.codes import bonus_param, tile_param
from engines.rajas.model import Gain, Market, Tile
from engines.replay import run
from tests.rajas.support import KNOWN_BOARD, Outcome, dice, play

ORANGE, PURPLE, GREEN, BLUE = (f"@rajas-colour-{c}" for c in ("orange", "purple", "green", "blue"))


def board(**changes: Any) -> dict[str, Any]:
    """The known board of the harness with some facts changed."""
    known = copy.deepcopy(KNOWN_BOARD)
    known.update(changes)
    return known


def rolled(out: Outcome, key: str) -> list[int]:
    """The faces of the rolls said under ``key`` (rajas-roll-area, rajas-roll-room, …)."""
    return [e["params"]["face"] for e in out.events(key=key)]


def ties(out: Outcome, rule: str | None = None) -> list[tuple[list[str], int, str]]:
    """Every tie broken by a shown roll: (options, the face that chose, the chosen option)."""
    found = []
    faces: list[int] = []
    for e in out.events(rule):
        if e["key"] == "tie-die":
            faces.append(e["params"]["face"])
        elif e["key"] == "tie-broken":
            found.append((e["params"]["options"], faces[-1], e["params"]["chosen"]))
    return found


def keys(out: Outcome, rule: str) -> list[str]:
    return [e["key"] for e in out.events(rule)]


def chosen(out: Outcome, rule: str) -> list[str]:
    return [e["params"]["colour"] for e in out.events(rule, "rajas-colour-chosen")]


def asked(out: Outcome, key: str) -> list[dict[str, Any]]:
    return [p["params"] for p in out.prompts(key)]


# -- RB-S: setup ---------------------------------------------------------------------------


def test_RB_S_one_dummy_setup() -> None:
    out = play("beck", dice=[], turns=0)
    assert out.params("RB-S", "rajas-setup-beck") == {"dummies": 1}
    me = out.me
    assert me["dice"] == dice(1, 1, 1, 1)
    assert (me["money"], me["fame"], me["boat"]) == (4, 0, 0)
    assert (me["workers"], me["workers_total"]) == (3, 3)
    assert me["upgrades"] == [2, 2, 2, 2]
    assert me["tiles"] == [] and me["yields"] == [] and me["placed"] == []
    # The human always starts, and no handicap was asked for.
    assert out.params("R-8", "rajas-round-start")["seat"] == 0
    assert out.events("RB-S2") == []
    assert out.final["round"] == 1 and out.final["phase"] == "play"


def test_RB_S_dummies_money_4_5_6_by_seat() -> None:
    out = play("beck", dice=[], turns=0, dummies=3)
    assert [a["seat"] for a in out.automa] == [1, 2, 3]
    assert [a["money"] for a in out.automa] == [4, 5, 6]
    assert [e["params"]["money"] for e in out.events("RB-S", "rajas-setup-dummy")] == [4, 5, 6]
    assert all(a["dice"] == dice(1, 1, 1, 1) and a["workers"] == 3 for a in out.automa)
    assert out.params("R-8", "rajas-round-start")["seat"] == 0


def test_RB_S_human_starts_and_the_first_turn_is_the_first_dummys() -> None:
    out = play("beck", dice=[6, 6], dummies=2)
    start = out.params("RB-T", "rajas-turn-start")
    assert (start["seat"], start["round"], start["worker"]) == (1, 1, 1)
    assert out.automa[0]["placed"] == ["terrace-reroll"]
    assert out.automa[1]["placed"] == []


# -- RB-S2: handicap -----------------------------------------------------------------------


def test_RB_S2_handicap_moves_markers_and_grants_every_bonus_passed() -> None:
    # fame 0 → 5 passes the upgrade on 3 (not the fame on 6); money 4 → 14 passes the river
    # step on 6 (its river space gives karma 2 = money 2, R-4) and the die on 12, not the
    # worker on 17.
    out = play(
        "beck",
        dice=[2, 3],  # upgrade: tie among the four tracks at 2 → track 2; die: four at 1 → green
        answers=["3 upgrade; 6 fame 4", "6 river 1; 12 dice 1; 17 worker", 10, "karma 2"],
        turns=0,
        handicap=5,
    )
    # The handicap is set during setup, before any board fact is known: the player gives the
    # fame and money tracks (and the river) when asked.
    assert [p["track"] for p in asked(out, "rajas-ask-track")] == [
        "@rajas-track-fame", "@rajas-track-money"]
    assert out.params("RB-S2", "rajas-handicap") == {
        "seat": 1, "who": "@rajas-who-dummy-1", "fame": 5, "money": 10}
    bonuses = [(e["rule"], e["params"]["space"], e["params"]["bonus"])
               for e in out.events(key="rajas-track-bonus")]
    assert bonuses == [("RB-S2", 3, bonus_param([Gain("upgrade", 1)])),
                       ("R-5", 6, bonus_param([Gain("river", 1)])),
                       ("R-5", 12, bonus_param([Gain("dice", 1)]))]
    me = out.me
    assert me["fame"] == 5
    assert me["money"] == 4 + 10 + 2  # the karma of river space 1, as money
    assert me["upgrades"] == [2, 3, 2, 2]
    assert me["boat"] == 1
    assert me["dice"] == dice(1, 1, 2, 1)
    assert me["workers_total"] == 3
    assert ties(out, "RB-D3") == [(["1", "2", "3", "4"], 2, "2")]
    assert ties(out, "RB-D1") == [([ORANGE, PURPLE, GREEN, BLUE], 3, GREEN)]


def test_RB_S2_handicap_for_every_dummy_track_asked_once() -> None:
    out = play("beck", dice=[], answers=["none", "none"], turns=0, handicap=2, dummies=2)
    assert [(a["fame"], a["money"]) for a in out.automa] == [(2, 8), (2, 9)]
    assert len(out.prompts("rajas-ask-track")) == 2  # fame and money, then remembered
    assert [e["params"]["seat"] for e in out.events("RB-S2", "rajas-handicap")] == [1, 2]


# -- RB-T: the turn ------------------------------------------------------------------------


def test_RB_T_invalid_area_is_rolled_again() -> None:
    # No market tile: the market place (3) is invalid (RB-V4) and the die is rolled again.
    out = play("beck", dice=[3, 6, 6], automa={"dice": dice(1, 1, 1, 1)})
    assert rolled(out, "rajas-roll-area") == [3, 6]
    assert out.params("RB-T", "rajas-reroll")["area"] == "@rajas-area-market"
    assert out.me["placed"] == ["terrace-reroll"]
    assert out.me["money"] == 6


def test_RB_T_area_known_invalid_is_rolled_again_at_once() -> None:
    out = play("beck", dice=[3, 3, 6, 6])
    assert rolled(out, "rajas-roll-area") == [3, 3, 6]
    assert keys(out, "RB-V4") == ["rajas-invalid-no-market"]  # checked once
    assert out.params("RB-T", "rajas-area-still-invalid")["area"] == "@rajas-area-market"
    assert out.me["placed"] == ["terrace-reroll"]


def test_RB_T_skips_a_dummy_without_workers() -> None:
    out = play("beck", dice=[6, 6], turns=2, dummies=2,
               automa=[{"workers": 0}, {"workers": 3}])
    assert out.params("RB-T", "rajas-skip")["seat"] == 1
    assert out.prompts("rajas-ask-round-over") == []  # dummy 2 still has workers
    first, second = out.automa
    assert first["placed"] == [] and first["workers"] == 0 and first["money"] == 4
    assert second["placed"] == ["terrace-reroll"] and second["money"] == 7
    assert len(rolled(out, "rajas-roll-area")) == 1


def test_RB_T_last_dummy_without_workers_skips_while_the_round_goes_on() -> None:
    out = play("beck", dice=[], answers=["not-yet"], automa={"workers": 0})
    assert len(out.prompts("rajas-ask-round-end")) == 1
    assert out.params("RB-T", "rajas-skip")["seat"] == 1
    assert out.events(key="rajas-roll-area") == []
    assert out.event("R-8", "rajas-next-round-end")
    assert out.final["round"] == 1


def test_RB_T_no_valid_area_at_all_passes_the_round() -> None:
    # No die (V2: 1, 2, 4, 5), no market (V4: 3), terrace full (V1: 6).
    out = play("beck", dice=[1, 2, 3, 4, 5, 6], automa={"dice": dice()}, answers=["not-yet"],
               taken=["terrace-reroll", "terrace-orange", "terrace-purple", "terrace-green",
                      "terrace-blue"])
    assert rolled(out, "rajas-roll-area") == [1, 2, 3, 4, 5, 6]
    assert len(out.events("RB-T", "rajas-reroll")) == 6
    assert keys(out, "RB-V2") == ["rajas-invalid-no-dice"] * 4
    assert keys(out, "RB-V4") == ["rajas-invalid-no-market"]
    assert keys(out, "RB-V1") == ["rajas-invalid-full"]
    assert out.events("RB-T", "rajas-no-valid-area")
    assert out.events("RB-T", "rajas-passes-round")
    assert out.me["workers"] == 0 and out.me["placed"] == []


# -- RB-V: validity of the main area ----------------------------------------------------------


def test_RB_V1_terrace_without_a_free_space_is_invalid() -> None:
    out = play("beck", dice=[6, 4, 4, 2], automa={"dice": dice(1, 1, 1, 1), "boat": 0},
               taken=["terrace-reroll", "terrace-orange", "terrace-purple", "terrace-green",
                      "terrace-blue"])
    assert out.params("RB-V1", "rajas-invalid-full")["area"] == "@rajas-area-terrace"
    assert out.params("RB-T", "rajas-reroll")["area"] == "@rajas-area-terrace"
    assert out.events(key="rajas-roll-terrace") == []  # the 2-money space is taken: no roll
    assert out.me["placed"] == ["harbor"]
    assert out.me["boat"] == 2 and out.me["dice"] == dice(1, 0, 1, 1)


def test_RB_V1_balconies_without_a_free_space_for_its_dice_are_invalid() -> None:
    # It only has orange and blue dice, and both of their balcony spaces are taken.
    out = play("beck", dice=[5, 6, 6], automa={"dice": dice(orange=1, blue=2)},
               taken=["balcony-orange", "balcony-blue"])
    assert out.params("RB-V1", "rajas-invalid-full")["area"] == "@rajas-area-balconies"
    assert out.me["placed"] == ["terrace-reroll"]
    assert out.me["dice"] == dice(orange=1, blue=2)


def test_RB_V1_quarry_taken_is_rolled_again() -> None:
    # The tile question also takes "every quarry space is taken": one answer.
    out = play("beck", dice=[2, 1, 6, 6], answers=["taken"])
    assert out.params("R-8", "rajas-space-full")["space"] == "@rajas-space-quarry"
    assert out.params("RB-T", "rajas-reroll")["area"] == "@rajas-area-quarry"
    assert out.me["placed"] == ["terrace-reroll"] and out.me["tiles"] == []


@pytest.mark.parametrize("face", [1, 2, 4, 5])
def test_RB_V2_areas_that_spend_a_die_are_invalid_without_dice(face: int) -> None:
    out = play("beck", dice=[face, 6, 6], automa={"dice": dice()})
    assert keys(out, "RB-V2") == ["rajas-invalid-no-dice"]
    assert rolled(out, "rajas-roll-area") == [face, 6]
    assert out.me["placed"] == ["terrace-reroll"]


def test_RB_V2_market_without_dice_valid_on_the_no_die_space() -> None:
    out = play("beck", dice=[3], answers=["none"],
               automa={"dice": dice(), "tiles": ["orange 3 silk2"]})
    assert out.events("RB-V2") == []
    assert out.me["placed"] == ["market-variety"]
    assert out.me["money"] == 6


def test_RB_V2_market_without_dice_invalid_when_only_die_spaces_are_free() -> None:
    out = play("beck", dice=[3, 6, 6], automa={"dice": dice(), "tiles": ["orange 3 silk2"]},
               taken=["market-variety"])
    assert keys(out, "RB-V2") == ["rajas-invalid-no-dice"]
    assert out.prompts("rajas-ask-market-best") == []
    assert out.me["placed"] == ["terrace-reroll"]


def test_RB_V3_quarry_invalid_when_no_tile_can_be_bought() -> None:
    # Two purple dice: no purple tile up to 10 → no colour can pay: invalid, rolled again.
    out = play("beck", dice=[2, 6, 6], answers=["none"], automa={"dice": dice(purple=2)})
    assert [(p["colour"], p["low"], p["high"]) for p in asked(out, "rajas-ask-quarry-tiles")] == [
        (PURPLE, 1, 10)]
    assert out.params("RB-V3", "rajas-invalid-no-tile")["colours"] == [PURPLE]
    assert out.params("RB-T", "rajas-reroll")["area"] == "@rajas-area-quarry"
    assert out.me["dice"] == dice(purple=2) and out.me["tiles"] == []
    assert out.me["placed"] == ["terrace-reroll"]


def test_RB_Q_ruling_a_colour_without_a_tile_passes_the_choice_to_the_next() -> None:
    # Ruling (RB-Q): the colour is chosen among the colours that can pay for a tile. Green
    # (most dice) has none within reach, so orange buys: a used-up colour never makes a valid
    # quarry invalid.
    out = play("beck", dice=[2], answers=["none", "9 b1"],
               automa={"dice": dice(orange=2, green=3)})
    asks = asked(out, "rajas-ask-quarry-tiles")
    assert [(p["colour"], p["high"]) for p in asks] == [(GREEN, 10), (ORANGE, 10)]
    assert chosen(out, "RB-Q") == [GREEN, ORANGE]
    assert out.params("RB-Q", "rajas-no-tile")["colour"] == GREEN
    assert out.events(key="rajas-invalid-no-tile") == []
    assert out.me["placed"] == ["quarry"]
    assert out.me["dice"] == dice(orange=0, green=3)


def test_RB_Q_ruling_a_tied_colour_without_a_tile_leaves_the_roll_to_the_others() -> None:
    # Orange and green tie at 2: the roll picks orange, which has no tile; the other tied
    # colour then buys without another roll (each colour that can pay is equally likely).
    out = play("beck", dice=[2, 1], answers=["none", "8 b2"],
               automa={"dice": dice(orange=2, green=2, blue=1)})
    assert ties(out, "RB-Q") == [([ORANGE, GREEN], 1, ORANGE)]
    assert chosen(out, "RB-Q") == [ORANGE, GREEN]
    assert out.me["tiles"][0]["colour"] == "green"


def test_RB_V3_no_colour_with_a_tile_makes_the_quarry_invalid() -> None:
    out = play("beck", dice=[2, 4, 3], answers=["none", "none"],
               automa={"dice": dice(orange=2, green=3)})
    assert out.params("RB-V3", "rajas-invalid-no-tile")["colours"] == [GREEN, ORANGE]
    assert out.params("RB-T", "rajas-reroll")["area"] == "@rajas-area-quarry"
    assert out.me["placed"] == ["harbor"] and out.me["tiles"] == []
    assert out.me["dice"] == dice(orange=2, green=2) and out.me["boat"] == 2


def test_RB_V4_market_invalid_without_a_market_tile() -> None:
    out = play("beck", dice=[3, 6, 6], automa={"tiles": ["orange 4 b1"]})
    assert keys(out, "RB-V4") == ["rajas-invalid-no-market"]
    assert out.prompts("rajas-ask-market-income") == []
    assert out.me["placed"] == ["terrace-reroll"]


def test_RB_V5_harbor_invalid_at_the_end_of_the_river() -> None:
    out = play("beck", dice=[4, 6, 6], automa={"boat": 10})
    assert out.params("RB-V5", "rajas-invalid-river-end")["boat"] == 10
    assert out.params("RB-T", "rajas-reroll")["area"] == "@rajas-area-harbor"
    assert out.me["boat"] == 10 and out.me["placed"] == ["terrace-reroll"]


@pytest.mark.parametrize("face", [5, 6])
def test_RB_V6_five_or_six_with_five_dice_means_the_quarry(face: int) -> None:
    out = play("beck", dice=[face], answers=["9 b1 tea2"],
               automa={"dice": dice(orange=3, purple=1, green=1)})
    assert out.params("RB-V6", "rajas-v6-quarry") == {
        "seat": 1, "who": "@rajas-who-dummy-1", "face": face, "dice": 5}
    assert out.params("RB-T", "rajas-area")["area"] == "@rajas-area-quarry"
    assert out.events(key="rajas-roll-terrace") == []
    me = out.me
    assert me["placed"] == ["quarry"]
    assert me["dice"] == dice(orange=1, purple=1, green=1)
    assert me["tiles"] == [{"colour": "orange", "cost": 9, "buildings": [1],
                            "markets": [{"good": "tea", "value": 2}]}]
    assert (me["fame"], me["money"]) == (1, 6)


def test_RB_V6_not_with_four_dice() -> None:
    out = play("beck", dice=[5], automa={"dice": dice(orange=3, purple=1)})
    assert out.events("RB-V6") == []
    assert out.me["placed"] == ["balcony-orange"]
    assert out.me["dice"] == dice(orange=2, purple=3)


def test_RB_V6_quarry_invalid_then_six_rolled_again_still_quarry() -> None:
    # 6 dice, no tile to buy: the 5 is the quarry, invalid; the next 6 is the quarry again,
    # known invalid; the 4 is the harbor.
    out = play("beck", dice=[5, 4, 6, 4, 2, 1], answers=["none", "none"],
               automa={"dice": dice(orange=3, purple=3)})
    assert [e["params"]["face"] for e in out.events("RB-V6")] == [5, 6]
    assert ties(out, "RB-Q") == [([ORANGE, PURPLE], 4, PURPLE)]
    assert out.params("RB-V3", "rajas-invalid-no-tile")["colours"] == [PURPLE, ORANGE]
    assert out.params("RB-T", "rajas-area-still-invalid")["area"] == "@rajas-area-quarry"
    assert ties(out, "RB-D2") == [([ORANGE, PURPLE], 1, ORANGE)]
    assert out.me["placed"] == ["harbor"]
    assert out.me["boat"] == 1 and out.me["dice"] == dice(orange=2, purple=3)


# -- RB-C: chambers --------------------------------------------------------------------------


def test_RB_C_room_1_two_fame_and_starts_next_round() -> None:
    out = play("beck", dice=[1, 1, 1], automa={"dice": dice(1, 1, 1, 1)})
    assert rolled(out, "rajas-roll-room") == [1]
    assert ties(out, "RB-D2") == [([ORANGE, PURPLE, GREEN, BLUE], 1, ORANGE)]
    assert out.events("R-2", "rajas-starts-next-round")
    me = out.me
    assert me["placed"] == ["chamber-1"]
    assert me["fame"] == 2 and me["dice"] == dice(0, 1, 1, 1)


def test_RB_C_room_1_dummy_starts_and_acts_in_the_next_round() -> None:
    out = play("beck", dice=[1, 1, 6, 6], answers=["none", "over", "not-yet"],
               automa={"dice": dice(orange=3), "workers": 1, "workers_total": 1})
    starts = [e["params"] for e in out.events("R-8", "rajas-round-start")]
    assert [(s["round"], s["seat"]) for s in starts] == [(1, 0), (2, 1)]
    assert out.final["round"] == 2
    # Round 2 began with the dummy's turn: its worker came back and is placed again, and
    # every space is free at a round's start: nothing to ask.
    assert out.me["placed"] == ["terrace-reroll"]
    assert out.me["fame"] == 2 and out.me["money"] == 6
    assert [p["key"] for p in out.prompts()] == [
        "rajas-ask-taken", "rajas-ask-round-end", "rajas-ask-round-end"]


def test_RB_C_room_2_two_dice_and_a_yield_tile_at_once() -> None:
    # Spend orange (3+, RB-D2); take: none of purple/green/blue → roll 3 → green;
    # then green is the colour with exactly one → green.
    out = play("beck", dice=[1, 2, 3], answers=["money 2 + fame 1"],
               automa={"dice": dice(orange=3)})
    assert chosen(out, "RB-D2") == [ORANGE]
    assert ties(out, "RB-D1") == [([PURPLE, GREEN, BLUE], 3, GREEN)]
    assert chosen(out, "RB-D1") == [GREEN, GREEN]
    me = out.me
    assert me["placed"] == ["chamber-2"]
    assert me["dice"] == dice(orange=2, green=2)
    assert me["yields"] == [[{"kind": "money", "amount": 2}, {"kind": "fame", "amount": 1}]]
    assert (me["money"], me["fame"]) == (6, 1)


def test_RB_C_room_3_two_money_and_a_die() -> None:
    out = play("beck", dice=[1, 3, 5], automa={"dice": dice(orange=1, purple=2)})
    assert chosen(out, "RB-D2") == [ORANGE]  # exactly 1 before a pair
    # Then it has none of orange, green, blue: a roll of 5 takes blue.
    assert ties(out, "RB-D1") == [([ORANGE, GREEN, BLUE], 5, BLUE)]
    assert out.me["money"] == 6
    assert out.me["placed"] == ["chamber-3"]
    assert out.me["dice"] == dice(purple=2, blue=1)


def test_RB_C_room_4_upgrade_and_three_money() -> None:
    out = play("beck", dice=[1, 4], automa={"dice": dice(green=1), "upgrades": [2, 3, 4, 2]})
    assert out.params("RB-D3", "rajas-upgrade") == {
        "seat": 1, "who": "@rajas-who-dummy-1", "track": 2, "level": 4}
    me = out.me
    assert me["upgrades"] == [2, 4, 4, 2]
    assert me["money"] == 7 and me["dice"] == dice() and me["placed"] == ["chamber-4"]


def test_RB_C_room_5_master_builder_replaces_the_dearest_marketless_tile() -> None:
    # Marketless tiles cost 4 and 5 (one die each); the 11 has a market. The chamber's die is
    # purple (3+, RB-D2); of the dice left, orange (exactly 1) pays for the new tile, one die
    # dearer (7–12). Two dice in all. The 5 goes back.
    out = play("beck", dice=[1, 5], answers=["9 b3 b4"],
               automa={"dice": dice(orange=1, purple=3),
                       "tiles": ["orange 4 b1", "green 5 b2", "blue 11 b1 silk2"]})
    assert chosen(out, "RB-D2") == [PURPLE, ORANGE]
    listed = asked(out, "rajas-ask-c5-tiles")
    assert [(p["colour"], p["low"], p["high"]) for p in listed] == [(ORANGE, 7, 12)]
    assert out.params("RB-C5", "rajas-tile-returned")["tile"] == tile_param(
        Tile("green", 5, [2], []))
    spent = [(e["rule"], e["params"]["colour"]) for e in out.events(key="rajas-spend-dice")]
    assert spent == [("RB-C", PURPLE), ("RB-C5", ORANGE)]
    me = out.me
    assert me["placed"] == ["chamber-5"]
    assert me["dice"] == dice(orange=0, purple=2)
    assert [t["colour"] + " " + str(t["cost"]) for t in me["tiles"]] == [
        "orange 4", "blue 11", "orange 9"]
    assert me["fame"] == 2  # tracks 3 and 4 at level 2: 1 fame each


def test_RB_C5_spends_the_chamber_die_and_exactly_one_more() -> None:
    out = play("beck", dice=[1, 5, 1, 1], answers=["7 b1"],
               automa={"dice": dice(orange=1, green=1, blue=1), "tiles": ["blue 6 b2"]})
    assert sum(e["params"]["count"] for e in out.events(key="rajas-spend-dice")) == 2
    assert out.me["dice"]["orange"] + out.me["dice"]["green"] + out.me["dice"]["blue"] == 1


def test_RB_C5_ruling_a_single_die_cannot_pay_the_chamber_and_the_tile() -> None:
    out = play("beck", dice=[1, 5, 3, 1], answers=["none"],
               automa={"dice": dice(orange=1), "tiles": ["green 3 b1"]})
    assert out.params("RB-C5", "rajas-c5-one-die")["have"] == 1
    assert out.prompts("rajas-ask-c5-tiles") == []
    assert rolled(out, "rajas-roll-room") == [5, 3]
    assert out.me["placed"] == ["chamber-3"]


def test_RB_C5_a_tile_bought_with_a_pair_is_replaced_from_13_to_18() -> None:
    # Seed 002 sets no upper limit: "In the resulting price range of the determined color
    # randomly determine which tile to buy". One die more than a 10 is 13–18.
    out = play("beck", dice=[1, 5, 1], answers=["14 b1 b2"],
               automa={"dice": dice(orange=1, blue=1), "tiles": ["blue 10 b2", "green 3 b1"]})
    assert [(p["low"], p["high"]) for p in asked(out, "rajas-ask-c5-tiles")] == [(13, 18)]
    assert out.params("RB-C5", "rajas-tile-returned")["tile"] == tile_param(
        Tile("blue", 10, [2], []))
    assert sorted(t["cost"] for t in out.me["tiles"]) == [3, 14]
    assert out.me["dice"] == dice()


def test_RB_C5_a_one_die_tile_is_replaced_from_the_7_to_12_band() -> None:
    out = play("beck", dice=[1, 5], answers=["7 b1"],
               automa={"dice": dice(orange=2), "tiles": ["blue 6 b2"]})
    assert [(p["low"], p["high"]) for p in asked(out, "rajas-ask-c5-tiles")] == [(7, 12)]
    assert [t["cost"] for t in out.me["tiles"]] == [7]
    assert out.me["dice"] == dice()


def test_RB_C5_tie_among_the_dearest_marketless_tiles_is_rolled() -> None:
    out = play("beck", dice=[1, 5, 5], answers=["8 b1"],
               automa={"dice": dice(green=3), "tiles": ["orange 5 b1", "blue 5 b2"]})
    orange5, blue5 = tile_param(Tile("orange", 5, [1], [])), tile_param(Tile("blue", 5, [2], []))
    assert ties(out, "RB-C5") == [([orange5, blue5], 5, blue5)]
    assert out.params("RB-C5", "rajas-tile-returned")["tile"] == blue5
    assert [(t["colour"], t["cost"]) for t in out.me["tiles"]] == [("orange", 5), ("green", 8)]
    assert out.me["dice"] == dice(green=1)


def test_RB_C5_invalid_without_a_marketless_tile_room_rolled_again() -> None:
    out = play("beck", dice=[1, 5, 3, 2], automa={"dice": dice(green=1),
                                               "tiles": ["orange 5 b1 silk1"]})
    assert rolled(out, "rajas-roll-room") == [5, 3]
    assert out.events("RB-C", "rajas-room5-no-marketless")
    assert out.me["placed"] == ["chamber-3"]
    assert len(out.me["tiles"]) == 1


def test_RB_C5_invalid_when_no_dearer_tile_of_its_colour() -> None:
    out = play("beck", dice=[1, 5, 4, 3], answers=["none", "none"],
               automa={"dice": dice(green=2), "tiles": ["orange 5 b1"]})
    assert out.events("RB-C5", "rajas-no-tile")
    assert out.me["placed"] == ["chamber-4"]
    assert out.me["upgrades"] == [2, 2, 3, 2] and out.me["money"] == 7
    assert out.me["tiles"] == [{"colour": "orange", "cost": 5, "buildings": [1], "markets": []}]
    assert out.me["dice"] == dice(green=1)  # only chamber 4's die


def test_RB_C_room_6_six_river_steps_and_the_bonus() -> None:
    out = play("beck", dice=[1, 6], automa={"dice": dice(blue=1), "boat": 4},
               board=board(river={**KNOWN_BOARD["river"], "10": [{"kind": "fame", "amount": 3}]}))
    me = out.me
    assert me["boat"] == 10 and me["fame"] == 3 and me["placed"] == ["chamber-6"]


def test_RB_C_room_6_invalid_when_six_steps_do_not_fit() -> None:
    out = play("beck", dice=[1, 6, 3, 4], automa={"dice": dice(blue=1), "boat": 5})
    assert out.params("RB-C", "rajas-room6-invalid") == {
        "seat": 1, "who": "@rajas-who-dummy-1", "boat": 5, "length": 10}
    assert rolled(out, "rajas-roll-room") == [6, 3]
    assert out.me["boat"] == 5 and out.me["placed"] == ["chamber-3"]
    assert out.me["dice"] == dice(blue=1)  # spent blue, then took blue back by a roll of 4


def test_RB_C_taken_room_rolled_again_and_a_known_invalid_room_too() -> None:
    # One question about every chamber: the player has chamber 1.
    out = play("beck", dice=[1, 1, 1, 2, 2], answers=["1", "none"],
               automa={"dice": dice(orange=2)})
    assert len(out.prompts("rajas-ask-taken")) == 1
    assert rolled(out, "rajas-roll-room") == [1, 1, 2]
    assert out.params("RB-C", "rajas-room-still-invalid")["room"] == 1
    assert out.me["placed"] == ["chamber-2"]


def test_RB_C_no_valid_room_makes_the_chambers_invalid() -> None:
    out = play("beck", dice=[1, 1, 2, 3, 4, 5, 6, 6, 6], answers=["1 2 3 4"],
               automa={"dice": dice(orange=1), "boat": 5})
    assert rolled(out, "rajas-roll-room") == [1, 2, 3, 4, 5, 6]
    assert out.events("RB-C", "rajas-chambers-none-valid")
    assert out.params("RB-T", "rajas-reroll")["area"] == "@rajas-area-chambers"
    assert out.me["placed"] == ["terrace-reroll"]


# -- RB-Q: quarry ---------------------------------------------------------------------------


def test_RB_Q_two_dice_of_the_most_colour_for_a_7_to_10_tile_picked_by_a_roll() -> None:
    # Seed 002: a pair buys "from the 7-10 price range". One answer lists the green tiles it
    # could buy (up to 10); two cost 7–10, and a roll picks between them, counting from the left.
    out = play("beck", dice=[2, 6], answers=["8 b1, 10 b1 b2 spices3, 4 b3"],
               automa={"dice": dice(orange=1, green=3), "upgrades": [3, 2, 2, 2]})
    assert out.params("RB-Q", "rajas-colour-chosen")["colour"] == GREEN
    [ask] = asked(out, "rajas-ask-quarry-tiles")
    assert (ask["low"], ask["high"]) == (1, 10)
    [(options, face, picked)] = ties(out, "RB-Q")
    assert len(options) == 2 and face == 6
    assert picked == tile_param(Tile("green", 10, [1, 2], [Market("spices", 3)]))
    assert out.params("RB-Q", "rajas-spend-dice")["count"] == 2
    me = out.me
    assert me["placed"] == ["quarry"]
    assert me["dice"] == dice(orange=1, green=1)
    assert me["fame"] == 2 + 1  # track 1 at level 3, track 2 at level 2
    assert me["money"] == 4 + 3


def test_RB_Q_a_pair_never_buys_an_11_or_a_12() -> None:
    # The brief's earlier "two-die range up to 12" was wrong: an 11 typed is out of the range
    # asked, and refused.
    spec = {"game": "rajas", "variant": "beck", "seed": 1, "dice": [2], "answers": ["11 b1"],
            "turns": 1, "state": {"profile": KNOWN_BOARD, "automa": {"dice": dice(green=2)}}}
    out = Outcome(list(run(spec)))
    assert out.errors()[0]["key"] == "rajas-code-cost-range"
    assert out.errors()[0]["params"] == {"cost": 11, "low": 1, "high": 10}


def test_RB_Q_no_tile_at_7_to_10_falls_back_to_one_die_1_to_6() -> None:
    out = play("beck", dice=[2], answers=["4 b2"], automa={"dice": dice(blue=2)})
    assert out.params("RB-Q", "rajas-one-die-instead")["colour"] == BLUE
    assert out.params("RB-Q", "rajas-spend-dice")["count"] == 1
    assert out.me["dice"] == dice(blue=1)
    assert out.me["tiles"][0]["cost"] == 4


def test_RB_Q_one_die_of_the_colour_buys_from_1_to_6() -> None:
    out = play("beck", dice=[2, 4], answers=["5 b1 silk1"], automa={"dice": dice(1, 1, 1, 1)})
    assert ties(out, "RB-Q") == [([ORANGE, PURPLE, GREEN, BLUE], 4, BLUE)]
    assert [(p["low"], p["high"]) for p in asked(out, "rajas-ask-quarry-tiles")] == [(1, 6)]
    me = out.me
    assert me["dice"] == dice(1, 1, 1, 0)
    assert me["tiles"] == [{"colour": "blue", "cost": 5, "buildings": [1],
                            "markets": [{"good": "silk", "value": 1}]}]
    assert (me["fame"], me["money"]) == (1, 5)


def test_RB_D_a_tie_roll_says_which_faces_choose_which_option() -> None:
    out = play("beck", dice=[2, 4], answers=["5 b1 silk1"], automa={"dice": dice(1, 1, 1, 1)})
    [roll] = out.events("RB-Q", "tie-die")
    bands = roll["params"]["faces"]["@join"]
    assert [(b["low"], b["high"], b.get("option")) for b in bands] == [
        (1, 1, ORANGE), (2, 2, PURPLE), (3, 3, GREEN), (4, 4, BLUE), (5, 6, None)]
    assert bands[-1]["@"] == "tie-face-again"


def test_RB_Q_tie_roll_rerolled_when_the_face_names_no_option() -> None:
    out = play("beck", dice=[2, 5, 6, 3], answers=["6 b4"], automa={"dice": dice(1, 1, 1, 1)})
    assert [e["params"]["face"] for e in out.events("RB-Q", "tie-reroll")] == [5, 6]
    assert ties(out, "RB-Q") == [([ORANGE, PURPLE, GREEN, BLUE], 3, GREEN)]
    assert out.me["tiles"][0]["colour"] == "green"


# -- RB-M: market place ---------------------------------------------------------------------


def test_RB_M_no_die_variety_space_when_free() -> None:
    out = play("beck", dice=[3], answers=["none"],
               automa={"dice": dice(1, 1, 1, 1), "tiles": ["orange 3 silk2", "blue 4 tea1"]})
    # The bot counts what the variety space pays from its own tiles: one of each good.
    assert out.params("RB-M", "rajas-market-pays")["amount"] == 3
    me = out.me
    assert me["placed"] == ["market-variety"]
    assert me["dice"] == dice(1, 1, 1, 1)  # no die spent
    assert me["money"] == 7


def test_RB_M_else_the_free_space_paying_most_and_a_die() -> None:
    out = play("beck", dice=[3], answers=["none"],
               automa={"dice": dice(orange=1, purple=2),
                       "tiles": ["blue 4 tea2", "green 5 tea1", "orange 6 silk2"]},
               taken=["market-variety"])
    assert out.params("RB-M", "rajas-market-best") == {
        "seat": 1, "who": "@rajas-who-dummy-1", "space": "@rajas-space-market-tea", "amount": 3}
    assert chosen(out, "RB-D2") == [ORANGE]
    me = out.me
    assert me["placed"] == ["market-tea"]
    assert me["dice"] == dice(purple=2) and me["money"] == 7


def test_RB_M_spaces_paying_the_same_are_tied_at_random() -> None:
    out = play("beck", dice=[3, 5], answers=["none"],
               automa={"dice": dice(orange=1), "tiles": ["blue 4 tea2", "orange 6 silk2"]},
               taken=["market-variety"])
    [(options, face, _picked)] = ties(out, "RB-M")
    assert options == ["@rajas-space-market-silk", "@rajas-space-market-tea"] and face == 5
    assert out.me["placed"] == ["market-tea"]


def test_RB_M_no_free_space_is_invalid() -> None:
    out = play("beck", dice=[3, 6, 6], answers=["n"],
               automa={"dice": dice(orange=1), "tiles": ["blue 4 tea2"]},
               taken=["market-variety"])
    assert out.params("RB-V1", "rajas-invalid-full")["area"] == "@rajas-area-market"
    assert out.me["placed"] == ["terrace-reroll"] and out.me["dice"] == dice(orange=1)


# -- RB-H: harbor ---------------------------------------------------------------------------


@pytest.mark.parametrize(("face", "steps"), [(1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 3)])
def test_RB_H_steps_by_the_roll(face: int, steps: int) -> None:
    out = play("beck", dice=[4, face], automa={"dice": dice(purple=1), "boat": 2})
    assert out.params("RB-H", "rajas-steps")["steps"] == steps
    assert out.me["boat"] == 2 + steps
    assert out.me["placed"] == ["harbor"] and out.me["dice"] == dice()


def test_RB_H_bonus_of_the_space_it_stops_on_karma_as_money() -> None:
    river = {**KNOWN_BOARD["river"], "2": [{"kind": "fame", "amount": 9}],
             "3": [{"kind": "karma", "amount": 2}, {"kind": "dice", "amount": 0}]}
    # A 5: three steps, past space 2 (no bonus) to space 3: karma 2 → 2 money, and dice
    # as karma → 3 dice.
    out = play("beck", dice=[4, 5, 1, 4], answers=["y"], board=board(river=river),
               automa={"dice": dice(orange=3), "boat": 0})
    me = out.me
    assert me["boat"] == 3 and me["fame"] == 0 and me["money"] == 6
    # Spend orange (3+): 2 orange. Take three: none of p/g/b → roll 1 → purple; then purple
    # (exactly one); then g/b (none) → roll 4 → blue.
    assert chosen(out, "RB-D2") == [ORANGE]
    assert ties(out, "RB-D1") == [([PURPLE, GREEN, BLUE], 1, PURPLE), ([GREEN, BLUE], 4, BLUE)]
    assert me["dice"] == dice(orange=2, purple=2, blue=1)


def test_RB_H_stops_at_the_end_of_the_river() -> None:
    out = play("beck", dice=[4, 6], automa={"dice": dice(green=1), "boat": 9})
    assert out.params("RB-H", "rajas-boat") == {
        "seat": 1, "who": "@rajas-who-dummy-1", "boat": 10, "steps": 3}
    assert out.me["boat"] == 10


# -- RB-B: balconies ------------------------------------------------------------------------


def test_RB_B_spends_by_RB_D2_and_takes_two_of_the_other_colour() -> None:
    out = play("beck", dice=[5], automa={"dice": dice(orange=1, green=3)})
    assert chosen(out, "RB-D2") == [GREEN]
    assert out.me["placed"] == ["balcony-green"]
    assert out.me["dice"] == dice(orange=1, green=2, blue=2)


def test_RB_B_taken_space_falls_to_the_next_tier() -> None:
    out = play("beck", dice=[5], automa={"dice": dice(orange=1, green=3)},
               taken=["balcony-green"])
    assert chosen(out, "RB-D2") == [ORANGE]
    assert out.me["placed"] == ["balcony-orange"]
    assert out.me["dice"] == dice(purple=2, green=3)


def test_RB_B_tie_among_free_spaces_broken_by_a_roll() -> None:
    out = play("beck", dice=[5, 2], automa={"dice": dice(orange=2, purple=2)})
    assert ties(out, "RB-D2") == [([ORANGE, PURPLE], 2, ORANGE)]
    assert out.me["placed"] == ["balcony-orange"]
    assert out.me["dice"] == dice(orange=1, purple=4)


# -- RB-X: terrace --------------------------------------------------------------------------


def test_RB_X_six_takes_two_money_without_rerolling() -> None:
    out = play("beck", dice=[6, 6], automa={"dice": dice(orange=1)})
    assert rolled(out, "rajas-roll-terrace") == [6]
    assert out.events("RB-X", "rajas-no-reroll")
    me = out.me
    assert me["placed"] == ["terrace-reroll"] and me["money"] == 6
    assert me["dice"] == dice(orange=1)


@pytest.mark.parametrize("face", [1, 2, 3, 4, 5])
def test_RB_X_one_to_five_takes_a_die_by_RB_D1(face: int) -> None:
    out = play("beck", dice=[6, face], automa={"dice": dice(orange=2, purple=1)})
    assert chosen(out, "RB-D1") == [PURPLE]
    me = out.me
    assert me["placed"] == ["terrace-purple"] and me["money"] == 4
    assert me["dice"] == dice(orange=2, purple=2)


def test_RB_X_reroll_space_taken_no_roll_a_die_among_free_spaces() -> None:
    out = play("beck", dice=[6, 6], automa={"dice": dice(orange=2, purple=1)},
               taken=["terrace-reroll", "terrace-purple"])
    assert out.events(key="rajas-roll-terrace") == []
    # Purple (exactly one) is taken: a colour it has none of, green or blue, by a roll.
    assert ties(out, "RB-D1") == [([GREEN, BLUE], 6, BLUE)]
    assert out.me["placed"] == ["terrace-blue"]
    assert out.me["dice"] == dice(orange=2, purple=1, blue=1)


def test_RB_X_only_the_money_space_free() -> None:
    out = play("beck", dice=[6, 2], automa={"dice": dice(orange=1)},
               taken=["terrace-orange", "terrace-purple", "terrace-green", "terrace-blue"])
    assert out.events("RB-X", "rajas-terrace-only-reroll")
    assert out.me["placed"] == ["terrace-reroll"] and out.me["money"] == 6


# -- RB-D1 / RB-D2 / RB-D3: decisions -------------------------------------------------------

# A die is earned on the money track (space 6) through the market's no-die space, so the
# dummy's dice are exactly those of the seed's examples when it chooses.
DIE_ON_MONEY_6 = board(money_track={"6": [{"kind": "dice", "amount": 1}]})


def earn_a_die(have: dict[str, int], tie_faces: list[int]) -> Outcome:
    return play("beck", dice=[3, *tie_faces], answers=["none"], board=DIE_ON_MONEY_6,
                automa={"dice": have, "tiles": ["orange 3 silk3"]})


def test_RB_D1_seed_example_1_green_or_purple_by_a_roll() -> None:
    out = earn_a_die(dice(purple=1, green=1), [5])
    assert ties(out) == [([PURPLE, GREEN], 5, GREEN)]
    assert out.params("RB-D1", "rajas-colour-chosen")["tier"] == "@rajas-tier-one"
    assert out.me["dice"] == dice(purple=1, green=2)
    assert out.me["money"] == 7


def test_RB_D1_seed_example_1_other_face_purple() -> None:
    out = earn_a_die(dice(purple=1, green=1), [1])
    assert ties(out) == [([PURPLE, GREEN], 1, PURPLE)]
    assert out.me["dice"] == dice(purple=2, green=1)


def test_RB_D1_seed_example_2_a_colour_it_has_none_of() -> None:
    out = earn_a_die(dice(green=3, blue=2, orange=2), [])
    assert ties(out) == []
    assert out.params("RB-D1", "rajas-colour-chosen")["tier"] == "@rajas-tier-none"
    assert out.me["dice"] == dice(orange=2, purple=1, green=3, blue=2)


def test_RB_D1_seed_example_3_fewest_blue_or_orange_by_a_roll() -> None:
    out = earn_a_die(dice(green=3, blue=2, orange=2, purple=4), [4])
    assert ties(out) == [([ORANGE, BLUE], 4, BLUE)]
    assert out.params("RB-D1", "rajas-colour-chosen")["tier"] == "@rajas-tier-fewest"
    assert out.me["dice"] == dice(orange=2, purple=4, green=3, blue=3)


def test_RB_D1_exactly_one_before_none() -> None:
    out = earn_a_die(dice(orange=1, purple=2), [])
    assert out.me["dice"] == dice(orange=2, purple=2)


def test_RB_D2_three_or_more_first() -> None:
    out = play("beck", dice=[4, 1], automa={"dice": dice(orange=1, purple=2, green=4)})
    assert chosen(out, "RB-D2") == [GREEN]
    assert out.params("RB-D2", "rajas-colour-chosen")["tier"] == "@rajas-tier-many"
    assert out.me["dice"] == dice(orange=1, purple=2, green=3)


def test_RB_D2_then_exactly_one() -> None:
    out = play("beck", dice=[4, 1], automa={"dice": dice(orange=2, purple=2, blue=1)})
    assert chosen(out, "RB-D2") == [BLUE]
    assert out.me["dice"] == dice(orange=2, purple=2)


def test_RB_D2_then_a_pair_tie_by_a_roll() -> None:
    out = play("beck", dice=[4, 1, 6], automa={"dice": dice(orange=2, green=2)})
    assert ties(out, "RB-D2") == [([ORANGE, GREEN], 6, GREEN)]
    assert out.params("RB-D2", "rajas-colour-chosen")["tier"] == "@rajas-tier-pair"
    assert out.me["dice"] == dice(orange=2, green=1)


def test_RB_D2_tie_among_three_or_more() -> None:
    out = play("beck", dice=[4, 1, 3], automa={"dice": dice(orange=3, purple=1, blue=5)})
    assert ties(out, "RB-D2") == [([ORANGE, BLUE], 3, ORANGE)]
    assert out.me["dice"] == dice(orange=2, purple=1, blue=5)


def test_RB_D3_track_at_3_before_tracks_at_2() -> None:
    out = play("beck", dice=[1, 4], automa={"dice": dice(orange=1), "upgrades": [2, 2, 3, 2]})
    assert out.events("RB-D3", "tie-die") == []
    assert out.me["upgrades"] == [2, 2, 4, 2]


def test_RB_D3_tie_among_tracks_at_3_by_a_roll() -> None:
    out = play("beck", dice=[1, 4, 4], automa={"dice": dice(orange=1), "upgrades": [3, 2, 3, 4]})
    assert ties(out, "RB-D3") == [(["1", "3"], 4, "3")]
    assert out.me["upgrades"] == [3, 2, 4, 4]


def test_RB_D3_tracks_at_2_when_none_at_3() -> None:
    out = play("beck", dice=[1, 4, 1], automa={"dice": dice(orange=1), "upgrades": [4, 2, 4, 2]})
    assert ties(out, "RB-D3") == [(["2", "4"], 1, "2")]
    assert out.me["upgrades"] == [4, 3, 4, 2]


def test_RB_D3_every_track_at_4_no_upgrade_still_three_money() -> None:
    out = play("beck", dice=[1, 4], automa={"dice": dice(orange=1), "upgrades": [4, 4, 4, 4]})
    assert out.events("RB-D3", "rajas-upgrade-none")
    assert out.me["upgrades"] == [4, 4, 4, 4] and out.me["money"] == 7


# -- RB-E: the end and the measure ----------------------------------------------------------


def test_RB_E_ended_with_worker_2_of_round_2() -> None:
    # Two workers; the markers meet at 12 (fame + money). Each round: the terrace's money
    # space (+2), then the market's no-die space (its silk 3: +3).
    out = play(
        "beck",
        dice=[6, 6, 3, 6, 6, 3],
        answers=["none", "none", "over",  # round 1: terrace, market; the round ends
                 "none", "none", "over",  # round 2: the same
                 "3 5"],  # the player's fame and money
        turns=None,
        board=board(meet_sum=12),
        automa={"workers": 2, "workers_total": 2, "tiles": ["orange 3 silk3"]},
    )
    assert [e["params"]["round"] for e in out.events("R-8", "rajas-round-start")] == [1, 2]
    assert out.params("R-7", "rajas-markers-met") == {
        "seat": 1, "who": "@rajas-who-dummy-1", "fame": 0, "money": 14}
    assert out.final["phase"] == "over"
    assert out.params("RB-E", "rajas-ended-by") == {
        "seat": 1, "who": "@rajas-who-dummy-1", "worker": 2, "round": 2}
    result = out.final["result"]
    assert result["round"] == 2 and result["ended_by"] == [1, 2]
    assert result["winners"] == [1]
    assert out.me["money"] == 14 and out.me["totals"] == [11, 14]


def test_RB_E_the_players_own_worker_when_the_player_ends() -> None:
    out = play("beck", dice=[6, 6], answers=["none", "met", "30 40", 3], turns=None,
               board=board(meet_sum=60), automa={"workers": 1, "workers_total": 1})
    assert out.params("RB-E", "rajas-ended-by") == {
        "seat": 0, "who": "@rajas-who-you", "worker": 3, "round": 1}
    assert out.final["result"]["ended_by"] == [0, 3]


