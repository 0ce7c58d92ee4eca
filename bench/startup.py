"""Start-up to ready: a fresh interpreter importing the bot (and the Telegram adapter, the
heavier of the two platforms), loading the message catalog, opening and migrating the store
and making the service, then exiting; the wall time from spawn to exit, against a bare
interpreter start (``python -c pass``) measured in the same run. The median of several starts,
in wall time and in CPU time (user + system of the child: on a machine busy with other work,
the wall time says more about the others than about us).

    python bench/startup.py [starts]

The last line sums it up.
"""

from __future__ import annotations

import json
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

READY = """
import time, json, asyncio, sys
began = time.perf_counter()
import bot.__main__
from bot.adapters.telegram import run_telegram
from bot.i18n import Catalog
from bot.service import Service
from bot.store import Store
imported = time.perf_counter()
catalog = Catalog.load()
loaded = time.perf_counter()

async def ready():
    store = await Store.open(sys.argv[1])
    Service(store, catalog)
    opened = time.perf_counter()
    await store.close()
    return opened

opened = asyncio.run(ready())
print(json.dumps({"imports": imported - began, "catalog": loaded - imported,
                  "store": opened - loaded}))
"""


def timed(args: list[str]) -> tuple[float, float, str]:
    """Wall and CPU seconds of a child process, and what it printed."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run(args, cwd=ROOT, capture_output=True, text=True, check=True)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, done.stdout


def main(starts: int) -> None:
    bare, bare_cpu, ready, ready_cpu, parts = [], [], [], [], []
    with tempfile.TemporaryDirectory() as folder:
        for n in range(starts):
            wall, cpu, _ = timed([sys.executable, "-c", "pass"])
            bare.append(wall)
            bare_cpu.append(cpu)
            # A new database each time but the first: both a first start and a restart count.
            db = Path(folder) / f"soloist-{n % 2}.sqlite3"
            wall, cpu, out = timed([sys.executable, "-c", READY, str(db)])
            ready.append(wall)
            ready_cpu.append(cpu)
            parts.append(json.loads(out.strip().splitlines()[-1]))
    base, whole = statistics.median(bare), statistics.median(ready)
    base_cpu, whole_cpu = statistics.median(bare_cpu), statistics.median(ready_cpu)
    print(f"baseline, bare interpreter start: {base * 1e3:.0f} ms wall, {base_cpu * 1e3:.0f} ms"
          f" CPU (median of {starts})")
    print(f"start-up to ready: {whole * 1e3:.0f} ms wall = {whole / base:.1f}× a bare start;"
          f" {whole_cpu * 1e3:.0f} ms CPU = {whole_cpu / base_cpu:.1f}×")
    for part in ("imports", "catalog", "store"):
        value = statistics.median(p[part] for p in parts)
        print(f"  {part}: {value * 1e3:.0f} ms wall")
    catalog = statistics.median(p["catalog"] for p in parts)
    print(f"summary: ready in {whole * 1e3:.0f} ms wall, {whole_cpu * 1e3:.0f} ms CPU"
          f" ({whole / base:.1f}× / {whole_cpu / base_cpu:.1f}× a bare interpreter start of"
          f" {base * 1e3:.0f} ms), Catalog.load {catalog * 1e3:.0f} ms")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 7)
