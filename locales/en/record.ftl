# A player's record against the automata, a channel's table of players and a player's place on a
# difficulty ladder (bot/service/record_lines.py). A line's figures come as one parameter,
# $stats: record-tally, then each figure the player has (record-rate … record-longest), joined
# by list-separator. A level is `<game>-level-<id>`, an automaton `<game>-variant-<automaton>`.

record-title = Record of { $name } against the automata:
record-empty = No finished games yet: a game counts here once it ends.
# $title: the game; $automa: the automaton it was played against.
record-opponent = { $title } — { $automa }: { $stats }
record-level = • { $level } — { $stats }
# Plays at none of the ladder's levels (a setting the ladder lacks, or a game with no ladder).
record-level-none = Other setups
record-tally = { $plays ->
        [one] 1 game
       *[other] { $plays } games
    }, { $wins ->
        [one] 1 win
       *[other] { $wins } wins
    }, { $losses ->
        [one] 1 loss
       *[other] { $losses } losses
    }{ $early ->
        [0] {""}
       *[other] , { $early } ended early
    }
# $rate: wins over decided games, 0–1.
record-rate = win rate { NUMBER($rate, style: "percent") }
record-best = best score { $score }
record-average = average { NUMBER($average, maximumFractionDigits: 1) }
# The largest lead over the best automaton (minus: the closest a lost game came).
record-margin = best margin { $sign ->
        [minus] −{ $margin }
        [even] ±0
       *[plus] +{ $margin }
    }
# The run of wins or losses at the end of the record.
record-streak = { $kind ->
        [lost] { $count ->
            [one] 1 loss
           *[other] { $count } losses
        } in a row
       *[won] { $count ->
            [one] 1 win
           *[other] { $count } wins
        } in a row
    }
record-longest = best run of { $count ->
        [one] 1 win
       *[other] { $count } wins in a row
    }
record-table-title = Players in this channel, most wins first:
record-table-empty = No finished games in this channel yet.
record-table-row = { $rank }. { $name }: { $stats }
# The level the next game proposes: up after a win, down after two losses in a row at a level.
record-campaign = Next game: { $level } ({ $why ->
        [up] one level up after a win
        [top] the hardest level: a win there keeps you on it
        [down] one level down after two losses in a row
        [bottom] the easiest level, after { $losses ->
            [one] 1 loss
           *[other] { $losses } losses in a row
        }
        [stay] { $losses ->
            [one] 1 loss
           *[other] { $losses } losses in a row
        } at this level; two losses in a row take you one level down
       *[start] where your climb starts
    }).
