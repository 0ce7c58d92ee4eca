"""What a start-up leaves to first use: a fresh interpreter that makes the service as
``python -m bot`` does has read each game's spec but imported no game engine and nothing of the
pictures' (Pillow, NumPy); the first command of a game imports its engine (and only its) and is
answered."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

CHILD = """
import asyncio, json, sys
import bot.__main__
from bot.platforms.telegram.adapter import run_telegram
from bot.service.commands import parse
from bot.words.i18n import Catalog
from bot.words.render import reply_text
from bot.service.service import Service, User
from bot.store import Store

GAMES = {"engines.rajas", "engines.splendor", "engines.panticapaeum", "engines.paxpamir"}

def engines():
    # A game's package (its engine's names, imported lazily), its spec, its rules and its
    # ladder (the ids and seed sections, the difficulty levels the spec declares, plain
    # data) are read at start.
    return sorted(name for name in sys.modules
                  if name.split(".")[:2][-1] in ("rajas", "splendor", "panticapaeum",
                                                 "paxpamir", "simulate")
                  and name.startswith("engines.")
                  and not (name in GAMES or name.endswith((".spec", ".rules", ".ladder")))
                  or name.split(".")[0] in ("PIL", "numpy"))

async def main():
    store = await Store.open(sys.argv[1])
    service = Service(store, Catalog.load())
    at_ready = engines()
    reply = await service.handle("c1", User(id="u1", name="Ana"), parse("/splendor new seed=3"))
    text = reply_text(service.catalog, reply)
    after = engines()
    await store.close()
    print(json.dumps({"ready": at_ready, "after": after, "text": text,
                      "refused": reply.refused}))

asyncio.run(main())
"""


def test_start_imports_no_engine_and_the_first_command_imports_its_own(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-c", CHILD, str(tmp_path / "soloist.sqlite3")],
                          cwd=REPO, capture_output=True, text=True, check=True, timeout=120)
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["ready"] == []
    assert not seen["refused"]
    assert "Splendor" in seen["text"]
    assert "engines.splendor.game" in seen["after"]
    assert not [name for name in seen["after"]
                if name.startswith(("engines.rajas", "engines.panticapaeum",
                                    "engines.paxpamir"))]
