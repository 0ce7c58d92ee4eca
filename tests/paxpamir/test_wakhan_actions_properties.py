"""Random Wakhan turns walked by the bot (docs/wakhan.md, PW-9 to PW-15): whatever the card,
her rupees, the favoured suit, the blocks and the player's answers, the walk ends, she never
takes more than two actions, never spends a rupee she has not got, and every decision names
its rule; the state it leaves is a valid saved state."""

from __future__ import annotations

import random

import pytest

from engines import paxpamir
from engines.core import Prompt, Step
from engines.paxpamir.game import from_json, to_json
from engines.paxpamir.model import SUITS, PaxState

TURNS = 300


def random_answer(rng: random.Random, prompt: Prompt, players: int) -> str:
    if prompt.key == "paxpamir-ask-wakhan-court":
        return " ".join(str(n) for n in rng.sample(range(1, 101), rng.randint(0, 3))) or "none"
    if prompt.key == "paxpamir-ask-wakhan-spies":
        return " ".join(str(rng.randint(0, 2)) for _ in range(players))
    if prompt.kind == "number":
        return str(rng.randint(prompt.minimum, min(prompt.maximum, 5)))
    if prompt.kind == "confirm":
        return rng.choice(["yes", "no"])
    return rng.choice(prompt.options).id


@pytest.mark.parametrize("seed", range(TURNS))
def test_PW_9_random_turns_end_within_two_actions_and_her_means(seed: int) -> None:
    rng = random.Random(seed)
    card, after = rng.sample(range(1, 25), 2)
    options = {"players": "Ana,Wakhan", "loyalty": rng.choice(["afghan", "british", "russian"]),
               "wakhan": "virtual"}
    state: PaxState = paxpamir.new_game(paxpamir.parse_options(options), seed, [card, after]).state
    wakhan = state.player("Wakhan")
    wakhan.rupees = rng.randint(0, 8)
    state.favoured = rng.choice(SUITS)
    state.blocks.update({c: rng.randint(0, 6) for c in state.blocks})
    assert state.ai is not None
    state.ai.court = rng.sample(range(1, 101), rng.randint(0, 5))
    step: Step[PaxState] = paxpamir.act(state, "play", [])
    events = list(step.events)
    for _ in range(200):
        if step.prompt is None:
            break
        step = paxpamir.give_answer(step.state, random_answer(rng, step.prompt, len(state.players)))
        events += step.events
    assert step.prompt is None, "the walk did not end"
    after_state = step.state
    assert all(p.rupees >= 0 and p.cylinders >= p.gifts for p in after_state.players)
    assert after_state.ai is not None
    assert set(after_state.ai.used) <= set(state.ai.court)
    assert len(set(after_state.ai.used)) == len(after_state.ai.used)  # each card acts once
    assert sum(e.key == "paxpamir-wakhan-took" for e in events) <= 2
    assert all(e.rule.startswith(("PW-", "PP-")) for e in events)
    assert events[-1].key == "paxpamir-wakhan-played"
    assert after_state.ai is not None and after_state.ai.played
    assert to_json(from_json(to_json(after_state))) == to_json(after_state)
