"""The service's side of the results table: a game's result built from its own reading of its
last state (``GameSpec.outcome``, ``GameSpec.level``, given here by the test) and written with
its finish; taken back with it; an early end kept as no loss; the results of games that ended
before results were kept, filled in at start-up."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import aiosqlite
import pytest

from bot.service.commands import parse
from bot.service.results import fill_missing_results
from bot.service.service import Service, User
from bot.store import Store, schema_sqlite
from bot.words.replies import Reply
from engines.core import default_answer
from engines.core.ladder import Level
from engines.core.outcome import Outcome, Seat
from engines.core.spec import GameSpec
from engines.rajas.spec import RajasSpec
from tests.bot.conftest import Clock, shared_catalog

ALICE = User(id="alice", name="Alice")
BOB = User(id="bob", name="Bob")
CHANNEL = "discord:27"
LEVEL = Level("beck-2-h3", "beck", 3, (("dummies", "2"), ("handicap", "3")), ("RB-H",))


def beaten(complete: bool) -> Outcome:
    """Alice ahead of Beck by 5, as the test's game says it came out."""
    return Outcome(seats=(Seat("Alice", False, 40, True, first=True),
                          Seat("beck", True, 35, False)),
                   complete=complete, turns=9, rule="RB-E")




@pytest.fixture
def says(monkeypatch: pytest.MonkeyPatch) -> list[Outcome | None]:
    """What the game says of an over state, set by the test (the games' own readings are
    tested with each game): the last outcome in the list."""
    said: list[Outcome | None] = [beaten(complete=True)]

    def outcome(self: Any, state: Any) -> Outcome | None:
        return said[-1] if state.phase == "over" else None

    monkeypatch.setattr(RajasSpec, "outcome", outcome)
    monkeypatch.setattr(RajasSpec, "level", lambda self, state: LEVEL)
    return said


async def say(service: Service, text: str, user: User = ALICE) -> Reply:
    return await service.handle(CHANNEL, user, parse(text))


async def started(service: Service, options: str = "dice=player seed=5") -> None:
    """A game of Beck's with its board facts answered."""
    reply = await say(service, f"/rajas new variant=beck {options}")
    while reply.prompt is not None:
        reply = await say(service, str(default_answer(reply.prompt)))


async def ended(service: Service) -> Reply:
    """`/rajas end`, its questions answered up to the game's finish."""
    reply = await say(service, "/rajas end")
    while not any(line.key == "bot-finished" for line in reply.lines):
        assert reply.prompt is not None, reply.lines
        human = reply.prompt.key == "rajas-ask-human-score"
        reply = await say(service, "10 10" if human else str(default_answer(reply.prompt)))
    return reply


async def test_a_finished_game_writes_its_result_with_its_finish(
        service: Service, says: list[Outcome | None]) -> None:
    await started(service)
    await ended(service)
    [result] = await service.store.results_of("alice")
    record = await service.store.last_game(CHANNEL)
    assert record is not None and record.status == "finished"
    assert (result.game_id, result.game, result.automaton, result.level) == (
        record.id, "rajas", "beck", "beck-2-h3")
    assert (result.channel, result.player_name) == (CHANNEL, "Alice")
    assert (result.won, result.score, result.margin, result.complete, result.turns) == (
        True, 40, 5, True, 9)
    assert json.loads(result.outcome) == {
        "seats": [{"name": "Alice", "automaton": False, "score": 40, "winner": True,
                   "first": True},
                  {"name": "beck", "automaton": True, "score": 35, "winner": False,
                   "first": False}],
        "complete": True, "turns": 9, "rule": "RB-E"}
    assert result.seed is None  # the player rolled: nothing sealed
    assert result.started_at <= result.ended_at
    assert await service.store.results_in(CHANNEL) == [result]


async def test_a_game_that_says_no_outcome_keeps_no_result(service: Service,
                                                           says: list[Outcome | None]) -> None:
    says.append(None)
    await started(service)
    await ended(service)
    assert await service.store.results_in(CHANNEL) == []


async def test_end_is_kept_incomplete_and_never_a_loss(service: Service,
                                                       says: list[Outcome | None]) -> None:
    says.append(beaten(complete=False))
    await started(service)
    await ended(service)
    [result] = await service.store.results_of("alice")
    assert (result.complete, result.won, result.score, result.margin) == (False, None, 40, 5)


async def test_a_sealed_game_keeps_the_seed_its_end_revealed(
        service: Service, says: list[Outcome | None]) -> None:
    await started(service, options="")
    revealed = [line for line in (await ended(service)).lines
                if line.key == "bot-dice-revealed"]
    [result] = await service.store.results_of("alice")
    assert revealed and result.seed == revealed[0].params["seed"] != "?"


async def test_undo_of_the_finish_takes_the_result_back(service: Service,
                                                        says: list[Outcome | None]) -> None:
    await started(service)
    await ended(service)
    assert await service.store.results_of("alice")
    undone = await say(service, "/rajas undo")
    assert undone.lines[0].key == "bot-undone"
    assert await service.store.results_of("alice") == []


def reads_any_state(monkeypatch: pytest.MonkeyPatch) -> None:
    """The game says how a game stands at any state, over or not (as the table keeps a game
    a moderator ended): complete, by its own reading, which the service must not trust."""
    monkeypatch.setattr(RajasSpec, "outcome", lambda self, state: beaten(complete=True))


async def test_an_idle_game_ended_by_another_is_kept_incomplete(
        service: Service, clock: Clock, says: list[Outcome | None],
        monkeypatch: pytest.MonkeyPatch) -> None:
    reads_any_state(monkeypatch)
    await started(service)
    clock.offset = 15 * 86400.0
    ended = await say(service, "/rajas end", user=BOB)
    assert ended.lines[0].key == "bot-ended-idle"
    [result] = await service.store.results_of("alice")
    assert (result.complete, result.won) == (False, None)


async def test_start_up_fills_the_results_of_games_ended_before(
        service: Service, says: list[Outcome | None]) -> None:
    says.append(None)  # ended by older code: no result then
    await started(service)
    await ended(service)
    store = service.store
    damaged = await store.create_game("discord:28", "rajas", "beck", "alice", "Ana", "{", "[]")
    await store.finish(damaged.id, 1)
    unknown = await store.create_game("discord:29", "gone", "x", "alice", "Ana", "{}", "[]")
    await store.finish(unknown.id, 1, status="abandoned")
    says.append(beaten(complete=True))
    assert await fill_missing_results(store, service.games, batch=1) == 1
    [result] = await store.results_of("alice")
    assert (result.channel, result.won, result.level) == (CHANNEL, True, "beck-2-h3")
    assert await fill_missing_results(store, service.games) == 0
    assert await store.results_of("alice") == [result]


async def test_an_idle_game_ended_by_another_is_kept_as_no_loss_without_an_outcome(
        service: Service, clock: Clock, says: list[Outcome | None]) -> None:
    """Its state says no outcome (its player's `end` would first ask for the scores): it is
    kept all the same, ended early with no seats, and the start-up's fill has nothing to add."""
    says.append(None)
    await started(service)
    clock.offset = 15 * 86400.0
    await say(service, "/rajas end", user=BOB)
    [result] = await service.store.results_of("alice")
    assert (result.complete, result.won, result.score, result.turns) == (False, None, None, 0)
    assert json.loads(result.outcome)["seats"] == []
    assert await fill_missing_results(service.store, service.games) == 0


async def test_forget_removes_the_channel_results(service: Service,
                                                  says: list[Outcome | None]) -> None:
    await started(service)
    await ended(service)
    await service.store.forget_channel(CHANNEL)
    assert await service.store.results_of("alice") == []


async def before_results(shipped: list[Any]) -> list[Any]:
    """The migrations of the last version without a results table."""
    async with aiosqlite.connect(":memory:") as db:
        for count, migrate in enumerate(shipped):
            await migrate(db)
            if await db.execute_fetchall(
                    "SELECT 1 FROM sqlite_master WHERE name = 'results'"):
                return shipped[:count]
    raise AssertionError("no migration makes the results table")


async def test_a_database_of_the_previous_version_gets_its_finished_games_results(
        tmp_path: Path, says: list[Outcome | None]) -> None:
    """Games finished by the code before results were kept: the migration adds the table,
    start-up's fill reads their last states and writes their results. The database of that
    version is this one's with every table since taken away and its version set back."""
    shipped = list(schema_sqlite.MIGRATIONS)
    path = tmp_path / "old.sqlite3"
    old = await Store.open(path)
    service = Service(old, shared_catalog())
    says.append(None)  # the game says no outcome: no result is written at its end
    await started(service)
    await ended(service)
    await old.close()
    back = len(await before_results(shipped))
    with sqlite3.connect(path) as db:
        for table in ("results", "people", "link_codes", "watch_links"):
            db.execute(f"DROP TABLE {table}")
        db.execute(f"PRAGMA user_version = {back}")
    says.append(beaten(complete=True))
    upgraded = await Store.open(path)
    try:
        assert await upgraded.schema_version() == len(shipped)
        assert await fill_missing_results(upgraded, Service(upgraded, shared_catalog()).games) == 1
        [result] = await upgraded.results_in(CHANNEL)
        assert (result.player_id, result.won, result.margin) == ("alice", True, 5)
        assert result.options == "variant=beck dice=player"
    finally:
        await upgraded.close()


async def test_start_up_reads_no_state_of_a_game_that_never_says_an_outcome(
        service: Service, says: list[Outcome | None]) -> None:
    says.append(None)
    await started(service)
    await ended(service)
    read: list[str] = []

    class Silent(RajasSpec):
        outcome = GameSpec.outcome

        def loads(self, text: str) -> Any:
            read.append(text)
            return super().loads(text)

    assert await fill_missing_results(service.store, {"rajas": Silent()}) == 0
    assert read == []
    assert await fill_missing_results(service.store, service.games) == 0
    assert len(await service.store.games_without_result(0, 10)) == 1
