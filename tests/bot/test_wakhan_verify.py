"""Through the service, Wakhan's virtual AI deck (docs/wakhan.md PW-2): the game's seed sealed
at the start as the dice are, undo bringing back the same card, and `/paxpamir verify` replaying
every card she drew, a reshuffle included, from the seed revealed at the end. Her turns play
themselves: their questions are answered by the shared policy."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from bot.service.commands import parse
from bot.service.service import Service, User
from bot.words.render import reply_text
from bot.words.replies import Reply
from engines import replay
from engines.games import games
from tests.paxpamir.policy import MAX_ANSWERS, legal_answer

ALICE = User(id="alice", name="Alice")
CHANNEL = "table-1"
NEW = ("/paxpamir new players=Ana,Ben,Carla,Wakhan loyalty=afghan,british,russian"
       " wakhan=virtual")
HUMANS = ("ana", "ben", "carla")


async def say(service: Service, text: str) -> Reply:
    return await service.handle(CHANNEL, ALICE, parse(text))


def keys(reply: Reply) -> list[str]:
    return [line.key for line in reply.lines]


def params(reply: Reply, key: str) -> dict[str, Any]:
    return next(line.params for line in reply.lines if line.key == key)


def cards(reply: Reply) -> list[int]:
    return [line.params["card"] for line in reply.lines if line.key == "paxpamir-wakhan-drawn"]


async def settled(service: Service, reply: Reply, rng: random.Random) -> Reply:
    """``reply`` and the replies to every question left open, each answered by the policy
    (the open question read from the store: an answer refused leaves it open), as one
    reply's lines."""
    lines = list(reply.lines)
    game = games()["paxpamir"]
    for _ in range(MAX_ANSWERS):
        record = await service.store.live_game(CHANNEL)
        prompt = game.prompt(game.loads(record.state)) if record is not None else None
        if prompt is None:
            return Reply(language=reply.language, lines=lines, game=reply.game)
        lines += (await say(service, legal_answer(prompt, rng))).lines
    raise AssertionError("her turn did not end")


async def her_next_turn(service: Service, rng: random.Random) -> Reply:
    """The humans' turns (each cleanup's questions answered: hers may ask some), then the
    points levelled, then the start of hers, its questions left open: with every coalition
    held by a human and nobody ahead, a check her turn may score gives nobody the lead of 4
    that would end the game before her deck runs out."""
    for _ in HUMANS:
        await settled(service, await say(service, "/paxpamir turn"), rng)
    for name in (*HUMANS, "wakhan"):
        await settled(service, await say(service, f"/paxpamir {name} vp 0"), rng)
    return await say(service, "/paxpamir turn")


async def test_PW_2_undo_brings_back_her_card_and_verify_replays_the_deck(
    service: Service, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rng = random.Random(5)
    started = await say(service, NEW)
    assert "bot-dice-sealed" in keys(started)
    assert len(cards(started)) == 1
    text = reply_text(service.catalog, started)
    assert "AI card" in text and "market column" in text
    await settled(service, started, rng)

    drawn = cards(await her_next_turn(service, rng))
    assert keys(await say(service, "/paxpamir undo")) == ["bot-undone"]
    again = await say(service, "/paxpamir turn")
    assert cards(again) == drawn != []
    await settled(service, again, rng)

    said = list(drawn)
    for _ in range(30):  # through a reshuffle: 23 cards are revealed from each shuffle
        said += cards(await settled(service, await her_next_turn(service, rng), rng))
    assert len(said) == 31 and len(set(said)) < len(said)

    await say(service, "/paxpamir end")
    ended = await say(service, "y")
    seed = params(ended, "bot-dice-revealed")["seed"]
    checked = await say(service, f"/paxpamir verify {seed}")
    assert keys(checked) == ["paxpamir-verify-ok"]
    assert params(checked, "paxpamir-verify-ok")["draws"] == 31
    assert "31 AI cards" in reply_text(service.catalog, checked)
    assert keys(await say(service, f"/paxpamir verify {int(seed) + 1}")) == ["bot-verify-mismatch"]

    # The transcript replays from the revealed seed to the same cards.
    exported = await say(service, "/paxpamir log export")
    data = exported.documents[1]
    path = tmp_path / data.name
    path.write_bytes(data.data)
    capsys.readouterr()
    assert replay.main([str(path)]) == 0
    last = json.loads(capsys.readouterr().out.splitlines()[-1])
    assert last["matches"] is True
