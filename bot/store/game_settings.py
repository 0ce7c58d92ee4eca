"""What the service keeps of a game beside its steps, each with calls of its own: its board
corrections and its sealed dice seed. Both are channel settings underneath (named by the game),
the rows games already stored have."""

from __future__ import annotations

import json
from typing import Any

from bot.store.settings import Settings

CORRECTIONS = "corrections:{}"
"""Setting (by game id): the game's board corrections, a JSON list."""
SEALED_SEED = "dice-seed:{}"
"""Setting (by commitment): a sealed game's seed, kept out of its steps until the end."""


class GameSettings(Settings):
    """Board corrections (no steps: undo never takes one back) and sealed seeds."""

    async def corrections(self, channel: str, game_id: int) -> list[dict[str, Any]]:
        """The game's board corrections, in order: each ``{"command": [verb, *args], "after":
        the step it followed, "said": its events}`` (any other shape left out)."""
        stored = await self.get_setting(channel, CORRECTIONS.format(game_id))
        try:
            corrections = json.loads(stored) if stored else []
        except ValueError:
            return []
        return [c for c in corrections if isinstance(c, dict)
                and isinstance(c.get("command"), list) and isinstance(c.get("after"), int)]

    async def add_correction(self, channel: str, game_id: int, correction: dict[str, Any],
                             request: str | None = None) -> None:
        """Keep ``correction`` after the game's others, with the ``request`` that made it."""
        corrections = [*await self.corrections(channel, game_id), correction]
        await self.set_setting(channel, CORRECTIONS.format(game_id),
                               json.dumps(corrections, ensure_ascii=False), request=request)

    async def sealed_seed(self, channel: str, commitment: str) -> int | None:
        """The seed of the channel's sealed game whose commitment is ``commitment`` (given to
        ``create_game`` as its ``seal``); None if there is none."""
        stored = await self.get_setting(channel, SEALED_SEED.format(commitment))
        try:
            return int(stored) if stored is not None else None
        except ValueError:
            return None
