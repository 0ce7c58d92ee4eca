"""Hopper's engine: the automa's marker, its bonus points, and its turn as a flow."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Literal

from engines.core import (
    Ask,
    CodecError,
    Conversation,
    Event,
    InvalidAnswer,
    Rng,
    Step,
    answer,
    ascii_int,
    current,
    decode,
    encode,
    start,
    start_over,
)

GOAL = 20
TURNS = 8
BONUS = 2


@dataclass
class Options:
    bot_dice: bool = True


@dataclass
class HopperState:
    rng: Rng
    bot_dice: bool = True
    marker: int = 0
    bonus: int = 0
    turn: int = 0
    phase: Literal["play", "over"] = "play"
    conversation: Conversation | None = None


def parse_options(raw: dict[str, str]) -> Options:
    options = Options()
    for name, value in raw.items():
        if name != "dice" or value not in ("bot", "player"):
            raise InvalidAnswer("hopper-option-bad", option=name)
        options.bot_dice = value == "bot"
    return options


def new_game(options: Options, seed: int) -> Step[HopperState]:
    state = HopperState(rng=Rng.seeded(seed), bot_dice=options.bot_dice)
    return Step(state, [Event("HO-1", "hopper-setup", {"goal": GOAL, "turns": TURNS})], None)


def _turn(state: HopperState, ask: Ask) -> None:
    state.turn += 1
    ask.say("HO-2", "hopper-turn", turn=state.turn)
    face = ask.d6("HO-2", "hopper-roll")
    state.marker = min(GOAL, state.marker + face)
    ask.say("HO-2", "hopper-moves", steps=face, space=state.marker)
    if face == 6 and ask.confirm("HO-3", "hopper-ask-bonus", board=True, space=state.marker):
        state.bonus += BONUS
        ask.say("HO-3", "hopper-bonus", points=BONUS)
    if state.marker >= GOAL or state.turn >= TURNS:
        _finish(state, ask)


def _finish(state: HopperState, ask: Ask) -> None:
    state.phase = "over"
    ask.say("HO-5", "hopper-over", score=state.marker + state.bonus, space=state.marker,
            bonus=state.bonus)


FLOWS = {"turn": _turn, "end": _finish}


def play_turn(state: HopperState, placed: str = "") -> Step[HopperState]:
    if state.phase == "over":
        raise InvalidAnswer("hopper-over-already")
    return start(state, "turn", FLOWS)


def give_answer(state: HopperState, raw: Any) -> Step[HopperState]:
    return answer(state, raw, FLOWS)


def end_game(state: HopperState) -> Step[HopperState]:
    if state.phase == "over":
        raise InvalidAnswer("hopper-over-already")
    return start_over(state, "end", FLOWS, Event("HO-5", "hopper-question-waits", {}))


def push(state: HopperState, args: list[str]) -> Step[HopperState]:
    """HO-4: `/hopper push N`, the player pushes the marker back N spaces (1–3)."""
    steps = ascii_int(args[0], 1, 3) if len(args) == 1 else None
    if steps is None:
        raise InvalidAnswer("hopper-push-bad")
    if state.phase == "over" or state.conversation is not None:
        raise InvalidAnswer("hopper-push-not-now")
    moved = replace(state, marker=max(0, state.marker - steps))
    return Step(moved, [Event("HO-4", "hopper-pushed", {"steps": steps, "space": moved.marker})],
                None)


def status_events(state: HopperState) -> list[Event]:
    """Where the marker stands now: mid-turn, as the turn so far has moved it."""
    state = current(state, FLOWS)
    return [Event("HO-5", "hopper-status", {"space": state.marker, "bonus": state.bonus,
                                          "turn": state.turn, "turns": TURNS})]


def board_events(state: HopperState) -> list[Event]:
    return [Event("HO-1", "hopper-board", {"goal": GOAL})]


def to_json(state: HopperState) -> Any:
    return encode(state)


def from_json(data: Any) -> HopperState:
    state = decode(HopperState, data)
    if not 0 <= state.marker <= GOAL or state.bonus < 0 or not 0 <= state.turn <= TURNS:
        raise CodecError("$: not a game of Hopper")
    return state
