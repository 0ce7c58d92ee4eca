"""Pax Pamir at the table: the options and the setup (PP-1), the commands and their flows,
the status table, and the public API the bot calls. Rule ids: ../shared/rules/paxpamir.md.

Nothing here is random: the referee keeps what the players tell it and works out what the
rules make of it. Every command is a step (the service's undo takes it back), except the
calculators and the cleanup reminder, which only answer (``query``).
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable
from typing import Any

from engines.core import (
    Ask,
    CodecError,
    Event,
    Flow,
    InvalidAnswer,
    Option,
    Rng,
    Step,
    answer,
    ascii_int,
    decode,
    encode,
    start,
    start_over,
)
from engines.paxpamir import ledger
from engines.paxpamir.check import check as run_check
from engines.paxpamir.check import decide, finish, standings
from engines.paxpamir.cleanup import cleanup_events, discard, end_turn, parse_what, start_turn
from engines.paxpamir.costs import cost_events
from engines.paxpamir.market_cards import COURT_CARDS, MARKET_CARDS
from engines.paxpamir.model import (
    COALITIONS,
    DECK_MODES,
    FIRST_FAVOURED,
    GIFT_COSTS,
    MAX_COUNT,
    MAX_NAME,
    MAX_PLAYERS,
    MAX_RUPEES,
    MAX_VP,
    SPACE_FACTS,
    SUITS,
    WAKHAN,
    Options,
    PaxState,
    Player,
    WakhanDeck,
)
from engines.paxpamir.scoring import dominance
from engines.paxpamir.wakhan import COLUMNS, DECK_SIZE, ENDS, ai_status, new_deck
from engines.paxpamir.wakhan_court import COURT_WORD, court_status, set_court
from engines.paxpamir.wakhan_play import play as play_wakhan
from engines.paxpamir.words import coalition_of, coalition_term, suit_term

VERBS: tuple[str, ...] = (
    "ledger",
    "blocks",
    "favoured",
    "check",
    "discard",
    "cleanup",
    "cost",
    "play",
)
"""The game's own verbs; any other word after `/paxpamir` must be a player's name."""
FAVOURED_WORDS = frozenset({"favoured", "favored", "favour", "favor", "suit"})
CLEANUP_WORDS = frozenset({"cleanup", "done"})
QUERIES = frozenset({"cost", *CLEANUP_WORDS})
RESERVED = frozenset(
    {
        *VERBS,
        *FAVOURED_WORDS,
        *QUERIES,
        "new",
        "turn",
        "status",
        "log",
        "undo",
        "end",
        "answer",
        "help",
        "board",
    }
)
"""Words a player's name cannot be: `/paxpamir NAME …` must not be mistaken for a command."""
MAX_START_RUPEES = 99
SWITCHES = {"on": True, "off": False}
"""The values of an option that is on or off (`steadfast=on`)."""
SWITCH_OPTIONS: tuple[str, ...] = ("savvy", "steadfast", "spymove")
"""Wakhan's variants (PW-21 to PW-23), each off by default."""


# -- options and a new game ------------------------------------------------------------------


def parse_options(raw: dict[str, str]) -> Options:
    """`/paxpamir new players=Ana,Ben,Wakhan loyalty=british,russian rupees=4`. Unknown or
    bad options raise InvalidAnswer naming the option."""
    options = Options()
    for name, value in raw.items():
        if name == "players":
            options.players = parse_names(value)
        elif name == "loyalty":
            loyalties = [coalition_of(w) for w in _split(value)]
            if not loyalties or None in loyalties:
                raise InvalidAnswer("paxpamir-option-loyalty", value=value)
            options.loyalty = [c for c in loyalties if c is not None]
        elif name == "wakhan":
            mode = value.strip().casefold()
            if mode not in DECK_MODES:
                raise InvalidAnswer("paxpamir-option-wakhan", value=value)
            options.wakhan = DECK_MODES[mode]
        elif name in SWITCH_OPTIONS:
            switch = value.strip().casefold()
            if switch not in SWITCHES:
                raise InvalidAnswer("paxpamir-option-" + name, value=value)
            setattr(options, name, SWITCHES[switch])
        elif name == "rupees":
            rupees = ascii_int(value, 0, MAX_START_RUPEES)
            if rupees is None:
                raise InvalidAnswer("paxpamir-option-rupees", value=value, max=MAX_START_RUPEES)
            options.rupees = rupees
        else:
            raise InvalidAnswer("paxpamir-option-unknown", option=name)
    humans = [n for n in options.players if n.casefold() != WAKHAN]
    if options.loyalty and not options.players:
        raise InvalidAnswer("paxpamir-option-loyalty-alone")
    if options.wakhan != "off" and options.players and len(humans) == len(options.players):
        raise InvalidAnswer("paxpamir-option-wakhan-seat", value=options.wakhan)
    if options.loyalty and len(options.loyalty) != len(humans):
        raise InvalidAnswer(
            "paxpamir-option-loyalty-count", count=len(humans), given=len(options.loyalty)
        )
    return options


def _split(text: str) -> list[str]:
    return [w for w in re.split(r"[\s,;、]+", text.strip()) if w]


def parse_names(text: str) -> list[str]:
    """1–5 names in seat order, each one word (it is typed as a command: `/paxpamir ana …`),
    none twice, none a command word. `Wakhan` is the published automa."""
    names = _split(text)
    if not 1 <= len(names) <= MAX_PLAYERS:
        raise InvalidAnswer("paxpamir-players-count", count=len(names), max=MAX_PLAYERS)
    seen: set[str] = set()
    for name in names:
        key = name.casefold()
        if not name.isidentifier() or len(name) > MAX_NAME:
            raise InvalidAnswer("paxpamir-name-bad", name=name[: MAX_NAME * 2], max=MAX_NAME)
        if key in RESERVED:
            raise InvalidAnswer("paxpamir-name-reserved", name=name)
        if key in seen:
            raise InvalidAnswer("paxpamir-name-twice", name=name)
        seen.add(key)
    return names


def new_game(
    options: Options,
    seed: int = 0,
    ai: list[int] | None = None,
    prepare: Callable[[PaxState], None] | None = None,
) -> Step[PaxState]:
    """A table from its options. ``seed`` shuffles Wakhan's virtual AI deck (PW-2), sealed by
    the service as dice are; ``ai`` stacks its top cards (a scenario's). ``prepare`` changes the
    seated table before the setup runs (a scenario's ledgers): Wakhan's first turn, which
    the setup starts and plays, reads them."""
    state = PaxState(options=options, rng=Rng.seeded(seed), bot_dice=options.wakhan == "virtual")
    if options.wakhan != "off":
        state.ai = new_deck(options.wakhan, state.rng, ai)
    if options.players:
        state.players = _seat(options.players, options)
    if prepare is not None:
        prepare(state)
    return start(state, "setup", FLOWS)


def _seat(names: list[str], options: Options) -> list[Player]:
    loyalties = iter(options.loyalty)
    players = []
    for name in names:
        wakhan = name.casefold() == WAKHAN
        loyalty = None if wakhan else next(loyalties, None)
        players.append(Player(name=name, loyalty=loyalty, wakhan=wakhan, rupees=options.rupees))
    return players


def first_seat(players: list[Player]) -> int:
    """Who plays first (PP-2). Ruling: seats as typed, the first named plays first; Wakhan's
    rules give her the first turn, so in a game with her the turn starts with her."""
    return next((i for i, p in enumerate(players) if p.wakhan), 0)


def _setup(state: PaxState, ask: Ask) -> None:
    if not state.players:
        names = ask.text("PP-1", "paxpamir-ask-players", parse_names, [], board=False)
        state.players = _seat(names, state.options)
    ask.say(
        "PP-10",
        "paxpamir-setup",
        count=len(state.players),
        favoured=suit_term(FIRST_FAVOURED),
        rupees=state.options.rupees,
    )
    for player in state.players:
        if not player.wakhan and player.loyalty is None:
            options = [Option(id=c, key="paxpamir-coalition-" + c) for c in COALITIONS]
            player.loyalty = ask.choice("PP-1", "paxpamir-ask-loyalty", options, who=player.name)
    for player in state.players:
        if player.wakhan:
            ask.say("PP-1", "paxpamir-joins-wakhan", who=player.name, rupees=player.rupees)
        else:
            assert player.loyalty is not None
            ask.say(
                "PP-1",
                "paxpamir-joins",
                who=player.name,
                coalition=coalition_term(player.loyalty),
                rupees=player.rupees,
            )
    if not any(p.wakhan for p in state.players):
        state.ai = None  # the AI deck was asked for, but nobody at the table is Wakhan
    state.turn = first_seat(state.players)
    state.phase = "play"
    ask.say("PP-2", "paxpamir-how", who=state.players[0].name)
    start_turn(state, ask)


# -- the flows -----------------------------------------------------------------------------------


def _words(state: PaxState) -> list[str]:
    words, state.command = state.command, []
    return words


def _ledger(state: PaxState, ask: Ask) -> None:
    name, *words = _words(state)
    ledger.change(state, ask, state.player(name), words)


def _blocks(state: PaxState, ask: Ask) -> None:
    ledger.set_blocks(state, ask, _words(state))


def _favoured(state: PaxState, ask: Ask) -> None:
    ledger.set_favoured(state, ask, _words(state))


def _check(state: PaxState, ask: Ask) -> None:
    run_check(state, ask, _words(state))


def _discard(state: PaxState, ask: Ask) -> None:
    name, *words = _words(state)
    discard(state, ask, state.player(name), parse_what(words))


def _court(state: PaxState, ask: Ask) -> None:
    name, *words = _words(state)
    set_court(state, ask, state.player(name), words)


def _turn(state: PaxState, ask: Ask) -> None:
    end_turn(state, ask)


def _play(state: PaxState, ask: Ask) -> None:
    play_wakhan(state, ask)


def _end(state: PaxState, ask: Ask) -> None:
    if ask.confirm("PP-14", "paxpamir-ask-end-now"):
        if not state.players:  # ended during setup, before anyone is seated: nobody wins
            ask.say("PP-14", "paxpamir-ended-unseated")
            finish(state, [], "unseated")
            return
        ask.say("PP-14", "paxpamir-ended", standings=standings(state))
        decide(state, ask, ended=True)
    else:
        ask.say("PP-14", "paxpamir-end-cancelled")


FLOWS: dict[str, Flow[PaxState]] = {
    "setup": _setup,
    "ledger": _ledger,
    "blocks": _blocks,
    "favoured": _favoured,
    "check": _check,
    "discard": _discard,
    "court": _court,
    "turn": _turn,
    "play": _play,
    "end": _end,
}


# -- public API --------------------------------------------------------------------------------


def play_turn(state: PaxState) -> Step[PaxState]:
    """`/paxpamir turn`: the current player's turn is over (cleanup), the next one's begins."""
    _require_play(state)
    return start(state, "turn", FLOWS)


def act(state: PaxState, verb: str, args: list[str]) -> Step[PaxState]:
    """Every command after `/paxpamir` but new, turn, status, log, undo and end: a verb of
    the game's, or a player's name and what changes for them (`ana rupees +3`)."""
    verb = verb.casefold()
    if is_query(verb, args):
        # The service answers these without a step; the scenario runner comes here.
        return Step(state, query(state, verb, args), None)
    _require_play(state)
    if verb in FAVOURED_WORDS:
        flow, words = "favoured", list(args)
    elif verb == "play":
        if args:
            raise InvalidAnswer("paxpamir-wakhan-play-alone")
        flow, words = "play", []
    elif verb in ("blocks", "check"):
        flow, words = verb, list(args)
    elif verb in ("ledger", "discard"):
        if not args:
            raise InvalidAnswer("paxpamir-name-a-player", names=state.names())
        flow, words = verb, list(args)
    else:
        player = state.find(verb)
        if player is None:
            raise InvalidAnswer("paxpamir-unknown", word=verb, names=state.names())
        if args and args[0].casefold() == "discard":
            flow, words = "discard", [verb, *args[1:]]
        elif args and args[0].casefold() == COURT_WORD:
            flow, words = "court", [verb, *args[1:]]
        else:
            flow, words = "ledger", [verb, *args]
    if flow in ("ledger", "discard", "court"):
        state.player(words[0])  # an unknown name is refused before anything is asked
    new = copy.copy(state)
    new.command = words
    return start(new, flow, FLOWS)


def is_query(verb: str, args: list[str] | tuple[str, ...]) -> bool:
    """Whether a command only answers (a calculator, a cleanup reminder): nothing to store."""
    verb = verb.casefold()
    if verb in QUERIES:
        return True
    return verb not in RESERVED and len(args) == 1 and args[0].casefold() in CLEANUP_WORDS


def query(state: PaxState, verb: str, args: list[str] | tuple[str, ...]) -> list[Event]:
    """`cost …` and `cleanup NAME` / `NAME cleanup` (the current player's by default)."""
    verb = verb.casefold()
    if verb == "cost":
        return cost_events(state, list(args))
    if verb in CLEANUP_WORDS:
        if len(args) > 1:
            raise InvalidAnswer("paxpamir-name-a-player", names=state.names())
        player = state.player(args[0]) if args else state.players[state.turn]
    else:
        player = state.player(verb)
    return cleanup_events(player)


def give_answer(state: PaxState, raw: Any) -> Step[PaxState]:
    return answer(state, raw, FLOWS)


def end_game(state: PaxState) -> Step[PaxState]:
    """`/paxpamir end`: end now; the winner as the points stand (PP-14)."""
    if state.phase == "over":
        raise InvalidAnswer("paxpamir-game-over")
    # Abandoning is always allowed: a question open waits, and is asked again if the game
    # goes on.
    return start_over(state, "end", FLOWS, Event("PP-14", "paxpamir-question-waits", {}))


def _require_play(state: PaxState) -> None:
    if state.phase == "over":
        raise InvalidAnswer("paxpamir-game-over")
    if state.conversation is not None:
        raise InvalidAnswer("flow-busy")


# -- status ----------------------------------------------------------------------------------


def status_events(state: PaxState) -> list[Event]:
    """`/paxpamir status`: the board (blocks, favoured suit, checks), one aligned row per
    player, and whose turn it is or how the game ended."""
    found = dominance(state.blocks)
    events = [
        Event(
            "PP-10",
            "paxpamir-status-board",
            {
                "afghan": state.blocks["afghan"],
                "british": state.blocks["british"],
                "russian": state.blocks["russian"],
                "dominant": "yes" if found.coalition else "no",
                "leader": coalition_term(found.leader),
                "lead": found.lead,
                "checks": state.checks,
            },
        ),
        Event(
            "PP-5",
            "paxpamir-status-favoured",
            {"suit": suit_term(state.favoured), "doubled": _yes(state.favoured == "military")},
        ),
    ]
    for seat, player in enumerate(state.players):
        key = "paxpamir-status-wakhan" if player.wakhan else "paxpamir-status-player"
        events.append(Event("PP-14", key, _row(state, seat, player)))
    events += ai_status(state) + court_status(state)
    if state.result is not None:
        events.append(
            Event(
                "PP-14",
                "paxpamir-status-over",
                {"names": state.result.winners, "reason": state.result.reason},
            )
        )
    elif state.players:
        events.append(
            Event("PP-2", "paxpamir-status-turn", {"who": state.players[state.turn].name})
        )
    return events


def board_events(state: PaxState) -> list[Event]:
    """The board alone: the blocks and the favoured suit (no `/paxpamir board` verb; every
    engine offers it)."""
    return status_events(state)[:2]


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


def _row(state: PaxState, seat: int, player: Player) -> dict[str, Any]:
    """One player's row; Wakhan's shows her influence with each coalition (PP-11)."""
    row: dict[str, Any] = {
        "who": player.name,
        "vp": player.vp,
        "rupees": player.rupees,
        "cylinders": player.cylinders,
        "military": player.stars["military"],
        "political": player.stars["political"],
        "intelligence": player.stars["intelligence"],
        "economic": player.stars["economic"],
        "court": player.court_limit(),
        "hand": player.hand_limit(),
        "turn": _yes(seat == state.turn and state.phase == "play"),
    }
    if player.wakhan:
        row.update({c: player.influence(c) for c in COALITIONS})
    else:
        row["loyalty"] = coalition_term(player.loyalty) if player.loyalty else "—"
        row["influence"] = player.influence()
    return row


# -- JSON ----------------------------------------------------------------------------------------


def to_json(state: PaxState) -> Any:
    return encode(state)


def from_json(data: Any) -> PaxState:
    """Decode a saved state; a corrupt one raises CodecError."""
    state = decode(PaxState, data)
    check_state(state)
    return state


def check_state(state: PaxState) -> None:
    """The invariants a saved state keeps: 0–5 players with distinct names, known coalitions
    and suits, numbers within their ranges, cylinders counting the gifts, a seat's turn."""
    if len(state.players) > MAX_PLAYERS:
        raise CodecError("$.players: at most five")
    if len({p.key() for p in state.players}) != len(state.players):
        raise CodecError("$.players: names twice")
    if set(state.blocks) != set(COALITIONS) or not all(
        0 <= n <= MAX_COUNT for n in state.blocks.values()
    ):
        raise CodecError("$.blocks: afghan, british, russian, 0–99")
    if state.favoured not in SUITS:
        raise CodecError("$.favoured: a suit")
    if state.players and not 0 <= state.turn < len(state.players):
        raise CodecError("$.turn: a seat")
    for i, p in enumerate(state.players):
        where = f"$.players[{i}]"
        if p.wakhan != (p.key() == WAKHAN):
            raise CodecError(f"{where}: Wakhan is the player named Wakhan")
        if (p.loyalty is None) != p.wakhan and not (state.phase == "setup" and p.loyalty is None):
            raise CodecError(f"{where}.loyalty: a coalition (Wakhan has none)")
        if p.loyalty is not None and p.loyalty not in COALITIONS:
            raise CodecError(f"{where}.loyalty: a coalition")
        if set(p.patriots) != set(COALITIONS) or set(p.prizes) != set(COALITIONS):
            raise CodecError(f"{where}: patriots and prizes by coalition")
        if set(p.stars) != set(SUITS):
            raise CodecError(f"{where}.stars: by suit")
        counts = [*p.patriots.values(), *p.prizes.values(), *p.stars.values(), p.cylinders]
        if not (
            0 <= p.vp <= MAX_VP
            and 0 <= p.rupees <= MAX_RUPEES
            and 0 <= p.gifts <= len(GIFT_COSTS)
            and all(0 <= n <= MAX_COUNT for n in counts)
        ):
            raise CodecError(f"{where}: a number out of range")
        if p.cylinders < p.gifts:
            raise CodecError(f"{where}.cylinders: the gifts are cylinders in play too")
        if not p.wakhan and any(p.patriots[c] or p.prizes[c] for c in COALITIONS if c != p.loyalty):
            raise CodecError(f"{where}: patriots and prizes of another loyalty")
    if state.ai is not None:
        _check_deck(state.ai)


def _check_deck(deck: WakhanDeck) -> None:
    """Wakhan's AI deck: cards 1–24, the virtual deck's pile and deck holding each once (all
    24 together, the pile's last the current card), a market position on the board."""
    every = list(range(1, DECK_SIZE + 1))
    if deck.mode == "virtual" and (
        sorted(deck.deck + deck.discard) != every
        or not deck.deck
        or (deck.card is not None and deck.discard[-1:] != [deck.card])
    ):
        raise CodecError("$.ai: the 24 cards once each, the revealed one on the pile")
    if deck.mode == "physical" and (deck.deck or deck.discard):
        raise CodecError("$.ai: the physical deck stays in the box")
    if deck.card is not None and deck.card not in every:
        raise CodecError("$.ai.card: 1–24")
    if (deck.card is None) != (deck.column is None) or (deck.column is None) != (deck.row is None):
        raise CodecError("$.ai: a revealed card reads a market position")
    if deck.column is not None and not (0 <= deck.column < COLUMNS and deck.row in ENDS):
        raise CodecError("$.ai: a column 0–5 and a row top or bottom")
    court = range(1, COURT_CARDS + 1)
    if len(set(deck.court)) != len(deck.court) or not set(deck.court + deck.used) <= set(court):
        raise CodecError("$.ai.court: court cards 1–100, each once")
    spaces = {f"{row}-{column}" for row in ENDS for column in range(COLUMNS)}
    facts = deck.market
    if not (
        set(facts.spaces) <= spaces
        and set(facts.spaces.values()) <= set(SPACE_FACTS)
        and set(facts.paid) <= spaces
        and set(facts.rupees) <= spaces
        and set(facts.leveraged) <= spaces
        and all(0 <= n <= MAX_COUNT for n in facts.rupees.values())
        and set(facts.cards) <= spaces
        and all(1 <= n <= MARKET_CARDS for n in facts.cards.values())
    ):
        raise CodecError("$.ai.market: spaces top-0 to bottom-5, each a card, empty or closed")
    if len(set(deck.court)) != len(deck.court) or not all(
        1 <= n <= COURT_CARDS for n in deck.court
    ):
        raise CodecError(f"$.ai.court: court card numbers 1–{COURT_CARDS}, each once")
