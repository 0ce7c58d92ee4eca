"""Rajas of the Ganges automa: setup, the flow of turns and rounds, the end, and the public
API the bot calls. Rule ids: ../shared/rules/rajas.md."""

from __future__ import annotations

import copy
from typing import Any

from engines.core import (
    Ask,
    CodecError,
    Event,
    Flow,
    InvalidAnswer,
    Rng,
    Step,
    answer,
    ascii_int,
    decode,
    encode,
    start,
    term,
)
from engines.rajas import codes
from engines.rajas.beck import Beck
from engines.rajas.cherey import Cherey
from engines.rajas.model import (
    BALCONY_GIVES,
    COLOURS,
    GOODS,
    HUMAN,
    START_WORKERS,
    Automaton,
    Options,
    Profile,
    RajasState,
    Result,
    Standing,
)
from engines.rajas.play import Play, who

BECK_START_MONEY = {1: 4, 2: 5, 3: 6}
"""RB-S: money 4 / 5 / 6 for the 2nd / 3rd / 4th seat (seed 002 names these as the general
rules' defaults, so a Cherey automaton in the 2nd seat starts with 4 too)."""

SPACES: tuple[str, ...] = (
    *(f"chamber-{n}" for n in range(1, 7)),
    "quarry",
    "market-variety",
    *(f"market-{g}" for g in GOODS),
    "harbor",
    *(f"balcony-{c}" for c in BALCONY_GIVES),
    *(f"terrace-{c}" for c in COLOURS),
    "terrace-reroll",
)
"""Every space id the bot asks about (R-8), and the player may report taken."""


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
        and ask.confirm("R-8", "rajas-ask-reuse-profile", facts=_profile_summary(offered))
    )
    if reuse and offered is not None:
        state.profile = copy.deepcopy(offered)
        if state.options.ganga:
            # The Ganga module's river tiles are laid anew each game.
            state.profile.river = {}
        ask.say("R-8", "rajas-profile-reused")
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
    """Workers come back and the round's order is set (R-8). An automaton that starts a later
    round acts at once: the player asked for its turn by ending the round."""
    table = state.table
    seats = [HUMAN, *(a.seat for a in state.automata)]
    at = seats.index(start_seat)
    table.start_seat = start_seat
    table.order = seats[at:] + seats[:at]
    table.position = 0
    table.taken = []
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
        ask.say("R-8", "rajas-next", seat=start_seat, who=who(state, start_seat))


# -- a turn ----------------------------------------------------------------------------------


def _turn(state: RajasState, ask: Ask) -> None:
    table = state.table
    if table.order[table.position] == HUMAN:
        table.position = (table.position + 1) % len(table.order)
    seat = table.order[table.position]
    if state.automaton(seat).workers == 0:
        if all(a.workers == 0 for a in state.automata) and ask.confirm(
            "R-8", "rajas-ask-round-over", round=table.round
        ):
            _end_round(state, ask)
            return
        ask.say(rule(state, "RB-T", "RC-T"), "rajas-skip", seat=seat, who=who(state, seat))
        _advance(state, ask)
        return
    _act(state, ask, seat)


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
    table = state.table
    table.position = (table.position + 1) % len(table.order)
    ask.say(
        "R-8",
        "rajas-next",
        seat=table.order[table.position],
        who=who(state, table.order[table.position]),
    )


def _check_meet(state: RajasState, play: Play) -> None:
    """R-7: the bot watches its own markers after every placement."""
    me = play.me
    total = me.fame + me.money
    me.totals.append(total)
    if total >= play.meet_sum() and not state.table.ending:
        state.table.ending = True
        play.say("R-7", "rajas-markers-met", fame=me.fame, money=me.money)


def _end_round(state: RajasState, ask: Ask) -> None:
    table = state.table
    human_met = ask.confirm("R-7", "rajas-ask-human-met", round=table.round)
    if table.ending or human_met:
        _finish(state, ask, human_met=human_met)
        return
    start_seat = table.next_start
    if start_seat is None:
        human_took_mogul = "chamber-1" in table.taken or (
            table.start_seat != HUMAN and ask.confirm("R-2", "rajas-ask-human-mogul")
        )
        start_seat = HUMAN if human_took_mogul else table.start_seat
    table.round += 1
    _start_round(state, ask, start_seat)


# -- the end (R-7, RB-E, RC-E) ----------------------------------------------------------------


def _finish(state: RajasState, ask: Ask, human_met: bool) -> None:
    meet = player_for(state, ask, 1).meet_sum()
    fame = ask.number("R-7", "rajas-ask-human-fame", 0, 200)
    # Markers the player says have met stand at least at the meeting point.
    least = max(0, meet - fame) if human_met else 0
    money = ask.number("R-7", "rajas-ask-human-money", least, max(least, 200))
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
            winners=[who(state, seat) for seat in winners],
            count=len(winners),
            distance=best,
        )
    else:
        ask.say(scoring, "rajas-no-winner")


def _end(state: RajasState, ask: Ask) -> None:
    if ask.confirm("R-7", "rajas-ask-end-now"):
        _finish(state, ask, human_met=False)
    else:
        ask.say("R-7", "rajas-end-cancelled")


FLOWS: dict[str, Flow[RajasState]] = {"setup": _setup, "turn": _turn, "end": _end}


# -- public API --------------------------------------------------------------------------------


def play_turn(state: RajasState) -> Step[RajasState]:
    """`/rajas turn`: the next automaton's turn (or the open question again)."""
    _require_play(state)
    return start(state, "turn", FLOWS)


def give_answer(state: RajasState, raw: Any) -> Step[RajasState]:
    return answer(state, raw, FLOWS)


def end_game(state: RajasState) -> Step[RajasState]:
    _require_play(state)
    return start(state, "end", FLOWS)


def report_taken(state: RajasState, where: str) -> Step[RajasState]:
    """The player reports a space taken this round (R-8), so the bot need not ask."""
    _require_play(state)
    if where not in SPACES:
        raise InvalidAnswer("rajas-space-unknown", space=where, spaces=", ".join(SPACES))
    new = copy.deepcopy(state)
    if where not in new.table.taken:
        new.table.taken.append(where)
    return Step(
        state=new,
        events=[Event("R-8", "rajas-space-reported", {"space": term("rajas-space-" + where)})],
        prompt=None,
    )


def _require_play(state: RajasState) -> None:
    if state.phase == "over":
        raise InvalidAnswer("rajas-game-over")
    if state.conversation is not None:
        raise InvalidAnswer("flow-busy")


# -- the board profile ---------------------------------------------------------------------

PROFILE_FACTS = ("river-length", "river", "fame-track", "money-track", "meet", "building")


def correct_profile(state: RajasState, fact: str, args: list[str]) -> Step[RajasState]:
    """`/rajas board FACT ...`: set or correct one fact of the board profile."""
    if state.conversation is not None:
        raise InvalidAnswer("flow-busy")
    new = copy.deepcopy(state)
    profile = new.profile
    text = " ".join(args)
    if fact == "river-length":
        profile.river_length = _int_arg(args, 0, 1, 40, fact)
    elif fact == "river":
        where = _int_arg(args, 0, 1, 40, fact)
        gains = codes.parse_bonus(" ".join(args[1:]))
        if any(g.kind == "river" for g in gains):
            raise InvalidAnswer("rajas-code-river-in-river", code=text)
        profile.river[where] = gains
    elif fact in ("fame-track", "money-track"):
        spaces = codes.parse_track(text)
        if fact == "fame-track":
            profile.fame_track = spaces
        else:
            profile.money_track = spaces
    elif fact == "meet":
        profile.meet_sum = _int_arg(args, 0, 10, 200, fact)
    elif fact == "building":
        track = _int_arg(args, 0, 1, 4, fact)
        level = _int_arg(args, 1, 2, 4, fact)
        profile.building_fame.setdefault(track, {})[level] = _int_arg(args, 2, 0, 30, fact)
    else:
        raise InvalidAnswer("rajas-board-unknown-fact", fact=fact, facts=", ".join(PROFILE_FACTS))
    return Step(
        state=new,
        events=[Event("R-8", "rajas-board-corrected", {"fact": fact, "value": text})],
        prompt=None,
    )


def _int_arg(args: list[str], index: int, low: int, high: int, fact: str) -> int:
    number = ascii_int(args[index], low, high) if index < len(args) else None
    if number is None:
        raise InvalidAnswer("rajas-board-bad-value", fact=fact, low=low, high=high)
    return number


def _profile_summary(profile: Profile) -> str:
    parts = []
    if profile.river_length is not None:
        parts.append(f"river-length {profile.river_length}")
    for where in sorted(profile.river):
        parts.append(f"river {where}: {codes.bonus_code(profile.river[where])}")
    if profile.fame_track is not None:
        parts.append(f"fame-track: {codes.track_code(profile.fame_track)}")
    if profile.money_track is not None:
        parts.append(f"money-track: {codes.track_code(profile.money_track)}")
    if profile.meet_sum is not None:
        parts.append(f"meet {profile.meet_sum}")
    for track in sorted(profile.building_fame):
        for level in sorted(profile.building_fame[track]):
            parts.append(f"building {track} {level}: {profile.building_fame[track][level]}")
    return "; ".join(parts)


def board_events(state: RajasState) -> list[Event]:
    """`/rajas board`: the profile, one line per fact, with the command that corrects it."""
    summary = _profile_summary(state.profile)
    return [
        Event("R-8", "rajas-board-line", {"line": line}) for line in summary.split("; ") if line
    ] or [Event("R-8", "rajas-board-empty", {})]


def status_events(state: RajasState) -> list[Event]:
    """`/rajas status`: each automaton's whole state (R-4) and where the round stands."""
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
                    "tile_list": "; ".join(codes.tile_code(t) for t in a.tiles) or "—",
                    "placed": [term("rajas-space-" + p) for p in a.placed],
                },
            )
        )
    if state.result:
        events.append(
            Event(
                rule(state, "RB-E", "RC-E"),
                "rajas-status-over",
                {"winners": [who(state, seat) for seat in state.result.winners]},
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
