"""Where a rule's tag leads on each platform: the rules a reply cites (its decisions' tags),
as Telegram's tappable commands (`/rajas_rule_rb_q`), as the data of Discord's rule buttons,
and as the console's hint of how to ask (`/rajas rule RB-Q`)."""

from __future__ import annotations

from collections.abc import Iterable

from bot.service.commands import RULE_LINK, Command
from bot.words.i18n import Catalog
from bot.words.replies import Reply
from engines.core.rules import command_slug
from engines.core.spec import GameSpec
from engines.games import games

RULE_PRESS = "r"
"""Custom id ``r:<game>:<rule id>``: a rule button, which asks `/<game> rule <rule id>`."""


def rule_commands(specs: Iterable[GameSpec]) -> list[str]:
    """Every rule's tappable command (`rajas_rule_rb_q`), for the platform to listen for."""
    return [f"{spec.name}{RULE_LINK}{command_slug(rule.id)}" for spec in specs
            for rule in spec.rules]


def cited(reply: Reply, limit: int | None = None) -> list[str]:
    """The rules the reply cites that its game explains, each once, in the order first cited
    (a turn's message: its lines so far); at most the ``limit`` cited last."""
    spec = games().get(reply.game or "")
    if spec is None or not spec.rules:
        return []
    lines = reply.live if reply.turn is not None else reply.lines
    known = {rule.id for rule in spec.rules}
    ids = list(dict.fromkeys(line.rule for line in lines if line.rule in known))
    return ids[-limit:] if limit else ids


def telegram_links(catalog: Catalog, reply: Reply, limit: int = 8) -> str:
    """A line of tappable commands, one per rule the reply cites; empty when it cites none."""
    ids = cited(reply, limit)
    if not ids or reply.game is None:
        return ""
    links = " ".join(f"/{reply.game}{RULE_LINK}{command_slug(rule)}" for rule in ids)
    return f"{catalog.render(reply.language, 'bot-rule-links')} {links}"


def console_hint(catalog: Catalog, reply: Reply) -> str:
    """How to ask for a rule the reply cites (the last one as the example); empty if none."""
    ids = cited(reply)
    if not ids or reply.game is None:
        return ""
    return catalog.render(reply.language, "bot-rule-hint", {"game": reply.game, "id": ids[-1]})


def rule_press(game: str, rule: str) -> str:
    return f"{RULE_PRESS}:{game}:{rule}"


def parse_rule_press(data: str, request: str | None = None) -> Command | None:
    """The command a rule button stands for; None for data that is not a rule button's."""
    head, _, rest = data.partition(":")
    game, _, rule = rest.partition(":")
    if head != RULE_PRESS or not game or not rule:
        return None
    return Command(name="rule", game=game, args=(rule,), request=request)
