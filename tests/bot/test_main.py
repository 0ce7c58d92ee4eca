"""`python -m bot` as a user runs it: with TELEGRAM_TOKEN set it serves Telegram (here the
Bot API stand-in), plays a command, and stops cleanly on SIGTERM; a refused token ends it with
a message and no traceback, and never the token."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from structlog.testing import capture_logs

from bot import __main__ as entry
from bot.platforms.chat.startup import keep_connecting
from bot.service.service import Service
from bot.settings import Settings, SettingsError
from bot.words.i18n import Catalog
from tests.bot.telegram_standin import (
    TOKEN,
    Failure,
    StandIn,
    WallClock,
    group,
    message_update,
    person,
)

REPO = Path(__file__).resolve().parents[2]
WRONG_TOKEN = "654321:" + "B" * 35
ALICE = person(1, "Alice")


def environment(tmp_path: Path, standin: StandIn, token: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith((
        "SOLOIST_", "TELEGRAM_", "DISCORD_", "NOTIFY_SOCKET", "WATCHDOG_"))}
    env.update(SOLOIST_DB=str(tmp_path / "soloist.sqlite3"), SOLOIST_LOG_FORMAT="json",
               TELEGRAM_TOKEN=token, TELEGRAM_API_URL=standin.base_url)
    return env


async def start(tmp_path: Path, standin: StandIn, token: str = TOKEN,
                systemd: dict[str, str] | None = None) -> asyncio.subprocess.Process:
    # From an empty directory: no .env of the developer's is read.
    return await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", cwd=tmp_path, env=environment(tmp_path, standin, token) | {
            "PYTHONPATH": str(REPO)} | (systemd or {}),
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)


async def test_the_bot_serves_telegram_and_stops_on_sigterm(tmp_path: Path) -> None:
    """Under systemd (a notify socket and a watchdog): ready, alive, stopping; and the day's
    backup beside the database."""
    standin = StandIn(clock=WallClock())
    await standin.start()
    with tempfile.TemporaryDirectory(prefix="sd") as folder, socket.socket(
            socket.AF_UNIX, socket.SOCK_DGRAM) as systemd:
        systemd.bind(str(Path(folder) / "notify"))
        process = await start(tmp_path, standin, systemd={
            "NOTIFY_SOCKET": str(Path(folder) / "notify"), "WATCHDOG_USEC": "60000000"})
        try:
            heard = [await asyncio.to_thread(systemd.recv, 100) for _ in range(2)]
            assert sorted(heard) == [b"READY=1", b"WATCHDOG=1"]
            await standin.wait_for("setMyCommands", timeout=60)
            update = message_update(standin, ALICE, group(), "/rajas new variant=cherey seed=3")
            await standin.feed(update)
            await standin.wait_for("sendMessage", timeout=30)
            text = standin.calls_of("sendMessage")[0].params["text"]
            assert "Rajas of the Ganges" in text and "[RC-S]" in text
            process.send_signal(signal.SIGTERM)
            out, err = await asyncio.wait_for(process.communicate(), 30)
            assert await asyncio.to_thread(systemd.recv, 100) == b"STOPPING=1"
        finally:
            if process.returncode is None:
                process.kill()
            await standin.close()
    assert process.returncode == 0, err.decode()
    assert TOKEN not in (out + err).decode()
    assert (tmp_path / "soloist.sqlite3").is_file()
    assert [p.suffix for p in (tmp_path / "backups").iterdir()] == [".sqlite3"]


async def test_a_refused_token_ends_with_a_message_not_a_traceback(tmp_path: Path) -> None:
    standin = StandIn(clock=WallClock())
    await standin.start()

    # The stand-in knows one token; Telegram answers any other with 404 Not Found.
    process = await start(tmp_path, standin, WRONG_TOKEN)
    try:
        out, err = await asyncio.wait_for(process.communicate(), 60)
    finally:
        if process.returncode is None:
            process.kill()
        await standin.close()
    assert process.returncode == 2, err.decode()
    assert "soloist: " in err.decode() and "Traceback" not in err.decode()
    assert WRONG_TOKEN not in (out + err).decode()


async def test_a_bot_started_before_the_network_waits_for_it(tmp_path: Path) -> None:
    # Telegram is unreachable when the bot starts: the stand-in's port is taken (bound, so no
    # one else gets it) but not listening, so every connection is refused.
    port_holder = socket.socket()
    port_holder.bind(("127.0.0.1", 0))
    standin = StandIn(clock=WallClock())
    standin.port = port_holder.getsockname()[1]
    process = await start(tmp_path, standin)
    seen = b""
    try:
        # The bot says it is waiting (however long its start takes), and has not crashed.
        assert process.stderr is not None
        async with asyncio.timeout(60):
            while b"cannot reach the platform; retrying" not in seen:
                line = await process.stderr.readline()
                assert line, f"the bot ended before retrying: {seen.decode()}"
                seen += line
        assert process.returncode is None
        # Then the network comes up on that port, and the bot connects on a later attempt.
        standin._server = await asyncio.start_server(standin._serve, sock=port_holder)
        await standin.wait_for("setMyCommands", timeout=60)
        process.send_signal(signal.SIGTERM)
        out, err = await asyncio.wait_for(process.communicate(), 30)
    finally:
        if process.returncode is None:
            process.kill()
        await standin.close()
        port_holder.close()
    assert process.returncode == 0, (seen + out + err).decode()
    assert b"cannot reach the platform; retrying" in seen


async def test_a_refusal_at_start_is_waited_out_never_fatal(tmp_path: Path) -> None:
    # Flood control (429 with retry_after) and then a server error on getMe: the real bot waits
    # each out, at least as long as Telegram asks, and then serves.
    standin = StandIn(clock=WallClock())
    await standin.start()
    standin.fail("getMe", Failure(429, retry_after=1), Failure(500))
    process = await start(tmp_path, standin)
    try:
        await standin.wait_for("setMyCommands", timeout=60)
        process.send_signal(signal.SIGTERM)
        out, err = await asyncio.wait_for(process.communicate(), 30)
    finally:
        if process.returncode is None:
            process.kill()
        await standin.close()
    assert process.returncode == 0, (out + err).decode()
    assert [c.status for c in standin.calls_of("getMe", ok=False)][:3] == [429, 500, 200]
    waits = [json.loads(line)["retry_in"] for line in err.decode().splitlines()
             if "cannot reach the platform; retrying" in line]
    assert len(waits) == 2 and waits[0] >= 1  # the 429's retry_after, not a shorter pause


async def test_keep_connecting_retries_only_what_passes() -> None:
    attempts: list[int] = []

    async def flaky() -> None:
        attempts.append(1)
        if len(attempts) < 3:
            raise ConnectionError("down")

    await keep_connecting(flaky, (ConnectionError,), "test", first_pause=0.01)
    assert len(attempts) == 3

    async def broken() -> None:
        raise ValueError("a bug, not the network")

    with pytest.raises(ValueError):
        await keep_connecting(broken, (ConnectionError,), "test", first_pause=0.01)


def test_a_webhook_without_its_secret_does_not_start(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    from bot.__main__ import main

    for name in list(os.environ):
        if name.startswith(("SOLOIST_", "TELEGRAM_", "DISCORD_")):
            monkeypatch.delenv(name)
    monkeypatch.chdir(tmp_path)  # no developer's .env
    monkeypatch.setenv("SOLOIST_DB", str(tmp_path / "soloist.sqlite3"))
    monkeypatch.setenv("TELEGRAM_TOKEN", TOKEN)
    monkeypatch.setenv("TELEGRAM_WEBHOOK_URL", "https://soloist.example.org/telegram")
    assert main() == 2
    err = capsys.readouterr().err
    assert err.startswith("soloist: TELEGRAM_WEBHOOK_SECRET is required") and TOKEN not in err
    assert not (tmp_path / "soloist.sqlite3").exists()


async def test_a_platform_that_fails_leaves_the_other_serving(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    serving = asyncio.Event()
    stopped: list[str] = []

    async def refused(service: Service, catalog: Catalog, settings: Settings) -> None:
        raise SettingsError("TELEGRAM_TOKEN was rejected by Telegram")

    async def serves(service: Service, catalog: Catalog, settings: Settings) -> None:
        serving.set()
        try:
            await asyncio.Event().wait()
        finally:
            stopped.append("discord")

    monkeypatch.setattr(entry, "_runner", lambda name: refused if name == "telegram" else serves)
    settings = Settings(db_path=tmp_path / "soloist.sqlite3", telegram_token="1:x",
                        discord_token="d", backup_days=0)
    with capture_logs() as logs:
        task = asyncio.create_task(entry._serve_alone(settings))
        await serving.wait()
        while not task.done() and not any(e["event"].startswith("platform failed")
                                          for e in logs):
            await asyncio.sleep(0)
        assert not task.done() and stopped == []
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
    assert stopped == ["discord"]
    failed = next(e for e in logs if e["event"].startswith("platform failed"))
    assert failed["event"] == "platform failed; the others go on serving"
    assert failed["platform"] == "telegram" and "exc_info" not in failed


async def test_when_every_platform_failed_the_bot_ends_with_the_restartable_failure(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    async def refused(service: Service, catalog: Catalog, settings: Settings) -> None:
        raise SettingsError("TELEGRAM_TOKEN was rejected by Telegram")

    async def crashes(service: Service, catalog: Catalog, settings: Settings) -> None:
        await asyncio.sleep(0)
        raise RuntimeError("a bug")

    monkeypatch.setattr(entry, "_runner",
                        lambda name: refused if name == "telegram" else crashes)
    settings = Settings(db_path=tmp_path / "soloist.sqlite3", telegram_token="1:x",
                        discord_token="d", backup_days=0)
    with pytest.raises(RuntimeError, match="a bug"):
        await entry._serve_alone(settings)
    only = dataclasses.replace(settings, discord_token=None)
    with pytest.raises(SettingsError):
        await entry._serve_alone(only)


SERVING = """
import gc, runpy, sys
import bot.platforms.console.table as console, bot.platforms.telegram.adapter as telegram
from bot.ops import collector

async def serving(*args, **kwargs):
    print("collector", gc.isenabled(), "frozen", gc.get_freeze_count() > 0,
          "young", gc.get_threshold()[0] == collector.YOUNG_THRESHOLD, flush=True)

console.run_console = telegram.run_telegram = serving
sys.argv = ["bot"]
runpy.run_module("bot", run_name="__main__", alter_sys=True)
"""


@pytest.mark.parametrize("token", [None, TOKEN])
def test_the_collector_paused_for_start_up_runs_again_when_serving(
        tmp_path: Path, token: str | None) -> None:
    """`python -m bot` pauses the garbage collector while it starts (bot/__main__.py); by the
    time the console or a platform serves, it runs again, start-up's objects frozen."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("SOLOIST_", "TELEGRAM_", "DISCORD_"))}
    env |= {"SOLOIST_DB": str(tmp_path / "soloist.sqlite3"), "PYTHONPATH": str(REPO)}
    if token is not None:
        env["TELEGRAM_TOKEN"] = token
    done = subprocess.run([sys.executable, "-c", SERVING], cwd=tmp_path, env=env,
                          stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "collector True frozen True young True" in done.stdout


async def test_a_serving_bot_fills_in_missing_results_and_a_failure_stops_nothing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    serving = asyncio.Event()

    async def serves(service: Service, catalog: Catalog, settings: Settings) -> None:
        serving.set()
        await asyncio.Event().wait()

    async def fails(store: object, games: object) -> int:
        raise RuntimeError("the database went away (injected)")

    monkeypatch.setattr(entry, "_runner", lambda name: serves)
    monkeypatch.setattr(entry, "fill_missing_results", fails)
    settings = Settings(db_path=tmp_path / "soloist.sqlite3", discord_token="d", backup_days=0)
    with capture_logs() as logs:
        task = asyncio.create_task(entry._serve_alone(settings))
        await serving.wait()
        for _ in range(100):  # the fill runs beside the platforms: a few turns of the loop
            if any(e["event"] == "results not filled in" for e in logs):
                break
            await asyncio.sleep(0)
        assert any(e["event"] == "results not filled in" for e in logs)
        assert not task.done()
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
