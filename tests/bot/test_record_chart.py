"""The record's chart (bot/words/record_chart.py, painted by bot/words/record_picture.py): a
player's score and margin over time against each automaton, wins marked, drawn in all four
languages with the board pictures' kit; nothing for a record with no scored game."""

from __future__ import annotations

import io
import json
import subprocess
import sys
import threading
from datetime import date, timedelta
from pathlib import Path
from typing import Any

import pytest
from fontTools.ttLib import TTFont
from PIL import Image

import bot.words.record_chart as record
from bot.store.results import Result
from bot.words import record_picture as painter
from bot.words.i18n import LANGUAGES
from bot.words.pictures import Words
from bot.words.record_chart import (
    MAX_PANELS,
    MAX_PLAYS,
    chart_of,
    record_chart,
    render_chart,
)
from bot.words.record_picture import MARGIN_LINE, SCORE
from engines.core import drawing as draw
from tests.bot.conftest import shared_catalog

REPO = Path(__file__).resolve().parents[2]
START = date(2026, 3, 1)


def result(game: str = "rajas", automaton: str = "cherey", day: int = 0,
           score: int | None = 60, margin: int | None = 5, won: bool | None = True,
           complete: bool = True, name: str = "Alice") -> Result:
    """A finished game's row as the store gives it back, ``day`` days after the first."""
    ended = (START + timedelta(days=day)).isoformat()
    return Result(game_id=None, game=game, automaton=automaton, level=None, channel="console",
                  player_id="console", player_name=name, outcome="{}", won=won, score=score,
                  margin=margin, complete=complete, turns=12, seed=None,
                  started_at=f"{ended} 10:00:00", ended_at=f"{ended} 11:00:00")


RECORD = [
    *(result("rajas", "cherey", 3 * n, 55 + 7 * n % 30, 12 - 5 * n % 25, 12 - 5 * n % 25 > 0)
      for n in range(12)),
    *(result("splendor", "mild", 2 * n + 1, 12 + n % 5, n % 7 - 3, n % 7 >= 3)
      for n in range(6)),
    result("panticapaeum", "botos", 40, 31, -4, False),
]
"""Three automata played, wins and losses against each."""


def drawn(results: list[Result], language: str = "en") -> Image.Image:
    png = render_chart(results, Words(shared_catalog(), language))
    assert png is not None
    image = Image.open(io.BytesIO(png))
    image.load()
    assert image.format == "PNG"
    return image.convert("RGB")


def rgb(colour: str) -> tuple[int, int, int]:
    red, green, blue = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return red, green, blue


def test_the_chart_is_drawn_in_all_four_languages() -> None:
    seen = set()
    for language in LANGUAGES:
        image = drawn(RECORD, language)
        assert image.width == draw.WIDTH and 600 < image.height < 2000
        seen.add(image.tobytes())
    assert len(seen) == len(LANGUAGES)  # the words differ, so the pictures do


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_word_is_the_readers_languages_own_in_a_font_that_has_it(
        language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each message the chart says is one the reader's language has itself (no English
    fallback, no missing key), every term it names too, and no character is drawn in a font
    without it."""
    catalog = shared_catalog()
    keys: list[str] = []
    texts: list[str] = []
    real_text = draw.Canvas.text

    def say(key: str, /, **params: Any) -> str:
        keys.append(key)
        keys.extend(v[1:] for v in params.values() if isinstance(v, str) and v.startswith("@"))
        if "game" in params:  # its title, which the catalog brings in
            keys.append(f"game-{params['game']}")
        return Words(catalog, language)(key, **params)

    def text(self: draw.Canvas, xy: Any, said: str, *args: Any, **kwargs: Any) -> float:
        texts.append(said)
        return real_text(self, xy, said, *args, **kwargs)

    monkeypatch.setattr(draw.Canvas, "text", text)
    many = [*RECORD, *(result("splendor", "mild", 100 + n) for n in range(MAX_PLAYS)),
            *(result("paxpamir", "wakhan", 200 + n) for n in range(2)),
            result("rajas", "beck", -5)]  # played longest ago: left out
    assert render_chart(many, say) is not None
    assert {"record-chart-title", "record-chart-score", "record-chart-margin",
            "record-chart-win", "record-chart-loss", "record-chart-tally",
            "record-chart-tally-latest", "record-chart-date", "record-chart-more",
            "game-rajas", "rajas-variant-cherey"} <= set(keys)
    assert not [key for key in keys if not catalog.has(language, key)]
    assert not [said for said in texts if said.startswith("[")]  # a missing message's mark
    files = draw.font_files()
    cmaps = {role: TTFont(files[role], lazy=True)["cmap"].getBestCmap()
             for role in ("sans", "cjk")}
    assert not {(said, ch) for said in texts for ch in said
                if ch.strip() and ord(ch) not in cmaps["cjk" if draw._cjk(said) else "sans"]}
    title = catalog.render(language, "game-rajas")
    assert any(title in said for said in texts)


def test_nothing_is_drawn_without_a_finished_game_with_a_score() -> None:
    say = Words(shared_catalog(), "en")
    assert render_chart([], say) is None
    early = [result(day=n, won=None, complete=False) for n in range(3)]
    assert render_chart(early, say) is None
    unscored = [result(day=n, score=None, margin=None, won=n % 2 == 0) for n in range(3)]
    assert render_chart(unscored, say) is None
    assert render_chart([*early, *unscored, result(day=9)], say) is not None


async def test_the_chart_is_drawn_off_the_event_loop(monkeypatch: pytest.MonkeyPatch) -> None:
    threads: list[str] = []
    real = record.render_chart

    def watched(*args: Any) -> bytes | None:
        threads.append(threading.current_thread().name)
        return real(*args)

    monkeypatch.setattr(record, "render_chart", watched)
    png = await record_chart(RECORD, shared_catalog(), "ja")
    assert png is not None and png.startswith(b"\x89PNG")
    assert threads and threads[0].startswith("pictures")
    assert await record_chart([], shared_catalog(), "ja") is None


async def test_a_chart_that_fails_costs_nothing_but_itself(
        monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*args: Any) -> bytes | None:
        raise ValueError("a painter's bug")

    monkeypatch.setattr(record, "render_chart", broken)
    assert await record_chart(RECORD, shared_catalog(), "en") is None


def test_a_win_and_a_loss_are_drawn_differently(monkeypatch: pytest.MonkeyPatch) -> None:
    """The same game won is a filled mark on a shaded column; lost, a hollow mark."""
    centres: list[tuple[float, float]] = []
    real = painter._mark

    def mark(canvas: draw.Canvas, shape: Any, centre: tuple[float, float], *args: Any) -> None:
        centres.append(centre)
        real(canvas, shape, centre, *args)

    monkeypatch.setattr(painter, "_mark", mark)
    won = drawn([result(won=True)])
    # The legend's win and loss marks, then the game's score and margin.
    legend, points = centres[:2], centres[2:]
    assert len(points) == 2
    centres.clear()
    lost = drawn([result(won=False)])
    assert centres[2:] == points and won.size == lost.size
    for (x, y), colour in zip(points, (SCORE, MARGIN_LINE), strict=True):
        assert won.getpixel((round(x), round(y))) == rgb(colour)  # filled
        assert lost.getpixel((round(x), round(y))) == rgb(draw.PAPER)  # hollow
        # The shaded column behind the win, above its mark.
        assert won.getpixel((round(x), round(y) - 3 * painter.MARK)) == rgb(draw.PANEL)
        assert lost.getpixel((round(x), round(y) - 3 * painter.MARK)) == rgb(draw.PAPER)
    assert won.getpixel(tuple(map(round, legend[0]))) == rgb(draw.INK)
    assert won.getpixel(tuple(map(round, legend[1]))) == rgb(draw.PAPER)


def test_the_last_games_against_the_latest_automata_are_drawn() -> None:
    """At most MAX_PANELS panels, the most recently played first; in each, the last
    MAX_PLAYS games oldest first, the tally counting them all."""
    games = [("rajas", "beck"), ("rajas", "cherey"), ("splendor", "mild"),
             ("panticapaeum", "botos"), ("paxpamir", "wakhan"), ("paxpamir", "referee")]
    many = [result(game, automaton, day=n * 7 + k, score=n * k % 90, margin=(n * k) % 21 - 10,
                   won=(n * k) % 21 > 10)
            for n in range(60) for k, (game, automaton) in enumerate(games)]
    chart = chart_of(list(reversed(many)))  # in any order given
    assert chart is not None and chart.more == len(games) - MAX_PANELS
    assert [(p.game, p.automaton) for p in chart.panels] == list(reversed(games))[:MAX_PANELS]
    for panel in chart.panels:
        assert panel.total == 60 and len(panel.plays) == MAX_PLAYS
        assert [p.ended for p in panel.plays] == sorted(p.ended for p in panel.plays)
        assert panel.plays[-1].ended == START + timedelta(days=59 * 7 + games.index(
            (panel.game, panel.automaton)))
    for language in LANGUAGES:
        image = drawn(many, language)
        assert image.width == draw.WIDTH and image.height < 2000


def test_games_ended_early_are_left_out_and_unscored_ones_marked(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """An early end is not a result the rules decided: the chart is the same without it. A
    finished game with no score still shows its win, by an ink mark on the margin's zero line
    alone (on the score's strip a mark would read as a score of 0)."""
    base = drawn(RECORD)
    assert drawn([*RECORD, result(day=50, score=3, margin=-40, won=None,
                                  complete=False)]).tobytes() == base.tobytes()
    marks: list[tuple[Any, ...]] = []
    real = painter._mark

    def mark(canvas: draw.Canvas, *args: Any) -> None:
        marks.append(args)
        real(canvas, *args)

    monkeypatch.setattr(painter, "_mark", mark)
    unscored = drawn([*RECORD, result(day=50, score=None, margin=None, won=True)])
    assert unscored.tobytes() != base.tobytes()
    assert len(marks) == 2 + 2 * len(RECORD) + 1  # the legend's, two a scored game's, one
    [(shape, (x, y), colour, won, radius)] = [m for m in marks if len(m) == 5]  # sized
    assert (shape, colour, won, radius) == ("circle", draw.INK, True, painter.MARK - 2)
    assert unscored.getpixel((round(x), round(y))) == rgb(draw.INK)
    chart = chart_of([*RECORD, result(day=50, score=None, margin=None, won=True)])
    assert chart is not None
    assert chart.panels[0].plays[-1].score is None and chart.panels[0].total == 13


@pytest.fixture
def texts(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text the charts drawn in the test write, in order."""
    written: list[str] = []
    real = draw.Canvas.text

    def text(self: draw.Canvas, xy: Any, said: str, *args: Any, **kwargs: Any) -> float:
        written.append(said)
        return real(self, xy, said, *args, **kwargs)

    monkeypatch.setattr(draw.Canvas, "text", text)
    return written


def test_a_name_that_reads_as_a_message_is_drawn_as_spelt(texts: list[str]) -> None:
    drawn([result(name="@bot-error")])
    assert texts[0] == "@bot-error's record"


def test_dates_say_the_year_when_the_games_span_more_than_one(texts: list[str]) -> None:
    drawn([result(day=0), result(day=300)])
    assert "3/1" in texts and "12/26" in texts
    texts.clear()
    image = drawn([result(day=0), *(result(day=300 + n) for n in range(MAX_PLAYS))], "ru")
    assert "01.03.2026" not in texts  # the first game is not drawn
    assert "24.01.2027" in texts  # the last game's day, and its year
    # The last date, under the last game, stays inside the picture.
    row = image.crop((image.width - draw.MARGIN // 2, 0, image.width, image.height))
    assert row.getcolors() == [(row.width * row.height, rgb(draw.PAPER))]


def test_importing_the_chart_imports_nothing_of_pillows() -> None:
    """The service imports it at start-up; Pillow waits for the first chart."""
    child = ("import json, sys; import bot.words.record_chart; "
             "print(json.dumps(sorted(n for n in sys.modules if n.split('.')[0] in "
             "('PIL', 'numpy'))))")
    done = subprocess.run([sys.executable, "-c", child], cwd=REPO, capture_output=True,
                          text=True, check=True, timeout=120)
    assert json.loads(done.stdout.strip().splitlines()[-1]) == []
