"""The scenario runner's Panticapaeum extensions: the tiles Botos takes as their own list (with
harder b, the tiles the trireme moved over), the human's moves (`turn`, `cost …`, `round`), the
state overrides and the final line. (The team's panticapaeum-*.json scenarios run with all the
others in tests/test_scenarios.py.)"""

from __future__ import annotations

from typing import Any

import pytest

from engines.core import CodecError
from engines.replay import run
from tests.panticapaeum.support import EVERY_COST, counts


def lines(spec: dict[str, Any]) -> list[dict[str, Any]]:
    return list(run({"game": "panticapaeum", **spec}))


def test_tiles_answer_the_tile_questions_and_answers_the_rest() -> None:
    out = lines({"tiles": ["2 brown", "1 green"], "answers": [3, 0], "turns": 2})
    prompts = [line for line in out if line["type"] == "prompt"]
    assert [(p["key"], p["source"], p["answer"]) for p in prompts] == [
        ("panticapaeum-ask-your-tile", "answers", 3),
        ("panticapaeum-ask-tile", "tiles", "2 brown"),
        ("panticapaeum-ask-your-tile", "answers", 0),
        ("panticapaeum-ask-tile", "tiles", "1 green"),
    ]
    moves = [line for line in out if line["type"] == "move"]
    assert moves == [{"type": "move", "move": "turn", "source": "default"}] * 2
    assert out[-1]["bot"]["resources"] == counts(brown=2, green=1)


def test_when_tiles_run_out_a_tile_gets_its_default_never_an_answer() -> None:
    out = lines({"tiles": [], "answers": [0, 0, "none"], "turns": 2})
    tile_prompts = [line for line in out if line["type"] == "prompt"
                    and line["key"] in ("panticapaeum-ask-tile", "panticapaeum-ask-more")]
    assert [(p["answer"], p["source"]) for p in tile_prompts] == [
        ("brown", "default"), ("done", "default")] * 2
    assert out[-1]["bot"]["resources"] == counts(brown=2)


def test_with_harder_b_an_entry_lists_the_tiles_the_trireme_moved_over() -> None:
    out = lines({"options": {"harder": "b"}, "tiles": [["1 brown", "2 purple"], "1 green"],
                 "turns": 2})
    passed = [line["answer"] for line in out if line.get("key") == "panticapaeum-ask-passed"]
    assert passed == [2, 1]
    assert out[-1]["bot"]["resources"] == counts(purple=2, green=1)


def test_a_list_of_tiles_needs_harder_b() -> None:
    with pytest.raises(CodecError):
        lines({"tiles": [["1 brown", "2 purple"]]})
    with pytest.raises(CodecError):
        lines({"tiles": [3]})


def test_a_tile_the_engine_cannot_read_stops_the_run_with_an_error_line() -> None:
    out = lines({"tiles": ["2 blue"]})
    assert out[-2]["type"] == "error" and out[-2]["key"] == "panticapaeum-resources-bad"


def test_moves_correct_a_cost_and_end_a_round() -> None:
    out = lines({"tiles": ["1 green", "1 green"], "turns": 2,
                 "moves": ["turn", "round", "cost brown 4 brown", "turn"],
                 "state": {"costs": {"green": "none"}}})
    keys = [line.get("key") for line in out]
    assert "panticapaeum-round-said" in keys and "panticapaeum-cost-noted" in keys
    assert out[-1]["round"] == 2
    # The brown cost was told, not asked; the others were asked in round 2 (their defaults).
    assert out[-1]["costs"]["brown"] == "4 brown" and out[-1]["costs"]["green"] is None
    asked = [line["params"]["building"] for line in out
             if line.get("key") == "panticapaeum-ask-cost"]
    assert asked == [f"@panticapaeum-building-{c}" for c in ("purple", "beige", "orange")]


def test_overrides_and_the_final_line() -> None:
    out = lines({"turns": 0, "state": {
        "bot": {"resources": {"purple": 3}, "buildings": {"green": 2}},
        "round": 4, "turn": 1, "costs": {"brown": "2 purple 1 orange", "beige": None}}})
    final = out[-1]
    assert final == {
        "type": "state",
        "bot": {"resources": counts(purple=3), "buildings": counts(green=2), "score": 13},
        "round": 4, "turn": 1, "next": "explore",
        "costs": {"brown": "2 purple 1 orange", "beige": None},
        "harder": "", "phase": "play",
    }


@pytest.mark.parametrize("state", [
    {"bot": {"resources": {"blue": 1}}},
    {"bot": {"resources": {"brown": -1}}},
    {"bot": {"coins": 3}},
    {"costs": {"brown": "2 blue"}},
    {"costs": {"teal": "1 brown"}},
    {"round": 0},
    {"turn": 3},
    {"market": []},
])
def test_a_bad_override_is_refused(state: dict[str, Any]) -> None:
    with pytest.raises(CodecError):
        lines({"turns": 0, "state": state})


def test_a_whole_game_plays_to_the_end_without_turns() -> None:
    out = lines({"state": {"costs": EVERY_COST}, "answers": [0] * 15 + [True, 12]})
    final = out[-1]
    assert final["phase"] == "over"
    assert final["result"] == {"winner": "botos" if final["bot"]["score"] > 12 else "human",
                               "botos": final["bot"]["score"], "human": 12, "ended": False}
