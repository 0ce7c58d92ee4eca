"""The Telegram adapter end to end: the real python-telegram-bot Application, polling a local
stand-in of the Bot API (tests/bot/telegram_standin.py) that records every call and keeps the
messages as a user's app would show them. Users press the buttons they see and type what has
no button, by replying to the bot's message, as in a group with privacy mode on."""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import socket
import traceback
from pathlib import Path
from typing import Any

import httpx
import pytest
from structlog.testing import capture_logs
from telegram import Update
from telegram.error import InvalidToken
from telegram.ext import ContextTypes, TypeHandler

from bot.platforms.chat.cooldowns import Limits
from bot.platforms.telegram.adapter import SWEEP_INTERVAL, TelegramBot, run_telegram
from bot.platforms.telegram.http import JsonRequest
from bot.platforms.telegram.replies import MESSAGE_LIMIT
from bot.service.commands import parse
from bot.service.service import Service, User
from bot.settings import Settings, SettingsError
from bot.store import Store
from bot.words.i18n import Catalog
from bot.words.render import reply_text, split_text
from engines import rajas
from engines.core import Prompt
from engines.games import games
from tests.bot.telegram_standin import (
    TOKEN,
    Clock,
    Failure,
    StandIn,
    button_data,
    group,
    message_update,
    person,
    press_update,
    private,
)
from tests.rajas.random_player import answer

# PTB warns when it builds a RetryAfter (its retry_after turns into a timedelta one day).
pytestmark = pytest.mark.filterwarnings("ignore:.*retry_after:DeprecationWarning")

CATALOG = Catalog.load()
ALICE = person(111, "Alice")
BOB = person(222, "Bob", language="es")
GROUP = group()
CHANNEL = f"telegram:{GROUP['id']}"


WEBHOOK_URL = "https://soloist.example.org/hook/telegram"
WEBHOOK_SECRET = "s3cret"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


class Harness:
    """One run of the bot: a store on ``db`` (or the ``store`` given, shared with another
    run), the service, the Application polling the stand-in — or, with ``webhook``, serving
    a webhook on a port of its own (``address``, where the stand-in is to deliver). ``stop``
    ends it as SIGTERM does (the task is cancelled)."""

    def __init__(self, standin: StandIn, db: Path, limits: Limits | None = None,
                 webhook: bool = False, store: Store | None = None,
                 sweep: float = SWEEP_INTERVAL, clock: Clock | None = None,
                 miniapp: str | None = None) -> None:
        self.standin = standin
        self.miniapp = miniapp
        """The short name of the bot's Mini App (SOLOIST_TELEGRAM_MINIAPP), if it has one."""
        self.clock = clock or standin.clock
        """The bot's time: the stand-in's unless a test gives it one of its own."""
        self.sweep = sweep
        self.db = db
        self.limits = limits  # no cooldowns unless a test asks for them
        self.webhook = webhook
        self.shared = store
        self.address = ""
        self.pace = 0.0
        """Seconds a user takes before each update (the clock moves on): 0, all at once."""

    async def start(self) -> Harness:
        self.store = self.shared or await Store.open(self.db)
        self.service = Service(self.store, CATALOG)
        self.bot = TelegramBot(self.service, CATALOG, TOKEN, self.standin.base_url,
                               backoff=0.01, poll_timeout=5, clock=self.clock,
                               limits=self.limits, sweep=self.sweep, miniapp=self.miniapp)
        # After the adapter's handlers (group 0) have finished with an update.
        self.bot.application.add_handler(TypeHandler(Update, self._done), group=99)
        if not self.webhook:
            polls = len(self.standin.calls_of("getUpdates"))
            self.task = asyncio.create_task(self.bot.run())
            await self.standin.wait_for("getUpdates", polls + 1)
            return self
        port = free_port()
        settings = Settings(telegram_token=TOKEN, telegram_api_url=self.standin.base_url,
                            telegram_webhook_url=WEBHOOK_URL, telegram_webhook_port=port,
                            telegram_webhook_listen="127.0.0.1",
                            telegram_webhook_secret=WEBHOOK_SECRET)
        hooks = len(self.standin.calls_of("setWebhook"))
        self.task = asyncio.create_task(self.bot.run(webhook=settings))
        # Listening right after: until then the stand-in's requests fail and are sent again.
        await self.standin.wait_for("setWebhook", hooks + 1)
        self.address = f"http://127.0.0.1:{port}"
        return self

    async def _done(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        await self.standin.mark_processed(update.update_id)

    async def stop(self) -> None:
        self.task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self.task
        if self.shared is None:
            await self.store.close()

    async def send(self, update: dict[str, Any], times: int = 1) -> dict[str, Any]:
        """Deliver ``update`` and wait until the bot is through with it (at once when
        Telegram would not deliver it: a group's chatter in privacy mode)."""
        self.standin.clock.advance(self.pace)
        if await self.standin.feed(update):
            await self.standin.wait_processed(update["update_id"], times)
        return update

    async def say(self, user: dict[str, Any], text: str, chat: dict[str, Any] = GROUP,
                  **options: Any) -> dict[str, Any]:
        return await self.send(message_update(self.standin, user, chat, text, **options))

    async def press(self, user: dict[str, Any], message: dict[str, Any],
                    data: str) -> dict[str, Any]:
        return await self.send(press_update(self.standin, user, message, data))

    async def version(self, channel: str = CHANNEL) -> int | None:
        record = await self.store.live_game(channel)
        return record.version if record else None

    async def prompt(self, channel: str = CHANNEL) -> tuple[Prompt | None, int]:
        record = await self.store.live_game(channel)
        assert record is not None
        state = rajas.from_json(json.loads(record.state))
        return (state.conversation.prompt if state.conversation else None), state.table.round


@pytest.fixture
async def standin():  # type: ignore[no-untyped-def]
    server = StandIn()
    await server.start()
    yield server
    await server.close()


@pytest.fixture
async def tg(standin: StandIn, tmp_path: Path):  # type: ignore[no-untyped-def]
    harness = await Harness(standin, tmp_path / "soloist.sqlite3").start()
    yield harness
    if not harness.task.done():
        await harness.stop()


def sent(standin: StandIn, chat_id: int = GROUP["id"]) -> list[dict[str, Any]]:
    return [c.params for c in standin.calls_of("sendMessage") if c.params["chat_id"] == chat_id]


def replies(standin: StandIn, since: int) -> list[str]:
    """The methods the bot called since call number ``since``, polling aside."""
    return [c.method for c in standin.calls[since:] if c.method != "getUpdates"]


def alerts(standin: StandIn) -> list[str]:
    return [c.params.get("text", "") for c in standin.calls_of("answerCallbackQuery")]


def live(standin: StandIn, chat_id: int = GROUP["id"]) -> dict[str, Any]:
    """The newest message of the bot that asks with buttons (there is at most one)."""
    with_buttons = standin.with_buttons(chat_id)
    assert len(with_buttons) <= 1, "old questions kept their buttons"
    assert with_buttons, "no message with buttons"
    return with_buttons[0]


def wanted(prompt: Prompt, value: Any) -> str:
    """The answer as a button's data ends, or as typed."""
    if prompt.kind == "confirm":
        return "y" if value else "n"
    if prompt.kind == "choice":
        return str([o.id for o in prompt.options].index(value) + 1)
    return str(value)


async def answer_open_question(tg: Harness, rng: random.Random) -> str:
    """Alice answers the open question as a user would: the matching button of the message
    that asks, or (no such button) her answer typed as a reply to the turn's message."""
    prompt, round_ = await tg.prompt()
    assert prompt is not None
    value = wanted(prompt, answer(prompt, rng, round_))
    with_buttons = tg.standin.with_buttons(GROUP["id"])
    assert len(with_buttons) <= 1, "old questions kept their buttons"
    for message in with_buttons:
        for data in button_data(message):
            if data.rsplit(":", 1)[1] == value:
                await tg.press(ALICE, message, data)
                return "pressed"
    assert prompt.kind not in ("d6", "confirm", "choice"), f"no button for {prompt}"
    where = await tg.store.live_message(CHANNEL, "telegram")
    assert where is not None
    shown = tg.standin.messages[(GROUP["id"], int(where.ref))]
    await tg.say(ALICE, value, reply_to=shown)
    return "typed"


# -- a whole game ------------------------------------------------------------------------------


async def test_a_whole_game_in_a_group_with_a_spectator(tg: Harness, standin: StandIn) -> None:
    rng = random.Random(3)
    tg.pace = 2.0  # Alice taps every two seconds: every turn has a message of its own
    await tg.say(ALICE, "/rajas@SoloistTestBot new variant=cherey dice=player seed=3")
    turns, how, spectated = 1, {"pressed": 0, "typed": 0}, False
    while await tg.version() is not None:
        prompt, _ = await tg.prompt()
        if prompt is None:
            await tg.say(ALICE, "/rajas turn")
            turns += 1
            continue
        if not spectated and prompt.kind == "confirm" and turns > 2:
            spectated = True
            await spectator_looks_on(tg, standin)
        how[await answer_open_question(tg, rng)] += 1
    assert spectated and how["pressed"] > 20 and how["typed"] > 3

    # Each turn is one message, posted once and edited as the turn went on.
    posted = [m for m in sent(standin) if "reply_parameters" not in m]
    assert len(posted) == turns
    assert standin.rates is not None and standin.rates.refused == 0
    assert len(standin.calls_of("editMessageText")) >= how["pressed"] + how["typed"] - turns
    messages = standin.chat_messages(GROUP["id"])
    assert "is over" in messages[-1]["text"] or "is over" in messages[-2]["text"]
    # No question's button is left; a game won by its rules keeps only the link to log it.
    assert not [data for m in standin.with_buttons(GROUP["id"]) for data in button_data(m)]
    for message in messages:
        assert len(message["text"]) <= MESSAGE_LIMIT
        assert "[bot-" not in message["text"] and "[rajas-" not in message["text"]
        assert "[RC-" in message["text"] or "[R-" in message["text"] or message.get(
            "reply_to_message")

    # The spectator catches up with the whole trail: longer than one message, it is one
    # message all the same, whose pages turn with its buttons.
    before = len(sent(standin))
    await tg.say(BOB, "/rajas log")
    [shown] = sent(standin)[before:]
    assert "reply_parameters" in shown
    log = standin.latest(GROUP["id"])
    assert log is not None and log["text"] == shown["text"]
    back, where, _ = button_data(log)
    pages = int(log["reply_markup"]["inline_keyboard"][0][1]["text"].split("/")[1])
    assert pages >= 2 and where == "p:1:rajas:log" and back == f"p:{pages}:rajas:log"
    texts = [log["text"]]
    for _ in range(pages - 1):
        await tg.press(BOB, log, button_data(log)[2])
        log = standin.messages[(GROUP["id"], log["message_id"])]
        texts.append(log["text"])
    assert len(sent(standin)) == before + 1 and all(len(t) <= MESSAGE_LIMIT for t in texts)
    whole = await tg.service.handle(CHANNEL, User("telegram:222", "Bob"), parse("/rajas log"))
    assert "\n".join(texts) == reply_text(CATALOG, whole)
    assert "[RC-E]" in texts[-1]
    await tg.press(BOB, log, button_data(log)[2])  # past the last page: the first again
    assert standin.messages[(GROUP["id"], log["message_id"])]["text"] == texts[0]


async def spectator_looks_on(tg: Harness, standin: StandIn) -> None:
    """Bob watches: his press changes nothing and tells him who plays; his chat is not
    answered; he can ask for the status; his reply to the bot is refused."""
    version = await tg.version()
    asking = live(standin)
    shown = button_data(asking)
    calls = len(standin.calls)
    await tg.press(BOB, asking, shown[0])
    assert alerts(standin)[-1].startswith("Only Alice plays")  # the group's language
    assert await tg.version() == version
    assert replies(standin, calls) == ["answerCallbackQuery"]
    await tg.say(BOB, "y")  # ordinary chat, not a reply to the bot
    assert replies(standin, calls) == ["answerCallbackQuery"]
    await tg.say(BOB, "/rajas status")
    status = sent(standin)[-1]
    assert status["text"].startswith(f"Rajas of the Ganges, step {version}:")
    assert status["reply_parameters"]["message_id"]
    # The status repeats the question, with its buttons; the older copy loses them.
    assert button_data(live(standin)) == shown and not button_data(asking)
    # His answer, as a reply to the bot, is refused to him alone: never in the group; in his
    # private chat with the bot once he has one (a bot cannot start one).
    posted = len(sent(standin))
    await tg.say(BOB, "n", reply_to=live(standin))
    assert len(sent(standin)) == posted and await tg.version() == version
    await tg.say(BOB, "/start", chat=private(BOB))
    await tg.say(BOB, "n", reply_to=live(standin))
    assert len(sent(standin)) == posted
    told = sent(standin, BOB["id"])[-1]["text"]
    assert told.startswith("In “Rajas night”: Only Alice plays")  # the group's language
    assert await tg.version() == version


# -- presses that change nothing ---------------------------------------------------------------


async def test_stale_and_foreign_presses_change_nothing(tg: Harness, standin: StandIn) -> None:
    await tg.say(ALICE, "/rajas new variant=cherey dice=player seed=5")
    first = live(standin)
    assert button_data(first)[1] == "a:1:1:2"
    assert [b["text"] for b in first["reply_markup"]["inline_keyboard"][0]][:2] == ["⚀ 1",
                                                                                    "⚁ 2"]
    await tg.press(BOB, first, button_data(first)[1])
    assert alerts(standin)[-1].startswith("Only Alice plays")
    assert standin.calls_of("answerCallbackQuery")[-1].params["show_alert"] is True
    assert await tg.version() == 1

    await tg.press(ALICE, first, "a:1:1:2")  # even: the human starts (RC-S)
    assert await tg.version() == 2
    assert standin.calls_of("answerCallbackQuery")[-1].params.get("text") is None
    edited = standin.messages[(GROUP["id"], first["message_id"])]
    assert "[RC-S]" in edited["text"] and "reply_markup" not in edited

    # The same button again, from a screen that still shows it: the step has moved on.
    await tg.press(ALICE, first, "a:1:1:4")
    assert "moved on" in alerts(standin)[-1]
    assert await tg.version() == 2
    # Data that is not ours, and a press for a game that is not live (it could be by the
    # press's turn, so the answer cannot tell yet): nothing either.
    await tg.press(ALICE, first, "something-else")
    await tg.press(ALICE, first, "a:99:2:1")
    assert alerts(standin)[-2:] == ["", ""]
    assert await tg.version() == 2


# -- Telegram failing --------------------------------------------------------------------------


async def test_flood_control_and_bad_gateway_are_waited_out(tg: Harness,
                                                          standin: StandIn) -> None:
    standin.fail("sendMessage", Failure(429, retry_after=1), Failure(502))
    with capture_logs() as logs:
        await tg.say(ALICE, "/rajas new variant=cherey dice=player seed=5")
    assert [e["event"] for e in logs if e["log_level"] == "warning"] == ["flood control",
                                                                        "retrying"]
    assert TOKEN not in repr(logs) and TOKEN.split(":")[1] not in repr(logs)
    assert [c.status for c in standin.calls if c.method == "sendMessage"] == [429, 502, 200]
    assert len(standin.chat_messages(GROUP["id"])) == 1
    message = live(standin)

    standin.fail("editMessageText", Failure(502), Failure(429, retry_after=1))
    standin.fail("answerCallbackQuery", Failure(502))
    await tg.press(ALICE, message, button_data(message)[1])
    assert [c.status for c in standin.calls if c.method == "editMessageText"] == [502, 429, 200]
    assert len(standin.chat_messages(GROUP["id"])) == 1
    assert "[RC-S]" in standin.chat_messages(GROUP["id"])[0]["text"]
    assert await tg.version() == 2


async def test_a_chat_waiting_out_flood_control_holds_up_no_other(
        tg: Harness, standin: StandIn) -> None:
    other = group(chat_id=-1005, title="Another table")
    flood = standin.clock.hold(7)  # the wait lasts until the test releases it
    standin.fail("sendMessage", Failure(429, retry_after=7, chat_id=GROUP["id"]))
    slow = message_update(standin, ALICE, GROUP, "/rajas new seed=1")
    fast = message_update(standin, BOB, other, "/rajas new seed=2")
    await standin.feed(slow)
    await standin.wait_for("sendMessage", 1, ok=False)
    await asyncio.wait_for(flood.reached.wait(), 60)
    # While the first chat waits out its flood control, the other chat is answered.
    await tg.send(fast)
    assert [c.params["chat_id"] for c in standin.calls_of("sendMessage")] == [other["id"]]
    flood.released.set()
    await standin.wait_processed(slow["update_id"])
    assert [c.params["chat_id"] for c in standin.calls_of("sendMessage")] == [other["id"],
                                                                             GROUP["id"]]


async def test_the_same_update_twice_is_one_step(tg: Harness, standin: StandIn) -> None:
    await tg.say(ALICE, "/rajas new variant=cherey dice=player seed=5")
    message = live(standin)
    press = press_update(standin, ALICE, message, button_data(message)[1])
    await tg.send(press)
    await tg.send(press, times=2)
    assert await tg.version() == 2

    turn = message_update(standin, ALICE, GROUP, "/rajas turn")
    await tg.send(turn)
    await tg.send(turn, times=2)
    assert await tg.version() == 3
    assert len(sent(standin)) == 2  # the new game's turn and this one


# -- a restart ---------------------------------------------------------------------------------


async def test_a_restart_mid_turn_keeps_the_buttons_working(tg: Harness, standin: StandIn,
                                                            tmp_path: Path) -> None:
    await tg.say(ALICE, "/rajas new variant=cherey dice=player seed=5")
    await tg.press(ALICE, live(standin), "a:1:1:2")
    await tg.say(ALICE, "/rajas turn")
    asking = live(standin)
    version = await tg.version()
    await tg.stop()

    again = await Harness(standin, tmp_path / "soloist.sqlite3").start()
    try:
        edits = len(standin.calls_of("editMessageText"))
        posted = len(sent(standin))
        await again.press(ALICE, asking, button_data(asking)[5])  # the die shows 6
        assert await again.version() == (version or 0) + 1
        # The same message goes on with the turn: edited, not posted anew.
        assert len(sent(standin)) == posted
        edit = standin.calls_of("editMessageText")[edits]
        assert edit.params["message_id"] == asking["message_id"]
        assert "⚅" in edit.params["text"] or "6" in edit.params["text"]
    finally:
        await again.stop()


# -- commands, languages, places ---------------------------------------------------------------


async def test_the_command_menu_in_every_language(tg: Harness, standin: StandIn) -> None:
    calls = standin.calls_of("setMyCommands")
    by_language = {c.params.get("language_code"): c.params["commands"] for c in calls}
    assert set(by_language) == {None, "en", "es", "ja", "ru"}
    for language, commands in by_language.items():
        names = [c["command"] for c in commands]
        assert names == [*sorted(games()), "lang", "settings", "record", "help", "forget"], language
        assert all(0 < len(c["description"]) <= 256 for c in commands)
        rajas_verbs = commands[names.index("rajas")]["description"]
        assert "turn" in rajas_verbs and "taken" in rajas_verbs
    assert by_language["es"][-2]["description"] == CATALOG.render("es", "cmd-help")
    assert by_language["ja"][-5]["description"] == CATALOG.render("ja", "cmd-lang")
    assert by_language["ja"][-4]["description"] == CATALOG.render("ja", "cmd-settings")
    assert by_language["ja"][-3]["description"] == CATALOG.render("ja", "cmd-record")
    assert by_language["ru"][-1]["description"] == CATALOG.render("ru", "cmd-forget")
    assert len({commands[-3]["description"] for commands in by_language.values()}) == 4


async def test_commands_for_other_bots_and_unknown_commands(tg: Harness,
                                                           standin: StandIn) -> None:
    await tg.say(ALICE, "/rajas@OtherBot new")
    await tg.say(ALICE, "/weather")
    await tg.say(ALICE, "just chatting")
    assert sent(standin) == []
    await tg.say(ALICE, "/rajas@SoloistTestBot status")
    assert "No game is running" in sent(standin)[-1]["text"]
    # In a private chat every command and text is for us.
    chat = private(BOB)
    before = len(sent(standin, BOB["id"]))
    await tg.say(BOB, "/start", chat=chat)
    # The help, in as many messages as Telegram's length takes (Spanish's takes two).
    assert sent(standin, BOB["id"])[before]["text"].startswith("Soloist")
    await tg.say(BOB, "/weather", chat=chat)
    assert "weather" in sent(standin, BOB["id"])[-1]["text"]
    await tg.say(BOB, "hola", chat=chat)
    assert "No hay ninguna partida" in sent(standin, BOB["id"])[-1]["text"]


async def test_an_edited_command_is_not_played_again(tg: Harness, standin: StandIn) -> None:
    update = message_update(standin, ALICE, GROUP, "/rajas new seed=4")
    update = {"update_id": update["update_id"], "edited_message": update["message"]}
    await tg.send(update)
    assert await tg.version() is None and sent(standin) == []


async def test_a_forum_topic_is_a_table_of_its_own(tg: Harness, standin: StandIn) -> None:
    forum = group(chat_id=-1009, title="Board games", forum=True)
    await tg.say(ALICE, "/rajas new variant=cherey dice=player seed=5", chat=forum, thread=77)
    assert sent(standin, forum["id"])[-1]["message_thread_id"] == 77
    assert await tg.version(f"telegram:{forum['id']}:77") == 1
    assert await tg.version(f"telegram:{forum['id']}") is None
    asking = standin.with_buttons(forum["id"], 77)[0]
    await tg.press(ALICE, asking, button_data(asking)[1])
    assert await tg.version(f"telegram:{forum['id']}:77") == 2
    await tg.say(ALICE, "/rajas status", chat=forum, thread=78)
    assert "No game is running" in sent(standin, forum["id"])[-1]["text"]
    assert sent(standin, forum["id"])[-1]["message_thread_id"] == 78


async def test_a_question_without_buttons_asks_for_a_reply_in_a_group(
        tg: Harness, standin: StandIn) -> None:
    await tg.say(ALICE, "/rajas new variant=cherey dice=player seed=3")
    await tg.press(ALICE, live(standin), "a:1:1:2")
    await tg.say(ALICE, "/rajas turn")
    rng = random.Random(1)
    for _ in range(40):
        prompt, _ = await tg.prompt()
        if prompt is not None and prompt.kind == "text":
            break
        if prompt is None:
            await tg.say(ALICE, "/rajas turn")
            continue
        await answer_open_question(tg, rng)
    else:
        pytest.fail("no typed question came up")
    where = await tg.store.live_message(CHANNEL, "telegram")
    assert where is not None
    shown = standin.messages[(GROUP["id"], int(where.ref))]
    assert shown["text"].endswith(CATALOG.render("en", "tg-reply-hint"))
    # Alice's text that is not a reply is heard (she plays) but a wrong code is not refused
    # aloud; as a reply, it is.
    version, posted = await tg.version(), len(sent(standin))
    await tg.say(ALICE, "no idea")
    assert await tg.version() == version and len(sent(standin)) == posted
    await tg.say(ALICE, "no idea", reply_to=shown)
    assert len(sent(standin)) == posted + 1


def test_long_text_is_cut_at_line_ends() -> None:
    text = "\n".join(f"line {n} " + "x" * 50 for n in range(300))
    pieces = split_text(text, 1000)
    assert all(len(p) <= 1000 for p in pieces)
    assert "\n".join(pieces) == text
    assert split_text("short", MESSAGE_LIMIT) == ["short"]
    assert [len(p) for p in split_text("y" * 2500, 1000)] == [1000, 1000, 500]


async def test_a_webhook_takes_updates_with_the_secret_only(standin: StandIn,
                                                           tmp_path: Path) -> None:
    port = free_port()
    settings = Settings(telegram_token=TOKEN, telegram_api_url=standin.base_url,
                        telegram_webhook_url="https://soloist.example.org/hook/telegram",
                        telegram_webhook_listen="127.0.0.1", telegram_webhook_port=port,
                        telegram_webhook_secret="s3cret")
    store = await Store.open(tmp_path / "soloist.sqlite3")
    task = asyncio.create_task(run_telegram(Service(store, CATALOG), CATALOG, settings))
    try:
        await standin.wait_for("setWebhook")
        hook = standin.calls_of("setWebhook")[0].params
        assert hook["url"] == settings.telegram_webhook_url
        assert hook["secret_token"] == "s3cret"
        assert hook["allowed_updates"] == ["message", "callback_query", "my_chat_member"]
        update = message_update(standin, ALICE, GROUP, "/rajas new variant=cherey seed=5")
        standin.chats[GROUP["id"]] = GROUP  # the group exists (its updates bypass the stand-in)
        url = f"http://127.0.0.1:{port}/hook/telegram"
        async with httpx.AsyncClient() as client, asyncio.timeout(60):
            while True:  # the server starts listening right after setWebhook
                with contextlib.suppress(httpx.ConnectError):
                    refused = await client.post(url, json=update, headers={
                        "X-Telegram-Bot-Api-Secret-Token": "wrong"})
                    break
                await asyncio.sleep(0.02)
            assert refused.status_code == 403
            taken = await client.post(url, json=update, headers={
                "X-Telegram-Bot-Api-Secret-Token": "s3cret"})
            assert taken.status_code == 200
        await standin.wait_for("sendMessage")
        assert "Rajas of the Ganges" in standin.calls_of("sendMessage")[0].params["text"]
        assert standin.calls_of("getUpdates") == []
    finally:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task
        await store.close()


async def test_a_rejected_token_is_not_repeated(standin: StandIn, tmp_path: Path) -> None:
    wrong = "987654321:AAwrong-token-000000000000000000000000"
    settings = Settings(telegram_token=wrong, telegram_api_url=standin.base_url)
    store = await Store.open(tmp_path / "soloist.sqlite3")
    try:
        with pytest.raises(SettingsError) as caught:
            await run_telegram(Service(store, CATALOG), CATALOG, settings)
    finally:
        await store.close()
    shown = "".join(traceback.format_exception(caught.value))
    assert "TELEGRAM_TOKEN" in shown and "987654321" not in shown


async def test_a_start_that_fails_leaves_no_connection_open(standin: StandIn,
                                                            tmp_path: Path) -> None:
    """The token refused at start: the bot's two request objects (its calls', getUpdates')
    were opened before getMe failed, and the library's shutdown of an app never initialised
    does nothing; left open, each retry of the start would leak a pair more."""
    store = await Store.open(tmp_path / "soloist.sqlite3")
    try:
        bot = TelegramBot(Service(store, CATALOG), CATALOG,
                          "987654321:AAwrong-token-000000000000000000000000", standin.base_url)
        with pytest.raises(InvalidToken):
            await bot.run()
    finally:
        await store.close()
    calls, polls = bot.application.bot.request, bot.queue.polled
    assert isinstance(calls, JsonRequest) and polls is not None
    assert calls._session is None and polls._session is None


async def test_undo_shows_the_question_again_with_buttons(tg: Harness, standin: StandIn) -> None:
    await tg.say(ALICE, "/rajas new variant=cherey dice=player seed=5")
    first = live(standin)
    await tg.press(ALICE, first, "a:1:1:2")
    await tg.say(ALICE, "/rajas turn")
    turn = live(standin)
    await tg.say(ALICE, "/rajas undo")
    # Back at step 2 (a new version, 4) with no question; the turn's buttons are gone.
    assert await tg.version() == 4 and not standin.with_buttons(GROUP["id"])
    assert "Took back" in sent(standin)[-1]["text"]
    await tg.say(ALICE, "/rajas undo")
    asking = live(standin)  # step 1 asks the die again, on the undo's message
    assert asking["message_id"] not in (first["message_id"], turn["message_id"])
    assert button_data(asking)[1] == "a:1:5:2"
    assert await tg.version() == 5

    # The same question's button from before the undos is stale: refused, nothing changed.
    await tg.press(ALICE, first, "a:1:1:2")
    assert "moved on" in standin.calls_of("answerCallbackQuery")[-1].params["text"]
    assert await tg.version() == 5


async def test_a_deleted_turn_message_is_posted_anew(tg: Harness, standin: StandIn) -> None:
    await tg.say(ALICE, "/rajas new variant=cherey dice=player seed=5")
    asking = live(standin)
    del standin.messages[(GROUP["id"], asking["message_id"])]  # an admin deleted it
    with capture_logs() as logs:
        await tg.press(ALICE, asking, "a:1:1:4")
    assert "live message not editable" in [e["event"] for e in logs]
    assert await tg.version() == 2
    assert len(sent(standin)) == 2 and "[RC-S]" in sent(standin)[-1]["text"]
    where = await tg.store.live_message(CHANNEL, "telegram")
    assert where is not None
    assert int(where.ref) == standin.chat_messages(GROUP["id"])[-1]["message_id"]


async def test_a_rule_tag_leads_to_its_rule_by_a_tappable_command(
        tg: Harness, standin: StandIn) -> None:
    """A decision's tag ([RC-S]) comes with `/rajas_rule_rc_s`, which Telegram makes tappable;
    tapped (in a group it carries the bot's name), it answers with the rule in the chat's
    language and the seed's section."""
    await tg.say(ALICE, "/rajas new variant=cherey dice=player seed=5")
    await tg.say(ALICE, "/rajas answer 2")  # even: the player starts (RC-S)
    shown = [c.params.get("text") or c.params.get("caption") or "" for c in standin.calls
             if c.method in ("sendMessage", "editMessageText", "sendPhoto",
                             "editMessageCaption")]
    turn = next(text for text in reversed(shown) if "[RC-S]" in text)
    assert "📖 Rules: " in turn and "/rajas_rule_rc_s" in turn
    before = await tg.version()
    await tg.say(BOB, "/rajas_rule_rc_s@SoloistTestBot")
    explained = sent(standin)[-1]["text"]
    assert explained.startswith("[RC-S] Setup\n") and "“Preparación”" in explained
    assert await tg.version() == before
