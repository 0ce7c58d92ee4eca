"""Through the service: provably fair bot dice (a commitment at the start, the seed
kept out of every step until the end, revealed then and verified), undo never rolling again,
transcripts in any language that replay to the same events, and the automa's odds."""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path
from typing import Any

import pytest

from bot.service.commands import parse
from bot.service.service import Service, User
from bot.words import transcripts
from bot.words.render import reply_text
from bot.words.replies import Reply
from engines import replay
from engines.core import default_answer
from engines.rajas.simulated_table import RajasPlayer, RajasTable
from engines.splendor.simulated_player import splendor_answer, splendor_move

ALICE = User(id="alice", name="Alice")
BOB = User(id="bob", name="Bob")
CHANNEL = "table-1"


async def say(service: Service, text: str, user: User = ALICE) -> Reply:
    return await service.handle(CHANNEL, user, parse(text))


def keys(reply: Reply) -> list[str]:
    return [line.key for line in reply.lines]


def params(reply: Reply, key: str) -> dict[str, Any]:
    return next(line.params for line in reply.lines if line.key == key)


async def secret_seed(service: Service, commitment: str) -> str:
    seed = await service.store.sealed_seed(CHANNEL, commitment)
    assert seed is not None
    return str(seed)


async def everything_said(service: Service) -> str:
    """Every stored step, and every read anyone can ask for now, as text and as JSON."""
    record = await service.store.last_game(CHANNEL)
    assert record is not None
    said = [events for _, events in await service.store.history(record.id)]
    for command in ("status", "log", "transcript", "transcript lang=ja"):
        reply = await say(service, f"/{record.game} {command}", user=BOB)
        said.append(reply_text(service.catalog, reply))
        said += [d.data.decode() for d in reply.documents]
    return "\n".join(said)


async def play_splendor_to_the_end(service: Service, first: str) -> Reply:
    reply = await say(service, first)
    game = service.games["splendor"]
    for _ in range(400):
        if any(line.key == "bot-finished" for line in reply.lines):
            return reply
        record = await service.store.live_game(CHANNEL)
        assert record is not None
        state = game.loads(record.state)
        if reply.prompt is not None:
            reply = await say(service, splendor_answer(reply.prompt, state))
        elif state.next == "human":
            reply = await say(service, f"/splendor {splendor_move(state)}")
        else:
            reply = await say(service, "/splendor turn")
        assert not reply.refused, reply.lines
    raise AssertionError("the game did not end")


async def test_sealed_dice_commit_at_the_start_and_reveal_at_the_end(service: Service) -> None:
    started = await say(service, "/splendor new")
    assert keys(started)[:2] == ["bot-new-game", "bot-dice-sealed"]
    seal = params(started, "bot-dice-sealed")
    seed = await secret_seed(service, seal["commitment"])
    assert hashlib.sha256(f"{seal['salt']}:{seed}".encode()).hexdigest() == seal["commitment"]
    text = reply_text(service.catalog, started)
    assert seal["commitment"] in text and "The seed stays secret until the game ends" in text

    await say(service, "/splendor turn")
    assert seed not in await everything_said(service)

    ended = await play_splendor_to_the_end(service, "/splendor turn")
    revealed = params(ended, "bot-dice-revealed")
    assert revealed["seed"] == seed and revealed["commitment"] == seal["commitment"]
    assert f"/splendor verify {seed}" in reply_text(service.catalog, ended)

    checked = await say(service, f"/splendor verify {seed}", user=BOB)
    assert keys(checked) == ["bot-verify-ok"] and checked.private  # a spectator's read
    assert params(checked, "bot-verify-ok")["rolls"] >= 1
    wrong = await say(service, f"/splendor verify {int(seed) + 1}")
    assert keys(wrong) == ["bot-verify-mismatch"]
    assert keys(await say(service, "/splendor verify seven")) == ["bot-seed-bad"]
    # The seed is out: the game that ended cannot be brought back to roll again.
    assert keys(await say(service, "/splendor undo")) == ["bot-undo-revealed"]


async def test_the_end_command_reveals_the_seed_too(service: Service) -> None:
    started = await say(service, "/rajas new variant=cherey")
    seal = params(started, "bot-dice-sealed")
    reply = started
    while reply.prompt is not None:  # the board facts, asked once
        reply = await say(service, str(default_answer(reply.prompt)))
    ended = await say(service, "/rajas end")
    while not any(line.key == "bot-finished" for line in ended.lines):
        assert ended.prompt is not None, ended.lines
        human = ended.prompt.key == "rajas-ask-human-score"
        ended = await say(service, "10 10" if human else str(default_answer(ended.prompt)))
    seed = params(ended, "bot-dice-revealed")["seed"]
    assert seed == await secret_seed(service, seal["commitment"])
    assert keys(await say(service, f"/rajas verify {seed}")) == ["bot-verify-ok"]


async def test_a_typed_seed_or_the_players_die_is_not_sealed(service: Service) -> None:
    typed = await say(service, "/splendor new seed=42")
    assert "bot-dice-sealed" not in keys(typed)
    assert "Seed 42" in reply_text(service.catalog, typed)
    assert keys(await say(service, "/splendor verify 42")) == ["bot-verify-unsealed"]
    await say(service, "/splendor end")
    await say(service, "y")
    rolled = await say(service, "/rajas new variant=cherey dice=player")
    assert "bot-dice-sealed" not in keys(rolled)


async def test_undo_never_rolls_again(service: Service) -> None:
    """The die lives in the snapshot: a turn undone and played again rolls the same faces."""
    await say(service, "/rajas new variant=beck dummies=2 seed=9")
    table = RajasTable.deal(random.Random(1), random.Random(2))
    player = RajasPlayer(table, random.Random(1))
    reply = await say(service, "/rajas turn")
    while reply.prompt is not None:
        reply = await say(service, player.answer(reply.prompt))
    record = await service.store.live_game(CHANNEL)
    assert record is not None and json.loads(record.state)["rng"]

    def rolls(lines: list[Any]) -> list[tuple[str, int]]:
        return [(line.key, line.params["face"]) for line in lines if "face" in line.params]

    reply, faces = None, []
    for _ in range(200):  # the next step that rolls: a turn, or an answer within one
        text = player.answer(reply.prompt) if reply and reply.prompt else "/rajas turn"
        reply = await say(service, text)
        faces = rolls(reply.lines)
        if faces:
            break
    assert faces, "a Beck game rolls the die"
    undone = await say(service, "/rajas undo")
    assert keys(undone) == ["bot-undone"]
    again = await say(service, text)
    assert rolls(again.lines) == faces


async def play_rajas_to_the_end(service: Service, language: str) -> None:
    await say(service, f"/lang {language}")
    rng = random.Random(5)
    table = RajasTable.deal(rng, random.Random(6))
    player = RajasPlayer(table, rng)
    reply = await say(service, "/rajas new variant=cherey")
    corrected = False
    for _ in range(600):
        player.heard(reply.lines)
        if any(line.key == "bot-finished" for line in reply.lines):
            return
        if reply.prompt is not None:
            reply = await say(service, player.answer(reply.prompt))
            continue
        if not corrected and table.round == 2:
            # A board correction mid-game: kept beside the steps, replayed where it was made.
            corrected = True
            table.meet = 58
            assert not (await say(service, "/rajas board meet 58")).refused
        placed = table.player_moves(reply.lines)
        reply = await say(service, "/rajas turn" + (f" {placed}" if placed else ""))
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("game", ["splendor", "rajas"])
async def test_a_transcript_replays_to_the_same_events(service: Service, tmp_path: Path,
                                                       game: str,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    if game == "splendor":
        await say(service, "/lang ja")
        await play_splendor_to_the_end(service, "/splendor new")
    else:
        await play_rajas_to_the_end(service, "es")
    exported = await say(service, f"/{game} log export lang=ja")
    assert keys(exported) == ["bot-transcript-ready"] and not exported.private
    markdown, data = exported.documents
    assert markdown.name.endswith("-ja.md") and markdown.mime == "text/markdown"
    assert data.name.endswith("-ja.json") and data.mime == "application/json"
    text = markdown.data.decode()
    assert text.startswith("# ") and "## 手順1" in text and "🔓" in text
    assert "[bot-" not in text and f"[{game}-" not in text
    transcript = json.loads(data.data)
    assert transcript["format"] == "soloist-transcript" and transcript["language"] == "ja"
    assert transcript["made_by"].startswith("soloist ")
    assert isinstance(transcript["seed"], int) and transcript["rolls"]
    assert all(s["command"] for s in transcript["steps"])
    assert all("text" in e and "rule" in e for s in transcript["steps"] for e in s["events"])
    if game == "rajas":
        assert transcript["corrections"] and transcript["answers"]
    path = tmp_path / data.name
    path.write_bytes(data.data)
    capsys.readouterr()  # the game's own log lines
    assert replay.main([str(path)]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert lines[-1] == {"type": "transcript", "steps": len(transcript["steps"]),
                         "matches": True, "first_difference": None}
    assert not any(line["type"] == "mismatch" for line in lines)

    # A transcript whose events were not those of the game is caught.
    transcript["steps"][-2]["events"].append({"rule": "X", "key": "made-up", "params": {}})
    path.write_text(json.dumps(transcript), encoding="utf-8")
    assert replay.main([str(path)]) == 1
    assert '"type": "mismatch"' in capsys.readouterr().out


async def test_a_live_sealed_transcript_holds_no_seed(service: Service, tmp_path: Path) -> None:
    await say(service, "/splendor new")
    await say(service, "/splendor turn")
    asked = await say(service, "/splendor transcript ru", user=BOB)
    assert asked.private, "a spectator's transcript is theirs alone"
    transcript = json.loads(asked.documents[1].data)
    assert transcript["seed"] is None and transcript["sealed"]["commitment"]
    assert "Шаг 1" in asked.documents[0].data.decode()
    path = tmp_path / "live.json"
    path.write_bytes(asked.documents[1].data)
    assert replay.main([str(path)]) == 2, "no seed: nothing to replay from yet"
    assert keys(await say(service, "/splendor transcript xx")) == ["bot-lang-unknown"]
    assert keys(await say(service, "/splendor transcript format=pdf")) == ["bot-unknown-command"]


async def test_the_automa_odds_in_a_line(service: Service) -> None:
    cherey = await say(service, "/rajas odds")
    assert keys(cherey) == ["bot-odds"]
    line = params(cherey, "bot-odds")
    assert line["low"] <= line["median"] <= line["high"] and line["games"] >= 1000
    text = reply_text(service.catalog, cherey)
    assert f"Cherey's virtual player scores {line['low']}–{line['high']} in half" in text
    beck = params(await say(service, "/rajas odds beck 2"), "bot-odds")
    assert beck["variant"] == "beck" and beck["dummies"] == 2
    assert keys(await say(service, "/splendor odds")) == ["bot-odds"]
    # No odds: each said in the game's own words (bot/words/headlines.py).
    assert keys(await say(service, "/rajas odds nonsense")) == ["rajas-odds-none"]
    assert keys(await say(service, "/panticapaeum odds")) == ["panticapaeum-odds-none"]
    assert not cherey.private, "no game here: nobody is a spectator"
    await say(service, "/splendor new")
    assert not (await say(service, "/rajas odds")).private  # the player's own
    assert (await say(service, "/rajas odds", user=BOB)).private  # a spectator's


async def test_the_console_writes_the_transcript_and_prints_its_paths(tmp_path: Path) -> None:
    import io

    from bot.platforms.console.table import run_console
    from bot.store import Store
    from tests.bot.conftest import shared_catalog

    db = tmp_path / "data" / "soloist.sqlite3"
    db.parent.mkdir()
    store = await Store.open(db)
    out = io.StringIO()
    try:
        catalog = shared_catalog()
        script = io.StringIO("/splendor new\n/splendor turn\n/splendor transcript lang=ja\n")
        await run_console(Service(store, catalog), catalog, str(db), stdin=script, stdout=out)
    finally:
        await store.close()
    written = sorted((tmp_path / "data" / "transcripts").iterdir())
    assert [p.name for p in written] == ["splendor-1-ja.json", "splendor-1-ja.md"]
    text = out.getvalue()
    assert "File written:" in text and "splendor-1-ja.md" in text
    assert json.loads(written[0].read_text(encoding="utf-8"))["steps"][1]["command"] == ["turn"]
    assert written[1].read_text(encoding="utf-8").startswith("# 『宝石の煌めき』")


async def test_a_game_begun_before_sealed_dice_shows_its_log_as_it_did(service: Service) -> None:
    """A header stored by an older version has no ``sealed``: it reads as an unsealed game's,
    with no message error, in the log and the transcript alike."""
    await say(service, "/rajas new seed=7 dice=bot")
    record = await service.store.last_game(CHANNEL)
    assert record is not None
    [(_, first)] = (await service.store.history(record.id))[:1]
    old = json.loads(first)
    for event in old:
        event["params"].pop("sealed", None)
    assert transcripts.stored_events(json.dumps(old))[0]["params"]["sealed"] == "no"
    shown = transcripts.shown(json.dumps(old))
    header = next(e for e in shown if e["key"] == "bot-new-game")
    text = service.catalog.render("en", "bot-new-game", header["params"])
    assert "Seed 7" in text and "{" not in text


async def test_verify_without_a_seed_asks_for_one(service: Service) -> None:
    await say(service, "/rajas new dice=bot")
    reply = await say(service, "/rajas verify")
    assert keys(reply) == ["bot-verify-no-seed"]
    assert "/rajas verify SEED" in reply_text(service.catalog, reply)
