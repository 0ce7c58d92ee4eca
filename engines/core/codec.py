"""Dataclasses to plain JSON data and back, checking every field on the way in.

A saved row can be corrupt or written by an older version; decoding it must fail with a clear
``CodecError`` rather than build a state that breaks three steps later.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import types
import typing
from collections.abc import Callable
from typing import Any, TypeVar, Union, get_args, get_origin, get_type_hints

try:  # a C encoder, ~5x faster; the engines work without it (the json module's path below)
    import orjson
except ImportError:  # pragma: no cover - a dependency of the bot; only bare engines lack it
    orjson = None  # type: ignore[assignment]

T = TypeVar("T")

JSON = Any  # str | int | float | bool | None | list[JSON] | dict[str, JSON]


class CodecError(ValueError):
    """Data that does not fit the shape it is decoded into."""


def encode(value: Any) -> JSON:
    """Turn a dataclass (or list/dict/primitive of them) into plain JSON data."""
    cls = type(value)
    if cls in _ATOMS:
        return value
    if cls is list or cls is tuple:
        return [encode(v) for v in value]
    if cls is dict:
        return {str(k): encode(v) for k, v in value.items()}
    encoder = _ENCODERS.get(cls)
    if encoder is None and dataclasses.is_dataclass(cls):
        encoder = _ENCODERS[cls] = _dataclass_encoder(cls)
    if encoder is not None:
        return encoder(value)
    return _encode_any(value)


_ATOMS: frozenset[type] = frozenset({str, int, float, bool, type(None)})
_ENCODERS: dict[type, Callable[[Any], JSON]] = {}


def _dataclass_encoder(cls: type) -> Callable[[Any], JSON]:
    """One generated function per class: a dict display of its fields, each encoded (a
    number or a string is its own JSON; the codec saves a state on every step)."""
    names = [f.name for f in dataclasses.fields(cls)]
    items = ", ".join(f"{name!r}: _e(v.{name})" for name in names)
    env: dict[str, Any] = {"_e": encode}
    exec(f"def _encode(v):\n    return {{{items}}}\n", env)
    return typing.cast(Callable[[Any], JSON], env["_encode"])


def dumps(value: Any) -> str:
    """``json.dumps(encode(value), ensure_ascii=False, separators=(",", ":"))``, in one pass
    when orjson is there: it walks lists, dicts and plain values in C and asks ``_fields``
    for each dataclass's fields (the same fields, in the same order, as ``encode``). The same
    text for every state (dict keys are strings or ints, as ``decode`` reads back), but a
    float may be spelt differently ("1e16" for "1e+16"): the same number (no state has a
    float field; orjson writes NaN as null where json writes NaN, which is no JSON). Anything
    orjson refuses (a number beyond 64 bits, a lone surrogate, a type ``encode`` refuses too)
    takes the json module's path, which says what ``encode`` says of it. Read it back with
    ``json.loads``: orjson's reader makes a float of a whole number beyond 64 bits."""
    if orjson is not None:
        try:
            return orjson.dumps(value, default=_fields, option=_ORJSON).decode()
        except orjson.JSONEncodeError:
            pass
    return json.dumps(encode(value), ensure_ascii=False, separators=(",", ":"))


if orjson is not None:
    _ORJSON = (
        orjson.OPT_PASSTHROUGH_DATACLASS | orjson.OPT_PASSTHROUGH_DATETIME | orjson.OPT_NON_STR_KEYS
    )
    """Dataclasses (and dates, which ``encode`` refuses) through ``_fields``; int dict keys
    written as strings, as ``encode`` writes them."""


def _fields(value: Any) -> JSON:
    """orjson's ``default``: a dataclass as a dict of its fields, not encoded (orjson walks
    them, asking again for a dataclass inside); anything else raises, as ``encode`` does."""
    cls = type(value)
    fields = _FIELDS.get(cls)
    if fields is None:
        if not dataclasses.is_dataclass(cls):
            raise TypeError(f"cannot encode {cls.__name__}")
        fields = _FIELDS[cls] = _dataclass_fields(cls)
    return fields(value)


_FIELDS: dict[type, Callable[[Any], dict[str, Any]]] = {}


def _dataclass_fields(cls: type) -> Callable[[Any], dict[str, Any]]:
    """One generated function per class: a dict display of its fields."""
    names = [f.name for f in dataclasses.fields(cls)]
    items = ", ".join(f"{name!r}: v.{name}" for name in names)
    env: dict[str, Any] = {}
    exec(f"def _fields(v):\n    return {{{items}}}\n", env)
    return typing.cast(Callable[[Any], dict[str, Any]], env["_fields"])


def _encode_any(value: Any) -> JSON:
    """Subclasses of the plain types, and what cannot be encoded."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: encode(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, (list, tuple)):
        return [encode(v) for v in value]
    if isinstance(value, dict):
        return {str(k): encode(v) for k, v in value.items()}
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    raise CodecError(f"cannot encode {type(value).__name__}")


def decode(cls: type[T], data: JSON, path: str = "$") -> T:
    """Build ``cls`` from plain JSON data, raising CodecError on any mismatch."""
    try:
        return typing.cast(T, _decoder(typing.cast(Any, cls))(data))
    except _Mismatch:
        # The fast decoder only says no; the careful one says where and why.
        return typing.cast(T, _decode(cls, data, path))


class _Mismatch(Exception):
    """Raised by a fast decoder at the first thing that does not fit."""


Decoder = Callable[[JSON], Any]


@functools.cache
def _decoder(tp: Any) -> Decoder:
    """A decoder of ``tp`` built once from its shape: the same checks as ``_decode`` (which
    names the path of a mismatch) without looking the type up again for every value."""
    origin = get_origin(tp)
    if tp is Any:
        return _same
    if origin in (Union, types.UnionType):
        arms = [_decoder(arm) for arm in get_args(tp)]
        return lambda data: _first_arm(arms, data)
    if origin is typing.Literal:
        allowed = get_args(tp)
        return lambda data: data if data in allowed else _fail()
    if tp is type(None):
        return lambda data: None if data is None else _fail()
    if dataclasses.is_dataclass(tp) and isinstance(tp, type):
        return _dataclass_decoder(tp)
    if origin in (list, tuple):
        args = get_args(tp)
        if origin is tuple and not (len(args) == 2 and args[1] is Ellipsis):
            each = [_decoder(a) for a in args]
            return lambda data: _fixed_tuple(each, data)
        item = _decoder(args[0] if args else Any)
        if origin is tuple:
            return lambda data: tuple(_list(item, data))
        return lambda data: _list(item, data)
    if origin is dict:
        key_t, val_t = get_args(tp) or (str, Any)
        value = _decoder(val_t)
        if key_t is str:
            return lambda data: _str_dict(value, data)
        return lambda data: _dict(key_t, value, data)
    simple = _SIMPLE.get(tp)
    if simple is not None:
        return simple
    return lambda data: _fail()


def _fail() -> Any:
    raise _Mismatch


def _same(data: JSON) -> JSON:
    return data


def _first_arm(arms: list[Decoder], data: JSON) -> Any:
    for arm in arms:
        try:
            return arm(data)
        except _Mismatch:
            continue
    raise _Mismatch


def _fixed_tuple(each: list[Decoder], data: JSON) -> tuple[Any, ...]:
    if type(data) is not list or len(data) != len(each):
        raise _Mismatch
    return tuple(d(x) for d, x in zip(each, data, strict=True))


def _list(item: Decoder, data: JSON) -> list[Any]:
    if type(data) is not list:
        raise _Mismatch
    if item is _same:
        return list(data)
    return [item(x) for x in data]


def _str_dict(value: Decoder, data: JSON) -> dict[str, Any]:
    if type(data) is not dict:
        raise _Mismatch
    for key in data:
        if type(key) is not str:
            raise _Mismatch
    return {k: value(v) for k, v in data.items()}


def _dict(key_t: Any, value: Decoder, data: JSON) -> dict[Any, Any]:
    if type(data) is not dict:
        raise _Mismatch
    try:
        return {_decode_key(key_t, k, "$"): value(v) for k, v in data.items()}
    except CodecError as exc:
        raise _Mismatch from exc


def _int(data: JSON) -> int:
    if type(data) is not int:
        raise _Mismatch
    return data


def _str(data: JSON) -> str:
    if type(data) is not str:
        raise _Mismatch
    return data


def _bool(data: JSON) -> bool:
    if type(data) is not bool:
        raise _Mismatch
    return data


def _float(data: JSON) -> float:
    if type(data) is not int and type(data) is not float:
        raise _Mismatch
    return float(data)


_SIMPLE: dict[Any, Decoder] = {int: _int, str: _str, bool: _bool, float: _float}


def _dataclass_decoder(cls: type) -> Decoder:
    fields = [(name, _decoder(hint), required) for name, hint, required in field_types(cls)]
    names = frozenset(name for name, _, _ in fields)

    def decode_dataclass(data: JSON) -> Any:
        if type(data) is not dict or not names.issuperset(data):
            raise _Mismatch
        kwargs = {}
        for name, decoder, required in fields:
            if name in data:
                kwargs[name] = decoder(data[name])
            elif required:
                raise _Mismatch
        try:
            return cls(**kwargs)
        except (TypeError, ValueError) as exc:
            raise _Mismatch from exc

    return decode_dataclass


def _decode(tp: Any, data: JSON, path: str) -> Any:
    origin = get_origin(tp)
    if tp is Any:
        return data
    if origin in (Union, types.UnionType):
        for arm in get_args(tp):
            try:
                return _decode(arm, data, path)
            except CodecError:
                continue
        raise CodecError(f"{path}: {data!r} fits none of {tp}")
    if origin is typing.Literal:
        if data in get_args(tp):
            return data
        raise CodecError(f"{path}: {data!r} is not one of {get_args(tp)}")
    if tp is type(None):
        if data is None:
            return None
        raise CodecError(f"{path}: expected null")
    if dataclasses.is_dataclass(tp) and isinstance(tp, type):
        return _decode_dataclass(tp, data, path)
    if origin in (list, tuple):
        if not isinstance(data, list):
            raise CodecError(f"{path}: expected a list")
        args = get_args(tp)
        if origin is tuple and not (len(args) == 2 and args[1] is Ellipsis):
            if len(args) != len(data):
                raise CodecError(f"{path}: expected {len(args)} items")
            pairs = enumerate(zip(args, data, strict=True))
            return tuple(_decode(a, d, f"{path}[{i}]") for i, (a, d) in pairs)
        item = args[0] if args else Any
        items = [_decode(item, d, f"{path}[{i}]") for i, d in enumerate(data)]
        return tuple(items) if origin is tuple else items
    if origin is dict:
        if not isinstance(data, dict):
            raise CodecError(f"{path}: expected an object")
        key_t, val_t = get_args(tp) or (str, Any)
        out = {}
        for k, v in data.items():
            key = _decode_key(key_t, k, path)
            out[key] = _decode(val_t, v, f"{path}.{k}")
        return out
    if tp is bool:
        if isinstance(data, bool):
            return data
        raise CodecError(f"{path}: expected true/false")
    if tp is int:
        if isinstance(data, int) and not isinstance(data, bool):
            return data
        raise CodecError(f"{path}: expected an integer")
    if tp is float:
        if isinstance(data, (int, float)) and not isinstance(data, bool):
            return float(data)
        raise CodecError(f"{path}: expected a number")
    if tp is str:
        if isinstance(data, str):
            return data
        raise CodecError(f"{path}: expected a string")
    raise CodecError(f"{path}: unsupported type {tp}")


def _decode_key(key_t: Any, key: str, path: str) -> Any:
    if key_t is int:
        try:
            return int(key)
        except ValueError as exc:
            raise CodecError(f"{path}: key {key!r} is not an integer") from exc
    return _decode(key_t, key, path)


@functools.cache
def field_types(cls: type) -> tuple[tuple[str, Any, bool], ...]:
    """(name, type, required) of each field: resolving type hints is slow, classes are few."""
    hints = get_type_hints(cls)
    return tuple(
        (
            f.name,
            hints[f.name],
            f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING,
        )
        for f in dataclasses.fields(cls)
    )


def _decode_dataclass(cls: type, data: JSON, path: str) -> Any:
    if not isinstance(data, dict):
        raise CodecError(f"{path}: expected an object for {cls.__name__}")
    fields = field_types(cls)
    kwargs = {}
    for name, hint, required in fields:
        if name in data:
            kwargs[name] = _decode(hint, data[name], f"{path}.{name}")
        elif required:
            raise CodecError(f"{path}: missing field {name!r}")
    unknown = set(data) - {name for name, _, _ in fields}
    if unknown:
        raise CodecError(f"{path}: unknown fields {sorted(unknown)}")
    try:
        return cls(**kwargs)
    except (TypeError, ValueError) as exc:
        raise CodecError(f"{path}: {exc}") from exc
