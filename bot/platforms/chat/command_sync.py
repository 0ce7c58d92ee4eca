"""Discord's slash commands are synced only when what would be sent changed: every start
syncing them spends Discord's rate limits, and a bot in a restart loop would do it at every
start. The hash of the last payload Discord accepted is kept in the store, per application and
scope (one server, or global), as a setting of the pseudo-channel ``soloist``."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from discord import app_commands
from discord.abc import Snowflake

from bot.platforms.chat.store import ChatStore

CHANNEL = "soloist"
"""The settings row's channel: the bot's own, never a chat's."""


def sync_key(application_id: int | None, guild_id: int | None) -> str:
    scope = f"guild {guild_id}" if guild_id is not None else "global"
    return f"discord-commands {application_id} {scope}"


async def payload_hash(tree: app_commands.CommandTree[Any], guild: Snowflake | None) -> str:
    """The hash of what ``tree.sync(guild=guild)`` would send: the commands as Discord gets
    them, translations included (built the way discord.py's sync builds them)."""
    translator = tree.translator
    commands = tree.get_commands(guild=guild)
    if translator is not None:
        payload = [await command.get_translated_payload(tree, translator)
                   for command in commands]
    else:
        payload = [command.to_dict(tree) for command in commands]
    text = json.dumps(payload, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


async def unchanged(store: ChatStore, key: str, digest: str) -> bool:
    """Whether Discord has these very commands already (synced by an earlier start)."""
    return await store.setting(CHANNEL, key) == digest


async def remember(store: ChatStore, key: str, digest: str) -> None:
    """Discord accepted the commands whose hash is ``digest``."""
    await store.set_setting(CHANNEL, key, digest)
