"""A real `python -m bot` process serving the Telegram stand-in, as an operator runs it: for the
tests and soaks that kill it (SIGKILL, no goodbye) and start it again on the same database, and
for several processes sharing one PostgreSQL database behind the stand-in's webhook."""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import sys
from dataclasses import dataclass
from pathlib import Path

from tests.bot.telegram_standin import TOKEN, StandIn

REPO = Path(__file__).resolve().parents[2]
START_TIMEOUT = 120.0
"""Safety limit for a start on a loaded machine; a healthy start is an event long before."""


WEBHOOK_URL = "https://soloist.example.org/hook/telegram"
"""The public URL every webhook worker is behind (the stand-in delivers to their ports)."""
WEBHOOK_SECRET = "multi-process-secret"


@dataclass(frozen=True)
class Serving:
    """How a process serves: long polling on a SQLite file (the default), or on a shared
    PostgreSQL database (``database_url``) as a webhook worker listening on ``port``."""

    database_url: str | None = None
    port: int | None = None


def without_settings() -> dict[str, str]:
    """This process's environment without any Soloist, Telegram or Discord setting of the
    developer's: what a `python -m bot` started by a test begins from."""
    return {k: v for k, v in os.environ.items()
            if not k.startswith(("SOLOIST_", "TELEGRAM_", "DISCORD_"))}


def environment(workdir: Path, standin: StandIn, db: Path, token: str = TOKEN,
                serving: Serving = Serving()) -> dict[str, str]:
    """The process's environment: the stand-in's address, the database, JSON logs to a file;
    nothing of the developer's own settings."""
    env = without_settings()
    env.update(SOLOIST_DB=str(db), SOLOIST_LOG_FORMAT="json",
               SOLOIST_LOG_FILE=str(workdir / "soloist.log"), TELEGRAM_TOKEN=token,
               TELEGRAM_API_URL=standin.base_url, PYTHONPATH=str(REPO))
    if serving.database_url is not None:
        env["SOLOIST_DATABASE_URL"] = serving.database_url
    if serving.port is not None:
        env.update(TELEGRAM_WEBHOOK_URL=WEBHOOK_URL, TELEGRAM_WEBHOOK_SECRET=WEBHOOK_SECRET,
                   TELEGRAM_WEBHOOK_LISTEN="127.0.0.1", TELEGRAM_WEBHOOK_PORT=str(serving.port))
    return env


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


class BotProcess:
    """One run of the bot. ``start`` returns once it polls (or, as a webhook worker, has set
    the webhook: the stand-in sends again what it cannot deliver yet); ``kill`` is kill -9."""

    def __init__(self, workdir: Path, standin: StandIn, db: Path,
                 serving: Serving = Serving()) -> None:
        self.workdir = workdir
        self.standin = standin
        self.db = db
        self.serving = serving
        self.process: asyncio.subprocess.Process | None = None

    @property
    def address(self) -> str:
        """Where a webhook worker listens (the stand-in's target for it)."""
        assert self.serving.port is not None
        return f"http://127.0.0.1:{self.serving.port}"

    async def spawn(self) -> asyncio.subprocess.Process:
        """Start the process without waiting for it to serve (from an empty directory, so no
        developer's .env is read)."""
        self.workdir.mkdir(parents=True, exist_ok=True)
        # A file, not a pipe: nobody reads a pipe while the bot runs, and a full one would
        # stall it.
        with self.stderr.open("ab") as stderr:
            return await asyncio.create_subprocess_exec(
                sys.executable, "-m", "bot", cwd=self.workdir,
                env=environment(self.workdir, self.standin, self.db, serving=self.serving),
                stdout=asyncio.subprocess.DEVNULL, stderr=stderr)

    @property
    def stderr(self) -> Path:
        return self.workdir / "stderr.log"

    @property
    def log(self) -> Path:
        """Its structured log, one JSON object a line (kept across restarts)."""
        return self.workdir / "soloist.log"

    async def start(self) -> BotProcess:
        """Start and wait until it asks the stand-in for updates: from then on it serves."""
        await start_together([self])
        return self

    async def kill(self) -> None:
        """kill -9: no handler runs, no transaction is finished, nothing is closed."""
        if self.process is not None and self.process.returncode is None:
            self.process.send_signal(signal.SIGKILL)
            await self.process.wait()

    async def stop(self) -> int:
        """SIGTERM, as a service manager stops it; the exit code."""
        assert self.process is not None
        if self.process.returncode is None:
            self.process.send_signal(signal.SIGTERM)
        await asyncio.wait_for(self.process.wait(), START_TIMEOUT)
        assert self.process.returncode is not None
        return self.process.returncode


async def start_together(processes: list[BotProcess]) -> None:
    """Start the processes (of one stand-in) at once and wait until each serves: has asked
    for updates, or, as a webhook worker, set the webhook (each does once, at start)."""
    standin = processes[0].standin
    method = "getUpdates" if processes[0].serving.port is None else "setWebhook"
    before = len(standin.calls_of(method))
    for bot in processes:
        bot.process = await bot.spawn()
    waiting = asyncio.ensure_future(standin.wait_for(method, before + len(processes),
                                                     timeout=START_TIMEOUT))
    exits = {asyncio.ensure_future(bot.process.wait()): bot for bot in processes
             if bot.process is not None}
    done, _ = await asyncio.wait({waiting, *exits}, return_when=asyncio.FIRST_COMPLETED)
    for exited in exits:
        exited.cancel()
    if waiting not in done:
        waiting.cancel()
        failed = next(exits[e] for e in done if e in exits)
        raise RuntimeError(f"the bot exited at start: {failed.stderr.read_text()[-2000:]}")
    await waiting
