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
