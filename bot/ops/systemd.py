"""systemd's notify protocol, without a dependency: one datagram per message to the socket named
by ``$NOTIFY_SOCKET`` (``READY=1`` once serving, ``WATCHDOG=1`` while alive, ``STOPPING=1``).
Outside systemd the variable is unset and every call does nothing.

The watchdog pings only after the database answered, so a wedged event loop or a stuck
database stops the pings and systemd restarts the bot (``WatchdogSec=`` in the unit)."""

from __future__ import annotations

import asyncio
import os
import socket
from collections.abc import Awaitable, Callable, Mapping

import structlog

log = structlog.get_logger("soloist.systemd")


def notify(state: str, environ: Mapping[str, str] | None = None) -> bool:
    """Send ``state`` (e.g. ``READY=1``) to systemd; False when not under systemd or the
    socket is gone (never an error: the bot serves whether or not anyone listens)."""
    env = os.environ if environ is None else environ
    address = env.get("NOTIFY_SOCKET", "")
    if not address or not hasattr(socket, "AF_UNIX"):
        return False
    if address.startswith("@"):  # an abstract socket: a NUL byte in place of the @
        address = "\0" + address[1:]
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM) as sock:
            # Never block the event loop: a listener that stopped reading (its queue full)
            # would hold every chat until it read again. A ping not sent is simply missed.
            sock.setblocking(False)
            sock.sendto(state.encode(), address)
    except OSError as exc:  # BlockingIOError among them
        log.warning("systemd notification not sent", state=state, error=str(exc))
        return False
    return True


def watchdog_interval(environ: Mapping[str, str] | None = None) -> float | None:
    """Seconds between watchdog pings: half of ``$WATCHDOG_USEC`` as systemd advises; None
    when no watchdog is asked for (or it is meant for another process)."""
    env = os.environ if environ is None else environ
    usec, pid = env.get("WATCHDOG_USEC", ""), env.get("WATCHDOG_PID", "")
    if not usec.isascii() or not usec.isdigit() or int(usec) == 0:
        return None
    if pid and pid != str(os.getpid()):
        return None
    return int(usec) / 2 / 1_000_000


async def keep_alive(check: Callable[[], Awaitable[None]], interval: float,
                     environ: Mapping[str, str] | None = None) -> None:
    """Ping the watchdog every ``interval`` seconds, each time once ``check()`` returned,
    until cancelled."""
    while True:
        await check()
        notify("WATCHDOG=1", environ)
        await asyncio.sleep(interval)
