"""The odds simulator: the same seed plays the same games however many processes play them,
every game ends, and the command line prints the figures and draws the plot."""

from __future__ import annotations

from pathlib import Path

import pytest

from engines.simulate import Setup, Summary, simulate
from engines.simulate.__main__ import main

CHEREY = Setup("rajas", (("dice", "bot"), ("variant", "cherey")))
BECK = Setup("rajas", (("dice", "bot"), ("dummies", "3"), ("variant", "beck")), "random")
SPLENDOR = Setup("splendor", (("dice", "bot"),))
SPLENDOR_RANDOM = Setup("splendor", (("dice", "bot"),), "random")


@pytest.mark.parametrize("setup", [CHEREY, SPLENDOR], ids=["cherey", "splendor"])
def test_same_seed_same_simulation(setup: Setup) -> None:
    one = list(simulate(setup, 6, seed=11, workers=1))
    two = list(simulate(setup, 6, seed=11, workers=2))
    assert [o.seed for o in one] == [o.seed for o in two]
    assert one == two
    other = list(simulate(setup, 6, seed=12, workers=1))
    assert [o.score for o in other] != [o.score for o in one] or [o.areas for o in other] != [
        o.areas for o in one
    ]


@pytest.mark.parametrize(
    "setup", [CHEREY, BECK, SPLENDOR, SPLENDOR_RANDOM], ids=["cherey", "beck", "sp", "sp-rnd"]
)
def test_every_game_ends(setup: Setup) -> None:
    outcomes = list(simulate(setup, 5, seed=3, workers=1))
    assert len(outcomes) == 5
    for outcome in outcomes:
        assert outcome.round >= 1 and outcome.turns >= 1
        assert outcome.score > 0
        assert sum(outcome.areas.values()) > 0 and sum(outcome.rules.values()) > 0
        if setup.game == "splendor":
            assert sum(outcome.cards.values()) == sum(
                n for area, n in outcome.areas.items() if area.startswith("buy")
            )


def test_summary_quartiles() -> None:
    summary = Summary.of(CHEREY, 0, list(simulate(CHEREY, 8, seed=5, workers=1)))
    low, mid, high = summary.quantiles(summary.scores)
    assert summary.scores[0] <= low <= mid <= high <= summary.scores[-1]
    assert summary.games == 8 and len(summary.rounds) == 8


def test_command_line_prints_and_plots(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    plot = tmp_path / "odds.png"
    code = main(
        [
            "rajas",
            "--variant",
            "cherey",
            "--games",
            "4",
            "--seed",
            "2",
            "--workers",
            "2",
            "--plot",
            str(plot),
        ]
    )
    out = capsys.readouterr().out
    assert code == 0
    assert "automa's final score: median" in out
    assert "the game ends in round" in out
    assert "quarry" in out and "RC-Q" in out
    assert plot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert plot.stat().st_size > 10_000


def test_command_line_refuses_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rajas", "--games", "0"]) == 2
    assert main(["splendor", "--games", "2", "--workers", "1", "--option", "harder"]) == 2
    err = capsys.readouterr().err
    assert "--games must be at least 1" in err and "NAME=VALUE" in err


def test_a_plot_into_no_folder_is_refused_before_any_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Said at once, not as a traceback at the end of a long simulation."""
    nowhere = tmp_path / "no-such-folder" / "odds.png"
    assert main(["rajas", "--games", "2", "--workers", "1", "--plot", str(nowhere)]) == 2
    captured = capsys.readouterr()
    assert "no folder" in captured.err and "games in" not in captured.out
