"""The short codes the player types for what lies on the physical board (engines/rajas/codes.py):
tiles, bonuses and track bonus spaces, in English, Spanish, Japanese and Russian words; bad
codes are refused with a message key."""

from __future__ import annotations

import pytest

from engines.core import InvalidAnswer
from engines.rajas.codes import (
    bonus_code,
    colour_word,
    good_word,
    is_none,
    parse_bonus,
    parse_tile,
    parse_track,
    tile_code,
    track_code,
)
from engines.rajas.model import Gain, Market, Tile

SILK_TILE = Tile(colour="orange", cost=9, buildings=[1, 3], markets=[Market("silk", 2)])
TEA_SPICES = Tile(colour="blue", cost=3, buildings=[], markets=[Market("tea", 1),
                                                                Market("spices", 2)])

# -- tiles ---------------------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "orange 9 b1 b3 silk2",
    "ORANGE 9 B1 B3 SILK 2",
    "naranja 9 edificio 1 edificio 3 seda 2",
    "naranja 9 b1 b3 seda2",
    "オレンジ 9 建物1 建物3 絹2",
    "橙 9 b1 b3 絹 2",
    "оранжевый 9 здание 1 здание 3 шёлк 2",
    "оранжевый 9 b1 b3 шелк2",
], ids=["en", "en-upper", "es-words", "es-short", "ja-words", "ja-short", "ru-words",
        "ru-short"])
def test_tile_in_four_languages(text: str) -> None:
    assert parse_tile(text) == SILK_TILE


@pytest.mark.parametrize("text", [
    "blue 3 tea1 spices2", "azul 3 té 1 especias 2", "azul 3 te1 especias2",
    "青 3 茶1 香辛料2", "синий 3 чай 1 специи 2", "blue 3 tea 1 spice 2",
])
def test_tile_goods_in_four_languages(text: str) -> None:
    assert parse_tile(text) == TEA_SPICES


@pytest.mark.parametrize(("text", "colour"), [
    ("morado 4 b2", "purple"), ("紫 4 b2", "purple"), ("фиолетовый 4 b2", "purple"),
    ("verde 4 b2", "green"), ("緑 4 b2", "green"), ("зелёный 4 b2", "green"),
    ("зеленый 4 b2", "green"),
])
def test_tile_colour_words(text: str, colour: str) -> None:
    assert parse_tile(text).colour == colour


def test_tile_takes_the_colour_the_rule_asked_for() -> None:
    assert parse_tile("9 b1 b3 silk2", "orange") == SILK_TILE
    assert parse_tile("orange 9 b1 b3 silk2", "orange") == SILK_TILE


@pytest.mark.parametrize(("text", "key"), [
    ("9 b1", "rajas-code-no-colour"),
    ("orange 9", "rajas-code-bad-tile"),             # neither building nor market
    ("orange b1 silk2", "rajas-code-bad-tile"),      # no cost
    ("orange 0 b1", "rajas-code-bad-tile"),
    ("orange 37 b1", "rajas-code-bad-tile"),
    ("orange 9 b0", "rajas-code-bad-tile"),
    ("orange 9 b5", "rajas-code-bad-tile"),
    ("orange 9 silk", "rajas-code-bad-tile"),        # a market needs its value
    ("orange 9 b1 wool2", "rajas-code-bad-tile"),
    ("orange 9 9 b1", "rajas-code-bad-tile"),
    ("orange purple 9 b1", "rajas-code-bad-tile"),   # two colours
    ("", "rajas-code-bad-tile"),
    ("orange 9 silk0", "rajas-code-bad-tile"),       # a market is worth something
    # Only ASCII digits are numbers; no number is read past its range's digits.
    ("orange ² b1", "rajas-code-bad-tile"),
    ("orange ３ b1", "rajas-code-bad-tile"),
    ("orange 9 b①", "rajas-code-bad-tile"),
    ("orange 9 silk٣", "rajas-code-bad-tile"),
    ("orange " + "9" * 5000 + " b1", "rajas-code-bad-tile"),
    ("orange 9 silk" + "9" * 5000, "rajas-code-bad-tile"),
])
def test_bad_tile_codes_are_refused(text: str, key: str) -> None:
    with pytest.raises(InvalidAnswer) as refused:
        parse_tile(text)
    assert refused.value.key == key


def test_tile_of_another_colour_than_asked_is_refused() -> None:
    with pytest.raises(InvalidAnswer) as refused:
        parse_tile("green 9 b1", "orange")
    assert refused.value.key == "rajas-code-wrong-colour"
    assert refused.value.params["colour"] == "@rajas-colour-orange"


def test_tile_code_is_the_canonical_form_and_reads_back() -> None:
    assert tile_code(SILK_TILE) == "orange 9 b1 b3 silk2"
    assert parse_tile(tile_code(TEA_SPICES)) == TEA_SPICES


# -- bonuses ---------------------------------------------------------------------------------


MONEY_3_RIVER_1 = [Gain("money", 3), Gain("river", 1)]


@pytest.mark.parametrize("text", [
    "money 3 + river 1", "rupees 3+river 1", "dinero 3 + río 1", "rupias 3 + rio 1",
    "お金 3 + 川 1", "ルピー3+川1", "деньги 3 + река 1", "рупии 3 + река 1",
])
def test_bonus_in_four_languages(text: str) -> None:
    assert parse_bonus(text) == MONEY_3_RIVER_1


@pytest.mark.parametrize(("text", "gains"), [
    ("fame 2", [Gain("fame", 2)]),
    ("gloria 2", [Gain("fame", 2)]),
    ("名声 2", [Gain("fame", 2)]),
    ("слава 2", [Gain("fame", 2)]),
    ("karma 2", [Gain("karma", 2)]),
    ("カルマ 2", [Gain("karma", 2)]),
    ("карма 2", [Gain("karma", 2)]),
    ("dice 2", [Gain("dice", 2)]),
    ("dados 2", [Gain("dice", 2)]),
    ("ダイス 2", [Gain("dice", 2)]),
    ("кубики 2", [Gain("dice", 2)]),
    ("dice karma", [Gain("dice", 0)]),
    ("dados karma", [Gain("dice", 0)]),
    ("ダイス カルマ", [Gain("dice", 0)]),
    ("кубики карма", [Gain("dice", 0)]),
    ("worker", [Gain("worker", 1)]),
    ("lacayo", [Gain("worker", 1)]),
    ("ワーカー", [Gain("worker", 1)]),
    ("рабочий", [Gain("worker", 1)]),
    ("upgrade", [Gain("upgrade", 1)]),
    ("mejora 2", [Gain("upgrade", 1), Gain("upgrade", 1)]),
    ("アップグレード", [Gain("upgrade", 1)]),
    ("улучшение", [Gain("upgrade", 1)]),
    ("dice 1 + money 2 + worker", [Gain("dice", 1), Gain("money", 2), Gain("worker", 1)]),
])
def test_bonus_kinds(text: str, gains: list[Gain]) -> None:
    assert parse_bonus(text) == gains


@pytest.mark.parametrize("text", ["none", "None ", "-", "ninguna", "nada", "なし", "нет",
                                  "ничего"])
def test_no_bonus_in_four_languages(text: str) -> None:
    assert is_none(text)
    assert parse_bonus(text) == []


@pytest.mark.parametrize("text", [
    "", "+", "money", "money 0", "money 31", "money 3 4", "money 3 +", "gold 3", "3 money",
    "worker 2", "worker 0", "worker foo", "upgrade 0", "upgrade foo", "upgrade 1 2",
    "fame -1", "dice karma 2", "river 0",
    "money ²", "money ٣", "upgrade ３", "worker ①", "fame " + "9" * 5000,
])
def test_bad_bonus_codes_are_refused(text: str) -> None:
    with pytest.raises(InvalidAnswer) as refused:
        parse_bonus(text)
    assert refused.value.key == "rajas-code-bad-bonus"


def test_bonus_code_is_the_canonical_form_and_reads_back() -> None:
    gains = [Gain("money", 3), Gain("dice", 0), Gain("worker", 1), Gain("upgrade", 1)]
    assert bonus_code(gains) == "money 3 + dice karma + worker + upgrade"
    assert parse_bonus(bonus_code(gains)) == gains
    assert bonus_code([]) == "none"


# -- tracks ------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "5 worker; 12 upgrade; 20 river 1",
    "5: worker\n12 = upgrade\n20 river 1",
    "5 lacayo; 12 mejora; 20 río 1",
    "5 ワーカー; 12 アップグレード; 20 川 1",
    "5 рабочий; 12 улучшение; 20 река 1",
])
def test_track_in_four_languages(text: str) -> None:
    assert parse_track(text) == {5: [Gain("worker", 1)], 12: [Gain("upgrade", 1)],
                                 20: [Gain("river", 1)]}


def test_track_none_and_space_without_bonus() -> None:
    assert parse_track("none") == {}
    assert parse_track("ninguno") == {}
    assert parse_track("5 none") == {5: []}


@pytest.mark.parametrize(("text", "key"), [
    ("0 money 1", "rajas-code-bad-track"),
    ("121 fame 1", "rajas-code-bad-track"),
    ("5 worker; 5 fame 1", "rajas-code-bad-track"),
    ("worker", "rajas-code-bad-track"),
    ("5 gold 2", "rajas-code-bad-bonus"),
    ("5 worker 2", "rajas-code-bad-bonus"),
    ("² worker", "rajas-code-bad-track"),
    ("٣ worker", "rajas-code-bad-track"),
    ("9" * 5000 + " worker", "rajas-code-bad-track"),
])
def test_bad_track_codes_are_refused(text: str, key: str) -> None:
    with pytest.raises(InvalidAnswer) as refused:
        parse_track(text)
    assert refused.value.key == key


def test_track_code_is_the_canonical_form_and_reads_back() -> None:
    spaces = {12: [Gain("upgrade", 1)], 5: [Gain("money", 2), Gain("fame", 1)]}
    assert track_code(spaces) == "5 money 2 + fame 1; 12 upgrade"
    assert parse_track(track_code(spaces)) == spaces
    assert track_code({}) == "none"


def test_single_words_for_colours_and_goods() -> None:
    assert colour_word("Naranja") == "orange"
    assert colour_word("青") == "blue"
    assert colour_word("red") is None
    assert good_word("Té") == "tea"
    assert good_word("специи") == "spices"
    assert good_word("wool") is None


# -- the words the questions tell the player to type ---------------------------------------


@pytest.mark.parametrize("lang", ["en", "es", "ja", "ru"])
def test_the_words_a_question_offers_are_accepted(lang: str) -> None:
    """What the quarry question says to type when no tile fits or every space is taken (the
    last two `code` spans of the rendered question) is what the parser takes, in every
    language: a Japanese player told to type `ふさがっている` must not be refused."""
    import re

    from bot.words.i18n import Catalog
    from engines.rajas.codes import is_full

    text = Catalog.load().render(lang, "rajas-ask-quarry-tile", {
        "ranking": ["x"], "count": 2, "full": "yes"})
    *_, none_word, full_word = re.findall(r"`([^`]+)`", text)
    assert is_none(none_word), (lang, none_word)
    assert is_full(full_word), (lang, full_word)
