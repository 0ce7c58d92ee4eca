"""How much the player types or taps for each automa turn: whole games through the service, a
scripted player answering from a simulated table.

    python bench/entries.py [games per variant]

How and why: docs/benchmarks.md#entries. The last line reads
`entries per automa turn: cherey X.X, beck X.X, splendor X.X`.
"""

from __future__ import annotations

import asyncio
import logging
import random
import statistics
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import structlog

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.service.commands import parse
from bot.service.service import Service, User
from bot.store import Store
from bot.words.i18n import Catalog
from bot.words.replies import Reply
from engines.rajas.simulated_table import (  # noqa: F401 (the table's names, as before)
    HUMAN_WEIGHTS,
    SHARED,
    SINGLE,
    RajasPlayer,
    RajasTable,
    Tile,
    term_id,
    tile_param,
)
from engines.splendor.simulated_player import LETTER, splendor_answer, splendor_move  # noqa: F401

PLAYER = User(id="bench", name="Bench")
MAX_ENTRIES = 3000
"""A game that needs more entries than this is stuck: the bench says so and stops."""

# -- playing through the service ---------------------------------------------------------------


@dataclass
class Tally:
    entries: int = 0
    turns: int = 0
    keys: Counter[str] = field(default_factory=Counter)

    @property
    def ratio(self) -> float:
        return self.entries / max(1, self.turns)


class Session:
    """One channel of the service, a player typing into it, and the tally of entries."""

    def __init__(self, service: Service, channel: str) -> None:
        self.service = service
        self.channel = channel
        self.tally = Tally()

    async def send(self, text: str, counted: bool = True, what: str = "") -> Reply:
        if counted:
            self.tally.entries += 1
            self.tally.keys[what or text.split()[0]] += 1
            if self.tally.entries > MAX_ENTRIES:
                raise SystemExit(f"bench: game stuck in {self.channel}")
        reply = await self.service.handle(self.channel, PLAYER, parse(text))
        if reply.lines and reply.lines[0].key in ("bot-error", "bot-unknown-command"):
            raise SystemExit(f"bench: {text!r} failed: {reply.lines}")
        return reply


def _refused(reply: Reply) -> bool:
    return bool(reply.lines) and not reply.changed and reply.private


def _finished(reply: Reply) -> bool:
    return any(line.key == "bot-finished" for line in reply.lines)


async def play_rajas(service: Service, channel: str, variant: str, dummies: int,
                     seed: int, report: bool) -> Tally:
    """One whole game. ``report``: the player names the space they took when they hand the
    turn over (`/rajas turn terrace-orange`), else they only answer what the bot asks."""
    rng = random.Random(seed)
    table = RajasTable.deal(rng, random.Random(channel))
    player = RajasPlayer(table, rng)
    session = Session(service, channel)
    options = f"variant={variant} seed={seed}" + (f" dummies={dummies}" if variant == "beck"
                                                   else "")
    reply = await session.send(f"/rajas new {options}", counted=False)
    while True:
        player.heard(reply.lines)
        session.tally.turns += sum(1 for line in reply.lines if line.key == "rajas-turn-start")
        if _finished(reply):
            return session.tally
        if reply.prompt is not None:
            text = player.answer(reply.prompt)
            reply = await session.send(text, what=reply.prompt.key)
            if _refused(reply):
                raise SystemExit(f"bench: {text!r} refused for {reply.prompt}: {reply.lines}")
            continue
        placed = table.player_moves(reply.lines)
        reply = await session.send("/rajas turn" + (f" {placed}" if report and placed else ""))


# -- Splendor --------------------------------------------------------------------------------------


async def play_splendor(service: Service, channel: str, seed: int) -> Tally:
    session = Session(service, channel)
    reply = await session.send(f"/splendor new seed={seed}", counted=False)
    game = service.games["splendor"]
    while True:
        session.tally.turns += sum(1 for line in reply.lines if line.key == "splendor-bot-report")
        if _finished(reply):
            return session.tally
        record = await service.store.live_game(channel)
        assert record is not None
        state = game.loads(record.state)
        if reply.prompt is not None:
            text = splendor_answer(reply.prompt, state)
            reply = await session.send(text, what=reply.prompt.key)
            if _refused(reply):
                raise SystemExit(f"bench: {text!r} refused: {reply.lines}")
            continue
        if state.next == "human":
            reply = await session.send(f"/splendor {splendor_move(state)}", counted=False)
        else:
            reply = await session.send("/splendor turn")


# -- the figures -------------------------------------------------------------------------------


async def bench(games: int) -> dict[str, list[Tally]]:
    results: dict[str, list[Tally]] = {name: [] for name in (
        "cherey", "beck", "splendor", "cherey (answers only)", "beck (answers only)")}
    with tempfile.TemporaryDirectory() as folder:
        store = await Store.open(Path(folder) / "entries.sqlite3")
        try:
            service = Service(store, Catalog.load())
            for n in range(games):
                for report in (True, False):
                    suffix = "" if report else " (answers only)"
                    results["cherey" + suffix].append(await play_rajas(
                        service, "cherey" + suffix, "cherey", 1, 1000 + n, report))
                    results["beck" + suffix].append(await play_rajas(
                        service, "beck" + suffix, "beck", 1 + n % 3, 2000 + n, report))
                results["splendor"].append(await play_splendor(service, f"splendor-{n}", 3000 + n))
        finally:
            await store.close()
    return results


def main(games: int) -> None:
    structlog.configure(wrapper_class=structlog.make_filtering_bound_logger(logging.ERROR))
    results = asyncio.run(bench(games))
    medians = {}
    for name, tallies in results.items():
        ratios = [t.ratio for t in tallies]
        medians[name] = statistics.median(ratios)
        keys = Counter[str]()
        for t in tallies:
            keys.update(t.keys)
        turns = sum(t.turns for t in tallies)
        top = ", ".join(f"{k} {v / turns:.2f}" for k, v in keys.most_common(8))
        print(f"{name}: {len(tallies)} games, {turns} automa turns; median {medians[name]:.2f},"
              f" mean {statistics.mean(ratios):.2f}, first game {ratios[0]:.2f}, range "
              f"{min(ratios):.2f}–{max(ratios):.2f}; per turn: {top}")
    print("entries per automa turn: " + ", ".join(
        f"{name} {medians[name]:.1f}" for name in ("cherey", "beck", "splendor")))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 15)
