"""The Bot API spec as the Telegram stand-in's referee (tests/bot/telegram_spec.py): each kind
of request the spec refuses is refused (just inside a limit taken, just outside refused), the
stand-in answers it as Telegram does and records it, a test whose stand-in saw one fails, and
the stand-in's own answers and updates are held to the spec too."""

from __future__ import annotations

import json
import re
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest

from tests.bot import telegram_spec
from tests.bot.spec_referee import fail_on_spec_problems, spec_failures
from tests.bot.telegram_spec import answer_problems, request_problems, update_problems
from tests.bot.telegram_standin import (
    CREATED,
    TOKEN,
    StandIn,
    chat_member,
    group,
    message_update,
    person,
    press_update,
)

GROUP = group()
ALICE = person(1, "Alice")


def keyboard(**button: Any) -> dict[str, Any]:
    return {"inline_keyboard": [[{"text": "go", **button}]]}


# (what, method, taken, refused, the problem's words)
RULES: list[tuple[str, str, dict[str, Any], dict[str, Any], str]] = [
    ("a field the method lacks", "sendMessage", {"chat_id": 1, "text": "x"},
     {"chat_id": 1, "text": "x", "colour": "red"}, "sendMessage.colour: the spec's sendMessage"),
    ("a required field", "sendMessage", {"chat_id": 1, "text": "x"}, {"chat_id": 1},
     "sendMessage.text: missing"),
    ("required unless another is given", "editMessageText",
     {"inline_message_id": "i", "text": "x"}, {"text": "x"}, "editMessageText.chat_id: missing"),
    ("an Integer in a form", "getUpdates", {"offset": "-12"}, {"offset": "12.5"},
     "getUpdates.offset: a String, the spec says Integer"),
    ("a Boolean in a form", "deleteWebhook", {"drop_pending_updates": "true"},
     {"drop_pending_updates": "yes"}, "a String, the spec says Boolean"),
    ("a type inside an object", "sendMessage",
     {"chat_id": 1, "text": "x", "reply_parameters": {"message_id": 5}},
     {"chat_id": 1, "text": "x", "reply_parameters": {"message_id": "5"}},
     "sendMessage.reply_parameters.message_id: a String, the spec says Integer"),
    ("a field an object lacks", "sendMessage",
     {"chat_id": 1, "text": "x", "link_preview_options": {"is_disabled": True}},
     {"chat_id": 1, "text": "x", "link_preview_options": {"disabled": True}},
     "link_preview_options.disabled: the spec's LinkPreviewOptions has no such field"),
    ("JSON text of a form's object", "sendMessage",
     {"chat_id": "1", "text": "x", "reply_markup": json.dumps(keyboard(callback_data="d"))},
     {"chat_id": "1", "text": "x", "reply_markup": "{not json"},
     "sendMessage.reply_markup: a String"),
    ("an allowed value", "sendMessage",
     {"chat_id": 1, "text": "x", "reply_markup": keyboard(callback_data="d", style="danger")},
     {"chat_id": 1, "text": "x", "reply_markup": keyboard(callback_data="d", style="red")},
     "inline_keyboard[0][0].style: 'red', the spec says one of danger, primary, success"),
    ("a union's tag", "setMyCommands",
     {"commands": [], "scope": {"type": "chat", "chat_id": -5}},
     {"commands": [], "scope": {"type": "room", "chat_id": -5}},
     "setMyCommands.scope.type: 'room', the spec says BotCommandScope is one of"),
    ("a union's subtype's fields", "setMyCommands",
     {"commands": [], "scope": {"type": "all_group_chats"}},
     {"commands": [], "scope": {"type": "chat"}}, "setMyCommands.scope.chat_id: missing"),
    ("characters", "sendMessage", {"chat_id": 1, "text": "я" * 4096},
     {"chat_id": 1, "text": "я" * 4097},
     "sendMessage.text: 4097 characters, the spec says 1-4096 characters"),
    ("characters after entities parsing", "sendMessage",
     {"chat_id": 1, "text": "<b>" + "x" * 4095 + "&amp;</b>", "parse_mode": "HTML"},
     {"chat_id": 1, "text": "<b>" + "x" * 4096 + "&amp;</b>", "parse_mode": "HTML"},
     "4097 characters, the spec says 1-4096"),
    ("bytes", "sendMessage",
     {"chat_id": 1, "text": "x", "reply_markup": keyboard(callback_data="é" * 32)},
     {"chat_id": 1, "text": "x", "reply_markup": keyboard(callback_data="é" * 32 + "x")},
     "callback_data: 65 bytes, the spec says 1-64 bytes"),
    ("an empty callback_data", "sendMessage",
     {"chat_id": 1, "text": "x", "reply_markup": keyboard(callback_data="d")},
     {"chat_id": 1, "text": "x", "reply_markup": keyboard(callback_data="")},
     "0 bytes, the spec says 1-64 bytes"),
    ("a notification", "answerCallbackQuery", {"callback_query_id": "q", "text": "x" * 200},
     {"callback_query_id": "q", "text": "x" * 201}, "201 characters, the spec says 0-200"),
    ("a command's name", "setMyCommands",
     {"commands": [{"command": "c" * 32, "description": "d"}]},
     {"commands": [{"command": "c" * 33, "description": "d"}]},
     "commands[0].command: 33 characters, the spec says 1-32 characters"),
    ("a number's range", "getUpdates", {"limit": 100}, {"limit": 101},
     "getUpdates.limit: 101, the spec says 1-100"),
    ("a list's size", "setMyCommands",
     {"commands": [{"command": f"c{i}", "description": "d"} for i in range(100)]},
     {"commands": [{"command": f"c{i}", "description": "d"} for i in range(101)]},
     "setMyCommands.commands: 101 items, the spec says 0-100"),
    ("a file where the spec takes none", "sendMessage", {"chat_id": 1, "text": "x"},
     {"chat_id": 1, "_files": ["text"]}, "sendMessage.text: a file"),
    ("attach:// names a part of the request", "editMessageMedia",
     {"chat_id": 1, "message_id": 2, "media": {"type": "photo", "media": "attach://p"},
      "_files": ["p"]},
     {"chat_id": 1, "message_id": 2, "media": {"type": "photo", "media": "attach://p"},
      "_files": ["q"]}, "media.media: names the part 'p', which the request lacks"),
    ("a method", "getMe", {}, {}, ""),
]


@pytest.mark.parametrize(("method", "taken", "refused", "said"),
                         [rule[1:] for rule in RULES], ids=[rule[0] for rule in RULES])
def test_each_rule_takes_just_inside_and_refuses_just_outside(
        method: str, taken: dict[str, Any], refused: dict[str, Any], said: str) -> None:
    def problems(params: dict[str, Any], name: str = method) -> list[str]:
        files = params.get("_files", [])
        return request_problems(name, {k: v for k, v in params.items() if k != "_files"},
                                files)

    assert problems(taken) == []
    found = problems(refused) if said else problems(refused, "getYou")
    assert found and any((said or "getYou: no such method") in p for p in found), found


def test_the_spec_is_read_from_its_words_not_from_a_list_written_here() -> None:
    """Allowed values, lengths and tags come from the documentation lines, whatever the
    field: a phrase the parser reads is read the same in every method and type."""
    spec = telegram_spec.spec()
    assert spec.version == "Bot API 10.1"
    chat_type = spec.types["Chat"].fields["type"].values
    assert chat_type == frozenset({"private", "group", "supergroup", "channel"})
    assert {"bot_command", "text_link", "pre"} <= (
        spec.types["MessageEntity"].fields["type"].values or set())
    assert spec.types["BotCommandScopeChatMember"].tag == ("type", "chat_member")
    assert spec.types["ChatMemberBanned"].tag == ("status", "kicked")
    assert spec.types["InputMediaPhoto"].tag == ("type", "photo")
    assert spec.methods["sendPhoto"].fields["caption"].length == (0, 1024, "characters")
    assert spec.types["InlineKeyboardButton"].fields["callback_data"].length == (1, 64, "bytes")
    assert spec.methods["sendMediaGroup"].fields["media"].count == (2, 10)
    assert telegram_spec.values_of(
        'Kind, currently one of "a" (first), "b" or "c". Not "d".') == frozenset("abc")
    assert telegram_spec.values_of("Scope type, must be default") == frozenset({"default"})
    assert telegram_spec.values_of('Pass "XTR" for payments in Telegram Stars.') is None


def test_answers_and_updates_are_held_to_the_spec() -> None:
    message = {"message_id": 1, "date": 0, "chat": GROUP, "text": "x"}
    assert answer_problems("sendMessage", message) == []
    assert answer_problems("editMessageText", True) == []
    assert answer_problems("sendMessage", {**message, "chat": {**GROUP, "type": "room"}}) == [
        "sendMessage().chat.type: 'room', the spec says one of channel, group, private, "
        "supergroup"]
    assert answer_problems("getChatMember", {"status": "kicked", "user": ALICE}) == [
        "getChatMember().until_date: missing, the spec says it is required"]
    assert update_problems({"update_id": 1, "message": message}) == []
    assert update_problems({"update_id": 1, "message": {**message, "texts": "x"}}) == [
        "Update.message.texts: the spec's Message has no such field"]


def test_the_updates_tests_make_are_telegram_s() -> None:
    standin = StandIn()
    said = message_update(standin, ALICE, GROUP, "/rajas new", thread=3)
    assert update_problems(said) == []
    sent = {"message_id": 7, "from": standin.bot, "date": 0, "chat": GROUP, "text": "turn",
            "reply_markup": keyboard(callback_data="a:1:2:y")}
    assert update_problems(press_update(standin, ALICE, sent, "a:1:2:y")) == []
    assert update_problems(standin.removed(GROUP, ALICE, "kicked")) == []


@pytest.mark.parametrize("status", ["creator", "administrator", "member", "restricted",
                                    "left", "kicked"])
def test_a_chat_member_of_every_status_is_telegram_s(status: str) -> None:
    assert answer_problems("getChatMember", chat_member(status, ALICE)) == []


def test_every_method_the_stand_in_answers_is_in_the_spec() -> None:
    handlers = [name[1:] for name in dir(StandIn) if re.fullmatch(r"_[a-z]+[A-Z]\w*", name)]
    assert "sendMessage" in handlers and "getUpdates" in handlers
    assert [h for h in handlers if h not in telegram_spec.spec().methods] == []


@pytest.fixture
async def standin() -> AsyncIterator[StandIn]:
    server = StandIn()
    await server.start()
    server.chats[GROUP["id"]] = GROUP
    yield server
    await server.close()


async def post(standin: StandIn, method: str, **options: Any) -> tuple[int, dict[str, Any]]:
    async with httpx.AsyncClient() as client:
        answer = await client.post(f"{standin.base_url}{TOKEN}/{method}", **options)
    return answer.status_code, answer.json()


@pytest.mark.parametrize(("method", "options", "status", "description"), [
    ("sendMessage", {"data": {"chat_id": "-1001234567890", "text": "x", "colour": "red"}},
     400, 'Bad Request: parameter "colour" is unknown'),
    ("getUpdates", {"data": {"limit": "ten"}}, 400,
     'Bad Request: field "limit" must be of type Integer'),
    ("sendMessage", {"json": {"chat_id": -1001234567890, "text": "x" * 4097}}, 400,
     "Bad Request: message is too long"),
    ("sendMessage", {"json": {"chat_id": -1001234567890, "text": "x",
                              "reply_markup": keyboard(callback_data="d" * 65)}}, 400,
     "Bad Request: BUTTON_DATA_INVALID"),
    ("setMyCommands", {"json": {"commands": [{"command": "c"}]}}, 400,
     "Bad Request: can't parse BotCommand: Can't find field \"description\""),
    ("setMyCommands", {"json": {"commands": [], "scope": {"type": "chat", "chat_id": [1]}}},
     400, "Bad Request: can't parse BotCommandScopeChat: Field \"chat_id\" must be of type "
          "Integer"),
    ("post", {"json": {"chat_id": -1001234567890}}, 404, "Not Found"),
    ("getYou", {"json": {}}, 404, "Not Found"),
])
async def test_the_stand_in_answers_a_refused_request_as_telegram_and_records_it(
        standin: StandIn, method: str, options: dict[str, Any], status: int,
        description: str) -> None:
    answer = await post(standin, method, **options)
    assert answer == (status, {"ok": False, "error_code": status, "description": description})
    assert standin.calls[-1].status == status
    assert standin.take_spec_problems()
    assert standin.messages == {}  # refused: nothing done


@pytest.mark.parametrize("options", [
    {"json": [1, 2]},
    {"content": b"\xff\xfe", "headers": {"Content-Type": "application/json"}},
    {"json": {"chat_id": {"id": 1}, "text": None}},
    {"data": {"chat_id": "-1001234567890", "text": "x", "reply_markup": "[1"}},
    {"json": {"chat_id": -1001234567890, "text": "x", "reply_markup": {"inline_keyboard": 5}}},
])
async def test_a_request_of_an_unknown_shape_is_a_400_never_a_crash(
        standin: StandIn, options: dict[str, Any]) -> None:
    status, body = await post(standin, "sendMessage", **options)
    assert status == 400 and body["description"].startswith("Bad Request: ")
    standin.take_spec_problems()
    status, _ = await post(standin, "sendMessage", json={"chat_id": GROUP["id"], "text": "ok"})
    assert status == 200 and standin.spec_problems == []


async def test_an_answer_of_the_stand_in_the_spec_refuses_is_recorded(standin: StandIn) -> None:
    standin.bot = {"id": 5, "first_name": "Soloist"}  # a stand-in bug: no is_bot
    assert (await post(standin, "getMe"))[0] == 200
    assert standin.take_spec_problems() == [
        "answer getMe().is_bot: missing, the spec says it is required"]


async def test_an_update_the_stand_in_serves_is_held_to_the_spec(standin: StandIn) -> None:
    await standin.feed({"update_id": 1, "message": {"message_id": 1, "date": 0, "chat": GROUP,
                                                    "from": ALICE, "txt": "hi"}})
    status, body = await post(standin, "getUpdates", json={"timeout": 0})
    assert status == 200 and len(body["result"]) == 1
    assert standin.take_spec_problems() == [
        "answer getUpdates()[0].message.txt: the spec's Message has no such field"]


SPEC = "the Telegram Bot API spec"


def test_a_test_whose_stand_in_saw_a_refused_request_fails_at_teardown() -> None:
    spec_failures(CREATED)
    fail_on_spec_problems(CREATED, SPEC)  # nothing seen: passes
    standin = StandIn()
    standin.spec_problems.append("request sendMessage.text: missing")
    with pytest.raises(pytest.fail.Exception, match=r"sendMessage\.text: missing"):
        fail_on_spec_problems(CREATED, SPEC)
    fail_on_spec_problems(CREATED, SPEC)  # reported once: the next test starts clean
