"""The components: the 90 development cards and 10 nobles (read once from the CSVs shipped in
the package), the gem names players type in four languages, and the short codes for tokens and
cards (`3w 5k`, `2 red 2: 3w 5k`).

A card's catalog id is its row number (1–90) in cards.csv; a noble's id is its number there.
"""

from __future__ import annotations

import csv
import io
import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from importlib import resources
from operator import itemgetter

from engines.core import InvalidAnswer, ascii_int, term

GEMS: tuple[str, ...] = ("white", "blue", "green", "red", "black")
"""The five gem colours, in the order the cards print their cost."""

GOLD = "gold"
TOKENS: tuple[str, ...] = (*GEMS, GOLD)

gem_counts: Callable[[dict[str, int]], tuple[int, int, int, int, int]] = itemgetter(*GEMS)
"""The five gems' counts of a tokens or bonuses dict, in GEMS order (one C call)."""

LETTERS: dict[str, str] = {"w": "white", "u": "blue", "g": "green", "r": "red", "k": "black"}
"""The one-letter gem codes of a cost (`3w 5k`); `u` for blue as in the usual Splendor
notation, since `b` would be ambiguous with black (`b` is still read as blue)."""

GOLD_LETTER = "y"
"""Gold (yellow) in a token code."""

_NAMES: dict[str, tuple[str, ...]] = {
    "white": (
        "white",
        "w",
        "diamond",
        "diamonds",
        "blanco",
        "blanca",
        "blancos",
        "blancas",
        "diamante",
        "diamantes",
        "白",
        "ダイヤ",
        "ダイヤモンド",
        "белый",
        "белая",
        "белые",
        "алмаз",
        "алмазы",
        "бриллиант",
    ),
    "blue": (
        "blue",
        "u",
        "b",
        "sapphire",
        "sapphires",
        "azul",
        "azules",
        "zafiro",
        "zafiros",
        "青",
        "サファイア",
        "синий",
        "синяя",
        "синие",
        "сапфир",
        "сапфиры",
    ),
    "green": (
        "green",
        "g",
        "emerald",
        "emeralds",
        "verde",
        "verdes",
        "esmeralda",
        "esmeraldas",
        "緑",
        "エメラルド",
        "зелёный",
        "зеленый",
        "зелёная",
        "зеленая",
        "зелёные",
        "зеленые",
        "изумруд",
        "изумруды",
    ),
    "red": (
        "red",
        "r",
        "ruby",
        "rubies",
        "rojo",
        "roja",
        "rojos",
        "rojas",
        "rubí",
        "rubi",
        "rubíes",
        "rubies",
        "赤",
        "ルビー",
        "красный",
        "красная",
        "красные",
        "рубин",
        "рубины",
    ),
    "black": (
        "black",
        "k",
        "onyx",
        "negro",
        "negra",
        "negros",
        "negras",
        "ónice",
        "onice",
        "ónix",
        "onix",
        "黒",
        "オニキス",
        "чёрный",
        "черный",
        "чёрная",
        "черная",
        "чёрные",
        "черные",
        "оникс",
        "ониксы",
    ),
    "gold": ("gold", "y", "oro", "金", "黄金", "ゴールド", "золото", "золотой"),
}
WORDS: dict[str, str] = {
    unicodedata.normalize("NFC", word).casefold(): colour
    for colour, words in _NAMES.items()
    for word in words
}
"""Every word a player may type for a token colour, to the colour."""
_AS_IS = {
    word: colour
    for word, colour in WORDS.items()
    if unicodedata.normalize("NFC", word.strip()).casefold() == word
}
"""The words that stay themselves when normalised (all of them, as a rule): one found here
is the colour the normalised lookup gives."""


def gem_term(colour: str) -> str:
    return term("splendor-gem-" + colour)


@dataclass(frozen=True)
class Card:
    id: int
    level: int
    bonus: str
    points: int
    cost: dict[str, int]


@dataclass(frozen=True)
class Noble:
    id: int
    points: int
    requires: dict[str, int]


def _rows(name: str) -> list[dict[str, str]]:
    text = resources.files("engines.splendor").joinpath("data", name).read_text("utf-8")
    return list(csv.DictReader(io.StringIO(text)))


def _load_cards() -> dict[int, Card]:
    cards = {}
    for number, row in enumerate(_rows("cards.csv"), 1):
        cost = {gem: int(row[gem]) for gem in GEMS}
        cards[number] = Card(number, int(row["level"]), row["bonus"], int(row["points"]), cost)
    return cards


def _load_nobles() -> dict[int, Noble]:
    nobles = {}
    for row in _rows("nobles.csv"):
        requires = {gem: int(row[gem]) for gem in GEMS if int(row[gem])}
        nobles[int(row["noble"])] = Noble(int(row["noble"]), int(row["points"]), requires)
    return nobles


CARDS: dict[int, Card] = _load_cards()
NOBLES: dict[int, Noble] = _load_nobles()
LEVELS: tuple[int, ...] = (1, 2, 3)


def level_cards(level: int) -> list[int]:
    return [c.id for c in CARDS.values() if c.level == level]


# -- codes -------------------------------------------------------------------------------------


_TOKEN_LETTERS = {v: k for k, v in LETTERS.items()} | {GOLD: GOLD_LETTER}


def tokens_code(tokens: dict[str, int]) -> str:
    """`3w 5k 1y`: counts with the one-letter codes, in cost order, gold last; `—` if none."""
    # Said several times a turn (the bot's tokens, its bonuses, what it pays) for the few
    # hands a game sees: each hand's code is kept, by its counts.
    key: tuple[str | int, ...] = (*tokens, *tokens.values())
    code = _CODES.get(key)
    if code is None:
        letter = _TOKEN_LETTERS
        parts = [f"{tokens[t]}{letter[t]}" for t in TOKENS if tokens.get(t, 0)]
        code = " ".join(parts) or "—"
        if len(_CODES) >= _CODES_KEPT:
            _CODES.clear()
        _CODES[key] = code
    return code


_CODES: dict[tuple[str | int, ...], str] = {}
_CODES_KEPT = 4096
"""Token codes kept at most (a game sees a few hundred hands; the store is emptied when
full, never grown without bound)."""


def card_code(card: Card) -> str:
    """`2 red 2: 3w 5k` — level, colour, points, cost: what a player types to name it."""
    return f"{card.level} {card.bonus} {card.points}: {tokens_code(card.cost)}"


def card_params(card_id: int) -> dict[str, object]:
    """What every message about a card says: its id, level, colour, points and cost (a new
    dict: the caller may add to it)."""
    return _CARD_PARAMS[card_id].copy()


def _card_params(card: Card) -> dict[str, object]:
    return {
        "card": card.id,
        "level": card.level,
        "colour": gem_term(card.bonus),
        "points": card.points,
        "cost": tokens_code(card.cost),
    }


_CARD_PARAMS = {card.id: _card_params(card) for card in CARDS.values()}
"""Each card's parameters, the same for every game: built once."""


def colour_of(word: str, gold: bool = False) -> str | None:
    # A word typed as the list has it (`red`, a tapped colour) needs no normalising.
    colour = _AS_IS.get(word)
    if colour is None:
        colour = WORDS.get(unicodedata.normalize("NFC", word.strip()).casefold())
    if colour == GOLD and not gold:
        return None
    return colour


# [0-9], not \d: \d takes the digits of other scripts too.
_COUNTED = re.compile(r"^([0-9]+)\s*[x×*]?\s*(\D.*)$")
_COUNTED_AFTER = re.compile(r"^(\D+?)\s*[x×*]?([0-9]+)$")
_SEPARATORS = re.compile(r"[\s,;+]+")
_CATALOG_NUMBER = re.compile(r"#\s*([0-9]+)")
MAX_COUNT = 40
"""Every token of the game (seven of each gem, five gold): no count, level or points in a
typed code is bigger."""


def parse_tokens(text: str, gold: bool = False) -> dict[str, int]:
    """`3w 5k`, `w u g`, `2 red`, `red, red`, `wug`: counts by colour; a text that starts with
    a colour may count after it, together or apart, as Japanese writes it (`白3 黒5`, `w3`,
    `red 2`). Raises ValueError."""
    words = [part for w in _SEPARATORS.split(text.strip()) if w for part in _count_after(w)]
    counted_after = bool(words) and not words[0][:1].isdigit()
    counts: dict[str, int] = {}
    pending: int | None = None
    last: str | None = None
    for word in words:
        number = ascii_int(word, 0, MAX_COUNT)
        if number is not None and counted_after:
            if last is None:
                raise ValueError(word)
            counts[last] += number - 1  # `白3`: the colour counted one already
            if not counts[last]:
                del counts[last]
            last = None
            continue
        if number is not None:
            if pending is not None:
                raise ValueError(word)
            pending = number
            continue
        count, name = pending or 1, word
        match = _COUNTED.match(word)
        if match:
            counted = ascii_int(match.group(1), 0, MAX_COUNT)
            if pending is not None or counted is None:
                raise ValueError(word)
            count, name = counted, match.group(2)
        pending = None
        colour = colour_of(name, gold)
        last = colour if match is None else None
        if colour is not None:
            counts[colour] = counts.get(colour, 0) + count
        elif all(colour_of(ch, gold) for ch in name) and count == 1:
            # Letters run together (`wug`): one of each.
            for ch in name:
                letter = colour_of(ch, gold)
                assert letter is not None
                counts[letter] = counts.get(letter, 0) + 1
        else:
            raise ValueError(word)
    if pending is not None:
        raise ValueError(str(pending))
    return counts


@dataclass(frozen=True, init=False)
class CardQuery:
    """What a typed card code says; any part may be missing."""

    id: int | None = None
    level: int | None = None
    colour: str | None = None
    points: int | None = None
    cost: dict[str, int] | None = None

    def __init__(
        self,
        id: int | None = None,
        level: int | None = None,
        colour: str | None = None,
        points: int | None = None,
        cost: dict[str, int] | None = None,
    ) -> None:
        # One for every card the player names: the instance dict filled directly (the frozen
        # dataclass's own __init__ sets each field through object.__setattr__). Still frozen.
        values = self.__dict__
        values["id"] = id
        values["level"] = level
        values["colour"] = colour
        values["points"] = points
        values["cost"] = cost

    def matches(self, card: Card) -> bool:
        # Asked of every card of a level for each card entered: the cost, the only part to
        # build, is built last and only when asked for.
        return (
            (self.id is None or card.id == self.id)
            and (self.level is None or card.level == self.level)
            and (self.colour is None or card.bonus == self.colour)
            and (self.points is None or card.points == self.points)
            and (self.cost is None or self.cost == {k: v for k, v in card.cost.items() if v})
        )


def _count_after(word: str) -> list[str]:
    """`白3` as `白`, `3`: a colour and the count after it, typed together."""
    match = _COUNTED_AFTER.match(word)
    return [match.group(1), match.group(2)] if match else [word]


def parse_card(text: str) -> CardQuery:
    """`#37`, or `[level] colour [points][: cost]` (`2 red 2: 3w 5k`, `red 1`, `3 black`).
    A number before the colour is the level, after it the points. Raises InvalidAnswer."""
    text = text.strip()
    catalog_number = _CATALOG_NUMBER.fullmatch(text) if text.startswith("#") else None
    if catalog_number:
        number = ascii_int(catalog_number.group(1), 1, max(CARDS))
        if number is None or number not in CARDS:
            raise InvalidAnswer("splendor-card-bad-code", code=text)
        return CardQuery(id=number)
    head, colon, tail = text.partition(":")
    level = colour = points = None
    for word in head.split():
        number = ascii_int(word, 0, MAX_COUNT)
        if number is not None:
            if colour is None and level is None:
                level = number
            elif colour is not None and points is None:
                points = number
            else:
                raise InvalidAnswer("splendor-card-bad-code", code=text)
        else:
            found = colour_of(word)
            if found is None or colour is not None:
                raise InvalidAnswer("splendor-card-bad-code", code=text)
            colour = found
    cost = None
    if colon:
        try:
            cost = parse_tokens(tail)
        except ValueError as exc:
            raise InvalidAnswer("splendor-card-bad-code", code=text) from exc
    if colour is None or (level is not None and level not in LEVELS):
        raise InvalidAnswer("splendor-card-bad-code", code=text)
    return CardQuery(level=level, colour=colour, points=points, cost=cost)
