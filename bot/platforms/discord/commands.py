"""Discord's slash commands, built from the games' declared verbs: a command group per game
(``/rajas new``, ``/rajas turn`` …, ``/rajas handover``), then ``/lang``, ``/server``,
``/record``, ``/help`` and ``/forget``, with names, descriptions and choices translated from the
``locales/`` files.

Every string option is bounded (``INPUT_LIMIT``) and every free-text one suggests as the user
types (the open question's answers, Splendor's cards, Rajas's board facts). ``/lang`` and
``/forget`` are for members who may manage the channel and ``/server`` for those who may manage
the server, as Discord's ``default_member_permissions`` (a server's admins may grant them to
others). A command the tree cannot run is answered by the bridge's ``command_error``.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Awaitable, Coroutine, Mapping
from typing import Any, Protocol

import discord
from discord import app_commands
from discord.app_commands import Choice, locale_str

from bot.platforms.chat.limits import INPUT_LIMIT
from bot.service.commands import Command, to_text
from bot.words.i18n import LANGUAGES, Catalog
from engines.core.spec import Param, Verb
from engines.games import games

DESCRIPTION_LIMIT = 100

LOCALE_LANGUAGES: dict[discord.Locale, str] = {
    discord.Locale.spain_spanish: "es",
    discord.Locale.latin_american_spanish: "es",
    discord.Locale.japanese: "ja",
    discord.Locale.russian: "ru",
    discord.Locale.american_english: "en",
    discord.Locale.british_english: "en",
}
"""The Discord locales the command names and descriptions are translated into."""

NAME_LOCATIONS = frozenset({
    app_commands.TranslationContextLocation.command_name,
    app_commands.TranslationContextLocation.group_name,
    app_commands.TranslationContextLocation.parameter_name,
})

ANSWER = Verb("answer", (Param("text", positional=True, required=True),))
"""Every game takes a typed answer to its open question (`/rajas answer 9 b1 silk2`)."""
HANDOVER = Verb("handover", (Param("player", required=True),))
"""Every game may be handed to another player (a Discord user option, not text)."""
SERVER_VERBS = (Verb("show"), Verb("language", (Param("language", required=True),)),
                Verb("games", (Param("where", required=True),)))
"""`/server show|language|games`: a server's settings, for its moderators."""
WHERE = ("here", "not-here", "everywhere")
RECORD_VERBS = (
    Verb("show", (Param("player"),)),
    Verb("table"),
    Verb("export", (Param("player"),)),
    Verb("campaign", (Param("switch", choices=("on", "off")),)),
    Verb("link", (Param("code"),)),
    Verb("unlink"),
    Verb("private"),
    Verb("public"),
    Verb("forget", (Param("confirm", choices=("yes",)),)),
)
"""`/record show|table|export|…`: a player's record and their own choices about it (the
words `/record` takes typed elsewhere); ``player`` is a Discord user option."""
RECORD_PLAYER = Verb("record", (Param("player"),))
"""`/<game> record [player]`: a player's record at one game."""


class Bridge(Protocol):
    """What the commands call: the adapter's bridge to the service."""

    def command(self, interaction: discord.Interaction, command: str | Command,
                values: Mapping[str, Any] = ...) -> Awaitable[None]: ...

    def suggest(self, interaction: discord.Interaction, game: str, verb: str,
                typed: str) -> Awaitable[list[Choice[str]]]: ...

    def help(self, interaction: discord.Interaction) -> Awaitable[None]: ...

    def forget(self, interaction: discord.Interaction) -> Awaitable[None]: ...

    def refuse(self, interaction: discord.Interaction, key: str,
               **params: Any) -> Awaitable[None]: ...

    def command_error(self, interaction: discord.Interaction,
                      error: app_commands.AppCommandError) -> Coroutine[Any, Any, None]: ...


def command_name(text: str) -> str | None:
    """``text`` as Discord allows a command or option name: lowercase, no spaces, ≤ 32."""
    name = re.sub(r"[^\w-]", "", text.strip().casefold().replace(" ", "-"))[:32]
    return name or None


class CatalogTranslator(app_commands.Translator):
    """Command names, descriptions and choices from the Fluent catalogs: each translatable
    string carries its message key (``locale_str(default, key=...)``)."""

    def __init__(self, catalog: Catalog) -> None:
        self.catalog = catalog

    async def translate(self, string: locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContextTypes) -> str | None:
        language = LOCALE_LANGUAGES.get(locale)
        key = string.extras.get("key")
        if language is None or key is None or not self.catalog.has(language, key):
            return None
        text = self.catalog.render(language, key)
        if context.location in NAME_LOCATIONS:
            return command_name(text)
        return text[:DESCRIPTION_LIMIT] or None


class Texts:
    """English defaults for the command payload (Discord needs one in every string)."""

    def __init__(self, catalog: Catalog) -> None:
        self.catalog = catalog

    def describe(self, *keys: str, default: str) -> locale_str:
        """The first of ``keys`` the catalog has, as a translatable description."""
        for key in keys:
            if self.catalog.has("en", key):
                return locale_str(self.catalog.render("en", key)[:DESCRIPTION_LIMIT], key=key)
        return locale_str(default)

    def name(self, name: str) -> locale_str:
        return locale_str(name, key=f"cmd-name-{name}")


def _annotation(param: Param) -> Any:
    if param.flag:
        return bool
    if param.integer is not None:
        return app_commands.Range[int, param.integer[0], param.integer[1]]
    return app_commands.Range[str, 1, INPUT_LIMIT]


def _free_text(param: Param) -> bool:
    """A parameter typed freely (a code, a card, an answer): suggestions help there."""
    return not (param.flag or param.integer is not None or param.choices)


def _command(texts: Texts, game: str, verb: Verb, bridge: Bridge) -> app_commands.Command[
        Any, ..., None]:
    """``/<game> <verb>`` with the verb's parameters as typed options."""

    async def callback(interaction: discord.Interaction, **values: Any) -> None:
        if verb.name == "answer":
            text = f"/{game} answer {values.get('text') or ''}"
        else:
            text = to_text(game, verb.name, values)
        await bridge.command(interaction, text, values)

    params = [inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD,
                                annotation=discord.Interaction)]
    for param in verb.params:
        annotation = _annotation(param)
        if param.required:
            params.append(inspect.Parameter(param.name, inspect.Parameter.KEYWORD_ONLY,
                                            annotation=annotation))
        else:
            params.append(inspect.Parameter(param.name, inspect.Parameter.KEYWORD_ONLY,
                                            annotation=annotation | None, default=None))
    callback.__signature__ = inspect.Signature(params)  # type: ignore[attr-defined]
    _describe_params(callback, texts, game, verb)
    command: app_commands.Command[Any, ..., None] = app_commands.Command(
        name=texts.name(verb.name),
        description=texts.describe(f"cmd-{game}-{verb.name}", f"cmd-common-{verb.name}",
                                   default=f"/{game} {verb.name}"),
        callback=callback)
    for param in verb.params:
        if _free_text(param):
            command.autocomplete(param.name)(_suggester(bridge, game, verb.name))
    return command


def _suggester(bridge: Bridge, game: str, verb: str) -> Any:
    async def suggest(interaction: discord.Interaction, current: str) -> list[Choice[str]]:
        return await bridge.suggest(interaction, game, verb, current)

    return suggest


def _describe_params(callback: Any, texts: Texts, game: str, verb: Verb,
                     prefix: str | None = None) -> None:
    """What the ``describe``, ``rename`` and ``choices`` decorators would set."""
    prefix = prefix or f"cmd-{game}-{verb.name}"
    callback.__discord_app_commands_param_description__ = {
        p.name: texts.describe(f"{prefix}-{p.name}", f"cmd-common-{verb.name}-{p.name}",
                               default=p.name)
        for p in verb.params}
    callback.__discord_app_commands_param_rename__ = {
        p.name: locale_str(p.name, key=f"cmd-param-{p.name}") for p in verb.params}
    callback.__discord_app_commands_param_choices__ = {
        p.name: [Choice(name=texts.describe(f"cmd-choice-{p.name}-{c}", default=c), value=c)
                 for c in p.choices]
        for p in verb.params if p.choices}


def _handover(texts: Texts, game: str, bridge: Bridge) -> app_commands.Command[Any, ..., None]:
    """``/<game> handover player:@someone``: the player named by Discord, never typed."""

    async def handover(interaction: discord.Interaction, player: discord.User) -> None:
        if player.bot:  # a bot presses no buttons: its game would wait for the idle rule
            await bridge.refuse(interaction, "bot-handover-bot")
            return
        args = (f"discord:{player.id}", player.display_name)
        await bridge.command(interaction, Command(name="handover", game=game, args=args))

    _describe_params(handover, texts, game, HANDOVER)
    return app_commands.Command(
        name=texts.name("handover"),
        description=texts.describe("cmd-common-handover", default="handover"),
        callback=handover)


def _game_group(texts: Texts, name: str, verbs: list[Verb],
                bridge: Bridge) -> app_commands.Group:
    group = app_commands.Group(name=name, description=texts.describe(f"cmd-{name}",
                                                                      default=name))
    for verb in verbs:
        group.add_command(_command(texts, name, verb, bridge))
    group.add_command(_handover(texts, name, bridge))
    group.add_command(_game_record(texts, name, bridge))
    return group


def _player_words(player: discord.User | discord.Member | None) -> tuple[str, ...]:
    """A player chosen in a user option, as the service names one: ``discord:<id> <name>``."""
    return () if player is None else (f"discord:{player.id}", player.display_name)


def _game_record(texts: Texts, game: str,
                 bridge: Bridge) -> app_commands.Command[Any, ..., None]:
    """``/<game> record [player:@someone]``: a record at one game, the asker's or another's."""

    async def record(interaction: discord.Interaction, player: discord.User | None = None) -> None:
        await bridge.command(interaction, Command(name="record", game=game,
                                                  args=_player_words(player)))

    _describe_params(record, texts, game, RECORD_PLAYER)
    return app_commands.Command(
        name=texts.name("record"),
        description=texts.describe("cmd-common-record", default="record"),
        callback=record)


def _record_group(texts: Texts, bridge: Bridge) -> app_commands.Group:
    """``/record show|table|export|campaign|link|unlink|private|public|forget``."""
    group = app_commands.Group(name=texts.name("record"),
                               description=texts.describe("cmd-record", default="record"))
    for verb in RECORD_VERBS:
        group.add_command(_record_command(texts, verb, bridge))
    return group


def _record_command(texts: Texts, verb: Verb,
                    bridge: Bridge) -> app_commands.Command[Any, ..., None]:
    async def callback(interaction: discord.Interaction, **values: Any) -> None:
        player = values.pop("player", None)
        words = [] if verb.name == "show" else [verb.name]
        words += [str(v) for v in values.values() if v is not None]
        words += _player_words(player)
        await bridge.command(interaction, Command(name="record", args=tuple(words)))

    def annotation(param: Param) -> Any:
        return discord.User | None if param.name == "player" else (
            app_commands.Range[str, 1, INPUT_LIMIT] | None)

    callback.__signature__ = inspect.Signature([  # type: ignore[attr-defined]
        inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD,
                          annotation=discord.Interaction),
        *(inspect.Parameter(p.name, inspect.Parameter.KEYWORD_ONLY,
                            annotation=annotation(p), default=None) for p in verb.params)])
    _describe_params(callback, texts, "record", verb, prefix=f"cmd-record-{verb.name}")
    return app_commands.Command(
        name=texts.name(verb.name),
        description=texts.describe(f"cmd-record-{verb.name}", default=verb.name),
        callback=callback)


def _server_group(texts: Texts, bridge: Bridge) -> app_commands.Group:
    """``/server show|language|games``, for those who may manage the server."""
    group = app_commands.Group(
        name=texts.name("server"), description=texts.describe("cmd-server", default="server"),
        guild_only=True, default_permissions=discord.Permissions(manage_guild=True))
    choices = {"language": (*LANGUAGES, "auto"), "where": WHERE}
    for verb in SERVER_VERBS:
        params = tuple(Param(p.name, choices=choices[p.name], required=True)
                       for p in verb.params)
        group.add_command(_server_command(texts, Verb(verb.name, params), bridge))
    return group


def _server_command(texts: Texts, verb: Verb,
                    bridge: Bridge) -> app_commands.Command[Any, ..., None]:
    async def callback(interaction: discord.Interaction, **values: Any) -> None:
        words = [] if verb.name == "show" else [verb.name, *map(str, values.values())]
        await bridge.command(interaction, Command(name="server", args=tuple(words)))

    callback.__signature__ = inspect.Signature([  # type: ignore[attr-defined]
        inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD,
                          annotation=discord.Interaction),
        *(inspect.Parameter(p.name, inspect.Parameter.KEYWORD_ONLY, annotation=str)
          for p in verb.params)])
    _describe_params(callback, texts, "server", verb, prefix=f"cmd-server-{verb.name}")
    if verb.name == "language":  # the languages by their own names, like /lang's
        chosen: Any = callback
        chosen.__discord_app_commands_param_choices__["language"] = _language_choices(
            texts, auto=True)
    return app_commands.Command(
        name=texts.name(verb.name),
        description=texts.describe(f"cmd-server-{verb.name}", default=verb.name),
        callback=callback)


def _language_choices(texts: Texts, auto: bool = False) -> list[Choice[str]]:
    catalog = texts.catalog
    choices = [Choice(name=catalog.render(lang, f"lang-{lang}"), value=lang)
               for lang in LANGUAGES]
    if auto:
        choices.append(Choice(name=texts.describe("cmd-choice-language-auto", default="auto"),
                              value="auto"))
    return choices


def build_tree(client: discord.Client, catalog: Catalog, bridge: Bridge,
               guild_id: int | None = None) -> app_commands.CommandTree[Any]:
    """A command group per registered game, then ``/lang``, ``/server``, ``/help`` and
    ``/forget``."""
    texts = Texts(catalog)
    tree: app_commands.CommandTree[Any] = app_commands.CommandTree(client)
    tree.error(bridge.command_error)  # else the user sees "did not respond" on any error
    for name, game in games().items():
        verbs = list(game.verbs)
        if all(v.name != ANSWER.name for v in verbs):
            verbs.append(ANSWER)
        tree.add_command(_game_group(texts, name, verbs, bridge))

    @tree.command(name=texts.name("lang"),
                  description=texts.describe("cmd-lang", default="language"))
    @app_commands.rename(language=locale_str("language", key="cmd-param-language"))
    @app_commands.describe(language=texts.describe("cmd-lang-language", default="language"))
    @app_commands.choices(language=_language_choices(texts))
    @app_commands.default_permissions(manage_channels=True)
    async def lang(interaction: discord.Interaction, language: str) -> None:
        await bridge.command(interaction, f"/lang {language}")

    @tree.command(name=texts.name("settings"),
                  description=texts.describe("cmd-settings", default="settings"))
    @app_commands.rename(pictures=locale_str("pictures", key="cmd-param-pictures"))
    @app_commands.describe(pictures=texts.describe("cmd-settings-pictures", default="pictures"))
    @app_commands.choices(pictures=[
        Choice(name=texts.describe(f"cmd-choice-pictures-{value}", default=value), value=value)
        for value in ("on", "off")])
    @app_commands.default_permissions(manage_channels=True)
    async def settings(interaction: discord.Interaction, pictures: str | None = None) -> None:
        # `/settings` alone shows the channel's settings; with pictures, sets them.
        await bridge.command(interaction, "/settings" + (f" pictures {pictures}" if pictures
                                                         else ""))

    tree.add_command(_server_group(texts, bridge))
    tree.add_command(_record_group(texts, bridge))

    @tree.command(name=texts.name("help"),
                  description=texts.describe("cmd-help", default="help"))
    async def help_(interaction: discord.Interaction) -> None:
        await bridge.help(interaction)

    @tree.command(name=texts.name("forget"),
                  description=texts.describe("cmd-forget-channel", default="forget"))
    @app_commands.default_permissions(manage_channels=True)
    async def forget(interaction: discord.Interaction) -> None:
        await bridge.forget(interaction)

    if guild_id is not None:
        tree.copy_global_to(guild=discord.Object(guild_id))
    return tree


# -- /help ---------------------------------------------------------------------------------------


def help_pages(tree: app_commands.CommandTree[Any], catalog: Catalog, language: str,
               limit: int) -> list[str]:
    """Discord's /help in ``language``: what Soloist does, then each command as the user's
    client names it, with its description; a page per game when one page would not hold it
    all (each page at most ``limit`` characters)."""
    head = [catalog.render(language, "bot-help"),
            catalog.render(language, "discord-help-answer")]
    sections: list[list[str]] = []
    loose: list[str] = []
    for command in tree.get_commands():
        if isinstance(command, app_commands.Group):
            title = f"**/{_shown(catalog, language, command)}** — " + _said(
                catalog, language, command)
            sections.append([title, *(_line(catalog, language, command, sub)
                                      for sub in command.commands)])
        elif isinstance(command, app_commands.Command):
            loose.append(_line(catalog, language, None, command))
    pages = ["\n".join([*head, "", *loose])]
    for section in sections:
        text = "\n".join(section)
        if len(pages[-1]) + len(text) + 2 <= limit:
            pages[-1] += "\n\n" + text
        else:
            pages.append(text[:limit])
    return pages


def _line(catalog: Catalog, language: str, group: app_commands.Group | None,
          command: app_commands.Command[Any, ..., Any] | app_commands.Group) -> str:
    path = " ".join(_shown(catalog, language, c) for c in (group, command) if c is not None)
    return f"`/{path}` — {_said(catalog, language, command)}"


def _shown(catalog: Catalog, language: str,
           command: app_commands.Command[Any, ..., Any] | app_commands.Group) -> str:
    """A command's name as a client in ``language`` shows it."""
    # discord.py keeps the translatable name it was given, though not as public API.
    named: locale_str | None = getattr(command, "_locale_name", None)
    key = named.extras.get("key") if named is not None else None
    if key and catalog.has(language, key):
        return command_name(catalog.render(language, key)) or command.name
    return command.name


def _said(catalog: Catalog, language: str,
          command: app_commands.Command[Any, ..., Any] | app_commands.Group) -> str:
    """A command's description in ``language``."""
    described: locale_str | None = getattr(command, "_locale_description", None)
    key = described.extras.get("key") if described is not None else None
    return catalog.render(language, key) if key else command.description
