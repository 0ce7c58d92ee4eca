### Результаты игрока против автом, таблица игроков канала и место игрока на лестнице сложности (bot/service/record_lines.py).
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
