"""Start Soloist: `python -m bot`. With no platform token configured, the console table."""

from __future__ import annotations

import asyncio
import dataclasses
import sys

from bot.adapters.console import run_console
from bot.i18n import Catalog
from bot.logs import configure_logging
from bot.service import Service
from bot.settings import Settings, SettingsError
from bot.store import Store, StoreError


async def _serve(settings: Settings) -> None:
    catalog = Catalog.load()
    store = await Store.open(settings.db_path)
    try:
        service = Service(store, catalog, default_language=settings.language)
        await run_console(service, catalog, str(settings.db_path))
    finally:
        await store.close()


def main() -> int:
    try:
        settings = Settings.from_env()
    except SettingsError as exc:
        print(f"soloist: {exc}", file=sys.stderr)
        return 2
    if settings.log_file is None:
        # The console table owns the terminal: logs would interleave with the game.
        settings = dataclasses.replace(settings, log_file=settings.db_path.parent / "soloist.log")
    configure_logging(settings)
    try:
        asyncio.run(_serve(settings))
    except StoreError as exc:
        print(f"soloist: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    return 0


if __name__ == "__main__":
    sys.exit(main())
