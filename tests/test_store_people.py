"""People: a player's members across platforms linked by a one-time code, their record's
choices, and their results read and forgotten together (both databases)."""

from __future__ import annotations

from bot.store import Store
from tests.stores import db_path, store, where
from tests.test_store_results import new_game, result_of

__all__ = ["db_path", "store", "where"]

LATER = "2026-01-01 12:00:00"
NOW = "2026-01-01 11:00:00"


async def finished(store: Store, channel: str, owner: str) -> None:
    record = await new_game(store, channel, owner)
    await store.commit(record.id, 1, "{}", "[]", finish=True, result=result_of(record))


async def test_a_member_never_linked_is_a_person_of_its_own(store: Store) -> None:
    person = await store.person("telegram:1")
    assert (person.id, person.members, person.private, person.campaign) == (
        "telegram:1", ("telegram:1",), False, False)


async def test_a_redeemed_code_joins_the_members_and_their_results(store: Store) -> None:
    await finished(store, "console", "console")
    await finished(store, "telegram:-5", "telegram:1")
    await store.add_link_code("console", "ABCD2345", LATER)
    person = await store.redeem_link_code("ABCD2345", "telegram:1", NOW)
    assert person is not None and person.id == "console"
    assert person.members == ("console", "telegram:1")
    same, results = await store.person_results("telegram:1")
    assert same == person
    assert [r.player_id for r in results] == ["console", "telegram:1"]


async def test_a_code_is_used_once_and_not_after_it_expires(store: Store) -> None:
    await store.add_link_code("console", "ABCD2345", NOW)
    assert await store.redeem_link_code("ABCD2345", "telegram:1", LATER) is None
    await store.add_link_code("console", "EFGH2345", LATER)
    assert await store.redeem_link_code("EFGH2345", "telegram:1", NOW) is not None
    assert await store.redeem_link_code("EFGH2345", "discord:9", NOW) is None
    assert (await store.person("discord:9")).members == ("discord:9",)


async def test_a_new_code_replaces_the_members_earlier_one(store: Store) -> None:
    await store.add_link_code("console", "ABCD2345", LATER)
    await store.add_link_code("console", "EFGH2345", LATER)
    assert await store.redeem_link_code("ABCD2345", "telegram:1", NOW) is None


async def test_linking_a_linked_person_brings_all_its_members(store: Store) -> None:
    await store.add_link_code("telegram:1", "ABCD2345", LATER)
    await store.redeem_link_code("ABCD2345", "discord:2", NOW)
    await store.add_link_code("console", "EFGH2345", LATER)
    person = await store.redeem_link_code("EFGH2345", "discord:2", NOW)
    assert person is not None and person.id == "console"
    assert person.members == ("console", "discord:2", "telegram:1")


async def test_choices_belong_to_the_person_and_survive_a_link(store: Store) -> None:
    await store.set_choice("console", "private", True)
    await store.add_link_code("console", "ABCD2345", LATER)
    await store.redeem_link_code("ABCD2345", "telegram:1", NOW)
    person = await store.set_choice("telegram:1", "campaign", True)
    assert (person.private, person.campaign) == (True, True)
    assert (await store.person("console")).campaign is True


async def test_unlink_makes_a_member_its_own_person_again(store: Store) -> None:
    await store.set_choice("console", "private", True)
    await store.add_link_code("console", "ABCD2345", LATER)
    await store.redeem_link_code("ABCD2345", "telegram:1", NOW)
    await store.add_link_code("console", "EFGH2345", LATER)
    await store.redeem_link_code("EFGH2345", "discord:2", NOW)
    alone = await store.unlink("console")
    assert alone.members == ("console",) and alone.private is False
    rest = await store.person("telegram:1")
    assert rest.id == "discord:2" and rest.members == ("discord:2", "telegram:1")
    assert rest.private is True


async def test_forget_results_deletes_the_persons_results_only(store: Store) -> None:
    await finished(store, "console", "console")
    await finished(store, "telegram:-5", "telegram:1")
    await finished(store, "telegram:-6", "telegram:7")
    assert await store.forget_results(["console", "telegram:1"]) == 2
    assert [r.player_id for r in await store.results_in("telegram:-6")] == ["telegram:7"]
    assert await store.results_of("console") == []
