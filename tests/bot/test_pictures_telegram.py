"""Board pictures on Telegram, through the real python-telegram-bot Application against the
stand-in (tests/bot/telegram_standin.py), which takes photos only as Telegram does: multipart
uploads, attach:// references, real images, captions of at most 1024 characters."""

from __future__ import annotations

import io
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from PIL import Image
from telegram import Bot, InputMediaPhoto
from telegram.error import BadRequest

from bot.platforms.telegram.replies import CAPTION_LIMIT
from bot.words.pictures import alt_text
from tests.bot.telegram_standin import TOKEN, StandIn, person, private
from tests.bot.test_telegram import Harness, standin

__all__ = ["standin"]  # the stand-in's fixture, shared with the Telegram tests

pytestmark = [pytest.mark.filterwarnings("ignore:.*retry_after:DeprecationWarning"),
              # A hand-made call, on purpose: an attach:// that PTB itself would never send.
              pytest.mark.filterwarnings("ignore:Please use 'Bot.editMessageMedia'")]

ALICE = person(111, "Alice")
CHAT = private(ALICE)


async def say(table: Harness, text: str) -> None:
    await table.say(ALICE, text, chat=CHAT)


@pytest.fixture
async def table(standin: StandIn, tmp_path: Path) -> AsyncIterator[Harness]:
    """The bot with pictures on, as SOLOIST_PICTURES defaults, polling the stand-in."""
    running = await Harness(standin, tmp_path / "soloist.sqlite3").start()
    running.service.pictures = True
    yield running
    await running.stop()


def shown(standin: StandIn, photo: list[dict[str, Any]]) -> Image.Image:
    """The photo as a user's app shows it: the largest size's bytes, decoded."""
    image = Image.open(io.BytesIO(standin.photos[photo[-1]["file_id"]]))
    image.load()
    return image


async def test_the_turn_message_becomes_the_board_and_status_shows_it(
        table: Harness, standin: StandIn) -> None:
    await say(table, "/rajas new variant=cherey dice=player seed=7")
    await say(table, "2")  # RC-S: even, the player starts; the setup is no automa's turn
    setup = standin.latest(CHAT["id"])
    assert setup is not None and "[RC-S]" in setup["text"] and "photo" not in setup
    await say(table, "/rajas turn")
    turn = standin.latest(CHAT["id"])
    assert turn is not None and "text" in turn and "photo" not in turn
    await say(table, "6")     # RC-T: the terrace
    await say(table, "none")  # none of its spaces is taken
    assert "photo" not in standin.messages[(CHAT["id"], turn["message_id"])]
    await say(table, "60")    # where the markers meet; the automa's turn is over

    # The same message, now the board's picture captioned with the whole turn.
    [media] = standin.calls_of("editMessageMedia")
    assert media.params["message_id"] == turn["message_id"]
    assert media.params["media"]["media"].startswith("attach://")
    now = standin.messages[(CHAT["id"], turn["message_id"])]
    assert "text" not in now and now["photo"]
    assert "[RC-X]" in now["caption"] and len(now["caption"]) <= CAPTION_LIMIT
    # After the turn, as much of the board in words as the caption has room for, folded.
    [quote] = now["caption_entities"]
    assert quote["type"] == "expandable_blockquote"
    assert now["caption"].split("\n\n")[-1].startswith("Rajas of the Ganges, round 1.")
    board = shown(standin, now["photo"])
    assert board.format == "PNG" and board.width == 960
    assert not standin.calls_of("sendPhoto")  # edited in place, not posted again

    # status: one photo, the status as its caption, answering the command.
    await say(table, "/rajas status")
    [status] = standin.calls_of("sendPhoto")
    latest = standin.latest(CHAT["id"])
    assert latest is not None and "fame 0, money 4" in latest["caption"]
    assert shown(standin, latest["photo"]).tobytes() == board.tobytes()
    assert status.params["photo"].filename == "rajas-board.png"

    # The next turn's first question: a new text message again.
    await say(table, "/rajas turn")
    assert "text" in standin.latest(CHAT["id"])  # type: ignore[operator]

    # Pictures off for this chat: status is text alone.
    await say(table, "/settings pictures off")
    await say(table, "/rajas status")
    assert len(standin.calls_of("sendPhoto")) == 1
    assert "fame 0" in standin.latest(CHAT["id"])["text"]  # type: ignore[index]


async def test_a_status_too_long_for_a_caption_goes_as_text_and_its_picture_after(
        table: Harness, standin: StandIn) -> None:
    """Splendor's status (the market's twelve cards, the nobles, both sides) is longer than a
    caption: the text as always, and the picture as a photo of its own, captioned with what
    it shows in words (its alt text: Telegram's photos have no alt field), folded."""
    await say(table, "/splendor new seed=4")
    photos = len(standin.calls_of("sendPhoto"))
    await say(table, "/splendor status")
    [photo] = standin.calls_of("sendPhoto")[photos:]
    described = await alt_of(table, "splendor")
    assert photo.params["caption"] == described
    assert "Noble #" in described and "Level-3 deck" in described
    posted = standin.latest(CHAT["id"])
    assert posted is not None and posted["caption_entities"] == [
        {"type": "expandable_blockquote", "offset": 0, "length": len(described)}]
    texts = [m for m in standin.chat_messages(CHAT["id"]) if "text" in m]
    assert "Bank" in texts[-1]["text"] and len(texts[-1]["text"]) > CAPTION_LIMIT
    assert shown(standin, standin.latest(CHAT["id"])["photo"]).width == 960  # type: ignore[index]


async def alt_of(table: Harness, game: str) -> str:
    """The alt text of the chat's game as it stands, as the service says it."""
    state = await table.service.live_state(f"telegram:{CHAT['id']}", game)
    described = alt_text(game, state, table.service.catalog, "en")
    assert described
    return described


async def test_a_status_photo_carries_its_alt_text_after_the_caption_folded(
        table: Harness, standin: StandIn) -> None:
    """A reply whose text and alt text fit one caption: the text, then the alt text as an
    expandable quote (offsets in UTF-16 code units, as Telegram counts them)."""
    await say(table, "/rajas new variant=cherey dice=player seed=7")
    await say(table, "2")
    await say(table, "/rajas status")
    posted = standin.latest(CHAT["id"])
    assert posted is not None and posted["photo"]
    described = await alt_of(table, "rajas")
    assert "fame 0, money 4" in described and "round 1" in described
    caption = posted["caption"]
    assert caption.endswith("\n\n" + described) and len(caption) <= CAPTION_LIMIT
    assert caption.startswith("Rajas of the Ganges, step 2:")  # the status first, as ever
    head = caption[: -len(described)]
    [quote] = posted["caption_entities"]
    assert quote == {"type": "expandable_blockquote",
                     "offset": len(head.encode("utf-16-le")) // 2,
                     "length": len(described.encode("utf-16-le")) // 2}


async def test_the_stand_in_takes_photos_only_as_telegram_does(standin: StandIn) -> None:
    standin.chats[CHAT["id"]] = CHAT
    png = io.BytesIO()
    Image.new("RGB", (40, 30), "white").save(png, "PNG")
    async with Bot(TOKEN, base_url=standin.base_url) as bot:
        sent = await bot.send_photo(CHAT["id"], png.getvalue(), caption="ok")
        assert sent.photo[-1].width == 40 and sent.caption == "ok"
        with pytest.raises(BadRequest, match="caption is too long"):
            await bot.send_photo(CHAT["id"], png.getvalue(), caption="x" * 1025)
        with pytest.raises(BadRequest, match=r"(?i)image_process_failed"):
            await bot.send_photo(CHAT["id"], b"not a picture")
        with pytest.raises(BadRequest, match="no text in the message"):
            await bot.edit_message_text("new", chat_id=CHAT["id"], message_id=sent.message_id)
        text = await bot.send_message(CHAT["id"], "a turn")
        edited = await bot.edit_message_media(InputMediaPhoto(png.getvalue(), caption="board"),
                                              chat_id=CHAT["id"], message_id=text.message_id)
        assert isinstance(edited, object) and standin.messages[
            (CHAT["id"], text.message_id)]["caption"] == "board"
        with pytest.raises(BadRequest, match="caption is too long"):
            await bot.edit_message_media(InputMediaPhoto(png.getvalue(), caption="y" * 1025),
                                         chat_id=CHAT["id"], message_id=text.message_id)
    # An attach:// naming no part of the request.
    with pytest.raises(BadRequest, match="media not found"):
        async with Bot(TOKEN, base_url=standin.base_url) as bot:
            await bot.do_api_request("editMessageMedia", api_kwargs={
                "chat_id": CHAT["id"], "message_id": text.message_id,
                "media": {"type": "photo", "media": "attach://nothing"}})
    # The refusals above were on purpose; the spec saw those it encodes.
    assert standin.take_spec_problems() == [
        "request sendPhoto.caption: 1025 characters, the spec says 0-1024 characters",
        "request editMessageMedia.media.caption: 1025 characters, the spec says 0-1024 "
        "characters",
        "request editMessageMedia.media.media: names the part 'nothing', which the request "
        "lacks"]
