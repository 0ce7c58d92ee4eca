"""A platform-neutral reply: lines to say (message key, parameters, rule id), the open
question with the game version its buttons belong to. Renderers turn it into text."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engines.core import Event, Prompt


@dataclass(frozen=True)
class Line:
    key: str
    params: dict[str, Any] = field(default_factory=dict)
    rule: str | None = None
    texts: dict[tuple[int, str], str] = field(default_factory=dict, init=False, repr=False,
                                              compare=False)
    """What the line says, by catalog and language, once said (bot.words.render.line_text): a
    turn's message says every earlier line of the turn again at each answer."""

    @classmethod
    def of(cls, event: Event) -> Line:
        """``event`` as a line; no rule (the player's words, the bot's own) is None, as a
        line read back from a stored step says it."""
        return cls(key=event.key, params=event.params, rule=event.rule or None)


@dataclass(frozen=True)
class Document:
    """A file a reply carries: a name, its bytes and their MIME type."""

    name: str
    data: bytes
    mime: str


@dataclass(frozen=True)
class LinkButton:
    """A button that opens a web address (a finished game's play for the BG Stats app): the
    same target as several candidate addresses, from the most complete to the shortest. A
    platform shows the first within its own limit on a button's address; where none is, it
    attaches ``document`` instead, with a line saying why (``file_line``)."""

    label: Line
    urls: tuple[str, ...]
    document: Document | None = None
    file_line: Line | None = None
    """What the platform says with ``document`` when no address fits its buttons."""

    def url_within(self, limit: int | None) -> str | None:
        """The first candidate of at most ``limit`` characters (None: any); None if none is."""
        return next((url for url in self.urls if limit is None or len(url) <= limit), None)


@dataclass(frozen=True)
class Reply:
    language: str
    lines: list[Line] = field(default_factory=list)
    prompt: Prompt | None = None
    game: str | None = None
    game_id: int | None = None
    version: int | None = None
    """The game version after this reply; buttons of ``prompt`` carry it."""
    private: bool = False
    """Only for the user who sent the command (a refusal, say); platforms that can, show it
    to them alone."""
    changed: bool = False
    """Whether the game moved on (a step was stored)."""
    turn: int | None = None
    """For a step: the version its turn began at. A platform shows a turn in one message,
    edited as the turn goes: the same (game_id, turn) is the same message."""
    live: list[Line] = field(default_factory=list)
    """For a step: every line of its turn so far, this step's included."""
    duplicate: bool = False
    """The platform delivered this request before and it was applied then: say nothing."""
    refused: bool = False
    """A refusal: the command was not carried out (it says why)."""
    picture: bytes | None = None
    """The board's picture (PNG) to show with the reply (bot.words.pictures), if it has one."""
    picture_name: str | None = None
    """The picture's file name when it is no game's board (a record's chart): ASCII letters,
    digits and dashes (bot.words.pictures.picture_file)."""
    picture_alt: str | None = None
    """What ``picture`` shows, in words, for a reader who cannot see it (its alt text: at
    most 1,024 characters, in the reply's language); None without a picture."""
    documents: tuple[Document, ...] = ()
    """Files the reply carries (a transcript): uploaded as documents where the platform can,
    written under ./data/transcripts/ by the console."""
    links: tuple[LinkButton, ...] = ()
    """Buttons opening a web address (a finished game's play for BG Stats; a live page
    inside the platform's own app, Telegram's Mini App)."""
