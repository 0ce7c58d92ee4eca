"""What Soloist keeps of a Discord channel goes: on request (``/forget``, asked first, for those
who may manage the channel), when the channel or thread is deleted, and for every channel of a
server when the bot is removed from it, archived threads included (Discord no longer lists
them). Through the real discord.py client against the stand-in, events delivered as its
gateway delivers them."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from structlog.testing import capture_logs

from bot.platforms.discord.adapter import SoloistClient
from bot.service.service import Service
from tests.bot.discord_standin import (
    GUILD_ID,
    MANAGE_CHANNELS,
    MEMBER,
    Message,
    Person,
    Request,
    StandIn,
    guild_payload,
    press,
    slash,
    text_channel,
    thread_channel,
    until,
)
from tests.bot.test_discord import (
    ALICE,
    CHANNEL,
    PATIENCE,
    TABLE,
    callback,
    client,
    db,
    deliver,
    ephemeral_text,
    service,
    standin,
)

__all__ = ["client", "db", "service", "standin"]  # the fixtures, shared with test_discord

CAROL = Person(103, "Carol", permissions=MEMBER)
MANAGER = Person(107, "Marta", locale="es-ES", permissions=MEMBER | MANAGE_CHANNELS)


async def new_game(client: SoloistClient, standin: StandIn, channel: dict[str, Any],
                   who: Person = ALICE) -> None:
    got = await deliver(client, standin, slash(standin, who, channel, "rajas", "new", seed=1,
                                               dice="player"))
    assert callback(got)["type"] == 4


def response(standin: StandIn, requests: list[Request]) -> Message:
    """The message an interaction's response made."""
    [answer] = [r for r in requests if r.path.endswith("/callback") and r.status == 200]
    return standin.messages[standin.originals[int(answer.path.split("/")[2])]]


async def event(client: SoloistClient, name: str, payload: dict[str, Any], logged: str) -> None:
    """A gateway event into the client, awaited until the bot logs ``logged``."""
    with capture_logs() as logs:
        getattr(client._connection, f"parse_{name}")(payload)
        await until(lambda: any(e["event"] == logged for e in logs), PATIENCE)


async def test_forget_asks_first_and_deletes_only_this_channels_data(
        client: SoloistClient, standin: StandIn, service: Service) -> None:
    other = text_channel(701)
    await new_game(client, standin, TABLE)
    await new_game(client, standin, other)
    await deliver(client, standin, slash(standin, ALICE, TABLE, "lang", language="ja"))
    # Offered to those who may manage the channel only (a server's admins may grant it).
    forget = standin.command("forget")
    assert int(forget["default_member_permissions"]) == MANAGE_CHANNELS
    assert forget["name_localizations"]["es-ES"] == "olvidar"
    with pytest.raises(AssertionError, match="does not offer /forget"):
        slash(standin, CAROL, TABLE, "forget")

    # Asked first, in the asker's language, for the asker alone.
    got = await deliver(client, standin, slash(standin, MANAGER, TABLE, "forget"))
    assert "元に戻せません" in ephemeral_text(got)  # the channel's language, /lang ja
    question = response(standin, got)
    delete, keep = question.custom_ids()
    got = await deliver(client, standin, press(standin, ALICE, question, delete, TABLE))
    assert "依頼した人だけ" in ephemeral_text(got)  # only the asker answers
    got = await deliver(client, standin, press(standin, MANAGER, question, keep, TABLE))
    assert await service.store.live_game(CHANNEL) is not None
    assert "何も削除していません" in question.text

    got = await deliver(client, standin, slash(standin, MANAGER, TABLE, "forget"))
    question = response(standin, got)
    got = await deliver(client, standin, press(standin, MANAGER, question, question.custom_ids()[0],
                                               TABLE))
    assert "ゲーム1件" in question.text and not question.components
    told = [m for m in standin.messages.values() if m.channel_id == 700 and not m.ephemeral
            and "Marta" in m.text]
    assert told, "the channel is told who deleted its data"
    assert await service.store.last_game(CHANNEL) is None
    assert await service.store.get_setting(CHANNEL, "language") is None
    assert await service.store.live_message(CHANNEL, "discord") is None
    assert await service.store.live_game("discord:701") is not None  # another channel keeps
    # The channel starts afresh: Marta's own language, a new game.
    got = await deliver(client, standin, slash(standin, MANAGER, TABLE, "rajas", "new", seed=1))
    assert "Nueva partida" in callback(got)["data"]["embeds"][0]["description"]


async def test_removed_from_a_server_every_channel_of_it_is_forgotten(
        client: SoloistClient, standin: StandIn, service: Service) -> None:
    thread, archived = thread_channel(801, 700), thread_channel(802, 700)
    await new_game(client, standin, TABLE)
    await new_game(client, standin, thread)
    await new_game(client, standin, archived)
    admin = Person(105, "Ada", permissions=MEMBER | (1 << 5))
    await deliver(client, standin, slash(standin, admin, TABLE, "server", "language",
                                         language="ru"))
    # A direct message is no channel of the server: it stays.
    await service.store.set_setting("discord:900", "language", "es")

    client._connection.parse_guild_create(guild_payload([TABLE], [thread]))  # type: ignore[arg-type]
    await event(client, "guild_delete", {"id": str(GUILD_ID)},
                "removed from the server; its data deleted")
    for channel in (CHANNEL, "discord:801", "discord:802"):
        assert await service.store.last_game(channel) is None, channel
    assert await service.store.get_setting(f"discord-server:{GUILD_ID}", "language") is None
    assert await service.store.get_setting("discord:900", "language") == "es"


async def test_a_deleted_channel_or_thread_is_forgotten(
        client: SoloistClient, standin: StandIn, service: Service) -> None:
    thread = thread_channel(801, 700)
    await new_game(client, standin, TABLE)
    await new_game(client, standin, thread)
    client._connection.parse_guild_create(guild_payload([TABLE], [thread]))  # type: ignore[arg-type]
    await event(client, "thread_delete", {"id": "801", "guild_id": str(GUILD_ID),
                                          "parent_id": "700", "type": 11},
                "thread deleted; its data deleted")
    assert await service.store.last_game("discord:801") is None
    assert await service.store.live_game(CHANNEL) is not None
    # A thread archived since: Discord deletes it with its channel, and says nothing of it.
    await new_game(client, standin, thread_channel(803, 700))
    elsewhere = text_channel(701)
    await new_game(client, standin, elsewhere)
    await new_game(client, standin, thread_channel(804, 701))
    await event(client, "channel_delete", {**TABLE, "guild_id": str(GUILD_ID)},
                "channel deleted; its data deleted")
    assert await service.store.last_game(CHANNEL) is None
    assert await service.store.last_game("discord:803") is None
    for kept in ("discord:701", "discord:804"):  # another channel and its thread stay
        assert await service.store.live_game(kept) is not None, kept


async def test_a_server_left_while_the_bot_was_down_is_forgotten_when_it_connects(
        client: SoloistClient, standin: StandIn, service: Service) -> None:
    """Discord sends no event for a removal the bot was not connected to see: READY no longer
    lists the server, and Discord refuses ``GET /guilds/{id}``. A server Discord does not
    answer for stays, for the next start to look again."""
    await new_game(client, standin, TABLE)  # the bot's own server: READY lists it
    left, unsure = 910_000_000_000_000_002, 910_000_000_000_000_003
    for server, channel in ((left, "discord:950"), (unsure, "discord:960")):
        await service.store.set_setting(f"discord-server:{server}", "language", "ja")
        await service.store.set_setting(channel, "server", f"discord-server:{server}")
        await service.store.set_setting(channel, "language", "ru")
    # 503: one discord.py does not retry (a 500 it retries, after seconds of waiting).
    standin.fail("GET", f"/guilds/{unsure}", 503, {"message": "503: Service Unavailable"})
    with capture_logs() as logs:
        connected = asyncio.create_task(client.connect(reconnect=False))
        await until(lambda: any(e["event"] == "could not tell whether the bot left a server"
                                for e in logs), PATIENCE)
        await until(lambda: any(e["event"] == "removed from the server; its data deleted"
                                for e in logs), PATIENCE)
    assert await service.store.get_setting(f"discord-server:{left}", "language") is None
    assert await service.store.get_setting("discord:950", "language") is None
    assert await service.store.get_setting("discord:960", "language") == "ru"
    assert await service.store.get_setting(f"discord-server:{unsure}", "language") == "ja"
    assert await service.store.live_game(CHANNEL) is not None
    await client.close()
    await connected
