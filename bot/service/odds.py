"""`/<game> odds`: the automa's odds in a line, from the table shipped with the engines
(engines/simulate/data/odds.json, made by ``python -m engines.simulate.table``).

A shipped table, not a simulation at the time of asking: a sample worth quoting is thousands
of games (many seconds of both cores of a small host, shared by every channel), while the
table answers at once, the same for everyone, and is regenerated (and tested against the
engine) whenever an automa changes."""

from __future__ import annotations

from functools import cache
from typing import Any

from bot.words.replies import Line, Reply


@cache
def _table() -> dict[str, Any]:
    # Imported when first asked: engines.simulate brings every engine it plays with.
    from engines.simulate import table

    try:
        return table.load()
    except (OSError, ValueError):
        return {}


def _entry_name(game: str, args: tuple[str, ...]) -> str | None:
    """Which automa the words ask about: Rajas `cherey` (the default) or `beck [dummies=N]`
    (or a bare 1–3); Splendor's one bot."""
    if game == "splendor":
        return "mild" if not args else None
    if game != "rajas":
        return None
    words = [w.casefold() for w in args]
    variant = "cherey"
    dummies = "1"
    for word in words:
        name, _, value = word.partition("=")
        if word in ("cherey", "beck"):
            variant = word
        elif name == "variant" and value in ("cherey", "beck"):
            variant = value
        elif name == "dummies" and value in ("1", "2", "3"):
            dummies = value
        elif word in ("1", "2", "3"):
            dummies = word
        else:
            return None
    return "cherey" if variant == "cherey" else f"beck-{dummies}"


def odds_reply(game: str, args: tuple[str, ...], language: str) -> Reply | None:
    """The odds of the automa the words name; None when the table has none for them."""
    name = _entry_name(game, args)
    entry = _table().get(name or "")
    if name is None or not isinstance(entry, dict):
        return None
    score, ends = entry["score"], entry["round"]
    return Reply(language=language, game=game, lines=[Line("bot-odds", {
        "game": game, "variant": entry["options"].get("variant", name),
        "dummies": int(entry["options"].get("dummies", 1)),
        "low": score["low"], "high": score["high"], "median": score["median"],
        "min": score["min"], "max": score["max"],
        "rlow": ends["low"], "rhigh": ends["high"], "games": entry["games"]})])
