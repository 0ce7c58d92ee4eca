"""What a player may type next, offered while they type (Discord's autocomplete): the open
question's answers, a game's rules by id and title, Splendor's cards where a move names one,
Rajas's board facts.

Platform-neutral: a suggestion is the value to type and the label to show, in the channel's
language. A game with nothing special to offer gets the open question's answers for
``answer``; a game adds its own through its spec's ``suggest``.
"""

from __future__ import annotations

from typing import Any

from bot.words.buttons import answer_choices
from bot.words.i18n import Catalog
from engines.core import Prompt, term
from engines.core.rules import message_key
from engines.core.spec import GameSpec, Suggestion

MAX_SUGGESTIONS = 25
"""Discord shows at most 25 choices."""
MAX_TEXT = 100
"""Discord takes a choice's name and value of at most 100 characters."""


def answers(catalog: Catalog, language: str, prompt: Prompt | None) -> list[Suggestion]:
    """The open question's answers, as its buttons offer them (a number question: its range,
    up to the first 25 numbers)."""
    if prompt is None:
        return []
    if prompt.kind == "number":
        return [Suggestion(str(n), str(n))
                for n in range(prompt.minimum, min(prompt.maximum, prompt.minimum + 24) + 1)]
    return [Suggestion(value, label) for label, value in answer_choices(catalog, language, prompt)]


def matching(suggestions: list[Suggestion], typed: str) -> list[Suggestion]:
    """The suggestions whose value or label holds what is typed so far, as Discord takes
    them: at most 25, each cut to 100 characters."""
    wanted = typed.strip().casefold()
    found = [s for s in suggestions
             if wanted in s.value.casefold() or wanted in s.label.casefold()]
    # What begins as typed first: the rest only mentions it.
    found.sort(key=lambda s: not s.value.casefold().startswith(wanted))
    return [Suggestion(s.value[:MAX_TEXT], _cut(s.label)) for s in found[:MAX_SUGGESTIONS]
            if s.value]


def _cut(text: str) -> str:
    return text if len(text) <= MAX_TEXT else text[:MAX_TEXT - 1] + "…"


def rules(catalog: Catalog, language: str, game: GameSpec) -> list[Suggestion]:
    """`rule`: each rule the game explains, by its id, labelled with its title."""
    return [Suggestion(rule.id, catalog.render(language, "bot-rule-item", {
        "id": rule.id, "rule": term(message_key(game.name, rule.id))})) for rule in game.rules]


def suggested(catalog: Catalog, language: str, game: GameSpec, state: Any,
              verb: str) -> list[Suggestion]:
    """The game's own suggestions for the typed parameter of ``verb`` (its spec's
    ``suggest``), in the channel's language."""

    def say(key: str, /, **params: Any) -> str:
        return catalog.render(language, key, params)

    return game.suggest(say, state, verb)
