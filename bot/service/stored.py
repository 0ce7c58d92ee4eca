"""A step's events as the store keeps them and as they are read back, a game's seed and board
profile as given to a new game, and an answer as the log says it back."""

from __future__ import annotations

import json
import secrets
from typing import Any

from bot.service.refusals import Refusal
from bot.words.replies import Line
from engines.core import (
    CodecError,
    Event,
    InvalidAnswer,
    Prompt,
    ascii_int,
    codec,
    literal,
    parse_answer,
    term,
)
from engines.core.spec import GameSpec


def events_json(events: list[Event]) -> str:
    return codec.dumps([{"rule": e.rule, "key": e.key, "params": e.params} for e in events])


def line_of(stored: dict[str, Any]) -> Line:
    """A stored event as a reply's line."""
    return Line(stored["key"], stored["params"], stored["rule"] or None)


def answered(prompt: Prompt, raw: str) -> Any:
    """An answer as the log says it back: the option's own words, yes or no, or as typed
    (a ``literal``: whatever it spells, never one of our messages)."""
    try:
        value = parse_answer(prompt, raw)
    except InvalidAnswer:
        return literal(raw)
    if prompt.kind == "confirm":
        return term("answer-yes") if value else term("answer-no")
    option = next((o for o in prompt.options if o.id == value), None)
    if option is not None:
        return {"@": option.key, **option.params}
    return literal(value) if isinstance(value, str) else value


def profile_of(game: GameSpec, offered: str | None) -> Any:
    """The board profile the channel kept, as the game reads it (a fresh copy for each new
    game); a damaged one is not offered: the game asks its facts anew."""
    if not offered:
        return None
    try:
        return game.read_profile(json.loads(offered))
    except (ValueError, CodecError):
        return None


def seed_of(raw: str | None) -> int:
    """A seed as typed (refused unless a whole number), or a new one when none is."""
    if raw is None:
        return secrets.randbits(32)
    # Any 19 digits fit the 64 bits of the die's generator.
    seed = ascii_int(raw, 0, 10**19 - 1)
    if seed is None:
        raise Refusal("bot-seed-bad", value=raw)
    return seed
