"""Results built by hand for the record's tests: a play as the results table keeps it, with
only what a test says about it changed."""

from __future__ import annotations

import json
from typing import Any

from bot.store.results import Result

PLAYER = "telegram:111"


def play(n: int, won: bool | None = True, *, complete: bool = True, level: str | None = "beck-1",
         game: str = "rajas", automaton: str = "beck", score: int | None = 50,
         margin: int | None = 5, player_id: str = PLAYER, name: str = "Ana",
         channel: str = "telegram:-100", **changed: Any) -> Result:
    """The ``n``-th play (it ended on day ``n``): a complete win at Beck's first level unless
    the test says otherwise. An early end is never won nor lost, as the store keeps it."""
    seats = [{"name": name, "automaton": False, "score": score, "winner": bool(won),
              "first": True},
             {"name": automaton, "automaton": True,
              "score": None if score is None or margin is None else score - margin,
              "winner": not won, "first": False}]
    values: dict[str, Any] = {
        "game_id": n, "game": game, "automaton": automaton, "level": level,
        "channel": channel, "player_id": player_id, "player_name": name,
        "outcome": json.dumps({"seats": seats, "complete": complete, "turns": 9,
                               "rule": "RB-E"}, ensure_ascii=False),
        "won": won if complete else None, "score": score, "margin": margin,
        "complete": complete, "turns": 9, "seed": "42",
        "started_at": f"2026-01-{n:02d} 10:00:00", "ended_at": f"2026-01-{n:02d} 11:00:00",
        "options": "variant=beck dummies=1"}
    values.update(changed)
    return Result(**values)


def early(n: int, **changed: Any) -> Result:
    """The ``n``-th play, ended early (`end`, a moderator)."""
    return play(n, None, complete=False, **changed)
