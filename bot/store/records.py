"""What the store hands out — a game at its current step (``GameRecord``), where a platform
shows a channel's turn (``LiveMessage``) — its errors, and the time as it writes it."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from datetime import UTC, datetime

LIVE = "live"
FINISHED = "finished"
ABANDONED = "abandoned"
ENDED = (FINISHED, ABANDONED)


@dataclass(frozen=True)
class GameRecord:
    id: int
    channel: str
    game: str
    variant: str
    owner_id: str
    owner_name: str
    status: str
    version: int
    """The current row's version: what a button carries. Grows with every write, undo too."""
    state: str
    """Raw JSON text as stored: the caller decodes it, and it may be corrupt."""
    step: int
    """Where the game stands, as the player counts: its steps not undone, up to the current
    one (an undo goes back one step, though the version goes on growing)."""
    updated_at: str = field(default="", compare=False)
    """When the game last changed (UTC, SQLite's ``YYYY-MM-DD HH:MM:SS``; to the hour: see
    TOUCH_EVERY): how long it has been idle. Not compared: two reads of one game at one
    version are the same record."""


class StoreError(Exception):
    """The store cannot do what was asked."""


class StaleVersion(StoreError):
    """The game's version is not the one the caller expected (or the game is over)."""


class GameExists(StoreError):
    """A live game already exists in that channel."""


@dataclass(frozen=True)
class LiveMessage:
    """Where a platform shows a channel's current turn."""

    game_id: int
    turn: int
    ref: str
    """The platform's reference to the message (its id, as text)."""


def sql_now() -> str:
    """UTC now as SQLite's CURRENT_TIMESTAMP writes it: what the store writes and keeps.
    Written once a second (strftime at every step was 1-2 % of a command's time)."""
    global _written
    second = int(time.time())
    if second != _written[0]:
        _written = second, datetime.fromtimestamp(second, UTC).strftime("%Y-%m-%d %H:%M:%S")
    return _written[1]


_written: tuple[int, str] = (-1, "")
"""The last second ``sql_now`` wrote, and how."""
