"""The cyclic garbage collector while the bot serves.

At ready, what start-up made (modules, classes, the catalog: ~60,000 objects that live as long
as the process) is frozen out of the collector's walks, and the youngest generation is
collected every ``YOUNG_THRESHOLD`` new container objects instead of CPython's 700.

Why 5,000: a command makes and drops thousands of small objects (a decoded state's copy, the
events, the reply), most freed by their reference counts within the command. Collected every
700, many are walked while still alive and the survivors promoted, so the older generations
fill with short-lived objects and are walked in turn: at 1,000 active channels
(bench/service.py, 4,000 commands, three runs interleaved with the default) the collector
took 9-10 % of the wall time, with a full pass of 166-179 ms, and walking objects spread over
the heap slowed the commands between passes too (caches). At 5,000: 4-5 %, no full pass in
the run, the longest pause 59-77 ms (a middle generation's), a command's CPU ~22 % less,
1 in flight 1,081-1,245 commands/s against 768-958, 32 in flight p99 49-55 ms against
162-221 ms. Higher (10,000-20,000) gained nothing more and made the youngest generation's
own passes longer (25-80 ms). (issue 14)"""

from __future__ import annotations

import gc

YOUNG_THRESHOLD = 5000


def serve() -> None:
    """Ready: start-up frozen, the serving threshold set, collecting on (if it was paused)."""
    gc.freeze()
    _, middle, old = gc.get_threshold()
    gc.set_threshold(YOUNG_THRESHOLD, middle, old)
    gc.enable()
