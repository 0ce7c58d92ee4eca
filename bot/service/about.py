"""What anyone may ask about a channel's last game, live or over: its transcript, a check of
its sealed dice, and the automa's odds; and the seed a sealed game reveals at its end."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from bot.service import fair_dice
from bot.service.commands import Command
from bot.service.odds import odds_reply
from bot.service.people import User
from bot.service.refusals import Refusal
from bot.service.stored import events_json, profile_of, seed_of
from bot.store import GameRecord, Store
from bot.words import headlines, transcripts
from bot.words.i18n import LANGUAGES, Catalog
from bot.words.replies import Line, Reply
from engines.core import Event, term
from engines.core.spec import GameSpec

DID = transcripts.DID


class About:
    def __init__(self, store: Store, catalog: Catalog, games: Mapping[str, GameSpec]) -> None:
        self.store = store
        self.catalog = catalog
        self.games = games

    async def answer(self, channel: str, user: User, game: GameSpec, command: Command,
                          language: str) -> Reply:
        """Reads about the channel's last game of ``game`` (live or over) that anyone may ask
        for: its transcript, a check of its dice; and the automa's odds (no game needed). A
        spectator's answer is theirs alone."""
        if command.name == "odds":
            odds = odds_reply(game, command.args, language)
            if odds is None:
                raise Refusal(headlines.own(self.catalog, game.name, "bot-odds-none"),
                              game=game.name, commands=headlines.odds_commands(self.games))
            return replace(odds, private=await self._watches(channel, user))
        record = await self.store.last_game(channel)
        if record is None or record.game != game.name:
            raise Refusal("bot-no-game")
        if command.name == "verify":
            reply = await self._verify(record, game, command, language)
        else:
            reply = await self._transcript(record, game, command, language)
        return replace(reply, private=user.id != record.owner_id)

    async def _watches(self, channel: str, user: User) -> bool:
        """Whether ``user`` is a spectator: someone else plays the channel's live game."""
        record = await self.store.live_game(channel)
        return record is not None and record.owner_id != user.id

    async def _transcript(self, record: GameRecord, game: GameSpec, command: Command,
                          language: str) -> Reply:
        """`/<game> log export [lang=xx]` or `/<game> transcript [lang=xx]`: the game as two
        files (Markdown and JSON) in the language asked for, else the asker's."""
        words = [w for w in command.args if w.casefold() != "export"]
        wanted = language
        for word in words:
            value = word.partition("=")[2] if "=" in word else word
            if word.partition("=")[0].casefold() not in ("lang", "language", value):
                raise Refusal("bot-unknown-command",
                              command=f"/{game.name} {command.name} {word}")
            if value.casefold() not in LANGUAGES:
                raise Refusal("bot-lang-unknown", value=value, languages=", ".join(LANGUAGES))
            wanted = value.casefold()
        trail = transcripts.GameTrail(
            game_id=record.id, game=record.game, variant=record.variant,
            owner=record.owner_name, status=record.status,
            history=await self.store.history(record.id),
            corrections=(await self.store.corrections(record.channel, record.id)
                         if game.keeps_corrections else []))
        files = tuple(transcripts.documents(trail, self.catalog, wanted))
        return Reply(language=language, lines=[Line("bot-transcript-ready", {
            "game": game.name, "steps": len(trail.history),
            "language": term(f"lang-name-{wanted}"), "files": [f.name for f in files]})],
            game=game.name, documents=files)

    async def _sealed(self, record: GameRecord, history: list[tuple[int, str]] | None = None
                      ) -> tuple[dict[str, Any], list[tuple[int, str]]]:
        """The game's seal (its ``bot-dice-sealed`` event's params; empty when its dice are
        not sealed) and its history (``history``, when the caller has read it already)."""
        if history is None:
            history = await self.store.history(record.id)
        first = transcripts.shown(history[0][1]) if history else []
        seal: dict[str, Any] = next(
            (e["params"] for e in first if e.get("key") == fair_dice.SEALED), {})
        return seal, history

    async def revealed(self, record: GameRecord,
                       history: list[tuple[int, str]] | None = None) -> list[Event]:
        """At a sealed game's end: the line revealing its seed. ``history``: the game's, when
        the caller has read it already."""
        seal, _ = await self._sealed(record, history)
        if not seal:
            return []
        seed = await self.store.sealed_seed(record.channel, seal["commitment"])
        return [Event(rule="", key=fair_dice.REVEALED, params={
            "game": record.game, "seed": "?" if seed is None else str(seed), "salt": seal["salt"],
            "commitment": seal["commitment"]})]

    async def _verify(self, record: GameRecord, game: GameSpec, command: Command,
                      language: str) -> Reply:
        """`/<game> verify SEED`: the seed's commitment against the one shown at the start,
        then every roll the bot said, replayed from the seed."""
        seal, history = await self._sealed(record)
        if not seal:
            raise Refusal(headlines.own(self.catalog, game.name, "bot-verify-unsealed"),
                          game=game.name)
        if not command.args:
            raise Refusal("bot-verify-no-seed", game=game.name)
        raw = command.args[0]
        seed = seed_of(raw)
        if fair_dice.commitment(seed, seal["salt"]) != seal["commitment"]:
            return Reply(language=language, lines=[Line("bot-verify-mismatch", {
                "seed": raw, "commitment": seal["commitment"], "salt": seal["salt"]})],
                game=game.name)
        options = dict(w.partition("=")[::2] for w in str(seal.get("options", "")).split())
        stored_first = json.loads(history[0][1])
        offered = next((e["params"].get("offered") for e in stored_first
                        if e.get("key") == DID), None)
        start = game.new(options, seed, profile_of(game, offered))
        first = fair_dice.bot_faces(transcripts.shown(history[0][1]))
        said = [f for _, stored in history[1:]
                for f in fair_dice.bot_faces(transcripts.shown(stored))]
        replayed = json.loads(events_json(start.events))
        wrong: int | None
        drawn = 0
        # The first step is the setup the seed made (Splendor's decks are shuffled by it):
        # replayed from the seed, it must say the same.
        if replayed != [e for e in stored_first if not str(e.get("key")).startswith("bot-")]:
            agreed, wrong = 0, 1
        else:
            # What else the seed decided (Wakhan's AI cards) replays from the setup's state
            # before the dice replay moves its die on.
            later = [Event(e.get("rule", ""), e["key"], e.get("params", {}))
                     for _, stored in history[1:] for e in transcripts.shown(stored)]
            drawn, wrong_draw = game.replay_draws(start.state, later)
            agreed, wrong = fair_dice.replay(first, said, start.state.rng)
            if wrong is None and wrong_draw is not None:
                return Reply(language=language, lines=[Line(
                    headlines.own(self.catalog, game.name, "bot-verify-draws-differ"), {
                        "seed": raw, "agreed": drawn, "wrong": wrong_draw})],
                    game=game.name)
        rolls = len(first) + len(said)
        key = (headlines.own(self.catalog, game.name, "bot-verify-ok") if wrong is None
               else "bot-verify-dice-differ")
        return Reply(language=language, lines=[Line(key, {
            "seed": raw, "commitment": seal["commitment"], "rolls": rolls, "agreed": agreed,
            "wrong": wrong or 0, "draws": drawn})], game=game.name)
