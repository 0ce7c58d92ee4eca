"""Hopper as Soloist sees it: its commands, how it starts, its own verb and its picture."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from engines.core import Step
from engines.core.spec import COMMON_VERBS, DICE_VERBS, GameSpec, Param, Verb


class HopperSpec(GameSpec):
    name = "hopper"
    package = "hopper_automa"
    verbs = (
        Verb("new", (Param("dice", choices=("bot", "player")),
                     Param("seed", integer=(0, 2**31 - 1)))),
        *COMMON_VERBS,
        Verb("board"),
        Verb("push", (Param("steps", integer=(1, 3), positional=True, required=True),)),
        *DICE_VERBS,
    )
    headlines = frozenset({"hopper-moves", "hopper-pushed"})
    picture = "hopper_automa.picture"
    locales = Path(__file__).parent / "locales"

    def new(self, options: dict[str, str], seed: int, profile: Any) -> Step[Any]:
        from hopper_automa import game

        return game.new_game(game.parse_options(options), seed)

    def variant(self, state: Any) -> str:
        return "hopper"

    def act(self, state: Any, verb: str, args: tuple[str, ...]) -> Step[Any]:
        from hopper_automa import game

        return game.push(state, list(args))


SPEC = HopperSpec()
