"""The watch link's Mini App button on Telegram, end to end: the real Application against the
Bot API's stand-in (which checks every call against the spec). In a group, `/<game> watch`
shows the plain link and a url button with the bot's direct Mini App link, whose
``startapp`` is the link's token; without a Mini App set, the plain link alone."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.words.i18n import Catalog
from tests.bot.telegram_standin import USERNAME, StandIn, button_urls, group
from tests.bot.test_telegram import ALICE, GROUP, Harness

CATALOG = Catalog.load()
BASE = "https://soloist.example.org"
SHORT_NAME = "live_table"


@pytest.fixture
async def standin() -> AsyncIterator[StandIn]:
    server = StandIn()
    await server.start()
    yield server
    await server.close()


async def watch(standin: StandIn, tmp_path: Path, miniapp: str | None,
                chat: dict[str, object] = GROUP) -> tuple[Harness, dict[str, object], str]:
    """Alice starts a game in ``chat`` and asks for its live page: the bot's answer, and the
    token of the page's link as the service stored it."""
    tg = await Harness(standin, tmp_path / "soloist.sqlite3", miniapp=miniapp).start()
    tg.service.watching.base_url = BASE
    await tg.say(ALICE, "/rajas new variant=cherey seed=5", chat=chat)
    await tg.say(ALICE, "/rajas watch", chat=chat)
    answer = standin.latest(int(str(chat["id"])))
    assert answer is not None
    record = await tg.store.last_game(f"telegram:{chat['id']}")
    assert record is not None
    [link] = await tg.store.watch_links_of(record.id)
    return tg, answer, link.token


async def test_watch_in_a_group_shows_the_mini_app_link_of_the_pages_token(
        standin: StandIn, tmp_path: Path) -> None:
    tg, answer, token = await watch(standin, tmp_path, SHORT_NAME)
    try:
        assert f"{BASE}/watch/{token}" in str(answer["text"])
        assert button_urls(answer) == [
            (CATALOG.render("en", "tg-watch-app"),
             f"https://t.me/{USERNAME}/{SHORT_NAME}?startapp={token}")]
    finally:
        await tg.stop()


async def test_the_button_speaks_the_chats_language(standin: StandIn, tmp_path: Path) -> None:
    tg = await Harness(standin, tmp_path / "soloist.sqlite3", miniapp=SHORT_NAME).start()
    try:
        tg.service.watching.base_url = BASE
        await tg.say(ALICE, "/lang ru")
        await tg.say(ALICE, "/rajas new variant=cherey seed=5")
        await tg.say(ALICE, "/rajas watch")
        answer = standin.latest(GROUP["id"])
        assert answer is not None
        [(label, url)] = button_urls(answer)
        assert label == CATALOG.render("ru", "tg-watch-app") != CATALOG.render("en",
                                                                                "tg-watch-app")
        assert url.startswith(f"https://t.me/{USERNAME}/{SHORT_NAME}?startapp=")
    finally:
        await tg.stop()


async def test_without_a_mini_app_the_plain_link_alone(standin: StandIn,
                                                        tmp_path: Path) -> None:
    tg, answer, token = await watch(standin, tmp_path, None, group(-1009876543210))
    try:
        assert f"{BASE}/watch/{token}" in str(answer["text"])
        assert button_urls(answer) == []
    finally:
        await tg.stop()
