"""The codec's fast decoder builds what the careful one builds, and any data it refuses gets
the careful one's error, naming the path of the mismatch."""

from __future__ import annotations

import copy
import json
import random
from dataclasses import dataclass
from typing import Any

import pytest

from engines import rajas, splendor
from engines.core import CodecError, codec, decode, encode
from engines.core.codec import _decode
from tests.rajas.random_player import whole_game as rajas_game
from tests.splendor.random_player import whole_game as splendor_game


def _rajas_states(seed: int) -> list[Any]:
    raw = {"variant": "beck", "dummies": "2"} if seed % 2 else {"variant": "cherey"}
    return [step.state for step in rajas_game(raw, seed)]


def _splendor_states(seed: int) -> list[Any]:
    return [step.state for step in splendor_game({"deal": "table" if seed % 2 else "bot"}, seed)]


def _spoiled(data: Any, rng: random.Random) -> Any:
    """``data`` with one value somewhere replaced by one of another JSON type, or a field
    added or removed."""
    spoiled = copy.deepcopy(data)
    node = spoiled
    while True:
        keys = list(node) if isinstance(node, dict) else list(range(len(node)))
        if not keys:
            break
        key = rng.choice(keys)
        child = node[key]
        if isinstance(child, (dict, list)) and child and rng.random() < 0.7:
            node = child
            continue
        what = rng.random()
        if isinstance(node, dict) and what < 0.1:
            node["surprise"] = 1
        elif isinstance(node, dict) and what < 0.2:
            del node[key]
        else:
            node[key] = rng.choice([None, True, 1.5, -3, "x", [], {}, [1], {"a": 1}])
        break
    return spoiled


@pytest.mark.parametrize(
    ("cls", "states"),
    [
        (rajas.RajasState, _rajas_states(1)),
        (rajas.RajasState, _rajas_states(2)),
        (splendor.SplendorState, _splendor_states(3)),
        (splendor.SplendorState, _splendor_states(4)),
    ],
)
def test_fast_and_careful_decoders_agree(cls: type, states: list[Any]) -> None:
    rng = random.Random(len(states))
    for state in states:
        data = encode(state)
        assert decode(cls, data) == state == _decode(cls, data, "$")
        for _ in range(3):
            bad = _spoiled(data, rng)
            try:
                careful = _decode(cls, bad, "$")
            except CodecError as refused:
                with pytest.raises(CodecError) as also:
                    decode(cls, bad)
                assert str(also.value) == str(refused)
            else:
                assert decode(cls, bad) == careful


def _json_text(value: Any) -> str:
    """What the codec wrote before ``codec.dumps``: the json module's text of ``encode``."""
    return json.dumps(encode(value), ensure_ascii=False, separators=(",", ":"))


@pytest.mark.parametrize(
    ("cls", "states"),
    [
        (rajas.RajasState, _rajas_states(5)),
        (rajas.RajasState, _rajas_states(6)),
        (splendor.SplendorState, _splendor_states(7)),
    ],
)
def test_dumps_writes_the_json_modules_text_and_reads_back_the_same_state(
    cls: type, states: list[Any]
) -> None:
    for state in states:
        text = codec.dumps(state)
        assert text == _json_text(state)
        assert decode(cls, json.loads(text)) == state


@dataclass
class _Inner:
    name: str
    counts: dict[int, int]


@dataclass
class _Outer:
    inner: _Inner
    items: list[_Inner]
    pair: tuple[int, str]
    flag: bool | None
    text: str = ""


def test_dumps_writes_every_character_and_shape_as_the_json_module_does() -> None:
    every = "".join(chr(c) for c in range(0x80)) + "\u2028\u2029é ё 日本 🎲 \"\\/"
    value = _Outer(
        inner=_Inner(every, {1: 2, -3: 4}),
        items=[_Inner("", {}), _Inner("x", {10**18: 0})],
        pair=(2**63 - 1, every),
        flag=None,
        text=every,
    )
    assert codec.dumps(value) == _json_text(value)
    assert decode(_Outer, json.loads(codec.dumps(value))) == value
    assert codec.dumps([{"rule": "R-1", "key": "k", "params": {"n": [1, {"a": True}]}}]) == (
        json.dumps(
            [{"rule": "R-1", "key": "k", "params": {"n": [1, {"a": True}]}}],
            ensure_ascii=False,
            separators=(",", ":"),
        )
    )


def test_what_orjson_refuses_takes_the_json_modules_path() -> None:
    # A number beyond 64 bits, a lone surrogate: the json module's text, read back the same.
    for value in (_Inner("a", {1: 2**70}), _Inner("\ud800", {})):
        text = codec.dumps(value)
        assert text == _json_text(value)
        assert decode(_Inner, json.loads(text)) == value
    # What encode refuses, dumps refuses with the same error.
    with pytest.raises(CodecError, match="cannot encode set"):
        codec.dumps(_Inner("a", {1: {2}}))  # type: ignore[dict-item]
    with pytest.raises(CodecError, match="cannot encode set"):
        encode(_Inner("a", {1: {2}}))  # type: ignore[dict-item]
