"""A game's history, compact: the current step's row holds its state as JSON text, every older
row, once ``COMPACT_EVERY`` of them gathered (or the game ended), its state deflated against the
state of the row after it (a reverse delta: an older step costs a few dozen bytes instead of
kilobytes) and its events against a dictionary of typical events. Any state is still exact:
``_state_of`` inflates the chain from the current row back."""

from __future__ import annotations

import asyncio
import itertools
import zlib
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bot.store.records import StoreError
from bot.store.transactions import Transactions

COMPACT_EVERY = 32
"""Older rows of a live game kept whole before they are compacted together: a compaction is one
read and one UPDATE, so a step pays 1/32 of it; a live game keeps at most this many states whole
(a finished one none but its last)."""
LOGICAL = "undone = 0 AND copy_of IS NULL"
"""The steps of a game's history: not undone, and not an undo's copy of an older step."""


class History(Transactions):
    """A game's steps read back, and compacted."""

    async def current_events(self, game_id: int) -> str:
        """The events (JSON text) of the step the game stands at: after an undo, those of the
        step its current version copies."""
        async with self._using():
            rows = await self._rows(
                "SELECT events, events_packed FROM steps WHERE game_id = ? AND undone = 0"
                " AND version = (SELECT COALESCE(copy_of, version) FROM steps"
                " WHERE game_id = ? AND undone = 0 ORDER BY version DESC LIMIT 1)",
                (game_id, game_id))
        return unpacked_events(*rows[0]) if rows else "[]"

    async def history(self, game_id: int) -> list[tuple[int, str]]:
        """(step, events JSON text) of the game's history, oldest first, numbered from 1 as
        the player counts steps."""
        async with self._using():
            rows = await self._rows(
                f"SELECT events, events_packed FROM steps WHERE game_id = ? AND {LOGICAL}"
                " ORDER BY version", (game_id,))
        return [(n, unpacked_events(*row)) for n, row in enumerate(rows, 1)]

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


def unpacked_events(events: str, packed: bytes | None) -> str:
    """A row's events as JSON text, whole or packed."""
    if packed is None:
        return str(events)
    unpacker = zlib.decompressobj(-15, zdict=EVENTS_DICTIONARIES[packed[0]])
    return (unpacker.decompress(packed[1:]) + unpacker.flush()).decode()
