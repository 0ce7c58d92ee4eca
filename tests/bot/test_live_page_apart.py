"""The live pages in a process of their own (`python -m bot.web`, SOLOIST_WEB_APART=on): the
bot's process gives the links and serves none; the pages' process, on the same database, shows
the game and streams each step the bot's process makes."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import socket
import subprocess
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import aiohttp
import pytest

from bot.__main__ import _serve_platforms
from bot.service.service import Service
from bot.settings import Settings, SettingsError
from bot.store import Store
from tests.bot.conftest import shared_catalog
from tests.bot.test_live_page import next_event, play

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@pytest.fixture
async def pages(tmp_path: Path) -> AsyncIterator[tuple[str, Path]]:
    """`python -m bot.web` on a fresh database, once it answers: its base URL and database."""
    db = tmp_path / "soloist.sqlite3"
    made = await Store.open(db)  # the tables, before either process opens the file
    await made.close()
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    env = {**{k: v for k, v in os.environ.items() if not k.startswith("SOLOIST_")},
           "SOLOIST_DB": str(db), "SOLOIST_WEB_URL": base, "SOLOIST_WEB_PORT": str(port),
           "SOLOIST_LOG_FILE": str(tmp_path / "pages.log")}
    process = subprocess.Popen([sys.executable, "-m", "bot.web"], env=env, cwd=ROOT)
    try:
        async with aiohttp.ClientSession() as session:
            for _ in range(400):  # the interpreter's start: polled, not slept through
                if process.poll() is not None:
                    raise AssertionError(f"bot.web ended: {process.returncode}")
                with contextlib.suppress(aiohttp.ClientError):
                    async with session.get(f"{base}/watch/static/live.js") as answer:
                        if answer.status == 200:
                            break
                await asyncio.sleep(0.05)
        yield base, db
    finally:
        process.terminate()
        process.wait(timeout=30)


async def test_a_step_made_by_the_bots_process_reaches_the_pages_process(
        pages: tuple[str, Path]) -> None:
    base, db = pages
    store = await Store.open(db)
    service = Service(store, shared_catalog())
    service.watching.base_url = base  # as the bot's process has it with SOLOIST_WEB_APART=on
    try:
        await play(service, "/rajas new variant=cherey seed=5")
        await play(service, "/rajas answer 3")
        await play(service, "/rajas turn")
        url = (await play(service, "/rajas watch")).strip()
        assert url.startswith(f"{base}/watch/")
        async with aiohttp.ClientSession() as session:
            async with session.get(url + "?lang=en") as page:
                assert page.status == 200 and "Rajas of the Ganges" in await page.text()
            stream = await session.get(f"{url}/events?lang=en")
            before = json.loads((await next_event(stream))[1])
            await play(service, "/rajas answer 58")
            name, data = await next_event(stream)
            assert name == "state" and json.loads(data)["version"] != before["version"]
            stream.close()
    finally:
        await store.close()


async def test_apart_the_bots_process_gives_links_and_serves_none(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """With SOLOIST_WEB_APART=on and no platform to serve, the bot's process sets the links'
    base and starts no server of its own (its port stays free)."""
    port = free_port()
    settings = Settings.from_env({"SOLOIST_WEB_URL": "https://soloist.example.org",
                                  "SOLOIST_WEB_APART": "on", "SOLOIST_WEB_PORT": str(port),
                                  "SOLOIST_DB": str(tmp_path / "db.sqlite3")}, dotenv=False)
    assert settings.web_apart
    store = await Store.open(tmp_path / "db.sqlite3")
    service = Service(store, shared_catalog())
    try:
        await _serve_platforms(service, shared_catalog(), settings)
        assert service.watching.base_url == "https://soloist.example.org"
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", port))  # nothing listens there
    finally:
        await store.close()


def test_apart_takes_on_or_off() -> None:
    with pytest.raises(SettingsError, match="SOLOIST_WEB_APART"):
        Settings.from_env({"SOLOIST_WEB_APART": "yes"}, dotenv=False)


def test_the_pages_process_needs_the_pages_address(tmp_path: Path) -> None:
    env = {**{k: v for k, v in os.environ.items() if not k.startswith("SOLOIST_")},
           "SOLOIST_DB": str(tmp_path / "db.sqlite3")}
    done = subprocess.run([sys.executable, "-m", "bot.web"], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 2 and "SOLOIST_WEB_URL" in done.stderr
