"""Flows that resume: an answer continues the flow waiting on its question (a greenlet kept in
the process) instead of replaying the turn. It must give exactly what a replay gives — the
same events, prompt and state — and fall back to the replay wherever it cannot resume."""

from __future__ import annotations

import copy
import gc
import json
import pickle
import random
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from engines import rajas, splendor
from engines.core import (
    Ask,
    Conversation,
    InvalidAnswer,
    Rng,
    Step,
    answer,
    conversation,
    current,
    encode,
    shallow,
    start,
)
from tests.rajas.random_player import answer as rajas_answer
from tests.splendor.random_player import answer as splendor_answer
from tests.splendor.random_player import move, safe_answer

HEAD_STATES = Path(__file__).parent / "data" / "head_mid_turn_states.json"
"""Mid-turn states (open question, answers given) saved by the code before flows resumed."""


@dataclass
class Tiny:
    rng: Rng = field(default_factory=lambda: Rng.seeded(1))
    bot_dice: bool = True
    total: int = 0
    seen: list[int] = field(default_factory=list)
    conversation: Conversation | None = None


def _even(text: str) -> int:
    if not text.isdigit() or int(text) % 2:
        raise InvalidAnswer("not-even", value=text)
    return int(text)


UNWOUND: list[str] = []


def _tiny_flow(state: Tiny, ask: Ask) -> None:
    try:
        for n in range(3):
            value = ask.number("T-1", "ask-number", 0, 9, n=n)
            state.total += value
            state.seen.append(value)
            ask.say("T-1", "added", total=state.total)
        even = ask.text("T-2", "ask-even", _even, [])
        if even == 8:
            raise InvalidAnswer("eight-refused-after")  # a flow may refuse after its question
        state.total += even
        ask.say("T-2", "done", total=state.total, face=ask.d6("T-3", "rolled"))
    finally:
        UNWOUND.append("tiny")


TINY_FLOWS: dict[str, Callable[[Tiny, Ask], None]] = {"tiny": _tiny_flow}


def _replayed(state: Tiny) -> Tiny:
    """The same state as a new object (read back from the store): it can only replay."""
    assert state.conversation is not None
    c = state.conversation
    copy = Tiny(state.rng, state.bot_dice, state.total, list(state.seen))
    copy.conversation = Conversation(c.flow, list(c.answers), c.emitted, c.prompt)
    return copy


def _same(a: Step[Any], b: Step[Any]) -> None:
    assert a.events == b.events
    assert a.prompt == b.prompt
    assert encode(a.state) == encode(b.state)


def test_each_answer_resumes_and_gives_what_a_replay_gives() -> None:
    step = start(Tiny(), "tiny", TINY_FLOWS)
    for raw in ["1", "2", "3", "4"]:
        replayed = answer(_replayed(step.state), raw, TINY_FLOWS)
        step = answer(step.state, raw, TINY_FLOWS)
        _same(step, replayed)
    assert step.prompt is None
    assert step.state.total == 10 and step.state.seen == [1, 2, 3]
    assert [e.key for e in step.events] == ["rolled", "done"]


def test_a_refused_answer_changes_nothing_and_the_question_stays_open() -> None:
    step = start(Tiny(), "tiny", TINY_FLOWS)
    for raw in ["1", "2", "3"]:
        step = answer(step.state, raw, TINY_FLOWS)
    before = encode(step.state)
    with pytest.raises(InvalidAnswer) as refused:
        answer(step.state, "5", TINY_FLOWS)  # the game's parser refuses an odd number
    assert refused.value.key == "not-even"
    with pytest.raises(InvalidAnswer) as refused:
        answer(step.state, "x", TINY_FLOWS)
    assert encode(step.state) == before
    done = answer(step.state, "4", TINY_FLOWS)
    _same(done, answer(_replayed(step.state), "4", TINY_FLOWS))


def test_a_refusal_after_the_question_leaves_the_state_answerable() -> None:
    step = start(Tiny(), "tiny", TINY_FLOWS)
    for raw in ["1", "2", "3"]:
        step = answer(step.state, raw, TINY_FLOWS)
    with pytest.raises(InvalidAnswer) as refused:
        answer(step.state, "8", TINY_FLOWS)
    assert refused.value.key == "eight-refused-after"
    # The flow that refused is gone; the same state replays and takes a good answer.
    done = answer(step.state, "2", TINY_FLOWS)
    assert done.prompt is None and done.state.total == 8


def test_an_old_state_answered_again_replays_the_same_way() -> None:
    """Undo, or a step the store did not keep: the state before is answered once more."""
    first = start(Tiny(), "tiny", TINY_FLOWS)
    second = answer(first.state, "5", TINY_FLOWS)
    third = answer(second.state, "6", TINY_FLOWS)
    again = answer(second.state, "6", TINY_FLOWS)  # its live flow went on with `third`
    _same(third, again)
    other = answer(first.state, "7", TINY_FLOWS)
    assert current(other.state, TINY_FLOWS).seen == [7]
    assert current(third.state, TINY_FLOWS).seen == [5, 6]


def test_a_conversation_moved_onto_another_state_replays_from_that_state() -> None:
    """As the service does to read a game with its board corrections: the open conversation
    is set on a changed copy of the state. Answering that copy must not resume the flow that
    began from the state before the change."""
    step = start(Tiny(), "tiny", TINY_FLOWS)
    step = answer(step.state, "1", TINY_FLOWS)
    corrected = Tiny(total=100)
    corrected.conversation = step.state.conversation
    moved = answer(corrected, "2", TINY_FLOWS)
    assert current(moved.state, TINY_FLOWS).total == 103
    _same(moved, answer(_replayed(corrected), "2", TINY_FLOWS))
    # The flow still waits for the state it belongs to.
    assert current(answer(step.state, "2", TINY_FLOWS).state, TINY_FLOWS).total == 3


def test_a_copied_conversation_replays_and_the_original_resumes() -> None:
    """The live flow hangs on the conversation object, no field of it: a deep copy or a
    pickle of the state carries none, and a shallow copy of the conversation is not the one
    the flow waits on. Each replays; the state itself still resumes."""
    step = answer(start(Tiny(), "tiny", TINY_FLOWS).state, "1", TINY_FLOWS)
    moved = shallow(step.state)
    moved.conversation = copy.copy(step.state.conversation)
    copies = [copy.deepcopy(step.state), pickle.loads(pickle.dumps(step.state)), moved]
    expected = answer(_replayed(step.state), "2", TINY_FLOWS)
    for other in copies:
        assert conversation._Live.find(other) is None
        _same(answer(other, "2", TINY_FLOWS), expected)
    assert conversation._Live.find(step.state) is not None
    _same(answer(step.state, "2", TINY_FLOWS), expected)


def test_current_is_the_working_state_at_the_question() -> None:
    step = start(Tiny(), "tiny", TINY_FLOWS)
    step = answer(step.state, "4", TINY_FLOWS)
    now = current(step.state, TINY_FLOWS)
    assert now.seen == [4] and now.total == 4 and step.state.seen == []
    assert encode(current(_replayed(step.state), TINY_FLOWS)) == encode(now)
    now.seen.append(99)  # a copy: the flow's own working state is untouched
    done = answer(
        answer(answer(step.state, "1", TINY_FLOWS).state, "1", TINY_FLOWS).state, "2", TINY_FLOWS
    )
    assert done.state.seen == [4, 1, 1]


def test_a_dropped_state_frees_its_waiting_flow() -> None:
    gc.collect()  # what earlier tests left
    UNWOUND.clear()
    step = start(Tiny(), "tiny", TINY_FLOWS)
    step = answer(step.state, "1", TINY_FLOWS)
    assert UNWOUND == []
    del step
    gc.collect()
    assert UNWOUND == ["tiny"], "the waiting flow is unwound once nobody can answer it"


def test_an_answer_from_another_thread_replays() -> None:
    step = start(Tiny(), "tiny", TINY_FLOWS)
    step = answer(step.state, "1", TINY_FLOWS)
    results: list[Step[Tiny]] = []
    worker = threading.Thread(target=lambda: results.append(answer(step.state, "2", TINY_FLOWS)))
    worker.start()
    worker.join()
    _same(results[0], answer(step.state, "2", TINY_FLOWS))


def test_without_greenlet_every_answer_replays(monkeypatch: pytest.MonkeyPatch) -> None:
    live = start(Tiny(), "tiny", TINY_FLOWS)
    monkeypatch.setattr(conversation, "_greenlet", None)
    step = start(Tiny(), "tiny", TINY_FLOWS)
    _same(step, live)
    for raw in ["1", "2", "3", "4"]:
        step = answer(step.state, raw, TINY_FLOWS)
    assert step.prompt is None and step.state.total == 10


def _rolls(state: Tiny, ask: Ask) -> None:
    state.total += ask.d6("T-3", "rolled")
    state.seen.append(state.total)
    ask.say("T-3", "done", total=state.total)


@pytest.mark.parametrize("bot_dice", [True, False])
def test_a_flow_begun_as_asking_nothing_gives_what_any_flow_gives(bot_dice: bool) -> None:
    """``asks=False`` runs the flow without a greenlet; one that asks after all (the player
    rolls) is begun again as any flow is: the same step, and its answer plays on the same."""
    flows = {"rolls": _rolls, "tiny": _tiny_flow}
    for name in flows:
        given = Tiny(bot_dice=bot_dice)
        before = encode(given)
        quiet = start(given, name, flows, asks=False)
        usual = start(Tiny(bot_dice=bot_dice), name, flows)
        _same(quiet, usual)
        assert encode(given) == before, "the state given is never changed"
        while usual.prompt is not None:
            quiet = answer(quiet.state, "4", flows)
            usual = answer(usual.state, "4", flows)
            _same(quiet, usual)
        assert quiet.state.conversation is None


# -- whole games: resumed and replayed answers agree at every step -----------------------------


def _both(
    give: Callable[[Any, Any], Step[Any]],
    to_json: Callable[[Any], Any],
    from_json: Callable[[Any], Any],
    state: Any,
    raw: Any,
) -> Step[Any]:
    """``give(state, raw)`` resumed, checked against the same answer to the state read back
    from JSON (which replays)."""
    stored = from_json(json.loads(json.dumps(to_json(state))))
    try:
        replayed = give(stored, raw)
    except InvalidAnswer as refused:
        with pytest.raises(InvalidAnswer) as also:
            give(state, raw)
        assert (also.value.key, also.value.params) == (refused.key, refused.params)
        raise
    resumed = give(state, raw)
    assert resumed.events == replayed.events
    assert resumed.prompt == replayed.prompt
    assert to_json(resumed.state) == to_json(replayed.state)
    return resumed


@pytest.mark.parametrize("seed", range(6))
def test_rajas_games_resume_as_they_replay(seed: int) -> None:
    rng = random.Random(seed)
    raw_options = {"variant": "beck", "dummies": "3"} if seed % 2 else {"variant": "cherey"}
    raw_options["dice"] = "player" if seed % 3 == 0 else "bot"
    step = rajas.new_game(rajas.parse_options(raw_options), seed)
    for _ in range(3000):
        if step.state.phase == "over":
            break
        if step.prompt is None:
            step = rajas.play_turn(step.state)
            continue
        raw = rajas_answer(step.prompt, rng, step.state.table.round)
        step = _both(rajas.give_answer, rajas.to_json, rajas.from_json, step.state, raw)
    assert step.state.phase == "over"


@pytest.mark.parametrize("seed", range(6))
def test_splendor_games_resume_as_they_replay(seed: int) -> None:
    rng = random.Random(seed)
    options = {"deal": "table" if seed % 2 else "bot", "dice": "player" if seed % 3 else "bot"}
    step = splendor.new_game(splendor.parse_options(options), seed)
    for _ in range(3000):
        state = step.state
        if state.phase == "over":
            break
        if step.prompt is None:
            step = splendor.play_turn(state) if state.next == "bot" else _move(state, rng)
            continue
        try:
            raw = splendor_answer(step.prompt, state, rng)
            step = _both(splendor.give_answer, splendor.to_json, splendor.from_json, state, raw)
        except InvalidAnswer:
            raw = safe_answer(step.prompt, rng)
            step = _both(splendor.give_answer, splendor.to_json, splendor.from_json, state, raw)
    assert step.state.phase == "over"


def _move(state: splendor.SplendorState, rng: random.Random) -> Step[splendor.SplendorState]:
    while True:
        try:
            return splendor.human_move(state, *move(state, rng))
        except InvalidAnswer:
            continue


@pytest.mark.parametrize("index", range(6))
def test_mid_turn_states_saved_before_resuming_flows_play_on(index: int) -> None:
    """A state saved mid-turn by the code before this change (its JSON shape is unchanged)
    loads and plays on to the end of its turn, resumed as it would replay."""
    saved = json.loads(HEAD_STATES.read_text("utf-8"))[index]
    rng = random.Random(index)
    if saved["game"] == "rajas":
        state: Any = rajas.from_json(saved["state"])
        assert state.conversation is not None and state.conversation.answers
        step: Step[Any] = Step(state, [], state.conversation.prompt)
        while step.prompt is not None:
            raw = rajas_answer(step.prompt, rng, step.state.table.round)
            step = _both(rajas.give_answer, rajas.to_json, rajas.from_json, step.state, raw)
    else:
        state = splendor.from_json(saved["state"])
        assert state.conversation is not None and state.conversation.answers
        step = Step(state, [], state.conversation.prompt)
        while step.prompt is not None:
            raw = safe_answer(step.prompt, rng)
            step = _both(
                splendor.give_answer, splendor.to_json, splendor.from_json, step.state, raw
            )
    assert step.state.conversation is None


def _broken_flow(state: Tiny, ask: Ask) -> None:
    value = ask.number("T-1", "ask-number", 0, 9)
    if value == 9:
        raise RuntimeError("a bug in the rules")
    state.total = value


def test_a_flow_that_breaks_raises_its_error_and_the_next_flows_run() -> None:
    flows = {"broken": _broken_flow}
    waiting = start(Tiny(), "broken", flows).state
    for _ in range(3):  # its greenlet is not reused, the others are
        with pytest.raises(RuntimeError, match="a bug in the rules"):
            answer(start(Tiny(), "broken", flows).state, "9", flows)
    done = answer(waiting, "4", flows)
    assert done.prompt is None and done.state.total == 4
