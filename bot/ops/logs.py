"""Structured logs: JSON lines for machines, a readable console on a terminal, secrets removed.

Soloist logs with structlog. The libraries (discord.py, python-telegram-bot, httpx, aiohttp)
log with the standard library's ``logging``: their records go through the same processors, so
they come out in the same format, at the same level, with the same redaction (httpx logs every
request's URL at INFO, and a Telegram URL holds the bot's token). One process, one output, a
level fixed at start-up.
"""

from __future__ import annotations

import logging
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
_handler: logging.Handler | None = None
"""The standard library's handler configure_logging installed on the root logger."""


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
    head: list[Processor] = [
        structlog.processors.add_log_level,
        structlog.processors.TimeStamper(fmt="iso", utc=True),
        structlog.processors.StackInfoRenderer(),
    ]
    tail: list[Processor]
    if console:
        tail = [
            redact,
            structlog.dev.ConsoleRenderer(colors=terminal, exception_formatter=_traceback),
        ]
    else:
        tail = [
            structlog.processors.format_exc_info,
            redact,
            structlog.processors.JSONRenderer(ensure_ascii=False),
        ]
    _route_standard_logging(stream, settings.log_level, head, tail)
    structlog.configure(
        processors=[structlog.contextvars.merge_contextvars, *head, *tail],
        wrapper_class=structlog.make_filtering_bound_logger(settings.log_level.lower()),
        logger_factory=structlog.WriteLoggerFactory(file=stream),
        # Not cached, so reconfiguring (and structlog.testing.capture_logs) reaches loggers
        # that modules created at import time.
        cache_logger_on_first_use=False,
    )


def _route_standard_logging(stream: TextIO, level: str, head: list[Processor],
                            tail: list[Processor]) -> None:
    """The libraries' records through the same processors as ours (their logger's name
    added), to the same stream, at the same level."""
    global _handler
    formatter = structlog.stdlib.ProcessorFormatter(
        foreign_pre_chain=[structlog.stdlib.add_logger_name, *head],
        processors=[structlog.stdlib.ProcessorFormatter.remove_processors_meta, *tail])
    _handler = logging.StreamHandler(stream)
    _handler.setFormatter(formatter)
    root = logging.getLogger()
    root.addHandler(_handler)
    root.setLevel(level)


def close_logging() -> None:
    """Back to structlog's defaults, closing the log file configure_logging opened."""
    global _opened, _handler
    structlog.reset_defaults()
    if _handler is not None:
        logging.getLogger().removeHandler(_handler)
        _handler = None
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
