"""Games and their steps: one live game per channel, each step a row numbered by a version that
only grows (a button carries the version it was drawn for, so a press of an older one is
stale); undo flags a step undone and writes a new version copying the one before."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from bot.store.cache import UNKNOWN, Head
from bot.store.game_settings import SEALED_SEED, GameSettings
from bot.store.history import COMPACT_EVERY, LOGICAL, History, unpacked_events
from bot.store.locks import STAMP
from bot.store.records import (
    ABANDONED,
    ENDED,
    FINISHED,
    LIVE,
    GameExists,
    GameRecord,
    StaleVersion,
    StoreError,
    sql_now,
)
from bot.store.results import Result, Results
from bot.store.settings import SAVE_PROFILE

# A game at its current step: the highest version that is not undone. Its step, as the player
# counts, is the number of steps not undone up to the one it is (or copies).
_RECORD = """
    SELECT g.id, g.channel, g.game, g.variant, g.owner_id, g.owner_name, g.status,
           s.version, s.state,
           (SELECT COUNT(*) FROM steps AS l WHERE l.game_id = g.id AND l.undone = 0
            AND l.copy_of IS NULL AND l.version <= COALESCE(s.copy_of, s.version)),
           g.updated_at, COALESCE(s.turn, s.version)
    FROM games AS g JOIN steps AS s ON s.game_id = g.id AND s.undone = 0
"""


class Games(History, GameSettings, Results):
    """Games: started, stepped, undone, handed over, ended."""

    async def live_game(self, channel: str) -> GameRecord | None:
        """The channel's live game at its current step."""
        kept = self._kept_live(channel)
        if kept is not UNKNOWN:
            return kept  # type: ignore[return-value]
        async with self._using():
            kept = self._kept_live(channel)  # kept meanwhile, by a task the lock held up
            if kept is not UNKNOWN:
                return kept  # type: ignore[return-value]
            head = await self._find(
                "WHERE g.channel = ? AND g.status = 'live' ORDER BY s.version DESC", (channel,))
            self._live[channel] = head.record.id if head is not None else None
            return head.record if head is not None else None

    async def last_game(self, channel: str) -> GameRecord | None:
        """The channel's most recent game, whatever its status, at its current step."""
        kept = self._kept_live(channel)
        # Where processes share the database, what is kept of a channel is only known to be
        # the database's while this task holds it (``channel``: its stamp checked): a topic
        # asked for while only its chat is held, or a page turn asked for outside any
        # section, reads the database.
        if isinstance(kept, GameRecord) and (
                not self._db.shared or channel in self._held.get()):
            # A channel's live game is its most recent (no game starts beside a live one).
            # Read back from the file instead, it would also be kept afresh, without what
            # lets its next step be written at once (``Head.whole``): every Telegram
            # message asks this before its step (bench/telegram_cpu.py).
            return kept
        async with self._using():
            head = await self._find(
                "WHERE g.channel = ? ORDER BY g.id DESC, s.version DESC", (channel,))
            return head.record if head is not None else None

    async def create_game(self, channel: str, game: str, variant: str, owner_id: str,
                          owner_name: str, state: str, events: str,
                          request: str | None = None, profile: str | None = None,
                          settings: dict[str, str] | None = None,
                          seal: tuple[str, int] | None = None) -> GameRecord:
        """Start a game at version 1, with the channel's board ``profile`` for the game and
        its ``settings``, in one transaction. ``seal``: the game's dice are sealed, (their
        commitment, their seed), the seed kept apart (``sealed_seed``). Raises GameExists if
        the channel has a live game."""
        now = sql_now()
        if seal is not None:  # a setting of the channel, named by the commitment
            settings = {**(settings or {}), SEALED_SEED.format(seal[0]): str(seal[1])}
        async with self._transaction():
            await self._claim(request)
            await self._stamp(channel)
            try:
                # The partial unique index games_one_live refuses a second live game.
                game_id = await self._db.insert_id(
                    "INSERT INTO games (channel, game, variant, owner_id, owner_name, status,"
                    " created_at, updated_at) VALUES (?, ?, ?, ?, ?, 'live', ?, ?)",
                    (channel, game, variant, owner_id, owner_name, now, now))
            except self._db.refused as exc:
                raise GameExists(f"a game is already live in channel {channel!r}") from exc
            await self._insert_step(game_id, 1, state, events, turn=1)
            await self._keep_profile(channel, game, profile)
            for name, value in (settings or {}).items():
                await self._set_setting(channel, name, value)
        record = GameRecord(game_id, channel, game, variant, owner_id, owner_name, LIVE, 1,
                            state, 1, now)
        self._heads[game_id] = Head(record, turn=1, turn_steps=[(1, events)], whole=0)
        self._live[channel] = game_id
        for name, value in (settings or {}).items():
            self._settings[(channel, name)] = value
        return record

    async def commit(self, game_id: int, expected_version: int, state: str, events: str,
                     continues: bool = False, request: str | None = None,
                     profile: str | None = None, finish: bool = False,
                     result: Result | None = None) -> GameRecord:
        """Store the next step, with the game's board ``profile`` and, when the step ends the
        game (``finish``), its finish and its ``result``: one transaction. Raises StaleVersion
        if the game is not live at expected_version. ``continues``: the step answers a
        question of the current turn (else it begins a turn of its own).

        Three statements for a step (BEGIN and COMMIT aside): the INSERT that checks the
        version, the request, and now and then the game's ``updated_at`` (once an hour: see
        TOUCH_EVERY), the compaction of the rows before it, a board profile that changed."""
        now = sql_now()
        kept = self._heads.get(game_id)
        if (kept is not None and kept.record.version == expected_version
                and kept.whole is not None and kept.whole + 1 < COMPACT_EVERY and not finish):
            return await self._commit_at_once(kept, state, events, continues, request, profile,
                                              now)
        async with self._transaction():
            head = self._heads.get(game_id)
            if head is None or head.record.version != expected_version:
                # Not kept, or kept behind another connection's writes: ask the file.
                self._heads.pop(game_id, None)
                head = await self._head(game_id)
            _expect(head, expected_version)
            await self._claim(request)
            await self._stamp(head.record.channel)
            # Versions only grow and every write makes the highest one current: the next is
            # one more than the current (undone rows included, none is higher).
            version = expected_version + 1
            turn = head.turn if continues else version
            await self._insert_step(game_id, version, state, events, turn=turn,
                                    expected=expected_version)
            await self._keep_profile(head.record.channel, head.record.game, profile)
            status = FINISHED if finish else LIVE
            touched = head.record.updated_at
            if finish or not _recent(touched, now):
                await self._rows("UPDATE games SET status = ?, updated_at = ? WHERE id = ?",
                                 (status, now, game_id))
                touched = now
            whole = None if head.whole is None else head.whole + 1
            if finish or whole is None or whole >= COMPACT_EVERY:
                await self._compact(game_id)
                whole = 0
            if finish and result is not None:
                await self._write_result(result)
        record = replace(head.record, status=status, version=version, state=state,
                         step=head.record.step + 1, updated_at=touched)
        turn_steps = [*head.turn_steps, (version, events)] if continues else [(version, events)]
        self._heads[game_id] = Head(record, turn, turn_steps, whole)
        if finish:
            self._live[record.channel] = None
        return record

    async def _commit_at_once(self, head: Head, state: str, events: str, continues: bool,
                              request: str | None, profile: str | None,
                              now: str) -> GameRecord:
        """``commit`` of a game kept in memory, with nothing to read first: every statement
        in one call on SQLite's thread (see ``_at_once``)."""
        record = head.record
        version = record.version + 1
        turn = head.turn if continues else version
        statements: list[tuple[str, Sequence[Any]]] = [(_INSERT_CHECKED, (
            record.id, record.id, record.id, record.version, version, state, events, turn,
            None))]
        channel_game = (record.channel, record.game)
        if profile is not None and self._profiles.get(channel_game, UNKNOWN) != profile:
            statements.append((SAVE_PROFILE, (*channel_game, profile)))
        touched = record.updated_at
        if not _recent(touched, now):
            statements.append(("UPDATE games SET status = ?, updated_at = ? WHERE id = ?",
                               (LIVE, now, record.id)))
            touched = now
        if self._db.shared:  # last: its row, the channel's new stamp, is what comes back
            statements.append((STAMP, (record.channel,)))
        try:
            rows = await self._at_once(statements, request, queued=True)
        except self._db.refused as exc:
            self._heads.pop(record.id, None)
            raise StaleVersion(f"game {record.id} moved on from version {record.version}"
                               ) from exc
        if self._db.shared:
            self._stamped(record.channel, int(rows[0][0]))
        if profile is not None:
            self._profiles[channel_game] = profile
        new = replace(record, version=version, state=state, step=record.step + 1,
                      updated_at=touched)
        turn_steps = [*head.turn_steps, (version, events)] if continues else [(version, events)]
        self._heads[record.id] = Head(new, turn, turn_steps, (head.whole or 0) + 1)
        return new

    async def undo(self, game_id: int, expected_version: int,
                   request: str | None = None) -> GameRecord | None:
        """Take the current step back: the game goes on at a new version holding the step
        before it. None, and nothing changed, at the game's first step. Raises StaleVersion
        like ``commit``."""
        async with self._transaction():
            await self._expect(game_id, expected_version)
            await self._claim(request)
            await self._stamp_game(game_id)
            if not await self._step_back(game_id, expected_version):
                return None
            await self._set_status(game_id, LIVE)
            return await self._game_at_current(game_id)

    async def undo_finish(self, game_id: int, expected_version: int,
                          request: str | None = None) -> GameRecord | None:
        """Take back the step that finished a game: it is live again, at a new version holding
        the step before. None, and nothing changed, when another game has started in its
        channel since. Raises StaleVersion when the game is not finished at
        ``expected_version`` or has no step before."""
        async with self._transaction():
            rows = await self._rows(
                "SELECT status, channel, (SELECT MAX(version) FROM steps"
                " WHERE game_id = g.id AND undone = 0) FROM games AS g WHERE id = ?", (game_id,))
            if not rows:
                raise StoreError(f"no game {game_id}")
            status, channel, version = rows[0]
            if status != FINISHED or version != expected_version:
                raise StaleVersion(f"game {game_id} is {status} at version {version}")
            if await self._rows("SELECT 1 FROM games WHERE channel = ? AND status = ?",
                                (channel, LIVE)):
                return None
            await self._claim(request)
            await self._stamp(str(channel))
            if not await self._step_back(game_id, expected_version):
                raise StaleVersion(f"game {game_id} has no step before version {version}")
            await self._drop_result(game_id)
            await self._set_status(game_id, LIVE)
            return await self._game_at_current(game_id)

    async def finish(self, game_id: int, expected_version: int, status: str = FINISHED,
                     request: str | None = None, result: Result | None = None) -> None:
        """End the game as 'finished' or 'abandoned', with its ``result``: one transaction.
        Raises StaleVersion like ``commit``."""
        if status not in ENDED:
            raise ValueError(f"a game ends as one of {ENDED}, not {status!r}")
        async with self._transaction():
            await self._expect(game_id, expected_version)
            await self._claim(request)
            await self._stamp_game(game_id)
            await self._set_status(game_id, status)
            if result is not None:
                await self._write_result(result)
            await self._game_at_current(game_id)

    async def handover(self, game_id: int, expected_version: int, owner_id: str,
                       owner_name: str, events: str, request: str | None = None) -> GameRecord:
        """Give the game to another player: a step of its own in the current turn (the state
        as it is, ``events`` saying who handed it to whom) and the new owner, in one
        transaction. Raises StaleVersion like ``commit``."""
        async with self._transaction():
            await self._expect(game_id, expected_version)
            await self._claim(request)
            await self._stamp_game(game_id)
            await self._say(game_id, expected_version, events, continues=True)
            await self._rows(
                "UPDATE games SET owner_id = ?, owner_name = ?, updated_at = ? WHERE id = ?",
                (owner_id, owner_name, sql_now(), game_id))
            return await self._game_at_current(game_id)

    async def abandon(self, game_id: int, expected_version: int, events: str,
                      request: str | None = None, result: Result | None = None) -> GameRecord:
        """End the game early, with a last step (the state as it is) whose ``events`` say
        why, and its ``result`` as it stood (never a loss): one transaction. Raises
        StaleVersion like ``commit``."""
        async with self._transaction():
            await self._expect(game_id, expected_version)
            await self._claim(request)
            await self._stamp_game(game_id)
            await self._say(game_id, expected_version, events, continues=False)
            await self._set_status(game_id, ABANDONED)
            if result is not None:
                await self._write_result(result)
            return await self._game_at_current(game_id)

    async def times_of(self, game_id: int) -> tuple[str, str]:
        """When the game started and when it last changed (its end, once ended)."""
        async with self._using():
            rows = await self._rows("SELECT created_at, updated_at FROM games WHERE id = ?",
                                    (game_id,))
        if not rows:
            raise StoreError(f"no game {game_id}")
        return str(rows[0][0]), str(rows[0][1])

    async def ended_game(self, game_id: int) -> tuple[GameRecord, str]:
        """An ended game at its last step, and that step's events (JSON text)."""
        async with self._using():
            head = await self._find("WHERE g.id = ? ORDER BY s.version DESC", (game_id,))
            if head is None:
                raise StoreError(f"game {game_id} has no step")
            return head.record, head.turn_steps[-1][1] if head.turn_steps else "[]"

    async def turn_history(self, game_id: int) -> tuple[int, list[tuple[int, str]]]:
        """The current step's turn (the version it began at) and (version, events JSON text)
        of its steps so far, oldest first."""
        head = self._heads.get(game_id)
        if head is None:  # not kept: ask the file (kept, it is read without the lock: _kept_live)
            async with self._using():
                head = await self._head(game_id)
        return head.turn, list(head.turn_steps)

    async def _find(self, where: str, params: Sequence[Any]) -> Head | None:
        """A game at its current step, read from the file, and kept."""
        rows = await self._rows(f"{_RECORD} {where} LIMIT 1", params)
        if not rows:
            return None
        *fields, turn = rows[0]
        record = GameRecord(*fields)
        steps = await self._rows(
            f"SELECT version, events, events_packed FROM steps WHERE game_id = ? AND {LOGICAL}"
            " AND version >= ? ORDER BY version", (record.id, turn))
        head = Head(record, int(turn), [(int(v), unpacked_events(e, p)) for v, e, p in steps])
        self._heads[record.id] = head
        return head

    async def _head(self, game_id: int) -> Head:
        head = self._heads.get(game_id) or await self._find(
            "WHERE g.id = ? ORDER BY s.version DESC", (game_id,))
        if head is None:
            raise StoreError(f"no game {game_id}")
        return head

    async def _game_at_current(self, game_id: int) -> GameRecord:
        """The game as a write left it, read back (and kept) after forgetting what was kept
        of it and its channel."""
        dropped = self._heads.pop(game_id, None)
        head = await self._find("WHERE g.id = ? ORDER BY s.version DESC", (game_id,))
        if head is None:
            raise StoreError(f"game {game_id} has no step")
        for channel in {head.record.channel, dropped.record.channel if dropped else ""}:
            self._live.pop(channel, None)
        return head.record

    async def _expect(self, game_id: int, expected_version: int) -> None:
        """Refuse a write unless the game is live and at expected_version."""
        self._heads.pop(game_id, None)  # the file decides, not what was kept
        _expect(await self._head(game_id), expected_version)

    async def _insert_step(self, game_id: int, version: int, state: str, events: str,
                           turn: int, copy_of: int | None = None,
                           expected: int | None = None) -> None:
        """``expected``: the INSERT itself checks that the game is live at that version (its
        version is NULL otherwise, which the column refuses): one statement for both."""
        if expected is None:
            await self._rows(
                "INSERT INTO steps (game_id, version, state, events, turn, copy_of)"
                " VALUES (?, ?, ?, ?, ?, ?)", (game_id, version, state, events, turn, copy_of))
            return
        try:
            await self._rows(_INSERT_CHECKED, (game_id, game_id, game_id, expected, version,
                                               state, events, turn, copy_of))
        except self._db.refused as exc:
            self._heads.pop(game_id, None)
            raise StaleVersion(f"game {game_id} moved on from version {expected}") from exc

    async def _step_back(self, game_id: int, current: int) -> bool:
        """Undo: flag the step the game is at (and the undo copy showing it, if the current
        row is one) undone, and write a new version copying the step before. False, and
        nothing written, when the game is at its first step."""
        rows = await self._rows(
            "SELECT COALESCE(copy_of, version) FROM steps"
            " WHERE game_id = ? AND version = ? AND undone = 0", (game_id, current))
        at = int(rows[0][0])
        before = await self._rows(
            f"SELECT version, id, COALESCE(turn, version) FROM steps"
            f" WHERE game_id = ? AND {LOGICAL} AND version < ?"
            f" ORDER BY version DESC LIMIT 1", (game_id, at))
        if not before:
            return False
        version, row_id, turn = before[0]
        state = await self._state_of(int(row_id))
        await self._rows("UPDATE steps SET undone = 1 WHERE game_id = ? AND undone = 0"
                         " AND version >= ?", (game_id, at))
        # The current version is the game's highest (every write makes the highest current).
        await self._insert_step(game_id, current + 1, str(state), "[]",
                                turn=int(turn), copy_of=int(version))
        return True

    async def _say(self, game_id: int, current: int, events: str, continues: bool) -> None:
        """A step that changes nothing in the game, only says ``events`` (a handover, who
        ended it): the next version, holding the current state."""
        rows = await self._rows(
            "SELECT id FROM steps WHERE game_id = ? AND version = ? AND undone = 0",
            (game_id, current))
        state = await self._state_of(int(rows[0][0]))
        version = current + 1  # the highest yet: every write makes the highest current
        turn = await self._turn_of(game_id, current) if continues else version
        await self._insert_step(game_id, version, state, events, turn=turn)

    async def _set_status(self, game_id: int, status: str) -> None:
        await self._rows(
            "UPDATE games SET status = ?, updated_at = ? WHERE id = ?",
            (status, sql_now(), game_id))

    async def _turn_of(self, game_id: int, version: int) -> int:
        rows = await self._rows(
            "SELECT COALESCE(turn, version) FROM steps"
            " WHERE game_id = ? AND version = ? AND undone = 0", (game_id, version))
        return int(rows[0][0]) if rows else version

    async def _stamp_game(self, game_id: int) -> None:
        if self._db.shared:  # the game just read by _expect: no second read of its channel
            await self._stamp((await self._head(game_id)).record.channel)


TOUCH_EVERY = 3600
"""Seconds a game's ``updated_at`` may lag its last step (it is written at the first step of
each clock hour): it tells how long a game has been idle, counted in days
(SOLOIST_IDLE_DAYS), so an hour is nothing; writing it at every step would be a statement of
every step's four."""


def _recent(updated_at: str, now: str) -> bool:
    """Whether ``updated_at`` is in the same hour as ``now`` (both as sql_now writes them: the
    text up to the hour compares, no date parsing on the hot path)."""
    return updated_at[:13] == now[:13]


_INSERT_CHECKED = (
    "INSERT INTO steps (game_id, version, state, events, turn, copy_of)"
    " VALUES (?, CASE WHEN (SELECT status FROM games WHERE id = ?) = 'live'"
    " AND (SELECT MAX(version) FROM steps WHERE game_id = ? AND undone = 0) = ?"
    " THEN CAST(? AS INTEGER) END, ?, ?, ?, ?)")
"""A step's INSERT that checks the game is live at the expected version: its version is NULL
otherwise, which the column refuses (IntegrityError)."""


def _expect(head: Head, expected_version: int) -> None:
    """Refuse a write unless the game is live and at expected_version."""
    record = head.record
    if record.status != LIVE:
        raise StaleVersion(f"game {record.id} is {record.status}")
    if record.version != expected_version:
        raise StaleVersion(
            f"game {record.id} is at version {record.version}, not {expected_version}")
