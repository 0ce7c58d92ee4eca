"""What every game's picture shares: the fonts (shipped by packages, found on disk, never
downloaded), the colour-blind-safe palette, and a canvas with the few shapes the pictures are
made of. Every coloured item carries a symbol or a letter, so no colour has to be told apart
by its hue alone.

Fonts: DejaVu Sans (matplotlib's own copy) for Latin and Cyrillic, IPAex Gothic (shipped by
matplotlib-fontja) for Japanese. Neither package is imported: only their files are read, found
through the import system without running the packages' code.
"""

from __future__ import annotations

import functools
import importlib.util
import struct
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

import numpy as np
from PIL import Image, ImageDraw, ImageFont

Shape = Literal["circle", "square", "triangle", "diamond", "hexagon", "pentagon"]

# Okabe & Ito's palette (Color Universal Design): told apart with every common colour
# vision deficiency. Brown and beige are not in it; they differ from the rest in lightness,
# and their symbols tell them apart anyway.
BLACK = "#000000"
ORANGE = "#E69F00"
SKY = "#56B4E9"
GREEN = "#009E73"
YELLOW = "#F0E442"
BLUE = "#0072B2"
VERMILLION = "#D55E00"
PURPLE = "#CC79A7"
WHITE = "#FFFFFF"
BROWN = "#8C5A2B"
BEIGE = "#E9DCB8"

PAPER = "#FBF8F1"
INK = "#1E1E1E"
FAINT = "#8A8A8A"
RULE = "#D9D3C7"
PANEL = "#F1EBDD"

WIDTH = 960
MARGIN = 24


class FontMissing(Exception):
    """A font package is not installed: pictures cannot be drawn (the text still goes)."""


def _package_dir(name: str) -> Path:
    spec = importlib.util.find_spec(name)
    if spec is None or not spec.submodule_search_locations:
        raise FontMissing(f"the package {name} is not installed")
    return Path(next(iter(spec.submodule_search_locations)))


@functools.cache
def font_files() -> dict[str, Path]:
    """The font files by role: ``sans``, ``bold`` (Latin, Cyrillic) and ``cjk``."""
    ttf = _package_dir("matplotlib") / "mpl-data" / "fonts" / "ttf"
    files = {
        "sans": ttf / "DejaVuSans.ttf",
        "bold": ttf / "DejaVuSans-Bold.ttf",
        "cjk": _package_dir("matplotlib_fontja") / "fonts" / "ipaexg.ttf",
    }
    for path in files.values():
        if not path.is_file():
            raise FontMissing(f"no font file at {path}")
    return files


@functools.cache
def _font(role: str, size: int) -> ImageFont.FreeTypeFont:
    # The basic layout: none of these scripts needs shaping, and it is the faster one.
    return ImageFont.truetype(str(font_files()[role]), size, layout_engine=ImageFont.Layout.BASIC)


def _cjk(text: str) -> bool:
    """Whether ``text`` has a character DejaVu Sans lacks (kana, kanji, full-width forms)."""
    return any(ord(ch) >= 0x2E80 for ch in text)


def font(text: str, size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The font that covers ``text``: IPAex Gothic for Japanese (it has Latin, Cyrillic and
    digits too, so a mixed line stays in one font), else DejaVu Sans."""
    if _cjk(text):
        return _font("cjk", size)
    return _font("bold" if bold else "sans", size)


def ink_on(fill: str) -> str:
    """Black or white, whichever reads on ``fill``."""
    red, green, blue = (int(fill[i : i + 2], 16) for i in (1, 3, 5))
    return INK if 0.299 * red + 0.587 * green + 0.114 * blue > 140 else WHITE


@dataclass
class Canvas:
    image: Image.Image
    pen: ImageDraw.ImageDraw

    @classmethod
    def new(cls, height: int, width: int = WIDTH) -> Canvas:
        image = Image.new("RGB", (width, height), PAPER)
        return cls(image, ImageDraw.Draw(image))

    @property
    def width(self) -> int:
        return self.image.width

    def text(
        self,
        xy: tuple[float, float],
        text: str,
        size: int = 16,
        fill: str = INK,
        bold: bool = False,
        anchor: str = "la",
    ) -> float:
        """Draw ``text``; its width."""
        face = font(text, size, bold)
        self.pen.text(xy, text, font=face, fill=fill, anchor=anchor)
        return self.pen.textlength(text, font=face)

    def fit(self, text: str, size: int, room: float, bold: bool = False) -> str:
        """``text`` cut (with …) to fit ``room`` pixels."""
        face = font(text, size, bold)
        if self.pen.textlength(text, font=face) <= room:
            return text
        while text and self.pen.textlength(text + "…", font=face) > room:
            text = text[:-1]
        return text + "…"

    def label(
        self, xy: tuple[float, float], text: str, size: int, room: float, fill: str = FAINT
    ) -> None:
        """A row's label in ``room`` pixels: on two lines when one is too short for it."""
        face = font(text, size)
        words = text.split(" ")
        if self.pen.textlength(text, font=face) <= room or len(words) < 2:
            self.text(xy, self.fit(text, size, room), size, fill)
            return
        cut = max(
            n
            for n in range(1, len(words))
            if n == 1 or self.pen.textlength(" ".join(words[:n]), font=face) <= room
        )
        self.text(xy, self.fit(" ".join(words[:cut]), size, room), size, fill)
        self.text(
            (xy[0], xy[1] + size + 3), self.fit(" ".join(words[cut:]), size, room), size, fill
        )

    def heading(self, y: float, text: str, size: int = 17) -> float:
        """A section's title with a rule under it; the y below it."""
        self.text((MARGIN, y), self.fit(text, size, self.width - 2 * MARGIN, True), size, bold=True)
        self.pen.line((MARGIN, y + size + 6, self.width - MARGIN, y + size + 6), fill=RULE, width=1)
        return y + size + 14

    def shape(
        self,
        shape: Shape,
        centre: tuple[float, float],
        radius: float,
        fill: str,
        outline: str = INK,
    ) -> None:
        x, y = centre
        r = radius
        if shape == "circle":
            self.pen.ellipse((x - r, y - r, x + r, y + r), fill=fill, outline=outline, width=2)
        elif shape == "square":
            s = r * 0.88
            self.pen.rectangle((x - s, y - s, x + s, y + s), fill=fill, outline=outline, width=2)
        elif shape == "diamond":
            d = r * 1.15
            self.pen.polygon(
                [(x, y - d), (x + d, y), (x, y + d), (x - d, y)],
                fill=fill,
                outline=outline,
                width=2,
            )
        elif shape == "triangle":
            self.pen.polygon(
                [(x, y - r * 1.1), (x + r * 1.1, y + r * 0.8), (x - r * 1.1, y + r * 0.8)],
                fill=fill,
                outline=outline,
                width=2,
            )
        else:  # a hexagon or a pentagon, a point up
            sides = 6 if shape == "hexagon" else 5
            self.pen.regular_polygon(
                (x, y, r * 1.08),
                sides,
                rotation=0 if sides == 5 else 30,
                fill=fill,
                outline=outline,
                width=2,
            )

    def chip(
        self,
        centre: tuple[float, float],
        radius: float,
        fill: str,
        label: str,
        shape: Shape = "circle",
        size: int | None = None,
    ) -> None:
        """A coloured token with its letter (or number) on it."""
        self.shape(shape, centre, radius, fill)
        if label:
            self.text(
                centre, label, size or int(radius * 1.15), fill=ink_on(fill), bold=True, anchor="mm"
            )

    def pips(
        self,
        x: float,
        y: float,
        filled: int,
        total: int,
        fill: str,
        size: float = 14,
        gap: float = 4,
    ) -> float:
        """``total`` boxes in a row, the first ``filled`` coloured; the x after them."""
        for n in range(total):
            left = x + n * (size + gap)
            self.pen.rectangle(
                (left, y, left + size, y + size),
                fill=fill if n < filled else PAPER,
                outline=INK,
                width=1,
            )
        return x + total * (size + gap)

    def png(self, height: float | None = None) -> bytes:
        """The picture as PNG, cut to ``height`` (a canvas is made tall enough for the most
        a game can show, and cut to what it showed)."""
        image = (
            self.image
            if height is None
            else self.image.crop((0, 0, self.width, min(self.image.height, int(height))))
        )
        return png(image)


def png(image: Image.Image) -> bytes:
    """An RGB image as PNG, its rows unfiltered and deflated at level 1. The pictures are flat
    colour: they compress about as small as with Pillow's row filters (which take half the
    time of a whole picture), in half the time."""
    pixels = np.asarray(image.convert("RGB"))
    height, width, _ = pixels.shape
    rows = np.zeros((height, width * 3 + 1), np.uint8)  # each row: filter 0, then its pixels
    rows[:, 1:] = pixels.reshape(height, width * 3)

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (
            struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
        )

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)  # 8-bit RGB
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(rows.tobytes(), 1))
        + chunk(b"IEND", b"")
    )
