"""A deep copy of a game state that knows its shape.

``copy.deepcopy`` walks every object generically (memo dict, ``__reduce_ex__``, a dispatch per
value) and was most of an engine step's time. A state is a tree of dataclasses, lists and
dicts of plain values whose types the dataclasses declare, so each class gets one copier built
once from its type hints: immutable fields (numbers, strings, literals, frozen dataclasses) are
shared, containers of them copied flat, nested dataclasses copied by their own copier. The
result equals what ``deepcopy`` gives for every value the codec can encode.
"""

from __future__ import annotations

import copy
import dataclasses
import functools
import types
import typing
from collections.abc import Callable, Mapping
from typing import Any, TypeVar, Union, get_args, get_origin

from engines.core.codec import field_types

T = TypeVar("T")

Copier = Callable[[Any], Any]

_ATOMS: frozenset[Any] = frozenset({int, str, bool, float, type(None)})

FLAT: Mapping[str, str] = types.MappingProxyType({"copy": "flat"})
"""Field metadata (``field(metadata=FLAT)``): a list or dict whose items are never changed in
place (only added, removed or replaced whole), so a copy of the state copies the container
and shares its items."""
SHARED: Mapping[str, str] = types.MappingProxyType({"copy": "shared"})
"""Field metadata: a value never changed in place (only replaced whole), shared by a copy."""


def shallow(value: T) -> T:
    """A copy of a dataclass that shares its fields' values (``copy.copy``, without its
    generic dispatch through ``__reduce_ex__``)."""
    new = object.__new__(type(value))
    new.__dict__.update(value.__dict__)
    return new


def clone(value: T) -> T:
    """A deep copy of ``value`` (a state, or any part of one)."""
    copier = _for_value(typing.cast(type, type(value)))
    return value if copier is None else typing.cast(T, copier(value))


@functools.cache
def _for_value(cls: type) -> Copier | None:
    if dataclasses.is_dataclass(cls):
        return _for_type(cls)
    return _copy_any


def _copy_any(value: Any) -> Any:
    """A value whose type is only known at run time (an ``Any`` field, a union arm)."""
    cls = type(value)
    if cls in _ATOMS:
        return value
    if cls is list:
        return [_copy_any(v) for v in value]
    if cls is dict:
        return {k: _copy_any(v) for k, v in value.items()}
    if cls is tuple:
        return tuple(_copy_any(v) for v in value)
    if dataclasses.is_dataclass(cls):
        copier = _for_type(cls)
        return value if copier is None else copier(value)
    return copy.deepcopy(value)


@functools.cache
def _for_type(tp: Any) -> Copier | None:
    """The copier of values of type ``tp``, or None when they are immutable (shared)."""
    origin = get_origin(tp)
    if tp in _ATOMS or origin is typing.Literal:
        return None
    if tp is Any:
        return _copy_any
    if origin in (Union, types.UnionType):
        arms = [a for a in get_args(tp) if a is not type(None)]
        if all(_for_type(a) is None for a in arms):
            return None
        if len(arms) == 1:
            inner = _for_type(arms[0])
            assert inner is not None
            return lambda v: None if v is None else inner(v)
        return _copy_any
    if origin is list:
        (item,) = get_args(tp) or (Any,)
        each = _for_type(item)
        if each is None:
            return list.copy
        return lambda v: [each(x) for x in v]
    if origin is dict:
        _, val = get_args(tp) or (str, Any)
        value_copier = _for_type(val)
        if value_copier is None:
            return dict.copy
        return lambda v: {k: value_copier(x) for k, x in v.items()}
    if origin is tuple:
        args = [a for a in get_args(tp) if a is not Ellipsis]
        if all(_for_type(a) is None for a in args):
            return None
        return _copy_any
    if dataclasses.is_dataclass(tp) and isinstance(tp, type):
        return _for_dataclass(tp)
    return copy.deepcopy


def _for_dataclass(cls: type) -> Copier | None:
    params = getattr(cls, "__dataclass_params__", None)
    if params is not None and params.frozen:
        # A frozen dataclass (a prompt, an event, a card) is a value: never changed in place.
        return None
    if hasattr(cls, "__slots__"):
        return copy.deepcopy
    # One generated function per class: a dict display of the fields is far cheaper than a
    # loop over them, and object.__new__ skips __init__'s defaults (every field is set).
    names: list[str] = []
    env: dict[str, Any] = {"_new": object.__new__, "_cls": cls}
    how = {f.name: f.metadata.get("copy") for f in dataclasses.fields(cls)}
    for name, hint, _ in field_types(cls):
        if how[name] == "shared":
            copier = None
        elif how[name] == "flat":
            copier = _flat(hint)
        else:
            copier = _for_type(hint)
        if copier is None:
            names.append(f"{name!r}: v.{name}")
        else:
            env[f"_c_{name}"] = copier
            names.append(f"{name!r}: _c_{name}(v.{name})")
    # Only the fields are copied: they are all a state holds (and all the codec saves).
    source = (
        "def _copy(v):\n"
        "    n = _new(_cls)\n"
        f"    n.__dict__ = {{{', '.join(names)}}}\n"
        "    return n\n"
    )
    exec(source, env)
    return typing.cast(Copier, env["_copy"])


def _flat(tp: Any) -> Copier:
    """The copier of a FLAT field of type ``tp``: a list or a dict (or None), items shared."""
    optional = get_origin(tp) in (Union, types.UnionType)
    (arm,) = [a for a in get_args(tp) if a is not type(None)] if optional else [tp]
    origin = get_origin(arm)
    if origin not in (list, dict):
        raise TypeError(f"FLAT is for a list or a dict field, not {tp}")
    container: Copier = list.copy if origin is list else dict.copy
    if not optional:
        return container
    return lambda v: None if v is None else container(v)
