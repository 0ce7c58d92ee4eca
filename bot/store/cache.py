"""What the store keeps in memory between commands — each game's current record and turn, each
channel's live game, settings, board profiles and live messages, the inbox — and when it is
forgotten: another connection wrote the file, or a transaction failed."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from bot.store.records import GameRecord, LiveMessage


@dataclass
class Head:
    """What the store keeps of a game between commands: enough for its next step to need no
    read."""

    record: GameRecord
    turn: int
    """The version the current step's turn began at."""
    turn_steps: list[tuple[int, str]]
    """(version, events) of the turn's steps so far (``turn_history``)."""
    whole: int | None = None
    """Rows of the game kept whole besides the current one (None: not known yet)."""


UNKNOWN = object()


class Kept:
    """What the store keeps in memory, and its forgetting."""

    def __init__(self) -> None:
        self._data_version: int | None = None
        self._heads: dict[int, Head] = {}
        self._live: dict[str, int | None] = {}
        self._settings: dict[tuple[str, str], str | None] = {}
        self._profiles: dict[tuple[str, str], str | None] = {}
        self._live_messages: dict[tuple[str, str], LiveMessage | None] = {}
        # Key → (platform, channel, payload) of the inbox, in arrival order (_inbox_known).
        self._inbox_kept: dict[str, tuple[str, str | None, str]] | None = None
        # Told whenever all that is forgotten: what others keep beside it (the service's
        # decoded states, bot/service/state_cache.py) must be forgotten with it.
        self._forgetting: list[Callable[[], None]] = []

    def _kept_live(self, channel: str) -> GameRecord | object | None:
        """The channel's live game as kept in memory, or UNKNOWN. Read without the lock or a
        connection (memory is only changed once a write is committed, and the channel's
        commands come one at a time): the lock and a pool's connection cost more than the
        answer (bench/service.py)."""
        game_id = self._live.get(channel, UNKNOWN)
        if game_id is None:
            return None
        head = self._heads.get(game_id) if isinstance(game_id, int) else None
        return head.record if head is not None else UNKNOWN

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
