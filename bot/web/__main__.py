"""Serve the live pages in a process of their own: `python -m bot.web`, with the bot's
settings (SOLOIST_WEB_URL, SOLOIST_WEB_LISTEN, SOLOIST_WEB_PORT, the database) beside a bot
started with SOLOIST_WEB_APART=on. Both read the one database: the pages' feed sees the bot's
steps there, and the bot's process spends nothing on the viewers."""

from __future__ import annotations

import asyncio
import contextlib
import signal
import sys

import structlog

from bot.ops.logs import configure_logging
from bot.service.service import Service
from bot.settings import Settings, SettingsError
from bot.store import Store, StoreError
from bot.web.server import run_web
from bot.words.i18n import Catalog

log = structlog.get_logger("soloist.web")


async def serve(settings: Settings) -> None:
    """The pages until SIGTERM or Ctrl-C."""
    main = asyncio.current_task()
    if main is not None:
        with contextlib.suppress(NotImplementedError):  # not on Windows
            asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, main.cancel)
    store = await Store.open(settings.database_url or settings.db_path,
                             pool=settings.database_pool)
    try:
        service = Service(store, Catalog.load(), default_language=settings.language,
                          idle_days=settings.idle_days, pictures=settings.pictures)
        await run_web(service, settings)
    finally:
        await store.close()


def main() -> int:
    try:
        settings = Settings.from_env()
    except SettingsError as exc:
        print(f"soloist: {exc}", file=sys.stderr)
        return 2
    if settings.web_url is None:
        print("soloist: SOLOIST_WEB_URL is not set: the pages have no address to give",
              file=sys.stderr)
        return 2
    configure_logging(settings)
    try:
        asyncio.run(serve(settings))
    except StoreError as exc:
        print(f"soloist: {exc}", file=sys.stderr)
        return 1
    except (KeyboardInterrupt, asyncio.CancelledError):
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
