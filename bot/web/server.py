"""The live pages' server, started by ``python -m bot`` beside the platforms when
SOLOIST_WEB_URL is set, and always at the console (on 127.0.0.1, its link printed); with
Telegram's token set, the Telegram Mini App's pages too."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

import structlog
from aiohttp import web

from bot.service.service import Service
from bot.settings import Settings
from bot.web.app import BURST, RATE, make_app
from bot.web.feed import POLL_INTERVAL
from bot.web.miniapp import MiniApp, install

log = structlog.get_logger("soloist.web")

DEFAULT_PORT = 8088
SHUTDOWN_GRACE = 2.0
"""Seconds a stopping server waits for requests in flight: the viewers' streams end at once
(their pages reconnect), and a picture being drawn takes milliseconds."""


@dataclass
class WebServer:
    runner: web.AppRunner
    url: str
    """Where it answers, as this machine reaches it (``http://127.0.0.1:<port>``)."""

    async def close(self) -> None:
        await self.runner.cleanup()


async def start_web(service: Service, host: str, port: int,
                    telegram_token: str | None = None, poll_interval: float = POLL_INTERVAL,
                    rate: float = RATE, burst: int = BURST) -> WebServer:
    """The server on ``host``:``port`` (0: a free port), serving ``service``'s games; with
    the bot's ``telegram_token``, the Telegram Mini App's pages too (it signs their
    launches). The watched games are looked at every ``poll_interval`` seconds, and each
    address may make ``rate`` requests a second (``burst`` at once)."""
    app = make_app(service, poll_interval, rate=rate, burst=burst)
    if telegram_token:
        install(app, MiniApp(telegram_token))
    runner = web.AppRunner(app, access_log=None, shutdown_timeout=SHUTDOWN_GRACE)
    await runner.setup()
    site = web.TCPSite(runner, host, port)
    await site.start()
    server = site._server
    sockets = getattr(server, "sockets", None) or []
    bound = sockets[0].getsockname()[1] if sockets else port
    shown = "127.0.0.1" if host in ("0.0.0.0", "") else host
    return WebServer(runner, f"http://{shown}:{bound}")


def miniapp_token(settings: Settings) -> str | None:
    """The bot's Telegram token, which signs the Mini App's launches, when the bot has a Mini
    App (SOLOIST_TELEGRAM_MINIAPP); None: no Mini App, and no frame may show the pages."""
    return settings.telegram_token if settings.telegram_miniapp else None


async def run_web(service: Service, settings: Settings) -> None:
    """Serve the live pages until cancelled; `/<game> watch` gives links under
    SOLOIST_WEB_URL."""
    port = settings.web_port or DEFAULT_PORT
    server = await start_web(service, settings.web_listen, port, miniapp_token(settings))
    service.watching.base_url = settings.web_url
    log.info("live pages", listen=settings.web_listen, port=port, url=settings.web_url)
    try:
        await asyncio.Event().wait()
    finally:
        service.watching.base_url = None
        await server.close()
