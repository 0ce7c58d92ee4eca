"""Splendor's mild solo bot as the service and the tools see it: the human's own moves are the
game's verbs (take, buy, reserve, pass), so the bank and the market stay true (SP-10)."""

from __future__ import annotations

from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from engines.core.conversation import Step
from engines.core.ladder import Level
from engines.core.outcome import Outcome
from engines.core.spec import COMMON_VERBS, DICE_VERBS, GameSpec, Param, Say, Suggestion, Verb
from engines.splendor.ladder import LADDERS, level_of
from engines.splendor.rules import RULES

if TYPE_CHECKING:
    from engines.splendor.model import SplendorState

VERBS = (
    Verb(
        "new",
        (
            Param("dice", choices=("bot", "player")),
            Param("deal", choices=("bot", "table")),
            Param("easier", flag=True),
            Param("harder", integer=(1, 10)),
            Param("stock"),
            Param("seed", integer=(0, 2**31 - 1)),
        ),
    ),
    *COMMON_VERBS,
    Verb("board"),
    Verb("take", (Param("tokens", positional=True, required=True),)),
    Verb("buy", (Param("card", positional=True, required=True),)),
    Verb("reserve", (Param("card", positional=True, required=True),)),
    Verb("pass"),
    *DICE_VERBS,
    Verb("odds"),
)


class SplendorSpec(GameSpec):
    name = "splendor"
    package = "engines.splendor"
    rules = RULES
    ladders = LADDERS
    verbs = VERBS
    picture = "engines.splendor.picture"
    alt = "engines.splendor.alt"
    simulation = "engines.splendor.simulation"
    odds_automata = MappingProxyType({"mild": (("dice", "bot"),)})

    def new(self, options: dict[str, str], seed: int, profile: Any) -> Step[Any]:
        from engines import splendor

        return splendor.new_game(splendor.parse_options(options), seed)

    def level(self, state: SplendorState) -> Level | None:
        return level_of(state)

    def variant(self, state: SplendorState) -> str:
        return "mild"  # the seed's one variant: the mild solo bot

    def act(self, state: SplendorState, verb: str, args: tuple[str, ...]) -> Step[Any]:
        from engines import splendor

        return splendor.human_move(state, verb, list(args))

    def suggest(self, say: Say, state: SplendorState, verb: str) -> list[Suggestion]:
        """`buy`: the face-up cards by place and the player's reserved ones; `reserve`: the
        face-up cards and the top of each deck."""
        if verb not in ("buy", "reserve"):
            return []
        from engines.splendor.catalog import card_params

        def card(value: str, card_id: int) -> Suggestion:
            shown = say("splendor-card-option", **card_params(card_id))
            return Suggestion(value, f"{value} · {shown}")

        found = [
            card(f"{level}.{slot}", card_id)
            for level, row in enumerate(state.market, 1)
            for slot, card_id in enumerate(row, 1)
            if card_id
        ]
        if verb == "buy":
            found += [card(f"r{n}", card_id) for n, card_id in enumerate(state.human.reserved, 1)]
        else:
            found += [
                Suggestion(
                    f"deck {level}",
                    say("suggest-splendor-deck", level=level, count=state.deck_size(level)),
                )
                for level in (1, 2, 3)
                if state.deck_size(level)
            ]
        return found

    def outcome(self, state: SplendorState) -> Outcome | None:
        from engines.splendor.outcome import outcome

        return outcome(state)

    def odds_entry(self, args: tuple[str, ...]) -> str | None:
        return "mild" if not args else None


SPEC = SplendorSpec()
