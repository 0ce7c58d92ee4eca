"""The automa's odds: ``python -m engines.simulate GAME [options] --games N [--seed S]
[--plot FILE.png]``.

The automa plays whole games against a scripted player (``--player greedy`` or ``random``),
in parallel across the machine's cores, and the figures are printed: the distribution of the
automa's final score, the round (Splendor: the bot turn) the game ends in, and how often each
space or move and each rule came up. ``--plot`` draws the histograms (matplotlib).

    python -m engines.simulate rajas --variant cherey --games 2000 --plot odds.png
    python -m engines.simulate rajas --variant beck --dummies 2 --games 500
    python -m engines.simulate splendor --player random --games 1000 --seed 7
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from engines.core import InvalidAnswer
from engines.games import games
from engines.simulate import plot
from engines.simulate.play import STRATEGIES, Setup, StuckGame
from engines.simulate.run import Summary, simulate


def parser() -> argparse.ArgumentParser:
    parse = argparse.ArgumentParser(
        prog="python -m engines.simulate",
        description="The automa plays whole games against a scripted player; prints the odds.",
    )
    parse.add_argument("game", choices=[name for name, spec in games().items() if spec.simulation])
    parse.add_argument("--variant", choices=("cherey", "beck"), help="Rajas: the automa")
    parse.add_argument("--dummies", type=int, choices=(1, 2, 3), help="Rajas Beck: dummies")
    parse.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="any other option of `/<game> new` (handicap=3, navaratna=yes, harder=2)",
    )
    parse.add_argument("--player", choices=STRATEGIES, default="greedy")
    parse.add_argument("--games", type=int, default=1000)
    parse.add_argument("--seed", type=int, default=0)
    parse.add_argument("--workers", type=int, default=None, help="processes (all cores)")
    parse.add_argument("--plot", type=Path, metavar="FILE.png", help="draw the histograms")
    return parse


def setup_of(args: argparse.Namespace) -> Setup:
    options: dict[str, str] = {}
    if args.variant:
        options["variant"] = args.variant
    if args.dummies:
        options["dummies"] = str(args.dummies)
    for item in args.option:
        name, sep, value = item.partition("=")
        if not sep:
            raise ValueError(f"--option {item!r}: expected NAME=VALUE")
        options[name] = value
    # Bot dice: the simulation has no one to roll for it.
    options["dice"] = "bot"
    return Setup(game=args.game, options=tuple(sorted(options.items())), strategy=args.player)


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    if args.games < 1:
        print("simulate: --games must be at least 1", file=sys.stderr)
        return 2
    if args.plot is not None and not plot.available():
        # Said before the games are played, not after.
        print(f"simulate: --plot needs matplotlib: {plot.INSTALL}", file=sys.stderr)
        return 2
    if args.plot is not None and not args.plot.resolve().parent.is_dir():
        # Also before the games: a long simulation must not end in a traceback.
        print(f"simulate: --plot {args.plot}: no folder {args.plot.parent}", file=sys.stderr)
        return 2
    try:
        setup = setup_of(args)
    except ValueError as exc:
        print(f"simulate: {exc}", file=sys.stderr)
        return 2
    began = time.perf_counter()
    try:
        summary = Summary.of(setup, args.seed, simulate(setup, args.games, args.seed, args.workers))
    except InvalidAnswer as bad:
        print(f"simulate: the game refuses its options: {bad.key} {bad.params}", file=sys.stderr)
        return 2
    except (StuckGame, ValueError) as exc:
        print(f"simulate: {exc}", file=sys.stderr)
        return 1
    print(summary.report())
    print(f"{summary.games} games in {time.perf_counter() - began:.1f} s")
    if args.plot is not None:
        plot.draw(summary, args.plot)
        print(f"plot: {args.plot}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
