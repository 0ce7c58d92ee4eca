# A player's record against each automaton, for every platform (English).

## The record's chart (bot/words/record_chart.py): a panel per game and automaton, the
## player's score and margin game by game, wins filled, losses hollow.

record-chart-title = { $player }'s record
# A panel's heading: the game's title and the automaton it was played against.
record-chart-panel = { $title } · { $automaton }
# The games against that automaton that ran to their end, and how many were won.
record-chart-tally = { $plays ->
        [one] 1 game
       *[other] { $plays } games
    }, { $wins ->
        [one] 1 win
       *[other] { $wins } wins
    }
# The same, when only the last $shown games are drawn.
record-chart-tally-latest = { $plays ->
        [one] 1 game
       *[other] { $plays } games
    }, { $wins ->
        [one] 1 win
       *[other] { $wins } wins
    } · { $shown ->
        [one] the last one drawn
       *[other] the last { $shown } drawn
    }
record-chart-score = Your score
record-chart-margin = Margin: you − the best automaton
record-chart-win = Win
record-chart-loss = Loss
# Panels left out: the automata played longest ago.
record-chart-more = { $more ->
        [one] One more automaton you played earlier is not drawn.
       *[other] { $more } more automata you played earlier are not drawn.
    }
# The day a game ended, under its column ($day, $month; $dd, $mm with a leading zero).
record-chart-date = { $month }/{ $day }
# The same, when the games drawn span more than one year.
record-chart-date-year = { $month }/{ $day }/{ $year }

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

# The chart's alt text, for a reader who cannot see it: what it draws; the figures are the
# record's lines beside it.
record-chart-alt = A chart of { $name }'s score and margin over the best automaton, game by game, against each automaton played ({ $games ->
        [one] 1 game
       *[other] { $games } games
    } with a score, { $wins ->
        [one] 1 win
       *[other] { $wins } wins
    }); wins are filled marks, losses hollow. The record's lines give the same figures.
