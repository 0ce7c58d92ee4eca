"""A player who answers every Rajas question at random, but legally: for property tests and
benchmarks."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from engines import rajas
from engines.core import Prompt, Step
from engines.rajas.model import COLOURS, GOODS, RajasState

_BONUSES = ["none", "money 2", "fame 1", "dice 1", "dice karma", "karma 2", "worker",
            "upgrade", "money 1 + fame 1"]


def _term(value: Any, prefix: str) -> str:
    return str(value).removeprefix("@" + prefix)


def answer(prompt: Prompt, rng: random.Random, round_: int) -> Any:
    """A legal answer to ``prompt``. The player's markers meet more and more likely as rounds
    pass, so every game ends."""
    key = prompt.key
    if prompt.kind == "d6":
        return rng.randint(1, 6)
    if prompt.kind == "confirm":
        if key == "rajas-ask-end-now":
            return rng.random() < 0.5
        return rng.random() < 0.75
    if prompt.kind == "choice":
        ids = [o.id for o in prompt.options]
        if key == "rajas-ask-round-end":
            if rng.random() < max(0.0, (round_ - 5) / 6):
                return "met"
            return rng.choice([i for i in ids if i != "met"])
        return rng.choice(ids)
    if prompt.kind == "number":
        if key == "rajas-ask-meet-sum":
            return rng.randint(30, 70)
        if key == "rajas-ask-river-length":
            return rng.randint(6, 14)
        high = min(prompt.maximum, prompt.minimum + 8)
        return rng.randint(prompt.minimum, high)
    return _text(prompt, rng)


def _full(prompt: Prompt, rng: random.Random, chance: float = 0.05) -> bool:
    return prompt.params.get("full") == "yes" and rng.random() < chance


def _text(prompt: Prompt, rng: random.Random) -> str:
    key, params = prompt.key, prompt.params
    if key == "rajas-ask-taken":
        spaces = [o.id for o in prompt.options if o.id not in ("none", "all")]
        taken = [s for s in spaces if rng.random() < 0.25]
        return ", ".join(taken) if taken else rng.choice(["none", "none", "all"])
    if key == "rajas-ask-human-score":
        least = int(params.get("least", 0))
        fame = rng.randint(0, 60)
        return f"{fame} {max(rng.randint(0, 60), least - fame)}"
    if key == "rajas-ask-building-fame":
        return "; ".join(" ".join(str(rng.randint(0, 6)) for _ in range(3)) for _ in range(4))
    if key in ("rajas-ask-quarry-tiles", "rajas-ask-c5-tiles"):
        if _full(prompt, rng):
            return "taken"
        low, high = int(params["low"]), int(params["high"])
        count = rng.choice([0, 1, 1, 2, 3])
        tiles = [_tile(rng, low, high, market_chance=0.5) for _ in range(count)]
        return ", ".join(tiles) or "none"
    if key == "rajas-ask-quarry-tile":
        if _full(prompt, rng):
            return "taken"
        if rng.random() < 0.1:
            return "none"
        item = rng.choice(params["ranking"])
        colour = _term(item["colour"], "rajas-colour-")
        return f"{colour} {_tile(rng, 1, int(item['high']), market_chance=0.6)}"
    if key == "rajas-ask-c5-tile":
        if _full(prompt, rng):
            return "taken"
        if rng.random() < 0.3:
            return "none"
        colour = rng.choice([c for c in COLOURS if f"@rajas-colour-{c}" in params["colours"]])
        good = rng.choice([g for g in GOODS if f"@rajas-good-{g}" in params["goods"]])
        return f"{colour} {rng.randint(1, 12)} {good}{rng.randint(1, 3)}"
    if key == "rajas-ask-yield" and _full(prompt, rng, 0.1):
        return "taken"
    if key == "rajas-ask-track":
        spaces = rng.sample(range(2, 40), rng.randint(0, 4))
        return "; ".join(f"{s} {rng.choice(_BONUSES[1:])}" for s in spaces) or "none"
    if key == "rajas-ask-river-bonus":
        return rng.choice(_BONUSES)
    return rng.choice([*_BONUSES, "river 1", "river 2"])


def _tile(rng: random.Random, low: int, high: int, market_chance: float) -> str:
    parts = [str(rng.randint(low, high))]
    parts += [f"b{rng.randint(1, 4)}" for _ in range(rng.randint(0, 2))]
    if rng.random() < market_chance or len(parts) == 1:
        parts.append(f"{rng.choice(GOODS)}{rng.randint(1, 4)}")
    return " ".join(parts)


def whole_game(raw: dict[str, str], seed: int) -> Iterator[Step[RajasState]]:
    """Every step of a game with these options, from its start to its end: the automa's
    turns when due, each question answered at random (the answers drawn from ``seed`` too)."""
    rng = random.Random(seed)
    step: Step[RajasState] = rajas.new_game(rajas.parse_options(raw), seed)
    yield step
    while step.state.phase != "over":
        if step.prompt is None:
            step = rajas.play_turn(step.state)
        else:
            step = rajas.give_answer(step.state, answer(step.prompt, rng, step.state.table.round))
        yield step
