# Rajas of the Ganges: explicaciones, preguntas y palabras del rival automático (español).
# La capa de chat escribe "[REGLA] " delante de cada línea de evento. Los términos (colores,
# casillas, quién…) son mensajes normales que llegan como parámetros.
# Vocabulario de la variante de Cherey: jugador virtual, dado decisorio, lacayo, losetas,
# tenderetes, acciones palaciegas, Cantera, Mercado, Puerto, Verandas, Terraza, Mirador,
# rupias, gloria.

## Palabras que llegan como parámetros

rajas-colour-orange = naranja
rajas-colour-purple = morado
rajas-colour-green = verde
rajas-colour-blue = azul

rajas-good-silk = seda
rajas-good-tea = té
rajas-good-spices = especias

rajas-area-chambers = Acciones palaciegas
rajas-area-quarry = Cantera
rajas-area-market = Mercado
rajas-area-harbor = Puerto
rajas-area-balconies = Verandas
rajas-area-terrace = Terraza

rajas-space-chamber-1 = la acción palaciega 1 (Gran Mogol)
rajas-space-chamber-2 = la acción palaciega 2 (Bailarina)
rajas-space-chamber-3 = la acción palaciega 3 (Yogui)
rajas-space-chamber-4 = la acción palaciega 4 (Raja Man Singh)
rajas-space-chamber-5 = la acción palaciega 5 (Maestro constructor)
rajas-space-chamber-6 = la acción palaciega 6 (Portugués)
rajas-space-quarry = una casilla de la Cantera
rajas-space-market-variety = la casilla de surtido variado del Mercado (sin dado)
rajas-space-market-silk = la casilla de seda del Mercado
rajas-space-market-tea = la casilla de té del Mercado
rajas-space-market-spices = la casilla de especias del Mercado
rajas-space-harbor = una casilla del Puerto
rajas-space-balcony-orange = la veranda naranja (1 dado naranja → 2 morados)
rajas-space-balcony-green = la veranda verde (1 dado verde → 2 azules)
rajas-space-balcony-purple = la veranda morada (1 dado morado → 2 verdes)
rajas-space-balcony-blue = la veranda azul (1 dado azul → 2 naranjas)
rajas-space-terrace-orange = la casilla naranja de la Terraza
rajas-space-terrace-purple = la casilla morada de la Terraza
rajas-space-terrace-green = la casilla verde de la Terraza
rajas-space-terrace-blue = la casilla azul de la Terraza
rajas-space-terrace-reroll = el Mirador de la Terraza (relanzar dados o 2 rupias)

rajas-tier-one = un color del que tiene exactamente un dado
rajas-tier-none = un color del que no tiene ningún dado
rajas-tier-fewest = el color del que tiene menos dados
rajas-tier-many = un color del que tiene más de 2 dados
rajas-tier-pair = un color del que tiene un par exacto
rajas-tier-most = el color del que tiene más dados
rajas-tier-most-unpaired = el color del que tiene más dados sin deshacer un par
rajas-tier-track-three = un edificio con la mejora en nivel 3
rajas-tier-track-two = un edificio con la mejora en nivel 2

rajas-track-fame = el marcador de gloria
rajas-track-money = el marcador de rupias

rajas-who-you = Tú
rajas-who-automa = El jugador virtual
rajas-who-dummy-1 = Jugador ficticio 1
rajas-who-dummy-2 = Jugador ficticio 2
rajas-who-dummy-3 = Jugador ficticio 3

rajas-why-tile = qué loseta comprar
rajas-why-replace = qué loseta reemplazar

rajas-quick-none = ninguna
rajas-quick-none-free = ninguna está libre
rajas-quick-same = pagan lo mismo

## Preparación

rajas-setup-beck =
    Variante de Beck: { $dummies ->
        [one] un jugador ficticio
       *[other] { $dummies } jugadores ficticios
    }. Tú eres siempre el jugador inicial: coge el elefante.
rajas-setup-dummy = { $who }: un dado de cada color, 3 lacayos disponibles (otros 3 en las casillas de bonificación de los marcadores), el barco en la salida del río, todos los edificios en nivel 2, gloria 0 y { $money } rupias.
rajas-handicap =
    Hándicap: { $who } avanza su indicador de gloria { $fame ->
        [one] 1 casilla
       *[other] { $fame } casillas
    } y el de rupias { $money ->
        [one] 1 casilla
       *[other] { $money } casillas
    }, y recibe todas las bonificaciones por las que pasa.
rajas-roll-first-player =
    { $by ->
        [bot] El bot saca
       *[player] Has sacado
    } un { $face } en el dado decisorio para el jugador inicial: si es par, empiezas tú; si es impar, el jugador virtual.
rajas-first-player =
    { $seat ->
        [0] El { $face } es par: empiezas tú la ronda 1.
       *[other] El { $face } es impar. Empieza la ronda 1: { $who }.
    }
rajas-setup-cherey = Variante de Cherey: el jugador virtual tiene un dado de cada color (nunca los lanza), el karma siempre al máximo y { $money } rupias.
rajas-ask-reuse-profile = ¿Usamos los datos del tablero de la última partida de este canal? { $facts } (Si respondes n, te iré preguntando cada uno cuando haga falta.)
rajas-profile-reused = Se reutilizan los datos del tablero de la última partida. /rajas board los muestra y permite corregirlos.

## Rondas y turnos

rajas-round-start =
    { $seat ->
        [0] Empieza la ronda { $round } y vuelven todos los lacayos: empiezas tú.
       *[other] Empieza la ronda { $round } y vuelven todos los lacayos. Jugador inicial: { $who }.
    }
rajas-next =
    { $seat ->
        [0] Te toca jugar en el tablero. Después escribe /rajas turn para el turno del rival.
       *[other] Siguiente: { $who } (escribe /rajas turn).
    }
rajas-turn-start =
    { $who }: turno de la ronda { $round }, con su { $worker ->
        [1] 1.er
        [3] 3.er
       *[other] { $worker }.º
    } lacayo.
rajas-skip = { $who } no tiene lacayos disponibles: se salta este turno.
rajas-passes-round = { $who } no puede colocar ningún lacayo y las casillas solo se van ocupando durante la ronda: pasa hasta el final de esta ronda.
rajas-starts-next-round = { $who } ha cogido al Gran Mogol: será el jugador inicial de la próxima ronda.
rajas-ask-round-over = Ningún rival tiene lacayos disponibles. ¿Ha terminado la ronda { $round }, también con todos tus lacayos colocados? (n si aún te queda alguno por colocar.)
rajas-ask-human-mogul = ¿Has cogido esta ronda la acción palaciega 1 (Gran Mogol)? Si es así, empiezas tú la próxima ronda.

## Elección del área

rajas-roll-area =
    { $by ->
        [bot] El bot saca
       *[player] Has sacado
    } un { $face } en el dado decisorio para el área (1 Acciones palaciegas, 2 Cantera, 3 Mercado, 4 Puerto, 5 Verandas, 6 Terraza).
rajas-area = { $who } elige el área { $area }.
rajas-v6-quarry = { $who } tiene { $dice } dados (5 o más), así que el { $face } lo manda al área Cantera, como si hubiera salido un 2.
rajas-reroll = { $who } no puede usar el área { $area }: se vuelve a tirar.
rajas-area-still-invalid = { $who } ya vio en este turno que el área { $area } no es válida: se vuelve a tirar.
rajas-next-value = { $who } no puede: pasa al valor siguiente, el área { $area }.
rajas-redirect = { $who } va en su lugar al área { $area }, como indica la regla.
rajas-no-valid-area = { $who } no encuentra ningún área válida: no puede colocar lacayo en este turno.
rajas-no-dice-terrace = { $who } no tiene dados: debe ir a la Terraza a por un dado (primero la casilla naranja, luego la morada, la verde y la azul).
rajas-invalid-no-dice = { $who } no tiene dados para pagar aquí: no es válida.
rajas-invalid-full = { $who } no encuentra ninguna casilla libre en el área { $area }: no es válida.
rajas-invalid-no-market = { $who } no tiene tenderetes en sus losetas: el Mercado no es válido.
rajas-invalid-no-tile = { $who } no encuentra ninguna loseta que pueda comprar (colores probados: { $colour }): la Cantera no es válida.
rajas-invalid-river-end = { $who } tiene el barco al final del río (casilla { $boat }): el Puerto no es válido.
rajas-too-many-dice = { $who } tiene { $dice } dados (6 o más): las Verandas no son válidas y va a la Cantera en su lugar.
rajas-too-many-dice-lookout = { $who } tiene { $dice } dados (6 o más): no coge dado en la Terraza, sino que va al Mirador y solo gana 2 rupias.

## Casillas del tablero

rajas-ask-free = Mira el tablero: ¿está libre { $space }? Responde s si lo está, n si ya hay uno de tus lacayos.
rajas-space-taken = Ya hay un lacayo en { $space }.
rajas-space-taken-by = { $by } ya tiene un lacayo en { $space } esta ronda.
rajas-place =
    { $who } coloca su { $worker ->
        [1] 1.er
        [3] 3.er
       *[other] { $worker }.º
    } lacayo en { $space }.
rajas-cheapest-space = { $who } ocupa la casilla más barata del área { $area } y no paga nada.
rajas-space-reported = Anotado: tienes un lacayo en { $space } esta ronda.
rajas-space-unknown = No conozco la casilla «{ $space }». Usa una de estas: { $spaces }.

## Colores y dados

rajas-colour-chosen = { $who } elige { $colour }: { $tier } (tiene { $have }).
rajas-tie-priority = Empate entre { $options }: la prioridad de colores (naranja > morado > verde > azul) elige { $chosen }.
rajas-gain-dice =
    { $who } coge { $count ->
        [one] un dado { $colour }
       *[other] { $count } dados de color { $colour }
    } (ahora tiene { $have } de ese color).
rajas-spend-dice =
    { $who } gasta { $count ->
        [one] un dado { $colour }
       *[other] { $count } dados de color { $colour }
    } ({ $have ->
        [0] no le queda ninguno de ese color
        [one] le queda 1 de ese color
       *[other] le quedan { $have } de ese color
    }).
rajas-karma-dice = { $who } coge { $count } dados: «tantos dados como karma», y siempre cuenta con karma 3.
rajas-karma-as-money =
    { $who } no usa karma: { $amount } de karma se { $amount ->
        [one] convierte en 1 rupia
       *[other] convierten en { $amount } rupias
    }.

## Dinero, gloria, lacayos, mejoras

rajas-gain-money =
    { $who } gana { $amount ->
        [one] 1 rupia
       *[other] { $amount } rupias
    } (dinero: { $total }).
rajas-gain-fame =
    { $who } gana { $amount ->
        [one] 1 punto
       *[other] { $amount } puntos
    } de gloria (gloria: { $total }).
rajas-gain-worker = { $who } gana un lacayo ({ $total } en total).
rajas-worker-none-left = { $who } ya tiene los 6 lacayos: no gana ninguno más.
rajas-track-bonus = { $who } alcanza en { $track } la casilla { $space }, que tiene bonificación: { $bonus }.
rajas-upgrade = { $who } mejora el edificio de la fila { $track } (contando desde arriba) al nivel { $level }.
rajas-upgrade-none = { $who } tiene todos los edificios en nivel 4: no hay mejora.
rajas-markers-met = { $who }: sus indicadores de gloria ({ $fame }) y de dinero ({ $money }) se han encontrado. La partida acaba al terminar esta ronda.

## Acciones palaciegas

rajas-roll-room =
    { $by ->
        [bot] El bot saca
       *[player] Has sacado
    } un { $face } en el dado decisorio para la acción palaciega.
rajas-room-still-invalid = { $who } ya vio que la acción palaciega { $room } no es válida: se vuelve a tirar.
rajas-next-room = { $who } no puede: pasa a la acción palaciega { $room }.
rajas-chambers-none-valid = { $who } no encuentra ninguna acción palaciega libre y válida.
rajas-room5-no-marketless = { $who } no tiene ninguna loseta sin tenderete: la acción palaciega 5 (Maestro constructor) no es válida.
rajas-room6-invalid = { $who } tiene el barco en la casilla { $boat } de { $length } y no puede avanzar 6 casillas más: la acción palaciega 6 no es válida.
rajas-ask-yield = El rival recibe una ficha de producción. Coge la ficha que le toca y escribe su bonificación: `dinero 3`, `gloria 2`, `karma 2`, `dados 2`, `dados karma`, `lacayo`, `mejora`, `río 1`, unidas con `+` (p. ej. `dados 1 + dinero 2`), o `ninguna`.
rajas-yield-taken = { $who } recibe al momento la bonificación de la ficha de producción: { $bonus }.
rajas-c5-wants =
    { $who } prueba el Maestro constructor: busca una loseta con tenderete de la mercancía de la que tiene menos losetas ({ $goods }: { $held ->
        [0] ninguna todavía
        [one] solo 1 loseta
       *[other] solo { $held } losetas
    }), de un color del que tenga algún dado ({ $colours }). Paga un único dado, cueste lo que cueste.
rajas-ask-c5-tile =
    Maestro constructor: ¿qué loseta compra el jugador virtual? Mira las losetas de encima de las pilas de la Cantera.
    Tenderete buscado, de cualquiera de estas mercancías: { $goods }. Colores con los que puede pagar: { $colours }.
    Prioridad: color naranja > morado > verde > azul, luego seda > té > especias, luego el mayor coste y luego la pila más a la izquierda.
    Escribe su código empezando por el color: color, coste, edificios como b + fila de mejora (1 = la de arriba), tenderetes como mercancía + valor, p. ej. `naranja 9 b1 té2`. Si no hay ninguna así, escribe `ninguna`.
rajas-no-tile-c5 = { $who } no puede usar el Maestro constructor: no hay ninguna loseta así.
rajas-tile-returned = { $who } devuelve la loseta que reemplaza: { $tile }.

## Cantera y losetas

rajas-ask-tile-count = ¿Cuántas losetas de color { $colour } con coste de { $low } a { $high } hay encima de las pilas de la Cantera? Escribe el número (0 si no hay ninguna).
rajas-ask-tile-nth =
    La tirada elige la { $nth }.ª de esas { $count } losetas de color { $colour }, contando desde la izquierda.
    Escribe su código: coste, edificios como b + fila de mejora (1 = la de arriba), tenderetes como mercancía + valor, p. ej. `9 b1 b3 seda2` (coste 9, edificios de las filas 1 y 3 y un tenderete de seda de valor 2). Si al final no está, escribe `ninguna`.
rajas-ask-quarry-tile =
    ¿Qué loseta de color { $colour } compra el jugador virtual? Mira las losetas de color { $colour } de encima de las pilas de la Cantera: se queda la más cara que cueste como máximo { $high } (sus dados de color { $colour } valen 6 cada uno); si empatan, la de la pila más a la izquierda.
    Escribe su código: coste, edificios como b + fila de mejora (1 = la de arriba), tenderetes como mercancía + valor, p. ej. `9 b1 b3 seda2`. Si no hay ninguna, escribe `ninguna`.
rajas-no-tile = { $who } no encuentra ninguna loseta de color { $colour } con coste de { $low } a { $high }.
rajas-tile-bought =
    { $who } compra la loseta { $tile }: { $fame ->
        [one] 1 punto
       *[other] { $fame } puntos
    } de gloria por sus edificios y { $money ->
        [one] 1 rupia
       *[other] { $money } rupias
    } por sus tenderetes.
rajas-ask-building-fame = ¿Cuánta gloria da un edificio de la fila { $track } (contando desde arriba) en el nivel { $level }? Mira esa fila de mejora en un tablero de jugador y escribe la gloria impresa en el nivel { $level }.

## Mercado

rajas-ask-market-best = La casilla de surtido variado del Mercado está ocupada. ¿Qué casilla libre de mercancía de un solo tipo le da más dinero al rival? Tiene tenderetes de { $goods }.
rajas-ask-market-pays-more = El jugador virtual tiene el mismo número de losetas con tenderete de { $goods }. ¿Cuál de esas casillas de mercancía de un solo tipo le daría más dinero?
rajas-goods-order = { $who } probará las casillas de las mercancías empatadas en este orden: { $goods }.
rajas-ask-market-income = ¿Cuánto dinero le da { $space } al rival? Sus tenderetes (mercancía y valor): { $markets }. Cuéntalo como indica esa casilla y escribe la cantidad.

## Puerto y río

rajas-roll-steps =
    { $by ->
        [bot] El bot saca
       *[player] Has sacado
    } un { $face } en el dado decisorio para las casillas de río.
rajas-steps =
    { $who } avanzará { $steps ->
        [one] 1 casilla
       *[other] { $steps } casillas
    } de río (ha salido un { $face }).
rajas-steps-turned =
    { $who } avanzará { $steps ->
        [one] 1 casilla
       *[other] { $steps } casillas
    } de río: ha salido un { $face }, mayor que 3, y se gira el dado a su cara opuesta.
rajas-boat =
    { $who } avanza su barco { $steps ->
        [one] 1 casilla
       *[other] { $steps } casillas
    } hasta la casilla { $boat } del río y recibe su bonificación.
rajas-river-at-end = { $who } ya tiene el barco al final del río (casilla { $boat }): no avanza.
rajas-river-loop = { $who } recorre el río en ciclo: tras la casilla { $length } sigue desde la casilla 1.
rajas-ask-river-length = ¿Cuántas casillas tiene el río? Cuenta desde la primera casilla después de la salida de los barcos hasta la última y escribe el número.
rajas-ask-river-bonus = ¿Qué bonificación muestra la casilla { $space } del río (contando desde la primera después de la salida)? Escríbela: `dinero 3`, `gloria 2`, `karma 2`, `dados 2`, `dados karma`, `lacayo`, `mejora`, unidas con `+` (p. ej. `gloria 2 + dados 1`), o `ninguna`.

## Verandas y Terraza

rajas-roll-terrace =
    { $by ->
        [bot] El bot saca
       *[player] Has sacado
    } un { $face } para la Terraza: solo con un 6 coge 2 rupias en lugar de un dado.
rajas-terrace-only-reroll = { $who } encuentra ocupadas todas las casillas de dados de la Terraza: coge la casilla de relanzar por 2 rupias.
rajas-no-reroll = { $who } coge 2 rupias allí y no relanza sus dados.

## Marcadores y final

rajas-ask-track = ¿Qué casillas de bonificación tiene { $track }? Escribe cada una como `casilla bonificación`, separadas por `;`, p. ej. `5 lacayo; 12 mejora; 20 río 1` (bonificaciones: dinero N, gloria N, karma N, dados N, dados karma, lacayo, mejora, río N), o `ninguna`.
rajas-ask-meet-sum = ¿Dónde se encuentran los indicadores de gloria y de dinero de un jugador? Avanzan uno hacia el otro alrededor del tablero: en la casilla donde coincidirían, suma su número de gloria y su número de dinero y escribe el total (p. ej. 58).
rajas-ask-first-money = El jugador virtual es el jugador inicial, así que empieza con el dinero del primer jugador. ¿En qué casilla del marcador de rupias empieza su indicador?
rajas-ask-human-met = Ha terminado la ronda { $round }. ¿Se han encontrado o cruzado tus indicadores de gloria y de dinero?
rajas-ask-human-worker = ¿Con cuál de tus lacayos de la ronda { $round } se encontraron tus indicadores? Escribe su número: 1 si fue tu primera colocación de la ronda, 2 si fue la segunda, etc.
rajas-ask-human-fame = Puntuación final: ¿en qué casilla del marcador de gloria está tu indicador?
rajas-ask-human-money = ¿Y en qué casilla del marcador de rupias está tu indicador de dinero?
rajas-ask-end-now = ¿Terminamos la partida ahora y la puntuamos tal como están los indicadores? Te preguntaré tu gloria y tu dinero.
rajas-end-cancelled = La partida continúa.
rajas-standing =
    { $seat ->
        [0] Tú: gloria { $fame }, dinero { $money }, { $met ->
            [yes] puntuación { $distance }.
           *[no] los indicadores no se han encontrado (a { $apart } casillas).
        }
       *[other] { $who }: gloria { $fame }, dinero { $money }, { $met ->
            [yes] puntuación { $distance }.
           *[no] los indicadores no se han encontrado (a { $apart } casillas).
        }
    }
rajas-ended-by =
    { $seat ->
        [0] Acabaste la partida con tu { $worker ->
            [1] 1.er
            [3] 3.er
           *[other] { $worker }.º
        } lacayo de la ronda { $round }.
       *[other] { $who } acabó la partida con su { $worker ->
            [1] 1.er
            [3] 3.er
           *[other] { $worker }.º
        } lacayo de la ronda { $round }.
    }
rajas-winner =
    { $count ->
        [one] Ganador: { $winners }, con una puntuación de { $distance } (la mayor distancia entre los indicadores de gloria y de dinero cruzados, contando 1 desde la casilla en que se encuentran).
       *[other] Ganadores empatados: { $winners }, con una puntuación de { $distance } cada uno (la mayor distancia entre los indicadores de gloria y de dinero cruzados, contando 1 desde la casilla en que se encuentran).
    }
rajas-no-winner = Ningún jugador ha hecho coincidir sus indicadores de gloria y de dinero: no hay ganador.

## Códigos que escribe el jugador

rajas-code-bad-tile = «{ $code }» no es un código de loseta. Escribe coste, edificios como b + fila de mejora (1 = la de arriba) y tenderetes como mercancía + valor, p. ej. `9 b1 b3 seda2` (con el color delante si se pide: `naranja 9 b1 b3 seda2`), o `ninguna`.
rajas-code-bad-bonus = «{ $code }» no es un código de bonificación. Usa `dinero 3`, `gloria 2`, `karma 2`, `dados 2`, `dados karma`, `lacayo`, `mejora`, `río 1`, unidas con `+` (p. ej. `dinero 2 + río 1`), o `ninguna`.
rajas-code-bad-track = «{ $code }» no es un código de marcador. Escribe `casilla bonificación` para cada casilla con bonificación, separadas por `;`, p. ej. `5 lacayo; 12 mejora; 20 río 1`, o `ninguna`.
rajas-code-cost-range = Esa loseta cuesta { $cost }, pero la regla busca una con coste de { $low } a { $high }. Revisa la loseta o escribe `ninguna`.
rajas-code-no-colour = ¿De qué color es esa loseta? Pon el color delante, p. ej. `naranja { $code }`.
rajas-code-wrong-colour = «{ $code }» indica otro color, pero la regla pedía una loseta de color { $colour }.
rajas-code-river-in-river = «{ $code }»: una casilla del río no puede dar avances en el río. Escribe sus otras bonificaciones o `ninguna`.
rajas-code-colour-not-allowed = Ese color no sirve: el jugador virtual solo puede pagar con un dado que tenga, así que la loseta debe ser de uno de estos colores: { $colours }.
rajas-code-good-not-allowed = Esa loseta no tiene tenderete de la mercancía que busca el jugador virtual: { $goods }.

## Opciones de /rajas new

rajas-option-bad = «{ $value }» no vale para { $option }: usa { $allowed }.
rajas-option-unknown = Opción desconocida: «{ $option }». Opciones: variant=beck|cherey, dummies=1..3, handicap=N, dice=bot|player, navaratna, ganga, seed=N.
rajas-option-beck-only = { $option } solo sirve para la variante de Beck: añade variant=beck.
rajas-game-over = Esta partida ha terminado. /rajas new empieza otra.

## Datos del tablero (/rajas board)

rajas-board-unknown-fact = No conozco el dato del tablero «{ $fact }». Datos posibles: { $facts }.
rajas-board-bad-value = { $fact } necesita ahí un número entero de { $low } a { $high }.
rajas-board-corrected = Dato del tablero guardado: { $fact } { $value }.
rajas-board-empty = Aún no se conoce ningún dato del tablero: pregunto cada uno la primera vez que hace falta.
rajas-board-line = { $line }

## Estado (/rajas status)

rajas-status-round =
    { $variant ->
        [beck] Jugadores ficticios de Beck
       *[cherey] Jugador virtual de Cherey
    } · ronda { $round } · { $phase ->
        [setup] preparación
        [over] la partida ha terminado
       *[play] siguiente turno: { $next }
    }
rajas-status-automaton =
    { $who } (puesto { $seat }): gloria { $fame }, dinero { $money }
    Lacayos: { $workers } de { $workers_total } disponibles · barco { $boat ->
        [0] en la salida del río
       *[other] en la casilla { $boat } del río
    }
    Dados ({ $dice }): naranja { $orange }, morado { $purple }, verde { $green }, azul { $blue }
    Niveles de los edificios (de arriba abajo): { $upgrades }
    Losetas ({ $tiles }): { $tile_list }
    Lacayos colocados esta ronda: { $placed }
rajas-status-over = La partida ha terminado. Ganador(es): { $winners }

rajas-help =
    /rajas new [variant=beck|cherey] [dummies=1..3] [handicap=N] [dice=bot|player] [navaratna] [ganga] [seed=N] — empieza una partida (dummies y handicap son para la variante de Beck)
    /rajas turn — el siguiente turno del rival (o vuelve a mostrar la pregunta abierta)
    /rajas status — dados, dinero, gloria, lacayos, barco, edificios y losetas de cada rival, y a quién le toca
    /rajas log — todas las decisiones hasta ahora, cada una con su regla
    /rajas board [dato valor…] — muestra los datos del tablero o corrige uno: river-length N, river N bonificación, fame-track …, money-track …, meet N, building FILA NIVEL GLORIA
    /rajas taken CASILLA — avisa de una casilla que has ocupado esta ronda, p. ej. terrace-orange, quarry, chamber-3
    /rajas undo — deshace el último paso
    /rajas end — termina la partida ahora y la puntúa
