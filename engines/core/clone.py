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


_new = object.__new__


def shallow(value: T) -> T:
    """A copy of a dataclass that shares its fields' values (``copy.copy``, without its
    generic dispatch through ``__reduce_ex__``)."""
    new = _new(value.__class__)
    try:
        # Made on every step (the state that carries a conversation): a copy of the dict
        # given whole is the cheapest way.
        new.__dict__ = value.__dict__.copy()
    except AttributeError:  # a frozen dataclass refuses the assignment
        new.__dict__.update(value.__dict__)
    return new


def clone(value: T) -> T:
    """A deep copy of ``value`` (a state, or any part of one)."""
    cls: type = type(value)
    copier = _for_value(cls)
    if copier is None:
        return value
    copied: T = copier(value)  # no typing.cast: two calls on every step
    return copied


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
        # map, not a comprehension: no frame of its own per list (a list of rows, say).
        return lambda v: [*map(each, v)]
    if origin is dict:
        _, val = get_args(tp) or (str, Any)
        value_copier = _for_type(val)
        if value_copier is None:
            return dict.copy
        return lambda v: dict(zip(v, map(value_copier, v.values()), strict=True))
    if origin is tuple:
        args = [a for a in get_args(tp) if a is not Ellipsis]
        if all(_for_type(a) is None for a in args):
            return None
        return _copy_any
    if dataclasses.is_dataclass(tp) and isinstance(tp, type):
        return _for_dataclass(tp)
    return copy.deepcopy


def _for_dataclass(cls: type) -> Copier | None:
    if not _written_out(cls, []):
        params = getattr(cls, "__dataclass_params__", None)
        # A frozen dataclass (a prompt, an event, a card) is a value: never changed in place.
        return None if params is not None and params.frozen else copy.deepcopy
    # One generated function per class, its fields set one by one on a bare object
    # (object.__new__ skips __init__'s defaults; every field is set): CPython's attribute
    # stores on a fresh object are its fastest way to fill one, faster than a dict display
    # given as its __dict__. Each field's copy is written out where it can be (an optional
    # field's None test, a list of rows mapped to list.copy, a nested dataclass's own
    # fields): a state is copied on every step, and every call saved is saved on each.
    env: dict[str, Any] = {"_new": object.__new__, "_map": map, "_zip": zip, "_dict": dict}
    lines = ["def _copy(v):", *_fields_source(cls, "v", "n", env, [cls], "    "), "    return n"]
    exec("\n".join(lines) + "\n", env)
    return typing.cast(Copier, env["_copy"])


def _written_out(cls: Any, within: list[type]) -> bool:
    """Whether values of ``cls`` are copied field by field here: a dataclass, not frozen,
    no slots, attributes set plainly, and not already being written out around it."""
    if not (dataclasses.is_dataclass(cls) and isinstance(cls, type)) or cls in within:
        return False
    params = getattr(cls, "__dataclass_params__", None)
    frozen = params is not None and params.frozen
    return not frozen and not hasattr(cls, "__slots__") and cls.__setattr__ is object.__setattr__


def _fields_source(
    cls: type, old: str, new: str, env: dict[str, Any], within: list[type], indent: str
) -> list[str]:
    """Source lines that make ``new``, a copy of ``old`` (locals naming a ``cls``)."""
    lines = [f"{indent}{new} = _new({_name(env, cls)})"]
    how = {f.name: f.metadata.get("copy") for f in dataclasses.fields(cls)}
    for name, hint, _ in field_types(cls):
        value = f"{old}.{name}"
        if how[name] == "shared":
            source = None
        elif how[name] == "flat":
            source = _flat(env, hint, value)
        else:
            arm = _optional_arm(hint)
            if _written_out(arm, within):
                # A nested dataclass: its fields written out here (its own copier would be
                # one more call).
                depth = len(within)
                inner_old, inner_new = f"v{depth}", f"n{depth}"
                nested = _fields_source(arm, inner_old, inner_new, env, [*within, arm], indent)
                lines.append(f"{indent}{inner_old} = {value}")
                if arm is not hint:  # optional: None stays None
                    lines.append(f"{indent}if {inner_old} is None:")
                    lines.append(f"{indent}    {new}.{name} = None")
                    lines.append(f"{indent}else:")
                    nested = [f"    {line}" for line in nested]
                    nested.append(f"{indent}    {new}.{name} = {inner_new}")
                    lines.extend(nested)
                else:
                    lines.extend(nested)
                    lines.append(f"{indent}{new}.{name} = {inner_new}")
                continue
            source = _expression(env, hint, value)
        lines.append(f"{indent}{new}.{name} = {value if source is None else source}")
    return lines


def _optional_arm(tp: Any) -> Any:
    """``X`` of ``X | None``; else ``tp`` itself."""
    if get_origin(tp) in (Union, types.UnionType):
        arms = [a for a in get_args(tp) if a is not type(None)]
        if len(arms) == 1 and len(arms) < len(get_args(tp)):
            return arms[0]
    return tp


def _expression(env: dict[str, Any], tp: Any, value: str) -> str | None:
    """Source of an expression that copies ``value`` (source of a value of type ``tp``),
    naming in ``env`` what it calls; None when the value is shared."""
    copier = _for_type(tp)
    if copier is None:
        return None
    arm = _optional_arm(tp)
    if arm is not tp:
        inner = _expression(env, arm, value)
        assert inner is not None
        return f"(None if {value} is None else {inner})"
    if get_origin(tp) is list:
        (item,) = get_args(tp) or (Any,)
        each = _for_type(item)
        if each is not None:
            return f"[*_map({_name(env, each)}, {value})]"
    if get_origin(tp) is dict:
        _, item = get_args(tp) or (str, Any)
        each = _for_type(item)
        if each is not None:
            return f"_dict(_zip({value}, _map({_name(env, each)}, {value}.values())))"
    return f"{_name(env, copier)}({value})"


def _name(env: dict[str, Any], value: Any) -> str:
    """A global name for ``value`` in the generated code's namespace."""
    for name, known in env.items():
        if known is value:
            return name
    name = f"_g{len(env)}"
    env[name] = value
    return name


def _flat(env: dict[str, Any], tp: Any, value: str) -> str:
    """Source of the copy of a FLAT field of type ``tp``: a list or a dict (or None), its
    items shared."""
    optional = get_origin(tp) in (Union, types.UnionType)
    (arm,) = [a for a in get_args(tp) if a is not type(None)] if optional else [tp]
    origin = get_origin(arm)
    if origin not in (list, dict):
        raise TypeError(f"FLAT is for a list or a dict field, not {tp}")
    container = f"{_name(env, list.copy if origin is list else dict.copy)}({value})"
    return f"(None if {value} is None else {container})" if optional else container
