"""What a player may type next, offered while they type (Discord's autocomplete): the open
question's answers, Splendor's cards where a move names one, Rajas's board facts.

Platform-neutral: a suggestion is the value to type and the label to show, in the channel's
language. A game with nothing special to offer gets the open question's answers for
``answer``; a game adds its own through ``SUGGESTERS``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bot.words.buttons import answer_choices
from bot.words.i18n import Catalog
from engines.core import Prompt
from engines.rajas.game import PROFILE_FACTS, profile_commands
from engines.splendor.catalog import card_params

MAX_SUGGESTIONS = 25
"""Discord shows at most 25 choices."""
MAX_TEXT = 100
"""Discord takes a choice's name and value of at most 100 characters."""


@dataclass(frozen=True)
class Suggestion:
    value: str
    """What the player would type."""
    label: str


Suggester = Callable[[Catalog, str, Any, str], list[Suggestion]]
"""(catalog, language, game state, verb) → what that verb's typed parameter may be."""


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


# -- Splendor ------------------------------------------------------------------------------------


def splendor_cards(catalog: Catalog, language: str, state: Any, verb: str) -> list[Suggestion]:
    """`buy`: the face-up cards by place and the player's reserved ones; `reserve`: the
    face-up cards and the top of each deck."""
    if verb not in ("buy", "reserve"):
        return []

    def card(value: str, card_id: int) -> Suggestion:
        shown = catalog.render(language, "splendor-card-option", card_params(card_id))
        return Suggestion(value, f"{value} · {shown}")

    found = [card(f"{level}.{slot}", card_id)
             for level, row in enumerate(state.market, 1)
             for slot, card_id in enumerate(row, 1) if card_id]
    if verb == "buy":
        found += [card(f"r{n}", card_id) for n, card_id in enumerate(state.human.reserved, 1)]
    else:
        found += [Suggestion(f"deck {level}", catalog.render(
            language, "suggest-splendor-deck", {"level": level, "count": state.deck_size(level)}))
            for level in (1, 2, 3) if state.deck_size(level)]
    return found


# -- Rajas ---------------------------------------------------------------------------------------


def rajas_facts(catalog: Catalog, language: str, state: Any, verb: str) -> list[Suggestion]:
    """`board`: each fact the bot knows, ready to correct (`meet 58`), then every fact by
    name, each with what it is."""
    if verb != "board":
        return []
    known = profile_commands(state.profile)

    def about(value: str) -> Suggestion:
        fact = value.split()[0]
        what = catalog.render(language, f"suggest-rajas-{fact}")
        return Suggestion(value, f"{value} — {what}")

    return [about(line) for line in known] + [about(fact) for fact in PROFILE_FACTS]


SUGGESTERS: dict[str, Suggester] = {"splendor": splendor_cards, "rajas": rajas_facts}
"""A game's own suggestions for the typed parameter of its verbs, by game name."""
