### Glossary (English): Panticapaeum (Пантикапей) by Evgeny Petrov has no English rulebook we
### could find; the terms translate the Russian seed (003, Botos solo mode v0.1) word for word:
###   Botos (Ботос), round (раунд), turn (ход), exploration phase (фаза разведки), development
###   phase (фаза развития), tile (тайл), trireme (трирема), resources (ресурсы) in five colors,
###   buildings, development board (планшет развития), city, drought (засуха), coins (монеты),
###   victory points, VP (ПО), the priority rule (правило приоритета), Botos's area (игровая зона),
###   harder modes a–d (the seed's «Модификации», rules that make the game harder).

# Panticapaeum against Botos, the solo bot (seed 003): explanations, questions and words
# (English). The chat layer prints "[RULE] " before each event line. Resources come in five
# colors, always listed in the priority order of the development board (PB-7): brown, purple,
# beige, orange, green. A set of resources is a list of counted colors ("2 brown and 1 green").

## Words passed as parameters

panticapaeum-colour-brown = brown
panticapaeum-colour-purple = purple
panticapaeum-colour-beige = beige
panticapaeum-colour-orange = orange
panticapaeum-colour-green = green

panticapaeum-building-brown = brown building
panticapaeum-building-purple = purple building
panticapaeum-building-beige = beige building
panticapaeum-building-orange = orange building
panticapaeum-building-green = green building

panticapaeum-harder-a = a (Botos develops in round 1 too)
panticapaeum-harder-b = b (Botos takes the richest tile the trireme moved over)
panticapaeum-harder-c = c (Botos gains a resource toward the building it is closest to affording)
panticapaeum-harder-d = d (you pick for Botos wherever the priority rule would)

# A counted color: the count is in the message's name, so each language inflects the color
# for it. The English words do not change with the count.
-panticapaeum-brown = { $n } brown
-panticapaeum-purple = { $n } purple
-panticapaeum-beige = { $n } beige
-panticapaeum-orange = { $n } orange
-panticapaeum-green = { $n } green

## Setup (PB-1, PB-9, PB-10)

panticapaeum-setup = A 2-player setup against Botos. You hold the first-player token all game and play first in every round; Botos keeps its resources and buildings in an area of its own beside the board. It never places anything in a city, never advances on the development board, never sells and never gains coins.
panticapaeum-harder-on = Harder mode { $mode }.
panticapaeum-standard = Standard difficulty: Botos skips its development phase in round 1.
panticapaeum-offered-cost = { $none ->
        [true] Last game, no { $building } was left.
       *[other] Last game, the next { $building } cost { $cost }.
    }
panticapaeum-ask-reuse-costs = Use these building costs again in this game?
panticapaeum-costs-reused = The costs are reused: I will ask only those I don't know. Correct any with /panticapaeum cost COLOR …
panticapaeum-your-turn = Round { $round }, your turn { $turn } of { $turns }: take a tile in your exploration phase and move the trireme, then type /panticapaeum turn.

## The human's exploration: the trireme (PB-2)

panticapaeum-ask-your-tile = How many resources are drawn on the tile you took?
panticapaeum-trireme = { $count ->
        [0] No resources on your tile: the trireme moves no further, and the tile it stands on is Botos's.
        [one] Move the trireme 1 more tile forward (one per resource on your tile) and leave it there: the tile where it stops is Botos's.
       *[other] Move the trireme { $count } more tiles forward (one per resource on your tile) and leave it there: the tile where it stops is Botos's.
    }
panticapaeum-row-ends = If the row of tiles ends first, the trireme stops on the last tile.
panticapaeum-harder-b-reminder = Harder b: on its turn Botos takes the richest of the tiles the trireme moved over in this exploration (both moves, the tile it stopped on included).
panticapaeum-your-development = Now your development phase. If you build, tell me the cost of that color's next building: /panticapaeum cost COLOR … Then /panticapaeum turn: Botos's turn.

## Botos's turn (PB-3 to PB-7)

panticapaeum-botos-turn = Botos's turn { $turn } of { $turns } in round { $round }.
panticapaeum-ask-tile = What lies on the tile under the trireme? Type its resources (e.g. 2 brown 1 green), or tap them one at a time.
panticapaeum-ask-passed = Harder b: how many tiles did the trireme move over in your exploration, counting the one it stopped on?
panticapaeum-ask-passed-tile = { $count ->
        [1] What lies on the tile under the trireme?
       *[other] What lies on tile { $nth } of { $count } (counted from where the trireme started; tile { $count } is where it stopped)?
    } Type its resources (e.g. 2 brown 1 green), or tap them one at a time.
panticapaeum-colour-option = { $colour }
panticapaeum-empty-tile-option = none (an empty tile)
panticapaeum-none-left-option = none left
panticapaeum-ask-more = So far: { $so_far }. Anything more? Tap a color to add one, or “that's all”.
panticapaeum-tap-done = ✓ That's all
panticapaeum-tap-more = + 1 { $colour }
panticapaeum-richest = Harder b: of the { $tiles ->
        [one] 1 tile
       *[other] { $tiles } tiles
    } the trireme moved over, the richest shows { $count ->
        [one] 1 resource
       *[other] { $count } resources
    }: tile { $nth }.
panticapaeum-richest-tie = Tiles { $tiles } show as many: the priority rule takes the one with more brown, then purple, beige, orange, green: tile { $nth }.
panticapaeum-richest-same = Tiles { $tiles } show the very same resources: Botos takes tile { $nth }, the last the trireme reached.
panticapaeum-ask-pick-tile = Harder d: several tiles show { $count ->
        [one] 1 resource
       *[other] { $count } resources
    }. Which one does Botos take?
panticapaeum-option-tile = tile { $nth }: { $resources }
panticapaeum-picked-tile = Harder d: you picked tile { $nth } for Botos.
panticapaeum-takes-tile = Botos takes { $nth ->
        [0] the tile
       *[other] tile { $nth }
    } and everything drawn on it: { $count ->
        [0] nothing.
       *[other] { $resources }.
    } Discard the tile: Botos never places tiles in a city.
panticapaeum-skip-development = Round 1: Botos skips its development phase.
panticapaeum-harder-a-develops = Harder a: Botos does not skip its development phase in round 1.
panticapaeum-nothing-to-pay = Botos holds no resources, so it can pay for no building.
panticapaeum-ask-cost = What does the next { $building } cost? Type its resources (e.g. 2 brown 1 beige), tap them one at a time, or “none left” if no { $colour } building is left.
panticapaeum-ask-new-cost = Botos took that { $building }: what does the next { $building } cost now? Type it, tap it, or “none left”.
panticapaeum-can-build = Botos can pay for { $count ->
        [one] one building
       *[other] { $count } buildings
    }: { $buildings }.
panticapaeum-cannot-build = Botos can pay for no building.
panticapaeum-priority = A tie between { $tied }: the priority rule (brown, purple, beige, orange, green, top to bottom of the development board) picks { $choice }.
panticapaeum-ask-pick = Harder d: here the priority rule would decide; pick for Botos, to its greatest benefit. { $why ->
        [build] Which building does it build?
        [gain] Which resource does it gain?
       *[other] Which building does it gain a resource toward?
    }
panticapaeum-picked = Harder d: you picked { $choice } for Botos.
panticapaeum-option-building = { $building }: pays { $cost }; Botos's score { $before } → { $after }
panticapaeum-option-resource = 1 { $colour }: it has { $count } → { $after }
panticapaeum-option-aim = { $building }: lacks { $count }; +1 { $colour } (it has { $have })
panticapaeum-builds = Botos builds the { $building }: it pays { $cost } back to the supply and keeps the building in its area, never in a city. It now has { $count ->
        [one] one building
       *[other] { $count } buildings
    } of this color.
panticapaeum-next-cost = { $none ->
        [true] No { $colour } building is left.
       *[other] The next { $building } costs { $cost }.
    }
panticapaeum-gains-most = Botos gains 1 { $colour }, the color it has the most of (now { $count }).
panticapaeum-nearest = Harder c: closest to affordable, lacking { $count ->
        [one] 1 resource
       *[other] { $count } resources
    }: { $buildings }.
panticapaeum-gains-nearest = Botos gains 1 { $colour }, the color of that { $building } (now { $count }).
panticapaeum-nothing-left-to-aim = Harder c: no building is left to aim at, so Botos gains as the standard rule says.
panticapaeum-holds = Botos holds { $total ->
        [one] 1 resource
       *[other] { $total } resources
    } now, with no limit: brown { $brown }, purple { $purple }, beige { $beige }, orange { $orange }, green { $green }.
panticapaeum-score = Botos's score so far: { $points } VP ({ $building_points } for buildings, { $resource_points } for resources).

## Rounds (PB-3.1)

panticapaeum-round-over = Round { $round } is over.
panticapaeum-ask-game-over = That was round { $round }, the last (5 rounds of 3 turns): is the game over? (No: another round.)
panticapaeum-game-goes-on = The game goes on for another round.
panticapaeum-round-said = You say round { $round } is over, after { $count ->
        [one] 1 turn
       *[other] { $count } turns
    } of Botos's.

## The end (PB-8)

panticapaeum-final-buildings = Botos: { $building } × { $count } → { $points } VP.
panticapaeum-final-resources = { $count ->
        [one] 1 resource left: 1 VP.
       *[other] { $count } resources left: { $count } VP.
    }
panticapaeum-final-botos = Botos scores { $points } VP (no drought in a city it never builds, no coins).
panticapaeum-ask-your-score = Your score, counted by the normal rules?
panticapaeum-winner = You { $human }, Botos { $botos }: { $winner ->
        [human] you win!
        [botos] Botos wins.
       *[other] a draw.
    }
panticapaeum-ask-end-now = End the game now and score it as things stand?
panticapaeum-end-cancelled = The game goes on.

## The costs (PB-10)

panticapaeum-cost-noted = { $none ->
        [true] Noted: no { $colour } building is left.
       *[other] Noted: the next { $building } costs { $cost }.
    }

## Status

panticapaeum-status-resources = Botos's resources: brown { $brown }, purple { $purple }, beige { $beige }, orange { $orange }, green { $green } ({ $total } in all).
panticapaeum-status-buildings = Botos's buildings: brown { $brown }, purple { $purple }, beige { $beige }, orange { $orange }, green { $green } ({ $total } in all).
panticapaeum-status-score = Botos's score: { $points } VP ({ $building_points } for buildings, { $resource_points } for resources).
panticapaeum-status-cost = { $none ->
        [true] No { $colour } building is left.
       *[other] Next { $building }: { $cost }.
    }
panticapaeum-status-cost-unknown = Next { $building }: cost not asked yet.
panticapaeum-status-harder = { $count ->
        [0] Standard difficulty (no harder mode).
       *[other] Harder modes on: { $modes }.
    }
panticapaeum-status-next = Round { $round }, turn { $turn } of { $turns }: { $next ->
        [explore] next, your exploration: take a tile and move the trireme, then /panticapaeum turn.
        [explore-asking] your exploration is under way and waits for your answer.
        [botos-asking] Botos's turn is under way and waits for your answer.
        [asking] a question waits for your answer.
       *[other] next, Botos's turn, once your development phase is done: /panticapaeum turn.
    }
panticapaeum-status-over = The game is over: you { $human }, Botos { $botos }: { $winner ->
        [human] you won.
        [botos] Botos won.
       *[other] a draw.
    }

## Refusals

panticapaeum-option-unknown = There is no option “{ $option }”. The option: harder=a, b, c or d, or several, e.g. harder=ac.
panticapaeum-option-harder = “{ $value }” is not a harder mode: use the letters a, b, c and d, e.g. harder=ac.
panticapaeum-resources-bad = I can't read “{ $value }” as resources: type counts and colors, e.g. 2 brown 1 green, or none. Colors: { $colours }.
panticapaeum-resources-count = “{ $value }” is too many: at most { $max } of one color.
panticapaeum-cost-usage = Name a color and its cost, e.g. /panticapaeum cost brown 2 brown 1 beige, or /panticapaeum cost brown none.
panticapaeum-botos-first = Botos's turn comes first: /panticapaeum turn.
panticapaeum-round-not-begun = Round { $round } has just begun: Botos has not played in it yet.
panticapaeum-game-over = The game is over. Start a new one with /panticapaeum new.
panticapaeum-verb-unknown = “{ $verb }” is not a Panticapaeum command: see /panticapaeum help.

## Help

panticapaeum-help =
    /panticapaeum new [harder=a|b|c|d, or several: harder=ac] — a game against Botos (a: it develops in round 1 too; b: the richest tile; c: toward the nearest building; d: you pick for it)
    /panticapaeum turn — after taking your tile: the trireme; after your development: Botos's turn
    /panticapaeum cost brown 2 brown 1 beige | cost brown none — a color's next building cost
    /panticapaeum round — the round is over (3 turns a round, 5 rounds)
    /panticapaeum status | board | log | undo | end — Botos's area, score and costs | the same as text | the decisions | a step back | the score now
    Resources: 2 brown 1 green (brown, purple, beige, orange, green)

## Discord's slash commands (descriptions, at most 100 characters; names lowercase)

cmd-panticapaeum = Panticapaeum: play against Botos, the solo bot
cmd-panticapaeum-new = A new game of Panticapaeum against Botos in this channel
cmd-panticapaeum-new-harder = Harder modes, one or several letters a–d, e.g. ac
cmd-panticapaeum-cost = The cost of a color's next building
cmd-panticapaeum-cost-text = A color and its cost, e.g. brown 2 brown 1 beige (or brown none)
cmd-panticapaeum-round = The round is over now
cmd-panticapaeum-board = Botos's area, score and costs in words, the last decision first

## Counted colors (see the terms above)

panticapaeum-n-brown-1 = { -panticapaeum-brown(n: 1) }
panticapaeum-n-brown-2 = { -panticapaeum-brown(n: 2) }
panticapaeum-n-brown-3 = { -panticapaeum-brown(n: 3) }
panticapaeum-n-brown-4 = { -panticapaeum-brown(n: 4) }
panticapaeum-n-brown-5 = { -panticapaeum-brown(n: 5) }
panticapaeum-n-brown-6 = { -panticapaeum-brown(n: 6) }
panticapaeum-n-brown-7 = { -panticapaeum-brown(n: 7) }
panticapaeum-n-brown-8 = { -panticapaeum-brown(n: 8) }
panticapaeum-n-brown-9 = { -panticapaeum-brown(n: 9) }
panticapaeum-n-purple-1 = { -panticapaeum-purple(n: 1) }
panticapaeum-n-purple-2 = { -panticapaeum-purple(n: 2) }
panticapaeum-n-purple-3 = { -panticapaeum-purple(n: 3) }
panticapaeum-n-purple-4 = { -panticapaeum-purple(n: 4) }
panticapaeum-n-purple-5 = { -panticapaeum-purple(n: 5) }
panticapaeum-n-purple-6 = { -panticapaeum-purple(n: 6) }
panticapaeum-n-purple-7 = { -panticapaeum-purple(n: 7) }
panticapaeum-n-purple-8 = { -panticapaeum-purple(n: 8) }
panticapaeum-n-purple-9 = { -panticapaeum-purple(n: 9) }
panticapaeum-n-beige-1 = { -panticapaeum-beige(n: 1) }
panticapaeum-n-beige-2 = { -panticapaeum-beige(n: 2) }
panticapaeum-n-beige-3 = { -panticapaeum-beige(n: 3) }
panticapaeum-n-beige-4 = { -panticapaeum-beige(n: 4) }
panticapaeum-n-beige-5 = { -panticapaeum-beige(n: 5) }
panticapaeum-n-beige-6 = { -panticapaeum-beige(n: 6) }
panticapaeum-n-beige-7 = { -panticapaeum-beige(n: 7) }
panticapaeum-n-beige-8 = { -panticapaeum-beige(n: 8) }
panticapaeum-n-beige-9 = { -panticapaeum-beige(n: 9) }
panticapaeum-n-orange-1 = { -panticapaeum-orange(n: 1) }
panticapaeum-n-orange-2 = { -panticapaeum-orange(n: 2) }
panticapaeum-n-orange-3 = { -panticapaeum-orange(n: 3) }
panticapaeum-n-orange-4 = { -panticapaeum-orange(n: 4) }
panticapaeum-n-orange-5 = { -panticapaeum-orange(n: 5) }
panticapaeum-n-orange-6 = { -panticapaeum-orange(n: 6) }
panticapaeum-n-orange-7 = { -panticapaeum-orange(n: 7) }
panticapaeum-n-orange-8 = { -panticapaeum-orange(n: 8) }
panticapaeum-n-orange-9 = { -panticapaeum-orange(n: 9) }
panticapaeum-n-green-1 = { -panticapaeum-green(n: 1) }
panticapaeum-n-green-2 = { -panticapaeum-green(n: 2) }
panticapaeum-n-green-3 = { -panticapaeum-green(n: 3) }
panticapaeum-n-green-4 = { -panticapaeum-green(n: 4) }
panticapaeum-n-green-5 = { -panticapaeum-green(n: 5) }
panticapaeum-n-green-6 = { -panticapaeum-green(n: 6) }
panticapaeum-n-green-7 = { -panticapaeum-green(n: 7) }
panticapaeum-n-green-8 = { -panticapaeum-green(n: 8) }
panticapaeum-n-green-9 = { -panticapaeum-green(n: 9) }

## The chat service's words for this game

# Its title in running text (a message with a `game` parameter gets `$title`)
game-panticapaeum = Panticapaeum

# Discord's slash commands (names: lowercase, no spaces, at most 32 characters; descriptions at most 100)
cmd-name-round = round

# The board's picture (bot/pictures)
picture-panticapaeum-title = { $title } · round { $round } of { $rounds }, turn { $turn } of { $turns }
picture-panticapaeum-botos = Botos: { $points ->
        [one] { $points } point
       *[other] { $points } points
    } ({ $buildings } for buildings, { $resources } for resources)
picture-panticapaeum-resources = Resources
picture-panticapaeum-buildings = Buildings
picture-panticapaeum-costs = Next building costs

# The chat service's lines in this game's own words: its automa named at a new game, a game without dice
panticapaeum-variant-botos = Botos, the solo bot
panticapaeum-no-dice = Botos has no dice: a game replays from your answers alone.
panticapaeum-verify-unsealed = { $title } has no dice: there is nothing to verify.

# The automa's odds: this game has none (/panticapaeum odds)
panticapaeum-odds-none = There are no odds for { $title }: only the automata of Rajas of the Ganges and Splendor have them (/rajas odds, /splendor odds).

# Rules explained (/panticapaeum rule ID): each tag's rule in two or three sentences, .title
# its one-line title. Terms of the seed (Evgeny Petrov's solo mode v0.1) put in English.
panticapaeum-rule-pb-1 = Set up as for two players. You hold the first-player token all game and always play first; Botos has a play area for its resources and buildings.
    .title = Setup
panticapaeum-rule-pb-2 = In your exploration phase, after taking a tile and moving the trireme as usual, you move it further by as many tiles as there are resources on the tile you took. The tile where it stops is Botos's.
    .title = The trireme
panticapaeum-rule-pb-2-1 = You move the real trireme: the bot says how many extra tiles, then asks what lies on the tile where it stopped. If the row of tiles ends first, the trireme stops on the last tile.
    .title = Moving the trireme
panticapaeum-rule-pb-3 = Botos takes its turn after your development phase: an exploration phase, then a development phase, each by its own rules.
    .title = Botos's turn
panticapaeum-rule-pb-3-1 = You play as in a 2–4 player game, and Botos takes a turn after each of yours, so a round holds as many Botos turns as you have. You can always tell the bot that the round or the game is over.
    .title = Rounds
panticapaeum-rule-pb-4 = In its exploration phase Botos takes the tile under the trireme: every resource drawn on it goes to its area, and the tile is discarded, never placed in a city.
    .title = Exploration
panticapaeum-rule-pb-5 = In its development phase Botos builds a building if it can pay for one, paying the resources back to the supply and keeping the building in its area. Otherwise it gains one resource of the color it has most of.
    .title = Development
panticapaeum-rule-pb-5-1 = At the standard difficulty Botos skips its development phase throughout the first round.
    .title = Round 1 without development
panticapaeum-rule-pb-6 = Botos is not limited to five resources and discards only to pay. It never gains coins, not even the houses' end-of-round income.
    .title = No limits, no coins
panticapaeum-rule-pb-7 = Whenever Botos must choose a color of building or resource among equals, it takes brown, then purple, beige, orange and green: top to bottom of the development board.
    .title = The priority rule
panticapaeum-rule-pb-8 = For each color, Botos scores by its number of buildings of that color: 1 → 3 VP, 2 → 10, 3 → 30, 4 or more → 10 each; plus 1 VP per resource left. Compare with your score by the normal rules; equal scores are a draw.
    .title = Scoring
panticapaeum-rule-pb-9 = Harder modes, any combination: (a) Botos does not skip development in round 1; (b) it takes the tile with the most resources among all those the trireme moved over, the one it stopped on included; (c) it gains a resource of the color of the building it is fewest resources short of; (d) you break its ties for its greatest benefit.
    .title = Harder modes
panticapaeum-rule-pb-10 = The bot must know the tiles the trireme passes and stops on, with their resources, and which buildings can be bought at what cost. From the known components you pick with one tap; otherwise you enter what the tiles and costs show.
    .title = What the bot must know

# Difficulty levels (engines/panticapaeum/ladder.py): the name, then one line on what changes
panticapaeum-level-botos = Standard
panticapaeum-level-botos-about = Standard difficulty: Botos skips its development phase in round 1 (PB-5.1).
panticapaeum-level-botos-a = Harder a
panticapaeum-level-botos-a-about = Harder mode { panticapaeum-harder-a } (PB-9).
panticapaeum-level-botos-b = Harder b
panticapaeum-level-botos-b-about = Harder mode { panticapaeum-harder-b } (PB-9).
panticapaeum-level-botos-c = Harder c
panticapaeum-level-botos-c-about = Harder mode { panticapaeum-harder-c } (PB-9).
panticapaeum-level-botos-d = Harder d
panticapaeum-level-botos-d-about = Harder mode { panticapaeum-harder-d } (PB-9).
panticapaeum-level-botos-ab = Harder a, b
panticapaeum-level-botos-ab-about = Harder modes { panticapaeum-harder-a }; { panticapaeum-harder-b } (PB-9).
panticapaeum-level-botos-ac = Harder a, c
panticapaeum-level-botos-ac-about = Harder modes { panticapaeum-harder-a }; { panticapaeum-harder-c } (PB-9).
panticapaeum-level-botos-ad = Harder a, d
panticapaeum-level-botos-ad-about = Harder modes { panticapaeum-harder-a }; { panticapaeum-harder-d } (PB-9).
panticapaeum-level-botos-bc = Harder b, c
panticapaeum-level-botos-bc-about = Harder modes { panticapaeum-harder-b }; { panticapaeum-harder-c } (PB-9).
panticapaeum-level-botos-bd = Harder b, d
panticapaeum-level-botos-bd-about = Harder modes { panticapaeum-harder-b }; { panticapaeum-harder-d } (PB-9).
panticapaeum-level-botos-cd = Harder c, d
panticapaeum-level-botos-cd-about = Harder modes { panticapaeum-harder-c }; { panticapaeum-harder-d } (PB-9).
panticapaeum-level-botos-abc = Harder a, b, c
panticapaeum-level-botos-abc-about = Harder modes { panticapaeum-harder-a }; { panticapaeum-harder-b }; { panticapaeum-harder-c } (PB-9).
panticapaeum-level-botos-abd = Harder a, b, d
panticapaeum-level-botos-abd-about = Harder modes { panticapaeum-harder-a }; { panticapaeum-harder-b }; { panticapaeum-harder-d } (PB-9).
panticapaeum-level-botos-acd = Harder a, c, d
panticapaeum-level-botos-acd-about = Harder modes { panticapaeum-harder-a }; { panticapaeum-harder-c }; { panticapaeum-harder-d } (PB-9).
panticapaeum-level-botos-bcd = Harder b, c, d
panticapaeum-level-botos-bcd-about = Harder modes { panticapaeum-harder-b }; { panticapaeum-harder-c }; { panticapaeum-harder-d } (PB-9).
panticapaeum-level-botos-abcd = Harder a, b, c, d
panticapaeum-level-botos-abcd-about = Harder modes { panticapaeum-harder-a }; { panticapaeum-harder-b }; { panticapaeum-harder-c }; { panticapaeum-harder-d } (PB-9).

# An automaton's seat as a logged play names it (BG Stats).
panticapaeum-seat-botos = Botos
# The board's picture in words, for a reader who cannot see it (its alt text; a screen reader reads it)
panticapaeum-alt-title = { $title }, round { $round } of { $rounds }, turn { $turn } of { $turns }.
