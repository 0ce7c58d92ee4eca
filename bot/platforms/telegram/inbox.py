"""The Telegram adapter's plumbing: updates from python-telegram-bot to the chats' queues without
being lost (``InboxQueue``, ``InboxProcessor``), and a Bot API call that waits out failures and
flood control (``with_retries``, ``FloodGate``). How: docs/platforms.md."""

from __future__ import annotations

import asyncio
import json
import time
import warnings
from collections.abc import Awaitable, Callable, Hashable
from dataclasses import dataclass
from datetime import timedelta
from typing import Any, Protocol, TypeVar

import structlog
from telegram import Update
from telegram.error import BadRequest, Forbidden, NetworkError, RetryAfter, TelegramError
from telegram.ext import SimpleUpdateProcessor

from bot.platforms.chat.store import ChatStore
from bot.platforms.telegram.http import JsonRequest
from bot.platforms.telegram.queues import ChatQueues, Job

PLATFORM = "telegram"
ATTEMPTS = 5
"""Tries of one Bot API call before its reply is given up (the step itself is stored)."""
MAX_BACKOFF = 30.0
MAX_FLOOD_WAIT = 30.0
"""How long a chat's reply may wait out flood control. Past it the reply is given up (the step
is stored: the chat's next reply shows the turn as it stands), so a chat Telegram holds for
minutes goes on applying its players' steps in order instead of falling minutes behind."""

log = structlog.get_logger("soloist.telegram")

T = TypeVar("T")


class Clock(Protocol):
    def now(self) -> float: ...

    async def sleep(self, seconds: float) -> None: ...


class RealClock:
    def now(self) -> float:
        return time.monotonic()

    async def sleep(self, seconds: float) -> None:
        await asyncio.sleep(seconds)


def request_key(update: Update) -> str:
    """The update's key: its request id for the service and its place in the inbox."""
    return f"{PLATFORM}:{update.update_id}"


def chat_key(update: object) -> Hashable:
    """Which chat's queue an update belongs to (None: a queue of its own for the rest)."""
    if isinstance(update, Update) and update.effective_chat is not None:
        return update.effective_chat.id
    return None


def chat_channel(update: object) -> str | None:
    """The channel of the update's chat as a whole (its topics included): what its handling
    holds, across processes, so that the chat's updates are applied in Telegram's order."""
    chat = chat_key(update)
    return f"{PLATFORM}:{chat}" if chat is not None else None


class UpdatesRequest(JsonRequest):
    """The library's getUpdates requests (one connection, as it makes them by default; sent as
    JSON, as the bot's other calls), each update of an answer kept as Telegram sent it until
    the inbox writes it (``take``): the library's object turned back into JSON
    (``Update.to_json``) cost ~0.15 ms of CPU an update (bench/telegram_cpu.py), and
    what Telegram sent is the update itself."""

    def __init__(self) -> None:
        super().__init__(connection_pool_size=1)
        self._received: dict[int, Any] = {}

    def parse_json_payload(self, payload: bytes) -> dict[str, Any]:  # type: ignore[override]
        answer: dict[str, Any] = super().parse_json_payload(payload)
        result = answer.get("result")
        # Only the last answer's: the library puts every update of an answer in the queue
        # before it asks for more.
        self._received = {update["update_id"]: update for update in result
                          if isinstance(update, dict) and "update_id" in update
                          } if isinstance(result, list) else {}
        return answer

    def take(self, update_id: int) -> str | None:
        """The update ``update_id`` as Telegram sent it (JSON), once; None if not polled."""
        update = self._received.pop(update_id, None)
        return json.dumps(update) if update is not None else None


class InboxQueue(asyncio.Queue[object]):
    """python-telegram-bot's update queue, written through to the store's inbox. The library
    puts each update here before it confirms it to Telegram (polling: the next getUpdates
    carries the offset past it; webhook: the HTTP answer leaves after ``put``), so an update
    Telegram considers delivered is already on disk."""

    def __init__(self, store: ChatStore, polled: UpdatesRequest | None = None) -> None:
        super().__init__()
        self.store = store
        self.polled = polled

    async def put(self, item: object) -> None:
        if isinstance(item, Update):
            payload = self.polled.take(item.update_id) if self.polled is not None else None
            await self.store.inbox_add(request_key(item), PLATFORM,
                                       payload if payload is not None else item.to_json(),
                                       channel=chat_channel(item))
        await super().put(item)

    async def put_recovered(self, update: Update) -> None:
        """An update read back from the inbox: queued without writing it again."""
        await super().put(update)


Front = Callable[[object], "asyncio.Task[None] | None"]
"""What must happen at once when an update arrives, before its turn in its chat's queue (a
button press is answered): started as a task, awaited by the queued handling first."""


class Carrier(Protocol):
    """What the processor needs of the adapter to carry through an update it did not take in
    (read back from the inbox)."""

    async def read(self, key: str, payload: str) -> Update | None:
        """The update stored as ``payload``; None (and out of the inbox) when unreadable."""

    async def carry(self, update: Update) -> None:
        """Run the library's handling of an update read back from the inbox."""

    def finished(self, update: Update) -> None:
        """``update``'s job is over (carried through, here or by another process): forget
        what was kept about it."""


class InboxProcessor(SimpleUpdateProcessor):
    """Hands each update to its chat's queue and returns, freeing the library's slot at once.
    The queued job holds the chat (``Store.channel``, across processes too), carries through
    the chat's earlier updates still in the inbox (another process took them in and has not
    carried them through yet), then runs the library's handling of the update (the handlers)
    and takes it out of the inbox, whatever the outcome (a failure is logged by the error
    handler; a crash-looping update must not come back at every start). An update no longer
    in the inbox was carried through already, by another process: its job does nothing. A job
    never begun, or cut short, because of a shutdown leaves its update in the inbox for the
    next start (or for the next update of its chat, in whichever process)."""

    def __init__(self, store: ChatStore, max_concurrent_updates: int, chats: ChatQueues,
                 front: Front) -> None:
        super().__init__(max_concurrent_updates)
        self.store = store
        self.chats = chats
        self.front = front
        self.carrier: Carrier | None = None
        """The adapter, once its application exists (it is built with this processor)."""

    async def do_process_update(self, update: object, coroutine: Awaitable[Any]) -> None:
        # Nothing awaited before the update is queued: updates are queued in the order the
        # library hands them over, which is Telegram's.
        started = self.front(update) if self.chats.accepting else None

        async def run() -> None:
            if started is not None:
                try:
                    await started
                except Exception:  # the press goes on to its turn, unanswered
                    log.exception("answering at once failed")
            channel = chat_channel(update)
            if not isinstance(update, Update) or channel is None:
                await coroutine
                if isinstance(update, Update):
                    await self.store.inbox_done(request_key(update))
                return
            try:
                async with self.store.channel(channel):
                    if not await self._after_earlier(update, channel):
                        if asyncio.iscoroutine(coroutine):
                            coroutine.close()
                        return
                    await coroutine
                    await self.store.inbox_done(request_key(update))
            finally:
                if self.carrier is not None:
                    self.carrier.finished(update)

        def abandon() -> None:
            if started is not None:
                started.cancel()
            if asyncio.iscoroutine(coroutine):
                coroutine.close()  # never run: the update stays in the inbox

        self.chats.put(chat_key(update), Job(run, abandon))

    async def _after_earlier(self, update: Update, channel: str) -> bool:
        """Holding the chat: carry through its updates older than ``update`` (by Telegram's
        update id) still in the inbox, oldest first. Whether ``update`` itself is still to be
        carried through (False: it is no longer in the inbox)."""
        mine = request_key(update)
        waiting = await self.store.inbox(PLATFORM, channel=channel)
        if all(key != mine for key, _ in waiting):
            # Kept before the inbox noted channels (an update left by an older version at
            # its last stop): still to be carried through, after nothing.
            return await self.store.in_inbox(mine)
        carrier = self.carrier
        assert carrier is not None
        for key, payload in waiting:
            if key == mine:
                continue
            earlier = await carrier.read(key, payload)
            if earlier is None or earlier.update_id > update.update_id:
                continue
            log.info("carrying an earlier update of the chat first", channel=channel,
                     update=update.update_id, earlier=earlier.update_id)
            await carrier.carry(earlier)
            await self.store.inbox_done(key)
        return True


@dataclass
class FloodGate:
    """One chat's flood control: until when (by the clock) Telegram holds its messages."""

    until: float = 0.0


class FloodHeld(TelegramError):
    """A reply given up: the chat is under flood control for longer than we wait."""

    def __init__(self, seconds: float) -> None:
        super().__init__(f"flood control for {seconds:.0f} s more: reply given up")


def retry_seconds(exc: RetryAfter) -> float:
    with warnings.catch_warnings():
        # An int until PTB_TIMEDELTA is the default; reading it as such warns.
        warnings.simplefilter("ignore")
        value = exc.retry_after
    return value.total_seconds() if isinstance(value, timedelta) else float(value)


async def with_retries(what: str, action: Callable[[], Awaitable[T]], *, clock: Clock,
                       backoff: float = 1.0, logger: Any = log, gate: FloodGate | None = None,
                       patience: float = MAX_FLOOD_WAIT) -> T:
    """Run one Bot API call, waiting out flood control (429) and retrying timeouts, network
    errors and 5xx with a growing delay; a bad request (400) or a refusal (403) is not retried.
    A chat's ``gate`` remembers its flood control, so its next calls wait (or give up) without
    asking Telegram again; a wait longer than ``patience`` gives the call up at once
    (``FloodHeld``, or the RetryAfter itself). Safe because a reply goes out only after its
    step is stored: a retried send can at worst repeat a message, never a step."""
    delay = backoff
    for attempt in range(1, ATTEMPTS + 1):
        if gate is not None:
            held = gate.until - clock.now()
            if held > patience:
                raise FloodHeld(held)
            if held > 0:
                await clock.sleep(held)
        try:
            return await action()
        except RetryAfter as exc:
            wait = retry_seconds(exc)
            if gate is not None:
                gate.until = max(gate.until, clock.now() + wait)
            if attempt == ATTEMPTS or wait > patience:
                raise
            logger.warning("flood control", method=what, wait=wait, attempt=attempt)
            if gate is None:
                await clock.sleep(wait)
        except (BadRequest, Forbidden):
            raise
        except NetworkError as exc:  # TimedOut, connection errors, 5xx
            if attempt == ATTEMPTS:
                raise
            logger.warning("retrying", method=what, error=str(exc), delay=delay,
                           attempt=attempt)
            await clock.sleep(delay)
            delay = min(delay * 2, MAX_BACKOFF)
    raise AssertionError("unreachable")
