"""What a chat platform keeps in the store, the one door its adapter reaches the store by: the
inbox of updates not yet carried through, the requests already applied, where each channel's
live message is, the channels moved or forgotten, and which server and parent a channel has
(for platforms with servers)."""

from __future__ import annotations

import contextlib
from collections.abc import Awaitable
from typing import TYPE_CHECKING

from bot.store import LiveMessage

if TYPE_CHECKING:
    from bot.store import GameRecord, Store

__all__ = ["PARENT", "SERVER", "ChatStore", "LiveMessage"]

SERVER = "server"
"""Setting: the server a channel is on (``<platform>-server:<id>``), noted when first used."""
PARENT = "parent"
"""Setting: the channel a thread belongs to."""


class ChatStore:
    """The store as a platform adapter sees it. Each call is the store's own, handed back
    without a coroutine of its own (an update's path pays nothing for the door)."""

    def __init__(self, store: Store) -> None:
        self.store = store
        """For the service and what the platform hands it (the inbox's readers)."""

    # -- the inbox and the requests applied -------------------------------------------------

    def inbox_add(self, key: str, platform: str, payload: str,
                  channel: str | None = None) -> Awaitable[bool]:
        return self.store.inbox_add(key, platform, payload, channel)

    def inbox_done(self, key: str) -> Awaitable[None]:
        return self.store.inbox_done(key)

    def in_inbox(self, key: str) -> Awaitable[bool]:
        return self.store.in_inbox(key)

    def inbox(self, platform: str, channel: str | None = None) -> Awaitable[
            list[tuple[str, str]]]:
        return self.store.inbox(platform, channel=channel)

    def seen(self, request: str | None) -> Awaitable[bool]:
        return self.store.seen(request)

    def mark_seen(self, request: str) -> Awaitable[None]:
        return self.store.mark_seen(request)

    def channel(self, channel: str) -> contextlib.AbstractAsyncContextManager[None]:
        """The channel's lock, as the service holds it for a command."""
        return self.store.channel(channel)

    def role(self, name: str, alone: bool) -> contextlib.AbstractAsyncContextManager[bool]:
        return self.store.role(name, alone)

    # -- games and their live messages ------------------------------------------------------

    def last_game(self, channel: str) -> Awaitable[GameRecord | None]:
        return self.store.last_game(channel)

    def live_game(self, channel: str) -> Awaitable[GameRecord | None]:
        return self.store.live_game(channel)

    def live_message(self, channel: str, platform: str) -> Awaitable[LiveMessage | None]:
        return self.store.live_message(channel, platform)

    def set_live_message(self, channel: str, platform: str,
                         message: LiveMessage) -> Awaitable[None]:
        return self.store.set_live_message(channel, platform, message)

    def remember_turn_message(self, channel: str, platform: str, game_id: int, turn: int,
                              ref: str) -> Awaitable[None]:
        """The message just posted for the turn is the channel's live message from now on."""
        return self.store.set_live_message(channel, platform, LiveMessage(game_id, turn, ref))

    # -- channels moved, forgotten, and where they are --------------------------------------

    def move_channel(self, old: str, new: str) -> Awaitable[int]:
        return self.store.move_channel(old, new)

    def forget_channel(self, channel: str, request: str | None = None) -> Awaitable[int]:
        return self.store.forget_channel(channel, request=request)

    def forget_channels(self, channels: list[str],
                        request: str | None = None) -> Awaitable[int]:
        return self.store.forget_channels(channels, request=request)

    async def note_place(self, channel: str, server: str, parent: str | None) -> None:
        """The channel's server (and a thread's parent channel), written when they change."""
        if await self.store.get_setting(channel, SERVER) != server:
            await self.store.set_setting(channel, SERVER, server)
        if parent and await self.store.get_setting(channel, PARENT) != parent:
            await self.store.set_setting(channel, PARENT, parent)

    def channels_on(self, server: str) -> Awaitable[list[str]]:
        """The channels noted on ``server``."""
        return self.store.channels_with(SERVER, server)

    def threads_of(self, channel: str) -> Awaitable[list[str]]:
        """The threads noted with ``channel`` as their parent."""
        return self.store.channels_with(PARENT, channel)

    def servers_like(self, prefix: str) -> Awaitable[list[str]]:
        """The servers (their ids in the store, ``<prefix><id>``) any channel was noted on."""
        return self.store.places_like(SERVER, prefix)

    def setting(self, channel: str, name: str) -> Awaitable[str | None]:
        return self.store.get_setting(channel, name)

    def set_setting(self, channel: str, name: str, value: str) -> Awaitable[None]:
        return self.store.set_setting(channel, name, value)
