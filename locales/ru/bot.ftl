### Сообщения чат-сервиса Soloist (не зависят от игры). Обращение — на «вы» (как в core.ftl).

bot-help =
    Команды Soloist:
bot-help-common =
    /lang en|es|ja|ru — язык
    /help — эта справка
    Чтобы ответить на вопрос, напишите то, что он предлагает: грань кубика 1–6, номер варианта, да/нет (y/n), число или код.
bot-unknown-command = Неизвестная команда «{ $command }». Смотрите /help.
bot-unknown-game = Нет игры «{ $game }». Доступны: { $games }.
bot-no-game = На этом канале нет партии. Список игр и как начать партию — в /help.
bot-game-exists = На этом канале уже идёт партия { $game }. Доиграйте её или закончите командой /{ $game } end.
bot-not-owner = В эту партию играет только { $owner } (остальные могут смотреть).
bot-stale = Эта кнопка относится к шагу, который уже пройден. Ничего не изменилось.
bot-corrupt = Сохранённую партию { $game } на этом канале не удаётся прочитать. Ничего не изменилось. Команда /{ $game } end закроет её (в базе данных она останется).
bot-new-game =
    Новая партия { $game } ({ $variant ->
        [beck] вариант Beck, болванчики
        [cherey] вариант Cherey, Автома
        [mild] мягкий соло-бот
       *[other] { $variant }
    }), игрок: { $owner }. { $dice ->
        [bot] Кубик решений бросает бот.
       *[player] Кубик решений бросаете вы и вводите результат.
    } Чтобы повторить эту партию, укажите seed={ $seed }.
bot-undone = Шаг отменён (сейчас шаг { $version }).
bot-undo-nothing = Отменять нечего.
bot-log-header =
    Вся история партии { $game } ({ $steps } { $steps ->
        [one] шаг
        [few] шага
        [many] шагов
       *[other] шага
    }):
bot-log-step = Шаг { $version }
bot-lang-set = Теперь на этом канале язык: { $language }.
bot-lang-unknown = Неизвестный язык «{ $value }». Доступны: { $languages }.
lang-en = English
lang-es = Español
lang-ja = 日本語
lang-ru = Русский
bot-abandoned = Партия { $game } закрыта без результата.
bot-finished = Партия { $game } окончена. Новую начинает /{ $game } new.
bot-error = У нас что-то пошло не так. Ничего не изменилось — попробуйте ещё раз.
bot-question = Вопрос:
bot-answer-d6 = напишите выпавшую грань, 1–6
bot-answer-choice = напишите номер варианта
bot-answer-confirm = да / нет (y/n)
bot-answer-number = напишите число от { $min } до { $max }
bot-answer-text = напишите код в показанном формате
bot-status-header = Партия { $game }, шаг { $version }
bot-board-header = { $game ->
        [rajas] Известные сведения о поле (профиль поля). Исправить любое можно командой /rajas board СВЕДЕНИЕ ЗНАЧЕНИЕ.
       *[other] Стол, каким его знает бот.
    }
bot-no-question = Сейчас вопросов нет. /{ $game } turn — следующий ход автомы.
bot-console-welcome = Консольный стол Soloist — состояние сохраняется в { $db }. Наберите /help.
bot-console-bye = До встречи за столом!
bot-seed-bad = «{ $value }» — не сид: сид — это целое число, например seed=1234.
bot-yes = ✅ Да
bot-no = ❌ Нет
bot-earlier = … более ранние строки этого хода: /{ $game } log
