"""`/record` and `/<game> record`: a player's results against each automaton, the channel's
table, the campaign up the ladders, the export, and the player's own choices (private or
public, campaign on or off, linked to their other platforms, forgotten).

The record is a person's (bot/store/people.py): every platform id they linked with
`/record link`. Anyone may read another person's record unless that person keeps it private;
no table, chart or export ever shows a private record to someone else."""

from __future__ import annotations

import secrets
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

from bot.service import campaign, request, standings
from bot.service.commands import Command
from bot.service.people import User
from bot.service.record_export import export_documents
from bot.service.record_lines import campaign_line, record_lines, table_lines
from bot.service.refusals import Refusal
from bot.store import Store
from bot.store.people import Person
from bot.store.results import Result
from bot.words.i18n import Catalog
from bot.words.record_chart import record_chart
from bot.words.replies import Line, Reply
from engines.core import Event, literal, term
from engines.core.ladder import Level
from engines.core.spec import GameSpec

LINK_MINUTES = 15
"""How long a link code may be redeemed: long enough to open the other app and type it."""
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
"""Letters and digits no one mistakes for another (no 0/O, 1/I)."""
CODE_LENGTH = 8
CHART_FILE = "record-chart.png"

ACTIONS = ("table", "export", "private", "public", "forget", "link", "unlink", "campaign")
"""`/record <action>`; any other word names the player whose record is asked for."""
PLATFORMS = ("telegram", "discord")
"""Platforms whose user ids (``telegram:<id>``) name a player."""
YES = "yes"
"""`/record forget yes`: the forgetting confirmed (the word in the channel's language too)."""


@dataclass(frozen=True)
class Place:
    """Where a player stands on one automaton's ladder in the campaign."""

    game: str
    automaton: str
    position: campaign.Position


@dataclass(frozen=True)
class Asked:
    """Whose record a command asks for, and who asks."""

    person: Person
    results: list[Result]
    own: bool


class Records:
    """The record's commands, over the store's people and results."""

    def __init__(self, store: Store, catalog: Catalog, games: Mapping[str, GameSpec],
                 clock: Callable[[], float]) -> None:
        self.store = store
        self.catalog = catalog
        self.games = games
        self.clock = clock

    async def answer(self, channel: str, user: User, game: GameSpec | None, command: Command,
                     language: str) -> Reply:
        """`/record …` (``game`` None) or `/<game> record …`."""
        args = command.args
        action = self._action(args[0], language) if args else None
        rest = args[1:]
        if action == "table":
            return await self._table(channel, game, language)
        if action == "export":
            asked = await self._asked(channel, user, rest)
            return self._export(asked, game, language)
        if action in ("private", "public"):
            await self.store.set_choice(user.id, "private", action == "private",
                                        request=request.current.get())
            return Reply(language=language, private=True,
                         lines=[Line(f"bot-record-now-{action}")])
        if action == "campaign":
            return await self._campaign(user, rest, game, language)
        if action == "forget":
            return await self._forget(user, rest, language)
        if action == "link":
            return await self._link(user, rest, language)
        if action == "unlink":
            return await self._unlink(user, language)
        asked = await self._asked(channel, user, args)
        return await self._show(asked, game, language)

    def _action(self, word: str, language: str) -> str | None:
        """The action a word names, in English or the channel's language; None: a player."""
        folded = word.casefold()
        for action in ACTIONS:
            said = self.catalog.render(language, f"bot-record-word-{action}").casefold()
            if folded in (action, said):
                return action
        return None

    # -- whose record --------------------------------------------------------------------------

    async def _asked(self, channel: str, user: User, who: Sequence[str]) -> Asked:
        """The record asked for: the asker's own, or that of the player ``who`` names (a
        platform id as the platform names a player, ``telegram:5 Ana``, or a name seen in
        this channel's results); refused when it is someone else's private record."""
        mine = await self.store.person(user.id)
        if not who:
            member = user.id
        else:
            member = await self._member(channel, who)
        person, results = await self.store.person_results(member)
        own = person.id == mine.id
        if not own and person.private:
            raise Refusal("bot-record-private", name=_name(results, who))
        return Asked(person, results, own)

    async def _member(self, channel: str, who: Sequence[str]) -> str:
        platform, colon, own = who[0].partition(":")
        if (colon and own.lstrip("-").isdigit() and platform in PLATFORMS) or who[0] == "console":
            return who[0]  # as a platform names a player (a reply's author, a user option)
        name = " ".join(who).removeprefix("@").casefold()
        found = {r.player_id for r in await self.store.results_in(channel)
                 if r.player_name.casefold() == name}
        if len(found) != 1:
            raise Refusal("bot-record-who", name=" ".join(who))
        return found.pop()

    # -- the record ----------------------------------------------------------------------------

    async def _show(self, asked: Asked, game: GameSpec | None, language: str) -> Reply:
        results = _of_game(asked.results, game)
        name = _name(asked.results, ())
        head = Line("bot-record-header", {
            "name": literal(name), "own": "yes" if asked.own else "no",
            "game": game.name if game else "", "scope": "game" if game else "all",
            "games": len(results)})
        campaigns = ({(p.game, p.automaton): p.position for p in self.positions(results)}
                     if asked.person.campaign else None)
        lines = [head, *record_lines(standings.opponents(results, self._ladders()),
                                     campaigns=campaigns)]
        chart = await record_chart(results, self.catalog, language) if results else None
        scored = [r for r in results if r.complete and r.score is not None]
        alt = self.catalog.render(language, "record-chart-alt", {
            "name": literal(name), "games": len(scored),
            "wins": sum(r.won is True for r in scored)}) if chart else None
        return Reply(language=language, lines=lines, picture=chart,
                     picture_name=CHART_FILE if chart else None, picture_alt=alt,
                     game=game.name if game else None)

    def positions(self, results: Sequence[Result]) -> list[Place]:
        """Where the player stands on each ladder they played, as the campaign walks it."""
        found: list[Place] = []
        for (game, automaton) in dict.fromkeys((r.game, r.automaton) for r in results):
            ladder = self._ladder(game, automaton)
            if ladder:
                found.append(Place(game, automaton, campaign.next_level(
                    _against(results, game, automaton), ladder)))
        return found

    async def proposed(self, user: User, game: GameSpec, automaton: str,
                       options: Mapping[str, str]) -> Level | None:
        """The level the campaign proposes for the player's next game against ``automaton``:
        None unless they follow the campaign, it has a ladder, and ``options`` (the typed
        `new` options) choose no level of their own."""
        ladder = self._ladder(game.name, automaton)
        knobs = {key for level in ladder for key, _ in level.options} - {"variant"}
        if not ladder or knobs & set(options):
            return None
        # The choice first: a player off the campaign costs no read of their results.
        if not (await self.store.person(user.id)).campaign:
            return None
        _, results = await self.store.person_results(user.id)
        return campaign.next_level(_against(results, game.name, automaton), ladder).level

    def level_said(self, game: GameSpec, state: object, by_campaign: bool) -> list[Event]:
        """The line a new game starts with: the ladder's level it is played at (none for a
        game at no level of its ladder, or with no ladder)."""
        level = game.level(state)
        if level is None:
            return []
        ladder = self._ladder(game.name, level.automaton)
        return [Event(rule="", key="bot-level", params={
            "level": term(f"{game.name}-level-{level.id}"), "rank": level.rank,
            "levels": len(ladder), "automaton": term(f"{game.name}-variant-{level.automaton}"),
            "campaign": "yes" if by_campaign else "no"})]

    async def result_said(self, result: Result | None) -> list[Event]:
        """The lines a finished game adds to its rules' verdict: the level it was played at,
        the player's record there with this game, and, on the campaign, the next level."""
        if result is None or result.level is None:
            return []
        ladder = self._ladder(result.game, result.automaton)
        level = next((lv for lv in ladder if lv.id == result.level), None)
        if level is None:
            return []
        person, results = await self.store.person_results(result.player_id)
        results = [*results, result]
        at_level = [r for r in results if (r.game, r.automaton, r.level)
                    == (result.game, result.automaton, result.level)]
        there = standings.stats(at_level)
        said = [Event(rule="", key="bot-result-level", params={
            "level": term(f"{result.game}-level-{level.id}"), "rank": level.rank,
            "levels": len(ladder), "complete": "yes" if result.complete else "no",
            "plays": there.plays, "wins": there.wins, "streak": abs(there.streak),
            "run": "win" if there.streak > 0 else "loss" if there.streak < 0 else "none"})]
        if person.campaign and result.complete:
            position = campaign.next_level(
                _against(results, result.game, result.automaton), ladder)
            command = " ".join([f"/{result.game} new",
                                *(f"{k}={v}" for k, v in position.level.options)])
            said.append(Event(rule="", key="bot-result-campaign", params={
                "level": term(f"{result.game}-level-{position.level.id}"),
                "why": position.why, "command": command}))
        return said

    def _ladders(self) -> dict[str, Mapping[str, tuple[Level, ...]]]:
        return {name: game.ladders for name, game in self.games.items()}

    def _ladder(self, game: str, automaton: str) -> tuple[Level, ...]:
        spec = self.games.get(game)
        return tuple(spec.ladders.get(automaton, ())) if spec else ()

    async def _table(self, channel: str, game: GameSpec | None, language: str) -> Reply:
        """The channel's players, best first; those who keep their record private left out
        (and counted, so the table says why it is short)."""
        results = _of_game(await self.store.results_in(channel), game)
        hidden: set[str] = set()
        for member in {r.player_id for r in results}:
            if (await self.store.person(member)).private:
                hidden.add(member)
        shown = [r for r in results if r.player_id not in hidden]
        lines = table_lines(standings.channel_table(shown))
        if hidden:
            lines.append(Line("bot-record-table-hidden", {"players": len(hidden)}))
        return Reply(language=language, lines=lines, game=game.name if game else None)

    def _export(self, asked: Asked, game: GameSpec | None, language: str) -> Reply:
        results = _of_game(asked.results, game)
        if not results:
            raise Refusal("record-empty")
        files = export_documents(results, _name(results, ()))
        return Reply(language=language, private=True, documents=files, lines=[
            Line("bot-record-exported", {"games": len(results),
                                         "files": [f.name for f in files]})])

    # -- the player's own choices -----------------------------------------------------------

    async def _campaign(self, user: User, rest: Sequence[str], game: GameSpec | None,
                        language: str) -> Reply:
        word = rest[0].casefold() if rest else ""
        said = {w: self.catalog.render(language, f"bot-record-word-{w}").casefold()
                for w in ("on", "off")}
        chosen = next((w for w, s in said.items() if word in (w, s)), None)
        if chosen is None:
            person, results = await self.store.person_results(user.id)
            return Reply(language=language, lines=[
                Line("bot-record-campaign-is", {"on": "yes" if person.campaign else "no"}),
                *(campaign_line(p.position, p.game)
                  for p in self.positions(_of_game(results, game)))])
        await self.store.set_choice(user.id, "campaign", chosen == "on",
                                    request=request.current.get())
        return Reply(language=language,
                     lines=[Line(f"bot-record-campaign-{chosen}")])

    async def _forget(self, user: User, rest: Sequence[str], language: str) -> Reply:
        person, results = await self.store.person_results(user.id)
        yes = {YES, self.catalog.render(language, "bot-record-word-yes").casefold()}
        if not rest or rest[0].casefold() not in yes:
            return Reply(language=language, private=True, lines=[
                Line("bot-record-forget-ask", {"games": len(results)})])
        forgotten = await self.store.forget_results(person.members,
                                                    request=request.current.get())
        return Reply(language=language, private=True, lines=[
            Line("bot-record-forgotten", {"games": forgotten})])

    async def _link(self, user: User, rest: Sequence[str], language: str) -> Reply:
        if not rest:
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            expires = datetime.fromtimestamp(self.clock() + LINK_MINUTES * 60, UTC)
            await self.store.add_link_code(user.id, code, _sql_time(expires),
                                           request=request.current.get())
            return Reply(language=language, private=True, lines=[
                Line("bot-record-link-code", {"code": _shown_code(code),
                                              "minutes": LINK_MINUTES})])
        code = "".join(ch for ch in "".join(rest).upper() if ch.isalnum())
        now = _sql_time(datetime.fromtimestamp(self.clock(), UTC))
        person = await self.store.redeem_link_code(code, user.id, now,
                                                   request=request.current.get())
        if person is None:
            raise Refusal("bot-record-link-bad", code=" ".join(rest))
        return Reply(language=language, private=True, lines=[
            Line("bot-record-linked", {"members": len(person.members),
                                       "platforms": _platforms(person)})])

    async def _unlink(self, user: User, language: str) -> Reply:
        before = await self.store.person(user.id)
        if len(before.members) == 1:
            raise Refusal("bot-record-not-linked")
        await self.store.unlink(user.id, request=request.current.get())
        return Reply(language=language, private=True,
                     lines=[Line("bot-record-unlinked")])


def _against(results: Sequence[Result], game: str, automaton: str) -> list[Result]:
    """The results of games of ``game`` against ``automaton``."""
    return [r for r in results if (r.game, r.automaton) == (game, automaton)]


def _of_game(results: Sequence[Result], game: GameSpec | None) -> list[Result]:
    return [r for r in results if game is None or r.game == game.name]


def _name(results: Sequence[Result], who: Sequence[str]) -> str:
    """The player's name as their latest result has it, else as it was asked for."""
    if results:
        return results[-1].player_name
    return " ".join(who) or "?"


def _sql_time(moment: datetime) -> str:
    return moment.strftime("%Y-%m-%d %H:%M:%S")


def _shown_code(code: str) -> str:
    """A code in two halves, easier to read and type: ``ABCD-2345``."""
    half = len(code) // 2
    return f"{code[:half]}-{code[half:]}"


def _platforms(person: Person) -> list[object]:
    """The platforms a person's members are on, each by its message (console, Telegram…)."""
    names = dict.fromkeys(m.partition(":")[0] for m in person.members)
    return [term(f"bot-platform-{name}") if name in ("console", *PLATFORMS)
            else literal(name) for name in names]
