"""Dennis Beck's dummy players (seed 002): RB-T … RB-X. Invalid rolls are rolled again; every
tie is broken at random by a shown roll (RB-D)."""

from __future__ import annotations

from engines.core import Option, term
from engines.rajas.codes import tile_code
from engines.rajas.model import GOODS, Tile
from engines.rajas.play import Play, area, colour, dice_needed


class Beck(Play):
    prefix = "RB"
    random_ties = True
    take_rule = "RB-D1"
    spend_rule = "RB-D2"
    upgrade_rule = "RB-D3"

    # -- RB-T: the main area -----------------------------------------------------------------

    def turn(self) -> bool:
        invalid: set[int] = set()
        while not all(self._effective(face) in invalid for face in range(1, 7)):
            face = self.ask.d6("RB-T", "rajas-roll-area", seat=self.seat)
            chosen = self._effective(face)
            if chosen != face:
                self.say("RB-V6", "rajas-v6-quarry", face=face, dice=self.me.dice_count())
            if chosen in invalid:
                self.say("RB-T", "rajas-area-still-invalid", area=area(chosen))
                continue
            if self._try_area(chosen):
                return True
            invalid.add(chosen)
            self.say("RB-T", "rajas-reroll", area=area(chosen))
        self.say("RB-T", "rajas-no-valid-area")
        return False

    def _effective(self, face: int) -> int:
        """RB-V6: with 5 or more dice, a 5 or 6 means the quarry."""
        return 2 if face in (5, 6) and self.me.dice_count() >= 5 else face

    def _try_area(self, chosen: int) -> bool:
        self.say("RB-T", "rajas-area", area=area(chosen))
        handlers = {
            1: self._chambers,
            2: self._quarry,
            3: self._market,
            4: self._harbor,
            5: self._balconies,
            6: self._terrace,
        }
        return handlers[chosen]()

    # -- RB-C: chambers ----------------------------------------------------------------------

    def _chambers(self) -> bool:
        if not self.require_die("RB-V2"):
            return False
        tried: set[int] = set()
        while len(tried) < 6:
            room = self.ask.d6("RB-C", "rajas-roll-room")
            if room in tried:
                self.say("RB-C", "rajas-room-still-invalid", room=room)
                continue
            if self._room(room):
                return True
            tried.add(room)
        self.say("RB-C", "rajas-chambers-none-valid")
        return False

    def _room(self, room: int) -> bool:
        if room == 5:
            return self._master_builder()
        if room == 6 and self.me.boat + 6 > self.river_length():
            self.say("RB-C", "rajas-room6-invalid", boat=self.me.boat, length=self.river_length())
            return False
        if not self.is_free(f"chamber-{room}"):
            return False
        self.chamber_action(room)
        return True

    def _master_builder(self) -> bool:
        """RB-C5: replace the most expensive tile without a market by one of the colour of the
        spent die (RB-D2) that costs exactly one die more."""
        marketless = [t for t in self.me.tiles if not t.markets]
        if not marketless:
            self.say("RB-C", "rajas-room5-no-marketless")
            return False
        if not self.is_free("chamber-5"):
            return False
        c = self.choose("RB-D2", self.spend_tiers())
        assert c is not None
        top = max(t.cost for t in marketless)
        most = [t for t in marketless if t.cost == top]
        old: Tile = most[0]
        if len(most) > 1:
            nth = self.ask.pick(
                "RB-C5", [str(n) for n in range(1, len(most) + 1)], why=term("rajas-why-replace")
            )
            old = most[int(nth) - 1]
        k = dice_needed(old.cost)
        new = self.pick_tile("RB-C5", c, 6 * k + 1, 6 * (k + 1))
        if new is None:
            return False
        self.place("chamber-5", "RB-C")
        self.spend(c, 1, "RB-C5")
        self.me.tiles.remove(old)
        self.say("RB-C5", "rajas-tile-returned", tile=tile_code(old))
        self.gain_tile(new)
        return True

    # -- RB-Q: quarry ------------------------------------------------------------------------

    def _quarry(self) -> bool:
        if not self.require_die("RB-V2") or not self.is_free("quarry"):
            return False
        most = max(self.me.dice.values())
        c = self.choose("RB-Q", [("most", [k for k, v in self.me.dice.items() if v == most])])
        assert c is not None
        n = 2 if self.me.dice[c] >= 2 else 1
        tile = self.pick_tile("RB-Q", c, 6 * (n - 1) + 1, 6 * n)
        if tile is None and n == 2:
            n = 1
            tile = self.pick_tile("RB-Q", c, 1, 6)
        if tile is None:
            self.say("RB-V3", "rajas-invalid-no-tile", colour=colour(c))
            return False
        self.place("quarry", "RB-Q")
        self.say("RB-Q", "rajas-cheapest-space", area=area(2))
        self.buy_tile(tile, n, "RB-Q")
        return True

    # -- RB-M: market ------------------------------------------------------------------------

    def _market(self) -> bool:
        goods = {m.good for t in self.me.tiles for m in t.markets}
        if not goods:
            self.say("RB-V4", "rajas-invalid-no-market")
            return False
        if self.is_free("market-variety"):
            self.place("market-variety", "RB-M")
            self.market_income("market-variety", "RB-M")
            return True
        if not self.require_die("RB-V2"):
            return False
        options = [Option(id=g, key="rajas-space-market-" + g) for g in GOODS]
        options.append(Option(id="none", key="rajas-quick-none-free"))
        best = self.ask.choice(
            "RB-M",
            "rajas-ask-market-best",
            options,
            board=True,
            goods=[term("rajas-good-" + g) for g in sorted(goods)],
        )
        if best == "none":
            self.say("RB-V1", "rajas-invalid-full", area=area(3))
            return False
        self.place("market-" + best, "RB-M")
        self.spend_die("RB-M")
        self.market_income("market-" + best, "RB-M")
        return True

    # -- RB-H: harbor ------------------------------------------------------------------------

    def _harbor(self) -> bool:
        if self.me.boat >= self.river_length():
            self.say("RB-V5", "rajas-invalid-river-end", boat=self.me.boat)
            return False
        if not self.require_die("RB-V2") or not self.is_free("harbor"):
            return False
        self.place("harbor", "RB-H")
        self.say("RB-H", "rajas-cheapest-space", area=area(4))
        face = self.ask.d6("RB-H", "rajas-roll-steps")
        steps = (face + 1) // 2
        self.say("RB-H", "rajas-steps", face=face, steps=steps)
        self.spend_die("RB-H")
        self.move_boat(steps, "RB-H")
        return True

    def move_boat(self, steps: int, rule: str) -> None:
        """The river ends (R-4): the boat stops on its last space."""
        length = self.river_length()
        target = min(self.me.boat + steps, length)
        if target == self.me.boat:
            self.say(rule, "rajas-river-at-end", boat=self.me.boat)
            return
        self.me.boat = target
        self.say(rule, "rajas-boat", boat=target, steps=steps)
        self.gain(self.river_bonus(target), rule)

    # -- RB-B: balconies ---------------------------------------------------------------------

    def _balconies(self) -> bool:
        if not self.require_die("RB-V2"):
            return False
        c = self.choose("RB-D2", self.spend_tiers(), free=lambda k: self.is_free(f"balcony-{k}"))
        if c is None:
            self.say("RB-V1", "rajas-invalid-full", area=area(5))
            return False
        self.exchange_at_balcony(c, "RB-B")
        return True

    # -- RB-X: terrace -----------------------------------------------------------------------

    def _terrace(self) -> bool:
        reroll_free = self.is_free("terrace-reroll")
        if reroll_free:
            face = self.ask.d6("RB-X", "rajas-roll-terrace")
            if face == 6:
                return self._two_money()
        c = self.choose("RB-D1", self.take_tiers(), free=lambda k: self.is_free(f"terrace-{k}"))
        if c is not None:
            self.take_at_terrace(c, "RB-X")
            return True
        if reroll_free:
            self.say("RB-X", "rajas-terrace-only-reroll")
            return self._two_money()
        self.say("RB-V1", "rajas-invalid-full", area=area(6))
        return False

    def _two_money(self) -> bool:
        self.place("terrace-reroll", "RB-X")
        self.say("RB-X", "rajas-no-reroll")
        self.gain_money(2, "RB-X")
        return True

    # -- RB-D3 -------------------------------------------------------------------------------

    def upgrade(self, rule: str) -> None:
        levels = self.me.upgrades
        tiers: list[tuple[str, list[int]]] = [
            ("three", [t for t in range(1, 5) if levels[t - 1] == 3]),
            ("two", [t for t in range(1, 5) if levels[t - 1] == 2]),
        ]
        for name, tracks in tiers:
            if tracks:
                pick = self.ask.pick(
                    "RB-D3", [str(t) for t in tracks], why=term("rajas-tier-track-" + name)
                )
                self.raise_track(int(pick), "RB-D3")
                return
        self.say("RB-D3", "rajas-upgrade-none")
