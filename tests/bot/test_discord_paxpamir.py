"""Pax Pamir on Discord: the solo game against Wakhan of the console test, by slash commands
(`/paxpamir new players:…`, `ledger player:… field:… change:…`, `blocks`, `check final:…
blocks:…`, `discard what:tribe`, `cost action:… numbers:…`) and buttons, against the Discord
stand-in; the command tree Discord is given stays valid (fixed subcommands, required options
first, every name translated), and the stored game says what the scenario runner says."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from bot.platforms.discord.adapter import SoloistClient
from bot.service import bgstats
from bot.service.commands import to_text
from bot.service.service import Service
from engines.games import games
from tests.bot import test_discord_panticapaeum
from tests.bot.discord_standin import StandIn, press, slash
from tests.bot.test_bgstats import decoded
from tests.bot.test_discord import (
    ALICE,
    BOB,
    CHANNEL,
    SIX_LOCALES,
    TABLE,
    answer_id,
    callback,
    deliver,
    ephemeral_text,
    game_and_prompt,
    live_message,
)
from tests.bot.test_paxpamir_console import WAKHAN, replayed, sealed_seed, seed_in, stored_game
from tests.paxpamir.policy import REFUSALS, Solo, check_game

Table = tuple[SoloistClient, StandIn, Service]
FIELDS = frozenset({"vp", "rupees", "loyalty", "influence", "patriots", "prizes", "gifts",
                    "cylinders", "political", "military", "intelligence", "economic"})


table = test_discord_panticapaeum.table
"""The Discord stand-in, a service on a fresh store and the client (Panticapaeum's fixture)."""


def command(text: str) -> tuple[str, dict[str, Any]]:
    """A console command as the slash command a Discord user picks: its verb and options."""
    word, *rest = text.split()[1:]
    if word == "new":
        return "new", dict(w.split("=", 1) for w in rest)
    if word in ("turn", "status", "undo"):
        return word, {}
    if word == "verify":
        return "verify", {"seed": rest[0]}
    if word == "blocks":
        return "blocks", {"coalition": rest[0], "change": rest[1]}
    if word == "cost":
        return "cost", {"action": rest[0], "numbers": " ".join(rest[1:])}
    if word == "check":
        final = bool(rest) and rest[0] == "final"
        blocks = " ".join(rest[1:] if final else rest)
        return "check", {**({"final": True} if final else {}), **({"blocks": blocks} if blocks
                                                                   else {})}
    if rest[0] == "discard":
        return "discard", {"player": word, **({"what": rest[1]} if len(rest) > 1 else {})}
    assert rest[0] in FIELDS, text
    return "ledger", {"player": word, "field": rest[0], "change": " ".join(rest[1:])}


def test_every_console_command_of_the_game_says_the_same_by_slash_command() -> None:
    """The Discord form of a player's command names the verb first (`/paxpamir ledger ana
    rupees +3`, `/paxpamir discard ana tribe`): the engine reads both orders alike."""
    for text in WAKHAN:
        if not text.startswith("/"):
            continue
        verb, options = command(text)
        said = to_text("paxpamir", verb, options)
        words = text.split()[1:]
        if verb == "ledger":
            assert said.split()[1:] == ["ledger", *words]
        elif verb == "discard":
            assert said.split()[1:] == ["discard", words[0], *words[2:]]
        else:
            assert said == text


async def test_a_solo_game_against_wakhan_by_slash_commands_and_buttons(table: Table) -> None:
    client, standin, service = table
    pressed = 0
    for text in WAKHAN:
        if text.startswith("/"):
            verb, options = command(text)
            got = await deliver(client, standin, slash(
                standin, ALICE, TABLE, "paxpamir", verb, **options))
            assert callback(got)["type"] == 4, text
            continue
        record, prompt, _ = await game_and_prompt(service)
        assert record is not None and prompt is not None, text
        message = await live_message(service, standin)
        wanted = f"a:{record.id}:{record.version}:{text}"
        assert wanted in message.custom_ids(), (text, message.custom_ids())
        pressed += 1
        await deliver(client, standin, press(standin, ALICE, message, wanted, TABLE))
        after = await service.store.live_game(CHANNEL)
        assert after is None or after.version == record.version + 1, f"{text!r} was not taken"
    assert pressed == 6
    shown = "\n".join(m.text for m in standin.messages.values())
    assert "[paxpamir-" not in shown
    assert "Ana and Wakhan tie at influence 2" in shown
    assert "[PP-14] Wakhan is 8 points ahead of everyone (4 needed) and wins at once!" in shown
    assert "Wakhan (all coalitions): 15 VP · 1 rupee · influence Afg 2 / Bri 2 / Rus 1" in shown

    record = await service.store.last_game(CHANNEL)
    assert record is not None and record.status == "finished"
    stored = [(e["rule"], e["key"], e["params"]) for _, events in
              await service.store.history(record.id) for e in json.loads(events)
              if not e["key"].startswith("bot-")]
    runner = [(e["rule"], e["key"], e["params"])
              for e in replayed(WAKHAN, queries=False) if e["type"] == "event"]
    assert stored == runner


async def test_a_spectators_cost_is_answered_and_a_change_refused_privately(
        table: Table) -> None:
    client, standin, service = table
    await deliver(client, standin, slash(standin, ALICE, TABLE, "paxpamir", "new",
                                         players="Ana,Ben", loyalty="british,russian"))
    before = await service.store.live_game(CHANNEL)
    got = await deliver(client, standin, slash(standin, BOB, TABLE, "paxpamir", "cost",
                                               action="spies", numbers="ana 1 ben 2"))
    assert "[PP-7]" in callback(got)["data"]["embeds"][0]["description"]
    got = await deliver(client, standin, slash(standin, BOB, TABLE, "paxpamir", "ledger",
                                               player="Ana", field="vp", change="+9"))
    assert "Alice" in ephemeral_text(got)
    after = await service.store.live_game(CHANNEL)
    assert before is not None and after is not None and after.version == before.version


async def test_the_paxpamir_commands_are_a_valid_translated_tree(table: Table) -> None:
    _, standin, _ = table
    synced = next(r for r in standin.requests if r.method == "PUT")
    game = next(c for c in synced.body if c["name"] == "paxpamir")
    subs = {s["name"]: s for s in game["options"]}
    assert set(subs) == {v.name for v in games()["paxpamir"].verbs} | {
        "answer", "handover", "record"}
    for sub in subs.values():
        assert set(sub["name_localizations"]) == SIX_LOCALES
        required = [o.get("required", False) for o in sub.get("options", [])]
        assert required == sorted(required, reverse=True), sub["name"]  # required first
        for option in sub.get("options", []):
            assert set(option["name_localizations"]) == SIX_LOCALES
            for choice in option.get("choices", []):
                assert set(choice["name_localizations"]) == SIX_LOCALES
    ledger = {o["name"]: o for o in subs["ledger"]["options"]}
    assert [c["value"] for c in ledger["field"]["choices"]][:3] == ["vp", "rupees", "loyalty"]
    assert subs["ledger"]["name_localizations"]["es-ES"] == "cuentas"
    assert ledger["player"]["name_localizations"]["ru"] == "игрок"
    check = {o["name"]: o for o in subs["check"]["options"]}
    assert check["final"]["type"] == 5


async def finished_by_slash(table: Table, *texts: str) -> int:
    """The game these console commands play, by slash commands; its id once won."""
    client, standin, service = table
    for text in texts:
        verb, options = command(text)
        got = await deliver(client, standin, slash(standin, ALICE, TABLE, "paxpamir", verb,
                                                   **options))
        assert callback(got)["type"] == 4, text
    record = await service.store.last_game(CHANNEL)
    assert record is not None and record.status == "finished"
    return record.id


def link_buttons(standin: StandIn) -> list[dict[str, Any]]:
    return [c for m in standin.messages.values() for row in m.components
            for c in row.get("components", []) if c.get("style") == 5]


async def test_a_game_won_by_the_rules_offers_its_play_for_bg_stats_as_a_link_button(
        table: Table) -> None:
    _, standin, _ = table
    game_id = await finished_by_slash(
        table, "/paxpamir new players=Alice,Wakhan loyalty=british", "/paxpamir alice vp 2",
        "/paxpamir alice cylinders 3", "/paxpamir check 1 1 1")
    [button] = link_buttons(standin)
    assert button["type"] == 2 and button["label"] == "Log this play in BG Stats"
    assert len(button["url"]) <= bgstats.DISCORD_LINK_LIMIT and "custom_id" not in button
    data = decoded(button["url"])
    assert data["sourcePlayId"] == f"soloist:paxpamir:{game_id}"
    assert [(p["name"], p["score"], p["winner"]) for p in data["players"]] == [
        ("Alice", 5, True), ("Wakhan", 1, False)]
    assert not [a for m in standin.messages.values() for a in m.attachments
                if a["filename"].startswith("soloist-play-")]


async def test_a_play_too_long_for_a_link_button_is_attached_as_its_file(table: Table) -> None:
    _, standin, _ = table
    game_id = await finished_by_slash(
        table, "/paxpamir new players=Alice,Ben,Carla,Dmitri,Wakhan "
        "loyalty=british,russian,afghan,russian", "/paxpamir alice vp 2",
        "/paxpamir alice cylinders 3", "/paxpamir check 1 1 1")
    assert link_buttons(standin) == []
    [(message, attached)] = [(m, a) for m in standin.messages.values() for a in m.attachments
                             if a["filename"].startswith("soloist-play-")]
    assert attached["filename"] == f"soloist-play-paxpamir-{game_id}.json"
    assert "too long for a button here" in message.text
    data = json.loads(standin.files[attached["url"]])
    assert data["sourcePlayId"] == f"soloist:paxpamir:{game_id}"
    assert [p["name"] for p in data["players"]] == ["Alice", "Ben", "Carla", "Dmitri", "Wakhan"]
    assert data["players"][0]["sourcePlayerId"] == f"discord:{ALICE.id}"


async def typed(table: Table, text: str) -> None:
    """A console command as its slash command (`undo` and `verify` too)."""
    client, standin, _ = table
    verb, options = command(text)
    got = await deliver(client, standin, slash(standin, ALICE, TABLE, "paxpamir", verb, **options))
    assert callback(got)["type"] == 4, text


@pytest.mark.parametrize(("mode", "seed"), [("virtual", 7), ("physical", 8)])
async def test_PW_9_a_whole_solo_game_against_wakhan_by_slash_commands_and_buttons(
        table: Table, monkeypatch: pytest.MonkeyPatch, mode: str, seed: int) -> None:
    """Her turns play themselves: every question is answered by its button when it has one,
    else by `/paxpamir answer`; Ana's side by slash commands."""
    client, standin, service = table
    sealed_seed(monkeypatch, seed)
    solo = Solo(random.Random(seed), virtual=mode == "virtual")
    await typed(table, f"/paxpamir new players=Ana,Wakhan loyalty=british wakhan={mode}")
    pressed = refused = 0
    for _ in range(2_000):
        record, prompt, state = await game_and_prompt(service)
        if record is None:
            break
        text = solo.next_input(state)
        if text.startswith("/") or prompt is None:
            await typed(table, text)
            continue
        value = text == "yes" if prompt.kind == "confirm" else text
        wanted = f"a:{record.id}:{record.version}:{answer_id(prompt, value)}"
        message = await live_message(service, standin)
        if wanted in message.custom_ids():
            pressed += 1
            await deliver(client, standin, press(standin, ALICE, message, wanted, TABLE))
        else:
            await deliver(client, standin, slash(
                standin, ALICE, TABLE, "paxpamir", "answer", text=text))
        after = await service.store.live_game(CHANNEL)
        if after is not None and after.version == record.version:  # refused: another answer
            refused += 1
            assert refused <= REFUSALS, f"{text!r} was not taken"
            continue
        assert after is None or after.version == record.version + 1, f"{text!r} was not taken"
    events, state = await stored_game(service.store, CHANNEL)
    turns = check_game(events, state, solo)
    assert pressed >= len(turns)
    shown = "\n".join(m.text for m in standin.messages.values())
    assert "[paxpamir-" not in shown and "[PW-9]" in shown and "[PW-2]" in shown
    if mode == "virtual":
        got = await deliver(client, standin, slash(
            standin, ALICE, TABLE, "paxpamir", "verify", seed=seed_in(events)))
        data = callback(got)["data"]
        said = [data.get("content") or "", *(e["description"] for e in data.get("embeds") or [])]
        assert "matches the fingerprint" in "\n".join(said)
