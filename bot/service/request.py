"""The platform request being handled, written with the step it makes so that it applies once
(a duplicate delivery finds it claimed)."""

from __future__ import annotations

from contextvars import ContextVar

current: ContextVar[str | None] = ContextVar("request", default=None)
