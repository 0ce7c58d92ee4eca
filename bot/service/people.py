"""Who gives a command (``User``) and the group of channels it may come from (``Server``), as
a platform tells them to the service."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class User:
    id: str
    name: str
    locale: str | None = None
    """The platform's language for this user (e.g. "es-419"), when it tells one."""
    moderator: bool = False
    """The platform says this user moderates the channel (Discord: Manage Messages there;
    Telegram: a chat administrator): they may end a game or hand it to another player, and
    change the server's settings."""


@dataclass(frozen=True)
class Server:
    """A group of channels whose moderators choose settings for all of them (a Discord
    server): the language of its channels that chose none, and the channels games run in."""

    id: str
    """The settings' scope in the store, e.g. ``discord-server:<guild id>``."""
    parent: str | None = None
    """The channel a thread belongs to: where games may run, so may its threads."""
    mention: str = "{}"
    """How the platform writes a channel in a message, from the channel's own id."""

    def show(self, channel: str) -> str:
        return self.mention.format(channel.partition(":")[2] or channel)
