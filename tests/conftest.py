"""What every test shares: the hypothesis profiles. A plain run plays a tenth of the property
tests' random games (enough to catch a broken invariant, and quick); ``--slow`` plays the full
count (``./scripts/test --slow``), as before a release or after a change to an engine."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, settings

FULL_EXAMPLES = 1000
"""Random games per property test under ``--slow``."""
QUICK_EXAMPLES = FULL_EXAMPLES // 10
"""… and in a plain run."""

# A random game takes what it takes (no deadline); their generation is never the slow part.
_common = {"deadline": None, "suppress_health_check": [HealthCheck.too_slow]}
settings.register_profile("quick", max_examples=QUICK_EXAMPLES, **_common)
settings.register_profile("slow", max_examples=FULL_EXAMPLES, **_common)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--slow", action="store_true", default=False,
                     help=f"run the property tests with their full example counts "
                          f"({FULL_EXAMPLES} random games each, not {QUICK_EXAMPLES})")


def pytest_configure(config: pytest.Config) -> None:
    # Before the test modules are imported, so that their @settings(...) take the profile's
    # count. Hypothesis's own --hypothesis-profile, when given, wins.
    if not config.getoption("hypothesis_profile", None):
        settings.load_profile("slow" if config.getoption("slow") else "quick")


def pytest_report_header(config: pytest.Config) -> str:
    return f"hypothesis: {settings.default.max_examples} examples per property test"
