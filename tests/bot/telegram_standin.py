"""A stand-in for the Telegram Bot API on loopback HTTP, for the real python-telegram-bot
``Application`` pointed at it with ``base_url``.

It answers the methods the adapter uses as Telegram does (results, 400 "message is not
modified", 429 with ``retry_after``), records every call, keeps the messages the bot sent and
edited (their text and buttons, as a user's app would show them), serves the updates a test
feeds through ``getUpdates`` long polling, and can be told to fail the next calls of a method.

Every request is first held to the Bot API spec (tests/specs/telegram/api.json, through
telegram_spec): a method the spec lacks, a field a method or object lacks, a missing field, a
wrong type, a value, length, range or list size the documentation line refuses is answered as
Telegram answers it (404 "Not Found", 400 "Bad Request: ..." in its words, ``TELEGRAM_WORDS``)
and recorded in ``spec_problems``, as is every answer and update of the stand-in's that is not
the spec's shape; tests/conftest.py fails the test at its teardown (tests/bot/spec_referee.py).
Limits the spec's text does not encode are written by hand below (``HAND_LIMITS``).

As strict as Telegram where a kinder stand-in would hide a defect:
- a callback query must be answered once, within ``QUERY_TIMEOUT`` seconds of the press by
  the stand-in's ``clock`` (which only tests move, or the bot's own sleeps when it shares it);
  later, or again: 400 "query is too old and response timeout expired or query ID is invalid";
- privacy mode: while the bot's ``can_read_all_group_messages`` is false, a group delivers only
  commands (not those addressed to another bot), replies to the bot's messages, mentions of
  the bot and service messages; ``feed`` says whether the update was delivered at all;
- a getUpdates still waiting when another arrives (a second bot on the same token) is ended
  with 409 Conflict, "terminated by other getUpdates request";
- a group can become a supergroup (``migrate``): the two service messages, and every call to
  the old chat id answered with 400 "group chat was upgraded to a supergroup chat" and
  ``parameters.migrate_to_chat_id``;
- a bot cannot start a private conversation: sending to a user who never wrote to it is 403;
- a text is at most 4096 characters, a button's data at most 64 bytes;
- photos come as Telegram takes them: a multipart upload (``sendPhoto``'s ``photo`` part, or
  an ``InputMediaPhoto`` whose ``media`` is ``attach://<part>`` naming a part of the same
  request, as ``editMessageMedia`` wants), a real image (decoded: PNG or JPEG, width and
  height adding up to at most 10000, a ratio of at most 20, at most 10 MB), its caption at
  most 1024 characters; a photo message has a caption and no text, so ``editMessageText`` on
  it is refused, and ``editMessageMedia`` turns a text message into a photo in place.
- documents likewise (``sendDocument``): a multipart file part with its file name, non-empty,
  at most 50 MB (or the file_id of one sent before), its caption at most 1024 characters;

``getUpdates`` keeps Telegram's contract: an update is served again and again until a call
with an ``offset`` past its id confirms it; from then on Telegram forgets it (``confirmed``
counts them), so a bot that confirmed an update and died before applying it has lost it.

Webhooks as the Bot API server delivers them (tdlib/telegram-bot-api, WebhookActor):
``setWebhook`` takes only an https URL on port 80, 88, 443 or 8443 and a secret of 1–256 of
A–Z a–z 0–9 _ -; while a webhook is set, ``getUpdates`` is refused with 409 Conflict. Each
update is POSTed as JSON with ``X-Telegram-Bot-Api-Secret-Token``; an update is confirmed (and
forgotten) only by a 2xx answer. A chat's updates go one at a time, the next only after the
previous was confirmed; different chats' in parallel, up to ``max_connections``. A non-2xx
answer or a broken connection sends the same update again later, with a doubling delay (scaled
down from Telegram's 1 s … 60 s so tests run quickly), its chat's later updates waiting behind
it: never dropped, never reordered. The URL is public https, which a test cannot serve: the
test gives the local addresses of the workers behind it (``deliver_to``), and the stand-in
spreads its requests over them as a load balancer does (round-robin or random, per request),
so two consecutive updates of one chat can reach two different processes. A share of the
workers' answers can be lost on the way back (``lose_answers``): Telegram then sends the update
again, maybe to another worker, which must not apply it twice.
A minimal HTTP/1.1 server over asyncio streams: python-telegram-bot posts forms, keeps
connections alive, and never sends chunked bodies.
"""

from __future__ import annotations

import asyncio
import contextlib
import email.parser
import email.policy
import io
import itertools
import json
import random
import re
import time
from collections import Counter, defaultdict
from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qsl, urlsplit

import httpx
from PIL import Image

from tests.bot import telegram_spec
from tests.bot.telegram_html import html_problem
from tests.bot.telegram_rates import Rates

TOKEN = "123456789:AAtest-standin-token-000000000000000"
USERNAME = "SoloistTestBot"
QUERY_TIMEOUT = 10.0
"""Seconds within which Telegram takes the answer to a callback query."""
TOO_OLD = "Bad Request: query is too old and response timeout expired or query ID is invalid"
UPGRADED = "Bad Request: group chat was upgraded to a supergroup chat"
BOT = {"id": 123456789, "is_bot": True, "first_name": "Soloist", "username": USERNAME,
       "can_join_groups": True, "can_read_all_group_messages": False,
       "supports_inline_queries": False}
JSON_FIELDS = {"reply_markup", "commands", "allowed_updates", "reply_parameters", "scope",
               "link_preview_options", "media", "caption_entities"}
CAPTION_LIMIT = 1024
ENTITY_TYPES = frozenset({
    "mention", "hashtag", "cashtag", "bot_command", "url", "email", "phone_number", "bold",
    "italic", "underline", "strikethrough", "spoiler", "blockquote", "expandable_blockquote",
    "code", "pre", "text_link", "text_mention", "custom_emoji"})
"""MessageEntity's types (core.telegram.org/bots/api#messageentity)."""
CALLBACK_TEXT = 200
"""answerCallbackQuery: the notification's text, 0–200 characters."""
MAX_COMMANDS = 100
COMMAND_NAME = re.compile(r"[a-z0-9_]{1,32}")
COMMAND_DESCRIPTION = 256
LANGUAGE_CODE = re.compile(r"[a-z]{2}")
PARSE_MODES = frozenset({"html", "markdown", "markdownv2"})
BUTTON_ACTIONS = ("callback_data", "url", "web_app", "login_url", "switch_inline_query",
                  "switch_inline_query_current_chat", "switch_inline_query_chosen_chat",
                  "copy_text", "callback_game", "pay")
"""An inline keyboard button needs exactly one of these (a bare text button is refused)."""
PHOTO_BYTES = 10 * 1024 * 1024
"""Telegram's limits on an uploaded photo: 10 MB, width + height ≤ 10000, ratio ≤ 20."""
DOCUMENT_BYTES = 50 * 1024 * 1024
"""Telegram's limit on a document a bot uploads."""
INT_FIELDS = {"chat_id", "message_id", "message_thread_id", "offset", "limit", "timeout",
              "user_id", "max_connections"}
WEBHOOK_ACTIVE = ("Conflict: can't use getUpdates method while webhook is active; use "
                  "deleteWebhook to delete the webhook first")
TERMINATED = ("Conflict: terminated by other getUpdates request; make sure that only one bot "
              "instance is running")
WEBHOOK_PORTS = (80, 88, 443, 8443)
SECRET = re.compile(r"[A-Za-z0-9_-]{1,256}")
MAX_CONNECTIONS = 40
"""setWebhook's default number of simultaneous requests (1–100)."""
RETRY_DELAY = 0.02
MAX_RETRY_DELAY = 0.5
"""The first wait before an update is sent again after a failure, doubled at each failure up to
the second: Telegram's 1 s and 60 s, scaled down."""
WEBHOOK_TIMEOUT = 60.0
"""How long a webhook request may take before it counts as failed."""
API = "https://core.telegram.org/bots/api"
HAND_LIMITS: tuple[tuple[str, str, str], ...] = (
    ("sendMessage / editMessageText: text not empty once trimmed", "message text is empty",
     f"{API}#sendmessage"),
    ("text at most 4096 characters counting HTML tags (stricter than Telegram, which counts "
     "after parsing)", "message is too long", f"{API}#sendmessage"),
    ("parse_mode one of HTML, Markdown, MarkdownV2", "unsupported parse_mode",
     f"{API}#formatting-options"),
    ("HTML parse mode: only Telegram's tags and entities, well nested",
     "can't parse entities: ...", f"{API}#html-style"),
    ("an inline keyboard button has exactly one action (a bare text button is refused)",
     "can't parse inline keyboard button: Text buttons are unallowed in the inline keyboard",
     f"{API}#inlinekeyboardbutton"),
    ("BotCommand.command: only a-z, 0-9 and _", "BOT_COMMAND_INVALID", f"{API}#botcommand"),
    ("BotCommand.description not empty once trimmed", "command description must be non-empty",
     f"{API}#botcommand"),
    ("setMyCommands.language_code: a two-letter ISO 639-1 code",
     "invalid language code specified", f"{API}#setmycommands"),
    ("setWebhook.url: HTTPS, on port 80, 88, 443 or 8443", "bad webhook: ...",
     f"{API}#setwebhook"),
    ("setWebhook.secret_token: only A-Z, a-z, 0-9, _ and -",
     "secret token contains unallowed characters", f"{API}#setwebhook"),
    ("a photo: at most 10 MB, width + height at most 10000, ratio at most 20",
     "PHOTO_INVALID_DIMENSIONS / file is too big", f"{API}#sendphoto"),
    ("a document a bot uploads: at most 50 MB, not empty",
     "file is too big / file must be non-empty", f"{API}#sending-files"),
    ("a callback query is answered once, within 10 s", TOO_OLD.removeprefix("Bad Request: "),
     f"{API}#answercallbackquery"),
)
"""The documented limits the spec's text does not encode (or not as a rule the spec checker
can read), enforced by hand below: (the rule, Telegram's answer after "Bad Request: ", where
it is documented); the same table is in tests/specs/telegram/README.md. Every limit the
spec's text does encode (lengths, values, ranges, list sizes) is telegram_spec's, read from
the spec itself."""
TELEGRAM_WORDS: dict[tuple[str, str, str], str] = {
    ("", "text", "missing"): "message text is empty",
    ("", "text", "too short"): "message text is empty",
    ("", "text", "too long"): "message is too long",
    ("answerCallbackQuery", "text", "too long"): "MESSAGE_TOO_LONG",
    ("", "caption", "too long"): "message caption is too long",
    ("", "callback_data", "too long"): "BUTTON_DATA_INVALID",
    ("", "callback_data", "too short"): "BUTTON_DATA_INVALID",
    ("BotCommand", "command", "too long"): "BOT_COMMAND_INVALID",
    ("BotCommand", "command", "too short"): "BOT_COMMAND_INVALID",
    ("BotCommand", "description", "too long"): "BOT_COMMAND_DESCRIPTION_INVALID",
    ("BotCommand", "description", "too short"): "command description must be non-empty",
    ("setMyCommands", "commands", "count"): "BOT_COMMANDS_TOO_MUCH",
    ("setWebhook", "secret_token", "too long"): "secret token is too long",
    ("", "chat_id", "missing"): "chat_id is empty",
    ("sendPhoto", "photo", "missing"): "there is no photo in the request",
    ("sendDocument", "document", "missing"): "there is no document in the request",
    ("InputMediaPhoto", "media", "no part"): "can't parse InputMedia: media not found",
}
"""Telegram's own words for a refusal the spec checker finds, where known (the Bot API
server's texts, tdlib/telegram-bot-api Client.cpp, and the errors bots report); the rest are
worded after the server's generic ones (telegram_description)."""


@dataclass(frozen=True)
class Upload:
    """A file part of a multipart request."""

    filename: str
    content_type: str
    data: bytes


@dataclass
class Call:
    method: str
    params: dict[str, Any]
    status: int = 200


DROP_BEFORE = 0
"""A Failure status: the connection breaks before Telegram reads the call (nothing done)."""
DROP_AFTER = -1
"""A Failure status: Telegram carries the call out, then the connection breaks before the
answer (a timeout after the call: the bot cannot know it was done)."""


class Dropped(Exception):
    """The connection is to break without an answer."""


class Clock:
    """Time as the bot and the stand-in see it in a test: it moves when the test says
    (``advance``) or when the bot sleeps, a sleep being time passing (it returns at once, the
    clock moved on to its end unless past it already) — except a sleep of a length the test
    holds (``hold``), which waits for the test to release it first."""

    def __init__(self) -> None:
        self.time = 1_000.0
        self._holds: dict[float, Hold] = {}

    def now(self) -> float:
        return self.time

    def advance(self, seconds: float) -> None:
        self.time += seconds

    async def sleep(self, seconds: float) -> None:
        until = self.time + max(seconds, 0.0)
        hold = self._holds.get(seconds)
        if hold is not None:
            hold.reached.set()
            await hold.released.wait()
        # Sleepers at once wake at their own ends: two chats waiting a second each take a
        # second together, not two.
        self.time = max(self.time, until)
        await asyncio.sleep(0)

    def hold(self, seconds: float) -> Hold:
        """Every sleep of exactly ``seconds`` waits until the hold is released."""
        self._holds[seconds] = Hold()
        return self._holds[seconds]


class WallClock(Clock):
    """Real time moved on by ``advance``: for a stand-in serving a bot in another process, whose
    own clock is real (Telegram's sending limits are then kept in real time on both sides)."""

    def __init__(self) -> None:
        super().__init__()
        self.time = 0.0

    def now(self) -> float:
        return time.monotonic() + self.time

    async def sleep(self, seconds: float) -> None:
        await asyncio.sleep(max(seconds, 0.0))


@dataclass
class Hold:
    reached: asyncio.Event = field(default_factory=asyncio.Event)
    """A sleep of the held length has begun."""
    released: asyncio.Event = field(default_factory=asyncio.Event)


@dataclass
class Failure:
    status: int
    retry_after: int | None = None
    chat_id: int | None = None
    """Only a call for this chat fails (None: the next call, whatever its chat)."""


@dataclass
class Pending:
    """An update Telegram holds until a getUpdates offset (or a webhook's 2xx) confirms it."""

    update: dict[str, Any]
    queue: Hashable = None
    """Which of the webhook's queues it waits in: its chat's (one update at a time)."""
    served: bool = False
    sending: bool = False
    """A webhook request with it is under way."""
    retry_at: float = 0.0
    """After a failed webhook request: not sent again before this (the event loop's time)."""
    delay: float = RETRY_DELAY

    @property
    def update_id(self) -> int:
        return int(self.update["update_id"])


NOT_BY_DEFAULT = ("chat_member", "message_reaction", "message_reaction_count")
"""Update types Telegram sends only when allowed_updates names them."""


@dataclass(frozen=True)
class Webhook:
    url: str
    secret_token: str | None
    max_connections: int = MAX_CONNECTIONS
    allowed_updates: tuple[str, ...] | None = None
    """None: every type but ``NOT_BY_DEFAULT``."""

    def sends(self, update: dict[str, Any]) -> bool:
        kinds = set(update) - {"update_id"}
        if self.allowed_updates is None:
            return not kinds & set(NOT_BY_DEFAULT)
        return bool(kinds & set(self.allowed_updates))


@dataclass(frozen=True)
class Post:
    """One webhook request: the update, the worker it went to, the answer (0: none, the
    connection failed)."""

    update_id: int
    target: str
    status: int
    lost: bool = False
    """The worker's answer never reached Telegram (``lose_answers``): sent again."""

    @property
    def ok(self) -> bool:
        """The worker took the update in (answered 2xx)."""
        return 200 <= self.status < 300

    @property
    def confirmed(self) -> bool:
        return self.ok and not self.lost


def queue_of(update: dict[str, Any]) -> Hashable:
    """The chat whose queue an update waits in (None: a queue of its own)."""
    for kind in ("message", "edited_message", "my_chat_member", "chat_member"):
        if kind in update:
            return int(update[kind]["chat"]["id"])
    query = update.get("callback_query")
    if query is not None:
        message = query.get("message")
        return int(message["chat"]["id"]) if message else int(query["from"]["id"])
    return None


@dataclass
class StandIn:
    clock: Clock = field(default_factory=Clock)
    bot: dict[str, Any] = field(default_factory=lambda: dict(BOT))
    """getMe's answer; ``can_read_all_group_messages`` false is privacy mode."""
    calls: list[Call] = field(default_factory=list)
    messages: dict[tuple[int, int], dict[str, Any]] = field(default_factory=dict)
    """(chat id, message id) → the message as it now is (sent by the bot or by users)."""
    chats: dict[int, dict[str, Any]] = field(default_factory=dict)
    processed: Counter[int] = field(default_factory=Counter)
    confirmed: Counter[int] = field(default_factory=Counter)
    """update id → how many times a getUpdates offset confirmed it (Telegram forgot it)."""
    queries: dict[str, float] = field(default_factory=dict)
    """Callback queries not answered yet: id → when pressed (the clock's time)."""
    migrated: dict[int, int] = field(default_factory=dict)
    """Old group chat id → its supergroup's id."""
    members: dict[tuple[int, int], str] = field(default_factory=dict)
    """(chat id, user id) → status (creator, administrator, member, left, kicked)."""
    command_lists: dict[tuple[str, str], list[Any]] = field(default_factory=dict)
    """(scope as JSON, language) → the commands setMyCommands set there."""
    gone: dict[int, str] = field(default_factory=dict)
    """Chats the bot is no longer in: chat id → its status there (left; kicked: banned from a
    group, or blocked by the user of a private chat). Telegram refuses every call there."""
    closed_topics: set[tuple[int, int]] = field(default_factory=set)
    rates: Rates | None = field(default_factory=Rates)
    """Telegram's sending limits, on the stand-in's clock (tests/bot/telegram_rates.py); None
    only for a bench that measures something else."""
    """(chat id, topic) of a forum's closed topics: nobody but admins may post there."""
    photos: dict[str, bytes] = field(default_factory=dict)
    """file_id → the photo's bytes as uploaded (what a user's app shows)."""
    documents: dict[str, Upload] = field(default_factory=dict)
    """file_id → a document as uploaded (its name, type and bytes)."""
    _pending: list[Pending] = field(default_factory=list)
    """Updates not confirmed yet, in the order fed."""
    _failures: defaultdict[str, list[Failure]] = field(
        default_factory=lambda: defaultdict(list))
    _ids: itertools.count[int] = field(default_factory=lambda: itertools.count(1000))
    _update_ids: itertools.count[int] = field(default_factory=lambda: itertools.count(1))
    _changed: asyncio.Condition = field(default_factory=asyncio.Condition)
    _polls: int = 0
    """getUpdates calls so far: a newer one ends an older one still waiting, as on Telegram."""
    _server: asyncio.Server | None = None
    _connections: set[asyncio.Task[None]] = field(default_factory=set)
    port: int = 0
    webhook: Webhook | None = None
    """Set by setWebhook: updates are POSTed to it instead of served by getUpdates."""
    targets: list[str] = field(default_factory=list)
    """Where the webhook's requests really go: the workers behind its public URL."""
    balance: str = "round-robin"
    lose_answers: float = 0.0
    """The share of the workers' 2xx answers that never reach Telegram (the connection broke
    on the way back): the update is sent again later, to whichever worker, as Telegram does."""
    posts: list[Post] = field(default_factory=list)
    """Every webhook request, in the order answered."""
    _rng: random.Random = field(default_factory=lambda: random.Random(0))
    _turns: itertools.count[int] = field(default_factory=itertools.count)
    _stalls: dict[str, Hold] = field(default_factory=dict)
    _delivery: asyncio.Task[None] | None = None
    _posting: set[asyncio.Task[None]] = field(default_factory=set)
    spec_problems: list[str] = field(default_factory=list)
    """What the Bot API spec refuses in a request the stand-in received (answered with 400 as
    Telegram answers), in an answer it gave or an update it served (a stand-in's bug): each
    fails the test at its teardown (tests/bot/spec_referee.py)."""

    def __post_init__(self) -> None:
        CREATED.append(self)

    def take_spec_problems(self) -> list[str]:
        """The spec problems so far, forgotten: for a test that sends a refused request on
        purpose and checks it was refused."""
        taken, self.spec_problems[:] = list(self.spec_problems), []
        return taken

    # -- the server ----------------------------------------------------------------------------

    async def start(self) -> str:
        self._server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        self.port = self._server.sockets[0].getsockname()[1]
        return self.base_url

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/bot"

    async def close(self) -> None:
        if self._server is not None:
            self._server.close()
        for task in [self._delivery, *self._posting]:
            if task is not None:
                task.cancel()
                with contextlib.suppress(BaseException):
                    await task
        for task in list(self._connections):
            task.cancel()
        for task in list(self._connections):
            with contextlib.suppress(BaseException):
                await task
        if self._server is not None:
            await self._server.wait_closed()

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        assert task is not None
        self._connections.add(task)
        try:
            while True:
                head = await reader.readuntil(b"\r\n\r\n")
                lines = head.decode("latin-1").split("\r\n")
                _verb, path, _version = lines[0].split(" ", 2)
                headers = {k.strip().casefold(): v.strip()
                           for k, _, v in (line.partition(":") for line in lines[1:] if line)}
                body = await reader.readexactly(int(headers.get("content-length", "0")))
                try:
                    status, payload = await self._dispatch(path, headers, body)
                except Dropped:
                    return
                except (KeyError, TypeError, ValueError, AttributeError) as shape:
                    # A request of a shape Telegram does not know is its 400, never a crash.
                    status, payload = 400, {
                        "ok": False, "error_code": 400,
                        "description": f"Bad Request: invalid parameters ({shape!r})"}
                data = json.dumps(payload).encode() if isinstance(payload, dict) else payload
                kind = "application/json" if isinstance(payload, dict) else "text/html"
                writer.write(f"HTTP/1.1 {status} X\r\nContent-Type: {kind}\r\n"
                             f"Content-Length: {len(data)}\r\n\r\n".encode() + data)
                await writer.drain()
        except (asyncio.IncompleteReadError, ConnectionError, asyncio.CancelledError):
            pass
        finally:
            self._connections.discard(task)
            writer.close()

    async def _dispatch(self, path: str, headers: dict[str, str],
                        body: bytes) -> tuple[int, dict[str, Any] | bytes]:
        prefix = f"/bot{TOKEN}/"
        if not path.startswith(prefix):
            return 404, {"ok": False, "error_code": 404, "description": "Not Found"}
        method = path[len(prefix):]
        raw, params = _form(headers, body)
        refused = self._refuse(method, raw)
        if refused is not None:
            self.calls.append(Call(method, params, refused[0]))
            async with self._changed:
                self._changed.notify_all()
            return refused
        stalled = self._stalls.pop(method, None)
        if stalled is not None:
            stalled.reached.set()
            await stalled.released.wait()
        failures = self._failures.get(method, [])
        failure = next((f for f in failures
                        if f.chat_id is None or f.chat_id == params.get("chat_id")), None)
        if failure is not None:
            failures.remove(failure)
            if failure.status == DROP_AFTER:
                await self._carry_out(method, params)
            self.calls.append(Call(method, params, failure.status))
            async with self._changed:
                self._changed.notify_all()
            if failure.status in (DROP_BEFORE, DROP_AFTER):
                raise Dropped
            if failure.status == 429:
                return 429, {"ok": False, "error_code": 429,
                             "description": f"Too Many Requests: retry after "
                                            f"{failure.retry_after}",
                             "parameters": {"retry_after": failure.retry_after}}
            return failure.status, b"<html><body><h1>502 Bad Gateway</h1></body></html>"
        moved = self.migrated.get(params.get("chat_id", 0))
        if moved is not None:
            self.calls.append(Call(method, params, 400))
            return 400, {"ok": False, "error_code": 400, "description": UPGRADED,
                         "parameters": {"migrate_to_chat_id": moved}}
        return await self._carry_out(method, params)

    def _refuse(self, method: str, raw: dict[str, Any]) -> tuple[int, dict[str, Any]] | None:
        """A request the Bot API spec refuses: recorded, and answered as Telegram answers it
        (404 for a method it does not have, else 400 with its words for the first problem)."""
        values = {k: v for k, v in raw.items() if not isinstance(v, Upload)}
        files = [k for k, v in raw.items() if isinstance(v, Upload)]
        problems = telegram_spec.request_refusals(method, values, files)
        if not problems:
            return None
        self.spec_problems.extend(f"request {p}" for p in problems)
        if problems[0].kind == "method":
            return 404, {"ok": False, "error_code": 404, "description": "Not Found"}
        return 400, {"ok": False, "error_code": 400,
                     "description": telegram_description(problems[0])}

    def _check_answer(self, method: str, result: Any) -> None:
        self.spec_problems.extend(
            f"answer {p}" for p in telegram_spec.answer_problems(method, result))

    async def _carry_out(self, method: str, params: dict[str, Any]) -> tuple[
            int, dict[str, Any] | bytes]:
        call = Call(method, params)
        self.calls.append(call)
        handler = getattr(self, f"_{method}", None)
        if handler is None:
            call.status = 404
            return 404, {"ok": False, "error_code": 404, "description": "Not Found: method"}
        try:
            result = await handler(params)
        except ApiError as exc:
            call.status = exc.status
            refusal = {"ok": False, "error_code": exc.status, "description": exc.description}
            if exc.parameters:
                refusal["parameters"] = exc.parameters
            return exc.status, refusal
        except (KeyError, TypeError, ValueError, AttributeError) as shape:
            # Parameters of a shape Telegram does not know are its 400, never a crash.
            call.status = 400
            return 400, {"ok": False, "error_code": 400,
                         "description": f"Bad Request: invalid parameters ({shape!r})"}
        finally:
            async with self._changed:
                self._changed.notify_all()
        self._check_answer(method, result)
        return 200, {"ok": True, "result": result}

    # -- the methods ---------------------------------------------------------------------------

    async def _getMe(self, params: dict[str, Any]) -> Any:
        return self.bot

    async def _deleteWebhook(self, params: dict[str, Any]) -> Any:
        self.webhook = None
        if params.get("drop_pending_updates"):
            self._pending = [e for e in self._pending if e.sending]
        return True

    async def _setWebhook(self, params: dict[str, Any]) -> Any:
        url = params.get("url") or ""
        if not url:  # an empty URL removes the webhook
            return await self._deleteWebhook(params)
        parts = urlsplit(url)
        if parts.scheme != "https":
            raise ApiError("Bad Request: bad webhook: An HTTPS URL must be provided for webhook")
        if (parts.port or 443) not in WEBHOOK_PORTS:
            raise ApiError("Bad Request: bad webhook: Webhook can be set up only on ports 80, "
                           "88, 443 or 8443")
        secret = params.get("secret_token") or None
        if secret is not None and not SECRET.fullmatch(secret):
            raise ApiError("Bad Request: secret token contains unallowed characters")
        connections = min(max(int(params.get("max_connections") or MAX_CONNECTIONS), 1), 100)
        allowed = params.get("allowed_updates")
        self.webhook = Webhook(url, secret, connections,
                               tuple(allowed) if allowed else None)  # [] as not given
        if params.get("drop_pending_updates"):
            self._pending = [e for e in self._pending if e.sending]
        for entry in self._pending:  # served by getUpdates, never confirmed: delivered now
            entry.served = False
        if self._delivery is None:
            self._delivery = asyncio.create_task(self._deliver(), name="webhook delivery")
        return True

    async def _getWebhookInfo(self, params: dict[str, Any]) -> Any:
        hook = self.webhook
        info: dict[str, Any] = {"url": hook.url if hook else "", "has_custom_certificate": False,
                                "pending_update_count": len(self._pending)}
        if hook is not None:
            info["max_connections"] = hook.max_connections
            failed = [p for p in self.posts if not p.ok]
            if failed:
                info["last_error_date"] = int(time.time())
                info["last_error_message"] = (f"Wrong response from the webhook: "
                                              f"{failed[-1].status}" if failed[-1].status
                                              else "Connection refused")
        return info

    async def _setMyCommands(self, params: dict[str, Any]) -> Any:
        """Checked as Telegram checks a command list: at most 100, each name 1–32 of a–z, 0–9
        and _, each description 1–256 characters, a language as two lowercase letters."""
        commands = params.get("commands")
        if not isinstance(commands, list):
            raise ApiError("Bad Request: can't parse commands JSON object")
        if len(commands) > MAX_COMMANDS:
            raise ApiError("Bad Request: BOT_COMMANDS_TOO_MUCH")
        for command in commands:
            if not isinstance(command, dict) or not COMMAND_NAME.fullmatch(
                    str(command.get("command", ""))):
                raise ApiError("Bad Request: BOT_COMMAND_INVALID")
            description = str(command.get("description", "")).strip()
            if not description:
                raise ApiError("Bad Request: command description must be non-empty")
            if len(description) > COMMAND_DESCRIPTION:
                raise ApiError("Bad Request: BOT_COMMAND_DESCRIPTION_INVALID")
        language = params.get("language_code") or ""
        if language and not LANGUAGE_CODE.fullmatch(language):
            raise ApiError("Bad Request: invalid language code specified")
        self.command_lists[(json.dumps(params.get("scope") or {"type": "default"},
                                       sort_keys=True), language)] = commands
        return True

    async def _answerCallbackQuery(self, params: dict[str, Any]) -> Any:
        if len(params.get("text") or "") > CALLBACK_TEXT:
            raise ApiError("Bad Request: MESSAGE_TOO_LONG")
        pressed = self.queries.pop(params["callback_query_id"], None)
        if pressed is None or self.clock.now() - pressed > QUERY_TIMEOUT:
            raise ApiError(TOO_OLD)
        return True

    async def _getChatMember(self, params: dict[str, Any]) -> Any:
        chat, user = params["chat_id"], int(params["user_id"])
        if chat > 0:
            status = "member" if chat == user else "left"
        else:
            status = self.members.get((chat, user), "member")
        return chat_member(status, {"id": user, "is_bot": False, "first_name": "X"})

    async def _getUpdates(self, params: dict[str, Any]) -> Any:
        if self.webhook is not None:
            raise ApiError(WEBHOOK_ACTIVE, 409)
        deadline = time.monotonic() + float(params.get("timeout", 0))
        offset = int(params.get("offset") or 0)
        limit = int(params.get("limit") or 100)
        async with self._changed:
            self._polls += 1
            mine = self._polls
            if offset:
                # Every update served below the offset is confirmed: Telegram forgets it.
                for entry in self._pending:
                    if entry.served and entry.update_id < offset:
                        self.confirmed[entry.update_id] += 1
                self._pending = [e for e in self._pending
                                 if not (e.served and e.update_id < offset)]
            self._changed.notify_all()
            while not self._pending:
                left = deadline - time.monotonic()
                if self._polls != mine:  # two pollers (two bots on one token): one loses
                    raise ApiError(TERMINATED, 409)
                if left <= 0 or self.webhook is not None:
                    return []
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._changed.wait(), left)
            served = self._pending[:limit]
            for entry in served:
                entry.served = True
            return [entry.update for entry in served]

    def _chat(self, params: dict[str, Any]) -> int:
        """The chat a message goes to, refused as Telegram refuses an unknown one, one the bot
        was removed from or blocked in, and a closed topic of a forum."""
        chat_id = self._chat_id(params)
        if chat_id not in self.chats:
            if chat_id > 0:
                raise ApiError("Forbidden: bot can't initiate conversation with a user", 403)
            raise ApiError("Bad Request: chat not found")
        self._present(chat_id)
        thread = params.get("message_thread_id")
        if thread is not None and (chat_id, thread) in self.closed_topics:
            raise ApiError("Bad Request: TOPIC_CLOSED")
        self._check_where(chat_id, params)
        return chat_id

    def _chat_id(self, params: dict[str, Any]) -> int:
        """The chat a call names: by id, or a public chat by its "@username"."""
        given = params.get("chat_id")
        if given is None or given == "":
            raise ApiError("Bad Request: chat_id is empty")
        if isinstance(given, str) and given.lstrip("-").isdigit():
            return int(given)
        if isinstance(given, str):
            found = next((c for c in self.chats.values()
                          if given == "@" + str(c.get("username", ""))), None)
            if found is None:
                raise ApiError("Bad Request: chat not found")
            params["chat_id"] = found["id"]
            return int(found["id"])
        if not isinstance(given, int) or isinstance(given, bool):
            raise ApiError("Bad Request: chat not found")
        return given

    def _present(self, chat_id: int) -> None:
        """Refused as Telegram refuses a call to a chat the bot is not in (its own wording,
        collected from the errors bots report)."""
        status = self.gone.get(chat_id)
        if status is None:
            return
        kind = self.chats.get(chat_id, {}).get("type", "group")
        if kind == "private":
            raise ApiError("Forbidden: bot was blocked by the user", 403)
        if status == "kicked":
            raise ApiError(f"Forbidden: bot was kicked from the {kind} chat", 403)
        raise ApiError(f"Forbidden: bot is not a member of the {kind} chat", 403)

    def _post(self, chat_id: int, params: dict[str, Any], content: dict[str, Any]) -> Any:
        """A new message of the bot's with ``content`` (its text, photo or document) and what
        every send method takes besides: a caption, buttons, a topic, the message replied to;
        refused with 429 past Telegram's sending limits."""
        self._paced(chat_id)
        message = {"message_id": next(self._ids), "from": BOT, "date": int(time.time()),
                   "chat": self.chats[chat_id], **content}
        if params.get("caption"):
            message["caption"] = params["caption"]
            if params.get("caption_entities"):
                message["caption_entities"] = params["caption_entities"]
        if "reply_markup" in params:
            message["reply_markup"] = params["reply_markup"]
        if "message_thread_id" in params:
            message["message_thread_id"] = params["message_thread_id"]
            message["is_topic_message"] = True
        replying = params.get("reply_parameters") or {}
        replied = replying.get("message_id")
        if replied is not None and (chat_id, replied) in self.messages:
            # One level deep, as Telegram sends it: the replied message without its own reply.
            quoted = dict(self.messages[(chat_id, replied)])
            quoted.pop("reply_to_message", None)
            message["reply_to_message"] = quoted
        self.messages[(chat_id, message["message_id"])] = message
        return message

    def _paced(self, chat_id: int) -> None:
        if self.rates is None:
            return
        group = self.chats[chat_id].get("type") != "private"
        wait = self.rates.wait(chat_id, group, self.clock.now())
        if wait is not None:
            raise ApiError(f"Too Many Requests: retry after {wait}", 429,
                           {"retry_after": wait})
        self.rates.sent(chat_id, group, self.clock.now())

    def _check_where(self, chat_id: int, params: dict[str, Any]) -> None:
        """A topic only in a forum, and a reply only to a message there (unless the bot says
        to send without it), as Telegram checks before sending."""
        if "message_thread_id" in params and not self.chats[chat_id].get("is_forum"):
            raise ApiError("Bad Request: message thread not found")
        replying = params.get("reply_parameters") or {}
        replied = replying.get("message_id")
        if (replied is not None and (chat_id, replied) not in self.messages
                and not replying.get("allow_sending_without_reply")):
            raise ApiError("Bad Request: message to be replied not found")

    async def _sendMessage(self, params: dict[str, Any]) -> Any:
        chat_id = self._chat(params)
        _check_text(params)
        return self._post(chat_id, params, {"text": params["text"]})

    async def _sendPhoto(self, params: dict[str, Any]) -> Any:
        chat_id = self._chat(params)
        photo = self._photo(params.get("photo"), params)
        _check_caption(params)
        return self._post(chat_id, params, {"photo": photo})

    async def _sendDocument(self, params: dict[str, Any]) -> Any:
        """A file as Telegram takes one: a multipart upload (the ``document`` part, with its
        file name; non-empty, at most 50 MB) or the file_id of one sent before."""
        chat_id = self._chat(params)
        given = params.get("document")
        if isinstance(given, str) and given in self.documents:
            upload = self.documents[given]
        elif isinstance(given, Upload):
            upload = given
        elif given is None:
            raise ApiError("Bad Request: there is no document in the request")
        else:
            raise ApiError("Bad Request: wrong remote file identifier specified: "
                           "Wrong padding length")
        if not upload.data:
            raise ApiError("Bad Request: file must be non-empty")
        if len(upload.data) > DOCUMENT_BYTES:
            raise ApiError("Bad Request: file is too big")
        _check_caption(params)
        file_id = f"document-{next(self._ids)}"
        self.documents[file_id] = upload
        return self._post(chat_id, params, {"document": {
            "file_id": file_id, "file_unique_id": file_id, "file_name": upload.filename,
            "mime_type": upload.content_type, "file_size": len(upload.data)}})

    async def _editMessageMedia(self, params: dict[str, Any]) -> Any:
        message = self._own(params)
        media = params.get("media")
        if not isinstance(media, dict) or media.get("type") != "photo":
            raise ApiError("Bad Request: can't parse InputMedia: media type is not specified")
        photo = self._photo(media.get("media"), params, attached=True)
        _check_caption(media)
        # A text message becomes a photo message: its text goes, the caption is the new one.
        message.pop("text", None)
        message.pop("caption", None)
        message["photo"] = photo
        message.pop("caption_entities", None)
        if media.get("caption"):
            message["caption"] = media["caption"]
            if media.get("caption_entities"):
                message["caption_entities"] = media["caption_entities"]
        _set_markup(message, params.get("reply_markup"))
        return message

    def _photo(self, given: Any, params: dict[str, Any],
               attached: bool = False) -> list[dict[str, Any]]:
        """The PhotoSize list of an uploaded photo, checked as Telegram checks it; a file_id
        of a photo sent before is taken again."""
        if isinstance(given, str) and given in self.photos:
            data = self.photos[given]
        elif attached and isinstance(given, str) and given.startswith("attach://"):
            upload = params.get(given.removeprefix("attach://"))
            if not isinstance(upload, Upload):
                raise ApiError("Bad Request: can't parse InputMedia: media not found")
            data = upload.data
        elif not attached and isinstance(given, Upload):
            data = given.data
        else:
            raise ApiError("Bad Request: wrong remote file identifier specified: "
                           "Wrong padding length")
        if len(data) > PHOTO_BYTES:
            raise ApiError("Bad Request: file is too big")
        try:
            with Image.open(io.BytesIO(data)) as image:
                image.load()
                width, height = image.size
                kind = image.format
        except Exception as exc:
            raise ApiError("Bad Request: IMAGE_PROCESS_FAILED") from exc
        if kind not in ("PNG", "JPEG") or width + height > 10_000 or (
                max(width, height) > 20 * min(width, height)):
            raise ApiError("Bad Request: PHOTO_INVALID_DIMENSIONS")
        file_id = f"photo-{next(self._ids)}"
        self.photos[file_id] = data
        return [{"file_id": file_id, "file_unique_id": file_id, "width": width,
                 "height": height, "file_size": len(data)}]

    async def _editMessageText(self, params: dict[str, Any]) -> Any:
        message = self._own(params)
        if "text" not in message:
            raise ApiError("Bad Request: there is no text in the message to edit")
        _check_text(params)
        markup = params.get("reply_markup")
        # Telegram trims the text, and a keyboard of no rows is no keyboard.
        if message["text"] == params["text"].strip() and _keyboard(
                message.get("reply_markup")) == _keyboard(markup):
            raise ApiError("Bad Request: message is not modified: specified new message content "
                           "and reply markup are exactly the same as a current content and "
                           "reply markup of the message")
        message["text"] = params["text"].strip()
        message["edit_date"] = int(time.time())
        _set_markup(message, markup)
        return message

    async def _editMessageReplyMarkup(self, params: dict[str, Any]) -> Any:
        message = self._own(params)
        markup = params.get("reply_markup")
        if message.get("reply_markup") == markup:
            raise ApiError("Bad Request: message is not modified")
        _set_markup(message, markup)
        return message

    def _own(self, params: dict[str, Any]) -> dict[str, Any]:
        self._present(params["chat_id"])
        message = self.messages.get((params["chat_id"], params["message_id"]))
        if message is None:
            raise ApiError("Bad Request: message to edit not found")
        if message["from"]["id"] != BOT["id"]:
            raise ApiError("Bad Request: message can't be edited")
        return message

    # -- webhook delivery ----------------------------------------------------------------------

    async def _deliver(self) -> None:
        """While a webhook is set and has workers, send each chat's first update not confirmed
        (one request per chat at a time, at most ``max_connections`` at once)."""
        async with httpx.AsyncClient(timeout=WEBHOOK_TIMEOUT) as client:
            while True:
                async with self._changed:
                    ready = await self._ready()
                for entry in ready:
                    entry.sending = True
                    task = asyncio.create_task(self._send_update(client, entry))
                    self._posting.add(task)
                    task.add_done_callback(self._posting.discard)

    async def _ready(self) -> list[Pending]:
        """Wait (holding ``_changed``) until some update may be sent: each queue's first, unless
        it is being sent or waits to be retried."""
        loop = asyncio.get_running_loop()
        while True:
            hook, now = self.webhook, loop.time()
            wake: float | None = None
            if hook is not None and self.targets:
                room = hook.max_connections - self.in_flight
                heads: dict[Hashable, Pending] = {}
                for entry in self._pending:
                    key = entry.queue if entry.queue is not None else ("alone", entry.update_id)
                    heads.setdefault(key, entry)
                ready = []
                for entry in heads.values():
                    if entry.sending:
                        continue
                    if entry.retry_at > now:
                        wake = entry.retry_at if wake is None else min(wake, entry.retry_at)
                    elif len(ready) < room:
                        ready.append(entry)
                if ready:
                    return ready
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._changed.wait(),
                                       None if wake is None else wake - now)

    def _target(self) -> str:
        if self.balance == "random":
            return self._rng.choice(self.targets)
        return self.targets[next(self._turns) % len(self.targets)]

    async def _send_update(self, client: httpx.AsyncClient, entry: Pending) -> None:
        hook = self.webhook
        assert hook is not None
        target = self._target()
        self.spec_problems.extend(
            f"webhook {p}" for p in telegram_spec.update_problems(entry.update))
        parts = urlsplit(hook.url)
        path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
        headers = {"Content-Type": "application/json"}
        if hook.secret_token is not None:
            headers["X-Telegram-Bot-Api-Secret-Token"] = hook.secret_token
        try:
            answer = await client.post(target.rstrip("/") + path, headers=headers,
                                       content=json.dumps(entry.update).encode())
            status = answer.status_code
        except httpx.HTTPError:
            status = 0  # refused, reset, timed out: no answer
        async with self._changed:
            lost = 200 <= status < 300 and self._rng.random() < self.lose_answers
            post = Post(entry.update_id, target, status, lost)
            self.posts.append(post)
            entry.sending = False
            if post.confirmed:
                self._pending = [e for e in self._pending if e is not entry]
                self.confirmed[entry.update_id] += 1
            else:
                entry.retry_at = asyncio.get_running_loop().time() + entry.delay
                entry.delay = min(entry.delay * 2, MAX_RETRY_DELAY)
            self._changed.notify_all()

    async def deliver_to(self, targets: list[str], balance: str = "round-robin",
                         seed: int = 0) -> None:
        """The workers behind the webhook's URL (``http://host:port``; the URL's path is
        kept), taken in turn or at random for each request."""
        assert balance in ("round-robin", "random")
        self.targets = list(targets)
        self.balance = balance
        self._rng = random.Random(seed)
        async with self._changed:
            self._changed.notify_all()

    @property
    def in_flight(self) -> int:
        """Webhook requests under way."""
        return sum(e.sending for e in self._pending)

    async def wait_posts(self, count: int, timeout: float = 60.0) -> None:
        """Until the webhook has had ``count`` answers (or failures) in all."""
        async with self._changed:
            await asyncio.wait_for(self._changed.wait_for(lambda: len(self.posts) >= count),
                                   timeout)

    async def wait_delivered(self, update_ids: list[int], timeout: float = 60.0) -> None:
        """Until a webhook worker confirmed each of ``update_ids``."""
        async with self._changed:
            await asyncio.wait_for(self._changed.wait_for(
                lambda: all(self.confirmed[u] for u in update_ids)), timeout)

    # -- what tests use ------------------------------------------------------------------------

    def stall(self, method: str) -> Hold:
        """The next call of ``method`` waits, before it is carried out, until the hold is
        released (``reached``: it has arrived)."""
        self._stalls[method] = Hold()
        return self._stalls[method]

    def fail(self, method: str, *failures: Failure) -> None:
        """The next calls of ``method`` fail like this, one failure per call."""
        self._failures[method].extend(failures)

    def next_update_id(self) -> int:
        return next(self._update_ids)

    async def feed(self, update: dict[str, Any]) -> bool:
        """Deliver ``update`` with the next getUpdates (or to the webhook); False when
        Telegram would not deliver it at all (a group's chatter in privacy mode; a type the
        webhook's allowed_updates leaves out). Fed again after it was confirmed, it is
        delivered again, as Telegram does when a confirmation was lost."""
        if self.webhook is not None and not self.webhook.sends(update):
            return False
        message = update.get("message")
        if message is not None:
            self.chats[message["chat"]["id"]] = message["chat"]
            self.messages[(message["chat"]["id"], message["message_id"])] = message
            if not self._visible(message):
                return False
        query = update.get("callback_query")
        if query is not None:
            self.queries[query["id"]] = self.clock.now()
        async with self._changed:
            self._pending.append(Pending(update, queue_of(update)))
            self._changed.notify_all()
        return True

    def _visible(self, message: dict[str, Any]) -> bool:
        """Whether a bot in privacy mode sees ``message``."""
        if message["chat"]["type"] == "private" or self.bot["can_read_all_group_messages"]:
            return True
        text = message.get("text")
        if text is None:
            return True  # a service message (migration, members) or media: delivered
        head = text.split()[0] if text.split() else ""
        if head.startswith("/"):
            _, _, addressee = head.partition("@")
            return not addressee or addressee.casefold() == USERNAME.casefold()
        replied = message.get("reply_to_message") or {}
        return (replied.get("from") or {}).get("id") == BOT["id"] or (
            f"@{USERNAME}".casefold() in text.casefold())

    async def migrate(self, old: int, new: int, by: dict[str, Any],
                      announce: bool = True) -> list[dict[str, Any]]:
        """The group ``old`` becomes the supergroup ``new``: from now on calls to ``old`` are
        refused with ``migrate_to_chat_id``; with ``announce``, the two service messages
        Telegram sends (in the old chat, then in the new) are fed, and returned."""
        self.migrated[old] = new
        title = self.chats.get(old, {}).get("title", "Group")
        self.chats[new] = {"id": new, "type": "supergroup", "title": title}
        return await self.announce_migration(old, new, by) if announce else []

    async def announce_migration(self, old: int, new: int,
                                 by: dict[str, Any]) -> list[dict[str, Any]]:
        fed = []
        for chat, field_name, value in ((old, "migrate_to_chat_id", new),
                                        (new, "migrate_from_chat_id", old)):
            fed.append({"update_id": self.next_update_id(), "message": {
                "message_id": self.new_user_message_id(), "from": by, "date": int(time.time()),
                "chat": self.chats.get(chat, {"id": chat, "type": "group", "title": "Group"}),
                field_name: value}})
            await self.feed(fed[-1])
        return fed

    def removed(self, chat: dict[str, Any], by: dict[str, Any], status: str = "left") -> dict[
            str, Any]:
        """The update Telegram sends when the bot is removed from ``chat`` (``kicked``: banned;
        in a private chat, the user blocked it); from then on Telegram refuses the bot's calls
        there."""
        self.gone[chat["id"]] = status
        bot = {k: BOT[k] for k in ("id", "is_bot", "first_name", "username")}
        return {"update_id": self.next_update_id(), "my_chat_member": {
            "chat": chat, "from": by, "date": int(time.time()),
            "old_chat_member": chat_member("member", bot),
            "new_chat_member": chat_member(status, bot)}}

    async def mark_processed(self, update_id: int) -> None:
        async with self._changed:
            self.processed[update_id] += 1
            self._changed.notify_all()

    async def wait_processed(self, update_id: int, times: int = 1,
                             timeout: float = 20.0) -> None:
        async with self._changed:
            await asyncio.wait_for(
                self._changed.wait_for(lambda: self.processed[update_id] >= times), timeout)

    async def wait_for(self, method: str, count: int = 1, timeout: float = 20.0,
                       ok: bool = True) -> None:
        """Until ``method`` was called ``count`` times (answered or not, with ``ok=False``)."""
        async with self._changed:
            await asyncio.wait_for(self._changed.wait_for(
                lambda: len(self.calls_of(method, ok)) >= count), timeout)

    async def answer_to(self, update: dict[str, Any], timeout: float = 20.0) -> Call:
        """Until the bot answered the press ``update`` (well or too late): that call."""
        query = update["callback_query"]["id"]

        def found() -> Call | None:
            return next((c for c in self.calls if c.method == "answerCallbackQuery"
                         and c.params.get("callback_query_id") == query), None)

        async with self._changed:
            await asyncio.wait_for(self._changed.wait_for(lambda: found() is not None), timeout)
        answer = found()
        assert answer is not None
        return answer

    async def wait_for_calls(self, count: int, timeout: float = 20.0) -> None:
        """Until the bot has made ``count`` calls in all, of any method."""
        async with self._changed:
            await asyncio.wait_for(self._changed.wait_for(lambda: len(self.calls) >= count),
                                   timeout)

    def latest(self, chat_id: int) -> dict[str, Any] | None:
        """The bot's newest message in a chat, if any."""
        sent = self.chat_messages(chat_id)
        return sent[-1] if sent else None

    def calls_of(self, method: str, ok: bool = True) -> list[Call]:
        return [c for c in self.calls if c.method == method and (c.status == 200 or not ok)]

    def new_user_message_id(self) -> int:
        return next(self._ids)

    def chat_messages(self, chat_id: int, thread: int | None = None) -> list[dict[str, Any]]:
        """The bot's messages in a chat (and topic), oldest first, as they now are."""
        return [m for (c, _), m in sorted(self.messages.items())
                if c == chat_id and m["from"]["id"] == BOT["id"]
                and m.get("message_thread_id") == thread]

    def with_buttons(self, chat_id: int, thread: int | None = None) -> list[dict[str, Any]]:
        return [m for m in self.chat_messages(chat_id, thread) if m.get("reply_markup")]


CREATED: list[StandIn] = []
"""Every stand-in made since the last test began: its teardown checks their ``spec_problems``
(tests/bot/spec_referee.py)."""


def telegram_description(problem: telegram_spec.Problem) -> str:
    """A refusal of the spec checker in Telegram's words: its own where known
    (``TELEGRAM_WORDS``), else worded after the Bot API server's generic errors."""
    for owner in (problem.owner, ""):
        known = TELEGRAM_WORDS.get((owner, problem.name, problem.kind))
        if known is not None:
            return f"Bad Request: {known}"
    wanted = problem.rule.rpartition(", the spec says ")[2]
    if problem.top:
        generic = {"missing": f"{problem.name} is empty",
                   "unknown": f"parameter \"{problem.name}\" is unknown",
                   "type": f"field \"{problem.name}\" must be of type {wanted}",
                   "no part": f"there is no {problem.name} in the request"}
        said = generic.get(problem.kind, f"{problem.name}: {problem.rule}")
    else:
        # The server names the object it could not read: "can't parse BotCommandScope: ...".
        inner = {"missing": f"Can't find field \"{problem.name}\"",
                 "unknown": f"Field \"{problem.name}\" is unknown",
                 "type": f"Field \"{problem.name}\" must be of type {wanted}",
                 "no part": f"{problem.name} not found"}
        said = f"can't parse {problem.owner}: " + inner.get(
            problem.kind, f"{problem.name}: {problem.rule}")
    return f"Bad Request: {said}"


class ApiError(Exception):
    def __init__(self, description: str, status: int = 400,
                 parameters: dict[str, Any] | None = None) -> None:
        super().__init__(description)
        self.description = description
        self.status = status
        self.parameters = parameters


MEMBER_GRANTS = {"administrator": {"can_manage_chat": True}, "restricted": {"is_member": True}}
"""What a member of these statuses has besides the fields the spec requires (all false, 0)."""


def chat_member(status: str, user: dict[str, Any]) -> dict[str, Any]:
    """A ChatMember as Telegram sends it, with every field the spec requires of its status
    (the ChatMember subtype whose ``status`` it is): rights false, times 0 (forever)."""
    member: dict[str, Any] = {"status": status, "user": user, **MEMBER_GRANTS.get(status, {})}
    types = telegram_spec.spec().types
    kind = next(types[name] for name in types["ChatMember"].subtypes
                if types[name].tag == ("status", status))
    for rule in kind.fields.values():
        if rule.required and rule.name not in member:
            member[rule.name] = 0 if "Integer" in rule.types else False
    return member


def _check_text(params: dict[str, Any]) -> None:
    """A message's text as Telegram checks it: not empty once trimmed, in a parse mode it
    knows, its HTML well formed; then what every message's content must be."""
    text = params.get("text")
    if not isinstance(text, str) or not text.strip():
        raise ApiError("Bad Request: message text is empty")
    _check_entities(text, params.get("parse_mode"))
    _check_content(params)


def _check_entities(text: str, parse_mode: Any) -> None:
    if parse_mode in (None, ""):
        return
    if not isinstance(parse_mode, str) or parse_mode.casefold() not in PARSE_MODES:
        raise ApiError("Bad Request: unsupported parse_mode")
    if parse_mode.casefold() == "html":
        problem = html_problem(text)
        if problem is not None:
            raise ApiError(f"Bad Request: can't parse entities: {problem}")


def _check_given_entities(text: str, entities: Any) -> None:
    """Entities sent beside a text (``caption_entities``): each of a type Telegram knows,
    within the text, counted in UTF-16 code units as Telegram counts them."""
    if entities is None:
        return
    units = len(text.encode("utf-16-le")) // 2
    for entity in entities if isinstance(entities, list) else [None]:
        if not isinstance(entity, dict) or entity.get("type") not in ENTITY_TYPES:
            raise ApiError("Bad Request: can't parse entities: unsupported entity type")
        offset, length = entity.get("offset"), entity.get("length")
        if (not isinstance(offset, int) or not isinstance(length, int) or offset < 0
                or length <= 0 or offset + length > units):
            raise ApiError("Bad Request: can't parse entities: entity beyond the end of text")


def _keyboard(markup: Any) -> list[Any]:
    return list((markup or {}).get("inline_keyboard") or [])


def _check_content(params: dict[str, Any]) -> None:
    if len(params["text"]) > 4096:
        raise ApiError("Bad Request: message is too long")
    markup = params.get("reply_markup") or {}
    for row in markup.get("inline_keyboard", []):
        for button in row:
            if not any(button.get(action) for action in BUTTON_ACTIONS):
                if button.get("callback_data") == "":
                    raise ApiError("Bad Request: BUTTON_DATA_INVALID")
                raise ApiError("Bad Request: can't parse inline keyboard button: Text buttons "
                               "are unallowed in the inline keyboard")
            if len(button.get("callback_data", "").encode()) > 64:
                raise ApiError("Bad Request: BUTTON_DATA_INVALID")


def _check_caption(params: dict[str, Any]) -> None:
    if len(params.get("caption") or "") > CAPTION_LIMIT:
        raise ApiError("Bad Request: message caption is too long")
    _check_given_entities(params.get("caption") or "", params.get("caption_entities"))
    _check_content({**params, "text": ""})


def _set_markup(message: dict[str, Any], markup: Any) -> None:
    if markup and markup.get("inline_keyboard"):
        message["reply_markup"] = markup
    else:
        message.pop("reply_markup", None)


def _form(headers: dict[str, str], body: bytes) -> tuple[dict[str, Any], dict[str, Any]]:
    """A request's values as they came (a form's as strings, a file as ``Upload``: what the
    spec checker reads) and as the methods below take them (numbers, booleans and JSON read)."""
    if not body:
        return {}, {}
    kind = headers.get("content-type", "")
    if kind.startswith("application/json"):
        loaded = json.loads(body)
        if not isinstance(loaded, dict):
            raise ValueError("a JSON body that is not an object")
        return loaded, loaded
    if kind.startswith("multipart/form-data"):
        raw = _multipart(kind, body)
    else:
        raw = dict(parse_qsl(body.decode(), keep_blank_values=True))
    fields = [(k, v) for k, v in raw.items() if isinstance(v, str)]
    files = {k: v for k, v in raw.items() if isinstance(v, Upload)}
    return raw, {**_fields(fields), **files}


def _multipart(kind: str, body: bytes) -> dict[str, Any]:
    """A multipart/form-data body: its fields as strings, its files as ``Upload``."""
    parsed = email.parser.BytesParser(policy=email.policy.HTTP).parsebytes(
        f"Content-Type: {kind}\r\n\r\n".encode() + body)
    if not parsed.is_multipart():
        raise ApiError("Bad Request: can't parse multipart/form-data")
    fields: list[tuple[str, str]] = []
    files: dict[str, Any] = {}
    for part in parsed.iter_parts():
        name = part.get_param("name", header="content-disposition")
        data = part.get_payload(decode=True) or b""
        if not isinstance(name, str):
            raise ApiError("Bad Request: can't parse multipart/form-data")
        filename = part.get_filename()
        if filename is not None:
            files[name] = Upload(filename, part.get_content_type(), data)
        else:
            fields.append((name, data.decode()))
    return {**dict(fields), **files}


def _fields(pairs: list[tuple[str, str]]) -> dict[str, Any]:
    params: dict[str, Any] = {}
    for key, value in pairs:
        if key in JSON_FIELDS:
            params[key] = json.loads(value)
        elif key in INT_FIELDS:
            # "@channelusername" is a chat_id too; anything else Telegram reads as a number.
            params[key] = int(value) if value.lstrip("-").isdigit() else value
        elif value in ("true", "false") and key not in ("text", "data", "caption"):
            params[key] = value == "true"
        else:
            params[key] = value
    return params


# -- updates as Telegram sends them ------------------------------------------------------------


def person(user_id: int, first_name: str, language: str = "en") -> dict[str, Any]:
    return {"id": user_id, "is_bot": False, "first_name": first_name,
            "username": first_name.lower(), "language_code": language}


def group(chat_id: int = -1001234567890, title: str = "Rajas night",
          forum: bool = False, kind: str = "supergroup") -> dict[str, Any]:
    """A supergroup (or a basic ``group``, which can be migrated to a supergroup)."""
    chat: dict[str, Any] = {"id": chat_id, "type": kind, "title": title}
    if forum:
        chat["is_forum"] = True
    return chat


def private(user: dict[str, Any]) -> dict[str, Any]:
    return {"id": user["id"], "type": "private", "first_name": user["first_name"]}


def message_update(standin: StandIn, user: dict[str, Any], chat: dict[str, Any], text: str,
                   reply_to: dict[str, Any] | None = None, thread: int | None = None,
                   update_id: int | None = None) -> dict[str, Any]:
    """A message as Telegram sends it; a leading `/word` (or `/word@bot`) is a bot_command."""
    message: dict[str, Any] = {"message_id": standin.new_user_message_id(), "from": user,
                               "chat": chat, "date": int(time.time()), "text": text}
    if text.startswith("/"):
        message["entities"] = [{"type": "bot_command", "offset": 0,
                                "length": len(text.split()[0])}]
    if reply_to is not None:
        message["reply_to_message"] = reply_to
    if thread is not None:
        message["message_thread_id"] = thread
        message["is_topic_message"] = True
    return {"update_id": update_id if update_id is not None else standin.next_update_id(),
            "message": message}


def press_update(standin: StandIn, user: dict[str, Any], message: dict[str, Any], data: str,
                 update_id: int | None = None) -> dict[str, Any]:
    """A button press on ``message`` (as the user's app shows it)."""
    update_id = update_id if update_id is not None else standin.next_update_id()
    return {"update_id": update_id,
            "callback_query": {"id": f"q{update_id}", "from": user,
                               "message": json.loads(json.dumps(message)),
                               "chat_instance": "42", "data": data}}


def button_data(message: dict[str, Any]) -> list[str]:
    markup = message.get("reply_markup") or {}
    return [b["callback_data"] for row in markup.get("inline_keyboard", []) for b in row
            if "callback_data" in b]


def button_urls(message: dict[str, Any]) -> list[tuple[str, str]]:
    """The message's url buttons, each (label, address)."""
    markup = message.get("reply_markup") or {}
    return [(b["text"], b["url"]) for row in markup.get("inline_keyboard", []) for b in row
            if "url" in b]
