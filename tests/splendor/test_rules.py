"""The mild solo bot (seed 001), one or more tests per rule id SP-… of the rules brief and per
ruling, named after it. Most scenarios run through the public scenario runner with the
player's own die (``dice`` lists the faces); some drive the engine from a set-up state."""

from __future__ import annotations

from typing import Any

import pytest

from engines import splendor
from engines.core import Ask, InvalidAnswer
from engines.splendor import bot as bot_rules
from engines.splendor.catalog import CARDS
from engines.splendor.model import SUPPLY
from engines.splendor.table import visit_nobles
from tests.splendor.support import answer_all, game, keys, play, tokens

QUIET = [[8, 16, 24, 32], [45, 51, 57, 63], [72, 76, 80, 84]]
"""A market where a bot with few tokens can afford nothing (each card wants 4+ of one gem)."""


def quiet(**fields: Any) -> dict[str, Any]:
    """Overrides: the quiet market, a bot with nothing, plus the given fields."""
    state: dict[str, Any] = {"market": QUIET, "bot": {"tokens": tokens(), "cards": []}}
    for name, value in fields.items():
        if name in ("bot", "human"):
            state[name] = {**state.get(name, {}), **value}
        else:
            state[name] = value
    return state


# -- SP-1 setup --------------------------------------------------------------------------------


def test_SP_1_two_player_supply_three_nobles_and_twelve_face_up_cards() -> None:
    out = play(turns=0)
    final = out.final
    held = {t: final["bot"]["tokens"][t] + final["human"]["tokens"][t] for t in SUPPLY}
    assert {t: final["bank"][t] + held[t] for t in SUPPLY} == SUPPLY
    assert len(final["nobles"]) == 3 and len(out.events("SP-1", "splendor-noble")) == 3
    assert [len(row) for row in final["market"]] == [4, 4, 4]
    for level, row in enumerate(final["market"], 1):
        assert all(CARDS[c].level == level for c in row)
    # 40/30/20 cards: 4 face up each, and the bot's head start from level 1.
    assert final["decks"] == [35, 26, 16]


def test_SP_1_stock_default_is_the_seeds_example_order() -> None:
    out = play(turns=0)
    assert out.final["stock"] == ["blue", "green", "red", "white", "black"]
    assert out.params("SP-1", "splendor-setup")["stock"][0] == "@splendor-gem-blue"


@pytest.mark.parametrize("value", ["white,black,red,green,blue",
                                   "diamond,onyx,ruby,emerald,sapphire",
                                   "blanco,negro,rojo,verde,azul", "白,黒,赤,緑,青",
                                   "белый,чёрный,красный,зелёный,синий", "wkrgu"])
def test_SP_1_stock_order_by_any_gem_name(value: str) -> None:
    options = splendor.parse_options({"stock": value})
    assert options.stock == ["white", "black", "red", "green", "blue"]


@pytest.mark.parametrize("raw", [{"stock": "white,black,red"},
                                 {"stock": "white,white,red,green,blue"}, {"harder": "0"},
                                 {"deal": "dealer"}, {"colour": "red"}])
def test_SP_1_bad_options_are_refused_with_a_reason(raw: dict[str, str]) -> None:
    with pytest.raises(InvalidAnswer) as caught:
        splendor.parse_options(raw)
    assert caught.value.key.startswith("splendor-option-")


# -- SP-2 head start, the bot plays first ----------------------------------------------------


def test_SP_2_head_start_one_gold_and_the_top_level_1_card() -> None:
    out = play(turns=0)
    head = out.params("SP-2", "splendor-head-start")
    assert out.bot["tokens"] == tokens(gold=1)
    assert out.bot["cards"] == [head["card"]] and head["level"] == 1
    assert out.final["bank"]["gold"] == 4
    assert out.final["next"] == "bot"
    assert "splendor-bot-first" in out.event_keys()


def test_SP_2_the_bot_plays_first_and_then_the_human_must_move() -> None:
    state = game()
    with pytest.raises(InvalidAnswer) as caught:
        splendor.human_move(state, "take", ["w", "u", "g"])
    assert caught.value.key == "splendor-bot-turn-first"
    step = splendor.play_turn(state)
    assert step.state.next == "human"
    with pytest.raises(InvalidAnswer) as caught:
        splendor.play_turn(step.state)
    assert caught.value.key == "splendor-your-move-first"


def test_SP_2_no_human_move_while_the_bots_question_is_open() -> None:
    step = splendor.new_game(splendor.parse_options({"dice": "player"}), 1)
    step = splendor.play_turn(step.state)
    assert step.prompt is not None and step.prompt.kind == "d6"
    with pytest.raises(InvalidAnswer) as caught:
        splendor.human_move(step.state, "take", ["w", "u", "g"])
    assert caught.value.key == "flow-busy"


# -- SP-3 the report ---------------------------------------------------------------------------


def test_SP_3_the_bot_reports_tokens_cards_and_prestige_before_its_turn() -> None:
    out = play(dice=[3], state=quiet(bot={"tokens": tokens(white=1, gold=1), "cards": [8, 40],
                                           "kept": [0]}))
    turn = out.events()[out.event_keys().index("splendor-bot-first") + 1:]
    report = turn[0]
    assert (report["rule"], report["key"]) == ("SP-3", "splendor-bot-report")
    assert report["params"] == {"turn": 1, "tokens": "1w 1y", "count": 2, "bonuses": "1r 1k",
                                "cards": 2, "kept": 1, "points": 3}


# -- SP-4 buying -------------------------------------------------------------------------------


def test_SP_4_buys_the_card_with_the_most_prestige() -> None:
    market = [[8, 16, 24, 32], [45, 51, 57, 63], [72, 76, 80, 84]]
    out = play(dice=[], state=quiet(market=market, bot={"tokens": tokens(blue=4, red=4)}))
    # #8 (1 pt, 4u) and #16 (1 pt, 4r): same points, same tokens, same level: leftmost.
    assert out.params("SP-4", "splendor-buy-options")["cards"] == ["#8", "#16"]
    assert out.params("SP-4", "splendor-bot-buys")["card"] == 8
    out = play(state=quiet(market=[[8, 16, 24, 32], [45, 51, 57, 63], [72, 76, 80, 84]],
                           bot={"tokens": tokens(white=4, blue=4, red=2, gold=1)}))
    # #45 (level 2, 2 pt, 5w: 4 white + 1 gold) beats the 1-point level-1 cards.
    assert out.params("SP-4", "splendor-bot-buys")["card"] == 45


def test_SP_4_tie_on_prestige_goes_to_the_fewest_tokens() -> None:
    # #57 (2 pt, 5r) and #51 (2 pt, 5u): with 2 red bonuses #57 costs 3 tokens, with 1 blue
    # bonus #51 costs 4.
    out = play(state=quiet(bot={"tokens": tokens(blue=4, red=3), "cards": [35, 36, 9]}))
    tie = out.params("SP-4", "splendor-buy-tie")
    assert tie["why"] == "@splendor-tie-tokens" and tie["chosen"] == ["#57"]
    assert out.params("SP-4", "splendor-bot-buys")["paid"] == "3r"


def test_SP_4_ruling_a_zero_point_card_is_still_bought() -> None:
    market = [[39, 16, 24, 32], [45, 51, 57, 63], [72, 76, 80, 84]]  # #39: 0 pt, 3w
    out = play(state=quiet(market=market, bot={"tokens": tokens(white=3)}))
    buys = out.params("SP-4", "splendor-bot-buys")
    assert (buys["card"], buys["points"]) == (39, 0)
    assert 39 in out.bot["cards"]


def test_SP_4_ruling_remaining_ties_higher_level_then_left_to_right() -> None:
    # #40 (L1, 1 pt, 4w) and #54 (L2, 1 pt, 2w 3u 3r) each cost this bot 4 tokens (3 blue
    # and 1 red bonus).
    market = [[40, 16, 24, 32], [54, 51, 57, 63], [72, 76, 80, 84]]
    out = play(state=quiet(market=market, bot={"tokens": tokens(white=4, red=2),
                                               "cards": [9, 10, 13, 33]}))
    ties = out.events("SP-4", "splendor-buy-tie")
    assert [t["params"]["why"] for t in ties] == ["@splendor-tie-tokens", "@splendor-tie-level"]
    assert ties[0]["params"]["chosen"] == ["#54", "#40"]
    assert out.params("SP-4", "splendor-bot-buys")["card"] == 54
    # Same level and cost: the leftmost.
    market = [[8, 16, 24, 32], [45, 51, 57, 63], [72, 76, 80, 84]]
    out = play(state=quiet(market=market, bot={"tokens": tokens(blue=4, green=4)}))
    ties = out.events("SP-4", "splendor-buy-tie")
    assert [t["params"]["why"] for t in ties] == ["@splendor-tie-tokens", "@splendor-tie-level",
                                                  "@splendor-tie-left"]
    assert out.params("SP-4", "splendor-bot-buys")["slot"] == 1


def test_SP_4_bonuses_first_then_gems_then_gold_and_tokens_return_to_the_stock() -> None:
    # #45: 5 white. One white bonus, 2 white gems, 2 gold.
    out = play(state=quiet(bot={"tokens": tokens(white=2, gold=2), "cards": [24]}))
    assert out.params("SP-4", "splendor-bot-buys")["paid"] == "2w 2y"
    assert out.bot["tokens"] == tokens()
    assert out.final["bank"]["white"] == 4 and out.final["bank"]["gold"] == 5


def test_SP_4_refill_after_the_purchase() -> None:
    out = play(state=quiet(bot={"tokens": tokens(blue=4)}))
    assert out.final["market"][0][0] not in (0, 8)
    assert out.params("SP-7", "splendor-lay")["slot"] == 1


def test_SP_4_never_buys_a_kept_card() -> None:
    # Seven blue bonuses would pay for #84 (7 blue) outright, but it is kept, not face up.
    market = [[8, 16, 24, 32], [45, 51, 57, 63], [72, 76, 80, 0]]
    state = game(quiet(market=market, bot={"cards": [9, 10, 11, 12, 13, 14, 15], "kept": [84]}))
    assert 84 not in [offer.card for offer in bot_rules.offers(state)]


# -- SP-5 taking tokens ------------------------------------------------------------------------


def test_SP_5_1_a_one_takes_a_gold_and_reserves_nothing() -> None:
    out = play(dice=[1], state=quiet())
    assert out.params("SP-5.1", "splendor-take-gold")
    assert out.bot["tokens"]["gold"] == 1 and out.bot["kept"] == []


def test_SP_5_1_a_place_holding_four_gives_two_of_that_gem() -> None:
    out = play(dice=[4], state=quiet())  # place 4: red, 4 in the bank
    assert out.params("SP-5.1", "splendor-take-two") == {
        "colour": "@splendor-gem-red", "place": 4, "count": 2}
    assert out.bot["tokens"]["red"] == 2


@pytest.mark.parametrize(("face", "taken", "places"), [
    (6, ["black", "blue", "green"], [6, 2, 3]),
    (5, ["white", "black", "blue"], [5, 6, 2]),
    (3, ["green", "red", "white"], [3, 4, 5]),
])
def test_SP_5_1_three_or_fewer_takes_one_each_from_the_following_places_wrapping(
        face: int, taken: list[str], places: list[int]) -> None:
    # Every place holds 3: the human took one of each earlier.
    out = play(dice=[face], state=quiet(human={"tokens": tokens(1, 1, 1, 1, 1)}))
    event = out.params("SP-5.1", "splendor-take-three")
    assert event["colours"] == [f"@splendor-gem-{g}" for g in taken]
    assert event["places"] == places
    assert all(out.bot["tokens"][g] == 1 for g in taken)


def test_SP_5_2_eight_or_nine_tokens_take_a_gold() -> None:
    out = play(dice=[], state=quiet(bot={"tokens": tokens(1, 1, 2, 2, 2)}))
    assert out.params("SP-5.2", "splendor-take-gold")["count"] == 8
    assert out.bot["tokens"]["gold"] == 1
    assert not out.prompts("prompt-roll")


def test_SP_5_3_ten_tokens_keep_the_top_level_3_card() -> None:
    out = play(dice=[], state=quiet(bot={"tokens": tokens(2, 2, 2, 2, 2)}), turns=1)
    keep = out.params("SP-5.3", "splendor-keep")
    assert keep["level"] == 3 and out.bot["kept"] == [keep["card"]]
    assert out.bot["prestige"] == 1
    assert out.final["decks"][2] == 15


def test_SP_5_3_kept_cards_count_for_15_but_not_for_nobles() -> None:
    state = game(quiet(bot={"tokens": tokens(2, 2, 2, 2, 2), "cards": [17, 18, 19, 9, 10, 11],
                            "kept": [71, 72, 73]}, nobles=[4]))
    assert state.bot.prestige() == 3
    # Noble #4 wants 3 white, 3 blue, 3 black in bonuses; kept black cards do not count.
    step = splendor.play_turn(state)
    assert "splendor-noble-visits" not in keys(step.events)
    assert step.state.bot.nobles == [] and step.state.nobles == [4]


def test_SP_5_4_gold_gone_and_a_one_keeps_a_card() -> None:
    out = play(dice=[1], state=quiet(human={"tokens": tokens(gold=5)}))
    assert out.events("SP-5.4", "splendor-gold-gone")
    assert len(out.bot["kept"]) == 1


def test_SP_5_ruling_no_gold_with_eight_tokens_keeps_a_card_too() -> None:
    out = play(dice=[], state=quiet(bot={"tokens": tokens(2, 2, 2, 2, 0)},
                                    human={"tokens": tokens(gold=5)}))
    assert out.events("SP-5.4", "splendor-gold-gone") and len(out.bot["kept"]) == 1


def test_SP_5_ruling_empty_place_is_skipped_so_three_different_gems_still_come() -> None:
    state = game(quiet(human={"tokens": tokens(1, 1, 1, 1, 1)}))
    state.bank["green"] = 0  # as if a place had not been removed yet
    state.human.tokens["green"] = 4
    state.stock = ["blue", "green", "red", "white", "black"]
    ask = Ask([], state.rng, True)
    assert bot_rules.three_places(state, ask, 2) == ["blue", "red", "white"]
    assert [e.key for e in ask.events] == ["splendor-place-skipped"]


def test_SP_5_ruling_fewer_than_three_gem_types_take_what_there_is() -> None:
    out = play(dice=[2], state=quiet(human={"tokens": tokens(4, 4, 3, 1, 0)}))
    # Left: green 1, red 3, black 4 → stock red, green? The stock keeps its order: green, red,
    # black. A 2 names green (1 token): one each of green, red, black.
    assert out.final["stock"] == ["red", "black"]
    event = out.params("SP-5.1", "splendor-take-three")
    assert event["colours"] == ["@splendor-gem-green", "@splendor-gem-red", "@splendor-gem-black"]
    out = play(dice=[2], state=quiet(human={"tokens": tokens(4, 4, 4, 3, 0)}))
    assert out.params("SP-5.1", "splendor-take-fewer")["count"] == 2


def test_SP_5_ruling_the_bot_stops_taking_at_ten() -> None:
    state = game(quiet(bot={"tokens": tokens(3, 3, 3, 0, 0)}, human={"tokens": tokens(red=1)}))
    ask = Ask([], state.rng, True)
    bot_rules.take_by_place(state, ask, 4)  # red, black, blue → only one fits
    assert state.bot.token_count() == 10
    assert "splendor-take-capped" in [e.key for e in ask.events]


# -- SP-6 stock order --------------------------------------------------------------------------


def test_SP_6_a_gem_that_runs_out_leaves_and_the_later_places_move_down() -> None:
    out = play(dice=[3], state=quiet(human={"tokens": tokens(green=3)}))  # place 3: green, 1 left
    gone = out.params("SP-6", "splendor-stock-gone")
    assert gone["colour"] == "@splendor-gem-green" and gone["place"] == 3
    assert out.final["stock"] == ["blue", "red", "white", "black"]


def test_SP_6_a_roll_beyond_the_last_place_counts_as_place_2() -> None:
    out = play(dice=[6], state=quiet(human={"tokens": tokens(black=4)}))
    assert out.params("SP-6", "splendor-place-beyond") == {"face": 6, "last": 5}
    assert out.params("SP-5.1", "splendor-take-two")["colour"] == "@splendor-gem-blue"


def test_SP_6_a_gem_that_comes_back_goes_to_the_last_place() -> None:
    out = play(dice=[2], state=quiet(human={"tokens": tokens(blue=4)}), moves=["buy 1.1"],
               turns=1)
    # The bot takes from place 2 (now green); then the human buys #8 with 4 blue.
    back = out.params("SP-6", "splendor-stock-back")
    assert back["colour"] == "@splendor-gem-blue" and back["place"] == 6
    assert out.final["stock"][-1] == "blue"


def test_SP_6_place_1_is_simply_empty_when_gold_runs_out() -> None:
    out = play(dice=[2], state=quiet(human={"tokens": tokens(gold=5)}))
    assert out.final["bank"]["gold"] == 0 and "gold" not in out.final["stock"]


# -- SP-7 end of turn --------------------------------------------------------------------------


def test_SP_7_the_human_discards_down_to_ten_choosing_which() -> None:
    state = game(quiet(human={"tokens": tokens(3, 3, 2, 1, 0)}, next="human"))
    step = splendor.human_move(state, "take", ["r", "k", "g"])
    assert step.prompt is not None and step.prompt.key == "splendor-ask-discard"
    assert step.prompt.params["count"] == 2
    # A suggestion (one at a time from the most plentiful), then all of one colour, in cost
    # order: ids that never renumber.
    assert [o.id for o in step.prompt.options] == ["1w 1u", "2w", "2u", "2g", "2r"]
    step, events = answer_all(step, "2w")
    assert step.state.human.tokens == tokens(1, 3, 3, 2, 1)
    assert keys(events).count("splendor-human-discards") == 1
    assert step.state.bank["white"] == 3


def test_SP_7_the_discard_is_one_answer_and_wrong_ones_are_refused_with_the_reason() -> None:
    state = game(quiet(human={"tokens": tokens(3, 3, 2, 1, 0)}, next="human"))
    step = splendor.human_move(state, "take", ["r", "k", "g"])
    assert step.prompt is not None
    for typed, key in (("1w", "splendor-discard-count"), ("2k", "splendor-discard-more-than-held"),
                       ("xyz", "splendor-discard-bad")):
        with pytest.raises(InvalidAnswer) as caught:
            splendor.give_answer(step.state, typed)
        assert caught.value.key == key
    step, events = answer_all(step, "1w 1u")
    assert step.state.human.tokens == tokens(2, 2, 3, 2, 1)
    assert events[-2:] and "splendor-human-discards" in keys(events)


def test_SP_7_a_noble_visits_the_bot_by_its_card_bonuses() -> None:
    state = game(quiet(bot={"cards": [17, 18, 19, 9, 10, 11, 1, 2], "tokens": tokens(blue=1)},
                       nobles=[4, 1]))
    step = splendor.play_turn(state)  # buys #8 (black, 4u: 1u after 3 bonuses): the 3rd black
    assert "splendor-noble-visits" in keys(step.events)
    assert step.state.bot.nobles == [4] and step.state.nobles == [1]


def test_SP_7_ruling_several_nobles_for_the_bot_the_first_in_the_row() -> None:
    state = game(quiet(bot={"cards": [17, 18, 19, 20, 9, 10, 11, 12, 1, 2, 3]}, nobles=[7, 3, 4]))
    ask = Ask([], state.rng, True)
    visit_nobles(state, ask, "bot")  # 4w 4u 3k: nobles 3 and 4 both qualify
    assert [e.key for e in ask.events] == ["splendor-noble-first", "splendor-noble-visits"]
    assert state.bot.nobles == [3] and state.nobles == [7, 4]


def test_SP_7_several_nobles_for_the_human_the_human_picks() -> None:
    state = game(quiet(human={"cards": [17, 18, 19, 20, 9, 10, 11, 12, 1, 2], "tokens": tokens()},
                       nobles=[3, 4], next="human"))
    step = splendor.human_move(state, "buy", ["1.1"])  # #8, black: also noble 4
    assert step.prompt is not None and step.prompt.key == "splendor-ask-noble-visit"
    step, _ = answer_all(step, "4")
    assert step.state.human.nobles == [4] and step.state.nobles == [3]


# -- SP-8 end of game --------------------------------------------------------------------------

BOT_AT_15 = {"cards": [74, 82, 78], "tokens": tokens(blue=3)}
"""Three 5-point cards; its turn buys #8 (1 point): 16 points, 4 cards."""


def last_turn(human_cards: list[int]) -> splendor.SplendorState:
    """The bot reaches 16 with 4 cards; the human then buys #16 (1 point, 4 red)."""
    state = game(quiet(bot=BOT_AT_15, human={"cards": human_cards, "tokens": tokens(red=4)},
                       nobles=[]))
    step = splendor.play_turn(state)
    assert "splendor-bot-reached" in keys(step.events)
    assert step.state.phase == "play" and step.state.final_turn
    return splendor.human_move(step.state, "buy", ["1.2"]).state


def test_SP_8_the_human_reaching_15_first_wins() -> None:
    state = game(quiet(human={"cards": [86, 90, 72], "tokens": tokens(red=4)}, next="human",
                       nobles=[]))
    step = splendor.human_move(state, "buy", ["#16"])  # 14 + 1
    assert step.state.phase == "over" and step.state.result is not None
    assert (step.state.result.winner, step.state.result.human_points) == ("human", 15)
    assert "splendor-winner" in keys(step.events)


def test_SP_8_below_15_the_game_goes_on() -> None:
    state = game(quiet(human={"cards": [86, 90], "tokens": tokens(red=4)}, next="human",
                       nobles=[]))
    step = splendor.human_move(state, "buy", ["#16"])
    assert step.state.phase == "play" and step.state.next == "bot"


def test_SP_8_the_bot_reaching_15_gives_the_human_one_more_turn_then_the_bot_wins() -> None:
    state = last_turn([73, 86, 90])  # 14 + 1 = 15 < 16
    assert state.phase == "over" and state.result is not None
    assert (state.result.winner, state.result.bot_points) == ("bot", 16)


def test_SP_8_the_human_beating_the_bot_on_the_last_turn_wins() -> None:
    state = last_turn([72, 86, 90, 40, 24])  # 16 + 1 = 17 > 16
    assert state.result is not None and state.result.winner == "human"


def test_SP_8_ruling_an_exact_tie_goes_to_fewer_development_cards() -> None:
    state = last_turn([73, 86, 90, 40])  # 15 + 1 = 16 = 16; the human has 5 cards, the bot 4
    result = state.result
    assert result is not None and (result.bot_points, result.human_points) == (16, 16)
    assert (result.winner, result.reason) == ("bot", "cards")


def test_SP_8_ruling_kept_cards_are_no_development_cards_and_a_full_tie_goes_to_the_human() -> None:
    state = game(quiet(nobles=[]))
    state.bot.cards, state.bot.kept = [74, 80, 78, 8], [0]  # 5 + 4 + 5 + 1 + 1 kept = 16
    state.human.cards = [82, 86, 90, 40]  # 5 + 5 + 5 + 1 = 16
    assert (state.bot.prestige(), state.human.prestige()) == (16, 16)
    assert splendor.game.winner(state) == ("human", "tie")
    state.human.cards.append(1)  # a 0-point card: now the human has more cards
    assert splendor.game.winner(state) == ("bot", "cards")


def test_SP_8_ending_early_names_the_winner_as_things_stand() -> None:
    state = game(quiet(bot={"cards": [74]}))
    step = splendor.end_game(state)
    step, _ = answer_all(step, "y")
    assert step.state.phase == "over" and step.state.result is not None
    assert step.state.result.winner == "bot" and step.state.result.reason == "ended"
    with pytest.raises(InvalidAnswer) as caught:
        splendor.play_turn(step.state)
    assert caught.value.key == "splendor-game-over"


# -- SP-9 difficulty ---------------------------------------------------------------------------


def test_SP_9_easier_skips_the_bots_first_turn_but_keeps_the_head_start() -> None:
    out = play(turns=0, easier=True)
    assert out.events("SP-9", "splendor-easier")
    assert out.final["next"] == "human" and out.bot["tokens"]["gold"] == 1
    assert len(out.bot["cards"]) == 1


def test_SP_9_harder_gives_n_kept_cards_at_setup() -> None:
    out = play(turns=0, harder=3)
    assert len(out.bot["kept"]) == 3 and out.bot["prestige"] == 3 + sum(
        CARDS[c].points for c in out.bot["cards"])
    assert all(CARDS[c].level == 3 for c in out.bot["kept"])
    assert out.final["decks"][2] == 13


# -- SP-10 the market and the human's moves ----------------------------------------------------


def test_SP_10_deal_bot_names_every_card_to_lay_out() -> None:
    out = play(turns=0)
    laid = out.events("SP-10", "splendor-lay")
    assert len(laid) == 12 and all(e["params"]["by"] == "bot" for e in laid)
    assert [[e["params"]["card"] for e in laid[i:i + 4]] for i in (0, 4, 8)] == out.final["market"]


def test_SP_10_deal_table_the_player_enters_each_card_typed_or_tapped() -> None:
    answers: list[Any] = ["1", "2", "3"]  # nobles
    answers += ["1 black 0: 1w 1u 1g 1r", "#2", "black", "3", "blue 1"]  # L1: typed, id, taps
    out = play(turns=0, deal="table", answers=answers)
    assert out.final["nobles"] == [1, 2, 3]
    assert out.final["market"][0][:3] == [1, 2, 3]
    assert out.final["market"][0][3] == 16
    picks = out.prompts("splendor-ask-card-pick")
    assert picks and picks[0]["options"] == ["3", "4", "5", "6", "7", "8"]


@pytest.mark.parametrize(("code", "key"), [
    ("2 red 2: 3w 5k", "splendor-card-wrong-level"),
    ("1 red 3", "splendor-card-no-match"),
    ("1 purple", "splendor-card-bad-code"),
    # Only ASCII digits are numbers; no number is read past its range's digits.
    ("#٣٧", "splendor-card-bad-code"),
    ("#" + "9" * 5000, "splendor-card-bad-code"),
    ("² red", "splendor-card-bad-code"),
    ("1 red ①", "splendor-card-bad-code"),
    ("1 red: ３w", "splendor-card-bad-code"),
    ("1 red: " + "9" * 5000 + "w", "splendor-card-bad-code"),
])
def test_SP_10_a_code_that_names_no_card_is_refused(code: str, key: str) -> None:
    step = splendor.new_game(splendor.parse_options({"deal": "table"}), 1)
    step, _ = answer_all(step, "1", "2", "3")
    with pytest.raises(InvalidAnswer) as caught:
        splendor.give_answer(step.state, code)
    assert caught.value.key == key


def test_SP_10_a_card_already_in_play_is_refused() -> None:
    step = splendor.new_game(splendor.parse_options({"deal": "table"}), 1)
    step, _ = answer_all(step, "1", "2", "3", "#5")
    with pytest.raises(InvalidAnswer) as caught:
        splendor.give_answer(step.state, "1 black 0: 2g 1r")
    assert caught.value.key == "splendor-card-in-play"


def test_SP_10_ruling_deal_table_a_kept_card_is_not_asked_for() -> None:
    answers: list[Any] = ["1", "2", "3"]
    answers += ["#17", "#18", "#19", "#20", "#53", "#54", "#55", "#56", "#79", "#80", "#81", "#82"]
    answers += ["#21"]
    out = play(turns=0, deal="table", harder=1, answers=answers)
    assert out.bot["kept"] == [0]
    assert out.events("SP-9", "splendor-keep-unseen")
    assert out.final["decks"][2] == 15


def test_SP_10_human_take_buy_reserve_keep_the_bank_true() -> None:
    state = game(quiet(next="human"))
    step = splendor.human_move(state, "take", ["w", "u", "g"])
    assert step.state.human.tokens == tokens(1, 1, 1)
    assert step.state.bank == tokens(3, 3, 3, 4, 4, 5)
    step.state.next = "human"
    step = splendor.human_move(step.state, "reserve", ["deck", "3"])
    assert len(step.state.human.reserved) == 1 and step.state.human.tokens["gold"] == 1
    step.state.next = "human"
    step = splendor.human_move(step.state, "reserve", ["3.1"])
    assert step.state.human.reserved[1] == 72 and step.state.market[2][0] not in (0, 72)


@pytest.mark.parametrize(("verb", "args", "key"), [
    ("take", ["w", "w", "u"], "splendor-take-rule"),
    ("take", ["w", "u"], "splendor-take-rule"),
    ("take", ["y"], "splendor-take-no-gold"),
    ("take", ["2w"], "splendor-take-two-needs-four"),
    ("take", ["purple"], "splendor-take-bad"),
    ("take", ["²w"], "splendor-take-bad"),
    ("take", ["٣", "w"], "splendor-take-bad"),
    ("take", ["9" * 5000, "w"], "splendor-take-bad"),
    ("buy", ["#٣٧"], "splendor-card-bad-code"),
    ("buy", ["3.1"], "splendor-cannot-afford"),
    ("buy", ["#1"], "splendor-card-not-here"),
    ("buy", ["r1"], "splendor-no-reserved"),
    ("reserve", ["deck", "3"], "splendor-reserve-full"),
    ("pass", [], "splendor-pass-not-allowed"),
    ("steal", [], "splendor-move-unknown"),
])
def test_SP_10_an_impossible_move_is_refused_and_changes_nothing(verb: str, args: list[str],
                                                                 key: str) -> None:
    state = game(quiet(next="human", human={"tokens": tokens(white=1)}))
    if verb == "reserve":
        state.human.reserved = [41, 42, 43]
        state.decks[1] = [c for c in state.decks[1] if c not in (41, 42, 43)]
    before = splendor.to_json(state)
    with pytest.raises(InvalidAnswer) as caught:
        splendor.human_move(state, verb, args)
    assert caught.value.key == key
    assert splendor.to_json(state) == before


def test_SP_10_buying_a_reserved_card_pays_bonuses_gems_then_gold() -> None:
    state = game(quiet(next="human", human={"reserved": [45], "cards": [24],
                                            "tokens": tokens(white=3, gold=1)}))
    step = splendor.human_move(state, "buy", ["r1"])
    assert step.state.human.cards == [24, 45] and step.state.human.reserved == []
    assert step.state.human.tokens == tokens()
    assert step.state.bank["gold"] == 5


def test_SP_10_status_shows_the_bot_the_stock_the_human_and_the_market() -> None:
    state = game()
    events = splendor.status_events(state)
    assert [e.key for e in events[:3]] == ["splendor-status-bot", "splendor-status-stock",
                                           "splendor-status-human"]
    assert sum(1 for e in events if e.key == "splendor-status-card") == 12
    assert sum(1 for e in events if e.key == "splendor-status-noble") == 3
