"""Starting a platform adapter when its network may not be there yet (a server booting, an
outage) or the platform refuses for a while (a rate limit, a server error): the failure is
waited out with a growing pause, not a crash."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

import structlog

log = structlog.get_logger("soloist.startup")

FIRST_PAUSE = 1.0
LONGEST_PAUSE = 60.0


def no_hint(error: BaseException) -> float | None:
    return None


def always(error: BaseException) -> bool:
    return True


async def keep_connecting(run: Callable[[], Awaitable[None]],
                          transient: tuple[type[BaseException], ...], platform: str,
                          first_pause: float = FIRST_PAUSE,
                          asked_wait: Callable[[BaseException], float | None] = no_hint,
                          passing: Callable[[BaseException], bool] = always) -> None:
    """Await ``run()`` (a fresh attempt each time) until it returns; a ``transient`` error
    (that is ``passing``, when only some of a type are) is logged and retried after a pause
    that doubles up to a minute, or after the wait the platform asked for (``asked_wait``: a
    429's retry-after) when that is longer. Anything else is raised."""
    pause = first_pause
    while True:
        try:
            await run()
            return
        except transient as exc:
            if not passing(exc):
                raise
            wait = max(pause, asked_wait(exc) or 0.0)
            log.warning("cannot reach the platform; retrying", platform=platform,
                        error=f"{type(exc).__name__}: {exc}", retry_in=wait)
        await asyncio.sleep(wait)
        pause = min(pause * 2, LONGEST_PAUSE)
