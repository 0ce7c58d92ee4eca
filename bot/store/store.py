"""The SQLite store: one live game per channel, every committed step of a game kept whole.

Each step is a row with the engine state and the events it produced (both JSON text, never
parsed here), numbered by a version that only grows within a game and never repeats: a button
carries the version it was drawn for, so a press of any older one is stale. Undo flags the
current step instead of deleting it and writes a new, higher version holding a copy of the
step before (its RNG included), so nothing that was ever committed is lost or reused.

A command is one unit of work: everything it writes (the step, the board profile, the finish,
a setting, the platform request it answers) goes into a single ``BEGIN IMMEDIATE``
transaction, and every write that takes a version checks it first, so a stale double-submit
fails with ``StaleVersion`` instead of forking the history, and a crash leaves all or nothing.

The inbox holds platform updates received but not yet carried through (applied and answered):
written before the platform is told they arrived, so a crash loses none of them.

History is compact (issue 14): the current step's row holds its state as JSON text, as it
always did, and every older row, once ``COMPACT_EVERY`` of them gathered (or the game ended),
holds its state deflated with the state of the row after it as the preset dictionary (a
reverse delta: consecutive states differ in a few fields, so an older step costs a few dozen
bytes instead of kilobytes). Any state is still exact: ``_state_of`` inflates the chain from
the current row back. Undo reads one step back (one inflate), the log reads only events.

The store keeps in memory what it wrote or read of each game (its current record, its turn
so far) and of each channel (its live game, its settings): a command costs no reads but the
request check, which also asks SQLite whether another connection wrote the file meanwhile
(``data_version``) and, if so, forgets everything kept. Writes never trust the memory alone:
the step's INSERT carries the version check itself, so two connections racing on one game
still leave one winner and one ``StaleVersion``.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import itertools
import time
import zlib
from collections import defaultdict
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextvars import ContextVar
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import aiosqlite

from bot.store.database import Database, DatabaseError, open_database

LIVE = "live"
FINISHED = "finished"
ABANDONED = "abandoned"
_ENDED = (FINISHED, ABANDONED)


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


Migration = Callable[[aiosqlite.Connection], Awaitable[None]]


def _sql(*statements: str) -> Migration:
    """A migration made of plain statements. They run one by one with ``execute`` because
    ``executescript`` would COMMIT the open transaction before running."""

    async def migrate(db: aiosqlite.Connection) -> None:
        for statement in statements:
            await db.execute_fetchall(statement)

    return migrate


# Migration i takes the database from user_version i to i + 1. Append only: never edit one
# that has shipped, since databases out there already ran it.
MIGRATIONS: list[Migration] = [
    _sql(
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            channel TEXT NOT NULL,
            game TEXT NOT NULL,
            variant TEXT NOT NULL,
            owner_id TEXT NOT NULL,
            owner_name TEXT NOT NULL,
            status TEXT NOT NULL CHECK (status IN ('live', 'finished', 'abandoned')),
            created_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP,
            updated_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
        )""",
        # The rule "one live game per channel" is enforced by SQLite itself, not just checked.
        "CREATE UNIQUE INDEX games_one_live ON games (channel) WHERE status = 'live'",
        "CREATE INDEX games_by_channel ON games (channel, id)",
        """CREATE TABLE steps (
            id INTEGER PRIMARY KEY,
            game_id INTEGER NOT NULL REFERENCES games (id),
            version INTEGER NOT NULL CHECK (version >= 1),
            state TEXT NOT NULL,
            events TEXT NOT NULL,
            undone INTEGER NOT NULL DEFAULT 0 CHECK (undone IN (0, 1)),
            created_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
        )""",
        # Partial: after an undo the next commit reuses the undone step's version number.
        "CREATE UNIQUE INDEX steps_live_version ON steps (game_id, version) WHERE undone = 0",
        """CREATE TABLE channel_settings (
            channel TEXT NOT NULL,
            name TEXT NOT NULL,
            value TEXT NOT NULL,
            PRIMARY KEY (channel, name)
        )""",
        """CREATE TABLE board_profiles (
            channel TEXT NOT NULL,
            game TEXT NOT NULL,
            profile TEXT NOT NULL,
            PRIMARY KEY (channel, game)
        )""",
    ),
    _sql(
        # The version at which a step's turn began: a turn is the step a command made and the
        # answers that followed it, shown in chat as one message edited as it goes.
        "ALTER TABLE steps ADD COLUMN turn INTEGER",
        # Platform requests (a Telegram update, a Discord interaction) already applied, written
        # in the same transaction as the step they made: a redelivered one is applied once.
        """CREATE TABLE requests (
            key TEXT PRIMARY KEY,
            created_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
        )""",
        # The message showing a channel's current turn, per platform, so that a restarted bot
        # still edits it rather than posting a new one.
        """CREATE TABLE live_messages (
            channel TEXT NOT NULL,
            platform TEXT NOT NULL,
            game_id INTEGER NOT NULL,
            turn INTEGER NOT NULL,
            ref TEXT NOT NULL,
            PRIMARY KEY (channel, platform)
        )""",
    ),
    _sql(
        # Versions never repeat: undo writes a new version that copies an older step. The
        # copy names the step it copies, so the player's count of steps stays true.
        "ALTER TABLE steps ADD COLUMN copy_of INTEGER",
        # Updates received and not yet carried through: see Store.inbox_add.
        """CREATE TABLE inbox (
            key TEXT PRIMARY KEY,
            platform TEXT NOT NULL,
            payload TEXT NOT NULL,
            created_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
        )""",
        # Repair games wedged by older code, which stored a game's last step and its finish in
        # two transactions: a crash between them left the game live with its state over.
        """UPDATE games SET status = 'finished', updated_at = CURRENT_TIMESTAMP
           WHERE status = 'live' AND EXISTS (
               SELECT 1 FROM steps AS s WHERE s.game_id = games.id AND s.undone = 0
               AND s.version = (SELECT MAX(version) FROM steps
                                WHERE game_id = games.id AND undone = 0)
               AND CASE WHEN json_valid(s.state)
                        THEN json_extract(s.state, '$.phase') = 'over' ELSE 0 END)""",
    ),
    _sql(
        # Compact history (see the module's docstring): an older row's state as raw deflate
        # against the state of row ``base`` (its ``state`` then ''). NULL: the text is whole.
        "ALTER TABLE steps ADD COLUMN packed BLOB",
        "ALTER TABLE steps ADD COLUMN base INTEGER",
        # Its events, deflated with a dictionary of typical events (see _pack_events), its
        # ``events`` then ''. NULL: the text is whole.
        "ALTER TABLE steps ADD COLUMN events_packed BLOB",
        # The rows still whole, found by game without a scan of every step: small, since only
        # the last few rows of each live game are in it.
        "CREATE INDEX steps_whole ON steps (game_id, id) WHERE packed IS NULL",
    ),
    _sql(
        # The channel an update belongs to, so that one channel's updates are carried through
        # in order by whichever process holds the channel (bot/store/postgres.py).
        "ALTER TABLE inbox ADD COLUMN channel TEXT",
        # How many writes each channel has had: on PostgreSQL, what a process kept in memory
        # of a channel is checked against it (bot/store/postgres.py). On SQLite the file's
        # data_version does that, and the table stays empty.
        """CREATE TABLE channel_stamps (
            channel TEXT PRIMARY KEY,
            stamp INTEGER NOT NULL
        )""",
    ),
]

COMPACT_EVERY = 32
"""Older rows of a live game kept whole before they are compacted together: a compaction is one
read and one UPDATE, so a step pays 1/32 of it; a live game keeps at most this many states whole
(a finished one none but its last)."""

REQUESTS_KEPT = timedelta(days=7)
"""How long an applied request is remembered: platforms redeliver within minutes or hours."""

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
_FAMILY = ("(channel = ? OR substr(channel, 1, length(CAST(? AS TEXT)) + 1)"
           " = CAST(? AS TEXT) || ':')")
"""A channel and its sub-channels (a Telegram chat and its forum topics, ``<chat>:<topic>``);
three parameters, the channel each time."""
_LOGICAL = "undone = 0 AND copy_of IS NULL"
"""The steps of a game's history: not undone, and not an undo's copy of an older step."""


@dataclass
class _Head:
    """What the store keeps of a game between commands: enough for its next step to need no
    read."""

    record: GameRecord
    turn: int
    """The version the current step's turn began at."""
    turn_steps: list[tuple[int, str]]
    """(version, events) of the turn's steps so far (``turn_history``)."""
    whole: int | None = None
    """Rows of the game kept whole besides the current one (None: not known yet)."""


_UNKNOWN = object()


class Store:
    """The database, SQLite or PostgreSQL. Use ``await Store.open(where)``, not the
    constructor."""

    def __init__(self, db: Database) -> None:
        self._db = db
        # One statement or transaction at a time: on SQLite, tasks for different channels
        # share one connection, and one task's statements could land inside another task's
        # open transaction; on either, what is kept below changes with each.
        self._lock = asyncio.Lock()
        # Each channel's commands one at a time (``channel``): in this process here, across
        # processes by the database's section.
        self._channel_locks: defaultdict[str, asyncio.Lock] = defaultdict(asyncio.Lock)
        self._held: ContextVar[frozenset[str]] = ContextVar("soloist_channels",
                                                            default=frozenset())
        # PostgreSQL: each channel's stamp as this process last knew it (see channel()).
        self._stamps: dict[str, int] = {}
        # What this connection wrote or read (see the module's docstring); all of it is
        # forgotten when another connection writes the file, or a transaction fails.
        self._data_version: int | None = None
        self._heads: dict[int, _Head] = {}
        self._live: dict[str, int | None] = {}
        self._settings: dict[tuple[str, str], str | None] = {}
        self._profiles: dict[tuple[str, str], str | None] = {}
        self._live_messages: dict[tuple[str, str], LiveMessage | None] = {}
        # Key → (platform, channel, payload) of the inbox, in arrival order (_inbox_known).
        self._inbox_kept: dict[str, tuple[str, str | None, str]] | None = None
        # Told whenever all that is forgotten: what others keep beside it (the service's
        # decoded states, bot/service/state_cache.py) must be forgotten with it.
        self._forgetting: list[Callable[[], None]] = []
        # Requests of reads and refusals applied but not yet written (see mark_seen).
        self._claims: list[str] = []
        self._claimed: set[str] = set()
        self._in_transaction: list[str] = []

    @classmethod
    async def open(cls, where: str | Path, pool: int = 10) -> Store:
        """Open and migrate the database: a SQLite file (created with its directory if
        needed) or ``:memory:``, or a ``postgresql://`` URL (a pool of at most ``pool``
        connections)."""
        try:
            db = await open_database(where, pool, lambda: MIGRATIONS)
        except DatabaseError as exc:
            raise StoreError(str(exc)) from exc
        try:
            store = cls(db)
            await store._migrate()
            await store._forget_old_requests()
        except BaseException:
            await db.close()
            raise
        return store

    @property
    def dialect(self) -> str:
        """``sqlite`` or ``postgresql``."""
        return self._db.dialect

    async def close(self) -> None:
        if self._claims:
            with contextlib.suppress(*self._db.failed):
                async with self._transaction():
                    pass  # writes the claims still in memory
        async with self._lock:  # not _using: a connection held would keep the pool open
            await self._db.close()

    # Channels

    @contextlib.asynccontextmanager
    async def channel(self, channel: str) -> AsyncIterator[None]:
        """Hold ``channel`` for the body: nobody else applies a command to it meanwhile, in
        this process or, on PostgreSQL, in any other (a section, bot/store/postgres.py).
        Re-entrant within a task. On PostgreSQL, what is kept of the channel is forgotten if
        another process wrote it since this one last looked (its stamp moved)."""
        held = self._held.get()
        if channel in held:
            yield
            return
        async with self._channel_locks[channel], self._db.section(channel) as stamp:
            if stamp is not None and self._stamps.get(channel) != stamp:
                self._forget_channel(channel)
                self._stamps[channel] = stamp
            token = self._held.set(held | {channel})
            try:
                yield
            finally:
                self._held.reset(token)

    def role(self, name: str, alone: bool) -> contextlib.AbstractAsyncContextManager[bool]:
        """Hold a role of this process for the body (``Database.role``): e.g. polling
        Telegram, which only one process may do and none beside webhook workers."""
        return self._db.role(name, alone)

    # Games

    async def live_game(self, channel: str) -> GameRecord | None:
        """The channel's live game at its current step."""
        kept = self._kept_live(channel)
        if kept is not _UNKNOWN:
            return kept  # type: ignore[return-value]
        async with self._using():
            kept = self._kept_live(channel)  # kept meanwhile, by a task the lock held up
            if kept is not _UNKNOWN:
                return kept  # type: ignore[return-value]
            head = await self._find(
                "WHERE g.channel = ? AND g.status = 'live' ORDER BY s.version DESC", (channel,))
            self._live[channel] = head.record.id if head is not None else None
            return head.record if head is not None else None

    def _kept_live(self, channel: str) -> GameRecord | object | None:
        """The channel's live game as kept in memory, or _UNKNOWN. Read without the lock or a
        connection (memory is only changed once a write is committed, and the channel's
        commands come one at a time): the lock and a pool's connection cost more than the
        answer (issue 14, bench/service.py)."""
        game_id = self._live.get(channel, _UNKNOWN)
        if game_id is None:
            return None
        head = self._heads.get(game_id) if isinstance(game_id, int) else None
        return head.record if head is not None else _UNKNOWN

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
            # lets its next step be written at once (``_Head.whole``): every Telegram
            # message asks this before its step (issue 14, bench/telegram_cpu.py).
            return kept
        async with self._using():
            head = await self._find(
                "WHERE g.channel = ? ORDER BY g.id DESC, s.version DESC", (channel,))
            return head.record if head is not None else None

    async def create_game(self, channel: str, game: str, variant: str, owner_id: str,
                          owner_name: str, state: str, events: str,
                          request: str | None = None, profile: str | None = None,
                          settings: dict[str, str] | None = None) -> GameRecord:
        """Start a game at version 1, with the channel's board ``profile`` for the game and
        its ``settings``, in one transaction. Raises GameExists if the channel has a live
        game."""
        now = _now()
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
        self._heads[game_id] = _Head(record, turn=1, turn_steps=[(1, events)], whole=0)
        self._live[channel] = game_id
        for name, value in (settings or {}).items():
            self._settings[(channel, name)] = value
        return record

    async def commit(self, game_id: int, expected_version: int, state: str, events: str,
                     continues: bool = False, request: str | None = None,
                     profile: str | None = None, finish: bool = False) -> GameRecord:
        """Store the next step, with the game's board ``profile`` and, when the step ends the
        game (``finish``), its finish: one transaction. Raises StaleVersion if the game is not
        live at expected_version. ``continues``: the step answers a question of the current
        turn (else it begins a turn of its own).

        Three statements for a step (BEGIN and COMMIT aside): the INSERT that checks the
        version, the request, and now and then the game's ``updated_at`` (once an hour: see
        TOUCH_EVERY), the compaction of the rows before it, a board profile that changed."""
        now = _now()
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
        record = replace(head.record, status=status, version=version, state=state,
                         step=head.record.step + 1, updated_at=touched)
        turn_steps = [*head.turn_steps, (version, events)] if continues else [(version, events)]
        self._heads[game_id] = _Head(record, turn, turn_steps, whole)
        if finish:
            self._live[record.channel] = None
        return record

    async def _commit_at_once(self, head: _Head, state: str, events: str, continues: bool,
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
        if profile is not None and self._profiles.get(channel_game, _UNKNOWN) != profile:
            statements.append((_SAVE_PROFILE, (*channel_game, profile)))
        touched = record.updated_at
        if not _recent(touched, now):
            statements.append(("UPDATE games SET status = ?, updated_at = ? WHERE id = ?",
                               (LIVE, now, record.id)))
            touched = now
        if self._db.shared:  # last: its row, the channel's new stamp, is what comes back
            statements.append((_STAMP, (record.channel,)))
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
        self._heads[record.id] = _Head(new, turn, turn_steps, (head.whole or 0) + 1)
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
            await self._set_status(game_id, LIVE)
            return await self._game_at_current(game_id)

    async def finish(self, game_id: int, expected_version: int, status: str = FINISHED,
                     request: str | None = None) -> None:
        """End the game as 'finished' or 'abandoned'. Raises StaleVersion like ``commit``."""
        if status not in _ENDED:
            raise ValueError(f"a game ends as one of {_ENDED}, not {status!r}")
        async with self._transaction():
            await self._expect(game_id, expected_version)
            await self._claim(request)
            await self._stamp_game(game_id)
            await self._set_status(game_id, status)
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
                (owner_id, owner_name, _now(), game_id))
            return await self._game_at_current(game_id)

    async def abandon(self, game_id: int, expected_version: int, events: str,
                      request: str | None = None) -> GameRecord:
        """End the game without a result, with a last step (the state as it is) whose
        ``events`` say why: one transaction. Raises StaleVersion like ``commit``."""
        async with self._transaction():
            await self._expect(game_id, expected_version)
            await self._claim(request)
            await self._stamp_game(game_id)
            await self._say(game_id, expected_version, events, continues=False)
            await self._set_status(game_id, ABANDONED)
            return await self._game_at_current(game_id)

    async def current_events(self, game_id: int) -> str:
        """The events (JSON text) of the step the game stands at: after an undo, those of the
        step its current version copies."""
        async with self._using():
            rows = await self._rows(
                "SELECT events, events_packed FROM steps WHERE game_id = ? AND undone = 0"
                " AND version = (SELECT COALESCE(copy_of, version) FROM steps"
                " WHERE game_id = ? AND undone = 0 ORDER BY version DESC LIMIT 1)",
                (game_id, game_id))
        return _events(*rows[0]) if rows else "[]"

    async def history(self, game_id: int) -> list[tuple[int, str]]:
        """(step, events JSON text) of the game's history, oldest first, numbered from 1 as
        the player counts steps."""
        async with self._using():
            rows = await self._rows(
                f"SELECT events, events_packed FROM steps WHERE game_id = ? AND {_LOGICAL}"
                " ORDER BY version", (game_id,))
        return [(n, _events(*row)) for n, row in enumerate(rows, 1)]

    async def turn_history(self, game_id: int) -> tuple[int, list[tuple[int, str]]]:
        """The current step's turn (the version it began at) and (version, events JSON text)
        of its steps so far, oldest first."""
        head = self._heads.get(game_id)
        if head is None:  # not kept: ask the file (kept, it is read without the lock: _kept_live)
            async with self._using():
                head = await self._head(game_id)
        return head.turn, list(head.turn_steps)

    async def states(self, game_id: int) -> list[tuple[int, str]]:
        """(step, state JSON text) of the game's history, oldest first, numbered as
        ``history`` numbers them: every state exact, compacted or not."""
        async with self._using():
            rows = await self._rows(
                "SELECT id, version, state, packed, base, undone, copy_of FROM steps"
                " WHERE game_id = ? ORDER BY id DESC", (game_id,))
        # Newest first: each compacted row's dictionary (a later row) is inflated before it.
        texts: dict[int, str] = {}
        logical = []
        for row_id, version, state, packed, base, undone, copy_of in rows:
            texts[row_id] = _unpack(packed, texts[base] if base is not None else None) \
                if packed is not None else str(state)
            if not undone and copy_of is None:
                logical.append((int(version), texts[row_id]))
        logical.sort()
        return [(n, text) for n, (_, text) in enumerate(logical, 1)]

    # Requests already applied

    async def seen(self, request: str | None) -> bool:
        """Whether a platform request (``platform:id``) was applied already (never, for
        None). The one read every command makes: it also asks SQLite whether another
        connection wrote the file since (its ``data_version``), in which case what the store
        kept in memory is forgotten."""
        async with self._using():
            if self._db.shared:  # checked as each channel's section begins instead
                rows = await self._rows(
                    "SELECT EXISTS (SELECT 1 FROM requests WHERE key = CAST(? AS TEXT))",
                    (request,))
                return bool(rows[0][0]) or request in self._claimed
            # Without a trip to SQLite's thread where it can (``Database.read_now``); else in
            # line behind what was asked before, waited for without the lock (see _at_once).
            found = self._db.read_now(_SEEN, (request,))
            line = self._db.in_line()
            pending = line.queue_read(_SEEN, (request,)) if found is None and line else None
            if found is None and pending is None:
                found = await self._rows(_SEEN, (request,))
        if pending is not None:
            found = list(await pending)
        assert found is not None
        self._notice(int(found[0][0]))
        return bool(found[0][1]) or request in self._claimed

    async def mark_seen(self, request: str) -> None:
        """Remember a request that changed no game (a refusal, a read) as applied: at once in
        memory, on disk with the next transaction of any kind but a step put in line (see
        ``_at_once``), so that a read commits nothing of its own. A platform update's next
        such transaction is its ``inbox_done``: the inbox never forgets an update whose claim
        is not on disk, so a crash loses no claim of an update the platform will not send
        again; a claim lost otherwise is a read or a refusal answered again if redelivered,
        which changes nothing either time."""
        if request not in self._claimed:
            self._claims.append(request)
            self._claimed.add(request)

    # Live messages

    async def live_message(self, channel: str, platform: str) -> LiveMessage | None:
        kept = self._live_messages.get((channel, platform), _UNKNOWN)
        if kept is not _UNKNOWN:  # see _kept_live
            return kept  # type: ignore[return-value]
        async with self._using():
            rows = await self._rows(
                "SELECT game_id, turn, ref FROM live_messages WHERE channel = ? AND platform = ?",
                (channel, platform))
            message = (LiveMessage(int(rows[0][0]), int(rows[0][1]), str(rows[0][2]))
                       if rows else None)
            self._live_messages[(channel, platform)] = message
        return message

    async def set_live_message(self, channel: str, platform: str, message: LiveMessage) -> None:
        """Where the channel's turn is shown now; nothing written when it is already so (an
        answer edits the message its turn began)."""
        if self._live_messages.get((channel, platform)) == message:
            return
        # One trip to the database (``_at_once``): half the turns of a game post a message.
        statements: list[tuple[str, Sequence[Any]]] = [(
            "INSERT INTO live_messages (channel, platform, game_id, turn, ref)"
            " VALUES (?, ?, ?, ?, ?) ON CONFLICT (channel, platform) DO UPDATE SET"
            " game_id = excluded.game_id, turn = excluded.turn, ref = excluded.ref",
            (channel, platform, message.game_id, message.turn, message.ref))]
        if self._db.shared:  # last: its row, the channel's new stamp, is what comes back
            statements.append((_STAMP, (channel,)))
        rows = await self._at_once(statements)
        if self._db.shared:
            self._stamped(channel, int(rows[0][0]))
        self._live_messages[(channel, platform)] = message

    # Channel settings and board profiles

    async def get_setting(self, channel: str, name: str) -> str | None:
        kept = self._settings.get((channel, name), _UNKNOWN)
        if kept is not _UNKNOWN:  # see _kept_live
            return kept  # type: ignore[return-value]
        async with self._using():
            rows = await self._rows(
                "SELECT value FROM channel_settings WHERE channel = ? AND name = ?",
                (channel, name))
            value = str(rows[0][0]) if rows else None
            self._settings[(channel, name)] = value
        return value

    async def set_setting(self, channel: str, name: str, value: str,
                          request: str | None = None) -> None:
        async with self._transaction():
            await self._claim(request)
            await self._stamp(channel)
            await self._set_setting(channel, name, value)
        self._settings[(channel, name)] = value

    async def channels_with(self, name: str, value: str) -> list[str]:
        """The channels whose setting ``name`` is ``value`` (a Discord server's channels)."""
        async with self._using():
            rows = await self._rows(
                "SELECT channel FROM channel_settings WHERE name = ? AND value = ?"
                " ORDER BY channel", (name, value))
        return [str(row[0]) for row in rows]

    async def places_like(self, name: str, prefix: str) -> list[str]:
        """Every place starting with ``prefix`` that the store knows of: named by a channel's
        setting ``name`` (its server), or with settings of its own (a server's)."""
        async with self._using():
            rows = await self._rows(
                "SELECT value FROM channel_settings"
                " WHERE name = ? AND substr(value, 1, length(CAST(? AS TEXT))) = ?"
                " UNION SELECT channel FROM channel_settings"
                " WHERE substr(channel, 1, length(CAST(? AS TEXT))) = ? ORDER BY 1",
                (name, prefix, prefix, prefix, prefix))
        return [str(row[0]) for row in rows]

    async def load_profile(self, channel: str, game: str) -> str | None:
        async with self._using():
            rows = await self._rows(
                "SELECT profile FROM board_profiles WHERE channel = ? AND game = ?",
                (channel, game))
            profile = str(rows[0][0]) if rows else None
            self._profiles[(channel, game)] = profile
        return profile

    async def save_profile(self, channel: str, game: str, profile: str) -> None:
        async with self._transaction():
            await self._stamp(channel)
            await self._save_profile(channel, game, profile)
        self._profiles[(channel, game)] = profile

    # The inbox

    async def inbox_add(self, key: str, platform: str, payload: str,
                        channel: str | None = None) -> bool:
        """Keep an update (``payload``, the platform's own JSON) of ``channel`` until
        ``inbox_done``: called before the platform learns it arrived, so a crash cannot lose
        it. False when it was there already (a redelivery)."""
        insert = ("INSERT INTO inbox (key, platform, payload, channel) VALUES (?, ?, ?, ?)"
                  " ON CONFLICT (key) DO NOTHING", (key, platform, payload, channel))
        if self._db.dialect == "sqlite":  # RETURNING needs SQLite 3.35
            added = bool((await self._at_once([insert, ("SELECT changes()", ())]))[0][0])
        else:
            added = bool(await self._at_once([(insert[0] + " RETURNING 1", insert[1])]))
        if added and self._inbox_kept is not None:
            self._inbox_kept[key] = (platform, channel, payload)
        return added

    async def inbox_done(self, key: str) -> None:
        """The update is carried through: applied (or refused) and answered (with the
        claims of reads and refusals waiting in memory: see ``mark_seen``)."""
        await self._at_once([("DELETE FROM inbox WHERE key = ?", (key,))])
        if self._inbox_kept is not None:
            self._inbox_kept.pop(key, None)

    async def in_inbox(self, key: str) -> bool:
        kept = await self._inbox_known()
        if kept is not None:
            return key in kept
        async with self._using():
            return bool(await self._rows("SELECT 1 FROM inbox WHERE key = ?", (key,)))

    async def inbox(self, platform: str, channel: str | None = None) -> list[tuple[str, str]]:
        """(key, payload) of the platform's updates not carried through, oldest first; with
        ``channel``, that channel's only."""
        kept = await self._inbox_known()
        if kept is not None:
            return [(key, payload) for key, (where, of, payload) in kept.items()
                    if where == platform and (channel is None or of == channel)]
        where = "platform = ?" + (" AND channel = ?" if channel is not None else "")
        async with self._using():
            rows = await self._rows(
                f"SELECT key, payload FROM inbox WHERE {where} ORDER BY {self._db.arrival}",
                (platform, channel) if channel is not None else (platform,))
        return [(str(key), str(payload)) for key, payload in rows]

    async def _inbox_known(self) -> dict[str, tuple[str, str | None, str]] | None:
        """The whole inbox as kept in memory (read once, then kept with every change this
        store makes): a Telegram update's handling looks for earlier updates of its chat in
        it every time (issue 14, bench/telegram_cpu.py). On SQLite, whether another
        connection wrote the file since (Discord's shards may share it) is asked first, by
        ``data_version`` in a read without a trip to SQLite's thread (``Database.read``):
        if so, everything kept is forgotten and the inbox read again. None on PostgreSQL,
        where other processes change it all the time: it is always asked. Answered after
        the lock, as the file would be: after the writes already begun."""
        if self._db.shared:
            return None
        async with self._using():
            self._notice(int((await self._db.read("PRAGMA data_version"))[0][0]))
            if self._inbox_kept is None:
                rows = await self._rows("SELECT key, platform, channel, payload FROM inbox"
                                        f" ORDER BY {self._db.arrival}")
                self._inbox_kept = {
                    str(key): (str(platform), None if channel is None else str(channel),
                               str(payload)) for key, platform, channel, payload in rows}
        return self._inbox_kept

    # A channel's data as a whole: moved, forgotten, pruned, backed up

    async def move_channel(self, old: str, new: str) -> int:
        """Move everything of channel ``old`` and its sub-channels (``old:<topic>``) to ``new``
        (``new:<topic>``): games, settings, board profiles, live messages, in one transaction
        (a Telegram group that became a supergroup has a new chat id). What ``old`` had wins
        over what ``new`` has; a live game of ``old`` that would meet one of ``new`` ends as
        abandoned. The number of games moved; 0 when already moved."""
        renamed = "CAST(? AS TEXT) || substr({0}, length(CAST(? AS TEXT)) + 1)"
        async with self._transaction():
            await self._rows(
                f"UPDATE games SET status = '{ABANDONED}', updated_at = ?"
                f" WHERE {_FAMILY} AND status = 'live' AND EXISTS (SELECT 1 FROM games AS n"
                f" WHERE n.status = 'live' AND n.channel = {renamed.format('games.channel')})",
                (_now(), old, old, old, new, old))
            moved = await self._db.count(
                f"UPDATE games SET channel = {renamed.format('channel')} WHERE {_FAMILY}",
                (new, old, old, old, old))
            for table, key in _MOVED_WITH_CHANNEL:
                # What ``old`` has wins: ``new``'s rows in its way go first.
                await self._rows(
                    f"DELETE FROM {table} WHERE EXISTS (SELECT 1 FROM {table} AS o WHERE"
                    f" {_FAMILY.replace('channel', 'o.channel')} AND o.{key} = {table}.{key}"
                    f" AND {table}.channel = {renamed.format('o.channel')})",
                    (old, old, old, new, old))
                await self._rows(
                    f"UPDATE {table} SET channel = {renamed.format('channel')} WHERE {_FAMILY}",
                    (new, old, old, old, old))
            await self._stamp_everything()
            self._forget_kept()
        return moved

    async def forget_channel(self, channel: str, request: str | None = None) -> int:
        """Delete everything of ``channel`` and its sub-channels: games with their steps,
        settings, board profiles, live messages; one transaction, with the ``request`` that
        asked for it. The number of games."""
        return await self.forget_channels([channel], request)

    async def forget_channels(self, channels: list[str], request: str | None = None) -> int:
        """``forget_channel`` of every channel in ``channels`` (a server the bot left) in one
        transaction: a crash halfway leaves none of them half-forgotten. The number of games."""
        forgotten = 0
        async with self._transaction():
            await self._claim(request)
            for channel in channels:
                family = (channel, channel, channel)
                await self._rows(f"DELETE FROM steps WHERE game_id IN"
                                 f" (SELECT id FROM games WHERE {_FAMILY})", family)
                forgotten += await self._db.count(f"DELETE FROM games WHERE {_FAMILY}", family)
                for table, _ in _MOVED_WITH_CHANNEL:
                    await self._rows(f"DELETE FROM {table} WHERE {_FAMILY}", family)
            await self._stamp_everything()
            self._forget_kept()
        return forgotten

    async def prune(self, ended_before: datetime) -> int:
        """Delete the games that ended (finished or abandoned) and were last touched before
        ``ended_before`` (UTC), with their steps and live messages; one transaction. The
        number of games deleted."""
        cutoff = ended_before.astimezone(UTC).strftime("%Y-%m-%d %H:%M:%S")
        old = ("SELECT id FROM games WHERE status IN ('finished', 'abandoned')"
               " AND updated_at < ?")
        async with self._transaction():
            await self._rows(f"DELETE FROM steps WHERE game_id IN ({old})", (cutoff,))
            await self._rows(f"DELETE FROM live_messages WHERE game_id IN ({old})", (cutoff,))
            pruned = await self._db.count(f"DELETE FROM games WHERE id IN ({old})", (cutoff,))
            await self._stamp_everything()
            self._forget_kept()
            return pruned

    async def backup(self, path: Path) -> None:
        """A consistent copy of the whole database into ``path`` (which must not exist),
        while the store goes on: SQLite's ``VACUUM INTO``, outside any transaction.
        StoreError on PostgreSQL, which its own tools back up."""
        async with self._using():
            try:
                await self._db.backup(path)
            except DatabaseError as exc:
                raise StoreError(str(exc)) from exc

    async def ping(self) -> None:
        """A trivial query: the database answers (for a liveness watchdog)."""
        async with self._using():
            await self._rows("SELECT 1")

    # Internals

    async def _rows(self, sql: str, params: Sequence[Any] = ()) -> list[Sequence[Any]]:
        """Every statement of the store but those of ``_at_once`` and ``seen`` goes through here."""
        return await self._db.rows(sql, params)

    @contextlib.asynccontextmanager
    async def _using(self) -> AsyncIterator[None]:
        """The database to ourselves: a connection first (PostgreSQL), then the lock, so a
        task holding the lock never waits for a connection held by one waiting for it."""
        async with self._db.connected(), self._lock:
            yield

    @contextlib.asynccontextmanager
    async def _transaction(self) -> AsyncIterator[None]:
        """One write transaction (see ``Database.transaction``)."""
        async with self._using():
            try:
                async with self._db.transaction():
                    yield
                    if self._claims:
                        await self._claim(None)
                for key in self._in_transaction:
                    self._claimed.discard(key)
                self._in_transaction = []
            except BaseException:
                self._claims[:0] = self._in_transaction
                self._in_transaction = []
                # What was kept may hold this transaction's rows read back: forget it all.
                self._forget_kept()
                raise

    async def _at_once(self, statements: list[tuple[str, Sequence[Any]]],
                       request: str | None = None, queued: bool = False) -> list[Any]:
        """One transaction of ``statements`` known beforehand, claiming ``request`` (and the
        claims waiting in memory: see ``mark_seen``) first, in as few trips to the database
        as it allows (``Database.at_once``). The rows of the last statement.

        ``queued`` (a step's commit): where the database runs calls in order on one thread
        (SQLite), the transaction is put in line under the lock and waited for after it:
        held across the trip, the lock kept every other command — 31 of 32 in flight — from
        even reaching the store, so the loop sat idle while SQLite worked (issue 14,
        bench/service.py). What is kept in memory is still changed only once the write is
        done, and only by the channel's own command (it holds the channel); anything read
        from the file after it was put in line is read behind it."""
        line = self._db.in_line() if queued else None
        if line is not None:
            # Only its own request: the claims waiting in memory stay for a transaction that
            # holds the lock across its trip. Taken here, they would be out of memory while
            # the step is in line, and an update's ``inbox_done`` meanwhile would delete its
            # inbox row without writing its claim; if the step then failed, a crash would
            # lose the claim of an update the platform will not send again (see mark_seen).
            claim = [(_claim_sql(1), [request])] if request is not None else []
            async with self._lock:
                pending = line.queue_at_once([*claim, *statements])
            try:
                rows = await pending
            except BaseException:
                self._forget_kept()
                raise
            return list(rows)
        async with self._using():
            keys = [*self._writing_claims(), *([request] if request is not None else [])]
            claim = [(_claim_sql(len(keys)), keys)] if keys else []
            try:
                rows = await self._db.at_once([*claim, *statements])
            except BaseException:
                self._claims[:0] = self._in_transaction
                self._in_transaction = []
                self._forget_kept()
                raise
            for key in self._in_transaction:
                self._claimed.discard(key)
            self._in_transaction = []
            return list(rows)

    async def _stamp(self, channel: str) -> None:
        """PostgreSQL: count a write of ``channel`` in the open transaction (see
        ``channel``); nothing on SQLite, whose ``data_version`` tells."""
        if self._db.shared:
            rows = await self._rows(_STAMP, (channel,))
            self._stamped(channel, int(rows[0][0]))

    async def _stamp_game(self, game_id: int) -> None:
        if self._db.shared:  # the game just read by _expect: no second read of its channel
            await self._stamp((await self._head(game_id)).record.channel)

    async def _stamp_everything(self) -> None:
        """PostgreSQL: a write of many channels at once (moved, forgotten, pruned): every
        process forgets what it kept of any channel when next it holds one."""
        if self._db.shared:
            await self._rows(_STAMP, ("",))
            self._stamps.clear()

    def _stamped(self, channel: str, stamp: int) -> None:
        """Our write made the channel's stamp ``stamp``: what we kept of it is still true if
        it was true just before (the stamp we knew is the one before)."""
        if self._stamps.get(channel) != stamp - 1:
            self._forget_channel(channel)
        self._stamps[channel] = stamp

    def _forget_channel(self, channel: str) -> None:
        self._live.pop(channel, None)
        for game_id in [g for g, head in self._heads.items() if head.record.channel == channel]:
            del self._heads[game_id]
        for kept in (self._settings, self._profiles, self._live_messages):
            for key in [key for key in kept if key[0] == channel]:
                del kept[key]

    def _forget_kept(self) -> None:
        self._inbox_kept = None
        self._heads.clear()
        self._live.clear()
        self._settings.clear()
        self._profiles.clear()
        self._live_messages.clear()
        for forget in self._forgetting:
            forget()

    def on_forget(self, forget: Callable[[], None]) -> None:
        """Call ``forget`` whenever the store forgets what it kept in memory (another
        connection wrote the file, or a transaction failed)."""
        self._forgetting.append(forget)

    def _notice(self, data_version: int) -> None:
        """Forget what was kept if another connection wrote the file since the last look."""
        if data_version != self._data_version:
            if self._data_version is not None:
                self._forget_kept()
            self._data_version = data_version

    async def _migrate(self) -> None:
        """Run the migrations not yet applied, each with its version bump in one
        transaction, re-reading the version inside it in case another process migrated."""
        while True:
            async with self._transaction():
                await self._db.lock_schema()
                version = await self._db.schema_version()
                known = self._db.migrations()
                if version > known:
                    raise StoreError(
                        f"the database is at schema version {version}, newer than this code"
                        f" knows ({known}): run a newer Soloist")
                if version == known:
                    return
                await self._db.migrate(version)
                await self._db.set_schema_version(version + 1)

    async def schema_version(self) -> int:
        async with self._using():
            return await self._db.schema_version()

    async def _find(self, where: str, params: Sequence[Any]) -> _Head | None:
        """A game at its current step, read from the file, and kept."""
        rows = await self._rows(f"{_RECORD} {where} LIMIT 1", params)
        if not rows:
            return None
        *fields, turn = rows[0]
        record = GameRecord(*fields)
        steps = await self._rows(
            f"SELECT version, events, events_packed FROM steps WHERE game_id = ? AND {_LOGICAL}"
            " AND version >= ? ORDER BY version", (record.id, turn))
        head = _Head(record, int(turn), [(int(v), _events(e, p)) for v, e, p in steps])
        self._heads[record.id] = head
        return head

    async def _head(self, game_id: int) -> _Head:
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

    async def _compact(self, game_id: int) -> None:
        """Deflate every row of the game still whole but the current one (the last), each
        against the row after it: one read, one UPDATE."""
        rows = await self._rows(
            "SELECT id, state, events FROM steps WHERE game_id = ? AND packed IS NULL"
            " ORDER BY id", (game_id,))
        # Deflated on a worker thread (zlib lets go of the GIL as it works): ~1.7 ms for 31
        # rows that the event loop spends on other channels' commands meanwhile.
        packed = await asyncio.to_thread(_packed_rows, rows)
        # In slices: a game from before compaction may have more rows than SQLite takes
        # parameters in one statement.
        for start in range(0, len(packed), 1000):
            part = packed[start:start + 1000]
            blobs = " ".join(f"WHEN ? THEN CAST(? AS {self._db.blob})" for _ in part)
            ids = " ".join("WHEN ? THEN CAST(? AS BIGINT)" for _ in part)
            await self._rows(
                f"UPDATE steps SET state = '', events = '', packed = CASE id {blobs} END,"
                f" base = CASE id {ids} END, events_packed = CASE id {blobs} END"
                f" WHERE id IN ({', '.join('?' for _ in part)})",
                [*(v for row_id, _, blob, _ in part for v in (row_id, blob)),
                 *(v for row_id, base, _, _ in part for v in (row_id, base)),
                 *(v for row_id, _, _, said in part for v in (row_id, said)),
                 *(row_id for row_id, _, _, _ in part)])

    async def _state_of(self, row_id: int) -> str:
        """The state of one row, inflated along its chain of dictionaries if compacted."""
        rows = await self._rows(
            "WITH RECURSIVE chain (n, id, state, packed, base) AS ("
            " SELECT 0, id, state, packed, base FROM steps WHERE id = ?"
            " UNION ALL SELECT c.n + 1, s.id, s.state, s.packed, s.base"
            " FROM chain AS c JOIN steps AS s ON s.id = c.base)"
            " SELECT state, packed FROM chain ORDER BY n DESC", (row_id,))
        text: str | None = None
        for state, packed in rows:
            text = _unpack(packed, text) if packed is not None else str(state)
        if text is None:
            raise StoreError(f"no step row {row_id}")
        return text

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
            f" WHERE game_id = ? AND {_LOGICAL} AND version < ?"
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

    async def _keep_profile(self, channel: str, game: str, profile: str | None) -> None:
        """Save the channel's board profile for the game unless it is None or the one saved
        (most steps change nothing of it: no write then). Kept once the transaction ends."""
        if profile is None or self._profiles.get((channel, game), _UNKNOWN) == profile:
            return
        await self._save_profile(channel, game, profile)
        self._profiles[(channel, game)] = profile

    async def _save_profile(self, channel: str, game: str, profile: str) -> None:
        await self._rows(_SAVE_PROFILE, (channel, game, profile))

    async def _set_setting(self, channel: str, name: str, value: str) -> None:
        await self._rows(
            "INSERT INTO channel_settings (channel, name, value) VALUES (?, ?, ?)"
            " ON CONFLICT (channel, name) DO UPDATE SET value = excluded.value",
            (channel, name, value))

    async def _set_status(self, game_id: int, status: str) -> None:
        await self._rows(
            "UPDATE games SET status = ?, updated_at = ? WHERE id = ?",
            (status, _now(), game_id))

    async def _turn_of(self, game_id: int, version: int) -> int:
        rows = await self._rows(
            "SELECT COALESCE(turn, version) FROM steps"
            " WHERE game_id = ? AND version = ? AND undone = 0", (game_id, version))
        return int(rows[0][0]) if rows else version

    async def _claim(self, request: str | None) -> None:
        """Record ``request`` as applied, inside the caller's transaction, with the claims of
        reads and refusals waiting in memory (see ``mark_seen``): one statement."""
        keys = [*self._writing_claims(), *([request] if request is not None else [])]
        if keys:
            await self._rows(_claim_sql(len(keys)), keys)

    def _writing_claims(self) -> list[str]:
        """The claims in memory, now part of the open transaction (back in memory if it
        fails)."""
        taken, self._claims = self._claims, []
        self._in_transaction += taken
        return taken

    async def _forget_old_requests(self) -> None:
        async with self._transaction():
            cutoff = datetime.now(UTC) - REQUESTS_KEPT
            await self._rows("DELETE FROM requests WHERE created_at < ?",
                             (cutoff.strftime("%Y-%m-%d %H:%M:%S"),))


TOUCH_EVERY = 3600
"""Seconds a game's ``updated_at`` may lag its last step (it is written at the first step of
each clock hour): it tells how long a game has been idle, counted in days
(SOLOIST_IDLE_DAYS), so an hour is nothing; writing it at every step would be a statement of
every step's four."""


def _recent(updated_at: str, now: str) -> bool:
    """Whether ``updated_at`` is in the same hour as ``now`` (both as _now writes them: the
    text up to the hour compares, no date parsing on the hot path)."""
    return updated_at[:13] == now[:13]


_INSERT_CHECKED = (
    "INSERT INTO steps (game_id, version, state, events, turn, copy_of)"
    " VALUES (?, CASE WHEN (SELECT status FROM games WHERE id = ?) = 'live'"
    " AND (SELECT MAX(version) FROM steps WHERE game_id = ? AND undone = 0) = ?"
    " THEN CAST(? AS INTEGER) END, ?, ?, ?, ?)")
"""A step's INSERT that checks the game is live at the expected version: its version is NULL
otherwise, which the column refuses (IntegrityError)."""
_SEEN = ("SELECT data_version, EXISTS (SELECT 1 FROM requests WHERE key = ?)"
         " FROM pragma_data_version")
_STAMP = ("INSERT INTO channel_stamps (channel, stamp) VALUES (?, 1) ON CONFLICT (channel)"
          " DO UPDATE SET stamp = channel_stamps.stamp + 1 RETURNING stamp + (SELECT"
          " COALESCE(MAX(stamp), 0) FROM channel_stamps WHERE channel = '')")
"""A write of a channel counted (PostgreSQL): its new stamp, as a section reads it (the
channel's own count plus that of writes of every channel, kept under the channel '')."""
_MOVED_WITH_CHANNEL = (("channel_settings", "name"), ("board_profiles", "game"),
                       ("live_messages", "platform"))
"""The tables of a channel's own rows beside its games, each with the rest of its key."""
_SAVE_PROFILE = ("INSERT INTO board_profiles (channel, game, profile) VALUES (?, ?, ?)"
                 " ON CONFLICT (channel, game) DO UPDATE SET profile = excluded.profile")


@functools.lru_cache(maxsize=64)
def _claim_sql(count: int) -> str:
    """The statement claiming ``count`` requests (one, or the few a transaction gathered)."""
    return ("INSERT INTO requests (key) VALUES " + ", ".join("(?)" for _ in range(count))
            + " ON CONFLICT (key) DO NOTHING")


def _now() -> str:
    """UTC now as SQLite's CURRENT_TIMESTAMP writes it: what the store writes and keeps.
    Written once a second (strftime at every step was 1-2 % of a command's time)."""
    global _written
    second = int(time.time())
    if second != _written[0]:
        _written = second, datetime.fromtimestamp(second, UTC).strftime("%Y-%m-%d %H:%M:%S")
    return _written[1]


_written: tuple[int, str] = (-1, "")
"""The last second ``_now`` wrote, and how."""


def _expect(head: _Head, expected_version: int) -> None:
    """Refuse a write unless the game is live and at expected_version."""
    record = head.record
    if record.status != LIVE:
        raise StaleVersion(f"game {record.id} is {record.status}")
    if record.version != expected_version:
        raise StaleVersion(
            f"game {record.id} is at version {record.version}, not {expected_version}")


def _pack(state: str, dictionary: str) -> bytes:
    """``state`` as raw deflate with ``dictionary`` (the next row's state) preset."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -15, 9, zdict=dictionary.encode())
    return packer.compress(state.encode()) + packer.flush()


def _packed_rows(rows: Sequence[Sequence[Any]]) -> list[tuple[int, int, bytes, bytes]]:
    """(id, id of the row after it, state packed against that row's, events packed) of every
    row of ``rows`` (id, state, events, in order) but the last."""
    return [(int(row_id), int(after_id), _pack(str(state), str(after)), _pack_events(str(events)))
            for (row_id, state, events), (after_id, after, _) in itertools.pairwise(rows)]


def _unpack(packed: bytes, dictionary: str | None) -> str:
    unpacker = zlib.decompressobj(-15, zdict=(dictionary or "").encode())
    return (unpacker.decompress(packed) + unpacker.flush()).decode()


EVENTS_DICTIONARIES = {1: Path(__file__).with_name("store_events_1.json").read_bytes()}
"""Preset dictionaries for a step's events, by the number a packed row starts with: typical
events of whole games (most frequent last), which make a step's events a tenth of their text
where plain deflate makes them a third. Never edit one: rows out there need it as it is; a
better one is added under the next number (and _pack_events switched to it)."""
EVENTS_DICTIONARY = 1


_EVENTS_PACKER = zlib.compressobj(6, zlib.DEFLATED, -15, 8,
                                  zdict=EVENTS_DICTIONARIES[EVENTS_DICTIONARY])
"""A compressor with the events dictionary already set, copied for each row: setting a 32 KB
dictionary was most of a fresh compressor's cost, and level 9 searched its long chains for
little gain; together 108 µs a row where a copy of this one at zlib's default level takes 34,
for 4 % more bytes of events (bench/storage.py). Any deflate stream inflates with the same
dictionary, so rows packed either way read alike."""


def _pack_events(events: str) -> bytes:
    packer = _EVENTS_PACKER.copy()
    return bytes([EVENTS_DICTIONARY]) + packer.compress(events.encode()) + packer.flush()


def _events(events: str, packed: bytes | None) -> str:
    """A row's events as JSON text, whole or packed."""
    if packed is None:
        return str(events)
    unpacker = zlib.decompressobj(-15, zdict=EVENTS_DICTIONARIES[packed[0]])
    return (unpacker.decompress(packed[1:]) + unpacker.flush()).decode()
