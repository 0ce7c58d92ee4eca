"""The chat service's lines that once switched on a game's name or variant in the shared files
(`bot-new-game`, `bot-verify-unsealed`, `bot-board-header`, `bot-no-question`, `bot-odds`,
`bot-odds-none`, the odds commands in `bot-help-common`) now take each game's own words from
its file: every built-in game, variant, dice and seal says, in every language, exactly what the
shared message said before (tests/data/shared_lines_before_game_words.json, rendered by the
catalog of commit df1f7c7), whether a new game's header is made now or read back from a game
stored before; a game that ships no words of its own gets the shared ones, and no shared file
names a game."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.words import headlines, transcripts
from bot.words.i18n import FALLBACK, LANGUAGES, Catalog
from engines.games import games

BEFORE = json.loads((Path(__file__).parent / "data" / "shared_lines_before_game_words.json")
                    .read_text(encoding="utf-8"))
SHARED = Path(__file__).resolve().parents[1] / "locales"
GAMES = ("rajas", "splendor", "panticapaeum", "paxpamir")
NAMES = ("rajas", "splendor", "panticapaeum", "paxpamir", "beck", "cherey", "botos", "wakhan",
         "[mild]", "[referee]", "Ganges", "Pamir", "Splendor", "Panticapaeum")
ODDS = {"low": 120, "high": 150, "median": 135, "min": 80, "max": 190, "rlow": 8, "rhigh": 10,
        "games": 2000}


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return Catalog.load()


def header(case: str) -> dict[str, object]:
    _, game, variant, dice, sealed = case.split()
    return {"game": game, "variant": variant, "seed": 0 if sealed == "yes" else 1234,
            "owner": "Alice", "sealed": sealed, "dice": dice}


def said_now(catalog: Catalog, case: str) -> str:
    """What the header said before, but for Pax Pamir with the bot's own seed: that seed came
    with Wakhan's virtual AI deck (docs/wakhan.md PW-2), so its header says what the seed
    shuffles instead of that nothing is left to chance."""
    lang, game, _, dice, _ = case.split()
    said: str = BEFORE["bot-new-game"][case]
    if game != "paxpamir" or dice != "bot":
        return said
    before = catalog.render(lang, "paxpamir-no-dice", {"dice": "player"})
    assert before in said
    return said.replace(before, catalog.render(lang, "paxpamir-no-dice", {"dice": "bot"}))


@pytest.mark.parametrize("case", sorted(BEFORE["bot-new-game"]))
def test_a_new_game_says_what_it_said(catalog: Catalog, case: str) -> None:
    lang = case.split()[0]
    said = said_now(catalog, case)
    assert catalog.render(lang, "bot-new-game", headlines.new_game(header(case))) == said
    # A header stored before the game's own words: completed when read back.
    stored = json.dumps([{"rule": "", "key": "bot-new-game", "params": header(case)}])
    (event,) = transcripts.stored_events(stored)
    assert catalog.render(lang, event["key"], event["params"]) == said


@pytest.mark.parametrize("key", ["bot-verify-unsealed", "bot-board-header", "bot-no-question",
                                 "bot-odds-none"])
def test_a_line_of_the_game_s_own_says_what_it_said(catalog: Catalog, key: str) -> None:
    commands = headlines.odds_commands(games())
    for case, said in BEFORE[key].items():
        lang, game = case.split()
        params = {"game": game, "commands": commands}
        assert catalog.render(lang, headlines.own(catalog, game, key), params) == said


def test_the_odds_say_what_they_said(catalog: Catalog) -> None:
    for case, said in BEFORE["bot-odds"].items():
        lang, game, variant, dummies = case.split()
        params = {"game": game, "variant": variant, "dummies": int(dummies), **ODDS}
        assert catalog.render(lang, "bot-odds", headlines.odds(params)) == said, case


def test_help_names_the_odds_commands_as_it_did(catalog: Catalog) -> None:
    odds = {"odds": headlines.odds_commands(games())}
    for lang, said in BEFORE["bot-help-common"].items():
        assert catalog.render(lang, "bot-help-common", odds) == said


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_game_without_words_of_its_own_gets_the_shared_ones(catalog: Catalog,
                                                              lang: str) -> None:
    params = headlines.new_game({"game": "hopper", "variant": "hopper", "seed": 5,
                                 "owner": "Alice", "sealed": "no", "dice": "player"})
    text = catalog.render(lang, "bot-new-game", params)
    assert "hopper" not in text and "[" not in text and "@" not in text and "5" in text
    assert catalog.render(lang, "bot-new-game-automa") in text
    for key in ("bot-verify-unsealed", "bot-board-header", "bot-no-question", "bot-odds-none"):
        assert headlines.own(catalog, "hopper", key) == key
    odds = catalog.render(lang, "bot-odds", headlines.odds(
        {"game": "hopper", "variant": "hopper", "dummies": 1, **ODDS}))
    assert catalog.render(lang, "bot-odds-automa") in odds and "[" not in odds
    refused = catalog.render(lang, "bot-odds-none", {
        "game": "hopper", "commands": headlines.odds_commands(games())})
    assert "/rajas odds" in refused and "/splendor odds" in refused and "[" not in refused


def own_names(catalog: Catalog, lang: str) -> set[str]:
    """What a reader of ``lang`` knows each game by: its title and the automata a new game
    names, as the game's own file says them (quotes and brackets aside: «Роскошь», 『…』)."""
    names: set[str] = set()
    for game in games():
        keys = [f"game-{game}", *(key for key in catalog.keys(FALLBACK)
                                   if key.startswith(f"{game}-variant-"))]
        names |= {catalog.render(lang, key).strip("«»『』“”\"' ") for key in keys
                  if catalog.has(FALLBACK, key)}
    return {name for name in names if name}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_shared_files_name_no_game(catalog: Catalog, lang: str) -> None:
    """A new game needs no edit to a shared file: none names a game, its variants or its keys,
    nor a game's title or automa in the file's language (comments aside)."""
    names = (*NAMES, *sorted(own_names(catalog, lang)))
    found = []
    for path in sorted((SHARED / lang).glob("*.ftl")):
        if path.stem in GAMES:
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            said = [name for name in names if name in line]
            if not line.startswith("#") and said:
                found.append(f"{path.name}:{number}: {said} in {line.strip()}")
    assert not found, "\n".join(found)


def test_the_names_looked_for_are_the_games_own(catalog: Catalog) -> None:
    """The names above come from the games' files: every title and automa, in each language."""
    assert {"Rajas of the Ganges", "Beck's dummy players"} <= own_names(catalog, "en")
    assert {"Rajas of the Ganges", "el bot en solitario de dificultad moderada"} <= own_names(
        catalog, "es")
    assert {"ガンジスの藩王", "宝石の煌めき"} <= own_names(catalog, "ja")
    assert {"Роскошь", "Pax Pamir", "соло-бот Ботос"} <= own_names(catalog, "ru")
