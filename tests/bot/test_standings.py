"""A player's standings against each automaton and a channel's table, summed from results
built by hand: every statistic, streaks across early ends, shared wins, levels in their
ladder's order."""

from __future__ import annotations

import pytest

from bot.service.standings import (
    Stats,
    TableRow,
    channel_table,
    opponents,
    standings,
    stats,
)
from engines.panticapaeum.ladder import LADDERS as PANTICAPAEUM
from engines.rajas.ladder import LADDERS as RAJAS
from engines.splendor.ladder import LADDERS as SPLENDOR
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
