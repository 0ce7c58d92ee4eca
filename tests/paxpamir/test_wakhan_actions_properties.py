"""A thousand random Wakhan turns played by the bot (docs/wakhan.md, PW-2 to PW-16), spread over
random games: either deck, one or two humans of any loyalty, her rupees, the favoured suit and
the blocks changed before each of her turns, every question answered legally at random by the
shared policy. Her turn never fails nor is refused an answer, and never breaks her rules: her
rupees never below zero nor beyond the ledger's range, at most two actions besides the bonus
ones, each court card acting once a turn, her court within its limit after her cleanup, a
market position read for every card revealed, the virtual deck always the 24 cards; every
decision names its rule, and every state it leaves is a valid saved state."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from engines import paxpamir
from engines.core import Event, Step
from engines.paxpamir.game import from_json, to_json
from engines.paxpamir.model import COALITIONS, MAX_RUPEES, SUITS, PaxState
from engines.paxpamir.wakhan import COLUMNS, DECK_SIZE, ENDS, back_of, cards, market_position
from tests.paxpamir.policy import answered, her_turns

EXAMPLES = 50
TURNS_EACH = 20
"""EXAMPLES × TURNS_EACH = 1000 of her turns."""
ACTIONS = 2


def random_table(rng: random.Random, seed: int) -> Step[PaxState]:
    humans = ["Ana", "Ben"][: rng.randint(1, 2)]
    options = {
        "players": ",".join([*humans, "Wakhan"]),
        "loyalty": ",".join(rng.choice(COALITIONS) for _ in humans),
        "wakhan": rng.choice(["virtual", "physical"]),
    }
    return paxpamir.new_game(paxpamir.parse_options(options), seed)


def shake(state: PaxState, rng: random.Random) -> None:
    """A new game state before her turn: her rupees, her political stars (her court's limit),
    the favoured suit and the blocks in play, as the table may have left them."""
    wakhan = state.player("Wakhan")
    wakhan.rupees = rng.randint(0, 9)
    wakhan.stars["political"] = rng.randint(0, 2)
    state.favoured = rng.choice(SUITS)
    state.blocks.update({c: rng.randint(0, 6) for c in COALITIONS})
    if state.ai is not None:
        state.ai.court = rng.sample(range(1, 101), rng.randint(0, 5))


def check_turn(events: list[Event], state: PaxState) -> None:
    """What one of her turns (its events, the state it left) must hold."""
    assert all(e.rule.startswith(("PW-", "PP-")) or e.rule == "" for e in events), events
    assert sum(e.key == "paxpamir-wakhan-took" for e in events) <= ACTIONS
    acted = Counter(
        e.params["card"]
        for e in events
        if e.key in ("paxpamir-wakhan-took", "paxpamir-wakhan-took-bonus") and "card" in e.params
    )
    assert all(n == 1 for n in acted.values()), acted
    for e in events:
        # She never pays what she has not got: a purchase's cost and a bribe within her rupees.
        if e.key == "paxpamir-wakhan-buys":
            assert e.params["cost"] <= e.params["old"], e
            assert e.params["new"] == e.params["old"] - e.params["cost"] + e.params["taken"], e
        if e.key == "paxpamir-wakhan-plays-bought":
            assert e.params["new"] == e.params["old"] - e.params["bribe"] >= 0, e
    wakhan = state.player("Wakhan")
    assert 0 <= wakhan.rupees <= MAX_RUPEES
    deck = state.ai
    assert deck is not None and deck.card is not None
    assert deck.column is not None and 0 <= deck.column < COLUMNS and deck.row in ENDS
    if deck.mode == "virtual":
        assert sorted(deck.deck + deck.discard) == list(range(1, DECK_SIZE + 1))
        assert (deck.column, deck.row) == market_position(cards()[deck.card], back_of(deck.deck[0]))
    if state.phase != "over":
        assert events[-1].key == "paxpamir-wakhan-played" and deck.played
    assert to_json(from_json(to_json(state))) == to_json(state)


@settings(max_examples=EXAMPLES, deadline=None)
@given(seed=st.integers(0, 2**63 - 1))
def test_PW_9_a_thousand_random_turns_keep_her_rules(seed: int) -> None:
    rng = random.Random(seed)
    step = answered(random_table(rng, seed), rng)
    played = 0
    while played < TURNS_EACH and step.state.phase != "over":
        state = step.state
        if state.players[state.turn].wakhan:
            # Her cleanup: her court within its limit (PW-16) once her turn is over.
            step = answered(paxpamir.play_turn(state), rng)
            wakhan = step.state.player("Wakhan")
            assert step.state.ai is not None
            assert len(step.state.ai.court) <= wakhan.court_limit()
            continue
        shake(state, rng)
        step = answered(paxpamir.play_turn(state), rng)
        turns = her_turns(step.events)
        if turns:
            assert len(turns) == 1
            check_turn(turns[0], step.state)
            played += 1
    assert played == TURNS_EACH or step.state.phase == "over"
