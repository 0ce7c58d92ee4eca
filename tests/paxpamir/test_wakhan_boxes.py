"""Wakhan's radicalize boxes played by the bot (docs/wakhan.md, PW-9, PW-12 step 1), her
purchase with a dominance check in the market and her ambition (PW-13), and savvy purchasing
(PW-21): each box at least once taken and once skipped, the market's cards named by number."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from engines import paxpamir
from engines.core import Event, InvalidAnswer, Prompt, Step
from engines.paxpamir.model import PaxState
from engines.paxpamir.wakhan_ambition import gains, wants_check
from tests.paxpamir.support import revealed
from tests.paxpamir.test_wakhan_actions import her_turn, market, said, walk_with


def pick(step: Step[PaxState], key: str = "paxpamir-wakhan-card-pick") -> Event:
    return said(step, key)[0]


def where(event: Event) -> tuple[int, str, int]:
    p = event.params
    return p["card"], p["row"].rpartition("-")[2], p["column"]


def skipped(step: Step[PaxState], key: str) -> dict[str, object]:
    found = said(step, key)
    assert found and found[0].rule in ("PW-9", "PW-12")
    return found[0].params


# -- PW-9: her court at its limit ----------------------------------------------------------------


def test_PW_9_court_full_takes_the_highest_political_card() -> None:
    # Card 17: "if her court is full: the highest political card", tax, radicalize.
    state = her_turn(17)
    assert state.ai is not None
    state.ai.court = [5, 15, 39]
    # Card 7 (Kabul, political, rank 2) is the one she buys and plays.
    step = walk_with(state, market({"top-1": 7}, **{
        "paxpamir-ask-wakhan-suited": lambda p: "political-2" if p.params["column"] == 1
        and p.params["row"].endswith("top") else "empty",
    }))
    chosen = said(step, "paxpamir-wakhan-suit-pick")[0].params
    assert (chosen["column"], chosen["rank"]) == (1, 2)


def test_PW_9_court_not_full_skips_saying_its_size() -> None:
    state = her_turn(17)
    assert state.ai is not None
    state.ai.court = [5]
    step = walk_with(state, market({}))
    params = skipped(step, "paxpamir-wakhan-skip-court-room")
    assert (params["count"], params["limit"]) == (1, 3)


# -- PW-9: another player with more spies --------------------------------------------------------


def test_PW_9_fewer_spies_asks_every_players_spies_once_and_buys_intelligence() -> None:
    # Card 24: "if another player has more spies: the highest intelligence card".
    # Card 4 (Kabul, intelligence, rank 1) is the one she buys and plays.
    step = walk_with(her_turn(24), market({"top-0": 4}, **{
        "paxpamir-ask-wakhan-all-spies": ["2 1"],
        "paxpamir-ask-wakhan-suited": lambda p: "intelligence-1" if p.params["column"] == 0
        and p.params["row"].endswith("top") else "empty",
    }))
    assert said(step, "paxpamir-wakhan-suit-pick")[0].params["suit"] == (
        "@paxpamir-suit-intelligence"
    )


def test_PW_9_fewer_spies_skipped_when_nobody_has_more() -> None:
    step = walk_with(her_turn(24), market({}, **{"paxpamir-ask-wakhan-all-spies": ["1 1"]}))
    assert skipped(step, "paxpamir-wakhan-skip-spies")["count"] == 1
    assert said(step, "paxpamir-wakhan-suit-pick") == []


# -- PW-9: a card that wins her a region ---------------------------------------------------------


def once_in_kabul(answer: str, elsewhere: str) -> Callable[[Prompt], str]:
    """``answer`` for Kabul, which may be asked only once; ``elsewhere`` for any other region
    (the region of the card she plays)."""
    kabul = [answer]

    def answering(prompt: Prompt) -> str:
        if prompt.params["region"] != "@paxpamir-region-kabul":
            return elsewhere
        assert kabul, "Kabul asked twice"
        return kabul.pop()

    return answering


def region(numbers: dict[str, int], tribes: str, ruler: str = "nobody") -> Step[PaxState]:
    """Card 5: "a card that would give her control of a region", battle, radicalize; Kabul
    asked once: its ruler, tribes (Ana, Wakhan) and armies (by coalition)."""
    return walk_with(her_turn(5), market(numbers, **{
        "paxpamir-ask-wakhan-ruler": once_in_kabul(ruler, "nobody"),
        "paxpamir-ask-wakhan-tribes": once_in_kabul(tribes, "none"),
        "paxpamir-ask-wakhan-armies": once_in_kabul("0 0 0", "none"),
    }))


def test_PW_9_region_control_takes_the_card_whose_tribes_outnumber_the_ruler() -> None:
    # Ana has 2 tribes in Kabul. Card 5 (one tribe) would not do, card 15 (an army, no
    # tribe) neither; card 7 (two tribes and an army) gives her 3 pieces against 2.
    step = region({"top-0": 5, "bottom-0": 15, "top-1": 7}, "2 0")
    assert where(pick(step)) == (7, "top", 1)


def test_PW_9_region_control_skipped_when_no_card_would_do() -> None:
    step = region({"top-0": 5, "bottom-0": 15}, "2 0")
    assert skipped(step, "paxpamir-wakhan-skip-no-card")["action"] == (
        "@paxpamir-wakhan-action-radicalize_region_control"
    )


def test_PW_9_region_control_not_where_she_already_rules() -> None:
    # She rules Kabul already: nothing more is asked about it.
    step = walk_with(her_turn(5), market({"top-0": 5}, **{
        "paxpamir-ask-wakhan-ruler": once_in_kabul("2", "nobody"),
        "paxpamir-ask-wakhan-tribes": once_in_kabul("?", "none"),
    }))
    assert said(step, "paxpamir-wakhan-skip-no-card")


# -- PW-9: the most army and road icons, the most spy and tribe icons ---------------------------


def test_PW_9_most_armies_roads_takes_the_most_then_the_cheapest() -> None:
    # Card 9. Card 12 (three roads and an army) beats card 15 (one army) and card 32 (three
    # armies, dearer).
    step = walk_with(her_turn(9), market({"top-0": 15, "bottom-0": 12, "top-1": 32}))
    first = pick(step)
    assert first.params["action"] == "@paxpamir-wakhan-action-radicalize_most_armies_roads"
    assert where(first) == (12, "bottom", 0)


def test_PW_9_most_armies_roads_skipped_when_no_card_places_any() -> None:
    step = walk_with(her_turn(9), market({"top-0": 1, "bottom-0": 54}))
    assert skipped(step, "paxpamir-wakhan-skip-no-card")["action"] == (
        "@paxpamir-wakhan-action-radicalize_most_armies_roads"
    )


def test_PW_9_most_spies_tribes_ties_go_to_the_highest_card_number() -> None:
    # Card 16. Cards 4 (a spy) and 5 (a tribe) in column 0: the higher number.
    step = walk_with(her_turn(16), market({"top-0": 4, "bottom-0": 5}))
    first = pick(step)
    assert where(first) == (5, "bottom", 0)
    assert first.params["why"] == "@paxpamir-wakhan-why-number"


def test_PW_9_most_spies_tribes_skipped_when_no_card_places_any() -> None:
    step = walk_with(her_turn(16), market({"top-0": 15, "bottom-0": 17}))
    assert skipped(step, "paxpamir-wakhan-skip-no-card")


# -- PW-9: a move card when she has none ---------------------------------------------------------


def test_PW_9_move_card_taken_when_her_court_has_none() -> None:
    # Card 10: card 5 has no move action; card 9 has.
    step = walk_with(her_turn(10), market({"top-0": 5, "bottom-0": 9}))
    assert where(pick(step)) == (9, "bottom", 0)


def test_PW_9_move_card_skipped_when_her_court_has_one() -> None:
    state = her_turn(10)
    assert state.ai is not None
    state.ai.court = [5, 1]
    step = walk_with(state, market({}))
    assert skipped(step, "paxpamir-wakhan-skip-has-move")["card"] == 1


# -- PW-9: a patriot of the dominant coalition -------------------------------------------------


def test_PW_9_dominant_patriot_cheapest_then_highest_number() -> None:
    # Card 13, British dominant: cards 50 and 51 (British patriots) in column 1, card 15
    # (none) in column 0. Ana is British: her influence beats Wakhan's, no ambition.
    state = her_turn(13, blocks={"british": 6})
    state.player("Ana").patriots["british"] = 1
    step = walk_with(state, market({"top-0": 15, "top-1": 50, "bottom-1": 51}))
    first = pick(step)
    assert where(first) == (51, "bottom", 1)
    assert first.params["why"] == "@paxpamir-wakhan-why-number"


def test_PW_9_dominant_patriot_skipped_when_none_is_for_sale() -> None:
    state = her_turn(13, blocks={"british": 6})
    state.player("Ana").patriots["british"] = 1
    step = walk_with(state, market({"top-0": 15}))
    assert skipped(step, "paxpamir-wakhan-skip-no-card")


# -- PW-13: plain radicalize with a dominance check in the market ------------------------------


def around_check(numbers: dict[str, int], **more: object) -> Step[PaxState]:
    """Card 8: tax and betray (she cannot), then radicalize with a check in the market."""
    state = her_turn(8, blocks=more.pop("blocks", None))  # type: ignore[arg-type]
    state.player("Ana").patriots["british"] = 1
    return walk_with(state, market(numbers, check="yes", **more))  # type: ignore[arg-type]


def test_PW_13_a_dominant_coalitions_cheapest_patriot() -> None:
    step = around_check({"top-0": 15, "top-1": 50, "bottom-2": 51}, blocks={"british": 6})
    first = pick(step, "paxpamir-wakhan-check-pick-patriot")
    assert first.rule == "PW-13" and where(first) == (50, "top", 1)


def test_PW_13_no_patriot_the_most_army_and_road_icons() -> None:
    step = around_check({"top-0": 1, "bottom-0": 4, "top-1": 12}, blocks={"british": 6})
    assert where(pick(step, "paxpamir-wakhan-check-pick-blocks")) == (12, "top", 1)


def test_PW_13_no_dominance_the_most_spy_and_tribe_icons() -> None:
    step = around_check({"top-0": 15, "bottom-0": 4, "top-1": 1})
    first = pick(step, "paxpamir-wakhan-check-pick-cylinders")
    assert where(first) == (1, "top", 1) and first.params["count"] == 3


def test_PW_13_no_spy_or_tribe_anywhere_column_0_with_the_highest_number() -> None:
    # The FAQ's answer: the card in column 0 with the highest card number.
    step = around_check({"top-0": 17, "bottom-0": 15, "top-1": 9})
    assert where(pick(step, "paxpamir-wakhan-check-pick-cylinders")) == (17, "top", 0)


# -- PW-13: her ambition -------------------------------------------------------------------------


def test_PW_13_ambition_the_most_points_of_the_check() -> None:
    # No coalition dominant: her 3 cylinders against Ana's 0 score her 3 points, Ana 1.
    state = her_turn(8)
    state.player("Wakhan").cylinders = 3
    assert gains(state) == {"Ana": 1, "Wakhan": 3}
    step = walk_with(state, market({}, **{"paxpamir-ask-wakhan-check-where": ["top-1"],
                                          "paxpamir-ask-blocks-right": ["yes"],
                                          "paxpamir-ask-cylinders-right": ["yes"]}))
    bought = pick(step, "paxpamir-wakhan-ambition")
    # The check she bought is resolved at once: 3 points to her, 1 to Ana.
    assert said(step, "paxpamir-check-start")
    assert step.state.player("Wakhan").vp == 3 and step.state.player("Ana").vp == 1
    assert bought.rule == "PW-13"
    assert (bought.params["cost"], bought.params["points"]) == (1, 3)
    assert bought.params["why"] == "@paxpamir-wakhan-ambition-most"
    took = said(step, "paxpamir-wakhan-took")[0].params
    assert took["action"] == "@paxpamir-wakhan-action-ambition" and took["count"] == 1
    assert step.state.player("Wakhan").rupees == 3


def test_PW_13_ambition_a_win_after_the_final_check() -> None:
    # The fourth check, British dominant: Ana (influence 2) scores 10, Wakhan 6; her 20
    # points against Ana's 15 still win the game.
    state = her_turn(8, blocks={"british": 6})
    state.checks = 3
    ana, wakhan = state.player("Ana"), state.player("Wakhan")
    ana.patriots["british"], ana.vp, wakhan.vp = 1, 15, 20
    assert wants_check(state, wakhan) == "win"
    ana.vp = 17
    assert wants_check(state, wakhan) is None


def test_PW_13_no_ambition_asks_nothing_when_she_would_not_score_the_most() -> None:
    # Tied cylinders: the ledger says no, so where a check lies is never asked.
    state = her_turn(8)
    assert wants_check(state, state.player("Wakhan")) is None
    step = walk_with(state, market({}))
    assert said(step, "paxpamir-wakhan-ambition") == []


def test_PW_13_ambition_a_check_beyond_her_rupees_is_said_and_skipped() -> None:
    state = her_turn(8, rupees=0)
    state.player("Wakhan").cylinders = 3
    step = walk_with(state, market({}, **{"paxpamir-ask-wakhan-check-where": ["dear"]}))
    assert said(step, "paxpamir-wakhan-ambition-dear")
    assert said(step, "paxpamir-wakhan-ambition") == []


# -- PW-21: savvy purchasing ---------------------------------------------------------------------


def savvy_turn(on: bool, numbers: dict[str, int], **more: object) -> Step[PaxState]:
    """Card 8 then 24: the arrows read the bottom row, column 2."""
    state = revealed(8, 24)
    state.options.savvy = on
    assert state.ai is not None and (state.ai.row, state.ai.column) == ("bottom", 2)
    state.player("Wakhan").rupees = 2
    return walk_with(state, market(numbers, **more))  # type: ignore[arg-type]


SAVVY_MARKET = {"bottom-2": 50, "top-1": 59, "bottom-0": 33, "top-0": 31}
"""Card 50 (military, rank 2) under the arrows; 59 and 33 (military 2) cheaper; 31 rank 1."""


def test_PW_21_savvy_a_cheaper_card_of_the_suit_and_rank() -> None:
    step = savvy_turn(True, SAVVY_MARKET)
    chosen = pick(step, "paxpamir-wakhan-savvy")
    assert chosen.rule == "PW-21" and chosen.params["better"] == 33
    assert said(step, "paxpamir-wakhan-buys")[0].params["column"] == 0


def test_PW_21_savvy_off_buys_by_the_arrows() -> None:
    step = savvy_turn(False, SAVVY_MARKET)
    assert said(step, "paxpamir-wakhan-savvy") == []
    assert said(step, "paxpamir-wakhan-buys")[0].params["column"] == 2


def test_PW_21_savvy_no_spy_or_tribe_icons_the_card_that_leaves_her_the_most() -> None:
    numbers = {"top-0": 17, "bottom-0": 15, "top-1": 9}
    rupees = {"paxpamir-ask-wakhan-rupees-on": lambda p: "3" if p.params["column"] == 1
              else "0"}
    step = savvy_turn(True, numbers, check="yes", **rupees)
    assert where(pick(step, "paxpamir-wakhan-check-pick-richest")) == (9, "top", 1)
    step = savvy_turn(False, numbers, check="yes", **rupees)
    assert where(pick(step, "paxpamir-wakhan-check-pick-cylinders")) == (17, "top", 0)


def test_PW_21_savvy_is_an_option_off_by_default_and_a_bad_value_is_refused() -> None:
    assert paxpamir.parse_options({"players": "Ana,Wakhan"}).savvy is False
    assert paxpamir.parse_options({"players": "Ana,Wakhan", "savvy": "on"}).savvy is True
    with pytest.raises(InvalidAnswer) as refused:
        paxpamir.parse_options({"savvy": "maybe"})
    assert refused.value.key == "paxpamir-option-savvy"


def test_PW_12_a_card_number_answered_once_serves_every_box() -> None:
    # Card 9's two boxes read the same spaces: each number is asked once.
    asked: list[str] = []
    answers = market({"top-0": 15, "bottom-0": 12, "top-1": 4})
    number = answers["paxpamir-ask-wakhan-card-on"]

    def counted(prompt):  # type: ignore[no-untyped-def]
        asked.append(f"{prompt.params['row']}-{prompt.params['column']}")
        return number(prompt)  # type: ignore[operator]

    # Afghan blocks on the map: the roads and army of card 12, the first bought, do not make
    # the Russians dominant, so the second box is not skipped for dominance.
    state = her_turn(9, blocks={"afghan": 3})
    step = walk_with(state, {**answers, "paxpamir-ask-wakhan-card-on": counted})
    assert len(said(step, "paxpamir-wakhan-card-pick")) == 2
    assert len(asked) == len(set(asked)) == 3
