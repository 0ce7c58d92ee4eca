# Pax Pamir (2-е издание): судья и счётчик очков за столом (русский).
# Глоссарий. Русского издания Pax Pamir (Wehrlegig Games, 2019) найти не удалось; русскоязычное
# сообщество пишет название латиницей — «Pax Pamir» (boardgamer.ru: перевод памятки Коула Верле,
# Юрий Тапилин; обзор boardgameslv.com). Термины — по этим текстам, по опубликованным правилам и
# сиду (справка BGA): коалиции Афганцы, Британцы, Русские; лояльность, влияние, двор (карты двора),
# рука, рынок, проверка господства, доминирующая коалиция, блоки (армии и дороги), цилиндры (племена,
# шпионы, подарки), патриоты, трофеи, приоритетная масть, рычаг, свержение, налог, предательство,
# фаза очистки. Автома — Вахан (женский род, не склоняется: «у Вахан»); в командах её имя
# набирают латиницей: `Wakhan`.
# Чат ставит «[ПРАВИЛО] » перед каждой строкой. Имена игроков не склоняются: они всегда
# стоят в именительном падеже, обычно перед двоеточием.
#
# Источники глоссария: русское издание «Pax Pamir: Большая игра» (Crowd Games; описание на igroved.ru:
# двор, рынок), обзоры и памятки русскоязычных игроков (boardgamer.ru, boardgameslv.com: блоки
# коалиций), сложившиеся термины этого файла (Афганцы, Британцы, Русские; приоритетная масть; проверка
# господства; патриоты, трофеи, подарки, цилиндры). Слова для набора (paxpamir-typed-*) совпадают с
# названиями команд Discord (счёт, блоки, приоритет, проверка, сброс, уборка, стоимость).

## Слова-параметры

paxpamir-coalition-afghan = Афганцы
paxpamir-coalition-british = Британцы
paxpamir-coalition-russian = Русские
paxpamir-suit-political = политика
paxpamir-suit-military = военное дело
paxpamir-suit-intelligence = разведка
paxpamir-suit-economic = экономика
paxpamir-field-vp = победные очки
paxpamir-field-rupees = рупии
paxpamir-field-loyalty = лояльность
paxpamir-field-influence = влияние
paxpamir-field-gifts = подарки
paxpamir-field-prizes = трофеи
paxpamir-field-patriots = патриоты
paxpamir-field-cylinders = цилиндры в игре
paxpamir-field-stars = звёзды
paxpamir-what-column = столбец рынка
paxpamir-what-tribes = число племён
paxpamir-what-pieces = число фигур
paxpamir-what-spies = число шпионов
paxpamir-what-rank = ранг карты
paxpamir-what-own = число своих армий или шпионов там
paxpamir-not-a-patriot = Это был не патриот

## Слова, которые набирают в командах (bot/words/typed.py): значение — слово, которому учат
## русские сообщения; `.forms` — другие принятые формы (число, род, падеж). Регистр и «ё» не
## важны, английское слово принимается всегда.

paxpamir-typed-ledger = счёт
paxpamir-typed-blocks = блоки
    .forms = блок, блоков
paxpamir-typed-favoured = приоритет
    .forms = приоритетная
paxpamir-typed-check = проверка
    .forms = проверку, господство
paxpamir-typed-final = финальная
    .forms = финальную, финальный, финал, последняя, последнюю
paxpamir-typed-discard = сброс
    .forms = сбросить, сбросил, сбросила
paxpamir-typed-tribe = племя
paxpamir-typed-card = карта
    .forms = карту
paxpamir-typed-cleanup = уборка
    .forms = зачистка
paxpamir-typed-cost = стоимость
    .forms = цена
paxpamir-typed-buy = покупка
    .forms = купить
paxpamir-typed-play = розыгрыш
    .forms = сыграть, взятка
paxpamir-typed-gift = подарок
paxpamir-typed-build = стройка
    .forms = строить, постройка, строительство
paxpamir-typed-betray = предательство
    .forms = предать
paxpamir-typed-spies = шпионы
    .forms = шпион
paxpamir-typed-tax = налог
    .forms = налоги
paxpamir-typed-battle = битва
    .forms = бой
paxpamir-typed-market = рынок
    .forms = рынка, рынку
paxpamir-typed-rule = власть
    .forms = правитель, правит
paxpamir-typed-vp = очки
    .forms = очко, очков, по
paxpamir-typed-rupees = рупии
    .forms = рупия, рупий
paxpamir-typed-loyalty = лояльность
paxpamir-typed-influence = влияние
paxpamir-typed-patriots = патриоты
    .forms = патриот, патриота, патриотов
paxpamir-typed-patriot = патриот
    .forms = патриота
paxpamir-typed-prizes = трофеи
    .forms = трофей, трофея, трофеев
paxpamir-typed-prize = трофей
    .forms = трофея
paxpamir-typed-gifts = подарки
    .forms = подарок, подарков
paxpamir-typed-cylinders = цилиндры
    .forms = цилиндр, цилиндров
paxpamir-typed-stars = звёзды
    .forms = звезда, звёзд
paxpamir-typed-political = политика
    .forms = политические, политический, политическая, политических
paxpamir-typed-military = военное
    .forms = военные, военный, военная, военных, война
paxpamir-typed-intelligence = разведка
    .forms = разведывательные, разведывательный, разведывательная
paxpamir-typed-economic = экономика
    .forms = экономические, экономический, экономическая, экономических
paxpamir-typed-afghan = афганцы
    .forms = афганская, афганский, афганец, афганцев, афганской, афганскую, афганистан
paxpamir-typed-british = британцы
    .forms = британская, британский, британец, британцев, британской, британскую, британия
paxpamir-typed-russian = русские
    .forms = русская, русский, русских, русской, русскую, россия

## Подготовка и ходы (PP-1, PP-2)

paxpamir-ask-players = Кто играет? Введите имена по порядку мест через запятую: от 1 до 5 игроков, каждое имя одним словом (`Wakhan` — автома Вахан), например: `Ana, Ben, Wakhan`.
paxpamir-ask-loyalty = { $who }: какая лояльность?
paxpamir-setup = За столом { $count ->
        [one] { $count } игрок
        [few] { $count } игрока
       *[many] { $count } игроков
    }. Я веду победные очки, рупии, лояльность, влияние, звёзды и цилиндры в игре каждого, блоки коалиций и приоритетную масть (в начале — { $favoured }). У каждого в начале { $rupees ->
        [one] { $rupees } рупия
        [few] { $rupees } рупии
       *[many] { $rupees } рупий
    }.
paxpamir-joins = { $who }: лояльность — { $coalition }, { $rupees ->
        [one] { $rupees } рупия
        [few] { $rupees } рупии
       *[many] { $rupees } рупий
    }, влияние 1.
paxpamir-joins-wakhan = { $who } — автома: лояльна всем коалициям, её ходы решает колода ИИ, а я веду её счёт, как и у всех ({ $rupees ->
        [one] { $rupees } рупия
        [few] { $rupees } рупии
       *[many] { $rupees } рупий
    }). По её правилам первый ход — за ней.
paxpamir-how = Сообщайте мне каждое изменение сразу: /paxpamir { $who } рупии +3, /paxpamir блоки афганцы 6, /paxpamir приоритет военное; /paxpamir проверка, когда разыгрывается проверка господства (проверка финальная — последняя); /paxpamir turn, когда ход закончен; /paxpamir status — весь стол.
paxpamir-turn = Ходит { $who }: до двух действий (покупка, розыгрыш, действие карты) и бесплатные; действия карт приоритетной масти ({ $suit }) не тратят действие.
paxpamir-turn-wakhan = Ходит { $who }: откройте её карту ИИ и выполните её; сообщайте мне, как меняются её рупии, очки и фигуры. Приоритетная масть: { $suit }.
paxpamir-turn-over = { $who }: ход закончен, фаза очистки.

## Очистка и пределы (PP-8, PP-9)

paxpamir-limits = { $who }: при дворе можно оставить { $court ->
        [one] { $court } карту
        [few] { $court } карты
       *[many] { $court } карт
    } (3 + { $political } за политику), в руке — { $hand } (2 + { $intelligence } за разведку); остальное сбрасывается при очистке.
paxpamir-cleanup-market = Затем рынок: сбросьте события из его левого столбца, выполнив их эффект сброса (если это проверка господства — /paxpamir проверка); сдвиньте карты влево, они забирают рупии с пустых мест; добавьте карты справа из колоды. Вышла вторая проверка господства — проведите проверку, сбросьте обе и снова пополните рынок.
paxpamir-cleanup-discards = Сброшена карта двора — из-за предела или по любому правилу: /paxpamir { $who } сброс — дальше звёзды, долг за рычаг, свержение и шпионы.

## Учёт (PP-1, PP-6, PP-9, PP-10, PP-11, PP-14)

paxpamir-set = { $who }: { $field } { $old } → { $new }.
paxpamir-set-stars = { $who }: звёзды (масть «{ $suit }») { $old } → { $new }.
paxpamir-shelter = { $who }: { $count ->
        [0] экономических звёзд нет, налогом можно обложить все рупии.
        [one] { $count } экономическая звезда защищает от налога { $count } рупию.
        [few] { $count } экономические звезды защищают от налога { $count } рупии.
       *[many] { $count } экономических звёзд защищают от налога { $count } рупий.
    }
paxpamir-military-tiebreak = Военные звёзды решают ничью по очкам в конце игры. { $who }: { $count }.
paxpamir-influence = { $who }: влияние у коалиции «{ $coalition }» { $old } → { $new } (1 + патриоты { $patriots } + трофеи { $prizes } + подарки { $gifts }).
paxpamir-gift-cylinders = Подарок — это цилиндр на месте подарка. { $who }: цилиндры в игре { $old } → { $new }.
paxpamir-next-gift = { $who }: { $cost ->
        [0] все три подарка уже сделаны.
       *[other] следующий подарок стоит { $cost ->
            [one] { $cost } рупию
            [few] { $cost } рупии
           *[many] { $cost } рупий
        }.
    }
paxpamir-loyalty-change = { $who } меняет лояльность: { $old } → { $new }.
paxpamir-loyalty-discard = { $total ->
        [0] От прежней лояльности («{ $coalition }») сбрасывать нечего.
       *[other] Всё от прежней лояльности («{ $coalition }») сбрасывается: подарки { $gifts }, патриоты { $patriots }, трофеи { $prizes }.
    }
paxpamir-patriots-gone = Сброшенные патриоты уходят из двора ({ $who }) вместе со своими звёздами, и каждый может вызвать свержение: сообщите о каждом командой /paxpamir { $who } сброс.
paxpamir-loyalty-by-card = { $by ->
        [patriot] Патриот, из-за которого
       *[prize] Трофей, из-за которого
    } сменилась лояльность, засчитывается новой коалиции.
paxpamir-blocks = Блоки в игре: Афганцы { $afghan } · Британцы { $british } · Русские { $russian }. { $dominant ->
        [yes] Если провести проверку сейчас, доминировать будет коалиция «{ $leader }» (на { $lead } больше).
       *[other] Если провести проверку сейчас, ни одна коалиция не будет доминировать.
    }
paxpamir-favoured = Приоритетная масть теперь — { $new } (была { $old }).
paxpamir-favoured-free = Действия карт масти «{ $suit }» не тратят действие.
paxpamir-favoured-price = { $doubled ->
        [yes] Пока в приоритете военное дело, любая покупка стоит вдвое дороже.
       *[other] Покупки снова стоят обычную цену.
    }

## Отказы учёта

paxpamir-ledger-what = Что меняется у игрока { $who }? Например: /paxpamir { $who } рупии +3, очки 7, военное +1, лояльность русские или сброс.
paxpamir-field-unknown = Поля «{ $field }» у игрока { $who } я не веду: очки, рупии, лояльность, влияние, патриоты, трофеи, подарки, цилиндры или звёзды по мастям (военное, политика, разведка, экономика).
paxpamir-amount-missing = После поля нужно одно число: +3 или -2 меняет значение, 7 задаёт его (не больше { $max }).
paxpamir-amount-bad = «{ $value }» — не то число, которое я могу принять: +3 или -2 меняет, 7 задаёт (только цифры 0–9, не больше { $max }).
paxpamir-amount-range = { $who }: { $field } → { $new } нельзя, допустимо от { $min } до { $max }. Ничего не изменено.
paxpamir-influence-floor = { $who }: влияние не может быть { $new } — уже 1 + подарки { $gifts } + трофеи { $prizes } = { $base }.
paxpamir-wakhan-loyalty = { $who } по своим правилам лояльна всем коалициям: её лояльность не меняется. Её патриоты и трофеи учитываются по коалициям, например: /paxpamir { $who } патриоты британцы +1.
paxpamir-wakhan-coalition = У игрока { $who } бывают патриоты и трофеи всех коалиций: укажите какой, например: /paxpamir { $who } патриоты британцы +1.
paxpamir-other-coalition = { $who }: лояльность — { $loyalty }; патриот или трофей коалиции «{ $coalition }» означает смену лояльности: /paxpamir { $who } лояльность { $word } патриот.
paxpamir-loyalty-same = { $who }: лояльность и так — { $coalition }.
paxpamir-loyalty-by = «{ $value }» — это не причина смены: допишите патриот или трофей либо ничего.
paxpamir-coalition-unknown = «{ $coalition }» — не коалиция: афганцы, британцы или русские.
paxpamir-suit-unknown = «{ $suit }» — не масть: политика, военное, разведка или экономика.
paxpamir-favoured-same = Масть «{ $suit }» уже в приоритете.
paxpamir-blocks-bad = «{ $value }» — не число блоков: /paxpamir блоки афганцы 6, блоки британцы +1 или все три по порядку: блоки 6 2 1 (Афганцы, Британцы, Русские; не больше { $max }).
paxpamir-blocks-range = У коалиции «{ $coalition }» не может быть столько блоков в игре: { $new }.
paxpamir-unknown = «{ $word }» — не команда и не игрок. Игроки: { $names }. Список команд: /paxpamir help.
paxpamir-player-unknown = Игрока «{ $name }» нет. Игроки: { $names }.
paxpamir-name-a-player = Назовите одного игрока: { $names }.
paxpamir-game-over = Эта партия закончена. /paxpamir new начинает новую.

## Параметры новой партии

paxpamir-players-count = В «Pax Pamir» играют от 1 до { $max } { $max ->
        [one] игрока
        [few] игроков
       *[many] игроков
    }, а не { $count }.
paxpamir-name-bad = «{ $name }» не годится в имя игрока: одно слово из букв (дальше можно цифры и _), не длиннее { $max } { $max ->
        [one] символа
        [few] символов
       *[many] символов
    }: его набирают в командах.
paxpamir-name-reserved = «{ $name }» — слово команды: выберите другое имя.
paxpamir-name-twice = «{ $name }» названо дважды.
paxpamir-option-unknown = У /paxpamir new нет параметра «{ $option }»: players=, loyalty=, rupees=, wakhan=, savvy=, steadfast=, spymove=, seed=.
paxpamir-option-loyalty = «{ $value }» — не список лояльностей: афганцы, британцы или русские, по одной на игрока по порядку мест (у Вахан её нет), например: loyalty=британцы,русские.
paxpamir-option-loyalty-alone = Назовите и игроков: players=Ana,Ben loyalty=британцы,русские.
paxpamir-option-loyalty-count = Лояльностей: { $given }, а игроков: { $count } (у Вахан лояльности нет). Нужно по одной на игрока, по порядку мест.
paxpamir-option-rupees = «{ $value }» — не число начальных рупий (0–{ $max }).

## Проверка господства (PP-10) и конец игры (PP-14)

paxpamir-check-start = { $final ->
        [yes] Финальная проверка господства ({ $nth }-я): очки удваиваются.
       *[other] Проверка господства № { $nth }.
    }
paxpamir-ask-blocks-right = Блоки в игре на поле: Афганцы { $afghan } · Британцы { $british } · Русские { $russian }. Верно?
paxpamir-ask-blocks = Введите блоки в игре по порядку — Афганцы, Британцы, Русские: например, 6 2 1 (или афганцы 6 русские 1).
paxpamir-check-blocks = Блоки в игре: Афганцы { $afghan } · Британцы { $british } · Русские { $russian }.
paxpamir-check-dominant = Доминирует коалиция «{ $coalition }»: { $blocks ->
        [one] { $blocks } блок
        [few] { $blocks } блока
       *[many] { $blocks } блоков
    }, на { $lead } больше любой другой (нужно 4).
paxpamir-check-tied = Больше всего блоков поровну ({ $blocks }): { $coalitions }. Ни одна коалиция не доминирует.
paxpamir-check-short = Коалиция «{ $coalition }» впереди лишь на { $lead } (нужно 4): ни одна коалиция не доминирует.
paxpamir-check-places = { $dominant ->
        [yes] Очки получают её сторонники, по влиянию
       *[other] Очки получают все, по цилиндрам в игре
    }; за места: { $places }{ $final ->
        [yes] { " " }(вдвое, это финальная проверка).
       *[other] .
    }
paxpamir-ask-influence-right = Влияние у коалиции «{ $coalition }»: { $values }. Верно?
paxpamir-ask-influence = Введите влияние у коалиции «{ $coalition }» для { $names } в этом порядке (например, 3 1) или только неверные, с именем (Ana 3).
paxpamir-ask-cylinders-right = Цилиндры в игре: { $values }. Верно?
paxpamir-ask-cylinders = Введите цилиндры в игре для { $names } в этом порядке (например, 5 3 4) или только неверные, с именем (Ana 5 Ben 3).
paxpamir-values-bad = По одному числу для { $names } в этом порядке или имена с числами (Ana 3); только цифры.
paxpamir-check-nobody-loyal = Сторонников у коалиции «{ $coalition }» нет: очков никто не получает.
paxpamir-check-nobody-scores = Ни у кого нет ничего в графе «{ $measure }»: очков никто не получает.
paxpamir-award = { $who }, { $measure } { $value }: { $place }-е место, { $points ->
        [one] { $points } очко
        [few] { $points } очка
       *[many] { $points } очков
    }.
paxpamir-award-tie = { $names }: поровну, { $measure } { $value }, места { $first }–{ $last }: { $terms } = { $total }, делим на { $count } с округлением вниз — по { $each ->
        [one] { $each } очку
        [few] { $each } очка
       *[many] { $each } очков
    } каждому.
paxpamir-vp = { $who }: победные очки { $old } → { $new } (+{ $gain }).
paxpamir-blocks-removed = Проверка удалась: все блоки ({ $count }) уходят с поля.
paxpamir-blocks-stay = Проверка не удалась: блоки остаются на поле (так в опубликованных правилах; в кратком изложении на BGA их убирают).
paxpamir-standings = Очки: { $standings }.
paxpamir-no-lead = Никто не опережает всех остальных на 4 очка: партия продолжается.
paxpamir-win-lead = { $who } опережает всех на { $lead } (нужно 4) и сразу побеждает!
paxpamir-tie-points = Поровну по { $vp ->
        [one] { $vp } очку
        [few] { $vp } очка
       *[many] { $vp } очков
    }: { $names }. Военные звёзды: { $stars }.
paxpamir-winner-points = { $who }: больше всех очков ({ $vp }) — победа!
paxpamir-winner-military = { $who }: больше всех военных звёзд ({ $count }) — победа по дополнительному показателю!
paxpamir-tie-military = Военных звёзд тоже поровну: { $names }. Рупии: { $purses }.
paxpamir-winner-rupees = { $who }: больше всех рупий ({ $count }) — победа по дополнительному показателю!
paxpamir-winner-shared = Ничья сохраняется: { $names } делят победу (если только спор не решит конкурс на лучший чопан-кебаб, как в шутку предлагают правила).
paxpamir-ask-end-now = Закончить партию сейчас и назвать победителя по текущим очкам?
paxpamir-ended = Партия закончена досрочно. Очки: { $standings }.
paxpamir-ended-unseated = Партия закончена до того, как кто-то сел за стол: победителя нет.
paxpamir-end-cancelled = Партия продолжается.
paxpamir-question-waits = Открытый вопрос отложен: если игра продолжится, он будет задан снова; если закончится, то, что ждало ответа, не записывается.

## Калькуляторы стоимости (PP-3, PP-4, PP-6, PP-7, PP-11, PP-12, PP-13)

paxpamir-cost-what = Какую стоимость посчитать? { $kinds }; например: /paxpamir стоимость покупка 3.
paxpamir-cost-number = «{ $value }» не годится (это { $what }): нужно целое число от { $min } до { $max }.
paxpamir-cost-buy = { $column ->
        [0] Крайняя левая карта (столбец 0) — бесплатно.
        [1] Столбец 1 (крайний левый — 0): положите 1 рупию на карту левее покупаемой.
       *[other] Столбец { $column } (крайний левый — 0): положите по 1 рупии на каждую карту левее покупаемой (их { $column }), итого { $cost ->
            [one] { $cost } рупия
            [few] { $cost } рупии
           *[many] { $cost } рупий
        }.
    }
paxpamir-cost-buy-doubled = В приоритете военное дело: стоимость удваивается — { $cost ->
        [one] { $cost } рупия
        [few] { $cost } рупии
       *[many] { $cost } рупий
    } (по 2 на каждую карту левее покупаемой).
paxpamir-cost-buy-notes = Если левее пустое место, рупию кладут на карту другого ряда в том же столбце. Рупии, лежащие на купленной карте, забирает покупатель; купленное событие разыгрывается и сбрасывается.
paxpamir-cost-play-free = Бесплатно: регионом карты правите вы или никто.
paxpamir-cost-play = Заплатите игроку { $ruler } { $count ->
        [one] { $count } рупию
        [few] { $count } рупии
       *[many] { $count } рупий
    } — по одной за каждое его племя в регионе карты; правитель может простить любую часть.
paxpamir-cost-play-ruler = Заплатите правителю { $count ->
        [one] { $count } рупию
        [few] { $count } рупии
       *[many] { $count } рупий
    } — по одной за каждое его племя в регионе карты; правитель может простить любую часть.
paxpamir-cost-gift = { $who }: следующий подарок (сделано: { $gifts }) стоит { $cost ->
        [one] { $cost } рупию
        [few] { $cost } рупии
       *[many] { $cost } рупий
    }.
paxpamir-cost-gift-none = { $who }: все три подарка сделаны, свободных мест для подарков нет.
paxpamir-cost-gift-influence = Подарок — это +1 к влиянию и ещё один цилиндр в игре. Когда он будет на месте: /paxpamir { $who } подарки +1.
paxpamir-cost-build = { $count ->
        [one] { $count } армия или дорога
        [few] { $count } армии или дороги
       *[many] { $count } армий или дорог
    }: { $cost ->
        [one] { $cost } рупия
        [few] { $cost } рупии
       *[many] { $cost } рупий
    } (по 2 за каждую, не больше 3).
paxpamir-cost-build-ruler = Только в регионе, которым вы правите: там есть хотя бы одно ваше племя и у вас больше правящих фигур, чем у любого другого.
paxpamir-cost-betray = Предательство: { $cost ->
        [one] { $cost } рупия
        [few] { $cost } рупии
       *[many] { $cost } рупий
    }, чтобы сбросить карту, на которой есть ваш шпион.
paxpamir-cost-betray-prize = Её можно взять трофеем: +1 к влиянию, а трофей другой коалиции меняет вашу лояльность.
paxpamir-cost-betray-owner = Её владелец сообщает о сбросе (/paxpamir ИМЯ сброс): долг за рычаг, свержение, шпионы возвращаются.
paxpamir-cost-spies = Шпионы на карте: { $spies }. Больше всех у игрока { $who }: заплатите этому игроку { $count ->
        [one] { $count } рупию
        [few] { $count } рупии
       *[many] { $count } рупий
    } (тот может простить).
paxpamir-cost-spies-tie = Шпионы на карте: { $spies }. Больше всего поровну ({ $count }): { $names } — никому не платят.
paxpamir-cost-spies-none = Шпионы на карте: { $spies }. Их нет: действие ничего сверх не стоит.
paxpamir-cost-tax = { $who } собирает налог картой ранга { $rank }: всего до { $rank ->
        [one] { $rank } рупии
       *[other] { $rank } рупий
    } — с карт рынка и с игроков, в любой пропорции.
paxpamir-cost-tax-player = { $who }: рупий { $rupees }, под защитой экономических звёзд { $shelter }, взять можно не больше { $take }.
paxpamir-cost-tax-market = С рынка — рупии, лежащие на его картах, до { $rank ->
        [one] { $rank } рупии
       *[other] { $rank } рупий
    }: рынок можно обложить налогом всегда, отдельно или вместе с игроками.
paxpamir-cost-tax-court = Обложить налогом игрока можно, только если у него при дворе есть карта региона, которым правит { $who }.
paxpamir-cost-tax-self = Налог собирает { $who }: назовите другого игрока или рынок.
paxpamir-cost-battle = Битва картой ранга { $rank }, ваших армий или шпионов там { $own }: убрать можно до { $count ->
        [one] { $count } фигуры
       *[other] { $count } фигур
    }. Армии, дороги и племена вашей лояльности неприкосновенны, шпионы — нет.
paxpamir-cost-rule-row = { $who }: племён { $tribes }, правящих фигур { $pieces }.
paxpamir-cost-rule-ruler = Регионом правит { $who }: есть племя и больше всех правящих фигур ({ $count }).
paxpamir-cost-rule-tie = Правящих фигур поровну ({ $count }): { $names } — регионом никто не правит.
paxpamir-cost-rule-no-tribe = { $who }: больше всех правящих фигур, но своего племени там нет — регионом никто не правит.
paxpamir-rule-bad = Для каждого игрока — имя и два числа, племена и правящие фигуры: /paxpamir стоимость власть ana 1 3 ben 0 2.
paxpamir-spies-bad = Назовите каждого владельца шпионов один раз, с числом: например, Ben 1 Carla 2 (игроки: { $names }).
paxpamir-spies-more = { $who }: на поле всего { $cylinders ->
        [one] { $cylinders } цилиндр
        [few] { $cylinders } цилиндра
       *[many] { $cylinders } цилиндров
    }, шпионов не может быть { $count }.

## Сброс: рычаг, свержение, шпионы (PP-6, PP-7, PP-11, PP-13)

paxpamir-ask-discard-suit = { $who }: какой масти была сброшенная карта?
paxpamir-ask-discard-stars = Сколько на ней было звёзд (масть «{ $suit }»)?
paxpamir-ask-leveraged = На ней был рычаг (весы на чёрном фоне)?
paxpamir-leverage = Сброс карты с рычагом стоит 2 рупии. { $who } платит { $paid } ({ $old } → { $new }){ $cards ->
        [0] .
        [one] { " " }и сбрасывает ещё { $cards } карту из руки или двора за недостающую рупию.
        [few] { " " }и сбрасывает ещё { $cards } карты из руки или двора, по одной за каждую недостающую рупию.
       *[many] { " " }и сбрасывает ещё { $cards } карт из руки или двора, по одной за каждую недостающую рупию.
    }
paxpamir-leverage-wakhan = Сброс карты с рычагом стоит 2 рупии. { $who } платит { $paid } ({ $old } → { $new }){ $owed ->
        [0] .
        [one] ; по её правилам одиночной игры за недостающую рупию она карт не сбрасывает.
       *[other] ; по её правилам одиночной игры за недостающие рупии она карт не сбрасывает.
    }
paxpamir-ask-patriot = Это был патриот?
paxpamir-ask-patriot-wakhan = { $who }: это был её патриот? Какой коалиции?
paxpamir-ask-last-political = { $who }: это была последняя политическая карта своего региона?
paxpamir-ask-tribes-there = Свержение: все племена игрока { $who } в этом регионе убираются. Сколько их было?
paxpamir-overthrow-tribes = Свержение. { $who } теряет { $count ->
        [one] { $count } племя
        [few] { $count } племени
       *[many] { $count } племён
    }; цилиндры в игре { $old } → { $new }.
paxpamir-ask-spies = На ней были шпионы?
paxpamir-ask-spies-whose = Чьи и сколько? Например: Ben 1 Carla 2
paxpamir-spies-home = { $who }: { $count ->
        [one] { $count } шпион возвращается
        [few] { $count } шпиона возвращаются
       *[many] { $count } шпионов возвращаются
    } к владельцу; цилиндры в игре { $old } → { $new }.
paxpamir-tribe-lost = { $who } теряет племя: цилиндры в игре { $old } → { $new }.
paxpamir-no-tribe = { $who }: на карте нет ни племён, ни шпионов (кроме подарков, цилиндров в игре нет).
paxpamir-ask-last-tribe = { $who }: это было последнее племя в этом регионе?
paxpamir-ask-political-there = Свержение: все политические карты этого региона при дворе игрока { $who } сбрасываются. Сколько их?
paxpamir-overthrow-cards = Свержение. { $who } сбрасывает { $count ->
        [one] { $count } политическую карту
        [few] { $count } политические карты
       *[many] { $count } политических карт
    }.
paxpamir-overthrow-card = Политическая карта { $nth } из { $count }:
paxpamir-discard-done = Готово: счёт игрока { $who } учитывает сброс.
paxpamir-discard-what = «{ $value }»? Сообщите о карте двора (/paxpamir ИМЯ сброс) или о племени (/paxpamir ИМЯ сброс племя).

## Состояние (по строке на игрока)

paxpamir-status-board = Блоки: Афганцы { $afghan } · Британцы { $british } · Русские { $russian } ({ $dominant ->
        [yes] доминирует «{ $leader }»
       *[other] никто не доминирует
    }) · проверок проведено: { $checks }
paxpamir-status-favoured = Приоритетная масть: { $suit }{ $doubled ->
        [yes] { " " }(покупки вдвое дороже)
       *[other] {""}
    } · ★ 🟣 политика, 🔴 военное дело, 🔵 разведка, 🟡 экономика
paxpamir-status-player = { $turn ->
        [yes] ▶
       *[other] •
    } { $who } ({ $loyalty }): { $vp } ПО · { $rupees } руп. · влияние { $influence } · цил. { $cylinders } · ★ 🟣{ $political } 🔴{ $military } 🔵{ $intelligence } 🟡{ $economic } · двор ≤{ $court }, рука ≤{ $hand }
paxpamir-status-wakhan = { $turn ->
        [yes] ▶
       *[other] •
    } { $who } (все коалиции): { $vp } ПО · { $rupees } руп. · влияние Афг. { $afghan } / Брит. { $british } / Рус. { $russian } · цил. { $cylinders } · ★ 🟣{ $political } 🔴{ $military } 🔵{ $intelligence } 🟡{ $economic } · двор ≤{ $court }, рука ≤{ $hand }
paxpamir-status-turn = Ходит { $who } (/paxpamir turn, когда ход закончен).
paxpamir-status-over = Партия окончена: { $reason ->
        [lead] победа — { $names }, отрыв в 4 очка и больше.
        [points] победа по очкам — { $names }.
        [military] победа при равенстве очков по военным звёздам — { $names }.
        [rupees] победа при равенстве очков по рупиям — { $names }.
        [shared] победу делят { $names }.
        [unseated] победителя нет: партию закончили до того, как кто-то сел за стол.
       *[ended] партия закончена досрочно, победа — { $names }.
    }

## Справка и команды Discord (описания не длиннее 100 символов)

paxpamir-help =
    /paxpamir new players=Ana,Ben,Wakhan [loyalty=британцы,русские] — стол на 1–5 игроков (`Wakhan` — автома Вахан; wakhan=virtual или physical — я веду её колоду ИИ; steadfast=on — её стойкая лояльность, вариант Board Game Arena)
    /paxpamir ana рупии +3 · ana очки 7 · ana военное +1 · ana подарки +1 · ana лояльность русские — учёт; блоки афганцы 6 · приоритет военное
    /paxpamir проверка [финальная] [6 2 1] — проверка господства · turn — очистка и следующий · ana сброс [племя] · розыгрыш — Вахан разыгрывает карту ИИ
    /paxpamir стоимость покупка 3 (розыгрыш, подарок, стройка, предательство, шпионы, налог, битва, власть) · status · board · log · undo · end
cmd-paxpamir = «Pax Pamir»: судья и счётчик очков за столом
cmd-paxpamir-new = Новый стол «Pax Pamir» в этом канале
cmd-paxpamir-new-players = Имена по порядку мест, например Ana,Ben,Wakhan («Wakhan» — автома Вахан)
cmd-paxpamir-new-loyalty = Лояльности по порядку мест, например британцы,русские (иначе спрошу)
cmd-paxpamir-new-rupees = Начальные рупии каждого игрока (по опубликованной подготовке — 4)
cmd-paxpamir-ledger = Изменить счёт игрока: рупии, очки, звёзды, влияние, лояльность…
cmd-paxpamir-ledger-player = Имя игрока
cmd-paxpamir-ledger-field = Что меняется
cmd-paxpamir-ledger-change = +3 или -2 меняет, 7 задаёт; для лояльности — коалиция
cmd-paxpamir-blocks = Блоки коалиций в игре
cmd-paxpamir-board = Блоки, приоритетная масть и учёт каждого игрока словами, сначала последнее решение
cmd-paxpamir-blocks-coalition = Какая коалиция
cmd-paxpamir-blocks-change = +1 или -2 меняет, 6 задаёт
cmd-paxpamir-favoured = Новая приоритетная масть
cmd-paxpamir-favoured-suit = Масть, которая теперь в приоритете
cmd-paxpamir-check = Проверка господства с объяснением каждого шага
cmd-paxpamir-check-final = Финальная проверка (очки вдвое, партия заканчивается)
cmd-paxpamir-check-blocks = Блоки Афганцы Британцы Русские, например 6 2 1 (иначе спрошу)
cmd-paxpamir-discard = Игрок потерял карту двора или племя: рычаг, свержение, шпионы
cmd-paxpamir-discard-player = Чья карта или племя
cmd-paxpamir-discard-what = Карта двора или племя
cmd-paxpamir-cleanup = Пределы игрока и что делает фаза очистки
cmd-paxpamir-cleanup-player = Чья очистка (иначе — того, кто ходит)
cmd-name-play = сыграть
cmd-paxpamir-play = Вахан разыгрывает действия открытой карты ИИ с объяснением по правилам
cmd-paxpamir-cost = Сколько стоит действие по правилам
cmd-paxpamir-cost-action = Какое действие
cmd-paxpamir-cost-numbers = Числа, например 3 (столбец), 2 ben, ben 1 carla 2
cmd-paxpamir-turn = Текущий ход закончен: очистка, затем следующий игрок

## Слова чат-сервиса для этой игры

# Название игры в тексте (сообщение с параметром `game` получает `$title`)
game-paxpamir = «Pax Pamir»

# Слеш-команды Discord (имена: строчные буквы, без пробелов, не длиннее 32 символов; описания — не длиннее 100)
cmd-name-ledger = счёт
cmd-name-blocks = блоки
cmd-name-favoured = приоритет
cmd-name-check = проверка
cmd-name-discard = сброс
cmd-name-cleanup = очистка
cmd-param-players = игроки
cmd-param-loyalty = лояльность
cmd-param-rupees = рупии
cmd-param-field = что
cmd-param-change = изменение
cmd-param-coalition = коалиция
cmd-param-suit = масть
cmd-param-final = финальная
cmd-param-blocks = блоки
cmd-param-what = что_потеряно
cmd-param-action = действие
cmd-param-numbers = числа
cmd-choice-field-vp = Победные очки
cmd-choice-field-rupees = Рупии
cmd-choice-field-loyalty = Лояльность
cmd-choice-field-influence = Влияние (всего)
cmd-choice-field-patriots = Патриоты
cmd-choice-field-prizes = Трофеи
cmd-choice-field-gifts = Подарки
cmd-choice-field-cylinders = Цилиндры в игре
cmd-choice-field-political = Политические звёзды
cmd-choice-field-military = Военные звёзды
cmd-choice-field-intelligence = Разведывательные звёзды
cmd-choice-field-economic = Экономические звёзды
cmd-choice-coalition-afghan = Афганцы
cmd-choice-coalition-british = Британцы
cmd-choice-coalition-russian = Русские
cmd-choice-suit-political = Политика
cmd-choice-suit-military = Военное дело
cmd-choice-suit-intelligence = Разведка
cmd-choice-suit-economic = Экономика
cmd-choice-what-card = Карта двора
cmd-choice-what-tribe = Племя
cmd-choice-action-buy = Покупка на рынке
cmd-choice-action-play = Розыгрыш карты (взятка правителю)
cmd-choice-action-gift = Подарок
cmd-choice-action-build = Постройка
cmd-choice-action-betray = Предательство
cmd-choice-action-spies = Шпионы на карте (кому платить)
cmd-choice-action-tax = Налог
cmd-choice-action-battle = Битва
cmd-choice-action-rule = Кто правит регионом

# Картинка поля (bot/pictures)
picture-paxpamir-title = { $title } · { $checks ->
        [0] проверок господства ещё не было
        [one] { $checks } проверка господства
        [few] { $checks } проверки господства
        [many] { $checks } проверок господства
       *[other] { $checks } проверки господства
    }
picture-paxpamir-blocks = Блоки коалиций в игре
picture-paxpamir-favoured = Приоритетная масть:
picture-paxpamir-ledger = Учёт (справа звёзды по мастям)
picture-paxpamir-loyalty = лоял.
picture-paxpamir-vp = очки
picture-paxpamir-rupees = рупии
picture-paxpamir-influence = влияние
picture-paxpamir-gifts = подарки
picture-paxpamir-cylinders = цилиндры

# Фразы чат-сервиса словами этой игры: как назван её бот в начале партии, партия без кубиков, когда вопросов нет
paxpamir-variant-referee = судья и счётчик очков за столом
paxpamir-variant-wakhan = судья и счётчик очков, в том числе для автомы Вахан
paxpamir-no-dice = { $dice ->
        [bot] Кубиков нет: колода ИИ Вахан тасуется по сиду этой партии, запечатанному до конца, как кубики в других играх.
       *[other] Кубиков нет: за этим столом ничего не решает случай.
    }
paxpamir-verify-unsealed = В игре { $title } нет кубиков: проверять нечего.
paxpamir-no-question = Сейчас вопросов нет. /paxpamir status покажет стол.

# Шансы бота: у этой игры их нет (/paxpamir odds)
paxpamir-odds-none = Для { $title } шансов нет: они есть только у ботов игр «Раджи Ганга» и «Роскошь» (/rajas odds, /splendor odds).

# Правила с пояснениями (/paxpamir rule ID): правило каждой метки в двух-трёх предложениях,
# .title — заголовок в одну строку. Термины русского издания «Пакс Памир» (второе издание):
# двор, приоритетная масть, проверка доминирования, цилиндры, патриоты, трофеи, подарки.
paxpamir-rule-pp-1 = Каждый игрок лоялен одной коалиции: афганской, британской или русской. От лояльности зависит, чей успех приносит вам очки и чьих патриотов вы можете держать.
    .title = Лояльность
paxpamir-rule-pp-2 = Ход — до двух действий плюс бесплатные действия, затем уборка. Действия — покупка, розыгрыш и действие карты; действие карты приоритетной масти не тратит действия.
    .title = Ход
paxpamir-rule-pp-3 = Карта в столбце c рынка (крайний левый — 0) стоит c рупий: по одной кладут на каждую карту левее в том же ряду; когда приоритетна военная масть, цена удваивается. Рупии, лежащие на карте, забирает покупатель, а купленное событие разыгрывается и сбрасывается.
    .title = Цена покупки
paxpamir-rule-pp-4 = Разыграть карту бесплатно, если её регионом правите вы или никто. Иначе вы платите правителю по рупии за каждое его племя там, и он может простить часть или всё.
    .title = Взятка за розыгрыш
paxpamir-rule-pp-5 = Символы влияния срабатывают при розыгрыше карты: дорога, армия, рычаг (+2 рупии, карта становится картой с рычагом), шпион, племя и символ масти, меняющий приоритетную масть.
    .title = Символы влияния
paxpamir-rule-pp-6 = Действия карт: налог, подарок, постройка, перемещение, предательство и битва — каждая карта раз за ход. Налог берёт до ранга карты в рупиях с рынка и с игроков, у которых при дворе есть карта региона под вашей властью, кроме защищённого их экономическими звёздами; подарки стоят 2, 4 и 6.
    .title = Действия карт
paxpamir-rule-pp-7 = Действие карты, на которой есть чужие шпионы, стоит платы игроку, у которого их там строго больше всех: по рупии за каждого его шпиона на карте; при равенстве лидеров не платят никому. Этот игрок может простить плату.
    .title = Шпионы
paxpamir-rule-pp-8 = В фазе уборки: лимиты руки и двора, затем сброс событий из левого столбца рынка с их эффектами (карта проверки доминирования вызывает проверку). Рынок сдвигают влево и пополняют; вторая вытянутая карта проверки — ещё одна проверка.
    .title = Уборка
paxpamir-rule-pp-9 = При вашем дворе помещаются 3 карты плюс по одной за политическую звезду, в руке — 2 плюс по одной за разведывательную. В фазе уборки лишнее сбрасывается.
    .title = Лимиты двора и руки
paxpamir-rule-pp-10 = Коалиция доминирует, если у неё больше всех блоков в игре и хотя бы на 4 больше, чем у каждой другой: её сторонники получают 5, 3 и 1 очко по влиянию, а блоки убирают. Иначе больше всех цилиндров в игре — 3 очка, второе место — 1, даже с нулём; финальная проверка приносит вдвое больше.
    .title = Проверка доминирования
paxpamir-rule-pp-11 = Влияние — это 1 плюс ваши патриоты, трофеи и подарки. Смена лояльности сбрасывает все подарки, трофеи и патриотов прежней коалиции.
    .title = Влияние и лояльность
paxpamir-rule-pp-12 = Вы правите регионом, если там есть хотя бы одно ваше племя и у вас больше всех правящих фигур (ваши племена и армии вашей коалиции).
    .title = Власть над регионом
paxpamir-rule-pp-13 = Потеряв последнее племя в регионе, вы сбрасываете все свои политические карты этого региона; потеряв последнюю политическую карту региона, вы убираете оттуда все свои племена.
    .title = Свержение
paxpamir-rule-pp-14 = После проверки доминирования игрок, опережающий всех на 4 очка и больше, сразу побеждает. После финальной проверки побеждает набравший больше очков; при равенстве — у кого больше военных звёзд, затем больше рупий.
    .title = Конец игры

paxpamir-seat-wakhan = Вахан
# Картинка поля словами — для тех, кто её не видит (альтернативный текст; его читает экранный диктор)
paxpamir-alt-title = { $title }: { $checks ->
        [0] проверок господства ещё не было.
       *[other] проверок господства проведено: { $checks }.
    }
paxpamir-alt-blocks = Блоки коалиций в игре: Афганцы { $afghan }, Британцы { $british }, Русские { $russian }.
paxpamir-alt-favoured = Приоритетная масть: { $suit }.
paxpamir-alt-turn = Ходит { $who }.
paxpamir-alt-player = { $who } ({ $loyalty ->
        [none] лояльности пока нет
       *[other] лояльность: { $loyalty }
    }): очки { $vp }, рупии { $rupees }, влияние { $influence }, подарки { $gifts }, цилиндры { $cylinders }; звёзды: политика { $political }, военное дело { $military }, разведка { $intelligence }, экономика { $economic }.
paxpamir-alt-wakhan = { $who } (лояльна всем коалициям): очки { $vp }, рупии { $rupees }, влияние у Афганцев { $afghan }, у Британцев { $british }, у Русских { $russian }, подарки { $gifts }, цилиндры { $cylinders }; звёзды: политика { $political }, военное дело { $military }, разведка { $intelligence }, экономика { $economic }.

## Колода ИИ Вахан (PW-2, PW-4, PW-6, PW-7, PW-9: docs/wakhan.md)
## «Радикализация» (Radicalize) — действие Вахан: она покупает карту с рынка и сразу её разыгрывает.

paxpamir-option-wakhan = «{ $value }» — не способ вести колоду ИИ Вахан: wakhan=virtual (я тасую и тяну её карты), wakhan=physical (вы открываете их и называете мне) или wakhan=off (вы ведёте её колоду сами).
paxpamir-option-wakhan-seat = Для wakhan={ $value } за столом нужна Вахан: добавьте её к игрокам, например players=Ana,Wakhan.
paxpamir-turn-wakhan-ai = Ходит { $who }. Приоритетная масть: { $suit }.
paxpamir-wakhan-reshuffled = Колода ИИ у { $who } кончилась: я перетасовал все 24 карты в новую колоду и вытянул снова.
paxpamir-wakhan-drawn = Открываю карту ИИ из колоды { $who }: карта { $card } (в колоде осталось { $left }).
paxpamir-wakhan-named = Карта ИИ у { $who }: карта { $card }.
paxpamir-wakhan-position = Стрелки, прочитанные по рубашке следующей карты: столбец рынка { $column }, { $row }.
paxpamir-wakhan-actions = Её действия сверху вниз: { $actions }.
paxpamir-wakhan-regions = Её порядок регионов слева направо: { $regions }.
paxpamir-wakhan-pragmatic = Её прагматичная лояльность: { $coalition } (первая из коалиций { $coalitions }, которой не лоялен ни один другой игрок).
paxpamir-wakhan-pragmatic-taken = Её прагматичная лояльность: { $coalition } (у каждой из коалиций { $coalitions } есть лояльный игрок, поэтому первая).
paxpamir-status-ai = Карта ИИ у { $who }: карта { $card }, столбец рынка { $column }, { $row }{ $left ->
        [-1] .
       *[other] ; в её колоде осталось { $left }.
    }
paxpamir-ask-wakhan-card = Откройте верхнюю карту ИИ у { $who }: какая это карта (1–24, номера как на Board Game Arena)? Я покажу её лицевую сторону для проверки.
paxpamir-ask-wakhan-card-check = На карте { $card }: действия { $actions }; регионы { $regions }; коалиции { $coalitions }; чёрная стрелка на месте { $place } из 6 сверху, красная — { $end }. Это та карта, что вы открыли?
paxpamir-ask-wakhan-back = Положите карту { $who } рядом с колодой: на рубашке следующей карты — на какой номер столбца указывает чёрная стрелка и на какую надпись — красная?
paxpamir-wakhan-back-option = { $column } · { $label }
paxpamir-wakhan-label-top = Top (left): верхний ряд
paxpamir-wakhan-label-bottom = Bottom (right): нижний ряд
paxpamir-wakhan-then = { " → " }
paxpamir-wakhan-row-top = верхний ряд
paxpamir-wakhan-row-bottom = нижний ряд
paxpamir-wakhan-end-top = вверху
paxpamir-wakhan-end-bottom = внизу
paxpamir-region-kabul = Кабул
paxpamir-region-punjab = Пенджаб
paxpamir-region-herat = Герат
paxpamir-region-kandahar = Кандагар
paxpamir-region-persia = Персия
paxpamir-region-transcaspia = Закаспий
paxpamir-wakhan-action-tax = Налог
paxpamir-wakhan-action-build = Стройка
paxpamir-wakhan-action-move = Перемещение
paxpamir-wakhan-action-betray = Предательство
paxpamir-wakhan-action-battle = Битва
paxpamir-wakhan-action-radicalize = Радикализация
paxpamir-wakhan-action-battle_most_spies_card = Битва на карте двора с наибольшим числом шпионов, где есть её шпион
paxpamir-wakhan-action-radicalize_highest_military_if_military_favoured = Если приоритетна военная масть: радикализация военной карты наибольшего ранга
paxpamir-wakhan-action-radicalize_highest_economic_if_political_favoured = Если приоритетна политика: радикализация экономической карты наибольшего ранга
paxpamir-wakhan-action-radicalize_highest_political = Радикализация политической карты наибольшего ранга
paxpamir-wakhan-action-radicalize_highest_political_if_court_full = Если её двор заполнен: радикализация политической карты наибольшего ранга
paxpamir-wakhan-action-radicalize_highest_intelligence = Радикализация разведывательной карты наибольшего ранга
paxpamir-wakhan-action-radicalize_highest_intelligence_if_fewer_spies = Если у другого игрока шпионов больше, чем у неё: радикализация разведывательной карты наибольшего ранга
paxpamir-wakhan-action-radicalize_intelligence = Радикализация разведывательной карты
paxpamir-wakhan-action-radicalize_most_net_rupees_if_under_2_rupees = Если у неё меньше 2 рупий: радикализация карты, после которой у неё останется больше всего рупий
paxpamir-wakhan-action-radicalize_region_control = Радикализация карты, которая даст ей власть над регионом
paxpamir-wakhan-action-radicalize_most_armies_roads = Радикализация карты с наибольшим числом значков армий и дорог
paxpamir-wakhan-action-radicalize_most_spies_tribes_if_no_dominance = Если ни одна коалиция не доминирует: радикализация карты с наибольшим числом значков шпионов и племён
paxpamir-wakhan-action-radicalize_move_card_if_none = Если ни у одной карты её двора нет перемещения: радикализация карты с перемещением
paxpamir-wakhan-action-radicalize_dominant_patriot_if_dominance = Если одна коалиция доминирует: радикализация её патриота
paxpamir-verify-ok = ✅ Сид { $seed } совпадает с отпечатком { $commitment }, показанным в начале: подготовка воспроизводится так же{ $draws ->
        [0] , а карт ИИ после неё не тянули.
        [one] , и так же — { $draws } карта ИИ Вахан, вытянутая после неё.
        [few] , и так же — все { $draws } карты ИИ Вахан, вытянутые после неё, по порядку.
       *[other] , и так же — все { $draws } карт ИИ Вахан, вытянутых после неё, по порядку.
    }
paxpamir-verify-draws-differ = ❌ Сид { $seed } совпадает с отпечатком, но карта ИИ Вахан № { $wrong } после подготовки не та, что даёт колода сида (до неё совпали { $agreed }).
cmd-paxpamir-new-wakhan = Колода ИИ Вахан: virtual (бот тасует и тянет), physical (вы открываете карты) или off
cmd-paxpamir-new-seed = Повторить партию по её сиду (с виртуальной колодой ИИ)
cmd-param-wakhan = wakhan
cmd-choice-wakhan-virtual = Бот тасует и тянет её карты ИИ
cmd-choice-wakhan-physical = Я открываю её карты и называю боту
cmd-choice-wakhan-off = Колоду веду я, бот ведёт её счёт
paxpamir-rule-pw-2 = В начале каждого хода Вахан верхнюю карту её колоды ИИ открывают и кладут в сброс; она остаётся её картой до следующего хода. Если колода после этого пуста, весь сброс тасуют в новую колоду и тянут снова.
    .title = Карта Вахан
paxpamir-rule-pw-4 = Чёрная стрелка открытой карты указывает на номер столбца на рубашке следующей карты (0 — крайний левый столбец рынка); красная — на надпись: Top (left) — верхний ряд, Bottom (right) — нижний.
    .title = Позиция на рынке
paxpamir-rule-pw-6 = Шесть регионов внизу её карты, слева направо, задают порядок при любом её выборе между регионами.
    .title = Порядок регионов
paxpamir-rule-pw-7 = Её прагматичная лояльность — самая левая коалиция на её карте, которой не лоялен ни один другой игрок: её блоки — этой коалиции.
    .title = Прагматичная лояльность
paxpamir-rule-pw-8 = Выбирая карту двора, она берёт сначала карту из двора соперника, затем карту приоритетной масти, патриота господствующей коалиции, карту с её трофеем, любого патриота, карту с рычагом, высший ранг и наибольший номер карты; шаг, которому не отвечает никто, пропускается.
    .title = Приоритет карт
paxpamir-rule-pw-9 = Она делает два действия: читает поля действий карты сверху, выполняет каждое возможное, пропуская остальные, и начинает сверху снова, пока не сделает два или пока ни одно не возможно. Действия карт приоритетной масти — бонусные.
    .title = Действия Вахан
paxpamir-rule-pw-10 = Сделав два действия, она делает все бонусные действия, какие может: с самой левой карты двора приоритетной масти, не использованной в этот ход, — самое левое возможное действие.
    .title = Бонусные действия
paxpamir-rule-pw-12 = Радикализация: она покупает карту с рынка и сразу её играет. Если поле не говорит иного — карту в ряду и столбце стрелок; если её не купить — следующую левее, а затем в другом ряду от того же столбца влево.
    .title = Радикализация
paxpamir-rule-pw-13 = Если на рынке проверка господства, она покупает её, когда это даёт ей больше всех очков проверки или победу; иначе обычная радикализация идёт по правилу амбиций.
    .title = Проверка господства на рынке
paxpamir-rule-pw-14 = Купленную карту она играет, если может заплатить взятку, иначе сбрасывает; кладёт в двор слева, когда красная стрелка указывает на Top (left), иначе справа.
    .title = Розыгрыш купленной карты
paxpamir-rule-pw-15 = Она покупает по цене рынка и забирает рупии с карты; тратить больше, чем есть, она не может.
    .title = Её рупии

## Действия Вахан, которые разыгрывает бот (PW-8–PW-15: docs/wakhan.md)

paxpamir-wakhan-took = { $who } выполняет действие «{ $action }»: действие { $count } из 2.
paxpamir-wakhan-took-bonus = { $who } выполняет действие «{ $action }» картой приоритетной масти ({ $suit }): это бонусное действие, оно не входит в её два.
paxpamir-wakhan-two-taken = { $who } сделала оба своих действия.
paxpamir-wakhan-round-empty = Целый круг по её карте не нашёл ничего, что { $who } ещё может сделать: сделано действий — { $count } из 2.
paxpamir-wakhan-played = Действия { $who } закончены. Сообщайте, как меняются её очки и фигуры, и /paxpamir turn, когда её ход закончится.
paxpamir-wakhan-play-no-deck = За этим столом я не веду колоду ИИ Вахан: начните партию с wakhan=virtual или wakhan=physical, чтобы я разыгрывал её действия.
paxpamir-wakhan-play-not-her-turn = Сейчас ходит { $who }, а не Вахан: /paxpamir play разыгрывает её действия в её ход.
paxpamir-wakhan-play-again = Действия { $who } по этой карте уже разыграны: /paxpamir undo разыграет их заново.
paxpamir-wakhan-play-alone = После /paxpamir play ничего не нужно: команда проходит по открытой карте Вахан.
paxpamir-wakhan-skip-favoured = Пробую действие «{ $action }»: нельзя, потому что приоритетная масть — не { $wanted }, а { $suit }.
paxpamir-wakhan-skip-rupees = Пробую действие «{ $action }»: нельзя, потому что рупий у неё { $rupees }, а не меньше 2.
paxpamir-wakhan-skip-dominant = Пробую действие «{ $action }»: нельзя, потому что господствует коалиция «{ $coalition }».
paxpamir-wakhan-skip-no-dominance = Пробую действие «{ $action }»: нельзя, потому что ни одна коалиция не господствует.
paxpamir-ask-wakhan-by-hand = Действие «{ $action }» я пока не разыгрываю: выполните его за { $who } вручную, как велят её правила. Смогла ли она?
paxpamir-wakhan-by-hand-taken = Да, выполнила
paxpamir-wakhan-by-hand-bonus = Да, картой приоритетной масти (бонусное)
paxpamir-wakhan-by-hand-cannot = Нет, не может
paxpamir-wakhan-skip-by-hand = Действие «{ $action }»: по вашим словам, на поле она не может его выполнить.
paxpamir-ask-wakhan-check = Есть ли на рынке карта проверки господства?
paxpamir-wakhan-check-in-market = Раз на рынке есть проверка господства, { $who } радикализирует по своему правилу амбиций.
paxpamir-wakhan-nothing-to-buy = Пробую действие «Радикализация»: нельзя, потому что на рынке нет карты, которую она может купить (рупий у неё: { $rupees }).
paxpamir-ask-wakhan-space = Что лежит на рынке: { $row }, столбец { $column }?
paxpamir-wakhan-space-card = Карта, которую она может купить
paxpamir-wakhan-space-empty = Ничего: место пустое
paxpamir-wakhan-space-closed = Карта, которую никому нельзя купить
paxpamir-wakhan-space-paid = Рынок, { $row }, столбец { $column }: в этот ход она положила на эту карту рупию, поэтому купить её нельзя.
paxpamir-wakhan-space-dear = Рынок, { $row }, столбец { $column }: карта стоит { $cost ->
        [one] { $cost } рупию
        [few] { $cost } рупии
       *[many] { $cost } рупий
    }, а у неё только { $rupees }.
paxpamir-wakhan-space-empty-skipped = Рынок, { $row }, столбец { $column }: пусто.
paxpamir-wakhan-space-closed-skipped = Рынок, { $row }, столбец { $column }: эту карту никому нельзя купить.
paxpamir-ask-wakhan-rupees-on = Сколько рупий лежит на карте (рынок: { $row }, столбец { $column })?
paxpamir-wakhan-buys = { $who } радикализирует карту с рынка ({ $row }, столбец { $column }): { $cost ->
        [0] ничего не платит
        [one] платит { $cost } рупию
        [few] платит { $cost } рупии
       *[many] платит { $cost } рупий
    }{ $taken ->
        [0] {""}
        [one] {" "}и забирает лежавшую на ней { $taken } рупию
        [few] {" "}и забирает лежавшие на ней { $taken } рупии
       *[many] {" "}и забирает лежавшие на ней { $taken } рупий
    }; рупии: { $old } → { $new }.
paxpamir-ask-wakhan-bribe = Какую взятку { $ruler }, правитель региона { $region }, требует с { $who }, чтобы сыграть карту? (число племён { $ruler } в регионе, за вычетом прощённого)
paxpamir-wakhan-discards-bought = { $who } не может заплатить взятку в { $bribe ->
        [one] { $bribe } рупию
        [few] { $bribe } рупии
       *[many] { $bribe } рупий
    } (рупий у неё: { $rupees }): она сбрасывает карту.
paxpamir-wakhan-plays-bought = { $who } кладёт карту { $card } { $end } (взятка { $bribe }, рупии: { $old } → { $new }); её армии и дороги — блоки коалиции «{ $coalition }».
paxpamir-wakhan-court-top = в свой двор слева
paxpamir-wakhan-court-bottom = в свой двор справа

paxpamir-wakhan-priority = По приоритету карт она выбирает карту { $card }: { $chain }.
paxpamir-wakhan-priority-only = Выбрать она может только карту { $card }.
paxpamir-wakhan-priority-opponent = при дворе соперника ({ $cards })
paxpamir-wakhan-priority-favoured = приоритетной масти ({ $cards })
paxpamir-wakhan-priority-dominant-patriot = патриот господствующей коалиции ({ $cards })
paxpamir-wakhan-priority-dominant-prize = с трофеем господствующей коалиции ({ $cards })
paxpamir-wakhan-priority-patriot = патриот ({ $cards })
paxpamir-wakhan-priority-leveraged = с рычагом ({ $cards })
paxpamir-wakhan-priority-rank = наивысший ранг ({ $cards })
paxpamir-wakhan-priority-number = наибольший номер карты ({ $cards })

paxpamir-wakhan-suited = { $suit }, ранг { $rank }
paxpamir-wakhan-space-event = Карта события
paxpamir-ask-wakhan-suited = Что лежит на рынке: { $row }, столбец { $column }? Для карты двора — её масть и ранг.
paxpamir-wakhan-skip-no-suit = Пробую действие «{ $action }»: нельзя, потому что на рынке нет карты масти «{ $suit }», которую она может купить (рупий у неё: { $rupees }).
paxpamir-ask-wakhan-higher-number = Две карты в столбце { $column } равны: у какой номер карты больше?
paxpamir-wakhan-suit-pick = «{ $action }»: карта масти «{ $suit }» ({ $row }, столбец { $column }, ранг { $rank }) — { $why }.
paxpamir-wakhan-why-rank = наивысшего ранга из доступных ей, самая дешёвая
paxpamir-wakhan-why-cheapest = самая дешёвая из доступных ей
paxpamir-wakhan-why-number = с большим номером из двух самых дешёвых
paxpamir-ask-wakhan-leveraged = Есть ли у карты ({ $row }, столбец { $column }) значок рычага?
paxpamir-wakhan-richest-pick = «{ $action }»: карта ({ $row }, столбец { $column }), за вычетом цены она приносит ей { $net } — { $why }.
paxpamir-wakhan-why-richest = больше всего из возможного

## Wakhan: the table during her turn
paxpamir-ask-wakhan-ruler = Кто правит регионом { $region }?
paxpamir-wakhan-ruler-seat = { $who }
paxpamir-wakhan-ruler-nobody = Никто
paxpamir-ask-wakhan-spies = Сколько шпионов на карте { $card }? Введите по числу на игрока в таком порядке: { $names }.
paxpamir-ask-wakhan-tribes = Сколько племён в регионе { $region }? Введите по числу на игрока в таком порядке: { $names }.
paxpamir-ask-wakhan-armies = Сколько армий в регионе { $region }? Введите по числу на коалицию в таком порядке: { $names }.
paxpamir-ask-wakhan-roads = Сколько дорог на границе между регионами { $first } и { $second }? Введите по числу на коалицию в таком порядке: { $names }.
paxpamir-ask-wakhan-court = Какие карты лежат во дворе игрока { $who }? Введите их номера слева направо, например: 12 45 7.
paxpamir-wakhan-court-empty = Нет карт
paxpamir-wakhan-counts-none = Нигде нет
paxpamir-wakhan-court-bad = Введите номера карт от 1 до { $max }, каждый по одному разу, через пробел, или нажмите «Нет карт».
paxpamir-wakhan-counts-bad = Введите { $count } { $count ->
        [one] число
        [few] числа
       *[many] чисел
    } от 0 до { $max } через пробел или нажмите «Нигде нет».
paxpamir-ask-wakhan-card-on = Какая карта лежит на рынке ({ $row }, столбец { $column })? Введите напечатанный на ней номер.

## Wakhan: every radicalize box, her ambition, savvy purchasing
cmd-paxpamir-new-savvy = Расчётливые покупки Вахан, вариант правил: on или off (по умолчанию off)
paxpamir-option-savvy = «{ $value }» — не настройка расчётливых покупок: savvy=on или savvy=off.
paxpamir-wakhan-skip-court-room = Пробую действие «{ $action }»: нельзя, потому что в её дворе { $count } из { $limit ->
        [one] { $limit } карты
       *[other] { $limit } карт
    }: он не заполнен.
paxpamir-wakhan-skip-spies = Пробую действие «{ $action }»: нельзя, потому что ни у кого нет больше шпионов, чем у неё ({ $count }).
paxpamir-wakhan-skip-has-move = Пробую действие «{ $action }»: нельзя, потому что у карты { $card } в её дворе уже есть перемещение.
paxpamir-ask-wakhan-all-spies = Сколько всего шпионов у каждого игрока на картах дворов? Введите по числу на игрока в таком порядке: { $names }.
paxpamir-wakhan-skip-no-card = Пробую действие «{ $action }»: нельзя, потому что ни одна карта, которую она может купить на свои { $rupees } { $rupees ->
        [one] рупию
        [few] рупии
       *[many] рупий
    }, не подходит.
paxpamir-wakhan-card-pick = «{ $action }»: карта { $card } ({ $row }, столбец { $column }) — { $why }.
paxpamir-wakhan-check-pick-patriot = Раз на рынке есть проверка господства, { $who } берёт карту { $card } ({ $row }, столбец { $column }): патриота господствующей коалиции «{ $coalition }» — { $why }.
paxpamir-wakhan-check-pick-blocks = Раз на рынке есть проверка господства, а патриота коалиции «{ $coalition }» ей не купить, { $who } берёт карту { $card } ({ $row }, столбец { $column }): с наибольшим числом значков армий и дорог ({ $count }) — { $why }.
paxpamir-wakhan-check-pick-cylinders = Раз на рынке есть проверка господства, а ни одна коалиция не господствует, { $who } берёт карту { $card } ({ $row }, столбец { $column }): с наибольшим числом значков шпионов и племён ({ $count }) — { $why }.
paxpamir-wakhan-check-pick-richest = Раз на рынке есть проверка господства, ни одна коалиция не господствует и ни у одной карты нет значков шпионов или племён, расчётливая покупка — карта { $card } ({ $row }, столбец { $column }): после неё у неё останется больше всего рупий — { $why }.
paxpamir-wakhan-savvy = Расчётливая покупка: вместо карты { $card } { $who } берёт карту { $better } ({ $row }, столбец { $column }) — дешевле, той же масти и не ниже рангом.
paxpamir-wakhan-savvy-none = Расчётливая покупка: нет карты дешевле карты { $card } той же масти и не ниже рангом; { $who } берёт её.
paxpamir-wakhan-action-ambition = Покупка проверки господства (её амбиции)
paxpamir-ask-wakhan-check-where = Купить сейчас проверку господства выгодно для { $who }. Где она на рынке?
paxpamir-wakhan-check-space = { $row }, столбец { $column }
paxpamir-wakhan-check-dear = Правее, ей не по карману
paxpamir-wakhan-check-none = Её нет
paxpamir-wakhan-ambition-dear = { $who } купила бы проверку господства, но та ей не по карману: у неё всего { $rupees } { $rupees ->
        [one] рупия
        [few] рупии
       *[many] рупий
    }.
paxpamir-wakhan-ambition = Амбиции { $who }: она покупает проверку господства ({ $row }, столбец { $column }) — { $why } (ей { $points } { $points ->
        [one] очко
        [few] очка
       *[many] очков
    }). { $cost ->
        [0] Ничего не платит
        [one] Платит { $cost } рупию
        [few] Платит { $cost } рупии
       *[many] Платит { $cost } рупий
    }{ $taken ->
        [0] {""}
        [one] {" "}и забирает лежавшую на ней { $taken } рупию
        [few] {" "}и забирает лежавшие на ней { $taken } рупии
       *[many] {" "}и забирает лежавшие на ней { $taken } рупий
    }; рупии: { $old } → { $new }. Проверка проводится сейчас.
paxpamir-wakhan-ambition-most = она наберёт в этой проверке больше всех очков
paxpamir-wakhan-ambition-win = это принесёт ей победу
cmd-param-savvy = расчётливость
cmd-choice-savvy-on = Вкл.: она покупает карты той же масти дешевле
cmd-choice-savvy-off = Выкл.: опубликованные правила
## Wakhan: tax, gift, build, betray, her bonus actions and her court
paxpamir-typed-court = двор
paxpamir-wakhan-action-gift = Подарок
paxpamir-wakhan-skip-gifts-full = Пробую действие «Подарок»: нельзя, потому что все три её места для подарков заняты.
paxpamir-wakhan-skip-no-court-card = Пробую действие «{ $action }»: нельзя, потому что ни у одной карты её двора нет этого действия, ещё не использованного в этот ход.
paxpamir-wakhan-card-dear = Карта { $card } не может выполнить «{ $action }»: нужно { $cost } и ещё взятка в { $bribe }, а у неё { $rupees } { $rupees ->
        [one] рупия
        [few] рупии
       *[many] рупий
    }.
paxpamir-wakhan-card-acts = «{ $action }» картой { $card } ({ $name }, { $suit }){ $bonus ->
        [yes] : приоритетная масть, это бонусное действие.
       *[no] .
    }
paxpamir-wakhan-pays-hostage = Карту { $card } держит в заложниках другой игрок: { $who } платит игроку { $to } взятку в { $bribe } { $bribe ->
        [one] рупию
        [few] рупии
       *[many] рупий
    } (рупии: { $old } → { $new }). Переложите рупии.
paxpamir-wakhan-pays-market = { $who } платит рынку { $cost } { $cost ->
        [one] рупию
        [few] рупии
       *[many] рупий
    } (рупии: { $old } → { $new }): положите по одной её рупии на каждую из этих карт: { $spaces }. Эти карты она в этот ход купить не может.
paxpamir-wakhan-space-at = { $row }, столбец { $column }
paxpamir-wakhan-skip-tax = Пробую действие «Налог» картой { $card }: нельзя, потому что облагать налогом некого, а на рынке нет рупий.
paxpamir-wakhan-tax-sheltered = { $name } налогом не облагается: { $rupees ->
        [0] рупий нет
        [one] { $rupees } рупия, и та защищена экономическими звёздами ({ $shelter })
        [few] { $rupees } рупии, и все защищены экономическими звёздами ({ $shelter })
       *[other] { $rupees } рупий, и все защищены экономическими звёздами ({ $shelter })
    }.
paxpamir-wakhan-tax-not-ruled = { $name } налогом не облагается: { $who } не правит ни одним регионом карт двора игрока { $name }.
paxpamir-wakhan-tax-player = { $who } берёт с игрока { $name } налог в { $amount } { $amount ->
        [one] рупию
        [few] рупии
       *[many] рупий
    } (рупии { $name }: { $old } → { $new }). Переложите их ей.
paxpamir-wakhan-tax-market = { $who } берёт { $amount } { $amount ->
        [one] рупию
        [few] рупии
       *[many] рупий
    } с карты рынка ({ $row }, столбец { $column }). Переложите их ей.
paxpamir-wakhan-taxed = { $who } собрала налогом { $total } { $total ->
        [one] рупию
        [few] рупии
       *[many] рупий
    } — не больше ранга карты ({ $rank }); рупии: { $old } → { $new }.
paxpamir-wakhan-gift = { $who } покупает подарок за { $cost } { $cost ->
        [one] рупию
        [few] рупии
       *[many] рупий
    }: положите её цилиндр на её памятку (подарков: { $gifts } из 3). Подарок идёт в зачёт всем коалициям: влияние у афганцев { $afghan }, у британцев { $british }, у русских { $russian }.
paxpamir-wakhan-skip-build = Пробую действие «Стройка» картой { $card }: нельзя, потому что она не правит ни одним регионом.
paxpamir-wakhan-build = { $who } строит в регионе { $region }, первом по её карте из тех, где она правит: поставьте туда { $count ->
        [one] { $count } армию
        [few] { $count } армии
       *[other] { $count } армий
    } коалиции «{ $coalition }» ({ $cost ->
        [one] { $cost } рупия
        [few] { $cost } рупии
       *[other] { $cost } рупий
    }).
paxpamir-wakhan-skip-betray = Пробую действие «Предательство» картой { $card }: нельзя, потому что ни один её шпион не стоит на карте с трофеем.
paxpamir-wakhan-betray = { $who } предаёт карту { $card } ({ $name }) при дворе игрока { $owner }: сбросьте её, верните шпионов с неё владельцам и подложите её под её памятку как трофей коалиции «{ $coalition }» (её влияние в ней: { $influence }).
paxpamir-wakhan-betray-leveraged = Карта { $card } была с рычагом: { $owner } платит за неё 2 рупии, как за любую сброшенную карту с рычагом.
paxpamir-wakhan-bonus = Бонусное действие: «{ $action }» картой { $card } — самой левой неиспользованной картой приоритетной масти.
paxpamir-wakhan-no-bonus = { $who }: бонусных действий больше нет — ни одна неиспользованная карта приоритетной масти ({ $suit }) её двора не может действовать.
paxpamir-wakhan-court-not-hers = Я веду только двор Вахан; { $who } меняет свой двор на столе.
paxpamir-wakhan-court-set = Двор игрока { $who }: { $old } → { $new }.
paxpamir-wakhan-court-card = { $card } { $name }
paxpamir-wakhan-court-none = нет карт
paxpamir-status-wakhan-court = Двор игрока { $who } слева направо: { $cards }.
paxpamir-wakhan-space-sep = { "; " }
## Wakhan: the card she bought, her discards, steadfast loyalty (PW-14, PW-16, PW-17, PW-19, PW-23)
paxpamir-wakhan-no-bribe-nobody = Регионом { $region } никто не правит: { $who } не платит взятку.
paxpamir-wakhan-no-bribe-hers = Регионом { $region } правит сама { $who }: взятки нет.
paxpamir-wakhan-bribe-tribes = { $who } правит регионом { $region } и держит там { $count } { $count ->
        [one] племя
        [few] племени
       *[many] племён
    }: такова взятка.
paxpamir-wakhan-card-stars = { $rank } { $rank ->
        [one] звезда
        [few] звезды
       *[many] звёзд
    } масти «{ $suit }» с карты { $rank ->
        [one] записана
       *[many] записаны
    } на её счёт; при её дворе { $court } { $court ->
        [one] карта
        [few] карты
       *[many] карт
    }, предел — { $limit }.
paxpamir-wakhan-card-patriot = Патриот коалиции «{ $coalition }»: её влияние у этой коалиции теперь { $influence }.
paxpamir-wakhan-card-patriot-gone = Уходит патриот коалиции «{ $coalition }»: её влияние у этой коалиции теперь { $influence }.
paxpamir-wakhan-icon-leverage = Рычаг: { $who } берёт 2 рупии ({ $old } → { $new }); карта под рычагом.
paxpamir-wakhan-icon-suit = Значок масти: приоритетная масть меняется с «{ $old }» на «{ $suit }».
paxpamir-wakhan-icon-suit-same = Значок масти: «{ $suit }» остаётся приоритетной мастью.
paxpamir-wakhan-icon-armies = { $count ->
        [one] Армия
       *[many] Армии
    }: поставьте за { $who } { $count } { $count ->
        [one] армию
        [few] армии
       *[many] армий
    } коалиции «{ $coalition }» в регион { $region }.
paxpamir-wakhan-icon-roads = { $count ->
        [one] Дорога: поставьте за { $who } { $count } дорогу коалиции «{ $coalition }» на границу { $borders } (первую в её порядке регионов).
        [few] Дороги: поставьте за { $who } { $count } дороги коалиции «{ $coalition }» в таком порядке: { $borders } (границы по её порядку регионов, после последней — снова с начала).
       *[many] Дороги: поставьте за { $who } { $count } дорог коалиции «{ $coalition }» в таком порядке: { $borders } (границы по её порядку регионов, после последней — снова с начала).
    }
paxpamir-wakhan-border = { $first } — { $second }
paxpamir-wakhan-icon-tribes = { $count ->
        [one] Племя
       *[many] Племена
    }: поставьте { $count } { $count ->
        [one] племя
        [few] племени
       *[many] племён
    } { $who } в регион { $region } (цилиндров в игре: { $cylinders }).
paxpamir-wakhan-icon-spy = Шпион: поставьте шпиона { $who } на карту { $card } — лучшую по её приоритету карт { $most ->
        [yes] среди всех карт региона { $region } (на каждой у неё больше всех шпионов)
       *[other] среди карт региона { $region }, где у неё не больше всех шпионов
    }. Цилиндров в игре: { $cylinders }.
paxpamir-event-101 = Проверка господства
paxpamir-event-102 = Проверка господства
paxpamir-event-103 = Проверка господства
paxpamir-event-104 = Проверка господства
paxpamir-event-105 = Новая тактика
paxpamir-event-106 = Возвращение Кохинура
paxpamir-event-107 = Придворные манеры
paxpamir-event-108 = Слухи
paxpamir-event-109 = Усталость от войны
paxpamir-event-110 = Национализм
paxpamir-event-111 = Уход с госслужбы
paxpamir-event-112 = Строительство нации
paxpamir-event-113 = Поддержка персидской знати
paxpamir-event-114 = Другие методы убеждения
paxpamir-event-115 = Ценности пуштунвалая
paxpamir-event-116 = Порицание
paxpamir-wakhan-event-check = { $who } купила карту «{ $event }»: она разыгрывается сейчас.
paxpamir-wakhan-event-newTactics = { $who } купила «{ $event }»: до следующей проверки господства её военные карты считаются приоритетной мастью.
paxpamir-wakhan-event-kohINoorRecovered = { $who } купила «{ $event }»: до следующей проверки господства каждый её подарок даёт двойное влияние.
paxpamir-wakhan-event-courtlyManners = { $who } купила «{ $event }»: до следующей проверки господства она не платит взяток.
paxpamir-wakhan-event-rumor = { $who } купила «{ $event }» и выбирает игрока { $target } (по метке красной стрелки): до следующей проверки господства патриоты игрока { $target } не дают влияния.
paxpamir-wakhan-event-conflictFatigue = { $who } купила «{ $event }»: до следующей проверки господства коалиция господствует, если у неё на 2 блока больше, чем у каждой другой, а не на 4.
paxpamir-wakhan-event-nationalism = { $who } купила «{ $event }»: до следующей проверки господства её племена перемещаются и сражаются как армии.
paxpamir-wakhan-event-publicWithdrawal = { $who } купила «{ $event }»: при покупке эта карта ничего не делает.
paxpamir-wakhan-event-nationBuilding = { $who } купила «{ $event }»: до следующей проверки господства за каждый построенный блок она ставит ещё один.
paxpamir-wakhan-event-backingOfPersianAristocracy = { $who } купила «{ $event }»: она берёт 3 рупии ({ $old } → { $new }).
paxpamir-wakhan-event-otherPersuasiveMethods = { $who } купила «{ $event }» и выбирает игрока { $target } (по метке красной стрелки): они меняются картами на руке.
paxpamir-wakhan-event-pashtunwaliValues = { $who } купила «{ $event }»: она выбирает приоритетной мастью «{ $suit }», и та остаётся ею до следующей проверки господства.
paxpamir-wakhan-event-rebuke = { $who } купила «{ $event }»: уберите все племена и армии из региона { $region }, первого в её порядке.
paxpamir-wakhan-discard-pick = При дворе { $who } { $court } { $court ->
        [one] карта
        [few] карты
       *[many] карт
    } — больше предела в { $limit }: она сбрасывает карту { $card } ({ $chain }).
paxpamir-wakhan-discard-not-political = не политика ({ $cards })
paxpamir-wakhan-discard-not-patriot = не патриот ({ $cards })
paxpamir-wakhan-discard-not-leveraged = не под рычагом ({ $cards })
paxpamir-wakhan-discard-outspied = чужих шпионов больше всего сверх её собственных ({ $cards })
paxpamir-wakhan-discard-fewest-spies = меньше всего шпионов ({ $cards })
paxpamir-wakhan-discard-lowest-rank = самый низкий ранг ({ $cards })
paxpamir-wakhan-discard-not-favoured = не приоритетной масти ({ $cards })
paxpamir-wakhan-discard-lowest-number = наименьший номер карты ({ $cards })
paxpamir-wakhan-discard-stars = { $rank } { $rank ->
        [one] звезда
        [few] звезды
       *[many] звёзд
    } масти «{ $suit }» { $rank ->
        [one] списана
       *[many] списаны
    } с её счёта; предел её двора теперь { $limit }.
paxpamir-wakhan-pragmatic-steadfast = Её прагматичная лояльность (стойкая): { $coalition } (из коалиций { $coalitions }, которым не лоялен ни один другой игрок, — та, у которой больше всего блоков в игре; при равенстве — первая).
paxpamir-ask-wakhan-discard = Какую карту { $who } сбрасывает из своего двора?
paxpamir-rule-pw-16 = Когда её двор больше предела, она сбрасывает в таком порядке предпочтения: не политика, не патриоты, карты без рычага, карты, где чужих шпионов больше всего сверх её собственных, с наименьшим числом шпионов, с самым низким рангом, не приоритетной масти, с наименьшим номером. Руки у неё нет, сбрасывать с руки нечего.
    .title = Её сброс при очистке
paxpamir-rule-pw-17 = Сброс её карты с рычагом стоит 2 рупии; то, что она не может заплатить, прощается, и карт за это она не сбрасывает.
    .title = Её рычаг
paxpamir-rule-pw-19 = Карты событий она покупает так же, как карты двора; когда событие требует выбора, масть — приоритетная, регион — первый в её порядке, игрок — тот, на кого указывает метка красной стрелки.
    .title = События
paxpamir-rule-pw-23 = Опция steadfast=on: из коалиций на её карте, которым не лоялен ни один другой игрок, её прагматичная лояльность — та, у которой больше всего блоков в игре; при равенстве — самая левая.
    .title = Стойкая прагматичная лояльность
cmd-paxpamir-new-steadfast = Стойкая прагматичная лояльность Вахан (вариант Board Game Arena): вкл. или выкл.
cmd-param-steadfast = стойкость
cmd-choice-steadfast-on = Вкл.: свободная коалиция с наибольшим числом блоков
cmd-choice-steadfast-off = Выкл.: опубликованные правила
paxpamir-wakhan-limits = { $who } может держать при дворе { $court } { $court ->
        [one] карту
        [few] карты
       *[many] карт
    } (3 плюс политические звёзды: { $political }); руки у неё нет.
paxpamir-wakhan-cleanup-discards = Сверх предела двора я сбрасываю за { $who } сам; любой другой её сброс (битва, предательство): /paxpamir { $who } сброс.
paxpamir-option-steadfast = «{ $value }» — не значение для steadfast: steadfast=on (её прагматичная лояльность — свободная коалиция с наибольшим числом блоков в игре) или steadfast=off (первая свободная, как в опубликованных правилах).

## Wakhan: battle and move
paxpamir-option-spymove = «{ $value }» — не настройка перемещения шпионов Вахан: spymove=on (перемещение, не нашедшее армии, двигает её свободного шпиона) или spymove=off (опубликованные правила).
paxpamir-wakhan-battle-region = { $who } сражается в регионе { $region } — первом по её карте, где есть фигуры другого игрока и её армии коалиции «{ $coalition }» ({ $armies }): она снимает до { $limit } (ранг карты { $rank }, не больше её армий там).
paxpamir-wakhan-battle-no-region = Нет региона, где были бы и её армии, и фигуры другого игрока: она сражается на карте двора, где шпионы есть и у неё, и у другого игрока.
paxpamir-wakhan-skip-battle = Пробую действие «Битва» картой { $card }: нельзя, потому что нет ни региона, где были бы и её армии, и фигуры другого игрока, ни карты двора, где были бы и её шпионы, и чужие.
paxpamir-wakhan-skip-battle-spies = Пробую действие «Битва» картой { $card }: нельзя, потому что нет карты двора, где были бы и её шпионы, и чужие.
paxpamir-wakhan-most-spies = Из карт, где шпионы есть и у неё, и у другого игрока, больше всего шпионов ({ $spies }) на этих: { $cards }.
paxpamir-wakhan-battle-card = { $who } сражается на карте { $card } ({ $name }), где у неё { $spies ->
        [one] { $spies } шпион
        [few] { $spies } шпиона
       *[other] { $spies } шпионов
    }: она снимает до { $limit } (ранг карты { $rank }, не больше её шпионов там).
paxpamir-wakhan-battle-tribe = Снимите { $count ->
        [one] { $count } племя
        [few] { $count } племени
       *[other] { $count } племён
    } игрока { $name } в регионе { $place } и верните владельцу.
paxpamir-wakhan-battle-spy = Снимите { $count ->
        [one] { $count } шпиона
       *[other] { $count } шпионов
    } игрока { $name } с { $place } и верните владельцу.
paxpamir-wakhan-battle-army = Снимите { $count ->
        [one] { $count } армию
        [few] { $count } армии
       *[other] { $count } армий
    } коалиции «{ $coalition }» в регионе { $place }.
paxpamir-wakhan-battle-road = Снимите { $count ->
        [one] { $count } дорогу
        [few] { $count } дороги
       *[other] { $count } дорог
    } коалиции «{ $coalition }» с { $place }.
paxpamir-wakhan-on-card = карты { $card }
paxpamir-wakhan-on-border = границы между регионами { $first } и { $second }
paxpamir-wakhan-overthrown = Свержение: { $name } теряет последнее племя в регионе { $place } и сбрасывает все свои политические карты этого региона; сообщите о каждой командой /paxpamir { $name } discard.
paxpamir-wakhan-skip-move = Пробую действие «Перемещение» картой { $card }: нельзя, потому что ни одна её армия коалиции «{ $coalition }» не может пойти в соседний регион, где у другого игрока есть племена, а у неё армий меньше, чем племён{ $spies ->
        [yes] , и свободного шпиона для перемещения у неё нет.
       *[no] .
    }
paxpamir-wakhan-move-keeps-rule = Из региона { $region } она армии не уводит: потеряла бы там власть.
paxpamir-wakhan-move-army = Переместите 1 армию коалиции «{ $coalition }» из региона { $region } в регион { $to }, где есть племена других игроков (племён там: { $tribes }, её армий теперь: { $armies }).
paxpamir-wakhan-move-spy = Переместите 1 её шпиона с карты { $card } на карту { $to }: свободный шпион с её карты с наименьшим приоритетом — на соседнюю карту с наибольшим приоритетом, где у неё не больше всех шпионов.
cmd-paxpamir-new-spymove = Перемещение шпионов Вахан (вариант Board Game Arena): перемещение без армий двигает свободного шпиона
cmd-param-spymove = spymove
cmd-choice-spymove-on = Вкл.: её свободные шпионы ходят, когда армиям некуда
cmd-choice-spymove-off = Выкл.: опубликованные правила
paxpamir-rule-pw-11 = Действия карт она делает картой двора с наибольшим приоритетом из тех, что могут. Битва: в первом по её карте регионе с её армиями и фигурами другого игрока — племена, затем армии, затем дороги; иначе на карте двора, где шпионы есть у неё и у другого игрока. Перемещение: только армии, без дорог, в соседние регионы с племенами других игроков, не больше армий, чем там племён, и никогда ценой потери власти в регионе.
paxpamir-rule-pw-21 = Опция savvy=on: когда стрелки указывают на карту двора, она покупает вместо неё более дешёвую карту той же масти и не ниже рангом, самую дешёвую первой; если на рынке есть проверка господства, ни одна коалиция не господствует и нет карт со значками шпиона или племени, — карту, которая оставит ей больше всего рупий.
paxpamir-rule-pw-22 = Вариант: если перемещению нечего двигать из армий, она перемещает свободного шпиона со своей карты с наименьшим приоритетом на соседнюю карту с наибольшим приоритетом, где у неё не больше всех шпионов.

## Wakhan: a region's ruler reckoned from its pieces (PP-12, PW-7)
paxpamir-wakhan-ruling-pieces = В регионе { $region } у Вахан { $count ->
        [one] { $count } правящая фигура
        [few] { $count } правящие фигуры
       *[other] { $count } правящих фигур
    } (её племена плюс армии той одной коалиции, у которой там больше всего армий): { $nobody ->
        [yes] регионом никто не правит.
       *[no] регионом правит { $ruler }.
    }

## Wakhan: a market card already in her court
paxpamir-wakhan-card-in-her-court = Карта { $card } лежит при дворе Вахан, поэтому её не может быть на рынке. Введите номер, напечатанный на карте в этой ячейке.
paxpamir-wakhan-card-named = Карта { $card } в этот ход уже названа в другой ячейке рынка. Введите номер, напечатанный на карте в этой ячейке.
