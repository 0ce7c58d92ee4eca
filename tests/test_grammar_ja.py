"""Japanese grammar and style of every rendered message: the checks a native reader made by hand
that a machine can repeat — counters that a count can take, katakana names for the automata, one
colon style, one polite register, one word for a tie."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from bot.words.i18n import Catalog
from tests.test_locales import is_numeric, messages, param_sets

LANG = "ja"
# Counts that end in 1 and in 2 past ten: the ones a counter such as つ cannot take.
COUNTS = (1, 2, 3, 5, 11, 21, 22, 25)
# The automata's names as the English messages write them; in Japanese text they are katakana
# (チェレイ, ベック, ワハーン, ボトス). Typed syntax (`…`, key=value) may still hold the Latin name.
LATIN_NAMES = re.compile(r"\b(Cherey|Beck|Wakhan|Botos)\b", re.IGNORECASE)
TYPED = re.compile(r"`[^`]*`|\w+(?:,\w+)+|\S*=\S*|/[a-z]+(?: [\w|.,\[\]=+-]*[a-z0-9\]])*", re.ASCII)
QUOTED = re.compile(r"「[^」]*」|（[^（）]*）")
JAPANESE = r"[\u3040-\u30ff\u3400-\u9fff\uff01-\uff60「」（）、。]"
HALF_COLON = re.compile(JAPANESE + r":")
# Sentence ends in the plain (dictionary or past) form of a verb, or a plain negative.
PLAIN_END = re.compile(r"(る|う|く|つ|む|ぶ|ぐ|ぬ|た|だ|い)$")
POLITE_END = re.compile(r"(ました|でした|ずつ|ください|はい|いいえ)$")
POLITE = re.compile(r"(です|ます|ください|ません|でした|ました)")
SENTENCE = re.compile(r"[^。！？\n]+[。！？]")


# Pax Pamir lines that teach the typed command syntax (English words today) and its tax lines
# are being rewritten with that syntax; they join these checks when it lands.
SYNTAX_LINES = frozenset({
    "paxpamir-how", "paxpamir-cleanup-discards", "paxpamir-patriots-gone", "paxpamir-ledger-what",
    "paxpamir-field-unknown", "paxpamir-wakhan-loyalty", "paxpamir-wakhan-coalition",
    "paxpamir-other-coalition", "paxpamir-loyalty-by", "paxpamir-coalition-unknown",
    "paxpamir-suit-unknown", "paxpamir-blocks-bad", "paxpamir-option-unknown",
    "paxpamir-option-loyalty", "paxpamir-option-loyalty-alone", "paxpamir-ask-blocks",
    "paxpamir-cost-gift-influence", "paxpamir-cost-betray-owner", "paxpamir-discard-what",
    "cmd-paxpamir-new-loyalty", "paxpamir-help", "paxpamir-shelter",
})


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return Catalog.load()


def renderings(catalog: Catalog) -> Iterator[tuple[str, str]]:
    """Every message rendered with each of the counts above in each numeric parameter."""
    for key, message in sorted(messages(LANG).items()):
        if message.value is None or key in SYNTAX_LINES:
            continue
        for params in param_sets(message):
            numeric = [n for n, v in params.items() if isinstance(v, int) and is_numeric(n, set())]
            yield key, catalog.render(LANG, key, params)
            for name in numeric:
                for n in COUNTS:
                    yield key, catalog.render(LANG, key, {**params, name: n})


def test_tsu_counter_only_up_to_nine(catalog: Catalog) -> None:
    """ひとつ…ここのつ: 「11つ」「21つ」 is not Japanese; a count past nine takes 個 etc."""
    bad = {f"{key}: {text}" for key, text in renderings(catalog)
           if re.search(r"\d{2,}つ", text)}
    assert not bad, "\n".join(sorted(bad))


def test_automaton_names_in_katakana(catalog: Catalog) -> None:
    bad = {f"{key}: {text}" for key, text in renderings(catalog)
           if LATIN_NAMES.search(TYPED.sub("", text))}
    assert not bad, "\n".join(sorted(bad))


def test_one_colon_style(catalog: Catalog) -> None:
    """Full-width 「：」 after Japanese text, never a half-width colon (typed syntax such as
    `2 赤 2: 3w` has a digit before its colon and stays)."""
    bad = {f"{key}: {text}" for key, text in renderings(catalog)
           if HALF_COLON.search(text) or "： " in text}
    assert not bad, "\n".join(sorted(bad))


def plain_sentences(text: str) -> list[str]:
    out = []
    for sentence in SENTENCE.findall(QUOTED.sub("", TYPED.sub("", text))):
        body = sentence.rstrip("。！？").rstrip("）』 ")
        if PLAIN_END.search(body) and not POLITE_END.search(body):
            out.append(sentence.strip())
    return out


def test_polite_messages_have_no_plain_sentences(catalog: Catalog) -> None:
    """A message that speaks です/ます speaks it in every sentence."""
    bad = {f"{key}: {plain}" for key, text in renderings(catalog) if POLITE.search(text)
           for plain in plain_sentences(text)}
    assert not bad, "\n".join(sorted(bad))


def test_one_word_for_a_tie(catalog: Catalog) -> None:
    """同点 is a tie in points; a tie among options is 「並ぶ」, never 同順位 beside 同点."""
    bad = {f"{key}: {text}" for key, text in renderings(catalog) if "同順位" in text}
    points = re.compile(r"\d+点|威信|得点|勝利点")
    bad |= {f"{key}: {text}" for key, text in renderings(catalog)
            if "同点" in text and not points.search(text.replace("同点", ""))}
    assert not bad, "\n".join(sorted(bad))
