"""Wakhan's actions played by the bot (docs/wakhan.md): her card priority and its tie-break
chain (PW-8), the walk of her card's action boxes (PW-9) and her bonus actions (PW-10), and
radicalize by the arrows (PW-12, PW-15), each decision an event naming its rule."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from engines import paxpamir
from engines.core import Event, InvalidAnswer, Prompt, Step, encode
from engines.paxpamir.model import PaxState
from engines.paxpamir.wakhan import cards
from engines.paxpamir.wakhan_buy import fits
from engines.paxpamir.wakhan_market import walk
from engines.paxpamir.wakhan_priority import Candidate, Narrowed, explain, pick
from tests.paxpamir.policy import answered
from tests.paxpamir.support import revealed

# -- PW-8: card priority, each step of the chain deciding once ------------------------------


def card(number: int, suit: str = "economic", rank: int = 1, **facts: object) -> Candidate:
    return Candidate(number, suit, rank, **facts)  # type: ignore[arg-type]


def chosen(cards: list[Candidate], favoured: str = "political", dominant: str | None = None):
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


# -- PW-9, PW-10, PW-12 to PW-15: her turn walked by the bot ----------------------------------


def her_turn(first: int, rupees: int = 4, favoured: str = "political",
             blocks: dict[str, int] | None = None, after: int = 24,
             court: list[int] | None = None) -> PaxState:
    """Ana and Wakhan, Wakhan's turn with card ``first`` revealed (the card ``after`` next)
    and not played yet (`/paxpamir play` walks it), her ``court`` cards by number."""
    state = revealed(first, after)
    wakhan = state.player("Wakhan")
    assert state.players[state.turn] is wakhan and state.ai is not None
    assert state.ai.card == first
    wakhan.rupees, state.favoured = rupees, favoured
    state.blocks.update(blocks or {})
    state.ai.court = list(court or [])
    return state


Answers = list[str] | Callable[[Prompt], str]


def walk_with(state: PaxState, answers: dict[str, Answers]) -> Step[PaxState]:
    """`/paxpamir play`, each question answered by its key: from a list in order (every
    answer used), or by a function of the question; the test fails on a question it did not
    expect."""
    return answer_with(paxpamir.act(state, "play", []), answers)


def answer_with(step: Step[PaxState], answers: dict[str, Answers]) -> Step[PaxState]:
    """``step``'s questions answered by their keys, as ``walk_with`` answers them."""
    events = list(step.events)
    while step.prompt is not None:
        given = answers.get(step.prompt.key)
        assert given, f"unexpected question {step.prompt.key} {step.prompt.params}"
        typed = given(step.prompt) if callable(given) else given.pop(0)
        step = paxpamir.give_answer(step.state, typed)
        events += step.events
    assert all(callable(a) or not a for a in answers.values()), f"not asked: {answers}"
    return Step(step.state, events, None)


def always(answer: str) -> Callable[[Prompt], str]:
    return lambda _: answer


def market(numbers: dict[str, int], check: str = "no", **more: Answers) -> dict[str, Answers]:
    """The market's answers: the card printed number on each space of ``numbers``
    (``top-1``), every other space empty, no rupees on cards or bribes, nobody ruling the
    region of a card she plays; of the table, no pieces where she looks, no court of another
    player, no dominance check in the market for her ambition; ``more`` adds or replaces
    answers."""
    def space(prompt: Prompt) -> str:
        return f"{prompt.params['row'].rpartition('-')[2]}-{prompt.params['column']}"

    return {
        "paxpamir-ask-wakhan-space": lambda p: "card" if space(p) in numbers else "empty",
        "paxpamir-ask-wakhan-card-on": lambda p: str(numbers[space(p)]),
        "paxpamir-ask-wakhan-check": always(check),
        "paxpamir-ask-wakhan-rupees-on": always("0"),
        "paxpamir-ask-wakhan-bribe": always("0"),
        "paxpamir-ask-wakhan-ruler": always("nobody"),
        **{f"paxpamir-ask-wakhan-{asked}": always("none") for asked in (
            "spies", "all-spies", "tribes", "armies", "roads", "court", "check-where"
        )},
        **more,
    }


def said(step: Step[PaxState], key: str) -> list[Event]:
    return [e for e in step.events if e.key == key]


def position(state: PaxState) -> tuple[str, int]:
    assert state.ai is not None and state.ai.row is not None and state.ai.column is not None
    return state.ai.row, state.ai.column


def test_PW_9_a_box_whose_condition_is_false_is_skipped_saying_why() -> None:
    # Card 13: "if a coalition is dominant: its patriot", then "if none is: most spies and
    # tribes", then radicalize. No coalition is dominant: the first is skipped, with its rule.
    state = her_turn(13)
    step = walk_with(state, market({"top-0": 5, "bottom-0": 4, "top-1": 1}))
    skip = said(step, "paxpamir-wakhan-skip-no-dominance")
    assert len(skip) == 1 and skip[0].rule == "PW-9"
    assert skip[0].params["action"] == "@paxpamir-wakhan-action-" + cards()[13].actions[0]
    assert [e.params["count"] for e in said(step, "paxpamir-wakhan-took")] == [1, 2]
    assert said(step, "paxpamir-wakhan-two-taken")


def test_PW_9_with_a_dominant_coalition_the_other_condition_fails_instead() -> None:
    state = her_turn(13, blocks={"russian": 6})
    # Russian dominant and nobody else loyal to it: a check would score her the most, so
    # her ambition asks where one lies (PW-13); there is none.
    step = walk_with(state, market({"top-0": 5, "bottom-0": 4},
                                   **{"paxpamir-ask-wakhan-check-where": ["none"]}))
    skip = said(step, "paxpamir-wakhan-skip-dominant")
    assert [e.params["coalition"] for e in skip] == ["@paxpamir-coalition-russian"] * len(skip)
    assert said(step, "paxpamir-wakhan-skip-no-dominance") == []


def test_PW_9_the_favoured_suit_and_her_rupees_decide_their_boxes() -> None:
    # Card 2: "if political is favoured: the highest economic card"; military is favoured.
    step = walk_with(her_turn(2, favoured="military"), {
        "paxpamir-ask-wakhan-suited": always("empty"),
        "paxpamir-ask-wakhan-check": ["no"],
        "paxpamir-ask-wakhan-space": always("empty"),
    })
    skip = said(step, "paxpamir-wakhan-skip-favoured")
    assert skip[0].params["wanted"] == "@paxpamir-suit-political"
    assert skip[0].params["suit"] == "@paxpamir-suit-military"
    # Card 4: "if she has fewer than 2 rupees"; she has 2.
    step = walk_with(her_turn(4, rupees=2), market({"top-0": 5, "bottom-0": 4}))
    assert said(step, "paxpamir-wakhan-skip-rupees")[0].params["rupees"] == 2


def test_PW_9_two_actions_end_the_walk_before_radicalize() -> None:
    # Card 9: its two boxes buy card 15 (an army) and card 5 (a tribe), both free; then
    # radicalize is never tried.
    step = walk_with(her_turn(9), market({"top-0": 5, "bottom-0": 15}))
    assert said(step, "paxpamir-wakhan-two-taken")[0].params["count"] == 2
    assert said(step, "paxpamir-wakhan-played")
    assert [e.params["action"] for e in said(step, "paxpamir-wakhan-took")] == [
        "@paxpamir-wakhan-action-" + box for box in cards()[9].actions[:2]
    ]


def test_PW_9_a_bonus_action_does_not_count_and_an_empty_round_ends_the_walk() -> None:
    # Card 8: tax with Kabul Bazaar (economic, favoured): a bonus action; betray: no card of
    # hers has it; nothing in the market she can buy: round two finds nothing (the market's
    # answers are remembered, not asked again).
    state = her_turn(8, rupees=0, favoured="economic", court=[8])
    step = walk_with(state, {
        "paxpamir-ask-wakhan-spies": ["0 0"],
        "paxpamir-ask-wakhan-court": ["none"],
        "paxpamir-ask-wakhan-rupees-on": ["1", "0", "1"],
        "paxpamir-ask-wakhan-check": ["no"],
        "paxpamir-ask-wakhan-space": always("empty"),
    })
    bonus = said(step, "paxpamir-wakhan-took-bonus")
    assert len(bonus) == 1 and bonus[0].params["suit"] == "@paxpamir-suit-economic"
    assert said(step, "paxpamir-wakhan-took") == []
    assert said(step, "paxpamir-wakhan-round-empty")[0].params["count"] == 0
    assert len(said(step, "paxpamir-wakhan-nothing-to-buy")) == 2
    assert step.state.player("Wakhan").rupees == 2
    assert said(step, "paxpamir-wakhan-no-bonus")  # Kabul Bazaar has acted this turn


def test_PW_10_her_bonus_actions_come_after_the_two() -> None:
    # Card 9's two boxes buy card 15 and card 5 (neither economic), both free; then Kabul
    # Bazaar (economic, favoured, unused) taxes: Ana, since Shah Shujah Durrani (card 5) lets
    # her tax any player.
    state = her_turn(9, favoured="economic", court=[8])
    step = walk_with(state, market({"top-0": 5, "bottom-0": 15}))
    keys = [e.key for e in step.events]
    assert keys.index("paxpamir-wakhan-bonus") > keys.index("paxpamir-wakhan-two-taken")
    bonus = said(step, "paxpamir-wakhan-bonus")[0]
    assert bonus.rule == "PW-10" and bonus.params["card"] == 8
    assert bonus.params["action"] == "@paxpamir-wakhan-action-tax"
    assert step.state.player("Wakhan").rupees == 4 + 2
    assert step.state.ai is not None and step.state.ai.used == [8]


def test_PW_12_the_spaces_in_the_order_she_looks_at_them() -> None:
    assert walk("top", 2) == [("top", 2), ("top", 1), ("top", 0),
                              ("bottom", 2), ("bottom", 1), ("bottom", 0)]
    assert walk("bottom", 0) == [("bottom", 0), ("top", 0)]


def test_PW_12_PW_15_she_buys_at_the_arrows_pays_and_takes_the_rupees_on_the_card() -> None:
    # Card 8: tax and betray impossible; radicalize at the arrows' space.
    state = her_turn(8, rupees=5)
    row, column = position(state)
    step = walk_with(state, market({}, **{
        "paxpamir-ask-wakhan-check": ["no"],
        "paxpamir-ask-wakhan-space": lambda asked: "card" if asked.params["column"] == column
        and asked.params["row"] == "@paxpamir-wakhan-row-" + row else "empty",
        "paxpamir-ask-wakhan-rupees-on": ["2"],
        "paxpamir-ask-wakhan-card-on": ["15"],
        "paxpamir-ask-wakhan-ruler": ["1"],
        "paxpamir-ask-wakhan-bribe": ["1"],
    }))
    buys = said(step, "paxpamir-wakhan-buys")[0]
    assert buys.rule == "PW-12"
    assert (buys.params["column"], buys.params["cost"], buys.params["taken"]) == (column, column, 2)
    assert step.state.player("Wakhan").rupees == 5 - column + 2 - 1
    plays = said(step, "paxpamir-wakhan-plays-bought")[0]
    assert plays.params["end"] == "@paxpamir-wakhan-court-" + row
    facts = step.state.ai.market if step.state.ai else None
    assert facts is not None and facts.paid == [f"{row}-{c}" for c in range(column)]

    # Round two: the space she bought from is empty now, and she put a rupee on each card to
    # its left; so she looks at the other row, where nothing is left.
    paid = said(step, "paxpamir-wakhan-space-paid")
    assert [e.params["column"] for e in paid] == list(range(column - 1, -1, -1))
    assert said(step, "paxpamir-wakhan-round-empty")[0].params["count"] == 1


def test_PW_15_a_space_she_cannot_afford_is_passed_without_asking() -> None:
    # Card 8 against 24's back: column 2, bottom row; military doubles the costs: she has 1.
    state = her_turn(8, rupees=1, favoured="military")
    assert position(state) == ("bottom", 2)
    asked: list[tuple[str, int]] = []

    def space(prompt: Prompt) -> str:
        asked.append((prompt.params["row"], prompt.params["column"]))
        return "card" if prompt.params["row"].endswith("top") else "empty"

    step = walk_with(state, market({}, **{
        "paxpamir-ask-wakhan-check": ["no"],
        "paxpamir-ask-wakhan-space": space,
        "paxpamir-ask-wakhan-card-on": numbered(),
        "paxpamir-ask-wakhan-ruler": always("1"),
    }))
    assert asked[:2] == [("@paxpamir-wakhan-row-bottom", 0), ("@paxpamir-wakhan-row-top", 0)]
    dear = said(step, "paxpamir-wakhan-space-dear")
    assert [(e.params["column"], e.params["cost"]) for e in dear][:4] == [
        (2, 4), (1, 2), (2, 4), (1, 2)
    ]
    assert dear[0].rule == "PW-15"
    assert said(step, "paxpamir-wakhan-buys")[0].params["cost"] == 0


def test_PW_14_a_bribe_she_cannot_pay_discards_the_card() -> None:
    state = her_turn(8, rupees=2)
    step = walk_with(state, market({}, **{
        "paxpamir-ask-wakhan-check": ["no"],
        "paxpamir-ask-wakhan-space": always("card"),
        "paxpamir-ask-wakhan-card-on": numbered(),
        "paxpamir-ask-wakhan-ruler": always("1"),
        "paxpamir-ask-wakhan-bribe": always("3"),
    }))
    discarded = said(step, "paxpamir-wakhan-discards-bought")
    assert discarded and discarded[0].rule == "PW-14" and discarded[0].params["bribe"] == 3
    assert said(step, "paxpamir-wakhan-plays-bought") == []


def test_PW_14_the_card_played_may_change_the_favoured_suit() -> None:
    # Card 31 (Punjab, military) prints an army and the intelligence suit icon: the card
    # tells the new favoured suit, nobody is asked.
    # Card 9's first box buys it, the only card in the market with an army.
    state = her_turn(9, rupees=2)
    step = walk_with(state, market({"top-0": 31}, **{"paxpamir-ask-wakhan-ruler": ["nobody"]}))
    assert step.state.favoured == "intelligence"
    suit = said(step, "paxpamir-wakhan-icon-suit")[0]
    assert suit.rule == "PP-5" and suit.params["suit"] == "@paxpamir-suit-intelligence"


# -- refusals: nothing changes -------------------------------------------------------------------


def test_PW_9_play_is_refused_off_her_turn_twice_a_turn_or_with_words_after_it() -> None:
    state = her_turn(9)
    with pytest.raises(InvalidAnswer) as refused:
        paxpamir.act(state, "play", ["now"])
    assert refused.value.key == "paxpamir-wakhan-play-alone"
    done = walk_with(state, market({})).state
    before = encode(done)
    with pytest.raises(InvalidAnswer) as refused:
        paxpamir.act(done, "play", [])
    assert refused.value.key == "paxpamir-wakhan-play-again"
    assert encode(done) == before
    anas = paxpamir.play_turn(done).state
    with pytest.raises(InvalidAnswer) as refused:
        paxpamir.act(anas, "play", [])
    assert refused.value.key == "paxpamir-wakhan-play-not-her-turn"


def test_PW_9_play_is_refused_without_her_deck() -> None:
    options = {"players": "Ana,Wakhan", "loyalty": "british"}
    state = paxpamir.new_game(paxpamir.parse_options(options), 3).state
    with pytest.raises(InvalidAnswer) as refused:
        paxpamir.act(state, "play", [])
    assert refused.value.key == "paxpamir-wakhan-play-no-deck"


@pytest.mark.parametrize("typed", ["maybe", "7", ""])
def test_PW_9_a_bad_answer_is_refused_and_changes_nothing(typed: str) -> None:
    step = paxpamir.act(her_turn(9), "play", [])
    assert step.prompt is not None and step.prompt.key == "paxpamir-ask-wakhan-space"
    before = encode(step.state)
    with pytest.raises(InvalidAnswer):
        paxpamir.give_answer(step.state, typed)
    assert encode(step.state) == before


def test_PW_15_rupees_on_a_card_out_of_range_are_refused() -> None:
    state = her_turn(9, rupees=5)
    step = paxpamir.act(state, "play", [])
    # Card 9's first box looks at the market: card 15 in its first space, the others empty;
    # the rupees on it are asked before she buys it.
    answers = market({"top-0": 15})
    while step.prompt is not None and step.prompt.key != "paxpamir-ask-wakhan-rupees-on":
        answer = answers[step.prompt.key]
        assert callable(answer)
        step = paxpamir.give_answer(step.state, answer(step.prompt))
    assert step.prompt is not None and step.prompt.key == "paxpamir-ask-wakhan-rupees-on"
    before = encode(step.state)
    with pytest.raises(InvalidAnswer):
        paxpamir.give_answer(step.state, "-1")
    assert encode(step.state) == before
    assert step.state.player("Wakhan").rupees == 5


def test_PW_2_undo_keeps_her_card_the_walk_is_plain_data() -> None:
    state = her_turn(9)
    before = encode(state)
    walk_with(state, market({"top-0": 5, "bottom-0": 15}))
    assert encode(state) == before  # the walk worked on its own copy: undo is the old state


def test_PW_8_the_explanation_lists_each_step_and_the_cards_it_kept() -> None:
    cards_ = [card(3, rank=2, opponent=True), card(4, rank=2, opponent=True), card(6, rank=1)]
    best, chain = pick(cards_, "political", None)
    said_ = explain(best, chain)
    assert said_.rule == "PW-8" and said_.params["card"] == 4
    steps = said_.params["chain"]["@join"]
    assert [s["@"] for s in steps] == [
        "paxpamir-wakhan-priority-opponent", "paxpamir-wakhan-priority-number"
    ]
    assert steps[0]["cards"]["@join"] == [3, 4] and steps[1]["cards"]["@join"] == [4]
    only = explain(card(9), [])
    assert only.key == "paxpamir-wakhan-priority-only" and only.params == {"card": 9}



# -- PW-12 step 1: the boxes that name a suit ---------------------------------------------------


def numbered(facts: dict[str, str] | None = None) -> Callable[[Prompt], str]:
    """Card numbers for the market's spaces, one card a space and never twice: a space that
    ``facts`` says holds a suit and rank (``political-2``) or an event gets a card that is
    one (an event that is no dominance check); any other a court card, from 15 on."""
    given: dict[str, int] = {}

    def answer(prompt: Prompt) -> str:
        row = prompt.params["row"].rpartition("-")[2]
        space = f"{row}-{prompt.params['column']}"
        told = (facts or {}).get(space, "card")
        if space not in given:
            order = [*range(15, 117), *range(1, 15)]
            given[space] = next(n for n in order if n not in given.values()
                                and fits(n, told)
                                and (n > 104 if told == "event" else n <= 100))
        return str(given[space])
    return answer


def suited(facts: dict[str, str]) -> Callable[[Prompt], str]:
    """Answer what lies on a space from ``facts`` by ``row-column`` (else empty)."""
    def answer(prompt: Prompt) -> str:
        row = prompt.params["row"].rpartition("-")[2]
        return facts.get(f"{row}-{prompt.params['column']}", "empty")
    return answer


def suit_box(facts: dict[str, str], rupees: int = 4, **more: Answers) -> Step[PaxState]:
    """Card 23: "the highest political card", then "if military is favoured…", radicalize.
    Political favoured: the second box is skipped; the plain radicalize finds nothing."""
    return walk_with(her_turn(23, rupees=rupees), market({}, **{
        "paxpamir-ask-wakhan-suited": suited(facts),
        "paxpamir-ask-wakhan-card-on": numbered(facts),
        "paxpamir-ask-wakhan-ruler": always("1"),
        **more,
    }))


def picked(step: Step[PaxState]) -> tuple[str, int, int, str]:
    pick_ = said(step, "paxpamir-wakhan-suit-pick")[0]
    assert pick_.rule == "PW-12"
    p = pick_.params
    return p["row"].rpartition("-")[2], p["column"], p["rank"], p["why"].rpartition("-")[2]


def test_PW_12_a_suit_box_takes_the_highest_rank_of_its_suit() -> None:
    step = suit_box({"top-0": "political-1", "bottom-1": "political-2", "top-1": "military-3",
                     "top-2": "economic-3"})
    assert picked(step) == ("bottom", 1, 2, "rank")
    assert said(step, "paxpamir-wakhan-buys")[0].params["cost"] == 1


def test_PW_12_a_suit_box_among_equal_ranks_takes_the_cheapest() -> None:
    step = suit_box({"top-3": "political-2", "bottom-1": "political-2", "top-0": "political-1"})
    assert picked(step)[:2] == ("bottom", 1)


def test_PW_12_a_suit_box_stops_looking_once_the_best_is_found() -> None:
    # Rank 2 in column 0: no political card has three stars, so nothing to its right can
    # beat it and nothing more is asked.
    asked: list[int] = []
    told = {"bottom-0": "political-2", "top-2": "political-2"}
    facts = suited(told)

    def answer(prompt: Prompt) -> str:
        asked.append(prompt.params["column"])
        return facts(prompt)

    step = suit_box({}, **{"paxpamir-ask-wakhan-suited": answer,
                           "paxpamir-ask-wakhan-card-on": numbered(told)})
    assert picked(step)[:3] == ("bottom", 0, 2)
    # Column 1 was never asked by the box (the plain radicalize then found it empty); its
    # second try, in round two, looked from column 0 on and found column 2.
    assert asked == [0, 0, 2, 2]


def test_PW_12_a_suit_box_breaks_a_tie_by_the_higher_card_number() -> None:
    step = suit_box({"top-1": "political-2", "bottom-1": "political-2"},
                    **{"paxpamir-ask-wakhan-higher-number": ["bottom"]})
    assert picked(step) == ("bottom", 1, 2, "number")


def test_PW_12_a_suit_box_with_no_card_of_its_suit_is_skipped_saying_why() -> None:
    step = suit_box({"top-0": "military-3", "bottom-0": "event"}, rupees=1)
    skip = said(step, "paxpamir-wakhan-skip-no-suit")
    assert skip and skip[0].params["suit"] == "@paxpamir-suit-political"
    assert skip[0].params["rupees"] == 1
    # Columns she cannot afford are never asked about.
    assert step.state.ai is not None
    assert set(step.state.ai.market.spaces) <= {"top-0", "bottom-0", "top-1", "bottom-1"}


def test_PW_12_a_suit_known_from_a_box_serves_the_plain_radicalize() -> None:
    # The event in column 0 is not political; the plain radicalize may buy it without asking.
    state = her_turn(23, rupees=0)
    step = walk_with(state, {
        "paxpamir-ask-wakhan-suited": suited({"top-0": "event", "bottom-0": "military-1"}),
        "paxpamir-ask-wakhan-check": ["no"],
        "paxpamir-ask-wakhan-rupees-on": always("0"),
        "paxpamir-ask-wakhan-bribe": always("0"),
        "paxpamir-ask-wakhan-card-on": numbered({"top-0": "event", "bottom-0": "military-1"}),
        "paxpamir-ask-wakhan-ruler": always("1"),
    })
    assert said(step, "paxpamir-wakhan-skip-no-suit")
    assert len(said(step, "paxpamir-wakhan-buys")) == 2


# -- PW-9's ruling: the card that leaves her the most rupees ------------------------------------


def richest(rupees_on: dict[str, int], leveraged: set[str], rupees: int = 1,
            **more: Answers) -> Step[PaxState]:
    """Card 4: "if she has fewer than 2 rupees: the card that leaves her the most", then
    build (by hand: she cannot), then radicalize."""
    def on(prompt: Prompt) -> str:
        row = prompt.params["row"].rpartition("-")[2]
        return str(rupees_on.get(f"{row}-{prompt.params['column']}", 0))

    def lever(prompt: Prompt) -> str:
        row = prompt.params["row"].rpartition("-")[2]
        return "yes" if f"{row}-{prompt.params['column']}" in leveraged else "no"

    return walk_with(her_turn(4, rupees=rupees), {
        "paxpamir-ask-wakhan-check": ["no"],
        "paxpamir-ask-wakhan-space": always("card"),
        "paxpamir-ask-wakhan-rupees-on": on,
        "paxpamir-ask-wakhan-leveraged": lever,
        "paxpamir-ask-wakhan-bribe": always("0"),
        "paxpamir-ask-wakhan-card-on": numbered(),
        "paxpamir-ask-wakhan-ruler": always("1"),
        "paxpamir-ask-wakhan-by-hand": always("cannot"),
        **more,
    })


def richest_pick(step: Step[PaxState]) -> tuple[str, int, int, str]:
    p = said(step, "paxpamir-wakhan-richest-pick")[0].params
    return p["row"].rpartition("-")[2], p["column"], p["net"], p["why"].rpartition("-")[2]


def test_PW_9_the_most_rupees_counts_the_rupees_on_it_and_leverage_against_the_cost() -> None:
    # With 1 rupee: column 0 is free, column 1 costs 1. Top 1 has 2 on it (net 1), bottom 0
    # is leveraged (net 2): the leverage wins.
    step = richest({"top-1": 2}, {"bottom-0"})
    assert richest_pick(step) == ("bottom", 0, 2, "richest")
    assert step.state.player("Wakhan").rupees >= 0


def test_PW_9_the_most_rupees_tied_goes_to_the_cheapest() -> None:
    # Top 0 holds a card nobody may buy; bottom 0 (free, nothing on it) and top 1 (1 on it,
    # costing 1) both leave her what she has: the cheaper is taken.
    closed = suited({"top-0": "closed", "bottom-0": "card", "top-1": "card", "bottom-1": "card"})
    step = richest({"top-1": 1, "bottom-1": 0}, set(),
                   **{"paxpamir-ask-wakhan-space": closed})
    assert richest_pick(step) == ("bottom", 0, 0, "cheapest")


def test_PW_9_the_most_rupees_tied_in_one_column_asks_the_higher_card_number() -> None:
    step = richest({"top-0": 1, "bottom-0": 1}, set(),
                   **{"paxpamir-ask-wakhan-higher-number": ["top"]})
    assert richest_pick(step) == ("top", 0, 1, "number")


def test_PW_9_the_physical_deck_walks_the_card_the_player_named() -> None:
    options = {"players": "Ana,Wakhan", "loyalty": "british", "wakhan": "physical"}
    step = paxpamir.new_game(paxpamir.parse_options(options), 3)
    for typed in ("9", "yes", "0-top"):
        step = paxpamir.give_answer(step.state, typed)
    done = answer_with(step, market({}, **{"paxpamir-ask-wakhan-check": ["no"]}))
    assert said(done, "paxpamir-wakhan-nothing-to-buy")
    assert said(done, "paxpamir-wakhan-round-empty")[0].params["count"] == 0


def test_PW_9_her_turn_plays_itself_from_the_turn_before_hers() -> None:
    """`/paxpamir turn` on Ana's seat reveals Wakhan's card and goes straight on into the walk
    of its boxes, asking what the walk asks; once played, `/paxpamir play` is refused."""
    rng = random.Random(8)
    state = answered(paxpamir.act(revealed(8, 24), "play", []), rng).state
    anas = paxpamir.play_turn(state).state  # Ana's turn
    step = paxpamir.play_turn(anas)  # Ana's turn over: Wakhan's begins and plays
    assert step.prompt is not None and step.prompt.rule.startswith("PW-")
    said_keys = [e.key for e in step.events]
    assert said_keys.index("paxpamir-wakhan-drawn") < said_keys.index("paxpamir-wakhan-actions")
    done = answered(step, rng)
    assert said(done, "paxpamir-wakhan-played") and done.state.ai is not None
    assert done.state.ai.played and done.state.ai.card == 24
    with pytest.raises(InvalidAnswer) as refused:
        paxpamir.act(done.state, "play", [])
    assert refused.value.key == "paxpamir-wakhan-play-again"
