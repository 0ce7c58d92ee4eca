"""Finished games' results (the ``results`` table): a ``Result`` is written in the same
transaction as its game's finish and taken back with it; a player's and a channel's are read
for their record. The store never reads a game's state: the service builds the row from the
game's ``outcome`` and ``level``."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import astuple, dataclass, fields
from typing import Any

from bot.store.transactions import Transactions


@dataclass(frozen=True)
class Result:
    """One finished game's row, as the rules decided it."""

    game_id: int | None
    """None once the game itself was pruned: its result stays in the player's record."""
    game: str
    automaton: str
    """The game's variant: the automaton it was played against."""
    level: str | None
    """The ladder's level id, None when the game was at none of its ladder's."""
    channel: str
    player_id: str
    player_name: str
    outcome: str
    """JSON text: ``{"seats": [{name, automaton, score, winner, first}], "complete",
    "turns", "rule"}``."""
    won: bool | None
    """For the game's owner, when the game ran to its end with exactly one player seat; None
    otherwise (an early end is never a loss)."""
    score: int | None
    margin: int | None
    complete: bool
    turns: int
    seed: str | None
    """The sealed dice's seed, when the game's end revealed it."""
    started_at: str
    ended_at: str
    options: str = ""
    """The options the game was started with, as `new` takes them (``dummies=2 navaratna``;
    its seed left out): the variant's modules and settings."""


_COLUMNS = tuple(f.name for f in fields(Result))
_SELECT = f"SELECT {', '.join(_COLUMNS)} FROM results"
_INSERT = (f"INSERT INTO results ({', '.join(_COLUMNS)})"
           f" VALUES ({', '.join('?' for _ in _COLUMNS)})")

FINISHED_WITHOUT_RESULT = (
    "SELECT g.id, g.game FROM games AS g WHERE g.status IN ('finished', 'abandoned') AND g.id > ?"
    " AND NOT EXISTS (SELECT 1 FROM results AS r WHERE r.game_id = g.id)"
    " ORDER BY g.id LIMIT ?")
"""Games ended before results were written (or whose result could not be read): the ids
after the first parameter, at most the second's."""


def _row(result: Result) -> tuple[Any, ...]:
    """The row as the database takes it: booleans as 1/0 (both dialects' INTEGER)."""
    return tuple(int(v) if isinstance(v, bool) else v for v in astuple(result))


def _result(row: Sequence[Any]) -> Result:
    values = dict(zip(_COLUMNS, row, strict=True))
    values["won"] = None if values["won"] is None else bool(values["won"])
    values["complete"] = bool(values["complete"])
    values["game_id"] = None if values["game_id"] is None else int(values["game_id"])
    return Result(**values)


class Results(Transactions):
    """Results written with a finish, taken back with it, read per player and per channel."""

    async def results_of(self, player_id: str) -> list[Result]:
        """A player's results (the games they owned at the end), newest last."""
        async with self._using():
            rows = await self._rows(
                f"{_SELECT} WHERE player_id = ? ORDER BY ended_at, id", (player_id,))
        return [_result(row) for row in rows]

    async def results_in(self, channel: str) -> list[Result]:
        """A channel's results, newest last."""
        async with self._using():
            rows = await self._rows(
                f"{_SELECT} WHERE channel = ? ORDER BY ended_at, id", (channel,))
        return [_result(row) for row in rows]

    async def games_without_result(self, after: int, limit: int) -> list[tuple[int, str]]:
        """Ended games with no result row, ids above ``after``, at most ``limit``, in order:
        (id, game)."""
        async with self._using():
            rows = await self._rows(FINISHED_WITHOUT_RESULT, (after, limit))
        return [(int(row[0]), str(row[1])) for row in rows]

    async def add_results(self, results: Sequence[Result]) -> int:
        """Write the results of games ended before results were kept, in one transaction;
        one already there (another process wrote it meanwhile) is left as it is. How many
        were written."""
        written = 0
        async with self._transaction():
            for result in results:
                if await self._rows("SELECT 1 FROM results WHERE game_id = ?",
                                    (result.game_id,)):
                    continue
                await self._write_result(result)
                written += 1
        return written

    async def _write_result(self, result: Result) -> None:
        """Inside the caller's transaction: the finish it belongs to."""
        await self._rows(_INSERT, _row(result))

    async def _drop_result(self, game_id: int) -> None:
        """Inside the caller's transaction: the finish taken back."""
        await self._rows("DELETE FROM results WHERE game_id = ?", (game_id,))
