"""What the catalog keeps to render fast (bot/words/i18n.py: formatted messages, each reply line's
text, formatted numbers, terms' attributes) never changes what a reply says: whole games in
every language rendered as they are played, then again with nothing kept, give the same text;
a number reads and selects its plural as Fluent's own does."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bot.service.service import Service
from bot.store import Store
from bot.words import i18n
from bot.words.i18n import Catalog
from bot.words.render import line_text, live_text, reply_text
from bot.words.replies import Line, Reply
from tests.bot.conftest import shared_catalog
from tests.bot.test_state_cache import Player


def _texts(catalog: Catalog, replies: list[Reply]) -> list[str]:
    return [text for reply in replies
            for text in (reply_text(catalog, reply), live_text(catalog, reply, 4096),
                         live_text(catalog, reply, 600))]


@pytest.mark.parametrize(("language", "kind"), [
    ("en", "cherey"), ("es", "beck"), ("ja", "splendor"), ("ru", "beck"), ("ru", "cherey"),
])
async def test_replies_read_the_same_with_nothing_kept(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str, kind: str) -> None:
    store = await Store.open(tmp_path / "soloist.sqlite3")
    try:
        catalog = Catalog.load()
        player = Player(Service(store, catalog), "c1", kind, 4)
        rendered: list[str] = []

        async def send(text: str, send: Any = player.send) -> Reply:
            reply = await send(text)
            rendered.extend(_texts(catalog, [reply]))  # as it is played, kept as it goes
            return reply

        player.send = send  # type: ignore[method-assign]
        await player.send(f"/lang {language}")
        await player.play()
    finally:
        await store.close()
    assert len(player.replies) > 60
    assert sum(1 for reply in player.replies for line in reply.live if line.texts) > 100
    # Again on a fresh catalog that keeps nothing: every message formatted afresh.
    monkeypatch.setattr(Catalog, "once",
                        lambda self, kept, lang, owner, make: make(self, lang, owner))
    monkeypatch.setattr(i18n, "_kept_key", lambda lang, key, params: None)
    monkeypatch.setattr(i18n, "_plain_key", lambda lang, key, params: None)
    assert _texts(Catalog.load(), player.replies) == rendered


def test_a_line_is_said_in_each_language_by_each_catalog() -> None:
    line = Line("bot-log-step", {"version": 12345})
    first, second = shared_catalog(), Catalog.load()
    texts = {lang: line_text(first, lang, line) for lang in i18n.LANGUAGES}
    assert len(set(texts.values())) == 4 and all("12345" in t for t in texts.values())
    for lang in i18n.LANGUAGES:
        assert line_text(first, lang, line) == texts[lang] == line_text(second, lang, line)
    # A line keeps what it says by itself, apart from what it is equal to.
    assert line_text(first, "en", Line("bot-log-step", {"version": 7})) != texts["en"]
    assert line == Line("bot-log-step", {"version": 12345}) and line.texts
    assert repr(line) == "Line(key='bot-log-step', params={'version': 12345}, rule=None)"


def test_what_is_kept_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(i18n, "RENDERED_KEPT", 50)
    catalog = Catalog.load()
    for n in range(300):
        line_text(catalog, "en", Line("bot-log-step", {"version": n}))
        assert len(catalog._rendered) <= 50


@pytest.fixture(scope="module")
def numbers(tmp_path_factory: pytest.TempPathFactory) -> Catalog:
    """A small catalog whose message shows a number, selects its plural and formats it with
    options of its own, in every language."""
    root = tmp_path_factory.mktemp("locales")
    for lang in i18n.LANGUAGES:
        (root / lang).mkdir()
        (root / lang / "n.ftl").write_text(
            "n = { $n } { $n ->\n"
            "    [0] zero\n    [one] one\n    [few] few\n    [many] many\n   *[other] other\n"
            "} { NUMBER($n, minimumIntegerDigits: 3) } { NUMBER($n, useGrouping: 1) }\n",
            encoding="utf-8")
    return Catalog.load(root)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_numbers_read_and_select_as_fluent_formats_them(numbers: Catalog, lang: str) -> None:
    bundle = numbers.bundles[lang]
    pattern = bundle.get_message("n").value
    assert pattern is not None
    values = [*range(-30, 130), 1000, 1001, 12345, 2**31 - 1, 10**19 - 1, -(10**12)]
    for n in [*values, *values]:  # the second time formatted from what is kept
        expected, errors = bundle.format_pattern(
            pattern, {"n": i18n.fluent_number(n, useGrouping=False)})
        assert not errors
        assert numbers.render(lang, "n", {"n": n}) == expected
        assert str(n) == numbers.render(lang, "n", {"n": n}).split()[0]


def test_parameters_that_render_differently_are_kept_apart() -> None:
    apart = [{"a": [1]}, {"a": [True]}, {"a": [1.0]}, {"a": ["1"]}, {"a": [None]},
             {"a": {"x": 1}}, {"a": [["x", 1]]}, {"a": [{"x": 1}]}, {"a": [{"x": True}]},
             {"a": [{"@": "k", "n": [1]}]}, {"a": [{"@": "k", "n": [True]}]}, {"a": 1},
             {"a": True}, {"a": "1"}, {"b": [1]}, {"a": [1], "b": [2]}]
    keys = [i18n._kept_key("en", "m", params) for params in apart]
    assert None not in keys and len(set(keys)) == len(apart)
    # Lists and tuples render alike; a value of another type is not kept at all.
    assert i18n._kept_key("en", "m", {"a": [1, 2]}) == i18n._kept_key("en", "m", {"a": (1, 2)})
    assert i18n._kept_key("en", "m", {"a": [{1, 2}]}) is None
    assert i18n._kept_key("en", "m", {"a": 1}) != i18n._kept_key("es", "m", {"a": 1})


def test_a_line_said_by_two_catalogs_says_what_each_has(numbers: Catalog) -> None:
    line = Line("n", {"n": 5})
    assert line_text(shared_catalog(), "en", line) == "[n]"  # no such message there
    assert line_text(numbers, "en", line) == "5 other 005 5"
    assert line_text(shared_catalog(), "en", line) == "[n]"


def test_what_players_type_is_not_kept() -> None:
    """A parameter that looks like a term ("@…") but names no message is what a player typed
    (an option's bad value echoed back): it renders as itself and nothing of it is kept, or
    every distinct typo would stay in memory for the process's life."""
    catalog = Catalog.load()
    kept = len(catalog._attributes_kept)
    for n in range(50):
        text = catalog.render("en", "rajas-option-bad",
                              {"value": f"@typo{n}", "option": "automa", "allowed": "beck"})
        assert f"@typo{n}" in text
    assert len(catalog._attributes_kept) == kept
