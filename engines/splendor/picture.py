"""Splendor: the table as the bot knows it — the market's twelve cards (colour, prestige,
cost), the nobles, the bank — and the bot's side: its tokens, bonuses, kept cards and
prestige. Every gem carries the letter the bot's codes use (w u g r k, y for gold)."""

from __future__ import annotations

from engines.core.conversation import current
from engines.core.drawing import (
    BLACK,
    BLUE,
    FAINT,
    GREEN,
    INK,
    MARGIN,
    PAPER,
    RULE,
    VERMILLION,
    WHITE,
    YELLOW,
    Canvas,
)
from engines.core.spec import Say
from engines.splendor.catalog import CARDS, GEMS, GOLD, LETTERS, NOBLES, TOKENS
from engines.splendor.game import FLOWS
from engines.splendor.model import SplendorState

FILLS = {
    "white": WHITE,
    "blue": BLUE,
    "green": GREEN,
    "red": VERMILLION,
    "black": BLACK,
    GOLD: YELLOW,
}
LETTER = {colour: letter for letter, colour in LETTERS.items()} | {GOLD: "y"}
CARD_W, CARD_H = 168, 90
LABEL = 112
"""Width of the labels' column on the left."""


def paint(state: SplendorState, say: Say) -> bytes:
    state = current(state, FLOWS)
    canvas = Canvas.new(940)
    y: float = MARGIN
    canvas.text(
        (MARGIN, y), say("picture-splendor-title", game="splendor", turn=state.turn), 24, bold=True
    )
    y += 42
    y = canvas.heading(y, say("picture-splendor-market"))
    for level in (3, 2, 1):
        _row(canvas, y, state, level, say)
        y += CARD_H + 10
    y = _nobles(canvas, y + 4, state, say)
    y = _bank(canvas, y, state, say)
    y = _bot(canvas, y, state, say)
    return canvas.png(y + MARGIN)


def gem(
    canvas: Canvas,
    centre: tuple[float, float],
    colour: str,
    radius: float = 11,
    count: int | None = None,
) -> float:
    """A gem token with its letter; with ``count``, the number after it. The x after it."""
    canvas.chip(centre, radius, FILLS[colour], LETTER[colour])
    x = centre[0] + radius + 3
    if count is not None:
        x += canvas.text((x, centre[1]), str(count), int(radius * 1.3), anchor="lm") + 8
    return x


def _row(canvas: Canvas, y: float, state: SplendorState, level: int, say: Say) -> None:
    canvas.text((MARGIN, y + 22), "I" * level, 22, bold=True, anchor="lm")
    canvas.text(
        (MARGIN, y + 52),
        say("picture-splendor-deck", count=state.deck_size(level)),
        13,
        FAINT,
        anchor="lm",
    )
    for slot, card_id in enumerate(state.market[level - 1]):
        x = MARGIN + LABEL + slot * (CARD_W + 10)
        card(canvas, x, y, card_id, f"{level}.{slot + 1}")


def card(
    canvas: Canvas,
    x: float,
    y: float,
    card_id: int,
    place: str = "",
    width: float = CARD_W,
    height: float = CARD_H,
) -> None:
    """A development card: its colour band with its gem, prestige, cost; an empty slot
    dashed; a card kept face down (id 0) as its back."""
    box = (x, y, x + width, y + height)
    if card_id == 0 and place:
        _dashed(canvas, box)
        canvas.text((x + width / 2, y + height / 2), "—", 18, FAINT, anchor="mm")
        return
    if card_id == 0:
        canvas.pen.rounded_rectangle(box, radius=8, fill="#5A4E3C", outline=INK, width=2)
        canvas.text((x + width / 2, y + height / 2), "?", 22, WHITE, bold=True, anchor="mm")
        return
    info = CARDS[card_id]
    canvas.pen.rounded_rectangle(box, radius=8, fill=PAPER, outline=INK, width=2)
    canvas.pen.rounded_rectangle(
        (x, y, x + width, y + 30), radius=8, fill=FILLS[info.bonus], outline=INK, width=2
    )
    gem(canvas, (x + 16, y + 15), info.bonus, 10)
    if info.points:
        canvas.text(
            (x + width - 10, y + 15),
            str(info.points),
            20,
            fill=_on(info.bonus),
            bold=True,
            anchor="rm",
        )
    canvas.text((x + 32, y + 15), f"#{card_id}", 11, fill=_on(info.bonus), anchor="lm")
    if place:
        canvas.text((x + width - 8, y + height - 6), place, 10, FAINT, anchor="rd")
    costs = [(colour, info.cost[colour]) for colour in GEMS if info.cost[colour]]
    across = max(1, int((width - 10) // 52))
    for n, (colour, count) in enumerate(costs):
        gem(canvas, (x + 18 + (n % across) * 52, y + 48 + (n // across) * 26), colour, 10, count)


def _on(colour: str) -> str:
    return INK if colour in ("white", GOLD) else WHITE


def _dashed(canvas: Canvas, box: tuple[float, float, float, float]) -> None:
    x0, y0, x1, y1 = box
    for x in range(int(x0), int(x1), 12):
        canvas.pen.line((x, y0, min(x + 6, x1), y0), fill=FAINT, width=2)
        canvas.pen.line((x, y1, min(x + 6, x1), y1), fill=FAINT, width=2)
    for y in range(int(y0), int(y1), 12):
        canvas.pen.line((x0, y, x0, min(y + 6, y1)), fill=FAINT, width=2)
        canvas.pen.line((x1, y, x1, min(y + 6, y1)), fill=FAINT, width=2)


def _nobles(canvas: Canvas, y: float, state: SplendorState, say: Say) -> float:
    y = canvas.heading(y, say("picture-splendor-nobles", count=len(state.nobles)))
    x: float = MARGIN + LABEL
    if not state.nobles:
        canvas.text((x, y), "—", 16, FAINT)
    for noble_id in state.nobles:
        noble = NOBLES[noble_id]
        canvas.pen.rounded_rectangle(
            (x, y, x + 150, y + 64), radius=8, fill="#EFE3C8", outline=INK, width=2
        )
        canvas.text((x + 10, y + 8), f"♛ {noble.points}", 18, bold=True)
        cx = x + 18
        for colour in GEMS:
            if colour in noble.requires:
                cx = gem(canvas, (cx, y + 46), colour, 9, noble.requires[colour]) + 12
        x += 162
    return y + 80


def _bank(canvas: Canvas, y: float, state: SplendorState, say: Say) -> float:
    y = canvas.heading(y, say("picture-splendor-bank"))
    x: float = MARGIN + LABEL
    for colour in TOKENS:
        x = gem(canvas, (x + 14, y + 14), colour, 14, state.bank[colour]) + 10
    return y + 42


def _bot(canvas: Canvas, y: float, state: SplendorState, say: Say) -> float:
    bot = state.bot
    y = canvas.heading(
        y, say("picture-splendor-bot", points=bot.prestige(), nobles=len(bot.nobles))
    )
    canvas.text((MARGIN, y + 6), say("picture-splendor-tokens", count=bot.token_count()), 14, FAINT)
    x: float = MARGIN + LABEL
    for colour in TOKENS:
        x = gem(canvas, (x + 14, y + 14), colour, 14, bot.tokens[colour]) + 10
    y += 40
    canvas.text((MARGIN, y + 6), say("picture-splendor-bonuses", count=len(bot.cards)), 14, FAINT)
    x = MARGIN + LABEL
    bonuses = bot.bonuses()
    for colour in GEMS:
        canvas.pen.rounded_rectangle(
            (x, y, x + 30, y + 30), radius=4, fill=FILLS[colour], outline=INK, width=2
        )
        canvas.text((x + 15, y + 15), LETTER[colour], 15, _on(colour), bold=True, anchor="mm")
        x += 36 + canvas.text((x + 36, y + 15), str(bonuses[colour]), 18, anchor="lm") + 14
    y += 44
    canvas.text((MARGIN, y + 6), say("picture-splendor-kept", count=len(bot.kept)), 14, FAINT)
    x = MARGIN + LABEL
    if not bot.kept:
        canvas.text((x, y + 6), "—", 16, FAINT)
    for card_id in bot.kept:
        card(canvas, x, y, card_id, width=132, height=96)
        x += 142
    canvas.pen.line((MARGIN, y + 110, canvas.width - MARGIN, y + 110), fill=RULE)
    return y + (104 if bot.kept else 30)
