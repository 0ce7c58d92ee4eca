"""Through the real discord.py client: hostile button ids, modal answers and
slash-command options, from the player and from a stranger, never end in a failure, and every
interaction that is ours is answered (an unanswered one shows "this interaction failed")."""

from __future__ import annotations

import random

from structlog.testing import capture_logs

from bot.platforms.discord.adapter import SoloistClient
from bot.platforms.discord.views import TYPED
from bot.service.service import Service
from bot.words.buttons import parse_press
from tests.bot.discord_standin import Message, Person, StandIn, press, slash, submit
from tests.bot.test_discord import (
    ALICE,
    CHANNEL,
    TABLE,
    client,
    db,
    deliver,
    live_message,
    service,
    standin,
)
from tests.reliability.test_fuzz_telegram import HOSTILE

__all__ = ["client", "db", "service", "standin"]  # the Discord tests' fixtures

STRANGER = Person(909, "Mallory", locale="ru")


def hostile_id(rng: random.Random, game_id: int, version: int) -> str:
    head = rng.choice(["a", "a", "t"])
    parts = [head, rng.choice([str(game_id), str(game_id + 1), *HOSTILE]),
             rng.choice([str(version), str(version - 1), "0", *HOSTILE])]
    if head == "a":
        parts.append(rng.choice(["1", "2", "y", "n", *HOSTILE]))
    return ":".join(parts)[:100]  # Discord's custom ids hold at most 100 characters


def ours(custom_id: str) -> bool:
    return parse_press(custom_id) is not None or TYPED.fullmatch(custom_id) is not None


async def test_hostile_ids_answers_and_options_are_answered_and_never_fail(
        client: SoloistClient, standin: StandIn, service: Service) -> None:
    rng = random.Random(3)
    await deliver(client, standin, slash(standin, ALICE, TABLE, "rajas", "new",
                                         variant="cherey", dice="player", seed=5))
    delivered = 0
    with capture_logs() as logs:
        for n in range(450):
            record = await service.store.live_game(CHANNEL)
            assert record is not None
            message: Message = await live_message(service, standin)
            who = rng.choice([ALICE, STRANGER])
            roll = n % 3
            if roll == 0:
                custom_id = hostile_id(rng, record.id, record.version)
                if not ours(custom_id):
                    continue  # not our button: left to whoever drew it
                payload = press(standin, who, message, custom_id, TABLE)
            elif roll == 1:
                typed = f"t:{record.id}:{record.version}"
                payload = submit(standin, who, message, typed, rng.choice(HOSTILE)[:400],
                                 TABLE)
            else:
                verb, option = rng.choice([("answer", "text"), ("taken", "space"),
                                           ("board", "fact")])
                payload = slash(standin, who, TABLE, "rajas", verb,
                                **{option: rng.choice(HOSTILE)[:100] or "?"})
            await deliver(client, standin, payload)  # waits until it is answered
            delivered += 1
    failures = [e for e in logs if e.get("log_level") in ("error", "critical")
                or e.get("event") in ("command failed", "interaction failed")]
    assert failures == []
    assert delivered > 300
