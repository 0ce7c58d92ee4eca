"""Panticapaeum on Discord: the harder=ac English game of the console test, by slash commands
(`/panticapaeum new harder:ac`, `turn`, `cost text:…`, `answer text:…`), buttons (the trireme's
count, yes/no, a tapped colour, "one more of a colour") and the typing form, against the Discord
stand-in; from `new` to the winner, every line with its rule, and the stored game says what the
scenario runner says for the same answers."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import Any

import discord
import pytest

from bot.platforms.discord.adapter import SoloistClient
from bot.service.service import Service
from bot.store import Store
from tests.bot.conftest import shared_catalog
from tests.bot.discord_standin import StandIn, press, slash, submit
from tests.bot.test_discord import (
    ALICE,
    CHANNEL,
    TABLE,
    callback,
    connect,
    deliver,
    game_and_prompt,
    live_message,
)
from tests.bot.test_panticapaeum_console import planned_game, replayed_events
from tests.bot.test_telegram_panticapaeum import button_for

Table = tuple[SoloistClient, StandIn, Service]


@pytest.fixture
async def table(monkeypatch: pytest.MonkeyPatch, tmp_path: Any) -> AsyncIterator[Table]:
    """The stand-in of Discord's API, a service on a fresh store and the client, as in
    test_discord."""
    standin = StandIn()
    monkeypatch.setattr(discord.http.Route, "BASE", await standin.start())
    store = await Store.open(tmp_path / "soloist.sqlite3")
    service = Service(store, shared_catalog())
    client = await connect(service)
    yield client, standin, service
    await client.close()
    await store.close()
    await standin.close()


def command(text: str) -> tuple[str, dict[str, Any]]:
    """A console command as the slash command a Discord user picks: its verb and options."""
    verb, *words = text.split()[1:]
    if verb == "new":
        return verb, dict(word.split("=", 1) for word in words)
    if verb == "cost":
        return verb, {"text": " ".join(words)}
    return verb, {}


async def test_a_whole_harder_ac_game_by_slash_commands_buttons_and_forms(table: Table) -> None:
    client, standin, service = table
    plan = planned_game("en", "ac", 5)
    pressed = forms = typed = 0
    for step, text in enumerate(plan.script):
        if text.startswith("/lang"):
            continue  # the server speaks English already
        if text.startswith("/"):
            verb, options = command(text)
            got = await deliver(client, standin, slash(
                standin, ALICE, TABLE, "panticapaeum", verb, **options))
            assert callback(got)["type"] == 4
            continue
        record, prompt, _ = await game_and_prompt(service)
        assert record is not None and prompt is not None, text
        message = await live_message(service, standin)
        ending = button_for(prompt, text)
        wanted = f"a:{record.id}:{record.version}:{ending}"
        typing = f"t:{record.id}:{record.version}"
        if wanted in message.custom_ids():
            pressed += 1
            got = await deliver(client, standin, press(standin, ALICE, message, wanted, TABLE))
        elif typing in message.custom_ids() and step % 2:
            forms += 1
            got = await deliver(client, standin, press(standin, ALICE, message, typing, TABLE))
            assert callback(got)["type"] == 9  # the form opens
            got = await deliver(client, standin, submit(
                standin, ALICE, message, typing, text, TABLE))
        else:
            typed += 1
            got = await deliver(client, standin, slash(
                standin, ALICE, TABLE, "panticapaeum", "answer", text=text))
        after = await service.store.live_game(CHANNEL)
        assert after is None or after.version == record.version + 1, f"{text!r} was not taken"
    assert pressed > 15 and forms and typed
    final = await live_message(service, standin)
    assert "[PB-8] You" in final.text and "This game of Panticapaeum is over" in final.text
    shown = "\n".join(m.text for m in standin.messages.values())
    assert "Botos has no dice" in shown
    for rule in ("[PB-2]", "[PB-4]", "[PB-5]", "[PB-7]", "[PB-9]", "[PB-10]"):
        assert rule in shown, rule
    assert "[panticapaeum-" not in shown and "[bot-" not in shown

    record = await service.store.last_game(CHANNEL)
    assert record is not None and record.status == "finished"
    stored = [(e["rule"], e["key"], e["params"]) for _, events in
              await service.store.history(record.id) for e in json.loads(events)
              if not e["key"].startswith("bot-")]
    assert stored == replayed_events(plan, "ac")


async def test_the_panticapaeum_commands_are_offered_in_every_language(table: Table) -> None:
    _, standin, _ = table
    synced = next(r for r in standin.requests if r.method == "PUT")
    game = next(c for c in synced.body if c["name"] == "panticapaeum")
    subs = {s["name"]: s for s in game["options"]}
    assert {"new", "turn", "status", "log", "undo", "end", "cost", "round", "board", "answer",
            "handover", "transcript", "rule", "record", "watch"} == set(subs)
    assert subs["cost"]["name_localizations"]["ru"] == "стоимость"
    assert subs["new"]["options"][0]["name"] == "harder"
    assert subs["cost"]["options"][0]["required"] is True
