"""Discord's OpenAPI description (tests/specs/discord/openapi.json, API v10) as the referee of
the Discord stand-in: ``request_problems`` says what the spec refuses in a request the bot sent
(an unknown path or method, a query parameter or a JSON body its schema refuses), together with
the documented limits the spec does not encode (tests/bot/discord_limits.py, each with its doc
reference); ``answer_problems`` says where an answer of the stand-in departs from the spec's
answer schema for its status. Each problem names the operation, the field path and the rule.

Two readings of the spec follow Discord's own word where the spec is narrower than the API:
a field the spec types as an integer takes a string of digits (the spec's README: "Our API
accepts strings for int fields if they are parseable as ints"), and a snowflake takes an
integer (docs/reference#uploading-files: an upload's ``attachments`` entry is ``"id": 0``).
Answers are held to the spec as written, but for one point where the docs show what Discord
sends and the spec says otherwise: a field's error in a 50035's ``errors`` has a string code
(``FIELD_ERRORS``, docs/reference#error-messages), where the spec reuses its integer-coded
``Error``.

The gateway (the websocket) is not in the spec: the stand-in's gateway events are checked by
nothing here."""

from __future__ import annotations

import copy
import functools
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator, validators
from jsonschema.exceptions import ValidationError, best_match
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from tests.bot.discord_limits import documented_problems

SPEC = Path(__file__).resolve().parent.parent / "specs" / "discord" / "openapi.json"
FIELD_ERRORS = "https://discord.com/developers/docs/reference#error-messages"
BOOLEANS = {"True": True, "true": True, "1": True, "False": False, "false": False, "0": False}
"""A boolean query parameter's spellings Discord takes (docs/reference#boolean-query-strings)."""
URI = "urn:discord-api-spec"
"""The spec's name in the validators' registry: its ``#/components/...`` references resolve
within it."""
DIGITS = re.compile(r"-?[0-9]+")


@dataclass(frozen=True)
class Problem:
    """One thing the spec (or the docs) refuses: where (a field path, empty for the request as
    a whole), Discord's error code for it, and the sentence that says why."""

    path: tuple[str | int, ...]
    code: str
    message: str
    """As Discord words it in a 50035's ``errors``."""
    text: str


@dataclass(frozen=True)
class Route:
    template: str
    pattern: re.Pattern[str]
    literal: int
    """Characters of the template outside its parameters: the most literal match wins (as
    ``/messages/@original`` over ``/messages/{message_id}``)."""


@functools.cache
def spec() -> dict[str, Any]:
    """The spec, read once."""
    with SPEC.open(encoding="utf-8") as file:
        loaded: dict[str, Any] = json.load(file)
    return loaded


@functools.cache
def routes() -> tuple[Route, ...]:
    out = []
    for template in spec()["paths"]:
        parts = re.split(r"(\{[^}]+\})", template)
        regex = "".join(f"(?P<{p[1:-1]}>[^/]+)" if p.startswith("{") else re.escape(p)
                        for p in parts)
        literal = sum(len(p) for p in parts if not p.startswith("{"))
        out.append(Route(template, re.compile(regex), literal))
    return tuple(sorted(out, key=lambda r: -r.literal))


def route_of(path: str) -> tuple[Route, dict[str, str]] | None:
    """The spec's path template ``path`` (without ``/api/v10``) falls under, and its
    parameters."""
    for route in routes():
        match = route.pattern.fullmatch(path)
        if match:
            return route, match.groupdict()
    return None


def operation(method: str, template: str) -> dict[str, Any] | None:
    return spec()["paths"][template].get(method.lower())


def _integer(checker: Any, instance: Any) -> bool:
    return bool(Draft202012Validator.TYPE_CHECKER.is_type(instance, "integer") or (
        isinstance(instance, str) and DIGITS.fullmatch(instance)))


FITTING_LIMIT = 50_000
"""How many (schema, value) pairs known to fit are remembered before starting over."""
_fitting: set[tuple[type, str, str]] = set()
"""(the validator's kind, the schema's reference, the value as JSON) of each value that fit."""


def _remembered_ref(validator: Any, ref: str, instance: Any, schema: Any) -> Any:
    """``$ref`` as Draft 2020-12 checks it, remembering the objects and arrays found to fit:
    the stand-in answers the same author, buttons and embeds again and again, and each is
    checked once."""
    if not isinstance(instance, (dict, list)):
        yield from _REF(validator, ref, instance, schema)
        return
    key = (type(validator), ref, json.dumps(instance))
    if key in _fitting:
        return
    errors = list(_REF(validator, ref, instance, schema))
    if errors:
        yield from errors
        return
    if len(_fitting) >= FITTING_LIMIT:
        _fitting.clear()
    _fitting.add(key)


_REF = Draft202012Validator.VALIDATORS["$ref"]
AnswerValidator = validators.extend(Draft202012Validator, validators={"$ref": _remembered_ref})
RequestValidator = validators.extend(
    Draft202012Validator,
    validators={"oneOf": Draft202012Validator.VALIDATORS["anyOf"], "$ref": _remembered_ref},
    type_checker=Draft202012Validator.TYPE_CHECKER.redefine("integer", _integer))
"""Requests: an integer field takes a string of digits, as Discord's API does; a ``oneOf``
takes a value that fits more than one of its branches (the spec's README: its unions "all mean
that only one type from the list can be used", a value of any of them; "123" is both an
integer, read from digits, and a string)."""


@functools.cache
def _registry(reading: str) -> Registry[Any]:
    document = copy.deepcopy(spec())
    schemas = document["components"]["schemas"]
    if reading == "request":
        schemas["SnowflakeType"] = {"anyOf": [schemas["SnowflakeType"],
                                              {"type": "integer", "minimum": 0}]}
    else:
        # A field's error in a 50035 carries a string code ("BASE_TYPE_REQUIRED"), as the
        # docs show it (FIELD_ERRORS): the spec's shared Error says an integer.
        schemas["InnerErrors"]["properties"]["_errors"]["items"] = {
            "type": "object", "properties": {"code": {"type": "string"},
                                             "message": {"type": "string"}},
            "required": ["code", "message"]}
    _dispatch_unions(document, document["components"]["schemas"], reading == "answer")
    return Registry().with_resource(URI, Resource.from_contents(
        document, default_specification=DRAFT202012))


def _discriminated(branch: Any, schemas: dict[str, Any]) -> list[Any] | None:
    """The ``type`` values a union's branch takes, when it requires one of an enum."""
    if isinstance(branch, dict) and "$ref" in branch:
        branch = schemas.get(str(branch["$ref"]).rsplit("/", 1)[-1])
    if not isinstance(branch, dict) or "type" not in branch.get("required", []):
        return None
    values = branch.get("properties", {}).get("type", {}).get("enum")
    return list(values) if isinstance(values, list) else None


def _dispatch_unions(node: Any, schemas: dict[str, Any], by_type: bool) -> None:
    """Each union of Discord objects told apart by their ``type`` (a message's components,
    an interaction's responses) checked against the one branch its ``type`` names, not all of
    them: the same verdict (the branches take distinct types), a tenth of the work, and the
    errors of the branch the bot meant (``by_type``: answers; a request's unions are
    ``anyOf``, whose first fitting branch ends the check). A union of constants becomes the
    enum it is."""
    if isinstance(node, list):
        for item in node:
            _dispatch_unions(item, schemas, by_type)
        return
    if not isinstance(node, dict):
        return
    for value in node.values():
        _dispatch_unions(value, schemas, by_type)
    for union in ("oneOf", "anyOf"):
        branches = node.get(union)
        if not isinstance(branches, list) or len(branches) < 2:
            continue
        if all(isinstance(b, dict) and "const" in b for b in branches):
            # An enum the spec spells as named constants (a component's type, a style):
            # the same values, one check rather than one a constant.
            del node[union]
            node["enum"] = [b["const"] for b in branches]
            continue
        if not by_type:
            continue
        kinds = [_discriminated(b, schemas) for b in branches]
        taken = [v for k in kinds if k is not None for v in k]
        if any(k is None for k in kinds) or len(taken) != len(set(taken)):
            continue
        del node[union]
        node["allOf"] = [*node.get("allOf", []), {
            "type": "object", "required": ["type"], "properties": {"type": {"enum": taken}},
            "allOf": [{"if": {"properties": {"type": {"enum": k}}, "required": ["type"]},
                       "then": b} for b, k in zip(branches, kinds, strict=True)]}]


@functools.cache
def _validator(reading: str, pointer: str) -> Any:
    """The validator of the schema at ``pointer`` (a JSON pointer into the spec), compiled
    once."""
    schema = {"$ref": URI + "#" + pointer}
    kind = RequestValidator if reading == "request" else AnswerValidator
    return kind(schema, registry=_registry(reading))


def _pointer(*parts: str | int) -> str:
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in parts)


def _deepest(error: ValidationError) -> ValidationError:
    """The error that says most about a union the instance fits no branch of: among the
    branches whose ``type`` (the discriminator of Discord's unions) the instance has."""
    while error.context:
        branches: dict[Any, list[ValidationError]] = {}
        for sub in error.context:
            branches.setdefault(sub.relative_schema_path[0], []).append(sub)
        typed = [sub for errors in branches.values()
                 if not any(list(e.relative_path) == ["type"] for e in errors)
                 for sub in errors]
        chosen = best_match(typed or error.context)
        if chosen is None:
            break
        error = chosen
    return error


def _says(error: ValidationError) -> str:
    """The rule an error breaks, in a short sentence."""
    value, rule = error.instance, error.validator
    if rule in ("maxLength", "minLength") and isinstance(value, str):
        bound = "at most" if rule == "maxLength" else "at least"
        return f"{len(value)} characters, the spec says {bound} {error.validator_value}"
    if rule in ("maxItems", "minItems") and isinstance(value, list):
        bound = "at most" if rule == "maxItems" else "at least"
        return f"{len(value)} items, the spec says {bound} {error.validator_value}"
    if rule == "required":
        return f"the spec says {error.message}"
    shown = json.dumps(value)
    shown = shown if len(shown) <= 60 else shown[:57] + "..."
    return f"{shown}: the spec says {rule} {json.dumps(error.validator_value)[:120]}"


def _worded(error: ValidationError) -> str:
    """An error as Discord words it for a field."""
    bound = error.validator_value
    return {"maxLength": f"Must be {bound} or fewer in length.",
            "maxItems": f"Must be {bound} or fewer in length.",
            "minLength": f"Must be {bound} or more in length.",
            "minItems": f"Must be {bound} or more in length.",
            "required": "This field is required"}.get(str(error.validator), error.message)


CODES = {"maxLength": "BASE_TYPE_MAX_LENGTH", "minLength": "BASE_TYPE_MIN_LENGTH",
         "maxItems": "BASE_TYPE_MAX_LENGTH", "minItems": "BASE_TYPE_MIN_LENGTH",
         "required": "BASE_TYPE_REQUIRED", "enum": "BASE_TYPE_CHOICES",
         "type": "BASE_TYPE_INVALID", "maximum": "NUMBER_TYPE_MAX",
         "minimum": "NUMBER_TYPE_MIN", "pattern": "STRING_TYPE_REGEX"}
"""Discord's error codes for a field, by the schema rule it breaks."""


def _schema_problems(reading: str, pointer: str, instance: Any,
                     where: str) -> list[Problem]:
    out = []
    for found in _validator(reading, pointer).iter_errors(instance):
        error = _deepest(found)
        path = tuple(error.absolute_path)
        if error.validator == "required":
            missing = re.match(r"'([^']+)'", error.message)
            path = (*path, missing[1]) if missing else path
        named = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in path)
        out.append(Problem(path, CODES.get(str(error.validator), "BASE_TYPE_INVALID"),
                           _worded(error), f"{where}{named}: {_says(error)}"))
    return out


def _query_value(schema: dict[str, Any], given: str) -> Any:
    """A query string's value as the parameter's type reads it."""
    kind = schema.get("type")
    kinds = kind if isinstance(kind, list) else [kind]
    if "boolean" in kinds and given in BOOLEANS:
        return BOOLEANS[given]
    if ("integer" in kinds or "number" in kinds) and DIGITS.fullmatch(given):
        return int(given)
    return given


def _parameters(template: str, method: str) -> list[tuple[dict[str, Any], str]]:
    """Each parameter of an operation with its JSON pointer: the path's and the operation's."""
    item = spec()["paths"][template]
    out = []
    for i, parameter in enumerate(item.get("parameters", [])):
        out.append((parameter, _pointer("paths", template, "parameters", i, "schema")))
    for i, parameter in enumerate(item[method.lower()].get("parameters", [])):
        out.append((parameter, _pointer("paths", template, method.lower(), "parameters", i,
                                        "schema")))
    return out


@dataclass(frozen=True)
class Refusal:
    """What the spec refuses in a request: its status (404 no such path, 405 no such method,
    400 a parameter or body) and the problems."""

    status: int
    problems: list[Problem]


def check_request(method: str, path: str, query: dict[str, str], body: Any,
                  files: dict[int, str] | None = None) -> Refusal | None:
    """What the spec (and the documented limits) refuse in a request (None: nothing).
    ``body``: its JSON (a multipart request's ``payload_json``), None without one; ``files``:
    a multipart request's ``files[n]`` parts, n → file name."""
    found = route_of(path)
    if found is None:
        return Refusal(404, [Problem((), "0", "404: Not Found",
                                     f"{method} {path}: no such path in the spec")])
    route, values = found
    op = operation(method, route.template)
    if op is None:
        return Refusal(405, [Problem((), "0", "405: Method Not Allowed",
                                     f"{method} {route.template}: the spec has no {method} "
                                     "for this path")])
    name = op["operationId"]
    problems: list[Problem] = []
    for parameter, pointer in _parameters(route.template, method):
        given = values.get(parameter["name"]) if parameter["in"] == "path" else query.get(
            parameter["name"])
        if given is None:
            if parameter.get("required"):
                problems.append(Problem((parameter["name"],), "BASE_TYPE_REQUIRED",
                                        "This field is required",
                                        f"{name}?{parameter['name']}: required, missing"))
            continue
        value = _query_value(_resolved(pointer), given) if parameter["in"] == "query" else given
        problems += _schema_problems("request", pointer, value, f"{name}?{parameter['name']}")
    known = {p["name"] for p, _ in _parameters(route.template, method) if p["in"] == "query"}
    problems += [Problem((key,), "BASE_TYPE_INVALID", "Unknown query parameter",
                         f"{name}?{key}: not a query parameter of {name} in the spec")
                 for key in query if key not in known]
    problems += _body_problems(method, route.template, op, body, files)
    return Refusal(400, problems) if problems else None


def _resolved(pointer: str) -> dict[str, Any]:
    """The schema at ``pointer``, its ``$ref`` followed."""
    node: Any = spec()
    for part in pointer.strip("/").split("/"):
        key = part.replace("~1", "/").replace("~0", "~")
        node = node[int(key)] if isinstance(node, list) else node[key]
    while isinstance(node, dict) and "$ref" in node:
        node = _resolved(node["$ref"].removeprefix("#"))
    return dict(node)


def _body_problems(method: str, template: str, op: dict[str, Any], body: Any,
                   files: dict[int, str] | None) -> list[Problem]:
    name = op["operationId"]
    declared = op.get("requestBody")
    if declared is None:
        if body is not None:
            return [Problem((), "BASE_TYPE_INVALID", "This request takes no body",
                            f"{name}: the spec takes no body here")]
        return []
    if body is None:
        return ([Problem((), "BASE_TYPE_REQUIRED", "This field is required",
                         f"{name}: the spec requires a body")]
                if declared.get("required") else [])
    kind = "multipart/form-data" if files is not None else "application/json"
    if kind not in declared["content"]:
        return [Problem((), "BASE_TYPE_INVALID", f"Unsupported content type {kind}",
                        f"{name}: the spec takes no {kind} body")]
    instance = body
    if files is not None and isinstance(body, dict):
        instance = {**body, **{f"files[{n}]": filename for n, filename in files.items()}}
    pointer = _pointer("paths", template, method.lower(), "requestBody", "content", kind,
                       "schema")
    problems = _schema_problems("request", pointer, instance, name)
    problems += [Problem(path, code, message, name + text)
                 for path, code, message, text in documented_problems(name, body, files)]
    return problems


def request_problems(method: str, path: str, query: dict[str, str], body: Any,
                     files: dict[int, str] | None = None) -> list[str]:
    """What the spec and the documented limits refuse in a request, one sentence each."""
    refusal = check_request(method, path, query, body, files)
    return [] if refusal is None else [p.text for p in refusal.problems]


def _answer_pointer(op_pointer: str, op: dict[str, Any], status: int) -> str | None:
    """The pointer of the answer declared for ``status`` (its exact code, else its class
    ``4XX``), its ``$ref`` to ``components/responses`` followed."""
    responses = op["responses"]
    key = str(status) if str(status) in responses else f"{str(status)[0]}XX"
    if key not in responses:
        return None
    answer = responses[key]
    if "$ref" in answer:
        return str(answer["$ref"]).removeprefix("#")
    return op_pointer + _pointer("responses", key)


def answer_problems(method: str, path: str, status: int, body: Any) -> list[str]:
    """Where an answer (``body``: its JSON, None without one) departs from the spec's answer
    for the request's operation and the status."""
    found = route_of(path)
    if found is None or operation(method, found[0].template) is None:
        if status in (404, 405):  # Discord's answer to what the spec does not have
            return [p.text for p in _answer_schema("/components/schemas/ErrorResponse",
                                                   body, f"{status} {method} {path}")]
        return [f"{status} {method} {path}: an answer to a request the spec does not have"]
    template = found[0].template
    op = operation(method, template)
    assert op is not None
    where = f"{op['operationId']} {status}"
    op_pointer = _pointer("paths", template, method.lower())
    pointer = _answer_pointer(op_pointer, op, status)
    if pointer is None:
        return [f"{where}: the spec declares no {status} answer for {op['operationId']}"]
    content = _resolved(pointer).get("content")
    if content is None:
        return [] if body is None else [f"{where}: the spec's answer has no body"]
    if body is None:
        return [f"{where}: the spec's answer has a body, none was given"]
    return [p.text for p in _answer_schema(pointer + _pointer("content", "application/json",
                                                               "schema"), body, where)]


def _answer_schema(pointer: str, body: Any, where: str) -> list[Problem]:
    return _schema_problems("answer", pointer, body, where)
