"""What the languages' grammar tests share (tests/test_grammar_*.py): the variables a message
uses as a count, and every message rendered with each count in each of them, so that a
language's own rules of agreement can read the texts."""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Sequence
from typing import Any

from fluent.syntax import ast as ftl

from bot.words.i18n import Catalog
from tests.test_locales import Variables, is_numeric, messages, param_sets, played_events

CountsBefore = Callable[[str, str], bool]
"""Whether a variable (its name) written just before a word (the word) is a count."""


def elements(node: Any) -> list[Any]:
    """Every pattern element of a message, variants' included, in order."""
    out: list[Any] = []
    if isinstance(node, ftl.Pattern):
        for element in node.elements:
            out.append(element)
            out += elements(element)
    elif isinstance(node, ftl.Placeable):
        out += elements(node.expression)
    elif isinstance(node, ftl.SelectExpression):
        for variant in node.variants:
            out += elements(variant.value)
    elif isinstance(node, ftl.Message):
        if node.value is not None:
            out += elements(node.value)
        for attribute in node.attributes:
            out += elements(attribute.value)
    return out


def counted_names(message: ftl.Message, counts_before: CountsBefore) -> set[str]:
    """The variables a message uses as a count: numeric by name or selector, or written just
    before a word that ``counts_before`` says makes it one."""
    found = Variables()
    found.visit(message)
    names = {n for n in found.names if is_numeric(n, found.selectors.get(n, set()))}
    for first, second in itertools.pairwise(elements(message)):
        if (isinstance(first, ftl.Placeable)
                and isinstance(first.expression, ftl.VariableReference)
                and isinstance(second, ftl.TextElement)):
            word = re.match(r" (\w+)", second.value)
            if word and counts_before(first.expression.id.name, word.group(1)):
                names.add(first.expression.id.name)
    return names


def renderings(catalog: Catalog, lang: str, counts_before: CountsBefore,
               counts: Sequence[int]) -> list[tuple[str, str]]:
    """(key, text) of every message of ``lang``, each count it takes set to each of
    ``counts``, and of every event and question of played games (real parameters)."""
    out: list[tuple[str, str]] = []
    for key, message in sorted(messages(lang).items()):
        if message.value is None:
            continue
        names = counted_names(message, counts_before)
        base = {**param_sets(message)[0], **{n: 2 for n in names}}
        out += [(key, catalog.render(lang, key, p)) for p in [base, *param_sets(message)[1:]]]
        for name in sorted(names):
            out += [(key, catalog.render(lang, key, {**base, name: n})) for n in counts]
    out += [(key, catalog.render(lang, key, params)) for key, params in played_events()]
    return out
