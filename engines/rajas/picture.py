"""Rajas of the Ganges: each automaton's side of the board (R-4) — its dice by colour, the
fame and money tracks running towards each other, its boat on the river, its building levels,
its workers and its tiles."""

from __future__ import annotations

from engines.core.drawing import (
    BLUE,
    FAINT,
    GREEN,
    INK,
    MARGIN,
    ORANGE,
    PAPER,
    PURPLE,
    SKY,
    VERMILLION,
    WHITE,
    YELLOW,
    Canvas,
    Shape,
    font,
)
from engines.core.spec import Say
from engines.rajas.model import (
    COLOURS,
    MAX_LEVEL,
    MAX_WORKERS,
    TRACKS,
    Automaton,
    RajasState,
)
from engines.rajas.play import who

DICE: dict[str, tuple[str, Shape]] = {
    "orange": (ORANGE, "circle"),
    "purple": (PURPLE, "diamond"),
    "green": (GREEN, "triangle"),
    "blue": (BLUE, "square"),
}
"""Each die colour's fill and symbol."""
FAME, MONEY = VERMILLION, YELLOW
RIVER = SKY
DEFAULT_TRACK = 60
"""Fame + money shown when the board's meeting point is not known yet."""
DEFAULT_RIVER = 12


def paint(state: RajasState, say: Say) -> bytes:
    canvas = Canvas.new(200 + 420 * len(state.automata))
    y: float = MARGIN
    title = say("picture-rajas-title", game="rajas", round=state.table.round)
    canvas.text((MARGIN, y), title, 24, bold=True)
    y += 40
    y = _legend(canvas, y, say)
    for automaton in state.automata:
        y = _automaton(canvas, y + 10, state, automaton, say)
    return canvas.png(y + MARGIN)


def _legend(canvas: Canvas, y: float, say: Say) -> float:
    x: float = MARGIN
    for colour in COLOURS:
        fill, shape = DICE[colour]
        canvas.shape(shape, (x + 9, y + 10), 9, fill)
        x += 24 + canvas.text((x + 24, y + 1), say(f"rajas-colour-{colour}"), 15)
        x += 18
    return y + 30


def _automaton(canvas: Canvas, y: float, state: RajasState, a: Automaton, say: Say) -> float:
    name = say("picture-rajas-seat", who=who(state, a.seat), seat=a.seat)
    y = canvas.heading(y, name, 19)
    # Dice by colour, then the workers.
    x: float = MARGIN
    canvas.text((x, y + 4), say("picture-rajas-dice", dice=a.dice_count()), 15, FAINT)
    x += 150
    for colour in COLOURS:
        fill, shape = DICE[colour]
        canvas.chip((x + 14, y + 14), 14, fill, str(a.dice[colour]), shape, 15)
        x += 48
    x += 30
    canvas.text(
        (x, y + 4),
        say("picture-rajas-workers", workers=a.workers, total=a.workers_total),
        15,
        FAINT,
    )
    x += 150
    for n in range(MAX_WORKERS):
        _worker(canvas, x + n * 26, y + 2, n < a.workers, n < a.workers_total)
    y += 42
    y = _tracks(canvas, y, state, a, say)
    y = _river(canvas, y, state, a, say)
    y = _levels(canvas, y, a, say)
    return _tiles(canvas, y, a, say)


def _worker(canvas: Canvas, x: float, y: float, available: bool, owned: bool) -> None:
    """A worker: filled when available, hollow when placed, dotted when not yet won."""
    fill = INK if available else PAPER
    outline = INK if owned else FAINT
    canvas.pen.ellipse((x + 5, y, x + 15, y + 10), fill=fill, outline=outline, width=2)
    canvas.pen.polygon(
        [(x + 10, y + 10), (x + 20, y + 26), (x, y + 26)], fill=fill, outline=outline
    )


def _tracks(canvas: Canvas, y: float, state: RajasState, a: Automaton, say: Say) -> float:
    """Fame from the left, money from the right: the game ends when they meet (R-7)."""
    meet = state.profile.meet_sum or max(DEFAULT_TRACK, a.fame + a.money + 10)
    left, right = MARGIN + 150, canvas.width - MARGIN
    scale = (right - left) / meet
    canvas.text((MARGIN, y + 2), say("picture-rajas-tracks"), 15, FAINT)
    canvas.pen.rectangle((left, y, right, y + 24), fill=WHITE, outline=INK)
    fame_end = left + min(a.fame, meet) * scale
    money_start = right - min(a.money, meet) * scale
    canvas.pen.rectangle((left, y, fame_end, y + 24), fill=FAME, outline=INK)
    canvas.pen.rectangle((money_start, y, right, y + 24), fill=MONEY, outline=INK)
    fame = say("picture-rajas-fame", fame=a.fame)
    money = say("picture-rajas-money", money=a.money)
    fits = fame_end - left > canvas.pen.textlength("★ " + fame, font=font(fame, 14)) + 12
    canvas.text((left + 6, y + 12), "★ " + fame, 14, anchor="lm", fill=WHITE if fits else INK)
    canvas.text((right - 6, y + 12), money, 14, anchor="rm")
    gap = a.fame + a.money - meet
    note = say("picture-rajas-apart", spaces=-gap) if gap < 0 else say("picture-rajas-met")
    if not state.profile.meet_sum:
        note = say("picture-rajas-meet-unknown")
    canvas.text((left, y + 30), note, 13, FAINT)
    return y + 54


def _river(canvas: Canvas, y: float, state: RajasState, a: Automaton, say: Say) -> float:
    length = state.profile.river_length or max(DEFAULT_RIVER, a.boat + 2)
    # A river corrected (/rajas board) shorter than where the boat already is: the boat
    # still shows, on spaces past the river's end.
    length = max(length, a.boat)
    canvas.text((MARGIN, y + 4), say("picture-rajas-river", boat=a.boat), 15, FAINT)
    left = MARGIN + 150
    step = min(44.0, (canvas.width - MARGIN - left) / (length + 1))
    for space in range(length + 1):
        x = left + space * step
        bonus = space in state.profile.river
        canvas.pen.rectangle(
            (x, y, x + step - 4, y + 26), fill=RIVER if space else WHITE, outline=INK
        )
        label = "⚓" if space == 0 else str(space)
        canvas.text((x + (step - 4) / 2, y + 13), label, 12, fill=INK, anchor="mm")
        if bonus:
            canvas.pen.ellipse(
                (x + step - 12, y + 2, x + step - 6, y + 8), fill=YELLOW, outline=INK
            )
        if space == a.boat:
            _boat(canvas, x + (step - 4) / 2, y + 30)
    return y + 56


def _boat(canvas: Canvas, x: float, y: float) -> None:
    """The boat under its space: a hull with a ▲ sail, so it reads without colour."""
    canvas.pen.polygon([(x, y), (x + 8, y + 8), (x - 8, y + 8)], fill=INK)
    canvas.pen.polygon(
        [(x - 13, y + 9), (x + 13, y + 9), (x + 9, y + 15), (x - 9, y + 15)], fill=INK
    )


def _levels(canvas: Canvas, y: float, a: Automaton, say: Say) -> float:
    canvas.text((MARGIN, y + 2), say("picture-rajas-levels"), 15, FAINT)
    x: float = MARGIN + 150
    for track in range(TRACKS):
        level = a.upgrades[track] if track < len(a.upgrades) else 0
        x += canvas.text((x, y + 2), say("picture-rajas-track", track=track + 1), 14) + 6
        x = canvas.pips(x, y + 3, level, MAX_LEVEL, INK) + 24
    return y + 32


def _tiles(canvas: Canvas, y: float, a: Automaton, say: Say) -> float:
    canvas.text((MARGIN, y + 4), say("picture-rajas-tiles", tiles=len(a.tiles)), 15, FAINT)
    x: float = MARGIN + 150
    if not a.tiles:
        canvas.text((x, y + 4), "—", 15, FAINT)
    for tile in a.tiles:
        fill, shape = DICE.get(tile.colour, (WHITE, "circle"))
        # What the tile shows: its buildings as the tile codes write them (b1…) and its
        # markets by their goods' names (silk 2).
        label = " ".join(
            [
                *(f"b{b}" for b in tile.buildings),
                *(f"{say(f'rajas-good-{m.good}')} {m.value}" for m in tile.markets),
            ]
        )
        width = 40 + (canvas.pen.textlength(label, font=font(label, 13)) if label else 0)
        if x + width > canvas.width - MARGIN:
            x, y = MARGIN + 150, y + 38
        canvas.pen.rounded_rectangle((x, y, x + width, y + 30), radius=5, fill=PAPER, outline=INK)
        canvas.chip((x + 15, y + 15), 12, fill, str(tile.cost), shape, 12)
        if label:
            canvas.text((x + 32, y + 15), label, 13, anchor="lm")
        x += width + 8
    return y + 40
