# Только Discord: команды модерации и сервера, /help, страницы длинного ответа (русский).
# Имена (cmd-name-*, cmd-param-*): строчные, без пробелов, не длиннее 32 символов; описания —
# не длиннее 100.

cmd-name-handover = передать
cmd-common-handover = Передать партию другому игроку (её игрок или модератор)
cmd-common-handover-player = Кто играет дальше
cmd-name-server = сервер
cmd-server = Настройки этого сервера (для модераторов)
cmd-name-show = показать
cmd-server-show = Показать настройки этого сервера
cmd-name-language = язык
cmd-server-language = Язык каналов этого сервера, не выбравших свой
cmd-server-language-language = Язык или auto (у каждого канала свой)
cmd-choice-language-auto = Авто: у каждого канала свой
cmd-name-games = игры
cmd-server-games = Где на этом сервере можно играть
cmd-server-games-where = Разрешить этот канал, перестать разрешать или разрешить все
cmd-param-where = где
cmd-choice-where-here = Здесь тоже (этот канал и его ветки)
cmd-choice-where-not-here = Здесь больше нет
cmd-choice-where-everywhere = Во всех каналах
discord-help-answer = К вопросу прилагаются кнопки; /‹игра› answer принимает ответ текстом и подсказывает подходящее, пока вы печатаете.
discord-page = { $page } / { $pages }

# A rule tag of a reply, as a button that explains the rule (/<game> rule ID).
discord-rule-button = 📖 { $id }

# /record и /<игра> record
cmd-common-record = Ваши результаты в этой игре или результаты другого игрока
cmd-common-record-player = Чьи результаты (ваши, если никого не выбрать)
cmd-record-show = Ваши результаты или другого игрока, с графиком
cmd-record-show-player = Чьи результаты (ваши, если никого не выбрать)
cmd-name-table = таблица
cmd-record-table = Таблица игроков этого канала
cmd-name-export = экспорт
cmd-record-export = Все партии результатов файлами CSV и JSON
cmd-record-export-player = Чьи результаты (ваши, если никого не выбрать)
cmd-name-campaign = кампания
cmd-record-campaign = Подъём по лестнице: уровень выше после победы, ниже после двух поражений подряд
cmd-record-campaign-switch = Включить или выключить (ничего: где вы сейчас)
cmd-param-switch = режим
cmd-choice-switch-on = Включить
cmd-choice-switch-off = Выключить
cmd-name-link = связать
cmd-record-link = Объединить результаты ваших учётных записей на других платформах
cmd-record-link-code = Код с другой учётной записи (ничего: получить код здесь)
cmd-param-code = код
cmd-name-unlink = отвязать
cmd-record-unlink = Снова вести отдельные результаты для этой учётной записи
cmd-name-private = скрыть
cmd-record-private = Показывать результаты только вам
cmd-name-public = открыть
cmd-record-public = Разрешить всем видеть ваши результаты
cmd-record-forget = Навсегда удалить ваши результаты
cmd-record-forget-confirm = «Да», чтобы удалить (иначе сначала скажу, сколько их)
cmd-param-confirm = подтвердить
cmd-choice-confirm-yes = Да, удалить
