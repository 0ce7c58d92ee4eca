"""What every game's scenario hooks share: a scenario's options as chat would type them."""

from __future__ import annotations

from typing import Any

from engines.core.codec import CodecError


def scenario_options(spec: dict[str, Any]) -> tuple[dict[str, str], int]:
    """The scenario's ``options`` as `/<game> new` words (true → "yes", lists joined by
    commas), with ``dice=player`` when it lists dice and says nothing of them, and its seed."""
    raw = {str(k): _option_text(v) for k, v in spec.get("options", {}).items()}
    if "dice" not in raw and "dice" in spec:
        # Listed dice are the player's real die: the bot asks for every roll.
        raw["dice"] = "player"
    seed = spec.get("seed", 0)
    if not isinstance(seed, int):
        raise CodecError("$.seed: expected an integer")
    return raw, seed


def _option_text(value: Any) -> str:
    if value is True:
        return "yes"
    if value is False:
        return "no"
    if isinstance(value, list):
        return ",".join(str(v) for v in value)
    return str(value)
