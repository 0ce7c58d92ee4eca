"""Where a Discord interaction happened and who made it, as the service knows them (a channel
or thread is ``discord:<id>``), with the user's language and moderation; the interaction as
kept in the inbox (``Pending``); the permissions the bot needs in a channel."""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass, field

import discord

from bot.service.commands import Command
from bot.service.service import Server, User
from bot.words.i18n import LANGUAGES

PLATFORM = "discord"
COMMUNITY = "COMMUNITY"
"""The server feature of a Community server, whose language its admins chose."""
THREADS = frozenset({discord.ChannelType.public_thread, discord.ChannelType.private_thread,
                     discord.ChannelType.news_thread})
PERMISSION_NAMES = {"view_channel": "View Channel", "send_messages": "Send Messages",
                    "send_messages_in_threads": "Send Messages in Threads",
                    "embed_links": "Embed Links"}


@dataclass(frozen=True)
class Place:
    """Where an interaction happened."""

    channel: str
    """The service's channel: ``discord:<channel id>`` (a thread is a channel of its own)."""
    channel_id: int
    guild_id: int | None
    thread: bool
    pressed: int | None = None
    """The message whose button was pressed (or whose modal was submitted)."""
    parent_id: int | None = None
    """A thread's channel."""

    @property
    def server(self) -> Server | None:
        """The server the channel belongs to, for its moderators' settings."""
        if self.guild_id is None:
            return None
        parent = f"{PLATFORM}:{self.parent_id}" if self.parent_id is not None else None
        return Server(id=f"{PLATFORM}-server:{self.guild_id}", parent=parent, mention="<#{}>")


@dataclass(frozen=True)
class Pending:
    """An interaction in the inbox: what applying and answering it takes once the live
    ``discord.Interaction`` is gone with its process. The token answers it for 15 minutes from
    its creation; it is never logged."""

    id: int
    application_id: int
    token: str = field(repr=False)
    created: float
    """Seconds since 1970, as Discord's clock made it (the id's timestamp)."""
    place: Place
    user: User
    command: Command

    @classmethod
    def of(cls, interaction: discord.Interaction, place: Place, user: User,
           command: Command) -> Pending:
        return cls(id=interaction.id, application_id=interaction.application_id,
                   token=interaction.token, created=interaction.created_at.timestamp(),
                   place=place, user=user, command=command)

    @property
    def key(self) -> str:
        return request_key(self.id)

    def dumps(self) -> str:
        return json.dumps(dataclasses.asdict(self), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def loads(cls, text: str) -> Pending:
        data = json.loads(text)
        command = data["command"]
        return cls(id=int(data["id"]), application_id=int(data["application_id"]),
                   token=str(data["token"]), created=float(data["created"]),
                   place=Place(**data["place"]), user=User(**data["user"]),
                   command=Command(**{**command, "args": tuple(command["args"])}))


def request_key(interaction_id: int) -> str:
    """The interaction's key: its request id for the service and its place in the inbox."""
    return f"{PLATFORM}:{interaction_id}"


def channel_of(interaction: discord.Interaction) -> str:
    """A thread is a channel of its own: its own id."""
    return f"{PLATFORM}:{interaction.channel_id}"


def place_of(interaction: discord.Interaction) -> Place:
    channel = interaction.channel
    thread = getattr(channel, "type", None) in THREADS
    return Place(channel=channel_of(interaction), channel_id=interaction.channel_id or 0,
                 guild_id=interaction.guild_id, thread=thread,
                 pressed=interaction.message.id if interaction.message is not None else None,
                 parent_id=getattr(channel, "parent_id", None) if thread else None)


def user_of(interaction: discord.Interaction) -> User:
    """The user as the service knows them: their client's language (a Community server's
    own when Soloist does not speak the client's), and whether they moderate the channel."""
    return User(id=f"{PLATFORM}:{interaction.user.id}", name=interaction.user.display_name,
                locale=_locale(interaction),
                moderator=interaction.guild_id is not None
                and interaction.permissions.manage_messages)


def _locale(interaction: discord.Interaction) -> str:
    """The user's client language. Discord gives every non-Community server the locale
    en-US whatever its members speak, so a server's own counts only on a Community server,
    and only for a client language Soloist does not speak."""
    own = interaction.locale.value
    server = interaction.guild_locale
    if _speaks(own) or server is None or not _speaks(server.value):
        return own
    guild = interaction.guild
    return server.value if guild is not None and COMMUNITY in guild.features else own


def _speaks(locale: str) -> bool:
    return locale.replace("_", "-").split("-")[0].casefold() in LANGUAGES


def needed_permissions(thread: bool) -> list[str]:
    send = "send_messages_in_threads" if thread else "send_messages"
    return ["view_channel", send, "embed_links"]


def missing_permissions(interaction: discord.Interaction) -> list[str]:
    """The permissions the bot lacks in the interaction's channel, by Discord's names."""
    if interaction.guild_id is None:
        return []  # a direct message: the bot may always answer there
    granted = interaction.app_permissions
    thread = getattr(interaction.channel, "type", None) in THREADS
    return [PERMISSION_NAMES[p] for p in needed_permissions(thread) if not getattr(granted, p)]
