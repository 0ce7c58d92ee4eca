"""CPU per Telegram update: Soloist's Telegram adapter against a bare echo bot on the same library,
both long-polling the Telegram stand-in over loopback, fed the same updates; and where the
extra goes (the transport, the durable inbox, the service).

    python bench/telegram_cpu.py [updates] [rounds]

How and why: docs/benchmarks.md#telegram_cpu. The last line sums it up.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Awaitable, Callable, Coroutine
from dataclasses import replace
from datetime import timedelta
from pathlib import Path
from typing import Any, TypeVar

import structlog

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from telegram import Update
from telegram.ext import ApplicationBuilder, ContextTypes, MessageHandler, TypeHandler, filters

from bench.service import Channel, Counts, Run, render
from bot.ops import collector
from bot.platforms.telegram.adapter import ALLOWED_UPDATES, TelegramBot, file_url
from bot.platforms.telegram.http import JsonRequest
from bot.platforms.telegram.inbox import InboxQueue, UpdatesRequest, request_key
from bot.service.commands import parse
from bot.service.service import Service, User
from bot.store import Store
from bot.words.i18n import Catalog
from bot.words.replies import Reply
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
        # Without Telegram's sending limits: the echo bot answers every update at once, and
        # CPU per update is what this measures (the limits are tests/bot/test_telegram_rates.py's).
        standin = StandIn(rates=None)
        await standin.start()
        return standin

    async def call(self, coroutine: Coroutine[Any, Any, T]) -> T:
        return await asyncio.wrap_future(asyncio.run_coroutine_threadsafe(coroutine, self.loop))

    async def calls(self) -> Counter[str]:
        """The Bot API calls the stand-in has answered so far, by method (long polls aside)."""
        async def count() -> Counter[str]:
            return Counter(c.method for c in self.standin.calls if c.method != "getUpdates")

        return await self.call(count())

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


Fed = tuple[float, float, Counter[str]]


async def feed(side: StandInThread, processed: Processed, chat_user: int,
               texts: list[str]) -> Fed:
    """Feed ``texts`` one at a time, each once the last is through: the bot's CPU seconds,
    the wall seconds and the Bot API calls (by method) of those after the warm-up."""
    user = person(chat_user, "Bench")
    chat = private(user)
    began = cpu = 0.0
    calls: Counter[str] = Counter()
    # The bot is ready: what was made so far is frozen out of the collector's walks and it
    # collects as a serving bot's, as `python -m bot` does at ready (bot/ops/collector.py), for
    # every bot alike; the round's end unfreezes, so that rounds do not pile up frozen objects.
    collector.serve()
    try:
        for n, text in enumerate(texts):
            if n == WARM_UP:
                calls = await side.calls()
                began = time.perf_counter()
                cpu = time.process_time() - await side.cpu()
            update = message_update(side.standin, user, chat, text)
            await side.call(side.standin.feed(update))
            await processed.wait(int(update["update_id"]))
        spent = time.process_time() - await side.cpu() - cpu
        wall = time.perf_counter() - began
        return spent, wall, await side.calls() - calls
    finally:
        gc.unfreeze()


async def with_app(app: Any, run: Callable[[], Awaitable[T]]) -> T:
    async with app:
        await app.start()
        assert app.updater is not None
        # As TelegramBot.run polls (its poll_timeout set to 5 below).
        await app.updater.start_polling(timeout=timedelta(seconds=5),
                                        allowed_updates=list(ALLOWED_UPDATES))
        try:
            return await run()
        finally:
            await app.updater.stop()
            await app.stop()


async def echo_bot(side: StandInThread, texts: list[str]) -> Fed:
    """The bare echo bot: the library as it comes (its own networking backend)."""
    return await _echo(side, texts, None, ours=False)


async def transport_echo_bot(side: StandInThread, texts: list[str]) -> Fed:
    """The echo bot on Soloist's networking backend, as TelegramBot makes its calls and
    polls."""
    return await _echo(side, texts, None, ours=True)


async def inbox_echo_bot(side: StandInThread, texts: list[str]) -> Fed:
    """The echo bot on Soloist's backend with Soloist's durable inbox: each update written
    to the store before the library confirms it to Telegram (``InboxQueue``), and taken out
    once answered, as ``InboxProcessor`` does."""
    with tempfile.TemporaryDirectory() as folder:
        store = await Store.open(Path(folder) / "inbox.sqlite3")
        try:
            return await _echo(side, texts, store, ours=True)
        finally:
            await store.close()


async def _echo(side: StandInThread, texts: list[str], store: Store | None, ours: bool) -> Fed:
    base = side.standin.base_url
    builder = ApplicationBuilder().token(TOKEN).base_url(base).base_file_url(file_url(base))
    if ours:  # as TelegramBot builds its Application
        polled = UpdatesRequest()
        builder = builder.request(JsonRequest()).get_updates_request(polled)
        if store is not None:
            builder = builder.update_queue(InboxQueue(store, polled))
    app = builder.build()

    async def echo(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        message = update.effective_message
        if message is not None and message.text:
            await message.reply_text(message.text)
        if store is not None:
            await store.inbox_done(request_key(update))

    processed = Processed()
    app.add_handler(MessageHandler(filters.ALL, echo))
    app.add_handler(TypeHandler(Update, processed.handler), group=99)
    return await with_app(app, lambda: feed(side, processed, 501, texts))


async def service_alone(texts: list[str]) -> float:
    """CPU seconds of the service (``handle`` and rendering the reply) over ``texts`` after
    the warm-up, as the adapter asks it for a player's messages in a private chat."""
    user = User(id="telegram:503", name="Bench", locale="en")
    channel = "telegram:503"
    with tempfile.TemporaryDirectory() as folder:
        store = await Store.open(Path(folder) / "service.sqlite3")
        try:
            catalog = Catalog.load()
            service = Service(store, catalog)
            cpu = 0.0
            for n, text in enumerate(texts):
                if n == WARM_UP:
                    cpu = time.process_time()
                command = replace(parse(text), request=f"telegram:{n}")
                render(catalog, await service.handle(channel, user, command))
            return time.process_time() - cpu
        finally:
            await store.close()


async def soloist_bot(side: StandInThread, texts: list[str]) -> Fed:
    with tempfile.TemporaryDirectory() as folder:
        store = await Store.open(Path(folder) / "soloist.sqlite3")
        try:
            catalog = Catalog.load()
            # On the stand-in's clock, as the adapter's tests run it: the bot's waits for
            # Telegram's sending limits pass at once, CPU being what this measures.
            bot = TelegramBot(Service(store, catalog), catalog, TOKEN, side.standin.base_url,
                              backoff=0.01, poll_timeout=5, clock=side.standin.clock)
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


async def bench(updates: int, rounds: int) -> None:
    texts = await record(updates)
    warm = ["/help"] * WARM_UP
    n = len(texts)
    print(f"{n} updates (a Rajas game in a private chat), after {WARM_UP} to warm up;"
          f" {rounds} rounds")
    echoes: list[tuple[float, float]] = []
    solos: list[tuple[float, float]] = []
    transports: list[float] = []
    inboxes: list[float] = []
    services: list[float] = []
    side = StandInThread()
    try:
        for number in range(1, rounds + 1):
            echo_cpu, echo_wall, echo_calls = await echo_bot(side, warm + texts)
            solo_cpu, solo_wall, solo_calls = await soloist_bot(side, warm + texts)
            transport_cpu, _, _ = await transport_echo_bot(side, warm + texts)
            inbox_cpu, _, _ = await inbox_echo_bot(side, warm + texts)
            service_cpu = await service_alone(warm + texts)
            echoes.append((echo_cpu / n, echo_wall / n))
            solos.append((solo_cpu / n, solo_wall / n))
            transports.append(transport_cpu / n)
            inboxes.append(inbox_cpu / n)
            services.append(service_cpu / n)
            print(f"round {number}: echo bot {echo_cpu / n * 1e3:.2f} ms CPU per update,"
                  f" Soloist {solo_cpu / n * 1e3:.2f} ms = {solo_cpu / echo_cpu:.2f}×;"
                  f" echo bot on Soloist's backend {transport_cpu / n * 1e3:.2f} ms,"
                  f" with the inbox {inbox_cpu / n * 1e3:.2f} ms,"
                  f" the service alone {service_cpu / n * 1e3:.2f} ms")
    finally:
        side.stop()
    # Every Bot API call is an HTTP request: all the echo bot does besides taking the update in.
    print(f"Bot API calls per update (last round): echo bot {_per(echo_calls, n)};"
          f" Soloist {_per(solo_calls, n)}")
    echo, echo_wall = min(echoes)
    solo, solo_wall = min(solos)
    ratios = sorted(s / e for (s, _), (e, _) in zip(solos, echoes, strict=True))
    print(f"baseline, bare echo bot (python-telegram-bot as it comes, same stand-in), best"
          f" round: {echo * 1e3:.2f} ms CPU per update ({1 / echo_wall:.0f} updates/s)")
    print(f"Soloist, best round: {solo * 1e3:.2f} ms CPU per update ({1 / solo_wall:.0f}"
          f" updates/s) = {solo / echo:.2f}× the echo bot's best (round by round"
          f" {ratios[0]:.2f}–{ratios[-1]:.2f}×, median {ratios[len(ratios) // 2]:.2f}×)")
    transport = min(transports)
    inbox = min(inboxes) - transport
    service = min(services)
    rest = solo - transport - inbox - service
    print(f"the echo bot on Soloist's backend (JSON over aiohttp): {transport * 1e3:.2f} ms ="
          f" {transport / echo:.2f}× the bare echo bot; against it, Soloist is"
          f" {solo / transport:.2f}×: {(solo - transport) * 1e3:.2f} ms more = the durable inbox"
          f" {inbox * 1e3:.2f} + the service alone {service * 1e3:.2f} + the rest"
          f" {rest * 1e3:.2f} (the adapter, and the library for bigger replies and more calls)")
    # Like for like (both bots on one backend), what no adapter can take away: the game's
    # own work (engine, store, words) and the commits that keep an update from being lost.
    least = transport + inbox + service
    print(f"  on that backend, the least Soloist can cost: the echo bot + the inbox + the service"
          f" = {least * 1e3:.2f} ms = {least / transport:.2f}× it (the adapter and its bigger"
          f" replies free)")
    # The median of the rounds' own ratios too: a round's two bots run seconds apart, so the
    # machine's load, which moves both, weighs less in it than in the best-of.
    print(f"summary: Telegram handler CPU per update {solo * 1e3:.2f} ms = {solo / echo:.2f}×"
          f" a bare echo bot ({echo * 1e3:.2f} ms), best of {rounds} rounds each (median of"
          f" the rounds' ratios {ratios[len(ratios) // 2]:.2f}×); goal ≤ 1.5×")


def _per(calls: Counter[str], updates: int) -> str:
    every = ", ".join(f"{method} {count / updates:.2f}" for method, count in calls.most_common())
    return f"{calls.total() / updates:.2f} ({every})"


def main() -> None:
    structlog.configure(wrapper_class=structlog.make_filtering_bound_logger(logging.ERROR))
    logging.getLogger("httpx").setLevel(logging.WARNING)
    asyncio.run(bench(int(sys.argv[1]) if len(sys.argv) > 1 else 300,
                      int(sys.argv[2]) if len(sys.argv) > 2 else 5))


if __name__ == "__main__":
    main()
