"""A game at the table through the service, for the games' own table tests: one player in one
channel over the real store and the real catalogs (those of ``tests.bot.conftest``)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.service.commands import parse
from bot.service.service import Service, User
from bot.store import Store
from bot.words.replies import Reply
from tests.bot.conftest import shared_catalog

ALICE = User(id="alice", name="Alice")
CHANNEL = "table"
CATALOG = shared_catalog()


@pytest.fixture
async def service(tmp_path: Path) -> AsyncIterator[Service]:
    """The table's service, over a store of the test's own (import it to use it)."""
    store = await Store.open(tmp_path / "soloist.sqlite3")
    try:
        yield Service(store, CATALOG)
    finally:
        await store.close()


async def say(service: Service, text: str) -> Reply:
    return await service.handle(CHANNEL, ALICE, parse(text))


def keys(reply: Reply) -> list[str]:
    return [line.key for line in reply.lines]
