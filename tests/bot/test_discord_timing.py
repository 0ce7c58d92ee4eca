"""Discord's 3 seconds and a channel's order, through the real discord.py client against the
stand-in (whose clock only the test moves): an interaction is timed from its creation, not
from when the bot got to it; a press is acknowledged at once; an acknowledgement that fails
never makes the bot say "nothing was changed" while the step is saved, and an interaction
Discord gave up on is answered in its channel; a channel's steps are shown in order even when
Discord is slow to take one edit."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import pytest
from structlog.testing import capture_logs

from bot.platforms.discord.adapter import SoloistClient
from bot.service.commands import Command
from bot.service.service import Server, Service, User
from bot.store import Store
from bot.words.replies import Reply
from tests.bot.conftest import shared_catalog
from tests.bot.discord_standin import Request, StandIn, press, slash, until
from tests.bot.test_discord import (
    ALICE,
    CHANNEL,
    PATIENCE,
    TABLE,
    callback,
    client,
    connect,
    db,
    deliver,
    live_message,
    service,
    standin,
)

__all__ = ["client", "db", "service", "standin"]  # the fixtures, shared with test_discord

DEFER_AFTER = 2.0
"""The adapter's own: a command not answered 2 seconds after its creation is deferred."""
FALSE_MESSAGE = "nothing was changed"


class Watching(Service):
    """A service that notes how Discord has acknowledged each interaction when its command
    reaches the service, then waits until the test lets it go on."""

    def __init__(self, store: Store, standin: StandIn) -> None:
        super().__init__(store, shared_catalog())
        self.standin = standin
        self.seen: list[int | None] = []
        self.go = asyncio.Event()

    async def handle(self, channel: str, user: User, command: Command,
                     server: Server | None = None) -> Reply:
        assert command.request is not None
        self.seen.append(self.standin.acknowledged.get(int(command.request.split(":")[1])))
        await self.go.wait()
        return await super().handle(channel, user, command, server)


@pytest.fixture
async def watching(standin: StandIn, service: Service) -> AsyncIterator[Watching]:
    yield Watching(service.store, standin)


def said(requests: list[Request]) -> str:
    return "\n".join(str(r.body) for r in requests if r.status < 300)


async def test_a_command_is_timed_from_its_creation_not_from_when_it_reached_us(
        standin: StandIn, watching: Watching) -> None:
    """2.9 seconds old when it reaches the bot (a busy bot, a slow gateway): it is deferred
    at once, before the service sees it, not 2 seconds later (when Discord has failed it)."""
    bot = await connect(watching, defer_after=DEFER_AFTER)
    try:
        payload = slash(standin, ALICE, TABLE, "rajas", "new", seed=5, age=2.9)
        bot._connection.parse_interaction_create(payload)  # type: ignore[arg-type]
        await until(lambda: bool(watching.seen), PATIENCE)
        assert watching.seen == [5], "deferred (thinking…) before the service was asked"
        watching.go.set()
        await until(lambda: bot.bridge.busy == 0 and standin.answered(int(payload["id"])),
                    PATIENCE)
        thinking = standin.messages[standin.originals[int(payload["id"])]]
        assert "New game of Rajas of the Ganges for Alice" in thinking.text
    finally:
        await bot.close()


async def test_a_press_is_acknowledged_at_once(standin: StandIn, watching: Watching) -> None:
    bot = await connect(watching)
    try:
        watching.go.set()
        await deliver(bot, standin, slash(standin, ALICE, TABLE, "rajas", "new",
                                          dice="player", seed=5))
        watching.go.clear()
        message = await live_message(watching, standin)
        payload = press(standin, ALICE, message, message.custom_ids()[1], TABLE)
        bot._connection.parse_interaction_create(payload)  # type: ignore[arg-type]
        await until(lambda: len(watching.seen) == 2, PATIENCE)
        assert watching.seen[1] == 6, "a press is acknowledged before the service is asked"
        watching.go.set()
        await until(lambda: bot.bridge.busy == 0, PATIENCE)
        assert "you start" in message.text
    finally:
        await bot.close()


async def test_a_failed_acknowledgement_never_says_nothing_was_changed(
        standin: StandIn, watching: Watching) -> None:
    """Discord refuses the deferral (a 429 from its edge, which discord.py does not retry)
    while the step is being stored: the user then gets the step itself, not "nothing was
    changed"."""
    bot = await connect(watching, defer_after=DEFER_AFTER)
    try:
        standin.fail("POST", r"/interactions/\d+/[^/]+/callback", 429,
                     {"message": "You are being rate limited.", "retry_after": 60,
                      "global": False})
        payload = slash(standin, ALICE, TABLE, "rajas", "new", seed=5, age=2.9)
        start = len(standin.requests)
        bot._connection.parse_interaction_create(payload)  # type: ignore[arg-type]
        await until(lambda: any(r.status == 429 for r in standin.since(start)), PATIENCE)
        watching.go.set()
        await until(lambda: bot.bridge.busy == 0 and standin.answered(int(payload["id"])),
                    PATIENCE)
        got = standin.since(start)
        assert FALSE_MESSAGE not in said(got)
        assert "New game of Rajas of the Ganges for Alice" in str(callback(got)["data"])
        assert await watching.store.live_game(CHANNEL) is not None
    finally:
        await bot.close()


async def test_an_interaction_discord_gave_up_on_is_answered_in_its_channel(
        standin: StandIn, service: Service) -> None:
    """3.5 seconds old: Discord has failed it (and told the user so), yet the command is
    applied; its turn is posted in the channel, where the player sees it."""
    bot = await connect(service, defer_after=DEFER_AFTER)
    try:
        payload = slash(standin, ALICE, TABLE, "rajas", "new", seed=5, age=3.5)
        start = len(standin.requests)
        with capture_logs() as logs:
            bot._connection.parse_interaction_create(payload)  # type: ignore[arg-type]
            await until(lambda: any(r.path == "/channels/700/messages"
                                    for r in standin.since(start)), PATIENCE)
            await until(lambda: bot.bridge.busy == 0, PATIENCE)
        got = standin.since(start)
        assert not standin.answered(int(payload["id"]))
        assert FALSE_MESSAGE not in said(got)
        message = await live_message(service, standin)
        assert not message.interaction_id and "New game of Rajas" in message.text
        assert any(e["event"] == "acknowledgement failed" for e in logs)
        assert await service.store.inbox("discord") == []
        # In a channel the bot can no longer see, Discord refuses that too (403 Missing
        # Access): logged, not raised, and the interaction leaves the inbox.
        standin.hidden.add(700)
        late = slash(standin, ALICE, TABLE, "rajas", "status", age=3.5)
        start = len(standin.requests)
        with capture_logs() as logs:
            bot._connection.parse_interaction_create(late)  # type: ignore[arg-type]
            await until(lambda: any(e["event"].startswith("private answer not delivered")
                                    for e in logs), PATIENCE)
            await until(lambda: bot.bridge.busy == 0, PATIENCE)
        assert [r.status for r in standin.since(start) if r.path == "/channels/700/messages"
                ] == [403]
        assert any(e["event"].startswith("forbidden") and e["code"] == 50001 for e in logs)
        assert await service.store.inbox("discord") == []
    finally:
        await bot.close()


async def test_a_channels_steps_are_shown_in_order_when_discord_is_slow_on_an_edit(
        client: SoloistClient, standin: StandIn, service: Service) -> None:
    """Alice tells the bot two cards she laid out (two steps of one turn): the first by a
    button of the turn's message, the second by a command. Discord is slow to take the
    press's edit of the message; the command's edit goes another way (the channel's) and must
    not overtake it: the message ends showing the second step, not the first."""
    await deliver(client, standin, slash(standin, ALICE, TABLE, "splendor", "new",
                                         deal="table", seed=3))
    message = await live_message(service, standin)
    first = press(standin, ALICE, message, message.custom_ids()[0], TABLE)

    def shows_a_step(request: Request) -> bool:  # not the press's bare acknowledgement
        return "embeds" in str(request.body)

    held = standin.hold("*", rf"/(interactions|webhooks)/.*{first['token']}.*", shows_a_step)
    client._connection.parse_interaction_create(first)  # type: ignore[arg-type]
    await until(lambda: held.taken, PATIENCE)
    with capture_logs() as logs:
        client._connection.parse_interaction_create(slash(  # type: ignore[arg-type]
            standin, ALICE, TABLE, "splendor", "answer", text="1"))
        channel_edit = f"/channels/700/messages/{message.id}"
        await until(lambda: any(r.path == channel_edit for r in standin.requests) or any(
            e["event"] == "waiting for the channel's previous interaction" for e in logs),
            PATIENCE)
    held.release()
    await until(lambda: client.bridge.busy == 0 and message.edits == 2, PATIENCE)
    record = await service.store.live_game(CHANNEL)
    assert record is not None and record.version == 3
    assert message.embeds[0]["footer"]["text"] == "splendor · 3"
