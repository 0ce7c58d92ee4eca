"""The live page under load: a thousand viewers of one game and a hundred games watched at
once, each step's delay to every viewer, the bot's command latency with and without them, and
the page's first load.

    python bench/live_page.py [--viewers 1000] [--games 100] [--others 10] [--steps 1] [--across 10]
        [--seconds 20] [--channels 200] [--commands 5000] [--no-pictures]

How and why: docs/benchmarks.md#live_page. The last line sums it up.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import multiprocessing
import os
import re
import socket
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

import aiohttp
import structlog
from aiohttp import ClientSession, web

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.service import PLAYER, Channel, Counts, Run, _finished, gate, percentile
from bot.ops import collector
from bot.service.commands import parse
from bot.service.service import Service
from bot.store import Store
from bot.words.i18n import Catalog

TARGET = 1.0
"""Seconds within which a step reaches every viewer (p99)."""
LATENCY_MOVE = 0.10
"""How much the bot's command latency may move while the pages are watched."""
FIRST_LOAD = 150_000
"""Bytes a page's first load may weigh: the page, its script and its board's picture."""
GRACE = 3.0
"""Seconds the viewers stay after the last step: a step later than that is missed."""
CONNECTING = 50
"""Viewers connecting at once."""
EVENT = re.compile(rb'event: (gone)\n|event: state\ndata: \{"version": "([0-9]+)\.([0-9]+)"')
LENGTH = re.compile(rb"[Cc]ontent-[Ll]ength: ([0-9]+)")
TICK = 0.005
KEEP = 64
"""Bytes of a stream kept unread: more than the start of an event up to its version."""


def version_of(text: str) -> tuple[int, int]:
    step, _, corrections = text.partition(".")
    return int(step), int(corrections)


# -- the viewers (a process of their own) ---------------------------------------------------


@dataclass
class Seen:
    """What one viewer received: each ``state`` event's version and the moment it arrived
    (``time.monotonic``: CLOCK_MONOTONIC, one clock for every process of the machine), and
    each picture fetched after it."""

    token: str
    events: list[tuple[tuple[int, int], float]] = field(default_factory=list)
    pictures: list[tuple[tuple[int, int], float, int]] = field(default_factory=list)
    refused: int = 0
    ended: bool = False


class Stream(asyncio.Protocol):
    """One viewer's stream of events, read as bytes arrive (a client library's parsing for
    two thousand viewers took a core of its own and delayed what it measured): the moment
    each ``state`` event's version came is kept, and the board's picture at that version
    is fetched as the page's script does."""

    def __init__(self, seen: Seen, board: Board | None, first: asyncio.Future[None]) -> None:
        self.seen = seen
        self.board = board
        self.first = first
        self._buffer = b""

    def data_received(self, data: bytes) -> None:
        now = time.monotonic()
        if not self._buffer and not self.seen.events:  # the response's first bytes
            status = int(data.split(b" ", 2)[1])
            if status != 200:
                self.seen.refused = status
                self._ready()
        self._buffer += data
        end = 0
        for found in EVENT.finditer(self._buffer):
            end = found.end()
            if found[1]:
                self.seen.ended = True
                continue
            version = (int(found[2]), int(found[3]))
            self.seen.events.append((version, now))
            if self.board is not None and len(self.seen.events) > 1:
                self.board.fetch(version)
            self._ready()
        self._buffer = self._buffer[end:][-KEEP:]

    def _ready(self) -> None:
        if not self.first.done():
            self.first.set_result(None)

    def connection_lost(self, exc: Exception | None) -> None:
        self.seen.ended = True
        self._ready()


class Board(asyncio.Protocol):
    """One viewer's pictures, on a connection kept open: one request at a time, the latest
    version asked once the one in flight came (a browser drops the picture it no longer
    shows)."""

    def __init__(self, seen: Seen, request: str) -> None:
        self.seen = seen
        self.request = request
        self.transport: asyncio.Transport | None = None
        self._asked: tuple[int, int] | None = None
        self._next: tuple[int, int] | None = None
        self._buffer = b""
        self._length = -1

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]

    def fetch(self, version: tuple[int, int]) -> None:
        if self._asked is not None:
            self._next = version
            return
        assert self.transport is not None
        self._asked = version
        self.transport.write(self.request.replace("{v}", f"{version[0]}.{version[1]}").encode())

    def data_received(self, data: bytes) -> None:
        self._buffer += data
        if self._length < 0:
            head, found, _ = self._buffer.partition(b"\r\n\r\n")
            if not found:
                return
            self._length = len(head) + 4 + int(LENGTH.search(head)[1])  # type: ignore[index]
            if int(head.split(b" ", 2)[1]) != 200:
                self.seen.refused = int(head.split(b" ", 2)[1])
        if len(self._buffer) < self._length:
            return
        assert self._asked is not None
        self.seen.pictures.append((self._asked, time.monotonic(), self._length))
        self._buffer, self._length, self._asked = self._buffer[self._length:], -1, None
        if self._next is not None:
            version, self._next = self._next, None
            self.fetch(version)


async def watch(host: str, port: int, seen: Seen, address: str, pictures: bool,
                connected: asyncio.Semaphore) -> list[asyncio.BaseTransport]:
    """One viewer's page: its stream of events, and its board's picture at each new
    version. ``address``: the viewer's own, as the proxy forwards it."""
    loop = asyncio.get_running_loop()
    head = f"Host: {host}:{port}\r\nX-Forwarded-For: {address}\r\n\r\n"
    transports: list[asyncio.BaseTransport] = []
    board = None
    async with connected:
        if pictures:
            board = Board(seen, f"GET /watch/{seen.token}/board.png?lang=en&v={{v}} HTTP/1.1"
                                f"\r\n{head}")
            transport, _ = await loop.create_connection(lambda: board, host, port)
            transports.append(transport)
        first = loop.create_future()
        transport, _ = await loop.create_connection(lambda: Stream(seen, board, first),
                                                    host, port)
        transports.append(transport)
        transport.write(f"GET /watch/{seen.token}/events?lang=en HTTP/1.1\r\n{head}".encode())
        await first
    return transports


async def viewers(conn: Connection, base: str, plan: list[tuple[str, int]],
                  pictures: bool) -> None:
    seen = [Seen(token) for token, count in plan for _ in range(count)]
    host, port = base.removeprefix("http://").split(":")
    connected = asyncio.Semaphore(CONNECTING)
    loop = asyncio.get_running_loop()
    cpu = time.process_time()
    opened = await asyncio.gather(*(
        watch(host, int(port), s, f"10.{n >> 16 & 255}.{n >> 8 & 255}.{n & 255}", pictures,
              connected) for n, s in enumerate(seen)))
    conn.send(("ready", time.process_time() - cpu))
    cpu = time.process_time()
    await loop.run_in_executor(None, conn.recv)  # until told to stop
    cpu = time.process_time() - cpu
    for transports in opened:
        for transport in transports:
            transport.close()
    conn.send(("seen", cpu, seen))


def viewers_process(conn: Connection, base: str, plan: list[tuple[str, int]],
                    pictures: bool) -> None:
    asyncio.run(viewers(conn, base, plan, pictures))


# -- the bot's side ---------------------------------------------------------------------------


class Timed:
    """The service, the moment each command's ``handle`` returned kept: the step is
    committed then (its reply's rendering, which Run.send times too, comes after)."""

    def __init__(self, service: Service) -> None:
        self._service = service
        self.returned = 0.0

    def __getattr__(self, name: str) -> Any:
        return getattr(self._service, name)

    async def handle(self, *args: Any, **kwargs: Any) -> Any:
        reply = await self._service.handle(*args, **kwargs)
        self.returned = time.monotonic()
        return reply


@dataclass
class Step:
    token: str
    version: tuple[int, int]
    committed: float
    phase: str


@dataclass
class Watched:
    """A watched game, played by ``bench/service.py``'s scripted player."""

    player: Channel
    token: str
    run: Run
    timed: Timed
    version: tuple[int, int] = (0, 0)
    finished: bool = False

    async def step(self, store: Store) -> Step | None:
        """One command that moves the game (a read in between is played and not counted);
        None once the game is over."""
        while True:
            if self.player.reply is not None and _finished(self.player.reply):
                self.finished = True
                return None
            await self.player._next(self.run)
            committed = self.timed.returned
            now = (await store.watched([self.token]))[self.token]
            version = version_of(now.version)
            if version != self.version:
                self.version = version
                return Step(self.token, version, committed, "")


@dataclass
class Pacer:
    """Steps at a steady pace: ``steps`` a second on the first game, ``across`` a second
    across the others (each in turn, spread evenly)."""

    store: Store
    games: list[Watched]
    steps_each: float
    across: float
    phase: str = "setup"
    steps: list[Step] = field(default_factory=list)
    late: list[float] = field(default_factory=list)
    """How late each step started against its due moment (the loop busy)."""

    async def run(self) -> None:
        first, *others = self.games
        every = len(others) / self.across if others else 0.0
        await asyncio.gather(self._game(first, 0.0, 1 / self.steps_each),
                             *(self._game(g, n / self.across, every)
                               for n, g in enumerate(others)))

    async def _game(self, game: Watched, offset: float, every: float) -> None:
        loop = asyncio.get_running_loop()
        await asyncio.sleep(offset)
        due = loop.time()
        while True:
            self.late.append(loop.time() - due)
            step = await game.step(self.store)
            if step is None:
                return
            step.phase = self.phase
            self.steps.append(step)
            due += every
            delay = due - loop.time()
            if delay > 0:
                await asyncio.sleep(delay)
            else:
                due = loop.time()  # behind: no burst to catch up


@dataclass
class Stalls:
    """How late a ticker of ``TICK`` seconds wakes, per phase: how long the event loop was
    held by other work (what a command arriving then waits)."""

    phase: str = "setup"
    late: dict[str, list[float]] = field(default_factory=dict)

    async def run(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            due = loop.time() + TICK
            await asyncio.sleep(TICK)
            self.late.setdefault(self.phase, []).append(loop.time() - due)


async def watched_game(service: Service, n: int) -> Watched:
    """A Rajas game in a channel of its own, and its watch link: Beck's first (the longer
    game, some hundred steps), then Cherey's and Beck's in turn."""
    timed = Timed(service)
    player = Channel(f"watched-{n}", 3 * n + (n + 1) % 2)
    run = Run(timed, gate(1), 10**9, Counts(), counting=False)  # type: ignore[arg-type]
    await player._next(run)
    reply = await service.handle(player.name, PLAYER, parse("/rajas watch"))
    url = str(reply.lines[0].params["url"])
    game = Watched(player, url.rsplit("/", 1)[1], run, timed)
    game.version = version_of((await service.store.watched([game.token]))[game.token].version)
    return game


async def command_latency(service: Service, players: list[Channel], commands: int
                          ) -> tuple[float, float, int]:
    """bench/service.py's measure: commands 1 in flight over ``players``' channels, each
    ``Service.handle`` and its reply rendered; p50, p99 and how many."""
    run = Run(service, gate(1), commands, Counts(), counting=False)
    await asyncio.gather(*(p.play(run) for p in players))
    every = run.latencies["step"] + run.latencies["read"]
    return statistics.median(every), percentile(every, 0.99), len(every)


# -- the figures --------------------------------------------------------------------------


def deliveries(steps: list[Step], seen: list[Seen], until: float
               ) -> tuple[list[float], int]:
    """Each (step, viewer of its game) delay from the commit to the first ``state`` event
    at that version or later; and how many never came (steps committed before ``until``)."""
    by_token: dict[str, list[Step]] = {}
    for step in steps:
        if step.committed <= until:
            by_token.setdefault(step.token, []).append(step)
    delays: list[float] = []
    missed = 0
    for viewer in seen:
        events = sorted(viewer.events, key=lambda e: e[1])
        for step in by_token.get(viewer.token, []):
            arrived = next((t for v, t in events if v >= step.version and t >= step.committed
                            - 1.0), None)
            if arrived is None:
                missed += 1
            else:
                delays.append(arrived - step.committed)
    return delays, missed


def first_and_last(steps: list[Step], seen: list[Seen], until: float
                   ) -> tuple[list[float], list[float]]:
    """For each step, the delay to the first of its game's viewers and to the last: the
    step's discovery (the feed's look) against its fan-out to every viewer."""
    firsts, lasts = [], []
    for step in steps:
        if step.committed > until:
            continue
        delays = [next((t for v, t in sorted(viewer.events, key=lambda e: e[1])
                        if v >= step.version), until + GRACE) - step.committed
                  for viewer in seen if viewer.token == step.token]
        if delays:
            firsts.append(min(delays))
            lasts.append(max(delays))
    return firsts, lasts


def pictures_delays(steps: list[Step], seen: list[Seen], until: float) -> list[float]:
    by_key = {(s.token, s.version): s.committed for s in steps if s.committed <= until}
    return [t - by_key[(v.token, version)] for v in seen for version, t, _ in v.pictures
            if (v.token, version) in by_key]


def spread(delays: list[float]) -> str:
    if not delays:
        return "none"
    return (f"p50 {statistics.median(delays) * 1e3:.0f} ms, p99"
            f" {percentile(delays, 0.99) * 1e3:.0f} ms, max {max(delays) * 1e3:.0f} ms")


async def first_load(base: str, token: str) -> tuple[int, int, int]:
    """The page's, its script's and its board's bytes, fetched as a browser's first visit
    does."""
    async with ClientSession(headers={"X-Forwarded-For": "192.0.2.1"}) as session:
        async with session.get(f"{base}/watch/{token}?lang=en") as response:
            page = await response.read()
        found = re.search(rb'<img id="board" src="([^"]+)"', page)
        assert found is not None, "the page has no board"
        source = found[1].decode().replace("&amp;", "&")
        async with session.get(f"{base}/watch/{source}") as response:
            board = await response.read()
        async with session.get(f"{base}/watch/static/live.js") as response:
            script = await response.read()
    return len(page), len(script), len(board)


# -- the run ---------------------------------------------------------------------------------


async def bench(args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory() as folder:
        started = time.perf_counter()
        db = Path(folder) / "soloist.sqlite3"
        store = await Store.open(db)
        service = Service(store, Catalog.load())
        if args.apart:
            # The pages in a process of their own (`python -m bot.web`, SOLOIST_WEB_APART=on),
            # on the same database: the bot's process only makes the steps and the links.
            pages = await pages_apart(db, Path(folder))
            base = service.watching.base_url = pages.base
            try:
                await run(args, service, store, base, started)
            finally:
                await pages.stop()
                await store.close()
            return
        runner = web.AppRunner(web_app(service), access_log=None)
        await runner.setup()
        site = web.TCPSite(runner, "127.0.0.1", 0)
        await site.start()
        port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        base = f"http://127.0.0.1:{port}"
        service.watching.base_url = base
        try:
            await run(args, service, store, base, started)
        finally:
            await runner.cleanup()
            await store.close()


@dataclass
class Apart:
    """The pages' own process and where it serves."""

    process: asyncio.subprocess.Process
    base: str

    async def stop(self) -> None:
        self.process.terminate()
        await self.process.wait()


async def pages_apart(db: Path, folder: Path) -> Apart:
    """`python -m bot.web` on ``db``, once it answers."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    base = f"http://127.0.0.1:{port}"
    env = {**os.environ, "SOLOIST_DB": str(db), "SOLOIST_WEB_URL": base,
           "SOLOIST_WEB_PORT": str(port), "SOLOIST_LOG_FILE": str(folder / "pages.log"),
           "SOLOIST_LANGUAGE": "en"}
    process = await asyncio.create_subprocess_exec(sys.executable, "-m", "bot.web", env=env)
    async with aiohttp.ClientSession() as session:
        for _ in range(600):
            with contextlib.suppress(aiohttp.ClientError):
                async with session.get(f"{base}/watch/static/live.js") as answer:
                    if answer.status == 200:
                        return Apart(process, base)
            await asyncio.sleep(0.05)
    process.terminate()
    raise RuntimeError("the pages' process did not answer")


def web_app(service: Service) -> web.Application:
    from bot.web.app import make_app

    # The deployed limit (per address): each viewer comes with an address of its own.
    return make_app(service)


async def run(args: argparse.Namespace, service: Service, store: Store, base: str,
              started: float) -> None:
    games = [await watched_game(service, n) for n in range(args.games)]
    players = [Channel(f"channel-{n}", n, phase=n) for n in range(args.channels)]
    setup = Run(service, gate(32), args.channels * 3, Counts(), counting=False)
    await asyncio.gather(*(p.play(setup) for p in players))
    collector.serve()
    print(f"{args.games} watched games and {args.channels} more channels set up in"
          f" {time.perf_counter() - started:.1f} s; the server at {base}")

    page, script, board = await first_load(base, games[0].token)
    total = page + script + board
    print(f"first load: page {page:,} B, script {script:,} B, board {board:,} B ="
          f" {total:,} B ({'under' if total < FIRST_LOAD else 'OVER'} {FIRST_LOAD // 1000} KB)")

    pacer = Pacer(store, games, args.steps, args.across)
    pacing = asyncio.create_task(pacer.run())
    stalls = Stalls()
    ticking = asyncio.create_task(stalls.run())
    latency: dict[str, list[tuple[float, float, int]]] = {"without": [], "with": []}
    stalls.phase = "without"
    latency["without"].append(await command_latency(service, players, args.commands))
    stalls.phase = "setup"

    plan = [(games[0].token, args.viewers)] + [(g.token, args.others) for g in games[1:]]
    context = multiprocessing.get_context("spawn")
    ours, theirs = context.Pipe()
    child = context.Process(target=viewers_process, args=(theirs, base, plan, args.pictures),
                            name="viewers")
    child.start()
    loop = asyncio.get_running_loop()
    began = time.perf_counter()
    _, connect_cpu = await loop.run_in_executor(None, ours.recv)
    print(f"{sum(n for _, n in plan)} viewers connected in {time.perf_counter() - began:.1f} s"
          f" (their process: {connect_cpu:.1f} s CPU)")

    pacer.phase = stalls.phase = "quiet"
    cpu, wall = time.process_time(), time.perf_counter()
    await asyncio.sleep(args.seconds)
    quiet_cpu, quiet_wall = time.process_time() - cpu, time.perf_counter() - wall
    pacer.phase = stalls.phase = "commands"
    latency["with"].append(await command_latency(service, players, args.commands))
    pacer.phase = stalls.phase = "after"
    stop = time.monotonic()
    await asyncio.sleep(GRACE)
    ours.send("stop")
    _, viewers_cpu, seen = await loop.run_in_executor(None, ours.recv)
    child.join()
    stalls.phase = "without"
    latency["without"].append(await command_latency(service, players, args.commands))
    for task in (pacing, ticking):
        task.cancel()
    await asyncio.gather(pacing, ticking, return_exceptions=True)

    refused = sum(1 for s in seen if s.refused)
    ended = sum(1 for s in seen if s.ended)
    finished = sum(g.finished for g in games)
    print(f"steps: {len(pacer.steps)} ({args.steps:g} a second on the first game,"
          f" {args.across:g} across the {args.games - 1} others;"
          f" started late p50 {statistics.median(pacer.late) * 1e3:.0f} ms, p99"
          f" {percentile(pacer.late, 0.99) * 1e3:.0f} ms); games over meanwhile: {finished};"
          f" viewers refused {refused}, streams ended by the server {ended}")
    print(f"quiet phase, {quiet_wall:.0f} s: the bot's process {quiet_cpu / quiet_wall * 100:.0f} %"
          f" of a core; the viewers' process {viewers_cpu:.1f} s CPU over the whole watch")
    for phase, name in (("without", "commands without viewers"), ("quiet", "the quiet watch"),
                        ("commands", "commands with viewers")):
        late = stalls.late.get(phase, [0.0])
        print(f"event loop held ({name}): a {TICK * 1e3:g} ms timer late p50"
              f" {statistics.median(late) * 1e3:.1f} ms, p99 {percentile(late, 0.99) * 1e3:.1f}"
              f" ms, max {max(late) * 1e3:.0f} ms")
    main, rest = seen[:args.viewers], seen[args.viewers:]
    holds = True
    for phase in ("quiet", "commands"):
        steps = [s for s in pacer.steps if s.phase == phase]
        for name, group in ((f"the game of {args.viewers} viewers", main),
                            (f"the other {args.games - 1} games ({args.others} viewers each)",
                             rest)):
            tokens = {s.token for s in group}
            ours_steps = [s for s in steps if s.token in tokens]
            delays, missed = deliveries(ours_steps, group, stop)
            print(f"{phase}, {name}: {len(ours_steps)} steps, {len(delays):,} deliveries"
                  f" {spread(delays)}; missed {missed}")
            if group is main:
                firsts, lasts = first_and_last(ours_steps, group, stop)
                print(f"  a step to its first viewer {spread(firsts)}; to its last"
                      f" {spread(lasts)}")
            if args.pictures:
                print(f"  its pictures fetched after each step: "
                      f"{spread(pictures_delays(ours_steps, group, stop))}")
            holds &= bool(delays) and percentile(delays, 0.99) <= TARGET and not missed
    every_delay = []
    every_missed = 0
    for group in (main, rest):
        tokens = {s.token for s in group}
        delays, missed = deliveries([s for s in pacer.steps if s.token in tokens
                                     and s.phase in ("quiet", "commands")], group, stop)
        every_delay += delays
        every_missed += missed
    print(f"deliveries: p99 {percentile(every_delay, 0.99) * 1e3:.0f} ms, missed {every_missed}:"
          f" the {TARGET:g} s p99 target {'holds' if holds else 'FAILS'}")

    (p50_a, p99_a, n_a), (p50_c, p99_c, n_c) = latency["without"]
    p50_b, p99_b, n_b = latency["with"][0]
    p50_base, p99_base = (p50_a + p50_c) / 2, (p99_a + p99_c) / 2
    print(f"command latency without viewers (before and after): p50 {p50_a * 1e3:.2f} /"
          f" {p50_c * 1e3:.2f} ms, p99 {p99_a * 1e3:.2f} / {p99_c * 1e3:.2f} ms"
          f" ({n_a} and {n_c} commands)")
    print(f"command latency with the viewers: p50 {p50_b * 1e3:.2f} ms"
          f" ({p50_b / p50_base:.2f}×), p99 {p99_b * 1e3:.2f} ms ({p99_b / p99_base:.2f}×)"
          f" ({n_b} commands)")
    moved = max(p50_b / p50_base, p99_b / p99_base) - 1
    print(f"summary: {args.viewers} viewers of one game + {args.games - 1} games of"
          f" {args.others}: step to viewer p99 {percentile(every_delay, 0.99) * 1e3:.0f} ms,"
          f" missed {every_missed} ({'holds' if holds else 'FAILS'} {TARGET:g} s); command"
          f" latency p50 {p50_b / p50_base:.2f}×, p99 {p99_b / p99_base:.2f}× without viewers"
          f" ({'within' if moved <= LATENCY_MOVE else 'BEYOND'} {LATENCY_MOVE:.0%}); first load"
          f" {total / 1000:.0f} KB ({'under' if total < FIRST_LOAD else 'OVER'}"
          f" {FIRST_LOAD // 1000} KB)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--viewers", type=int, default=1000, help="viewers of the first game")
    parser.add_argument("--games", type=int, default=100, help="games watched")
    parser.add_argument("--others", type=int, default=10, help="viewers of each other game")
    parser.add_argument("--steps", type=float, default=1.0,
                        help="steps a second on the first game")
    parser.add_argument("--across", type=float, default=10.0,
                        help="steps a second across the other games")
    parser.add_argument("--seconds", type=float, default=20.0,
                        help="length of the watch without other commands")
    parser.add_argument("--channels", type=int, default=200,
                        help="channels of bench/service.py's commands")
    parser.add_argument("--commands", type=int, default=5000,
                        help="commands of each latency measure")
    parser.add_argument("--apart", action="store_true",
                        help="the pages in a process of their own (SOLOIST_WEB_APART=on)")
    parser.add_argument("--no-pictures", dest="pictures", action="store_false",
                        help="viewers do not fetch the board's picture at each step")
    args = parser.parse_args()
    structlog.configure(wrapper_class=structlog.make_filtering_bound_logger(logging.ERROR))
    asyncio.run(bench(args))


if __name__ == "__main__":
    main()
