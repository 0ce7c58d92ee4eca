"""Buttons for an open question, and the command a press carries back.

A button's data names the game, the version it was drawn for and the answer, never the state:
``a:<game id>:<version>:<answer>``. It fits Telegram's 64 bytes and Discord's 100 characters,
and it stays valid across a restart (the store knows the game); a press on another version or
another game is refused as stale by the service.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.service.commands import Command
from bot.words.i18n import Catalog
from bot.words.replies import Reply
from engines.core import Prompt, ascii_int

DIE_FACES = "⚀⚁⚂⚃⚄⚅"
MAX_DATA = 64
"""Telegram's limit on callback data, in bytes; Discord allows 100 characters."""
MAX_NUMBER_BUTTONS = 12
"""A number question offers buttons when its range is this small; else the answer is typed."""
PREFIX = "a"
MAX_ID = 2**63 - 1
"""The largest game id or version the store can hold (SQLite's integer)."""


@dataclass(frozen=True)
class Button:
    label: str
    data: str


def press_data(game_id: int, version: int, answer: str) -> str | None:
    """The data of a button answering ``answer``; None when it would not fit."""
    data = f"{PREFIX}:{game_id}:{version}:{answer}"
    return data if len(data.encode()) <= MAX_DATA else None


def parse_press(data: str, request: str | None = None) -> Command | None:
    """The command a button press stands for; None for data that is not ours."""
    head, _, rest = data.partition(":")
    game_id, _, rest = rest.partition(":")
    version, _, answer = rest.partition(":")
    pressed_id = ascii_int(game_id, 0, MAX_ID)
    pressed_version = ascii_int(version, 0, MAX_ID)
    if head != PREFIX or pressed_id is None or pressed_version is None or not answer:
        return None
    return Command(name="answer", args=(answer,), game_id=pressed_id, version=pressed_version,
                   request=request)


def buttons(catalog: Catalog, reply: Reply) -> list[list[Button]]:
    """Rows of buttons for the reply's open question (none when it has no question)."""
    prompt = reply.prompt
    if prompt is None or reply.game_id is None or reply.version is None:
        return []
    game_id, version = reply.game_id, reply.version

    def button(label: str, answer: str) -> Button | None:
        data = press_data(game_id, version, answer)
        return Button(label, data) if data else None

    def rows(pairs: list[tuple[str, str]], per_row: int) -> list[list[Button]]:
        made = [b for b in (button(label, answer) for label, answer in pairs) if b]
        return [made[i:i + per_row] for i in range(0, len(made), per_row)]

    return rows(*_choices(catalog, reply.language, prompt))


def answer_choices(catalog: Catalog, language: str, prompt: Prompt) -> list[tuple[str, str]]:
    """(label, answer) for each answer a question's buttons offer."""
    return _choices(catalog, language, prompt)[0]


def _choices(catalog: Catalog, language: str, prompt: Prompt) -> tuple[list[tuple[str, str]], int]:
    """(label, answer) pairs for a question, and how many go in a row."""
    if prompt.kind == "d6":
        return [(f"{face} {n}", str(n)) for n, face in enumerate(DIE_FACES, 1)], 6
    if prompt.kind == "confirm":
        return [(catalog.render(language, "bot-yes"), "y"),
                (catalog.render(language, "bot-no"), "n")], 2
    if prompt.kind == "number":
        if prompt.maximum - prompt.minimum + 1 > MAX_NUMBER_BUTTONS:
            return [], 1
        return [(str(n), str(n)) for n in range(prompt.minimum, prompt.maximum + 1)], 6
    labels = [catalog.render(language, o.key, o.params) for o in prompt.options]
    if prompt.kind == "choice":
        # By number: an option's id may be long, its place in the list is short and stable.
        return [(f"{n}. {label}", str(n)) for n, label in enumerate(labels, 1)], 1
    return [(label, o.id) for label, o in zip(labels, prompt.options, strict=True)], 2
