"""Hopper's board: the track of 20 spaces with the automa's marker on it."""

from __future__ import annotations

from engines.core.drawing import INK, MARGIN, PAPER, VERMILLION, Canvas
from engines.core.spec import Say
from hopper_automa.game import GOAL, HopperState


def paint(state: HopperState, say: Say) -> bytes:
    canvas = Canvas.new(160)
    canvas.text((MARGIN, MARGIN), say("picture-hopper-title", game="hopper", turn=state.turn), 24,
                bold=True)
    width = (canvas.width - 2 * MARGIN) / (GOAL + 1)
    for space in range(GOAL + 1):
        x = MARGIN + space * width
        fill = VERMILLION if space == state.marker else PAPER
        canvas.shape("square", (x + width / 2, 100), width / 2 - 2, fill, outline=INK)
    return canvas.png(160)
