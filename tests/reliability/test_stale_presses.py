"""Presses of undone, older, foreign or other games' buttons are all refused
and change nothing. A random run plays Rajas (the player's own dice, so every turn asks) and
Splendor with turns, answers and undos, keeps every button ever drawn, and keeps pressing old
ones: each must be refused, 100 %."""

from __future__ import annotations

import random

import pytest

from bot.service.commands import parse
from bot.service.service import Service, User
from bot.words.buttons import buttons, parse_press
from bot.words.i18n import Catalog
from bot.words.replies import Reply

CATALOG = Catalog.load()
PLAYER = User(id="p", name="Pat")
STRANGER = User(id="s", name="Sam")
CHANNEL = "presses"


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("start", ["/rajas new variant=cherey dice=player",
                                   "/rajas new variant=beck dummies=2 dice=player",
                                   "/splendor new dice=player"])
async def test_every_stale_undone_or_foreign_press_is_refused(service: Service, seed: int,
                                                              start: str) -> None:
    rng = random.Random(seed)
    # Every button ever drawn, with the number of changes the game had seen when it was
    # drawn: it is live only while no change came since, whatever version number it names.
    drawn: list[tuple[str, int]] = []
    changes = 0
    reply = await service.handle(CHANNEL, PLAYER, parse(f"{start} seed={seed}"))
    refused = 0
    for _ in range(60):
        changes += reply.changed
        fresh = [b.data for row in buttons(CATALOG, reply) for b in row]
        drawn += [(data, changes) for data in fresh]
        current = await service.store.live_game(CHANNEL)
        if current is None:
            break
        for data, seen in rng.sample(drawn, min(3, len(drawn))):
            press = parse_press(data)
            assert press is not None
            if seen == changes:
                continue  # a button of the question open now
            for who in (PLAYER, STRANGER):
                answer = await service.handle(CHANNEL, who, press)
                assert not answer.changed, (data, current.version)
                assert answer.lines[0].key in ("bot-stale", "bot-not-owner"), data
                assert await service.store.live_game(CHANNEL) == current
                refused += 1
        # A live button pressed by someone else is refused too.
        live = [data for data, seen in drawn if seen == changes]
        if live:
            press = parse_press(rng.choice(live))
            assert press is not None
            answer = await service.handle(CHANNEL, STRANGER, press)
            assert answer.lines[0].key == "bot-not-owner"
            assert await service.store.live_game(CHANNEL) == current
        reply = await _move(service, rng, reply, live)
    assert refused > 20


async def _move(service: Service, rng: random.Random, reply: Reply, fresh: list[str]) -> Reply:
    """The player's next move: a fresh button, an undo, or the next turn."""
    roll = rng.random()
    if fresh and roll < 0.6:
        press = parse_press(rng.choice(fresh))
        assert press is not None
        return await service.handle(CHANNEL, PLAYER, press)
    game = reply.game or "rajas"
    if roll < 0.8:
        return await service.handle(CHANNEL, PLAYER, parse(f"/{game} undo"))
    return await service.handle(CHANNEL, PLAYER, parse(f"/{game} turn"))
