"""Discord's slash commands are synced at a start only when they changed since Discord last
accepted them: a bot restarted again and again does not resend them each
time. Through the real discord.py client and the Discord stand-in."""

from __future__ import annotations

from pathlib import Path

from structlog.testing import capture_logs

from bot.platforms.chat import command_sync
from bot.platforms.discord.adapter import build_client
from bot.service.service import Service
from bot.store import Store
from tests.bot.conftest import shared_catalog
from tests.bot.discord_standin import APP_ID, GUILD_ID, StandIn
from tests.bot.test_discord import standin

__all__ = ["standin"]  # the stand-in's fixture, shared with the Discord tests


def syncs(standin: StandIn) -> list[str]:
    return [r.path for r in standin.requests if r.method == "PUT" and r.path.endswith(
        "/commands") and r.status == 200]


async def start(service: Service, guild_id: int | None) -> None:
    """One start of the bot: login runs the setup hook, which syncs."""
    bot = build_client(service, service.catalog, guild_id=guild_id)
    try:
        await bot.login("fake-token")
    finally:
        await bot.close()


async def test_commands_are_synced_only_when_they_changed(standin: StandIn,
                                                         tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "soloist.sqlite3")
    service = Service(store, shared_catalog())
    try:
        await start(service, GUILD_ID)
        assert len(syncs(standin)) == 1 and standin.commands[str(GUILD_ID)]
        with capture_logs() as logs:
            await start(service, GUILD_ID)
            await start(service, GUILD_ID)
        assert len(syncs(standin)) == 1
        assert [e["event"] for e in logs].count("commands unchanged; not synced") == 2
        # Another scope is another payload: synced once too.
        await start(service, None)
        await start(service, None)
        assert len(syncs(standin)) == 2 and standin.commands["global"]
        # What an older Soloist synced (other commands, another hash) is synced anew.
        key = command_sync.sync_key(APP_ID, GUILD_ID)
        assert await store.get_setting(command_sync.CHANNEL, key)
        await store.set_setting(command_sync.CHANNEL, key, "the hash of older commands")
        await start(service, GUILD_ID)
        assert len(syncs(standin)) == 3
    finally:
        await store.close()


async def test_a_refused_sync_is_tried_again_at_the_next_start(standin: StandIn,
                                                              tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "soloist.sqlite3")
    service = Service(store, shared_catalog())
    try:
        standin.forbid("PUT", rf"/applications/\d+/guilds/{GUILD_ID}/commands")
        await start(service, GUILD_ID)
        assert syncs(standin) == []
        await start(service, GUILD_ID)
        assert len(syncs(standin)) == 1
    finally:
        await store.close()
