## Сообщения, общие для всех игр: списки, да/нет, кубик решений, разрешение ничьих и ошибки
## в ответах.

# Естественный список: $first — все элементы, кроме последнего, уже соединённые
# list-separator.
list-and = { $first } и { $last }
list-separator = { ", " }

answer-yes = Да
answer-no = Нет

# Грань кубика решений как подпись варианта.
die-face = { $face ->
    [1] ⚀ 1
    [2] ⚁ 2
    [3] ⚂ 3
    [4] ⚃ 4
    [5] ⚄ 5
    [6] ⚅ 6
   *[other] { $face }
}

prompt-roll = Бросьте кубик решений и введите выпавшее число (от 1 до 6).

# $options — список, $why — то, в чём варианты равны, $by — "bot" или "player".
# Список стоит после двоеточия в именительном падеже: «между» потребовало бы творительного.
tie-die = Равные варианты ({ $why }): { $options }. Решает кубик: { $faces }. { $by ->
    [player] Вы выбросили
   *[bot] Выпало
} { $face }.
tie-face = { $single ->
    [yes] { $low }
   *[no] { $low }–{ $high }
} → { $option }
tie-face-again = { $single ->
    [yes] { $low }
   *[no] { $low }–{ $high }
} → бросить ещё раз
# Said by the logs of games stored before a tie's faces were said.
tie-roll = Равные варианты ({ $why }): { $options }. { $by ->
    [player] Вы выбросили
   *[bot] Выпало
} { $face }.
tie-broken = Выбрано: { $chosen }.
tie-reroll = Выпало { $face } — эта грань не относится ни к одному из { $count } { $count ->
    [one] варианта
    [few] вариантов
   *[many] вариантов
}: кубик бросают ещё раз.

answer-bad-die = «{ $value }» — не грань кубика: введите число от 1 до 6.
answer-bad-number = «{ $value }» — неверный ответ: введите целое число от { $min } до { $max }.
answer-bad-confirm = «{ $value }» — это не «да» и не «нет»: введите да или нет (y/n).
answer-bad-choice = «{ $value }» — такого варианта нет. { $count ->
    [one] Есть только { $count } вариант: введите 1.
    [few] Есть { $count } варианта: введите номер от 1 до { $count }.
   *[many] Есть { $count } вариантов: введите номер от 1 до { $count }.
}
answer-empty = Пустой ответ: напишите что-нибудь.
answer-no-question = Сейчас бот ни о чём не спрашивает.
flow-busy = Есть вопрос без ответа: сначала ответьте на него.
