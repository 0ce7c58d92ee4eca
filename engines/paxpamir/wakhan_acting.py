"""What every card-based action of Wakhan's shares (docs/wakhan.md, PW-8, PW-9, PW-11, PP-7): the
court card that acts once a turn and the hostage bribe it may cost, what her priority reads of a
card, and the order of the other players her red arrow's label gives."""

from __future__ import annotations

from dataclasses import dataclass

from engines.core import Ask
from engines.paxpamir.market_cards import ALWAYS_FAVOURED, CourtCard
from engines.paxpamir.model import PaxState, Player
from engines.paxpamir.wakhan import action_term
from engines.paxpamir.wakhan_priority import Candidate
from engines.paxpamir.wakhan_table import spies_on
from engines.paxpamir.words import suit_term


@dataclass(frozen=True)
class Hostage:
    """PP-7: the bribe a court card held hostage costs, and the seat it goes to (None: none)."""

    seat: int | None = None
    amount: int = 0


def candidate(card: CourtCard, opponent: bool = False) -> Candidate:
    """What PW-8 reads of a court card, from the card list."""
    return Candidate(
        card.number,
        card.suit,
        card.rank,
        opponent=opponent,
        patriot=card.patriot,
        prize=card.prize,
        leveraged=card.leveraged,
        always_favoured=card.ability in ALWAYS_FAVOURED,
    )


def held_hostage(state: PaxState, ask: Ask, player: Player, card: CourtCard) -> Hostage:
    """PP-7: a card of hers on which one other player has more spies than each other player
    (her included) acts only for a bribe of that many rupees to them."""
    spies = spies_on(state, ask, card.number)
    most = max(spies, default=0)
    holders = [seat for seat, n in enumerate(spies) if n == most]
    if most == 0 or len(holders) != 1 or state.players[holders[0]] is player:
        return Hostage()
    return Hostage(holders[0], most)


def use_card(
    state: PaxState, ask: Ask, player: Player, card: CourtCard, action: str, hostage: Hostage
) -> None:
    """The card acts (once a turn, PW-9): said, the hostage bribe paid (PP-7)."""
    deck = state.ai
    assert deck is not None
    deck.used.append(card.number)
    ask.say(
        "PW-11",
        "paxpamir-wakhan-card-acts",
        who=player.name,
        card=card.number,
        name=card.name,
        action=action_term(action),
        suit=suit_term(card.suit),
        bonus="yes" if card.in_favoured(state.favoured) else "no",
    )
    if hostage.seat is not None:
        to = state.players[hostage.seat]
        old = player.rupees
        player.rupees -= hostage.amount
        to.rupees += hostage.amount
        ask.say(
            "PP-7",
            "paxpamir-wakhan-pays-hostage",
            who=player.name,
            to=to.name,
            card=card.number,
            bribe=hostage.amount,
            old=old,
            new=player.rupees,
        )


def arrow_order(state: PaxState, player: Player) -> list[Player]:
    """The other players from the side the red arrow's label names (PW-4's ruling: "Top
    (left)" the player before her, "Bottom (right)" the one after her), round the table."""
    deck = state.ai
    assert deck is not None
    seat, count = state.players.index(player), len(state.players)
    step = -1 if (deck.row or "top") == "top" else 1
    return [state.players[(seat + step * k) % count] for k in range(1, count)]
