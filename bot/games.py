"""The games the service can run, each behind the same small interface, so the service and
the adapters never know a game's rules."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Protocol

from engines import rajas
from engines.core import CodecError, Event, InvalidAnswer, Prompt, Step, decode, encode


class Game(Protocol):
    @property
    def name(self) -> str: ...

    def new(self, options: dict[str, str], seed: int, offered: str | None) -> Step[Any]: ...
    def variant(self, state: Any) -> str: ...
    def turn(self, state: Any) -> Step[Any]: ...
    def answer(self, state: Any, raw: str) -> Step[Any]: ...
    def end(self, state: Any) -> Step[Any]: ...
    def status(self, state: Any) -> list[Event]: ...
    def board(self, state: Any) -> list[Event]: ...
    def correct_board(self, state: Any, args: tuple[str, ...]) -> Step[Any]: ...
    def taken(self, state: Any, args: tuple[str, ...]) -> Step[Any]: ...
    def prompt(self, state: Any) -> Prompt | None: ...
    def is_over(self, state: Any) -> bool: ...
    def dumps(self, state: Any) -> str: ...
    def loads(self, text: str) -> Any: ...
    def profile(self, state: Any) -> str: ...


@dataclass(frozen=True)
class RajasGame:
    name: str = "rajas"

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

    def correct_board(self, state: rajas.RajasState, args: tuple[str, ...]) -> Step[Any]:
        return rajas.correct_profile(state, args[0], list(args[1:]))

    def taken(self, state: rajas.RajasState, args: tuple[str, ...]) -> Step[Any]:
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


GAMES: dict[str, Game] = {"rajas": RajasGame()}
