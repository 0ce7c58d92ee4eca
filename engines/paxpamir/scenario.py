"""What the scenario runner needs from the Pax Pamir engine: a table from a scenario, the
scenario's overrides (the players' ledgers, the blocks, the favoured suit), the commands as
typed after `/paxpamir`, and the final state line. Format: docs/scenarios.md."""

from __future__ import annotations

import itertools
from typing import Any

from engines.core import CodecError, Prompt, Step, decode, encode
from engines.core.scenario import scenario_options
from engines.paxpamir.game import (
    act,
    check_state,
    end_game,
    new_game,
    parse_options,
    play_turn,
)
from engines.paxpamir.market_cards import COURT_CARDS
from engines.paxpamir.model import (
    COALITIONS,
    GIFT_COSTS,
    MAX_COUNT,
    MAX_RUPEES,
    MAX_VP,
    SUITS,
    PaxState,
    Player,
)
from engines.paxpamir.wakhan import DECK_SIZE, back_of, market_position
from engines.paxpamir.wakhan import cards as wakhan_cards
from engines.paxpamir.words import coalition_of, suit_of

NUMBERS = {"vp": MAX_VP, "rupees": MAX_RUPEES, "cylinders": MAX_COUNT, "gifts": len(GIFT_COSTS)}
FIELDS = frozenset({"name", "loyalty", "influence", "stars", "patriots", "prizes", *NUMBERS})


def create(spec: dict[str, Any]) -> Step[PaxState]:
    """`options.players` (or the names of `state.players`) seat the table; loyalties given in
    `state.players` are not asked at setup. `ai` (Wakhan's AI cards, revealed then next, in
    order) stacks the top of her virtual deck (`wakhan=virtual`, the default with `ai`); with
    `wakhan=physical` it answers the questions of her card and its next back instead (``feeds``).
    The seed shuffles the rest of the virtual deck. A seated table takes the scenario's `state`
    before the setup, since the setup starts Wakhan's first turn and plays it."""
    raw, seed = _raw_options(spec)
    ai = ai_cards(spec)
    if ai and "wakhan" not in raw:
        raw["wakhan"] = "virtual"
    options = parse_options(raw)
    if ai and options.wakhan == "off":
        raise CodecError("$.ai: Wakhan's AI cards need wakhan=virtual or wakhan=physical")
    early = _early_state(spec) if options.players else {}
    prepare = (lambda state: override(state, early)) if early else None
    return new_game(options, seed, ai if options.wakhan == "virtual" else None, prepare)


def late_state(spec: dict[str, Any]) -> dict[str, Any]:
    """What of the scenario's `state` the runner applies after the setup: all of it when the
    setup asks the names, else only whose turn it is (the setup decides the first seat)."""
    overrides: dict[str, Any] = spec.get("state", {})
    if not _raw_options(spec)[0].get("players"):
        return overrides
    return {k: v for k, v in overrides.items() if k == "turn"}


def _early_state(spec: dict[str, Any]) -> dict[str, Any]:
    overrides: dict[str, Any] = spec.get("state", {})
    return {k: v for k, v in overrides.items() if k != "turn"}


def _raw_options(spec: dict[str, Any]) -> tuple[dict[str, str], int]:
    """The scenario's options as typed, the players and loyalties of `state.players` added."""
    raw, seed = scenario_options(spec)
    given = spec.get("state", {}).get("players")
    if isinstance(given, list) and all(isinstance(p, dict) for p in given):
        if "players" not in raw and all("name" in p for p in given):
            raw["players"] = ",".join(str(p["name"]) for p in given)
        loyalties = [
            p.get("loyalty") for p in given if str(p.get("name", "")).casefold() != "wakhan"
        ]
        if "loyalty" not in raw and loyalties and all(isinstance(c, str) for c in loyalties):
            raw["loyalty"] = ",".join(str(c) for c in loyalties)
    return raw, seed


def ai_cards(spec: dict[str, Any]) -> list[int]:
    """The scenario's `ai`: card numbers 1–24, none twice (a stacked deck holds each once)."""
    cards = decode(list[int], spec.get("ai", []), "$.ai")
    if not all(1 <= n <= DECK_SIZE for n in cards) or len(set(cards)) != len(cards):
        raise CodecError(f"$.ai: card numbers 1–{DECK_SIZE}, none twice")
    return cards


def feeds(spec: dict[str, Any]) -> dict[str, list[Any]]:
    """With the physical deck, `ai` answers her card's questions (PW-2, PW-4): each card named
    and confirmed, and the back of the card after it read against its arrows."""
    if str(spec.get("options", {}).get("wakhan", "")).casefold() != "physical":
        return {}
    cards = ai_cards(spec)
    backs = [
        "{}-{}".format(*market_position(wakhan_cards()[card], back_of(after)))
        for card, after in itertools.pairwise(cards)
    ]
    return {"ai-card": list(cards[: len(backs)]), "ai-check": [True] * len(backs), "ai-back": backs}


FEEDS = {
    "paxpamir-ask-wakhan-card": "ai-card",
    "paxpamir-ask-wakhan-card-check": "ai-check",
    "paxpamir-ask-wakhan-back": "ai-back",
}


def feed_of(prompt: Prompt) -> str | None:
    return FEEDS.get(prompt.key)


def override(state: PaxState, overrides: dict[str, Any]) -> None:
    if not overrides:
        return
    unknown = set(overrides) - {"players", "blocks", "favoured", "turn", "ai"}
    if unknown:
        raise CodecError(f"$.state: unknown fields {sorted(unknown)}")
    if "players" in overrides:
        given = overrides["players"]
        if not isinstance(given, list) or len(given) != len(state.players):
            raise CodecError("$.state.players: one object per player, in seat order")
        for i, (player, fields) in enumerate(zip(state.players, given, strict=True)):
            _override_player(player, fields, f"$.state.players[{i}]")
    if "blocks" in overrides:
        blocks = decode(dict[str, int], overrides["blocks"], "$.state.blocks")
        if not set(blocks) <= set(COALITIONS):
            raise CodecError("$.state.blocks: afghan, british, russian")
        state.blocks.update(blocks)
    if "favoured" in overrides:
        suit = suit_of(str(overrides["favoured"]))
        if suit is None:
            raise CodecError(f"$.state.favoured: one of {', '.join(SUITS)}")
        state.favoured = suit
    if "turn" in overrides:
        seated = state.find(str(overrides["turn"]))
        if seated is None:
            raise CodecError("$.state.turn: a player's name")
        state.turn = state.players.index(seated)
    if "ai" in overrides:
        _override_ai(state, overrides["ai"])
    check_state(state)


def _override_ai(state: PaxState, fields: Any) -> None:
    """``"ai": {"court": [12, 45]}``: Wakhan's court cards by number, left to right (the bot
    keeps her court when it keeps her deck)."""
    if state.ai is None:
        raise CodecError("$.state.ai: only with her deck kept by the bot (wakhan=virtual|physical)")
    if not isinstance(fields, dict) or set(fields) - {"court"}:
        raise CodecError("$.state.ai: an object with court")
    court = decode(list[int], fields.get("court", []), "$.state.ai.court")
    if len(set(court)) != len(court) or not all(1 <= n <= COURT_CARDS for n in court):
        raise CodecError(f"$.state.ai.court: court card numbers 1-{COURT_CARDS}, each once")
    state.ai.court = court


def _override_player(player: Player, fields: Any, path: str) -> None:
    if not isinstance(fields, dict):
        raise CodecError(f"{path}: expected an object")
    unknown = set(fields) - FIELDS
    if unknown:
        raise CodecError(f"{path}: unknown fields {sorted(unknown)}")
    if "name" in fields and str(fields["name"]).casefold() != player.key():
        raise CodecError(f"{path}.name: the player in this seat is {player.name}")
    if "loyalty" in fields:
        loyalty = coalition_of(str(fields["loyalty"])) if fields["loyalty"] is not None else None
        if player.wakhan != (loyalty is None):
            raise CodecError(f"{path}.loyalty: a coalition (Wakhan: null)")
        player.loyalty = loyalty
    for name, maximum in NUMBERS.items():
        if name in fields:
            value = decode(int, fields[name], f"{path}.{name}")
            if not 0 <= value <= maximum:
                raise CodecError(f"{path}.{name}: 0–{maximum}")
            setattr(player, name, value)
    if "gifts" in fields and "cylinders" not in fields:
        player.cylinders = max(player.cylinders, player.gifts)  # a gift is a cylinder in play
    if "stars" in fields:
        stars = decode(dict[str, int], fields["stars"], f"{path}.stars")
        if not set(stars) <= set(SUITS) or not all(0 <= n <= MAX_COUNT for n in stars.values()):
            raise CodecError(f"{path}.stars: 0–{MAX_COUNT} for {', '.join(SUITS)}")
        player.stars.update(stars)
    for name in ("patriots", "prizes"):
        if name in fields:
            _by_coalition(player, name, fields[name], f"{path}.{name}")
    if "influence" in fields:
        _influence(player, fields["influence"], f"{path}.influence")


def _coalitions(player: Player, value: Any, path: str) -> dict[str, int]:
    """A number (the loyalty's; for Wakhan every coalition's) or an object by coalition."""
    if isinstance(value, dict):
        counts = decode(dict[str, int], value, path)
        if not set(counts) <= set(COALITIONS):
            raise CodecError(f"{path}: by afghan, british, russian")
        return counts
    number = decode(int, value, path)
    if player.wakhan:
        return dict.fromkeys(COALITIONS, number)
    assert player.loyalty is not None
    return {player.loyalty: number}


def _by_coalition(player: Player, name: str, value: Any, path: str) -> None:
    counts = _coalitions(player, value, path)
    for coalition, count in counts.items():
        if not 0 <= count <= MAX_COUNT or (
            count and not player.wakhan and coalition != player.loyalty
        ):
            raise CodecError(f"{path}: 0–{MAX_COUNT}, only of the player's loyalty")
    getattr(player, name).update(counts)


def _influence(player: Player, value: Any, path: str) -> None:
    """Ruling (as for `/paxpamir NAME influence N`): the part of a total influence that gifts
    and prizes do not make is patriots."""
    for coalition, total in _coalitions(player, value, path).items():
        patriots = total - 1 - player.gifts - player.prizes[coalition]
        if not 0 <= patriots <= MAX_COUNT:
            raise CodecError(f"{path}: at least 1 + gifts + prizes ({total} is too few)")
        if patriots and not player.loyal_to(coalition):
            raise CodecError(f"{path}: only with the player's loyalty")
        player.patriots[coalition] = patriots


# -- the commands ------------------------------------------------------------------------------


def move_due(state: PaxState) -> bool:
    """Every step at this table is a command: one is due whenever the game is on."""
    return state.phase == "play"


def play_move(state: PaxState, text: str) -> Step[PaxState]:
    """A command as typed after `/paxpamir` (`ana rupees +3`, `check final`, `turn`, `end`)."""
    verb, *words = text.split() or [""]
    if verb.casefold() == "turn" and not words:
        return play_turn(state)
    if verb.casefold() == "end" and not words:
        return end_game(state)
    if verb.casefold() == "play" and not words and _played(state):
        # Scenarios written when her turn waited for `play` keep working: it has played
        # itself since (a chat's `/paxpamir play` is refused then), so the move does nothing.
        return Step(state, [], None)
    return act(state, verb, words)


def _played(state: PaxState) -> bool:
    """Whether it is Wakhan's turn and her revealed card's actions are played."""
    deck = state.ai
    seated = state.players[state.turn] if state.players else None
    return seated is not None and seated.wakhan and deck is not None and deck.played


# -- the final line ----------------------------------------------------------------------------


def _player(player: Player) -> dict[str, Any]:
    influence: Any = (
        {c: player.influence(c) for c in COALITIONS} if player.wakhan else player.influence()
    )
    return {
        "name": player.name,
        "loyalty": player.loyalty,
        "vp": player.vp,
        "rupees": player.rupees,
        "influence": influence,
        "cylinders": player.cylinders,
        "stars": dict(player.stars),
        "gifts": player.gifts,
        "patriots": dict(player.patriots),
        "prizes": dict(player.prizes),
        "wakhan": player.wakhan,
    }


def final(state: PaxState) -> dict[str, Any]:
    data: dict[str, Any] = {
        "players": [_player(p) for p in state.players],
        "blocks": dict(state.blocks),
        "favoured": state.favoured,
        "checks": state.checks,
        "turn": state.players[state.turn].name if state.players else None,
        "phase": state.phase,
    }
    if state.ai is not None:
        data["ai"] = {
            "mode": state.ai.mode,
            "card": state.ai.card,
            "column": state.ai.column,
            "row": state.ai.row,
            "court": list(state.ai.court),
        }
    if state.result is not None:
        data["result"] = encode(state.result)
    return data
