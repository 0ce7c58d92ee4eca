"""What the player tells the bot of the table during Wakhan's turn (wakhan_table.py): each fact
asked once a turn in one answer, kept until her next reveal; bad answers refused."""

from __future__ import annotations

import pytest

from engines.core import Ask, InvalidAnswer
from engines.core.conversation import NeedAnswer
from engines.core.dice import Rng
from engines.paxpamir.model import PaxState, Player, WakhanDeck
from engines.paxpamir.wakhan_table import (
    armies_in,
    court_of,
    parse_counts,
    parse_court,
    roads_on,
    ruler,
    spies_on,
    tribes_in,
)


def table() -> PaxState:
    state = PaxState(players=[Player("Ana", loyalty="british"), Player("Wakhan", wakhan=True)])
    state.ai = WakhanDeck(mode="physical", card=1, column=0, row="top", court=[12, 3])
    return state


def asked(state: PaxState, answers: list[object], flow: object) -> tuple[object, Ask]:
    ask = Ask(list(answers), Rng(0), False)
    return flow(state, ask), ask  # type: ignore[operator]


def test_PW_6_a_region_s_ruler_is_asked_once_a_turn() -> None:
    state = table()
    who, _ = asked(state, ["2"], lambda s, a: ruler(s, a, "kabul"))
    assert who is state.players[1]
    # Asked again: no answer needed, the turn remembers it.
    again, _ = asked(state, [], lambda s, a: ruler(s, a, "kabul"))
    assert again is state.players[1]
    nobody, _ = asked(state, ["nobody"], lambda s, a: ruler(s, a, "herat"))
    assert nobody is None


def test_PW_6_counts_by_seat_and_by_coalition_in_one_answer() -> None:
    state = table()
    spies, _ = asked(state, ["1 2"], lambda s, a: spies_on(s, a, 12))
    assert spies == [1, 2]
    tribes, _ = asked(state, ["none"], lambda s, a: tribes_in(s, a, "punjab"))
    assert tribes == [0, 0]
    armies, _ = asked(state, ["0, 2 1"], lambda s, a: armies_in(s, a, "punjab"))
    assert armies == {"afghan": 0, "british": 2, "russian": 1}
    roads, _ = asked(state, ["1 0 0"], lambda s, a: roads_on(s, a, "kabul-punjab"))
    assert roads == {"afghan": 1, "british": 0, "russian": 0}
    with pytest.raises(NeedAnswer):
        asked(state, [], lambda s, a: spies_on(s, a, 13))


def test_PW_8_her_court_is_never_asked_another_players_is_asked_once() -> None:
    state = table()
    hers, _ = asked(state, [], lambda s, a: court_of(s, a, s.players[1]))
    assert hers == [12, 3]
    theirs, _ = asked(state, ["45 7"], lambda s, a: court_of(s, a, s.players[0]))
    assert theirs == [45, 7]
    assert asked(state, [], lambda s, a: court_of(s, a, s.players[0]))[0] == [45, 7]


@pytest.mark.parametrize("text", ["", "1", "1 2 3", "a b", "1 100", "-1 0"])
def test_PW_6_a_count_answer_of_the_wrong_shape_is_refused(text: str) -> None:
    with pytest.raises(InvalidAnswer) as refused:
        parse_counts(text, 2)
    assert refused.value.key == "paxpamir-wakhan-counts-bad"


@pytest.mark.parametrize("text", ["", "0", "101", "5 5", "x"])
def test_PW_8_a_court_answer_of_unknown_or_repeated_cards_is_refused(text: str) -> None:
    with pytest.raises(InvalidAnswer) as refused:
        parse_court(text)
    assert refused.value.key == "paxpamir-wakhan-court-bad"
    assert parse_court("none") == []


def test_PW_12_a_market_card_is_named_by_its_number_once_a_turn() -> None:
    from engines.paxpamir.market_cards import EventCard, court_card
    from engines.paxpamir.wakhan_buy import card_on

    state = table()
    assert state.ai is not None
    facts = state.ai.market
    card, _ = asked(state, [1], lambda s, a: card_on(a, facts, "top", 2))
    assert card == court_card(1)
    assert asked(state, [], lambda s, a: card_on(a, facts, "top", 2))[0] == court_card(1)
    check, _ = asked(state, [101], lambda s, a: card_on(a, facts, "bottom", 0))
    assert isinstance(check, EventCard) and check.dominance_check
    with pytest.raises(InvalidAnswer):
        asked(state, [117], lambda s, a: card_on(a, facts, "bottom", 1))


def test_PW_7_a_ruler_is_reckoned_from_the_pieces_told_this_turn_by_the_erratum() -> None:
    # The FAQ's erratum: her ruling pieces are her tribes plus the armies of the one
    # coalition with the most armies there, not those of her pragmatic loyalty.
    state = table()
    state.players[0].loyalty = "afghan"
    asked(state, ["2 1"], lambda s, a: tribes_in(s, a, "kabul"))  # Ana 2 tribes, Wakhan 1
    asked(state, ["0 0 2"], lambda s, a: armies_in(s, a, "kabul"))  # 2 Russian armies
    who, ask = asked(state, [], lambda s, a: ruler(s, a, "kabul"))
    assert who is state.players[1]  # 1 + 2 = 3 against Ana's 2
    said = [e for e in ask.events if e.key == "paxpamir-wakhan-ruling-pieces"]
    assert said[0].rule == "PW-7" and said[0].params["count"] == 3


def test_PP_12_a_tie_of_ruling_pieces_is_nobody_and_so_is_no_tribe() -> None:
    state = table()  # Ana is British
    asked(state, ["2 1"], lambda s, a: tribes_in(s, a, "kabul"))
    asked(state, ["0 0 1"], lambda s, a: armies_in(s, a, "kabul"))  # 1 + 1 = 2 against 2
    assert asked(state, [], lambda s, a: ruler(s, a, "kabul"))[0] is None
    asked(state, ["0 0"], lambda s, a: tribes_in(s, a, "herat"))
    asked(state, ["0 3 0"], lambda s, a: armies_in(s, a, "herat"))  # armies, no tribe
    assert asked(state, [], lambda s, a: ruler(s, a, "herat"))[0] is None


def test_PP_12_a_human_counts_only_the_armies_of_their_loyalty() -> None:
    state = table()  # Ana is British
    asked(state, ["1 1"], lambda s, a: tribes_in(s, a, "punjab"))
    asked(state, ["0 2 1"], lambda s, a: armies_in(s, a, "punjab"))
    # Ana 1 + 2 British = 3; Wakhan 1 + 2 (the most of one coalition) = 3: a tie.
    assert asked(state, [], lambda s, a: ruler(s, a, "punjab"))[0] is None
    asked(state, ["1 1"], lambda s, a: tribes_in(s, a, "persia"))
    asked(state, ["3 0 1"], lambda s, a: armies_in(s, a, "persia"))
    assert asked(state, [], lambda s, a: ruler(s, a, "persia"))[0] is state.players[1]
