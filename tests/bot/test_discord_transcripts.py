"""Transcripts, sealed dice and odds on Discord, through the real discord.py client and the
stand-in: the export is attached to the answer as two files (a multipart upload, as Discord
takes one), a spectator's only for them (ephemeral); the slash commands carry the options."""

from __future__ import annotations

import json

from bot.platforms.discord.adapter import SoloistClient
from bot.service.service import Service
from tests.bot.discord_standin import Message, Person, StandIn, slash
from tests.bot.test_discord import ALICE, TABLE, client, db, deliver, service, standin

__all__ = ["client", "db", "service", "standin"]  # the fixtures, shared with test_discord

CAROL = Person(103, "Carol", locale="ru")


def with_files(standin: StandIn) -> list[Message]:
    return [m for m in standin.messages.values() if m.attachments]


async def test_a_transcript_is_attached_to_the_answer(client: SoloistClient, standin: StandIn,
                                                      service: Service) -> None:
    await deliver(client, standin, slash(standin, ALICE, TABLE, "splendor", "new"))
    await deliver(client, standin, slash(standin, ALICE, TABLE, "splendor", "turn"))
    await deliver(client, standin, slash(standin, ALICE, TABLE, "splendor", "transcript",
                                         lang="ja"))
    [message] = with_files(standin)
    assert not message.ephemeral, "the player's own export is the channel's"
    names = [a["filename"] for a in message.attachments]
    assert [n.rsplit("-", 1)[1] for n in names] == ["ja.md", "ja.json"]
    markdown = standin.files[message.attachments[0]["url"]].decode()
    assert "## 手順1" in markdown and "🔒" in markdown
    data = json.loads(standin.files[message.attachments[1]["url"]])
    assert data["seed"] is None and data["sealed"]["commitment"], "sealed while the game is live"
    assert names[0] in message.text

    # A spectator asks in their own language: theirs alone.
    await deliver(client, standin, slash(standin, CAROL, TABLE, "splendor", "transcript",
                                         lang="ru"))
    theirs = [m for m in with_files(standin) if m is not message]
    assert len(theirs) == 1 and theirs[0].ephemeral
    assert [a["filename"].rsplit("-", 1)[1] for a in theirs[0].attachments] == [
        "ru.md", "ru.json"]
    assert "Шаг 1" in standin.files[theirs[0].attachments[0]["url"]].decode()


async def test_odds_and_verify_as_slash_commands(client: SoloistClient, standin: StandIn,
                                                 service: Service) -> None:
    await deliver(client, standin, slash(standin, ALICE, TABLE, "rajas", "odds",
                                         variant="beck", dummies=2))
    said = "\n".join(m.text for m in standin.messages.values())
    assert "The best of Beck's 2 dummy players scores" in said
    await deliver(client, standin, slash(standin, ALICE, TABLE, "splendor", "new", seed=4))
    await deliver(client, standin, slash(standin, ALICE, TABLE, "splendor", "verify",
                                         seed="4"))
    said = "\n".join(m.text for m in standin.messages.values())
    assert "had no sealed dice" in said
