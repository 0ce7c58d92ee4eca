"""Starting a platform adapter when its network may not be there yet (a server booting, an
outage): a failure to connect is waited out with a growing pause, not a crash."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

import structlog

log = structlog.get_logger("soloist.startup")

FIRST_PAUSE = 1.0
LONGEST_PAUSE = 60.0


async def keep_connecting(run: Callable[[], Awaitable[None]],
                          transient: tuple[type[BaseException], ...], platform: str,
                          first_pause: float = FIRST_PAUSE) -> None:
    """Await ``run()`` (a fresh attempt each time) until it returns; a ``transient`` error is
    logged and retried after a pause that doubles up to a minute. Anything else is raised."""
    pause = first_pause
    while True:
        try:
            await run()
            return
        except transient as exc:
            log.warning("cannot reach the platform; retrying", platform=platform,
                        error=f"{type(exc).__name__}: {exc}", retry_in=pause)
        await asyncio.sleep(pause)
        pause = min(pause * 2, LONGEST_PAUSE)
