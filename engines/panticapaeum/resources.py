"""Resources by colour: what the player types for a tile or a building's cost (`2 brown 1 green`,
colour words in four languages), how the engine names them in its events, and the arithmetic of
paying (PB-5) and of falling short (PB-9 c).

No component data about tiles or buildings is known (../shared/data has none for this game), so
a tile's resources and a building's cost are always what the player reads off the table.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from engines.core import InvalidAnswer, ascii_int, term
from engines.panticapaeum.model import COLOURS, Colour, Resources, no_resources

MAX_OF_A_COLOUR = 9
"""The most of one colour a tile or a cost may show. A tile holds a few resources and a
building costs a few; a bigger count is a typo, and every count a message names has its own
words (``panticapaeum-n-<colour>-<count>``) up to this one."""

_STEMS: dict[Colour, tuple[str, ...]] = {
    "brown": ("brown", "marr", "коричн", "茶"),
    "purple": ("purple", "purp", "púrp", "violet", "mor", "фиолет", "пурпур", "紫"),
    "beige": ("beige", "beis", "bei", "беж", "ベージュ"),
    "orange": ("orange", "naranj", "оранж", "橙", "オレンジ"),
    "green": ("green", "verd", "зел", "緑"),
}
"""A colour's word in English, Spanish, Russian or Japanese starts with one of its stems
(`коричневых`, `marrones`, `茶色`); a shorter word that starts one stem only is an
abbreviation (`br`, `be`, `o`, `ф`)."""

NONE_WORDS = frozenset(
    {"none", "nothing", "0", "-", "—", "nada", "ninguno", "ninguna", "ничего", "нет", "なし"}
    | {"none left", "no quedan", "残っていない", "не осталось"}
)
"""A tile with no resources, or (for a cost) no building of that colour left: the words the
cost question teaches too, for `/panticapaeum cost COLOUR …`, which has no buttons."""

_FILLERS = frozenset({"and", "y", "и", "と", "x", "×", "*", "+", "de"})
"""Words between the counts and colours that say nothing (`2 x brown`, `2 marrón y 1 verde`)."""

# A number and a word run together (`2brown`, `茶2`) are split; [0-9], not \d, which would take
# other scripts' digits too (those stay in their word and make it unknown).
_TOKENS = re.compile(r"[0-9]+|[^\s0-9,;、・/]+")


def colour_of(word: str) -> Colour | None:
    """The colour a typed word names, or None (unknown or ambiguous)."""
    word = unicodedata.normalize("NFC", word).casefold().replace("ё", "е")
    if not word:
        return None
    named = {c for c, stems in _STEMS.items() if any(word.startswith(s) for s in stems)}
    if not named:
        named = {c for c, stems in _STEMS.items() if any(s.startswith(word) for s in stems)}
    return named.pop() if len(named) == 1 else None


def parse_resources(text: str) -> Resources:
    """`2 brown 1 green`, `brown brown green`, `2 коричневых 1 зелёный`, `茶2 緑1`, `none`:
    counts by colour. A count goes before its colour, or after it when the text starts with a
    colour (`茶2 緑1`, as Japanese writes it); a colour without a count is one. Raises
    InvalidAnswer naming what it could not read."""
    stripped = text.strip()
    if is_none(stripped):
        return no_resources()
    tokens = [t for t in _TOKENS.findall(stripped) if t.casefold() not in _FILLERS]
    if not tokens:
        raise _unreadable(text)
    counted_after = colour_of(tokens[0]) is not None
    counts = no_resources()
    pending: int | None = None
    last: Colour | None = None
    for token in tokens:
        colour = colour_of(token)
        if colour is not None:
            counts[colour] += 1 if counted_after or pending is None else pending
            last, pending = colour, None
            continue
        number = ascii_int(token, 1, MAX_OF_A_COLOUR)
        if number is None and token.isascii() and token.isdigit():
            raise InvalidAnswer("panticapaeum-resources-count", value=token, max=MAX_OF_A_COLOUR)
        if number is None or (last is None if counted_after else pending is not None):
            raise _unreadable(token)
        if counted_after:
            assert last is not None
            counts[last] += number - 1  # `茶2`: the colour counted one already
            last = None
        else:
            pending = number
    if pending is not None:
        raise _unreadable(str(pending))
    too_many = [c for c in COLOURS if counts[c] > MAX_OF_A_COLOUR]
    if too_many:
        raise InvalidAnswer(
            "panticapaeum-resources-count", value=str(counts[too_many[0]]), max=MAX_OF_A_COLOUR
        )
    return counts


def _unreadable(value: str) -> InvalidAnswer:
    return InvalidAnswer("panticapaeum-resources-bad", value=value, colours=colour_terms())


def is_none(text: str) -> bool:
    return " ".join(text.split()).casefold() in NONE_WORDS


def single_colour(text: str) -> Colour | None:
    """The colour of an answer that is one colour word and nothing else (a tapped colour):
    the start of a tile or cost told one resource at a time. Read as ``parse_resources``
    reads it: `紫3` is a colour and its count, three purple, not a tapped purple."""
    tokens = _TOKENS.findall(text)
    return colour_of(tokens[0]) if len(tokens) == 1 else None


# -- arithmetic ----------------------------------------------------------------------------------


def total(resources: Resources) -> int:
    return sum(resources.values())


def shortfall(have: Resources, cost: Resources) -> int:
    """PB-9 c: every resource of the cost that Botos lacks, whatever its colour."""
    return sum(max(0, cost[c] - have[c]) for c in COLOURS)


def can_pay(have: Resources, cost: Resources) -> bool:
    return shortfall(have, cost) == 0


def pay(have: Resources, cost: Resources) -> None:
    """PB-5: the cost goes back to the supply, exactly."""
    assert can_pay(have, cost), "a building is paid in full or not at all"
    for colour in COLOURS:
        have[colour] -= cost[colour]


def gain(have: Resources, more: Resources) -> None:
    for colour in COLOURS:
        have[colour] += more[colour]


# -- words ---------------------------------------------------------------------------------------


def colour_term(colour: Colour) -> str:
    return term("panticapaeum-colour-" + colour)


def colour_terms() -> list[str]:
    return [colour_term(c) for c in COLOURS]


def building_term(colour: Colour) -> str:
    return term("panticapaeum-building-" + colour)


def counted_terms(resources: Resources) -> list[str]:
    """`2 brown 1 green` as the reader's words (“2 brown and 1 green”, “2 коричневых и
    1 зелёный”): one term per colour present, its count in its key, so each language inflects
    the colour for its count."""
    assert all(0 <= resources[c] <= MAX_OF_A_COLOUR for c in COLOURS), resources
    return [term(f"panticapaeum-n-{c}-{resources[c]}") for c in COLOURS if resources[c]]


def code(resources: Resources) -> str:
    """The canonical typed form, in English: `2 brown 1 green`, or `none`."""
    return " ".join(f"{resources[c]} {c}" for c in COLOURS if resources[c]) or "none"


def counts(resources: Resources) -> dict[str, int]:
    """The five counts as message parameters (a holding can outgrow the counted terms)."""
    return {c: resources[c] for c in COLOURS} | {"total": total(resources)}


def cost_params(colour: Colour, cost: Resources | None) -> dict[str, Any]:
    """A colour's next building and its cost as message parameters (``none``: none left)."""
    return {
        "building": building_term(colour),
        "colour": colour_term(colour),
        "cost": counted_terms(cost) if cost is not None else [],
        "none": cost is None,
    }
