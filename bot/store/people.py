"""Who a player is across platforms, and what they chose for their record: a platform's user
id (``console``, ``telegram:1``, ``discord:2``) is a member of one person, alone until linked
to others with a one-time code; the person's record is the results of all its members, kept
private or shown to anyone, and followed as a campaign or not."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.store.results import _SELECT, Result, _result
from bot.store.transactions import Transactions


@dataclass(frozen=True)
class Person:
    """A person's members and choices, as read for a record."""

    id: str
    """The person's id: the member who first linked another (a member never linked is a
    person of its own, under its own id)."""
    members: tuple[str, ...]
    private: bool = False
    """Their record is theirs alone: no one else sees it, its chart or its export."""
    campaign: bool = False
    """A new game without a level chosen is played at the level the campaign proposes."""


_PERSON_OF = "COALESCE((SELECT person FROM people WHERE member = ?), ?)"


class People(Transactions):
    """Members linked into persons, link codes, and each person's choices and results."""

    async def person(self, member: str) -> Person:
        """The person ``member`` belongs to (itself alone when never linked)."""
        async with self._using():
            return await self._person(member)

    async def _person(self, member: str) -> Person:
        rows = await self._rows(
            f"SELECT member, person, private, campaign FROM people WHERE person = {_PERSON_OF}"
            " ORDER BY member", (member, member))
        if not rows:
            return Person(member, (member,))
        own = next((row for row in rows if row[0] == row[1]), None)
        return Person(str(rows[0][1]), tuple(str(row[0]) for row in rows),
                      private=bool(own and own[2]), campaign=bool(own and own[3]))

    async def person_results(self, member: str) -> tuple[Person, list[Result]]:
        """``member``'s person and the results of all its members, oldest first."""
        async with self._using():
            person = await self._person(member)
            marks = ", ".join("?" for _ in person.members)
            rows = await self._rows(
                f"{_SELECT} WHERE player_id IN ({marks}) ORDER BY ended_at, id", person.members)
        return person, [_result(row) for row in rows]

    async def set_choice(self, member: str, name: str, on: bool,
                         request: str | None = None) -> Person:
        """Set the person's ``private`` or ``campaign`` choice; the person as it stands then."""
        if name not in ("private", "campaign"):
            raise ValueError(name)
        async with self._transaction():
            await self._claim(request)
            person = await self._person(member)
            await self._own_row(person.id)
            await self._rows(f"UPDATE people SET {name} = ? WHERE member = ?",
                             (int(on), person.id))
            return await self._person(member)

    async def _own_row(self, person: str) -> None:
        """The person's own row, where its choices live (a lone member has none until it
        chooses or links)."""
        if not await self._rows("SELECT 1 FROM people WHERE member = ?", (person,)):
            await self._rows("INSERT INTO people (member, person, private, campaign)"
                             " VALUES (?, ?, 0, 0)", (person, person))

    async def add_link_code(self, member: str, code: str, expires_at: str,
                            request: str | None = None) -> None:
        """A code that links whoever redeems it before ``expires_at`` to ``member``'s person;
        the member's earlier codes stop working."""
        async with self._transaction():
            await self._claim(request)
            await self._rows("DELETE FROM link_codes WHERE member = ?", (member,))
            await self._rows("INSERT INTO link_codes (code, member, expires_at) VALUES (?, ?, ?)",
                             (code, member, expires_at))

    async def redeem_link_code(self, code: str, member: str, now: str,
                               request: str | None = None) -> Person | None:
        """Join ``member``'s person (all its members) to the person of the code's maker; the
        code is used up. None (and nothing changed) when the code is unknown or expired. The
        joined person keeps the maker's choices."""
        async with self._transaction():
            rows = await self._rows(
                "SELECT member FROM link_codes WHERE code = ? AND expires_at > ?", (code, now))
            if not rows:
                return None
            await self._claim(request)
            await self._rows("DELETE FROM link_codes WHERE code = ?", (code,))
            maker = await self._person(str(rows[0][0]))
            joining = await self._person(member)
            await self._own_row(maker.id)
            for each in joining.members:
                if each == maker.id:
                    continue
                await self._rows("DELETE FROM people WHERE member = ?", (each,))
                await self._rows("INSERT INTO people (member, person, private, campaign)"
                                 " VALUES (?, ?, 0, 0)", (each, maker.id))
            return await self._person(member)

    async def unlink(self, member: str, request: str | None = None) -> Person:
        """``member`` a person of its own again, its results with it; the others stay linked
        (the person's choices stay with them, and its id with the member it is named after:
        unlinking that one names the person after the first of the others)."""
        async with self._transaction():
            await self._claim(request)
            person = await self._person(member)
            others = [m for m in person.members if m != member]
            if others and member == person.id:
                heir = others[0]
                await self._rows("UPDATE people SET person = ? WHERE person = ?", (heir, member))
                await self._rows(
                    "UPDATE people SET private = (SELECT private FROM people WHERE member = ?),"
                    " campaign = (SELECT campaign FROM people WHERE member = ?) WHERE member = ?",
                    (member, member, heir))
            await self._rows("DELETE FROM people WHERE member = ?", (member,))
            return await self._person(member)

    async def forget_results(self, members: Sequence[str], request: str | None = None) -> int:
        """Delete every result of ``members`` (a person's own `record forget`); how many."""
        marks = ", ".join("?" for _ in members)
        async with self._transaction():
            await self._claim(request)
            rows = await self._rows(
                f"SELECT COUNT(*) FROM results WHERE player_id IN ({marks})", tuple(members))
            await self._rows(f"DELETE FROM results WHERE player_id IN ({marks})", tuple(members))
        return int(rows[0][0])
