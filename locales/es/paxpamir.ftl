# Pax Pamir (2.ª edición): árbitro y anotador de la mesa (español).
# La capa de chat escribe "[REGLA] " delante de cada línea. Los nombres, tal como se escribieron.
#
# Fuentes del glosario: la semilla 004 (la ayuda en español de Board Game Arena,
# «Gamehelppaxpamir»), que manda: rupias, corte, lealtad, coalición, palo favorecido,
# comprobación de dominio, cilindros, regalos, patriotas, premios, estrellas, bloques, tribus,
# espías; las coaliciones afgana, británica y rusa. La edición española es de 2 Tomatoes Games
# (reseña de Misut Meeple); de su reglamento solo hemos visto citados «palo predominante» y
# «chequeo de dominancia» (reseña de Mishigeek), que se aceptan al escribir pero no se enseñan.

## Palabras que van como parámetros

paxpamir-coalition-afghan = afgana
paxpamir-coalition-british = británica
paxpamir-coalition-russian = rusa
paxpamir-suit-political = político
paxpamir-suit-military = militar
paxpamir-suit-intelligence = de inteligencia
paxpamir-suit-economic = económico
paxpamir-field-vp = puntos de victoria
paxpamir-field-rupees = rupias
paxpamir-field-loyalty = lealtad
paxpamir-field-influence = influencia
paxpamir-field-gifts = regalos
paxpamir-field-prizes = premios
paxpamir-field-patriots = patriotas
paxpamir-field-cylinders = cilindros en juego
paxpamir-field-stars = estrellas
paxpamir-what-column = columna del mercado
paxpamir-what-tribes = número de tribus
paxpamir-what-pieces = número de piezas
paxpamir-what-spies = número de espías
paxpamir-what-rank = rango de la carta
paxpamir-what-own = número de ejércitos o espías propios allí
paxpamir-not-a-patriot = No era un patriota

## Palabras que se escriben en los comandos (bot/words/typed.py): cada una es la que enseñan
## los mensajes en español; `.forms`, las demás formas que se aceptan. Mayúsculas y tildes dan
## igual, y la palabra inglesa se acepta siempre.

paxpamir-typed-ledger = cuentas
paxpamir-typed-blocks = bloques
    .forms = bloque
paxpamir-typed-favoured = favorecido
    .forms = favorecida, favorecidos, favorecidas, predominante
paxpamir-typed-check = dominio
    .forms = comprobación, comprobar, chequeo
paxpamir-typed-final = final
    .forms = última, último
paxpamir-typed-discard = descarte
    .forms = descartar, descarta
paxpamir-typed-tribe = tribu
paxpamir-typed-card = carta
paxpamir-typed-cleanup = limpieza
paxpamir-typed-cost = coste
    .forms = costo, precio
paxpamir-typed-buy = comprar
    .forms = compra
paxpamir-typed-play = jugar
    .forms = soborno
paxpamir-typed-gift = regalo
paxpamir-typed-build = construir
paxpamir-typed-betray = traicionar
paxpamir-typed-spies = espías
    .forms = espía
paxpamir-typed-tax = impuestos
    .forms = impuesto
paxpamir-typed-battle = batalla
paxpamir-typed-rule = gobernar
    .forms = gobierna, gobernante
paxpamir-typed-vp = puntos
    .forms = punto, pv
paxpamir-typed-rupees = rupias
    .forms = rupia
paxpamir-typed-loyalty = lealtad
paxpamir-typed-influence = influencia
paxpamir-typed-patriots = patriotas
    .forms = patriota
paxpamir-typed-patriot = patriota
paxpamir-typed-prizes = premios
    .forms = premio
paxpamir-typed-prize = premio
paxpamir-typed-gifts = regalos
    .forms = regalo
paxpamir-typed-cylinders = cilindros
    .forms = cilindro
paxpamir-typed-stars = estrellas
    .forms = estrella
paxpamir-typed-political = político
    .forms = política, políticos, políticas, morado
paxpamir-typed-military = militar
    .forms = militares, rojo
paxpamir-typed-intelligence = inteligencia
    .forms = azul
paxpamir-typed-economic = económico
    .forms = económica, económicos, económicas, amarillo
paxpamir-typed-afghan = afgana
    .forms = afgano, afganos, afganas, afganistán
paxpamir-typed-british = británica
    .forms = británico, británicos, británicas, bretaña
paxpamir-typed-russian = rusa
    .forms = ruso, rusos, rusas, rusia

## Preparación y turnos (PP-1, PP-2)

paxpamir-ask-players = ¿Quién juega? Escribe los nombres en el orden de la mesa, separados por comas: de 1 a 5 jugadores, una palabra cada uno (Wakhan es el autómata), p. ej. Ana, Ben, Wakhan.
paxpamir-ask-loyalty = ¿Lealtad de { $who }?
paxpamir-setup = Una mesa de { $count ->
        [one] un jugador
       *[other] { $count } jugadores
    }: llevo los puntos de victoria, las rupias, la lealtad, la influencia, las estrellas y los cilindros en juego de cada uno, los bloques de las coaliciones y el palo favorecido (al empezar, el { $favoured }). Todos empiezan con { $rupees ->
        [one] 1 rupia
       *[other] { $rupees } rupias
    }.
paxpamir-joins = { $who }: leal a la coalición { $coalition }, { $rupees ->
        [one] 1 rupia
       *[other] { $rupees } rupias
    }, influencia 1.
paxpamir-joins-wakhan = { $who } es el autómata: leal a todas las coaliciones; su mazo de IA decide sus jugadas y yo llevo sus cuentas como las de todos ({ $rupees ->
        [one] 1 rupia
       *[other] { $rupees } rupias
    }). Según sus reglas, juega el primer turno.
paxpamir-how = Cuéntame cada cambio en cuanto ocurra: /paxpamir { $who } rupias +3, /paxpamir bloques afgana 6, /paxpamir favorecido militar; /paxpamir dominio al resolver una comprobación de dominio (dominio final para la última); /paxpamir turn al acabar cada turno; /paxpamir status para ver toda la mesa.
paxpamir-turn = Turno de { $who }: hasta dos acciones (comprar, jugar, acción de carta) más las gratuitas; las acciones de cartas del palo favorecido ({ $suit }) no gastan acción.
paxpamir-turn-wakhan = Turno de { $who }: roba su carta de IA y síguela; cuéntame sus rupias, puntos y piezas según cambien. Palo favorecido: { $suit }.
paxpamir-turn-over = Se acaba el turno de { $who }: fase de limpieza.

## Limpieza y límites (PP-8, PP-9)

paxpamir-limits = { $who } puede quedarse { $court } cartas en la corte (3 + { $political } políticas) y { $hand } en la mano (2 + { $intelligence } de inteligencia); el resto se descarta en la limpieza.
paxpamir-cleanup-market = Después, el mercado: descarta los eventos de su columna izquierda resolviendo su efecto de descarte (si es una comprobación de dominio: /paxpamir dominio); desliza las cartas a la izquierda, que recogen las rupias de los huecos; rellena desde la derecha. Si sale una segunda comprobación de dominio: haz la comprobación, descarta ambas y rellena.
paxpamir-cleanup-discards = Una carta de la corte descartada, por el límite o por cualquier regla: /paxpamir { $who } descarte — y sigo con sus estrellas, el apalancamiento, el derrocamiento y los espías.

## Las cuentas (PP-1, PP-6, PP-9, PP-10, PP-11, PP-14)

paxpamir-set = { $who }: { $field } { $old } → { $new }.
paxpamir-set-stars = { $who }: estrellas del palo { $suit } { $old } → { $new }.
paxpamir-shelter = { $count ->
        [0] { $who } no tiene estrellas económicas: todas sus rupias pueden gravarse.
        [one] La estrella económica de { $who } protege 1 rupia de los impuestos.
       *[other] Las { $count } estrellas económicas de { $who } protegen { $count } rupias de los impuestos.
    }
paxpamir-military-tiebreak = Las estrellas militares deshacen un empate a puntos al final: { $who } tiene { $count }.
paxpamir-influence = Influencia de { $who } con la coalición { $coalition }: { $old } → { $new } (1 + { $patriots } patriotas + { $prizes } premios + { $gifts } regalos).
paxpamir-gift-cylinders = Un regalo es un cilindro en un espacio de regalo: cilindros en juego de { $who } { $old } → { $new }.
paxpamir-next-gift = { $cost ->
        [0] { $who } ya tiene los tres regalos.
       *[other] El próximo regalo de { $who } cuesta { $cost } rupias.
    }
paxpamir-loyalty-change = { $who } cambia de lealtad: { $old } → { $new }.
paxpamir-loyalty-discard = { $total ->
        [0] No tenía nada de la lealtad { $coalition }: no hay nada que descartar.
       *[other] Se descarta todo lo de la lealtad { $coalition }: { $gifts } regalos, { $patriots } patriotas, { $prizes } premios.
    }
paxpamir-patriots-gone = Los patriotas descartados salen de la corte de { $who } con sus estrellas, y cada uno puede provocar un derrocamiento: informa de cada uno con /paxpamir { $who } descarte.
paxpamir-loyalty-by-card = { $by ->
        [patriot] El patriota
       *[prize] El premio
    } que provocó el cambio cuenta para la nueva lealtad.
paxpamir-blocks = Bloques en juego: afganos { $afghan } · británicos { $british } · rusos { $russian }. { $dominant ->
        [yes] Una comprobación ahora: domina la coalición { $leader } ({ $lead } de ventaja).
       *[other] Una comprobación ahora: ninguna coalición domina.
    }
paxpamir-favoured = El palo favorecido es ahora el { $new } (antes, el { $old }).
paxpamir-favoured-free = Las acciones de cartas del palo { $suit } no gastan acción.
paxpamir-favoured-price = { $doubled ->
        [yes] Con el palo militar favorecido, toda compra cuesta el doble.
       *[other] Las compras vuelven a costar su precio normal.
    }

## Rechazos de las cuentas

paxpamir-ledger-what = ¿Qué cambia para { $who }? P. ej. /paxpamir { $who } rupias +3, puntos 7, militar +1, lealtad rusa o descarte.
paxpamir-field-unknown = No llevo ningún «{ $field }» de { $who }: puntos, rupias, lealtad, influencia, patriotas, premios, regalos, cilindros o las estrellas por palo (militar, político, inteligencia, económico).
paxpamir-amount-missing = Pon un número después del dato: +3 o -2 para cambiarlo, 7 para fijarlo (como mucho { $max }).
paxpamir-amount-bad = «{ $value }» no es un número que pueda aceptar: +3 o -2 cambia, 7 fija (solo cifras, como mucho { $max }).
paxpamir-amount-range = { $who }: { $field } → { $new } no es posible, el valor tiene que estar entre { $min } y { $max }. No se ha cambiado nada.
paxpamir-influence-floor = La influencia de { $who } no puede ser { $new }: 1 + { $gifts } regalos + { $prizes } premios ya suman { $base }.
paxpamir-wakhan-loyalty = { $who } es leal a todas las coaliciones según sus reglas: su lealtad no cambia nunca. Sus patriotas y premios se llevan por coalición, p. ej. /paxpamir { $who } patriotas británica +1.
paxpamir-wakhan-coalition = { $who } tiene patriotas y premios de todas las coaliciones: di de cuál, p. ej. /paxpamir { $who } patriotas británica +1.
paxpamir-other-coalition = { $who } es leal a la coalición { $loyalty }: un patriota o premio de la coalición { $coalition } supone cambiar de lealtad: /paxpamir { $who } lealtad { $word } patriota.
paxpamir-loyalty-same = { $who } ya es leal a la coalición { $coalition }.
paxpamir-loyalty-by = «{ $value }» no es lo que provocó el cambio: añade patriota o premio, o nada.
paxpamir-coalition-unknown = «{ $coalition }» no es una coalición: afgana, británica o rusa.
paxpamir-suit-unknown = «{ $suit }» no es un palo: político, militar, inteligencia o económico.
paxpamir-favoured-same = El palo { $suit } ya es el favorecido.
paxpamir-blocks-bad = «{ $value }» no es un número de bloques: /paxpamir bloques afgana 6, bloques británica +1, o los tres en orden, bloques 6 2 1 (afgana, británica, rusa; como mucho { $max }).
paxpamir-blocks-range = La coalición { $coalition } no puede tener { $new } bloques en juego.
paxpamir-unknown = «{ $word }» no es ni un comando ni un jugador. Jugadores: { $names }. /paxpamir help muestra los comandos.
paxpamir-player-unknown = No hay ningún jugador llamado «{ $name }». Jugadores: { $names }.
paxpamir-name-a-player = Indica un jugador: { $names }.
paxpamir-game-over = Esta partida ha terminado. /paxpamir new empieza otra.

## Opciones de una partida nueva

paxpamir-players-count = Pax Pamir admite de 1 a { $max } jugadores, no { $count }.
paxpamir-name-bad = «{ $name }» no puede ser el nombre de un jugador: una sola palabra de letras (después pueden ir cifras y _), como mucho { $max } caracteres, porque se escribe como comando.
paxpamir-name-reserved = «{ $name }» es una palabra de comando: elige otro nombre.
paxpamir-name-twice = «{ $name }» está dos veces.
paxpamir-option-unknown = /paxpamir new no tiene la opción «{ $option }»: players=, loyalty=, rupees=.
paxpamir-option-loyalty = «{ $value }» no es una lista de lealtades: afgana, británica o rusa, una por jugador en el orden de la mesa (Wakhan no tiene), p. ej. loyalty=británica,rusa.
paxpamir-option-loyalty-alone = Indica también los jugadores: players=Ana,Ben loyalty=británica,rusa.
paxpamir-option-loyalty-count = { $given } lealtades para { $count } jugadores (Wakhan no tiene): una cada uno, en el orden de la mesa.
paxpamir-option-rupees = «{ $value }» no es un número de rupias iniciales (0–{ $max }).

## La comprobación de dominio (PP-10) y el final (PP-14)

paxpamir-check-start = { $final ->
        [yes] La comprobación de dominio final (la { $nth }.ª): sus puntos valen el doble.
       *[other] Comprobación de dominio n.º { $nth }.
    }
paxpamir-ask-blocks-right = Bloques en juego en el tablero: afganos { $afghan } · británicos { $british } · rusos { $russian }. ¿Es así?
paxpamir-ask-blocks = Escribe los bloques en juego, afganos británicos rusos: p. ej. 6 2 1 (o afgana 6 rusa 1).
paxpamir-check-blocks = Bloques en juego: afganos { $afghan } · británicos { $british } · rusos { $russian }.
paxpamir-check-dominant = La coalición { $coalition } domina: { $blocks } bloques, { $lead } más que cualquier otra (hacen falta 4).
paxpamir-check-tied = Las coaliciones { $coalitions } empatan con más bloques ({ $blocks }): ninguna domina.
paxpamir-check-short = La coalición { $coalition } solo saca { $lead } de ventaja (hacen falta 4): ninguna coalición domina.
paxpamir-check-places = { $dominant ->
        [yes] Sus jugadores leales puntúan por influencia
       *[other] Todos puntúan por cilindros en juego
    }, puesto a puesto: { $places }{ $final ->
        [yes] { " " }(el doble, por ser la comprobación final).
       *[other] .
    }
paxpamir-ask-influence-right = Influencia con la coalición { $coalition }: { $values }. ¿Es así?
paxpamir-ask-influence = Escribe la influencia de { $names } con la coalición { $coalition }, en ese orden (p. ej. 3 1), o solo las que no cuadren, con el nombre (Ana 3).
paxpamir-ask-cylinders-right = Cilindros en juego: { $values }. ¿Es así?
paxpamir-ask-cylinders = Escribe los cilindros en juego de { $names }, en ese orden (p. ej. 5 3 4), o solo los que no cuadren, con el nombre (Ana 5 Ben 3).
paxpamir-values-bad = Un número para cada uno de { $names } en ese orden, o nombres con números (Ana 3); solo cifras.
paxpamir-check-nobody-loyal = Nadie es leal a la coalición { $coalition }: no hay puntos.
paxpamir-check-nobody-scores = Nadie tiene { $measure }: no hay puntos.
paxpamir-award = { $who }, { $measure } { $value }: { $place }.º puesto, { $points ->
        [one] 1 punto
       *[other] { $points } puntos
    }.
paxpamir-award-tie = { $names } empatan con { $measure } { $value } en los puestos { $first }.º–{ $last }.º: { $terms } = { $total }, repartido entre { $count } y redondeado hacia abajo: { $each ->
        [one] 1 punto
       *[other] { $each } puntos
    } cada uno.
paxpamir-vp = { $who }: puntos de victoria { $old } → { $new } (+{ $gain }).
paxpamir-blocks-removed = Comprobación con éxito: los { $count } bloques salen del tablero.
paxpamir-blocks-stay = La comprobación no tuvo éxito: los bloques se quedan en el tablero (regla publicada; el resumen de la semilla los retiraría).
paxpamir-standings = Puntos: { $standings }.
paxpamir-no-lead = Nadie saca 4 puntos a todos los demás: la partida sigue.
paxpamir-win-lead = ¡{ $who } saca { $lead } puntos a todos (hacen falta 4) y gana en el acto!
paxpamir-tie-points = { $names } empatan a { $vp } puntos; estrellas militares: { $stars }.
paxpamir-winner-points = ¡{ $who } tiene más puntos ({ $vp }) y gana!
paxpamir-winner-military = ¡{ $who } tiene más estrellas militares ({ $count }) y gana el desempate!
paxpamir-tie-military = { $names } empatan también en estrellas militares; rupias: { $purses }.
paxpamir-winner-rupees = ¡{ $who } tiene más rupias ({ $count }) y gana el desempate!
paxpamir-winner-shared = Sigue el empate: { $names } comparten la victoria (salvo que lo decida un concurso de chopán kebab, como sugiere la semilla).
paxpamir-ask-end-now = ¿Terminar la partida ahora y nombrar al ganador según los puntos actuales?
paxpamir-ended = La partida termina aquí. Puntos: { $standings }.
paxpamir-ended-unseated = La partida termina antes de que nadie se siente a la mesa: no gana nadie.
paxpamir-end-cancelled = La partida sigue.
paxpamir-question-waits = La pregunta abierta queda en espera: si la partida sigue, se vuelve a hacer; si termina, no se anota lo que esperaba la respuesta.

## Calculadoras de costes (PP-3, PP-4, PP-6, PP-7, PP-11, PP-12, PP-13)

paxpamir-cost-what = ¿Qué coste? { $kinds }; p. ej. /paxpamir coste comprar 3.
paxpamir-cost-number = «{ $value }» no vale como { $what }: un número entero de { $min } a { $max }.
paxpamir-cost-buy = { $column ->
        [0] La carta de la izquierda (columna 0) es gratis.
        [1] Columna 1 (la de la izquierda es la 0): 1 rupia sobre la carta de su izquierda.
       *[other] Columna { $column } (la de la izquierda es la 0): 1 rupia sobre cada una de las { $column } cartas a su izquierda, { $cost } rupias.
    }
paxpamir-cost-buy-doubled = El palo militar está favorecido: el coste se duplica, { $cost } rupias (2 sobre cada carta a su izquierda).
paxpamir-cost-buy-notes = Si a la izquierda hay un hueco, se paga sobre la carta de la otra fila. Las rupias que haya sobre la carta comprada son del comprador; una carta de evento comprada se resuelve y se descarta.
paxpamir-cost-play-free = Gratis: gobiernas la región de la carta, o no la gobierna nadie.
paxpamir-cost-play = Paga a { $ruler } { $count ->
        [one] 1 rupia
       *[other] { $count } rupias
    }, una por cada tribu suya en la región de la carta; { $ruler } puede perdonar la parte que quiera.
paxpamir-cost-play-ruler = Paga al gobernante { $count ->
        [one] 1 rupia
       *[other] { $count } rupias
    }, una por cada tribu suya en la región de la carta; el gobernante puede perdonar la parte que quiera.
paxpamir-cost-gift = Próximo regalo de { $who } (lleva { $gifts }): { $cost } rupias.
paxpamir-cost-gift-none = { $who } ya tiene los tres regalos: no le queda ningún espacio de regalo.
paxpamir-cost-gift-influence = Un regalo es un punto más de influencia para { $who } y un cilindro más en juego: /paxpamir { $who } regalos +1 cuando esté colocado.
paxpamir-cost-build = { $count ->
        [one] 1 ejército o carretera
       *[other] { $count } ejércitos o carreteras
    }: { $cost } rupias (2 cada uno, como mucho 3).
paxpamir-cost-build-ruler = Solo en una región que gobiernes: al menos una tribu tuya allí y más piezas de gobierno que nadie.
paxpamir-cost-betray = Traicionar: { $cost } rupias para descartar una carta donde tengas un espía.
paxpamir-cost-betray-prize = Puedes quedártela como premio: +1 de influencia, y un premio de otra coalición te hace cambiar de lealtad.
paxpamir-cost-betray-owner = Su dueño informa del descarte (/paxpamir NOMBRE descarte): apalancamiento, derrocamiento, espías que vuelven.
paxpamir-cost-spies = Espías en la carta: { $spies }. { $who } tiene más: págale { $count ->
        [one] 1 rupia
       *[other] { $count } rupias
    } (puede perdonarlas).
paxpamir-cost-spies-tie = Espías en la carta: { $spies }. { $names } empatan con más espías ({ $count }): no se paga a nadie.
paxpamir-cost-spies-none = Espías en la carta: { $spies }. Ninguno: la acción no cuesta nada más.
paxpamir-cost-tax = { $who } cobra impuestos con una carta de rango { $rank }: hasta { $rank } rupias de un jugador que comparta una región con la carta.
paxpamir-cost-tax-player = { $who }: { $rupees } rupias, { $shelter } protegidas por estrellas económicas: como mucho { $take }.
paxpamir-cost-tax-market = Del mercado (hasta { $rank } rupias de las que hay sobre sus cartas) solo si no se puede gravar a ningún jugador.
paxpamir-cost-battle = Una batalla de rango { $rank } con { $own } ejércitos o espías propios allí quita hasta { $count ->
        [one] 1 pieza
       *[other] { $count } piezas
    }. Los ejércitos, carreteras y tribus de tu lealtad son inmunes; los espías, no.
paxpamir-cost-rule-row = { $who }: { $tribes } tribus, { $pieces } piezas de gobierno.
paxpamir-cost-rule-ruler = { $who } gobierna la región: una tribu allí y más piezas de gobierno que nadie ({ $count }).
paxpamir-cost-rule-tie = { $names } empatan con { $count } piezas de gobierno: nadie gobierna la región.
paxpamir-cost-rule-no-tribe = { $who } tiene más piezas de gobierno pero ninguna tribu allí: nadie gobierna la región.
paxpamir-rule-bad = Para cada jugador, un nombre y dos números, tribus y piezas de gobierno: /paxpamir coste gobernar ana 1 3 ben 0 2.
paxpamir-spies-bad = Nombra una vez a cada dueño de espías, con un número: p. ej. Ben 1 Carla 2 (jugadores: { $names }).
paxpamir-spies-more = { $who } solo tiene { $cylinders } cilindros en el mapa, no { $count } espías.

## Un descarte: apalancamiento, derrocamiento, espías (PP-6, PP-7, PP-11, PP-13)

paxpamir-ask-discard-suit = ¿De qué palo era la carta descartada de { $who }?
paxpamir-ask-discard-stars = ¿Cuántas estrellas tenía (palo { $suit })?
paxpamir-ask-leveraged = ¿Estaba apalancada (la balanza sobre fondo negro)?
paxpamir-leverage = Descartar una carta apalancada cuesta 2 rupias: { $who } paga { $paid } ({ $old } → { $new }){ $cards ->
        [0] .
        [one] { " " }y descarta 1 carta más de la mano o la corte por la rupia que debe.
       *[other] { " " }y descarta { $cards } cartas más de la mano o la corte, una por rupia que debe.
    }
paxpamir-ask-patriot = ¿Era un patriota?
paxpamir-ask-patriot-wakhan = ¿Era uno de los patriotas de { $who }? ¿De qué coalición?
paxpamir-ask-last-political = ¿Era la última carta política de { $who } de su región?
paxpamir-ask-tribes-there = Derrocamiento: se retiran todas las tribus de { $who } de esa región. ¿Cuántas había?
paxpamir-overthrow-tribes = Derrocamiento: { $who } pierde { $count ->
        [one] 1 tribu
       *[other] { $count } tribus
    }; cilindros en juego { $old } → { $new }.
paxpamir-ask-spies = ¿Había espías sobre ella?
paxpamir-ask-spies-whose = ¿De quién eran y cuántos? P. ej. Ben 1 Carla 2
paxpamir-spies-home = { $count ->
        [one] 1 espía vuelve
       *[other] { $count } espías vuelven
    } a { $who }: cilindros en juego { $old } → { $new }.
paxpamir-tribe-lost = { $who } pierde una tribu: cilindros en juego { $old } → { $new }.
paxpamir-no-tribe = { $who } no tiene tribus ni espías en el mapa (ningún cilindro en juego aparte de los regalos).
paxpamir-ask-last-tribe = ¿Era la última tribu de { $who } en esa región?
paxpamir-ask-political-there = Derrocamiento: se descartan todas las cartas políticas de esa región de la corte de { $who }. ¿Cuántas hay?
paxpamir-overthrow-cards = Derrocamiento: { $who } descarta { $count ->
        [one] 1 carta política
       *[other] { $count } cartas políticas
    }.
paxpamir-overthrow-card = Carta política { $nth } de { $count }:
paxpamir-discard-done = Hecho: las cuentas de { $who } reflejan el descarte.
paxpamir-discard-what = ¿«{ $value }»? Informa de una carta de la corte (/paxpamir NOMBRE descarte) o de una tribu (/paxpamir NOMBRE descarte tribu).

## Estado (una fila por jugador)

paxpamir-status-board = Bloques: afganos { $afghan } · británicos { $british } · rusos { $russian } ({ $dominant ->
        [yes] domina la coalición { $leader }
       *[other] no domina ninguna
    }) · comprobaciones hechas: { $checks }
paxpamir-status-favoured = Palo favorecido: { $suit }{ $doubled ->
        [yes] { " " }(las compras cuestan el doble)
       *[other] {""}
    } · ★ 🟣 político, 🔴 militar, 🔵 inteligencia, 🟡 económico
paxpamir-status-player = { $turn ->
        [yes] ▶
       *[other] •
    } { $who } ({ $loyalty }): { $vp } PV · { $rupees ->
        [one] 1 rupia
       *[other] { $rupees } rupias
    } · influencia { $influence } · { $cylinders } cil. · ★ 🟣{ $political } 🔴{ $military } 🔵{ $intelligence } 🟡{ $economic } · corte ≤{ $court }, mano ≤{ $hand }
paxpamir-status-wakhan = { $turn ->
        [yes] ▶
       *[other] •
    } { $who } (todas las coaliciones): { $vp } PV · { $rupees ->
        [one] 1 rupia
       *[other] { $rupees } rupias
    } · influencia afg. { $afghan } / brit. { $british } / rus. { $russian } · { $cylinders } cil. · ★ 🟣{ $political } 🔴{ $military } 🔵{ $intelligence } 🟡{ $economic } · corte ≤{ $court }, mano ≤{ $hand }
paxpamir-status-turn = Turno de { $who } (/paxpamir turn cuando termine).
paxpamir-status-over = La partida ha terminado: { $reason ->
        [lead] gana { $names }, con 4 o más puntos de ventaja.
        [points] gana { $names } por puntos.
        [military] gana { $names } el desempate por estrellas militares.
        [rupees] gana { $names } el desempate por rupias.
        [shared] { $names } comparten la victoria.
        [unseated] no gana nadie; terminó antes de que nadie se sentara a la mesa.
       *[ended] gana { $names } al terminar la partida antes de tiempo.
    }

## Ayuda y comandos de barra de Discord (descripciones, como mucho 100 caracteres)

paxpamir-help =
    /paxpamir new players=Ana,Ben,Wakhan [loyalty=británica,rusa] — una mesa de 1 a 5 (Wakhan: el autómata)
    /paxpamir ana rupias +3 · ana puntos 7 · ana militar +1 · ana regalos +1 · ana lealtad rusa — las cuentas; bloques afgana 6 · favorecido militar
    /paxpamir dominio [final] [6 2 1] — comprobación de dominio · turn — limpieza y siguiente · ana descarte [tribu]
    /paxpamir coste comprar 3 (jugar, regalo, construir, traicionar, espías, impuestos, batalla, gobernar) · status · log · undo · end
cmd-paxpamir = Pax Pamir: árbitro y anotador de la mesa
cmd-paxpamir-new = Una mesa nueva de Pax Pamir en este canal
cmd-paxpamir-new-players = Nombres en el orden de la mesa, p. ej. Ana,Ben,Wakhan (Wakhan: el autómata)
cmd-paxpamir-new-loyalty = Lealtades en el orden de la mesa, p. ej. británica,rusa (si faltan, se preguntan)
cmd-paxpamir-new-rupees = Rupias iniciales de cada jugador (4 en la preparación publicada)
cmd-paxpamir-ledger = Cambia las cuentas de un jugador: rupias, puntos, estrellas, influencia, lealtad…
cmd-paxpamir-ledger-player = El nombre del jugador
cmd-paxpamir-ledger-field = Qué cambia
cmd-paxpamir-ledger-change = +3 o -2 lo cambia, 7 lo fija; una coalición para la lealtad
cmd-paxpamir-blocks = Bloques de las coaliciones en juego
cmd-paxpamir-blocks-coalition = Qué coalición
cmd-paxpamir-blocks-change = +1 o -2 cambia, 6 fija
cmd-paxpamir-favoured = El palo favorecido pasa a ser…
cmd-paxpamir-favoured-suit = El nuevo palo favorecido
cmd-paxpamir-check = Una comprobación de dominio, explicada paso a paso
cmd-paxpamir-check-final = La comprobación final (puntos dobles; la partida termina)
cmd-paxpamir-check-blocks = Bloques afganos británicos rusos, p. ej. 6 2 1 (si faltan, se preguntan)
cmd-paxpamir-discard = Un jugador pierde una carta de la corte o una tribu: apalancamiento, derrocamiento, espías
cmd-paxpamir-discard-player = De quién es la carta o la tribu
cmd-paxpamir-discard-what = Una carta de la corte o una tribu
cmd-paxpamir-cleanup = Los límites de un jugador y lo que hace la limpieza
cmd-paxpamir-cleanup-player = De quién (si falta: el jugador en turno)
cmd-paxpamir-cost = Lo que cuesta una acción, según las reglas
cmd-paxpamir-cost-action = Qué acción
cmd-paxpamir-cost-numbers = Sus números, p. ej. 3 (columna), 2 ben, ben 1 carla 2
cmd-paxpamir-turn = Se acaba el turno actual: limpieza y el siguiente jugador

## Las palabras del servicio de chat para este juego

# Su título, en el texto (un mensaje con el parámetro `game` recibe `$title`)
game-paxpamir = Pax Pamir

# Comandos de barra de Discord (nombres: minúsculas, sin espacios, 32 caracteres como mucho; descripciones, 100 como mucho)
cmd-name-ledger = cuentas
cmd-name-blocks = bloques
cmd-name-favoured = favorecido
cmd-name-check = dominio
cmd-name-discard = descarte
cmd-name-cleanup = limpieza
cmd-param-players = jugadores
cmd-param-loyalty = lealtad
cmd-param-rupees = rupias
cmd-param-field = dato
cmd-param-change = cambio
cmd-param-coalition = coalición
cmd-param-suit = palo
cmd-param-final = final
cmd-param-blocks = bloques
cmd-param-what = qué
cmd-param-action = acción
cmd-param-numbers = números
cmd-choice-field-vp = Puntos de victoria
cmd-choice-field-rupees = Rupias
cmd-choice-field-loyalty = Lealtad
cmd-choice-field-influence = Influencia (el total)
cmd-choice-field-patriots = Patriotas
cmd-choice-field-prizes = Premios
cmd-choice-field-gifts = Regalos
cmd-choice-field-cylinders = Cilindros en juego
cmd-choice-field-political = Estrellas políticas
cmd-choice-field-military = Estrellas militares
cmd-choice-field-intelligence = Estrellas de inteligencia
cmd-choice-field-economic = Estrellas económicas
cmd-choice-coalition-afghan = Afgana
cmd-choice-coalition-british = Británica
cmd-choice-coalition-russian = Rusa
cmd-choice-suit-political = Político
cmd-choice-suit-military = Militar
cmd-choice-suit-intelligence = Inteligencia
cmd-choice-suit-economic = Económico
cmd-choice-what-card = Una carta de la corte
cmd-choice-what-tribe = Una tribu
cmd-choice-action-buy = Comprar del mercado
cmd-choice-action-play = Jugar una carta (el soborno al gobernante)
cmd-choice-action-gift = Regalo
cmd-choice-action-build = Construir
cmd-choice-action-betray = Traicionar
cmd-choice-action-spies = Espías en una carta (a quién se paga)
cmd-choice-action-tax = Impuestos
cmd-choice-action-battle = Batalla
cmd-choice-action-rule = Quién gobierna una región

# La imagen del tablero (bot/pictures)
picture-paxpamir-title = { $title } · { $checks ->
        [0] aún sin comprobación de dominio
        [one] 1 comprobación de dominio
       *[other] { $checks } comprobaciones de dominio
    }
picture-paxpamir-blocks = Bloques de coalición en juego
picture-paxpamir-favoured = Palo favorecido:
picture-paxpamir-ledger = Registro (estrellas por palo a la derecha)
picture-paxpamir-loyalty = lealtad
picture-paxpamir-vp = puntos
picture-paxpamir-rupees = rupias
picture-paxpamir-influence = influencia
picture-paxpamir-gifts = regalos
picture-paxpamir-cylinders = cilindros

# Las frases del servicio de chat con las palabras propias de este juego: su bot al empezar una partida, una partida sin dados, ninguna pregunta abierta
paxpamir-variant-referee = el árbitro y anotador de la mesa
paxpamir-variant-wakhan = el árbitro y anotador de la mesa, con las cuentas de Wakhan
paxpamir-no-dice = sin dados: en esta mesa nada queda al azar.
paxpamir-verify-unsealed = { $title } no usa dados: no hay nada que comprobar.
paxpamir-no-question = Ahora mismo no hay ninguna pregunta abierta. /paxpamir status muestra la mesa.

# Las probabilidades del bot: este juego no las tiene (/paxpamir odds)
paxpamir-odds-none = No hay probabilidades de { $title }: solo las tienen los bots de Rajas of the Ganges y de Splendor (/rajas odds, /splendor odds).
