"""Dennis Beck's dummy players (seed 002): RB-T … RB-X. Invalid rolls are rolled again; every
tie is broken at random by a shown roll (RB-D)."""

from __future__ import annotations

from engines.core import term
from engines.rajas import codes
from engines.rajas.model import COLOURS, GOODS, Tile
from engines.rajas.play import TAKEN, Play, area, colour, dice_needed, pays, space

MASTER_BUILDER_DICE = 2
"""RB-C5: the chamber's die and exactly one more for the new tile."""
QUARRY_PAIR_RANGE = (7, 10)
"""RB-Q: a pair buys from the 7–10 price range (seed 002, in those words)."""
QUARRY_ONE_DIE_RANGE = (1, 6)
"""RB-Q: one die buys a tile of up to 6."""


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
            face = self.roll("RB-T", "rajas-roll-area")
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
        # By name from a table built once (not a dict of bound methods per roll).
        return getattr(self, _AREA_ACTIONS[chosen])()  # type: ignore[no-any-return]

    # -- RB-C: chambers ----------------------------------------------------------------------

    def _chambers(self) -> bool:
        if not self.require_die("RB-V2"):
            return False
        tried: set[int] = set()
        while len(tried) < 6:
            room = self.roll("RB-C", "rajas-roll-room")
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
        return self.room(room, valid=lambda: room != 6 or self._can_sail_six())

    def _can_sail_six(self) -> bool:
        if self.me.boat + 6 > self.river_length():
            self.say("RB-C", "rajas-room6-invalid", boat=self.me.boat, length=self.river_length())
            return False
        return True

    def _master_builder(self) -> bool:
        """RB-C5: replace the most expensive tile without a market by one of the colour
        chosen by RB-D2, in the price range one die above the old tile's.

        Two dice in all (RB-C, spelled out in the brief): the die every chamber costs ("Spend a
        die … to pay the cost", by RB-D2 as in the other rooms), then exactly one more for the
        new tile (seed 002: the master builder "tries to spend exactly one more die"), its
        colour chosen by RB-D2 among the dice left. Ruling: with a single die the room is not
        valid and is rolled again (RB-T), since it cannot pay both. The seed sets no upper
        limit on the range ("In the resulting price range of the determined color randomly
        determine which tile to buy"): a tile bought with a pair (7–12) is replaced from
        13–18, and only when the quarry shows none is the room not valid."""
        marketless = [t for t in self.me.tiles if not t.markets]
        if not marketless:
            self.say("RB-C", "rajas-room5-no-marketless")
            return False
        if self.me.dice_count() < MASTER_BUILDER_DICE:
            self.say("RB-C5", "rajas-c5-one-die", have=self.me.dice_count())
            return False
        if self.known("chamber-5") is False:
            return self.is_free("chamber-5")
        top = max(t.cost for t in marketless)
        most = [t for t in marketless if t.cost == top]
        old: Tile = most[0]
        if len(most) > 1:
            shown = [codes.tile_param(t) for t in most]
            old = most[shown.index(self.ask.pick("RB-C5", shown, why=term("rajas-why-replace")))]
        chamber_die = self.choose("RB-D2", self.spend_tiers())
        assert chamber_die is not None
        left = {**self.me.dice, chamber_die: self.me.dice[chamber_die] - 1}
        c = self.choose("RB-D2", self.spend_tiers(left))
        assert c is not None
        k = dice_needed(old.cost)
        low, high = 6 * k + 1, 6 * (k + 1)
        band = self.list_tiles(
            "RB-C5", "rajas-ask-c5-tiles", c, high, "chamber-5", low=low, old=codes.tile_param(old)
        )
        if band == TAKEN:
            return False
        assert isinstance(band, list)
        if not band:
            self.say("RB-C5", "rajas-no-tile", colour=colour(c), low=low, high=high)
            return False
        new = self.pick_among("RB-C5", band)
        self.place("chamber-5", "RB-C")
        self.spend(chamber_die, 1, "RB-C")
        self.spend(c, 1, "RB-C5")
        self.me.tiles.remove(old)
        self.say("RB-C5", "rajas-tile-returned", tile=codes.tile_param(old))
        self.gain_tile(new)
        return True

    # -- RB-Q: quarry ------------------------------------------------------------------------

    def _quarry(self) -> bool:
        """RB-Q with its ruling: the colour is chosen among the colours that can pay for an
        available tile — most dice first, a tie broken at random. A tied colour is drawn at
        random and, when none of its tiles is within reach, dropped and the draw made again
        among the others (so each colour that can pay is equally likely); a colour whose piles
        are used up never makes a valid quarry invalid. Two dice if it has them, for a tile
        of the 7–10 price range (seed 002: "tries to spend a pair of same-colored dice to buy
        a province tile from the 7-10 price range" — never an 11 or a 12), else one die for a
        tile of 1–6; with two dice and no tile of 7–10, one die on a tile of 1–6 (ruling). The
        tile: at random among those, by a shown roll."""
        if not self.require_die("RB-V2"):
            return False
        if self.known("quarry") is False:
            return self.is_free("quarry")
        candidates = [c for c in COLOURS if self.me.dice[c]]
        tried: list[str] = []
        while candidates:
            most = max(self.me.dice[c] for c in candidates)
            c = self.choose("RB-Q", [("most", [k for k in candidates if self.me.dice[k] == most])])
            assert c is not None
            n = 2 if self.me.dice[c] >= 2 else 1
            low, high = QUARRY_PAIR_RANGE if n == 2 else QUARRY_ONE_DIE_RANGE
            top = max(high, QUARRY_ONE_DIE_RANGE[1])
            listed = self.list_tiles("RB-Q", "rajas-ask-quarry-tiles", c, top, "quarry")
            if listed == TAKEN:
                return False
            assert isinstance(listed, list)
            if not listed:
                self.say("RB-Q", "rajas-no-tile", colour=colour(c), low=1, high=top)
                candidates.remove(c)
                tried.append(colour(c))
                continue
            pool = [t for t in listed if low <= t.cost <= high]
            if not pool:
                if n == 2:
                    self.say("RB-Q", "rajas-one-die-instead", colour=colour(c))
                n, pool = 1, listed
            tile = self.pick_among("RB-Q", pool)
            self.place("quarry", "RB-Q")
            self.say("RB-Q", "rajas-cheapest-space", area=area(2))
            self.buy_tile(tile, n, "RB-Q")
            return True
        self.say("RB-V3", "rajas-invalid-no-tile", colours=tried)
        return False

    # -- RB-M: market ------------------------------------------------------------------------

    def _market(self) -> bool:
        goods = [g for g in GOODS if any(m.good == g for t in self.me.tiles for m in t.markets)]
        if not goods:
            self.say("RB-V4", "rajas-invalid-no-market")
            return False
        self.survey(["market-variety", *(f"market-{g}" for g in goods)])
        if self.is_free("market-variety"):
            self.place("market-variety", "RB-M")
            self.market_income("market-variety", "RB-M")
            return True
        if not self.require_die("RB-V2"):
            return False
        free = [g for g in goods if self.is_free("market-" + g)]
        if not free:
            self.say("RB-V1", "rajas-invalid-full", area=area(3))
            return False
        best = max(pays(self.me.tiles, "market-" + g) for g in free)
        top = [g for g in free if pays(self.me.tiles, "market-" + g) == best]
        good = self.ask.pick(
            "RB-M", [space("market-" + g) for g in top], why=term("rajas-why-market")
        )
        where = "market-" + top[[space("market-" + g) for g in top].index(good)]
        self.say("RB-M", "rajas-market-best", space=space(where), amount=best)
        self.place(where, "RB-M")
        self.spend_die("RB-M")
        self.market_income(where, "RB-M")
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
        face = self.roll("RB-H", "rajas-roll-steps")
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
        self.survey([f"balcony-{c}" for c in COLOURS if self.me.dice[c]])
        c = self.choose("RB-D2", self.spend_tiers(), free=lambda k: self.is_free(f"balcony-{k}"))
        if c is None:
            self.say("RB-V1", "rajas-invalid-full", area=area(5))
            return False
        self.exchange_at_balcony(c, "RB-B")
        return True

    # -- RB-X: terrace -----------------------------------------------------------------------

    def _terrace(self) -> bool:
        self.survey(["terrace-reroll", *(f"terrace-{c}" for c in COLOURS)])
        reroll_free = self.is_free("terrace-reroll")
        if reroll_free:
            face = self.roll("RB-X", "rajas-roll-terrace")
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


_AREA_ACTIONS = ("", "_chambers", "_quarry", "_market", "_harbor", "_balconies", "_terrace")
"""The method that tries each area, by its die face (R-1)."""
