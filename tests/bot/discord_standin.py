"""A stand-in for Discord's HTTP API on loopback, for the real discord.py client, and the
interactions its gateway would deliver: handed to an in-process client directly, or sent over
the stand-in's own gateway (a websocket: hello, identify, ready, heartbeats, dispatches) to a
bot in another process.

It answers what the bot asks of Discord (log in, sync commands, answer interactions, send and
edit messages), keeps the messages it was sent so a test can read them and press their
buttons, and records every request (method, path, query, JSON body). A test can make the
next matching requests fail: a 429 with the headers and body Discord sends, or a 403.

Interactions keep Discord's rules, with Discord's errors: one response each, within 3 seconds
of the interaction's creation (else 404 Unknown interaction; a second one, 400 already
acknowledged); its token's webhook (the original response, follow-ups) only once it is
acknowledged (404 Unknown Webhook), and for 15 minutes (401 Invalid Webhook Token; an
interaction left unanswered past its 3 seconds loses its token at once). An autocomplete
interaction takes only choices (type 8), at most 25, each named in 1–100 characters, and no
other interaction takes them. A slash command arrives only as Discord lets it: its options
within what the synced command allows (types, lengths, ranges, choices), from a member the
command's default permissions admit. A channel the bot cannot see refuses its messages (403
Missing Access). Files come as Discord takes them: a multipart body (``payload_json`` and
``files[n]`` parts, each declared in the payload's ``attachments`` by its index and name), at
most 25 MiB each (413), names of letters, digits, ``_ . -``; an embed's ``attachment://NAME``
image must name an attachment of the message (400 Invalid Form Body), and becomes its URL. An
edit whose payload lists ``attachments`` keeps only those (by id) and adds its uploads.
A server's own locale reaches an interaction only on a Community server;
any other says en-US, as Discord does. Time is the stand-in's own clock (``now``), which moves
only when a test moves it (``advance``); every id is a snowflake of the time it was made, as
Discord's are, so the bot reads an interaction's age from its id as it does on Discord.

The gateway shards as Discord's does. ``GET /gateway/bot`` recommends a shard per 1,000
servers (``servers_per_shard``). IDENTIFY's ``shard: [id, count]`` is checked: an id not below
its count, or a count other than the one the open sessions use, is closed with 4010 Invalid
shard (Discord itself lets counts differ while a bot reshards; Soloist never does, and processes
that disagree would see some servers twice and others never); a session that would hold more
than 2,500 servers (``session_limit``), sharded or not, is closed with 4011 Sharding required.
A session's READY and GUILD_CREATEs list only its shard's servers (``(server id >> 22) %
count == shard id``), and a server's interactions and events are delivered only on its shard's
session, direct messages on shard 0's.

Every request is held to Discord's OpenAPI description and the docs' stricter limits
(tests/bot/discord_spec.py): one they refuse is answered as Discord answers it (404, 405, 400
Invalid Form Body naming each field, 50006) and kept in ``spec_problems``, as is any answer of
the stand-in's own that the spec's answer schema refuses; the test that leaves one fails at its
teardown (tests/conftest.py). The gateway (the websocket) is not in the spec: its events are
checked by nothing but the client that reads them.
"""

from __future__ import annotations

import asyncio
import email.parser
import email.policy
import itertools
import json
import math
import mimetypes
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

from tests.bot import discord_spec
from tests.bot.discord_buckets import Buckets
from tests.bot.discord_limits import (
    EMPTY,
    EMPTY_CODE,
    FormErrors,
    choices_refusal,
    commands_refusal,
    form_refusal,
    is_empty,
    message_refusal,
)

API = "/api/v10"
APP_ID = 900_000_000_000_000_001
"""The application's id; a bot's user id is the same."""
GUILD_ID = 910_000_000_000_000_001
EPHEMERAL = 64
LOADING = 128
ALL_PERMISSIONS = (1 << 50) - 1
TIMESTAMP = "2025-01-01T12:00:00.000000+00:00"
DISCORD_EPOCH_MS = 1_420_070_400_000
"""Snowflakes count milliseconds from the first second of 2015."""
RESPONSE_WINDOW = 3.0
"""Seconds from an interaction's creation in which it takes its one response
(https://discord.com/developers/docs/interactions/receiving-and-responding#responding-to-an-interaction)."""
TOKEN_LIFETIME = 15 * 60.0
"""Seconds from an interaction's creation in which its token's webhook works
(https://discord.com/developers/docs/interactions/receiving-and-responding#followup-messages)."""

UNKNOWN_INTERACTION = (404, {"message": "Unknown interaction", "code": 10062})
ALREADY_ACKNOWLEDGED = (400, {"message": "Interaction has already been acknowledged.",
                              "code": 40060})
UNKNOWN_WEBHOOK = (404, {"message": "Unknown Webhook", "code": 10015})
INVALID_WEBHOOK_TOKEN = (401, {"message": "Invalid Webhook Token", "code": 50027})
NOT_FOUND = (404, {"message": "404: Not Found", "code": 0})
METHOD_NOT_ALLOWED = (405, {"message": "405: Method Not Allowed", "code": 0})
UNKNOWN_MESSAGE = (404, {"message": "Unknown Message", "code": 10008})
MISSING_ACCESS = (403, {"message": "Missing Access", "code": 50001})
FILE_LIMIT = 26_214_400
"""Bytes of one attachment a bot may upload (25 MiB, what an interaction's
``attachment_size_limit`` says; https://discord.com/developers/docs/reference#uploading-files)."""
TOO_LARGE = (413, {"message": "Request entity too large", "code": 40005})
FILE_NAME = re.compile(r"[A-Za-z0-9_.-]{1,100}")
"""What an ``attachment://`` reference can name."""
CDN = "https://cdn.discordapp.test/attachments"
MAX_ATTACHMENTS = 10
SERVERS_PER_SHARD = 1000
"""Discord recommends (``GET /gateway/bot``) about a shard per 1,000 servers."""
SESSION_LIMIT = 2500
"""Servers one gateway session may hold: beyond, Discord closes it (4011 Sharding required)."""
ALREADY_AUTHENTICATED = 4005
INVALID_SHARD = 4010
SHARDING_REQUIRED = 4011


class Refused(Exception):
    """What Discord answers a request it refuses: a status and its JSON error."""

    def __init__(self, refusal: tuple[int, dict[str, Any]]) -> None:
        super().__init__(refusal[1]["message"])
        self.status, self.body = refusal


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
    checked: bool = True
    """Whether the answer is Discord's, held to its spec (a test's ``fail`` may answer as
    Cloudflare or an outage does, which the spec does not describe)."""


@dataclass
class Hold:
    method: str
    pattern: re.Pattern[str]
    when: Callable[[Request], bool] | None = None
    taken: bool = False
    released: asyncio.Event = field(default_factory=asyncio.Event)

    def matches(self, request: Request) -> bool:
        return (self.method in ("*", request.method) and bool(self.pattern.fullmatch(request.path))
                and (self.when is None or self.when(request)))

    def release(self) -> None:
        self.released.set()


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
    attachments: list[dict[str, Any]] = field(default_factory=list)

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
            "content": self.content, "embeds": [{"type": "rich", **e} for e in self.embeds],
            "components": components_answer(self.components),
            "flags": self.flags, "author": bot_user(), "attachments": self.attachments,
            "mentions": [],
            "mention_roles": [], "mention_everyone": False, "pinned": False, "tts": False,
            "timestamp": TIMESTAMP, "edited_timestamp": TIMESTAMP if self.edits else None,
            "application_id": str(APP_ID),
            **({"webhook_id": str(APP_ID)} if self.interaction_id else {}),
        }


def components_answer(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A message's components as Discord answers them: each numbered (``id``, depth first
    from 1, unless the bot gave one), a select with its ``min_values`` and ``max_values``."""
    numbers = itertools.count(1)

    def answered(component: dict[str, Any]) -> dict[str, Any]:
        out = {k: v for k, v in component.items() if v is not None}
        out.setdefault("id", next(numbers))
        if out.get("type") == 3:
            out.setdefault("min_values", 1)
            out.setdefault("max_values", 1)
        if "components" in out:
            out["components"] = [answered(c) for c in out["components"]]
        return out

    return [answered(row) for row in rows]


def _multipart(content_type: str, raw: bytes) -> dict[str, Any]:
    """A multipart body as Discord reads it: ``payload_json`` is the request's JSON, and each
    ``files[n]`` part an upload (``_files``: n → (file name, bytes))."""
    parsed = email.parser.BytesParser(policy=email.policy.HTTP).parsebytes(
        f"Content-Type: {content_type}\r\n\r\n".encode() + raw)
    payload: Any = None
    files: dict[int, tuple[str, bytes]] = {}
    for part in parsed.iter_parts():
        name = part.get_param("name", header="content-disposition")
        data = part.get_payload(decode=True) or b""
        matched = re.fullmatch(r"files\[([0-9]+)\]", name) if isinstance(name, str) else None
        if name == "payload_json":
            payload = json.loads(data)
        elif matched is not None and part.get_filename():
            files[int(matched[1])] = (str(part.get_filename()), data)
        else:
            raise Refused(form_refusal((str(name),), "MODEL_TYPE_INVALID",
                                       "Invalid form part"))
    if not isinstance(payload, dict):
        raise Refused(form_refusal(("payload_json",), "MODEL_TYPE_CONVERT",
                                   "Only dictionaries may be used in a ModelType"))
    return {**payload, "_files": files}


def _check_body(data: dict[str, Any], content: Any, embeds: Any, components: Any,
                attachments: Any) -> None:
    """Refused as Discord refuses a message body: a field beyond its limit (50035, naming
    it), or a message left with nothing to show (50006)."""
    refusal = message_refusal(data)
    if refusal is not None:
        raise Refused(refusal)
    if is_empty(content, embeds, components, attachments):
        raise Refused(EMPTY)


def _embedded(embeds: list[dict[str, Any]],
              attachments: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Embeds as Discord keeps them: an ``attachment://NAME`` image becomes the URL of the
    message's attachment of that name; naming none is refused."""
    out = []
    for embed in embeds:
        image = embed.get("image") or {}
        url = image.get("url", "")
        if url.startswith("attachment://"):
            found = next((a for a in attachments
                          if a["filename"] == url.removeprefix("attachment://")), None)
            if found is None:
                raise Refused(form_refusal(("embeds", len(out), "image", "url"),
                                           "URL_TYPE_INVALID_URL", "Not a well formed URL."))
            embed = {**embed, "image": {"url": found["url"], "proxy_url": found["url"]}}
        out.append(embed)
    return out


def _json(data: Any, status: int, headers: dict[str, str] | None = None) -> web.Response:
    # Exactly "application/json", as Discord says it: discord.py parses nothing else.
    return web.Response(body=json.dumps(data).encode(), status=status,
                        headers={**(headers or {}), "Content-Type": "application/json"})


def bot_user() -> dict[str, Any]:
    """The bot as Discord describes a user (a message's author, the application's owner)."""
    return {"id": str(APP_ID), "username": "Soloist", "discriminator": "0", "avatar": None,
            "global_name": None, "bot": True, "public_flags": 0, "flags": 0,
            "primary_guild": None}


def bot_me() -> dict[str, Any]:
    """The bot as ``GET /users/@me`` describes it (the user with its own settings)."""
    user = {k: v for k, v in bot_user().items() if k != "primary_guild"}
    return {**user, "mfa_enabled": False, "locale": "en-US", "verified": True}


def guild_answer(guild: dict[str, Any]) -> dict[str, Any]:
    """A server as ``GET /guilds/{id}`` answers it: the REST shape, with what GUILD_CREATE
    adds (channels, threads, member count) left out."""
    locale = "en-US"
    return {"id": guild["id"], "name": guild["name"], "icon": None, "description": None,
            "home_header": None, "splash": None, "discovery_splash": None,
            "features": guild["features"], "banner": None, "owner_id": "1",
            "application_id": None, "region": "deprecated", "afk_channel_id": None,
            "afk_timeout": 300, "system_channel_id": None, "system_channel_flags": 0,
            "widget_enabled": False, "widget_channel_id": None, "verification_level": 0,
            "roles": guild["roles"], "default_message_notifications": 0, "mfa_level": 0,
            "explicit_content_filter": 0, "max_presences": None, "max_members": 500000,
            "max_stage_video_channel_users": 50, "max_video_channel_users": 25,
            "vanity_url_code": None, "premium_tier": 0, "premium_subscription_count": 0,
            "preferred_locale": guild.get("preferred_locale", locale),
            "rules_channel_id": None, "safety_alerts_channel_id": None,
            "public_updates_channel_id": None, "premium_progress_bar_enabled": False,
            "nsfw": False, "nsfw_level": 0, "emojis": guild["emojis"],
            "stickers": guild["stickers"], "incidents_data": None}


def command_answer(command: dict[str, Any], command_id: int, app: str,
                   guild: str | None) -> dict[str, Any]:
    """A synced command as Discord answers it: what was sent, without its nulls (Discord
    answers the defaults), with its id, version and application."""
    out = _without_nulls(command)
    permissions = command.get("default_member_permissions")
    return {**out, "type": out.get("type", 1), "description": out.get("description", ""),
            "id": str(command_id), "application_id": app, "version": str(command_id),
            "integration_types": out.get("integration_types", [0]),
            **({"guild_id": guild} if guild else {}),
            # A string, as Discord answers it (a bitfield may exceed 53 bits).
            "default_member_permissions": None if permissions is None else str(permissions)}


def _without_nulls(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _without_nulls(v) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [_without_nulls(v) for v in value]
    return value


CREATED: list[StandIn] = []
"""Every stand-in made since the last test began: its teardown checks their ``spec_problems``
(tests/bot/spec_referee.py)."""


class StandIn:
    def __init__(self) -> None:
        CREATED.append(self)
        self.spec_problems: list[str] = []
        """What Discord's spec (tests/bot/discord_spec.py) refused: in a request taken (the
        request was answered as Discord answers it), or in an answer given (a stand-in bug)."""
        self.buckets = Buckets()
        """Discord's per-route rate limits, with their headers on every answer."""
        self.requests: list[Request] = []
        self.messages: dict[int, Message] = {}
        self.commands: dict[str, list[dict[str, Any]]] = {}
        """The synced commands, by scope (``global`` or the guild id)."""
        self.interactions: dict[int, dict[str, Any]] = {}
        self.acknowledged: dict[int, int] = {}
        """An interaction's response type, once it has one."""
        self.originals: dict[int, int] = {}
        """An interaction's response message."""
        self.failures: list[Failure] = []
        self.holds: list[Hold] = []
        self.hidden: set[int] = set()
        """Channels the bot cannot see."""
        self.guilds: dict[int, dict[str, Any]] = {GUILD_ID: guild_payload()}
        """The servers the bot is in, as GUILD_CREATE describes them: READY lists each (as
        Discord does, unavailable until its GUILD_CREATE follows), and only these answer
        ``GET /guilds/{id}``."""
        self.suggested: dict[int, list[dict[str, Any]]] = {}
        """The choices an autocomplete interaction was answered with."""
        self.files: dict[str, bytes] = {}
        """An attachment's URL → its bytes, as uploaded."""
        self.now = time.time()
        """Discord's clock (seconds since 1970): it moves only by ``advance``."""
        self._sequence = itertools.count(1)
        self.taken: Callable[[Request], None] | None = None
        """Called with each request Discord has carried out, before its answer goes back."""
        self.sessions: list[web.WebSocketResponse] = []
        """Gateway connections that identified, newest last."""
        self.shards: dict[int, Session] = {}
        """The open session of each shard (the newest, if a shard identified twice)."""
        self.refused: list[tuple[Any, int]] = []
        """IDENTIFY's ``shard`` (None: not sharded) of each session closed at its identify,
        with the close code."""
        self.servers_per_shard = SERVERS_PER_SHARD
        self.session_limit = SESSION_LIMIT
        self.identified = asyncio.Condition()
        self._dispatched = itertools.count(1)
        self._runner: web.AppRunner | None = None
        self.url = ""
        self.gateway_url = ""

    async def start(self) -> str:
        app = web.Application()
        app.router.add_route("*", API + "/{tail:.*}", self._serve)
        app.router.add_get("/gateway", self._gateway)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        port = self._runner.addresses[0][1]
        self.url = f"http://127.0.0.1:{port}{API}"
        self.gateway_url = f"ws://127.0.0.1:{port}/gateway"
        return self.url

    async def close(self) -> None:
        for socket in self.sessions:
            await socket.close()
        if self._runner is not None:
            await self._runner.cleanup()

    def next_id(self, at: float | None = None) -> int:
        """A snowflake made at ``at`` (by default now): the time in its high bits."""
        ms = round((self.now if at is None else at) * 1000) - DISCORD_EPOCH_MS
        return (ms << 22) | (next(self._sequence) & 0x3FFFFF)

    @staticmethod
    def created(snowflake: int) -> float:
        """When ``snowflake`` was made (seconds since 1970)."""
        return ((snowflake >> 22) + DISCORD_EPOCH_MS) / 1000

    def advance(self, seconds: float) -> None:
        """Time passes for Discord: interactions age, their windows and tokens run out."""
        self.now += seconds

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
            "global": is_global, "code": 0}, headers, times))

    def forbid(self, method: str, path: str, times: int = 1) -> None:
        self.failures.append(Failure(method, re.compile(path), 403, {
            "message": "Missing Permissions", "code": 50013}, {}, times))

    def fail(self, method: str, path: str, status: int, body: dict[str, Any],
             times: int = 1) -> None:
        """The next ``times`` requests matching answer ``status`` with ``body`` (a 429
        without Discord's headers is what Cloudflare answers a banned client): the test's own
        answer, not held to Discord's spec."""
        self.failures.append(Failure(method, re.compile(path), status, body, {}, times,
                                     checked=False))

    def hold(self, method: str, path: str,
             when: Callable[[Request], bool] | None = None) -> Hold:
        """The next request matching (``method`` "*": any; ``when``: and its body says so)
        waits until the test releases the hold (Discord slow on one call): later requests
        overtake it."""
        held = Hold(method, re.compile(path), when)
        self.holds.append(held)
        return held

    def take_spec_problems(self) -> list[str]:
        """The spec's problems so far, now forgotten: a test that sends a bad request on
        purpose checks them and leaves nothing for its teardown."""
        taken, self.spec_problems = self.spec_problems, []
        return taken

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
        refused: tuple[int, dict[str, Any]] | None = None
        if body is None and raw and request.content_type.startswith("multipart"):
            try:
                body = _multipart(request.headers["Content-Type"], raw)
            except Refused as bad:
                refused, body = (bad.status, bad.body), {}
                # The spec's multipart body is a payload_json and files[n] parts: no other.
                self.spec_problems.append(f"request {request.method} {path}: a multipart body "
                                          f"the spec refuses ({json.dumps(bad.body)})")
        recorded = Request(request.method, path, dict(request.query), body)
        self.requests.append(recorded)
        for held in self.holds:
            if not held.taken and held.matches(recorded):
                held.taken = True
                await held.released.wait()
        if refused is None:
            refused = self._spec_refusal(recorded)
        if refused is not None:
            return self._answer(recorded, *refused)
        for failure in self.failures:
            if failure.times > 0 and failure.method == request.method and (
                    failure.pattern.fullmatch(path)):
                failure.times -= 1
                return self._answer(recorded, failure.status, failure.body, failure.headers,
                                    checked=failure.checked)
        limits, retry_after = self.buckets.take(request.method, path)
        if retry_after is not None:
            return self._answer(recorded, 429, {
                "message": "You are being rate limited.", "retry_after": round(retry_after, 3),
                "global": limits.get("X-RateLimit-Global") == "true", "code": 0}, limits)
        for method, pattern, handler in self._routes():
            match = re.fullmatch(pattern, path)
            if method == request.method and match:
                try:
                    status, data = handler(body or {}, **match.groupdict())
                except Refused as refused_here:
                    status, data = refused_here.status, refused_here.body
                except (KeyError, TypeError, ValueError, AttributeError, IndexError) as shape:
                    # A body of a shape Discord does not know is its 400, never a crash.
                    status, data = form_refusal((), "MODEL_TYPE_CONVERT",
                                                f"Invalid body: {type(shape).__name__}")
                if status == 200 and path.endswith("/callback") and request.query.get(
                        "with_response", "").lower() not in ("1", "true"):
                    status, data = 204, None  # an interaction's response says nothing unless asked
                recorded.status = status
                if self.taken is not None:
                    self.taken(recorded)
                return self._answer(recorded, status, data, limits)
        return self._answer(recorded, *NOT_FOUND)

    def _spec_refusal(self, request: Request) -> tuple[int, dict[str, Any]] | None:
        """Discord's answer to a request its spec (or its docs' limits) refuses: 404 for a
        path it does not have, 405 for a method, else 400 Invalid Form Body naming each
        field; each problem kept in ``spec_problems``. None: the spec takes it."""
        body, files = request.body, None
        if isinstance(body, dict) and "_files" in body:
            files = {n: name for n, (name, _) in body["_files"].items()}
            body = {k: v for k, v in body.items() if k != "_files"}
        refusal = discord_spec.check_request(request.method, request.path, request.query,
                                             body, files)
        if refusal is None:
            return None
        self.spec_problems += [f"request {p.text}" for p in refusal.problems]
        if refusal.status == 404:
            return NOT_FOUND
        if refusal.status == 405:
            return METHOD_NOT_ALLOWED
        if all(problem.code == EMPTY_CODE for problem in refusal.problems):
            return EMPTY
        errors = FormErrors()
        for problem in refusal.problems:
            errors.add(problem.path, problem.code, problem.message)
        refused = errors.refusal()
        assert refused is not None
        return refused

    def _answer(self, request: Request, status: int, data: Any,
                headers: dict[str, str] | None = None, checked: bool = True) -> web.Response:
        """The answer to ``request``, held to the spec's answer for its status (``checked``;
        what breaks it is the stand-in's bug, kept in ``spec_problems``)."""
        request.status = status
        if checked:
            self.spec_problems += [
                f"answer {p}" for p in discord_spec.answer_problems(
                    request.method, request.path, status, None if status == 204 else data)]
        if status == 204:
            return web.Response(status=204, headers=headers)
        return _json(data, status, headers)

    def _guild(self, body: dict[str, Any], gid: str) -> tuple[int, Any]:
        """A server the bot is in; any other is refused as Discord refuses it."""
        if int(gid) not in self.guilds:
            return 403, {"message": "Missing Access", "code": 50001}
        return 200, guild_answer(self.guilds[int(gid)])

    def _routes(self) -> list[tuple[str, str, Callable[..., tuple[int, Any]]]]:
        return [
            ("GET", r"/users/@me", lambda body: (200, bot_me())),
            ("GET", r"/guilds/(?P<gid>\d+)", self._guild),
            ("GET", r"/oauth2/applications/@me", self._application),
            ("GET", r"/gateway/bot", self._gateway_bot),
            ("PUT", r"/applications/(?P<app>\d+)/commands", self._sync),
            ("PUT", r"/applications/(?P<app>\d+)/guilds/(?P<guild>\d+)/commands", self._sync),
            ("POST", r"/interactions/(?P<iid>\d+)/(?P<token>[^/]+)/callback", self._callback),
            ("POST", r"/webhooks/(?P<app>\d+)/(?P<token>[^/]+)", self._followup),
            ("GET", r"/webhooks/(?P<app>\d+)/(?P<token>[^/]+)/messages/(?P<mid>@original|\d+)",
             self._get_webhook_message),
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
                     "verify_key": "0" * 64, "flags": 0, "summary": "", "rpc_origins": [],
                     "type": None, "flags_new": "0", "redirect_uris": [],
                     "interactions_endpoint_url": None,
                     "role_connections_verification_url": None,
                     "approximate_guild_count": len(self.guilds),
                     "approximate_user_install_count": 0,
                     "approximate_user_authorization_count": 0, "explicit_content_filter": 0,
                     "team": None, "eligible_oauth2_scopes": ["applications.commands", "bot"],
                     "bot": bot_user(), "integration_types_config": {"0": {}}}

    def recommended_shards(self) -> int:
        """The shard count Discord recommends for the bot's servers."""
        return max(1, math.ceil(len(self.guilds) / self.servers_per_shard))

    def _gateway_bot(self, body: Any) -> tuple[int, Any]:
        return 200, {"url": self.gateway_url, "shards": self.recommended_shards(),
                     "session_start_limit": {
            "total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}}

    def _sync(self, body: Any, app: str, guild: str | None = None) -> tuple[int, Any]:
        refusal = commands_refusal(body)
        if refusal is not None:
            raise Refused(refusal)
        out = [command_answer(command, self.next_id(), app, guild) for command in body]
        self.commands[guild or "global"] = out
        return 200, out

    def _new_message(self, channel_id: int, data: dict[str, Any],
                     interaction_id: int | None = None) -> Message:
        if not (data.get("flags") or 0) & LOADING:  # "thinking…" is Discord's own message
            _check_body(data, data.get("content"), data.get("embeds"), data.get("components"),
                        data.get("attachments") or data.get("_files"))
        attachments = self._attached([], data)
        message = Message(self.next_id(), channel_id,
                          embeds=_embedded(data.get("embeds") or [], attachments),
                          components=data.get("components") or [],
                          content=data.get("content") or "", flags=data.get("flags") or 0,
                          interaction_id=interaction_id, attachments=attachments)
        self.messages[message.id] = message
        return message

    def _attached(self, kept: list[dict[str, Any]], data: dict[str, Any]) -> list[dict[str, Any]]:
        """The message's attachments after ``data``: those it keeps (all, unless the payload
        lists ``attachments``: then those listed by id) and the files it uploads, each
        declared in ``attachments`` by its index."""
        uploads: dict[int, tuple[str, bytes]] = data.get("_files", {})
        declared = data.get("attachments")
        if declared is None and not uploads:
            return kept
        declared = declared if declared is not None else [
            {"id": index, "filename": name} for index, (name, _) in uploads.items()]
        out = []
        for item in declared:
            key = item.get("id")
            old = next((a for a in kept if a["id"] == str(key)), None)
            if old is not None:
                out.append(old)
                continue
            if not isinstance(key, int) or key not in uploads:
                # An attachment neither kept nor uploaded.
                raise Refused(form_refusal(("attachments", len(out), "id"),
                                           "ATTACHMENT_NOT_FOUND", "Unknown attachment"))
            name, content = uploads[key]
            if item.get("filename", name) != name or not FILE_NAME.fullmatch(name):
                raise Refused(form_refusal(("attachments", len(out), "filename"),
                                           "ATTACHMENT_FILENAME_INVALID", "Invalid filename"))
            if len(content) > FILE_LIMIT:
                raise Refused(TOO_LARGE)
            snowflake = self.next_id()
            url = f"{CDN}/{snowflake}/{name}"
            self.files[url] = content
            kind = mimetypes.guess_type(name)[0]
            out.append({"id": str(snowflake), "filename": name, "size": len(content),
                        "url": url, "proxy_url": url,
                        # Its alt text, as declared (the spec holds it to 1,024 characters).
                        **({"description": item["description"]} if item.get("description")
                           else {}),
                        # Discord tells the type it recognized, and leaves the field out else.
                        **({"content_type": kind} if kind else {})})
        if len(out) != len(declared) or len(uploads) > len(
                [i for i in declared if isinstance(i.get("id"), int)]):
            # An upload its payload does not declare.
            raise Refused(form_refusal(("attachments",), "ATTACHMENT_NOT_FOUND",
                                       "Every uploaded file must be declared"))
        if len(out) > MAX_ATTACHMENTS:
            raise Refused(form_refusal(("attachments",), "BASE_TYPE_MAX_LENGTH",
                                       f"Must be {MAX_ATTACHMENTS} or fewer in length."))
        return out

    def _edit(self, message: Message, data: dict[str, Any]) -> None:
        _check_body(data, data.get("content", message.content),
                    data.get("embeds", message.embeds),
                    data.get("components", message.components),
                    data.get("attachments", message.attachments) or data.get("_files"))
        attachments = self._attached(message.attachments, data)
        if "embeds" in data and data["embeds"] is not None:
            data = {**data, "embeds": _embedded(data["embeds"], attachments)}
        message.attachments = attachments
        for name in ("embeds", "components", "content"):
            if name in data:
                setattr(message, name, data[name] if data[name] is not None else (
                    "" if name == "content" else []))
        message.flags &= ~LOADING
        message.edits += 1

    def _callback(self, body: Any, iid: str, token: str) -> tuple[int, Any]:
        interaction = self.interactions.get(int(iid))
        if interaction is None or interaction["token"] != token:
            raise Refused(UNKNOWN_INTERACTION)
        if int(iid) in self.acknowledged:
            raise Refused(ALREADY_ACKNOWLEDGED)
        if self.now - self.created(int(iid)) > RESPONSE_WINDOW:
            raise Refused(UNKNOWN_INTERACTION)  # too late: Discord has failed it already
        kind = body["type"]
        if "_files" in body:  # a multipart response: the files belong to its message
            body = {**body, "data": {**(body.get("data") or {}), "_files": body["_files"]}}
        if (kind == 8) != (interaction["type"] == 4):
            # Choices answer an autocomplete, and only choices do.
            raise Refused(form_refusal(("type",), "INTERACTION_RESPONSE_TYPE_INVALID",
                                       "Invalid interaction response type"))
        if kind == 8:
            self.suggested[int(iid)] = _checked_choices(body.get("data") or {})
        self.acknowledged[int(iid)] = kind
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

    def _interaction_of(self, app: str, token: str) -> int:
        """The interaction whose token this is, if its webhook may be used now."""
        iid = next((i for i, data in self.interactions.items() if data["token"] == token), None)
        if iid is None or app != str(APP_ID):
            raise Refused(INVALID_WEBHOOK_TOKEN)
        age = self.now - self.created(iid)
        if age > TOKEN_LIFETIME or (iid not in self.acknowledged and age > RESPONSE_WINDOW):
            raise Refused(INVALID_WEBHOOK_TOKEN)
        if iid not in self.acknowledged:
            raise Refused(UNKNOWN_WEBHOOK)
        return iid

    def _webhook_message(self, iid: int, mid: str) -> Message:
        """``@original`` (the response: its message, or the pressed one) or a message this
        interaction's token sent."""
        if mid == "@original":
            message = self.messages.get(self.originals.get(iid, 0))
        else:
            message = self.messages.get(int(mid))
            if message is not None and message.interaction_id != iid:
                message = None
        if message is None:
            raise Refused(UNKNOWN_MESSAGE)
        return message

    def _followup(self, body: Any, app: str, token: str) -> tuple[int, Any]:
        iid = self._interaction_of(app, token)
        original = self.messages.get(self.originals.get(iid, 0))
        if original is not None and original.flags & LOADING:
            # Right after a "thinking…" response, a follow-up is that message's edit (Discord
            # keeps this for old bots): its ephemeral flag is ignored, the message stays as
            # the deferral made it.
            self._edit(original, body)
            return 200, original.payload()
        channel = int(self.interactions[iid]["channel_id"])
        return 200, self._new_message(channel, body, iid).payload()

    def _get_webhook_message(self, body: Any, app: str, token: str,
                             mid: str) -> tuple[int, Any]:
        return 200, self._webhook_message(self._interaction_of(app, token), mid).payload()

    def _edit_webhook_message(self, body: Any, app: str, token: str,
                              mid: str) -> tuple[int, Any]:
        message = self._webhook_message(self._interaction_of(app, token), mid)
        self._edit(message, body)
        return 200, message.payload()

    def _delete_webhook_message(self, body: Any, app: str, token: str,
                                mid: str) -> tuple[int, Any]:
        message = self._webhook_message(self._interaction_of(app, token), mid)
        del self.messages[message.id]
        return 204, None

    def _edit_message(self, body: Any, cid: str, mid: str) -> tuple[int, Any]:
        if int(cid) in self.hidden:
            raise Refused(MISSING_ACCESS)
        message = self.messages.get(int(mid))
        if message is None or message.channel_id != int(cid) or message.ephemeral:
            return 404, {"message": "Unknown Message", "code": 10008}
        self._edit(message, body)
        return 200, message.payload()

    def _send_message(self, body: Any, cid: str) -> tuple[int, Any]:
        if int(cid) in self.hidden:
            raise Refused(MISSING_ACCESS)
        return 200, self._new_message(int(cid), body).payload()


    def command(self, name: str, guild_command: bool = True) -> dict[str, Any]:
        """The synced command ``name``."""
        scope = str(GUILD_ID) if guild_command else "global"
        return next(c for c in self.commands[scope] if c["name"] == name)

    # -- the gateway ---------------------------------------------------------------------------

    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        """One gateway session, plain JSON text frames (discord.py takes them uncompressed)."""
        socket = web.WebSocketResponse()
        await socket.prepare(request)
        await socket.send_json({"op": 10, "d": {"heartbeat_interval": 41_250}, "s": None,
                                "t": None})
        session: Session | None = None
        try:
            async for frame in socket:
                if frame.type is not WSMsgType.TEXT:
                    continue
                message = json.loads(frame.data)
                op = message["op"]
                if op == 1:  # a heartbeat
                    await socket.send_json({"op": 11, "d": None, "s": None, "t": None})
                elif op == 2 and session is not None:  # a second identify
                    await socket.close(code=ALREADY_AUTHENTICATED, message=b"Already "
                                       b"authenticated.")
                    break
                elif op == 2:  # identify
                    session = await self._identify(socket, message["d"].get("shard"))
                    if session is None:
                        break
        finally:
            if session is not None and self.shards.get(session.shard) is session:
                del self.shards[session.shard]
        return socket

    async def _identify(self, socket: web.WebSocketResponse, shard: Any) -> Session | None:
        """READY and the shard's servers for an IDENTIFY Discord accepts; else the session
        closed with Discord's code, and None."""
        sharded = shard is not None
        valid = not sharded or (
            isinstance(shard, list) and len(shard) == 2
            and all(isinstance(n, int) and not isinstance(n, bool) for n in shard)
            and 0 <= shard[0] < shard[1])
        shard_id, count = (shard[0], shard[1]) if sharded and valid else (0, 1)
        servers = [g for g in self.guilds if shard_of(g, count) == shard_id]
        code = None
        if not valid or any(other.count != count for other in self.shards.values()):
            code = INVALID_SHARD
        elif len(servers) > self.session_limit:
            code = SHARDING_REQUIRED
        if code is not None:
            self.refused.append((shard, code))
            reason = b"Invalid shard." if code == INVALID_SHARD else b"Sharding required."
            await socket.close(code=code, message=reason)
            return None
        ready: dict[str, Any] = {
            "v": 10, "user": bot_user(), "session_id": f"standin-{len(self.sessions)}",
            "guilds": [{"id": str(g), "unavailable": True} for g in servers],
            "resume_gateway_url": self.gateway_url,
            "application": {"id": str(APP_ID), "flags": 0}}
        if sharded:
            ready["shard"] = [shard_id, count]
        await self._send(socket, "READY", ready)
        for server in servers:
            await self._send(socket, "GUILD_CREATE", self.guilds[server])
        session = Session(socket, shard_id, count)
        async with self.identified:
            self.sessions.append(socket)
            self.shards[shard_id] = session
            self.identified.notify_all()
        return session

    async def _send(self, socket: web.WebSocketResponse, event: str, data: Any) -> None:
        await socket.send_json({"op": 0, "t": event, "s": next(self._dispatched), "d": data})

    async def wait_identified(self, sessions: int, timeout: float) -> None:
        """Until ``sessions`` gateway sessions in all have identified (a bot connects after
        its login, its setup included)."""
        async with asyncio.timeout(timeout), self.identified:
            await self.identified.wait_for(lambda: len(self.sessions) >= sessions)

    def session_of(self, guild_id: int | None) -> Session:
        """The open session a server's events go to (a direct message's: shard 0's)."""
        if not self.shards:
            raise AssertionError("no gateway session is open")
        count = next(iter(self.shards.values())).count
        shard_id = 0 if guild_id is None else shard_of(guild_id, count)
        session = self.shards.get(shard_id)
        if session is None:
            raise AssertionError(f"no session of shard {shard_id} is open")
        return session

    async def dispatch(self, payload: dict[str, Any]) -> None:
        """Deliver an interaction over its server's shard's session."""
        guild = payload.get("guild_id")
        await self.send_event("INTERACTION_CREATE", payload,
                              int(guild) if guild is not None else None)

    async def remove_guild(self, guild_id: int) -> None:
        """The bot is removed from a server (kicked, banned, the server deleted): gone from
        the servers it is in, and GUILD_DELETE on the server's shard (without
        ``unavailable``, which would mean an outage). Its channels refuse the bot from now
        on (403 Missing Access), as Discord's do."""
        guild = self.guilds.pop(guild_id)
        self.hidden |= {int(c["id"]) for c in guild["channels"] + guild["threads"]}
        self.hidden |= {int(i["channel_id"]) for i in self.interactions.values()
                        if i.get("guild_id") == str(guild_id) and "channel_id" in i}
        await self.send_event("GUILD_DELETE", {"id": str(guild_id)}, guild_id)

    async def send_event(self, event: str, data: Any, guild_id: int | None) -> None:
        """Deliver a gateway event of server ``guild_id`` (None: a direct message's) over
        its shard's session."""
        await self._send(self.session_of(guild_id).socket, event, data)


@dataclass
class Session:
    """A gateway session Discord accepted: the shard it identified for."""

    socket: web.WebSocketResponse
    shard: int
    count: int


def shard_of(guild_id: int, count: int) -> int:
    """The shard whose session carries a server's events, as Discord computes it."""
    return (guild_id >> 22) % count


# -- interactions, as the gateway delivers them ------------------------------------------------


@dataclass(frozen=True)
class Person:
    id: int
    name: str
    locale: str = "en-US"
    permissions: int = ALL_PERMISSIONS
    """What the member may do in the channel (Discord resolves it per channel)."""
    bot: bool = False

    def member(self) -> dict[str, Any]:
        return {"user": {"id": str(self.id), "username": self.name.casefold(),
                         "discriminator": "0", "avatar": None, "global_name": self.name,
                         "bot": self.bot},
                "roles": [], "joined_at": TIMESTAMP, "deaf": False, "mute": False,
                "nick": None, "flags": 0, "permissions": str(self.permissions)}


MANAGE_MESSAGES = 1 << 13
MANAGE_CHANNELS = 1 << 4
MANAGE_GUILD = 1 << 5
MEMBER = ALL_PERMISSIONS & ~(MANAGE_MESSAGES | MANAGE_CHANNELS | MANAGE_GUILD | (1 << 3))
"""A member without moderation rights (nor Administrator)."""


def guild_payload(channels: list[dict[str, Any]] | None = None,
                  threads: list[dict[str, Any]] | None = None,
                  guild_id: int = GUILD_ID) -> dict[str, Any]:
    """The server as the gateway describes it (GUILD_CREATE): its channels and the threads
    still active; an archived thread is in neither."""
    return {"id": str(guild_id), "name": "Board games", "channels": channels or [],
            "threads": threads or [], "features": [], "roles": [], "emojis": [],
            "stickers": [], "member_count": 3, "unavailable": False}


def text_channel(channel_id: int, guild_id: int = GUILD_ID) -> dict[str, Any]:
    return {"id": str(channel_id), "type": 0, "guild_id": str(guild_id), "name": "table",
            "position": 0, "permission_overwrites": [], "nsfw": False, "parent_id": None,
            "rate_limit_per_user": 0, "topic": None, "last_message_id": None, "flags": 0}


def thread_channel(thread_id: int, parent_id: int, guild_id: int = GUILD_ID) -> dict[str, Any]:
    return {"id": str(thread_id), "type": 11, "guild_id": str(guild_id), "name": "a game",
            "parent_id": str(parent_id), "owner_id": "1", "last_message_id": None,
            "rate_limit_per_user": 0, "message_count": 0, "member_count": 1, "flags": 0,
            "thread_metadata": {"archived": False, "auto_archive_duration": 1440,
                                "archive_timestamp": TIMESTAMP, "locked": False}}


DM = 1
"""A direct message's channel type."""


def dm_channel(channel_id: int, person: Person) -> dict[str, Any]:
    """``person``'s direct messages with the bot."""
    return {"id": str(channel_id), "type": DM, "last_message_id": None, "flags": 0,
            "recipients": [person.member()["user"]]}


def _base(standin: StandIn, kind: int, person: Person, channel: dict[str, Any],
          guild_locale: str | None, permissions: int, age: float = 0.0,
          community: bool = False) -> dict[str, Any]:
    """An interaction created ``age`` seconds ago (its id says when, as Discord's do), in
    ``channel``'s server, whose own locale is ``guild_locale``: Discord tells it only for a
    Community server and says en-US for any other. In a direct message (``dm_channel``):
    the user, no member, no server."""
    iid = standin.next_id(at=standin.now - age)
    payload: dict[str, Any] = {
        "id": str(iid), "application_id": str(APP_ID), "type": kind,
        "token": f"token-{iid}", "version": 1,
        "channel_id": channel["id"], "channel": channel,
        "locale": person.locale, "app_permissions": str(permissions),
        "attachment_size_limit": 26_214_400, "entitlements": [],
    }
    if channel["type"] == DM:
        # In the bot's direct messages a server-installed app's owner is "0" (no server).
        payload.update(user=person.member()["user"], context=1,
                       authorizing_integration_owners={"0": "0"})
    else:
        guild = channel["guild_id"]
        features = ["COMMUNITY", "NEWS"] if community else []
        told = (guild_locale or "en-US") if community else "en-US"
        payload.update(guild_id=guild, guild={"id": guild, "locale": told, "features": features},
                       guild_locale=told, member=person.member(), context=0,
                       authorizing_integration_owners={"0": guild})
    standin.interactions[iid] = payload
    return payload


OPTION_TYPES = {bool: 5, int: 4, str: 3}


def slash(standin: StandIn, person: Person, channel: dict[str, Any], name: str,
          sub: str | None = None, guild_locale: str | None = "en-US",
          permissions: int = ALL_PERMISSIONS, guild_command: bool = True, age: float = 0.0,
          community: bool = False, checked: bool = True,
          **options: str | int | bool | Person) -> dict[str, Any]:
    """``/name sub option:value …`` typed by ``person`` in ``channel``, ``age`` seconds ago.
    As Discord lets it through (``checked``): the options within the synced command's limits,
    from a member its default permissions admit; unchecked, as a client with an old copy of the
    commands (or a hand-made request) could send it."""
    payload = _base(standin, 2, person, channel, guild_locale, permissions, age, community)
    command = standin.command(name, guild_command)
    if checked:
        _admitted(command, person)
    given = _options(command, sub, options, checked)
    data: dict[str, Any] = {"id": command["id"], "name": name, "type": 1}
    if guild_command:
        data["guild_id"] = str(GUILD_ID)
    data["options"] = [{"name": sub, "type": 1, "options": given}] if sub else given
    people = [v for v in options.values() if isinstance(v, Person)]
    if people:  # a user option: Discord sends its id and the user (and member) it names
        data["resolved"] = {
            "users": {str(p.id): p.member()["user"] for p in people},
            "members": {str(p.id): {k: v for k, v in p.member().items() if k != "user"}
                        for p in people}}
    payload["data"] = data
    return payload


def autocomplete(standin: StandIn, person: Person, channel: dict[str, Any], name: str,
                 sub: str, option: str, typed: str, guild_locale: str | None = "en-US",
                 **filled: str | int | bool) -> dict[str, Any]:
    """``person`` typing ``typed`` into ``option`` of ``/name sub`` (the other options
    ``filled``): Discord asks the bot what to suggest."""
    payload = _base(standin, 4, person, channel, guild_locale, ALL_PERMISSIONS)
    command = standin.command(name)
    given = _options(command, sub, filled, checked=True)
    given.append({"name": option, "type": 3, "value": typed, "focused": True})
    payload["data"] = {"id": command["id"], "name": name, "type": 1,
                       "guild_id": str(GUILD_ID),
                       "options": [{"name": sub, "type": 1, "options": given}]}
    return payload


def _admitted(command: dict[str, Any], person: Person) -> None:
    """Discord shows a command only to members with its default permissions."""
    needed = int(command.get("default_member_permissions") or 0)
    if needed & ~person.permissions:
        raise AssertionError(f"Discord does not offer /{command['name']} to {person.name}")


def _options(command: dict[str, Any], sub: str | None, values: dict[str, Any],
             checked: bool) -> list[dict[str, Any]]:
    """The options as an interaction carries them, each held to the synced command's limits
    as Discord's client holds it (``checked``)."""
    spec = command
    if sub is not None:
        spec = next(o for o in command["options"] if o["name"] == sub)
    known = {o["name"]: o for o in spec.get("options", [])}
    given = []
    for key, value in values.items():
        if isinstance(value, Person):
            given.append({"name": key, "type": 6, "value": str(value.id)})
            continue
        if checked:
            _within(known[key], value)
        given.append({"name": key, "type": OPTION_TYPES[type(value)], "value": value})
    return given


def _within(option: dict[str, Any], value: Any) -> None:
    kind = OPTION_TYPES[type(value)]
    problems = []
    if option["type"] != kind:
        problems.append(f"type {kind}, not {option['type']}")
    if isinstance(value, str) and not (
            option.get("min_length", 0) <= len(value) <= option.get("max_length", 6000)):
        problems.append(f"length {len(value)}")
    if isinstance(value, int) and not isinstance(value, bool) and not (
            option.get("min_value", -2**53) <= value <= option.get("max_value", 2**53)):
        problems.append(f"value {value}")
    if option.get("choices") and value not in [c["value"] for c in option["choices"]]:
        problems.append(f"{value!r} is no choice")
    if problems:
        raise AssertionError(f"Discord refuses option {option['name']}: {problems}")


def _checked_choices(data: dict[str, Any]) -> list[dict[str, Any]]:
    """Autocomplete choices as Discord takes them (tests/bot/discord_limits.py)."""
    refusal = choices_refusal(data)
    if refusal is not None:
        raise Refused(refusal)
    choices: list[dict[str, Any]] = data["choices"]
    return choices


def press(standin: StandIn, person: Person, message: Message, custom_id: str,
          channel: dict[str, Any], guild_locale: str | None = "en-US",
          age: float = 0.0) -> dict[str, Any]:
    """``person`` presses the button ``custom_id`` of ``message``, ``age`` seconds ago."""
    payload = _base(standin, 3, person, channel, guild_locale, ALL_PERMISSIONS, age)
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
