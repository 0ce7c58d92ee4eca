"""Chat text to a platform-neutral command: `/rajas new variant=beck dummies=2`, `/lang es`,
`/help`, or plain text answering the open question."""

from __future__ import annotations

from dataclasses import dataclass, field

GAME_VERBS = frozenset({"new", "turn", "status", "log", "board", "taken", "undo", "end",
                        "answer"})
READ_ONLY = frozenset({"status", "log"})


@dataclass(frozen=True)
class Command:
    name: str
    """help, lang, unknown, or a game verb (GAME_VERBS)."""
    game: str | None = None
    args: tuple[str, ...] = ()
    options: dict[str, str] = field(default_factory=dict)
    version: int | None = None
    """The game version a button was drawn for; a press on another version is stale."""


def parse(text: str) -> Command:
    text = text.strip()
    if not text.startswith("/"):
        return Command(name="answer", args=(text,))
    head, *rest = text.split()
    word = head[1:].split("@", 1)[0].casefold()
    if word in ("help", "start"):
        return Command(name="help")
    if word == "lang":
        return Command(name="lang", args=tuple(rest))
    if not rest:
        return Command(name="help", game=word)
    verb = rest[0].casefold()
    if verb not in GAME_VERBS:
        return Command(name="unknown", game=word, args=(text,))
    args = tuple(rest[1:])
    if verb == "new":
        return Command(name="new", game=word, options=parse_options(args))
    if verb == "answer":
        return Command(name="answer", game=word, args=(" ".join(args),))
    return Command(name=verb, game=word, args=args)


def parse_options(words: tuple[str, ...]) -> dict[str, str]:
    """`key=value` pairs and bare flags (`navaratna` means `navaratna=`)."""
    options: dict[str, str] = {}
    for word in words:
        key, _, value = word.partition("=")
        options[key.casefold()] = value.strip()
    return options
