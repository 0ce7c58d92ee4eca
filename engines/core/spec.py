"""What describes a game to everything that runs it: its commands (``Verb``, ``Param``) and its
``GameSpec``, the one object the service, the scenario runner, the transcript replay, the
pictures and the simulator read. A game's folder holds a ``spec.py`` with a ``SPEC``;
``engines.games`` finds them. docs/architecture.md shows how to write one."""

from __future__ import annotations

import importlib
import json
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from engines.core import codec
from engines.core.alt import fitted
from engines.core.codec import CodecError, encode
from engines.core.conversation import Step
from engines.core.events import Event
from engines.core.ladder import Level
from engines.core.outcome import Outcome
from engines.core.prompts import Prompt
from engines.core.rules import Rule


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


COMMON_VERBS = (
    Verb("turn"),
    Verb("status"),
    Verb("log"),
    Verb("undo"),
    Verb("end"),
    Verb("transcript", (Param("lang", choices=("en", "es", "ja", "ru")),)),
    Verb("rule", (Param("id", positional=True),)),
    Verb("watch", (Param("revoke", flag=True),)),
)
"""What every game offers besides `new` and its own verbs; the service carries them out."""
DICE_VERBS = (Verb("verify", (Param("seed", positional=True, required=True),)),)
"""What a game whose bot rolls dice offers besides: checking its sealed dice."""


class Say(Protocol):
    """A message in the reader's language: what a picture or a suggestion writes with."""

    def __call__(self, key: str, /, **params: Any) -> str: ...


@dataclass(frozen=True)
class Suggestion:
    """What a player may type next (Discord's autocomplete): the value and its label."""

    value: str
    label: str


@dataclass(frozen=True)
class ScenarioHooks:
    """What the scenario runner (``python -m engines.replay``) needs of a game, read from its
    ``scenario`` module: ``create``, ``override`` and ``final`` always, the rest if it has
    them. Format: docs/scenarios.md."""

    create: Callable[[dict[str, Any]], Step[Any]]
    override: Callable[[Any, dict[str, Any]], None]
    final: Callable[[Any], dict[str, Any]]
    move_due: Callable[[Any], bool] = lambda state: False
    """Whether the player must enter a move of their own before the next turn (Splendor)."""
    play_move: Callable[[Any, str], Step[Any]] | None = None
    """The player's move as typed after `/<game>` (`take w u g`)."""
    default_move: Callable[[Any], str] | None = None
    """A legal move for when the scenario's ``moves`` run out."""
    feeds: Callable[[dict[str, Any]], dict[str, list[Any]]] = lambda spec: {}
    """The scenario's own lists of answers besides ``dice`` and ``answers``, by name, each in
    the order its questions come (Panticapaeum's ``tiles``)."""
    feed_of: Callable[[Prompt], str | None] = lambda prompt: None
    """Which of those lists answers a question; when it runs out, the question gets its
    default answer (never one of ``answers``)."""
    late_state: Callable[[dict[str, Any]], dict[str, Any]] = lambda spec: spec.get("state", {})
    """The part of the scenario's ``state`` the runner applies once the setup is done (all of
    it by default); ``create`` has applied the rest before a setup that goes on into the
    first turn (Pax Pamir's, Wakhan playing first)."""


class Engine(Protocol):
    """What every engine package (`engines.rajas`, `engines.splendor`) exports alike."""

    def play_turn(self, state: Any, /) -> Step[Any]: ...
    def give_answer(self, state: Any, raw: Any, /) -> Step[Any]: ...
    def end_game(self, state: Any, /) -> Step[Any]: ...
    def status_events(self, state: Any, /) -> list[Event]: ...
    def board_events(self, state: Any, /) -> list[Event]: ...
    def to_json(self, state: Any, /) -> dict[str, Any]: ...
    def from_json(self, data: Any, /) -> Any: ...


def _imported(module: str) -> Any:
    return importlib.import_module(module)


class GameSpec(ABC):
    """A game as the service and the tools see it. What every engine does alike is delegated
    here to its package once; a game's ``SPEC`` says how it starts and adds its own verbs.
    Its engine, picture and simulation are imported on first use, so a bot that never plays
    a game never loads it."""

    name: str = ""
    package: str = ""
    """The engine package (``engines.rajas``): ``play_turn``, ``give_answer``, ``end_game``,
    ``status_events``, ``board_events``, ``to_json``, ``from_json``; ``<package>.scenario``
    holds the scenario runner's hooks."""
    verbs: tuple[Verb, ...] = ()
    """Every command of the game, `new` first; the service carries out `new`, `board`
    without words and COMMON_VERBS, and hands the others to ``act``."""
    headlines: frozenset[str] = frozenset()
    """Message keys that say what a step did (an undo says them back)."""
    free_verbs: bool = False
    """Whether ``act`` also takes words that are none of ``verbs`` (Pax Pamir's player names:
    `/paxpamir ana rupees +3`); the game refuses a word it does not know."""
    keeps_corrections: bool = False
    """Whether the game has board corrections (`/rajas board FACT VALUE`): the service keeps
    them beside its steps, so that undo never takes one back, and ``correct`` applies them
    whenever the state is loaded."""
    picture: str = ""
    """The module whose ``paint(state, say) -> bytes`` draws the board (PNG); none if empty."""
    alt: str = ""
    """The module whose ``sentences(state, say) -> list[str]`` says in words what the picture
    shows (``board_words``; its alt text, ``describe``); none if empty."""
    simulation: str = ""
    """The module whose ``play(setup, seed)`` plays a whole simulated game
    (``python -m engines.simulate``); none if empty."""
    odds_automata: Mapping[str, tuple[tuple[str, str], ...]] = {}
    """The odds table's entries (``/<game> odds``): each automa by name, as `/<game> new`'s
    options start it."""
    rules: tuple[Rule, ...] = ()
    """Every rule id the game's events cite, with the seed's section it restates: what
    `/<game> rule ID` explains (its words: ``<game>-rule-<id>`` messages). A game may declare
    none: `/<game> rule` then says it has no rules to show."""
    ladders: Mapping[str, tuple[Level, ...]] = {}
    """Per automaton, its difficulty ladder from easiest to hardest (engines/core/ladder.py);
    empty for a game without an automaton to play harder."""
    locales: Path | None = None
    """A folder of ``<lang>/*.ftl`` message files the game ships itself (a plug-in); the
    built-in games keep theirs in the project's ``locales/<lang>/<game>.ftl``."""

    @property
    def engine(self) -> Engine:
        engine: Engine = _imported(self.package)
        return engine

    # -- starting ------------------------------------------------------------------------------

    @abstractmethod
    def new(self, options: dict[str, str], seed: int, profile: Any) -> Step[Any]:
        """A new game from `/<game> new`'s options, the seed of its dice and the board profile
        the channel kept from its last game (``read_profile``'s, or None)."""

    def read_profile(self, data: Any, path: str = "$") -> Any:
        """A kept board profile from its JSON value (raises ``CodecError``); None for a game
        without one."""
        return None

    def profile(self, state: Any) -> str:
        """The board profile to keep for the channel's next game, as JSON text."""
        return "{}"

    @abstractmethod
    def variant(self, state: Any) -> str:
        """The automa a game is played against (`beck`, `mild`): stored with the game."""

    # -- playing -------------------------------------------------------------------------------

    def turn(self, state: Any, placed: str = "") -> Step[Any]:
        """The automa's next turn; ``placed``: what the player says of their own turn before
        it (a game whose `turn` verb has a parameter: Rajas's `/rajas turn SPACE`)."""
        return self.engine.play_turn(state)

    def answer(self, state: Any, raw: str) -> Step[Any]:
        return self.engine.give_answer(state, raw)

    @abstractmethod
    def act(self, state: Any, verb: str, args: tuple[str, ...]) -> Step[Any]:
        """One of the game's own verbs."""

    def end(self, state: Any) -> Step[Any]:
        return self.engine.end_game(state)

    def is_query(self, verb: str, args: tuple[str, ...]) -> bool:
        """Whether a command only answers (a cost calculator): anyone may ask, and the service
        stores nothing (no step to undo)."""
        return False

    def query(self, state: Any, verb: str, args: tuple[str, ...]) -> list[Event]:
        return []

    def is_correction(self, verb: str, args: tuple[str, ...]) -> bool:
        return False

    def correct(self, state: Any, corrections: list[list[str]], reading: bool = False) -> Any:
        """``state`` with ``corrections`` applied; ``reading``: only to be shown (a flow that
        waits on a question is corrected too, since nothing replays it)."""
        return state

    # -- reading -------------------------------------------------------------------------------

    def status(self, state: Any) -> list[Event]:
        return self.engine.status_events(state)

    def board(self, state: Any) -> list[Event]:
        return self.engine.board_events(state)

    def prompt(self, state: Any) -> Prompt | None:
        conversation = state.conversation
        return conversation.prompt if conversation else None

    def is_over(self, state: Any) -> bool:
        return bool(state.phase == "over")

    def replay_draws(self, start: Any, later: list[Event]) -> tuple[int, int | None]:
        """`/<game> verify`: what else the sealed seed decided after the setup besides the
        bot's rolls (Wakhan's AI cards), replayed from ``start`` (the state the seed's setup
        made; left unchanged) against the events of the later steps: how many draws agree
        from the start, and the number (1-based) of the first that does not. A game whose
        seed decides only dice draws nothing: (0, None)."""
        return 0, None

    def outcome(self, state: Any) -> Outcome | None:
        """How a finished game came out, as its rules decide it (engines/core/outcome.py);
        None while it goes on, or for a game that does not say."""
        return None

    def level(self, state: Any) -> Level | None:
        """The ladder's level a game is played at (None: none of the ladder's)."""
        return None

    def dumps(self, state: Any) -> str:
        """The state's JSON text: every engine's ``to_json`` is the codec's ``encode``, and
        ``codec.dumps`` encodes and writes it in one pass."""
        return codec.dumps(state)

    def loads(self, text: str) -> Any:
        try:
            # The json module's reader: orjson's reads a whole number beyond 64 bits as a float.
            data = json.loads(text)
            return self.engine.from_json(data)
        except CodecError:
            raise
        except ValueError as exc:
            raise CodecError(f"not JSON: {exc}") from exc
        except RecursionError as exc:
            # A damaged row nested deeper than any state: no decoder can read it.
            raise CodecError(f"nested too deep: {exc}") from exc

    # -- beside the game -----------------------------------------------------------------------

    def paint(self, state: Any, say: Say) -> bytes | None:
        """The board as a PNG picture in the reader's words; None for a game without one."""
        if not self.picture:
            return None
        painted: bytes = _imported(self.picture).paint(state, say)
        return painted

    def board_words(self, state: Any, say: Say) -> list[str]:
        """What the board's picture shows, in the reader's words, sentence by sentence, most
        important first: said from the same state the picture is drawn from, for a reader who
        cannot see it (a screen reader's). Empty for a game without them."""
        if not self.alt:
            return []
        said: list[str] = _imported(self.alt).sentences(state, say)
        return said

    def describe(self, state: Any, say: Say) -> str | None:
        """The picture's alt text: ``board_words`` fitted to ``ALT_LIMIT`` characters (those
        that do not fit left off, an ellipsis saying so); None for a game without them."""
        said = self.board_words(state, say)
        return fitted(said) if said else None

    def names(self, state: Any) -> tuple[str, ...]:
        """The names the players gave at this table (Pax Pamir's seats): a word typed in a
        command that is one of them is that name, never a word of the chat's language."""
        return ()

    def suggest(self, say: Say, state: Any, verb: str) -> list[Suggestion]:
        """What the typed parameter of ``verb`` may be, beyond the open question's answers."""
        return []

    def odds_entry(self, args: tuple[str, ...]) -> str | None:
        """Which of ``odds_automata`` `/<game> odds ARGS` asks about; None: none of them."""
        return None

    def scenario(self) -> ScenarioHooks:
        """The scenario runner's hooks, from ``<package>.scenario``."""
        module = _imported(f"{self.package}.scenario")
        optional = ("move_due", "play_move", "default_move", "feeds", "feed_of", "late_state")
        return ScenarioHooks(
            create=module.create,
            override=module.override,
            final=module.final,
            **{name: getattr(module, name) for name in optional if hasattr(module, name)},
        )


def profile_json(profile: Any) -> str:
    """A board profile's JSON as it has always been written, non-ASCII escaped (the store
    writes it again whenever it differs from the one kept): ``codec.dumps``'s when that is
    ASCII, the same text; the json module's otherwise."""
    text = codec.dumps(profile)
    return text if text.isascii() else json.dumps(encode(profile), separators=(",", ":"))
