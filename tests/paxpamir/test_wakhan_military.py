"""Wakhan's battle and move played by the bot (docs/wakhan.md, PW-11, PW-22): where she battles
and what she removes, the card she battles on, where her armies go and the spy movement option,
each step said as what the player does on the board and the ledger kept.

The table: Ana (British, seat 0), Ben (Russian, seat 1) and Wakhan (seat 2), her AI card 7
revealed: regions Punjab, Transcaspia, Kabul, Persia, Kandahar, Herat; pragmatic loyalty Afghan.
Counts are typed by seat (Ana Ben Wakhan) or by coalition (Afghan British Russian)."""

from __future__ import annotations

import pytest

from engines.core import Ask, InvalidAnswer
from engines.core.dice import Rng
from engines.paxpamir import parse_options
from engines.paxpamir.model import PaxState
from engines.paxpamir.scenario import create
from engines.paxpamir.wakhan_actions import bonus_actions
from tests.paxpamir.test_wakhan_card_actions import (
    ANA,
    BEN,
    WAKHAN,
    act,
    keys,
    ruled_by,
    said,
    table,
)

NONE = "none"
NO_SPIES = "0 0 0"
"""The spies on her acting card: nobody holds it hostage (PP-7)."""
AKALI_SIKHS = 38
"""Military, rank 2, battle."""
BURNES = 21
"""Intelligence, rank 2, move."""


def fighting(row: str = "top") -> PaxState:
    state = table(court=[AKALI_SIKHS], row=row)
    for p in state.players:
        p.cylinders = 3
    state.blocks = {"afghan": 2, "british": 1, "russian": 1}
    return state


# -- battle in a region (PW-11) ------------------------------------------------------------------


def test_PW_11_battle_in_the_first_region_of_her_order_with_her_army_and_their_pieces() -> None:
    state = fighting()
    # Punjab: no army of hers, nothing more asked there. Transcaspia: 2 Afghan armies, and
    # Ana's and Ben's tribes: the card's rank 2 removes both tribes, no road asked.
    outcome, events = act(state, "battle", [NO_SPIES, NONE, "2 0 1", "1 1 0"])
    assert outcome == "taken"
    region = said(events, "paxpamir-wakhan-battle-region")[0]
    assert region["region"] == "@paxpamir-region-transcaspia"
    assert (region["armies"], region["rank"], region["limit"]) == (2, 2, 2)
    tribes = said(events, "paxpamir-wakhan-battle-tribe")
    # The red arrow's "Top (left)": Ben, who plays before her, first (PW-4).
    assert [t["name"] for t in tribes] == ["Ben", "Ana"]
    assert [p.cylinders for p in state.players] == [2, 2, 3]
    assert len(said(events, "paxpamir-wakhan-overthrown")) == 2
    assert state.blocks == {"afghan": 2, "british": 1, "russian": 1}
    assert state.ai is not None and state.ai.used == [AKALI_SIKHS]
    assert state.ai.table.tribes["transcaspia"] == [0, 0, 0]


def test_PW_11_battle_removes_tribes_then_armies_and_the_blocks_leave_play() -> None:
    state = fighting()
    # Transcaspia: 2 Afghan armies of hers, 1 British and 1 Russian; Ben's tribe. Rank 2: Ben's
    # tribe, then the armies of Ben's loyalty (the arrow's player first).
    outcome, events = act(state, "battle", [NO_SPIES, NONE, "2 1 1", "0 1 0"])
    assert outcome == "taken"
    assert keys(events).index("paxpamir-wakhan-battle-tribe") < keys(events).index(
        "paxpamir-wakhan-battle-army"
    )
    army = said(events, "paxpamir-wakhan-battle-army")
    assert army == [
        {
            "who": "Wakhan",
            "coalition": "@paxpamir-coalition-russian",
            "count": 1,
            "place": "@paxpamir-region-transcaspia",
        }
    ]
    assert state.blocks == {"afghan": 2, "british": 1, "russian": 0}
    assert said(events, "paxpamir-blocks")[0]["russian"] == 0
    assert state.players[BEN].cylinders == 2 and state.players[ANA].cylinders == 3


def test_PW_11_battle_removes_roads_last_never_more_than_her_armies() -> None:
    state = fighting()
    # Punjab: 1 Afghan army, no tribe, no enemy army; a British road towards Kabul (the first
    # border by her order). Her single army removes one piece though the card's rank is 2:
    # Kandahar's border is not asked.
    outcome, events = act(state, "battle", [NO_SPIES, "1 0 0", NONE, "0 2 0"])
    assert outcome == "taken"
    assert said(events, "paxpamir-wakhan-battle-region")[0]["limit"] == 1
    road = said(events, "paxpamir-wakhan-battle-road")[0]
    assert road["coalition"] == "@paxpamir-coalition-british" and road["count"] == 1
    assert road["place"]["@"] == "paxpamir-wakhan-on-border"
    assert state.blocks["british"] == 0
    assert state.ai is not None and state.ai.table.roads["kabul-punjab"] == [0, 1, 0]


def test_PW_11_battle_her_own_coalition_s_pieces_are_not_targets() -> None:
    state = fighting()
    # Punjab: her Afghan armies with more Afghan armies, her own tribe and no road: nobody to
    # battle there; Transcaspia has none of her armies; Kabul has Ana's tribe.
    answers = [NO_SPIES, "3 0 0", "0 0 1", NONE, NONE, NONE, "1 0 0", "1 0 0"]
    outcome, events = act(state, "battle", answers)
    assert outcome == "taken"
    assert said(events, "paxpamir-wakhan-battle-region")[0]["region"] == "@paxpamir-region-kabul"
    assert [t["name"] for t in said(events, "paxpamir-wakhan-battle-tribe")] == ["Ana"]


@pytest.mark.parametrize(("row", "first"), [("top", "Ben"), ("bottom", "Ana")])
def test_PW_11_PW_4_a_tie_between_players_goes_by_the_red_arrow_s_label(
    row: str, first: str
) -> None:
    state = fighting(row)
    # One army of hers: one tribe of two players' goes, the one the label names.
    _, events = act(state, "battle", [NO_SPIES, "1 0 0", "1 1 0"])
    assert [t["name"] for t in said(events, "paxpamir-wakhan-battle-tribe")] == [first]


# -- battle on a court card (PW-11, PW-9) ----------------------------------------------------------

NO_ARMIES = [NONE] * 6
"""No army of hers in any of the six regions."""


def test_PW_11_no_region_battles_on_the_card_where_she_and_another_have_spies() -> None:
    state = fighting()
    # Ana's court: 5 and 12; Ben's: none. Her spy and Ana's on 12; hers alone on 5.
    answers = [NO_SPIES, *NO_ARMIES, "5 12", NONE, "0 0 1", "1 0 1"]
    outcome, events = act(state, "battle", answers)
    assert outcome == "taken"
    assert "paxpamir-wakhan-battle-no-region" in keys(events)
    assert said(events, "paxpamir-wakhan-battle-card")[0]["card"] == 12
    spy = said(events, "paxpamir-wakhan-battle-spy")
    assert [(s["name"], s["count"]) for s in spy] == [("Ana", 1)]
    assert state.players[ANA].cylinders == 2
    assert state.ai is not None and state.ai.table.spies["12"] == [0, 0, 1]


def test_PW_11_battle_is_skipped_with_no_region_and_no_card_saying_why() -> None:
    state = fighting()
    outcome, events = act(state, "battle", [NO_SPIES, *NO_ARMIES, "5", NONE, "0 0 1"])
    assert outcome == "cannot"
    assert said(events, "paxpamir-wakhan-skip-battle") == [{"who": "Wakhan", "card": AKALI_SIKHS}]
    assert state.ai is not None and state.ai.used == []
    assert [p.cylinders for p in state.players] == [3, 3, 3]


def test_PW_9_battle_on_the_card_with_the_most_spies_where_she_has_one() -> None:
    state = fighting()
    # 5: Ana 1, hers 1 (2 spies); 12: Ana 2, Ben 1, hers 1 (4 spies). No army is asked.
    answers = [NO_SPIES, "5 12", NONE, "1 0 1", "2 1 1"]
    outcome, events = act(state, "battle_most_spies_card", answers)
    assert outcome == "taken"
    assert said(events, "paxpamir-wakhan-card-acts")[0]["card"] == AKALI_SIKHS
    assert said(events, "paxpamir-wakhan-most-spies")[0]["spies"] == 4
    assert said(events, "paxpamir-wakhan-battle-card")[0]["card"] == 12
    # One spy of hers: one spy removed, Ben's (the arrow's player) first.
    assert [s["name"] for s in said(events, "paxpamir-wakhan-battle-spy")] == ["Ben"]


def test_PW_9_PW_8_battle_on_the_most_spies_tied_goes_by_card_priority() -> None:
    state = fighting()
    # 6 (political, the favoured suit) and 12 (economic) both hold 3 spies: 6 by PW-8.
    answers = [NO_SPIES, "6 12", NONE, "1 1 1", "2 0 1"]
    _, events = act(state, "battle_most_spies_card", answers)
    assert said(events, "paxpamir-wakhan-battle-card")[0]["card"] == 6
    chains = [e for e in events if e.rule == "PW-8"]
    assert chains[-1].params["card"] == 6


def test_PW_9_battle_on_the_most_spies_is_skipped_without_such_a_card() -> None:
    state = fighting()
    outcome, events = act(state, "battle_most_spies_card", [NO_SPIES, NONE, NONE])
    assert outcome == "cannot"
    assert said(events, "paxpamir-wakhan-skip-battle-spies")


def test_PW_9_battle_on_the_most_spies_needs_a_court_card_that_battles() -> None:
    state = table(court=[BURNES])
    outcome, events = act(state, "battle_most_spies_card", [])
    assert outcome == "cannot"
    # The merged engine says this skip, for any card action, with one key.
    skipped = said(events, "paxpamir-wakhan-skip-no-court-card")
    assert [e["action"] for e in skipped] == ["@paxpamir-wakhan-action-battle"]


# -- move (PW-11) ----------------------------------------------------------------------------------


def moving(spymove: bool = False) -> PaxState:
    state = table(court=[BURNES])
    state.options.spymove = spymove
    return state


def test_PW_11_move_armies_towards_other_players_tribes_as_many_as_the_rank() -> None:
    state = moving()
    # Punjab: 2 Afghan armies; Kabul (its first neighbour by her order): 2 of Ana's tribes and
    # no army. Nobody rules Punjab (asked once: her army leaving cannot make her its ruler).
    # Rank 2: two armies go to Kabul.
    answers = [NO_SPIES, "2 0 0", "2 0 0", NONE, "nobody"]
    outcome, events = act(state, "move", answers)
    assert outcome == "taken"
    moves = said(events, "paxpamir-wakhan-move-army")
    assert [(m["region"], m["to"], m["armies"]) for m in moves] == [
        ("@paxpamir-region-punjab", "@paxpamir-region-kabul", 1),
        ("@paxpamir-region-punjab", "@paxpamir-region-kabul", 2),
    ]
    assert state.ai is not None and state.ai.table.armies["kabul"] == [2, 0, 0]
    assert state.ai.used == [BURNES]


def test_PW_11_move_stops_at_as_many_armies_as_tribes() -> None:
    state = moving()
    # One tribe in Kabul: one army goes; the second move finds no region that wants one.
    answers = [NO_SPIES, "2 0 0", "0 1 0", NONE, "nobody", *[NONE] * 8]
    outcome, events = act(state, "move", answers)
    assert outcome == "taken"
    assert len(said(events, "paxpamir-wakhan-move-army")) == 1


def test_PW_11_move_never_costs_her_a_ruler_token() -> None:
    state = moving()
    # She rules Punjab with her tribe and her army against Ana's tribe: her army leaving would
    # tie them, so it stays; no other army of hers: no move.
    answers = [NO_SPIES, "1 0 0", "1 0 0", NONE, ruled_by(WAKHAN), "1 0 1", *[NONE] * 4]
    outcome, events = act(state, "move", answers)
    assert outcome == "cannot"
    assert said(events, "paxpamir-wakhan-move-keeps-rule")[0]["region"] == "@paxpamir-region-punjab"
    assert said(events, "paxpamir-wakhan-skip-move")[0]["spies"] == "no"
    assert state.ai is not None and state.ai.used == []


def test_PW_11_move_from_a_region_she_keeps_ruling() -> None:
    state = moving()
    # Two tribes of hers in Punjab: she still rules it with one army fewer.
    answers = [NO_SPIES, "1 0 0", "1 0 0", NONE, ruled_by(WAKHAN), "0 0 2", *[NONE] * 7]
    outcome, events = act(state, "move", answers)
    assert outcome == "taken"
    assert said(events, "paxpamir-wakhan-move-keeps-rule") == []
    assert said(events, "paxpamir-wakhan-move-army")[0]["to"] == "@paxpamir-region-kabul"


# -- spy movement (PW-22) --------------------------------------------------------------------------


def test_PW_22_off_by_default_a_move_without_armies_is_skipped_no_court_asked() -> None:
    state = moving()
    outcome, events = act(state, "move", [NO_SPIES, *NO_ARMIES])
    assert outcome == "cannot"
    assert said(events, "paxpamir-wakhan-skip-move")[0]["spies"] == "no"
    assert state.ai is not None and state.ai.table.courts == {}


def test_PW_22_on_an_idle_spy_moves_to_the_highest_priority_neighbouring_card() -> None:
    state = moving(spymove=True)
    # The ring of courts: Ana's 12 and 6, then hers (Burnes). Two spies of hers alone on 12
    # (idle); Ana's spy and hers on 6 (tied up, and not the most there). From 12 its
    # neighbours are 6 and Burnes: 6 is in an opponent's court (PW-8 step 1).
    answers = [NO_SPIES, *NO_ARMIES, "12 6", NONE, "0 0 2", "1 0 1"]
    outcome, events = act(state, "move", answers)
    assert outcome == "taken"
    # The card's rank, two moves: the second from 12 again (her lowest priority of 12 and 6,
    # both idle now) to Burnes, since she now has the most spies on 6.
    assert said(events, "paxpamir-wakhan-move-spy") == [
        {"who": "Wakhan", "card": 12, "to": 6},
        {"who": "Wakhan", "card": 12, "to": BURNES},
    ]
    assert {e.rule for e in events if e.key == "paxpamir-wakhan-move-spy"} == {"PW-22"}
    assert state.ai is not None
    assert [state.ai.table.spies[str(n)] for n in (12, 6, BURNES)] == [
        [0, 0, 0],
        [1, 0, 2],
        [0, 0, 1],
    ]


def test_PW_22_on_without_an_idle_spy_the_move_is_skipped() -> None:
    state = moving(spymove=True)
    answers = [NO_SPIES, *NO_ARMIES, "12", NONE, "1 0 1"]
    outcome, events = act(state, "move", answers)
    assert outcome == "cannot"
    assert said(events, "paxpamir-wakhan-skip-move")[0]["spies"] == "yes"


def test_PW_22_the_option_is_set_at_new_and_bad_values_are_refused() -> None:
    assert parse_options({}).spymove is False
    assert parse_options({"spymove": "on"}).spymove is True
    assert parse_options({"spymove": "OFF"}).spymove is False
    with pytest.raises(InvalidAnswer) as refused:
        parse_options({"spymove": "sometimes"})
    assert refused.value.key == "paxpamir-option-spymove"


def test_PW_9_a_battle_with_a_card_of_the_favoured_suit_is_a_bonus_action() -> None:
    state = fighting()
    state.favoured = "military"  # Akali Sikhs is military
    outcome, events = act(state, "battle", [NO_SPIES, "1 0 0", "1 0 0"])
    assert outcome == "bonus"
    assert said(events, "paxpamir-wakhan-card-acts")[0]["bonus"] == "yes"


def test_PW_10_her_bonus_actions_battle_and_move_too() -> None:
    # Akali Sikhs, military and favoured, unused after her two actions: it battles.
    state = fighting()
    state.favoured = "military"
    ask = Ask([NO_SPIES, "1 0 0", "0 1 0"], Rng(0), False)
    bonus_actions(state, ask, state.players[WAKHAN])
    assert said(ask.events, "paxpamir-wakhan-bonus")[0]["card"] == AKALI_SIKHS
    assert [t["name"] for t in said(ask.events, "paxpamir-wakhan-battle-tribe")] == ["Ben"]


def test_PW_22_the_scenario_runner_takes_the_option() -> None:
    spec = {
        "game": "paxpamir",
        "options": {"players": ["Ana", "Wakhan"], "loyalty": ["british"], "spymove": "on"},
        "ai": [15, 24],
    }
    assert create(spec).state.options.spymove is True
