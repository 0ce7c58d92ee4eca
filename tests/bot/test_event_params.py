"""A step's lines are shown from its events as the engine made them when the step is just
stored, and from the JSON stored for them at every later answer of the turn (the service's
_commit, the state cache's TurnLines): both must say the same. So every parameter an engine
says must come back from that JSON as it was — no tuple (a list back; ``{"@join": ...}`` takes
only a list), no int dict key (a string back), no object (a dict back, or refused) — in whole
random games of each game with a random player. (tests/bot/test_state_cache.py compares the
service's replies both ways over whole Rajas and Splendor games.)"""

from __future__ import annotations

import json
import random
from collections.abc import Iterable, Iterator
from typing import Any

import pytest

from engines import panticapaeum
from engines.core import Event, Step, Term, codec
from tests.panticapaeum.random_player import play_step as panticapaeum_step
from tests.rajas.random_player import whole_game as rajas_game
from tests.splendor.random_player import whole_game as splendor_game


def same(kept: Any, back: Any) -> bool:
    """Equal and of the same types all the way down (``(1,) == [1]`` is False, but ``1 == 1.0``
    and ``1 == True`` are True, and each says something else). A ``Term`` comes back as the
    plain string it is, which an event read back renders the same way."""
    if (str if type(kept) is Term else type(kept)) is not type(back):
        return False
    if isinstance(kept, dict):
        return list(kept) == list(back) and all(same(kept[k], back[k]) for k in kept)
    if isinstance(kept, list):
        return len(kept) == len(back) and all(map(same, kept, back))
    return bool(kept == back)


def panticapaeum_game(raw: dict[str, str], seed: int) -> Iterator[Step[Any]]:
    rng = random.Random(seed)
    step = panticapaeum.new_game(panticapaeum.parse_options(raw))
    yield step
    for _ in range(2000):
        if step.state.phase == "over":
            return
        # Ended after seven rounds, as tests/panticapaeum/test_properties.py does.
        step = (panticapaeum.end_game(step.state)
                if step.prompt is None and step.state.round > 7 else panticapaeum_step(step, rng))
        yield step
    raise AssertionError("game not over after 2000 steps")


def not_kept_as_stored(events: Iterable[Event]) -> list[str]:
    return [f"{e.key}: {e.params!r}" for e in events
            if not same(e.params, json.loads(codec.dumps(e.params)))]


GAMES = {
    "rajas-cherey": lambda seed: rajas_game({"variant": "cherey"}, seed),
    "rajas-beck": lambda seed: rajas_game({"variant": "beck", "dummies": str(1 + seed % 3)},
                                          seed),
    "splendor": lambda seed: splendor_game({}, seed),
    "splendor-table": lambda seed: splendor_game({"deal": "table"}, seed),
    "panticapaeum": lambda seed: panticapaeum_game({"harder": "abcd"[:seed]} if seed else {},
                                                   seed),
}


@pytest.mark.parametrize("game", GAMES)
def test_every_event_a_whole_game_says_comes_back_from_json_as_it_was(game: str) -> None:
    said = 0
    for seed in range(10):
        for step in GAMES[game](seed):
            assert not_kept_as_stored(step.events) == [], (game, seed)
            said += len(step.events)
    assert said > 100


def test_what_json_would_change_is_told() -> None:
    changed = [Event("R-1", "a", {"cards": (1, 2)}), Event("R-1", "b", {"counts": {3: 1}}),
               Event("R-1", "c", {"flag": True, "n": 2.0})]
    assert not_kept_as_stored(changed) == ["a: {'cards': (1, 2)}", "b: {'counts': {3: 1}}"]
