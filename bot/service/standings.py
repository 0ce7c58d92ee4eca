"""A player's standing against each automaton, and a channel's table of players: pure sums
over results (bot/store/results.py), in the order the games ended.

What counts: a play is any result; a win is ``won is True`` and a loss ``won is False``, both
only in a complete game (the store already keeps ``won`` None for an early end and for a game
without exactly one player seat). A draw the rules share (Panticapaeum's) is a win: the game's
outcome marks every sharing seat a winner, so the result says ``won`` True. Scores and margins
are read from complete plays only: an early end's score is where the game stopped, not where
it would have ended."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import groupby
from typing import TypeVar

from bot.store.results import Result
from engines.core.ladder import Level

K = TypeVar("K", bound=Hashable)

Ladders = Mapping[str, Mapping[str, tuple[Level, ...]]]
"""Per game, per automaton, its ladder from easiest to hardest (``GameSpec.ladders``)."""


@dataclass(frozen=True)
class Stats:
    """The sums of some plays."""

    plays: int
    """Every result, early ends included."""
    complete: int
    """Plays that ran to the rules' end."""
    early: int
    """Plays ended early: kept, neither a win nor a loss."""
    wins: int
    losses: int
    win_rate: float | None
    """Wins over wins and losses (0.0–1.0); None when there is neither."""
    best_score: int | None
    average_score: float | None
    """Over complete plays with a score; None when there is none."""
    best_margin: int | None
    """The largest lead over the best automaton in a complete play (negative: the closest
    the player came)."""
    streak: int
    """The wins (positive) or losses (negative) in a row at the end; 0 when nothing is
    decided yet. Only decided plays make or break a streak: an early end (or a complete play
    with no single player seat) neither breaks nor extends it."""
    longest_streak: int
    """The most wins in a row, early ends between them passed over as for ``streak``."""


@dataclass(frozen=True)
class Standing:
    """A player's plays against one automaton at one level."""

    game: str
    automaton: str
    level: str | None
    """The ladder's level id; None: plays at none of the ladder's levels (a setting the
    ladder lacks, or a game with no ladder)."""
    stats: Stats


@dataclass(frozen=True)
class Opponent:
    """A player's plays against one automaton: all levels together, and each level."""

    game: str
    automaton: str
    stats: Stats
    """Every level's plays together."""
    levels: tuple[Standing, ...]
    """One per level played, easiest first; plays at no level of the ladder last."""
    ladder: tuple[str, ...]
    """The automaton's ladder (level ids, easiest first); empty when it has none."""


@dataclass(frozen=True)
class TableRow:
    """One player of a channel's table."""

    player_id: str
    name: str
    """The name of their latest play."""
    plays: int
    wins: int
    losses: int
    early: int
    win_rate: float | None
    best_margin: int | None


def in_play_order(results: Iterable[Result]) -> list[Result]:
    """The results in the order their games ended; results that ended in the same second
    keep the order given (the store's, by row)."""
    return sorted(results, key=lambda result: result.ended_at)


def decided(result: Result) -> bool:
    """Whether a play counts as a win or a loss: complete, with one player seat."""
    return result.complete and result.won is not None


def stats(results: Sequence[Result]) -> Stats:
    """The sums of ``results``, streaks read in the order the games ended."""
    played = in_play_order(results)
    counted = [result.won is True for result in played if decided(result)]
    wins = sum(counted)
    complete = [result for result in played if result.complete]
    scores = [result.score for result in complete if result.score is not None]
    margins = [result.margin for result in complete if result.margin is not None]
    return Stats(
        plays=len(played), complete=len(complete), early=len(played) - len(complete),
        wins=wins, losses=len(counted) - wins,
        win_rate=wins / len(counted) if counted else None,
        best_score=max(scores, default=None),
        average_score=sum(scores) / len(scores) if scores else None,
        best_margin=max(margins, default=None),
        streak=_streak(counted), longest_streak=_longest(counted))


def _streak(counted: Sequence[bool]) -> int:
    """The run at the end of ``counted`` (True a win): +n wins, -n losses."""
    if not counted:
        return 0
    last = counted[-1]
    run = 0
    for won in reversed(counted):
        if won != last:
            break
        run += 1
    return run if last else -run


def _longest(counted: Sequence[bool]) -> int:
    return max((len(list(run)) for won, run in groupby(counted) if won), default=0)


def opponents(results: Sequence[Result], ladders: Ladders) -> list[Opponent]:
    """A player's results against each automaton, by game then automaton (their ids), each
    with its levels in their ladder's order (by rank; a level id the ladder no longer has
    after the ladder's, by id; plays at no level last)."""
    out: list[Opponent] = []
    for (game, automaton), played in _grouped(results, lambda r: (r.game, r.automaton)):
        ladder = ladders.get(game, {}).get(automaton, ())
        ranks = {level.id: level.rank for level in ladder}
        levels = sorted(_grouped(played, lambda r: r.level),
                        key=lambda item: _level_order(item[0], ranks))
        out.append(Opponent(
            game=game, automaton=automaton, stats=stats(played),
            levels=tuple(Standing(game, automaton, level, stats(at)) for level, at in levels),
            ladder=tuple(level.id for level in ladder)))
    return sorted(out, key=lambda opponent: (opponent.game, opponent.automaton))


def standings(results: Sequence[Result], ladders: Ladders) -> list[Standing]:
    """One standing per (game, automaton, level) played, in ``opponents``' order."""
    return [standing for opponent in opponents(results, ladders)
            for standing in opponent.levels]


def _level_order(level: str | None, ranks: Mapping[str, int]) -> tuple[int, int, str]:
    if level is None:
        return (2, 0, "")
    if level in ranks:
        return (0, ranks[level], level)
    return (1, 0, level)


def _grouped(results: Iterable[Result],
             key: Callable[[Result], K]) -> list[tuple[K, list[Result]]]:
    """``results`` by ``key``, in the order each key is first met, each group in the order
    given."""
    groups: dict[K, list[Result]] = {}
    for result in results:
        groups.setdefault(key(result), []).append(result)
    return list(groups.items())


def channel_table(results: Sequence[Result]) -> list[TableRow]:
    """A channel's players: most wins first, then the better win rate (none last), then the
    more plays, then by name."""
    rows = []
    for player_id, played in _grouped(results, lambda r: r.player_id):
        sums = stats(played)
        rows.append(TableRow(
            player_id=player_id, name=in_play_order(played)[-1].player_name,
            plays=sums.plays, wins=sums.wins, losses=sums.losses, early=sums.early,
            win_rate=sums.win_rate, best_margin=sums.best_margin))
    return sorted(rows, key=lambda row: (
        -row.wins, row.win_rate is None, -(row.win_rate or 0.0), -row.plays,
        row.name.casefold(), row.player_id))
