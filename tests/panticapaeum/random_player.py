"""A player who answers Botos's questions at random but legally (random tiles and costs, typed
or tapped, sometimes none), and now and then corrects a cost or ends a round: for the property
tests and the chat tests."""

from __future__ import annotations

import random
from typing import Any

from engines import panticapaeum
from engines.core import Prompt, Step
from engines.panticapaeum.model import COLOURS, PanticapaeumState


def resources_text(rng: random.Random, most: int = 3) -> str:
    """A few resources as a player might type them."""
    picked = rng.sample(COLOURS, rng.randint(1, 3))
    return " ".join(f"{rng.randint(1, most)} {c}" for c in picked)


def answer(prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind == "number":
        if prompt.key == "panticapaeum-ask-your-score":
            return rng.randint(0, 120)
        return rng.randint(prompt.minimum, min(prompt.maximum, 4))
    if prompt.kind == "confirm":
        # The game-over question is mostly yes, so that most games end by the rounds.
        return rng.random() < (0.8 if prompt.key == "panticapaeum-ask-game-over" else 0.5)
    if prompt.kind == "choice":
        if prompt.key == "panticapaeum-ask-more" and rng.random() < 0.5:
            return "done"
        return rng.choice(prompt.options).id
    roll = rng.random()
    if roll < 0.1:
        return "none"
    if roll < 0.25:
        return rng.choice(COLOURS)  # a tap: more questions follow
    return resources_text(rng)


def move(state: PanticapaeumState, rng: random.Random) -> tuple[str, list[str]]:
    """Mostly the next turn; sometimes a cost correction, or the end of a round."""
    roll = rng.random()
    if roll < 0.05:
        colour = rng.choice(COLOURS)
        return "cost", [colour, *(["none"] if rng.random() < 0.2 else resources_text(rng).split())]
    if roll < 0.07 and state.next == "explore" and state.turn:
        return "round", []
    return "turn", []


def play_step(step: Step[PanticapaeumState], rng: random.Random) -> Step[PanticapaeumState]:
    """The next step of a random game: an answer, else the player's next command."""
    state = step.state
    if step.prompt is not None:
        return panticapaeum.give_answer(state, answer(step.prompt, rng))
    verb, args = move(state, rng)
    if verb == "turn":
        return panticapaeum.play_turn(state)
    return panticapaeum.act(state, verb, args)

