"""Pax Pamir at the console table, as a new user would play it with the real `python -m bot`: a
four-check game for three players in Spanish, entered as it happens on the board (loyalties by
their option numbers, the ledger, two refusals, a discard, the check as a dialogue and as one
command, a tie broken by military stars), and a solo game against Wakhan in English. Every
score is explained with its rule, and the scenario runner says the very same lines for the same
commands and answers."""

from __future__ import annotations

import io
import json
import os
import random
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from bot.platforms.console.table import CHANNEL, run_console
from bot.service import fair_dice
from bot.service.service import Service
from bot.store import Store
from bot.words.i18n import Catalog
from bot.words.render import line_text
from bot.words.replies import Line
from bot.words.typed import vocabulary
from engines import paxpamir
from engines.core import Event
from engines.paxpamir.model import PaxState
from engines.replay import run
from tests.bot.console_input import TableInput
from tests.bot.test_bgstats import decoded
from tests.paxpamir.policy import Solo, check_game

ROOT = Path(__file__).resolve().parents[2]

SPANISH = [
    "/lang es",
    "/paxpamir new players=Ana,Ben,Carla",
    "3", "3", "2",  # loyalties: Russian, Russian, British
    "/paxpamir cost buy 2",
    "/paxpamir ana rupias -2",
    "/paxpamir ana militar +1",
    "/paxpamir turn",
    "/paxpamir ben patriots +1",
    "/paxpamir ben cylinders +2",
    "/paxpamir blocks russian 3",
    "/paxpamir turn",
    "/paxpamir cost gift carla",
    "/paxpamir carla gifts +1",
    "/paxpamir carla rupees -2",
    "/paxpamir carla military +2",
    "/paxpamir carla cylinders +1",
    "/paxpamir blocks russian +1",
    "/paxpamir dana rupias +3",
    "/paxpamir ana rupias +²",
    "/paxpamir turn",
    "/paxpamir check", "s", "s",
    "/paxpamir ben discard", "4", "0", "s", "n", "n",
    "/paxpamir ana cylinders +3",
    "/paxpamir carla cylinders +2",
    "/paxpamir status",
    "/paxpamir check 2 1 1",
    "/paxpamir turn",
    "/paxpamir cost tax 2",
    "/paxpamir check", "n", "1 6 1", "s",
    "/paxpamir ana cylinders +3",
    "/paxpamir status",
    "/paxpamir check final 2 3 2",
    "/paxpamir status",
]
SPANISH_REFUSED = frozenset({"/paxpamir dana rupias +3", "/paxpamir ana rupias +²"})

WAKHAN = [
    "/paxpamir new players=Ana,Wakhan",
    "2",  # Ana: British
    "/paxpamir wakhan rupees -1",
    "/paxpamir wakhan patriots british +1",
    "/paxpamir wakhan cylinders +2",
    "/paxpamir blocks british 2",
    "/paxpamir turn",
    "/paxpamir cost buy 1",
    "/paxpamir ana rupees -1",
    "/paxpamir ana patriots +1",
    "/paxpamir ana political +1",
    "/paxpamir blocks british +2",
    "/paxpamir turn",
    "/paxpamir wakhan prizes afghan +1",
    "/paxpamir wakhan rupees -2",
    "/paxpamir status",
    "/paxpamir check", "y", "y",
    "/paxpamir turn",
    "/paxpamir ana cylinders +4",
    "/paxpamir wakhan discard tribe", "n",
    "/paxpamir check 1 2 2",
    "/paxpamir blocks afghan 6",
    "/paxpamir check final", "y", "y",
    "/paxpamir status",
]


def run_bot(tmp_path: Path, script: list[str], language: str = "en") -> str:
    env = {**os.environ, "SOLOIST_DB": str(tmp_path / "db.sqlite3"),
           "SOLOIST_LOG_FILE": str(tmp_path / "soloist.log"), "SOLOIST_LANGUAGE": language}
    done = subprocess.run([sys.executable, "-m", "bot"], input="\n".join(script) + "\n",
                          capture_output=True, text=True, env=env, cwd=ROOT, timeout=300,
                          check=False)
    assert done.returncode == 0, done.stderr
    return done.stdout


def scenario(script: list[str], refused: frozenset[str] = frozenset(),
             queries: bool = True) -> dict[str, Any]:
    """The same game for the scenario runner: the commands after `/paxpamir` are its moves,
    the typed answers its answers (a refused command, `/lang` and `status` have no move).
    The runner reads the engine's English words: a script in a channel's own words (`rupias`)
    is read as the chat reads it first."""
    lang = next((s.split()[1] for s in script if s.startswith("/lang ")), "en")
    script = [vocabulary(Catalog.load(), lang, "paxpamir").read(s) if s not in refused else s
              for s in script]
    new = script[[s.startswith("/paxpamir new") for s in script].index(True)]
    options = dict(word.split("=", 1) for word in new.split()[2:])
    moves, answers = [], []
    for text in script:
        if text in refused or text.startswith(("/lang", "/paxpamir new", "/paxpamir status")):
            continue
        if not text.startswith("/"):
            answers.append(text)
        elif queries or text.split()[1] not in ("cost", "cleanup"):
            moves.append(text.split(maxsplit=1)[1])
    return {"game": "paxpamir", "options": options, "moves": moves, "answers": answers}


def replayed(script: list[str], refused: frozenset[str] = frozenset(),
             queries: bool = True) -> list[dict[str, Any]]:
    lines = list(run(scenario(script, refused, queries)))
    assert not [line for line in lines if line["type"] == "error"]
    return lines


def said_in_order(out: str, catalog: Catalog, language: str, lines: list[dict[str, Any]]) -> None:
    """Every decision the runner says (an event with its rule's tag) is said at the console
    too, in the same order."""
    console = [line for line in out.splitlines() if line.startswith("[PP-")]
    at = 0
    for line in lines:
        if line["type"] != "event" or not line["rule"]:
            continue
        text = line_text(catalog, language, Line(line["key"], line["params"], line["rule"]))
        while at < len(console) and console[at] != text:
            at += 1
        assert at < len(console), f"not said at the console: {text}"
        at += 1


def test_a_four_check_game_in_spanish_ends_in_a_tie_broken_by_military_stars(
        tmp_path: Path) -> None:
    out = run_bot(tmp_path, SPANISH)
    assert "Traceback" not in out and "[paxpamir-" not in out
    assert "Nueva partida de Pax Pamir" in out and "sin dados" in out
    for rule in ("[PP-1]", "[PP-2]", "[PP-3]", "[PP-6]", "[PP-8]", "[PP-9]", "[PP-10]",
                 "[PP-11]", "[PP-13]", "[PP-14]"):
        assert rule in out, rule
    # Four checks: a dialogue, one command, a corrected dialogue, the final one.
    for nth in ("n.º 1", "n.º 2", "n.º 3", "final (la 4.ª)"):
        assert nth in out, nth
    assert "[PP-10] La coalición rusa domina: 4 bloques" in out
    assert "[PP-10] Ben, influencia 2: 1.º puesto, 5 puntos." in out
    assert "ninguna coalición domina" in out and "se quedan en el tablero" in out
    assert "(el doble, por ser la comprobación final)" in out
    # The refusals say why, in Spanish, and change nothing.
    assert "«dana» no es ni un comando ni un jugador." in out
    assert "«+²» no es un número que pueda aceptar" in out
    # The tie at the top goes to the most military stars.
    assert "[PP-14] Ana y Carla empatan a 10 puntos; estrellas militares: Ana 1 y Carla 2." in out
    assert "[PP-14] ¡Carla tiene más estrellas militares (2) y gana el desempate!" in out
    assert "gana Carla el desempate por estrellas militares" in out.split("paso")[-1]
    # The status table: one row per player, within a chat message.
    status = out.split("Pax Pamir, paso")[1].split("\n\n")[0]
    rows = [line for line in status.splitlines() if " PV · " in line]
    assert len(rows) == 3 and all("★ 🟣" in row for row in rows)
    assert not [line for line in status.splitlines() if line.startswith("[PP-")]  # no decision
    assert len(status) < 1024
    said_in_order(out, Catalog.load(), "es", replayed(SPANISH, SPANISH_REFUSED))
    final = replayed(SPANISH, SPANISH_REFUSED)[-1]
    assert final["result"] == {"winner": "Carla", "winners": ["Carla"], "reason": "military"}
    assert final["checks"] == 4


def test_a_solo_game_against_wakhan_in_english(tmp_path: Path) -> None:
    out = run_bot(tmp_path, WAKHAN)
    assert "Traceback" not in out and "[paxpamir-" not in out
    assert "Wakhan's numbers included" in out
    assert "[PP-1] Wakhan is the automa: loyal to every coalition" in out
    assert "[PP-2] Wakhan's turn: draw her AI card" in out
    assert "influence Afg 2 / Bri 2 / Rus 1" in out
    assert ("[PP-10] Ana and Wakhan tie at influence 2 for places 1–2: 5 + 3 = 8, split 2 ways"
            " and rounded down: 4 points each.") in out
    assert "[PP-13] Wakhan loses a tribe: cylinders in play 2 → 1." in out
    assert "[PP-10] Wakhan, influence 2: 1st place, 10 points." in out
    assert "[PP-14] Wakhan is 8 points ahead of everyone (4 needed) and wins at once!" in out
    said_in_order(out, Catalog.load(), "en", replayed(WAKHAN))
    # The console has no buttons: the play for BG Stats is a line, its whole link.
    [logged] = [line for line in out.splitlines() if line.startswith("Log this play in BG")]
    label, _, link = logged.partition(": ")
    assert label == "Log this play in BG Stats"
    data = decoded(link)
    assert [(p["name"], p["winner"]) for p in data["players"]] == [("Ana", False),
                                                                 ("Wakhan", True)]
    assert data["game"]["name"] == "Pax Pamir: Second Edition"


# -- whole solo games against Wakhan, her turns played by the bot --------------------------------


class SoloPlayer(TableInput):
    """Standard input of the player at a solo table: reads the game from the database and types
    what the shared policy says (an answer to the open question, or the next command); once the
    game is over, `/paxpamir verify` with the seed it revealed, then the end of the input."""

    limit = 5_000

    def __init__(self, db: Path, new: str, solo: Solo) -> None:
        super().__init__(db, [new])
        self.solo = solo
        self.verified = False

    def next_line(self, data: Any | None) -> str:
        if data is not None:
            return self.solo.next_input(paxpamir.from_json(data))
        if self.solo.virtual and not self.verified:
            self.verified = True
            return f"/paxpamir verify {revealed_seed(self.db)}"
        return ""


def revealed_seed(db: Path) -> str:
    """The seed the last game revealed at its end."""
    with sqlite3.connect(db) as conn:
        rows = conn.execute("select events from steps order by id desc").fetchall()
    for (events,) in rows:
        for event in json.loads(events or "[]"):
            if event["key"] == "bot-dice-revealed":
                return str(event["params"]["seed"])
    raise AssertionError("no seed revealed")


async def stored_game(store: Store, channel: str = CHANNEL) -> tuple[list[Event], PaxState]:
    """The finished game as the store keeps it: every event of its steps (the bot's own lines
    too), and its last state."""
    record = await store.last_game(channel)
    assert record is not None and record.status == "finished"
    events = [Event(e["rule"], e["key"], e["params"])
              for _, said in await store.history(record.id) for e in json.loads(said)]
    return events, paxpamir.from_json(json.loads(record.state))


def seed_in(events: list[Event]) -> str:
    """The seed a finished game revealed."""
    return str(next(e.params["seed"] for e in events if e.key == "bot-dice-revealed"))


def sealed_seed(monkeypatch: pytest.MonkeyPatch, seed: int) -> None:
    """The bot's sealed seed made ``seed``, so that the game is the same at every run; it is
    still sealed at the start and revealed at the end, as any."""
    monkeypatch.setattr(fair_dice, "new_secret", lambda: (seed, "5eed" * 4))


@pytest.mark.parametrize(("mode", "seed"), [("virtual", 3), ("physical", 4)])
async def test_PW_9_a_whole_solo_game_against_wakhan_at_the_console(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, mode: str, seed: int) -> None:
    sealed_seed(monkeypatch, seed)
    db = tmp_path / "game.sqlite3"
    store = await Store.open(db)
    out = io.StringIO()
    solo = Solo(random.Random(seed), virtual=mode == "virtual")
    new = f"/paxpamir new players=Ana,Wakhan loyalty=british wakhan={mode}"
    try:
        catalog = Catalog.load()
        await run_console(Service(store, catalog), catalog, str(db),
                          stdin=SoloPlayer(db, new, solo), stdout=out)
        events, state = await stored_game(store)
    finally:
        await store.close()
    text = out.getvalue()
    assert "Traceback" not in text and "[paxpamir-" not in text
    turns = check_game(events, state, solo)
    assert text.count("[PW-9]") >= len(turns)
    if mode == "virtual":
        assert "✅ Seed" in text and "matches the fingerprint" in text
