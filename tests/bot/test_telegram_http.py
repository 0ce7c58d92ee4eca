"""The Bot API calls' bodies (bot/adapters/telegram_http.py): a call without files goes as one
JSON document, an upload as the library's multipart form, both to a server on loopback that
reads the request as Telegram would get it."""

from __future__ import annotations

import asyncio
import json

from telegram import Bot, InputFile
from telegram.error import NetworkError

from bot.adapters.telegram_http import JsonRequest

METHOD = "futureMethod"
"""Calls made with ``Bot.do_api_request`` under a name the library does not know (it warns
about its own): the body is the same for any method."""


class Recorder:
    """An HTTP/1.1 server answering every request ``{"ok": true, "result": true}``, keeping
    each request's headers and body."""

    def __init__(self) -> None:
        self.requests: list[tuple[dict[str, str], bytes]] = []
        self.server: asyncio.Server | None = None

    async def start(self) -> str:
        self.server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        port = self.server.sockets[0].getsockname()[1]
        return f"http://127.0.0.1:{port}/bot"

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            while True:
                head = (await reader.readuntil(b"\r\n\r\n")).decode("latin-1")
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
        await self.server.wait_closed()


def bot_at(base_url: str, request: JsonRequest) -> Bot:
    return Bot("123:abc", base_url=base_url, request=request)


async def test_a_call_goes_as_json_and_an_upload_as_a_form() -> None:
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
            assert "httpx.ConnectError" in str(exc)
        else:
            raise AssertionError("no error")
    finally:
        await request.shutdown()
