"""Wakhan's general rule (docs/wakhan.md, PW-5): she pays every cost a player pays, bribes
included, and when she must choose a suit she takes the suit favoured now; and her cards that
are always of the favoured suit (Savvy Operator, Irregulars) count so for her bonus actions
(PW-9) and her card priority (PW-8)."""

from __future__ import annotations

import pytest

from engines.core import Ask, Event
from engines.core.dice import Rng
from engines.paxpamir.market_cards import market_cards
from engines.paxpamir.model import Options, PaxState, Player, WakhanDeck
from engines.paxpamir.wakhan_buy import buy
from engines.paxpamir.wakhan_events import resolve

PASHTUNWALI_VALUES = 115
"""The event that, bought, has its buyer choose a suit."""


def table(favoured: str = "political") -> PaxState:
    state = PaxState(
        options=Options(),
        players=[Player("Ana", loyalty="british"), Player("Wakhan", wakhan=True)],
        phase="play",
        turn=1,
        favoured=favoured,
    )
    state.ai = WakhanDeck(mode="physical", card=1, column=0, row="top")
    return state


def run(state: PaxState, answers: list[object], flow: object) -> list[Event]:
    ask = Ask(list(answers), Rng(0), False)
    flow(state, ask)  # type: ignore[operator]
    return ask.events


@pytest.mark.parametrize("favoured", ["military", "economic"])
def test_PW_5_a_suit_she_must_choose_is_the_suit_favoured_now(favoured: str) -> None:
    state = table(favoured)
    event = market_cards()[PASHTUNWALI_VALUES]
    said = run(state, [], lambda s, a: resolve(s, a, s.players[1], event))  # type: ignore[arg-type]
    assert said[-1].rule == "PW-19"
    assert said[-1].params["suit"] == "@paxpamir-suit-" + favoured


def test_PW_5_she_pays_every_cost_a_player_pays_the_bribe_included() -> None:
    state = table()
    # Column 1 costs 1 (a rupee on the card to its left); card 15 is a Kabul card, Ana rules
    # Kabul and asks a bribe of 2: 4 - 1 - 2 = 1.
    said = run(state, [0, 15, "1", 2], lambda s, a: buy(s, a, s.players[1], "top", 1))
    wakhan = state.players[1]
    assert wakhan.rupees == 1
    played = next(e for e in said if e.key == "paxpamir-wakhan-plays-bought")
    assert played.params["bribe"] == 2
    assert state.ai is not None and state.ai.court == [15]


def test_PW_9_a_card_always_of_the_favoured_suit_takes_bonus_actions() -> None:
    # Cossacks (99) is military with Irregulars: of the favoured suit whatever it is.
    from engines.paxpamir.market_cards import court_card
    from engines.paxpamir.wakhan_actions import _outcome

    state = table("economic")
    assert _outcome(state, court_card(99)) == "bonus"
    assert _outcome(state, court_card(98)) == "taken"  # a plain military card


def test_PW_8_step_2_counts_a_card_always_of_the_favoured_suit() -> None:
    from engines.paxpamir.market_cards import court_card
    from engines.paxpamir.wakhan_acting import candidate
    from engines.paxpamir.wakhan_priority import pick

    # Military favoured: Allah Quli Bahadur (91, political, Savvy Operator) counts as of the
    # favoured suit, Jan-Fishan Khan (2, intelligence) does not: step 2 decides.
    chosen, chain = pick([candidate(court_card(91)), candidate(court_card(2))], "military", None)
    assert chain[0].step == "favoured" and chosen.number == 91
