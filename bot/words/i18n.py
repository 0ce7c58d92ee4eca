"""Message catalogs: Project Fluent files under ``locales/<lang>/*.ftl``, English the fallback.

``render`` turns the message keys and JSON parameters engines say (``engines.core.events``) into
text in the reader's language, and never raises; the parameters' forms (``"@key"``, ``"@"``,
``"@join"``, ``"@first"``, ``"@text"``, a term's attributes, ``game``) and the caches that make
it fast: docs/internals.md#the-message-catalog.
"""

from __future__ import annotations

import contextlib
import hashlib
import itertools
import marshal
import os
import pickle
import re
import sys
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path
from typing import Any, TypeVar

import structlog
from babel import Locale
from fluent.runtime import FluentBundle
from fluent.runtime.resolver import CurrentEnvironment, Pattern, ResolverEnvironment
from fluent.runtime.types import FluentInt, NumberFormatOptions, fluent_number
from fluent.runtime.utils import native_to_fluent
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl

from engines.core.events import LITERAL, Term, literal

LANGUAGES: tuple[str, ...] = ("en", "es", "ja", "ru")
FALLBACK = "en"
LOCALES = Path(__file__).resolve().parents[2] / "locales"

log = structlog.get_logger("soloist.i18n")


class CatalogError(Exception):
    """The catalog cannot be loaded: a missing directory, a syntax error, a duplicate key."""


RENDERED_KEPT = 20_000
"""Formatted messages kept: a few hundred per active game's turn at most; beyond it the cache
starts again empty rather than grow without end."""

T = TypeVar("T")


@dataclass(frozen=True)
class Catalog:
    bundles: Mapping[str, FluentBundle]
    sources: Mapping[str, Mapping[str, Path]]
    """Per language, the file each message key was read from (for error messages)."""
    _rendered: dict[tuple[Any, ...], str] = field(default_factory=dict, compare=False,
                                                  repr=False)
    _serial: int = field(default_factory=itertools.count().__next__, compare=False, repr=False)
    """This catalog among those of the process (what ``once`` keeps a text by: an id could be
    reused by a later catalog)."""
    _attributes_kept: dict[tuple[str, str], tuple[tuple[str, str], ...]] = field(
        default_factory=dict, compare=False, repr=False)

    @property
    def serial(self) -> int:
        """This catalog among those of the process, for what is kept by catalog."""
        return self._serial

    @classmethod
    def load(cls, root: Path | None = None) -> Catalog:
        """Parse every ``.ftl`` file of every language once (or read them parsed from the
        cache). A language without a directory simply has no messages of its own and falls
        back to English."""
        folders = [LOCALES, *_games_locales()] if root is None else [root]
        root = folders[0]
        if not root.is_dir():
            raise CatalogError(f"no locales directory at {root}")
        files = {lang: [path for folder in folders if (folder / lang).is_dir()
                        for path in sorted((folder / lang).glob("*.ftl"))]
                 for lang in LANGUAGES}
        texts = {path: path.read_bytes() for paths in files.values() for path in paths}
        cache = _cache_file(root, texts)
        parsed = _read_cache(cache, texts)
        if parsed is None:
            parsed = _parse(texts)
            _write_cache(cache, parsed)
        entries: dict[str, tuple[_Unpickled, _Unpickled]] = {}
        sources: dict[str, dict[str, Path]] = {}
        for lang in LANGUAGES:
            messages, terms = entries[lang] = _Unpickled(), _Unpickled()
            seen: dict[str, Path] = {}
            for path in files[lang]:
                for name, entry in parsed[str(path)]:
                    # Terms live in their own namespace ("-brand"); keep them apart here too.
                    if name in seen:
                        # Fluent would silently keep the first one; a game's file shadowing a
                        # core message is a bug to hear about at start-up, not in a reply.
                        raise CatalogError(
                            f"{path}: {name!r} is already defined in {seen[name]}"
                        )
                    seen[name] = path
                    if name.startswith("-"):
                        terms[name[1:]] = entry
                    else:
                        messages[name] = entry
            sources[lang] = {k: v for k, v in seen.items() if not k.startswith("-")}
        return cls(bundles=_Bundles(entries), sources=sources)

    def keys(self, lang: str) -> set[str]:
        """The message keys defined in ``lang`` itself (without the English fallback)."""
        return set(self.sources.get(lang, {}))

    def has(self, lang: str, key: str) -> bool:
        """Whether ``lang`` itself defines ``key``; ``render`` would still fall back."""
        return key in self.sources.get(lang, {})

    def once(self, kept: dict[tuple[int, str], str], lang: str, owner: T,
             make: Callable[[Catalog, str, T], str]) -> str:
        """``make(self, lang, owner)``, made once and kept in ``kept``, the owner's own memo
        (a reply's ``Line``, whose text never changes: nobody changes a line once made), by
        this catalog and ``lang``. Kept by the owner, it lives as long as the owner does (a
        turn's lines, while the turn goes on), without the catalog holding on to it."""
        key = (self._serial, lang)
        text = kept.get(key)
        if text is None:
            text = kept[key] = make(self, lang, owner)
        return text

    def render(self, lang: str, key: str, params: dict[str, Any] | None = None) -> str:
        return self._kept(lang, key, params, _kept_key(lang, key, params))

    def _part(self, lang: str, key: str, params: dict[str, Any] | None = None) -> str:
        """A message inside another's parameters: kept only when its own parameters are
        plain (freezing nested ones again at every level would cost more than it saves; the
        message around it is kept whole)."""
        return self._kept(lang, key, params, _plain_key(lang, key, params))

    def _kept(self, lang: str, key: str, params: dict[str, Any] | None,
              kept: tuple[Any, ...] | None) -> str:
        if kept is None:
            return self._render(lang, key, params)
        text = self._rendered.get(kept)
        if text is None:
            text = self._render(lang, key, params)
            if len(self._rendered) >= RENDERED_KEPT:
                self._rendered.clear()
            self._rendered[kept] = text
        return text

    def _render(self, lang: str, key: str, params: dict[str, Any] | None = None) -> str:
        lang = lang if lang in self.bundles else FALLBACK
        for candidate in (lang, FALLBACK):
            bundle = self.bundles[candidate]
            if bundle.has_message(key):
                break
        else:
            log.warning("missing message", key=key, lang=lang)
            return f"[{key}]"
        message = bundle.get_message(key)
        if message.value is None:
            log.warning("message has no value", key=key, lang=candidate)
            return f"[{key}]"
        args: dict[str, Any] = {}
        for name, value in (params or {}).items():
            args[name] = self._resolve(lang, value)
            if isinstance(value, str) and value.startswith("@"):
                for attribute, said in self._attributes(lang, value):
                    args[f"{name}-{attribute}"] = said
        game = (params or {}).get("game")
        if isinstance(game, str) and "title" not in args and self._known(lang, f"game-{game}"):
            # A game's id brings its title in the reader's language (`game-<id>`).
            args["title"] = self._part(lang, f"game-{game}")
        try:
            text, errors = bundle.format_pattern(message.value, args)
        except Exception:  # a chat reply must not die on a broken translation
            log.exception("message failed", key=key, lang=candidate)
            return f"[{key}]"
        for error in errors:
            log.warning("message error", key=key, lang=candidate, error=str(error))
        return str(text)

    def language_of(self, code: str | None) -> str:
        """The catalog language for a platform locale: "es-419" → "es", "ru_RU" → "ru";
        anything unknown (or nothing) → English."""
        if not code:
            return FALLBACK
        base = re.split(r"[-_]", code.strip().casefold(), maxsplit=1)[0]
        return base if base in LANGUAGES else FALLBACK

    # -- parameters ----------------------------------------------------------------------------

    def _resolve(self, lang: str, value: Any) -> Any:
        """A parameter as Fluent should see it."""
        if isinstance(value, str):
            return self._term(lang, value)
        if isinstance(value, dict):
            return self._nested(lang, value)
        if isinstance(value, bool):
            # bool is an int; as a number it would print "1". As a word a selector can use it.
            return "true" if value else "false"
        if isinstance(value, int):
            return _Number(value)
        if isinstance(value, float | Decimal):
            # Ungrouped: seeds and ids must read back exactly as typed ("12345", not "12,345").
            return fluent_number(value, useGrouping=False)
        if isinstance(value, list | tuple):
            return self.join(lang, value)
        if value is None:
            return ""
        return str(value)

    def _term(self, lang: str, value: str) -> str:
        if not value.startswith("@"):
            return value
        key = value[1:]
        if self.bundles[lang].has_message(key) or self.bundles[FALLBACK].has_message(key):
            return self._part(lang, key)
        # What a player typed comes as a literal (``{"@text": ...}``); a name that is no
        # message (a stored event of before) still stays literal text. The warning catches
        # an engine's misspelt term.
        log.warning("unknown term", term=value, lang=lang)
        return value

    def _known(self, lang: str, key: str) -> bool:
        bundle = self.bundles[lang if lang in self.bundles else FALLBACK]
        return bool(bundle.has_message(key) or self.bundles[FALLBACK].has_message(key))

    def _nested(self, lang: str, value: dict[str, Any]) -> str:
        """``{"@": key, ...}``: a message with its own parameters; ``{"@join": [...], "sep":
        " "}``: items joined by a separator (itself a message: ``"@list-separator"``);
        ``{"@first": [...]}``: the first item the catalog
        can say (a game's own words, else the shared ones: an ``"@key"`` or ``{"@": key}`` it
        has no message for is passed over); ``{"@text": "..."}``: the text as it is spelt
        (``engines.core.literal``)."""
        if LITERAL in value:
            # Text as spelt (what a player typed): never a message's name, whatever it reads.
            text = value[LITERAL]
            return text if isinstance(text, str) else str(text)
        if "@first" in value:
            items = value["@first"] if isinstance(value["@first"], list) else []
            said = next((item for item in items if self._sayable(item)), None)
            return "" if said is None else self._item(lang, said)
        if "@join" in value:
            items = value["@join"] if isinstance(value["@join"], list) else []
            sep = value.get("sep", " ")  # "@list-separator": the language's own
            sep = self._term(lang, sep) if isinstance(sep, str) else str(sep)
            return sep.join(self._item(lang, item) for item in items)
        key = value.get("@")
        if not isinstance(key, str):
            log.warning("bad nested parameter", value=str(value)[:200], lang=lang)
            return ""
        return self._part(lang, key, {k: v for k, v in value.items() if k != "@"})

    def _sayable(self, item: Any) -> bool:
        """Whether ``@first`` takes ``item``: a message the catalog has (in English at least,
        which every language falls back to), or any other value."""
        if isinstance(item, str) and item.startswith("@"):
            return self._known(FALLBACK, item[1:])
        if isinstance(item, dict) and "@" in item:
            return isinstance(item["@"], str) and self._known(FALLBACK, item["@"])
        return True

    def attributes(self, lang: str, key: str) -> dict[str, str]:
        """The attributes of the message ``key`` in ``lang`` itself (no English fallback),
        formatted: what a message says beside its text (the other forms of a typed word)."""
        return dict(self._attributes(lang, "@" + key)) if self.has(lang, key) else {}

    def _attributes(self, lang: str, value: str) -> tuple[tuple[str, str], ...]:
        """A term parameter's (``"@key"``) attributes in ``lang``, formatted (they take no
        parameters, so once): the caller names each ``name-attribute``."""
        kept = self._attributes_kept.get((lang, value))
        if kept is not None:
            return kept
        bundle = self.bundles[lang if lang in self.bundles else FALLBACK]
        key = value[1:]
        if not bundle.has_message(key):
            # Not kept: such a value may be anything a player typed (an option's bad value
            # echoed back), and keeping each would grow without end.
            return ()
        made = tuple((attribute, str(bundle.format_pattern(pattern, {})[0]))
                     for attribute, pattern in bundle.get_message(key).attributes.items())
        self._attributes_kept[(lang, value)] = made
        return made

    def _item(self, lang: str, value: Any) -> str:
        if isinstance(value, str):
            return self._term(lang, value)
        if isinstance(value, dict):
            return self._nested(lang, value)
        if isinstance(value, int | float | Decimal) and not isinstance(value, bool):
            return str(value)
        if isinstance(value, list | tuple):
            return self.join(lang, value)
        return str(value)

    def join(self, lang: str, items: Iterable[Any]) -> str:
        """A natural list ("a, b and c"); the separator and the last link are the language's
        own messages ``list-separator`` and ``list-and`` ($first, $last)."""
        texts = [self._item(lang, item) for item in items]
        if not texts:
            return "—"  # an empty list still reads as an answer after its label
        if len(texts) < 2:
            return texts[0]
        separator = self._part(lang, "list-separator")
        # The items are said already: as parameters they are text, even one that reads as a
        # message's name (a typed "@bot-error" in a list).
        return self._part(lang, "list-and",
                           {"first": literal(separator.join(texts[:-1])),
                            "last": literal(texts[-1])})


def _plain_key(lang: str, key: str, params: dict[str, Any] | None) -> tuple[Any, ...] | None:
    """What a message is kept by when its parameters are plain values: its language, key and
    parameters as given (the same parameters in another order are only kept twice), with
    their types (True, 1 and 1.0 are equal keys but render differently). None otherwise."""
    if not params:
        return (lang, key)
    types = tuple(map(type, params.values()))
    if _PLAIN.issuperset(types):
        return (lang, key, tuple(params.items()), types)
    return None


def _kept_key(lang: str, key: str, params: dict[str, Any] | None) -> tuple[Any, ...] | None:
    """What a message is kept by: as ``_plain_key``, and one with nested parameters (lists,
    ``{"@": ...}``) by them frozen into tuples. None when it cannot be kept (a parameter of
    another type)."""
    plain = _plain_key(lang, key, params)
    if plain is not None:
        return plain
    try:
        return (lang, key, _frozen(params))
    except _Unkept:
        return None


_PLAIN: frozenset[type] = frozenset({str, Term, int, float, bool, type(None)})


class _Unkept(Exception):
    """A parameter of a type a key is not made of."""


def _frozen(value: Any) -> Any:
    """``value`` as a hashable key that tells apart whatever renders differently: a dict from
    a list of pairs, True from 1 (lists and tuples render alike). A dict or list of plain
    values is frozen in one go, with its values' types (the common case, done in C); in one
    that nests, a plain value is (name, type, value), a nested one (name, frozen)."""
    kind = type(value)
    if kind is dict:
        types = tuple(map(type, value.values()))
        if _PLAIN.issuperset(types):
            return (dict, tuple(value.items()), types)
        return (dict, tuple([(name, t, item) if t in _PLAIN else (name, _frozen(item))
                             for (name, item), t in zip(value.items(), types, strict=True)]))
    if kind is list or kind is tuple:
        types = tuple(map(type, value))
        if _PLAIN.issuperset(types):
            return (list, tuple(value), types)
        return (list, tuple([(t, item) if t in _PLAIN else _frozen(item)
                             for item, t in zip(value, types, strict=True)]))
    if kind in _PLAIN:
        return (kind, value)
    raise _Unkept


class _Unpickled(dict[str, Any]):
    """A bundle's messages (or terms) by name, each kept pickled until first looked up."""

    def __getitem__(self, name: str) -> Any:
        entry = super().__getitem__(name)
        if isinstance(entry, bytes):
            entry = pickle.loads(entry)
            self[name] = entry
        return entry


_UNGROUPED = NumberFormatOptions(useGrouping=False)
"""Seeds and ids must read back exactly as typed ("12345", not "12,345")."""


_NUMBERS: dict[int, tuple[Locale, dict[int, str]]] = {}
"""Formatted numbers, by the locale's identity (the entry holds the locale, so its id is not
reused) and value."""


class _Number(FluentInt):
    """A whole-number parameter, ungrouped, as ``fluent_number(value, useGrouping=False)``
    makes it (a plural selector sees the same number), made without building its options
    anew and formatted once per language and value: Babel's pattern formatting is ~35 µs a
    number. ``NUMBER($n, ...)`` with options still makes a plain FluentInt from it."""

    def __new__(cls, value: int) -> _Number:
        self = int.__new__(cls, value)
        self.options = _UNGROUPED
        return self

    def format(self, locale: Locale) -> str:
        entry = _NUMBERS.get(id(locale))
        if entry is None or entry[0] is not locale:
            entry = _NUMBERS[id(locale)] = (locale, {})
        texts = entry[1]
        text = texts.get(self)
        if text is None:
            if len(texts) >= RENDERED_KEPT:
                texts.clear()
            text = texts[int(self)] = super().format(locale)
        return text


class _Bundle(FluentBundle):
    """A FluentBundle over messages and terms kept pickled until first looked up.
    fluent.runtime 0.4 looks its entries up in ``_messages`` and ``_terms`` (``has_message``,
    ``_lookup``), nothing else; tests/test_locales.py renders every message of every language
    through it."""

    def __init__(self, lang: str, messages: _Unpickled, terms: _Unpickled) -> None:
        super().__init__([lang], use_isolating=False)
        self._messages = messages
        self._terms = terms

    def format_pattern(self, pattern: Pattern,
                       args: dict[str, Any] | None = None) -> tuple[Any, list[Exception]]:
        """fluent.runtime 0.4's own, except that a ``_Number`` is passed as it is (its
        ``native_to_fluent`` would make a plain FluentInt of it, formatted afresh)."""
        fluent_args = {name: value if type(value) is _Number else native_to_fluent(value)
                       for name, value in (args or {}).items()}
        errors: list[Exception] = []
        env = ResolverEnvironment(context=self, current=CurrentEnvironment(args=fluent_args),
                                  errors=errors)
        try:
            result = pattern(env)
        except ValueError as e:
            errors.append(e)
            result = "{???}"
        return (result, errors)


class _Bundles(Mapping[str, FluentBundle]):
    """Each language's bundle, made when first asked for: making one loads its language's
    CLDR data (Babel's plural rules, ~8 ms a language, most of a cached catalog's load), which
    a process that never meets a reader of that language never needs."""

    def __init__(self, entries: dict[str, tuple[_Unpickled, _Unpickled]]) -> None:
        self._entries = entries
        self._made: dict[str, FluentBundle] = {}

    def __getitem__(self, lang: str) -> FluentBundle:
        bundle = self._made.get(lang)
        if bundle is None:
            bundle = self._made[lang] = _Bundle(lang, *self._entries[lang])
        return bundle

    def __contains__(self, lang: object) -> bool:
        return lang in self._entries

    def __iter__(self) -> Iterator[str]:
        return iter(self._entries)

    def __len__(self) -> int:
        return len(self._entries)


Parsed = dict[str, list[tuple[str, bytes]]]
"""Per file (its path), its messages and terms in order: the name (a term's with its "-") and
the entry pickled."""


def _games_locales() -> list[Path]:
    """The message folders games ship themselves (plug-ins: their spec's ``locales``)."""
    from engines.games import games

    return [spec.locales for spec in games().values() if spec.locales is not None]


def _parse(texts: dict[Path, bytes]) -> Parsed:
    parser = FluentParser()
    parsed: Parsed = {}
    for path, raw in texts.items():
        text = raw.decode("utf-8")
        resource = parser.parse(text)
        _check_syntax(path, text, resource)
        _drop_spans(resource)
        parsed[str(path)] = [
            (("-" if isinstance(entry, ftl.Term) else "") + entry.id.name,
             pickle.dumps(entry, protocol=pickle.HIGHEST_PROTOCOL))
            for entry in resource.body if isinstance(entry, ftl.Message | ftl.Term)]
    return parsed


def _drop_spans(node: Any) -> None:
    """Forget where each node was in its file: only the syntax check reads it, and without
    it the cache holds half the objects (and loads in half the time)."""
    if isinstance(node, list):
        for item in node:
            _drop_spans(item)
    elif isinstance(node, ftl.BaseNode):
        if isinstance(node, ftl.SyntaxNode):
            node.span = None
        for value in vars(node).values():
            if isinstance(value, list | ftl.BaseNode):
                _drop_spans(value)


def _cache_file(root: Path, texts: dict[Path, bytes]) -> Path | None:
    """The cache file of these files' contents: ``catalog-<root>-<contents>.marshal``, the
    first hash naming the locales folder (two checkouts keep their own caches), the second
    what was parsed and by which parser."""
    base = os.environ.get("XDG_CACHE_HOME") or (
        str(Path.home() / ".cache") if Path.home().is_dir() else "")
    if not base:
        return None
    # The parser's own source rather than its version (importlib.metadata costs a start
    # ~10 ms): what it parses to, and the classes pickled, come from these files.
    digest = hashlib.sha256(f"{CACHE_FORMAT} {sys.version}".encode())
    for module in sorted(Path(ftl.__file__).parent.glob("*.py")):
        digest.update(module.name.encode() + b"\0" + module.read_bytes() + b"\0")
    for path, raw in sorted(texts.items()):
        digest.update(str(path).encode() + b"\0" + raw + b"\0")
    folder = hashlib.sha256(str(root.resolve()).encode()).hexdigest()[:12]
    return Path(base) / "soloist" / f"catalog-{folder}-{digest.hexdigest()[:32]}.marshal"


CACHE_FORMAT = 2
"""Bumped when what the cache file holds changes shape (1: whole pickled resources)."""
CACHES_KEPT = 8
"""Cache files kept in the folder, the least recently used dropped first: a checkout, the
installed bot, the tests' own small catalogs."""


def _read_cache(cache: Path | None, texts: dict[Path, bytes]) -> Parsed | None:
    """The parsed files, if the cache has them; None when it has not or cannot be read."""
    if cache is None:
        return None
    try:
        # marshal: the container is only strings, bytes, tuples and lists, read in a few ms.
        parsed = marshal.loads(cache.read_bytes())
    except Exception:  # absent, half-written by a crash, damaged: parse again
        return None
    if not isinstance(parsed, dict) or set(parsed) != {str(path) for path in texts}:
        return None
    with contextlib.suppress(OSError):  # used now: the last to be dropped (a read-only cache
        os.utime(cache)                 # folder keeps its files anyway)
    return parsed


def _write_cache(cache: Path | None, parsed: Parsed) -> None:
    if cache is None:
        return
    with contextlib.suppress(OSError, ValueError):
        cache.parent.mkdir(parents=True, exist_ok=True)
        folder = cache.name.split("-")[1]
        # The catalog of this folder's files before they changed, any of the older format (a
        # pickle of the whole parse), and the least recently used beyond CACHES_KEPT.
        others = sorted(cache.parent.glob("catalog-*.marshal"), key=_used, reverse=True)
        for old in [*(o for o in others if o.name.startswith(f"catalog-{folder}-")),
                    *[o for o in others if not o.name.startswith(f"catalog-{folder}-")][
                        CACHES_KEPT - 1:],
                    *cache.parent.glob("catalog-*.pickle")]:
            with contextlib.suppress(OSError):
                old.unlink()
        # Written beside, then renamed over: a reader never sees half a file.
        part = cache.with_name(f"{cache.name}.{os.getpid()}.part")
        part.write_bytes(marshal.dumps(parsed))
        part.replace(cache)


def _used(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:  # gone meanwhile
        return 0.0


def _check_syntax(path: Path, text: str, resource: ftl.Resource) -> None:
    problems = []
    for entry in resource.body:
        if not isinstance(entry, ftl.Junk):
            continue
        start = entry.span.start if entry.span else 0
        first = _line(text, start)
        notes = [(n.span.start if n.span else start, f"{n.code}: {n.message}")
                 for n in entry.annotations] or [(start, "unparsable entry")]
        for offset, what in notes:
            # The parser notices the error where it gave up, often a line after the entry's
            # start; name both so the broken message is easy to find.
            problems.append(f"{path}:{_line(text, offset)}: {what} (in the entry at line {first})")
    if problems:
        raise CatalogError("Fluent syntax error\n" + "\n".join(problems))


def _line(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1
