"""The "Log this play" button of a game that finished by its rules: its play for BG Stats
(bot/service/bgstats.py) in the channel's language, as the reply's link button with every
candidate import link and the play as a file for a platform whose buttons hold none."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from bot.service import bgstats
from bot.store import GameRecord
from bot.store.results import Result
from bot.words.i18n import Catalog
from bot.words.replies import Line, LinkButton
from engines.core.outcome import PLAYER_NAME, Outcome
from engines.core.spec import GameSpec

LABEL = "bot-log-play"
FILE_LINE = "bot-log-play-file"


def play_links(catalog: Catalog, language: str, game: GameSpec, state: Any,
               record: GameRecord, result: Result | None) -> tuple[LinkButton, ...]:
    """The link of the game ``record`` that ended now at ``state`` with ``result``; none
    where no play is offered (no result, an early end, a game BG Stats has no entry for)."""
    button = play_button(catalog, language, game, state, record, result)
    return (button,) if button is not None else ()


def play_button(catalog: Catalog, language: str, game: GameSpec, state: Any,
                record: GameRecord, result: Result | None) -> LinkButton | None:
    outcome = game.outcome(state)
    if outcome is None or result is None or not result.complete:
        return None
    level = game.level(state)
    played = bgstats.play(
        outcome, game.name, level=level,
        level_name=catalog.render(language, f"{game.name}-level-{level.id}") if level else None,
        variant=_capitalized(catalog.render(language, f"{game.name}-variant-{record.variant}")),
        ended=datetime.strptime(result.ended_at, "%Y-%m-%d %H:%M:%S").replace(tzinfo=UTC),
        play_id=play_id(record), player_ids=_player_ids(outcome, record),
        names=_names(catalog, language, game.name, outcome, record))
    if played is None:
        return None
    return LinkButton(Line(LABEL), bgstats.candidates(played), bgstats.document(played),
                      Line(FILE_LINE))


def play_id(record: GameRecord) -> str:
    """The play's id at this source: the game's number in this deployment's database, which
    never changes and is never given to another game (the same game's finish undone and
    played again updates the first import in BG Stats instead of adding a play). Two
    deployments' databases may number different games alike; a person importing from both
    would see one update the other, which BG Stats keeps apart only by ``sourceName``."""
    return f"{bgstats.SOURCE_PREFIX}:{record.game}:{record.id}"


def _player_ids(outcome: Outcome, record: GameRecord) -> dict[str, str]:
    """The game's player by their platform id: the seat the game keeps for its one player,
    or (a referee's table, whose seats are named as typed) the seat named as the player."""
    owner = record.owner_name.casefold()
    return {seat.name: record.owner_id for seat in outcome.seats
            if not seat.automaton and (seat.name == PLAYER_NAME or seat.name.casefold() == owner)}


def _names(catalog: Catalog, language: str, game: str, outcome: Outcome,
           record: GameRecord) -> dict[str, str]:
    """Each seat as the play names it: the player by their name on the platform, an
    automaton by its message ``<game>-seat-<automaton>`` (a numbered seat, ``beck-2``, by
    its automaton's with its number), any other seat by the name typed for it."""
    names: dict[str, str] = {}
    for seat in outcome.seats:
        if seat.name == PLAYER_NAME and not seat.automaton:
            names[seat.name] = record.owner_name
        elif seat.automaton:
            names[seat.name] = _automaton_name(catalog, language, game, seat.name)
    return names


def _automaton_name(catalog: Catalog, language: str, game: str, seat: str) -> str:
    base, _, number = seat.rpartition("-")
    if base and number.isascii() and number.isdigit() and catalog.has(
            language, key := f"{game}-seat-{base}"):
        return catalog.render(language, key, {"number": int(number)})
    if catalog.has(language, key := f"{game}-seat-{seat}"):
        return catalog.render(language, key)
    return seat


def _capitalized(text: str) -> str:
    """A variant's name as a heading: the messages name it inside a sentence."""
    return text[:1].upper() + text[1:]
