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
