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
    repeats, else ``typed`` itself. An option's id or a button's own answer (`2`, `none`) is
    never read as another option's words."""
    offered = _offered(catalog, language, prompt)
    own = {answer for _, answer in offered} | {option.id for option in prompt.options}
    if typed.strip() in own:
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
