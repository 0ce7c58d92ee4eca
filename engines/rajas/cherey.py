"""Cherey's virtual player (seed 000): RC-T … RC-X. No re-rolls: an invalid result moves to
the next higher value (6 → 1) or where the rule sends it; ties follow the fixed priorities
(R-3); dice are never rolled and always show what the action needs."""

from __future__ import annotations

from engines.core import InvalidAnswer, Option, term
from engines.rajas.model import COLOURS, GOODS, Tile
from engines.rajas.play import Play, Tier, area, colour, dice_needed

Outcome = bool | int
"""True: the action was taken. False: invalid, go to the next value. An int: go there."""


def next_value(value: int) -> int:
    return value % 6 + 1


class Cherey(Play):
    prefix = "RC"
    random_ties = False
    take_rule = "RC-G1"
    spend_rule = "RC-G2"
    upgrade_rule = "RC-C"

    # -- RC-T: the area ----------------------------------------------------------------------

    def turn(self) -> bool:
        if self.me.dice_count() == 0:
            self.say("RC-T", "rajas-no-dice-terrace")
            return self._forced_terrace()
        chosen = self.ask.d6("RC-T", "rajas-roll-area", seat=self.seat)
        visited: set[int] = set()
        while len(visited) < 6:
            if chosen in visited:
                chosen = next_value(chosen)
                continue
            visited.add(chosen)
            self.say("RC-T", "rajas-area", area=area(chosen))
            outcome = self._try_area(chosen)
            if outcome is True:
                return True
            if outcome is False:
                following = next_value(chosen)
                self.say("RC-T", "rajas-next-value", area=area(following))
                chosen = following
            else:
                self.say("RC-T", "rajas-redirect", area=area(outcome))
                chosen = outcome
        self.say("RC-T", "rajas-no-valid-area")
        return False

    def _try_area(self, chosen: int) -> Outcome:
        handlers = {
            1: self._chambers,
            2: self._quarry,
            3: self._market,
            4: self._harbor,
            5: self._verandas,
            6: self._terrace,
        }
        return handlers[chosen]()

    def _forced_terrace(self) -> bool:
        """RC-T: with no dice, the terrace: orange, else purple, green, blue, first free."""
        for c in COLOURS:
            if self.is_free(f"terrace-{c}"):
                self.take_at_terrace(c, "RC-T")
                return True
        # Ruling: with every colour space taken, the lookout (2 rupees) is the terrace's
        # last free space; with that taken too, it cannot place.
        if self.is_free("terrace-reroll"):
            return self._lookout()
        self.say("RC-T", "rajas-no-valid-area")
        return False

    # -- RC-C: chambers ----------------------------------------------------------------------

    def _chambers(self) -> Outcome:
        if not self.require_die("RC-T"):
            return False
        room = self.ask.d6("RC-C", "rajas-roll-room")
        for tried in range(1, 7):
            if self._room(room):
                return True
            if tried == 6:
                break
            room = next_value(room)
            self.say("RC-C", "rajas-next-room", room=room)
        self.say("RC-C", "rajas-chambers-none-valid")
        return False

    def _room(self, room: int) -> bool:
        if room == 5:
            return self._master_builder()
        if not self.is_free(f"chamber-{room}"):
            return False
        self.chamber_action(room)
        return True

    def _master_builder(self) -> bool:
        """RC-C5: buy a tile with a market of the good it has fewest tiles of, for one die of
        the tile's colour, among the colours it has dice of."""
        held = {
            g: sum(1 for t in self.me.tiles if any(m.good == g for m in t.markets)) for g in GOODS
        }
        fewest = min(held.values())
        goods = [g for g in GOODS if held[g] == fewest]
        colours = [c for c in COLOURS if self.me.dice[c] > 0]
        if not self.is_free("chamber-5"):
            return False

        def check(tile: Tile) -> None:
            if tile.colour not in colours:
                raise InvalidAnswer(
                    "rajas-code-colour-not-allowed", colours=[colour(c) for c in colours]
                )
            if not any(m.good in goods for m in tile.markets):
                raise InvalidAnswer(
                    "rajas-code-good-not-allowed", goods=[term("rajas-good-" + g) for g in goods]
                )

        self.say(
            "RC-C",
            "rajas-c5-wants",
            goods=[term("rajas-good-" + g) for g in goods],
            colours=[colour(c) for c in colours],
            held=fewest,
        )
        # Any cost: it pays one die of the tile's colour whatever the cost (RC-C5).
        tile = self.describe_tile(
            "RC-C",
            "rajas-ask-c5-tile",
            None,
            1,
            36,
            check,
            goods=[term("rajas-good-" + g) for g in goods],
            colours=[colour(c) for c in colours],
        )
        if tile is None:
            self.say("RC-C", "rajas-no-tile-c5")
            return False
        self.place("chamber-5", "RC-C")
        self.buy_tile(tile, 1, "RC-C")
        return True

    # -- RC-Q: quarry ------------------------------------------------------------------------

    def _quarry(self) -> Outcome:
        if self.me.dice_count() == 0:
            self.say("RC-Q", "rajas-invalid-no-dice")
            return 6
        if not self.is_free("quarry"):
            return False
        most = max(self.me.dice.values())
        c = self.choose("RC-Q", [("most", [k for k in COLOURS if self.me.dice[k] == most])])
        assert c is not None
        high = 6 * self.me.dice[c]
        tile = self.describe_tile("RC-Q", "rajas-ask-quarry-tile", c, 1, high)
        if tile is None:
            self.say("RC-Q", "rajas-invalid-no-tile", colour=colour(c))
            return 6
        self.place("quarry", "RC-Q")
        self.say("RC-Q", "rajas-cheapest-space", area=area(2))
        self.buy_tile(tile, dice_needed(tile.cost), "RC-Q")
        return True

    # -- RC-M: market ------------------------------------------------------------------------

    def _market(self) -> Outcome:
        # RC-M counts market tiles per good (a tile with two stalls of a good counts once).
        counts = {
            g: sum(1 for t in self.me.tiles if any(m.good == g for m in t.markets)) for g in GOODS
        }
        if not any(counts.values()):
            self.say("RC-M", "rajas-invalid-no-market")
            return 4
        if self.is_free("market-variety"):
            self.place("market-variety", "RC-M")
            self.market_income("market-variety", "RC-M")
            return True
        if self.me.dice_count() == 0:
            self.say("RC-M", "rajas-invalid-no-dice")
            return 6
        for good in self._goods_order(counts):
            if self.is_free("market-" + good):
                self.place("market-" + good, "RC-M")
                self.spend_die("RC-M")
                self.market_income("market-" + good, "RC-M")
                return True
        return False

    def _goods_order(self, counts: dict[str, int]) -> list[str]:
        """Most market tiles first; a tie goes to the space paying more (asked), then to the
        goods priority (R-3). Ruling: a taken space passes to the next good."""
        held = [g for g in GOODS if counts[g] > 0]
        ordered: list[str] = []
        while held:
            top = max(counts[g] for g in held)
            tied = [g for g in held if counts[g] == top]
            if len(tied) > 1:
                options = [Option(id=g, key="rajas-good-" + g) for g in tied]
                options.append(Option(id="same", key="rajas-quick-same"))
                better = self.ask.choice(
                    "RC-M",
                    "rajas-ask-market-pays-more",
                    options,
                    board=True,
                    goods=[term("rajas-good-" + g) for g in tied],
                )
                if better != "same":
                    tied.remove(better)
                    tied.insert(0, better)
                self.say("RC-M", "rajas-goods-order", goods=[term("rajas-good-" + g) for g in tied])
            ordered += tied
            held = [g for g in held if g not in tied]
        return ordered

    # -- RC-H: harbor ------------------------------------------------------------------------

    def _harbor(self) -> Outcome:
        if not self.require_die("RC-T") or not self.is_free("harbor"):
            return False
        self.place("harbor", "RC-H")
        self.say("RC-H", "rajas-cheapest-space", area=area(4))
        face = self.ask.d6("RC-H", "rajas-roll-steps")
        steps = face if face <= 3 else 7 - face
        self.say(
            "RC-H", "rajas-steps-turned" if face > 3 else "rajas-steps", face=face, steps=steps
        )
        c = self.choose("RC-H", self._harbor_tiers())
        assert c is not None
        self.spend(c, 1, "RC-H")
        self.move_boat(steps, "RC-H")
        return True

    def _harbor_tiers(self) -> list[Tier]:
        """RC-H: the colour it has most of without breaking a pair; only pairs left, a pair."""
        dice = self.me.dice
        unpaired = [c for c in COLOURS if dice[c] > 0 and dice[c] != 2]
        if unpaired:
            top = max(dice[c] for c in unpaired)
            return [("most-unpaired", [c for c in unpaired if dice[c] == top])]
        return [("pair", [c for c in COLOURS if dice[c] == 2])]

    def move_boat(self, steps: int, rule: str) -> None:
        """RC-C6: the river is a loop; past the last space it goes on from the first."""
        length = self.river_length()
        target = (self.me.boat + steps - 1) % length + 1
        if self.me.boat + steps > length:
            self.say("RC-C", "rajas-river-loop", length=length)
        self.me.boat = target
        self.say(rule, "rajas-boat", boat=target, steps=steps)
        self.gain(self.river_bonus(target), rule)

    # -- RC-B: verandas ----------------------------------------------------------------------

    def _verandas(self) -> Outcome:
        if self.me.dice_count() >= 6:
            self.say("RC-B", "rajas-too-many-dice", dice=self.me.dice_count())
            return 2
        if not self.require_die("RC-T"):
            return False
        dice = self.me.dice
        tiers: list[Tier] = [
            ("one", [c for c in COLOURS if dice[c] == 1]),
            ("many", [c for c in COLOURS if dice[c] > 2]),
            ("pair", [c for c in COLOURS if dice[c] == 2]),
        ]
        c = self.choose("RC-B", tiers, free=lambda k: self.is_free(f"balcony-{k}"))
        if c is None:
            return False
        self.exchange_at_balcony(c, "RC-B")
        return True

    # -- RC-X: terrace -----------------------------------------------------------------------

    def _terrace(self) -> Outcome:
        if self.me.dice_count() >= 6:
            self.say("RC-X", "rajas-too-many-dice-lookout", dice=self.me.dice_count())
            if self.is_free("terrace-reroll"):
                return self._lookout()
            return False
        c = self.choose("RC-X", self.take_tiers(), free=lambda k: self.is_free(f"terrace-{k}"))
        if c is None:
            return False
        self.take_at_terrace(c, "RC-X")
        return True

    def _lookout(self) -> bool:
        self.place("terrace-reroll", "RC-X")
        self.gain_money(2, "RC-X")
        return True

    # -- RC-C4 -------------------------------------------------------------------------------

    def upgrade(self, rule: str) -> None:
        """Top track to bottom, every track 2 → 3 before any 3 → 4; at 4 everywhere, none."""
        tracks = self.upgradable()
        if not tracks:
            self.say("RC-C", "rajas-upgrade-none")
            return
        lowest = min(self.me.upgrades[t - 1] for t in tracks)
        track = next(t for t in tracks if self.me.upgrades[t - 1] == lowest)
        self.raise_track(track, "RC-C")


_NONE_QUICK = [Option(id="none", key="rajas-quick-none")]
