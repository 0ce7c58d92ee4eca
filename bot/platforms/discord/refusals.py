"""What a Discord user is told instead of an answer, for them alone: a command too soon (the
chat layer's cooldowns), one the bot lacks the permissions to answer in the channel, one the
command tree could not run, and an error (nothing changed, or the stored step not shown)."""

from __future__ import annotations

import math
from typing import Any

import discord
import structlog
from discord import app_commands

from bot.platforms.chat.guard import Guard
from bot.platforms.chat.session import Session
from bot.platforms.discord.out import Out, Recovered
from bot.platforms.discord.places import (
    PERMISSION_NAMES,
    Place,
    channel_of,
    missing_permissions,
    needed_permissions,
    place_of,
    user_of,
)
from bot.platforms.discord.views import COLOUR
from bot.service.commands import Command
from bot.service.service import User
from bot.words.render import reply_text
from bot.words.replies import Reply

log = structlog.get_logger("soloist.discord")


class Refusals:
    def __init__(self, session: Session, guard: Guard) -> None:
        self.session = session
        self.catalog = session.catalog
        self.guard = guard

    async def cooled(self, interaction: discord.Interaction, command: Command) -> bool:
        """Whether ``command`` may go on now; if not, the user is told (for them alone) how
        long to wait. The game's player's moves never wait; anyone else's commands in a
        server's channel share the channel's cooldown too. A refused command costs no wait."""
        place, user, guard = place_of(interaction), user_of(interaction), self.guard
        player = await guard.player(place.channel) == user.id
        seconds = guard.take(guard.rules(place.channel, user.id, command, player=player,
                                         group=place.guild_id is not None))
        if seconds <= 0:
            return True
        log.info("cooling down", channel=place.channel, user=user.id, wait=round(seconds, 2))
        await self.refuse(interaction, "bot-slow-down", seconds=math.ceil(seconds))
        return False

    async def refuse(self, interaction: discord.Interaction, key: str, **params: Any) -> None:
        """A refusal before the service: for the asker alone, in the channel's language."""
        place, user = place_of(interaction), user_of(interaction)
        language = await self.session.language(place.channel, user, place.server)
        embed = discord.Embed(description=self.catalog.render(language, key, params),
                              colour=COLOUR)
        try:
            await interaction.response.send_message(embed=embed, ephemeral=True)
        except discord.HTTPException as exc:
            log.warning("refusal not delivered", channel=place.channel, key=key,
                        status=exc.status, code=exc.code)

    async def command_error(self, interaction: discord.Interaction,
                            error: app_commands.AppCommandError) -> None:
        """The command tree could not run a command: Discord's copy of it is not ours (a
        client with an old copy, a command since renamed), a check refused it, or its callback
        failed. Logged, and the user told so privately in their language, never left with
        Discord's "did not respond". An autocomplete gets no suggestions."""
        command = interaction.command.qualified_name if interaction.command else (
            str(dict[str, Any](interaction.data or {}).get("name", "")))
        key = "discord-command-failed"
        if isinstance(error, app_commands.CommandNotFound | app_commands.CommandSignatureMismatch
                      | app_commands.TransformerError):
            key = "discord-command-outdated"
        elif isinstance(error, app_commands.CheckFailure):
            key = "discord-command-not-allowed"
        cause = error.original if isinstance(error, app_commands.CommandInvokeError) else error
        log.error("command not run", channel=channel_of(interaction), command=command,
                  interaction=interaction.id, error=f"{type(cause).__name__}: {cause}",
                  exc_info=(type(cause), cause, cause.__traceback__)
                  if key == "discord-command-failed" else None)
        try:
            if interaction.type is discord.InteractionType.autocomplete:
                if not interaction.response.is_done():
                    await interaction.response.autocomplete([])
                return
            place, user = place_of(interaction), user_of(interaction)
            language = await self.session.language(place.channel, user, place.server)
            embed = discord.Embed(description=self.catalog.render(language, key),
                                  colour=COLOUR)
            if interaction.response.is_done():
                await interaction.followup.send(embed=embed, ephemeral=True)
            else:
                await interaction.response.send_message(embed=embed, ephemeral=True)
        except Exception as exc:  # too late, say: it is logged above
            log.warning("command error not told", channel=channel_of(interaction),
                        error=repr(exc))

    async def permitted(self, place: Place, user: User, out: Out,
                        interaction: discord.Interaction, logger: Any) -> bool:
        missing = missing_permissions(interaction)
        if not missing:
            return True
        logger.warning("missing permissions", missing=missing)
        language = await self.session.language(place.channel, user, place.server)
        await out.send(content=self.catalog.render(
            language, "discord-missing-permissions", {"permissions": missing}), ephemeral=True)
        return False

    async def forbidden(self, place: Place, user: User, out: Out | Recovered,
                        exc: discord.Forbidden, logger: Any) -> None:
        needed = [PERMISSION_NAMES[p] for p in needed_permissions(place.thread)]
        logger.warning("forbidden: check the bot's permissions in this channel",
                       needed=needed, code=exc.code, error=exc.text)
        language = await self.session.language(place.channel, user, place.server)
        try:
            await out.send(content=self.catalog.render(
                language, "discord-missing-permissions", {"permissions": needed}),
                ephemeral=True)
        except discord.HTTPException:
            logger.warning("could not tell the user about the missing permissions")

    async def say_error(self, place: Place, user: User, out: Out | Recovered,
                        reply: Reply | None) -> None:
        """Tell the user: "nothing changed" before the service answered; after it, what the
        reply said (the step is stored, only showing it failed)."""
        try:
            if reply is not None:
                text = reply_text(self.catalog, reply)[:2000] or "…"
            else:
                language = await self.session.language(place.channel, user, place.server)
                text = self.catalog.render(language, "bot-error")
            await out.send(content=text, ephemeral=True)
        except Exception:
            log.exception("could not report the error", channel=place.channel)
