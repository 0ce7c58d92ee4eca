"""Settings from the environment and a .env file."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from bot.settings import Settings, SettingsError


def test_defaults() -> None:
    settings = Settings.from_env({}, dotenv=False)
    assert settings == Settings(
        db_path=Path("data/soloist.sqlite3"), language="en", log_level="INFO",
        log_format="auto", log_file=None,
    )


def test_values_are_read_and_normalised(tmp_path: Path) -> None:
    settings = Settings.from_env({
        "SOLOIST_DB": str(tmp_path / "games.db"),
        "SOLOIST_LANGUAGE": " RU ",
        "SOLOIST_LOG_LEVEL": "warn",
        "SOLOIST_LOG_FORMAT": "JSON",
        "SOLOIST_LOG_FILE": str(tmp_path / "soloist.log"),
    }, dotenv=False)
    assert settings.db_path == tmp_path / "games.db"
    assert settings.language == "ru"
    assert settings.log_level == "WARNING"
    assert settings.log_format == "json"
    assert settings.log_file == tmp_path / "soloist.log"


def test_blank_values_mean_the_default() -> None:
    blank = {name: "" for name in ("SOLOIST_DB", "SOLOIST_LANGUAGE", "SOLOIST_LOG_LEVEL",
                                   "SOLOIST_LOG_FORMAT", "SOLOIST_LOG_FILE")}
    assert Settings.from_env(blank, dotenv=False) == Settings.from_env({}, dotenv=False)


@pytest.mark.parametrize(("name", "value"), [
    ("SOLOIST_LANGUAGE", "fr"),
    ("SOLOIST_LOG_LEVEL", "chatty"),
    ("SOLOIST_LOG_FORMAT", "xml"),
    ("TELEGRAM_WEBHOOK_URL", "http://plain.example.org/hook"),
    ("TELEGRAM_WEBHOOK_PORT", "70000"),
    ("TELEGRAM_WEBHOOK_PORT", "８４４３"),
    ("TELEGRAM_WEBHOOK_PORT", "²"),
    ("TELEGRAM_WEBHOOK_SECRET", "has spaces"),
    ("DISCORD_GUILD", "my-server"),
    ("DISCORD_GUILD", "①"),
    ("DISCORD_GUILD", "9" * 5000),
    ("SOLOIST_COOLDOWN", "-1"),
    ("SOLOIST_CHANNEL_COOLDOWN", "3.5"),
    ("SOLOIST_READ_COOLDOWN", "²"),
    ("SOLOIST_BACKUP_DAYS", "a week"),
    ("SOLOIST_PRUNE_DAYS", "9" * 5000),
    ("SOLOIST_IDLE_DAYS", "two weeks"),
    ("SOLOIST_IDLE_DAYS", "١٤"),
    ("DISCORD_SHARD_COUNT", "0"),
    ("DISCORD_SHARD_COUNT", "two"),
    ("DISCORD_SHARD_COUNT", "٢"),
    ("DISCORD_SHARD_COUNT", "9" * 5000),
    ("DISCORD_SYNC_COMMANDS", "yes"),
    ("SOLOIST_WEB_URL", "soloist.example.org"),
    ("SOLOIST_WEB_URL", "https://soloist.example.org/watch?x=1"),
    ("SOLOIST_WEB_PORT", "0"),
    ("SOLOIST_WEB_PORT", "web"),
])
def test_invalid_values_name_the_variable(name: str, value: str) -> None:
    with pytest.raises(SettingsError, match=name):
        Settings.from_env({name: value}, dotenv=False)


def test_directories_are_not_files(tmp_path: Path) -> None:
    with pytest.raises(SettingsError, match="SOLOIST_DB"):
        Settings.from_env({"SOLOIST_DB": str(tmp_path)}, dotenv=False)
    with pytest.raises(SettingsError, match="SOLOIST_LOG_FILE"):
        Settings.from_env({"SOLOIST_LOG_FILE": str(tmp_path)}, dotenv=False)


def test_dotenv_fills_in_but_does_not_override(tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / ".env").write_text(
        "SOLOIST_LANGUAGE=ja\nSOLOIST_LOG_LEVEL=DEBUG\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    settings = Settings.from_env({"SOLOIST_LOG_LEVEL": "ERROR"})
    assert settings.language == "ja"
    assert settings.log_level == "ERROR"
    assert Settings.from_env({}, dotenv=False).language == "en"


def test_dotenv_loads_into_the_process_environment(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / ".env").write_text(
        "SOLOIST_LANGUAGE=es\nSOLOIST_LOG_FORMAT=json\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("SOLOIST_LOG_FORMAT", "console")
    # Set, then delete: monkeypatch then restores the variable's original state, removing
    # what load_dotenv is about to add.
    monkeypatch.setenv("SOLOIST_LANGUAGE", "")
    monkeypatch.delenv("SOLOIST_LANGUAGE")
    settings = Settings.from_env()
    assert settings.language == "es"
    assert settings.log_format == "console"
    assert os.environ["SOLOIST_LANGUAGE"] == "es"


def test_example_documents_every_setting() -> None:
    example = (Path(__file__).resolve().parent.parent / ".env.example").read_text("utf-8")
    for name in ("SOLOIST_DB", "SOLOIST_LANGUAGE", "SOLOIST_LOG_LEVEL", "SOLOIST_LOG_FORMAT",
                 "SOLOIST_LOG_FILE", "TELEGRAM_TOKEN", "TELEGRAM_WEBHOOK_URL",
                 "TELEGRAM_WEBHOOK_LISTEN", "TELEGRAM_WEBHOOK_PORT", "TELEGRAM_WEBHOOK_SECRET",
                 "TELEGRAM_API_URL", "DISCORD_TOKEN", "DISCORD_GUILD", "SOLOIST_COOLDOWN",
                 "SOLOIST_CHANNEL_COOLDOWN", "SOLOIST_READ_COOLDOWN", "SOLOIST_BACKUP_DAYS",
                 "SOLOIST_BACKUP_DIR", "SOLOIST_PRUNE_DAYS", "SOLOIST_IDLE_DAYS",
                 "DISCORD_SHARD_COUNT", "DISCORD_SHARD_IDS", "DISCORD_SYNC_COMMANDS",
                 "SOLOIST_TELEGRAM_MINIAPP"):
        assert f"# {name}=" in example


def test_platforms_and_tokens_are_read_but_never_shown() -> None:
    settings = Settings.from_env({"TELEGRAM_TOKEN": "123:secret-telegram",
                                  "DISCORD_TOKEN": "secret.discord.token",
                                  "DISCORD_GUILD": "42",
                                  "TELEGRAM_WEBHOOK_SECRET": "abc_DEF-123"}, dotenv=False)
    assert settings.platforms == ("telegram", "discord")
    assert settings.discord_guild == 42
    assert "secret" not in repr(settings)
    assert Settings.from_env({}, dotenv=False).platforms == ()


def test_a_webhook_needs_its_secret_and_listens_on_loopback() -> None:
    url = {"TELEGRAM_WEBHOOK_URL": "https://soloist.example.org/telegram"}
    with pytest.raises(SettingsError, match="TELEGRAM_WEBHOOK_SECRET is required"):
        Settings.from_env(url, dotenv=False)
    settings = Settings.from_env(url | {"TELEGRAM_WEBHOOK_SECRET": "abc"}, dotenv=False)
    assert settings.telegram_webhook_listen == "127.0.0.1"
    assert Settings.from_env(url | {"TELEGRAM_WEBHOOK_SECRET": "abc",
                                    "TELEGRAM_WEBHOOK_LISTEN": "0.0.0.0"},
                             dotenv=False).telegram_webhook_listen == "0.0.0.0"
    # Polling needs no secret.
    assert Settings.from_env({"TELEGRAM_TOKEN": "1:x"}, dotenv=False).platforms == ("telegram",)


def test_the_live_page_is_off_unless_its_url_is_set() -> None:
    assert Settings.from_env({}, dotenv=False).web_url is None
    settings = Settings.from_env({"SOLOIST_WEB_URL": "https://soloist.example.org/",
                                  "SOLOIST_WEB_PORT": "8090"}, dotenv=False)
    assert settings.web_url == "https://soloist.example.org"
    assert (settings.web_listen, settings.web_port) == ("127.0.0.1", 8090)


def test_cooldowns_backups_and_pruning(tmp_path: Path) -> None:
    defaults = Settings.from_env({"SOLOIST_DB": str(tmp_path / "games.db")}, dotenv=False)
    assert (defaults.cooldown, defaults.channel_cooldown, defaults.read_cooldown) == (2, 3, 60)
    assert (defaults.backup_days, defaults.prune_days) == (7, 365)
    assert defaults.backups == tmp_path / "backups"
    chosen = Settings.from_env({"SOLOIST_COOLDOWN": "0", "SOLOIST_BACKUP_DAYS": "30",
                                "SOLOIST_BACKUP_DIR": str(tmp_path / "safe"),
                                "SOLOIST_PRUNE_DAYS": "0"}, dotenv=False)
    assert (chosen.cooldown, chosen.backup_days, chosen.prune_days) == (0, 30, 0)
    assert (defaults.idle_days, Settings.from_env({"SOLOIST_IDLE_DAYS": "3"},
                                                  dotenv=False).idle_days) == (14, 3)
    assert chosen.backups == tmp_path / "safe"


def test_discord_shards_of_several_processes() -> None:
    one = Settings.from_env({}, dotenv=False)
    assert (one.discord_shard_count, one.discord_shard_ids, one.discord_sync_commands) == (
        None, None, True)
    every = Settings.from_env({"DISCORD_SHARD_COUNT": "4"}, dotenv=False)
    assert (every.discord_shard_count, every.discord_shard_ids) == (4, None)
    some = Settings.from_env({"DISCORD_SHARD_COUNT": "4", "DISCORD_SHARD_IDS": " 3, 1 ",
                              "DISCORD_SYNC_COMMANDS": "OFF"}, dotenv=False)
    assert (some.discord_shard_count, some.discord_shard_ids) == (4, (3, 1))
    assert some.discord_sync_commands is False


@pytest.mark.parametrize(("env", "message"), [
    ({"DISCORD_SHARD_IDS": "0"}, "DISCORD_SHARD_IDS='0' needs DISCORD_SHARD_COUNT"),
    ({"DISCORD_SHARD_COUNT": "2", "DISCORD_SHARD_IDS": "2"},
     "DISCORD_SHARD_IDS='2': '2' is no shard of DISCORD_SHARD_COUNT=2 \\(expected ids 0–1"),
    ({"DISCORD_SHARD_COUNT": "4", "DISCORD_SHARD_IDS": "0,-1"}, "'-1' is no shard"),
    ({"DISCORD_SHARD_COUNT": "4", "DISCORD_SHARD_IDS": "0,,1"}, "'' is no shard"),
    ({"DISCORD_SHARD_COUNT": "4", "DISCORD_SHARD_IDS": "0-3"}, "'0-3' is no shard"),
    ({"DISCORD_SHARD_COUNT": "4", "DISCORD_SHARD_IDS": "１"}, "'１' is no shard"),
    ({"DISCORD_SHARD_COUNT": "4", "DISCORD_SHARD_IDS": "1,2,1"}, "shard 1 is listed twice"),
])
def test_invalid_discord_shards_are_refused_clearly(env: dict[str, str], message: str) -> None:
    with pytest.raises(SettingsError, match=message):
        Settings.from_env(env, dotenv=False)


def test_the_mini_app_is_named_by_its_botfather_short_name() -> None:
    named = Settings.from_env({"SOLOIST_TELEGRAM_MINIAPP": "live_table"}, dotenv=False)
    assert named.telegram_miniapp == "live_table"
    assert Settings.from_env({}, dotenv=False).telegram_miniapp is None
    for bad in ("ab", "live-table", "x" * 31, "live table"):
        with pytest.raises(SettingsError, match="SOLOIST_TELEGRAM_MINIAPP"):
            Settings.from_env({"SOLOIST_TELEGRAM_MINIAPP": bad}, dotenv=False)
