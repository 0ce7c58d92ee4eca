"""Moderation and a server's settings in the service, with the real store and catalogs: a
moderator ends a game or hands it to another player, anyone ends a game left idle, a
spectator's reads and every refusal are private, and a server's moderators choose its
channels' language and where games run."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.service.commands import Command, parse
from bot.service.service import Server, Service, User
from bot.store import Store
from bot.words.render import reply_text
from bot.words.replies import Reply
from tests.bot.conftest import Clock, shared_catalog

ALICE = User(id="discord:1", name="Alice")
BOB = User(id="discord:2", name="Bob")
MOD = User(id="discord:3", name="Mod", moderator=True)
CHANNEL = "discord:700"
DAY = 86400.0




async def say(service: Service, text: str, user: User = ALICE, channel: str = CHANNEL,
              server: Server | None = None) -> Reply:
    return await service.handle(channel, user, parse(text), server)


def keys(reply: Reply) -> list[str]:
    return [line.key for line in reply.lines]


async def started(service: Service, answered: bool = True) -> int:
    """Alice's game; ``answered``: its first question (who starts) answered, so none is open
    (ending a game mid-question is another matter)."""
    await say(service, "/rajas new variant=cherey dice=player seed=5")
    if answered:
        await say(service, "2")
    record = await service.store.live_game(CHANNEL)
    assert record is not None
    return record.version


# -- ending a game that is not yours -------------------------------------------------------------


async def test_a_moderator_ends_someone_elses_game_and_the_log_says_who(
        service: Service) -> None:
    await started(service, answered=False)  # a question open: a moderator ends it all the same
    refused = await say(service, "/rajas end", user=BOB)
    assert keys(refused) == ["bot-end-not-yet"] and refused.private and not refused.changed
    assert "Only Alice plays" in reply_text(service.catalog, refused)
    assert "14 days" in reply_text(service.catalog, refused)
    assert await service.store.live_game(CHANNEL) is not None

    ended = await say(service, "/rajas end", user=MOD)
    assert ended.changed and keys(ended)[0] == "bot-ended-by-moderator"
    assert "Mod, a moderator, ended Alice's game." in reply_text(service.catalog, ended)
    assert await service.store.live_game(CHANNEL) is None
    last = await service.store.last_game(CHANNEL)
    # Closed without a result: only its player knows the score.
    assert last is not None and last.status == "abandoned" and last.owner_name == "Alice"
    assert "closed without a result" in reply_text(service.catalog, ended)
    assert ended.prompt is None
    logged = await say(service, "/rajas log")
    assert keys(logged)[-2:] == ["bot-ended-by-moderator", "bot-abandoned"]
    assert keys(await say(service, "/rajas undo")) == ["bot-no-game"]
    # A moderator may end a game, not play it.
    await started(service)
    assert keys(await say(service, "/rajas turn", user=MOD)) == ["bot-not-owner"]


async def test_anyone_ends_a_game_idle_longer_than_the_setting_with_the_reason(
        service: Service, clock: Clock) -> None:
    version = await started(service)
    clock.offset = 13 * DAY
    assert keys(await say(service, "/rajas end", user=BOB)) == ["bot-end-not-yet"]
    clock.offset = 15 * DAY
    # A new game is refused, saying the old one may be ended by anyone.
    refused = await say(service, "/splendor new", user=BOB)
    assert keys(refused) == ["bot-game-exists-idle"]
    assert refused.lines[0].params == {"game": "rajas", "owner": "Alice", "days": 15}
    record = await service.store.live_game(CHANNEL)
    assert record is not None and record.version == version

    ended = await say(service, "/rajas end", user=BOB)
    assert ended.changed and ended.lines[0].key == "bot-ended-idle"
    assert ended.lines[0].params["days"] == 15
    assert ("Nobody had moved in Alice's game for 15 days, so Bob ended it."
            in reply_text(service.catalog, ended))
    assert await service.store.live_game(CHANNEL) is None
    assert keys(await say(service, "/splendor new", user=BOB))[0] == "bot-new-game"


async def test_the_idle_limit_is_a_setting(tmp_path: Path, clock: Clock) -> None:
    store = await Store.open(tmp_path / "soloist.sqlite3")
    try:
        service = Service(store, shared_catalog(), idle_days=2, clock=clock)
        await started(service)
        clock.offset = 1.5 * DAY
        assert "2 days" in reply_text(service.catalog, await say(service, "/rajas end",
                                                                 user=BOB))
        clock.offset = 2.5 * DAY
        assert (await say(service, "/rajas end", user=BOB)).changed
        # 0: a game is never ended for being idle.
        never = Service(store, shared_catalog(), idle_days=0, clock=clock)
        await started(never)
        clock.offset = 1000 * DAY
        assert keys(await say(never, "/rajas end", user=BOB)) == ["bot-not-owner"]
        assert keys(await say(never, "/splendor new", user=BOB)) == ["bot-game-exists"]
    finally:
        await store.close()


# -- handing a game over -------------------------------------------------------------------------


async def test_a_moderator_hands_the_game_over_as_a_step_of_its_log(service: Service) -> None:
    version = await started(service, answered=False)
    handed = await service.handle(CHANNEL, MOD, Command(
        name="handover", game="rajas", args=("discord:2", "Bob")))
    assert handed.changed and handed.version == version + 1
    assert keys(handed) == ["bot-handover"]
    assert ("Mod, a moderator, handed Alice's game to Bob. Only Bob plays it now."
            in reply_text(service.catalog, handed))
    assert handed.prompt is not None, "the open question stays open, now Bob's"
    assert handed.turn == 1, "a step of the turn it happened in"
    record = await service.store.live_game(CHANNEL)
    assert record is not None and (record.owner_id, record.owner_name) == ("discord:2", "Bob")
    history = await service.store.history(record.id)
    assert json.loads(history[-1][1])[0]["params"]["to"] == "Bob"

    assert keys(await say(service, "2", user=ALICE)) == ["bot-not-owner"]
    moved = await say(service, "2", user=BOB)
    assert moved.changed
    # Undo takes back Bob's move, never the handover (nor Alice's moves before it).
    assert keys(await say(service, "/rajas undo", user=BOB)) == ["bot-undone"]
    assert keys(await say(service, "/rajas undo", user=BOB)) == ["bot-undo-handover"]
    after = await service.store.live_game(CHANNEL)
    assert after is not None and after.owner_name == "Bob"


async def test_the_player_hands_over_and_bad_handovers_are_refused(service: Service) -> None:
    version = await started(service)

    def handover(user: User, *args: str) -> Command:
        return Command(name="handover", game="rajas", args=args)

    for user, args, key in [
            (BOB, ("discord:4", "Dan"), "bot-not-owner"),  # neither player nor moderator
            (ALICE, (), "bot-handover-who"),
            (ALICE, ("@bob",), "bot-handover-who"),  # typed, not named by the platform
            (ALICE, ("telegram:2", "Bob"), "bot-handover-who"),  # another platform's user
            (ALICE, ("discord:1", "Alice"), "bot-handover-same")]:
        reply = await service.handle(CHANNEL, user, handover(user, *args))
        assert keys(reply) == [key] and reply.private, (args, keys(reply))
    record = await service.store.live_game(CHANNEL)
    assert record is not None and record.version == version and record.owner_name == "Alice"

    handed = await service.handle(CHANNEL, ALICE, handover(ALICE, "discord:2", "Bob", "B."))
    assert "Alice handed the game to Bob B.. Only Bob B. plays it now." in reply_text(
        service.catalog, handed)


async def test_a_handover_is_one_transaction(service: Service) -> None:
    version = await started(service)
    record = await service.store.live_game(CHANNEL)
    assert record is not None
    store = service.store
    before = await store.history(record.id)
    real = store._rows

    async def failing(sql: str, params: object = ()):  # type: ignore[no-untyped-def]
        if sql.startswith("UPDATE games SET owner_id"):
            raise RuntimeError("disk full")
        return await real(sql, params)  # type: ignore[arg-type]

    store._rows = failing  # type: ignore[method-assign]
    with pytest.raises(RuntimeError):
        await store.handover(record.id, version, "discord:2", "Bob", "[]", request="r:1")
    store._rows = real  # type: ignore[method-assign]
    after = await store.live_game(CHANNEL)
    assert after == record and after.owner_name == "Alice"
    assert await store.history(record.id) == before
    assert not await store.seen("r:1")


# -- privacy -------------------------------------------------------------------------------------


async def test_spectators_read_privately_the_player_publicly_and_refusals_are_private(
        service: Service) -> None:
    await started(service)
    for text in ("/rajas status", "/rajas log", "/rajas board"):
        assert (await say(service, text, user=BOB)).private, text
        assert not (await say(service, text, user=ALICE)).private, text
    for user, text in [(ALICE, "/rajas new"), (ALICE, "/splendor turn"), (BOB, "/rajas turn"),
                       (ALICE, "/rajas bogus"), (ALICE, "/lang xx")]:
        reply = await say(service, text, user=user)
        assert reply.private and not reply.changed, text


# -- a server's settings -------------------------------------------------------------------------

SERVER = Server(id="discord-server:9", mention="<#{}>")
THREAD = "discord:801"


async def test_a_servers_moderators_choose_its_language(service: Service) -> None:
    spanish_user = User(id="discord:5", name="Eva", locale="es-ES")
    assert await service.language(CHANNEL, spanish_user, SERVER) == "es"
    refused = await say(service, "/server language ru", user=BOB, server=SERVER)
    assert keys(refused) == ["bot-server-moderators"] and refused.private
    assert await service.language(CHANNEL, spanish_user, SERVER) == "es"
    await say(service, "/server language ru", user=MOD, server=SERVER)
    assert await service.language(CHANNEL, spanish_user, SERVER) == "ru"
    assert await service.language(CHANNEL, spanish_user) == "es", "another server's channel"
    # A channel's own /lang comes first.
    await say(service, "/lang ja", server=SERVER)
    assert await service.language(CHANNEL, spanish_user, SERVER) == "ja"
    assert await service.language("discord:701", spanish_user, SERVER) == "ru"
    shown = await say(service, "/server language auto", user=MOD, server=SERVER)
    assert shown.lines[0].params["language"] == "@bot-server-no-language"
    assert await service.language("discord:701", spanish_user, SERVER) == "es"
    assert keys(await say(service, "/server language xx", user=MOD, server=SERVER)) == [
        "bot-lang-unknown"]


async def test_a_servers_moderators_choose_where_games_run(service: Service) -> None:
    elsewhere = "discord:702"
    assert keys(await say(service, "/server games not-here", user=MOD, server=SERVER)) == [
        "bot-server-games-everywhere"]
    shown = await say(service, "/server games here", user=MOD, server=SERVER)
    assert "games run in <#700>" in reply_text(service.catalog, shown)
    refused = await say(service, "/rajas new", channel=elsewhere, server=SERVER)
    assert keys(refused) == ["bot-games-elsewhere"] and refused.private
    assert "<#700>" in reply_text(service.catalog, refused)
    assert await service.store.live_game(elsewhere) is None
    # A thread of an allowed channel is allowed; so is the channel; another server is not
    # this server's business.
    in_thread = Server(id=SERVER.id, parent=CHANNEL, mention=SERVER.mention)
    assert (await say(service, "/rajas new", channel=THREAD, server=in_thread)).changed
    assert (await say(service, "/rajas new", server=SERVER)).changed
    assert (await say(service, "/rajas new", channel=elsewhere)).changed
    # From a thread, "here" means its channel.
    await say(service, "/server games not-here", user=MOD, channel=THREAD, server=in_thread)
    assert (await say(service, "/rajas new", channel="discord:703", server=SERVER)).changed
    shown = await say(service, "/server", user=MOD, server=SERVER)
    assert "games run in every channel" in reply_text(service.catalog, shown)
    assert keys(await say(service, "/server games somewhere", user=MOD, server=SERVER)) == [
        "bot-server-games-bad"]


async def test_server_settings_need_a_server(service: Service) -> None:
    reply = await say(service, "/server language es", user=MOD)
    assert keys(reply) == ["bot-server-none"] and reply.private
