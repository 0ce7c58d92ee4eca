"""Pax Pamir (seed 004) as the service and the tools see it: no automa, the table's referee and
scorekeeper. A player's name is a command word (`/paxpamir ana rupees +3`), and the cost
calculators only answer."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engines.core.conversation import Step
from engines.core.events import Event
from engines.core.outcome import Outcome
from engines.core.spec import COMMON_VERBS, DICE_VERBS, GameSpec, Param, Say, Suggestion, Verb
from engines.paxpamir.rules import RULES

if TYPE_CHECKING:
    from engines.paxpamir.model import PaxState

FIELDS = (
    "vp",
    "rupees",
    "loyalty",
    "influence",
    "patriots",
    "prizes",
    "gifts",
    "cylinders",
    "political",
    "military",
    "intelligence",
    "economic",
)
VERBS = (
    Verb(
        "new",
        (
            Param("players"),
            Param("loyalty"),
            Param("rupees", integer=(0, 99)),
            Param("wakhan", choices=("virtual", "physical", "off")),
            Param("savvy", choices=("on", "off")),
            Param("steadfast", choices=("on", "off")),
            Param("spymove", choices=("on", "off")),
            Param("seed", integer=(0, 2**31 - 1)),
        ),
    ),
    *COMMON_VERBS,
    # Wakhan's virtual AI deck is sealed as dice are: `/paxpamir verify` on every platform.
    *DICE_VERBS,
    # Discord fixes its subcommands at sync time, so a player's name cannot be one: the
    # ledger verb says the same as `/paxpamir NAME FIELD CHANGE` typed in a chat.
    Verb(
        "ledger",
        (
            Param("player", positional=True, required=True),
            Param("field", choices=FIELDS, positional=True, required=True),
            Param("change", positional=True, required=True),
        ),
    ),
    Verb(
        "blocks",
        (
            Param(
                "coalition",
                choices=("afghan", "british", "russian"),
                positional=True,
                required=True,
            ),
            Param("change", positional=True, required=True),
        ),
    ),
    Verb(
        "favoured",
        (
            Param(
                "suit",
                choices=("political", "military", "intelligence", "economic"),
                positional=True,
                required=True,
            ),
        ),
    ),
    Verb("check", (Param("final", flag=True), Param("blocks", positional=True))),
    Verb(
        "discard",
        (
            Param("player", positional=True, required=True),
            Param("what", choices=("card", "tribe"), positional=True),
        ),
    ),
    Verb("cleanup", (Param("player", positional=True),)),
    Verb("play"),
    Verb(
        "cost",
        (
            Param(
                "action",
                choices=(
                    "buy",
                    "play",
                    "gift",
                    "build",
                    "betray",
                    "spies",
                    "tax",
                    "battle",
                    "rule",
                ),
                positional=True,
                required=True,
            ),
            Param("numbers", positional=True),
        ),
    ),
    Verb("board"),
)


class PaxPamirSpec(GameSpec):
    name = "paxpamir"
    package = "engines.paxpamir"
    rules = RULES
    verbs = VERBS
    free_verbs = True
    picture = "engines.paxpamir.picture"
    alt = "engines.paxpamir.alt"

    def new(self, options: dict[str, str], seed: int, profile: Any) -> Step[Any]:
        from engines import paxpamir

        return paxpamir.new_game(paxpamir.parse_options(options), seed)

    def variant(self, state: PaxState) -> str:
        return "wakhan" if any(p.wakhan for p in state.players) else "referee"

    def act(self, state: PaxState, verb: str, args: tuple[str, ...]) -> Step[Any]:
        from engines import paxpamir

        return paxpamir.act(state, verb, list(args))

    def replay_draws(self, start: PaxState, later: list[Event]) -> tuple[int, int | None]:
        """PW-2: Wakhan's virtual AI deck, replayed from the state the seed's setup made
        against the cards the bot said it drew after it."""
        from engines.core import current
        from engines.paxpamir.game import FLOWS
        from engines.paxpamir.wakhan import drawn_cards, replay

        said = drawn_cards(later)
        # The setup's step may still be open on her first turn, which it plays: the deck is
        # then as the setup has left it so far (its own draw checked with its events).
        now = current(start, FLOWS)
        if now.ai is None or now.ai.mode != "virtual":
            return (0, 1) if said else (0, None)
        deck, rng = now.ai, now.rng
        return replay(deck, rng, said)

    def outcome(self, state: PaxState) -> Outcome | None:
        from engines.paxpamir.outcome import outcome

        return outcome(state)

    def is_query(self, verb: str, args: tuple[str, ...]) -> bool:
        from engines import paxpamir

        return paxpamir.is_query(verb, args)

    def query(self, state: PaxState, verb: str, args: tuple[str, ...]) -> list[Event]:
        from engines import paxpamir

        return paxpamir.query(state, verb, args)

    def names(self, state: PaxState) -> tuple[str, ...]:
        return tuple(state.names())

    def suggest(self, say: Say, state: PaxState, verb: str) -> list[Suggestion]:
        """The typed parameters of the game's commands, in the reader's words: the players'
        names; for `ledger` also the usual changes and the coalitions a loyalty takes
        (`rusa`); for `blocks` the usual changes; for `check` the blocks as they stand."""
        from engines.paxpamir.model import COALITIONS

        names = [Suggestion(name, name) for name in state.names()]
        changes = [Suggestion(change, change) for change in ("+1", "-1")]
        if verb == "ledger":
            coalitions = [
                Suggestion(word, f"{word} — {say('cmd-param-coalition')}")
                for word in (say("paxpamir-typed-" + c) for c in COALITIONS)
            ]
            return names + changes + coalitions
        if verb == "blocks":
            return changes
        if verb == "check":
            blocks = " ".join(str(state.blocks[c]) for c in COALITIONS)
            return [Suggestion(blocks, blocks)]
        if verb in ("discard", "cleanup", "cost"):
            return names
        return []


SPEC = PaxPamirSpec()
