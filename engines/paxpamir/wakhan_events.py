"""An event card Wakhan has bought (docs/wakhan.md, PW-19): its purchased effect said, and her
choices made by her tie-breaks — a suit by PW-5, a region by PW-6, a player by PW-4's red
arrow. A dominance check bought is scored at once by the referee's check (PP-10)."""

from __future__ import annotations

from engines.core import Ask, term
from engines.paxpamir.check import check
from engines.paxpamir.market_cards import EventCard
from engines.paxpamir.model import PaxState, Player
from engines.paxpamir.wakhan import cards
from engines.paxpamir.wakhan_acting import arrow_order
from engines.paxpamir.words import region_term, suit_term

PERSIAN_RUPEES = 3
"""Backing of Persian Aristocracy: the buyer takes 3 rupees."""
CHOOSES_PLAYER = frozenset({"rumor", "otherPersuasiveMethods"})


def resolve(state: PaxState, ask: Ask, player: Player, event: EventCard) -> None:
    """PW-19: what the event does for her when bought, her choice made by her rules."""
    name = term(f"paxpamir-event-{event.number}")
    if event.dominance_check:
        ask.say("PW-19", "paxpamir-wakhan-event-check", who=player.name, event=name)
        assert state.ai is not None
        # The check bought has left the market; whether another lies there is asked again.
        state.ai.market.check = None
        check(state, ask, [])
        return
    params: dict[str, object] = {"who": player.name, "event": name}
    if event.purchased == "backingOfPersianAristocracy":
        old = player.rupees
        player.rupees += PERSIAN_RUPEES
        params |= {"old": old, "new": player.rupees}
    elif event.purchased == "pashtunwaliValues":
        params["suit"] = suit_term(state.favoured)
    elif event.purchased == "rebuke":
        deck = state.ai
        assert deck is not None and deck.card is not None
        params["region"] = region_term(cards()[deck.card].region_order[0])
    elif event.purchased in CHOOSES_PLAYER:
        params["target"] = chosen_player(state, player).name
    ask.say("PW-19", "paxpamir-wakhan-event-" + event.purchased, **params)


def chosen_player(state: PaxState, player: Player) -> Player:
    """PW-4's ruling: of the other players, "Top (left)" names the one who plays just before
    her, "Bottom (right)" the one just after; alone with her, the one other player."""
    return arrow_order(state, player)[0]
