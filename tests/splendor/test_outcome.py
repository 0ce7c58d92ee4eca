"""The outcome of a Splendor game (SP-8) as the record keeps it: each side's points as the
engine counts them, the winner the rules name (its ruling on exact ties included), and whether
the game ran to its end. Games are played through the engine from set-up states."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines import splendor
from engines.core import Step
from engines.core.outcome import Outcome
from engines.splendor.model import WIN_POINTS, SplendorState
from engines.splendor.spec import SPEC
from tests.splendor.random_player import play_step
from tests.splendor.support import answer_all, game, tokens
from tests.splendor.test_rules import BOT_AT_15, quiet


def finished(state: SplendorState) -> Outcome:
    found = SPEC.outcome(state)
    assert found is not None
    return found


def last_turn(human: dict[str, object]) -> SplendorState:
    """The bot reaches 16 with 4 cards (SP-8: the player has one more turn); the player then
    buys #16 (1 point, 4 red) with ``human``'s holdings besides."""
    state = game(quiet(bot=BOT_AT_15, human={"tokens": tokens(red=4), **human}, nobles=[]))
    step = splendor.play_turn(state)
    assert step.state.final_turn and SPEC.outcome(step.state) is None
    return splendor.human_move(step.state, "buy", ["1.2"]).state


def test_SP_8_no_outcome_while_the_game_goes_on() -> None:
    state = game()
    assert SPEC.outcome(state) is None
    state = splendor.play_turn(state).state
    assert state.phase == "play" and SPEC.outcome(state) is None


def test_SP_8_the_player_reaching_15_first_wins() -> None:
    state = game(quiet(human={"cards": [86, 90, 72], "tokens": tokens(red=4)}, next="human",
                       nobles=[]))
    state = splendor.human_move(state, "buy", ["#16"]).state  # 14 + 1
    found = finished(state)
    bot, player = found.seats
    assert (bot.name, bot.automaton, bot.first) == ("mild", True, True)
    assert (player.name, player.automaton, player.first) == ("player", False, False)
    assert (player.score, player.winner, bot.winner) == (15, True, False)
    assert bot.score == state.bot.prestige()
    assert found.complete and found.rule == "SP-8" and found.turns == state.turn
    assert found.margin == 15 - state.bot.prestige()


def test_SP_8_the_bot_reaching_15_then_ahead_after_the_players_last_turn_wins() -> None:
    found = finished(last_turn({"cards": [73, 86, 90]}))  # 14 + 1 = 15 < 16
    assert [(s.name, s.score, s.winner) for s in found.seats] == [
        ("mild", 16, True),
        ("player", 15, False),
    ]
    assert found.complete and found.margin == -1 and found.turns == 1


def test_SP_8_the_player_at_least_level_on_the_last_turn_wins() -> None:
    found = finished(last_turn({"cards": [72, 86, 90, 40, 24]}))  # 16 + 1 = 17 > 16
    assert [s.name for s in found.winners] == ["player"] and found.margin == 1


def test_SP_8_ruling_an_exact_tie_goes_to_fewer_development_cards() -> None:
    found = finished(last_turn({"cards": [73, 86, 90, 40]}))  # 16 each; 5 cards against 4
    assert [(s.name, s.score, s.winner) for s in found.seats] == [
        ("mild", 16, True),
        ("player", 16, False),
    ]
    assert found.rule == "SP-8" and found.margin == 0


def test_SP_8_ruling_a_tie_in_points_and_cards_goes_to_the_player() -> None:
    # 10 + 2 + a noble's 3 + #16's 1 = 16 in 4 cards, as the bot's 16 in 4.
    found = finished(last_turn({"cards": [86, 90, 43], "nobles": [2]}))
    assert [(s.name, s.score, s.winner) for s in found.seats] == [
        ("mild", 16, False),
        ("player", 16, True),
    ]


def test_SP_8_a_game_ended_early_is_incomplete_and_keeps_the_winner_as_things_stand() -> None:
    state = game(quiet(bot={"cards": [74]}))
    step, _ = answer_all(splendor.end_game(state), "y")
    found = finished(step.state)
    assert not found.complete
    assert [(s.name, s.score, s.winner) for s in found.seats] == [
        ("mild", 5, True),
        ("player", 0, False),
    ]
    assert found.turns == 0


def test_SP_9_easier_the_skipped_first_turn_counts_and_the_bot_still_sat_first() -> None:
    state = game(easier="yes")
    step, _ = answer_all(splendor.end_game(state), "y")
    found = finished(step.state)
    assert found.turns == 1 and found.seats[0].first and not found.seats[1].first


def rules_winner(state: SplendorState) -> str:
    """SP-8 and its ruling, said again from the holdings: more points; an exact tie, fewer
    development cards (kept cards are none); still tied, the player."""
    bot, human = state.bot, state.human
    if bot.prestige() != human.prestige():
        return "mild" if bot.prestige() > human.prestige() else "player"
    if len(bot.cards) != len(human.cards):
        return "mild" if len(bot.cards) < len(human.cards) else "player"
    return "player"


def play_out(seed: int, raw: dict[str, str], end_at: int) -> tuple[SplendorState, bool]:
    """A random game, ended by `/splendor end` at the bot's turn ``end_at`` if it lasts that
    long; whether it was ended so."""
    rng = random.Random(seed)
    step: Step[SplendorState] = splendor.new_game(splendor.parse_options(raw), seed)
    while step.state.phase != "over":
        if step.state.turn >= end_at and step.prompt is None:
            step, _ = answer_all(splendor.end_game(step.state), True)
            return step.state, True
        step = play_step(step, rng)
    return step.state, False


@settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), easier=st.booleans(), harder=st.integers(0, 2),
       end_at=st.sampled_from([5, 20, 1000]))
def test_SP_8_every_finished_game_has_the_rules_winner_and_the_engines_scores(
    seed: int, easier: bool, harder: int, end_at: int
) -> None:
    raw = {"easier": "yes"} if easier else {}
    if harder:
        raw["harder"] = str(harder)
    state, ended = play_out(seed, raw, end_at)
    found = finished(state)
    assert state.result is not None
    assert [s.name for s in found.winners] == [rules_winner(state)]
    assert [s.score for s in found.seats] == [state.result.bot_points, state.result.human_points]
    assert [s.score for s in found.seats] == [state.bot.prestige(), state.human.prestige()]
    assert found.complete is not ended
    if not ended:
        assert max(state.bot.prestige(), state.human.prestige()) >= WIN_POINTS
    assert found.turns == state.turn and found.rule == "SP-8"
