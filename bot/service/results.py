"""A finished game's result row, made from its game's own reading of its last state
(``GameSpec.outcome`` and ``GameSpec.level``) and its record; and the results of games that
ended before results were kept, filled in at start-up."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, replace
from typing import Any

import structlog

from bot.service import fair_dice
from bot.store import GameRecord, Store
from bot.store.records import ABANDONED
from bot.store.results import Result
from bot.words import transcripts
from engines.core.outcome import Outcome
from engines.core.spec import GameSpec

log = structlog.get_logger("soloist.results")

BACKFILL_BATCH = 200
"""Games read, decoded and written per transaction by the start-up's fill: small enough that
the commands arriving meanwhile wait for one batch only."""


def result_row(game: GameSpec, state: Any, record: GameRecord, started_at: str,
               ended_at: str, seed: str | None, early: bool = False,
               options: str = "") -> Result | None:
    """The row of a game that ended at ``state``; None when the game says no outcome.
    ``early``: ended by someone other than the rules (a moderator, an idle game): kept as
    incomplete, whatever the state says, and never a loss."""
    outcome = game.outcome(state) if not early else _ended_early(game, state)
    if outcome is None:
        return None
    level = game.level(state)
    people = [seat for seat in outcome.seats if not seat.automaton]
    alone = people[0] if len(people) == 1 else None
    return Result(
        game_id=record.id, game=record.game, automaton=record.variant,
        level=level.id if level is not None else None, channel=record.channel,
        player_id=record.owner_id, player_name=record.owner_name,
        outcome=outcome_json(outcome),
        won=alone.winner if alone is not None and outcome.complete else None,
        score=alone.score if alone is not None else None, margin=outcome.margin,
        complete=outcome.complete, turns=outcome.turns, seed=seed, started_at=started_at,
        ended_at=ended_at, options=options)


def _ended_early(game: GameSpec, state: Any) -> Outcome:
    """The outcome of a game ended by someone other than its player: its own if its state is
    over, else what the player's own `end` would have made of it; incomplete either way. When
    neither says one (`end` would first ask for the final scores), the game is still kept, as
    ended early with no seats: a play of the record, never a loss."""
    outcome = game.outcome(state)
    if outcome is None and not game.is_over(state):
        try:
            outcome = game.outcome(game.end(state).state)
        except Exception as exc:  # a state `end` refuses
            log.warning("no outcome for an early end", game=game.name, error=repr(exc))
    if outcome is None:
        return Outcome(seats=(), complete=False, turns=0, rule="")
    return replace(outcome, complete=False)


def outcome_json(outcome: Outcome) -> str:
    """The outcome as the results table keeps it: its seats, complete, turns, rule."""
    return json.dumps({"seats": [asdict(seat) for seat in outcome.seats],
                       "complete": outcome.complete, "turns": outcome.turns,
                       "rule": outcome.rule}, ensure_ascii=False, separators=(",", ":"))


def started_options(history: Sequence[tuple[int, str]]) -> str:
    """The options a game was started with, from its first step's record of the `new` that
    made it (``dummies=2 navaratna``), its seed left out; empty when the step says none."""
    if not history:
        return ""
    for event in transcripts.stored_events(history[0][1]):
        params = event.get("params")
        if event.get("key") == transcripts.DID and isinstance(params, Mapping):
            words = params.get("command") or []
            return " ".join(str(w) for w in words[1:] if not str(w).startswith("seed="))
    return ""


def revealed_seed(events: Iterable[Mapping[str, Any]]) -> str | None:
    """The sealed dice's seed a game's last step revealed; None when it revealed none (or
    could not: its seed was lost, said as ``?``)."""
    for event in events:
        params = event.get("params")
        if event.get("key") == fair_dice.REVEALED and isinstance(params, Mapping):
            seed = params.get("seed")
            return str(seed) if seed not in (None, "?") else None
    return None


async def fill_missing_results(store: Store, games: Mapping[str, GameSpec],
                               batch: int = BACKFILL_BATCH) -> int:
    """Write the results of ended games that have none, reading each game's last state
    through its game, a batch at a time. A game not registered, or a state that cannot be
    read, is logged and skipped: it never stops the start. Run again, it writes nothing it
    wrote before. How many results were written."""
    written = 0
    after = 0
    while found := await store.games_without_result(after, batch):
        rows = [row for game_id, name in found if _says_outcomes(games.get(name))
                and (row := await _ended_result(store, games, game_id)) is not None]
        written += await store.add_results(rows)
        after = found[-1][0]
        await asyncio.sleep(0)  # the commands waiting go first
    if written:
        log.info("results filled in", written=written)
    return written


def _says_outcomes(game: GameSpec | None) -> bool:
    """Whether a game's states are worth reading: a game not registered is (to be logged), a
    game that never says an outcome (``GameSpec``'s own None) is not, at every start again."""
    return game is None or type(game).outcome is not GameSpec.outcome


async def _ended_result(store: Store, games: Mapping[str, GameSpec],
                        game_id: int) -> Result | None:
    record, events = await store.ended_game(game_id)
    game = games.get(record.game)
    if game is None:
        log.warning("result skipped: game not registered", game_id=game_id, game=record.game)
        return None
    try:
        state = game.loads(record.state)
        started_at, ended_at = await store.times_of(game_id)
        return result_row(game, state, record, started_at, ended_at,
                          revealed_seed(transcripts.stored_events(events)),
                          early=record.status == ABANDONED,
                          options=started_options(await store.history(game_id)))
    except Exception as exc:  # a damaged or outdated state: skipped, never the start's end
        log.warning("result skipped: state unreadable", game_id=game_id, error=repr(exc))
        return None
