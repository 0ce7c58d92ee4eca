"""A real PostgreSQL server for a test run, and fresh databases on it.

``./scripts/test`` starts one server for the whole run (``python -m tests.postgres start DIR``
prints its URL; ``stop DIR`` stops it) and hands its URL to every pytest worker in
``SOLOIST_TEST_POSTGRES``; a bare ``pytest`` starts one per worker (tests/conftest.py). The server
is Debian's PostgreSQL run straight from its binaries (``initdb``, ``pg_ctl``) in a temporary
folder: no cluster service, no system configuration touched. It listens on a free loopback port
only (its Unix socket stays inside the folder), trusts every local connection and has a superuser
``soloist``; fsync is off, as nothing here has to survive a crash of the machine.

PostgreSQL refuses to run as root, so under root its programs run as the ``postgres`` system user
(the one Debian's package creates), owning the folder.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import os
import pwd
import shutil
import socket
import subprocess
import sys
import tempfile
from collections.abc import Coroutine, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

ENV = "SOLOIST_TEST_POSTGRES"
"""The base URL of a running server to use instead of starting one (scripts/test sets it)."""
SUPERUSER = "soloist"
SYSTEM_USER = "postgres"
"""Who runs the server when we are root."""
INSTALL = "apt-get install postgresql"
DEBIAN_ROOT = Path("/usr/lib/postgresql")
"""Debian keeps each major version's server programs in DEBIAN_ROOT/<version>/bin, off PATH."""
PROGRAMS = ("initdb", "pg_ctl", "postgres")

SETTINGS = {
    "listen_addresses": "'127.0.0.1'",
    # The parallel tests and the multi-process tests each hold pools of their own.
    "max_connections": "300",
    "fsync": "off",
    "synchronous_commit": "off",
    "full_page_writes": "off",
}

START_ATTEMPTS = 5
"""A free port found here can be taken by another process before the server binds it."""


class PostgresUnavailable(RuntimeError):
    """No server could be started; the message says why and how to get one."""


def find_programs(path: str | None = None, root: Path = DEBIAN_ROOT) -> Path:
    """The folder holding initdb, pg_ctl and postgres: that of ``initdb`` on ``path`` (PATH by
    default), else the newest ``root/<version>/bin``."""
    folders: list[Path] = []
    on_path = shutil.which("initdb", path=path if path is not None else os.environ.get("PATH"))
    if on_path:
        folders.append(Path(on_path).resolve().parent)
    versions = [folder for folder in root.glob("*/bin") if folder.parent.name.isdigit()]
    folders += sorted(versions, key=lambda folder: int(folder.parent.name), reverse=True)
    for folder in folders:
        if all((folder / program).is_file() for program in PROGRAMS):
            return folder
    found = {program: any((folder / program).is_file() for folder in folders)
             for program in PROGRAMS}
    missing = [program for program, there in found.items() if not there] or list(PROGRAMS)
    raise PostgresUnavailable(
        f"no PostgreSQL server to start for the tests: {', '.join(missing)} not found (nor all "
        f"three together) on PATH or in {root}/*/bin. Install Debian's PostgreSQL with "
        f"`{INSTALL}`, or point {ENV} at a running server "
        f"(postgresql://{SUPERUSER}@127.0.0.1:PORT/postgres)")


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def _as_owner(command: list[str]) -> list[str]:
    if os.geteuid() != 0:
        return command
    return ["runuser", "-u", SYSTEM_USER, "--", *command]


def _run(command: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    # cwd: the server's user may not be allowed into ours.
    return subprocess.run(_as_owner(command), cwd=cwd, capture_output=True, text=True,
                          check=False)


def _give_to_owner(*paths: Path) -> None:
    if os.geteuid() != 0:
        return
    try:
        owner = pwd.getpwnam(SYSTEM_USER)
    except KeyError:
        raise PostgresUnavailable(
            f"PostgreSQL refuses to run as root, and there is no `{SYSTEM_USER}` system user to "
            f"run it as: `{INSTALL}` creates it") from None
    for path in paths:
        os.chown(path, owner.pw_uid, owner.pw_gid)


def url(port: int, database: str = "postgres", host: str = "127.0.0.1") -> str:
    return f"postgresql://{SUPERUSER}@{host}:{port}/{database}"


def with_database(base_url: str, database: str) -> str:
    """``base_url`` (any server's) naming ``database`` instead."""
    return urlsplit(base_url)._replace(path=f"/{database}").geturl()


@dataclass(frozen=True)
class Server:
    """A server started in ``folder``: its data in folder/data, its log in folder/server.log,
    its Unix socket in folder/sockets."""

    folder: Path
    programs: Path
    port: int

    @property
    def url(self) -> str:
        """The URL of its maintenance database, ``postgres``."""
        return url(self.port)

    @property
    def data(self) -> Path:
        return self.folder / "data"

    def stop(self) -> None:
        stop(self.folder)

    @classmethod
    def running_in(cls, folder: Path) -> Server:
        """The server started in ``folder``, as its postmaster.pid describes it."""
        folder = folder.resolve()
        pid_file = folder / "data" / "postmaster.pid"
        try:
            lines = pid_file.read_text().splitlines()
        except FileNotFoundError:
            raise PostgresUnavailable(f"no server running in {folder}") from None
        # postmaster.pid: pid, data directory, start time, port, socket directory, address, …
        return cls(folder, find_programs(), int(lines[3]))


def start(folder: Path) -> Server:
    """Create a database cluster in ``folder`` (existing, empty) and start its server; returns
    once it accepts connections."""
    programs = find_programs()
    folder = folder.resolve()
    _give_to_owner(folder)
    data, sockets, log = folder / "data", folder / "sockets", folder / "server.log"
    created = _run([str(programs / "initdb"), "--pgdata", str(data), "--username", SUPERUSER,
                    "--auth", "trust", "--encoding", "UTF8", "--no-locale", "--no-sync",
                    "--no-instructions"], folder)
    if created.returncode != 0:
        raise PostgresUnavailable(f"initdb failed in {folder}:\n{created.stdout}{created.stderr}")
    sockets.mkdir()
    _give_to_owner(sockets)
    settings = {**SETTINGS, "unix_socket_directories": f"'{sockets}'"}
    with (data / "postgresql.conf").open("a") as conf:  # later lines win over initdb's
        conf.writelines(f"{name} = {value}\n" for name, value in settings.items())
    failures = ""
    for _ in range(START_ATTEMPTS):
        port = free_port()
        # -w: pg_ctl returns once the server accepts connections, or has given up.
        started = _run([str(programs / "pg_ctl"), "start", "--pgdata", str(data), "--log",
                        str(log), "--wait", "--timeout", "120", "-o", f"-p {port}"], folder)
        if started.returncode == 0:
            return Server(folder, programs, port)
        failures = f"{started.stdout}{started.stderr}"
    log_tail = log.read_text()[-3000:] if log.exists() else ""
    raise PostgresUnavailable(
        f"pg_ctl could not start the server in {folder} ({START_ATTEMPTS} attempts):\n"
        f"{failures}\n{log_tail}")


def stop(folder: Path) -> None:
    """Stop the server started in ``folder``, if it runs: at once, cutting off its clients (a
    test's leftover pool must not hold the run's end)."""
    folder = folder.resolve()
    data = folder / "data"
    if not (data / "postmaster.pid").exists():
        return
    pg_ctl = str(find_programs() / "pg_ctl")
    failures = ""
    for mode in ("fast", "immediate"):
        stopped = _run([pg_ctl, "stop", "--pgdata", str(data), "--mode", mode, "--wait",
                        "--timeout", "60"], folder)
        if stopped.returncode == 0:
            return
        failures += f"{stopped.stdout}{stopped.stderr}"
    raise PostgresUnavailable(f"pg_ctl could not stop the server in {folder}:\n{failures}")


@contextlib.contextmanager
def temporary_server() -> Iterator[Server]:
    """A server in a new temporary folder, stopped and removed on leaving."""
    folder = Path(tempfile.mkdtemp(prefix="soloist-postgres-"))
    try:
        server = start(folder)
        try:
            yield server
        finally:
            server.stop()
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _run_coroutine(coroutine: Coroutine[Any, Any, None]) -> None:
    # In a thread of its own: a test's event loop may be running (or merely set) in this one,
    # and asyncio.run would replace it.
    with ThreadPoolExecutor(max_workers=1) as thread:
        thread.submit(asyncio.run, coroutine).result()


async def _execute(base_url: str, statement: str) -> None:
    import asyncpg  # only the fixtures need it; the command line below does not

    connection = await asyncpg.connect(base_url)
    try:
        await connection.execute(statement)
    finally:
        await connection.close()


_numbers = itertools.count(1)


def new_database_name() -> str:
    """A name no other test of this run takes, on a server the xdist workers may share."""
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    return f"soloist_test_{worker}_{os.getpid()}_{next(_numbers)}"


def create_database(base_url: str, name: str | None = None) -> str:
    """A new, empty database on the server of ``base_url``; returns its URL."""
    name = name or new_database_name()
    # template0: nobody ever connects to it, so creations may run side by side.
    _run_coroutine(_execute(base_url, f'CREATE DATABASE "{name}" TEMPLATE template0'))
    return with_database(base_url, name)


def drop_database(base_url: str, name: str) -> None:
    """Drop ``name``, ending any connection still open to it."""
    _run_coroutine(_execute(base_url, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))


def database_name(database_url: str) -> str:
    return urlsplit(database_url).path.lstrip("/")


def main(arguments: list[str]) -> int:
    usage = "usage: python -m tests.postgres start|stop FOLDER"
    if len(arguments) != 2 or arguments[0] not in ("start", "stop"):
        print(usage, file=sys.stderr)
        return 2
    action, folder = arguments[0], Path(arguments[1])
    try:
        if action == "start":
            print(start(folder).url)
        else:
            stop(folder)
    except PostgresUnavailable as error:
        print(f"tests.postgres: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
