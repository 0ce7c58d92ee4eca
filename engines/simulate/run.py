"""Many simulated games at once, across the machine's cores, and what they add up to."""

from __future__ import annotations

import multiprocessing
import os
import random
import statistics
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field

from engines.simulate.play import Outcome, Setup, play, simulation


def seeds(seed: int, games: int) -> list[int]:
    """The games' own seeds, drawn from the simulation's: the same ``seed`` plays the same
    games, in the same order, however many processes play them."""
    draw = random.Random(seed)
    return [draw.getrandbits(31) for _ in range(games)]


def prepared(setup: Setup, seed: int) -> Setup:
    """``setup`` ready to play, as its game's simulation prepares it (Rajas: the boards its
    games are played on, their printed facts learnt once)."""
    return simulation(setup.game).prepare(setup, seed)


def simulate(
    setup: Setup, games: int, seed: int = 0, workers: int | None = None
) -> Iterator[Outcome]:
    """``games`` games of ``setup``, in seed order, played by ``workers`` processes (all
    cores by default; 1: in this process)."""
    setup = prepared(setup, seed)
    todo = seeds(seed, games)
    count = workers or os.cpu_count() or 1
    if count == 1 or games < 2:
        yield from (play(setup, s) for s in todo)
        return
    chunk = max(1, min(50, games // (count * 8)))
    # Fork where there is fork (the engines are already imported); spawn elsewhere.
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else None)
    with context.Pool(count, initializer=_init, initargs=(setup,)) as pool:
        yield from pool.imap(_play, todo, chunksize=chunk)


_setup: Setup | None = None


def _init(setup: Setup) -> None:
    global _setup
    _setup = setup


def _play(seed: int) -> Outcome:
    assert _setup is not None
    return play(_setup, seed)


@dataclass
class Summary:
    """What a simulation adds up to: the automa's scores and the rounds its games ended in
    (each sorted), and how often each area or card and each rule came up per game."""

    setup: Setup
    games: int
    seed: int
    scores: list[int] = field(default_factory=list)
    rounds: list[int] = field(default_factory=list)
    turns: int = 0
    areas: Counter[str] = field(default_factory=Counter)
    rules: Counter[str] = field(default_factory=Counter)
    cards: Counter[str] = field(default_factory=Counter)

    @classmethod
    def of(cls, setup: Setup, seed: int, outcomes: Iterator[Outcome] | list[Outcome]) -> Summary:
        summary = cls(setup=setup, games=0, seed=seed)
        for outcome in outcomes:
            summary.games += 1
            summary.scores.append(outcome.score)
            summary.rounds.append(outcome.round)
            summary.turns += outcome.turns
            summary.areas.update(outcome.areas)
            summary.rules.update(outcome.rules)
            summary.cards.update(outcome.cards)
        summary.scores.sort()
        summary.rounds.sort()
        return summary

    def quantiles(self, values: list[int]) -> tuple[int, int, int]:
        """The lower quartile, the median and the upper quartile (whole numbers, as a score
        is): half of the games lie between the first and the last."""
        if len(values) < 2:
            value = values[0] if values else 0
            return value, value, value
        low, mid, high = statistics.quantiles(values, n=4, method="inclusive")
        return round(low), round(mid), round(high)

    def report(self) -> str:
        """The figures as the command line prints them."""
        setup = self.setup
        options = " ".join(f"{k}={v}" for k, v in setup.options) or "(defaults)"
        lines = [
            f"{setup.game} {options}, {self.games} games against a {setup.strategy} player,"
            f" seed {self.seed}",
        ]
        if not self.games:
            return lines[0]
        low, mid, high = self.quantiles(self.scores)
        lines.append(
            f"automa's final score: median {mid}, half of the games {low}–{high}, range"
            f" {self.scores[0]}–{self.scores[-1]}, mean {statistics.mean(self.scores):.1f}"
        )
        lines += _histogram(self.scores, "score")
        low, mid, high = self.quantiles(self.rounds)
        unit = "round" if setup.game == "rajas" else "bot turn"
        lines.append(f"the game ends in {unit}: median {mid}, half {low}–{high}")
        lines += _histogram(self.rounds, unit)
        what = "spaces the automa went to" if setup.game == "rajas" else "the bot's moves"
        lines.append(f"{what}, per game:")
        lines += [
            f"  {name:<16} {count / self.games:6.2f}" for name, count in self.areas.most_common()
        ]
        lines.append("rules that decided something, per game:")
        lines += [
            f"  {name:<16} {count / self.games:6.2f}" for name, count in self.rules.most_common()
        ]
        if self.cards:
            lines.append("the cards the bot bought most, per game:")
            lines += [
                f"  {name:<16} {count / self.games:6.2f}"
                for name, count in self.cards.most_common(12)
            ]
        return "\n".join(lines)


def _histogram(values: list[int], label: str, width: int = 40) -> list[str]:
    """A text histogram: ten bins at most, a bar of # per bin."""
    low, high = values[0], values[-1]
    step = max(1, -(-(high - low + 1) // 10))
    bins = Counter((v - low) // step for v in values)
    most = max(bins.values())
    lines = []
    for index in range(max(bins) + 1):
        start = low + index * step
        name = f"{start}" if step == 1 else f"{start}–{start + step - 1}"
        count = bins.get(index, 0)
        bar = "#" * max(1 if count else 0, round(width * count / most))
        lines.append(f"  {label} {name:>7} {count:6d} {bar}")
    return lines
