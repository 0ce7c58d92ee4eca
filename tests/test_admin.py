"""`python -m bot migrate` and `python -m bot copy-to URL` as an operator runs them (real
processes): the way from one SQLite file to PostgreSQL keeps every game exact."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import asyncpg

from bot.store import LiveMessage, Store
from tests.postgres import database_name
from tests.reliability.bot_process import without_settings

REPO = Path(__file__).resolve().parent.parent


async def soloist(*arguments: str, db: Path, url: str | None = None) -> tuple[int, str, str]:
    environment = without_settings()
    environment["SOLOIST_DB"] = str(db)
    if url is not None:
        environment["SOLOIST_DATABASE_URL"] = url
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", *arguments, cwd=db.parent, env=environment,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    out, err = await process.communicate()
    assert process.returncode is not None
    return process.returncode, out.decode(), err.decode()


def with_password(url: str) -> str:
    """The URL with a password in it (the test server trusts loopback and ignores it)."""
    return url.replace("soloist@", "soloist:hunter2secret@", 1)


async def a_sqlite_database(path: Path) -> tuple[int, int]:
    """Two games, one finished after a long game (its history compacted) and one live
    mid-turn after an undo, with everything else a channel has."""
    store = await Store.open(path)
    done = await store.create_game("telegram:-1", "rajas", "cherey", "u1", "Ana", '{"n": 0}',
                                   '[{"k": "start"}]', profile='{"river": 3}',
                                   settings={"language": "es"})
    record = done
    for n in range(1, 40):
        record = await store.commit(done.id, record.version, f'{{"n": {n}}}',
                                    f'[{{"k": "step", "n": {n}}}]', continues=n % 3 != 0,
                                    request=f"telegram:{n}", finish=n == 39)
    live = await store.create_game("discord:9", "splendor", "mild", "u2", "Bo", '{"s": 1}', "[]")
    record = await store.commit(live.id, 1, '{"s": 2}', '["a"]')
    record = await store.commit(live.id, 2, '{"s": 3}', '["b"]', continues=True)
    await store.undo(live.id, 3)
    await store.set_live_message("discord:9", "discord", LiveMessage(live.id, 2, "4242"))
    await store.inbox_add("telegram:99", "telegram", '{"update_id": 99}', "telegram:-1")
    await store.close()
    return done.id, live.id


async def test_copy_to_moves_every_game_exactly_and_play_goes_on(tmp_path: Path,
                                                                 postgres_url: str) -> None:
    path = tmp_path / "soloist.sqlite3"
    done, live = await a_sqlite_database(path)
    code, out, err = await soloist("copy-to", with_password(postgres_url), db=path)
    assert code == 0, err
    assert "copied" in out and "games 2" in out and "hunter2secret" not in out + err

    source, target = await Store.open(path), await Store.open(postgres_url)
    try:
        for game in (done, live):
            assert await target.states(game) == await source.states(game)
            assert await target.history(game) == await source.history(game)
            assert await target.turn_history(game) == await source.turn_history(game)
        for channel in ("telegram:-1", "discord:9"):
            assert await target.last_game(channel) == await source.last_game(channel)
        assert await target.get_setting("telegram:-1", "language") == "es"
        assert await target.load_profile("telegram:-1", "rajas") == '{"river": 3}'
        assert await target.seen("telegram:7")
        assert await target.live_message("discord:9", "discord") == LiveMessage(live, 2, "4242")
        assert await target.inbox("telegram", "telegram:-1") == [
            ("telegram:99", '{"update_id": 99}')]
        # Play goes on in PostgreSQL: new rows take ids after the copied ones.
        current = await target.live_game("discord:9")
        assert current is not None
        moved = await target.commit(live, current.version, '{"s": 4}', '["c"]')
        assert moved.version == current.version + 1
        other = await target.create_game("telegram:-2", "rajas", "beck", "u", "U", "{}", "[]")
        assert other.id > max(done, live)
    finally:
        await source.close()
        await target.close()


async def test_copy_to_refuses_a_database_that_is_not_empty(tmp_path: Path,
                                                             postgres_url: str) -> None:
    path = tmp_path / "soloist.sqlite3"
    await a_sqlite_database(path)
    assert (await soloist("copy-to", postgres_url, db=path))[0] == 0
    code, _, err = await soloist("copy-to", postgres_url, db=path)
    assert code == 1 and "not empty" in err
    connection = await asyncpg.connect(postgres_url)
    try:  # nothing written twice
        assert await connection.fetchval("SELECT COUNT(*) FROM games") == 2
    finally:
        await connection.close()


async def test_copy_to_needs_a_postgres_url_and_an_existing_file(tmp_path: Path) -> None:
    path = tmp_path / "soloist.sqlite3"
    code, _, err = await soloist("copy-to", str(tmp_path / "other.sqlite3"), db=path)
    assert code == 2 and "PostgreSQL URL" in err
    code, _, err = await soloist("copy-to", "postgresql://soloist@127.0.0.1:1/x", db=path)
    assert code == 1 and "no SQLite database" in err


async def test_migrate_brings_either_database_up_and_says_where(tmp_path: Path,
                                                                postgres_url: str) -> None:
    path = tmp_path / "soloist.sqlite3"
    code, out, err = await soloist("migrate", db=path)
    assert code == 0 and f"{path} is at schema version" in out, err
    code, out, err = await soloist("migrate", db=path, url=with_password(postgres_url))
    assert code == 0, err
    assert database_name(postgres_url) in out and "hunter2secret" not in out + err
    store = await Store.open(postgres_url)
    try:
        assert str(await store.schema_version()) in out
    finally:
        await store.close()


async def test_an_unknown_argument_gets_the_usage(tmp_path: Path) -> None:
    code, _, err = await soloist("migrat", db=tmp_path / "soloist.sqlite3")
    assert code == 2 and "usage: python -m bot" in err
    assert not (tmp_path / "soloist.sqlite3").exists()  # nothing done


async def test_the_console_table_on_postgres_says_where_the_game_is_saved(
        tmp_path: Path, postgres_url: str) -> None:
    """A player at the console with SOLOIST_DATABASE_URL set: the game goes to PostgreSQL, and
    the welcome says so (not the SQLite file, which is never made), password left out."""
    environment = without_settings() | {
        "SOLOIST_DB": str(tmp_path / "soloist.sqlite3"),
        "SOLOIST_DATABASE_URL": with_password(postgres_url)}
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", cwd=tmp_path, env=environment,
        stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE)
    out, err = await process.communicate(b"/rajas new seed=7\n/quit\n")
    text = out.decode()
    assert process.returncode == 0, err.decode()
    assert f"state saved in {postgres_url}." in text and "hunter2secret" not in text
    assert not (tmp_path / "soloist.sqlite3").exists()
    store = await Store.open(postgres_url)
    try:
        assert await store.live_game("console") is not None
    finally:
        await store.close()
