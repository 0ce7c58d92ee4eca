"""Panticapaeum against Botos (seed 003) as the service and the tools see it: no dice; the
costs of the buildings are the board profile, offered again next game (PB-10)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engines.core.codec import decode
from engines.core.conversation import Step
from engines.core.ladder import Level
from engines.core.outcome import Outcome
from engines.core.spec import COMMON_VERBS, GameSpec, Param, Verb, profile_json
from engines.panticapaeum.ladder import LADDERS, level_of
from engines.panticapaeum.rules import RULES

if TYPE_CHECKING:
    from engines.panticapaeum.model import PanticapaeumState

VERBS = (
    Verb("new", (Param("harder"),)),
    *COMMON_VERBS,
    Verb("cost", (Param("text", positional=True, required=True),)),
    Verb("round"),
    Verb("board"),
)


class PanticapaeumSpec(GameSpec):
    name = "panticapaeum"
    package = "engines.panticapaeum"
    rules = RULES
    ladders = LADDERS
    verbs = VERBS
    picture = "engines.panticapaeum.picture"
    alt = "engines.panticapaeum.alt"

    def new(self, options: dict[str, str], seed: int, profile: Any) -> Step[Any]:
        from engines import panticapaeum

        return panticapaeum.new_game(panticapaeum.parse_options(options), seed, profile)

    def read_profile(self, data: Any, path: str = "$") -> Any:
        from engines.panticapaeum.model import Profile

        return decode(Profile, data, path)

    def profile(self, state: PanticapaeumState) -> str:
        return profile_json(state.profile)

    def level(self, state: PanticapaeumState) -> Level | None:
        return level_of(state)

    def variant(self, state: PanticapaeumState) -> str:
        return "botos"  # the seed's one solo mode

    def act(self, state: PanticapaeumState, verb: str, args: tuple[str, ...]) -> Step[Any]:
        from engines import panticapaeum

        return panticapaeum.act(state, verb, list(args))

    def outcome(self, state: PanticapaeumState) -> Outcome | None:
        from engines.panticapaeum.outcome import outcome

        return outcome(state)


SPEC = PanticapaeumSpec()
