"""A player's standings against each automaton and a channel's table, summed from results
built by hand: every statistic, streaks across early ends, shared wins, levels in their
ladder's order; and their lines (bot/service/record_lines.py) in every language."""

from __future__ import annotations

import pytest
from structlog.testing import capture_logs

from bot.service.campaign import next_level
from bot.service.record_lines import campaign_line, record_lines, table_lines
from bot.service.standings import (
    Stats,
    TableRow,
    channel_table,
    opponents,
    standings,
    stats,
)
from bot.store.results import Result
from bot.words.i18n import LANGUAGES
from bot.words.render import line_text
from bot.words.replies import Line
from engines.panticapaeum.ladder import LADDERS as PANTICAPAEUM
from engines.rajas.ladder import LADDERS as RAJAS
from engines.splendor.ladder import LADDERS as SPLENDOR
from tests.bot.conftest import shared_catalog
from tests.bot.record_support import early, play

LADDERS = {"rajas": RAJAS, "splendor": SPLENDOR, "panticapaeum": PANTICAPAEUM}


def test_every_statistic_of_a_mixed_record() -> None:
    results = [play(1, True, score=60, margin=8), play(2, False, score=40, margin=-3),
               early(3, score=90, margin=40), play(4, True, score=51, margin=2)]
    assert stats(results) == Stats(
        plays=4, complete=3, early=1, wins=2, losses=1, win_rate=2 / 3, best_score=60,
        average_score=(60 + 40 + 51) / 3, best_margin=8, streak=1, longest_streak=1)


def test_no_plays_say_nothing_rather_than_zero() -> None:
    assert stats([]) == Stats(plays=0, complete=0, early=0, wins=0, losses=0, win_rate=None,
                              best_score=None, average_score=None, best_margin=None,
                              streak=0, longest_streak=0)


def test_an_early_end_is_neither_win_nor_loss_and_its_score_is_not_read() -> None:
    sums = stats([early(1, score=99, margin=30)])
    assert (sums.plays, sums.complete, sums.early, sums.wins, sums.losses) == (1, 0, 1, 0, 0)
    assert sums.win_rate is None
    assert (sums.best_score, sums.average_score, sums.best_margin) == (None, None, None)


def test_a_complete_play_without_one_player_seat_is_neither_win_nor_loss() -> None:
    sums = stats([play(1, None, margin=None), play(2, True)])
    assert (sums.complete, sums.wins, sums.losses, sums.win_rate) == (2, 1, 0, 1.0)


def test_a_shared_win_is_a_win() -> None:
    """Panticapaeum's draw: every sharing seat is a winner, so the result says won."""
    draw = play(1, True, game="panticapaeum", automaton="botos", level="botos", margin=0)
    lost = play(2, False, game="panticapaeum", automaton="botos", level="botos", margin=-4)
    sums = stats([draw, lost])
    assert (sums.wins, sums.losses, sums.win_rate, sums.best_margin) == (1, 1, 0.5, 0)


def test_average_score_over_complete_plays_with_a_score() -> None:
    sums = stats([play(1, score=41), play(2, score=None, margin=None), early(3, score=10),
                  play(4, False, score=44)])
    assert sums.average_score == 42.5
    assert sums.best_score == 44


def test_best_margin_is_the_closest_when_every_game_was_lost() -> None:
    assert stats([play(1, False, margin=-9), play(2, False, margin=-2)]).best_margin == -2


@pytest.mark.parametrize(("outcomes", "streak", "longest"), [
    ("WWLWWW", 3, 3),
    ("WWWLL", -2, 3),
    ("L", -1, 0),
    ("W", 1, 1),
    ("WWeW", 3, 3),  # an early end between wins does not break the run
    ("LeL", -2, 0),
    ("WLe", -1, 1),  # nor does one at the end end it
    ("e", 0, 0),
    ("WnW", 2, 2),  # nor a complete play with no single player seat
])
def test_streaks_pass_over_early_ends(outcomes: str, streak: int, longest: int) -> None:
    made = {"W": lambda n: play(n, True), "L": lambda n: play(n, False),
            "e": lambda n: early(n), "n": lambda n: play(n, None, margin=None)}
    sums = stats([made[code](n) for n, code in enumerate(outcomes, start=1)])
    assert (sums.streak, sums.longest_streak) == (streak, longest)


def test_streaks_read_the_order_the_games_ended_not_the_order_given() -> None:
    results = [play(3, False), play(1, True), play(2, True)]
    assert (stats(results).streak, stats(results).longest_streak) == (-1, 2)


def test_levels_in_their_ladders_order_off_ladder_plays_last() -> None:
    results = [play(1, level=None), play(2, level="beck-3-h5"), play(3, level="beck-1"),
               play(4, level="beck-2"), play(5, level="beck-1-h5"), play(6, level="beck-9")]
    assert [s.level for s in standings(results, LADDERS)] == [
        "beck-1", "beck-1-h5", "beck-2", "beck-3-h5", "beck-9", None]


def test_opponents_by_game_then_automaton_with_their_totals() -> None:
    results = [play(1, level="mild", game="splendor", automaton="mild"),
               play(2, False, level="cherey", automaton="cherey"),
               play(3, True, level="beck-2"), play(4, False, level="beck-1"),
               early(5, level="beck-2")]
    found = opponents(results, LADDERS)
    assert [(o.game, o.automaton) for o in found] == [
        ("rajas", "beck"), ("rajas", "cherey"), ("splendor", "mild")]
    beck = found[0]
    assert (beck.stats.plays, beck.stats.wins, beck.stats.losses, beck.stats.early) == (3, 1, 1, 1)
    assert [(s.level, s.stats.plays, s.stats.wins) for s in beck.levels] == [
        ("beck-1", 1, 0), ("beck-2", 2, 1)]
    assert beck.ladder[:2] == ("beck-1", "beck-1-h5")
    assert found[1].ladder == ("cherey",)


def test_a_game_without_a_ladder_keeps_its_plays_at_no_level() -> None:
    results = [play(1, game="paxpamir", automaton="wakhan", level=None)]
    [opponent] = opponents(results, LADDERS)
    assert opponent.ladder == ()
    assert [s.level for s in opponent.levels] == [None]


def test_channel_table_most_wins_first_then_win_rate() -> None:
    results = [
        play(1, True, player_id="a", name="Ana", margin=3),
        play(2, False, player_id="a", name="Ana", margin=-1),
        play(3, True, player_id="b", name="Bo", margin=12),
        play(4, True, player_id="c", name="Cy", margin=1),
        play(5, True, player_id="c", name="Cyrus", margin=2),
        play(6, False, player_id="c", name="Cyrus", margin=-5),
        early(7, player_id="d", name="Di"),
        play(8, True, player_id="a", name="Ana", margin=4),
    ]
    assert channel_table(results) == [
        TableRow("a", "Ana", plays=3, wins=2, losses=1, early=0, win_rate=2 / 3, best_margin=4),
        TableRow("c", "Cyrus", plays=3, wins=2, losses=1, early=0, win_rate=2 / 3,
                 best_margin=2),
        TableRow("b", "Bo", plays=1, wins=1, losses=0, early=0, win_rate=1.0, best_margin=12),
        TableRow("d", "Di", plays=1, wins=0, losses=0, early=1, win_rate=None,
                 best_margin=None),
    ]


def test_channel_table_names_a_player_by_their_latest_play() -> None:
    results = [play(2, player_id="a", name="Ana María"), play(1, player_id="a", name="Ana")]
    assert [row.name for row in channel_table(results)] == ["Ana María"]


def test_channel_table_a_better_win_rate_breaks_equal_wins() -> None:
    results = [play(1, True, player_id="a", name="Ana"), play(2, False, player_id="a"),
               play(3, True, player_id="b", name="Bo")]
    assert [row.player_id for row in channel_table(results)] == ["b", "a"]


# -- the words ------------------------------------------------------------------------------


def said(lines: list[Line], lang: str = "en") -> list[str]:
    """The lines as a reply says them; a missing message or a failed one fails the test."""
    catalog = shared_catalog()
    with capture_logs() as logs:
        texts = [line_text(catalog, lang, line) for line in lines]
    assert not logs, logs
    assert not any("[record-" in text or "{???}" in text for text in texts), texts
    return texts


RECORD = [play(1, True, score=60, margin=8), play(2, False, score=40, margin=-3,
                                                  level="beck-1-h5"),
          early(3), play(4, False, level="beck-1-h5", score=41, margin=-2),
          play(5, True, level="cherey", automaton="cherey", score=70, margin=12)]


def test_a_record_in_english() -> None:
    assert said(record_lines(opponents(RECORD, LADDERS), "Ana")) == [
        "Record of Ana against the automata:",
        "Rajas of the Ganges — Beck's dummy players: 4 games, 1 win, 2 losses, 1 ended early,"
        " win rate 33%, best score 60, average 47, best margin +8, 2 losses in a row",
        "• 1 dummy — 2 games, 1 win, 0 losses, 1 ended early, win rate 100%, best score 60,"
        " best margin +8",
        "• 1 dummy, handicap 5 — 2 games, 0 wins, 2 losses, win rate 0%, best score 41,"
        " average 40.5, best margin −2, 2 losses in a row",
        "Rajas of the Ganges — Cherey's virtual player: 1 game, 1 win, 0 losses,"
        " win rate 100%, best score 70, best margin +12",
    ]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_record_reads_in_every_language(lang: str) -> None:
    beck = [r for r in RECORD if r.automaton == "beck"]
    campaigns = {("rajas", "beck"): next_level(beck, RAJAS["beck"])}
    results = [*RECORD, play(6, True, game="splendor", automaton="mild", level="mild"),
               play(7, None, game="paxpamir", automaton="wakhan", level=None, margin=None)]
    texts = said(record_lines(opponents(results, LADDERS), "Ana", campaigns), lang)
    catalog = shared_catalog()
    names = [catalog.render(lang, key) for key in (
        "rajas-level-beck-1-h5", "rajas-variant-cherey", "splendor-variant-mild",
        "paxpamir-variant-wakhan")]
    assert all(any(name in text for text in texts) for name in names)
    # The title; Pax Pamir's wakhan (no ladder: no level line); Beck, its two levels and its
    # campaign; Cherey (a one-level ladder); Splendor's mild and its one level of several.
    assert len(texts) == 9
    assert texts[5] == said([campaign_line(campaigns[("rajas", "beck")], "rajas")], lang)[0]
    percent = {"en": "33%", "es": "33\xa0%", "ja": "33%", "ru": "33\xa0%"}[lang]
    assert percent in texts[2]
    assert ("40.5" if lang in ("en", "ja") else "40,5") in texts[4]


def test_a_figure_the_player_has_not_got_is_not_said() -> None:
    line = said(record_lines(opponents([early(1, score=None, margin=None)], LADDERS)))[0]
    assert line == "Rajas of the Ganges — Beck's dummy players: 1 game, 0 wins, 0 losses," \
                   " 1 ended early"


@pytest.mark.parametrize(("margins", "said_margin"), [
    ((3, -1), "best margin +3"), ((-4, -1), "best margin −1"), ((0, -6), "best margin ±0")])
def test_the_margin_says_its_sign(margins: tuple[int, int], said_margin: str) -> None:
    results = [play(n, margin >= 0, margin=margin) for n, margin in enumerate(margins, start=1)]
    assert said_margin in said(record_lines(opponents(results, LADDERS)))[0]


def test_streaks_are_said_from_two_and_the_longest_only_when_longer() -> None:
    def line_of(outcomes: str) -> str:
        results = [play(n, code == "W") for n, code in enumerate(outcomes, start=1)]
        return said(record_lines(opponents(results, LADDERS)))[0]

    assert "in a row" not in line_of("LW")
    assert line_of("WW").endswith(", 2 wins in a row")
    assert line_of("WWWLL").endswith(", 2 losses in a row, best run of 3 wins in a row")
    assert line_of("WWWLW").endswith("best margin +5, best run of 3 wins in a row")


def test_level_lines_only_where_they_tell_more_than_the_total() -> None:
    def count(results: list[Result]) -> int:
        return len(record_lines(opponents(results, LADDERS)))

    assert count([play(1, level="cherey", automaton="cherey")]) == 1  # a one-level ladder
    assert count([play(1, game="paxpamir", automaton="wakhan", level=None)]) == 1  # no ladder
    assert count([play(1, level="beck-2")]) == 2  # one level of several: which one
    assert count([play(1, level="beck-2"), play(2, level=None)]) == 3


def test_an_unknown_level_is_named_by_its_id() -> None:
    lines = said(record_lines(opponents([play(1, level="beck-2"), play(2, level="beck-7")],
                                        LADDERS)))
    assert lines[-1].startswith("• beck-7 — 1 game")


def test_a_name_that_reads_as_a_message_is_said_as_typed() -> None:
    assert said(record_lines([], "@bot-error")) == [
        "Record of @bot-error against the automata:",
        "No finished games yet: a game counts here once it ends."]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_record_says_so_in_every_language(lang: str) -> None:
    assert len(said(record_lines([]), lang)) == 1
    assert len(said(table_lines([]), lang)) == 1


def test_a_channel_table_in_english() -> None:
    results = [play(1, True, player_id="a", name="Ana", margin=3),
               play(2, False, player_id="b", name="Bo", margin=-2),
               early(3, player_id="b", name="Bo")]
    assert said(table_lines(channel_table(results))) == [
        "Players in this channel, most wins first:",
        "1. Ana: 1 game, 1 win, 0 losses, win rate 100%, best margin +3",
        "2. Bo: 2 games, 0 wins, 1 loss, 1 ended early, win rate 0%, best margin −2",
    ]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_channel_table_reads_in_every_language(lang: str) -> None:
    results = [play(1, True, player_id="a", name="Аня"), early(2, player_id="b", name="Bo")]
    texts = said(table_lines(channel_table(results)), lang)
    assert len(texts) == 3 and "Аня" in texts[1] and "Bo" in texts[2]
