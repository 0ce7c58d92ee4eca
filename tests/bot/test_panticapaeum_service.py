"""Panticapaeum through the service with the real store and catalogs: the trireme and Botos's
turn, the costs kept as the channel's board profile and offered to the next game, corrections
and refusals that change nothing, undo, the end and the help."""

from __future__ import annotations

import json

import pytest

from bot.service.commands import parse
from bot.service.service import Service, User
from bot.words.i18n import LANGUAGES
from bot.words.render import reply_text
from engines import panticapaeum

ALICE = User(id="alice", name="Alice")
BOB = User(id="bob", name="Bob")
CHANNEL = "pant-table"
COSTS = ["2 brown 1 beige", "2 purple", "1 beige 1 orange", "none", "2 green 1 brown"]


async def say(service: Service, text: str, user: User = ALICE):  # type: ignore[no-untyped-def]
    return await service.handle(CHANNEL, user, parse(text))


def keys(reply) -> list[str]:  # type: ignore[no-untyped-def]
    return [line.key for line in reply.lines]


async def state_of(service: Service) -> panticapaeum.PanticapaeumState:
    record = await service.store.live_game(CHANNEL)
    assert record is not None
    return panticapaeum.from_json(json.loads(record.state))


async def to_round_2(service: Service) -> None:
    """A game whose round 1 is played (three empty tiles): Botos develops next."""
    await say(service, "/panticapaeum new")
    for _ in range(3):
        await say(service, "/panticapaeum turn")
        await say(service, "0")
        await say(service, "/panticapaeum turn")
        await say(service, "1 brown")
    assert (await state_of(service)).round == 2


async def test_the_trireme_then_botos_turn(service: Service) -> None:
    reply = await say(service, "/panticapaeum new harder=b")
    assert keys(reply)[:3] == ["bot-new-game", "bot-level", "panticapaeum-setup"]
    assert reply.lines[0].params["variant"] == "botos" and reply.prompt is None
    asked = await say(service, "/panticapaeum turn")
    assert asked.prompt is not None and asked.prompt.key == "panticapaeum-ask-your-tile"
    told = await say(service, "2")
    assert keys(told)[0] == "panticapaeum-trireme" and told.lines[0].rule == "PB-2"
    turn = await say(service, "/panticapaeum turn")
    assert turn.prompt is not None and turn.prompt.key == "panticapaeum-ask-passed"
    for answer in ("2", "1 green", "2 purple"):
        reply = await say(service, answer)
    assert "panticapaeum-richest" in keys(reply)
    assert (await state_of(service)).botos.resources["purple"] == 2


async def test_costs_are_the_board_profile_offered_to_the_next_game(service: Service) -> None:
    await to_round_2(service)
    await say(service, "/panticapaeum turn")
    await say(service, "0")
    await say(service, "/panticapaeum turn")
    reply = await say(service, "none")
    assert reply.prompt is not None and reply.prompt.key == "panticapaeum-ask-cost"
    for cost in COSTS:
        reply = await say(service, cost)
    assert "panticapaeum-gains-most" in keys(reply)
    status = await say(service, "/panticapaeum status")
    text = reply_text(service.catalog, status)
    assert "Next brown building: 2 brown and 1 beige." in text
    assert "No orange building is left." in text
    assert "Botos's resources: brown 4" in text
    await say(service, "/panticapaeum end")
    await say(service, "y")
    done = await say(service, "12")
    assert "panticapaeum-winner" in keys(done) and "bot-finished" in keys(done)

    offered = await say(service, "/panticapaeum new harder=a")
    assert offered.prompt is not None and offered.prompt.key == "panticapaeum-ask-reuse-costs"
    assert keys(offered).count("panticapaeum-offered-cost") == 5
    await say(service, "y")
    state = await state_of(service)
    assert state.costs["brown"] == {"brown": 2, "purple": 0, "beige": 1, "orange": 0, "green": 0}
    assert state.costs["orange"] is None


async def test_a_cost_is_corrected_by_command_and_refusals_change_nothing(
        service: Service) -> None:
    await say(service, "/panticapaeum new")
    fixed = await say(service, "/panticapaeum cost brown 3 brown")
    assert keys(fixed) == ["panticapaeum-cost-noted"] and fixed.changed
    before = await service.store.live_game(CHANNEL)
    for text, key in (("/panticapaeum cost blue 1 brown", "panticapaeum-cost-usage"),
                      ("/panticapaeum cost brown ²", "panticapaeum-resources-bad"),
                      ("/panticapaeum cost brown " + "9" * 5000 + " brown",
                       "panticapaeum-resources-count"),
                      ("/panticapaeum round", "panticapaeum-round-not-begun"),
                      ("/panticapaeum new harder=e", "bot-game-exists")):
        refused = await say(service, text)
        assert keys(refused) == [key] and not refused.changed
        assert len(str(refused.lines[0].params.get("value", ""))) <= 300
    foreign = await say(service, "/panticapaeum cost brown 1 brown", BOB)
    assert keys(foreign) == ["bot-not-owner"]
    await say(service, "/panticapaeum turn")
    for bad in ("²", "٣", "10", "9" * 5000):
        refused = await say(service, bad)
        assert not refused.changed and refused.lines[0].key == "answer-bad-number"
    assert (await service.store.live_game(CHANNEL)).version == before.version + 1  # type: ignore[union-attr]
    undone = await say(service, "/panticapaeum undo")
    assert keys(undone) == ["bot-undone"] and undone.prompt is None
    assert (await state_of(service)).costs["brown"] == {
        "brown": 3, "purple": 0, "beige": 0, "orange": 0, "green": 0}


@pytest.mark.parametrize("language", LANGUAGES)
async def test_the_help_in_every_language(service: Service, language: str) -> None:
    await say(service, f"/lang {language}")
    reply = await say(service, "/panticapaeum")
    assert "panticapaeum-help" in keys(reply)
    text = reply_text(service.catalog, reply)
    assert "/panticapaeum cost" in text and "[panticapaeum-" not in text
