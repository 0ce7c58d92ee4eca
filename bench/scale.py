"""Several bot processes on one PostgreSQL database against one process on SQLite.

Steps per second and latency at 1,000 active channels, paced and at capacity, with the CPU per
command, bot and server.

    python bench/scale.py [--channels 1000] [--seconds 10] [--every 10] [--in-flight 8]
                          [--rounds 3] [--commit on|off]

How and why: docs/benchmarks.md#scale. The last line sums it up.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import multiprocessing
import os
import random
import statistics
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from multiprocessing.context import SpawnContext, SpawnProcess
from multiprocessing.queues import Queue
from pathlib import Path

import asyncpg
import structlog

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.service import Channel, Counts, Run, percentile
from bot.service.service import Service
from bot.store import Store
from bot.words.i18n import Catalog
from tests import postgres

PROCESSES = (1, 2, 4)
GOAL_SPEEDUP = 3.0
GOAL_P99 = 0.050
SETUP_COMMANDS = 3
"""Commands per channel before anything is timed: its game started and a few steps played."""
WAIT = 1800.0
"""Seconds the parent and the workers wait for each other at most (a setup of 1,000 channels
on a busy machine included)."""


@dataclass(frozen=True)
class Load:
    """What every configuration is put through."""

    channels: int
    in_flight: int
    seconds: float
    every: float
    """Seconds between two commands of a channel, on average, in the paced run."""
    rounds: int

    @property
    def rate(self) -> float:
        return self.channels / self.every


@dataclass(frozen=True)
class Share:
    """What one worker process serves: its channels of the database at ``where``."""

    where: str
    index: int
    workers: int
    load: Load

    @property
    def rate(self) -> float:
        """Commands a second its channels send in the paced run."""
        return self.load.rate / self.workers


@dataclass(frozen=True)
class Outcome:
    """What one worker measured in a round, sent back to the parent."""

    began: float
    ended: float
    cpu: float
    steps: list[float]
    reads: list[float]
    paced: list[float]
    """The paced run's latencies, each from the moment its command was due."""
    missed: int
    """Commands due in the paced run when every channel of the worker had one in flight."""
    setup: float


def worker(share: Share, ready: threading.Barrier, results: Queue[Outcome | str]) -> None:
    """A worker process: set up its channels, then run each round when released."""
    structlog.configure(wrapper_class=structlog.make_filtering_bound_logger(logging.ERROR))
    try:
        asyncio.run(serve(share, ready, results))
    except BaseException as exc:
        results.put(f"worker {share.index}: {exc!r}")
        ready.abort()  # the parent stops waiting, and reports it
        raise


async def serve(share: Share, ready: threading.Barrier, results: Queue[Outcome | str]) -> None:
    load, started = share.load, time.perf_counter()
    store = await Store.open(share.where)
    try:
        service = Service(store, Catalog.load())
        players = [Channel(f"channel-{n}", n)
                   for n in range(share.index, load.channels, share.workers)]
        setup = Run(service, asyncio.Semaphore(load.in_flight), len(players) * SETUP_COMMANDS,
                    Counts(), counting=False)
        await asyncio.gather(*(player.play(setup) for player in players))
        setup_time = time.perf_counter() - started
        for _ in range(load.rounds):
            await asyncio.to_thread(ready.wait, WAIT)  # the configuration's workers and parent
            paced, missed = await paced_run(service, players, share)
            await asyncio.to_thread(ready.wait, WAIT)
            run = Run(service, asyncio.Semaphore(load.in_flight), 10**12, Counts(),
                      counting=False)
            # Time is up: no new command (Run.send ends each player at its next one).
            asyncio.get_running_loop().call_later(load.seconds, setattr, run, "budget", 0)
            began, cpu = time.perf_counter(), time.process_time()
            await asyncio.gather(*(player.play(run) for player in players))
            results.put(Outcome(began, time.perf_counter(), time.process_time() - cpu,
                                run.latencies["step"], run.latencies["read"], paced, missed,
                                setup_time))
            # The parent counts the server's CPU before this process's connections close.
            await asyncio.to_thread(ready.wait, WAIT)
    finally:
        await store.close()


async def paced_run(service: Service, players: list[Channel], share: Share
                    ) -> tuple[list[float], int]:
    """Commands due at random moments, ``share.rate`` a second on average (a Poisson
    arrival), each from a channel picked at random among those with nothing in flight, for
    ``--seconds``. A command's latency runs from the moment it was due to its rendered
    reply, so a process that falls behind shows it."""
    run = Run(service, asyncio.Semaphore(len(players)), 10**12, Counts(), counting=False)
    rng = random.Random(share.index)
    idle = list(players)
    latencies: list[float] = []
    flying: set[asyncio.Task[None]] = set()
    loop = asyncio.get_running_loop()

    async def command(player: Channel, due: float) -> None:
        await player._next(run)
        latencies.append(loop.time() - due)
        idle.append(player)

    missed = 0
    due = began = loop.time()
    while True:
        due += rng.expovariate(share.rate)
        if due - began >= share.load.seconds:
            break
        await asyncio.sleep(due - loop.time())
        if not idle:
            missed += 1
            continue
        task = asyncio.create_task(command(idle.pop(rng.randrange(len(idle))), due))
        flying.add(task)
        task.add_done_callback(flying.discard)
    await asyncio.gather(*flying)
    return latencies, missed


def busy_ticks() -> tuple[int, int] | None:
    """The machine's CPU ticks since boot: (busy, all); None where /proc/stat is missing."""
    try:
        fields = [int(v) for v in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    except OSError:
        return None
    idle = fields[3] + (fields[4] if len(fields) > 4 else 0)  # idle and iowait
    return sum(fields) - idle, sum(fields)


def server_ticks(data: Path) -> dict[int, int] | None:
    """The CPU ticks each process of the PostgreSQL server in ``data`` has used so far: its
    postmaster and its children (a backend per connection, the WAL writer, the checkpointer,
    …), from /proc; None where there is no /proc."""
    try:
        postmaster = int((data / "postmaster.pid").read_text().split()[0])
        ticks = {}
        for stat in Path("/proc").glob("[0-9]*/stat"):
            try:
                pid, rest = stat.read_text().split(" ", 1)
            except OSError:  # ended meanwhile
                continue
            fields = rest.rsplit(")", 1)[1].split()  # after the name: state, ppid, …
            if postmaster in (int(pid), int(fields[1])):
                ticks[int(pid)] = int(fields[11]) + int(fields[12])  # utime, stime
    except OSError:
        return None
    return ticks


def server_cpu(before: dict[int, int] | None, after: dict[int, int] | None) -> float | None:
    """CPU seconds the server's processes used between two looks. Per process: one that
    ended meanwhile (another configuration's connection closing) takes its ticks with it,
    and must not count as negative."""
    if before is None or after is None:
        return None
    used = sum(ticks - before.get(pid, 0) for pid, ticks in after.items())
    return used / os.sysconf("SC_CLK_TCK")


@dataclass(frozen=True)
class Round:
    """A configuration's figures in one round."""

    steps: int
    wall: float
    p50: float
    p99: float
    commands: int
    cpu_per_command: float
    """In the bot processes."""
    server_per_command: float | None
    """In the PostgreSQL server's processes."""
    busy: float | None
    paced: list[float]
    missed: int

    @property
    def rate(self) -> float:
        return self.steps / self.wall

    @property
    def ceiling(self) -> float | None:
        """The steps a second this machine's cores could give if CPU were all a command took
        (bot and server): the most any number of processes could reach."""
        if self.server_per_command is None:
            return None
        cpu = self.cpu_per_command + self.server_per_command
        return (os.cpu_count() or 1) / cpu * self.steps / self.commands


class Configuration:
    """``processes`` workers serving the database at ``where``, started and set up at once,
    then run a round at a time."""

    def __init__(self, context: SpawnContext, label: str, where: str, processes: int,
                 load: Load, server: Path | None = None) -> None:
        self.label, self.processes, self.load = label, processes, load
        self.server = server
        """The PostgreSQL server's data folder, whose processes' CPU is counted."""
        self.ready = context.Barrier(processes + 1)
        self.results: Queue[Outcome | str] = context.Queue()
        self.workers: list[SpawnProcess] = [
            context.Process(target=worker, args=(Share(where, n, processes, load), self.ready,
                                                 self.results)) for n in range(processes)]
        self.rounds: list[Round] = []
        self.setup = 0.0
        for process in self.workers:
            process.start()

    @property
    def name(self) -> str:
        return f"{self.label}, {self.processes} process{'es' if self.processes > 1 else ''}"

    def run_round(self) -> None:
        try:
            self.ready.wait(WAIT)  # set up (or done with the last round): the paced run
            self.ready.wait(WAIT)  # the run at capacity
            before, server_before = busy_ticks(), self._server_ticks()
            outcomes = [self._outcome() for _ in self.workers]
            after, server_after = busy_ticks(), self._server_ticks()
            self.ready.wait(WAIT)  # counted: the workers may go on (or close)
        except threading.BrokenBarrierError:
            raise SystemExit(f"bench: {self.name}: {self._outcome()}") from None
        steps = [t for outcome in outcomes for t in outcome.steps]
        every = steps + [t for outcome in outcomes for t in outcome.reads]
        busy = None
        if before is not None and after is not None and after[1] > before[1]:
            busy = (after[0] - before[0]) / (after[1] - before[1])
        self.setup = max(o.setup for o in outcomes)
        server = server_cpu(server_before, server_after)
        if server is not None:
            server /= len(every)
        self.rounds.append(Round(
            len(steps), max(o.ended for o in outcomes) - min(o.began for o in outcomes),
            statistics.median(every), percentile(every, 0.99), len(every),
            sum(o.cpu for o in outcomes) / len(every), server, busy,
            [t for outcome in outcomes for t in outcome.paced],
            sum(o.missed for o in outcomes)))

    def _server_ticks(self) -> dict[int, int] | None:
        return None if self.server is None else server_ticks(self.server)

    def _outcome(self) -> Outcome:
        got = self.results.get(timeout=WAIT)
        if isinstance(got, str):
            raise SystemExit(f"bench: {self.name}: {got}")
        return got

    def close(self) -> None:
        if len(self.rounds) < self.load.rounds:
            self.ready.abort()  # a worker still waiting for a round (the bench cut short) ends
        for process in self.workers:
            process.join(timeout=60)
            if process.is_alive():
                process.kill()
                process.join()

    @property
    def best(self) -> Round:
        return max(self.rounds, key=lambda r: r.rate)

    @property
    def rate(self) -> float:
        return self.best.rate

    @property
    def paced(self) -> list[float]:
        return [t for r in self.rounds for t in r.paced]

    @property
    def paced_p99(self) -> float:
        return percentile(self.paced, 0.99)


async def server_settings(url: str, commit: str) -> str:
    """Give the server a real one's durability (the tests' server runs without it)."""
    connection = await asyncpg.connect(url)
    try:
        for name, value in (("fsync", "on"), ("full_page_writes", "on"),
                            ("synchronous_commit", commit)):
            await connection.execute(f"ALTER SYSTEM SET {name} = {value}")
        await connection.execute("SELECT pg_reload_conf()")
    finally:
        await connection.close()
    names = ("server_version", "fsync", "synchronous_commit", "full_page_writes",
             "shared_buffers")
    wanted = {"fsync": "on", "full_page_writes": "on", "synchronous_commit": commit}
    for _ in range(100):  # the server reloads its configuration when it gets to it
        connection = await asyncpg.connect(url)
        try:
            shown = {name: str(await connection.fetchval(f"SHOW {name}")) for name in names}
        finally:
            await connection.close()
        if all(shown[name] == value for name, value in wanted.items()):
            return ", ".join(f"{name}={value}" for name, value in shown.items())
        await asyncio.sleep(0.05)
    raise SystemExit(f"bench: the server kept {shown} after the reload")


async def migrated(where: str) -> str:
    """The schema made once, as `python -m bot migrate` does before the processes start."""
    store = await Store.open(where)
    await store.close()
    return where


def report(config: Configuration, one: Configuration | None, sqlite: Configuration) -> None:
    best, load = config.best, config.load
    line = f"{config.name}: {best.rate:.0f} steps/s"
    if one is not None:
        line += f" = {best.rate / one.rate:.2f}× one process"
    if config is not sqlite:
        line += f", {best.rate / sqlite.rate:.2f}× SQLite"
    line += (f" (at capacity, {config.processes * load.in_flight} in flight: p50"
             f" {best.p50 * 1e3:.0f} ms, p99 {best.p99 * 1e3:.0f} ms; CPU"
             f" {best.cpu_per_command * 1e3:.2f} ms a command in the bot processes")
    if best.server_per_command is not None:
        line += f" + {best.server_per_command * 1e3:.2f} ms in the server"
    if best.busy is not None:
        line += f", machine busy {best.busy:.0%}"
    rounds = ", ".join(f"{r.rate:.0f}" for r in config.rounds)
    line += (f"; rounds {rounds}); paced, {load.rate:.0f} commands/s: p50"
             f" {statistics.median(config.paced) * 1e3:.1f} ms, p99"
             f" {config.paced_p99 * 1e3:.1f} ms ({config.paced_p99 / sqlite.paced_p99:.1f}×"
             f" SQLite's)")
    missed = sum(r.missed for r in config.rounds)
    if missed:
        line += f", {missed} commands not sent (all the channels busy)"
    print(line + f"; setup {config.setup:.0f} s", flush=True)


def run(load: Load, commit: str) -> tuple[Configuration, list[Configuration]]:
    """Every configuration set up, then run round after round, taking turns."""
    context = multiprocessing.get_context("spawn")
    with tempfile.TemporaryDirectory() as name, postgres.temporary_server() as server:
        print(f"PostgreSQL: {asyncio.run(server_settings(server.url, commit))};"
              f" SQLite: WAL, synchronous=NORMAL", flush=True)
        configurations: list[Configuration] = []
        try:
            configurations.append(Configuration(context, "SQLite", asyncio.run(
                migrated(str(Path(name) / "soloist.sqlite3"))), 1, load))
            for processes in PROCESSES:
                url = postgres.create_database(server.url, f"scale_{processes}")
                configurations.append(Configuration(context, "PostgreSQL", asyncio.run(
                migrated(url)), processes, load, server.data))
            for _ in range(load.rounds):
                for config in configurations:
                    config.run_round()
        finally:
            for config in configurations:
                config.close()
    return configurations[0], configurations[1:]


def summarise(sqlite: Configuration, on_postgres: list[Configuration], load: Load) -> None:
    one, most = on_postgres[0], on_postgres[-1]
    speedup = most.rate / one.rate
    fast = most.paced_p99 < GOAL_P99
    best = one.best
    if best.ceiling is not None and best.server_per_command is not None:
        print(f"ceiling: a command takes {best.cpu_per_command * 1e3:.2f} ms of CPU in the bot"
              f" and {best.server_per_command * 1e3:.2f} ms in the server (one process's best"
              f" round): {os.cpu_count() or 1} cores give at most {best.ceiling:.0f} steps/s on"
              f" PostgreSQL, {best.ceiling / one.rate:.2f}× one process, however many")
    print(f"goal: {most.processes} processes ≥ {GOAL_SPEEDUP:g}× the steps/s of one:"
          f" {speedup:.2f}× ({'met' if speedup >= GOAL_SPEEDUP else 'not met'});"
          f" p99 < {GOAL_P99 * 1e3:.0f} ms at {load.channels} channels with"
          f" {most.processes} processes: {most.paced_p99 * 1e3:.1f} ms"
          f" ({'met' if fast else 'not met'})")
    rates = "/".join(f"{c.rate:.0f}" for c in on_postgres)
    ratios = "/".join(f"{c.rate / one.rate:.2f}" for c in on_postgres)
    against = "/".join(f"{c.rate / sqlite.rate:.2f}" for c in on_postgres)
    p99s = "/".join(f"{c.paced_p99 * 1e3:.0f}" for c in on_postgres)
    print(f"summary: SQLite 1 process {sqlite.rate:.0f} steps/s, p99"
          f" {sqlite.paced_p99 * 1e3:.0f} ms; PostgreSQL"
          f" {'/'.join(str(c.processes) for c in on_postgres)} processes {rates} steps/s ="
          f" {ratios}× one ({against}× SQLite), p99 {p99s} ms at {load.rate:.0f} commands/s;"
          f" goal ≥ {GOAL_SPEEDUP:g}× {'met' if speedup >= GOAL_SPEEDUP else 'not met'},"
          f" p99 < {GOAL_P99 * 1e3:.0f} ms {'met' if fast else 'not met'}"
          f" ({os.cpu_count() or 1} cores)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--channels", type=int, default=1000)
    parser.add_argument("--seconds", type=float, default=10.0,
                        help="length of each run (paced, then at capacity)")
    parser.add_argument("--every", type=float, default=10.0,
                        help="seconds between two commands of a channel in the paced run")
    parser.add_argument("--in-flight", type=int, default=8,
                        help="commands in flight in each worker process, at capacity")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--commit", choices=("on", "off"), default="on",
                        help="PostgreSQL's synchronous_commit")
    args = parser.parse_args()
    load = Load(args.channels, args.in_flight, args.seconds, args.every, args.rounds)
    cores = os.cpu_count() or 1
    print(f"{load.channels} channels; paced: a command from each every {load.every:g} s on"
          f" average ({load.rate:.0f}/s), at capacity: {load.in_flight} in flight per process;"
          f" {load.seconds:g} s each, {load.rounds} rounds; {cores} cores", flush=True)
    try:
        sqlite, on_postgres = run(load, args.commit)
    except postgres.PostgresUnavailable as exc:
        raise SystemExit(f"bench: {exc}") from None
    report(sqlite, None, sqlite)
    for config in on_postgres:
        report(config, on_postgres[0], sqlite)
    summarise(sqlite, on_postgres, load)


if __name__ == "__main__":
    main()
