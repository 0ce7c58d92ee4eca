"""Splendor, the mild solo bot: options, setup (SP-1, SP-2, SP-9), the bot's turn and the
human's move with their ends (SP-7), the end of the game (SP-8), and the public API the bot
calls. Rule ids: ../shared/rules/splendor.md."""

from __future__ import annotations

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
    current,
    decode,
    encode,
    shallow,
    start,
    start_over,
    term,
)
from engines.core.dice import shuffled
from engines.splendor import bot, human
from engines.splendor.catalog import (
    CARDS,
    GEMS,
    GOLD,
    LEVELS,
    NOBLES,
    TOKENS,
    card_params,
    colour_of,
    level_cards,
    tokens_code,
)
from engines.splendor.model import (
    NOBLE_COUNT,
    SLOTS,
    SUPPLY,
    WIN_POINTS,
    Options,
    Result,
    SplendorState,
    Who,
)
from engines.splendor.table import (
    draw,
    keep_top_card,
    lay_out,
    noble_params,
    stock_terms,
    take_from_bank,
    visit_nobles,
)

MAX_HARDER = 10
"""SP-9 harder=N keeps N level-3 cards at setup; the deck must still fill the market."""

# -- options and a new game ------------------------------------------------------------------


def parse_options(raw: dict[str, str]) -> Options:
    """`/splendor new dice=player deal=table easier harder=2 stock=blue,green,red,white,black`.
    Unknown or bad options raise InvalidAnswer naming the option."""
    options = Options()
    for name, value in raw.items():
        if name == "dice":
            options.dice = "bot" if _one_of(name, value, ("bot", "player")) == "bot" else "player"
        elif name == "deal":
            options.deal = "bot" if _one_of(name, value, ("bot", "table")) == "bot" else "table"
        elif name == "easier":
            flag = _one_of(name, value or "yes", ("yes", "no", "on", "off", "true", "false"))
            options.easier = flag in ("yes", "on", "true")
        elif name == "harder":
            harder = ascii_int(value, 1, MAX_HARDER)
            if harder is None:
                raise InvalidAnswer(
                    "splendor-option-bad", option=name, value=value, allowed=f"1–{MAX_HARDER}"
                )
            options.harder = harder
        elif name == "stock":
            options.stock = parse_stock(value)
        else:
            raise InvalidAnswer("splendor-option-unknown", option=name)
    return options


def parse_stock(value: str) -> list[str]:
    """The five gems of places 2–6 in order, by any name or letter (`u,g,r,w,k`,
    `sapphire,emerald,ruby,diamond,onyx`, `azul,verde,rojo,blanco,negro`)."""
    words = [w for w in value.replace("/", ",").replace("、", ",").split(",") if w.strip()]
    if len(words) == 1 and len(words[0]) == 5:
        words = list(words[0])  # `ugrwk`
    colours = [colour_of(w) for w in words]
    if len(colours) != 5 or None in colours or len(set(colours)) != 5:
        raise InvalidAnswer("splendor-option-stock", value=value)
    return [c for c in colours if c is not None]


def _one_of(option: str, value: str, allowed: tuple[str, ...]) -> str:
    if value not in allowed:
        raise InvalidAnswer(
            "splendor-option-bad", option=option, value=value, allowed=", ".join(allowed)
        )
    return value


def new_game(options: Options, seed: int) -> Step[SplendorState]:
    """SP-1: the 2-player supply, the stock, the decks (shuffled from the seed with deal=bot)
    and the setup conversation."""
    state = SplendorState(
        options=options,
        rng=Rng.seeded(seed),
        bot_dice=options.dice == "bot",
        stock=list(options.stock),
    )
    for level in LEVELS:
        cards = level_cards(level)
        state.decks[level - 1] = shuffled(state.rng, cards) if options.deal == "bot" else cards
    if options.deal == "bot":
        state.nobles = shuffled(state.rng, sorted(NOBLES))[:NOBLE_COUNT]
    return start(state, "setup", FLOWS)


def _setup(state: SplendorState, ask: Ask) -> None:
    ask.say(
        "SP-1",
        "splendor-setup",
        dice=state.options.dice,
        deal=state.options.deal,
        stock=stock_terms(state),
    )
    _setup_nobles(state, ask)
    for level in LEVELS:
        for slot in range(1, SLOTS + 1):
            lay_out(state, ask, level, slot, "SP-10")
    # SP-2: the head start, from the level-1 deck after the market is out.
    card = _head_start_card(state, ask)
    take_from_bank(state, ask, GOLD, 1, "bot")
    state.bot.cards.append(card)
    ask.say("SP-2", "splendor-head-start", by=state.options.deal, **card_params(card))
    if state.options.harder:
        ask.say("SP-9", "splendor-harder", count=state.options.harder)
        for _ in range(state.options.harder):
            keep_top_card(state, ask, "SP-9")
    state.phase = "play"
    if state.options.easier:
        state.turn = 1
        state.next = "human"
        ask.say("SP-9", "splendor-easier")
        ask.say("SP-8", "splendor-your-move")
    else:
        ask.say("SP-2", "splendor-bot-first")


def _setup_nobles(state: SplendorState, ask: Ask) -> None:
    """SP-1: three nobles, drawn by the bot (deal=bot) or picked by the player from the ten."""
    if state.options.deal == "table":
        for nth in range(1, NOBLE_COUNT + 1):
            options = [
                Option(id=str(n), key="splendor-noble-option", params=noble_params(n))
                for n in sorted(NOBLES)
                if n not in state.nobles
            ]
            picked = ask.choice("SP-1", "splendor-ask-noble", options, board=True, nth=nth)
            state.nobles.append(int(picked))
    for noble in state.nobles:
        ask.say("SP-1", "splendor-noble", by=state.options.deal, **noble_params(noble))


def _head_start_card(state: SplendorState, ask: Ask) -> int:
    card = draw(state, ask, 1, "head-start")
    assert card, "the level-1 deck holds 36 cards after the market"
    return card


# -- the bot's turn ----------------------------------------------------------------------------


def _turn(state: SplendorState, ask: Ask) -> None:
    state.turn += 1
    # The bot's bonuses counted once for its report and its look at the market, and again
    # for the nobles only if it bought a card.
    bonuses = state.bot.bonuses()
    bot.report(state, ask, bonuses)
    offer = bot.choose_purchase(state, ask, bonuses)
    if offer is not None:
        bot.buy(state, ask, offer)
        bonuses = state.bot.bonuses()
    else:
        bot.take_tokens(state, ask)
    # SP-7 for the bot: the refill came with the purchase; it never holds more than 10.
    visit_nobles(state, ask, "bot", bonuses)
    points = state.bot.prestige()
    ask.say("SP-7", "splendor-points", who=_WHO_BOT, count=points)
    if points >= WIN_POINTS and not state.final_turn:
        state.final_turn = True
        ask.say("SP-8", "splendor-bot-reached", count=points)
    state.next = "human"
    ask.say("SP-8", "splendor-your-move")


_WHO_BOT = term("splendor-who-bot")


# -- the human's move --------------------------------------------------------------------------


def _human(state: SplendorState, ask: Ask) -> None:
    verb, *words = state.move
    state.move = []
    human.play_move(state, ask, verb, words)
    # SP-7: the refill came with the move; then discard, nobles, the 15 check.
    human.discard_to_ten(state, ask)
    visit_nobles(state, ask, "human")
    points = state.human.prestige()
    ask.say("SP-7", "splendor-points", who=term("splendor-who-human"), count=points)
    if state.final_turn or points >= WIN_POINTS:
        _finish(state, ask, ended=False)
        return
    state.next = "bot"
    ask.say("SP-8", "splendor-bot-next")


# -- the end (SP-8) ----------------------------------------------------------------------------


def winner(state: SplendorState) -> tuple[Who, str]:
    """More prestige wins; ruling on an exact tie: fewer development cards (kept cards are
    none), and still tied, the human."""
    bot_points, human_points = state.bot.prestige(), state.human.prestige()
    if bot_points != human_points:
        return ("bot" if bot_points > human_points else "human"), "points"
    if len(state.bot.cards) != len(state.human.cards):
        return ("bot" if len(state.bot.cards) < len(state.human.cards) else "human"), "cards"
    return "human", "tie"


def _finish(state: SplendorState, ask: Ask, ended: bool) -> None:
    who, reason = winner(state)
    state.result = Result(
        winner=who,
        reason="ended" if ended else reason,
        bot_points=state.bot.prestige(),
        human_points=state.human.prestige(),
        bot_cards=len(state.bot.cards),
        human_cards=len(state.human.cards),
    )
    state.phase = "over"
    sides: tuple[Who, Who] = ("human", "bot")
    for side in sides:
        holder = state.holder(side)
        # The bot's face-down cards are "kept" (SP-5.3, 1 prestige each); the human's are
        # reserved cards in hand (no prestige, but theirs all the same).
        ask.say(
            "SP-8",
            "splendor-standing",
            side=side,
            who=term("splendor-who-" + side),
            points=holder.prestige(),
            cards=len(holder.cards),
            kept=len(holder.kept),
            reserved=len(holder.reserved),
            nobles=len(holder.nobles),
        )
    ask.say("SP-8", "splendor-winner", winner=who, why=reason, ended="yes" if ended else "no")


def _end(state: SplendorState, ask: Ask) -> None:
    if ask.confirm("SP-8", "splendor-ask-end-now"):
        state.move = []  # a move waiting on a question is never made
        _finish(state, ask, ended=True)
    else:
        ask.say("SP-8", "splendor-end-cancelled")
        if not ask.resumes:
            ask.say("SP-8", "splendor-bot-next" if state.next == "bot" else "splendor-your-move")


FLOWS: dict[str, Flow[SplendorState]] = {
    "setup": _setup,
    "turn": _turn,
    "human": _human,
    "end": _end,
}


# -- public API --------------------------------------------------------------------------------


def play_turn(state: SplendorState) -> Step[SplendorState]:
    """`/splendor turn`: the bot's turn. Refused while the human's move is due."""
    _require_play(state)
    if state.next != "bot":
        raise InvalidAnswer("splendor-your-move-first")
    # The bot rolling its dice and dealing its cards, its turn asks nothing.
    asks = not state.bot_dice or state.options.deal == "table"
    return start(state, "turn", FLOWS, asks=asks)


def human_move(state: SplendorState, verb: str, args: list[str]) -> Step[SplendorState]:
    """`/splendor take|buy|reserve|pass ...`: the human's move and the end of their turn."""
    _require_play(state)
    verb = verb.casefold()
    if verb not in human.VERBS:
        raise InvalidAnswer("splendor-move-unknown", verb=verb)
    if state.next != "human":
        raise InvalidAnswer("splendor-bot-turn-first")
    new = shallow(state)
    new.move = [verb, *args]
    return start(new, "human", FLOWS)


def give_answer(state: SplendorState, raw: Any) -> Step[SplendorState]:
    return answer(state, raw, FLOWS)


def end_game(state: SplendorState) -> Step[SplendorState]:
    """`/splendor end`: end now and name the winner as things stand, also while a question is
    open (the turn or move waiting on it is then never played; if the player goes on instead,
    its question is open again)."""
    if state.phase == "over":
        raise InvalidAnswer("splendor-game-over")
    waits = Event("SP-8", "splendor-question-waits", {})
    return start_over(state, "end", FLOWS, waits)


def _require_play(state: SplendorState) -> None:
    if state.phase == "over":
        raise InvalidAnswer("splendor-game-over")
    if state.conversation is not None:
        raise InvalidAnswer("flow-busy")


def board_events(state: SplendorState) -> list[Event]:
    """`/splendor board`: the table only: the market, the decks, the nobles, the bank."""
    return [e for e in status_events(state) if e.key in BOARD_KEYS]


BOARD_KEYS = frozenset(
    {
        "splendor-status-stock",
        "splendor-status-card",
        "splendor-status-deck",
        "splendor-status-noble",
        "splendor-status-bank",
    }
)


def status_events(state: SplendorState) -> list[Event]:
    """`/splendor status`: the bot (SP-3) and the stock (SP-6) first, then the human, the
    market, the nobles and the bank — as they are now, also while a question is open."""
    state = current(state, FLOWS)
    bot_, human_ = state.bot, state.human
    events = [
        Event(
            "SP-3",
            "splendor-status-bot",
            {
                "tokens": tokens_code(bot_.tokens),
                "count": bot_.token_count(),
                "bonuses": tokens_code(bot_.bonuses()),
                "cards": len(bot_.cards),
                "kept": len(bot_.kept),
                "nobles": len(bot_.nobles),
                "points": bot_.prestige(),
            },
        ),
        Event(
            "SP-6",
            "splendor-status-stock",
            {"stock": stock_terms(state), "gold": state.bank[GOLD]},
        ),
        Event(
            "SP-10",
            "splendor-status-human",
            {
                "tokens": tokens_code(human_.tokens),
                "count": human_.token_count(),
                "bonuses": tokens_code(human_.bonuses()),
                "cards": len(human_.cards),
                "reserved": [f"#{c}" for c in human_.reserved],
                "nobles": len(human_.nobles),
                "points": human_.prestige(),
            },
        ),
    ]
    for level in (3, 2, 1):
        for slot, card in enumerate(state.market[level - 1], 1):
            if card:
                events.append(
                    Event("SP-10", "splendor-status-card", {"slot": slot, **card_params(card)})
                )
        events.append(
            Event(
                "SP-10", "splendor-status-deck", {"level": level, "count": state.deck_size(level)}
            )
        )
    for noble in state.nobles:
        events.append(Event("SP-1", "splendor-status-noble", noble_params(noble)))
    events.append(Event("SP-1", "splendor-status-bank", {"tokens": tokens_code(state.bank)}))
    for card in human_.reserved:
        events.append(Event("SP-10", "splendor-status-reserved", card_params(card)))
    if state.result is not None:
        events.append(
            Event(
                "SP-8",
                "splendor-status-over",
                {
                    "winner": state.result.winner,
                    "bot": state.result.bot_points,
                    "human": state.result.human_points,
                },
            )
        )
    else:
        key = "splendor-status-next-bot" if state.next == "bot" else "splendor-status-next-human"
        events.append(Event("SP-8", key, {"turn": state.turn, "last": state.final_turn}))
    return events


# -- JSON --------------------------------------------------------------------------------------


def to_json(state: SplendorState) -> Any:
    return encode(state)


def from_json(data: Any) -> SplendorState:
    """Decode a saved state; a corrupt one raises CodecError."""
    state = decode(SplendorState, data)
    check(state)
    return state


def check(state: SplendorState) -> None:
    """The invariants a saved state must keep: the supply adds up (SP-1), known ids, three
    rows of four, the stock a list of distinct gems."""
    for name, tokens in (
        ("bank", state.bank),
        ("bot", state.bot.tokens),
        ("human", state.human.tokens),
    ):
        if set(tokens) != set(TOKENS) or min(tokens.values()) < 0:
            raise CodecError(f"$.{name}: token counts for {', '.join(TOKENS)}, ≥ 0")
    for colour in TOKENS:
        total = state.bank[colour] + state.bot.tokens[colour] + state.human.tokens[colour]
        if total != SUPPLY[colour]:
            raise CodecError(f"$: {colour} tokens add up to {total}, not {SUPPLY[colour]}")
    if len(state.market) != 3 or any(len(row) != SLOTS for row in state.market):
        raise CodecError("$.market: three rows of four")
    cards = [c for row in state.market for c in row if c]
    cards += state.bot.cards + state.human.cards + state.human.reserved
    cards += [c for c in state.bot.kept if c] + [c for deck in state.decks for c in deck]
    if any(c not in CARDS for c in cards) or len(cards) != len(set(cards)):
        raise CodecError("$: unknown or repeated card ids")
    if any(n not in NOBLES for n in state.nobles + state.bot.nobles + state.human.nobles):
        raise CodecError("$.nobles: unknown noble")
    if len(set(state.stock)) != len(state.stock) or not set(state.stock) <= set(GEMS):
        raise CodecError("$.stock: distinct gems")
    if len(state.decks) != 3 or len(state.hidden) != 3:
        raise CodecError("$.decks: three levels")
