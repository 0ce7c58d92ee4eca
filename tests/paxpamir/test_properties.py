"""The dominance check (PP-10, PP-14) on random tables: random blocks, influence, cylinders,
points, stars and rupees, 1–5 players with Wakhan among them or not, a check or the final one.
Points awarded are never negative, a tie never shares out more than its places are worth, the
blocks leave exactly when a coalition is dominant, and the final check always ends the game."""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from engines import paxpamir
from engines.paxpamir.model import COALITIONS
from engines.paxpamir.scenario import override
from engines.paxpamir.scoring import dominance, place_points, shares

NAMES = ["Ana", "Ben", "Carla", "Dan", "Wakhan"]


@st.composite
def tables(draw: st.DrawFn) -> tuple[Any, bool]:
    count = draw(st.integers(1, 5))
    names = draw(st.permutations(NAMES))[:count]
    humans = [n for n in names if n != "Wakhan"]
    loyalty = [draw(st.sampled_from(COALITIONS)) for _ in humans]
    options = {"players": ",".join(names)}
    if humans:
        options["loyalty"] = ",".join(loyalty)
    state = paxpamir.new_game(paxpamir.parse_options(options)).state
    players = []
    for name in names:
        fields: dict[str, Any] = {
            "vp": draw(st.integers(0, 30)),
            "rupees": draw(st.integers(0, 20)),
            "cylinders": draw(st.integers(0, 10)),
            "stars": {"military": draw(st.integers(0, 3))},
        }
        if name == "Wakhan":
            fields["patriots"] = {c: draw(st.integers(0, 4)) for c in COALITIONS}
        else:
            fields["influence"] = draw(st.integers(1, 6))
        players.append(fields)
    blocks = {c: draw(st.integers(0, 15)) for c in COALITIONS}
    override(state, {"players": players, "blocks": blocks})
    return state, draw(st.booleans())


@given(table=tables())
def test_PP_10_check_points_never_negative_ties_within_their_places_final_ends(
        table: tuple[Any, bool]) -> None:
    state, final = table
    blocks = dict(state.blocks)
    before = {p.name: p.vp for p in state.players}
    words = ["final"] if final else []
    step = paxpamir.act(state, "check", [*words, *(str(blocks[c]) for c in COALITIONS)])
    assert step.prompt is None
    after = {p.name: p.vp for p in step.state.players}
    gains = {name: after[name] - before[name] for name in before}
    assert all(gain >= 0 for gain in gains.values())

    found = dominance(blocks)
    points = place_points(final, found.coalition is not None)
    assert sum(gains.values()) <= sum(points)
    for event in step.events:
        if event.key == "paxpamir-award-tie":
            shared = event.params["each"] * event.params["count"]
            assert shared <= event.params["total"]
            assert all(gains[name] == event.params["each"] for name in event.params["names"])
    if found.coalition is not None:
        assert set(step.state.blocks.values()) == {0}
        assert all(gains[p.name] == 0 for p in state.players if not p.loyal_to(found.coalition))
    else:
        assert step.state.blocks == blocks
    assert step.state.checks == state.checks + 1
    if final:
        assert step.state.phase == "over" and step.state.result is not None
    if step.state.phase == "over":
        assert step.state.result is not None and step.state.result.winners


@given(values=st.lists(st.integers(0, 12), min_size=1, max_size=5), final=st.booleans(),
       dominant=st.booleans())
def test_PP_10_shares_never_give_a_tie_more_than_its_places(
        values: list[int], final: bool, dominant: bool) -> None:
    points = place_points(final, dominant)
    named = [(f"p{i}", v) for i, v in enumerate(values)]
    found = shares(named, points)
    taken = [place for share in found for place in share.places]
    assert taken == list(range(1, len(taken) + 1))  # places in order, none skipped or twice
    for share in found:
        assert share.each >= 0
        assert share.each * len(share.names) <= sum(share.points)
        assert sum(share.points) - share.each * len(share.names) < len(share.names)
    # Every player takes part, even at 0: each scoring place is taken while players remain.
    assert len(taken) >= min(len(values), len(points))
