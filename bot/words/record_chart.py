"""The record's chart: a player's score and margin over time against each automaton, wins
marked, drawn like the board pictures (``bot/words/record_picture.py`` paints it) in the
reader's language.

What it shows, from one player's results (``bot.store.results.Result``, in any order; the
title names the player by their newest result's name):

- a panel per game and automaton played, at most ``MAX_PANELS``, the most recently played
  first (the chart says how many more there are);
- in a panel, the games that ran to the rules' end, in the order they ended, the last
  ``MAX_PLAYS`` of them (the panel says so when there were more): the player's score above,
  the margin (the player's score minus the best automaton's) below, around a zero line;
- each game's point filled for a win, hollow for a loss.

Games ended early are left out: their scores are a game cut short (not comparable with a
finished game's), and the record never counts them as a loss. A finished game with no score
for the player (a game whose seat keeps none), or no margin (no automaton's score), still
counts: its win or loss is marked on the margin's zero line, with no point of either line.
A game and automaton none of whose finished games has a score gets no panel: there is no
line to draw. Nothing to draw at all gives no chart (None).

Importing this module imports nothing of Pillow's: the painter is imported when a chart is
first drawn, as the board's painters are.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING

import structlog

from bot.words.i18n import Catalog
from bot.words.pictures import Words, drawn
from engines.core.spec import Say

if TYPE_CHECKING:
    from bot.store.results import Result

log = structlog.get_logger("soloist.record_chart")

MAX_PANELS = 4
"""Panels drawn: four fill a phone's screen about three times over; older opponents are in
the text of the record."""
MAX_PLAYS = 30
"""Games drawn in a panel, the last ones: thirty points still stand apart at a phone's width
(about 28 pixels each)."""


@dataclass(frozen=True)
class Play:
    """One finished game as the chart draws it."""

    ended: date
    won: bool
    score: int | None
    margin: int | None


@dataclass(frozen=True)
class Panel:
    """A game played against one automaton: its finished games, oldest first."""

    game: str
    automaton: str
    plays: tuple[Play, ...]
    """The last ``MAX_PLAYS`` games."""
    total: int
    """Finished games against it, those not drawn included."""
    wins: int
    """Of ``total``."""


@dataclass(frozen=True)
class Chart:
    """What the chart shows: whose record, its panels, how many panels were left out."""

    player: str
    panels: tuple[Panel, ...]
    more: int


def chart_of(results: Sequence[Result]) -> Chart | None:
    """The chart of one player's results; None when none of their finished games has a
    score."""
    # Stable: games that ended in the same second stay in the order they were given.
    ordered = sorted(results, key=lambda result: result.ended_at)
    plays: dict[tuple[str, str], list[Play]] = {}
    last: dict[tuple[str, str], str] = {}
    for result in ordered:
        if not result.complete or result.won is None:
            continue  # an early end: no result the rules decided
        pair = (result.game, result.automaton)
        plays.setdefault(pair, []).append(Play(_day(result.ended_at), result.won,
                                               result.score, result.margin))
        last[pair] = result.ended_at
    scored = [pair for pair, played in plays.items()
              if any(play.score is not None for play in played)]
    if not scored:
        return None
    scored.sort(key=lambda pair: last[pair], reverse=True)
    panels = tuple(_panel(pair, plays[pair]) for pair in scored[:MAX_PANELS])
    return Chart(player=ordered[-1].player_name, panels=panels,
                 more=max(0, len(scored) - MAX_PANELS))


def _panel(pair: tuple[str, str], played: list[Play]) -> Panel:
    return Panel(game=pair[0], automaton=pair[1], plays=tuple(played[-MAX_PLAYS:]),
                 total=len(played), wins=sum(play.won for play in played))


def _day(ended_at: str) -> date:
    """The day of a result's ``ended_at`` ("YYYY-MM-DD HH:MM:SS", UTC)."""
    return date.fromisoformat(ended_at[:10])


def render_chart(results: Sequence[Result], say: Say) -> bytes | None:
    """The chart of one player's results as PNG bytes, in the words of ``say``
    (``bot.words.pictures.Words``); None when none of their finished games has a score."""
    chart = chart_of(results)
    if chart is None:
        return None
    from bot.words import record_picture  # Pillow, only once a chart is drawn

    return record_picture.paint(chart, say)


def _render(results: Sequence[Result], catalog: Catalog, language: str) -> bytes | None:
    try:
        return render_chart(results, Words(catalog, language))
    except Exception:  # a chart is a bonus: its failure must never cost the record's text
        log.exception("record chart failed", language=language)
        return None


async def record_chart(results: Sequence[Result], catalog: Catalog,
                       language: str) -> bytes | None:
    """``render_chart`` in ``language`` on the pictures' thread pool; None when there is
    nothing to draw or the drawing failed (logged)."""
    return await drawn(_render, results, catalog, language)
