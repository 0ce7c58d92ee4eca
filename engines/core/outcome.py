"""How a finished game came out, as the rules decide it: each seat's score, who won, how the
game ended. What the player's record, the results table and a logged play are made of; each
game's ``GameSpec.outcome`` says it from its final state."""

from __future__ import annotations

from dataclasses import dataclass

PLAYER_NAME = "player"
"""The seat of a game's one human, where its state keeps no name for them (the service knows
the player)."""


@dataclass(frozen=True)
class Seat:
    """One seat at the end: a player or an automaton."""

    name: str
    """The player's name, or the automaton's (``beck``, ``cherey``, ``botos``, ``mild``,
    ``wakhan``) as the game's messages name it."""
    automaton: bool
    score: int | None
    """Points as the rules count them at the end (None: the game keeps no score for it)."""
    winner: bool
    """As the rules decide it, ties and their breaks included (several seats may share a win
    where the rules say so)."""
    first: bool = False
    """Whether this seat played first."""


@dataclass(frozen=True)
class Outcome:
    """A finished game: its seats in table order, and whether it ran to the rules' end."""

    seats: tuple[Seat, ...]
    complete: bool
    """False: ended early (`end`, a moderator): kept, and never counted as a loss."""
    turns: int
    rule: str
    """The rule id that decided the winner (the end-of-game or tie rule that applied)."""

    @property
    def winners(self) -> tuple[Seat, ...]:
        return tuple(seat for seat in self.seats if seat.winner)

    @property
    def margin(self) -> int | None:
        """The player's lead over the best automaton (negative: behind), for a game with one
        player and scores on both sides; None otherwise."""
        people = [s for s in self.seats if not s.automaton]
        bots = [s.score for s in self.seats if s.automaton and s.score is not None]
        if len(people) != 1 or people[0].score is None or not bots:
            return None
        return people[0].score - max(bots)
