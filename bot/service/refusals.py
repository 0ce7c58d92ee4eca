"""A command the service cannot carry out: the ``Refusal`` that says why and changes nothing,
and how what it repeats of the player's input is kept short."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

from bot.store import StaleVersion
from bot.words.replies import Line

ECHO_LIMIT = 300
"""Characters of a refused value said back: enough for any list the bot names, while 5,000
typed digits do not come back as a wall of text."""


class Refusal(Exception):
    """A command that cannot be carried out; says why and changes nothing."""

    def __init__(self, key: str, private: bool = False, **params: Any) -> None:
        super().__init__(key)
        self.line = Line(key=key, params=params)
        self.private = private


@contextlib.contextmanager
def stale_refused() -> Iterator[None]:
    """A write the store refuses because the game moved on meanwhile: a stale button."""
    try:
        yield
    except StaleVersion as exc:
        raise Refusal("bot-stale", private=True) from exc


def echoed(line: Line) -> Line:
    """A refusal, with what it repeats of the player's input cut to a sane length."""
    params = {name: value[:ECHO_LIMIT - 1] + "…"
              if isinstance(value, str) and len(value) > ECHO_LIMIT else value
              for name, value in line.params.items()}
    return Line(line.key, params, line.rule)
