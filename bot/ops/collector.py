"""The cyclic garbage collector while the bot serves: at ready, what start-up made is frozen out of
the collector's walks, and the youngest generation is collected every ``YOUNG_THRESHOLD`` new
container objects instead of CPython's 700. Why 5,000, with the measurements:
docs/internals.md#the-garbage-collector.
"""

from __future__ import annotations

import gc

YOUNG_THRESHOLD = 5000


def serve() -> None:
    """Ready: start-up frozen, the serving threshold set, collecting on (if it was paused)."""
    gc.freeze()
    _, middle, old = gc.get_threshold()
    gc.set_threshold(YOUNG_THRESHOLD, middle, old)
    gc.enable()
