### «Роскошь» (Splendor), облегчённый соло-бот: объяснения, вопросы и слова (русский).
### Глоссарий — по русскому изданию «Роскошь» (Space Cowboys / Asmodee, в России — «Стиль Жизни»)
### и его описаниям у издателя и в магазинах (znaemigraem.ru, vsova.ru): карта развития (уровни 1–3),
### фишка самоцвета (алмаз, сапфир, изумруд, рубин, оникс), золото (джокер), вельможа, очки
### престижа, бонус карты, зарезервировать карту, банк. Своё слово соло-бота (seed 001): «отложенная»
### карта бота — не резерв игрока. Одна сессия игры — «партия». Бот сида 001 — «облегчённый
### соло-бот»: сид смягчает соло-вариант с BGG («よりマイルドな難易度»).
### Номер правила ([SP-4] и т. п.) чат ставит в начало строки сам. Обращение к игроку — на «вы».
### Карта показывается как «#номер» (номер в каталоге), уровень, цвет, престиж и цена; цены и
### фишки записываются кодами: w белый (алмаз), u синий (сапфир), g зелёный (изумруд),
### r красный (рубин), k чёрный (оникс), y золото: «3w 5k». Цвета приходят в именительном
### падеже, поэтому стоят после двоеточия или в скобках.

## Термины (подставляются в другие сообщения)

splendor-gem-white = белый алмаз
    .acc-f = белую
    .f = белая
    .pl = белые
    .gen-pl = белых
splendor-gem-blue = синий сапфир
    .acc-f = синюю
    .f = синяя
    .pl = синие
    .gen-pl = синих
splendor-gem-green = зелёный изумруд
    .acc-f = зелёную
    .f = зелёная
    .pl = зелёные
    .gen-pl = зелёных
splendor-gem-red = красный рубин
    .acc-f = красную
    .f = красная
    .pl = красные
    .gen-pl = красных
splendor-gem-black = чёрный оникс
    .acc-f = чёрную
    .f = чёрная
    .pl = чёрные
    .gen-pl = чёрных
splendor-gem-gold = золото
    .acc-f = золотую
    .f = золотая
    .pl = золотые
    .gen-pl = золотых

splendor-who-bot = Бот
splendor-who-human = Вы

splendor-purpose-market = рынка
splendor-purpose-head-start = форы бота
splendor-purpose-reserve = резерва с верха колоды

splendor-tie-tokens = берётся та, за которую он платит меньше фишек
splendor-tie-level = берётся карта более высокого уровня
splendor-tie-left = берётся самая левая карта

## Подготовка (SP-1, SP-2, SP-9, SP-10)

splendor-setup = Подготовка на двоих: по 4 фишки каждого самоцвета, 5 золотых и 3 вельможи. { $deal ->
        [table] Карты раскладываете вы и называете мне каждую;
       *[other] Колоды тасую я и называю каждую карту, которую нужно выложить;
    } { $dice ->
        [player] кубик бота бросаете вы.
       *[other] кубик бота бросаю я.
    } Запас разложен по местам: место 1 — золото, с места 2: { $stock }. Коды: w белый, u синий, g зелёный, r красный, k чёрный, y золото.
splendor-noble = { $by ->
        [table] На столе вельможа #{ $noble } (нужно { $requires }).
       *[other] Выложите вельможу #{ $noble } (нужно { $requires }).
    }
splendor-lay = { $by ->
        [table] Уровень { $level }, место { $slot }: #{ $card } ({ $colour }), престиж { $points }, цена { $cost }.
       *[other] Выложите на уровень { $level }, место { $slot }: #{ $card } ({ $colour }), престиж { $points }, цена { $cost }.
    }
splendor-deck-empty = Колода уровня { $level } пуста: место { $slot } остаётся пустым.
splendor-head-start = Фора бота: он берёт 1 золотую фишку и верхнюю карту колоды уровня 1 — #{ $card } ({ $colour }, престиж { $points }, цена { $cost }) — и кладёт её лицом вверх.
splendor-harder = Сложнее: бот начинает с { $count ->
        [one] { $count } отложенной картой
        [few] { $count } отложенными картами
       *[many] { $count } отложенными картами
    } из колоды уровня 3, по 1 очку престижа за каждую.
splendor-easier = Проще: бот пропускает свой первый ход (фора остаётся у него).
splendor-bot-first = Бот ходит первым: введите /splendor turn.
splendor-ask-noble = Какой вельможа лежит на столе ({ $nth ->
        [1] первый
        [2] второй
       *[other] третий
    } из трёх)?
splendor-noble-option = #{ $noble }: { $requires }
splendor-ask-card = Какую карту вы открыли для { $purpose } (уровень { $level })? Введите её код, например «{ $level } красный 2: 3w 5k» или «#37», или выберите её цвет.
splendor-ask-card-pick = Какая это из карт уровня { $level }?
splendor-card-option = #{ $card } ({ $colour }), престиж { $points }, цена { $cost }

## Ход бота (SP-3 — SP-7)

splendor-bot-report = Ход бота { $turn }. У бота { $count ->
        [one] { $count } фишка
        [few] { $count } фишки
       *[many] { $count } фишек
    } ({ $tokens }), бонусы карт { $bonuses } (карт: { $cards }), отложено: { $kept }, престиж { $points }.
splendor-buy-none = Ни одну открытую карту он купить не может.
splendor-buy-options = Он может купить { $count ->
        [one] { $count } карту
        [few] { $count } карты
       *[many] { $count } карт
    }: { $cards }.
splendor-buy-tie = У { $cards } поровну престижа ({ $points }); { $why }: { $left ->
        [1] { $chosen }.
       *[other] ничья сохраняется ({ $chosen }).
    }
splendor-bot-buys = Бот покупает #{ $card } ({ $colour }, уровень { $level }, престиж { $points }, цена { $cost }) и { $count ->
        [0] ничего не платит: бонусы его карт покрывают цену.
       *[other] платит { $paid } (сначала самоцветы, потом золото).
    }
splendor-holds-ten = У него { $count } { $count ->
        [one] фишка
        [few] фишки
       *[many] фишек
    }, а купить нечего: он откладывает карту.
splendor-roll = { $by ->
        [bot] Бот выбросил
       *[player] Вы выбросили
    } { $face } (у бота { $count ->
        [one] { $count } фишка
        [few] { $count } фишки
       *[many] { $count } фишек
    }).
splendor-take-gold = Он берёт 1 золотую фишку (карту при этом не откладывает).
splendor-gold-gone = Золота не осталось: вместо этого он откладывает карту.
splendor-take-two = На месте { $place } четыре { $colour-pl } фишки: он берёт { $count } { $count ->
        [one] { $colour-acc-f } фишку
        [few] { $colour-pl } фишки
       *[many] { $colour-gen-pl } фишек
    }.
splendor-take-three = На месте { $place } три фишки или меньше: он берёт по одной фишке с мест { $places } — { $colours }.
splendor-take-fewer = Видов самоцветов в запасе осталось меньше трёх ({ $count }): он берёт то, что есть.
splendor-take-capped = Больше { $max } { $max ->
        [one] фишки
        [few] фишек
       *[many] фишек
    } у него не бывает: он берёт только { $count } { $count ->
        [one] фишку
        [few] фишки
       *[many] фишек
    }.
splendor-place-beyond = Места { $face } нет (последнее — { $last }): считается место 2.
splendor-place-skipped = Место { $colour-gen-pl } фишек пусто: оно пропускается.
splendor-no-gems = Выпало { $face }, но самоцветов в запасе не осталось: он ничего не берёт.
splendor-keep = Он откладывает верхнюю карту колоды уровня 3: #{ $card } ({ $colour }, престиж { $points }). Положите её в сторону лицом вниз: она даёт 1 очко престижа, никогда не покупается и не даёт бонуса (отложено: { $kept }).
splendor-keep-unseen = Он откладывает верхнюю карту колоды уровня 3: положите её в сторону лицом вниз, не глядя. Она даёт 1 очко престижа, никогда не покупается и не даёт бонуса (отложено: { $kept }).
splendor-keep-none = Колода уровня 3 пуста: откладывать нечего, и он ничего не делает.
splendor-stock-gone = Не осталось { $colour-gen-pl } фишек: место { $place } убирается, следующие сдвигаются. Запас теперь: { $stock }.
splendor-stock-back = В запас возвращаются { $colour-pl } фишки — на место { $place }. Запас теперь: { $stock }.
splendor-noble-first = Прийти могут несколько вельмож ({ $nobles }): приходит первый в ряду.
splendor-noble-visits = Вельможа #{ $noble } ({ $requires }) посещает { $side ->
        [human] вас
       *[other] бота
    }: 3 очка престижа.
splendor-points = { $who }: теперь престиж { $count }.
splendor-bot-reached = У бота { $count ->
        [one] { $count } очко
        [few] { $count } очка
       *[many] { $count } очков
    } престижа: у вас остался один ход. Сравняйтесь или обгоните его, чтобы победить.
splendor-your-move = Ваш ход: /splendor take, /splendor buy или /splendor reserve.
splendor-bot-next = Дальше ходит бот (введите /splendor turn).

## Ходы игрока (SP-10, SP-7)

splendor-human-takes = Вы берёте { $tokens }.
splendor-human-buys = Вы покупаете { $reserved ->
        [yes] свою зарезервированную карту
       *[other] открытую карту
    } #{ $card } ({ $colour }, престиж { $points }, цена { $cost }) и { $count ->
        [0] ничего не платите: бонусы ваших карт покрывают цену.
       *[other] платите { $paid }.
    }
splendor-human-reserves = Вы резервируете #{ $card } ({ $colour }, уровень { $level }, престиж { $points }, цена { $cost }).
splendor-human-reserves-top = Вы резервируете верхнюю карту колоды уровня { $level } — #{ $card } ({ $colour }, престиж { $points }, цена { $cost }). Возьмите её в руку.
splendor-human-gold = Вместе с ней вы берёте 1 золотую фишку.
splendor-human-no-gold = Золота не осталось: вы резервируете без него.
splendor-human-passes = Вы не можете ни взять, ни купить, ни зарезервировать: вы пасуете.
splendor-ask-discard = У вас на { $count } { $count ->
        [one] фишку
        [few] фишки
       *[many] фишек
    } больше десяти ({ $held }): какие вы возвращаете? Введите их вместе, например `2w` или `1w 1k`.
splendor-human-discards = Вы возвращаете { $tokens }.
splendor-ask-noble-visit = Вас могут посетить несколько вельмож: кого вы принимаете?

## Конец игры (SP-8)

splendor-standing = { $who }: престиж { $points }, { $cards } { $cards ->
        [one] карта развития
        [few] карты развития
       *[many] карт развития
    }, { $side ->
        [human] { $reserved } { $reserved ->
            [one] зарезервированная карта
            [few] зарезервированные карты
           *[many] зарезервированных карт
        }
       *[other] { $kept } { $kept ->
            [one] отложенная карта
            [few] отложенные карты
           *[many] отложенных карт
        }
    }, { $nobles } { $nobles ->
        [one] вельможа
        [few] вельможи
       *[many] вельмож
    }.
splendor-winner = { $winner ->
        [human] Вы победили!
       *[other] Победил бот.
    } { $why ->
        [cards] Престижа поровну: побеждает тот, у кого меньше карт развития.
        [tie] Равны и престиж, и число карт: победа за вами.
       *[other] { $ended ->
            [yes] (Партия завершена досрочно: побеждает тот, у кого больше престижа.)
           *[other] Побеждает тот, у кого больше престижа.
        }
    }
splendor-ask-end-now = Завершить партию сейчас и определить победителя по текущему положению?
splendor-end-cancelled = Партия продолжается.

## Состояние

splendor-status-bot = Бот: { $tokens } ({ $count } { $count ->
        [one] фишка
        [few] фишки
       *[many] фишек
    }), бонусы { $bonuses } ({ $cards } { $cards ->
        [one] карта
        [few] карты
       *[many] карт
    }), отложено: { $kept }, { $nobles } { $nobles ->
        [one] вельможа
        [few] вельможи
       *[many] вельмож
    }, престиж { $points }.
splendor-status-stock = Запас: место 1 — золото (осталось { $gold }), с места 2: { $stock }.
splendor-status-human = Вы: { $tokens } ({ $count } { $count ->
        [one] фишка
        [few] фишки
       *[many] фишек
    }), бонусы { $bonuses } ({ $cards } { $cards ->
        [one] карта
        [few] карты
       *[many] карт
    }), в резерве: { $reserved }, { $nobles } { $nobles ->
        [one] вельможа
        [few] вельможи
       *[many] вельмож
    }, престиж { $points }.
splendor-status-card = { $level }.{ $slot }: #{ $card } ({ $colour }), престиж { $points }, цена { $cost }
splendor-status-deck = Колода уровня { $level }: { $count ->
        [0] пуста
       *[other] осталось { $count } { $count ->
            [one] карта
            [few] карты
           *[many] карт
        }
    }.
splendor-status-noble = Вельможа #{ $noble }: нужно { $requires }.
splendor-status-bank = Банк: { $tokens }.
splendor-status-reserved = Ваша зарезервированная карта #{ $card }: { $colour }, престиж { $points }, цена { $cost }.
splendor-status-next-bot = Дальше: ход бота { $turn } (/splendor turn).
splendor-status-next-human = Дальше: ваш ход{ $last ->
        [true] , последний
       *[other] {""}
    } (/splendor take, buy, reserve).
splendor-status-over = Партия окончена: { $winner ->
        [human] вы победили
       *[other] победил бот
    }; у бота престиж { $bot }, у вас { $human }.

## Отказы

splendor-option-unknown = Параметра «{ $option }» нет. Параметры: dice=bot|player, deal=bot|table, easier, harder=N, stock=blue,green,red,white,black.
splendor-option-bad = «{ $value }» не подходит для { $option }: укажите { $allowed }.
splendor-option-stock = «{ $value }» — не порядок запаса: назовите пять самоцветов по одному разу, для мест 2–6, например stock=синий,зелёный,красный,белый,чёрный.
splendor-game-over = Партия окончена. Новую начинает /splendor new.
splendor-your-move-first = Сначала ваш ход: введите /splendor take, buy или reserve.
splendor-bot-turn-first = Сейчас ход бота: сначала введите /splendor turn.
splendor-move-unknown = «{ $verb }» — такого хода нет: take, buy, reserve или pass.
splendor-take-bad = «{ $tokens }» — это не фишки: например, take w u g или take 2r.
splendor-take-no-gold = Золото так не берут: вы получаете его, когда резервируете карту.
splendor-take-none-left = В банке не осталось { $colour-gen-pl } фишек.
splendor-take-two-needs-four = Две { $colour-pl } фишки можно взять только из стопки в 4 фишки, а в ней { $count }.
splendor-take-rule = Возьмите { $count ->
        [one] { $count } самоцвет
        [few] { $count } разных самоцвета
       *[many] { $count } разных самоцветов
    } или 2 одинаковых из стопки, где их 4.
splendor-name-a-card = Укажите карту: её место (2.3 = уровень 2, третья слева), номер (#37) или код (2 красный 2: 3w 5k).
splendor-slot-empty = Место { $level }.{ $slot } пусто.
splendor-no-reserved = У вас нет зарезервированной карты r{ $index } (зарезервировано: { $count }).
splendor-card-not-here = Здесь нет карты, подходящей под «{ $code }».
splendor-card-ambiguous = Под «{ $code }» подходят несколько карт ({ $count }): укажите место (2.3) или номер (#37).
splendor-card-bad-code = «{ $code }» — не код карты: уровень, цвет, очки, затем двоеточие и цена, например 2 красный 2: 3w 5k, или #37.
splendor-card-wrong-level = Это карта уровня { $given }, а нужна карта уровня { $level }.
splendor-card-no-match = В игре нет карты уровня { $level } с таким кодом: проверьте цвет, очки и цену.
splendor-card-in-play = #{ $card } ({ $colour }, престиж { $points }, цена { $cost }) уже в игре.
splendor-cannot-afford = Вам не хватает на #{ $card } ({ $colour }, цена { $cost }): недостаёт { $missing }.
splendor-reserve-full = У вас уже { $max } { $max ->
        [one] зарезервированная карта
        [few] зарезервированные карты
       *[many] зарезервированных карт
    }.
splendor-deck-none = Колода уровня { $level } пуста.
splendor-pass-not-allowed = Вы ещё можете взять, купить или зарезервировать: пасовать можно, только когда ничего нельзя сделать.

## Справка

splendor-help =
    /splendor new [dice=bot|player] [deal=bot|table] [easier] [harder=N] [stock=blue,green,red,white,black] [seed=N] — начать партию (deal=bot: я тасую и называю каждую карту для раскладки; deal=table: раскладываете вы и называете мне каждую карту)
    /splendor turn — ход бота (он ходит первым) или снова открытый вопрос
    /splendor take w u g | take 2r — ваш ход: три разных самоцвета или два одинаковых из стопки в 4 фишки
    /splendor buy 2.3 | buy #37 | buy r1 — ваш ход: купить открытую карту (уровень.место слева или её номер) или зарезервированную
    /splendor reserve 2.3 | reserve deck 3 — ваш ход: зарезервировать открытую карту или верхнюю карту колоды (с золотой фишкой, пока они есть)
    /splendor pass — только когда больше ничего сделать нельзя
    /splendor status — фишки, бонусы, престиж, отложенные карты и порядок запаса бота; ваше положение; рынок, вельможи и банк
    /splendor board — рынок, колоды, вельможи и банк
    /splendor log — все решения с начала партии, с правилами
    /splendor undo — отменить последний шаг
    /splendor end — завершить партию сейчас и определить победителя
    Коды: w белый, u синий, g зелёный, r красный, k чёрный, y золото; карта: 2 красный 2: 3w 5k (уровень, цвет, очки: цена)

## Слэш-команды Discord (описания, не длиннее 100 символов)

cmd-splendor-new = Новая партия «Роскоши» против облегчённого соло-бота в этом канале
cmd-splendor-new-dice = Кто бросает кубик бота
cmd-splendor-new-deal = Бот тасует и называет карты (bot) или вы раскладываете и вводите их (table)
cmd-splendor-new-easier = Проще: бот пропускает свой первый ход
cmd-splendor-new-harder = Сложнее: бот начинает с N отложенными картами (по 1 очку престижа)
cmd-splendor-new-stock = Самоцветы мест 2–6 запаса, например синий,зелёный,красный,белый,чёрный
cmd-splendor-new-seed = Повторить партию по её сиду
cmd-splendor-board = Рынок, колоды, вельможи и банк
cmd-splendor-take = Ваш ход: взять самоцветы
cmd-splendor-take-tokens = Три разных самоцвета (w u g) или два одинаковых (2r)
cmd-splendor-buy = Ваш ход: купить открытую или зарезервированную карту
cmd-splendor-buy-card = Её место (2.3), номер (#37), резерв (r1) или код (2 красный 2: 3w 5k)
cmd-splendor-reserve = Ваш ход: зарезервировать карту (с золотой фишкой, пока они есть)
cmd-splendor-reserve-card = Её место (2.3), номер (#37) или верх колоды (deck 3)
cmd-splendor-pass = Пас, когда больше ничего сделать нельзя

splendor-discard-option = вернуть { $tokens }
splendor-discard-bad = «{ $tokens }» — это не фишки: введите, что возвращаете, например `2w` или `1w 1k` (всего { $count } { $count ->
        [one] фишку
        [few] фишки
       *[many] фишек
    }).
splendor-discard-count = «{ $tokens }» — это { $given } { $given ->
        [one] фишка
        [few] фишки
       *[many] фишек
    }, а вернуть нужно ровно { $count }.
splendor-discard-more-than-held = У вас всего { $held } { $held ->
        [one] { $colour-f } фишка
        [few] { $colour-pl } фишки
       *[many] { $colour-gen-pl } фишек
    }: вернуть { $count } нельзя.
splendor-place-bad = «{ $place }» — это не место на рынке: место записывается как уровень.номер, уровень от 1 до 3 и номер от 1 до 4 слева, например 2.3.
splendor-deck-bad = «{ $deck }» — такой колоды нет: колоды — это уровни от 1 до 3, например deck 3.
splendor-question-waits = Открытый вопрос отложен: если игра продолжится, он будет задан снова; если закончится, ход, который ждал ответа, не разыгрывается.
# Said by /end in games stored before the open question waited (their logs and transcripts).
splendor-question-dropped = Открытый вопрос снят, а ход, который ждал ответа, не разыгрывается.
splendor-roll-ask = Бросьте кубик бота (у него { $count } { $count ->
        [one] фишка
        [few] фишки
       *[many] фишек
    }): 1 — он берёт золотую фишку, 2–6 — самоцветы с этого места запаса. Введите выпавшее число.

## Слова чат-сервиса для этой игры

# Название игры в тексте (сообщение с параметром `game` получает `$title`)
game-splendor = «Роскошь»

# Слеш-команды Discord (имена: строчные буквы, без пробелов, не длиннее 32 символов; описания — не длиннее 100)
cmd-splendor = «Роскошь»: игра против облегчённого соло-бота
cmd-name-take = взять
cmd-name-buy = купить
cmd-name-reserve = резерв
cmd-name-pass = пас
cmd-param-deal = раздача
cmd-param-easier = проще
cmd-param-stock = порядок-запаса
cmd-param-tokens = фишки
cmd-param-card = карта
cmd-choice-deal-bot = Бот тасует колоды и называет карты
cmd-choice-deal-table = Карты раскладываю я и называю боту каждую

# Картинка поля (bot/pictures)
picture-splendor-title = { $title } · ход бота { $turn }
picture-splendor-market = Рынок
picture-splendor-deck = колода: { $count }
picture-splendor-nobles = Вельможи ({ $count })
picture-splendor-bank = Банк
picture-splendor-bot = Бот: престиж { $points } · вельмож: { $nobles }
picture-splendor-tokens = Фишки: { $count }
picture-splendor-bonuses = Карты: { $count }
picture-splendor-kept = Отложено: { $count }

# Что предлагается, пока игрок печатает (автодополнение Discord)
suggest-splendor-deck = deck { $level } · верхняя карта колоды уровня { $level } (карт: { $count })

# Фразы чат-сервиса словами этой игры: как назван её бот в начале партии
splendor-variant-mild = облегчённый соло-бот

# Шансы бота (/splendor odds) словами этой игры
splendor-odds-automa = Облегчённый соло-бот набирает
splendor-odds-none = Для { $title } с такими словами шансов нет. Попробуйте /splendor odds, /rajas odds или /rajas odds beck 2.

# Правила с пояснениями (/splendor rule ID): правило каждой метки в двух-трёх предложениях,
# .title — заголовок в одну строку. Термины русского издания «Роскошь» (очки престижа, карты
# развития, фишки самоцветов, золото, вельможи, резерв); «отложенные» ботом карты — 確保 исходника.
splendor-rule-sp-1 = Подготовка как для двоих: по 4 фишки каждого самоцвета, 5 золотых и 3 вельможи. У бота один кубик, а банк раскладывается на шесть пронумерованных мест: на месте 1 всегда золото, на местах 2–6 пять самоцветов в порядке, заданном при подготовке.
    .title = Подготовка и банк
splendor-rule-sp-2 = Перед игрой бот берёт 1 золотую фишку и верхнюю карту колоды 1-го уровня — она его и идёт в счёт бонусов и престижа. Бот ходит первым.
    .title = Фора бота
splendor-rule-sp-3 = Перед каждым своим ходом бот сообщает свои фишки, карты по цветам и престиж — то, что исходник просит пересчитывать каждый ход.
    .title = Подсчёт перед ходом бота
splendor-rule-sp-4 = Сначала бот пытается купить: из открытых карт, которые ему по средствам, — самую престижную, при равенстве ту, что стоит ему меньше фишек (затем более высокого уровня, затем слева направо). Платит самоцветами раньше золота и никогда не покупает отложенные карты.
    .title = Сначала покупка
splendor-rule-sp-5 = Если купить нечего, бот берёт фишки, и как именно — зависит от того, сколько их у него: 0–7, 8–9 или 10.
    .title = Взятие фишек
splendor-rule-sp-5-1 = С 0–7 фишками бот бросает кубик. На 1 он берёт золото (и ничего не резервирует); на 2–6, если на этом месте 4 самоцвета, берёт 2, иначе по одному с этого места и со следующих — три разных, после места 6 снова место 2.
    .title = 0–7 фишек: решает кубик
splendor-rule-sp-5-2 = С 8 или 9 фишками, когда купить нечего, бот берёт золото и ничего не резервирует.
    .title = 8–9 фишек: золото
splendor-rule-sp-5-3 = С 10 фишками, когда купить нечего, бот откладывает верхнюю карту колоды 3-го уровня. Он её никогда не покупает; каждая отложенная карта — 1 очко престижа в счёт 15, но не для вельмож и не для ничьей.
    .title = 10 фишек: отложенная карта
splendor-rule-sp-5-4 = Если золото кончилось, а на кубике 1, бот откладывает верхнюю карту 3-го уровня, как при 10 фишках.
    .title = Нет золота и выпала 1
splendor-rule-sp-6 = Когда самоцвет кончается, его место убирают, а следующие сдвигаются вниз; бросок дальше последнего занятого места считается местом 2. Самоцвет, вернувшийся в банк, встаёт на последнее место; место 1 всегда за золотом.
    .title = Порядок банка меняется
splendor-rule-sp-7 = В конце каждого хода, вашего и бота: выложите карту взамен купленной; если у вас больше 10 фишек, сбросьте лишние (у бота их больше 10 не бывает); вельможа приходит к тому, кто выполнил его условие (к боту — по бонусам карт, зарезервированные не считаются); проверьте, нет ли у кого 15 престижа.
    .title = Конец каждого хода
splendor-rule-sp-8 = Если вы набрали 15 престижа раньше бота, вы победили. Когда 15 набирает бот, у вас есть ещё один ход: наберёте не меньше — победа ваша. При точном равенстве побеждает тот, у кого меньше карт развития, а если и их поровну — вы.
    .title = Конец игры
splendor-rule-sp-9 = Проще: бот пропускает первый ход, но сохраняет фору. Сложнее: бот начинает с N отложенными картами по 1 очку.
    .title = Сложность
splendor-rule-sp-10 = Чтобы выбрать покупку, боту нужно знать 12 открытых карт: вы вводите каждую выложенную карту (одно касание в списке), или бот сдаёт рынок из перемешанной цифровой колоды. Ваши покупки, резервы и взятые фишки тоже вводятся, чтобы банк и рынок сходились.
    .title = Что нужно знать боту

# Уровни сложности (engines/splendor/ladder.py): название и строка о том, что меняется
splendor-level-mild-easier = Проще
splendor-level-mild-easier-about = Бот пропускает свой первый ход, фора остаётся у него (SP-9).
splendor-level-mild = Обычный
splendor-level-mild-about = Бот так, как его готовит вариант: ни проще, ни сложнее (SP-9).
splendor-level-mild-harder-1 = Сложнее: 1 отложенная карта
splendor-level-mild-harder-1-about = Бот начинает с 1 отложенной картой из колоды уровня 3, по 1 очку престижа за каждую (SP-9).
splendor-level-mild-harder-2 = Сложнее: 2 отложенные карты
splendor-level-mild-harder-2-about = Бот начинает с 2 отложенными картами из колоды уровня 3, по 1 очку престижа за каждую (SP-9).
splendor-level-mild-harder-3 = Сложнее: 3 отложенные карты
splendor-level-mild-harder-3-about = Бот начинает с 3 отложенными картами из колоды уровня 3, по 1 очку престижа за каждую (SP-9).
splendor-level-mild-harder-4 = Сложнее: 4 отложенные карты
splendor-level-mild-harder-4-about = Бот начинает с 4 отложенными картами из колоды уровня 3, по 1 очку престижа за каждую (SP-9).
splendor-level-mild-harder-5 = Сложнее: 5 отложенных карт
splendor-level-mild-harder-5-about = Бот начинает с 5 отложенными картами из колоды уровня 3, по 1 очку престижа за каждую (SP-9).
splendor-level-mild-harder-6 = Сложнее: 6 отложенных карт
splendor-level-mild-harder-6-about = Бот начинает с 6 отложенными картами из колоды уровня 3, по 1 очку престижа за каждую (SP-9).
splendor-level-mild-harder-7 = Сложнее: 7 отложенных карт
splendor-level-mild-harder-7-about = Бот начинает с 7 отложенными картами из колоды уровня 3, по 1 очку престижа за каждую (SP-9).
splendor-level-mild-harder-8 = Сложнее: 8 отложенных карт
splendor-level-mild-harder-8-about = Бот начинает с 8 отложенными картами из колоды уровня 3, по 1 очку престижа за каждую (SP-9).
splendor-level-mild-harder-9 = Сложнее: 9 отложенных карт
splendor-level-mild-harder-9-about = Бот начинает с 9 отложенными картами из колоды уровня 3, по 1 очку престижа за каждую (SP-9).
splendor-level-mild-harder-10 = Сложнее: 10 отложенных карт
splendor-level-mild-harder-10-about = Бот начинает с 10 отложенными картами из колоды уровня 3, по 1 очку престижа за каждую (SP-9).

splendor-seat-mild = Соло-бот
# Картинка поля словами — для тех, кто её не видит (альтернативный текст; его читает экранный диктор)
splendor-alt-title = { $title }, ход бота { $turn }.
splendor-alt-kept = { $count ->
        [one] Отложенная карта бота: { $cards }.
        [few] Отложенные карты бота: { $cards }.
       *[many] Отложенные карты бота: { $cards }.
    }
splendor-alt-unseen = одна неизвестная
splendor-alt-card = { $level }.{ $slot }: #{ $card } ({ $colour }), престиж { $points }, цена { $cost }.
