"""A finished game as a play for the BG Stats app: the play (`Play`, built by `play`) and its
public import link (`link`; every shorter form of it, `candidates`), or the same play as a file
(`play_json`, `document`) where the link would be too long for a chat button. Pure: no platform
code; the platforms put the link on a button (bot/service/logged_play.py makes the button).

The import link, as BG Stats documents it ("Push plays to BG Stats from other apps or websites",
https://www.bgstatsapp.com/support/push-plays-to-bg-stats-from-other-apps-or-websites/):
``https://app.bgstatsapp.com/createPlay.html?data=<data>``, where ``<data>`` is the URL-encoded
JSON of one play. Tapping it opens the app's import dialog, which matches the game (by its BGG id,
else its name) and the players (by name) to the user's own, remembers those matches for the next
import, and saves the play. What each field does there:

- ``sourceName``: the app the play comes from; the import's location, and matches are
  remembered per source.
- ``sourcePlayId``: the play's id at the source; a play imported again updates the first import
  instead of adding a second play.
- ``playDate``: ``yyyy-MM-dd HH:mm:ss``, UTC.
- ``game``: ``name``, ``bggId`` (a number: a quoted id crashes the app on iOS and macOS),
  ``highestWins``, ``noPoints``, and ``sourceGameId`` (the source's id for the game).
- ``players``: ``name``, ``sourcePlayerId`` (the source's stable id: the user's match is
  remembered by it), ``score`` (a number), ``winner``, ``startPlayer``, ``role``; ``rank`` and
  ``newPlayer`` are not sent.
- ``board``: the board or variant played.

``winner`` and ``startPlayer`` on every player, and ``highestWins`` and ``noPoints`` on the game,
are sent always: the documentation calls them optional, but BG Stats' Android app fails with
"No value for <field>" when one is missing (seen by the Rulebook Rebels Discord bot, whose tests
keep it: its ``test/bgStats.test.ts``, found with the code search for ``createPlay.html?data=``).

The documented fields have no flag for an unfinished play, so a game ended early (`end`, a
moderator) is not offered at all: logged, it would count as a finished play with a winner, where
the player's record keeps it as neither a win nor a loss.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any
from urllib.parse import quote

from bot.words.replies import Document
from engines.core.ladder import Level
from engines.core.outcome import Outcome

IMPORT_URL = "https://app.bgstatsapp.com/createPlay.html?data="
SOURCE_NAME = "Soloist"
SOURCE_PREFIX = "soloist"
"""What begins every id this source gives (a play's, a game's, an automaton's)."""
DISCORD_LINK_LIMIT = 512
"""Discord's link buttons take a URL of at most 512 characters (Discord's OpenAPI description,
tests/specs/discord/openapi.json: ``ButtonComponentForMessageRequest.url``, ``maxLength``)."""

# Characters a query's value may hold as they are (RFC 3986, 3.4: pchar, "/" and "?"), kept
# unencoded so that the play fits a button; "&", "=", "+" and "#" would end or change the value
# and are encoded, as are JSON's quotes, braces and brackets.
_SAFE = "-_.~!$'()*,;:@/?"


@dataclass(frozen=True)
class BggGame:
    """A game as BoardGameGeek names it, and how its winner is found."""

    name: str
    """The published English title: BG Stats matches by it when it has no BGG id."""
    bgg_id: int | None
    """None: no BoardGameGeek id confirmed by two public sources; the app then matches by name."""
    highest_wins: bool


# Each id is the one in the game's BoardGameGeek address, checked against a second public source
# that links the same address.
GAMES: dict[str, BggGame] = {
    # https://boardgamegeek.com/boardgame/220877/rajas-of-the-ganges; the same address in a
    # public game catalogue ("Rajas of the Ganges (2017)") and a public board-game survey, both
    # found with the code search. The race's winner is the one its outcome marks; where
    # the outcome gives a score, the larger is the better.
    "rajas": BggGame("Rajas of the Ganges", 220877, highest_wins=True),
    # https://boardgamegeek.com/boardgame/148228/splendor; the same address in
    # ashwanianand/board-games-library (games/splendor.md) and Hoplake/gameshelf
    # (content/games/splendor.md). Most prestige wins.
    "splendor": BggGame("Splendor", 148228, highest_wins=True),
    # Panticapaeum (Evgeny Petrov): no public source found names its BoardGameGeek id, and an id
    # must not be guessed; the app matches it by name. Most victory points win (PB-8).
    "panticapaeum": BggGame("Panticapaeum", None, highest_wins=True),
    # https://boardgamegeek.com/boardgame/256960/pax-pamir-second-edition; the same address in
    # steinea/xyz (pages/inventory/boardgames/pax-pamir.md) and other public game lists found
    # with the code search. Most victory points win (PP-14).
    "paxpamir": BggGame("Pax Pamir: Second Edition", 256960, highest_wins=True),
}


@dataclass(frozen=True)
class Player:
    """A seat of the play: a person or an automaton."""

    name: str
    source_id: str
    score: int | None
    winner: bool
    first: bool
    role: str | None = None


@dataclass(frozen=True)
class Play:
    """One finished game, as BG Stats imports it."""

    source_id: str
    ended: datetime
    game: BggGame
    game_id: str
    players: tuple[Player, ...]
    board: str | None = None

    @property
    def no_points(self) -> bool:
        """No seat has a score: the rules decide the winner without points."""
        return all(player.score is None for player in self.players)


@dataclass(frozen=True)
class Link:
    """The import link, as long as the limit allows."""

    url: str
    dropped: tuple[str, ...]
    """The optional fields left out to fit the limit, in the order they were dropped."""
    fits: bool
    """False: even without every optional field the link is over the limit; attach
    ``play_json(play)`` as a file instead."""


def play(
    outcome: Outcome,
    game: str,
    *,
    level: Level | None,
    level_name: str | None,
    variant: str | None,
    ended: datetime,
    play_id: str,
    player_ids: Mapping[str, str],
    names: Mapping[str, str] | None = None,
) -> Play | None:
    """The play of a finished game; None where none is offered: a game ended early, or one with
    no BoardGameGeek entry here (a plug-in's). ``player_ids`` gives each person's stable id by
    seat name (the platform's: ``telegram:111``); an automaton's is ``soloist:<name>``, and the
    automaton of ``level`` carries ``level_name`` as its role. ``names``: a seat's name as the
    caller shows it (an automaton's, ``beck`` → ``Beck``), else the seat's own."""
    entry = GAMES.get(game)
    if entry is None or not outcome.complete:
        return None
    players: list[Player] = []
    taken: set[str] = set()
    for seat in outcome.seats:
        source_id = _unique(_player_id(seat.name, seat.automaton, player_ids), taken)
        taken.add(source_id)
        role = level_name if seat.automaton and level and _plays(seat.name, level) else None
        name = (names or {}).get(seat.name, seat.name)
        players.append(Player(name, source_id, seat.score, seat.winner, seat.first, role))
    return Play(play_id, ended, entry, game, tuple(players), variant or None)


def _plays(seat: str, level: Level) -> bool:
    """Whether the seat is the level's automaton: itself, or one of its numbered seats (Beck's
    dummies sit as ``beck-1``, ``beck-2``: each plays at the game's level)."""
    base, _, number = seat.rpartition("-")
    return level.automaton in (seat, base if number.isascii() and number.isdigit() else None)


def _player_id(name: str, automaton: bool, player_ids: Mapping[str, str]) -> str:
    if automaton:
        return f"{SOURCE_PREFIX}:{name}"
    # A person the platform does not know by id (a seat the referee keeps for someone not in the
    # chat): the seat's name is what stays the same from game to game.
    return player_ids.get(name) or f"{SOURCE_PREFIX}:player:{name}"


def _unique(source_id: str, taken: set[str]) -> str:
    """Beck's dummies are several seats of one automaton: each needs its own id."""
    number, candidate = 1, source_id
    while candidate in taken:
        number += 1
        candidate = f"{source_id}:{number}"
    return candidate


# The optional fields, in the order a link too long drops them: first what BG Stats can do
# without (the game's own id at the source: the BGG id or the name finds the game), then the
# level as the automaton's role (the player's record here keeps it), then the variant, and last
# the players' ids: without them the app still matches players by name, but a player who renames
# would have to be matched again. Two seats with a Discord id need the last one dropped to fit a
# button; more seats need the file.
OPTIONAL = ("sourceGameId", "role", "board", "sourcePlayerId")


def payload(play: Play, dropped: tuple[str, ...] = ()) -> dict[str, Any]:
    """The play's JSON as BG Stats reads it, without the fields named in ``dropped``."""
    game: dict[str, Any] = {"name": play.game.name}
    if play.game.bgg_id is not None:
        game["bggId"] = play.game.bgg_id
    game["highestWins"] = play.game.highest_wins
    game["noPoints"] = play.no_points
    if "sourceGameId" not in dropped:
        game["sourceGameId"] = f"{SOURCE_PREFIX}:{play.game_id}"
    data: dict[str, Any] = {
        "sourceName": SOURCE_NAME,
        "sourcePlayId": play.source_id,
        "playDate": play_date(play.ended),
        "game": game,
        "players": [_player(player, play.no_points, dropped) for player in play.players],
    }
    if play.board and "board" not in dropped:
        data["board"] = play.board
    return data


def _player(player: Player, no_points: bool, dropped: tuple[str, ...]) -> dict[str, Any]:
    entry: dict[str, Any] = {"name": player.name}
    if "sourcePlayerId" not in dropped:
        entry["sourcePlayerId"] = player.source_id
    if not no_points:
        # A seat the rules leave without points among seats that have them scores nothing.
        entry["score"] = player.score if player.score is not None else 0
    entry["winner"] = player.winner
    entry["startPlayer"] = player.first
    if player.role and "role" not in dropped:
        entry["role"] = player.role
    return entry


def play_date(moment: datetime) -> str:
    """BG Stats' ``playDate``: ``yyyy-MM-dd HH:mm:ss`` in UTC (a naive time is taken as UTC)."""
    if moment.tzinfo is not None:
        moment = moment.astimezone(UTC)
    return moment.strftime("%Y-%m-%d %H:%M:%S")


def play_json(play: Play) -> str:
    """The whole play, every optional field kept: the file attached where the link cannot be."""
    return json.dumps(payload(play), ensure_ascii=False, indent=2)


def url(play: Play, dropped: tuple[str, ...] = ()) -> str:
    """The import link of the play without ``dropped``, its JSON compact and URL-encoded."""
    text = json.dumps(payload(play, dropped), ensure_ascii=False, separators=(",", ":"))
    return IMPORT_URL + quote(text, safe=_SAFE)


def _shortened(play: Play) -> Iterator[tuple[tuple[str, ...], str]]:
    """The import link whole, then without each optional field in turn (``OPTIONAL``'s
    order), each with the fields it dropped."""
    for count in range(len(OPTIONAL) + 1):
        dropped = OPTIONAL[:count]
        yield dropped, url(play, dropped)


def link(play: Play, limit: int | None = DISCORD_LINK_LIMIT) -> Link:
    """The import link, with as many optional fields as fit ``limit`` characters (None: no
    limit); the required ones are always kept."""
    for dropped, address in _shortened(play):
        if limit is None or len(address) <= limit:
            return Link(address, dropped, fits=True)
    return Link(address, dropped, fits=False)


def candidates(play: Play) -> tuple[str, ...]:
    """Every import link of the play, from the whole to the shortest (the same as ``link``
    would choose at each limit), each once: a platform takes the first its buttons hold."""
    return tuple(dict.fromkeys(address for _, address in _shortened(play)))


def document(play: Play) -> Document:
    """The play as a JSON file (``play_json``), named for it in ASCII: what a platform
    attaches where no import link fits its buttons."""
    name = re.sub(r"[^A-Za-z0-9]+", "-", play.source_id.removeprefix(f"{SOURCE_PREFIX}:"))
    return Document(f"soloist-play-{name.strip('-')}.json", play_json(play).encode(),
                    "application/json")
