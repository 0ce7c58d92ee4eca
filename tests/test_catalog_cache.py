"""The parsed catalog kept on disk (bot/words/i18n.py): a start with the cache renders what a parse
renders, any edit of a file parses again (never a stale message), and a damaged cache file
only costs the parse."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from bot.words import i18n
from bot.words.i18n import Catalog, CatalogError

EN = """\
-brand = Soloist
    .pl = Soloists
greeting = Hello from { -brand }, { $name }!
count = { $n ->
    [one] one game
   *[other] { $n } games
}
"""
ES = "greeting = ¡Hola, { $name }!\n"


def locales(root: Path, en: str = EN, es: str = ES) -> Path:
    (root / "en").mkdir(parents=True, exist_ok=True)
    (root / "es").mkdir(parents=True, exist_ok=True)
    (root / "en" / "core.ftl").write_text(en, encoding="utf-8")
    (root / "es" / "core.ftl").write_text(es, encoding="utf-8")
    return root


def renders(catalog: Catalog) -> list[str]:
    return [catalog.render("en", "greeting", {"name": "Ana"}),
            catalog.render("en", "count", {"n": 1}), catalog.render("en", "count", {"n": 4}),
            catalog.render("es", "greeting", {"name": "Ana"}),
            catalog.render("es", "count", {"n": 4})]


def no_parse(texts: object) -> object:
    raise AssertionError("parsed although the cache has these files")


@pytest.fixture
def cache_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    return tmp_path / "cache" / "soloist"


def test_a_second_load_reads_the_cache_and_renders_the_same(
        tmp_path: Path, cache_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = locales(tmp_path / "locales")
    parsed = renders(Catalog.load(root))
    assert parsed == ["Hello from Soloist, Ana!", "one game", "4 games", "¡Hola, Ana!",
                      "4 games"]
    assert len(list(cache_home.glob("catalog-*"))) == 1
    monkeypatch.setattr(i18n, "_parse", no_parse)
    assert renders(Catalog.load(root)) == parsed


def test_an_edited_file_is_parsed_again(tmp_path: Path, cache_home: Path) -> None:
    root = locales(tmp_path / "locales")
    Catalog.load(root)
    before = set(cache_home.glob("catalog-*"))
    locales(root, es=ES + "count = { $n } partidas\n")
    catalog = Catalog.load(root)
    assert catalog.render("es", "count", {"n": 4}) == "4 partidas"
    after = set(cache_home.glob("catalog-*"))
    assert len(after) == 1 and after != before  # the old one is gone


def test_a_duplicate_key_is_refused_from_the_cache_too(tmp_path: Path, cache_home: Path) -> None:
    root = locales(tmp_path / "locales")
    (root / "en" / "more.ftl").write_text("greeting = again\n", encoding="utf-8")
    for _ in range(2):  # parsed, then read from the cache
        with pytest.raises(CatalogError, match="already defined"):
            Catalog.load(root)
    assert list(cache_home.glob("catalog-*"))


def test_a_damaged_cache_file_is_parsed_again(tmp_path: Path, cache_home: Path) -> None:
    root = locales(tmp_path / "locales")
    expected = renders(Catalog.load(root))
    (cache_file,) = cache_home.glob("catalog-*")
    cache_file.write_bytes(cache_file.read_bytes()[:40])
    assert renders(Catalog.load(root)) == expected


def test_the_real_catalog_renders_the_same_from_the_cache(
        cache_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    parsed = Catalog.load()
    monkeypatch.setattr(i18n, "_parse", no_parse)
    cached = Catalog.load()
    for lang in i18n.LANGUAGES:
        assert cached.keys(lang) == parsed.keys(lang)
        for key in sorted(parsed.keys(lang))[::7]:
            assert cached.render(lang, key, {"game": "rajas"}) == parsed.render(
                lang, key, {"game": "rajas"})


def test_two_folders_keep_their_own_caches(
        tmp_path: Path, cache_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    one = locales(tmp_path / "one")
    two = locales(tmp_path / "two", es=ES + "count = { $n } partidas\n")
    Catalog.load(one)
    Catalog.load(two)
    assert len(list(cache_home.glob("catalog-*"))) == 2
    monkeypatch.setattr(i18n, "_parse", no_parse)
    assert Catalog.load(one).render("es", "count", {"n": 4}) == "4 games"
    assert Catalog.load(two).render("es", "count", {"n": 4}) == "4 partidas"


def test_the_least_recently_used_caches_go_beyond_the_kept_number(
        tmp_path: Path, cache_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(i18n, "CACHES_KEPT", 2)
    one, two, three = (locales(tmp_path / name) for name in ("one", "two", "three"))
    Catalog.load(one)
    (first,) = cache_home.glob("catalog-*")
    Catalog.load(two)
    (second,) = set(cache_home.glob("catalog-*")) - {first}
    for path, when in ((first, 1_000_000), (second, 2_000_000)):
        os.utime(path, (when, when))  # long ago, one's the longest
    Catalog.load(one)  # read: now the most recently used
    Catalog.load(three)  # written: one of the two others must go
    kept = set(cache_home.glob("catalog-*"))
    assert len(kept) == 2 and first in kept and second not in kept
