"""A press of a Telegram button, answered at once rather than at its turn in the chat's queue
(Telegram forgets a query within seconds): refused there by an alert when it cannot be right
(another player's game, a step moved on, a page turned too soon, another's /forget), else
answered empty; the chat's message shows the step at its turn."""

from __future__ import annotations

from dataclasses import replace

from telegram import Update
from telegram import User as TelegramUser

from bot.platforms.chat.forget import parse_forget
from bot.platforms.chat.guard import Guard, slow_down
from bot.platforms.chat.session import Session
from bot.platforms.telegram.calls import Calls, log
from bot.platforms.telegram.inbox import request_key
from bot.platforms.telegram.places import Where, parse_page, pressed_at, user_of
from bot.service.commands import Command
from bot.words.buttons import parse_press

ALERT_LIMIT = 200
"""Characters in the text of a callback query's answer."""


class Presses:
    def __init__(self, session: Session, guard: Guard, calls: Calls) -> None:
        self.session = session
        self.store = session.store
        self.guard = guard
        self.calls = calls
        self.settled: set[int] = set()
        """Presses fully dealt with when they were answered (refused, or not ours)."""

    async def answer_first(self, update: Update) -> None:
        query = update.callback_query
        assert query is not None
        data, message = query.data or "", query.message
        alert: str | None = None
        if message is None:
            self.settled.add(update.update_id)
        elif (page := parse_page(data)) is not None:
            alert = await self.page_cooled(pressed_at(message), query.from_user, page[1])
        elif (forget := parse_forget(data)) is not None:
            alert = await self.forget_refused(pressed_at(message), query.from_user, forget[0])
        else:
            alert = await self.precheck(update, pressed_at(message), query.from_user, data)
        if alert is not None:
            self.settled.add(update.update_id)
        await self.calls.answer(query.id, alert)

    async def precheck(self, update: Update, place: Where, presser: TelegramUser,
                       data: str) -> str | None:
        """A press refused before its turn (the alert), or None to let its turn decide."""
        command = parse_press(data, request=request_key(update))
        if command is None:
            self.settled.add(update.update_id)  # not ours
            return None
        store = self.store
        if command.request is None or await store.seen(command.request):
            return None  # delivered again: its turn says whether to show the turn again
        refusal = await self.session.check_press(place.channel, user_of(presser), command)
        if refusal is None:
            return None
        await store.mark_seen(command.request)
        log.info("press refused at once", channel=place.channel, update=update.update_id,
                 key=refusal.lines[0].key)
        return self.session.text(refusal)[:ALERT_LIMIT]

    async def page_cooled(self, place: Where, presser: TelegramUser,
                          read: Command) -> str | None:
        """Turning pages edits a message: a cooldown, like a command."""
        guard, user = self.guard, user_of(presser)
        player = await guard.player(place.channel)
        wait = guard.take(guard.rules(place.channel, user.id, replace(read, name="page"),
                                      player=user.id == player, group=place.group))
        if not wait:
            return None
        return self.session.text(await self.session.refusal(place.channel, user,
                                                            slow_down(wait)))

    async def forget_refused(self, place: Where, presser: TelegramUser,
                             asker: int) -> str | None:
        if presser.id == asker:
            return None
        language = await self.session.language(place.channel, user_of(presser))
        return self.session.say(language, "tg-forget-not-yours")

    def was_settled(self, update: Update) -> bool:
        settled = update.update_id in self.settled
        self.settled.discard(update.update_id)
        return settled
