"""clone: a deep copy built from the state's declared shape, equal to copy.deepcopy and
sharing nothing that can change."""

from __future__ import annotations

import copy
import dataclasses
import random
from dataclasses import dataclass, field
from typing import Any

import pytest

from engines import rajas, splendor
from engines.core import Event, Step, clone, shallow
from tests.rajas.random_player import answer as rajas_answer
from tests.splendor.random_player import play_step


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
            _shares_nothing_mutable(getattr(a, f.name), getattr(b, f.name), f"{path}.{f.name}")


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


def test_shallow_shares_the_fields() -> None:
    value = Shapes(maybe=Inner([1]))
    copied = shallow(value)
    assert copied == value and copied is not value and copied.maybe is value.maybe


@pytest.mark.parametrize("seed", range(4))
def test_rajas_states_clone_as_deepcopy_does(seed: int) -> None:
    rng = random.Random(seed)
    raw = {"variant": "beck", "dummies": "3"} if seed % 2 else {"variant": "cherey"}
    step: Step[rajas.RajasState] = rajas.new_game(rajas.parse_options(raw), seed)
    while step.state.phase != "over":
        copied = clone(step.state)
        assert copied == copy.deepcopy(step.state)
        _shares_nothing_mutable(step.state, copied)
        if step.prompt is None:
            step = rajas.play_turn(step.state)
        else:
            step = rajas.give_answer(
                step.state, rajas_answer(step.prompt, rng, step.state.table.round)
            )


@pytest.mark.parametrize("seed", range(4))
def test_splendor_states_clone_as_deepcopy_does(seed: int) -> None:
    rng = random.Random(seed)
    options = splendor.parse_options({"deal": "table" if seed % 2 else "bot"})
    step: Step[splendor.SplendorState] = splendor.new_game(options, seed)
    while step.state.phase != "over":
        copied = clone(step.state)
        assert copied == copy.deepcopy(step.state)
        _shares_nothing_mutable(step.state, copied)
        step = play_step(step, rng)
