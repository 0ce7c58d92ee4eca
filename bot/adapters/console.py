"""The local console table: the same commands as in chat, typed at a terminal or piped from a
file. One channel ("console"), one player (the local user). Needs no token."""

from __future__ import annotations

import asyncio
import getpass
import sys
from typing import TextIO

from bot.commands import parse
from bot.i18n import Catalog
from bot.render import reply_text
from bot.service import Service, User

CHANNEL = "console"
QUIT = frozenset({"/quit", "/exit"})


async def run_console(service: Service, catalog: Catalog, db_path: str,
                      stdin: TextIO | None = None, stdout: TextIO | None = None) -> None:
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    interactive = stdin.isatty()
    user = User(id="console", name=_user_name())
    language = await service.language(CHANNEL, user)
    _write(stdout, catalog.render(language, "bot-console-welcome", {"db": db_path}))
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
            _write(stdout, f"> {text}")
        if text.casefold() in QUIT:
            break
        reply = await service.handle(CHANNEL, user, parse(text))
        _write(stdout, reply_text(catalog, reply) + "\n")
    language = await service.language(CHANNEL, user)
    _write(stdout, catalog.render(language, "bot-console-bye"))


def _write(stdout: TextIO, text: str) -> None:
    stdout.write(text + "\n")
    stdout.flush()


def _user_name() -> str:
    try:
        return getpass.getuser()
    except (KeyError, OSError):
        return "player"
