"""Wakhan's AI deck (docs/wakhan.md): the virtual deck shuffled from the seed, drawn in order and
reshuffled (PW-2), the physical deck named and confirmed (PW-2), the market position read from the
revealed card against the next card's back (PW-4), and what her turn's start says (PW-6, PW-7,
PW-9). Undo never draws again: the card drawn is saved with the state."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engines import paxpamir
from engines.core import CodecError, Event, InvalidAnswer, Prompt, Rng, Step, encode
from engines.core.dice import shuffled
from engines.paxpamir.model import PaxState, WakhanDeck
from engines.paxpamir.spec import SPEC
from engines.paxpamir.wakhan import Back, back_of, cards, draw, market_position, new_deck, replay
from tests.paxpamir.policy import answered, legal_answer
from tests.paxpamir.support import keys

EVERY = list(range(1, 25))


def table(mode: str = "virtual", seed: int = 7, players: str = "Ana,Wakhan",
          loyalty: str = "british") -> Step[PaxState]:
    """The table after the setup, her first turn (which it starts) played by the answering
    policy; a physical deck's questions are left open."""
    options = {"players": players, "loyalty": loyalty, "wakhan": mode}
    step = paxpamir.new_game(paxpamir.parse_options(options), seed)
    return step if mode == "physical" else answered(step, random.Random(seed))


def court_cards_only(prompt: Prompt, rng: random.Random) -> str:
    """The policy's answer, but the market holds court cards only (1–100): she never buys a
    dominance check, which could end the game before the deck is through."""
    if prompt.key == "paxpamir-ask-wakhan-card-on":
        return str(rng.randint(1, 100))
    if prompt.key == "paxpamir-ask-wakhan-check-where":
        return "none"
    return legal_answer(prompt, rng)


def long_answered(step: Step[PaxState], rng: random.Random) -> Step[PaxState]:
    """``step`` with its questions answered by ``court_cards_only``, as the policy answers."""
    return answered(step, rng, court_cards_only)


def drawn(events: list[Event]) -> list[int]:
    return [e.params["card"] for e in events if e.key == "paxpamir-wakhan-drawn"]


def wakhan_turns(step: Step[PaxState], count: int) -> tuple[Step[PaxState], list[int]]:
    """``count`` more turns of Wakhan's at Ana and Wakhan's table (two `turn`s each): the
    cards the virtual deck drew."""
    said: list[int] = []
    rng = random.Random(count)
    for _ in range(count * 2):
        step = long_answered(paxpamir.play_turn(step.state), rng)
        said += drawn(step.events)
    return step, said


def event(events: list[Event], key: str) -> Event:
    return next(e for e in events if e.key == key)


# -- PW-2: the virtual deck ----------------------------------------------------------------------


def test_PW_2_the_virtual_deck_is_the_24_cards_shuffled_from_the_seed() -> None:
    step = table(seed=7)
    deck = step.state.ai
    assert deck is not None and deck.mode == "virtual"
    assert deck.discard + deck.deck == shuffled(Rng.seeded(7), EVERY)
    assert sorted(deck.discard + deck.deck) == EVERY


def test_PW_2_the_same_seed_deals_the_same_order_and_another_seed_another() -> None:
    one = wakhan_turns(table(seed=11), 30)[1]
    again = wakhan_turns(table(seed=11), 30)[1]
    other = wakhan_turns(table(seed=12), 30)[1]
    assert one == again
    assert one != other


def test_PW_2_she_plays_first_and_her_card_is_drawn_at_the_setup() -> None:
    step = table(seed=3)
    assert step.prompt is None
    assert drawn(step.events) == [shuffled(Rng.seeded(3), EVERY)[0]]
    assert event(step.events, "paxpamir-wakhan-drawn").rule == "PW-2"


def test_PW_2_cards_are_drawn_in_the_deck_order() -> None:
    step = table(seed=5)
    order = shuffled(Rng.seeded(5), EVERY)
    _, said = wakhan_turns(step, 10)
    assert said == order[1:11]


def test_PW_2_an_empty_deck_takes_the_whole_pile_and_draws_again() -> None:
    step, said = wakhan_turns(table(seed=9), 22)
    order = shuffled(Rng.seeded(9), EVERY)
    assert [order[0], *said] == order[:23]  # 23 revealed, the 24th still face down
    deck = step.state.ai
    assert deck is not None and deck.deck == order[23:]
    last = answered(paxpamir.play_turn(paxpamir.play_turn(step.state).state), random.Random(9))
    assert "paxpamir-wakhan-reshuffled" in keys(last.events)
    assert event(last.events, "paxpamir-wakhan-reshuffled").rule == "PW-2"
    deck = last.state.ai
    assert deck is not None
    # The card just drawn (the 24th) went back in with the pile: all 24 were shuffled.
    assert sorted(deck.deck + deck.discard) == EVERY
    assert len(deck.discard) == 1 and len(deck.deck) == 23
    assert drawn(last.events) == deck.discard
    assert event(last.events, "paxpamir-wakhan-drawn").params["left"] == 23


def test_PW_2_the_reshuffle_is_the_seeds_next_shuffle() -> None:
    rng = Rng.seeded(4)
    deck = new_deck("virtual", rng)
    follow = Rng(rng.state)
    for _ in range(23):
        assert not draw(deck, rng)
    assert draw(deck, rng)  # the 24th draw empties the deck
    expected = shuffled(follow, EVERY)
    assert deck.discard == expected[:1] and deck.deck == expected[1:]


def test_PW_2_a_scenario_stacks_the_top_of_the_virtual_deck() -> None:
    deck = new_deck("virtual", Rng.seeded(1), [5, 12, 3])
    assert deck.deck[:3] == [5, 12, 3] and sorted(deck.deck) == EVERY


# -- PW-2: verify replays the virtual deck -------------------------------------------------------


def test_PW_2_verify_replays_every_card_drawn_after_the_setup() -> None:
    start = table(seed=21)
    later, said = wakhan_turns(start, 40)  # through a reshuffle
    events = [Event("PW-2", "paxpamir-wakhan-drawn", {"card": c, "by": "bot"}) for c in said]
    replayed = SPEC.new({"players": "Ana,Wakhan", "loyalty": "british", "wakhan": "virtual"},
                        21, None)
    assert SPEC.replay_draws(replayed.state, events) == (40, None)
    assert later.state.ai is not None


def test_PW_2_verify_finds_the_first_card_the_seed_does_not_give() -> None:
    start = table(seed=21)
    _, said = wakhan_turns(start, 6)
    said[3] = next(c for c in EVERY if c != said[3])
    events = [Event("PW-2", "paxpamir-wakhan-drawn", {"card": c, "by": "bot"}) for c in said]
    assert SPEC.replay_draws(start.state, events) == (3, 4)


def test_PW_2_verify_leaves_the_setups_state_as_it_was() -> None:
    start = table(seed=2)
    before = encode(start.state)
    assert replay(start.state.ai or WakhanDeck("virtual"), start.state.rng, [1, 2, 3])[1] == 1
    assert encode(start.state) == before


def test_PW_2_the_virtual_deck_seals_the_seed_and_the_physical_one_does_not() -> None:
    assert table("virtual").state.bot_dice
    assert not table("physical").state.bot_dice
    step = paxpamir.new_game(paxpamir.parse_options({"players": "Ana,Ben",
                                                     "loyalty": "british,russian"}), 1)
    assert not step.state.bot_dice and step.state.ai is None


# -- PW-2: undo never draws again -------------------------------------------------------------


def test_PW_2_undo_brings_back_the_same_card_rather_than_drawing_another() -> None:
    step = paxpamir.play_turn(table(seed=13).state)  # Ana's turn begins
    saved = paxpamir.to_json(step.state)  # what undo restores
    first = paxpamir.play_turn(paxpamir.from_json(saved))
    again = paxpamir.play_turn(paxpamir.from_json(saved))
    assert drawn(first.events) == drawn(again.events) != []
    assert encode(first.state) == encode(again.state)


def test_PW_2_the_revealed_card_and_position_are_saved_with_the_state() -> None:
    step = table(seed=8)
    restored = paxpamir.from_json(paxpamir.to_json(step.state))
    assert restored.ai == step.state.ai


@pytest.mark.parametrize(
    "change",
    [
        {"deck": [1, 2]},
        {"card": 25},
        {"column": 6},
        {"row": "middle"},
        {"card": None},
        {"court": [0]},
        {"court": [101]},
        {"court": [12, 12]},
    ],
)
def test_PW_2_a_damaged_deck_is_refused_when_loaded(change: dict[str, Any]) -> None:
    data = paxpamir.to_json(table(seed=8).state)
    data["ai"].update(change)
    with pytest.raises(CodecError):
        paxpamir.from_json(data)


# -- PW-2: the physical deck ----------------------------------------------------------------------


def test_PW_2_the_physical_card_is_named_confirmed_by_its_front_then_its_back_read() -> None:
    step = table("physical")
    assert step.prompt is not None and step.prompt.key == "paxpamir-ask-wakhan-card"
    assert (step.prompt.minimum, step.prompt.maximum) == (1, 24)
    step = paxpamir.give_answer(step.state, "5")
    assert step.prompt is not None and step.prompt.key == "paxpamir-ask-wakhan-card-check"
    assert step.prompt.kind == "confirm" and step.prompt.params["card"] == 5
    front = step.prompt.params
    assert front["actions"]["@join"] == [
        "@paxpamir-wakhan-action-" + a for a in cards()[5].actions
    ]
    assert front["regions"]["@join"][0] == "@paxpamir-region-" + cards()[5].region_order[0]
    step = paxpamir.give_answer(step.state, "yes")
    assert step.prompt is not None and step.prompt.key == "paxpamir-ask-wakhan-back"
    assert len(step.prompt.options) == 12  # one tap: six columns by two rows
    step = paxpamir.give_answer(step.state, "4-bottom")
    assert step.prompt is not None and step.prompt.rule != "PW-2"  # her turn plays on
    step = answered(step, random.Random(5))
    deck = step.state.ai
    assert deck is not None and (deck.card, deck.column, deck.row) == (5, 4, "bottom")
    assert event(step.events, "paxpamir-wakhan-named").params["card"] == 5
    position = event(step.events, "paxpamir-wakhan-position")
    assert position.params["column"] == 4 and position.rule == "PW-4"


def test_PW_2_a_card_not_recognised_is_named_again() -> None:
    step = paxpamir.give_answer(table("physical").state, "7")
    step = paxpamir.give_answer(step.state, "no")
    assert step.prompt is not None and step.prompt.key == "paxpamir-ask-wakhan-card"
    step = paxpamir.give_answer(step.state, "17")
    assert step.prompt is not None and step.prompt.params["card"] == 17
    step = paxpamir.give_answer(paxpamir.give_answer(step.state, "yes").state, "0-top")
    step = answered(step, random.Random(17))
    assert step.state.ai is not None and step.state.ai.card == 17


@pytest.mark.parametrize("typed", ["0", "25", "-3", "seven"])
def test_PW_2_a_number_outside_1_to_24_is_refused_and_changes_nothing(typed: str) -> None:
    step = table("physical")
    before = encode(step.state)
    with pytest.raises(InvalidAnswer) as refused:
        paxpamir.give_answer(step.state, typed)
    assert refused.value.key == "answer-bad-number"
    assert refused.value.params["min"] == 1 and refused.value.params["max"] == 24
    assert encode(step.state) == before


# -- PW-4: the market position -----------------------------------------------------------------


def _by_hand(card: int, back: Back) -> tuple[int, str]:
    """The reading as docs/wakhan.md describes it, done another way: the back's numbers count
    round from the first one, so the number at place p is (first + p) mod 6; the red arrow's
    end picks the label at that end."""
    front = cards()[card]
    column = (back.columns[0] + front.column_arrow) % 6
    row = back.rows[0] if front.row_arrow == "top" else back.rows[-1]
    return column, row


@pytest.mark.parametrize("card", range(1, 25))
@pytest.mark.parametrize("after", [1, 2, 3, 10, 24])
def test_PW_4_each_card_reads_the_next_back_at_its_arrows(card: int, after: int) -> None:
    assert market_position(cards()[card], back_of(after)) == _by_hand(card, back_of(after))


@pytest.mark.parametrize(
    ("card", "after", "expected"),
    [
        # Card 1: black arrow third from the top, red arrow at the bottom.
        (1, 1, (5, "bottom")),  # back 3 4 5 0 1 2, Top (left) at the top end
        (1, 2, (0, "top")),  # back 4 5 0 1 2 3, Bottom (right) at the top end
        # Card 2: black arrow second, red arrow at the top.
        (2, 1, (4, "top")),
        (2, 2, (5, "bottom")),
        # Card 3: black arrow fourth, red arrow at the bottom.
        (3, 1, (0, "bottom")),
        (3, 2, (1, "top")),
    ],
)
def test_PW_4_worked_readings(card: int, after: int, expected: tuple[int, str]) -> None:
    assert market_position(cards()[card], back_of(after)) == expected


def test_PW_4_the_docs_example_back_counts_round_from_three() -> None:
    """docs/wakhan.md's example back `3 4 5 0 1 2`: a black arrow at the top reads column 3,
    at the bottom column 2."""
    back = Back((3, 4, 5, 0, 1, 2), ("top", "bottom"))
    top = next(c for c in cards().values() if c.column_arrow == 0)
    bottom = next(c for c in cards().values() if c.column_arrow == 5)
    assert market_position(top, back)[0] == 3
    assert market_position(bottom, back)[0] == 2


def test_PW_4_the_virtual_deck_reads_the_back_of_the_card_left_on_top() -> None:
    step = table(seed=15)
    deck = step.state.ai
    assert deck is not None and deck.card is not None
    expected = market_position(cards()[deck.card], back_of(deck.deck[0]))
    assert (deck.column, deck.row) == expected
    said = event(step.events, "paxpamir-wakhan-position").params
    assert said["column"] == expected[0] and said["row"] == "@paxpamir-wakhan-row-" + expected[1]


# -- her turn's start: PW-6, PW-7, PW-9 ---------------------------------------------------------


def test_PW_9_her_turn_says_her_actions_in_order_then_plays_them() -> None:
    step = table(seed=3)
    card = cards()[drawn(step.events)[0]]
    actions = event(step.events, "paxpamir-wakhan-actions")
    assert actions.rule == "PW-9"
    assert actions.params["actions"]["@join"] == [
        "@paxpamir-wakhan-action-" + a for a in card.actions
    ]
    # Her turn goes straight on into the walk of her boxes: nothing is left to do by hand.
    said = keys(step.events)
    assert said.index("paxpamir-wakhan-actions") < said.index("paxpamir-wakhan-played")
    assert said[-1] == "paxpamir-wakhan-played" and step.state.ai is not None
    assert step.state.ai.played


def test_PW_6_her_turn_says_her_region_order_left_to_right() -> None:
    step = table(seed=3)
    card = cards()[drawn(step.events)[0]]
    regions = event(step.events, "paxpamir-wakhan-regions")
    assert regions.rule == "PW-6"
    assert regions.params["regions"]["@join"] == [
        "@paxpamir-region-" + r for r in card.region_order
    ]


@pytest.mark.parametrize("loyalty", ["afghan", "british", "russian"])
def test_PW_7_her_pragmatic_loyalty_is_the_first_coalition_no_one_else_holds(
    loyalty: str,
) -> None:
    step = table(seed=3, loyalty=loyalty)
    card = cards()[drawn(step.events)[0]]
    expected = next(c for c in card.pragmatic_loyalty if c != loyalty)
    said = event(step.events, "paxpamir-wakhan-pragmatic")
    assert said.rule == "PW-7" and said.params["coalition"] == "@paxpamir-coalition-" + expected


def test_PW_7_with_every_coalition_held_she_takes_the_first() -> None:
    step = table(seed=3, players="Ana,Ben,Carla,Wakhan", loyalty="afghan,british,russian")
    card = cards()[drawn(step.events)[0]]
    said = event(step.events, "paxpamir-wakhan-pragmatic-taken")
    assert said.params["coalition"] == "@paxpamir-coalition-" + card.pragmatic_loyalty[0]


def test_PW_2_a_players_turn_draws_nothing() -> None:
    step = paxpamir.play_turn(table(seed=3).state)  # Ana's turn
    assert drawn(step.events) == [] and "paxpamir-turn" in keys(step.events)


# -- the option ---------------------------------------------------------------------------------


def test_PW_2_the_option_is_virtual_physical_or_off() -> None:
    with pytest.raises(InvalidAnswer) as refused:
        paxpamir.parse_options({"players": "Ana,Wakhan", "wakhan": "paper"})
    assert refused.value.key == "paxpamir-option-wakhan"
    assert paxpamir.parse_options({"wakhan": "Virtual"}).wakhan == "virtual"
    off = table("off")
    assert off.state.ai is None and "paxpamir-turn-wakhan" in keys(off.events)


def test_PW_2_the_deck_needs_wakhan_at_the_table() -> None:
    with pytest.raises(InvalidAnswer) as refused:
        paxpamir.parse_options({"players": "Ana,Ben", "wakhan": "virtual"})
    assert refused.value.key == "paxpamir-option-wakhan-seat"


def test_PW_2_seated_at_setup_without_wakhan_the_deck_is_off() -> None:
    step = paxpamir.new_game(paxpamir.parse_options({"wakhan": "virtual"}), 1)
    step = paxpamir.give_answer(step.state, "Ana, Ben")
    while step.prompt is not None:
        step = paxpamir.give_answer(step.state, "1")
    assert step.state.ai is None and drawn(step.events) == []


# -- the scenario runner's `ai` ------------------------------------------------------------------


def _scenario(**fields: Any) -> dict[str, Any]:
    return {"game": "paxpamir", "options": {"players": ["Ana", "Wakhan"], "loyalty": ["british"]},
            "moves": ["turn", "turn"], **fields}


def _positions(spec: dict[str, Any]) -> list[tuple[int, str]]:
    from engines.replay import run

    return [(line["params"]["column"], line["params"]["row"]) for line in run(spec)
            if line.get("key") == "paxpamir-wakhan-position"]


def test_PW_4_the_scenario_ai_reads_the_same_positions_with_either_deck() -> None:
    virtual = _positions(_scenario(ai=[7, 20, 1]))
    spec = _scenario(ai=[7, 20, 1])
    spec["options"]["wakhan"] = "physical"
    expected = [market_position(cards()[7], back_of(20)), market_position(cards()[20], back_of(1))]
    assert [(c, r.removeprefix("@paxpamir-wakhan-row-")) for c, r in virtual] == expected
    assert _positions(spec) == virtual


@pytest.mark.parametrize("ai", [[0], [25], [3, 3], ["five"]])
def test_PW_2_the_scenario_ai_refuses_what_is_no_deck(ai: list[Any]) -> None:
    from engines.replay import run

    with pytest.raises(CodecError):
        list(run(_scenario(ai=ai)))


def test_PW_14_a_scenario_sets_her_court_by_card_number() -> None:
    from engines.replay import run

    spec = _scenario(state={"ai": {"court": [90, 16]}})
    spec["options"]["wakhan"] = "virtual"
    final = list(run(spec))[-1]
    # Her turns then play: a card she buys joins her court at one end.
    assert [card for card in final["ai"]["court"] if card in (90, 16)] == [90, 16]


@pytest.mark.parametrize("ai", [{"court": [0]}, {"court": [7, 7]}, {"court": [101]}, {"hand": []}])
def test_PW_14_a_scenario_court_of_no_court_cards_is_refused(ai: dict[str, Any]) -> None:
    from engines.replay import run

    spec = _scenario(state={"ai": ai})
    spec["options"]["wakhan"] = "virtual"
    with pytest.raises(CodecError):
        list(run(spec))


def test_PW_2_the_scenario_ai_needs_the_deck_on() -> None:
    from engines.replay import run

    spec = _scenario(ai=[1, 2])
    spec["options"]["wakhan"] = "off"
    with pytest.raises(CodecError):
        list(run(spec))


def test_PW_2_status_shows_her_card_until_her_next_reveal() -> None:
    step = paxpamir.play_turn(table(seed=6).state)  # Ana's turn: Wakhan's card stays current
    deck = step.state.ai
    assert deck is not None
    said = event(paxpamir.status_events(step.state), "paxpamir-status-ai").params
    assert (said["card"], said["column"], said["left"]) == (deck.card, deck.column, 23)
    assert "paxpamir-status-ai" not in keys(paxpamir.status_events(table("off").state))
    asked = table("physical")  # nothing revealed yet: nothing to show
    assert "paxpamir-status-ai" not in keys(paxpamir.status_events(asked.state))


def test_PW_2_verify_replays_a_first_card_drawn_after_the_players_were_asked() -> None:
    """The setup's first step only asks who plays: the deck is shuffled already, so the card
    drawn once they answer is the seed's too."""
    start = paxpamir.new_game(paxpamir.parse_options({"wakhan": "virtual"}), 31)
    assert start.prompt is not None and drawn(start.events) == []
    step = paxpamir.give_answer(start.state, "Ana, Wakhan")
    step = paxpamir.give_answer(step.state, "1")
    said = drawn(step.events)
    assert said == [shuffled(Rng.seeded(31), EVERY)[0]]
    events = [Event("PW-2", "paxpamir-wakhan-drawn", {"card": c, "by": "bot"}) for c in said]
    assert SPEC.replay_draws(start.state, events) == (1, None)
