"""Hopper, a toy automa from a plug-in distribution (``plugin/``), played everywhere a built-in
game is: the console table (the real ``python -m bot``), the Telegram and Discord stand-ins;
undone, exported as a transcript and replayed by ``python -m engines.replay``. Nothing outside
this folder knows the game: Soloist finds it by its ``soloist.games`` entry point."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.platforms.discord.adapter import SoloistClient
from bot.service.service import Service
from bot.store import Store
from bot.words.i18n import Catalog
from engines.games import games
from tests.bot import test_telegram
from tests.bot.discord_standin import StandIn as DiscordStandIn
from tests.bot.discord_standin import press, slash
from tests.bot.telegram_standin import StandIn as TelegramStandIn
from tests.bot.telegram_standin import button_data
from tests.bot.test_discord import ALICE as DISCORD_ALICE
from tests.bot.test_discord import CHANNEL as DISCORD_CHANNEL
from tests.bot.test_discord import TABLE, callback, connect, deliver, live_message
from tests.bot.test_telegram import ALICE, CHANNEL, GROUP, Harness

ROOT = Path(__file__).resolve().parents[2]
GAME = "hopper"
PLAY = ["/hopper new dice=player seed=5", "/hopper turn", "6", "y", "/hopper push 2",
        "/hopper undo", "/hopper turn", "3", "/hopper status", "/hopper transcript"]
"""A bonus on the first turn's 6 (HO-3), a push taken back (HO-4), a second turn of 3: the
marker on space 9, 2 bonus points, 2 turns of 8."""

pytestmark = pytest.mark.filterwarnings("ignore:.*retry_after:DeprecationWarning")


def state_of(record: Any) -> Any:
    return games()[GAME].loads(record.state)


def test_the_registry_finds_the_game_by_its_entry_point(installed: Catalog) -> None:
    spec = games()[GAME]
    assert spec.package == "hopper_automa" and spec.locales is not None
    assert installed.render("es", "game-hopper") == "Hopper"
    assert "HO-" not in installed.render("ja", "hopper-help")


def test_without_the_plugin_there_is_no_such_game() -> None:
    assert GAME not in games()


def run(args: list[str], env: dict[str, str], cwd: Path, text: str = "") -> str:
    done = subprocess.run([sys.executable, *args], input=text, capture_output=True, text=True,
                          env=env, cwd=cwd, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_a_game_at_the_console_table_undone_exported_and_replayed(
        tmp_path: Path, plugin_env: dict[str, str]) -> None:
    env = {**plugin_env, "SOLOIST_DB": str(tmp_path / "db.sqlite3"),
           "SOLOIST_LOG_FILE": str(tmp_path / "soloist.log"), "SOLOIST_LANGUAGE": "en"}
    out = run(["-m", "bot"], env, tmp_path, "\n".join(PLAY) + "\n")
    for said in ("[HO-1]", "[HO-2] You rolled 6.", "[HO-3] The automa scores 2 bonus points",
                 "[HO-4] You push the marker back 2 spaces", "space 9, with 2 bonus points"):
        assert said in out, said
    assert "[hopper-" not in out and "[bot-" not in out
    assert (tmp_path / "pictures").is_dir(), "the game's picture was drawn"

    [exported] = (tmp_path / "transcripts").glob("*.json")
    lines = [json.loads(line) for line in
             run(["-m", "engines.replay", str(exported)], plugin_env, ROOT).splitlines()]
    assert lines[-1]["type"] == "transcript" and lines[-1]["matches"] is True
    assert lines[-2] == {"type": "state", "marker": 9, "bonus": 2, "turn": 2, "phase": "play"}


def test_a_scenario_plays_to_the_end(tmp_path: Path, plugin_env: dict[str, str]) -> None:
    scenario = tmp_path / "hopper.json"
    scenario.write_text(json.dumps({"game": GAME, "dice": [6, 5, 4, 6, 2], "answers": ["n"]}))
    lines = [json.loads(line) for line in
             run(["-m", "engines.replay", str(scenario)], plugin_env, ROOT).splitlines()]
    # The last 6 lands on space 20: its bonus question takes the default answer (free).
    assert [(line["answer"], line["source"]) for line in lines if line["type"] == "prompt"] == [
        (6, "dice"), ("n", "answers"), (5, "dice"), (4, "dice"), (6, "dice"), (True, "default")]
    assert lines[-1] == {"type": "state", "marker": 20, "bonus": 2, "turn": 4, "phase": "over"}


# -- Telegram ------------------------------------------------------------------------------------


@pytest.fixture
async def telegram(installed: Catalog, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                   ) -> AsyncIterator[tuple[Harness, TelegramStandIn]]:
    monkeypatch.setattr(test_telegram, "CATALOG", installed)
    standin = TelegramStandIn()
    await standin.start()
    harness = await Harness(standin, tmp_path / "soloist.sqlite3").start()
    yield harness, standin
    await harness.stop()
    await standin.close()


async def tap(tg: Harness, standin: TelegramStandIn, ending: str) -> None:
    [asking] = standin.with_buttons(GROUP["id"])
    [data] = [d for d in button_data(asking) if d.rsplit(":", 1)[1] == ending]
    await tg.press(ALICE, asking, data)


async def test_a_game_in_a_telegram_group_by_buttons_and_undone(
        telegram: tuple[Harness, TelegramStandIn]) -> None:
    tg, standin = telegram
    menus = {c.params.get("language_code"): c.params["commands"]
             for c in standin.calls_of("setMyCommands")}
    assert all(GAME in [c["command"] for c in commands] for commands in menus.values())
    await tg.say(ALICE, "/hopper new dice=player seed=5")
    await tg.say(ALICE, "/hopper turn")
    await tap(tg, standin, "6")
    await tap(tg, standin, "y")
    await tg.say(ALICE, "/hopper push 2")
    record = await tg.store.live_game(CHANNEL)
    assert record is not None and state_of(record).marker == 4
    await tg.say(ALICE, "/hopper undo")
    record = await tg.store.live_game(CHANNEL)
    assert record is not None and (state_of(record).marker, state_of(record).bonus) == (6, 2)
    shown = "\n".join(m["text"] for m in standin.chat_messages(GROUP["id"]))
    for rule in ("[HO-1]", "[HO-2]", "[HO-3]", "[HO-4]"):
        assert rule in shown, rule
    assert "[hopper-" not in shown and "[bot-" not in shown


# -- Discord -------------------------------------------------------------------------------------

DiscordTable = tuple[SoloistClient, DiscordStandIn, Service]


@pytest.fixture
async def discord_table(installed: Catalog, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                        ) -> AsyncIterator[DiscordTable]:
    standin = DiscordStandIn()
    monkeypatch.setattr(discord.http.Route, "BASE", await standin.start())
    store = await Store.open(tmp_path / "soloist.sqlite3")
    service = Service(store, installed)
    client = await connect(service)
    yield client, standin, service
    await client.close()
    await store.close()
    await standin.close()


async def test_a_game_in_a_discord_channel_by_slash_commands_and_buttons(
        discord_table: DiscordTable) -> None:
    client, standin, service = discord_table
    synced = next(r for r in standin.requests if r.method == "PUT")
    hopper = next(c for c in synced.body if c["name"] == GAME)
    assert {s["name"] for s in hopper["options"]} >= {"new", "turn", "push", "undo", "answer"}

    async def slashed(verb: str, **options: Any) -> None:
        got = await deliver(client, standin, slash(standin, DISCORD_ALICE, TABLE, GAME, verb,
                                                   **options))
        assert callback(got)["type"] == 4

    async def pressed(ending: str) -> None:
        record = await service.store.live_game(DISCORD_CHANNEL)
        assert record is not None
        message = await live_message(service, standin)
        wanted = f"a:{record.id}:{record.version}:{ending}"
        assert wanted in message.custom_ids()
        await deliver(client, standin, press(standin, DISCORD_ALICE, message, wanted, TABLE))

    await slashed("new", dice="player", seed=5)
    await slashed("turn")
    await pressed("6")
    await pressed("y")
    await slashed("push", steps=2)
    await slashed("undo")
    record = await service.store.live_game(DISCORD_CHANNEL)
    assert record is not None and (state_of(record).marker, state_of(record).bonus) == (6, 2)
    shown = "\n".join(m.text for m in standin.messages.values())
    for rule in ("[HO-1]", "[HO-2]", "[HO-3]", "[HO-4]"):
        assert rule in shown, rule
    assert "[hopper-" not in shown and "[bot-" not in shown


async def test_a_plug_in_without_rules_answers_the_rule_command_clearly(
        installed: Catalog, tmp_path: Path) -> None:
    """A game that declares no rules still takes `/<game> rule`: it says there are none."""
    from bot.service.commands import parse
    from bot.service.service import User
    from bot.words.render import reply_text

    store = await Store.open(tmp_path / "soloist.sqlite3")
    try:
        service = Service(store, installed)
        for typed in ("/hopper rule", "/hopper rule HO-3"):
            reply = await service.handle("table", User(id="a", name="A"), parse(typed))
            assert reply.refused and [line.key for line in reply.lines] == ["bot-rule-none"]
            assert "Hopper has no rule tags" in reply_text(installed, reply)
    finally:
        await store.close()
