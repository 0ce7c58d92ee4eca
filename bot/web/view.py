"""What a live page shows of a game, made once per game version and language and shared by
every viewer: the HTML fragment of its status, open question and current turn (with each
decision's rule id), and the board's picture."""

from __future__ import annotations

import asyncio
import html
import re
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

from bot.service.service import Service
from bot.service.stored import line_of
from bot.store.watch import GameNow
from bot.words import transcripts
from bot.words.pictures import alt_text, board_words, picture
from bot.words.render import prompt_key
from bot.words.replies import Line
from engines.core import CodecError
from engines.core.spec import GameSpec

KEPT = 256
"""Fragments and pictures kept (game, version, language): a step's are made once, whatever
the number of viewers; older ones give way."""

T = TypeVar("T")


class Once:
    """Values made once per key, at most ``KEPT`` kept: viewers asking at once for one not
    made yet wait on the same making (one render for a thousand viewers)."""

    def __init__(self) -> None:
        self._kept: OrderedDict[tuple[Any, ...], asyncio.Future[Any]] = OrderedDict()

    async def get(self, key: tuple[Any, ...], make: Callable[[], Awaitable[T]]) -> T:
        found = self._kept.get(key)
        if found is None:
            found = asyncio.ensure_future(make())
            self._kept[key] = found
            while len(self._kept) > KEPT:
                self._kept.popitem(last=False)
            found.add_done_callback(lambda done: self._forget_failed(key, done))
        else:
            self._kept.move_to_end(key)
            if found.done() and not found.cancelled() and found.exception() is None:
                made: T = found.result()  # the common case: no future more per viewer
                return made
        result: T = await asyncio.shield(found)
        return result

    def kept(self, key: tuple[Any, ...]) -> Any | None:
        """The value made for ``key``, if it is made and still kept; None otherwise."""
        found = self._kept.get(key)
        if found is None or not found.done() or found.cancelled() or found.exception():
            return None
        return found.result()

    def _forget_failed(self, key: tuple[Any, ...], done: asyncio.Future[Any]) -> None:
        if done.cancelled() or done.exception() is not None:
            self._kept.pop(key, None)


class Views:
    """The fragments and pictures of watched games, from the service's store and games."""

    def __init__(self, service: Service) -> None:
        self.service = service
        self._fragments = Once()
        self._pictures = Once()

    async def fragment(self, game_id: int, version: str, language: str) -> str | None:
        """The game's fragment at ``version`` (what the store last said of it); None when
        the game is gone."""
        return await self._fragments.get((game_id, version, language),
                                         lambda: self._fragment(game_id, language))

    async def board(self, game_id: int, version: str, language: str) -> bytes | None:
        """The board's picture (PNG); None when the game is gone or has none."""
        return await self._pictures.get((game_id, version, language),
                                        lambda: self._board(game_id, language))

    def kept_board(self, game_id: int, version: str, language: str) -> bytes | None:
        """The board's picture at ``version`` if it was drawn and is still kept."""
        png: bytes | None = self._pictures.kept((game_id, version, language))
        return png

    async def _fragment(self, game_id: int, language: str) -> str | None:
        found = await self._now(game_id)
        if found is None:
            return None
        now, game, state = found
        return fragment_html(self.service, now, game, state, language)

    async def _board(self, game_id: int, language: str) -> bytes | None:
        found = await self._now(game_id)
        if found is None or found[2] is None:
            return None
        _, game, state = found
        return await picture(game.name, state, self.service.catalog, language)

    async def _now(self, game_id: int) -> tuple[GameNow, GameSpec, Any | None] | None:
        """Where the game stands, its game and its state (None: unreadable); None when the
        game is gone or its game not registered."""
        now = await self.service.store.game_now(game_id)
        if now is None or now.record.game not in self.service.games:
            return None
        game = self.service.games[now.record.game]
        return now, game, await self._state(now, game)

    async def _state(self, now: GameNow, game: GameSpec) -> Any | None:
        """The game's state with its board corrections; None when it cannot be read."""
        try:
            state = game.loads(now.record.state)
        except CodecError:
            return None
        if game.keeps_corrections:
            corrections = await self.service.store.corrections(now.record.channel, now.record.id)
            state = game.correct(state, [c["command"] for c in corrections], True)
        return state


BOARD_ALT = re.compile(r'data-board-alt="([^"]*)"')


def board_alt(fragment: str) -> str | None:
    """The board picture's alt text a fragment carries (HTML-escaped, as an attribute takes
    it); None when it has none."""
    found = BOARD_ALT.search(fragment)
    return found.group(1) if found else None


def fragment_html(service: Service, now: GameNow, game: GameSpec, state: Any | None,
                  language: str) -> str:
    """The page's changing part: the open question, the turn's decisions, the board in words
    and the status; the board picture's alt text in a hidden ``data-board-alt``, which the
    page's script gives the picture at each change."""
    catalog = service.catalog

    def say(key: str, params: dict[str, Any] | None = None) -> str:
        return html.escape(catalog.render(language, key, params or {}))

    record = now.record
    # What a player at the table looks for first: whether it is over, the question, this
    # turn's decisions; then the board in words (a screen reader's board), then the status.
    parts: list[str] = []
    alt = alt_text(game.name, state, catalog, language) if state is not None else None
    if alt:
        parts.append(f'<div hidden data-board-alt="{html.escape(alt)}"></div>')
    if record.status != "live":
        parts.append(f'<p class="over">{say("web-over")}</p>')
    prompt = game.prompt(state) if state is not None and record.status == "live" else None
    if prompt is not None:
        options = "".join(f"<li>{say(o.key, o.params)}</li>" for o in prompt.options)
        parts.append(f'<h2>{say("web-question")}</h2><p class="question">'
                     f"{say(prompt_key(catalog, prompt), prompt.params)}</p>"
                     + (f'<ol class="options">{options}</ol>' if options else ""))
    lines = [line_of(e) for _, stored in now.turn_steps for e in transcripts.shown(stored)]
    items = "".join(
        "<li>" + (f'<span class="rule">{html.escape(line.rule)}</span> ' if line.rule else "")
        + say(line.key, line.params) + "</li>" for line in lines)
    parts.append(f'<h2>{say("web-turn")}</h2>'
                 + (f'<ol class="turn">{items}</ol>' if items
                    else f'<p>{say("web-turn-empty")}</p>'))
    words = board_words(game.name, state, catalog, language) if state is not None else []
    if words:
        parts.append(f'<h2>{say("web-board-words")}</h2><ul class="words">'
                     + "".join(f"<li>{html.escape(w)}</li>" for w in words) + "</ul>")
    status = [Line("bot-status-header", {"game": game.name, "version": record.step})]
    if state is not None:
        status += [Line(e.key, e.params) for e in game.status(state)]
    parts.append(f'<h2>{say("web-status")}</h2><ul class="status">'
                 + "".join(f"<li>{say(line.key, line.params)}</li>" for line in status)
                 + "</ul>")
    return "".join(parts)
