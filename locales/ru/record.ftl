# Результаты игрока против каждого бота, для всех платформ (русский).

## График результатов (bot/words/record_chart.py): по панели на игру и бота, очки игрока
## и разница партия за партией; победы закрашены, поражения пустые.

record-chart-title = Результаты игрока { $player }
# Заголовок панели: игра и бот, против которого играли.
record-chart-panel = { $title } · { $automaton }
# Партии против этого бота, доигранные до конца, и сколько из них выиграно.
record-chart-tally = { $plays ->
        [one] { $plays } партия
        [few] { $plays } партии
        [many] { $plays } партий
       *[other] { $plays } партии
    }, { $wins ->
        [one] { $wins } победа
        [few] { $wins } победы
        [many] { $wins } побед
       *[other] { $wins } победы
    }
# То же, когда нарисованы только последние $shown партий.
record-chart-tally-latest = { $plays ->
        [one] { $plays } партия
        [few] { $plays } партии
        [many] { $plays } партий
       *[other] { $plays } партии
    }, { $wins ->
        [one] { $wins } победа
        [few] { $wins } победы
        [many] { $wins } побед
       *[other] { $wins } победы
    } · { $shown ->
        [one] показана последняя { $shown }
        [few] показаны последние { $shown }
        [many] показаны последние { $shown }
       *[other] показаны последние { $shown }
    }
record-chart-score = Ваши очки
record-chart-margin = Разница: вы − лучший бот
record-chart-win = Победа
record-chart-loss = Поражение
# Панели, которые не поместились: боты, с которыми играли давнее всего.
record-chart-more = { $more ->
        [one] Ещё { $more } бот, с которым вы играли раньше, здесь не показан.
        [few] Ещё { $more } бота, с которыми вы играли раньше, здесь не показаны.
        [many] Ещё { $more } ботов, с которыми вы играли раньше, здесь не показаны.
       *[other] Ещё { $more } бота, с которыми вы играли раньше, здесь не показаны.
    }
# День, когда кончилась партия, под её столбцом ($day, $month; $dd, $mm с нулём впереди).
record-chart-date = { $dd }.{ $mm }
# То же, когда нарисованные партии приходятся на разные годы.
record-chart-date-year = { $dd }.{ $mm }.{ $year }

# Цифры строки приходят одним параметром $stats: record-tally, затем те показатели, что есть (record-rate … record-longest), через list-separator.

record-title = Результаты игрока { $name }:
record-empty = Завершённых партий пока нет: партия попадает сюда, когда заканчивается.
record-opponent = { $title } — { $automa }: { $stats }
record-level = • { $level } — { $stats }
# Партии не на одном из уровней лестницы (настройка, которой на лестнице нет, или игра без лестницы).
record-level-none = Другие настройки
record-tally = { $plays } { $plays ->
        [one] партия
        [few] партии
       *[many] партий
    }, { $wins } { $wins ->
        [one] победа
        [few] победы
       *[many] побед
    }, { $losses } { $losses ->
        [one] поражение
        [few] поражения
       *[many] поражений
    }{ $early ->
        [0] {""}
       *[other] , { $early } { $early ->
            [one] прервана
            [few] прерваны
           *[many] прервано
        }
    }
record-rate = { NUMBER($rate, style: "percent") } побед
record-best = лучший счёт { $score }
record-average = в среднем { NUMBER($average, maximumFractionDigits: 1) }
record-margin = лучшая разница { $sign ->
        [minus] −{ $margin }
        [even] ±0
       *[plus] +{ $margin }
    }
record-streak = { $count } { $kind ->
        [lost] { $count ->
            [one] поражение
            [few] поражения
           *[many] поражений
        }
       *[won] { $count ->
            [one] победа
            [few] победы
           *[many] побед
        }
    } подряд
record-longest = лучшая серия — { $count } { $count ->
        [one] победа
        [few] победы
       *[many] побед
    } подряд
record-table-title = Игроки в этом канале, по числу побед:
record-table-empty = В этом канале пока нет завершённых партий.
record-table-row = { $rank }. { $name }: { $stats }
record-campaign = Следующая партия: { $level } ({ $why ->
        [up] на уровень выше после победы
        [top] самый сложный уровень: победа оставляет вас на нём
        [down] на уровень ниже после двух поражений подряд
        [bottom] самый лёгкий уровень, после { $losses } { $losses ->
            [one] поражения
            [few] поражений подряд
           *[many] поражений подряд
        }
        [stay] { $losses } { $losses ->
            [one] поражение
            [few] поражения подряд
           *[many] поражений подряд
        } на этом уровне; после двух поражений подряд — на уровень ниже
       *[start] отсюда начинается ваш подъём
    }).

# Альтернативный текст графика: что на нём нарисовано; сами цифры — в строках результатов.
record-chart-alt = График очков игрока { $name } и разницы с лучшим ботом, партия за партией, против каждого бота ({ $games } { $games ->
        [one] партия
        [few] партии
       *[many] партий
    } с очками, { $wins } { $wins ->
        [one] победа
        [few] победы
       *[many] побед
    }); победы — закрашенные отметки, поражения — полые. Те же цифры — в строках результатов.
