"""The chat service's own lines in a game's words where the game ships them, shared words
where it does not: a new game names nothing in the shared message files.

A game's file may hold ``<game>-variant-<variant>`` (the automa a new game is played against),
``<game>-no-dice`` (what a new game says instead of its dice, for a game without),
``<game>-odds-automa`` and ``<game>-odds-ends`` (who scores and when a game ends, in its odds),
and ``<game>-<line>`` for a whole line of its own in place of the shared ``bot-<line>``
(``verify-unsealed``, ``board-header``, ``no-question``, ``odds-none``). A part is a
``{"@first": [...]}`` parameter (bot/words/i18n.py), so the catalog picks the game's words or
the shared ones as it renders; a whole line is picked by ``own`` when the service says it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.words.i18n import FALLBACK, Catalog
from engines.core import term
from engines.core.spec import GameSpec

NEW_GAME = "bot-new-game"


def new_game(params: dict[str, Any]) -> dict[str, Any]:
    """``bot-new-game``'s parameters (``game``, ``variant``, ``dice``, ``sealed``, ``seed``,
    ``owner``) with the parts said in the game's own words, else the shared ones: ``automa``
    (``<game>-variant-<variant>``, else ``bot-new-game-automa``) and ``chance``
    (``<game>-no-dice``, with ``dice``, else ``bot-new-game-dice``). Events stored before
    these parts get them from the same parameters when read back."""
    game, variant = params.get("game"), params.get("variant")
    dice = {"@": "bot-new-game-dice", "dice": params.get("dice"),
            "sealed": params.get("sealed"), "seed": params.get("seed")}
    return {**params,
            "automa": {"@first": [term(f"{game}-variant-{variant}"), term("bot-new-game-automa")]},
            "chance": {"@first": [{"@": f"{game}-no-dice", "dice": params.get("dice")}, dice]}}


def own(catalog: Catalog, game: str, key: str) -> str:
    """The game's own line ``<game>-<line>`` in place of the shared ``bot-<line>`` (``key``),
    if the game ships it; else ``key``."""
    mine = f"{game}-{key.removeprefix('bot-')}"
    return mine if catalog.has(FALLBACK, mine) else key


def odds(params: dict[str, Any]) -> dict[str, Any]:
    """``bot-odds``'s parameters (``game``, ``variant``, ``dummies``, the scores, ``rlow``,
    ``rhigh``, ``games``) with the parts said in the game's own words, else the shared ones:
    ``automa`` (``<game>-odds-automa``, with ``variant`` and ``dummies``, else
    ``bot-odds-automa``) and ``ends`` (``<game>-odds-ends``, with ``rlow`` and ``rhigh``, else
    ``bot-odds-ends``)."""
    game = params.get("game")
    automa = {"variant": params.get("variant"), "dummies": params.get("dummies")}
    ends = {"rlow": params.get("rlow"), "rhigh": params.get("rhigh")}
    return {**params,
            "automa": {"@first": [{"@": f"{game}-odds-automa", **automa},
                                  {"@": "bot-odds-automa", **automa}]},
            "ends": {"@first": [{"@": f"{game}-odds-ends", **ends},
                                {"@": "bot-odds-ends", **ends}]}}


def odds_commands(games: Mapping[str, GameSpec]) -> dict[str, Any]:
    """The commands that tell an automa's odds (``/<game> odds`` of each game with an odds
    table), as a parameter: in the language's own list (``/help``, ``bot-odds-none``)."""
    return {"@join": [f"/{name} odds" for name in sorted(games) if games[name].odds_automata],
            "sep": term("list-separator")}
