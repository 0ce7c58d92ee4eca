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


@dataclass
class Link:
    """A link watched by at least one viewer: where its game stood at the last look."""

    token: str
    game_id: int
    version: str | None = None
    gone: str | None = None
    """``unknown`` (the link or its game is gone) or ``revoked``; None while it opens."""
    viewers: int = 0
    changed: asyncio.Future[None] = field(
        default_factory=lambda: asyncio.get_running_loop().create_future())
    """Done when the game changes; then replaced by a new one."""

    def tell(self) -> None:
        done, self.changed = self.changed, asyncio.get_running_loop().create_future()
        done.set_result(None)

    async def wait(self, seen: asyncio.Future[None], timeout: float) -> bool:
        """Whether the game changed since ``seen`` was current (within ``timeout``)."""
        if seen is not self.changed:
            return True
        # Never cancelled by a viewer who leaves: the future is every viewer's.
        done, _ = await asyncio.wait({seen}, timeout=timeout)
        return bool(done)


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
            link.tell()
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
