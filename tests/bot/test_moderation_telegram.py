"""Moderation on Telegram, through the real python-telegram-bot Application against the Bot API
stand-in: a group's administrator ends a game its player left, a handover names the new player
by replying to one of their messages, and nothing typed can name one."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from tests.bot.telegram_standin import StandIn, group, person
from tests.bot.test_telegram import Harness

pytestmark = pytest.mark.filterwarnings("ignore:.*retry_after:DeprecationWarning")

ALICE = person(111, "Alice")
BOB = person(222, "Bob")
CAROL = person(333, "Carol")
ADA = person(444, "Ada")
GROUP = group()
CHANNEL = f"telegram:{GROUP['id']}"


class Moderated(StandIn):
    """The stand-in, with the group's administrators answered by getChatMember."""

    def __init__(self) -> None:
        super().__init__()
        self.admins: set[int] = {ADA["id"]}

    async def _getChatMember(self, params: dict[str, Any]) -> Any:
        user = int(params["user_id"])
        status = "administrator" if user in self.admins else "member"
        member: dict[str, Any] = {"status": status, "user": {
            "id": user, "is_bot": False, "first_name": "X"}}
        if status == "administrator":
            member.update(can_be_edited=False, is_anonymous=False, can_manage_chat=True,
                          can_delete_messages=True, can_manage_video_chats=True,
                          can_restrict_members=True, can_promote_members=False,
                          can_change_info=True, can_invite_users=True, can_post_stories=False,
                          can_edit_stories=False, can_delete_stories=False)
        return member


@pytest.fixture
async def table(tmp_path: Path) -> AsyncIterator[Harness]:
    standin = Moderated()
    await standin.start()
    harness = await Harness(standin, tmp_path / "soloist.sqlite3").start()
    yield harness
    await harness.stop()
    await standin.close()


async def started(table: Harness) -> None:
    await table.say(ALICE, "/rajas new variant=cherey dice=player seed=5")
    await table.say(ALICE, "/rajas answer 2")  # no question left open


async def test_an_administrator_ends_a_game_its_player_left(table: Harness) -> None:
    await started(table)
    await table.say(CAROL, "/rajas end")
    assert await table.store.live_game(CHANNEL) is not None
    await table.say(ADA, "/rajas end")
    assert await table.store.live_game(CHANNEL) is None
    last = await table.store.last_game(CHANNEL)
    assert last is not None and last.status == "abandoned"
    shown = "\n".join(m.get("text", "") for m in table.standin.chat_messages(GROUP["id"]))
    assert "Ada, a moderator, ended Alice's game." in shown
    # Asked of Telegram once, then kept for a while.
    await started(table)
    await table.say(ADA, "/rajas end")
    asked = [c for c in table.standin.calls_of("getChatMember")
             if str(c.params["user_id"]) == str(ADA["id"])]
    assert len(asked) == 1


async def test_a_handover_names_the_new_player_by_a_reply(table: Harness) -> None:
    await started(table)
    said = await table.say(BOB, "I'll take over, I'm back at the table")
    # Typed names count for nothing: only a reply says who.
    await table.say(ALICE, "/rajas handover telegram:222 Bob")
    record = await table.store.live_game(CHANNEL)
    assert record is not None and record.owner_name == "Alice"
    # Someone else's reply: refused (neither the player nor a moderator).
    await table.say(CAROL, "/rajas handover", reply_to=said["message"])
    record = await table.store.live_game(CHANNEL)
    assert record is not None and record.owner_name == "Alice"
    await table.say(ALICE, "/rajas handover", reply_to=said["message"])
    record = await table.store.live_game(CHANNEL)
    assert record is not None and (record.owner_id, record.owner_name) == ("telegram:222", "Bob")
    shown = "\n".join(m.get("text", "") for m in table.standin.chat_messages(GROUP["id"]))
    assert "Alice handed the game to Bob. Only Bob plays it now." in shown
    await table.say(BOB, "/rajas turn")
    after = await table.store.live_game(CHANNEL)
    assert after is not None and after.version == record.version + 1
