"""Property tests: 1,000 random games (under --slow; 100 in a plain run) with random legal
human moves (takes, buys, reserves, discards, noble picks; typed codes and taps at deal=table)
never crash, keep the 2-player supply whole at every step (bank + all holdings), never give the
bot more than 10 tokens, refuse bad answers without changing anything, and end."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines import splendor
from engines.core import InvalidAnswer, Step
from engines.splendor import bot as bot_rules
from engines.splendor.bot import payment
from engines.splendor.catalog import CARDS, GEMS, GOLD, TOKENS
from engines.splendor.model import MAX_TOKENS, SUPPLY, SplendorState
from tests.splendor.random_player import answer, move, play_step, safe_answer

MAX_STEPS = 3000
END_AFTER_TURNS = 80
"""A game the random human drags on this long is ended by `/splendor end` (which must work)."""
ROUND_TRIP = 0.2
"""The share of steps whose state goes through JSON and back (every step would double the
run time; a fifth of ~80 steps a game still saves and loads every kind of state)."""


def check_invariants(state: SplendorState) -> None:
    for colour in TOKENS:
        total = state.bank[colour] + state.bot.tokens[colour] + state.human.tokens[colour]
        assert total == SUPPLY[colour], f"{colour}: {total} tokens in play"
        assert state.bank[colour] >= 0
    assert state.bot.token_count() <= MAX_TOKENS, "the bot never holds more than 10"
    assert state.human.token_count() <= MAX_TOKENS or state.conversation is not None
    assert state.stock == [g for g in state.stock if state.bank[g] > 0], "SP-6: no empty place"
    assert len(state.human.reserved) <= 3
    cards = [c for row in state.market for c in row if c] + state.bot.cards + state.human.cards
    cards += state.human.reserved + [c for c in state.bot.kept if c]
    cards += [c for deck in state.decks for c in deck]
    assert len(cards) == len(set(cards)), "a card in two places"
    if state.options.deal == "bot":
        assert len(cards) == len(CARDS), "every card somewhere"
    assert len(state.nobles) + len(state.bot.nobles) + len(state.human.nobles) == 3


def play_to_the_end(options: splendor.Options, seed: int) -> tuple[SplendorState, int]:
    rng = random.Random(seed)
    step: Step[SplendorState] = splendor.new_game(options, seed)
    refusals = 0
    for _ in range(MAX_STEPS):
        state = step.state
        if state.phase == "over":
            return state, refusals
        try:
            if step.prompt is not None:
                step = splendor.give_answer(state, answer(step.prompt, state, rng))
            elif state.turn > END_AFTER_TURNS:
                step = splendor.end_game(state)
            elif state.next == "bot":
                step = splendor.play_turn(state)
            else:
                verb, words = move(state, rng)
                step = splendor.human_move(state, verb, words)
        except InvalidAnswer:
            # Only a typed card code naming a card entered earlier in the same flow.
            refusals += 1
            assert step.prompt is not None and step.prompt.kind == "text"
            assert step.state is state
            step = splendor.give_answer(state, safe_answer(step.prompt, rng))
        if step.prompt is None or step.state.conversation is None:
            check_invariants(step.state)
        if rng.random() < ROUND_TRIP or step.state.phase == "over":
            # States survive being saved and loaded (and play on from the loaded copy).
            loaded = splendor.from_json(json.loads(json.dumps(splendor.to_json(step.state))))
            assert loaded == step.state
            step = Step(state=loaded, events=step.events, prompt=step.prompt)
    raise AssertionError(f"game not over after {MAX_STEPS} steps")


# As many random games as the hypothesis profile plays (tests/conftest.py): 100 in a plain run,
# 1000 under --slow.
@settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), dice=st.sampled_from(["bot", "player"]),
       deal=st.sampled_from(["bot", "bot", "bot", "table"]), easier=st.booleans(),
       harder=st.integers(0, 2))
def test_random_games_end_and_keep_the_supply(seed: int, dice: str, deal: str, easier: bool,
                                              harder: int) -> None:
    raw = {"dice": dice, "deal": deal}
    if easier:
        raw["easier"] = ""
    if harder:
        raw["harder"] = str(harder)
    final, _ = play_to_the_end(splendor.parse_options(raw), seed)
    assert final.result is not None
    assert final.result.bot_points == final.bot.prestige()
    assert final.result.human_points == final.human.prestige()


@settings(max_examples=settings.default.max_examples * 3 // 100, deadline=None)  # 3; 30 --slow
@given(seed=st.integers(0, 2**32 - 1), deal=st.sampled_from(["bot", "table"]))
def test_same_seed_same_moves_same_game(seed: int, deal: str) -> None:
    """Determinism: a seed and the same answers and moves give the same game, event by event."""
    def trail() -> list[object]:
        rng = random.Random(seed)
        step = splendor.new_game(splendor.parse_options({"deal": deal}), seed)
        events: list[object] = list(step.events)
        for _ in range(400):
            if step.state.phase == "over":
                break
            step = play_step(step, rng)
            events += step.events
        return events

    assert trail() == trail()


@settings(deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    held=st.lists(st.integers(0, 7), min_size=5, max_size=5),
    gold=st.integers(0, 5),
    bought=st.integers(0, 20),
)
def test_the_bots_look_at_the_market_pays_as_payment_does(
    seed: int, held: list[int], gold: int, bought: int
) -> None:
    """offers() tells the affordable cards and their payment by spelled-out arithmetic:
    exactly the face-up cards payment() can pay, each paying what payment() pays."""
    rng = random.Random(seed)
    state = splendor.new_game(splendor.parse_options({}), seed).state
    free = [c for c in CARDS if c not in {c for row in state.market for c in row}]
    state.bot.cards = rng.sample(free, bought)
    state.bot.tokens = dict(zip(GEMS, held, strict=True)) | {GOLD: gold}
    expected = [
        (card, level, slot, pay)
        for level in (3, 2, 1)
        for slot, card in enumerate(state.market[level - 1], 1)
        if card and (pay := payment(state.bot, card)) is not None
    ]
    found = [(o.card, o.level, o.slot, o.pay) for o in bot_rules.offers(state)]
    assert found == expected
    assert all(o.tokens == sum(o.pay.values()) for o in bot_rules.offers(state))
