"""The cost calculators: `/paxpamir cost buy 3`, `cost play 2 ben`, `cost gift ana`,
`cost build 2`, `cost betray`, `cost spies ben 1 carla 2`, `cost tax 2 [ben|market]`,
`cost battle 2 1`, `cost rule ana 1 3 ben 0 2`. Each answer is a few lines, each with its rule;
nothing is stored (anyone at the table may ask)."""

from __future__ import annotations

from collections.abc import Callable

from engines.core import Event, InvalidAnswer, ascii_int, term
from engines.paxpamir.model import GIFT_COSTS, MAX_COUNT, PaxState, Player

MARKET_COLUMNS = 6
"""The market's columns, costing 0 (the leftmost) to 5 (PP-3)."""
MAX_RANK = 3
BUILD_MAX = 3
BUILD_EACH = 2
BETRAY_COST = 2

KINDS: dict[str, tuple[str, ...]] = {
    "buy": ("buy", "purchase"),
    "play": ("play", "bribe"),
    "gift": ("gift",),
    "build": ("build",),
    "betray": ("betray",),
    "spies": ("spies", "spy"),
    "tax": ("tax", "taxes"),
    "battle": ("battle",),
    "rule": ("rule", "ruler"),
}
"""The calculators by their English words; a chat's own words are read from its locales
(`paxpamir-typed-*`) before a command reaches the engine."""
_KIND = {w.casefold(): kind for kind, words in KINDS.items() for w in words}


def cost_events(state: PaxState, words: list[str]) -> list[Event]:
    kind = _KIND.get(words[0].casefold()) if words else None
    if kind is None:
        raise InvalidAnswer(
            "paxpamir-cost-what", kinds=[term("paxpamir-typed-" + k) for k in KINDS]
        )
    return CALCULATORS[kind](state, words[1:])


def _number(words: list[str], at: int, low: int, high: int, what: str) -> int:
    value = ascii_int(words[at], low, high) if len(words) > at else None
    if value is None:
        given = words[at] if len(words) > at else ""
        raise InvalidAnswer(
            "paxpamir-cost-number",
            what=term("paxpamir-what-" + what),
            value=given,
            min=low,
            max=high,
        )
    return value


def _buy(state: PaxState, words: list[str]) -> list[Event]:
    """PP-3: column c costs c rupees, one on each card to its left; doubled with military
    favoured."""
    column = _number(words, 0, 0, MARKET_COLUMNS - 1, "column")
    events = [Event("PP-3", "paxpamir-cost-buy", {"column": column, "cost": column})]
    if state.favoured == "military" and column:
        events.append(Event("PP-3", "paxpamir-cost-buy-doubled", {"cost": 2 * column}))
    events.append(Event("PP-3", "paxpamir-cost-buy-notes", {}))
    return events


def _play(state: PaxState, words: list[str]) -> list[Event]:
    """PP-4: free when you rule the card's region or nobody does; otherwise the ruler's tribes
    there, in rupees, which the ruler may waive."""
    tribes = _number(words, 0, 0, MAX_COUNT, "tribes")
    if tribes == 0:
        return [Event("PP-4", "paxpamir-cost-play-free", {})]
    if len(words) > 1:
        ruler = state.player(words[1]).name
        return [Event("PP-4", "paxpamir-cost-play", {"count": tribes, "ruler": ruler})]
    return [Event("PP-4", "paxpamir-cost-play-ruler", {"count": tribes})]


def _gift(state: PaxState, words: list[str]) -> list[Event]:
    """PP-6: 2, then 4, then 6 rupees, by the gifts the player already has."""
    player = state.player(words[0]) if words else state.players[state.turn]
    if player.gifts >= len(GIFT_COSTS):
        return [Event("PP-6", "paxpamir-cost-gift-none", {"who": player.name})]
    cost = GIFT_COSTS[player.gifts]
    return [
        Event(
            "PP-6", "paxpamir-cost-gift", {"who": player.name, "gifts": player.gifts, "cost": cost}
        ),
        Event("PP-11", "paxpamir-cost-gift-influence", {"who": player.name}),
    ]


def _build(state: PaxState, words: list[str]) -> list[Event]:
    """PP-6: up to 3 armies or roads, 2 rupees each, only where the player rules (PP-12)."""
    count = _number(words, 0, 1, BUILD_MAX, "pieces")
    return [
        Event("PP-6", "paxpamir-cost-build", {"count": count, "cost": count * BUILD_EACH}),
        Event("PP-12", "paxpamir-cost-build-ruler", {}),
    ]


def _betray(state: PaxState, words: list[str]) -> list[Event]:
    return [
        Event("PP-6", "paxpamir-cost-betray", {"cost": BETRAY_COST}),
        Event("PP-11", "paxpamir-cost-betray-prize", {}),
        Event("PP-13", "paxpamir-cost-betray-owner", {}),
    ]


def _spies(state: PaxState, words: list[str]) -> list[Event]:
    """PP-7: only the player with strictly the most spies on the card is paid, one rupee per
    spy; tied for most, nobody is paid. The owed player may waive it."""
    if not words or len(words) % 2:
        raise InvalidAnswer("paxpamir-spies-bad", names=state.names())
    counts: list[tuple[Player, int]] = []
    for i in range(0, len(words), 2):
        player = state.player(words[i])
        count = _number(words, i + 1, 0, MAX_COUNT, "spies")
        if any(p is player for p, _ in counts):
            raise InvalidAnswer("paxpamir-spies-bad", names=state.names())
        counts.append((player, count))
    most = max(c for _, c in counts)
    leaders = [p.name for p, c in counts if c == most]
    listed = [f"{p.name} {c}" for p, c in counts]
    if most == 0:
        return [Event("PP-7", "paxpamir-cost-spies-none", {"spies": listed})]
    if len(leaders) > 1:
        return [
            Event(
                "PP-7",
                "paxpamir-cost-spies-tie",
                {"spies": listed, "names": leaders, "count": most},
            )
        ]
    return [
        Event("PP-7", "paxpamir-cost-spies", {"spies": listed, "who": leaders[0], "count": most})
    ]


def _tax(state: PaxState, words: list[str]) -> list[Event]:
    """PP-6 as the published rule has it: up to the card's rank in rupees in all, from the
    market's cards and from players in any split. The market can always be taxed: the seed's
    «Si no puedes cobrar impuestos a otro jugador, puedes recaudar del mercado» is a
    permission, not a limit (the brief's ruling; Board Game Arena's tax takes rupees from the
    market and players together, PlayerActionTaxTrait). A player can be taxed only when they
    have a court card of a region the taxer rules, and keeps as many rupees as their economic
    stars shelter. The bot sees neither courts nor rulers, so it says the condition and leaves
    it to the table."""
    rank = _number(words, 0, 1, MAX_RANK, "rank")
    taxer = state.players[state.turn]
    events = [Event("PP-6", "paxpamir-cost-tax", {"rank": rank, "who": taxer.name})]
    target = words[1].casefold() if len(words) > 1 else None
    if target == "market":
        return [*events, Event("PP-6", "paxpamir-cost-tax-market", {"rank": rank})]
    if target is not None:
        player = state.player(target)
        if player is taxer:
            raise InvalidAnswer("paxpamir-cost-tax-self", who=taxer.name)
        others = [player]
    else:
        others = [p for p in state.players if p is not taxer]
    for player in others:
        shelter = player.stars["economic"]
        taxable = max(0, player.rupees - shelter)
        events.append(
            Event(
                "PP-6",
                "paxpamir-cost-tax-player",
                {
                    "who": player.name,
                    "rupees": player.rupees,
                    "shelter": shelter,
                    "take": min(rank, taxable),
                },
            )
        )
    if others:
        events.append(Event("PP-6", "paxpamir-cost-tax-court", {"who": taxer.name}))
    if target is None:
        events.append(Event("PP-6", "paxpamir-cost-tax-market", {"rank": rank}))
    return events


def _battle(state: PaxState, words: list[str]) -> list[Event]:
    """PP-6: up to the card's rank pieces, no more than one's own armies (or spies) there; the
    armies, roads and tribes of one's own loyalty are immune, spies are not."""
    rank = _number(words, 0, 1, MAX_RANK, "rank")
    own = _number(words, 1, 0, MAX_COUNT, "own")
    return [
        Event("PP-6", "paxpamir-cost-battle", {"rank": rank, "own": own, "count": min(rank, own)})
    ]


def _rule(state: PaxState, words: list[str]) -> list[Event]:
    """PP-12: at least one own tribe in the region and more ruling pieces than anyone else:
    `cost rule ana 1 3 ben 0 2` (name, tribes, ruling pieces)."""
    if not words or len(words) % 3:
        raise InvalidAnswer("paxpamir-rule-bad", names=state.names())
    rows: list[tuple[Player, int, int]] = []
    for i in range(0, len(words), 3):
        player = state.player(words[i])
        tribes = _number(words, i + 1, 0, MAX_COUNT, "tribes")
        pieces = _number(words, i + 2, tribes, MAX_COUNT, "pieces")
        rows.append((player, tribes, pieces))
    events = [
        Event("PP-12", "paxpamir-cost-rule-row", {"who": p.name, "tribes": t, "pieces": n})
        for p, t, n in rows
    ]
    most = max(n for _, _, n in rows)
    leaders = [(p, t) for p, t, n in rows if n == most]
    if len(leaders) > 1:
        events.append(
            Event(
                "PP-12",
                "paxpamir-cost-rule-tie",
                {"names": [p.name for p, _ in leaders], "count": most},
            )
        )
    elif leaders[0][1] == 0:
        events.append(Event("PP-12", "paxpamir-cost-rule-no-tribe", {"who": leaders[0][0].name}))
    else:
        events.append(
            Event("PP-12", "paxpamir-cost-rule-ruler", {"who": leaders[0][0].name, "count": most})
        )
    return events


CALCULATORS: dict[str, Callable[[PaxState, list[str]], list[Event]]] = {
    "buy": _buy,
    "play": _play,
    "gift": _gift,
    "build": _build,
    "betray": _betray,
    "spies": _spies,
    "tax": _tax,
    "battle": _battle,
    "rule": _rule,
}
