"""Buttons for every kind of question, the data a press carries back, and a turn's text
trimmed to a platform's message size."""

from __future__ import annotations

from bot.service.commands import Command
from bot.words.buttons import MAX_DATA, buttons, parse_press, press_data
from bot.words.i18n import Catalog
from bot.words.render import live_text
from bot.words.replies import Line, Reply
from engines.core import Option, Prompt

CATALOG = Catalog.load()


def reply_with(prompt: Prompt, language: str = "en") -> Reply:
    return Reply(language=language, prompt=prompt, game="rajas", game_id=12, version=34)


def test_a_die_is_six_faces_in_one_row() -> None:
    rows = buttons(CATALOG, reply_with(Prompt(kind="d6", key="rajas-ask-die", rule="RC-1")))
    assert [[b.label for b in row] for row in rows] == [["⚀ 1", "⚁ 2", "⚂ 3", "⚃ 4", "⚄ 5",
                                                        "⚅ 6"]]
    assert rows[0][5].data == "a:12:34:6"


def test_yes_no_in_the_readers_language() -> None:
    prompt = Prompt(kind="confirm", key="rajas-ask-die", rule="R-1")
    rows = buttons(CATALOG, reply_with(prompt, "ja"))
    assert [b.label for b in rows[0]] == ["✅ はい", "❌ いいえ"]
    assert [b.data for b in rows[0]] == ["a:12:34:y", "a:12:34:n"]


def test_choices_by_number_one_per_row() -> None:
    prompt = Prompt(kind="choice", key="rajas-ask-die", rule="R-1",
                    options=[Option("orange", "rajas-colour-orange"),
                             Option("blue", "rajas-colour-blue")])
    rows = buttons(CATALOG, reply_with(prompt))
    assert [[b.data for b in row] for row in rows] == [["a:12:34:1"], ["a:12:34:2"]]
    assert rows[0][0].label.startswith("1. ")


def test_numbers_get_buttons_only_for_a_short_range() -> None:
    short = Prompt(kind="number", key="rajas-ask-die", rule="R-1", minimum=0, maximum=7)
    long = Prompt(kind="number", key="rajas-ask-die", rule="R-1", minimum=0, maximum=60)
    assert sum(len(row) for row in buttons(CATALOG, reply_with(short))) == 8
    assert buttons(CATALOG, reply_with(long)) == []


def test_no_question_no_buttons() -> None:
    assert buttons(CATALOG, Reply(language="en", game_id=1, version=1)) == []


def test_data_that_would_not_fit_is_not_a_button() -> None:
    assert press_data(1, 2, "x" * 100) is None
    data = press_data(10**9, 10**6, "y")
    assert data is not None and len(data.encode()) <= MAX_DATA


def test_a_press_is_an_answer_for_a_game_and_version() -> None:
    assert parse_press("a:12:34:6", request="telegram:9") == Command(
        name="answer", args=("6",), game_id=12, version=34, request="telegram:9")
    for foreign in ("", "a:12:34:", "a:x:34:1", "b:12:34:1", "a:12", "hello"):
        assert parse_press(foreign) is None


def test_a_long_turn_keeps_its_latest_lines_and_the_question() -> None:
    lines = [Line("bot-log-step", {"version": n}, "R-1") for n in range(1, 400)]
    prompt = Prompt(kind="d6", key="answer-bad-die", rule="R-2", params={"value": "?"})
    reply = Reply(language="en", lines=lines[-1:], prompt=prompt, game="rajas", game_id=1,
                  version=400, turn=1, live=lines)
    text = live_text(CATALOG, reply, 500)
    assert len(text) <= 500
    assert text.startswith("… earlier lines of this turn: /rajas log")
    assert "Step 399" in text and "Step 1\n" not in text
    assert "Question: “?” is not a die face" in text  # the question is never the part cut
    short = live_text(CATALOG, reply, 100_000)
    assert short.count("Step ") == 399
