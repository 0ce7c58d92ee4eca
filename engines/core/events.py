"""What an engine says: a message key, its parameters and the rule that decided it.

Parameters are plain JSON. A string parameter that starts with ``@`` names another message
(a colour, a space, a good) that the chat layer renders in the reader's language; a list of
such strings is rendered as a list. Such a name is made by ``term``, a ``Term``: what a player
typed is a plain string and never one, however it is spelt, and goes into a parameter that is
kept as ``literal`` (a refusal's parameters are made so by the chat layer, whole).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

Params = dict[str, Any]


@dataclass(frozen=True, init=False)
class Event:
    rule: str
    key: str
    params: Params = field(default_factory=dict)

    def __init__(self, rule: str, key: str, params: Params | None = None) -> None:
        # A turn says a dozen events: filling the dict directly is twice as fast as the
        # frozen dataclass's own __init__ (one object.__setattr__ per field). Still frozen.
        values = self.__dict__
        values["rule"] = rule
        values["key"] = key
        values["params"] = {} if params is None else params


_new = object.__new__


def said(rule: str, key: str, params: Params) -> Event:
    """``Event(rule, key, params)``, the same value, made without the class call (a plain
    function call is cheaper than a type's): what a flow says, a dozen times a turn."""
    event: Event = _new(Event)
    values = event.__dict__
    values["rule"] = rule
    values["key"] = key
    values["params"] = params
    return event


def noted(key: str, params: Params | None = None) -> Event:
    """A line of bookkeeping: what the player reported, entered or set, said back. It carries
    no rule, since a rule's tag goes on a decision (the automa's, or a result the rules give)
    and leads the player to that rule; on a number the player typed in it is noise."""
    return Event("", key, params)


class Term(str):
    """A parameter value naming a message (``"@key"``): only ``term`` makes one, so text a
    player typed ("@bot-error") is never taken for one where the two are told apart. Stored
    as JSON it is the plain string again, which an event read back renders the same way."""

    __slots__ = ()


def term(key: str) -> Term:
    """A parameter value naming a message, rendered in the reader's language."""
    return Term("@" + key)


LITERAL = "@text"
"""The one key of a ``literal`` parameter."""


def literal(text: str) -> str | dict[str, str]:
    """``text`` as a parameter said exactly as it is spelt, whatever it looks like (a message's
    name, Fluent syntax, markup): what a player typed (an answer, a name), kept in an event
    that is stored. Only text that could pass for a message's name needs the wrapper; any
    other string is said as it is already, and stays one."""
    return {LITERAL: text} if text.startswith("@") else text
