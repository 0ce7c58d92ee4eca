"""Replies as plain text, in the reply's language: one line per event, a decision's with its
rule id in brackets (bookkeeping has none), then the open question, untagged, with its options
and how to answer it."""

from __future__ import annotations

from bot.words.i18n import Catalog
from bot.words.replies import Line, Reply
from engines.core import Prompt

ANSWER_HINTS = {"d6": "bot-answer-d6", "choice": "bot-answer-choice",
                "confirm": "bot-answer-confirm", "number": "bot-answer-number",
                "text": "bot-answer-text"}


def line_text(catalog: Catalog, language: str, line: Line) -> str:
    """A line as a reply says it. Made once per line and language: a turn's message says
    every earlier line of the turn again at each answer, on the very same ``Line`` objects
    (bot/service/state_cache.py's TurnLines)."""
    return catalog.once(line.texts, language, line, _line_text)


def _line_text(catalog: Catalog, language: str, line: Line) -> str:
    text = catalog.render(language, line.key, line.params)
    return f"[{line.rule}] {text}" if line.rule else text


def prompt_key(catalog: Catalog, prompt: Prompt) -> str:
    """The message a question is asked with. A die to roll says what the roll decides and
    what each face means, when the game has said so (``<what it decides>-ask``)."""
    decides = prompt.params.get("for")
    if prompt.kind == "d6" and isinstance(decides, str) and catalog.has("en", decides + "-ask"):
        return decides + "-ask"
    return prompt.key


def prompt_text(catalog: Catalog, language: str, prompt: Prompt) -> list[str]:
    question = catalog.render(language, prompt_key(catalog, prompt), prompt.params)
    heading = catalog.render(language, "bot-question")
    # No rule tag: a question is no decision. The rule that asks it is said with the answer's
    # outcome (a roll's face, the automa's move), and the tag leads the player there.
    out = [f"{heading} {question}"]
    if prompt.kind == "choice":
        out += [f"  {n}) {catalog.render(language, o.key, o.params)}"
                for n, o in enumerate(prompt.options, 1)]
    # A typed answer's quick picks are buttons where there are buttons; the question itself
    # says what to type, so text does not repeat them.
    hint = catalog.render(language, ANSWER_HINTS[prompt.kind],
                          {"min": prompt.minimum, "max": prompt.maximum})
    out.append(f"  → {hint}")
    return out


def reply_text(catalog: Catalog, reply: Reply) -> str:
    out = [line_text(catalog, reply.language, line) for line in reply.lines]
    if reply.prompt is not None:
        out += prompt_text(catalog, reply.language, reply.prompt)
    return "\n".join(out)


def live_text(catalog: Catalog, reply: Reply, limit: int) -> str:
    """The whole turn so far (or the reply alone, when it is not a step) and its open
    question, in at most ``limit`` characters: when the turn outgrows a message, its earliest
    lines give way to a note pointing at the log."""
    lines = reply.live if reply.turn is not None else reply.lines
    body = [line_text(catalog, reply.language, line) for line in lines]
    question = (prompt_text(catalog, reply.language, reply.prompt)
                if reply.prompt is not None else [])
    text = "\n".join(body + question)
    if len(text) <= limit:
        return text
    note = catalog.render(reply.language, "bot-earlier", {"game": reply.game or "rajas"})
    kept: list[str] = []
    room = limit - len(note) - len("\n".join(question)) - 2
    for line in reversed(body):
        if len(line) + 1 > room:
            break
        kept.insert(0, line)
        room -= len(line) + 1
    return "\n".join([note, *kept, *question])[:limit]


def split_text(text: str, limit: int) -> list[str]:
    """``text`` in pieces of at most ``limit`` characters, cut between lines (a single line
    longer than ``limit`` is cut where it must); blank pieces are dropped."""
    pieces: list[str] = []
    current = ""
    for line in text.split("\n"):
        while len(line) > limit:
            if current:
                pieces.append(current)
                current = ""
            pieces.append(line[:limit])
            line = line[limit:]
        joined = f"{current}\n{line}" if current else line
        if current and len(joined) > limit:
            pieces.append(current)
            current = line
        else:
            current = joined
    pieces.append(current)
    return [piece for piece in pieces if piece.strip()]
