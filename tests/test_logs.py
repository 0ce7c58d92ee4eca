"""Logging: JSON lines off a terminal, level filtering, secrets redacted, the libraries' logs
through the same format and redaction."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from bot.ops.logs import REDACTED, close_logging, configure_logging, get_logger, redact
from bot.settings import Settings

TELEGRAM = "123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw1"
DISCORD = "MTA5ODc2NTQzMjEwOTg3NjU0Mw.GhIjKl.abcdefghijklmnopqrstuvwxyz0123456789AB"


@pytest.fixture(autouse=True)
def reset() -> Iterator[None]:
    yield
    close_logging()


def lines(path: Path) -> list[dict[str, object]]:
    return [json.loads(line) for line in path.read_text("utf-8").splitlines()]


def test_json_lines_to_the_log_file(tmp_path: Path) -> None:
    path = tmp_path / "logs" / "soloist.log"
    configure_logging(Settings(log_file=path))
    get_logger(channel="c1").info("handled", version=3, text="¿qué?")
    [entry] = lines(path)
    assert entry["event"] == "handled"
    assert entry["channel"] == "c1"
    assert entry["version"] == 3
    assert entry["text"] == "¿qué?"
    assert entry["level"] == "info"
    assert str(entry["timestamp"]).startswith("20")
    assert "T" in str(entry["timestamp"])


def test_file_is_appended(tmp_path: Path) -> None:
    path = tmp_path / "soloist.log"
    path.write_text('{"event": "earlier"}\n', encoding="utf-8")
    configure_logging(Settings(log_file=path))
    get_logger().info("later")
    assert [e["event"] for e in lines(path)] == ["earlier", "later"]


def test_level_filtering(tmp_path: Path) -> None:
    path = tmp_path / "soloist.log"
    configure_logging(Settings(log_file=path, log_level="WARNING"))
    log = get_logger()
    log.debug("quiet")
    log.info("quiet too")
    log.warning("loud")
    log.error("louder")
    assert [e["event"] for e in lines(path)] == ["loud", "louder"]


def test_console_format_when_asked(tmp_path: Path) -> None:
    path = tmp_path / "soloist.log"
    configure_logging(Settings(log_file=path, log_format="console"))
    get_logger().info("hello", token=TELEGRAM)
    text = path.read_text("utf-8")
    assert "hello" in text and not text.startswith("{")
    assert TELEGRAM not in text and REDACTED in text
    assert "\x1b[" not in text  # no colours in a file


def test_secrets_are_redacted_in_the_output(tmp_path: Path) -> None:
    path = tmp_path / "soloist.log"
    configure_logging(Settings(log_file=path))
    get_logger(bot_token="plain").info(
        "connecting",
        client_secret="hunter2",
        url=f"https://api.telegram.org/bot{TELEGRAM}/getMe",
        header=DISCORD,
        nested={"TOKEN": "x", "items": [TELEGRAM]},
        count=3,
    )
    [entry] = lines(path)
    assert entry["bot_token"] == REDACTED
    assert entry["client_secret"] == REDACTED
    assert entry["url"] == f"https://api.telegram.org/bot{REDACTED}/getMe"
    assert entry["header"] == REDACTED
    assert entry["nested"] == {"TOKEN": REDACTED, "items": [REDACTED]}
    assert entry["count"] == 3
    assert TELEGRAM not in path.read_text("utf-8")


def test_exception_tracebacks_are_redacted(tmp_path: Path) -> None:
    path = tmp_path / "soloist.log"
    configure_logging(Settings(log_file=path))
    try:
        raise RuntimeError(f"login failed for {DISCORD}")
    except RuntimeError:
        get_logger().exception("failed")
    [entry] = lines(path)
    assert "RuntimeError" in str(entry["exception"])
    assert DISCORD not in path.read_text("utf-8")


@pytest.mark.parametrize("value", [
    "hello", "engines.rajas.game", "1234:short", "a.b.c", "2024-01-01T00:00:00Z",
    "https://example.com/some/path", "seed 12345678901234567890",
])
def test_ordinary_values_are_kept(value: str) -> None:
    assert redact(None, "info", {"event": "x", "value": value})["value"] == value


def test_redact_processor_directly() -> None:
    event = redact(None, "info", {"event": "x", "Telegram_Token": 5, "note": TELEGRAM})
    assert event == {"event": "x", "Telegram_Token": REDACTED, "note": REDACTED}


def test_auto_is_json_on_a_stderr_that_is_no_terminal(capsys: pytest.CaptureFixture[str]) -> None:
    configure_logging(Settings())  # pytest's captured stderr is not a TTY
    get_logger().info("to stderr", n=1)
    entry = json.loads(capsys.readouterr().err)
    assert entry["event"] == "to stderr" and entry["n"] == 1


async def test_library_logs_share_the_format_and_the_redaction(tmp_path: Path) -> None:
    """httpx logs each request's URL at INFO, and a Telegram URL holds the bot's token: the
    line is kept (INFO is not dropped), in our JSON, with the token redacted."""
    from tests.bot.telegram_standin import TOKEN, StandIn

    path = tmp_path / "soloist.log"
    configure_logging(Settings(log_file=path))
    standin = StandIn()
    await standin.start()
    try:
        async with httpx.AsyncClient() as client:
            await client.post(f"{standin.base_url}{TOKEN}/getMe")
    finally:
        await standin.close()
    logging.getLogger("telegram.ext.Updater").warning("polling failed: %s", f"bot{TOKEN}")
    logging.getLogger("discord.client").debug("below the level")
    text = path.read_text("utf-8")
    assert TOKEN not in text and TOKEN.split(":")[1] not in text
    entries = lines(path)
    request = next(e for e in entries if e.get("logger") == "httpx")
    assert request["level"] == "info"
    assert str(request["event"]).startswith("HTTP Request: POST")
    assert f"/bot{REDACTED}/getMe" in str(request["event"])
    assert "T" in str(request["timestamp"])
    warning = next(e for e in entries if e.get("logger") == "telegram.ext.Updater")
    assert warning == {"event": f"polling failed: bot{REDACTED}", "level": "warning",
                       "logger": "telegram.ext.Updater", "timestamp": warning["timestamp"]}
    assert not any(e.get("logger") == "discord.client" for e in entries)


def test_library_tracebacks_are_redacted_on_the_console_too(tmp_path: Path) -> None:
    path = tmp_path / "soloist.log"
    configure_logging(Settings(log_file=path, log_format="console"))
    try:
        raise RuntimeError(f"login failed for {DISCORD}")
    except RuntimeError:
        logging.getLogger("discord.client").exception("Attempting a reconnect")
    text = path.read_text("utf-8")
    assert "Attempting a reconnect" in text and "RuntimeError" in text
    assert DISCORD not in text and REDACTED in text


def test_configuring_again_leaves_one_handler(tmp_path: Path) -> None:
    configure_logging(Settings(log_file=tmp_path / "a.log"))
    configure_logging(Settings(log_file=tmp_path / "b.log"))
    logging.getLogger("aiohttp.access").info("once")
    assert (tmp_path / "a.log").read_text("utf-8") == ""
    assert [e["event"] for e in lines(tmp_path / "b.log")] == ["once"]
