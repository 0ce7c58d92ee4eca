"""The inbox read back after a crash (or left by another process): each entry decoded by the
platform, one that cannot be read dropped, the others carried through in order."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TypeVar

import structlog

from bot.platforms.chat.store import ChatStore

T = TypeVar("T")

log = structlog.get_logger("soloist.recovery")

UNREADABLE = (ValueError, TypeError, KeyError)


async def replay(store: ChatStore, platform: str, decode: Callable[[str], T],
                 carry: Callable[[str, T], Awaitable[None]], noun: str,
                 left: list[tuple[str, str]] | None = None) -> int:
    """Carry through what ``platform`` left in the inbox (or ``left`` of it), oldest first;
    how many entries there were."""
    if left is None:
        left = await store.inbox(platform)
    for key, payload in left:
        item = await read(store, key, payload, decode, noun)
        if item is not None:
            await carry(key, item)
    return len(left)


async def read(store: ChatStore, key: str, payload: str, decode: Callable[[str], T],
               noun: str) -> T | None:
    """An entry of the inbox decoded; None, and dropped, when it cannot be read."""
    try:
        return decode(payload)
    except UNREADABLE as exc:
        log.error(f"unreadable {noun} in the inbox; dropped", key=key, error=str(exc))
        await store.inbox_done(key)
        return None
