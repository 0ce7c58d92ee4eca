### Сообщения чат-сервиса Soloist (не зависят от игры). Обращение — на «вы» (как в core.ftl).

bot-help =
    Команды Soloist:
bot-help-common =
    /lang en|es|ja|ru — язык
    /help — эта справка
    /<игра> transcript [lang=xx] — партия файлом · /<игра> verify СИД — проверить запечатанные кубики бота · { $odds } — шансы бота
    /settings pictures off|on — картинки поля в этом канале
    /<игра> watch — партия на живой веб-странице: для экрана рядом с полем или для зрителей
    /record — ваши результаты против каждого бота, с графиком · /record table · export · campaign on · link · private
    Чтобы ответить на вопрос, напишите то, что в нём предложено: грань кубика 1–6, номер варианта, да/нет (y/n), число или код.
bot-unknown-command = Неизвестная команда «{ $command }». Список команд — в /help.
bot-unknown-game = Нет игры «{ $game }». Доступны: { $games }.
bot-no-game = В этом канале нет партии. Список игр и как начать партию — в /help.
bot-other-game = В этом канале идёт партия в { $title }: /{ $game } { $verb }.
bot-game-exists = В этом канале уже идёт партия в { $title }. Доиграйте её или закончите командой /{ $game } end.
bot-not-owner = В эту партию играет только { $owner } (остальные могут смотреть).
bot-stale = Эта кнопка относится к уже пройденному шагу. Ничего не изменилось.
bot-corrupt = Сохранённую партию в { $title } в этом канале не удаётся прочитать. Ничего не изменилось. Команда /{ $game } end закроет её (в базе данных она останется).
bot-log-damaged = Запись этого шага не читается (повреждена в базе данных); остальной журнал читается.
bot-new-game =
    Новая партия в { $title } ({ $automa }), игрок: { $owner }. { $chance }
# С кем играется новая партия — для игры, которая его не называет (`<game>-variant-<id>`).
bot-new-game-automa = против бота
# Что новая партия говорит о кубиках — для игры с кубиками (игра без них говорит `<game>-no-dice`).
bot-new-game-dice = { $dice ->
        [bot] Кубик решений бросает бот.
       *[player] Кубик решений бросаете вы и вводите результат.
    } { $sealed ->
        [yes] Сид держится в секрете до конца партии.
       *[no] Чтобы повторить эту партию, укажите seed={ $seed }.
    }
bot-undone = Шаг { $step } отменён (партия снова на шаге { $version }){ $said ->
        [0] .
       *[other] . Отменено: { $what }
    }
bot-undo-nothing = Отменять нечего.
bot-log-header =
    Вся история партии в { $title } ({ $steps } { $steps ->
        [one] шаг
        [few] шага
       *[many] шагов
    }):
bot-log-step = Шаг { $version }
bot-lang-set = Язык этого канала теперь { $language }.
bot-lang-unknown = Неизвестный язык «{ $value }». Доступны: { $languages }.
# Языки в списках выбора, каждый на своём языке (одинаково во всех файлах).
lang-en = English
lang-es = Español
lang-ja = 日本語
lang-ru = Русский
# Названия языков внутри фразы, на языке читателя (со строчной буквы).
lang-name-en = английский
lang-name-es = испанский
lang-name-ja = японский
lang-name-ru = русский
bot-abandoned = Партия в { $title } закрыта без результата.
bot-finished = Партия в { $title } окончена. Новую начинает /{ $game } new.
bot-error = У нас что-то пошло не так. Ничего не изменилось — попробуйте ещё раз.
bot-question = Вопрос:
bot-answer-d6 = напишите выпавшую грань, 1–6
bot-answer-choice = напишите номер варианта
bot-answer-confirm = да / нет (y/n)
bot-answer-number = напишите число от { $min } до { $max }
bot-answer-text = напишите ответ так, как сказано в вопросе
bot-status-header = Партия в { $title }, шаг { $version }
bot-board-header = Стол, каким его знает бот.
bot-board-words = { $text }
bot-no-question = Сейчас вопросов нет. /{ $game } turn — следующий ход бота.
bot-console-welcome = Консольный стол Soloist — состояние сохраняется в { $db }. Наберите /help.
bot-console-bye = До встречи за столом!
bot-seed-bad = «{ $value }» — не сид: сид — целое число, например seed=1234.
bot-yes = ✅ Да
bot-no = ❌ Нет
bot-earlier = … более ранние строки этого хода: /{ $game } log

# Слеш-команды Discord: имена (cmd-name-*, cmd-param-*: строчные буквы, без пробелов, не
# длиннее 32 символов), описания (не длиннее 100 символов), варианты.
cmd-help = Что умеет Soloist и какие у него команды
cmd-lang = Язык этого канала
cmd-lang-language = Язык канала
cmd-name-help = помощь
cmd-name-lang = язык
cmd-name-new = новая
cmd-name-turn = ход
cmd-name-status = состояние
cmd-name-log = журнал
cmd-name-undo = отмена
cmd-name-end = конец
cmd-name-board = поле
cmd-name-answer = ответ
cmd-common-turn = Следующий ход бота (или снова открытый вопрос)
cmd-common-status = Состояние каждого соперника и чей сейчас ход
cmd-common-log = Все решения по порядку, каждое со своим правилом
cmd-common-undo = Отменить последний шаг
cmd-common-end = Закончить партию сейчас и подсчитать очки
cmd-common-answer = Ввести ответ на открытый вопрос
cmd-common-answer-text = Грань кубика, номер варианта, да/нет (y/n), число или код
cmd-param-dice = кубик
cmd-param-seed = сид
cmd-param-text = текст
cmd-param-language = язык
cmd-choice-dice-bot = Бросает бот
cmd-choice-dice-player = Я бросаю настоящий кубик
cmd-name-record = результаты
cmd-record = Ваши результаты против каждого бота и их настройки
cmd-name-forget = забыть
cmd-forget-channel = Удалить всё, что Soloist хранит об этом канале
# Сообщения Discord.
discord-turn-updated = Сообщение хода обновлено: { $link }
discord-answer-button = ✏️ Ввести ответ
discord-answer-title = Ваш ответ
discord-answer-label = Ответ
discord-missing-permissions = Я не могу нормально отвечать в этом канале: нет права { $permissions }. Администратор сервера может выдать его в настройках канала (Права доступа → Soloist).
discord-forget-ask = Будет удалено всё, что Soloist хранит об этом канале: партии (текущая и завершённые), язык и профили поля. Отменить это нельзя.
discord-forget-done = Готово: всё, что Soloist хранил об этом канале, удалено ({ $games ->
        [one] { $games } партия
        [few] { $games } партии
        [many] { $games } партий
       *[other] { $games } партии
    }).
discord-forget-told = { $name } удаляет всё, что Soloist хранил об этом канале.
discord-command-outdated = Discord прислал устаревшую версию этой команды, поэтому я её не выполнил; ничего не изменилось. Discord обновит свою копию через несколько минут (перезапуск приложения Discord ускорит это).
discord-command-not-allowed = Здесь вам нельзя использовать эту команду; ничего не изменилось.
discord-command-failed = При выполнении этой команды у нас что-то пошло не так; ошибка записана в журнал. Где сейчас партия, покажет команда status.

# Имена слеш-команд и их параметров, которые есть у нескольких игр (строчные буквы, без
# пробелов, не длиннее 32 символов); имя, которое есть у одной игры, — в её собственном файле.
cmd-name-cost = стоимость
cmd-param-harder = сложнее

# Telegram
tg-command = { $description } ({ $verbs })
tg-reply-hint = ↩ Чтобы ввести ответ, ответьте на это сообщение.
tg-in-chat = В «{ $chat }»: { $text }
cmd-forget = Удалить всё, что Soloist хранит об этом чате
tg-forget-ask = Будет удалено всё, что Soloist хранит об этом чате: партии (текущая и завершённые), язык и профили поля. Отменить это нельзя.
tg-forget-yes = 🗑 Удалить всё
tg-forget-no = Оставить
tg-forget-done = Готово: всё, что Soloist хранил об этом чате, удалено ({ $games ->
        [one] { $games } партия
        [few] { $games } партии
        [many] { $games } партий
       *[other] { $games } партии
    }).
tg-forget-kept = Ничего не удалено.
tg-forget-denied = Удалить данные чата может только его владелец или администратор.
tg-forget-not-yours = Ответить на это может только тот, кто спросил.

# Игрок, которого называет команда (handover и собственные команды игр)
cmd-param-player = игрок

# Идущая игра, ответ, языки, бросок при ничьей. Сообщение с параметром `game` получает `$title` —
# название игры (`game-<id>`, в файле самой игры).
bot-other-game-commands = В этом канале идёт партия в { $title }; её команды: { $commands }.
bot-answered = Ваш ответ: «{ $answer }»
bot-lang-list = Язык этого канала — { $language }. Другие языки: { $choices }.
bot-lang-choice = /lang { $code } ({ $name })
tie-die-ask = Равные варианты ({ $why }): { $options }. Бросьте кубик решений: { $faces }. Введите выпавшее число.

# A tie's roll asked in games stored before the faces were said.
tie-roll-ask = Равные варианты ({ $why }): { $options }. Бросьте кубик решений: грани делятся между ними поровну, в этом порядке, а если выпадет лишняя грань, бросок повторяется. Введите выпавшее число.

# Проверяемые кубики, записи партий и шансы бота
bot-dice-sealed = 🔒 Кубики бота запечатаны: SHA-256 { $commitment } (соль { $salt }) — отпечаток секретного сида этой партии. Сид откроется, когда партия закончится; тогда /{ $game } verify СИД проверит каждый бросок.
bot-dice-revealed = 🔓 Сид кубиков этой партии: { $seed } (соль { $salt }, отпечаток SHA-256 { $commitment }). /{ $game } verify { $seed } сверит его и повторит каждый бросок.
bot-undo-revealed = Сид кубиков уже раскрыт, и все будущие броски известны: продолжить партию нельзя. /{ $game } new начнёт новую.
bot-verify-unsealed = В этой партии ({ $title }) кубики не были запечатаны (сид задали вручную или кубик бросали вы сами): проверять нечего.
bot-verify-no-seed = Какой сид? Бот откроет его, когда партия закончится; тогда введите /{ $game } verify СИД.
bot-verify-mismatch = ❌ Сид { $seed } не подходит: SHA-256 от «{ $salt }:{ $seed }» не равен { $commitment }.
bot-verify-ok = ✅ Сид { $seed } совпадает с отпечатком { $commitment }, показанным в начале, и в точности повторяет все броски бота ({ $rolls }).
bot-verify-dice-differ = ❌ Сид { $seed } совпадает с отпечатком, но бросок бота № { $wrong } не тот, что даёт сид (совпали { $agreed } из { $rolls }).
bot-verify-draws-differ = ❌ Сид { $seed } совпадает с отпечатком, но карта № { $wrong }, которую бот вытянул после подготовки, не та, что даёт сид (до неё совпали { $agreed }).
bot-transcript-ready = Запись этой партии ({ $title }, шагов: { $steps }, язык: { $language }): { $files }.
bot-odds = { $automa } от { $low } до { $high } { $high ->
        [one] очка
        [few] очков
       *[many] очков
    } в половине партий (медиана { $median }; во всех — от { $min } до { $max }), а партия заканчивается { $ends } { $rlow }–{ $rhigh }. Это { $games } смоделированных партий против простого игрока-программы.
# Кто набирает очки — для игры, которая его не называет (`<game>-odds-automa`: $variant, $dummies).
bot-odds-automa = Бот набирает
# Когда кончается партия — для игры без собственного счёта (`<game>-odds-ends`: $rlow, $rhigh).
bot-odds-ends = на ходу бота
# У игры нет шансов; команды игр, у которых они есть ($commands).
bot-odds-none = Для { $title } шансов нет. Шансы бота есть в этих играх: { $commands }.
transcript-title = { $title }: партия игрока { $owner }
transcript-dice-sealed = 🔒 Кубики бота запечатаны до конца партии: SHA-256 { $commitment } (соль { $salt }).
transcript-dice-revealed = 🔓 Сид { $seed }, соль { $salt }: SHA-256 { $commitment }. Проверить: /{ $game } verify { $seed }
transcript-step = Шаг { $step }
transcript-typed = Введено: { $command }
transcript-correction = Исправление поля: { $command }
bot-console-document = Файл записан: { $path }

# Картинки поля (bot/pictures): сторона бота на поле, нарисованная картинкой.
bot-settings = Настройки этого канала: картинки поля { $pictures ->
        [on] включены (после каждого хода бота и в status)
       *[off] выключены
    }. Изменить: /settings pictures off|on.
bot-settings-pictures-bad = «{ $value }» — это ни on, ни off: /settings pictures off или /settings pictures on.
bot-console-picture = Картинка поля: { $path }
bot-console-chart = График результатов: { $path }
cmd-settings = Настройки этого канала: картинки поля
cmd-name-settings = настройки
cmd-param-pictures = картинки
cmd-settings-pictures = Показывать картинку поля после ходов бота и в status
cmd-choice-pictures-on = Включить
cmd-choice-pictures-off = Выключить
cmd-name-transcript = запись
cmd-name-verify = проверка
cmd-name-odds = шансы
cmd-param-lang = язык
cmd-common-transcript = Вся партия файлом: Markdown для чтения, JSON для программ
cmd-common-transcript-lang = Язык записи (если не указан — язык канала)
cmd-common-verify = Проверить запечатанные кубики бота по сиду, раскрытому в конце
cmd-common-verify-seed = Сид, который бот раскрыл в конце партии
cmd-common-odds = Как играет бот — по тысячам смоделированных партий
cmd-choice-lang-en = Английский
cmd-choice-lang-es = Испанский
cmd-choice-lang-ja = Японский
cmd-choice-lang-ru = Русский

# Правила игры с пояснениями (`/<game> rule ID`); текст правила — <game>-rule-<id>, его
# заголовок в одну строку — .title. $section — раздел исходных правил, как он там назван.
cmd-name-rule = правило
cmd-param-id = id
cmd-common-rule = Правило, на которое ссылается бот, с пояснением (без id — список)
cmd-common-rule-id = Метка правила, например [RB-Q]
bot-help-rules = /<игра> rule ID — что значит метка вроде [RB-Q] · /<игра> rule — правила игры
bot-rule-shown = [{ $id }] { $rule-title }
    { $rule }
    Исходные правила, раздел «{ $section }».
bot-rule-list = Правила игры { $title }, на которые ссылается бот (пояснение: /{ $game } rule ID):
bot-rule-item = [{ $id }] { $rule-title }
bot-rule-none = В игре { $title } нет меток правил, которые можно пояснить.
bot-rule-unknown = В игре { $title } нет правила «{ $id }». { $count ->
        [0] Весь список: /{ $game } rule.
       *[other] Возможно, вы имели в виду { $ids }? Весь список: /{ $game } rule.
    }
bot-rule-hint = 📖 Метка вроде [{ $id }] указывает на правило: /{ $game } rule { $id } его поясняет.
bot-rule-links = 📖 Правила:
# /record: результаты игрока против каждого бота, его настройки и кампания.
# Слова после /record (английские тоже принимаются всегда).
bot-record-word-table = таблица
bot-record-word-export = экспорт
bot-record-word-private = скрыть
bot-record-word-public = открыть
bot-record-word-forget = удалить
bot-record-word-link = связать
bot-record-word-unlink = отвязать
bot-record-word-campaign = кампания
bot-record-word-on = вкл
bot-record-word-off = выкл
bot-record-word-yes = да
bot-record-header = { $own ->
        [yes] Ваши результаты
       *[no] Результаты: { $name }
    }{ $scope ->
       *[all] {""}
        [game] {" "}в игре { $title }
    } — { $games } { $games ->
        [one] партия
        [few] партии
       *[many] партий
    }:
bot-record-who = В этом канале нет законченных партий игрока «{ $name }». В Telegram ответьте на его сообщение командой /record, в Discord выберите игрока в параметре команды.
bot-record-private = { $name } скрывает свои результаты.
bot-record-now-private = Ваши результаты теперь скрыты: их, их график и экспорт видите только вы. /record public откроет их снова.
bot-record-now-public = Ваши результаты теперь открыты: любой может запросить их командой /record с вашим именем.
bot-record-table-hidden = Ещё { $players } { $players ->
        [one] игрок скрывает
        [few] игрока скрывают
       *[many] игроков скрывают
    } свои результаты.
bot-record-exported = Все партии этих результатов ({ $games } { $games ->
        [one] партия
        [few] партии
       *[many] партий
    }) — таблицей и данными: { $files }.
bot-record-campaign-is = { $on ->
        [yes] Вы идёте по кампании: партия, где вы не выбрали уровень, начинается на уровне, который она предлагает. /record campaign off остановит её.
       *[no] Вы не идёте по кампании. /record campaign on начнёт её: после победы следующая партия будет на уровень выше, после двух поражений подряд — на уровень ниже.
    }
bot-record-campaign-on = Кампания включена. Новая партия, где вы не выбрали уровень, начинается на уровне, который предлагает кампания: на один выше после победы, на один ниже после двух поражений подряд.
bot-record-campaign-off = Кампания выключена. Новые партии начинаются на уровне, который задают их параметры.
bot-record-forget-ask = Это навсегда удалит { $games } { $games ->
        [one] ваш результат
        [few] ваших результата
       *[many] ваших результатов
    } на всех связанных платформах. Чтобы продолжить: /record forget да
bot-record-forgotten = Удалено результатов: { $games }. Журналы партий остаются в своих каналах.
bot-record-link-code = Ваш код для связи: { $code }. В течение { $minutes } { $minutes ->
        [one] минуты
        [few] минут
       *[many] минут
    } введите /record link { $code } на другой платформе (Telegram, Discord или консоль) — и результаты с обеих соберутся вместе.
bot-record-link-bad = «{ $code }» — не код для связи, или срок его действия истёк. /record link на первой платформе даст новый.
bot-record-linked = Связано: теперь ваши партии на платформах { $platforms } собраны в одних результатах.
bot-record-not-linked = Эта учётная запись ни с чем не связана; /record link даст код, чтобы связать.
bot-record-unlinked = Связь снята: у этой учётной записи снова свои результаты — партии, сыгранные здесь.
bot-platform-console = консоль
bot-platform-telegram = Telegram
bot-platform-discord = Discord
bot-level = Уровень: { $level } ({ $rank } из { $levels } на лестнице: { $automaton }){ $campaign ->
        [yes] , его предложила ваша кампания.
       *[no] .
    }
bot-result-level = Уровень партии: { $level } ({ $rank } из { $levels }){ $complete ->
        [yes] {""}
       *[no] ; партия закончена досрочно и не считается поражением
    }. Ваши результаты на нём: { $wins } { $wins ->
        [one] победа
        [few] победы
       *[many] побед
    } в { $plays } { $plays ->
        [one] партии
        [few] партиях
       *[many] партиях
    }{ $run ->
        [win] ; побед подряд: { $streak }.
        [loss] ; поражений подряд: { $streak }.
       *[none] .
    }
bot-result-campaign = Кампания: следующая партия — на уровне { $level }{ $why ->
        [up] , на один выше после победы
        [down] , на один ниже после двух поражений подряд
        [top] , это вершина лестницы
        [bottom] , это самый лёгкий уровень
       *[other] {""}
    }. Начните её командой { $command }

bot-log-play = Записать партию в BG Stats
bot-log-play-file = Ссылка для записи этой партии в BG Stats слишком длинная для кнопки здесь, поэтому партия приложена файлом в том виде, в каком её импортирует BG Stats.
bot-console-link = { $label }: { $url }
