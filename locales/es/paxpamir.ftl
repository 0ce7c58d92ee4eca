# Pax Pamir (2.ª edición): árbitro y anotador de la mesa (español).
# La capa de chat escribe "[REGLA] " delante de cada línea. Los nombres, tal como se escribieron.
#
# Glosario y sus fuentes: Pax Pamir 2.ª edición (Wehrle Games) no tiene edición española
# publicada; los términos salen del texto semilla 004, el resumen en español de la ayuda de
# Board Game Arena («Gamehelppaxpamir»), que es también el vocabulario de la partida en línea:
# comprobación de dominio, coalición (afgana, británica, rusa), bloques de coalición, lealtad,
# influencia (1 + patriotas + premios + regalos), cilindros en juego, tribus, espías, ejércitos
# y caminos, palo favorecido (político, militar, de inteligencia, económico), estrellas,
# corte, mano, mercado, fase de limpieza, apalancamiento (la balanza), derrocamiento,
# gobernante, rupias, puntos de victoria (PV), y las acciones Comprar, Jugar, Impuesto,
# Regalo, Construir, Mover, Traicionar y Batalla. Wakhan conserva su nombre.
# Fuentes del glosario: la semilla 004 (la ayuda en español de Board Game Arena,
# «Gamehelppaxpamir»), que manda: rupias, corte, lealtad, coalición, palo favorecido,
# comprobación de dominio, cilindros, regalos, patriotas, premios, estrellas, bloques, tribus,
# espías; las coaliciones afgana, británica y rusa. La edición española es de 2 Tomatoes Games
# (reseña de Misut Meeple); de su reglamento solo hemos visto citados «palo predominante» y
# «chequeo de dominancia» (reseña de Mishigeek), que se aceptan al escribir pero no se enseñan.
# Wakhan: radicalizar (comprar y jugar al instante; el término del reglamento de 2 Tomatoes no
# lo hemos encontrado publicado), soborno, apalancamiento, caminos (nunca «carreteras»), fila de
# arriba/abajo y columna del mercado; las acciones de sus cartas van entre «» dentro de la frase.

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
paxpamir-typed-market = mercado
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
paxpamir-ask-loyalty = ¿A qué coalición es leal { $who }?
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

paxpamir-limits = { $who } puede quedarse con { $court ->
        [one] 1 carta
       *[other] { $court } cartas
    } en la corte (3 + { $political } políticas) y { $hand } en la mano (2 + { $intelligence } de inteligencia); el resto se descarta en la limpieza.
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
paxpamir-influence = Influencia de { $who } con la coalición { $coalition }: { $old } → { $new } (1 + { $patriots ->
        [one] 1 patriota
       *[other] { $patriots } patriotas
    } + { $prizes ->
        [one] 1 premio
       *[other] { $prizes } premios
    } + { $gifts ->
        [one] 1 regalo
       *[other] { $gifts } regalos
    }).
paxpamir-gift-cylinders = Un regalo es un cilindro en un espacio de regalo: cilindros en juego de { $who } { $old } → { $new }.
paxpamir-next-gift = { $cost ->
        [0] { $who } ya tiene los tres regalos.
       *[other] El próximo regalo de { $who } cuesta { $cost ->
            [one] 1 rupia
           *[other] { $cost } rupias
        }.
    }
paxpamir-loyalty-change = { $who } cambia de lealtad: { $old } → { $new }.
paxpamir-loyalty-discard = { $total ->
        [0] No tenía nada de la lealtad { $coalition }: no hay nada que descartar.
       *[other] Se descarta todo lo de la lealtad { $coalition }: { $gifts ->
            [one] 1 regalo
           *[other] { $gifts } regalos
        }, { $patriots ->
            [one] 1 patriota
           *[other] { $patriots } patriotas
        }, { $prizes ->
            [one] 1 premio
           *[other] { $prizes } premios
        }.
    }
paxpamir-patriots-gone = Los patriotas descartados salen de la corte de { $who } con sus estrellas, y cada uno puede provocar un derrocamiento: informa de cada uno con /paxpamir { $who } descarte.
paxpamir-loyalty-by-card = { $by ->
        [patriot] El patriota
       *[prize] El premio
    } que ha provocado el cambio cuenta para la nueva lealtad.
paxpamir-blocks = Bloques en juego: afganos { $afghan } · británicos { $british } · rusos { $russian }. { $dominant ->
        [yes] Si hubiera una comprobación ahora, dominaría la coalición { $leader } ({ $lead } de ventaja).
       *[other] Si hubiera una comprobación ahora, ninguna coalición dominaría.
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
paxpamir-influence-floor = La influencia de { $who } no puede ser { $new }: 1 + { $gifts ->
        [one] 1 regalo
       *[other] { $gifts } regalos
    } + { $prizes ->
        [one] 1 premio
       *[other] { $prizes } premios
    } ya suman { $base }.
paxpamir-wakhan-loyalty = { $who } es leal a todas las coaliciones según sus reglas: su lealtad no cambia nunca. Sus patriotas y premios se llevan por coalición, p. ej. /paxpamir { $who } patriotas británica +1.
paxpamir-wakhan-coalition = { $who } tiene patriotas y premios de todas las coaliciones: di de cuál, p. ej. /paxpamir { $who } patriotas británica +1.
paxpamir-other-coalition = { $who } es leal a la coalición { $loyalty }: un patriota o premio de la coalición { $coalition } supone cambiar de lealtad: /paxpamir { $who } lealtad { $word } patriota.
paxpamir-loyalty-same = { $who } ya es leal a la coalición { $coalition }.
paxpamir-loyalty-by = «{ $value }» no es lo que provocó el cambio: añade patriota o premio, o nada.
paxpamir-coalition-unknown = «{ $coalition }» no es una coalición: afgana, británica o rusa.
paxpamir-suit-unknown = «{ $suit }» no es un palo: político, militar, inteligencia o económico.
paxpamir-favoured-same = El palo { $suit } ya es el favorecido.
paxpamir-blocks-bad = «{ $value }» no es un número de bloques: /paxpamir bloques afgana 6, bloques británica +1, o los tres en orden, bloques 6 2 1 (afgana, británica, rusa; como mucho { $max }).
paxpamir-blocks-range = La coalición { $coalition } no puede tener { $new ->
        [one] 1 bloque
       *[other] { $new } bloques
    } en juego.
paxpamir-unknown = «{ $word }» no es ni un comando ni un jugador. Jugadores: { $names }. /paxpamir help muestra los comandos.
paxpamir-player-unknown = No hay ningún jugador llamado «{ $name }». Jugadores: { $names }.
paxpamir-name-a-player = Indica un jugador: { $names }.
paxpamir-game-over = Esta partida ha terminado. /paxpamir new empieza otra.

## Opciones de una partida nueva

paxpamir-players-count = { $max ->
        [one] Pax Pamir admite aquí 1 jugador, no { $count }.
       *[other] Pax Pamir admite de 1 a { $max } jugadores, no { $count }.
    }
paxpamir-name-bad = «{ $name }» no puede ser el nombre de un jugador: una sola palabra de letras (después pueden ir cifras y _), como mucho { $max ->
        [one] 1 carácter
       *[other] { $max } caracteres
    }, porque se escribe como comando.
paxpamir-name-reserved = «{ $name }» es una palabra de comando: elige otro nombre.
paxpamir-name-twice = «{ $name }» está dos veces.
paxpamir-option-unknown = /paxpamir new no tiene la opción «{ $option }»: players=, loyalty=, rupees=, wakhan=, savvy=, steadfast=, spymove=, seed=.
paxpamir-option-loyalty = «{ $value }» no es una lista de lealtades: afgana, británica o rusa, una por jugador en el orden de la mesa (Wakhan no tiene), p. ej. loyalty=británica,rusa.
paxpamir-option-loyalty-alone = Indica también los jugadores: players=Ana,Ben loyalty=británica,rusa.
paxpamir-option-loyalty-count = { $given ->
        [one] 1 lealtad
       *[other] { $given } lealtades
    } para { $count ->
        [one] 1 jugador
       *[other] { $count } jugadores
    } (Wakhan no tiene): hace falta una por jugador, en el orden de la mesa.
paxpamir-option-rupees = «{ $value }» no es un número de rupias iniciales (0–{ $max }).

## La comprobación de dominio (PP-10) y el final (PP-14)

paxpamir-check-start = { $final ->
        [yes] La comprobación de dominio final (la { $nth }.ª): sus puntos valen el doble.
       *[other] Comprobación de dominio n.º { $nth }.
    }
paxpamir-ask-blocks-right = Bloques en juego en el tablero: afganos { $afghan } · británicos { $british } · rusos { $russian }. ¿Es así?
paxpamir-ask-blocks = Escribe los bloques en juego, afganos británicos rusos: p. ej. 6 2 1 (o afgana 6 rusa 1).
paxpamir-check-blocks = Bloques en juego: afganos { $afghan } · británicos { $british } · rusos { $russian }.
paxpamir-check-dominant = La coalición { $coalition } domina: { $blocks ->
        [one] 1 bloque
       *[other] { $blocks } bloques
    }, { $lead } más que cualquier otra (hacen falta 4).
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
paxpamir-check-nobody-loyal = Nadie es leal a la coalición { $coalition }: nadie puntúa.
paxpamir-check-nobody-scores = Nadie tiene { $measure }: nadie puntúa.
paxpamir-award = { $who }, { $measure } { $value }: { $place }.º puesto, { $points ->
        [one] 1 punto
       *[other] { $points } puntos
    }.
paxpamir-award-tie = { $names } empatan con { $measure } { $value } en los puestos { $first }.º–{ $last }.º: { $terms } = { $total }, repartido entre { $count } y redondeado hacia abajo: { $each ->
        [one] 1 punto
       *[other] { $each } puntos
    } cada uno.
paxpamir-vp = { $who }: puntos de victoria { $old } → { $new } (+{ $gain }).
paxpamir-blocks-removed = Comprobación con éxito: { $count ->
        [one] el único bloque sale
       *[other] los { $count } bloques salen
    } del tablero.
paxpamir-blocks-stay = La comprobación no ha tenido éxito: los bloques se quedan en el tablero (regla publicada; el resumen de la semilla los retiraría).
paxpamir-standings = Puntos: { $standings }.
paxpamir-no-lead = Nadie saca 4 puntos a todos los demás: la partida sigue.
paxpamir-win-lead = ¡{ $who } saca { $lead ->
        [one] 1 punto
       *[other] { $lead } puntos
    } a todos los demás (hacen falta 4) y gana en el acto!
paxpamir-tie-points = { $names } empatan a { $vp ->
        [one] 1 punto
       *[other] { $vp } puntos
    }; estrellas militares: { $stars }.
paxpamir-winner-points = ¡{ $who } tiene más puntos ({ $vp }) y gana!
paxpamir-winner-military = ¡{ $who } tiene más estrellas militares ({ $count }) y gana el desempate!
paxpamir-tie-military = { $names } empatan también en estrellas militares; rupias: { $purses }.
paxpamir-winner-rupees = ¡{ $who } tiene más rupias ({ $count }) y gana el desempate!
paxpamir-winner-shared = Sigue el empate: { $names } comparten la victoria (salvo que lo decida un concurso de chopán kebab, como sugiere la semilla).
paxpamir-ask-end-now = ¿Terminamos la partida ahora y nombramos al ganador según los puntos actuales?
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
       *[other] Columna { $column } (la de la izquierda es la 0): 1 rupia sobre cada una de las { $column } cartas a su izquierda, { $cost ->
            [one] 1 rupia
           *[other] { $cost } rupias
        } en total.
    }
paxpamir-cost-buy-doubled = El palo militar está favorecido: el coste se duplica: { $cost ->
        [one] 1 rupia
       *[other] { $cost } rupias
    } (2 sobre cada carta a su izquierda).
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
paxpamir-cost-gift = Próximo regalo de { $who } (lleva { $gifts }): { $cost ->
        [one] 1 rupia
       *[other] { $cost } rupias
    }.
paxpamir-cost-gift-none = { $who } ya tiene los tres regalos: no le queda ningún espacio de regalo.
paxpamir-cost-gift-influence = Un regalo es un punto más de influencia para { $who } y un cilindro más en juego: /paxpamir { $who } regalos +1 cuando esté colocado.
paxpamir-cost-build = { $count ->
        [one] 1 ejército o camino
       *[other] { $count } ejércitos o caminos
    }: { $cost ->
        [one] 1 rupia
       *[other] { $cost } rupias
    } (2 por pieza, como mucho 3 piezas).
paxpamir-cost-build-ruler = Solo en una región que gobiernes: al menos una tribu tuya allí y más piezas de gobierno que nadie.
paxpamir-cost-betray = Traicionar: { $cost ->
        [one] 1 rupia
       *[other] { $cost } rupias
    } para descartar una carta donde tengas un espía.
paxpamir-cost-betray-prize = Puedes quedártela como premio: +1 de influencia, y un premio de otra coalición te hace cambiar de lealtad.
paxpamir-cost-betray-owner = Su dueño informa del descarte (/paxpamir NOMBRE descarte): apalancamiento, derrocamiento, espías que vuelven.
paxpamir-cost-spies = Espías en la carta: { $spies }. { $who } tiene más: págale { $count ->
        [one] 1 rupia
       *[other] { $count } rupias
    } (puede perdonarlas).
paxpamir-cost-spies-tie = Espías en la carta: { $spies }. { $names } empatan con más espías ({ $count }): no se paga a nadie.
paxpamir-cost-spies-none = Espías en la carta: { $spies }. Ninguno: la acción no cuesta nada más.
paxpamir-cost-tax = { $who } cobra impuestos con una carta de rango { $rank }: hasta { $rank ->
        [one] 1 rupia
       *[other] { $rank } rupias
    } en total, de las cartas del mercado y de los jugadores, repartidas como quiera.
paxpamir-cost-tax-player = { $who }: { $rupees ->
        [one] 1 rupia
       *[other] { $rupees } rupias
    }, { $shelter ->
        [one] 1 protegida
       *[other] { $shelter } protegidas
    } por estrellas económicas: se pueden cobrar como mucho { $take }.
paxpamir-cost-tax-market = Del mercado: las rupias que hay sobre sus cartas, hasta { $rank }, siempre, solo o junto con jugadores.
paxpamir-cost-tax-court = Solo se puede cobrar impuestos a un jugador que tenga en su corte una carta de una región que { $who } gobierne.
paxpamir-cost-tax-self = Quien cobra los impuestos es { $who }: nombra a otro jugador o el mercado.
paxpamir-cost-battle = Una batalla de rango { $rank } con { $own ->
        [one] 1 ejército o espía propio
       *[other] { $own } ejércitos o espías propios
    } allí quita hasta { $count ->
        [one] 1 pieza
       *[other] { $count } piezas
    }. Los ejércitos, caminos y tribus de tu lealtad son inmunes; los espías, no.
paxpamir-cost-rule-row = { $who }: { $tribes ->
        [one] 1 tribu
       *[other] { $tribes } tribus
    }, { $pieces ->
        [one] 1 pieza
       *[other] { $pieces } piezas
    } de gobierno.
paxpamir-cost-rule-ruler = { $who } gobierna la región: una tribu allí y más piezas de gobierno que nadie ({ $count }).
paxpamir-cost-rule-tie = { $names } empatan con { $count ->
        [one] 1 pieza
       *[other] { $count } piezas
    } de gobierno: nadie gobierna la región.
paxpamir-cost-rule-no-tribe = { $who } tiene más piezas de gobierno pero ninguna tribu allí: nadie gobierna la región.
paxpamir-rule-bad = Para cada jugador, un nombre y dos números, tribus y piezas de gobierno: /paxpamir coste gobernar ana 1 3 ben 0 2.
paxpamir-spies-bad = Nombra una vez a cada dueño de espías, con un número: p. ej. Ben 1 Carla 2 (jugadores: { $names }).
paxpamir-spies-more = { $who } solo tiene { $cylinders ->
        [one] 1 cilindro
       *[other] { $cylinders } cilindros
    } en el mapa: no puede tener { $count ->
        [one] 1 espía
       *[other] { $count } espías
    }.

## Un descarte: apalancamiento, derrocamiento, espías (PP-6, PP-7, PP-11, PP-13)

paxpamir-ask-discard-suit = ¿De qué palo era la carta descartada de { $who }?
paxpamir-ask-discard-stars = ¿Cuántas estrellas tenía (palo { $suit })?
paxpamir-ask-leveraged = ¿Estaba apalancada (la balanza sobre fondo negro)?
paxpamir-leverage = Descartar una carta apalancada cuesta 2 rupias: { $who } paga { $paid } ({ $old } → { $new }){ $cards ->
        [0] .
        [one] { " " }y descarta 1 carta más de la mano o la corte por la rupia que debe.
       *[other] { " " }y descarta { $cards } cartas más de la mano o la corte, una por rupia que debe.
    }
paxpamir-leverage-wakhan = Descartar una carta apalancada cuesta 2 rupias: { $who } paga { $paid } ({ $old } → { $new }){ $owed ->
        [0] .
        [one] ; por sus reglas en solitario no descarta ninguna carta por la rupia que no puede pagar.
       *[other] ; por sus reglas en solitario no descarta ninguna carta por las { $owed } rupias que no puede pagar.
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
        [unseated] no gana nadie; ha terminado antes de que nadie se sentara a la mesa.
       *[ended] gana { $names } al terminar la partida antes de tiempo.
    }

## Ayuda y comandos de barra de Discord (descripciones, como mucho 100 caracteres)

paxpamir-help =
    /paxpamir new players=Ana,Ben,Wakhan [loyalty=británica,rusa] — una mesa de 1 a 5 (Wakhan: el autómata; wakhan=virtual o physical: llevo su mazo de IA; steadfast=on: su lealtad firme, variante de Board Game Arena)
    /paxpamir ana rupias +3 · ana puntos 7 · ana militar +1 · ana regalos +1 · ana lealtad rusa — las cuentas; bloques afgana 6 · favorecido militar
    /paxpamir dominio [final] [6 2 1] — comprobación de dominio · turn — limpieza y siguiente · ana descarte [tribu] · jugar — Wakhan juega su carta de IA
    /paxpamir coste comprar 3 (jugar, regalo, construir, traicionar, espías, impuestos, batalla, gobernar) · status · board · log · undo · end
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
cmd-paxpamir-board = Los bloques, el palo favorecido y cada registro en palabras, la última decisión primero
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
cmd-name-play = jugar
cmd-paxpamir-play = Wakhan juega las acciones de su carta de IA revelada, regla a regla
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
paxpamir-no-dice = { $dice ->
        [bot] sin dados: el mazo de IA de Wakhan se baraja con la semilla de esta partida, sellada hasta el final como los dados de los otros juegos.
       *[other] sin dados: en esta mesa nada queda al azar.
    }
paxpamir-verify-unsealed = { $title } no usa dados: no hay nada que comprobar.
paxpamir-no-question = Ahora mismo no hay ninguna pregunta abierta. /paxpamir status muestra la mesa.

# Las probabilidades del bot: este juego no las tiene (/paxpamir odds)
paxpamir-odds-none = No hay probabilidades de { $title }: solo las tienen los bots de Rajas of the Ganges y de Splendor (/rajas odds, /splendor odds).

# Reglas explicadas (/paxpamir rule ID): la regla de cada etiqueta en dos o tres frases;
# .title, su título de una línea. Términos del resumen de Board Game Arena en español (la
# semilla): corte, palo favorecido, comprobación de dominio, cilindros, patriotas, premios.
paxpamir-rule-pp-1 = Cada jugador es leal a una coalición: afgana, británica o rusa. Tu lealtad decide qué coalición puntúa para ti y de cuál puedes tener patriotas.
    .title = Lealtad
paxpamir-rule-pp-2 = Un turno tiene hasta dos acciones, más las acciones gratuitas, y después la fase de limpieza. Las acciones son comprar, jugar y una acción de carta; una acción de carta del palo favorecido no gasta acción.
    .title = El turno
paxpamir-rule-pp-3 = Una carta en la columna c del mercado (la de la izquierda es la 0) cuesta c rupias, una sobre cada carta a su izquierda en la misma fila; con el palo militar favorecido, el coste se dobla. Las rupias que haya sobre la carta son para quien la compra, y un evento comprado se resuelve y se descarta.
    .title = Coste de compra
paxpamir-rule-pp-4 = Jugar una carta es gratis si gobiernas su región o no la gobierna nadie. Si no, pagas al gobernante una rupia por cada tribu suya en la región, y él puede perdonarte parte o todo.
    .title = Sobornos para jugar una carta
paxpamir-rule-pp-5 = Los símbolos de impacto actúan al jugar la carta: camino, ejército, apalancamiento (+2 rupias, la carta queda apalancada), espía, tribu y el símbolo de palo, que cambia el palo favorecido.
    .title = Símbolos de impacto
paxpamir-rule-pp-6 = Acciones de carta: impuestos, regalo, construir, mover, traicionar y batalla, una por carta y turno. Los impuestos cobran hasta el rango de la carta en rupias, del mercado y de jugadores con una carta de corte en una región que gobiernas, salvo lo que protejan sus estrellas económicas; los regalos cuestan 2, 4 y 6.
    .title = Acciones de carta
paxpamir-rule-pp-7 = Usar la acción de una carta con espías ajenos cuesta pagar al jugador que tenga estrictamente más espías en ella una rupia por cada espía suyo allí; si hay empate en cabeza, no se paga a nadie. Ese jugador puede perdonar el pago.
    .title = Espías
paxpamir-rule-pp-8 = En la fase de limpieza: límites de mano y de corte, y se descartan los eventos de la primera columna del mercado resolviendo su efecto (una carta de comprobación de dominio la provoca). El mercado se desplaza a la izquierda y se repone; si sale una segunda carta de dominio, se hace otra comprobación.
    .title = Fase de limpieza
paxpamir-rule-pp-9 = Tu corte admite 3 cartas más una por estrella política, y tu mano 2 más una por estrella de inteligencia. En la limpieza descartas hasta esos límites.
    .title = Límites de corte y mano
paxpamir-rule-pp-10 = Una coalición domina si tiene más bloques en juego que ninguna y al menos 4 más que cada una de las otras: sus jugadores leales puntúan 5, 3 y 1 por influencia y se retiran los bloques. Si no, quien tenga más cilindros en juego gana 3 y el segundo 1, aunque tenga cero; la comprobación final puntúa doble.
    .title = Comprobación de dominio
paxpamir-rule-pp-11 = La influencia es 1 más tus patriotas, premios y regalos. Cambiar de lealtad descarta todos los regalos, premios y patriotas de la coalición anterior.
    .title = Lealtad e influencia
paxpamir-rule-pp-12 = Gobiernas una región si tienes al menos una tribu en ella y más piezas de gobierno (tus tribus y los ejércitos de tu coalición) que nadie.
    .title = Gobernar una región
paxpamir-rule-pp-13 = Si pierdes tu última tribu en una región, descartas todas tus cartas políticas de esa región; si pierdes tu última carta política de una región, retiras todas tus tribus de ella.
    .title = Derrocamiento
paxpamir-rule-pp-14 = Tras una comprobación de dominio, quien saque 4 puntos o más a todos los demás gana en el acto. Tras la comprobación final gana quien tenga más puntos; en caso de empate, más estrellas militares y después más rupias.
    .title = Fin del juego

paxpamir-seat-wakhan = Wakhan
# El dibujo del tablero en palabras, para quien no lo ve (su texto alternativo; lo lee un lector de pantalla)
paxpamir-alt-title = { $title }: { $checks ->
        [0] aún sin comprobación de dominio.
        [one] 1 comprobación de dominio hecha.
       *[other] { $checks } comprobaciones de dominio hechas.
    }
paxpamir-alt-blocks = Bloques de coalición en juego: afganos { $afghan }, británicos { $british }, rusos { $russian }.
paxpamir-alt-favoured = Palo favorecido: { $suit }.
paxpamir-alt-turn = Turno de { $who }.
paxpamir-alt-player = { $who }, { $loyalty ->
        [none] aún sin lealtad
       *[other] leal a la coalición { $loyalty }
    }: puntos { $vp }, rupias { $rupees }, influencia { $influence }, regalos { $gifts }, cilindros { $cylinders }; estrellas: político { $political }, militar { $military }, inteligencia { $intelligence }, económico { $economic }.
paxpamir-alt-wakhan = { $who }, leal a todas las coaliciones: puntos { $vp }, rupias { $rupees }, influencia con la coalición afgana { $afghan }, la británica { $british }, la rusa { $russian }, regalos { $gifts }, cilindros { $cylinders }; estrellas: político { $political }, militar { $military }, inteligencia { $intelligence }, económico { $economic }.

## El mazo de IA de Wakhan (PW-2, PW-4, PW-6, PW-7, PW-9: docs/wakhan.md)

paxpamir-option-wakhan = «{ $value }» no es una forma de llevar el mazo de IA de Wakhan: wakhan=virtual (yo barajo y robo sus cartas), wakhan=physical (tú las revelas y me las dices) o wakhan=off (tú llevas su mazo).
paxpamir-option-wakhan-seat = wakhan={ $value } necesita a Wakhan en la mesa: nómbrala entre los jugadores, p. ej. players=Ana,Wakhan.
paxpamir-turn-wakhan-ai = Turno de { $who }. Palo favorecido: { $suit }.
paxpamir-wakhan-reshuffled = El mazo de IA de { $who } se ha agotado: he barajado las 24 cartas en un mazo nuevo y he vuelto a robar.
paxpamir-wakhan-drawn = Revelo la primera carta del mazo de IA de { $who }: la carta { $card } ({ $left ->
        [0] el mazo queda vacío
        [one] queda { $left } en el mazo
       *[other] quedan { $left } en el mazo
    }).
paxpamir-wakhan-named = Carta de IA de { $who }: la carta { $card }.
paxpamir-wakhan-position = Sus flechas, leídas sobre el dorso de la carta siguiente: columna { $column } del mercado, { $row }.
paxpamir-wakhan-actions = Sus acciones, de arriba abajo: { $actions }.
paxpamir-wakhan-regions = Su prioridad de regiones, de izquierda a derecha: { $regions }.
paxpamir-wakhan-pragmatic = Su lealtad pragmática: la coalición { $coalition } (en el orden { $coalitions }, la primera a la que no es leal ningún otro jugador).
paxpamir-wakhan-pragmatic-taken = Su lealtad pragmática: la coalición { $coalition } (en el orden { $coalitions }, todas tienen un jugador leal, así que la primera).
paxpamir-status-ai = Carta de IA de { $who }: la carta { $card }, columna { $column } del mercado, { $row }{ $left ->
        [-1] .
        [one] ; queda { $left } en su mazo.
       *[other] ; quedan { $left } en su mazo.
    }
paxpamir-ask-wakhan-card = Revela la carta de IA de arriba de { $who }: ¿qué carta es (1–24, numeradas como en Board Game Arena)? Te enseñaré su anverso para comprobarlo.
paxpamir-ask-wakhan-card-check = La carta { $card } dice: acciones { $actions }; regiones { $regions }; coaliciones { $coalitions }; flecha negra en el lugar { $place } de 6 desde arriba, flecha roja { $end }. ¿Es la carta que has revelado?
paxpamir-ask-wakhan-back = Pon la carta de { $who } junto al mazo: en el dorso de la carta siguiente, ¿a qué número de columna apunta la flecha negra y a qué etiqueta apunta la roja?
paxpamir-wakhan-back-option = { $column } · { $label }
paxpamir-wakhan-label-top = Top (left): fila de arriba
paxpamir-wakhan-label-bottom = Bottom (right): fila de abajo
paxpamir-wakhan-then = { " → " }
paxpamir-wakhan-row-top = fila de arriba
paxpamir-wakhan-row-bottom = fila de abajo
paxpamir-wakhan-end-top = arriba
paxpamir-wakhan-end-bottom = abajo
paxpamir-region-kabul = Kabul
paxpamir-region-punjab = Punyab
paxpamir-region-herat = Herat
paxpamir-region-kandahar = Kandahar
paxpamir-region-persia = Persia
paxpamir-region-transcaspia = Transcaspia
paxpamir-wakhan-action-tax = Impuestos
paxpamir-wakhan-action-build = Construir
paxpamir-wakhan-action-move = Mover
paxpamir-wakhan-action-betray = Traicionar
paxpamir-wakhan-action-battle = Batalla
paxpamir-wakhan-action-radicalize = Radicalizar
paxpamir-wakhan-action-battle_most_spies_card = Batalla en la carta de corte con más espías en la que ella tenga un espía
paxpamir-wakhan-action-radicalize_highest_military_if_military_favoured = Si el palo favorecido es el militar: radicalizar la carta militar de rango más alto
paxpamir-wakhan-action-radicalize_highest_economic_if_political_favoured = Si el palo favorecido es el político: radicalizar la carta económica de rango más alto
paxpamir-wakhan-action-radicalize_highest_political = Radicalizar la carta política de rango más alto
paxpamir-wakhan-action-radicalize_highest_political_if_court_full = Si su corte está llena: radicalizar la carta política de rango más alto
paxpamir-wakhan-action-radicalize_highest_intelligence = Radicalizar la carta de inteligencia de rango más alto
paxpamir-wakhan-action-radicalize_highest_intelligence_if_fewer_spies = Si otro jugador tiene más espías que ella: radicalizar la carta de inteligencia de rango más alto
paxpamir-wakhan-action-radicalize_intelligence = Radicalizar una carta de inteligencia
paxpamir-wakhan-action-radicalize_most_net_rupees_if_under_2_rupees = Si tiene menos de 2 rupias: radicalizar la carta que más rupias le deje
paxpamir-wakhan-action-radicalize_region_control = Radicalizar una carta que le dé el control de una región
paxpamir-wakhan-action-radicalize_most_armies_roads = Radicalizar la carta con más iconos de ejército y de camino
paxpamir-wakhan-action-radicalize_most_spies_tribes_if_no_dominance = Si ninguna coalición domina: radicalizar la carta con más iconos de espía y de tribu
paxpamir-wakhan-action-radicalize_move_card_if_none = Si ninguna carta de su corte tiene la acción de mover: radicalizar una carta que la tenga
paxpamir-wakhan-action-radicalize_dominant_patriot_if_dominance = Si una coalición domina: radicalizar uno de sus patriotas
paxpamir-verify-ok = ✅ La semilla { $seed } coincide con la huella { $commitment } mostrada al principio: la preparación se reproduce igual{ $draws ->
        [0] , y después no se robó ninguna carta de IA.
        [one] , y también la única carta de IA de Wakhan robada después.
       *[other] , y también las { $draws } cartas de IA de Wakhan robadas después, en orden.
    }
paxpamir-verify-draws-differ = ❌ La semilla { $seed } coincide con la huella, pero la carta de IA de Wakhan número { $wrong } robada después de la preparación no es la que da el mazo de la semilla (antes coinciden { $agreed }).
cmd-paxpamir-new-wakhan = El mazo de IA de Wakhan: virtual (el bot baraja y roba), physical (tú revelas las cartas) u off
cmd-paxpamir-new-seed = Repetir una partida desde su semilla (con mazo de IA virtual)
cmd-param-wakhan = wakhan
cmd-choice-wakhan-virtual = El bot baraja y roba sus cartas de IA
cmd-choice-wakhan-physical = Yo revelo sus cartas y se las digo al bot
cmd-choice-wakhan-off = Llevo yo su mazo; el bot lleva sus cuentas
paxpamir-rule-pw-2 = Al empezar cada turno de Wakhan se revela la carta de arriba de su mazo de IA sobre la pila de descartes; sigue siendo su carta hasta su turno siguiente. Si eso deja el mazo vacío, se baraja toda la pila en un mazo nuevo y se vuelve a robar.
    .title = Revelar la carta de Wakhan
paxpamir-rule-pw-4 = La flecha negra de la carta revelada apunta a un número de columna en el dorso de la carta siguiente (la 0 es la columna de la izquierda del mercado); la roja apunta a una etiqueta: Top (left) es la fila de arriba y Bottom (right), la de abajo.
    .title = Posición en el mercado
paxpamir-rule-pw-6 = Las seis regiones del borde inferior de su carta, empezando por la izquierda, ordenan las regiones en cada elección que hace entre ellas.
    .title = Prioridad de regiones
paxpamir-rule-pw-7 = Su lealtad pragmática es la coalición más a la izquierda de su carta a la que no es leal ningún otro jugador: sus bloques son de esa coalición.
    .title = Lealtad pragmática
paxpamir-rule-pw-8 = Cuando elige una carta de corte: primero una de la corte de un rival, luego del palo favorecido, un patriota de la coalición dominante, un premio de ella, cualquier patriota, una carta apalancada, el rango más alto y el número de carta más alto; el paso que nadie cumple se salta.
    .title = Prioridad de cartas
paxpamir-rule-pw-9 = Hace dos acciones: lee las casillas de acción de su carta desde arriba, hace cada una que pueda y salta las demás, y vuelve a empezar por arriba hasta hacer dos o no poder hacer ninguna. Las acciones de cartas del palo favorecido son acciones extra.
    .title = Las acciones de Wakhan
paxpamir-rule-pw-10 = Hechas sus dos acciones, hace todas las acciones extra que pueda: desde la carta de su corte más a la izquierda del palo favorecido que no haya usado este turno, su acción más a la izquierda posible.
    .title = Acciones extra
paxpamir-rule-pw-12 = Radicalizar: compra una carta del mercado y la juega enseguida. Si la casilla no dice otra cosa, la de la fila y columna de las flechas; si no puede comprarla, la siguiente a su izquierda, y después la otra fila desde la misma columna hacia la izquierda.
    .title = Radicalizar
paxpamir-rule-pw-13 = Con una comprobación de dominio en el mercado, la compra si le da la mayor puntuación de la comprobación o la partida; si no, su radicalizar sigue su regla de ambición.
    .title = Comprobaciones de dominio en el mercado
paxpamir-rule-pw-14 = Juega la carta comprada si puede pagar el soborno; si no, la descarta. La pone en el extremo izquierdo de su corte si la flecha roja señala Top (left), y si no en el derecho.
    .title = Jugar la carta comprada
paxpamir-rule-pw-15 = Compra al precio del mercado y se lleva las rupias que haya sobre la carta; nunca gasta más de lo que tiene.
    .title = Sus rupias

## Las acciones de Wakhan jugadas por el bot (PW-8 a PW-15: docs/wakhan.md)

paxpamir-wakhan-took = { $who } realiza la acción «{ $action }»: es la { $count }.ª de sus 2 acciones.
paxpamir-wakhan-took-bonus = { $who } realiza la acción «{ $action }» con una carta del palo favorecido ({ $suit }): es una acción extra y no cuenta entre sus dos.
paxpamir-wakhan-two-taken = { $who } ya ha hecho sus dos acciones.
paxpamir-wakhan-round-empty = Una vuelta entera a su carta no encuentra nada más que { $who } pueda hacer: ha hecho { $count } de sus 2 acciones.
paxpamir-wakhan-played = Las acciones de { $who } han terminado. Cuéntame sus puntos y piezas según cambien, y /paxpamir turn cuando acabe su turno.
paxpamir-wakhan-play-no-deck = En esta mesa no llevo el mazo de IA de Wakhan: empieza una con wakhan=virtual o wakhan=physical para que juegue sus acciones.
paxpamir-wakhan-play-not-her-turn = Es el turno de { $who }, no el de Wakhan: /paxpamir play recorre sus acciones en su propio turno.
paxpamir-wakhan-play-again = Las acciones de { $who } con esta carta ya están jugadas: /paxpamir undo las vuelve a jugar.
paxpamir-wakhan-play-alone = /paxpamir play no lleva nada detrás: recorre la carta revelada de Wakhan.
paxpamir-wakhan-skip-favoured = Prueba «{ $action }»: no puede, porque el palo favorecido no es el { $wanted } (es el { $suit }).
paxpamir-wakhan-skip-rupees = Prueba «{ $action }»: no puede, porque tiene { $rupees ->
        [one] 1 rupia
       *[other] { $rupees } rupias
    }, no menos de 2.
paxpamir-wakhan-skip-dominant = Prueba «{ $action }»: no puede, porque la coalición { $coalition } es dominante.
paxpamir-wakhan-skip-no-dominance = Prueba «{ $action }»: no puede, porque ninguna coalición es dominante.
paxpamir-ask-wakhan-by-hand = Todavía no juego la acción «{ $action }»: hazla tú por { $who } como dicen sus reglas. ¿Ha podido hacerla?
paxpamir-wakhan-by-hand-taken = Sí, la ha hecho
paxpamir-wakhan-by-hand-bonus = Sí, con una carta del palo favorecido (extra)
paxpamir-wakhan-by-hand-cannot = No, no puede
paxpamir-wakhan-skip-by-hand = Prueba «{ $action }»: no puede, según has visto en el tablero.
paxpamir-ask-wakhan-check = ¿Hay una comprobación de dominio en el mercado?
paxpamir-wakhan-check-in-market = Con una comprobación de dominio en el mercado, { $who } radicaliza según su regla de ambición.
paxpamir-wakhan-nothing-to-buy = Prueba «Radicalizar»: no puede, porque no hay en el mercado ninguna carta que pueda comprar con { $rupees ->
        [one] 1 rupia
       *[other] { $rupees } rupias
    }.
paxpamir-ask-wakhan-space = ¿Qué hay en la { $row }, columna { $column }?
paxpamir-wakhan-space-card = Una carta que puede comprar
paxpamir-wakhan-space-empty = Nada: el hueco está vacío
paxpamir-wakhan-space-closed = Una carta que nadie puede comprar
paxpamir-wakhan-space-paid = La { $row }, columna { $column }: este turno ha puesto una rupia sobre esa carta, así que no puede comprarla.
paxpamir-wakhan-space-dear = La { $row }, columna { $column }: cuesta { $cost ->
        [one] 1 rupia
       *[other] { $cost } rupias
    } y ella solo tiene { $rupees }.
paxpamir-wakhan-space-empty-skipped = La { $row }, columna { $column }: vacía.
paxpamir-wakhan-space-closed-skipped = La { $row }, columna { $column }: nadie puede comprar esa carta.
paxpamir-ask-wakhan-rupees-on = ¿Cuántas rupias hay sobre la carta de la { $row }, columna { $column }?
paxpamir-wakhan-buys = { $who } radicaliza la carta de la { $row }, columna { $column }: { $cost ->
        [0] no paga nada
        [one] paga 1 rupia
       *[other] paga { $cost } rupias
    }{ $taken ->
        [0] {""}
        [one] {" "}y se lleva la rupia que había encima
       *[other] {" "}y se lleva las { $taken } rupias que había encima
    } (rupias: { $old } → { $new }).
paxpamir-ask-wakhan-bribe = ¿Qué soborno le pide { $ruler }, que gobierna { $region }, a { $who } para jugarla? (las tribus que { $ruler } tiene allí, menos lo que perdone)
paxpamir-wakhan-discards-bought = { $who } no puede pagar un soborno de { $bribe ->
        [one] 1 rupia
       *[other] { $bribe } rupias
    } porque solo tiene { $rupees }: descarta la carta.
paxpamir-wakhan-plays-bought = { $who } juega la carta { $card } en { $end } (soborno { $bribe }, rupias: { $old } → { $new }); sus ejércitos y caminos son bloques de la coalición { $coalition }.
paxpamir-wakhan-court-top = el extremo izquierdo de su corte
paxpamir-wakhan-court-bottom = el extremo derecho de su corte

paxpamir-wakhan-priority = Por su prioridad de cartas elige la carta { $card }: { $chain }.
paxpamir-wakhan-priority-only = La carta { $card } es la única que puede elegir.
paxpamir-wakhan-priority-opponent = en la corte de un rival ({ $cards })
paxpamir-wakhan-priority-favoured = del palo favorecido ({ $cards })
paxpamir-wakhan-priority-dominant-patriot = patriota de la coalición dominante ({ $cards })
paxpamir-wakhan-priority-dominant-prize = con el premio de lealtad de la coalición dominante ({ $cards })
paxpamir-wakhan-priority-patriot = patriota ({ $cards })
paxpamir-wakhan-priority-leveraged = apalancada ({ $cards })
paxpamir-wakhan-priority-rank = el rango más alto ({ $cards })
paxpamir-wakhan-priority-number = el número de carta más alto ({ $cards })

paxpamir-wakhan-suited = { $suit }, rango { $rank }
paxpamir-wakhan-space-event = Una carta de evento
paxpamir-ask-wakhan-suited = ¿Qué hay en la { $row }, columna { $column }? Si es una carta de corte, su palo y su rango.
paxpamir-wakhan-skip-no-suit = Prueba «{ $action }»: no puede, porque no hay en el mercado ninguna carta del palo { $suit } que pueda comprar con { $rupees ->
        [one] 1 rupia
       *[other] { $rupees } rupias
    }.
paxpamir-ask-wakhan-higher-number = Las dos cartas de la columna { $column } empatan: ¿cuál tiene el número de carta más alto?
paxpamir-wakhan-suit-pick = «{ $action }»: la carta del palo { $suit } de la { $row }, columna { $column } (rango { $rank }), { $why }.
paxpamir-wakhan-why-rank = la de rango más alto que puede comprar, la más barata primero
paxpamir-wakhan-why-cheapest = la más barata que puede comprar
paxpamir-wakhan-why-number = la de número más alto de las dos más baratas
paxpamir-ask-wakhan-leveraged = ¿Tiene el icono de apalancamiento la carta de la { $row }, columna { $column }?
paxpamir-wakhan-richest-pick = «{ $action }»: la carta de la { $row }, columna { $column }, que le deja un saldo de { $net } (las rupias que tiene encima y su apalancamiento, menos su precio), { $why }.
paxpamir-wakhan-why-richest = lo máximo que puede sacar

## Wakhan: the table during her turn
paxpamir-ask-wakhan-ruler = ¿Quién gobierna { $region }?
paxpamir-wakhan-ruler-seat = { $who }
paxpamir-wakhan-ruler-nobody = Nadie
paxpamir-ask-wakhan-spies = ¿Cuántos espías hay en la carta { $card }? Escribe un número por jugador, en este orden: { $names }.
paxpamir-ask-wakhan-tribes = ¿Cuántas tribus hay en { $region }? Escribe un número por jugador, en este orden: { $names }.
paxpamir-ask-wakhan-armies = ¿Cuántos ejércitos hay en { $region }? Escribe un número por coalición, en este orden: { $names }.
paxpamir-ask-wakhan-roads = ¿Cuántos caminos hay en la frontera entre { $first } y { $second }? Escribe un número por coalición, en este orden: { $names }.
paxpamir-ask-wakhan-court = ¿Qué cartas hay en la corte de { $who }? Escribe sus números de izquierda a derecha, p. ej., 12 45 7.
paxpamir-wakhan-court-empty = Ninguna carta
paxpamir-wakhan-counts-none = Ninguno en ninguna parte
paxpamir-wakhan-court-bad = Escribe números de carta del 1 al { $max }, cada uno una vez y separados por espacios, o pulsa «Ninguna carta».
paxpamir-wakhan-counts-bad = Escribe { $count } números del 0 al { $max }, separados por espacios, o pulsa «Ninguno en ninguna parte».
paxpamir-ask-wakhan-card-on = ¿Qué carta hay en la { $row }, columna { $column }? Escribe el número impreso en ella.

## Wakhan: every radicalize box, her ambition, savvy purchasing
cmd-paxpamir-new-savvy = Compras astutas de Wakhan, una variante: on u off (off por defecto)
paxpamir-option-savvy = «{ $value }» no es un ajuste de las compras astutas: savvy=on o savvy=off.
paxpamir-wakhan-skip-court-room = Prueba «{ $action }»: no puede, porque su corte tiene { $count } de { $limit ->
        [one] 1 carta
       *[other] { $limit } cartas
    }: no está llena.
paxpamir-wakhan-skip-spies = Prueba «{ $action }»: no puede, porque nadie tiene más espías que sus { $count }.
paxpamir-wakhan-skip-has-move = Prueba «{ $action }»: no puede, porque la carta { $card } de su corte ya tiene la acción de mover.
paxpamir-ask-wakhan-all-spies = ¿Cuántos espías tiene cada jugador sobre cartas de corte, en total? Escribe un número por jugador, en este orden: { $names }.
paxpamir-wakhan-skip-no-card = Prueba «{ $action }»: no puede, porque ninguna carta que pueda comprar con { $rupees ->
        [one] 1 rupia
       *[other] { $rupees } rupias
    } cumple lo que pide.
paxpamir-wakhan-card-pick = «{ $action }»: la carta { $card } de la { $row }, columna { $column }, { $why }.
paxpamir-wakhan-check-pick-patriot = Con una comprobación de dominio en el mercado, { $who } se queda la carta { $card } de la { $row }, columna { $column }: un patriota de la coalición { $coalition }, que es la dominante, { $why }.
paxpamir-wakhan-check-pick-blocks = Con una comprobación de dominio en el mercado y ningún patriota de la coalición { $coalition } a su alcance, { $who } se queda la carta { $card } de la { $row }, columna { $column }: la de más iconos de ejército y de camino ({ $count }), { $why }.
paxpamir-wakhan-check-pick-cylinders = Con una comprobación de dominio en el mercado y ninguna coalición dominante, { $who } se queda la carta { $card } de la { $row }, columna { $column }: la de más iconos de espía y de tribu ({ $count }), { $why }.
paxpamir-wakhan-check-pick-richest = Con una comprobación de dominio en el mercado, ninguna coalición dominante y ninguna carta con iconos de espía o de tribu, las compras astutas se quedan la carta { $card } de la { $row }, columna { $column }: la que más rupias le deja, { $why }.
paxpamir-wakhan-savvy = Compras astutas: en lugar de la carta { $card }, { $who } se queda la carta { $better } de la { $row }, columna { $column }, más barata, del mismo palo y de rango igual o mayor.
paxpamir-wakhan-savvy-none = Compras astutas: no hay ninguna carta más barata del mismo palo y de rango igual o mayor que la carta { $card }; { $who } se la queda.
paxpamir-wakhan-action-ambition = Comprar la comprobación de dominio (su ambición)
paxpamir-ask-wakhan-check-where = A { $who } le conviene comprar ahora la comprobación de dominio. ¿Dónde está en el mercado?
paxpamir-wakhan-check-space = { $row }, columna { $column }
paxpamir-wakhan-check-dear = Más a la derecha, fuera de su alcance
paxpamir-wakhan-check-none = No hay ninguna
paxpamir-wakhan-ambition-dear = { $who } compraría la comprobación de dominio, pero cuesta más de { $rupees ->
        [one] la rupia que tiene
       *[other] las { $rupees } rupias que tiene
    }.
paxpamir-wakhan-ambition = La ambición de { $who }: compra la comprobación de dominio de la { $row }, columna { $column } ({ $why }: { $points ->
        [one] 1 punto
       *[other] { $points } puntos
    } para ella). { $cost ->
        [0] No paga nada
        [one] Paga 1 rupia
       *[other] Paga { $cost } rupias
    }{ $taken ->
        [0] {""}
        [one] {" "}y se lleva la rupia que había encima
       *[other] {" "}y se lleva las { $taken } rupias que había encima
    } (rupias: { $old } → { $new }). La comprobación se resuelve ahora.
paxpamir-wakhan-ambition-most = sería quien más puntos sacara de esa comprobación
paxpamir-wakhan-ambition-win = le daría la victoria
cmd-param-savvy = compra-astuta
cmd-choice-savvy-on = Sí: compra cartas más baratas del mismo palo
cmd-choice-savvy-off = No: las reglas publicadas
## Wakhan: tax, gift, build, betray, her bonus actions and her court
paxpamir-typed-court = corte
paxpamir-wakhan-action-gift = Regalo
paxpamir-wakhan-skip-gifts-full = Prueba «Regalo»: no puede, porque sus tres espacios de regalo están ocupados.
paxpamir-wakhan-skip-no-court-card = Prueba «{ $action }»: no puede, porque ninguna carta de su corte tiene esa acción sin usar este turno.
paxpamir-wakhan-card-dear = La carta { $card } no puede hacer «{ $action }»: cuesta { $cost ->
        [one] 1 rupia
       *[other] { $cost } rupias
    } más un soborno de { $bribe ->
        [one] 1 rupia
       *[other] { $bribe } rupias
    }, y { $rupees ->
        [0] no tiene ninguna
        [one] solo tiene 1
       *[other] solo tiene { $rupees }
    }.
paxpamir-wakhan-card-acts = «{ $action }» con la carta { $card } ({ $name }, { $suit }){ $bonus ->
        [yes] : palo favorecido, acción extra.
       *[no] .
    }
paxpamir-wakhan-pays-hostage = Otro jugador tiene la carta { $card } como rehén: { $who } paga a { $to } un soborno de { $bribe ->
        [one] 1 rupia
       *[other] { $bribe } rupias
    } (rupias: { $old } → { $new }). Mueve las rupias.
paxpamir-wakhan-pays-market = { $who } paga { $cost ->
        [one] 1 rupia
       *[other] { $cost } rupias
    } al mercado (rupias: { $old } → { $new }): pon una de sus rupias en cada una de estas cartas: { $spaces }. Esas cartas no las puede comprar este turno.
paxpamir-wakhan-space-at = la { $row }, columna { $column }
paxpamir-wakhan-skip-tax = Prueba «Impuestos» con la carta { $card }: no puede, porque no hay nadie a quien cobrar ni rupias en el mercado.
paxpamir-wakhan-tax-sheltered = A { $name } no se le puede cobrar: { $rupees ->
        [0] no tiene rupias
        [one] 1 rupia, protegida por sus estrellas económicas ({ $shelter })
       *[other] { $rupees } rupias, todas protegidas por sus estrellas económicas ({ $shelter })
    }.
paxpamir-wakhan-tax-not-ruled = A { $name } no se le puede cobrar: { $who } no gobierna la región de ninguna carta de la corte de { $name }.
paxpamir-wakhan-tax-player = { $who } cobra a { $name } { $amount ->
        [one] 1 rupia
       *[other] { $amount } rupias
    } de impuestos (rupias de { $name }: { $old } → { $new }). { $amount ->
        [one] Pásasela.
       *[other] Pásaselas.
    }
paxpamir-wakhan-tax-market = { $who } toma { $amount ->
        [one] 1 rupia
       *[other] { $amount } rupias
    } de la carta de la { $row }, columna { $column }. { $amount ->
        [one] Pásasela.
       *[other] Pásaselas.
    }
paxpamir-wakhan-taxed = { $who } ha cobrado { $total ->
        [one] 1 rupia
       *[other] { $total } rupias
    } en impuestos, como mucho el rango de la carta, { $rank } (rupias: { $old } → { $new }).
paxpamir-wakhan-gift = { $who } compra un regalo por { $cost ->
        [one] 1 rupia
       *[other] { $cost } rupias
    }: pon uno de sus cilindros en su carta de ayuda ({ $gifts } de 3 regalos). Un regalo cuenta con todas las coaliciones: influencia afgana { $afghan }, británica { $british }, rusa { $russian }.
paxpamir-wakhan-skip-build = Prueba «Construir» con la carta { $card }: no puede, porque no gobierna ninguna región.
paxpamir-wakhan-build = { $who } construye en { $region }, la primera región de su carta que gobierna: pon allí { $count ->
        [one] 1 ejército de la coalición { $coalition }
       *[other] { $count } ejércitos de la coalición { $coalition }
    } ({ $cost ->
        [one] 1 rupia
       *[other] { $cost } rupias
    }).
paxpamir-wakhan-skip-betray = Prueba «Traicionar» con la carta { $card }: no puede, porque ninguno de sus espías está en una carta con premio de lealtad.
paxpamir-wakhan-betray = { $who } traiciona la carta { $card } ({ $name }) de la corte de { $owner }: descártala, devuelve sus espías a sus dueños y colócala bajo su carta de ayuda como premio de la coalición { $coalition } (su influencia con ella: { $influence }).
paxpamir-wakhan-betray-leveraged = La carta { $card } estaba apalancada: { $owner } paga 2 rupias por ella, como toda carta apalancada descartada.
paxpamir-wakhan-bonus = Acción extra: «{ $action }» con la carta { $card }, la primera por la izquierda del palo favorecido aún sin usar.
paxpamir-wakhan-no-bonus = { $who } no tiene más acciones extra: ninguna carta sin usar del palo favorecido ({ $suit }) de su corte puede actuar.
paxpamir-wakhan-court-not-hers = Solo llevo la corte de Wakhan; { $who } cambia la suya en el tablero.
paxpamir-wakhan-court-set = Corte de { $who }: { $old } → { $new }.
paxpamir-wakhan-court-card = { $card } { $name }
paxpamir-wakhan-court-none = ninguna carta
paxpamir-status-wakhan-court = Corte de { $who }, de izquierda a derecha: { $cards }.
paxpamir-wakhan-space-sep = { "; " }
## Wakhan: the card she bought, her discards, steadfast loyalty (PW-14, PW-16, PW-17, PW-19, PW-23)
paxpamir-wakhan-no-bribe-nobody = Nadie gobierna { $region }: { $who } no paga soborno.
paxpamir-wakhan-no-bribe-hers = { $who } gobierna { $region }: no hay soborno.
paxpamir-wakhan-bribe-tribes = { $who } gobierna { $region } con { $count ->
        [one] 1 tribu
       *[other] { $count } tribus
    } allí: ese es el soborno.
paxpamir-wakhan-card-stars = { $rank ->
        [one] Su estrella del palo { $suit } pasa
       *[other] Sus { $rank } estrellas del palo { $suit } pasan
    } a su registro; su corte tiene { $court ->
        [one] 1 carta
       *[other] { $court } cartas
    } y su límite es { $limit }.
paxpamir-wakhan-card-patriot = Un patriota de la coalición { $coalition }: su influencia con ella es ahora { $influence }.
paxpamir-wakhan-card-patriot-gone = Se va un patriota de la coalición { $coalition }: su influencia con ella es ahora { $influence }.
paxpamir-wakhan-icon-leverage = Apalancamiento: { $who } toma 2 rupias ({ $old } → { $new }); la carta queda apalancada.
paxpamir-wakhan-icon-suit = Icono de palo: el palo favorecido era el { $old } y ahora es el { $suit }.
paxpamir-wakhan-icon-suit-same = Icono de palo: el palo { $suit } sigue favorecido.
paxpamir-wakhan-icon-armies = { $count ->
        [one] Ejército: coloca 1 ejército de la coalición { $coalition } en { $region } por { $who }.
       *[other] Ejércitos: coloca { $count } ejércitos de la coalición { $coalition } en { $region } por { $who }.
    }
paxpamir-wakhan-icon-roads = { $count ->
        [one] Camino: coloca 1 camino de la coalición { $coalition } por { $who } en la frontera { $borders } (la primera según su orden de regiones).
       *[other] Caminos: coloca { $count } caminos de la coalición { $coalition } por { $who }, en este orden: { $borders } (las fronteras según su orden de regiones, volviendo a empezar tras la última).
    }
paxpamir-wakhan-border = { $first }–{ $second }
paxpamir-wakhan-icon-tribes = { $count ->
        [one] Tribu: coloca 1 tribu de { $who } en { $region } (cilindros en juego: { $cylinders }).
       *[other] Tribus: coloca { $count } tribus de { $who } en { $region } (cilindros en juego: { $cylinders }).
    }
paxpamir-wakhan-icon-spy = Espía: coloca un espía de { $who } en la carta { $card }, la mejor por su prioridad de cartas { $most ->
        [yes] entre todas las cartas de { $region } (en cada una tiene más espías que nadie)
       *[other] entre las cartas de { $region } donde no tiene más espías que nadie
    }. Cilindros en juego: { $cylinders }.
paxpamir-event-101 = Comprobación de dominio
paxpamir-event-102 = Comprobación de dominio
paxpamir-event-103 = Comprobación de dominio
paxpamir-event-104 = Comprobación de dominio
paxpamir-event-105 = Nuevas tácticas
paxpamir-event-106 = Recuperación del Koh-i-noor
paxpamir-event-107 = Modales cortesanos
paxpamir-event-108 = Rumor
paxpamir-event-109 = Hastío de la guerra
paxpamir-event-110 = Nacionalismo
paxpamir-event-111 = Retirada pública
paxpamir-event-112 = Construcción nacional
paxpamir-event-113 = Apoyo de la aristocracia persa
paxpamir-event-114 = Otros métodos de persuasión
paxpamir-event-115 = Valores del pastunwali
paxpamir-event-116 = Reprimenda
paxpamir-wakhan-event-check = { $who } compra la carta «{ $event }»: se resuelve ahora.
paxpamir-wakhan-event-newTactics = { $who } compra «{ $event }»: hasta la próxima comprobación de dominio, sus cartas militares cuentan como favorecidas.
paxpamir-wakhan-event-kohINoorRecovered = { $who } compra «{ $event }»: hasta la próxima comprobación de dominio, cada uno de sus regalos cuenta doble para su influencia.
paxpamir-wakhan-event-courtlyManners = { $who } compra «{ $event }»: hasta la próxima comprobación de dominio, no paga sobornos.
paxpamir-wakhan-event-rumor = { $who } compra «{ $event }» y elige a { $target } (por la etiqueta de su flecha roja): hasta la próxima comprobación de dominio, los patriotas de { $target } no suman influencia.
paxpamir-wakhan-event-conflictFatigue = { $who } compra «{ $event }»: hasta la próxima comprobación de dominio, una coalición domina con 2 bloques más que cada una de las otras, en vez de 4.
paxpamir-wakhan-event-nationalism = { $who } compra «{ $event }»: hasta la próxima comprobación de dominio, sus tribus se mueven y combaten como ejércitos.
paxpamir-wakhan-event-publicWithdrawal = { $who } compra «{ $event }»: al comprarla no tiene efecto.
paxpamir-wakhan-event-nationBuilding = { $who } compra «{ $event }»: hasta la próxima comprobación de dominio, cada bloque que construye trae otro más.
paxpamir-wakhan-event-backingOfPersianAristocracy = { $who } compra «{ $event }»: toma 3 rupias ({ $old } → { $new }).
paxpamir-wakhan-event-otherPersuasiveMethods = { $who } compra «{ $event }» y elige a { $target } (por la etiqueta de su flecha roja): intercambia su mano con la de { $target }.
paxpamir-wakhan-event-pashtunwaliValues = { $who } compra «{ $event }»: elige como favorecido el palo { $suit }, que lo seguirá siendo hasta la próxima comprobación de dominio.
paxpamir-wakhan-event-rebuke = { $who } compra «{ $event }»: retira todas las tribus y ejércitos de { $region }, la primera región de su orden.
paxpamir-wakhan-discard-pick = La corte de { $who } tiene { $court ->
        [one] 1 carta
       *[other] { $court } cartas
    }, más que su límite de { $limit }: descarta la carta { $card } ({ $chain }).
paxpamir-wakhan-discard-not-political = no política ({ $cards })
paxpamir-wakhan-discard-not-patriot = no es patriota ({ $cards })
paxpamir-wakhan-discard-not-leveraged = no apalancada ({ $cards })
paxpamir-wakhan-discard-outspied = más espías ajenos por encima de los suyos ({ $cards })
paxpamir-wakhan-discard-fewest-spies = menos espías ({ $cards })
paxpamir-wakhan-discard-lowest-rank = menor rango ({ $cards })
paxpamir-wakhan-discard-not-favoured = no del palo favorecido ({ $cards })
paxpamir-wakhan-discard-lowest-number = menor número de carta ({ $cards })
paxpamir-wakhan-discard-stars = { $rank ->
        [one] Su estrella del palo { $suit } sale
       *[other] Sus { $rank } estrellas del palo { $suit } salen
    } de su registro; su límite de corte es ahora { $limit }.
paxpamir-wakhan-pragmatic-steadfast = Su lealtad pragmática (firme): la coalición { $coalition } (de { $coalitions }, la que tiene más bloques en juego entre las que no tienen ningún otro jugador leal; en empate, la primera).
paxpamir-ask-wakhan-discard = ¿Qué carta de la corte de { $who } se descarta?
paxpamir-rule-pw-16 = Cuando su corte supera el límite, descarta por este orden de preferencia: cartas no políticas, no patriotas, no apalancadas, aquellas en que los espías ajenos superan más a los suyos, las de menos espías, el menor rango, las que no son del palo favorecido y el menor número de carta. No tiene mano de la que descartar.
    .title = Sus descartes en la limpieza
paxpamir-rule-pw-17 = Descartar una carta apalancada suya cuesta 2 rupias; lo que no puede pagar se le perdona y no descarta cartas por ello.
    .title = Su apalancamiento
paxpamir-rule-pw-19 = Compra cartas de evento como cartas de corte; cuando un evento le pide elegir, el palo es el favorecido, la región la primera de su orden y el jugador el que señala la etiqueta de su flecha roja.
    .title = Eventos
paxpamir-rule-pw-23 = Opción steadfast=on: de las coaliciones de su carta a las que no es leal ningún otro jugador, su lealtad pragmática es la que tiene más bloques en juego; en empate, la de más a la izquierda.
    .title = Lealtad pragmática firme
cmd-paxpamir-new-steadfast = Lealtad pragmática firme de Wakhan (variante de Board Game Arena): sí o no
cmd-param-steadfast = firme
cmd-choice-steadfast-on = Sí: la coalición libre con más bloques
cmd-choice-steadfast-off = No: la regla publicada
paxpamir-wakhan-limits = { $who } puede quedarse { $court ->
        [one] 1 carta
       *[other] { $court } cartas
    } en la corte (3 + { $political ->
        [one] 1 estrella política
       *[other] { $political } estrellas políticas
    }); no tiene mano.
paxpamir-wakhan-cleanup-discards = Yo descarto por { $who } lo que pase de su límite de corte; cualquier otro descarte suyo (una batalla, una traición): /paxpamir { $who } descarte.
paxpamir-option-steadfast = «{ $value }» no es un valor para steadfast: steadfast=on (su lealtad pragmática va a la coalición libre con más bloques en juego) o steadfast=off (la primera libre, la regla publicada).

## Wakhan: battle and move
paxpamir-option-spymove = «{ $value }» no es un ajuste del movimiento de espías de Wakhan: spymove=on (un movimiento que no encuentra ejército mueve uno de sus espías libres) o spymove=off (las reglas publicadas).
paxpamir-wakhan-battle-region = { $who } combate en { $region }, la primera región de su carta donde otro jugador tiene piezas y ella tiene ejércitos de la coalición { $coalition } ({ $armies }): retira hasta { $limit } (el rango de la carta, { $rank }, sin pasar de sus ejércitos allí).
paxpamir-wakhan-battle-no-region = Ninguna región tiene a la vez ejércitos suyos y piezas de otro jugador: combate en una carta de corte donde ella y otro jugador tienen espías.
paxpamir-wakhan-skip-battle = Prueba «Batalla» con la carta { $card }: no puede, porque ninguna región tiene a la vez ejércitos suyos y piezas de otro jugador, y ninguna carta de corte tiene a la vez espías suyos y de otro jugador.
paxpamir-wakhan-skip-battle-spies = Prueba «Batalla» con la carta { $card }: no puede, porque ninguna carta de corte tiene a la vez espías suyos y de otro jugador.
paxpamir-wakhan-most-spies = De las cartas donde ella y otro jugador tienen espías, las que tienen más espías ({ $spies }): { $cards }.
paxpamir-wakhan-battle-card = { $who } combate en la carta { $card } ({ $name }), donde tiene { $spies ->
        [one] 1 espía
       *[other] { $spies } espías
    }: retira hasta { $limit } (el rango de la carta, { $rank }, sin pasar de sus espías allí).
paxpamir-wakhan-battle-tribe = { $count ->
        [one] Retira de { $place } una tribu de { $name } y devuélvesela.
       *[other] Retira de { $place } { $count } tribus de { $name } y devuélveselas.
    }
paxpamir-wakhan-battle-spy = { $count ->
        [one] Retira de { $place } un espía de { $name } y devuélveselo.
       *[other] Retira de { $place } { $count } espías de { $name } y devuélveselos.
    }
paxpamir-wakhan-battle-army = Retira de { $place } { $count ->
        [one] un ejército
       *[other] { $count } ejércitos
    } de la coalición { $coalition }.
paxpamir-wakhan-battle-road = Retira de { $place } { $count ->
        [one] un camino
       *[other] { $count } caminos
    } de la coalición { $coalition }.
paxpamir-wakhan-on-card = la carta { $card }
paxpamir-wakhan-on-border = la frontera entre { $first } y { $second }
paxpamir-wakhan-overthrown = Derrocamiento: { $name } ha perdido su última tribu en { $place } y descarta todas sus cartas políticas de { $place }; informa de cada una con /paxpamir { $name } discard.
paxpamir-wakhan-skip-move = Prueba «Mover» con la carta { $card }: no puede, porque ningún ejército suyo de la coalición { $coalition } puede ir a una región vecina donde otro jugador tenga tribus y ella tenga menos ejércitos que tribus{ $spies ->
        [yes] , y no tiene ningún espía libre que mover.
       *[no] .
    }
paxpamir-wakhan-move-keeps-rule = No saca ningún ejército de { $region }: dejaría de gobernar allí.
paxpamir-wakhan-move-army = Mueve 1 ejército de la coalición { $coalition } de { $region } a { $to }, donde otros jugadores tienen tribus (tribus allí: { $tribes }; sus ejércitos allí ahora: { $armies }).
paxpamir-wakhan-move-spy = Mueve 1 de sus espías de la carta { $card } a la carta { $to }: un espía libre de su carta de menor prioridad, a la carta vecina de mayor prioridad donde no tiene la mayoría de espías.
cmd-paxpamir-new-spymove = Movimiento de espías de Wakhan (variante de Board Game Arena): un movimiento sin ejército que mover mueve un espía libre
cmd-param-spymove = spymove
cmd-choice-spymove-on = Sí: sus espías libres se mueven cuando ningún ejército puede
cmd-choice-spymove-off = No: las reglas publicadas
paxpamir-rule-pw-11 = Sus acciones de carta usan su carta de corte de mayor prioridad que pueda hacerlas. Batalla: en la primera región de su carta con ejércitos suyos y piezas de otro jugador, tribus, luego ejércitos, luego caminos; si no, en una carta de corte donde ella y otro jugador tengan espías. Mover: solo ejércitos, sin necesitar caminos, a regiones vecinas con tribus de otros jugadores, hasta tantos ejércitos como tribus, sin perder nunca una región que gobierna.
paxpamir-rule-pw-21 = Opción savvy=on: cuando las flechas eligen una carta de corte, compra en su lugar una carta más barata del mismo palo y al menos del mismo rango, la más barata primero; con una comprobación de dominio en el mercado, sin coalición dominante y sin cartas con iconos de espía o tribu, la carta que más rupias le deja.
paxpamir-rule-pw-22 = Opción: si un movimiento no encuentra ejército que mover, mueve un espía libre de su carta de menor prioridad a la carta vecina de mayor prioridad donde no tiene la mayoría de espías.

## Wakhan: a region's ruler reckoned from its pieces (PP-12, PW-7)
paxpamir-wakhan-ruling-pieces = En { $region }, Wakhan tiene { $count ->
        [one] 1 pieza de gobierno
       *[other] { $count } piezas de gobierno
    } (sus tribus más los ejércitos de la única coalición con más ejércitos allí): { $nobody ->
        [yes] nadie la gobierna.
       *[no] la gobierna { $ruler }.
    }

## Wakhan: a market card already in her court
paxpamir-wakhan-card-in-her-court = La carta { $card } está en la corte de Wakhan, así que no puede estar en el mercado. Escribe el número impreso en la carta de ese espacio.
paxpamir-wakhan-card-named = La carta { $card } ya está en otro espacio del mercado en este turno. Escribe el número impreso en la carta de este espacio.
