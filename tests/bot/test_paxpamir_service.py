"""Pax Pamir through the service with the real store and catalogs: a player's name as the
command word (the game's free-form verbs), the calculators and the cleanup reminder answered
without a step (anyone may ask), refusals that change nothing, undo of a ledger change, the
check's dialogue, and a status table that fits a chat message in every language."""

from __future__ import annotations

import json

from bot.service.commands import parse
from bot.service.service import Service, User
from bot.words.i18n import LANGUAGES
from bot.words.render import reply_text
from engines import paxpamir

ALICE = User(id="alice", name="Alice")
BOB = User(id="bob", name="Bob")
CHANNEL = "pax-table"
TELEGRAM_LIMIT = 4096


async def say(service: Service, text: str, user: User = ALICE):  # type: ignore[no-untyped-def]
    return await service.handle(CHANNEL, user, parse(text))


def keys(reply) -> list[str]:  # type: ignore[no-untyped-def]
    return [line.key for line in reply.lines]


async def state_of(service: Service) -> paxpamir.PaxState:
    record = await service.store.live_game(CHANNEL)
    assert record is not None
    return paxpamir.from_json(json.loads(record.state))


async def version(service: Service) -> int:
    record = await service.store.live_game(CHANNEL)
    assert record is not None
    return record.version


async def test_a_players_name_is_the_command_word(service: Service) -> None:
    reply = await say(service, "/paxpamir new players=Ana,Ben loyalty=british,russian")
    assert keys(reply)[0] == "bot-new-game" and reply.prompt is None
    assert reply.lines[0].params["variant"] == "referee"
    text = reply_text(service.catalog, reply)
    assert "Pax Pamir" in text and "no dice" in text and "decision die" not in text
    moved = await say(service, "/paxpamir Ana rupees +3")
    assert moved.changed and keys(moved) == ["paxpamir-set"]
    assert reply_text(service.catalog, moved) == "Ana: rupees 4 → 7."  # bookkeeping: no tag
    same = await say(service, "/paxpamir ledger ben vp 2")  # the Discord form says the same
    assert same.changed and (await state_of(service)).players[1].vp == 2


async def test_an_unknown_word_is_refused_and_other_games_keep_their_verbs(
        service: Service) -> None:
    await say(service, "/paxpamir new players=Ana,Ben loyalty=british,russian")
    before = await version(service)
    refused = await say(service, "/paxpamir dana rupees +3")
    assert keys(refused) == ["paxpamir-unknown"] and refused.private and not refused.changed
    assert "Ana and Ben" in reply_text(service.catalog, refused)
    for bad in ("/paxpamir ana rupees ²", "/paxpamir ana rupees +" + "9" * 5000,
                "/paxpamir ana rupees ٣"):
        assert keys(await say(service, bad)) == ["paxpamir-amount-bad"]
    assert await version(service) == before
    other = await say(service, "/rajas ana rupees +3")  # free verbs are Pax Pamir's alone
    assert keys(other) == ["bot-unknown-command"] and not other.changed


async def test_the_calculators_answer_anyone_and_store_nothing(service: Service) -> None:
    await say(service, "/paxpamir new players=Ana,Ben loyalty=british,russian")
    await say(service, "/paxpamir favoured military")
    before = await version(service)
    for text in ("/paxpamir cost buy 3", "/paxpamir cleanup ben", "/paxpamir ben cleanup"):
        reply = await say(service, text, user=BOB)  # Bob watches; he may ask
        assert not reply.changed and reply.lines and reply.lines[0].rule
    priced = await say(service, "/paxpamir cost buy 3", user=BOB)
    assert "6 rupees" in reply_text(service.catalog, priced)
    assert await version(service) == before
    refused = await say(service, "/paxpamir ana rupees +3", user=BOB)
    assert keys(refused) == ["bot-not-owner"] and await version(service) == before
    wrong = await say(service, "/paxpamir cost buy 9")
    assert keys(wrong) == ["paxpamir-cost-number"]


async def test_undo_takes_a_ledger_change_back(service: Service) -> None:
    await say(service, "/paxpamir new players=Ana,Ben loyalty=british,russian")
    await say(service, "/paxpamir ana gifts +1")
    assert (await state_of(service)).players[0].influence() == 2
    undone = await say(service, "/paxpamir undo")
    assert undone.changed
    state = await state_of(service)
    assert state.players[0].gifts == 0 and state.players[0].cylinders == 0


async def test_the_check_dialogue_and_a_typed_answer(service: Service) -> None:
    await say(service, "/paxpamir new players=Ana,Ben loyalty=british,british")
    await say(service, "/paxpamir ana patriots +1")
    asked = await say(service, "/paxpamir check")
    assert asked.prompt is not None and asked.prompt.kind == "confirm"
    typed = await say(service, "n")
    assert typed.prompt is not None and typed.prompt.kind == "text"
    bad = await say(service, "6 2")
    assert keys(bad) == ["paxpamir-blocks-bad"] and not bad.changed
    blocks = await say(service, "1 6 1")
    assert "paxpamir-check-dominant" in keys(blocks)
    assert blocks.prompt is not None and blocks.prompt.key == "paxpamir-ask-influence-right"
    scored = await say(service, "y")
    assert "paxpamir-win-lead" not in keys(scored)
    assert [p.vp for p in (await state_of(service)).players] == [5, 3]


async def test_status_is_one_row_per_player_within_a_chat_message(service: Service) -> None:
    names = "Anastasia_Long,Bartholomew_Xy,Carlotta_Zzzz,Dmitri_Ivanov,Wakhan"
    await say(service, f"/paxpamir new players={names} loyalty=british,russian,afghan,russian")
    await say(service, "/paxpamir anastasia_long vp 99")
    await say(service, "/paxpamir anastasia_long rupees 999")
    for language in LANGUAGES:
        await say(service, f"/lang {language}")
        reply = await say(service, "/paxpamir status")
        text = reply_text(service.catalog, reply)
        rows = [line for line in reply.lines if line.key.startswith("paxpamir-status-")
                and line.key in ("paxpamir-status-player", "paxpamir-status-wakhan")]
        assert len(rows) == 5
        assert len(text) < TELEGRAM_LIMIT // 2, (language, len(text))
        assert "[paxpamir-" not in text
