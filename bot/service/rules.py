"""`/<game> rule [ID]`: a rule its events cite, explained in the reader's language with the
section of the original rules it comes from; without an id, the game's rules by title."""

from __future__ import annotations

from bot.service.refusals import Refusal
from bot.words.replies import Line, Reply
from engines.core import term
from engines.core.rules import close, find, message_key
from engines.core.spec import GameSpec


def rule_reply(game: GameSpec, args: tuple[str, ...], language: str) -> Reply:
    """The rule ``args`` names (however typed: `rb-q`, `RB_Q`, `[RB-Q]`), or the list; an
    id the game does not have is refused with the ids nearest to it."""
    typed = " ".join(args).strip()
    if not game.rules:
        raise Refusal("bot-rule-none", game=game.name)
    if not typed:
        lines = [Line("bot-rule-list", {"game": game.name, "count": len(game.rules)})]
        lines += [Line("bot-rule-item", {"id": rule.id, "rule": term(message_key(game.name,
                                                                             rule.id))})
                  for rule in game.rules]
        return Reply(language=language, lines=lines, game=game.name, private=True)
    found = find(game.rules, typed)
    if found is None:
        # Said back as typed (the refusal shows it literally, cut to the echo limit).
        near = close(game.rules, typed)
        raise Refusal("bot-rule-unknown", game=game.name, id=typed.strip(),
                      ids=", ".join(near), count=len(near))
    line = Line("bot-rule-shown", {"game": game.name, "id": found.id,
                                   "rule": term(message_key(game.name, found.id)),
                                   "section": found.section})
    return Reply(language=language, lines=[line], game=game.name, private=True)
