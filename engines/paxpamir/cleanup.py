"""Turns, cleanup and discards: whose turn it is (PP-2), what cleanup asks of the player who
has just played (PP-8, with the limits of PP-9), and what a discarded court card or a lost tribe
sets off: the leverage debt (PP-6), the patriot's influence (PP-11), the overthrow (PP-13) and
the spies going home (PP-7), asked one tap at a time.
"""

from __future__ import annotations

import re

from engines.core import Ask, Event, InvalidAnswer, Option, ascii_int
from engines.paxpamir.amounts import Amount
from engines.paxpamir.ledger import influence, set_stars
from engines.paxpamir.market_cards import court_card
from engines.paxpamir.model import COALITIONS, MAX_COUNT, SUITS, PaxState, Player
from engines.paxpamir.wakhan import reveal
from engines.paxpamir.wakhan_discard import over_limit
from engines.paxpamir.wakhan_play import play
from engines.paxpamir.words import field_term, region_term, suit_term

LEVERAGE_DEBT = 2
"""PP-6: a leveraged card discarded costs two rupees, or one card per rupee owed."""
MAX_CARD_STARS = 3
MAX_REGION_CARDS = 9
"""Political cards of one region in one court: a bound on the question, not a rule."""


# -- turns (PP-2) and cleanup (PP-8, PP-9) -----------------------------------------------------


def start_turn(state: PaxState, ask: Ask) -> None:
    """The next player's turn begins; when the bot keeps Wakhan's deck, her card is revealed
    (PW-2) and her turn plays itself from it (PW-9), asking what the walk asks."""
    player = state.players[state.turn]
    if player.wakhan and state.ai is not None:
        ask.say("PP-2", "paxpamir-turn-wakhan-ai", who=player.name, suit=suit_term(state.favoured))
        reveal(state, ask, player)
        play(state, ask)
        return
    key = "paxpamir-turn-wakhan" if player.wakhan else "paxpamir-turn"
    ask.say("PP-2", key, who=player.name, suit=suit_term(state.favoured))


def end_turn(state: PaxState, ask: Ask) -> None:
    """`/paxpamir turn`: the player whose turn it was cleans up; the next in seat order plays."""
    player = state.players[state.turn]
    ask.say("PP-8", "paxpamir-turn-over", who=player.name)
    kept = player.wakhan and state.ai is not None
    for event in cleanup_events(player, kept):
        ask.say(event.rule, event.key, **event.params)
    if kept:
        # PW-16: the bot keeps her court, so it discards for her; PW-17: the referee's debt.
        over_limit(state, ask, player, lambda: _leverage(ask, player))
    state.turn = (state.turn + 1) % len(state.players)
    start_turn(state, ask)


def cleanup_events(player: Player, kept: bool = False) -> list[Event]:
    """What cleanup asks of ``player``: the limits from their stars (PP-9; Wakhan's court only:
    she has no hand, PW-16), the market's cleanup (PP-8), and how to report a discard (PP-13).
    ``kept``: the bot keeps Wakhan's court and discards over its limit for her."""
    if player.wakhan:
        limits = Event(
            "PP-9",
            "paxpamir-wakhan-limits",
            {
                "who": player.name,
                "political": player.stars["political"],
                "court": player.court_limit(),
            },
        )
    else:
        limits = Event(
            "PP-9",
            "paxpamir-limits",
            {
                "who": player.name,
                "political": player.stars["political"],
                "court": player.court_limit(),
                "intelligence": player.stars["intelligence"],
                "hand": player.hand_limit(),
            },
        )
    report = "paxpamir-wakhan-cleanup-discards" if kept else "paxpamir-cleanup-discards"
    return [
        limits,
        Event("PP-8", "paxpamir-cleanup-market", {}),
        Event("PP-13", report, {"who": player.name}),
    ]


# -- a discard (PP-6 leverage, PP-11, PP-13, PP-7) -----------------------------------------------


def discard(state: PaxState, ask: Ask, player: Player, what: str) -> None:
    if what == "tribe":
        _tribe(state, ask, player)
    elif player.wakhan and state.ai is not None and state.ai.court:
        _kept_card(state, ask, player)
    else:
        _card(state, ask, player, None)
    ask.say("PP-13", "paxpamir-discard-done", who=player.name)


def _kept_card(state: PaxState, ask: Ask, player: Player) -> None:
    """A card of Wakhan's court as the bot keeps it (PW-14): the player names which, and the
    bot reads its suit, stars, leverage and patriot from the card list rather than ask them.
    What lies on the map (her tribes in its region, the spies on it) is still asked."""
    deck = state.ai
    assert deck is not None
    options = [
        Option(
            id=str(n),
            key="paxpamir-wakhan-court-card",
            params={
                "card": n,
                "suit": suit_term(court_card(n).suit),
                "region": region_term(court_card(n).region),
            },
        )
        for n in deck.court
    ]
    number = int(ask.choice("PP-13", "paxpamir-ask-wakhan-discard", options, who=player.name))
    card = court_card(number)
    deck.court.remove(number)
    taken = min(card.rank, player.stars[card.suit])
    if taken:
        set_stars(ask, player, card.suit, Amount(-taken, relative=True))
    if card.leveraged:
        _leverage(ask, player)
    if card.patriot is not None and player.patriots[card.patriot] > 0:
        before = player.influence(card.patriot)
        player.patriots[card.patriot] -= 1
        influence(ask, player, card.patriot, before)
    last = card.suit == "political" and not any(
        court_card(n).suit == "political" and court_card(n).region == card.region
        for n in deck.court
    )
    if last and _on_map(player) > 0:
        tribes = ask.number(
            "PP-13", "paxpamir-ask-tribes-there", 0, _on_map(player), who=player.name
        )
        _cylinders_off(ask, player, tribes, "paxpamir-overthrow-tribes")
    _spies_home(state, ask, player)


def _card(state: PaxState, ask: Ask, player: Player, suit: str | None) -> None:
    """A court card of ``player``'s leaves the court. ``suit`` is known (political) when an
    overthrow discards it; then its region has already lost its last tribe."""
    overthrown = suit is not None
    if suit is None:
        options = [Option(id=s, key="paxpamir-suit-" + s) for s in SUITS]
        suit = ask.choice("PP-13", "paxpamir-ask-discard-suit", options, who=player.name)
    stars = ask.number(
        "PP-9",
        "paxpamir-ask-discard-stars",
        0,
        MAX_CARD_STARS,
        who=player.name,
        suit=suit_term(suit),
    )
    # The ledger may hold fewer stars than the card showed: it keeps what is left, 0, and
    # says no change ("0 → 0") when it held none.
    taken = min(stars, player.stars[suit])
    if taken:
        set_stars(ask, player, suit, Amount(-taken, relative=True))
    if ask.confirm("PP-6", "paxpamir-ask-leveraged", who=player.name):
        _leverage(ask, player)
    _patriot(ask, player)
    if (
        not overthrown
        and suit == "political"
        # With no tribe or spy on the map, an overthrow removes nothing: nothing to ask.
        and _on_map(player) > 0
        and ask.confirm("PP-13", "paxpamir-ask-last-political", who=player.name)
    ):
        tribes = ask.number(
            "PP-13", "paxpamir-ask-tribes-there", 0, _on_map(player), who=player.name
        )
        _cylinders_off(ask, player, tribes, "paxpamir-overthrow-tribes")
    _spies_home(state, ask, player)


def _spies_home(state: PaxState, ask: Ask, player: Player) -> None:
    """PP-7: the spies on the discarded card go back to their owners, asked."""
    if ask.confirm("PP-7", "paxpamir-ask-spies", who=player.name):
        owners = ask.text(
            "PP-7", "paxpamir-ask-spies-whose", lambda text: _spies(state, text), [], board=True
        )
        for owner, count in owners:
            _cylinders_off(ask, owner, count, "paxpamir-spies-home")


def _on_map(player: Player) -> int:
    """Cylinders in play other than gifts: tribes and spies."""
    return max(0, player.cylinders - player.gifts)


def _leverage(ask: Ask, player: Player) -> None:
    """PP-6: two rupees, or as the seed says one card (from hand or court) per rupee owed.
    Wakhan pays what she can and discards nothing for the rest: the published solo rules
    exempt her from the discards a leveraged card's debt causes, and Board Game Arena's
    implementation does the same (FransBongers/bga-pax-pamir, DiscardTrait::checkLeverage)."""
    paid = min(LEVERAGE_DEBT, player.rupees)
    old = player.rupees
    player.rupees -= paid
    owed = LEVERAGE_DEBT - paid
    # Wakhan's line says what she owes and does not discard; a player's, the cards to discard.
    key, owing = (
        ("paxpamir-leverage-wakhan", "owed") if player.wakhan else ("paxpamir-leverage", "cards")
    )
    ask.say("PP-6", key, who=player.name, paid=paid, old=old, new=player.rupees, **{owing: owed})


def _patriot(ask: Ask, player: Player) -> None:
    """PP-11: a patriot leaving the court takes its influence with it. Asked only when the
    ledger holds a patriot; Wakhan's is asked by coalition."""
    held = [c for c in COALITIONS if player.patriots[c] > 0]
    if not held:
        return
    if player.wakhan:
        options = [Option(id="none", key="paxpamir-not-a-patriot")]
        options += [Option(id=c, key="paxpamir-coalition-" + c) for c in held]
        coalition = ask.choice("PP-11", "paxpamir-ask-patriot-wakhan", options, who=player.name)
        if coalition == "none":
            return
    else:
        if not ask.confirm("PP-11", "paxpamir-ask-patriot", who=player.name):
            return
        coalition = held[0]
    before = player.influence(coalition)
    old = player.patriots[coalition]
    player.patriots[coalition] = old - 1
    ask.note(
        "paxpamir-set",
        who=player.name,
        field=field_term("patriots"),
        old=old,
        new=old - 1,
    )
    influence(ask, player, coalition, before)


def _cylinders_off(ask: Ask, player: Player, count: int, key: str) -> None:
    old = player.cylinders
    player.cylinders = max(player.gifts, old - count)
    ask.say(
        "PP-13" if key != "paxpamir-spies-home" else "PP-7",
        key,
        who=player.name,
        count=count,
        old=old,
        new=player.cylinders,
    )


def _spies(state: PaxState, text: str) -> list[tuple[Player, int]]:
    """`Ben 1 Carla 2`: whose spies lay on the card and how many; each spy is a cylinder in
    play that goes back to its owner (PP-7)."""
    words = [w for w in re.split(r"[\s,;:=]+", text.strip()) if w]
    out: list[tuple[Player, int]] = []
    if not words or len(words) % 2:
        raise InvalidAnswer("paxpamir-spies-bad", names=state.names())
    for i in range(0, len(words), 2):
        owner = state.find(words[i])
        count = ascii_int(words[i + 1], 1, MAX_COUNT)
        if owner is None or count is None or any(o is owner for o, _ in out):
            raise InvalidAnswer("paxpamir-spies-bad", names=state.names())
        if count > _on_map(owner):
            raise InvalidAnswer(
                "paxpamir-spies-more", who=owner.name, count=count, cylinders=_on_map(owner)
            )
        out.append((owner, count))
    return out


def _tribe(state: PaxState, ask: Ask, player: Player) -> None:
    """A tribe of ``player``'s is removed (a battle, an event). Its last in the region: every
    political card of that region in their court is discarded (PP-13), each one asked as a
    discard of its own."""
    if _on_map(player) == 0:
        raise InvalidAnswer("paxpamir-no-tribe", who=player.name)
    _cylinders_off(ask, player, 1, "paxpamir-tribe-lost")
    if not ask.confirm("PP-13", "paxpamir-ask-last-tribe", who=player.name):
        return
    count = ask.number(
        "PP-13", "paxpamir-ask-political-there", 0, MAX_REGION_CARDS, who=player.name
    )
    ask.say("PP-13", "paxpamir-overthrow-cards", who=player.name, count=count)
    for nth in range(1, count + 1):
        ask.say("PP-13", "paxpamir-overthrow-card", who=player.name, nth=nth, count=count)
        _card(state, ask, player, "political")


def parse_what(words: list[str]) -> str:
    """What a discard reports: a court card (the default) or a tribe."""
    if not words:
        return "card"
    word = words[0].casefold()
    if len(words) == 1 and word in CARD_WORDS:
        return "card"
    if len(words) == 1 and word in TRIBE_WORDS:
        return "tribe"
    raise InvalidAnswer("paxpamir-discard-what", value=" ".join(words))


CARD_WORDS = frozenset({"card"})
TRIBE_WORDS = frozenset({"tribe"})
"""`ana discard tribe`; a chat's own words for these come from the locales."""
