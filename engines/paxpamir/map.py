"""Pax Pamir's map as facts: the six regions and the nine borders between them (each named by
its two regions in alphabetical order, as Board Game Arena names them, MIT; checked against
rally-the-troops' map in tests/paxpamir/test_map.py)."""

from __future__ import annotations

REGIONS: tuple[str, ...] = ("kabul", "punjab", "herat", "kandahar", "persia", "transcaspia")
BORDERS: tuple[tuple[str, str], ...] = (
    ("herat", "kabul"),
    ("herat", "kandahar"),
    ("herat", "persia"),
    ("herat", "transcaspia"),
    ("kabul", "kandahar"),
    ("kabul", "punjab"),
    ("kabul", "transcaspia"),
    ("kandahar", "punjab"),
    ("persia", "transcaspia"),
)


def border(a: str, b: str) -> str:
    """The border between two adjacent regions as an id (``herat-kabul``); KeyError if none."""
    pair = tuple(sorted((a, b)))
    if pair not in BORDERS:
        raise KeyError(f"{a}-{b}")
    return f"{pair[0]}-{pair[1]}"


def neighbours(region: str) -> tuple[str, ...]:
    """The regions sharing a border with ``region``, in the order of REGIONS."""
    near = {b for a, b in BORDERS if a == region} | {a for a, b in BORDERS if b == region}
    return tuple(r for r in REGIONS if r in near)
