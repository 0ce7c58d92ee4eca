"""Wakhan's actions played by the bot (docs/wakhan.md): her card priority and its tie-break
chain (PW-8), the walk of her card's action boxes (PW-9) and her bonus actions (PW-10), and
radicalize by the arrows (PW-12, PW-15), each decision an event naming its rule."""

from __future__ import annotations

import pytest

from engines.paxpamir.wakhan_priority import CourtCard, Narrowed, pick

# -- PW-8: card priority, each step of the chain deciding once ------------------------------


def card(number: int, suit: str = "economic", rank: int = 1, **facts: object) -> CourtCard:
    return CourtCard(number, suit, rank, **facts)  # type: ignore[arg-type]


def chosen(cards: list[CourtCard], favoured: str = "political", dominant: str | None = None):
    best, chain = pick(cards, favoured, dominant)
    return best.number, [n.step for n in chain]


def test_PW_8_step_1_a_card_in_an_opponents_court_first() -> None:
    cards = [card(30, rank=3), card(5, opponent=True), card(40, suit="political")]
    assert chosen(cards) == (5, ["opponent"])


def test_PW_8_step_2_the_favoured_suit() -> None:
    cards = [card(30, rank=3, opponent=True), card(5, "military", opponent=True), card(40)]
    assert chosen(cards, favoured="military") == (5, ["opponent", "favoured"])


def test_PW_8_step_3_a_patriot_of_the_dominant_coalition() -> None:
    cards = [card(30, patriot="afghan"), card(5, patriot="russian"), card(40, rank=3)]
    assert chosen(cards, dominant="russian") == (5, ["dominant-patriot"])


def test_PW_8_step_4_a_prize_of_the_dominant_coalition() -> None:
    cards = [card(30, prize="afghan"), card(5, prize="british"), card(40, rank=3)]
    assert chosen(cards, dominant="british") == (5, ["dominant-prize"])


def test_PW_8_steps_3_and_4_pass_nobody_without_dominance() -> None:
    cards = [card(30, patriot="british", rank=2), card(5, prize="british", rank=3)]
    # No dominant coalition: step 5 (any patriot) decides, not 3 or 4.
    assert chosen(cards) == (30, ["patriot"])


def test_PW_8_step_5_any_other_patriot() -> None:
    cards = [card(30, rank=3), card(5, patriot="afghan"), card(40, rank=2)]
    assert chosen(cards, dominant="british") == (5, ["patriot"])


def test_PW_8_step_6_a_leveraged_card() -> None:
    cards = [card(30, rank=3), card(5, leveraged=True), card(40, rank=2)]
    assert chosen(cards) == (5, ["leveraged"])


def test_PW_8_step_7_the_highest_rank() -> None:
    cards = [card(30, rank=1), card(5, rank=3), card(40, rank=2)]
    assert chosen(cards) == (5, ["rank"])


def test_PW_8_step_8_the_highest_card_number() -> None:
    cards = [card(30, rank=2), card(5, rank=2), card(40, rank=2)]
    assert chosen(cards) == (40, ["number"])


def test_PW_8_the_chain_lists_each_step_that_narrowed_and_the_cards_it_kept() -> None:
    cards = [
        card(1, "military", 3),
        card(2, "political", 1, opponent=True),
        card(3, "political", 2, opponent=True, leveraged=True),
        card(4, "political", 2, opponent=True, leveraged=True),
        card(6, "economic", 3, opponent=True, leveraged=True),
    ]
    best, chain = pick(cards, "political", None)
    assert best.number == 4
    assert chain == [
        Narrowed("opponent", (2, 3, 4, 6)),
        Narrowed("favoured", (2, 3, 4)),
        Narrowed("leveraged", (3, 4)),
        Narrowed("number", (4,)),
    ]


def test_PW_8_a_single_candidate_needs_no_chain() -> None:
    assert chosen([card(9)]) == (9, [])


def test_PW_8_no_candidate_is_a_programming_error() -> None:
    with pytest.raises(ValueError):
        pick([], "political", None)
