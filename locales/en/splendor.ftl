### Glossary (English): the terms of Space Cowboys' Splendor rulebook (English edition) and of
### the solo bot's seed (001, Japanese). American spelling.
###   gem tokens named by color and gem: white diamond, blue sapphire, green emerald, red ruby,
###   black onyx; gold tokens (jokers); development cards, levels 1–3, face up in the market;
###   reserve, reserved card; bonuses; nobles (noble tiles), who visit; prestige points
###   ("1 prestige point", "3 prestige points"). The bot's own words from the seed: its stock
###   (places 1–6), its kept cards (level 3, face down, 1 prestige point each).

# Splendor, the mild solo bot: its explanations, questions and words (English).
# The chat layer prints "[RULE] " before each event line. A card is shown as
# "#id" (its catalog number) with level, color, prestige and cost; costs and token counts use
# the codes w (white/diamond), u (blue/sapphire), g (green/emerald), r (red/ruby),
# k (black/onyx), y (gold): "3w 5k".

## Words passed as parameters

splendor-gem-white = white diamond
splendor-gem-blue = blue sapphire
splendor-gem-green = green emerald
splendor-gem-red = red ruby
splendor-gem-black = black onyx
splendor-gem-gold = gold

splendor-who-bot = The bot
splendor-who-human = You

splendor-purpose-market = the market
splendor-purpose-head-start = the bot's head start
splendor-purpose-reserve = your reservation from the top of the deck

splendor-tie-tokens = it pays the fewest tokens
splendor-tie-level = higher level first
splendor-tie-left = the leftmost card

## Setup (SP-1, SP-2, SP-9, SP-10)

splendor-setup = A 2-player setup: 4 tokens of each gem, 5 gold tokens, 3 nobles. { $deal ->
        [table] You deal the cards and tell me each one;
       *[other] I shuffle the decks and name each card to lay out;
    } { $dice ->
        [player] you roll the bot's die.
       *[other] I roll the bot's die.
    } Stock: place 1 gold, then places 2 onwards: { $stock }. Codes: w white, u blue, g green, r red, k black, y gold.
splendor-noble = { $by ->
        [table] Noble #{ $noble } is on the table (needs { $requires }).
       *[other] Lay out noble #{ $noble } (needs { $requires }).
    }
splendor-lay = { $by ->
        [table] Level { $level }, slot { $slot }: #{ $card }, { $colour }, { $points ->
        [one] 1 prestige point
       *[other] { $points } prestige points
    }, cost { $cost }.
       *[other] Lay out at level { $level }, slot { $slot }: #{ $card }, { $colour }, { $points ->
        [one] 1 prestige point
       *[other] { $points } prestige points
    }, cost { $cost }.
    }
splendor-deck-empty = The level-{ $level } deck is empty: slot { $slot } stays empty.
splendor-head-start = The bot's head start: it takes 1 gold and the top card of the level-1 deck, #{ $card } ({ $colour }, { $points ->
        [one] 1 prestige point
       *[other] { $points } prestige points
    }, cost { $cost }), face up.
splendor-harder = Harder: the bot starts with { $count ->
        [one] one kept card
       *[other] { $count } kept cards
    } from the level-3 deck, 1 prestige point each.
splendor-easier = Easier: the bot skips its first turn (it keeps its head start).
splendor-bot-first = The bot plays first: type /splendor turn.
splendor-ask-noble = Which noble is on the table ({ $nth ->
        [1] first
        [2] second
       *[other] third
    } of three)?
splendor-noble-option = #{ $noble }: { $requires }
splendor-ask-card = Which card did you turn up for { $purpose } (level { $level })? Type its code, e.g. “{ $level } red 2: 3w 5k” or “#37”, or tap its color.
splendor-ask-card-pick = Which of these level-{ $level } cards is it?
splendor-card-option = #{ $card } { $colour }, { $points ->
        [one] 1 prestige point
       *[other] { $points } prestige points
    }, cost { $cost }

## The bot's turn (SP-3 to SP-7)

splendor-bot-report = Bot turn { $turn }. The bot holds { $count ->
        [one] 1 token
       *[other] { $count } tokens
    } ({ $tokens }), card bonuses { $bonuses } ({ $cards ->
        [one] 1 card
       *[other] { $cards } cards
    }), { $kept } kept, { $points ->
        [one] 1 prestige point
       *[other] { $points } prestige points
    }.
splendor-buy-none = It can afford none of the face-up cards.
splendor-buy-options = It can afford { $count ->
        [one] one card
       *[other] { $count } cards
    }: { $cards }.
splendor-buy-tie = { $cards } tie at { $points ->
        [one] 1 prestige point
       *[other] { $points } prestige points
    }; { $why }: { $left ->
        [1] { $chosen }.
       *[other] still a tie ({ $chosen }).
    }
splendor-bot-buys = The bot buys #{ $card } ({ $colour }, level { $level }, { $points ->
        [one] 1 prestige point
       *[other] { $points } prestige points
    }, cost { $cost }) and { $count ->
        [0] pays nothing (its card bonuses cover the cost).
       *[other] pays { $paid } (gems before gold).
    }
splendor-holds-ten = It holds { $count ->
        [one] 1 token
       *[other] { $count } tokens
    } and can buy nothing: it keeps a card.
splendor-roll = { $by ->
        [bot] The bot rolls
       *[player] You rolled
    } a { $face } (it holds { $count ->
        [one] 1 token
       *[other] { $count } tokens
    }).
splendor-take-gold = It takes 1 gold (and reserves nothing).
splendor-gold-gone = The gold is gone: it keeps a card instead.
splendor-take-two = Place { $place } ({ $colour }) holds 4: it takes { $count ->
        [one] 1 { $colour } token
       *[other] { $count } { $colour } tokens
    }.
splendor-take-three = Place { $place } holds 3 or fewer: it takes one each from places { $places }: { $colours }.
splendor-take-fewer = Only { $count } gem types are left in the stock: it takes what there is.
splendor-take-capped = It stops at { $max ->
        [one] 1 token
       *[other] { $max } tokens
    }: it takes only { $count }.
splendor-place-beyond = There is no place { $face } (the last is { $last }): it counts as place 2.
splendor-place-skipped = The { $colour } place is empty: it is skipped.
splendor-no-gems = A { $face }, but there are no gems left in the stock: it takes nothing.
splendor-keep = It keeps the top card of the level-3 deck: #{ $card } ({ $colour }, { $points ->
        [one] 1 prestige point
       *[other] { $points } prestige points
    }). Put it aside face down: it counts as 1 prestige point, is never bought and gives no bonus ({ $kept } kept).
splendor-keep-unseen = It keeps the top card of the level-3 deck: put it aside face down, unseen. It counts as 1 prestige point, is never bought and gives no bonus ({ $kept } kept).
splendor-keep-none = The level-3 deck is empty: there is nothing to keep, so it does nothing.
splendor-stock-gone = No { $colour } left: place { $place } is removed and the later places move down. Stock now: { $stock }.
splendor-stock-back = Back to the stock: { $colour }, at place { $place }. Stock now: { $stock }.
splendor-noble-first = Several nobles could visit ({ $nobles }): the first in the row comes.
splendor-noble-visits = Noble #{ $noble } ({ $requires }) visits { $side ->
        [human] you
       *[other] the bot
    }: 3 prestige points.
splendor-points = { $who }: { $count ->
        [one] 1 prestige point
       *[other] { $count } prestige points
    } so far.
splendor-bot-reached = The bot has { $count ->
        [one] 1 prestige point
       *[other] { $count } prestige points
    }: you have one more turn. Match it or beat it to win.
splendor-your-move = Your move: /splendor take, /splendor buy or /splendor reserve.
splendor-bot-next = Next: the bot (type /splendor turn).

## The human's moves (SP-10, SP-7)

splendor-human-takes = You take { $tokens }.
splendor-human-buys = You buy { $reserved ->
        [yes] your reserved card
       *[other] the face-up card
    } #{ $card } ({ $colour }, { $points ->
        [one] 1 prestige point
       *[other] { $points } prestige points
    }, cost { $cost }) and { $count ->
        [0] pay nothing: your card bonuses cover the cost.
       *[other] pay { $paid }.
    }
splendor-human-reserves = You reserve #{ $card } ({ $colour }, level { $level }, { $points ->
        [one] 1 prestige point
       *[other] { $points } prestige points
    }, cost { $cost }).
splendor-human-reserves-top = You reserve the top card of the level-{ $level } deck: #{ $card } ({ $colour }, { $points ->
        [one] 1 prestige point
       *[other] { $points } prestige points
    }, cost { $cost }). Take it into your hand.
splendor-human-gold = You take 1 gold with it.
splendor-human-no-gold = No gold is left: you reserve without one.
splendor-human-passes = You cannot take, buy or reserve anything: you pass.
splendor-ask-discard = You hold { $count ->
        [one] 1 token
       *[other] { $count } tokens
    } too many ({ $held }): which do you give back? Type them, e.g. `2w` or `1w 1k`.
splendor-human-discards = You give back { $tokens }.
splendor-ask-noble-visit = Several nobles could visit you: which one comes?

## The end (SP-8)

splendor-standing = { $who }: { $points ->
        [one] 1 prestige point
       *[other] { $points } prestige points
    }, { $cards ->
        [one] 1 development card
       *[other] { $cards } development cards
    }, { $side ->
        [human] { $reserved } reserved
       *[other] { $kept } kept face down
    }, { $nobles ->
        [one] 1 noble
       *[other] { $nobles } nobles
    }.
splendor-winner = { $winner ->
        [human] You win!
       *[other] The bot wins.
    } { $why ->
        [cards] Tied on prestige points: fewer development cards win.
        [tie] Tied on prestige points and on cards: the tie goes to you.
       *[other] { $ended ->
            [yes] (The game was ended early: more prestige points win.)
           *[other] More prestige points win.
        }
    }
splendor-ask-end-now = End the game now and name the winner as things stand?
splendor-end-cancelled = The game goes on.

## Status

splendor-status-bot = The bot: { $tokens } ({ $count ->
        [one] 1 token
       *[other] { $count } tokens
    }), bonuses { $bonuses } ({ $cards ->
        [one] 1 card
       *[other] { $cards } cards
    }), { $kept } kept, { $nobles ->
        [one] 1 noble
       *[other] { $nobles } nobles
    }, { $points ->
        [one] 1 prestige point
       *[other] { $points } prestige points
    }.
splendor-status-stock = Stock: place 1 gold ({ $gold } left), places 2 onwards: { $stock }.
splendor-status-human = You: { $tokens } ({ $count ->
        [one] 1 token
       *[other] { $count } tokens
    }), bonuses { $bonuses } ({ $cards ->
        [one] 1 card
       *[other] { $cards } cards
    }), reserved { $reserved }, { $nobles ->
        [one] 1 noble
       *[other] { $nobles } nobles
    }, { $points ->
        [one] 1 prestige point
       *[other] { $points } prestige points
    }.
splendor-status-card = { $level }.{ $slot }: #{ $card } { $colour }, { $points ->
        [one] 1 prestige point
       *[other] { $points } prestige points
    }, cost { $cost }
splendor-status-deck = Level-{ $level } deck: { $count ->
        [one] 1 card
       *[other] { $count } cards
    } left.
splendor-status-noble = Noble #{ $noble }: needs { $requires }.
splendor-status-bank = Bank: { $tokens }.
splendor-status-reserved = Your reserved card #{ $card }: { $colour }, { $points ->
        [one] 1 prestige point
       *[other] { $points } prestige points
    }, cost { $cost }.
splendor-status-next-bot = Next: the bot's turn { $turn } (/splendor turn).
splendor-status-next-human = Next: your move{ $last ->
        [true] , your last one
       *[other] {""}
    } (/splendor take, buy, reserve).
splendor-status-over = The game is over: { $winner ->
        [human] you won
       *[other] the bot won
    }; the bot has { $bot ->
        [one] 1 prestige point
       *[other] { $bot } prestige points
    }, you { $human }.

## Refusals

splendor-option-unknown = There is no option “{ $option }”. Options: dice=bot|player, deal=bot|table, easier, harder=N, stock=blue,green,red,white,black.
splendor-option-bad = “{ $value }” is not a value for { $option }: use { $allowed }.
splendor-option-stock = “{ $value }” is not a stock order: name the five gems once each, for places 2 to 6, e.g. stock=blue,green,red,white,black.
splendor-game-over = The game is over. Start a new one with /splendor new.
splendor-your-move-first = It is your move first: enter it with /splendor take, buy or reserve.
splendor-bot-turn-first = It is the bot's turn: type /splendor turn first.
splendor-move-unknown = “{ $verb }” is not a move: take, buy, reserve or pass.
splendor-take-bad = I can't read “{ $tokens }” as tokens: type them like this, e.g. take w u g, or take 2r.
splendor-take-no-gold = Gold cannot be taken: you get one when you reserve a card.
splendor-take-none-left = There is no { $colour } left in the bank.
splendor-take-two-needs-four = You can take two { $colour } only from a pile of 4: it holds { $count }.
splendor-take-rule = Take { $count ->
        [one] 1 gem
       *[other] { $count } different gems
    }, or 2 of one gem whose pile holds 4.
splendor-name-a-card = Name a card: its place (2.3 = level 2, 3rd from the left), its number (#37) or its code (2 red 2: 3w 5k).
splendor-slot-empty = Slot { $level }.{ $slot } is empty.
splendor-no-reserved = You have no reserved card r{ $index } (you have { $count }).
splendor-card-not-here = No card here matches “{ $code }”.
splendor-card-ambiguous = “{ $code }” matches { $count ->
        [one] 1 card
       *[other] { $count } cards
    }: name it by its place (2.3) or number (#37).
splendor-card-bad-code = “{ $code }” is not a card code: level, color, points, then a colon and the cost, e.g. 2 red 2: 3w 5k, or #37.
splendor-card-wrong-level = That is a level-{ $given } card; I need a level-{ $level } one.
splendor-card-no-match = No level-{ $level } card in the game has that code: check the color, points and cost.
splendor-card-in-play = #{ $card } ({ $colour }, { $points ->
        [one] 1 prestige point
       *[other] { $points } prestige points
    }, cost { $cost }) is already in play.
splendor-cannot-afford = You cannot afford #{ $card } ({ $colour }, cost { $cost }): you lack { $missing }.
splendor-reserve-full = You already hold { $max } reserved cards.
splendor-deck-none = The level-{ $level } deck is empty.
splendor-pass-not-allowed = You can still take, buy or reserve: a pass is only for when nothing is possible.

## Help

splendor-help =
    /splendor new [dice=bot|player] [deal=bot|table] [easier] [harder=N] [stock=blue,green,red,white,black] [seed=N] — start a game (deal=bot: I shuffle and name each card to lay out; deal=table: you deal and tell me each card)
    /splendor turn — the bot's turn (it plays first), or the open question again
    /splendor take w u g | take 2r — your move: three different gems, or two of one gem from a pile of 4
    /splendor buy 2.3 | buy #37 | buy r1 — your move: buy a face-up card (level.place from the left, or its number) or one you reserved
    /splendor reserve 2.3 | reserve deck 3 — your move: reserve a face-up card or the top of a deck (with a gold while any is left)
    /splendor pass — only when you can do nothing else
    /splendor status — the bot's tokens, bonuses, prestige, kept cards and stock order; yours; the market, nobles and bank
    /splendor board — the market, the decks, the nobles and the bank
    /splendor log — every decision so far, with its rule
    /splendor undo — take the last step back
    /splendor end — end the game now and name the winner
    Codes: w white, u blue, g green, r red, k black, y gold; a card: 2 red 2: 3w 5k (level, color, points: cost)

## Discord's slash commands (descriptions, at most 100 characters)

cmd-splendor-new = A new game of Splendor against the mild solo bot in this channel
cmd-splendor-new-dice = Who rolls the bot's die
cmd-splendor-new-deal = The bot shuffles and names the cards (bot), or you deal and enter them (table)
cmd-splendor-new-easier = Easier: the bot skips its first turn
cmd-splendor-new-harder = Harder: the bot starts with N kept cards (1 prestige point each)
cmd-splendor-new-stock = The gems of stock places 2–6, e.g. blue,green,red,white,black
cmd-splendor-new-seed = Replay a game from its seed
cmd-splendor-board = The market, the decks, the nobles and the bank
cmd-splendor-take = Your move: take gems
cmd-splendor-take-tokens = Three different gems (w u g) or two of one (2r)
cmd-splendor-buy = Your move: buy a face-up or reserved card
cmd-splendor-buy-card = Its place (2.3), number (#37), reserved card (r1) or code (2 red 2: 3w 5k)
cmd-splendor-reserve = Your move: reserve a card (with a gold while any is left)
cmd-splendor-reserve-card = Its place (2.3), number (#37), or the top of a deck (deck 3)
cmd-splendor-pass = Pass, when you can do nothing else

splendor-discard-option = give back { $tokens }
splendor-discard-bad = I can't read “{ $tokens }” as tokens: type what you give back, e.g. `2w` or `1w 1k` ({ $count ->
        [one] 1 token
       *[other] { $count } tokens
    } in all).
splendor-discard-count = “{ $tokens }” gives back { $given ->
        [one] 1 token
       *[other] { $given } tokens
    }: you must give back { $count ->
        [one] exactly 1
       *[other] exactly { $count }
    }.
splendor-discard-more-than-held = You have only { $held } { $colour }: you cannot give back { $count }.
splendor-place-bad = “{ $place }” is not a place in the market: a place is level.place, level 1–3 and place 1–4 from the left, e.g. 2.3.
splendor-deck-bad = “{ $deck }” is not a deck: the decks are levels 1 to 3, e.g. deck 3.
splendor-question-waits = The open question waits: if the game goes on, it is asked again; if it ends, the turn or move waiting on it is not played.
# Said by /end in games stored before the open question waited (their logs and transcripts).
splendor-question-dropped = The question that was open is dropped, and the turn or move waiting on it is not played.
splendor-roll-ask = Roll the bot's die (it holds { $count ->
        [one] 1 token
       *[other] { $count } tokens
    }): 1, it takes a gold; 2–6, it takes gems from that place of the stock. Type the face.

## The chat service's words for this game

# Its title in running text (a message with a `game` parameter gets `$title`)
game-splendor = Splendor

# Discord's slash commands (names: lowercase, no spaces, at most 32 characters; descriptions at most 100)
cmd-splendor = Splendor: play the mild solo bot
cmd-name-take = take
cmd-name-buy = buy
cmd-name-reserve = reserve
cmd-name-pass = pass
cmd-param-deal = deal
cmd-param-easier = easier
cmd-param-stock = stock
cmd-param-tokens = tokens
cmd-param-card = card
cmd-choice-deal-bot = The bot shuffles and names the cards
cmd-choice-deal-table = I deal and tell the bot each card

# The board's picture (bot/pictures)
picture-splendor-title = { $title } · the bot's turn { $turn }
picture-splendor-market = Market
picture-splendor-deck = deck: { $count }
picture-splendor-nobles = Nobles ({ $count })
picture-splendor-bank = Bank
picture-splendor-bot = The bot: { $points } prestige · { $nobles ->
        [one] 1 noble
       *[other] { $nobles } nobles
    }
picture-splendor-tokens = Tokens: { $count }
picture-splendor-bonuses = Cards: { $count }
picture-splendor-kept = Kept: { $count }

# What is offered while a player types (Discord's autocomplete)
suggest-splendor-deck = deck { $level } · the top of the level-{ $level } deck ({ $count ->
        [one] 1 card
       *[other] { $count } cards
    })

# The chat service's lines in this game's own words: its automa named at a new game
splendor-variant-mild = the mild solo bot

# The automa's odds (/splendor odds) in this game's own words
splendor-odds-automa = The mild solo bot scores
splendor-odds-none = There are no odds for { $title } with those words. Try /splendor odds, /rajas odds or /rajas odds beck 2.

# Rules explained (/splendor rule ID): each tag's rule in two or three sentences, .title its
# one-line title. Terms of the published English rules (prestige points, development cards,
# gem tokens, gold, nobles, reserve); the bot's "kept" cards are the seed's 確保.
splendor-rule-sp-1 = Set up as for two players: 4 tokens of each gem, 5 gold and 3 nobles. The bot has one die, and the bank is laid out on six numbered places, the stock: place 1 always holds gold, places 2–6 the five gems in an order fixed at setup.
    .title = Setup and the stock
splendor-rule-sp-2 = Before play the bot takes 1 gold and the top card of the level-1 deck, which it owns and counts for its bonuses and prestige. The bot plays first.
    .title = The bot's head start
splendor-rule-sp-3 = Before each of its turns the bot reports its tokens, its cards by color and its prestige, the counts the seed asks you to make every turn.
    .title = Counting before the bot's turn
splendor-rule-sp-4 = The bot first tries to buy: among the face-up cards it can afford, the one with the most prestige, ties going to the one that costs it fewest tokens (then the higher level, then left to right). It pays gems before gold and never buys a card it has kept.
    .title = Buying first
splendor-rule-sp-5 = When it can buy nothing, the bot takes tokens, and how depends on how many it already holds: 0–7, 8–9 or 10.
    .title = Taking tokens
splendor-rule-sp-5-1 = With 0–7 tokens the bot rolls its die. On a 1 it takes a gold (and reserves nothing); on 2–6, if that place holds 4 gems it takes 2 of them, otherwise one gem from that place and from each following place, three different gems in all, wrapping from 6 back to 2.
    .title = 0–7 tokens: the die decides
splendor-rule-sp-5-2 = With 8 or 9 tokens and nothing to buy, the bot takes a gold and reserves nothing.
    .title = 8–9 tokens: a gold
splendor-rule-sp-5-3 = With 10 tokens and nothing to buy, the bot keeps the top card of the level-3 deck, set aside. It never buys it; each kept card is worth 1 prestige toward the 15-point end, but counts for no noble and never breaks a tie.
    .title = 10 tokens: a kept card
splendor-rule-sp-5-4 = When the gold has run out and the die shows 1, the bot keeps the top level-3 card exactly as with 10 tokens.
    .title = No gold left on a 1
splendor-rule-sp-6 = When a gem runs out its place is removed and the later places move down; a roll beyond the last filled place counts as place 2. A gem that comes back to the stock goes to the last place; place 1 is always gold.
    .title = The stock order changes
splendor-rule-sp-7 = At the end of every turn, yours and the bot's: refill the market for a bought card, discard down to 10 tokens if you hold more, let a noble visit whoever meets its requirement (the bot by its card bonuses, not its kept cards) and check for 15 prestige.
    .title = End of each turn
splendor-rule-sp-8 = If you reach 15 prestige before the bot, you win. Once the bot reaches 15 you get one more turn and win if you then have at least as many points; an exact tie goes to whoever has fewer development cards, then to you.
    .title = The end of the game
splendor-rule-sp-9 = Easier: the bot skips its first turn but keeps its head start. Harder: the bot starts with N kept cards, 1 prestige each.
    .title = Difficulty
splendor-rule-sp-10 = To decide a purchase the bot must know the 12 face-up cards: you enter each card laid out (one tap from the card list), or the bot deals the market from a shuffled digital deck. Your own purchases, reservations and takes are entered too, so the bank and the market stay true.
    .title = What the bot must know

# Difficulty levels (engines/splendor/ladder.py): the name, then one line on what changes
splendor-level-mild-easier = Easier
splendor-level-mild-easier-about = The bot skips its first turn, keeping its head start (SP-9).
splendor-level-mild = Standard
splendor-level-mild-about = The bot as the seed sets it up, neither easier nor harder (SP-9).
splendor-level-mild-harder-1 = Harder: 1 kept card
splendor-level-mild-harder-1-about = The bot starts with one kept card from the level-3 deck, 1 prestige point each (SP-9).
splendor-level-mild-harder-2 = Harder: 2 kept cards
splendor-level-mild-harder-2-about = The bot starts with 2 kept cards from the level-3 deck, 1 prestige point each (SP-9).
splendor-level-mild-harder-3 = Harder: 3 kept cards
splendor-level-mild-harder-3-about = The bot starts with 3 kept cards from the level-3 deck, 1 prestige point each (SP-9).
splendor-level-mild-harder-4 = Harder: 4 kept cards
splendor-level-mild-harder-4-about = The bot starts with 4 kept cards from the level-3 deck, 1 prestige point each (SP-9).
splendor-level-mild-harder-5 = Harder: 5 kept cards
splendor-level-mild-harder-5-about = The bot starts with 5 kept cards from the level-3 deck, 1 prestige point each (SP-9).
splendor-level-mild-harder-6 = Harder: 6 kept cards
splendor-level-mild-harder-6-about = The bot starts with 6 kept cards from the level-3 deck, 1 prestige point each (SP-9).
splendor-level-mild-harder-7 = Harder: 7 kept cards
splendor-level-mild-harder-7-about = The bot starts with 7 kept cards from the level-3 deck, 1 prestige point each (SP-9).
splendor-level-mild-harder-8 = Harder: 8 kept cards
splendor-level-mild-harder-8-about = The bot starts with 8 kept cards from the level-3 deck, 1 prestige point each (SP-9).
splendor-level-mild-harder-9 = Harder: 9 kept cards
splendor-level-mild-harder-9-about = The bot starts with 9 kept cards from the level-3 deck, 1 prestige point each (SP-9).
splendor-level-mild-harder-10 = Harder: 10 kept cards
splendor-level-mild-harder-10-about = The bot starts with 10 kept cards from the level-3 deck, 1 prestige point each (SP-9).

# An automaton's seat as a logged play names it (BG Stats).
splendor-seat-mild = Solo bot
# The board's picture in words, for a reader who cannot see it (its alt text; a screen reader reads it)
splendor-alt-title = { $title }, the bot's turn { $turn }.
splendor-alt-kept = { $count ->
        [one] The bot's kept card: { $cards }.
       *[other] The bot's kept cards: { $cards }.
    }
splendor-alt-unseen = one unseen
splendor-alt-card = { $level }.{ $slot }: #{ $card } { $colour }, { $points ->
        [one] 1 prestige point
       *[other] { $points } prestige points
    }, cost { $cost }.
