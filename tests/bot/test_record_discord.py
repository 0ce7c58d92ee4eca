"""Another player's record on Discord: named in `/record show`'s player option and
`/<game> record`'s; their privacy kept, the refusal theirs alone."""

from __future__ import annotations

from bot.platforms.discord.adapter import SoloistClient
from bot.service.service import Service, User
from tests.bot.discord_standin import StandIn, slash
from tests.bot.test_discord import (
    ALICE,
    BOB,
    TABLE,
    callback,
    client,
    db,
    deliver,
    service,
    standin,
)
from tests.bot.test_record_service import played

__all__ = ["client", "db", "service", "standin"]


async def test_discord_the_player_option_names_whose_record(
        client: SoloistClient, standin: StandIn, service: Service) -> None:
    bob = User(f"discord:{BOB.id}", "Bob")
    await service.store.add_results([played(bob, "botos", False, 1, channel="discord:700")])
    got = await deliver(client, standin, slash(standin, ALICE, TABLE, "record", "show",
                                               player=BOB))
    assert "Bob's record — 1 game:" in str(callback(got)["data"])
    got = await deliver(client, standin, slash(standin, ALICE, TABLE, "panticapaeum",
                                               "record", player=BOB))
    assert "Bob's record at Panticapaeum — 1 game:" in str(callback(got)["data"])
    await deliver(client, standin, slash(standin, BOB, TABLE, "record", "private"))
    got = await deliver(client, standin, slash(standin, ALICE, TABLE, "record", "show",
                                               player=BOB))
    refused = callback(got)["data"]
    assert "Bob keeps their record private." in str(refused) and refused["flags"] & 64
