"""Wakhan's card priority (docs/wakhan.md, PW-8): which court card she picks when an action
lets her choose among several, and the chain of steps that decided it, for the explanation.
A pure function over what the table told the bot about the cards."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from engines.core import Event

STEPS: tuple[str, ...] = (
    "opponent",
    "favoured",
    "dominant-patriot",
    "dominant-prize",
    "patriot",
    "leveraged",
    "rank",
    "number",
)
"""PW-8's eight steps in order; each id names the step's explanation."""


@dataclass(frozen=True)
class Candidate:
    """What PW-8 reads of a court card: its number and suit and rank, whose court it is in,
    the coalition it is a patriot of and the coalition of its loyalty prize (None if none),
    and whether it is leveraged."""

    number: int
    suit: str
    rank: int
    opponent: bool = False
    patriot: str | None = None
    prize: str | None = None
    leveraged: bool = False
    always_favoured: bool = False
    """Savvy Operator, Irregulars: of the favoured suit whatever it is."""


@dataclass(frozen=True)
class Narrowed:
    """One step of the chain that narrowed the choice, and the card numbers it kept."""

    step: str
    kept: tuple[int, ...]


def pick(
    candidates: Sequence[Candidate], favoured: str, dominant: str | None
) -> tuple[Candidate, list[Narrowed]]:
    """PW-8: narrow ``candidates`` step by step; a step no candidate passes is skipped, a step
    every candidate passes decides nothing, and the first step leaving one card decides. The
    chain lists the steps that narrowed the choice. Steps 3 and 4 pass nobody without a
    dominant coalition."""
    if not candidates:
        raise ValueError("PW-8 picks among at least one card")
    tests: dict[str, Callable[[Candidate], bool]] = {
        "opponent": lambda c: c.opponent,
        "favoured": lambda c: c.suit == favoured or c.always_favoured,
        "dominant-patriot": lambda c: dominant is not None and c.patriot == dominant,
        "dominant-prize": lambda c: dominant is not None and c.prize == dominant,
        "patriot": lambda c: c.patriot is not None,
        "leveraged": lambda c: c.leveraged,
    }
    left = list(candidates)
    chain: list[Narrowed] = []
    for step in STEPS:
        if len(left) == 1:
            break
        if step in tests:
            kept = [c for c in left if tests[step](c)]
        else:
            best = max(_measure(c, step) for c in left)
            kept = [c for c in left if _measure(c, step) == best]
        if kept and len(kept) < len(left):
            left = kept
            chain.append(Narrowed(step, tuple(c.number for c in kept)))
    return left[0], chain


def _measure(card: Candidate, step: str) -> int:
    """Steps 7 and 8 keep the highest: the rank, then the card number."""
    return card.rank if step == "rank" else card.number


def explain(chosen: Candidate, chain: list[Narrowed]) -> Event:
    """PW-8 in words: the card picked and each step that narrowed the choice with the cards it
    kept, in order (or that it was the only card)."""
    if not chain:
        return Event("PW-8", "paxpamir-wakhan-priority-only", {"card": chosen.number})
    steps: list[Any] = [
        {
            "@": "paxpamir-wakhan-priority-" + n.step,
            "cards": {"@join": list(n.kept), "sep": "@list-separator"},
        }
        for n in chain
    ]
    chain_param = {"@join": steps, "sep": "@paxpamir-wakhan-then"}
    return Event("PW-8", "paxpamir-wakhan-priority", {"card": chosen.number, "chain": chain_param})
