"""The catalogs: every language has every message, every message renders, and the rendering
rules (terms, lists, plurals, fallback) hold."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl
from fluent.syntax.visitor import Visitor
from structlog.testing import capture_logs

from bot.words.i18n import LANGUAGES, LOCALES, Catalog, CatalogError
from engines.core import InvalidAnswer
from engines.core.conversation import tie_faces

PLURAL_CATEGORIES = {"zero", "one", "two", "few", "many", "other"}
# Parameters that are counts, scores or other numbers (a rate, an average) in every game; others
# are fed strings.
INT_NAMES = {"count", "face", "amount", "money", "fame", "steps", "n", "min", "max", "low",
             "high", "nth", "total", "score", "points", "round", "turn", "seed", "version",
             "level", "track", "dice", "cost", "gain", "number", "rate", "average"}
LIST_NAMES = {"options", "items", "list", "colours", "colors", "goods", "winners"}
# Faces and counts that reach every Russian plural category and the die glyphs.
SAMPLE_INTS = (0, 1, 2, 3, 5, 6, 11, 21, 22)


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return Catalog.load()


def ftl_files(lang: str) -> list[Path]:
    return sorted((LOCALES / lang).glob("*.ftl"))


def parse(path: Path) -> ftl.Resource:
    return FluentParser().parse(path.read_text(encoding="utf-8"))


class Variables(Visitor):
    """Variable names in a message, and for each selector variable its variant keys."""

    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()
        self.selectors: dict[str, set[str]] = {}

    def visit_VariableReference(self, node: ftl.VariableReference) -> None:
        self.names.add(node.id.name)

    def visit_SelectExpression(self, node: ftl.SelectExpression) -> None:
        if isinstance(node.selector, ftl.VariableReference):
            keys = self.selectors.setdefault(node.selector.id.name, set())
            for variant in node.variants:
                key = variant.key
                keys.add(key.name if isinstance(key, ftl.Identifier) else key.value)
        self.generic_visit(node)


def messages(lang: str) -> dict[str, ftl.Message]:
    out: dict[str, ftl.Message] = {}
    for path in ftl_files(lang):
        for entry in parse(path).body:
            if isinstance(entry, ftl.Message):
                out[entry.id.name] = entry
    return out


def is_numeric(name: str, keys: set[str]) -> bool:
    if name in INT_NAMES:
        return True
    return bool(keys) and all(k in PLURAL_CATEGORIES or k.lstrip("-").isdigit() for k in keys)


def param_sets(message: ftl.Message) -> list[dict[str, Any]]:
    """A plausible set of parameters, then one variation per selector variant."""
    found = Variables()
    found.visit(message)
    base: dict[str, Any] = {}
    for name in sorted(found.names):
        keys = found.selectors.get(name, set())
        if is_numeric(name, keys):
            base[name] = 2
        elif name in LIST_NAMES:
            base[name] = ["alpha", "beta", "gamma"]
        else:
            base[name] = "sample"
    sets = [base]
    for name, keys in sorted(found.selectors.items()):
        if is_numeric(name, keys):
            sets += [{**base, name: n} for n in SAMPLE_INTS]
        else:
            sets += [{**base, name: key} for key in sorted(keys)]
    return sets


# -- the real catalogs ---------------------------------------------------------------------------


def test_every_language_has_a_directory_with_files() -> None:
    for lang in LANGUAGES:
        assert ftl_files(lang), f"no .ftl files in locales/{lang}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_files_parse_without_junk(lang: str) -> None:
    for path in ftl_files(lang):
        junk = [e for e in parse(path).body if isinstance(e, ftl.Junk)]
        assert not junk, f"{path}: {[a.message for j in junk for a in j.annotations]}"


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_same_keys_as_english(catalog: Catalog, lang: str) -> None:
    english = catalog.keys("en")
    missing = sorted(english - catalog.keys(lang))
    extra = sorted(catalog.keys(lang) - english)
    assert not missing, f"{lang} lacks {missing}"
    assert not extra, f"{lang} has keys English lacks: {extra}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_renders(catalog: Catalog, lang: str) -> None:
    failures = []
    for key, message in sorted(messages(lang).items()):
        if message.value is None:
            continue
        for params in param_sets(message):
            with capture_logs() as logs:
                text = catalog.render(lang, key, params)
            if logs or not text.strip() or "{???}" in text:
                failures.append(f"{key} {params}: {text!r} {logs}")
    assert not failures, "\n".join(failures)


def test_no_isolation_marks(catalog: Catalog) -> None:
    text = catalog.render("en", "answer-bad-die", {"value": "x"})
    assert text == "“x” is not a die face: enter a number from 1 to 6."
    assert "\u2068" not in text and "\u2069" not in text


def test_core_messages_read_naturally(catalog: Catalog) -> None:
    assert catalog.render("en", "die-face", {"face": 5}) == "⚄ 5"
    assert catalog.render("ru", "answer-bad-choice", {"value": "9", "count": 5}) == (
        "«9» — такого варианта нет. Есть 5 вариантов: введите номер от 1 до 5."
    )
    assert catalog.render("ru", "answer-bad-choice", {"value": "9", "count": 3}).endswith(
        "Есть 3 варианта: введите номер от 1 до 3."
    )
    assert catalog.render("en", "tie-die", {
        "face": 4, "by": "player", "options": ["1", "2"], "why": "@answer-yes",
        "faces": tie_faces(["1", "2"]),
    }) == "Tie between 1 and 2 (Yes), decided by the die — 1–3 → 1, 4–6 → 2: you rolled a 4."


@pytest.mark.parametrize("lang", LANGUAGES)
def test_RB_D_a_random_tie_break_says_which_faces_meant_which_option_before_the_result(
        catalog: Catalog, lang: str) -> None:
    options = ["@rajas-colour-orange", "@rajas-colour-purple", "@rajas-colour-green",
               "@rajas-colour-blue"]
    said = catalog.render(lang, "tie-die", {"face": 5, "by": "bot", "options": options,
                                             "why": "@rajas-tier-one",
                                             "faces": tie_faces(options)})
    blue = catalog.render(lang, "rajas-colour-blue")
    bands = [said.index(band) for band in ("1", "2", "3", "4")]
    assert bands == sorted(bands)
    assert said.index(blue) < said.rindex("5")  # the faces come first, then the roll
    assert "6" in said  # the faces left over (5–6) are said too: they are rolled again
    asked = catalog.render(lang, "tie-die-ask", {"options": options, "why": "@rajas-tier-one",
                                                  "faces": tie_faces(options)})
    assert blue in asked and "4" in asked and "6" in asked


def test_lists_in_every_language(catalog: Catalog) -> None:
    items = ["@answer-yes", "@answer-no", "3"]
    assert catalog.join("en", items) == "Yes, No and 3"
    assert catalog.join("es", items) == "Sí, No y 3"
    assert catalog.join("ja", items) == "はい、いいえ、3"
    assert catalog.join("ru", items) == "Да, Нет и 3"
    assert catalog.join("en", ["a", "b"]) == "a and b"
    assert catalog.join("en", ["a"]) == "a"
    assert catalog.join("en", []) == "—"  # an empty list still reads as an answer


def test_language_of(catalog: Catalog) -> None:
    assert catalog.language_of("es-419") == "es"
    assert catalog.language_of("ja") == "ja"
    assert catalog.language_of("ru-RU") == "ru"
    assert catalog.language_of("en-GB") == "en"
    assert catalog.language_of("pt_BR") == "en"
    assert catalog.language_of("ES") == "es"
    assert catalog.language_of("") == "en"
    assert catalog.language_of(None) == "en"


# -- a catalog of our own, for the rendering rules ---------------------------------------------


def write(root: Path, lang: str, text: str, name: str = "test.ftl") -> None:
    (root / lang).mkdir(parents=True, exist_ok=True)
    (root / lang / name).write_text(text, encoding="utf-8")


@pytest.fixture
def tiny(tmp_path: Path) -> Catalog:
    write(tmp_path, "en", """\
list-and = { $first } and { $last }
list-separator = { ", " }
dice = { $count ->
    [one] { $count } die
   *[other] { $count } dice
}
colour-red = red
colour-green = green
tie = Tie between { $options } ({ $why }).
english-only = Only in English, { $name }.
seed = Seed { $seed }.
""")
    write(tmp_path, "ru", """\
list-and = { $first } и { $last }
list-separator = { ", " }
dice = { $count ->
    [one] { $count } кубик
    [few] { $count } кубика
   *[many] { $count } кубиков
}
colour-red = красный
colour-green = зелёный
tie = Ничья ({ $why }): { $options }.
seed = Зерно { $seed }.
broken = { $missing } и { other-message }
""")
    write(tmp_path, "ja", """\
list-and = { $first }、{ $last }
list-separator = { "、" }
colour-red = 赤
colour-green = 緑
""")
    return Catalog.load(root=tmp_path)


@pytest.mark.parametrize(("count", "text"), [
    (0, "0 кубиков"), (1, "1 кубик"), (2, "2 кубика"), (4, "4 кубика"), (5, "5 кубиков"),
    (11, "11 кубиков"), (12, "12 кубиков"), (21, "21 кубик"), (22, "22 кубика"),
    (25, "25 кубиков"), (101, "101 кубик"), (111, "111 кубиков"),
])
def test_russian_plurals(tiny: Catalog, count: int, text: str) -> None:
    assert tiny.render("ru", "dice", {"count": count}) == text


def test_english_plurals(tiny: Catalog) -> None:
    assert tiny.render("en", "dice", {"count": 1}) == "1 die"
    assert tiny.render("en", "dice", {"count": 3}) == "3 dice"


def test_terms_and_lists_are_rendered_in_the_language(tiny: Catalog) -> None:
    params = {"options": ["@colour-red", "@colour-green", "@colour-red"], "why": "@colour-red"}
    assert tiny.render("en", "tie", params) == "Tie between red, green and red (red)."
    assert tiny.render("ru", "tie", params) == "Ничья (красный): красный, зелёный и красный."
    assert tiny.join("ja", ["@colour-red", "@colour-green", "@colour-red"]) == "赤、緑、赤"


def test_term_missing_in_a_language_falls_back_to_english(tiny: Catalog) -> None:
    assert tiny.render("ja", "tie", {"options": ["@colour-red"], "why": "x"}) == (
        "Tie between 赤 (x)."
    )


def test_unknown_term_stays_literal(tiny: Catalog) -> None:
    # What a player typed ("@bob") is no message; it is shown as typed, and logged.
    with capture_logs() as logs:
        text = tiny.render("en", "english-only", {"name": "@bob"})
    assert text == "Only in English, @bob."
    assert logs[0]["event"] == "unknown term"


def test_numbers_are_not_grouped(tiny: Catalog) -> None:
    assert tiny.render("en", "seed", {"seed": 1234567}) == "Seed 1234567."
    assert tiny.render("ru", "seed", {"seed": 1234567}) == "Зерно 1234567."


def test_fallback_to_english(tiny: Catalog) -> None:
    assert tiny.render("ru", "english-only", {"name": "Ann"}) == "Only in English, Ann."
    assert tiny.render("xx", "dice", {"count": 1}) == "1 die"
    assert not tiny.has("ru", "english-only")
    assert tiny.has("en", "english-only")
    assert "english-only" not in tiny.keys("ru")


def test_missing_everywhere_renders_the_key(tiny: Catalog) -> None:
    with capture_logs() as logs:
        assert tiny.render("ru", "no-such-message") == "[no-such-message]"
    assert logs == [{"event": "missing message", "key": "no-such-message", "lang": "ru",
                     "log_level": "warning"}]


def test_formatting_errors_do_not_raise(tiny: Catalog) -> None:
    with capture_logs() as logs:
        text = tiny.render("ru", "broken", {})
    assert "и" in text
    assert logs and all(entry["event"] == "message error" for entry in logs)


def test_syntax_error_names_file_and_line(tmp_path: Path) -> None:
    write(tmp_path, "en", "good = Fine\n\nbad = { $oops\nalso-good = Fine\n", name="core.ftl")
    with pytest.raises(CatalogError) as caught:
        Catalog.load(root=tmp_path)
    message = str(caught.value)
    assert f"{tmp_path / 'en' / 'core.ftl'}:4: E0003" in message
    assert "entry at line 3" in message


def test_duplicate_key_is_an_error(tmp_path: Path) -> None:
    write(tmp_path, "en", "greeting = Hi\n", name="a.ftl")
    write(tmp_path, "en", "greeting = Hello\n", name="b.ftl")
    with pytest.raises(CatalogError, match="greeting"):
        Catalog.load(root=tmp_path)


def test_missing_root_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(CatalogError, match="no locales directory"):
        Catalog.load(root=tmp_path / "nowhere")


# -- every message, in every language, as a reader sees it ------------------------------

OURS = ("rajas.ftl", "splendor.ftl", "bot.ftl", "core.ftl", "panticapaeum.ftl", "record.ftl")
"""The catalogs these checks hold to (other games' files have their own)."""
SERVICE_WORDS = ("game-", "picture-", "cmd-")
"""Keys of the chat service's words each game keeps in its own file (its title, commands,
board picture): held to these checks in every game's file, as when they were shared."""
SERVICE_LINES = re.compile(r"[a-z]+-(?:variant-[a-z]+|no-dice|verify-unsealed|board-header|"
                           r"no-question|odds-automa|odds-ends|odds-none)")
"""Keys of a game's own words in the chat service's lines (bot/words/headlines.py), once
variants of shared messages: held to these checks in every game's file too."""
TYPED_WORDS = ("suggest-",)
"""Keys of what is offered while a player types: codes typed in English, held to none of
these checks in any file."""

PLURALS: dict[str, set[str]] = {"en": {"one", "other"}, "es": {"one", "other"},
                                "ja": {"other"}, "ru": {"one", "few", "many"}}
"""The CLDR plural categories a whole number can fall in, per language (Spanish's `many` is
for millions; Russian's `other` only for fractions)."""

TERM_PREFIXES = ("rajas-colour-", "rajas-good-", "rajas-area-", "rajas-space-", "rajas-code-",
                 "rajas-who-", "rajas-track-", "rajas-tier-", "rajas-quick-", "rajas-round-",
                 "rajas-automa-", "rajas-name-", "rajas-fact-name-", "splendor-gem-",
                 "splendor-who-", "splendor-tie-", "splendor-purpose-", "answer-")
NOT_WORDS = {"the", "and", "of", "a", "an", "to", "it", "its", "is", "in", "on", "or", "for",
             "with", "at", "by", "no", "not", "one", "all", "only", "two", "three", "from",
             "space", "b1", "b2", "b3", "b4", "karma", "raja", "man", "singh", "has", "other",
             "sample", "alpha", "beta", "gamma"}
"""Words too short or too shared to mean English leaked (karma is karma everywhere)."""

RAW_KEY = re.compile(r"@?\b(?:rajas|splendor|bot|cmd|lang|game|tie|answer)"
                     r"-[a-z0-9]+(?:-[a-z0-9]+)*")
COMMAND = re.compile(r"/[a-z]+(?: [a-z]+)?|\bdeck \d|\b[a-z]+=[a-z0-9|,.]+|"
                     r"\b(?:variant|dummies|handicap|dice|navaratna|ganga|seed|deal|easier|harder|stock|beck|cherey|bot|"
                     r"player|table)\b")


WORD = re.compile(r"[^\W\d_]+")


def our_messages(lang: str) -> dict[str, ftl.Message]:
    out: dict[str, ftl.Message] = {}
    for path in ftl_files(lang):
        out.update({e.id.name: e for e in parse(path).body if isinstance(e, ftl.Message)
                    and not e.id.name.startswith(TYPED_WORDS)
                    and (path.name in OURS or e.id.name.startswith(SERVICE_WORDS)
                         or SERVICE_LINES.fullmatch(e.id.name) is not None)})
    return out


def played_events() -> list[tuple[str, dict[str, Any]]]:
    """Real events and questions of whole games (both Rajas automata, Splendor), so that every
    parameter is what the engines really pass: terms, nested codes, lists."""
    import random as _random

    from engines import rajas, splendor
    from tests.rajas.random_player import answer as rajas_answer
    from tests.splendor.random_player import answer as splendor_answer
    from tests.splendor.random_player import move as splendor_move

    found: list[tuple[str, dict[str, Any]]] = []

    def keep(step: Any) -> None:
        found.extend((e.key, e.params) for e in step.events)
        if step.prompt is not None:
            found.append((step.prompt.key, step.prompt.params))
            found.extend((o.key, o.params) for o in step.prompt.options)

    for seed, raw in ((3, {"variant": "cherey"}), (4, {"variant": "beck", "dummies": "3"}),
                      (5, {"variant": "cherey", "dice": "player"}),
                      (6, {"variant": "beck", "dice": "player", "handicap": "2"})):
        rng = _random.Random(seed)
        step = rajas.new_game(rajas.parse_options(raw), seed)
        for _ in range(400):
            keep(step)
            if step.state.phase == "over":
                break
            step = (rajas.play_turn(step.state) if step.prompt is None else
                    rajas.give_answer(step.state, rajas_answer(step.prompt, rng, 9)))
        found.extend((e.key, e.params) for e in rajas.status_events(step.state))
        found.extend((e.key, e.params) for e in rajas.board_events(step.state))
    for seed, deal in ((7, "bot"), (8, "table")):
        rng = _random.Random(seed)
        sstep = splendor.new_game(splendor.parse_options({"deal": deal}), seed)
        for _ in range(600):
            keep(sstep)
            state = sstep.state
            if state.phase == "over":
                break
            try:
                if sstep.prompt is not None:
                    sstep = splendor.give_answer(state, splendor_answer(sstep.prompt, state, rng))
                elif state.next == "human":
                    verb, words = splendor_move(state, rng)
                    sstep = splendor.human_move(state, verb, words)
                else:
                    sstep = splendor.play_turn(state)
            except InvalidAnswer:
                continue
        found.extend((e.key, e.params) for e in splendor.status_events(sstep.state))
    return found


@pytest.fixture(scope="module")
def events() -> list[tuple[str, dict[str, Any]]]:
    return played_events()


@pytest.fixture(scope="module")
def renderings(catalog: Catalog,
               events: list[tuple[str, dict[str, Any]]]) -> dict[str, list[tuple[str, str]]]:
    """Per language: (key, text) of every message of ours with synthetic parameters, and of
    every event and question of the played games."""
    out: dict[str, list[tuple[str, str]]] = {}
    for lang in LANGUAGES:
        texts = []
        for key, message in sorted(our_messages(lang).items()):
            if message.value is not None and not key.startswith("cmd-"):
                texts += [(key, catalog.render(lang, key, p)) for p in param_sets(message)]
        texts += played(catalog, lang, events)
        out[lang] = texts
    return out




def played(catalog: Catalog, lang: str,
           events: list[tuple[str, dict[str, Any]]]) -> list[tuple[str, str]]:
    return [(key, catalog.render(lang, key, params)) for key, params in events]


def english_words(catalog: Catalog, lang: str) -> set[str]:
    """Words of the English terms (colours, goods, spaces, codes, …) whose translation in
    ``lang`` says something else: such a word in a ``lang`` message has leaked."""
    words: set[str] = set()
    english = messages("en")
    for key in catalog.keys("en"):
        if not key.startswith(TERM_PREFIXES) or not catalog.has(lang, key):
            continue
        found = Variables()
        found.visit(english[key])
        if found.names:
            continue  # a message with parameters is a sentence, not a term
        term = set(WORD.findall(catalog.render("en", key).casefold()))
        own = set(WORD.findall(catalog.render(lang, key).casefold()))
        words |= {w for w in term - own if len(w) > 2 and w not in NOT_WORDS}
    return words


def test_every_message_is_rendered_without_a_raw_key(
        renderings: dict[str, list[tuple[str, str]]]) -> None:
    failures = [f"{lang} {key}: {text!r}" for lang, texts in renderings.items()
                for key, text in texts
                if RAW_KEY.search(text) or "{$" in text or "{???}" in text]
    assert not failures, "\n".join(failures[:40])


@pytest.mark.parametrize("lang", ["es", "ja", "ru"])
def test_no_english_word_where_a_translation_exists(
        catalog: Catalog, renderings: dict[str, list[tuple[str, str]]], lang: str) -> None:
    leaked = english_words(catalog, lang)
    failures = []
    for key, text in renderings[lang]:
        prose = COMMAND.sub(" ", text.casefold())
        found = sorted(set(WORD.findall(prose)) & leaked)
        if found:
            failures.append(f"{key}: {found} in {text!r}")
    assert not failures, "\n".join(sorted(set(failures))[:40])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_plural_selectors_cover_the_languages_categories(lang: str) -> None:
    """A selector on a count with plural categories has every category a whole number takes
    in that language, and none it never takes (Japanese numbers are all `other`)."""
    failures = []
    for key, message in our_messages(lang).items():
        found = Variables()
        found.visit(message)
        for name, keys in found.selectors.items():
            categories = keys & PLURAL_CATEGORIES
            if not categories - {"other"}:
                continue  # exact values only (`[0]`, `[1]`) or a word: not a plural selector
            # `other` is always there as the default variant (Fluent's `*[other]`).
            missing = PLURALS[lang] - categories - {"other"}
            impossible = categories - PLURALS[lang] - {"other"}
            if missing or impossible:
                failures.append(f"{key} ${name}: missing {sorted(missing)}, "
                                f"never chosen {sorted(impossible)}")
    assert not failures, "\n".join(failures)


def test_no_english_singular_with_a_plural_noun(
        renderings: dict[str, list[tuple[str, str]]]) -> None:
    wrong_plural = re.compile(r"(?<![-\w])1 (?:[a-z]+ )?(?:cards|tokens|dice|rupees|steps|"
                              r"spaces|nobles|tiles|workers|bonuses|prestige points|gems)\b")
    failures = [f"{key}: {text!r}" for key, text in renderings["en"] if wrong_plural.search(text)]
    assert not failures, "\n".join(sorted(set(failures))[:40])


@pytest.mark.parametrize("lang", ["en", "es", "ru"])
def test_lines_start_with_a_capital(catalog: Catalog, events: list[tuple[str, dict[str, Any]]],
                                    lang: str) -> None:
    """Every line of a played game starts with a capital, whatever its first parameter is
    (a space, an area, a gem: lowercase terms inside a sentence)."""
    lowercase_start = re.compile(r"^[^\W\d_]", re.UNICODE)
    failures = []
    for key, text in played(catalog, lang, events):  # real parameters
        is_line = not key.startswith(TERM_PREFIXES) and key not in {
            "list-and", "list-separator", "die-face", "rajas-numbered", "rajas-colour-limit",
            "rajas-known-river", "rajas-known-track", "rajas-known-meet", "rajas-known-building",
            "rajas-fact-level", "bot-lang-choice", "splendor-discard-option",
            "splendor-noble-option", "splendor-card-option", "splendor-token-option",
        } and not key.startswith(("bot-answer-", "rajas-code-", "cmd-", "lang-", "game-"))
        if is_line and lowercase_start.search(text) and text[0] != text[0].upper():
            failures.append(f"{key}: starts in lowercase: {text!r}")
    assert not failures, "\n".join(sorted(set(failures))[:40])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_codes_shown_read_back(catalog: Catalog, lang: str) -> None:
    """A tile, a bonus, a track and a space as the bot shows them in a language are codes the
    player can type back in that language."""
    from engines.rajas import codes
    from engines.rajas.model import SPACES, Gain, Market, Tile

    tile = Tile("purple", 9, [1, 3], [Market("silk", 2), Market("tea", 1)])
    assert codes.parse_tile(catalog.join(lang, [codes.tile_param(tile)])) == tile
    bonus = [Gain("money", 3), Gain("dice", 0), Gain("worker", 1), Gain("river", 1)]
    assert codes.parse_bonus(catalog.join(lang, [codes.bonus_param(bonus)])) == bonus
    track = {5: [Gain("worker", 1)], 12: [Gain("upgrade", 1), Gain("fame", 2)]}
    assert codes.parse_track(catalog.join(lang, [codes.track_param(track)])) == track
    for space in SPACES:
        assert codes.parse_space(catalog.join(lang, [codes.space_param(space)])) == space


@pytest.mark.parametrize("lang", LANGUAGES)
def test_space_names_in_questions_read_back(lang: str) -> None:
    """A space as a question or an explanation names it (`the orange → 2 purple balcony`,
    `на оранжевом месте террасы`, `部屋1（大ムガル）`), in any of its grammatical forms, is a
    space the player can type back to `/rajas taken`."""
    from engines.rajas import codes

    wrong = []
    space = None
    for line in (LOCALES / lang / "rajas.ftl").read_text(encoding="utf-8").splitlines():
        head = re.match(r"^rajas-space-([a-z0-9-]+) = (.*)", line)
        attribute = re.match(r"^\s+\.\w+ = (.*)", line)
        if head:
            space, text = head.group(1), head.group(2)
        elif attribute and space:
            text = attribute.group(1)
        else:
            space = None
            continue
        if "{" not in text and codes.parse_space(text) != space:
            wrong.append(f"{space}: {text!r}")
    assert not wrong, "\n".join(wrong)
