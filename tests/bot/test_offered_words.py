"""Every word a question offers is taken back when typed: a button's label, an option's words,
the words its text quotes as an answer («no quedan», “that's all”), in every language, for every
game, and it means what its button means.

The questions are those real games ask: every scenario of tests/scenarios run by the scenario
runner, and random whole games of each game's random player."""

from __future__ import annotations

import functools
import json
import random
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from bot.service.service import Service
from bot.words.buttons import answer_choices
from bot.words.i18n import LANGUAGES
from bot.words.offered import typed_answer
from bot.words.render import prompt_key
from engines import panticapaeum, paxpamir, replay
from engines.core import InvalidAnswer, Prompt, Step, current
from engines.core.spec import GameSpec
from engines.games import games
from engines.panticapaeum.game import FLOWS
from tests.bot.conftest import shared_catalog
from tests.panticapaeum import random_player as panticapaeum_player
from tests.rajas import random_player as rajas_player
from tests.splendor import random_player as splendor_player
from tests.table import CHANNEL, keys, say

CATALOG = shared_catalog()
SCENARIOS = Path(__file__).parent.parent / "scenarios"
QUOTED = re.compile(r"“([^”]+)”|«([^»]+)»|「([^」]+)」|`([^\W\d_]+)`")
"""Words a question's text quotes, as each language quotes them; of the codes it shows, the
one-word ones (`none`, `all`): `space bonus` is a syntax's template."""
WORDS = re.compile(r"[^\W\d_]+(?:[ '’][^\W\d_]+)*")
"""Of those, an answer it teaches is words (“none left”, «eso es todo»); a code with numbers
(`2 4`, “1 red 2: 3w 5k”) is an example of a syntax, each one for a board of its own."""


@dataclass(frozen=True)
class Asked:
    """A question a real game asked, and the game as it stood then."""

    game: GameSpec
    state: Any
    prompt: Prompt


def _kind_of(game: GameSpec, prompt: Prompt) -> tuple[Any, ...]:
    return (game.name, prompt.key, prompt.kind, tuple(o.key for o in prompt.options))


@functools.cache
def asked() -> dict[str, list[Asked]]:
    """One question of each kind (its message and its options) by game, as the games ask
    them."""
    found: dict[tuple[Any, ...], Asked] = {}

    def keep(game: GameSpec, step: Step[Any]) -> None:
        if step.prompt is not None:
            found.setdefault(_kind_of(game, step.prompt), Asked(game, step.state, step.prompt))

    for path in sorted(SCENARIOS.glob("*.json")):
        scenario = json.loads(path.read_text(encoding="utf-8"))
        game = games()[scenario["game"]]
        answer = game.answer

        def heard(state: Any, raw: str, game: GameSpec = game, answer: Any = answer) -> Any:
            prompt = game.prompt(state)
            assert prompt is not None
            found.setdefault(_kind_of(game, prompt), Asked(game, state, prompt))
            return answer(state, raw)

        game.answer = heard  # type: ignore[method-assign]
        try:
            list(replay.run(scenario))
        finally:
            del game.answer
    for seed in range(4):
        for options in ({"variant": "beck", "dice": "player", "dummies": "2"},
                        {"variant": "cherey", "dice": "player", "navaratna": "yes"}):
            for step in rajas_player.whole_game(options, seed):
                keep(games()["rajas"], step)
        for options in ({}, {"dice": "player", "deal": "table"}):
            for step in splendor_player.whole_game(options, seed):
                keep(games()["splendor"], step)
        rng = random.Random(seed)
        step = panticapaeum.new_game(panticapaeum.parse_options({"harder": "abcd"[seed:]}))
        while step.state.phase != "over":
            keep(games()["panticapaeum"], step)
            step = panticapaeum_player.play_step(step, rng)
        for step in _paxpamir_game(seed):
            keep(games()["paxpamir"], step)
    by_game: dict[str, list[Asked]] = {}
    for question in found.values():
        by_game.setdefault(question.game.name, []).append(question)
    return by_game


def _paxpamir_game(seed: int) -> Iterator[Step[Any]]:
    """A game of Pax Pamir whose players' turns end, a check is called or the game is ended
    at random, each question answered by one of its own buttons (or its default)."""
    rng = random.Random(seed)
    seats = ("", "Ana,Wakhan", "Ana,Ben,Wakhan", "Ana,Ben")[seed]
    step = paxpamir.new_game(paxpamir.parse_options({"players": seats} if seats else {}))
    for _ in range(60):
        yield step
        prompt, state = step.prompt, step.state
        if state.phase == "over":
            return
        if prompt is None:
            move = rng.choice(("turn", "turn", "check", "end"))
            if move == "turn":
                step = paxpamir.play_turn(state)
            elif move == "check":
                step = paxpamir.act(state, "check", [])
            else:
                step = paxpamir.end_game(state)
            continue
        answers = [answer for _, answer in answer_choices(CATALOG, "en", prompt)]
        step = paxpamir.give_answer(state, rng.choice(answers) if answers else _typed(prompt))


def _typed(prompt: Prompt) -> str:
    """A Pax Pamir question without buttons, answered: the players, or a count for each of
    the players or coalitions it names."""
    if prompt.key == "paxpamir-ask-players":
        return "Ana, Ben, Wakhan"
    return " ".join("1" for _ in prompt.params.get("names", "abc"))


def _offered(language: str, prompt: Prompt) -> list[tuple[str, str]]:
    """(words, answer) for each button, and each option's own words."""
    pairs = answer_choices(CATALOG, language, prompt)
    if prompt.kind in ("choice", "text"):
        pairs += [(CATALOG.render(language, option.key, option.params), answer)
                  for option, (_, answer) in zip(prompt.options, pairs, strict=False)]
    return pairs


def _taught(language: str, prompt: Prompt) -> list[str]:
    """The words a question's text quotes for the player to type (an answer, an example):
    those that are no part of the question's values (a name, a colour it is about)."""
    text = CATALOG.render(language, prompt_key(CATALOG, prompt), prompt.params)
    values = {CATALOG.join(language, [value]) for value in prompt.params.values()}
    quoted = ["".join(parts) for parts in QUOTED.findall(text)]
    return [word for word in quoted
            if WORDS.fullmatch(word) and not any(word in value for value in values)]


def _outcome(game: GameSpec, question: Asked, raw: str) -> tuple[Any, ...]:
    step = game.answer(question.state, raw)
    return ([(e.rule, e.key, e.params) for e in step.events], step.prompt,
            game.dumps(step.state))


def test_questions_of_every_kind_are_walked() -> None:
    found = asked()
    assert set(found) == set(games())
    kinds = {q.prompt.kind for questions in found.values() for q in questions}
    assert kinds == {"d6", "choice", "confirm", "number", "text"}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("name", sorted(games()))
def test_every_offered_word_is_accepted(name: str, language: str) -> None:
    refused: list[str] = []
    for question in asked()[name]:
        game, prompt = question.game, question.prompt
        for words, answer in _offered(language, prompt):
            pressed = _outcome(game, question, answer)
            typed = typed_answer(CATALOG, language, prompt, words)
            try:
                got = _outcome(game, question, typed)
            except InvalidAnswer as refusal:
                refused.append(f"{prompt.key}: {words!r} refused ({refusal.key})")
                continue
            if got != pressed:
                refused.append(f"{prompt.key}: {words!r} is not what its button ({answer}) means")
        for words in _taught(language, prompt):
            try:
                _outcome(game, question, typed_answer(CATALOG, language, prompt, words))
            except InvalidAnswer as refusal:
                refused.append(f"{prompt.key}: taught {words!r} refused ({refusal.key})")
    assert not refused, "\n".join(refused)


@pytest.mark.parametrize("language", LANGUAGES)
async def test_every_offered_word_is_accepted_in_the_chat(service: Service, language: str
                                                          ) -> None:
    """The building-cost question offers its words for “none left” («no quedan»): typed in the
    chat, they say that colour has none left, and the next answer goes to the next colour."""
    await say(service, f"/lang {language}")
    await say(service, "/panticapaeum new")
    for _ in range(3):  # round 1: three empty tiles; Botos develops from round 2
        await say(service, "/panticapaeum turn")
        await say(service, "0")
        await say(service, "/panticapaeum turn")
        await say(service, "1 brown")
    await say(service, "/panticapaeum turn")
    await say(service, "0")
    await say(service, "/panticapaeum turn")
    reply = await say(service, "none")
    none_left = CATALOG.render(language, "panticapaeum-none-left-option")
    for cost in ("2 brown", "1 purple", none_left, "4 orange", "1 green"):
        assert reply.prompt is not None and reply.prompt.key == "panticapaeum-ask-cost", keys(reply)
        reply = await say(service, cost)
    record = await service.store.live_game(CHANNEL)
    assert record is not None
    # The turn goes on: the costs told so far are in its working copy.
    costs = current(panticapaeum.from_json(json.loads(record.state)), FLOWS).costs
    assert costs["beige"] is None
    assert costs["orange"] == {"brown": 0, "purple": 0, "beige": 0, "orange": 4, "green": 0}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_offered_word_is_accepted_by_the_cost_command(language: str) -> None:
    """The words the cost question offers for “none left” are the cost command's too."""
    none_left = CATALOG.render(language, "panticapaeum-none-left-option")
    state = panticapaeum.new_game(panticapaeum.Options()).state
    step = panticapaeum.act(state, "cost", ["purple", *none_left.split()])
    assert step.state.costs["purple"] is None
