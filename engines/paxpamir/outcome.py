"""How a Pax Pamir game came out (PP-14), read from the referee's own result: each player's
points as the ledger holds them at the end, and the winners the engine named after a
dominance check (PP-10) or at an early end."""

from __future__ import annotations

from engines.core.outcome import Outcome, Seat
from engines.paxpamir.game import first_seat
from engines.paxpamir.model import WAKHAN, PaxState, Player

ENDED = ("ended", "unseated")
"""``Result.reason`` of a game ended by `end`: with the players seated, or during setup
before anyone was."""


def outcome(state: PaxState) -> Outcome | None:
    """None until the game is over. The winners are the engine's (``scoring.final_winners``
    and ``check.after_check``, PP-14: 4 or more points ahead after a check; after the final
    check the most points, then the most military stars, then the most rupees; still tied, a
    shared victory, every tied player a winner). A game ended by `end` keeps the winners as
    the points stood (PP-14's order of ties), with ``complete`` False; one ended before anyone
    was seated has no seats and no winner.

    Seats in table order, each player with their name as typed. The referee plays for nobody,
    so every seat is a player's, except Wakhan's: the published automa, whose numbers the
    referee keeps like anyone's, is the automaton ``wakhan``. ``first``: the seat the turn
    started with (``game.first_seat``), none if the game ended before its setup was done.
    ``turns``: the dominance checks resolved (PP-10); the referee counts no turns or rounds,
    and the checks are what the game's end is measured by (PP-14)."""
    result = state.result
    if state.phase != "over" or result is None:
        return None
    started = all(p.wakhan or p.loyalty is not None for p in state.players)
    first = first_seat(state.players) if started else None
    seats = tuple(
        _seat(player, player.name in result.winners, index == first)
        for index, player in enumerate(state.players)
    )
    return Outcome(
        seats=seats, complete=result.reason not in ENDED, turns=state.checks, rule="PP-14"
    )


def _seat(player: Player, winner: bool, first: bool) -> Seat:
    return Seat(
        name=WAKHAN if player.wakhan else player.name,
        automaton=player.wakhan,
        score=player.vp,
        winner=winner,
        first=first,
    )
