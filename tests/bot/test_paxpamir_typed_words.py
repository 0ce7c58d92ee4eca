"""Pax Pamir's typed syntax in the channel's language: every word a language's locale lists
for a field, a suit, a coalition or a command (`rupias`, `Британская`, `軍事`, in any case and
without accents) does what the English word does, English works in every channel, and the
lines that teach the syntax teach only words their language reads, never English ones."""

from __future__ import annotations

import copy
import json
import re
import unicodedata
from typing import Any

import pytest

from bot.service.commands import parse
from bot.service.service import Service, User
from bot.words.i18n import LANGUAGES, Catalog
from bot.words.typed import Vocabulary, forms, normal, vocabulary
from engines import paxpamir
from engines.core import InvalidAnswer, term
from engines.paxpamir.model import COALITIONS, SUITS, PaxState
from tests.bot.conftest import shared_catalog

FIELDS = ("vp", "rupees", "loyalty", "influence", "patriots", "prizes", "gifts", "cylinders",
          "stars")
ENGLISH: dict[str, list[str]] = {
    **{f: ["ana", f, "+1"] for f in FIELDS},
    "loyalty": ["ana", "loyalty", "russian"],
    "stars": ["ana", "stars", "military", "+1"],
    "patriot": ["ana", "loyalty", "russian", "patriot"],
    "prize": ["ana", "loyalty", "russian", "prize"],
    **{s: ["ana", s, "+1"] for s in SUITS},
    **{c: ["blocks", c, "6"] for c in COALITIONS},
    "ledger": ["ledger", "ana", "rupees", "+1"],
    "blocks": ["blocks", "afghan", "+1"],
    "favoured": ["favoured", "military"],
    "check": ["check", "6", "2", "1"],
    "final": ["check", "final", "6", "2", "1"],
    "discard": ["ana", "discard"],
    "tribe": ["ana", "discard", "tribe"],
    "card": ["ana", "discard", "card"],
    "cleanup": ["cleanup", "ana"],
    "cost": ["cost", "buy", "3"],
    **{a: ["cost", a] for a in ("buy", "play", "gift", "build", "betray", "spies", "tax",
                                "battle", "rule")},
}
"""For each typed word's id, an English command that uses it (after `/paxpamir`)."""
EXTRA = {"favoured": (["favoured", "political"], 0), "russian": (["wakhan", "patriots",
         "russian", "+1"], 2), "military": (["favoured", "military"], 1)}
"""A second command for some ids, and where the id stands in it."""


def state() -> PaxState:
    step = paxpamir.new_game(paxpamir.parse_options(
        {"players": "Ana,Ben,Wakhan", "loyalty": "british,afghan"}))
    return step.state


def outcome(vocab: Vocabulary, words: list[str]) -> Any:
    """What the engine makes of `/paxpamir WORDS` read through ``vocab``: its events and
    question, or its refusal."""
    command = vocab.command(parse("/paxpamir " + " ".join(words)))
    try:
        step = paxpamir.act(copy.deepcopy(state()), command.name, list(command.args))
    except InvalidAnswer as refused:
        return ("refused", refused.key, refused.params)
    prompt = step.prompt and (step.prompt.key, step.prompt.params)
    return [(e.rule, e.key, e.params) for e in step.events], prompt


def spellings(word: str) -> set[str]:
    """``word`` as typed, in capitals, and without its accents."""
    plain = "".join(c for c in unicodedata.normalize("NFD", word)
                    if not unicodedata.combining(c) or "\u3099" <= c <= "\u309a")
    return {word, word.upper(), word.capitalize(), unicodedata.normalize("NFC", plain)}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_9_every_typed_field_coalition_and_suit_means_the_english(lang: str) -> None:
    catalog = shared_catalog()
    vocab = vocabulary(catalog, lang, "paxpamir")
    english = vocabulary(catalog, "en", "paxpamir")
    wrong = []
    for ident, command in ENGLISH.items():
        typed = forms(catalog, lang, f"paxpamir-typed-{ident}")
        assert typed, f"{lang}: no typed word for {ident}"
        at = command.index(ident) if ident in command else command.index(f"{ident}s")
        uses = [(command, at)] + ([EXTRA[ident]] if ident in EXTRA else [])
        for words, where in uses:
            expected = outcome(english, words)
            if isinstance(expected, tuple) and expected[0] == "refused" and \
                    expected[1].endswith("unknown"):
                wrong.append(f"English {words} is refused: {expected}")
            for form in typed:
                for spelt in spellings(form):
                    said = outcome(vocab, [*words[:where], spelt, *words[where + 1:]])
                    if said != expected:
                        wrong.append(f"{lang} {spelt!r} for {ident}: {said} ≠ {expected}")
    assert not wrong, "\n".join(wrong[:30])


SYNTAX = ("paxpamir-how", "paxpamir-cleanup-market", "paxpamir-cleanup-discards",
          "paxpamir-patriots-gone", "paxpamir-ledger-what", "paxpamir-field-unknown",
          "paxpamir-wakhan-loyalty", "paxpamir-wakhan-coalition", "paxpamir-other-coalition",
          "paxpamir-loyalty-by", "paxpamir-coalition-unknown", "paxpamir-suit-unknown",
          "paxpamir-blocks-bad", "paxpamir-option-loyalty", "paxpamir-option-loyalty-alone",
          "paxpamir-ask-blocks", "paxpamir-cost-what", "paxpamir-cost-gift-influence",
          "paxpamir-cost-betray-owner", "paxpamir-rule-bad", "paxpamir-discard-what",
          "paxpamir-help", "cmd-paxpamir-new-loyalty")
"""The lines that teach what to type."""
PARAMS: dict[str, Any] = {
    "who": "Ana", "word": term("paxpamir-typed-russian"), "max": 20, "value": "x",
    "field": "x", "suit": "x", "coalition": term("paxpamir-coalition-russian"),
    "loyalty": term("paxpamir-coalition-british"),
    "kinds": [term("paxpamir-typed-" + k) for k in ("buy", "play", "gift", "build", "betray",
                                                     "spies", "tax", "battle", "rule")],
}
PLACEHOLDERS = {"NAME", "NOMBRE", "名前", "ИМЯ"}
SERVICE_VERBS = {"turn", "status", "log", "undo", "end", "help", "new"}
REFUSED_WORDS = {"paxpamir-unknown", "paxpamir-field-unknown", "paxpamir-suit-unknown",
                 "paxpamir-coalition-unknown", "paxpamir-loyalty-by", "paxpamir-blocks-bad",
                 "paxpamir-discard-what", "paxpamir-cost-what", "paxpamir-amount-missing",
                 "paxpamir-amount-bad", "paxpamir-option-loyalty"}
COMMAND = re.compile(r"/paxpamir ([^,;:()（）、。·—\[\]]+)")
WORD = re.compile(r"[^\W\d_]+")


def taught(catalog: Catalog, lang: str) -> dict[str, str]:
    return {key: catalog.render(lang, key, PARAMS) for key in SYNTAX}


def commands(vocab: Vocabulary, text: str) -> list[list[str]]:
    """The commands a line shows after `/paxpamir`, each up to where its prose begins (the
    first word that is no name, number or word the language reads)."""
    found = []
    for span in COMMAND.findall(text):
        words: list[str] = []
        for word in span.split():
            word = word.rstrip(".")  # a sentence's full stop after the command
            word = "Ana" if word in PLACEHOLDERS else word
            known = (word.casefold() in {"ana", "ben", "wakhan"} or "=" in word
                     or re.fullmatch(r"[+-]?\d+", word) or vocab.id_of(word) is not None
                     or (not words and word in SERVICE_VERBS))
            if not known:
                break
            words.append(word)
        found.append(words)
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
def test_9_the_syntax_taught_is_read_back_in_its_language(lang: str) -> None:
    """Each command a teaching line shows, fed back to the game in that language, is taken
    (a question or a refusal of its numbers at most, never of its words)."""
    catalog = shared_catalog()
    vocab = vocabulary(catalog, lang, "paxpamir")
    wrong = []
    for key, text in taught(catalog, lang).items():
        for words in commands(vocab, text):
            if not words or words[0] in SERVICE_VERBS:
                continue
            if words[0].startswith("players="):
                options = vocab.command(parse("/paxpamir new " + " ".join(words))).options
                try:
                    paxpamir.parse_options(options)
                except InvalidAnswer as refused:
                    wrong.append(f"{lang} {key}: {words} refused: {refused.key}")
                continue
            said = outcome(vocab, words)
            if isinstance(said, tuple) and said[0] == "refused" and said[1] in REFUSED_WORDS:
                wrong.append(f"{lang} {key}: {words} refused: {said[1]} in {text!r}")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("lang", ["es", "ja", "ru"])
def test_9_the_syntax_taught_is_in_the_channels_language(lang: str) -> None:
    """No teaching line of a language shows an English typed word that is not also that
    language's own (`final` is Spanish too); option names (`loyalty=`) stay as they are."""
    catalog = shared_catalog()
    english = set(vocabulary(catalog, "en", "paxpamir").words)
    own = {normal(w) for key in catalog.keys(lang) if key.startswith("paxpamir-typed-")
           for w in forms(catalog, lang, key)}
    wrong = []
    for key, text in taught(catalog, lang).items():
        prose = re.sub(r"\b\w+=", " ", text)
        leaked = sorted({w for w in WORD.findall(prose) if normal(w) in english - own})
        if leaked:
            wrong.append(f"{lang} {key}: {leaked} in {text!r}")
    assert not wrong, "\n".join(wrong)


ALICE = User(id="alice", name="Alice")


@pytest.mark.parametrize(("lang", "typed", "english"), [
    ("es", ["/paxpamir bloques Afgana 6", "/paxpamir favorecido MILITAR",
            "/paxpamir ana Rupias +3", "/paxpamir ana lealtad rusos patriota",
            "/paxpamir ben estrellas economica +2", "/paxpamir dominio final 6 2 1"],
     ["/paxpamir blocks afghan 6", "/paxpamir favoured military", "/paxpamir ana rupees +3",
      "/paxpamir ana loyalty russian patriot", "/paxpamir ben stars economic +2",
      "/paxpamir check final 6 2 1"]),
    ("ja", ["/paxpamir ブロック アフガン6", "/paxpamir 優勢 軍事", "/paxpamir ana ルピー+3",
            "/paxpamir ana 忠誠 ロシア 愛国者", "/paxpamir ben 経済 +2",
            "/paxpamir 判定 最終 6 2 1"],
     ["/paxpamir blocks afghan 6", "/paxpamir favoured military", "/paxpamir ana rupees +3",
      "/paxpamir ana loyalty russian patriot", "/paxpamir ben economic +2",
      "/paxpamir check final 6 2 1"]),
    ("ru", ["/paxpamir блоки Афганская 6", "/paxpamir приоритет военные",
            "/paxpamir ana рупии +3", "/paxpamir ana лояльность русские патриот",
            "/paxpamir ben звезды экономические +2", "/paxpamir проверка финальная 6 2 1"],
     ["/paxpamir blocks afghan 6", "/paxpamir favoured military", "/paxpamir ana rupees +3",
      "/paxpamir ana loyalty russian patriot", "/paxpamir ben stars economic +2",
      "/paxpamir check final 6 2 1"]),
])
async def test_9_a_channel_types_its_own_words_and_english(
        tmp_path: Any, lang: str, typed: list[str], english: list[str]) -> None:
    """Through the service, in a channel of that language: the issue's `bloques` and
    `favorecido` among them, each line as the English command says it; English is taken
    there too."""
    from bot.store import Store

    said: dict[str, list[Any]] = {}
    for name, lines in (("typed", typed), ("english", english)):
        store = await Store.open(tmp_path / f"{name}.sqlite3")
        service = Service(store, shared_catalog())
        channel = "pax"
        await service.handle(channel, ALICE, parse(f"/lang {lang}"))
        await service.handle(channel, ALICE, parse(
            "/paxpamir new players=Ana,Ben loyalty=british,afghan"))
        said[name] = []
        for line in lines:
            reply = await service.handle(channel, ALICE, parse(line))
            said[name].append([(x.key, x.params) for x in reply.lines])
            assert not reply.refused, (line, reply.lines)
        await store.close()
    assert said["typed"] == said["english"]


@pytest.mark.parametrize(("lang", "typed", "word"), [
    ("en", "rus", "russian"), ("es", "ru", "rusa"), ("ja", "ロ", "ロシア"),
    ("ru", "рус", "русские")])
def test_9_discord_suggests_the_channels_words(lang: str, typed: str, word: str) -> None:
    """While a `/paxpamir ledger` is typed, Discord offers the players and the coalitions as
    the channel's language types them, and what it offers is read back."""
    from bot.words.suggestions import matching, suggested
    from engines.games import games

    catalog = shared_catalog()
    offered = suggested(catalog, lang, games()["paxpamir"], state(), "ledger")
    assert {"Ana", "Ben", "Wakhan"} <= {s.value for s in offered}
    found = matching(offered, typed)
    assert found and found[0].value == word
    vocab = vocabulary(catalog, lang, "paxpamir")
    assert {vocab.id_of(s.value) for s in offered if vocab.id_of(s.value)} == set(COALITIONS)
    for verb in ("blocks", "check", "discard"):
        assert suggested(catalog, lang, games()["paxpamir"], state(), verb)


async def test_9_a_refusal_shows_the_word_as_typed(tmp_path: Any) -> None:
    """The engine refuses its own word (`afghan` is no field), but the player is shown the
    word they typed (`Afgana`), in a command and in an answer."""
    from bot.store import Store

    store = await Store.open(tmp_path / "refusal.sqlite3")
    service = Service(store, shared_catalog())
    await service.handle("pax", ALICE, parse("/lang es"))
    await service.handle("pax", ALICE, parse("/paxpamir new players=Ana,Ben"))
    await service.handle("pax", ALICE, parse("rusa"))
    await service.handle("pax", ALICE, parse("británica"))
    refused = await service.handle("pax", ALICE, parse("/paxpamir ben Afgana +1"))
    assert refused.refused and refused.lines[0].key == "paxpamir-field-unknown"
    assert refused.lines[0].params["field"] == "Afgana"
    await service.handle("pax", ALICE, parse("/paxpamir dominio"))
    await service.handle("pax", ALICE, parse("n"))  # the blocks are not right: type them
    bad = await service.handle("pax", ALICE, parse("afgana 6 rusa x"))
    assert bad.refused and bad.lines[0].key == "paxpamir-blocks-bad"
    assert bad.lines[0].params["value"] == "afgana 6 rusa x"
    await store.close()


async def test_9_a_player_named_like_a_typed_word_keeps_the_name(tmp_path: Any) -> None:
    """At a Spanish table a player may be called Rusa: the name is the player, in a command
    and in an answer, and the coalition is still typed another way (`ruso`)."""
    from bot.store import Store

    store = await Store.open(tmp_path / "names.sqlite3")
    service = Service(store, shared_catalog())
    await service.handle("pax", ALICE, parse("/lang es"))
    await service.handle("pax", ALICE, parse(
        "/paxpamir new players=Rusa,Ben loyalty=británica,afgana"))
    for line in ("/paxpamir rusa rupias +3", "/paxpamir ledger Rusa puntos 2",
                 "/paxpamir Ben lealtad ruso"):
        reply = await service.handle("pax", ALICE, parse(line))
        assert not reply.refused, (line, reply.lines)
    await service.handle("pax", ALICE, parse("/paxpamir dominio"))
    await service.handle("pax", ALICE, parse("s"))  # the blocks are right
    await service.handle("pax", ALICE, parse("n"))  # the cylinders are not
    typed = await service.handle("pax", ALICE, parse("Rusa 2"))
    assert not typed.refused, typed.lines
    record = await store.last_game("pax")  # Rusa's 3 points for the most cylinders win it
    assert record is not None
    players = paxpamir.from_json(json.loads(record.state)).players
    assert (players[0].rupees, players[0].cylinders, players[1].loyalty) == (7, 2, "russian")
    assert players[0].vp == 2 + 3
    await store.close()
