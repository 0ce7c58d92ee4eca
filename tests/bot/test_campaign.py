"""The ladder as a campaign (bot/service/campaign.py): each rule of the walk on results built
by hand, over Beck's ladder (beck-1, beck-1-h5, beck-2, beck-2-h5, beck-3, beck-3-h5), and
its line in every language."""

from __future__ import annotations

from typing import get_args

import pytest
from structlog.testing import capture_logs

from bot.service.campaign import CampaignStep, Position, Why, next_level
from bot.service.record_lines import campaign_line
from bot.store.results import Result
from bot.words.i18n import LANGUAGES
from bot.words.render import line_text
from engines.rajas.ladder import BECK, CHEREY
from tests.bot.conftest import shared_catalog
from tests.bot.record_support import early, play


def walk(*plays: tuple[str, str]) -> list[Result]:
    """Plays in order: (level id, "W" a win, "L" a loss, "e" an early end)."""
    made = {"W": lambda n, at: play(n, True, level=at), "L": lambda n, at: play(n, False, level=at),
            "e": lambda n, at: early(n, level=at)}
    return [made[code](n, at) for n, (at, code) in enumerate(plays, start=1)]


def test_start_with_no_play_is_the_easiest_level() -> None:
    position = next_level([], BECK)
    assert (position.level.id, position.why, position.losses, position.steps) == (
        "beck-1", "start", 0, ())


def test_start_with_no_play_is_the_level_asked_for() -> None:
    assert next_level([], BECK, start="beck-2").level.id == "beck-2"


def test_start_is_the_first_plays_level() -> None:
    """The first play is itself a step: a loss there stays there."""
    position = next_level(walk(("beck-2", "L")), BECK, start="beck-1")
    assert (position.level.id, position.why, position.losses) == ("beck-2", "stay", 1)


def test_up_after_a_win() -> None:
    position = next_level(walk(("beck-1", "W")), BECK)
    assert (position.level.id, position.why, position.losses) == ("beck-1-h5", "up", 0)


def test_top_a_win_at_the_hardest_level_stays_there() -> None:
    position = next_level(walk(("beck-3-h5", "W")), BECK)
    assert (position.level.id, position.why) == ("beck-3-h5", "top")


def test_top_on_a_ladder_of_one_level() -> None:
    position = next_level([play(1, True, level="cherey", automaton="cherey")], CHEREY)
    assert (position.level.id, position.why) == ("cherey", "top")


def test_stay_after_one_loss() -> None:
    position = next_level(walk(("beck-2", "W"), ("beck-2-h5", "L")), BECK)
    assert (position.level.id, position.why, position.losses) == ("beck-2-h5", "stay", 1)


def test_down_after_two_losses_in_a_row_and_the_count_starts_again() -> None:
    position = next_level(walk(("beck-2", "L"), ("beck-2", "L")), BECK)
    assert (position.level.id, position.why, position.losses) == ("beck-1-h5", "down", 0)
    after = next_level(walk(("beck-2", "L"), ("beck-2", "L"), ("beck-1-h5", "L")), BECK)
    assert (after.level.id, after.why, after.losses) == ("beck-1-h5", "stay", 1)


def test_a_win_between_losses_breaks_the_count() -> None:
    position = next_level(walk(("beck-2", "L"), ("beck-2", "W"), ("beck-2-h5", "L")), BECK)
    assert (position.level.id, position.why, position.losses) == ("beck-2-h5", "stay", 1)


def test_bottom_two_losses_at_the_easiest_level_stay_and_keep_counting() -> None:
    position = next_level(walk(("beck-1", "L"), ("beck-1", "L"), ("beck-1", "L")), BECK)
    assert (position.level.id, position.why, position.losses) == ("beck-1", "bottom", 3)


def test_an_early_end_changes_nothing() -> None:
    position = next_level(walk(("beck-2", "L"), ("beck-2", "e"), ("beck-2", "L")), BECK)
    assert (position.level.id, position.why) == ("beck-1-h5", "down")
    assert len(position.steps) == 2
    assert next_level(walk(("beck-2", "e")), BECK, start="beck-3").level.id == "beck-3"


def test_a_level_chosen_by_hand_is_followed_with_no_losses_counted_there() -> None:
    """A loss at beck-2, then a loss at beck-3 chosen by hand: one loss at beck-3, not two in a
    row at one level."""
    position = next_level(walk(("beck-2", "L"), ("beck-3", "L")), BECK)
    assert (position.level.id, position.why, position.losses) == ("beck-3", "stay", 1)
    up = next_level(walk(("beck-1", "W"), ("beck-3", "W")), BECK)
    assert (up.level.id, up.why) == ("beck-3-h5", "up")


def test_plays_off_the_ladder_are_passed_over() -> None:
    results = [*walk(("beck-1", "W")), play(2, False, level=None), play(3, False, level=None),
               play(4, False, level="cherey", automaton="cherey"),
               play(5, False, level="beck-1-h5", automaton="other")]
    assert next_level(results, BECK).level.id == "beck-1-h5"


def test_the_walk_reads_the_order_the_games_ended() -> None:
    results = [play(2, True, level="beck-1"), play(1, False, level="beck-1")]
    position = next_level(results, BECK)
    assert position.steps == (CampaignStep("beck-1", False, "beck-1", "stay"),
                              CampaignStep("beck-1", True, "beck-1-h5", "up"))


def test_a_whole_campaign_step_by_step() -> None:
    position = next_level(walk(("beck-1", "W"), ("beck-1-h5", "W"), ("beck-2", "L"),
                               ("beck-2", "L"), ("beck-1-h5", "W"), ("beck-2", "W")), BECK)
    assert [(step.level, step.why) for step in position.steps] == [
        ("beck-1-h5", "up"), ("beck-2", "up"), ("beck-2", "stay"), ("beck-1-h5", "down"),
        ("beck-2", "up"), ("beck-2-h5", "up")]


def test_bad_ladder_or_start_is_refused() -> None:
    with pytest.raises(ValueError):
        next_level([], ())
    with pytest.raises(ValueError):
        next_level([], BECK, start="beck-9")


# -- the words ------------------------------------------------------------------------------


def campaign_text(position: Position, lang: str = "en") -> str:
    with capture_logs() as logs:
        text = line_text(shared_catalog(), lang, campaign_line(position, "rajas"))
    assert not logs, logs
    return text


@pytest.mark.parametrize(("plays", "text"), [
    ((), "Next game: 1 dummy (where your climb starts)."),
    ((("beck-1", "W"),), "Next game: 1 dummy, handicap 5 (one level up after a win)."),
    ((("beck-3-h5", "W"),),
     "Next game: 3 dummies, handicap 5 (the hardest level: a win there keeps you on it)."),
    ((("beck-2", "L"), ("beck-2", "L")),
     "Next game: 1 dummy, handicap 5 (one level down after two losses in a row)."),
    ((("beck-1", "L"), ("beck-1", "L")),
     "Next game: 1 dummy (the easiest level, after 2 losses in a row)."),
    ((("beck-2", "L"),),
     "Next game: 2 dummies (1 loss at this level; two losses in a row take you one level"
     " down)."),
])
def test_the_campaign_line_says_the_level_and_why(plays: tuple[tuple[str, str], ...],
                                                 text: str) -> None:
    assert campaign_text(next_level(walk(*plays), BECK)) == text


WHYS = [(), (("beck-1", "W"),), (("beck-3-h5", "W"),), (("beck-2", "L"), ("beck-2", "L")),
        (("beck-1", "L"), ("beck-1", "L"), ("beck-1", "L")), (("beck-2", "L"),)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_campaign_line_reads_in_every_language(lang: str) -> None:
    positions = [next_level(walk(*plays), BECK) for plays in WHYS]
    assert {position.why for position in positions} == set(get_args(Why))
    texts = [campaign_text(position, lang) for position in positions]
    assert len(set(texts)) == len(texts)
    for position, text in zip(positions, texts, strict=True):
        level = shared_catalog().render(lang, f"rajas-level-{position.level.id}")
        assert level in text and "[" not in text and "{???}" not in text
