"""Whatever a player typed is shown as the characters typed, never taken as one of our message
ids: in every refusal that repeats a parameter (each raised in bot/ and engines/, found in the
source), through the service's commands end to end, in the log's "you answered" and at the
console; cut at the echo limit; markup and Fluent syntax said as they are."""

from __future__ import annotations

import io
import re
from collections.abc import Iterator
from pathlib import Path

import discord
import pytest
from fluent.syntax import ast as ftl
from fluent.syntax.visitor import Visitor

from bot.platforms.chat.limits import INPUT_LIMIT
from bot.platforms.console.table import run_console
from bot.platforms.discord.adapter import SoloistClient
from bot.platforms.discord.views import as_typed
from bot.service.commands import parse
from bot.service.refusals import ECHO_LIMIT, Refusal, echoed
from bot.service.service import Service, User
from bot.service.stored import answered
from bot.store import Store
from bot.words.i18n import LANGUAGES, Catalog
from bot.words.render import reply_text
from bot.words.replies import Line, Reply
from engines.core import InvalidAnswer, Prompt, term
from tests.bot.conftest import shared_catalog
from tests.bot.telegram_standin import StandIn
from tests.bot.test_telegram import ALICE as TG_ALICE
from tests.bot.test_telegram import Harness, sent, standin

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("rajas", "splendor", "panticapaeum", "paxpamir")
IDS = ("@bot-error", *(f"@{game}-help" for game in GAMES))
"""Message ids a player may type: the shared failure, and one of each game."""
LONG = "@bot-error " + "9" * 5000
MARKUP = "@everyone <b>bold</b> **bold** `code` { $value } {$text} <@123> [x](https://e.x)"
TYPED = (*IDS, LONG, MARKUP)
ALICE = User(id="u1", name="Alice")

__all__ = ["standin"]  # the stand-in's fixture, shared with the Telegram tests

RAISED = re.compile(r"\b(Refusal|InvalidAnswer)\(\s*\"([a-z0-9-]+)\"")
NAMED = re.compile(r"\b([a-z_]+)=")


def shown(typed: str) -> str:
    """What a refusal says back of ``typed``: all of it, or its start when it is too long."""
    return typed if len(typed) <= ECHO_LIMIT else typed[:ECHO_LIMIT - 1] + "…"


def call_at(text: str, start: int) -> str:
    """The call that opens at ``start``, to its closing parenthesis."""
    depth = 0
    for end in range(start, len(text)):
        depth += {"(": 1, ")": -1}.get(text[end], 0)
        if depth == 0 and text[end] == ")":
            return text[start:end + 1]
    return text[start:]


def raised() -> Iterator[tuple[str, str]]:
    """Each (refusal key, parameter) a ``Refusal`` or ``InvalidAnswer`` is raised with in the
    source, the parameters by name."""
    for folder in ("bot", "engines"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            text = path.read_text(encoding="utf-8")
            for match in RAISED.finditer(text):
                call = call_at(text, text.index("(", match.start()))
                for name in NAMED.findall(call):
                    if name != "private":
                        yield match.group(2), name


class Shown(Visitor):
    """The variables a message shows as text: a selector only chooses a variant."""

    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ftl.VariableReference) -> None:
        self.names.add(node.id.name)

    def visit_SelectExpression(self, node: ftl.SelectExpression) -> None:
        for variant in node.variants:
            self.visit(variant)


def said_by(catalog: Catalog, key: str) -> set[str]:
    """The variables every language's message ``key`` says as they are (one a language says
    only by a term's attributes, ``$colour-pl``, is a term's and never typed text)."""
    names: set[str] | None = None
    for language in LANGUAGES:
        bundle = catalog.bundles[language]
        if not bundle.has_message(key):
            return set()
        found = Shown()
        found.visit(bundle.get_message(key).value)
        names = found.names if names is None else names & found.names
    return names or set()


ECHOING = sorted({(key, name) for key, name in raised() if name in said_by(shared_catalog(), key)})


def never_ours(catalog: Catalog, language: str, typed: str, text: str) -> None:
    assert shown(typed) in text, (typed, text)
    for key in IDS:
        if typed.startswith(key):
            ours = catalog.render(language, key[1:])
            assert ours[:40] not in text, (typed, text)


def test_the_refusals_that_repeat_a_parameter_are_found() -> None:
    keys = {key for key, _ in ECHOING}
    # A few of the kinds the issue names: a card, a space, a language, a board fact.
    assert {"bot-lang-unknown", "splendor-card-bad-code", "rajas-code-bad-tile",
            "rajas-board-unknown-fact", "paxpamir-player-unknown", "answer-bad-choice",
            "bot-seed-bad", "panticapaeum-resources-bad"} <= keys
    assert len(keys) > 40


@pytest.mark.parametrize(("key", "name"), ECHOING)
def test_typed_text_is_never_a_message_id(key: str, name: str) -> None:
    """Every refusal that says a parameter back, the parameter being what was typed: the
    reply says the characters typed (cut at the limit), in every language, never a message."""
    catalog = shared_catalog()
    for typed in TYPED:
        line = echoed(Refusal(key, **{name: typed}).line)
        for language in LANGUAGES:
            never_ours(catalog, language, typed, catalog.render(language, line.key, line.params))


def test_typed_text_is_never_a_message_id_nested_in_a_refusal() -> None:
    """A list of names, a message nested in the refusal: their strings are typed text too;
    only a term names a message."""
    catalog = shared_catalog()
    refusal = InvalidAnswer("paxpamir-player-unknown", name="@bot-error",
                            names=["@splendor-help", term("answer-yes")])
    line = echoed(Refusal(refusal.key, **refusal.params).line)
    text = catalog.render("en", line.key, line.params)
    assert "@bot-error" in text and "@splendor-help" in text and "Yes" in text
    assert "Something went wrong" not in text and "@answer-yes" not in text


def test_typed_text_is_never_a_message_id_in_the_answer_the_log_says_back() -> None:
    catalog = shared_catalog()
    prompt = Prompt(kind="text", key="rajas-ask-tile", rule="R-1")
    for typed in IDS:
        text = catalog.render("en", "bot-answered", {"answer": answered(prompt, typed)})
        never_ours(catalog, "en", typed, text)


PAX = "/paxpamir new players=Ana,Ben loyalty=british,russian"
WORD = "@everyone<b>bold**bold**`code`{$value}{$text}<@everyone>[x](e.x)"
"""Markup as one word, without digits or separators (where counts are read, each starts a new
token, said back alone)."""
COMMANDS: dict[str, tuple[tuple[str, ...], str]] = {
    # What sets the table, then the command that repeats what it was given.
    "a language": ((), "/lang {}"),
    "a setting": ((), "/settings pictures {}"),
    "a seed": ((), "/rajas new seed={}"),
    "an option": ((), "/splendor new stock={}"),
    "a die face": (("/rajas new variant=cherey dice=player seed=5",), "{}"),
    "a choice": (("/rajas new variant=cherey dice=player seed=5", "2", "/rajas turn"), "{}"),
    "a board fact": (("/rajas new variant=cherey dice=player seed=5", "2"), "/rajas board {} 3"),
    "a card": (("/splendor new seed=3", "/splendor turn"), "/splendor buy {}"),
    "a space": (("/splendor new seed=3", "/splendor turn"), "/splendor reserve {}"),
    "gems": (("/splendor new seed=3", "/splendor turn"), "/splendor take {}"),
    "a move": (("/splendor new seed=3", "/splendor turn"), "/splendor {}"),
    "a player": ((PAX,), "/paxpamir {} rupees 3"),
    "a field": ((PAX,), "/paxpamir Ana {} 3"),
    "a suit": ((PAX,), "/paxpamir favoured {}"),
    "resources": (("/panticapaeum new seed=3",), "/panticapaeum cost brown {}"),
}


@pytest.mark.parametrize("what", COMMANDS)
async def test_typed_text_is_never_a_message_id_in_a_command(service: Service, what: str) -> None:
    """The commands a player types things into, end to end: the refusal says what was typed."""
    setup, command = COMMANDS[what]
    channel = f"c-{what}"
    for said in setup:
        reply = await service.handle(channel, ALICE, parse(said))
        assert not reply.refused, (said, reply_text(service.catalog, reply))
    for word in (*IDS, WORD):
        reply = await service.handle(channel, ALICE, parse(command.format(word)))
        text = reply_text(service.catalog, reply)
        assert reply.refused, (what, word, text)
        never_ours(service.catalog, reply.language, word, text)


async def test_typed_text_is_never_a_message_id_at_the_console(tmp_path: Path) -> None:
    """The console says back what was typed as chat does: as typed, cut at the echo limit
    (its own "> ..." line too), and refuses more than the input limit as chat does."""
    catalog = shared_catalog()
    store = await Store.open(tmp_path / "soloist.sqlite3")
    long = "@bot-error " + "9" * 380
    typed = ["/rajas new variant=cherey dice=player seed=5", "@bot-error", long, "9" * 4096,
             "/lang @bot-error", MARKUP]
    out = io.StringIO()
    try:
        await run_console(Service(store, catalog), catalog, str(tmp_path / "soloist.sqlite3"),
                          stdin=io.StringIO("\n".join(typed) + "\n"), stdout=out)
    finally:
        await store.close()
    text = out.getvalue()
    assert "Something went wrong" not in text
    assert long not in text and "9" * ECHO_LIMIT not in text
    assert f"> {shown(long)}\n" in text and f"“{shown(long)}”" in text
    assert catalog.render("en", "bot-too-long", {"limit": INPUT_LIMIT}) in text
    assert "I don't speak “@bot-error”" in text and MARKUP in text


async def test_typed_text_is_never_a_message_id_on_telegram(standin: StandIn,
                                                            tmp_path: Path) -> None:
    """Telegram shows a refusal as plain text (no parse mode): HTML and markdown as typed."""
    tg = await Harness(standin, tmp_path / "soloist.sqlite3").start()
    try:
        await tg.say(TG_ALICE, f"/rajas new seed={WORD}")
    finally:
        await tg.stop()
    [said] = sent(standin)
    assert "parse_mode" not in said and f"“{WORD}”" in said["text"]
    assert "Something went wrong" not in said["text"]


async def test_typed_text_is_never_a_message_id_on_discord(service: Service) -> None:
    """Discord: what a refusal says back of the input has its markdown escaped, so it reads
    as typed (a backslash before each sign Discord would take as markup), while the message's
    own `code` stays code; no message pings anyone."""
    catalog = shared_catalog()
    typed = "@everyone **bold** `code` [x](https://e.x) {$value}"
    reply = Reply(language="en", refused=True, private=True, lines=[
        echoed(Line("rajas-code-bad-tile", {"code": typed}))])
    plain, shown_there = reply_text(catalog, reply), reply_text(catalog, as_typed(reply))
    assert "`9 b1" in plain and "`9 b1" in shown_there  # the message's own code span
    said_back = shown_there[shown_there.index("“") + 1:shown_there.index("”")]
    assert re.sub(r"\\(.)", r"\1", said_back) == typed and "**" not in said_back
    assert "\\[x](" in said_back and "\\`code\\`" in said_back
    mentions = discord.AllowedMentions.none()
    client = SoloistClient(service, catalog, sync_commands=False)
    assert client.allowed_mentions is not None
    assert client.allowed_mentions.to_dict() == mentions.to_dict()
