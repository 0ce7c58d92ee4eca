"""Standard input for a console table played by a test: the script's lines first, then a line
made from the channel's open game as the store keeps it, until the game is over."""

from __future__ import annotations

import io
import json
import sqlite3
from pathlib import Path
from typing import Any

from bot.platforms.console.table import CHANNEL


def live_state(db: Path, channel: str = CHANNEL) -> Any | None:
    """The channel's live game's last state as stored (JSON data), or None when none is live."""
    with sqlite3.connect(db) as conn:
        row = conn.execute(
            "select s.state from steps s join games g on g.id = s.game_id "
            "where g.channel = ? and g.status = 'live' and s.undone = 0 "
            "order by s.version desc limit 1", (channel,)).fetchone()
    return None if row is None else json.loads(row[0])


class TableInput(io.TextIOBase):
    """What a player types: the ``script`` first, then ``next_line`` of the live game's state
    (None once no game is live); an empty line ends the input."""

    limit = 20_000
    """Lines a game may take: a bound on one that never ends."""

    def __init__(self, db: Path, script: list[str]) -> None:
        self.db = db
        self.script = list(script)
        self.lines = 0

    def isatty(self) -> bool:
        return False

    def readline(self, size: int | None = -1) -> str:
        self.lines += 1
        assert self.lines < self.limit, "the game did not end"
        if self.script:
            return self.script.pop(0) + "\n"
        line = self.next_line(live_state(self.db))
        return line + "\n" if line else ""

    def next_line(self, state: Any | None) -> str:
        raise NotImplementedError
