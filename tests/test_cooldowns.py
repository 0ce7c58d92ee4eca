"""Cooldowns: several rules at once, a refusal costs nothing, memory stays bounded; time is
moved by the test."""

from __future__ import annotations

from bot.platforms.chat import cooldowns
from bot.platforms.chat.cooldowns import Cooldowns


class Time:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_every_rule_must_allow_and_a_refusal_costs_nothing() -> None:
    time = Time()
    limits = Cooldowns(time)
    alice = [(("user", "c", "alice"), 2.0), (("channel", "c"), 3.0)]
    bob = [(("user", "c", "bob"), 2.0), (("channel", "c"), 3.0)]
    assert limits.take(alice) == 0
    assert limits.take(bob) == 3.0  # the channel's rule holds Bob back
    time.now += 1
    assert limits.take(alice) == 2.0
    time.now += 2
    assert limits.take(bob) == 0  # Alice's refused try did not push the channel's rule on
    assert limits.take(alice) == 3.0


def test_a_rule_of_zero_seconds_is_no_rule() -> None:
    limits = Cooldowns(Time())
    assert all(limits.take([("k", 0.0)]) == 0 for _ in range(5))
    assert limits.take([]) == 0


def test_expired_keys_are_forgotten() -> None:
    time = Time()
    limits = Cooldowns(time)
    for n in range(cooldowns.TIDY_AT + 1):
        limits.take([(n, 1.0)])
    time.now += 2
    limits.take([("last", 1.0)])
    assert len(limits._free_at) == 1
