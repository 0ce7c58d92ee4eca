"""Events: ``said`` (how flows make them, without the class call) gives the very value
``Event`` does."""

from __future__ import annotations

import dataclasses

import pytest

from engines.core import Event, said


def test_said_is_the_event_the_class_makes() -> None:
    made, built = said("R-1", "key", {"a": 1}), Event("R-1", "key", {"a": 1})
    assert made == built and repr(made) == repr(built)
    assert type(made) is Event
    assert dataclasses.asdict(made) == {"rule": "R-1", "key": "key", "params": {"a": 1}}
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.key = "other"  # type: ignore[misc]
