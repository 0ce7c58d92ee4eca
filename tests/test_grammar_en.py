"""English grammar of the catalogs: a count agrees with its noun, and one spelling throughout.

Every English message is rendered with each of its parameters set in turn to counts that reach
both forms (and every variant its other parameters select), and the noun after each number is
checked against a small table of the nouns the messages count: "1 patriots" and "5 rupee" fail.
The published English editions of the games (R&R Games' Rajas of the Ganges, Space Cowboys'
Splendor, Wehrlegig's Pax Pamir) spell American, so the messages do too.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from typing import Any

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl
from fluent.syntax.visitor import Visitor

from bot.words.i18n import LOCALES, Catalog
from tests.test_locales import Variables

LANG = "en"
COUNTS = (0, 1, 2, 3, 5, 11, 21, 22, 25)

# Singular → plural of every noun the messages count.
NOUNS = {
    "rupee": "rupees", "point": "points", "die": "dice", "worker": "workers",
    "space": "spaces", "step": "steps", "game": "games", "patriot": "patriots",
    "gift": "gifts", "prize": "prizes", "block": "blocks", "tile": "tiles", "card": "cards",
    "gem": "gems", "token": "tokens", "noble": "nobles", "spy": "spies", "tribe": "tribes",
    "army": "armies", "piece": "pieces", "star": "stars", "cylinder": "cylinders",
    "bonus": "bonuses", "option": "options", "day": "days", "character": "characters",
    "round": "rounds", "turn": "turns", "level": "levels", "roll": "rolls", "check": "checks",
    "player": "players", "loyalty": "loyalties", "coin": "coins", "ship": "ships",
    "good": "goods", "road": "roads", "building": "buildings", "seat": "seats",
    "file": "files", "action": "actions", "resource": "resources",
    "second": "seconds", "minute": "minutes", "colony": "colonies", "face": "faces",
}
# Words that may stand between a count and its noun ("2 more cards", "3 economic stars").
BETWEEN = ("more", "economic", "political", "military", "intelligence", "ruling", "free",
           "orange", "purple", "green", "blue", "white", "red", "black", "yellow", "gold",
           "bonus", "court", "development", "silk", "tea", "spices", "other")
# A number glued to a word before it ("rank-3 card", "step 2") names, it does not count.
NUMBER = r"(?<![\w\-–.:#/])(\d+)"
NOUN_AFTER = (NUMBER + r" (?:(?:" + "|".join(BETWEEN) + r") )?(?P<noun>" +
              "|".join(sorted({*NOUNS, *NOUNS.values()}, key=len, reverse=True)) +
              r")\b(?! types?\b)")
SINGULAR = set(NOUNS)
# Fluent's plural categories: a selector with these keys takes a number, not a word.
NUMBER_KEY = re.compile(r"-?\d+(?:\.\d+)?")
"""A select's variant key that is a number (`[1]`): a count's own case, never a word."""
PLURAL_KEYS = {"zero", "one", "two", "few", "many", "other"}
# Parameters that are words (terms, names, codes), never a count.
WORDS = {"who", "who-lower", "colour", "color", "coalition", "loyalty", "suit", "field", "area",
         "space", "track", "by", "title", "game", "name", "names", "options", "chosen",
         "what", "why", "tier", "leader", "bonus", "good", "goods", "value", "word", "owner",
         "automa", "variant", "kind", "which", "measure", "colours", "standings", "language",
         "seed", "code", "commitment", "salt"}
REWRITTEN: set[str] = set()
"""Messages left out of the check while they are being rewritten (none now)."""
# Counts a message is never given below a floor (the rule sends it only from there on).
AT_LEAST = {"rajas-v6-quarry": 5, "rajas-too-many-dice": 6, "rajas-too-many-dice-lookout": 6}
PLURAL = set(NOUNS.values()) - SINGULAR

# British spellings the published English editions do not use.
BRITISH = re.compile(r"\b(colour\w*|favour\w*|harbour\w*|honour\w*|neighbour\w*|centre\w*|"
                     r"grey)\b", re.IGNORECASE)
# Messages that teach typed command words (their words are the parser's, not prose).
TYPED_SYNTAX = {"paxpamir-how", "paxpamir-help", "cmd-name-favoured"}


def messages() -> Iterator[tuple[str, Variables]]:
    for path in sorted((LOCALES / LANG).glob("*.ftl")):
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            if isinstance(entry, ftl.Message) and entry.value is not None:
                found = Variables()
                found.visit(entry.value)
                yield entry.id.name, found


def renderings(catalog: Catalog, key: str, found: Variables) -> Iterator[str]:
    """The message with each parameter a count in turn, the others placeholders or each
    variant key a select offers (one selector at a time)."""
    others: list[dict[str, Any]] = [{}]
    for name, keys in found.selectors.items():
        others += [{name: k} for k in keys if not NUMBER_KEY.fullmatch(k) and k not in PLURAL_KEYS]
    targets = sorted(found.names - WORDS)
    counts = [n for n in COUNTS if n >= AT_LEAST.get(key, 0)]
    for target, count, chosen in itertools.product(targets, counts, others):
        params: dict[str, Any] = {name: "Ana" for name in found.names}
        params.update(chosen)
        params[target] = count
        yield catalog.render(LANG, key, params)


def disagreements(text: str) -> list[str]:
    """Each "count noun" in ``text`` whose noun does not agree with the count."""
    wrong = []
    # Typed examples in backticks (`5 worker`) are codes, not English.
    for match in re.finditer(NOUN_AFTER, re.sub(r"`[^`]*`", "", text)):
        one = int(match.group(1)) == 1
        noun = match.group("noun")
        if (one and noun in PLURAL) or (not one and noun in SINGULAR):
            wrong.append(match.group(0))
    return wrong


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return Catalog.load()


def test_a_count_agrees_with_its_noun(catalog: Catalog) -> None:
    wrong: dict[str, set[str]] = {}
    for key, found in messages():
        if not found.names or key in REWRITTEN:
            continue
        for text in renderings(catalog, key, found):
            for phrase in disagreements(text):
                wrong.setdefault(key, set()).add(phrase)
    assert not wrong, "\n".join(f"{key}: {sorted(p)}" for key, p in sorted(wrong.items()))


def test_the_noun_check_catches_what_it_should() -> None:
    assert disagreements("Ana: 1 + 1 patriots + 2 gifts") == ["1 patriots"]
    assert disagreements("pay 5 rupee and 1 more cards") == ["5 rupee", "1 more cards"]
    assert disagreements("a rank-3 card, 1 economic star, 0 dice, 21 points") == []
    assert disagreements("Only 2 gem types are left; type `5 worker`") == []


def test_one_spelling_american_as_the_published_editions() -> None:
    british: dict[str, list[str]] = {}
    for path in sorted((LOCALES / LANG).glob("*.ftl")):
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            if (not isinstance(entry, ftl.Message) or entry.id.name in TYPED_SYNTAX
                    or "-typed-" in entry.id.name):
                continue
            text = "".join(element.value for element in _texts(entry))
            if words := BRITISH.findall(text):
                british[entry.id.name] = words
    assert not british, british


def _texts(entry: ftl.Message) -> Iterator[ftl.TextElement]:
    class Texts(Visitor):
        def __init__(self) -> None:
            super().__init__()
            self.found: list[ftl.TextElement] = []

        def visit_TextElement(self, node: ftl.TextElement) -> None:
            self.found.append(node)

    texts = Texts()
    texts.visit(entry)
    return iter(texts.found)

