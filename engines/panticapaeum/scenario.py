"""What the scenario runner needs from the Panticapaeum engine: a game from a scenario, the
scenario's overrides (Botos's area, the round, the costs), the tiles Botos takes as their own
list, the human's moves (`turn`: the trireme helper; `cost …`, `round`) and the final state
line. Format: docs/scenarios.md."""

from __future__ import annotations

from typing import Any

from engines.core import CodecError, InvalidAnswer, Prompt, Step, decode
from engines.core.scenario import scenario_options
from engines.panticapaeum.botos import points
from engines.panticapaeum.game import (
    act,
    check,
    check_costs,
    new_game,
    parse_options,
    play_turn,
)
from engines.panticapaeum.model import COLOURS, TURNS_PER_ROUND, Cost, PanticapaeumState
from engines.panticapaeum.resources import code, is_none, parse_resources

TILE_PROMPTS = frozenset(
    {"panticapaeum-ask-tile", "panticapaeum-ask-passed", "panticapaeum-ask-passed-tile"}
)
"""The questions the scenario's ``tiles`` answer: the tile under the trireme (PB-4), and with
harder b how many tiles the trireme moved over and what lies on each (PB-9). A tile told one
tap at a time asks "anything more?" too: that happens only when ``tiles`` ran out and the tile
got its default answer (a tapped brown), and it is answered by its default as well (that's
all), never by one of ``answers``."""


def create(spec: dict[str, Any]) -> Step[PanticapaeumState]:
    raw, _ = scenario_options(spec)
    return new_game(parse_options(raw))


# -- the tiles -----------------------------------------------------------------------------------


def feeds(spec: dict[str, Any]) -> dict[str, list[Any]]:
    """``tiles`` as the answers of the tile questions, in order: one entry per Botos turn, the
    tile as typed; with harder b an entry may list the tiles the trireme moved over (a single
    tile is a list of one), and its length answers how many it moved over."""
    tiles = spec.get("tiles", [])
    if not isinstance(tiles, list):
        raise CodecError("$.tiles: a list, one entry per Botos turn")
    harder_b = "b" in str(spec.get("options", {}).get("harder", "")).casefold()
    answers: list[Any] = []
    for index, entry in enumerate(tiles):
        where = f"$.tiles[{index}]"
        if isinstance(entry, str):
            answers += [1, _as_typed(entry)] if harder_b else [_as_typed(entry)]
        elif isinstance(entry, list) and entry and all(isinstance(t, str) for t in entry):
            if not harder_b:
                raise CodecError(f"{where}: a list of tiles needs harder b")
            answers += [len(entry), *map(_as_typed, entry)]
        else:
            raise CodecError(f'{where}: a tile as typed ("2 brown 1 green") or a list of them')
    return {"tiles": answers}


def feed_of(prompt: Prompt) -> str | None:
    more_of_a_tile = prompt.key == "panticapaeum-ask-more" and prompt.params["what"] == "tile"
    return "tiles" if prompt.key in TILE_PROMPTS or more_of_a_tile else None


def _as_typed(tile: str) -> str:
    """A tile entry in its complete typed form (`brown` is `1 brown`, not the first tap of
    several); one the engine cannot read stays as it is, for the engine to refuse."""
    try:
        return code(parse_resources(tile))
    except InvalidAnswer:
        return tile


# -- overrides -----------------------------------------------------------------------------------


def override(state: PanticapaeumState, overrides: dict[str, Any]) -> None:
    """Set what the scenario names: Botos's resources and buildings (colours not named keep
    their count), the round (and, an extension, Botos's turns played in it), the costs."""
    if not overrides:
        return
    unknown = set(overrides) - {"bot", "round", "turn", "costs"}
    if unknown:
        raise CodecError(f"$.state: unknown fields {sorted(unknown)}")
    bot = overrides.get("bot", {})
    if not isinstance(bot, dict) or set(bot) - {"resources", "buildings"}:
        raise CodecError("$.state.bot: an object with resources and buildings")
    for name in ("resources", "buildings"):
        if name in bot:
            counts = decode(dict[str, int], bot[name], f"$.state.bot.{name}")
            if set(counts) - set(COLOURS) or min(counts.values(), default=0) < 0:
                raise CodecError(f"$.state.bot.{name}: counts ≥ 0 for {', '.join(COLOURS)}")
            getattr(state.botos, name).update(counts)
    if "round" in overrides:
        state.round = decode(int, overrides["round"], "$.state.round")
    if "turn" in overrides:
        state.turn = decode(int, overrides["turn"], "$.state.turn")
        if not 0 <= state.turn < TURNS_PER_ROUND:
            raise CodecError(f"$.state.turn: 0–{TURNS_PER_ROUND - 1} Botos turns played")
    if "costs" in overrides:
        costs = decode(dict[str, str | None], overrides["costs"], "$.state.costs")
        for colour, typed in costs.items():
            state.costs[colour] = _cost(typed, f"$.state.costs.{colour}")
        check_costs(state.costs, "$.state.costs")
    try:
        check(state)
    except CodecError as exc:
        raise CodecError(f"$.state: {exc}") from exc


def _cost(typed: str | None, where: str) -> Cost:
    if typed is None or is_none(typed):
        return None
    try:
        return parse_resources(typed)
    except InvalidAnswer as bad:
        raise CodecError(f"{where}: {typed!r} is not a cost ({bad.key})") from bad


# -- the human's moves -----------------------------------------------------------------------------


def move_due(state: PanticapaeumState) -> bool:
    """The human's exploration comes before each Botos turn: its trireme helper is a move."""
    return state.phase == "play" and state.next == "explore"


def play_move(state: PanticapaeumState, text: str) -> Step[PanticapaeumState]:
    """What the player types after `/panticapaeum`: `turn` (the trireme helper), `cost …`,
    `round`."""
    verb, *words = text.split() or [""]
    if verb.casefold() == "turn":
        return play_turn(state)
    return act(state, verb.casefold(), words)


def default_move(state: PanticapaeumState) -> str:
    return "turn"


# -- the final line ----------------------------------------------------------------------------


def _typed(cost: Cost) -> str | None:
    """A cost as typed (`2 purple 1 orange`), null when no building of the colour is left; a
    colour not asked yet is not in the line at all."""
    return None if cost is None else code(cost)


def final(state: PanticapaeumState) -> dict[str, Any]:
    data: dict[str, Any] = {
        "bot": {
            "resources": {c: state.botos.resources[c] for c in COLOURS},
            "buildings": {c: state.botos.buildings[c] for c in COLOURS},
            "score": points(state.botos),
        },
        "round": state.round,
        "turn": state.turn,
        "next": state.next,
        "costs": {c: _typed(state.costs[c]) for c in COLOURS if c in state.costs},
        "harder": state.options.harder,
        "phase": state.phase,
    }
    if state.result is not None:
        data["result"] = {
            "winner": state.result.winner,
            "botos": state.result.botos,
            "human": state.result.human,
            "ended": state.result.ended,
        }
    return data
