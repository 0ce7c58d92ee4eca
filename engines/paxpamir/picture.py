"""Pax Pamir: what the referee keeps — the coalition blocks in play (PP-10) and the favoured
suit (PP-5) — and every player's ledger (PP-1, PP-9, PP-11): loyalty, points, rupees,
influence, gifts, cylinders and stars by suit. Whose turn it is (PP-2) is marked."""

from __future__ import annotations

from engines.core.drawing import (
    BLUE,
    FAINT,
    GREEN,
    INK,
    MARGIN,
    ORANGE,
    PANEL,
    PURPLE,
    SKY,
    VERMILLION,
    YELLOW,
    Canvas,
    Shape,
)
from engines.core.spec import Say
from engines.paxpamir.model import COALITIONS, SUITS, PaxState

COALITION: dict[str, tuple[str, Shape]] = {
    "afghan": (GREEN, "triangle"),
    "british": (VERMILLION, "square"),
    "russian": (SKY, "circle"),
}
SUIT: dict[str, tuple[str, Shape]] = {
    "political": (YELLOW, "pentagon"),
    "military": (ORANGE, "diamond"),
    "intelligence": (BLUE, "hexagon"),
    "economic": (PURPLE, "circle"),
}
COLUMNS = ("vp", "rupees", "influence", "gifts", "cylinders")
NAME = 170


def paint(state: PaxState, say: Say) -> bytes:
    canvas = Canvas.new(260 + 44 * len(state.players))
    y: float = MARGIN
    canvas.text(
        (MARGIN, y),
        say("picture-paxpamir-title", game="paxpamir", checks=state.checks),
        24,
        bold=True,
    )
    y += 44
    y = _blocks(canvas, y, state, say)
    y = _ledger(canvas, y + 8, state, say)
    return canvas.png(y + MARGIN)


def _blocks(canvas: Canvas, y: float, state: PaxState, say: Say) -> float:
    y = canvas.heading(y, say("picture-paxpamir-blocks"))
    x: float = MARGIN
    most = max(state.blocks.values(), default=0)
    for coalition in COALITIONS:
        fill, shape = COALITION[coalition]
        count = state.blocks[coalition]
        canvas.shape(shape, (x + 12, y + 12), 11, fill)
        x += 30 + canvas.text((x + 30, y + 2), say(f"paxpamir-coalition-{coalition}"), 16)
        x += 10 + canvas.text((x + 10, y + 1), str(count), 18, bold=count == most and most > 0)
        x += 36
    fill, shape = SUIT[state.favoured]
    x += 10
    x += canvas.text((x, y + 2), say("picture-paxpamir-favoured"), 16, FAINT) + 12
    canvas.shape(shape, (x + 12, y + 12), 11, fill)
    canvas.text((x + 30, y + 2), say(f"paxpamir-suit-{state.favoured}"), 16, bold=True)
    return y + 40


def _ledger(canvas: Canvas, y: float, state: PaxState, say: Say) -> float:
    y = canvas.heading(y, say("picture-paxpamir-ledger"))
    left = MARGIN + NAME
    width = (canvas.width - MARGIN - left) / (1 + len(COLUMNS) + len(SUITS))
    heads = [f"picture-paxpamir-{c}" for c in ("loyalty", *COLUMNS)]
    for n, key in enumerate(heads):
        canvas.text(
            (left + n * width + width / 2, y + 8),
            canvas.fit(say(key), 13, width - 4),
            13,
            FAINT,
            anchor="mm",
        )
    for n, suit in enumerate(SUITS):
        fill, shape = SUIT[suit]
        canvas.shape(shape, (left + (len(heads) + n) * width + width / 2, y + 8), 9, fill)
    y += 24
    for seat, player in enumerate(state.players):
        if seat == state.turn and state.phase == "play":
            canvas.pen.rounded_rectangle(
                (MARGIN - 6, y - 4, canvas.width - MARGIN + 6, y + 34), radius=6, fill=PANEL
            )
            canvas.text((MARGIN - 2, y + 15), "▶", 14, INK, anchor="lm")
        canvas.text(
            (MARGIN + 16, y + 15),
            canvas.fit(player.name, 17, NAME - 24),
            17,
            bold=True,
            anchor="lm",
        )
        centre = left + width / 2
        coalitions = (
            list(COALITIONS) if player.wakhan else ([player.loyalty] if player.loyalty else [])
        )
        for k, coalition in enumerate(coalitions):
            fill, shape = COALITION[coalition]
            offset = (k - (len(coalitions) - 1) / 2) * 22
            canvas.shape(shape, (centre + offset, y + 15), 9, fill)
        values = [player.vp, player.rupees, player.influence(), player.gifts, player.cylinders]
        if player.wakhan:
            values[2] = max(player.influence(c) for c in COALITIONS)
        for n, value in enumerate(values, 1):
            canvas.text(
                (left + n * width + width / 2, y + 15), str(value), 18, bold=n == 1, anchor="mm"
            )
        for n, suit in enumerate(SUITS, len(values) + 1):
            stars = player.stars[suit]
            canvas.text(
                (left + n * width + width / 2, y + 15),
                str(stars) if stars else "·",
                16,
                INK if stars else FAINT,
                anchor="mm",
            )
        y += 44
    legend_x: float = MARGIN
    for suit in SUITS:
        fill, shape = SUIT[suit]
        canvas.shape(shape, (legend_x + 9, y + 10), 8, fill)
        legend_x += (
            24 + canvas.text((legend_x + 22, y + 2), say(f"paxpamir-suit-{suit}"), 13, FAINT) + 16
        )
    return y + 26
