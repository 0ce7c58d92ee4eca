"""Provably fair bot dice: a game whose dice the bot rolls from a seed of its own shows, when
it starts, a commitment to that seed (the SHA-256 of ``salt:seed``, the salt public) and
reveals the seed when the game ends. Anyone can then recompute the commitment and replay the
dice: every roll the bot said, in order, is the next face of the die seeded with the seed.

The one line that checks a commitment and replays the dice is in the README ("Provably fair
bot dice").
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Iterable
from typing import Any

from engines.core import Rng

SEALED = "bot-dice-sealed"
"""The event, right after a sealed game's header: its commitment, salt and options."""
REVEALED = "bot-dice-revealed"
"""The event of the step that ends a sealed game: its seed."""
SEED_BITS = 63
"""A secret seed's bits: beyond brute force from its commitment, and within the 19 digits a
typed seed may have."""


def commitment(seed: int, salt: str) -> str:
    return hashlib.sha256(f"{salt}:{seed}".encode()).hexdigest()


def new_secret() -> tuple[int, str]:
    """A secret seed and a public salt (so that one commitment never stands for two games)."""
    return secrets.randbits(SEED_BITS), secrets.token_hex(8)


def bot_faces(events: Iterable[dict[str, Any]]) -> list[int]:
    """The faces the bot rolled, in order, from stored events (a roll says ``by: bot``)."""
    return [
        e["params"]["face"]
        for e in events
        if isinstance(e.get("params"), dict)
        and e["params"].get("by") == "bot"
        and isinstance(e["params"].get("face"), int)
    ]


def replay(first: list[int], later: list[int], rng: Rng) -> tuple[int, int | None]:
    """``first``: the faces the game's first step says (its setup rolled them); ``later``:
    those of every later step, each the next face of ``rng`` (the die as the setup left it).
    How many agree from the start, and the first that does not."""
    agreed = 0
    for face in later:
        if rng.d6() != face:
            return len(first) + agreed, len(first) + agreed + 1
        agreed += 1
    return len(first) + agreed, None
