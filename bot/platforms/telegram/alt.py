"""A board picture's alt text on Telegram, which has no alt field for a photo: it goes in the
photo's caption, after the reply's text when both fit, as an expandable quote — one line
for a sighted reader to open or pass by, the whole of it for a screen reader. When the text
and the alt text do not fit one caption, the text goes as a message of its own and the photo
follows captioned with the alt text alone."""

from __future__ import annotations

from telegram import MessageEntity

CAPTION_LIMIT = 1024
"""Characters in a photo's caption."""
GAP = "\n\n"


def fits(text: str, alt: str | None) -> bool:
    """Whether ``text`` and the alt text make one caption."""
    return len(text) + (len(GAP) + len(alt) if alt else 0) <= CAPTION_LIMIT


def captioned(text: str | None, alt: str | None) -> tuple[str | None, list[MessageEntity]]:
    """The caption of a photo showing ``text`` (None: the photo alone) and its entities: the
    alt text after the text, quoted and folded, when there is room (Telegram counts an
    entity's offset and length in UTF-16 code units)."""
    if not alt or (text is not None and not fits(text, alt)):
        return text, []
    head = f"{text}{GAP}" if text else ""
    quote = MessageEntity(MessageEntity.EXPANDABLE_BLOCKQUOTE, _units(head), _units(alt))
    return head + alt, [quote]


def _units(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2
