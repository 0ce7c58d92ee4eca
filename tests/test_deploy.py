"""deploy/: the Compose file, the Dockerfile and what goes into the image. Read as files (no
Docker here): the things an operator would only find broken in production — a bot starting
before its schema exists, a secret written into the repository, a root process, two processes
syncing Discord's commands or running the same shard."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
import yaml

from bot.platforms.telegram.adapter import SHUTDOWN_GRACE
from bot.settings import Settings

ROOT = Path(__file__).resolve().parent.parent
DEPLOY = ROOT / "deploy"
SECRET_NAME = re.compile(r"TOKEN|SECRET|PASSWORD|PASS\b|KEY", re.IGNORECASE)
INTERPOLATED = re.compile(r"\$\{[A-Z0-9_]+(:?[?-][^}]*)?\}")


@pytest.fixture(scope="module")
def compose() -> dict[str, Any]:
    loaded = yaml.safe_load((DEPLOY / "compose.yaml").read_text(encoding="utf-8"))
    assert isinstance(loaded, dict)
    return loaded


def services(compose: dict[str, Any]) -> dict[str, dict[str, Any]]:
    found = compose["services"]
    assert isinstance(found, dict)
    return found


def bots(compose: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """The services that run `python -m bot` serving the platforms: built from our Dockerfile,
    with the image's own command."""
    return {name: service for name, service in services(compose).items()
            if "build" in service and "command" not in service}


def environment(service: dict[str, Any]) -> dict[str, str]:
    env = service.get("environment", {})
    assert isinstance(env, dict), "environment as a mapping, so values can be checked"
    return {key: str(value) for key, value in env.items()}


def seconds(duration: str) -> float:
    match = re.fullmatch(r"(\d+)(ms|s|m)", duration)
    assert match is not None, duration
    return int(match[1]) * {"ms": 0.001, "s": 1, "m": 60}[match[2]]


def test_two_bot_processes_share_the_postgresql_service(compose: dict[str, Any]) -> None:
    found = bots(compose)
    assert len(found) >= 2
    database = services(compose)["db"]
    assert str(database["image"]).startswith("postgres:")
    assert any(volume.endswith(":/var/lib/postgresql/data") for volume in database["volumes"])
    assert "pg_isready" in database["healthcheck"]["test"]
    urls = set()
    for name, service in found.items():
        url = environment(service).get("SOLOIST_DATABASE_URL", "")
        parts = urlsplit(url)
        assert parts.scheme == "postgresql", name
        assert parts.hostname in services(compose), f"{name}: {parts.hostname} is no service"
        urls.add(url)
    assert len(urls) == 1, "every process on the same database"


def test_bots_start_after_the_database_is_healthy_and_migrated(compose: dict[str, Any]) -> None:
    migrate = services(compose)["migrate"]
    assert migrate["command"] == ["python", "-m", "bot", "migrate"]
    assert migrate["depends_on"]["db"]["condition"] == "service_healthy"
    assert migrate.get("restart", "no") == "no", "a one-shot job"
    for name, service in bots(compose).items():
        assert service["depends_on"]["db"]["condition"] == "service_healthy", name
        assert service["depends_on"]["migrate"]["condition"] == \
            "service_completed_successfully", name
        assert environment(service)["SOLOIST_DATABASE_URL"] == \
            environment(migrate)["SOLOIST_DATABASE_URL"], f"{name} migrated by another URL"
        # Docker's default 10 s would kill the bot while it finishes what it applies; and
        # without an init as PID 1, SIGTERM is ignored until the bot has set its handler.
        assert seconds(service["stop_grace_period"]) > SHUTDOWN_GRACE, name
        assert service.get("init") is True, name


def test_no_secret_is_written_in_the_compose_file(compose: dict[str, Any]) -> None:
    for name, service in services(compose).items():
        for key, value in environment(service).items():
            if SECRET_NAME.search(key):
                assert INTERPOLATED.fullmatch(value), f"{name}: {key} has a value inline"
            if key == "SOLOIST_DATABASE_URL":
                assert urlsplit(value).password is None, f"{name}: a password in the URL"
    for name, service in bots(compose).items():
        assert service["env_file"] in (".env", [".env"]), f"{name}: tokens from deploy/.env"
    # The file the secrets live in never reaches git nor the image.
    ignored = subprocess.run(["git", "check-ignore", "--quiet", "deploy/.env"], cwd=ROOT,
                             check=False)
    assert ignored.returncode == 0, "deploy/.env is not ignored by git"


def test_each_discord_shard_is_run_once_and_one_process_syncs_commands(
        compose: dict[str, Any]) -> None:
    shards: list[int] = []
    counts: set[int | None] = set()
    syncing = []
    for name, service in bots(compose).items():
        # The values as Soloist reads them (a typing error here fails the start).
        settings = Settings.from_env(environment(service), dotenv=False)
        counts.add(settings.discord_shard_count)
        assert settings.discord_shard_ids is not None, f"{name} would run every shard"
        shards.extend(settings.discord_shard_ids)
        if settings.discord_sync_commands:
            syncing.append(name)
    assert len(counts) == 1, "every process must split the servers the same way"
    (count,) = counts
    assert sorted(shards) == list(range(count or 0)), "a shard run twice or by nobody"
    assert len(syncing) == 1, f"commands synced by {syncing or 'nobody'}"


def test_the_webhook_proxy_balances_over_every_bot(compose: dict[str, Any]) -> None:
    proxy = services(compose)["proxy"]
    caddyfile = (DEPLOY / "Caddyfile").read_text(encoding="utf-8")
    assert any(volume.startswith("./Caddyfile:") for volume in proxy["volumes"])
    targets = upstreams(caddyfile, "handle")
    for name, service in bots(compose).items():
        env = environment(service)
        settings = Settings.from_env(env, dotenv=False)
        # Reachable by the proxy on the project's network, and by nothing else.
        assert settings.telegram_webhook_listen == "0.0.0.0", name
        assert "ports" not in service, f"{name} is published: only the proxy may be"
        assert f"{name}:{settings.telegram_webhook_port}" in targets, f"{name} gets no updates"
    assert len(targets) == len(bots(compose)), f"{targets}: a target that is no bot"


def upstreams(caddyfile: str, handle: str) -> set[str]:
    """The targets the Caddyfile's ``handle`` block (``handle /watch/*``, or the bare
    ``handle`` of everything else) forwards to."""
    block = re.search(re.escape(handle) + r"\s*\{\s*reverse_proxy\s+([^{\n]+)", caddyfile)
    assert block is not None, f"no {handle!r} block"
    return set(block[1].split())


def test_the_proxy_routes_live_pages_to_their_own_process(compose: dict[str, Any]) -> None:
    """The bots give the links and serve no page (SOLOIST_WEB_APART): the `pages` service,
    `python -m bot.web` on the same database, serves them behind the proxy."""
    proxy = services(compose)["proxy"]
    assert "web" in proxy["profiles"], "the pages need the proxy without Telegram too"
    caddyfile = (DEPLOY / "Caddyfile").read_text(encoding="utf-8")
    assert re.search(r"handle /watch/\*\s*\{\s*reverse_proxy[^}]*flush_interval -1", caddyfile), \
        "server-sent events must reach the viewer as they come"
    for name, service in bots(compose).items():
        assert Settings.from_env(environment(service), dotenv=False).web_apart, name
    pages = services(compose)["pages"]
    assert pages["command"] == ["python", "-m", "bot.web"] and "web" in pages["profiles"]
    settings = Settings.from_env(environment(pages), dotenv=False)
    assert settings.web_listen == "0.0.0.0" and "ports" not in pages
    assert settings.database_url == environment(next(iter(bots(compose).values())))[
        "SOLOIST_DATABASE_URL"], "the pages read the bots' database"
    assert upstreams(caddyfile, "handle /watch/*") == {f"pages:{settings.web_port}"}


def dockerfile() -> list[tuple[str, str]]:
    """The Dockerfile's instructions (continuation lines joined), as (INSTRUCTION, arguments)."""
    text = (DEPLOY / "Dockerfile").read_text(encoding="utf-8")
    lines = [line for line in text.replace("\\\n", " ").splitlines()
             if line.strip() and not line.lstrip().startswith("#")]
    return [(line.split(maxsplit=1)[0].upper(), line.split(maxsplit=1)[1].strip())
            for line in lines]


def test_the_image_runs_the_bot_as_an_unprivileged_user() -> None:
    instructions = dockerfile()
    assert instructions[0] == ("FROM", "python:3.11-slim")
    users = [i for i, (what, _) in enumerate(instructions) if what == "USER"]
    assert users, "no USER: the bot would run as root"
    user = instructions[users[-1]][1]
    assert user.split(":")[0] not in ("root", "0")
    assert instructions[-1] == ("CMD", '["python", "-m", "bot"]')
    # The user owns the data volume it writes the SQLite database into.
    assert ("VOLUME", '["/app/data"]') in instructions
    assert any(what == "RUN" and f"chown {user}:{user} /app/data" in args
               for what, args in instructions[:users[-1]])


def test_the_image_takes_only_what_it_needs() -> None:
    rules = [line.strip() for line in (ROOT / ".dockerignore").read_text().splitlines()
             if line.strip() and not line.startswith("#")]
    assert rules[0] == "*", "an allow-list: whatever else appears in the tree stays out"
    allowed = [rule[1:].rstrip("/") for rule in rules if rule.startswith("!")]
    assert not [rule for rule in allowed if ".env" in rule or rule.startswith("data")]
    copied = {args.split()[0] for what, args in dockerfile() if what == "COPY"}
    assert copied <= set(allowed), f"COPY of {copied - set(allowed)}, which is ignored"


def test_what_compose_reads_from_deploy_env_is_documented() -> None:
    """deploy/.env is .env.example copied: every ${…} of the Compose file is documented there."""
    example = (ROOT / ".env.example").read_text(encoding="utf-8")
    read = set(re.findall(r"\$\{([A-Z0-9_]+)", (DEPLOY / "compose.yaml").read_text("utf-8")))
    assert read >= {"POSTGRES_PASSWORD", "SOLOIST_DOMAIN"}
    assert not [name for name in read if f"# {name}=" not in example]
