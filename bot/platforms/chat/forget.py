"""/forget's confirmation, the same on every platform: two buttons whose data name the user who
asked, ``f:<user id>:y`` (delete everything) and ``f:<user id>:n`` (keep it). Only the asker
may answer; the data names no channel, so a button pressed elsewhere forgets where it is."""

from __future__ import annotations

from engines.core import ascii_int

FORGET = "f"
MAX_USER_ID = 2**64 - 1
"""Telegram's and Discord's user ids both fit in 64 bits."""


def forget_data(asker: int, delete: bool) -> str:
    return f"{FORGET}:{asker}:{'y' if delete else 'n'}"


def parse_forget(data: str) -> tuple[int, bool] | None:
    """Who may answer the question, and whether the button deletes; None: not such a button."""
    head, _, rest = data.partition(":")
    asker, _, answer = rest.partition(":")
    user_id = ascii_int(asker, 0, MAX_USER_ID)
    if head != FORGET or user_id is None or answer not in ("y", "n"):
        return None
    return user_id, answer == "y"
