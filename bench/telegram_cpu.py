"""CPU per Telegram update: Soloist's Telegram adapter (the real python-telegram-bot
Application, the inbox, the service, the store, rendering) against a bare echo bot on the same
library (an Application whose one handler sends the text back), both long-polling the Telegram
stand-in of ``tests/bot/`` over loopback, fed the same updates one after another.

The stand-in runs on a thread of its own, so its CPU time (``time.thread_time`` there) is taken
out of the process's (``time.process_time``, every thread: PTB's, aiosqlite's): what is left
is the bot's. The updates are a player's messages in a private chat: a whole Rajas game with
Cherey against the bot's dice (commands, answers, every eighth a `status`), recorded first
through the service with ``bench/service.py``'s scripted player so that each is a legal move.

    python bench/telegram_cpu.py [updates]

The last line sums it up.
"""

from __future__ import annotations

import asyncio
import logging
import sys
import tempfile
import threading
import time
from collections.abc import Awaitable, Callable, Coroutine
from pathlib import Path
from typing import Any, TypeVar

import structlog

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from telegram import Update
from telegram.ext import ApplicationBuilder, ContextTypes, MessageHandler, TypeHandler, filters

from bench.service import Channel, Counts, Run
from bot.adapters.telegram import TelegramBot, file_url
from bot.i18n import Catalog
from bot.replies import Reply
from bot.service import Service
from bot.store import Store
from tests.bot.telegram_standin import TOKEN, StandIn, message_update, person, private

T = TypeVar("T")
WARM_UP = 10


class Recorder(Run):
    """A run of the scripted player through the service that keeps what it typed."""

    texts: list[str]

    async def send(self, channel: str, text: str, kind: str = "step") -> Reply:
        self.texts.append(text)
        return await super().send(channel, text, kind)


async def record(updates: int) -> list[str]:
    with tempfile.TemporaryDirectory() as folder:
        store = await Store.open(Path(folder) / "record.sqlite3")
        try:
            run = Recorder(Service(store, Catalog.load()), asyncio.Semaphore(1), updates,
                           Counts(), counting=False)
            run.texts = []
            await Channel("record", 0).play(run)
            return run.texts
        finally:
            await store.close()


class StandInThread:
    """The stand-in on its own thread and event loop."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.standin: StandIn = asyncio.run_coroutine_threadsafe(
            self._start(), self.loop).result()

    @staticmethod
    async def _start() -> StandIn:
        standin = StandIn()
        await standin.start()
        return standin

    async def call(self, coroutine: Coroutine[Any, Any, T]) -> T:
        return await asyncio.wrap_future(asyncio.run_coroutine_threadsafe(coroutine, self.loop))

    async def cpu(self) -> float:
        async def thread_cpu() -> float:
            return time.thread_time()

        return await self.call(thread_cpu())

    def stop(self) -> None:
        asyncio.run_coroutine_threadsafe(self.standin.close(), self.loop).result()
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join()


class Processed:
    """Updates the bot is through with (a handler in a group after the bot's own)."""

    def __init__(self) -> None:
        self.events: dict[int, asyncio.Event] = {}

    async def handler(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        self.events.setdefault(update.update_id, asyncio.Event()).set()

    async def wait(self, update_id: int) -> None:
        await asyncio.wait_for(self.events.setdefault(update_id, asyncio.Event()).wait(), 60)


async def feed(side: StandInThread, processed: Processed, chat_user: int,
               texts: list[str]) -> tuple[float, float]:
    """Feed ``texts`` one at a time, each once the last is through: the bot's CPU seconds and
    the wall seconds of those after the warm-up."""
    user = person(chat_user, "Bench")
    chat = private(user)
    began = cpu = 0.0
    for n, text in enumerate(texts):
        if n == WARM_UP:
            began = time.perf_counter()
            cpu = time.process_time() - await side.cpu()
        update = message_update(side.standin, user, chat, text)
        await side.call(side.standin.feed(update))
        await processed.wait(int(update["update_id"]))
    spent = time.process_time() - await side.cpu() - cpu
    return spent, time.perf_counter() - began


async def with_app(app: Any, run: Callable[[], Awaitable[T]]) -> T:
    async with app:
        await app.start()
        assert app.updater is not None
        await app.updater.start_polling(poll_interval=0, timeout=5)
        try:
            return await run()
        finally:
            await app.updater.stop()
            await app.stop()


async def echo_bot(side: StandInThread, texts: list[str]) -> tuple[float, float]:
    base = side.standin.base_url
    app = (ApplicationBuilder().token(TOKEN).base_url(base).base_file_url(file_url(base))
           .build())

    async def echo(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        message = update.effective_message
        if message is not None and message.text:
            await message.reply_text(message.text)

    processed = Processed()
    app.add_handler(MessageHandler(filters.ALL, echo))
    app.add_handler(TypeHandler(Update, processed.handler), group=99)
    return await with_app(app, lambda: feed(side, processed, 501, texts))


async def soloist_bot(side: StandInThread, texts: list[str]) -> tuple[float, float]:
    with tempfile.TemporaryDirectory() as folder:
        store = await Store.open(Path(folder) / "soloist.sqlite3")
        try:
            catalog = Catalog.load()
            bot = TelegramBot(Service(store, catalog), catalog, TOKEN, side.standin.base_url,
                              backoff=0.01, poll_timeout=5)
            processed = Processed()
            bot.application.add_handler(TypeHandler(Update, processed.handler), group=99)
            task = asyncio.create_task(bot.run())
            try:
                return await feed(side, processed, 502, texts)
            finally:
                task.cancel()
                await asyncio.gather(task, return_exceptions=True)
        finally:
            await store.close()


async def bench(updates: int) -> None:
    texts = await record(updates)
    warm = ["/help"] * WARM_UP
    side = StandInThread()
    try:
        echo_cpu, echo_wall = await echo_bot(side, warm + texts)
        solo_cpu, solo_wall = await soloist_bot(side, warm + texts)
    finally:
        side.stop()
    n = len(texts)
    echo, solo = echo_cpu / n, solo_cpu / n
    print(f"{n} updates (a Rajas game in a private chat), after {WARM_UP} to warm up")
    print(f"baseline, bare echo bot (python-telegram-bot, same stand-in): {echo * 1e3:.2f} ms"
          f" CPU per update ({n / echo_wall:.0f} updates/s)")
    print(f"Soloist: {solo * 1e3:.2f} ms CPU per update ({n / solo_wall:.0f} updates/s)"
          f" = {solo / echo:.2f}× the echo bot")
    print(f"summary: Telegram handler CPU per update {solo * 1e3:.2f} ms = {solo / echo:.2f}×"
          f" a bare echo bot ({echo * 1e3:.2f} ms); goal ≤ 1.5×")


def main() -> None:
    structlog.configure(wrapper_class=structlog.make_filtering_bound_logger(logging.ERROR))
    logging.getLogger("httpx").setLevel(logging.WARNING)
    asyncio.run(bench(int(sys.argv[1]) if len(sys.argv) > 1 else 300))


if __name__ == "__main__":
    main()
