"""The board pictures (each game's picture.py, drawn through bot/words/pictures.py): every
game's picture in every language, drawn from real states of random games, with fonts that
have every character they draw; and the service that attaches them (status, the end of the
automa's turn, /settings pictures) and the console that writes them."""

from __future__ import annotations

import io
import threading
from pathlib import Path
from typing import Any

import pytest
from fontTools.ttLib import TTFont
from PIL import Image

import bot.words.pictures as pictures
from bench.pictures import late_state, sample_states
from bot.platforms.console.table import CHANNEL, run_console
from bot.service.commands import parse
from bot.service.service import Service, User
from bot.store import Store
from bot.words.i18n import LANGUAGES
from bot.words.pictures import picture, render
from engines.core import drawing as draw
from tests.bot.conftest import shared_catalog

GAMES = ("rajas", "splendor", "panticapaeum", "paxpamir")
ALICE = User(id="console", name="Alice")
START = ["/rajas new variant=cherey dice=player seed=7", "2", "/rajas turn", "6", "none"]
"""A Cherey game up to the last answer of the automa's first turn (R-7: where the markers
meet), as the console test plays it."""


def decoded(png: bytes | None) -> Image.Image:
    assert png is not None
    image = Image.open(io.BytesIO(png))
    image.load()
    assert image.format == "PNG"
    return image


@pytest.mark.parametrize("game", GAMES)
def test_every_game_draws_its_board_in_every_language(game: str) -> None:
    state = late_state(game)
    seen = set()
    for language in LANGUAGES:
        image = decoded(render(game, state, shared_catalog(), language))
        assert image.width == draw.WIDTH and 150 < image.height < 2000
        seen.add(image.tobytes())
    assert len(seen) == len(LANGUAGES)  # the words differ, so the pictures do


@pytest.mark.parametrize("game", GAMES)
def test_every_character_drawn_is_in_the_font_that_draws_it(
        game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """No tofu: each text is drawn in DejaVu Sans or IPAex Gothic, and that font has a glyph
    for every character of it (Japanese, Russian, and the symbols: ★ ♛ ⚓ ↔ × …)."""
    drawn: list[str] = []
    real = draw.Canvas.text

    def record(self: draw.Canvas, xy: Any, text: str, *args: Any, **kwargs: Any) -> float:
        drawn.append(text)
        return real(self, xy, text, *args, **kwargs)

    monkeypatch.setattr(draw.Canvas, "text", record)
    for state in sample_states(game, 4):
        for language in LANGUAGES:
            assert render(game, state, shared_catalog(), language) is not None
    files = draw.font_files()
    cmaps = {role: TTFont(files[role], lazy=True)["cmap"].getBestCmap()
             for role in ("sans", "bold", "cjk")}
    missing = {(text, ch) for text in drawn for ch in text
               if ch.strip() and ord(ch) not in cmaps["cjk" if draw._cjk(text) else "sans"]}
    assert not missing
    assert any(draw._cjk(text) for text in drawn)  # the Japanese words went through
    assert any("ы" in text or "а" in text for text in drawn)  # and the Russian ones


def test_a_picture_shows_the_state_it_is_given() -> None:
    state = late_state("rajas")
    before = decoded(render("rajas", state, shared_catalog(), "en"))
    state.automata[0].dice["blue"] += 3
    state.automata[0].boat += 1
    after = decoded(render("rajas", state, shared_catalog(), "en"))
    assert before.size == after.size and before.tobytes() != after.tobytes()


def test_no_picture_for_a_game_without_a_painter_or_a_state_it_cannot_draw() -> None:
    assert render("chess", late_state("rajas"), shared_catalog(), "en") is None
    assert render("rajas", late_state("splendor"), shared_catalog(), "en") is None


async def test_pictures_are_drawn_off_the_event_loop(monkeypatch: pytest.MonkeyPatch) -> None:
    threads: list[str] = []
    real = pictures.render

    def watched(*args: Any) -> bytes | None:
        threads.append(threading.current_thread().name)
        return real(*args)

    monkeypatch.setattr(pictures, "render", watched)
    png = await picture("splendor", late_state("splendor"), shared_catalog(), "ja")
    decoded(png)
    assert threads and threads[0].startswith("pictures") and threads[0] != (
        threading.main_thread().name)


@pytest.fixture
async def drawing(tmp_path: Path) -> Any:
    store = await Store.open(tmp_path / "soloist.sqlite3")
    yield Service(store, shared_catalog(), pictures=True)
    await store.close()


async def play(service: Service, *texts: str) -> Any:
    reply = None
    for text in texts:
        reply = await service.handle(CHANNEL, ALICE, parse(text))
        assert not reply.refused, reply
    return reply


async def test_the_automa_turns_end_and_status_come_with_the_board(drawing: Service) -> None:
    # While the automa's turn waits on a question, no picture: the board is not settled.
    asking = await play(drawing, *START)
    assert asking.prompt is not None and asking.picture is None
    ended = await play(drawing, "60")
    assert ended.prompt is None and ended.changed
    assert decoded(ended.picture).height > 200
    status = await play(drawing, "/rajas status")
    assert decoded(status.picture).tobytes() == decoded(ended.picture).tobytes()
    # A spectator's status has it too (their private copy).
    spectator = await drawing.handle(CHANNEL, User(id="x", name="Bob"), parse("/rajas status"))
    assert spectator.private and spectator.picture is not None
    # Nothing else does: a refusal, the log, help.
    for text in ("/rajas log", "/help", "/rajas frobnicate"):
        reply = await drawing.handle(CHANNEL, ALICE, parse(text))
        assert reply.picture is None


async def test_settings_turn_pictures_off_and_on_per_channel(drawing: Service) -> None:
    await play(drawing, *START, "60")
    shown = await play(drawing, "/settings")
    assert "on" in drawing.catalog.render("en", shown.lines[0].key, shown.lines[0].params)
    off = await play(drawing, "/settings pictures off")
    assert off.lines[0].params == {"pictures": "off"}
    assert (await play(drawing, "/rajas status")).picture is None
    # Another channel is not this one.
    elsewhere = await drawing.handle("console-2", ALICE, parse("/splendor new seed=3"))
    assert not elsewhere.refused
    bad = await drawing.handle(CHANNEL, ALICE, parse("/settings pictures maybe"))
    assert bad.refused and bad.lines[0].key == "bot-settings-pictures-bad"
    assert (await play(drawing, "/rajas status")).picture is None  # the refusal changed nothing
    await play(drawing, "/settings pictures on")
    assert (await play(drawing, "/rajas status")).picture is not None
    unknown = await drawing.handle(CHANNEL, ALICE, parse("/settings colours on"))
    assert unknown.refused and unknown.lines[0].key == "bot-unknown-command"


async def test_a_deployment_without_pictures_lets_a_channel_choose_them(service: Service) -> None:
    """SOLOIST_PICTURES=off (a bare Service): text alone, unless the channel asks."""
    assert (await play(service, *START, "60", "/rajas status")).picture is None
    await play(service, "/settings pictures on")
    assert (await play(service, "/rajas status")).picture is not None


async def test_the_console_writes_the_picture_and_says_where(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    store = await Store.open(data / "soloist.sqlite3")
    out = io.StringIO()
    try:
        service = Service(store, shared_catalog(), pictures=True)
        await run_console(service, shared_catalog(), str(data / "soloist.sqlite3"),
                          stdin=io.StringIO("\n".join([*START, "60", "/rajas status"]) + "\n"),
                          stdout=out)
    finally:
        await store.close()
    written = sorted((data / "pictures").glob("*.png"))
    assert [p.name for p in written] == ["rajas-1-v6.png"]  # the setup is no automa's turn
    decoded(written[-1].read_bytes())
    said = [line for line in out.getvalue().splitlines() if "Picture of the board" in line]
    assert len(said) == 2 and said[-1].endswith("pictures/rajas-1-v6.png")
