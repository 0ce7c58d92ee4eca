"""The odds table the bot ships still matches the engines: its sample games, played again,
score and end as it says (regenerate it with `python -m engines.simulate.table`)."""

from __future__ import annotations

import pytest

from engines.simulate import play, seeds
from engines.simulate.run import prepared
from engines.simulate.table import SEED, automata, load


@pytest.mark.parametrize("name", sorted(automata()))
def test_the_shipped_table_matches_the_engine(name: str) -> None:
    entry = load()[name]
    setup = automata()[name]
    assert entry["game"] == setup.game and entry["options"] == dict(setup.options)
    assert entry["seed"] == SEED and entry["games"] >= 1000
    score = entry["score"]
    assert score["min"] <= score["low"] <= score["median"] <= score["high"] <= score["max"]
    setup = prepared(setup, SEED)
    expected = seeds(SEED, len(entry["samples"]))
    for (seed, points, ends), drawn in zip(entry["samples"], expected, strict=True):
        assert seed == drawn
        outcome = play(setup, seed)
        assert (outcome.score, outcome.round) == (points, ends), (
            f"{name}: the table is out of date; run python -m engines.simulate.table"
        )
