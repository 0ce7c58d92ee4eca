"""The live pages' web application (aiohttp.web): for each watched link, the page, its
board's picture and its stream of updates; every route reads (GET, HEAD), none writes.

Routes, relative to the pages' base URL:
  GET /watch/<token>            the page (``?lang=en|es|ja|ru``; else the browser's language)
  GET /watch/<token>/board.png  the board's picture at the game's current version
  GET /watch/<token>/events     server-sent events: ``state`` ({"version", "html"}) at once
                                and at each change, ``gone`` when the link stops opening
  GET /watch/static/live.js     the page's script (the policy allows only this site's)
The Telegram Mini App's routes (/watch/app…) are bot/web/miniapp.py's.
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import html
import json
import re
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

from aiohttp import web

from bot.service.service import Service
from bot.store.watch import WatchLink
from bot.web.feed import POLL_INTERVAL, Feed, Link
from bot.web.limits import RateLimit, Turns, client_address
from bot.web.view import Once, Views, board_alt
from bot.words.i18n import LANGUAGES

SCRIPT = (Path(__file__).parent / "static" / "live.js").read_bytes()
TOKEN = re.compile(r"[A-Za-z0-9_-]{16,64}")
"""What a token looks like (``secrets.token_urlsafe``): anything else is refused unread."""
KEEPALIVE = 15.0
"""Seconds between two comments on a quiet stream: proxies keep it open, and a viewer gone
is noticed."""
RATE, BURST = 2.0, 60
"""Requests per second per address, and at once: a page's load is three, a viewer's stream
one for as long as it stays open."""
REFRESH = 10
"""Seconds between two reloads of a page without JavaScript."""
TURN = 50
"""Requests begun in one turn of the event loop at most (see ``Turns``)."""

STYLE = """
html{font-family:system-ui,sans-serif;font-size:clamp(18px,2.2vw,28px);line-height:1.35;
color:#1b1b1b;background:#faf7f0}
body{margin:0;padding:.5rem 1rem}
header{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:.5rem}
h1{font-size:1.3rem;margin:.2rem 0;word-break:auto-phrase}
h2{font-size:1.05rem;margin:.8rem 0 .2rem}
nav a{margin-left:.6rem;color:#1b4f8a}
nav a[aria-current]{font-weight:bold;color:inherit;text-decoration:none}
main{display:grid;gap:1rem}
#board{display:block;max-width:100%;max-height:70vh;margin:0 auto;height:auto}
ul,ol{margin:.2rem 0;padding-left:1.4rem}
.rule{font-family:ui-monospace,monospace;font-size:.8em;background:#e8e1cf;padding:0 .25em;
border-radius:.2em}
.status li{white-space:pre-line}
.question{font-weight:bold;white-space:pre-line}
.over{font-style:italic}
footer{font-size:.8rem;color:#555;margin-top:1rem}
@media (orientation:landscape) and (min-width:800px){
main{grid-template-columns:minmax(0,3fr) minmax(0,2fr);align-items:start}
#board{max-height:88vh}#state{font-size:.85rem}}
@media (prefers-color-scheme:dark){html{color:#eee;background:#161616}nav a{color:#8cb8ff}
.rule{background:#3a3528}footer{color:#aaa}}
"""
STYLE_HASH = "sha256-" + base64.b64encode(hashlib.sha256(STYLE.encode()).digest()).decode()
TELEGRAM_WEB = ("https://web.telegram.org", "https://webk.telegram.org",
                "https://weba.telegram.org")
"""Telegram's web clients, which open a Mini App in a frame (a frame's ancestors are matched
by origin: the K and A clients' paths, /k/ and /a/, need no naming of their own)."""


def policy(framers: tuple[str, ...] = ()) -> str:
    """The content security policy, the pages framed by ``framers`` alone (none: by
    nobody)."""
    return ("default-src 'self'; script-src 'self'; style-src '" + STYLE_HASH + "'; "
            "img-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; "
            "form-action 'none'; frame-ancestors " + (" ".join(framers) or "'none'"))


POLICY = policy()
"""The content security policy: nothing but this site's own script, picture and stream, and
the page's one inline style by its hash; ``frame-ancestors 'none'``: no site may frame the
pages. With the Telegram Mini App on (bot/web/miniapp.py), ``MINIAPP_POLICY``: the same, but
Telegram's web clients (``TELEGRAM_WEB``: https://web.telegram.org, its K and A versions,
once at webk. and weba.) may frame them, as they open a Mini App in a frame of their own
page; the Mini App's page and the watch page it leads to (and that page's other languages)
are shown in that frame. Telegram's other apps open a Mini App in a web view, framed by
nobody. The pages have no write action, so a frame lends a clickjacker nothing to press;
every other source stays this site's own."""
MINIAPP_POLICY = policy(TELEGRAM_WEB)
HEADERS = {"X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer"}
"""With the policy, on every response."""

VIEWS = web.AppKey("views", Views)
FEED = web.AppKey("feed", Feed)
LIMIT = web.AppKey("limit", RateLimit)
TURNS = web.AppKey("turns", Turns)
SERVICE = web.AppKey("service", Service)
EVENTS = web.AppKey("events", Once)
SECURITY = web.AppKey("security", str)
"""The application's content security policy: ``POLICY``, or ``MINIAPP_POLICY``."""


def make_app(service: Service, poll_interval: float = POLL_INTERVAL,
             clock: Callable[[], float] = time.monotonic, rate: float = RATE,
             burst: int = BURST) -> web.Application:
    """The application over ``service``'s store and games; ``clock`` drives the rate limit
    (``rate`` a second per address, ``burst`` at once)."""
    app = web.Application(middlewares=[_limited])
    app[SERVICE] = service
    app[VIEWS] = Views(service)
    app[FEED] = Feed(service.store, poll_interval)
    app[LIMIT] = RateLimit(rate, burst, clock)
    app[TURNS] = Turns(TURN)
    app[EVENTS] = Once()
    app[SECURITY] = POLICY
    app.router.add_get("/watch/static/live.js", _script)
    app.router.add_get("/watch/{token}", _page)
    app.router.add_get("/watch/{token}/board.png", _board)
    app.router.add_get("/watch/{token}/events", _events)
    app.on_response_prepare.append(_secured)
    app.on_shutdown.append(_closed)  # before the server waits for the open streams
    return app


async def _closed(app: web.Application) -> None:
    await app[FEED].close()


async def _secured(request: web.Request, response: web.StreamResponse) -> None:
    """Every response, refusals and errors included, carries the security headers."""
    response.headers.update(HEADERS)
    response.headers["Content-Security-Policy"] = request.app[SECURITY]


@web.middleware
async def _limited(request: web.Request,
                   handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
                   ) -> web.StreamResponse:
    address = client_address(request.remote, request.headers.get("X-Forwarded-For"))
    wait = request.app[LIMIT].take(address)
    if wait:
        response = refused(request, 429, "web-too-many")
        response.headers["Retry-After"] = str(int(wait))
        return response
    await request.app[TURNS].take()
    return await handler(request)


def language_of(request: web.Request, default: str) -> str:
    """``?lang=``, else the first of the browser's languages (Accept-Language) we speak,
    else ``default``."""
    asked = request.query.get("lang", "").casefold()
    if asked in LANGUAGES:
        return asked
    ranked: list[tuple[float, int, str]] = []
    for n, part in enumerate(request.headers.get("Accept-Language", "").split(",")):
        tag, _, weight = part.strip().partition(";q=")
        try:
            q = float(weight) if weight else 1.0
        except ValueError:
            continue
        primary = tag.split("-")[0].strip().casefold()
        if primary in LANGUAGES and q > 0:
            ranked.append((-q, n, primary))
    return min(ranked)[2] if ranked else default


async def _script(request: web.Request) -> web.Response:
    return web.Response(body=SCRIPT, content_type="text/javascript", charset="utf-8",
                        headers={"Cache-Control": "public, max-age=3600"})


async def _link(request: web.Request) -> tuple[WatchLink | None, str | None]:
    """The request's link, or why it does not open: ``unknown`` or ``revoked``."""
    return await link_of(request, request.match_info["token"])


async def link_of(request: web.Request, token: str) -> tuple[WatchLink | None, str | None]:
    """``token``'s link, or why it does not open: ``unknown`` or ``revoked``."""
    if not TOKEN.fullmatch(token):
        return None, "unknown"
    link = await request.app[SERVICE].store.watch_link(token)
    if link is None:
        return None, "unknown"
    return (None, "revoked") if link.revoked else (link, None)


def refused(request: web.Request, status: int, key: str,
            language: str | None = None) -> web.Response:
    """A localized page saying why nothing is shown, in ``language`` (None: the
    request's)."""
    service = request.app[SERVICE]
    language = language or language_of(request, service.default_language)
    catalog = service.catalog
    title = html.escape(catalog.render(language, "web-refused-title"))
    body = (f"<header><h1>{title}</h1>{_languages(request, language)}</header>"
            f"<p>{html.escape(catalog.render(language, key))}</p>")
    return web.Response(status=status, text=document(language, title, body, ""),
                        content_type="text/html", headers={"Cache-Control": "no-store"})


async def _page(request: web.Request) -> web.Response:
    link, why = await _link(request)
    if link is None:
        return refused(request, 410 if why == "revoked" else 404,
                        "web-revoked" if why == "revoked" else "web-unknown")
    service = request.app[SERVICE]
    language = language_of(request, service.default_language)
    watched = (await service.store.watched([link.token])).get(link.token)
    fragment = (await request.app[VIEWS].fragment(link.game_id, watched.version, language)
                if watched is not None else None)
    if watched is None or fragment is None:
        return refused(request, 404, "web-unknown")
    catalog = service.catalog
    title = html.escape(catalog.render(language, "web-title", {"game": link.game}))
    game = service.games.get(link.game)
    board = ""
    if game is not None and game.picture:
        source = html.escape(f"{link.token}/board.png?lang={language}")
        alt = board_alt(fragment) or html.escape(catalog.render(language, "web-board"))
        board = (f'<img id="board" src="{source}&amp;v={html.escape(watched.version)}" '
                 f'data-src="{source}" alt="{alt}">')
    events = html.escape(f"{link.token}/events?lang={language}")
    body = (f"<header><h1>{title}</h1>{_languages(request, language)}</header>"
            f'<main>{board}<section id="state" data-events="{events}" aria-live="polite">'
            f"{fragment}</section></main>"
            f"<footer>{html.escape(catalog.render(language, 'web-live'))}</footer>")
    head = (f'<noscript><meta http-equiv="refresh" content="{REFRESH}"></noscript>'
            '<script src="static/live.js" defer></script>')
    return web.Response(text=document(language, title, body, head, watched.version),
                        content_type="text/html", headers={"Cache-Control": "no-store"})


def _languages(request: web.Request, current: str) -> str:
    """Links to the page in each language, each named in its own."""
    catalog = request.app[SERVICE].catalog
    links = "".join(
        f'<a href="?lang={code}" hreflang="{code}" lang="{code}"'
        + (' aria-current="true"' if code == current else "") + ">"
        + html.escape(catalog.render(code, f"lang-name-{code}")) + "</a>"
        for code in LANGUAGES)
    label = html.escape(catalog.render(current, "web-language"))
    return f'<nav aria-label="{label}">{links}</nav>'


def document(language: str, title: str, body: str, head: str, version: str = "") -> str:
    return (f'<!DOCTYPE html><html lang="{language}" data-version="{html.escape(version)}">'
            '<head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{title}</title><style>{STYLE}</style>{head}</head>"
            f"<body>{body}</body></html>")


async def _board(request: web.Request) -> web.Response:
    """The board at the game's current version; at the version ``?v=`` names when that is
    the one the last look found or its picture is still kept (a viewer's page after a
    step). While anyone watches the link, from what the feed and the views keep alone: a
    thousand viewers fetch it at each step, and their reads of the store would queue in
    front of the players' commands."""
    service = request.app[SERVICE]
    known = request.app[FEED].known(request.match_info["token"])
    if known is not None and known.version is not None:
        views = request.app[VIEWS]
        language = language_of(request, service.default_language)
        version = request.query.get("v")
        png = views.kept_board(known.game_id, version, language) if version else None
        if png is None and version == known.version:
            png = await views.board(known.game_id, version, language)
        if png is not None:
            return web.Response(body=png, content_type="image/png",
                                headers={"Cache-Control": "private, max-age=86400"})
        png = await views.board(known.game_id, known.version, language)
        if png is not None:  # a later version than the one asked: the page catches up
            return web.Response(body=png, content_type="image/png",
                                headers={"Cache-Control": "no-cache"})
    link, why = await _link(request)
    if link is None:
        return refused(request, 410 if why == "revoked" else 404,
                        "web-revoked" if why == "revoked" else "web-unknown")
    language = language_of(request, service.default_language)
    watched = (await service.store.watched([link.token])).get(link.token)
    png = (await request.app[VIEWS].board(link.game_id, watched.version, language)
           if watched is not None else None)
    if png is None:
        return refused(request, 404, "web-unknown")
    return web.Response(body=png, content_type="image/png",
                        headers={"Cache-Control": "no-cache"})


async def _events(request: web.Request) -> web.StreamResponse:
    """The link's updates as server-sent events, for as long as the viewer stays."""
    link, _ = await _link(request)
    service = request.app[SERVICE]
    language = language_of(request, service.default_language)
    response = web.StreamResponse(headers={
        "Content-Type": "text/event-stream", "Cache-Control": "no-store",
        "X-Accel-Buffering": "no"})  # a buffering proxy would hold the events back
    await response.prepare(request)
    if link is None:  # a page gone meanwhile reloads into its refusal
        await response.write(b"event: gone\ndata: {}\n\n")
        return response
    feed = request.app[FEED]
    watched = feed.join(link.token, link.game_id)
    try:
        await _stream(request, response, link, watched, language)
    except (ConnectionResetError, ConnectionError):
        pass  # the viewer left
    finally:
        feed.leave(watched)
    return response


async def _stream(request: web.Request, response: web.StreamResponse, link: WatchLink,
                  watched: Link, language: str) -> None:
    service = request.app[SERVICE]
    seen = watched.changed
    now = (await service.store.watched([link.token])).get(link.token)
    gone = "unknown" if now is None else "revoked" if now.revoked else None
    version = now.version if now is not None else None
    sent: str | None = None
    while True:
        if gone is not None or version is None:
            await response.write(b"event: gone\ndata: {}\n\n")
            return
        if version != sent:
            event = await _event(request, link.game_id, version, language)
            if event is None:
                await response.write(b"event: gone\ndata: {}\n\n")
                return
            await response.write(event)
            sent = version
        changed = await watched.wait(seen, KEEPALIVE)
        if request.app[FEED].closed:
            return
        if not changed:
            await response.write(b": still here\n\n")
            continue
        seen = watched.changed
        gone, version = watched.gone, watched.version


async def _event(request: web.Request, game_id: int, version: str,
                 language: str) -> bytes | None:
    """The ``state`` event of a game's version in a language: made once for all its
    viewers, once the board's picture at that version is drawn too (every viewer's page
    asks for it on receiving the event: drawn before, it is served to each at once from
    memory, instead of a thousand requests waiting on its drawing and then all resuming in
    one turn of the event loop)."""
    async def made() -> bytes | None:
        views = request.app[VIEWS]
        # The picture drawn on its thread while the fragment is written on the loop.
        fragment, _ = await asyncio.gather(views.fragment(game_id, version, language),
                                           views.board(game_id, version, language))
        if fragment is None:
            return None
        data = json.dumps({"version": version, "html": fragment}, ensure_ascii=False)
        return f"event: state\ndata: {data}\n\n".encode()

    return await request.app[EVENTS].get((game_id, version, language), made)
