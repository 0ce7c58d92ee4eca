"""The Telegram Bot API as its published spec describes it (tests/specs/telegram/api.json): what
a request may carry and what an answer must be, field by field, for the stand-in to check every
request the bot sends and every answer it gives.

Read from the spec, not written by hand: the methods and their fields, each field's types (into
objects and arrays, unions told apart by their ``type``/``status`` tag), which are required
(also "Required if x is not specified"), no field beyond those; and what the documentation
lines say: the allowed values ("must be one of "a", "b"", "always "x"", ", must be photo"),
lengths ("1-4096 characters", "1-64 bytes"), number ranges ("Values between 1-100", "; 1-31")
and list sizes ("list of 1-100", "At most 100 commands"). Limits the spec does not encode are
the stand-in's, written by hand with their doc reference (telegram_standin.HAND_LIMITS).

A request's values are as Telegram receives them: a form's are strings (a number or a boolean
must parse, an object or a list is JSON text), a JSON body's top-level values are read the same
way, and a file is a multipart part (named in ``files``): the field's own part, or
``attach://<part>``. Pure functions; the spec is read once.
"""

from __future__ import annotations

import functools
import html
import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

SPEC_FILE = Path(__file__).resolve().parents[1] / "specs" / "telegram" / "api.json"
ARRAY = "Array of "
BOOLEAN_WORDS = frozenset({"true", "false", "True", "False", "1", "0"})
"""How a form says a Boolean (the Bot API server reads these)."""
INTEGER = re.compile(r"-?[0-9]+")

# What the documentation lines say, as phrases (parsed for every field, none by name).
LENGTH = re.compile(r"\b(\d+)-(\d+) (characters|bytes)\b")
SPAN = re.compile(r"\b(\d+)-(\d+)\b")
COUNT = re.compile(r"\b(?:[Ll]ist of|must include) (\d+)-(\d+)\b")
AT_MOST = re.compile(r"\b(?:At most|at most|up to) (\d+) (?:[a-z]+ )*?(?:items|can be specified)")
REQUIRED_UNLESS = re.compile(
    r"\b[Rr]equired if ([a-z_]+)(?: and ([a-z_]+))? (?:is|are) not specified"
    r"|\b[Rr]equired if ([a-z_]+) isn't specified")
QUOTED_LIST = re.compile(
    r"\b(?:[Mm]ust be one of|[Mm]ust be either|[Cc]an be either|[Cc]urrently one of|one of"
    r"|[Cc]an be|[Mm]ust be|either|always)\s+(?=\")")
BARE_WORD = re.compile(r"(?:^|, )(?:must be|always) ([a-z_]+)\.?$")
QUOTED = re.compile(r"\"([^\"]*)\"")


@dataclass(frozen=True)
class Rule:
    """One field of a method or a type, as the spec has it."""

    name: str
    types: tuple[str, ...]
    required: bool
    description: str
    unless: tuple[str, ...] = ()
    """Required when none of these fields is given ("Required if x is not specified")."""
    values: frozenset[str] | None = None
    length: tuple[int, int, str] | None = None
    """(least, most, "characters" or "bytes")."""
    after_parsing: bool = False
    """The length counts the text after its entities are parsed (an HTML tag is no character)."""
    span: tuple[int, int] | None = None
    count: tuple[int, int] | None = None


@dataclass(frozen=True)
class Shape:
    """A method's parameters, or a type's fields (a union has subtypes and no fields)."""

    name: str
    href: str
    fields: dict[str, Rule]
    subtypes: tuple[str, ...] = ()
    tag: tuple[str, str] | None = None
    """The field and the value that tell this subtype from its siblings (``type``: ``photo``)."""


@dataclass(frozen=True)
class Spec:
    version: str
    methods: dict[str, Shape]
    types: dict[str, Shape]
    returns: dict[str, tuple[str, ...]]


@dataclass(frozen=True)
class Problem:
    """Something the spec refuses: where (``sendMessage.reply_markup.inline_keyboard[0][0]
    .callback_data``), what rule, of which kind, and the field's owner (method or type)."""

    path: str
    rule: str
    kind: str
    """method, unknown, missing, no part (attach:// names none), type, value, too short,
    too long, out of range, count."""
    owner: str = ""
    name: str = ""
    top: bool = True
    """A parameter of the method itself, not a field of an object inside one."""

    def __str__(self) -> str:
        return f"{self.path}: {self.rule}"


def values_of(description: str) -> frozenset[str] | None:
    """The values a documentation line allows, if it lists them."""
    bare = BARE_WORD.search(description)
    if bare is not None:
        return frozenset({bare.group(1)})
    found: set[str] = set()
    for start in QUOTED_LIST.finditer(description):
        at = start.end()
        while True:
            quoted = QUOTED.match(description, at)
            if quoted is None:
                break
            found.add(quoted.group(1))
            following = QUOTED.search(description, quoted.end())
            if following is None:
                break
            between = description[quoted.end():following.start()]
            # A list goes on over commas, "or", "and" and glosses; a sentence's end ends it.
            if ". " in between or between.rstrip().endswith(".") or "\"" in between:
                break
            at = following.start()
    return frozenset(found) or None


def _rule(raw: Mapping[str, Any]) -> Rule:
    description = str(raw.get("description", ""))
    types = tuple(raw["types"])
    unless_match = REQUIRED_UNLESS.search(description)
    unless = tuple(g for g in unless_match.groups() if g) if unless_match else ()
    values = values_of(description) if "String" in types else None
    length = None
    if "String" in types:
        found = LENGTH.search(description)
        if found is not None:
            length = (int(found.group(1)), int(found.group(2)), found.group(3))
    span = None
    if "Integer" in types and LENGTH.search(description) is None:
        spans = SPAN.findall(description)
        if len(spans) == 1:  # several ranges (a die's faces per emoji) are no single rule
            span = (int(spans[0][0]), int(spans[0][1]))
    count = None
    if any(t.startswith(ARRAY) for t in types):
        counted = COUNT.search(description)
        most = AT_MOST.search(description)
        if counted is not None:
            count = (int(counted.group(1)), int(counted.group(2)))
        elif most is not None:
            count = (0, int(most.group(1)))
    return Rule(str(raw["name"]), types, bool(raw.get("required")), description, unless,
                values, length, "after entit" in description, span, count)


def _shape(raw: Mapping[str, Any]) -> Shape:
    fields = {str(f["name"]): _rule(f) for f in raw.get("fields", [])}
    tag = None
    for rule in fields.values():
        if rule.required and rule.values is not None and len(rule.values) == 1:
            tag = (rule.name, next(iter(rule.values)))
            break
    return Shape(str(raw["name"]), str(raw.get("href", "")), fields,
                 tuple(raw.get("subtypes", ())), tag)


@functools.cache
def spec() -> Spec:
    """The spec, read and parsed once."""
    raw = json.loads(SPEC_FILE.read_text(encoding="utf-8"))
    return Spec(str(raw["version"]),
                {name: _shape(m) for name, m in raw["methods"].items()},
                {name: _shape(t) for name, t in raw["types"].items()},
                {name: tuple(m.get("returns", ())) for name, m in raw["methods"].items()})


@dataclass
class _Walk:
    """One check under way: whether values come as a request's (strings parse), the files the
    request carries, and the parts ``attach://`` named."""

    request: bool
    files: frozenset[str] = frozenset()
    attached: set[str] = field(default_factory=set)


def plain_text(text: str) -> str:
    """An HTML-formatted text as Telegram counts it: tags are no characters, an entity is one."""
    return html.unescape(re.sub(r"<[^<>]*>", "", text))


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a Boolean"
    if isinstance(value, int):
        return "an Integer"
    if isinstance(value, float):
        return "a Float"
    if isinstance(value, str):
        return "a String"
    if isinstance(value, list):
        return "an Array"
    return "an object"


def _parsed(value: Any, walk: _Walk, top: bool) -> Any:
    """A request's top-level object or list given as JSON text, read as Telegram reads it."""
    if walk.request and top and isinstance(value, str):
        try:
            return json.loads(value)
        except ValueError:
            return value
    return value


def _check(types: Iterable[str], value: Any, path: str, walk: _Walk, top: bool,
           owner: str, name: str) -> list[Problem]:
    """``value`` as one of ``types``: no problem if any fits, else the nearest one's."""
    best: list[Problem] | None = None
    for kind in types:
        problems = _check_one(kind, value, path, walk, top, owner, name)
        if not problems:
            return []
        if best is None or len(problems) < len(best):
            best = problems
    return best or []


def _wrong(path: str, types: str, value: Any, owner: str, name: str,
           top: bool) -> list[Problem]:
    return [Problem(path, f"{_kind(value)}, the spec says {types}", "type", owner, name, top)]


def _check_one(kind: str, value: Any, path: str, walk: _Walk, top: bool, owner: str,
               name: str) -> list[Problem]:
    loose = walk.request and top and isinstance(value, str)
    if kind.startswith(ARRAY):
        items = _parsed(value, walk, top)
        if not isinstance(items, list):
            return _wrong(path, kind, value, owner, name, top)
        return [p for i, item in enumerate(items)
                for p in _check((kind[len(ARRAY):],), item, f"{path}[{i}]", walk, False,
                                owner, name)]
    if kind == "Integer":
        fits = (isinstance(value, int) and not isinstance(value, bool)) or (
            loose and INTEGER.fullmatch(value) is not None)
    elif kind == "Float":
        fits = isinstance(value, (int, float)) and not isinstance(value, bool)
        if loose:
            try:
                float(value)
                fits = True
            except ValueError:
                fits = False
    elif kind == "Boolean":
        fits = isinstance(value, bool) or (loose and value in BOOLEAN_WORDS)
    elif kind == "String":
        fits = isinstance(value, str)
        if fits and value.startswith("attach://"):
            part = value.removeprefix("attach://")
            walk.attached.add(part)
            if walk.request and part not in walk.files:
                return [Problem(path, f"names the part {part!r}, which the request lacks",
                                "no part", owner, name, top)]
    elif kind == "InputFile":
        # A file is a multipart part: the field's own (handled by the caller) or attach://.
        fits = isinstance(value, str) and value.startswith("attach://")
        if fits:
            return _check_one("String", value, path, walk, top, owner, name)
    else:
        return _object(kind, _parsed(value, walk, top), path, walk, top, owner, name)
    return [] if fits else _wrong(path, kind, value, owner, name, top)


def _object(kind: str, value: Any, path: str, walk: _Walk, top: bool, owner: str,
            name: str) -> list[Problem]:
    shape = spec().types.get(kind)
    if shape is None:
        return [Problem(path, f"of the type {kind!r}, which the spec lacks", "type", owner,
                        name, top)]
    if shape.subtypes:
        return _union(shape, value, path, walk, top, owner, name)
    if not isinstance(value, dict):
        return _wrong(path, f"{kind} (an object)", value, owner, name, top)
    return fields_problems(shape, value, path, walk, top=False)


def _union(shape: Shape, value: Any, path: str, walk: _Walk, top: bool, owner: str,
           name: str) -> list[Problem]:
    """One of the union's subtypes: the one its tag names, when the subtypes have tags."""
    types = spec().types
    tagged = [types[s] for s in shape.subtypes if s in types and types[s].tag is not None]
    if tagged and isinstance(value, dict):
        tag_name = tagged[0].tag[0] if tagged[0].tag else ""
        chosen = [s.name for s in tagged if s.tag is not None and value.get(s.tag[0]) == s.tag[1]]
        if not chosen:
            allowed = sorted(s.tag[1] for s in tagged if s.tag is not None)
            return [Problem(f"{path}.{tag_name}",
                            f"{value.get(tag_name)!r}, the spec says {shape.name} is one of "
                            f"{', '.join(allowed)}", "value", shape.name, tag_name, False)]
        return _check(chosen, value, path, walk, top, owner, name)
    return _check(shape.subtypes, value, path, walk, top, owner, name)


def fields_problems(shape: Shape, given: Mapping[str, Any], path: str, walk: _Walk,
                    top: bool) -> list[Problem]:
    """``given`` against a method's parameters or a type's fields."""
    problems: list[Problem] = []
    present = set(given) | (walk.files if top else set())
    for key in given:
        if key not in shape.fields:
            problems.append(Problem(f"{path}.{key}", f"the spec's {shape.name} has no such field",
                                    "unknown", shape.name, key, top))
    for rule in shape.fields.values():
        needed = rule.required or (bool(rule.unless) and not present & set(rule.unless))
        if rule.name not in present:
            if needed:
                why = (f"required when {' and '.join(rule.unless)} "
                       f"{'is' if len(rule.unless) == 1 else 'are'} not given" if rule.unless
                       else "required")
                problems.append(Problem(f"{path}.{rule.name}", f"missing, the spec says it is "
                                        f"{why}", "missing", shape.name, rule.name, top))
            continue
        where = f"{path}.{rule.name}"
        if rule.name not in given:  # a multipart file part of its own
            if "InputFile" not in rule.types:
                problems.append(Problem(where, f"a file, the spec says {' or '.join(rule.types)}",
                                        "type", shape.name, rule.name, top))
            continue
        value = given[rule.name]
        found = _check(rule.types, value, where, walk, top, shape.name, rule.name)
        problems.extend(found or _limits(rule, value, where, given, shape.name, top, walk))
    return problems


def _limits(rule: Rule, value: Any, path: str, siblings: Mapping[str, Any], owner: str,
            top: bool, walk: _Walk) -> list[Problem]:
    """What the documentation line allows, once the value has the right type."""
    def problem(text: str, kind: str) -> list[Problem]:
        return [Problem(path, text, kind, owner, rule.name, top)]

    if isinstance(value, str) and rule.values is not None and value not in rule.values:
        return problem(f"{value!r}, the spec says one of {', '.join(sorted(rule.values))}",
                       "value")
    if isinstance(value, str) and rule.length is not None:
        least, most, unit = rule.length
        text = value
        mode = siblings.get("parse_mode")
        if rule.after_parsing and isinstance(mode, str) and mode.casefold() == "html":
            text = plain_text(value)
        size = len(text.encode()) if unit == "bytes" else len(text)
        if not least <= size <= most:
            return problem(f"{size} {unit}, the spec says {least}-{most} {unit}",
                           "too long" if size > most else "too short")
    if rule.span is not None and "Integer" in rule.types:
        number = int(value) if isinstance(value, str) and INTEGER.fullmatch(value) else value
        if isinstance(number, int) and not rule.span[0] <= number <= rule.span[1]:
            return problem(f"{number}, the spec says {rule.span[0]}-{rule.span[1]}",
                           "out of range")
    items = _parsed(value, walk, top)
    if rule.count is not None and isinstance(items, list):
        least, most = rule.count
        if not least <= len(items) <= most:
            return problem(f"{len(items)} items, the spec says {least}-{most}", "count")
    return []


def request_refusals(method: str, params: Mapping[str, Any],
                     files: Iterable[str] = ()) -> list[Problem]:
    """Why the spec refuses a call of ``method`` with ``params`` (the request's values, as
    strings for a form) and the multipart file parts named ``files``."""
    shape = spec().methods.get(method)
    if shape is None:
        return [Problem(method, "no such method in the spec", "method", method, "", True)]
    walk = _Walk(request=True, files=frozenset(files))
    problems = fields_problems(shape, params, method, walk, top=True)
    for part in sorted(walk.files - set(shape.fields) - walk.attached):
        problems.append(Problem(f"{method}.{part}", "a file part no field names (attach://)",
                                "unknown", method, part, True))
    return problems


def request_problems(method: str, params: Mapping[str, Any],
                     files: Iterable[str] = ()) -> list[str]:
    return [str(p) for p in request_refusals(method, params, files)]


def answer_problems(method: str, result: Any) -> list[str]:
    """Why ``result`` is not what the spec says ``method`` returns."""
    returns = spec().returns.get(method)
    if returns is None:
        return [f"{method}: no such method in the spec"]
    walk = _Walk(request=False)
    return [str(p) for p in _check(returns, result, f"{method}()", walk, False, method, "")]


def update_problems(update: Any) -> list[str]:
    """Why ``update`` is not an Update as the spec describes it."""
    walk = _Walk(request=False)
    return [str(p) for p in _check(("Update",), update, "Update", walk, False, "Update", "")]
