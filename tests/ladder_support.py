"""Checks every difficulty ladder must pass (engines/core/ladder.py), whatever its game: ranks
1..n from easiest, unique ids, options that `new` takes and that read back as the same level,
and a name and a description in every language."""

from __future__ import annotations

import re

from bot.words.i18n import Catalog
from engines.core.ladder import Level
from engines.core.spec import GameSpec

LANGS = ("en", "es", "ja", "ru")


def check_ranks(ladder: tuple[Level, ...], automaton: str) -> None:
    assert [level.rank for level in ladder] == list(range(1, len(ladder) + 1))
    assert {level.automaton for level in ladder} == {automaton}


def check_ids_unique(spec: GameSpec) -> None:
    ids = [level.id for ladder in spec.ladders.values() for level in ladder]
    assert len(ids) == len(set(ids))
    assert all(re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", i) for i in ids)


def check_round_trip(spec: GameSpec, seed: int = 7) -> None:
    """Each level's options start a game that is at that level, and at no other."""
    for automaton, ladder in spec.ladders.items():
        for level in ladder:
            state = spec.new(dict(level.options), seed, None).state
            assert spec.variant(state) == automaton
            assert spec.level(state) == level, level.id


def check_messages(spec: GameSpec) -> None:
    """`<game>-level-<id>` and `<game>-level-<id>-about` in every language, the description
    citing the rules its level turns."""
    catalog = Catalog.load()
    for ladder in spec.ladders.values():
        for level in ladder:
            name, about = f"{spec.name}-level-{level.id}", f"{spec.name}-level-{level.id}-about"
            for lang in LANGS:
                for key in (name, about):
                    assert catalog.has(lang, key), (lang, key)
                    text = catalog.render(lang, key)
                    assert text and not text.startswith("[") and "{" not in text, (lang, key)
                said = catalog.render(lang, about)
                assert all(rule in said for rule in level.rules), (lang, about)
