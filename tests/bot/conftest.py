"""What the bot's tests share: a service over the real store (a temporary SQLite file) and the
real catalogs."""

from __future__ import annotations

import functools
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


@pytest.fixture
async def service(tmp_path: Path) -> AsyncIterator[Service]:
    store = await Store.open(tmp_path / "soloist.sqlite3")
    yield Service(store, shared_catalog())
    await store.close()
