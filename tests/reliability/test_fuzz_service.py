"""Hostile input never breaks the service. Fuzzed commands, typed answers and
button data, sent to the real service over a real store, get a reply that is never the generic
failure (``bot-error``), and a reply that changed nothing left the channel's game as it was.

Numbers get the hostile values by name: digits of other scripts (``²``, ``①``, ``٣``, ``３``,
which Python's ``isdigit`` or ``int`` accept), thousands of digits (``int()`` refuses more than
4300), signs, empty values, emoji and NUL.

The examples of a test share one store (the ``service`` fixture), so the function-scoped
fixture health check is off: an example works in channels of its own, or in a game planted for
it that it leaves as it found it or has planted again.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.service.commands import Command, parse
from bot.service.service import Service, User
from bot.store import GameRecord
from bot.words.buttons import parse_press
from bot.words.replies import Reply
from engines import rajas
from engines.core import Prompt, Step
from engines.games import games
from tests.rajas import random_player as rajas_player
from tests.splendor import random_player as splendor_player

ALICE = User(id="alice", name="Alice")

SCALE = max(1, settings().max_examples // 100)
"""1 in a plain run, 10 under ``--slow`` (the hypothesis profiles of tests/conftest.py)."""


def fuzz(examples: int) -> settings:
    return settings(max_examples=examples * SCALE, deadline=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture,
                                           HealthCheck.too_slow])


# -- hostile values ------------------------------------------------------------------------------

HUGE = "9" * 5000
BAD_NUMBERS = ("²", "①", "３", "٣", HUGE)
"""The values the fuzzer first found ending in ``bot-error``; each gets a plain test below."""
HOSTILE = (
    *BAD_NUMBERS, "٣٧", "५", "߃", "𝟑", "Ⅻ", "½", "፫", "1" + "0" * 4400, "0" * 5000,
    "٣" * 5000, "", "-1", "-0", "+3", "0", "007", "1e3", "3.0", "0x1f", "1_000", "🎲", "\x00",
    "3\x00", "x" * 3000, "#", "#²", "#" + HUGE,
)
values = st.one_of(
    st.sampled_from(BAD_NUMBERS),
    st.sampled_from(HOSTILE),
    st.integers(min_value=-(10**6), max_value=10**40).map(str),
    st.text(st.characters(categories=("Nd", "No", "Nl")), min_size=1, max_size=4),
    st.text(max_size=12),
)

WORDS = (
    # Rajas: board facts, bonus and tile words, spaces.
    "river-length", "river", "fame-track", "money-track", "meet", "building", "money", "fame",
    "karma", "dice", "worker", "upgrade", "b", "silk", "tea", "spices", "orange", "none", ";",
    "quarry", "chamber-", "terrace-orange",
    # Splendor: gems, card and place codes.
    "w", "u", "g", "r", "k", "y", "red", "deck", "d", "#", "1.", "2.3", "r", "x",
)
words = st.one_of(
    values,
    st.sampled_from(WORDS),
    st.tuples(st.sampled_from(WORDS), values).map("".join),  # `silk²`, `#٣`, `r①`, `chamber-٣`
    st.tuples(values, st.sampled_from(WORDS)).map("".join),  # `²w`, `٣٧red`
)

OPTION_KEYS = ("seed", "dummies", "handicap", "harder", "variant", "dice", "deal", "stock",
               "easier", "navaratna", "ganga")
GOOD_OPTIONS = {
    "seed": ("0", "42"), "dummies": ("1", "2", "3"), "handicap": ("0", "2"),
    "harder": ("1", "3"), "variant": ("beck", "cherey"), "dice": ("bot", "player"),
    "deal": ("bot", "table"), "stock": ("ugrwk",), "easier": ("",), "navaratna": ("",),
    "ganga": ("",),
}
"""Values that start a game, so that a fuzzed `new` sometimes succeeds and is played on."""


@st.composite
def option(draw: st.DrawFn) -> str:
    key = draw(st.sampled_from(OPTION_KEYS))
    value = draw(st.one_of(st.sampled_from(GOOD_OPTIONS[key]), values))
    return f"{key}={value}" if value else key


GAME_WORDS = ("rajas", "splendor", "chess", "lang", "help")
VERBS = ("new", "turn", "status", "log", "undo", "end", "board", "taken", "take", "buy",
         "reserve", "pass", "answer", "help")
ARGUED_VERBS = ("board", "taken", "take", "buy", "reserve", "answer", "new")
"""The verbs whose words are the player's: the fuzzer's business on a planted game (`turn`,
`undo`, `end` there would only move it on)."""


@st.composite
def command_text(draw: st.DrawFn) -> str:
    name = draw(st.sampled_from(GAME_WORDS))
    verb = draw(st.sampled_from(VERBS))
    args = draw(st.lists(option() if verb == "new" else words, max_size=4))
    return " ".join([f"/{name}", verb, *args])


# -- checking one command ------------------------------------------------------------------------


async def check(service: Service, channel: str, command: Command) -> Reply:
    """The service's reply to ``command``: never the generic failure, and a reply that changed
    nothing left the channel's live game (its state and version) as it was."""
    before = await service.store.live_game(channel)
    reply = await service.handle(channel, ALICE, command)
    first = reply.lines[0].key if reply.lines else None
    assert first != "bot-error", f"{command!r} ended in bot-error (see the logged traceback)"
    if not reply.changed:
        assert await service.store.live_game(channel) == before, f"{command!r} changed the game"
    return reply


_channels = itertools.count()


def fresh_channel() -> str:
    return f"fuzz-{next(_channels)}"


# -- planted games in many states ------------------------------------------------------------

CONFIGS: tuple[tuple[str, dict[str, str], int], ...] = (
    ("rajas", {"variant": "cherey", "dice": "player"}, 5),
    ("rajas", {"variant": "cherey", "dice": "bot", "navaratna": "", "ganga": ""}, 7),
    ("rajas", {"variant": "beck", "dummies": "2", "dice": "player"}, 3),
    ("rajas", {"variant": "beck", "dummies": "3", "handicap": "2", "dice": "bot"}, 11),
    ("splendor", {}, 5),
    ("splendor", {"dice": "player", "deal": "table"}, 6),
    ("splendor", {"deal": "table", "harder": "2"}, 8),
    ("splendor", {"easier": "", "dice": "player"}, 9),
)
"""Both games and their variants, as `/<game> new` would start them (game, options, seed)."""
MAX_DEPTH = 40
"""Steps of random legal play after the start: the setup questions, turns, the player's own
moves, the questions of a turn."""


@cache
def trajectory(config: int) -> tuple[str, ...]:
    """The stored state (JSON) after each step of a random legal game of ``CONFIGS[config]``,
    from its start, while it is not over: the same every run, so an example replays."""
    name, options, seed = CONFIGS[config]
    game = games()[name]
    rng = random.Random(seed)
    step: Step[Any] = game.new(options, seed, None)
    states = [game.dumps(step.state)]
    while len(states) <= MAX_DEPTH:
        step = _next_step(name, step, rng)
        if step.state.phase == "over":
            break
        states.append(game.dumps(step.state))
    return tuple(states)


def _next_step(name: str, step: Step[Any], rng: random.Random) -> Step[Any]:
    if name == "splendor":
        return splendor_player.play_step(step, rng)
    state = step.state
    if step.prompt is None:
        return rajas.play_turn(state)
    return rajas.give_answer(state, rajas_player.answer(step.prompt, rng, state.table.round))


class Tables:
    """Games planted in channels of their own, one per (config, depth), planted anew after an
    example changed one. Planted through the store as `new` stores a game, at version 1."""

    def __init__(self, service: Service) -> None:
        self.service = service
        self._planted: dict[tuple[int, int], str] = {}

    async def channel(self, config: int, depth: int) -> str:
        """The channel of CONFIGS[config]'s game after ``depth`` steps (or its last step, when
        it ended sooner)."""
        states = trajectory(config)
        key = (config, min(depth, len(states) - 1))
        if key not in self._planted:
            self._planted[key] = await self._plant(CONFIGS[config][0], states[key[1]])
        return self._planted[key]

    def spoil(self, channel: str) -> None:
        self._planted = {k: c for k, c in self._planted.items() if c != channel}

    async def _plant(self, name: str, state_json: str) -> str:
        channel = fresh_channel()
        game = self.service.games[name]
        await self.service.store.create_game(
            channel, name, game.variant(game.loads(state_json)), ALICE.id, ALICE.name,
            state_json, "[]")
        return channel


@pytest.fixture
def tables(service: Service) -> Tables:
    return Tables(service)


# -- the fuzzers ---------------------------------------------------------------------------------


@fuzz(500)
@given(game=st.sampled_from(("rajas", "splendor")), options=st.lists(option(), max_size=5),
       then=st.lists(st.one_of(command_text(), words), max_size=3))
async def test_a_fuzzed_new_game_and_what_follows_refuse_cleanly(
        service: Service, game: str, options: list[str], then: list[str]) -> None:
    channel = fresh_channel()
    for text in [" ".join([f"/{game}", "new", *options]), *then]:
        await check(service, channel, parse(text))


@dataclass(frozen=True)
class Typed:
    """Text typed in the channel: an answer, or any command."""

    text: str

    def command(self, record: GameRecord) -> Command | None:
        return parse(self.text)


@dataclass(frozen=True)
class GameCommand:
    """`/<the planted game> <verb> <words>`."""

    verb: str
    words: tuple[str, ...]

    def command(self, record: GameRecord) -> Command | None:
        return parse(" ".join([f"/{record.game}", self.verb, *self.words]))


@dataclass(frozen=True)
class Press:
    """A button press; a part left None is the planted game's real id (or version)."""

    head: str
    game_id: str | None
    version: str | None
    answer: str

    def command(self, record: GameRecord) -> Command | None:
        game_id = str(record.id) if self.game_id is None else self.game_id
        version = str(record.version) if self.version is None else self.version
        return parse_press(f"{self.head}:{game_id}:{version}:{self.answer}")


@st.composite
def game_command(draw: st.DrawFn) -> GameCommand:
    verb = draw(st.sampled_from(ARGUED_VERBS))
    args = draw(st.lists(option() if verb == "new" else words, min_size=1, max_size=4))
    return GameCommand(verb, tuple(args))


inputs = st.one_of(
    st.builds(Typed, st.one_of(words, values)),
    game_command(),
    st.builds(Press, st.sampled_from(("a", "a", "b", "")), st.none() | values,
              st.none() | values, words),
)


@fuzz(800)
@given(config=st.integers(0, len(CONFIGS) - 1), depth=st.integers(0, MAX_DEPTH),
       made=st.lists(inputs, min_size=1, max_size=3))
async def test_fuzzed_input_to_a_live_game_is_refused_cleanly(
        service: Service, tables: Tables, config: int, depth: int,
        made: list[Typed | GameCommand | Press]) -> None:
    channel = await tables.channel(config, depth)
    for each in made:
        record = await service.store.live_game(channel)
        if record is None:
            break  # a fuzzed answer ended the game
        command = each.command(record)
        if command is None:
            continue  # button data that is not ours never reaches the service
        reply = await check(service, channel, command)
        if reply.changed:
            tables.spoil(channel)


@settings(max_examples=2000 * SCALE, deadline=None)
@given(data=st.one_of(
    st.text(max_size=80),
    st.tuples(st.sampled_from(("a", "b", "")), values, values, words).map(":".join),
))
def test_any_button_data_is_a_bounded_answer_or_not_ours(data: str) -> None:
    command = parse_press(data)
    if command is not None:
        assert command.name == "answer" and command.args and command.args[0]
        assert command.game_id is not None and 0 <= command.game_id < 2**63
        assert command.version is not None and 0 <= command.version < 2**63


# -- the values that broke it, one by one ------------------------------------------------------


async def refused(service: Service, channel: str, command: Command, refusal: str) -> None:
    reply = await check(service, channel, command)
    assert [line.key for line in reply.lines] == [refusal], command


@pytest.mark.parametrize(("text", "refusal"), [
    ("/rajas new seed={}", "bot-seed-bad"),
    ("/splendor new seed={}", "bot-seed-bad"),
    ("/rajas new variant=beck dummies={}", "rajas-option-bad"),
    ("/rajas new variant=beck handicap={}", "rajas-option-bad"),
    ("/splendor new harder={}", "splendor-option-bad"),
])
async def test_a_bad_number_in_an_option_is_refused_and_starts_nothing(
        service: Service, text: str, refusal: str) -> None:
    channel = fresh_channel()
    for bad in BAD_NUMBERS:
        await refused(service, channel, parse(text.format(bad)), refusal)
    assert await service.store.live_game(channel) is None


async def _planted_at(service: Service, config: int,
                      wanted: Callable[[Any, Prompt | None], bool]) -> str:
    """A channel with CONFIGS[config]'s game at its first state (with its open question, if
    any) that is ``wanted``."""
    game = games()[CONFIGS[config][0]]
    states = [game.loads(state) for state in trajectory(config)]
    depth = next(d for d, state in enumerate(states) if wanted(state, game.prompt(state)))
    return await Tables(service).channel(config, depth)


@pytest.mark.parametrize(("config", "kind", "refusal"), [
    (0, "d6", "answer-bad-die"),
    (0, "number", "answer-bad-number"),
    (5, "choice", "answer-bad-choice"),
])
async def test_a_bad_number_typed_or_pressed_as_an_answer_is_refused(
        service: Service, config: int, kind: str, refusal: str) -> None:
    channel = await _planted_at(service, config,
                                lambda _, prompt: prompt is not None and prompt.kind == kind)
    record = await service.store.live_game(channel)
    assert record is not None
    for bad in BAD_NUMBERS:
        pressed = parse_press(f"a:{record.id}:{record.version}:{bad}")
        assert pressed is not None
        for command in (parse(bad), parse(f"/{record.game} answer {bad}"), pressed):
            await refused(service, channel, command, refusal)


@pytest.mark.parametrize(("words", "refusal"), [
    ("meet {}", "rajas-board-bad-value"),
    ("river-length {}", "rajas-board-bad-value"),
    ("river {} money 2", "rajas-board-bad-value"),
    ("building 1 2 {}", "rajas-board-bad-value"),
    ("river 3 money {}", "rajas-code-bad-bonus"),
    ("fame-track {} worker", "rajas-code-bad-track"),
])
async def test_a_bad_number_in_a_board_correction_is_refused(
        service: Service, words: str, refusal: str) -> None:
    channel = await _planted_at(service, 0, lambda _, prompt: prompt is None)
    for bad in BAD_NUMBERS:
        await refused(service, channel, parse(f"/rajas board {words.format(bad)}"), refusal)


@pytest.mark.parametrize(("words", "refusal"), [
    ("take {}w", "splendor-take-bad"),
    ("take {} u", "splendor-take-bad"),
    ("buy #{}", "splendor-card-bad-code"),
    ("buy 1 red {}", "splendor-card-bad-code"),
    ("reserve {}", "splendor-card-bad-code"),
])
async def test_a_bad_number_in_a_splendor_move_is_refused(
        service: Service, words: str, refusal: str) -> None:
    channel = await _planted_at(
        service, 4, lambda state, prompt: prompt is None and state.next == "human")
    for bad in BAD_NUMBERS:
        await refused(service, channel, parse(f"/splendor {words.format(bad)}"), refusal)


@pytest.mark.parametrize("data", ["a:²:1:1", f"a:1:{HUGE}:1", f"a:{HUGE}:1:1", "a:٣:1:1",
                                  "a:1:３:1", "a:1:①:1", "a:-1:1:1", "a:+1:1:1", "a: 1:1:1",
                                  f"a:{2**63}:1:1"])
def test_button_data_with_a_bad_game_or_version_is_not_ours(data: str) -> None:
    assert parse_press(data) is None
