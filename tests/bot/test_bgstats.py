"""The BG Stats play and its import link (bot/service/bgstats.py): the link decoded back to the
play's JSON, every field BG Stats needs present and of its type, and the 512 characters of a
Discord link button."""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime, timedelta, timezone
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest

from bot.service import bgstats
from bot.service.bgstats import DISCORD_LINK_LIMIT, OPTIONAL, Play, link, play, play_json
from engines.core.ladder import Level
from engines.core.outcome import Outcome, Seat
from tests.bot import discord_spec

ENDED = datetime(2026, 11, 29, 3, 12, 21, tzinfo=UTC)
BECK = Level("beck-2-h3", "beck", 3, (("dummies", "2"),), ("RB-1",))


def decoded(url: str) -> dict[str, Any]:
    """The play a link carries, read back the way a browser hands it to the app."""
    parts = urlsplit(url)
    assert f"{parts.scheme}://{parts.netloc}{parts.path}?data=" == bgstats.IMPORT_URL
    data = parse_qs(parts.query, strict_parsing=True)["data"]
    assert len(data) == 1
    result: dict[str, Any] = json.loads(data[0])
    return result


def outcome(*seats: Seat, complete: bool = True) -> Outcome:
    return Outcome(seats, complete, turns=12, rule="R-7")


def rajas_play(**overrides: Any) -> Play:
    arguments: dict[str, Any] = {
        "level": BECK,
        "level_name": "Beck, 2 dummies, handicap 3",
        "variant": "Beck's dummies",
        "ended": ENDED,
        "play_id": "soloist:rajas:41",
        "player_ids": {"Ana": "telegram:111"},
    }
    arguments.update(overrides)
    result = play(
        outcome(Seat("Ana", False, 31, True, first=True), Seat("beck", True, 27, False)),
        "rajas",
        **arguments,
    )
    assert result is not None
    return result


def test_link_decodes_to_the_play_with_every_field_and_its_type() -> None:
    data = decoded(link(rajas_play(), limit=None).url)
    assert data["sourceName"] == "Soloist"
    assert data["sourcePlayId"] == "soloist:rajas:41"
    assert data["playDate"] == "2026-11-29 03:12:21"
    assert data["board"] == "Beck's dummies"
    game = data["game"]
    assert game["name"] == "Rajas of the Ganges"
    assert type(game["bggId"]) is int and game["bggId"] == 220877
    assert game["highestWins"] is True
    assert game["noPoints"] is False
    assert game["sourceGameId"] == "soloist:rajas"
    ana, beck = data["players"]
    assert ana == {
        "name": "Ana",
        "sourcePlayerId": "telegram:111",
        "score": 31,
        "winner": True,
        "startPlayer": True,
    }
    assert beck == {
        "name": "beck",
        "sourcePlayerId": "soloist:beck",
        "score": 27,
        "winner": False,
        "startPlayer": False,
        "role": "Beck, 2 dummies, handicap 3",
    }


def test_every_player_always_has_winner_and_start_player_as_booleans() -> None:
    # The Android app fails with "No value for <field>" when one is missing.
    for limit in (None, DISCORD_LINK_LIMIT, 1):
        data = decoded(link(rajas_play(), limit=limit).url)
        for player in data["players"]:
            assert type(player["winner"]) is bool
            assert type(player["startPlayer"]) is bool
            assert type(player["score"]) is int
        assert type(data["game"]["highestWins"]) is bool
        assert type(data["game"]["noPoints"]) is bool
        assert type(data["game"]["bggId"]) is int


def test_seats_go_by_the_names_the_caller_shows_and_keep_their_ids() -> None:
    data = decoded(link(rajas_play(names={"beck": "Beck"}), limit=None).url)
    assert [(p["name"], p["sourcePlayerId"]) for p in data["players"]] == [
        ("Ana", "telegram:111"),
        ("Beck", "soloist:beck"),
    ]


def test_play_date_is_utc_in_bg_stats_format() -> None:
    three_hours_ahead = timezone(timedelta(hours=3))
    local = datetime(2026, 11, 29, 6, 12, 21, tzinfo=three_hours_ahead)
    data = decoded(link(rajas_play(ended=local), limit=None).url)
    assert data["playDate"] == "2026-11-29 03:12:21"
    assert re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d", data["playDate"])


def test_a_game_without_points_sends_no_score_and_says_no_points() -> None:
    result = play(
        outcome(Seat("Ana", False, None, False, first=True), Seat("cherey", True, None, True)),
        "rajas",
        level=None,
        level_name=None,
        variant=None,
        ended=ENDED,
        play_id="soloist:rajas:42",
        player_ids={"Ana": "telegram:111"},
    )
    assert result is not None
    data = decoded(link(result, limit=None).url)
    assert data["game"]["noPoints"] is True
    assert all("score" not in player for player in data["players"])
    assert [player["winner"] for player in data["players"]] == [False, True]
    assert "board" not in data


def test_a_tie_logs_two_winners() -> None:
    result = play(
        outcome(Seat("Ana", False, 18, True, first=True), Seat("botos", True, 18, True)),
        "panticapaeum",
        level=None,
        level_name=None,
        variant=None,
        ended=ENDED,
        play_id="soloist:panticapaeum:7",
        player_ids={"Ana": "discord:81"},
    )
    assert result is not None
    players = decoded(link(result, limit=None).url)["players"]
    assert [(p["score"], p["winner"]) for p in players] == [(18, True), (18, True)]


def test_an_early_ended_game_is_not_offered() -> None:
    # BG Stats' import has no flag for an unfinished play: logged, it would count as finished.
    ended_early = outcome(
        Seat("Ana", False, 10, False, first=True), Seat("beck", True, 12, True), complete=False
    )
    offered = play(
        ended_early,
        "rajas",
        level=BECK,
        level_name="Beck",
        variant=None,
        ended=ENDED,
        play_id="soloist:rajas:43",
        player_ids={"Ana": "telegram:111"},
    )
    assert offered is None


def test_a_game_without_a_boardgamegeek_entry_is_not_offered() -> None:
    seats = outcome(Seat("Ana", False, 3, True, first=True), Seat("toy", True, 1, False))
    offered = play(
        seats,
        "toy",
        level=None,
        level_name=None,
        variant=None,
        ended=ENDED,
        play_id="soloist:toy:1",
        player_ids={},
    )
    assert offered is None


def test_a_play_within_the_limit_keeps_every_field() -> None:
    whole = link(rajas_play(), limit=None)
    assert whole.fits and whole.dropped == ()
    within = link(rajas_play(), limit=len(whole.url))
    assert within == whole
    assert link(rajas_play(), limit=len(whole.url) - 1).dropped == OPTIONAL[:1]


def on_a_button(url: str) -> dict[str, Any]:
    button = {"type": 2, "style": 5, "label": "BG Stats", "url": url}
    return {"content": "Logged?", "components": [{"type": 1, "components": [button]}]}


def test_the_limit_is_discords_for_a_link_button_url() -> None:
    button = discord_spec.spec()["components"]["schemas"]["ButtonComponentForMessageRequest"]
    assert button["properties"]["url"]["maxLength"] == DISCORD_LINK_LIMIT
    post = ("POST", "/channels/1/messages", {})
    assert discord_spec.check_request(*post, on_a_button(link(fitted_play()).url)) is None
    refused = discord_spec.check_request(*post, on_a_button(link(fitted_play(), None).url))
    assert refused is not None and refused.status == 400


def test_the_512_limit_drops_optional_fields_in_order_and_fits() -> None:
    # Two seats, a Discord snowflake for the human: the whole play is over 512 characters.
    whole = link(rajas_play(player_ids={"Ana": "discord:123456789012345678"}), limit=None)
    assert len(whole.url) > DISCORD_LINK_LIMIT
    fitted = link(rajas_play(player_ids={"Ana": "discord:123456789012345678"}))
    assert fitted.fits
    assert len(fitted.url) <= DISCORD_LINK_LIMIT
    assert fitted.dropped == OPTIONAL[: len(fitted.dropped)]
    data = decoded(fitted.url)
    assert "board" not in data and "sourceGameId" not in data["game"]
    assert all("role" not in player for player in data["players"])
    # Dropping stops as soon as the link fits: one field fewer dropped is over the limit.
    kept_one_more = fitted.dropped[:-1]
    assert len(bgstats.url(fitted_play(), kept_one_more)) > DISCORD_LINK_LIMIT


def fitted_play() -> Play:
    return rajas_play(player_ids={"Ana": "discord:123456789012345678"})


def test_a_long_named_play_over_the_limit_even_minimal_asks_for_the_file() -> None:
    three_dummies = outcome(
        Seat("Anastasia Konstantinovna", False, 40, True, first=True),
        Seat("beck", True, 35, False),
        Seat("beck", True, 33, False),
        Seat("beck", True, 30, False),
    )
    result = play(
        three_dummies,
        "rajas",
        level=BECK,
        level_name="Beck, 3 dummies, handicap 3",
        variant="Beck's dummies",
        ended=ENDED,
        play_id="soloist:rajas:44",
        player_ids={"Anastasia Konstantinovna": "discord:123456789012345678"},
    )
    assert result is not None
    answer = link(result)
    assert not answer.fits
    assert answer.dropped == OPTIONAL
    # The required fields survive even in the minimal link the caller does not send.
    minimal = decoded(answer.url)
    assert [p["winner"] for p in minimal["players"]] == [True, False, False, False]
    assert minimal["game"]["bggId"] == 220877
    # The file carries the same play, every field kept.
    whole = json.loads(play_json(result))
    assert whole == decoded(link(result, limit=None).url)
    assert [p["sourcePlayerId"] for p in whole["players"]] == [
        "discord:123456789012345678",
        "soloist:beck",
        "soloist:beck:2",
        "soloist:beck:3",
    ]
    assert [p.get("role") for p in whole["players"]] == [None] + ["Beck, 3 dummies, handicap 3"] * 3


def test_non_ascii_names_travel_encoded_and_come_back_whole() -> None:
    result = play(
        outcome(Seat("Аня & 花子", False, 15, True, first=True), Seat("mild", True, 12, False)),
        "splendor",
        level=None,
        level_name=None,
        variant=None,
        ended=ENDED,
        play_id="soloist:splendor:9",
        player_ids={},
    )
    assert result is not None
    url = link(result, limit=None).url
    assert url.isascii() and " " not in url and "&" not in url.split("?", 1)[1]
    players = decoded(url)["players"]
    assert players[0]["name"] == "Аня & 花子"
    assert players[0]["sourcePlayerId"] == "soloist:player:Аня & 花子"


@pytest.mark.parametrize(
    ("game", "automaton", "bgg_id", "name"),
    [
        ("rajas", "beck", 220877, "Rajas of the Ganges"),
        ("rajas", "cherey", 220877, "Rajas of the Ganges"),
        ("splendor", "mild", 148228, "Splendor"),
        ("panticapaeum", "botos", None, "Panticapaeum"),
        ("paxpamir", None, 256960, "Pax Pamir: Second Edition"),
    ],
)
def test_each_automaton_logs_its_game_with_the_boardgamegeek_id(
    game: str, automaton: str | None, bgg_id: int | None, name: str
) -> None:
    seats = [Seat("Ana", False, 20, True, first=True)]
    if automaton:
        seats.append(Seat(automaton, True, 10, False))
    else:
        # Pax Pamir has no automaton yet: the referee keeps the players' own game.
        seats.append(Seat("Ben", False, 10, False))
    result = play(
        outcome(*seats),
        game,
        level=None,
        level_name=None,
        variant=None,
        ended=ENDED,
        play_id=f"soloist:{game}:1",
        player_ids={"Ana": "telegram:111", "Ben": "telegram:222"},
    )
    assert result is not None
    data = decoded(link(result, limit=None).url)
    assert data["game"]["name"] == name
    if bgg_id is None:
        # Panticapaeum's id is not known from public sources: BG Stats matches it by name.
        assert "bggId" not in data["game"]
    else:
        assert type(data["game"]["bggId"]) is int and data["game"]["bggId"] == bgg_id
    expected = f"soloist:{automaton}" if automaton else "telegram:222"
    assert data["players"][1]["sourcePlayerId"] == expected


def test_candidates_are_the_links_each_limit_chooses_from_whole_to_shortest() -> None:
    found = rajas_play()
    urls = bgstats.candidates(found)
    assert urls[0] == bgstats.url(found) and urls[-1] == bgstats.url(found, OPTIONAL)
    assert [link(found, len(url)).url for url in urls] == list(urls)
    assert len(set(urls)) == len(urls)


def test_the_document_is_the_whole_play_under_an_ascii_name() -> None:
    found = rajas_play(names={"beck": "Бек"})
    document = bgstats.document(found)
    assert document.name == "soloist-play-rajas-41.json"
    assert json.loads(document.data) == json.loads(play_json(found))
    assert document.mime == "application/json"


def test_each_numbered_seat_of_the_levels_automaton_carries_the_level() -> None:
    found = play(outcome(Seat("Ana", False, 31, True, first=True), Seat("beck-1", True, 27, False),
                         Seat("beck-2", True, 20, False)), "rajas", level=BECK,
                 level_name="2 dummies", variant=None, ended=ENDED, play_id="soloist:rajas:41",
                 player_ids={})
    assert found is not None
    assert [p.role for p in found.players] == [None, "2 dummies", "2 dummies"]
