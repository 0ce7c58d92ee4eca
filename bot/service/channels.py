"""What a channel and its server choose: the channel's language (`/lang`) and pictures
(`/settings`), and a server's language and the channels its games may run in (`/server`)."""

from __future__ import annotations

from bot.service import request
from bot.service.commands import Command
from bot.service.people import Server, User
from bot.service.refusals import Refusal
from bot.store import Store
from bot.words.i18n import LANGUAGES, Catalog
from bot.words.replies import Line, Reply
from engines.core import term

STARTER_LANGUAGE = "starter-language"
"""Setting: the language of whoever started the channel's last game, used until /lang."""
GAMES_IN = "games-in"
"""Server setting: the channels (space-separated) games may run in; none set: everywhere."""
PICTURES = "pictures"
"""Setting: ``off`` when the channel wants no board pictures (`/settings pictures off`)."""


class ChannelSettings:
    def __init__(self, store: Store, catalog: Catalog, default_language: str,
                 pictures: bool) -> None:
        self.store = store
        self.catalog = catalog
        self.default_language = default_language
        self.pictures = pictures
        """Whether a channel that said nothing (/settings pictures) gets board pictures."""

    async def language(self, channel: str, user: User, server: Server | None = None) -> str:
        """The channel's /lang; else its server's; else the language of whoever started its
        last game; else the user's own; else the default."""
        chosen = await self.store.get_setting(channel, "language")
        if chosen in LANGUAGES:
            return chosen
        if server is not None:
            chosen = await self.store.get_setting(server.id, "language")
            if chosen in LANGUAGES:
                return chosen
        starter = await self.store.get_setting(channel, STARTER_LANGUAGE)
        if starter in LANGUAGES:
            return starter
        if user.locale:
            return self.catalog.language_of(user.locale)
        return self.default_language

    async def pictures_on(self, channel: str) -> bool:
        chosen = await self.store.get_setting(channel, PICTURES)
        return chosen == "on" if chosen in ("on", "off") else self.pictures

    async def settings(self, channel: str, command: Command, language: str) -> Reply:
        """`/settings` shows the channel's settings; `/settings pictures off|on` turns the
        board pictures off or on."""
        what = command.args[0].casefold() if command.args else ""
        value = command.args[1].casefold() if len(command.args) > 1 else ""
        if what == "pictures" and value in ("on", "off"):
            await self.store.set_setting(channel, PICTURES, value, request=request.current.get())
        elif what == "pictures":
            raise Refusal("bot-settings-pictures-bad", value=value)
        elif what:
            raise Refusal("bot-unknown-command", command=f"/settings {command.args[0]}")
        shown = "on" if await self.pictures_on(channel) else "off"
        return Reply(language=language, lines=[Line("bot-settings", {"pictures": shown})])

    async def set_language(self, channel: str, command: Command) -> Reply:
        if not command.args:
            # `/lang` alone: the channel's language and the choices, in that language.
            language = await self.language(channel, User(id="", name=""))
            choices = [{"@": "bot-lang-choice", "code": lang, "name": term(f"lang-name-{lang}")}
                       for lang in LANGUAGES if lang != language]
            return Reply(language=language, lines=[Line(
                "bot-lang-list", {"language": term(f"lang-name-{language}"), "choices": choices})])
        wanted = command.args[0].casefold()
        if wanted not in LANGUAGES:
            raise Refusal("bot-lang-unknown", value=wanted, languages=", ".join(LANGUAGES))
        await self.store.set_setting(channel, "language", wanted, request=request.current.get())
        return Reply(language=wanted,
                     lines=[Line("bot-lang-set", {"language": term(f"lang-name-{wanted}")})])

    async def server(self, channel: str, user: User, command: Command, language: str,
                      server: Server | None) -> Reply:
        """`/server` shows the server's settings; `/server language xx|auto` sets its channels'
        language, `/server games here|not-here|everywhere` where games may run."""
        if server is None:
            raise Refusal("bot-server-none")
        if not user.moderator:
            raise Refusal("bot-server-moderators")
        what = command.args[0].casefold() if command.args else ""
        value = command.args[1].casefold() if len(command.args) > 1 else ""
        if what == "language":
            await self._server_language(server, value)
        elif what == "games":
            await self._server_games(channel, server, value)
        elif what:
            raise Refusal("bot-unknown-command", command=f"/server {command.args[0]}")
        language = await self.language(channel, user, server)  # perhaps the one just chosen
        chosen = await self.store.get_setting(server.id, "language")
        allowed = await self._games_in(server)
        return Reply(language=language, lines=[Line("bot-server-settings", {
            "language": (term(f"lang-name-{chosen}") if chosen in LANGUAGES
                         else term("bot-server-no-language")),
            "channels": [server.show(c) for c in allowed] or term("bot-server-everywhere")})])

    async def _server_language(self, server: Server, value: str) -> None:
        if value not in (*LANGUAGES, "auto"):
            raise Refusal("bot-lang-unknown", value=value,
                          languages=", ".join((*LANGUAGES, "auto")))
        # "auto": each channel speaks as if the server had chosen none.
        await self.store.set_setting(server.id, "language", "" if value == "auto" else value,
                                     request=request.current.get())

    async def _server_games(self, channel: str, server: Server, value: str) -> None:
        allowed = await self._games_in(server)
        here = server.parent or channel  # a thread runs games where its channel does
        if value == "here":
            allowed = allowed if here in allowed else [*allowed, here]
        elif value == "not-here" and not allowed:
            raise Refusal("bot-server-games-everywhere")
        elif value == "not-here":
            allowed = [c for c in allowed if c != here]
        elif value == "everywhere":
            allowed = []
        else:
            raise Refusal("bot-server-games-bad", value=value)
        await self.store.set_setting(server.id, GAMES_IN, " ".join(allowed),
                                     request=request.current.get())

    async def _games_in(self, server: Server) -> list[str]:
        return (await self.store.get_setting(server.id, GAMES_IN) or "").split()

    async def check_games_here(self, channel: str, server: Server | None) -> None:
        """A new game only in the channels the server's moderators chose (if they chose)."""
        if server is None:
            return
        allowed = await self._games_in(server)
        if allowed and channel not in allowed and server.parent not in allowed:
            raise Refusal("bot-games-elsewhere", channels=[server.show(c) for c in allowed])
