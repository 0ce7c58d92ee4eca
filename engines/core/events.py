"""What an engine says: a message key, its parameters and the rule that decided it.

Parameters are plain JSON. A string parameter that starts with ``@`` names another message
(a colour, a space, a good) that the chat layer renders in the reader's language; a list of
such strings is rendered as a list.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

Params = dict[str, Any]


@dataclass(frozen=True)
class Event:
    rule: str
    key: str
    params: Params = field(default_factory=dict)


def term(key: str) -> str:
    """A parameter value naming a message, rendered in the reader's language."""
    return "@" + key
