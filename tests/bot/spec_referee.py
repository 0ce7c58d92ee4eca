"""The platforms' specs as every test's referee: each stand-in module keeps ``CREATED``, the
stand-ins made since the last test began, each with its ``spec_problems`` (requests the spec
refuses, answers it does not describe); tests/conftest.py fails a test at its teardown when any
of its stand-ins has one, even a request whose 400 the bot swallowed. A test that sends such a
request on purpose takes its problems first (``StandIn.take_spec_problems``)."""

from __future__ import annotations

from typing import Any, Protocol

import pytest

SHOWN = 20
"""Problems listed in a failure; the rest are counted."""


class Refereed(Protocol):
    spec_problems: list[str]


def spec_failures(created: list[Any]) -> list[str]:
    """The problems of the stand-ins in ``created``, which is then emptied: the next test's
    stand-ins start it anew."""
    found = [problem for standin in created for problem in standin.spec_problems]
    created.clear()
    return found


def fail_on_spec_problems(created: list[Any], spec: str) -> None:
    """Fail the running test when a stand-in it made saw something ``spec`` refuses."""
    problems = spec_failures(created)
    if problems:
        more = f"\n  ... and {len(problems) - SHOWN} more" if len(problems) > SHOWN else ""
        pytest.fail(f"{spec} refuses what the stand-in saw:\n  "
                    + "\n  ".join(problems[:SHOWN]) + more, pytrace=False)
