"""Board pictures on Discord, through the real discord.py client against the stand-in
(tests/bot/discord_standin.py), which takes files only as Discord does: multipart bodies whose
payload declares each file, and an embed image ``attachment://NAME`` naming one of them."""

from __future__ import annotations

import io
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from PIL import Image

from bot.platforms.discord.adapter import SoloistClient
from bot.service.service import Service
from bot.store import Store
from bot.words.pictures import alt_text
from tests.bot.conftest import shared_catalog
from tests.bot.discord_standin import (
    Message,
    Refused,
    StandIn,
    _embedded,
    press,
    slash,
    text_channel,
)
from tests.bot.test_discord import ALICE, connect, deliver, live_message, standin

__all__ = ["standin"]  # the stand-in's fixture, shared with the Discord tests

TABLE = text_channel(700)


@pytest.fixture
async def drawing(tmp_path: Path) -> AsyncIterator[Service]:
    store = await Store.open(tmp_path / "soloist.sqlite3")
    yield Service(store, shared_catalog(), pictures=True)
    await store.close()


@pytest.fixture
async def client(standin: StandIn, drawing: Service) -> AsyncIterator[SoloistClient]:
    bot = await connect(drawing)
    yield bot
    await bot.close()


def board(standin: StandIn, message: Message) -> Image.Image:
    """The embed's image as Discord shows it: the message's attachment it names, decoded."""
    [embed] = message.embeds
    url = embed["image"]["url"]
    assert any(a["url"] == url for a in message.attachments)
    image = Image.open(io.BytesIO(standin.files[url]))
    image.load()
    return image


async def answer(client: SoloistClient, standin: StandIn, text: str) -> None:
    await deliver(client, standin, slash(standin, ALICE, TABLE, "rajas", "answer", text=text))


async def test_the_turn_message_shows_the_board_and_status_too(
        client: SoloistClient, standin: StandIn, drawing: Service) -> None:
    await deliver(client, standin, slash(standin, ALICE, TABLE, "rajas", "new",
                                         variant="cherey", dice="player", seed=7))
    # RC-S by its button: the game begins; the setup is no automa's turn, so no picture.
    setup = await live_message(drawing, standin)
    record = await drawing.store.live_game("discord:700")
    assert record is not None
    await deliver(client, standin, press(standin, ALICE, setup, f"a:{record.id}:1:2", TABLE))
    assert "[RC-S]" in setup.text and not setup.attachments
    await deliver(client, standin, slash(standin, ALICE, TABLE, "rajas", "turn"))
    turn = await live_message(drawing, standin)
    assert not turn.attachments and "image" not in turn.embeds[0]
    await answer(client, standin, "6")
    await answer(client, standin, "none")
    assert not turn.attachments
    await answer(client, standin, "60")  # the automa's turn is over

    # The same message, edited: the turn's text, the board as its image.
    assert await live_message(drawing, standin) is turn
    [attached] = turn.attachments
    assert attached["filename"] == "rajas-board.png"
    picture = board(standin, turn)
    assert picture.format == "PNG" and picture.width == 960
    assert "[RC-X]" in turn.text

    # status: its own message with the board.
    before = len(standin.messages)
    await deliver(client, standin, slash(standin, ALICE, TABLE, "rajas", "status"))
    [status] = list(standin.messages.values())[before:]
    assert "fame 0, money 4" in status.text
    assert board(standin, status).tobytes() == picture.tobytes()

    # /settings pictures:off — for those who may manage the channel — and status is text.
    await deliver(client, standin, slash(standin, ALICE, TABLE, "settings", pictures="off"))
    before = len(standin.messages)
    await deliver(client, standin, slash(standin, ALICE, TABLE, "rajas", "status"))
    [plain] = list(standin.messages.values())[before:]
    assert "fame 0" in plain.text and not plain.attachments and "image" not in plain.embeds[0]


def test_the_stand_in_refuses_an_image_naming_no_attachment() -> None:
    with pytest.raises(Refused) as refused:
        _embedded([{"image": {"url": "attachment://board.png"}}], [])
    assert refused.value.status == 400 and refused.value.body["code"] == 50035
    assert refused.value.body["errors"]["embeds"]["0"]["image"]["url"]["_errors"]
    kept = _embedded([{"image": {"url": "attachment://a.png"}}],
                     [{"filename": "a.png", "url": "https://cdn/a.png"}])
    assert kept[0]["image"]["url"] == "https://cdn/a.png"


async def test_the_board_picture_carries_its_alt_text_as_the_attachment_description(
        client: SoloistClient, standin: StandIn, drawing: Service) -> None:
    """What the picture shows, in words, for a reader who cannot see it: the attachment's
    description (at most 1,024 characters; the stand-in holds requests to Discord's spec)."""
    await deliver(client, standin, slash(standin, ALICE, TABLE, "splendor", "new", seed=4))
    before = len(standin.messages)
    await deliver(client, standin, slash(standin, ALICE, TABLE, "splendor", "status"))
    [status] = list(standin.messages.values())[before:]
    [attached] = status.attachments
    state = await drawing.live_state("discord:700", "splendor")
    described = alt_text("splendor", state, drawing.catalog, "en")
    assert described and attached["description"] == described
    assert "Noble #" in described and len(described) <= 1024
