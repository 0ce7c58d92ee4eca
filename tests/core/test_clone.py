"""clone: a deep copy built from the state's declared shape, equal to copy.deepcopy and
sharing nothing that can change (a FLAT field's items and a SHARED field are never changed in
place: shared, and no later step of a game changes an earlier state)."""

from __future__ import annotations

import copy
import dataclasses
from dataclasses import dataclass, field
from typing import Any

import pytest

from engines.core import FLAT, SHARED, Event, clone, shallow
from tests.rajas.random_player import whole_game as rajas_game
from tests.splendor.random_player import whole_game as splendor_game


def _frozen(value: Any) -> bool:
    params = getattr(type(value), "__dataclass_params__", None)
    return params is not None and params.frozen


def _shares_nothing_mutable(a: Any, b: Any, path: str = "$") -> None:
    """Every list, dict and dataclass of ``a`` is a new object in ``b``, but a frozen
    dataclass (a prompt, an event: a value never changed in place), which is shared."""
    if _frozen(a):
        assert a is b or a == b
        return
    if isinstance(a, (list, dict)) or dataclasses.is_dataclass(a):
        assert a is not b, f"{path} is shared"
    if isinstance(a, (list, tuple)):
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            _shares_nothing_mutable(x, y, f"{path}[{i}]")
    elif isinstance(a, dict):
        for k in a:
            _shares_nothing_mutable(a[k], b[k], f"{path}.{k}")
    elif dataclasses.is_dataclass(a) and not isinstance(a, type):
        for f in dataclasses.fields(a):
            x, y = getattr(a, f.name), getattr(b, f.name)
            how = f.metadata.get("copy")
            if how == "shared":
                assert x is y
            elif how == "flat":
                assert x is None or x is not y, f"{path}.{f.name} is shared"
                if x is not None:
                    items = x.values() if isinstance(x, dict) else x
                    copies = y.values() if isinstance(y, dict) else y
                    assert all(i is j for i, j in zip(items, copies, strict=True))
            else:
                _shares_nothing_mutable(x, y, f"{path}.{f.name}")


@dataclass
class Inner:
    values: list[int] = field(default_factory=list)


@dataclass
class Shapes:
    maybe: Inner | None = None
    either: Inner | int = 0
    anything: Any = None
    nested: dict[int, list[Inner]] = field(default_factory=dict)
    pair: tuple[int, str] = (1, "a")
    frozen: Event = field(default_factory=lambda: Event("R-1", "key", {"a": 1}))


def test_every_kind_of_field() -> None:
    value = Shapes(
        maybe=Inner([1]),
        either=Inner([2]),
        anything={"a": [Inner([3])], "b": (1, [2])},
        nested={1: [Inner([4]), Inner([])]},
    )
    copied = clone(value)
    assert copied == copy.deepcopy(value)
    _shares_nothing_mutable(value, copied)
    assert copied.frozen is value.frozen, "a frozen dataclass is a value: shared"
    empty = Shapes()
    assert clone(empty) == empty


@dataclass
class Marked:
    flat: dict[int, list[int]] = field(default_factory=dict, metadata=FLAT)
    maybe_flat: list[list[int]] | None = field(default=None, metadata=FLAT)
    shared: Inner | None = field(default=None, metadata=SHARED)
    deep: list[list[int]] = field(default_factory=list)


def test_flat_and_shared_fields() -> None:
    value = Marked({1: [1]}, [[2]], Inner([3]), [[4]])
    copied = clone(value)
    assert copied == value
    assert copied.flat is not value.flat and copied.flat[1] is value.flat[1]
    assert value.maybe_flat is not None and copied.maybe_flat is not None
    assert copied.maybe_flat is not value.maybe_flat
    assert copied.maybe_flat[0] is value.maybe_flat[0]
    assert copied.shared is value.shared
    assert copied.deep[0] is not value.deep[0]
    assert clone(Marked()) == Marked()


def test_flat_is_only_for_containers() -> None:
    @dataclass
    class Wrong:
        number: int = field(default=0, metadata=FLAT)

    with pytest.raises(TypeError):
        clone(Wrong())


def test_no_step_changes_an_earlier_state() -> None:
    """What lets a copy share FLAT items, SHARED fields and frozen values: every state of a
    whole game (undo restores them) is as it was when its step returned it."""
    for seed, raw in enumerate(({"variant": "cherey"}, {"variant": "beck", "dummies": "3"})):
        kept = [(step.state, copy.deepcopy(step.state)) for step in rajas_game(raw, seed)]
        assert all(state == snapshot for state, snapshot in kept)


def test_no_step_of_splendor_changes_an_earlier_state() -> None:
    for seed, deal in enumerate(("bot", "table")):
        kept = [(step.state, copy.deepcopy(step.state))
                for step in splendor_game({"deal": deal}, seed)]
        assert all(state == snapshot for state, snapshot in kept)


def test_shallow_shares_the_fields() -> None:
    value = Shapes(maybe=Inner([1]))
    copied = shallow(value)
    assert copied == value and copied is not value and copied.maybe is value.maybe


@pytest.mark.parametrize("seed", range(4))
def test_rajas_states_clone_as_deepcopy_does(seed: int) -> None:
    raw = {"variant": "beck", "dummies": "3"} if seed % 2 else {"variant": "cherey"}
    for step in rajas_game(raw, seed):
        copied = clone(step.state)
        assert copied == copy.deepcopy(step.state)
        _shares_nothing_mutable(step.state, copied)


@pytest.mark.parametrize("seed", range(4))
def test_splendor_states_clone_as_deepcopy_does(seed: int) -> None:
    for step in splendor_game({"deal": "table" if seed % 2 else "bot"}, seed):
        copied = clone(step.state)
        assert copied == copy.deepcopy(step.state)
        _shares_nothing_mutable(step.state, copied)
