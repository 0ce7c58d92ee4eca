"""Another player's record on Telegram: `/record` in reply to one of their messages names
them, in a group (where the bot answers only the commands it knows); their privacy kept."""

from __future__ import annotations

from bot.service.service import User
from tests.bot.telegram_standin import StandIn
from tests.bot.test_record_service import played
from tests.bot.test_telegram import ALICE, BOB, GROUP, Harness, standin, tg

__all__ = ["standin", "tg"]


async def test_telegram_a_reply_with_record_names_the_player_replied_to(
        tg: Harness, standin: StandIn) -> None:
    bob = User("telegram:222", "Bob")
    await tg.store.add_results([played(bob, "botos", True, 1, channel=f"telegram:{GROUP['id']}")])
    said = await tg.say(BOB, "good game!")
    await tg.say(ALICE, "/record", reply_to=said["message"])
    shown = last(standin)
    assert shown.startswith("Bob's record — 1 game:"), shown
    await tg.say(BOB, "/record private")
    await tg.say(ALICE, "/record", reply_to=said["message"])
    assert "Bob keeps their record private." in last(standin)
    await tg.say(ALICE, "/record")  # not a reply: her own
    assert last(standin).startswith("Your record — 0 games:")


def last(standin: StandIn) -> str:
    """The bot's last message in the group: its text, or a picture's caption."""
    message = standin.chat_messages(GROUP["id"])[-1]
    return str(message.get("text") or message.get("caption"))
