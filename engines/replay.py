"""The scenario runner: ``python -m engines.replay FILE.json``.

Creates the game a scenario names, applies its overrides, then asks for one automa turn after
another (as `/<game> turn` would), the prompts taking the scenario's ``dice`` and ``answers``;
prints one JSON object per line. It also replays a game's exported transcript and compares each
step's events (exit status 1 when they differ). The format is a public contract
(docs/scenarios.md): extend it, never break it.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from engines import transcript_replay
from engines.core import CodecError, InvalidAnswer, Prompt, Step, default_answer, encode
from engines.core.spec import GameSpec
from engines.games import games

MAX_TURNS = 2000
"""A scenario without ``turns`` plays to the end; this bounds one that never gets there."""


class ScenarioError(ValueError):
    pass


def run(spec: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Play a scenario, yielding the output lines as dicts."""
    game = _game(spec)
    hooks = game.scenario()
    dice = list(spec.get("dice", []))
    answers = list(spec.get("answers", []))
    moves = list(spec.get("moves", []))
    feeds = hooks.feeds(spec)
    turns = spec.get("turns")
    if turns is not None and (not isinstance(turns, int) or turns < 0):
        raise ScenarioError("turns must be a whole number ≥ 0")

    step = hooks.create(spec)
    done_turns = 0
    overridden = False
    while True:
        yield from _events(step)
        state = step.state
        prompt = step.prompt
        if prompt is not None:
            feed = hooks.feed_of(prompt)
            if feed is not None:
                fed = feeds.get(feed, [])
                source, value = (feed, fed.pop(0)) if fed else ("default", default_answer(prompt))
            else:
                source, value = _next_answer(prompt, dice, answers)
            yield _prompt_line(prompt, value, source)
            if source == "none":
                break
            try:
                step = game.answer(state, value)
            except InvalidAnswer as bad:
                yield {"type": "error", "key": bad.key, "params": bad.params, "answer": value}
                break
            continue
        if not overridden:
            hooks.override(state, hooks.late_state(spec))
            overridden = True
        if game.is_over(state):
            break
        if hooks.move_due(state):
            # The player's own move: the scenario's next one, else (unless the turns are
            # done) a default legal one, so a scenario without ``turns`` plays to the end.
            if moves:
                source, text = "moves", str(moves.pop(0))
            elif hooks.default_move is None or done_turns >= (
                MAX_TURNS if turns is None else turns
            ):
                break
            else:
                source, text = "default", hooks.default_move(state)
            yield {"type": "move", "move": text, "source": source}
            assert hooks.play_move is not None
            try:
                step = hooks.play_move(state, text)
            except InvalidAnswer as bad:
                yield {"type": "error", "key": bad.key, "params": bad.params, "move": text}
                break
            continue
        if done_turns >= (MAX_TURNS if turns is None else turns):
            break
        step = game.turn(state)
        done_turns += 1
    yield {"type": "state", **hooks.final(step.state)}


def _game(spec: dict[str, Any]) -> GameSpec:
    name = spec.get("game")
    found = games().get(name) if isinstance(name, str) else None
    if found is None:
        raise ScenarioError(f"unknown game {spec.get('game')!r}; known: {', '.join(games())}")
    return found


def _events(step: Step[Any]) -> Iterator[dict[str, Any]]:
    for event in step.events:
        yield {"type": "event", "rule": event.rule, "key": event.key, "params": event.params}


def _next_answer(prompt: Prompt, dice: list[Any], answers: list[Any]) -> tuple[str, Any]:
    if prompt.kind == "d6":
        return ("dice", dice.pop(0)) if dice else ("none", None)
    if answers:
        return "answers", answers.pop(0)
    return "default", default_answer(prompt)


def _prompt_line(prompt: Prompt, value: Any, source: str) -> dict[str, Any]:
    line: dict[str, Any] = {"type": "prompt", **encode(prompt)}
    if not prompt.default:
        del line["default"]  # only a text prompt with a default of its own shows one
    line["options"] = [o.id for o in prompt.options]
    line["answer"] = value
    line["source"] = source
    return line


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m engines.replay FILE.json", file=sys.stderr)
        return 2
    try:
        spec = json.loads(Path(args[0]).read_text(encoding="utf-8"))
        if not isinstance(spec, dict):
            raise ScenarioError("a scenario is a JSON object")
        if transcript_replay.is_transcript(spec):
            # An exported transcript: replayed step by step, compared with what it says.
            matched = True
            for line in transcript_replay.replay(spec, _game(spec)):
                matched = matched and line.get("matches", True) is not False
                print(json.dumps(line, ensure_ascii=False))
            return 0 if matched else 1
        for line in run(spec):
            print(json.dumps(line, ensure_ascii=False))
    except (
        OSError,
        json.JSONDecodeError,
        ScenarioError,
        CodecError,
        InvalidAnswer,
        transcript_replay.TranscriptError,
    ) as exc:
        print(f"replay: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
