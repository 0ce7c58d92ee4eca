"""The chat layer every platform shares: one read/move rule with the game's own queries, the
cooldowns it sets, and the live message edited when it shows the step's turn, else posted and
remembered. The platform's side is a recording surface here."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.platforms.chat.cooldowns import Limits
from bot.platforms.chat.delivery import is_step, show_turn
from bot.platforms.chat.guard import Guard
from bot.platforms.chat.session import Session
from bot.service.commands import parse
from bot.service.service import Service
from bot.store import Store
from bot.words.i18n import Catalog
from bot.words.replies import Reply

CHANNEL = "test:1"


@pytest.fixture
async def session(tmp_path: Path) -> AsyncIterator[Session]:
    store = await Store.open(tmp_path / "soloist.sqlite")
    catalog = Catalog.load()
    try:
        yield Session(Service(store, catalog), catalog)
    finally:
        await store.close()


class Surface:
    """A platform that records what it was asked; ``editable``: whether an edit works;
    ``busy``: whether the channel is near the platform's limit of new messages."""

    def __init__(self, editable: bool = True, busy: bool = False) -> None:
        self.editable = editable
        self.busy = busy
        self.calls: list[tuple[str, str | None]] = []

    def crowded(self) -> bool:
        return self.busy

    async def edit_turn(self, ref: str) -> bool:
        self.calls.append(("edit", ref))
        return self.editable

    async def post_turn(self) -> str | None:
        self.calls.append(("post", None))
        return f"m{len(self.calls)}"


def step(game_id: int, turn: int) -> Reply:
    return Reply(language="en", game="rajas", game_id=game_id, turn=turn, changed=True)


async def test_a_games_query_is_a_read_to_the_layer_as_to_the_service(session: Session) -> None:
    cost = parse("/paxpamir cost buy 2")
    assert session.is_read(cost) and not session.is_move(cost)
    turn = parse("/paxpamir turn")
    assert session.is_move(turn) and not session.is_read(turn)
    guard = Guard(session, Limits(cooldown=5, channel_cooldown=10, read_cooldown=60), lambda: 0)
    held = dict(guard.rules(CHANNEL, "bob", cost, player=False, group=True))
    assert held[("read", CHANNEL, "bob")] == 60
    assert guard.rules(CHANNEL, "alice", turn, player=True, group=True) == []


async def test_a_step_edits_its_turns_message_else_posts_one_and_remembers_it(
        session: Session) -> None:
    surface = Surface()
    assert is_step(step(1, 4)) and not is_step(Reply(language="en", changed=True))
    assert await show_turn(session.store, "test", CHANNEL, step(1, 4), surface) == ("m1", True)
    assert await show_turn(session.store, "test", CHANNEL, step(1, 4), surface) == ("m1", False)
    assert surface.calls == [("post", None), ("edit", "m1")]
    # A new turn: a new message, remembered in its place.
    assert await show_turn(session.store, "test", CHANNEL, step(1, 9), surface) == ("m3", True)
    gone = Surface(editable=False)
    assert await show_turn(session.store, "test", CHANNEL, step(1, 9), gone) == ("m2", True)
    assert gone.calls == [("edit", "m3"), ("post", None)]
    live = await session.store.live_message(CHANNEL, "test")
    assert live is not None and (live.game_id, live.turn, live.ref) == (1, 9, "m2")


async def test_in_a_crowded_channel_a_new_turn_takes_over_the_games_message(
        session: Session) -> None:
    surface = Surface(busy=True)
    assert await show_turn(session.store, "test", CHANNEL, step(1, 4), surface) == ("m1", True)
    assert await show_turn(session.store, "test", CHANNEL, step(1, 5), surface) == ("m1", False)
    assert surface.calls == [("post", None), ("edit", "m1")]
    live = await session.store.live_message(CHANNEL, "test")
    assert live is not None and (live.game_id, live.turn, live.ref) == (1, 5, "m1")
    # Another game's message is never taken over, nor one that cannot be edited.
    assert await show_turn(session.store, "test", CHANNEL, step(2, 1), surface) == ("m3", True)
    gone = Surface(editable=False, busy=True)
    assert await show_turn(session.store, "test", CHANNEL, step(2, 2), gone) == ("m2", True)
    assert gone.calls == [("edit", "m3"), ("post", None)]
