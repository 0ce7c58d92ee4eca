"""Replaying an exported transcript (``/<game> log export``, format ``soloist-transcript``):
the game is started again from its options, seed and the board profile it was offered, every
command of every step is given again in order (board corrections where they were made), and
each step's engine events are compared with the transcript's. ``python -m engines.replay``
reads this format too (docs/scenarios.md)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from engines.core import CodecError, InvalidAnswer, Step
from engines.core.spec import GameSpec

FORMAT = "soloist-transcript"
SERVICE_PREFIX = "bot-"
"""Lines the chat service adds (its header, the answer said back, the end): not the engine's."""


class TranscriptError(ValueError):
    pass


def is_transcript(spec: dict[str, Any]) -> bool:
    return spec.get("format") == FORMAT


def _command(game: GameSpec, state: Any, command: list[str]) -> Step[Any]:
    """One command as the service carries it out."""
    verb, *args = command
    if verb == "answer":
        return game.answer(state, args[0] if args else "")
    if verb == "turn":
        return game.turn(state, " ".join(args))
    if verb == "end":
        return game.end(state)
    return game.act(state, verb, tuple(args))


def _engine_events(step_events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [
        {"rule": e.get("rule", ""), "key": e["key"], "params": e.get("params", {})}
        for e in step_events
        if not str(e.get("key", "")).startswith(SERVICE_PREFIX)
    ]


def replay(spec: dict[str, Any], game: GameSpec) -> Iterator[dict[str, Any]]:
    """The transcript's game again: the engine's events of every step (as the scenario
    runner prints them), a ``mismatch`` line for the first step whose events differ from the
    transcript's, the final state, and last a ``transcript`` line saying whether all matched."""
    seed = spec.get("seed")
    if seed is None:
        raise TranscriptError(
            "the transcript has no seed: the bot's dice are sealed until the game ends"
        )
    if not isinstance(seed, int):
        raise TranscriptError("$.seed: expected an integer")
    steps = spec.get("steps")
    if not isinstance(steps, list) or not steps:
        raise TranscriptError("$.steps: expected a list of steps")
    options = dict(str(w).partition("=")[::2] for w in spec.get("options", []))
    options.pop("seed", None)
    corrections = [c for c in spec.get("corrections", []) if isinstance(c, dict) and "command" in c]
    offered = spec.get("offered")
    step = game.new(options, seed, game.read_profile(offered, "$.offered") if offered else None)
    compared = mismatch = 0
    for index, recorded in enumerate(steps):
        command = recorded.get("command")
        if index > 0:
            if not command:
                continue  # a step of the service's own (a handover, an ending by another)
            in_force = [c["command"] for c in corrections if c.get("after", 0) <= index]
            state = game.correct(step.state, in_force)
            try:
                step = _command(game, state, [str(w) for w in command])
            except InvalidAnswer as bad:
                yield {"type": "error", "key": bad.key, "params": bad.params, "step": index + 1}
                mismatch = mismatch or index + 1
                break
        events = [
            {"rule": e.rule, "key": e.key, "params": json.loads(json.dumps(e.params))}
            for e in step.events
        ]
        for event in events:
            yield {"type": "event", **event}
        compared += 1
        expected = _engine_events(recorded.get("events", []))
        if events != expected and not mismatch:
            mismatch = index + 1
            yield {
                "type": "mismatch",
                "step": recorded.get("step", index + 1),
                "expected": expected,
                "got": events,
            }
    yield {"type": "state", **game.scenario().final(step.state)}
    yield {
        "type": "transcript",
        "steps": compared,
        "matches": not mismatch,
        "first_difference": mismatch or None,
    }


__all__ = ["CodecError", "TranscriptError", "is_transcript", "replay"]
