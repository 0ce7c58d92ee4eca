"""Pax Pamir at the table (seed 004): one or more tests per rule id PP-… of the rules brief and
per ruling, named after it. Most run through the public scenario runner as a table would type
the commands; some drive the engine from a seated table."""

from __future__ import annotations

import copy

import pytest

from engines import paxpamir
from engines.core import InvalidAnswer, encode
from tests.paxpamir.support import command, keys, play, table

# -- PP-1 loyalty ------------------------------------------------------------------------------


def test_PP_1_each_player_is_loyal_to_one_coalition_asked_with_buttons_when_not_given() -> None:
    out = play([], players=["Ana", "Ben"], loyalty=[], answers=["russian", "3"])
    asked = out.prompts("paxpamir-ask-loyalty")
    assert [p["params"]["who"] for p in asked] == ["Ana", "Ben"]
    assert all(p["kind"] == "choice" for p in asked)
    assert asked[0]["options"] == ["afghan", "british", "russian"]
    assert out.players["Ana"]["loyalty"] == "russian"
    assert out.players["Ben"]["loyalty"] == "russian"  # the third option by its number
    joins = out.events("PP-1", "paxpamir-joins")
    assert joins[0]["params"]["coalition"] == "@paxpamir-coalition-russian"


def test_PP_1_loyalties_given_in_seat_order_are_not_asked() -> None:
    out = play([], players=["Ana", "Ben", "Carla"], loyalty=["afghan", "british", "russian"])
    assert not out.prompts()
    assert [p["loyalty"] for p in out.final["players"]] == ["afghan", "british", "russian"]
    assert all(p["rupees"] == 4 and p["influence"] == 1 for p in out.final["players"])


def test_PP_1_wakhan_is_loyal_to_every_coalition_and_never_changes_loyalty() -> None:
    out = play(["wakhan loyalty russian"], players=["Ana", "Wakhan"], loyalty=["british"],
               errors_ok=True)
    assert out.players["Wakhan"]["loyalty"] is None
    assert out.players["Wakhan"]["influence"] == {"afghan": 1, "british": 1, "russian": 1}
    assert out.errors()[0]["key"] == "paxpamir-wakhan-loyalty"
    assert out.event("PP-1", "paxpamir-joins-wakhan")


@pytest.mark.parametrize(("raw", "key"), [
    ({"players": "Ana,Ben", "loyalty": "british"}, "paxpamir-option-loyalty-count"),
    ({"players": "Ana,Ben", "loyalty": "british,prussian"}, "paxpamir-option-loyalty"),
    ({"loyalty": "british"}, "paxpamir-option-loyalty-alone"),
    ({"players": "A,B,C,D,E,F"}, "paxpamir-players-count"),
    ({"players": "Ana,ana"}, "paxpamir-name-twice"),
    ({"players": "Ana,check"}, "paxpamir-name-reserved"),
    ({"players": "Jean-Luc"}, "paxpamir-name-bad"),
    ({"players": "2pac"}, "paxpamir-name-bad"),
    ({"players": "Ana", "rupees": "²"}, "paxpamir-option-rupees"),
    ({"players": "Ana", "rupees": "9" * 5000}, "paxpamir-option-rupees"),
    ({"players": "Ana", "colour": "red"}, "paxpamir-option-unknown"),
])
def test_PP_1_bad_options_are_refused_with_a_reason(raw: dict[str, str], key: str) -> None:
    with pytest.raises(InvalidAnswer) as caught:
        paxpamir.parse_options(raw)
    assert caught.value.key == key


def test_PP_1_names_asked_when_not_given_and_a_bad_list_asked_again() -> None:
    step = paxpamir.new_game(paxpamir.parse_options({}))
    assert step.prompt is not None and step.prompt.key == "paxpamir-ask-players"
    with pytest.raises(InvalidAnswer):
        paxpamir.give_answer(step.state, "Ana, Ana")
    step = paxpamir.give_answer(step.state, "Ana, Wakhan")
    assert step.prompt is not None and step.prompt.key == "paxpamir-ask-loyalty"
    step = paxpamir.give_answer(step.state, "afghan")
    assert step.prompt is None and step.state.phase == "play"
    assert [p.wakhan for p in step.state.players] == [False, True]


# -- PP-2 turn ---------------------------------------------------------------------------------


def test_PP_2_turns_go_round_the_table_and_name_the_favoured_suit() -> None:
    out = play(["turn", "favoured intelligence", "turn", "turn"])
    turns = [e["params"]["who"] for e in out.events("PP-2", "paxpamir-turn")]
    assert turns == ["Ana", "Ben", "Carla", "Ana"]
    suits = [e["params"]["suit"] for e in out.events("PP-2", "paxpamir-turn")]
    assert suits[-1] == "@paxpamir-suit-intelligence"
    assert out.final["turn"] == "Ana"


def test_PP_2_wakhan_takes_the_first_turn() -> None:
    out = play(["turn"], players=["Ana", "Wakhan"], loyalty=["british"])
    assert out.events("PP-2", "paxpamir-turn-wakhan")[0]["params"]["who"] == "Wakhan"
    assert out.events("PP-2", "paxpamir-turn")[0]["params"]["who"] == "Ana"


# -- PP-3 purchase cost ------------------------------------------------------------------------


@pytest.mark.parametrize(("column", "cost"), [(0, 0), (1, 1), (3, 3), (5, 5)])
def test_PP_3_column_c_costs_c_rupees(column: int, cost: int) -> None:
    events = paxpamir.query(table(), "cost", ["buy", str(column)])
    assert events[0].rule == "PP-3" and events[0].params["cost"] == cost
    assert "paxpamir-cost-buy-doubled" not in keys(events)


def test_PP_3_military_favoured_doubles_the_cost() -> None:
    events = paxpamir.query(table({"favoured": "military"}), "cost", ["buy", "3"])
    doubled = next(e for e in events if e.key == "paxpamir-cost-buy-doubled")
    assert doubled.rule == "PP-3" and doubled.params["cost"] == 6


@pytest.mark.parametrize("column", ["6", "-1", "３", "²", "9" * 5000, "x", ""])
def test_PP_3_a_column_off_the_market_is_refused(column: str) -> None:
    with pytest.raises(InvalidAnswer) as caught:
        paxpamir.query(table(), "cost", ["buy", column] if column else ["buy"])
    assert caught.value.key == "paxpamir-cost-number"


# -- PP-4 play cost ----------------------------------------------------------------------------


def test_PP_4_play_is_free_without_a_foreign_ruler_else_one_rupee_per_ruling_tribe() -> None:
    state = table()
    assert keys(paxpamir.query(state, "cost", ["play", "0"])) == ["paxpamir-cost-play-free"]
    events = paxpamir.query(state, "cost", ["play", "2", "ben"])
    assert events[0].rule == "PP-4" and events[0].params == {"count": 2, "ruler": "Ben"}
    assert keys(paxpamir.query(state, "cost", ["play", "1"])) == ["paxpamir-cost-play-ruler"]
    with pytest.raises(InvalidAnswer) as caught:
        paxpamir.query(state, "cost", ["play", "1", "zed"])
    assert caught.value.key == "paxpamir-player-unknown"


# -- PP-5 impact icons: the suit icon changes the favoured suit --------------------------------


def test_PP_5_a_suit_icon_changes_the_favoured_suit_with_its_consequences() -> None:
    out = play(["favoured military", "favoured economic"])
    changes = out.events("", "paxpamir-favoured")  # the change typed: bookkeeping
    assert [c["params"]["new"] for c in changes] == ["@paxpamir-suit-military",
                                                     "@paxpamir-suit-economic"]
    prices = out.events("PP-3", "paxpamir-favoured-price")
    assert [p["params"]["doubled"] for p in prices] == ["yes", "no"]
    assert out.final["favoured"] == "economic"


@pytest.mark.parametrize(("words", "key"), [
    ("favoured political", "paxpamir-favoured-same"),
    ("favoured purple", "paxpamir-favoured-same"),  # political by its colour
    ("favoured chess", "paxpamir-suit-unknown"),
])
def test_PP_5_the_same_suit_or_no_suit_is_refused(words: str, key: str) -> None:
    out = play([words], errors_ok=True)
    assert out.errors()[0]["key"] == key and out.final["favoured"] == "political"


def test_PP_5_suit_words_in_english_any_case() -> None:
    """The engine reads its English words; the chat's own (`militar`, `軍事`) come from the
    locales (tests/bot/test_paxpamir_typed_words.py)."""
    for word in ("military", "Military", "RED"):
        assert command(table(), f"favoured {word}").state.favoured == "military"


# -- PP-6 card actions: gift, build, betray, tax, battle, leverage -----------------------------


@pytest.mark.parametrize(("gifts", "cost"), [(0, 2), (1, 4), (2, 6)])
def test_PP_6_the_next_gift_costs_2_then_4_then_6(gifts: int, cost: int) -> None:
    state = table({"players": [{"gifts": gifts}, {}, {}]})
    events = paxpamir.query(state, "cost", ["gift", "ana"])
    assert events[0].rule == "PP-6" and events[0].params["cost"] == cost


def test_PP_6_no_fourth_gift() -> None:
    state = table({"players": [{"gifts": 3}, {}, {}]})
    assert keys(paxpamir.query(state, "cost", ["gift"])) == ["paxpamir-cost-gift-none"]
    with pytest.raises(InvalidAnswer):
        command(state, "ana gifts +1")


def test_PP_6_build_costs_2_a_piece_up_to_3_only_as_ruler() -> None:
    events = paxpamir.query(table(), "cost", ["build", "3"])
    assert events[0].params == {"count": 3, "cost": 6}
    assert events[1].rule == "PP-12"
    with pytest.raises(InvalidAnswer):
        paxpamir.query(table(), "cost", ["build", "4"])


def test_PP_6_betray_costs_2() -> None:
    events = paxpamir.query(table(), "cost", ["betray"])
    assert events[0].params == {"cost": 2}
    assert [e.rule for e in events] == ["PP-6", "PP-11", "PP-13"]


def test_PP_6_tax_up_to_the_rank_less_the_economic_shelter() -> None:
    state = table({"players": [{}, {"rupees": 7, "stars": {"economic": 2}},
                               {"rupees": 2, "stars": {"economic": 2}}]})
    events = paxpamir.query(state, "cost", ["tax", "3"])
    rows = {e.params["who"]: e.params for e in events if e.key == "paxpamir-cost-tax-player"}
    assert rows == {"Ben": {"who": "Ben", "rupees": 7, "shelter": 2, "take": 3},
                    "Carla": {"who": "Carla", "rupees": 2, "shelter": 2, "take": 0}}
    assert "Ana" not in rows  # Ana's turn: Ana taxes
    assert events[-1].key == "paxpamir-cost-tax-market"


def test_PP_6_the_market_can_always_be_taxed_alone_or_with_players() -> None:
    # The published rule: "from the market and/or from players" — not only when no player can be.
    alone = paxpamir.query(table(), "cost", ["tax", "2", "market"])
    assert keys(alone) == ["paxpamir-cost-tax", "paxpamir-cost-tax-market"]
    together = paxpamir.query(table({"players": [{}, {"rupees": 5}, {}]}), "cost", ["tax", "2"])
    assert keys(together)[0] == "paxpamir-cost-tax" and keys(together)[-1] == (
        "paxpamir-cost-tax-market")
    assert together[-1].params == {"rank": 2}


def test_PP_6_a_player_can_be_taxed_only_with_a_court_card_of_a_region_the_taxer_rules() -> None:
    events = paxpamir.query(table(), "cost", ["tax", "1", "ben"])
    assert keys(events) == ["paxpamir-cost-tax", "paxpamir-cost-tax-player",
                            "paxpamir-cost-tax-court"]
    assert events[-1].params == {"who": "Ana"}  # the taxer's rule decides who can be taxed


def test_PP_6_the_taxer_is_refused_as_the_one_taxed() -> None:
    with pytest.raises(InvalidAnswer) as caught:
        paxpamir.query(table(), "cost", ["tax", "2", "ana"])
    assert caught.value.key == "paxpamir-cost-tax-self"


def test_PP_6_battle_removes_up_to_the_rank_no_more_than_own_pieces_there() -> None:
    assert paxpamir.query(table(), "cost", ["battle", "3", "1"])[0].params["count"] == 1
    assert paxpamir.query(table(), "cost", ["battle", "2", "5"])[0].params["count"] == 2


def test_PP_6_a_leveraged_card_discarded_costs_two_rupees_or_cards() -> None:
    # Ana discards a leveraged economic card with one star, no patriot, no spies on it.
    out = play(["ana discard"], answers=["economic", "1", "y", "n"],
               state={"players": [{"rupees": 1, "stars": {"economic": 1}}, {}, {}]})
    leverage = out.params("PP-6", "paxpamir-leverage")
    assert leverage == {"who": "Ana", "paid": 1, "old": 1, "new": 0, "cards": 1}
    assert out.players["Ana"]["rupees"] == 0
    assert out.players["Ana"]["stars"]["economic"] == 0


def test_PP_6_wakhan_is_exempt_from_the_discards_of_a_leveraged_cards_debt() -> None:
    # The published solo rules: Wakhan pays what she can and discards nothing for the rest.
    out = play(["wakhan discard"], players=["Ana", "Wakhan"], loyalty=["british"],
               answers=["economic", "0", "y", "n"], state={"players": [{}, {"rupees": 1}]})
    leverage = out.params("PP-6", "paxpamir-leverage-wakhan")
    assert leverage == {"who": "Wakhan", "paid": 1, "old": 1, "new": 0, "owed": 1}
    assert not out.events("PP-6", "paxpamir-leverage")
    assert out.players["Wakhan"]["rupees"] == 0


def test_PP_13_no_tribe_is_asked_of_a_player_with_no_cylinders_on_the_map() -> None:
    # A political card discarded by a player whose only cylinders are gifts: an overthrow
    # would remove nothing, so neither "the last political card?" nor "how many tribes?".
    out = play(["ana gifts +1", "ana discard"], answers=["political", "0", "n", "n"])
    assert not out.prompts("paxpamir-ask-last-political")
    assert not out.prompts("paxpamir-ask-tribes-there")
    assert out.event("PP-13", "paxpamir-discard-done")


def test_PP_9_stars_the_ledger_does_not_hold_are_no_change() -> None:
    # The card showed 1 political star, the ledger holds none: no "0 → 0" line.
    out = play(["ana discard"], answers=["political", "1", "n", "n", "n"])
    assert not [e for e in out.events() if e["key"] == "paxpamir-set-stars"]
    assert out.players["Ana"]["stars"]["political"] == 0


# -- PP-7 spies ----------------------------------------------------------------------------------


def test_PP_7_the_seeds_example_pays_the_player_with_most_spies_their_count() -> None:
    # Player 2 has 1 spy and player 3 has 2 on card A: player 1 pays player 3 two rupees.
    events = paxpamir.query(table(), "cost", ["spies", "ben", "1", "carla", "2"])
    assert events[0].key == "paxpamir-cost-spies"
    assert events[0].params["who"] == "Carla" and events[0].params["count"] == 2


def test_PP_7_a_tie_for_most_spies_pays_nobody() -> None:
    events = paxpamir.query(table(), "cost", ["spies", "ben", "2", "carla", "2"])
    assert events[0].key == "paxpamir-cost-spies-tie"
    assert events[0].params["names"] == ["Ben", "Carla"]


def test_PP_7_spies_on_a_discarded_card_go_back_to_their_owners() -> None:
    out = play(["ana discard"], answers=["intelligence", "0", "n", "y", "Ben 1 Carla 2"],
               state={"players": [{}, {"cylinders": 3}, {"cylinders": 2}]})
    homes = out.events("PP-7", "paxpamir-spies-home")
    assert [(h["params"]["who"], h["params"]["count"]) for h in homes] == [("Ben", 1),
                                                                           ("Carla", 2)]
    assert out.players["Ben"]["cylinders"] == 2 and out.players["Carla"]["cylinders"] == 0


def test_PP_7_more_spies_than_cylinders_on_the_map_is_refused() -> None:
    out = play(["ana discard"], answers=["intelligence", "0", "n", "y", "Ben 4"],
               state={"players": [{}, {"cylinders": 3}, {}]}, errors_ok=True)
    assert out.errors()[0]["key"] == "paxpamir-spies-more"


# -- PP-8 cleanup --------------------------------------------------------------------------------


def test_PP_8_a_turn_ends_with_the_limits_and_the_markets_cleanup() -> None:
    out = play(["turn"])
    assert out.event_keys()[-5:] == ["paxpamir-turn-over", "paxpamir-limits",
                                     "paxpamir-cleanup-market", "paxpamir-cleanup-discards",
                                     "paxpamir-turn"]
    assert out.event("PP-8", "paxpamir-cleanup-market")


def test_PP_8_the_cleanup_reminder_alone_is_a_query_that_changes_nothing() -> None:
    state = table()
    before = encode(state)
    for verb, args in (("cleanup", ["ben"]), ("ben", ["cleanup"]), ("cleanup", [])):
        assert paxpamir.is_query(verb, args)
        step = paxpamir.act(state, verb, args)
        assert encode(step.state) == before and step.prompt is None
    assert paxpamir.query(state, "cleanup", [])[0].params["who"] == "Ana"  # whose turn it is


# -- PP-9 limits -----------------------------------------------------------------------------


def test_PP_9_court_3_plus_political_stars_hand_2_plus_intelligence_stars() -> None:
    # Ruling: the seed's sentences (court 3 +, hand 2 +), not its contradicting parentheses.
    out = play(["ana political +2", "ana intelligence +1"])
    limits = out.events("PP-9", "paxpamir-limits")[-1]["params"]
    assert (limits["court"], limits["hand"]) == (5, 3)
    assert out.players["Ana"]["stars"] == {"political": 2, "military": 0, "intelligence": 1,
                                           "economic": 0}


# -- PP-10 the dominance check -------------------------------------------------------------------

DOMINANT = {"blocks": {"afghan": 1, "british": 6, "russian": 2}}


def test_PP_10_a_dominant_coalition_scores_its_loyal_players_5_3_1_by_influence() -> None:
    out = play(["check"], players=["Ana", "Ben", "Carla", "Dan"],
               loyalty=["british", "british", "russian", "british"],
               state={**DOMINANT, "players": [{"influence": 2}, {"influence": 4}, {},
                                              {"influence": 1}]})
    assert out.params("PP-10", "paxpamir-check-dominant")["lead"] == 4
    assert out.vp() == {"Ana": 3, "Ben": 5, "Carla": 0, "Dan": 1}
    assert out.final["blocks"] == {"afghan": 0, "british": 0, "russian": 0}


def test_PP_10_four_more_than_every_other_is_needed() -> None:
    out = play(["check 5 2 2"])
    assert out.params("PP-10", "paxpamir-check-short") == {
        "coalition": "@paxpamir-coalition-afghan", "lead": 3}
    assert out.final["blocks"] == {"afghan": 5, "british": 2, "russian": 2}


def test_PP_10_a_tie_for_most_blocks_is_no_dominance() -> None:
    out = play(["check 5 5 0"])
    assert out.params("PP-10", "paxpamir-check-tied")["coalitions"] == [
        "@paxpamir-coalition-afghan", "@paxpamir-coalition-british"]


def test_PP_10_no_dominance_scores_3_and_1_by_cylinders_in_play() -> None:
    out = play(["check 3 2 1"], state={"players": [{"cylinders": 4}, {"cylinders": 6},
                                                   {"cylinders": 2}]})
    assert out.vp() == {"Ana": 1, "Ben": 3, "Carla": 0}
    assert out.event("PP-10", "paxpamir-blocks-stay")


def test_PP_10_ruling_blocks_leave_only_after_a_successful_check() -> None:
    failed = play(["check 4 3 1"])
    assert failed.final["blocks"] == {"afghan": 4, "british": 3, "russian": 1}
    succeeded = play(["check 8 3 1"])
    assert succeeded.final["blocks"] == {"afghan": 0, "british": 0, "russian": 0}
    assert succeeded.params("PP-10", "paxpamir-blocks-removed")["count"] == 12


def test_PP_10_ruling_ties_share_the_places_points_summed_and_rounded_down() -> None:
    out = play(["check 0 8 0"], players=["Ana", "Ben", "Carla", "Dan"],
               loyalty=["british"] * 4,
               state={"players": [{"influence": 3}, {"influence": 3}, {"influence": 2},
                                  {"influence": 2}]})
    ties = out.events("PP-10", "paxpamir-award-tie")
    assert [t["params"]["terms"] for t in ties] == ["5 + 3", "1 + 0"]
    assert [t["params"]["each"] for t in ties] == [4, 0]
    assert out.vp() == {"Ana": 4, "Ben": 4, "Carla": 0, "Dan": 0}


def test_PP_10_ruling_the_final_check_doubles_before_splitting() -> None:
    # The brief's example: two tied for second on the final check get (1 × 2) ÷ 2 = 1 each.
    out = play(["check final 2 2 2"], state={"players": [{"cylinders": 5}, {"cylinders": 3},
                                                         {"cylinders": 3}]})
    assert out.params("PP-10", "paxpamir-check-places")["places"] == "6 / 2"
    tie = out.params("PP-10", "paxpamir-award-tie")
    assert (tie["terms"], tie["each"]) == ("2 + 0", 1)
    assert out.vp() == {"Ana": 6, "Ben": 1, "Carla": 1}


def test_PP_10_nobody_loyal_to_the_dominant_coalition_scores_nothing() -> None:
    out = play(["check 9 1 1"])
    assert out.event("PP-10", "paxpamir-check-nobody-loyal")
    assert set(out.vp().values()) == {0}
    assert out.final["blocks"] == {"afghan": 0, "british": 0, "russian": 0}


def test_PP_10_even_zero_cylinders_in_play_takes_a_place() -> None:
    # The published rule ranks players by cylinders in play "even zero": Ana 3, Ben 0 is 3 and 1.
    out = play(["check 1 1 1"], players=["Ana", "Ben"], state={"players": [{"cylinders": 3}, {}]})
    assert out.vp() == {"Ana": 3, "Ben": 1}
    assert out.params("PP-10", "paxpamir-award")["who"] == "Ana"
    second = out.events("PP-10", "paxpamir-award")[1]["params"]
    assert (second["who"], second["value"], second["place"], second["points"]) == ("Ben", 0, 2, 1)


def test_PP_10_zero_cylinders_tied_for_second_share_its_point_rounded_down() -> None:
    out = play(["check 1 1 1"], state={"players": [{"cylinders": 2}, {}, {}]})
    tie = out.params("PP-10", "paxpamir-award-tie")
    assert (tie["names"], tie["value"], tie["terms"], tie["each"]) == (["Ben", "Carla"], 0,
                                                                       "1 + 0", 0)
    assert out.vp() == {"Ana": 3, "Ben": 0, "Carla": 0}


def test_PP_14_a_second_place_at_zero_cylinders_can_keep_the_game_going() -> None:
    # Ana 1 VP and 3 cylinders, Ben 0 VP and 0 cylinders: 4-1 after the check, not a win.
    out = play(["check 1 1 1"], players=["Ana", "Ben"],
               state={"players": [{"vp": 1, "cylinders": 3}, {}]})
    assert out.vp() == {"Ana": 4, "Ben": 1}
    assert out.final["phase"] == "play"
    assert out.final.get("result") is None


def test_PP_10_the_dialogue_confirms_the_ledger_or_takes_typed_numbers() -> None:
    out = play(["check"], answers=["n", "1 7 2", "n", "Carla 3"],
               state={"players": [{"influence": 2}, {}, {"influence": 1}]})
    asked = [p["key"] for p in out.prompts()]
    assert asked == ["paxpamir-ask-blocks-right", "paxpamir-ask-blocks",
                     "paxpamir-ask-influence-right", "paxpamir-ask-influence"]
    assert out.players["Carla"]["influence"] == 3  # the ledger follows the board
    assert out.vp() == {"Ana": 3, "Ben": 0, "Carla": 5}


def test_PP_10_one_command_with_the_blocks_asks_nothing() -> None:
    out = play(["check 1 7 2"], state={"players": [{"influence": 2}, {}, {}]})
    assert not out.prompts()
    assert out.vp() == {"Ana": 5, "Ben": 0, "Carla": 3}


def test_PP_10_a_bad_typed_answer_is_refused_and_the_question_stays() -> None:
    step = command(table(), "check")
    for bad in ("7 2", "²", "9" * 5000, "afghan 1 afghan 2", "zed 3"):
        with pytest.raises(InvalidAnswer):
            paxpamir.give_answer(paxpamir.give_answer(step.state, "n").state, bad)
    assert step.prompt is not None and step.prompt.key == "paxpamir-ask-blocks-right"


def test_PP_10_wakhan_scores_by_her_influence_with_the_dominant_coalition() -> None:
    # Loyal to every coalition (PP-1): 1 + gifts + that coalition's patriots and prizes.
    out = play(["wakhan patriots british +2", "wakhan prizes russian +1", "check 0 6 1"],
               players=["Ana", "Wakhan"], loyalty=["british"],
               state={"players": [{"influence": 2}, {}]})
    assert out.players["Wakhan"]["influence"] == {"afghan": 1, "british": 3, "russian": 2}
    assert out.vp() == {"Ana": 3, "Wakhan": 5}


# -- PP-11 influence -----------------------------------------------------------------------------


def test_PP_11_influence_is_1_plus_patriots_prizes_and_gifts() -> None:
    out = play(["ana patriots +1", "ana prizes +1", "ana gifts +1"])
    assert out.players["Ana"]["influence"] == 4
    last = out.events("PP-11", "paxpamir-influence")[-1]["params"]
    assert (last["old"], last["new"], last["gifts"]) == (3, 4, 1)
    # Ruling: a gift is a cylinder in play.
    assert out.players["Ana"]["cylinders"] == 1
    assert out.params("PP-6", "paxpamir-next-gift")["cost"] == 4


def test_PP_11_a_new_loyalty_discards_gifts_prizes_and_patriots_of_the_old() -> None:
    out = play(["ana loyalty russian patriot"],
               state={"players": [{"gifts": 2, "prizes": 1, "influence": 5, "cylinders": 4},
                                  {}, {}]})
    discarded = out.params("PP-11", "paxpamir-loyalty-discard")
    assert (discarded["gifts"], discarded["patriots"], discarded["prizes"]) == (2, 1, 1)
    ana = out.players["Ana"]
    assert ana["loyalty"] == "russian" and ana["influence"] == 2  # 1 + the new patriot
    assert ana["gifts"] == 0 and ana["cylinders"] == 2
    assert out.event("PP-13", "paxpamir-patriots-gone")


def test_PP_11_ruling_influence_as_a_total_counts_the_rest_as_patriots() -> None:
    out = play(["ana gifts 1", "ana influence 4"])
    assert out.players["Ana"]["patriots"]["british"] == 2
    out = play(["ana gifts 2", "ana influence 2"], errors_ok=True)
    assert out.errors()[0]["key"] == "paxpamir-influence-floor"


def test_PP_11_another_coalitions_patriot_means_a_change_of_loyalty() -> None:
    out = play(["ana patriots russian +1"], errors_ok=True)
    assert out.errors()[0]["key"] == "paxpamir-other-coalition"
    out = play(["wakhan patriots +1"], players=["Ana", "Wakhan"], loyalty=["british"],
               errors_ok=True)
    assert out.errors()[0]["key"] == "paxpamir-wakhan-coalition"


# -- PP-12 ruling a region -----------------------------------------------------------------------


def test_PP_12_a_ruler_has_a_tribe_and_more_ruling_pieces_than_anyone() -> None:
    state = table()
    ruled = paxpamir.query(state, "cost", ["rule", "ana", "1", "3", "ben", "0", "2"])
    assert ruled[-1].key == "paxpamir-cost-rule-ruler" and ruled[-1].params["who"] == "Ana"
    tied = paxpamir.query(state, "cost", ["rule", "ana", "1", "3", "ben", "2", "3"])
    assert tied[-1].key == "paxpamir-cost-rule-tie"
    no_tribe = paxpamir.query(state, "cost", ["rule", "ana", "0", "3", "ben", "1", "2"])
    assert no_tribe[-1].key == "paxpamir-cost-rule-no-tribe"


# -- PP-13 overthrow -------------------------------------------------------------------------


def test_PP_13_losing_the_last_political_card_of_a_region_removes_the_tribes_there() -> None:
    out = play(["ana discard"], answers=["political", "1", "n", "y", "2", "n"],
               state={"players": [{"cylinders": 3, "stars": {"political": 1}}, {}, {}]})
    assert out.params("PP-13", "paxpamir-overthrow-tribes")["count"] == 2
    ana = out.players["Ana"]
    assert ana["cylinders"] == 1 and ana["stars"]["political"] == 0
    assert out.events("PP-9", "paxpamir-limits")[-1]["params"]["court"] == 3


def test_PP_13_losing_the_last_tribe_discards_the_political_cards_of_the_region() -> None:
    # Two political cards there: each is asked as a discard (stars, leverage, spies).
    out = play(["ana discard tribe"], answers=["y", "2", "1", "n", "n", "0", "y", "n"],
               state={"players": [{"cylinders": 2, "rupees": 5, "stars": {"political": 2}},
                                  {}, {}]})
    assert out.params("PP-13", "paxpamir-overthrow-cards")["count"] == 2
    ana = out.players["Ana"]
    assert ana["cylinders"] == 1 and ana["stars"]["political"] == 1 and ana["rupees"] == 3
    assert not out.prompts("paxpamir-ask-last-political")  # the region has no tribe left


def test_PP_13_a_patriot_discarded_takes_its_influence() -> None:
    out = play(["ana discard"], answers=["military", "0", "n", "y", "n"],
               state={"players": [{"influence": 3}, {}, {}]})
    assert out.players["Ana"]["influence"] == 2


def test_PP_13_no_tribe_to_lose_is_refused() -> None:
    out = play(["ana discard tribe"], errors_ok=True)
    assert out.errors()[0]["key"] == "paxpamir-no-tribe"


# -- PP-14 the end -----------------------------------------------------------------------------


def test_PP_14_four_points_ahead_of_everyone_after_a_check_wins_at_once() -> None:
    out = play(["check 1 1 1"], state={"players": [{"vp": 2, "cylinders": 3}, {"vp": 1},
                                                   {"vp": 0}]})
    assert out.params("PP-14", "paxpamir-win-lead") == {"who": "Ana", "lead": 4}
    assert out.final["phase"] == "over"
    assert out.final["result"] == {"winner": "Ana", "winners": ["Ana"], "reason": "lead"}


def test_PP_14_three_ahead_is_not_enough() -> None:
    out = play(["check 1 1 1"], state={"players": [{"vp": 1, "cylinders": 3}, {"vp": 1},
                                                   {"vp": 0}]})
    assert out.event("PP-14", "paxpamir-no-lead") and out.final["phase"] == "play"


def test_PP_14_after_the_final_check_ties_go_to_military_stars_then_rupees() -> None:
    military = play(["check final 1 1 1"],
                    state={"players": [{"vp": 9, "stars": {"military": 1}},
                                       {"vp": 9, "stars": {"military": 2}}, {"vp": 7}]})
    assert military.final["result"] == {"winner": "Ben", "winners": ["Ben"],
                                        "reason": "military"}
    rupees = play(["check final 1 1 1"],
                  state={"players": [{"vp": 9, "rupees": 6}, {"vp": 9, "rupees": 5},
                                     {"vp": 7}]})
    assert rupees.final["result"]["winner"] == "Ana"
    assert rupees.final["result"]["reason"] == "rupees"
    shared = play(["check final 1 1 1"],
                  state={"players": [{"vp": 9}, {"vp": 9}, {"vp": 7}]})
    assert shared.final["result"] == {"winner": "Ana & Ben", "winners": ["Ana", "Ben"],
                                      "reason": "shared"}


def test_PP_14_ruling_a_single_player_wins_only_at_the_final_check() -> None:
    out = play(["ana vp 10", "check 1 1 1", "check final 1 1 1"], players=["Ana"],
               loyalty=["afghan"])
    assert out.event("PP-14", "paxpamir-no-lead")
    assert out.final["result"]["reason"] == "points"


def test_PP_14_the_game_can_be_ended_early_and_nothing_follows() -> None:
    out = play(["ana vp 3", "end"], answers=["y"])
    assert out.final["result"] == {"winner": "Ana", "winners": ["Ana"], "reason": "ended"}
    assert out.event("PP-14", "paxpamir-winner-points")
    state = paxpamir.give_answer(paxpamir.end_game(table()).state, "y").state
    assert state.phase == "over"
    with pytest.raises(InvalidAnswer) as caught:
        command(state, "ana vp 5")
    assert caught.value.key == "paxpamir-game-over"
    kept = paxpamir.give_answer(paxpamir.end_game(table()).state, "n")
    assert kept.state.phase == "play" and keys(kept.events) == ["paxpamir-end-cancelled"]


# -- the ledger refuses bad input and changes nothing -------------------------------------------


@pytest.mark.parametrize(("text", "key"), [
    ("ana rupees ²", "paxpamir-amount-bad"),
    ("ana rupees +" + "9" * 5000, "paxpamir-amount-bad"),
    ("ana rupees ٣", "paxpamir-amount-bad"),
    ("ana rupees +", "paxpamir-amount-bad"),
    ("ana rupees 3.5", "paxpamir-amount-bad"),
    ("ana rupees -5", "paxpamir-amount-range"),
    ("ana rupees", "paxpamir-amount-missing"),
    ("ana rupees 1 2", "paxpamir-amount-missing"),
    ("ana cylinders -1", "paxpamir-amount-range"),
    ("ana colour 3", "paxpamir-field-unknown"),
    ("ana", "paxpamir-ledger-what"),
    ("zed rupees 3", "paxpamir-unknown"),
    ("ledger zed rupees 3", "paxpamir-player-unknown"),
    ("ana loyalty british", "paxpamir-loyalty-same"),
    ("ana loyalty prussian", "paxpamir-coalition-unknown"),
    ("ana loyalty russian gift", "paxpamir-loyalty-by"),
    ("blocks afghan ²", "paxpamir-amount-bad"),
    ("blocks 1 2", "paxpamir-blocks-bad"),
    ("blocks +1 2 3", "paxpamir-blocks-bad"),
    ("blocks british -1", "paxpamir-blocks-range"),
    ("check 1 ² 3", "paxpamir-blocks-bad"),
    ("discard", "paxpamir-name-a-player"),
    ("ana discard sideways", "paxpamir-discard-what"),
])
def test_bad_input_is_refused_with_its_reason_and_changes_nothing(text: str, key: str) -> None:
    state = table()
    before = copy.deepcopy(encode(state))
    with pytest.raises(InvalidAnswer) as caught:
        command(state, text)
    assert caught.value.key == key
    assert encode(state) == before


def test_signed_changes_and_set_values() -> None:
    out = play(["ana rupees +3", "ana rupees -2", "ana rupees 9", "ana vp +4", "ben rupees −1",
                "ledger carla points 6", "blocks afghan 3", "blocks afghan +2", "blocks 1 2 3"])
    assert out.players["Ana"]["rupees"] == 9 and out.players["Ana"]["vp"] == 4
    assert out.players["Ben"]["rupees"] == 3
    assert out.players["Carla"]["vp"] == 6
    assert out.final["blocks"] == {"afghan": 1, "british": 2, "russian": 3}
    assert [e["params"]["afghan"] for e in out.events("PP-10", "paxpamir-blocks")] == [3, 5, 1]


def test_PP_14_the_end_declared_while_a_question_is_open_gives_it_back_if_called_off() -> None:
    asked = paxpamir.new_game(paxpamir.parse_options({}))
    assert asked.prompt is not None
    ending = paxpamir.end_game(asked.state)
    assert keys(ending.events) == ["paxpamir-question-waits"]
    kept = paxpamir.give_answer(ending.state, "n")
    assert keys(kept.events) == ["paxpamir-end-cancelled"]
    assert kept.prompt == asked.prompt and kept.state.phase == asked.state.phase
    ended = paxpamir.give_answer(paxpamir.end_game(kept.state).state, "y")
    assert ended.state.phase == "over" and ended.state.result is not None
    assert (ended.state.result.winners, ended.state.result.reason) == ([], "unseated")


def test_PP_10_a_checks_typed_questions_default_to_the_ledgers_numbers() -> None:
    """Each typed question of the check's dialogue (blocks, influence, cylinders) has the
    ledger's numbers as its default answer, as the yes before it keeps them: a scenario or a
    test's policy answering "no" then the default changes nothing."""
    state = table({"blocks": {"afghan": 1, "british": 6, "russian": 2},
                   "players": [{"cylinders": 3}, {"cylinders": 1}, {"cylinders": 2}]})
    step = command(state, "check")
    defaults = []
    while step.prompt is not None:
        if step.prompt.kind == "text":
            defaults.append(step.prompt.default)
        step = paxpamir.give_answer(step.state, step.prompt.default or "no")
    assert defaults == ["1 6 2", "1 1"]  # the blocks, then Ana's and Carla's British influence
    state = table({"blocks": {"afghan": 1, "british": 2, "russian": 2},
                   "players": [{"cylinders": 3}, {"cylinders": 1}, {"cylinders": 2}]})
    step = command(state, "check")
    while step.prompt is not None and step.prompt.kind != "text":
        step = paxpamir.give_answer(step.state, "yes" if "blocks" in step.prompt.key else "no")
    assert step.prompt is not None and step.prompt.default == "3 1 2"
