"""How a step reaches the pages watching its game: one poller for every watched link asks the
store where their games stand (one cheap query a tick, however many links and viewers), and
wakes each link's viewers when its game changed. It works whichever process made the step (the
database is what the processes share); a viewer's stream then sends the fragment made once
for that version and language (bot/web/view.py)."""

from __future__ import annotations

import asyncio
import contextlib
from dataclasses import dataclass, field

import structlog

from bot.store import Store

log = structlog.get_logger("soloist.web")

POLL_INTERVAL = 0.25
"""Seconds between two looks at the watched games: a step reaches its viewers well within a
second."""


WAKE_AT_ONCE = 50
"""Viewers woken in one turn of the event loop when their game changes: a thousand woken at
once held the loop some 100 ms, and every player's command with it; in slices, commands go
in between."""


@dataclass
class Link:
    """A link watched by at least one viewer: where its game stood at the last look."""

    token: str
    game_id: int
    version: str | None = None
    gone: str | None = None
    """``unknown`` (the link or its game is gone) or ``revoked``; None while it opens."""
    viewers: int = 0
    changed: int = 0
    """How many changes the looks have found: what a viewer last saw is compared with it."""
    _waiting: dict[asyncio.Future[bool], None] = field(default_factory=dict)

    def tell(self, at_once: bool = False) -> None:
        """The game changed: every waiting viewer is woken, ``WAKE_AT_ONCE`` a turn of the
        loop unless ``at_once``."""
        self.changed += 1
        waiting, self._waiting = list(self._waiting), {}
        if at_once or len(waiting) <= WAKE_AT_ONCE:
            _wake(waiting)
        else:
            _woken.add(task := asyncio.create_task(_wake_in_slices(waiting)))
            task.add_done_callback(_woken.discard)

    async def wait(self, seen: int, timeout: float) -> bool:
        """Whether the game changed since the change ``seen`` was current (within
        ``timeout``)."""
        if seen != self.changed:
            return True
        loop = asyncio.get_running_loop()
        waiter: asyncio.Future[bool] = loop.create_future()
        self._waiting[waiter] = None
        timer = loop.call_later(timeout, _expire, waiter)
        try:
            return await waiter
        finally:
            timer.cancel()
            self._waiting.pop(waiter, None)


_woken: set[asyncio.Task[None]] = set()
"""The wakes under way (the loop keeps only a weak reference to a task)."""


def _wake(waiting: list[asyncio.Future[bool]]) -> None:
    for waiter in waiting:
        if not waiter.done():
            waiter.set_result(True)


async def _wake_in_slices(waiting: list[asyncio.Future[bool]]) -> None:
    for start in range(0, len(waiting), WAKE_AT_ONCE):
        _wake(waiting[start:start + WAKE_AT_ONCE])
        await asyncio.sleep(0)  # the woken viewers run, and whatever else was waiting


def _expire(waiter: asyncio.Future[bool]) -> None:
    if not waiter.done():
        waiter.set_result(False)


class Feed:
    """The watched links, looked at every ``interval`` seconds while anyone watches."""

    def __init__(self, store: Store, interval: float = POLL_INTERVAL) -> None:
        self.store = store
        self.interval = interval
        self._links: dict[str, Link] = {}
        self._poller: asyncio.Task[None] | None = None
        self.closed = False
        """The server is stopping: every viewer's stream ends (its page reconnects, to
        another process or to this one restarted)."""

    def join(self, token: str, game_id: int) -> Link:
        link = self._links.get(token)
        if link is None:
            link = self._links[token] = Link(token, game_id)
        link.viewers += 1
        if self._poller is None or self._poller.done():
            self._poller = asyncio.create_task(self._poll(), name="watch-poll")
        return link

    def known(self, token: str) -> Link | None:
        """The link as the last look found it, while anyone watches it: what a viewer's
        picture at a new version is checked against without asking the database (a
        thousand viewers fetch it at each step)."""
        link = self._links.get(token)
        return link if link is not None and link.gone is None else None

    def leave(self, link: Link) -> None:
        link.viewers -= 1
        if link.viewers <= 0 and self._links.get(link.token) is link:
            del self._links[link.token]

    async def close(self) -> None:
        self.closed = True
        for link in self._links.values():
            link.tell(at_once=True)
        if self._poller is not None:
            self._poller.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._poller

    async def look(self) -> None:
        """One look at every watched link: its viewers woken if its game changed."""
        tokens = list(self._links)
        watched = await self.store.watched(tokens)
        for token in tokens:
            link = self._links.get(token)
            if link is None:
                continue
            now = watched.get(token)
            gone = "unknown" if now is None else "revoked" if now.revoked else None
            version = now.version if now is not None else None
            if (gone, version) != (link.gone, link.version):
                link.gone, link.version = gone, version
                link.tell()

    async def _poll(self) -> None:
        while self._links:
            try:
                await self.look()
            except Exception:  # the database away a moment: the next look tries again
                log.exception("watched games not read")
            await asyncio.sleep(self.interval)
