"""Cherey's virtual player (seed 000): RC-T … RC-X. No re-rolls: an invalid result moves to
the next higher value (6 → 1) or where the rule sends it; ties follow the fixed priorities
(R-3); dice are never rolled and always show what the action needs."""

from __future__ import annotations

from engines.core import InvalidAnswer, Option, term
from engines.rajas import codes
from engines.rajas.model import COLOURS, GOODS, Tile
from engines.rajas.play import TAKEN, Play, Tier, area, colour, dice_needed, pays

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
        chosen = self.roll("RC-T", "rajas-roll-area")
        visited: set[int] = set()
        announce = True  # the line that moved it on already names the area it goes to
        while len(visited) < 6:
            if chosen in visited:
                chosen = next_value(chosen)
                announce = True
                continue
            visited.add(chosen)
            if announce:
                self.say("RC-T", "rajas-area", area=area(chosen))
            outcome = self._try_area(chosen)
            if outcome is True:
                return True
            announce = False
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
        # By name from a table built once (not a dict of bound methods per roll).
        return getattr(self, _AREA_ACTIONS[chosen])()  # type: ignore[no-any-return]

    def _forced_terrace(self) -> bool:
        """RC-T: with no dice, the terrace: orange, else purple, green, blue, first free."""
        self.survey([*(f"terrace-{c}" for c in COLOURS), "terrace-reroll"])
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
        room = self.roll("RC-C", "rajas-roll-room")
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
        return self.room(room)

    def _master_builder(self) -> bool:
        """RC-C5: buy a tile with a market of the good it has fewest tiles of, for one die of
        the tile's colour, among the colours it has dice of. One answer: the tile, `none`, or
        `taken` when chamber 5 is."""
        if self.known("chamber-5") is False:
            return self.is_free("chamber-5")
        held = {
            g: sum(1 for t in self.me.tiles if any(m.good == g for m in t.markets)) for g in GOODS
        }
        fewest = min(held.values())
        goods = [g for g in GOODS if held[g] == fewest]
        colours = [c for c in COLOURS if self.me.dice[c] > 0]
        full = self.full_words("chamber-5")

        def parse(text: str) -> Tile | str | None:
            if full and codes.is_full(text):
                return TAKEN
            if codes.is_none(text):
                return None
            tile = codes.parse_tile(text, colours[0] if len(colours) == 1 else None)
            if tile.colour not in colours:
                raise InvalidAnswer(
                    "rajas-code-colour-not-allowed", colours=[colour(c) for c in colours]
                )
            if not any(m.good in goods for m in tile.markets):
                raise InvalidAnswer(
                    "rajas-code-good-not-allowed", goods=[term("rajas-good-" + g) for g in goods]
                )
            return tile

        self.say(
            "RC-C",
            "rajas-c5-wants",
            goods=[term("rajas-good-" + g) for g in goods],
            colours=[colour(c) for c in colours],
            held=fewest,
        )
        quick = [Option(id="none", key="rajas-quick-no-tile")]
        if full:
            quick.append(Option(id="taken", key="rajas-quick-taken"))
        # Any cost: it pays one die of the tile's colour whatever the cost (RC-C5).
        tile: Tile | str | None = self.ask.text(
            "RC-C",
            "rajas-ask-c5-tile",
            parse,
            quick,
            goods=[term("rajas-good-" + g) for g in goods],
            colours=[colour(c) for c in colours],
            full="yes" if full else "no",
        )
        if tile == TAKEN:
            self.taken_here("chamber-5")
            return False
        if full:
            self.learn("chamber-5", True)
        if not isinstance(tile, Tile):
            self.say("RC-C", "rajas-no-tile-c5")
            return False
        self.place("chamber-5", "RC-C")
        self.buy_tile(tile, 1, "RC-C")
        return True

    # -- RC-Q: quarry ------------------------------------------------------------------------

    def _quarry(self) -> Outcome:
        """RC-Q: colours ranked by the dice it holds (ties by R-3); it buys in the first colour
        of that ranking with a tile it can pay for (the dearest such tile, leftmost on a tie).
        Invalid only when no colour can pay for any tile (the terrace instead). One answer:
        the tile with its colour, `none`, or `taken` when every quarry space is."""
        if self.me.dice_count() == 0:
            self.say("RC-Q", "rajas-invalid-no-dice")
            return 6
        if self.known("quarry") is False:
            self.is_free("quarry")
            return False
        dice = self.me.dice
        ranking = sorted((c for c in COLOURS if dice[c]), key=lambda c: -dice[c])
        limits = {c: 6 * dice[c] for c in ranking}
        full = self.full_words("quarry")
        self.say(
            "RC-Q",
            "rajas-quarry-ranking",
            ranking=[
                {"@": "rajas-colour-limit", "colour": colour(c), "dice": dice[c], "high": limits[c]}
                for c in ranking
            ],
        )

        def parse(text: str) -> Tile | str | None:
            if full and codes.is_full(text):
                return TAKEN
            if codes.is_none(text):
                return None
            tile = codes.parse_tile(text, ranking[0] if len(ranking) == 1 else None)
            if tile.colour not in limits:
                raise InvalidAnswer(
                    "rajas-code-colour-not-allowed", colours=[colour(c) for c in ranking]
                )
            if tile.cost > limits[tile.colour]:
                raise InvalidAnswer(
                    "rajas-code-too-dear",
                    cost=tile.cost,
                    high=limits[tile.colour],
                    colour=colour(tile.colour),
                    who=self.who,
                )
            return tile

        quick = [Option(id="none", key="rajas-quick-no-tile")]
        if full:
            quick.append(Option(id="taken", key="rajas-quick-taken"))
        tile: Tile | str | None = self.ask.text(
            "RC-Q",
            "rajas-ask-quarry-tile",
            parse,
            quick,
            ranking=[
                {"@": "rajas-colour-limit", "colour": colour(c), "dice": dice[c], "high": limits[c]}
                for c in ranking
            ],
            count=len(ranking),
            full="yes" if full else "no",
        )
        if tile == TAKEN:
            self.taken_here("quarry")
            return False
        if full:
            self.learn("quarry", True)
        if not isinstance(tile, Tile):
            self.say("RC-Q", "rajas-invalid-no-tile", colours=[colour(c) for c in ranking])
            return 6
        passed = ranking[: ranking.index(tile.colour)]
        if passed:
            self.say("RC-Q", "rajas-quarry-passed", colours=[colour(c) for c in passed])
        self.say(
            "RC-Q",
            "rajas-colour-chosen",
            colour=colour(tile.colour),
            tier=term("rajas-tier-most-payable" if passed else "rajas-tier-most"),
            have=dice[tile.colour],
        )
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
        held = [g for g in GOODS if counts[g]]
        self.survey(["market-variety", *(f"market-{g}" for g in held)])
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
        """Most market tiles first; a tie goes to the space paying more (the bot counts it
        from its own tiles), then to the goods priority (R-3). Ruling: a taken space passes to
        the next good."""
        held = [g for g in GOODS if counts[g] > 0]
        ordered: list[str] = []
        while held:
            top = max(counts[g] for g in held)
            tied = [g for g in held if counts[g] == top]
            if len(tied) > 1:
                tied.sort(key=lambda g: -pays(self.me.tiles, "market-" + g))
                self.say(
                    "RC-M",
                    "rajas-goods-order",
                    goods=[
                        codes.words(term("rajas-good-" + g), pays(self.me.tiles, "market-" + g))
                        for g in tied
                    ],
                )
            ordered += tied
            held = [g for g in held if g not in tied]
        return ordered

    # -- RC-H: harbor ------------------------------------------------------------------------

    def _harbor(self) -> Outcome:
        if not self.require_die("RC-T") or not self.is_free("harbor"):
            return False
        self.place("harbor", "RC-H")
        self.say("RC-H", "rajas-cheapest-space", area=area(4))
        face = self.roll("RC-H", "rajas-roll-steps")
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
        self.survey([f"balcony-{c}" for c in COLOURS if dice[c]])
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
        self.survey([f"terrace-{c}" for c in COLOURS])
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


_AREA_ACTIONS = ("", "_chambers", "_quarry", "_market", "_harbor", "_verandas", "_terrace")
"""The method that tries each area, by its die face (R-1)."""
