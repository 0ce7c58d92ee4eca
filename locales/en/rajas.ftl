# Rajas of the Ganges: the automa's explanations, questions and words (English).
# The chat layer prints "[RULE] " before each event line. Terms (colours, spaces, who…) are
# ordinary messages passed as parameters.

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
rajas-space-quarry = a quarry space
rajas-space-market-variety = the variety market space (no die)
rajas-space-market-silk = the silk market space
rajas-space-market-tea = the tea market space
rajas-space-market-spices = the spices market space
rajas-space-harbor = a harbor space
rajas-space-balcony-orange = the orange → 2 purple balcony
rajas-space-balcony-green = the green → 2 blue balcony
rajas-space-balcony-purple = the purple → 2 green balcony
rajas-space-balcony-blue = the blue → 2 orange balcony
rajas-space-terrace-orange = the orange terrace space
rajas-space-terrace-purple = the purple terrace space
rajas-space-terrace-green = the green terrace space
rajas-space-terrace-blue = the blue terrace space
rajas-space-terrace-reroll = the re-roll / 2-rupee space of the terrace (lookout)

rajas-tier-one = a colour it has exactly one of
rajas-tier-none = a colour it has none of
rajas-tier-fewest = the colour it has fewest of
rajas-tier-many = a colour it has three or more of
rajas-tier-pair = a colour it has a pair of
rajas-tier-most = the colour it has most of
rajas-tier-most-unpaired = the colour it has most of without breaking a pair
rajas-tier-track-three = a building track at level 3
rajas-tier-track-two = a building track at level 2

rajas-track-fame = the fame track
rajas-track-money = the money track

rajas-who-you = You
rajas-who-automa = The automa
rajas-who-dummy-1 = Dummy 1
rajas-who-dummy-2 = Dummy 2
rajas-who-dummy-3 = Dummy 3

rajas-why-tile = which tile to buy
rajas-why-replace = which tile to replace

rajas-quick-none = none
rajas-quick-none-free = none is free
rajas-quick-same = they pay the same

## Setup

rajas-setup-beck =
    Beck's variant: { $dummies ->
        [one] one dummy player
       *[other] { $dummies } dummy players
    }. You are always the starting player: take the elephant.
rajas-setup-dummy = { $who }: one die of each colour, 3 workers available (3 more on the track bonus spaces), boat at the start of the river, every building track at level 2, fame 0, money { $money }.
rajas-handicap = Handicap: { $who } moves its fame marker { $fame } and its money marker { $money } spaces forward, taking every bonus it passes.
rajas-roll-first-player =
    { $by ->
        [bot] The bot rolls
       *[player] You rolled
    } a { $face } for the first player: even means you, odd means the automa.
rajas-first-player =
    { $seat ->
        [0] { $face } is even: you start round 1.
       *[other] { $face } is odd: { $who } starts round 1.
    }
rajas-setup-cherey = Cherey's variant: the automa has one die of each colour (never rolled), karma kept at maximum, and { $money } rupees.
rajas-ask-reuse-profile = Use the board facts from this channel's last game? { $facts } (n: I will ask for each again when it is needed.)
rajas-profile-reused = Board facts of the last game reused. /rajas board shows them and corrects any.

## Rounds and turns

rajas-round-start =
    { $seat ->
        [0] Round { $round } begins, all workers are back: you start.
       *[other] Round { $round } begins, all workers are back: { $who } starts.
    }
rajas-next =
    { $seat ->
        [0] Your turn on the board. Then type /rajas turn for the automa.
       *[other] Next: { $who } (type /rajas turn).
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
rajas-ask-round-over = No automaton has a worker left. Is round { $round } over, with all your workers placed too? (n if you still have a worker to place.)
rajas-ask-human-mogul = Did you take chamber 1 (Great Mogul) this round? If so, you start the next round.

## Choosing the area

rajas-roll-area =
    { $by ->
        [bot] The bot rolls
       *[player] You rolled
    } a { $face } for the area (1 chambers, 2 quarry, 3 market, 4 harbor, 5 balconies, 6 terrace).
rajas-area = { $who } goes to { $area }.
rajas-v6-quarry = { $who } has { $dice } dice (5 or more), so the { $face } sends it to the quarry instead, as if a 2 had been rolled.
rajas-reroll = { $who } cannot use { $area }: roll again.
rajas-area-still-invalid = { $who } already found { $area } not valid this turn: roll again.
rajas-next-value = { $who } cannot act there, so it moves on to the next value: { $area }.
rajas-redirect = { $who } goes to { $area } instead, as the rule says.
rajas-no-valid-area = { $who } finds no valid area: it cannot place a worker this turn.
rajas-no-dice-terrace = { $who } has no dice: it must take a die at the terrace (orange space first, then purple, green, blue).
rajas-invalid-no-dice = { $who } has no dice to pay with here: not valid.
rajas-invalid-full = { $who } finds no free space in { $area }: not valid.
rajas-invalid-no-market = { $who } has no market on its tiles: the market place is not valid.
rajas-invalid-no-tile = { $who } finds no tile it can buy (colours tried: { $colour }): the quarry is not valid.
rajas-invalid-river-end = { $who } has its boat at the end of the river (space { $boat }): the harbor is not valid.
rajas-too-many-dice = { $who } has { $dice } dice (6 or more): the balconies are not valid, it goes to the quarry instead.
rajas-too-many-dice-lookout = { $who } has { $dice } dice (6 or more): no die from the terrace; it takes the lookout instead and just gains 2 rupees.

## Spaces on the board

rajas-ask-free = Look at the board: is { $space } free? y if it is, n if one of your workers already stands there.
rajas-space-taken = There is already a worker on { $space }.
rajas-space-taken-by = { $by } already has a worker on { $space } this round.
rajas-place =
    { $who } places its { $worker ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $worker }th
    } worker on { $space }.
rajas-cheapest-space = { $who } takes the cheapest space of { $area } and pays nothing for it.
rajas-space-reported = Noted: { $space } is taken this round.
rajas-space-unknown = “{ $space }” is not a space I know. Use one of: { $spaces }.

## Colours and dice

rajas-colour-chosen = { $who } picks { $colour }: { $tier } (it has { $have }).
rajas-tie-priority = Tie between { $options }: the colour priority (orange > purple > green > blue) picks { $chosen }.
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
rajas-karma-dice = { $who } takes { $count } dice: “as many dice as karma”, and it always counts 3 karma.
rajas-karma-as-money = { $who } has no karma marker: { $amount } karma becomes { $amount } rupees.

## Money, fame, workers, upgrades

rajas-gain-money =
    { $who } gains { $amount ->
        [one] 1 rupee
       *[other] { $amount } rupees
    } (money now { $total }).
rajas-gain-fame = { $who } gains { $amount } fame (fame now { $total }).
rajas-gain-worker = { $who } gains a worker ({ $total } in all).
rajas-worker-none-left = { $who } already has all 6 workers: no new worker.
rajas-track-bonus = { $who } reaches space { $space } on { $track }, a bonus space: { $bonus }.
rajas-upgrade = { $who } upgrades building track { $track } (counted from the top) to level { $level }.
rajas-upgrade-none = { $who } has every building track at level 4: no upgrade.
rajas-markers-met = { $who }'s fame ({ $fame }) and money ({ $money }) markers have met: the game ends when this round is over.

## Chambers

rajas-roll-room =
    { $by ->
        [bot] The bot rolls
       *[player] You rolled
    } a { $face } for the chamber space.
rajas-room-still-invalid = { $who } already found chamber { $room } not valid: roll again.
rajas-next-room = { $who } cannot take it, so it moves on to chamber { $room }.
rajas-chambers-none-valid = { $who } finds no free and valid chamber space.
rajas-room5-no-marketless = Chamber 5 (Master Builder) is not valid: { $who } has no tile without a market.
rajas-room6-invalid = Chamber 6 is not valid: { $who } has its boat on space { $boat } of { $length } and cannot move 6 more river steps.
rajas-ask-yield = The automa takes a yield tile. Take the yield tile it gets and type its bonus: `money 3`, `fame 2`, `karma 2`, `dice 2`, `dice karma`, `worker`, `upgrade`, `river 1`, joined with `+` (e.g. `dice 1 + money 2`), or `none`.
rajas-yield-taken = { $who } claims the yield tile's bonus at once: { $bonus }.
rajas-c5-wants =
    { $who } tries the Master Builder: it wants a tile with a market of the good it has fewest tiles of ({ $goods }: { $held ->
        [0] none yet
        [one] only 1 tile
       *[other] only { $held } tiles
    }), in a colour it has a die of ({ $colours }). It pays one die, whatever the cost.
rajas-ask-c5-tile =
    Master Builder: which tile does the automa buy? Look at the tiles on top of the quarry piles.
    Market wanted, any of: { $goods }. Colours it can pay with: { $colours }.
    Best first: colour orange > purple > green > blue, then silk > tea > spices, then the highest cost, then the leftmost pile.
    Type its code with the colour first: colour, cost, buildings as b + track (1 = top track), markets as good + value, e.g. `orange 9 b1 tea2`. If there is no such tile, type `none`.
rajas-no-tile-c5 = { $who } cannot use the Master Builder: there is no such tile.
rajas-tile-returned = { $who } returns its replaced tile { $tile }.

## Quarry and tiles

rajas-ask-tile-count = How many { $colour } tiles costing { $low } to { $high } lie on top of the quarry piles? Type the number (0 if none).
rajas-ask-tile-nth =
    The roll picked { $nth ->
        [1] the 1st
        [2] the 2nd
        [3] the 3rd
       *[other] number { $nth }
    } of those { $count } { $colour } tiles, counting from the left.
    Type its code: cost, buildings as b + track (1 = top track), markets as good + value, e.g. `9 b1 b3 silk2` (a tile costing 9 with the buildings of tracks 1 and 3 and a silk market worth 2). If it is not there after all, type `none`.
rajas-ask-quarry-tile =
    Which { $colour } tile does the automa buy? Look at the { $colour } tiles on top of the quarry piles: it takes the most expensive one costing at most { $high } (its { $colour } dice at 6 pips each); on a tie, the leftmost pile.
    Type its code: cost, buildings as b + track (1 = top track), markets as good + value, e.g. `9 b1 b3 silk2`. If there is none, type `none`.
rajas-no-tile = There is no { $colour } tile costing { $low } to { $high } for { $who }.
rajas-tile-bought =
    { $who } buys the tile { $tile }: { $fame } fame for its buildings and { $money ->
        [one] 1 rupee
       *[other] { $money } rupees
    } for its markets.
rajas-ask-building-fame = How much fame does a building of track { $track } (counted from the top) give at level { $level }? Look at that building's upgrade track on a player board and type the fame printed at level { $level }.

## Market

rajas-ask-market-best = The variety market space is taken. Which free single-good market space pays the automa the most? It has markets of { $goods }.
rajas-ask-market-pays-more = The automa has the same number of market tiles of { $goods }. Which of these single-good market spaces would pay it more?
rajas-goods-order = { $who } tries the market spaces of the tied goods in this order: { $goods }.
rajas-ask-market-income = How much money does { $space } pay the automa? Its markets (good and value): { $markets }. Count them as that space says and type the amount.

## Harbor and river

rajas-roll-steps =
    { $by ->
        [bot] The bot rolls
       *[player] You rolled
    } a { $face } for the river steps.
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
rajas-terrace-only-reroll = { $who } finds every die space of the terrace taken: it takes the re-roll space for 2 rupees.
rajas-no-reroll = { $who } takes 2 rupees there and does not re-roll its dice.

## Tracks and the end

rajas-ask-track = Which bonus spaces does { $track } have? Type each as `space bonus`, separated by `;`, e.g. `5 worker; 12 upgrade; 20 river 1` (bonuses: money N, fame N, karma N, dice N, dice karma, worker, upgrade, river N), or `none`.
rajas-ask-meet-sum = Where do a player's fame and money markers meet? They run towards each other around the board: on the space where they would stand together, add its fame number and its money number and type the sum (e.g. 58).
rajas-ask-first-money = The automa goes first, so it starts with the first player's money. On which space of the money track does its marker start?
rajas-ask-human-met = Round { $round } is over. Have your fame and money markers met or crossed?
rajas-ask-human-worker = With which of your workers of round { $round } did your markers meet? Type its number: 1 for your first placement this round, 2 for the second, and so on.
rajas-ask-human-fame = Final score: on which space of the fame track is your fame marker?
rajas-ask-human-money = And on which space of the money track is your money marker?
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

rajas-code-bad-tile = “{ $code }” is not a tile code. Type cost, buildings as b + track (1 = top track), markets as good + value, e.g. `9 b1 b3 silk2` (with the colour first when asked for: `orange 9 b1 b3 silk2`), or `none`.
rajas-code-bad-bonus = “{ $code }” is not a bonus code. Use `money 3`, `fame 2`, `karma 2`, `dice 2`, `dice karma`, `worker`, `upgrade`, `river 1`, joined with `+` (e.g. `money 2 + river 1`), or `none`.
rajas-code-bad-track = “{ $code }” is not a track code. Type `space bonus` for each bonus space, separated by `;`, e.g. `5 worker; 12 upgrade; 20 river 1`, or `none`.
rajas-code-cost-range = That tile costs { $cost }, but the rule looks for one costing { $low } to { $high }. Check the tile, or type `none`.
rajas-code-no-colour = Which colour is that tile? Put its colour first, e.g. `orange { $code }`.
rajas-code-wrong-colour = “{ $code }” names another colour, but the rule asked for a { $colour } tile.
rajas-code-river-in-river = “{ $code }”: a river space cannot give river steps. Type its other bonuses, or `none`.
rajas-code-colour-not-allowed = That colour won't do: the automa can only pay with a die it has, so the tile must be one of these colours: { $colours }.
rajas-code-good-not-allowed = That tile has no market of the good the automa wants: { $goods }.

## Options of /rajas new

rajas-option-bad = “{ $value }” is not allowed for { $option }: use { $allowed }.
rajas-option-unknown = Unknown option “{ $option }”. Options: variant=beck|cherey, dummies=1..3, handicap=N, dice=bot|player, navaratna, ganga, seed=N.
rajas-option-beck-only = { $option } is only for Beck's variant: add variant=beck.
rajas-game-over = This game is over. /rajas new starts another.

## Board facts (/rajas board)

rajas-board-unknown-fact = Unknown board fact “{ $fact }”. Known facts: { $facts }.
rajas-board-bad-value = { $fact } needs a whole number from { $low } to { $high } there.
rajas-board-corrected = Board fact set: { $fact } { $value }.
rajas-board-empty = No board facts known yet: I ask for each the first time it is needed.
rajas-board-line = { $line }

## Status (/rajas status)

rajas-status-round =
    { $variant ->
        [beck] Beck's dummies
       *[cherey] Cherey's virtual player
    } · round { $round } · { $phase ->
        [setup] setting up
        [over] the game is over
       *[play] next: { $next }
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
rajas-status-over = The game is over. Winner(s): { $winners }

rajas-help =
    /rajas new [variant=beck|cherey] [dummies=1..3] [handicap=N] [dice=bot|player] [navaratna] [ganga] [seed=N] — start a game (dummies and handicap are for Beck's variant)
    /rajas turn — the automa's next turn (or the open question again)
    /rajas status — each automaton's dice, money, fame, workers, boat, buildings and tiles, and whose turn it is
    /rajas log — every decision so far, with its rule
    /rajas board [fact value…] — show the board facts, or correct one: river-length N, river N bonus, fame-track …, money-track …, meet N, building TRACK LEVEL FAME
    /rajas taken SPACE — report a space you took this round, e.g. terrace-orange, quarry, chamber-3
    /rajas undo — take the last step back
    /rajas end — end the game now and score it
