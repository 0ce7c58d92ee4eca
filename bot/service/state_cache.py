"""The decoded state of each live game, kept between its commands, so that a command decodes
nothing and an answer resumes the flow waiting on it; and ``TurnLines``, the lines of each kept
game's current turn, parsed once. Why it is exact and when it is forgotten:
docs/internals.md#the-state-cache.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from bot.store import GameRecord

STATE_CACHE_SIZE = 1024
"""Live games whose decoded state is kept (least recently used dropped first). A decoded state
is 4-40 KB of Python objects (tracemalloc: Rajas with Cherey ~4 KB, Beck with 3 dummies up to
~38 KB, Splendor ~12 KB), plus, mid-turn, the suspended flow's working copy and greenlet stack:
1,024 games cost a few tens of MB at most, and a channel whose player is answering (seconds
apart) always stays in. Games beyond it decode as before (``Service(state_cache=0)``: none)."""


L = TypeVar("L")


@dataclass
class _Kept:
    version: int
    text: str
    state: Any


class StateCache:
    """Decoded states by game id, for at most ``size`` games (0: none kept)."""

    def __init__(self, size: int = STATE_CACHE_SIZE) -> None:
        self.size = size
        self._kept: OrderedDict[int, _Kept] = OrderedDict()
        self.hits = 0
        self.misses = 0

    def get(self, record: GameRecord) -> Any | None:
        """The state kept for ``record`` (its game at its version, from its very text)."""
        kept = self._kept.get(record.id)
        # The text compared too: a version is never reused, but an entry must only ever stand
        # for the exact text it came from (``==`` on the same string object costs nothing).
        if kept is None or kept.version != record.version or kept.text != record.state:
            self.misses += 1
            return None
        self._kept.move_to_end(record.id)
        self.hits += 1
        return kept.state

    def put(self, record: GameRecord, text: str, state: Any) -> None:
        """Keep ``state``, the decoding of ``text``, for ``record`` (stored with that text)."""
        if self.size <= 0 or record.state != text:
            return
        self._kept[record.id] = _Kept(record.version, text, state)
        self._kept.move_to_end(record.id)
        while len(self._kept) > self.size:
            self._kept.popitem(last=False)

    def clear(self) -> None:
        self._kept.clear()

    def __len__(self) -> int:
        return len(self._kept)


class TurnLines(Generic[L]):
    """The lines each step of a game's current turn said, parsed once: every reply carries
    the whole turn so far (the turn's message), so parsing all of it again on every answer
    made a turn cost the square of its answers. Kept for the same games as the states; a step
    is found by its version and its very stored text, so nothing stale is ever used."""

    def __init__(self, size: int = STATE_CACHE_SIZE) -> None:
        self.size = size
        self._kept: OrderedDict[int, dict[int, tuple[str, list[L]]]] = OrderedDict()

    def lines(self, game_id: int, steps: list[tuple[int, str]],
              parse: Callable[[str], list[L]]) -> list[L]:
        """Every line of ``steps`` (version, stored events), in order."""
        if self.size <= 0:
            return [line for _, stored in steps for line in parse(stored)]
        kept = self._kept.get(game_id, {})
        now: dict[int, tuple[str, list[L]]] = {}
        said: list[L] = []
        for version, stored in steps:
            entry = kept.get(version)
            if entry is None or entry[0] != stored:
                entry = (stored, parse(stored))
            now[version] = entry
            said += entry[1]
        self._kept[game_id] = now  # the turn's steps only: an earlier turn's are dropped
        self._kept.move_to_end(game_id)
        while len(self._kept) > self.size:
            self._kept.popitem(last=False)
        return said

    def said(self, game_id: int, version: int, stored: str, lines: list[L]) -> None:
        """The lines of a step just stored as ``stored``, made from its events as they were
        rather than parsed back: what the next ``lines`` of its turn finds."""
        if self.size > 0:
            self._kept.setdefault(game_id, {})[version] = (stored, lines)

    def clear(self) -> None:
        self._kept.clear()
