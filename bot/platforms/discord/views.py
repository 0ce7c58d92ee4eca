"""A reply as Discord shows it: an embed (the board's picture as its image), a question's
buttons laid out as Discord takes them, with a "type the answer" button for what buttons
cannot answer, and the answer typed in its modal; a reply's link (a finished game's play for
BG Stats) as a link button, or, longer than Discord's link buttons take, as a file."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

import discord

from bot.platforms.discord.out import Picture
from bot.platforms.discord.pages import READS, GamePage
from bot.service.bgstats import DISCORD_LINK_LIMIT
from bot.service.commands import Command
from bot.words.buttons import Button, buttons
from bot.words.i18n import Catalog
from bot.words.pictures import picture_file
from bot.words.replies import Line, LinkButton, Reply
from bot.words.rule_links import cited, rule_press
from engines.core import Term

EMBED_LIMIT = 4096
"""An embed's description holds at most this many characters."""
MAX_ROW = 5
MAX_ROWS = 5
LABEL_LIMIT = 80
COLOUR = discord.Colour(0xC8102E)
TYPE_PREFIX = "t"
"""Custom id ``t:<game id>:<version>``: the button (and the modal) for a typed answer."""
ANSWER_INPUT = "answer"
TYPED = re.compile(rf"{TYPE_PREFIX}:([0-9]{{1,18}}):([0-9]{{1,18}})")
"""ASCII digits only, as ``buttons`` reads a press: a regex digit class takes other scripts' too."""


def embed_of(text: str, reply: Reply, picture: Picture | None = None) -> discord.Embed:
    embed = discord.Embed(description=text[:EMBED_LIMIT], colour=COLOUR)
    if picture is not None:  # the board's picture, uploaded with the message
        embed.set_image(url=f"attachment://{picture.name}")
    if reply.game is not None and reply.version is not None and not reply.private:
        embed.set_footer(text=f"{reply.game} · {reply.version}")
    return embed


def as_typed(reply: Reply) -> Reply:
    """A refusal whose parameters say what was typed with Discord's markdown escaped, so it
    reads as typed ("**", "`", "[x](…)") rather than as markup; our own words (terms, the
    messages' own `code`) are left as they are."""
    lines = [Line(line.key, _escaped(line.params), line.rule) for line in reply.lines]
    return replace(reply, lines=lines)


def _escaped(value: Any) -> Any:
    if isinstance(value, Term):
        return value
    if isinstance(value, str):
        return discord.utils.escape_markdown(value)
    if isinstance(value, list | tuple):
        return [_escaped(item) for item in value]
    if isinstance(value, dict):
        return {name: item if name == "@" else _escaped(item) for name, item in value.items()}
    return value


def view_of(catalog: Catalog, reply: Reply) -> discord.ui.View | None:
    if reply.private:
        return None  # a spectator's copy: only the player's buttons play
    drawn = buttons(catalog, reply)
    rows = layout(drawn)
    left_off = sum(map(len, drawn)) > sum(map(len, rows))
    prompt = reply.prompt
    if prompt is not None and reply.game_id is not None and reply.version is not None and (
            prompt.kind == "text" or not rows or left_off):
        typed = Button(catalog.render(reply.language, "discord-answer-button"),
                       f"{TYPE_PREFIX}:{reply.game_id}:{reply.version}")
        rows = layout([*rows, [typed]], reserve=0)
    links = linked(catalog, reply)
    if links and len(rows) < MAX_ROWS:  # a row left: the reply's links
        rows.append(links)
    if len(rows) < MAX_ROWS:  # a row left: the rules the reply cites, each a button to it
        rows.append(rule_buttons(catalog, reply))
    rows = [row for row in rows if row]
    if not rows:
        return None
    view = discord.ui.View(timeout=None)
    for n, row in enumerate(rows):
        for button in row:
            if button in links:  # opens its address; Discord sends the bot nothing
                view.add_item(discord.ui.Button(label=label(button.label), url=button.data,
                                                style=discord.ButtonStyle.link, row=n))
                continue
            style = (discord.ButtonStyle.primary if button.data.startswith(TYPE_PREFIX)
                     else discord.ButtonStyle.secondary)
            view.add_item(discord.ui.Button(label=label(button.label), style=style,
                                            custom_id=button.data, row=n))
    # Presses are handled by custom id (on_interaction), not by this view: stopped, it is
    # not kept in memory, and a press works the same after a restart.
    view.stop()
    return view


def linked(catalog: Catalog, reply: Reply) -> list[Button]:
    """The reply's links whose address fits a link button, each as ``Button(label, url)``
    (at most a row's worth)."""
    return [Button(catalog.render(reply.language, link.label.key, link.label.params), url)
            for link in reply.links[:MAX_ROW]
            if (url := link.url_within(DISCORD_LINK_LIMIT)) is not None]


def link_files(catalog: Catalog, reply: Reply) -> list[tuple[str, Picture]]:
    """Each link no address of which fits a link button: the line that says so and its file
    (a finished game's play, whole), to be sent after the reply."""
    return [(_file_line(catalog, reply.language, link),
             Picture(link.document.name, link.document.data))
            for link in reply.links
            if link.document is not None and link.url_within(DISCORD_LINK_LIMIT) is None]


def _file_line(catalog: Catalog, language: str, link: LinkButton) -> str:
    said = link.file_line or link.label
    return catalog.render(language, said.key, said.params)


def rule_buttons(catalog: Catalog, reply: Reply) -> list[Button]:
    """A button for each rule the reply cites (the last five), which explains it to whoever
    presses it (`/<game> rule ID`, an answer for them alone)."""
    if reply.game is None:
        return []
    return [Button(catalog.render(reply.language, "discord-rule-button", {"id": rule}),
                   rule_press(reply.game, rule)) for rule in cited(reply, MAX_ROW)]


def paged_read(reply: Reply, command: Command) -> GamePage | None:
    """A game's read long enough for pages: what its page buttons read again."""
    if reply.game is None or reply.game_id is None or command.name not in READS:
        return None
    return GamePage(reply.game, command.name, reply.game_id, 1)


def picture_of(reply: Reply) -> Picture | None:
    """The reply's picture as the message's attachment, its alt text the attachment's
    description, if it has one."""
    if reply.picture is None:
        return None
    return Picture(picture_file(reply), reply.picture, reply.picture_alt)


def typed_answer(components: list[dict[str, Any]]) -> str:
    """The typed answer in a modal's submitted components (action rows or labels)."""
    for component in components:
        if component.get("custom_id") == ANSWER_INPUT:
            return str(component.get("value") or "").strip()
        inner = component.get("components") or (
            [component["component"]] if "component" in component else [])
        found = typed_answer(inner)
        if found:
            return found
    return ""


def label(text: str) -> str:
    return text if len(text) <= LABEL_LIMIT else text[:LABEL_LIMIT - 1] + "…"


def layout(rows: list[list[Button]], reserve: int = 1) -> list[list[Button]]:
    """Rows as Discord takes them: at most 5 buttons a row and 5 rows. Too many rows are packed
    five to a row; beyond that, buttons are left off (keeping ``reserve`` places for the typed
    answer, which always works)."""
    fitted = [row[i:i + MAX_ROW] for row in rows for i in range(0, len(row), MAX_ROW)]
    if len(fitted) <= MAX_ROWS:
        return fitted
    flat = [b for row in rows for b in row]
    room = MAX_ROW * MAX_ROWS - reserve
    flat = flat[:room]
    return [flat[i:i + MAX_ROW] for i in range(0, len(flat), MAX_ROW)]
