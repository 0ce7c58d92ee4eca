"""The console table end to end: the real `python -m bot` with commands piped in, and whole
games played through the console adapter with a player who reads the open question."""

from __future__ import annotations

import io
import os
import random
import re
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from bot.platforms.console.table import run_console
from bot.service.service import Service
from bot.store import Store
from bot.words.i18n import Catalog
from engines import rajas
from tests.bot.console_input import TableInput
from tests.bot.test_state_cache import PLAY_DATE
from tests.rajas.random_player import answer

ROOT = Path(__file__).resolve().parents[2]


def run_bot(tmp_path: Path, script: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "SOLOIST_DB": str(tmp_path / "db.sqlite3"),
           "SOLOIST_LOG_FILE": str(tmp_path / "soloist.log"), "SOLOIST_LANGUAGE": "en"}
    return subprocess.run([sys.executable, "-m", "bot"], input=script, capture_output=True,
                          text=True, env=env, cwd=tmp_path, timeout=120, check=False)


def test_piped_commands_play_and_explain(tmp_path: Path) -> None:
    done = run_bot(tmp_path, "\n".join([
        "/rajas new variant=cherey dice=player seed=7",
        "2",             # RC-S: even, the human starts
        "/rajas turn",
        "6",             # RC-T: the terrace
        "none",          # none of the terrace spaces holds the player's worker
        "60",            # where the markers meet
        "/rajas status",
    ]) + "\n")
    assert done.returncode == 0, done.stderr
    out = done.stdout
    for rule in ("[RC-S]", "[RC-T]", "[RC-X]", "[R-8]"):
        assert rule in out
    assert "[rajas-" not in out and "[bot-" not in out
    log = (tmp_path / "soloist.log").read_text()
    assert '"channel": "console"' in log or "channel=console" in log or "console" in log


def test_bad_input_changes_nothing(tmp_path: Path) -> None:
    done = run_bot(tmp_path, "/rajas turn\n/rajas new variant=cherey dice=player seed=1\n7\n"
                             "/rajas frobnicate\n")
    assert done.returncode == 0, done.stderr
    db = sqlite3.connect(tmp_path / "db.sqlite3")
    versions = db.execute("select max(version) from steps").fetchone()
    assert versions == (1,)


def test_the_game_survives_a_restart(tmp_path: Path) -> None:
    run_bot(tmp_path, "/rajas new variant=beck dummies=2 seed=4\n/rajas turn\n")
    done = run_bot(tmp_path, "/rajas log\n")
    assert "[RB-S]" in done.stdout and "[RB-T]" in done.stdout


class Player(TableInput):
    """Standard input of a player at the table: reads the open question from the database and
    types a legal answer, or asks for the automa's turn; ends when the game is over."""

    def __init__(self, db: Path, script: list[str], seed: int) -> None:
        super().__init__(db, script)
        self.rng = random.Random(seed)

    def next_line(self, data: Any | None) -> str:
        if data is None:
            return ""
        state = rajas.from_json(data)
        prompt = state.conversation.prompt if state.conversation else None
        if prompt is None:
            return "/rajas turn"
        value = answer(prompt, self.rng, state.table.round)
        if prompt.kind == "confirm":
            value = "y" if value else "n"
        return f"{value}"


async def play_whole_game(tmp_path: Path, script: list[str], seed: int) -> str:
    tmp_path.mkdir(parents=True, exist_ok=True)
    db = tmp_path / "game.sqlite3"
    store = await Store.open(db)
    out = io.StringIO()
    try:
        catalog = Catalog.load()
        await run_console(Service(store, catalog), catalog, str(db),
                          stdin=Player(db, script, seed), stdout=out)
    finally:
        await store.close()
    return out.getvalue()


@pytest.mark.parametrize("seed", [1, 2])
async def test_whole_cherey_game_in_spanish(tmp_path: Path, seed: int) -> None:
    out = await play_whole_game(tmp_path, ["/lang es", f"/rajas new variant=cherey seed={seed}"],
                                seed)
    assert "[RC-E]" in out and "[RC-T]" in out
    assert "[rajas-" not in out and "[bot-" not in out
    assert "Traceback" not in out


@pytest.mark.parametrize("seed", [1, 2])
async def test_whole_beck_game_with_two_dummies_in_japanese(tmp_path: Path, seed: int) -> None:
    out = await play_whole_game(
        tmp_path, ["/lang ja", f"/rajas new variant=beck dummies=2 dice=player seed={seed}"], seed)
    assert "[RB-E]" in out and "[RB-T]" in out
    assert "[rajas-" not in out and "[bot-" not in out


async def test_a_game_replays_identically_from_its_seed(tmp_path: Path) -> None:
    script = ["/lang es", "/rajas new variant=cherey seed=21"]
    first = await play_whole_game(tmp_path / "a", script, seed=21)
    second = await play_whole_game(tmp_path / "b", script, seed=21)

    def trail(out: str) -> list[str]:
        # The welcome line names the database file; the BG Stats link says when the game
        # ended, to the second.
        return [PLAY_DATE.sub("", line) for line in out.splitlines()[1:]]

    assert trail(first) == trail(second)
    assert "[RC-E]" in first


def test_console_logs_go_beside_the_database_not_to_the_terminal(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("SOLOIST_")}
    env["SOLOIST_DB"] = str(tmp_path / "data" / "db.sqlite3")
    done = subprocess.run([sys.executable, "-m", "bot"], input="/help\n", capture_output=True,
                          text=True, env=env, cwd=tmp_path, timeout=60, check=False)
    assert done.returncode == 0
    assert '"event"' not in done.stdout + done.stderr
    assert "handled" in (tmp_path / "data" / "soloist.log").read_text()


async def test_a_rule_tag_leads_to_its_rule_by_saying_how_to_ask(tmp_path: Path) -> None:
    """The first reply with a tag says how to ask for its rule, once; asked, the rule comes in
    the table's language with the seed's section."""
    db = tmp_path / "game.sqlite3"
    store = await Store.open(db)
    out = io.StringIO()
    script = io.StringIO("\n".join(["/lang es", "/rajas new variant=cherey dice=player seed=5",
                                    "2", "/rajas turn", "/rajas rule rc-s"]) + "\n")
    try:
        catalog = Catalog.load()
        await run_console(Service(store, catalog), catalog, str(db), stdin=script, stdout=out)
    finally:
        await store.close()
    said = out.getvalue()
    hint = re.search(r"📖 Una etiqueta como \[(.+)\] remite a una regla: /rajas rule (.+) la "
                     r"explica\.", said)
    assert hint is not None and hint[1] == hint[2] and said.count("📖 ") == 1
    assert said.index(f"[{hint[1]}]") < hint.start()
    explained = said.split("> /rajas rule rc-s\n")[1]
    assert explained.startswith("[RC-S] Preparación\n") and "«Preparación»" in explained
