"""The words a player types in a game's commands, read in the channel's language and in
English, and handed to the engine as the ids it knows (its English words).

A game declares them in its locales, one message per id: ``<game>-typed-<id>`` is the word its
messages teach in that language (`/paxpamir ana rupias +3`), and the message's ``.forms``
attribute lists, comma-separated, the other forms a player may type for it (plural, gender,
case, another script). Case and accents do not count (`Británicos` is `britanicos`). The
engine keeps no word of any chat language but its own ids, so English works in every channel
and the scenario runner, which reads no locales, keeps its English commands.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from bot.service.commands import Command
from bot.words.i18n import FALLBACK, Catalog

_LETTERS = re.compile(r"[^\W\d_]+")
_NUMBER = re.compile(r"[\d+\-−]")
_ACCENTS = re.compile("[\u0300-\u036f]")
"""The combining marks of Latin and Cyrillic letters (á, ñ, ё, й): a player may leave them
out. Kana's voicing marks lie elsewhere and stay (カ is not ガ)."""


def normal(word: str) -> str:
    """``word`` as it is looked up: full-width folded, casefolded, without accents."""
    folded = unicodedata.normalize("NFKC", word).casefold()
    return unicodedata.normalize("NFC", _ACCENTS.sub("", unicodedata.normalize("NFD", folded)))


def prefix(game: str) -> str:
    return f"{game}-typed-"


def forms(catalog: Catalog, lang: str, key: str) -> list[str]:
    """The word ``key`` teaches in ``lang`` and its other forms, as written there."""
    if not catalog.has(lang, key):
        return []
    extra = catalog.attributes(lang, key).get("forms", "")
    return [w.strip() for w in [catalog.render(lang, key), *extra.split(",")] if w.strip()]


@dataclass(frozen=True)
class Vocabulary:
    """The typed words of one game in one channel: each word's lookup form to its id."""

    words: Mapping[str, str]

    def id_of(self, word: str) -> str | None:
        return self.words.get(normal(word))

    def read(self, text: str, names: Iterable[str] = ()) -> str:
        """``text`` with each word it knows replaced by its id; the rest (``names``, numbers,
        signs) as typed. A word written against its number (`アフガン6`, `rupias+3`) is set
        apart from it, as the engine reads words."""
        kept = {name.casefold() for name in names}

        def replaced(m: re.Match[str]) -> str:
            ident = self.words.get(normal(m.group()))
            if ident is None or m.group().casefold() in kept:
                return m.group()
            before = " " if _NUMBER.match(text, m.start() - 1) and m.start() else ""
            after = " " if _NUMBER.match(text, m.end()) else ""
            return before + ident + after

        return _LETTERS.sub(replaced, text)

    def as_typed(self, params: Mapping[str, Any], typed: Iterable[str]) -> dict[str, Any]:
        """A refusal's parameters with each word read from ``typed`` given back as it was
        typed: the player sees “afgana”, not the engine's “afghan”. Terms (`@key`) stay."""
        back: dict[str, str] = {}
        for text in typed:
            for word in _LETTERS.findall(text):
                ident = self.words.get(normal(word))
                if ident is not None and ident != word:
                    back.setdefault(ident, word)
        if not back:
            return dict(params)

        def typed_back(value: Any) -> Any:
            if isinstance(value, str) and not value.startswith("@"):
                return _LETTERS.sub(lambda m: back.get(m.group(), m.group()), value)
            if isinstance(value, list):
                return [typed_back(item) for item in value]
            return value

        return {name: typed_back(value) for name, value in params.items()}

    def command(self, command: Command, names: Iterable[str] = ()) -> Command:
        """The command as the engine reads it: its verb, its words and the values of the
        options named by a typed word (`loyalty=británica,rusa`; never a list of names); the
        players' ``names`` stay names (a player called Rusa is no coalition)."""
        if not self.words or command.name == "answer":
            return command  # an answer is read where it is given, and logged as typed
        names = tuple(names)
        options = {k: self.read(v) if normal(k) in self.words.values() else v
                   for k, v in command.options.items()}
        return replace(command, name=self.read(command.name, names).strip(),
                       args=tuple(w for a in command.args for w in self.read(a, names).split()),
                       options=options)


_KEPT: dict[tuple[int, str, str], Vocabulary] = {}
"""The vocabularies made, by catalog (its serial: a catalog never changes once loaded),
language and game: reading a catalog's keys for every command would cost more than the
command. Bounded, for a process that loads many catalogs (the tests)."""
_KEPT_MOST = 256


def vocabulary(catalog: Catalog, lang: str, game: str) -> Vocabulary:
    """The typed words of ``game`` in ``lang`` and in English (the channel's own first where
    a word means two things)."""
    key = (catalog.serial, lang, game)
    found = _KEPT.get(key)
    if found is None:
        if len(_KEPT) >= _KEPT_MOST:
            _KEPT.clear()
        found = _KEPT[key] = _made(catalog, lang, game)
    return found


def _made(catalog: Catalog, lang: str, game: str) -> Vocabulary:
    start = prefix(game)
    words: dict[str, str] = {}
    for language in dict.fromkeys([lang, FALLBACK]):
        for key in sorted(k for k in catalog.keys(language) if k.startswith(start)):
            ident = key[len(start):]
            for word in [ident, *forms(catalog, language, key)]:
                words.setdefault(normal(word), ident)
    return Vocabulary(words)
