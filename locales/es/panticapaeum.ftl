# Panticapaeum contra Botos, el bot en solitario: explicaciones, preguntas y palabras (español).
# El chat pone "[REGLA] " delante de cada línea. Los recursos tienen cinco colores, siempre en
# el orden del tablero de desarrollo (PB-7): marrón, morado, beis, naranja, verde. Un conjunto de
# recursos es una lista de colores con su número ("2 marrones y 1 verde").
#
# Glosario y sus fuentes: no hay edición española publicada del juego ni del modo en solitario.
# Los términos traducen el texto semilla 003 (Евгений Петров, «Пантикапей — Соло-режим»,
# en ruso) con las palabras habituales de los reglamentos españoles: loseta (тайл), trirreme
# (трирема), fase de exploración (фаза разведки) y de desarrollo (фаза развития), tablero de
# desarrollo (планшет развития), edificio, recurso, reserva, ciudad, sequía, monedas, PV
# (puntos de victoria). El título se deja en su forma latina, «Panticapaeum», como en la caja
# internacional; Botos conserva su nombre.

## Palabras que se pasan como parámetros

panticapaeum-colour-brown = marrón
panticapaeum-colour-purple = morado
panticapaeum-colour-beige = beis
panticapaeum-colour-orange = naranja
panticapaeum-colour-green = verde

panticapaeum-building-brown = edificio marrón
panticapaeum-building-purple = edificio morado
panticapaeum-building-beige = edificio beis
panticapaeum-building-orange = edificio naranja
panticapaeum-building-green = edificio verde

panticapaeum-harder-a = a: Botos también se desarrolla en la ronda 1
panticapaeum-harder-b = b: Botos toma la loseta más rica de las que recorre el trirreme
panticapaeum-harder-c = c: Botos gana un recurso para el edificio más cercano a poder pagar
panticapaeum-harder-d = d: eliges tú por Botos donde decidiría la regla de prioridad

# Un color con su número: el número va en el nombre del mensaje para que el color concuerde.
-panticapaeum-brown = { $n ->
        [one] { $n } marrón
       *[other] { $n } marrones
    }
-panticapaeum-purple = { $n ->
        [one] { $n } morado
       *[other] { $n } morados
    }
-panticapaeum-beige = { $n } beis
-panticapaeum-orange = { $n ->
        [one] { $n } naranja
       *[other] { $n } naranjas
    }
-panticapaeum-green = { $n ->
        [one] { $n } verde
       *[other] { $n } verdes
    }

## Preparación (PB-1, PB-9, PB-10)

panticapaeum-setup = Preparación para 2 jugadores contra Botos. Tienes el marcador de jugador inicial toda la partida y juegas primero en cada ronda; Botos guarda sus recursos y edificios en una zona propia junto al tablero. Nunca coloca nada en una ciudad, nunca avanza en el tablero de desarrollo, nunca vende y nunca gana monedas.
panticapaeum-harder-on = Modo difícil { $mode }.
panticapaeum-standard = Dificultad normal: Botos se salta su fase de desarrollo en la ronda 1.
panticapaeum-offered-cost = { $none ->
        [true] En la última partida no quedaba ningún { $building }.
       *[other] En la última partida, el siguiente { $building } costaba { $cost }.
    }
panticapaeum-ask-reuse-costs = ¿Usamos de nuevo estos costes de edificios en esta partida?
panticapaeum-costs-reused = Se reutilizan los costes: solo preguntaré los que no sé. Corrige cualquiera con /panticapaeum cost COLOR …
panticapaeum-your-turn = Ronda { $round }, tu turno { $turn } de { $turns }: toma una loseta en tu fase de exploración y mueve el trirreme; luego escribe /panticapaeum turn.

## Tu exploración: el trirreme (PB-2)

panticapaeum-ask-your-tile = ¿Cuántos recursos hay dibujados en la loseta que has tomado?
panticapaeum-trireme = { $count ->
        [0] Tu loseta no tiene recursos: el trirreme no avanza más, y la loseta en la que está es de Botos.
        [one] Avanza el trirreme 1 loseta más (una por recurso de tu loseta) y déjalo allí: la loseta donde se detiene es de Botos.
       *[other] Avanza el trirreme { $count } losetas más (una por recurso de tu loseta) y déjalo allí: la loseta donde se detiene es de Botos.
    }
panticapaeum-row-ends = Si la fila de losetas se acaba antes, el trirreme se detiene en la última loseta.
panticapaeum-harder-b-reminder = Modo difícil b: en su turno Botos tomará la más rica de las losetas que ha recorrido el trirreme en esta exploración (los dos movimientos, incluida la loseta donde se ha detenido).
panticapaeum-your-development = Ahora tu fase de desarrollo. Si construyes, dime el coste del siguiente edificio de ese color: /panticapaeum cost COLOR … Luego /panticapaeum turn: el turno de Botos.

## El turno de Botos (PB-3 a PB-7)

panticapaeum-botos-turn = Turno { $turn } de { $turns } de Botos en la ronda { $round }.
panticapaeum-ask-tile = ¿Qué hay en la loseta bajo el trirreme? Escribe sus recursos (p. ej. 2 marrón 1 verde) o tócalos de uno en uno.
panticapaeum-ask-passed = Modo difícil b: ¿cuántas losetas ha recorrido el trirreme en tu exploración, contando aquella en la que se ha detenido?
panticapaeum-ask-passed-tile = { $count ->
        [1] ¿Qué hay en la loseta bajo el trirreme?
       *[other] ¿Qué hay en la loseta { $nth } de { $count } (contando desde donde ha salido el trirreme; la { $count } es donde se ha detenido)?
    } Escribe sus recursos (p. ej. 2 marrón 1 verde) o tócalos de uno en uno.
panticapaeum-colour-option = { $colour }
panticapaeum-empty-tile-option = nada (una loseta vacía)
panticapaeum-none-left-option = no quedan
panticapaeum-ask-more = Por ahora: { $so_far }. ¿Algo más? Toca un color para añadir uno, o «eso es todo».
panticapaeum-tap-done = ✓ Eso es todo
panticapaeum-tap-more = + 1 { $colour }
panticapaeum-richest = Modo difícil b: de { $tiles ->
        [one] la loseta
       *[other] las { $tiles } losetas
    } que ha recorrido el trirreme, la más rica muestra { $count ->
        [one] 1 recurso
       *[other] { $count } recursos
    }: la loseta { $nth }.
panticapaeum-richest-tie = Las losetas { $tiles } muestran el mismo número de recursos: la regla de prioridad toma la que tiene más marrón, luego morado, beis, naranja y verde: la loseta { $nth }.
panticapaeum-richest-same = Las losetas { $tiles } muestran exactamente los mismos recursos: Botos toma la loseta { $nth }, la última a la que ha llegado el trirreme.
panticapaeum-ask-pick-tile = Modo difícil d: varias losetas muestran { $count ->
        [one] 1 recurso
       *[other] { $count } recursos
    }. ¿Cuál toma Botos?
panticapaeum-option-tile = loseta { $nth }: { $resources }
panticapaeum-picked-tile = Modo difícil d: has elegido para Botos la loseta { $nth }.
panticapaeum-takes-tile = Botos toma { $nth ->
        [0] la loseta
       *[other] la loseta { $nth }
    } y todo lo que hay dibujado en ella: { $count ->
        [0] ningún recurso.
       *[other] { $resources }.
    } Descarta la loseta: Botos nunca coloca losetas en una ciudad.
panticapaeum-skip-development = Ronda 1: Botos se salta su fase de desarrollo.
panticapaeum-harder-a-develops = Modo difícil a: Botos no se salta su fase de desarrollo en la ronda 1.
panticapaeum-nothing-to-pay = Botos no tiene recursos, así que no puede pagar ningún edificio.
panticapaeum-ask-cost = ¿Cuánto cuesta el siguiente { $building }? Escribe sus recursos (p. ej. 2 marrón 1 beis), tócalos de uno en uno, o «no quedan» si no queda ningún edificio { $colour }.
panticapaeum-ask-new-cost = Botos se ha llevado ese { $building }: ¿cuánto cuesta ahora el siguiente { $building }? Escríbelo, tócalo o «no quedan».
panticapaeum-can-build = Botos puede pagar { $count ->
        [one] un edificio
       *[other] { $count } edificios
    }: { $buildings }.
panticapaeum-cannot-build = Botos no puede pagar ningún edificio.
panticapaeum-priority = Empate entre { $tied }: la regla de prioridad (marrón, morado, beis, naranja, verde, de arriba abajo en el tablero de desarrollo) elige { $choice }.
panticapaeum-ask-pick = Modo difícil d: aquí decidiría la regla de prioridad; elige tú por Botos, buscando su mayor beneficio. { $why ->
        [build] ¿Qué edificio construye?
        [gain] ¿Qué recurso gana?
       *[other] ¿Para qué edificio gana un recurso?
    }
panticapaeum-picked = Modo difícil d: has elegido { $choice } para Botos.
panticapaeum-option-building = { $building }: paga { $cost }; puntos de Botos { $before } → { $after }
panticapaeum-option-resource = 1 { $colour }: tiene { $count } → { $after }
panticapaeum-option-aim = { $building }: { $count ->
        [one] le falta 1
       *[other] le faltan { $count }
    }; +1 { $colour } (tiene { $have })
panticapaeum-builds = Botos construye el { $building }: devuelve { $cost } a la reserva y guarda el edificio en su zona, nunca en una ciudad. Ahora tiene { $count ->
        [one] un edificio
       *[other] { $count } edificios
    } de este color.
panticapaeum-next-cost = { $none ->
        [true] No queda ningún edificio { $colour }.
       *[other] El siguiente { $building } cuesta { $cost }.
    }
panticapaeum-gains-most = Botos gana 1 { $colour }, el color del que más tiene (ahora tiene { $count }).
panticapaeum-nearest = Modo difícil c: lo más cercano a poder pagarse, con { $count ->
        [one] 1 recurso
       *[other] { $count } recursos
    } de menos: { $buildings }.
panticapaeum-gains-nearest = Botos gana 1 { $colour }, el color de ese { $building } (ahora tiene { $count }).
panticapaeum-nothing-left-to-aim = Modo difícil c: no queda ningún edificio al que apuntar, así que Botos gana según la regla normal.
panticapaeum-holds = Botos tiene ahora { $total ->
        [one] 1 recurso
       *[other] { $total } recursos
    }, sin límite: marrón { $brown }, morado { $purple }, beis { $beige }, naranja { $orange }, verde { $green }.
panticapaeum-score = Puntos de Botos por ahora: { $points } ({ $building_points } por edificios, { $resource_points } por recursos).

## Rondas (PB-3.1)

panticapaeum-round-over = La ronda { $round } ha terminado.
panticapaeum-ask-game-over = Esa ha sido la ronda { $round }, la última (5 rondas de 3 turnos): ¿ha terminado la partida? (No: otra ronda.)
panticapaeum-game-goes-on = La partida sigue otra ronda.
panticapaeum-round-said = Dices que la ronda { $round } ha terminado, tras { $count ->
        [one] 1 turno
       *[other] { $count } turnos
    } de Botos.

## El final (PB-8)

panticapaeum-final-buildings = Botos: { $building } × { $count } → { $points } PV.
panticapaeum-final-resources = { $count ->
        [one] Le queda 1 recurso: 1 PV.
       *[other] Le quedan { $count } recursos: { $count } PV.
    }
panticapaeum-final-botos = Botos suma { $points } PV (sin sequía en una ciudad que nunca construye, sin monedas).
panticapaeum-ask-your-score = ¿Cuál es tu puntuación, contada con las reglas normales?
panticapaeum-winner = Tú { $human }, Botos { $botos }: { $winner ->
        [human] ¡ganas tú!
        [botos] gana Botos.
       *[other] empate.
    }
panticapaeum-ask-end-now = ¿Terminamos la partida ahora y la puntuamos tal como está?
panticapaeum-end-cancelled = La partida sigue.

## Los costes (PB-10)

panticapaeum-cost-noted = { $none ->
        [true] Anotado: no queda ningún edificio { $colour }.
       *[other] Anotado: el siguiente { $building } cuesta { $cost }.
    }

## Estado

panticapaeum-status-resources = Recursos de Botos: marrón { $brown }, morado { $purple }, beis { $beige }, naranja { $orange }, verde { $green } ({ $total } en total).
panticapaeum-status-buildings = Edificios de Botos: marrón { $brown }, morado { $purple }, beis { $beige }, naranja { $orange }, verde { $green } ({ $total } en total).
panticapaeum-status-score = Puntos de Botos: { $points } ({ $building_points } por edificios, { $resource_points } por recursos).
panticapaeum-status-cost = { $none ->
        [true] No queda ningún edificio { $colour }.
       *[other] Siguiente { $building }: { $cost }.
    }
panticapaeum-status-cost-unknown = Siguiente { $building }: coste aún no preguntado.
panticapaeum-status-harder = { $count ->
        [0] Dificultad normal (sin modos difíciles).
       *[other] Modos difíciles: { $modes }.
    }
panticapaeum-status-next = Ronda { $round }, turno { $turn } de { $turns }: { $next ->
        [explore] ahora, tu exploración: toma una loseta y mueve el trirreme; luego /panticapaeum turn.
        [explore-asking] tu exploración está en curso y espera tu respuesta.
        [botos-asking] el turno de Botos está en curso y espera tu respuesta.
        [asking] hay una pregunta que espera tu respuesta.
       *[other] ahora, el turno de Botos, cuando acabes tu fase de desarrollo: /panticapaeum turn.
    }
panticapaeum-status-over = La partida ha terminado: tú { $human }, Botos { $botos }: { $winner ->
        [human] has ganado tú.
        [botos] ha ganado Botos.
       *[other] empate.
    }

## Rechazos

panticapaeum-option-unknown = No existe la opción «{ $option }». La opción: harder=a, b, c o d, o varias, p. ej. harder=ac.
panticapaeum-option-harder = «{ $value }» no es un modo difícil: usa las letras a, b, c y d, p. ej. harder=ac.
panticapaeum-resources-bad = No entiendo «{ $value }» como recursos: escribe números y colores, p. ej. 2 marrón 1 verde, o nada. Colores: { $colours }.
panticapaeum-resources-count = «{ $value }» son demasiados: como mucho { $max } de un color.
panticapaeum-cost-usage = Indica un color y su coste, p. ej. /panticapaeum cost marrón 2 marrón 1 beis, o /panticapaeum cost marrón nada.
panticapaeum-botos-first = Primero va el turno de Botos: /panticapaeum turn.
panticapaeum-round-not-begun = La ronda { $round } acaba de empezar: Botos aún no ha jugado en ella.
panticapaeum-game-over = La partida ha terminado. Empieza otra con /panticapaeum new.
panticapaeum-verb-unknown = «{ $verb }» no es una orden de Panticapaeum: mira /panticapaeum help.

## Ayuda

panticapaeum-help =
    /panticapaeum new [harder=a|b|c|d, o varios: harder=ac] — una partida contra Botos (a: también se desarrolla en la ronda 1; b: la loseta más rica; c: hacia el edificio más cercano; d: eliges tú)
    /panticapaeum turn — tras tomar tu loseta: el trirreme; tras tu desarrollo: el turno de Botos
    /panticapaeum cost marrón 2 marrón 1 beis | cost marrón nada — el coste del siguiente edificio de un color
    /panticapaeum round — la ronda ha terminado (3 turnos por ronda, 5 rondas)
    /panticapaeum status | board | log | undo | end — zona, puntos y costes de Botos | lo mismo en texto | las decisiones | deshacer | puntuar ya
    Recursos: 2 marrón 1 verde (marrón, morado, beis, naranja, verde)

## Comandos de barra de Discord (descripciones de 100 caracteres como mucho; nombres en minúsculas)

cmd-panticapaeum = Panticapaeum: juega contra Botos, el bot en solitario
cmd-panticapaeum-new = Una partida nueva de Panticapaeum contra Botos en este canal
cmd-panticapaeum-new-harder = Modos difíciles, una o varias letras a–d, p. ej. ac
cmd-panticapaeum-cost = El coste del siguiente edificio de un color
cmd-panticapaeum-cost-text = Un color y su coste, p. ej. marrón 2 marrón 1 beis (o marrón nada)
cmd-panticapaeum-round = La ronda ha terminado
cmd-panticapaeum-board = La zona de Botos, sus puntos y los costes en palabras, la última decisión primero

## Colores con número (ver los términos de arriba)

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

## Las palabras del servicio de chat para este juego

# Su título, en el texto (un mensaje con el parámetro `game` recibe `$title`)
game-panticapaeum = Panticapaeum

# Comandos de barra de Discord (nombres: minúsculas, sin espacios, 32 caracteres como mucho; descripciones, 100 como mucho)
cmd-name-round = ronda

# La imagen del tablero (bot/pictures)
picture-panticapaeum-title = { $title } · ronda { $round } de { $rounds }, turno { $turn } de { $turns }
picture-panticapaeum-botos = Botos: { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    } ({ $buildings } por edificios, { $resources } por recursos)
picture-panticapaeum-resources = Recursos
picture-panticapaeum-buildings = Edificios
picture-panticapaeum-costs = Coste del próximo edificio

# Las frases del servicio de chat con las palabras propias de este juego: su bot al empezar una partida, una partida sin dados
panticapaeum-variant-botos = Botos, el bot en solitario
panticapaeum-no-dice = Botos no usa dados: una partida se repite solo con tus respuestas.
panticapaeum-verify-unsealed = { $title } no usa dados: no hay nada que comprobar.

# Las probabilidades del bot: este juego no las tiene (/panticapaeum odds)
panticapaeum-odds-none = No hay probabilidades de { $title }: solo las tienen los bots de Rajas of the Ganges y de Splendor (/rajas odds, /splendor odds).

# Reglas explicadas (/panticapaeum rule ID): la regla de cada etiqueta en dos o tres frases;
# .title, su título de una línea. Términos del modo en solitario v0.1 de Evgueni Petrov
# (la semilla) en español: losetas, trirreme, recursos, fase de exploración y de desarrollo.
panticapaeum-rule-pb-1 = Se prepara como una partida de dos. Tú tienes la ficha de jugador inicial toda la partida y siempre juegas primero; Botos tiene una zona de juego para sus recursos y edificios.
    .title = Preparación
panticapaeum-rule-pb-2 = En tu fase de exploración, después de coger una loseta y mover la trirreme como siempre, la avanzas tantas losetas más como recursos haya en la que cogiste. La loseta donde se detiene es de Botos.
    .title = La trirreme
panticapaeum-rule-pb-2-1 = Tú mueves la trirreme de verdad: el bot te dice cuántas losetas más y luego pregunta qué hay en la loseta donde se detuvo. Si la fila se acaba antes, la trirreme se queda en la última loseta.
    .title = Mover la trirreme
panticapaeum-rule-pb-3 = Botos juega su turno después de tu fase de desarrollo: una fase de exploración y luego una de desarrollo, cada una con sus propias reglas.
    .title = El turno de Botos
panticapaeum-rule-pb-3-1 = Tú juegas como en una partida de 2 a 4 jugadores y Botos juega un turno después de cada uno de los tuyos, así que en cada ronda tiene tantos turnos como tú. Siempre puedes decirle al bot que la ronda o la partida ha terminado.
    .title = Rondas
panticapaeum-rule-pb-4 = En su fase de exploración Botos se queda la loseta que hay bajo la trirreme: todos los recursos dibujados en ella pasan a su zona y la loseta se descarta, nunca va a una ciudad.
    .title = Exploración
panticapaeum-rule-pb-5 = En su fase de desarrollo Botos construye un edificio si puede pagarlo: devuelve los recursos a la reserva y guarda el edificio en su zona. Si no, gana un recurso del color del que más tiene.
    .title = Desarrollo
panticapaeum-rule-pb-5-1 = En la dificultad estándar Botos se salta su fase de desarrollo durante toda la primera ronda.
    .title = Ronda 1 sin desarrollo
panticapaeum-rule-pb-6 = Botos no tiene el límite de cinco recursos y solo descarta para pagar. Nunca gana monedas, ni siquiera los ingresos de las casas al final de la ronda.
    .title = Sin límites ni monedas
panticapaeum-rule-pb-7 = Cuando Botos debe elegir el color de un edificio o de un recurso entre iguales, prefiere marrón, luego morado, beis, naranja y verde: de arriba abajo en el tablero de desarrollo.
    .title = La regla de prioridad
panticapaeum-rule-pb-8 = Por cada color, Botos puntúa según cuántos edificios tiene de ese color: 1 → 3 PV, 2 → 10, 3 → 30, 4 o más → 10 cada uno; además, 1 PV por cada recurso que le quede. Se compara con tu puntuación normal; a igualdad de puntos, es un empate.
    .title = Puntuación
panticapaeum-rule-pb-9 = Modos más difíciles, combinables: (a) Botos no se salta el desarrollo en la ronda 1; (b) se queda la loseta más rica de las que recorrió la trirreme; (c) gana un recurso para el edificio al que menos le falta; (d) tú deshaces sus empates en su mayor beneficio.
    .title = Modos más difíciles
panticapaeum-rule-pb-10 = El bot necesita saber las losetas que recorre la trirreme y en la que se detiene, con sus recursos, y qué edificios se pueden comprar y a qué coste. Con los componentes conocidos eliges de un toque; si no, escribes lo que muestran las losetas y los costes.
    .title = Lo que el bot necesita saber

# Niveles de dificultad (engines/panticapaeum/ladder.py): el nombre y una línea sobre lo que cambia
panticapaeum-level-botos = Normal
panticapaeum-level-botos-about = Dificultad normal: Botos se salta su fase de desarrollo en la ronda 1 (PB-5.1).
panticapaeum-level-botos-a = Modo difícil a
panticapaeum-level-botos-a-about = Modo difícil { panticapaeum-harder-a } (PB-9).
panticapaeum-level-botos-b = Modo difícil b
panticapaeum-level-botos-b-about = Modo difícil { panticapaeum-harder-b } (PB-9).
panticapaeum-level-botos-c = Modo difícil c
panticapaeum-level-botos-c-about = Modo difícil { panticapaeum-harder-c } (PB-9).
panticapaeum-level-botos-d = Modo difícil d
panticapaeum-level-botos-d-about = Modo difícil { panticapaeum-harder-d } (PB-9).
panticapaeum-level-botos-ab = Modos difíciles a, b
panticapaeum-level-botos-ab-about = Modos difíciles { panticapaeum-harder-a }; { panticapaeum-harder-b } (PB-9).
panticapaeum-level-botos-ac = Modos difíciles a, c
panticapaeum-level-botos-ac-about = Modos difíciles { panticapaeum-harder-a }; { panticapaeum-harder-c } (PB-9).
panticapaeum-level-botos-ad = Modos difíciles a, d
panticapaeum-level-botos-ad-about = Modos difíciles { panticapaeum-harder-a }; { panticapaeum-harder-d } (PB-9).
panticapaeum-level-botos-bc = Modos difíciles b, c
panticapaeum-level-botos-bc-about = Modos difíciles { panticapaeum-harder-b }; { panticapaeum-harder-c } (PB-9).
panticapaeum-level-botos-bd = Modos difíciles b, d
panticapaeum-level-botos-bd-about = Modos difíciles { panticapaeum-harder-b }; { panticapaeum-harder-d } (PB-9).
panticapaeum-level-botos-cd = Modos difíciles c, d
panticapaeum-level-botos-cd-about = Modos difíciles { panticapaeum-harder-c }; { panticapaeum-harder-d } (PB-9).
panticapaeum-level-botos-abc = Modos difíciles a, b, c
panticapaeum-level-botos-abc-about = Modos difíciles { panticapaeum-harder-a }; { panticapaeum-harder-b }; { panticapaeum-harder-c } (PB-9).
panticapaeum-level-botos-abd = Modos difíciles a, b, d
panticapaeum-level-botos-abd-about = Modos difíciles { panticapaeum-harder-a }; { panticapaeum-harder-b }; { panticapaeum-harder-d } (PB-9).
panticapaeum-level-botos-acd = Modos difíciles a, c, d
panticapaeum-level-botos-acd-about = Modos difíciles { panticapaeum-harder-a }; { panticapaeum-harder-c }; { panticapaeum-harder-d } (PB-9).
panticapaeum-level-botos-bcd = Modos difíciles b, c, d
panticapaeum-level-botos-bcd-about = Modos difíciles { panticapaeum-harder-b }; { panticapaeum-harder-c }; { panticapaeum-harder-d } (PB-9).
panticapaeum-level-botos-abcd = Modos difíciles a, b, c, d
panticapaeum-level-botos-abcd-about = Modos difíciles { panticapaeum-harder-a }; { panticapaeum-harder-b }; { panticapaeum-harder-c }; { panticapaeum-harder-d } (PB-9).

panticapaeum-seat-botos = Botos
# El dibujo del tablero en palabras, para quien no lo ve (su texto alternativo; lo lee un lector de pantalla)
panticapaeum-alt-title = { $title }, ronda { $round } de { $rounds }, turno { $turn } de { $turns }.
