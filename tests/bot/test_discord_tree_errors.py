"""A command the command tree cannot run (Discord's copy of it differs from ours: a client with
an old copy, a command since removed) is answered privately in the user's language and logged,
never left to Discord's "the application did not respond". Through the real discord.py client
against the stand-in."""

from __future__ import annotations

from structlog.testing import capture_logs

from bot.platforms.discord.adapter import SoloistClient
from bot.service.service import Service
from tests.bot.discord_standin import StandIn, autocomplete, slash
from tests.bot.test_discord import (
    ALICE,
    BOB,
    CHANNEL,
    TABLE,
    client,
    db,
    deliver,
    ephemeral_text,
    service,
    standin,
)

__all__ = ["client", "db", "service", "standin"]  # the fixtures, shared with test_discord


async def test_a_command_sent_as_an_old_copy_of_it_is_refused_privately_and_logged(
        client: SoloistClient, standin: StandIn, service: Service) -> None:
    # /lang without its required option, as a client that kept an older /lang would send it.
    with capture_logs() as logs:
        got = await deliver(client, standin, slash(standin, BOB, TABLE, "lang", checked=False))
    assert "古い版のコマンド" in ephemeral_text(got)  # Bob's client speaks Japanese
    [logged] = [e for e in logs if e["event"] == "command not run"]
    assert logged["log_level"] == "error" and logged["command"] == "lang"
    assert logged["error"].startswith("CommandSignatureMismatch")
    assert await service.store.get_setting(CHANNEL, "language") is None


async def test_a_command_discord_still_shows_but_the_bot_no_longer_has_is_answered(
        client: SoloistClient, standin: StandIn) -> None:
    payload = slash(standin, ALICE, TABLE, "help")
    payload["data"]["name"] = "chess"
    with capture_logs() as logs:
        got = await deliver(client, standin, payload)
    assert "older version of this command" in ephemeral_text(got)
    assert any(e["event"] == "command not run" and e["command"] == "chess"
               and e["error"].startswith("CommandNotFound") for e in logs)


async def test_suggestions_for_a_command_the_bot_no_longer_has_are_none(
        client: SoloistClient, standin: StandIn) -> None:
    payload = autocomplete(standin, ALICE, TABLE, "rajas", "answer", "text", "1")
    payload["data"]["name"] = "chess"
    await deliver(client, standin, payload)
    assert standin.suggested[int(payload["id"])] == []
