"""A colour and its count typed together or apart, the count before or after the colour
(`紫3`, `紫 3`, `3紫`, `purple3`), read alike wherever a colour and a count are typed: a
Panticapaeum tile or cost, Splendor tokens and a card's cost, a Rajas market, in every
language's own colour words."""

from __future__ import annotations

import pytest

from bot.words.i18n import LANGUAGES
from engines.core import current
from engines.panticapaeum.game import FLOWS
from engines.rajas.codes import parse_tile
from engines.splendor.catalog import parse_card, parse_tokens
from tests.bot.conftest import shared_catalog
from tests.panticapaeum.support import botos_turn, counts, game, keys

CATALOG = shared_catalog()
SPLENDOR_WHITE = {"en": "white", "es": "blanco", "ja": "白", "ru": "белый"}
"""Splendor's white gem as each language types it (its term adds the gem's name)."""
RAJAS_TEA = {"en": "tea", "es": "té", "ja": "茶", "ru": "чай"}


def written(word: str, count: int) -> list[str]:
    return [f"{word}{count}", f"{word} {count}", f"{count}{word}", f"{count} {word}"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_colour_and_count_typed_together(language: str) -> None:
    purple = CATALOG.render(language, "panticapaeum-colour-purple")
    brown = CATALOG.render(language, "panticapaeum-colour-brown")
    for typed in [*written(purple, 3), f"{purple}3 {brown}1", f"{purple}3、{brown}1"]:
        step, events = botos_turn(game(), typed)
        assert step.prompt is None, (typed, step.prompt)  # no tapping one at a time
        assert "panticapaeum-takes-tile" in keys(events), typed
        expected = counts(purple=3, brown=1 if brown in typed else 0)
        assert current(step.state, FLOWS).botos.resources == expected, typed

    white = SPLENDOR_WHITE[language]
    for typed in written(white, 3):
        assert parse_tokens(typed) == {"white": 3}, typed
        assert parse_card(f"1 red 2: {typed}").cost == {"white": 3}, typed
    assert parse_tokens(f"{white}3 k5") == {"white": 3, "black": 5}

    tea = RAJAS_TEA[language]
    for typed in (f"{tea}2", f"{tea} 2"):
        assert parse_tile(f"9 b1 {typed}", "orange").markets[0].good == "tea", typed
