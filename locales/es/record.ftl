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

# escala de dificultad (bot/service/record_lines.py). Las cifras de una línea llegan en un solo
# parámetro, $stats: record-tally y después cada cifra que tenga (record-rate … record-longest),
# unidas con list-separator.

record-title = Historial de { $name } contra los bots:
record-empty = Aún no hay partidas terminadas: una partida cuenta aquí en cuanto acaba.
record-opponent = { $title } — { $automa }: { $stats }
record-level = • { $level } — { $stats }
# Partidas en ningún nivel de la escala (un ajuste que la escala no tiene, o un juego sin escala).
record-level-none = Otras configuraciones
record-tally = { $plays ->
        [one] 1 partida
       *[other] { $plays } partidas
    }, { $wins ->
        [one] 1 victoria
       *[other] { $wins } victorias
    }, { $losses ->
        [one] 1 derrota
       *[other] { $losses } derrotas
    }{ $early ->
        [0] {""}
       *[other] , { $early } sin acabar
    }
record-rate = { NUMBER($rate, style: "percent") } de victorias
record-best = mejor puntuación { $score }
record-average = media { NUMBER($average, maximumFractionDigits: 1) }
record-margin = mejor diferencia { $sign ->
        [minus] −{ $margin }
        [even] ±0
       *[plus] +{ $margin }
    }
record-streak = { $kind ->
        [lost] racha de { $count ->
            [one] 1 derrota
           *[other] { $count } derrotas
        }
       *[won] racha de { $count ->
            [one] 1 victoria
           *[other] { $count } victorias
        }
    }
record-longest = mejor racha de { $count ->
        [one] 1 victoria
       *[other] { $count } victorias
    }
record-table-title = Jugadores de este canal, de más a menos victorias:
record-table-empty = Aún no hay partidas terminadas en este canal.
record-table-row = { $rank }. { $name }: { $stats }
record-campaign = Siguiente partida: { $level } ({ $why ->
        [up] un nivel más difícil tras una victoria
        [top] el nivel más difícil: si ganas en él, sigues en él
        [down] un nivel más fácil tras dos derrotas seguidas
        [bottom] el nivel más fácil, tras { $losses ->
            [one] 1 derrota
           *[other] { $losses } derrotas seguidas
        }
        [stay] { $losses ->
            [one] 1 derrota
           *[other] { $losses } derrotas seguidas
        } en este nivel; dos derrotas seguidas te bajan un nivel
       *[start] aquí empieza tu escalada
    }).

# El texto alternativo del gráfico: lo que dibuja; las cifras están en las líneas del historial.
record-chart-alt = Gráfico de la puntuación de { $name } y de su margen sobre el mejor bot, partida a partida, contra cada bot ({ $games ->
        [one] 1 partida
       *[other] { $games } partidas
    } con puntuación, { $wins ->
        [one] 1 victoria
       *[other] { $wins } victorias
    }); las victorias son marcas rellenas y las derrotas, huecas. Las líneas del historial dan las mismas cifras.
