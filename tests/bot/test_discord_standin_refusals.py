"""The Discord stand-in refuses a message body as Discord does, each limit just inside taken
and just outside refused with Discord's own error (50035 naming the field, 50006 for an empty
message), and keeps the refusal among its ``spec_problems`` (which fail the test that sent it,
unless it takes them): a stand-in that stops refusing fails here before a user meets the real
refusal."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import discord
import pytest

from tests.bot import discord_buckets as limits_of_buckets
from tests.bot import discord_limits as limits
from tests.bot.discord_standin import GUILD_ID, StandIn, guild_payload, text_channel

CHANNEL = 700


@pytest.fixture
async def standin() -> AsyncIterator[StandIn]:
    server = StandIn()
    await server.start()
    yield server
    await server.close()


@pytest.fixture
async def post(standin: StandIn) -> AsyncIterator[Any]:
    url = standin.url
    async with aiohttp.ClientSession() as session:
        async def send(body: dict[str, Any], method: str = "POST",
                       path: str = f"/channels/{CHANNEL}/messages") -> tuple[int, Any]:
            async with session.request(method, url + path, json=body) as answer:
                return answer.status, await answer.json(content_type=None)
        yield send


def button(custom_id: str, label: str = "Go") -> dict[str, Any]:
    return {"type": 2, "style": 1, "custom_id": custom_id, "label": label}


def row(*children: dict[str, Any]) -> dict[str, Any]:
    return {"type": 1, "components": list(children)}


def spec_problem_names(standin: StandIn, field: tuple[str, ...]) -> bool:
    """Whether the stand-in kept a problem naming ``field`` (taking them all)."""
    where = limits.named(tuple(int(p) if p.isdigit() else p for p in field))
    return any(f"{where}:" in problem for problem in standin.take_spec_problems())


def error_codes(body: Any) -> list[str]:
    found: list[str] = []

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            found.extend(e["code"] for e in node.get("_errors", []))
            for key, value in node.items():
                if key != "_errors":
                    walk(value)

    walk(body.get("errors"))
    return found


INSIDE_AND_OUTSIDE: list[tuple[str, Any, Any, tuple[str, ...]]] = [
    ("content", {"content": "x" * limits.CONTENT}, {"content": "x" * (limits.CONTENT + 1)},
     ("content",)),
    ("embed description", {"embeds": [{"description": "x" * limits.EMBED_DESCRIPTION}]},
     {"embeds": [{"description": "x" * (limits.EMBED_DESCRIPTION + 1)}]},
     ("embeds", "0", "description")),
    ("embed title", {"embeds": [{"title": "x" * limits.EMBED_TITLE}]},
     {"embeds": [{"title": "x" * (limits.EMBED_TITLE + 1)}]}, ("embeds", "0", "title")),
    ("embeds in all", {"embeds": [{"description": "x" * 3000}, {"description": "x" * 3000}]},
     {"embeds": [{"description": "x" * 3000}, {"description": "x" * 3001}]}, ("embeds",)),
    ("embeds", {"embeds": [{"title": "t"}] * limits.EMBEDS},
     {"embeds": [{"title": "t"}] * (limits.EMBEDS + 1)}, ("embeds",)),
    ("rows", {"components": [row(button(f"b{i}")) for i in range(limits.ROWS)]},
     {"components": [row(button(f"b{i}")) for i in range(limits.ROWS + 1)]},
     ("components",)),
    ("buttons in a row", {"components": [row(*(button(f"b{i}")
                                               for i in range(limits.ROW_BUTTONS)))]},
     {"components": [row(*(button(f"b{i}") for i in range(limits.ROW_BUTTONS + 1)))]},
     ("components", "0", "components")),
    ("label", {"components": [row(button("a", "x" * limits.LABEL))]},
     {"components": [row(button("a", "x" * (limits.LABEL + 1)))]},
     ("components", "0", "components", "0", "label")),
    ("custom_id", {"components": [row(button("x" * limits.CUSTOM_ID))]},
     {"components": [row(button("x" * (limits.CUSTOM_ID + 1)))]},
     ("components", "0", "components", "0", "custom_id")),
    ("custom_id twice", {"components": [row(button("a"), button("b"))]},
     {"components": [row(button("a"), button("a"))]},
     ("components", "0", "components", "1", "custom_id")),
    ("select options", {"components": [row({"type": 3, "custom_id": "s", "options": [
        {"label": f"o{i}", "value": f"{i}"} for i in range(limits.SELECT_OPTIONS)]})]},
     {"components": [row({"type": 3, "custom_id": "s", "options": [
         {"label": f"o{i}", "value": f"{i}"} for i in range(limits.SELECT_OPTIONS + 1)]})]},
     ("components", "0", "components", "0", "options")),
]


@pytest.mark.parametrize(("inside", "outside", "field"),
                         [case[1:] for case in INSIDE_AND_OUTSIDE],
                         ids=[case[0] for case in INSIDE_AND_OUTSIDE])
async def test_a_limit_just_inside_passes_and_just_outside_is_refused_naming_the_field(
        post: Any, standin: StandIn, inside: dict[str, Any], outside: dict[str, Any],
        field: tuple[str, ...]) -> None:
    status, _ = await post(inside)
    assert status == 200 and standin.take_spec_problems() == []
    status, body = await post(outside)
    assert spec_problem_names(standin, field)
    assert status == 400 and body["code"] == 50035 and body["message"] == "Invalid Form Body"
    node = body["errors"]
    for part in field:
        node = node[part]
    assert node["_errors"][0]["code"] and node["_errors"][0]["message"]
    assert error_codes(body)


async def test_an_empty_message_is_refused_new_and_as_an_edit(post: Any,
                                                              standin: StandIn) -> None:
    for empty in ({}, {"content": ""}, {"content": "", "embeds": [], "components": []}):
        assert await post(empty) == (400, {"message": "Cannot send an empty message",
                                           "code": 50006})
        # The docs' rule for a new message, kept as the spec's problem with its page.
        assert ["request create_message: a new message with nothing to show "
                f"(docs: {limits.DOCS['empty']})"] == standin.take_spec_problems()
    status, sent = await post({"content": "hello"})
    assert status == 200
    edited = await post({"content": ""}, "PATCH", f"/channels/{CHANNEL}/messages/{sent['id']}")
    assert edited == (400, {"message": "Cannot send an empty message", "code": 50006})
    kept = await post({"embeds": [{"title": "t"}], "content": ""}, "PATCH",
                      f"/channels/{CHANNEL}/messages/{sent['id']}")
    assert kept[0] == 200


async def test_a_server_the_bot_left_refuses_its_channels() -> None:
    server = StandIn()
    url = await server.start()
    server.guilds[GUILD_ID] = guild_payload([text_channel(CHANNEL)])
    try:
        async with aiohttp.ClientSession() as session:
            path = f"{url}/channels/{CHANNEL}/messages"
            async with session.post(path, json={"content": "hello"}) as answer:
                assert answer.status == 200
            server.guilds.pop(GUILD_ID)  # as remove_guild does, without a gateway session
            server.hidden.add(CHANNEL)
            async with session.post(path, json={"content": "hello"}) as answer:
                assert answer.status == 403
                assert await answer.json() == {"message": "Missing Access", "code": 50001}
    finally:
        await server.close()


def command(name: str = "rajas", description: str = "Play", **more: Any) -> dict[str, Any]:
    return {"name": name, "description": description, "type": 1, **more}


SYNC = "/applications/1/commands"
COMMAND_CASES: list[tuple[str, Any, Any, tuple[str, ...]]] = [
    ("name", [command("rajas_2")], [command("Rajas")], ("0", "name")),
    ("description", [command(description="d" * 100)], [command(description="d" * 101)],
     ("0", "description")),
    ("localized description", [command(description_localizations={"es": "d" * 100})],
     [command(description_localizations={"es": "d" * 101})],
     ("0", "description_localizations", "es")),
    ("options", [command(options=[{"type": 3, "name": f"o{i}", "description": "d"}
                                  for i in range(25)])],
     [command(options=[{"type": 3, "name": f"o{i}", "description": "d"} for i in range(26)])],
     ("0", "options")),
    ("commands", [command(f"c{i}") for i in range(100)], [command(f"c{i}") for i in range(101)],
     ()),
    # The longest version of each localized field counts, not their sum.
    ("size", [command(description="d" * 100, options=[
        {"type": 3, "name": f"o{i}", "description": "d" * 100,
         "description_localizations": {"es": "e" * 100, "ja": "j" * 100},
         "choices": [{"name": "n" * 100, "value": "v" * 100} for _ in range(12)]}
        for i in range(3)])],
     [command(description="d" * 100, options=[
         {"type": 3, "name": f"o{i}", "description": "d" * 100,
          "choices": [{"name": "n" * 100, "value": "v" * 100} for _ in range(25)]}
         for i in range(2)])], ("0",)),
]


@pytest.mark.parametrize(("inside", "outside", "field"), [case[1:] for case in COMMAND_CASES],
                         ids=[case[0] for case in COMMAND_CASES])
async def test_a_command_list_just_inside_is_synced_and_just_outside_refused(
        post: Any, standin: StandIn, inside: Any, outside: Any, field: tuple[str, ...]) -> None:
    status, _ = await post(inside, "PUT", SYNC)
    assert status == 200 and standin.take_spec_problems() == []
    status, body = await post(outside, "PUT", SYNC)
    assert spec_problem_names(standin, field)
    assert status == 400 and body["code"] == 50035
    node = body["errors"]
    for part in field:
        node = node[part]
    assert node["_errors"]


async def test_synced_commands_come_back_with_permissions_as_a_string(post: Any) -> None:
    status, synced = await post([command(default_member_permissions=32)], "PUT", SYNC)
    assert status == 200 and synced[0]["default_member_permissions"] == "32"


async def test_a_body_of_an_unknown_shape_is_a_400_never_a_crash(post: Any,
                                                                standin: StandIn) -> None:
    status, body = await post({"type": 4}, "POST", "/interactions/1/token/callback")
    assert status in (400, 404) and body["code"] != 0  # an unknown interaction: Discord's 404
    status, body = await post({"content": ["not", "text"]}, "POST", f"/channels/{CHANNEL}/messages")
    assert status == 400 and body["code"] == 50035
    assert spec_problem_names(standin, ("content",))


async def test_a_bucket_beyond_its_limit_is_answered_429_with_discords_headers(
        post: Any, standin: StandIn) -> None:
    standin.buckets.clock = lambda: 7.0  # time stands still: the window never ends
    for _ in range(limits_of_buckets.LIMIT):
        assert (await post({"content": "x"}))[0] == 200
    status, body = await post({"content": "x"})
    assert status == 429 and body["message"] == "You are being rate limited."
    assert body["retry_after"] >= 0 and body["global"] is False and body["code"] == 0
    assert (await post({"content": "x"}, path=f"/channels/{CHANNEL + 1}/messages"))[0] == 200


async def test_the_bots_global_limit_spans_every_route_but_the_interactions(
        standin: StandIn) -> None:
    """Discord's global limit: 50 requests a second over all routes (here over fifty
    channels, each far inside its bucket), 429 with ``global`` true past it; an
    interaction's response is not bound by it ("Interaction endpoints are not bound to the
    bot's Global Rate Limit", docs/topics/rate-limits.md)."""
    now = [0.0]
    standin.buckets.clock = lambda: now[0]
    async with aiohttp.ClientSession() as session:
        async def send(path: str, body: dict[str, Any]) -> tuple[int, Any, Any]:
            async with session.post(standin.url + path, json=body) as answer:
                return answer.status, answer.headers, await answer.json(content_type=None)
        for n in range(limits_of_buckets.GLOBAL_LIMIT):
            assert (await send(f"/channels/{1000 + n}/messages", {"content": "x"}))[0] == 200
        status, headers, body = await send("/channels/2000/messages", {"content": "x"})
        assert status == 429 and body["global"] is True and body["code"] == 0
        assert headers["X-RateLimit-Global"] == "true"
        assert headers["X-RateLimit-Scope"] == "global"
        assert standin.buckets.refused_globally == 1
        status, _, _ = await send("/interactions/1/token/callback", {"type": 1})
        assert status != 429
        now[0] += limits_of_buckets.GLOBAL_WINDOW
        assert (await send("/channels/2000/messages", {"content": "x"}))[0] == 200
    standin.take_spec_problems()  # the interaction is unknown: Discord's 404, not the subject


async def test_discord_py_paces_itself_by_the_headers_and_meets_no_429(
        monkeypatch: pytest.MonkeyPatch) -> None:
    server = StandIn()
    monkeypatch.setattr(discord.http.Route, "BASE", await server.start())
    http = discord.http.HTTPClient(asyncio.get_running_loop())
    try:
        await http.static_login("standin-token")
        sent = []
        for n in range(3 * limits_of_buckets.LIMIT):
            with discord.http.handle_message_parameters(content=f"message {n}") as params:
                sent.append(await http.send_message(CHANNEL, params=params))
        assert [m["content"] for m in sent] == [f"message {n}" for n in range(len(sent))]
        assert server.buckets.refused == 0  # it waited for each window, as the headers said
        assert server.buckets.windows >= 1 + 3  # the login's, and the channel's three
    finally:
        await http.close()
        await server.close()
