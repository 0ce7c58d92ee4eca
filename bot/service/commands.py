"""Chat text to a platform-neutral command: `/rajas new variant=beck dummies=2`, `/lang es`,
`/help`, or plain text answering the open question."""

from __future__ import annotations

from dataclasses import dataclass, field

from engines.core.spec import GameSpec, Verb
from engines.games import games

READ_ONLY = frozenset({"status", "log", "transcript", "verify", "odds", "rule", "record"})
"""Commands that only read (anyone may ask; a spectator's have the reads' cooldown); a
player's record is read like them, its few writes being the asker's own choices, never a
game's."""
RULE_LINK = "_rule_"
"""`/<game>_rule_<id>` is `/<game> rule <id>`: Telegram makes a `/word` of letters, digits and
`_` alone tappable, so that is how a rule's tag links to its explanation there."""
MODERATED = frozenset({"end", "handover"})
"""Commands a channel's moderator may give in someone else's game."""


@dataclass(frozen=True)
class Command:
    name: str
    """help, lang, unknown, answer, or one of the game's verbs (the service checks which)."""
    game: str | None = None
    args: tuple[str, ...] = ()
    options: dict[str, str] = field(default_factory=dict)
    version: int | None = None
    """The game version a button was drawn for; a press on another version is stale."""
    game_id: int | None = None
    """The game a button was drawn for; a press for another game is stale."""
    request: str | None = None
    """The platform's id of the request (``telegram:<update_id>``): applied at most once."""


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
    if word == "server":
        return Command(name="server", args=tuple(rest))
    if word == "settings":
        return Command(name="settings", args=tuple(rest))
    if word == "record":
        return Command(name="record", args=tuple(rest))
    game, linked, rule = word.partition(RULE_LINK)
    if linked and game and rule:  # a rule's tappable link: `/rajas_rule_rb_q`
        return Command(name="rule", game=game, args=(rule, *rest))
    if not rest:
        return Command(name="help", game=word)
    verb = rest[0].casefold()
    if not verb.isidentifier():
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


def to_text(game: str, verb: str, values: dict[str, str | int | bool]) -> str:
    """The chat text of a typed command (a Discord slash command's options), so typed and
    written commands share one parser."""
    spec = games().get(game)
    declared = next((v for v in spec.verbs if v.name == verb), None) if spec else None
    words = [f"/{game}", verb]
    for param in (declared or Verb(verb)).params:
        value = values.get(param.name)
        if value is None or value is False or value == "":
            continue
        if param.flag:
            words.append(param.name)
        elif param.positional:
            words.append(str(value))
        else:
            words.append(f"{param.name}={value}")
    return " ".join(words)


def is_read(command: Command, game: GameSpec | None) -> bool:
    """Whether ``command`` only reads: anyone may ask it, the service stores no step for it,
    and a spectator's waits out the reads' cooldown. ``game``: its game's spec, whose
    queries (a cost calculator) are reads too."""
    if command.name in READ_ONLY or (command.name == "board" and not command.args):
        return True
    return game is not None and game.is_query(command.name, command.args)


def is_move(command: Command, game: GameSpec | None) -> bool:
    """Whether ``command`` plays the game (a turn, an answer, undo, a new game…), as opposed
    to a read, help, a language or a request about the chat: the player's moves never wait."""
    return command.name == "answer" or (
        command.game is not None and command.name != "help" and not is_read(command, game))
