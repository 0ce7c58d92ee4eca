"""The court card Wakhan has just played (docs/wakhan.md, PW-14): its stars and patriot on her
ledger, and its impact icons resolved as her rules place them — leverage and a suit icon on
the ledger, armies and roads as blocks of her pragmatic loyalty, tribes in the card's region,
each spy on the highest-priority card of the region on which she has not the most spies. The
bot keeps the ledger; where each piece goes on the map it says for the player to place."""

from __future__ import annotations

from typing import Any

from engines.core import Ask
from engines.paxpamir.map import border, neighbours
from engines.paxpamir.market_cards import CourtCard, court_card
from engines.paxpamir.model import PaxState, Player
from engines.paxpamir.scoring import dominance
from engines.paxpamir.wakhan import cards, pragmatic_loyalty
from engines.paxpamir.wakhan_acting import candidate
from engines.paxpamir.wakhan_priority import Candidate, explain, pick
from engines.paxpamir.wakhan_table import court_of, facts, spies_on
from engines.paxpamir.words import coalition_term, region_term, suit_term

LEVERAGE = 2
"""PP-5: a leverage icon brings 2 rupees when the card is played."""
SUIT_ICONS: tuple[str, ...] = ("political", "military", "intelligence", "economic")


def resolve(state: PaxState, ask: Ask, player: Player, card: CourtCard) -> None:
    """PW-14: the card's stars and patriot, then its impact icons, each kind once in the order
    printed (several roads go on consecutive borders)."""
    deck = state.ai
    assert deck is not None and deck.card is not None
    player.stars[card.suit] += card.rank
    ask.say(
        "PP-9",
        "paxpamir-wakhan-card-stars",
        who=player.name,
        suit=suit_term(card.suit),
        rank=card.rank,
        court=len(deck.court),
        limit=player.court_limit(),
    )
    if card.patriot is not None:
        player.patriots[card.patriot] += 1
        ask.say(
            "PP-11",
            "paxpamir-wakhan-card-patriot",
            who=player.name,
            coalition=coalition_term(card.patriot),
            influence=player.influence(card.patriot),
        )
    loyalty, _ = pragmatic_loyalty(state, cards()[deck.card])
    kinds = list(dict.fromkeys(card.icons))
    for kind in kinds:
        count = card.count(kind)
        if kind == "leverage":
            old = player.rupees
            player.rupees += LEVERAGE * count
            ask.say(
                "PP-5", "paxpamir-wakhan-icon-leverage", who=player.name, old=old, new=player.rupees
            )
        elif kind in SUIT_ICONS:
            _favour(state, ask, kind)
        elif kind == "army":
            _blocks(state, loyalty, count)
            ask.say(
                "PW-14",
                "paxpamir-wakhan-icon-armies",
                who=player.name,
                count=count,
                coalition=coalition_term(loyalty),
                region=region_term(card.region),
            )
        elif kind == "road":
            _blocks(state, loyalty, count)
            ask.say(
                "PW-14",
                "paxpamir-wakhan-icon-roads",
                who=player.name,
                count=count,
                coalition=coalition_term(loyalty),
                borders=_joined([_border(b) for b in road_borders(state, card.region, count)]),
            )
        elif kind == "tribe":
            player.cylinders += count
            ask.say(
                "PW-14",
                "paxpamir-wakhan-icon-tribes",
                who=player.name,
                count=count,
                region=region_term(card.region),
                cylinders=player.cylinders,
            )
        elif kind == "spy":
            for _ in range(count):
                _spy(state, ask, player, card)


def _favour(state: PaxState, ask: Ask, suit: str) -> None:
    """PP-5: a suit icon makes its suit favoured (said even when it already was)."""
    old, state.favoured = state.favoured, suit
    key = "paxpamir-wakhan-icon-suit" if old != suit else "paxpamir-wakhan-icon-suit-same"
    ask.say("PP-5", key, old=suit_term(old), suit=suit_term(suit))


def _blocks(state: PaxState, loyalty: str, count: int) -> None:
    """PW-14: army and road icons place blocks of her pragmatic loyalty, whatever coalition a
    patriot prints (PW-7); the ledger counts them in play."""
    state.blocks[loyalty] += count


def road_borders(state: PaxState, region: str, count: int) -> list[str]:
    """PW-14: the region's borders in her region order (PW-6), the leftmost first, starting
    again after the last."""
    deck = state.ai
    assert deck is not None and deck.card is not None
    near = neighbours(region)
    order = [border(region, r) for r in cards()[deck.card].region_order if r in near]
    return [order[i % len(order)] for i in range(count)]


def _spy(state: PaxState, ask: Ask, player: Player, card: CourtCard) -> None:
    """PW-14: a spy on the highest-priority court card (PW-8) of the card's region on which she
    has not the most spies (a tie is not the most); when she has the most on all, the
    highest-priority of them all. The card just played holds no spy yet: not asked."""
    seat = state.players.index(player)
    known = facts(state).spies
    known.setdefault(str(card.number), [0] * len(state.players))
    region = [
        (n, other is not player)
        for other in state.players
        for n in court_of(state, ask, other)
        if court_card(n).region == card.region
    ]
    open_cards = [(n, opp) for n, opp in region if not _most(spies_on(state, ask, n), seat)]
    chosen, chain = pick(
        [_candidate_of(n, opp) for n, opp in open_cards or region],
        state.favoured,
        dominance(state.blocks).coalition,
    )
    known[str(chosen.number)][seat] += 1
    player.cylinders += 1
    ask.say(
        "PW-14",
        "paxpamir-wakhan-icon-spy",
        who=player.name,
        card=chosen.number,
        region=region_term(card.region),
        most="no" if open_cards else "yes",
        cylinders=player.cylinders,
    )
    why = explain(chosen, chain)
    ask.say(why.rule, why.key, **why.params)


def _most(spies: list[int], seat: int) -> bool:
    """Whether ``seat`` has strictly more spies on the card than every other player."""
    return all(spies[seat] > n for i, n in enumerate(spies) if i != seat)


def _candidate_of(number: int, opponent: bool) -> Candidate:
    return candidate(court_card(number), opponent)


def _border(name: str) -> Any:
    a, _, b = name.partition("-")
    return {"@": "paxpamir-wakhan-border", "first": region_term(a), "second": region_term(b)}


def _joined(items: list[Any]) -> dict[str, Any]:
    return {"@join": items, "sep": "@list-separator"}
