"""The games the service can run, each behind the same small interface, so the service and
the adapters never know a game's rules.

A game's engine is imported when the game is first played (issue 14: the four engines were a
sixth of a start-up, and a bot may never see some of them); what start-up needs of a game (its
name, verbs, headlines) is here, without its engine."""

from __future__ import annotations

import importlib
import json
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any, Protocol

from engines.core import CodecError, Event, InvalidAnswer, Prompt, Step, codec, decode, encode
from engines.core.clone import shallow

if TYPE_CHECKING:
    from engines import panticapaeum, paxpamir, rajas, splendor


@dataclass(frozen=True)
class Param:
    """One parameter of a game's command, as a platform with typed commands (Discord's slash
    commands) offers it. Its label and description come from the locales:
    ``cmd-<game>-<verb>-<param>`` (description) and ``cmd-param-<param>`` (name)."""

    name: str
    choices: tuple[str, ...] = ()
    flag: bool = False
    """A bare flag (`navaratna`): offered as yes/no, sent as the bare word when yes."""
    integer: tuple[int, int] | None = None
    """A whole number in this range."""
    positional: bool = False
    """Typed after the verb as words (`/rajas taken quarry`), not as `name=value`."""
    required: bool = False


@dataclass(frozen=True)
class Verb:
    """A command of a game (`/rajas turn`): its name and its parameters."""

    name: str
    params: tuple[Param, ...] = ()


COMMON_VERBS = (Verb("turn"), Verb("status"), Verb("log"), Verb("undo"), Verb("end"),
                Verb("transcript", (Param("lang", choices=("en", "es", "ja", "ru")),)))
"""What every game offers besides `new` and its own verbs; the service carries them out."""
DICE_VERBS = (Verb("verify", (Param("seed", positional=True, required=True),)),)
"""What a game whose bot rolls dice offers besides: checking its sealed dice."""


def to_text(game: str, verb: str, values: dict[str, str | int | bool]) -> str:
    """The chat text of a typed command, so typed and written commands share one parser."""
    spec = next((v for v in GAMES[game].verbs if v.name == verb), Verb(verb))
    words = [f"/{game}", verb]
    for param in spec.params:
        value = values.get(param.name)
        if value is None or value is False or value == "":
            continue
        if param.flag:
            words.append(param.name)
        elif param.positional:
            words.append(str(value))
        else:
            words.append(f"{param.name}={value}")
    return " ".join(words)


class Game(Protocol):
    @property
    def name(self) -> str: ...

    @property
    def verbs(self) -> tuple[Verb, ...]:
        """Every command of the game, `new` first; the service carries out `new`, `board`
        without words and COMMON_VERBS, and hands the others to ``act``."""
        ...

    def new(self, options: dict[str, str], seed: int, offered: str | None) -> Step[Any]: ...
    def variant(self, state: Any) -> str: ...
    def turn(self, state: Any, placed: str = "") -> Step[Any]:
        """The automa's next turn; ``placed``: what the player says of their own turn before
        it (a game whose `turn` verb has a parameter: Rajas's `/rajas turn SPACE`)."""
        ...
    def answer(self, state: Any, raw: str) -> Step[Any]: ...
    def end(self, state: Any) -> Step[Any]: ...
    def status(self, state: Any) -> list[Event]: ...
    def board(self, state: Any) -> list[Event]: ...
    def act(self, state: Any, verb: str, args: tuple[str, ...]) -> Step[Any]: ...

    @property
    def free_verbs(self) -> bool:
        """Whether ``act`` also takes words that are none of ``verbs`` (Pax Pamir's player
        names: `/paxpamir ana rupees +3`); the game refuses a word it does not know."""
        ...

    def is_query(self, verb: str, args: tuple[str, ...]) -> bool:
        """Whether a command only answers (a cost calculator): anyone may ask, and the service
        stores nothing (no step to undo)."""
        ...

    def query(self, state: Any, verb: str, args: tuple[str, ...]) -> list[Event]: ...

    @property
    def keeps_corrections(self) -> bool:
        """Whether the game has board corrections (`/rajas board FACT VALUE`): the service keeps
        them beside its steps, so that undo never takes one back, and ``correct`` applies them
        whenever the state is loaded."""
        ...

    def is_correction(self, verb: str, args: tuple[str, ...]) -> bool: ...

    def correct(self, state: Any, corrections: list[list[str]], reading: bool = False) -> Any:
        """``state`` with ``corrections`` applied; ``reading``: only to be shown (a flow that
        waits on a question is corrected too, since nothing replays it)."""
        ...

    @property
    def headlines(self) -> frozenset[str]:
        """Message keys that say what a step did (an undo says them back)."""
        ...
    def prompt(self, state: Any) -> Prompt | None: ...
    def is_over(self, state: Any) -> bool: ...
    def dumps(self, state: Any) -> str: ...
    def loads(self, text: str) -> Any: ...
    def profile(self, state: Any) -> str: ...


def _profile_json(profile: Any) -> str:
    """A board profile's JSON as it has always been written, non-ASCII escaped (the store
    writes it again whenever it differs from the one kept): ``codec.dumps``'s when that is
    ASCII, the same text; the json module's otherwise."""
    text = codec.dumps(profile)
    return text if text.isascii() else json.dumps(encode(profile), separators=(",", ":"))


RAJAS_VERBS = (
    Verb("new", (
        Param("variant", choices=("beck", "cherey")),
        Param("dummies", integer=(1, 3)),
        Param("dice", choices=("bot", "player")),
        Param("handicap", integer=(0, 20)),
        Param("navaratna", flag=True),
        Param("ganga", flag=True),
        Param("seed", integer=(0, 2**31 - 1)),
    )),
    # `/rajas turn terrace-orange`: the space the player just took, so the bot need not ask.
    Verb("turn", (Param("space", positional=True),)),
    *(verb for verb in COMMON_VERBS if verb.name != "turn"),
    Verb("board", (Param("fact", positional=True),)),
    Verb("taken", (Param("space", positional=True, required=True),)),
    *DICE_VERBS,
    Verb("odds", (Param("variant", choices=("cherey", "beck"), positional=True),
                  Param("dummies", integer=(1, 3)))),
)

RAJAS_HEADLINES = frozenset({
    "rajas-turn-start", "rajas-place", "rajas-tile-bought", "rajas-tile-returned",
    "rajas-round-start", "rajas-space-reported", "rajas-standing", "rajas-first-player",
    "rajas-gain-dice", "rajas-boat",
})


class Engine(Protocol):
    """What every engine package (`engines.rajas`, `engines.splendor`) exports alike."""

    def play_turn(self, state: Any, /) -> Step[Any]: ...
    def give_answer(self, state: Any, raw: Any, /) -> Step[Any]: ...
    def end_game(self, state: Any, /) -> Step[Any]: ...
    def status_events(self, state: Any, /) -> list[Event]: ...
    def board_events(self, state: Any, /) -> list[Event]: ...
    def to_json(self, state: Any, /) -> dict[str, Any]: ...
    def from_json(self, data: Any, /) -> Any: ...


@cache
def _engine(package: str) -> Engine:
    engine: Engine = importlib.import_module(package)
    return engine


@dataclass(frozen=True)
class EngineGame:
    """A game's service interface over its engine package: what every engine does alike is
    delegated here once; each game adds how it starts, its variant, its own verbs and its
    board profile. The engine package is imported on first use."""

    package: str
    """The engine package (``engines.rajas``)."""
    free_verbs: bool = False
    keeps_corrections: bool = False
    headlines: frozenset[str] = frozenset()

    @property
    def engine(self) -> Engine:
        return _engine(self.package)

    def turn(self, state: Any, placed: str = "") -> Step[Any]:
        return self.engine.play_turn(state)

    def is_correction(self, verb: str, args: tuple[str, ...]) -> bool:
        return False

    def correct(self, state: Any, corrections: list[list[str]], reading: bool = False) -> Any:
        return state

    def is_query(self, verb: str, args: tuple[str, ...]) -> bool:
        return False

    def query(self, state: Any, verb: str, args: tuple[str, ...]) -> list[Event]:
        return []

    def answer(self, state: Any, raw: str) -> Step[Any]:
        return self.engine.give_answer(state, raw)

    def end(self, state: Any) -> Step[Any]:
        return self.engine.end_game(state)

    def status(self, state: Any) -> list[Event]:
        return self.engine.status_events(state)

    def board(self, state: Any) -> list[Event]:
        return self.engine.board_events(state)

    def prompt(self, state: Any) -> Prompt | None:
        return state.conversation.prompt if state.conversation else None

    def is_over(self, state: Any) -> bool:
        return bool(state.phase == "over")

    def dumps(self, state: Any) -> str:
        """The state's JSON text: every engine's ``to_json`` is the codec's ``encode``, and
        ``codec.dumps`` encodes and writes it in one pass (a state is written at every step;
        tests/bot/test_state_json.py checks each game's text against ``to_json``'s)."""
        return codec.dumps(state)

    def loads(self, text: str) -> Any:
        try:
            # The json module's reader: orjson's reads a whole number beyond 64 bits as a float.
            data = json.loads(text)
        except ValueError as exc:
            raise CodecError(f"not JSON: {exc}") from exc
        return self.engine.from_json(data)


@dataclass(frozen=True)
class RajasGame(EngineGame):
    package: str = "engines.rajas"
    name: str = "rajas"
    verbs: tuple[Verb, ...] = RAJAS_VERBS
    keeps_corrections: bool = True
    headlines: frozenset[str] = RAJAS_HEADLINES

    def turn(self, state: rajas.RajasState, placed: str = "") -> Step[Any]:
        from engines import rajas

        return rajas.play_turn(state, placed)

    def is_correction(self, verb: str, args: tuple[str, ...]) -> bool:
        return verb == "board" and bool(args)

    def correct(self, state: rajas.RajasState, corrections: list[list[str]],
                reading: bool = False) -> Any:
        """Each stored `/rajas board FACT VALUE` again, in order (all were checked when made).
        A turn waiting on a question replays from the facts it began with (undo can bring one
        back from before a correction), unless the state is only read."""
        if not corrections or (state.conversation is not None and not reading):
            return state
        from engines import rajas

        # On a copy: the state given is the one the service keeps (bot/service/state_cache.py).
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

    def new(self, options: dict[str, str], seed: int, offered: str | None) -> Step[Any]:
        from engines import rajas

        profile = None
        if offered:
            try:
                profile = decode(rajas.Profile, json.loads(offered))
            except (ValueError, CodecError):
                profile = None  # a damaged saved profile is not offered; it is asked anew
        return rajas.new_game(rajas.parse_options(options), seed, profile)

    def variant(self, state: rajas.RajasState) -> str:
        return state.options.variant

    def act(self, state: rajas.RajasState, verb: str, args: tuple[str, ...]) -> Step[Any]:
        from engines import rajas

        if verb == "board":
            return rajas.correct_profile(state, args[0], list(args[1:]))
        return rajas.report_taken(state, " ".join(args))

    def profile(self, state: rajas.RajasState) -> str:
        return _profile_json(state.profile)


SPLENDOR_VERBS = (
    Verb("new", (
        Param("dice", choices=("bot", "player")),
        Param("deal", choices=("bot", "table")),
        Param("easier", flag=True),
        Param("harder", integer=(1, 10)),
        Param("stock"),
        Param("seed", integer=(0, 2**31 - 1)),
    )),
    *COMMON_VERBS,
    Verb("board"),
    Verb("take", (Param("tokens", positional=True, required=True),)),
    Verb("buy", (Param("card", positional=True, required=True),)),
    Verb("reserve", (Param("card", positional=True, required=True),)),
    Verb("pass"),
    *DICE_VERBS,
    Verb("odds"),
)


@dataclass(frozen=True)
class SplendorGame(EngineGame):
    """Splendor's mild solo bot: the human's own moves are the game's verbs (take, buy,
    reserve, pass), so the bank and the market stay true (SP-10)."""

    package: str = "engines.splendor"
    name: str = "splendor"
    verbs: tuple[Verb, ...] = SPLENDOR_VERBS

    def new(self, options: dict[str, str], seed: int, offered: str | None) -> Step[Any]:
        from engines import splendor

        return splendor.new_game(splendor.parse_options(options), seed)

    def variant(self, state: splendor.SplendorState) -> str:
        return "mild"  # the seed's one variant: the mild solo bot

    def act(self, state: splendor.SplendorState, verb: str, args: tuple[str, ...]) -> Step[Any]:
        from engines import splendor

        return splendor.human_move(state, verb, list(args))

    def profile(self, state: splendor.SplendorState) -> str:
        return "{}"  # nothing about the table is hidden from the bot: no board profile


PANTICAPAEUM_VERBS = (
    Verb("new", (Param("harder"),)),
    *COMMON_VERBS,
    Verb("cost", (Param("text", positional=True, required=True),)),
    Verb("round"),
)


@dataclass(frozen=True)
class PanticapaeumGame(EngineGame):
    """Panticapaeum against Botos (seed 003): no dice; the costs of the buildings are the board
    profile, offered again next game (PB-10)."""

    package: str = "engines.panticapaeum"
    name: str = "panticapaeum"
    verbs: tuple[Verb, ...] = PANTICAPAEUM_VERBS

    def new(self, options: dict[str, str], seed: int, offered: str | None) -> Step[Any]:
        from engines import panticapaeum

        profile = None
        if offered:
            try:
                profile = decode(panticapaeum.Profile, json.loads(offered))
            except (ValueError, CodecError):
                profile = None  # a damaged saved profile is not offered; the costs are asked
        return panticapaeum.new_game(panticapaeum.parse_options(options), seed, profile)

    def variant(self, state: panticapaeum.PanticapaeumState) -> str:
        return "botos"  # the seed's one solo mode

    def act(self, state: panticapaeum.PanticapaeumState, verb: str,
            args: tuple[str, ...]) -> Step[Any]:
        from engines import panticapaeum

        return panticapaeum.act(state, verb, list(args))

    def profile(self, state: panticapaeum.PanticapaeumState) -> str:
        return _profile_json(state.profile)


PAXPAMIR_FIELDS = ("vp", "rupees", "loyalty", "influence", "patriots", "prizes", "gifts",
                   "cylinders", "political", "military", "intelligence", "economic")
PAXPAMIR_VERBS = (
    Verb("new", (
        Param("players"),
        Param("loyalty"),
        Param("rupees", integer=(0, 99)),
    )),
    *COMMON_VERBS,
    # Discord fixes its subcommands at sync time, so a player's name cannot be one: the
    # ledger verb says the same as `/paxpamir NAME FIELD CHANGE` typed in a chat.
    Verb("ledger", (
        Param("player", positional=True, required=True),
        Param("field", choices=PAXPAMIR_FIELDS, positional=True, required=True),
        Param("change", positional=True, required=True),
    )),
    Verb("blocks", (
        Param("coalition", choices=("afghan", "british", "russian"), positional=True,
              required=True),
        Param("change", positional=True, required=True),
    )),
    Verb("favoured", (
        Param("suit", choices=("political", "military", "intelligence", "economic"),
              positional=True, required=True),
    )),
    Verb("check", (Param("final", flag=True), Param("blocks", positional=True))),
    Verb("discard", (
        Param("player", positional=True, required=True),
        Param("what", choices=("card", "tribe"), positional=True),
    )),
    Verb("cleanup", (Param("player", positional=True),)),
    Verb("cost", (
        Param("action", choices=("buy", "play", "gift", "build", "betray", "spies", "tax",
                                 "battle", "rule"), positional=True, required=True),
        Param("numbers", positional=True),
    )),
)


@dataclass(frozen=True)
class PaxPamirGame(EngineGame):
    """Pax Pamir (seed 004): no automa, the table's referee and scorekeeper. A player's name
    is a command word (`/paxpamir ana rupees +3`), and the cost calculators only answer."""

    package: str = "engines.paxpamir"
    free_verbs: bool = True
    name: str = "paxpamir"
    verbs: tuple[Verb, ...] = PAXPAMIR_VERBS

    def new(self, options: dict[str, str], seed: int, offered: str | None) -> Step[Any]:
        from engines import paxpamir

        return paxpamir.new_game(paxpamir.parse_options(options))

    def variant(self, state: paxpamir.PaxState) -> str:
        return "wakhan" if any(p.wakhan for p in state.players) else "referee"

    def act(self, state: paxpamir.PaxState, verb: str, args: tuple[str, ...]) -> Step[Any]:
        from engines import paxpamir

        return paxpamir.act(state, verb, list(args))

    def is_query(self, verb: str, args: tuple[str, ...]) -> bool:
        from engines import paxpamir

        return paxpamir.is_query(verb, args)

    def query(self, state: paxpamir.PaxState, verb: str,
              args: tuple[str, ...]) -> list[Event]:
        from engines import paxpamir

        return paxpamir.query(state, verb, args)

    def profile(self, state: paxpamir.PaxState) -> str:
        return "{}"  # the players tell the referee everything as it happens: no board profile


GAMES: dict[str, Game] = {"rajas": RajasGame(), "splendor": SplendorGame(),
                          "panticapaeum": PanticapaeumGame(), "paxpamir": PaxPamirGame()}
