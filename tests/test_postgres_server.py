"""The PostgreSQL the store's tests run on (tests/postgres.py, the fixtures of tests/conftest.py):
a real server on loopback, a fresh and empty database for each test, gone after it."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

import asyncpg
import pytest

from tests import postgres

ROOT = Path(__file__).resolve().parent.parent

USER_TABLES = """SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                 WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')"""


async def test_a_fresh_database_is_empty_and_writable(postgres_url: str) -> None:
    connection = await asyncpg.connect(postgres_url)
    try:
        assert await connection.fetchval("SELECT current_database()") == (
            postgres.database_name(postgres_url))
        assert await connection.fetchval(USER_TABLES) == 0
        await connection.execute("CREATE TABLE games (channel text PRIMARY KEY)")
        await connection.execute("INSERT INTO games VALUES ('table')")
        assert await connection.fetchval("SELECT channel FROM games") == "table"
    finally:
        await connection.close()


@pytest.mark.parametrize("which", ["first", "second"])
async def test_each_test_has_its_own_database(postgres_url: str, which: str) -> None:
    # Both leave a table of the same name behind: were the database shared, the second to run
    # would find the first's.
    connection = await asyncpg.connect(postgres_url)
    try:
        await connection.execute("CREATE TABLE marker (test text)")
        await connection.execute("INSERT INTO marker VALUES ($1)", which)
        assert await connection.fetch("SELECT test FROM marker") == [(which,)]
    finally:
        await connection.close()


async def test_two_databases_at_once(make_postgres_url: Callable[[], str]) -> None:
    first, second = make_postgres_url(), make_postgres_url()
    assert first != second
    one, other = await asyncpg.connect(first), await asyncpg.connect(second)
    try:
        await one.execute("CREATE TABLE only_here (n int)")
        assert await one.fetchval(USER_TABLES) == 1
        assert await other.fetchval(USER_TABLES) == 0
    finally:
        await one.close()
        await other.close()


async def test_the_server_is_on_loopback(postgres_url: str) -> None:
    connection = await asyncpg.connect(postgres_url)
    try:
        # Connected over TCP (a Unix socket has no address), to the loopback address only.
        assert str(await connection.fetchval("SELECT inet_server_addr()")) == "127.0.0.1"
        listening = await connection.fetchval("SHOW listen_addresses")
        assert {address.strip() for address in listening.split(",")} <= {
            "127.0.0.1", "::1", "localhost"}
    finally:
        await connection.close()


def test_a_plain_test_gets_the_url_too(postgres_url: str) -> None:
    assert postgres_url.startswith("postgresql://")
    assert postgres.database_name(postgres_url).startswith("soloist_test_")


async def test_a_dropped_database_is_gone_even_with_a_connection_left_open(
        postgres_server_url: str) -> None:
    url = postgres.create_database(postgres_server_url)
    name = postgres.database_name(url)
    leftover = await asyncpg.connect(url)  # as a test that forgot to close its pool
    postgres.drop_database(postgres_server_url, name)
    assert leftover.is_closed() or await _dead(leftover)
    leftover.terminate()
    server = await asyncpg.connect(postgres_server_url)
    try:
        assert await server.fetchval(
            "SELECT count(*) FROM pg_database WHERE datname = $1", name) == 0
    finally:
        await server.close()


async def _dead(connection: asyncpg.Connection) -> bool:
    try:
        await connection.fetchval("SELECT 1")
    except (asyncpg.PostgresError, asyncpg.InterfaceError, OSError):
        return True
    return False


def test_no_server_programs_is_a_failure_saying_how_to_install_them(tmp_path: Path) -> None:
    with pytest.raises(postgres.PostgresUnavailable) as raised:
        postgres.find_programs(path=str(tmp_path), root=tmp_path / "postgresql")
    message = str(raised.value)
    assert "initdb" in message
    assert "apt-get install postgresql" in message


def test_the_newest_installed_version_is_found(tmp_path: Path) -> None:
    for version in ("9", "15", "13"):
        folder = tmp_path / version / "bin"
        folder.mkdir(parents=True)
        for program in postgres.PROGRAMS:
            (folder / program).touch()
    assert postgres.find_programs(path="", root=tmp_path) == tmp_path / "15" / "bin"


async def test_the_command_line_starts_and_stops_a_server() -> None:
    # What scripts/test does: start prints the URL of a running server; stop ends it.
    # Not in tmp_path: under root the server runs as `postgres`, who may not enter pytest's.
    folder = Path(tempfile.mkdtemp(prefix="soloist-postgres-test-"))
    command = [sys.executable, "-m", "tests.postgres"]
    try:
        started = subprocess.run([*command, "start", str(folder)], cwd=ROOT,
                                 capture_output=True, text=True, check=False)
        assert started.returncode == 0, started.stderr
        url = started.stdout.strip()
        assert postgres.Server.running_in(folder).url == url
        connection = await asyncpg.connect(url)
        assert await connection.fetchval("SELECT current_user") == postgres.SUPERUSER
        assert await connection.fetchval("SELECT rolsuper FROM pg_roles WHERE rolname = $1",
                                         postgres.SUPERUSER)
        stopped = subprocess.run([*command, "stop", str(folder)], cwd=ROOT,
                                 capture_output=True, text=True, check=False)
        assert stopped.returncode == 0, stopped.stderr
        assert await _dead(connection)
        connection.terminate()
        assert not (folder / "data" / "postmaster.pid").exists()
    finally:
        postgres.stop(folder)
        shutil.rmtree(folder, ignore_errors=True)
