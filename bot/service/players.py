"""Who may move a channel's game: its player, a moderator ending it or handing it over, and
anyone ending a game nobody has moved for a while."""

from __future__ import annotations

from datetime import UTC, datetime

from bot.service.commands import MODERATED, Command
from bot.service.people import User
from bot.service.refusals import Refusal
from bot.store import GameRecord
from engines.core import Event, literal


def check_player(record: GameRecord, user: User, command: Command, idle_limit: float,
                 now: float) -> Event | None:
    """Refuse anyone but the game's player, save a moderator ending the game or handing it
    over and anyone ending a game idle for ``idle_limit`` days (none: never). For an end by
    someone else, the line saying who ended it and why (it goes into the game's log)."""
    if command.game_id is not None and command.game_id != record.id:
        raise Refusal("bot-stale")
    because = (None if user.id == record.owner_id
               else _stand_in(record, user, command, idle_limit, now))
    if command.version is not None and command.version != record.version:
        raise Refusal("bot-stale")
    return because


def _stand_in(record: GameRecord, user: User, command: Command, idle_limit: float,
              now: float) -> Event | None:
    """Why ``user``, not the game's player, may do ``command``; a refusal if they may not."""
    # Names people chose: said as spelt, whatever they read as.
    names = {"game": record.game, "by": literal(user.name), "owner": literal(record.owner_name)}
    if user.moderator and command.name in MODERATED:
        # A handover's own line says who handed it over.
        return (Event(rule="", key="bot-ended-by-moderator", params=names)
                if command.name == "end" else None)
    idle = idle_days(record, now)
    if command.name == "end" and idle_limit and idle >= idle_limit:
        return Event(rule="", key="bot-ended-idle", params={**names, "days": int(idle)})
    if command.name == "end" and idle_limit:
        raise Refusal("bot-end-not-yet", owner=record.owner_name, game=record.game,
                      days=int(idle), limit=_days(idle_limit))
    raise Refusal("bot-not-owner", owner=record.owner_name)


def idle_days(record: GameRecord, now: float) -> float:
    """Days since the game last changed, at ``now`` (seconds since 1970)."""
    try:
        changed = datetime.strptime(record.updated_at, "%Y-%m-%d %H:%M:%S")
    except ValueError:
        return 0.0  # unknown: never idle, rather than ended by mistake
    return max(0.0, (now - changed.replace(tzinfo=UTC).timestamp()) / 86400)


def _days(value: float) -> int | float:
    """A number of days as a person writes it: 14, or 0.5."""
    return int(value) if value == int(value) else round(value, 1)
