"""Disk per finished game, against the same games as text.

Whole games played through the service, copied until the file holds ``--games`` of them, then
VACUUM; every state read back is checked against the one played.

    python bench/storage.py [--sample 24] [--games 10000]

How and why: docs/benchmarks.md#storage. The last line sums it up.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import sqlite3
import sys
import tempfile
import time
from pathlib import Path

import structlog

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.service import Channel, Counts, Run, _finished
from bot.service.service import Service
from bot.store import Store
from bot.words.i18n import Catalog

GOAL = 32 * 1024


async def play(service: Service, name: str, seed: int) -> tuple[int, list[str], list[str]]:
    """One whole game: its id, and its state and events at each step, as they were."""
    run = Run(service, asyncio.Semaphore(1), 10**9, Counts(), counting=False)
    channel = Channel(name, seed)
    states: list[str] = []
    events: list[str] = []
    store = service.store
    await channel._new(run)
    version = 0
    while True:
        record = await store.last_game(name)
        assert record is not None
        if record.version != version:
            version = record.version
            states.append(record.state)
            _, turn = await store.turn_history(record.id)
            events.append(turn[-1][1])
        if channel.reply is not None and _finished(channel.reply):
            return record.id, states, events
        await channel._next(run)


def copy_games(path: Path, games: list[int], total: int) -> None:
    """Copy the played games (their rows, ids shifted) until the file holds ``total``."""
    with sqlite3.connect(path) as db:
        steps_cols = [r[1] for r in db.execute("PRAGMA table_info(steps)")]
        game_cols = [r[1] for r in db.execute("PRAGMA table_info(games)")]
        at = {c: n for n, c in enumerate(steps_cols)}
        rows = {g: db.execute("SELECT * FROM games WHERE id = ?", (g,)).fetchone()
                for g in games}
        steps = {g: db.execute("SELECT * FROM steps WHERE game_id = ? ORDER BY id",
                               (g,)).fetchall() for g in games}
        next_game = int(db.execute("SELECT MAX(id) FROM games").fetchone()[0]) + 1
        next_step = int(db.execute("SELECT MAX(id) FROM steps").fetchone()[0]) + 1
        game_marks = ", ".join("?" for _ in game_cols)
        step_marks = ", ".join("?" for _ in steps_cols)
        for n in range(len(games), total):
            source = games[n % len(games)]
            game = list(rows[source])
            game[game_cols.index("id")] = next_game
            game[game_cols.index("channel")] = f"{game[game_cols.index('channel')]}-copy-{n}"
            db.execute(f"INSERT INTO games VALUES ({game_marks})", game)
            shift = next_step - steps[source][0][at["id"]]
            copied = []
            for step in steps[source]:
                row = list(step)
                row[at["id"]] += shift
                row[at["game_id"]] = next_game
                if "base" in at and row[at["base"]] is not None:
                    row[at["base"]] += shift
                copied.append(row)
            db.executemany(f"INSERT INTO steps VALUES ({step_marks})", copied)
            next_game += 1
            next_step = copied[-1][at["id"]] + 1
        db.commit()
        db.execute("VACUUM")


async def bench(sample: int, total: int) -> None:
    with tempfile.TemporaryDirectory() as name:
        path = Path(name) / "soloist.sqlite3"
        store = await Store.open(path)
        service = Service(store, Catalog.load())
        played: dict[int, tuple[list[str], list[str]]] = {}
        started = time.perf_counter()
        try:
            for n in range(sample):
                game_id, states, events = await play(service, f"channel-{n}", n)
                played[game_id] = (states, events)
            steps = sum(len(s) for s, _ in played.values())
            print(f"{sample} games played to their end ({steps} steps) in"
                  f" {time.perf_counter() - started:.0f} s")
            whole = sum(len(s.encode()) + len(e.encode())
                        for states, events in played.values()
                        for s, e in zip(states, events, strict=True)) / sample
            for game_id, (states, events) in played.items():
                assert [s for _, s in await store.states(game_id)] == states, game_id
                assert [e for _, e in await store.history(game_id)] == events, game_id
            print("every state and every step's events read back exactly")
        finally:
            await store.close()
        copy_games(path, sorted(played), total)
        size = path.stat().st_size
        per_game = size / total
        print(f"{total} finished games after VACUUM: {size / 1e6:.1f} MB,"
              f" {per_game / 1024:.1f} KB per game")
        print(f"baseline, the same games' states and events as text: {whole / 1024:.1f} KB per"
              f" game; stored: {per_game / whole:.3f}× that")

        store = await Store.open(path)
        try:
            with sqlite3.connect(path) as db:
                copy = int(db.execute("SELECT MAX(id) FROM games").fetchone()[0])
            # Game n + 1 (ids count from 1) is a copy of played game n modulo the sample.
            source_id = sorted(played)[(copy - 1) % sample]
            states, _ = played[source_id]
            record = await store.undo_finish(copy, len(states))
            assert record is not None and record.state == states[-2], "undo is not exact"
            assert [s for _, s in await store.states(copy)] == states[:-1]
            print("after VACUUM, undo of a copied game's last step gives back its state exactly")
        finally:
            await store.close()
    verdict = "met" if per_game <= GOAL else "NOT met"
    print(f"summary: {per_game / 1024:.1f} KB per finished game after VACUUM ({total} games),"
          f" {per_game / whole:.3f}× the games as text ({whole / 1024:.0f} KB); goal 32 KB"
          f" {verdict}; undo and the log exact")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sample", type=int, default=24, help="games played to their end")
    parser.add_argument("--games", type=int, default=10_000, help="finished games in the file")
    args = parser.parse_args()
    structlog.configure(wrapper_class=structlog.make_filtering_bound_logger(logging.ERROR))
    asyncio.run(bench(args.sample, args.games))


if __name__ == "__main__":
    main()
