"""The 24 Wakhan AI cards (engines/paxpamir/data/wakhan_cards.json): the file's shape, and its
facts checked field by field against a second source transcribed independently from scans of the
printed cards (wakhan_cards_second_source.json, its source named inside). Rule ids are those of
docs/wakhan.md."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

REGIONS = {"kabul", "punjab", "herat", "kandahar", "persia", "transcaspia"}
COALITIONS = {"afghan", "british", "russian"}
ENDS = {"top", "bottom"}
ACTIONS = {
    "tax",
    "build",
    "move",
    "betray",
    "battle",
    "radicalize",
    "battle_most_spies_card",
    "radicalize_dominant_patriot_if_dominance",
    "radicalize_highest_economic_if_political_favoured",
    "radicalize_highest_intelligence",
    "radicalize_highest_intelligence_if_fewer_spies",
    "radicalize_highest_military_if_military_favoured",
    "radicalize_highest_political",
    "radicalize_highest_political_if_court_full",
    "radicalize_intelligence",
    "radicalize_most_armies_roads",
    "radicalize_most_net_rupees_if_under_2_rupees",
    "radicalize_most_spies_tribes_if_no_dominance",
    "radicalize_move_card_if_none",
    "radicalize_region_control",
}
"""The action ids of PW-9 and PW-10; every one is printed on at least one card."""

FIELDS = {
    "number",
    "actions",
    "region_order",
    "pragmatic_loyalty",
    "column_arrow",
    "row_arrow",
    "back_columns",
    "back_rows",
}

BACKS_SWAPPED = {7: 9, 9: 7, 16: 18, 18: 16}
"""The only disagreement between the sources (PW-3): these cards' backs are swapped."""


def _data() -> dict[str, Any]:
    text = (resources.files("engines.paxpamir") / "data" / "wakhan_cards.json").read_text("utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


def _cards() -> list[dict[str, Any]]:
    cards: list[dict[str, Any]] = _data()["cards"]
    return cards


def _second() -> dict[int, dict[str, Any]]:
    path = Path(__file__).parent / "wakhan_cards_second_source.json"
    return {card["number"]: card for card in json.loads(path.read_text("utf-8"))["cards"]}


# -- the file's shape ---------------------------------------------------------------------------


def test_PW_1_the_deck_is_24_cards_numbered_1_to_24_once_each() -> None:
    assert [card["number"] for card in _cards()] == list(range(1, 25))


def test_wakhan_cards_every_card_has_every_field_and_no_other() -> None:
    for card in _cards():
        assert set(card) == FIELDS, card["number"]


def test_wakhan_cards_name_their_source_with_repository_commit_and_files() -> None:
    primary = _data()["_source"]["primary"]
    assert primary["repo"] == "FransBongers/bga-pax-pamir"
    assert len(primary["commit"]) == 40
    assert "material.inc.php" in primary["files"]


def test_PW_9_each_card_lists_three_known_actions_ending_with_radicalize() -> None:
    for card in _cards():
        assert len(card["actions"]) == 3, card["number"]
        assert set(card["actions"]) <= ACTIONS, card["number"]
        assert card["actions"][-1] == "radicalize", card["number"]
    assert set().union(*(card["actions"] for card in _cards())) == ACTIONS


def test_PW_6_each_region_order_lists_the_six_regions_once() -> None:
    for card in _cards():
        assert sorted(card["region_order"]) == sorted(REGIONS), card["number"]


def test_PW_2_a_card_is_told_by_its_region_order_alone() -> None:
    orders = [tuple(card["region_order"]) for card in _cards()]
    assert len(set(orders)) == 24


def test_PW_7_each_pragmatic_loyalty_lists_the_three_coalitions_once() -> None:
    for card in _cards():
        assert sorted(card["pragmatic_loyalty"]) == sorted(COALITIONS), card["number"]


def test_PW_4_the_front_arrows_name_a_place_0_to_5_and_an_end() -> None:
    for card in _cards():
        assert card["column_arrow"] in range(6), card["number"]
        assert card["row_arrow"] in ENDS, card["number"]


def test_PW_4_each_back_counts_the_columns_round_from_some_start_and_labels_both_ends() -> None:
    for card in _cards():
        first = card["back_columns"][0]
        assert card["back_columns"] == [(first + i) % 6 for i in range(6)], card["number"]
        assert sorted(card["back_rows"]) == sorted(ENDS), card["number"]


# -- the second source --------------------------------------------------------------------------


@pytest.mark.parametrize("field", ["actions", "pragmatic_loyalty", "column_arrow", "row_arrow"])
def test_wakhan_cards_fronts_agree_with_the_printed_cards(field: str) -> None:
    second = _second()
    assert sorted(second) == list(range(1, 25))
    for card in _cards():
        assert card[field] == second[card["number"]][field], (card["number"], field)


def test_wakhan_cards_region_orders_agree_with_the_printed_symbols_under_one_naming() -> None:
    """The scans show symbols, not names: one symbol must stand for one region on all 24 cards."""
    second = _second()
    naming: dict[str, str] = {}
    for card in _cards():
        symbols = second[card["number"]]["region_symbols"]
        for symbol, region in zip(symbols, card["region_order"], strict=True):
            assert naming.setdefault(symbol, region) == region, (card["number"], symbol)
    assert sorted(naming.values()) == sorted(REGIONS)


@pytest.mark.parametrize("field", ["back_columns", "back_rows"])
def test_PW_3_backs_agree_with_the_printed_cards_but_for_one_known_swap(field: str) -> None:
    second = _second()
    for card in _cards():
        printed = second[BACKS_SWAPPED.get(card["number"], card["number"])]
        assert card[field] == printed[field], (card["number"], field)


def test_PW_3_the_swapped_backs_really_differ_so_the_swap_is_needed() -> None:
    second = _second()
    by_number = {card["number"]: card for card in _cards()}
    for number in BACKS_SWAPPED:
        ours = (by_number[number]["back_columns"], by_number[number]["back_rows"])
        theirs = (second[number]["back_columns"], second[number]["back_rows"])
        assert ours != theirs, number
