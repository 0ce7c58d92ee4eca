"""What the scenario runner needs from the Splendor engine: a game from a scenario, the
scenario's overrides (the bot, the human, the bank, the stock, the market, the nobles), the
human's moves, a default legal move, and the final state line. Format: docs/scenarios.md."""

from __future__ import annotations

from typing import Any

from engines.core import CodecError, Step, decode, encode
from engines.core.scenario import scenario_options
from engines.splendor.bot import payment
from engines.splendor.catalog import CARDS, GEMS, LETTERS, NOBLES, TOKENS, colour_of
from engines.splendor.game import check, human_move, new_game, parse_options
from engines.splendor.model import SLOTS, SUPPLY, Holder, SplendorState, Who

LETTER = {colour: letter for letter, colour in LETTERS.items()}


def create(spec: dict[str, Any]) -> Step[SplendorState]:
    raw, seed = scenario_options(spec)
    if raw.get("easier") == "no":
        del raw["easier"]  # a bare flag: present means yes
    return new_game(parse_options(raw), seed)


# -- overrides -----------------------------------------------------------------------------------


def override(state: SplendorState, overrides: dict[str, Any]) -> None:
    """Set what the scenario names; cards named anywhere leave the decks (and the market, when
    the market is not given too); the bank is what the holders leave of the supply unless it
    is given; the stock keeps its order, then gives up gems that ran out (SP-6)."""
    if not overrides:
        return
    known = {"bot", "human", "bank", "stock", "market", "nobles", "next"}
    unknown = set(overrides) - known
    if unknown:
        raise CodecError(f"$.state: unknown fields {sorted(unknown)}")
    placed_before = [c for row in state.market for c in row if c]
    placed_before += state.bot.cards + state.human.cards + state.human.reserved
    placed_before += [c for c in state.bot.kept if c]
    if "market" in overrides:
        market = decode(list[list[int]], overrides["market"], "$.state.market")
        if len(market) != 3 or any(len(row) != SLOTS for row in market):
            raise CodecError("$.state.market: three rows of four card ids (0: empty)")
        for level, row in enumerate(market, 1):
            for card in row:
                if card and (card not in CARDS or CARDS[card].level != level):
                    raise CodecError(f"$.state.market: #{card} is not a level-{level} card")
        state.market = market
    sides: tuple[Who, Who] = ("bot", "human")
    for side in sides:
        if side in overrides:
            _override_holder(state.holder(side), overrides[side], f"$.state.{side}")
    if "nobles" in overrides:
        state.nobles = decode(list[int], overrides["nobles"], "$.state.nobles")
    if "next" in overrides:
        if overrides["next"] not in ("bot", "human"):
            raise CodecError("$.state.next: bot or human")
        state.next = overrides["next"]
    _settle_cards(state, placed_before)
    if "bank" in overrides:
        state.bank.update(_tokens(overrides["bank"], "$.state.bank"))
    else:
        for t in TOKENS:
            state.bank[t] = SUPPLY[t] - state.bot.tokens[t] - state.human.tokens[t]
    if "stock" in overrides:
        value = overrides["stock"]
        names = value if isinstance(value, list) else str(value).split(",")
        order = [colour_of(str(n)) for n in names]
        if None in order or len(set(order)) != len(order) or not set(order) <= set(GEMS):
            raise CodecError("$.state.stock: distinct gem names")
        rest = [g for g in state.stock if g not in order]
        state.stock = [g for g in order if g is not None] + rest
    state.stock = [g for g in state.stock if state.bank[g] > 0]
    state.stock += [g for g in GEMS if state.bank[g] > 0 and g not in state.stock]
    check(state)


def _override_holder(holder: Holder, fields: Any, path: str) -> None:
    if not isinstance(fields, dict):
        raise CodecError(f"{path}: expected an object")
    for name, value in fields.items():
        where = f"{path}.{name}"
        if name == "tokens":
            holder.tokens.update(_tokens(value, where))
        elif name in ("cards", "reserved", "kept", "nobles"):
            setattr(holder, name, decode(list[int], value, where))
        elif name != "prestige":
            raise CodecError(f"{where}: unknown field")
    if "prestige" in fields and fields["prestige"] != holder.prestige():
        raise CodecError(f"{path}.prestige: it follows from cards, nobles and kept cards")


def _tokens(value: Any, path: str) -> dict[str, int]:
    tokens = decode(dict[str, int], value, path)
    if not set(tokens) <= set(TOKENS) or min(tokens.values(), default=0) < 0:
        raise CodecError(f"{path}: counts ≥ 0 for {', '.join(TOKENS)}")
    return tokens


def _settle_cards(state: SplendorState, placed_before: list[int]) -> None:
    """Every card is in one place: those now held or face up leave the decks; those the
    overrides moved out of play go back under their deck."""
    held = state.bot.cards + state.human.cards + state.human.reserved
    held += [c for c in state.bot.kept if c]
    in_play = set(held) | {c for row in state.market for c in row if c}
    for card in placed_before:
        if card not in in_play:
            state.decks[CARDS[card].level - 1].append(card)
    for level, row in enumerate(state.market, 1):
        for slot, card in enumerate(row):
            if card in held:
                # A held card cannot lie face up too: the next deck card takes its slot.
                spare = [c for c in state.decks[level - 1] if c not in in_play]
                row[slot] = spare[0] if spare else 0
                in_play.add(row[slot])
    state.decks = [[c for c in deck if c not in in_play] for deck in state.decks]
    if any(n not in NOBLES for n in state.nobles):
        raise CodecError("$.state.nobles: ids 1–10")


# -- the human's moves ---------------------------------------------------------------------------


def move_due(state: SplendorState) -> bool:
    return state.phase == "play" and state.next == "human"


def play_move(state: SplendorState, text: str) -> Step[SplendorState]:
    """A human command as typed after `/splendor` (`take w u g`, `buy 2.3`)."""
    verb, *words = text.split()
    return human_move(state, verb, words)


def default_move(state: SplendorState) -> str:
    """A legal move with no thought in it: buy the first affordable card (reserved cards, then
    the market level 1 first), else take gems from the fullest piles, else reserve the first
    face-up card, else pass."""
    for index, card in enumerate(state.human.reserved, 1):
        if payment(state.human, card) is not None:
            return f"buy r{index}"
    for level, row in enumerate(state.market, 1):
        for slot, card in enumerate(row, 1):
            if card and payment(state.human, card) is not None:
                return f"buy {level}.{slot}"
    present = sorted((g for g in GEMS if state.bank[g] > 0), key=lambda g: -state.bank[g])
    if present:
        return "take " + " ".join(LETTER[g] for g in present[:3])
    if len(state.human.reserved) < 3:
        for level, row in enumerate(state.market, 1):
            for slot, card in enumerate(row, 1):
                if card:
                    return f"reserve {level}.{slot}"
    return "pass"


# -- the final line ----------------------------------------------------------------------------


def _holder(holder: Holder) -> dict[str, Any]:
    return {
        "tokens": {t: holder.tokens[t] for t in TOKENS},
        "cards": list(holder.cards),
        "kept": list(holder.kept),
        "reserved": list(holder.reserved),
        "nobles": list(holder.nobles),
        "prestige": holder.prestige(),
    }


def final(state: SplendorState) -> dict[str, Any]:
    data: dict[str, Any] = {
        "bot": _holder(state.bot),
        "human": _holder(state.human),
        "bank": {t: state.bank[t] for t in TOKENS},
        "stock": list(state.stock),
        "market": [list(row) for row in state.market],
        "nobles": list(state.nobles),
        "decks": [state.deck_size(level) for level in (1, 2, 3)],
        "turn": state.turn,
        "next": state.next,
        "phase": state.phase,
    }
    if state.result is not None:
        data["result"] = encode(state.result)
    return data
