"""Panticapaeum against Botos (seed 003): options, setup (PB-1, PB-9, the board profile), the
trireme helper of the human's exploration (PB-2), Botos's turn (PB-3 … PB-7), the rounds
(PB-3.1), the score and the winner (PB-8), and the public API the bot calls. Rule ids:
../shared/rules/panticapaeum.md.

`/panticapaeum turn` does what is due: after the human took their tile, the trireme helper;
after the human's development phase, Botos's turn. Botos has no dice: nothing here is random,
and a game replays from its answers alone.
"""

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
    current,
    decode,
    encode,
    noted,
    start,
    term,
)
from engines.panticapaeum import botos
from engines.panticapaeum.model import (
    COLOURS,
    HARDER,
    ROUNDS,
    TURNS_PER_ROUND,
    Cost,
    Options,
    PanticapaeumState,
    Profile,
    Result,
    Winner,
)
from engines.panticapaeum.resources import (
    MAX_OF_A_COLOUR,
    building_term,
    colour_of,
    cost_params,
    is_none,
    parse_resources,
    total,
)

MAX_TILE = 9
"""PB-2: the most resources a tile the human took may show, as buttons 0–9."""
MAX_SCORE = 999
"""PB-8: the human's final score, typed."""

# -- options and a new game ------------------------------------------------------------------


def parse_options(raw: dict[str, str]) -> Options:
    """`/panticapaeum new harder=ac` (letters a–d in any order, `a,c` too). Unknown or bad
    options raise InvalidAnswer naming the option."""
    options = Options()
    for name, value in raw.items():
        if name != "harder":
            raise InvalidAnswer("panticapaeum-option-unknown", option=name)
        letters = [ch for ch in value.casefold() if ch not in ", +"]
        if not letters or any(ch not in HARDER for ch in letters):
            raise InvalidAnswer("panticapaeum-option-harder", value=value)
        options.harder = "".join(sorted(set(letters)))
    return options


def new_game(
    options: Options, seed: int = 0, offered: Profile | None = None
) -> Step[PanticapaeumState]:
    """PB-1 and the setup conversation (which offers the last game's costs, if any)."""
    if offered is not None:
        try:
            check_costs(offered.costs, "$.profile.costs")
        except CodecError:
            offered = None  # a damaged saved profile is not offered; the costs are asked anew
    state = PanticapaeumState(options=options, rng=Rng.seeded(seed), offered=offered)
    return start(state, "setup", FLOWS)


def _setup(state: PanticapaeumState, ask: Ask) -> None:
    ask.say("PB-1", "panticapaeum-setup")
    for mode in state.options.harder:
        ask.say("PB-9", "panticapaeum-harder-on", mode=term("panticapaeum-harder-" + mode))
    if not state.options.harder:
        ask.say("PB-5.1", "panticapaeum-standard")
    offered, state.offered = state.offered, None
    if offered is not None and offered.costs:
        for colour in COLOURS:
            if colour in offered.costs:
                _say_cost(ask, colour, offered.costs[colour], "panticapaeum-offered-cost")
        if ask.confirm("PB-10", "panticapaeum-ask-reuse-costs"):
            state.costs = copy.deepcopy(offered.costs)
            state.profile = copy.deepcopy(offered)
            ask.note("panticapaeum-costs-reused")
    state.phase = "play"
    _your_turn(state, ask)


def _say_cost(ask: Ask, colour: str, cost: Cost, key: str) -> None:
    ask.say("PB-10", key, **cost_params(colour, cost))


def _your_turn(state: PanticapaeumState, ask: Ask) -> None:
    ask.say(
        "PB-3.1",
        "panticapaeum-your-turn",
        round=state.round,
        turn=state.turn + 1,
        turns=TURNS_PER_ROUND,
    )


# -- the human's exploration: the trireme (PB-2) ---------------------------------------------------


def _trireme(state: PanticapaeumState, ask: Ask) -> None:
    count = ask.number("PB-2", "panticapaeum-ask-your-tile", 0, MAX_TILE, board=True)
    ask.say("PB-2", "panticapaeum-trireme", count=count)
    if count:
        ask.say("PB-2.1", "panticapaeum-row-ends")
    if state.options.on("b"):
        ask.say("PB-9", "panticapaeum-harder-b-reminder")
    state.next = "botos"
    ask.say("PB-3", "panticapaeum-your-development")


# -- Botos's turn (PB-3) -------------------------------------------------------------------------


def _botos(state: PanticapaeumState, ask: Ask) -> None:
    state.turn += 1
    ask.say(
        "PB-3", "panticapaeum-botos-turn", round=state.round, turn=state.turn, turns=TURNS_PER_ROUND
    )
    botos.explore(state, ask)
    botos.develop(state, ask)
    ask.say("PB-6", "panticapaeum-holds", **botos.holding_params(state.botos))
    ask.say("PB-8", "panticapaeum-score", **botos.holding_params(state.botos))
    state.next = "explore"
    if state.turn >= TURNS_PER_ROUND:
        _round_over(state, ask)
    else:
        _your_turn(state, ask)


def _round_over(state: PanticapaeumState, ask: Ask) -> None:
    """PB-3.1: the round ends after its turns (or when the player says so). After the last
    round the player confirms the game is over (the count of rounds is of medium confidence);
    no: another round."""
    ask.say("PB-3.1", "panticapaeum-round-over", round=state.round)
    if state.round >= ROUNDS:
        if ask.confirm("PB-3.1", "panticapaeum-ask-game-over", round=state.round):
            _finish(state, ask, ended=False)
            return
        ask.say("PB-3.1", "panticapaeum-game-goes-on")
    state.round += 1
    state.turn = 0
    _your_turn(state, ask)


def _round(state: PanticapaeumState, ask: Ask) -> None:
    ask.say("PB-3.1", "panticapaeum-round-said", round=state.round, count=state.turn)
    _round_over(state, ask)


# -- the end (PB-8) --------------------------------------------------------------------------------


def _finish(state: PanticapaeumState, ask: Ask, ended: bool) -> None:
    """PB-8: Botos's points by colour and for its resources; the human types their own score
    (the normal rules); more wins, equal is a draw (ruling of the brief)."""
    for colour in COLOURS:
        count = state.botos.buildings[colour]
        if count:
            ask.say(
                "PB-8",
                "panticapaeum-final-buildings",
                building=building_term(colour),
                count=count,
                points=botos.building_points(count),
            )
    buildings, resources = botos.score(state.botos)
    ask.say("PB-8", "panticapaeum-final-resources", count=resources)
    botos_points = buildings + resources
    ask.say("PB-8", "panticapaeum-final-botos", points=botos_points)
    human = ask.number("PB-8", "panticapaeum-ask-your-score", 0, MAX_SCORE)
    winner = winner_of(human, botos_points)
    state.result = Result(winner=winner, botos=botos_points, human=human, ended=ended)
    state.phase = "over"
    ask.say("PB-8", "panticapaeum-winner", winner=winner, human=human, botos=botos_points)


def winner_of(human: int, botos_points: int) -> Winner:
    """PB-8: the higher score wins; equal scores are a draw (ruling of the brief)."""
    if human == botos_points:
        return "draw"
    return "human" if human > botos_points else "botos"


def _end(state: PanticapaeumState, ask: Ask) -> None:
    if ask.confirm("PB-8", "panticapaeum-ask-end-now"):
        _finish(state, ask, ended=True)
    else:
        ask.say("PB-8", "panticapaeum-end-cancelled")


FLOWS: dict[str, Flow[PanticapaeumState]] = {
    "setup": _setup,
    "trireme": _trireme,
    "botos": _botos,
    "round": _round,
    "end": _end,
}


# -- public API --------------------------------------------------------------------------------


def play_turn(state: PanticapaeumState) -> Step[PanticapaeumState]:
    """`/panticapaeum turn`: the trireme helper after the human took their tile, or Botos's
    turn after the human's development phase, whichever is due."""
    _require_play(state)
    return start(state, "trireme" if state.next == "explore" else "botos", FLOWS)


def give_answer(state: PanticapaeumState, raw: Any) -> Step[PanticapaeumState]:
    return answer(state, raw, FLOWS)


def end_game(state: PanticapaeumState) -> Step[PanticapaeumState]:
    """`/panticapaeum end`: end now and score (PB-8)."""
    # Not while a question is open: Botos's tile is already in its area on the table by then,
    # and a turn dropped half-way would score without it. The question comes first.
    _require_play(state)
    return start(state, "end", FLOWS)


def end_round(state: PanticapaeumState) -> Step[PanticapaeumState]:
    """`/panticapaeum round`: the player says the round is over (PB-3.1), between Botos's turn
    and the human's next exploration, once Botos has played in it."""
    _require_play(state)
    if state.next != "explore":
        raise InvalidAnswer("panticapaeum-botos-first")
    if state.turn == 0:
        raise InvalidAnswer("panticapaeum-round-not-begun", round=state.round)
    return start(state, "round", FLOWS)


def correct_cost(state: PanticapaeumState, args: list[str]) -> Step[PanticapaeumState]:
    """`/panticapaeum cost brown 2 brown 1 beige` (or `brown none`): the cost of a colour's
    next building, after the human built one or to mend a mistyped answer (PB-10). Ruling: a
    correction of a colour Botos has not built yet also corrects the board profile (it is the
    cost the game started with, mistyped); after Botos built one it is the next building's."""
    _require_play(state)
    colour = colour_of(args[0]) if args else None
    if colour is None or len(args) < 2:
        raise InvalidAnswer("panticapaeum-cost-usage", value=" ".join(args))
    text = " ".join(args[1:])
    cost: Cost = None
    if not is_none(text):
        cost = parse_resources(text)
    new = copy.deepcopy(state)
    new.costs[colour] = cost
    if new.botos.buildings[colour] == 0:
        new.profile.costs[colour] = copy.deepcopy(cost)
    event = noted("panticapaeum-cost-noted", cost_params(colour, cost))
    return Step(state=new, events=[event], prompt=None)


def act(state: PanticapaeumState, verb: str, args: list[str]) -> Step[PanticapaeumState]:
    """The game's own verbs: `cost COLOUR …` and `round`."""
    if verb == "cost":
        return correct_cost(state, args)
    if verb == "round":
        return end_round(state)
    raise InvalidAnswer("panticapaeum-verb-unknown", verb=verb)


def _require_play(state: PanticapaeumState) -> None:
    if state.phase == "over":
        raise InvalidAnswer("panticapaeum-game-over")
    if state.conversation is not None:
        raise InvalidAnswer("flow-busy")


# -- what the player sees ----------------------------------------------------------------------


def cost_events(state: PanticapaeumState) -> list[Event]:
    """PB-10: the cost of each colour's next building as the bot believes it."""
    return [
        Event("PB-10", "panticapaeum-status-cost", cost_params(colour, state.costs[colour]))
        if colour in state.costs
        else Event("PB-10", "panticapaeum-status-cost-unknown", cost_params(colour, None))
        for colour in COLOURS
    ]


def board_events(state: PanticapaeumState) -> list[Event]:
    """The building board as the bot knows it: the costs (PB-10)."""
    return cost_events(state)


def status_events(state: PanticapaeumState) -> list[Event]:
    """`/panticapaeum status`: Botos's resources and buildings by colour and its running score
    (PB-6, PB-5, PB-8), the costs it believes (PB-10), the harder modes (PB-9), and where the
    game stands (PB-3.1) — as it is now, also while a turn waits on a question (the working
    copy of the turn so far, as Rajas shows it), and saying that it waits."""
    asking = state.conversation.flow if state.conversation and state.conversation.prompt else ""
    state = current(state, FLOWS)
    botos_ = state.botos
    events = [
        Event("PB-6", "panticapaeum-status-resources", botos.holding_params(botos_)),
        Event(
            "PB-5",
            "panticapaeum-status-buildings",
            {**{c: botos_.buildings[c] for c in COLOURS}, "total": total(botos_.buildings)},
        ),
        Event("PB-8", "panticapaeum-status-score", botos.holding_params(botos_)),
        *cost_events(state),
        Event(
            "PB-9",
            "panticapaeum-status-harder",
            {
                "modes": [term("panticapaeum-harder-" + m) for m in state.options.harder],
                "count": len(state.options.harder),
            },
        ),
    ]
    if state.result is not None:
        events.append(
            Event(
                "PB-8",
                "panticapaeum-status-over",
                {
                    "winner": state.result.winner,
                    "botos": state.result.botos,
                    "human": state.result.human,
                },
            )
        )
    else:
        # Botos's turn counts itself as soon as it starts; any other turn is the next one.
        turn = state.turn if asking == "botos" else state.turn + 1
        events.append(
            Event(
                "PB-3.1",
                "panticapaeum-status-next",
                {
                    "round": state.round,
                    "turn": turn,
                    "turns": TURNS_PER_ROUND,
                    "next": {"botos": "botos-asking", "trireme": "explore-asking"}.get(
                        asking, "asking" if asking else state.next
                    ),
                },
            )
        )
    return events


# -- JSON --------------------------------------------------------------------------------------


def to_json(state: PanticapaeumState) -> Any:
    return encode(state)


def from_json(data: Any) -> PanticapaeumState:
    """Decode a saved state; a corrupt one raises CodecError."""
    state = decode(PanticapaeumState, data)
    check(state)
    return state


def check(state: PanticapaeumState) -> None:
    """The invariants a saved state keeps: five colours everywhere, no negative count, costs
    of known colours with a few of each (PB-10), the harder letters a–d."""
    for name, counts in (
        ("resources", state.botos.resources),
        ("buildings", state.botos.buildings),
    ):
        if set(counts) != set(COLOURS) or min(counts.values()) < 0:
            raise CodecError(f"$.botos.{name}: counts for {', '.join(COLOURS)}, ≥ 0")
    for where, costs in (("costs", state.costs), ("profile.costs", state.profile.costs)):
        check_costs(costs, f"$.{where}")
    if any(ch not in HARDER for ch in state.options.harder):
        raise CodecError("$.options.harder: letters a–d")
    if state.round < 1 or not 0 <= state.turn <= TURNS_PER_ROUND:
        raise CodecError("$.round: from 1; $.turn: 0–3")


def check_costs(costs: dict[str, Cost], where: str) -> None:
    for colour, cost in costs.items():
        if colour not in COLOURS:
            raise CodecError(f"{where}: unknown colour {colour!r}")
        if cost is not None and (
            set(cost) != set(COLOURS)
            or not all(0 <= n <= MAX_OF_A_COLOUR for n in cost.values())
            or total(cost) == 0
        ):
            raise CodecError(f"{where}.{colour}: a cost is 0–{MAX_OF_A_COLOUR} of each colour")
