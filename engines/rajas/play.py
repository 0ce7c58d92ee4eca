"""What both automa variants do on the board: know what lies on the shared board and ask the
player only what the bot cannot know (R-8; docs/rajas.md says what it knows and how it asks),
learn the board's facts once (the profile), gain money, fame, dice and bonuses (R-4, R-5, R-6),
and choose a colour by an ordered list of tiers. The variants (beck.py, cherey.py) decide; this
module carries the decisions out and says what happened. It stays whole: it is one class,
``Play``, that both variants extend.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import Any

from engines.core import Ask, InvalidAnswer, Option, ascii_int, said, term
from engines.rajas import codes
from engines.rajas.model import (
    AREAS,
    BALCONY_GIVES,
    COLOURS,
    GOODS,
    HUMAN,
    MAX_LEVEL,
    MAX_WORKERS,
    MULTI_SPACES,
    SPACES,
    TRACKS,
    Automaton,
    Colour,
    Gain,
    Market,
    RajasState,
    Tile,
)

Tier = tuple[str, list[Colour]]
"""A named group of colours a rule ranks equal (e.g. 'exactly one'), best tier first."""

TAKEN = "taken"
"""What a merged question returns when the player says the space it is about is taken."""

BUILDING_LEVELS = (2, 3, 4)


def colour(c: Colour) -> str:
    named = _COLOUR_TERMS.get(c)
    return term("rajas-colour-" + c) if named is None else named


def who(state: RajasState, seat: int) -> str:
    """How a seat is named: you, the virtual player (Cherey), or dummy N (Beck)."""
    if seat == HUMAN:
        return term("rajas-who-you")
    if state.options.variant == "cherey":
        return term("rajas-who-automa")
    return term(f"rajas-who-dummy-{seat}")


def name(state: RajasState, seat: int) -> str:
    """A seat as a list of winners names it, mid-sentence."""
    if seat == HUMAN:
        return term("rajas-name-you")
    if state.options.variant == "cherey":
        return term("rajas-name-automa")
    # Not `rajas-who-dummy-N`: that one starts a line, and a list of winners is mid-sentence.
    return term(f"rajas-name-dummy-{seat}")


def automa(state: RajasState) -> str:
    """The automata as generic messages name them: the automa (Cherey), the dummies (Beck)."""
    return term("rajas-automa-" + state.options.variant)


def area(n: int) -> str:
    return _AREA_TERMS[n]


def space(s: str) -> str:
    named = _SPACE_TERMS.get(s)
    return term("rajas-space-" + s) if named is None else named


# Said in nearly every event of a turn: built once (the fallbacks above build the rest).
_COLOUR_TERMS = {c: term("rajas-colour-" + c) for c in COLOURS}
_AREA_TERMS = {n: term("rajas-area-" + a) for n, a in AREAS.items()}
_SPACE_TERMS = {s: term("rajas-space-" + s) for s in SPACES}


def dice_needed(cost: int) -> int:
    """Dice at 6 pips that pay ``cost`` (R-4, RC-G)."""
    return -(-cost // 6)


def paying(tiles: list[Tile], where: str) -> list[Market]:
    """The markets a market space pays for (RB-M, RC-M; the general rules): the variety
    space one market of each good (the best of each), a single-good space every market of
    its good. The bot knows its own tiles: it never asks."""
    markets = [m for t in tiles for m in t.markets]
    if where == "market-variety":
        best = [
            max((m for m in markets if m.good == g), key=lambda m: m.value, default=None)
            for g in GOODS
        ]
        return [m for m in best if m is not None]
    good = where.removeprefix("market-")
    return [m for m in markets if m.good == good]


def pays(tiles: list[Tile], where: str) -> int:
    """What a market space pays for these tiles' markets (see ``paying``)."""
    return sum(m.value for m in paying(tiles, where))


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
        self.who = who(state, seat)
        """How this automaton is named (said in every event of its turn)."""
        self._events = ask.events

    # -- saying ---------------------------------------------------------------------------

    def say(self, rule: str, key: str, **params: object) -> None:
        # The event built here, not through Ask.say: one keyword merge less, a dozen a turn.
        self._events.append(said(rule, key, {"seat": self.seat, "who": self.who, **params}))

    def roll(self, rule: str, key: str) -> int:
        """The decision die for this automaton (rolled by the bot, or by the player who is
        told what the roll decides)."""
        return self.ask.d6(rule, key, seat=self.seat, who=self.who)

    # -- what lies on the shared board (R-8) -------------------------------------------------

    def holder(self, where: str) -> Automaton | None:
        """The automaton whose worker stands on single space ``where`` this round."""
        if where in MULTI_SPACES:
            return None
        for a in self.state.automata:
            if where in a.placed:
                return a
        return None

    def known(self, where: str) -> bool | None:
        """True: known free; False: known taken; None: the bot must ask."""
        table = self.state.table
        if self.holder(where) is not None or where in table.taken:
            return False
        if where in table.free:
            return True
        return None

    def learn(self, where: str, free: bool) -> None:
        table = self.state.table
        if free:
            if where not in table.free:
                table.free.append(where)
        else:
            if where not in table.taken:
                table.taken.append(where)
            if where in table.free:
                table.free.remove(where)

    def survey(self, spaces: list[str]) -> None:
        """Ask, in one question, about the spaces of ``spaces`` whose state is not known: which
        of them hold one of the player's workers (one space: is it free?)."""
        unknown = [s for s in spaces if self.known(s) is None]
        if not unknown:
            return
        if len(unknown) == 1:
            free = self.ask.confirm(
                "R-8",
                "rajas-ask-free",
                board=True,
                space=space(unknown[0]),
                seat=self.seat,
                shared="yes" if unknown[0] in MULTI_SPACES else "no",
            )
            self.learn(unknown[0], free)
            return
        quick = [Option(id="none", key="rajas-quick-none-taken")]
        quick += [Option(id=s, key="rajas-quick-only", params={"space": space(s)}) for s in unknown]
        quick.append(Option(id="all", key="rajas-quick-all-taken"))
        taken: set[str] = self.ask.text(
            "R-8",
            "rajas-ask-taken",
            lambda text: codes.parse_taken(text, unknown),
            quick,
            spaces=[space(s) for s in unknown],
            numbered=codes.words(
                *(
                    {"@": "rajas-numbered", "n": n, "space": space(s)}
                    for n, s in enumerate(unknown, 1)
                ),
                sep="\n",
            ),
            chambers="yes" if all(s.startswith("chamber-") for s in unknown) else "no",
            count=len(unknown),
        )
        for s in unknown:
            self.learn(s, s not in taken)

    def is_free(self, where: str) -> bool:
        """Is space ``where`` free? Asked when not known; says why when it is not."""
        self.survey([where])
        holder = self.holder(where)
        if holder is not None:
            self.say(
                "R-8", "rajas-space-taken-by", space=space(where), by=who(self.state, holder.seat)
            )
            return False
        if self.known(where) is False:
            self.say_taken(where)
            return False
        return True

    def say_taken(self, where: str) -> None:
        full = where in MULTI_SPACES
        self.say("R-8", "rajas-space-full" if full else "rajas-space-taken", space=space(where))

    def taken_here(self, where: str) -> None:
        """The player answered that ``where`` is taken (a merged question): remember, say."""
        self.learn(where, False)
        self.say_taken(where)

    def full_words(self, where: str) -> bool:
        """Whether a merged question about ``where`` also takes "it is taken" as an answer."""
        return self.known(where) is None

    def require_die(self, rule: str) -> bool:
        """An action paid with a die is invalid without one (RB-V2, RC-T); says so."""
        if self.me.dice_count() == 0:
            self.say(rule, "rajas-invalid-no-dice")
            return False
        return True

    def place(self, where: str, rule: str) -> None:
        self.me.workers -= 1
        self.me.placed.append(where)
        if where in MULTI_SPACES and where in self.state.table.free:
            # Its worker may have filled the last space.
            self.state.table.free.remove(where)
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
        """The fame a building of ``track`` gives at ``level`` (R-6). The first time one is
        needed, the whole table is asked in one answer (it is printed on every player board)."""
        table = self.state.profile.building_fame
        if level not in table.get(track, {}):
            answer: dict[int, dict[int, int]] = self.ask.text(
                "R-6",
                "rajas-ask-building-fame",
                _building_fame,
                [],
                board=True,
                default=" ".join(["0"] * TRACKS * len(BUILDING_LEVELS)),
            )
            for t, levels in answer.items():
                table.setdefault(t, {}).update(levels)
        return table[track][level]

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
                    bonus=codes.bonus_param(bonuses[where]),
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
        self.say("R-6", "rajas-tile-bought", tile=codes.tile_param(tile), fame=fame, money=money)
        if fame:
            self.gain_fame(fame, "R-6")
        if money:
            self.gain_money(money, "R-6")

    def list_tiles(
        self,
        rule: str,
        key: str,
        c: Colour,
        high: int,
        where: str,
        low: int = 1,
        **params: Any,
    ) -> list[Tile] | str:
        """The tiles of colour ``c`` costing ``low`` to ``high`` on top of the quarry piles, left
        to right, in one answer (RB-Q, RB-C5): only the player sees the quarry. TAKEN when the
        player says ``where`` (the quarry, chamber 5) is taken instead."""
        full = self.full_words(where)

        def parse(text: str) -> list[Tile] | str:
            if full and codes.is_full(text):
                return TAKEN
            tiles = codes.parse_tiles(text, c)
            for tile in tiles:
                if not low <= tile.cost <= high:
                    raise InvalidAnswer("rajas-code-cost-range", cost=tile.cost, low=low, high=high)
            return tiles

        quick = [Option(id="none", key="rajas-quick-no-tile")]
        if full:
            quick.append(Option(id="taken", key="rajas-quick-taken"))
        answer: list[Tile] | str = self.ask.text(
            rule,
            key,
            parse,
            quick,
            colour=colour(c),
            low=low,
            high=high,
            full="yes" if full else "no",
            space=space(where),
            who=self.who,
            **params,
        )
        if answer == TAKEN:
            self.taken_here(where)
        elif full:
            self.learn(where, True)
        return answer

    def pick_among(self, rule: str, tiles: list[Tile]) -> Tile:
        """One of ``tiles`` at random (a shown roll), counting from the left (RB-Q, RB-C5)."""
        if len(tiles) == 1:
            return tiles[0]
        shown = [codes.tile_param(t) for t in tiles]
        return tiles[shown.index(self.ask.pick(rule, shown, why=term("rajas-why-tile")))]

    def chamber_action(self, room: int, yield_gains: list[Gain] | None = None) -> None:
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
            self.take_yield("R-2", yield_gains)
        elif room == 3:
            self.gain_money(2, "R-2")
            self.take_die("R-2")
        elif room == 4:
            self.upgrade(self.upgrade_rule)
            self.gain_money(3, "R-2")
        else:
            self.move_boat(6, rule)

    def room(self, room: int, valid: Callable[[], bool] = lambda: True) -> bool:
        """Take chamber ``room`` (not 5) if it is free and ``valid``: one question covers every
        chamber whose state is unknown, or, for chamber 2, the yield tile it would take."""
        where = f"chamber-{room}"
        if not valid():
            return False
        if room == 2 and self.known(where) is None:
            gains = self.ask_yield(allow_taken=True)
            if gains == TAKEN:
                self.taken_here(where)
                return False
            self.learn(where, True)
            assert not isinstance(gains, str)
            self.chamber_action(2, gains)
            return True
        if self.known(where) is None:
            self.survey([f"chamber-{n}" for n in range(1, 7)])
        if not self.is_free(where):
            return False
        self.chamber_action(room)
        return True

    def ask_yield(self, allow_taken: bool = False) -> list[Gain] | str:
        """Chamber 2 (R-2): the bonus of the yield tile the automaton takes (only the player
        draws it); with ``allow_taken``, also "chamber 2 is taken"."""

        def parse(text: str) -> list[Gain] | str:
            if allow_taken and codes.is_full(text):
                return TAKEN
            return codes.parse_bonus(text)

        quick = list(_NONE_QUICK)
        if allow_taken:
            quick.append(Option(id="taken", key="rajas-quick-taken"))
        gains: list[Gain] | str = self.ask.text(
            "R-2",
            "rajas-ask-yield",
            parse,
            quick,
            full="yes" if allow_taken else "no",
            space=space("chamber-2"),
            who=self.who,
        )
        return gains

    def take_yield(self, rule: str, gains: list[Gain] | None = None) -> None:
        """Chamber 2 (R-2): a yield tile, whose bonus the automaton takes at once."""
        if gains is None:
            answer = self.ask_yield()
            assert not isinstance(answer, str)
            gains = answer
        self.me.yields.append(gains)
        self.say(rule, "rajas-yield-taken", bonus=codes.bonus_param(gains))
        self.gain(gains, rule)

    def market_income(self, where: str, rule: str) -> None:
        """The market pays for the automaton's markets (RB-M, RC-M): it knows its own tiles."""
        markets = [
            codes.words(term("rajas-good-" + m.good), m.value) for m in paying(self.me.tiles, where)
        ]
        amount = pays(self.me.tiles, where)
        self.say(rule, "rajas-market-pays", space=space(where), markets=markets, amount=amount)
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

    def spend_tiers(self, dice: dict[Colour, int] | None = None) -> list[Tier]:
        """RB-D2 / RC-G2: more than two, then exactly one, then a pair — of the automaton's
        dice, or of ``dice`` when a choice follows a die it is about to spend."""
        dice = self.me.dice if dice is None else dice
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


def _building_fame(text: str) -> dict[int, dict[int, int]]:
    """The fame of each building track (top first) at levels 2, 3 and 4: twelve numbers
    (`1 2 3; 1 2 3; 2 3 4; 2 3 4`)."""
    numbers = [ascii_int(word, 0, 30) for word in codes.number_words(text)]
    if len(numbers) != TRACKS * len(BUILDING_LEVELS) or None in numbers:
        raise InvalidAnswer("rajas-code-bad-building-fame", code=text)
    table: dict[int, dict[int, int]] = {}
    values: list[Any] = list(numbers)
    for track in range(1, TRACKS + 1):
        table[track] = {level: values.pop(0) for level in BUILDING_LEVELS}
    return table


_NONE_QUICK = [Option(id="none", key="rajas-quick-none")]
