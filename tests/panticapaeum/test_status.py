"""`/panticapaeum status` shows the game as it is now, also while a turn waits on a question
(the same approach as Rajas: the working copy of the turn so far)."""

from __future__ import annotations

from engines import panticapaeum
from tests.panticapaeum.support import game


def status(state: panticapaeum.PanticapaeumState) -> dict[str, dict[str, object]]:
    return {e.key: e.params for e in panticapaeum.status_events(state)}


def test_status_while_botos_waits_on_a_cost_shows_the_tile_it_took() -> None:
    # Round 2, no cost known: Botos develops, so it asks a cost after taking its tile.
    state = game({"round": 2})
    state.next = "botos"
    step = panticapaeum.play_turn(state)
    assert step.prompt is not None and step.prompt.key == "panticapaeum-ask-tile"
    step = panticapaeum.give_answer(step.state, "2 brown 1 green")
    assert step.prompt is not None and step.prompt.key != "panticapaeum-ask-tile"
    shown = status(step.state)
    assert shown["panticapaeum-status-resources"]["brown"] == 2
    assert shown["panticapaeum-status-resources"]["green"] == 1
    assert shown["panticapaeum-status-next"] == {
        "round": 2, "turn": 1, "turns": 3, "next": "botos-asking"}
    # The stored state itself is untouched until the turn is over.
    assert step.state.botos.resources["brown"] == 0 and step.state.turn == 0


def test_status_between_turns_names_the_next_move() -> None:
    state = game()
    assert status(state)["panticapaeum-status-next"] == {
        "round": 1, "turn": 1, "turns": 3, "next": "explore"}


def test_status_while_the_trireme_asks_says_the_exploration_waits() -> None:
    step = panticapaeum.play_turn(game())
    assert step.prompt is not None
    assert status(step.state)["panticapaeum-status-next"]["next"] == "explore-asking"
