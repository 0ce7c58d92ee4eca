"""Wakhan's actions the bot does not play itself (docs/wakhan.md, PW-9): the player carries
them out as her rules say and tells whether she took one."""

from __future__ import annotations

from engines.core import Ask, Option
from engines.paxpamir.model import Player
from engines.paxpamir.wakhan import action_term

CARD_ACTIONS = frozenset({"tax", "build", "move", "betray", "battle", "battle_most_spies_card"})
"""Boxes taken with a court card (PW-11): a card of the favoured suit makes them bonus."""

Outcome = str
"""What trying a box did: ``taken`` (one of her two), ``bonus`` (free, PW-9) or ``cannot``."""


BY_HAND = [Option(id=o, key="paxpamir-wakhan-by-hand-" + o) for o in ("taken", "bonus", "cannot")]
BY_HAND_CORE = [o for o in BY_HAND if o.id != "bonus"]
"""Radicalize is her core action: it is never a bonus action (PW-12)."""


def by_hand(ask: Ask, player: Player, box: str) -> Outcome:
    """An action the bot does not play yet: the player carries it out as her rules say and
    tells whether she took it (with a court card of the favoured suit: a bonus action)."""
    options = BY_HAND if box in CARD_ACTIONS else BY_HAND_CORE
    outcome = ask.choice(
        "PW-9",
        "paxpamir-ask-wakhan-by-hand",
        options,
        board=True,
        who=player.name,
        action=action_term(box),
    )
    if outcome == "cannot":
        ask.say("PW-9", "paxpamir-wakhan-skip-by-hand", who=player.name, action=action_term(box))
    return outcome
