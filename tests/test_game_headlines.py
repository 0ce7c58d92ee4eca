"""The chat service's lines that once switched on a game's name or variant in the shared files
(`bot-new-game`, `bot-verify-unsealed`, `bot-board-header`, `bot-no-question`) now take each
game's own words from its file: every built-in game, variant, dice and seal says, in every
language, exactly what the shared message said before (tests/data/
shared_lines_before_game_words.json, rendered by the catalog of commit df1f7c7), whether the
header is made now or read back from a game stored before; a game that ships no words of its
own gets the shared ones."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.words import headlines, transcripts
from bot.words.i18n import LANGUAGES, Catalog

BEFORE = json.loads((Path(__file__).parent / "data" / "shared_lines_before_game_words.json")
                    .read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return Catalog.load()


def header(case: str) -> dict[str, object]:
    _, game, variant, dice, sealed = case.split()
    return {"game": game, "variant": variant, "seed": 0 if sealed == "yes" else 1234,
            "owner": "Alice", "sealed": sealed, "dice": dice}


@pytest.mark.parametrize("case", sorted(BEFORE["bot-new-game"]))
def test_a_new_game_says_what_it_said(catalog: Catalog, case: str) -> None:
    lang = case.split()[0]
    said = BEFORE["bot-new-game"][case]
    assert catalog.render(lang, "bot-new-game", headlines.new_game(header(case))) == said
    # A header stored before the game's own words: completed when read back.
    stored = json.dumps([{"rule": "", "key": "bot-new-game", "params": header(case)}])
    (event,) = transcripts.stored_events(stored)
    assert catalog.render(lang, event["key"], event["params"]) == said


@pytest.mark.parametrize("key", ["bot-verify-unsealed", "bot-board-header", "bot-no-question"])
def test_a_line_of_the_game_s_own_says_what_it_said(catalog: Catalog, key: str) -> None:
    for case, said in BEFORE[key].items():
        lang, game = case.split()
        assert catalog.render(lang, headlines.own(catalog, game, key), {"game": game}) == said


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_game_without_words_of_its_own_gets_the_shared_ones(catalog: Catalog,
                                                              lang: str) -> None:
    params = headlines.new_game({"game": "hopper", "variant": "hopper", "seed": 5,
                                 "owner": "Alice", "sealed": "no", "dice": "player"})
    text = catalog.render(lang, "bot-new-game", params)
    assert "hopper" not in text and "[" not in text and "@" not in text and "5" in text
    assert catalog.render(lang, "bot-new-game-automa") in text
    for key in ("bot-verify-unsealed", "bot-board-header", "bot-no-question"):
        assert headlines.own(catalog, "hopper", key) == key
