# Rajas of the Ganges: explicaciones, preguntas y palabras del rival automático (español). La
# capa de chat escribe "[REGLA] " delante de cada línea de evento. Los términos (colores,
# casillas, quién…) son mensajes normales que llegan como parámetros.
#
# Glosario y sus fuentes:
# - Título: «Rajas of the Ganges», el de la edición española de Devir (2018), que conserva el
#   título original (reseñas de Llops de Taula y La Gaceta de los Tableros).
# - La variante en solitario de Cherey (2019), en español: el texto semilla 000 («Ganges
#   Variante en solitario»). De ella salen jugador virtual, dado decisorio, lacayo, loseta
#   (de provincia), tenderete, acciones palaciegas, Cantera, Mercado (surtido variado /
#   mercancía de un solo tipo), Puerto, Verandas, Terraza, Mirador, estatua de Kali, ficha de
#   producción, marcador de gloria / de rupias, prioridad de colores (naranja > morado > verde >
#   azul) y de mercancías (seda > té > especias).
# - Los jugadores ficticios de Beck (texto semilla 002, en inglés: «dummy players»), con las
#   mismas palabras; «hándicap» para su ventaja inicial.
# - Un «marcador» es el recorrido (marcador de gloria, marcador de rupias); un «indicador» es la
#   ficha que avanza en él. Los nombres de las acciones palaciegas (Gran Mogol, Bailarina,
#   Yogui, Raja Man Singh, Maestro constructor, Portugués) son los personajes del tablero.

## Palabras que llegan como parámetros

rajas-colour-orange = naranja
    .f = naranja
    .pl = naranjas
rajas-colour-purple = morado
    .f = morada
    .pl = morados
rajas-colour-green = verde
    .f = verde
    .pl = verdes
rajas-colour-blue = azul
    .f = azul
    .pl = azules

rajas-good-silk = seda
rajas-good-tea = té
rajas-good-spices = especias

# Con artículo y preposición, para la frase: «va al Puerto», «la casilla más barata de la Cantera».
rajas-area-chambers = Acciones palaciegas
    .the = las Acciones palaciegas
    .to = a las Acciones palaciegas
    .of = de las Acciones palaciegas
    .in = en las Acciones palaciegas
rajas-area-quarry = Cantera
    .the = la Cantera
    .to = a la Cantera
    .of = de la Cantera
    .in = en la Cantera
rajas-area-market = Mercado
    .the = el Mercado
    .to = al Mercado
    .of = del Mercado
    .in = en el Mercado
rajas-area-harbor = Puerto
    .the = el Puerto
    .to = al Puerto
    .of = del Puerto
    .in = en el Puerto
rajas-area-balconies = Verandas
    .the = las Verandas
    .to = a las Verandas
    .of = de las Verandas
    .in = en las Verandas
rajas-area-terrace = Terraza
    .the = la Terraza
    .to = a la Terraza
    .of = de la Terraza
    .in = en la Terraza

rajas-space-chamber-1 = la acción palaciega 1 (Gran Mogol)
rajas-space-chamber-2 = la acción palaciega 2 (Bailarina)
rajas-space-chamber-3 = la acción palaciega 3 (Yogui)
rajas-space-chamber-4 = la acción palaciega 4 (Raja Man Singh)
rajas-space-chamber-5 = la acción palaciega 5 (Maestro constructor)
rajas-space-chamber-6 = la acción palaciega 6 (Portugués)
rajas-space-quarry = la Cantera
rajas-space-market-variety = la casilla de surtido variado del Mercado (sin dado)
rajas-space-market-silk = la casilla de seda del Mercado
rajas-space-market-tea = la casilla de té del Mercado
rajas-space-market-spices = la casilla de especias del Mercado
rajas-space-harbor = el Puerto
rajas-space-balcony-orange = la veranda naranja (1 dado naranja → 2 morados)
rajas-space-balcony-green = la veranda verde (1 dado verde → 2 azules)
rajas-space-balcony-purple = la veranda morada (1 dado morado → 2 verdes)
rajas-space-balcony-blue = la veranda azul (1 dado azul → 2 naranjas)
rajas-space-terrace-orange = la casilla naranja de la Terraza
rajas-space-terrace-purple = la casilla morada de la Terraza
rajas-space-terrace-green = la casilla verde de la Terraza
rajas-space-terrace-blue = la casilla azul de la Terraza
rajas-space-terrace-reroll = el Mirador (la casilla de relanzar o de 2 rupias de la Terraza)

rajas-tier-one = un color del que tiene exactamente un dado
rajas-tier-none = un color del que no tiene ningún dado
rajas-tier-fewest = el color del que tiene menos dados
rajas-tier-many = un color del que tiene más de 2 dados
rajas-tier-pair = un color del que tiene un par exacto
rajas-tier-most = el color del que tiene más dados
rajas-tier-most-payable = el color del que tiene más dados entre los que tienen una loseta que puede pagar
rajas-tier-most-unpaired = el color del que tiene más dados sin deshacer un par
rajas-tier-track-three = un edificio con la mejora en nivel 3
rajas-tier-track-two = un edificio con la mejora en nivel 2

rajas-track-fame = el marcador de gloria
    .of = del marcador de gloria
rajas-track-money = el marcador de rupias
    .of = del marcador de rupias

rajas-who-you = Tú
    .lower = tú
    .of = tuyo
    .to = a ti
rajas-who-automa = El jugador virtual
    .lower = el jugador virtual
    .of = del jugador virtual
    .to = al jugador virtual
rajas-who-dummy-1 = El jugador ficticio 1
    .lower = el jugador ficticio 1
    .of = del jugador ficticio 1
    .to = al jugador ficticio 1
rajas-who-dummy-2 = El jugador ficticio 2
    .lower = el jugador ficticio 2
    .of = del jugador ficticio 2
    .to = al jugador ficticio 2
rajas-who-dummy-3 = El jugador ficticio 3
    .lower = el jugador ficticio 3
    .of = del jugador ficticio 3
    .to = al jugador ficticio 3
# Solo en la lista de ganadores, tras «para» («La victoria es para ti»).
rajas-name-you = ti
rajas-name-automa = el jugador virtual

rajas-automa-cherey = el jugador virtual
    .of = del jugador virtual
rajas-automa-beck = los jugadores ficticios
    .of = de los jugadores ficticios

rajas-why-tile = qué loseta compra
rajas-why-replace = qué loseta reemplaza
rajas-why-market = qué casilla del Mercado ocupa

rajas-quick-none = ninguna
rajas-quick-no-tile = no hay ninguna
rajas-quick-taken = ocupada
rajas-quick-none-taken = ninguna: todas libres
rajas-quick-only = solo { $space }
rajas-quick-all-taken = todas ocupadas

rajas-numbered = { $n }) { $space }
rajas-colour-limit = { $colour } ({ $dice ->
        [one] 1 dado
       *[other] { $dice } dados
    }: hasta { $high })

## Códigos, con las palabras que escribe el jugador

rajas-code-none = ninguna
rajas-code-money = dinero
rajas-code-fame = gloria
rajas-code-karma = karma
rajas-code-dice = dados
rajas-code-worker = lacayo
rajas-code-upgrade = mejora
rajas-code-river = río
rajas-code-market = { $good }{ $value }
# Una loseta: su color concuerda con «loseta» (`morada 9 b1 seda2`).
rajas-code-tile-colour = { $colour-f }
rajas-code-area-chamber = palacio
rajas-code-area-quarry = cantera
rajas-code-area-market = mercado
rajas-code-area-harbor = puerto
rajas-code-area-balcony = veranda
rajas-code-area-terrace = terraza
rajas-code-variety = variado
rajas-code-reroll = mirador
rajas-code-space = { $kind ->
        [none] { $area }
        [colour] { $area }-{ $which-f }
       *[other] { $area }-{ $which }
    }

## Preparación

rajas-setup-beck =
    Variante de Beck: { $dummies ->
        [one] un jugador ficticio
       *[other] { $dummies } jugadores ficticios
    }. Tú eres siempre el jugador inicial: coge el elefante.
rajas-setup-dummy = { $who }: un dado de cada color, 3 lacayos disponibles (otros 3 en las casillas de bonificación de los marcadores), el barco en la salida del río, todos los edificios en nivel 2, 0 de gloria y { $money ->
        [one] 1 rupia
       *[other] { $money } rupias
    }.
rajas-handicap =
    Hándicap: { $who-lower } avanza su indicador de gloria { $fame ->
        [one] 1 casilla
       *[other] { $fame } casillas
    } y su indicador de rupias { $money ->
        [one] 1 casilla
       *[other] { $money } casillas
    }, y recibe todas las bonificaciones por las que pasa.
rajas-roll-first-player =
    { $by ->
        [bot] El bot saca
       *[player] Has sacado
    } un { $face } en el dado decisorio para el jugador inicial: si es par, empiezas tú; si es impar, el jugador virtual.
rajas-roll-first-player-ask = Tira el dado decisorio para el jugador inicial de la ronda 1: con un resultado par (2, 4, 6) empiezas tú; con uno impar (1, 3, 5), el jugador virtual. Escribe el número que ha salido.
rajas-first-player =
    { $seat ->
        [0] El { $face } es par: empiezas tú la ronda 1.
       *[other] El { $face } es impar: { $who-lower } empieza la ronda 1.
    }
rajas-setup-cherey = Variante de Cherey: el jugador virtual tiene un dado de cada color, colocados sobre su estatua de Kali (no alrededor) y que nunca se lanzan; su karma siempre está al máximo y tiene { $money ->
        [one] 1 rupia
       *[other] { $money } rupias
    }.
rajas-ask-first-money = El jugador virtual es el jugador inicial, así que empieza con el dinero del primer jugador. ¿En qué casilla del marcador de rupias empieza su indicador?
rajas-ask-reuse-profile = ¿Usamos los datos del tablero de la última partida de este canal: { $facts }? (Si respondes n, te iré preguntando cada uno cuando haga falta.)
rajas-profile-reused = Se reutilizan los datos del tablero de la última partida. /rajas board los muestra y permite corregirlos.
rajas-known-river =
    { $length ->
        [0] las bonificaciones del río ({ $count ->
            [one] 1 conocida
           *[other] { $count } conocidas
        })
       *[other] el río ({ $length ->
            [one] 1 casilla
           *[other] { $length } casillas
        }, { $count ->
            [one] 1 bonificación conocida
           *[other] { $count } bonificaciones conocidas
        })
    }
rajas-known-track = las casillas de bonificación { $track-of }
rajas-known-meet = dónde se encuentran los indicadores ({ $sum })
rajas-known-building = la gloria de los edificios

## Rondas y turnos

rajas-round-start =
    { $seat ->
        [0] Empieza la ronda { $round } y vuelven todos los lacayos: empiezas tú.
       *[other] Empieza la ronda { $round } y vuelven todos los lacayos: empieza { $who-lower }.
    }
rajas-next =
    { $seat ->
        [0] Te toca jugar en el tablero. Después escribe /rajas turn para el turno { $automa-of }; si añades la casilla que has ocupado (p. ej. /rajas turn terraza-naranja), no tendré que preguntarte por el tablero.
       *[other] Siguiente: { $who-lower } (escribe /rajas turn).
    }
rajas-next-round-end = { $variant ->
        [beck] Los jugadores ficticios no tienen más lacayos esta ronda: coloca los lacayos que te queden y escribe /rajas turn para terminar la ronda { $round }.
       *[other] El jugador virtual no tiene más lacayos esta ronda: coloca los lacayos que te queden y escribe /rajas turn para terminar la ronda { $round }.
    }
rajas-turn-start =
    Turno { $who-of }: ronda { $round }, con su { $worker ->
        [1] 1.er
        [3] 3.er
       *[other] { $worker }.º
    } lacayo.
rajas-skip = { $who } no tiene lacayos disponibles: se salta este turno.
rajas-passes-round = { $who } no puede colocar ningún lacayo y las casillas solo se van ocupando durante la ronda: pasa hasta el final de esta ronda.
rajas-starts-next-round = { $who } ha cogido al Gran Mogol: será el jugador inicial de la próxima ronda.
rajas-ask-round-end = { $variant ->
        [beck] Los jugadores ficticios han colocado todos sus lacayos.
       *[other] El jugador virtual ha colocado todos sus lacayos.
    } Coloca los lacayos que te queden y, cuando termine la ronda { $round }, dime cómo ha acabado.
rajas-round-over = La ronda ha terminado.
rajas-round-met = La ronda ha terminado y mis indicadores de gloria y de rupias se han encontrado o cruzado.
rajas-round-mogul = La ronda ha terminado y he cogido la acción palaciega 1 (Gran Mogol): empiezo yo la siguiente.
rajas-round-not-yet = Todavía no: me quedan lacayos por colocar.
rajas-placed-none = Anotado: no has colocado ningún lacayo en este turno.
rajas-question-waits = La pregunta abierta queda en espera: si la partida sigue, se vuelve a hacer; si termina, no se juega el turno que esperaba la respuesta.
# Said by /end in games stored before the open question waited (their logs and transcripts).
rajas-question-dropped = Se descarta la pregunta que estaba abierta y no se juega el turno que esperaba la respuesta.

## Elección del área

rajas-roll-area =
    { $by ->
        [bot] El bot saca
       *[player] Has sacado
    } un { $face } en el dado decisorio para el área (1 Acciones palaciegas, 2 Cantera, 3 Mercado, 4 Puerto, 5 Verandas, 6 Terraza).
rajas-roll-area-ask = Tira el dado decisorio para el área a la que va { $who-lower }: 1 Acciones palaciegas, 2 Cantera, 3 Mercado, 4 Puerto, 5 Verandas, 6 Terraza. Escribe el número que ha salido.
rajas-area = { $who } va { $area-to }.
rajas-v6-quarry = { $who } tiene { $dice ->
        [one] 1 dado
       *[other] { $dice } dados
    } (5 o más), así que el { $face } lo manda a la Cantera, como si hubiera salido un 2.
rajas-reroll = { $who } no puede ir { $area-to }: se vuelve a tirar.
rajas-area-still-invalid = { $who } ya ha visto en este turno que no puede ir { $area-to }: se vuelve a tirar.
rajas-next-value = { $who } no puede actuar allí: pasa al valor siguiente, { $area-the }.
rajas-redirect = { $who } va en su lugar { $area-to }, como indica la regla.
rajas-no-valid-area = { $who } no encuentra ningún área válida: no puede colocar lacayo en este turno.
rajas-no-dice-terrace = { $who } no tiene dados: debe ir a la Terraza a por un dado (primero la casilla naranja, luego la morada, la verde y la azul).
rajas-invalid-no-dice = { $who } no tiene dados para pagar aquí: no es válida.
rajas-invalid-full = { $who } no encuentra ninguna casilla libre { $area-in }: no puede ir allí.
rajas-invalid-no-market = { $who } no tiene tenderetes en sus losetas: el Mercado no es válido.
rajas-invalid-no-tile = { $who } no encuentra ninguna loseta que pueda pagar en los colores de los que tiene dados ({ $colours }): la Cantera no es válida.
rajas-invalid-river-end = { $who } tiene el barco al final del río (casilla { $boat }): el Puerto no es válido.
rajas-too-many-dice = { $who } tiene { $dice ->
        [one] 1 dado
       *[other] { $dice } dados
    } (6 o más): las Verandas no son válidas y va a la Cantera en su lugar.
rajas-too-many-dice-lookout = { $who } tiene { $dice ->
        [one] 1 dado
       *[other] { $dice } dados
    } (6 o más): no coge dado en la Terraza, sino que va al Mirador y solo gana 2 rupias.

## Casillas del tablero

rajas-ask-free = { $shared ->
        [yes] Mira el tablero: ¿queda alguna casilla libre en { $space }? Responde s si queda alguna, n si todas tienen un lacayo.
       *[other] Mira el tablero: ¿está libre { $space }? Responde s si lo está, n si ya hay uno de tus lacayos.
    }
rajas-ask-taken =
    Mira el tablero: ¿en cuáles de estas casillas hay uno de tus lacayos?
    { $numbered }
    Escríbelas ({ $chambers ->
        [yes] por sus números, p. ej. `2 4`
       *[other] por sus números o sus colores, p. ej. `1 3`
    }), `ninguna` si están todas libres, o `todas`.
rajas-taken-bad = «{ $value }» no nombra ninguna de las casillas por las que pregunto: escribe sus números, `ninguna` o `todas`.
rajas-space-taken = Ya tienes un lacayo en { $space }.
rajas-space-full = Ya no queda ninguna casilla libre en { $space }.
rajas-space-taken-by = { $by } ya tiene un lacayo en { $space } esta ronda.
rajas-place =
    { $who } coloca su { $worker ->
        [1] 1.er
        [3] 3.er
       *[other] { $worker }.º
    } lacayo en { $space }.
rajas-cheapest-space = { $who } ocupa la casilla más barata { $area-of } y no paga nada.
rajas-space-reported = Anotado: tienes un lacayo en { $space } esta ronda.
rajas-space-unknown = No conozco la casilla «{ $space }». Nómbrala así: { $spaces }.
rajas-space-automaton-there = { $who } tiene su propio lacayo en { $space } esta ronda: no puede ser tuyo.

## Colores y dados

rajas-colour-chosen = { $who } elige el { $colour }: { $tier } (tiene { $have }).
rajas-tie-priority = Empate entre { $options }: la prioridad de colores (naranja > morado > verde > azul) elige el { $chosen }.
rajas-gain-dice =
    { $who } coge { $count ->
        [one] un dado { $colour }
       *[other] { $count } dados { $colour-pl }
    } (ahora tiene { $have } de ese color).
rajas-spend-dice =
    { $who } gasta { $count ->
        [one] un dado { $colour }
       *[other] { $count } dados { $colour-pl }
    } ({ $have ->
        [0] no le queda ninguno de ese color
        [one] le queda 1 de ese color
       *[other] le quedan { $have } de ese color
    }).
rajas-karma-dice = { $who } coge { $count ->
        [one] un dado
       *[other] { $count } dados
    }: «tantos dados como karma», y siempre cuenta con karma 3.
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
    } (rupias: { $total }).
rajas-gain-fame =
    { $who } gana { $amount ->
        [one] 1 punto
       *[other] { $amount } puntos
    } de gloria (gloria: { $total }).
rajas-gain-worker = { $who } gana un lacayo ({ $total } en total).
rajas-worker-none-left = { $who } ya tiene los 6 lacayos: no gana ninguno más.
rajas-track-bonus = { $who } alcanza la casilla { $space } { $track-of }, que tiene bonificación: { $bonus }.
rajas-upgrade = { $who } mejora el edificio de la fila { $track } (contando desde arriba) al nivel { $level }.
rajas-upgrade-none = { $who } tiene todos los edificios en nivel 4: no hay mejora.
rajas-markers-met = { $who }: sus indicadores de gloria ({ $fame }) y de rupias ({ $money }) se han encontrado. La partida acaba al terminar esta ronda.

## Acciones palaciegas

rajas-roll-room =
    { $by ->
        [bot] El bot saca
       *[player] Has sacado
    } un { $face } en el dado decisorio para la acción palaciega.
rajas-roll-room-ask = Tira el dado decisorio para la acción palaciega { $who-of }: 1 Gran Mogol, 2 Bailarina, 3 Yogui, 4 Raja Man Singh, 5 Maestro constructor, 6 Portugués. Escribe el número que ha salido.
rajas-room-still-invalid = { $who } ya ha visto que la acción palaciega { $room } no es válida: se vuelve a tirar.
rajas-next-room = { $who } no puede ocuparla: pasa a la acción palaciega { $room }.
rajas-chambers-none-valid = { $who } no encuentra ninguna acción palaciega libre y válida.
rajas-room5-no-marketless = { $who } no tiene ninguna loseta sin tenderete: la acción palaciega 5 (Maestro constructor) no es válida.
rajas-c5-one-die = { $who } solo tiene un dado, y el Maestro constructor gasta dos —el dado que cuesta la acción palaciega y exactamente uno más por la loseta nueva—: la acción palaciega 5 no es válida.
rajas-room6-invalid = { $who } tiene el barco en la casilla { $boat } de { $length } y no puede avanzar 6 casillas más: la acción palaciega 6 no es válida.
rajas-ask-yield =
    { $full ->
        [yes] Si la acción palaciega 2 (Bailarina) está libre, { $who-lower } la ocupa y recibe una ficha de producción: roba la ficha que le toca y escribe su bonificación; si la acción está ocupada, escribe `ocupada`.
       *[other] { $who } recibe una ficha de producción: róbala y escribe su bonificación.
    }
    Bonificaciones: `dinero 3`, `gloria 2`, `karma 2`, `dados 2`, `dados karma`, `lacayo`, `mejora`, `río 1`, unidas con `+` (p. ej. `dados 1 + dinero 2`), o `ninguna`.
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
    Escribe su código empezando por el color: color, coste, edificios como b + fila de mejora (1 = la de arriba), tenderetes como mercancía + valor, p. ej. `naranja 9 b1 té2`. Si no hay ninguna así, escribe `ninguna`{ $full ->
        [yes] ; si la acción palaciega 5 está ocupada, `ocupada`.
       *[other] .
    }
rajas-no-tile-c5 = { $who } no puede usar el Maestro constructor: no hay ninguna loseta así.
rajas-c5-no-band = { $who } reemplazaría { $tile } (coste { $cost }), su loseta más cara sin tenderete: un dado más que el par que le costó llegaría a losetas de 13 a 18, y un jugador ficticio nunca gasta más de un par en una loseta, así que el Maestro constructor no es válido.
rajas-ask-c5-tiles =
    Maestro constructor: { $who-lower } reemplaza { $old } por una loseta de color { $colour } con coste de { $low } a { $high }. Mira las losetas de color { $colour } de encima de las pilas de la Cantera y escribe el código de cada una que cueste de { $low } a { $high }, de izquierda a derecha y separadas por comas: coste, edificios como b + fila de mejora (1 = la de arriba), tenderetes como mercancía + valor, p. ej. `9 b1, 11 b3 té2`. Si no hay ninguna, escribe `ninguna`{ $full ->
        [yes] ; si la acción palaciega 5 está ocupada, `ocupada`.
       *[other] .
    }
rajas-tile-returned = { $who } devuelve la loseta que reemplaza: { $tile }.

## Cantera y losetas

rajas-quarry-ranking = { $who } ordena sus colores por los dados que tiene: { $ranking }. Compra en el primero de ellos que tenga una loseta que pueda pagar.
rajas-ask-quarry-tile =
    ¿Qué loseta compra el jugador virtual? Mira las losetas de encima de las pilas de la Cantera. { $count ->
        [one] Puede pagar: { $ranking }.
       *[other] Busca, en este orden, un color con una loseta que pueda pagar: { $ranking }.
    } En el primer color que la tenga, se queda la más cara que pueda pagar (si empatan, la de la pila más a la izquierda).
    Escribe su código empezando por el color: color, coste, edificios como b + fila de mejora (1 = la de arriba), tenderetes como mercancía + valor, p. ej. `morada 9 b1 b3 seda2`. Si ningún color tiene una, escribe `ninguna`{ $full ->
        [yes] ; si todas las casillas de la Cantera están ocupadas, `ocupada`.
       *[other] .
    }
rajas-quarry-passed = Según tu respuesta, no hay losetas de { $colours } que { $who-lower } pueda pagar: pasa al color siguiente.
rajas-ask-quarry-tiles =
    ¿Qué losetas de color { $colour } puede comprar { $who-lower }? Mira las losetas de color { $colour } de encima de las pilas de la Cantera y escribe el código de cada una que cueste de { $low } a { $high }, de izquierda a derecha y separadas por comas: coste, edificios como b + fila de mejora (1 = la de arriba), tenderetes como mercancía + valor, p. ej. `9 b1, 4 té2`. El bot elige una. Si no hay ninguna, escribe `ninguna`{ $full ->
        [yes] ; si todas las casillas de la Cantera están ocupadas, `ocupada`.
       *[other] .
    }
rajas-no-tile = No hay ninguna loseta de color { $colour } con coste de { $low } a { $high } para { $who-lower }.
rajas-one-die-instead = Ninguna loseta de color { $colour } cuesta de 7 a 10, así que { $who-lower } gasta un solo dado en una que cueste hasta 6.
rajas-tile-bought =
    { $who } compra la loseta { $tile }: { $fame ->
        [one] 1 punto
       *[other] { $fame } puntos
    } de gloria por sus edificios y { $money ->
        [one] 1 rupia
       *[other] { $money } rupias
    } por sus tenderetes.
rajas-ask-building-fame = ¿Cuánta gloria da cada edificio en cada nivel? Mira las cuatro filas de edificios de un tablero de jugador y escribe, para cada fila de arriba abajo, la gloria impresa en los niveles 2, 3 y 4: doce números, p. ej. `1 2 3; 1 2 3; 2 3 4; 2 3 4`.

## Mercado

rajas-market-pays = { $who } cobra { $amount ->
        [one] 1 rupia
       *[other] { $amount } rupias
    } en { $space } por sus tenderetes ({ $markets }).
rajas-market-best = La casilla libre que más le da { $who-to } es { $space } ({ $amount ->
        [one] 1 rupia
       *[other] { $amount } rupias
    }).
rajas-goods-order = { $who } tiene el mismo número de losetas de estas mercancías; va primero la casilla que más le da: { $goods }.

## Puerto y río

rajas-roll-steps =
    { $by ->
        [bot] El bot saca
       *[player] Has sacado
    } un { $face } en el dado decisorio para las casillas de río.
rajas-roll-steps-ask = Tira el dado decisorio para las casillas de río { $who-of }. Escribe el número que ha salido: el bot lo convierte en casillas según la regla.
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
rajas-roll-terrace-ask = Tira el dado decisorio para { $who-lower } en la Terraza: del 1 al 5 coge un dado; con un 6 coge 2 rupias en el Mirador. Escribe el número que ha salido.
rajas-terrace-only-reroll = { $who } encuentra ocupadas todas las casillas de dados de la Terraza: ocupa el Mirador por 2 rupias.
rajas-no-reroll = { $who } coge allí 2 rupias y no relanza sus dados.

## Marcadores y final

rajas-ask-track = ¿Qué casillas de bonificación tiene { $track }? Escribe cada una como `casilla bonificación`, separadas por `;`, p. ej. `5 lacayo; 12 mejora; 20 río 1` (bonificaciones: dinero N, gloria N, karma N, dados N, dados karma, lacayo, mejora, río N), o `ninguna`.
rajas-ask-meet-sum = ¿Dónde se encuentran los indicadores de gloria y de rupias de un jugador? Avanzan uno hacia el otro alrededor del tablero: en la casilla donde coincidirían, suma su número de gloria y su número de rupias y escribe el total (p. ej. 58).
rajas-ask-human-worker = ¿Con cuál de tus lacayos de la ronda { $round } se han encontrado tus indicadores? Escribe su número: 1 si ha sido tu primera colocación de la ronda, 2 si ha sido la segunda, etc.
rajas-ask-human-score = Puntuación final: escribe la casilla de tu indicador de gloria y luego la de tu indicador de rupias, p. ej. `34 27`.
rajas-score-bad = «{ $value }» no son dos números: escribe tu gloria y luego tus rupias, p. ej. `34 27`.
rajas-score-not-met = Si tus indicadores se han encontrado, gloria y rupias suman al menos { $least }: revisa «{ $value }».
rajas-ask-end-now = ¿Terminamos la partida ahora y la puntuamos tal como están los indicadores? Te preguntaré tu gloria y tus rupias.
rajas-end-cancelled = La partida continúa.
rajas-standing =
    { $seat ->
        [0] Tú: gloria { $fame }, rupias { $money }, { $met ->
            [yes] puntuación { $distance }.
           *[no] tus indicadores no se han encontrado (a { $apart ->
                [one] 1 casilla
               *[other] { $apart } casillas
            } de distancia).
        }
       *[other] { $who }: gloria { $fame }, rupias { $money }, { $met ->
            [yes] puntuación { $distance }.
           *[no] sus indicadores no se han encontrado (a { $apart ->
                [one] 1 casilla
               *[other] { $apart } casillas
            } de distancia).
        }
    }
rajas-ended-by =
    { $seat ->
        [0] Has acabado la partida con tu { $worker ->
            [1] 1.er
            [3] 3.er
           *[other] { $worker }.º
        } lacayo de la ronda { $round }.
       *[other] { $who } ha acabado la partida con su { $worker ->
            [1] 1.er
            [3] 3.er
           *[other] { $worker }.º
        } lacayo de la ronda { $round }.
    }
rajas-winner =
    { $count ->
        [one] La victoria es para { $winners }, con una puntuación de { $distance } (la mayor distancia entre los indicadores de gloria y de rupias cruzados, contando 1 desde la casilla en que se encuentran).
       *[other] Empate: la victoria es para { $winners }, con una puntuación de { $distance } cada uno (la mayor distancia entre los indicadores de gloria y de rupias cruzados, contando 1 desde la casilla en que se encuentran).
    }
rajas-no-winner = Nadie ha hecho coincidir sus indicadores de gloria y de rupias: no hay ganador.

## Códigos que escribe el jugador

rajas-code-bad-tile = «{ $code }» no es un código de loseta. Escribe coste, edificios como b + fila de mejora (1 = la de arriba) y tenderetes como mercancía + valor, p. ej. `9 b1 b3 seda2` (con el color delante si se pide: `naranja 9 b1 b3 seda2`), o `ninguna`.
rajas-code-bad-bonus = «{ $code }» no es un código de bonificación. Usa `dinero 3`, `gloria 2`, `karma 2`, `dados 2`, `dados karma`, `lacayo`, `mejora`, `río 1`, unidas con `+` (p. ej. `dinero 2 + río 1`), o `ninguna`.
rajas-code-bad-track = «{ $code }» no es un código de marcador. Escribe `casilla bonificación` para cada casilla con bonificación, separadas por `;`, p. ej. `5 lacayo; 12 mejora; 20 río 1`, o `ninguna`.
rajas-code-bad-building-fame = «{ $code }» no son doce números: para cada fila de edificios de arriba abajo, la gloria en los niveles 2, 3 y 4, p. ej. `1 2 3; 1 2 3; 2 3 4; 2 3 4`.
rajas-code-cost-range = Esa loseta cuesta { $cost }, pero la regla busca una con coste de { $low } a { $high }. Revisa la loseta o escribe `ninguna`.
rajas-code-too-dear = Esa loseta cuesta { $cost }: en { $colour }, { $who-lower } puede pagar como mucho { $high }. Revisa la loseta o escribe `ninguna`.
rajas-code-no-colour = ¿De qué color es esa loseta? Pon el color delante, p. ej. `naranja { $code }`.
rajas-code-wrong-colour = «{ $code }» indica otro color, pero la regla pedía una loseta de color { $colour }.
rajas-code-river-in-river = «{ $code }»: una casilla del río no puede dar avances en el río. Escribe sus otras bonificaciones o `ninguna`.
rajas-code-colour-not-allowed = Ese color no sirve: la loseta debe ser de uno de estos colores: { $colours }.
rajas-code-good-not-allowed = Esa loseta no tiene tenderete de la mercancía que busca el jugador virtual: { $goods }.

## Opciones de /rajas new

rajas-option-bad = «{ $value }» no vale para { $option }: usa { $allowed }.
rajas-option-unknown = Opción desconocida: «{ $option }». Opciones: variant=beck|cherey, dummies=1..3, handicap=N, dice=bot|player, navaratna, ganga, seed=N.
rajas-option-beck-only = { $option } solo sirve para la variante de Beck: añade variant=beck.
rajas-game-over = Esta partida ha terminado. /rajas new empieza otra.

## Datos del tablero (/rajas board)

rajas-board-unknown-fact = No conozco el dato del tablero «{ $fact }». Datos: longitud N, río CASILLA BONIFICACIÓN, gloria …, rupias …, encuentro N, edificio FILA NIVEL GLORIA.
rajas-board-bad-value = { $fact } necesita ahí un número entero del { $low } al { $high }.
rajas-board-corrected = Dato del tablero guardado: { $fact }
rajas-board-empty = Aún no se conoce ningún dato del tablero: pregunto cada uno la primera vez que hace falta.
rajas-board-line = { $fact }
rajas-fact-river-length = El río tiene { $length ->
        [one] 1 casilla
       *[other] { $length } casillas
    }.
rajas-fact-river = Casilla { $space } del río: { $bonus }.
rajas-fact-track = Casillas de bonificación { $track-of }: { $bonuses }.
rajas-fact-meet = Los indicadores de gloria y de rupias se encuentran en { $sum } (gloria + rupias).
rajas-fact-building = Edificios de la fila { $track }: { $levels }.
rajas-fact-level = el nivel { $level } da { $fame } de gloria
rajas-fact-name-river-length = longitud
rajas-fact-name-river = río
rajas-fact-name-fame-track = gloria
rajas-fact-name-money-track = rupias
rajas-fact-name-meet = encuentro
rajas-fact-name-building = edificio

## Estado (/rajas status)

rajas-status-round =
    { $variant ->
        [beck] Jugadores ficticios de Beck
       *[cherey] Jugador virtual de Cherey
    } · ronda { $round } · { $phase ->
        [setup] preparación
        [over] la partida ha terminado
       *[play] { $asking ->
            [yes] hay un turno en curso que espera tu respuesta
           *[no] siguiente turno: { $next }
        }
    }
rajas-status-automaton =
    { $who } (puesto { $seat }): gloria { $fame }, rupias { $money }
    Lacayos: { $workers } de { $workers_total } disponibles · barco { $boat ->
        [0] en la salida del río
       *[other] en la casilla { $boat } del río
    }
    Dados ({ $dice }): naranja { $orange }, morado { $purple }, verde { $green }, azul { $blue }
    Niveles de los edificios (de arriba abajo): { $upgrades }
    Losetas ({ $tiles }): { $tile_list }
    Lacayos colocados esta ronda: { $placed }
rajas-status-over = La partida ha terminado. { $count ->
        [0] No hay ganador.
        [one] La victoria es para { $winners }.
       *[other] Empate: la victoria es para { $winners }.
    }

rajas-help =
    /rajas new [variant=beck|cherey] [dummies=1..3] [handicap=N] [dice=bot|player] [navaratna] [ganga] [seed=N] — empieza una partida (dummies y handicap son para la variante de Beck)
    /rajas turn [CASILLA] — el siguiente turno del rival (o vuelve a mostrar la pregunta abierta); si nombras la casilla que acabas de ocupar, p. ej. /rajas turn terraza-naranja, no tendré que preguntarte por el tablero
    /rajas status — dados, rupias, gloria, lacayos, barco, edificios y losetas de cada rival, y a quién le toca
    /rajas log — todas las decisiones hasta ahora, cada una con su regla y tus respuestas
    /rajas board [DATO VALOR] — muestra los datos del tablero o corrige uno: longitud N, río CASILLA BONIFICACIÓN, gloria …, rupias …, encuentro N, edificio FILA NIVEL GLORIA
    /rajas taken CASILLA — avisa de una casilla que has ocupado esta ronda, p. ej. terraza-naranja, cantera, palacio-3
    /rajas undo — deshace el último paso
    /rajas end — termina la partida ahora y la puntúa

## Las palabras del servicio de chat para este juego

# Su título, en el texto (un mensaje con el parámetro `game` recibe `$title`)
game-rajas = Rajas of the Ganges

# Comandos de barra de Discord (nombres: minúsculas, sin espacios, 32 caracteres como mucho; descripciones, 100 como mucho)
cmd-rajas = Rajas of the Ganges: juega contra el rival automático
cmd-name-taken = ocupado
cmd-rajas-new = Una partida nueva de Rajas of the Ganges en este canal
cmd-rajas-board = Los datos del tablero que conoce el bot; con un dato, lo corrige
cmd-rajas-taken = Indica una casilla que has ocupado en esta ronda
cmd-rajas-new-variant = Los jugadores ficticios de Beck o el jugador virtual de Cherey (por defecto)
cmd-rajas-new-dummies = Beck: cuántos jugadores ficticios (1–3)
cmd-rajas-new-dice = Quién tira el dado decisorio
cmd-rajas-new-handicap = Beck: el hándicap de los jugadores ficticios
cmd-rajas-new-navaratna = Jugar con el módulo Navaratna
cmd-rajas-new-ganga = Jugar con el módulo Ganga
cmd-rajas-new-seed = Repite una partida a partir de su semilla
cmd-rajas-board-fact = Un dato y su valor, p. ej. meet 58
cmd-rajas-taken-space = p. ej. terrace-orange, quarry, chamber-3
cmd-param-variant = variante
cmd-param-dummies = ficticios
cmd-param-handicap = desventaja
cmd-param-navaratna = navaratna
cmd-param-ganga = ganga
cmd-param-fact = dato
cmd-param-space = casilla
cmd-choice-variant-beck = Jugadores ficticios de Beck
cmd-choice-variant-cherey = Jugador virtual de Cherey
cmd-rajas-turn-space = La casilla que acabas de ocupar (p. ej. terraza-naranja), para que el bot no pregunte
cmd-rajas-odds-variant = El jugador virtual de Cherey (por defecto) o los jugadores ficticios de Beck
cmd-rajas-odds-dummies = Beck: cuántos jugadores ficticios (1–3)

# La imagen del tablero (bot/pictures)
picture-rajas-title = { $title } · ronda { $round }
picture-rajas-seat = { $who } (puesto { $seat })
picture-rajas-dice = Dados: { $dice }
picture-rajas-workers = Lacayos: { $workers }/{ $total }
picture-rajas-tracks = Gloria ↔ rupias
picture-rajas-fame = gloria { $fame }
picture-rajas-money = rupias { $money }
picture-rajas-apart = { $spaces ->
        [one] Entre los indicadores queda 1 casilla.
       *[other] Entre los indicadores quedan { $spaces } casillas.
    }
picture-rajas-met = Los indicadores ya se han encontrado: la partida acaba con esta ronda.
picture-rajas-meet-unknown = Aún no sé dónde se encuentran los indicadores.
picture-rajas-river = Río: { $boat }
picture-rajas-levels = Edificios
picture-rajas-track = Fila { $track }
picture-rajas-tiles = Losetas: { $tiles }

# Lo que se ofrece mientras se escribe (el autocompletado de Discord)
suggest-rajas-river-length = cuántas casillas tiene el río
suggest-rajas-river = una casilla del río y su bonificación, p. ej. river 3 money 2
suggest-rajas-fame-track = las casillas con bonificación del marcador de gloria, p. ej. 5 worker; 12 upgrade
suggest-rajas-money-track = las casillas con bonificación del marcador de dinero, p. ej. 8 river 1
suggest-rajas-meet = dónde se encuentran los indicadores de gloria y dinero (su suma)
suggest-rajas-building = la gloria de un edificio: fila, nivel, gloria, p. ej. building 1 3 4

# Las frases del servicio de chat con las palabras propias de este juego: su bot al empezar una partida, el encabezado del tablero
rajas-variant-beck = jugadores ficticios de Beck
rajas-variant-cherey = jugador virtual de Cherey
rajas-board-header = Datos conocidos del tablero (el perfil del tablero). Corrige cualquiera con /rajas board DATO VALOR.

# Las probabilidades del bot (/rajas odds) con las palabras propias de este juego
rajas-odds-automa = { $variant ->
       *[cherey] El jugador virtual de Cherey consigue
        [beck] { $dummies ->
            [1] El jugador ficticio de Beck consigue
           *[other] El mejor de los { $dummies } jugadores ficticios de Beck consigue
        }
    }
rajas-odds-ends = en la ronda
rajas-odds-none = No hay probabilidades de { $title } para esas palabras. Prueba /rajas odds, /rajas odds beck 2 o /splendor odds.

# Un jugador ficticio en la lista de ganadores, en mitad de la frase (como `rajas-name-you`)
rajas-name-dummy-1 = { rajas-who-dummy-1.lower }
rajas-name-dummy-2 = { rajas-who-dummy-2.lower }
rajas-name-dummy-3 = { rajas-who-dummy-3.lower }

# Reglas explicadas (/rajas rule ID): la regla de cada etiqueta en dos o tres frases; .title,
# su título de una línea. Términos de Cherey: los de su «Variante en solitario» (semilla 000)
# y de la edición española de Ganges (lacayo, gloria, dado decisorio, Cantera, Verandas…);
# los de Beck, su reglamento en inglés (semilla 002) puesto en esos mismos términos.
rajas-rule-r-2 = La segunda tirada elige una acción palaciega, y cada una cuesta un dado: 1, dos de gloria y ser jugador inicial la ronda siguiente; 2, dos dados y una ficha de producción; 3, dos monedas y un dado; 4, una mejora y tres monedas; 5, el Maestro constructor; 6, seis casillas de río.
    .title = Las seis acciones palaciegas
rajas-rule-r-3 = Hay dados de cuatro colores. Cuando el jugador virtual de Cherey desempata, prefiere siempre naranja > morado > verde > azul; entre mercancías, seda > té > especias.
    .title = Los colores y su prioridad
rajas-rule-r-4 = El bot lleva todo el estado del autómata: lacayos, dados por color, dinero, gloria, barco, mejoras de edificios y losetas. No tiene límite de dados ni marcador de karma: si una bonificación pide karma, cuenta como 3, y el karma que gana lo cobra en dinero.
    .title = Lo que tiene el autómata
rajas-rule-r-5 = El autómata nunca paga dinero: las casillas de acción que cuestan dinero le salen gratis. Su marcador de dinero solo avanza y cobra todas las bonificaciones por las que pasa.
    .title = El dinero nunca retrocede
rajas-rule-r-6 = Al adquirir una loseta de provincia puntúa en el acto: gloria por cada edificio impreso, según el nivel de mejora de ese edificio, y el dinero de sus tenderetes.
    .title = Adquirir una loseta de provincia
rajas-rule-r-7 = La partida termina como siempre: cuando los indicadores de gloria y dinero de alguien convergen o se cruzan, se acaba la ronda y se decide el ganador. El bot vigila los del autómata y te pregunta por los tuyos.
    .title = El final de la partida
rajas-rule-r-8 = Una casilla de acción que alguien ocupó esta ronda no está libre. El bot sabe dónde están sus autómatas; por tus lacayos pregunta, o se lo dices con /rajas taken. Los lacayos vuelven al empezar cada ronda.
    .title = Casillas ocupadas
rajas-rule-rb-s = Cada jugador ficticio empieza con 3 lacayos en las bonificaciones de los marcadores y 3 disponibles, el barco al inicio del río, cada edificio en el nivel 2, gloria 0, dinero 4/5/6 según su puesto y un dado de cada color. Tú siempre empiezas.
    .title = Preparar a los jugadores ficticios
rajas-rule-rb-s2 = Con un hándicap h, nada más preparar la partida cada jugador ficticio avanza h casillas de gloria y 2h de dinero, y cobra todas las bonificaciones por las que pasa.
    .title = Hándicap
rajas-rule-rb-t = Un jugador ficticio sin lacayos pasa su turno. Si no, un dado elige una de las seis áreas; un resultado no válido se vuelve a tirar, igual que cualquier tirada posterior (una acción, un color) hasta que sea válida.
    .title = El turno de un jugador ficticio
rajas-rule-rb-v1 = Un área sin ninguna casilla libre para el lacayo no es válida: se vuelve a tirar.
    .title = Sin casilla libre
rajas-rule-rb-v2 = El jugador ficticio gasta dados como un humano: sin dados no son válidas las acciones palaciegas, la Cantera, el Puerto ni las Verandas, ni el Mercado si solo quedan casillas que piden dado.
    .title = Sin dado que gastar
rajas-rule-rb-v3 = La Cantera solo es válida si el jugador ficticio puede adquirir alguna de las losetas disponibles; como sus dados valen 6, solo falla sin dados o con sus pilas agotadas.
    .title = La Cantera debe ofrecer algo
rajas-rule-rb-v4 = El Mercado no es válido para un jugador ficticio sin ningún tenderete en sus losetas.
    .title = Sin tenderetes no hay Mercado
rajas-rule-rb-v5 = El Puerto no es válido si el barco del jugador ficticio ya llegó al final del Ganges.
    .title = El final del río
rajas-rule-rb-v6 = Un jugador ficticio con 5 dados o más que saca un 5 (Verandas) o un 6 (Terraza) va a la Cantera, como si hubiera sacado un 2, y gasta allí dados en una loseta. Así no acumula dados sin fin.
    .title = Cinco dados: a la Cantera
rajas-rule-rb-c = En las acciones palaciegas un segundo dado elige una acción libre y válida; el jugador ficticio gasta un dado (regla 3-1-2) y la realiza. La 5, el Maestro constructor, gasta además exactamente un dado más en la loseta nueva: dos dados en total.
    .title = Acciones palaciegas
rajas-rule-rb-c5 = El Maestro constructor solo es válido si el jugador ficticio tiene una loseta sin tenderete. Sustituye la más cara de ellas por una loseta sorteada en la franja de precios que alcanza un dado más del color elegido.
    .title = El Maestro constructor
rajas-rule-rb-q = En la Cantera el jugador ficticio ocupa la casilla más barata sin pagarla. Usa el color del que más dados tiene: con una pareja adquiere una loseta de la franja 7–10; con un solo dado, una de hasta 6, sorteada entre las de ese color.
    .title = La Cantera
rajas-rule-rb-m = En el Mercado el jugador ficticio ocupa, si está libre, una casilla sin dado que paga por tenderetes distintos; si no, la casilla libre que más dinero le da. Gasta un dado si la casilla lo pide y cobra el dinero.
    .title = El Mercado
rajas-rule-rb-h = En el Puerto el jugador ficticio ocupa la casilla más barata sin pagarla y tira para avanzar: 1–2, una casilla; 3–4, dos; 5–6, tres. Gasta un dado (regla 3-1-2), navega y cobra la bonificación de la casilla donde se detiene.
    .title = El Puerto
rajas-rule-rb-b = En las Verandas el jugador ficticio elige, entre las casillas libres, el dado que gasta según la regla 3-1-2 y toma los dos dados del otro color que da esa casilla.
    .title = Las Verandas
rajas-rule-rb-x = En la Terraza, si la casilla de 2 monedas está libre, el jugador ficticio tira: con un 6 toma el dinero (nunca relanza dados). Con 1–5, o con esa casilla ocupada, toma un dado cuyo color elige la regla para coger dados (RB-D1).
    .title = La Terraza
rajas-rule-rb-d1 = Al coger un dado, el jugador ficticio prefiere un color del que tenga exactamente uno, luego uno del que no tenga ninguno y luego el que menos tenga. Los empates se deciden con una tirada que el bot muestra.
    .title = Qué dado coger
rajas-rule-rb-d2 = Al gastar un dado (salvo en una loseta), el jugador ficticio prefiere un color del que tenga 3 o más, luego uno del que tenga 1 y luego uno del que tenga 2: la regla 3-1-2. Los empates se sortean.
    .title = Qué dado gastar
rajas-rule-rb-d3 = Al mejorar, el jugador ficticio sube un edificio que esté en el nivel 3 antes que uno en el 2, para llevarlos al máximo; los empates se sortean.
    .title = Qué edificio mejorar
rajas-rule-rb-e = Para medir tu partida, cuenta las rondas: el bot anuncia el final como «terminó con el lacayo N de la ronda R».
    .title = Medir el resultado
rajas-rule-rc-s = Un jugador virtual. El dado decisorio sortea quién empieza la primera ronda: par, tú; impar, el jugador virtual. Su karma queda al máximo y recibe un dado de cada color sobre su estatua de Kali, sin límite de dados; nunca se lanzan.
    .title = Preparación
rajas-rule-rc-t = Sin lacayos, el jugador virtual pasa; sin dados, debe ir a la Terraza. Si no, el dado decisorio elige el área, y si no puede usarla hace la del valor inmediatamente superior (del 6 al 1), sin volver a tirar; lo mismo vale para la tirada palaciega.
    .title = El turno del jugador virtual
rajas-rule-rc-g1 = Al coger un dado, el jugador virtual prefiere un color del que tenga uno solo, para formar pareja, y después uno que no tenga; los empates siguen naranja > morado > verde > azul. Si no hay ninguno así, coge el color del que menos tenga.
    .title = Qué dado coger
rajas-rule-rc-g2 = Cuando una acción no exige un color concreto, el jugador virtual gasta un color del que tenga más de 2 dados, luego uno del que tenga 1 y luego uno que deje una pareja exacta; los empates, por la prioridad de colores.
    .title = Qué dado gastar
rajas-rule-rc-c = Una segunda tirada del dado decisorio elige una acción palaciega libre y válida (si no, la siguiente). Gasta un dado y la realiza; mejora del edificio superior al inferior, todos de 2 a 3 antes de ninguno de 3 a 4. La acción 5 adquiere por un dado una loseta con tenderete de la mercancía de la que tiene menos losetas; para la acción 6, su río es un ciclo.
    .title = Acciones palaciegas
rajas-rule-rc-q = En la Cantera el jugador virtual ocupa la casilla más barata sin pagarla. Prueba sus colores de más dados a menos y adquiere en el primero que pueda pagar una loseta: la más cara que paga con dados de 6, y ante empate la pila de más a la izquierda.
    .title = La Cantera
rajas-rule-rc-m = En el Mercado el jugador virtual ocupa el surtido variado si está libre; si no, la casilla de la mercancía de la que más tenderetes tenga. Sin tenderetes hace la acción del Puerto; sin dado cuando hace falta, la de la Terraza.
    .title = El Mercado
rajas-rule-rc-h = En el Puerto el jugador virtual ocupa la casilla más barata sin pagarla y lanza el dado decisorio para avanzar; un resultado mayor que 3 se gira (7 − n), así que avanza de 1 a 3. Gasta el color del que más tenga sin romper una pareja.
    .title = El Puerto
rajas-rule-rc-b = En las Verandas el jugador virtual gasta un color del que tenga uno solo, después uno del que tenga más de 2 y después una pareja, y toma los dos dados de esa casilla. Con 6 dados o más va a la Cantera.
    .title = Las Verandas
rajas-rule-rc-x = En la Terraza el jugador virtual coge un color que le forme pareja o, si no, uno que no tenga. Con 6 dados o más hace la acción del Mirador y solo gana 2 rupias.
    .title = La Terraza
rajas-rule-rc-e = Cuando los indicadores de alguien convergen o se cruzan, la partida acaba al terminar la ronda. Gana quien tenga sus indicadores cruzados más separados, contando 1 desde la casilla en que coinciden.
    .title = Final y puntuación

# Niveles de dificultad (engines/rajas/ladder.py): el nombre y una línea sobre lo que cambia
rajas-level-beck-1 = 1 jugador ficticio
rajas-level-beck-1-about = Variante de Beck con un jugador ficticio y sin hándicap (RB-S).
rajas-level-beck-1-h5 = 1 jugador ficticio, hándicap 5
rajas-level-beck-1-h5-about = Variante de Beck con un jugador ficticio que empieza 5 casillas adelante en gloria y 10 en dinero, y cobra todas las bonificaciones por las que pasa (RB-S, RB-S2).
rajas-level-beck-2 = 2 jugadores ficticios
rajas-level-beck-2-about = Variante de Beck con dos jugadores ficticios y sin hándicap (RB-S).
rajas-level-beck-2-h5 = 2 jugadores ficticios, hándicap 5
rajas-level-beck-2-h5-about = Variante de Beck con dos jugadores ficticios que empiezan 5 casillas adelante en gloria y 10 en dinero, y cobran todas las bonificaciones por las que pasan (RB-S, RB-S2).
rajas-level-beck-3 = 3 jugadores ficticios
rajas-level-beck-3-about = Variante de Beck con tres jugadores ficticios y sin hándicap (RB-S).
rajas-level-beck-3-h5 = 3 jugadores ficticios, hándicap 5
rajas-level-beck-3-h5-about = Variante de Beck con tres jugadores ficticios que empiezan 5 casillas adelante en gloria y 10 en dinero, y cobran todas las bonificaciones por las que pasan (RB-S, RB-S2).
rajas-level-cherey = Jugador virtual de Cherey
rajas-level-cherey-about = El jugador virtual de Cherey tiene un solo nivel: sus reglas no dan forma de hacerlo más fácil ni más difícil (RC-S).

rajas-seat-beck = Jugador ficticio { $number }
rajas-seat-cherey = Jugador virtual
# El dibujo del tablero en palabras, para quien no lo ve (su texto alternativo; lo lee un lector de pantalla)
rajas-alt-title = { $title }, ronda { $round }.
rajas-alt-seat = { $who }, puesto { $seat }: gloria { $fame }, rupias { $money }; lacayos disponibles: { $workers } de { $total }.
rajas-alt-dice = { $dice ->
        [one] 1 dado
       *[other] { $dice } dados
    }: naranja { $orange }, morado { $purple }, verde { $green }, azul { $blue }.
rajas-alt-river = Barco { $boat ->
        [0] en la salida del río.
       *[other] en la casilla { $boat } del río.
    }
rajas-alt-levels = Niveles de los edificios, filas 1 a 4: { $levels }.
rajas-alt-tiles = { $count ->
        [0] Ninguna loseta.
        [one] 1 loseta: { $tiles }.
       *[other] { $count } losetas: { $tiles }.
    }
rajas-alt-tile = { $colour } de coste { $cost } ({ $shows })
rajas-alt-tile-bare = { $colour } de coste { $cost }
