"""Scripted Splendor players: a plain greedy one (the dearest card it can buy, else the gems
it lacks most) and one making random legal moves, each answering the bot's questions."""

from __future__ import annotations

import random

from engines.core import Prompt
from engines.simulate.play import ScriptError
from engines.splendor import SplendorState
from engines.splendor.bot import payment
from engines.splendor.catalog import CARDS, GEMS, GOLD, LETTERS
from engines.splendor.model import MAX_RESERVED

LETTER = {colour: letter for letter, colour in LETTERS.items()} | {GOLD: "y"}


def splendor_move(state: SplendorState) -> str:
    """A plain, sensible move: the dearest card it can buy, else three gems it lacks most,
    else two of a full pile, else reserve, else pass."""
    human = state.human
    best: tuple[int, int, str] | None = None
    for level in (3, 2, 1):
        for slot, card in enumerate(state.market[level - 1], 1):
            if card and payment(human, card) is not None:
                value = (CARDS[card].points, level)
                if best is None or value > best[:2]:
                    best = (*value, f"{level}.{slot}")
    for index, card in enumerate(human.reserved, 1):
        if payment(human, card) is not None:
            value = (CARDS[card].points, 4)
            if best is None or value > best[:2]:
                best = (*value, f"r{index}")
    if best is not None:
        return f"buy {best[2]}"
    gems = [g for g in GEMS if state.bank[g] > 0]
    if len(gems) >= 3:
        gems.sort(key=lambda g: (human.tokens[g], -state.bank[g]))
        return "take " + " ".join(LETTER[g] for g in gems[:3])
    full = [g for g in GEMS if state.bank[g] >= 4]
    if full:
        return f"take 2{LETTER[full[0]]}"
    if gems:
        return "take " + " ".join(LETTER[g] for g in gems)
    if len(human.reserved) < 3:
        for level in (1, 2, 3):
            for slot, card in enumerate(state.market[level - 1], 1):
                if card:
                    return f"reserve {level}.{slot}"
    return "pass"


def splendor_answer(prompt: Prompt, state: SplendorState) -> str:
    key = prompt.key
    if key == "splendor-ask-discard":
        held = state.human.tokens
        colour = max((*GEMS, GOLD), key=lambda t: (held[t], t != GOLD))
        ids = [o.id for o in prompt.options]
        return colour if colour in ids else ids[0]
    if key == "splendor-ask-noble-visit":
        return prompt.options[0].id
    if key == "splendor-ask-end-now":
        return "y"
    raise ScriptError(f"the scripted player cannot answer {key!r}")


def random_move(state: SplendorState, rng: random.Random) -> str:
    """A random legal move, buying more often than not when it can (so every game ends)."""
    human = state.human
    slots = [(lv, sl) for lv in (1, 2, 3) for sl in range(1, 5) if state.market[lv - 1][sl - 1]]
    buys = [
        f"buy {lv}.{sl}"
        for lv, sl in slots
        if payment(human, state.market[lv - 1][sl - 1]) is not None
    ]
    buys += [f"buy r{i}" for i, c in enumerate(human.reserved, 1) if payment(human, c) is not None]
    if buys and rng.random() < 0.85:
        return rng.choice(buys)
    present = [g for g in GEMS if state.bank[g] > 0]
    takes = []
    if present:
        picked = rng.sample(present, min(3, len(present)))
        takes.append("take " + " ".join(LETTER[g] for g in picked))
    takes += [f"take 2{LETTER[g]}" for g in GEMS if state.bank[g] >= 4]
    reserves = (
        [f"reserve {lv}.{sl}" for lv, sl in slots] if len(human.reserved) < MAX_RESERVED else []
    )
    if takes and (not reserves or rng.random() < 0.85):
        return rng.choice(takes)
    if reserves:
        return rng.choice(reserves)
    return rng.choice(buys) if buys else "pass"
