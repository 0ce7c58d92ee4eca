"""The store's operations on a channel as a whole: moved to a new id (a Telegram group that
became a supergroup), forgotten (the bot removed, or asked to), old games pruned, the database
backed up while it is in use. On SQLite and PostgreSQL alike (tests/stores.py)."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot.store import LiveMessage, Store, StoreError
from tests.stores import db_path, raw_in, store, where

__all__ = ["db_path", "store", "where"]  # fixtures

OLD, NEW = "telegram:-42", "telegram:-1004200"


async def a_channel(store: Store, channel: str, game: str = "rajas") -> int:
    record = await store.create_game(channel, game, "cherey", "telegram:1", "Alice", "{}",
                                     "[]", profile='{"river": 12}', settings={"language": "es"})
    await store.set_live_message(channel, "telegram", LiveMessage(record.id, 1, "77"))
    return record.id


async def test_a_channel_moves_whole_with_its_topics(store: Store) -> None:
    game = await a_channel(store, OLD)
    ended = await a_channel(store, f"{OLD}:9", game="splendor")
    await store.finish(ended, 1)
    other = await a_channel(store, "telegram:-421")  # a prefix of digits only: not moved
    assert await store.move_channel(OLD, NEW) == 2
    live = await store.live_game(NEW)
    assert live is not None and live.id == game and await store.live_game(OLD) is None
    last = await store.last_game(f"{NEW}:9")
    assert last is not None and last.id == ended
    assert await store.get_setting(NEW, "language") == "es"
    assert await store.load_profile(NEW, "rajas") == '{"river": 12}'
    assert await store.live_message(NEW, "telegram") == LiveMessage(game, 1, "77")
    assert await store.live_message(f"{NEW}:9", "telegram") is not None
    assert await store.get_setting(OLD, "language") is None
    assert await store.live_message(OLD, "telegram") is None
    still = await store.live_game("telegram:-421")
    assert still is not None and still.id == other
    # Both of Telegram's service messages move it: the second finds nothing left.
    assert await store.move_channel(OLD, NEW) == 0
    assert (await store.live_game(NEW)) == live


async def test_what_the_old_channel_had_wins_and_live_games_never_meet(
        store: Store, where: Path | str) -> None:
    old_game = await a_channel(store, OLD)
    await store.set_setting(OLD, "language", "ja")
    new_game = await a_channel(store, NEW)
    assert await store.move_channel(OLD, NEW) == 1
    live = await store.live_game(NEW)
    assert live is not None and live.id == new_game
    assert await raw_in(where, "SELECT channel, status FROM games WHERE id = ?",
                        (old_game,)) == [(NEW, "abandoned")]
    assert await store.get_setting(NEW, "language") == "ja"


async def test_a_forgotten_channel_keeps_nothing_and_others_stay(store: Store,
                                                                 where: Path | str) -> None:
    await a_channel(store, OLD)
    await a_channel(store, f"{OLD}:3")
    kept = await a_channel(store, NEW)
    assert await store.forget_channel(OLD) == 2
    for channel in (OLD, f"{OLD}:3"):
        assert await store.last_game(channel) is None
        assert await store.get_setting(channel, "language") is None
        assert await store.load_profile(channel, "rajas") is None
        assert await store.live_message(channel, "telegram") is None
    assert await raw_in(where, "SELECT COUNT(*) FROM steps") == [(1,)]
    record = await store.live_game(NEW)
    assert record is not None and record.id == kept
    assert await store.forget_channel(OLD) == 0


async def test_old_ended_games_are_pruned_and_live_ones_never(store: Store) -> None:
    ended = await a_channel(store, OLD)
    await store.finish(ended, 1)
    live = await a_channel(store, NEW)
    now = datetime.now(UTC)
    assert await store.prune(now - timedelta(days=1)) == 0  # ended just now
    assert await store.prune(now + timedelta(days=1)) == 1
    assert await store.last_game(OLD) is None
    assert await store.live_message(OLD, "telegram") is None
    record = await store.live_game(NEW)
    assert record is not None and record.id == live
    assert await store.get_setting(OLD, "language") == "es"  # a setting is not a game


async def test_a_backup_is_a_whole_database_taken_while_in_use(store: Store,
                                                              tmp_path: Path) -> None:
    await a_channel(store, OLD)
    if store.dialect == "postgresql":
        with pytest.raises(StoreError, match="pg_dump"):
            await store.backup(tmp_path / "copy")
        await store.ping()
        return
    copy = tmp_path / "backups" / "copy.sqlite3"
    copy.parent.mkdir()
    await store.backup(copy)
    await a_channel(store, NEW)  # the store goes on
    with sqlite3.connect(copy) as db:
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert db.execute("SELECT channel FROM games").fetchall() == [(OLD,)]
    with pytest.raises(sqlite3.OperationalError):
        await store.backup(copy)  # never over an existing file
    await store.ping()


async def test_a_servers_channels_are_forgotten_in_one_transaction(
        store: Store, where: Path | str) -> None:
    await a_channel(store, OLD)
    await a_channel(store, NEW)
    # The second channel's deletion fails inside the database: the first one's is rolled
    # back with it.
    if isinstance(where, Path):  # SQLite interrupts the statement
        running: list[str] = []
        connection = store._db.connection  # type: ignore[attr-defined]
        await connection.set_trace_callback(running.append)
        await connection.set_progress_handler(
            lambda: int(bool(running) and "DELETE FROM games" in running[-1]
                        and NEW in running[-1]), 1)
        with pytest.raises(sqlite3.DatabaseError):
            await store.forget_channels([OLD, NEW])
        await connection.set_progress_handler(None, 1)
        await connection.set_trace_callback(None)
    else:  # a trigger refuses it
        await raw_in(where, f"""CREATE FUNCTION refuse() RETURNS trigger AS $$ BEGIN
            IF OLD.channel = '{NEW}' THEN RAISE EXCEPTION 'injected'; END IF;
            RETURN OLD; END $$ LANGUAGE plpgsql""")
        await raw_in(where, "CREATE TRIGGER refuse BEFORE DELETE ON games FOR EACH ROW"
                            " EXECUTE FUNCTION refuse()")
        with pytest.raises(store._db.failed, match="injected"):
            await store.forget_channels([OLD, NEW])
        await raw_in(where, "DROP TRIGGER refuse ON games")
    assert await raw_in(where, "SELECT COUNT(*) FROM games") == [(2,)]
    assert await store.forget_channels([OLD, NEW]) == 2
    assert await store.last_game(OLD) is None and await store.last_game(NEW) is None
