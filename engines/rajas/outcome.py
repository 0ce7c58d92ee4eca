"""How a Rajas game came out, read from the engine's own result (R-7, RB-E, RC-E): each seat's
score as the distance its markers crossed by, the winners the engine named, and whether the
game reached the rules' end."""

from __future__ import annotations

from engines.core.outcome import PLAYER_NAME, Outcome, Seat
from engines.rajas.model import HUMAN, RajasState, Result


def outcome(state: RajasState) -> Outcome | None:
    """None until the game is over. Each dummy of Beck's is a seat of its own: the usual rules
    (RB-E, "finish the game in the usual way") score every player by their own markers, and
    the engine keeps a standing for each. The score is the engine's distance (RC-E: 1 where
    the markers meet; below 1 they never met). The winners are the engine's: the greatest
    distance, equal distances sharing the win, and nobody when no markers met. Both seeds
    leave ties to the base game ("in the usual way"); no tie-break of the published rulebook
    could be checked, and one on the player's own board (karma, say) the state could not
    decide, so a tie stays shared as the engine says it. ``turns``: the rounds played, as
    RB-E counts them."""
    result = state.result
    if state.phase != "over" or result is None:
        return None
    first = _first(state)
    seats = tuple(
        Seat(
            name=_name(state, standing.seat),
            automaton=standing.seat != HUMAN,
            score=standing.distance,
            winner=standing.seat in result.winners,
            first=standing.seat == first,
        )
        for standing in result.standings
    )
    return Outcome(
        seats=seats,
        complete=_complete(state, result),
        turns=result.round,
        rule="RB-E" if state.options.variant == "beck" else "RC-E",
    )


def _name(state: RajasState, seat: int) -> str:
    if seat == HUMAN:
        return PLAYER_NAME
    if state.options.variant == "cherey":
        return "cherey"
    return f"beck-{seat}"


def _first(state: RajasState) -> int | None:
    """Who played first: the player in Beck's games (RB-S); in Cherey's, the die's choice
    (RC-S), which the table keeps only while round 1 is the round being played (later rounds
    start with whoever took the Great Mogul, R-2), so None after it, and None when the game
    ended during setup, before round 1 began (no turn order yet)."""
    if state.options.variant == "beck":
        return HUMAN
    table = state.table
    return table.start_seat if table.round == 1 and table.order else None


def _complete(state: RajasState, result: Result) -> bool:
    """Whether the game reached the rules' end (R-7, RC-E): someone's markers met, and the
    round was finished, every automaton's workers placed. `/rajas end` scores the game as it
    stands and the state keeps no mark of it: an end before any markers met, or before the
    automata had placed all their workers, cut the game short. (Ended at the round's end
    question after markers met, it is the rules' end: the same scoring as answering it.)"""
    someone_met = bool(result.winners)
    round_done = all(automaton.workers == 0 for automaton in state.automata)
    return someone_met and round_done
