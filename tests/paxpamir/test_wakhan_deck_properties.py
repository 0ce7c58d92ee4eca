"""Wakhan's virtual AI deck over many turns (PW-2, PW-4): from any seed and any stacked top,
her turns never fail, a card never comes twice before a reshuffle, each shuffle holds all 24
cards, and every turn reads a market position on the board."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from engines import paxpamir
from engines.core import Step
from engines.paxpamir.model import PaxState
from engines.paxpamir.wakhan import back_of, cards, market_position
from tests.paxpamir.test_wakhan_deck import long_answered

SEEDS = st.integers(0, 2**63 - 1)


@settings(max_examples=40, deadline=None)
@given(seed=SEEDS, turns=st.integers(1, 80), humans=st.integers(1, 2))
def test_PW_2_random_draws_never_fail_nor_repeat_a_card_before_a_reshuffle(
    seed: int, turns: int, humans: int
) -> None:
    names = ["Ana", "Ben"][:humans]
    options = {"players": ",".join([*names, "Wakhan"]), "loyalty": ",".join(["russian"] * humans),
               "wakhan": "virtual"}
    rng = random.Random(seed)
    started = paxpamir.new_game(paxpamir.parse_options(options), seed)
    step: Step[PaxState] = long_answered(started, rng)
    since_shuffle: list[int] = []
    revealed = 0
    for _ in range(turns * (humans + 1)):
        for event in step.events:
            if event.key == "paxpamir-wakhan-reshuffled":
                since_shuffle = []
            if event.key == "paxpamir-wakhan-drawn":
                card = event.params["card"]
                assert card not in since_shuffle
                since_shuffle.append(card)
                revealed += 1
        deck = step.state.ai
        assert deck is not None and deck.card is not None and deck.deck
        assert sorted(deck.deck + deck.discard) == list(range(1, 25))
        assert deck.discard == since_shuffle
        expected = market_position(cards()[deck.card], back_of(deck.deck[0]))
        assert (deck.column, deck.row) == expected
        assert 0 <= expected[0] <= 5 and expected[1] in ("top", "bottom")
        paxpamir.from_json(paxpamir.to_json(step.state))  # every state saves and loads
        step = long_answered(paxpamir.play_turn(step.state), rng)
    assert revealed >= turns
