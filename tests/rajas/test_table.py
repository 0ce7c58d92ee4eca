"""Rajas at the table, through the service: what the player sees is the state as
it is now, the end and undo always work and say what they do, board corrections are not
undo steps, the log keeps the answers, and commands, hints and questions match the game."""

from __future__ import annotations

import itertools

from bot.service.service import Service
from bot.words.render import prompt_text, reply_text
from engines import rajas
from engines.core import decode
from engines.rajas.model import Options, Profile
from tests.rajas.support import KNOWN_BOARD
from tests.table import CATALOG, keys, say, service

__all__ = ["service"]  # the fixture, from tests.table


async def new_game(service: Service) -> None:
    """Cherey, the player's dice; the human starts (a 2); every board fact known."""
    await say(service, "/rajas new variant=cherey dice=player seed=5")
    await say(service, "2")
    for fact in ("river-length 10", "meet 60", "fame-track none", "money-track none",
                 *(f"building {t} {lv} 1" for t in range(1, 5) for lv in (2, 3, 4))):
        await say(service, f"/rajas board {fact}")


# -- the state as it is now ----------------------------------------------------------------------


def test_status_mid_turn_shows_the_new_round_not_the_last_ones_placements() -> None:
    # The automa started round 1 and has one worker left; its turn ends the round, and round
    # 2 begins with its own turn, which waits on the player's die.
    step = rajas.new_game(Options(variant="cherey", dice="player"), 1)
    step = rajas.give_answer(step.state, 3)
    step = rajas.give_answer(step.state, 4)
    state = step.state
    state.profile = decode(Profile, KNOWN_BOARD)
    state.automata[0].workers = 1
    step = rajas.play_turn(state)
    for answer in (6, "over"):  # the terrace (every space free), then the round ends
        step = rajas.give_answer(step.state, answer)
    assert step.prompt is not None and step.prompt.kind == "d6"  # round 2's first roll
    said = {e.key: e.params for e in rajas.status_events(step.state)}
    assert said["rajas-status-round"]["round"] == 2
    assert said["rajas-status-round"]["asking"] == "yes"
    assert said["rajas-status-automaton"]["placed"] == []
    assert said["rajas-status-automaton"]["workers"] == 3
    # The stored state is still the one before the turn: status replays the turn to now.
    assert step.state.table.round == 1


async def test_status_while_a_question_is_open_says_a_turn_is_under_way(
        service: Service) -> None:
    await new_game(service)
    await say(service, "/rajas turn")
    await say(service, "6")  # the terrace: which spaces hold the player's workers?
    status = await say(service, "/rajas status")
    assert status.lines[1].params["asking"] == "yes"
    assert status.prompt is not None and status.prompt.key == "rajas-ask-taken"


# -- end, undo, corrections, the log ----------------------------------------------------------


async def test_end_works_while_a_question_is_open(service: Service) -> None:
    await new_game(service)
    await say(service, "/rajas turn")
    ended = await say(service, "/rajas end")
    assert keys(ended)[:1] == ["rajas-question-waits"]
    assert ended.prompt is not None and ended.prompt.key == "rajas-ask-end-now"
    await say(service, "y")
    over = await say(service, "30 20")
    assert "bot-finished" in keys(over)


async def test_undo_says_what_it_took_back(service: Service) -> None:
    await new_game(service)
    await say(service, "/rajas turn")
    await say(service, "6")
    await say(service, "none")
    undone = await say(service, "/rajas undo")
    [line] = undone.lines
    assert line.key == "bot-undone"
    took = [part["@"] for part in line.params["what"]["@join"]]
    assert "bot-answered" in took and "rajas-place" in took
    text = reply_text(CATALOG, undone)
    assert "places its 1st worker on the orange terrace space" in text


async def test_a_board_correction_is_not_an_undo_step(service: Service) -> None:
    await new_game(service)
    await say(service, "/rajas turn")
    await say(service, "6")
    await say(service, "none")  # the automa takes a terrace die
    corrected = await say(service, "/rajas board meet 58")
    assert keys(corrected) == ["rajas-board-corrected"] and not corrected.changed
    undone = await say(service, "/rajas undo")
    assert "rajas-place" in [p["@"] for p in undone.lines[0].params["what"]["@join"]]
    board = await say(service, "/rajas board")
    assert {"@": "rajas-fact-meet", "sum": 58} in [line.params.get("fact") for line in
                                                    board.lines]
    # The trail still shows it, after the step it followed.
    log = await say(service, "/rajas log")
    assert "rajas-board-corrected" in keys(log)


async def test_the_log_shows_the_answers_given(service: Service) -> None:
    await new_game(service)
    await say(service, "/rajas turn")
    await say(service, "6")
    await say(service, "orange")
    log = await say(service, "/rajas log")
    answered = [line.params["answer"] for line in log.lines if line.key == "bot-answered"]
    assert "orange" in answered
    # Every step shows something: no empty step in the trail.
    steps = [i for i, line in enumerate(log.lines) if line.key == "bot-log-step"]
    assert all(later - earlier > 1 for earlier, later in itertools.pairwise(steps))


# -- commands, hints, questions --------------------------------------------------------------


async def test_a_command_of_the_other_game_names_this_games_commands(
        service: Service) -> None:
    await new_game(service)
    refused = await say(service, "/splendor take w u g")
    assert keys(refused) == ["bot-other-game-commands"]
    assert "/rajas turn" in refused.lines[0].params["commands"]
    assert "/rajas take" not in refused.lines[0].params["commands"]


async def test_lang_alone_lists_the_languages(service: Service) -> None:
    reply = await say(service, "/lang")
    assert keys(reply) == ["bot-lang-list"]
    text = reply_text(CATALOG, reply)
    assert "/lang es (Spanish)" in text and "/lang ru (Russian)" in text
    assert "/lang en" not in text  # the channel's own language is said once, not offered


async def test_turn_with_the_space_taken_reports_the_placement(service: Service) -> None:
    await new_game(service)
    reply = await say(service, "/rajas turn terraza-naranja")
    assert keys(reply)[0] == "rajas-space-reported"
    assert reply.lines[0].params["space"] == "@rajas-space-terrace-orange"
    refused = await say(service, "/rajas taken quarry")
    assert keys(refused) == ["flow-busy"]  # the turn's die is open


async def test_taken_refuses_a_space_the_automas_worker_holds(service: Service) -> None:
    await new_game(service)
    await say(service, "/rajas turn")
    await say(service, "6")
    await say(service, "none")  # the automa takes the orange terrace space
    refused = await say(service, "/rajas taken terrace-orange")
    assert keys(refused) == ["rajas-space-automaton-there"]
    assert refused.private and not refused.changed


def test_a_die_to_roll_says_what_it_decides_and_each_face() -> None:
    step = rajas.new_game(Options(variant="cherey", dice="player"), 5)
    step = rajas.play_turn(rajas.give_answer(step.state, 2).state)
    assert step.prompt is not None and step.prompt.kind == "d6"
    for lang, words in (("en", "1 chambers, 2 quarry"), ("es", "1 Acciones palaciegas"),
                        ("ja", "1 宮殿の部屋"), ("ru", "1 покои дворца")):
        question = prompt_text(CATALOG, lang, step.prompt)[0]
        assert words in question, question


def test_no_stray_line_of_quick_answers_under_a_question() -> None:
    step = rajas.new_game(Options(variant="cherey", dice="player"), 5)
    step = rajas.play_turn(rajas.give_answer(step.state, 2).state)
    step = rajas.give_answer(step.state, 6)  # the terrace: a typed answer with quick picks
    assert step.prompt is not None and step.prompt.kind == "text" and step.prompt.options
    lines = prompt_text(CATALOG, "en", step.prompt)
    assert not any(line.strip().startswith("(") for line in lines)
    assert "(none)" not in "\n".join(lines)
