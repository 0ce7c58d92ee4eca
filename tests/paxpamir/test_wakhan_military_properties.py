"""Random Wakhan turns whose card battles or moves (docs/wakhan.md, PW-11, PW-22), with random
maps, courts and spies answered: the walk ends, no battle removes more than the acting card's
rank, no move outnumbers it, no count the turn remembers and no block count goes below zero, and
the state left is a valid saved state."""

from __future__ import annotations

import random

import pytest

from engines import paxpamir
from engines.core import InvalidAnswer, Prompt, Step
from engines.paxpamir.game import from_json, to_json
from engines.paxpamir.market_cards import court_card
from engines.paxpamir.model import SUITS, PaxState
from engines.paxpamir.wakhan import cards, draw, new_deck
from tests.paxpamir.policy import legal_answer

TURNS = 200
MILITARY = ("battle", "move", "battle_most_spies_card")
AI_CARDS = [n for n, c in cards().items() if any(a in MILITARY for a in c.actions)]
COURT = [n for n in range(1, 101) if {"battle", "move"} & set(court_card(n).actions)]
COUNT_PROMPTS = ("tribes", "armies", "roads", "spies")
REFUSED_CARDS = (
    "paxpamir-wakhan-card-in-her-court",
    "paxpamir-wakhan-card-named",
)
HITS = tuple(f"paxpamir-wakhan-battle-{kind}" for kind in ("tribe", "spy", "army", "road"))


def random_answer(rng: random.Random, prompt: Prompt, players: int) -> str:
    if prompt.key == "paxpamir-ask-wakhan-card-on":
        return str(rng.randint(prompt.minimum, prompt.maximum))  # a market card, by number
    if prompt.key == "paxpamir-ask-wakhan-court":
        picked = rng.sample(range(1, 101), rng.randint(0, 3))
        return " ".join(str(n) for n in picked) or "none"
    if prompt.key.removeprefix("paxpamir-ask-wakhan-") in COUNT_PROMPTS:
        size = 3 if prompt.key.endswith(("armies", "roads")) else players
        return " ".join(str(rng.choice([0, 0, 1, 2])) for _ in range(size))
    if prompt.kind == "number":
        return str(rng.randint(prompt.minimum, min(prompt.maximum, 5)))
    if prompt.kind == "confirm":
        return rng.choice(["yes", "no"])
    return legal_answer(prompt, rng)  # a choice's option, or a text question's default


def removed(events: list[object]) -> list[int]:
    """The pieces each battle removed, battle by battle."""
    out: list[int] = []
    for e in events:
        key = getattr(e, "key", "")
        if key in ("paxpamir-wakhan-battle-region", "paxpamir-wakhan-battle-card"):
            out.append(0)
        elif key in HITS and out:
            out[-1] += getattr(e, "params", {})["count"]
    return out


@pytest.mark.parametrize("seed", range(TURNS))
def test_PW_11_PW_22_random_battles_and_moves_stay_within_the_card_and_the_board(
    seed: int,
) -> None:
    rng = random.Random(seed)
    card = rng.choice(AI_CARDS)
    after = rng.choice([n for n in range(1, 25) if n != card])
    options = {
        "players": "Ana,Ben,Wakhan",
        "loyalty": ",".join(rng.sample(["afghan", "british", "russian"], 2)),
        "spymove": rng.choice(["on", "off"]),
    }
    # Her turn plays itself at the reveal: seat the table, then reveal ``card`` at her turn
    # without playing it, so that `/paxpamir play` walks it (as support.revealed does).
    state: PaxState = paxpamir.new_game(paxpamir.parse_options(options), seed).state
    state.options.wakhan, state.bot_dice = "virtual", True
    state.ai = new_deck("virtual", state.rng, [card, after])
    draw(state.ai, state.rng)
    state.turn = [p.name for p in state.players].index("Wakhan")
    for p in state.players:
        p.cylinders = rng.randint(0, 6)
    state.favoured = rng.choice(SUITS)
    state.blocks.update({c: rng.randint(0, 8) for c in state.blocks})
    assert state.ai is not None
    state.ai.court = rng.sample(COURT, rng.randint(1, 3))
    step: Step[PaxState] = paxpamir.act(state, "play", [])
    events = list(step.events)
    for _ in range(300):
        if step.prompt is None:
            break
        try:
            step = paxpamir.give_answer(step.state, random_answer(rng, step.prompt, 3))
        except InvalidAnswer as refused:
            # A market card in her court or on another space is refused: another is drawn.
            assert refused.key in REFUSED_CARDS, refused.key
            continue
        events += step.events
    assert step.prompt is None, "the walk did not end"
    left = step.state
    assert left.ai is not None
    ranks = [
        court_card(e.params["card"]).rank
        for e in events
        if e.key == "paxpamir-wakhan-card-acts"
        and e.params["action"] == "@paxpamir-wakhan-action-battle"
    ]
    assert all(n <= rank for n, rank in zip(removed(events), ranks, strict=True))
    moves = sum(e.key in ("paxpamir-wakhan-move-army", "paxpamir-wakhan-move-spy") for e in events)
    movers = [
        e.params["card"]
        for e in events
        if e.key == "paxpamir-wakhan-card-acts"
        and e.params["action"] == "@paxpamir-wakhan-action-move"
    ]
    assert moves <= sum(court_card(n).rank for n in movers)
    if options["spymove"] == "off":
        assert not any(e.key == "paxpamir-wakhan-move-spy" for e in events)
    table = left.ai.table
    for counts in (table.tribes, table.armies, table.roads, table.spies):
        assert all(n >= 0 for row in counts.values() for n in row)
    assert all(n >= 0 for n in left.blocks.values())
    assert all(p.cylinders >= p.gifts for p in left.players)
    assert all(e.rule.startswith(("PW-", "PP-")) for e in events)
    assert to_json(from_json(to_json(left))) == to_json(left)
