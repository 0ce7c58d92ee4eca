"""The automa's side of the board as a picture (PNG), in the channel's language, drawn off
the event loop by the painter its game's spec names, and the same board in words (its alt
text, ``alt_text``) for a reader who cannot see it.

``render`` draws one picture (about 10–30 ms on one core; ``bench/pictures.py`` measures it);
``picture`` does it on the pictures' own thread pool, so the event loop never waits on Pillow.
A game without a painter, or a state a painter cannot draw, gives no picture: the text reply
goes out alone (the failure is logged). Other pictures (the record's chart) are drawn on the
same pool, with the same ``Words``, through ``drawn``."""

from __future__ import annotations

import asyncio
import concurrent.futures
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import structlog

from bot.words.i18n import Catalog
from bot.words.replies import Reply
from engines.core.alt import fitted
from engines.games import games

log = structlog.get_logger("soloist.pictures")

POOL_THREADS = 2
"""Pillow lets go of the GIL while it rasterizes and compresses: two pictures (two channels)
can be drawn at once without holding up the event loop's thread."""

_pool = concurrent.futures.ThreadPoolExecutor(POOL_THREADS, thread_name_prefix="pictures")


@dataclass(frozen=True)
class Words:
    """The picture's words in the reader's language."""

    catalog: Catalog
    language: str

    def __call__(self, key: str, /, **params: Any) -> str:
        said = tuple(sorted(params.items()))
        try:
            hash(said)
        except TypeError:
            # A list (an alt text's) or a nested or literal parameter (a name that reads as a
            # message's, "@ana"): said afresh by the catalog, never remembered.
            return self.catalog.render(self.language, key, params)
        return _said(self.catalog, self.language, key, said)


_SAID: dict[tuple[int, str, str, tuple[tuple[str, Any], ...]], tuple[Catalog, str]] = {}
SAID_LIMIT = 4096


def _said(catalog: Catalog, language: str, key: str, params: tuple[tuple[str, Any], ...]) -> str:
    """A message, remembered: Fluent takes most of a millisecond a message, and a picture's
    labels repeat from one picture to the next (a loaded catalog never changes)."""
    index = (id(catalog), language, key, params)
    known = _SAID.get(index)
    if known is not None and known[0] is catalog:
        return known[1]
    if len(_SAID) >= SAID_LIMIT:
        _SAID.clear()
    text = catalog.render(language, key, dict(params))
    _SAID[index] = (catalog, text)
    return text


def render(game: str, state: Any, catalog: Catalog, language: str) -> bytes | None:
    """The picture of ``state`` (a game's state) as PNG bytes; None when there is none."""
    spec = games().get(game)
    if spec is None or not spec.picture or state is None:
        return None
    try:
        return spec.paint(state, Words(catalog, language))
    except Exception:  # a picture is a bonus: its failure must never cost the reply
        log.exception("picture failed", game=game)
        return None


def alt_text(game: str, state: Any, catalog: Catalog, language: str) -> str | None:
    """What the picture of ``state`` shows, in words (the game's ``describe``), at most
    ``ALT_LIMIT`` characters; None for a game without them or a state they cannot say."""
    spec = games().get(game)
    if spec is None or state is None:
        return None
    try:
        text = spec.describe(state, Words(catalog, language))
    except Exception:  # like the picture, a bonus: its failure must never cost the reply
        log.exception("alt text failed", game=game)
        return None
    return fitted([text]) if text else None


def board_words(game: str, state: Any, catalog: Catalog, language: str) -> list[str]:
    """What the picture of ``state`` shows, sentence by sentence and whole (the game's
    ``board_words``): the board as text alone, for `/<game> board` and a page's text board.
    Empty for a game without them or a state they cannot say."""
    spec = games().get(game)
    if spec is None or state is None:
        return []
    try:
        return spec.board_words(state, Words(catalog, language))
    except Exception:  # the readout still answers without them
        log.exception("board words failed", game=game)
        return []


async def said_board(game: str, state: Any, catalog: Catalog, language: str) -> list[str]:
    """``board_words`` on the pictures' thread pool (a few milliseconds of Fluent)."""
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(_pool, board_words, game, state, catalog, language)


@dataclass(frozen=True)
class Drawn:
    """A board's picture and its alt text (each None when there is none)."""

    png: bytes | None
    alt: str | None


def draw(game: str, state: Any, catalog: Catalog, language: str) -> Drawn:
    png = render(game, state, catalog, language)
    return Drawn(png, alt_text(game, state, catalog, language) if png is not None else None)


async def picture(game: str, state: Any, catalog: Catalog, language: str) -> bytes | None:
    """``render`` on the pictures' thread pool."""
    return await drawn(render, game, state, catalog, language)


async def drawn(paint: Callable[..., bytes | None], *args: Any) -> bytes | None:
    """``paint(*args)`` (a picture's drawing) on the pictures' thread pool: pictures of every
    kind share its threads, so together they never take more of the machine than it has."""
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(_pool, paint, *args)


async def drawn_board(game: str, state: Any, catalog: Catalog, language: str) -> Drawn:
    """The picture and its alt text (``draw``) on the pictures' thread pool: saying them
    takes Fluent a few milliseconds too."""
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(_pool, draw, game, state, catalog, language)


def file_name(game: str) -> str:
    """The attachment's name: ASCII letters, digits and dashes only, as Discord's
    ``attachment://`` references require."""
    return f"{game}-board.png"


def picture_file(reply: Reply) -> str:
    """The file name of ``reply``'s picture: its own (a chart's), else its game's board's."""
    return reply.picture_name or file_name(reply.game or "board")
