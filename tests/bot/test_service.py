"""The service with the real store (a temporary SQLite file) and the real catalogs: commands
in, replies out, and what was stored."""

from __future__ import annotations

import json

from bot.service.commands import parse
from bot.service.service import Service, User
from bot.words.render import reply_text

ALICE = User(id="alice", name="Alice")
BOB = User(id="bob", name="Bob")
CHANNEL = "table-1"


async def say(service: Service, text: str, user: User = ALICE, channel: str = CHANNEL):  # type: ignore[no-untyped-def]
    return await service.handle(channel, user, parse(text))


def keys(reply) -> list[str]:  # type: ignore[no-untyped-def]
    return [line.key for line in reply.lines]


async def test_new_game_turn_and_answer_are_stored(service: Service) -> None:
    reply = await say(service, "/rajas new variant=cherey dice=player seed=5")
    assert keys(reply)[0] == "bot-new-game"
    assert reply.prompt is not None and reply.prompt.kind == "d6"
    assert reply.version == 1
    reply = await say(service, "2")  # even: the human starts (RC-S)
    assert "rajas-first-player" in keys(reply)
    assert reply.version == 2 and reply.prompt is None
    reply = await say(service, "/rajas turn")
    assert reply.prompt is not None and reply.prompt.kind == "d6"
    record = await service.store.live_game(CHANNEL)
    assert record is not None and record.version == 3
    history = await service.store.history(record.id)
    assert [v for v, _ in history] == [1, 2, 3]
    assert json.loads(history[1][1])[0]["rule"] == "RC-S"


async def test_bad_die_is_refused_and_changes_nothing(service: Service) -> None:
    await say(service, "/rajas new variant=cherey dice=player seed=5")
    before = await service.store.live_game(CHANNEL)
    reply = await say(service, "7")
    assert keys(reply) == ["answer-bad-die"]
    assert reply.private and not reply.changed
    after = await service.store.live_game(CHANNEL)
    assert after == before


async def test_only_the_player_answers_spectators_watch(service: Service) -> None:
    await say(service, "/rajas new variant=cherey dice=player seed=5")
    reply = await say(service, "2", user=BOB)
    assert keys(reply) == ["bot-not-owner"]
    assert reply.lines[0].params["owner"] == "Alice"
    status = await say(service, "/rajas status", user=BOB)
    assert "rajas-status-automaton" in keys(status)


async def test_stale_button_press_is_refused(service: Service) -> None:
    await say(service, "/rajas new variant=cherey dice=player seed=5")
    reply = await service.handle(CHANNEL, ALICE, parse("2").__class__(
        name="answer", args=("2",), version=99))
    assert keys(reply) == ["bot-stale"]


async def test_undo_goes_back_one_step_and_again(service: Service) -> None:
    await say(service, "/rajas new variant=cherey dice=player seed=5")
    await say(service, "2")
    await say(service, "/rajas turn")
    first = await say(service, "/rajas undo")
    assert keys(first) == ["bot-undone"] and first.lines[0].params["version"] == 2
    second = await say(service, "/rajas undo")
    assert second.lines[0].params["version"] == 1 and second.prompt is not None
    nothing = await say(service, "/rajas undo")
    assert keys(nothing) == ["bot-undo-nothing"]
    again = await say(service, "4")
    # Versions only grow: new, undo, undo, and this answer each took one.
    assert again.version == 6 and first.version == 4 and second.version == 5


async def test_a_button_of_an_undone_step_is_refused_and_changes_nothing(
        service: Service) -> None:
    """After /undo, the button drawn for the undone step is stale, even though the
    game now asks the same kind of question again."""
    from bot.service.commands import Command

    await say(service, "/rajas new variant=cherey dice=player seed=5")
    await say(service, "2")
    asked = await say(service, "/rajas turn")
    assert asked.prompt is not None and asked.prompt.kind == "d6"
    await say(service, "/rajas undo")
    redrawn = await say(service, "/rajas turn")
    assert redrawn.prompt == asked.prompt and (redrawn.version or 0) > (asked.version or 0)
    before = await service.store.live_game(CHANNEL)
    for version in range(1, redrawn.version or 0):
        press = Command(name="answer", args=("3",), game_id=asked.game_id, version=version)
        reply = await service.handle(CHANNEL, ALICE, press)
        assert keys(reply) == ["bot-stale"], version
    assert await service.store.live_game(CHANNEL) == before


async def test_undo_cannot_reroll_the_bots_die(service: Service) -> None:
    await say(service, "/rajas new variant=beck seed=11")
    first = await say(service, "/rajas turn")
    await say(service, "/rajas undo")
    second = await say(service, "/rajas turn")
    assert keys(first) == keys(second)
    assert [line.params for line in first.lines] == [line.params for line in second.lines]


async def test_a_second_game_in_a_channel_is_refused(service: Service) -> None:
    await say(service, "/rajas new")
    reply = await say(service, "/rajas new variant=beck")
    assert keys(reply) == ["bot-game-exists"]


async def test_the_refusal_names_the_game_that_is_running_not_the_one_asked_for(
        service: Service) -> None:
    await say(service, "/splendor new deal=bot")
    reply = await say(service, "/rajas new")
    assert keys(reply) == ["bot-game-exists"]
    assert reply.lines[0].params["game"] == "splendor"
    assert "/splendor end" in reply_text(service.catalog, reply)
    status = await say(service, "/rajas status")
    assert keys(status) == ["bot-other-game"]
    assert "/splendor status" in reply_text(service.catalog, status)


async def test_no_game_and_unknown_commands_and_options(service: Service) -> None:
    assert keys(await say(service, "/rajas turn")) == ["bot-no-game"]
    assert keys(await say(service, "/rajas dance")) == ["bot-unknown-command"]
    assert keys(await say(service, "/rajas new variant=solo")) == ["rajas-option-bad"]
    assert keys(await say(service, "/rajas new colour=red")) == ["rajas-option-unknown"]
    assert keys(await say(service, "/rajas new seed=abc")) == ["bot-seed-bad"]
    assert keys(await say(service, "/chess new")) == ["bot-unknown-game"]
    assert await service.store.live_game(CHANNEL) is None


async def test_language_is_per_channel(service: Service) -> None:
    reply = await say(service, "/lang es")
    assert reply.language == "es"
    reply = await say(service, "/help")
    assert reply.language == "es"
    other = await say(service, "/help", channel="table-2")
    assert other.language == "en"
    assert keys(await say(service, "/lang xx")) == ["bot-lang-unknown"]


async def test_corrupt_saved_game_is_reported_and_can_be_closed(service: Service) -> None:
    await say(service, "/rajas new variant=cherey")
    record = await service.store.live_game(CHANNEL)
    assert record is not None
    await service.store.commit(record.id, record.version, '{"not": "a state"}', "[]")
    reply = await say(service, "/rajas turn")
    assert keys(reply) == ["bot-corrupt"]
    still = await service.store.live_game(CHANNEL)
    assert still is not None and still.version == record.version + 1
    closed = await say(service, "/rajas end")
    assert keys(closed) == ["bot-abandoned"]
    assert await service.store.live_game(CHANNEL) is None


async def test_board_profile_is_offered_to_the_next_game(service: Service) -> None:
    await say(service, "/rajas new variant=cherey dice=player seed=3")
    await say(service, "2")
    reply = await say(service, "/rajas board meet 58")
    assert "rajas-board-corrected" in keys(reply)
    await say(service, "/rajas end")
    await say(service, "y")
    await say(service, "10 20")
    assert await service.store.live_game(CHANNEL) is None
    nxt = await say(service, "/rajas new variant=cherey dice=player seed=4")
    assert nxt.prompt is not None and nxt.prompt.key == "rajas-ask-reuse-profile"
    assert {"@": "rajas-known-meet", "sum": 58} in nxt.prompt.params["facts"]


async def test_every_reply_renders_in_every_language(service: Service) -> None:
    catalog = service.catalog
    for language in ("en", "es", "ja", "ru"):
        channel = f"render-{language}"
        await say(service, f"/lang {language}", channel=channel)
        for text in ("/help", "/rajas new variant=beck dummies=2 seed=9", "/rajas turn",
                     "/rajas status", "/rajas log", "/rajas board"):
            reply = await say(service, text, channel=channel)
            text_out = reply_text(catalog, reply)
            assert text_out and "[rajas-" not in text_out and "[bot-" not in text_out


async def test_undo_right_after_the_end_resumes_the_game(service: Service) -> None:
    await say(service, "/rajas new variant=cherey dice=player seed=3")
    await say(service, "2")
    await say(service, "/rajas end")
    await say(service, "y")
    await say(service, "60")   # where the markers meet
    over = await say(service, "10 20")  # your fame and money: the game is scored
    assert "bot-finished" in keys(over)
    assert await service.store.live_game(CHANNEL) is None
    back = await say(service, "/rajas undo")
    assert keys(back) == ["bot-undone"]
    assert back.prompt is not None and back.prompt.key == "rajas-ask-human-score"
    fixed = await say(service, "10 25")
    assert "bot-finished" in keys(fixed)


# What the platforms build on: requests applied once, one message per turn, buttons

async def test_the_same_request_twice_is_applied_once(service: Service) -> None:
    from bot.service.commands import Command

    await say(service, "/rajas new variant=cherey dice=player seed=5")
    await say(service, "2")  # even: the human starts (RC-S)
    record = await service.store.live_game(CHANNEL)
    assert record is not None
    turn = Command(name="turn", game="rajas", request="telegram:41")
    first = await service.handle(CHANNEL, ALICE, turn)
    again = await service.handle(CHANNEL, ALICE, turn)
    assert first.changed and not first.duplicate
    assert again.duplicate and not again.lines and not again.changed
    after = await service.store.live_game(CHANNEL)
    assert after is not None and after.version == first.version


async def test_a_refused_request_is_answered_once_too(service: Service) -> None:
    from bot.service.commands import Command

    command = Command(name="turn", game="rajas", request="discord:5")
    assert keys(await service.handle(CHANNEL, ALICE, command)) == ["bot-no-game"]
    assert (await service.handle(CHANNEL, ALICE, command)).duplicate


async def test_a_turn_is_one_growing_list_of_lines(service: Service) -> None:
    reply = await say(service, "/rajas new variant=cherey dice=player seed=5")
    assert reply.turn == 1 and [line.key for line in reply.live] == keys(reply)
    reply = await say(service, "2")
    assert reply.turn == 1
    assert reply.live[0].key == "bot-new-game"
    assert [line.key for line in reply.live][-len(reply.lines):] == keys(reply)
    turn = await say(service, "/rajas turn")
    assert turn.turn == turn.version == 3
    answered = await say(service, "4")
    assert answered.turn == 3
    assert [line.key for line in answered.live] == keys(turn) + keys(answered)


async def test_a_press_for_another_game_is_stale(service: Service) -> None:
    from bot.service.commands import Command

    reply = await say(service, "/rajas new variant=cherey dice=player seed=5")
    assert reply.game_id is not None and reply.version is not None
    other = Command(name="answer", args=("2",), game_id=reply.game_id + 1,
                    version=reply.version)
    assert keys(await service.handle(CHANNEL, ALICE, other)) == ["bot-stale"]
    same = Command(name="answer", args=("2",), game_id=reply.game_id, version=reply.version)
    assert (await service.handle(CHANNEL, ALICE, same)).changed


async def test_a_verb_the_game_does_not_have_is_refused(service: Service) -> None:
    await say(service, "/rajas new variant=cherey seed=5")
    reply = await say(service, "/rajas buy 3")
    assert keys(reply) == ["bot-unknown-command"]
    assert reply.lines[0].params["command"] == "/rajas buy"


async def test_until_lang_is_set_the_channel_speaks_its_starters_language(
        service: Service) -> None:
    spanish = User(id="alice", name="Alice", locale="es-419")
    russian = User(id="bob", name="Bob", locale="ru")
    reply = await service.handle(CHANNEL, spanish, parse("/rajas new variant=cherey seed=5"))
    assert reply.language == "es"
    assert (await service.handle(CHANNEL, russian, parse("/rajas status"))).language == "es"
    await say(service, "/lang ja")
    assert (await service.handle(CHANNEL, spanish, parse("/rajas status"))).language == "ja"


async def test_help_lists_every_game_in_every_language(service: Service) -> None:
    from bot.words.i18n import LANGUAGES
    from engines.games import games

    reply = await say(service, "/help")
    assert keys(reply) == ["bot-help", *(f"{name}-help" for name in sorted(games())),
                           "bot-help-common", "bot-help-rules"]
    for language in LANGUAGES:
        for key in keys(reply):
            assert service.catalog.has(language, key), (language, key)
    assert keys(await say(service, "/rajas")) == ["bot-help", "rajas-help", "bot-help-common",
                                                  "bot-help-rules"]


async def test_a_refusal_says_back_a_sane_length_of_what_was_typed(service: Service) -> None:
    await say(service, "/rajas new variant=cherey dice=player seed=5")
    reply = await say(service, "9" * 5000)
    assert not reply.changed
    echoed = [v for line in reply.lines for v in line.params.values() if isinstance(v, str)]
    assert echoed and all(len(v) <= 300 for v in echoed)
