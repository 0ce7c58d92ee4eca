# El historial de un jugador contra cada bot, en toda plataforma (español).

## El gráfico del historial (bot/words/record_chart.py): un panel por juego y bot, los puntos
## y la diferencia del jugador partida a partida, las victorias rellenas y las derrotas huecas.

record-chart-title = Historial de { $player }
# El título de un panel: el juego y el bot contra el que se jugó.
record-chart-panel = { $title } · { $automaton }
# Las partidas contra ese bot que llegaron a su final, y cuántas se ganaron.
record-chart-tally = { $plays ->
        [one] 1 partida
       *[other] { $plays } partidas
    }, { $wins ->
        [one] 1 victoria
       *[other] { $wins } victorias
    }
# Lo mismo, cuando solo se dibujan las últimas $shown partidas.
record-chart-tally-latest = { $plays ->
        [one] 1 partida
       *[other] { $plays } partidas
    }, { $wins ->
        [one] 1 victoria
       *[other] { $wins } victorias
    } · { $shown ->
        [one] se muestra la última
       *[other] se muestran las últimas { $shown }
    }
record-chart-score = Tus puntos
record-chart-margin = Diferencia: tú − el mejor bot
record-chart-win = Victoria
record-chart-loss = Derrota
# Paneles que no caben: los bots contra los que se jugó hace más tiempo.
record-chart-more = { $more ->
        [one] No se muestra otro bot contra el que jugaste antes.
       *[other] No se muestran otros { $more } bots contra los que jugaste antes.
    }
# El día en que acabó una partida, bajo su columna ($day, $month; $dd, $mm con cero delante).
record-chart-date = { $day }/{ $month }
# Lo mismo, cuando las partidas dibujadas son de más de un año.
record-chart-date-year = { $day }/{ $month }/{ $year }
