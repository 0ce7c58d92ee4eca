"""What the bot's tests share: a service over the real store (a temporary SQLite file) and the
real catalogs, on a clock the test can move on."""

from __future__ import annotations

import functools
import time
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.service.service import Service
from bot.store import Store
from bot.words.i18n import Catalog


@functools.cache
def shared_catalog() -> Catalog:
    """The real catalogs, parsed once per test process rather than for every test (a third of
    a second each time); nothing changes a loaded catalog."""
    return Catalog.load()


class Clock:
    """The service's clock, moved on by the test (``offset`` seconds ahead of the wall's):
    a game becomes idle without waiting."""

    def __init__(self) -> None:
        self.offset = 0.0

    def __call__(self) -> float:
        return time.time() + self.offset


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
async def service(tmp_path: Path, clock: Clock) -> AsyncIterator[Service]:
    store = await Store.open(tmp_path / "soloist.sqlite3")
    yield Service(store, shared_catalog(), clock=clock)
    await store.close()
