"""Discord with a crowd, through the real discord.py client against the stand-in: moderators
end or hand over a game, a game left idle is ended by anyone, a server's moderators choose its
language and where games run; refusals and a spectator's reads are for them alone, a user's
commands cool down, a long log is one message turned by buttons; every option is bounded;
suggestions while typing; a /help that lists the commands."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest

from bot.platforms.chat.cooldowns import Cooldowns, Limits
from bot.platforms.chat.limits import INPUT_LIMIT
from bot.platforms.discord.adapter import SoloistClient, build_client
from bot.platforms.discord.commands import help_pages
from bot.service.service import Service
from bot.store import Store
from engines.games import games
from tests.bot.conftest import shared_catalog
from tests.bot.discord_standin import (
    GUILD_ID,
    MANAGE_GUILD,
    MANAGE_MESSAGES,
    MEMBER,
    Person,
    StandIn,
    autocomplete,
    press,
    slash,
    submit,
    text_channel,
    thread_channel,
)
from tests.bot.test_discord import (
    ALICE,
    BOB,
    CHANNEL,
    NEVER,
    TABLE,
    callback,
    client,
    db,
    deliver,
    ephemeral_text,
    live_message,
    pressed_edit,
    service,
    standin,
)

__all__ = ["client", "db", "service", "standin"]  # the fixtures, shared with test_discord

CAROL = Person(103, "Carol", permissions=MEMBER)
MOD = Person(104, "Mo", permissions=MEMBER | MANAGE_MESSAGES)
ADMIN = Person(105, "Ada", permissions=MEMBER | MANAGE_MESSAGES | MANAGE_GUILD)
ROBOT = Person(106, "Robo", bot=True)


async def started(client: SoloistClient, standin: StandIn, game: str = "rajas",
                  **options: Any) -> None:
    options = options or {"variant": "cherey", "dice": "player", "seed": 5}
    got = await deliver(client, standin, slash(standin, ALICE, TABLE, game, "new", **options))
    assert callback(got)["type"] == 4


def public(requests: list[Any]) -> str:
    """What everyone in the channel was shown: the response or a message, not ephemeral."""
    shown = []
    for request in requests:
        body = request.body if isinstance(request.body, dict) else {}
        data = body.get("data", body)
        if request.status < 300 and isinstance(data, dict) and not (data.get("flags") or 0) & 64:
            shown += [e.get("description", "") for e in data.get("embeds") or []]
    return "\n".join(shown)


# -- moderators -----------------------------------------------------------------------------------


async def test_a_moderator_ends_a_game_others_cannot(client: SoloistClient, standin: StandIn,
                                                    service: Service) -> None:
    await started(client, standin)
    got = await deliver(client, standin, slash(standin, CAROL, TABLE, "rajas", "end"))
    assert "A moderator can end it" in ephemeral_text(got)
    assert await service.store.live_game(CHANNEL) is not None
    got = await deliver(client, standin, slash(standin, MOD, TABLE, "rajas", "end"))
    assert "Mo, a moderator, ended Alice's game." in public(got)
    assert await service.store.live_game(CHANNEL) is None
    # The channel is free again.
    got = await deliver(client, standin, slash(standin, CAROL, TABLE, "splendor", "new"))
    assert "Splendor" in public(got)


async def test_a_moderator_hands_the_game_to_another_player(
        client: SoloistClient, standin: StandIn, service: Service) -> None:
    await started(client, standin)
    message = await live_message(service, standin)
    handover = standin.command("rajas")["options"]
    [option] = next(o for o in handover if o["name"] == "handover")["options"]
    assert option["type"] == 6 and option["required"]  # a user, picked, never typed
    got = await deliver(client, standin, slash(standin, CAROL, TABLE, "rajas", "handover",
                                               player=BOB))
    assert "Only Alice plays" in ephemeral_text(got)
    got = await deliver(client, standin, slash(standin, MOD, TABLE, "rajas", "handover",
                                               player=ROBOT))
    assert "A bot cannot play" in ephemeral_text(got)
    got = await deliver(client, standin, slash(standin, MOD, TABLE, "rajas", "handover",
                                               player=BOB))
    # The turn's message says so, and its buttons are Bob's now.
    assert "Mo, a moderator, handed Alice's game to Bob. Only Bob plays it now." in message.text
    record = await service.store.live_game(CHANNEL)
    assert record is not None and record.owner_name == "Bob"
    button = f"a:{record.id}:{record.version}:2"
    assert button in message.custom_ids()
    got = await deliver(client, standin, press(standin, ALICE, message, button, TABLE))
    assert "Only Bob plays" in ephemeral_text(got)
    got = await deliver(client, standin, press(standin, BOB, message, button, TABLE))
    assert pressed_edit(got)["embeds"] and "you start" in message.text


async def test_anyone_ends_a_game_left_idle(standin: StandIn, db: Path) -> None:
    store = await Store.open(db)
    later = {"days": 0.0}
    service = Service(store, shared_catalog(), clock=lambda: time.time() + later["days"] * 86400)
    bot = build_client(service, service.catalog, guild_id=GUILD_ID, defer_after=NEVER)
    await bot.login("fake-token")
    try:
        await started(bot, standin)
        later["days"] = 15
        got = await deliver(bot, standin, slash(standin, CAROL, TABLE, "splendor", "new"))
        assert "waited 15 days" in ephemeral_text(got)
        got = await deliver(bot, standin, slash(standin, CAROL, TABLE, "rajas", "end"))
        assert "Nobody had moved in Alice's game for 15 days, so Carol ended it." in public(got)
        assert await store.live_game(CHANNEL) is None
    finally:
        await bot.close()
        await store.close()


async def test_a_servers_moderators_choose_its_language_and_where_games_run(
        client: SoloistClient, standin: StandIn, service: Service) -> None:
    server = standin.command("server")
    assert int(server["default_member_permissions"]) == MANAGE_GUILD
    assert server["dm_permission"] is False
    with pytest.raises(AssertionError, match="does not offer /server"):
        slash(standin, MOD, TABLE, "server", "show")
    got = await deliver(client, standin, slash(standin, ADMIN, TABLE, "server", "language",
                                               language="es"))
    assert "sus canales hablan español" in public(got)
    got = await deliver(client, standin, slash(standin, ADMIN, TABLE, "server", "games",
                                               where="here"))
    assert "se juegan en <#700>" in public(got)
    # Another channel: Spanish, and no game there; a thread of the chosen channel may.
    elsewhere = text_channel(701)
    got = await deliver(client, standin, slash(standin, CAROL, elsewhere, "rajas", "new"))
    assert "solo se juega en <#700>" in ephemeral_text(got)
    assert await service.store.live_game("discord:701") is None
    got = await deliver(client, standin, slash(standin, CAROL, thread_channel(801, 700),
                                               "rajas", "new", seed=1))
    assert "Nueva partida" in public(got)


# -- crowds ---------------------------------------------------------------------------------------


async def test_refusals_and_a_spectators_reads_are_theirs_alone(
        client: SoloistClient, standin: StandIn) -> None:
    await started(client, standin)
    got = await deliver(client, standin, slash(standin, CAROL, TABLE, "splendor", "new"))
    assert "already running" in ephemeral_text(got)
    got = await deliver(client, standin, slash(standin, CAROL, TABLE, "rajas", "status"))
    shown = callback(got)
    assert shown["data"]["flags"] & 64 and not shown["data"].get("components")
    got = await deliver(client, standin, slash(standin, ALICE, TABLE, "rajas", "status"))
    shown = callback(got)
    assert not shown["data"].get("flags") and shown["data"]["components"]


async def test_a_users_commands_cool_down_the_players_moves_never(
        standin: StandIn, service: Service) -> None:
    now = {"t": 1000.0}
    bot = build_client(service, service.catalog, guild_id=GUILD_ID, defer_after=NEVER,
                       limits=Limits(cooldown=2, channel_cooldown=3))
    bot.bridge.guard.cooldowns = Cooldowns(lambda: now["t"])
    await bot.login("fake-token")
    try:
        await started(bot, standin)
        got = await deliver(bot, standin, slash(standin, CAROL, TABLE, "rajas", "status"))
        assert callback(got)["data"]["embeds"]
        got = await deliver(bot, standin, slash(standin, CAROL, TABLE, "rajas", "status"))
        assert "Not so fast" in ephemeral_text(got) and "3 s" in ephemeral_text(got)
        got = await deliver(bot, standin, slash(standin, BOB, TABLE, "rajas", "log"))
        assert "Not so fast" in ephemeral_text(got)  # the channel's cooldown, for spectators
        for text in ("2", "1"):  # the player plays on, however fast
            got = await deliver(bot, standin, slash(standin, ALICE, TABLE, "rajas", "answer",
                                                    text=text))
            assert "Not so fast" not in str(got)
        now["t"] += 3
        got = await deliver(bot, standin, slash(standin, BOB, TABLE, "rajas", "log"))
        assert "The whole trail" in ephemeral_text(got)
    finally:
        await bot.close()


async def test_a_long_log_is_one_message_turned_by_its_buttons(
        client: SoloistClient, standin: StandIn, service: Service) -> None:
    await started(client, standin)
    record = await service.store.live_game(CHANNEL)
    assert record is not None
    for _ in range(40):  # board corrections, each a logged step
        await deliver(client, standin, slash(standin, ALICE, TABLE, "rajas", "answer",
                                             text="2"))
        await deliver(client, standin, slash(standin, ALICE, TABLE, "rajas", "board",
                                             fact="fame-track " + "; ".join(
                                                 f"{n} worker" for n in range(5, 60, 5))))
    got = await deliver(client, standin, slash(standin, CAROL, TABLE, "rajas", "log"))
    assert len([r for r in got if r.status < 300]) == 1, "one message, not several"
    first = callback(got)["data"]
    assert first["flags"] & 64
    labels = [c["label"] for c in first["components"][0]["components"]]
    pages = int(labels[2].split(" / ")[1])
    assert pages > 1 and labels[2] == f"1 / {pages}"
    message = standin.messages[standin.originals[int(got[0].path.split("/")[2])]]
    following = message.custom_ids()[3]
    got = await deliver(client, standin, press(standin, CAROL, message, following, TABLE))
    edited = pressed_edit(got)
    assert edited["components"][0]["components"][2]["label"] == f"2 / {pages}"
    assert edited["embeds"][0]["description"] != first["embeds"][0]["description"]
    # The player's own log is public; a spectator turning it gets a copy of their own.
    got = await deliver(client, standin, slash(standin, ALICE, TABLE, "rajas", "log"))
    mine = standin.messages[standin.originals[int(got[0].path.split("/")[2])]]
    assert not mine.ephemeral
    got = await deliver(client, standin, press(standin, CAROL, mine, mine.custom_ids()[3],
                                               TABLE))
    assert mine.edits == 0 and "2 / " in str(got[-1].body)


# -- bounded input --------------------------------------------------------------------------------


async def test_every_string_option_is_bounded_and_longer_input_is_refused(
        client: SoloistClient, standin: StandIn, service: Service) -> None:
    def options(entry: dict[str, Any]) -> list[dict[str, Any]]:
        found = []
        for option in entry.get("options", []):
            found.append(option)
            found += options(option)
        return found

    strings = [o for command in standin.commands[str(GUILD_ID)] for o in options(command)
               if o["type"] == 3]
    assert strings and all(o.get("max_length") == INPUT_LIMIT for o in strings
                           if not o.get("choices")), strings
    await started(client, standin)
    before = await service.store.live_game(CHANNEL)
    # A client with an old copy of the commands, or a hand-made request: refused all the same.
    got = await deliver(client, standin, slash(standin, ALICE, TABLE, "rajas", "answer",
                                               checked=False, text="9 " * 3000))
    assert "too long: at most 400 characters" in ephemeral_text(got)
    message = await live_message(service, standin)
    typing = f"t:{before.id}:{before.version}" if before else ""
    got = await deliver(client, standin, press(standin, ALICE, message, typing, TABLE))
    form = callback(got)["data"]
    assert form["components"][0]["components"][0]["max_length"] == INPUT_LIMIT
    got = await deliver(client, standin, submit(standin, ALICE, message, typing, "x" * 5000,
                                                TABLE))
    assert "too long" in ephemeral_text(got)
    assert await service.store.live_game(CHANNEL) == before


# -- suggestions ----------------------------------------------------------------------------------


async def suggested(client: SoloistClient, standin: StandIn, game: str, verb: str,
                    option: str, typed: str, person: Person = ALICE) -> list[dict[str, Any]]:
    payload = autocomplete(standin, person, TABLE, game, verb, option, typed)
    got = await deliver(client, standin, payload)
    assert callback(got)["type"] == 8
    return standin.suggested[int(payload["id"])]


async def test_suggestions_for_an_answer_a_card_and_a_board_fact(
        client: SoloistClient, standin: StandIn, service: Service) -> None:
    assert await suggested(client, standin, "rajas", "answer", "text", "") == []  # no game
    await started(client, standin)
    faces = await suggested(client, standin, "rajas", "answer", "text", "")
    assert [c["value"] for c in faces] == ["1", "2", "3", "4", "5", "6"]
    assert [c["value"] for c in await suggested(client, standin, "rajas", "answer", "text",
                                                "4")] == ["4"]
    facts = await suggested(client, standin, "rajas", "board", "fact", "me")
    assert facts[0]["value"] == "meet"  # what begins so first
    assert "where the fame and money markers meet" in facts[0]["name"]
    await deliver(client, standin, slash(standin, ALICE, TABLE, "rajas", "answer", text="2"))
    await deliver(client, standin, slash(standin, ALICE, TABLE, "rajas", "board",
                                         fact="meet 58"))
    facts = await suggested(client, standin, "rajas", "board", "fact", "meet")
    assert [c["value"] for c in facts][:2] == ["meet 58", "meet"]
    # Another game in the channel: nothing to suggest for Splendor's cards.
    assert await suggested(client, standin, "splendor", "buy", "card", "") == []

    other = text_channel(702)
    await deliver(client, standin, slash(standin, ALICE, other, "splendor", "new", seed=11))
    await deliver(client, standin, slash(standin, ALICE, other, "splendor", "turn"))
    payload = autocomplete(standin, ALICE, other, "splendor", "buy", "card", "")
    await deliver(client, standin, payload)
    cards = standin.suggested[int(payload["id"])]
    assert len(cards) == 12 and cards[0]["value"] == "1.1"
    assert all(1 <= len(c["name"]) <= 100 for c in cards)
    assert "prestige" in cards[0]["name"] and cards[0]["name"].startswith("1.1 · #")
    payload = autocomplete(standin, ALICE, other, "splendor", "reserve", "card", "deck")
    await deliver(client, standin, payload)
    assert [c["value"] for c in standin.suggested[int(payload["id"])]] == [
        "deck 1", "deck 2", "deck 3"]


async def test_a_failing_suggestion_suggests_nothing(
        client: SoloistClient, standin: StandIn, monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*args: Any) -> list[Any]:
        raise RuntimeError("a bug in a game's suggestions")

    monkeypatch.setattr(games()["rajas"], "suggest", broken)
    await started(client, standin)
    assert await suggested(client, standin, "rajas", "board", "fact", "") == []


# -- help -----------------------------------------------------------------------------------------


async def help_read(client: SoloistClient, standin: StandIn, person: Person) -> list[str]:
    """`/help` as ``person`` reads it, page by page: theirs alone."""
    got = await deliver(client, standin, slash(standin, person, TABLE, "help"))
    shown = callback(got)["data"]
    assert shown["flags"] & 64
    pages = [shown["embeds"][0]["description"]]
    message = standin.messages[standin.originals[int(got[0].path.split("/")[2])]]
    while message.custom_ids() and not message.components[0]["components"][3]["disabled"]:
        got = await deliver(client, standin, press(standin, person, message,
                                                   message.custom_ids()[3], TABLE))
        pages.append(message.embeds[0]["description"])
    return pages


async def test_help_lists_the_commands_with_their_descriptions_for_the_asker(
        client: SoloistClient, standin: StandIn) -> None:
    pages = await help_read(client, standin, CAROL)
    every = "\n".join(pages)
    assert "`/rajas new` — A new game of Rajas of the Ganges in this channel" in every
    assert "`/splendor buy` —" in every and "`/rajas handover` —" in every
    assert "`/lang` — The language this channel speaks" in every
    assert "`/record show` — Your record, or another player's, with its chart" in every
    assert all(len(page) <= 4096 for page in pages)
    # In the asker's client language, with the names their client shows.
    pages = await help_read(client, standin, Person(107, "Ivan", locale="ru"))
    assert "`/rajas ход` — Следующий ход" in "\n".join(pages)


def test_a_help_too_long_for_one_page_is_split_between_games(client: SoloistClient) -> None:
    pages = help_pages(client.tree, shared_catalog(), "en", 1600)
    assert len(pages) > 2 and all(len(page) <= 1600 for page in pages)
    assert pages[0].startswith("Soloist plays the automa")
    # Each game, /server and /record, whole.
    assert sum(page.count("**/") for page in pages) == 6


async def test_rule_ids_are_suggested_with_their_titles_without_a_game(
        client: SoloistClient, standin: StandIn, service: Service) -> None:
    """`/rajas rule id:` offers the game's rule ids, each with its title, game or none."""
    offered = await suggested(client, standin, "rajas", "rule", "id", "rb-d")
    assert [c["value"] for c in offered] == ["RB-D1", "RB-D2", "RB-D3"]
    assert offered[1]["name"] == "[RB-D2] Which die to spend"
