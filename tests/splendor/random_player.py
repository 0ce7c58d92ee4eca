"""A player who makes random legal Splendor moves and answers every question at random but
legally: for property tests, the console test and the benchmark."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from engines import splendor
from engines.core import InvalidAnswer, Prompt, Step
from engines.splendor.bot import payment
from engines.splendor.catalog import CARDS, GEMS, LETTERS, card_code
from engines.splendor.model import MAX_RESERVED, SplendorState

LETTER = {colour: letter for letter, colour in LETTERS.items()}


def answer(prompt: Prompt, state: SplendorState, rng: random.Random) -> Any:
    """A legal answer to ``prompt`` (a typed card code may name a card entered earlier in the
    same flow; the caller retries with ``safe=True`` answers then)."""
    if prompt.kind == "d6":
        return rng.randint(1, 6)
    if prompt.kind == "confirm":
        return rng.random() < 0.5
    if prompt.kind == "number":
        return rng.randint(prompt.minimum, prompt.maximum)
    if prompt.key == "splendor-ask-discard":
        return rng.choice(prompt.options).id  # a whole discard, in one answer
    if prompt.kind == "text" and rng.random() < 0.3:
        level = prompt.params["level"]
        unseen = state.decks[level - 1]
        if unseen:
            card = rng.choice(unseen)
            return rng.choice([f"#{card}", card_code(CARDS[card])])
    return rng.choice(prompt.options).id


def safe_answer(prompt: Prompt, rng: random.Random) -> Any:
    """An answer from the prompt's own options only (always legal)."""
    if prompt.kind == "d6":
        return rng.randint(1, 6)
    if prompt.kind == "confirm":
        return True
    return rng.choice(prompt.options).id


def _name(state: SplendorState, level: int, slot: int, rng: random.Random) -> str:
    card = state.market[level - 1][slot - 1]
    return rng.choice([f"{level}.{slot}", f"#{card}", card_code(CARDS[card])])


def move(state: SplendorState, rng: random.Random) -> tuple[str, list[str]]:
    """A random legal move, buying more often than not when it can (so games end)."""
    human = state.human
    slots = [(lv, sl) for lv in (1, 2, 3) for sl in range(1, 5) if state.market[lv - 1][sl - 1]]
    buys = [_name(state, lv, sl, rng) for lv, sl in slots
            if payment(human, state.market[lv - 1][sl - 1]) is not None]
    buys += [rng.choice([f"r{i}", f"#{c}"]) for i, c in enumerate(human.reserved, 1)
             if payment(human, c) is not None]
    if buys and rng.random() < 0.85:
        return "buy", rng.choice(buys).split()
    takes: list[list[str]] = []
    present = [g for g in GEMS if state.bank[g] > 0]
    if present:
        picked = rng.sample(present, min(3, len(present)))
        takes.append(rng.choice([[LETTER[g] for g in picked], ["".join(LETTER[g] for g in picked)],
                                 list(picked)]))
    takes += [[f"2{LETTER[g]}"] for g in GEMS if state.bank[g] >= 4]
    reserves: list[list[str]] = []
    if len(human.reserved) < MAX_RESERVED:
        reserves += [_name(state, lv, sl, rng).split() for lv, sl in slots]
        reserves += [["deck", str(lv)] for lv in (1, 2, 3) if state.deck_size(lv) > 0]
    if takes and (not reserves or rng.random() < 0.85):
        return "take", rng.choice(takes)
    if reserves:
        return "reserve", rng.choice(reserves)
    if buys:
        return "buy", rng.choice(buys).split()
    return "pass", []


def play_step(step: Step[SplendorState], rng: random.Random) -> Step[SplendorState]:
    """The next step of a random game: an answer to the open question, else the bot's turn or
    a random legal move of the human's, whichever is due."""
    state = step.state
    try:
        if step.prompt is not None:
            return splendor.give_answer(state, answer(step.prompt, state, rng))
        if state.next == "bot":
            return splendor.play_turn(state)
        return splendor.human_move(state, *move(state, rng))
    except InvalidAnswer:
        assert step.prompt is not None
        return splendor.give_answer(state, safe_answer(step.prompt, rng))


def whole_game(raw: dict[str, str], seed: int) -> Iterator[Step[SplendorState]]:
    """Every step of a game with these options, from its start to its end (``play_step``,
    the random choices drawn from ``seed`` too)."""
    rng = random.Random(seed)
    step: Step[SplendorState] = splendor.new_game(splendor.parse_options(raw), seed)
    yield step
    while step.state.phase != "over":
        step = play_step(step, rng)
        yield step
