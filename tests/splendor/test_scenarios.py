"""The scenario runner's Splendor extensions: the human's moves, the turns bound, the state
overrides. (The team's splendor-*.json scenarios run with all others in
tests/test_scenarios.py.)"""

from __future__ import annotations

import pytest

from engines.replay import run


def test_moves_are_played_in_order_then_default_moves_to_the_end() -> None:
    lines = list(run({"game": "splendor", "seed": 4, "moves": ["reserve deck 3"]}))
    moves = [line for line in lines if line["type"] == "move"]
    assert moves[0] == {"type": "move", "move": "reserve deck 3", "source": "moves"}
    assert all(line["source"] == "default" for line in moves[1:])
    assert lines[-1]["phase"] == "over" and lines[-1]["result"]["winner"] in ("bot", "human")


def test_turns_stop_the_run_before_a_default_move() -> None:
    lines = list(run({"game": "splendor", "seed": 4, "turns": 1}))
    assert not [line for line in lines if line["type"] == "move"]
    assert lines[-1]["next"] == "human" and lines[-1]["turn"] == 1


def test_state_overrides_keep_every_card_in_one_place() -> None:
    lines = list(run({"game": "splendor", "seed": 4, "turns": 0,
                      "state": {"bot": {"cards": [90, 1]}, "human": {"reserved": [45]}}}))
    final = lines[-1]
    market = [c for row in final["market"] for c in row]
    assert 90 not in market and 1 not in market and 45 not in market
    assert final["bot"]["cards"] == [90, 1] and final["bot"]["prestige"] == 5
    assert sum(final["decks"]) + len(market) + 3 == 90


def test_a_bad_override_is_refused() -> None:
    from engines.core import CodecError

    with pytest.raises(CodecError):
        list(run({"game": "splendor", "state": {"bot": {"tokens": {"red": 5}}}}))
    with pytest.raises(CodecError):
        list(run({"game": "splendor", "state": {"market": [[90, 0, 0, 0]]}}))
