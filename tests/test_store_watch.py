"""Watch links in the store: a token bound to one game, revoked, gone with its channel or its
pruned game, a finished game's still open; the cheap version read the live page polls. On
SQLite and PostgreSQL alike (tests/stores.py)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from bot.store import Store
from tests.stores import db_path, store, where

__all__ = ["db_path", "store", "where"]  # fixtures

CHANNEL = "telegram:-42"


async def a_game(store: Store, channel: str = CHANNEL) -> int:
    record = await store.create_game(channel, "rajas", "cherey", "telegram:1", "Alice", "{}",
                                     "[]")
    return record.id


async def test_a_link_names_its_game_until_revoked(store: Store) -> None:
    game = await a_game(store)
    await store.add_watch_link("tok-1", CHANNEL, game)
    link = await store.watch_link("tok-1")
    assert link is not None and (link.channel, link.game_id, link.game) == (CHANNEL, game, "rajas")
    assert not link.revoked
    assert [found.token for found in await store.watch_links_of(game)] == ["tok-1"]
    assert await store.watch_link("tok-2") is None
    assert await store.revoke_watch_links(game) == 1
    revoked = await store.watch_link("tok-1")
    assert revoked is not None and revoked.revoked
    assert await store.watch_links_of(game) == []
    assert await store.revoke_watch_links(game) == 0


async def test_the_version_read_moves_with_each_step_and_correction(store: Store) -> None:
    game = await a_game(store)
    await store.add_watch_link("tok-1", CHANNEL, game)
    before = (await store.watched(["tok-1", "unknown"]))
    assert set(before) == {"tok-1"} and before["tok-1"].status == "live"
    await store.commit(game, 1, "{}", "[]")
    after = await store.watched(["tok-1"])
    assert after["tok-1"].version != before["tok-1"].version
    await store.add_correction(CHANNEL, game, {"command": ["fix"], "after": 2, "said": []})
    corrected = await store.watched(["tok-1"])
    assert corrected["tok-1"].version != after["tok-1"].version
    await store.finish(game, 2)
    assert (await store.watched(["tok-1"]))["tok-1"].status == "finished"
    now = await store.game_now(game)
    assert now is not None and now.record.status == "finished" and now.record.version == 2
    assert [version for version, _ in now.turn_steps] == [2]


async def test_a_finished_games_link_stays_open_until_its_channel_is_forgotten(
        store: Store) -> None:
    game = await a_game(store)
    await store.add_watch_link("tok-1", CHANNEL, game)
    await store.add_watch_link("tok-topic", f"{CHANNEL}:7", await a_game(store, f"{CHANNEL}:7"))
    await store.finish(game, 1)
    assert await store.watch_link("tok-1") is not None
    await store.forget_channel(CHANNEL)
    assert await store.watch_link("tok-1") is None
    assert await store.watch_link("tok-topic") is None
    assert await store.watched(["tok-1", "tok-topic"]) == {}
    assert await store.game_now(game) is None


async def test_a_pruned_games_links_go_with_it(store: Store) -> None:
    game = await a_game(store)
    await store.add_watch_link("tok-1", CHANNEL, game)
    await store.finish(game, 1)
    assert await store.prune(datetime.now(UTC) + timedelta(days=1)) == 1
    assert await store.watch_link("tok-1") is None
    # A new game given the pruned one's id (SQLite may) opens no link made for the old one.
    assert await store.watch_links_of(await a_game(store)) == []


async def test_a_moved_channel_keeps_its_links(store: Store) -> None:
    game = await a_game(store)
    await store.add_watch_link("tok-1", CHANNEL, game)
    await store.move_channel(CHANNEL, "telegram:-1004200")
    link = await store.watch_link("tok-1")
    assert link is not None and link.channel == "telegram:-1004200"
