"""The live page (bot/web/): a watch link's page in the viewer's language with the game's
status, open question and the turn's decisions with their rules; its board's picture; its
server-sent events after a step made through the service; refusals of unknown, revoked and
forgotten links; security headers; the rate limit; the page's weight; and no write at all.
A real aiohttp server on a loopback port, the service over the real store."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator

import pytest
from aiohttp import ClientResponse, ClientSession
from aiohttp.test_utils import TestClient, TestServer

from bot.__main__ import _console_pages
from bot.service.commands import parse
from bot.service.service import Service, User
from bot.settings import Settings
from bot.web.app import make_app
from bot.web.feed import WAKE_AT_ONCE, Link
from bot.web.limits import Turns, client_address
from bot.words.i18n import LANGUAGES

ALICE = User(id="alice", name="Alice")
BOB = User(id="bob", name="Bob")
MODERATOR = User(id="mod", name="Mo", moderator=True)
CHANNEL = "table-1"
BASE = "https://soloist.example.org"
EVENT_WAIT = 10.0
"""Seconds an awaited event may take before the test fails (it comes within a poll)."""


class Ticks:
    """The rate limit's clock, moved by the test."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def ticks() -> Ticks:
    return Ticks()


@pytest.fixture
async def client(service: Service, ticks: Ticks) -> AsyncIterator[TestClient[object, object]]:
    service.watching.base_url = BASE
    app = make_app(service, poll_interval=0.01, clock=ticks, rate=1.0, burst=50)
    async with TestClient(TestServer(app)) as test_client:
        yield test_client


async def play(service: Service, text: str, user: User = ALICE) -> str:
    reply = await service.handle(CHANNEL, user, parse(text))
    assert not reply.refused, reply
    return " ".join(str(line.params.get("url", "")) for line in reply.lines)


async def a_watched_game(service: Service) -> str:
    """A game of Rajas at the automa's first turn (a question open), and its watch link's
    path."""
    await play(service, "/rajas new variant=cherey seed=5")
    await play(service, "/rajas answer 3")
    await play(service, "/rajas turn")
    url = await play(service, "/rajas watch")
    assert url.startswith(f"{BASE}/watch/")
    return url.strip().removeprefix(BASE)


async def next_event(response: ClientResponse) -> tuple[str, str]:
    """The stream's next event (its name and data), comments skipped."""
    name, data = "message", ""
    while True:
        line = (await asyncio.wait_for(response.content.readline(), EVENT_WAIT)).decode()
        assert line, "the stream ended"
        line = line.rstrip("\n")
        if not line:
            if data:
                return name, data
            continue
        field, _, value = line.partition(": ")
        if field == "event":
            name = value
        elif field == "data":
            data += value


# -- the command ---------------------------------------------------------------------------


async def test_the_player_makes_one_link_and_a_spectator_is_given_it(service: Service) -> None:
    service.watching.base_url = BASE
    await play(service, "/rajas new variant=cherey seed=5")
    asked = await service.handle(CHANNEL, BOB, parse("/rajas watch"))
    assert asked.refused and asked.lines[0].key == "bot-watch-ask"
    first = await play(service, "/rajas watch")
    assert await play(service, "/rajas watch") == first
    given = await service.handle(CHANNEL, BOB, parse("/rajas watch"))
    assert given.private and given.lines[0].params["url"] == first.strip()


async def test_only_the_player_or_a_moderator_revokes(service: Service) -> None:
    service.watching.base_url = BASE
    await play(service, "/rajas new variant=cherey seed=5")
    first = await play(service, "/rajas watch")
    refused = await service.handle(CHANNEL, BOB, parse("/rajas watch revoke"))
    assert refused.refused and refused.lines[0].key == "bot-not-owner"
    revoked = await service.handle(CHANNEL, MODERATOR, parse("/rajas watch revoke"))
    assert revoked.lines[0].key == "bot-watch-revoked"
    again = await service.handle(CHANNEL, ALICE, parse("/rajas watch revoke"))
    assert again.lines[0].key == "bot-watch-none"
    assert await play(service, "/rajas watch") != first


async def test_without_pages_the_command_says_so(service: Service) -> None:
    await play(service, "/rajas new variant=cherey seed=5")
    reply = await service.handle(CHANNEL, ALICE, parse("/rajas watch"))
    assert reply.refused and reply.lines[0].key == "bot-watch-off"
    bad = await service.handle(CHANNEL, ALICE, parse("/rajas watch everyone"))
    assert bad.refused


# -- the page ------------------------------------------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
async def test_the_page_shows_status_question_and_decisions_in_each_language(
        service: Service, client: TestClient[object, object], language: str) -> None:
    path = await a_watched_game(service)
    by_link = await client.get(f"{path}?lang={language}")
    by_browser = await client.get(path, headers={"Accept-Language": f"{language};q=0.9, fr"})
    for response in (by_link, by_browser):
        assert response.status == 200
        text = await response.text()
        assert f'<html lang="{language}"' in text
        catalog = service.catalog
        assert catalog.render(language, "web-status") in text
        assert catalog.render(language, "web-turn") in text
        assert f'href="?lang={language}"' in text
    turn = await service.current_turn(CHANNEL)
    assert turn is not None
    ruled = [line for line in turn.live if line.rule]
    assert ruled, "the automa's turn decided something by a rule"
    for line in ruled:
        assert f'<span class="rule">{line.rule}</span>' in text
    assert turn.prompt is not None
    assert catalog.render(language, "web-question") in text


async def test_the_board_picture_is_served(service: Service,
                                           client: TestClient[object, object]) -> None:
    path = await a_watched_game(service)
    response = await client.get(f"{path}/board.png?lang=ja")
    assert response.status == 200 and response.content_type == "image/png"
    assert (await response.read()).startswith(b"\x89PNG\r\n\x1a\n")


async def test_a_step_reaches_the_stream(service: Service,
                                         client: TestClient[object, object]) -> None:
    path = await a_watched_game(service)
    response = await client.get(f"{path}/events?lang=es")
    assert response.status == 200 and response.content_type == "text/event-stream"
    name, data = await next_event(response)
    assert name == "state"
    before = json.loads(data)
    await play(service, "/rajas answer 58")
    name, data = await next_event(response)
    after = json.loads(data)
    assert name == "state" and after["version"] != before["version"]
    assert service.catalog.render("es", "web-turn") in after["html"]
    await play(service, "/rajas watch revoke")
    assert (await next_event(response))[0] == "gone"
    response.close()


# -- refusals ------------------------------------------------------------------------------


async def test_unknown_revoked_and_forgotten_links_are_refused_in_the_viewers_language(
        service: Service, client: TestClient[object, object]) -> None:
    unknown = await client.get("/watch/" + "x" * 32, headers={"Accept-Language": "ru"})
    assert unknown.status == 404
    assert service.catalog.render("ru", "web-unknown") in await unknown.text()
    path = await a_watched_game(service)
    await play(service, "/rajas watch revoke")
    revoked = await client.get(f"{path}?lang=ja")
    assert revoked.status == 410
    assert service.catalog.render("ja", "web-revoked") in await revoked.text()
    assert (await client.get(f"{path}/board.png")).status == 410
    forgotten = (await play(service, "/rajas watch")).strip().removeprefix(BASE)
    assert (await client.get(forgotten)).status == 200
    await service.store.forget_channel(CHANNEL)
    gone = await client.get(forgotten)
    assert gone.status == 404
    assert service.catalog.render("en", "web-unknown") in await gone.text()


async def test_a_finished_games_page_shows_its_end(service: Service,
                                                   client: TestClient[object, object]) -> None:
    path = await a_watched_game(service)
    for step in ("/rajas end", "/rajas answer y", "/rajas answer 58", "/rajas answer 34 27"):
        await play(service, step)
    record = await service.store.last_game(CHANNEL)
    assert record is not None and record.status == "finished"
    response = await client.get(f"{path}?lang=en")
    assert response.status == 200
    assert service.catalog.render("en", "web-over") in await response.text()


# -- safety and weight ---------------------------------------------------------------------


async def test_every_response_carries_the_security_headers(
        service: Service, client: TestClient[object, object]) -> None:
    path = await a_watched_game(service)
    for url in (path, f"{path}/board.png", "/watch/static/live.js", "/watch/" + "y" * 32,
                "/elsewhere"):
        response = await client.get(url)
        policy = response.headers["Content-Security-Policy"]
        assert "default-src 'self'" in policy and "frame-ancestors 'none'" in policy
        assert "'unsafe-inline'" not in policy
        assert response.headers["X-Content-Type-Options"] == "nosniff"
        assert response.headers["Referrer-Policy"] == "no-referrer"


async def test_the_page_loads_nothing_from_elsewhere_and_weighs_under_150_kb(
        service: Service, client: TestClient[object, object]) -> None:
    path = await a_watched_game(service)
    page = await (await client.get(path)).read()
    script = await (await client.get("/watch/static/live.js")).read()
    board = await (await client.get(f"{path}/board.png")).read()
    assert len(page) + len(script) + len(board) < 150_000
    text = page.decode()
    assert "http://" not in text and "https://" not in text and "//" not in text
    assert "<form" not in text and 'http-equiv="refresh"' in text


async def test_the_rate_limit_refuses_past_its_budget(
        service: Service, ticks: Ticks, client: TestClient[object, object]) -> None:
    url = "/watch/" + "z" * 32
    for _ in range(50):
        assert (await client.get(url)).status == 404
    over = await client.get(url, headers={"Accept-Language": "es"})
    assert over.status == 429 and over.headers["Retry-After"] == "1"
    assert service.catalog.render("es", "web-too-many") in await over.text()
    ticks.now += 1
    assert (await client.get(url)).status == 404


async def test_no_route_writes(client: TestClient[object, object]) -> None:
    app = client.server.app
    assert app is not None
    methods = {route.method for route in app.router.routes()}
    assert methods <= {"GET", "HEAD"}
    assert (await client.post("/watch/" + "a" * 32)).status == 405


async def test_the_server_answers_on_a_free_loopback_port(service: Service) -> None:
    """At the console: a free port on 127.0.0.1, and `/<game> watch` links under it."""
    server = await _console_pages(service, Settings())
    assert server is not None
    try:
        assert server.url.startswith("http://127.0.0.1:") and not server.url.endswith(":0")
        assert service.watching.base_url == server.url
        await play(service, "/rajas new variant=cherey seed=5")
        url = (await play(service, "/rajas watch")).strip()
        async with ClientSession() as session:
            async with session.get(url) as response:
                assert response.status == 200
                assert 'id="state"' in await response.text()
            # A viewer still watching when the bot stops: the stream ends, the server closes
            # within its grace (not a minute later, past the service manager's patience).
            stream = await session.get(f"{url}/events")
            assert (await next_event(stream))[0] == "state"
            await asyncio.wait_for(server.close(), EVENT_WAIT)
            assert await asyncio.wait_for(stream.content.read(), EVENT_WAIT) == b""
            stream.close()
    finally:
        await server.close()


async def test_a_watched_boards_new_picture_needs_no_database_read(
        service: Service, client: TestClient[object, object],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A thousand viewers fetch the picture after each step: at the version the last look
    found, it comes from what is kept; once the link is revoked, it is refused."""
    path = await a_watched_game(service)
    stream = await client.get(f"{path}/events")
    await next_event(stream)
    await play(service, "/rajas answer 58")
    version = json.loads((await next_event(stream))[1])["version"]

    async def unread(token: str) -> None:
        raise AssertionError("the database was read")

    with monkeypatch.context() as patched:
        patched.setattr(service.store, "watch_link", unread)
        board = await client.get(f"{path}/board.png?v={version}")
        assert board.status == 200 and (await board.read()).startswith(b"\x89PNG")
    await play(service, "/rajas watch revoke")
    assert (await next_event(stream))[0] == "gone"
    assert (await client.get(f"{path}/board.png?v={version}")).status == 410
    stream.close()


async def test_a_late_viewers_picture_needs_no_database_read(
        service: Service, client: TestClient[object, object],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A viewer whose picture is asked after the game moved on again gets the version it
    asked for while it is kept (for as long as any browser likes), else the current one
    (not to be kept under that address), from memory: a thousand late viewers' reads of the
    store would queue in front of the players' commands."""
    path = await a_watched_game(service)
    stream = await client.get(f"{path}/events")
    before = json.loads((await next_event(stream))[1])["version"]
    first = await (await client.get(f"{path}/board.png?v={before}")).read()
    await play(service, "/rajas answer 58")
    after = json.loads((await next_event(stream))[1])["version"]
    current = await (await client.get(f"{path}/board.png?v={after}")).read()
    assert current != first

    async def unread(*args: object) -> None:
        raise AssertionError("the database was read")

    with monkeypatch.context() as patched:
        patched.setattr(service.store, "watch_link", unread)
        patched.setattr(service.store, "watched", unread)
        late = await client.get(f"{path}/board.png?v={before}")
        assert late.status == 200 and await late.read() == first
        assert "max-age" in late.headers["Cache-Control"]
        never = await client.get(f"{path}/board.png?v=0.0")
        assert never.status == 200 and await never.read() == current
        assert never.headers["Cache-Control"] == "no-cache"
    stream.close()


async def test_behind_the_proxy_each_forwarded_address_has_its_own_budget(
        service: Service, client: TestClient[object, object]) -> None:
    """The test client is on loopback, as the compose file's proxy is on a private network:
    the address it forwarded for is the one counted (the last of X-Forwarded-For)."""
    url = "/watch/" + "z" * 32
    spoofed = {"X-Forwarded-For": "203.0.113.9, 198.51.100.1"}
    for _ in range(50):
        assert (await client.get(url, headers=spoofed)).status == 404
    assert (await client.get(url, headers=spoofed)).status == 429
    other = {"X-Forwarded-For": "203.0.113.9, 198.51.100.2"}
    assert (await client.get(url, headers=other)).status == 404


def test_a_public_peer_is_counted_whatever_it_claims() -> None:
    assert client_address("8.8.8.8", "10.0.0.1") == "8.8.8.8"
    assert client_address("10.0.0.5", "198.51.100.7") == "198.51.100.7"
    assert client_address("127.0.0.1", None) == "127.0.0.1"


# -- the event loop shared with the players' commands ----------------------------------------


async def turns_of_the_loop(done: list[int], total: int) -> list[int]:
    """How many of ``done`` each turn of the event loop added, until ``total``."""
    added, before = [], 0
    for _ in range(10 * total):
        await asyncio.sleep(0)
        if len(done) > before:
            added.append(len(done) - before)
            before = len(done)
        if before == total:
            break
    return added


async def test_requests_begin_a_turns_worth_at_a_time_in_their_order() -> None:
    turns, begun = Turns(50), []

    async def request(n: int) -> None:
        await turns.take()
        begun.append(n)

    tasks = [asyncio.create_task(request(n)) for n in range(120)]
    added = await turns_of_the_loop(begun, 120)
    assert added == [50, 50, 20] and begun == list(range(120))
    await asyncio.gather(*tasks)


async def test_a_steps_viewers_are_woken_a_slice_at_a_time() -> None:
    link, woken = Link("t" * 24, 1), []

    async def viewer(n: int) -> None:
        if await link.wait(link.changed, 60.0):
            woken.append(n)

    tasks = [asyncio.create_task(viewer(n)) for n in range(3 * WAKE_AT_ONCE)]
    await asyncio.sleep(0)
    link.tell()
    added = await turns_of_the_loop(woken, len(tasks))
    assert sum(added) == len(tasks) and max(added) <= WAKE_AT_ONCE
    await asyncio.gather(*tasks)
