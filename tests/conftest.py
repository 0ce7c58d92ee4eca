"""What every test shares: the hypothesis profiles, and PostgreSQL databases. A plain run plays a
tenth of the property tests' random games (enough to catch a broken invariant, and quick);
``--slow`` plays the full count (``./scripts/test --slow``), as before a release or after a change
to an engine. ``postgres_url`` is a fresh, empty database on a real server (tests/postgres.py)."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator

import pytest
from hypothesis import HealthCheck, settings

from tests import postgres
from tests.bot import spec_referee

REFEREED = {"tests.bot.telegram_standin": "the Telegram Bot API spec",
            "tests.bot.discord_standin": "Discord's OpenAPI spec"}
"""The stand-in modules, each with the spec its stand-ins are held to."""
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


@pytest.fixture(scope="session")
def postgres_server_url() -> Iterator[str]:
    """The base URL (its ``postgres`` database) of the run's PostgreSQL server: the one
    ``SOLOIST_TEST_POSTGRES`` names (./scripts/test starts one for the whole run), else one
    started for this pytest process (one per xdist worker) and stopped at its end. No server
    fails the test: PostgreSQL tests are never skipped."""
    given = os.environ.get(postgres.ENV)
    if given:
        yield given
        return
    try:
        with postgres.temporary_server() as server:
            yield server.url
    except postgres.PostgresUnavailable as error:
        pytest.fail(str(error), pytrace=False)


@pytest.fixture
def make_postgres_url(postgres_server_url: str) -> Iterator[Callable[[], str]]:
    """Call it for the URL of one more fresh, empty database (a test that needs two); each is
    dropped after the test, connections still open to it or not."""
    made: list[str] = []

    def make() -> str:
        try:
            made.append(postgres.create_database(postgres_server_url))
        except OSError as error:  # asyncpg's failures to connect are OSErrors
            pytest.fail(f"the PostgreSQL server at {postgres_server_url} is out of reach "
                        f"({error!r}); {postgres.ENV} may name one no longer running",
                        pytrace=False)
        return made[-1]

    yield make
    for url in made:
        postgres.drop_database(postgres_server_url, postgres.database_name(url))


@pytest.fixture
def postgres_url(make_postgres_url: Callable[[], str]) -> str:
    """The URL of a fresh, empty PostgreSQL database of the test's own (postgresql://…), on a
    real server (``postgres_server_url``); dropped after the test."""
    return make_postgres_url()


@pytest.fixture(autouse=True)
def platform_specs_kept() -> Iterator[None]:
    """A test whose Telegram or Discord stand-in received a request the platform's spec
    refuses (even one the bot swallowed the 400 of), or gave an answer the spec does not
    describe, fails at its teardown, listing them (tests/bot/spec_referee.py). A test that
    never imports a stand-in pays nothing."""
    for name in REFEREED:
        module = sys.modules.get(name)
        if module is not None:  # a stand-in of a wider fixture's is not this test's
            spec_referee.spec_failures(module.CREATED)
    yield
    for name, spec in REFEREED.items():
        module = sys.modules.get(name)
        if module is not None:
            spec_referee.fail_on_spec_problems(module.CREATED, spec)
