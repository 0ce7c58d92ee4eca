"""The Bot API calls' bodies (bot/platforms/telegram/http.py): a call without files goes as one
JSON document, an upload as the library's multipart form, both to a server on loopback that
reads the request as Telegram would get it."""

from __future__ import annotations

import asyncio
import contextlib
import json
import ssl
import traceback
from pathlib import Path

import certifi
import pytest
from telegram import Bot, InputFile
from telegram.error import NetworkError, TimedOut

from bot.platforms.telegram.http import JsonRequest, _route

METHOD = "futureMethod"
"""Calls made with ``Bot.do_api_request`` under a name the library does not know (it warns
about its own): the body is the same for any method."""


class Recorder:
    """An HTTP/1.1 server answering every request ``{"ok": true, "result": true}``, keeping
    each request's headers and body."""

    def __init__(self) -> None:
        self.requests: list[tuple[dict[str, str], bytes]] = []
        self.lines: list[str] = []
        """Each request's first line (a proxy's has the whole URL)."""
        self.server: asyncio.Server | None = None
        self.writers: list[asyncio.StreamWriter] = []

    async def start(self) -> str:
        self.server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        port = self.server.sockets[0].getsockname()[1]
        return f"http://127.0.0.1:{port}/bot"

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.writers.append(writer)
        try:
            while True:
                head = (await reader.readuntil(b"\r\n\r\n")).decode("latin-1")
                self.lines.append(head.split("\r\n", 1)[0])
                headers = {k.strip().casefold(): v.strip() for k, _, v in
                           (line.partition(":") for line in head.split("\r\n")[1:] if line)}
                body = await reader.readexactly(int(headers.get("content-length", "0")))
                self.requests.append((headers, body))
                answer = b'{"ok": true, "result": true}'
                writer.write(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
                             b"Content-Length: %d\r\n\r\n" % len(answer) + answer)
                await writer.drain()
        except (asyncio.IncompleteReadError, ConnectionError):
            writer.close()

    async def close(self) -> None:
        assert self.server is not None
        self.server.close()
        # The server's own ends of the connections too (closing the server leaves them open).
        for writer in self.writers:
            writer.close()
            with contextlib.suppress(ConnectionError):
                await writer.wait_closed()
        await self.server.wait_closed()


def bot_at(base_url: str, request: JsonRequest) -> Bot:
    return Bot("123:abc", base_url=base_url, request=request)


PROXY_VARIABLES = ("HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "NO_PROXY")


@pytest.fixture
def no_proxy(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    """An environment that names no proxy (whatever the machine's has)."""
    for name in PROXY_VARIABLES:
        monkeypatch.delenv(name, raising=False)
        monkeypatch.delenv(name.lower(), raising=False)
    return monkeypatch


async def test_a_call_goes_as_json_and_an_upload_as_a_form(
        no_proxy: pytest.MonkeyPatch) -> None:
    """With no proxy named: a call straight to the server, as JSON over aiohttp."""
    recorder = Recorder()
    request = JsonRequest()
    bot = bot_at(await recorder.start(), request)
    await request.initialize()
    try:
        markup = {"inline_keyboard": [[{"callback_data": "a:1:2:3", "text": "⚀ 1"}]]}
        answer = await bot.do_api_request(METHOD, {
            "chat_id": 5, "text": "Raja «ok» — 1%+2&3", "reply_markup": markup,
            "disable_notification": True})
        assert answer is True
        headers, sent = recorder.requests[-1]
        assert headers["content-type"] == "application/json"
        assert json.loads(sent) == {"chat_id": 5, "text": "Raja «ok» — 1%+2&3",
                                    "reply_markup": markup, "disable_notification": True}

        await bot.do_api_request(METHOD, {
            "chat_id": 5, "photo": InputFile(b"\x89PNG picture", filename="board.png")})
        headers, sent = recorder.requests[-1]
        assert headers["content-type"].startswith("multipart/form-data")
        assert b"\x89PNG picture" in sent and b'filename="board.png"' in sent

        await bot.do_api_request(METHOD)  # no parameters (as getMe): an empty document
        headers, sent = recorder.requests[-1]
        assert headers["content-type"] == "application/json" and json.loads(sent) == {}
    finally:
        await request.shutdown()
        await recorder.close()


async def test_an_unreachable_server_is_a_network_error() -> None:
    recorder = Recorder()
    request = JsonRequest()
    bot = bot_at(await recorder.start(), request)
    await recorder.close()  # nobody listens there any more
    await request.initialize()
    try:
        try:
            await bot.do_api_request(METHOD, {"chat_id": 5, "text": "hi"})
        except NetworkError as exc:
            assert "aiohttp.ClientConnectorError" in str(exc)
        else:
            raise AssertionError("no error")
    finally:
        await request.shutdown()


async def test_an_answer_that_never_comes_is_a_timeout() -> None:
    """The read timeout (as the library passes it for a call) ends the wait as TimedOut, the
    error the library retries getUpdates on."""
    accepted = asyncio.Event()
    writers: list[asyncio.StreamWriter] = []

    async def never_answer(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        writers.append(writer)
        accepted.set()
        await reader.read()  # until the client gives up and closes
        writer.close()

    server = await asyncio.start_server(never_answer, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    request = JsonRequest()
    await request.initialize()
    try:
        try:
            await bot_at(f"http://127.0.0.1:{port}/bot", request).do_api_request(
                METHOD, {"chat_id": 5, "text": "hi"}, read_timeout=0.05)
        except TimedOut:
            assert accepted.is_set()
        else:
            raise AssertionError("no timeout")
    finally:
        await request.shutdown()
        server.close()
        for writer in writers:  # the server's end, maybe not told of the client's close yet
            writer.close()
            await writer.wait_closed()
        await server.wait_closed()


async def test_a_call_before_initialize_or_after_shutdown_is_refused() -> None:
    request = JsonRequest()
    for _ in range(2):
        try:
            await request.do_request("http://127.0.0.1:9/bot/getMe", "POST")
        except RuntimeError as exc:
            assert "not initialized" in str(exc)
        else:
            raise AssertionError("not refused")
        await request.initialize()
        await request.shutdown()


@pytest.mark.parametrize(("variable", "form"), [
    ("HTTP_PROXY", "http://{}"),
    ("http_proxy", "{}"),  # no scheme: httpx takes it as http://
    ("ALL_PROXY", "http://{}"),
])
async def test_a_proxy_from_the_environment_carries_the_calls(
        no_proxy: pytest.MonkeyPatch, variable: str, form: str) -> None:
    """Every proxy the library's users name as its backend (httpx) reads them carries the
    calls, with NO_PROXY's hosts reached directly: a bot behind a proxy reaches Telegram
    exactly as the library would."""
    proxy = Recorder()
    proxy_address = (await proxy.start()).removesuffix("/bot").removeprefix("http://")
    no_proxy.setenv(variable, form.format(proxy_address))
    request = JsonRequest()
    await request.initialize()
    try:
        # Nobody listens at telegram.invalid: only the proxy can answer.
        await bot_at("http://telegram.invalid/bot", request).do_api_request(METHOD, {"a": 1})
        assert proxy.lines[-1].startswith("POST http://telegram.invalid/bot123:abc/")
        no_proxy.setenv("NO_PROXY", "127.0.0.1")
        direct = Recorder()
        direct_request = JsonRequest()
        await direct_request.initialize()
        try:
            await bot_at(await direct.start(), direct_request).do_api_request(METHOD, {"a": 2})
            assert len(proxy.lines) == 1 and direct.lines[-1].startswith("POST /bot123:abc/")
        finally:
            await direct_request.shutdown()
            await direct.close()
    finally:
        await request.shutdown()
        await proxy.close()


async def test_a_timeout_carries_neither_the_token_nor_aiohttps_error() -> None:
    """A call waiting for the pool's one connection (held by a call that gets no answer)
    times out in aiohttp with the call's URL, the token in it, in its error: the library's
    TimedOut says what happened without it, and has no cause a traceback would print."""
    accepted = asyncio.Event()
    writers: list[asyncio.StreamWriter] = []

    async def never_answer(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        writers.append(writer)
        accepted.set()
        await reader.read()
        writer.close()

    server = await asyncio.start_server(never_answer, "127.0.0.1", 0)
    token = "123456789:AAsecret-token-0000000000000000000000"
    url = f"http://127.0.0.1:{server.sockets[0].getsockname()[1]}/bot{token}/getMe"
    request = JsonRequest(connection_pool_size=1, connect_timeout=0.05, pool_timeout=0.05)
    await request.initialize()
    holding = asyncio.create_task(request.do_request(url, "POST", read_timeout=None))
    try:
        await accepted.wait()
        with pytest.raises(TimedOut) as raised:
            await request.do_request(url, "POST")
        shown = "".join(traceback.format_exception(raised.value))
        assert "ConnectionTimeoutError" in shown and "secret-token" not in shown
        assert raised.value.__cause__ is None
    finally:
        holding.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await holding
        await request.shutdown()
        server.close()
        for writer in writers:
            writer.close()
            await writer.wait_closed()
        await server.wait_closed()


async def serve_once(answer: bytes) -> tuple[asyncio.Server, str]:
    """A server answering each request with ``answer`` as it is, then closing."""
    async def reply(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            await reader.readuntil(b"\r\n\r\n")
            writer.write(answer)
            await writer.drain()
        finally:
            writer.close()

    server = await asyncio.start_server(reply, "127.0.0.1", 0)
    return server, f"http://127.0.0.1:{server.sockets[0].getsockname()[1]}/bot"


async def test_an_unreadable_answer_is_a_network_error_without_the_token() -> None:
    """aiohttp's error for an answer it cannot parse quotes the call's URL, the bot's token
    in it: the library's error says what went wrong without it."""
    server, base_url = await serve_once(b"HTTP/1.1 2OO NOPE\r\n\r\n")
    request = JsonRequest()
    await request.initialize()
    try:
        with pytest.raises(NetworkError) as raised:
            await bot_at(base_url, request).do_api_request(METHOD, {"chat_id": 5})
        assert "ClientResponseError" in str(raised.value) and "Bad status line" in str(
            raised.value)
        assert "123:abc" not in str(raised.value)
    finally:
        await request.shutdown()
        server.close()
        await server.wait_closed()


async def test_a_redirect_is_answered_not_followed() -> None:
    """As the library's backend: a 3xx is the call's answer (an error), the call is not sent
    again elsewhere."""
    recorder = Recorder()
    elsewhere = await recorder.start()
    server, base_url = await serve_once(
        b"HTTP/1.1 302 Found\r\nLocation: " + elsewhere.encode() + b"/x\r\n"
        b"Content-Length: 0\r\n\r\n")
    request = JsonRequest()
    await request.initialize()
    try:
        with pytest.raises(NetworkError, match=r"Found \(302\)"):
            await bot_at(base_url, request).do_api_request(METHOD, {"chat_id": 5})
        assert recorder.requests == []
    finally:
        await request.shutdown()
        await recorder.close()
        server.close()
        await server.wait_closed()


def test_https_trusts_the_certificates_the_environment_names(
        tmp_path: Path, no_proxy: pytest.MonkeyPatch) -> None:
    """As httpx (the library's backend, which uploads take): SSL_CERT_FILE's authorities
    instead of certifi's (a TLS-inspecting proxy's, a local Bot API server's)."""
    bundle = Path(certifi.where()).read_text()
    end = "-----END CERTIFICATE-----"
    one = bundle[bundle.index("-----BEGIN CERTIFICATE-----"):bundle.index(end) + len(end)]
    (tmp_path / "ca.pem").write_text(one + "\n")
    no_proxy.setenv("SSL_CERT_FILE", str(tmp_path / "ca.pem"))
    context = _route("https://api.telegram.invalid")
    assert isinstance(context, ssl.SSLContext)
    assert context.get_ca_certs(binary_form=True) == [ssl.PEM_cert_to_DER_cert(one)]
    no_proxy.delenv("SSL_CERT_FILE")
    no_proxy.delenv("SSL_CERT_DIR", raising=False)
    context = _route("https://api.telegram.invalid")
    assert isinstance(context, ssl.SSLContext) and len(context.get_ca_certs()) > 1
    assert _route("http://api.telegram.invalid") is True  # no TLS, no certificates
