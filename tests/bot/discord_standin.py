"""A stand-in for Discord's HTTP API on loopback, for the real discord.py client, and the
interactions its gateway would deliver.

It answers what the bot asks of Discord (log in, sync commands, answer interactions, send and
edit messages), keeps the messages it was sent so a test can read them and press their
buttons, and records every request (method, path, query, JSON body). A test can make the
next matching requests fail: a 429 with the headers and body Discord sends, or a 403.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

API = "/api/v10"
APP_ID = 900_000_000_000_000_001
"""The application's id; a bot's user id is the same."""
GUILD_ID = 910_000_000_000_000_001
EPHEMERAL = 64
LOADING = 128
ALL_PERMISSIONS = (1 << 50) - 1
TIMESTAMP = "2025-01-01T12:00:00.000000+00:00"


@dataclass
class Request:
    method: str
    path: str
    query: dict[str, str]
    body: Any
    status: int = 200


@dataclass
class Failure:
    method: str
    pattern: re.Pattern[str]
    status: int
    body: dict[str, Any]
    headers: dict[str, str]
    times: int


@dataclass
class Message:
    id: int
    channel_id: int
    embeds: list[dict[str, Any]] = field(default_factory=list)
    components: list[dict[str, Any]] = field(default_factory=list)
    content: str = ""
    flags: int = 0
    interaction_id: int | None = None
    edits: int = 0

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL)

    @property
    def text(self) -> str:
        return "\n".join([self.content, *(e.get("description", "") for e in self.embeds)])

    def custom_ids(self) -> list[str]:
        return [c["custom_id"] for row in self.components for c in row.get("components", [])
                if "custom_id" in c]

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id), "channel_id": str(self.channel_id), "type": 0,
            "content": self.content, "embeds": self.embeds, "components": self.components,
            "flags": self.flags, "author": bot_user(), "attachments": [], "mentions": [],
            "mention_roles": [], "mention_everyone": False, "pinned": False, "tts": False,
            "timestamp": TIMESTAMP, "edited_timestamp": TIMESTAMP if self.edits else None,
            "application_id": str(APP_ID),
            **({"webhook_id": str(APP_ID)} if self.interaction_id else {}),
        }


def _json(data: Any, status: int, headers: dict[str, str] | None = None) -> web.Response:
    # Exactly "application/json", as Discord says it: discord.py parses nothing else.
    return web.Response(body=json.dumps(data).encode(), status=status,
                        headers={**(headers or {}), "Content-Type": "application/json"})


def bot_user() -> dict[str, Any]:
    return {"id": str(APP_ID), "username": "Soloist", "discriminator": "0", "avatar": None,
            "global_name": None, "bot": True}


class StandIn:
    def __init__(self) -> None:
        self.requests: list[Request] = []
        self.messages: dict[int, Message] = {}
        self.commands: dict[str, list[dict[str, Any]]] = {}
        """The synced commands, by scope (``global`` or the guild id)."""
        self.interactions: dict[int, dict[str, Any]] = {}
        self.originals: dict[int, int] = {}
        """An interaction's response message."""
        self.failures: list[Failure] = []
        self._ids = itertools.count(950_000_000_000_000_001)
        self._runner: web.AppRunner | None = None
        self.url = ""

    async def start(self) -> str:
        app = web.Application()
        app.router.add_route("*", API + "/{tail:.*}", self._serve)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        port = self._runner.addresses[0][1]
        self.url = f"http://127.0.0.1:{port}{API}"
        return self.url

    async def close(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()

    def next_id(self) -> int:
        return next(self._ids)

    # -- what a test sets up and reads ---------------------------------------------------------

    def rate_limit(self, method: str, path: str, retry_after: float = 0.05,
                   times: int = 1, is_global: bool = False) -> None:
        """The next ``times`` requests matching answer 429, as Discord does."""
        headers = {"X-RateLimit-Limit": "5", "X-RateLimit-Remaining": "0",
                   "X-RateLimit-Reset-After": str(retry_after),
                   "X-RateLimit-Reset": "1735732800.000",
                   "X-RateLimit-Bucket": "standin-bucket",
                   "X-RateLimit-Scope": "shared" if not is_global else "global",
                   "Retry-After": str(max(1, round(retry_after))), "Via": "1.1 google"}
        if is_global:
            headers["X-RateLimit-Global"] = "true"
        self.failures.append(Failure(method, re.compile(path), 429, {
            "message": "You are being rate limited.", "retry_after": retry_after,
            "global": is_global}, headers, times))

    def forbid(self, method: str, path: str, times: int = 1) -> None:
        self.failures.append(Failure(method, re.compile(path), 403, {
            "message": "Missing Permissions", "code": 50013}, {}, times))

    def since(self, start: int) -> list[Request]:
        return self.requests[start:]

    def answered(self, interaction_id: int) -> bool:
        return any(r.status < 300 and r.path.startswith(f"/interactions/{interaction_id}/")
                   for r in self.requests)

    # -- the API -------------------------------------------------------------------------------

    async def _serve(self, request: web.Request) -> web.StreamResponse:
        path = "/" + request.match_info["tail"]
        raw = await request.read()
        body = json.loads(raw) if raw and request.content_type == "application/json" else None
        if body is None and raw and request.content_type.startswith("multipart"):
            body = {"multipart": raw.decode(errors="replace")}
        recorded = Request(request.method, path, dict(request.query), body)
        self.requests.append(recorded)
        for failure in self.failures:
            if failure.times > 0 and failure.method == request.method and (
                    failure.pattern.fullmatch(path)):
                failure.times -= 1
                recorded.status = failure.status
                return _json(failure.body, failure.status, failure.headers)
        for method, pattern, handler in self._routes():
            match = re.fullmatch(pattern, path)
            if method == request.method and match:
                status, data = handler(body or {}, **match.groupdict())
                recorded.status = status
                if status == 204:
                    return web.Response(status=204)
                return _json(data, status)
        recorded.status = 404
        return _json({"message": "404: Not Found", "code": 0}, 404)

    def _routes(self) -> list[tuple[str, str, Callable[..., tuple[int, Any]]]]:
        return [
            ("GET", r"/users/@me", lambda body: (200, bot_user())),
            ("GET", r"/oauth2/applications/@me", self._application),
            ("PUT", r"/applications/(?P<app>\d+)/commands", self._sync),
            ("PUT", r"/applications/(?P<app>\d+)/guilds/(?P<guild>\d+)/commands", self._sync),
            ("POST", r"/interactions/(?P<iid>\d+)/(?P<token>[^/]+)/callback", self._callback),
            ("POST", r"/webhooks/(?P<app>\d+)/(?P<token>[^/]+)", self._followup),
            ("PATCH", r"/webhooks/(?P<app>\d+)/(?P<token>[^/]+)/messages/(?P<mid>@original|\d+)",
             self._edit_webhook_message),
            ("DELETE", r"/webhooks/(?P<app>\d+)/(?P<token>[^/]+)/messages/(?P<mid>@original|\d+)",
             self._delete_webhook_message),
            ("PATCH", r"/channels/(?P<cid>\d+)/messages/(?P<mid>\d+)", self._edit_message),
            ("POST", r"/channels/(?P<cid>\d+)/messages", self._send_message),
        ]

    def _application(self, body: Any) -> tuple[int, Any]:
        return 200, {"id": str(APP_ID), "name": "Soloist", "description": "", "icon": None,
                     "bot_public": True, "bot_require_code_grant": False, "owner": bot_user(),
                     "verify_key": "0" * 64, "flags": 0, "summary": "", "rpc_origins": []}

    def _sync(self, body: Any, app: str, guild: str | None = None) -> tuple[int, Any]:
        out = []
        for command in body:
            out.append({**command, "id": str(self.next_id()), "application_id": app,
                        "version": "1", **({"guild_id": guild} if guild else {})})
        self.commands[guild or "global"] = out
        return 200, out

    def _new_message(self, channel_id: int, data: dict[str, Any],
                     interaction_id: int | None = None) -> Message:
        message = Message(self.next_id(), channel_id, embeds=data.get("embeds") or [],
                          components=data.get("components") or [],
                          content=data.get("content") or "", flags=data.get("flags") or 0,
                          interaction_id=interaction_id)
        self.messages[message.id] = message
        return message

    def _edit(self, message: Message, data: dict[str, Any]) -> None:
        for name in ("embeds", "components", "content"):
            if name in data:
                setattr(message, name, data[name] if data[name] is not None else (
                    "" if name == "content" else []))
        message.flags &= ~LOADING
        message.edits += 1

    def _callback(self, body: Any, iid: str, token: str) -> tuple[int, Any]:
        interaction = self.interactions[int(iid)]
        kind = body["type"]
        data = body.get("data") or {}
        message: Message | None = None
        if kind == 4:  # a message
            message = self._new_message(int(interaction["channel_id"]), data, int(iid))
            self.originals[int(iid)] = message.id
        elif kind == 5:  # "thinking…"
            message = self._new_message(int(interaction["channel_id"]), {
                "flags": (data.get("flags") or 0) | LOADING}, int(iid))
            self.originals[int(iid)] = message.id
        elif kind in (6, 7):  # the pressed message: deferred, or edited now
            message = self.messages[int(interaction["message"]["id"])]
            self.originals[int(iid)] = message.id
            if kind == 7:
                self._edit(message, data)
        answer: dict[str, Any] = {"interaction": {
            "id": iid, "type": interaction["type"],
            "response_message_loading": kind == 5,
            "response_message_ephemeral": bool((data.get("flags") or 0) & EPHEMERAL)}}
        if message is not None:
            answer["interaction"]["response_message_id"] = str(message.id)
            if kind in (4, 7):
                answer["resource"] = {"type": kind, "message": message.payload()}
        return 200, answer

    def _interaction_of(self, token: str) -> int:
        return next(i for i, data in self.interactions.items() if data["token"] == token)

    def _followup(self, body: Any, app: str, token: str) -> tuple[int, Any]:
        iid = self._interaction_of(token)
        channel = int(self.interactions[iid]["channel_id"])
        return 200, self._new_message(channel, body, iid).payload()

    def _edit_webhook_message(self, body: Any, app: str, token: str,
                              mid: str) -> tuple[int, Any]:
        iid = self._interaction_of(token)
        message = self.messages[self.originals[iid] if mid == "@original" else int(mid)]
        self._edit(message, body)
        return 200, message.payload()

    def _delete_webhook_message(self, body: Any, app: str, token: str,
                                mid: str) -> tuple[int, Any]:
        iid = self._interaction_of(token)
        self.messages.pop(self.originals[iid] if mid == "@original" else int(mid), None)
        return 204, None

    def _edit_message(self, body: Any, cid: str, mid: str) -> tuple[int, Any]:
        message = self.messages.get(int(mid))
        if message is None or message.channel_id != int(cid) or message.ephemeral:
            return 404, {"message": "Unknown Message", "code": 10008}
        self._edit(message, body)
        return 200, message.payload()

    def _send_message(self, body: Any, cid: str) -> tuple[int, Any]:
        return 200, self._new_message(int(cid), body).payload()


# -- interactions, as the gateway delivers them ------------------------------------------------


@dataclass(frozen=True)
class Person:
    id: int
    name: str
    locale: str = "en-US"

    def member(self) -> dict[str, Any]:
        return {"user": {"id": str(self.id), "username": self.name.casefold(),
                         "discriminator": "0", "avatar": None, "global_name": self.name},
                "roles": [], "joined_at": TIMESTAMP, "deaf": False, "mute": False,
                "nick": None, "flags": 0, "permissions": str(ALL_PERMISSIONS)}


def text_channel(channel_id: int) -> dict[str, Any]:
    return {"id": str(channel_id), "type": 0, "guild_id": str(GUILD_ID), "name": "table",
            "position": 0, "permission_overwrites": [], "nsfw": False, "parent_id": None,
            "rate_limit_per_user": 0, "topic": None, "last_message_id": None, "flags": 0}


def thread_channel(thread_id: int, parent_id: int) -> dict[str, Any]:
    return {"id": str(thread_id), "type": 11, "guild_id": str(GUILD_ID), "name": "a game",
            "parent_id": str(parent_id), "owner_id": "1", "last_message_id": None,
            "rate_limit_per_user": 0, "message_count": 0, "member_count": 1, "flags": 0,
            "thread_metadata": {"archived": False, "auto_archive_duration": 1440,
                                "archive_timestamp": TIMESTAMP, "locked": False}}


def _base(standin: StandIn, kind: int, person: Person, channel: dict[str, Any],
          guild_locale: str | None, permissions: int) -> dict[str, Any]:
    iid = standin.next_id()
    payload: dict[str, Any] = {
        "id": str(iid), "application_id": str(APP_ID), "type": kind,
        "token": f"token-{iid}", "version": 1, "guild_id": str(GUILD_ID),
        "channel_id": channel["id"], "channel": channel, "member": person.member(),
        "locale": person.locale, "app_permissions": str(permissions),
        "attachment_size_limit": 26_214_400, "entitlements": [],
        "authorizing_integration_owners": {"0": str(GUILD_ID)}, "context": 0,
    }
    if guild_locale is not None:
        payload["guild_locale"] = guild_locale
    standin.interactions[iid] = payload
    return payload


OPTION_TYPES = {bool: 5, int: 4, str: 3}


def slash(standin: StandIn, person: Person, channel: dict[str, Any], name: str,
          sub: str | None = None, guild_locale: str | None = "en-US",
          permissions: int = ALL_PERMISSIONS, guild_command: bool = True,
          **options: str | int | bool) -> dict[str, Any]:
    """``/name sub option:value …`` typed by ``person`` in ``channel``."""
    payload = _base(standin, 2, person, channel, guild_locale, permissions)
    given = [{"name": key, "type": OPTION_TYPES[type(value)], "value": value}
             for key, value in options.items()]
    scope = str(GUILD_ID) if guild_command else "global"
    command = next(c for c in standin.commands[scope] if c["name"] == name)
    data: dict[str, Any] = {"id": command["id"], "name": name, "type": 1}
    if guild_command:
        data["guild_id"] = str(GUILD_ID)
    data["options"] = [{"name": sub, "type": 1, "options": given}] if sub else given
    payload["data"] = data
    return payload


def press(standin: StandIn, person: Person, message: Message, custom_id: str,
          channel: dict[str, Any], guild_locale: str | None = "en-US") -> dict[str, Any]:
    """``person`` presses the button ``custom_id`` of ``message``."""
    payload = _base(standin, 3, person, channel, guild_locale, ALL_PERMISSIONS)
    payload["data"] = {"custom_id": custom_id, "component_type": 2}
    payload["message"] = message.payload()
    return payload


def submit(standin: StandIn, person: Person, message: Message, custom_id: str, value: str,
           channel: dict[str, Any], guild_locale: str | None = "en-US") -> dict[str, Any]:
    """``person`` submits the modal ``custom_id`` (opened from ``message``) with ``value``."""
    payload = _base(standin, 5, person, channel, guild_locale, ALL_PERMISSIONS)
    payload["data"] = {"custom_id": custom_id, "components": [
        {"type": 1, "components": [{"type": 4, "custom_id": "answer", "value": value}]}]}
    payload["message"] = message.payload()
    return payload


async def until(condition: Callable[[], bool], timeout: float = 10.0) -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not condition():
        if loop.time() > deadline:
            raise AssertionError("timed out waiting for the bot")
        await asyncio.sleep(0.002)
