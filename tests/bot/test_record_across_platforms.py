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
from bot.service.stored import profile_of
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


def script(planned: Planned, kept: str | None = None) -> tuple[list[str], str | None]:
    """A whole game as its player types it, and the board profile it leaves its channel: a
    bare `new` (the campaign picks the level), the automa's turns and every answer as a
    command, the player's final score ahead of Botos's for a win, behind it for a loss.
    Played through the engine at the level the campaign must pick, from the profile the
    channel kept (``kept``: the last game's costs, offered again), so a game started at any
    other level would refuse or misread an answer."""
    step = SPEC.new({"harder": planned.harder} if planned.harder else {}, 0,
                    profile_of(SPEC, kept))
    said = ["/panticapaeum new"]
    for _ in range(2000):
        state = step.state
        if SPEC.is_over(state):
            return said, SPEC.profile(state)
        prompt = step.prompt
        if prompt is None:
            said.append("/panticapaeum turn")
            step = SPEC.turn(state)
            continue
        if prompt.key == "panticapaeum-ask-your-score":
            botos = points(state.botos)
            answer = str(botos + 40 if planned.won else 0)
        else:
            answer = str(default_answer(prompt))
        said.append(f"/panticapaeum answer {answer}")
        step = SPEC.answer(state, answer)
    raise AssertionError("the game did not end")


def scripts(planned: tuple[Planned, ...]) -> list[str]:
    """Games one after the other in one channel, each offered the last one's profile."""
    said: list[str] = []
    kept: str | None = None
    for each in planned:
        lines, kept = script(each, kept)
        said += lines
    return said


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


def discord_lines(planned: tuple[Planned, ...]) -> list[tuple[str, str | None, dict[str, Any]]]:
    lines: list[tuple[str, str | None, dict[str, Any]]] = []
    for text in scripts(planned):
        verb, _, rest = text.removeprefix("/panticapaeum ").partition(" ")
        lines.append(("panticapaeum", verb, {"text": rest} if rest else {}))
    return lines


def levels(results: list[Result]) -> list[tuple[str | None, bool | None]]:
    return [(r.level, r.won) for r in results]


async def test_one_players_six_games_on_three_platforms_make_one_record(
        store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    db = tmp_path / "soloist.sqlite3"
    first = await console(store, db, ["/record campaign on", "/record link",
                                      *scripts(GAMES[:3])])
    telegram_code = link_code(first)
    telegram = await play_on_telegram(store, db, [f"/record link {telegram_code}",
                                                  *scripts(GAMES[3:5]), "/record"])
    discord_code = link_code(await console(store, db, ["/record link"]))
    *_, on_discord = await play_on_discord(store, monkeypatch, [
        ("record", "link", {"code": discord_code}), *discord_lines(GAMES[5:]),
        ("record", "show", {})])

    person, results = await store.person_results("console")
    assert set(person.members) == {"console", "telegram:111", f"discord:{DISCORD_ALICE.id}"}
    assert levels(results) == [(g.level, g.won) for g in GAMES]
    assert [r.player_id.partition(":")[0] for r in results] == [
        "console", "console", "console", "telegram", "telegram", "discord"]

    # Every platform's /record: the six games, four won, two lost, a streak of two wins,
    # each level's games, where the campaign stands, and the chart.
    shown = await console(store, db, ["/record", "/record campaign"])
    record, asked = shown.split("> /record\n", 1)[1].split("> /record campaign\n")
    assert record.startswith("Your record — 6 games:\n"), record
    assert ("Botos, the solo bot: 6 games, 4 wins, 2 losses, win rate 67%" in record
            and "2 wins in a row" in record.splitlines()[1])
    for level in ("• Standard — 1 game, 1 win, 0 losses", "• Harder a — 2 games, 2 wins, 0 losses",
                  "• Harder b — 3 games, 1 win, 2 losses"):
        assert level in record, level
    assert record.count("Next game: Harder c (one level up after a win).") == 1
    assert "Chart of the record: " in record
    assert asked.startswith("You follow the campaign") and "Next game: Harder c" in asked
    chart = tmp_path / "pictures" / "record-chart.png"
    assert chart.read_bytes().startswith(b"\x89PNG")

    # On Telegram, asked before the sixth game: the five so far, with their chart.
    last = telegram.chat_messages(CHAT["id"])[-1]
    assert last["caption"].startswith("Your record — 5 games:") and last["photo"]
    assert "5 games, 3 wins, 2 losses" in last["caption"]
    assert "Next game: Harder b (one level up after a win)." in last["caption"]

    body = on_discord["data"]
    assert body["attachments"][0]["filename"] == "record-chart.png"
    assert "6 games, 4 wins, 2 losses" in str(body)
