"""A record as files to keep: a CSV for a spreadsheet and the same plays as JSON, one play a
row (an object), in the order the games ended.

The CSV is made for a spreadsheet opened with a double click:

- UTF-8 **with a byte-order mark**: Excel reads a CSV without one in the system's legacy code
  page, which garbles Cyrillic and Japanese names; with it, Excel, LibreOffice, Numbers and
  Google Sheets read UTF-8 (and Python reads it back with ``utf-8-sig``).
- Commas and CRLF line ends (RFC 4180, the csv module's default dialect). Every number is a
  whole number, so a locale whose decimal mark is a comma has nothing to misread.
- ``complete`` and ``won`` are 1 and 0 (``won`` empty when the play decided nothing): a
  spreadsheet sums them as they are, and the average of ``won`` is the win rate, blanks
  skipped.
- A text cell that starts with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return is
  prefixed with ``'``: a spreadsheet would run it as a formula, and a player's name is theirs
  to choose (OWASP's "CSV injection"). The JSON keeps every text as it is.
- A seed is written as it is typed to replay the game, ``seed=<digits>``: a sealed seed has
  up to 19 digits, and a spreadsheet reads a bare one as a number and rounds it past 15
  digits (1.23457E+18), while ``seed=…`` stays text, whole, ready to be pasted into `new`.
  The JSON keeps the seed as stored.
- The seats in one cell, in table order: ``name:score``, ``*`` after a winner, joined by
  ``"; "``.
"""

from __future__ import annotations

import csv
import io
import json
import re
import unicodedata
from collections.abc import Sequence
from typing import Any

from bot.service.standings import in_play_order
from bot.store.results import Result
from bot.words.replies import Document

COLUMNS = ("ended_at", "game", "automaton", "level", "options", "player", "complete", "won",
           "score", "margin", "turns", "started_at", "channel", "seed", "seats")
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
TEXT_COLUMNS = frozenset({"player", "channel", "seats"})
"""Cells whose text a player chose (a name) or a platform gave: guarded against formulas."""
NAME = "soloist-record"


def export_documents(results: Sequence[Result],
                     who: str | None = None) -> tuple[Document, Document]:
    """The record as a CSV file and a JSON file, named ``soloist-record-<slug>.csv`` and
    ``.json``; the slug is ``who`` (or the one player's latest name) in ASCII letters and
    digits, left out when nothing of it is ASCII."""
    played = in_play_order(results)
    name = file_name(who if who is not None else _one_player(played))
    return (Document(f"{name}.csv", csv_bytes(played), "text/csv"),
            Document(f"{name}.json", json_bytes(played), "application/json"))


def csv_bytes(results: Sequence[Result]) -> bytes:
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(COLUMNS)
    for result in results:
        row = _csv_row(result)
        writer.writerow([_guarded(row[c]) if c in TEXT_COLUMNS else row[c] for c in COLUMNS])
    return out.getvalue().encode("utf-8-sig")


def json_bytes(results: Sequence[Result]) -> bytes:
    """A list of one object per play: the CSV's columns with their JSON types, the outcome
    (seats, complete, turns, rule) as an object in place of ``seats``."""
    return json.dumps([_json_row(result) for result in results], ensure_ascii=False,
                      indent=1).encode("utf-8")


def _common(result: Result) -> dict[str, Any]:
    return {"ended_at": result.ended_at, "game": result.game, "automaton": result.automaton,
            "level": result.level, "options": result.options, "player": result.player_name,
            "complete": result.complete,
            "won": result.won, "score": result.score, "margin": result.margin,
            "turns": result.turns, "started_at": result.started_at, "channel": result.channel,
            "seed": result.seed}


def _json_row(result: Result) -> dict[str, Any]:
    return {**_common(result), "outcome": _outcome(result)}


def _csv_row(result: Result) -> dict[str, str]:
    row = {key: "" if value is None else str(int(value)) if isinstance(value, bool)
           else str(value) for key, value in _common(result).items()}
    row["seed"] = "" if result.seed is None else f"seed={result.seed}"
    row["seats"] = "; ".join(_seat(seat) for seat in _outcome(result).get("seats", []))
    return row


def _outcome(result: Result) -> dict[str, Any]:
    """The stored outcome; an unreadable one (a damaged row) as an empty object, so that
    one bad row does not cost the player the whole file."""
    try:
        outcome = json.loads(result.outcome)
    except ValueError:
        return {}
    return outcome if isinstance(outcome, dict) else {}


def _seat(seat: Any) -> str:
    if not isinstance(seat, dict):
        return ""
    score = seat.get("score")
    said = str(seat.get("name", "")) + ("" if score is None else f":{score}")
    return said + ("*" if seat.get("winner") else "")


def _guarded(text: str) -> str:
    return "'" + text if text.startswith(FORMULA_START) else text


def _one_player(results: Sequence[Result]) -> str | None:
    players = {result.player_id for result in results}
    return results[-1].player_name if len(players) == 1 else None


def file_name(who: str | None) -> str:
    """``soloist-record-<slug>``: ``who`` as lowercase ASCII letters and digits joined by
    hyphens (accents dropped: "José" is "jose"); ``soloist-record`` when none is left."""
    ascii_text = unicodedata.normalize("NFKD", who or "").encode("ascii", "ignore").decode()
    slug = "-".join(re.findall(r"[a-z0-9]+", ascii_text.casefold()))[:40].strip("-")
    return f"{NAME}-{slug}" if slug else NAME
