"""Wakhan's turn played by the bot (docs/wakhan.md): the walk of her revealed card's action
boxes (PW-9) and the bonus actions after it (PW-10), each box sent to the action it names
(radicalize: ``wakhan_market``; not played yet: ``wakhan_hand``). Each decision is an event
naming its rule and its reason. What lies on the board the bot asks once and remembers for
the turn (``MarketFacts``); an action the bot does not play yet is handed to the player, who
says whether she could take it.
"""

from __future__ import annotations

from engines.core import Ask, InvalidAnswer
from engines.paxpamir.model import PaxState, Player
from engines.paxpamir.scoring import dominance
from engines.paxpamir.wakhan import AiCard, action_term, cards
from engines.paxpamir.wakhan_hand import Outcome, by_hand
from engines.paxpamir.wakhan_market import (
    SUIT_BOXES,
    radicalize,
    radicalize_richest,
    radicalize_suit,
)
from engines.paxpamir.words import coalition_term, suit_term

ACTIONS = 2
"""PW-9: she takes two actions a turn, bonus actions aside."""
MAX_ROUNDS = 4
"""PW-9 goes round the boxes until two actions are taken or a round finds nothing; each court
card acts once a turn, so real rounds end: the bound only stops answers that never would."""


def play(state: PaxState, ask: Ask) -> None:
    """`/paxpamir play`: her revealed card's boxes from the top, each taken or skipped for the
    reason her rules give, round again until two actions are taken or a round finds nothing
    (PW-9); then her bonus actions (PW-10) and the end of her actions."""
    player, card = _wakhan(state)
    deck = state.ai
    assert deck is not None
    taken = 0
    for _ in range(MAX_ROUNDS):
        found = False
        for box in card.actions:
            if taken == ACTIONS:
                break
            outcome = _try(state, ask, player, box)
            if outcome == "taken":
                taken += 1
                ask.say(
                    "PW-9",
                    "paxpamir-wakhan-took",
                    who=player.name,
                    action=action_term(box),
                    count=taken,
                )
            elif outcome == "bonus":
                ask.say(
                    "PW-9",
                    "paxpamir-wakhan-took-bonus",
                    who=player.name,
                    action=action_term(box),
                    suit=suit_term(state.favoured),
                )
            found = found or outcome != "cannot"
        if taken == ACTIONS or not found:
            break
    key = "paxpamir-wakhan-two-taken" if taken == ACTIONS else "paxpamir-wakhan-round-empty"
    ask.say("PW-9", key, who=player.name, count=taken)
    ask.say(
        "PW-10", "paxpamir-wakhan-bonus-actions", who=player.name, suit=suit_term(state.favoured)
    )
    deck.played = True
    ask.say("PW-9", "paxpamir-wakhan-played", who=player.name)


def _wakhan(state: PaxState) -> tuple[Player, AiCard]:
    """Her seat and her revealed card; refused when it is not her turn with a card revealed, or
    when her actions for that card are already played (undo plays them again)."""
    player = state.players[state.turn]
    deck = state.ai
    if deck is None:
        raise InvalidAnswer("paxpamir-wakhan-play-no-deck")
    if not player.wakhan or deck.card is None:
        raise InvalidAnswer("paxpamir-wakhan-play-not-her-turn", who=player.name)
    if deck.played:
        raise InvalidAnswer("paxpamir-wakhan-play-again", who=player.name)
    return player, cards()[deck.card]


# -- one box (PW-9) ------------------------------------------------------------------------------


def _try(state: PaxState, ask: Ask, player: Player, box: str) -> Outcome:
    if box == "radicalize":
        return "taken" if radicalize(state, ask, player) else "cannot"
    if not _condition(state, ask, player, box):
        return "cannot"
    if box == "radicalize_most_net_rupees_if_under_2_rupees":
        return "taken" if radicalize_richest(state, ask, player, box) else "cannot"
    if box in SUIT_BOXES:
        return "taken" if radicalize_suit(state, ask, player, box) else "cannot"
    return by_hand(ask, player, box)


def _condition(state: PaxState, ask: Ask, player: Player, box: str) -> bool:
    """PW-9: a box whose condition the ledger can tell (the favoured suit, her rupees, the
    blocks) is skipped when it is false, saying why; any other is left to the player."""
    leader = dominance(state.blocks).coalition
    action = action_term(box)
    if box.endswith("_if_military_favoured") or box.endswith("_if_political_favoured"):
        wanted = "military" if "military_favoured" in box else "political"
        if state.favoured != wanted:
            ask.say(
                "PW-9",
                "paxpamir-wakhan-skip-favoured",
                who=player.name,
                action=action,
                wanted=suit_term(wanted),
                suit=suit_term(state.favoured),
            )
            return False
    elif box.endswith("_if_under_2_rupees") and player.rupees >= 2:
        ask.say(
            "PW-9",
            "paxpamir-wakhan-skip-rupees",
            who=player.name,
            action=action,
            rupees=player.rupees,
        )
        return False
    elif box.endswith("_if_no_dominance") and leader is not None:
        ask.say(
            "PW-9",
            "paxpamir-wakhan-skip-dominant",
            who=player.name,
            action=action,
            coalition=coalition_term(leader),
        )
        return False
    elif box.endswith("_if_dominance") and leader is None:
        ask.say("PW-9", "paxpamir-wakhan-skip-no-dominance", who=player.name, action=action)
        return False
    return True
