"""Whole games of Panticapaeum against Botos at the console table, as a new user would play
them: the real `python -m bot`, one in Russian at standard difficulty and one with harder=ac in
English, from `new` to the winner, every decision explained with its rule; and the same
answers through the scenario runner say the very same lines (the game replays from its
answers: Botos has no dice)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from bot.words.i18n import Catalog
from bot.words.render import line_text
from bot.words.replies import Line
from engines import panticapaeum
from engines.panticapaeum.model import COLOURS
from engines.panticapaeum.scenario import TILE_PROMPTS
from engines.replay import run
from tests.bot.test_splendor_console import run_bot

WORDS: dict[str, dict[str, tuple[str, str]]] = {
    "ru": {"brown": ("коричневый", "коричневых"), "purple": ("фиолетовый", "фиолетовых"),
           "beige": ("бежевый", "бежевых"), "orange": ("оранжевый", "оранжевых"),
           "green": ("зелёный", "зелёных")},
    "en": {c: (c, c) for c in COLOURS},
}
"""How a player of each language types a colour after 1 and after more."""
YES = {"ru": "да", "en": "y"}
NONE = {"ru": "нет", "en": "none"}


@dataclass
class Plan:
    """What the player types at the console, and the same game as a scenario."""

    script: list[str]
    tiles: list[str] = field(default_factory=list)
    answers: list[Any] = field(default_factory=list)
    moves: list[str] = field(default_factory=list)


def typed(rng: random.Random, language: str, most: int) -> str:
    colours = sorted(rng.sample(COLOURS, rng.randint(1, 2)), key=COLOURS.index)
    words = []
    for colour in colours:
        count = rng.randint(1, most)
        one, many = WORDS[language][colour]
        words.append(f"{count} {one if count == 1 else many}")
    return " ".join(words)


def planned_game(language: str, harder: str, seed: int) -> Plan:
    """A game the way a new user plays it: `/panticapaeum turn` whenever nothing is asked,
    tiles and costs typed in the player's language, one cost told by taps, one cost
    corrected between turns, yes to the end after round 5, then the player's score."""
    rng = random.Random(seed)
    new = "/panticapaeum new" + (f" harder={harder}" if harder else "")
    plan = Plan(script=[f"/lang {language}", new])
    options = panticapaeum.parse_options({"harder": harder} if harder else {})
    step = panticapaeum.new_game(options)
    tapped = corrected = False
    for _ in range(1000):
        state = step.state
        if state.phase == "over":
            return plan
        prompt = step.prompt
        if prompt is None:
            if state.next == "explore":
                if not corrected and state.round == 3:
                    corrected = True
                    cost = typed(rng, language, 2)
                    words = [WORDS[language]["green"][0], *cost.split()]
                    plan.script.append("/panticapaeum cost " + " ".join(words))
                    plan.moves.append("cost " + " ".join(words))
                    state = panticapaeum.correct_cost(state, words).state
                plan.moves.append("turn")
            plan.script.append("/panticapaeum turn")
            step = panticapaeum.play_turn(state)
            continue
        value: Any
        if prompt.key == "panticapaeum-ask-your-tile":
            value = str(rng.randint(0, 3))
        elif prompt.key in ("panticapaeum-ask-cost", "panticapaeum-ask-new-cost"):
            if not tapped:
                tapped = True
                value = WORDS[language]["purple"][0]  # a tap: one purple, more to come
            elif prompt.key.endswith("new-cost") and rng.random() < 0.3:
                value = NONE[language]
            else:
                value = typed(rng, language, 2)
        elif prompt.key == "panticapaeum-ask-more":
            value = "1" if rng.random() < 0.5 else str(rng.randint(2, len(prompt.options)))
        elif prompt.key == "panticapaeum-ask-game-over":
            value = YES[language]
        elif prompt.key == "panticapaeum-ask-your-score":
            value = str(rng.randint(20, 70))
        else:
            assert prompt.key in TILE_PROMPTS, prompt.key
            value = typed(rng, language, 3)
        plan.script.append(value)
        (plan.tiles if prompt.key in TILE_PROMPTS else plan.answers).append(value)
        step = panticapaeum.give_answer(state, value)
    raise AssertionError("the planned game did not end")


def replayed_events(plan: Plan, harder: str) -> list[tuple[str, str, dict[str, Any]]]:
    """The scenario runner's events (rule, key, parameters) for the same answers."""
    spec: dict[str, Any] = {"game": "panticapaeum", "tiles": plan.tiles,
                            "answers": plan.answers, "moves": plan.moves}
    if harder:
        spec["options"] = {"harder": harder}
    lines = list(run(spec))
    assert not [line for line in lines if line["type"] == "error"]
    return [(e["rule"], e["key"], e["params"]) for e in lines if e["type"] == "event"]


def replayed(plan: Plan, language: str, harder: str) -> list[str]:
    """The runner's decisions (its events with a rule's tag) rendered as the console renders
    them."""
    catalog = Catalog.load()
    return [line_text(catalog, language, Line(key, params, rule))
            for rule, key, params in replayed_events(plan, harder) if rule]


@pytest.mark.parametrize(("language", "harder", "seed", "won"), [
    ("ru", "", 3, ("вы победили", "победил Ботос", "ничья")),
    ("en", "ac", 5, ("you win", "Botos wins", "a draw")),
])
def test_a_whole_game_at_the_console_replays_from_its_answers(
        tmp_path: Path, language: str, harder: str, seed: int, won: tuple[str, ...]) -> None:
    plan = planned_game(language, harder, seed)
    out = run_bot(tmp_path, plan.script)
    assert "Traceback" not in out
    assert "[panticapaeum-" not in out and "[bot-" not in out
    for rule in ("[PB-1]", "[PB-2]", "[PB-2.1]", "[PB-3]", "[PB-3.1]", "[PB-4]", "[PB-5]",
                 "[PB-6]", "[PB-7]", "[PB-8]", "[PB-10]"):
        assert rule in out, rule
    assert ("[PB-5.1]" in out) == (not harder)
    if harder:
        assert "[PB-9] Harder a" in out and "[PB-9] Harder c" in out
    winner = out.split("[PB-8]")[-1]
    assert any(word in winner for word in won), winner
    # Nothing refused along the way: every typed answer was taken.
    said = [line for line in out.splitlines() if line.startswith("[PB-")]
    assert said == replayed(plan, language, harder)
