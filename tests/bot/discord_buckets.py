"""Discord's per-route rate limits as the stand-in keeps them: every answer carries the
`X-RateLimit-*` headers of its bucket (the route and its major parameter: a channel, a
webhook's token), and a request beyond the bucket's limit in its window is answered 429 with
Discord's body and `Retry-After`, so discord.py's own pacing runs as it does against Discord
(docs/topics/rate-limits.md). Besides, the bot's global limit: 50 requests a second over all
routes but the interactions' (which "are not bound to the bot's Global Rate Limit"), past it
429 with ``global`` true, `X-RateLimit-Global` and `X-RateLimit-Scope: global`. The windows are
short here (Discord's are seconds), scaled alike: tests wait for events, and the waits this
makes are the bot's own, a few milliseconds."""

from __future__ import annotations

import hashlib
import re
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

LIMIT = 5
"""Requests a bucket takes in one window (Discord's message routes: 5 per 5 s a channel)."""
WINDOW = 0.05
"""Seconds of a window in the stand-in (Discord's 5 s, scaled down a hundredfold)."""
GLOBAL_LIMIT = 50
GLOBAL_WINDOW = 0.01
"""The bot's global limit: 50 requests a second on Discord, the second scaled as WINDOW is."""
MAJOR = re.compile(r"^/(channels|guilds|webhooks)/(\d+)(?:/([^/]+))?")
"""A route's major parameter: its channel, server or webhook (with the webhook's token)."""
UNLIMITED = re.compile(r"^/interactions/\d+/[^/]+/callback$")
"""An interaction's response counts against no bucket."""
INTERACTION = re.compile(r"^/(interactions/\d+/[^/]+/callback|webhooks/\d+/[^/]+)(/|$)")
"""The interaction endpoints (a response, follow-ups by the token), outside the global limit."""


@dataclass
class Bucket:
    opened: float
    used: int = 0


@dataclass
class Buckets:
    limit: int = LIMIT
    window: float = WINDOW
    kept: dict[str, Bucket] = field(default_factory=dict)
    refused: int = 0
    """How many requests were answered 429 for their bucket."""
    windows: int = 0
    """How many windows were opened, over all buckets."""
    clock: Callable[[], float] = time.monotonic
    recent: deque[float] = field(default_factory=deque)
    """When the requests under the global limit came, within its last window."""
    refused_globally: int = 0

    def take(self, method: str, path: str) -> tuple[dict[str, str], float | None]:
        """The headers of a request's answer, and the seconds to retry after when its bucket
        is spent (None: taken)."""
        now = self.clock()
        if not INTERACTION.match(path):
            while self.recent and now - self.recent[0] >= GLOBAL_WINDOW:
                self.recent.popleft()
            if len(self.recent) >= GLOBAL_LIMIT:
                self.refused_globally += 1
                left = GLOBAL_WINDOW - (now - self.recent[0])
                return {"X-RateLimit-Global": "true", "X-RateLimit-Scope": "global",
                        "Retry-After": str(max(1, round(left))), "Via": "1.1 google"}, left
            self.recent.append(now)
        if UNLIMITED.match(path):
            return {}, None
        key = _bucket_key(method, path)
        bucket = self.kept.get(key)
        if bucket is None or now - bucket.opened >= self.window:
            bucket = self.kept[key] = Bucket(now)
            self.windows += 1
        left = self.window - (now - bucket.opened)
        headers = {"X-RateLimit-Limit": str(self.limit),
                   "X-RateLimit-Bucket": hashlib.sha1(_route(method, path).encode()).hexdigest(),
                   "X-RateLimit-Reset-After": f"{left:.3f}",
                   "X-RateLimit-Reset": f"{time.time() + left:.3f}"}
        if bucket.used >= self.limit:
            self.refused += 1
            headers |= {"X-RateLimit-Remaining": "0", "X-RateLimit-Scope": "user",
                        "Retry-After": str(max(1, round(left))), "Via": "1.1 google"}
            return headers, left
        bucket.used += 1
        headers["X-RateLimit-Remaining"] = str(self.limit - bucket.used)
        return headers, None


def _route(method: str, path: str) -> str:
    """The route with its minor parameters (ids after the major one) taken out."""
    return method + " " + re.sub(r"(?<=/)\d+", "{id}", path)


def _bucket_key(method: str, path: str) -> str:
    major = MAJOR.match(path)
    return _route(method, path) + " " + (":".join(g for g in major.groups() if g) if major
                                         else "")
