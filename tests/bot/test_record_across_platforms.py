"""One player's record across platforms: three games of Panticapaeum finished at the console,
two on the Telegram stand-in and one on the Discord stand-in, all on one database, the player's
accounts linked with `/record link`, the campaign on. Each game is started with a bare
`/panticapaeum new`: the campaign chooses its level (one up after a win, one down after two
losses in a row), and `/record` on every platform shows all six games with their winners,
levels, streak and chart."""

from __future__ import annotations

import io
import re
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.platforms.console.table import run_console
from bot.platforms.discord.adapter import SoloistClient
from bot.service.service import Service
from bot.store import Store
from bot.store.results import Result
from engines.core import default_answer
from engines.games import games
from engines.panticapaeum.botos import points
from tests.bot.conftest import shared_catalog
from tests.bot.discord_standin import StandIn as DiscordStandIn
from tests.bot.discord_standin import slash
from tests.bot.telegram_standin import StandIn as TelegramStandIn
from tests.bot.telegram_standin import person, private
from tests.bot.test_discord import ALICE as DISCORD_ALICE
from tests.bot.test_discord import TABLE, callback, connect, deliver
from tests.bot.test_telegram import Harness

pytestmark = pytest.mark.filterwarnings("ignore:.*retry_after:DeprecationWarning")

ALICE = person(111, "Alice")
CHAT = private(ALICE)
CODE = re.compile(r"\b([A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4})\b")
SPEC = games()["panticapaeum"]


@dataclass(frozen=True)
class Planned:
    platform: str
    level: str
    """The level the campaign must propose for this game."""
    harder: str
    won: bool


# The campaign's walk: up after each win; a first loss stays; the second in a row steps down.
GAMES = (
    Planned("console", "botos", "", won=True),
    Planned("console", "botos-a", "a", won=True),
    Planned("console", "botos-b", "b", won=False),
    Planned("telegram", "botos-b", "b", won=False),
    Planned("telegram", "botos-a", "a", won=True),
    Planned("discord", "botos-b", "b", won=True),
)
NEXT = "botos-c"
"""Where the campaign stands after them: one up from botos-b after the last win."""


def script(planned: Planned) -> list[str]:
    """A whole game as its player types it: a bare `new` (the campaign picks the level), the
    automa's turns and every answer as a command, the player's final score ahead of Botos's
    for a win, behind it for a loss. Played through the engine at the level the campaign
    must pick, so a game started at any other level would refuse or misread an answer."""
    step = SPEC.new({"harder": planned.harder} if planned.harder else {}, 0, None)
    said = ["/panticapaeum new"]
    for _ in range(2000):
        state = step.state
        if SPEC.is_over(state):
            return said
        prompt = step.prompt
        if prompt is None:
            said.append("/panticapaeum turn")
            step = SPEC.turn(state)
            continue
        if prompt.key == "panticapaeum-ask-your-score":
            botos = points(state.botos)
            answer = str(botos + 40 if planned.won else max(0, botos - 40))
        else:
            answer = str(default_answer(prompt))
        said.append(f"/panticapaeum answer {answer}")
        step = SPEC.answer(state, answer)
    raise AssertionError("the game did not end")


async def console(store: Store, db: Path, lines: list[str]) -> str:
    """A console session on the shared database: what it printed."""
    out = io.StringIO()
    service = Service(store, shared_catalog())
    await run_console(service, shared_catalog(), str(db), stdin=io.StringIO("\n".join(lines)),
                      stdout=out)
    return out.getvalue()


def link_code(text: str) -> str:
    found = CODE.findall(text)
    assert found, text
    return str(found[-1])


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    opened = await Store.open(tmp_path / "soloist.sqlite3")
    yield opened
    await opened.close()


async def play_on_telegram(store: Store, db: Path, lines: list[str]) -> TelegramStandIn:
    standin = TelegramStandIn()
    await standin.start()
    tg = await Harness(standin, db, store=store).start()
    try:
        for line in lines:
            await tg.say(ALICE, line, chat=CHAT)
    finally:
        await tg.stop()
        await standin.close()
    return standin


async def play_on_discord(store: Store, monkeypatch: pytest.MonkeyPatch,
                          lines: list[tuple[str, str | None, dict[str, Any]]]
                          ) -> list[dict[str, Any]]:
    """Slash commands (name, subcommand, options) by Alice: each one's answer."""
    standin = DiscordStandIn()
    monkeypatch.setattr(discord.http.Route, "BASE", await standin.start())
    service = Service(store, shared_catalog())
    client: SoloistClient = await connect(service)
    answers = []
    try:
        for name, sub, options in lines:
            got = await deliver(client, standin, slash(standin, DISCORD_ALICE, TABLE, name, sub,
                                                       **options))
            answers.append(callback(got))
    finally:
        await client.close()
        await standin.close()
    return answers


def discord_lines(planned: Planned) -> list[tuple[str, str | None, dict[str, Any]]]:
    lines: list[tuple[str, str | None, dict[str, Any]]] = []
    for text in script(planned):
        verb, _, rest = text.removeprefix("/panticapaeum ").partition(" ")
        lines.append(("panticapaeum", verb, {"text": rest} if rest else {}))
    return lines


def levels(results: list[Result]) -> list[tuple[str | None, bool | None]]:
    return [(r.level, r.won) for r in results]


async def test_one_players_six_games_on_three_platforms_make_one_record(
        store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    db = tmp_path / "soloist.sqlite3"
    first = await console(store, db, ["/record campaign on", "/record link",
                                      *(line for g in GAMES[:3] for line in script(g))])
    telegram_code = link_code(first)
    await play_on_telegram(store, db, [f"/record link {telegram_code}",
                                       *(line for g in GAMES[3:5] for line in script(g))])
    discord_code = link_code(await console(store, db, ["/record link"]))
    await play_on_discord(store, monkeypatch, [
        ("record", "link", {"code": discord_code}), *discord_lines(GAMES[5])])

    person, results = await store.person_results("console")
    assert set(person.members) == {"console", "telegram:111", f"discord:{DISCORD_ALICE.id}"}
    assert levels(results) == [(g.level, g.won) for g in GAMES]
    assert [r.player_id.partition(":")[0] for r in results] == [
        "console", "console", "console", "telegram", "telegram", "discord"]

    shown = await console(store, db, ["/record", "/record campaign"])
    assert "6 games" in shown
    assert shown.count("data/pictures/record") or "record-chart" in shown
    assert NEXT in shown or "harder=c" in shown
