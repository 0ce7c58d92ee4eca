"""The board in words, for every eye: each game's picture said as text from the same state
(its alt text, ``GameSpec.describe``: at most 1,024 characters, the platforms' room for a
picture's description) in every language, and `/<game> board` as text alone, the current
turn's last decision first."""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bench.pictures import sample_states
from bot.platforms.console.table import CHANNEL
from bot.platforms.telegram import alt as telegram_alt
from bot.service.service import Service
from bot.words.i18n import LANGUAGES
from bot.words.pictures import Words, alt_text, board_words
from bot.words.render import reply_text
from engines import rajas
from engines.core.alt import ALT_LIMIT, MORE, fitted
from engines.games import games
from engines.paxpamir.model import MAX_NAME
from engines.rajas.model import Market, Tile
from tests.bot.conftest import shared_catalog
from tests.bot.test_pictures import drawing, play
from tests.panticapaeum.support import counts
from tests.panticapaeum.support import game as panticapaeum_game
from tests.paxpamir.support import command as paxpamir_command
from tests.paxpamir.support import table as paxpamir_table
from tests.paxpamir.test_properties import tables as pax_tables
from tests.rajas.test_properties import play_to_the_end as rajas_to_the_end
from tests.splendor.support import game as splendor_game

__all__ = ["drawing"]

GAMES = ("rajas", "splendor", "panticapaeum", "paxpamir")
NUMBER = re.compile(r"[0-9]+")


def described(game: str, state: Any, language: str) -> str:
    text = alt_text(game, state, shared_catalog(), language)
    assert text, (game, language)
    return text


def numbers(text: str) -> list[str]:
    return sorted(NUMBER.findall(text))


def in_every_language(game: str, state: Any) -> dict[str, str]:
    """The description in each language: each says every number the English one says (the
    same facts, whatever the word order; a language may count in words of its own too), none
    a message left unsaid or a decoration."""
    catalog = shared_catalog()
    said = {language: described(game, state, language) for language in LANGUAGES}
    for language, text in said.items():
        assert "[" not in text and "★" not in text and "·" not in text, (language, text)
        assert len(text) <= ALT_LIMIT
        whole = " ".join(board_words(game, state, catalog, language))
        title = catalog.render(language, f"game-{game}")
        english = " ".join(board_words(game, state, catalog, "en"))
        english = english.replace(catalog.render("en", f"game-{game}"), "")
        assert not Counter(numbers(english)) - Counter(numbers(whole.replace(title, ""))), (
            language, whole)
    return said


# -- fitting ---------------------------------------------------------------------------------


def test_sentences_that_fit_are_all_said_in_order() -> None:
    assert fitted(["One.", " Two. ", "", "Three."]) == "One. Two. Three."


def test_what_does_not_fit_is_left_off_from_the_first_sentence_that_does_not() -> None:
    text = fitted(["a" * 10, "b" * 10, "c" * 10, "d"], limit=25)
    assert text == f"{'a' * 10} {'b' * 10} {MORE}" and len(text) <= 25
    # The ellipsis always has room: a sentence that fits only without it is left off too.
    assert fitted(["a" * 10, "b" * 13, "c"], limit=25) == f"{'a' * 10} {MORE}"
    assert fitted(["a" * 40], limit=25) == "a" * 24 + MORE


# -- each game, from states its tests build --------------------------------------------------


def test_panticapaeum_says_botos_holdings_score_and_costs() -> None:
    state = panticapaeum_game({"round": 3, "turn": 1,
                               "bot": {"resources": counts(purple=2, green=1),
                                       "buildings": counts(brown=3, orange=1)},
                               "costs": {"brown": "2 purple 1 green", "green": None}})
    said = in_every_language("panticapaeum", state)
    en = said["en"]
    assert en.startswith("Panticapaeum, round 3 of 5, turn 1 of 3.")
    assert "resources: brown 0, purple 2, beige 0, orange 0, green 1 (3 in all)" in en
    assert "buildings: brown 3, purple 0, beige 0, orange 1, green 0 (4 in all)" in en
    assert "Next brown building: 2 purple and 1 green." in en
    assert "No green building is left." in en and "cost not asked yet" in en
    assert "фиолетовых 2" in said["ru"] and "紫2" in said["ja"] and "morado 2" in said["es"]


def test_splendor_says_the_bots_side_the_bank_the_nobles_and_every_card() -> None:
    state = splendor_game()
    state.bot.tokens["red"] = 2
    state.bot.kept = [0]
    said = in_every_language("splendor", state)
    en = said["en"]
    assert en.startswith("Splendor, the bot's turn 0. The bot: 2r 1y (3 tokens)")
    assert "The bot's kept card: one unseen." in en
    cards = [card for row in state.market for card in row if card]
    assert len(cards) == 12 and all(f"#{card} " in en for card in cards)
    assert all(f"Noble #{noble}:" in en for noble in state.nobles)
    assert "Bank: " in en and "Level-1 deck: 35 cards left." in en
    assert "Банк: " in said["ru"] and "ストックのトークン" in said["ja"]


def test_rajas_says_each_automatons_tracks_dice_boat_levels_and_tiles() -> None:
    state = rajas.new_game(rajas.parse_options({"variant": "beck", "dummies": "2"}), 3).state
    first, second = state.automata
    first.fame, first.money, first.boat = 12, 9, 4
    first.upgrades = [3, 2, 2, 1]
    first.tiles = [Tile("purple", 6, [1], [Market("tea", 2)]), Tile("blue", 4)]
    state.profile.meet_sum = 50
    said = in_every_language("rajas", state)
    en = said["en"]
    assert "Dummy 1, seat 1: fame 12, money 9" in en and "Dummy 2, seat 2" in en
    assert "The markers are 29 spaces apart." in en and "Boat on river space 4." in en
    assert "Building levels, tracks 1 to 4: 3, 2, 2 and 1." in en
    assert "2 tiles: purple costing 6 (b1 tea 2) and blue costing 4." in en
    assert "чай 2" in said["ru"] and "茶 2" in said["ja"] and "té 2" in said["es"]
    assert second.seat == 2 and en.count("workers available: ") == 2


def test_pax_pamir_says_the_blocks_the_favoured_suit_and_every_ledger_row() -> None:
    state = paxpamir_table(players="Ana,Ben,Wakhan", loyalty="british,russian")
    for typed in ("blocks russian +3", "Ana rupees +5", "Ben vp +2", "Ana military +2"):
        state = paxpamir_command(state, typed).state
    said = in_every_language("paxpamir", state)
    en = said["en"]
    assert "Coalition blocks in play: Afghan 0, British 0, Russian 3." in en
    assert "Favored suit: political." in en and "Wakhan's turn." in en
    assert "Ana, loyal to the British coalition: points 0, rupees" in en
    assert "military 2" in en and "Ben, loyal to the Russian coalition: points 2" in en
    assert "Wakhan, loyal to every coalition" in en
    assert "Ana, Британцы" not in said["ru"] and "лояльность: Британцы" in said["ru"]


@pytest.mark.parametrize("game", GAMES)
def test_the_alt_text_of_large_random_states_fits_1024_characters(game: str) -> None:
    """States of whole random games (the picture bench's: three Beck dummies with many tiles,
    five seats of Pax Pamir), every language: never longer than the platforms take; what is
    left off is the end, and an ellipsis says so."""
    catalog = shared_catalog()
    longest = 0
    for n, state in enumerate(sample_states(game, 12)):
        language = LANGUAGES[n % len(LANGUAGES)]
        text = described(game, state, language)
        whole = " ".join(board_words(game, state, catalog, language))
        assert len(text) <= ALT_LIMIT, (game, language, len(text))
        assert text == whole or (text.endswith(MORE) and whole.startswith(text[:-1].rstrip()))
        longest = max(longest, len(whole))
    if game == "rajas":
        assert longest > ALT_LIMIT  # three dummies' tiles: the fitting is tried


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), language=st.sampled_from(LANGUAGES))
def test_the_alt_text_of_a_whole_game_of_three_dummies_fits(seed: int, language: str) -> None:
    """The largest Rajas board: three Beck dummies at the end of a random game (the property
    tests' player)."""
    options = rajas.parse_options({"variant": "beck", "dummies": "3"})
    final = rajas_to_the_end(options, seed)
    assert len(described("rajas", final, language)) <= ALT_LIMIT


@settings(max_examples=20, deadline=None)
@given(table=pax_tables(), language=st.sampled_from(LANGUAGES))
def test_the_alt_text_of_any_pax_pamir_table_fits(table: tuple[Any, bool],
                                                  language: str) -> None:
    state, _ = table
    text = described("paxpamir", state, language)
    assert len(text) <= ALT_LIMIT
    assert all(player.name in text for player in state.players[:1])


@pytest.mark.parametrize("language", LANGUAGES)
def test_five_seats_of_the_longest_names_are_cut_at_a_sentence(language: str) -> None:
    names = [f"{letter * (MAX_NAME - 1)}x" for letter in "ABCD"] + ["Wakhan"]
    state = paxpamir_table(players=",".join(names), loyalty="british,russian,afghan,british")
    for player in state.players:
        player.vp, player.rupees, player.cylinders = 23, 17, 10
    text = described("paxpamir", state, language)
    assert len(text) <= ALT_LIMIT and names[0] in text
    whole = " ".join(board_words("paxpamir", state, shared_catalog(), language))
    assert len(whole) > ALT_LIMIT or language != "es"  # Spanish's words are the longest
    if len(whole) > ALT_LIMIT:
        assert text.endswith(f" {MORE}") and whole.startswith(text[: -len(MORE) - 1])


def test_a_game_without_words_gives_none() -> None:
    spec = games()["rajas"]
    plain = type(spec)()
    plain.alt = ""
    assert plain.describe(object(), Words(shared_catalog(), "en")) is None
    assert alt_text("chess", object(), shared_catalog(), "en") is None


# -- /<game> board: text alone, decision first -----------------------------------------------


async def test_board_is_text_alone_the_turns_last_decision_first(drawing: Service) -> None:
    ended = await play(drawing, "/rajas new variant=cherey dice=player seed=7", "2",
                       "/rajas turn", "6", "none", "60")
    last = [line for line in ended.live if line.rule][-1]
    board = await play(drawing, "/rajas board")
    assert board.picture is None and board.picture_alt is None
    assert board.lines[0] == last and board.lines[0].rule == "RC-X"
    text = reply_text(drawing.catalog, board)
    first, header, *rest = text.splitlines()
    assert first.startswith("[RC-X] ") and header.startswith("Board facts known")
    state = await drawing.live_state(CHANNEL, "rajas")
    words = board_words("rajas", state, drawing.catalog, "en")
    assert rest[: len(words)] == words and "fame 0, money 4" in rest[1]
    # The game's own readout follows: the physical board's facts (where the markers meet).
    assert any("60" in line for line in rest[len(words):])


async def test_board_says_no_fact_twice(drawing: Service) -> None:
    """Splendor's readout says the bank, the nobles, the decks and the cards as the words of
    its picture do: each once."""
    await play(drawing, "/splendor new seed=4")
    text = reply_text(drawing.catalog, await play(drawing, "/splendor board"))
    lines = text.splitlines()
    assert len(lines) == len(set(lines))
    assert sum(line.startswith("Bank:") for line in lines) == 1
    assert sum("Level-3 deck" in line for line in lines) == 1
    assert any(line.startswith("Stock:") for line in lines)  # the readout's own fact stays


async def test_board_in_another_language_is_said_in_it(drawing: Service) -> None:
    await play(drawing, "/lang ru", "/panticapaeum new")
    board = await play(drawing, "/panticapaeum board")
    text = reply_text(drawing.catalog, board)
    assert "«Пантикапей», раунд 1 из 5" in text and board.picture is None


# -- Telegram: as much of the alt text as the caption leaves room for --------------------------


def test_telegram_keeps_a_turn_in_one_captioned_photo_cutting_the_alt_text_at_a_sentence() -> None:
    alt = "Round 2. Fame 3, money 4. Boat on river space 1."
    assert telegram_alt.fitting("turn", alt) == alt
    text = "x" * (1024 - 2 - 20)
    assert telegram_alt.fitting(text, alt) == f"Round 2. {MORE}"
    assert telegram_alt.fits(text, alt)
    caption, [quote] = telegram_alt.captioned(text, alt)
    assert caption == f"{text}\n\nRound 2. {MORE}" and len(caption) <= 1024
    assert (quote.offset, quote.length) == (len(text) + 2, len(f"Round 2. {MORE}"))
    # Not even the first sentence: the text goes alone, the photo after it with all of it.
    crowded = "x" * (1024 - 2 - 8)
    assert not telegram_alt.fits(crowded, alt)
    assert telegram_alt.captioned(None, alt)[0] == alt
    assert telegram_alt.captioned(crowded, None) == (crowded, [])
    # Japanese sentences end with 。.
    assert telegram_alt.fitting("x" * 1012, "第1ラウンド。 名声3。") == f"第1ラウンド。 {MORE}"
