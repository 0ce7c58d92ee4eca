"""`/<game> watch`: the link to the game's live page (bot/web/), and `/<game> watch revoke`.

The game's player or a moderator makes the link (the first time it is asked for) and revokes
it; anyone else is given the link if one is open, privately, and is told to ask the player if
not: a spectator may pass on a link the player chose to give, never open one of their own.
The link is of the channel's last game of that kind, live or over (a finished game's page
shows its last state), and stays the same until revoked: asked again, it is the same link."""

from __future__ import annotations

import secrets
from collections.abc import Callable

from bot.service.commands import Command
from bot.service.people import User
from bot.service.refusals import Refusal
from bot.store import GameRecord, Store
from bot.words.replies import Line, LinkButton, Reply
from engines.core.spec import GameSpec

TOKEN_BYTES = 24
"""Random bytes of a link's token: 32 characters, unguessable."""
REVOKE = "revoke"


def watch_url(base_url: str, token: str) -> str:
    """The live page of ``token`` under the pages' public base URL."""
    return f"{base_url}/watch/{token}"


class Watching:
    """Live pages' links, made and revoked at a command."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.base_url: str | None = None
        """The pages' public base URL (SOLOIST_WEB_URL, or the console's local server);
        None: no live pages here, and the command says so."""
        self.apps: dict[str, Callable[[str], LinkButton | None]] = {}
        """By platform (a channel's prefix, ``telegram``): a button opening the page of a
        token inside that platform's own app (Telegram's Mini App link), which the link's
        reply carries beside the plain link; registered by the platform once it knows its
        own address."""

    async def answer(self, channel: str, user: User, game: GameSpec, command: Command,
                     language: str) -> Reply:
        if self.base_url is None:
            raise Refusal("bot-watch-off")
        revoke = [word.casefold() for word in command.args] == [REVOKE]
        if command.args and not revoke:
            raise Refusal("bot-unknown-command",
                          command=f"/{game.name} {command.name} {' '.join(command.args)}")
        record = await self.store.last_game(channel)
        if record is None or record.game != game.name:
            raise Refusal("bot-no-game")
        allowed = user.id == record.owner_id or user.moderator
        if revoke:
            if not allowed:
                raise Refusal("bot-not-owner", owner=record.owner_name)
            count = await self.store.revoke_watch_links(record.id)
            return Reply(language=language, game=game.name, lines=[Line(
                "bot-watch-revoked" if count else "bot-watch-none", {"game": game.name})])
        token = await self._token(record, allowed)
        return Reply(language=language, game=game.name, private=not allowed, lines=[Line(
            "bot-watch-link", {"game": game.name, "url": watch_url(self.base_url, token)})],
            links=self._app_links(channel, token))

    def _app_links(self, channel: str, token: str) -> tuple[LinkButton, ...]:
        """The button opening ``token``'s page in the app of ``channel``'s platform, if that
        platform has one."""
        app = self.apps.get(channel.partition(":")[0])
        button = app(token) if app is not None else None
        return (button,) if button is not None else ()

    async def _token(self, record: GameRecord, allowed: bool) -> str:
        """The game's open link, made now if there is none and ``allowed``."""
        links = await self.store.watch_links_of(record.id)
        if links:
            return links[0].token
        if not allowed:
            raise Refusal("bot-watch-ask", owner=record.owner_name, game=record.game)
        token = secrets.token_urlsafe(TOKEN_BYTES)
        await self.store.add_watch_link(token, record.channel, record.id)
        return token
