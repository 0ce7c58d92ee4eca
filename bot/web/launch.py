"""A Telegram Mini App's launch data (its init data) checked as Telegram specifies: the
fields but ``hash``, sorted by key, ``key=value`` joined by line feeds, signed with
HMAC-SHA-256 under the key HMAC-SHA-256("WebAppData", bot token); and its age, from
``auth_date``. Pure: no web server, no clock of its own."""

from __future__ import annotations

import hashlib
import hmac
import json
from dataclasses import dataclass
from urllib.parse import parse_qsl

MAX_AGE = 3600
"""Seconds a launch stays good after Telegram signed it. It is used once, seconds after the
Mini App opens (the page then keeps its own address, and a reload inside Telegram reloads
that page, not the launch); an hour forgives a slow phone and a server clock somewhat off,
and a launch address that leaked (a proxy's log, a screenshot) stops opening anything soon."""
SKEW = 300
"""Seconds a launch may seem to come from the future: the server's clock a little behind
Telegram's."""
DERIVATION = b"WebAppData"
"""The constant key under which Telegram derives the signing key from the bot's token."""


@dataclass(frozen=True)
class Launch:
    """What a checked launch says: the ``startapp`` value of the link that opened it (our
    watch token; empty without one), and the user's language as their app reports it."""

    start: str
    language_code: str | None


class LaunchError(ValueError):
    """Launch data that is not Telegram's (``invalid``) or too old (``expired``)."""

    def __init__(self, why: str) -> None:
        super().__init__(why)
        self.why = why


def secret_key(bot_token: str) -> bytes:
    return hmac.new(DERIVATION, bot_token.encode(), hashlib.sha256).digest()


def data_check_string(fields: dict[str, str]) -> str:
    """Every field but ``hash``, sorted by key, ``key=value`` one a line."""
    return "\n".join(f"{key}={fields[key]}" for key in sorted(fields) if key != "hash")


def fields_of(init_data: str) -> dict[str, str]:
    """The init data's fields, decoded; a field given twice, or a malformed pair, makes it
    invalid."""
    try:
        pairs = parse_qsl(init_data, keep_blank_values=True, strict_parsing=True,
                          errors="strict")
    except (ValueError, UnicodeDecodeError):
        raise LaunchError("invalid") from None
    fields = dict(pairs)
    if len(fields) != len(pairs):
        raise LaunchError("invalid")
    return fields


def check(init_data: str, bot_token: str, now: float, max_age: int = MAX_AGE) -> Launch:
    """The launch ``init_data`` says, if Telegram signed it for the bot of ``bot_token`` at
    most ``max_age`` seconds before ``now`` (Unix time); else ``LaunchError``."""
    fields = fields_of(init_data)
    given = fields.get("hash", "")
    expected = hmac.new(secret_key(bot_token), data_check_string(fields).encode(),
                        hashlib.sha256).hexdigest()
    if not given or not hmac.compare_digest(expected, given.casefold()):
        raise LaunchError("invalid")
    signed = fields.get("auth_date", "")
    if not (signed.isascii() and signed.isdigit()):
        raise LaunchError("invalid")
    age = now - int(signed)
    if age > max_age or age < -SKEW:
        raise LaunchError("expired")
    return Launch(fields.get("start_param", ""), language_code(fields))


def language_code(fields: dict[str, str]) -> str | None:
    """The user's ``language_code`` (``user`` is a JSON object), if they have one."""
    try:
        user = json.loads(fields.get("user", "{}"))
    except ValueError:
        return None
    code = user.get("language_code") if isinstance(user, dict) else None
    return code if isinstance(code, str) and code else None
