"""The lines of a player's record against the automata, a channel's table of players and a
player's place on a ladder: lines of ``record-*`` messages (locales/<lang>/record.ftl).

A line's figures are one parameter, ``stats``: its parts (``record-tally``, then the win rate,
scores, margin and streaks a player has) joined by the language's own list separator, each a
message of its own (``{"@": key, ...}``), so that a figure the player has not got (no win rate
before a decided play) is simply not said. A level is named by its game's
``<game>-level-<id>``, an automaton by ``<game>-variant-<automaton>``; one the catalog has no
name for (a level a later version dropped) by its id."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.service.campaign import Position
from bot.service.standings import Opponent, Stats, TableRow
from bot.words.replies import Line
from engines.core import literal, term

STREAK_SAID_FROM = 2
"""A run shorter than this is no streak worth a word (the last game's result is in the sums)."""


def record_lines(opponents: Sequence[Opponent], name: str | None = None,
                 campaigns: Mapping[tuple[str, str], Position] | None = None) -> list[Line]:
    """A player's record: a title naming them (when ``name`` is given), then per automaton a
    line of all its plays, a line per level when the levels tell more than the total, and
    where ``campaigns`` has the automaton (by (game, automaton)) the player's place on its
    ladder. No plays: a line saying so."""
    lines = [Line("record-title", {"name": literal(name)})] if name is not None else []
    if not opponents:
        return [*lines, Line("record-empty")]
    for opponent in opponents:
        game = opponent.game
        lines.append(Line("record-opponent", {
            "game": game, "automa": automaton_param(game, opponent.automaton),
            "stats": stats_param(opponent.stats)}))
        if levels_tell_more(opponent):
            lines += [Line("record-level", {"level": level_param(game, standing.level),
                                            "stats": stats_param(standing.stats)})
                      for standing in opponent.levels]
        position = (campaigns or {}).get((game, opponent.automaton))
        if position is not None:
            lines.append(campaign_line(position, game))
    return lines


def levels_tell_more(opponent: Opponent) -> bool:
    """Whether an automaton's level lines say more than its total: several levels played, or
    one named level of a ladder that has others (a one-level ladder's, or plays at no level
    only, are the total again)."""
    if len(opponent.levels) != 1:
        return True
    return opponent.levels[0].level is not None and len(opponent.ladder) > 1


def table_lines(rows: Sequence[TableRow]) -> list[Line]:
    """A channel's table: a title, then a line per player in the rows' order, numbered."""
    if not rows:
        return [Line("record-table-empty")]
    lines = [Line("record-table-title")]
    for rank, row in enumerate(rows, start=1):
        parts = [tally_param(row.plays, row.wins, row.losses, row.early)]
        if row.win_rate is not None:
            parts.append(rate_param(row.win_rate))
        if row.best_margin is not None:
            parts.append(margin_param(row.best_margin))
        lines.append(Line("record-table-row", {"rank": rank, "name": literal(row.name),
                                               "stats": joined(parts)}))
    return lines


def campaign_line(position: Position, game: str) -> Line:
    """Where a player stands on a ladder: the level their next game proposes, and why."""
    return Line("record-campaign", {"game": game, "why": position.why,
                                    "losses": position.losses,
                                    "level": level_param(game, position.level.id)})


def stats_param(stats: Stats) -> dict[str, Any]:
    """A standing's figures as one parameter: the tally, then each figure it has."""
    parts = [tally_param(stats.plays, stats.wins, stats.losses, stats.early)]
    if stats.win_rate is not None:
        parts.append(rate_param(stats.win_rate))
    if stats.best_score is not None:
        parts.append({"@": "record-best", "score": stats.best_score})
    if stats.average_score is not None and stats.average_score != stats.best_score:
        parts.append({"@": "record-average", "average": float(stats.average_score)})
    if stats.best_margin is not None:
        parts.append(margin_param(stats.best_margin))
    if abs(stats.streak) >= STREAK_SAID_FROM:
        parts.append({"@": "record-streak", "kind": "won" if stats.streak > 0 else "lost",
                      "count": abs(stats.streak)})
    if stats.longest_streak >= STREAK_SAID_FROM and stats.longest_streak > stats.streak:
        parts.append({"@": "record-longest", "count": stats.longest_streak})
    return joined(parts)


def tally_param(plays: int, wins: int, losses: int, early: int) -> dict[str, Any]:
    return {"@": "record-tally", "plays": plays, "wins": wins, "losses": losses,
            "early": early}


def rate_param(rate: float) -> dict[str, Any]:
    """A win rate, 0.0–1.0: the language's percent format says it."""
    return {"@": "record-rate", "rate": float(rate)}


def margin_param(margin: int) -> dict[str, Any]:
    """A margin with its sign said by the language (``+7``, ``−3``, ``±0``)."""
    sign = "plus" if margin > 0 else "minus" if margin < 0 else "even"
    return {"@": "record-margin", "sign": sign, "margin": abs(margin)}


def joined(parts: list[dict[str, Any]]) -> dict[str, Any]:
    return {"@join": parts, "sep": term("list-separator")}


def automaton_param(game: str, automaton: str) -> dict[str, Any]:
    return {"@first": [term(f"{game}-variant-{automaton}"), automaton]}


def level_param(game: str, level: str | None) -> Any:
    if level is None:
        return term("record-level-none")
    return {"@first": [term(f"{game}-level-{level}"), level]}
