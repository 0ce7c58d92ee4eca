"""How a Panticapaeum game against Botos came out (PB-8), read from the engine's own result:
Botos's points as the engine scored them, the score the player typed, and the winner the
engine named."""

from __future__ import annotations

from engines.core.outcome import PLAYER_NAME, Outcome, Seat
from engines.panticapaeum.model import PanticapaeumState

BOT_NAME = "botos"


def outcome(state: PanticapaeumState) -> Outcome | None:
    """None until the game is over. The winner is the engine's (``game.winner_of``: PB-8, the
    higher score; its ruling on equal scores is a draw, which no rule breaks, so both seats
    share the win, as every game's unbroken tie does). A game ended by `end`
    (``Result.ended``) keeps the scores as they stood, with ``complete`` False. The player
    plays first: Botos takes its turn after each of the player's (PB-3, PB-3.1).
    ``turns``: the rounds begun (PB-3.1), the one in progress when the game was ended
    included."""
    result = state.result
    if state.phase != "over" or result is None:
        return None
    player = Seat(
        name=PLAYER_NAME,
        automaton=False,
        score=result.human,
        winner=result.winner in ("human", "draw"),
        first=True,
    )
    bot = Seat(
        name=BOT_NAME, automaton=True, score=result.botos, winner=result.winner in ("botos", "draw")
    )
    return Outcome(seats=(player, bot), complete=not result.ended, turns=state.round, rule="PB-8")
