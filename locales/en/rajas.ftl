### Glossary (English): the terms of R&R Games' English edition of HUCH!'s Rajas of the Ganges
### (rulebook, 2017; the same text on ultraboardgames.com/rajas-of-the-ganges/game-rules.php) and
### of Beck's solo variant (seed 002, written in English). American spelling, as that edition.
###   fame track, money track, fame/money marker; karma; Kali statue; province tile (here "tile"),
###   building, market, road; yield tile; boat, river, river space; workers; the decision die
###   (Cherey's "dado decisorio"). Areas: the palace's chambers (Great Mogul, Dancer, Yogi, Raja
###   Man Singh, Master Builder, Portuguese), balconies and terrace; the quarry; the market place;
###   the harbor. Automata: Cherey's virtual player, Beck's dummy players (dummies).
###   Money is counted in rupees (Beck's seed says "money": "5 and 6 money").

# Rajas of the Ganges: the automa's explanations, questions and words (English).
# The chat layer prints "[RULE] " before each event line. Terms (colors, spaces, who…) are
# ordinary messages passed as parameters. Codes (tiles, bonuses, spaces) are shown in the
# reader's words and read back in any of our languages.

## Words passed as parameters

rajas-colour-orange = orange
rajas-colour-purple = purple
rajas-colour-green = green
rajas-colour-blue = blue

rajas-good-silk = silk
rajas-good-tea = tea
rajas-good-spices = spices

rajas-area-chambers = the chambers
rajas-area-quarry = the quarry
rajas-area-market = the market place
rajas-area-harbor = the harbor
rajas-area-balconies = the balconies
rajas-area-terrace = the terrace

rajas-space-chamber-1 = chamber 1 (Great Mogul)
rajas-space-chamber-2 = chamber 2 (Dancer)
rajas-space-chamber-3 = chamber 3 (Yogi)
rajas-space-chamber-4 = chamber 4 (Raja Man Singh)
rajas-space-chamber-5 = chamber 5 (Master Builder)
rajas-space-chamber-6 = chamber 6 (Portuguese)
rajas-space-quarry = the quarry
rajas-space-market-variety = the market space for different goods (no die)
rajas-space-market-silk = the silk market space
rajas-space-market-tea = the tea market space
rajas-space-market-spices = the spices market space
rajas-space-harbor = the harbor
rajas-space-balcony-orange = the orange → 2 purple balcony
rajas-space-balcony-green = the green → 2 blue balcony
rajas-space-balcony-purple = the purple → 2 green balcony
rajas-space-balcony-blue = the blue → 2 orange balcony
rajas-space-terrace-orange = the orange terrace space
rajas-space-terrace-purple = the purple terrace space
rajas-space-terrace-green = the green terrace space
rajas-space-terrace-blue = the blue terrace space
rajas-space-terrace-reroll = the lookout (the terrace's re-roll or 2-rupee space)

rajas-tier-one = a color it has exactly one die of
rajas-tier-none = a color it has no die of
rajas-tier-fewest = the color it has the fewest dice of
rajas-tier-many = a color it has three or more dice of
rajas-tier-pair = a color it has a pair of
rajas-tier-most = the color it has the most dice of
rajas-tier-most-payable = the color it has the most dice of among those with a tile it can pay for
rajas-tier-most-unpaired = the color it has the most dice of without breaking a pair
rajas-tier-track-three = a building track at level 3
rajas-tier-track-two = a building track at level 2

rajas-track-fame = the fame track
rajas-track-money = the money track

rajas-who-you = You
    .lower = you
rajas-who-automa = The automa
    .lower = the automa
rajas-who-dummy-1 = Dummy 1
    .lower = Dummy 1
rajas-who-dummy-2 = Dummy 2
    .lower = Dummy 2
rajas-who-dummy-3 = Dummy 3
    .lower = Dummy 3
rajas-name-you = you
rajas-name-automa = the automa

rajas-automa-cherey = the automa
rajas-automa-beck = the dummies

rajas-why-tile = which tile it buys
rajas-why-replace = which tile it replaces
rajas-why-market = which market space it takes

rajas-quick-none = none
rajas-quick-no-tile = no such tile
rajas-quick-taken = taken
rajas-quick-none-taken = none: all free
rajas-quick-only = only { $space }
rajas-quick-all-taken = all taken

rajas-numbered = { $n }) { $space }
rajas-colour-limit = { $colour } ({ $dice ->
        [one] 1 die
       *[other] { $dice } dice
    }: up to { $high })

## Codes, in the words a player types

rajas-code-none = none
rajas-code-money = money
rajas-code-fame = fame
rajas-code-karma = karma
rajas-code-dice = dice
rajas-code-worker = worker
rajas-code-upgrade = upgrade
rajas-code-river = river
rajas-code-market = { $good }{ $value }
rajas-code-tile-colour = { $colour }
rajas-code-area-chamber = chamber
rajas-code-area-quarry = quarry
rajas-code-area-market = market
rajas-code-area-harbor = harbor
rajas-code-area-balcony = balcony
rajas-code-area-terrace = terrace
rajas-code-variety = variety
rajas-code-reroll = lookout
rajas-code-space = { $kind ->
        [none] { $area }
       *[other] { $area }-{ $which }
    }

## Setup

rajas-setup-beck =
    Beck's variant: { $dummies ->
        [one] one dummy player
       *[other] { $dummies } dummy players
    }. You are always the starting player: take the elephant.
rajas-setup-dummy = { $who }: one die of each color, 3 workers available (3 more on the track bonus spaces), boat at the start of the river, every building track at level 2, fame 0, { $money ->
        [one] 1 rupee
       *[other] { $money } rupees
    }.
rajas-handicap =
    Handicap: { $who } moves its fame marker { $fame ->
        [one] 1 space
       *[other] { $fame } spaces
    } and its money marker { $money ->
        [one] 1 space
       *[other] { $money } spaces
    } forward, taking every bonus it passes.
rajas-roll-first-player =
    { $by ->
        [bot] The bot rolls
       *[player] You rolled
    } a { $face } for the first player: even means you, odd means the automa.
rajas-roll-first-player-ask = Roll the decision die for the first player of round 1: an even face (2, 4, 6) means you, an odd one (1, 3, 5) the automa. Type the face.
rajas-first-player =
    { $seat ->
        [0] { $face } is even: you start round 1.
       *[other] { $face } is odd: { $who } starts round 1.
    }
rajas-setup-cherey = Cherey's variant: the automa has one die of each color, placed on its Kali statue (not around it) and never rolled; its karma stays at the maximum; it has { $money ->
        [one] 1 rupee
       *[other] { $money } rupees
    }.
rajas-ask-first-money = The automa goes first, so it starts with the first player's money. On which space of the money track does its marker start?
rajas-ask-reuse-profile = Use the board facts from this channel's last game: { $facts }? (n: I will ask for each again when it is needed.)
rajas-profile-reused = Board facts of the last game reused. /rajas board shows them and corrects any.
rajas-known-river =
    { $length ->
        [0] the river's bonuses ({ $count } known)
       *[other] the river ({ $length ->
            [one] 1 space
           *[other] { $length } spaces
        }, { $count ->
            [one] 1 bonus known
           *[other] { $count } bonuses known
        })
    }
rajas-known-track = the bonus spaces of { $track }
rajas-known-meet = where the markers meet ({ $sum })
rajas-known-building = the fame of the buildings

## Rounds and turns

rajas-round-start =
    { $seat ->
        [0] Round { $round } begins with all workers available: you start.
       *[other] Round { $round } begins with all workers available: { $who } starts.
    }
rajas-next =
    { $seat ->
        [0] Your turn on the board. Then type /rajas turn for { $automa }; add the space you took (e.g. /rajas turn terrace-orange) and I won't need to ask about the board.
       *[other] Next: { $who } (type /rajas turn).
    }
rajas-next-round-end = { $variant ->
        [beck] The dummies have no workers left this round: place the workers you have left, then type /rajas turn to end round { $round }.
       *[other] The automa has no workers left this round: place the workers you have left, then type /rajas turn to end round { $round }.
    }
rajas-turn-start =
    { $who }'s turn — round { $round }, its { $worker ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $worker }th
    } worker.
rajas-skip = { $who } has no workers left: it skips this turn.
rajas-passes-round = { $who } cannot place a worker anywhere, and spaces only fill up during a round: it passes for the rest of this round.
rajas-starts-next-round = { $who } took the Great Mogul: it will start the next round.
rajas-ask-round-end = { $variant ->
        [beck] The dummies have placed all their workers.
       *[other] The automa has placed all its workers.
    } Place the workers you have left; when round { $round } is over, tell me how it ended.
rajas-round-over = The round is over.
rajas-round-met = The round is over, and my fame and money markers have met or crossed.
rajas-round-mogul = The round is over, and I took chamber 1 (Great Mogul): I start the next one.
rajas-round-not-yet = Not yet: I still have workers to place.
rajas-placed-none = Noted: you placed no worker this turn.
rajas-question-waits = The open question waits: if the game goes on, it is asked again; if it ends, the turn waiting on it is not played.
# Said by /end in games stored before the open question waited (their logs and transcripts).
rajas-question-dropped = The question that was open is dropped, and the turn waiting on it is not played.

## Choosing the area

rajas-roll-area =
    { $by ->
        [bot] The bot rolls
       *[player] You rolled
    } a { $face } for the area (1 chambers, 2 quarry, 3 market, 4 harbor, 5 balconies, 6 terrace).
rajas-roll-area-ask = Roll the decision die for the area { $who-lower } goes to: 1 chambers, 2 quarry, 3 market, 4 harbor, 5 balconies, 6 terrace. Type the face.
rajas-area = { $who } goes to { $area }.
rajas-v6-quarry = { $who } has { $dice } dice (5 or more), so the { $face } sends it to the quarry instead, as if a 2 had been rolled.
rajas-reroll = { $who } cannot use { $area }: roll again.
rajas-area-still-invalid = { $who } already found { $area } not valid this turn: roll again.
rajas-next-value = { $who } cannot act there, so it moves on to the next value: { $area }.
rajas-redirect = { $who } goes to { $area } instead, as the rule says.
rajas-no-valid-area = { $who } finds no valid area: it cannot place a worker this turn.
rajas-no-dice-terrace = { $who } has no dice: it must take a die at the terrace (the orange space first, then purple, green, blue).
rajas-invalid-no-dice = { $who } has no dice to pay with here: not valid.
rajas-invalid-full = { $who } finds no free space in { $area }: not valid.
rajas-invalid-no-market = { $who } has no market on its tiles: the market place is not valid.
rajas-invalid-no-tile = { $who } finds no tile it can pay for in any color it has dice of ({ $colours }): the quarry is not valid.
rajas-invalid-river-end = { $who } has its boat at the end of the river (space { $boat }): the harbor is not valid.
rajas-too-many-dice = { $who } has { $dice } dice (6 or more): the balconies are not valid, it goes to the quarry instead.
rajas-too-many-dice-lookout = { $who } has { $dice } dice (6 or more): no die from the terrace; it takes the lookout instead and just gains 2 rupees.

## Spaces on the board

rajas-ask-free = { $shared ->
        [yes] Look at the board: is there still a free space in { $space }? y if there is, n if every space of it holds a worker.
       *[other] Look at the board: is { $space } free? y if it is, n if one of your workers stands there.
    }
rajas-ask-taken =
    Look at the board: which of these spaces hold one of your workers?
    { $numbered }
    Type them ({ $chambers ->
        [yes] by their numbers, e.g. `2 4`
       *[other] by their numbers or colors, e.g. `1 3`
    }), `none` if all are free, or `all`.
rajas-taken-bad = “{ $value }” names none of the spaces asked about: type their numbers, `none` or `all`.
rajas-space-taken = Your worker is already on { $space }.
rajas-space-full = Every space of { $space } is taken.
rajas-space-taken-by = { $by } already has a worker on { $space } this round.
rajas-place =
    { $who } places its { $worker ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $worker }th
    } worker on { $space }.
rajas-cheapest-space = { $who } takes the cheapest space of { $area } and pays nothing for it.
rajas-space-reported = Noted: your worker is on { $space } this round.
rajas-space-unknown = “{ $space }” is not a space I know. Name one like this: { $spaces }.
rajas-space-automaton-there = { $who } has its own worker on { $space } this round: it cannot be yours.

## Colors and dice

rajas-colour-chosen = { $who } picks { $colour }: { $tier } (it has { $have }).
rajas-tie-priority = Tie between { $options }: the color priority (orange > purple > green > blue) picks { $chosen }.
rajas-gain-dice =
    { $who } takes { $count ->
        [one] 1 { $colour } die
       *[other] { $count } { $colour } dice
    } (now { $have } { $colour }).
rajas-spend-dice =
    { $who } spends { $count ->
        [one] 1 { $colour } die
       *[other] { $count } { $colour } dice
    } ({ $have ->
        [0] no { $colour } left
       *[other] { $have } { $colour } left
    }).
rajas-karma-dice = { $who } takes { $count ->
        [one] 1 die
       *[other] { $count } dice
    }: “as many dice as karma”, and its karma always counts as 3.
rajas-karma-as-money =
    { $who } has no karma marker: { $amount } karma becomes { $amount ->
        [one] 1 rupee
       *[other] { $amount } rupees
    }.

## Money, fame, workers, upgrades

rajas-gain-money =
    { $who } gains { $amount ->
        [one] 1 rupee
       *[other] { $amount } rupees
    } (money now { $total }).
rajas-gain-fame = { $who } gains { $amount } fame (fame now { $total }).
rajas-gain-worker = { $who } gains a worker ({ $total } in all).
rajas-worker-none-left = { $who } already has all 6 workers: no new worker.
rajas-track-bonus = { $who } reaches space { $space } of { $track }, a bonus space: { $bonus }.
rajas-upgrade = { $who } upgrades building track { $track } (counted from the top) to level { $level }.
rajas-upgrade-none = { $who } has every building track at level 4: no upgrade.
rajas-markers-met = { $who }'s fame ({ $fame }) and money ({ $money }) markers have met: the game ends when this round is over.

## Chambers

rajas-roll-room =
    { $by ->
        [bot] The bot rolls
       *[player] You rolled
    } a { $face } for the chamber space.
rajas-roll-room-ask = Roll the decision die for the chamber { $who-lower } takes: 1 Great Mogul, 2 Dancer, 3 Yogi, 4 Raja Man Singh, 5 Master Builder, 6 Portuguese. Type the face.
rajas-room-still-invalid = { $who } already found chamber { $room } not valid: roll again.
rajas-next-room = { $who } cannot take it, so it moves on to chamber { $room }.
rajas-chambers-none-valid = { $who } finds no free and valid chamber space.
rajas-room5-no-marketless = Chamber 5 (Master Builder) is not valid: { $who } has no tile without a market.
rajas-c5-one-die = Chamber 5 (Master Builder) is not valid: { $who } has a single die, and the Master Builder spends two — the die the chamber costs and exactly one more for the new tile.
rajas-room6-invalid = Chamber 6 is not valid: { $who } has its boat on space { $boat } of { $length } and cannot move 6 more river steps.
rajas-ask-yield =
    { $full ->
        [yes] If chamber 2 (Dancer) is free, { $who-lower } takes it, with a yield tile: draw the yield tile it gets and type its bonus; if the chamber is taken, type `taken`.
       *[other] { $who } takes a yield tile: draw it and type its bonus.
    }
    Bonuses: `money 3`, `fame 2`, `karma 2`, `dice 2`, `dice karma`, `worker`, `upgrade`, `river 1`, joined with `+` (e.g. `dice 1 + money 2`), or `none`.
rajas-yield-taken = { $who } claims the yield tile's bonus at once: { $bonus }.
rajas-c5-wants =
    { $who } tries the Master Builder: it wants a tile with a market of the good it has the fewest tiles of ({ $goods }: { $held ->
        [0] none yet
        [one] only 1 tile
       *[other] only { $held } tiles
    }), in a color it has a die of ({ $colours }). It pays one die, whatever the cost.
rajas-ask-c5-tile =
    Master Builder: which tile does the automa buy? Look at the tiles on top of the quarry piles.
    Market wanted, any of: { $goods }. Colors it can pay with: { $colours }.
    Best first: color orange > purple > green > blue, then silk > tea > spices, then the highest cost, then the leftmost pile.
    Type its code with the color first: color, cost, buildings as b + track (1 = top track), markets as good + value, e.g. `orange 9 b1 tea2`. If there is no such tile, type `none`{ $full ->
        [yes] ; if chamber 5 is taken, `taken`.
       *[other] .
    }
rajas-no-tile-c5 = { $who } cannot use the Master Builder: there is no such tile.
rajas-c5-no-band = { $who } would replace { $tile } (cost { $cost }), its most expensive tile without a market: one die more than the pair it cost would reach tiles of 13–18, and a dummy never spends more than a pair on a tile, so the Master Builder is not valid.
rajas-ask-c5-tiles =
    Master Builder: { $who-lower } replaces { $old } with a { $colour } tile costing { $low } to { $high }. Look at the { $colour } tiles on top of the quarry piles and type the code of each that costs { $low } to { $high }, left to right, separated by commas: cost, buildings as b + track (1 = top track), markets as good + value, e.g. `9 b1, 11 b3 tea2`. If there is none, type `none`{ $full ->
        [yes] ; if chamber 5 is taken, `taken`.
       *[other] .
    }
rajas-tile-returned = { $who } returns its replaced tile { $tile }.

## Quarry and tiles

rajas-quarry-ranking = { $who } ranks its colors by the dice it holds: { $ranking }. It buys in the first of them with a tile it can pay for.
rajas-ask-quarry-tile =
    Which tile does the automa buy? Look at the tiles on top of the quarry piles. { $count ->
        [one] It can pay with: { $ranking }.
       *[other] In this order, it looks for a color with a tile it can pay for: { $ranking }.
    } In the first color that has one, it takes the most expensive tile it can pay for (the leftmost pile on a tie).
    Type its code with the color first: color, cost, buildings as b + track (1 = top track), markets as good + value, e.g. `purple 9 b1 b3 silk2`. If no color has one, type `none`{ $full ->
        [yes] ; if every quarry space is taken, `taken`.
       *[other] .
    }
rajas-quarry-passed = By your answer, { $colours } has no tile { $who-lower } can pay for: the next color.
rajas-ask-quarry-tiles =
    Which { $colour } tiles can { $who-lower } buy? Look at the { $colour } tiles on top of the quarry piles and type the code of each that costs { $low } to { $high }, left to right, separated by commas: cost, buildings as b + track (1 = top track), markets as good + value, e.g. `9 b1, 4 tea2`. The bot picks one. If there is none, type `none`{ $full ->
        [yes] ; if every quarry space is taken, `taken`.
       *[other] .
    }
rajas-no-tile = There is no { $colour } tile costing { $low } to { $high } for { $who-lower }.
rajas-one-die-instead = No { $colour } tile costs 7–10, so { $who-lower } spends a single die on one costing up to 6.
rajas-tile-bought =
    { $who } buys the tile { $tile }: { $fame } fame for its buildings and { $money ->
        [one] 1 rupee
       *[other] { $money } rupees
    } for its markets.
rajas-ask-building-fame = How much fame does each building give at each level? Look at the four building tracks of a player board and type, for each track from the top, the fame printed at levels 2, 3 and 4: twelve numbers, e.g. `1 2 3; 1 2 3; 2 3 4; 2 3 4`.

## Market

rajas-market-pays = { $who } earns { $amount ->
        [one] 1 rupee
       *[other] { $amount } rupees
    } at { $space } for its markets ({ $markets }).
rajas-market-best = The free space that pays { $who-lower } the most is { $space } ({ $amount ->
        [one] 1 rupee
       *[other] { $amount } rupees
    }).
rajas-goods-order = { $who } has as many tiles of these goods; the space paying more goes first: { $goods }.

## Harbor and river

rajas-roll-steps =
    { $by ->
        [bot] The bot rolls
       *[player] You rolled
    } a { $face } for the river steps.
rajas-roll-steps-ask = Roll the decision die for the river steps of { $who-lower }. Type the face: the bot turns it into steps by the rule.
rajas-steps =
    { $who } will move { $steps ->
        [one] 1 river step
       *[other] { $steps } river steps
    } (rolled { $face }).
rajas-steps-turned =
    { $who } will move { $steps ->
        [one] 1 river step
       *[other] { $steps } river steps
    }: the { $face } is above 3, so the die is turned over to its opposite face.
rajas-boat =
    { $who } moves its boat { $steps ->
        [one] 1 step
       *[other] { $steps } steps
    } to river space { $boat } and takes its bonus.
rajas-river-at-end = { $who } has its boat at the end of the river already (space { $boat }): it does not move.
rajas-river-loop = { $who } goes round the river as a loop: after space { $length } it goes on from space 1.
rajas-ask-river-length = How many spaces does the river have? Count from the first space after the boats' start to the last one, and type that number.
rajas-ask-river-bonus = What bonus does river space { $space } show (counting from the first space after the start)? Type it: `money 3`, `fame 2`, `karma 2`, `dice 2`, `dice karma`, `worker`, `upgrade`, joined with `+` (e.g. `fame 2 + dice 1`), or `none`.

## Balconies and terrace

rajas-roll-terrace =
    { $by ->
        [bot] The bot rolls
       *[player] You rolled
    } a { $face } for the terrace: only a 6 means 2 rupees instead of a die.
rajas-roll-terrace-ask = Roll the decision die for { $who-lower } at the terrace: 1–5, it takes a die; 6, it takes 2 rupees at the lookout. Type the face.
rajas-terrace-only-reroll = { $who } finds every die space of the terrace taken: it takes the lookout for 2 rupees.
rajas-no-reroll = { $who } takes 2 rupees there and does not re-roll its dice.

## Tracks and the end

rajas-ask-track = Which bonus spaces does { $track } have? Type each as `space bonus`, separated by `;`, e.g. `5 worker; 12 upgrade; 20 river 1` (bonuses: money N, fame N, karma N, dice N, dice karma, worker, upgrade, river N), or `none`.
rajas-ask-meet-sum = Where do a player's fame and money markers meet? They run toward each other around the board: on the space where they would stand together, add its fame number and its money number and type the sum (e.g. 58).
rajas-ask-human-worker = With which of your workers of round { $round } did your markers meet? Type its number: 1 for your first placement this round, 2 for the second, and so on.
rajas-ask-human-score = Final score: type the space of your fame marker, then that of your money marker, e.g. `34 27`.
rajas-score-bad = “{ $value }” is not two numbers: type your fame, then your money, e.g. `34 27`.
rajas-score-not-met = Fame and money that have met add up to at least { $least }: check “{ $value }”.
rajas-ask-end-now = End the game now and score it as the markers stand? I will ask for your fame and money.
rajas-end-cancelled = The game goes on.
rajas-standing =
    { $seat ->
        [0] You: fame { $fame }, money { $money }, { $met ->
            [yes] score { $distance }.
           *[no] markers not met ({ $apart } apart).
        }
       *[other] { $who }: fame { $fame }, money { $money }, { $met ->
            [yes] score { $distance }.
           *[no] markers not met ({ $apart } apart).
        }
    }
rajas-ended-by =
    { $seat ->
        [0] You ended the game with your { $worker ->
            [1] 1st
            [2] 2nd
            [3] 3rd
           *[other] { $worker }th
        } worker of round { $round }.
       *[other] { $who } ended the game with its { $worker ->
            [1] 1st
            [2] 2nd
            [3] 3rd
           *[other] { $worker }th
        } worker of round { $round }.
    }
rajas-winner =
    { $count ->
        [one] Winner: { $winners }, with a score of { $distance } (the widest crossing of the fame and money markers, 1 where they meet).
       *[other] Tied winners: { $winners }, each with a score of { $distance } (the widest crossing of the fame and money markers, 1 where they meet).
    }
rajas-no-winner = Nobody's fame and money markers have met: no winner.

## Codes the player types

rajas-code-bad-tile = “{ $code }” is not a tile code. Type cost, buildings as b + track (1 = top track), markets as good + value, e.g. `9 b1 b3 silk2` (with the color first when asked for: `orange 9 b1 b3 silk2`), or `none`.
rajas-code-bad-bonus = “{ $code }” is not a bonus code. Use `money 3`, `fame 2`, `karma 2`, `dice 2`, `dice karma`, `worker`, `upgrade`, `river 1`, joined with `+` (e.g. `money 2 + river 1`), or `none`.
rajas-code-bad-track = “{ $code }” is not a track code. Type `space bonus` for each bonus space, separated by `;`, e.g. `5 worker; 12 upgrade; 20 river 1`, or `none`.
rajas-code-bad-building-fame = “{ $code }” is not twelve numbers: for each building track from the top, the fame at levels 2, 3 and 4, e.g. `1 2 3; 1 2 3; 2 3 4; 2 3 4`.
rajas-code-cost-range = That tile costs { $cost }, but the rule looks for one costing { $low } to { $high }. Check the tile, or type `none`.
rajas-code-too-dear = That tile costs { $cost }: { $who-lower } can pay at most { $high } in { $colour }. Check the tile, or type `none`.
rajas-code-no-colour = Which color is that tile? Put its color first, e.g. `orange { $code }`.
rajas-code-wrong-colour = “{ $code }” names another color, but the rule asked for a { $colour } tile.
rajas-code-river-in-river = “{ $code }”: a river space cannot give river steps. Type its other bonuses, or `none`.
rajas-code-colour-not-allowed = That color won't do: the tile must be one of these colors: { $colours }.
rajas-code-good-not-allowed = That tile has no market of the good the automa wants: { $goods }.

## Options of /rajas new

rajas-option-bad = “{ $value }” is not allowed for { $option }: use { $allowed }.
rajas-option-unknown = Unknown option “{ $option }”. Options: variant=beck|cherey, dummies=1..3, handicap=N, dice=bot|player, navaratna, ganga, seed=N.
rajas-option-beck-only = { $option } is only for Beck's variant: add variant=beck.
rajas-game-over = This game is over. /rajas new starts another.

## Board facts (/rajas board)

rajas-board-unknown-fact = Unknown board fact “{ $fact }”. Facts: river-length N, river SPACE BONUS, fame-track …, money-track …, meet N, building TRACK LEVEL FAME.
rajas-board-bad-value = { $fact } needs a whole number from { $low } to { $high } there.
rajas-board-corrected = Board fact set: { $fact }
rajas-board-empty = No board facts known yet: I ask for each the first time it is needed.
rajas-board-line = { $fact }
rajas-fact-river-length = The river has { $length ->
        [one] 1 space
       *[other] { $length } spaces
    }.
rajas-fact-river = River space { $space }: { $bonus }.
rajas-fact-track = Bonus spaces of { $track }: { $bonuses }.
rajas-fact-meet = The fame and money markers meet at { $sum } (fame + money).
rajas-fact-building = Buildings of track { $track }: { $levels }.
rajas-fact-level = level { $level } gives { $fame } fame
rajas-fact-name-river-length = river-length
rajas-fact-name-river = river
rajas-fact-name-fame-track = fame-track
rajas-fact-name-money-track = money-track
rajas-fact-name-meet = meet
rajas-fact-name-building = building

## Status (/rajas status)

rajas-status-round =
    { $variant ->
        [beck] Beck's dummies
       *[cherey] Cherey's virtual player
    } · round { $round } · { $phase ->
        [setup] setting up
        [over] the game is over
       *[play] { $asking ->
            [yes] a turn is under way, waiting for your answer
           *[no] next: { $next }
        }
    }
rajas-status-automaton =
    { $who } (seat { $seat }): fame { $fame }, money { $money }
    Workers: { $workers } of { $workers_total } available · boat { $boat ->
        [0] at the start of the river
       *[other] on river space { $boat }
    }
    Dice ({ $dice }): { $orange } orange, { $purple } purple, { $green } green, { $blue } blue
    Building levels (top track first): { $upgrades }
    Tiles ({ $tiles }): { $tile_list }
    Placed this round: { $placed }
rajas-status-over = The game is over. { $count ->
        [0] Nobody won.
        [one] Winner: { $winners }.
       *[other] Winners: { $winners }.
    }

rajas-help =
    /rajas new [variant=beck|cherey] [dummies=1..3] [handicap=N] [dice=bot|player] [navaratna] [ganga] [seed=N] — start a game (dummies and handicap are for Beck's variant)
    /rajas turn [SPACE] — the automa's next turn (or the open question again); name the space you just took, e.g. /rajas turn terrace-orange, and I won't need to ask about the board
    /rajas status — each automaton's dice, money, fame, workers, boat, buildings and tiles, and whose turn it is
    /rajas log — every decision so far, with its rule and your answers
    /rajas board [FACT VALUE] — show the board facts, or correct one: river-length N, river SPACE BONUS, fame-track …, money-track …, meet N, building TRACK LEVEL FAME
    /rajas taken SPACE — report a space you took this round, e.g. terrace-orange, quarry, chamber-3
    /rajas undo — take the last step back
    /rajas end — end the game now and score it

## The chat service's words for this game

# Its title in running text (a message with a `game` parameter gets `$title`)
game-rajas = Rajas of the Ganges

# Discord's slash commands (names: lowercase, no spaces, at most 32 characters; descriptions at most 100)
cmd-rajas = Rajas of the Ganges: play against the automa
cmd-name-taken = taken
cmd-rajas-new = A new game of Rajas of the Ganges in this channel
cmd-rajas-board = The board facts the bot knows; with a fact, correct it
cmd-rajas-taken = Report a space you took this round
cmd-rajas-new-variant = Beck's dummy players or Cherey's virtual player (the default)
cmd-rajas-new-dummies = Beck: how many dummy players (1–3)
cmd-rajas-new-dice = Who rolls the decision die
cmd-rajas-new-handicap = Beck: the dummies' handicap
cmd-rajas-new-navaratna = Play with the Navaratna module
cmd-rajas-new-ganga = Play with the Ganga module
cmd-rajas-new-seed = Replay a game from its seed
cmd-rajas-board-fact = A fact and its value, e.g. meet 58
cmd-rajas-taken-space = e.g. terrace-orange, quarry, chamber-3
cmd-param-variant = variant
cmd-param-dummies = dummies
cmd-param-handicap = handicap
cmd-param-navaratna = navaratna
cmd-param-ganga = ganga
cmd-param-fact = fact
cmd-param-space = space
cmd-choice-variant-beck = Beck's dummy players
cmd-choice-variant-cherey = Cherey's virtual player
cmd-rajas-turn-space = The space you just took (e.g. terrace-orange), so the bot won't need to ask
cmd-rajas-odds-variant = Cherey's virtual player (the default) or Beck's dummy players
cmd-rajas-odds-dummies = Beck: how many dummy players (1–3)

# The board's picture (bot/pictures)
picture-rajas-title = { $title } · round { $round }
picture-rajas-seat = { $who } (seat { $seat })
picture-rajas-dice = Dice: { $dice }
picture-rajas-workers = Workers: { $workers }/{ $total }
picture-rajas-tracks = Fame ↔ money
picture-rajas-fame = fame { $fame }
picture-rajas-money = money { $money }
picture-rajas-apart = { $spaces ->
        [one] The markers are 1 space apart.
       *[other] The markers are { $spaces } spaces apart.
    }
picture-rajas-met = The markers have met: the game ends with this round.
picture-rajas-meet-unknown = Where the markers meet is not known yet.
picture-rajas-river = River: { $boat }
picture-rajas-levels = Buildings
picture-rajas-track = Track { $track }
picture-rajas-tiles = Tiles: { $tiles }

# What is offered while a player types (Discord's autocomplete)
suggest-rajas-river-length = how many spaces the river has
suggest-rajas-river = a river space and its bonus, e.g. river 3 money 2
suggest-rajas-fame-track = the fame track's bonus spaces, e.g. 5 worker; 12 upgrade
suggest-rajas-money-track = the money track's bonus spaces, e.g. 8 river 1
suggest-rajas-meet = where the fame and money markers meet (their sum)
suggest-rajas-building = a building's fame: track, level, fame, e.g. building 1 3 4

# The chat service's lines in this game's own words: its automa named at a new game, the board's header
rajas-variant-beck = Beck's dummy players
rajas-variant-cherey = Cherey's virtual player
rajas-board-header = Board facts known (the board profile). Correct any with /rajas board FACT VALUE.

# The automa's odds (/rajas odds) in this game's own words
rajas-odds-automa = { $variant ->
       *[cherey] Cherey's virtual player scores
        [beck] { $dummies ->
            [1] Beck's dummy player scores
           *[other] The best of Beck's { $dummies } dummy players scores
        }
    }
rajas-odds-ends = in round
rajas-odds-none = There are no odds for { $title } with those words. Try /rajas odds, /rajas odds beck 2 or /splendor odds.

# A dummy among the winners, mid-sentence (as `rajas-name-you`, `rajas-name-automa`)
rajas-name-dummy-1 = { rajas-who-dummy-1 }
rajas-name-dummy-2 = { rajas-who-dummy-2 }
rajas-name-dummy-3 = { rajas-who-dummy-3 }

# Rules explained (/rajas rule ID): each tag's rule in two or three sentences, .title its
# one-line title. Beck's terms are those of his English solo rules (seed 002); Cherey's those
# of the published game's English rulebook (Rajas of the Ganges, HUCH!/R&R Games).
rajas-rule-r-2 = The second roll picks a room of the chambers, each costing one die: 1, two fame and the first turn next round; 2, two dice and a yield tile; 3, two money and a die; 4, an upgrade and three money; 5, the master builder; 6, six river steps.
    .title = The chambers' six actions
rajas-rule-r-3 = Dice come in four colors. Where Cherey's virtual player breaks a tie it always prefers orange, then purple, green and blue; among goods, silk, then tea, then spices.
    .title = Colors and their priority
rajas-rule-r-4 = The bot keeps the automa's whole state: workers, dice by color, money, fame, boat, building upgrades and tiles. It has no dice limit and no karma marker: where a bonus asks for karma it counts as 3, and karma it earns becomes that much money.
    .title = What the automa owns
rajas-rule-r-5 = The automa never pays money: the quarry and harbor spaces that cost money are free for it. Its money marker only moves forward, and it takes every money-track bonus it passes.
    .title = Money never goes back
rajas-rule-r-6 = When it buys a province tile it scores at once: fame for each building on it, at that building's current upgrade level, and the money printed on its markets.
    .title = Buying a province tile
rajas-rule-r-7 = The game ends as usual: when anyone's fame and money markers meet or cross, the round is finished and the winner decided. The bot watches the automa's markers and asks you about yours.
    .title = The end of the game
rajas-rule-r-8 = An action space someone took this round is not free. The bot knows where its automata stand; for your workers it asks, or you tell it with /rajas taken. Workers come back at the start of each round.
    .title = Occupied spaces
rajas-rule-rb-s = Each dummy starts with 3 workers on the track bonus fields and 3 available, its boat at the river's start, every building track at 2, no fame, 4/5/6 money by seat and one die of each color. You always start the game.
    .title = Setting up the dummies
rajas-rule-rb-s2 = With a handicap h, right after setup each dummy moves h steps up the fame track and 2h up the money track, taking every bonus it passes on the way.
    .title = Handicap
rajas-rule-rb-t = A dummy with no workers left skips its turn. Otherwise a die picks one of the six main areas; a result that is not valid is rolled again, and so is every later roll (a room, a color) until it is valid.
    .title = A dummy's turn
rajas-rule-rb-v1 = A main area with no free worker space is not a valid roll: the die is rolled again.
    .title = No free space
rajas-rule-rb-v2 = A dummy spends dice like a human: with no die, the chambers, quarry, harbor and balconies are not valid, nor the market place when only spaces that cost a die are free.
    .title = No die to spend
rajas-rule-rb-v3 = The quarry is valid only if the dummy can buy one of the available province tiles; with every die worth 6, that fails only with no die or with the piles it could buy from used up.
    .title = The quarry must sell something
rajas-rule-rb-v4 = The market place is not valid for a dummy that has no market on its tiles.
    .title = No market, no market place
rajas-rule-rb-v5 = The harbor is not valid once the dummy's boat has reached the end of the Ganges.
    .title = The river's end
rajas-rule-rb-v6 = A dummy with 5 or more dice that rolls 5 (balconies) or 6 (terrace) goes to the quarry instead, as if it had rolled 2, and spends dice on a tile there. This keeps it from hoarding dice.
    .title = Five dice: to the quarry
rajas-rule-rb-c = In the chambers a second roll picks a free, valid room; the dummy spends one die (3–1–2 rule) and does the room's action. Room 5, the master builder, then spends exactly one more die on a new tile: two dice in all.
    .title = The chambers
rajas-rule-rb-c5 = The master builder is valid only if the dummy has a tile without a market. It replaces its most expensive such tile with a tile drawn at random in the price range that one more die of the chosen color reaches.
    .title = The master builder
rajas-rule-rb-q = At the quarry the dummy takes the cheapest space without paying. Among the colors that can buy an available tile, it uses the one it has most dice of: with a pair it buys from the 7–10 price range, with one die a tile up to 6, chosen at random among that color's tiles.
    .title = The quarry
rajas-rule-rb-m = At the market place the dummy takes a space needing no die that pays for different markets, if free; otherwise the free space paying it most. It spends a die where the space asks for one and collects the money.
    .title = The market place
rajas-rule-rb-h = At the harbor the dummy takes the cheapest space without paying and rolls for its steps: 1–2 one step, 3–4 two, 5–6 three. It spends a die (3–1–2 rule), sails and takes the bonus where it stops.
    .title = The harbor
rajas-rule-rb-b = On the balconies the dummy picks the die to spend by the 3–1–2 rule among the free spaces and takes the two dice of the other color that space gives.
    .title = The balconies
rajas-rule-rb-x = At the terrace, if the 2-money space is free, the dummy rolls: on a 6 it takes the money (it never re-rolls dice). On 1–5, or with that space taken, it takes one die, its color picked by the rule for taking a die (RB-D1).
    .title = The terrace
rajas-rule-rb-d1 = Taking a die, a dummy prefers a color it has exactly one of, then a color it has none of, then the color it has fewest of. Every tie is broken by a die roll the bot shows.
    .title = Which die to take
rajas-rule-rb-d2 = Spending a die (except on a tile), a dummy prefers a color it has 3 or more of, then one it has exactly 1 of, then one it has 2 of: the 3–1–2 rule. Ties are rolled for.
    .title = Which die to spend
rajas-rule-rb-d3 = Upgrading, a dummy raises a building track standing at 3 before one at 2, always trying to max out its tracks; ties are rolled for.
    .title = Which building to upgrade
rajas-rule-rb-e = To measure your play, count the rounds: the bot reports the end as “ended with worker N of round R”.
    .title = Measuring performance
rajas-rule-rc-s = One virtual player. The decision die picks who starts round 1: even, you; odd, the virtual player. Its karma stays at maximum, and it gets one die of each color on its Kali statue, with no dice limit; its dice are never rolled.
    .title = Setup
rajas-rule-rc-t = A virtual player with no workers skips its turn; with no dice it must take the terrace. Otherwise the decision die picks an area, and an area it cannot use passes to the next higher number (6 goes to 1), never rolled again; the same holds for the palace roll.
    .title = The virtual player's turn
rajas-rule-rc-g1 = Taking a die, the virtual player prefers a color it has exactly one of, to make a pair, then a color it lacks; ties follow orange > purple > green > blue. With neither, it takes the color it has fewest of.
    .title = Which die to take
rajas-rule-rc-g2 = Spending a die where no color is required, the virtual player uses a color it has more than 2 of, then one it has exactly 1 of, then one that leaves an exact pair; ties follow the color priority.
    .title = Which die to spend
rajas-rule-rc-c = In the palace a second roll picks a free, valid action (the next one up if not). It spends a die and acts; its upgrades go from the top track down, every track 2 → 3 before any 3 → 4. Action 5 buys, for one die, a tile with a market of the good it has fewest tiles of; for action 6 its river is a loop.
    .title = Palace actions
rajas-rule-rc-q = At the quarry the virtual player takes the cheapest space without paying. It tries its colors from the most dice down and buys in the first that can pay for a tile: the most expensive it can pay at 6 pips a die, ties leftmost pile.
    .title = The quarry
rajas-rule-rc-m = At the market place the virtual player takes the “variety” space if free; otherwise the single-good space of the good it has most market tiles of. With no market tile it goes to the harbor; with no die when one is needed, to the terrace.
    .title = The market place
rajas-rule-rc-h = At the harbor the virtual player takes the cheapest space without paying and rolls for its steps; a result above 3 is turned over (7 − n), so it sails 1 to 3. It spends its most plentiful color without breaking a pair.
    .title = The harbor
rajas-rule-rc-b = On the balconies the virtual player spends a color it has exactly one of, then one it has more than 2 of, then a pair, and takes that space's two dice. With 6 or more dice it goes to the quarry instead.
    .title = The balconies
rajas-rule-rc-x = At the terrace the virtual player takes a color that makes a pair, else a color it lacks. With 6 or more dice it takes the lookout instead and just gains 2 money.
    .title = The terrace
rajas-rule-rc-e = When anyone's markers meet or cross, the game ends after that round. The winner is whoever's crossed markers are furthest apart, counting 1 from the space where they meet.
    .title = End and scoring

# Difficulty levels (engines/rajas/ladder.py): the name, then one line on what changes
rajas-level-beck-1 = 1 dummy
rajas-level-beck-1-about = Beck's variant with one dummy player and no handicap (RB-S).
rajas-level-beck-1-h5 = 1 dummy, handicap 5
rajas-level-beck-1-h5-about = Beck's variant with one dummy player; it starts 5 spaces up the fame track and 10 up the money track, with every bonus passed (RB-S, RB-S2).
rajas-level-beck-2 = 2 dummies
rajas-level-beck-2-about = Beck's variant with two dummy players and no handicap (RB-S).
rajas-level-beck-2-h5 = 2 dummies, handicap 5
rajas-level-beck-2-h5-about = Beck's variant with two dummy players; each starts 5 spaces up the fame track and 10 up the money track, with every bonus passed (RB-S, RB-S2).
rajas-level-beck-3 = 3 dummies
rajas-level-beck-3-about = Beck's variant with three dummy players and no handicap (RB-S).
rajas-level-beck-3-h5 = 3 dummies, handicap 5
rajas-level-beck-3-h5-about = Beck's variant with three dummy players; each starts 5 spaces up the fame track and 10 up the money track, with every bonus passed (RB-S, RB-S2).
rajas-level-cherey = Cherey's virtual player
rajas-level-cherey-about = Cherey's virtual player has one level: its rules give no way to make it easier or harder (RC-S).

# An automaton's seat as a logged play names it (BG Stats).
rajas-seat-beck = Dummy { $number }
rajas-seat-cherey = Virtual player
# The board's picture in words, for a reader who cannot see it (its alt text; a screen reader reads it)
rajas-alt-title = { $title }, round { $round }.
rajas-alt-seat = { $who }, seat { $seat }: fame { $fame }, money { $money }; workers available: { $workers } of { $total }.
rajas-alt-dice = { $dice ->
        [one] 1 die
       *[other] { $dice } dice
    }: orange { $orange }, purple { $purple }, green { $green }, blue { $blue }.
rajas-alt-river = Boat { $boat ->
        [0] at the start of the river.
       *[other] on river space { $boat }.
    }
rajas-alt-levels = Building levels, tracks 1 to 4: { $levels }.
rajas-alt-tiles = { $count ->
        [0] No tiles.
        [one] 1 tile: { $tiles }.
       *[other] { $count } tiles: { $tiles }.
    }
rajas-alt-tile = { $colour } costing { $cost } ({ $shows })
rajas-alt-tile-bare = { $colour } costing { $cost }
