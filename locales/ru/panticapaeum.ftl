### «Пантикапей» против Ботоса, соло-бота (seed 003): объяснения, вопросы и слова (русский).
### Глоссарий — по русскому оригиналу соло-режима (Евгений Петров, «Соло-режим, v0.1», seed 003) и
### правилам игры: искусственный соперник Ботос, тайл местности, трирема (жетон триремы), фаза
### разведки и фаза развития, планшет развития, игровая зона Ботоса, здание, ресурс, запас, город,
### засуха, правило приоритета, ПО (победные очки). «Модификации» оригинала названы усложнениями
### a–d (harder=…).
### Номер правила ([PB-4] и т. п.) чат ставит в начало строки сам. Обращение к игроку — на «вы».
### Ресурсы пяти цветов всегда перечисляются в порядке планшета развития (PB-7): коричневый,
### фиолетовый, бежевый, оранжевый, зелёный. Набор ресурсов — список цветов с числами
### («2 коричневых и 1 зелёный»: подразумевается «ресурс», прилагательное согласуется с числом).

## Термины (подставляются в другие сообщения)

panticapaeum-colour-brown = коричневый
panticapaeum-colour-purple = фиолетовый
panticapaeum-colour-beige = бежевый
panticapaeum-colour-orange = оранжевый
panticapaeum-colour-green = зелёный

panticapaeum-building-brown = коричневое здание
panticapaeum-building-purple = фиолетовое здание
panticapaeum-building-beige = бежевое здание
panticapaeum-building-orange = оранжевое здание
panticapaeum-building-green = зелёное здание

panticapaeum-harder-a = a: Ботос развивается и в первом раунде
panticapaeum-harder-b = b: Ботос берёт самый богатый тайл из пройденных триремой
panticapaeum-harder-c = c: Ботос получает ресурс к зданию, которое ближе всего к постройке
panticapaeum-harder-d = d: вы выбираете за Ботоса там, где решало бы правило приоритета

# Цвет с числом: число — в имени сообщения, чтобы прилагательное согласовалось с ним
# (1 коричневый, 2 коричневых, 5 коричневых, 21 коричневый).
-panticapaeum-brown = { $n ->
        [one] { $n } коричневый
       *[other] { $n } коричневых
    }
-panticapaeum-purple = { $n ->
        [one] { $n } фиолетовый
       *[other] { $n } фиолетовых
    }
-panticapaeum-beige = { $n ->
        [one] { $n } бежевый
       *[other] { $n } бежевых
    }
-panticapaeum-orange = { $n ->
        [one] { $n } оранжевый
       *[other] { $n } оранжевых
    }
-panticapaeum-green = { $n ->
        [one] { $n } зелёный
       *[other] { $n } зелёных
    }

## Подготовка (PB-1, PB-9, PB-10)

panticapaeum-setup = Подготовка как к партии на двоих против Ботоса. Жетон первого игрока у вас всю партию: вы ходите первым в каждом раунде. Свои ресурсы и здания Ботос держит в отдельной зоне рядом с полем. Он никогда ничего не выставляет в город, не продвигается по планшету развития, не продаёт ресурсы и не получает монет.
panticapaeum-harder-on = Усложнение { $mode }.
panticapaeum-standard = Стандартная сложность: в первом раунде Ботос пропускает фазу развития.
panticapaeum-offered-cost = { $none ->
        [true] В прошлой партии зданий цвета «{ $colour }» не осталось.
       *[other] В прошлой партии следующее { $building } стоило { $cost }.
    }
panticapaeum-ask-reuse-costs = Взять эти стоимости зданий и для этой партии?
panticapaeum-costs-reused = Стоимости взяты: спрашивать буду только те, которых не знаю. Исправить любую можно командой /panticapaeum cost ЦВЕТ …
panticapaeum-your-turn = Раунд { $round }, ваш ход { $turn } из { $turns }: в фазе разведки возьмите тайл и передвиньте трирему, затем введите /panticapaeum turn.

## Разведка игрока: трирема (PB-2)

panticapaeum-ask-your-tile = Сколько ресурсов нарисовано на взятом вами тайле?
panticapaeum-trireme = { $count ->
        [0] На вашем тайле нет ресурсов: дальше трирема не идёт, и тайл, на котором она стоит, достаётся Ботосу.
        [one] Передвиньте трирему ещё на { $count } тайл вперёд (по одному за каждый ресурс на вашем тайле) и оставьте её там: тайл, на котором она остановится, достанется Ботосу.
        [few] Передвиньте трирему ещё на { $count } тайла вперёд (по одному за каждый ресурс на вашем тайле) и оставьте её там: тайл, на котором она остановится, достанется Ботосу.
       *[many] Передвиньте трирему ещё на { $count } тайлов вперёд (по одному за каждый ресурс на вашем тайле) и оставьте её там: тайл, на котором она остановится, достанется Ботосу.
    }
panticapaeum-row-ends = Если ряд тайлов кончится раньше, трирема останавливается на последнем тайле.
panticapaeum-harder-b-reminder = Усложнение b: в свой ход Ботос возьмёт самый богатый из тайлов, по которым трирема прошла в эту разведку (оба перемещения, включая тайл, где она остановилась).
panticapaeum-your-development = Теперь ваша фаза развития. Если построите здание, сообщите стоимость следующего здания этого цвета: /panticapaeum cost ЦВЕТ … Затем /panticapaeum turn — ход Ботоса.

## Ход Ботоса (PB-3 — PB-7)

panticapaeum-botos-turn = Ход Ботоса { $turn } из { $turns } в раунде { $round }.
panticapaeum-ask-tile = Что лежит на тайле под триремой? Введите ресурсы (например, 2 коричневых 1 зелёный) или выберите их по одному.
panticapaeum-ask-passed = Усложнение b: по скольким тайлам прошла трирема в вашу разведку, считая тот, где она остановилась?
panticapaeum-ask-passed-tile = { $count ->
        [1] Что лежит на тайле под триремой?
       *[other] Что лежит на тайле { $nth } из { $count } (считая от того места, откуда трирема начала путь; тайл { $count } — тот, где она остановилась)?
    } Введите ресурсы (например, 2 коричневых 1 зелёный) или выберите их по одному.
panticapaeum-colour-option = { $colour }
panticapaeum-empty-tile-option = ничего (пустой тайл)
panticapaeum-none-left-option = не осталось
panticapaeum-ask-more = Пока: { $so_far }. Есть ещё? Выберите цвет, чтобы добавить один ресурс, или «это всё».
panticapaeum-tap-done = ✓ Это всё
panticapaeum-tap-more = + 1 { $colour }
panticapaeum-richest = Усложнение b: из { $tiles ->
        [one] { $tiles } пройденного триремой тайла
        [few] { $tiles } пройденных триремой тайлов
       *[many] { $tiles } пройденных триремой тайлов
    } больше всего ресурсов ({ $count }) на тайле { $nth }.
panticapaeum-richest-tie = Ресурсов поровну на тайлах { $tiles }: по правилу приоритета берётся тот, где больше коричневых, затем фиолетовых, бежевых, оранжевых, зелёных, — тайл { $nth }.
panticapaeum-richest-same = На тайлах { $tiles } одни и те же ресурсы: Ботос берёт тайл { $nth }, до которого трирема дошла последним.
panticapaeum-ask-pick-tile = Усложнение d: на нескольких тайлах ресурсов поровну ({ $count }). Какой берёт Ботос?
panticapaeum-option-tile = тайл { $nth }: { $resources }
panticapaeum-picked-tile = Усложнение d: вы выбрали для Ботоса тайл { $nth }.
panticapaeum-takes-tile = Ботос берёт { $nth ->
        [0] тайл
       *[other] тайл { $nth }
    } и всё, что на нём нарисовано: { $count ->
        [0] ресурсов нет.
       *[other] { $resources }.
    } Тайл сбросьте: Ботос никогда не выставляет тайлы в город.
panticapaeum-skip-development = Раунд 1: Ботос пропускает фазу развития.
panticapaeum-harder-a-develops = Усложнение a: Ботос не пропускает фазу развития в первом раунде.
panticapaeum-nothing-to-pay = У Ботоса нет ресурсов: оплатить здание он не может.
panticapaeum-ask-cost = Сколько стоит следующее { $building }? Введите ресурсы (например, 2 коричневых 1 бежевый), выберите их по одному или «не осталось», если зданий цвета «{ $colour }» больше нет.
panticapaeum-ask-new-cost = Ботос забрал это { $building }. Сколько стоит следующее { $building }? Введите, выберите или «не осталось».
panticapaeum-can-build = Ботос может оплатить { $count ->
        [one] { $count } здание
        [few] { $count } здания
       *[many] { $count } зданий
    }: { $buildings }.
panticapaeum-cannot-build = Ни одно здание Ботос оплатить не может.
panticapaeum-priority = Поровну: { $tied }. Правило приоритета (коричневый, фиолетовый, бежевый, оранжевый, зелёный — сверху вниз по планшету развития) выбирает: { $choice }.
panticapaeum-ask-pick = Усложнение d: здесь решало бы правило приоритета — выберите за Ботоса, с наибольшей выгодой для него. { $why ->
        [build] Какое здание он строит?
        [gain] Какой ресурс он получает?
       *[other] К какому зданию он получает ресурс?
    }
panticapaeum-picked = Усложнение d: вы выбрали за Ботоса: { $choice }.
panticapaeum-option-building = { $building }: платит { $cost }; очки Ботоса { $before } → { $after }
panticapaeum-option-resource = 1 { $colour }: было { $count } → станет { $after }
panticapaeum-option-aim = { $building }: не хватает { $count }; +1 { $colour } (сейчас { $have })
panticapaeum-builds = Ботос строит { $building }: возвращает в запас { $cost }, а здание оставляет в своей зоне (в город — никогда). Зданий этого цвета у него теперь: { $count }.
panticapaeum-next-cost = { $none ->
        [true] Зданий цвета «{ $colour }» больше не осталось.
       *[other] Следующее { $building } стоит { $cost }.
    }
panticapaeum-gains-most = Ботос получает 1 ресурс цвета «{ $colour }» — этого цвета у него больше всего (теперь { $count }).
panticapaeum-gains-nearest = Ботос получает 1 ресурс цвета «{ $colour }», цвета этого здания (теперь { $count }).
panticapaeum-nearest = Усложнение c: ближе всего к постройке — { $buildings }: не хватает { $count ->
        [one] { $count } ресурса
        [few] { $count } ресурсов
       *[many] { $count } ресурсов
    }.
panticapaeum-nothing-left-to-aim = Усложнение c: зданий, к которым можно копить, не осталось, поэтому Ботос получает ресурс по стандартному правилу.
panticapaeum-holds = Теперь у Ботоса { $total ->
        [one] { $total } ресурс
        [few] { $total } ресурса
       *[many] { $total } ресурсов
    } (без ограничений): коричневых { $brown }, фиолетовых { $purple }, бежевых { $beige }, оранжевых { $orange }, зелёных { $green }.
panticapaeum-score = Очки Ботоса сейчас: { $points } (за здания { $building_points }, за ресурсы { $resource_points }).

## Раунды (PB-3.1)

panticapaeum-round-over = Раунд { $round } окончен.
panticapaeum-ask-game-over = Это был раунд { $round }, последний (5 раундов по 3 хода): партия окончена? (Нет — ещё один раунд.)
panticapaeum-game-goes-on = Партия продолжается: ещё один раунд.
panticapaeum-round-said = По вашим словам, раунд { $round } окончен после { $count ->
        [one] { $count } хода
        [few] { $count } ходов
       *[many] { $count } ходов
    } Ботоса.

## Конец партии (PB-8)

panticapaeum-final-buildings = Ботос: { $building } × { $count } → { $points } ПО.
panticapaeum-final-resources = { $count ->
        [one] Остался { $count } ресурс: { $count } ПО.
        [few] Осталось { $count } ресурса: { $count } ПО.
       *[many] Осталось { $count } ресурсов: { $count } ПО.
    }
panticapaeum-final-botos = Итого у Ботоса { $points } ПО (засухи нет — города у него нет; монет нет).
panticapaeum-ask-your-score = Сколько очков у вас по обычным правилам?
panticapaeum-winner = У вас { $human }, у Ботоса { $botos }: { $winner ->
        [human] вы победили!
        [botos] победил Ботос.
       *[other] ничья.
    }
panticapaeum-ask-end-now = Закончить партию сейчас и подсчитать очки как есть?
panticapaeum-end-cancelled = Партия продолжается.

## Стоимости (PB-10)

panticapaeum-cost-noted = { $none ->
        [true] Записано: зданий цвета «{ $colour }» больше нет.
       *[other] Записано: следующее { $building } стоит { $cost }.
    }

## Состояние

panticapaeum-status-resources = Ресурсы Ботоса: коричневых { $brown }, фиолетовых { $purple }, бежевых { $beige }, оранжевых { $orange }, зелёных { $green } (всего { $total }).
panticapaeum-status-buildings = Здания Ботоса: коричневых { $brown }, фиолетовых { $purple }, бежевых { $beige }, оранжевых { $orange }, зелёных { $green } (всего { $total }).
panticapaeum-status-score = Очки Ботоса: { $points } (за здания { $building_points }, за ресурсы { $resource_points }).
panticapaeum-status-cost = { $none ->
        [true] Зданий цвета «{ $colour }» больше нет.
       *[other] Следующее { $building }: { $cost }.
    }
panticapaeum-status-cost-unknown = Следующее { $building }: стоимость ещё не спрашивали.
panticapaeum-status-harder = { $count ->
        [0] Стандартная сложность (без усложнений).
       *[other] Усложнения: { $modes }.
    }
panticapaeum-status-next = Раунд { $round }, ход { $turn } из { $turns }. { $next ->
        [explore] Дальше ваша разведка: возьмите тайл, передвиньте трирему, затем /panticapaeum turn.
        [explore-asking] Идёт ваша разведка: бот ждёт вашего ответа.
        [botos-asking] Идёт ход Ботоса: бот ждёт вашего ответа.
        [asking] Бот ждёт ответа на вопрос.
       *[other] Дальше ход Ботоса, когда закончите фазу развития: /panticapaeum turn.
    }
panticapaeum-status-over = Партия окончена: у вас { $human }, у Ботоса { $botos } — { $winner ->
        [human] вы победили.
        [botos] победил Ботос.
       *[other] ничья.
    }

## Отказы

panticapaeum-option-unknown = Нет параметра «{ $option }». Есть один: harder=a, b, c или d, можно несколько, например harder=ac.
panticapaeum-option-harder = «{ $value }» — не усложнение: используйте буквы a, b, c и d, например harder=ac.
panticapaeum-resources-bad = Не получается прочитать «{ $value }» как ресурсы: введите числа и цвета, например 2 коричневых 1 зелёный, или «ничего». Цвета: { $colours }.
panticapaeum-resources-count = «{ $value }» — слишком много: не больше { $max } одного цвета.
panticapaeum-cost-usage = Укажите цвет и стоимость, например /panticapaeum cost коричневый 2 коричневых 1 бежевый или /panticapaeum cost коричневый нет.
panticapaeum-botos-first = Сначала ход Ботоса: /panticapaeum turn.
panticapaeum-round-not-begun = Раунд { $round } только начался: Ботос в нём ещё не ходил.
panticapaeum-game-over = Партия окончена. Новую начинает /panticapaeum new.
panticapaeum-verb-unknown = «{ $verb }» — такой команды в «Пантикапее» нет: список команд — в /panticapaeum help.

## Справка

panticapaeum-help =
    /panticapaeum new [harder=a|b|c|d, можно несколько: harder=ac] — партия против Ботоса (a: развивается и в 1-м раунде; b: самый богатый тайл; c: к ближайшему зданию; d: выбираете вы)
    /panticapaeum turn — после того как вы взяли тайл: трирема; после вашего развития: ход Ботоса
    /panticapaeum cost коричневый 2 коричневых 1 бежевый | cost коричневый нет — стоимость следующего здания цвета
    /panticapaeum round — раунд окончен (3 хода в раунде, 5 раундов)
    /panticapaeum status | board | log | undo | end — зона, очки и стоимости Ботоса | то же текстом | решения | шаг назад | подсчёт сейчас
    Ресурсы: 2 коричневых 1 зелёный (коричневый, фиолетовый, бежевый, оранжевый, зелёный)

## Слеш-команды Discord (описания — не длиннее 100 символов; имена — строчными)

cmd-panticapaeum = «Пантикапей»: игра против соло-бота Ботоса
cmd-panticapaeum-new = Новая партия «Пантикапея» против Ботоса в этом канале
cmd-panticapaeum-new-harder = Усложнения: одна или несколько букв a–d, например ac
cmd-panticapaeum-cost = Стоимость следующего здания цвета
cmd-panticapaeum-cost-text = Цвет и стоимость, например коричневый 2 коричневых 1 бежевый (или коричневый нет)
cmd-panticapaeum-round = Раунд окончен
cmd-panticapaeum-board = Зона Ботоса, очки и стоимости словами, сначала последнее решение

## Цвета с числами (см. термины выше)

panticapaeum-n-brown-1 = { -panticapaeum-brown(n: 1) }
panticapaeum-n-brown-2 = { -panticapaeum-brown(n: 2) }
panticapaeum-n-brown-3 = { -panticapaeum-brown(n: 3) }
panticapaeum-n-brown-4 = { -panticapaeum-brown(n: 4) }
panticapaeum-n-brown-5 = { -panticapaeum-brown(n: 5) }
panticapaeum-n-brown-6 = { -panticapaeum-brown(n: 6) }
panticapaeum-n-brown-7 = { -panticapaeum-brown(n: 7) }
panticapaeum-n-brown-8 = { -panticapaeum-brown(n: 8) }
panticapaeum-n-brown-9 = { -panticapaeum-brown(n: 9) }
panticapaeum-n-purple-1 = { -panticapaeum-purple(n: 1) }
panticapaeum-n-purple-2 = { -panticapaeum-purple(n: 2) }
panticapaeum-n-purple-3 = { -panticapaeum-purple(n: 3) }
panticapaeum-n-purple-4 = { -panticapaeum-purple(n: 4) }
panticapaeum-n-purple-5 = { -panticapaeum-purple(n: 5) }
panticapaeum-n-purple-6 = { -panticapaeum-purple(n: 6) }
panticapaeum-n-purple-7 = { -panticapaeum-purple(n: 7) }
panticapaeum-n-purple-8 = { -panticapaeum-purple(n: 8) }
panticapaeum-n-purple-9 = { -panticapaeum-purple(n: 9) }
panticapaeum-n-beige-1 = { -panticapaeum-beige(n: 1) }
panticapaeum-n-beige-2 = { -panticapaeum-beige(n: 2) }
panticapaeum-n-beige-3 = { -panticapaeum-beige(n: 3) }
panticapaeum-n-beige-4 = { -panticapaeum-beige(n: 4) }
panticapaeum-n-beige-5 = { -panticapaeum-beige(n: 5) }
panticapaeum-n-beige-6 = { -panticapaeum-beige(n: 6) }
panticapaeum-n-beige-7 = { -panticapaeum-beige(n: 7) }
panticapaeum-n-beige-8 = { -panticapaeum-beige(n: 8) }
panticapaeum-n-beige-9 = { -panticapaeum-beige(n: 9) }
panticapaeum-n-orange-1 = { -panticapaeum-orange(n: 1) }
panticapaeum-n-orange-2 = { -panticapaeum-orange(n: 2) }
panticapaeum-n-orange-3 = { -panticapaeum-orange(n: 3) }
panticapaeum-n-orange-4 = { -panticapaeum-orange(n: 4) }
panticapaeum-n-orange-5 = { -panticapaeum-orange(n: 5) }
panticapaeum-n-orange-6 = { -panticapaeum-orange(n: 6) }
panticapaeum-n-orange-7 = { -panticapaeum-orange(n: 7) }
panticapaeum-n-orange-8 = { -panticapaeum-orange(n: 8) }
panticapaeum-n-orange-9 = { -panticapaeum-orange(n: 9) }
panticapaeum-n-green-1 = { -panticapaeum-green(n: 1) }
panticapaeum-n-green-2 = { -panticapaeum-green(n: 2) }
panticapaeum-n-green-3 = { -panticapaeum-green(n: 3) }
panticapaeum-n-green-4 = { -panticapaeum-green(n: 4) }
panticapaeum-n-green-5 = { -panticapaeum-green(n: 5) }
panticapaeum-n-green-6 = { -panticapaeum-green(n: 6) }
panticapaeum-n-green-7 = { -panticapaeum-green(n: 7) }
panticapaeum-n-green-8 = { -panticapaeum-green(n: 8) }
panticapaeum-n-green-9 = { -panticapaeum-green(n: 9) }

## Слова чат-сервиса для этой игры

# Название игры в тексте (сообщение с параметром `game` получает `$title`)
game-panticapaeum = «Пантикапей»

# Слеш-команды Discord (имена: строчные буквы, без пробелов, не длиннее 32 символов; описания — не длиннее 100)
cmd-name-round = раунд

# Картинка поля (bot/pictures)
picture-panticapaeum-title = { $title } · раунд { $round } из { $rounds }, ход { $turn } из { $turns }
picture-panticapaeum-botos = Ботос: { $points } { $points ->
        [one] очко
        [few] очка
        [many] очков
       *[other] очка
    } ({ $buildings } за здания, { $resources } за ресурсы)
picture-panticapaeum-resources = Ресурсы
picture-panticapaeum-buildings = Здания
picture-panticapaeum-costs = Стоимость следующего здания

# Фразы чат-сервиса словами этой игры: как назван её бот в начале партии, партия без кубиков
panticapaeum-variant-botos = соло-бот Ботос
panticapaeum-no-dice = Кубиков у Ботоса нет: партия повторяется по одним вашим ответам.
panticapaeum-verify-unsealed = В игре { $title } кубиков нет: проверять нечего.

# Шансы бота: у этой игры их нет (/panticapaeum odds)
panticapaeum-odds-none = Для { $title } шансов нет: они есть только у ботов игр «Раджи Ганга» и «Роскошь» (/rajas odds, /splendor odds).

# Правила с пояснениями (/panticapaeum rule ID): правило каждой метки в двух-трёх
# предложениях, .title — заголовок в одну строку. Термины — из исходника (соло-режим v0.1
# Евгения Петрова): тайлы местностей, трирема, ресурсы, фазы Разведки и Развития, ПО.
panticapaeum-rule-pb-1 = Подготовьте партию на двух игроков. Жетон первого игрока у вас всю партию, и вы всегда ходите первым; у Ботоса есть игровая зона для его ресурсов и зданий.
    .title = Подготовка к игре
panticapaeum-rule-pb-2 = В вашей фазе Разведки, взяв тайл и передвинув трирему как обычно, переместите её дальше на столько тайлов, сколько ресурсов на взятом вами тайле. Тайл, где она остановилась, достаётся Ботосу.
    .title = Трирема
panticapaeum-rule-pb-2-1 = Настоящую трирему двигаете вы: бот говорит, на сколько тайлов дальше, и спрашивает, что на тайле, где она остановилась. Если ряд тайлов кончился раньше, трирема останавливается на последнем.
    .title = Ход триремы
panticapaeum-rule-pb-3 = Ботос ходит после вашей фазы Развития: сначала фаза Разведки, затем фаза Развития, обе по особым правилам.
    .title = Ход Ботоса
panticapaeum-rule-pb-3-1 = Вы ходите как в игре на 2–4 игроков, а Ботос делает ход после каждого вашего, так что в раунде у него столько же ходов, сколько у вас. Вы всегда можете сказать боту, что раунд или игра закончились.
    .title = Раунды
panticapaeum-rule-pb-4 = В фазе Разведки Ботос получает тайл под триремой: все нарисованные на нём ресурсы переходят в его зону, а тайл сбрасывается и никогда не выкладывается в город.
    .title = Разведка
panticapaeum-rule-pb-5 = В фазе Развития Ботос строит здание, если может его оплатить: возвращает ресурсы в запас и оставляет здание в своей зоне. Иначе он получает один ресурс того цвета, которого у него больше всего.
    .title = Развитие
panticapaeum-rule-pb-5-1 = На стандартной сложности Ботос пропускает фазу Развития во всём первом раунде.
    .title = Первый раунд без Развития
panticapaeum-rule-pb-6 = Ботос не ограничен пятью ресурсами и сбрасывает их только в оплату. Монет он не получает никогда, даже в конце раунда за жилые дома.
    .title = Без ограничений и монет
panticapaeum-rule-pb-7 = Если Ботос выбирает цвет здания или ресурса из равных вариантов, он берёт коричневый, затем фиолетовый, бежевый, оранжевый и зелёный — сверху вниз по планшету развития.
    .title = Правило приоритета
panticapaeum-rule-pb-8 = За каждый цвет Ботос получает ПО по числу своих зданий этого цвета: 1 → 3 ПО, 2 → 10, 3 → 30, 4 и больше → по 10 за каждое; плюс 1 ПО за каждый оставшийся ресурс. Сравните с вашими ПО по обычным правилам; при равенстве — ничья.
    .title = Подсчёт очков
panticapaeum-rule-pb-9 = Усложнения, в любом сочетании: (а) Ботос не пропускает Развитие в первом раунде; (б) берёт самый богатый из тайлов, пройденных триремой; (в) получает ресурс для здания, которому не хватает меньше всего; (г) ничьи вы решаете с наибольшей выгодой для Ботоса.
    .title = Модификации
panticapaeum-rule-pb-10 = Боту нужно знать тайлы, которые проходит трирема и на котором она останавливается, с их ресурсами, а также какие здания можно купить и за сколько. Для известных компонентов хватает одного касания, иначе вы вводите то, что видно на тайлах и в ценах.
    .title = Что нужно знать боту

# Уровни сложности (engines/panticapaeum/ladder.py): название и строка о том, что меняется
panticapaeum-level-botos = Стандарт
panticapaeum-level-botos-about = Стандартная сложность: Ботос пропускает фазу развития в первом раунде (PB-5.1).
panticapaeum-level-botos-a = Усложнение a
panticapaeum-level-botos-a-about = Усложнение { panticapaeum-harder-a } (PB-9).
panticapaeum-level-botos-b = Усложнение b
panticapaeum-level-botos-b-about = Усложнение { panticapaeum-harder-b } (PB-9).
panticapaeum-level-botos-c = Усложнение c
panticapaeum-level-botos-c-about = Усложнение { panticapaeum-harder-c } (PB-9).
panticapaeum-level-botos-d = Усложнение d
panticapaeum-level-botos-d-about = Усложнение { panticapaeum-harder-d } (PB-9).
panticapaeum-level-botos-ab = Усложнения a, b
panticapaeum-level-botos-ab-about = Усложнения { panticapaeum-harder-a }; { panticapaeum-harder-b } (PB-9).
panticapaeum-level-botos-ac = Усложнения a, c
panticapaeum-level-botos-ac-about = Усложнения { panticapaeum-harder-a }; { panticapaeum-harder-c } (PB-9).
panticapaeum-level-botos-ad = Усложнения a, d
panticapaeum-level-botos-ad-about = Усложнения { panticapaeum-harder-a }; { panticapaeum-harder-d } (PB-9).
panticapaeum-level-botos-bc = Усложнения b, c
panticapaeum-level-botos-bc-about = Усложнения { panticapaeum-harder-b }; { panticapaeum-harder-c } (PB-9).
panticapaeum-level-botos-bd = Усложнения b, d
panticapaeum-level-botos-bd-about = Усложнения { panticapaeum-harder-b }; { panticapaeum-harder-d } (PB-9).
panticapaeum-level-botos-cd = Усложнения c, d
panticapaeum-level-botos-cd-about = Усложнения { panticapaeum-harder-c }; { panticapaeum-harder-d } (PB-9).
panticapaeum-level-botos-abc = Усложнения a, b, c
panticapaeum-level-botos-abc-about = Усложнения { panticapaeum-harder-a }; { panticapaeum-harder-b }; { panticapaeum-harder-c } (PB-9).
panticapaeum-level-botos-abd = Усложнения a, b, d
panticapaeum-level-botos-abd-about = Усложнения { panticapaeum-harder-a }; { panticapaeum-harder-b }; { panticapaeum-harder-d } (PB-9).
panticapaeum-level-botos-acd = Усложнения a, c, d
panticapaeum-level-botos-acd-about = Усложнения { panticapaeum-harder-a }; { panticapaeum-harder-c }; { panticapaeum-harder-d } (PB-9).
panticapaeum-level-botos-bcd = Усложнения b, c, d
panticapaeum-level-botos-bcd-about = Усложнения { panticapaeum-harder-b }; { panticapaeum-harder-c }; { panticapaeum-harder-d } (PB-9).
panticapaeum-level-botos-abcd = Усложнения a, b, c, d
panticapaeum-level-botos-abcd-about = Усложнения { panticapaeum-harder-a }; { panticapaeum-harder-b }; { panticapaeum-harder-c }; { panticapaeum-harder-d } (PB-9).

panticapaeum-seat-botos = Ботос
# Картинка поля словами — для тех, кто её не видит (альтернативный текст; его читает экранный диктор)
panticapaeum-alt-title = { $title }, раунд { $round } из { $rounds }, ход { $turn } из { $turns }.
