"""The service keeps each live game's decoded state between commands (bot/service/state_cache.py).

That is exact only if engines never change the state they are given, so this checks it on every
state of whole games (every game, every variant) for every entry point the service calls: the
state's encoding before and after each call must be the same. Then whole games are played twice
through the service, with the cache and without, and every reply must be the same (with it, the
turn's message shows a step just stored from its events as they were; without, from the stored
JSON parsed back, as any earlier step); and a write
by another connection to the same file must make the service forget what it kept."""

from __future__ import annotations

import contextlib
import importlib
import json
import random
import re
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

import engines.panticapaeum as panticapaeum
import engines.paxpamir as paxpamir
import engines.rajas as rajas
import engines.splendor as splendor
from bot.service.commands import parse
from bot.service.service import Service, User
from bot.store import Store
from bot.words.replies import Reply
from engines.core import InvalidAnswer, Step, conversation
from engines.games import games as all_games
from engines.rajas.simulated_table import RajasPlayer, RajasTable
from engines.replay import run
from engines.splendor.simulated_player import splendor_answer, splendor_move
from tests.bot.conftest import shared_catalog

SCENARIOS = sorted((Path(__file__).parent.parent / "scenarios").glob("*.json"))
ALICE = User(id="alice", name="Alice")
RAJAS_SPACES = ("quarry", "terrace-orange", "market-2", "harbor", "none")


class Watch:
    """Calls of engine functions that changed the state they were given."""

    def __init__(self) -> None:
        self.changed: list[str] = []
        self.calls = 0

    def check(self, name: str, encode: Callable[[Any], Any], state: Any,
              call: Callable[[], Any]) -> Any:
        before = json.dumps(encode(state), sort_keys=True)
        try:
            return call()
        finally:
            self.calls += 1
            if json.dumps(encode(state), sort_keys=True) != before:
                self.changed.append(name)

    def tried(self, name: str, encode: Callable[[Any], Any], state: Any,
              call: Callable[[], Any]) -> None:
        """A call made only to see that it leaves ``state`` alone; a refusal is fine."""
        with contextlib.suppress(InvalidAnswer):
            self.check(name, encode, state, call)

PLAY_DATE = re.compile(r"%22playDate%22:%22[^%]*(%20[^%]*)?%22")
"""A logged play's date in its import link, URL-encoded."""


def _others(watch: Watch, engine: Any, state: Any) -> None:
    """The calls the service may make on any state besides the one the game took: end,
    and Rajas's reports and board corrections."""
    encode = engine.to_json
    watch.tried("end_game", encode, state, lambda: engine.end_game(state))
    watch.check("status_events", encode, state, lambda: engine.status_events(state))
    if engine is rajas:
        for space in RAJAS_SPACES:
            watch.tried("report_taken", encode, state, lambda s=space: rajas.report_taken(state, s))
        for fact in (["meet", "58"], ["meet", "x"], ["river-length", "12"]):
            watch.tried("correct_profile", encode, state,
                        lambda f=fact: rajas.correct_profile(state, f[0], f[1:]))
        game = all_games()["rajas"]
        for reading in (False, True):
            watch.check("correct", encode, state,
                        lambda r=reading: game.correct(state, [["board", "meet", "58"]], r))


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_engines_leave_the_state_they_are_given_alone(path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """Every scenario (Rajas with Cherey and Beck, Splendor, Panticapaeum, Pax Pamir), each
    turn, answer and move checked, and end (and Rajas's reports and corrections) tried on
    every state it passes through."""
    spec = json.loads(path.read_text(encoding="utf-8"))
    engine = {"rajas": rajas, "splendor": splendor, "panticapaeum": panticapaeum,
              "paxpamir": paxpamir}[spec["game"]]
    watch = Watch()

    def checked(name: str, original: Callable[..., Step[Any]]) -> Callable[..., Step[Any]]:
        def call(state: Any, *args: Any) -> Step[Any]:
            _others(watch, engine, state)
            step = watch.check(name, engine.to_json, state, lambda: original(state, *args))
            _others(watch, engine, step.state)
            return step
        return call

    monkeypatch.setattr(engine, "play_turn", checked("play_turn", engine.play_turn))
    monkeypatch.setattr(engine, "give_answer", checked("give_answer", engine.give_answer))
    scenario = importlib.import_module(f"{engine.__name__}.scenario")
    if hasattr(scenario, "play_move"):
        monkeypatch.setattr(scenario, "play_move", checked("play_move", scenario.play_move))
    lines = list(run(spec))
    assert not [line for line in lines if line["type"] == "error"]
    assert watch.calls > 0
    assert watch.changed == []


class Checked:
    """A game of the service whose every call on a state is checked to leave it alone."""

    def __init__(self, game: Any, watch: Watch) -> None:
        self._game = game
        self._watch = watch

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)

    def _check(self, name: str, state: Any, *args: Any) -> Any:
        return self._watch.check(name, self._game.engine.to_json, state,
                                 lambda: getattr(self._game, name)(state, *args))

    def turn(self, state: Any, placed: str = "") -> Any:
        _others(self._watch, self._game.engine, state)
        return self._check("turn", state, placed)

    def answer(self, state: Any, raw: str) -> Any:
        # A refused answer first: it must leave the state (and its waiting flow) alone.
        with contextlib.suppress(InvalidAnswer):
            self._check("answer", state, "no such answer 99")
        return self._check("answer", state, raw)

    def end(self, state: Any) -> Any:
        return self._check("end", state)

    def act(self, state: Any, verb: str, args: tuple[str, ...]) -> Any:
        return self._check("act", state, verb, args)

    def correct(self, state: Any, corrections: list[list[str]], reading: bool = False) -> Any:
        return self._check("correct", state, corrections, reading)

    def status(self, state: Any) -> Any:
        return self._check("status", state)

    def board(self, state: Any) -> Any:
        return self._check("board", state)


class Player:
    """Whole games through the service, as bench/service.py's scripted players play them:
    Rajas with Cherey and with Beck (1-3 dummies), Splendor; a status every
    seventh command, a board correction and an undo now and then."""

    def __init__(self, service: Service, channel: str, kind: str, seed: int) -> None:
        self.service, self.channel, self.kind, self.seed = service, channel, kind, seed
        self.replies: list[Reply] = []
        self.rng = random.Random(seed)

    async def send(self, text: str) -> Reply:
        count = len(self.replies)
        command = replace(parse(text), request=f"test:{self.channel}:{count}")
        reply = await self.service.handle(self.channel, ALICE, command)
        assert not reply.lines or reply.lines[0].key != "bot-error", (text, reply.lines)
        self.replies.append(reply)
        return reply

    async def play(self, limit: int = 400) -> None:
        game = "splendor" if self.kind.startswith("splendor") else "rajas"
        if game == "rajas":
            table = RajasTable.deal(self.rng, random.Random(self.channel))
            player = RajasPlayer(table, self.rng)
            options = f"variant={self.kind} seed={self.seed}"
            options += f" dummies={1 + self.seed % 3}" if self.kind == "beck" else ""
        else:
            options = f"seed={self.seed}" + (" deal=table" if self.kind.endswith("table") else "")
        reply = await self.send(f"/{game} new {options}")
        if game == "rajas":
            player.heard(reply.lines)
        for count in range(limit):
            if any(line.key in ("bot-finished", "bot-abandoned") for line in reply.lines):
                return
            if count % 7 == 6:
                await self.send(f"/{game} status")
            if game == "rajas" and count == 20:
                await self.send("/rajas board meet 58")
            if count % 29 == 28 and reply.prompt is None:
                await self.send(f"/{game} undo")
            record = await self.service.store.live_game(self.channel)
            assert record is not None
            reply = self.replies[-1]
            if game == "rajas":
                text = self._rajas(reply, table, player)
            else:
                state = all_games()["splendor"].loads(record.state)
                if reply.prompt is not None:
                    text = splendor_answer(reply.prompt, state)
                elif state.next == "human":
                    text = f"/splendor {splendor_move(state)}"
                else:
                    text = "/splendor turn"
            reply = await self.send(text)
            if game == "rajas":
                player.heard(reply.lines)
        await self.send(f"/{game} end")

    @staticmethod
    def _rajas(reply: Reply, table: RajasTable, player: RajasPlayer) -> str:
        if reply.prompt is not None:
            return player.answer(reply.prompt)
        placed = table.player_moves(reply.lines)
        return "/rajas turn" + (f" {placed}" if placed else "")


KINDS = ("cherey", "beck", "splendor")


async def _played(path: Path, kind: str, seed: int, cache: int,
                  games: dict[str, Any] | None = None) -> tuple[list[Reply], Service]:
    store = await Store.open(path)
    try:
        service = Service(store, shared_catalog(), games=games, state_cache=cache)
        player = Player(service, "c1", kind, seed)
        await player.play()
        return player.replies, service
    finally:
        await store.close()


@pytest.mark.parametrize("kind", KINDS)
async def test_the_service_leaves_states_alone_in_whole_games(tmp_path: Path, kind: str) -> None:
    watch = Watch()
    games = {name: Checked(game, watch) for name, game in all_games().items()}
    replies, service = await _played(tmp_path / "a.sqlite3", kind, 5, 1024, games)
    assert len(replies) > 40 and service.states.hits > 20
    assert watch.changed == []


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("seed", [3, 8])
async def test_kept_and_decoded_states_give_the_same_replies(
        tmp_path: Path, kind: str, seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    resumed: list[bool] = []
    take = conversation._Live.take

    def counted(state: Any) -> Any:
        live = take(state)
        resumed.append(live is not None)
        return live

    monkeypatch.setattr(conversation._Live, "take", staticmethod(counted))
    kept, with_cache = await _played(tmp_path / "kept.sqlite3", kind, seed, 1024)
    kept_resumed, resumed[:] = resumed.count(True), []
    decoded, without = await _played(tmp_path / "decoded.sqlite3", kind, seed, 0)
    assert with_cache.states.hits > len(kept) // 2 and without.states.hits == 0
    # Kept, an answer resumes the flow waiting on it (Splendor's bot rolls its own dice and
    # asks nothing here); decoded, every answer replays its turn.
    assert resumed.count(True) == 0
    if kind != "splendor":
        assert kept_resumed > 10
    assert len(kept) == len(decoded) > 40
    for number, (a, b) in enumerate(zip(kept, decoded, strict=True)):
        assert timeless(a) == timeless(b), f"reply {number} differs"


def timeless(reply: Reply) -> Reply:
    """The reply without the wall clock's second the game finished at (its play for BG Stats
    says when it was played): the two runs end at different moments."""
    links = tuple(replace(link, urls=tuple(PLAY_DATE.sub("", url) for url in link.urls),
                          document=None) for link in reply.links)
    return replace(reply, links=links)


async def test_another_connection_writing_makes_the_service_forget(tmp_path: Path) -> None:
    path = tmp_path / "shared.sqlite3"
    first, second = await Store.open(path), await Store.open(path)
    try:
        one = Service(first, shared_catalog())
        two = Service(second, shared_catalog())
        await one.handle("c", ALICE, parse("/rajas new variant=cherey dice=player seed=4"))
        reply = await one.handle("c", ALICE, parse("/rajas turn"))
        assert reply.prompt is not None and len(one.states) == 1
        # The other process answers the open question (a kept state would now be stale).
        raw = reply.prompt.options[0].id
        moved = await two.handle("c", ALICE, parse(raw))
        assert moved.changed
        await first.seen(None)  # every command's first read: SQLite says the file changed
        assert len(one.states) == 0
        status = await one.handle("c", ALICE, parse("/rajas status"))
        assert status.version == moved.version
        assert status.prompt == moved.prompt
        # Answering the question the first process showed is stale there, as before.
        stale = await one.handle("c", ALICE, replace(parse(raw), game_id=reply.game_id,
                                                     version=reply.version))
        assert stale.refused and stale.lines[0].key == "bot-stale"
    finally:
        await first.close()
        await second.close()


async def test_the_kept_states_are_bounded(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "few.sqlite3")
    try:
        service = Service(store, shared_catalog(), state_cache=2)
        for number in range(5):
            await service.handle(f"c{number}", ALICE, parse("/splendor new seed=1"))
        assert len(service.states) == 2
    finally:
        await store.close()
