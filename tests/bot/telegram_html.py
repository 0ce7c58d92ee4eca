"""Telegram's HTML parse mode as the Bot API checks it: only its own tags, each closed in order,
and only the entities it knows (core.telegram.org/bots/api#html-style). A text it would refuse
gives the reason, worded as Telegram words it."""

from __future__ import annotations

import re

TAGS = frozenset({"b", "strong", "i", "em", "u", "ins", "s", "strike", "del", "span",
                  "tg-spoiler", "a", "tg-emoji", "code", "pre", "blockquote"})
ENTITY = re.compile(r"&(?:lt|gt|amp|quot|#[0-9]+|#x[0-9a-fA-F]+);")
TAG = re.compile(r"<(/?)([A-Za-z][A-Za-z0-9-]*)([^<>]*)>")


def html_problem(text: str) -> str | None:
    """Why Telegram would refuse ``text`` in HTML parse mode, or None."""
    open_tags: list[str] = []
    at = 0
    while at < len(text):
        offset = len(text[:at].encode())
        if text[at] == "&":
            if not ENTITY.match(text, at):
                return f'Unsupported HTML entity at byte offset {offset}'
            at = text.index(";", at) + 1
            continue
        if text[at] == "<":
            tag = TAG.match(text, at)
            if tag is None:
                return f'Unexpected end of name token at byte offset {offset}'
            closing, name = tag.group(1) == "/", tag.group(2).casefold()
            if name not in TAGS:
                return f'Unsupported start tag "{name}" at byte offset {offset}'
            if closing:
                if not open_tags or open_tags[-1] != name:
                    expected = f'"</{open_tags[-1]}>"' if open_tags else "no end tag"
                    return (f'Unmatched end tag at byte offset {offset}, expected {expected}, '
                            f'found "</{name}>"')
                open_tags.pop()
            else:
                open_tags.append(name)
            at = tag.end()
            continue
        if text[at] == ">":
            return f"Character '>' is reserved and must be escaped at byte offset {offset}"
        at += 1
    if open_tags:
        return f'Can\'t find end tag corresponding to start tag "{open_tags[-1]}"'
    return None
