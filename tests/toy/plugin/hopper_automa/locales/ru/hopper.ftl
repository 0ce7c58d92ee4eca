# Прыгун, игрушечная автома (собственные сообщения плагина).
game-hopper = «Прыгун»
cmd-hopper = Прыгун: игрушечная автома
cmd-hopper-new = Новая партия игры «Прыгун» в этом канале
cmd-hopper-new-dice = Кто бросает кубик автомы
cmd-hopper-new-seed = Повторить партию по её зерну
cmd-hopper-board = Дорожка
cmd-hopper-push = Ваш ход: отодвинуть фишку назад
cmd-hopper-push-steps = На сколько клеток, от 1 до 3
cmd-param-steps = клетки
cmd-name-push = отодвинуть
hopper-help =
    /hopper new [dice=bot|player] [seed=N] — начать партию
    /hopper turn — ход автомы или снова открытый вопрос
    /hopper push N — ваш ход: отодвинуть её фишку на N клеток назад (1–3)
    /hopper status — где стоит её фишка и сколько у неё бонусных очков
    /hopper undo — отменить последний шаг
    /hopper end — закончить партию сейчас и подсчитать очки
hopper-setup = Фишка автомы стоит на клетке 0 дорожки из { $goal } клеток; партия длится { $turns } ходов.
hopper-turn = Ход автомы { $turn }.
hopper-roll = { $by ->
        [bot] Бот выбросил { $face }.
       *[player] Вы выбросили { $face }.
    }
hopper-moves = Фишка продвигается на { $steps } { $steps ->
        [one] клетку
        [few] клетки
       *[many] клеток
    } — до клетки { $space }.
hopper-ask-bonus = Фишка встаёт на бонусную клетку { $space }. Эта клетка на вашем поле свободна?
hopper-bonus = Автома получает { $points } бонусных очка.
hopper-over = Партия окончена: автома набирает { $score } { $score ->
        [one] очко
        [few] очка
       *[many] очков
    } ({ $space } за фишку и { $bonus } бонусных).
hopper-question-waits = Открытый вопрос откладывается.
hopper-pushed = Вы отодвигаете фишку на { $steps } { $steps ->
        [one] клетку
        [few] клетки
       *[many] клеток
    } назад: теперь она на клетке { $space }.
hopper-push-bad = Отодвиньте её на 1, 2 или 3 клетки: /hopper push 2
hopper-push-not-now = Фишку можно отодвигать только между ходами автомы, пока партия идёт.
hopper-over-already = Эта партия игры «Прыгун» окончена.
hopper-option-bad = Неизвестный параметр «{ $option }»: /hopper new принимает dice=bot|player и seed=N.
hopper-status = Фишка стоит на клетке { $space }, бонусных очков: { $bonus }; ход { $turn } из { $turns }.
hopper-board = Дорожка идёт от клетки 0 до клетки { $goal }.
picture-hopper-title = { $title } · ход { $turn }
