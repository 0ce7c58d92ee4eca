"""Screenshots of the live page, to look at: each game after a few turns, in each language, on
a phone (390x844) and on a tablet in landscape (1180x820), taken by Debian's headless Chromium
(tests/bot/browser.py; ``apt-get install chromium chromium-driver``).

    python bench/live_screenshots.py [OUTPUT]      (default: ./data/screenshots)

It serves the pages from a fresh store on a loopback port, plays each game through the service
as a player would type it, and writes ``<game>-<language>-<screen>.png``, one line each: the
path, the picture's size, and what does not fit the screen (the board cut off, the page wider
than the screen; a page longer than the screen is fine, its board is not). Japanese is
drawn with the pictures' own fonts; emoji (Pax Pamir's suit marks) need an emoji font on the
machine, as every phone and tablet has one (Debian: ``fonts-noto-color-emoji``)."""

from __future__ import annotations

import argparse
import logging
import struct
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

import structlog

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from selenium.webdriver.support.ui import WebDriverWait

from bot.service.commands import parse
from bot.service.service import Service, User
from bot.store import Store
from bot.web.server import WebServer, start_web
from bot.words.i18n import LANGUAGES, Catalog
from tests.bot.browser import Browser, LoopThread

PLAYER = User(id="player", name="Player")
SCREENS = {"phone": (390, 844), "tablet": (1180, 820)}
"""Width x height in CSS pixels: a common phone upright, a 10-inch tablet in landscape."""
WAIT = 30.0
"""Seconds a page's board may take to load before the script gives up."""

GAMES: dict[str, tuple[str, ...]] = {
    # Cherey's virtual player in its second turn, asking which space was taken.
    "rajas": ("/rajas new variant=cherey seed=5", "/rajas answer 3", "/rajas turn",
              "/rajas answer 58", "/rajas turn"),
    # Round 2: three empty tiles played, Botos's turn asking what was passed.
    "panticapaeum": ("/panticapaeum new seed=4",
                     *("/panticapaeum turn", "0", "/panticapaeum turn", "1 brown") * 3,
                     "/panticapaeum turn", "0", "/panticapaeum turn"),
    # The bot's second turn after the player took three gems.
    "splendor": ("/splendor new seed=3", "/splendor turn", "/splendor take white blue green",
                 "/splendor turn"),
    # A ledger after a few changes, a dominance check asking its first question.
    "paxpamir": ("/paxpamir new players=Ana,Ben loyalty=british,russian",
                 "/paxpamir ana rupees +3", "/paxpamir favoured military",
                 "/paxpamir ana patriots +1", "/paxpamir ben gifts +1", "/paxpamir check"),
}

FITS = """
var b = document.getElementById('board'), r = b.getBoundingClientRect();
return {board: b.complete && b.naturalWidth > 0, bottom: r.bottom, right: r.right,
        width: window.innerWidth, height: window.innerHeight,
        wide: document.documentElement.scrollWidth,
        tall: document.documentElement.scrollHeight};
"""


@dataclass
class Shot:
    path: Path
    width: int
    height: int
    size: int
    notes: list[str]


async def _started(folder: Path) -> tuple[Service, WebServer, dict[str, str]]:
    """The server over a fresh store, each game played in a channel of its own, and each
    game's page."""
    store = await Store.open(folder / "soloist.sqlite3")
    service = Service(store, Catalog.load())
    # One browser loads every page in turn: past the limit a real viewer's address has.
    server = await start_web(service, "127.0.0.1", 0, rate=1000.0, burst=1000)
    service.watching.base_url = server.url
    pages: dict[str, str] = {}
    for game, steps in GAMES.items():
        channel = f"{game}-table"
        for text in steps:
            reply = await service.handle(channel, PLAYER, parse(text))
            if reply.refused:
                raise SystemExit(f"{game}: {text!r} was refused: {reply.lines}")
        reply = await service.handle(channel, PLAYER, parse(f"/{game} watch"))
        pages[game] = str(reply.lines[0].params["url"])
    return service, server, pages


def _png_size(data: bytes) -> tuple[int, int]:
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def _shoot(browser: Browser, url: str, screen: tuple[int, int], path: Path) -> Shot:
    browser.size(*screen)
    browser.driver.get(url)
    WebDriverWait(browser.driver, WAIT, poll_frequency=0.05).until(
        lambda driver: driver.execute_script(FITS)["board"])
    box = browser.driver.execute_script(FITS)
    notes = []
    if box["bottom"] > box["height"] or box["right"] > box["width"]:
        notes.append(f"board cut off (it ends at {box['right']:.0f}x{box['bottom']:.0f})")
    if box["wide"] > box["width"]:
        notes.append(f"page wider than the screen ({box['wide']} px)")
    data = browser.driver.get_screenshot_as_png()
    path.write_bytes(data)
    width, height = _png_size(data)
    if box["tall"] > box["height"]:
        notes.append(f"scrolls to {box['tall']} px for the rest")
    return Shot(path, width, height, len(data), notes)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("output", nargs="?", default="data/screenshots", type=Path,
                        help="the folder for the pictures (default: ./data/screenshots)")
    output: Path = parser.parse_args().output
    output.mkdir(parents=True, exist_ok=True)
    structlog.configure(wrapper_class=structlog.make_filtering_bound_logger(logging.WARNING))
    loop = LoopThread()
    with tempfile.TemporaryDirectory(prefix="soloist-screens-") as folder:
        service, server, pages = loop.run(_started(Path(folder)))
        browser = Browser()
        try:
            for game, url in pages.items():
                for language in LANGUAGES:
                    for screen, size in SCREENS.items():
                        shot = _shoot(browser, f"{url}?lang={language}", size,
                                      output / f"{game}-{language}-{screen}.png")
                        note = "; ".join(shot.notes) or "fits"
                        print(f"{shot.path}  {shot.width}x{shot.height}  "
                              f"{shot.size / 1024:.0f} KB  {note}")
        finally:
            browser.quit()
            loop.run(server.close())
            loop.run(service.store.close())
            loop.close()


if __name__ == "__main__":
    main()
