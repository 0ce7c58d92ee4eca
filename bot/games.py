"""The games the service can run, each behind the same small interface, so the service and
the adapters never know a game's rules."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Protocol

from engines import rajas, splendor
from engines.core import CodecError, Event, InvalidAnswer, Prompt, Step, decode, encode


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


COMMON_VERBS = (Verb("turn"), Verb("status"), Verb("log"), Verb("undo"), Verb("end"))
"""What every game offers besides `new` and its own verbs; the service carries them out."""


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
    def turn(self, state: Any) -> Step[Any]: ...
    def answer(self, state: Any, raw: str) -> Step[Any]: ...
    def end(self, state: Any) -> Step[Any]: ...
    def status(self, state: Any) -> list[Event]: ...
    def board(self, state: Any) -> list[Event]: ...
    def act(self, state: Any, verb: str, args: tuple[str, ...]) -> Step[Any]: ...
    def prompt(self, state: Any) -> Prompt | None: ...
    def is_over(self, state: Any) -> bool: ...
    def dumps(self, state: Any) -> str: ...
    def loads(self, text: str) -> Any: ...
    def profile(self, state: Any) -> str: ...


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
    *COMMON_VERBS,
    Verb("board", (Param("fact", positional=True),)),
    Verb("taken", (Param("space", positional=True, required=True),)),
)


@dataclass(frozen=True)
class RajasGame:
    name: str = "rajas"
    verbs: tuple[Verb, ...] = RAJAS_VERBS

    def new(self, options: dict[str, str], seed: int, offered: str | None) -> Step[Any]:
        profile = None
        if offered:
            try:
                profile = decode(rajas.Profile, json.loads(offered))
            except (ValueError, CodecError):
                profile = None  # a damaged saved profile is not offered; it is asked anew
        return rajas.new_game(rajas.parse_options(options), seed, profile)

    def variant(self, state: rajas.RajasState) -> str:
        return state.options.variant

    def turn(self, state: rajas.RajasState) -> Step[Any]:
        return rajas.play_turn(state)

    def answer(self, state: rajas.RajasState, raw: str) -> Step[Any]:
        return rajas.give_answer(state, raw)

    def end(self, state: rajas.RajasState) -> Step[Any]:
        return rajas.end_game(state)

    def status(self, state: rajas.RajasState) -> list[Event]:
        return rajas.status_events(state)

    def board(self, state: rajas.RajasState) -> list[Event]:
        return rajas.board_events(state)

    def act(self, state: rajas.RajasState, verb: str, args: tuple[str, ...]) -> Step[Any]:
        if verb == "board":
            return rajas.correct_profile(state, args[0], list(args[1:]))
        if len(args) != 1:
            raise InvalidAnswer("rajas-space-unknown", space=" ".join(args),
                                spaces=", ".join(rajas.SPACES))
        return rajas.report_taken(state, args[0].casefold())

    def prompt(self, state: rajas.RajasState) -> Prompt | None:
        return state.conversation.prompt if state.conversation else None

    def is_over(self, state: rajas.RajasState) -> bool:
        return state.phase == "over"

    def dumps(self, state: rajas.RajasState) -> str:
        return json.dumps(rajas.to_json(state), ensure_ascii=False, separators=(",", ":"))

    def loads(self, text: str) -> rajas.RajasState:
        try:
            data = json.loads(text)
        except ValueError as exc:
            raise CodecError(f"not JSON: {exc}") from exc
        return rajas.from_json(data)

    def profile(self, state: rajas.RajasState) -> str:
        return json.dumps(encode(state.profile), separators=(",", ":"))


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
)


@dataclass(frozen=True)
class SplendorGame:
    """Splendor's mild solo bot: the human's own moves are the game's verbs (take, buy,
    reserve, pass), so the bank and the market stay true (SP-10)."""

    name: str = "splendor"
    verbs: tuple[Verb, ...] = SPLENDOR_VERBS

    def new(self, options: dict[str, str], seed: int, offered: str | None) -> Step[Any]:
        return splendor.new_game(splendor.parse_options(options), seed)

    def variant(self, state: splendor.SplendorState) -> str:
        return "mild"  # the seed's one variant: the mild solo bot

    def turn(self, state: splendor.SplendorState) -> Step[Any]:
        return splendor.play_turn(state)

    def answer(self, state: splendor.SplendorState, raw: str) -> Step[Any]:
        return splendor.give_answer(state, raw)

    def end(self, state: splendor.SplendorState) -> Step[Any]:
        return splendor.end_game(state)

    def status(self, state: splendor.SplendorState) -> list[Event]:
        return splendor.status_events(state)

    def board(self, state: splendor.SplendorState) -> list[Event]:
        return splendor.board_events(state)

    def act(self, state: splendor.SplendorState, verb: str, args: tuple[str, ...]) -> Step[Any]:
        return splendor.human_move(state, verb, list(args))

    def prompt(self, state: splendor.SplendorState) -> Prompt | None:
        return state.conversation.prompt if state.conversation else None

    def is_over(self, state: splendor.SplendorState) -> bool:
        return state.phase == "over"

    def dumps(self, state: splendor.SplendorState) -> str:
        return json.dumps(splendor.to_json(state), ensure_ascii=False, separators=(",", ":"))

    def loads(self, text: str) -> splendor.SplendorState:
        try:
            data = json.loads(text)
        except ValueError as exc:
            raise CodecError(f"not JSON: {exc}") from exc
        return splendor.from_json(data)

    def profile(self, state: splendor.SplendorState) -> str:
        return "{}"  # nothing about the table is hidden from the bot: no board profile


GAMES: dict[str, Game] = {"rajas": RajasGame(), "splendor": SplendorGame()}
