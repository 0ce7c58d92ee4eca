"""A simulated Rajas table and a scripted player who answers the automa truthfully from it.

The physical board only the player sees (the quarry's piles, the river's bonuses, the tracks,
where the player's own workers stand) is drawn at random, and the player answers every question
the bot asks from it, as a player who reads the question would. Used by the odds simulator
(``python -m engines.simulate``) and by ``bench/entries.py``.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from engines.core import Prompt
from engines.rajas import codes
from engines.rajas.model import COLOURS, GOODS
from engines.rajas.model import Market as EngineMarket
from engines.rajas.model import Tile as EngineTile
from engines.simulate.play import ScriptError


class Said(Protocol):
    """What the bot said, as an engine event or a reply's line: a message key and its
    parameters."""

    @property
    def key(self) -> str: ...

    @property
    def params(self) -> dict[str, Any]: ...


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
HUMAN_WEIGHTS = {"chamber": 2, "quarry": 4, "market": 2, "harbor": 3, "balcony": 2, "terrace": 2}
"""How often the simulated player goes to each area (per free space)."""


def term_id(value: Any, prefix: str) -> str:
    """`@rajas-space-terrace-orange` → `terrace-orange`."""
    text = str(value)
    return text[len("@" + prefix) :] if text.startswith("@" + prefix) else text


# -- the Rajas table ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Tile:
    """A province tile of the table's quarry. Its parts are tuples: a thousand benched tables
    hold 72 tiles each, and lists would be objects the garbage collector walks at every full
    pass (bench/service.py times the service's passes, not its players')."""

    colour: str
    cost: int
    buildings: tuple[int, ...]
    markets: tuple[tuple[str, int], ...]

    def code(self, with_colour: bool = False) -> str:
        parts = [self.colour] if with_colour else []
        parts.append(str(self.cost))
        parts += [f"b{b}" for b in self.buildings]
        parts += [f"{g}{v}" for g, v in self.markets]
        return " ".join(parts)


def _gain_code(rng: random.Random, river: bool) -> str:
    kinds = [
        "money 2",
        "money 3",
        "fame 1",
        "fame 2",
        "dice 1",
        "dice karma",
        "karma 2",
        "worker",
        "upgrade",
        "none",
    ]
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
    weights: dict[str, int] = field(default_factory=lambda: dict(HUMAN_WEIGHTS))
    """How often the player goes to each area (per free space): the bench's player by
    default; equal weights make a player who goes anywhere free at random."""

    @classmethod
    def deal(cls, rng: random.Random, board: random.Random) -> RajasTable:
        """A fresh quarry from ``rng``; the board's printed facts from ``board`` (the same
        physical board for every game of a channel)."""
        table = cls(rng=rng)
        for p in range(12):
            colour = COLOURS[p % 4]
            pile = []
            for _ in range(6):
                buildings = tuple(rng.randint(1, 4) for _ in range(rng.choice((0, 1, 1, 2))))
                markets = tuple(
                    (rng.choice(GOODS), rng.randint(1, 3))
                    for _ in range(rng.choice((0, 1, 1) if buildings else (1,)))
                )
                pile.append(Tile(colour, rng.randint(2, 12), buildings, markets))
            table.piles.append(pile)
        table.river_length = board.randint(10, 14)
        table.river = {n: _gain_code(board, river=False) for n in range(1, table.river_length + 1)}
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
        weights = [self.weights[s.split("-")[0]] for s in spaces]
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

    def player_moves(self, said: Sequence[Said]) -> str:
        """The player's part after the bot said ``said`` with no question open: at the round's
        end, every worker they have left placed; on their turn, one (its space, to name in
        `/rajas turn SPACE`); else nothing (``""``)."""
        if any(line.key == "rajas-next-round-end" for line in said):
            while self.my_workers_left():
                self.place_mine()
            return ""
        nexts = [line for line in said if line.key == "rajas-next"]
        if nexts and int(nexts[-1].params["seat"]) == 0:
            return self.place_mine()
        return ""

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
        return [
            (i, p[0])
            for i, p in enumerate(self.piles)
            if p and (colour is None or p[0].colour == colour)
        ]

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
    return codes.tile_param(
        EngineTile(
            tile.colour,
            tile.cost,
            list(tile.buildings),
            [EngineMarket(g, v) for g, v in tile.markets],
        )
    )


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
        handler = getattr(self, "ask_" + prompt.key.removeprefix("rajas-").replace("-", "_"), None)
        if handler is None:
            raise ScriptError(f"the scripted player cannot answer {prompt.key!r}")
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
        track = (
            self.table.fame_track if "fame" in str(params["track"]) else (self.table.money_track)
        )
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
        fitting = [
            (i, t)
            for i, t in self.table.tops()
            if t.colour in colours and any(g in goods for g, _ in t.markets)
        ]
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
        return "; ".join(
            " ".join(str(self.table.building_fame[(t, lv)]) for lv in (2, 3, 4))
            for t in range(1, 5)
        )

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

    def heard(self, lines: Iterable[Said]) -> None:
        """Carry out on the table what the bot said: its placements, its purchases."""
        for line in lines:
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
