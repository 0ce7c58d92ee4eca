"""Start Soloist: `python -m bot`. With TELEGRAM_TOKEN and/or DISCORD_TOKEN set, the bot on
those platforms (both at once if both are set); with neither, the console table."""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import signal
import sys
from collections.abc import Callable, Coroutine
from typing import Any

import structlog

from bot.adapters.console import run_console
from bot.i18n import Catalog
from bot.instance import single_instance
from bot.logs import configure_logging
from bot.service import Service
from bot.settings import Settings, SettingsError
from bot.store import Store, StoreError

log = structlog.get_logger("soloist")

Runner = Callable[[Service, Catalog, Settings], Coroutine[Any, Any, None]]


def _runner(platform: str) -> Runner:
    # Imported only when configured: the console table needs neither platform's library.
    if platform == "telegram":
        from bot.adapters.telegram import run_telegram

        return run_telegram
    from bot.adapters.discord import run_discord

    return run_discord


async def _serve(settings: Settings) -> None:
    with single_instance(settings.db_path):
        await _serve_alone(settings)


async def _serve_alone(settings: Settings) -> None:
    catalog = Catalog.load()
    store = await Store.open(settings.db_path)
    try:
        service = Service(store, catalog, default_language=settings.language)
        if not settings.platforms:
            await run_console(service, catalog, str(settings.db_path))
            return
        log.info("starting", platforms=list(settings.platforms), db=str(settings.db_path))
        _stop_on_sigterm()
        try:
            async with asyncio.TaskGroup() as group:
                for platform in settings.platforms:
                    group.create_task(_runner(platform)(service, catalog, settings))
        except BaseExceptionGroup as failed:
            # One platform failed and the others were stopped: report the failure itself.
            raise _first(failed) from None
    finally:
        await store.close()
        log.info("stopped")


def _first(group: BaseExceptionGroup[BaseException]) -> BaseException:
    first = group.exceptions[0]
    return _first(first) if isinstance(first, BaseExceptionGroup) else first


def _stop_on_sigterm() -> None:
    """A service manager stops the bot with SIGTERM: end as Ctrl-C does, letting the adapters
    close their connections and the store its database."""
    main = asyncio.current_task()
    if main is None:
        return
    with contextlib.suppress(NotImplementedError):  # not on Windows
        asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, main.cancel)


def main() -> int:
    try:
        settings = Settings.from_env()
    except SettingsError as exc:
        print(f"soloist: {exc}", file=sys.stderr)
        return 2
    if settings.log_file is None and not settings.platforms:
        # The console table owns the terminal: logs would interleave with the game.
        settings = dataclasses.replace(settings, log_file=settings.db_path.parent / "soloist.log")
    configure_logging(settings)
    try:
        asyncio.run(_serve(settings))
    except SettingsError as exc:  # a platform refused its token
        print(f"soloist: {exc}", file=sys.stderr)
        return 2
    except StoreError as exc:
        print(f"soloist: {exc}", file=sys.stderr)
        return 1
    except (KeyboardInterrupt, asyncio.CancelledError):
        return 0 if settings.platforms else 130
    return 0


if __name__ == "__main__":
    sys.exit(main())
