"""A long Discord reply (a game's log, /help) as one message turned by buttons: ⏮ ◀ k/n ▶ ⏭.
A page button names what to show again and which page, never the text, so it works for
anyone, after a restart too: ``p:<game>:<verb>:<game id>:<page>:<slot>`` re-reads a game's
``log`` (or ``status``, ``board``), ``h:<page>:<slot>`` renders /help again. The slot only
keeps two buttons leading to one page apart (Discord wants custom ids unique)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

import discord

from bot.words.i18n import Catalog

READS = ("log", "status", "board")
"""The reads a page button may show again."""
GAME_PAGE = re.compile(r"p:([a-z0-9_-]{1,32}):(log|status|board):([0-9]{1,18}):([0-9]{1,4}):[a-z]")
HELP_PAGE = re.compile(r"h:([0-9]{1,4}):[a-z]")
"""ASCII digits only, as ``buttons`` reads a press: a regex digit class takes other scripts'."""


@dataclass(frozen=True)
class GamePage:
    game: str
    verb: str
    game_id: int
    page: int

    def id(self, page: int, slot: str) -> str:
        return f"p:{self.game}:{self.verb}:{self.game_id}:{page}:{slot}"


def game_page(custom_id: str) -> GamePage | None:
    found = GAME_PAGE.fullmatch(custom_id)
    if found is None:
        return None
    return GamePage(found[1], found[2], int(found[3]), int(found[4]))


def help_page(custom_id: str) -> int | None:
    found = HELP_PAGE.fullmatch(custom_id)
    return int(found[1]) if found else None


def turner(catalog: Catalog, language: str, page: int, pages: int,
           make_id: Callable[[int, str], str]) -> discord.ui.View:
    """The row of page buttons for ``page`` of ``pages``; ``make_id(page, slot)`` names a
    button's page."""
    view = discord.ui.View(timeout=None)
    for label, target, slot, usable in (
            ("⏮", 1, "f", page > 1), ("◀", page - 1, "p", page > 1),
            (catalog.render(language, "discord-page", {"page": page, "pages": pages}), page,
             "c", False),
            ("▶", page + 1, "n", page < pages), ("⏭", pages, "l", page < pages)):
        view.add_item(discord.ui.Button(label=label, style=discord.ButtonStyle.secondary,
                                        custom_id=make_id(target, slot), disabled=not usable))
    # Handled by custom id, not by this view (as the question's buttons are).
    view.stop()
    return view
