"""`/<game> rule ID`: every rule tag an engine cites leads to its rule, explained in the
reader's language in two or three sentences with the section of the original rules it comes
from; typed however the player types it; an unknown id refused with the ids near it."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from bot.service.commands import parse
from bot.service.rules import rule_reply
from bot.service.service import Service
from bot.words.i18n import LANGUAGES
from bot.words.render import prompt_text, reply_text
from engines.core.rules import canonical, message_key
from engines.games import games
from tests.bot.conftest import shared_catalog
from tests.bot.test_service import ALICE, BOB, CHANNEL, keys, say

ENGINES = Path(__file__).resolve().parents[2] / "engines"
RULE_ID = re.compile(r"[A-Z]{1,2}-[A-Z0-9]+(?:\.[0-9]+)?")
"""A rule id as the briefs number them: `R-8`, `RB-C5`, `SP-5.1`, `PB-2.1`."""
SENTENCE_END = re.compile(r"[.!?。](?=\s|$)")


def cited(game: str) -> set[str]:
    """Every rule id written in the game's engine (what its say/ask calls and rule tables
    pass), and those its automata's prefix makes (`self.prefix + "-C"` with `prefix = "RB"`;
    an abstract class's prefix plays no turn)."""
    found: set[str] = set()
    prefixes: set[str] = set()
    suffixes: set[str] = set()
    for path in (ENGINES / game).rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        abstract = {id(child) for c in ast.walk(tree) if isinstance(c, ast.ClassDef)
                    and any(isinstance(b, ast.Name) and b.id == "ABC" for b in c.bases)
                    for child in c.body}
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and RULE_ID.fullmatch(str(node.value)):
                found.add(str(node.value))
            elif (isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant)
                  and id(node) not in abstract
                  and any(isinstance(t, ast.Name) and t.id == "prefix" for t in node.targets)):
                prefixes.add(str(node.value.value))
            elif (isinstance(node, ast.BinOp) and isinstance(node.left, ast.Attribute)
                  and node.left.attr == "prefix" and isinstance(node.right, ast.Constant)):
                suffixes.add(str(node.right.value))
    return found | {p + s for p in prefixes for s in suffixes if RULE_ID.fullmatch(p + s)}


BUILT_IN = sorted(p.name for p in ENGINES.iterdir()
                  if p.name != "core" and (p / "spec.py").is_file())


def test_every_built_in_game_cites_rules() -> None:
    assert BUILT_IN == ["panticapaeum", "paxpamir", "rajas", "splendor"]
    assert {"RB-C", "RC-C", "R-8", "SP-5.1", "PB-2.1", "PP-14"} <= set().union(
        *map(cited, BUILT_IN))


@pytest.mark.parametrize("game", BUILT_IN)
def test_rule_command_explains_every_cited_rule(game: str) -> None:
    spec = games()[game]
    declared = {rule.id for rule in spec.rules}
    assert cited(game) <= declared, f"cited but not declared: {cited(game) - declared}"
    catalog = shared_catalog()
    for rule in spec.rules:
        for language in LANGUAGES:
            key = message_key(game, rule.id)
            assert catalog.has(language, key), (language, key)
            shown = reply_text(catalog, rule_reply(spec, (rule.id,), language))
            head, text, source = shown.split("\n")
            title = head.removeprefix(f"[{rule.id}] ")
            assert title and title != head and "-rule-" not in title, (language, head)
            assert 1 <= len(SENTENCE_END.findall(text)) <= 3, (language, rule.id, text)
            assert rule.section in source, (language, source)


@pytest.mark.parametrize("typed", ["RB-C", "rb-c", "RB_C", "[RB-C]", "rb_c", " Rb-C "])
async def test_rule_id_is_read_however_it_is_typed(service: Service, typed: str) -> None:
    reply = await say(service, f"/rajas rule {typed}")
    assert keys(reply) == ["bot-rule-shown"] and reply.lines[0].params["id"] == "RB-C"
    text = reply_text(service.catalog, reply)
    assert text.startswith("[RB-C] The chambers\n") and "“(1) The chambers”" in text
    assert "two dice in all" in text


async def test_rule_in_the_channels_language_with_the_seeds_section(service: Service) -> None:
    await say(service, "/lang ja")
    reply = await say(service, "/rajas rule RB-Q")
    text = reply_text(service.catalog, reply)
    assert "価格7〜10" in text and "「(2) The quarry」" in text
    await say(service, "/lang es")
    text = reply_text(service.catalog, await say(service, "/paxpamir rule pp-10"))
    assert "Comprobación de dominio" in text and "«COMPROBACIÓN DE DOMINIO»" in text


async def test_telegrams_tappable_rule_link_is_the_rule_command(service: Service) -> None:
    linked = parse("/splendor_rule_sp_5_1@soloist_bot")
    assert (linked.name, linked.game, linked.args) == ("rule", "splendor", ("sp_5_1",))
    reply = await say(service, "/splendor_rule_sp_5_1")
    assert reply.lines[0].params["id"] == "SP-5.1"


async def test_rule_alone_lists_the_games_rules_with_titles(service: Service) -> None:
    reply = await say(service, "/panticapaeum rule")
    assert keys(reply)[0] == "bot-rule-list"
    assert [line.params["id"] for line in reply.lines[1:]] == [
        rule.id for rule in games()["panticapaeum"].rules]
    assert "[PB-7] The priority rule" in reply_text(service.catalog, reply)


async def test_unknown_rule_is_refused_with_close_ids_and_changes_nothing(
        service: Service) -> None:
    await say(service, "/rajas new variant=cherey dice=player seed=5")
    before = await service.store.live_game(CHANNEL)
    reply = await say(service, "/rajas rule RC-G3")
    assert reply.refused and keys(reply) == ["bot-rule-unknown"]
    text = reply_text(service.catalog, reply)
    assert "RC-G1" in text and "RC-G2" in text and "/rajas rule" in text
    odd = await say(service, "/rajas rule @bot-error")
    assert "Something went wrong" not in reply_text(service.catalog, odd)
    assert await service.store.live_game(CHANNEL) == before


async def test_anyone_may_ask_for_a_rule_during_a_game(service: Service) -> None:
    await say(service, "/rajas new variant=cherey dice=player seed=5")
    before = await service.store.live_game(CHANNEL)
    reply = await say(service, "/rajas rule rc-s", user=BOB)
    assert keys(reply) == ["bot-rule-shown"] and not reply.changed
    assert await service.store.live_game(CHANNEL) == before
    assert canonical("[rc_s]") == "RC-S"


async def test_help_says_how_to_ask_for_a_rule(service: Service) -> None:
    reply = await say(service, "/help", user=ALICE)
    assert "/<game> rule ID" in reply_text(service.catalog, reply)


TAG = re.compile(r"\[[A-Z]{1,2}-[A-Z0-9.]+\]")


async def test_rule_tags_only_on_decisions(service: Service) -> None:
    """The automa's decisions and the referee's results carry their rule's tag; a question to
    the player and a number the player set carry none (a tag goes on a decision)."""
    await say(service, "/rajas new variant=cherey dice=player seed=5")
    decided = await say(service, "2")  # the die says who starts: a decision (RC-S)
    assert "[RC-S]" in reply_text(service.catalog, decided)
    reported = await say(service, "/rajas taken terrace-orange")  # the player's report
    assert reported.changed and keys(reported) == ["rajas-space-reported"]
    assert [line.rule for line in reported.lines] == [None]
    assert not TAG.search(reply_text(service.catalog, reported))
    asked = await say(service, "/rajas turn")
    assert asked.prompt is not None and asked.prompt.rule  # the engine still knows why it asks
    question = prompt_text(service.catalog, "en", asked.prompt)
    assert not any(TAG.search(line) for line in question), question

    await say(service, "/paxpamir new players=Ana,Ben loyalty=british,russian", channel="pax")
    # Bookkeeping: the number the player typed, said back untagged.
    moved = await say(service, "/paxpamir ana rupees +3", channel="pax")
    assert reply_text(service.catalog, moved) == "Ana: rupees 4 → 7."
    stars = await say(service, "/paxpamir ana political +1", channel="pax")  # then its ruling
    said = reply_text(service.catalog, stars).split("\n")
    assert not TAG.search(said[0]) and said[1].startswith("[PP-9]"), said


@pytest.mark.parametrize("game", ["rajas", "splendor", "panticapaeum", "paxpamir"])
async def test_rule_tags_only_on_decisions_not_on_a_status_or_board_readout(
        service: Service, game: str) -> None:
    options = {"paxpamir": " players=Ana,Ben loyalty=british,russian"}.get(game, "")
    await say(service, f"/{game} new{options}")
    for readout in ("status", "board"):
        reply = await say(service, f"/{game} {readout}")
        lines = reply.lines
        if readout == "board":
            # The board as text says the turn's last decision first, with its rule, as it
            # was said; the readout that follows its header carries none.
            first = next(i for i, line in enumerate(lines) if line.key.endswith("board-header"))
            assert all(line.rule for line in lines[:first]), lines[:first]
            lines = lines[first:]
        assert lines and all(line.rule is None for line in lines), (
            readout, [(line.key, line.rule) for line in lines if line.rule])
