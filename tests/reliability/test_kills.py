"""A real `python -m bot` serving Telegram, killed with SIGKILL at random points under
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


async def test_platform_faults_and_duplicate_deliveries_apply_each_step_once(
        tmp_path: Path) -> None:
    """429 with retry_after, 502, a connection broken before or after Telegram carried a call
    out, updates delivered twice, and a kill now and then: each step exactly once."""
    figures = await soak(tmp_path, updates=200, chat_count=10, kills=2, seed=11,
                         calls_between_kills=(3, 40), faults=0.1, duplicates=0.1)
    assert figures.faults > 0 and figures.duplicates > 0
    assert (figures.lost, figures.failed, figures.doubled, figures.wedged) == (0, 0, 0, 0), (
        figures.notes)
    assert figures.integrity == "ok"
