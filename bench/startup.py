"""Start-up to ready (a fresh interpreter to a made service) against a bare interpreter start, with
and without cached bytecode, and the first two commands after ready.

    python bench/startup.py [starts]

How and why: docs/benchmarks.md#startup. The last line sums it up.
"""

from __future__ import annotations

import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

READY = """
import gc
gc.disable()  # as `python -m bot` does (bot/__main__.py) until ready
import time, json, asyncio, sys
began = time.perf_counter()
import bot.__main__
from bot.ops import collector
from bot.platforms.telegram.adapter import run_telegram
from bot.service.commands import parse
from bot.words.i18n import Catalog
from bot.ops.logs import configure_logging
from bot.words.render import reply_text
from bot.service.service import Service, User
from bot.settings import Settings
from bot.store import Store
imported = time.perf_counter()
settings = Settings.from_env()
configure_logging(settings)
configured = time.perf_counter()
catalog = Catalog.load()
loaded = time.perf_counter()

async def ready():
    store = await Store.open(sys.argv[1])
    service = Service(store, catalog, default_language=settings.language,
                      idle_days=settings.idle_days, pictures=settings.pictures)
    collector.serve()  # ready, as bot/__main__.py's _collect_from_now
    opened = time.perf_counter()
    ready_at, ready_cpu = time.time(), time.process_time()
    player = User(id="bench", name="Bench")
    firsts = []
    for text in ("/rajas new seed=1", "/rajas status"):
        began = time.perf_counter()
        reply = await service.handle(sys.argv[2], player, parse(text))
        assert reply.lines and not reply.refused, reply_text(catalog, reply)
        reply_text(catalog, reply)
        firsts.append(time.perf_counter() - began)
    await store.close()
    return opened, ready_at, ready_cpu, firsts + [reply.picture is not None]

opened, ready_at, ready_cpu, firsts = asyncio.run(ready())
print(json.dumps({"imports": imported - began, "configure": configured - imported,
                  "catalog": loaded - configured,
                  "store": opened - loaded, "ready_at": ready_at, "ready_cpu": ready_cpu,
                  "first": firsts[0], "second": firsts[1], "pictured": firsts[2]}))
"""


def timed(args: list[str], env: dict[str, str] | None = None) -> tuple[float, float, str, float]:
    """Wall and CPU seconds of a child process, what it printed, and when it was spawned
    (``time.time()``: the child says when it was ready on the same clock)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    spawned = time.time()
    started = time.perf_counter()
    done = subprocess.run(args, cwd=ROOT, capture_output=True, text=True, check=True, env=env)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, done.stdout, spawned


@dataclass
class Starts:
    """The starts of one condition: wall to exit, CPU to exit, what each child said and its
    wall time from spawn to ready."""

    wall: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)
    parts: list[dict[str, float]] = field(default_factory=list)
    to_ready: list[float] = field(default_factory=list)

    def start(self, db: Path, channel: str, env: dict[str, str] | None = None) -> None:
        wall, cpu, out, spawned = timed([sys.executable, "-c", READY, str(db), channel], env)
        self.wall.append(wall)
        self.cpu.append(cpu)
        self.parts.append(json.loads(out.strip().splitlines()[-1]))
        # Ready is when the service could take a command: the interpreter's teardown of
        # everything loaded (a bot does it once, when it stops) is no part of it.
        self.to_ready.append(self.parts[-1]["ready_at"] - spawned)

    def median(self, part: str) -> float:
        return statistics.median(p[part] for p in self.parts)


def compiled_env(folder: Path) -> dict[str, str]:
    """The environment with Python's bytecode cache on, in a folder of its own: a start after
    the first reads every module compiled, as an installation that may write (or ships) its
    ``__pycache__`` does."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = str(folder / "pycache")
    return env


def main(starts: int) -> None:
    bare, bare_cpu = [], []
    plain, compiled = Starts(), Starts()
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        env = compiled_env(folder)
        Starts().start(folder / "warm.sqlite3", "warm", env)  # fills the bytecode cache
        for n in range(starts):
            wall, cpu, _, _ = timed([sys.executable, "-c", "pass"])
            bare.append(wall)
            bare_cpu.append(cpu)
            # A new database each time but the first: both a first start and a restart count.
            db = folder / f"soloist-{n % 2}.sqlite3"
            plain.start(db, f"channel-{n}")
            compiled.start(db, f"compiled-{n}", env)
    base, whole = statistics.median(bare), statistics.median(plain.wall)
    base_cpu, whole_cpu = statistics.median(bare_cpu), statistics.median(plain.cpu)
    own = next(ROOT.glob("bot/**/__pycache__/*.pyc"), None) is not None
    written = "not written" if sys.flags.dont_write_bytecode else "written"
    print(f"bytecode: {written} (PYTHONDONTWRITEBYTECODE), bot/ has compiled modules:"
          f" {'yes' if own else 'no (each start compiles them)'}")
    print(f"baseline, bare interpreter start: {base * 1e3:.0f} ms wall, {base_cpu * 1e3:.0f} ms"
          f" CPU (median of {starts})")
    first = statistics.median(plain.to_ready)
    ready_cpu = plain.median("ready_cpu")
    print(f"spawn to ready: {first * 1e3:.0f} ms wall = {first / base:.1f}× a bare start;"
          f" {ready_cpu * 1e3:.0f} ms CPU = {ready_cpu / base_cpu:.1f}×")
    command, second = plain.median("first"), plain.median("second")
    pictured = "with" if plain.parts[0]["pictured"] else "without"
    print(f"first command after ready (/rajas new, rendered): {command * 1e3:.1f} ms wall;"
          f" the second (/rajas status, {pictured} its picture): {second * 1e3:.1f} ms")
    print(f"spawn to exit: {whole * 1e3:.0f} ms wall = {whole / base:.1f}× a bare start;"
          f" {whole_cpu * 1e3:.0f} ms CPU = {whole_cpu / base_cpu:.1f}×")
    for part in ("imports", "configure", "catalog", "store"):
        print(f"  {part}: {plain.median(part) * 1e3:.0f} ms wall")
    compiled_ready = statistics.median(compiled.to_ready)
    compiled_cpu = compiled.median("ready_cpu")
    print(f"with every module's bytecode cached: spawn to ready {compiled_ready * 1e3:.0f} ms"
          f" wall = {compiled_ready / base:.1f}× a bare start; {compiled_cpu * 1e3:.0f} ms CPU"
          f" = {compiled_cpu / base_cpu:.1f}×; imports {compiled.median('imports') * 1e3:.0f} ms"
          f" wall; first command {compiled.median('first') * 1e3:.1f} ms")
    catalog = plain.median("catalog")
    print(f"summary: ready in {first * 1e3:.0f} ms wall, {ready_cpu * 1e3:.0f} ms CPU"
          f" ({first / base:.1f}× a bare interpreter start of {base * 1e3:.0f} ms; to exit"
          f" {whole * 1e3:.0f} ms wall, {whole_cpu * 1e3:.0f} ms CPU), Catalog.load"
          f" {catalog * 1e3:.0f} ms; first command {command * 1e3:.0f} ms, second"
          f" {second * 1e3:.1f} ms; bytecode cached: ready in {compiled_ready * 1e3:.0f} ms wall,"
          f" {compiled_cpu * 1e3:.0f} ms CPU")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 7)
