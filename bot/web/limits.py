"""A request rate limit per client address: a token bucket each, on a clock the caller gives
(tests move it instead of sleeping); and the turns of the event loop requests are answered
in."""

from __future__ import annotations

import asyncio
import ipaddress
import math
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

KEPT_MOST = 10_000
"""Addresses kept at most: past it, the buckets full again are dropped (they are as new)."""


@dataclass
class _Bucket:
    tokens: float
    at: float


class RateLimit:
    """``burst`` requests at once per address, then ``rate`` a second."""

    def __init__(self, rate: float, burst: int, clock: Callable[[], float]) -> None:
        self.rate = rate
        self.burst = burst
        self.clock = clock
        self._buckets: dict[str, _Bucket] = {}

    def take(self, address: str) -> float:
        """Count a request from ``address``: 0 when it may go on, else the seconds to wait
        before the next one would (a whole number, at least 1, for Retry-After)."""
        now = self.clock()
        bucket = self._buckets.get(address)
        if bucket is None:
            if len(self._buckets) >= KEPT_MOST:
                self._drop_full(now)
            bucket = self._buckets[address] = _Bucket(float(self.burst), now)
        bucket.tokens = min(float(self.burst), bucket.tokens + (now - bucket.at) * self.rate)
        bucket.at = now
        if bucket.tokens >= 1:
            bucket.tokens -= 1
            return 0
        return max(1, math.ceil((1 - bucket.tokens) / self.rate))

    def _drop_full(self, now: float) -> None:
        for address, bucket in list(self._buckets.items()):
            if bucket.tokens + (now - bucket.at) * self.rate >= self.burst:
                del self._buckets[address]


def client_address(peer: str | None, forwarded: str | None) -> str:
    """Who sent a request: the peer, or, when the peer is a proxy on this machine or a
    private network (the compose file's), the address it says it forwarded for (the last of
    X-Forwarded-For: the one it added itself)."""
    peer = peer or "unknown"
    if forwarded:
        try:
            near = ipaddress.ip_address(peer)
        except ValueError:
            return peer
        if near.is_loopback or near.is_private:
            return forwarded.split(",")[-1].strip() or peer
    return peer


class Turns:
    """At most ``size`` requests begin in one turn of the event loop, the others in the next
    turns, in the order they came: a thousand viewers fetch their picture at each step, and
    answered in one turn they held the loop, and every player's command with it, for
    ~100 ms."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._begun = 0
        self._waiting: deque[asyncio.Future[None]] = deque()
        self._next_turn_set = False

    async def take(self) -> None:
        """Wait for a turn with room in it."""
        if self._begun < self.size and not self._waiting:
            self._begun += 1
            self._set_next_turn()
            return
        waiter = asyncio.get_running_loop().create_future()
        self._waiting.append(waiter)
        self._set_next_turn()
        await waiter

    def _set_next_turn(self) -> None:
        if not self._next_turn_set:
            self._next_turn_set = True
            asyncio.get_running_loop().call_soon(self._turn)

    def _turn(self) -> None:
        self._next_turn_set = False
        self._begun = 0
        while self._waiting and self._begun < self.size:
            waiter = self._waiting.popleft()
            if not waiter.done():  # not cancelled: its viewer is still there
                waiter.set_result(None)
                self._begun += 1
        if self._begun:
            self._set_next_turn()
