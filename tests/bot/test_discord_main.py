"""The bot's entry point serving Discord (here the stand-in, over its gateway) in a process of
its own, killed with SIGKILL in the middle of a command and started again on the same database:
the interaction Discord had taken the answer of is neither lost nor applied twice, and its turn
is shown again.

discord.py has no setting for Discord's address, so the process is started as ``python -c``
with a two-line launcher that points ``discord.http.Route.BASE`` at the stand-in and then runs
``bot.__main__.main`` as ``python -m bot`` does."""

from __future__ import annotations

import asyncio
import signal
import sys
import time
from pathlib import Path

from bot.store import Store
from tests.bot.discord_standin import (
    APP_ID,
    GUILD_ID,
    Person,
    Request,
    StandIn,
    slash,
    text_channel,
)
from tests.reliability.bot_process import without_settings

REPO = Path(__file__).resolve().parents[2]
LAUNCHER = ("import sys, discord.http; discord.http.Route.BASE = sys.argv[1]; "
            "from bot.__main__ import main; sys.exit(main([]))")
TOKEN = "standin-bot-token"
PATIENCE = 120.0
"""A safety limit only, for a start on a loaded machine; every wait is for an event."""
ALICE = Person(101, "Alice")
TABLE = text_channel(700)
CHANNEL = "discord:700"


async def start(workdir: Path, standin: StandIn, db: Path) -> asyncio.subprocess.Process:
    env = without_settings()
    env.update(SOLOIST_DB=str(db), SOLOIST_LOG_FORMAT="json",
               SOLOIST_LOG_FILE=str(workdir / "soloist.log"), DISCORD_TOKEN=TOKEN,
               DISCORD_GUILD=str(GUILD_ID), PYTHONPATH=str(REPO))
    # From an empty directory: no developer's .env is read. Output to a file, never a pipe
    # nobody reads while the bot runs.
    with (workdir / "stderr.log").open("ab") as stderr:
        return await asyncio.create_subprocess_exec(
            sys.executable, "-c", LAUNCHER, standin.url, cwd=workdir, env=env,
            stdout=asyncio.subprocess.DEVNULL, stderr=stderr)


async def test_an_acknowledged_command_survives_kill_9(tmp_path: Path) -> None:
    standin = StandIn()
    await standin.start()
    db = tmp_path / "soloist.sqlite3"
    process = await start(tmp_path, standin, db)
    again: asyncio.subprocess.Process | None = None
    try:
        await standin.wait_identified(1, PATIENCE)
        # Made now: the bot times it from its creation (the stand-in's clock stood still
        # while the bot started).
        standin.advance(time.time() - standin.now)
        new = slash(standin, ALICE, TABLE, "rajas", "new", variant="cherey", dice="player",
                    seed=5)
        iid = int(new["id"])

        def kill_on_answer(request: Request) -> None:
            # Discord has the answer (the interaction is acknowledged, the game shown: as its
            # response, or into its "thinking…" if a loaded machine made it late); the bot
            # dies before it learns so, before it records the turn's message or clears its
            # inbox.
            answering = request.path.startswith((f"/interactions/{iid}/",
                                                 f"/webhooks/{APP_ID}/{new['token']}/"))
            if answering and "embeds" in str(request.body):
                process.kill()

        standin.taken = kill_on_answer
        await standin.dispatch(new)
        assert await asyncio.wait_for(process.wait(), PATIENCE) == -signal.SIGKILL
        standin.taken = None
        answered = standin.messages[standin.originals[iid]]
        assert "New game of Rajas of the Ganges for Alice" in answered.text

        store = await Store.open(db)
        try:
            record = await store.live_game(CHANNEL)
            assert record is not None and record.version == 1
            assert await store.in_inbox(f"discord:{iid}")
            assert await store.live_message(CHANNEL, "discord") is None
        finally:
            await store.close()

        standin.advance(20)  # the restart takes a while
        start_at = len(standin.requests)
        again = await start(tmp_path, standin, db)
        await standin.wait_identified(2, PATIENCE)  # connects once its setup (recovery) is done
        got = standin.since(start_at)
        assert not [r for r in got if r.path.startswith("/interactions/")]
        followups = [r for r in got if r.method == "POST" and r.path.startswith("/webhooks/")]
        assert len(followups) == 1 and followups[0].status == 200

        store = await Store.open(db)
        try:
            record = await store.live_game(CHANNEL)
            assert record is not None and record.version == 1, "applied once"
            assert await store.inbox("discord") == []
            live = await store.live_message(CHANNEL, "discord")
            assert live is not None
        finally:
            await store.close()
        shown = standin.messages[int(live.ref)]
        assert shown.interaction_id == iid and shown.id != answered.id
        assert "New game of Rajas of the Ganges for Alice" in shown.text
        assert shown.custom_ids() == answered.custom_ids()

        again.send_signal(signal.SIGTERM)
        assert await asyncio.wait_for(again.wait(), PATIENCE) == 0
    finally:
        for running in (process, again):
            if running is not None and running.returncode is None:
                running.kill()
                await running.wait()
        await standin.close()
    output = (tmp_path / "stderr.log").read_text() + (tmp_path / "soloist.log").read_text()
    assert TOKEN not in output and new["token"] not in output


async def test_a_refusal_at_login_is_waited_out_never_fatal(tmp_path: Path) -> None:
    # Discord's login (GET /users/@me) answers 503 (raised by discord.py at once), then a 429
    # without Discord's headers (Cloudflare's): the real bot waits each out and connects.
    standin = StandIn()
    await standin.start()
    standin.fail("GET", r"/users/@me", 503, {"message": "Service Unavailable", "code": 0})
    standin.fail("GET", r"/users/@me", 429, {"message": "You are being blocked"})
    process = await start(tmp_path, standin, tmp_path / "soloist.sqlite3")
    try:
        await standin.wait_identified(1, PATIENCE)
        process.send_signal(signal.SIGTERM)
        assert await asyncio.wait_for(process.wait(), PATIENCE) == 0
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()
        await standin.close()
    logins = [r.status for r in standin.requests if r.path == "/users/@me"]
    assert logins[:3] == [503, 429, 200]
    logged = (tmp_path / "soloist.log").read_text()
    assert logged.count("cannot reach the platform; retrying") == 2
