"""Events stored by earlier versions are still said in every language: a log or transcript
of a game played before a message was renamed must not show its raw key."""

from __future__ import annotations

import pytest

from bot.words.i18n import LANGUAGES, Catalog

RETIRED = ("rajas-question-dropped", "splendor-question-dropped", "rajas-c5-no-band",
           "tie-roll", "tie-roll-ask")
"""Keys no engine says any more, which stored games hold (renamed to *-question-waits; the
master builder's old ruling on tiles bought with a pair, which the seed does not make; a
tie's roll said before the faces were, renamed tie-die)."""


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return Catalog.load()


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("key", RETIRED)
def test_a_retired_key_of_stored_games_is_still_said(
        catalog: Catalog, key: str, language: str) -> None:
    text = catalog.render(language, key, {})
    assert text and key not in text
