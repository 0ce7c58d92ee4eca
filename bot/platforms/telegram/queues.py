"""One queue per chat: a chat's jobs run one at a time in the order they came, each chat on a
task of its own (alive while its queue has work), so a chat that waits — out flood control,
on a slow reply — holds up no other chat and none of the library's update slots.

Stopping finishes the job each chat has in flight (within a grace period) and starts no new
one: what was queued and not begun is handed back (``abandon``) for the next start."""

from __future__ import annotations

import asyncio
import contextlib
from collections import deque
from collections.abc import Awaitable, Callable, Hashable
from dataclasses import dataclass

import structlog

log = structlog.get_logger("soloist.queues")


@dataclass(frozen=True)
class Job:
    run: Callable[[], Awaitable[None]]
    abandon: Callable[[], None]
    """Called instead of ``run`` for a job never begun because the queues stopped."""


class ChatQueues:
    def __init__(self) -> None:
        self._queues: dict[Hashable, deque[Job]] = {}
        self._workers: dict[Hashable, asyncio.Task[None]] = {}
        self.accepting = True

    def put(self, chat: Hashable, job: Job) -> None:
        """Queue ``job`` behind the chat's others (abandoned at once once stopping)."""
        if not self.accepting:
            job.abandon()
            return
        self._queues.setdefault(chat, deque()).append(job)
        if chat not in self._workers:
            self._workers[chat] = asyncio.create_task(self._work(chat), name=f"chat {chat}")

    @property
    def busy(self) -> int:
        """Chats with work queued or in flight."""
        return len(self._workers)

    async def _work(self, chat: Hashable) -> None:
        queue = self._queues[chat]
        try:
            while queue and self.accepting:
                job = queue.popleft()
                try:
                    await job.run()
                except Exception:  # a bug in one job must not stall the chat's others
                    log.exception("queued job failed", chat=str(chat))
        finally:
            del self._workers[chat]
            if not queue:
                del self._queues[chat]

    async def stop(self, grace: float) -> None:
        """Start no new job; let the jobs in flight finish for up to ``grace`` seconds, then
        cancel them; abandon every job not begun."""
        self.accepting = False
        workers = list(self._workers.values())
        if workers:
            _, late = await asyncio.wait(workers, timeout=grace)
            for task in late:
                log.warning("job cut short by the shutdown", chat=task.get_name())
                task.cancel()
            for task in late:
                with contextlib.suppress(asyncio.CancelledError):
                    await task
        for queue in self._queues.values():
            while queue:
                queue.popleft().abandon()
        self._queues.clear()
