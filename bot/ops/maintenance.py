"""Keeping the data while the bot serves: a backup of the database a day, each kept
``SOLOIST_BACKUP_DAYS`` days, and finished games deleted after ``SOLOIST_PRUNE_DAYS``.

A backup is SQLite's ``VACUUM INTO``: a consistent, compact copy taken while the bot goes on,
written under a temporary name and renamed when whole, so a crash mid-copy never leaves a
backup that looks good and is not."""

from __future__ import annotations

import asyncio
import contextlib
import re
from collections.abc import Callable
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import structlog

from bot.settings import Settings
from bot.store import Store

log = structlog.get_logger("soloist.maintenance")

EVERY = 3600.0
"""Seconds between two looks at what is due (a backup is made once a day)."""
PARTIAL = ".partial"
_NAME = re.compile(r"soloist-(\d{4})-(\d{2})-(\d{2})\.sqlite3")


def backup_name(day: date) -> str:
    return f"soloist-{day:%Y-%m-%d}.sqlite3"


async def back_up(store: Store, folder: Path, keep_days: int, now: datetime) -> Path | None:
    """Today's backup (UTC) if there is none yet, and the backups older than ``keep_days``
    days deleted. The new backup's path, or None when today's was there."""
    folder.mkdir(parents=True, exist_ok=True)
    today = now.astimezone(UTC).date()
    for stale in folder.glob(f"*{PARTIAL}"):  # a copy a crash cut short
        stale.unlink(missing_ok=True)
    target = folder / backup_name(today)
    made = None
    if not target.exists():
        partial = target.with_name(target.name + PARTIAL)
        await store.backup(partial)
        partial.replace(target)
        made = target
        log.info("database backed up", path=str(target))
    for old in _older_than(folder, today - timedelta(days=keep_days - 1)):
        old.unlink(missing_ok=True)
        log.info("old backup deleted", path=str(old))
    return made


def _older_than(folder: Path, first_kept: date) -> list[Path]:
    old = []
    for path in folder.iterdir():
        match = _NAME.fullmatch(path.name)
        if match is None:
            continue  # not ours: left alone
        with contextlib.suppress(ValueError):
            if date(*map(int, match.groups())) < first_kept:
                old.append(path)
    return old


async def run_once(store: Store, settings: Settings, now: datetime) -> None:
    """What is due at ``now``: the day's backup, the pruning of old games. A failure (a full
    disk) is logged and tried again at the next round, never the end of the bot."""
    # PostgreSQL is backed up with its own tools (pg_dump, its archiving), not by each bot.
    if settings.backup_days and store.dialect == "sqlite":
        try:
            await back_up(store, settings.backups, settings.backup_days, now)
        except Exception as exc:  # any failure: logged, retried next round
            log.error("backup failed", folder=str(settings.backups), error=repr(exc))
    if settings.prune_days:
        try:
            pruned = await store.prune(now - timedelta(days=settings.prune_days))
        except Exception as exc:
            log.error("pruning failed", error=repr(exc))
        else:
            if pruned:
                log.info("old games deleted", count=pruned, days=settings.prune_days)


async def maintain(store: Store, settings: Settings,
                   now: Callable[[], datetime] = lambda: datetime.now(UTC)) -> None:
    """Run what is due, at start and then every hour, until cancelled."""
    while True:
        await run_once(store, settings, now())
        await asyncio.sleep(EVERY)
