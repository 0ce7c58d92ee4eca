"""Wakhan's card-based actions played by the bot (docs/wakhan.md, PW-11): the court card that
acts (PW-8, PW-9), the hostage bribe (PP-7), tax, gift, build and betray with the ledger kept,
her bonus actions (PW-10), and her court as the player reports it."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engines import paxpamir
from engines.core import Ask, CodecError, Event, InvalidAnswer, default_answer, encode
from engines.core.conversation import NeedAnswer
from engines.core.dice import Rng
from engines.paxpamir.game import from_json, status_events, to_json
from engines.paxpamir.model import MarketFacts, PaxState, Player, WakhanDeck
from engines.paxpamir.wakhan_actions import bonus_actions, card_action
from engines.paxpamir.wakhan_buy import card_on
from tests.paxpamir.policy import answered
from tests.paxpamir.support import revealed

ANA, BEN, WAKHAN = 0, 1, 2


def ruled_by(seat: int) -> str:
    """The answer to "who rules …?" naming the player in ``seat``: their button's number."""
    return str(seat + 1)


def table(court: list[int], card: int = 7, row: str = "top", rupees: int = 4) -> PaxState:
    """Ana (British), Ben (Russian) and Wakhan, her AI card ``card`` revealed, the red arrow's
    label ``row``; her court ``court``."""
    state = PaxState(
        players=[
            Player("Ana", loyalty="british"),
            Player("Ben", loyalty="russian"),
            Player("Wakhan", wakhan=True, rupees=rupees),
        ],
        phase="play",
        turn=WAKHAN,
    )
    state.ai = WakhanDeck(mode="physical", card=card, column=0, row=row, court=list(court))
    return state


def act(state: PaxState, box: str, answers: list[str]) -> tuple[str, list[Event]]:
    """Her action ``box``, its questions answered in order: every answer used."""
    ask = Ask(list(answers), Rng(0), False)
    outcome = card_action(state, ask, state.players[WAKHAN], box)
    with pytest.raises(NeedAnswer):
        ask.text("PW-11", "more", str, [])  # nothing left unread
    return outcome, ask.events


def keys(events: list[Event]) -> list[str]:
    return [e.key for e in events]


def said(events: list[Event], key: str) -> list[dict[str, Any]]:
    return [e.params for e in events if e.key == key]


# -- which card acts (PW-8, PW-9, PP-7) ------------------------------------------------------------


def test_PW_11_no_court_card_with_the_action_skips_it_saying_why() -> None:
    state = table(court=[12])  # City of Ghazni: gift only
    before = encode(state)
    outcome, events = act(state, "tax", [])
    assert outcome == "cannot"
    assert said(events, "paxpamir-wakhan-skip-no-court-card") == [
        {"who": "Wakhan", "action": "@paxpamir-wakhan-action-tax"}
    ]
    assert encode(state) == before


def test_PW_8_the_card_that_acts_is_her_highest_priority() -> None:
    # Afghan Handicrafts (rank 1) and Kabul Bazaar (rank 2) both tax: the higher rank acts.
    state = table(court=[9, 8])
    state.players[ANA].rupees = 6
    outcome, events = act(state, "tax", ["0 0 0", "none", "none", "4"])
    assert outcome == "taken"
    chosen = next(e for e in events if e.rule == "PW-8")
    assert chosen.params["card"] == 8
    assert said(events, "paxpamir-wakhan-card-acts")[0]["card"] == 8
    assert state.ai is not None and state.ai.used == [8]


def test_PW_9_a_card_of_the_favoured_suit_is_a_bonus_action_and_acts_once_a_turn() -> None:
    state = table(court=[8])
    state.favoured = "economic"
    outcome, _ = act(state, "tax", ["0 0 0", "none", "none", "2"])
    assert outcome == "bonus"
    outcome, events = act(state, "tax", [])
    assert outcome == "cannot" and said(events, "paxpamir-wakhan-skip-no-court-card")


def test_PP_7_a_card_held_hostage_costs_her_a_bribe_to_the_holder() -> None:
    # Ana has two spies on Kabul Bazaar, Wakhan one: Ana holds it hostage.
    state = table(court=[8], rupees=3)
    outcome, events = act(state, "tax", ["2 0 1", "none", "none", "2"])
    assert outcome == "taken"
    assert said(events, "paxpamir-wakhan-pays-hostage")[0]["bribe"] == 2
    assert state.players[ANA].rupees == 4 + 2
    assert state.players[WAKHAN].rupees == 3 - 2 + 2


def test_PP_7_a_tie_for_most_spies_holds_nobody_hostage() -> None:
    state = table(court=[8])
    _, events = act(state, "tax", ["1 1 0", "none", "none", "2"])
    assert said(events, "paxpamir-wakhan-pays-hostage") == []


def test_PW_15_a_card_whose_bribe_she_cannot_pay_passes_to_the_next() -> None:
    # Build costs 2: Money Lenders (rank 2, leveraged) is held for 3, Qanat System acts.
    state = table(court=[62, 14], rupees=4)
    outcome, events = act(state, "build", ["0 3 0", "0 0 0", ruled_by(WAKHAN)])
    assert outcome == "taken"
    dear = said(events, "paxpamir-wakhan-card-dear")
    assert dear[0]["card"] == 14 and dear[0]["bribe"] == 3
    assert said(events, "paxpamir-wakhan-card-acts")[0]["card"] == 62


# -- tax (PW-11) -----------------------------------------------------------------------------------


def test_PW_11_tax_players_first_the_richest_first() -> None:
    # Kabul Bazaar, rank 2. Ben (before her: the arrow's "Top (left)") has a Kabul card,
    # Ana a Punjab card; she rules both regions. Ana is richer: she pays both.
    state = table(court=[8])
    state.players[ANA].rupees, state.players[BEN].rupees = 5, 3
    outcome, events = act(state, "tax", ["0 0 0", "13", ruled_by(WAKHAN), "25", ruled_by(WAKHAN)])
    assert outcome == "taken"
    assert said(events, "paxpamir-wakhan-tax-player") == [
        {"who": "Wakhan", "name": "Ana", "amount": 2, "old": 5, "new": 3}
    ]
    assert [p.rupees for p in state.players] == [3, 3, 6]
    assert said(events, "paxpamir-wakhan-taxed")[0]["total"] == 2


@pytest.mark.parametrize(("row", "first"), [("top", "Ben"), ("bottom", "Ana")])
def test_PW_11_tax_a_tie_goes_by_the_red_arrow(row: str, first: str) -> None:
    # Ana and Ben have 4 each: "Top (left)" names the player before her (Ben), "Bottom
    # (right)" the one after her (Ana, round the table).
    state = table(court=[8], row=row)
    hers = ruled_by(WAKHAN)
    answers = (["0 0 0", "13", hers, "25", hers] if row == "top"
               else ["0 0 0", "25", hers, "13", hers])
    _, events = act(state, "tax", answers)
    taxed = said(events, "paxpamir-wakhan-tax-player")
    assert [t["name"] for t in taxed] == [first]


def test_PW_11_tax_a_player_only_above_the_shelter_and_where_she_rules() -> None:
    # Ana's 3 rupees lie within her 3 economic stars; Ben has no card in a region she rules:
    # the market pays, leftmost first, in a column the arrow's row first.
    state = table(court=[8])
    state.players[ANA].rupees, state.players[ANA].stars["economic"] = 3, 3
    outcome, events = act(state, "tax", ["0 0 0", "13", "nobody", "0", "1", "1"])
    assert outcome == "taken"
    assert said(events, "paxpamir-wakhan-tax-sheltered")[0]["name"] == "Ana"
    assert said(events, "paxpamir-wakhan-tax-not-ruled")[0]["name"] == "Ben"
    market = said(events, "paxpamir-wakhan-tax-market")
    assert [(m["row"], m["column"]) for m in market] == [
        ("@paxpamir-wakhan-row-bottom", 0), ("@paxpamir-wakhan-row-top", 1)
    ]
    assert state.ai is not None
    assert state.ai.market.rupees == {"top-0": 0, "bottom-0": 0, "top-1": 0}
    assert state.players[WAKHAN].rupees == 6


def test_PW_11_tax_with_nothing_to_take_is_skipped_and_changes_nothing_but_what_was_told() -> None:
    state = table(court=[8])
    state.players[ANA].rupees = state.players[BEN].rupees = 0
    outcome, events = act(state, "tax", ["0 0 0"] + ["0"] * 12)
    assert outcome == "cannot"
    assert said(events, "paxpamir-wakhan-skip-tax")[0]["card"] == 8
    assert state.ai is not None and state.ai.used == []
    assert state.players[WAKHAN].rupees == 4


# -- gift (PW-11) ----------------------------------------------------------------------------------


def test_PW_11_gift_the_cheapest_free_space_influence_with_every_coalition() -> None:
    state = table(court=[12], rupees=5)
    wakhan = state.players[WAKHAN]
    wakhan.gifts, wakhan.cylinders = 1, 3
    outcome, events = act(state, "gift", ["0 0 0"])
    assert outcome == "taken"
    assert (wakhan.gifts, wakhan.cylinders, wakhan.rupees) == (2, 4, 1)
    gift = said(events, "paxpamir-wakhan-gift")[0]
    assert gift["cost"] == 4 and gift["afghan"] == gift["british"] == gift["russian"] == 3
    # The cost goes to the rightmost cards of both rows, which she may not buy this turn.
    assert state.ai is not None
    assert state.ai.market.paid == ["top-5", "top-4", "bottom-5", "bottom-4"]
    assert said(events, "paxpamir-wakhan-pays-market")[0]["cost"] == 4


def test_PW_11_gift_with_her_three_spaces_full_or_too_dear_is_skipped() -> None:
    state = table(court=[12], rupees=9)
    state.players[WAKHAN].gifts = state.players[WAKHAN].cylinders = 3
    outcome, events = act(state, "gift", [])
    assert outcome == "cannot" and said(events, "paxpamir-wakhan-skip-gifts-full")
    poor = table(court=[12], rupees=1)
    outcome, events = act(poor, "gift", ["0 0 0"])
    assert outcome == "cannot" and said(events, "paxpamir-wakhan-card-dear")[0]["cost"] == 2


# -- build (PW-11) ---------------------------------------------------------------------------------


def test_PW_11_build_in_the_first_region_she_rules_as_many_as_she_can_pay() -> None:
    # Card 7's regions: Punjab, Transcaspia, …; she rules Transcaspia. 5 rupees: 2 armies
    # of her pragmatic loyalty (Afghan: British and Russian are taken).
    state = table(court=[5], rupees=5)
    outcome, events = act(state, "build", ["0 0 0", ruled_by(ANA), ruled_by(WAKHAN)])
    assert outcome == "bonus"  # Shah Shujah Durrani is political, the favoured suit
    build = said(events, "paxpamir-wakhan-build")[0]
    assert build["region"] == "@paxpamir-region-transcaspia" and build["count"] == 2
    assert build["coalition"] == "@paxpamir-coalition-afghan"
    assert state.blocks == {"afghan": 2, "british": 0, "russian": 0}
    assert state.players[WAKHAN].rupees == 1
    assert "paxpamir-blocks" in keys(events)


def test_PW_11_build_at_most_three_armies() -> None:
    state = table(court=[5], rupees=9)
    act(state, "build", ["0 0 0", ruled_by(WAKHAN)])
    assert state.blocks["afghan"] == 3 and state.players[WAKHAN].rupees == 3


def test_PW_11_build_where_she_rules_no_region_is_skipped() -> None:
    state = table(court=[5], rupees=9)
    outcome, events = act(state, "build", ["0 0 0"] + ["nobody"] * 6)
    assert outcome == "cannot" and said(events, "paxpamir-wakhan-skip-build")
    assert state.blocks["afghan"] == 0 and state.players[WAKHAN].rupees == 9


# -- betray (PW-11) --------------------------------------------------------------------------------


def test_PW_11_betray_the_highest_priority_card_with_a_prize_and_her_spy() -> None:
    # Bala Hissar betrays. Ana's court: Eldred Pottinger (intelligence, Russian prize) and
    # Josiah Harlan (political, British prize), her spy on both; Ben's court: nothing.
    # Political is favoured: Josiah Harlan (PW-8 step 2).
    state = table(court=[16], rupees=3)
    ana = state.players[ANA]
    ana.stars["political"], ana.cylinders = 1, 2
    state.players[WAKHAN].cylinders = 2
    answers = ["0 0 0", "19 25", "0 0 1", "1 0 1", "none"]
    outcome, events = act(state, "betray", answers)
    assert outcome == "taken"
    betray = said(events, "paxpamir-wakhan-betray")[0]
    assert (betray["card"], betray["owner"]) == (25, "Ana")
    assert betray["coalition"] == "@paxpamir-coalition-british" and betray["influence"] == 2
    wakhan = state.players[WAKHAN]
    assert wakhan.prizes["british"] == 1 and wakhan.rupees == 1
    # The card left Ana's court: its star, and the spies on it went home.
    assert ana.stars["political"] == 0 and ana.cylinders == 1 and wakhan.cylinders == 1
    assert state.ai is not None and state.ai.table.courts["0"] == [19]
    chains = [e for e in events if e.rule == "PW-8"]
    assert chains[-1].params["card"] == 25


def test_PW_11_betray_her_own_card_leaves_her_court() -> None:
    # Her own Anarkali Bazaar (Afghan prize) with her spy on it; nobody else has a prize card.
    state = table(court=[16, 28], rupees=2)
    answers = ["0 0 0", "none", "none", "0 0 1"]
    outcome, _events = act(state, "betray", answers)
    assert outcome == "taken"
    assert state.ai is not None and state.ai.court == [16]
    assert state.players[WAKHAN].prizes["afghan"] == 1


def test_PW_11_betray_with_no_spy_on_a_prize_card_is_skipped() -> None:
    state = table(court=[16], rupees=3)
    outcome, events = act(state, "betray", ["0 0 0", "19", "1 0 0", "none"])
    assert outcome == "cannot" and said(events, "paxpamir-wakhan-skip-betray")
    assert state.players[WAKHAN].rupees == 3


# -- bonus actions (PW-10) -------------------------------------------------------------------------


def test_PW_10_bonus_from_the_leftmost_unused_favoured_card_its_leftmost_possible_action() -> None:
    # Economic favoured. Lapis Lazuli Mine (tax, gift) is used; City of Ghazni (gift) can't
    # (her gifts are full); Kandahari Markets (tax, build): tax, its leftmost action.
    state = table(court=[11, 12, 49, 8])
    state.favoured = "economic"
    assert state.ai is not None
    state.ai.used = [11]
    state.players[WAKHAN].gifts = state.players[WAKHAN].cylinders = 3
    # Kandahari Markets takes 1 from the top row's first card; Kabul Bazaar then acts too,
    # the courts and that card known: 2 from the bottom row's first card.
    ask = Ask(["0 0 0", "none", "none", "1", "0 0 0", "2"], Rng(0), False)
    bonus_actions(state, ask, state.players[WAKHAN])
    bonus = said(ask.events, "paxpamir-wakhan-bonus")
    assert [(b["card"], b["action"]) for b in bonus] == [
        (49, "@paxpamir-wakhan-action-tax"), (8, "@paxpamir-wakhan-action-tax")
    ]
    assert state.ai.used == [11, 49, 8]


def test_PW_10_no_favoured_card_left_says_so() -> None:
    state = table(court=[8])
    ask = Ask([], Rng(0), False)
    bonus_actions(state, ask, state.players[WAKHAN])
    assert said(ask.events, "paxpamir-wakhan-no-bonus") == [
        {"who": "Wakhan", "suit": "@paxpamir-suit-political"}
    ]


# -- her court, as reported (PW-11) ----------------------------------------------------------------


def her_game() -> PaxState:
    """Ana and Wakhan at her turn, AI card 1 revealed (4 next), no question open."""
    return revealed(1, 4)


def test_PW_11_her_court_is_reported_by_number_and_listed_in_the_status() -> None:
    state = her_game()
    step = paxpamir.act(state, "wakhan", ["court", "12", "45", "7"])
    assert step.state.ai is not None and step.state.ai.court == [12, 45, 7]
    note = next(e for e in step.events if e.key == "paxpamir-wakhan-court-set")
    assert note.params["old"] == "@paxpamir-wakhan-court-none"
    status = [e for e in status_events(step.state) if e.key == "paxpamir-status-wakhan-court"]
    items = status[0].params["cards"]["@join"]
    assert [(i["card"], i["name"]) for i in items] == [
        (12, "City of Ghazni"), (45, "Haji Khan Kakar"), (7, "Dost Mohammad")
    ]
    emptied = paxpamir.act(step.state, "Wakhan", ["court", "none"]).state
    assert emptied.ai is not None and emptied.ai.court == []
    assert from_json(to_json(step.state)).ai == step.state.ai


@pytest.mark.parametrize(
    ("who", "words", "key"),
    [
        ("ana", ["court", "12"], "paxpamir-wakhan-court-not-hers"),
        ("wakhan", ["court", "101"], "paxpamir-wakhan-court-bad"),
        ("wakhan", ["court", "12", "12"], "paxpamir-wakhan-court-bad"),
        ("wakhan", ["court"], "paxpamir-wakhan-court-bad"),
    ],
)
def test_PW_11_a_bad_court_report_is_refused_and_changes_nothing(
    who: str, words: list[str], key: str
) -> None:
    state = her_game()
    before = encode(state)
    with pytest.raises(InvalidAnswer) as refused:
        paxpamir.act(state, who, words)
    assert refused.value.key == key
    assert encode(state) == before


def test_PW_9_the_cards_used_are_forgotten_at_her_next_reveal() -> None:
    state = her_game()
    assert state.ai is not None
    # Her turn with card 1 is over, card 8 used in it; Ana plays, then her card 4 is revealed
    # (and plays itself: its questions answered by the policy).
    state.ai.court, state.ai.used, state.ai.played = [8], [8], True
    anas = paxpamir.play_turn(state).state
    step = answered(paxpamir.play_turn(anas), random.Random(0))
    hers = step.state
    assert hers.ai is not None and hers.ai.card == 4
    assert not [e for e in step.events if "took" in e.key and e.params.get("card") == 8]
    assert hers.ai.used == [] and 8 in hers.ai.court


@pytest.mark.parametrize(("court", "used"), [([8, 8], []), ([101], []), ([8], [0])])
def test_PW_11_a_saved_court_of_unknown_or_repeated_cards_is_corrupt(
    court: list[int], used: list[int]
) -> None:
    state = her_game()
    assert state.ai is not None
    state.ai.court, state.ai.used = court, used
    with pytest.raises(CodecError):
        from_json(to_json(state))


# -- a market card already in her court (PW-12) ---------------------------------------------------


def test_PW_12_a_market_card_already_in_her_court_is_refused_and_the_question_stays() -> None:
    # Card 8 radicalizes at the arrows' space; every space holds a card, so she asks its number.
    state = revealed(8, 24)
    assert state.ai is not None
    state.player("Wakhan").rupees, state.ai.court = 5, [15]
    step = paxpamir.act(state, "play", [])
    while step.prompt is not None and step.prompt.key != "paxpamir-ask-wakhan-card-on":
        typed = "card" if step.prompt.key == "paxpamir-ask-wakhan-space" else None
        step = paxpamir.give_answer(step.state, typed or str(default_answer(step.prompt)))
    asked, before = step.prompt, to_json(step.state)
    assert asked is not None
    with pytest.raises(InvalidAnswer) as refused:
        paxpamir.give_answer(step.state, "15")
    assert refused.value.key == "paxpamir-wakhan-card-in-her-court"
    assert refused.value.params["card"] == 15
    assert to_json(step.state) == before and step.prompt == asked
    step = paxpamir.give_answer(step.state, "31")  # a card not hers: taken, the walk goes on
    assert step.prompt != asked


def test_PW_12_a_market_card_named_for_another_space_is_refused() -> None:
    # Bought twice in a turn, it would sit twice in her court: a state that won't load.
    facts = MarketFacts(cards={"top-1": 31})
    with pytest.raises(InvalidAnswer) as refused:
        card_on(Ask(["31"], Rng(0), False), facts, "bottom", 1)
    assert refused.value.key == "paxpamir-wakhan-card-named"
    assert facts.cards == {"top-1": 31}
    assert card_on(Ask(["32"], Rng(0), False), facts, "bottom", 1).number == 32


def test_PW_12_a_scenario_without_an_answer_names_a_card_that_can_lie_there() -> None:
    facts = MarketFacts(cards={"top-0": 1})
    with pytest.raises(NeedAnswer) as asked:
        card_on(Ask([], Rng(0), False), facts, "bottom", 0, [2])
    assert default_answer(asked.value.prompt) == 3
