"""Bot API calls with JSON bodies: python-telegram-bot's networking backend (``BaseRequest``,
the library's extension point for one) that sends a call's parameters as one JSON document
(``application/json``, which the Bot API takes for every method but uploads).

The library's own backend (``HTTPXRequest``) sends them as a form: each value JSON inside it,
then every byte of the form percent-encoded in Python, one dictionary lookup a byte. A turn's
message of 1.3 KB costs ~0.6-0.8 million instructions more that way than as JSON, a call as
cheap as a short one otherwise: ~5 % of a player's message (issue 14, bench/telegram_cpu.py).
Uploads (the board's picture, a transcript) go through the library's backend as they are.
"""

from __future__ import annotations

import json
from typing import Any

import httpx
from telegram.error import NetworkError, TimedOut
from telegram.request import BaseRequest, HTTPXRequest, RequestData

PLAIN_HEADERS = {"User-Agent": BaseRequest.USER_AGENT}
JSON_HEADERS = {**PLAIN_HEADERS, "Content-Type": "application/json"}


class JsonRequest(BaseRequest):
    """Like ``HTTPXRequest`` with its defaults (as ``ApplicationBuilder`` makes it for the bot's
    calls: HTTP/1.1, a pool of 256 connections, the same timeouts, a proxy from the
    environment as httpx finds it), but a call without files goes as JSON."""

    def __init__(self, connection_pool_size: int = 256, read_timeout: float | None = 5.0,
                 write_timeout: float | None = 5.0, connect_timeout: float | None = 5.0,
                 pool_timeout: float | None = 1.0, media_write_timeout: float | None = 20.0
                 ) -> None:
        self._timeout = httpx.Timeout(connect=connect_timeout, read=read_timeout,
                                      write=write_timeout, pool=pool_timeout)
        self._limits = httpx.Limits(max_connections=connection_pool_size)
        self._client = self._build_client()
        self._upload_options: dict[str, Any] = {
            "connection_pool_size": connection_pool_size, "read_timeout": read_timeout,
            "write_timeout": write_timeout, "connect_timeout": connect_timeout,
            "pool_timeout": pool_timeout, "media_write_timeout": media_write_timeout}
        self._uploads: HTTPXRequest | None = None
        """Made at the first upload: an HTTP client costs tens of milliseconds of CPU to make
        (its TLS certificates), at every start, and many processes never send a picture."""

    def _build_client(self) -> httpx.AsyncClient:
        return httpx.AsyncClient(timeout=self._timeout, limits=self._limits, http1=True,
                                 http2=False)

    @property
    def read_timeout(self) -> float | None:
        return self._timeout.read

    async def initialize(self) -> None:
        if self._client.is_closed:
            self._client = self._build_client()

    async def shutdown(self) -> None:
        if not self._client.is_closed:
            await self._client.aclose()
        uploads, self._uploads = self._uploads, None
        if uploads is not None:
            await uploads.shutdown()

    async def do_request(self, url: str, method: str, request_data: RequestData | None = None,
                         read_timeout: Any = BaseRequest.DEFAULT_NONE,
                         write_timeout: Any = BaseRequest.DEFAULT_NONE,
                         connect_timeout: Any = BaseRequest.DEFAULT_NONE,
                         pool_timeout: Any = BaseRequest.DEFAULT_NONE) -> tuple[int, bytes]:
        if self._client.is_closed:
            raise RuntimeError("This JsonRequest is not initialized!")
        if request_data is not None and request_data.contains_files:
            if self._uploads is None:
                self._uploads = HTTPXRequest(**self._upload_options)
                await self._uploads.initialize()
            return await self._uploads.do_request(url, method, request_data, read_timeout,
                                                  write_timeout, connect_timeout, pool_timeout)
        default = self._timeout
        timeout = httpx.Timeout(
            connect=default.connect if connect_timeout is BaseRequest.DEFAULT_NONE
            else connect_timeout,
            read=default.read if read_timeout is BaseRequest.DEFAULT_NONE else read_timeout,
            write=default.write if write_timeout is BaseRequest.DEFAULT_NONE else write_timeout,
            pool=default.pool if pool_timeout is BaseRequest.DEFAULT_NONE else pool_timeout)
        body = json.dumps(request_data.parameters).encode() if request_data is not None else None
        # As HTTPXRequest turns httpx's errors into the library's.
        try:
            response = await self._client.request(
                method, url, headers=JSON_HEADERS if body is not None else PLAIN_HEADERS,
                content=body, timeout=timeout)
        except httpx.TimeoutException as exc:
            if isinstance(exc, httpx.PoolTimeout):
                raise TimedOut(
                    message="Pool timeout: All connections in the connection pool are occupied."
                            " Request was *not* sent to Telegram.") from exc
            raise TimedOut from exc
        except httpx.HTTPError as exc:
            raise NetworkError(f"httpx.{exc.__class__.__name__}: {exc}") from exc
        return response.status_code, response.content
