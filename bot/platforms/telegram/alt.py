"""A board picture's alt text on Telegram, which has no alt field for a photo: it goes in the
photo's caption, after the reply's text, as an expandable quote — one line for a sighted
reader to open or pass by, the whole of it for a screen reader.

A turn is one message in a group's minute of twenty: when the text leaves too little room
for all of the alt text, its first sentences go (the most important: where the game stands,
the automa's side first) and an ellipsis says the rest is left off — `/<game> board` says it
all. Only when the text leaves no room for even its first sentence does the text go as a
message of its own, and the photo follows captioned with the alt text alone."""

from __future__ import annotations

import re

from telegram import MessageEntity

from engines.core.alt import MORE

CAPTION_LIMIT = 1024
"""Characters in a photo's caption."""
GAP = "\n\n"
SENTENCE_END = re.compile(r"[.。] ")
"""Where one of the alt text's sentences ends (they are joined by spaces)."""


def fitting(text: str | None, alt: str | None) -> str | None:
    """The alt text as it fits a caption after ``text``: whole, cut after a sentence with an
    ellipsis, or None when not even its first sentence fits."""
    if not alt:
        return None
    room = CAPTION_LIMIT - (len(text) + len(GAP) if text else 0)
    if len(alt) <= room:
        return alt
    ends = [m.start() + 1 for m in SENTENCE_END.finditer(alt, 0, max(0, room - len(MORE)))]
    return f"{alt[: ends[-1]]} {MORE}" if ends else None


def fits(text: str, alt: str | None) -> bool:
    """Whether ``text`` and (some of) the alt text make one caption."""
    return len(text) <= CAPTION_LIMIT and (not alt or fitting(text, alt) is not None)


def captioned(text: str | None, alt: str | None) -> tuple[str | None, list[MessageEntity]]:
    """The caption of a photo showing ``text`` (None: the photo alone) and its entities: the
    alt text after the text, quoted and folded, as much as fits (Telegram counts an entity's
    offset and length in UTF-16 code units)."""
    said = fitting(text, alt)
    if said is None:
        return text, []
    head = f"{text}{GAP}" if text else ""
    quote = MessageEntity(MessageEntity.EXPANDABLE_BLOCKQUOTE, _units(head), _units(said))
    return head + said, [quote]


def _units(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2
