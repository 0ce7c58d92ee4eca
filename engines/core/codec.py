"""Dataclasses to plain JSON data and back, checking every field on the way in.

A saved row can be corrupt or written by an older version; decoding it must fail with a clear
``CodecError`` rather than build a state that breaks three steps later.
"""

from __future__ import annotations

import dataclasses
import functools
import types
import typing
from typing import Any, TypeVar, Union, get_args, get_origin, get_type_hints

T = TypeVar("T")

JSON = Any  # str | int | float | bool | None | list[JSON] | dict[str, JSON]


class CodecError(ValueError):
    """Data that does not fit the shape it is decoded into."""


def encode(value: Any) -> JSON:
    """Turn a dataclass (or list/dict/primitive of them) into plain JSON data."""
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
    return typing.cast(T, _decode(cls, data, path))


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
