"""The Discord adapter: the real discord.py client against a stand-in of Discord's HTTP API on
loopback, logged in with a fake token, with interactions delivered as the gateway delivers them
(raw INTERACTION_CREATE payloads into the client's connection state). Assertions are on the
requests the client sends back and on what the store holds."""

from __future__ import annotations

import asyncio
import contextlib
import random
import re
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import discord
import pytest
from structlog.testing import capture_logs

from bot.platforms.discord.adapter import SoloistClient, build_client
from bot.platforms.discord.views import EMBED_LIMIT, layout
from bot.service.commands import Command, parse
from bot.service.service import Server, Service, User
from bot.store import GameRecord, Store
from bot.words.buttons import Button
from bot.words.i18n import Catalog
from bot.words.render import split_text
from bot.words.replies import Reply
from engines.core import Prompt
from engines.games import games
from tests.bot.conftest import shared_catalog
from tests.bot.discord_standin import (
    ALL_PERMISSIONS,
    APP_ID,
    GUILD_ID,
    LOADING,
    MANAGE_CHANNELS,
    MEMBER,
    Message,
    Person,
    Request,
    StandIn,
    press,
    slash,
    submit,
    text_channel,
    thread_channel,
    until,
)
from tests.rajas.random_player import answer as random_answer

ALICE = Person(101, "Alice")
BOB = Person(102, "Bob", locale="ja")
TABLE = text_channel(700)
CHANNEL = "discord:700"
SIX_LOCALES = {"es-ES", "es-419", "ja", "ru", "en-US", "en-GB"}
NAME_RULE = re.compile(r"^[-_\w]{1,32}$")


@pytest.fixture
async def standin(monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[StandIn]:
    server = StandIn()
    monkeypatch.setattr(discord.http.Route, "BASE", await server.start())
    yield server
    await server.close()


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "soloist.sqlite3"


@pytest.fixture
async def service(db: Path) -> AsyncIterator[Service]:
    store = await Store.open(db)
    yield Service(store, shared_catalog())
    await store.close()


# Never deferred by the clock in tests (a loaded machine can take seconds over a command);
# the deferral has its own test, with a service that is slow by construction.
NEVER = 3600.0
# A safety limit only: a command handled by the bot on a loaded machine is awaited this long.
PATIENCE = 60.0


async def connect(service: Service, guild_id: int | None = GUILD_ID,
                  defer_after: float = NEVER) -> SoloistClient:
    bot = build_client(service, service.catalog, guild_id=guild_id, defer_after=defer_after)
    await bot.login("fake-token")  # GET /users/@me, the application, then the command sync
    return bot


@pytest.fixture
async def client(standin: StandIn, service: Service) -> AsyncIterator[SoloistClient]:
    bot = await connect(service)
    yield bot
    await bot.close()


async def deliver(bot: SoloistClient, standin: StandIn, payload: dict[str, Any]) -> list[Request]:
    """Hand the interaction to the client as its gateway would; the requests it made."""
    start = len(standin.requests)
    bot._connection.parse_interaction_create(payload)  # type: ignore[arg-type]
    iid = int(payload["id"])
    await until(lambda: standin.answered(iid) and bot.bridge.busy == 0, PATIENCE)
    return standin.since(start)


def callback(requests: list[Request]) -> dict[str, Any]:
    """The body of the (successful) interaction response among ``requests``."""
    found = [r for r in requests if r.path.endswith("/callback") and r.status == 200]
    assert len(found) == 1, requests
    body: dict[str, Any] = found[0].body
    return body


def ephemeral_text(requests: list[Request]) -> str:
    """The answer only the user sees: the response itself, or a follow-up of a press (a
    press is acknowledged at once, its answer follows)."""
    body = callback(requests)
    if body["type"] == 6:
        [body] = [{"data": r.body} for r in requests
                  if r.method == "POST" and r.path.startswith("/webhooks/") and r.status == 200]
    else:
        assert body["type"] == 4, body
    data = body["data"]
    assert data["flags"] & 64, body
    return "\n".join([data.get("content") or "",
                      *(e["description"] for e in data.get("embeds") or [])]).strip()


def pressed_edit(requests: list[Request]) -> dict[str, Any]:
    """What a press did to its message: acknowledged at once (type 6), then the message
    edited through the interaction's webhook."""
    assert callback(requests)["type"] == 6
    [edit] = [r for r in requests if r.method == "PATCH" and r.status == 200
              and r.path.endswith("/messages/@original")]
    body: dict[str, Any] = edit.body
    return body


async def live_message(service: Service, standin: StandIn, channel: str = CHANNEL) -> Message:
    live = await service.store.live_message(channel, "discord")
    assert live is not None
    return standin.messages[int(live.ref)]


async def game_and_prompt(service: Service, channel: str = CHANNEL
                          ) -> tuple[GameRecord | None, Prompt | None, Any]:
    record = await service.store.live_game(channel)
    if record is None:
        return None, None, None
    game = games()[record.game]
    state = game.loads(record.state)
    return record, game.prompt(state), state


def answer_id(prompt: Prompt, value: Any) -> str:
    """What a button for ``value`` carries: an option by its number, yes/no as y/n."""
    if isinstance(value, bool):
        return "y" if value else "n"
    if prompt.kind == "choice":
        return str([o.id for o in prompt.options].index(value) + 1)
    return str(value)


# -- the command payload ------------------------------------------------------------------------


async def test_commands_are_synced_to_the_test_server_translated_in_six_locales(
        client: SoloistClient, standin: StandIn) -> None:
    synced = [r for r in standin.requests if r.method == "PUT"]
    assert [r.path for r in synced] == [f"/applications/{APP_ID}/guilds/{GUILD_ID}/commands"]
    commands = {c["name"]: c for c in synced[0].body}
    assert set(commands) == {*games(), "lang", "settings", "server", "record", "help", "forget"}
    rajas = commands["rajas"]
    subs = {s["name"]: s for s in rajas["options"]}
    assert {"new", "turn", "status", "undo", "log", "board", "end", "taken", "answer"} <= set(subs)

    def check(entry: dict[str, Any], name: bool = True) -> None:
        if name:
            assert set(entry["name_localizations"]) == SIX_LOCALES, entry["name"]
            assert all(NAME_RULE.match(n) and n == n.lower()
                       for n in entry["name_localizations"].values()), entry
        if "description_localizations" in entry:
            assert set(entry["description_localizations"]) == SIX_LOCALES, entry["name"]
            assert all(0 < len(d) <= 100 for d in entry["description_localizations"].values())

    check(rajas, name=False)  # the game's name stays the game's name
    for sub in rajas["options"]:
        check(sub)
        for option in sub["options"]:
            check(option)
            for choice in option.get("choices", []):
                assert set(choice["name_localizations"]) == SIX_LOCALES
    for name in ("lang", "help"):
        check(commands[name])
    assert subs["turn"]["name_localizations"] == {
        "es-ES": "turno", "es-419": "turno", "ja": "手番", "ru": "ход", "en-US": "turn",
        "en-GB": "turn"}
    new = {o["name"]: o for o in subs["new"]["options"]}
    assert new["variant"]["name_localizations"]["ru"] == "вариант"
    assert new["variant"]["description_localizations"]["es-419"].startswith("Los jugadores")
    assert [c["value"] for c in new["variant"]["choices"]] == ["beck", "cherey"]
    assert new["dummies"]["type"] == 4
    assert (new["dummies"]["min_value"], new["dummies"]["max_value"]) == (1, 3)
    assert new["navaratna"]["type"] == 5  # a flag is a yes/no option
    assert subs["taken"]["options"][0]["required"] is True
    assert commands["help"]["description_localizations"]["ja"] == (
        "Soloistでできることとコマンド一覧")


async def test_without_a_test_server_the_commands_are_synced_globally(
        standin: StandIn, service: Service) -> None:
    bot = await connect(service, guild_id=None)
    await bot.close()
    assert [r.path for r in standin.requests if r.method == "PUT"] == [
        f"/applications/{APP_ID}/commands"]


# -- a whole game -------------------------------------------------------------------------------


async def test_a_whole_game_by_slash_commands_and_buttons_with_a_spectator(
        client: SoloistClient, standin: StandIn, service: Service) -> None:
    rng = random.Random(3)
    got = await deliver(client, standin, slash(
        standin, ALICE, TABLE, "rajas", "new", variant="cherey", dice="player", seed=5))
    first = callback(got)
    assert first["type"] == 4 and not first["data"].get("flags")
    assert "New game of Rajas of the Ganges for Alice" in first["data"]["embeds"][0]["description"]
    turns: dict[int, int] = {}  # turn → its message
    pressed = modals = typed = spectated = 0
    for step in range(3000):
        record, prompt, state = await game_and_prompt(service)
        if record is None:
            break
        message = await live_message(service, standin)
        live = await service.store.live_message(CHANNEL, "discord")
        assert live is not None
        assert turns.setdefault(live.turn, message.id) == message.id, "one message per turn"
        if step % 25 == 7:
            # A spectator watches: the status is shown to them alone, their press changes
            # nothing.
            spectated += 1
            shown = callback(await deliver(client, standin, slash(
                standin, BOB, TABLE, "rajas", "status")))
            assert shown["type"] == 4 and shown["data"]["flags"] & 64
            answers = [c for c in message.custom_ids() if not c.startswith("r:")]
            if answers:  # a rule's button answers anyone: the answers' buttons are the player's
                got = await deliver(client, standin, press(
                    standin, BOB, message, answers[0], TABLE))
                assert "Alice" in ephemeral_text(got)
                after = await service.store.live_game(CHANNEL)
                assert after is not None and after.version == record.version
        if prompt is None:
            got = await deliver(client, standin, slash(standin, ALICE, TABLE, "rajas", "turn"))
            assert callback(got)["type"] == 4
            continue
        value = answer_id(prompt, random_answer(prompt, rng, state.table.round))
        wanted = f"a:{record.id}:{record.version}:{value}"
        typing = f"t:{record.id}:{record.version}"
        if wanted in message.custom_ids():
            pressed += 1
            got = await deliver(client, standin, press(standin, ALICE, message, wanted, TABLE))
            assert pressed_edit(got)["embeds"], "the turn's message is edited in place"
        elif typing in message.custom_ids() and step % 2:
            modals += 1
            got = await deliver(client, standin, press(standin, ALICE, message, typing, TABLE))
            modal = callback(got)
            assert modal["type"] == 9 and modal["data"]["custom_id"] == typing
            got = await deliver(client, standin, submit(
                standin, ALICE, message, typing, value, TABLE))
            assert pressed_edit(got)["embeds"]
        else:
            typed += 1
            got = await deliver(client, standin, slash(
                standin, ALICE, TABLE, "rajas", "answer", text=value))
            # The turn's message is edited; the command is answered with a pointer to it.
            assert any(r.method == "PATCH" and r.path == f"/channels/700/messages/{message.id}"
                       for r in got)
            assert "updated" in ephemeral_text(got)
        after = await service.store.live_game(CHANNEL)
        assert after is None or after.version == record.version + 1, ephemeral_text(got)
    else:
        raise AssertionError("the game did not end")
    final = await live_message(service, standin)
    assert "This game of Rajas of the Ganges is over" in final.text
    # No question left to answer: only the buttons of the rules its lines cite.
    assert final.custom_ids() and all(c.startswith("r:rajas:") for c in final.custom_ids())
    assert pressed > 10 and modals and typed and spectated
    assert len(turns) > 5
    for m in standin.messages.values():
        assert all(len(e.get("description", "")) <= EMBED_LIMIT for e in m.embeds)
    # The whole log, after the game: one message for Bob alone, turned by its buttons.
    got = await deliver(client, standin, slash(standin, BOB, TABLE, "rajas", "log"))
    assert [r.method for r in got] == ["POST"]
    shown = callback(got)["data"]
    assert shown["flags"] & 64 and "The whole trail" in shown["embeds"][0]["description"]
    assert len(shown["embeds"][0]["description"]) <= EMBED_LIMIT
    labels = [c["label"] for c in shown["components"][0]["components"]]
    assert labels[:2] == ["⏮", "◀"] and labels[2].startswith("1 / ")


async def test_games_in_two_threads_of_one_channel_run_side_by_side(
        client: SoloistClient, standin: StandIn, service: Service) -> None:
    one, two = thread_channel(801, 700), thread_channel(802, 700)
    await deliver(client, standin, slash(standin, ALICE, one, "rajas", "new", seed=1))
    await deliver(client, standin, slash(standin, BOB, two, "rajas", "new", variant="beck",
                                         seed=2, guild_locale="ja"))
    first = await service.store.live_game("discord:801")
    second = await service.store.live_game("discord:802")
    assert first is not None and first.owner_name == "Alice" and first.variant == "cherey"
    assert second is not None and second.owner_name == "Bob" and second.variant == "beck"
    assert await service.store.live_game(CHANNEL) is None
    # Until /lang, a channel speaks the language of whoever started its game.
    message = await live_message(service, standin, "discord:802")
    assert "新しいゲーム" in message.text


# -- presses that change nothing ----------------------------------------------------------------


async def test_stale_and_foreign_presses_are_refused_privately_and_change_nothing(
        client: SoloistClient, standin: StandIn, service: Service) -> None:
    await deliver(client, standin, slash(standin, ALICE, TABLE, "rajas", "new",
                                         variant="cherey", dice="player", seed=5))
    message = await live_message(service, standin)
    old = message.payload()
    record = await service.store.live_game(CHANNEL)
    assert record is not None and record.version == 1
    face = f"a:{record.id}:1:2"
    assert face in message.custom_ids()
    got = await deliver(client, standin, press(standin, ALICE, message, face, TABLE))
    assert pressed_edit(got)["embeds"]
    moved = await service.store.live_game(CHANNEL)
    assert moved is not None and moved.version == 2

    # The same button again, from a copy of the message as it was: stale.
    stale = Message(message.id, 700, old["embeds"], old["components"])
    got = await deliver(client, standin, press(standin, ALICE, stale, face, TABLE))
    assert "moved on" in ephemeral_text(got)
    # A button of another game (an earlier one in this channel, say): stale too.
    other = f"a:{record.id + 1}:2:1"
    got = await deliver(client, standin, press(standin, ALICE, Message(
        message.id, 700, [], [{"type": 1, "components": [
            {"type": 2, "style": 2, "label": "1", "custom_id": other}]}]), other, TABLE))
    assert "moved on" in ephemeral_text(got)

    await deliver(client, standin, slash(standin, ALICE, TABLE, "rajas", "turn"))
    message = await live_message(service, standin)
    record = await service.store.live_game(CHANNEL)
    assert record is not None and record.version == 3
    # Someone else's press: only the player plays (ephemeral, in the channel's language).
    got = await deliver(client, standin, press(standin, BOB, message,
                                               message.custom_ids()[0], TABLE))
    assert ephemeral_text(got) == "Only Alice plays this game; you are welcome to watch."
    assert not [r for r in got if r.method == "PATCH"]
    after = await service.store.live_game(CHANNEL)
    assert after == record
    # A press whose id is not ours is left alone.
    start = len(standin.requests)
    with capture_logs() as logs:
        client._connection.parse_interaction_create(press(  # type: ignore[arg-type]
            standin, ALICE, message, "someone-else:1", TABLE))
        await until(lambda: any(e["event"] == "foreign component" for e in logs), PATIENCE)
    assert standin.since(start) == []
    assert await service.store.live_game(CHANNEL) == record


async def test_a_spectator_cannot_open_the_typed_answer(
        client: SoloistClient, standin: StandIn, service: Service) -> None:
    await deliver(client, standin, slash(standin, ALICE, TABLE, "rajas", "new",
                                         variant="cherey", dice="player", seed=5))
    record = await service.store.live_game(CHANNEL)
    assert record is not None
    # /rajas board river-length 12 … the engine then asks what it lacks, typed.
    reply = await service.handle(CHANNEL, User("discord:101", "Alice"), parse("2"))
    assert reply.changed
    record = await service.store.live_game(CHANNEL)
    assert record is not None
    typing = f"t:{record.id}:{record.version}"
    message = Message(standin.next_id(), 700, [], [{"type": 1, "components": [
        {"type": 2, "style": 1, "label": "✏️", "custom_id": typing}]}])
    standin.messages[message.id] = message
    got = await deliver(client, standin, press(standin, BOB, message, typing, TABLE))
    assert "Only Alice plays" in ephemeral_text(got)
    got = await deliver(client, standin, press(standin, ALICE, message, typing, TABLE))
    assert callback(got)["type"] == 9
    # A modal submitted for a step that has moved on is stale.
    got = await deliver(client, standin, submit(standin, ALICE, message,
                                                f"t:{record.id}:1", "4", TABLE))
    assert "moved on" in ephemeral_text(got)


# -- a restart ----------------------------------------------------------------------------------


async def test_after_a_restart_mid_turn_the_old_buttons_still_work(
        standin: StandIn, db: Path) -> None:
    store = await Store.open(db)
    service = Service(store, Catalog.load())
    bot = await connect(service)
    await deliver(bot, standin, slash(standin, ALICE, TABLE, "rajas", "new",
                                      variant="cherey", dice="player", seed=5))
    message = await live_message(service, standin)
    record = await service.store.live_game(CHANNEL)
    assert record is not None
    await deliver(bot, standin, press(standin, ALICE, message, f"a:{record.id}:1:2", TABLE))
    await deliver(bot, standin, slash(standin, ALICE, TABLE, "rajas", "turn"))
    message = await live_message(service, standin)
    record = await service.store.live_game(CHANNEL)
    assert record is not None and record.version == 3
    buttons_before = message.custom_ids()
    await bot.close()
    await store.close()

    store = await Store.open(db)
    service = Service(store, Catalog.load())
    bot = await connect(service)
    try:
        got = await deliver(bot, standin, press(standin, ALICE, message, buttons_before[3],
                                                TABLE))
        assert pressed_edit(got)["embeds"]  # the same message, edited
        after = await service.store.live_game(CHANNEL)
        assert after is not None and after.version == 4
        assert (await live_message(service, standin)).id == message.id
        # A press delivered twice (the gateway replays it) is applied once.
        again = press(standin, ALICE, message, buttons_before[3], TABLE)
        again["id"] = got[0].path.split("/")[2]
        start = len(standin.requests)
        with capture_logs() as logs:
            bot._connection.parse_interaction_create(again)  # type: ignore[arg-type]
            await until(lambda: any(e["event"] == "duplicate interaction" for e in logs),
                        PATIENCE)
        await until(lambda: bot.bridge.busy == 0, PATIENCE)
        assert not [r for r in standin.since(start) if r.status == 200]
        assert await service.store.live_game(CHANNEL) == after
    finally:
        await bot.close()
        await store.close()


# -- Discord's limits and refusals --------------------------------------------------------------


async def test_a_rate_limited_answer_is_retried_and_arrives_once(
        client: SoloistClient, standin: StandIn, service: Service) -> None:
    standin.rate_limit("POST", r"/interactions/\d+/[^/]+/callback", retry_after=0.05)
    got = await deliver(client, standin, slash(standin, ALICE, TABLE, "rajas", "new",
                                               variant="cherey", dice="player", seed=5))
    callbacks = [r for r in got if r.path.endswith("/callback")]
    assert [r.status for r in callbacks] == [429, 200]
    assert callbacks[0].body == callbacks[1].body
    assert len([m for m in standin.messages.values() if m.embeds]) == 1
    record = await service.store.live_game(CHANNEL)
    assert record is not None and record.version == 1

    # An edit of the turn's message through the channel (the bot's own HTTP client, which
    # reads the X-RateLimit headers): one 429, then the edit, once.
    message = await live_message(service, standin)
    standin.rate_limit("PATCH", rf"/channels/700/messages/{message.id}", retry_after=0.05)
    got = await deliver(client, standin, slash(standin, ALICE, TABLE, "rajas", "answer",
                                               text="2"))
    edits = [r for r in got if r.method == "PATCH"]
    assert [r.status for r in edits] == [429, 200]
    assert message.edits == 1
    assert "rajas-first-player" not in message.text and "Alice" in message.text


async def test_a_missing_permission_is_named(client: SoloistClient, standin: StandIn,
                                             service: Service) -> None:
    without = ALL_PERMISSIONS & ~discord.Permissions(embed_links=True).value
    with capture_logs() as logs:
        got = await deliver(client, standin, slash(standin, ALICE, TABLE, "rajas", "new",
                                                   permissions=without))
    assert "Embed Links" in ephemeral_text(got)
    assert await service.store.live_game(CHANNEL) is None
    assert any(e["event"] == "missing permissions" and e["missing"] == ["Embed Links"]
               for e in logs)
    # In a thread, it is Send Messages in Threads that counts.
    thread = thread_channel(803, 700)
    without = ALL_PERMISSIONS & ~discord.Permissions(send_messages_in_threads=True).value
    got = await deliver(client, standin, slash(standin, ALICE, thread, "rajas", "status",
                                               permissions=without))
    assert "Send Messages in Threads" in ephemeral_text(got)

    # Discord refusing an edit (permissions changed under the bot): said, and logged.
    await deliver(client, standin, slash(standin, ALICE, TABLE, "rajas", "new",
                                         variant="cherey", dice="player", seed=5))
    message = await live_message(service, standin)
    standin.forbid("PATCH", rf"/channels/700/messages/{message.id}")
    with capture_logs() as logs:
        got = await deliver(client, standin, slash(standin, ALICE, TABLE, "rajas", "answer",
                                                   text="2"))
    followups = [r for r in got if r.method == "POST" and r.path.startswith("/webhooks/")]
    assert followups and "Send Messages" in followups[0].body["content"]
    assert any(e["event"].startswith("forbidden") for e in logs)

    # The channel hidden from the bot since (View Channel taken away): Discord refuses the
    # turn message's edit with 403 Missing Access. The step stays stored; the user is told
    # what the bot needs; it is logged.
    await deliver(client, standin, slash(standin, ALICE, TABLE, "rajas", "turn"))
    before = await service.store.live_game(CHANNEL)
    assert before is not None
    standin.hidden.add(700)
    with capture_logs() as logs:
        got = await deliver(client, standin, slash(standin, ALICE, TABLE, "rajas", "answer",
                                                   text="3"))
    edits = [r for r in got if r.method == "PATCH" and r.path.startswith("/channels/700/")]
    assert [r.status for r in edits] == [403]
    followups = [r for r in got if r.method == "POST" and r.path.startswith("/webhooks/")]
    assert followups and "View Channel" in followups[-1].body["content"]
    assert any(e["event"].startswith("forbidden") and e["code"] == 50001 for e in logs)
    record = await service.store.live_game(CHANNEL)
    assert record is not None and record.version == before.version + 1


async def test_a_user_is_answered_in_their_clients_language_on_any_server(
        client: SoloistClient, standin: StandIn) -> None:
    """Discord says en-US for the server on every server but a Community one: the user's own
    client language counts. A Community server's language stands in for a client language
    Soloist does not speak; /lang, for those who may manage the channel, comes first."""
    eva, pierre = Person(103, "Eva", locale="es-ES"), Person(104, "Pierre", locale="fr")
    # A plain server whose members speak Spanish: Discord still says en-US for it.
    got = await deliver(client, standin, slash(standin, eva, TABLE, "rajas", "new", seed=1,
                                               guild_locale="es-ES"))
    assert "Nueva partida" in callback(got)["data"]["embeds"][0]["description"]
    got = await deliver(client, standin, slash(standin, eva, TABLE, "help"))
    assert "Soloist hace de rival" in callback(got)["data"]["embeds"][0]["description"]
    # A client language Soloist does not speak: the Community server's own, else English.
    got = await deliver(client, standin, slash(standin, pierre, text_channel(701), "rajas",
                                               "new", seed=1, guild_locale="es-ES",
                                               community=True))
    assert "Nueva partida" in callback(got)["data"]["embeds"][0]["description"]
    got = await deliver(client, standin, slash(standin, pierre, text_channel(702), "rajas",
                                               "new", seed=1, guild_locale="es-ES"))
    assert "New game" in callback(got)["data"]["embeds"][0]["description"]

    # /lang is offered to those who may manage the channel, and wins.
    assert int(standin.command("lang")["default_member_permissions"]) == MANAGE_CHANNELS
    with pytest.raises(AssertionError, match="does not offer /lang"):
        slash(standin, Person(105, "Dan", permissions=MEMBER), TABLE, "lang", language="ru")
    await deliver(client, standin, slash(standin, ALICE, TABLE, "lang", language="ru"))
    got = await deliver(client, standin, slash(standin, eva, TABLE, "rajas", "status"))
    assert re.search("[а-я]", callback(got)["data"]["embeds"][0]["description"])


async def test_a_slow_command_is_deferred_then_answered(standin: StandIn,
                                                        service: Service) -> None:
    class Slow(Service):
        async def handle(self, channel: str, user: User, command: Command,  # type: ignore[no-untyped-def, override]
                         server: Server | None = None):
            await asyncio.sleep(0.2)
            return await super().handle(channel, user, command, server)

    slow = Slow(service.store, service.catalog)
    bot = await connect(slow, defer_after=0.01)
    try:
        got = await deliver(bot, standin, slash(standin, ALICE, TABLE, "rajas", "new",
                                                variant="cherey", dice="player", seed=5))
        assert callback(got)["type"] == 5  # "thinking…", within the 3 seconds
        edit = [r for r in got if r.method == "PATCH" and r.path.endswith("/@original")]
        assert edit and "New game" in edit[0].body["embeds"][0]["description"]
        message = await live_message(service, standin)
        assert message.custom_ids() and not message.flags & 128
    finally:
        await bot.close()


# -- pieces --------------------------------------------------------------------------------------


def test_buttons_are_laid_out_as_discord_takes_them() -> None:
    dice = [[Button(str(n), f"a:1:1:{n}") for n in range(1, 7)]]
    assert [len(row) for row in layout(dice)] == [5, 1]
    many = [[Button(str(n), f"a:1:1:{n}")] for n in range(1, 31)]
    packed = layout(many)
    assert len(packed) == 5 and sum(map(len, packed)) == 24  # a place for the typed answer


def test_long_text_is_split_between_lines() -> None:
    text = "\n".join(f"line {n} " + "x" * 90 for n in range(200))
    pieces = split_text(text, EMBED_LIMIT)
    assert len(pieces) > 1 and all(len(p) <= EMBED_LIMIT for p in pieces)
    assert "\n".join(pieces) == text
    assert split_text("y" * 9000, EMBED_LIMIT) == ["y" * 4096, "y" * 4096, "y" * 808]


def test_every_games_commands_are_described_in_every_language() -> None:
    """A registered game gets its slash commands by itself; their descriptions come from
    `cmd-<game>-<verb>[-<param>]` (or `cmd-common-…` for what every game has)."""
    from bot.platforms.discord.commands import ANSWER
    from bot.words.i18n import LANGUAGES

    catalog = Catalog.load()
    missing = []
    for name, game in games().items():
        for verb in (*game.verbs, ANSWER):
            wanted = [(f"cmd-{name}-{verb.name}", f"cmd-common-{verb.name}")]
            wanted += [(f"cmd-{name}-{verb.name}-{p.name}", f"cmd-common-{verb.name}-{p.name}")
                       for p in verb.params]
            wanted += [(f"cmd-name-{verb.name}",), (f"cmd-{name}",)]
            wanted += [(f"cmd-param-{p.name}",) for p in verb.params]
            wanted += [(f"cmd-choice-{p.name}-{choice}",)
                       for p in verb.params for choice in p.choices]
            for keys in wanted:
                for language in LANGUAGES:
                    if not any(catalog.has(language, key) for key in keys):
                        missing.append(f"{language}: {keys[0]}")
    assert not missing, missing


def test_every_translated_name_is_one_discord_takes() -> None:
    """Discord refuses the whole command set if one localized name breaks its rule."""
    import re

    from bot.words.i18n import LANGUAGES

    catalog = Catalog.load()
    name_rule = re.compile(r"^[-_\w]{1,32}$")
    bad = [(language, key, catalog.render(language, key))
           for language in LANGUAGES for key in catalog.keys(language)
           if key.startswith(("cmd-name-", "cmd-param-"))
           and not name_rule.match(catalog.render(language, key))]
    assert not bad, bad


async def test_a_press_on_another_message_edits_the_turns_message(
        client: SoloistClient, standin: StandIn, service: Service) -> None:
    await deliver(client, standin, slash(standin, ALICE, TABLE, "rajas", "new",
                                         variant="cherey", dice="player", seed=5))
    turn_message = await live_message(service, standin)
    # Alice's /rajas status shows the open question with its buttons too.
    got = await deliver(client, standin, slash(standin, ALICE, TABLE, "rajas", "status"))
    assert callback(got)["type"] == 4
    status = max(standin.messages.values(), key=lambda m: m.id)
    def answering(message: Message) -> list[str]:
        return [c for c in message.custom_ids() if not c.startswith("r:")]

    assert answering(status) == answering(turn_message)
    got = await deliver(client, standin, press(standin, ALICE, status,
                                               status.custom_ids()[1], TABLE))
    update = pressed_edit(got)
    assert update["components"] == []  # its buttons go
    assert "embeds" not in update  # and its text stays
    assert [r.path for r in got if r.method == "PATCH"][1:] == [
        f"/channels/700/messages/{turn_message.id}"]
    assert turn_message.edits == 1 and "you start" in turn_message.text


async def test_a_deleted_turn_message_is_posted_anew(
        client: SoloistClient, standin: StandIn, service: Service) -> None:
    await deliver(client, standin, slash(standin, ALICE, TABLE, "rajas", "new",
                                         variant="cherey", dice="player", seed=5))
    gone = await live_message(service, standin)
    del standin.messages[gone.id]
    await deliver(client, standin, slash(standin, ALICE, TABLE, "rajas", "answer", text="2"))
    fresh = await live_message(service, standin)
    assert fresh.id != gone.id and not fresh.ephemeral and "you start" in fresh.text


async def test_splendor_by_slash_commands_the_bots_turn_and_the_players_moves(
        client: SoloistClient, standin: StandIn, service: Service) -> None:
    """Splendor's group is built from its verbs like any game's: a new game dealt by the bot,
    the bot's turn, the player's take as `/splendor take tokens:…`, an impossible buy refused
    with its reason, privately."""
    got = await deliver(client, standin, slash(
        standin, ALICE, TABLE, "splendor", "new", deal="bot", seed=11))
    shown = callback(got)["data"]["embeds"][0]["description"]
    assert "Splendor" in shown and "[SP-2]" in shown
    got = await deliver(client, standin, slash(standin, ALICE, TABLE, "splendor", "turn"))
    turn = callback(got)["data"]["embeds"][0]["description"]
    assert "[SP-3]" in turn and "[SP-5.1]" in turn
    got = await deliver(client, standin, slash(standin, ALICE, TABLE, "splendor", "take",
                                               tokens="w u g"))
    took = callback(got)["data"]["embeds"][0]["description"]
    assert "You take 1w 1u 1g." in took and "[SP-10]" not in took  # the move, untagged
    record = await service.store.live_game(CHANNEL)
    assert record is not None
    got = await deliver(client, standin, slash(standin, ALICE, TABLE, "splendor", "buy",
                                               card="3.1"))
    assert "the bot's turn" in ephemeral_text(got)  # SP-8: the bot moves next
    await deliver(client, standin, slash(standin, ALICE, TABLE, "splendor", "turn"))
    record = await service.store.live_game(CHANNEL)
    assert record is not None
    got = await deliver(client, standin, slash(standin, ALICE, TABLE, "splendor", "buy",
                                               card="3.1"))
    assert "afford" in ephemeral_text(got)
    after = await service.store.live_game(CHANNEL)
    assert after is not None and after.version == record.version


# -- a crash -------------------------------------------------------------------------------------
# A process killed while it handles an interaction is played here by a service that stops for
# good at the chosen point (before the service did anything, or once the step is stored); the
# test then cancels the handling and drops the client and the store without a word, and starts
# a fresh client and store on the same database. The interaction's inbox row is the one the
# adapter wrote.


class Stopping(Service):
    """A service that never finishes a command: it stops before doing anything, or once the
    step is stored (``stored``), until the handling is cancelled."""

    def __init__(self, store: Store, catalog: Catalog, stored: bool) -> None:
        super().__init__(store, catalog)
        self.stored = stored
        self.stopped: list[asyncio.Task[Any]] = []

    async def handle(self, channel: str, user: User, command: Command,
                     server: Server | None = None) -> Reply:
        if self.stored:
            await super().handle(channel, user, command, server)
        task = asyncio.current_task()
        assert task is not None
        self.stopped.append(task)
        await asyncio.Event().wait()
        raise AssertionError("unreachable")


Delivery = Callable[[], dict[str, Any]]


async def killed_while_handling(standin: StandIn, db: Path, *deliveries: Delivery,
                                stored: bool, deferred: bool) -> list[int]:
    """A bot process takes the interactions ``deliveries`` make and dies at the point
    ``Stopping`` stops, each one deferred first (``deferred``) or never acknowledged. Their
    ids."""
    store = await Store.open(db)
    stopping = Stopping(store, Catalog.load(), stored)
    bot = await connect(stopping, defer_after=0.0 if deferred else NEVER)
    ids: list[int] = []
    try:
        for delivery in deliveries:
            payload = delivery()
            iid = int(payload["id"])
            ids.append(iid)
            bot._connection.parse_interaction_create(payload)  # type: ignore[arg-type]
            # The first stops in the service; the others wait for the channel behind it.
            await until(lambda: len(stopping.stopped) == 1, PATIENCE)
            while not await store.in_inbox(f"discord:{iid}"):
                await asyncio.sleep(0.002)
            if deferred:
                await until(lambda: standin.answered(iid), PATIENCE)  # noqa: B023
            else:
                # Into the inbox before anything could acknowledge it.
                assert not standin.answered(iid)
    finally:
        # Each cut off in turn: the next one reaches the service as its channel frees.
        while bot.bridge.busy:
            for task in stopping.stopped:
                task.cancel()
            await asyncio.sleep(0.002)
        await bot.close()
        await store.close()
    return ids


@contextlib.asynccontextmanager
async def started(db: Path) -> AsyncIterator[tuple[SoloistClient, Service]]:
    """A fresh bot on ``db``: logged in, so whatever the inbox held is carried through."""
    store = await Store.open(db)
    service = Service(store, Catalog.load())
    bot = await connect(service)
    try:
        yield bot, service
    finally:
        await bot.close()
        await store.close()


def requested(requests: list[Request], method: str, pattern: str) -> list[Request]:
    return [r for r in requests if r.method == method and re.fullmatch(pattern, r.path)]


async def test_deferred_commands_cut_off_before_they_ran_are_applied_at_start_in_order(
        standin: StandIn, db: Path) -> None:
    """Alice's /rajas new and then Bob's /rajas turn, both deferred ("thinking…"), and the
    process gone before the service saw either: at start, the game is made and shown in
    Alice's "thinking…" message; Bob is refused, to him alone, in place of his."""
    new, turn = await killed_while_handling(
        standin, db,
        lambda: slash(standin, ALICE, TABLE, "rajas", "new", variant="cherey", dice="player",
                      seed=5),
        lambda: slash(standin, BOB, TABLE, "rajas", "turn"),
        stored=False, deferred=True)
    thinking = standin.messages[standin.originals[new]]
    assert thinking.flags & LOADING and standin.acknowledged[new] == 5
    bobs = standin.originals[turn]
    standin.advance(20)  # the restart takes a while: the 3 seconds to respond are long gone

    start = len(standin.requests)
    with capture_logs() as logs:
        async with started(db) as (_, service):
            record = await service.store.live_game(CHANNEL)
            assert record is not None and record.version == 1 and record.owner_name == "Alice"
            # Answered by the interaction's webhook: its "thinking…" message is the turn's.
            assert not thinking.flags & LOADING
            assert "New game of Rajas of the Ganges for Alice" in thinking.text
            assert thinking.custom_ids()
            assert (await live_message(service, standin)).id == thinking.id
            assert await service.store.inbox("discord") == []
    got = standin.since(start)
    assert not requested(got, "POST", r"/interactions/.*"), "no response: too late for one"
    assert requested(got, "PATCH", rf"/webhooks/{APP_ID}/token-{new}/messages/@original")
    # Bob's public "thinking…" gave way to a refusal only he sees.
    assert bobs not in standin.messages
    [refusal] = [m for m in standin.messages.values() if m.interaction_id == turn]
    assert refusal.ephemeral and "Only Alice plays" in refusal.text
    assert all(f"token-{new}" not in str(event) for event in logs), "the token is never logged"

    # Started again: nothing is left to apply, nothing is sent.
    start = len(standin.requests)
    async with started(db) as (_, service):
        record = await service.store.live_game(CHANNEL)
        assert record is not None and record.version == 1
        assert len(await service.store.history(record.id)) == 1
    # Logged in; the commands, unchanged, are not synced again.
    assert [r.method for r in standin.since(start)] == ["GET", "GET"]


async def test_a_press_whose_step_was_stored_is_not_applied_again_and_its_turn_is_shown(
        standin: StandIn, db: Path) -> None:
    async with started(db) as (bot, service):
        await deliver(bot, standin, slash(standin, ALICE, TABLE, "rajas", "new",
                                          variant="cherey", dice="player", seed=5))
        message = await live_message(service, standin)
        record = await service.store.live_game(CHANNEL)
        assert record is not None and record.version == 1
    face = f"a:{record.id}:1:2"
    [iid] = await killed_while_handling(standin, db, lambda: press(
        standin, ALICE, message, face, TABLE), stored=True, deferred=True)
    assert standin.acknowledged[iid] == 6  # deferred: the press spins no more
    assert "you start" not in message.text
    standin.advance(20)

    start = len(standin.requests)
    async with started(db) as (_, service):
        after = await service.store.live_game(CHANNEL)
        assert after is not None and after.version == 2, "applied once, before the crash"
        assert (await live_message(service, standin)).id == message.id
        assert "you start" in message.text and face not in message.custom_ids()
        assert await service.store.inbox("discord") == []
    got = standin.since(start)
    assert requested(got, "PATCH", rf"/channels/700/messages/{message.id}")
    assert not requested(got, "POST", r".*")


async def test_a_command_never_acknowledged_whose_step_was_stored_shows_in_the_channel(
        standin: StandIn, db: Path) -> None:
    await killed_while_handling(standin, db, lambda: slash(
        standin, ALICE, TABLE, "rajas", "new", variant="cherey", dice="player", seed=5),
        stored=True, deferred=False)
    standin.advance(20)

    start = len(standin.requests)
    async with started(db) as (_, service):
        record = await service.store.live_game(CHANNEL)
        assert record is not None and record.version == 1
        message = await live_message(service, standin)
        assert not message.interaction_id, "posted with the bot's token"
        assert "New game of Rajas of the Ganges for Alice" in message.text
        assert message.custom_ids()
        assert await service.store.inbox("discord") == []
    got = standin.since(start)
    # Discord dropped the token of an interaction left unanswered past its 3 seconds.
    assert [r.status for r in requested(got, "GET", r"/webhooks/.*")] == [401]
    assert requested(got, "POST", r"/channels/700/messages")


async def test_an_expired_token_falls_back_to_the_channel_and_a_private_answer_is_dropped(
        standin: StandIn, db: Path) -> None:
    """The bot was down 16 minutes: Alice's /rajas new and then Bob's /rajas turn are applied
    in their order, without a word to Discord's webhooks; the game is posted in the channel,
    Bob's refusal (for him alone) has nowhere to go."""
    late = 16 * 60
    await killed_while_handling(
        standin, db,
        lambda: slash(standin, ALICE, TABLE, "rajas", "new", variant="cherey", dice="player",
                      seed=5, age=late),
        lambda: slash(standin, BOB, TABLE, "rajas", "turn", age=late),
        stored=False, deferred=False)

    start = len(standin.requests)
    with capture_logs() as logs:
        async with started(db) as (_, service):
            record = await service.store.live_game(CHANNEL)
            assert record is not None and record.version == 1 and record.owner_name == "Alice"
            message = await live_message(service, standin)
            assert "New game of Rajas of the Ganges for Alice" in message.text
            assert await service.store.inbox("discord") == []
    got = standin.since(start)
    assert not requested(got, "GET", r"/webhooks/.*") and not requested(got, "POST", r"/webh.*")
    assert len(requested(got, "POST", r"/channels/700/messages")) == 1
    assert not any("Only Alice plays" in m.text for m in standin.messages.values())
    assert any(e["event"].startswith("private answer not delivered") for e in logs)


async def test_a_token_discord_refuses_falls_back_to_the_channel(
        standin: StandIn, db: Path) -> None:
    """The bot's clock says the token lives; Discord's says 16 minutes went by (401)."""
    [iid] = await killed_while_handling(standin, db, lambda: slash(
        standin, ALICE, TABLE, "rajas", "new", variant="cherey", dice="player", seed=5),
        stored=False, deferred=True)
    standin.advance(16 * 60)

    start = len(standin.requests)
    async with started(db) as (_, service):
        message = await live_message(service, standin)
        assert "New game of Rajas of the Ganges for Alice" in message.text
        assert message.id != standin.originals[iid] and not message.interaction_id
        assert await service.store.inbox("discord") == []
    got = standin.since(start)
    assert [r.status for r in requested(got, "GET", r"/webhooks/.*")] == [401]
    assert standin.messages[standin.originals[iid]].flags & LOADING  # nobody can answer it now


async def test_an_interaction_carried_through_leaves_the_inbox(
        client: SoloistClient, standin: StandIn, service: Service) -> None:
    await deliver(client, standin, slash(standin, ALICE, TABLE, "rajas", "new", seed=5))
    await deliver(client, standin, slash(standin, BOB, TABLE, "rajas", "turn"))  # refused
    record = await service.store.live_game(CHANNEL)
    assert record is not None
    message = await live_message(service, standin)
    await deliver(client, standin, press(standin, ALICE, message, message.custom_ids()[0],
                                         TABLE))
    assert await service.store.inbox("discord") == []


async def test_the_standin_holds_interactions_to_discords_rules(
        client: SoloistClient, standin: StandIn) -> None:
    """What the recovery relies on, as Discord answers it."""
    import aiohttp

    def interaction() -> tuple[int, str]:
        payload = slash(standin, ALICE, TABLE, "help")
        return int(payload["id"]), payload["token"]

    async with aiohttp.ClientSession() as http:
        async def call(method: str, path: str, body: Any = None) -> tuple[int, Any]:
            async with http.request(method, standin.url + path, json=body) as response:
                return response.status, (await response.json() if response.status != 204
                                         else None)

        iid, token = interaction()
        webhook = f"/webhooks/{APP_ID}/{token}"
        assert await call("POST", webhook, {"content": "x"}) == (
            404, {"message": "Unknown Webhook", "code": 10015})  # not acknowledged yet
        # Discord answers a response's body only when asked (discord.py asks), else 204.
        callback = f"/interactions/{iid}/{token}/callback"
        assert (await call("POST", callback + "?with_response=true", {"type": 5}))[0] == 200
        assert await call("POST", f"/interactions/{iid}/{token}/callback", {
            "type": 4, "data": {"content": "again"}}) == (
            400, {"message": "Interaction has already been acknowledged.", "code": 40060})
        # Right after "thinking…", a follow-up is that message's edit.
        status, sent = await call("POST", webhook, {"content": "done", "flags": 64})
        assert status == 200 and sent["id"] == str(standin.originals[iid])
        assert sent["flags"] == 0 and sent["content"] == "done"
        status, second = await call("POST", webhook, {"content": "more"})
        assert status == 200 and second["id"] != sent["id"]
        assert (await call("GET", f"{webhook}/messages/@original"))[1]["content"] == "done"
        standin.advance(15 * 60 + 1)
        assert await call("GET", f"{webhook}/messages/@original") == (
            401, {"message": "Invalid Webhook Token", "code": 50027})

        iid, token = interaction()
        standin.advance(3.5)
        assert await call("POST", f"/interactions/{iid}/{token}/callback", {"type": 5}) == (
            404, {"message": "Unknown interaction", "code": 10062})
        assert (await call("GET", f"/webhooks/{APP_ID}/{token}/messages/@original"))[0] == 401
        assert (await call("POST", f"/interactions/{iid + 1}/x/callback", {"type": 5}))[0] == 404


async def test_typed_text_is_never_a_message_id_in_a_discord_refusal(
        client: SoloistClient, standin: StandIn) -> None:
    """What a refusal says back of a slash option reads as typed: never one of our messages,
    its markdown escaped (the message's own `code` left as code)."""
    await deliver(client, standin, slash(standin, ALICE, TABLE, "splendor", "new", deal="bot",
                                         seed=11))
    await deliver(client, standin, slash(standin, ALICE, TABLE, "splendor", "turn"))
    typed = "@bot-error **bold** [x](https://e.x)"
    got = await deliver(client, standin, slash(standin, ALICE, TABLE, "splendor", "take",
                                               tokens=typed))
    text = ephemeral_text(got)
    assert "Something went wrong" not in text
    assert "@bot-error \\*\\*bold\\*\\* \\[x](https://e.x)" in text, text


async def test_a_rule_tag_leads_to_its_rule_by_a_button(
        client: SoloistClient, standin: StandIn, service: Service) -> None:
    """A decision's tag ([RC-S]) comes with a button under the turn's message; pressed, by a
    spectator too, it explains the rule to them alone, with the seed's section, and changes
    nothing. `/rajas rule` is a slash command of its own."""
    await deliver(client, standin, slash(
        standin, ALICE, TABLE, "rajas", "new", variant="cherey", dice="player", seed=5))
    record, prompt, _ = await game_and_prompt(service)
    assert record is not None and prompt is not None
    await deliver(client, standin, press(
        standin, ALICE, await live_message(service, standin), f"a:{record.id}:{record.version}:2",
        TABLE))
    message = await live_message(service, standin)
    assert "[RC-S]" in message.payload()["embeds"][0]["description"]
    assert "r:rajas:RC-S" in message.custom_ids()
    before = await service.store.live_game(CHANNEL)
    got = await deliver(client, standin, press(standin, BOB, message, "r:rajas:RC-S", TABLE))
    explained = ephemeral_text(got)
    assert explained.startswith("[RC-S] Setup\n") and "“Preparación”" in explained
    assert await service.store.live_game(CHANNEL) == before
    typed = await deliver(client, standin, slash(standin, BOB, TABLE, "rajas", "rule",
                                                 id="rb-q"))
    assert "“(2) The quarry”" in ephemeral_text(typed)
