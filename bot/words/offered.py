"""A typed answer that repeats the words a question offers: a button's label, an option's words
(the ones a question's text quotes: «no quedan», “that's all”), in the channel's language or
any other, stands for that button's answer. Engines read only ids and codes (`none`, `brown`,
an option's number), never the words the chat shows, so the words are turned back here, once
for every game."""

from __future__ import annotations

import unicodedata

from bot.words.buttons import answer_choices
from bot.words.i18n import LANGUAGES, Catalog
from engines.core import Prompt


def typed_answer(catalog: Catalog, language: str, prompt: Prompt, typed: str) -> str:
    """The answer ``typed`` stands for: the answer of the button (or option) whose words it
    repeats, else ``typed`` itself. A button's own answer (`2`, `none`) or an option's id is
    never read as another option's words; a choice's option id is its own button's answer."""
    offered = _offered(catalog, language, prompt)
    if typed.strip() in {answer for _, answer in offered}:
        return typed
    if prompt.kind == "choice":
        # An option's id stands for its own button, as the button's answer: the step stored is
        # the one a press stores.
        buttons = [answer for _, answer in answer_choices(catalog, language, prompt)]
        ids = dict(zip((option.id for option in prompt.options), buttons, strict=False))
        if typed.strip() in ids:
            return ids[typed.strip()]
    if typed.strip() in {option.id for option in prompt.options}:
        return typed
    wanted = plain(typed)
    if not wanted:
        return typed
    # The channel's language first: a word another language uses for another option loses.
    for lang in (language, *(other for other in LANGUAGES if other != language)):
        pairs = offered if lang == language else _offered(catalog, lang, prompt)
        found = {answer for words, answer in pairs if plain(words) == wanted}
        if len(found) == 1:
            return found.pop()
    return typed


def _offered(catalog: Catalog, language: str, prompt: Prompt) -> list[tuple[str, str]]:
    """(words, answer): each button's label, and each option's own words without the number
    a choice's button puts before them."""
    pairs = answer_choices(catalog, language, prompt)
    if prompt.kind in ("choice", "text"):
        answers = [answer for _, answer in pairs]
        pairs += [(catalog.render(language, option.key, option.params), answer)
                  for option, answer in zip(prompt.options, answers, strict=False)]
    return pairs


def plain(text: str) -> str:
    """Words as compared: letters and digits only, in one case, one space between words
    (`✓ Eso es todo` and `eso es todo`, `⚀ 1` and `1`). Composed alike (NFC), but not folded
    further: `²` is no `2`, as no number question takes it."""
    text = unicodedata.normalize("NFC", text).casefold().replace("ё", "е")
    kept = "".join(ch if ch.isalnum() else " " for ch in text)
    return " ".join(kept.split())
