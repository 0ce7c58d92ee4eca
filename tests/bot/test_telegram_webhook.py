"""Webhooks: the stand-in delivers as Telegram's Bot API server does (tdlib/telegram-bot-api's
WebhookActor), and the adapter behind it serves them — also as two workers behind one URL
sharing one store, where consecutive updates of a chat reach different workers.

The stand-in's side: while a webhook is set, getUpdates is refused (409 Conflict); a chat's
updates go one at a time, the next only after a 2xx; other chats' go meanwhile; a failure
(non-2xx, no connection) is sent again later, never dropped, never overtaken by the chat's
next update; requests are spread over the workers behind the public URL like a load balancer.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
from structlog.testing import capture_logs

from bot.store import Store
from tests.bot.telegram_standin import (
    TERMINATED,
    TOKEN,
    WEBHOOK_ACTIVE,
    StandIn,
    group,
    message_update,
    person,
    press_update,
)
from tests.bot.test_telegram import GROUP, Harness, free_port, live, sent, standin

__all__ = ["standin"]  # the stand-in's fixture, shared with the Telegram tests

HOOK = "https://soloist.example.org/hook/telegram"
SECRET = "s3cret-token_1"
ALICE = person(111, "Alice")
BOB = person(222, "Bob")
CHAT_A = group(chat_id=-1001, title="A")
CHAT_B = group(chat_id=-1002, title="B")


async def worker(standin: StandIn, tmp_path: Path, store: Store | None = None) -> Harness:
    return await Harness(standin, tmp_path / "soloist.sqlite3", webhook=True,
                         store=store).start()


@dataclass
class Got:
    update_id: int
    path: str
    headers: dict[str, str]


Answer = Callable[[Got], Awaitable[int]]


async def ok(got: Got) -> int:
    return 200


@dataclass
class Receiver:
    """A worker behind the webhook: records each request, answers with what ``answer`` says
    (which may wait first)."""

    answer: Answer = ok
    got: list[Got] = field(default_factory=list)
    _server: asyncio.Server | None = None

    async def start(self) -> str:
        self._server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        return f"http://127.0.0.1:{self._server.sockets[0].getsockname()[1]}"

    async def close(self) -> None:
        if self._server is not None:
            self._server.close()
            self._server.close_clients()

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            while True:
                head = (await reader.readuntil(b"\r\n\r\n")).decode("latin-1").split("\r\n")
                headers = {k.strip().casefold(): v.strip()
                           for k, _, v in (line.partition(":") for line in head[1:] if line)}
                body = await reader.readexactly(int(headers.get("content-length", "0")))
                got = Got(json.loads(body)["update_id"], head[0].split(" ")[1], headers)
                self.got.append(got)
                status = await self.answer(got)
                writer.write(f"HTTP/1.1 {status} X\r\nContent-Length: 0\r\n\r\n".encode())
                await writer.drain()
        except (asyncio.IncompleteReadError, ConnectionError):
            pass
        finally:
            writer.close()


async def api(standin: StandIn, method: str, **params: Any) -> httpx.Response:
    async with httpx.AsyncClient() as client:
        return await client.post(f"{standin.base_url}{TOKEN}/{method}", json=params)


async def hook(standin: StandIn, *receivers: Receiver, **options: Any) -> None:
    answer = await api(standin, "setWebhook", url=HOOK, secret_token=SECRET, **options)
    assert answer.json() == {"ok": True, "result": True}
    await standin.deliver_to([await r.start() for r in receivers])


# -- the stand-in as strict as Telegram --------------------------------------------------------


async def test_a_webhook_takes_get_updates_away_until_it_is_deleted(standin: StandIn) -> None:
    for url, error in (("http://soloist.example.org/hook", "An HTTPS URL must be provided"),
                       ("https://soloist.example.org:8080/hook", "only on ports 80, 88, 443")):
        refused = await api(standin, "setWebhook", url=url)
        assert refused.status_code == 400 and error in refused.json()["description"]
    refused = await api(standin, "setWebhook", url=HOOK, secret_token="not/base64=")
    assert refused.json()["description"] == (
        "Bad Request: secret token contains unallowed characters")
    assert (await api(standin, "getUpdates")).json() == {"ok": True, "result": []}

    assert (await api(standin, "setWebhook", url=HOOK, secret_token=SECRET)).json()["ok"]
    conflict = await api(standin, "getUpdates")
    assert conflict.status_code == 409
    assert conflict.json()["description"] == WEBHOOK_ACTIVE == (
        "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook "
        "to delete the webhook first")
    info = (await api(standin, "getWebhookInfo")).json()["result"]
    assert (info["url"], info["pending_update_count"]) == (HOOK, 0)

    assert (await api(standin, "deleteWebhook")).json()["ok"]
    assert (await api(standin, "getUpdates")).json() == {"ok": True, "result": []}


async def test_a_second_poller_ends_the_first_with_a_conflict(standin: StandIn) -> None:
    first = asyncio.create_task(api(standin, "getUpdates", timeout=30))
    await standin.wait_for("getUpdates", ok=False)  # the first is waiting
    second = asyncio.create_task(api(standin, "getUpdates", timeout=0))
    ended = await first
    assert ended.status_code == 409
    assert ended.json()["description"] == TERMINATED == (
        "Conflict: terminated by other getUpdates request; make sure that only one bot "
        "instance is running")
    assert (await second).json() == {"ok": True, "result": []}


async def test_updates_are_posted_with_the_secret_to_the_urls_path(standin: StandIn) -> None:
    worker = Receiver()
    await hook(standin, worker)
    update = message_update(standin, ALICE, CHAT_A, "/help")
    await standin.feed(update)
    await standin.wait_delivered([update["update_id"]])
    [got] = worker.got
    assert got.path == "/hook/telegram"
    assert got.headers["x-telegram-bot-api-secret-token"] == SECRET
    assert got.headers["content-type"] == "application/json"


async def test_a_chat_waits_for_its_previous_update_and_other_chats_do_not(
        standin: StandIn) -> None:
    held, release = asyncio.Event(), asyncio.Event()

    async def slow_first(got: Got) -> int:
        if got.update_id == a1["update_id"]:
            held.set()
            await release.wait()
        return 200

    first, second = Receiver(slow_first), Receiver(slow_first)
    await hook(standin, first, second)
    a1 = message_update(standin, ALICE, CHAT_A, "/help")
    a2 = message_update(standin, ALICE, CHAT_A, "/help")
    b1 = message_update(standin, BOB, CHAT_B, "/help")
    for update in (a1, a2, b1):
        await standin.feed(update)
    await held.wait()
    await standin.wait_delivered([b1["update_id"]])  # chat B is not held up by chat A
    posted = [g.update_id for g in first.got + second.got]
    assert a2["update_id"] not in posted  # A's next waits for A's first to be confirmed
    release.set()
    await standin.wait_delivered([a1["update_id"], a2["update_id"]])
    assert [p.update_id for p in standin.posts if p.update_id != b1["update_id"]] == [
        a1["update_id"], a2["update_id"]]
    # Round-robin: each worker got some, so consecutive updates of a chat can change worker.
    assert first.got and second.got


async def test_a_failed_delivery_is_sent_again_and_never_overtaken(standin: StandIn) -> None:
    failures = {"left": 3}

    async def flaky(got: Got) -> int:
        if failures["left"]:
            failures["left"] -= 1
            return 502 if failures["left"] % 2 else 500
        return 200

    worker = Receiver(flaky)
    gone = f"http://127.0.0.1:{free_port()}"  # a worker that is down: connection refused
    await api(standin, "setWebhook", url=HOOK, secret_token=SECRET)
    await standin.deliver_to([await worker.start(), gone])
    updates = [message_update(standin, ALICE, CHAT_A, f"/help {n}") for n in range(5)]
    for update in updates:
        await standin.feed(update)
    ids = [u["update_id"] for u in updates]
    await standin.wait_delivered(ids)
    assert [p.update_id for p in standin.posts if p.ok] == ids  # in order, each once
    assert all(standin.confirmed[u] == 1 for u in ids)
    failed = [p for p in standin.posts if not p.ok]
    assert {p.status for p in failed} >= {0, 500, 502}
    # Each failure was followed by the same update again, before the chat's next.
    for before, after in zip(standin.posts, standin.posts[1:], strict=False):
        if not before.ok:
            assert after.update_id == before.update_id
    info = (await api(standin, "getWebhookInfo")).json()["result"]
    assert info["pending_update_count"] == 0 and "last_error_message" in info


async def test_only_the_allowed_updates_are_sent(standin: StandIn) -> None:
    worker = Receiver()
    await hook(standin, worker, allowed_updates=["message", "callback_query"])
    edited = message_update(standin, ALICE, CHAT_A, "/help")
    edited["edited_message"] = edited.pop("message")
    assert not await standin.feed(edited)
    assert not await standin.feed(standin.removed(CHAT_A, ALICE))  # my_chat_member
    update = message_update(standin, ALICE, CHAT_A, "/help")
    assert await standin.feed(update)
    await standin.wait_delivered([update["update_id"]])
    assert [g.update_id for g in worker.got] == [update["update_id"]]


async def test_an_answer_lost_on_the_way_back_sends_the_update_again(standin: StandIn) -> None:
    first, second = Receiver(), Receiver()
    await hook(standin, first, second)
    standin.lose_answers = 1.0
    update = message_update(standin, ALICE, CHAT_A, "/help")
    await standin.feed(update)
    await standin.wait_posts(2)
    standin.lose_answers = 0.0
    await standin.wait_delivered([update["update_id"]])
    assert [(p.ok, p.confirmed) for p in standin.posts][:2] == [(True, False)] * 2
    assert standin.posts[-1].confirmed and standin.confirmed[update["update_id"]] == 1
    assert first.got and second.got  # taken in by both workers


async def test_updates_left_from_polling_go_to_the_webhook(standin: StandIn) -> None:
    update = message_update(standin, ALICE, CHAT_A, "/help")
    await standin.feed(update)
    served = (await api(standin, "getUpdates")).json()["result"]
    assert [u["update_id"] for u in served] == [update["update_id"]]  # served, not confirmed
    worker = Receiver()
    await hook(standin, worker)
    await standin.wait_delivered([update["update_id"]])
    assert [g.update_id for g in worker.got] == [update["update_id"]]


async def test_max_connections_bounds_the_requests_at_once(standin: StandIn) -> None:
    busy, most = 0, 0
    arrived = asyncio.Event()
    release = asyncio.Event()

    async def hold(got: Got) -> int:
        nonlocal busy, most
        busy += 1
        most = max(most, busy)
        if busy == 2:
            arrived.set()
        await release.wait()
        busy -= 1
        return 200

    worker = Receiver(hold)
    await hook(standin, worker, max_connections=2)
    updates = [message_update(standin, ALICE, group(chat_id=-2000 - n), "/help")
               for n in range(5)]
    for update in updates:
        await standin.feed(update)
    await arrived.wait()
    assert standin.in_flight == 2  # the other three chats wait for a connection
    release.set()
    await standin.wait_delivered([u["update_id"] for u in updates])
    assert most == 2



# -- the adapter behind the webhook --------------------------------------------------------------


async def test_the_bot_plays_behind_the_webhook(standin: StandIn, tmp_path: Path) -> None:
    tg = await worker(standin, tmp_path)
    try:
        await standin.deliver_to([tg.address])
        await tg.say(ALICE, "/rajas new variant=cherey dice=player seed=5")
        await tg.press(ALICE, live(standin), "a:1:1:2")
        assert await tg.version() == 2
        assert len(standin.calls_of("answerCallbackQuery")) == 1
        assert standin.calls_of("getUpdates", ok=False) == []
        assert all(p.target == tg.address for p in standin.posts)
    finally:
        await tg.stop()


async def test_a_chats_update_taken_in_by_one_worker_is_applied_before_the_next_by_another(
        standin: StandIn, tmp_path: Path) -> None:
    """Worker A takes in a press and is slow to start on it (its answer to Telegram hangs);
    the chat's next update reaches worker B, which carries the press through first, from the
    inbox, then its own. A, when it gets to the press, finds it done: one step, one answer."""
    store = await Store.open(tmp_path / "soloist.sqlite3")
    a = await worker(standin, tmp_path, store)
    b = await worker(standin, tmp_path, store)
    try:
        await standin.deliver_to([a.address])
        await a.say(ALICE, "/rajas new variant=cherey dice=player seed=5")
        asking = live(standin)
        answering = standin.stall("answerCallbackQuery")
        press = press_update(standin, ALICE, asking, "a:1:1:2")
        await standin.feed(press)
        await answering.reached.wait()  # A took it in (confirmed to Telegram) and hangs
        await standin.wait_delivered([press["update_id"]])
        await standin.deliver_to([b.address])
        with capture_logs() as logs:
            undo = await b.say(ALICE, "/rajas undo")
        assert [p.target for p in standin.posts if p.ok][-2:] == [a.address, b.address]
        carried = [e for e in logs if e["event"] == "carrying an earlier update of the chat first"]
        assert [(e["update"], e["earlier"]) for e in carried] == [
            (undo["update_id"], press["update_id"])]
        # The press made step 2, then the undo took it back (version 3): in Telegram's order.
        assert await b.version() == 3
        assert "Took back" in sent(standin)[-1]["text"]
        answering.released.set()
        await a.stop()  # finishes what it has in flight: the press, found carried through
        assert standin.processed[press["update_id"]] == 1
        assert len(standin.calls_of("answerCallbackQuery")) == 1
        assert await store.inbox("telegram") == []
        assert await b.version() == 3
    finally:
        for harness in (a, b):
            if not harness.task.done():
                await harness.stop()
        await store.close()


async def test_a_worker_starting_while_another_carries_an_update_does_not_apply_it_again(
        standin: StandIn, tmp_path: Path) -> None:
    """Worker B starts (and recovers what the inbox holds) while worker A is in the middle of
    a press: B finds the press in the inbox and queues it, but carries it out only holding the
    chat, by which time A has carried it through: one step, one reply."""
    store = await Store.open(tmp_path / "soloist.sqlite3")
    a = await worker(standin, tmp_path, store)
    b: Harness | None = None
    try:
        await standin.deliver_to([a.address])
        await a.say(ALICE, "/rajas new variant=cherey dice=player seed=5")
        asking = live(standin)
        replying = standin.stall("editMessageText")  # A's reply to the press hangs
        press = press_update(standin, ALICE, asking, "a:1:1:2")
        await standin.feed(press)
        await replying.reached.wait()
        assert await a.version() == 2  # the step is stored; the update is still in the inbox
        with capture_logs() as logs:
            b = await worker(standin, tmp_path, store)
        assert {"event": "recovering updates", "count": 1, "log_level": "info"} in logs
        replying.released.set()
        await standin.wait_processed(press["update_id"])
        await b.stop()  # finishes what it has in flight: the press, found carried through
        await a.stop()
        assert standin.processed[press["update_id"]] == 1
        assert len(standin.calls_of("editMessageText", ok=False)) == 1
        assert len(standin.calls_of("answerCallbackQuery")) == 1
        assert await store.inbox("telegram") == []
        assert (await store.live_game("telegram:" + str(asking["chat"]["id"]))).version == 2
    finally:
        for harness in (a, b):
            if harness is not None and not harness.task.done():
                await harness.stop()
        await store.close()


async def test_an_update_left_by_an_older_version_without_its_chat_is_carried_through(
        standin: StandIn, tmp_path: Path) -> None:
    """Before the inbox noted each update's chat, its rows had none: one left at an upgrade
    is recovered at start and carried through, not taken for one done elsewhere."""
    db = tmp_path / "soloist.sqlite3"
    left = message_update(standin, ALICE, CHAT_A, "/rajas new variant=cherey seed=5")
    standin.chats[CHAT_A["id"]] = CHAT_A
    store = await Store.open(db)
    await store.inbox_add(f"telegram:{left['update_id']}", "telegram", json.dumps(left))
    await store.close()
    tg = await Harness(standin, db).start()
    try:
        await standin.wait_processed(left["update_id"])
        assert await tg.store.inbox("telegram") == []
        assert await tg.version(f"telegram:{CHAT_A['id']}") == 1
    finally:
        await tg.stop()


async def test_an_update_a_stopped_worker_left_in_the_inbox_is_taken_up_by_another(
        standin: StandIn, tmp_path: Path) -> None:
    """Worker A takes in two updates of a chat and is stopped (scaled down for good) with the
    second not begun: it stays in the inbox. Worker B, still serving, takes it up at its next
    looks through the inbox, without the chat having to say anything more."""
    store = await Store.open(tmp_path / "soloist.sqlite3")
    a = await worker(standin, tmp_path, store)
    b = await Harness(standin, tmp_path / "soloist.sqlite3", webhook=True, store=store,
                      sweep=0.05).start()
    try:
        await standin.deliver_to([a.address])
        await a.say(ALICE, "/rajas new variant=cherey dice=player seed=5")
        answering = standin.stall("answerCallbackQuery")  # A's first job hangs
        press = press_update(standin, ALICE, live(standin), "a:1:1:2")
        turn = message_update(standin, ALICE, GROUP, "/rajas status")
        await standin.feed(press)
        await standin.feed(turn)
        await answering.reached.wait()
        await standin.wait_delivered([turn["update_id"]])  # in A's queue, behind the press
        stopping = asyncio.create_task(a.stop())
        answering.released.set()
        await stopping  # the press finished; the status never begun, left in the inbox
        assert standin.processed[turn["update_id"]] == 0
        with capture_logs() as logs:
            await standin.wait_processed(turn["update_id"])  # B took it up
        assert "update left in the inbox taken up" in [e["event"] for e in logs]
        assert standin.processed[press["update_id"]] == 1
        assert len(standin.calls_of("answerCallbackQuery", ok=False)) == 1
        assert await store.inbox("telegram") == []
    finally:
        for harness in (a, b):
            if not harness.task.done():
                await harness.stop()
        await store.close()
