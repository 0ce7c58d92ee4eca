"""Where each platform shows a channel's current turn (the message a restarted bot still
edits)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.store.cache import UNKNOWN
from bot.store.locks import STAMP, Locks
from bot.store.records import LiveMessage


class LiveMessages(Locks):
    """Each channel's live message, per platform."""

    async def live_message(self, channel: str, platform: str) -> LiveMessage | None:
        kept = self._live_messages.get((channel, platform), UNKNOWN)
        if kept is not UNKNOWN:  # see _kept_live
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
            statements.append((STAMP, (channel,)))
        rows = await self._at_once(statements)
        if self._db.shared:
            self._stamped(channel, int(rows[0][0]))
        self._live_messages[(channel, platform)] = message
