"""The live page as a Telegram Mini App: the launch data checked as Telegram specifies (its
HMAC-SHA-256 signature under the key derived from the bot's token, and its age), on init
data built here the way Telegram builds it; the Mini App's routes through aiohttp's test
client (the redirect to the start_param token's page in the user's language, the localized
refusals, the page's policy and script); and the watch reply's Mini App button, on Telegram
channels alone."""

from __future__ import annotations

import hashlib
import hmac
import json
import re
import secrets
from collections.abc import AsyncIterator
from urllib.parse import quote, urlencode

import pytest
from aiohttp import ClientSession
from aiohttp.test_utils import TestClient, TestServer

from bot.platforms.telegram.miniapp import STARTAPP, app_button, app_link
from bot.service.commands import parse
from bot.service.service import Service, User
from bot.service.watch import TOKEN_BYTES
from bot.settings import Settings
from bot.web.app import MINIAPP_POLICY, POLICY, TELEGRAM_WEB, make_app
from bot.web.launch import MAX_AGE, SKEW, Launch, LaunchError, check
from bot.web.miniapp import MiniApp, install
from bot.web.server import miniapp_token, start_web
from bot.words.i18n import LANGUAGES

BOT_TOKEN = "123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw"
NOW = 1_780_000_000
ALICE = User(id="telegram:111", name="Alice")
CHANNEL = "telegram:-1001234567890"
BASE = "https://soloist.example.org"


def init_data(fields: dict[str, str], bot_token: str = BOT_TOKEN) -> str:
    """Init data as Telegram signs and sends it: the fields sorted by key, ``key=value``
    joined by line feeds, HMAC-SHA-256 under HMAC-SHA-256("WebAppData", token); the fields
    and the hash's hex percent-encoded as a query string."""
    checked = "\n".join(f"{key}={value}" for key, value in sorted(fields.items()))
    secret = hmac.new(b"WebAppData", bot_token.encode(), hashlib.sha256).digest()
    signature = hmac.new(secret, checked.encode(), hashlib.sha256).hexdigest()
    return urlencode({**fields, "hash": signature}, quote_via=quote)


def launch_fields(start: str, language: str = "es", auth_date: int = NOW) -> dict[str, str]:
    """What a direct link's launch carries (no query_id: it was opened from a link)."""
    user = {"id": 111, "first_name": "Alice", "last_name": "", "username": "alice",
            "language_code": language, "allows_write_to_pm": True,
            "photo_url": "https://t.me/i/userpic/320/alice.svg"}
    return {"user": json.dumps(user, separators=(",", ":")),
            "chat_instance": "-3788475317572404878", "chat_type": "supergroup",
            "start_param": start, "auth_date": str(auth_date),
            "signature": "6fbdaab833d39f54518bd5c3eb3f511d035e68cb"}


TOKEN = "k" * 32


# -- the check -----------------------------------------------------------------------------


def test_telegrams_signed_launch_passes_and_says_its_start_and_language() -> None:
    assert check(init_data(launch_fields(TOKEN)), BOT_TOKEN, NOW + 10) == Launch(TOKEN, "es")


def test_a_changed_field_fails() -> None:
    signed = init_data(launch_fields(TOKEN))
    forged = signed.replace(f"start_param={TOKEN}", "start_param=" + "z" * 32)
    assert forged != signed
    with pytest.raises(LaunchError, match="invalid"):
        check(forged, BOT_TOKEN, NOW)


def test_another_bots_token_fails() -> None:
    signed = init_data(launch_fields(TOKEN), bot_token="987654321:AnotherBotsTokenEntirely")
    with pytest.raises(LaunchError, match="invalid"):
        check(signed, BOT_TOKEN, NOW)


def test_a_launch_without_its_hash_fails() -> None:
    signed = init_data(launch_fields(TOKEN))
    unsigned = "&".join(pair for pair in signed.split("&") if not pair.startswith("hash="))
    for data in (unsigned, unsigned + "&hash=", ""):
        with pytest.raises(LaunchError, match="invalid"):
            check(data, BOT_TOKEN, NOW)


def test_a_field_given_twice_fails() -> None:
    signed = init_data(launch_fields(TOKEN))
    with pytest.raises(LaunchError, match="invalid"):
        check(signed + "&start_param=" + "z" * 32, BOT_TOKEN, NOW)


def test_an_old_launch_fails_at_the_end_of_its_hour() -> None:
    signed = init_data(launch_fields(TOKEN))
    assert check(signed, BOT_TOKEN, NOW + MAX_AGE).start == TOKEN
    with pytest.raises(LaunchError, match="expired"):
        check(signed, BOT_TOKEN, NOW + MAX_AGE + 1)
    with pytest.raises(LaunchError, match="expired"):
        check(signed, BOT_TOKEN, NOW - SKEW - 1)  # signed in the future


# -- the routes ----------------------------------------------------------------------------


class Wall:
    """The Mini App's Unix clock, set by the test."""

    now = float(NOW + 5)

    def __call__(self) -> float:
        return self.now


@pytest.fixture
async def client(service: Service) -> AsyncIterator[TestClient[object, object]]:
    service.watching.base_url = BASE
    app = make_app(service, poll_interval=0.01)
    install(app, MiniApp(BOT_TOKEN, clock=Wall()))
    async with TestClient(TestServer(app)) as test_client:
        yield test_client


async def watched(service: Service) -> str:
    """A game of Rajas in a Telegram group, and its watch token."""
    service.watching.base_url = BASE
    await service.handle(CHANNEL, ALICE, parse("/rajas new variant=cherey seed=5"))
    reply = await service.handle(CHANNEL, ALICE, parse("/rajas watch"))
    url = str(reply.lines[0].params["url"])
    return url.removeprefix(f"{BASE}/watch/")


async def opened(client: TestClient[object, object], init: str,
                 **headers: str) -> tuple[int, str, str]:
    """The answer of /watch/app/open to ``init`` as the page's script sends it: its status,
    Location and text."""
    response = await client.get("/watch/app/open?init=" + quote(init, safe=""),
                                allow_redirects=False, headers=headers)
    return response.status, response.headers.get("Location", ""), await response.text()


@pytest.mark.parametrize("language", LANGUAGES)
async def test_a_signed_launch_opens_its_tokens_page_in_the_users_language(
        service: Service, client: TestClient[object, object], language: str) -> None:
    token = await watched(service)
    init = init_data(launch_fields(token, language))
    status, location, _ = await opened(client, init)
    assert status == 303 and location == f"../{token}?lang={language}"
    page = await client.get("/watch/app/open?init=" + quote(init, safe=""))  # followed
    assert page.status == 200 and str(page.url.path) == f"/watch/{token}"
    assert f'<html lang="{language}"' in await page.text()


async def test_a_language_we_do_not_speak_is_the_browsers(
        service: Service, client: TestClient[object, object]) -> None:
    token = await watched(service)
    status, location, _ = await opened(client, init_data(launch_fields(token, "pt-br")),
                                       **{"Accept-Language": "pt-BR, ja;q=0.8"})
    assert status == 303 and location == f"../{token}?lang=ja"
    _, regional, _ = await opened(client, init_data(launch_fields(token, "ru-RU")))
    assert regional.endswith("?lang=ru")


@pytest.mark.parametrize("language", LANGUAGES)
async def test_a_forged_or_old_launch_is_refused_in_the_users_language(
        service: Service, client: TestClient[object, object], language: str) -> None:
    token = await watched(service)
    catalog = service.catalog
    forged = init_data(launch_fields(token, language), bot_token="1:NotTheBotsToken")
    old = init_data(launch_fields(token, language, auth_date=NOW - MAX_AGE - 60))
    for init, key in ((forged, "web-app-invalid"), (old, "web-app-expired")):
        status, location, text = await opened(client, init)
        assert status == 403 and not location
        assert f'<html lang="{language}"' in text
        assert catalog.render(language, key).replace("'", "&#x27;") in text
        assert token not in text


async def test_no_launch_data_is_refused(service: Service,
                                         client: TestClient[object, object]) -> None:
    for path in ("/watch/app/open", "/watch/app/open?init=", "/watch/app/open?init=%25%25"):
        response = await client.get(path, allow_redirects=False,
                                    headers={"Accept-Language": "ru"})
        assert response.status == 403
        assert service.catalog.render("ru", "web-app-invalid") in await response.text()


async def test_a_signed_launch_of_an_unknown_or_revoked_token_is_refused(
        service: Service, client: TestClient[object, object]) -> None:
    token = await watched(service)
    catalog = service.catalog
    for start in ("z" * 32, "", "app", "../x"):
        status, location, text = await opened(client, init_data(launch_fields(start, "ja")))
        assert (status, location) == (404, "")
        assert catalog.render("ja", "web-unknown") in text
    await service.handle(CHANNEL, ALICE, parse("/rajas watch revoke"))
    status, location, text = await opened(client, init_data(launch_fields(token, "es")))
    assert (status, location) == (410, "")
    assert catalog.render("es", "web-revoked") in text


async def test_the_mini_apps_page_has_the_policy_and_only_its_own_script(
        service: Service, client: TestClient[object, object]) -> None:
    response = await client.get("/watch/app", headers={"Accept-Language": "es"})
    assert response.status == 200
    assert response.headers["Content-Security-Policy"] == MINIAPP_POLICY
    assert MINIAPP_POLICY.replace(" ".join(TELEGRAM_WEB), "'none'") == POLICY
    text = await response.text()
    assert '<html lang="es"' in text
    assert service.catalog.render("es", "web-app-opening") in text
    sources = re.findall(r"<script\b[^>]*>", text)
    assert sources == ['<script src="static/app.js" defer>']
    assert "telegram.org" not in text and "//" not in re.sub(r"<[^>]*>", "", text)
    script = await client.get("/watch/static/app.js")
    assert script.status == 200 and script.content_type == "text/javascript"
    body = await script.text()
    assert "location.hash" in body and "tgWebAppData" in body and "app/open?init=" in body
    assert "http" not in body.replace("https://", "")


async def test_without_the_bots_token_there_is_no_mini_app(service: Service) -> None:
    app = make_app(service)
    async with TestClient(TestServer(app)) as plain:
        for path in ("/watch/app", "/watch/app/open?init=x", "/watch/static/app.js"):
            assert (await plain.get(path, allow_redirects=False)).status == 404


# -- the button ----------------------------------------------------------------------------


def test_every_watch_token_rides_in_a_startapp_value() -> None:
    for _ in range(200):
        token = secrets.token_urlsafe(TOKEN_BYTES)
        assert STARTAPP.fullmatch(token)
        assert app_link("SoloistBot", "live", token) == (
            f"https://t.me/SoloistBot/live?startapp={token}")
    assert app_link("SoloistBot", "live", "not a token") is None
    assert app_link("SoloistBot", "live", "x" * 513) is None


async def test_the_watch_reply_carries_the_mini_app_button_on_telegram_alone(
        service: Service) -> None:
    service.watching.base_url = BASE
    service.watching.apps["telegram"] = app_button("SoloistBot", "live")
    for channel in (CHANNEL, "discord:42", "table-1"):
        await service.handle(channel, ALICE, parse("/rajas new variant=cherey seed=5"))
        reply = await service.handle(channel, ALICE, parse("/rajas watch"))
        token = str(reply.lines[0].params["url"]).rsplit("/", 1)[1]
        if channel == CHANNEL:
            [button] = reply.links
            assert button.label.key == "tg-watch-app"
            assert button.urls == (f"https://t.me/SoloistBot/live?startapp={token}",)
        else:
            assert reply.links == ()


async def test_telegram_web_may_frame_the_watch_page_it_opens(
        service: Service, client: TestClient[object, object]) -> None:
    token = await watched(service)
    for path in (f"/watch/{token}?lang=ru", f"/watch/{token}/board.png", "/watch/app/open"):
        response = await client.get(path)
        ancestors = re.search(r"frame-ancestors ([^;]+)",
                              response.headers["Content-Security-Policy"])
        assert ancestors is not None
        assert ancestors[1].split() == ["https://web.telegram.org", "https://webk.telegram.org",
                                        "https://weba.telegram.org"]


async def test_the_server_has_the_mini_app_when_the_bot_has_one(service: Service) -> None:
    with_app = Settings(telegram_token=BOT_TOKEN, telegram_miniapp="live_table")
    assert miniapp_token(with_app) == BOT_TOKEN
    assert miniapp_token(Settings(telegram_token=BOT_TOKEN)) is None
    assert miniapp_token(Settings(telegram_miniapp="live_table")) is None
    for token, status in ((BOT_TOKEN, 200), (None, 404)):
        server = await start_web(service, "127.0.0.1", 0, token)
        try:
            async with ClientSession() as session, session.get(
                    f"{server.url}/watch/app") as response:
                assert response.status == status
        finally:
            await server.close()
