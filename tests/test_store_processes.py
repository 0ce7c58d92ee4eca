"""Several processes on one database, each a Store of its own as each bot process
has: a channel held by one is held for all (PostgreSQL), what one kept in memory is forgotten
when another wrote (PostgreSQL: the channel's stamp; SQLite: the file's data_version), and a
request is applied once across them all."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.store import GameRecord, StaleVersion, Store
from tests.stores import db_path, raw_in, where

__all__ = ["db_path", "where"]  # fixtures

CHANNEL = "telegram:-5"


@pytest.fixture
async def two(where: Path | str) -> AsyncIterator[tuple[Store, Store]]:
    first, second = await Store.open(where), await Store.open(where)
    yield first, second
    await first.close()
    await second.close()


async def test_what_one_process_kept_is_forgotten_when_another_writes(
        two: tuple[Store, Store]) -> None:
    first, second = two
    game = await first.create_game(CHANNEL, "rajas", "cherey", "u", "U", '{"v": 1}', "[]")
    await first.set_setting(CHANNEL, "language", "en")
    async with first.channel(CHANNEL):  # as a command of the first process reads it
        await first.seen(None)
        assert (await first.live_game(CHANNEL)) == game
        assert await first.get_setting(CHANNEL, "language") == "en"
    async with second.channel(CHANNEL):  # the second process moves the game on
        await second.seen(None)
        moved = await second.commit(game.id, 1, '{"v": 2}', '["e"]')
        await second.set_setting(CHANNEL, "language", "ja")
    async with first.channel(CHANNEL):  # the first one's next command sees it
        await first.seen(None)
        assert (await first.live_game(CHANNEL)) == moved
        assert await first.get_setting(CHANNEL, "language") == "ja"
        assert await first.turn_history(game.id) == (2, [(2, '["e"]')])
        again = await first.commit(game.id, 2, '{"v": 3}', "[]")
    assert again.version == 3


async def test_a_channel_held_by_one_process_waits_for_it_in_another(
        postgres_url: str) -> None:
    first, second = await Store.open(postgres_url), await Store.open(postgres_url)
    try:
        order: list[str] = []
        entered = asyncio.Event()
        release = asyncio.Event()

        async def hold() -> None:
            async with first.channel(CHANNEL):
                order.append("first in")
                entered.set()
                await release.wait()
                order.append("first out")

        async def follow() -> None:
            await entered.wait()
            async with second.channel(CHANNEL):
                order.append("second in")

        async def other_channel() -> None:
            await entered.wait()
            async with second.channel("telegram:-6"):  # another channel is never held up
                order.append("other channel")
            release.set()

        await asyncio.wait_for(asyncio.gather(hold(), follow(), other_channel()), 30)
        assert order == ["first in", "other channel", "first out", "second in"]
    finally:
        await first.close()
        await second.close()


async def test_a_channel_section_is_reentrant_and_nests_a_topic(postgres_url: str) -> None:
    store = await Store.open(postgres_url)
    try:
        async with (asyncio.timeout(30), store.channel(CHANNEL), store.channel(CHANNEL),
                    store.channel(f"{CHANNEL}:7")):
            await store.set_setting(f"{CHANNEL}:7", "language", "es")
        assert await store.get_setting(f"{CHANNEL}:7", "language") == "es"
    finally:
        await store.close()


async def test_one_request_pressed_in_every_process_is_applied_once(postgres_url: str) -> None:
    """The same button pressed 50 times over four processes: one step, the rest stale."""
    stores = [await Store.open(postgres_url) for _ in range(4)]
    try:
        game = await stores[0].create_game(CHANNEL, "rajas", "cherey", "u", "U", "{}", "[]")

        async def press(store: Store, n: int) -> GameRecord | None:
            async with store.channel(CHANNEL):
                if await store.seen("telegram:press"):
                    return None
                try:
                    return await store.commit(game.id, 1, f'{{"by": {n}}}', "[]",
                                              request="telegram:press")
                except StaleVersion:
                    return None

        results = await asyncio.gather(*(press(stores[n % 4], n) for n in range(50)))
        applied = [r for r in results if r is not None]
        assert len(applied) == 1
        assert [v for v, _ in await stores[1].history(game.id)] == [1, 2]
    finally:
        for store in stores:
            await store.close()


async def test_a_moved_channel_is_forgotten_by_every_process(
        two: tuple[Store, Store]) -> None:
    first, second = two
    await first.create_game(CHANNEL, "rajas", "cherey", "u", "U", "{}", "[]")
    async with first.channel("telegram:-100"):
        await first.seen(None)
        assert await first.live_game("telegram:-100") is None  # kept: no game there
    assert await second.move_channel(CHANNEL, "telegram:-100") == 1
    async with first.channel("telegram:-100"):
        await first.seen(None)
        moved = await first.live_game("telegram:-100")
    assert moved is not None and moved.channel == "telegram:-100"


async def test_a_section_cut_short_leaves_its_channel_free(postgres_url: str) -> None:
    """An exception inside a section, or a cancellation while it waits for the channel: the
    connection goes back to the pool with nothing held (it is reset whole), so the channel
    is never wedged, in this process or another."""
    first = await Store.open(postgres_url, pool=1)  # one connection: the same one each time
    second = await Store.open(postgres_url)
    try:
        with pytest.raises(RuntimeError):
            async with first.channel(CHANNEL), first.channel(f"{CHANNEL}:2"):
                raise RuntimeError("a bug in a command")
        async with asyncio.timeout(120):  # a safety limit: each wait is for an event
            async with second.channel(CHANNEL), second.channel(f"{CHANNEL}:2"):
                pass
            holding = asyncio.Event()
            release = asyncio.Event()

            async def hold() -> None:
                async with second.channel(CHANNEL):
                    holding.set()
                    await release.wait()

            async def enter() -> None:
                async with first.channel(CHANNEL):
                    pass

            holder = asyncio.create_task(hold())
            await holding.wait()
            waiting = asyncio.create_task(enter())
            while not await raw_in(postgres_url, "SELECT 1 FROM pg_locks WHERE locktype ="
                                   " 'advisory' AND NOT granted"):
                await asyncio.sleep(0.01)  # until its wait is on the server
            waiting.cancel()
            with pytest.raises(asyncio.CancelledError):
                await waiting
            release.set()
            await holder
            async with first.channel(CHANNEL):  # the one connection, nothing left held
                pass
            async with second.channel(CHANNEL):
                pass
    finally:
        await first.close()
        await second.close()


async def test_telegram_polling_is_refused_beside_other_processes(postgres_url: str) -> None:
    """Processes sharing a database take Telegram's updates by webhook, all of them: a
    poller beside a webhook worker (which its start would deprive of its webhook), or beside
    another poller, stops at once with a message saying so."""
    from bot.platforms.telegram.adapter import run_telegram
    from bot.service.service import Service
    from bot.settings import Settings, SettingsError
    from bot.words.i18n import Catalog

    store, other = await Store.open(postgres_url), await Store.open(postgres_url)
    try:
        polling = Settings(telegram_token="123:abc", telegram_api_url="http://127.0.0.1:9/bot")
        service = Service(store, Catalog.load())
        async with other.role("telegram", alone=False) as worker:  # a webhook worker
            assert worker
            with pytest.raises(SettingsError, match="TELEGRAM_WEBHOOK_URL"):
                await run_telegram(service, Catalog.load(), polling)
            async with store.role("telegram", alone=False) as second_worker:
                assert second_worker  # webhook workers side by side
        async with other.role("telegram", alone=True) as poller:
            assert poller
            async with store.role("telegram", alone=False) as beside:
                assert not beside
        async with store.role("telegram", alone=True) as alone:
            assert alone  # the poller stopped: its hold went with it
    finally:
        await store.close()
        await other.close()


@pytest.mark.parametrize("asked", ["telegram:-5:7", "telegram:-5"])
async def test_the_last_game_another_process_started_is_seen(
        postgres_url: str, asked: str) -> None:
    """The first process keeps X's game; the second ends it and starts Y's. The first then
    asks for the last game as Telegram's adapter does: a forum topic's while holding only its
    chat, a chat's outside any section (a page turn's cooldown). Both must be Y's, not what
    the first process kept."""
    first, second = await Store.open(postgres_url), await Store.open(postgres_url)
    try:
        async with first.channel(CHANNEL), first.channel(asked):
            x = await first.create_game(asked, "rajas", "beck", "X", "X", '{"v": 1}', "[]")
        async with second.channel(CHANNEL), second.channel(asked):
            await second.finish(x.id, x.version)
            y = await second.create_game(asked, "rajas", "beck", "Y", "Y", '{"v": 1}', "[]")
        if asked == CHANNEL:
            last = await first.last_game(asked)
        else:
            async with first.channel(CHANNEL):
                last = await first.last_game(asked)
        assert last is not None and last.id == y.id and last.owner_id == "Y"
    finally:
        await first.close()
        await second.close()
