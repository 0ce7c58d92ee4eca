"""Panticapaeum: Botos's play area (PB-1) — its resources and buildings by colour, in the
PB-7 order — the cost of each colour's next building as the bot believes it (PB-10), and its
running score (PB-8)."""

from __future__ import annotations

from engines.core.conversation import current
from engines.core.drawing import (
    BEIGE,
    BROWN,
    FAINT,
    GREEN,
    INK,
    MARGIN,
    ORANGE,
    PURPLE,
    Canvas,
    Shape,
)
from engines.core.spec import Say
from engines.panticapaeum.botos import holding_params
from engines.panticapaeum.game import FLOWS
from engines.panticapaeum.model import COLOURS, ROUNDS, TURNS_PER_ROUND, PanticapaeumState

KINDS: dict[str, tuple[str, Shape]] = {
    "brown": (BROWN, "square"),
    "purple": (PURPLE, "diamond"),
    "beige": (BEIGE, "hexagon"),
    "orange": (ORANGE, "circle"),
    "green": (GREEN, "triangle"),
}
"""Each colour's fill and symbol."""
LABEL = 190
COLUMN = 146


def paint(state: PanticapaeumState, say: Say) -> bytes:
    state = current(state, FLOWS)
    canvas = Canvas.new(560)
    y: float = MARGIN
    canvas.text(
        (MARGIN, y),
        say(
            "picture-panticapaeum-title",
            game="panticapaeum",
            round=state.round,
            rounds=ROUNDS,
            turn=state.turn,
            turns=TURNS_PER_ROUND,
        ),
        24,
        bold=True,
    )
    y += 42
    held = holding_params(state.botos)
    y = canvas.heading(
        y,
        say(
            "picture-panticapaeum-botos",
            points=held["points"],
            buildings=held["building_points"],
            resources=held["resource_points"],
        ),
    )
    for n, colour in enumerate(COLOURS):
        x = MARGIN + LABEL + n * COLUMN
        fill, shape = KINDS[colour]
        canvas.shape(shape, (x + 12, y + 12), 11, fill)
        canvas.text(
            (x + 30, y + 3), canvas.fit(say(f"panticapaeum-colour-{colour}"), 15, COLUMN - 36), 15
        )
    y += 38
    y = _counts(canvas, y, say("picture-panticapaeum-resources"), state.botos.resources, 16)
    y = _counts(canvas, y, say("picture-panticapaeum-buildings"), state.botos.buildings, 26)
    canvas.label((MARGIN, y + 6), say("picture-panticapaeum-costs"), 15, LABEL - 12)
    for n, colour in enumerate(COLOURS):
        x = MARGIN + LABEL + n * COLUMN
        cost = state.costs.get(colour, {})
        if colour not in state.costs:
            canvas.text((x, y + 6), "?", 18, FAINT)
        elif cost is None:
            canvas.text((x, y + 6), "—", 18, FAINT)
        else:
            _cost(canvas, x, y, cost)
    y += 70
    return canvas.png(y + MARGIN)


def _counts(canvas: Canvas, y: float, label: str, counts: dict[str, int], size: int) -> float:
    """One row: a count per colour, each drawn as that many symbols (up to 8) and a number."""
    canvas.label((MARGIN, y + 8), label, 15, LABEL - 12)
    for n, colour in enumerate(COLOURS):
        x = MARGIN + LABEL + n * COLUMN
        fill, shape = KINDS[colour]
        count = counts.get(colour, 0)
        canvas.text((x, y + 8), str(count), 20, bold=True)
        for k in range(min(count, 8)):
            cx = x + 40 + (k % 4) * (size * 0.8 + 4)
            cy = y + 10 + (k // 4) * (size * 0.8 + 4)
            canvas.shape(shape, (cx, cy), size * 0.4, fill)
    return y + 2 * (size * 0.8 + 4) + 22


def _cost(canvas: Canvas, x: float, y: float, cost: dict[str, int]) -> None:
    """A building's cost: a small symbol per colour with the amount."""
    row = 0
    for colour in COLOURS:
        amount = cost.get(colour, 0)
        if not amount:
            continue
        fill, shape = KINDS[colour]
        cy = y + 12 + row * 24
        canvas.shape(shape, (x + 10, cy), 9, fill)
        canvas.text((x + 24, cy), f"×{amount}", 14, INK, anchor="lm")
        row += 1
    if row == 0:
        canvas.text((x, y + 6), "0", 18, FAINT)
