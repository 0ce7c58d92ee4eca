"""The card Wakhan bought (docs/wakhan.md): named by its printed number, a court card played
with the bribe to its region's ruler at the end of her court the red arrow names, its impact
icons on the ledger and placed by her rules (PW-14); an event's effect with her choices
(PW-19); her discards in cleanup (PW-16) and their leverage (PW-17); steadfast pragmatic
loyalty (PW-23)."""

from __future__ import annotations

import pytest

from engines import paxpamir
from engines.core import Ask, Event, InvalidAnswer
from engines.core.conversation import NeedAnswer
from engines.core.dice import Rng
from engines.paxpamir.cleanup import cleanup_events, end_turn
from engines.paxpamir.model import Options, PaxState, Player, WakhanDeck
from engines.paxpamir.wakhan import cards, pragmatic_loyalty
from engines.paxpamir.wakhan_buy import buy
from engines.paxpamir.wakhan_discard import choose
from engines.paxpamir.wakhan_impact import road_borders


def table(card: int = 1, row: str = "top", court: list[int] | None = None,
          rupees: int = 4, **options: object) -> PaxState:
    """Ana (British) and Wakhan, her AI card ``card`` revealed, the red arrow's label ``row``."""
    state = PaxState(
        options=Options(**options),  # type: ignore[arg-type]
        players=[Player("Ana", loyalty="british"), Player("Wakhan", wakhan=True, rupees=rupees)],
        phase="play",
        turn=1,
    )
    state.ai = WakhanDeck(mode="physical", card=card, column=0, row=row, court=list(court or []))
    return state


def run(state: PaxState, answers: list[object], flow: object) -> list[Event]:
    ask = Ask(list(answers), Rng(0), False)
    flow(state, ask)  # type: ignore[operator]
    return ask.events


def bought(state: PaxState, answers: list[object], column: int = 0) -> list[Event]:
    """She buys the card in the top row's ``column``: rupees lying on it, its number, then the
    questions of its play."""
    return run(state, answers, lambda s, a: buy(s, a, s.players[1], "top", column))


def said(events: list[Event], key: str) -> list[Event]:
    return [e for e in events if e.key == key]


def wakhan(state: PaxState) -> Player:
    return state.players[1]


# -- PW-14: the bribe and where the card goes ---------------------------------------------------


def test_PW_14_the_card_is_named_once_a_turn_and_no_bribe_when_nobody_rules() -> None:
    state = table()
    assert state.ai is not None
    state.ai.market.cards["top-0"] = 15  # the market already asked it this turn
    events = bought(state, [0, "nobody"])
    assert said(events, "paxpamir-wakhan-no-bribe-nobody")[0].rule == "PP-4"
    assert said(events, "paxpamir-wakhan-plays-bought")[0].params["card"] == 15
    assert state.ai.court == [15]


def test_PW_14_she_pays_no_bribe_in_a_region_she_rules() -> None:
    state = table()
    events = bought(state, [0, 15, "2"])
    assert said(events, "paxpamir-wakhan-no-bribe-hers")
    assert wakhan(state).rupees == 4


def test_PW_14_the_bribe_asked_of_the_ruler_and_paid() -> None:
    state = table()
    events = bought(state, [0, 15, "1", 2])
    assert said(events, "paxpamir-wakhan-plays-bought")[0].params["bribe"] == 2
    assert wakhan(state).rupees == 2


def test_PW_14_the_bribe_read_from_the_tribes_known_this_turn() -> None:
    state = table()
    assert state.ai is not None
    state.ai.table.tribes["kabul"] = [3, 1]
    events = bought(state, [0, 15, "1"])
    assert said(events, "paxpamir-wakhan-bribe-tribes")[0].params["count"] == 3
    assert wakhan(state).rupees == 1


def test_PW_14_a_bribe_she_cannot_pay_discards_the_card_from_her_court() -> None:
    state = table(rupees=1)
    events = bought(state, [0, 15, "1", 2])
    assert said(events, "paxpamir-wakhan-discards-bought")[0].params["card"] == 15
    assert state.ai is not None and state.ai.court == []
    assert state.blocks == {"afghan": 0, "british": 0, "russian": 0}


def test_PW_14_top_left_plays_at_the_left_end_bottom_right_at_the_right_end() -> None:
    left = table(row="top", court=[5])
    bought(left, [0, 15, "nobody"])
    right = table(row="bottom", court=[5])
    bought(right, [0, 15, "nobody"])
    assert left.ai is not None and left.ai.court == [15, 5]
    assert right.ai is not None and right.ai.court == [5, 15]


# -- PW-14: the impact icons on the ledger ------------------------------------------------------


def test_PW_14_army_icons_add_blocks_of_her_pragmatic_loyalty_in_the_card_region() -> None:
    # AI card 1's pragmatic loyalty with Ana British: the first free coalition on it.
    state = table()
    loyalty, _ = pragmatic_loyalty(state, cards()[1])
    events = bought(state, [0, 82, "nobody"])  # Persia, military 2: two armies, intelligence
    assert state.blocks[loyalty] == 2 and sum(state.blocks.values()) == 2
    armies = said(events, "paxpamir-wakhan-icon-armies")[0]
    assert armies.params["region"] == "@paxpamir-region-persia"
    assert wakhan(state).stars["military"] == 2
    assert state.favoured == "intelligence"


def test_PW_14_a_suit_icon_of_the_suit_already_favoured_changes_nothing() -> None:
    state = table()
    events = bought(state, [0, 56, "nobody"])  # Herat, political 2: two tribes, political
    assert said(events, "paxpamir-wakhan-icon-suit-same")
    assert state.favoured == "political"
    assert wakhan(state).cylinders == 2


def test_PW_14_leverage_brings_two_rupees() -> None:
    state = table()
    events = bought(state, [0, 27, "nobody"])  # Punjab, political: tribe, leverage
    assert said(events, "paxpamir-wakhan-icon-leverage")[0].params["new"] == 6
    assert wakhan(state).rupees == 6 and wakhan(state).cylinders == 1


def test_PW_14_a_patriot_counts_its_influence_a_prize_does_not() -> None:
    state = table()
    bought(state, [0, 51, "nobody"])  # British patriot with a Russian prize
    assert wakhan(state).patriots == {"afghan": 0, "british": 1, "russian": 0}
    assert wakhan(state).prizes == {"afghan": 0, "british": 0, "russian": 0}
    assert wakhan(state).influence("british") == 2
    not_a_patriot = table()
    bought(not_a_patriot, [0, 15, "nobody"])
    assert wakhan(not_a_patriot).patriots == {"afghan": 0, "british": 0, "russian": 0}


def test_PW_14_roads_on_consecutive_borders_by_her_region_order() -> None:
    state = table(card=1)
    order = cards()[1].region_order
    borders = road_borders(state, "kabul", 5)
    near = [r for r in order if r in ("herat", "kandahar", "punjab", "transcaspia")]
    expected = ["-".join(sorted(("kabul", r))) for r in near]
    # Kabul has four borders: a fifth road starts the order again.
    assert borders == [*expected, expected[0]]


def test_PW_14_a_spy_goes_where_she_has_not_the_most_by_card_priority() -> None:
    # Card 18 (Punjab, intelligence: one spy). Punjab cards: 25 in Ana's court, 20 in hers.
    # She has the most spies on 20; on 25 Ana ties her: a tie is not the most, so 25.
    state = table(court=[20])
    events = bought(state, [0, 18, "nobody", "25 9", "1 1", "0 1"])
    spy = said(events, "paxpamir-wakhan-icon-spy")[0]
    assert spy.params["card"] == 25 and spy.params["most"] == "no"
    assert wakhan(state).cylinders == 1


def test_PW_14_the_card_just_played_holds_no_spy_so_she_has_not_the_most_there() -> None:
    # She has the most spies on 25 and 20; the card just played holds none (a tie at 0 is not
    # the most, and it is not asked), so the spy goes on it.
    state = table(court=[20])
    events = bought(state, [0, 18, "nobody", "25", "0 1", "0 2"])
    spy = said(events, "paxpamir-wakhan-icon-spy")[0]
    assert spy.params["card"] == 18


# -- PW-19: events bought -------------------------------------------------------------------------


def test_PW_19_a_dominance_check_bought_is_scored_at_once() -> None:
    state = table()
    state.blocks = {"afghan": 0, "british": 5, "russian": 0}
    events = bought(state, [0, 101, True, True])
    assert said(events, "paxpamir-wakhan-event-check")[0].rule == "PW-19"
    assert said(events, "paxpamir-check-dominant")
    assert state.checks == 1
    assert state.ai is not None and state.ai.court == []
    assert state.ai.market.check is None


def test_PW_16_her_limits_name_no_hand_and_the_bot_discards_for_her() -> None:
    state = table()
    keys = [e.key for e in cleanup_events(wakhan(state), kept=True)]
    assert keys == ["paxpamir-wakhan-limits", "paxpamir-cleanup-market",
                    "paxpamir-wakhan-cleanup-discards"]
    assert "hand" not in cleanup_events(wakhan(state))[0].params
    assert cleanup_events(state.players[0])[0].params["hand"] == 2


def test_PW_19_her_choices_by_her_rules() -> None:
    events = bought(table(card=1), [0, 115])
    assert said(events, "paxpamir-wakhan-event-pashtunwaliValues")[0].params["suit"] == (
        "@paxpamir-suit-political"
    )
    events = bought(table(card=1), [0, 116])
    region = said(events, "paxpamir-wakhan-event-rebuke")[0].params["region"]
    assert region == "@paxpamir-region-" + cards()[1].region_order[0]
    events = bought(table(card=1), [0, 108])
    assert said(events, "paxpamir-wakhan-event-rumor")[0].params["target"] == "Ana"
    state = table()
    bought(state, [0, 113])
    assert wakhan(state).rupees == 7
    assert state.ai is not None and state.ai.court == []


# -- PW-16 and PW-17: her discards in cleanup ---------------------------------------------------


def test_PW_16_criteria_in_order_each_breaking_the_ties_of_the_earlier() -> None:
    state = table()
    ask = Ask([], Rng(0), False)
    # 5 political, 15 military: not political decides.
    assert choose(state, ask, wakhan(state), [5, 15]) == (15, [("not-political", [15])])
    # 51 a patriot, 15 not.
    assert choose(state, ask, wakhan(state), [51, 15])[0] == 15
    # 14 leveraged, 9 not (both economic, neither a patriot).
    assert choose(state, ask, wakhan(state), [14, 9])[0] == 9


def test_PW_16_the_spies_decide_only_when_reached_then_rank_suit_and_number() -> None:
    state = table()
    # 15 and 16: same suit, rank, no patriot, no leverage: spies asked. Ana outspies her on 16.
    events = run(state, ["0 0", "1 0"], lambda s, a: choose(s, a, wakhan(s), [15, 16]))
    assert events == []
    assert choose(state, Ask([], Rng(0), False), wakhan(state), [15, 16])[0] == 16
    # No spies anywhere: the lowest number.
    even = table()
    picked, chain = choose(even, Ask(["0 0", "0 0"], Rng(0), False), wakhan(even), [17, 15])
    assert picked == 15 and chain[-1][0] == "lowest-number"


def test_PW_16_cleanup_discards_only_over_her_court_limit() -> None:
    state = table(court=[5, 15, 16, 17], rupees=0)
    wakhan(state).stars = {"political": 1, "military": 3, "intelligence": 0, "economic": 0}
    # Limit 4 with one political star: nothing to discard (the next turn is Ana's).
    events = run(state, [], end_turn)
    assert not said(events, "paxpamir-wakhan-discard-pick")
    assert state.ai is not None and len(state.ai.court) == 4


def test_PW_16_PW_17_she_discards_over_the_limit_and_pays_the_leverage_she_can() -> None:
    # Court 5, 14, 15, 16: limit 3. 14 is economic and leveraged, 15 and 16 military, 5
    # political: the not-political then not-leveraged criteria leave 15 and 16; no spies:
    # the lowest rank ties, neither favoured, the lowest number: 15.
    state = table(court=[5, 14, 15, 16], rupees=1)
    wakhan(state).stars = {"political": 0, "military": 2, "intelligence": 0, "economic": 2}
    events = run(state, ["0 0", "0 0"], end_turn)
    pick = said(events, "paxpamir-wakhan-discard-pick")[0]
    assert pick.rule == "PW-16" and pick.params["card"] == 15
    assert state.ai is not None and state.ai.court == [5, 14, 16]
    assert wakhan(state).stars["military"] == 1
    assert said(events, "paxpamir-leverage-wakhan") == []


def test_PW_17_a_leveraged_card_discarded_costs_what_she_has_and_no_card() -> None:
    # Court 14 (leveraged) and three political cards: 14 is the only non-political card.
    state = table(court=[5, 14, 25, 27], rupees=1)
    events = run(state, ["0 0"], end_turn)
    assert said(events, "paxpamir-wakhan-discard-pick")[0].params["card"] == 14
    debt = said(events, "paxpamir-leverage-wakhan")[0]
    assert (debt.params["paid"], debt.params["owed"]) == (1, 1)
    assert wakhan(state).rupees == 0
    assert state.ai is not None and state.ai.court == [5, 25, 27]
    broke = table(court=[5, 14, 25, 27], rupees=0)
    debt = said(run(broke, ["0 0"], end_turn), "paxpamir-leverage-wakhan")[0]
    assert (debt.params["paid"], debt.params["owed"]) == (0, 2)
    assert broke.ai is not None and broke.ai.court == [5, 25, 27]


def test_PW_16_the_spies_on_a_discarded_card_go_home() -> None:
    state = table(court=[5, 15, 25, 27], rupees=0)
    state.players[0].cylinders = 3
    wakhan(state).cylinders = 2
    events = run(state, ["2 1"], end_turn)
    assert said(events, "paxpamir-wakhan-discard-pick")[0].params["card"] == 15
    assert state.players[0].cylinders == 1 and wakhan(state).cylinders == 1
    with pytest.raises(NeedAnswer):
        run(table(court=[15, 16, 17, 9]), [], end_turn)


# -- PW-23: steadfast pragmatic loyalty ---------------------------------------------------------


def test_PW_23_steadfast_takes_the_free_coalition_with_the_most_blocks() -> None:
    card = cards()[1]
    free = [c for c in card.pragmatic_loyalty if c != "british"]
    on = table(steadfast=True)
    on.blocks = {"afghan": 0, "british": 9, "russian": 0} | {free[1]: 3}
    assert pragmatic_loyalty(on, card) == (free[1], True)
    off = table()
    off.blocks = dict(on.blocks)
    assert pragmatic_loyalty(off, card) == (free[0], True)


def test_PW_23_steadfast_ties_go_to_the_leftmost() -> None:
    card = cards()[1]
    free = [c for c in card.pragmatic_loyalty if c != "british"]
    state = table(steadfast=True)
    state.blocks = {"afghan": 2, "british": 9, "russian": 2}
    assert pragmatic_loyalty(state, card) == (free[0], True)


def test_PW_23_the_option_is_on_or_off_and_off_by_default() -> None:
    assert paxpamir.parse_options({"steadfast": "on"}).steadfast
    assert not paxpamir.parse_options({"steadfast": "OFF"}).steadfast
    assert not paxpamir.parse_options({}).steadfast
    with pytest.raises(InvalidAnswer) as refused:
        paxpamir.parse_options({"steadfast": "maybe"})
    assert refused.value.key == "paxpamir-option-steadfast"


def test_PW_16_her_last_political_card_of_a_region_takes_her_tribes_there() -> None:
    # All political: 25 a patriot, 27 leveraged; 5 (Kabul, rank 1) and 56 (Herat, rank 2)
    # left, no spies: the lowest rank, 5, her only Kabul political card: her 2 tribes there go.
    state = table(court=[5, 25, 27, 56], rupees=0)
    wakhan(state).cylinders = 3
    events = run(state, ["0 0", "0 0", "0 2"], end_turn)
    assert said(events, "paxpamir-wakhan-discard-pick")[0].params["card"] == 5
    assert said(events, "paxpamir-overthrow-tribes")[0].params["count"] == 2
    assert wakhan(state).cylinders == 1


# -- a discard the player reports: her court as the bot keeps it ------------------------------


def reported(state: PaxState, answers: list[object]) -> list[Event]:
    step = paxpamir.act(state, "wakhan", ["discard"])
    events = list(step.events)
    for answer in answers:
        assert step.prompt is not None
        step = paxpamir.give_answer(step.state, answer)
        events += step.events
    assert step.prompt is None
    assert step.state.ai is not None
    state.ai, state.players = step.state.ai, step.state.players
    return events


def test_PW_17_a_reported_discard_reads_the_card_and_charges_its_leverage() -> None:
    state = table(court=[5, 14, 15], rupees=3)
    wakhan(state).stars = {"political": 1, "military": 1, "intelligence": 0, "economic": 2}
    events = reported(state, ["14", False])
    assert said(events, "paxpamir-leverage-wakhan")[0].params["paid"] == 2
    assert state.ai is not None and state.ai.court == [5, 15]
    assert wakhan(state).stars["economic"] == 0 and wakhan(state).rupees == 1


def test_PW_14_a_reported_discard_of_her_last_political_card_asks_her_tribes_there() -> None:
    state = table(court=[5, 15])
    wakhan(state).cylinders = 2
    events = reported(state, ["5", 1, False])
    assert said(events, "paxpamir-overthrow-tribes")[0].params["count"] == 1
    assert wakhan(state).cylinders == 1
    assert state.ai is not None and state.ai.court == [15]


def test_PW_23_her_reveal_says_the_steadfast_loyalty() -> None:
    options = {"players": "Ana,Wakhan", "loyalty": "british", "wakhan": "virtual"}
    plain = paxpamir.new_game(paxpamir.parse_options(options), 3, [1, 24])
    assert said(plain.events, "paxpamir-wakhan-pragmatic")
    step = paxpamir.new_game(paxpamir.parse_options(options | {"steadfast": "on"}), 3, [1, 24])
    steadfast = said(step.events, "paxpamir-wakhan-pragmatic-steadfast")
    assert steadfast and steadfast[0].rule == "PW-23"
