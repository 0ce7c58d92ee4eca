"""One bot per database. A second `python -m bot` on the same database is
refused with a clear message before it reaches the platform (two Telegram pollers would fight
with 409 Conflict); a bot killed with SIGKILL never blocks its own restart."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.ops.instance import AlreadyRunning, single_instance
from tests.bot.telegram_standin import StandIn, WallClock
from tests.reliability.bot_process import START_TIMEOUT, BotProcess


async def test_a_second_bot_on_the_same_database_is_refused(tmp_path: Path) -> None:
    standin = StandIn(clock=WallClock())
    await standin.start()
    db = tmp_path / "soloist.sqlite3"
    first = await BotProcess(tmp_path / "first", standin, db).start()
    second = BotProcess(tmp_path / "second", standin, db)
    try:
        polls = len(standin.calls_of("getMe", ok=False))
        process = await second.spawn()
        code = await asyncio.wait_for(process.wait(), START_TIMEOUT)
        error = second.stderr.read_text()
        assert code == 1, error
        assert "soloist: another Soloist" in error and "already running" in error
        assert "Traceback" not in error
        # Refused before it asked Telegram anything.
        assert len(standin.calls_of("getMe", ok=False)) == polls

        await first.kill()  # kill -9: the kernel drops the lock with the process
        restarted = await BotProcess(tmp_path / "third", standin, db).start()
        assert await restarted.stop() == 0
    finally:
        await first.kill()
        await standin.close()


def test_the_lock_is_held_while_running_and_released_after(tmp_path: Path) -> None:
    db = tmp_path / "x.sqlite3"
    with (single_instance(db), pytest.raises(AlreadyRunning, match="already running"),
          single_instance(db)):
        pass
    with single_instance(db):
        pass
