"""The local console table: the same commands as in chat, typed at a terminal or piped from a
file, through the chat layer's ``Session``. One channel ("console"), one player (the local
user). Needs no token."""

from __future__ import annotations

import asyncio
import getpass
import sys
from pathlib import Path
from typing import TextIO

from bot.platforms.chat.limits import INPUT_LIMIT
from bot.platforms.chat.session import Session
from bot.service.commands import parse
from bot.service.refusals import cut
from bot.service.service import Service, User
from bot.words.i18n import Catalog
from bot.words.replies import Document, Line, Reply
from bot.words.rule_links import console_hint

CHANNEL = "console"
QUIT = frozenset({"/quit", "/exit"})


async def run_console(service: Service, catalog: Catalog, db_path: str,
                      stdin: TextIO | None = None, stdout: TextIO | None = None,
                      saved_in: str | None = None) -> None:
    """The table at the terminal. Pictures and transcripts go beside ``db_path``; the welcome
    says the game is saved in ``saved_in`` (a PostgreSQL database, shown without its
    password), else in ``db_path``."""
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    interactive = stdin.isatty()
    session = Session(service, catalog)
    user = User(id="console", name=_user_name())
    language = await session.language(CHANNEL, user)
    _write(stdout, session.say(language, "bot-console-welcome", {"db": saved_in or db_path}))
    hinted = False
    while True:
        if interactive:
            stdout.write("> ")
            stdout.flush()
        line = await asyncio.to_thread(stdin.readline)
        if not line:
            break
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        if not interactive:
            # Said back as a refusal would say it: a piped wall of text stays off the screen.
            _write(stdout, f"> {cut(text)}")
        if text.casefold() in QUIT:
            break
        if len(text) > INPUT_LIMIT:
            # The bound every platform holds its input to, refused as in chat.
            refused = await session.refusal(CHANNEL, user,
                                            Line("bot-too-long", {"limit": INPUT_LIMIT}))
            _write(stdout, session.text(refused) + "\n")
            continue
        reply = await session.handle(CHANNEL, user, parse(text))
        _write(stdout, session.text(reply))
        # A tag leads to its rule: the first reply that shows one says how to ask for it.
        hint = "" if hinted else console_hint(catalog, reply)
        if hint:
            _write(stdout, hint)
            hinted = True
        if reply.picture is not None:
            path = await asyncio.to_thread(save_picture, Path(db_path).parent, reply)
            # A picture of its own name is no game's board (a record's chart).
            said = "bot-console-chart" if reply.picture_name else "bot-console-picture"
            _write(stdout, session.say(reply.language, said,
                                       {"path": _shown(path, Path(db_path).parent)}))
        for link in reply.links:  # no buttons here: the label and the whole address
            _write(stdout, session.say(reply.language, "bot-console-link", {
                "label": session.say(reply.language, link.label.key, link.label.params),
                "url": link.urls[0]}))
        for document in reply.documents:
            path = await asyncio.to_thread(save_document, Path(db_path).parent, document)
            _write(stdout, session.say(reply.language, "bot-console-document",
                                       {"path": _shown(path, Path(db_path).parent)}))
        _write(stdout, "")
    language = await session.language(CHANNEL, user)
    _write(stdout, session.say(language, "bot-console-bye"))


def save_picture(data: Path, reply: Reply) -> Path:
    """The reply's board picture as a PNG under ``<data>/pictures/`` (beside the database:
    ./data/pictures/ by default), named for its game and version so each turn keeps its own."""
    assert reply.picture is not None
    folder = data / "pictures"
    folder.mkdir(parents=True, exist_ok=True)
    name = reply.picture_name or f"{reply.game}-{reply.game_id}-v{reply.version}.png"
    path = folder / name
    path.write_bytes(reply.picture)
    return path


def save_document(data: Path, document: Document) -> Path:
    """A file the reply carries (a transcript) under ``<data>/transcripts/`` (./data/transcripts/
    by default), by its own name (a plain file name: the service makes it)."""
    folder = data / "transcripts"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / Path(document.name).name
    path.write_bytes(document.data)
    return path


def _shown(path: Path, data: Path) -> str:
    """A picture's path as short as it reads: from the working directory when it is under it
    (data/pictures/…), else from the database's folder (which the welcome line names)."""
    for base in (Path.cwd(), data):
        try:
            return str(path.resolve().relative_to(base.resolve()))
        except ValueError:
            continue
    return str(path)


def _write(stdout: TextIO, text: str) -> None:
    stdout.write(text + "\n")
    stdout.flush()


def _user_name() -> str:
    try:
        return getpass.getuser()
    except (KeyError, OSError):
        return "player"
