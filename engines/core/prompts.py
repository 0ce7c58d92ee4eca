"""What an engine asks, and how a raw answer is checked against it.

Kinds: ``d6`` (a die face the player rolled), ``choice`` (one of the options, by id or by its
number in the list), ``confirm`` (yes/no), ``number`` (a whole number in a range), ``text`` (a
short code the game parses, e.g. a tile; ``options`` then holds quick picks).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from engines.core.events import Params
from engines.core.numbers import ascii_int

PromptKind = Literal["d6", "choice", "confirm", "number", "text"]

YES_WORDS = frozenset({"y", "yes", "s", "si", "sí", "да", "д", "はい", "true"})
NO_WORDS = frozenset({"n", "no", "нет", "н", "いいえ", "false"})


class InvalidAnswer(ValueError):
    """An answer the open prompt cannot take. Carries a message key for the chat layer."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params: Params = params


# Prompts and options are frozen values built on every question of every turn: their
# __init__ fills the instance dict directly, twice as fast as the frozen dataclass's own (one
# object.__setattr__ per field). They stay frozen.


@dataclass(frozen=True, init=False)
class Option:
    id: str
    key: str
    params: Params = field(default_factory=dict)

    def __init__(self, id: str, key: str, params: Params | None = None) -> None:
        values = self.__dict__
        values["id"] = id
        values["key"] = key
        values["params"] = {} if params is None else params


@dataclass(frozen=True, init=False)
class Prompt:
    kind: PromptKind
    key: str
    rule: str
    params: Params = field(default_factory=dict)
    options: list[Option] = field(default_factory=list)
    minimum: int = 0
    maximum: int = 0
    board: bool = False
    """A question about the shared physical board (scenario default: free / yes)."""
    default: str = ""
    """A text prompt's answer when a scenario has none to give (else its first quick pick)."""

    def __init__(
        self,
        kind: PromptKind,
        key: str,
        rule: str,
        params: Params | None = None,
        options: list[Option] | None = None,
        minimum: int = 0,
        maximum: int = 0,
        board: bool = False,
        default: str = "",
    ) -> None:
        values = self.__dict__
        values["kind"] = kind
        values["key"] = key
        values["rule"] = rule
        values["params"] = {} if params is None else params
        values["options"] = [] if options is None else options
        values["minimum"] = minimum
        values["maximum"] = maximum
        values["board"] = board
        values["default"] = default


def parse_answer(prompt: Prompt, raw: Any) -> Any:
    """Check ``raw`` against ``prompt`` and return its normal form (int, option id, bool, str).

    ``text`` answers are returned stripped; the game parses them further.
    """
    text = str(raw).strip() if not isinstance(raw, bool) else raw
    if prompt.kind == "d6":
        face = _as_int(text, 1, 6)
        if face is None:
            raise InvalidAnswer("answer-bad-die", value=str(raw))
        return face
    if prompt.kind == "number":
        number = _as_int(text, prompt.minimum, prompt.maximum)
        if number is None:
            raise InvalidAnswer(
                "answer-bad-number", value=str(raw), min=prompt.minimum, max=prompt.maximum
            )
        return number
    if prompt.kind == "confirm":
        if isinstance(text, bool):
            return text
        word = text.casefold()
        if word in YES_WORDS:
            return True
        if word in NO_WORDS:
            return False
        raise InvalidAnswer("answer-bad-confirm", value=str(raw))
    if prompt.kind == "choice":
        ids = [o.id for o in prompt.options]
        if text in ids:
            return text
        index = _as_int(text, 1, len(ids))
        if index is not None:
            return ids[index - 1]
        raise InvalidAnswer("answer-bad-choice", value=str(raw), count=len(ids))
    if not isinstance(text, str) or not text:
        raise InvalidAnswer("answer-empty")
    return text


def default_answer(prompt: Prompt) -> Any:
    """The answer a scenario gives when it has none: the first option, free / yes."""
    if prompt.kind == "confirm":
        return True
    if prompt.kind == "number":
        return int(prompt.default) if prompt.default else prompt.minimum
    if prompt.default:
        return prompt.default
    if prompt.options:
        return prompt.options[0].id
    raise InvalidAnswer("answer-empty")


def _as_int(text: str | bool, minimum: int, maximum: int) -> int | None:
    # A bool is a tapped yes/no, never a number.
    return ascii_int(text, minimum, maximum) if isinstance(text, str) else None
