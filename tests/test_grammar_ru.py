"""Russian grammar of the rendered messages: a count agrees with the noun it counts (1 рупия,
2 рупии, 5 рупий; «из 3 рупий» after a preposition), the automata are named in Cyrillic, one
phrase for one thing, and none of the lines a native reader has already rewritten comes back."""

from __future__ import annotations

import re

import pytest

from bot.words.i18n import Catalog
from tests.grammar import renderings

LANG = "ru"
COUNTS = (0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25)

# The nouns the messages count: their singular forms (any case) and plural forms by case.
# «gen» is the genitive plural (5 рупий), «obl» the other oblique plurals (с 2 кубиками), «nom» the
# nominative plural, which no count takes (2 рупии is a genitive singular).
NOUNS: dict[str, dict[str, set[str]]] = {}


def _noun(sg: str, gen_pl: str, obl: str, nom_pl: str) -> None:
    """Singular forms as nominative, accusative, genitive (the form 2–4 take), then the rest."""
    forms = sg.split()
    NOUNS[forms[0]] = {"sg": set(forms), "few": {forms[2]}, "gen": {gen_pl},
                       "obl": set(obl.split()), "nom": set(nom_pl.split())}


_noun("рупия рупию рупии рупией", "рупий", "рупиям рупиями рупиях", "рупии")
_noun("очко очко очка очку очком очке", "очков", "очкам очками очках", "очки")
_noun("кубик кубик кубика кубику кубиком кубике", "кубиков", "кубикам кубиками кубиках", "кубики")
_noun("клетка клетку клетки клетке клеткой", "клеток", "клеткам клетками клетках", "клетки")
_noun("шаг шаг шага шагу шагом шаге", "шагов", "шагам шагами шагах", "шаги")
_noun("карта карту карты карте картой", "карт", "картам картами картах", "карты")
_noun("партия партию партии партией", "партий", "партиям партиями партиях", "партии")
_noun("вариант вариант варианта варианту вариантом варианте", "вариантов",
      "вариантам вариантами вариантах", "варианты")
_noun("тайл тайл тайла тайлу тайлом тайле", "тайлов", "тайлам тайлами тайлах", "тайлы")
_noun("жетон жетон жетона жетону жетоном жетоне", "жетонов", "жетонам жетонами жетонах", "жетоны")
_noun("цилиндр цилиндр цилиндра цилиндру цилиндром цилиндре", "цилиндров",
      "цилиндрам цилиндрами цилиндрах", "цилиндры")
_noun("подарок подарок подарка подарку подарком подарке", "подарков", "подаркам подарками подарках",
      "подарки")
_noun("патриот патриот патриота патриоту патриотом патриоте", "патриотов",
      "патриотам патриотами патриотах", "патриоты")
_noun("приз приз приза призу призом призе", "призов", "призам призами призах", "призы")
_noun("блок блок блока блоку блоком блоке", "блоков", "блокам блоками блоках", "блоки")
_noun("шпион шпион шпиона шпиону шпионом шпионе", "шпионов", "шпионам шпионами шпионах", "шпионы")
_noun("армия армию армии армией", "армий", "армиям армиями армиях", "армии")
_noun("дорога дорогу дороги дороге дорогой", "дорог", "дорогам дорогами дорогах", "дороги")
_noun("фишка фишку фишки фишке фишкой", "фишек", "фишкам фишками фишках", "фишки")
_noun("самоцвет самоцвет самоцвета самоцвету самоцветом самоцвете", "самоцветов",
      "самоцветам самоцветами самоцветах", "самоцветы")
_noun("бонус бонус бонуса бонусу бонусом бонусе", "бонусов", "бонусам бонусами бонусах", "бонусы")
_noun("ход ход хода ходу ходом ходе", "ходов", "ходам ходами ходах", "ходы")
_noun("раунд раунд раунда раунду раундом раунде", "раундов", "раундам раундами раундах", "раунды")
_noun("игрок игрок игрока игроку игроком игроке", "игроков", "игрокам игроками игроках", "игроки")
_noun("символ символ символа символу символом символе", "символов", "символам символами символах",
      "символы")
_noun("секунда секунду секунды секунде секундой", "секунд", "секундам секундами секундах",
      "секунды")
_noun("бросок бросок броска броску броском броске", "бросков", "броскам бросками бросках", "броски")
_noun("товар товар товара товару товаром товаре", "товаров", "товарам товарами товарах", "товары")
_noun("здание здание здания зданию зданием", "зданий", "зданиям зданиями зданиях", "здания")
_noun("ресурс ресурс ресурса ресурсу ресурсом ресурсе", "ресурсов", "ресурсам ресурсами ресурсах",
      "ресурсы")
_noun("строение строение строения строению строением", "строений", "строениям строениями строениях",
      "строения")
_noun("постройка постройку постройки постройке постройкой", "построек",
      "постройкам постройками постройках", "постройки")
_noun("день день дня дню днём дне", "дней", "дням днями днях", "дни")
_noun("звезда звезду звезды звезде звездой", "звёзд", "звёздам звёздами звёздах", "звёзды")
_noun("кольцо кольцо кольца кольцу кольцом кольце", "колец", "кольцам кольцами кольцах", "кольца")
_noun("дворянин дворянин дворянина дворянину дворянином дворянине", "дворян",
      "дворянам дворянами дворянах", "дворяне")
_noun("аристократ аристократ аристократа аристократу аристократом аристократе", "аристократов",
      "аристократам аристократами аристократах", "аристократы")
# The forms a count stands before in the nominative or accusative: they mark a parameter as a count.
COUNTABLE = {form for forms in NOUNS.values() for form in forms["few"]}
FORMS = {form: lemma for lemma, forms in NOUNS.items() for kind in forms.values() for form in kind}
# Words after which a count of two to four takes the genitive plural («из 3 рупий»); animate nouns
# take it in the accusative too («ставит 2 игроков» is read «двух игроков»).
GENITIVE = {"от", "до", "из", "без", "у", "для", "около", "кроме", "больше", "меньше", "более",
            "менее", "свыше", "хватает", "нет", "длиннее", "короче", "дороже", "дешевле", "после",
            "среди", "вместо", "ради", "сверх", "мимо"}
ANIMATE = {"игрок", "патриот", "шпион", "дворянин", "аристократ"}

COUNTED = re.compile(r"(?<![\w.,/–:-])(\d+) (\w+)")
PREVIOUS = re.compile(r"(\w+)\W*$")
# Typed syntax (`5 рупий`, key=value, a command after /paxpamir) is not prose, nor a track's
# bonus codes («19 кубики 1»).
# A name typed in a command is Latin: `Wakhan`, «Wakhan», Ana,Ben,Wakhan.
TYPED = re.compile(r"`[^`]*`|\S*=\S*|\d+ кубики (?=карма|\d)|«[A-Za-z][^»]*»|\w+(?:,\w+)+"
                   r"|/[a-z]+(?: [^,;()—]*)?")
# The automata by their names in Russian; the Latin name is typed syntax only.
LATIN_NAMES = re.compile(r"\b(Cherey|Beck|Wakhan|Botos)\b")
# Phrases a native reader rewrote; they must not come back.
FORBIDDEN = {
    "олванчик": "derisive for the dummy player: the Russian solo rules say «бот»",
    "на этом канале": "one preposition for a channel: «в этом канале»",
    "на этом же канале": "one preposition for a channel: «в этом канале»",
    "(трек славы)": "a case workaround in brackets",
    "(трек денег)": "a case workaround in brackets",
    "Автома Черей": "the variant is «Черей», the bot «автома» (lower case inside a sentence)",
}


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return Catalog.load()


@pytest.fixture(scope="module")
def rendered(catalog: Catalog) -> list[tuple[str, str]]:
    return renderings(catalog, LANG, counts_before, COUNTS)


def counts_before(name: str, word: str) -> bool:
    """A variable before a counted noun's form is a count; a colour's adjective («синие
    фишки») is none."""
    return word in COUNTABLE and "colour" not in name


def category(n: int) -> str:
    """The Russian plural category of a count (CLDR): one, few or many."""
    if n % 10 == 1 and n % 100 != 11:
        return "one"
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return "few"
    return "many"


def disagreements(text: str) -> list[str]:
    """Each count in ``text`` whose noun does not take the form its number asks for."""
    found = []
    text = TYPED.sub(" ", text)
    for match in COUNTED.finditer(text):
        number, word = match.groups()
        previous = PREVIOUS.search(text[:match.start()])
        before = previous.group(1) if previous else ""
        lemma = FORMS.get(word)
        if lemma is None:
            continue
        forms = NOUNS[lemma]
        plural = forms["gen"] | forms["obl"] | forms["nom"]
        kind = category(int(number))
        if kind == "one":
            ok = word in forms["sg"] or word not in plural
        elif kind == "few":
            ok = word in forms["few"] | forms["obl"] or (
                word in forms["gen"] and (before.lower() in GENITIVE or lemma in ANIMATE))
        else:
            ok = word in forms["gen"] | forms["obl"]
        if not ok:
            found.append(f"{number} {word}")
    return found


def test_a_count_agrees_with_its_noun(rendered: list[tuple[str, str]]) -> None:
    failures = sorted({f"{key}: {wrong} in {text!r}" for key, text in rendered
                       for wrong in disagreements(text)})
    assert not failures, "\n".join(failures[:80])


def test_automata_named_in_cyrillic(rendered: list[tuple[str, str]]) -> None:
    """Черей, Бек, Вахан, Ботос: the Latin name only where the player types it."""
    failures = sorted({f"{key}: {text!r}" for key, text in rendered
                       if LATIN_NAMES.search(TYPED.sub(" ", text))})
    assert not failures, "\n".join(failures[:60])


def test_no_phrase_a_native_reader_rewrites(rendered: list[tuple[str, str]]) -> None:
    failures = sorted({f"{key}: {phrase!r} ({why}) in {text!r}"
                       for key, text in rendered
                       for phrase, why in FORBIDDEN.items() if phrase in text})
    assert not failures, "\n".join(failures[:60])


@pytest.mark.parametrize(("text", "wrong"), [
    ("Получает 1 рупий и 5 рупии.", ["1 рупий", "5 рупии"]),
    ("Берёт 2 кубик, 3 очков, 21 очков.", ["2 кубик", "3 очков", "21 очков"]),
    ("Платит 2 рупию.", ["2 рупию"]),
    ("1 рупия, 2 рупии, 5 рупий, 11 рупий, 21 рупию, 22 очка, 0 очков.", []),
    ("Тайлы ценой от 2 рупий, из 3 карт, по 1 рупии, с 2 кубиками.", []),
    ("Введите `5 рупия` или seed=2 очко.", []),
])
def test_the_agreement_check_itself(text: str, wrong: list[str]) -> None:
    assert disagreements(text) == wrong
