"""The live page in a real browser (Debian's headless Chromium, through its ChromeDriver): the
board's picture loads, the status and the open question show with the decisions' rule ids, a
step made through the service reaches the open page without a reload, the language links
switch it, a revoked link turns the open page into its refusal, without JavaScript the state is
still shown and the page refreshes itself, and the board fits a phone and a landscape tablet.

One browser and one server for the module (a browser takes a second to start); each test plays
its own game in a channel of its own. Every wait polls the page until a condition holds (or
fails the test after ``WAIT`` seconds), never sleeps a fixed time."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from selenium.common.exceptions import StaleElementReferenceException, TimeoutException
from selenium.webdriver.chrome.webdriver import WebDriver
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from bot.service.commands import parse
from bot.service.service import Service, User
from bot.store import Store
from bot.web.server import WebServer, start_web
from bot.words.render import prompt_key
from bot.words.replies import Reply
from tests.bot.browser import Browser, BrowserMissing, LoopThread
from tests.bot.conftest import shared_catalog

ALICE = User(id="alice", name="Alice")
WAIT = 15.0
"""Seconds a condition may take before the test fails (a step shows within a poll)."""
POLL = 0.05
"""Seconds between two looks at the page, and between the server's looks at the store."""
BOARD_LOADED = ("var b = document.getElementById('board');"
                "return !!b && b.complete && b.naturalWidth > 0;")


@dataclass
class Site:
    """The module's server and service, on a loop of their own."""

    loop: LoopThread
    service: Service
    server: WebServer

    def say(self, channel: str, text: str) -> Reply:
        reply = self.loop.run(self.service.handle(channel, ALICE, parse(text)))
        assert not reply.refused, (text, reply)
        return reply

    def turn(self, channel: str) -> Reply:
        turn = self.loop.run(self.service.current_turn(channel))
        assert turn is not None
        return turn


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Site]:
    loop = LoopThread()
    folder: Path = tmp_path_factory.mktemp("live-browser")

    async def started() -> tuple[Service, WebServer]:
        store = await Store.open(folder / "soloist.sqlite3")
        service = Service(store, shared_catalog())
        server = await start_web(service, "127.0.0.1", 0, poll_interval=POLL)
        service.watching.base_url = server.url
        return service, server

    service, server = loop.run(started())
    try:
        yield Site(loop, service, server)
    finally:
        loop.run(server.close())
        loop.run(service.store.close())
        loop.close()


@pytest.fixture(scope="module")
def browser() -> Iterator[WebDriver]:
    try:
        opened = Browser()
    except BrowserMissing as missing:
        pytest.fail(str(missing), pytrace=False)
    try:
        yield opened.driver
    finally:
        opened.quit()


def watched_rajas(site: Site, channel: str, *more: str) -> str:
    """A game of Rajas at the automa's first turn (a question open), then ``more`` steps,
    and its page's URL."""
    for text in ("/rajas new variant=cherey seed=5", "/rajas answer 3", "/rajas turn", *more):
        site.say(channel, text)
    url = str(site.say(channel, "/rajas watch").lines[0].params["url"])
    assert url.startswith(site.server.url + "/watch/")
    return url


def until(driver: WebDriver, condition: Callable[[WebDriver], object], what: str) -> None:
    """Wait for ``condition`` on the page; fail saying ``what`` did not happen."""
    try:
        WebDriverWait(driver, WAIT, poll_frequency=POLL,
                      ignored_exceptions=(StaleElementReferenceException,)).until(condition)
    except TimeoutException:
        loaded = driver.execute_script(
            "return performance.getEntriesByType('resource').map(function (r) {"
            " return r.name + ' ' + r.responseStatus; });")
        pytest.fail(f"{what} (within {WAIT} s); the page loaded {loaded} and says:\n"
                    + driver.find_element(By.TAG_NAME, "body").text[:2000])


def state_text(driver: WebDriver) -> str:
    return driver.find_element(By.ID, "state").text


def said(site: Site, language: str, reply: Reply) -> list[tuple[str | None, str]]:
    """The turn's lines, (rule id or None, text) in ``language``."""
    catalog = site.service.catalog
    return [(line.rule, catalog.render(language, line.key, line.params)) for line in reply.live]


def shown(lines: list[tuple[str | None, str]]) -> list[str]:
    """The lines as the page's list of the turn shows them: the rule id first."""
    return [f"{rule} {words}" if rule else words for rule, words in lines]


def shown_decisions(driver: WebDriver) -> list[str]:
    """The page's list of the turn, read at once (an update replaces its items)."""
    items: list[str] = driver.execute_script(
        "return Array.from(document.querySelectorAll('#state ol.turn > li'),"
        " function (item) { return item.innerText.trim(); });")
    return items


def version(driver: WebDriver) -> str:
    return str(driver.find_element(By.TAG_NAME, "html").get_attribute("data-version"))


def test_the_page_shows_the_board_the_status_and_the_open_question_with_rule_ids(
        site: Site, browser: WebDriver) -> None:
    browser.get(watched_rajas(site, "shows") + "?lang=en")
    until(browser, lambda d: d.execute_script(BOARD_LOADED), "the board's picture loaded")
    board = browser.find_element(By.ID, "board")
    assert board.is_displayed()
    # Its alt text says what it draws, as the board in words on the page says it too.
    alt = str(board.get_attribute("alt"))
    assert alt.startswith("Rajas of the Ganges, round 1.") and "4 dice:" in alt
    turn = site.turn("shows")
    catalog = site.service.catalog
    text = state_text(browser)
    assert catalog.render("en", "web-board-words") in text and "4 dice:" in text
    assert catalog.render("en", "web-status") in text
    # The question first, the status last: what the table needs before what it can see.
    assert text.index(catalog.render("en", "web-question")) < text.index(
        catalog.render("en", "web-status"))
    assert "Rajas of the Ganges, step 3" in text
    assert turn.prompt is not None
    question = browser.find_element(By.CSS_SELECTOR, "#state .question")
    assert question.is_displayed()
    assert question.text == catalog.render("en", prompt_key(catalog, turn.prompt),
                                           turn.prompt.params)
    decisions = said(site, "en", turn)
    assert [rule for rule, _ in decisions if rule], "the automa decided by its rules"
    assert shown_decisions(browser) == shown(decisions)
    tags = [tag.text for tag in browser.find_elements(By.CSS_SELECTOR, "#state .rule")]
    assert tags == [rule for rule, _ in decisions if rule]


def test_a_step_through_the_service_updates_the_page_without_a_reload(
        site: Site, browser: WebDriver) -> None:
    """The automa's next turn, asked for through the service, shows on the open page: its
    decisions with their rules, its question, its board."""
    catalog = site.service.catalog
    browser.get(watched_rajas(site, "steps", "/rajas answer 58") + "?lang=en")
    until(browser, lambda d: d.execute_script(BOARD_LOADED), "the board's picture loaded")
    assert not browser.find_elements(By.CSS_SELECTOR, "#state .question")
    before = version(browser)
    board_before = browser.find_element(By.ID, "board").get_attribute("src")
    shown_before = shown_decisions(browser)
    browser.execute_script("window.__kept = 1;")
    step = site.say("steps", "/rajas turn")
    assert step.changed and step.prompt is not None
    new = shown(said(site, "en", step))
    assert new != shown_before
    until(browser, lambda d: version(d) != before, "the page's version moved")
    assert version(browser).split(".")[0] == str(step.version)
    until(browser, lambda d: shown_decisions(d) == new, "the new turn's decisions showed")
    assert browser.find_element(By.CSS_SELECTOR, "#state .question").text == catalog.render(
        "en", prompt_key(catalog, step.prompt), step.prompt.params)
    until(browser, lambda d: d.execute_script(BOARD_LOADED)
          and d.find_element(By.ID, "board").get_attribute("src") != board_before,
          "the new board's picture loaded")
    assert browser.execute_script("return window.__kept") == 1, "the page was reloaded"


def test_the_language_link_switches_the_page_and_its_updates_to_japanese(
        site: Site, browser: WebDriver) -> None:
    catalog = site.service.catalog
    browser.get(watched_rajas(site, "languages") + "?lang=en")
    until(browser, lambda d: d.execute_script(BOARD_LOADED), "the board's picture loaded")
    browser.find_element(By.CSS_SELECTOR, 'nav a[hreflang="ja"]').click()
    until(browser, lambda d: d.find_element(By.TAG_NAME, "html").get_attribute("lang") == "ja",
          "the page opened in Japanese")
    until(browser, lambda d: d.execute_script(BOARD_LOADED), "the Japanese board loaded")
    assert "lang=ja" in str(browser.find_element(By.ID, "board").get_attribute("src"))
    assert browser.find_element(By.CSS_SELECTOR, "nav a[aria-current]").text == "日本語"
    assert catalog.render("ja", "web-status") in state_text(browser)
    assert catalog.render("ja", "web-question") in state_text(browser)
    turn = site.turn("languages")
    assert turn.prompt is not None
    question = catalog.render("ja", prompt_key(catalog, turn.prompt), turn.prompt.params)
    assert browser.find_element(By.CSS_SELECTOR, "#state .question").text == question
    browser.execute_script("window.__kept = 1;")
    step = site.say("languages", "/rajas answer 58")
    until(browser, lambda d: shown_decisions(d) == shown(said(site, "ja", step)),
          "the step's lines showed in Japanese")
    assert not browser.find_elements(By.CSS_SELECTOR, "#state .question")
    assert browser.execute_script("return window.__kept") == 1


def test_a_revoked_link_turns_the_open_page_into_its_refusal(
        site: Site, browser: WebDriver) -> None:
    catalog = site.service.catalog
    url = watched_rajas(site, "revoked") + "?lang=ru"
    browser.get(url)
    until(browser, lambda d: d.execute_script(BOARD_LOADED), "the board's picture loaded")
    browser.execute_script("window.__kept = 1;")
    site.say("revoked", "/rajas watch revoke")
    refusal = catalog.render("ru", "web-revoked")
    until(browser, lambda d: refusal in d.find_element(By.TAG_NAME, "body").text,
          "the open page showed the refusal by itself")
    assert browser.execute_script("return window.__kept") is None, "the page reloaded"
    assert browser.find_element(By.TAG_NAME, "h1").text == catalog.render(
        "ru", "web-refused-title")
    assert not browser.find_elements(By.ID, "board")
    assert not browser.find_elements(By.ID, "state")
    browser.refresh()
    assert refusal in browser.find_element(By.TAG_NAME, "body").text
    browser.get(url.replace("?lang=ru", "?lang=es"))
    assert catalog.render("es", "web-revoked") in browser.find_element(By.TAG_NAME, "body").text


def test_without_javascript_the_state_is_shown_and_the_page_refreshes_itself(
        site: Site, browser: WebDriver) -> None:
    catalog = site.service.catalog
    url = watched_rajas(site, "no-script") + "?lang=es"
    browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        browser.get(url)
        until(browser, lambda d: d.execute_script(BOARD_LOADED), "the board's picture loaded")
        turn = site.turn("no-script")
        assert turn.prompt is not None
        assert browser.find_element(By.CSS_SELECTOR, "#state .question").text == (
            catalog.render("es", prompt_key(catalog, turn.prompt), turn.prompt.params))
        assert shown_decisions(browser) == shown(said(site, "es", turn))
        # Parsed as a refresh only where scripts do not run (elsewhere <noscript> is text).
        refresh = browser.find_elements(By.CSS_SELECTOR, 'meta[http-equiv="refresh"]')
        assert [meta.get_attribute("content") for meta in refresh] == ["10"]
        step = site.say("no-script", "/rajas answer 58")
        browser.refresh()
        assert version(browser).split(".")[0] == str(step.version)
        assert shown_decisions(browser) == shown(said(site, "es", step))
    finally:
        browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})


@pytest.mark.parametrize(("width", "height"), [(390, 844), (1180, 820)],
                         ids=["phone", "tablet-landscape"])
def test_the_board_fits_the_screen_without_scrolling(site: Site, browser: WebDriver,
                                                     width: int, height: int) -> None:
    """The whole board on the screen, nothing wider than it; on a landscape tablet the text
    beside the board in a column of its own (not squeezed to a few words a line), on a phone
    below it."""
    url = watched_rajas(site, f"fits-{width}") + "?lang=ru"
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})
    try:
        browser.get(url)
        until(browser, lambda d: d.execute_script(BOARD_LOADED), "the board's picture loaded")
        box = browser.execute_script(
            "var b = document.getElementById('board').getBoundingClientRect(),"
            " s = document.getElementById('state').getBoundingClientRect();"
            "return {top: b.top, bottom: b.bottom, left: b.left, right: b.right,"
            " text_left: s.left, text_top: s.top, text_width: s.width,"
            " width: window.innerWidth, height: window.innerHeight,"
            " scroll: document.documentElement.scrollWidth};")
        assert box["width"] == width and box["height"] == height
        assert box["top"] >= 0 and box["bottom"] <= height, box
        assert box["left"] >= 0 and box["right"] <= width, box
        assert box["scroll"] <= width, "the page scrolls sideways"
        if width > height:
            assert box["text_left"] >= box["right"] and box["text_top"] < box["bottom"], box
            assert box["text_width"] >= width / 3, box
        else:
            assert box["text_top"] >= box["bottom"], box
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
