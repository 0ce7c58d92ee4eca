"""The long kill soak: a real `python -m bot` serving the Telegram stand-in, killed at random.

Killed with SIGKILL at random points while 200 chats play, started again each time, with
platform faults and duplicate deliveries mixed in; the figures on the last line. About a
quarter of an hour on 2 cores; the options, the figures and the fast version:
docs/benchmarks.md#soak.
"""

from __future__ import annotations

import argparse
import asyncio
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.reliability.kill_soak import soak


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--updates", type=int, default=10_000)
    parser.add_argument("--chats", type=int, default=200)
    parser.add_argument("--kills", type=int, default=30)
    parser.add_argument("--faults", type=float, default=0.05)
    parser.add_argument("--duplicates", type=float, default=0.05)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    started = time.monotonic()

    def progress(text: str) -> None:
        print(f"[{time.monotonic() - started:7.1f} s] {text}", flush=True)

    workdir = Path(tempfile.mkdtemp(prefix="soloist-soak-"))
    figures = asyncio.run(soak(
        workdir, updates=args.updates, chat_count=args.chats, kills=args.kills,
        seed=args.seed, faults=args.faults, duplicates=args.duplicates, log=progress))
    for note in figures.notes:
        print(note)
    clean = (figures.lost, figures.failed, figures.doubled, figures.wedged) == (0, 0, 0, 0)
    clean = clean and figures.integrity == "ok"
    if clean:
        shutil.rmtree(workdir)
    else:  # what a failure needs looking into: both databases and both bots' logs
        print(f"kept for a look: {workdir} (soak.sqlite3, bot/soloist.log, replay/)")
    print(figures.line())
    return 0 if clean else 1


if __name__ == "__main__":
    sys.exit(main())
