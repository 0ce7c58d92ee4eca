"""Bot API calls with JSON bodies over aiohttp: python-telegram-bot's networking backend
(``BaseRequest``, the library's extension point for one) that sends a call's parameters as one
JSON document (``application/json``, which the Bot API takes for every method but uploads).

The library's own backend (``HTTPXRequest``) sends them as a form: each value JSON inside it,
then every byte of the form percent-encoded in Python, one dictionary lookup a byte (a turn's
message of 1.3 KB: ~0.6-0.8 million instructions more than as JSON). And httpx, pure Python
down to its HTTP parser, costs ~1.4 ms of CPU a call on loopback where aiohttp (a C parser,
already installed for discord.py) costs ~0.35 ms: with a getUpdates and a call or two an
update, the transport was more than half of what a player's message cost the bot (issue 14,
bench/telegram_cpu.py). Uploads (the board's picture, a transcript) go through the library's
backend as they are: rare, and its multipart form is the one Telegram is known to take.
"""

from __future__ import annotations

import asyncio
import functools
import json
import os
import ssl
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from telegram.error import NetworkError, TimedOut
from telegram.request import BaseRequest, HTTPXRequest, RequestData

if TYPE_CHECKING:
    import aiohttp

PLAIN_HEADERS = {"User-Agent": BaseRequest.USER_AGENT}
JSON_HEADERS = {**PLAIN_HEADERS, "Content-Type": "application/json"}


class JsonRequest(BaseRequest):
    """Like ``HTTPXRequest`` with its defaults (as ``ApplicationBuilder`` makes it for the bot's
    calls: HTTP/1.1, a pool of 256 connections, the same timeouts, certifi's certificates, a
    proxy from the environment), but a call without files goes as JSON, over aiohttp.

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
        self._routes: dict[str, _Route] = {}
        """How each origin called is reached (its proxy, its TLS certificates), worked out at
        its first call: aiohttp's ``trust_env`` looks the proxy up, and for a ``.netrc`` file,
        on a worker thread at every call, two hops of a thread a call (~0.1 ms of CPU)."""
        self._upload_options: dict[str, Any] = {
            "connection_pool_size": connection_pool_size, "read_timeout": read_timeout,
            "write_timeout": write_timeout, "connect_timeout": connect_timeout,
            "pool_timeout": pool_timeout, "media_write_timeout": media_write_timeout}
        self._uploads: HTTPXRequest | None = None
        """Made at the first upload: an HTTP client costs tens of milliseconds of CPU to make
        (its TLS certificates), at every start, and many processes never send a picture."""

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
        uploads, self._uploads = self._uploads, None
        if uploads is not None:
            await uploads.shutdown()

    async def do_request(self, url: str, method: str, request_data: RequestData | None = None,
                         read_timeout: Any = BaseRequest.DEFAULT_NONE,
                         write_timeout: Any = BaseRequest.DEFAULT_NONE,
                         connect_timeout: Any = BaseRequest.DEFAULT_NONE,
                         pool_timeout: Any = BaseRequest.DEFAULT_NONE) -> tuple[int, bytes]:
        session = self._session
        if session is None or session.closed:
            raise RuntimeError("This JsonRequest is not initialized!")
        if request_data is not None and request_data.contains_files:
            if self._uploads is None:
                self._uploads = HTTPXRequest(**self._upload_options)
                await self._uploads.initialize()
            return await self._uploads.do_request(url, method, request_data, read_timeout,
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
        end = url.find("/", url.find("//") + 2)
        origin = url if end < 0 else url[:end]
        route = self._routes.get(origin)
        if route is None:
            route = self._routes[origin] = await asyncio.to_thread(_Route.to, origin)
        # As HTTPXRequest turns httpx's errors into the library's.
        try:
            # Redirects not followed, as httpx does not: an answer of 3xx is the library's
            # NetworkError, where aiohttp would send the call again, a POST turned into a GET.
            async with session.request(
                    method, url, data=body, timeout=timeout, proxy=route.proxy,
                    proxy_auth=route.proxy_auth, ssl=route.ssl, allow_redirects=False,
                    headers=JSON_HEADERS if body is not None else PLAIN_HEADERS) as response:
                return response.status, await response.read()
        except TimeoutError as exc:  # aiohttp's timeouts are ClientErrors too
            raise TimedOut from exc
        except aiohttp.ClientError as exc:
            raise NetworkError(f"aiohttp.{exc.__class__.__name__}: {_untokened(exc, url)}"
                               ) from exc



@dataclass(frozen=True)
class _Route:
    """How calls to one origin go: through the proxy the environment names for it
    (``HTTPS_PROXY`` … ``NO_PROXY``, its credentials from the URL or ``.netrc``, as httpx and
    aiohttp's ``trust_env`` find it), over TLS with the certificates httpx would trust."""

    proxy: aiohttp.typedefs.StrOrURL | None
    proxy_auth: aiohttp.BasicAuth | None
    ssl: ssl.SSLContext | bool

    @classmethod
    def to(cls, origin: str) -> _Route:
        """Looked up on a worker thread: the environment, maybe a file, the certificates."""
        from aiohttp.helpers import get_env_proxy_for_url
        from yarl import URL

        url = URL(origin)
        try:
            proxy, auth = get_env_proxy_for_url(url)
        except LookupError:
            proxy, auth = None, None
        if url.scheme != "https":
            return cls(proxy, auth, True)
        # As httpx (trust_env): a bundle or folder of certificates the environment names
        # (a company's TLS-inspecting proxy, a local Bot API server's own authority), else
        # certifi's.
        return cls(proxy, auth, _certified(os.environ.get("SSL_CERT_FILE") or None,
                                           os.environ.get("SSL_CERT_DIR") or None))


@functools.cache
def _certified(cafile: str | None, capath: str | None) -> ssl.SSLContext:
    """One context for the process: loading the certificates takes ~40 ms of CPU."""
    if cafile is not None:
        return ssl.create_default_context(cafile=cafile)
    if capath is not None:
        return ssl.create_default_context(capath=capath)
    import certifi

    return ssl.create_default_context(cafile=certifi.where())


def _untokened(exc: aiohttp.ClientError, url: str) -> str:
    """The error's text without the call's URL, which holds the bot's token (aiohttp puts it
    in an unreadable answer's error, ``url=...``; httpx's texts have none)."""
    import aiohttp

    if isinstance(exc, aiohttp.ClientResponseError):
        return f"{exc.status}, message={exc.message!r}"
    return str(exc).replace(url, "<the call's URL>")
