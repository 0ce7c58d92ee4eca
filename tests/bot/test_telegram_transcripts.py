"""Transcripts on Telegram, through the real PTB Application and the stand-in: the player's
export is posted in the group as two documents (multipart uploads, as Telegram takes them); a
spectator's goes to their private chat with the bot, or, when they have none, to the group."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest

from bot.platforms.chat.cooldowns import Limits
from tests.bot.telegram_standin import TOKEN, StandIn, Upload, person, private
from tests.bot.test_telegram import ALICE, BOB, GROUP, Harness, sent, standin, tg

__all__ = ["standin", "tg"]  # the fixtures, shared with test_telegram

CAROL = person(333, "Carol", language="ru")


def documents(standin: StandIn, chat_id: int) -> list[Upload]:
    return [c.params["document"] for c in standin.calls_of("sendDocument")
            if c.params["chat_id"] == chat_id]


async def test_a_transcript_is_uploaded_as_documents(tg: Harness, standin: StandIn) -> None:
    await tg.say(ALICE, "/splendor new")
    await tg.say(ALICE, "/splendor turn")
    await tg.say(ALICE, "/splendor transcript lang=ja")
    markdown, data = documents(standin, GROUP["id"])
    assert isinstance(markdown, Upload) and isinstance(data, Upload)
    assert markdown.filename.endswith("-ja.md") and data.filename.endswith("-ja.json")
    assert "## 手順1" in markdown.data.decode()
    transcript = json.loads(data.data)
    assert transcript["language"] == "ja" and transcript["seed"] is None  # sealed: live game
    said = [m["text"] for m in sent(standin)]
    assert any("splendor-1-ja.md" in text for text in said)
    kept = [m["document"]["file_name"] for m in standin.messages.values() if "document" in m]
    assert kept == [markdown.filename, data.filename]

    # A spectator who has a private chat with the bot gets theirs there, in their language.
    await tg.say(BOB, "/start", chat=private(BOB))
    before = len(documents(standin, GROUP["id"]))
    await tg.say(BOB, "/splendor log export lang=es")
    mine = documents(standin, BOB["id"])
    assert [d.filename.rsplit("-", 1)[1] for d in mine] == ["es.md", "es.json"]
    assert len(documents(standin, GROUP["id"])) == before, "nothing in the group"

    # One without a private chat (a bot cannot start one): in the group, answering them.
    await tg.say(CAROL, "/splendor transcript")
    theirs = documents(standin, GROUP["id"])[before:]
    assert [d.filename.rsplit("-", 1)[1] for d in theirs] == ["en.md", "en.json"]


async def test_the_standin_takes_documents_only_as_telegram_does(standin: StandIn) -> None:
    async with httpx.AsyncClient() as client:
        url = f"{standin.base_url}{TOKEN}/sendDocument"
        await client.post(f"{standin.base_url}{TOKEN}/getMe")
        chat = GROUP["id"]
        standin.chats[chat] = GROUP
        as_text = await client.post(url, data={"chat_id": str(chat), "document": "log.md"})
        assert as_text.status_code == 400 and "wrong remote file" in as_text.text
        empty = await client.post(url, data={"chat_id": str(chat)},
                                  files={"document": ("log.md", b"", "text/markdown")})
        assert empty.status_code == 400 and "non-empty" in empty.text
        none = await client.post(url, data={"chat_id": str(chat)})
        assert none.status_code == 400
        good = await client.post(url, data={"chat_id": str(chat)},
                                 files={"document": ("log.md", b"# hi\n", "text/markdown")})
        assert good.status_code == 200
        assert good.json()["result"]["document"]["file_name"] == "log.md"
        stranger = await client.post(url, data={"chat_id": "999"},
                                     files={"document": ("log.md", b"# hi\n", "text/markdown")})
        assert stranger.status_code == 403
    # The refusals above were on purpose; the spec saw the one it encodes.
    assert standin.take_spec_problems() == [
        "request sendDocument.document: missing, the spec says it is required"]


@pytest.fixture
async def crowd(standin: StandIn, tmp_path: Path) -> AsyncIterator[Harness]:
    harness = await Harness(standin, tmp_path / "soloist.sqlite3",
                            Limits(cooldown=2, channel_cooldown=3, read_cooldown=60)).start()
    yield harness
    await harness.stop()


async def test_a_spectators_transcripts_are_rate_limited(crowd: Harness,
                                                          standin: StandIn) -> None:
    await crowd.say(ALICE, "/splendor new")
    await crowd.say(BOB, "/start", chat=private(BOB))
    standin.clock.advance(5)  # the channel's cooldown after Alice's new game
    await crowd.say(BOB, "/splendor transcript")
    assert len(documents(standin, BOB["id"])) == 2
    standin.clock.advance(10)  # past the user's and the channel's cooldowns, not the reads'
    await crowd.say(BOB, "/splendor transcript lang=ja")
    assert len(documents(standin, BOB["id"])) == 2, "a spectator's reads wait a minute"
    standin.clock.advance(60)
    await crowd.say(BOB, "/splendor transcript lang=ja")
    assert len(documents(standin, BOB["id"])) == 4
