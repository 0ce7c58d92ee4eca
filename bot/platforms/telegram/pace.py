"""Telegram's sending limits, kept by the bot so that Telegram has no cause to refuse.

Telegram's Bots FAQ (https://core.telegram.org/bots/faq#my-bot-is-hitting-limits-how-do-i-avoid-this):
no more than one message a second in a chat, 20 a minute in a group, about 30 a second in all;
past them a send is refused with 429 and the chat is held for ``retry_after`` seconds, which
would hold every later reply of the chat too. So each new message takes the first moment these
limits leave (``Pace.reserve``), and the adapter waits for it; and a group whose minute is
nearly spent (``Pace.crowded``) shows a new turn in the game's message already there rather
than posting one, keeping the rest of the minute for the replies that must be new messages (a
status, a transcript). Edits of a message are not sends: the FAQ's limits are about messages
sent."""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field

CHAT_GAP = 1.0
"""Seconds between two messages to one chat."""
GROUP_LIMIT = 20
GROUP_WINDOW = 60.0
"""At most GROUP_LIMIT messages to one group in any GROUP_WINDOW seconds."""
OVERALL_LIMIT = 30
OVERALL_WINDOW = 1.0
"""At most OVERALL_LIMIT messages to all chats in any OVERALL_WINDOW seconds."""
GROUP_ROOM = 5
"""Of a group's minute, the messages a new turn leaves for replies that cannot be edits."""
SWEEP = 1024
"""Every this many messages, the quiet chats' old moments are dropped too."""


def is_group(chat_id: int) -> bool:
    """Groups, supergroups and channels have negative ids on Telegram; users positive ones."""
    return chat_id < 0


@dataclass
class Pace:
    """The moments the bot has taken for its messages, per chat and in all (by its clock)."""

    chats: dict[int, list[float]] = field(default_factory=dict)
    """Per chat, the moments of its messages within the last GROUP_WINDOW, in order."""
    overall: list[float] = field(default_factory=list)
    """Every chat's moments within the last OVERALL_WINDOW, sorted."""
    taken: int = 0

    def reserve(self, chat_id: int, now: float) -> float:
        """The first moment from ``now`` the limits leave for one more message to
        ``chat_id``, taken for it (a chat's messages go out in the order they took theirs)."""
        self.taken += 1
        if self.taken % SWEEP == 0:
            for quiet in list(self.chats):
                self._forget(quiet, now)
        self._forget(chat_id, now)
        del self.overall[:bisect.bisect_right(self.overall, now - OVERALL_WINDOW)]
        times = self.chats.setdefault(chat_id, [])
        at = max(now, times[-1] + CHAT_GAP) if times else now
        while True:
            start = at
            if is_group(chat_id) and len(times) >= GROUP_LIMIT:
                at = max(at, times[-GROUP_LIMIT] + GROUP_WINDOW)
            recent = self.overall[bisect.bisect_right(self.overall, at - OVERALL_WINDOW):
                                  bisect.bisect_right(self.overall, at)]
            if len(recent) >= OVERALL_LIMIT:
                at = max(at, recent[-OVERALL_LIMIT] + OVERALL_WINDOW)
            if at == start:
                break
        times.append(at)
        bisect.insort(self.overall, at)
        return at

    def crowded(self, chat_id: int, now: float) -> bool:
        """Whether a group's last minute leaves no more than GROUP_ROOM messages."""
        if not is_group(chat_id):
            return False
        times = self.chats.get(chat_id, [])
        recent = len(times) - bisect.bisect_right(times, now - GROUP_WINDOW)
        return recent >= GROUP_LIMIT - GROUP_ROOM

    def _forget(self, chat_id: int, now: float) -> None:
        """The chat's moments older than any limit looks back to."""
        times = self.chats.get(chat_id)
        if times is None:
            return
        del times[:bisect.bisect_right(times, now - GROUP_WINDOW)]
        if not times:
            del self.chats[chat_id]
