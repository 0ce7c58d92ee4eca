"""`/<game> odds` as a user meets it: /help names the games that have odds, and a game with
no odds table says so (rather than blaming words the user never typed)."""

from __future__ import annotations

import pytest

from bot.service.commands import parse
from bot.service.service import Service, User
from bot.words.render import reply_text

ALICE = User(id="alice", name="Alice")


async def said(service: Service, text: str) -> tuple[bool, str]:
    reply = await service.handle("table-1", ALICE, parse(text))
    return reply.refused, reply_text(service.catalog, reply)


async def test_help_names_the_games_whose_odds_it_knows(service: Service) -> None:
    _, text = await said(service, "/help")
    assert "/rajas odds, /splendor odds" in text and "/<game> odds" not in text


@pytest.mark.parametrize("game", ["panticapaeum", "paxpamir"])
async def test_a_game_without_odds_says_which_games_have_them(
        service: Service, game: str) -> None:
    refused, text = await said(service, f"/{game} odds")
    assert refused and "with those words" not in text
    assert "/rajas odds" in text and "/splendor odds" in text


async def test_odds_with_unknown_words_blame_the_words(service: Service) -> None:
    refused, text = await said(service, "/rajas odds sideways")
    assert refused and "with those words" in text
    refused, text = await said(service, "/rajas odds beck 2")
    assert not refused and "Beck's 2 dummy players" in text
