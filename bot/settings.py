"""Settings from the environment (and a ``.env`` file in the working directory, which never
overrides what the environment already says). Every variable is optional; a blank value means
its default, so a ``.env`` copied from ``.env.example`` with empty values still works."""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from bot.store.database import is_postgres
from bot.words.i18n import LANGUAGES
from engines.core import ascii_int

LogFormat = Literal["auto", "json", "console"]
LOG_FORMATS: tuple[LogFormat, ...] = ("auto", "json", "console")
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
MAX_SNOWFLAKE = 2**64 - 1
"""Discord's ids (snowflakes) are 64-bit."""
DEFAULT_DB = "./data/soloist.sqlite3"


class SettingsError(ValueError):
    """A setting has a value Soloist cannot use; the message names the variable."""


@dataclass(frozen=True)
class Settings:
    db_path: Path = Path(DEFAULT_DB)
    database_url: str | None = field(default=None, repr=False)
    """Set (``postgresql://…``): every table on that PostgreSQL server, shared by as many bot
    processes as point at it; None: the SQLite file ``db_path``, one process. Not in the repr:
    it may hold a password."""
    database_pool: int = 10
    """Connections each process keeps open to PostgreSQL at most."""
    language: str = "en"
    """The language of a channel that has not chosen one (and whose users' locale is unknown)."""
    log_level: str = "INFO"
    log_format: LogFormat = "auto"
    """``auto``: human-readable on a terminal, JSON lines otherwise."""
    log_file: Path | None = None
    """Append logs to this file; None logs to stderr."""
    telegram_token: str | None = field(default=None, repr=False)
    """Set: the bot runs on Telegram (long polling, or a webhook when the URL is set)."""
    telegram_webhook_url: str | None = None
    """The public https address Telegram posts updates to; None: long polling."""
    telegram_webhook_listen: str = "127.0.0.1"
    """Loopback: the TLS proxy in front forwards to it; nobody else can post updates."""
    telegram_webhook_port: int = 8443
    telegram_webhook_secret: str | None = field(default=None, repr=False)
    """Telegram sends it with every update; a request without it is refused. Required with a
    webhook: without it anyone who finds the URL could post updates as any player."""
    telegram_api_url: str = "https://api.telegram.org/bot"
    """The Bot API's address (a local Bot API server, or the tests' stand-in)."""
    telegram_miniapp: str | None = None
    """The short name of the bot's Mini App (BotFather's /newapp, its address
    ``<SOLOIST_WEB_URL>/watch/app``): set, `/<game> watch` on Telegram has a button opening the
    live page inside Telegram (``https://t.me/<bot>/<short name>?startapp=<token>``); None:
    the plain link only."""
    discord_token: str | None = field(default=None, repr=False)
    """Set: the bot runs on Discord."""
    discord_guild: int | None = None
    """Sync the slash commands to this one server (instant, for trying it out); None: globally
    (Discord may take up to an hour to show them everywhere)."""
    discord_shard_count: int | None = None
    """How many shards (gateway connections) the bot's servers are split into, across all its
    processes: a server is on shard ``(server id >> 22) % count``. None: the count Discord
    recommends (``GET /gateway/bot``), all of them run by this one process."""
    discord_shard_ids: tuple[int, ...] | None = None
    """The shards this process runs (each below the count), so several processes share the
    bot, each connected for its own servers; None: every shard, 0 to count − 1. Needs
    ``discord_shard_count``: every process must split the servers the same way."""
    discord_sync_commands: bool = True
    """Whether this process syncs the slash commands at start (when they changed). With
    several processes, one only: the others never call Discord's bulk-overwrite endpoints, so
    they spend none of its rate limit and never race to overwrite the commands."""
    cooldown: int = 2
    """Seconds between two commands of one user in one channel (the game's player's moves are
    never held back); 0: no cooldown."""
    channel_cooldown: int = 3
    """Seconds between two commands in one group from anyone but the game's player: a crowd
    stays under Telegram's 20 messages a minute per group."""
    read_cooldown: int = 60
    """Seconds between two reads (status, log, board) of one spectator in one group."""
    backup_days: int = 7
    """A backup of the database a day, each kept this many days; 0: no backups."""
    backup_dir: Path | None = None
    """Where backups go; None: ``backups`` beside the database."""
    prune_days: int = 365
    """Finished games untouched this many days are deleted; 0: kept for ever."""
    idle_days: int = 14
    """A game nobody has moved for this many days may be ended by anyone; 0: only by its
    player or a moderator."""
    pictures: bool = True
    """Board pictures after the automa's turns and with status, in channels that did not
    choose (/settings pictures off|on)."""
    web_url: str | None = None
    """The live pages' public base URL (``https://soloist.example.org``): set, the bot serves
    them (bot/web/) and `/<game> watch` gives links under it; None: no live pages, save at
    the console (on 127.0.0.1)."""
    web_listen: str = "127.0.0.1"
    """Loopback: the proxy in front forwards ``/watch/`` to it."""
    web_port: int | None = None
    """None: 8088 when serving platforms, a free port at the console."""
    web_apart: bool = False
    """The pages are served by a process of their own (`python -m bot.web`, on the same
    database): the bot's process gives links under ``web_url`` and serves none, so that a
    crowd of viewers never delays a player's command."""

    @property
    def backups(self) -> Path:
        return self.backup_dir if self.backup_dir is not None else self.db_path.parent / "backups"

    @property
    def platforms(self) -> tuple[str, ...]:
        """The chat platforms configured; none means the console table."""
        return tuple(name for name, token in (("telegram", self.telegram_token),
                                                ("discord", self.discord_token)) if token)

    @classmethod
    def from_env(
        cls, environ: Mapping[str, str] | None = None, dotenv: bool = True
    ) -> Settings:
        env = _environment(environ, dotenv)

        def get(name: str, default: str) -> str:
            value = (env.get(name) or "").strip()
            return value or default

        language = get("SOLOIST_LANGUAGE", "en").casefold()
        if language not in LANGUAGES:
            raise SettingsError(
                f"SOLOIST_LANGUAGE={language!r}: expected one of {', '.join(LANGUAGES)}"
            )
        level = get("SOLOIST_LOG_LEVEL", "INFO").upper()
        level = "WARNING" if level == "WARN" else level
        if level not in LOG_LEVELS:
            raise SettingsError(
                f"SOLOIST_LOG_LEVEL={level!r}: expected one of {', '.join(LOG_LEVELS)}"
            )
        wanted = get("SOLOIST_LOG_FORMAT", "auto").casefold()
        log_format = next((f for f in LOG_FORMATS if f == wanted), None)
        if log_format is None:
            raise SettingsError(
                f"SOLOIST_LOG_FORMAT={wanted!r}: expected one of {', '.join(LOG_FORMATS)}"
            )
        db_path = Path(get("SOLOIST_DB", DEFAULT_DB)).expanduser()
        if db_path.is_dir():
            raise SettingsError(f"SOLOIST_DB={str(db_path)!r} is a directory, not a file")
        log_file = get("SOLOIST_LOG_FILE", "")
        log_path = Path(log_file).expanduser() if log_file else None
        if log_path is not None and log_path.is_dir():
            raise SettingsError(f"SOLOIST_LOG_FILE={log_file!r} is a directory, not a file")
        port_text = get("TELEGRAM_WEBHOOK_PORT", "8443")
        port = ascii_int(port_text, 1, 65535)
        if port is None:
            raise SettingsError(f"TELEGRAM_WEBHOOK_PORT={port_text!r}: expected a port, 1–65535")
        webhook = get("TELEGRAM_WEBHOOK_URL", "") or None
        if webhook is not None and not webhook.startswith("https://"):
            raise SettingsError(f"TELEGRAM_WEBHOOK_URL={webhook!r}: Telegram needs an https URL")
        secret = get("TELEGRAM_WEBHOOK_SECRET", "") or None
        if secret is not None and not re.fullmatch(r"[A-Za-z0-9_-]{1,256}", secret):
            # Not echoed: it is a secret.
            raise SettingsError("TELEGRAM_WEBHOOK_SECRET: Telegram takes 1–256 of A–Z, a–z, "
                                "0–9, _ and - (e.g. the output of `openssl rand -hex 32`)")
        if webhook is not None and secret is None:
            raise SettingsError("TELEGRAM_WEBHOOK_SECRET is required with TELEGRAM_WEBHOOK_URL: "
                                "without it anyone who finds the URL can post updates as any "
                                "player (set a random string, e.g. `openssl rand -hex 32`)")
        miniapp = get("SOLOIST_TELEGRAM_MINIAPP", "") or None
        if miniapp is not None and not re.fullmatch(r"[A-Za-z0-9_]{3,30}", miniapp):
            raise SettingsError(f"SOLOIST_TELEGRAM_MINIAPP={miniapp!r}: expected the Mini App's "
                                "short name as given to BotFather's /newapp (3–30 of A–Z, a–z, "
                                "0–9 and _)")
        numbers = {name: _whole(get(name, str(default)), name, limit)
                   for name, default, limit in NUMBERS}
        pictures = get("SOLOIST_PICTURES", "on").casefold()
        if pictures not in ("on", "off"):
            raise SettingsError(f"SOLOIST_PICTURES={pictures!r}: expected on or off")
        backup_text = get("SOLOIST_BACKUP_DIR", "")
        web_url, web_port = _web(get("SOLOIST_WEB_URL", ""), get("SOLOIST_WEB_PORT", ""))
        web_apart = get("SOLOIST_WEB_APART", "off").casefold()
        if web_apart not in ("on", "off"):
            raise SettingsError(f"SOLOIST_WEB_APART={web_apart!r}: expected on or off")
        database_url = get("SOLOIST_DATABASE_URL", "") or None
        if database_url is not None and not is_postgres(database_url):
            # Not the value itself: it may hold a password.
            raise SettingsError("SOLOIST_DATABASE_URL: expected a PostgreSQL address,"
                                " postgresql://user:password@host:port/database")
        if numbers["SOLOIST_DATABASE_POOL"] < 1:
            raise SettingsError("SOLOIST_DATABASE_POOL=0: expected at least 1 connection")
        guild_text = get("DISCORD_GUILD", "")
        guild = ascii_int(guild_text, 0, MAX_SNOWFLAKE) if guild_text else None
        if guild_text and guild is None:
            raise SettingsError(f"DISCORD_GUILD={guild_text!r}: expected a server id (digits)")
        shard_count, shard_ids = _shards(get("DISCORD_SHARD_COUNT", ""),
                                         get("DISCORD_SHARD_IDS", ""))
        sync_commands = get("DISCORD_SYNC_COMMANDS", "on").casefold()
        if sync_commands not in ("on", "off"):
            raise SettingsError(f"DISCORD_SYNC_COMMANDS={sync_commands!r}: expected on or off")
        return cls(
            db_path=db_path,
            database_url=database_url,
            database_pool=numbers["SOLOIST_DATABASE_POOL"],
            language=language,
            log_level=level,
            log_format=log_format,
            log_file=log_path,
            telegram_token=get("TELEGRAM_TOKEN", "") or None,
            telegram_webhook_url=webhook,
            telegram_webhook_listen=get("TELEGRAM_WEBHOOK_LISTEN", "127.0.0.1"),
            telegram_webhook_port=port,
            telegram_webhook_secret=secret,
            telegram_api_url=get("TELEGRAM_API_URL", "https://api.telegram.org/bot"),
            telegram_miniapp=miniapp,
            discord_token=get("DISCORD_TOKEN", "") or None,
            discord_guild=guild,
            discord_shard_count=shard_count,
            discord_shard_ids=shard_ids,
            discord_sync_commands=sync_commands == "on",
            cooldown=numbers["SOLOIST_COOLDOWN"],
            channel_cooldown=numbers["SOLOIST_CHANNEL_COOLDOWN"],
            read_cooldown=numbers["SOLOIST_READ_COOLDOWN"],
            backup_days=numbers["SOLOIST_BACKUP_DAYS"],
            backup_dir=Path(backup_text).expanduser() if backup_text else None,
            prune_days=numbers["SOLOIST_PRUNE_DAYS"],
            idle_days=numbers["SOLOIST_IDLE_DAYS"],
            pictures=pictures == "on",
            web_url=web_url,
            web_listen=get("SOLOIST_WEB_LISTEN", "127.0.0.1"),
            web_port=web_port,
            web_apart=web_apart == "on",
        )


DAY = 86_400
NUMBERS = (("SOLOIST_COOLDOWN", 2, DAY), ("SOLOIST_CHANNEL_COOLDOWN", 3, DAY),
           ("SOLOIST_READ_COOLDOWN", 60, DAY), ("SOLOIST_BACKUP_DAYS", 7, 3650),
           ("SOLOIST_PRUNE_DAYS", 365, 36500), ("SOLOIST_IDLE_DAYS", 14, 3650),
           ("SOLOIST_DATABASE_POOL", 10, 1000))
"""Whole-number settings: name, default, largest value (0 is always allowed: off)."""


def _whole(text: str, name: str, limit: int) -> int:
    value = ascii_int(text, 0, limit)
    if value is None:
        raise SettingsError(f"{name}={text!r}: expected a whole number, 0–{limit}")
    return value


def _web(url: str, port_text: str) -> tuple[str | None, int | None]:
    """SOLOIST_WEB_URL (an http(s) base URL, kept without its trailing slash) and
    SOLOIST_WEB_PORT."""
    if url and not re.fullmatch(r"https?://[^\s/?#]+(/[^\s?#]*)?", url):
        raise SettingsError(f"SOLOIST_WEB_URL={url!r}: expected the pages' public base URL, "
                            "e.g. https://soloist.example.org")
    port = ascii_int(port_text, 1, 65535) if port_text else None
    if port_text and port is None:
        raise SettingsError(f"SOLOIST_WEB_PORT={port_text!r}: expected a port, 1–65535")
    return url.rstrip("/") or None, port


MAX_SHARDS = 65_536
"""More shards than any bot needs (Discord asks for one per 1,000 or so servers): a larger
count is a typing error."""


def _shards(count_text: str, ids_text: str) -> tuple[int | None, tuple[int, ...] | None]:
    """DISCORD_SHARD_COUNT and DISCORD_SHARD_IDS: the count (None: Discord's recommendation)
    and this process's shards (None: all of them)."""
    count = ascii_int(count_text, 1, MAX_SHARDS) if count_text else None
    if count_text and count is None:
        raise SettingsError(f"DISCORD_SHARD_COUNT={count_text!r}: expected a whole number of "
                            f"shards, 1–{MAX_SHARDS}")
    if not ids_text:
        return count, None
    if count is None:
        raise SettingsError(f"DISCORD_SHARD_IDS={ids_text!r} needs DISCORD_SHARD_COUNT: every "
                            "process must split the servers into the same number of shards")
    ids: list[int] = []
    for part in ids_text.split(","):
        shard = ascii_int(part.strip(), 0, count - 1)
        if shard is None:
            raise SettingsError(f"DISCORD_SHARD_IDS={ids_text!r}: {part.strip()!r} is no shard "
                                f"of DISCORD_SHARD_COUNT={count} (expected ids 0–{count - 1}, "
                                "separated by commas)")
        if shard in ids:
            raise SettingsError(f"DISCORD_SHARD_IDS={ids_text!r}: shard {shard} is listed twice")
        ids.append(shard)
    return count, tuple(ids)


def _environment(environ: Mapping[str, str] | None, dotenv: bool) -> Mapping[str, str | None]:
    dotenv_file = Path.cwd() / ".env"
    if not (dotenv and dotenv_file.is_file()):
        return os.environ if environ is None else environ
    # Imported only for a .env file: python-dotenv (with tempfile, shutil) costs a start
    # ~5 ms, and a deployment's settings come from its environment (systemd, compose).
    from dotenv import dotenv_values, load_dotenv

    if environ is None:
        # Into os.environ, so platform tokens kept in .env reach the adapters too.
        load_dotenv(dotenv_file, override=False)
        return os.environ
    # An explicit mapping is not mutated; .env only fills in what it lacks.
    return {**dotenv_values(dotenv_file), **environ}
