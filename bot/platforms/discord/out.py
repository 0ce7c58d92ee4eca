"""The ways back from one Discord interaction: its response, its follow-ups, and its channel
when the interaction can no longer answer (Discord failed it for want of an answer within 3
seconds, or it was carried through after a restart, its token gone).

``Out`` answers a live interaction. An acknowledgement that fails is logged, never raised:
the command goes on (its step may be stored by then), and its answer tries the response again,
then the channel, so nobody is told "nothing was changed" while the step is saved.
``Recovered`` answers an interaction read back from the inbox after a crash."""

from __future__ import annotations

import asyncio
import io
import time
from typing import Any, NamedTuple

import discord
from discord.http import handle_message_parameters
from discord.webhook.async_ import async_context

LOADING = discord.MessageFlags(loading=True).value
"""The flag of a "thinking…" message: deferred, not answered yet."""
UNKNOWN_MESSAGE = 10008
UNKNOWN_INTERACTION = 10062
TOKEN_LIFETIME = 15 * 60.0
"""Seconds from an interaction's creation in which its token answers it (follow-ups)."""


class Picture(NamedTuple):
    """A file to attach: its name (an embed's ``attachment://`` names it) and bytes; a board's
    picture has its alt text too, which Discord shows and screen readers read."""

    name: str
    data: bytes
    description: str | None = None


def message_parts(embed: discord.Embed | None, content: str | None,
                  view: discord.ui.View | None, picture: Picture | None = None,
                  files: tuple[Picture, ...] = ()) -> dict[str, Any]:
    """A message's parts (what is None is left out), a picture and other files (a transcript)
    among them: ``as_sent`` and ``as_edited`` turn them into what discord.py takes."""
    parts: dict[str, Any] = {"embed": embed, "content": content, "view": view,
                             "picture": picture, "files": files or None}
    return {name: value for name, value in parts.items() if value is not None}


def _file(picture: Picture) -> discord.File:
    # A new File for every request: discord.py closes a file once it has sent it.
    return discord.File(io.BytesIO(picture.data), filename=picture.name,
                        description=picture.description)


def as_sent(parts: dict[str, Any]) -> dict[str, Any]:
    """Parts for a new message: the picture uploaded as its file."""
    out = {name: value for name, value in parts.items() if name not in ("picture", "files")}
    uploads = [_file(f) for f in (*([parts["picture"]] if "picture" in parts else []),
                                  *parts.get("files", ()))]
    if len(uploads) == 1:
        out["file"] = uploads[0]
    elif uploads:
        out["files"] = uploads
    return out


def as_edited(parts: dict[str, Any]) -> dict[str, Any]:
    """Parts for an edit: the picture replaces the message's attachments."""
    out = {name: value for name, value in parts.items() if name not in ("picture", "files")}
    uploads = [_file(f) for f in (*([parts["picture"]] if "picture" in parts else []),
                                  *parts.get("files", ()))]
    if uploads:
        out["attachments"] = uploads
    return out


class InChannel:
    """The interaction's channel, with the bot's own token: for an interaction that can no
    longer answer. Its answers are public; a private one has nowhere to go (a refusal, which
    changed nothing, or an error) and is only logged."""

    def __init__(self, client: discord.Client, channel_id: int, guild_id: int | None,
                 pressed: int | None, logger: Any) -> None:
        self.channel = client.get_partial_messageable(channel_id, guild_id=guild_id)
        self.pressed = pressed
        self.logger = logger

    async def send(self, parts: dict[str, Any], ephemeral: bool) -> int | None:
        if ephemeral:
            self.logger.info("private answer not delivered: the interaction can no longer "
                             "answer")
            return None
        message = await self.channel.send(**as_sent(parts))
        return message.id

    async def update(self, parts: dict[str, Any]) -> None:
        """Edit the message whose button was pressed."""
        assert self.pressed is not None
        await self.channel.get_partial_message(self.pressed).edit(**as_edited(parts))


class Out:
    """The ways back for one live interaction: its response first, then follow-ups, and its
    channel once Discord has failed it (``lost``)."""

    def __init__(self, interaction: discord.Interaction, channel: InChannel,
                 logger: Any) -> None:
        self.interaction = interaction
        self.channel = channel
        self.logger = logger
        self.original_used = False
        self.lost = False
        """Discord no longer knows the interaction: answers go to its channel."""

    async def defer(self) -> None:
        """Acknowledge now, answer later: "thinking…" for a command; nothing to see for a
        press or a modal (the answer edits the message, or follows). Never raises."""
        response = self.interaction.response
        try:
            if self.interaction.type is discord.InteractionType.application_command:
                await response.defer(thinking=True)
            else:
                await response.defer()
        except discord.HTTPException as exc:
            self.logger.warning("acknowledgement failed", status=exc.status, code=exc.code)
            self.lost = _gone(exc)

    async def send(self, *, embed: discord.Embed | None = None, content: str | None = None,
                   view: discord.ui.View | None = None, ephemeral: bool,
                   picture: Picture | None = None, files: tuple[Picture, ...] = ()) -> int | None:
        """A new message; its id."""
        interaction, response = self.interaction, self.interaction.response
        parts = message_parts(embed, content, view, picture, files)
        if not self.lost and not response.is_done():
            try:
                callback = await response.send_message(ephemeral=ephemeral, **as_sent(parts))
                return callback.message_id
            except discord.HTTPException as exc:
                if not _gone(exc):
                    raise
                self._lose(exc)
        if self.lost:
            return await self.channel.send(parts, ephemeral)
        if response.type is discord.InteractionResponseType.deferred_channel_message and not (
                self.original_used):
            # Deferred with "thinking…": that message becomes the answer.
            self.original_used = True
            if not ephemeral:
                original = await interaction.edit_original_response(**as_edited(parts))
                return original.id
            await interaction.delete_original_response()
        followup = await interaction.followup.send(ephemeral=ephemeral, wait=True,
                                                   **as_sent(parts))
        return followup.id

    async def update(self, *, embed: discord.Embed | None, view: discord.ui.View | None,
                     picture: Picture | None = None) -> None:
        """Edit the message whose button was pressed (``embed`` None: keep its text)."""
        response = self.interaction.response
        parts: dict[str, Any] = {"view": view}
        if embed is not None:
            parts["embed"] = embed
        if picture is not None:
            parts["picture"] = picture
        if not self.lost:
            try:
                if not response.is_done():
                    await response.edit_message(**as_edited(parts))
                else:
                    await self.interaction.edit_original_response(**as_edited(parts))
                return
            except discord.HTTPException as exc:
                if not _gone(exc):
                    raise
                self._lose(exc)
        await self.channel.update(parts)

    def _lose(self, exc: discord.HTTPException) -> None:
        self.logger.info("interaction failed by Discord; answering in the channel",
                         status=exc.status, code=exc.code)
        self.lost = True


def _gone(exc: discord.HTTPException) -> bool:
    """Discord no longer knows the interaction: it was not acknowledged within its 3
    seconds (404 Unknown interaction, or its token refused)."""
    return (exc.status == 404 and exc.code == UNKNOWN_INTERACTION) or _token_refused(exc)


def _token_refused(exc: discord.HTTPException) -> bool:
    """Discord refusing the interaction's token: expired (401 Invalid Webhook Token), or the
    interaction was never acknowledged (404 Unknown Webhook / Unknown interaction)."""
    return exc.status == 401 or (exc.status == 404 and exc.code != UNKNOWN_MESSAGE)


class Deferral:
    """A command's "thinking…", sent ``delay`` seconds from now if its answer is not ready
    by then (Discord fails an interaction not acknowledged within 3 seconds of its creation).
    It runs beside the command, so waiting for the channel's turn cannot make it late."""

    def __init__(self, out: Out, delay: float) -> None:
        self._sending = False
        self._task = asyncio.ensure_future(self._after(out, delay))

    async def _after(self, out: Out, delay: float) -> None:
        await asyncio.sleep(delay)
        self._sending = True
        await out.defer()

    async def settle(self) -> None:
        """Before the answer goes out: a deferral not begun is dropped, one under way is
        awaited (the answer then follows it)."""
        if not self._sending:
            self._task.cancel()
            return
        await self._task


class Recovered:
    """The ways back for an interaction carried through after a restart. Its 3 seconds for a
    response are long gone. While its token lives, its webhook answers: into the "thinking…"
    message it was deferred with (as ``Out`` does), else as follow-ups. One never acknowledged
    (Discord dropped its token) or whose token expired is answered in its channel.

    The original response is reached as discord.py reaches a live interaction's (its webhook
    adapter, ``@original``): discord.py offers no public way to it from a token alone."""

    def __init__(self, client: discord.Client, application_id: int, token: str,
                 created: float, channel: InChannel, logger: Any) -> None:
        self.client = client
        self.application_id = application_id
        self.token = token
        self.created = created
        self.channel = channel
        self.logger = logger
        self.webhook: discord.Webhook | None = None
        self.loading = False
        """The response is a "thinking…" message still waiting for the answer."""
        self._checked = False

    async def send(self, *, embed: discord.Embed | None = None, content: str | None = None,
                   view: discord.ui.View | None = None, ephemeral: bool,
                   picture: Picture | None = None, files: tuple[Picture, ...] = ()) -> int | None:
        """A new message (or the "thinking…" one, answered); its id."""
        parts = message_parts(embed, content, view, picture, files)
        if await self._webhook() is not None:
            try:
                return await self._by_webhook(parts, ephemeral)
            except discord.HTTPException as exc:
                if not _token_refused(exc):
                    raise
                self._drop_webhook(exc)
        return await self.channel.send(parts, ephemeral)

    async def update(self, *, embed: discord.Embed | None, view: discord.ui.View | None,
                     picture: Picture | None = None) -> None:
        """Edit the pressed message, through its channel (a press deferred before the crash
        left nothing of its own to answer)."""
        parts: dict[str, Any] = {"view": view}
        if embed is not None:
            parts["embed"] = embed
        if picture is not None:
            parts["picture"] = picture
        await self.channel.update(parts)

    async def _by_webhook(self, parts: dict[str, Any], ephemeral: bool) -> int:
        assert self.webhook is not None
        if self.loading:
            self.loading = False
            adapter, where = async_context.get(), self._where()
            if not ephemeral:
                with handle_message_parameters(**as_edited(parts)) as params:
                    edited = await adapter.edit_original_interaction_response(
                        self.application_id, self.token, payload=params.payload,
                        multipart=params.multipart, files=params.files, **where)
                return int(edited["id"])
            # "thinking…" was shown to all: an answer for one replaces it.
            await adapter.delete_original_interaction_response(
                self.application_id, self.token, **where)
        return (await self.webhook.send(ephemeral=ephemeral, wait=True, **as_sent(parts))).id

    async def _webhook(self) -> discord.Webhook | None:
        """The interaction's webhook if its token still answers (asked once): then whether
        its response is a "thinking…" message still waiting for the answer."""
        if self._checked:
            return self.webhook
        self._checked = True
        if time.time() >= self.created + TOKEN_LIFETIME:
            self.logger.info("interaction token expired; answering in the channel")
            return None
        # The webhook discord.py sends an interaction's follow-ups with (``followup``).
        self.webhook = discord.Webhook.from_state(
            {"id": self.application_id, "type": 3, "token": self.token},
            state=self.client._connection)
        try:
            original = await async_context.get().get_original_interaction_response(
                self.application_id, self.token, **self._where())
        except discord.HTTPException as exc:
            if exc.status == 404 and exc.code == UNKNOWN_MESSAGE:
                return self.webhook  # acknowledged, and its message deleted (or never one)
            self._drop_webhook(exc)
            return None
        self.loading = bool(int(original.get("flags") or 0) & LOADING)
        return self.webhook

    def _where(self) -> dict[str, Any]:
        """How discord.py's webhook adapter reaches Discord (the bot's session)."""
        assert self.webhook is not None
        return {"session": self.webhook.session, "proxy": self.webhook.proxy,
                "proxy_auth": self.webhook.proxy_auth}

    def _drop_webhook(self, exc: discord.HTTPException) -> None:
        self.logger.info("interaction token refused; answering in the channel",
                         status=exc.status, code=exc.code)
        self.webhook = None
        self.loading = False
