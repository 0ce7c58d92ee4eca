"""A board picture's words for a reader who cannot see it (alt text): sentences said from the
same state the painter draws, most important first, fitted to the room a platform gives a
picture's description (Discord's attachment description and Telegram's caption: 1,024)."""

from __future__ import annotations

from collections.abc import Iterable

ALT_LIMIT = 1024
"""Characters of a picture's description on every platform that has one."""
MORE = "…"


def fitted(sentences: Iterable[str], limit: int = ALT_LIMIT) -> str:
    """``sentences``, most important first, joined by spaces within ``limit`` characters: once
    one does not fit, it and the rest are left off and an ellipsis says so (a first sentence
    longer than the limit is cut short)."""
    kept: list[str] = []
    length = 0
    said = [s for s in (text.strip() for text in sentences) if s]
    for n, sentence in enumerate(said):
        more = len(MORE) + 1 if n < len(said) - 1 else 0
        room = limit - length - (1 if kept else 0)
        if len(sentence) + more <= room:
            kept.append(sentence)
            length += len(sentence) + (1 if len(kept) > 1 else 0)
            continue
        if not kept:
            return sentence[: limit - len(MORE)].rstrip() + MORE
        kept.append(MORE)
        break
    return " ".join(kept)
