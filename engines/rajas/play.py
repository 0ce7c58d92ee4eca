"""What both automa variants do on the board: ask what only the player can see (R-8), learn
the board's facts once (the profile), gain money, fame, dice and bonuses (R-4, R-5, R-6), and
choose a colour by an ordered list of tiers. The variants (beck.py, cherey.py) decide; this
module carries the decisions out and says what happened.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable

from engines.core import Ask, InvalidAnswer, Option, term
from engines.rajas import codes
from engines.rajas.model import (
    AREAS,
    BALCONY_GIVES,
    COLOURS,
    HUMAN,
    MAX_LEVEL,
    MAX_WORKERS,
    Automaton,
    Colour,
    Gain,
    RajasState,
    Tile,
)

Tier = tuple[str, list[Colour]]
"""A named group of colours a rule ranks equal (e.g. 'exactly one'), best tier first."""

SINGLE_SPACES_AREAS = ("chamber", "market", "balcony", "terrace")
"""Areas whose named spaces hold one worker; the quarry and the harbor have several."""


def colour(c: Colour) -> str:
    return term("rajas-colour-" + c)


def who(state: RajasState, seat: int) -> str:
    """How a seat is named: you, the virtual player (Cherey), or dummy N (Beck)."""
    if seat == HUMAN:
        return term("rajas-who-you")
    if state.options.variant == "cherey":
        return term("rajas-who-automa")
    return term(f"rajas-who-dummy-{seat}")


def area(n: int) -> str:
    return term("rajas-area-" + AREAS[n])


def space(s: str) -> str:
    return term("rajas-space-" + s)


def dice_needed(cost: int) -> int:
    """Dice at 6 pips that pay ``cost`` (R-4, RC-G)."""
    return -(-cost // 6)


class Play(ABC):
    """One automaton's turn on the board. Subclasses set the rule prefix and the tie policy."""

    prefix = "R"
    random_ties = False
    take_rule = "R-3"
    """The rule that picks the colour of a die the automaton gains (RB-D1 / RC-G1)."""
    spend_rule = "R-3"
    """The rule that picks the colour of a die it spends where none is required (RB-D2 /
    RC-G2)."""
    upgrade_rule = "R-2"
    """The rule that picks the building track it upgrades (RB-D3 / RC-C)."""

    def __init__(self, state: RajasState, ask: Ask, seat: int) -> None:
        self.state = state
        self.ask = ask
        self.seat = seat
        self.me: Automaton = state.automaton(seat)
        self._known_free: set[str] = set()

    # -- saying ---------------------------------------------------------------------------

    def say(self, rule: str, key: str, **params: object) -> None:
        self.ask.say(rule, key, seat=self.seat, who=who(self.state, self.seat), **params)

    # -- what lies on the shared board (R-8) -------------------------------------------------

    def is_free(self, where: str) -> bool:
        """Is space ``where`` free? Known when an automaton or the player's answer took it;
        otherwise asked once per turn (the player may take it before the next turn)."""
        table = self.state.table
        single = where.split("-")[0] in SINGLE_SPACES_AREAS
        for other in self.state.automata:
            if single and where in other.placed:
                self.say(
                    "R-8",
                    "rajas-space-taken-by",
                    space=space(where),
                    by=who(self.state, other.seat),
                )
                return False
        if where in table.taken:
            self.say("R-8", "rajas-space-taken", space=space(where))
            return False
        if where in self._known_free:
            return True
        free = self.ask.confirm(
            "R-8", "rajas-ask-free", board=True, space=space(where), seat=self.seat
        )
        if free:
            self._known_free.add(where)
        else:
            table.taken.append(where)
            self.say("R-8", "rajas-space-taken", space=space(where))
        return free

    def require_die(self, rule: str) -> bool:
        """An action paid with a die is invalid without one (RB-V2, RC-T); says so."""
        if self.me.dice_count() == 0:
            self.say(rule, "rajas-invalid-no-dice")
            return False
        return True

    def place(self, where: str, rule: str) -> None:
        self.me.workers -= 1
        self.me.placed.append(where)
        self.say(rule, "rajas-place", space=space(where), worker=len(self.me.placed))

    # -- board profile: asked once, remembered ---------------------------------------------

    def river_length(self) -> int:
        profile = self.state.profile
        if profile.river_length is None:
            profile.river_length = self.ask.number(
                "R-4", "rajas-ask-river-length", 1, 40, board=True
            )
        return profile.river_length

    def river_bonus(self, where: int) -> list[Gain]:
        profile = self.state.profile
        if where not in profile.river:
            profile.river[where] = self.ask.text(
                "R-4", "rajas-ask-river-bonus", _river_bonus, _NONE_QUICK, space=where
            )
        return profile.river[where]

    def track_bonuses(self, track: str) -> dict[int, list[Gain]]:
        profile = self.state.profile
        known = profile.fame_track if track == "fame" else profile.money_track
        if known is None:
            known = self.ask.text(
                "R-5",
                "rajas-ask-track",
                codes.parse_track,
                _NONE_QUICK,
                track=term("rajas-track-" + track),
            )
            if track == "fame":
                profile.fame_track = known
            else:
                profile.money_track = known
        return known

    def building_fame(self, track: int, level: int) -> int:
        levels = self.state.profile.building_fame.setdefault(track, {})
        if level not in levels:
            levels[level] = self.ask.number(
                "R-6", "rajas-ask-building-fame", 0, 30, board=True, track=track, level=level
            )
        return levels[level]

    def meet_sum(self) -> int:
        profile = self.state.profile
        if profile.meet_sum is None:
            profile.meet_sum = self.ask.number("R-7", "rajas-ask-meet-sum", 10, 200, board=True)
        return profile.meet_sum

    # -- gains (R-4, R-5) --------------------------------------------------------------------

    def gain_money(self, amount: int, rule: str) -> None:
        old = self.me.money
        self.me.money += amount
        self.say(rule, "rajas-gain-money", amount=amount, total=self.me.money)
        self._pass_track("money", old, self.me.money, "R-5")

    def gain_fame(self, amount: int, rule: str) -> None:
        old = self.me.fame
        self.me.fame += amount
        self.say(rule, "rajas-gain-fame", amount=amount, total=self.me.fame)
        self._pass_track("fame", old, self.me.fame, rule)

    def _pass_track(self, track: str, old: int, new: int, rule: str) -> None:
        """Every bonus space the marker passes or reaches is granted (R-5, RB-S2)."""
        bonuses = self.track_bonuses(track)
        for where in sorted(bonuses):
            if old < where <= new:
                self.say(
                    rule,
                    "rajas-track-bonus",
                    track=term("rajas-track-" + track),
                    space=where,
                    bonus=codes.bonus_code(bonuses[where]),
                )
                self.gain(bonuses[where], rule)

    def gain(self, gains: list[Gain], rule: str) -> None:
        for g in gains:
            if g.kind == "money":
                self.gain_money(g.amount, rule)
            elif g.kind == "fame":
                self.gain_fame(g.amount, rule)
            elif g.kind == "karma":
                self.say("R-4", "rajas-karma-as-money", amount=g.amount)
                self.gain_money(g.amount, "R-4")
            elif g.kind == "dice":
                count = g.amount or 3
                if not g.amount:
                    self.say("R-4", "rajas-karma-dice", count=count)
                for _ in range(count):
                    self.take_die(rule)
            elif g.kind == "worker":
                self.gain_worker(rule)
            elif g.kind == "upgrade":
                self.upgrade(rule)
            elif g.kind == "river":
                self.move_boat(g.amount, rule)

    def gain_worker(self, rule: str) -> None:
        if self.me.workers_total >= MAX_WORKERS:
            self.say(rule, "rajas-worker-none-left")
            return
        self.me.workers_total += 1
        self.me.workers += 1
        self.say(rule, "rajas-gain-worker", total=self.me.workers_total)

    def add_die(self, c: Colour, count: int, rule: str) -> None:
        self.me.dice[c] += count
        self.say(rule, "rajas-gain-dice", colour=colour(c), count=count, have=self.me.dice[c])

    def spend(self, c: Colour, count: int, rule: str) -> None:
        self.me.dice[c] -= count
        self.say(rule, "rajas-spend-dice", colour=colour(c), count=count, have=self.me.dice[c])

    def raise_track(self, track: int, rule: str) -> None:
        self.me.upgrades[track - 1] += 1
        self.say(rule, "rajas-upgrade", track=track, level=self.me.upgrades[track - 1])

    def upgradable(self) -> list[int]:
        return [t for t in range(1, 5) if self.me.upgrades[t - 1] < MAX_LEVEL]

    # -- tiles (R-6) -------------------------------------------------------------------------

    def buy_tile(self, tile: Tile, dice: int, rule: str) -> None:
        """Pay ``dice`` dice of the tile's colour, keep it loose, and score it at once (R-6)."""
        self.spend(tile.colour, dice, rule)
        self.gain_tile(tile)

    def gain_tile(self, tile: Tile) -> None:
        """Keep the tile loose (no province board, R-4) and score it at once (R-6)."""
        self.me.tiles.append(tile)
        fame = sum(self.building_fame(t, self.me.upgrades[t - 1]) for t in tile.buildings)
        money = sum(m.value for m in tile.markets)
        self.say("R-6", "rajas-tile-bought", tile=codes.tile_code(tile), fame=fame, money=money)
        if fame:
            self.gain_fame(fame, "R-6")
        if money:
            self.gain_money(money, "R-6")

    def describe_tile(
        self,
        rule: str,
        key: str,
        c: Colour | None,
        low: int,
        high: int,
        check: Callable[[Tile], None] | None = None,
        **params: object,
    ) -> Tile | None:
        """Ask for the tile the rule picked (only the player sees the quarry); "none" when
        there is no such tile."""

        def parse(text: str) -> Tile | None:
            if codes.is_none(text):
                return None
            tile = codes.parse_tile(text, c)
            if not low <= tile.cost <= high:
                raise InvalidAnswer("rajas-code-cost-range", cost=tile.cost, low=low, high=high)
            if check:
                check(tile)
            return tile

        tile: Tile | None = self.ask.text(
            rule,
            key,
            parse,
            _NONE_QUICK,
            True,
            colour=colour(c) if c else "",
            low=low,
            high=high,
            **params,
        )
        return tile

    def pick_tile(self, rule: str, c: Colour, low: int, high: int) -> Tile | None:
        """How many tiles of ``c`` in [low, high] lie on top of the piles, one of them chosen
        at random by a shown roll, then described (RB-Q, RB-C5). None when there is none (the
        player may also find, when describing it, that the count was wrong)."""
        count = self.ask.number(
            rule, "rajas-ask-tile-count", 0, 3, board=True, colour=colour(c), low=low, high=high
        )
        tile = None
        if count:
            nth = self.ask.pick(
                rule, [str(n) for n in range(1, count + 1)], why=term("rajas-why-tile")
            )
            tile = self.describe_tile(
                rule, "rajas-ask-tile-nth", c, low, high, nth=int(nth), count=count
            )
        if tile is None:
            self.say(rule, "rajas-no-tile", colour=colour(c), low=low, high=high)
        return tile

    def chamber_action(self, room: int) -> None:
        """Rooms 1–4 and 6 of the chambers (R-2), on a space the variant found free and valid:
        place the worker, pay one die, and act."""
        rule = self.prefix + "-C"
        self.place(f"chamber-{room}", rule)
        self.spend_die(rule)
        if room == 1:
            self.gain_fame(2, "R-2")
            self.state.table.next_start = self.seat
            self.say("R-2", "rajas-starts-next-round")
        elif room == 2:
            self.take_die("R-2")
            self.take_die("R-2")
            self.take_yield("R-2")
        elif room == 3:
            self.gain_money(2, "R-2")
            self.take_die("R-2")
        elif room == 4:
            self.upgrade(self.upgrade_rule)
            self.gain_money(3, "R-2")
        else:
            self.move_boat(6, rule)

    def take_yield(self, rule: str) -> None:
        """Chamber 2 (R-2): a yield tile, whose bonus the automaton takes at once."""
        gains = self.ask.text(rule, "rajas-ask-yield", codes.parse_bonus, _NONE_QUICK)
        self.me.yields.append(gains)
        self.say(rule, "rajas-yield-taken", bonus=codes.bonus_code(gains))
        self.gain(gains, rule)

    def market_income(self, where: str, rule: str) -> None:
        """The market pays for the automaton's markets; only the board says how much (RB-M,
        RC-M), so the player reads it off with the markets listed."""
        markets = ", ".join(f"{m.good} {m.value}" for t in self.me.tiles for m in t.markets)
        amount = self.ask.number(
            rule,
            "rajas-ask-market-income",
            0,
            60,
            board=True,
            space=space(where),
            markets=markets,
        )
        self.gain_money(amount, rule)

    def exchange_at_balcony(self, c: Colour, rule: str) -> None:
        """The balcony of ``c`` turns one die of it into two of another colour (RB-B, RC-B)."""
        self.place(f"balcony-{c}", rule)
        self.spend(c, 1, rule)
        self.add_die(BALCONY_GIVES[c], 2, rule)

    def take_at_terrace(self, c: Colour, rule: str) -> None:
        """A terrace space gives one die of its colour (RB-X, RC-X, RC-T)."""
        self.place(f"terrace-{c}", rule)
        self.add_die(c, 1, rule)

    # -- colour decisions ------------------------------------------------------------------

    def choose(
        self, rule: str, tiers: list[Tier], free: Callable[[Colour], bool] | None = None
    ) -> Colour | None:
        """The first tier with a (free) colour wins; within it, ties are broken at random by a
        shown roll (Beck, RB-D) or by the colour priority (Cherey, R-3)."""
        for name, members in tiers:
            if not members:
                continue
            if free is None:
                candidates = members
            elif self.random_ties:
                candidates = [c for c in members if free(c)]
            else:
                candidates = next(([c] for c in members if free(c)), [])
            if not candidates:
                continue
            why = term("rajas-tier-" + name)
            if self.random_ties:
                chosen = self.ask.pick(rule, [colour(c) for c in candidates], why=why)
                pick = candidates[[colour(c) for c in candidates].index(chosen)]
            else:
                pick = candidates[0]
                if len(members) > 1 and free is None:
                    self.say(
                        "R-3",
                        "rajas-tie-priority",
                        options=[colour(c) for c in members],
                        chosen=colour(pick),
                    )
            self.say(
                rule, "rajas-colour-chosen", colour=colour(pick), tier=why, have=self.me.dice[pick]
            )
            return pick
        return None

    def take_tiers(self) -> list[Tier]:
        """RB-D1 / RC-G1: exactly one (to make a pair), then none, then the fewest."""
        dice = self.me.dice
        tiers: list[Tier] = [
            ("one", [c for c in COLOURS if dice[c] == 1]),
            ("none", [c for c in COLOURS if dice[c] == 0]),
        ]
        for n in sorted({dice[c] for c in COLOURS if dice[c] >= 2}):
            tiers.append(("fewest", [c for c in COLOURS if dice[c] == n]))
        return tiers

    def spend_tiers(self) -> list[Tier]:
        """RB-D2 / RC-G2: more than two, then exactly one, then a pair."""
        dice = self.me.dice
        return [
            ("many", [c for c in COLOURS if dice[c] >= 3]),
            ("one", [c for c in COLOURS if dice[c] == 1]),
            ("pair", [c for c in COLOURS if dice[c] == 2]),
        ]

    def take_die(self, rule: str) -> Colour:
        """Gain one die for ``rule``; its colour is the variant's decision (RB-D1 / RC-G1)."""
        c = self.choose(self.take_rule, self.take_tiers())
        assert c is not None  # the tiers cover every colour
        self.add_die(c, 1, rule)
        return c

    def spend_die(self, rule: str) -> Colour:
        """Spend one die for ``rule``; its colour is the variant's decision (RB-D2 / RC-G2)."""
        c = self.choose(self.spend_rule, self.spend_tiers())
        assert c is not None, "callers check the automaton has a die"
        self.spend(c, 1, rule)
        return c

    # -- variant hooks -----------------------------------------------------------------------

    @abstractmethod
    def upgrade(self, rule: str) -> None:
        """One building upgrade (RB-D3 / RC-C4)."""

    @abstractmethod
    def move_boat(self, steps: int, rule: str) -> None:
        """River steps and the bonus of the space the boat stops on."""

    @abstractmethod
    def turn(self) -> bool:
        """Place one worker and act. False when no action could be taken at all."""


def _river_bonus(text: str) -> list[Gain]:
    gains = codes.parse_bonus(text)
    if any(g.kind == "river" for g in gains):
        raise InvalidAnswer("rajas-code-river-in-river", code=text)
    return gains


_NONE_QUICK = [Option(id="none", key="rajas-quick-none")]
