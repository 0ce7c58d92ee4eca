"""How much the player types or taps for each automa turn: whole games through the service.

A scripted player sits at a simulated table (the physical board only the player sees: the
quarry's piles, the river's bonuses, the tracks, where the player's own workers stand) and
answers every question the bot asks truthfully from it, as a player who reads the question
would. Every line the player sends counts as one entry — `/rajas turn` and `/splendor turn`
included, every answer, every tap — except what starts a game and the player's own Splendor
moves (`/splendor take …`, which are the player's turn, not the bot's). Entries are divided by
the automa turns of the game (each Cherey turn, each Beck dummy's turn, each Splendor bot
turn); the figure is the median over the games, the bot rolling its own dice.

Rajas games of one variant are played one after another in one channel, as a regular player
would: the board facts learnt in the first game are offered again in the next.

    python bench/entries.py [games per variant]

The last line reads `entries per automa turn: cherey X.X, beck X.X, splendor X.X`.
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
from typing import Any

import structlog

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.commands import parse
from bot.i18n import Catalog
from bot.replies import Reply
from bot.service import Service, User
from bot.store import Store
from engines.core import Prompt
from engines.rajas import codes
from engines.rajas.model import COLOURS, GOODS
from engines.rajas.model import Market as EngineMarket
from engines.rajas.model import Tile as EngineTile
from engines.splendor import SplendorState
from engines.splendor.bot import payment
from engines.splendor.catalog import CARDS, GEMS, GOLD, LETTERS

PLAYER = User(id="bench", name="Bench")
MAX_ENTRIES = 3000
"""A game that needs more entries than this is stuck: the bench says so and stops."""

SINGLE = (
    *(f"chamber-{n}" for n in range(1, 7)),
    "market-variety",
    *(f"market-{g}" for g in GOODS),
    *(f"balcony-{c}" for c in COLOURS),
    *(f"terrace-{c}" for c in COLOURS),
    "terrace-reroll",
)
SHARED = {"quarry": 3, "harbor": 3}
"""Spaces several workers share, and how many (a two-player board)."""
HUMAN_WEIGHTS = {"chamber": 2, "quarry": 4, "market": 2, "harbor": 3, "balcony": 2,
                 "terrace": 2}
"""How often the simulated player goes to each area (per free space)."""


def term_id(value: Any, prefix: str) -> str:
    """`@rajas-space-terrace-orange` → `terrace-orange`."""
    text = str(value)
    return text[len("@" + prefix):] if text.startswith("@" + prefix) else text


# -- the Rajas table ---------------------------------------------------------------------------


@dataclass
class Tile:
    colour: str
    cost: int
    buildings: list[int]
    markets: list[tuple[str, int]]

    def code(self, with_colour: bool = False) -> str:
        parts = [self.colour] if with_colour else []
        parts.append(str(self.cost))
        parts += [f"b{b}" for b in self.buildings]
        parts += [f"{g}{v}" for g, v in self.markets]
        return " ".join(parts)


def _gain_code(rng: random.Random, river: bool) -> str:
    kinds = ["money 2", "money 3", "fame 1", "fame 2", "dice 1", "dice karma", "karma 2",
             "worker", "upgrade", "none"]
    if river:
        kinds.append("river 1")
    return rng.choice(kinds)


@dataclass
class RajasTable:
    """The physical board as only the player sees it, and the player's own pieces."""

    rng: random.Random
    piles: list[list[Tile]] = field(default_factory=list)
    river_length: int = 12
    river: dict[int, str] = field(default_factory=dict)
    fame_track: dict[int, str] = field(default_factory=dict)
    money_track: dict[int, str] = field(default_factory=dict)
    meet: int = 60
    building_fame: dict[tuple[int, int], int] = field(default_factory=dict)
    taken: Counter[str] = field(default_factory=Counter)
    """Workers on each space this round (the player's and the automata's)."""
    mine: list[str] = field(default_factory=list)
    """The player's own placements this round."""
    workers: int = 3
    fame: int = 0
    money: int = 3
    met_with: int = 0
    """The player's worker (of the round) with which the markers met; 0 while not met."""
    last_tile: tuple[int, Tile] | None = None
    round: int = 1

    @classmethod
    def deal(cls, rng: random.Random, board: random.Random) -> RajasTable:
        """A fresh quarry from ``rng``; the board's printed facts from ``board`` (the same
        physical board for every game of a channel)."""
        table = cls(rng=rng)
        for p in range(12):
            colour = COLOURS[p % 4]
            pile = []
            for _ in range(6):
                buildings = [rng.randint(1, 4) for _ in range(rng.choice((0, 1, 1, 2)))]
                markets = [(rng.choice(GOODS), rng.randint(1, 3))
                           for _ in range(rng.choice((0, 1, 1) if buildings else (1,)))]
                pile.append(Tile(colour, rng.randint(2, 12), buildings, markets))
            table.piles.append(pile)
        table.river_length = board.randint(10, 14)
        table.river = {n: _gain_code(board, river=False)
                       for n in range(1, table.river_length + 1)}
        table.fame_track = {5: "worker", 12: "upgrade", 21: "river 1", 30: "worker"}
        table.money_track = {8: "river 1", 16: "worker", 24: "upgrade"}
        table.meet = board.randint(55, 65)
        for track in range(1, 5):
            base = board.randint(1, 2)
            for level in (2, 3, 4):
                table.building_fame[(track, level)] = base + level - 2 + board.randint(0, 1)
        return table

    # -- the board's spaces ---------------------------------------------------------------

    def capacity(self, space: str) -> int:
        return SHARED.get(space, 1)

    def is_free(self, space: str) -> bool:
        return self.taken[space] < self.capacity(space)

    def place_mine(self) -> str:
        """The player's own turn on the board: one worker on a free space, if any is left (the
        space; `none` when they have no worker to place)."""
        if len(self.mine) >= self.workers:
            return "none"
        spaces = [s for s in (*SINGLE, *SHARED) if self.is_free(s)]
        weights = [HUMAN_WEIGHTS[s.split("-")[0]] for s in spaces]
        space = self.rng.choices(spaces, weights)[0]
        self.taken[space] += 1
        self.mine.append(space)
        if space == "quarry" and self.rng.random() < 0.7:
            tops = [p for p in self.piles if p]
            if tops:
                self.rng.choice(tops).pop(0)
        if not self.met_with and self.fame + self.money >= self.meet:
            self.met_with = len(self.mine)
        return space

    def my_workers_left(self) -> int:
        return self.workers - len(self.mine)

    def new_round(self) -> None:
        self.taken.clear()
        self.mine = []
        self.round += 1
        self.workers = min(6, 3 + (self.round - 1) // 2)
        self.fame += self.rng.randint(3, 6)
        self.money += self.rng.randint(3, 6)

    # -- the quarry -------------------------------------------------------------------------

    def tops(self, colour: str | None = None) -> list[tuple[int, Tile]]:
        return [(i, p[0]) for i, p in enumerate(self.piles)
                if p and (colour is None or p[0].colour == colour)]

    def bought(self) -> None:
        """The automa bought the tile the player described last."""
        if self.last_tile is not None:
            index, tile = self.last_tile
            if self.piles[index] and self.piles[index][0] is tile:
                self.piles[index].pop(0)
        self.last_tile = None


# -- the scripted Rajas player ---------------------------------------------------------------


def tile_param(tile: Tile) -> Any:
    """The parameter the bot says a tile with."""
    return codes.tile_param(EngineTile(tile.colour, tile.cost, list(tile.buildings),
                                       [EngineMarket(g, v) for g, v in tile.markets]))


def _space_of(params: dict[str, Any]) -> str:
    return term_id(params.get("space", ""), "rajas-space-")


def _colour_of(params: dict[str, Any], name: str = "colour") -> str:
    return term_id(params.get(name, ""), "rajas-colour-")


def _colours_of(params: dict[str, Any], name: str) -> list[str]:
    return [term_id(c, "rajas-colour-") for c in params.get(name, [])]


def _goods_of(params: dict[str, Any], name: str = "goods") -> list[str]:
    return [term_id(g, "rajas-good-") for g in params.get(name, [])]


class RajasPlayer:
    """Answers every Rajas question truthfully from the table."""

    def __init__(self, table: RajasTable, rng: random.Random) -> None:
        self.table = table
        self.rng = rng
        self.listed: list[tuple[int, Tile]] = []
        """The tiles the player listed last (one of them may be bought)."""

    def answer(self, prompt: Prompt) -> str:
        handler = getattr(self, "ask_" + prompt.key.removeprefix("rajas-").replace("-", "_"),
                          None)
        if handler is None:
            raise SystemExit(f"bench: the scripted player cannot answer {prompt.key!r}")
        return str(handler(prompt.params, prompt))

    # -- setup --------------------------------------------------------------------------

    def ask_ask_reuse_profile(self, params: dict[str, Any], prompt: Prompt) -> str:
        return "y"

    def ask_ask_first_money(self, params: dict[str, Any], prompt: Prompt) -> int:
        return 3

    # -- board facts ---------------------------------------------------------------------

    def ask_ask_river_length(self, params: dict[str, Any], prompt: Prompt) -> int:
        return self.table.river_length

    def ask_ask_river_bonus(self, params: dict[str, Any], prompt: Prompt) -> str:
        return self.table.river[int(params["space"])]

    def ask_ask_track(self, params: dict[str, Any], prompt: Prompt) -> str:
        track = self.table.fame_track if "fame" in str(params["track"]) else (
            self.table.money_track)
        return "; ".join(f"{space} {bonus}" for space, bonus in sorted(track.items()))

    def ask_ask_meet_sum(self, params: dict[str, Any], prompt: Prompt) -> int:
        return self.table.meet

    # -- spaces --------------------------------------------------------------------------

    def ask_ask_free(self, params: dict[str, Any], prompt: Prompt) -> str:
        return "y" if self.table.is_free(_space_of(params)) else "n"

    def ask_ask_taken(self, params: dict[str, Any], prompt: Prompt) -> str:
        spaces = [term_id(s, "rajas-space-") for s in params["spaces"]]
        taken = [s for s in spaces if not self.table.is_free(s)]
        return ", ".join(taken) if taken else "none"

    # -- tiles ---------------------------------------------------------------------------

    def _describe(self, index: int, tile: Tile, with_colour: bool = False) -> str:
        self.table.last_tile = (index, tile)
        return tile.code(with_colour)

    def _full(self, params: dict[str, Any], space: str) -> bool:
        return params.get("full") == "yes" and not self.table.is_free(space)

    def ask_ask_quarry_tile(self, params: dict[str, Any], prompt: Prompt) -> str:
        """Cherey (RC-Q): the dearest tile it can pay in the first colour of its ranking."""
        if self._full(params, "quarry"):
            return "taken"
        for item in params["ranking"]:
            colour, high = _colour_of(item), int(item["high"])
            fitting = [(i, t) for i, t in self.table.tops(colour) if t.cost <= high]
            if fitting:
                best = max(t.cost for _, t in fitting)
                index, tile = next((i, t) for i, t in fitting if t.cost == best)
                return self._describe(index, tile, with_colour=True)
        return "none"

    def _listed(self, params: dict[str, Any], space: str) -> str:
        """Beck (RB-Q, RB-C5): every tile of the colour in the price range, left to right."""
        if self._full(params, space):
            return "taken"
        colour, low, high = _colour_of(params), int(params["low"]), int(params["high"])
        fitting = [(i, t) for i, t in self.table.tops(colour) if low <= t.cost <= high]
        self.listed = fitting
        return ", ".join(t.code() for _, t in fitting) or "none"

    def ask_ask_quarry_tiles(self, params: dict[str, Any], prompt: Prompt) -> str:
        return self._listed(params, "quarry")

    def ask_ask_c5_tiles(self, params: dict[str, Any], prompt: Prompt) -> str:
        return self._listed(params, "chamber-5")

    def ask_ask_c5_tile(self, params: dict[str, Any], prompt: Prompt) -> str:
        if self._full(params, "chamber-5"):
            return "taken"
        goods = _goods_of(params)
        colours = _colours_of(params, "colours")
        fitting = [(i, t) for i, t in self.table.tops()
                   if t.colour in colours and any(g in goods for g, _ in t.markets)]
        if not fitting:
            return "none"

        def rank(item: tuple[int, Tile]) -> tuple[int, int, int, int]:
            index, tile = item
            good = min(GOODS.index(g) for g, _ in tile.markets if g in goods)
            return (COLOURS.index(tile.colour), good, -tile.cost, index)

        index, tile = min(fitting, key=rank)
        return self._describe(index, tile, with_colour=True)

    def ask_ask_yield(self, params: dict[str, Any], prompt: Prompt) -> str:
        if self._full(params, "chamber-2"):
            return "taken"
        return _gain_code(self.rng, river=True)

    def ask_ask_building_fame(self, params: dict[str, Any], prompt: Prompt) -> str:
        return "; ".join(" ".join(str(self.table.building_fame[(t, lv)]) for lv in (2, 3, 4))
                         for t in range(1, 5))

    # -- market --------------------------------------------------------------------------

    def _pays(self, space: str) -> int:
        markets = [(g, v) for t in self.tiles for g, v in t.markets]
        if space == "market-variety":
            return sum(max((v for g, v in markets if g == good), default=0) for good in GOODS)
        good = space.removeprefix("market-")
        return sum(v for g, v in markets if g == good)

    # -- the round and the end -----------------------------------------------------------

    def ask_ask_round_end(self, params: dict[str, Any], prompt: Prompt) -> str:
        ids = [o.id for o in prompt.options]
        # The question waits while the player places the workers they have left.
        while self.table.my_workers_left():
            self.table.place_mine()
        if self.table.met_with:
            return "met"
        if "mogul" in ids and "chamber-1" in self.table.mine:
            return "mogul"
        return "over"

    def ask_ask_human_worker(self, params: dict[str, Any], prompt: Prompt) -> int:
        return self.table.met_with or 1

    def ask_ask_human_score(self, params: dict[str, Any], prompt: Prompt) -> str:
        least = int(params.get("least", 0))
        return f"{self.table.fame} {max(self.table.money, least - self.table.fame)}"

    # -- what the bot says ---------------------------------------------------------------

    def heard(self, reply: Reply) -> None:
        """Carry out on the table what the bot said: its placements, its purchases."""
        for line in reply.lines:
            if line.key == "rajas-place":
                self.table.taken[_space_of(line.params)] += 1
            elif line.key == "rajas-tile-bought":
                for index, tile in self.listed:
                    if tile_param(tile) == line.params["tile"]:
                        self.table.last_tile = (index, tile)
                self.listed = []
                self.table.bought()
            elif line.key == "rajas-round-start" and int(line.params.get("round", 1)) > 1:
                self.table.new_round()


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
        player.heard(reply)
        session.tally.turns += sum(1 for line in reply.lines if line.key == "rajas-turn-start")
        if _finished(reply):
            return session.tally
        if reply.prompt is not None:
            text = player.answer(reply.prompt)
            reply = await session.send(text, what=reply.prompt.key)
            if _refused(reply):
                raise SystemExit(f"bench: {text!r} refused for {reply.prompt}: {reply.lines}")
            continue
        keys = [line.key for line in reply.lines]
        nexts = [line for line in reply.lines if line.key == "rajas-next"]
        placed = ""
        if "rajas-next-round-end" in keys:
            while table.my_workers_left():
                table.place_mine()
        elif nexts and int(nexts[-1].params["seat"]) == 0:
            placed = table.place_mine()
        reply = await session.send("/rajas turn" + (f" {placed}" if report and placed else ""))


# -- Splendor --------------------------------------------------------------------------------------

LETTER = {colour: letter for letter, colour in LETTERS.items()} | {GOLD: "y"}


def splendor_move(state: SplendorState) -> str:
    """A plain, sensible move: the dearest card it can buy, else three gems it lacks most,
    else two of a full pile, else reserve, else pass."""
    human = state.human
    best: tuple[int, int, str] | None = None
    for level in (3, 2, 1):
        for slot, card in enumerate(state.market[level - 1], 1):
            if card and payment(human, card) is not None:
                value = (CARDS[card].points, level)
                if best is None or value > best[:2]:
                    best = (*value, f"{level}.{slot}")
    for index, card in enumerate(human.reserved, 1):
        if payment(human, card) is not None:
            value = (CARDS[card].points, 4)
            if best is None or value > best[:2]:
                best = (*value, f"r{index}")
    if best is not None:
        return f"buy {best[2]}"
    gems = [g for g in GEMS if state.bank[g] > 0]
    if len(gems) >= 3:
        gems.sort(key=lambda g: (human.tokens[g], -state.bank[g]))
        return "take " + " ".join(LETTER[g] for g in gems[:3])
    full = [g for g in GEMS if state.bank[g] >= 4]
    if full:
        return f"take 2{LETTER[full[0]]}"
    if gems:
        return "take " + " ".join(LETTER[g] for g in gems)
    if len(human.reserved) < 3:
        for level in (1, 2, 3):
            for slot, card in enumerate(state.market[level - 1], 1):
                if card:
                    return f"reserve {level}.{slot}"
    return "pass"


def splendor_answer(prompt: Prompt, state: SplendorState) -> str:
    key = prompt.key
    if key == "splendor-ask-discard":
        held = state.human.tokens
        colour = max((*GEMS, GOLD), key=lambda t: (held[t], t != GOLD))
        ids = [o.id for o in prompt.options]
        return colour if colour in ids else ids[0]
    if key == "splendor-ask-noble-visit":
        return prompt.options[0].id
    if key == "splendor-ask-end-now":
        return "y"
    raise SystemExit(f"bench: the scripted player cannot answer {key!r}")


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
