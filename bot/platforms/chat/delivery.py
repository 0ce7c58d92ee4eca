"""The live message: a step of a turn edits the channel's message for that turn of that game,
else a new one is posted and remembered as the live message — unless the channel is near its
platform's sending limit, when a new turn takes over the game's message already there. The
order and the store are here; the platform's ``TurnSurface`` edits and posts with its
library."""

from __future__ import annotations

from typing import Protocol

from bot.platforms.chat.store import ChatStore
from bot.words.replies import Reply


class TurnSurface(Protocol):
    """How a platform shows one step in its messages."""

    async def edit_turn(self, ref: str) -> bool:
        """Show the step in the live message ``ref``; False when it is gone or cannot be
        edited (a new one is posted then)."""
        ...

    async def post_turn(self) -> str | None:
        """Post the step as a new message; its ref (None: nowhere to keep one)."""
        ...

    def crowded(self) -> bool:
        """Whether the channel is near the platform's limit of new messages: a new turn is
        then shown in the game's live message rather than posted."""
        ...


def is_step(reply: Reply) -> bool:
    """Whether the reply shows a step of a turn (the live message), not a message of its own."""
    return reply.changed and reply.turn is not None and reply.game_id is not None


async def show_turn(store: ChatStore, platform: str, channel: str, reply: Reply,
                    surface: TurnSurface) -> tuple[str | None, bool]:
    """The step shown in the turn's one message: the message, and whether it was posted.
    In a crowded channel a new turn edits the game's live message of an earlier turn (its
    last state stays in the game's log) and that message shows the new turn from then on."""
    assert reply.game_id is not None and reply.turn is not None
    live = await store.live_message(channel, platform)
    if live is not None and live.game_id == reply.game_id and (
            live.turn == reply.turn or surface.crowded()) and await surface.edit_turn(live.ref):
        if live.turn != reply.turn:
            await store.remember_turn_message(channel, platform, reply.game_id, reply.turn,
                                              live.ref)
        return live.ref, False
    posted = await surface.post_turn()
    if posted is not None:
        await store.remember_turn_message(channel, platform, reply.game_id, reply.turn, posted)
    return posted, True
