"""The live page inside Telegram: the watch link's "Open in Telegram" button, a direct Mini
App link (``https://t.me/<bot>/<short name>?startapp=<token>``) shown as a url button. A
direct link works in groups too, where a ``web_app`` button may not be used (the Bot API
allows one only in private chats); Telegram passes ``startapp`` to the app as its
``start_param``, which bot/web/miniapp.py checks and follows to the token's page."""

from __future__ import annotations

import re
from collections.abc import Callable

from bot.words.replies import Line, LinkButton

LABEL = "tg-watch-app"
STARTAPP = re.compile(r"[A-Za-z0-9_-]{1,512}")
"""What Telegram takes as a ``startapp`` value: a watch token (``secrets.token_urlsafe``)
always is one."""


def app_link(username: str, short_name: str, token: str) -> str | None:
    """The direct Mini App link opening ``token``'s page; None if the token cannot ride in
    ``startapp``."""
    if not STARTAPP.fullmatch(token):
        return None
    return f"https://t.me/{username}/{short_name}?startapp={token}"


def app_button(username: str, short_name: str) -> Callable[[str], LinkButton | None]:
    """For the service's watch replies (``Watching.apps``): a token's button."""
    def button(token: str) -> LinkButton | None:
        url = app_link(username, short_name, token)
        return LinkButton(Line(LABEL), (url,)) if url is not None else None

    return button
