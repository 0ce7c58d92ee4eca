"""One answering policy for Pax Pamir against Wakhan, shared by the engine's property tests and
the whole games at the console, on Telegram and on Discord: it reads the open question (its
kind, its bounds, its options or quick picks) and gives a legal answer, never a script of the
questions, so that questions added to her turn are answered as they come. And the human's
side of a solo game: a few ledger changes a turn, a dominance check every third turn reported
with `/paxpamir check`, the fourth one final."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from engines import paxpamir
from engines.core import Event, InvalidAnswer, Prompt, Step, current
from engines.paxpamir.game import FLOWS
from engines.paxpamir.market_cards import DOMINANCE_CHECKS, MARKET_CARDS
from engines.paxpamir.model import PaxState

SMALL = 3
"""A long count from 0 is answered from 0 up to this much: rupees on a card and bribes stay as
small as a table's, and every one of them is in bounds."""
SHORT = 30
"""A range this short is answered anywhere in it (a card's stars)."""
REFUSALS = 20
"""Answers within bounds a whole game may see refused for what the game knows."""
MAX_ANSWERS = 400
"""Answers one step may need before its question closes: a bound on a walk that never ends."""


RARE_CHECK = {"paxpamir-ask-wakhan-check": "no", "paxpamir-ask-wakhan-check-where": "none"}
"""The questions whether a dominance check lies in the market, and their answer "none"."""
CHECK_ABSENT = 0.9
NOT_CHECKS = [n for n in range(1, MARKET_CARDS + 1) if n not in DOMINANCE_CHECKS]


def legal_answer(prompt: Prompt, rng: random.Random) -> str:
    """A legal answer to ``prompt``, chosen at random among what it allows: a choice's option, a
    number in its bounds, yes or no, a die face, or a text question's quick pick (its default
    when it has none)."""
    if prompt.kind == "d6":
        return str(rng.randint(1, 6))
    if prompt.key in RARE_CHECK and rng.random() < CHECK_ABSENT:
        # Four dominance checks in 116 cards: most turns the market holds none.
        return RARE_CHECK[prompt.key]
    if prompt.key == "paxpamir-ask-wakhan-card-on" and rng.random() < CHECK_ABSENT:
        return str(rng.choice(NOT_CHECKS))
    if prompt.kind == "number":
        low, high = prompt.minimum, prompt.maximum
        # From 1 a number names one of a list (an AI card, a market card), and a short range
        # is a choice among few (stars): anywhere in it. A long count from 0 (rupees, a bribe)
        # is bounded against typos: a table's are small.
        names = low >= 1 or high - low <= SHORT
        return str(rng.randint(low, high if names else low + SMALL))
    if prompt.kind == "confirm":
        return rng.choice(["yes", "no"])
    picks = [o.id for o in prompt.options] or [prompt.default] * bool(prompt.default)
    assert picks, f"no legal answer can be read from {prompt.key} {prompt.params}"
    return rng.choice(picks)


def answered(
    step: Step[PaxState],
    rng: random.Random,
    answer: Callable[[Prompt, random.Random], str] = legal_answer,
) -> Step[PaxState]:
    """``step`` with every question it opens answered by the policy: the step where none is
    open, with all the events said on the way. An answer within the question's bounds may
    still be refused for what the game knows (a card already named): refused, it changes
    nothing, and another is drawn."""
    events = list(step.events)
    for _ in range(MAX_ANSWERS):
        if step.prompt is None:
            return Step(step.state, events, None)
        try:
            step = paxpamir.give_answer(step.state, answer(step.prompt, rng))
        except InvalidAnswer:
            # Refused for what the game knows: the question's own default is an answer it
            # takes (a card that can lie on that space).
            if not step.prompt.default:
                continue
            step = paxpamir.give_answer(step.state, step.prompt.default)
        events += step.events
    raise AssertionError(f"still asking {step.prompt} after {MAX_ANSWERS} answers")


CHECKS = 4
"""The fourth dominance check is the last (PP-14)."""
EVERY = 3
"""The human reports a dominance check every third turn of theirs."""


@dataclass
class Human:
    """Ana's side of a solo game (Ana loyal to the British): what she types when no question
    is open. On Wakhan's turn,
    once her actions are played, `/paxpamir turn`; on her own, a few ledger changes, every
    third turn a dominance check (the fourth the final one, which ends the game), then
    `/paxpamir turn`."""

    rng: random.Random
    name: str = "ana"
    turns: int = 0
    checks: int = 0
    her_turns: int = 0
    queue: list[str] = field(default_factory=list)

    def next_command(self, state: PaxState) -> str:
        if state.players[state.turn].wakhan:
            self.her_turns += 1
            return "/paxpamir turn"
        if not self.queue:
            self.queue = self._turn(state)
        return self.queue.pop(0)

    def _turn(self, state: PaxState) -> list[str]:
        """Her rupees, a cylinder placed by whoever has fewer in play (the table's pieces as
        they change, hers reported too: the checks stay close, so that the game runs to its
        fourth check unless one gives a lead), a block, then every third turn a check."""
        self.turns += 1
        rng = self.rng
        fewer = min(state.players, key=lambda p: p.cylinders)
        coalition = rng.choice(["afghan", "british", "russian"])
        said = [
            f"/paxpamir {self.name} rupees +{rng.randint(1, 3)}",
            f"/paxpamir {fewer.name.casefold()} cylinders +1",
            f"/paxpamir blocks {coalition} +{rng.randint(1, 2)}",
        ]
        if self.turns % EVERY == 0:
            self.checks += 1
            final = "final " if self.checks == CHECKS else ""
            # Her own coalition dominant or none: a check Wakhan alone could score (she is
            # loyal to all) would end most games at the first one.
            british = rng.randint(0, 6)
            afghan, russian = (rng.randint(0, min(6, british + 3)) for _ in range(2))
            said.append(f"/paxpamir check {final}{afghan} {british} {russian}")
        return [*said, "/paxpamir turn"]


def her_turns(events: list[Event]) -> list[list[Event]]:
    """The events of each of Wakhan's turns, from her card revealed to her actions played."""
    turns: list[list[Event]] = []
    for event in events:
        if event.key == "paxpamir-turn-wakhan-ai":
            turns.append([])
        if turns:
            turns[-1].append(event)
    return turns


CARD_QUESTIONS = frozenset(
    {"paxpamir-ask-wakhan-card", "paxpamir-ask-wakhan-card-check", "paxpamir-ask-wakhan-back"}
)
"""The physical deck's questions of her card (PW-2, PW-4): the walk's come after them."""


@dataclass
class Solo:
    """A whole solo game against Wakhan as a platform's test plays it: given the game as the
    store keeps it, what the player types next (a command or an answer; a platform presses the
    button that says it when there is one). Once, at the first question of one of her turns
    past her card's own, `/paxpamir undo`: her card must stay the same (PW-2), never drawn
    anew. With the virtual deck that undoes the turn's start, which `/paxpamir turn` begins
    again; with the physical deck, the reading of the next card's back, asked again."""

    rng: random.Random
    virtual: bool
    human: Human = field(init=False)
    undone: bool = False
    again: int | None = None
    """The card revealed before the undo, until her turn is begun again."""
    checked_undo: bool = False

    def __post_init__(self) -> None:
        self.human = Human(self.rng)

    def next_input(self, state: PaxState) -> str:
        conversation = state.conversation
        prompt = conversation.prompt if conversation else None
        if self.again is not None and prompt is not None:
            now = current(state, FLOWS)
            assert now.ai is not None and now.ai.card == self.again, "undo drew another card"
            self.again, self.checked_undo = None, True
        if prompt is None:
            if self.undone and self.again is not None:
                return "/paxpamir turn"  # her turn again, after the undo
            return self.human.next_command(state)
        assert conversation is not None
        if not self.undone and conversation.flow == "turn" and prompt.key not in CARD_QUESTIONS:
            now = current(state, FLOWS)
            if now.players[now.turn].wakhan and now.ai is not None and now.ai.card is not None:
                self.undone, self.again = True, now.ai.card
                return "/paxpamir undo"
        return legal_answer(prompt, self.rng)


def check_game(events: list[Event], state: PaxState, solo: Solo) -> list[list[Event]]:
    """What a whole game against Wakhan must show: it ended with a result, each of her turns
    revealed a card and said her actions with rule ids, played them to the end (unless a check
    in her turn ended the game), and an undo during her turn kept her card.
    Her turns, for the caller's own checks."""
    assert state.phase == "over" and state.result is not None and state.result.winners
    turns = her_turns(events)
    assert len(turns) >= 4, len(turns)
    for n, turn in enumerate(turns):
        keys = [e.key for e in turn]
        assert {"paxpamir-wakhan-drawn", "paxpamir-wakhan-named"} & set(keys), keys
        for key in ("paxpamir-wakhan-position", "paxpamir-wakhan-actions"):
            assert key in keys, (key, keys)
        assert all(e.rule.startswith(("PW-", "PP-")) or e.rule == "" for e in turn)
        assert any(e.rule.startswith("PW-") for e in turn if e.key.startswith("paxpamir-wakhan"))
        if n < len(turns) - 1:
            assert "paxpamir-wakhan-played" in keys, keys
    assert solo.checked_undo
    return turns
