"""Splendor at the table, through the service: the end summary counts the player's
reserved cards, a wrong card or deck is hinted in the command's own terms, and status and the
end work while a question is open."""

from __future__ import annotations

import pytest

from bot.service.service import Service
from bot.words.render import reply_text
from engines import splendor
from tests.splendor.support import game, tokens
from tests.splendor.test_rules import quiet
from tests.table import CATALOG, keys, say, service

__all__ = ["service"]  # the fixture, from tests.table


async def test_the_end_summary_counts_the_players_reserved_cards(service: Service) -> None:
    await say(service, "/splendor new seed=3")
    await say(service, "/splendor turn")
    await say(service, "/splendor reserve 1.1")
    await say(service, "/splendor turn")
    await say(service, "/splendor reserve deck 2")
    await say(service, "/splendor end")
    over = await say(service, "y")
    mine = next(line for line in over.lines
                if line.key == "splendor-standing" and line.params["side"] == "human")
    assert mine.params["reserved"] == 2
    text = reply_text(CATALOG, over)
    assert "2 reserved" in text and "0 development cards" in text


@pytest.mark.parametrize(("typed", "key"), [
    ("/splendor buy 4.1", "splendor-place-bad"),
    ("/splendor buy 1.7", "splendor-place-bad"),
    ("/splendor reserve deck 4", "splendor-deck-bad"),
    ("/splendor buy red 9", "splendor-card-not-here"),
])
async def test_a_wrong_card_or_deck_is_hinted_in_the_commands_terms(
        service: Service, typed: str, key: str) -> None:
    await say(service, "/splendor new seed=3")
    await say(service, "/splendor turn")
    assert keys(await say(service, typed)) == [key]


def test_status_while_the_discard_is_asked_shows_the_tokens_taken() -> None:
    state = game(quiet(human={"tokens": tokens(3, 3, 2, 1, 0)}, next="human"))
    step = splendor.human_move(state, "take", ["r", "k", "g"])
    assert step.prompt is not None and step.prompt.key == "splendor-ask-discard"
    said = {e.key: e.params for e in splendor.status_events(step.state)}
    assert said["splendor-status-human"]["count"] == 12  # as it is now: taken, not yet given


def test_the_end_is_declared_while_the_discard_is_asked() -> None:
    state = game(quiet(human={"tokens": tokens(3, 3, 2, 1, 0)}, next="human"))
    step = splendor.human_move(state, "take", ["r", "k", "g"])
    step = splendor.end_game(step.state)
    assert step.events[0].key == "splendor-question-waits"
    step = splendor.give_answer(step.state, "y")
    assert step.state.phase == "over"
    assert step.state.human.tokens == tokens(3, 3, 2, 1, 0)  # the move was not played


def test_the_end_declared_while_the_discard_is_asked_and_cancelled_asks_it_again() -> None:
    state = game(quiet(human={"tokens": tokens(3, 3, 2, 1, 0)}, next="human"))
    step = splendor.human_move(state, "take", ["r", "k", "g"])
    asked = step.prompt
    step = splendor.give_answer(splendor.end_game(step.state).state, "n")
    assert [e.key for e in step.events] == ["splendor-end-cancelled"]
    assert step.prompt == asked and step.state.move == ["take", "r", "k", "g"]
