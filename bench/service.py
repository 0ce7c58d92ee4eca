"""Commands through the service as the adapters call it, at many active channels at once.

Latency (1 and 32 in flight) against a bare WAL commit, the SQL and the collector's passes a
command costs, the floor of a step, and a long turn's cost with and without the state cache.

    python bench/service.py [--channels 1000] [--commands 4000] [--state-cache 1024]

How and why: docs/benchmarks.md#service. The last line sums it up.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import logging
import os
import random
import statistics
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path

import aiosqlite
import structlog

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.step_timing import fit, questions_flow, shape
from bot.ops import collector
from bot.service.commands import parse
from bot.service.service import Service, User
from bot.service.state_cache import STATE_CACHE_SIZE
from bot.store import Store
from bot.words.i18n import Catalog
from bot.words.render import live_text, reply_text
from bot.words.replies import Reply
from engines.core import Step, answer, start
from engines.rajas.simulated_table import RajasPlayer, RajasTable
from engines.rajas.spec import RajasSpec
from engines.splendor.simulated_player import splendor_answer, splendor_move

PLAYER = User(id="bench", name="Bench")
READ_EVERY = 8
TELEGRAM_LIMIT = 4096


class Done(Exception):
    """The run's budget of commands is spent."""


@dataclass
class Counts:
    statements: int = 0
    control: int = 0
    """BEGIN, COMMIT, ROLLBACK: of the statements, those that only delimit a transaction."""
    commits: int = 0


@dataclass
class Run:
    """One measured run: the commands' latencies and what they cost the database."""

    service: Service
    gate: asyncio.Semaphore
    budget: int
    counts: Counts
    counting: bool
    latencies: dict[str, list[float]] = field(default_factory=lambda: {"step": [], "read": []})
    cost: dict[str, Counter[str]] = field(
        default_factory=lambda: {"step": Counter(), "read": Counter()})
    cpu: list[float] = field(default_factory=list)
    """CPU time of the event loop's thread in each command's timed part (1 in flight only:
    then no other command runs on the loop meanwhile)."""
    sent: int = 0
    requests: int = 0

    async def send(self, channel: str, text: str | Callable[[object], str],
                   kind: str = "step") -> Reply:
        """``text``, or what ``text(state)`` makes of the channel's game (the Splendor
        player's choice, made in the same pass through the gate as its command: in a pass of
        its own, a Splendor channel queued twice a command and had half the commands of a
        Rajas one with 1 in flight, a third more with 32, and the two runs measured
        different mixes of games)."""
        async with self.gate:
            if self.sent >= self.budget:
                raise Done
            if not isinstance(text, str):
                text = text(await self._state(channel))
            self.sent += 1
            self.requests += 1
            command = replace(parse(text), request=f"bench:{channel}:{self.requests}:{time.time()}")
            before = (self.counts.statements, self.counts.commits, self.counts.control)
            started, cpu = time.perf_counter(), time.thread_time()
            reply = await self.service.handle(channel, PLAYER, command)
            render(self.service.catalog, reply)
            elapsed = time.perf_counter() - started
            self.latencies[kind].append(elapsed)
            if in_flight(self.gate) == 1:
                self.cpu.append(time.thread_time() - cpu)
            if self.counting:
                cost = self.cost[kind]
                cost["commands"] += 1
                cost["statements"] += self.counts.statements - before[0]
                cost["commits"] += self.counts.commits - before[1]
                cost["control"] += self.counts.control - before[2]
        if reply.lines and reply.lines[0].key in ("bot-error", "bot-unknown-command"):
            raise SystemExit(f"bench: {text!r} failed in {channel}: {reply.lines}")
        return reply

    async def _state(self, channel: str) -> object:
        """The game's state, for the scripted Splendor player (not counted, not timed): the
        object the service keeps (the player only reads it), so that the players' own CPU on
        the one event loop stays small beside the commands' (decoding it afresh was ~0.1 ms
        of every command on average). The look-up is taken off the service's cache counters,
        which count the commands'."""
        states = self.service.states
        hits = states.hits
        state = await self.service.live_state(channel, "splendor")
        if states.hits > hits:
            states.hits -= 1
        else:
            states.misses -= 1
        assert state is not None
        return state


class Collections:
    """The garbage collector's passes while it is entered (``gc.callbacks``): how many of
    each generation, their time, the longest. The gap between the mean latency and p50 is
    mostly them: a full pass walks every live game's kept state."""

    def __init__(self) -> None:
        self.times: dict[int, list[float]] = {0: [], 1: [], 2: []}
        self._started = 0.0

    def _callback(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._started = time.perf_counter()
        else:
            self.times[info["generation"]].append(time.perf_counter() - self._started)

    def __enter__(self) -> Collections:
        gc.callbacks.append(self._callback)
        return self

    def __exit__(self, *exc: object) -> None:
        gc.callbacks.remove(self._callback)

    def summary(self, wall: float) -> str:
        every = [t for times in self.times.values() for t in times]
        passes = ", ".join(f"{len(times)} of generation {generation}"
                           + (f" ({sum(times) * 1e3:.0f} ms, the longest"
                              f" {max(times) * 1e3:.1f} ms)" if times else "")
                           for generation, times in self.times.items())
        return (f"{passes}; {sum(every) * 1e3:.0f} ms in all ="
                f" {sum(every) / wall * 100:.1f} % of the run's wall time")


def in_flight(gate: asyncio.Semaphore) -> int:
    """How many commands the gate lets through at once (what it was made with)."""
    return getattr(gate, "bench_size", 0)


def gate(size: int) -> asyncio.Semaphore:
    made = asyncio.Semaphore(size)
    made.bench_size = size  # type: ignore[attr-defined]
    return made


def render(catalog: Catalog, reply: Reply) -> str:
    if reply.turn is not None:
        return live_text(catalog, reply, TELEGRAM_LIMIT)
    return reply_text(catalog, reply)


@dataclass
class Channel:
    """A channel's player, kept across runs: it picks up its game where the last run left."""

    name: str
    seed: int
    reply: Reply | None = None
    table: RajasTable | None = None
    player: RajasPlayer | None = None
    commands: int = 0
    phase: int = 0
    """Where the channel's reads fall in its count of commands: each channel has as many
    commands as any other in a run, so with one phase for all, every read would fall in
    the same runs."""

    @property
    def kind(self) -> str:
        return ("cherey", "beck", "splendor")[self.seed % 3]

    async def play(self, run: Run) -> None:
        try:
            while True:
                await self._next(run)
        except Done:
            return

    async def _next(self, run: Run) -> None:
        self.commands += 1
        if self.reply is None or _finished(self.reply):
            await self._new(run)
        elif (self.commands + self.phase) % READ_EVERY == 0:
            await run.send(self.name, f"/{self._game} status", kind="read")
        elif self.kind == "splendor":
            await self._splendor(run)
        else:
            await self._rajas(run)

    @property
    def _game(self) -> str:
        return "splendor" if self.kind == "splendor" else "rajas"

    async def _new(self, run: Run) -> None:
        self.seed += 3
        if self.kind == "splendor":
            self.reply = await run.send(self.name, f"/splendor new seed={self.seed}")
            return
        rng = random.Random(self.seed)
        self.table = RajasTable.deal(rng, random.Random(self.name))
        self.player = RajasPlayer(self.table, rng)
        options = f"variant={self.kind} seed={self.seed}"
        if self.kind == "beck":
            options += f" dummies={1 + self.seed % 3}"
        self.reply = await run.send(self.name, f"/rajas new {options}")
        self.player.heard(self.reply.lines)

    async def _rajas(self, run: Run) -> None:
        assert self.reply is not None and self.table is not None and self.player is not None
        reply = self.reply
        if reply.prompt is not None:
            text = self.player.answer(reply.prompt)
        else:
            placed = self.table.player_moves(reply.lines)
            text = "/rajas turn" + (f" {placed}" if placed else "")
        self.reply = await run.send(self.name, text)
        self.player.heard(self.reply.lines)

    async def _splendor(self, run: Run) -> None:
        assert self.reply is not None
        prompt = self.reply.prompt

        def choose(state: object) -> str:
            if prompt is not None:
                return splendor_answer(prompt, state)  # type: ignore[arg-type]
            if state.next == "human":  # type: ignore[attr-defined]
                return f"/splendor {splendor_move(state)}"  # type: ignore[arg-type]
            return "/splendor turn"

        self.reply = await run.send(self.name, choose)


def _finished(reply: Reply) -> bool:
    return any(line.key in ("bot-finished", "bot-abandoned") for line in reply.lines)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def bare_commits(folder: Path, synchronous: str, count: int,
                       at_once: bool = False) -> list[float]:
    """Latencies of bare WAL commits through aiosqlite at ``synchronous``: BEGIN, a small
    INSERT and COMMIT as three calls, as aiosqlite is used (the goal's baseline); ``at_once``:
    the three in one call on its thread, the least a commit through it costs (the store
    sends a step's statements so)."""
    db = await aiosqlite.connect(folder / f"bare-{at_once}.sqlite3", isolation_level=None)
    try:
        await db.execute("PRAGMA journal_mode = WAL")
        await db.execute(f"PRAGMA synchronous = {synchronous}")
        await db.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, data BLOB)")
        times = []
        for _ in range(count):
            started = time.perf_counter()
            if at_once:
                await db.executescript("BEGIN IMMEDIATE;"
                                       " INSERT INTO t (data) VALUES (randomblob(200)); COMMIT;")
            else:
                await db.execute("BEGIN IMMEDIATE")
                await db.execute("INSERT INTO t (data) VALUES (randomblob(200))")
                await db.execute("COMMIT")
            times.append(time.perf_counter() - started)
        return times
    finally:
        await db.close()


def hand_overs(store: Store) -> tuple[int, int]:
    """Hand-overs to SQLite's thread so far, and the calls they carried (``SqliteDatabase``
    counts them; 0 where the database does not)."""
    db = store._db
    return getattr(db, "hand_overs", 0), getattr(db, "calls", 0)


SYNC_NAMES = {0: "OFF", 1: "NORMAL", 2: "FULL", 3: "EXTRA"}

CORES = os.cpu_count() or 1
"""This machine's cores: the most commands its processes can run at once."""


async def store_connections(store: Store) -> list[aiosqlite.Connection]:
    """Every connection the store holds (a writer, and a reader if it has one)."""
    found = []
    for value in [*vars(store).values(), *vars(store._db).values()]:
        if isinstance(value, aiosqlite.Connection):
            found.append(value)
        elif isinstance(value, list | tuple):
            found += [v for v in value if isinstance(v, aiosqlite.Connection)]
    return found


async def bench(channels: int, commands: int, state_cache: int) -> None:
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        started = time.perf_counter()
        catalog = Catalog.load()
        store = await Store.open(folder / "soloist.sqlite3")
        counts = Counts()

        def trace(statement: str) -> None:
            if statement.startswith("--"):
                return  # run by SQLite inside a statement (a table-valued PRAGMA), not sent
            word = statement.strip().split(None, 1)[0].upper()
            counts.statements += 1
            counts.control += word in ("BEGIN", "COMMIT", "END", "ROLLBACK")
            counts.commits += word in ("COMMIT", "END")

        try:
            connections = await store_connections(store)
            rows = await connections[0].execute_fetchall("PRAGMA synchronous")
            synchronous = SYNC_NAMES[int(next(iter(rows))[0])]
            for connection in connections:
                await connection.set_trace_callback(trace)
            service = Service(store, catalog, state_cache=state_cache)
            # Ready, as `python -m bot` is at this point: what start-up made is frozen out of
            # the collector's walks, which collects as a serving bot's (bot/ops/collector.py).
            collector.serve()
            players = [Channel(f"channel-{n}", n, phase=n) for n in range(channels)]
            # Every channel starts a game (and plays a few commands) before anything is timed.
            setup = Run(service, gate(32), channels * 3, counts, counting=False)
            await asyncio.gather(*(p.play(setup) for p in players))
            print(f"{channels} channels set up in {time.perf_counter() - started:.1f} s"
                  f" (synchronous={synchronous}, {len(connections)} connection(s))")

            bare = await bare_commits(folder, synchronous, 400)
            bare_p50 = statistics.median(bare)
            print(f"baseline, bare WAL commit at synchronous={synchronous}: p50"
                  f" {bare_p50 * 1e3:.3f} ms, p99 {percentile(bare, 0.99) * 1e3:.3f} ms")
            least = statistics.median(await bare_commits(folder, synchronous, 400, at_once=True))
            print(f"  the same in one call on aiosqlite's thread (the least a commit costs"
                  f" through it): p50 {least * 1e3:.3f} ms")

            results = {}
            loop_each: dict[int, float] = {}
            trips: dict[int, float] = {}
            for in_flight in (1, 32):
                run = Run(service, gate(in_flight), commands, counts, counting=in_flight == 1)
                passes = Collections()
                handed = hand_overs(store)
                began, cpu = time.perf_counter(), time.process_time()
                loop_cpu = time.thread_time()
                with passes:
                    await asyncio.gather(*(p.play(run) for p in players))
                wall = time.perf_counter() - began
                cpu = time.process_time() - cpu
                loop_cpu = time.thread_time() - loop_cpu
                every = run.latencies["step"] + run.latencies["read"]
                results[in_flight] = (statistics.median(every), percentile(every, 0.99),
                                      len(every) / wall)
                p50, p99, rate = results[in_flight]
                handed = [now - then for now, then in zip(hand_overs(store), handed, strict=True)]
                trips[in_flight] = handed[0] / len(every)
                print(f"{in_flight} in flight: {len(every)} commands in {wall:.2f} s,"
                      f" {rate:.0f} commands/s; p50 {p50 * 1e3:.2f} ms"
                      f" ({p50 / bare_p50:.1f}× a bare commit, {p50 / least:.1f}× one in one"
                      f" call), p99 {p99 * 1e3:.2f} ms;"
                      f" CPU {cpu / len(every) * 1e3:.2f} ms a command (every thread),"
                      f" {len(every) / cpu:.0f} commands per CPU second")
                # The scripted players (choosing moves, reading Splendor's state) run on the
                # same loop between commands: part of the run's wall time, not the service's.
                loop_each[in_flight] = loop_cpu / len(every)
                if run.cpu:
                    service_cpu = statistics.mean(run.cpu)
                    service_wall = statistics.mean(every)
                    served = 1 / service_wall
                    print(f"  the service alone (handle + render, the players' moves aside):"
                          f" {served:.0f} commands/s (mean latency {service_wall * 1e3:.2f} ms);"
                          f" event loop CPU {service_cpu * 1e3:.2f} ms a command (p50"
                          f" {statistics.median(run.cpu) * 1e3:.2f} ms; the whole run's loop,"
                          f" players included, {loop_each[1] * 1e3:.2f} ms)")
                    print(f"  garbage collection: {passes.summary(wall)}")
                else:
                    # Little's law: 32 commands in flight, each needing c of the one loop
                    # thread's CPU, finish at most one per c: a command waits for ~31 others.
                    floor = in_flight * loop_each[in_flight]
                    print(f"  event loop CPU {loop_each[in_flight] * 1e3:.2f} ms a command"
                          f" (players included): with {in_flight} queued on one loop a command"
                          f" waits ≈ {in_flight} × that = {floor * 1e3:.1f} ms ="
                          f" {floor / results[1][0]:.1f}× the single one's p50")
                    # The same law for the whole machine: however the commands were spread
                    # over processes, its cores finish at most ``CORES`` at a time.
                    print(f"  on all {CORES} cores of this machine, spread over processes with"
                          f" no loss: ≈ {floor / CORES * 1e3:.1f} ms ="
                          f" {floor / CORES / results[1][0]:.1f}× the single one's p50 at"
                          f" least")
                print(f"  hand-overs to SQLite's thread: {handed[0] / len(every):.2f} a command"
                      f" ({handed[1] / len(every):.2f} calls there a command,"
                      f" {handed[1] / max(1, handed[0]):.1f} a hand-over; a request check with"
                      f" nothing there reads on the loop)")
                for kind in ("step", "read"):
                    times = run.latencies[kind]
                    if times:
                        print(f"  {kind}s: {len(times)}, p50 {statistics.median(times) * 1e3:.2f}"
                              f" ms, p99 {percentile(times, 0.99) * 1e3:.2f} ms")
                if run.counting:
                    for kind, cost in run.cost.items():
                        n = max(1, cost["commands"])
                        print(f"  per {kind}: {(cost['statements'] - cost['control']) / n:.2f}"
                              f" SQL statements ({cost['statements'] / n:.2f} with BEGIN and"
                              f" COMMIT), {cost['commits'] / n:.2f} commits")
                    one = run.cost
            floor, floor_cpu = await step_floor(catalog, folder)
            print(f"floor, a step that runs no rule and says nothing (the channel's lock, the"
                  f" request's claim, the version check, the state written in one commit, the"
                  f" reply): p50 {floor * 1e3:.2f} ms = {floor / bare_p50:.1f}× a bare commit;"
                  f" event loop CPU p50 {floor_cpu * 1e3:.2f} ms ="
                  f" {floor_cpu / bare_p50:.1f}× a bare commit")
            print(f"decoded states kept for {state_cache} games: {service.states.hits} commands"
                  f" found theirs, {service.states.misses} decoded")
        finally:
            await store.close()
    (p50, p99, rate), (p50_32, _, rate_32) = results[1], results[32]
    floor = 32 * loop_each[32] / p50
    steps, reads = one["step"], one["read"]
    print(f"summary: p50 {p50 * 1e3:.2f} ms = {p50 / bare_p50:.1f}× bare commit"
          f" ({synchronous}), p99 {p99 * 1e3:.2f} ms; per step"
          f" {(steps['statements'] - steps['control']) / max(1, steps['commands']):.1f}"
          f" statements (BEGIN/COMMIT aside) /"
          f" {steps['commits'] / max(1, steps['commands']):.2f} commits, per read"
          f" {(reads['statements'] - reads['control']) / max(1, reads['commands']):.1f} /"
          f" {reads['commits'] / max(1, reads['commands']):.2f}; {rate:.0f} commands/s;"
          f" 32 in flight {rate_32:.0f}/s ({rate_32 / rate:.2f}× 1 in flight),"
          f" p50 {p50_32 / p50:.1f}× 1 in flight (one loop's floor ≈ {floor:.0f}×, all"
          f" {CORES} cores' ≈ {floor / CORES:.0f}×);"
          f" hand-overs a command {trips[1]:.2f} / {trips[32]:.2f}")


@dataclass(frozen=True)
class AskingRajas(RajasSpec):
    """Rajas whose `turn` is a flow of ``count`` questions (bench/step_timing.questions_flow):
    the longest turn any flow could ask, through the real service, store and codec."""

    count: int = 1

    def turn(self, state: object, placed: str = "") -> Step[object]:
        return start(state, "questions", {"questions": questions_flow(self.count)})  # type: ignore[type-var]

    def answer(self, state: object, raw: str) -> Step[object]:
        if state.conversation.flow != "questions":  # type: ignore[attr-defined]
            return super().answer(state, raw)  # type: ignore[arg-type]
        return answer(state, raw, {"questions": questions_flow(self.count)})  # type: ignore[type-var]


FLOOR_STEPS = 2000


async def step_floor(catalog: Catalog, folder: Path) -> tuple[float, float]:
    """p50 latency and event-loop CPU of the least a step does through the service:
    `/rajas turn` on a game whose turn runs no rule and says nothing (``AskingRajas`` asking
    no question), one channel, 1 in flight, timed as ``Run.send`` times a command."""
    store = await Store.open(folder / "floor.sqlite3")
    try:
        service = Service(store, catalog, games={"rajas": AskingRajas(count=0)})
        rng = random.Random(0)
        player = RajasPlayer(RajasTable.deal(rng, random.Random(0)), rng)
        reply = await service.handle("floor", PLAYER, parse("/rajas new seed=5"))
        while reply.prompt is not None:  # the setup's questions, if any
            reply = await service.handle("floor", PLAYER, parse(player.answer(reply.prompt)))
        times, cpus = [], []
        for n in range(FLOOR_STEPS):
            command = replace(parse("/rajas turn"), request=f"floor:{n}")
            started, cpu = time.perf_counter(), time.thread_time()
            reply = await service.handle("floor", PLAYER, command)
            render(catalog, reply)
            times.append(time.perf_counter() - started)
            cpus.append(time.thread_time() - cpu)
            assert reply.changed and not reply.lines, reply.lines
        return statistics.median(times), statistics.median(cpus)
    finally:
        await store.close()


LONG_TURN_ROUNDS = 6


async def long_turns(catalog: Catalog, folder: Path) -> None:
    """CPU time of a turn of 1, 8 and 64 answers through ``Service.handle``, kept and decoded;
    the best of ``LONG_TURN_ROUNDS`` rounds that interleave the counts."""
    for cache in (STATE_CACHE_SIZE, 0):
        times: dict[int, float] = {}
        for count in (1, 8, 64):
            store = await Store.open(folder / f"long-{cache}-{count}.sqlite3")
            try:
                service = Service(store, catalog, games={"rajas": AskingRajas(count=count)},
                                  state_cache=cache)
                channel = f"long-{count}"
                rng = random.Random(count)
                player = RajasPlayer(RajasTable.deal(rng, random.Random(count)), rng)
                reply = await service.handle(channel, PLAYER, parse("/rajas new seed=5"))
                while reply.prompt is not None:  # the setup's questions, if any
                    reply = await service.handle(channel, PLAYER,
                                                 parse(player.answer(reply.prompt)))
                best = float("inf")
                for _ in range(LONG_TURN_ROUNDS):
                    began = time.process_time()
                    reply = await service.handle(channel, PLAYER, parse("/rajas turn"))
                    for n in range(count):
                        reply = await service.handle(channel, PLAYER, parse(str(n % 10)))
                    best = min(best, time.process_time() - began)
                    assert reply.prompt is None and reply.changed, reply.lines
                times[count] = best
            finally:
                await store.close()
        per_answer, per_earlier = fit(times)
        said = "kept" if cache else "decoded"
        print(f"long turn, states {said}: " + ", ".join(
            f"{n} → {t * 1e3:.1f} ms ({t / times[1]:.1f}×)" for n, t in times.items())
            + f"; an answer {per_answer * 1e3:.2f} ms + {per_earlier * 1e6:.0f} µs per earlier"
            f" answer: {shape(times)} (64 questions {times[64] / times[8]:.1f}× eight)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--channels", type=int, default=1000)
    parser.add_argument("--commands", type=int, default=4000)
    parser.add_argument("--state-cache", type=int, default=STATE_CACHE_SIZE,
                        help="live games whose decoded state the service keeps (0: none)")
    parser.add_argument("--long-turns", action="store_true",
                        help="only the long turn (1, 8, 64 answers)")
    parser.add_argument("--no-long-turns", action="store_true",
                        help="without the long turn")
    args = parser.parse_args()
    structlog.configure(wrapper_class=structlog.make_filtering_bound_logger(logging.ERROR))
    if not args.long_turns:
        asyncio.run(bench(args.channels, args.commands, args.state_cache))
    if args.no_long_turns:
        return
    with tempfile.TemporaryDirectory() as name:
        asyncio.run(long_turns(Catalog.load(), Path(name)))


if __name__ == "__main__":
    main()
