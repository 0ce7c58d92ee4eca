"""Wakhan's battle and move (docs/wakhan.md, PW-11, PW-22), each taken with the court card her
priority picks (the dispatcher in ``wakhan_actions``). She battles in the first region of her
card's order where she has an army of her pragmatic loyalty (PW-7) and another player has pieces,
else on a court card where she and another player have spies; she moves armies into neighbouring
regions where other players have tribes, and with the spy-movement option an idle spy. What lies
on the map is asked through ``wakhan_table``, only as far as her order needs it, and what she
removes or moves is written back to those facts, so that the rest of her turn reads the board as
it now is."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engines.core import Ask
from engines.paxpamir.ledger import record_blocks
from engines.paxpamir.map import border, neighbours
from engines.paxpamir.market_cards import CourtCard, court_card
from engines.paxpamir.model import COALITIONS, PaxState, Player
from engines.paxpamir.scoring import dominance
from engines.paxpamir.wakhan import AiCard, cards, pragmatic_loyalty
from engines.paxpamir.wakhan_acting import Hostage, arrow_order, candidate, use_card
from engines.paxpamir.wakhan_priority import Candidate, explain, pick
from engines.paxpamir.wakhan_table import (
    NOBODY,
    armies_in,
    court_of,
    facts,
    roads_on,
    ruler,
    ruler_of,
    ruling_pieces,
    spies_on,
    tribes_in,
)
from engines.paxpamir.words import coalition_term, region_term


@dataclass(frozen=True)
class Hit:
    """Pieces she removes in a battle: ``count`` of one kind (``tribe``, ``army``, ``road``,
    ``spy``) belonging to ``owner`` (a seat for cylinders, a coalition for blocks), at
    ``place`` (a region, a border or a card number as text)."""

    kind: str
    owner: str
    place: str
    count: int


# -- battle (PW-11) ------------------------------------------------------------------------------


def battle(state: PaxState, ask: Ask, player: Player, card: CourtCard, hostage: Hostage) -> bool:
    """PW-11: in the first region of her card's order where she has an army of her pragmatic
    loyalty and another player has pieces; if none, on the highest-priority court card where
    she and another player both have spies. Up to the acting card's rank, never more than her
    own armies or spies there (PP-6)."""
    coalition = _loyalty(state)
    for region in _ai_card(state).region_order:
        own = armies_in(state, ask, region)[coalition]
        if own == 0:
            continue
        limit = min(card.rank, own)
        hits = _region_targets(state, ask, player, region, coalition, limit)
        if hits:
            use_card(state, ask, player, card, "battle", hostage)
            ask.say(
                "PW-11",
                "paxpamir-wakhan-battle-region",
                who=player.name,
                region=region_term(region),
                coalition=coalition_term(coalition),
                armies=own,
                rank=card.rank,
                limit=limit,
            )
            _remove(state, ask, player, hits)
            return True
    target = _spy_battle_card(state, ask, player, most=False)
    if target is None:
        ask.say("PW-11", "paxpamir-wakhan-skip-battle", who=player.name, card=card.number)
        return False
    ask.say("PW-11", "paxpamir-wakhan-battle-no-region", who=player.name)
    use_card(state, ask, player, card, "battle", hostage)
    _battle_on(state, ask, player, card, target)
    return True


def battle_most_spies(
    state: PaxState, ask: Ask, player: Player, card: CourtCard, hostage: Hostage
) -> bool:
    """PW-9's box: battle on the court card with the most spies among those where she has a spy
    and another player too (PW-8 among equals)."""
    target = _spy_battle_card(state, ask, player, most=True)
    if target is None:
        ask.say("PW-9", "paxpamir-wakhan-skip-battle-spies", who=player.name, card=card.number)
        return False
    use_card(state, ask, player, card, "battle", hostage)
    _battle_on(state, ask, player, card, target)
    return True


def _region_targets(
    state: PaxState, ask: Ask, player: Player, region: str, coalition: str, limit: int
) -> list[Hit]:
    """What she removes in ``region``, up to ``limit``: other players' tribes, then the armies
    of their loyalties, then their roads on the region's borders (PW-11), each kind in the
    order of the players her red arrow's label gives (PW-4); the armies, roads and tribes of
    her own coalition are immune (PP-6). Asks only until the limit is reached."""
    enemies = [p for p in arrow_order(state, player) if p.loyalty != coalition]
    enemy_coalitions = list(dict.fromkeys(p.loyalty for p in enemies if p.loyalty is not None))
    hits: list[Hit] = []

    def add(kind: str, owner: str, place: str, there: int) -> None:
        take = min(there, limit - sum(h.count for h in hits))
        if take > 0:
            hits.append(Hit(kind, owner, place, take))

    tribes = tribes_in(state, ask, region)
    for enemy in enemies:
        seat = state.players.index(enemy)
        add("tribe", str(seat), region, tribes[seat])
    armies = armies_in(state, ask, region)
    for c in enemy_coalitions:
        add("army", c, region, armies[c])
    for other in _ordered(state, neighbours(region)):
        if sum(h.count for h in hits) >= limit:
            break
        roads = roads_on(state, ask, border(region, other))
        for c in enemy_coalitions:
            add("road", c, border(region, other), roads[c])
    return hits


def _spy_battle_card(state: PaxState, ask: Ask, player: Player, most: bool) -> int | None:
    """The court card she battles on: among the cards in any court where she and another
    player both have spies (with ``most``, those of them with the most spies in all), the
    highest priority (PW-8), said with its chain."""
    me = state.players.index(player)
    found: dict[int, tuple[Candidate, int]] = {}
    for owner, number in _all_courts(state, ask):
        spies = spies_on(state, ask, number)
        if spies[me] > 0 and sum(spies) > spies[me]:
            found[number] = (candidate(court_card(number), owner is not player), sum(spies))
    if not found:
        return None
    among = [c for c, _ in found.values()]
    if most:
        top = max(n for _, n in found.values())
        among = [c for c, n in found.values() if n == top]
        ask.say(
            "PW-9",
            "paxpamir-wakhan-most-spies",
            who=player.name,
            cards=_cards_param([c.number for c in among]),
            spies=top,
        )
    return _pick(state, ask, among)


def _battle_on(state: PaxState, ask: Ask, player: Player, card: CourtCard, target: int) -> None:
    """PP-6: up to the acting card's rank of the other players' spies on ``target``, never
    more than her own spies there, in the order her red arrow's label gives (PW-4)."""
    me = state.players.index(player)
    spies = spies_on(state, ask, target)
    limit = min(card.rank, spies[me])
    hits: list[Hit] = []
    for other in arrow_order(state, player):
        seat = state.players.index(other)
        take = min(spies[seat], limit - sum(h.count for h in hits))
        if take > 0:
            hits.append(Hit("spy", str(seat), str(target), take))
    ask.say(
        "PW-11",
        "paxpamir-wakhan-battle-card",
        who=player.name,
        card=target,
        name=court_card(target).name,
        spies=spies[me],
        rank=card.rank,
        limit=limit,
    )
    _remove(state, ask, player, hits)


def _remove(state: PaxState, ask: Ask, player: Player, hits: list[Hit]) -> None:
    """Each hit said as what the player does on the board; removed cylinders leave their
    owners' cylinders in play, removed blocks leave the blocks in play, and the turn's facts
    follow. A player who loses their last tribe in a region is overthrown there (PP-13)."""
    known = facts(state)
    blocks = dict(state.blocks)
    for hit in hits:
        if hit.kind in ("tribe", "spy"):
            seat = int(hit.owner)
            owner = state.players[seat]
            owner.cylinders = max(owner.gifts, owner.cylinders - hit.count)
            counts = known.tribes[hit.place] if hit.kind == "tribe" else known.spies[hit.place]
            counts[seat] -= hit.count
            ask.say(
                "PW-11",
                f"paxpamir-wakhan-battle-{hit.kind}",
                who=player.name,
                name=owner.name,
                count=hit.count,
                place=_place(hit),
            )
            if hit.kind == "tribe" and counts[seat] == 0:
                ask.say("PP-13", "paxpamir-wakhan-overthrown", name=owner.name, place=_place(hit))
        else:
            index = COALITIONS.index(hit.owner)
            (known.armies if hit.kind == "army" else known.roads)[hit.place][index] -= hit.count
            blocks[hit.owner] = max(0, blocks[hit.owner] - hit.count)
            ask.say(
                "PW-11",
                f"paxpamir-wakhan-battle-{hit.kind}",
                who=player.name,
                coalition=coalition_term(hit.owner),
                count=hit.count,
                place=_place(hit),
            )
    # Whoever ruled the region may rule it no more: asked again if a later action needs it.
    for hit in hits:
        if hit.kind in ("tribe", "army"):
            known.rulers.pop(hit.place, None)
    if blocks != state.blocks:
        record_blocks(state, ask, blocks)


# -- move (PW-11, PW-22) -------------------------------------------------------------------------


@dataclass
class Moving:
    """What one move action learns on the way: the regions whose armies stay to keep her rule
    there (said once), and those she does not rule. An army of hers leaving a region she does
    not rule cannot make her its ruler, so that is not asked again once her moves have made
    the turn's ruler facts stale."""

    kept: set[str] = field(default_factory=set)
    not_hers: set[str] = field(default_factory=set)


def move(state: PaxState, ask: Ask, player: Player, card: CourtCard, hostage: Hostage) -> bool:
    """PW-11: as many moves as the card's rank (PP-6), each one army of her pragmatic loyalty
    into a neighbouring region where other players have tribes and she has fewer armies than
    there are tribes, origins and destinations by her card's region order, no road needed,
    never out of a region whose rule it would cost her. With the spy-movement option (PW-22),
    a move that finds no army moves an idle spy instead."""
    coalition = _loyalty(state)
    moving = Moving()
    first = _next_move(state, ask, player, coalition, moving)
    if first is None:
        ask.say(
            "PW-22" if state.options.spymove else "PW-11",
            "paxpamir-wakhan-skip-move",
            who=player.name,
            card=card.number,
            coalition=coalition_term(coalition),
            spies="yes" if state.options.spymove else "no",
        )
        return False
    use_card(state, ask, player, card, "move", hostage)
    _make(state, ask, player, coalition, first)
    for _ in range(card.rank - 1):
        step = _next_move(state, ask, player, coalition, moving)
        if step is None:
            break
        _make(state, ask, player, coalition, step)
    return True


def _next_move(
    state: PaxState, ask: Ask, player: Player, coalition: str, moving: Moving
) -> tuple[str, str, str] | None:
    """The next move: ``("army", from region, to region)``, else with the option on
    ``("spy", from card, to card)``, else None."""
    army = _army_move(state, ask, player, coalition, moving)
    if army is not None:
        return ("army", *army)
    if state.options.spymove:
        spy = _spy_move(state, ask, player)
        if spy is not None:
            return ("spy", str(spy[0]), str(spy[1]))
    return None


def _army_move(
    state: PaxState, ask: Ask, player: Player, coalition: str, moving: Moving
) -> tuple[str, str] | None:
    """PW-11: the first origin of her region order with one of her armies, a destination next
    to it (the first of her order that wants an army) and no rule lost by leaving."""
    for origin in _ai_card(state).region_order:
        if armies_in(state, ask, origin)[coalition] == 0:
            continue
        near = _ordered(state, neighbours(origin))
        destination = next((d for d in near if _wants(state, ask, player, d, coalition)), None)
        if destination is None:
            continue
        if _would_lose_rule(state, ask, player, origin, coalition, moving):
            if origin not in moving.kept:
                moving.kept.add(origin)
                ask.say(
                    "PW-11",
                    "paxpamir-wakhan-move-keeps-rule",
                    who=player.name,
                    region=region_term(origin),
                )
            continue
        return origin, destination
    return None


def _wants(state: PaxState, ask: Ask, player: Player, region: str, coalition: str) -> bool:
    """Whether ``region`` wants one of her armies: another player has a tribe there and she
    has fewer armies of her coalition than there are tribes (PW-11, as Board Game Arena
    counts them: her tribes too)."""
    me = state.players.index(player)
    tribes = tribes_in(state, ask, region)
    if sum(tribes) - tribes[me] == 0:
        return False
    return sum(tribes) > armies_in(state, ask, region)[coalition]


def _would_lose_rule(
    state: PaxState, ask: Ask, player: Player, region: str, coalition: str, moving: Moving
) -> bool:
    """Whether one army fewer of ``coalition`` would cost her the rule of ``region``: her
    ruling pieces are her tribes and the most armies of one coalition (PW-7), each other
    player's their tribes and the armies of their loyalty; the ruler has at least one tribe
    and strictly the most (PP rules)."""
    if region in moving.not_hers:
        return False
    if ruler(state, ask, region) is not player:
        moving.not_hers.add(region)
        return False
    tribes = tribes_in(state, ask, region)
    armies = armies_in(state, ask, region)
    armies[coalition] -= 1
    me = state.players.index(player)
    return ruler_of(tribes, ruling_pieces(state, tribes, armies)) != me


def _spy_move(state: PaxState, ask: Ask, player: Player) -> tuple[int, int] | None:
    """PW-22: an idle spy of hers (on a card where her spies outnumber the others') from her
    lowest-priority such card to the highest-priority card next to it in the ring of courts
    (seat order, each court left to right, the last card next to the first) on which she has
    not strictly the most spies."""
    me = state.players.index(player)
    ring = _all_courts(state, ask)
    owners = {number: owner for owner, number in ring}
    numbers = [number for _, number in ring]
    spies = {n: spies_on(state, ask, n) for n in numbers}
    idle = [n for n in numbers if spies[n][me] > sum(spies[n]) - spies[n][me]]
    for origin in reversed(_by_priority(state, [_of(n, owners, player) for n in idle])):
        at = numbers.index(origin)
        near = dict.fromkeys(numbers[(at + step) % len(numbers)] for step in (-1, 1))
        near.pop(origin, None)
        open_ = [n for n in near if not _most(spies[n], me)]
        if open_:
            return origin, _pick(state, ask, [_of(n, owners, player) for n in open_])
    return None


def _most(spies: list[int], me: int) -> bool:
    """Whether she has strictly the most spies on a card (a tie is not the most: PW-14)."""
    return spies[me] > 0 and all(n < spies[me] for seat, n in enumerate(spies) if seat != me)


def _make(
    state: PaxState, ask: Ask, player: Player, coalition: str, step: tuple[str, str, str]
) -> None:
    """One move made on the turn's facts and said as what the player does on the board."""
    kind, origin, destination = step
    known = facts(state)
    me = state.players.index(player)
    if kind == "spy":
        known.spies[origin][me] -= 1
        known.spies[destination][me] += 1
        ask.say(
            "PW-22",
            "paxpamir-wakhan-move-spy",
            who=player.name,
            card=int(origin),
            to=int(destination),
        )
        return
    index = COALITIONS.index(coalition)
    known.armies[origin][index] -= 1
    known.armies[destination][index] += 1
    # Her army may change who rules where it arrives, and where nobody ruled, where it left.
    known.rulers.pop(destination, None)
    if known.rulers.get(origin) == NOBODY:
        known.rulers.pop(origin)
    ask.say(
        "PW-11",
        "paxpamir-wakhan-move-army",
        who=player.name,
        coalition=coalition_term(coalition),
        region=region_term(origin),
        to=region_term(destination),
        tribes=sum(known.tribes[destination]),
        armies=known.armies[destination][index],
    )


# -- shared --------------------------------------------------------------------------------------


def _ai_card(state: PaxState) -> AiCard:
    assert state.ai is not None and state.ai.card is not None
    return cards()[state.ai.card]


def _loyalty(state: PaxState) -> str:
    """PW-7: the coalition whose blocks she battles and moves with."""
    coalition, _ = pragmatic_loyalty(state, _ai_card(state))
    return coalition


def _ordered(state: PaxState, regions: tuple[str, ...]) -> list[str]:
    """``regions`` in her card's region order (PW-6)."""
    return [r for r in _ai_card(state).region_order if r in regions]


def _all_courts(state: PaxState, ask: Ask) -> list[tuple[Player, int]]:
    """Every court card on the table with its owner, in seat order, each court left to right."""
    return [(p, n) for p in state.players for n in court_of(state, ask, p)]


def _of(number: int, owners: dict[int, Player], player: Player) -> Candidate:
    return candidate(court_card(number), owners[number] is not player)


def _pick(state: PaxState, ask: Ask, among: list[Candidate]) -> int:
    """PW-8 among ``among``, said with its chain."""
    chosen, chain = pick(among, state.favoured, dominance(state.blocks).coalition)
    ask.events.append(explain(chosen, chain))
    return chosen.number


def _by_priority(state: PaxState, among: list[Candidate]) -> list[int]:
    """``among`` from the highest priority to the lowest (PW-8 applied again to the rest)."""
    left, ranked = list(among), []
    dominant = dominance(state.blocks).coalition
    while left:
        chosen, _ = pick(left, state.favoured, dominant)
        ranked.append(chosen.number)
        left = [c for c in left if c.number != chosen.number]
    return ranked


def _cards_param(numbers: list[int]) -> dict[str, Any]:
    return {"@join": numbers, "sep": "@list-separator"}


def _place(hit: Hit) -> Any:
    """Where a hit lies, in words: a region, a border between two regions, or a card."""
    if hit.kind == "spy":
        return {"@": "paxpamir-wakhan-on-card", "card": int(hit.place)}
    if hit.kind == "road":
        first, _, second = hit.place.partition("-")
        return {
            "@": "paxpamir-wakhan-on-border",
            "first": region_term(first),
            "second": region_term(second),
        }
    return region_term(hit.place)
