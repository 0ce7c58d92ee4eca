"""Issue 10: a real `python -m bot` serving Telegram, killed with SIGKILL at random points under
load from many chats and started again each time, loses no update, applies none twice and
wedges no game. The long version is bench/soak/telegram_kills.py."""

from __future__ import annotations

from pathlib import Path

from tests.reliability.kill_soak import soak


async def test_kill_9_under_load_loses_doubles_and_wedges_nothing(tmp_path: Path) -> None:
    figures = await soak(tmp_path, updates=240, chat_count=12, kills=4, seed=7,
                         calls_between_kills=(3, 40))
    assert figures.kills == 4
    assert (figures.lost, figures.failed, figures.doubled, figures.wedged) == (0, 0, 0, 0), (
        figures.notes)
    assert figures.integrity == "ok"
