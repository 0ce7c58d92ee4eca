"""What the player tells the bot of the table during Wakhan's turn (docs/wakhan.md): who rules a
region, the spies on a court card, a player's court, the tribes and armies in a region, the
roads on a border. Each is asked the first time an action needs it, in one answer, and kept in
``state.ai.table`` until her next reveal; her own court is never asked (the bot keeps it)."""

from __future__ import annotations

from typing import Any

from engines.core import Ask, InvalidAnswer, Option
from engines.paxpamir.market_cards import COURT_CARDS
from engines.paxpamir.model import COALITIONS, MAX_COUNT, PaxState, Player, TableFacts
from engines.paxpamir.words import coalition_term, region_term

NOBODY = -1
NONE = "none"
"""The quick answer of a count or a list: nothing there."""
MAX_COURT = 30
"""Cards typed for one court: a typo's bound, far above any court limit."""


def facts(state: PaxState) -> TableFacts:
    assert state.ai is not None
    return state.ai.table


def ruler(state: PaxState, ask: Ask, region: str) -> Player | None:
    """Who rules ``region`` (PP-12: at least one tribe and more ruling pieces than anyone), or
    None: reckoned when the region's tribes and armies are known this turn, else asked."""
    known = facts(state).rulers
    if region not in known:
        reckoned = _reckoned(state, region)
        if reckoned is not None:
            seat, pieces = reckoned
            known[region] = seat
            who = state.players[seat].name if seat != NOBODY else None
            ask.say(
                "PW-7",
                "paxpamir-wakhan-ruling-pieces",
                region=region_term(region),
                count=pieces[_wakhan_seat(state)],
                ruler=who or "",
                nobody="yes" if who is None else "no",
            )
        else:
            # A player is named by their seat counted from 1: the number of their button, so
            # that a typed number and a press mean the same player.
            options = [
                Option(id=str(seat), key="paxpamir-wakhan-ruler-seat", params={"who": p.name})
                for seat, p in enumerate(state.players, 1)
            ] + [Option(id="nobody", key="paxpamir-wakhan-ruler-nobody")]
            chosen = ask.choice(
                "PW-6", "paxpamir-ask-wakhan-ruler", options, board=True, region=region_term(region)
            )
            known[region] = NOBODY if chosen == "nobody" else int(chosen) - 1
    seat = known[region]
    return None if seat == NOBODY else state.players[seat]


def ruling_pieces(state: PaxState, tribes: list[int], armies: dict[str, int]) -> list[int]:
    """Each seat's ruling pieces in a region (PP-12): its tribes plus the armies of its
    loyalty. PW-7's erratum: Wakhan's are her tribes plus the armies of the one coalition with
    the most armies there, whatever her pragmatic loyalty."""
    return [
        tribes[seat] + (max(armies.values()) if p.wakhan else armies.get(p.loyalty or "", 0))
        for seat, p in enumerate(state.players)
    ]


def _reckoned(state: PaxState, region: str) -> tuple[int, list[int]] | None:
    """The ruler's seat (NOBODY when none) and each seat's ruling pieces, when the region's
    tribes and armies were told this turn; None otherwise."""
    table = facts(state)
    if region not in table.tribes or region not in table.armies:
        return None
    tribes = table.tribes[region]
    pieces = ruling_pieces(state, tribes, dict(zip(COALITIONS, table.armies[region], strict=True)))
    return ruler_of(tribes, pieces), pieces


def ruler_of(tribes: list[int], pieces: list[int]) -> int:
    """PP-12: the seat with at least one tribe and strictly the most ruling pieces, or
    NOBODY."""
    best = max(pieces)
    leaders = [seat for seat, n in enumerate(pieces) if n == best]
    return leaders[0] if len(leaders) == 1 and tribes[leaders[0]] > 0 else NOBODY


def _wakhan_seat(state: PaxState) -> int:
    return next(seat for seat, p in enumerate(state.players) if p.wakhan)


def spies_on(state: PaxState, ask: Ask, card: int) -> list[int]:
    """The spies on court card ``card``, by seat."""
    known = facts(state).spies
    if str(card) not in known:
        known[str(card)] = _by_seat(state, ask, "paxpamir-ask-wakhan-spies", card=card)
    return known[str(card)]


def all_spies(state: PaxState, ask: Ask) -> list[int]:
    """Every player's spies in play, by seat, in one answer."""
    known = facts(state)
    if not known.all_spies:
        known.all_spies = _by_seat(state, ask, "paxpamir-ask-wakhan-all-spies")
    return list(known.all_spies)


def tribes_in(state: PaxState, ask: Ask, region: str) -> list[int]:
    """The tribes in ``region``, by seat."""
    known = facts(state).tribes
    if region not in known:
        known[region] = _by_seat(
            state, ask, "paxpamir-ask-wakhan-tribes", region=region_term(region)
        )
    return known[region]


def armies_in(state: PaxState, ask: Ask, region: str) -> dict[str, int]:
    """The armies in ``region``, by coalition."""
    known = facts(state).armies
    if region not in known:
        known[region] = _by_coalition(ask, "paxpamir-ask-wakhan-armies", region=region_term(region))
    return dict(zip(COALITIONS, known[region], strict=True))


def roads_on(state: PaxState, ask: Ask, border: str) -> dict[str, int]:
    """The roads on ``border`` (``herat-kabul``), by coalition."""
    known = facts(state).roads
    if border not in known:
        a, _, b = border.partition("-")
        known[border] = _by_coalition(
            ask, "paxpamir-ask-wakhan-roads", first=region_term(a), second=region_term(b)
        )
    return dict(zip(COALITIONS, known[border], strict=True))


def court_of(state: PaxState, ask: Ask, player: Player) -> list[int]:
    """``player``'s court cards by number, left to right: Wakhan's as the bot keeps them, any
    other player's asked once a turn."""
    if player.wakhan:
        assert state.ai is not None
        return list(state.ai.court)
    seat = str(state.players.index(player))
    known = facts(state).courts
    if seat not in known:
        known[seat] = ask.text(
            "PW-8",
            "paxpamir-ask-wakhan-court",
            parse_court,
            [Option(id=NONE, key="paxpamir-wakhan-court-empty")],
            who=player.name,
        )
    return list(known[seat])


# -- answers -------------------------------------------------------------------------------------


def parse_court(text: str) -> list[int]:
    """Court cards by their printed numbers (1–100), left to right, each once; ``none``."""
    words = text.replace(",", " ").split()
    if words == [NONE]:
        return []
    if not words or len(words) > MAX_COURT or not all(w.isdigit() for w in words):
        raise InvalidAnswer("paxpamir-wakhan-court-bad", max=COURT_CARDS)
    numbers = [int(w) for w in words]
    if not all(1 <= n <= COURT_CARDS for n in numbers) or len(set(numbers)) != len(numbers):
        raise InvalidAnswer("paxpamir-wakhan-court-bad", max=COURT_CARDS)
    return numbers


def parse_counts(text: str, size: int) -> list[int]:
    """``size`` counts (0–99) in order, separated by spaces or commas; ``none`` is all zeros."""
    words = text.replace(",", " ").split()
    if words == [NONE]:
        return [0] * size
    if len(words) != size or not all(w.isdigit() and int(w) <= MAX_COUNT for w in words):
        raise InvalidAnswer("paxpamir-wakhan-counts-bad", count=size, max=MAX_COUNT)
    return [int(w) for w in words]


def _by_seat(state: PaxState, ask: Ask, key: str, **params: Any) -> list[int]:
    names = {"@join": [p.name for p in state.players], "sep": "@list-separator"}
    size = len(state.players)
    answer: list[int] = ask.text(
        "PW-6",
        key,
        lambda text: parse_counts(text, size),
        [Option(id=NONE, key="paxpamir-wakhan-counts-none")],
        names=names,
        **params,
    )
    return answer


def _by_coalition(ask: Ask, key: str, **params: Any) -> list[int]:
    names = {"@join": [coalition_term(c) for c in COALITIONS], "sep": "@list-separator"}
    answer: list[int] = ask.text(
        "PW-6",
        key,
        lambda text: parse_counts(text, len(COALITIONS)),
        [Option(id=NONE, key="paxpamir-wakhan-counts-none")],
        names=names,
        **params,
    )
    return answer
