"""The simulation's histograms as a PNG (matplotlib, imported only when ``--plot`` asks: the
engines never need it)."""

from __future__ import annotations

import importlib.util
from collections import Counter
from pathlib import Path

from engines.simulate.run import Summary

INSTALL = "pip install matplotlib (a dependency of Soloist: reinstall it with pip install -e .)"


def available() -> bool:
    return importlib.util.find_spec("matplotlib") is not None


def draw(summary: Summary, path: Path) -> None:
    """Three panels: the automa's final scores, the round the game ends in, and how often it
    went to each space (Splendor: each kind of move), per game."""
    import matplotlib

    matplotlib.use("Agg")  # a file, never a window
    from matplotlib import pyplot

    setup = summary.setup
    unit = "round" if setup.game == "rajas" else "bot turn"
    options = "".join(f" {k}={v}" for k, v in setup.options if k != "dice")
    figure, (scores, rounds, areas) = pyplot.subplots(
        1, 3, figsize=(15, 4.8), gridspec_kw={"width_ratios": [3, 2, 3]}
    )
    figure.suptitle(
        f"{setup.game}{options}: {summary.games} games against a {setup.strategy} player"
        f" (seed {summary.seed})"
    )
    low, mid, high = summary.quantiles(summary.scores)
    scores.hist(summary.scores, bins=_bins(summary.scores), color="#0072B2", edgecolor="white")
    scores.axvspan(low - 0.5, high + 0.5, color="#E69F00", alpha=0.2, label=f"half: {low}–{high}")
    scores.axvline(mid, color="#D55E00", linestyle="--", label=f"median {mid}")
    scores.set_xlabel("automa's final score")
    scores.set_ylabel("games")
    scores.legend()
    counts = Counter(summary.rounds)
    ends = sorted(counts)
    rounds.bar(ends, [counts[r] for r in ends], color="#009E73", edgecolor="white")
    rounds.set_xlabel(f"the game ends in {unit}")
    rounds.set_xticks(ends if len(ends) <= 15 else ends[:: max(1, len(ends) // 15)])
    top = summary.areas.most_common(14)[::-1]
    areas.barh(
        [name for name, _ in top],
        [count / max(1, summary.games) for _, count in top],
        color="#56B4E9",
    )
    what = "the automa's spaces" if setup.game == "rajas" else "the bot's moves"
    areas.set_xlabel(f"{what}, per game")
    figure.tight_layout()
    figure.savefig(path, dpi=100)
    pyplot.close(figure)


def _bins(values: list[int]) -> list[float]:
    """One bin per score when they span little, else about 30: edges between whole numbers."""
    low, high = values[0], values[-1]
    step = max(1, (high - low + 1) // 30)
    return [low - 0.5 + step * n for n in range((high - low) // step + 2)]
