"""A command the service cannot carry out: the ``Refusal`` that says why and changes nothing,
and how what it repeats of the player's input is kept short."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

from bot.store import StaleVersion
from bot.words.replies import Line
from engines.core import Term, literal

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
    """A refusal as it is said: every string in its parameters that no ``term`` made is what
    a player typed (or a name, a list of them) and is said as spelt, cut to a sane length;
    only a ``Term`` names one of our messages. Done here, for every refusal, rather than by
    each command that repeats what it was given."""
    return Line(line.key, {name: _echoed(value) for name, value in line.params.items()},
                line.rule)


def cut(text: str) -> str:
    """What is said back of ``text``: all of it, or its first ``ECHO_LIMIT`` characters."""
    return text[:ECHO_LIMIT - 1] + "…" if len(text) > ECHO_LIMIT else text


def _echoed(value: Any) -> Any:
    if isinstance(value, Term):
        return value
    if isinstance(value, str):
        return literal(cut(value))
    if isinstance(value, list | tuple):
        return [_echoed(item) for item in value]
    if isinstance(value, dict):
        # A nested message ({"@": key, ...}) keeps its key; its parameters are echoed.
        return {name: item if name == "@" else _echoed(item) for name, item in value.items()}
    return value
