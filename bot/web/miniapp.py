"""The live page as a Telegram Mini App: Telegram opens ``/watch/app`` (the address
registered with BotFather's /newapp) from the bot's direct Mini App link,
``https://t.me/<bot>/<app>?startapp=<watch token>``; the page's own script sends the launch
data it finds in the address's fragment to ``/watch/app/open``, which checks it
(bot/web/launch.py) and sends the viewer on to the watch page of the token the link carried,
in their Telegram language. On only with the bot's Telegram token, which signs the launches.

Routes, beside bot/web/app.py's:
  GET /watch/app                the Mini App's page (its script reads the fragment)
  GET /watch/app/open?init=…    303 to ``../<token>?lang=…``; 403, 404 or 410 with a refusal
  GET /watch/static/app.js      the page's script
"""

from __future__ import annotations

import html
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from aiohttp import web

from bot.web.app import (
    MINIAPP_POLICY,
    SECURITY,
    SERVICE,
    document,
    language_of,
    link_of,
    refused,
)
from bot.web.launch import MAX_AGE, LaunchError, check, fields_of, language_code
from bot.words.i18n import LANGUAGES

SCRIPT = (Path(__file__).parent / "static" / "app.js").read_bytes()


@dataclass(frozen=True)
class MiniApp:
    """What checks a launch: the bot's token, the wall clock (Unix time, which Telegram's
    ``auth_date`` counts in) and the age a launch may have."""

    bot_token: str = field(repr=False)
    clock: Callable[[], float] = time.time
    max_age: int = MAX_AGE


MINIAPP = web.AppKey("miniapp", MiniApp)


def install(app: web.Application, miniapp: MiniApp) -> None:
    """The Mini App's routes on the pages' ``app`` (plain routes: they win over
    ``/watch/{token}`` whatever the order), and its pages open to Telegram Web's frames."""
    app[MINIAPP] = miniapp
    app[SECURITY] = MINIAPP_POLICY
    app.router.add_get("/watch/static/app.js", _script)
    app.router.add_get("/watch/app", _page)
    app.router.add_get("/watch/app/open", _open)


async def _script(request: web.Request) -> web.Response:
    return web.Response(body=SCRIPT, content_type="text/javascript", charset="utf-8",
                        headers={"Cache-Control": "public, max-age=3600"})


async def _page(request: web.Request) -> web.Response:
    """A moment's page: its script moves on at once (or, without JavaScript, says why
    nothing happens)."""
    service = request.app[SERVICE]
    language = language_of(request, service.default_language)
    catalog = service.catalog
    title = html.escape(catalog.render(language, "web-app-opening"))
    body = (f"<header><h1>{title}</h1></header><noscript><p>"
            f"{html.escape(catalog.render(language, 'web-app-no-script'))}</p></noscript>")
    head = '<script src="static/app.js" defer></script>'
    return web.Response(text=document(language, title, body, head), content_type="text/html",
                        headers={"Cache-Control": "no-store"})


async def _open(request: web.Request) -> web.Response:
    """The watch page of the launch's ``start_param``, if Telegram signed the launch lately
    and the token still opens a page."""
    miniapp = request.app[MINIAPP]
    init = request.query.get("init", "")
    try:
        launch = check(init, miniapp.bot_token, miniapp.clock(), miniapp.max_age)
    except LaunchError as error:
        return refused(request, 403, f"web-app-{error.why}", _said_language(request, init))
    language = _language(request, launch.language_code)
    link, why = await link_of(request, launch.start)
    if link is None:
        return refused(request, 410 if why == "revoked" else 404,
                       "web-revoked" if why == "revoked" else "web-unknown", language)
    return web.Response(status=303, headers={"Location": f"../{link.token}?lang={language}",
                                             "Cache-Control": "no-store"})


def _language(request: web.Request, code: str | None) -> str:
    """The user's Telegram language, if we speak it; else the request's."""
    primary = (code or "").replace("_", "-").split("-")[0].casefold()
    if primary in LANGUAGES:
        return primary
    return language_of(request, request.app[SERVICE].default_language)


def _said_language(request: web.Request, init: str) -> str:
    """The language launch data names, trusted or not: it only chooses the refusal's
    words."""
    try:
        return _language(request, language_code(fields_of(init)))
    except LaunchError:
        return _language(request, None)
