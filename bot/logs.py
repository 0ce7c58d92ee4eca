"""Structured logs: JSON lines for machines, a readable console on a terminal, secrets removed.

Plain structlog without the standard library's logging: one process, one output, a level
fixed at start-up.
"""

from __future__ import annotations

import re
import sys
from io import StringIO
from typing import Any, TextIO

import structlog
from structlog.typing import EventDict, ExcInfo, FilteringBoundLogger, Processor, WrappedLogger

from bot.settings import Settings

REDACTED = "[redacted]"
# A field named for a secret (`token`, `discord_token`, `webhook_secret`), not one that only
# contains the word: Splendor's `tokens` are gems.
_SECRET_KEY = re.compile(r"(^|_)(token|secret|password)$", re.IGNORECASE)
# Telegram: "<bot id>:<35 characters>". Discord: base64url user id, timestamp, HMAC.
_TOKEN = re.compile(
    r"\d{6,}:[A-Za-z0-9_-]{30,}"
    r"|[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{6,}\.[A-Za-z0-9_-]{20,}"
)

_opened: TextIO | None = None
"""The log file configure_logging opened, closed when logging is configured again."""


def _scrub(key: str, value: Any) -> Any:
    if _SECRET_KEY.search(key):
        return REDACTED
    if isinstance(value, str):
        # Substitute rather than drop: a token inside a URL or an error message goes, the
        # rest of the text stays readable.
        return _TOKEN.sub(REDACTED, value)
    if isinstance(value, dict):
        return {k: _scrub(str(k), v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_scrub("", v) for v in value]
    return value


def redact(_logger: WrappedLogger, _method: str, event: EventDict) -> EventDict:
    """Remove values under token/secret keys and anything that looks like a bot token."""
    for key, value in event.items():
        event[key] = _scrub(key, value)
    return event


def configure_logging(settings: Settings) -> None:
    global _opened
    close_logging()
    stream: TextIO
    if settings.log_file is not None:
        settings.log_file.parent.mkdir(parents=True, exist_ok=True)
        _opened = stream = settings.log_file.open("a", encoding="utf-8", buffering=1)
    else:
        stream = sys.stderr
    terminal = _isatty(stream)
    console = settings.log_format == "console" or (settings.log_format == "auto" and terminal)
    processors: list[Processor] = [
        structlog.contextvars.merge_contextvars,
        structlog.processors.add_log_level,
        structlog.processors.TimeStamper(fmt="iso", utc=True),
        structlog.processors.StackInfoRenderer(),
    ]
    if console:
        processors += [
            redact,
            structlog.dev.ConsoleRenderer(colors=terminal, exception_formatter=_traceback),
        ]
    else:
        processors += [
            structlog.processors.format_exc_info,
            redact,
            structlog.processors.JSONRenderer(ensure_ascii=False),
        ]
    structlog.configure(
        processors=processors,
        wrapper_class=structlog.make_filtering_bound_logger(settings.log_level.lower()),
        logger_factory=structlog.WriteLoggerFactory(file=stream),
        # Not cached, so reconfiguring (and structlog.testing.capture_logs) reaches loggers
        # that modules created at import time.
        cache_logger_on_first_use=False,
    )


def close_logging() -> None:
    """Back to structlog's defaults, closing the log file configure_logging opened."""
    global _opened
    structlog.reset_defaults()
    if _opened is not None:
        _opened.close()
        _opened = None


def get_logger(**bound: Any) -> FilteringBoundLogger:
    """A logger carrying ``bound`` in every event (e.g. ``get_logger(channel=...)``)."""
    logger: FilteringBoundLogger = structlog.get_logger().bind(**bound)
    return logger


def _isatty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):  # replaced or closed streams
        return False


def _traceback(out: TextIO, exc_info: ExcInfo) -> None:
    """The console's traceback, redacted like every other value (it is printed after the
    processors ran, so ``redact`` never sees it)."""
    buffer = StringIO()
    structlog.dev.plain_traceback(buffer, exc_info)
    out.write(_TOKEN.sub(REDACTED, buffer.getvalue()))
