"""The words the engine reads for coalitions, suits and ledger fields: its ids and their
English forms, the command language of the engine and of the scenario runner. A chat's own
words (`rupias`, `британская`, `軍事`) are the locales' (`paxpamir-typed-*`), read back to these
ids before a command reaches the engine (bot/words/typed.py); the message terms name them
back."""

from __future__ import annotations

from engines.core import term
from engines.paxpamir.map import REGIONS
from engines.paxpamir.model import COALITIONS, SUITS

COALITION_WORDS: dict[str, tuple[str, ...]] = {
    "afghan": ("afghan", "afghans", "afghanistan"),
    "british": ("british", "britain"),
    "russian": ("russian", "russians", "russia"),
}
SUIT_WORDS: dict[str, tuple[str, ...]] = {
    "political": ("political", "politics", "purple"),
    "military": ("military", "red"),
    "intelligence": ("intelligence", "blue"),
    "economic": ("economic", "economy", "yellow"),
}
FIELD_WORDS: dict[str, tuple[str, ...]] = {
    "vp": ("vp", "points", "point", "score"),
    "rupees": ("rupees", "rupee", "rs", "money"),
    "loyalty": ("loyalty",),
    "influence": ("influence",),
    "gifts": ("gifts", "gift"),
    "prizes": ("prizes", "prize"),
    "patriots": ("patriots", "patriot"),
    "cylinders": ("cylinders", "cylinder", "cyl"),
    "stars": ("stars", "star"),
}


def _index(table: dict[str, tuple[str, ...]]) -> dict[str, str]:
    return {word.casefold(): name for name, words in table.items() for word in (name, *words)}


_COALITIONS = _index(COALITION_WORDS)
_SUITS = _index(SUIT_WORDS)
_FIELDS = _index(FIELD_WORDS)


def coalition_of(word: str) -> str | None:
    return _COALITIONS.get(word.strip().casefold())


def suit_of(word: str) -> str | None:
    return _SUITS.get(word.strip().casefold())


def field_of(word: str) -> str | None:
    """A ledger field (``vp`` … ``stars``), or a suit's name standing for its stars."""
    word = word.strip().casefold()
    return _FIELDS.get(word) or (_SUITS.get(word) and "stars")


def coalition_term(coalition: str) -> str:
    assert coalition in COALITIONS
    return term("paxpamir-coalition-" + coalition)


def suit_term(suit: str) -> str:
    assert suit in SUITS
    return term("paxpamir-suit-" + suit)


def region_term(region: str) -> str:
    assert region in REGIONS
    return term("paxpamir-region-" + region)


def field_term(name: str) -> str:
    return term("paxpamir-field-" + name)


def typed_term(word: str) -> str:
    """A word as the reader's language types it (`/paxpamir ana lealtad rusa patriota`):
    for a message that teaches a command."""
    return term("paxpamir-typed-" + word)
