"""Bot API calls with JSON bodies over aiohttp: python-telegram-bot's networking backend
(``BaseRequest``) that sends a call's parameters as one JSON document; uploads and a process
behind a proxy go through the library's own backend. Why: docs/platforms.md."""

from __future__ import annotations

import asyncio
import functools
import json
import os
import re
import ssl
import urllib.request
from typing import TYPE_CHECKING, Any

from telegram.error import NetworkError, TimedOut
from telegram.request import BaseRequest, HTTPXRequest, RequestData

if TYPE_CHECKING:
    import aiohttp

PLAIN_HEADERS = {"User-Agent": BaseRequest.USER_AGENT}
JSON_HEADERS = {**PLAIN_HEADERS, "Content-Type": "application/json"}


class JsonRequest(BaseRequest):
    """Like ``HTTPXRequest`` with its defaults (as ``ApplicationBuilder`` makes it for the bot's
    calls: HTTP/1.1, a pool of 256 connections, the same timeouts, certifi's certificates),
    but a call without files goes as JSON, over aiohttp (through a proxy, as the library
    sends it).

    aiohttp has no write timeout: a body is a few kilobytes, written at once into the socket's
    buffer, and the read timeout covers the wait for the answer after it. Its connect timeout
    includes the wait for a free connection of the pool, so that is ``pool + connect``."""

    def __init__(self, connection_pool_size: int = 256, read_timeout: float | None = 5.0,
                 write_timeout: float | None = 5.0, connect_timeout: float | None = 5.0,
                 pool_timeout: float | None = 1.0, media_write_timeout: float | None = 20.0
                 ) -> None:
        self._pool_size = connection_pool_size
        self._read = read_timeout
        self._connect = connect_timeout
        self._pool = pool_timeout
        self._session: aiohttp.ClientSession | None = None
        """Made by ``initialize``, on the event loop (aiohttp's session belongs to one)."""
        self._routes: dict[str, ssl.SSLContext | bool | None] = {}
        """How each origin called is reached, worked out at its first call (see ``_route``):
        the TLS context of its calls over aiohttp, or None when they go through the library's
        backend (a proxy)."""
        self._library_options: dict[str, Any] = {
            "connection_pool_size": connection_pool_size, "read_timeout": read_timeout,
            "write_timeout": write_timeout, "connect_timeout": connect_timeout,
            "pool_timeout": pool_timeout, "media_write_timeout": media_write_timeout}
        self._library: HTTPXRequest | None = None
        """The library's own backend, for uploads and calls through a proxy; made at its first
        call: an HTTP client costs tens of milliseconds of CPU to make (its TLS certificates),
        at every start, and many processes never send a picture."""

    @property
    def read_timeout(self) -> float | None:
        return self._read

    async def initialize(self) -> None:
        if self._session is None or self._session.closed:
            # Here, not at import: aiohttp takes ~0.2 s to import, which start-up to ready
            # (bench/startup.py) need not wait for, nor a process that never polls Telegram.
            import aiohttp

            self._session = aiohttp.ClientSession(
                connector=aiohttp.TCPConnector(limit=self._pool_size),
                cookie_jar=aiohttp.DummyCookieJar(),
                timeout=aiohttp.ClientTimeout(total=None))

    async def shutdown(self) -> None:
        session, self._session = self._session, None
        if session is not None and not session.closed:
            await session.close()
        library, self._library = self._library, None
        if library is not None:
            await library.shutdown()

    async def do_request(self, url: str, method: str, request_data: RequestData | None = None,
                         read_timeout: Any = BaseRequest.DEFAULT_NONE,
                         write_timeout: Any = BaseRequest.DEFAULT_NONE,
                         connect_timeout: Any = BaseRequest.DEFAULT_NONE,
                         pool_timeout: Any = BaseRequest.DEFAULT_NONE) -> tuple[int, bytes]:
        session = self._session
        if session is None or session.closed:
            raise RuntimeError("This JsonRequest is not initialized!")
        end = url.find("/", url.find("//") + 2)
        origin = url if end < 0 else url[:end]
        try:
            route = self._routes[origin]
        except KeyError:
            route = self._routes[origin] = await asyncio.to_thread(_route, origin)
        if route is None or (request_data is not None and request_data.contains_files):
            library = self._library
            if library is None:
                library = self._library = HTTPXRequest(**self._library_options)
                await library.initialize()
            return await library.do_request(url, method, request_data, read_timeout,
                                            write_timeout, connect_timeout, pool_timeout)
        import aiohttp  # imported by ``initialize`` already: a lookup

        read = self._read if read_timeout is BaseRequest.DEFAULT_NONE else read_timeout
        connect = self._connect if connect_timeout is BaseRequest.DEFAULT_NONE \
            else connect_timeout
        pool = self._pool if pool_timeout is BaseRequest.DEFAULT_NONE else pool_timeout
        timeout = aiohttp.ClientTimeout(
            total=None, sock_read=read, sock_connect=connect,
            connect=None if connect is None or pool is None else connect + pool)
        body = json.dumps(request_data.parameters).encode() if request_data is not None else None
        # As HTTPXRequest turns httpx's errors into the library's; without aiohttp's error as
        # their cause, whose text often quotes the call's URL (the bot's token in it), which
        # any traceback of the library's error would print.
        try:
            # Redirects not followed, as httpx does not: an answer of 3xx is the library's
            # NetworkError, where aiohttp would send the call again, a POST turned into a GET.
            async with session.request(
                    method, url, data=body, timeout=timeout, ssl=route,
                    allow_redirects=False,
                    headers=JSON_HEADERS if body is not None else PLAIN_HEADERS) as response:
                return response.status, await response.read()
        except TimeoutError as exc:  # aiohttp's timeouts are ClientErrors too
            failure: NetworkError = TimedOut(f"Timed out: {_described(exc)}")
        except aiohttp.ClientError as exc:
            failure = NetworkError(_described(exc))
        raise failure from None


def _route(origin: str) -> ssl.SSLContext | bool | None:
    """How calls to ``origin`` go, worked out once on a worker thread (the environment, maybe
    a file of certificates): None, through the library's backend, when the environment names
    any proxy (``HTTP_PROXY``, ``HTTPS_PROXY``, ``ALL_PROXY``, any case, as httpx and urllib
    read them, ``NO_PROXY`` left to httpx); else over aiohttp, with TLS trusting the
    certificates httpx would (True for plain http)."""
    proxies = urllib.request.getproxies_environment()
    if any(proxies.get(scheme) for scheme in ("http", "https", "all")):
        return None
    if not origin.startswith("https:"):
        return True
    # As httpx (trust_env): a bundle or folder of certificates the environment names (a
    # company's TLS-inspecting proxy, a local Bot API server's own authority), else certifi's.
    return _certified(os.environ.get("SSL_CERT_FILE") or None,
                      os.environ.get("SSL_CERT_DIR") or None)


@functools.cache
def _certified(cafile: str | None, capath: str | None) -> ssl.SSLContext:
    """One context for the process: loading the certificates takes ~40 ms of CPU."""
    if cafile is not None:
        return ssl.create_default_context(cafile=cafile)
    if capath is not None:
        return ssl.create_default_context(capath=capath)
    import certifi

    return ssl.create_default_context(cafile=certifi.where())


_TOKEN_IN_URL = re.compile(r"/bot[^/\s'\"]*")
"""Where a Bot API call's URL holds the token, however aiohttp quoted or normalised it."""


def _described(exc: Exception) -> str:
    """aiohttp's error, by its class and text, without the bot's token: aiohttp quotes the
    call's URL, the token in it, in an unreadable answer's error (``url=...``) and in a
    connection's timeout; httpx's texts have none."""
    import aiohttp

    if isinstance(exc, aiohttp.ClientResponseError):
        text = f"{exc.status}, message={exc.message!r}"
    else:
        text = _TOKEN_IN_URL.sub("/bot<token>", str(exc))
    return f"aiohttp.{exc.__class__.__name__}: {text}"
