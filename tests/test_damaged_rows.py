"""A damaged row never locks a channel for good, on either database: a state nested too deep
to decode, or a step's events that cannot be read, is reported as damaged; the game can be
ended by its player or a moderator, a new one started, and what is readable of its log shown."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.service.commands import parse
from bot.service.service import Service, User
from bot.store import Store
from bot.words.render import reply_text
from bot.words.replies import Reply
from tests.bot.conftest import shared_catalog
from tests.stores import db_path, raw_in, where

__all__ = ["db_path", "where"]

ALICE = User(id="alice", name="Alice")
MODERATOR = User(id="mod", name="Mod", moderator=True)
CHANNEL = "table-1"
TOO_DEEP = "[" * 100_000 + "]" * 100_000
"""Valid JSON no decoder of ours can read: nested past Python's recursion limit."""


async def say(service: Service, text: str, user: User = ALICE) -> Reply:
    return await service.handle(CHANNEL, user, parse(text))


def keys(reply: Reply) -> list[str]:
    return [line.key for line in reply.lines]


@contextlib.asynccontextmanager
async def damaged_game(where: Path | str, column: str) -> AsyncIterator[Service]:
    """A game two steps in, whose current step's ``column`` (state or events) is damaged
    behind the store's back, served by a process started afresh."""
    async with opened(where) as store:
        await played(Service(store, shared_catalog()), where, column)
    async with opened(where) as store:
        yield Service(store, shared_catalog())


@contextlib.asynccontextmanager
async def opened(where: Path | str) -> AsyncIterator[Store]:
    store = await Store.open(where)
    try:
        yield store
    finally:
        await store.close()


async def played(service: Service, where: Path | str, column: str) -> None:
    await say(service, "/rajas new variant=cherey seed=3")
    await say(service, "/rajas turn")
    record = await service.store.live_game(CHANNEL)
    assert record is not None
    packed = ", events_packed = NULL" if column == "events" else ""
    await raw_in(where, f"UPDATE steps SET {column} = ?{packed} WHERE game_id = ? AND version = "
                        "(SELECT MAX(version) FROM steps WHERE game_id = ?)",
                 (TOO_DEEP, record.id, record.id))


@pytest.mark.parametrize("who", [ALICE, MODERATOR])
async def test_a_state_nested_too_deep_is_reported_and_the_game_can_be_ended(
        where: Path | str, who: User) -> None:
    async with damaged_game(where, "state") as service:
        await state_damaged(service, who)


async def state_damaged(service: Service, who: User) -> None:
    store = service.store
    for command in ("/rajas turn", "/rajas status", "/rajas board"):
        assert keys(await say(service, command)) == ["bot-corrupt"]
    refused = await say(service, "/rajas new variant=cherey")
    assert keys(refused) == ["bot-game-exists"]  # which says how to end it
    log = await say(service, "/rajas log")
    assert keys(log)[0] == "bot-log-header"  # its steps' events are intact: all shown
    ended = await say(service, "/rajas end", who)
    assert keys(ended)[-1] == "bot-abandoned"
    assert await store.live_game(CHANNEL) is None
    fresh = await say(service, "/rajas new variant=beck")
    assert "bot-corrupt" not in keys(fresh)
    assert (await store.live_game(CHANNEL)) is not None


async def test_a_step_whose_events_are_damaged_keeps_the_log_readable(
        where: Path | str) -> None:
    async with damaged_game(where, "events") as service:
        await events_damaged(service)


async def events_damaged(service: Service) -> None:
    store = service.store
    log = await say(service, "/rajas log")
    said = keys(log)
    assert said[0] == "bot-log-header" and "bot-log-damaged" in said
    assert said.index("bot-log-damaged") > said.index("bot-log-step")  # the first step shows
    text = reply_text(shared_catalog(), log)
    assert "[[" not in text
    # The game goes on: a move's reply shows it (never "nothing was changed" for a stored
    # step), and undo takes the damaged step back.
    record = await store.live_game(CHANNEL)
    assert record is not None
    moved = await say(service, "y")  # the open question of the damaged step
    assert "bot-error" not in keys(moved)
    after = await store.live_game(CHANNEL)
    assert after is not None and after.version == record.version + 1
    undone = await say(service, "/rajas undo")
    assert "bot-error" not in keys(undone)
