"""`/<game> verify` where there is nothing to verify says why, truthfully: a game with no dice
(Panticapaeum, Pax Pamir) is not told its seed was typed or that the player rolled."""

from __future__ import annotations

import pytest

from bot.service.commands import parse
from bot.service.service import Service, User
from bot.words.render import reply_text

ALICE = User(id="alice", name="Alice")


async def said(service: Service, text: str) -> tuple[bool, str]:
    reply = await service.handle("table-1", ALICE, parse(text))
    return reply.refused, reply_text(service.catalog, reply)


@pytest.mark.parametrize("new", ["/panticapaeum new", "/paxpamir new players=Ana,Ben"])
async def test_a_game_without_dice_says_it_has_none(service: Service, new: str) -> None:
    refused, _ = await said(service, new)
    assert not refused
    refused, text = await said(service, f"/{new.split()[0][1:]} verify 12")
    assert refused and "has no dice" in text and "typed" not in text


async def test_a_game_with_a_typed_seed_says_so(service: Service) -> None:
    await said(service, "/rajas new variant=cherey dice=bot seed=7")
    refused, text = await said(service, "/rajas verify 7")
    assert refused and "its seed was typed" in text
