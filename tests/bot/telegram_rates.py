"""Telegram's sending limits, as the Telegram stand-in enforces them on its clock.

Telegram's Bots FAQ ("My bot is hitting limits, how do I avoid this?",
https://core.telegram.org/bots/faq#my-bot-is-hitting-limits-how-do-i-avoid-this): in one chat,
no more than one message a second ("we may allow short bursts that go over this limit"); in
one group, no more than 20 messages a minute; in all, about 30 messages a second. Past them
Telegram answers 429 "Too Many Requests: retry after N" with ``parameters.retry_after``. The
FAQ speaks of messages sent: edits of a message already there are not counted here.

A burst is allowed in a chat as a token bucket allows it: ``CHAT_BURST`` messages at once, then
one a second. The group and overall limits are sliding windows: at most ``GROUP_LIMIT`` sends
in any ``GROUP_WINDOW`` seconds, at most ``OVERALL_LIMIT`` in any ``OVERALL_WINDOW``."""

from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass, field

SENDS = frozenset({"sendMessage", "sendPhoto", "sendDocument", "sendMediaGroup",
                   "sendAnimation", "sendAudio", "sendVideo", "sendVoice", "sendSticker",
                   "sendPoll", "sendDice", "sendLocation", "sendContact", "copyMessage",
                   "forwardMessage"})
"""The methods that post a new message (those the FAQ's limits are about)."""
CHAT_RATE = 1.0
"""Messages a second in one chat, once a burst is spent."""
CHAT_BURST = 3
GROUP_LIMIT = 20
GROUP_WINDOW = 60.0
OVERALL_LIMIT = 30
OVERALL_WINDOW = 1.0


@dataclass
class Bucket:
    """One chat's allowance: ``tokens`` at ``at`` (the clock's time), refilled at CHAT_RATE."""

    tokens: float = CHAT_BURST
    at: float = 0.0

    def level(self, now: float) -> float:
        return min(CHAT_BURST, self.tokens + (now - self.at) * CHAT_RATE)


@dataclass
class Rates:
    """What the bot has sent, and whether it may send one more now."""

    buckets: dict[int, Bucket] = field(default_factory=dict)
    groups: dict[int, deque[float]] = field(default_factory=dict)
    overall: deque[float] = field(default_factory=deque)
    refused: int = 0
    """How many sends were refused with 429 so far."""

    def wait(self, chat_id: int, group: bool, now: float) -> int | None:
        """Seconds the bot must wait before sending to ``chat_id`` (Telegram's whole
        ``retry_after``, at least 1), or None: it may send now."""
        waits = []
        bucket = self.buckets.get(chat_id)
        if bucket is not None and bucket.level(now) < 1:
            waits.append((1 - bucket.level(now)) / CHAT_RATE)
        if group:
            waits.append(_window_wait(self.groups.get(chat_id, deque()), GROUP_LIMIT,
                                      GROUP_WINDOW, now))
        waits.append(_window_wait(self.overall, OVERALL_LIMIT, OVERALL_WINDOW, now))
        longest = max(waits)
        if longest <= 0:
            return None
        self.refused += 1
        return max(1, math.ceil(longest))

    def sent(self, chat_id: int, group: bool, now: float) -> None:
        """A message was posted to ``chat_id`` at ``now``."""
        bucket = self.buckets.setdefault(chat_id, Bucket(at=now))
        bucket.tokens, bucket.at = bucket.level(now) - 1, now
        if group:
            self.groups.setdefault(chat_id, deque()).append(now)
        self.overall.append(now)

    def most_in_a_window(self, chat_id: int) -> int:
        """The most messages the group got in any GROUP_WINDOW seconds."""
        times = list(self.groups.get(chat_id, ()))
        return max((sum(1 for t in times[n:] if t < start + GROUP_WINDOW)
                    for n, start in enumerate(times)), default=0)


def _window_wait(times: deque[float], limit: int, window: float, now: float) -> float:
    """How long until fewer than ``limit`` of ``times`` lie in the window ending now."""
    recent = [t for t in times if t > now - window]
    if len(recent) < limit:
        return 0.0
    return recent[-limit] + window - now
