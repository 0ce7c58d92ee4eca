"""The Telegram stand-in refuses what the Bot API refuses, each rule just inside taken and just
outside refused with Telegram's own description: a stand-in that stops refusing fails here
before a user meets the real refusal."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest

from tests.bot.telegram_html import html_problem
from tests.bot.telegram_standin import TOKEN, StandIn, group, person, private

GROUP = group()
FORUM = group(chat_id=-1009, title="Board games", forum=True)
ALICE = person(1, "Alice")


@pytest.fixture
async def call() -> AsyncIterator[Any]:
    standin = StandIn()
    await standin.start()
    for chat in (GROUP, FORUM, private(ALICE)):
        standin.chats[chat["id"]] = chat
    async with httpx.AsyncClient() as client:
        async def send(method: str, **params: Any) -> tuple[int, Any]:
            answer = await client.post(f"{standin.base_url}{TOKEN}/{method}", json=params)
            body = answer.json()
            # This module sends refused requests on purpose; one taken must be one the spec
            # takes, and its answer one the spec allows.
            problems = standin.take_spec_problems()
            assert answer.status_code != 200 or not problems, problems
            return answer.status_code, body.get("result", body.get("description"))
        send.standin = standin  # type: ignore[attr-defined]
        yield send
    await standin.close()


def keyboard(*buttons: dict[str, Any]) -> dict[str, Any]:
    return {"inline_keyboard": [list(buttons)]}


CASES: list[tuple[str, str, dict[str, Any], dict[str, Any], str]] = [
    ("text", "sendMessage", {"text": "x"}, {"text": " \n "}, "message text is empty"),
    ("text length", "sendMessage", {"text": "x" * 4096}, {"text": "x" * 4097},
     "message is too long"),
    ("parse_mode", "sendMessage", {"text": "<b>x</b>", "parse_mode": "HTML"},
     {"text": "x", "parse_mode": "Bold"}, "unsupported parse_mode"),
    ("html", "sendMessage", {"text": "<b>x</b> &lt;", "parse_mode": "HTML"},
     {"text": "<b>x", "parse_mode": "HTML"}, "can't parse entities"),
    ("callback_data", "sendMessage",
     {"text": "x", "reply_markup": keyboard({"text": "go", "callback_data": "y" * 64})},
     {"text": "x", "reply_markup": keyboard({"text": "go", "callback_data": "y" * 65})},
     "BUTTON_DATA_INVALID"),
    ("empty callback_data", "sendMessage",
     {"text": "x", "reply_markup": keyboard({"text": "go", "callback_data": "y"})},
     {"text": "x", "reply_markup": keyboard({"text": "go", "callback_data": ""})},
     "BUTTON_DATA_INVALID"),
    ("button without action", "sendMessage",
     {"text": "x", "reply_markup": keyboard({"text": "go", "url": "https://example.org"})},
     {"text": "x", "reply_markup": keyboard({"text": "go"})}, "Text buttons are unallowed"),
    ("topic outside a forum", "sendMessage", {"text": "x", "chat_id": FORUM["id"],
                                              "message_thread_id": 7},
     {"text": "x", "message_thread_id": 7}, "message thread not found"),
    ("reply to a missing message", "sendMessage",
     {"text": "x", "reply_parameters": {"message_id": 999_999,
                                        "allow_sending_without_reply": True}},
     {"text": "x", "reply_parameters": {"message_id": 999_999}},
     "message to be replied not found"),
    ("command names", "setMyCommands", {"commands": [{"command": "rajas_2",
                                                      "description": "Play"}]},
     {"commands": [{"command": "Rajas", "description": "Play"}]}, "BOT_COMMAND_INVALID"),
    ("command count", "setMyCommands",
     {"commands": [{"command": f"c{i}", "description": "d"} for i in range(100)]},
     {"commands": [{"command": f"c{i}", "description": "d"} for i in range(101)]},
     "BOT_COMMANDS_TOO_MUCH"),
    ("command description", "setMyCommands",
     {"commands": [{"command": "c", "description": "d" * 256}]},
     {"commands": [{"command": "c", "description": "d" * 257}]},
     "BOT_COMMAND_DESCRIPTION_INVALID"),
    ("empty command description", "setMyCommands",
     {"commands": [{"command": "c", "description": "d"}]},
     {"commands": [{"command": "c", "description": " "}]}, "must be non-empty"),
    ("language code", "setMyCommands",
     {"commands": [{"command": "c", "description": "d"}], "language_code": "es"},
     {"commands": [{"command": "c", "description": "d"}], "language_code": "es-419"},
     "invalid language code"),
]


@pytest.mark.parametrize(("method", "inside", "outside", "said"),
                         [case[1:] for case in CASES], ids=[case[0] for case in CASES])
async def test_a_rule_just_inside_passes_and_just_outside_is_refused_as_telegram_says(
        call: Any, method: str, inside: dict[str, Any], outside: dict[str, Any],
        said: str) -> None:
    chat = {"chat_id": GROUP["id"]} if method == "sendMessage" else {}
    status, _ = await call(method, **{**chat, **inside})
    assert status == 200
    status, description = await call(method, **{**chat, **outside})
    assert status == 400 and description.startswith("Bad Request: ") and said in description


async def test_an_edit_that_changes_only_spaces_or_an_empty_keyboard_is_not_modified(
        call: Any) -> None:
    _, sent = await call("sendMessage", chat_id=GROUP["id"], text="hello")
    where = {"chat_id": GROUP["id"], "message_id": sent["message_id"]}
    for same in ({"text": "  hello \n"}, {"text": "hello", "reply_markup": {
            "inline_keyboard": []}}):
        status, description = await call("editMessageText", **where, **same)
        assert status == 400 and "message is not modified" in description
    status, edited = await call("editMessageText", **where, text="hello again")
    assert status == 200 and edited["edit_date"] >= sent["date"]


async def test_a_reply_quotes_the_replied_message_one_level_deep(call: Any) -> None:
    _, first = await call("sendMessage", chat_id=GROUP["id"], text="one")
    _, second = await call("sendMessage", chat_id=GROUP["id"], text="two",
                           reply_parameters={"message_id": first["message_id"]})
    _, third = await call("sendMessage", chat_id=GROUP["id"], text="three",
                          reply_parameters={"message_id": second["message_id"]})
    assert third["reply_to_message"]["message_id"] == second["message_id"]
    assert "reply_to_message" not in third["reply_to_message"]


async def test_a_callback_answer_longer_than_200_is_refused(call: Any) -> None:
    standin = call.standin
    standin.queries["q1"] = standin.clock.now()
    standin.queries["q2"] = standin.clock.now()
    assert (await call("answerCallbackQuery", callback_query_id="q1", text="x" * 200))[0] == 200
    status, description = await call("answerCallbackQuery", callback_query_id="q2",
                                     text="x" * 201)
    assert status == 400 and "MESSAGE_TOO_LONG" in description


@pytest.mark.parametrize(("text", "problem"), [
    ("<b>bold</b> <i>it</i> &amp; &#60; &#x3C;", None),
    ("<a href=\"https://example.org\">link</a>", None),
    ("<b>open", "Can't find end tag"),
    ("<b><i>x</b></i>", "Unmatched end tag"),
    ("<div>x</div>", "Unsupported start tag"),
    ("a & b", "Unsupported HTML entity"),
    ("a > b", "reserved"),
])
def test_html_is_checked_as_telegram_checks_it(text: str, problem: str | None) -> None:
    found = html_problem(text)
    assert (found is None) if problem is None else (found is not None and problem in found)


async def test_a_chat_named_by_username_or_an_odd_shape_is_answered_never_dropped(
        call: Any) -> None:
    call.standin.chats[-1007] = {"id": -1007, "type": "supergroup", "title": "Public",
                                 "username": "rajasnight"}
    status, sent = await call("sendMessage", chat_id="@rajasnight", text="hello")
    assert status == 200 and sent["chat"]["id"] == -1007
    assert await call("sendMessage", chat_id="@nobody", text="hello") == (
        400, "Bad Request: chat not found")
    status, description = await call("sendMessage", chat_id={"id": 1}, text="hello")
    assert status == 400 and description.startswith("Bad Request: ")
    status, description = await call("editMessageText", chat_id=GROUP["id"], text="x")
    assert status == 400 and description.startswith("Bad Request: ")
