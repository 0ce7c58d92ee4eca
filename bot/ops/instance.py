"""One Soloist per database: a second process on the same database would poll Telegram
against the first (409 Conflict) and take every Discord interaction twice. The lock is an
advisory lock on a file beside the database, so the kernel releases it with the process, even
after kill -9: a crashed bot never blocks its own restart."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from pathlib import Path

from bot.store import StoreError

try:
    import fcntl
except ImportError:  # Windows: no advisory locks of this kind; one instance is up to the user
    fcntl = None  # type: ignore[assignment]


class AlreadyRunning(StoreError):
    """Another Soloist holds the database."""


def lock_path(db_path: Path) -> Path:
    return db_path.with_name(db_path.name + ".lock")


@contextlib.contextmanager
def single_instance(db_path: Path) -> Iterator[None]:
    """Hold the database's instance lock while the body runs; AlreadyRunning when another
    process holds it. An in-memory database needs none."""
    if str(db_path) == ":memory:" or fcntl is None:
        yield
        return
    path = lock_path(db_path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            holder = os.pread(fd, 32, 0).decode(errors="replace").strip() or "unknown"
            raise AlreadyRunning(
                f"another Soloist (pid {holder}) is already running on {db_path}; stop it "
                f"first, or give this one its own database (SOLOIST_DB); several processes"
                f" share one database on PostgreSQL (SOLOIST_DATABASE_URL)") from None
        os.ftruncate(fd, 0)
        os.pwrite(fd, str(os.getpid()).encode(), 0)
        yield
    finally:
        os.close(fd)  # closing the descriptor releases the lock
