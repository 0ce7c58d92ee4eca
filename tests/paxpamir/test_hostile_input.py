"""Hostile commands at a Pax Pamir table: random words, numbers in other scripts, signs, endless
digits, emoji and NUL after `/paxpamir`, and as answers to an open question. Anything the
engine cannot take is an InvalidAnswer (a localized refusal), never another exception, and a
refused command leaves the table as it was."""

from __future__ import annotations

import copy

from hypothesis import given
from hypothesis import strategies as st

from engines import paxpamir
from engines.core import InvalidAnswer, encode
from tests.paxpamir.support import table

WORDS = ["ana", "Ben", "carla", "wakhan", "zed", "ledger", "blocks", "favoured", "check",
         "final", "discard", "tribe", "cleanup", "cost", "buy", "play", "gift", "build",
         "betray", "spies", "tax", "battle", "rule", "market", "rupees", "vp", "military",
         "political", "stars", "gifts", "patriots", "prizes", "influence", "cylinders",
         "loyalty", "afghan", "british", "russian", "patriot", "prize", "+3", "-2", "−1", "7",
         "0", "99", "1000", "²", "٣", "３", "9" * 5000, "+", "-", "3.5", "🙂", "\x00", "",
         "y", "n", "s", "1 6 1", "Ana 3"]
word = st.one_of(st.sampled_from(WORDS), st.text(max_size=12))


@given(verb=word, args=st.lists(word, max_size=5))
def test_a_hostile_command_is_refused_cleanly_or_taken(verb: str, args: list[str]) -> None:
    state = table({"players": [{"gifts": 1, "cylinders": 3}, {}, {}]},
                  players="Ana,Ben,Wakhan", loyalty="british,russian")
    before = copy.deepcopy(encode(state))
    try:
        if paxpamir.is_query(verb, args):
            paxpamir.query(state, verb, args)
        else:
            step = paxpamir.act(state, verb, args)
            paxpamir.from_json(paxpamir.to_json(step.state))  # what is stored reads back
    except InvalidAnswer:
        pass
    assert encode(state) == before


@given(answers=st.lists(word, min_size=1, max_size=6),
       command=st.sampled_from(["check", "ana discard", "ana discard tribe", "wakhan discard"]))
def test_hostile_answers_to_a_question_are_refused_and_the_question_stays(
        answers: list[str], command: str) -> None:
    verb, *args = command.split()
    step = paxpamir.act(table({"players": [{"cylinders": 3, "patriots": 1}, {}, {}]},
                              players="Ana,Ben,Wakhan", loyalty="british,russian"), verb, args)
    for answer in answers:
        if step.prompt is None:
            break
        before = copy.deepcopy(encode(step.state))
        try:
            step = paxpamir.give_answer(step.state, answer)
        except InvalidAnswer:
            assert encode(step.state) == before
    paxpamir.from_json(paxpamir.to_json(step.state))
