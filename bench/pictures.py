"""How long one board picture takes to draw (CPU time on one thread, every game with a painter,
the four languages), against encoding the same state as JSON.

    python bench/pictures.py [states per game] [--save DIR]

``--save DIR`` also writes one picture per game and language into DIR. How and why:
docs/benchmarks.md#pictures. The last line sums it up.
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.words.i18n import LANGUAGES, Catalog
from bot.words.pictures import render
from engines import panticapaeum, paxpamir, rajas, splendor
from engines.core import InvalidAnswer, Step
from engines.games import games
from engines.paxpamir.model import COALITIONS
from tests.panticapaeum import random_player as panticapaeum_player
from tests.rajas.random_player import answer as rajas_answer
from tests.splendor import random_player as splendor_player

LIMIT_MS = 50.0
"""What one picture may take on one core, held to the 95th percentile: a single
picture now and then stalls for reasons of the machine's (other processes on a shared core, the
garbage collector), and the worst is printed too."""


def _rajas_steps(seed: int) -> Iterator[Step[Any]]:
    variant = "beck" if seed % 2 else "cherey"
    raw = {"variant": variant, "dummies": "3"} if variant == "beck" else {"variant": variant}
    rng = random.Random(seed)
    step = rajas.new_game(rajas.parse_options(raw), seed)
    while step.state.phase != "over":
        yield step
        if step.prompt is None:
            step = rajas.play_turn(step.state)
        else:
            step = rajas.give_answer(step.state,
                                     rajas_answer(step.prompt, rng, step.state.table.round))
    yield step


def _splendor_steps(seed: int) -> Iterator[Step[Any]]:
    rng = random.Random(seed)
    raw = {"deal": "table" if seed % 4 == 0 else "bot", "dice": "bot"}
    step = splendor.new_game(splendor.parse_options(raw), seed)
    while step.state.phase != "over":
        yield step
        step = splendor_player.play_step(step, rng)
    yield step


def _panticapaeum_steps(seed: int) -> Iterator[Step[Any]]:
    rng = random.Random(seed)
    step = panticapaeum.new_game(panticapaeum.parse_options({}), seed)
    while step.state.phase != "over":
        yield step
        step = panticapaeum_player.play_step(step, rng)
    yield step


def _paxpamir_steps(seed: int) -> Iterator[Step[Any]]:
    """A five-seat table with Wakhan whose ledgers and blocks change at random."""
    rng = random.Random(seed)
    step = paxpamir.new_game(paxpamir.parse_options({
        "players": "Ana,Борис,さくら,Wakhan,Ben", "loyalty": "british,russian,afghan,british"}))
    fields = ("vp", "rupees", "gifts", "cylinders", "military", "political")
    for _ in range(60):
        yield step
        state = step.state
        try:
            if rng.random() < 0.3:
                coalition = rng.choice(COALITIONS)
                step = paxpamir.act(state, "blocks", [coalition, f"+{rng.randint(1, 3)}"])
            else:
                player = rng.choice(state.players).name
                step = paxpamir.act(state, player, [rng.choice(fields), f"+{rng.randint(1, 3)}"])
        except InvalidAnswer:
            continue  # past a ledger's range (three gifts at most): the table refuses it
        if step.prompt is not None:
            return


PLAYS = {"rajas": _rajas_steps, "splendor": _splendor_steps,
         "panticapaeum": _panticapaeum_steps, "paxpamir": _paxpamir_steps}


def sample_states(game: str, count: int, seed: int = 0) -> list[Any]:
    """``count`` states of ``game`` from random games, spread over whole games."""
    states: list[Any] = []
    while len(states) < count:
        every = list(PLAYS[game](seed))
        seed += 1
        stride = max(1, len(every) // 6)
        states += [step.state for step in every[stride // 2::stride]]
    return states[:count]


def late_state(game: str, seed: int = 1) -> Any:
    """A state late in a random game (much on the board), before its end."""
    every = [step.state for step in PLAYS[game](seed)]
    return every[max(0, len(every) * 4 // 5)]


def main(count: int, save: Path | None) -> None:
    catalog = Catalog.load()
    p95_overall = worst_overall = 0.0
    ratios: list[str] = []
    for game in PLAYS:
        states = sample_states(game, count)
        for language in LANGUAGES:  # fonts and words loaded once, outside the timing
            render(game, states[0], catalog, language)
        drawn = encoded = worst = 0.0
        times: list[float] = []
        for n, state in enumerate(states):
            language = LANGUAGES[n % len(LANGUAGES)]
            started = time.thread_time()
            png = render(game, state, catalog, language)
            middle = time.thread_time()
            games()[game].dumps(state)
            ended = time.thread_time()
            assert png is not None, f"{game}: no picture"
            drawn += middle - started
            encoded += ended - middle
            worst = max(worst, middle - started)
            times.append(middle - started)
        p95 = sorted(times)[int(len(times) * 0.95) - 1] if len(times) > 1 else times[0]
        p95_overall = max(p95_overall, p95)
        worst_overall = max(worst_overall, worst)
        ratio = drawn / encoded
        ratios.append(f"{game} {ratio:.0f}×")
        print(f"{game}: {len(states)} pictures, {drawn / len(states) * 1e3:.1f} ms mean, "
              f"{p95 * 1e3:.1f} ms p95, {worst * 1e3:.1f} ms worst; JSON baseline "
              f"{encoded / len(states) * 1e6:.0f} µs; ratio picture / JSON: {ratio:.0f}")
        if save is not None:
            save.mkdir(parents=True, exist_ok=True)
            for language in LANGUAGES:
                png = render(game, late_state(game), catalog, language)
                assert png is not None
                (save / f"{game}-{language}.png").write_bytes(png)
    verdict = "within" if p95_overall * 1e3 < LIMIT_MS else "OVER"
    print(f"pictures: p95 {p95_overall * 1e3:.1f} ms ({verdict} {LIMIT_MS:.0f} ms), worst "
          f"{worst_overall * 1e3:.1f} ms; picture / JSON: {', '.join(ratios)}")


if __name__ == "__main__":
    args = sys.argv[1:]
    target = None
    if "--save" in args:
        at = args.index("--save")
        target = Path(args[at + 1])
        del args[at:at + 2]
    main(int(args[0]) if args else 24, target)
