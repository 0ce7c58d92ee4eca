"""Resources as the player types them (a tile, a cost): counts and colour words in four
languages, and every input that is not one refused with its reason."""

from __future__ import annotations

import pytest

from engines.core import InvalidAnswer
from engines.panticapaeum.resources import code, colour_of, parse_resources, single_colour
from tests.panticapaeum.support import counts

TWO_BROWN_ONE_GREEN = counts(brown=2, green=1)


@pytest.mark.parametrize("text", [
    "2 brown 1 green", "2 Brown 1 GREEN", "brown brown green", "1 green 2 brown",
    "2 br 1 g", "2brown 1green", "2 brown, 1 green", "2 x brown + 1 green",
    "brown 2 green", "brown 2 green 1",
    "2 marrón 1 verde", "2 marrones y 1 verde",
    "2 коричневых 1 зелёный", "2 коричневых и 1 зеленый",
    "коричневый 2 зелёный", "茶色2 緑1", "茶×2 緑×1", "2茶 1緑", "茶色2、緑1",
])
def test_resources_in_every_language(text: str) -> None:
    assert parse_resources(text) == TWO_BROWN_ONE_GREEN


@pytest.mark.parametrize(("word", "colour"), [
    ("purple", "purple"), ("morado", "purple"), ("púrpura", "purple"), ("violeta", "purple"),
    ("фиолетовых", "purple"), ("紫", "purple"), ("beige", "beige"), ("beis", "beige"),
    ("бежевый", "beige"), ("ベージュ", "beige"), ("orange", "orange"), ("naranjas", "orange"),
    ("оранжевый", "orange"), ("オレンジ", "orange"), ("橙", "orange"), ("o", "orange"),
    ("be", "beige"), ("br", "brown"), ("p", "purple"), ("ЗЕЛЁНЫЙ", "green"),
])
def test_colour_words_and_unambiguous_abbreviations(word: str, colour: str) -> None:
    assert colour_of(word) == colour


@pytest.mark.parametrize("word", ["b", "m", "v", "blue", "red", "²", ""])
def test_unknown_or_ambiguous_words_name_no_colour(word: str) -> None:
    assert colour_of(word) is None


@pytest.mark.parametrize("text", ["none", "nothing", "0", "nada", "ничего", "нет", "なし", "-"])
def test_none_is_no_resources(text: str) -> None:
    assert parse_resources(text) == counts()


@pytest.mark.parametrize(("text", "key"), [
    ("2 blue", "panticapaeum-resources-bad"),
    ("²", "panticapaeum-resources-bad"),
    ("² brown", "panticapaeum-resources-bad"),
    ("٣ brown", "panticapaeum-resources-bad"),
    ("３ brown", "panticapaeum-resources-bad"),
    ("2", "panticapaeum-resources-bad"),
    ("2 3 brown", "panticapaeum-resources-bad"),
    ("brown 2 3", "panticapaeum-resources-bad"),
    ("10 brown", "panticapaeum-resources-count"),
    ("0 brown", "panticapaeum-resources-count"),
    ("5 brown 5 brown", "panticapaeum-resources-count"),
    ("9" * 5000 + " brown", "panticapaeum-resources-count"),
    ("and", "panticapaeum-resources-bad"),
])
def test_what_cannot_be_read_is_refused_with_its_reason(text: str, key: str) -> None:
    with pytest.raises(InvalidAnswer) as caught:
        parse_resources(text)
    assert caught.value.key == key
    assert len(str(caught.value.params["value"])) <= 5000


def test_a_lone_colour_word_is_a_tap() -> None:
    assert single_colour("brown") == "brown"
    assert single_colour("коричневый") == "brown"
    assert single_colour("1 brown") is None
    assert single_colour("brown green") is None


def test_the_typed_form_reads_back() -> None:
    resources = counts(purple=3, beige=1, green=9)
    assert code(resources) == "3 purple 1 beige 9 green"
    assert parse_resources(code(resources)) == resources
    assert code(counts()) == "none"
