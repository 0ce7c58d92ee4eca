"""`/<game> odds`: the automa's odds in a line, from the table shipped with the engines
(engines/simulate/data/odds.json, made by ``python -m engines.simulate.table``).

A shipped table, not a simulation at the time of asking: a sample worth quoting is thousands
of games (many seconds of both cores of a small host, shared by every channel), while the
table answers at once, the same for everyone, and is regenerated (and tested against the
engine) whenever an automa changes."""

from __future__ import annotations

from functools import cache
from typing import Any

from bot.words import headlines
from bot.words.replies import Line, Reply
from engines.core.spec import GameSpec


@cache
def _table() -> dict[str, Any]:
    # Imported when first asked: engines.simulate brings every engine it plays with.
    from engines.simulate import table

    try:
        return table.load()
    except (OSError, ValueError):
        return {}


def odds_reply(game: GameSpec, args: tuple[str, ...], language: str) -> Reply | None:
    """The odds of the automa the words name (the game's ``odds_entry``); None when the table
    has none for them."""
    name = game.odds_entry(args)
    entry = _table().get(name or "")
    if name is None or not isinstance(entry, dict):
        return None
    score, ends = entry["score"], entry["round"]
    return Reply(language=language, game=game.name, lines=[Line("bot-odds", headlines.odds({
        "game": game.name, "variant": entry["options"].get("variant", name),
        "dummies": int(entry["options"].get("dummies", 1)),
        "low": score["low"], "high": score["high"], "median": score["median"],
        "min": score["min"], "max": score["max"],
        "rlow": ends["low"], "rhigh": ends["high"], "games": entry["games"]}))])
