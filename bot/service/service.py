"""The service: one game per channel, commands for a channel one at a time, every step stored
before its reply exists. Adapters call ``handle`` and render what it returns."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import structlog

from bot.service import fair_dice, request
from bot.service.about import About
from bot.service.channels import STARTER_LANGUAGE, ChannelSettings
from bot.service.commands import READ_ONLY, Command, is_read
from bot.service.logged_play import play_links
from bot.service.people import Server, User
from bot.service.players import check_player, idle_days
from bot.service.record import Records
from bot.service.refusals import Refusal, echoed, stale_refused
from bot.service.results import result_row, revealed_seed, started_options
from bot.service.rules import rule_reply
from bot.service.state_cache import STATE_CACHE_SIZE, StateCache, TurnLines
from bot.service.stored import answered, events_json, line_of, profile_of, seed_of
from bot.service.watch import Watching
from bot.store import GameExists, GameRecord, Store
from bot.store.records import sql_now
from bot.store.results import Result
from bot.words import headlines, transcripts
from bot.words.i18n import Catalog
from bot.words.offered import typed_answer
from bot.words.pictures import drawn_board, said_board
from bot.words.replies import Line, LinkButton, Reply
from bot.words.typed import vocabulary
from engines.core import CodecError, Event, InvalidAnswer, Step, literal
from engines.core.spec import GameSpec
from engines.games import games as all_games

__all__ = ["Server", "Service", "User"]

log = structlog.get_logger("soloist.service")

IDLE_DAYS = 14.0
"""A game nobody has moved for this long may be ended by anyone (SOLOIST_IDLE_DAYS)."""
SERVICE_VERBS = frozenset({"answer", "handover", "verify", "odds", "transcript", "rule",
                           "record", "watch"})
"""Verbs every game takes besides its own, carried out by the service."""
HANDOVER = "bot-handover"
PICTURED = frozenset({"turn", "answer"})
"""Commands whose step, when it leaves no question open (the automa's turn is over), shows
the board's picture; `status` always does."""
SETUP_TURN = 1
"""A game's first turn, at the version it starts at: its setup, no automa's turn."""

UNDO_LINES = 4
"""Lines of an undone step said back: enough to know what was taken back."""

BOARD_WORDS = "bot-board-words"
"""A sentence of the board in words (``GameSpec.board_words``), said as it was said."""

DID = transcripts.DID
"""A stored step's last event: the command that made it (``{"command": [verb, *args]}``), so
a transcript replays the game; never shown."""


class Service:
    def __init__(self, store: Store, catalog: Catalog, default_language: str = "en",
                 games: dict[str, GameSpec] | None = None, idle_days: float = IDLE_DAYS,
                 clock: Callable[[], float] = time.time, pictures: bool = False,
                 state_cache: int = STATE_CACHE_SIZE) -> None:
        self.store = store
        self.catalog = catalog
        self.channels = ChannelSettings(store, catalog, default_language, pictures)
        """The channel's and its server's choices; ``pictures``: whether a channel that said
        nothing (/settings pictures) gets board pictures: the deployment's SOLOIST_PICTURES
        (on unless set off); a bare Service sends text alone."""
        self.default_language = default_language
        self.games = games if games is not None else all_games()
        self.about = About(store, catalog, self.games)
        self.records = Records(store, catalog, self.games, lambda: self.clock())
        self.watching = Watching(store)
        """Links to games' live pages (`/<game> watch`); off until given a base URL."""
        self.idle_days = idle_days
        self.clock = clock
        """Seconds since 1970 (tests move it to make a game idle)."""
        self.states = StateCache(state_cache)
        """Live games' decoded states (``state_cache``), for at most ``state_cache`` games:
        forgotten with what the store keeps (another connection wrote the file)."""
        self._turn_lines: TurnLines[Line] = TurnLines(state_cache)
        """The lines of each kept game's current turn, parsed once (every reply says them)."""
        store.on_forget(self.states.clear)
        store.on_forget(self._turn_lines.clear)

    async def handle(self, channel: str, user: User, command: Command,
                     server: Server | None = None) -> Reply:
        async with self.store.channel(channel):
            language = await self.language(channel, user, server)
            logger = log.bind(channel=channel, game=command.game, command=command.name,
                              user=user.id, request=command.request)
            # Asked even without a request: the store's one read of a command (see Store.seen).
            if await self.store.seen(command.request):
                logger.info("duplicate")
                return Reply(language=language, game=command.game, duplicate=True)
            request.current.set(command.request)
            reply = await self._handle(channel, user, command, language, logger, server)
            reply = await self._pictured(channel, command, reply)
            failed = bool(reply.lines) and reply.lines[0].key == "bot-error"
            if command.request is not None and not reply.changed and not failed:
                # A refusal or a read is applied too; a failure is left for the retry.
                await self.store.mark_seen(command.request)
            return reply

    async def _handle(self, channel: str, user: User, command: Command, language: str,
                      logger: Any, server: Server | None) -> Reply:
        try:
            reply = await self._dispatch(channel, user, command, language, server)
        except Refusal as refusal:
            # Private whatever it says: a refusal changes nothing, so it is the asker's alone.
            logger.info("refused", key=refusal.line.key)
            return Reply(language=language, lines=[echoed(refusal.line)], game=command.game,
                         private=True, refused=True)
        except InvalidAnswer as bad:
            logger.info("invalid", key=bad.key)
            return Reply(language=language, lines=[echoed(Line(bad.key, bad.params))],
                         game=command.game, private=True, refused=True)
        except Exception:
            logger.exception("command failed")
            self.states.clear()  # nothing kept that a failure might have touched
            return Reply(language=language, lines=[Line("bot-error")], private=True)
        logger.info("handled", version=reply.version, changed=reply.changed)
        return reply

    async def _pictured(self, channel: str, command: Command, reply: Reply) -> Reply:
        """``reply`` with the picture of its game's board, drawn off the event loop: for
        `status`, and for a step that ends the automa's turn, unless the channel turned
        pictures off. The state is read afresh: the reply's step is stored."""
        wanted = command.name == "status" or (
            command.name in PICTURED and reply.changed and reply.prompt is None
            and reply.turn not in (None, SETUP_TURN))
        if not wanted or reply.refused or reply.game_id is None or reply.game is None:
            return reply
        if not await self.channels.pictures_on(channel):
            return reply
        record = await self.store.last_game(channel)
        game = self.games.get(reply.game)
        if record is None or record.id != reply.game_id or game is None:
            return reply
        try:
            state = self._decoded(record, game)
        except CodecError:
            return reply
        state = await self._corrected(record, game, state, reading=True)
        board = await drawn_board(game.name, state, self.catalog, reply.language)
        return replace(reply, picture=board.png, picture_alt=board.alt)

    async def check_press(self, channel: str, user: User, command: Command) -> Reply | None:
        """The refusal ``handle`` will give a button press whatever the channel's earlier
        commands still waiting do — a press of an older game, of an older version (versions
        and game ids only grow), of another player's game — from one read of the store;
        None when only ``handle``, at the press's turn, can tell. For a platform that must
        answer a press at once (Telegram's callback queries expire) however busy the channel
        is. The verdict is the one ``handle`` would give, whatever is queued: a handover
        that makes the presser its player is a step of its own (a new version), so a press
        drawn before it is refused at its turn too, as one that has moved on; only the
        wording differs."""
        record = await self.store.live_game(channel)
        pressed, version = command.game_id, command.version
        if record is None or pressed is None or version is None or pressed > record.id:
            return None  # a game not live yet may be by the press's turn
        if pressed < record.id:
            refusal = Refusal("bot-stale", private=True)
        elif user.id != record.owner_id:
            refusal = Refusal("bot-not-owner", private=True, owner=record.owner_name)
        elif version < record.version:
            refusal = Refusal("bot-stale", private=True)
        else:
            return None
        return Reply(language=await self.language(channel, user), lines=[refusal.line],
                     game=command.game, private=True, refused=True)

    async def current_turn(self, channel: str, server: Server | None = None) -> Reply | None:
        """The channel's last game at its current turn, as the step that reached it replied
        (without that step's lines of its own): for a platform to show again a turn whose
        answer a crash kept from going out. None when the channel never had a game."""
        async with self.store.channel(channel):
            record = await self.store.last_game(channel)
            if record is None or record.game not in self.games:
                return None
            game = self.games[record.game]
            language = await self.language(channel, User(id="", name=""), server)
            try:
                state = self._decoded(record, game)
            except CodecError:
                return None
            turn, steps = await self.store.turn_history(record.id)
            live = self._said(record.id, steps)
            return Reply(language=language, prompt=game.prompt(state), game=record.game,
                         game_id=record.id, version=record.version, changed=True, turn=turn,
                         live=live)

    async def live_state(self, channel: str, game: str) -> Any | None:
        """The channel's live game of ``game`` as it stands now, board corrections included
        (what suggestions read); None when the channel plays no such game or its row is
        unreadable."""
        record = await self.store.live_game(channel)
        if record is None or record.game != game or game not in self.games:
            return None
        try:
            state = self._decoded(record, self.games[game])
        except CodecError:
            return None
        return await self._corrected(record, self.games[game], state, reading=True)

    async def language(self, channel: str, user: User, server: Server | None = None) -> str:
        """The channel's /lang; else its server's; else the language of whoever started its
        last game; else the user's own; else the default."""
        return await self.channels.language(channel, user, server)

    @property
    def pictures(self) -> bool:
        return self.channels.pictures

    @pictures.setter
    def pictures(self, on: bool) -> None:
        self.channels.pictures = on

    # -- dispatch ------------------------------------------------------------------------------

    async def _dispatch(self, channel: str, user: User, command: Command,
                        language: str, server: Server | None) -> Reply:
        if command.name == "help" and command.game is None:
            return self._help(language, sorted(self.games))
        if command.name == "lang":
            return await self.channels.set_language(channel, command)
        if command.name == "settings" and command.game is None:
            return await self.channels.settings(channel, command, language)
        if command.name == "record" and command.game is None:
            return await self.records.answer(channel, user, None, command, language)
        if command.name == "server" and command.game is None:
            return await self.channels.server(channel, user, command, language, server)
        if command.name == "unknown":
            raise Refusal("bot-unknown-command", command=" ".join(command.args))
        if command.game is None:
            return await self._answer_open(channel, user, command, language)
        game = self._game(command.game)
        words = vocabulary(self.catalog, language, game.name)
        try:
            return await self._game_command(channel, user, game, command, language, server)
        except InvalidAnswer as bad:
            # A refusal shows what the player typed, not the engine's word for it.
            bad.params = words.as_typed(bad.params, [command.name, *command.args,
                                                     *command.options.values()])
            raise

    async def _game_command(self, channel: str, user: User, game: GameSpec, typed: Command,
                            language: str, server: Server | None) -> Reply:
        """A command of ``game``, read in its words (`bloques` is `blocks`), the players' names
        kept as names once the table is known."""
        words = vocabulary(self.catalog, language, game.name)
        command = words.command(typed)
        if command.name == "help":
            return self._help(language, [game.name])
        if (command.name not in SERVICE_VERBS and command.name not in {v.name for v in game.verbs}
                and not game.free_verbs):
            raise Refusal("bot-unknown-command", command=f"/{game.name} {command.name}")
        if command.name == "new":
            await self.channels.check_games_here(channel, server)
            return await self._new(channel, user, game, command, language)
        if command.name == "undo" and await self.store.live_game(channel) is None:
            return await self._undo_finish(channel, user, game, language)
        if command.name == "rule":  # about the game's rules, not about any game of it
            return rule_reply(game, command.args, language)
        if command.name == "record":  # the player's, not the channel's game's
            return await self.records.answer(channel, user, game, command, language)
        if command.name in ("verify", "odds", "transcript") or (
                command.name == "log" and command.args[:1] == ("export",)):
            return await self.about.answer(channel, user, game, command, language)
        if command.name == "watch":
            return await self.watching.answer(channel, user, game, command, language)
        record = await self._record(channel, command, game)
        command = words.command(typed, self._names(record, game))
        if is_read(command, game):
            reply = await self._read(record, game, command, language)
            # A spectator's read is theirs alone, where the platform can keep it so.
            return replace(reply, private=user.id != record.owner_id)
        ended_by = check_player(record, user, command, self.idle_days, self.clock())
        if command.name == "handover":
            return await self._handover(record, game, user, command, language)
        if ended_by is not None:
            return await self._abandon(record, game, ended_by, language)
        return await self._act(record, game, command, language)

    def _help(self, language: str, games: list[str]) -> Reply:
        """The commands of ``games`` (each game's `<game>-help`) and those of every channel."""
        lines = [Line("bot-help"), *(Line(f"{name}-help") for name in games),
                 Line("bot-help-common", {"odds": headlines.odds_commands(self.games)}),
                 Line("bot-help-rules")]
        return Reply(language=language, lines=lines)

    def _game(self, name: str) -> GameSpec:
        if name not in self.games:
            raise Refusal("bot-unknown-game", game=name, games=", ".join(sorted(self.games)))
        return self.games[name]

    async def _answer_open(self, channel: str, user: User, command: Command,
                           language: str) -> Reply:
        """Plain text answers the open question of the channel's game, if there is one."""
        record = await self.store.live_game(channel)
        if record is None:
            raise Refusal("bot-no-game")
        game = self._game(record.game)
        check_player(record, user, command, self.idle_days, self.clock())
        return await self._act(record, game, command, language)

    async def _new(self, channel: str, user: User, game: GameSpec, command: Command,
                   language: str) -> Reply:
        running = await self.store.live_game(channel)
        if running is not None:
            idle = idle_days(running, self.clock())
            if self.idle_days and idle >= self.idle_days:  # say that anyone may end it now
                raise Refusal("bot-game-exists-idle", game=running.game,
                              owner=running.owner_name, days=int(idle))
            raise Refusal("bot-game-exists", game=running.game)
        options = dict(command.options)
        typed = options.pop("seed", None)
        seed = seed_of(typed)
        offered = await self.store.load_profile(channel, game.name)
        step = game.new(options, seed, profile_of(game, offered))
        campaign = await self.records.proposed(user, game, game.variant(step.state), options)
        if campaign is not None:  # the player follows the campaign and chose no level
            options.update(campaign.options)
            step = game.new(options, seed, profile_of(game, offered))
        settings: dict[str, str] = {}
        sealed: list[Event] = []
        seal: tuple[str, int] | None = None
        if typed is None and getattr(step.state, "bot_dice", False):
            # The bot's own dice from a seed of its own: sealed until the end (a commitment
            # now, the seed then), so no one can foresee a roll and anyone can check them all.
            seed, salt = fair_dice.new_secret()
            step = game.new(options, seed, profile_of(game, offered))
            sealed = [Event(rule="", key=fair_dice.SEALED, params={
                "game": game.name, "commitment": fair_dice.commitment(seed, salt), "salt": salt,
                "options": " ".join(f"{k}={v}" for k, v in sorted(options.items()))})]
            seal = (sealed[0].params["commitment"], seed)
        header = Event(rule="", key="bot-new-game", params=headlines.new_game(
                       {"game": game.name, "variant": game.variant(step.state),
                        "seed": 0 if sealed else seed, "owner": literal(user.name),
                        "sealed": "yes" if sealed else "no",
                        "dice": "bot" if step.state.bot_dice else "player"}))
        step = Step(step.state, [header, *sealed, *self.records.level_said(
            game, step.state, campaign is not None), *step.events], step.prompt)
        # The board profile offered is kept too: a transcript replays the game from it.
        # The options as played: a transcript replays the game from them (the campaign's
        # level too, which the typed `new` did not say).
        typed_words = [f"{k}={v}" for k, v in command.options.items()
                       if k != "seed" or not sealed]
        chosen = [f"{k}={v}" for k, v in (campaign.options if campaign else ())
                  if k not in command.options]
        did = Event(rule="", key=DID, params={"command": ["new", *typed_words, *chosen],
                                              "offered": offered})
        if user.locale and await self.store.get_setting(channel, "language") is None:
            settings[STARTER_LANGUAGE] = language
        text = game.dumps(step.state)
        try:
            record = await self.store.create_game(
                channel, game.name, game.variant(step.state), user.id, user.name,
                text, events_json([*step.events, did]), request=request.current.get(),
                profile=game.profile(step.state), settings=settings, seal=seal)
        except GameExists as exc:  # started meanwhile by another process on the same file
            running = await self.store.live_game(channel)
            raise Refusal("bot-game-exists",
                          game=running.game if running else game.name) from exc
        self.states.put(record, text, step.state)
        return await self._reply(language, record, step)

    async def _record(self, channel: str, command: Command, game: GameSpec) -> GameRecord:
        record = await self.store.live_game(channel)
        if record is not None and record.game != game.name:
            running = self.games.get(record.game)
            verbs = [v.name for v in running.verbs if v.name != "new"] if running else []
            if command.name in verbs or not verbs:
                raise Refusal("bot-other-game", game=record.game, verb=command.name)
            # The running game has no such command: name the ones it has.
            raise Refusal("bot-other-game-commands", game=record.game,
                          commands=[f"/{record.game} {verb}" for verb in verbs])
        if record is None and command.name in READ_ONLY:
            record = await self.store.last_game(channel)
        if record is None or record.game != game.name:
            raise Refusal("bot-no-game")
        return record

    def _said(self, game_id: int, steps: list[tuple[int, str]]) -> list[Line]:
        """The lines of a turn's steps (version, stored events), as its message shows them."""
        return self._turn_lines.lines(
            game_id, steps, lambda stored: [line_of(e) for e in transcripts.shown(stored)])

    def _names(self, record: GameRecord, game: GameSpec) -> tuple[str, ...]:
        """The players' names at ``record``'s table (none while its state cannot be read:
        the command says so itself)."""
        try:
            return game.names(self._decoded(record, game))
        except CodecError:
            return ()

    def _decoded(self, record: GameRecord, game: GameSpec) -> Any:
        """``record``'s state: the object kept since the command that stored or read it at
        this version, else decoded (CodecError if it cannot be) and kept."""
        state = self.states.get(record)
        if state is None:
            state = game.loads(record.state)
            self.states.put(record, record.state, state)
        return state

    def _load(self, record: GameRecord, game: GameSpec) -> Any:
        try:
            return self._decoded(record, game)
        except CodecError as exc:
            log.warning("corrupt state", game_id=record.id, version=record.version,
                        error=str(exc))
            raise Refusal("bot-corrupt", game=game.name) from exc

    async def _read(self, record: GameRecord, game: GameSpec, command: Command,
                    language: str) -> Reply:
        if command.name == "log":
            history = await self.store.history(record.id)
            lines = [Line("bot-log-header", {"game": game.name, "steps": len(history)})]
            # Board corrections are no steps (undo leaves them), but the trail shows each
            # after the step it followed.
            corrected = await self._corrections(record) if game.keeps_corrections else []
            for number, stored in history:
                lines.append(Line("bot-log-step", {"version": number}))
                lines += [line_of(e) for e in transcripts.shown(stored)]
                lines += [line_of(e) for c in corrected
                          if max(1, min(c["after"], len(history))) == number
                          for e in c.get("said", [])]
            return Reply(language=language, lines=lines, game=game.name, game_id=record.id,
                         version=record.version)
        state = await self._corrected(record, game, self._load(record, game), reading=True)
        if command.name == "status":
            heads = [Line("bot-status-header", {"game": game.name, "version": record.step})]
            events = game.status(state)
        elif command.name == "board" and not command.args:
            return await self._board(record, game, state, language)
        else:  # a query: its answer is all there is to say, each line with its rule
            return Reply(language=language,
                         lines=[Line.of(e) for e in game.query(state, command.name, command.args)],
                         prompt=game.prompt(state), game=game.name, game_id=record.id,
                         version=record.version)
        # A readout is no decision: its lines carry no rule's tag (a tag leads to the rule
        # that decided something).
        return Reply(language=language, lines=[*heads, *(Line(e.key, e.params) for e in events)],
                     prompt=game.prompt(state), game=game.name, game_id=record.id,
                     version=record.version)

    async def _board(self, record: GameRecord, game: GameSpec, state: Any,
                     language: str) -> Reply:
        """`/<game> board`: the board as text alone, never a picture, for every eye: the
        current turn's last decision first (with its rule), then what the board's picture
        shows in words, then whatever the game's readout says besides."""
        _, steps = await self.store.turn_history(record.id)
        decided = [line for line in self._said(record.id, steps) if line.rule][-1:]
        words = await said_board(game.name, state, self.catalog, language)
        said = {_bare(w) for w in words}
        readout = [Line(e.key, e.params) for e in game.board(state)
                   if _bare(self.catalog.render(language, e.key, e.params)) not in said]
        head = Line(headlines.own(self.catalog, game.name, "bot-board-header"),
                    {"game": game.name})
        lines = [*decided, head, *(Line(BOARD_WORDS, {"text": literal(w)}) for w in words),
                 *readout]
        return Reply(language=language, lines=lines, prompt=game.prompt(state), game=game.name,
                     game_id=record.id, version=record.version)

    async def _act(self, record: GameRecord, game: GameSpec, command: Command,
                   language: str) -> Reply:
        if command.name == "undo":
            return await self._undo(record, game, language)
        try:
            state = self._decoded(record, game)
        except CodecError as exc:
            if command.name == "end":
                await self.store.finish(record.id, record.version, status="abandoned",
                                        request=request.current.get())
                return Reply(language=language, lines=[Line("bot-abandoned", {"game": game.name})],
                             game=game.name, changed=True)
            log.warning("corrupt state", game_id=record.id, error=str(exc))
            raise Refusal("bot-corrupt", game=game.name) from exc
        state = await self._corrected(record, game, state)
        open_prompt = game.prompt(state)
        if game.is_correction(command.name, command.args):
            return await self._correct(record, game, state, command, language)
        echo: Event | None = None
        if command.name == "answer":
            if open_prompt is None:
                raise Refusal(headlines.own(self.catalog, game.name, "bot-no-question"),
                              private=True, game=game.name)
            raw = command.args[0] if command.args else ""
            # Words a button or the question offers stand for that button's answer; the game
            # reads its typed words in English; the log shows the answer as typed.
            offered = typed_answer(self.catalog, language, open_prompt, raw)
            words = vocabulary(self.catalog, language, game.name)
            try:
                step = game.answer(state, words.read(offered, game.names(state)))
            except InvalidAnswer as bad:
                bad.params = words.as_typed(bad.params, [raw])
                raise
            if open_prompt.kind != "d6":  # a roll says its face itself
                # The log keeps the answer: no rule (the player's words, not a decision), and
                # not said back to the one who just typed it.
                echo = Event("", "bot-answered", {"answer": answered(open_prompt, raw)})
        elif command.name == "turn" and open_prompt is not None:
            # The question is still open: show it again rather than refuse.
            return Reply(language=language, lines=[], prompt=open_prompt, game=game.name,
                         game_id=record.id, version=record.version)
        elif command.name == "turn" and command.args:
            if not any(v.name == "turn" and v.params for v in game.verbs):
                raise Refusal("bot-unknown-command",
                              command=f"/{game.name} turn {' '.join(command.args)}")
            step = game.turn(state, " ".join(command.args))
        elif command.name == "turn":
            step = game.turn(state)
        elif command.name == "end":
            step = game.end(state)
        else:
            step = game.act(state, command.name, command.args)
        did = Event(rule="", key=DID, params={"command": [command.name, *command.args]})
        return await self._commit(record, game, step, language,
                                  continues=command.name == "answer", echo=echo, did=did)

    async def _commit(self, record: GameRecord, game: GameSpec, step: Step[Any],
                      language: str, continues: bool, echo: Event | None = None,
                      did: Event | None = None) -> Reply:
        over = game.is_over(step.state)
        result = None
        if over:
            # The history is read once at a finish: the seal and the options are in its
            # first step.
            history = await self.store.history(record.id)
            revealed = await self.about.revealed(record, history)
            result = await self._result(record, game, step.state, revealed, history)
            step = Step(step.state, [*step.events,
                                     Event(rule="", key="bot-finished",
                                           params={"game": game.name}),
                                     *await self.records.result_said(result),
                                     *revealed], step.prompt)
        shown = [echo, *step.events] if echo is not None else step.events
        stored = [*shown, did] if did is not None else shown
        events = events_json(stored)
        text = game.dumps(step.state)
        with stale_refused():
            new = await self.store.commit(record.id, record.version, text, events,
                                          continues=continues, request=request.current.get(),
                                          profile=game.profile(step.state), finish=over,
                                          result=result)
        # The next command answers this very object: a flow waiting on its question resumes.
        self.states.put(new, text, step.state)
        # The turn's message shows this step from its events as they are, rather than from
        # their JSON parsed back (what a step stored by an earlier command is read from).
        said = [Line.of(e) for e in shown]
        self._turn_lines.said(new.id, new.version, events, said)
        return await self._reply(language, new, step, said[1:] if echo is not None else said,
                                 play_links(self.catalog, language, game, step.state, new, result))

    async def _corrected(self, record: GameRecord, game: GameSpec, state: Any,
                         reading: bool = False) -> Any:
        """``state`` with the game's board corrections applied (they live outside its steps)."""
        if not game.keeps_corrections:
            return state
        commands = [c["command"] for c in await self._corrections(record)]
        return game.correct(state, commands, reading)

    async def _corrections(self, record: GameRecord) -> list[dict[str, Any]]:
        """The game's corrections, in order: each ``{"command": [verb, *args], "after": the
        step it followed, "said": its events}``."""
        return await self.store.corrections(record.channel, record.id)

    async def _correct(self, record: GameRecord, game: GameSpec, state: Any, command: Command,
                       language: str) -> Reply:
        """A board correction: checked against the game, kept as a setting of the game (not a
        step: undo never takes it back), in force from now on."""
        step = game.act(state, command.name, command.args)
        made = {"command": [command.name, *command.args], "after": record.step,
                "said": json.loads(events_json(step.events))}
        await self.store.add_correction(record.channel, record.id, made,
                                        request=request.current.get())
        return Reply(language=language, lines=[Line.of(e) for e in step.events],
                     prompt=game.prompt(state), game=game.name, game_id=record.id,
                     version=record.version)

    async def _undo(self, record: GameRecord, game: GameSpec, language: str) -> Reply:
        # Undo takes back moves, never a handover: the moves before it were another player's.
        stored = transcripts.stored_events(await self.store.current_events(record.id))
        if any(event.get("key") == HANDOVER for event in stored):
            raise Refusal("bot-undo-handover")
        history = await self.store.history(record.id)
        with stale_refused():
            restored = await self.store.undo(record.id, record.version,
                                             request=request.current.get())
        if restored is None:
            raise Refusal("bot-undo-nothing")
        return self._undone(restored, game, language, history[-1] if history else None)

    async def _undo_finish(self, channel: str, user: User, game: GameSpec,
                           language: str) -> Reply:
        """`undo` right after the answer that ended a game: the game goes on from before it."""
        last = await self.store.last_game(channel)
        if last is None or last.game != game.name or last.status != "finished":
            raise Refusal("bot-no-game")
        check_player(last, user, Command(name="undo"), self.idle_days, self.clock())
        history = await self.store.history(last.id)
        last_said = transcripts.shown(history[-1][1]) if history else []
        if any(e.get("key") == fair_dice.REVEALED for e in last_said):
            # The seed is out: every roll still to come is known, so the game cannot go on.
            raise Refusal("bot-undo-revealed", game=game.name)
        with stale_refused():
            restored = await self.store.undo_finish(last.id, last.version,
                                                    request=request.current.get())
        if restored is None:
            raise Refusal("bot-game-exists", game=game.name)
        return self._undone(restored, game, language, history[-1] if history else None)

    async def _handover(self, record: GameRecord, game: GameSpec, user: User, command: Command,
                        language: str) -> Reply:
        """Give the game to another player, named by the platform as ``<user id> <name…>``:
        a step of the current turn saying who handed it to whom, its question still open."""
        target = command.args[0] if command.args else ""
        platform, _, own_id = target.partition(":")
        if not own_id or platform != user.id.partition(":")[0]:
            raise Refusal("bot-handover-who", game=game.name)
        name = " ".join(command.args[1:]) or target
        if target == record.owner_id:
            raise Refusal("bot-handover-same", owner=record.owner_name)
        state = self._load(record, game)
        event = Event(rule="", key=HANDOVER, params={
            "game": game.name, "from": literal(record.owner_name), "to": literal(name),
            "by": literal(user.name),
            "who": "owner" if user.id == record.owner_id else "moderator"})
        with stale_refused():
            new = await self.store.handover(record.id, record.version, target, name,
                                            events_json([event]), request=request.current.get())
        return await self._reply(language, new, Step(state, [event], game.prompt(state)))

    async def _abandon(self, record: GameRecord, game: GameSpec, because: Event,
                       language: str) -> Reply:
        """A game ended by someone other than its player (a moderator, or anyone once it is
        idle): closed with a last step saying who ended it and why, and kept among its
        player's results as ended early, never a loss (only its player knows the score)."""
        history = await self.store.history(record.id)
        revealed = await self.about.revealed(record, history)
        events = [because, Event(rule="", key="bot-abandoned", params={"game": game.name}),
                  *revealed]
        try:
            state = self._decoded(record, game)
        except CodecError:  # a damaged game ends without a result
            result = None
        else:
            state = await self._corrected(record, game, state)
            result = await self._result(record, game, state, revealed, history, early=True)
        with stale_refused():
            new = await self.store.abandon(record.id, record.version, events_json(events),
                                           request=request.current.get(), result=result)
        return await self._reply(language, new, Step(None, events, None))

    async def _result(self, record: GameRecord, game: GameSpec, state: Any,
                      revealed: list[Event], history: list[tuple[int, str]],
                      early: bool = False) -> Result | None:
        """The result row of the game ending now at ``state`` (None: its game says none),
        with its ``history`` as read for its finish."""
        started_at, _ = await self.store.times_of(record.id)
        seed = revealed_seed({"key": e.key, "params": e.params} for e in revealed)
        return result_row(game, state, record, started_at, sql_now(), seed, early=early,
                          options=started_options(history))

    def _undone(self, restored: GameRecord, game: GameSpec, language: str,
                taken_back: tuple[int, str] | None) -> Reply:
        """The game back at ``restored``, with the question that was open there, and what the
        undone step had done (its main lines)."""
        state = self._load(restored, game)
        number, stored = taken_back if taken_back else (restored.step + 1, "[]")
        lines = [line_of(e) for e in transcripts.shown(stored)]
        main = [line for line in lines
                if line.key in game.headlines or line.key == "bot-answered"] or lines[:1]
        # One line: what the step had done, said again as the lines it said then.
        what = {"@join": [{"@": line.key, **line.params} for line in main[:UNDO_LINES]],
                "sep": " "}
        return Reply(language=language,
                     lines=[Line("bot-undone", {"step": number, "version": restored.step,
                                                "what": what, "said": len(main)})],
                     prompt=game.prompt(state), game=game.name, game_id=restored.id,
                     version=restored.version, changed=True)

    async def _reply(self, language: str, record: GameRecord, step: Step[Any],
                     lines: list[Line] | None = None,
                     links: tuple[LinkButton, ...] = ()) -> Reply:
        """``lines``: those of ``step.events``, when they are made already; ``links``: the
        finished game's play to log."""
        turn, steps = await self.store.turn_history(record.id)
        live = self._said(record.id, steps)
        lines = [Line.of(e) for e in step.events] if lines is None else [*lines]
        return Reply(language=language, lines=lines,
                     prompt=step.prompt, game=record.game, game_id=record.id,
                     version=record.version, changed=True, turn=turn, live=live, links=links)


def _bare(text: str) -> str:
    """A sentence without its closing stop: the board's words end theirs, a readout's line
    may not, and the same fact is not said twice."""
    return text.strip().rstrip(".。")
