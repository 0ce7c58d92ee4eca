"""Watch links: an unguessable token bound to one game, opening its live page (bot/web/) to
anyone who has it. Revoked by the game's player or a moderator; gone with its game (its
channel forgotten, the game pruned). A finished game's link still shows its last state."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.store.games import _RECORD
from bot.store.history import LOGICAL, unpacked_events
from bot.store.records import GameRecord, sql_now
from bot.store.transactions import Transactions

_GAME = ("JOIN games AS g ON g.id = w.game_id AND g.channel = w.channel")
"""A link's game, if it still is its channel's: a link outlives no game (SQLite may give a
pruned game's id to a new one, and the join keeps a stray row from opening it)."""


@dataclass(frozen=True)
class WatchLink:
    token: str
    channel: str
    game_id: int
    game: str
    revoked: bool


@dataclass(frozen=True)
class Watched:
    """Where a watched link's game stands, read in one cheap query for many links."""

    token: str
    revoked: bool
    status: str
    version: str
    """Changes whenever what the page shows may have: the game's current version and the
    length of its board corrections (kept beside its steps, they change no version)."""


@dataclass(frozen=True)
class GameNow:
    record: GameRecord
    turn_steps: list[tuple[int, str]]
    """(version, events JSON text) of the current turn's steps, oldest first."""


class WatchLinks(Transactions):
    """Watch links made, read, revoked; the version of watched games."""

    async def add_watch_link(self, token: str, channel: str, game_id: int) -> None:
        async with self._transaction():
            await self._rows("INSERT INTO watch_links (token, channel, game_id, created_at,"
                             " revoked) VALUES (?, ?, ?, ?, 0)",
                             (token, channel, game_id, sql_now()))

    async def watch_link(self, token: str) -> WatchLink | None:
        """The link ``token`` names, revoked or not; None when there is none or its game is
        gone."""
        async with self._using():
            rows = await self._rows(
                f"SELECT w.token, w.channel, w.game_id, g.game, w.revoked FROM watch_links AS w"
                f" {_GAME} WHERE w.token = ?", (token,))
        return _link(rows[0]) if rows else None

    async def watch_links_of(self, game_id: int) -> list[WatchLink]:
        """The game's links not revoked, oldest first."""
        async with self._using():
            rows = await self._rows(
                f"SELECT w.token, w.channel, w.game_id, g.game, w.revoked FROM watch_links AS w"
                f" {_GAME} WHERE w.game_id = ? AND w.revoked = 0 ORDER BY w.created_at, w.token",
                (game_id,))
        return [_link(row) for row in rows]

    async def revoke_watch_links(self, game_id: int) -> int:
        """Revoke every link of the game; how many were open."""
        async with self._transaction():
            return await self._db.count(
                "UPDATE watch_links SET revoked = 1 WHERE game_id = ? AND revoked = 0",
                (game_id,))

    async def watched(self, tokens: Sequence[str]) -> dict[str, Watched]:
        """Where the games of ``tokens`` stand, in one query; a token whose link or game is
        gone is missing."""
        if not tokens:
            return {}
        marks = ", ".join("?" for _ in tokens)
        async with self._using():
            rows = await self._rows(
                "SELECT w.token, w.revoked, g.status,"
                " (SELECT MAX(s.version) FROM steps AS s WHERE s.game_id = g.id"
                "  AND s.undone = 0),"
                " (SELECT length(c.value) FROM channel_settings AS c WHERE c.channel = g.channel"
                "  AND c.name = 'corrections:' || CAST(g.id AS TEXT))"
                f" FROM watch_links AS w {_GAME} WHERE w.token IN ({marks})", tuple(tokens))
        return {str(t): Watched(str(t), bool(r), str(s), f"{v or 0}.{c or 0}")
                for t, r, s, v, c in rows}

    async def game_now(self, game_id: int) -> GameNow | None:
        """The game at its current step, whatever its status, with its current turn's
        steps; None when it is gone."""
        # Read afresh and not kept: another process may have moved the game, and what the
        # store keeps of a game is only the database's while its channel is held.
        async with self._using():
            rows = await self._rows(f"{_RECORD} WHERE g.id = ? ORDER BY s.version DESC LIMIT 1",
                                    (game_id,))
            if not rows:
                return None
            *fields, turn = rows[0]
            steps = await self._rows(
                f"SELECT version, events, events_packed FROM steps WHERE game_id = ?"
                f" AND {LOGICAL} AND version >= ? ORDER BY version", (game_id, turn))
        return GameNow(GameRecord(*fields),
                       [(int(v), unpacked_events(e, p)) for v, e, p in steps])


def _link(row: Sequence[object]) -> WatchLink:
    token, channel, game_id, game, revoked = row
    return WatchLink(str(token), str(channel), int(str(game_id)), str(game), bool(revoked))
