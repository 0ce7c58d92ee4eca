### Glossary (English): the terms of Wehrlegig Games' Pax Pamir, Second Edition rulebook and
### its Wakhan solo rules (the seed 004 is a Spanish summary). American spelling, as that
### rulebook ("favored suit"); the typed command word accepts "favoured" and "favored" alike.
###   coalitions (Afghan, British, Russian), loyalty, coalition blocks (armies and roads),
###   dominance check (and the final one), influence, patriots, prizes, gifts; cylinders in play
###   (tribes, spies, gifts); court, hand, the market and its columns; rupees; suits (political,
###   military, intelligence, economic), stars, the favored suit; leverage, overthrow; victory
###   points (VP); Wakhan, the automa, and her AI deck.

# Pax Pamir (2nd edition): the table's referee and scorekeeper (English).
# The chat layer prints "[RULE] " before each event line. Player names are shown as typed.
#
# Glossary sources: the words of Wehrlegig Games' English rulebook of the second edition
# (coalitions Afghan, British, Russian; suits political, military, intelligence, economic;
# favored suit, dominance check, gifts, prizes, patriots, cylinders). The typed words below
# (paxpamir-typed-*) are the engine's own and are taken in every language.

## Words passed as parameters

paxpamir-coalition-afghan = Afghan
paxpamir-coalition-british = British
paxpamir-coalition-russian = Russian
paxpamir-suit-political = political
paxpamir-suit-military = military
paxpamir-suit-intelligence = intelligence
paxpamir-suit-economic = economic
paxpamir-field-vp = victory points
paxpamir-field-rupees = rupees
paxpamir-field-loyalty = loyalty
paxpamir-field-influence = influence
paxpamir-field-gifts = gifts
paxpamir-field-prizes = prizes
paxpamir-field-patriots = patriots
paxpamir-field-cylinders = cylinders in play
paxpamir-field-stars = stars
paxpamir-what-column = market column
paxpamir-what-tribes = number of tribes
paxpamir-what-pieces = number of pieces
paxpamir-what-spies = number of spies
paxpamir-what-rank = card rank
paxpamir-what-own = count of your armies or spies there
paxpamir-not-a-patriot = It was not a patriot

## Words typed in commands (bot/words/typed.py): each is the word this language's messages
## teach; `.forms` lists the other forms a player may type. Case and accents do not count,
## and the English word is taken in every language. The English words are the engine's own.

paxpamir-typed-ledger = ledger
paxpamir-typed-blocks = blocks
paxpamir-typed-favoured = favoured
    .forms = favored
paxpamir-typed-check = check
paxpamir-typed-final = final
paxpamir-typed-discard = discard
paxpamir-typed-tribe = tribe
paxpamir-typed-card = card
paxpamir-typed-cleanup = cleanup
paxpamir-typed-cost = cost
paxpamir-typed-buy = buy
paxpamir-typed-play = play
paxpamir-typed-gift = gift
paxpamir-typed-build = build
paxpamir-typed-betray = betray
paxpamir-typed-spies = spies
paxpamir-typed-tax = tax
paxpamir-typed-battle = battle
paxpamir-typed-market = market
paxpamir-typed-rule = rule
paxpamir-typed-vp = vp
paxpamir-typed-rupees = rupees
paxpamir-typed-loyalty = loyalty
paxpamir-typed-influence = influence
paxpamir-typed-patriots = patriots
paxpamir-typed-patriot = patriot
paxpamir-typed-prizes = prizes
paxpamir-typed-prize = prize
paxpamir-typed-gifts = gifts
paxpamir-typed-cylinders = cylinders
paxpamir-typed-stars = stars
paxpamir-typed-political = political
paxpamir-typed-military = military
paxpamir-typed-intelligence = intelligence
paxpamir-typed-economic = economic
paxpamir-typed-afghan = afghan
paxpamir-typed-british = british
paxpamir-typed-russian = russian

## Setup and turns (PP-1, PP-2)

paxpamir-ask-players = Who plays? Type the names in seat order, separated by commas: 1 to 5 players, one word each (Wakhan is the automa), e.g. Ana, Ben, Wakhan.
paxpamir-ask-loyalty = { $who }'s loyalty?
paxpamir-setup = A table of { $count ->
        [one] one player
       *[other] { $count } players
    }: I keep the victory points, each player's rupees, loyalty, influence, stars and cylinders in play, the coalition blocks and the favored suit ({ $favoured } at the start). Everyone starts with { $rupees ->
        [one] 1 rupee
       *[other] { $rupees } rupees
    }.
paxpamir-joins = { $who }: loyal to the { $coalition } coalition, { $rupees ->
        [one] 1 rupee
       *[other] { $rupees } rupees
    }, influence 1.
paxpamir-joins-wakhan = { $who } is the automa: loyal to every coalition, her AI deck decides her moves and I keep her numbers like everyone's ({ $rupees ->
        [one] 1 rupee
       *[other] { $rupees } rupees
    }). By her rules she takes the first turn.
paxpamir-how = Tell me each change as it happens: /paxpamir { $who } rupees +3, /paxpamir blocks afghan 6, /paxpamir favoured military; /paxpamir check when a dominance check is resolved (check final for the last one); /paxpamir turn when a turn is over; /paxpamir status for the whole table.
paxpamir-turn = { $who }'s turn: up to two actions (purchase, play, card action) plus free ones; card actions of the favored suit ({ $suit }) cost no action.
paxpamir-turn-wakhan = { $who }'s turn: draw her AI card and follow it; tell me her rupees, points and pieces as they change. Favored suit: { $suit }.
paxpamir-turn-over = { $who }'s turn is over: cleanup.

## Cleanup and limits (PP-8, PP-9)

paxpamir-limits = { $who } may keep { $court ->
        [one] 1 card
       *[other] { $court } cards
    } in court (3 + { $political } political) and { $hand } in hand (2 + { $intelligence } intelligence); the rest is discarded at cleanup.
paxpamir-cleanup-market = Then the market: discard the events in its leftmost column, resolving their discard effects (a dominance check there: /paxpamir check); slide the cards left, each picking up the rupees on the empty spaces; refill from the deck on the right. A second dominance check drawn: do a check, discard both, refill.
paxpamir-cleanup-discards = A court card discarded, to the limit or by any rule: /paxpamir { $who } discard — its stars, leverage, overthrow and spies follow.

## The ledger (PP-1, PP-6, PP-9, PP-10, PP-11, PP-14)

paxpamir-set = { $who }: { $field } { $old } → { $new }.
paxpamir-set-stars = { $who }: { $suit } stars { $old } → { $new }.
paxpamir-shelter = { $count ->
        [0] { $who } has no economic star: every rupee can be taxed.
        [one] { $who }'s economic star shelters 1 rupee from tax.
       *[other] { $who }'s { $count } economic stars shelter { $count } rupees from tax.
    }
paxpamir-military-tiebreak = Military stars break a tie for the most points at the end: { $who } has { $count }.
paxpamir-influence = { $who }'s influence with the { $coalition } coalition: { $old } → { $new } (1 + { $patriots ->
        [one] 1 patriot
       *[other] { $patriots } patriots
    } + { $prizes ->
        [one] 1 prize
       *[other] { $prizes } prizes
    } + { $gifts ->
        [one] 1 gift
       *[other] { $gifts } gifts
    }).
paxpamir-gift-cylinders = A gift is a cylinder on a gift space: { $who }'s cylinders in play { $old } → { $new }.
paxpamir-next-gift = { $cost ->
        [0] { $who } has all three gifts.
       *[other] { $who }'s next gift costs { $cost ->
            [one] 1 rupee
           *[other] { $cost } rupees
        }.
    }
paxpamir-loyalty-change = { $who } changes loyalty: { $old } → { $new }.
paxpamir-loyalty-discard = { $total ->
        [0] Nothing tied to the { $coalition } loyalty was held: nothing to discard.
       *[other] Everything tied to the { $coalition } loyalty is discarded: { $gifts ->
            [one] 1 gift
           *[other] { $gifts } gifts
        }, { $patriots ->
            [one] 1 patriot
           *[other] { $patriots } patriots
        }, { $prizes ->
            [one] 1 prize
           *[other] { $prizes } prizes
        }.
    }
paxpamir-patriots-gone = The discarded patriots leave { $who }'s court with their stars, and each may cause an overthrow: report each one with /paxpamir { $who } discard.
paxpamir-loyalty-by-card = The { $by ->
        [patriot] patriot
       *[prize] prize
    } that brought the change counts for the new loyalty.
paxpamir-blocks = Blocks in play: Afghan { $afghan } · British { $british } · Russian { $russian }. { $dominant ->
        [yes] A check now would make the { $leader } coalition dominant ({ $lead } ahead).
       *[other] A check now would find no coalition dominant.
    }
paxpamir-favoured = The favored suit is now { $new } (it was { $old }).
paxpamir-favoured-free = Card actions of the { $suit } suit cost no action.
paxpamir-favoured-price = { $doubled ->
        [yes] With military favored every purchase costs double.
       *[other] Purchases cost their normal price again.
    }

## Refusals of the ledger

paxpamir-ledger-what = What changes for { $who }? e.g. /paxpamir { $who } rupees +3, vp 7, military +1, loyalty russian, or discard.
paxpamir-field-unknown = I keep no “{ $field }” for { $who }: vp, rupees, loyalty, influence, patriots, prizes, gifts, cylinders, or stars by suit (military, political, intelligence, economic).
paxpamir-amount-missing = Give one number after the field: +3 or -2 to change it, 7 to set it (at most { $max }).
paxpamir-amount-bad = “{ $value }” is not a number I can take: +3 or -2 changes, 7 sets (plain digits, at most { $max }).
paxpamir-amount-range = { $who }'s { $field } would be { $new }: it stays between { $min } and { $max }. Nothing changed.
paxpamir-influence-floor = { $who }'s influence cannot be { $new }: 1 + { $gifts ->
        [one] 1 gift
       *[other] { $gifts } gifts
    } + { $prizes ->
        [one] 1 prize
       *[other] { $prizes } prizes
    } already make { $base }.
paxpamir-wakhan-loyalty = { $who } is loyal to every coalition by her rules: her loyalty never changes. Her patriots and prizes are kept by coalition, e.g. /paxpamir { $who } patriots british +1.
paxpamir-wakhan-coalition = { $who } holds patriots and prizes of every coalition: say which, e.g. /paxpamir { $who } patriots british +1.
paxpamir-other-coalition = { $who } is loyal to the { $loyalty } coalition: a { $coalition } patriot or prize means a change of loyalty: /paxpamir { $who } loyalty { $word } patriot.
paxpamir-loyalty-same = { $who } is already loyal to the { $coalition } coalition.
paxpamir-loyalty-by = “{ $value }” is not what brought the change: add patriot or prize, or nothing.
paxpamir-coalition-unknown = “{ $coalition }” is not a coalition: afghan, british or russian.
paxpamir-suit-unknown = “{ $suit }” is not a suit: political, military, intelligence or economic.
paxpamir-favoured-same = The { $suit } suit is already favored.
paxpamir-blocks-bad = “{ $value }” is not a count of blocks: /paxpamir blocks afghan 6, blocks british +1, or all three in order, blocks 6 2 1 (Afghan, British, Russian; at most { $max }).
paxpamir-blocks-range = The { $coalition } coalition cannot have { $new ->
        [one] 1 block
       *[other] { $new } blocks
    } in play.
paxpamir-unknown = “{ $word }” is neither a command nor a player. Players: { $names }. /paxpamir help lists the commands.
paxpamir-player-unknown = There is no player called “{ $name }”. Players: { $names }.
paxpamir-name-a-player = Name one player: { $names }.
paxpamir-game-over = This game is over. /paxpamir new starts another.

## New game options

paxpamir-players-count = Pax Pamir takes 1 to { $max ->
        [one] 1 player
       *[other] { $max } players
    }, not { $count }.
paxpamir-name-bad = “{ $name }” cannot be a player's name: one word of letters (digits and _ may follow), at most { $max ->
        [one] 1 character
       *[other] { $max } characters
    }, since it is typed as a command.
paxpamir-name-reserved = “{ $name }” is a command word: choose another name.
paxpamir-name-twice = “{ $name }” is named twice.
paxpamir-option-unknown = /paxpamir new has no option “{ $option }”: players=, loyalty=, rupees=, wakhan=, savvy=, steadfast=, spymove=, seed=.
paxpamir-option-loyalty = “{ $value }” is not a list of loyalties: afghan, british or russian, one per player in seat order (Wakhan has none), e.g. loyalty=british,russian.
paxpamir-option-loyalty-alone = Name the players too: players=Ana,Ben loyalty=british,russian.
paxpamir-option-loyalty-count = { $given ->
        [one] 1 loyalty
       *[other] { $given } loyalties
    } for { $count ->
        [one] 1 player
       *[other] { $count } players
    } (Wakhan has none): one each, in seat order.
paxpamir-option-rupees = “{ $value }” is not a number of rupees to start with (0–{ $max }).

## The dominance check (PP-10) and the end (PP-14)

paxpamir-check-start = { $final ->
        [yes] The final dominance check (check { $nth }): its points are doubled.
       *[other] Dominance check { $nth }.
    }
paxpamir-ask-blocks-right = Blocks in play on the board: Afghan { $afghan } · British { $british } · Russian { $russian }. Right?
paxpamir-ask-blocks = Type the blocks in play, Afghan British Russian: e.g. 6 2 1 (or afghan 6 russian 1).
paxpamir-check-blocks = Blocks in play: Afghan { $afghan } · British { $british } · Russian { $russian }.
paxpamir-check-dominant = The { $coalition } coalition is dominant: { $blocks ->
        [one] 1 block
       *[other] { $blocks } blocks
    }, { $lead } more than any other (4 needed).
paxpamir-check-tied = { $coalitions } tie for the most blocks ({ $blocks }): no coalition is dominant.
paxpamir-check-short = The { $coalition } coalition leads by only { $lead } (4 needed): no coalition is dominant.
paxpamir-check-places = { $dominant ->
        [yes] Its loyal players score by influence
       *[other] Everyone scores by cylinders in play
    }, place by place: { $places }{ $final ->
        [yes] { " " }(doubled for the final check).
       *[other] .
    }
paxpamir-ask-influence-right = Influence with the { $coalition } coalition: { $values }. Right?
paxpamir-ask-influence = Type the influence of { $names } with the { $coalition } coalition, in that order (e.g. 3 1), or only the wrong ones by name (Ana 3).
paxpamir-ask-cylinders-right = Cylinders in play: { $values }. Right?
paxpamir-ask-cylinders = Type the cylinders in play of { $names }, in that order (e.g. 5 3 4), or only the wrong ones by name (Ana 5 Ben 3).
paxpamir-values-bad = One number for each of { $names } in that order, or names with numbers (Ana 3); plain digits.
paxpamir-check-nobody-loyal = Nobody is loyal to the { $coalition } coalition: no points.
paxpamir-check-nobody-scores = Nobody has any { $measure }: no points.
paxpamir-award = { $who }, { $measure } { $value }: { $place ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $place }th
    } place, { $points ->
        [one] 1 point
       *[other] { $points } points
    }.
paxpamir-award-tie = { $names } tie at { $measure } { $value } for places { $first }–{ $last }: { $terms } = { $total }, split { $count } ways and rounded down: { $each ->
        [one] 1 point
       *[other] { $each } points
    } each.
paxpamir-vp = { $who }: victory points { $old } → { $new } (+{ $gain }).
paxpamir-blocks-removed = A successful check: { $count ->
        [one] its one block leaves the board.
       *[other] all { $count } blocks leave the board.
    }
paxpamir-blocks-stay = The check failed: the blocks stay on the board (the published rule; the seed's summary would remove them).
paxpamir-standings = Points: { $standings }.
paxpamir-no-lead = Nobody is 4 points ahead of everyone else: the game goes on.
paxpamir-win-lead = { $who } is { $lead ->
        [one] 1 point
       *[other] { $lead } points
    } ahead of everyone (4 needed) and wins at once!
paxpamir-tie-points = { $names } tie at { $vp ->
        [one] 1 point
       *[other] { $vp } points
    }; military stars: { $stars }.
paxpamir-winner-points = { $who } has the most points ({ $vp }) and wins!
paxpamir-winner-military = { $who } has the most military stars ({ $count }) and wins the tie!
paxpamir-tie-military = { $names } tie on military stars too; rupees: { $purses }.
paxpamir-winner-rupees = { $who } has the most rupees ({ $count }) and wins the tie!
paxpamir-winner-shared = Still tied: { $names } share the victory (unless a Chopan kebab cook-off settles it, as the seed suggests).
paxpamir-ask-end-now = End the game now and name the winner as the points stand?
paxpamir-ended = The game ends here. Points: { $standings }.
paxpamir-ended-unseated = The game ends before anyone has a seat at the table: no one wins.
paxpamir-end-cancelled = The game goes on.
paxpamir-question-waits = The open question waits: if the game goes on, it is asked again; if it ends, what was waiting on it is not recorded.

## Cost calculators (PP-3, PP-4, PP-6, PP-7, PP-11, PP-12, PP-13)

paxpamir-cost-what = Which cost? { $kinds }, e.g. /paxpamir cost buy 3.
paxpamir-cost-number = “{ $value }” is not a valid { $what }: a whole number from { $min } to { $max }.
paxpamir-cost-buy = { $column ->
        [0] The leftmost card (column 0) is free.
        [1] Column 1 (the leftmost is 0): 1 rupee on the card to its left.
       *[other] Column { $column } (the leftmost is 0): 1 rupee on each of the { $column } cards to its left, { $cost ->
            [one] 1 rupee
           *[other] { $cost } rupees
        } in all.
    }
paxpamir-cost-buy-doubled = Military is favored: the cost doubles to { $cost ->
        [one] 1 rupee
       *[other] { $cost } rupees
    } (2 on each card to its left).
paxpamir-cost-buy-notes = An empty space to the left: pay onto the card in the other row. Rupees lying on the card bought are the buyer's; an event card bought is resolved and discarded.
paxpamir-cost-play-free = Free: you rule the card's region, or nobody does.
paxpamir-cost-play = Pay { $ruler } { $count ->
        [one] 1 rupee
       *[other] { $count } rupees
    }, one per tribe of theirs in the card's region; { $ruler } may waive any part.
paxpamir-cost-play-ruler = Pay the ruler { $count ->
        [one] 1 rupee
       *[other] { $count } rupees
    }, one per tribe of theirs in the card's region; the ruler may waive any part.
paxpamir-cost-gift = { $who }'s next gift ({ $gifts } so far): { $cost ->
        [one] 1 rupee
       *[other] { $cost } rupees
    }.
paxpamir-cost-gift-none = { $who } has all three gifts: no gift space is left.
paxpamir-cost-gift-influence = A gift is one more influence for { $who } and one more cylinder in play: /paxpamir { $who } gifts +1 once it is placed.
paxpamir-cost-build = { $count ->
        [one] 1 army or road
       *[other] { $count } armies or roads
    }: { $cost ->
        [one] 1 rupee
       *[other] { $cost } rupees
    } (2 each, at most 3).
paxpamir-cost-build-ruler = Only in a region you rule: at least one of your tribes there and more ruling pieces than anyone else.
paxpamir-cost-betray = Betray: { $cost ->
        [one] 1 rupee
       *[other] { $cost } rupees
    } to discard a card on which you have a spy.
paxpamir-cost-betray-prize = You may take it as a prize: +1 influence, and a prize of another coalition changes your loyalty.
paxpamir-cost-betray-owner = Its owner reports the discard (/paxpamir NAME discard): leverage, overthrow, spies going home.
paxpamir-cost-spies = Spies on the card: { $spies }. { $who } has the most: pay { $who } { $count ->
        [one] 1 rupee
       *[other] { $count } rupees
    } (they may waive it).
paxpamir-cost-spies-tie = Spies on the card: { $spies }. { $names } tie for the most ({ $count }): nobody is paid.
paxpamir-cost-spies-none = Spies on the card: { $spies }. None: the action costs nothing extra.
paxpamir-cost-tax = { $who } taxes with a rank-{ $rank } card: up to { $rank ->
        [one] 1 rupee
       *[other] { $rank } rupees
    } in all, from the market's cards and from players, in any split.
paxpamir-cost-tax-player = { $who }: { $rupees ->
        [one] 1 rupee
       *[other] { $rupees } rupees
    }, { $shelter } sheltered by economic stars: at most { $take } can be taken.
paxpamir-cost-tax-market = From the market: the rupees lying on its cards, up to { $rank }, always — alone or together with players.
paxpamir-cost-tax-court = A player can be taxed only if they have a court card of a region { $who } rules.
paxpamir-cost-tax-self = { $who } is the one taxing: name another player, or the market.
paxpamir-cost-battle = A rank-{ $rank } battle with { $own } of your armies or spies there removes up to { $count ->
        [one] 1 piece
       *[other] { $count } pieces
    }. Your loyalty's armies, roads and tribes are immune; spies are not.
paxpamir-cost-rule-row = { $who }: { $tribes ->
        [one] 1 tribe
       *[other] { $tribes } tribes
    }, { $pieces ->
        [one] 1 ruling piece
       *[other] { $pieces } ruling pieces
    }.
paxpamir-cost-rule-ruler = { $who } rules the region: a tribe there and the most ruling pieces ({ $count }).
paxpamir-cost-rule-tie = { $names } tie at { $count ->
        [one] 1 ruling piece
       *[other] { $count } ruling pieces
    }: nobody rules the region.
paxpamir-cost-rule-no-tribe = { $who } has the most ruling pieces but no tribe there: nobody rules the region.
paxpamir-rule-bad = For each player a name and two numbers, tribes then ruling pieces: /paxpamir cost rule ana 1 3 ben 0 2.
paxpamir-spies-bad = Name each spy owner once, with a number: e.g. Ben 1 Carla 2 (players: { $names }).
paxpamir-spies-more = { $who } has only { $cylinders ->
        [one] 1 cylinder
       *[other] { $cylinders } cylinders
    } on the map, not { $count ->
        [one] 1 spy
       *[other] { $count } spies
    }.

## A discard: leverage, overthrow, spies (PP-6, PP-7, PP-11, PP-13)

paxpamir-ask-discard-suit = Which suit was { $who }'s discarded card?
paxpamir-ask-discard-stars = How many stars did it show ({ $suit })?
paxpamir-ask-leveraged = Was it leveraged (the black scales)?
paxpamir-leverage = A leveraged card discarded costs 2 rupees: { $who } pays { $paid } ({ $old } → { $new }){ $cards ->
        [0] .
        [one] { " " }and discards 1 more card from hand or court for the rupee owed.
       *[other] { " " }and discards { $cards } more cards from hand or court, one per rupee owed.
    }
paxpamir-leverage-wakhan = A leveraged card discarded costs 2 rupees: { $who } pays { $paid } ({ $old } → { $new }){ $owed ->
        [0] .
        [one] ; by her solo rules she discards no card for the rupee she cannot pay.
       *[other] ; by her solo rules she discards no cards for the { $owed } rupees she cannot pay.
    }
paxpamir-ask-patriot = Was it a patriot?
paxpamir-ask-patriot-wakhan = Was it one of { $who }'s patriots, and of which coalition?
paxpamir-ask-last-political = Was it { $who }'s last political card of its region?
paxpamir-ask-tribes-there = Overthrow: all of { $who }'s tribes in that region are removed. How many were there?
paxpamir-overthrow-tribes = Overthrow: { $who } loses { $count ->
        [one] 1 tribe
       *[other] { $count } tribes
    }; cylinders in play { $old } → { $new }.
paxpamir-ask-spies = Did spies lie on it?
paxpamir-ask-spies-whose = Whose spies, and how many? e.g. Ben 1 Carla 2
paxpamir-spies-home = { $count ->
        [one] 1 spy goes
       *[other] { $count } spies go
    } back to { $who }: cylinders in play { $old } → { $new }.
paxpamir-tribe-lost = { $who } loses a tribe: cylinders in play { $old } → { $new }.
paxpamir-no-tribe = { $who } has no tribe or spy on the map (no cylinders in play besides gifts).
paxpamir-ask-last-tribe = Was it { $who }'s last tribe in that region?
paxpamir-ask-political-there = Overthrow: every political card of that region in { $who }'s court is discarded. How many are there?
paxpamir-overthrow-cards = Overthrow: { $who } discards { $count ->
        [one] 1 political card
       *[other] { $count } political cards
    }.
paxpamir-overthrow-card = Political card { $nth } of { $count }:
paxpamir-discard-done = Done: { $who }'s ledger follows the discard.
paxpamir-discard-what = “{ $value }”? Report a court card (/paxpamir NAME discard) or a tribe (/paxpamir NAME discard tribe).

## Status (one row per player)

paxpamir-status-board = Blocks: Afghan { $afghan } · British { $british } · Russian { $russian } ({ $dominant ->
        [yes] { $leader } dominant
       *[other] none dominant
    }) · checks done: { $checks }
paxpamir-status-favoured = Favored suit: { $suit }{ $doubled ->
        [yes] { " " }(purchases cost double)
       *[other] {""}
    } · ★ 🟣 political, 🔴 military, 🔵 intelligence, 🟡 economic
paxpamir-status-player = { $turn ->
        [yes] ▶
       *[other] •
    } { $who } ({ $loyalty }): { $vp } VP · { $rupees ->
        [one] 1 rupee
       *[other] { $rupees } rupees
    } · influence { $influence } · { $cylinders } cyl. · ★ 🟣{ $political } 🔴{ $military } 🔵{ $intelligence } 🟡{ $economic } · court ≤{ $court }, hand ≤{ $hand }
paxpamir-status-wakhan = { $turn ->
        [yes] ▶
       *[other] •
    } { $who } (all coalitions): { $vp } VP · { $rupees ->
        [one] 1 rupee
       *[other] { $rupees } rupees
    } · influence Afg { $afghan } / Bri { $british } / Rus { $russian } · { $cylinders } cyl. · ★ 🟣{ $political } 🔴{ $military } 🔵{ $intelligence } 🟡{ $economic } · court ≤{ $court }, hand ≤{ $hand }
paxpamir-status-turn = { $who }'s turn (/paxpamir turn when it is over).
paxpamir-status-over = The game is over: { $reason ->
        [lead] { $names } won, 4 or more points ahead.
        [points] { $names } won on points.
        [military] { $names } won the tie on military stars.
        [rupees] { $names } won the tie on rupees.
        [shared] { $names } share the victory.
        [unseated] no one won; it was ended before anyone had a seat.
       *[ended] { $names } won when the game was ended.
    }

## Help and Discord's slash commands (descriptions, at most 100 characters)

paxpamir-help =
    /paxpamir new players=Ana,Ben,Wakhan [loyalty=british,russian] — a table of 1–5 (Wakhan: the automa; wakhan=virtual or physical: I keep her AI deck; steadfast=on: her steadfast loyalty, Board Game Arena's variant)
    /paxpamir ana rupees +3 · ana vp 7 · ana military +1 · ana gifts +1 · ana loyalty russian — the ledger; blocks afghan 6 · favoured military
    /paxpamir check [final] [6 2 1] — a dominance check · turn — cleanup, next player · ana discard [tribe] · play — Wakhan plays her AI card
    /paxpamir cost buy 3 (play, gift, build, betray, spies, tax, battle, rule) · status · board · log · undo · end
cmd-paxpamir = Pax Pamir: the table's referee and scorekeeper
cmd-paxpamir-new = A new Pax Pamir table in this channel
cmd-paxpamir-new-players = Names in seat order, e.g. Ana,Ben,Wakhan (Wakhan: the automa)
cmd-paxpamir-new-loyalty = Loyalties in seat order, e.g. british,russian (asked when not given)
cmd-paxpamir-new-rupees = Rupees each player starts with (4 in the published setup)
cmd-paxpamir-ledger = Change a player's ledger: rupees, points, stars, influence, loyalty…
cmd-paxpamir-ledger-player = The player's name
cmd-paxpamir-ledger-field = What changes
cmd-paxpamir-ledger-change = +3 or -2 changes it, 7 sets it; a coalition for loyalty
cmd-paxpamir-blocks = Coalition blocks in play
cmd-paxpamir-board = The blocks, the favored suit and every ledger in words, the last decision first
cmd-paxpamir-blocks-coalition = Which coalition
cmd-paxpamir-blocks-change = +1 or -2 changes, 6 sets
cmd-paxpamir-favoured = The favored suit is now…
cmd-paxpamir-favoured-suit = The new favored suit
cmd-paxpamir-check = A dominance check, explained step by step
cmd-paxpamir-check-final = The final dominance check (doubled points; the game ends)
cmd-paxpamir-check-blocks = The blocks Afghan British Russian, e.g. 6 2 1 (none: asked)
cmd-paxpamir-discard = A player lost a court card or a tribe: leverage, overthrow, spies
cmd-paxpamir-discard-player = Whose card or tribe
cmd-paxpamir-discard-what = A court card or a tribe
cmd-paxpamir-cleanup = A player's limits and what cleanup does
cmd-paxpamir-cleanup-player = Whose cleanup (none: the player whose turn it is)
cmd-name-play = play
cmd-paxpamir-play = Wakhan plays her revealed AI card's actions, explained rule by rule
cmd-paxpamir-cost = What an action costs, by the rules
cmd-paxpamir-cost-action = Which action
cmd-paxpamir-cost-numbers = Its numbers, e.g. 3 (column), 2 ben, ben 1 carla 2
cmd-paxpamir-turn = The current turn is over: cleanup, then the next player

## The chat service's words for this game

# Its title in running text (a message with a `game` parameter gets `$title`)
game-paxpamir = Pax Pamir

# Discord's slash commands (names: lowercase, no spaces, at most 32 characters; descriptions at most 100)
cmd-name-ledger = ledger
cmd-name-blocks = blocks
cmd-name-favoured = favoured
cmd-name-check = check
cmd-name-discard = discard
cmd-name-cleanup = cleanup
cmd-param-players = players
cmd-param-loyalty = loyalty
cmd-param-rupees = rupees
cmd-param-field = field
cmd-param-change = change
cmd-param-coalition = coalition
cmd-param-suit = suit
cmd-param-final = final
cmd-param-blocks = blocks
cmd-param-what = what
cmd-param-action = action
cmd-param-numbers = numbers
cmd-choice-field-vp = Victory points
cmd-choice-field-rupees = Rupees
cmd-choice-field-loyalty = Loyalty
cmd-choice-field-influence = Influence (the total)
cmd-choice-field-patriots = Patriots
cmd-choice-field-prizes = Prizes
cmd-choice-field-gifts = Gifts
cmd-choice-field-cylinders = Cylinders in play
cmd-choice-field-political = Political stars
cmd-choice-field-military = Military stars
cmd-choice-field-intelligence = Intelligence stars
cmd-choice-field-economic = Economic stars
cmd-choice-coalition-afghan = Afghan
cmd-choice-coalition-british = British
cmd-choice-coalition-russian = Russian
cmd-choice-suit-political = Political
cmd-choice-suit-military = Military
cmd-choice-suit-intelligence = Intelligence
cmd-choice-suit-economic = Economic
cmd-choice-what-card = A court card
cmd-choice-what-tribe = A tribe
cmd-choice-action-buy = Purchase from the market
cmd-choice-action-play = Play a card (the ruler's bribe)
cmd-choice-action-gift = Gift
cmd-choice-action-build = Build
cmd-choice-action-betray = Betray
cmd-choice-action-spies = Spies on a card (who is paid)
cmd-choice-action-tax = Tax
cmd-choice-action-battle = Battle
cmd-choice-action-rule = Who rules a region

# The board's picture (bot/pictures)
picture-paxpamir-title = { $title } · { $checks ->
        [0] no dominance check yet
        [one] 1 dominance check
       *[other] { $checks } dominance checks
    }
picture-paxpamir-blocks = Coalition blocks in play
picture-paxpamir-favoured = Favored suit:
picture-paxpamir-ledger = Ledger (stars by suit on the right)
picture-paxpamir-loyalty = loyalty
picture-paxpamir-vp = points
picture-paxpamir-rupees = rupees
picture-paxpamir-influence = influence
picture-paxpamir-gifts = gifts
picture-paxpamir-cylinders = cylinders

# The chat service's lines in this game's own words: its automa named at a new game, a game without dice, nothing asked
paxpamir-variant-referee = the table's referee and scorekeeper
paxpamir-variant-wakhan = the table's referee and scorekeeper, Wakhan's numbers included
paxpamir-no-dice = { $dice ->
        [bot] no dice: Wakhan's AI deck is shuffled from this game's seed, sealed until the end like the other games' dice.
       *[other] no dice: nothing at this table is left to chance.
    }
paxpamir-verify-unsealed = { $title } has no dice: there is nothing to verify.
paxpamir-no-question = Nothing is being asked right now. /paxpamir status shows the table.

# The automa's odds: this game has none (/paxpamir odds)
paxpamir-odds-none = There are no odds for { $title }: only the automata of Rajas of the Ganges and Splendor have them (/rajas odds, /splendor odds).

# Rules explained (/paxpamir rule ID): each tag's rule in two or three sentences, .title its
# one-line title. Terms of the published English rulebook (Pax Pamir, second edition,
# Wehrlegig Games): court, favored suit, dominance check, cylinders, patriots, prizes, gifts.
paxpamir-rule-pp-1 = Each player is loyal to one coalition: Afghan, British or Russian. Your loyalty decides which coalition's success scores for you and whose patriots you may keep.
    .title = Loyalty
paxpamir-rule-pp-2 = A turn is up to two actions, plus free actions, then cleanup. The actions are purchase, play and a card action; a card action of the favored suit costs no action.
    .title = A turn
paxpamir-rule-pp-3 = A card in market column c (leftmost 0) costs c rupees, one placed on each card to its left in the same row; with military favored the cost is doubled. Rupees lying on the card go to the buyer, and an event card bought is resolved and discarded.
    .title = Purchase cost
paxpamir-rule-pp-4 = Playing a card is free if you rule its region or nobody does. Otherwise you pay the ruler one rupee per tribe they have there, and the ruler may waive any part.
    .title = Bribes to play a card
paxpamir-rule-pp-5 = A card's impact icons act when it is played: road, army, leverage (+2 rupees, the card is leveraged), spy, tribe, and a suit icon that changes the favored suit.
    .title = Impact icons
paxpamir-rule-pp-6 = Card actions: tax, gift, build, move, betray and battle, each card once a turn. Tax takes up to the card's rank in rupees from the market, from players with a court card of a region you rule (less what their economic stars shelter), or both; gifts cost 2, then 4, then 6 rupees.
    .title = Card actions
paxpamir-rule-pp-7 = Using a card action on a card carrying other players' spies means paying the player with strictly the most spies on it one rupee per spy they have there; with a tie for most, nobody is paid. The owed player may waive it.
    .title = Spies
paxpamir-rule-pp-8 = In cleanup: hand and court limits, then discard events in the leftmost market column, resolving their effects (a dominance check card triggers a check). Slide the market left and refill it; a second dominance check card drawn means another check.
    .title = Cleanup
paxpamir-rule-pp-9 = Your court holds 3 cards plus one per political star; your hand holds 2 plus one per intelligence star. Discard down to them in cleanup.
    .title = Court and hand limits
paxpamir-rule-pp-10 = A coalition is dominant with the most blocks in play and at least 4 more than every other: its loyal players score 5, 3 and 1 by influence, and the blocks are removed. Otherwise the player with the most cylinders in play scores 3 and the next 1, even with zero cylinders; the final check scores double.
    .title = The dominance check
paxpamir-rule-pp-11 = Influence is 1 plus your patriots, prizes and gifts. Changing loyalty discards every gift, prize and patriot of the old coalition.
    .title = Influence and loyalty
paxpamir-rule-pp-12 = You rule a region with at least one of your tribes there and more ruling pieces (your tribes plus your coalition's armies) than anyone else.
    .title = Ruling a region
paxpamir-rule-pp-13 = Losing your last tribe in a region discards all your political cards of that region; losing your last political card of a region removes all your tribes there.
    .title = Overthrow
paxpamir-rule-pp-14 = After a dominance check, a player 4 or more points ahead of everyone wins at once. After the final check the most points wins; ties go to the most military stars, then the most rupees.
    .title = The end of the game

# An automaton's seat as a logged play names it (BG Stats).
paxpamir-seat-wakhan = Wakhan
# The board's picture in words, for a reader who cannot see it (its alt text; a screen reader reads it)
paxpamir-alt-title = { $title }: { $checks ->
        [0] no dominance check yet.
        [one] 1 dominance check done.
       *[other] { $checks } dominance checks done.
    }
paxpamir-alt-blocks = Coalition blocks in play: Afghan { $afghan }, British { $british }, Russian { $russian }.
paxpamir-alt-favoured = Favored suit: { $suit }.
paxpamir-alt-turn = { $who }'s turn.
paxpamir-alt-player = { $who }, { $loyalty ->
        [none] no loyalty yet
       *[other] loyal to the { $loyalty } coalition
    }: points { $vp }, rupees { $rupees }, influence { $influence }, gifts { $gifts }, cylinders { $cylinders }; stars: political { $political }, military { $military }, intelligence { $intelligence }, economic { $economic }.
paxpamir-alt-wakhan = { $who }, loyal to every coalition: points { $vp }, rupees { $rupees }, influence with the Afghan coalition { $afghan }, the British { $british }, the Russian { $russian }, gifts { $gifts }, cylinders { $cylinders }; stars: political { $political }, military { $military }, intelligence { $intelligence }, economic { $economic }.

## Wakhan's AI deck (PW-2, PW-4, PW-6, PW-7, PW-9: docs/wakhan.md)

paxpamir-option-wakhan = “{ $value }” is not a way to keep Wakhan's AI deck: wakhan=virtual (I shuffle and draw her cards), wakhan=physical (you reveal them and tell me) or wakhan=off (you run her deck yourself).
paxpamir-option-wakhan-seat = wakhan={ $value } needs Wakhan at the table: name her among the players, e.g. players=Ana,Wakhan.
paxpamir-turn-wakhan-ai = { $who }'s turn. Favored suit: { $suit }.
paxpamir-wakhan-reshuffled = { $who }'s AI deck ran out: I shuffled all 24 cards into a new deck and drew again.
paxpamir-wakhan-drawn = I reveal { $who }'s AI card from her deck: card { $card } ({ $left } left in the deck).
paxpamir-wakhan-named = { $who }'s AI card: card { $card }.
paxpamir-wakhan-position = Her arrows read against the back of the next card: market column { $column }, { $row }.
paxpamir-wakhan-actions = Her actions, top to bottom: { $actions }.
paxpamir-wakhan-regions = Her region priority, left to right: { $regions }.
paxpamir-wakhan-pragmatic = Her pragmatic loyalty: { $coalition } (the first of { $coalitions } that no other player is loyal to).
paxpamir-wakhan-pragmatic-taken = Her pragmatic loyalty: { $coalition } (every coalition of { $coalitions } has a loyal player, so the first one).
paxpamir-status-ai = { $who }'s AI card: card { $card }, market column { $column }, { $row }{ $left ->
        [-1] .
       *[other] ; { $left } left in her deck.
    }
paxpamir-ask-wakhan-card = Reveal { $who }'s top AI card: which card is it (1–24, numbered as on Board Game Arena)? I'll show you its front to check.
paxpamir-ask-wakhan-card-check = Card { $card } reads: actions { $actions }; regions { $regions }; coalitions { $coalitions }; black arrow at place { $place } of 6 from the top, red arrow at the { $end }. Is that the card you revealed?
paxpamir-ask-wakhan-back = Lay { $who }'s card beside the deck: on the back of the next card, which column number does the black arrow point at, and which label does the red arrow point at?
paxpamir-wakhan-back-option = { $column } · { $label }
paxpamir-wakhan-label-top = Top (left)
paxpamir-wakhan-label-bottom = Bottom (right)
paxpamir-wakhan-then = { " → " }
paxpamir-wakhan-row-top = top row
paxpamir-wakhan-row-bottom = bottom row
paxpamir-wakhan-end-top = top
paxpamir-wakhan-end-bottom = bottom
paxpamir-region-kabul = Kabul
paxpamir-region-punjab = Punjab
paxpamir-region-herat = Herat
paxpamir-region-kandahar = Kandahar
paxpamir-region-persia = Persia
paxpamir-region-transcaspia = Transcaspia
paxpamir-wakhan-action-tax = Tax
paxpamir-wakhan-action-build = Build
paxpamir-wakhan-action-move = Move
paxpamir-wakhan-action-betray = Betray
paxpamir-wakhan-action-battle = Battle
paxpamir-wakhan-action-radicalize = Radicalize
paxpamir-wakhan-action-battle_most_spies_card = Battle on the court card with the most spies where she has a spy
paxpamir-wakhan-action-radicalize_highest_military_if_military_favoured = If military is favored: radicalize the highest-ranked military card
paxpamir-wakhan-action-radicalize_highest_economic_if_political_favoured = If political is favored: radicalize the highest-ranked economic card
paxpamir-wakhan-action-radicalize_highest_political = Radicalize the highest-ranked political card
paxpamir-wakhan-action-radicalize_highest_political_if_court_full = If her court is full: radicalize the highest-ranked political card
paxpamir-wakhan-action-radicalize_highest_intelligence = Radicalize the highest-ranked intelligence card
paxpamir-wakhan-action-radicalize_highest_intelligence_if_fewer_spies = If another player has more spies than she does: radicalize the highest-ranked intelligence card
paxpamir-wakhan-action-radicalize_intelligence = Radicalize an intelligence card
paxpamir-wakhan-action-radicalize_most_net_rupees_if_under_2_rupees = If she has fewer than 2 rupees: radicalize the card that leaves her the most rupees
paxpamir-wakhan-action-radicalize_region_control = Radicalize a card that would give her control of a region
paxpamir-wakhan-action-radicalize_most_armies_roads = Radicalize the card with the most army and road icons
paxpamir-wakhan-action-radicalize_most_spies_tribes_if_no_dominance = If no coalition is dominant: radicalize the card with the most spy and tribe icons
paxpamir-wakhan-action-radicalize_move_card_if_none = If none of her court cards has the move action: radicalize a card that has it
paxpamir-wakhan-action-radicalize_dominant_patriot_if_dominance = If a coalition is dominant: radicalize one of its patriots
paxpamir-verify-ok = ✅ Seed { $seed } matches the fingerprint { $commitment } shown at the start: the setup replays the same{ $draws ->
        [0] , and no AI card was drawn after it.
        [one] , and so does the one AI card of Wakhan's drawn after it.
       *[other] , and so do all { $draws } AI cards of Wakhan's drawn after it, in order.
    }
paxpamir-verify-draws-differ = ❌ Seed { $seed } matches the fingerprint, but Wakhan's AI card number { $wrong } drawn after the setup is not the one the seed's deck gives ({ $agreed } agree before it).
cmd-paxpamir-new-wakhan = Wakhan's AI deck: virtual (the bot shuffles and draws), physical (you reveal the cards) or off
cmd-paxpamir-new-seed = Replay a game from its seed (with a virtual AI deck)
cmd-param-wakhan = wakhan
cmd-choice-wakhan-virtual = The bot shuffles and draws her AI cards
cmd-choice-wakhan-physical = I reveal her cards and tell the bot
cmd-choice-wakhan-off = I run her deck myself; the bot keeps her numbers
paxpamir-rule-pw-2 = At the start of each of Wakhan's turns, her top AI card is revealed onto the discard pile; it stays her card until her next turn. When that leaves the deck empty, the whole pile is shuffled into a new deck and a card is drawn again.
    .title = Revealing Wakhan's card
paxpamir-rule-pw-4 = The revealed card's black arrow points at a column number on the back of the next card (0 is the leftmost market column); its red arrow points at a label: Top (left) means the top row, Bottom (right) the bottom row.
    .title = Market position
paxpamir-rule-pw-6 = The six regions along the bottom of her card, left first, rank the regions for every choice she makes between them.
    .title = Region priority
paxpamir-rule-pw-7 = Her pragmatic loyalty is the leftmost coalition on her card that no other player is loyal to: her blocks are of that coalition.
    .title = Pragmatic loyalty
paxpamir-rule-pw-8 = When she picks a court card: first a card in an opponent's court, then the favored suit, a patriot of the dominant coalition, a prize of it, any patriot, a leveraged card, the highest rank, the highest card number; a step nobody passes is skipped.
    .title = Card priority
paxpamir-rule-pw-9 = She takes two actions: reading her card's action boxes from the top, she takes each one she can, skipping the others, and starts again from the top until she has taken two or none is possible. Actions of favored-suit cards are bonus actions.
    .title = Wakhan's actions
paxpamir-rule-pw-10 = Once her two actions are taken, she takes every bonus action she can: from the leftmost court card of the favored suit not used this turn, its leftmost action she can take.
    .title = Bonus actions
paxpamir-rule-pw-12 = Radicalize: she buys a market card and plays it at once. Without instructions on the box, the arrows' row and column; if she can't buy it, the next card to its left, then the other row from the same column leftwards.
    .title = Radicalize
paxpamir-rule-pw-13 = With a dominance check in the market she buys it if it gives her the most points of the check or the game; otherwise her plain radicalize follows her ambition rule.
    .title = Dominance checks in the market
paxpamir-rule-pw-14 = She plays the card she bought if she can pay the bribe, else discards it; at the left end of her court when the red arrow reads Top (left), else the right end.
    .title = Playing the card she bought
paxpamir-rule-pw-15 = She buys at the market's price and takes the rupees lying on the card; she can never spend more than she has.
    .title = Her rupees

## Wakhan's actions played by the bot (PW-8 to PW-15: docs/wakhan.md)

paxpamir-wakhan-took = { $who } took “{ $action }”: action { $count } of 2.
paxpamir-wakhan-took-bonus = { $who } took “{ $action }” with a card of the favored suit ({ $suit }): a bonus action, not one of her two.
paxpamir-wakhan-two-taken = { $who } has taken her two actions.
paxpamir-wakhan-round-empty = A whole pass down her card finds nothing more { $who } can do: she has taken { $count } of her 2 actions.
paxpamir-wakhan-played = { $who }'s actions are done. Tell me her points and pieces as they change, and /paxpamir turn when her turn is over.
paxpamir-wakhan-play-no-deck = I don't keep Wakhan's AI deck at this table: start one with wakhan=virtual or wakhan=physical to have me play her actions.
paxpamir-wakhan-play-not-her-turn = It's { $who }'s turn, not Wakhan's: /paxpamir play walks her actions on her own turn.
paxpamir-wakhan-play-again = { $who }'s actions for this card are already played: /paxpamir undo plays them again.
paxpamir-wakhan-play-alone = /paxpamir play takes nothing after it: it walks Wakhan's revealed card.
paxpamir-wakhan-skip-favoured = Tried “{ $action }”: she can't, because { $wanted } is not the favored suit ({ $suit } is).
paxpamir-wakhan-skip-rupees = Tried “{ $action }”: she can't, because she has { $rupees ->
        [one] 1 rupee
       *[other] { $rupees } rupees
    }, not fewer than 2.
paxpamir-wakhan-skip-dominant = Tried “{ $action }”: she can't, because the { $coalition } coalition is dominant.
paxpamir-wakhan-skip-no-dominance = Tried “{ $action }”: she can't, because no coalition is dominant.
paxpamir-ask-wakhan-by-hand = I don't play “{ $action }” yet: carry it out for { $who } by hand as her rules say. Could she take it?
paxpamir-wakhan-by-hand-taken = Yes, she took it
paxpamir-wakhan-by-hand-bonus = Yes, with a card of the favored suit (bonus)
paxpamir-wakhan-by-hand-cannot = No, she can't
paxpamir-wakhan-skip-by-hand = Tried “{ $action }”: she can't, as you found on the board.
paxpamir-ask-wakhan-check = Is there a dominance check in the market?
paxpamir-wakhan-check-in-market = With a dominance check in the market, { $who } radicalizes by her ambition rule.
paxpamir-wakhan-nothing-to-buy = Tried “Radicalize”: she can't, because there is no card in the market she can buy with { $rupees ->
        [one] 1 rupee
       *[other] { $rupees } rupees
    }.
paxpamir-ask-wakhan-space = What lies in the { $row }, column { $column }?
paxpamir-wakhan-space-card = A card she may buy
paxpamir-wakhan-space-empty = Nothing: the space is empty
paxpamir-wakhan-space-closed = A card no player may buy
paxpamir-wakhan-space-paid = The { $row }, column { $column }: she put a rupee on that card this turn, so she can't buy it.
paxpamir-wakhan-space-dear = The { $row }, column { $column }: it costs { $cost ->
        [one] 1 rupee
       *[other] { $cost } rupees
    }, more than the { $rupees } she has.
paxpamir-wakhan-space-empty-skipped = The { $row }, column { $column }: empty.
paxpamir-wakhan-space-closed-skipped = The { $row }, column { $column }: no player may buy that card.
paxpamir-ask-wakhan-rupees-on = How many rupees lie on the card in the { $row }, column { $column }?
paxpamir-wakhan-buys = { $who } radicalizes the card in the { $row }, column { $column }: she pays { $cost ->
        [0] nothing
        [one] 1 rupee
       *[other] { $cost } rupees
    }{ $taken ->
        [0] {""}
        [one] {" "}and takes the 1 rupee lying on it
       *[other] {" "}and takes the { $taken } rupees lying on it
    } (rupees { $old } → { $new }).
paxpamir-ask-wakhan-bribe = What bribe does { $ruler }, who rules { $region }, ask of { $who } to play it? (the tribes { $ruler } has there, less what { $ruler } waives)
paxpamir-wakhan-discards-bought = { $who } can't pay the bribe of { $bribe ->
        [one] 1 rupee
       *[other] { $bribe } rupees
    } with the { $rupees } she has: she discards the card.
paxpamir-wakhan-plays-bought = { $who } plays card { $card } at { $end } (bribe { $bribe }, rupees { $old } → { $new }); her armies and roads are { $coalition } blocks.
paxpamir-wakhan-court-top = the left end of her court
paxpamir-wakhan-court-bottom = the right end of her court

paxpamir-wakhan-priority = By her card priority she picks card { $card }: { $chain }.
paxpamir-wakhan-priority-only = Card { $card } is the only card she can pick.
paxpamir-wakhan-priority-opponent = in an opponent's court ({ $cards })
paxpamir-wakhan-priority-favoured = of the favored suit ({ $cards })
paxpamir-wakhan-priority-dominant-patriot = a patriot of the dominant coalition ({ $cards })
paxpamir-wakhan-priority-dominant-prize = with the dominant coalition's loyalty prize ({ $cards })
paxpamir-wakhan-priority-patriot = a patriot ({ $cards })
paxpamir-wakhan-priority-leveraged = leveraged ({ $cards })
paxpamir-wakhan-priority-rank = the highest rank ({ $cards })
paxpamir-wakhan-priority-number = the highest card number ({ $cards })

paxpamir-wakhan-suited = { $suit }, rank { $rank }
paxpamir-wakhan-space-event = An event card
paxpamir-ask-wakhan-suited = What lies in the { $row }, column { $column }? For a court card, its suit and rank.
paxpamir-wakhan-skip-no-suit = Tried “{ $action }”: she can't, because there is no { $suit } card in the market she can buy with { $rupees ->
        [one] 1 rupee
       *[other] { $rupees } rupees
    }.
paxpamir-ask-wakhan-higher-number = The two cards in column { $column } are tied: which one has the higher card number?
paxpamir-wakhan-suit-pick = “{ $action }”: the { $suit } card in the { $row }, column { $column } (rank { $rank }), { $why }.
paxpamir-wakhan-why-rank = the highest rank she can buy, the cheapest first
paxpamir-wakhan-why-cheapest = the cheapest she can buy
paxpamir-wakhan-why-number = the higher card number of the two cheapest
paxpamir-ask-wakhan-leveraged = Does the card in the { $row }, column { $column } have the leverage icon?
paxpamir-wakhan-richest-pick = “{ $action }”: the card in the { $row }, column { $column }, which nets her { $net } (the rupees on it and its leverage, less its price), { $why }.
paxpamir-wakhan-why-richest = the most she can get

## Wakhan: the table during her turn
paxpamir-ask-wakhan-ruler = Who rules { $region }?
paxpamir-wakhan-ruler-seat = { $who }
paxpamir-wakhan-ruler-nobody = Nobody
paxpamir-ask-wakhan-spies = How many spies are on card { $card }? Type one number per player, in this order: { $names }.
paxpamir-ask-wakhan-tribes = How many tribes are in { $region }? Type one number per player, in this order: { $names }.
paxpamir-ask-wakhan-armies = How many armies are in { $region }? Type one number per coalition, in this order: { $names }.
paxpamir-ask-wakhan-roads = How many roads are on the border between { $first } and { $second }? Type one number per coalition, in this order: { $names }.
paxpamir-ask-wakhan-court = Which cards are in { $who }'s court? Type their numbers from left to right, e.g. 12 45 7.
paxpamir-wakhan-court-empty = No cards
paxpamir-wakhan-counts-none = None anywhere
paxpamir-wakhan-court-bad = Type card numbers from 1 to { $max }, each once, separated by spaces, or tap “No cards”.
paxpamir-wakhan-counts-bad = Type { $count } numbers from 0 to { $max }, separated by spaces, or tap “None anywhere”.
paxpamir-ask-wakhan-card-on = Which card lies in the { $row }, column { $column }? Type the number printed on it.

## Wakhan: every radicalize box, her ambition, savvy purchasing
cmd-paxpamir-new-savvy = Wakhan's savvy purchasing, a variant: on or off (off by default)
paxpamir-option-savvy = “{ $value }” is not a setting of savvy purchasing: savvy=on or savvy=off.
paxpamir-wakhan-skip-court-room = Tried “{ $action }”: she can't, because her court holds { $count } of { $limit ->
        [one] 1 card
       *[other] { $limit } cards
    }: it is not full.
paxpamir-wakhan-skip-spies = Tried “{ $action }”: she can't, because nobody has more spies than her { $count }.
paxpamir-wakhan-skip-has-move = Tried “{ $action }”: she can't, because card { $card } in her court already has the move action.
paxpamir-ask-wakhan-all-spies = How many spies does each player have on court cards, in all? Type one number per player, in this order: { $names }.
paxpamir-wakhan-skip-no-card = Tried “{ $action }”: she can't, because no card she can buy with { $rupees ->
        [one] 1 rupee
       *[other] { $rupees } rupees
    } fits it.
paxpamir-wakhan-card-pick = { $action }: card { $card } in the { $row }, column { $column }, { $why }.
paxpamir-wakhan-check-pick-patriot = With a dominance check in the market, { $who } takes card { $card } in the { $row }, column { $column }: a patriot of the dominant { $coalition } coalition, { $why }.
paxpamir-wakhan-check-pick-blocks = With a dominance check in the market and no { $coalition } patriot to buy, { $who } takes card { $card } in the { $row }, column { $column }: the most army and road icons ({ $count }), { $why }.
paxpamir-wakhan-check-pick-cylinders = With a dominance check in the market and no coalition dominant, { $who } takes card { $card } in the { $row }, column { $column }: the most spy and tribe icons ({ $count }), { $why }.
paxpamir-wakhan-check-pick-richest = With a dominance check in the market, no coalition dominant and no card with a spy or tribe icon, savvy purchasing takes card { $card } in the { $row }, column { $column }: the one that leaves her the most rupees, { $why }.
paxpamir-wakhan-savvy = Savvy purchasing: instead of card { $card }, { $who } takes card { $better } in the { $row }, column { $column }, cheaper, of the same suit and at least its rank.
paxpamir-wakhan-savvy-none = Savvy purchasing: no cheaper card of the same suit and at least the rank of card { $card }; { $who } keeps it.
paxpamir-wakhan-action-ambition = Buy the dominance check (her ambition)
paxpamir-ask-wakhan-check-where = Buying the dominance check now would pay off for { $who }. Where is it in the market?
paxpamir-wakhan-check-space = { $row }, column { $column }
paxpamir-wakhan-check-dear = Further right, beyond her rupees
paxpamir-wakhan-check-none = There is none
paxpamir-wakhan-ambition-dear = { $who } would buy the dominance check, but it costs more than her { $rupees ->
        [one] 1 rupee
       *[other] { $rupees } rupees
    }.
paxpamir-wakhan-ambition = { $who }'s ambition: she buys the dominance check in the { $row }, column { $column } ({ $why }: { $points ->
        [one] 1 point
       *[other] { $points } points
    } for her). She pays { $cost ->
        [0] nothing
        [one] 1 rupee
       *[other] { $cost } rupees
    }{ $taken ->
        [0] {""}
        [one] {" "}and takes the 1 rupee lying on it
       *[other] {" "}and takes the { $taken } rupees lying on it
    } (rupees { $old } → { $new }). The check is resolved now.
paxpamir-wakhan-ambition-most = she would score the most points of that check
paxpamir-wakhan-ambition-win = it would win her the game
cmd-param-savvy = savvy
cmd-choice-savvy-on = On: she buys cheaper cards of the same suit
cmd-choice-savvy-off = Off: the published rules
## Wakhan: tax, gift, build, betray, her bonus actions and her court
paxpamir-typed-court = court
paxpamir-wakhan-action-gift = Gift
paxpamir-wakhan-skip-gifts-full = Tried “Gift”: she can't, because her three gift spaces are full.
paxpamir-wakhan-skip-no-court-card = Tried “{ $action }”: she can't, because no card in her court has that action unused this turn.
paxpamir-wakhan-card-dear = Card { $card } can't take “{ $action }”: it costs { $cost ->
        [one] 1 rupee
       *[other] { $cost } rupees
    } plus a bribe of { $bribe ->
        [one] 1 rupee
       *[other] { $bribe } rupees
    }, and she has { $rupees ->
        [0] none
        [one] 1 rupee
       *[other] { $rupees } rupees
    }.
paxpamir-wakhan-card-acts = “{ $action }” with card { $card } ({ $name }, { $suit }){ $bonus ->
        [yes] : the favored suit, a bonus action.
       *[no] .
    }
paxpamir-wakhan-pays-hostage = Another player holds card { $card } hostage: { $who } pays { $to } a bribe of { $bribe ->
        [one] 1 rupee
       *[other] { $bribe } rupees
    } (rupees { $old } → { $new }). Move the rupees.
paxpamir-wakhan-pays-market = { $who } pays { $cost ->
        [one] 1 rupee
       *[other] { $cost } rupees
    } to the market (rupees { $old } → { $new }): put one of her rupees on each of these cards: { $spaces }. She can't buy those cards this turn.
paxpamir-wakhan-space-at = the { $row }, column { $column }
paxpamir-wakhan-skip-tax = Tried “Tax” with card { $card }: she can't, because there is nobody she may tax and no rupee in the market.
paxpamir-wakhan-tax-sheltered = { $name } can't be taxed: { $rupees ->
        [0] no rupees
        [one] 1 rupee, within the tax shelter of { $shelter }
       *[other] { $rupees } rupees, all within the tax shelter of { $shelter }
    }.
paxpamir-wakhan-tax-not-ruled = { $name } can't be taxed: { $who } rules no region of a card in { $name }'s court.
paxpamir-wakhan-tax-player = { $who } taxes { $name } { $amount ->
        [one] 1 rupee
       *[other] { $amount } rupees
    } ({ $name }'s rupees { $old } → { $new }). Move { $amount ->
        [one] it
       *[other] them
    } to her.
paxpamir-wakhan-tax-market = { $who } takes { $amount ->
        [one] 1 rupee
       *[other] { $amount } rupees
    } from the card in the { $row }, column { $column }. Move { $amount ->
        [one] it
       *[other] them
    } to her.
paxpamir-wakhan-taxed = { $who } taxed { $total ->
        [one] 1 rupee
       *[other] { $total } rupees
    }, at most the card's rank of { $rank } (rupees { $old } → { $new }).
paxpamir-wakhan-gift = { $who } buys a gift for { $cost ->
        [one] 1 rupee
       *[other] { $cost } rupees
    }: place one of her cylinders on her aid card ({ $gifts } of 3 gifts). A gift counts with every coalition: influence Afghan { $afghan }, British { $british }, Russian { $russian }.
paxpamir-wakhan-skip-build = Tried “Build” with card { $card }: she can't, because she rules no region.
paxpamir-wakhan-build = { $who } builds in { $region }, the first region of her card that she rules: place { $count ->
        [one] 1 { $coalition } army
       *[other] { $count } { $coalition } armies
    } there ({ $cost ->
        [one] 1 rupee
       *[other] { $cost } rupees
    }).
paxpamir-wakhan-skip-betray = Tried “Betray” with card { $card }: she can't, because none of her spies is on a card with a loyalty prize.
paxpamir-wakhan-betray = { $who } betrays card { $card } ({ $name }) in { $owner }'s court: discard it, return the spies on it to their owners, and tuck it under her aid card as her { $coalition } prize (her influence with it: { $influence }).
paxpamir-wakhan-betray-leveraged = Card { $card } was leveraged: { $owner } pays 2 rupees for it, as a leveraged card discarded does.
paxpamir-wakhan-bonus = Bonus action: “{ $action }” with card { $card }, the leftmost card of the favored suit not yet used.
paxpamir-wakhan-no-bonus = { $who } has no bonus action left: no unused card of the favored suit ({ $suit }) in her court can act.
paxpamir-wakhan-court-not-hers = Only Wakhan's court is kept by me; { $who } changes theirs on the board.
paxpamir-wakhan-court-set = { $who }'s court: { $old } → { $new }.
paxpamir-wakhan-court-card = { $card } { $name }
paxpamir-wakhan-court-none = no cards
paxpamir-status-wakhan-court = { $who }'s court, left to right: { $cards }.
paxpamir-wakhan-space-sep = { "; " }
## Wakhan: the card she bought, her discards, steadfast loyalty (PW-14, PW-16, PW-17, PW-19, PW-23)
paxpamir-wakhan-no-bribe-nobody = Nobody rules { $region }: { $who } pays no bribe.
paxpamir-wakhan-no-bribe-hers = { $who } rules { $region } herself: no bribe.
paxpamir-wakhan-bribe-tribes = { $who } rules { $region } with { $count ->
        [one] 1 tribe
       *[other] { $count } tribes
    } there: that is the bribe.
paxpamir-wakhan-card-stars = { $rank ->
        [one] Its { $suit } star goes
       *[other] Its { $rank } { $suit } stars go
    } on her ledger; her court holds { $court ->
        [one] 1 card
       *[other] { $court } cards
    }, its limit is { $limit }.
paxpamir-wakhan-card-patriot = A { $coalition } patriot: her influence with the { $coalition } is now { $influence }.
paxpamir-wakhan-card-patriot-gone = A { $coalition } patriot leaves: her influence with the { $coalition } is now { $influence }.
paxpamir-wakhan-icon-leverage = Leverage: { $who } takes 2 rupees ({ $old } → { $new }); the card is leveraged.
paxpamir-wakhan-icon-suit = Suit icon: the favored suit changes from { $old } to { $suit }.
paxpamir-wakhan-icon-suit-same = Suit icon: { $suit } stays favored.
paxpamir-wakhan-icon-armies = { $count ->
        [one] Army: place 1 { $coalition } army in { $region } for { $who }.
       *[other] Armies: place { $count } { $coalition } armies in { $region } for { $who }.
    }
paxpamir-wakhan-icon-roads = { $count ->
        [one] Road: place 1 { $coalition } road for { $who } on the border { $borders } (the first border of { $who }'s region order).
       *[other] Roads: place { $count } { $coalition } roads for { $who }, in this order: { $borders } (the borders in her region order, starting again after the last).
    }
paxpamir-wakhan-border = { $first }–{ $second }
paxpamir-wakhan-icon-tribes = { $count ->
        [one] Tribe: place 1 tribe of { $who }'s in { $region } (cylinders in play: { $cylinders }).
       *[other] Tribes: place { $count } tribes of { $who }'s in { $region } (cylinders in play: { $cylinders }).
    }
paxpamir-wakhan-icon-spy = Spy: place a spy of { $who }'s on card { $card }, the best by her card priority { $most ->
        [yes] of all the cards of { $region } (she has the most spies on each)
       *[other] of the cards of { $region } where she doesn't have the most spies
    }. Cylinders in play: { $cylinders }.
paxpamir-event-101 = Dominance Check
paxpamir-event-102 = Dominance Check
paxpamir-event-103 = Dominance Check
paxpamir-event-104 = Dominance Check
paxpamir-event-105 = New Tactics
paxpamir-event-106 = Koh-i-noor Recovered
paxpamir-event-107 = Courtly Manners
paxpamir-event-108 = Rumor
paxpamir-event-109 = Conflict Fatigue
paxpamir-event-110 = Nationalism
paxpamir-event-111 = Public Withdrawal
paxpamir-event-112 = Nation Building
paxpamir-event-113 = Backing of Persian Aristocracy
paxpamir-event-114 = Other Persuasive Methods
paxpamir-event-115 = Pashtunwali Values
paxpamir-event-116 = Rebuke
paxpamir-wakhan-event-check = { $who } bought a { $event }: it is resolved now.
paxpamir-wakhan-event-newTactics = { $who } bought { $event }: until the next dominance check, her military cards count as favored.
paxpamir-wakhan-event-kohINoorRecovered = { $who } bought { $event }: until the next dominance check, each of her gifts counts twice for her influence.
paxpamir-wakhan-event-courtlyManners = { $who } bought { $event }: until the next dominance check, she pays no bribes.
paxpamir-wakhan-event-rumor = { $who } bought { $event } and picks { $target } (by her red arrow's label): until the next dominance check, { $target }'s patriots add no influence.
paxpamir-wakhan-event-conflictFatigue = { $who } bought { $event }: until the next dominance check, a coalition is dominant with 2 more blocks than each other, instead of 4.
paxpamir-wakhan-event-nationalism = { $who } bought { $event }: until the next dominance check, her tribes move and battle as armies do.
paxpamir-wakhan-event-publicWithdrawal = { $who } bought { $event }: it does nothing when bought.
paxpamir-wakhan-event-nationBuilding = { $who } bought { $event }: until the next dominance check, each block she builds brings a second one.
paxpamir-wakhan-event-backingOfPersianAristocracy = { $who } bought { $event }: she takes 3 rupees ({ $old } → { $new }).
paxpamir-wakhan-event-otherPersuasiveMethods = { $who } bought { $event } and picks { $target } (by her red arrow's label): she exchanges hands with { $target }.
paxpamir-wakhan-event-pashtunwaliValues = { $who } bought { $event }: she picks the favored suit, { $suit }, which stays favored until the next dominance check.
paxpamir-wakhan-event-rebuke = { $who } bought { $event }: remove every tribe and army in { $region }, the first region of her order.
paxpamir-wakhan-discard-pick = { $who }'s court holds { $court ->
        [one] 1 card
       *[other] { $court } cards
    }, over its limit of { $limit }: she discards card { $card } ({ $chain }).
paxpamir-wakhan-discard-not-political = not political ({ $cards })
paxpamir-wakhan-discard-not-patriot = not a patriot ({ $cards })
paxpamir-wakhan-discard-not-leveraged = not leveraged ({ $cards })
paxpamir-wakhan-discard-outspied = the most other players' spies over hers ({ $cards })
paxpamir-wakhan-discard-fewest-spies = the fewest spies ({ $cards })
paxpamir-wakhan-discard-lowest-rank = the lowest rank ({ $cards })
paxpamir-wakhan-discard-not-favoured = not of the favored suit ({ $cards })
paxpamir-wakhan-discard-lowest-number = the lowest card number ({ $cards })
paxpamir-wakhan-discard-stars = { $rank ->
        [one] Its { $suit } star leaves
       *[other] Its { $rank } { $suit } stars leave
    } her ledger; her court limit is now { $limit }.
paxpamir-wakhan-pragmatic-steadfast = Her pragmatic loyalty (steadfast): { $coalition } (of { $coalitions }, the coalition no other player is loyal to with the most blocks in play; a tie goes to the first).
paxpamir-ask-wakhan-discard = Which card of { $who }'s court is discarded?
paxpamir-rule-pw-16 = When her court is over its limit she discards, in this order of preference: non-political cards, non-patriots, cards not leveraged, cards where other players' spies outnumber hers the most, the fewest spies, the lowest rank, not of the favored suit, the lowest card number. She has no hand to discard from.
    .title = Her discards in cleanup
paxpamir-rule-pw-17 = A leveraged card of hers discarded costs 2 rupees; what she can't pay is forgiven and she discards no card for it.
    .title = Her leverage
paxpamir-rule-pw-19 = She buys event cards like court cards; where an event asks her to choose, a suit is the favored one, a region the first of her order, a player the one her red arrow's label names.
    .title = Events
paxpamir-rule-pw-23 = Option steadfast=on: of the coalitions on her card that no other player is loyal to, her pragmatic loyalty is the one with the most blocks in play; a tie goes to the leftmost.
    .title = Steadfast pragmatic loyalty
cmd-paxpamir-new-steadfast = Wakhan's steadfast pragmatic loyalty (Board Game Arena's variant): on or off
cmd-param-steadfast = steadfast
cmd-choice-steadfast-on = On: the free coalition with the most blocks
cmd-choice-steadfast-off = Off: the published rule
paxpamir-wakhan-limits = { $who } may keep { $court ->
        [one] 1 card
       *[other] { $court } cards
    } in court (3 + { $political } political { $political ->
        [one] star
       *[other] stars
    }); she has no hand.
paxpamir-wakhan-cleanup-discards = I discard for { $who } over her court limit; any other discard of hers (a battle, a betrayal): /paxpamir { $who } discard.
paxpamir-option-steadfast = “{ $value }” is not a setting for steadfast: steadfast=on (her pragmatic loyalty goes to the free coalition with the most blocks in play) or steadfast=off (the first free one, the published rule).

## Wakhan: battle and move
paxpamir-option-spymove = “{ $value }” is not a setting for Wakhan's spy movement: spymove=on (a move that finds no army moves an idle spy of hers) or spymove=off (the published rules).
paxpamir-wakhan-battle-region = { $who } battles in { $region }, the first region of her card where another player has pieces and she has { $coalition } armies ({ $armies }): she removes up to { $limit } (the card's rank { $rank }, no more than her armies there).
paxpamir-wakhan-battle-no-region = No region has both her armies and another player's pieces: she battles on a court card where she and another player both have spies.
paxpamir-wakhan-skip-battle = Tried “Battle” with card { $card }: she can't, because no region has both her armies and another player's pieces, and no court card has both her spies and another player's.
paxpamir-wakhan-skip-battle-spies = Tried “Battle” with card { $card }: she can't, because no court card has both her spies and another player's.
paxpamir-wakhan-most-spies = Of the cards where she and another player have spies, those with the most spies ({ $spies }): { $cards }.
paxpamir-wakhan-battle-card = { $who } battles on card { $card } ({ $name }), where she has { $spies ->
        [one] 1 spy
       *[other] { $spies } spies
    }: she removes up to { $limit } (the card's rank { $rank }, no more than her spies there).
paxpamir-wakhan-battle-tribe = Remove { $count ->
        [one] 1 of { $name }'s tribes
       *[other] { $count } of { $name }'s tribes
    } from { $place } and return { $count ->
        [one] it
       *[other] them
    } to { $name }.
paxpamir-wakhan-battle-spy = Remove { $count ->
        [one] 1 of { $name }'s spies
       *[other] { $count } of { $name }'s spies
    } from { $place } and return { $count ->
        [one] it
       *[other] them
    } to { $name }.
paxpamir-wakhan-battle-army = Remove { $count ->
        [one] 1 { $coalition } army
       *[other] { $count } { $coalition } armies
    } from { $place }.
paxpamir-wakhan-battle-road = Remove { $count ->
        [one] 1 { $coalition } road
       *[other] { $count } { $coalition } roads
    } from { $place }.
paxpamir-wakhan-on-card = card { $card }
paxpamir-wakhan-on-border = the border between { $first } and { $second }
paxpamir-wakhan-overthrown = Overthrow: { $name } has lost the last tribe in { $place } and discards every political card of { $place } in their court; report each one with /paxpamir { $name } discard.
paxpamir-wakhan-skip-move = Tried “Move” with card { $card }: she can't, because no { $coalition } army of hers can go to a neighboring region where another player has tribes and she has fewer armies than there are tribes{ $spies ->
        [yes] , and she has no idle spy to move.
       *[no] .
    }
paxpamir-wakhan-move-keeps-rule = She moves no army out of { $region }: she would lose her rule there.
paxpamir-wakhan-move-army = Move 1 { $coalition } army from { $region } to { $to }, where other players have tribes (tribes there: { $tribes }; her armies there now: { $armies }).
paxpamir-wakhan-move-spy = Move 1 of her spies from card { $card } to card { $to }: an idle spy from her lowest-priority card, to the highest-priority card next to it where she doesn't have the most spies.
cmd-paxpamir-new-spymove = Wakhan's spy movement (Board Game Arena's variant): a move that finds no army moves an idle spy
cmd-param-spymove = spymove
cmd-choice-spymove-on = On: her idle spies move when no army can
cmd-choice-spymove-off = Off: the published rules
paxpamir-rule-pw-11 = Her card-based actions use her highest-priority court card that can take them. Battle: in the first region of her card with her armies and another player's pieces, tribes, then armies, then roads; else on a court card where she and another player have spies. Move: armies only, no roads needed, into neighboring regions with other players' tribes, up to as many armies as tribes, never losing a region she rules.
paxpamir-rule-pw-21 = Option savvy=on: when the arrows pick a court card, she buys instead a cheaper card of the same suit and at least the same rank, the cheapest first; with a dominance check in the market, no coalition dominant and no card with spy or tribe icons, the card that leaves her the most rupees.
paxpamir-rule-pw-22 = Option: when a move finds no army to move, she moves an idle spy from her lowest-priority card to the highest-priority neighboring card where she doesn't have the most spies.

## Wakhan: a region's ruler reckoned from its pieces (PP-12, PW-7)
paxpamir-wakhan-ruling-pieces = In { $region }, Wakhan has { $count ->
        [one] 1 ruling piece
       *[other] { $count } ruling pieces
    } (her tribes plus the armies of the one coalition with the most there): { $nobody ->
        [yes] nobody rules it.
       *[no] { $ruler } rules it.
    }


## Wakhan: a market card already in her court
paxpamir-wakhan-card-in-her-court = Card { $card } is in Wakhan's court, so it can't be in the market. Type the number printed on the card in that space.
paxpamir-wakhan-card-named = Card { $card } is already on another market space this turn. Type the number printed on the card in this space.
