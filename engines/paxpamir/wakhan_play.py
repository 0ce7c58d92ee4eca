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
from engines.paxpamir.wakhan import AiCard, action_term, cards
from engines.paxpamir.wakhan_actions import bonus_actions, card_action
from engines.paxpamir.wakhan_ambition import AMBITION, ambition
from engines.paxpamir.wakhan_hand import CARD_ACTIONS, Outcome
from engines.paxpamir.wakhan_market import radicalize_box
from engines.paxpamir.words import suit_term

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
            if taken < ACTIONS and ambition(state, ask, player):
                if state.phase == "over":
                    return  # the check her ambition bought ended the game
                taken += 1
                ask.say(
                    "PW-9", "paxpamir-wakhan-took", who=player.name, action=AMBITION, count=taken
                )
            if taken == ACTIONS:
                break
            outcome = _try(state, ask, player, box)
            if state.phase == "over":
                return  # a dominance check she bought (PW-19) ended the game
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
    bonus_actions(state, ask, player)
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
    """One box: a card-based action (PW-11) or a radicalize (PW-12 and the boxes of PW-9)."""
    if box in CARD_ACTIONS:
        return card_action(state, ask, player, box)
    return radicalize_box(state, ask, player, box)
