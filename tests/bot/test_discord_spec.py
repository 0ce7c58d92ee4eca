"""Discord's OpenAPI description as the Discord stand-in's referee (tests/bot/discord_spec.py):
each kind of request it refuses is refused (an unknown path or method, a missing field, a wrong
type, a bad enum value, one character over a limit, the docs' stricter limits), what it takes
is taken, the stand-in answers a refusal as Discord does and keeps it in ``spec_problems``,
which fail the test at its teardown, and every answer the stand-in gives is held to the spec's
answer schema."""

from __future__ import annotations

import re
from typing import Any

import aiohttp
import pytest

from tests.bot import discord_limits as limits
from tests.bot import discord_spec as spec
from tests.bot.discord_standin import (
    APP_ID,
    Message,
    StandIn,
    bot_me,
    bot_user,
)
from tests.bot.spec_referee import fail_on_spec_problems
from tests.bot.test_discord_standin_refusals import standin

__all__ = ["standin"]  # the stand-in's fixture, shared with its refusal tests

CHANNEL = 700
MESSAGES = f"/channels/{CHANNEL}/messages"
CALLBACK = "/interactions/1/token/callback"
COMMANDS = f"/applications/{APP_ID}/commands"
DOCS = "https://discord.com/developers/docs/"


def problems(method: str, path: str, body: Any = None, query: dict[str, str] | None = None,
             files: dict[int, str] | None = None) -> list[str]:
    return spec.request_problems(method, path, query or {}, body, files)


def command(**more: Any) -> dict[str, Any]:
    return {"name": "rajas", "description": "Play", "type": 1, **more}


# -- requests --------------------------------------------------------------------------------


def test_a_path_the_spec_does_not_have_is_refused() -> None:
    assert problems("GET", "/channels/700/nonsense") == [
        "GET /channels/700/nonsense: no such path in the spec"]
    assert spec.check_request("GET", "/channels/700/nonsense", {}, None).status == 404


def test_a_method_the_path_does_not_take_is_refused() -> None:
    refusal = spec.check_request("DELETE", "/gateway/bot", {}, None)
    assert refusal is not None and refusal.status == 405
    assert "the spec has no DELETE" in refusal.problems[0].text


def test_a_literal_path_wins_over_a_parameter() -> None:
    found = spec.route_of("/webhooks/1/token/messages/@original")
    assert found is not None
    assert found[0].template == "/webhooks/{webhook_id}/{webhook_token}/messages/@original"


def test_a_missing_required_field_is_refused() -> None:
    assert problems("POST", CALLBACK, {"data": {"content": "hi"}}) == [
        "create_interaction_response.type: the spec says 'type' is a required property"]
    found = problems("PUT", COMMANDS, [{"description": "Play"}])
    assert any("[0].name" in p and "required" in p for p in found)


def test_a_wrong_type_is_refused() -> None:
    found = problems("POST", MESSAGES, {"content": 5})
    assert 'create_message.content: 5: the spec says type ["string", "null"]' in found


def test_a_value_outside_an_enum_is_refused() -> None:
    button = {"type": 2, "style": 9, "label": "Go", "custom_id": "go"}
    found = problems("POST", MESSAGES, {"components": [{"type": 1, "components": [button]}]})
    assert found == ["create_message.components[0].components[0].style: 9: the spec says "
                     "enum [1, 2, 3, 4, 5, 6]"]
    assert problems("POST", CALLBACK, {"type": 99})


def test_a_length_just_inside_passes_and_just_outside_is_refused() -> None:
    assert problems("POST", MESSAGES, {"embeds": [{"title": "t" * 256}]}) == []
    found = problems("POST", MESSAGES, {"embeds": [{"title": "t" * 257}]})
    assert "create_message.embeds[0].title: 257 characters, the spec says at most 256" in found


def test_the_docs_stricter_content_limit_is_kept_with_its_reference() -> None:
    # The spec allows 4,000 characters (a Nitro user's); a bot may send 2,000.
    assert problems("POST", MESSAGES, {"content": "x" * limits.CONTENT}) == []
    assert problems("POST", MESSAGES, {"content": "x" * (limits.CONTENT + 1)}) == [
        "create_message.content: Must be 2000 or fewer in length. "
        f"(docs: {limits.DOCS['content']})"]


def test_the_docs_stricter_autocomplete_value_limit_is_kept() -> None:
    # The spec allows 6,000 characters for a choice's value; the docs, 100.
    def choices(value: str) -> dict[str, Any]:
        return {"type": 8, "data": {"choices": [{"name": "a", "value": value}]}}

    assert problems("POST", CALLBACK, choices("v" * limits.CHOICE_TEXT)) == []
    found = problems("POST", CALLBACK, choices("v" * (limits.CHOICE_TEXT + 1)))
    assert found == ["create_interaction_response.data.choices[0].value: Must be 100 or fewer "
                     f"in length. (docs: {limits.DOCS['choices']})"]


def test_the_docs_stricter_command_count_is_kept() -> None:
    # The spec allows 130 commands of all types; the docs, 100 chat commands.
    inside = [command(name=f"c{i}") for i in range(limits.COMMANDS)]
    assert problems("PUT", COMMANDS, inside) == []
    found = problems("PUT", COMMANDS, [*inside, command(name="one_more")])
    assert found == [f"bulk_set_application_commands: Must be 100 or fewer in length. "
                     f"(docs: {limits.DOCS['commands']})"]


def test_every_documented_limit_cites_its_page() -> None:
    body = {"content": "x" * 2001, "embeds": [{"description": "d" * 3000},
                                              {"description": "d" * 3001}],
            "components": [{"type": 1, "components": [
                {"type": 2, "style": 1, "custom_id": "a", "label": "l" * 81},
                {"type": 2, "style": 1, "custom_id": "a", "label": "b"}]}]}
    found = limits.documented_problems("create_message", body, None)
    assert len(found) >= 4
    assert all(DOCS in text for _, _, _, text in found)


def test_a_new_message_needs_something_to_show_and_an_edit_does_not() -> None:
    assert problems("POST", MESSAGES, {"content": ""}) == [
        f"create_message: a new message with nothing to show (docs: {limits.DOCS['empty']})"]
    assert problems("POST", MESSAGES, {"content": "", "attachments": [{"id": 0}]},
                    files={0: "board.png"}) == []
    assert problems("POST", CALLBACK, {"type": 4, "data": {"embeds": []}})
    assert problems("PATCH", f"{MESSAGES}/1", {"content": ""}) == []  # the embeds may stay


def test_a_query_parameter_is_read_as_its_type_and_an_unknown_one_refused() -> None:
    for spelled in ("true", "True", "1", "false", "0"):
        assert problems("POST", CALLBACK, {"type": 6}, {"with_response": spelled}) == []
    assert problems("POST", CALLBACK, {"type": 6}, {"with_response": "maybe"})
    assert problems("POST", CALLBACK, {"type": 6}, {"wait": "true"}) == [
        "create_interaction_response?wait: not a query parameter of "
        "create_interaction_response in the spec"]


def test_a_path_parameter_is_held_to_its_schema() -> None:
    assert problems("POST", "/channels/abc/messages", {"content": "hi"})


def test_digits_for_an_integer_and_an_integer_for_a_snowflake_are_taken_as_discord_does() -> None:
    assert problems("PUT", COMMANDS, [command(default_member_permissions="8192")]) == []
    assert problems("PUT", COMMANDS, [command(default_member_permissions="admin")])
    upload = {"content": "see", "attachments": [{"id": 0, "filename": "board.png"}]}
    assert problems("POST", MESSAGES, upload, files={0: "board.png"}) == []
    assert problems("POST", MESSAGES, {**upload, "attachments": [{"id": -1}]})


def test_an_upload_its_payload_does_not_declare_is_refused() -> None:
    upload = {"content": "see", "attachments": [{"id": 0, "filename": "board.png"}]}
    assert problems("POST", MESSAGES, upload, files={0: "board.png", 1: "more.png"}) == [
        f"create_message.attachments: files[1] is not declared (docs: {limits.DOCS['uploads']})"]


def test_a_required_body_left_out_is_refused() -> None:
    assert problems("POST", CALLBACK) == ["create_interaction_response: the spec requires a body"]


# -- answers ---------------------------------------------------------------------------------


def test_the_stand_ins_message_answers_in_discords_full_shape() -> None:
    message = Message(1, CHANNEL, content="hi", embeds=[{"title": "t"}], components=[
        {"type": 1, "components": [{"type": 2, "style": 1, "label": "Go", "custom_id": "g"}]}])
    assert spec.answer_problems("POST", MESSAGES, 200, message.payload()) == []
    incomplete = {k: v for k, v in message.payload().items() if k != "tts"}
    assert spec.answer_problems("POST", MESSAGES, 200, incomplete) == [
        "create_message 200.tts: the spec says 'tts' is a required property"]


def test_the_bots_own_user_answers_with_its_settings() -> None:
    assert spec.answer_problems("GET", "/users/@me", 200, bot_me()) == []
    assert spec.answer_problems("GET", "/users/@me", 200, bot_user())


def test_an_error_answer_needs_its_code_and_a_429_its_wait() -> None:
    assert spec.answer_problems("POST", MESSAGES, 429, {
        "message": "You are being rate limited.", "retry_after": 1, "global": False,
        "code": 0}) == []
    assert spec.answer_problems("POST", MESSAGES, 429, {
        "message": "You are being rate limited.", "retry_after": 1, "global": False})
    assert spec.answer_problems("POST", MESSAGES, 400, {"message": "Invalid Form Body"})


def test_a_204_has_no_body() -> None:
    assert spec.answer_problems("POST", CALLBACK, 204, None) == []
    assert spec.answer_problems("POST", CALLBACK, 204, {"ok": True})


def test_a_field_error_has_discords_string_code() -> None:
    refusal = limits.form_refusal(("content",), "BASE_TYPE_MAX_LENGTH", "Must be 2000 or fewer "
                                  "in length.")
    assert spec.answer_problems("POST", MESSAGES, *refusal) == []


# -- the stand-in ----------------------------------------------------------------------------



async def send(standin: StandIn, method: str, path: str,
               body: Any = None) -> tuple[int, Any]:
    async with aiohttp.ClientSession() as session, session.request(
            method, standin.url + path, json=body) as answer:
        return answer.status, await answer.json(content_type=None)


async def test_the_stand_in_answers_an_unknown_path_404_and_keeps_the_problem(
        standin: StandIn) -> None:
    assert await send(standin, "GET", "/channels/700/nonsense") == (
        404, {"message": "404: Not Found", "code": 0})
    assert standin.take_spec_problems() == [
        "request GET /channels/700/nonsense: no such path in the spec"]


async def test_the_stand_in_answers_an_unknown_method_405(standin: StandIn) -> None:
    assert await send(standin, "DELETE", "/gateway/bot") == (
        405, {"message": "405: Method Not Allowed", "code": 0})
    assert standin.take_spec_problems()


async def test_the_stand_in_answers_a_refused_body_with_discords_form_errors(
        standin: StandIn) -> None:
    status, body = await send(standin, "POST", MESSAGES, {"embeds": [{"title": "t" * 257}]})
    assert status == 400 and body["code"] == 50035 and body["message"] == "Invalid Form Body"
    assert body["errors"]["embeds"]["0"]["title"]["_errors"][0] == {
        "code": "BASE_TYPE_MAX_LENGTH", "message": "Must be 256 or fewer in length."}
    assert any("embeds[0].title" in p for p in standin.take_spec_problems())
    assert standin.spec_problems == []  # its own answer, the 400, is the spec's


@pytest.mark.parametrize("body", [["a", "list"], "text", 5, {"content": {"not": "text"}},
                                  {"embeds": "many"}, {"components": [7]}])
async def test_a_body_of_an_unknown_shape_is_a_400_never_a_crash(standin: StandIn,
                                                                 body: Any) -> None:
    status, answer = await send(standin, "POST", MESSAGES, body)
    assert status == 400 and answer["code"] == 50035
    assert standin.take_spec_problems()


async def test_a_multipart_body_with_a_part_the_spec_does_not_have_is_refused(
        standin: StandIn) -> None:
    form = aiohttp.FormData()
    form.add_field("payload_json", '{"content": "see"}', content_type="application/json")
    form.add_field("picture", b"png", filename="board.png", content_type="image/png")
    async with aiohttp.ClientSession() as session, session.post(
            standin.url + MESSAGES, data=form) as answer:
        assert answer.status == 400 and (await answer.json())["code"] == 50035
    assert "a multipart body the spec refuses" in standin.take_spec_problems()[0]


async def test_a_request_the_spec_takes_leaves_no_problem(standin: StandIn) -> None:
    status, answer = await send(standin, "POST", MESSAGES, {"content": "hello"})
    assert status == 200 and answer["content"] == "hello"
    assert standin.spec_problems == []


def sample_paths(pattern: str) -> list[str]:
    """Paths a stand-in route's pattern matches: each parameter a snowflake, and
    ``@original`` where the route takes it."""
    paths = [re.sub(r"\(\?P<\w+>[^)]*\)", "123", pattern)]
    if "@original|" in pattern:
        paths.append(re.sub(r"\(\?P<\w+>@original\|[^)]*\)", "@original", pattern))
        paths[-1] = re.sub(r"\(\?P<\w+>[^)]*\)", "123", paths[-1])
    return paths


def test_every_route_the_stand_in_implements_is_in_the_spec() -> None:
    routes = StandIn()._routes()
    assert routes
    for method, pattern, _ in routes:
        for path in sample_paths(pattern):
            assert re.fullmatch(pattern, path), path
            found = spec.route_of(path)
            assert found is not None, f"{method} {path}: not in the spec"
            assert spec.operation(method, found[0].template) is not None, f"{method} {path}"


# -- the teardown check ----------------------------------------------------------------------


def test_the_teardown_check_fails_a_test_that_left_a_problem() -> None:
    clean, broken = StandIn(), StandIn()
    broken.spec_problems.append("request create_message.content: 5: the spec says ...")
    fail_on_spec_problems([clean], "Discord's OpenAPI spec")
    with pytest.raises(pytest.fail.Exception, match=re.escape("create_message.content: 5")):
        fail_on_spec_problems([clean, broken], "Discord's OpenAPI spec")
    broken.take_spec_problems()  # this test's own problem, checked: none for its teardown
