"""A game's transcript: the whole game as a file, in any of our languages — Markdown to read,
JSON for tools (every event with its rule id and its text, every command and answer as typed,
the bot's rolls, the options, and the seed once it may be known). ``python -m engines.replay``
replays the JSON to the same events (docs/scenarios.md).

While a game's bot dice are sealed (its seed is secret until the end), neither file holds the
seed nor the state (whose die would tell the rolls to come): only the commitment."""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass
from typing import Any

import structlog

from bot.words import headlines
from bot.words.i18n import Catalog
from bot.words.render import line_text
from bot.words.replies import Document, Line
from engines.core import literal

log = structlog.get_logger("soloist.transcripts")

FORMAT = "soloist-transcript"
VERSION = 1
DID = "bot-did"
SEALED = "bot-dice-sealed"
REVEALED = "bot-dice-revealed"
DAMAGED = "bot-log-damaged"
"""Said in place of a step's events that cannot be read (a damaged row)."""


@dataclass(frozen=True)
class GameTrail:
    """What the store holds of a game, as the transcript needs it."""

    game_id: int
    game: str
    variant: str
    owner: str
    status: str
    history: list[tuple[int, str]]
    """(step, stored events JSON text), oldest first, undone steps left out."""
    corrections: list[dict[str, Any]]
    """Board corrections (kept beside the steps): ``{"command", "after", "said"}``."""


OLD_DEFAULTS: dict[str, dict[str, Any]] = {"bot-new-game": {"sealed": "no"}}
"""Parameters that events stored by older versions lack, by key, with what they meant then
(a game begun before sealed dice had none)."""


def stored_events(stored: str) -> list[dict[str, Any]]:
    """A step's events as the store keeps them, completed with what older versions left out
    (a new game's header before it named its parts in the game's own words: made from the
    parameters it has, as a new game's are)."""
    try:
        events: Any = json.loads(stored)
    except (ValueError, RecursionError):
        events = None
    if not isinstance(events, list) or not all(isinstance(e, dict) for e in events):
        # A damaged row: the step is said to be unreadable, and the rest of the log still is.
        log.warning("damaged events", length=len(stored))
        return [{"rule": "", "key": DAMAGED, "params": {}}]
    for event in events:
        missing = OLD_DEFAULTS.get(event.get("key", ""))
        if missing and isinstance(event.get("params"), dict):
            event["params"] = {**missing, **event["params"]}
        if (event.get("key") == headlines.NEW_GAME and isinstance(event.get("params"), dict)
                and "chance" not in event["params"]):
            event["params"] = headlines.new_game(event["params"])
    return events


def shown(stored: str) -> list[dict[str, Any]]:
    """A step's stored events as they are said: without the command that made it (kept for
    the transcript and its replay, never shown)."""
    return [e for e in stored_events(stored) if e.get("key") != DID]


def _steps(trail: GameTrail) -> list[tuple[int, list[dict[str, Any]], list[str] | None]]:
    """Each step's number, its events as said, and the command that made it (None for a step
    the service made itself: a handover, an ending by a moderator)."""
    out = []
    for number, stored in trail.history:
        events = stored_events(stored)
        did = next((e["params"].get("command") for e in events if e.get("key") == DID), None)
        out.append((number, [e for e in events if e.get("key") != DID], did))
    return out


def _seal(trail: GameTrail) -> tuple[dict[str, Any], dict[str, Any]]:
    """The game's seal (empty: its dice are not sealed) and, once the game ended, the reveal."""
    seal: dict[str, Any] = {}
    reveal: dict[str, Any] = {}
    for _, events, _ in _steps(trail):
        for event in events:
            if event.get("key") == SEALED:
                seal = event["params"]
            elif event.get("key") == REVEALED:
                reveal = event["params"]
    return seal, reveal


def _header(trail: GameTrail) -> dict[str, Any]:
    first = stored_events(trail.history[0][1]) if trail.history else []
    return next((e["params"] for e in first if e.get("key") == "bot-new-game"), {})


def _soloist_version() -> str:
    """The installed Soloist's version: a later rules fix may change a step's events, and the
    transcript says which version said them."""
    # Imported here: importlib.metadata (zipfile, email, …) costs a start ~20 ms, and few
    # sessions ask for a transcript.
    from importlib import metadata

    try:
        return metadata.version("soloist")
    except metadata.PackageNotFoundError:
        return "unknown"


def to_json(trail: GameTrail, catalog: Catalog, language: str) -> dict[str, Any]:
    seal, reveal = _seal(trail)
    header = _header(trail)
    steps = _steps(trail)
    new = steps[0][2] if steps and steps[0][2] else ["new"]
    options = [w for w in new[1:] if "=" in w or w.isidentifier()]
    seed: Any = None
    if reveal:
        seed = int(reveal["seed"]) if str(reveal["seed"]).isdigit() else None
    elif not seal and isinstance(header.get("seed"), int):
        seed = header["seed"]  # a seed typed or shown from the start: no secret
    out: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "made_by": f"soloist {_soloist_version()}",
        "game": trail.game,
        "variant": trail.variant,
        "owner": trail.owner,
        "status": trail.status,
        "language": language,
        "options": options,
        "seed": seed,
        "dice": header.get("dice"),
        "offered": _offered(trail),
        "sealed": {"commitment": seal["commitment"], "salt": seal["salt"]} if seal else None,
        "steps": [],
        "corrections": [{"command": c["command"], "after": c["after"]} for c in trail.corrections],
    }
    for number, events, did in steps:
        out["steps"].append(
            {
                "step": number,
                "command": did,
                "events": [
                    {
                        "rule": e.get("rule", ""),
                        "key": e["key"],
                        "params": e.get("params", {}),
                        "text": catalog.render(language, e["key"], e.get("params", {})),
                    }
                    for e in events
                ],
            }
        )
    out["answers"] = [
        s["command"][1] for s in out["steps"] if s["command"] and s["command"][0] == "answer"
    ]
    out["rolls"] = [
        e["params"]["face"]
        for s in out["steps"]
        for e in s["events"]
        if e["params"].get("by") == "bot" and isinstance(e["params"].get("face"), int)
    ]
    return out


def _offered(trail: GameTrail) -> Any:
    """The board profile the channel offered the game at its start (JSON), if any."""
    first = stored_events(trail.history[0][1]) if trail.history else []
    text = next((e["params"].get("offered") for e in first if e.get("key") == DID), None)
    try:
        return json.loads(text) if isinstance(text, str) else None
    except ValueError:
        return None


def to_markdown(trail: GameTrail, catalog: Catalog, language: str) -> str:
    seal, reveal = _seal(trail)
    title = catalog.render(language, "transcript-title", {"game": trail.game,
                                                          "owner": literal(trail.owner)})
    lines = [f"# {title}", ""]
    if reveal:
        lines += [catalog.render(language, "transcript-dice-revealed", reveal), ""]
    elif seal:
        sealed = {**seal, "game": trail.game}
        lines += [catalog.render(language, "transcript-dice-sealed", sealed), ""]
    corrections: defaultdict[int, list[dict[str, Any]]] = defaultdict(list)
    for c in trail.corrections:
        corrections[c["after"]].append(c)
    last = len(trail.history)
    for number, events, did in _steps(trail):
        lines.append(f"## {catalog.render(language, 'transcript-step', {'step': number})}")
        if did and did[0] not in ("answer",):
            command = " ".join(["/" + trail.game, *did])
            lines.append(f"> {catalog.render(language, 'transcript-typed', {'command': command})}")
        lines.append("")
        for event in events:
            line = Line(event["key"], event.get("params", {}), event.get("rule") or None)
            lines.append(f"- {line_text(catalog, language, line)}")
        for c in corrections.get(number, []) if number < last else []:
            lines += _correction(catalog, language, trail.game, c)
        lines.append("")
    for c in (c for c in trail.corrections if c["after"] >= last):
        lines += _correction(catalog, language, trail.game, c)
    return "\n".join(lines).rstrip() + "\n"


def _correction(catalog: Catalog, language: str, game: str, c: dict[str, Any]) -> list[str]:
    command = " ".join(["/" + game, *c["command"]])
    out = ["", f"> {catalog.render(language, 'transcript-correction', {'command': command})}",
           ""]
    for event in c.get("said", []):
        line = Line(event["key"], event.get("params", {}), event.get("rule") or None)
        out.append(f"- {line_text(catalog, language, line)}")
    return out


def documents(trail: GameTrail, catalog: Catalog, language: str) -> list[Document]:
    """The transcript as two files: ``<game>-<id>-<lang>.md`` and ``.json``."""
    stem = f"{trail.game}-{trail.game_id}-{language}"
    text = json.dumps(to_json(trail, catalog, language), ensure_ascii=False, indent=1)
    return [
        Document(f"{stem}.md", to_markdown(trail, catalog, language).encode(), "text/markdown"),
        Document(f"{stem}.json", (text + "\n").encode(), "application/json"),
    ]
