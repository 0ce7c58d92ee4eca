"""Start Soloist: `python -m bot`. With TELEGRAM_TOKEN and/or DISCORD_TOKEN set, the bot on
those platforms (both at once if both are set); with neither, the console table.

`python -m bot migrate` brings the database (SOLOIST_DATABASE_URL, or the SQLite file
SOLOIST_DB) up to this code's tables and exits; `python -m bot copy-to postgresql://…` copies
the SQLite database into an empty PostgreSQL one (bot/ops/admin.py)."""

from __future__ import annotations

import gc

if __name__ == "__main__":
    # `python -m bot`: the cyclic garbage collector waits until the bot is ready, when what
    # start-up made is frozen out of its walks (_collect_from_now); why:
    # docs/internals.md#the-garbage-collector.
    gc.disable()

import asyncio
import contextlib
import dataclasses
import signal
import sys
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any

import structlog

from bot.ops import collector, systemd
from bot.ops.instance import single_instance
from bot.ops.logs import configure_logging
from bot.ops.maintenance import maintain
from bot.service.results import fill_missing_results
from bot.service.service import Service
from bot.settings import Settings, SettingsError
from bot.store import Store, StoreError
from bot.store.database import is_postgres, shown
from bot.words.i18n import Catalog

if TYPE_CHECKING:
    from bot.web.server import WebServer

log = structlog.get_logger("soloist")

_PAUSED = __name__ == "__main__"
"""Whether this process paused the collector at start-up (above)."""

Runner = Callable[[Service, Catalog, Settings], Coroutine[Any, Any, None]]


def _runner(platform: str) -> Runner:
    # Imported only when configured: the console table needs neither platform's library.
    if platform == "telegram":
        from bot.platforms.telegram.adapter import run_telegram

        return run_telegram
    from bot.platforms.discord.adapter import run_discord

    return run_discord


USAGE = ("usage: python -m bot [migrate | copy-to postgresql://user:password@host/database]"
         "\n  (no argument: serve, as the settings say)")


async def _serve(settings: Settings) -> None:
    if settings.database_url is not None:  # shared by as many processes as point at it
        await _serve_alone(settings)
        return
    with single_instance(settings.db_path):
        await _serve_alone(settings)


async def _serve_alone(settings: Settings) -> None:
    catalog = Catalog.load()
    where = settings.database_url or settings.db_path
    store = await Store.open(where, pool=settings.database_pool)
    try:
        service = Service(store, catalog, default_language=settings.language,
                          idle_days=settings.idle_days, pictures=settings.pictures)
        if not settings.platforms:
            # Imported only here: a bot serving platforms never needs the console table.
            from bot.platforms.console.table import run_console

            _collect_from_now()
            await _fill_results(service)
            pages = await _console_pages(service, settings)
            try:
                await run_console(service, catalog, str(settings.db_path), saved_in=shown(where))
            finally:
                if pages is not None:
                    await pages.close()
            return
        log.info("starting", platforms=list(settings.platforms), db=shown(where))
        _stop_on_sigterm()
        await _serve_platforms(service, catalog, settings)
    finally:
        await store.close()
        log.info("stopped")


async def _serve_platforms(service: Service, catalog: Catalog, settings: Settings) -> None:
    """Every configured platform, each on its own: one that fails (a refused token, a bug) is
    logged and the others go on serving. When none is left, the failure is raised (a
    refused token before anything else: it ends with exit code 2, which systemd does not
    restart). Cancelled (SIGTERM), each platform finishes what it has in flight."""
    platforms = {asyncio.create_task(_runner(name)(service, catalog, settings), name=name): name
                 for name in settings.platforms}
    _collect_from_now()  # the platforms' adapters imported: start-up is over
    helpers = [asyncio.create_task(maintain(service.store, settings)),
               asyncio.create_task(_fill_results(service))]
    if settings.web_url is not None and settings.web_apart:
        service.watching.base_url = settings.web_url  # served by `python -m bot.web`
    elif settings.web_url is not None:
        helpers.append(asyncio.create_task(_serve_pages(service, settings)))
    interval = systemd.watchdog_interval()
    if interval is not None:
        helpers.append(asyncio.create_task(systemd.keep_alive(service.store.ping, interval)))
    systemd.notify("READY=1")
    failures: list[BaseException] = []
    try:
        running = set(platforms)
        while running:
            done, running = await asyncio.wait(running, return_when=asyncio.FIRST_COMPLETED)
            for task in done:
                failure = task.exception()
                if failure is not None:
                    failures.append(failure)
                    _log_failure(platforms[task], failure, bool(running))
    finally:
        systemd.notify("STOPPING=1")
        for task in [*platforms, *helpers]:
            task.cancel()
        await asyncio.gather(*platforms, *helpers, return_exceptions=True)
    if failures:
        raise next((f for f in failures if not isinstance(f, SettingsError)), failures[0])


async def _serve_pages(service: Service, settings: Settings) -> None:
    """The live pages beside the platforms (SOLOIST_WEB_URL set); a failure (the port taken)
    is logged and the platforms go on, `/<game> watch` saying the pages are off."""
    from bot.web.server import run_web  # aiohttp.web: only when the pages are on

    try:
        await run_web(service, settings)
    except Exception:
        log.exception("live pages not served", port=settings.web_port)


async def _console_pages(service: Service, settings: Settings) -> WebServer | None:
    """The live pages at the console, on 127.0.0.1 (SOLOIST_WEB_PORT, else a free port):
    `/<game> watch` prints a link this machine opens. None when the port is taken."""
    from bot.web.server import start_web

    try:
        pages = await start_web(service, "127.0.0.1", settings.web_port or 0)
    except OSError:
        log.exception("live pages not served", port=settings.web_port)
        return None
    service.watching.base_url = pages.url
    return pages


async def _fill_results(service: Service) -> None:
    """The results of games that ended before results were kept, filled in once: beside the
    platforms (a batch at a time), so a big database starts serving at once; a failure is
    logged and the bot goes on (the next start tries again)."""
    try:
        await fill_missing_results(service.store, service.games)
    except Exception:
        log.exception("results not filled in")


def _collect_from_now() -> None:
    """Ready, if ``python -m bot`` paused the collector: what start-up made is frozen
    (``gc.freeze``: the collector never walks it again, which also spares each later full
    collection ~30 ms) and collecting resumes as a serving bot's (bot/ops/collector.py). The
    ~1,000 objects of start-up's own garbage stay frozen too (under 1 MB: less than
    collecting them would cost)."""
    if _PAUSED and not gc.isenabled():
        collector.serve()


def _log_failure(platform: str, failure: BaseException, others: bool) -> None:
    what = "platform failed; the others go on serving" if others else "platform failed"
    if isinstance(failure, SettingsError):  # its message says it all; no traceback
        log.error(what, platform=platform, error=str(failure))
    else:
        log.error(what, platform=platform, error=repr(failure),
                  exc_info=(type(failure), failure, failure.__traceback__))


def _stop_on_sigterm() -> None:
    """A service manager stops the bot with SIGTERM: end as Ctrl-C does, letting the adapters
    close their connections and the store its database."""
    main = asyncio.current_task()
    if main is None:
        return
    with contextlib.suppress(NotImplementedError):  # not on Windows
        asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, main.cancel)


def main(arguments: list[str] | None = None) -> int:
    arguments = sys.argv[1:] if arguments is None else arguments
    try:
        settings = Settings.from_env()
    except SettingsError as exc:
        print(f"soloist: {exc}", file=sys.stderr)
        return 2
    if arguments:
        return _administer(settings, arguments)
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


def _administer(settings: Settings, arguments: list[str]) -> int:
    """``migrate`` or ``copy-to URL``: what it did on stdout, a failure on stderr."""
    _collect_from_now()
    from bot.ops import admin  # asyncpg, which serving SQLite never needs

    try:
        if arguments == ["migrate"]:
            where = settings.database_url or settings.db_path
            version = asyncio.run(admin.migrate(where))
            print(f"soloist: {shown(where)} is at schema version {version}")
            return 0
        if len(arguments) == 2 and arguments[0] == "copy-to":
            if not is_postgres(arguments[1]):
                print("soloist: copy-to takes a PostgreSQL URL, postgresql://…", file=sys.stderr)
                return 2
            copied = asyncio.run(admin.copy_to(settings.db_path, arguments[1]))
            counts = ", ".join(f"{table} {count}" for table, count in copied.rows.items())
            print(f"soloist: copied {settings.db_path} into {shown(arguments[1])}:"
                  f" {counts}")
            return 0
    except StoreError as exc:
        print(f"soloist: {exc}", file=sys.stderr)
        return 1
    print(USAGE, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
