"""Rajas of the Ganges automa: setup, the flow of turns and rounds, the end, and the public
API the bot calls (the board profile's part is profile.py). Rule ids: ../shared/rules/rajas.md."""

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
    clone,
    current,
    decode,
    encode,
    noted,
    shallow,
    start,
    start_over,
    term,
)
from engines.rajas import codes
from engines.rajas.beck import Beck
from engines.rajas.cherey import Cherey
from engines.rajas.model import (
    COLOURS,
    HUMAN,
    MULTI_SPACES,
    SPACES,
    START_WORKERS,
    Automaton,
    Options,
    Profile,
    RajasState,
    Result,
    Standing,
)
from engines.rajas.play import Play, automa, who
from engines.rajas.play import name as seat_name
from engines.rajas.profile import profile_summary

BECK_START_MONEY = {1: 4, 2: 5, 3: 6}
"""RB-S: money 4 / 5 / 6 for the 2nd / 3rd / 4th seat (seed 002 names these as the general
rules' defaults, so a Cherey automaton in the 2nd seat starts with 4 too)."""


def player_for(state: RajasState, ask: Ask, seat: int) -> Play:
    cls = Beck if state.options.variant == "beck" else Cherey
    return cls(state, ask, seat)


def rule(state: RajasState, beck: str, cherey: str) -> str:
    return beck if state.options.variant == "beck" else cherey


# -- options and a new game ------------------------------------------------------------------


def parse_options(raw: dict[str, str]) -> Options:
    """Options as typed in chat (`variant=beck dummies=2 navaratna`). Unknown or bad options
    raise InvalidAnswer naming the option."""
    options = Options()
    for name, value in raw.items():
        if name == "variant":
            variant = _one_of(name, value, ("beck", "cherey"))
            options.variant = "beck" if variant == "beck" else "cherey"
        elif name in ("dummies", "handicap"):
            low, high = (1, 3) if name == "dummies" else (0, 20)
            number = ascii_int(value, low, high)
            if number is None:
                raise InvalidAnswer(
                    "rajas-option-bad", option=name, value=value, allowed=f"{low}–{high}"
                )
            setattr(options, name, number)
        elif name == "dice":
            options.dice = "bot" if _one_of(name, value, ("bot", "player")) == "bot" else "player"
        elif name in ("navaratna", "ganga"):
            flag = _one_of(name, value or "yes", ("yes", "no", "on", "off", "true", "false"))
            setattr(options, name, flag in ("yes", "on", "true"))
        else:
            raise InvalidAnswer("rajas-option-unknown", option=name)
    if options.variant == "cherey" and (options.dummies != 1 or options.handicap):
        bad = "dummies" if options.dummies != 1 else "handicap"
        raise InvalidAnswer("rajas-option-beck-only", option=bad)
    return options


def _one_of(option: str, value: str, allowed: tuple[str, ...]) -> str:
    if value not in allowed:
        raise InvalidAnswer(
            "rajas-option-bad", option=option, value=value, allowed=", ".join(allowed)
        )
    return value


def new_game(options: Options, seed: int, offered: Profile | None = None) -> Step[RajasState]:
    """Set the automata up (RB-S / RC-S) and open the setup conversation."""
    count = options.dummies if options.variant == "beck" else 1
    automata = [
        Automaton(
            seat=seat,
            dice=dict.fromkeys(COLOURS, 1),
            money=BECK_START_MONEY[seat],
            fame=0,
            workers=START_WORKERS,
        )
        for seat in range(1, count + 1)
    ]
    state = RajasState(
        options=options,
        rng=Rng.seeded(seed),
        bot_dice=options.dice == "bot",
        automata=automata,
        offered=offered,
    )
    return start(state, "setup", FLOWS)


def _setup(state: RajasState, ask: Ask) -> None:
    offered, state.offered = state.offered, None
    reuse = (
        offered is not None
        and offered != Profile()
        and ask.confirm("R-8", "rajas-ask-reuse-profile", facts=profile_summary(offered))
    )
    if reuse and offered is not None:
        state.profile = clone(offered)
        if state.options.ganga:
            # The Ganga module's river tiles are laid anew each game.
            state.profile.river = {}
        ask.note("rajas-profile-reused")
    if state.options.variant == "beck":
        ask.say("RB-S", "rajas-setup-beck", dummies=len(state.automata))
        for automaton in state.automata:
            ask.say(
                "RB-S",
                "rajas-setup-dummy",
                seat=automaton.seat,
                who=who(state, automaton.seat),
                money=automaton.money,
            )
            if state.options.handicap:
                _handicap(state, ask, automaton.seat)
        _start_round(state, ask, HUMAN, act=False)
        return
    face = ask.d6("RC-S", "rajas-roll-first-player")
    first = HUMAN if face % 2 == 0 else 1
    ask.say("RC-S", "rajas-first-player", face=face, seat=first, who=who(state, first))
    automaton = state.automata[0]
    if first == 1:
        automaton.money = ask.number("RC-S", "rajas-ask-first-money", 0, 20, board=True)
    ask.say("RC-S", "rajas-setup-cherey", money=automaton.money)
    _start_round(state, ask, first, act=False)


def _handicap(state: RajasState, ask: Ask, seat: int) -> None:
    """RB-S2: fame +h and money +2h, granting every bonus the markers pass."""
    h = state.options.handicap
    ask.say("RB-S2", "rajas-handicap", seat=seat, who=who(state, seat), fame=h, money=2 * h)
    play = player_for(state, ask, seat)
    play.gain_fame(h, "RB-S2")
    play.gain_money(2 * h, "RB-S2")


def _start_round(state: RajasState, ask: Ask, start_seat: int, act: bool = True) -> None:
    """Workers come back and the round's order is set (R-8): every space is free again. An
    automaton that starts a later round acts at once: the player asked for its turn by ending
    the round."""
    table = state.table
    seats = [HUMAN, *(a.seat for a in state.automata)]
    at = seats.index(start_seat)
    table.start_seat = start_seat
    table.order = seats[at:] + seats[:at]
    table.position = 0
    table.taken = []
    table.free = list(SPACES)
    table.human_turn = start_seat == HUMAN
    table.next_start = None
    for automaton in state.automata:
        automaton.workers = automaton.workers_total
        automaton.placed = []
        automaton.totals = []
    state.phase = "play"
    ask.say(
        "R-8", "rajas-round-start", round=table.round, seat=start_seat, who=who(state, start_seat)
    )
    if start_seat != HUMAN and act:
        _act(state, ask, start_seat)
    else:
        _announce(state, ask)


# -- a turn ----------------------------------------------------------------------------------


def _turn(state: RajasState, ask: Ask) -> None:
    """`/rajas turn`: the next automaton with a worker plays (the player's own turn, if it
    was theirs, is over); with no automaton left to place, the round ends."""
    table = state.table
    seat = table.order[table.position]
    if seat == HUMAN:
        table.position = _next_seat(state, ask, table.position)
    elif state.automaton(seat).workers == 0:
        ask.say(rule(state, "RB-T", "RC-T"), "rajas-skip", seat=seat, who=who(state, seat))
        table.position = _next_seat(state, ask, table.position)
        if table.order[table.position] == HUMAN and any(a.workers for a in state.automata):
            _announce(state, ask)
            return
    seat = table.order[table.position]
    if seat == HUMAN:
        # Round the table and back: no automaton has a worker left.
        _end_round(state, ask)
        return
    _act(state, ask, seat)


def _next_seat(state: RajasState, ask: Ask, position: int) -> int:
    """The position after ``position`` that is the player's or an automaton's with a worker:
    an automaton with none is passed over (it skips, RB-T / RC-T)."""
    table = state.table
    while True:
        position = (position + 1) % len(table.order)
        seat = table.order[position]
        if seat == HUMAN or state.automaton(seat).workers > 0:
            return position
        ask.say(rule(state, "RB-T", "RC-T"), "rajas-skip", seat=seat, who=who(state, seat))


def _act(state: RajasState, ask: Ask, seat: int) -> None:
    """One automaton places one worker, then the turn passes on."""
    automaton = state.automaton(seat)
    ask.say(
        rule(state, "RB-T", "RC-T"),
        "rajas-turn-start",
        seat=seat,
        who=who(state, seat),
        round=state.table.round,
        worker=len(automaton.placed) + 1,
    )
    play = player_for(state, ask, seat)
    if play.turn():
        _check_meet(state, play)
    else:
        # Ruling: spaces only fill up during a round, so it cannot place later either.
        automaton.workers = 0
        ask.say(rule(state, "RB-T", "RC-T"), "rajas-passes-round", seat=seat, who=who(state, seat))
    _advance(state, ask)


def _advance(state: RajasState, ask: Ask) -> None:
    """The turn passes on. When no automaton has a worker left, the round ends as soon as
    the player has placed theirs: the bot asks at once, and the player answers when done."""
    table = state.table
    table.position = _next_seat(state, ask, table.position)
    if all(a.workers == 0 for a in state.automata):
        table.human_turn = True
        _end_round(state, ask)
        return
    _announce(state, ask)


def _announce(state: RajasState, ask: Ask) -> None:
    """Say whose turn it is; the player's turn makes what the bot knows of free spaces stale
    (they will place a worker it does not see)."""
    table = state.table
    seat = table.order[table.position]
    variant = state.options.variant
    if seat == HUMAN:
        table.human_turn = True
        if all(a.workers == 0 for a in state.automata):
            ask.say("R-8", "rajas-next-round-end", variant=variant, round=table.round)
            return
    # Whose turn is next, and what to type: a plain prompt, not a decision (no rule tag).
    ask.note("rajas-next", seat=seat, who=who(state, seat), automa=automa(state), variant=variant)


def _check_meet(state: RajasState, play: Play) -> None:
    """R-7: the bot watches its own markers after every placement."""
    me = play.me
    total = me.fame + me.money
    me.totals.append(total)
    if total >= play.meet_sum() and not state.table.ending:
        state.table.ending = True
        play.say("R-7", "rajas-markers-met", fame=me.fame, money=me.money)


def _end_round(state: RajasState, ask: Ask) -> None:
    """No automaton has a worker left: one question ends the round — is it over (every worker
    of the player's placed), did the player's markers meet, and, when the bot cannot know who
    starts next, did the player take the Great Mogul (R-2, R-7, R-8)."""
    table = state.table
    mogul = (
        table.next_start is None and table.start_seat != HUMAN and "chamber-1" not in table.taken
    )
    options = [Option(id="over", key="rajas-round-over"), Option(id="met", key="rajas-round-met")]
    if mogul and not table.ending:
        options.append(Option(id="mogul", key="rajas-round-mogul"))
    options.append(Option(id="not-yet", key="rajas-round-not-yet"))
    said = ask.choice(
        "R-8", "rajas-ask-round-end", options, round=table.round, variant=state.options.variant
    )
    if said == "not-yet":
        ask.say("R-8", "rajas-next-round-end", variant=state.options.variant, round=table.round)
        return
    human_met = said == "met"
    if table.ending or human_met:
        _finish(state, ask, human_met=human_met)
        return
    start_seat = table.next_start
    if start_seat is None:
        human_took_mogul = "chamber-1" in table.taken or said == "mogul"
        start_seat = HUMAN if human_took_mogul else table.start_seat
    table.round += 1
    _start_round(state, ask, start_seat)


# -- the end (R-7, RB-E, RC-E) ----------------------------------------------------------------


def _finish(state: RajasState, ask: Ask, human_met: bool) -> None:
    meet = player_for(state, ask, 1).meet_sum()
    # Markers the player says have met stand at least at the meeting point.
    least = max(0, meet) if human_met else 0
    fame, money = ask.text(
        "R-7",
        "rajas-ask-human-score",
        lambda text: _score(text, least),
        [],
        board=False,
        default=f"{least} 0",
        least=least,
    )
    table = state.table
    ended_by: list[int] = []
    if state.options.variant == "beck" and human_met:
        worker = ask.number("RB-E", "rajas-ask-human-worker", 1, 6, round=table.round)
        ended_by = [HUMAN, worker]
    for automaton in state.automata:
        crossed = [n for n, total in enumerate(automaton.totals, 1) if total >= meet]
        if crossed and not ended_by:
            ended_by = [automaton.seat, crossed[0]]
    standings = [Standing(seat=HUMAN, fame=fame, money=money, distance=fame + money - meet + 1)]
    standings += [
        Standing(seat=a.seat, fame=a.fame, money=a.money, distance=a.fame + a.money - meet + 1)
        for a in state.automata
    ]
    best = max(s.distance for s in standings)
    winners = [s.seat for s in standings if s.distance == best] if best >= 1 else []
    state.result = Result(
        round=table.round, standings=standings, winners=winners, ended_by=ended_by
    )
    state.phase = "over"
    scoring = rule(state, "RB-E", "RC-E")
    for s in sorted(standings, key=lambda s: -s.distance):
        ask.say(
            scoring,
            "rajas-standing",
            seat=s.seat,
            who=who(state, s.seat),
            fame=s.fame,
            money=s.money,
            distance=s.distance,
            met="yes" if s.distance >= 1 else "no",
            apart=max(0, 1 - s.distance),
        )
    if ended_by:
        ask.say(
            "RB-E" if state.options.variant == "beck" else "R-7",
            "rajas-ended-by",
            seat=ended_by[0],
            who=who(state, ended_by[0]),
            worker=ended_by[1],
            round=table.round,
        )
    if winners:
        ask.say(
            scoring,
            "rajas-winner",
            winners=[seat_name(state, seat) for seat in winners],
            count=len(winners),
            distance=best,
        )
    else:
        ask.say(scoring, "rajas-no-winner")


def _score(text: str, least: int) -> tuple[int, int]:
    """The player's fame and money, in one answer (`34 27`); markers said to have met add
    up to at least the meeting point."""
    words = codes.number_words(text)
    numbers = [ascii_int(w, 0, 200) for w in words]
    if len(numbers) != 2 or numbers[0] is None or numbers[1] is None:
        raise InvalidAnswer("rajas-score-bad", value=text)
    fame, money = numbers[0], numbers[1]
    if fame + money < least:
        raise InvalidAnswer("rajas-score-not-met", value=text, least=least)
    return fame, money


def _end(state: RajasState, ask: Ask) -> None:
    if ask.confirm("R-7", "rajas-ask-end-now"):
        _finish(state, ask, human_met=False)
    else:
        ask.say("R-7", "rajas-end-cancelled")
        if not ask.resumes and state.phase == "play" and state.table.order:
            _announce(state, ask)


FLOWS: dict[str, Flow[RajasState]] = {"setup": _setup, "turn": _turn, "end": _end}


# -- public API --------------------------------------------------------------------------------


def play_turn(state: RajasState, placed: str = "") -> Step[RajasState]:
    """`/rajas turn [SPACE]`: the next automaton's turn. ``placed``: the space the player's
    worker took in the turn just played (any language; `none` when they placed none), so that
    the bot need not ask about the board."""
    _require_play(state)
    base = state
    said: list[Event] = []
    if placed.strip() or state.table.human_turn:
        # Only the table changes (start() copies the whole state for the flow anyway).
        base = shallow(state)
        base.table = clone(state.table)
        said = _placed(base, placed)
    step = start(base, "turn", FLOWS)
    return Step(step.state, [*said, *step.events], step.prompt) if said else step


def _placed(state: RajasState, text: str) -> list[Event]:
    """What the player's turn changed on the board: the space they name, or an unknown one."""
    table = state.table
    if not text.strip():
        # The player placed a worker the bot did not see: a free space may be taken now.
        if table.human_turn:
            table.free = []
        table.human_turn = False
        return []
    table.human_turn = False
    if codes.is_none(text):
        return [noted("rajas-placed-none")]
    where = _space(text)
    _refuse_automaton_space(state, where)
    _mark_taken(state, where)
    return [noted("rajas-space-reported", {"space": term("rajas-space-" + where)})]


def _space(text: str) -> str:
    where = codes.parse_space(text)
    if where is None:
        raise InvalidAnswer(
            "rajas-space-unknown", space=text, spaces=[codes.space_param(s) for s in SPACES]
        )
    return where


def _mark_taken(state: RajasState, where: str) -> None:
    """The player's worker stands on ``where``: a single space is taken for the round; the
    quarry or the harbor may or may not still have room."""
    table = state.table
    if where in table.free:
        table.free.remove(where)
    if where not in MULTI_SPACES and where not in table.taken:
        table.taken.append(where)


def _refuse_automaton_space(state: RajasState, where: str) -> None:
    if where in MULTI_SPACES:
        return
    for a in state.automata:
        if where in a.placed:
            raise InvalidAnswer(
                "rajas-space-automaton-there",
                space=term("rajas-space-" + where),
                who=who(state, a.seat),
            )


def give_answer(state: RajasState, raw: Any) -> Step[RajasState]:
    return answer(state, raw, FLOWS)


def end_game(state: RajasState) -> Step[RajasState]:
    """`/rajas end`: end now and score, also while a question is open (the turn waiting on it
    is then never played; if the player goes on instead, its question is open again)."""
    if state.phase == "over":
        raise InvalidAnswer("rajas-game-over")
    return start_over(state, "end", FLOWS, Event("R-7", "rajas-question-waits", {}))


def report_taken(state: RajasState, where: str) -> Step[RajasState]:
    """`/rajas taken SPACE`: the player reports a space they took this round (R-8), in any of
    our languages, so the bot need not ask. A space an automaton holds is refused."""
    _require_play(state)
    found = _space(where)
    _refuse_automaton_space(state, found)
    new = clone(state)
    _mark_taken(new, found)
    return Step(
        state=new,
        events=[noted("rajas-space-reported", {"space": term("rajas-space-" + found)})],
        prompt=None,
    )


def _require_play(state: RajasState) -> None:
    if state.phase == "over":
        raise InvalidAnswer("rajas-game-over")
    if state.conversation is not None:
        raise InvalidAnswer("flow-busy")


def status_events(state: RajasState) -> list[Event]:
    """`/rajas status`: each automaton's whole state (R-4) and where the round stands — as it
    is now, also while a turn waits on a question."""
    asking = state.conversation is not None and state.conversation.prompt is not None
    state = current(state, FLOWS)
    table = state.table
    events = [
        Event(
            "R-8",
            "rajas-status-round",
            {
                "round": table.round,
                "variant": state.options.variant,
                "phase": state.phase,
                "next": who(state, table.order[table.position] if table.order else HUMAN),
                "asking": "yes" if asking else "no",
            },
        )
    ]
    for a in state.automata:
        events.append(
            Event(
                "R-4",
                "rajas-status-automaton",
                {
                    "seat": a.seat,
                    "who": who(state, a.seat),
                    "fame": a.fame,
                    "money": a.money,
                    "workers": a.workers,
                    "workers_total": a.workers_total,
                    "boat": a.boat,
                    "orange": a.dice["orange"],
                    "purple": a.dice["purple"],
                    "green": a.dice["green"],
                    "blue": a.dice["blue"],
                    "dice": a.dice_count(),
                    "upgrades": " ".join(str(level) for level in a.upgrades),
                    "tiles": len(a.tiles),
                    "tile_list": codes.tiles_param(a.tiles),
                    "placed": [term("rajas-space-" + p) for p in a.placed],
                },
            )
        )
    if state.result:
        events.append(
            Event(
                rule(state, "RB-E", "RC-E"),
                "rajas-status-over",
                {
                    "winners": [seat_name(state, seat) for seat in state.result.winners],
                    "count": len(state.result.winners),
                },
            )
        )
    return events


# -- JSON --------------------------------------------------------------------------------------


def to_json(state: RajasState) -> Any:
    return encode(state)


def from_json(data: Any) -> RajasState:
    """Decode a saved state; a corrupt one raises CodecError."""
    state = decode(RajasState, data)
    if not 1 <= len(state.automata) <= 3:
        raise CodecError("$.automata: 1 to 3 automata")
    for a in state.automata:
        if set(a.dice) != set(COLOURS) or min(a.dice.values()) < 0 or len(a.upgrades) != 4:
            raise CodecError("$.automata: bad dice or upgrades")
    return state
