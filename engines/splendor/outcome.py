"""How a Splendor game came out (SP-8), read from the engine's own result: the mild bot's
points and the player's, and the winner the engine named."""

from __future__ import annotations

from engines.core.outcome import PLAYER_NAME, Outcome, Seat
from engines.splendor.model import SplendorState

BOT_NAME = "mild"


def outcome(state: SplendorState) -> Outcome | None:
    """None until the game is over. The winner is the engine's (``game.winner``: SP-8, its
    ruling on an exact tie included, so SP-8 decides every game); a game ended by `end` keeps
    the winner as things stood, with ``complete`` False. The bot plays first (SP-2, SP-8),
    also when it skips its first turn (SP-9 easier: that turn is counted as played).
    ``turns``: the bot's turns, one a round (the player's move closes each)."""
    result = state.result
    if state.phase != "over" or result is None:
        return None
    bot = Seat(
        name=BOT_NAME,
        automaton=True,
        score=result.bot_points,
        winner=result.winner == "bot",
        first=True,
    )
    player = Seat(
        name=PLAYER_NAME,
        automaton=False,
        score=result.human_points,
        winner=result.winner == "human",
    )
    return Outcome(
        seats=(bot, player),
        complete=result.reason != "ended",
        turns=state.turn,
        rule="SP-8",
    )
