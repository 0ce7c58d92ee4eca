"""The measurement every engine benchmark makes, against baselines measured in the same run.

Automa turns per second over recorded random games, and a turn's cost as its answers grow (1,
8, 64 questions). How and why: docs/benchmarks.md#step_timing.
"""

from __future__ import annotations

import copy
import json
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from greenlet import GreenletExit, getcurrent, greenlet  # type: ignore[import-untyped,unused-ignore]

from engines.core import Ask, Event, InvalidAnswer, Rng, Step, answer, clone, encode, start
from engines.core.prompts import Prompt, parse_answer

ROUNDS = 3
"""Timed rounds of the recorded games; the best round is kept (the least disturbed)."""
GROWTH_ROUNDS = 40
"""Rounds of the 1-, 8- and 64-question turns (a few milliseconds each)."""


@dataclass
class Call:
    """One engine call of a recorded game: ``fn(state, *args)``."""

    kind: str
    """``turn`` starts an automa turn, ``answer`` goes on with the open flow, any other kind
    (setup, the player's move) is engine time outside the automa's turns."""
    fn: Callable[..., Step[Any]]
    args: tuple[Any, ...] = ()


@dataclass
class Game:
    first: Callable[[], Step[Any]]
    calls: list[Call] = field(default_factory=list)
    plain: list[Any] = field(default_factory=list)
    """Some of its states as plain JSON data, for the JSON baseline."""


Chooser = Callable[[Step[Any], random.Random, bool], Call | None]
"""The next call of a random game (None: the game is over); ``safe``: the last choice was
refused, choose one that cannot be."""


def record(first: Callable[[], Step[Any]], choose: Chooser, seed: int) -> Game:
    """Play one random game and keep its calls."""
    rng = random.Random(seed)
    game = Game(first)
    step = first()
    safe = False
    while (call := choose(step, rng, safe)) is not None:
        try:
            step = call.fn(step.state, *call.args)
        except InvalidAnswer:
            if safe:
                raise
            safe = True
            continue
        safe = False
        game.calls.append(call)
        if len(game.calls) % 8 == 0:
            game.plain.append(encode(step.state))
    return game


@dataclass
class Timing:
    turns: int = 0
    answers: int = 0
    turn_time: float = 0.0
    other_time: float = 0.0


def replay(game: Game) -> Timing:
    """Play the recorded calls again, timing each automa turn (the call and its answers)."""
    timing = Timing()
    clock = time.process_time
    state = game.first().state
    in_turn = False
    began = clock()
    for call in game.calls:
        if call.kind != "answer":
            ended = clock()
            if in_turn:
                timing.turn_time += ended - began
            else:
                timing.other_time += ended - began
            in_turn = call.kind == "turn"
            timing.turns += in_turn
            began = clock()
        elif in_turn:
            timing.answers += 1
        state = call.fn(state, *call.args).state
    ended = clock()
    if in_turn:
        timing.turn_time += ended - began
    return timing


def loop_baseline() -> float:
    """Seconds for a plain Python loop of 1,000 additions."""
    started = time.process_time()
    total = 0
    for i in range(1000):
        total += i
    return time.process_time() - started


def json_baseline(plain: list[Any]) -> float:
    """Seconds for a JSON round trip of each of ``plain`` (per state)."""
    started = time.process_time()
    for data in plain:
        json.loads(json.dumps(data))
    return (time.process_time() - started) / max(1, len(plain))


@dataclass
class Figures:
    name: str
    turns_per_second: float
    turn: float
    loop: float
    json_trip: float
    answers_per_turn: float


def measure(name: str, games: list[Game]) -> Figures:
    """Time the recorded ``games`` (best of ROUNDS) and print the figures."""
    best: Timing | None = None
    loops: list[float] = []
    trips: list[float] = []
    plain = [p for g in games for p in g.plain]
    for _ in range(ROUNDS):
        total = Timing()
        for game in games:
            loops.append(min(loop_baseline() for _ in range(5)))
            timing = replay(game)
            total.turns += timing.turns
            total.answers += timing.answers
            total.turn_time += timing.turn_time
            total.other_time += timing.other_time
        trips.append(json_baseline(plain))
        if best is None or total.turn_time < best.turn_time:
            best = total
    assert best is not None and best.turns
    loop, trip = min(loops), min(trips)
    turn = best.turn_time / best.turns
    figures = Figures(name, 1 / turn, turn, loop, trip, best.answers / best.turns)
    print(
        f"{name}: {len(games)} games, {best.turns} automa turns, "
        f"{figures.answers_per_turn:.2f} answers per turn"
    )
    print(
        f"  automa turn: {turn * 1e6:.1f} µs = {1 / turn:,.0f} turns/s on one core; "
        f"{turn / loop:.2f}× the loop baseline ({loop * 1e6:.1f} µs), "
        f"{turn / trip:.2f}× a JSON round trip of the state ({trip * 1e6:.1f} µs)"
    )
    fixed = fixed_costs(games)
    print(
        f"  of which fixed (no rules run): starting a flow with its copy of the state "
        f"{fixed.start * 1e6:.1f} µs ({fixed.quiet_start * 1e6:.1f} µs begun as asking "
        f"nothing, without a greenlet), the turn's {fixed.events:.1f} events built "
        f"{fixed.saying * 1e6:.1f} µs, its answers taken {fixed.answering * 1e6:.1f} µs: "
        f"{fixed.total * 1e6:.1f} µs, at most {1 / fixed.total:,.0f} turns/s"
    )
    floor = fixed.floor
    print(
        f"  floor (the least any turn of this design does in CPython): the state copied "
        f"{fixed.copy * 1e6:.1f} µs, its {fixed.events:.1f} events {fixed.saying * 1e6:.1f} µs, "
        f"{fixed.rolls:.1f} dice rolled {fixed.rolls * fixed.roll * 1e6:.1f} µs, "
        f"{fixed.answers:.2f} answers each a switch and a parse "
        f"{fixed.answers * fixed.resume * 1e6:.1f} µs: {floor * 1e6:.1f} µs = at most "
        f"{1 / floor:,.0f} turns/s, {floor / loop:.2f}× the loop baseline"
    )
    return figures


@dataclass
class Fixed:
    start: float
    events: float
    saying: float
    answering: float
    copy: float = 0.0
    """The state's copy alone (``clone``), per turn: what undo and a refused answer need."""
    rolls: float = 0.0
    """Dice the bot rolls per turn, each costing ``roll``."""
    roll: float = 0.0
    answers: float = 0.0
    """Answers per turn, each costing at least ``resume``: a greenlet switch there and back
    and the answer checked against its prompt."""
    resume: float = 0.0
    quiet_start: float = 0.0
    """Starting a flow with ``asks=False`` (on the caller's stack, no greenlet), as a turn
    that asks nothing is begun (Splendor's bot dealing its own cards)."""

    @property
    def total(self) -> float:
        return self.start + self.saying + self.answering

    @property
    def floor(self) -> float:
        return self.copy + self.saying + self.rolls * self.roll + self.answers * self.resume


def _nothing(state: Any, ask: Ask) -> None:
    pass


def _one_question(state: Any, ask: Ask) -> None:
    ask.confirm("bench", "bench-ask")


def fixed_costs(games: list[Game]) -> Fixed:
    """What a turn costs whatever its rules do, per automa turn of ``games``: its flow started
    on a copy of the state (an empty flow), its events built again (the same keys and
    parameters), and its answers taken (an answer to a flow asking one yes/no question)."""
    starts: list[Any] = []
    said: list[Any] = []
    answers = 0
    for game in games:
        state = game.first().state
        in_turn = False
        for call in game.calls:
            if call.kind != "answer":
                in_turn = call.kind == "turn"
                if in_turn:
                    starts.append(state)
            elif in_turn:
                answers += 1
            step = call.fn(state, *call.args)
            if in_turn:
                said += step.events
            state = step.state
    flows = {"nothing": _nothing, "one": _one_question}
    clock = time.process_time

    def best(run: Callable[[], object]) -> float:
        times = []
        for _ in range(ROUNDS):
            began = clock()
            run()
            times.append(clock() - began)
        return min(times)

    bases = [_without_conversation(state) for state in starts]  # made before the clock runs

    def start_all() -> None:
        for base in bases:
            start(base, "nothing", flows)

    def start_all_quietly() -> None:
        for base in bases:
            start(base, "nothing", flows, asks=False)

    def say_all() -> None:
        for event in said:
            Event(event.rule, event.key, dict(event.params))

    def copy_all() -> None:
        for state in starts:
            clone(state)

    rolls = sum(1 for e in said if e.params.get("by") == "bot" and "face" in e.params)
    rng = Rng.seeded(1)

    def roll_all() -> None:
        for _ in range(1000):
            rng.d6()

    waiting = start(_without_conversation(starts[0]), "one", flows).state
    # The first answer to the same state resumes; later ones replay a one-question flow,
    # which is what an answer costs plus a copy of the state: take the smaller, repeated.
    one = min(_answer_time(waiting, flows) for _ in range(50))
    turns = len(starts)
    return Fixed(
        start=best(start_all) / turns,
        events=len(said) / turns,
        saying=best(say_all) / turns,
        answering=one * answers / turns,
        copy=best(copy_all) / turns,
        rolls=rolls / turns,
        roll=best(roll_all) / 1000,
        answers=answers / turns,
        resume=best(_resume_all) / 1000,
        quiet_start=best(start_all_quietly) / turns,
    )


def _resume_all() -> None:
    """1,000 answers at their least: a greenlet switched to and back (the flow waiting on its
    question, as in conversation.py) and each answer checked against its prompt."""
    prompt = Prompt(kind="confirm", key="bench-ask", rule="bench")

    def flow(value: Any) -> None:
        while True:
            value = parse_answer(prompt, getcurrent().parent.switch(value))

    runner = greenlet(flow)
    runner.switch("yes")
    for _ in range(1000):
        runner.switch("yes")
    runner.throw(GreenletExit)


def _answer_time(waiting: Any, flows: dict[str, Callable[[Any, Ask], None]]) -> float:
    fresh = start(_without_conversation(waiting), "one", flows).state
    began = time.process_time()
    answer(fresh, "yes", flows)
    return time.process_time() - began


# -- the growth with the answers of a turn -------------------------------------------------


def questions_flow(count: int) -> Callable[[Any, Ask], None]:
    """A flow that asks ``count`` questions, each followed by a little work and an event,
    as an automa turn does."""

    def flow(state: Any, ask: Ask) -> None:
        total = 0
        for n in range(count):
            total += ask.number("bench", "bench-ask", 0, 9, asked=n)
            ask.say("bench", "bench-said", total=total)

    return flow


def turn_with(state: Any, count: int) -> float:
    """Seconds for one turn of ``count`` questions on ``state``, answered one by one."""
    flows = {"questions": questions_flow(count)}
    base = _without_conversation(state)
    started = time.process_time()
    step = start(base, "questions", flows)
    for n in range(count):
        step = answer(step.state, str(n % 10), flows)
    elapsed = time.process_time() - started
    assert step.prompt is None
    return elapsed


def _without_conversation(state: Any) -> Any:
    base = copy.copy(state)
    base.conversation = None
    return base


def growth(state: Any, counts: tuple[int, int, int] = (1, 8, 64)) -> dict[int, float]:
    """Best-of time of a turn with each count of questions, printed with its ratio to one and
    the cost model fitted to them (see ``fit``)."""
    # Rounds interleave the counts, so a burst of load elsewhere hits them alike; the best
    # of many rounds is what the turn costs undisturbed.
    times = dict.fromkeys(counts, float("inf"))
    for _ in range(GROWTH_ROUNDS):
        for n in counts:
            times[n] = min(times[n], turn_with(state, n))
    one = times[counts[0]]
    parts = ", ".join(f"{n} → {times[n] * 1e6:,.0f} µs ({times[n] / one:.1f}×)" for n in counts)
    per_answer, per_earlier = fit(times)
    print(f"  growth with the questions of a turn: {parts}")
    print(
        f"  an answer costs {per_answer * 1e6:.1f} µs, plus {per_earlier * 1e6:.2f} µs for "
        f"each answer before it in the turn: {shape(times)}"
    )
    return times


def fit(times: dict[int, float]) -> tuple[float, float]:
    """``a`` and ``b`` of t(n) = t0 + a·n + b·n²/2 through the three points: what an answer
    costs, and what each earlier answer of the same turn adds to it (a replay of the turn on
    every answer makes ``b`` the cost of replaying one answer; resuming makes it zero)."""
    (n1, t1), (n2, t2), (n3, t3) = sorted(times.items())
    # Divided differences of a quadratic through three points.
    d12 = (t2 - t1) / (n2 - n1)
    d23 = (t3 - t2) / (n3 - n2)
    c = (d23 - d12) / (n3 - n1)
    a = d12 - c * (n1 + n2)
    return a, 2 * c


def shape(times: dict[int, float]) -> str:
    """'linear' while the earlier answers of a 64-question turn add less than a quarter to
    the cost of its last answer."""
    per_answer, per_earlier = fit(times)
    extra = per_earlier * max(times)
    return "linear" if extra <= 0.25 * per_answer else f"quadratic (+{extra / per_answer:.1f}×)"


def report(game: str, runs: dict[str, list[Game]], from_json: Callable[[Any], Any],
           goal: int) -> None:
    """Measure each run of recorded games (by its label), then the growth of a turn's cost
    with its answers from a mid-game state of the first run; last, the one-line summary."""
    rates = {label: measure(f"{game} {label}", games).turns_per_second
             for label, games in runs.items()}
    plain = next(iter(runs.values()))[0].plain
    times = growth(from_json(plain[len(plain) // 2]))
    rates_text = ", ".join(f"{label} {rate:,.0f}" for label, rate in rates.items())
    print(
        f"{game} turns/s: {rates_text} (goal {goal:,}); cost with the answers of a turn: "
        f"{shape(times)} (64 questions {times[64] / times[8]:.1f}× eight)"
    )
