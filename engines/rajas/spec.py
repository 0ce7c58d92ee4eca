"""Rajas of the Ganges as the service and the tools see it: its commands, how a game starts,
its board corrections, its picture, suggestions, odds and simulation."""

from __future__ import annotations

from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from engines.core.clone import shallow
from engines.core.codec import decode
from engines.core.conversation import Step
from engines.core.ladder import Level
from engines.core.outcome import Outcome
from engines.core.prompts import InvalidAnswer
from engines.core.spec import (
    COMMON_VERBS,
    DICE_VERBS,
    GameSpec,
    Param,
    Say,
    Suggestion,
    Verb,
    profile_json,
)
from engines.rajas.ladder import LADDERS, level_of
from engines.rajas.rules import RULES

if TYPE_CHECKING:
    from engines.rajas.model import RajasState

VERBS = (
    Verb(
        "new",
        (
            Param("variant", choices=("beck", "cherey")),
            Param("dummies", integer=(1, 3)),
            Param("dice", choices=("bot", "player")),
            Param("handicap", integer=(0, 20)),
            Param("navaratna", flag=True),
            Param("ganga", flag=True),
            Param("seed", integer=(0, 2**31 - 1)),
        ),
    ),
    # `/rajas turn terrace-orange`: the space the player just took, so the bot need not ask.
    Verb("turn", (Param("space", positional=True),)),
    *(verb for verb in COMMON_VERBS if verb.name != "turn"),
    Verb("board", (Param("fact", positional=True),)),
    Verb("taken", (Param("space", positional=True, required=True),)),
    *DICE_VERBS,
    Verb(
        "odds",
        (
            Param("variant", choices=("cherey", "beck"), positional=True),
            Param("dummies", integer=(1, 3)),
        ),
    ),
)

HEADLINES = frozenset(
    {
        "rajas-turn-start",
        "rajas-place",
        "rajas-tile-bought",
        "rajas-tile-returned",
        "rajas-round-start",
        "rajas-space-reported",
        "rajas-standing",
        "rajas-first-player",
        "rajas-gain-dice",
        "rajas-boat",
    }
)


class RajasSpec(GameSpec):
    name = "rajas"
    package = "engines.rajas"
    rules = RULES
    ladders = LADDERS
    verbs = VERBS
    headlines = HEADLINES
    keeps_corrections = True
    picture = "engines.rajas.picture"
    alt = "engines.rajas.alt"
    simulation = "engines.rajas.simulation"
    odds_automata = MappingProxyType(
        {
            "cherey": (("dice", "bot"), ("variant", "cherey")),
            "beck-1": (("dice", "bot"), ("dummies", "1"), ("variant", "beck")),
            "beck-2": (("dice", "bot"), ("dummies", "2"), ("variant", "beck")),
            "beck-3": (("dice", "bot"), ("dummies", "3"), ("variant", "beck")),
        }
    )

    def new(self, options: dict[str, str], seed: int, profile: Any) -> Step[Any]:
        from engines import rajas

        return rajas.new_game(rajas.parse_options(options), seed, profile)

    def read_profile(self, data: Any, path: str = "$") -> Any:
        from engines.rajas.model import Profile

        return decode(Profile, data, path)

    def profile(self, state: RajasState) -> str:
        return profile_json(state.profile)

    def level(self, state: RajasState) -> Level | None:
        return level_of(state)

    def variant(self, state: RajasState) -> str:
        return state.options.variant

    def turn(self, state: RajasState, placed: str = "") -> Step[Any]:
        from engines import rajas

        return rajas.play_turn(state, placed)

    def act(self, state: RajasState, verb: str, args: tuple[str, ...]) -> Step[Any]:
        from engines import rajas

        if verb == "board":
            return rajas.correct_profile(state, args[0], list(args[1:]))
        return rajas.report_taken(state, " ".join(args))

    def is_correction(self, verb: str, args: tuple[str, ...]) -> bool:
        return verb == "board" and bool(args)

    def correct(
        self, state: RajasState, corrections: list[list[str]], reading: bool = False
    ) -> Any:
        """Each stored `/rajas board FACT VALUE` again, in order (all were checked when made).
        A turn waiting on a question replays from the facts it began with (undo can bring one
        back from before a correction), unless the state is only read."""
        if not corrections or (state.conversation is not None and not reading):
            return state
        from engines import rajas

        # On a copy: the state given may be one the service keeps decoded.
        conversation, state = state.conversation, shallow(state)
        state.conversation = None
        for verb, *args in (c for c in corrections if c):
            if self.is_correction(verb, tuple(args)):
                try:
                    state = rajas.correct_profile(state, args[0], args[1:]).state
                except InvalidAnswer:
                    continue
        state.conversation = conversation
        return state

    def outcome(self, state: RajasState) -> Outcome | None:
        from engines.rajas.outcome import outcome

        return outcome(state)

    def suggest(self, say: Say, state: RajasState, verb: str) -> list[Suggestion]:
        """`board`: each fact the bot knows, ready to correct (`meet 58`), then every fact by
        name, each with what it is."""
        if verb != "board":
            return []
        from engines.rajas.profile import PROFILE_FACTS, profile_commands

        def about(value: str) -> Suggestion:
            return Suggestion(value, f"{value} — {say(f'suggest-rajas-{value.split()[0]}')}")

        known = profile_commands(state.profile)
        return [about(line) for line in known] + [about(fact) for fact in PROFILE_FACTS]

    def odds_entry(self, args: tuple[str, ...]) -> str | None:
        """Cherey (the default) or `beck [dummies=N]` (or a bare 1–3)."""
        variant, dummies = "cherey", "1"
        for word in (w.casefold() for w in args):
            name, _, value = word.partition("=")
            if word in ("cherey", "beck"):
                variant = word
            elif name == "variant" and value in ("cherey", "beck"):
                variant = value
            elif name == "dummies" and value in ("1", "2", "3"):
                dummies = value
            elif word in ("1", "2", "3"):
                dummies = word
            else:
                return None
        return "cherey" if variant == "cherey" else f"beck-{dummies}"


SPEC = RajasSpec()
