"""A database written by the store as it was before compact history (schema 3), with
a Rajas game and a Splendor game in it (``tests/data/store_v3.sql``, dumped from a real
session of that code: 39 steps, one of them undone), migrates forward without loss: every
step's state and events read back as they were, and both games play on, undo included."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

from bot.service.commands import parse
from bot.service.service import Service, User
from bot.store import Store
from bot.store.schema_sqlite import MIGRATIONS
from engines.splendor.simulated_player import splendor_answer, splendor_move
from tests.bot.conftest import shared_catalog
from tests.rajas.random_player import answer

DUMP = Path(__file__).resolve().parent / "data" / "store_v3.sql"
ANA = User(id="telegram:7", name="Ana")


def old_database(path: Path) -> dict[int, tuple[list[str], list[str]]]:
    """The schema-3 file, and per game the (states, events) of its history as it stored them."""
    with sqlite3.connect(path) as db:
        db.executescript(DUMP.read_text(encoding="utf-8"))
        assert db.execute("PRAGMA user_version").fetchone()[0] == 3
        history: dict[int, tuple[list[str], list[str]]] = {}
        for game_id, state, events in db.execute(
                "SELECT game_id, state, events FROM steps WHERE undone = 0 AND copy_of IS NULL"
                " ORDER BY game_id, version"):
            states, said = history.setdefault(game_id, ([], []))
            states.append(state)
            said.append(events)
    return history


async def test_a_schema_3_database_migrates_and_its_games_play_on(tmp_path: Path) -> None:
    path = tmp_path / "soloist.sqlite3"
    before = old_database(path)
    store = await Store.open(path)
    try:
        with sqlite3.connect(path) as db:
            assert db.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS) >= 4
        for game_id, (states, events) in before.items():
            assert [s for _, s in await store.states(game_id)] == states
            assert [e for _, e in await store.history(game_id)] == events

        service = Service(store, shared_catalog())
        rajas = await store.live_game("rajas-chat")
        assert rajas is not None and rajas.game == "rajas"
        rng = random.Random(1)
        states = list(before[rajas.id][0])
        for _ in range(6):
            reply = await service.handle("rajas-chat", ANA, parse("/rajas status"))
            state = service.games["rajas"].loads((await store.live_game("rajas-chat")).state)
            if reply.prompt is not None:
                value = answer(reply.prompt, rng, state.table.round)
                text = ("y" if value else "n") if isinstance(value, bool) else str(value)
            else:
                text = "/rajas turn"
            stepped = await service.handle("rajas-chat", ANA, parse(text))
            assert stepped.changed and not stepped.refused, (text, stepped.lines)
            states.append((await store.live_game("rajas-chat")).state)  # type: ignore[union-attr]
        # The old rows are compacted by now, and every state is still exact.
        with sqlite3.connect(path) as db:
            packed = db.execute("SELECT COUNT(*) FROM steps WHERE game_id = ? AND packed"
                                " IS NOT NULL", (rajas.id,)).fetchone()[0]
        assert packed >= len(before[rajas.id][0])
        assert [s for _, s in await store.states(rajas.id)] == states

        undone = await service.handle("rajas-chat", ANA, parse("/rajas undo"))
        assert undone.changed and undone.lines[0].key == "bot-undone"
        assert (await store.live_game("rajas-chat")).state == states[-2]  # type: ignore[union-attr]
        log = await service.handle("rajas-chat", ANA, parse("/rajas log"))
        assert sum(line.key == "bot-log-step" for line in log.lines) == len(states) - 1

        for _ in range(4):
            shown = await service.handle("splendor-chat", ANA, parse("/splendor status"))
            record = await store.live_game("splendor-chat")
            assert record is not None and not shown.refused
            table = service.games["splendor"].loads(record.state)
            if shown.prompt is not None:
                text = splendor_answer(shown.prompt, table)
            elif table.next == "human":
                text = f"/splendor {splendor_move(table)}"
            else:
                text = "/splendor turn"
            moved = await service.handle("splendor-chat", ANA, parse(text))
            assert moved.changed and not moved.refused, (text, moved.lines)
    finally:
        await store.close()

    # Reopened: nothing to migrate, nothing lost.
    again = await Store.open(path)
    try:
        assert [s for _, s in await again.states(rajas.id)] == states[:-1]
    finally:
        await again.close()
