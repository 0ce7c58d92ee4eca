"""Discord at scale: the bot sharded, several processes each running some shards of one count
on one database. Real discord.py clients connect over loopback to the stand-in's
gateway, which shards as Discord does: each session gets only its shard's servers, and each
server's interactions only on its shard's session (direct messages on shard 0's).

Two clients in one test stand for two processes: each has its own store connection to the
one database, its own gateway session and its own shards."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any

import discord
import pytest
import yarl
from structlog.testing import capture_logs

from bot.platforms.discord.adapter import SoloistClient, build_client, run_discord
from bot.platforms.discord.places import Pending, Place
from bot.platforms.discord.shards import shard_of
from bot.service.commands import parse
from bot.service.service import Service, User
from bot.settings import Settings, SettingsError
from bot.store import Store
from tests.bot.conftest import shared_catalog
from tests.bot.discord_standin import (
    GUILD_ID,
    INVALID_SHARD,
    Person,
    StandIn,
    dm_channel,
    guild_payload,
    slash,
    text_channel,
    until,
)

PATIENCE = 60.0
"""A safety limit only: every wait is for an event."""
ALICE = Person(101, "Alice")
BOB = Person(102, "Bob")
EVEN = GUILD_ID
"""A server on shard 0 of 2."""
ODD = GUILD_ID + (1 << 22)
"""A server on shard 1 of 2."""
EVEN_TABLE, ODD_TABLE = text_channel(700, EVEN), text_channel(710, ODD)


@pytest.fixture
async def standin(monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[StandIn]:
    server = StandIn()
    monkeypatch.setattr(discord.http.Route, "BASE", await server.start())
    # Given a shard count, discord.py connects to Discord's gateway address rather than the
    # one GET /gateway/bot names: pointed at the stand-in, as Discord's API is above.
    monkeypatch.setattr(discord.gateway.DiscordWebSocket, "DEFAULT_GATEWAY",
                        yarl.URL(server.gateway_url))
    server.guilds = {EVEN: guild_payload([EVEN_TABLE], guild_id=EVEN),
                     ODD: guild_payload([ODD_TABLE], guild_id=ODD)}
    yield server
    await server.close()


@asynccontextmanager
async def process(db: Path) -> AsyncIterator[Service]:
    """One bot process's own connection to the shared database."""
    store = await Store.open(db)
    try:
        yield Service(store, shared_catalog())
    finally:
        await store.close()


@asynccontextmanager
async def running(client: SoloistClient) -> AsyncIterator[SoloistClient]:
    """The client logged in and connected, until its shards are all ready."""
    started = asyncio.create_task(client.start("fake-token"))
    ready = asyncio.create_task(client.wait_until_ready())
    try:
        done, _ = await asyncio.wait({started, ready}, timeout=PATIENCE,
                                     return_when=asyncio.FIRST_COMPLETED)
        if started in done:
            started.result()  # a failed start raises here
        assert ready in done, "the client never became ready"
        yield client
    finally:
        ready.cancel()
        await client.close()
        await asyncio.gather(started, return_exceptions=True)


def shard_client(service: Service, ids: list[int] | None, count: int | None = 2,
                 sync: bool = True) -> SoloistClient:
    # Commands global (no DISCORD_GUILD): the bot serves two servers. Ready once no
    # GUILD_CREATE came for a tenth of a second, not discord.py's 2 seconds: the stand-in sends
    # them all at once, and READY itself lists every server of the shard.
    return build_client(service, service.catalog, defer_after=3600.0, sync_commands=sync,
                        shard_count=count, shard_ids=ids, guild_ready_timeout=0.1)


def received(client: SoloistClient) -> list[int]:
    """The ids of the interactions the client is handed, as they come."""
    seen: list[int] = []
    handle = client.on_interaction

    async def on_interaction(interaction: discord.Interaction) -> None:
        seen.append(interaction.id)
        await handle(interaction)

    client.on_interaction = on_interaction  # type: ignore[method-assign]
    return seen


def answer_of(standin: StandIn, payload: dict[str, Any]) -> str:
    """The text of the interaction's response, once the bot has sent one."""
    iid = int(payload["id"])
    return standin.messages[standin.originals[iid]].text


def syncs(standin: StandIn) -> list[str]:
    return [r.path for r in standin.requests if r.method == "PUT" and r.path.endswith(
        "/commands")]


async def test_two_processes_each_answer_only_their_shards_servers(
        standin: StandIn, tmp_path: Path) -> None:
    assert (shard_of(EVEN, 2), shard_of(ODD, 2)) == (0, 1)
    db = tmp_path / "soloist.sqlite3"
    async with process(db) as first, process(db) as second:
        # The process that does not sync starts first: it never touches the commands.
        odd = shard_client(second, [1], sync=False)
        with capture_logs() as logs:
            async with running(odd):
                assert syncs(standin) == []
                assert any(e["event"].startswith("commands left to the process") for e in logs)
                even = shard_client(first, [0])
                async with running(even):
                    assert syncs(standin) == [f"/applications/{odd.application_id}/commands"]
                    assert [s.count for s in standin.shards.values()] == [2, 2]
                    # Each process knows only its shards' servers.
                    assert [g.id for g in even.guilds] == [EVEN]
                    assert [g.id for g in odd.guilds] == [ODD]
                    to_even, to_odd = received(even), received(odd)
                    here = slash(standin, ALICE, EVEN_TABLE, "rajas", "new", seed=1,
                                 guild_command=False)
                    there = slash(standin, BOB, ODD_TABLE, "rajas", "new", seed=2,
                                  guild_command=False)
                    private = slash(standin, BOB, dm_channel(720, BOB), "help",
                                    guild_command=False)
                    for payload in (here, there, private):
                        await standin.dispatch(payload)
                    await until(lambda: all(int(p["id"]) in standin.originals
                                            for p in (here, there, private)), PATIENCE)
                    await until(lambda: even.bridge.busy == odd.bridge.busy == 0, PATIENCE)
                    assert to_even == [int(here["id"]), int(private["id"])]  # DMs: shard 0
                    assert to_odd == [int(there["id"])]
                    # Removed from a server: only its shard's process hears of it.
                    removed = asyncio.ensure_future(odd.wait_for("guild_remove"))
                    with capture_logs() as logs:
                        await standin.remove_guild(ODD)
                        assert (await asyncio.wait_for(removed, PATIENCE)).id == ODD
                        await until(lambda: any(e["event"].startswith("removed from the server")
                                                for e in logs), PATIENCE)
                    assert [e["server"] for e in logs
                            if e["event"].startswith("removed from the server")] == [ODD]
                    assert await second.store.live_game("discord:710") is None
                    assert int(ODD_TABLE["id"]) in standin.hidden  # refusing the bot now
        assert "New game of Rajas of the Ganges for Alice" in answer_of(standin, here)
        assert "New game of Rajas of the Ganges for Bob" in answer_of(standin, there)
        assert answer_of(standin, private)
        assert await first.store.live_game("discord:700") is not None


async def test_a_process_forgets_only_servers_of_its_own_shards(
        standin: StandIn, tmp_path: Path) -> None:
    """Each process judges the servers of its shards: a server on the other process's
    shard is missing from this one's READY, and is not "left" for that."""
    gone_even, gone_odd = GUILD_ID + (2 << 22), GUILD_ID + (3 << 22)
    assert (shard_of(gone_even, 2), shard_of(gone_odd, 2)) == (0, 1)
    db = tmp_path / "soloist.sqlite3"
    async with process(db) as first, process(db) as second:
        store = first.store
        for server in (EVEN, ODD, gone_even, gone_odd):
            await store.set_setting(f"discord-server:{server}", "language", "ja")
        with capture_logs() as logs:
            async with running(shard_client(first, [0])):
                await until(lambda: any(e["event"] == "looked for servers left while away"
                                        for e in logs), PATIENCE)
        asked = {r.path for r in standin.requests if r.path.startswith("/guilds/")}
        assert asked == {f"/guilds/{gone_even}"}  # nothing of shard 1 was even asked about
        for server, kept in ((EVEN, True), (ODD, True), (gone_even, False), (gone_odd, True)):
            language = await store.get_setting(f"discord-server:{server}", "language")
            assert (language == "ja") is kept, server

        with capture_logs() as logs:
            async with running(shard_client(second, [1], sync=False)):
                await until(lambda: any(e["event"] == "looked for servers left while away"
                                        for e in logs), PATIENCE)
        store = second.store  # (a process's store keeps what it read: the one that forgot)
        assert await store.get_setting(f"discord-server:{gone_odd}", "language") is None
        assert await store.get_setting(f"discord-server:{ODD}", "language") == "ja"


async def test_an_interaction_left_in_the_inbox_is_recovered_by_its_shards_process(
        standin: StandIn, tmp_path: Path) -> None:
    """A crash left one interaction of each shard's server in the shared inbox: each process
    carries through its own shard's, never the other's."""
    db = tmp_path / "soloist.sqlite3"
    async with process(db) as first, process(db) as second:
        # Commands synced once, so interactions can be made for them.
        async with running(shard_client(first, [0])):
            pass
        left = {}
        for channel, server in ((700, EVEN), (710, ODD)):
            payload = slash(standin, ALICE, text_channel(channel, server), "rajas", "new",
                            guild_command=False, seed=3)
            command = replace(parse("/rajas new seed=3"), request=f"discord:{payload['id']}")
            pending = Pending(
                id=int(payload["id"]), application_id=int(payload["application_id"]),
                token=payload["token"], created=standin.created(int(payload["id"])),
                place=Place(f"discord:{channel}", channel, server, thread=False),
                user=User(id="discord:101", name="Alice", locale="en-US"), command=command)
            await first.store.inbox_add(pending.key, "discord", pending.dumps())
            left[server] = pending
        start = len(standin.requests)
        async with running(shard_client(second, [1], sync=False)):
            pass
        assert await first.store.live_game("discord:710") is not None
        assert await first.store.live_game("discord:700") is None
        assert [key for key, _ in await first.store.inbox("discord")] == [left[EVEN].key]
        touched = " ".join(r.path for r in standin.since(start))
        assert left[ODD].token in touched or "/channels/710/" in touched
        assert left[EVEN].token not in touched and "/channels/700/" not in touched
        async with running(shard_client(first, [0])):
            pass
        assert await first.store.live_game("discord:700") is not None
        assert await first.store.inbox("discord") == []


async def test_the_recommended_shard_count_when_none_is_set(standin: StandIn,
                                                            service: Service) -> None:
    """DISCORD_SHARD_COUNT empty: the count GET /gateway/bot recommends, every shard in this
    one process."""
    standin.servers_per_shard = 1
    assert standin.recommended_shards() == 2
    bot = shard_client(service, None, count=None)

    async def at_once(shard_id: int | None, *, initial: bool = False) -> None:
        """discord.py waits 5 seconds before each shard's IDENTIFY after the first, for
        Discord's identify limit; the stand-in has none."""

    bot.before_identify_hook = at_once  # type: ignore[method-assign]
    async with running(bot):
        assert bot.shard_count == 2 and sorted(bot.shards) == [0, 1]
        assert sorted(g.id for g in bot.guilds) == [EVEN, ODD]
        assert sorted(s.shard for s in standin.shards.values()) == [0, 1]


async def test_shards_discord_refuses_stop_the_bot_with_a_clear_message(
        standin: StandIn, service: Service) -> None:
    # discord.py sends any shard it is given: Discord refuses one not below the count.
    with pytest.raises(discord.ConnectionClosed) as closed:
        async with running(shard_client(service, [2], count=2)):
            pass
    assert closed.value.code == INVALID_SHARD
    assert standin.refused == [([2, 2], INVALID_SHARD)]

    def settings(count: int, ids: tuple[int, ...] | None) -> Settings:
        return Settings(discord_token="fake-token", discord_shard_count=count,
                        discord_shard_ids=ids)

    # Another process already runs shard 1 of 2: this one was told 3 shards.
    async with running(shard_client(service, [1], count=2, sync=False)):
        with pytest.raises(SettingsError, match=r"4010 Invalid shard; DISCORD_SHARD_COUNT=3, "
                                                r"DISCORD_SHARD_IDS=0\).*same DISCORD_SHARD_COUNT"):
            await run_discord(service, service.catalog, settings(3, (0,)))
    # Two servers on one shard, where Discord allows one: more shards are needed.
    standin.session_limit = 1
    with pytest.raises(SettingsError, match=r"4011 Sharding required.*Raise DISCORD_SHARD_COUNT"):
        await run_discord(service, service.catalog, settings(1, None))
    assert standin.refused[-1] == ([0, 1], 4011)


async def test_the_settings_reach_the_bot(standin: StandIn, service: Service) -> None:
    """DISCORD_SHARD_COUNT=2, DISCORD_SHARD_IDS=1, DISCORD_SYNC_COMMANDS=off, as the bot's
    entry point runs Discord, beside a process running shard 0 that syncs."""
    async with running(shard_client(service, [0])):
        synced = syncs(standin)
        settings = Settings(discord_token="fake-token", discord_shard_count=2,
                            discord_shard_ids=(1,), discord_sync_commands=False)
        served = asyncio.create_task(run_discord(service, service.catalog, settings))
        try:
            await until(lambda: 1 in standin.shards or served.done(), PATIENCE)
            assert standin.shards[1].count == 2 and syncs(standin) == synced
            # Made now: this bot times it from its creation (DEFER_AFTER, not the tests' never).
            standin.advance(time.time() - standin.now)
            there = slash(standin, BOB, ODD_TABLE, "rajas", "new", seed=2, guild_command=False)
            await standin.dispatch(there)
            await until(lambda: int(there["id"]) in standin.originals and "Bob" in answer_of(
                standin, there), PATIENCE)
            assert "New game of Rajas of the Ganges for Bob" in answer_of(standin, there)
        finally:
            served.cancel()
            await asyncio.gather(served, return_exceptions=True)


async def test_a_bot_in_too_many_servers_must_shard(standin: StandIn) -> None:
    """The stand-in as strict as Discord: an unsharded session (discord.py's plain client
    sends no ``shard``) that would hold more servers than one session may is closed with 4011
    Sharding required."""
    standin.session_limit = 1
    plain = discord.Client(intents=discord.Intents(guilds=True))
    with pytest.raises(discord.ConnectionClosed) as closed:
        await asyncio.wait_for(plain.start("fake-token"), PATIENCE)
    assert closed.value.code == 4011 and standin.refused == [(None, 4011)]
    await plain.close()
