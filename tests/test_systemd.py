"""systemd's notify protocol: datagrams to $NOTIFY_SOCKET, the watchdog's interval, nothing at
all outside systemd."""

from __future__ import annotations

import asyncio
import os
import socket
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.ops.systemd import keep_alive, notify, watchdog_interval


@pytest.fixture
def listener() -> Iterator[tuple[socket.socket, str]]:
    # A short directory: a socket's path is limited to about 100 bytes.
    with tempfile.TemporaryDirectory(prefix="sd") as folder:
        path = str(Path(folder) / "notify")
        with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM) as sock:
            sock.bind(path)
            sock.settimeout(30)
            yield sock, path


def test_notifications_reach_the_socket(listener: tuple[socket.socket, str]) -> None:
    sock, path = listener
    assert notify("READY=1", {"NOTIFY_SOCKET": path})
    assert sock.recv(100) == b"READY=1"
    assert not notify("READY=1", {})
    assert not notify("READY=1", {"NOTIFY_SOCKET": path + "-gone"})


def test_the_watchdog_interval_is_half_of_what_systemd_asks() -> None:
    assert watchdog_interval({"WATCHDOG_USEC": "30000000"}) == 15.0
    assert watchdog_interval({"WATCHDOG_USEC": "30000000", "WATCHDOG_PID": str(os.getpid())}
                             ) == 15.0
    assert watchdog_interval({"WATCHDOG_USEC": "30000000", "WATCHDOG_PID": "1"}) is None
    for value in ("", "0", "²", "-5", "ten"):
        assert watchdog_interval({"WATCHDOG_USEC": value}) is None


async def test_the_watchdog_pings_only_after_the_check(
        listener: tuple[socket.socket, str]) -> None:
    sock, path = listener
    checked = asyncio.Event()
    release = asyncio.Event()

    async def check() -> None:
        checked.set()
        await release.wait()

    task = asyncio.create_task(keep_alive(check, 0.0, {"NOTIFY_SOCKET": path}))
    try:
        await checked.wait()
        sock.setblocking(False)
        with pytest.raises(BlockingIOError):
            sock.recv(100)  # a stuck check: no ping
        sock.setblocking(True)
        release.set()
        assert await asyncio.to_thread(sock.recv, 100) == b"WATCHDOG=1"
    finally:
        task.cancel()


def test_a_listener_that_stopped_reading_never_blocks_the_bot(
        listener: tuple[socket.socket, str]) -> None:
    _sock, path = listener
    # Nobody reads: the socket's queue fills up, and then a notification is dropped at once
    # instead of waiting (on the event loop) for room.
    sent = [notify("WATCHDOG=1", {"NOTIFY_SOCKET": path}) for _ in range(2000)]
    assert sent[0] and not sent[-1]
