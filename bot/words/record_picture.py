"""The record's chart painted (``bot/words/record_chart.py`` says what it shows): a panel per
game and automaton, the player's score in one strip and the margin over the best automaton in
another under it, a column per finished game, in the board pictures' paper, ink and palette.

A series is told by its symbol as well as its colour (score: blue circles, margin: vermilion
diamonds), a win from a loss by its fill (filled, on a shaded column; hollow), so nothing has
to be told apart by hue alone."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from bot.words.record_chart import Chart, Panel, Play
from engines.core.drawing import (
    BLUE,
    FAINT,
    INK,
    MARGIN,
    PANEL,
    PAPER,
    RULE,
    VERMILLION,
    Canvas,
    Shape,
    font,
)
from engines.core.events import literal
from engines.core.spec import Say

SCORE, MARGIN_LINE = BLUE, VERMILLION
SCORE_MARK: Shape = "circle"
MARGIN_MARK: Shape = "diamond"
AXIS = 62
"""Room left of a strip for its numbers."""
SCORE_HEIGHT = 120
MARGIN_HEIGHT = 110
MARK = 7
"""A game's point's radius: a phone shows the picture at about a third of its size."""
TEXT = 16
SMALL = 15
TICKS = 4
"""Numbers on a strip's axis, about: enough to read a value off, few enough to stay apart."""
WIN_WIDTH = 0.8
"""The shaded column behind a win, as a share of a game's column..."""
WIN_MOST = 40
"""... and at most: with a few games a column is wide, and a wide band reads as a period of
time rather than a game."""


@dataclass(frozen=True)
class Strip:
    """A strip's place on the canvas and the values it spans (``low`` at its bottom)."""

    top: float
    height: float
    low: int
    high: int

    def y(self, value: float) -> float:
        return self.top + self.height * (self.high - value) / (self.high - self.low)


def paint(chart: Chart, say: Say) -> bytes:
    canvas = Canvas.new(180 + len(chart.panels) * 420)
    y: float = MARGIN
    title = say("record-chart-title", player=literal(chart.player))
    canvas.text((MARGIN, y), canvas.fit(title, 24, canvas.width - 2 * MARGIN, True), 24,
                bold=True)
    y = _legend(canvas, y + 42, say)
    for panel in chart.panels:
        y = _panel(canvas, y + 12, panel, say)
    if chart.more:
        canvas.text((MARGIN, y + 4), say("record-chart-more", more=chart.more), SMALL, FAINT)
        y += 26
    return canvas.png(y + MARGIN - 8)


def _legend(canvas: Canvas, y: float, say: Say) -> float:
    """The two series, then what a win and a loss look like; the y below it."""
    x: float = MARGIN
    for colour, shape, key in ((SCORE, SCORE_MARK, "record-chart-score"),
                               (MARGIN_LINE, MARGIN_MARK, "record-chart-margin")):
        canvas.pen.line((x, y + 10, x + 30, y + 10), fill=colour, width=3)
        canvas.shape(shape, (x + 15, y + 10), MARK, colour)
        x += 40 + canvas.text((x + 40, y + 1), say(key), TEXT) + 26
    for won, key in ((True, "record-chart-win"), (False, "record-chart-loss")):
        if won:
            canvas.pen.rectangle((x - 4, y - 3, x + 22, y + 23), fill=PANEL)
        _mark(canvas, SCORE_MARK, (x + 9, y + 10), INK, won)
        x += 26 + canvas.text((x + 26, y + 1), say(key), TEXT) + 22
    return y + 34


def _panel(canvas: Canvas, y: float, panel: Panel, say: Say) -> float:
    """A game and automaton's games: its heading, the score and margin strips, the dates."""
    room = canvas.width - 2 * MARGIN
    right = canvas.width - MARGIN
    heading = say("record-chart-panel", game=panel.game,
                  automaton=f"@{panel.game}-variant-{panel.automaton}")
    canvas.text((MARGIN, y), canvas.fit(heading, 20, room, True), 20, bold=True)
    canvas.pen.line((MARGIN, y + 27, right, y + 27), fill=RULE, width=1)
    y += 38
    # The tally on the score's line, at its right: the heading keeps the whole width.
    tally = say("record-chart-tally", plays=panel.total, wins=panel.wins)
    if len(panel.plays) < panel.total:
        tally = say("record-chart-tally-latest", plays=panel.total, wins=panel.wins,
                    shown=len(panel.plays))
    used = canvas.text((right, y - 1), canvas.fit(tally, SMALL, room / 2), SMALL, FAINT,
                       anchor="ra")
    left = MARGIN + AXIS
    step = (right - 10 - left) / len(panel.plays)
    xs = [left + step * (n + 0.5) for n in range(len(panel.plays))]
    scores = [p.score for p in panel.plays if p.score is not None]
    margins = [p.margin for p in panel.plays if p.margin is not None]
    score = Strip(y + 30, SCORE_HEIGHT, *_span(scores, with_zero=False))
    margin = Strip(score.top + SCORE_HEIGHT + 52, MARGIN_HEIGHT, *_span(margins, with_zero=True))
    bottom = margin.top + MARGIN_HEIGHT
    for x, play in zip(xs, panel.plays, strict=True):
        if play.won:  # a win's column, shaded through both strips
            half = min(step * WIN_WIDTH, WIN_MOST) / 2
            canvas.pen.rectangle((x - half, score.top - 12, x + half, bottom + 12), fill=PANEL)
    _strip(canvas, score, say("record-chart-score"), room - used - 40, SCORE, SCORE_MARK,
           zero=False)
    _strip(canvas, margin, say("record-chart-margin"), room - 22, MARGIN_LINE, MARGIN_MARK,
           zero=True)
    _series(canvas, score, xs, [p.score for p in panel.plays], panel.plays, SCORE, SCORE_MARK,
            unmarked=True)
    _series(canvas, margin, xs, [p.margin for p in panel.plays], panel.plays, MARGIN_LINE,
            MARGIN_MARK, unmarked=False)
    return _dates(canvas, bottom + 18, xs, step, panel.plays, say)


def _span(values: Sequence[int], with_zero: bool) -> tuple[int, int]:
    """The low and high ends of a strip: round numbers around ``values`` (and zero, for the
    margin, whose sign is the point)."""
    low, high = min(values, default=0), max(values, default=0)
    if with_zero:
        low, high = min(low, 0), max(high, 0)
    if low == high:
        low, high = low - 1, high + 1
    step = _step(high - low)
    return math.floor(low / step) * step, math.ceil(high / step) * step


def _step(spread: int) -> int:
    """A round step (1, 2 or 5 times a power of ten) that cuts ``spread`` into about
    ``TICKS`` parts."""
    rough = max(spread / TICKS, 1)
    power: int = 10 ** math.floor(math.log10(rough))
    return next(power * m for m in (1, 2, 5, 10) if power * m >= rough)


def _number(value: int) -> str:
    return f"−{-value}" if value < 0 else str(value)  # a true minus sign, as print sets it


def _strip(canvas: Canvas, strip: Strip, label: str, room: float, colour: str, shape: Shape,
           zero: bool) -> None:
    """A strip's name above it, its round numbers on the left, their lines across; the
    margin's zero line darker."""
    left, right = MARGIN + AXIS, canvas.width - MARGIN
    canvas.shape(shape, (MARGIN + 8, strip.top - 22), 6, colour)
    canvas.text((MARGIN + 22, strip.top - 31), canvas.fit(label, SMALL, room), SMALL, FAINT)
    step = _step(strip.high - strip.low)
    for value in range(strip.low, strip.high + 1, step):
        y = strip.y(value)
        on_zero = zero and value == 0
        canvas.pen.line((left, y, right - 10, y), fill=INK if on_zero else RULE,
                        width=2 if on_zero else 1)
        canvas.text((left - 8, y), _number(value), SMALL, INK if on_zero else FAINT,
                    anchor="rm")


def _series(canvas: Canvas, strip: Strip, xs: Sequence[float], values: Sequence[int | None],
            plays: Sequence[Play], colour: str, shape: Shape, unmarked: bool) -> None:
    """A series' line through the games it has a value for, and each game's mark. A game
    without one is left ``unmarked`` (the score: a mark would read as a score of 0), or
    marked on the zero line by its result alone (the margin: a small ink circle, no
    diamond of its series)."""
    points = [(x, strip.y(v)) for x, v in zip(xs, values, strict=True) if v is not None]
    if len(points) > 1:
        canvas.pen.line(points, fill=colour, width=3, joint="curve")
    for x, value, play in zip(xs, values, plays, strict=True):
        if value is None:
            if not unmarked:
                _mark(canvas, "circle", (x, strip.y(0)), INK, play.won, MARK - 2)
        else:
            _mark(canvas, shape, (x, strip.y(value)), colour, play.won)


def _mark(canvas: Canvas, shape: Shape, centre: tuple[float, float], colour: str, won: bool,
          radius: float = MARK) -> None:
    """A win filled and ringed in ink; a loss hollow, ringed in its series' colour."""
    if won:
        canvas.shape(shape, centre, radius, colour)
    else:
        canvas.shape(shape, centre, radius, PAPER, outline=colour)


def _dates(canvas: Canvas, y: float, xs: Sequence[float], step: float, plays: Sequence[Play],
           say: Say) -> float:
    """The days the games ended, as many as stand apart, the last game's always; the year
    too when the games span more than one. The y below them."""
    years = {play.ended.year for play in plays}
    labels = [_date(play, len(years) > 1, say) for play in plays]
    widest = max(canvas.pen.textlength(label, font=font(label, SMALL)) for label in labels)
    every = max(1, math.ceil((widest + 18) / step))
    shown = ""
    for n in range(len(plays) - 1, -1, -every):
        if labels[n] != shown:
            # Under its column, kept inside the picture (a long date under the last game).
            half = canvas.pen.textlength(labels[n], font=font(labels[n], SMALL)) / 2
            x = min(max(xs[n], MARGIN + half), canvas.width - MARGIN / 2 - half)
            canvas.text((x, y), labels[n], SMALL, FAINT, anchor="ma")
            shown = labels[n]
    return y + 30


def _date(play: Play, with_year: bool, say: Say) -> str:
    day = play.ended
    return say("record-chart-date-year" if with_year else "record-chart-date",
               day=str(day.day), month=str(day.month), dd=f"{day.day:02}",
               mm=f"{day.month:02}", year=str(day.year))
