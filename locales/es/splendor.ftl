# Splendor, el bot en solitario de dificultad moderada: explicaciones, preguntas y palabras
# (español). La capa de chat escribe "[REGLA] " delante de cada línea de evento. Una carta se
# muestra con "#id" (su número de catálogo), nivel, color, prestigio y coste; costes y fichas
# usan los códigos w (blanco/diamante), u (azul/zafiro), g (verde/esmeralda), r (rojo/rubí),
# k (negro/ónix), y (oro): "3w 5k".
#
# Glosario y sus fuentes:
# - El reglamento español de Splendor (Space Cowboys, distribuido por Asmodee España; «Rules
#   Splendor ES»): fichas de piedras preciosas (esmeralda, diamante, zafiro, ónix, rubí), fichas
#   comodín de oro, cartas de desarrollo de nivel 1, 2 y 3, nobles (cartas de noble), puntos de
#   prestigio, bonus (invariable), reservar una carta, coger fichas.
# - La variante en solitario: el texto semilla 001 (japonés, «よりマイルドな難易度のバリアント»),
#   de ahí «el bot en solitario de dificultad moderada»; sus palabras propias: la hilera de la
#   banca y sus puestos, apartar una carta (boca abajo, 1 punto de prestigio), la ventaja inicial.

## Palabras que llegan como parámetros

# Las gemas por su nombre, como en el reglamento («fichas de esmeralda»); el color va en la
# leyenda de los códigos.
splendor-gem-white = diamante
splendor-gem-blue = zafiro
splendor-gem-green = esmeralda
splendor-gem-red = rubí
splendor-gem-black = ónix
splendor-gem-gold = oro

splendor-who-bot = El bot
splendor-who-human = Tú

splendor-purpose-market = el mercado
splendor-purpose-head-start = la ventaja inicial del bot
splendor-purpose-reserve = tu reserva de lo alto del mazo

splendor-tie-tokens = la que le cuesta menos fichas
splendor-tie-level = la de nivel más alto
splendor-tie-left = la que está más a la izquierda

## Preparación (SP-1, SP-2, SP-9, SP-10)

splendor-setup = Preparación de 2 jugadores: 4 fichas de cada gema, 5 de oro y 3 nobles. { $deal ->
        [table] Tú repartes las cartas y me dices cada una;
       *[other] Yo barajo los mazos y nombro cada carta que hay que poner;
    } { $dice ->
        [player] tú tiras el dado del bot.
       *[other] yo tiro el dado del bot.
    } La banca se ordena en una hilera de puestos: el puesto 1 es el oro y, desde el puesto 2: { $stock }. Códigos: w diamante (blanco), u zafiro (azul), g esmeralda (verde), r rubí (rojo), k ónix (negro), y oro.
splendor-noble = { $by ->
        [table] El noble #{ $noble } está en la mesa (pide { $requires }).
       *[other] Pon el noble #{ $noble } (pide { $requires }).
    }
splendor-lay = { $by ->
        [table] Nivel { $level }, hueco { $slot }: #{ $card }, { $colour }, { $points ->
        [one] 1 punto
       *[other] { $points } puntos
    } de prestigio, coste { $cost }.
       *[other] Pon en el nivel { $level }, hueco { $slot }: #{ $card }, { $colour }, { $points ->
        [one] 1 punto
       *[other] { $points } puntos
    } de prestigio, coste { $cost }.
    }
splendor-deck-empty = El mazo de nivel { $level } está vacío: el hueco { $slot } queda vacío.
splendor-head-start = Ventaja inicial del bot: coge 1 oro y la carta de arriba del mazo de nivel 1, #{ $card } ({ $colour }, { $points ->
        [one] 1 punto
       *[other] { $points } puntos
    } de prestigio, coste { $cost }), boca arriba.
splendor-harder = Más difícil: el bot empieza con { $count ->
        [one] una carta apartada
       *[other] { $count } cartas apartadas
    } del mazo de nivel 3, 1 punto de prestigio cada una.
splendor-easier = Más fácil: el bot se salta su primer turno (conserva su ventaja inicial).
splendor-bot-first = El bot juega primero: escribe /splendor turn.
splendor-ask-noble = ¿Qué noble hay en la mesa ({ $nth ->
        [1] el primero
        [2] el segundo
       *[other] el tercero
    } de tres)?
splendor-noble-option = #{ $noble }: { $requires }
splendor-ask-card = ¿Qué carta has destapado para { $purpose } (nivel { $level })? Escribe su código, p. ej. «{ $level } rojo 2: 3w 5k» o «#37», o pulsa su color.
splendor-ask-card-pick = ¿Cuál de estas cartas de nivel { $level } es?
splendor-card-option = #{ $card } { $colour }, { $points ->
        [one] 1 punto
       *[other] { $points } puntos
    } de prestigio, coste { $cost }

## El turno del bot (SP-3 a SP-7)

splendor-bot-report = Turno { $turn } del bot. Tiene { $count ->
        [one] 1 ficha
       *[other] { $count } fichas
    } ({ $tokens }), bonus { $bonuses } ({ $cards ->
        [one] 1 carta
       *[other] { $cards } cartas
    }), { $kept ->
        [one] 1 carta apartada
       *[other] { $kept } cartas apartadas
    }, { $points ->
        [one] 1 punto
       *[other] { $points } puntos
    } de prestigio.
splendor-buy-none = No puede pagar ninguna carta boca arriba.
splendor-buy-options = Puede pagar { $count ->
        [one] una carta
       *[other] { $count } cartas
    }: { $cards }.
splendor-buy-tie = { $cards } empatan a { $points ->
        [one] 1 punto
       *[other] { $points } puntos
    } de prestigio; se prefiere { $why }: { $left ->
        [1] { $chosen }.
       *[other] siguen empatadas { $chosen }.
    }
splendor-bot-buys = El bot compra #{ $card } ({ $colour }, nivel { $level }, { $points ->
        [one] 1 punto
       *[other] { $points } puntos
    } de prestigio, coste { $cost }) y { $count ->
        [0] no paga nada (sus bonus cubren el coste).
       *[other] paga { $paid } (gemas antes que oro).
    }
splendor-holds-ten = Tiene { $count ->
        [one] 1 ficha
       *[other] { $count } fichas
    } y no puede comprar nada: aparta una carta.
splendor-roll = { $by ->
        [bot] El bot saca
       *[player] Has sacado
    } un { $face } (tiene { $count ->
        [one] 1 ficha
       *[other] { $count } fichas
    }).
splendor-take-gold = Coge 1 oro (sin apartar ninguna carta).
splendor-gold-gone = No queda oro: en su lugar aparta una carta.
splendor-take-two = El puesto { $place } ({ $colour }) tiene 4 fichas: coge { $count ->
        [one] 1 ficha
       *[other] { $count } fichas
    } de { $colour }.
splendor-take-three = El puesto { $place } tiene 3 fichas o menos: coge una de cada uno de los puestos { $places }: { $colours }.
splendor-take-fewer = { $count ->
        [one] Solo queda 1 tipo de gema en la hilera: coge lo que hay.
       *[other] Solo quedan { $count } tipos de gema en la hilera: coge lo que hay.
    }
splendor-take-capped = Se detiene en { $max ->
        [one] 1 ficha
       *[other] { $max } fichas
    }: solo coge { $count }.
splendor-place-beyond = No hay puesto { $face } (el último es el { $last }): cuenta como el puesto 2.
splendor-place-skipped = El puesto de { $colour } está vacío: se salta.
splendor-no-gems = Sale un { $face }, pero no quedan gemas en la hilera: no coge nada.
splendor-keep = Aparta la carta de arriba del mazo de nivel 3: #{ $card } ({ $colour }, { $points ->
        [one] 1 punto
       *[other] { $points } puntos
    } de prestigio). Déjala a un lado boca abajo: vale 1 punto de prestigio, nunca se compra y no da bonus ({ $kept ->
        [one] 1 carta apartada
       *[other] { $kept } cartas apartadas
    }).
splendor-keep-unseen = Aparta la carta de arriba del mazo de nivel 3: déjala a un lado boca abajo, sin mirarla. Vale 1 punto de prestigio, nunca se compra y no da bonus ({ $kept ->
        [one] 1 carta apartada
       *[other] { $kept } cartas apartadas
    }).
splendor-keep-none = El mazo de nivel 3 está vacío: no hay nada que apartar, así que no hace nada.
splendor-stock-gone = No quedan fichas de { $colour }: se quita el puesto { $place } y los siguientes se corren. La hilera queda así: { $stock }.
splendor-stock-back = Las fichas de { $colour } vuelven a la hilera, en el puesto { $place }. La hilera queda así: { $stock }.
splendor-noble-first = Podrían visitarlo varios nobles ({ $nobles }): viene el primero de la fila.
splendor-noble-visits = El noble #{ $noble } ({ $requires }) { $side ->
        [human] te visita
       *[other] visita al bot
    }: 3 puntos de prestigio.
splendor-points = { $who }, ahora: { $count ->
        [one] 1 punto
       *[other] { $count } puntos
    } de prestigio.
splendor-bot-reached = El bot tiene { $count ->
        [one] 1 punto
       *[other] { $count } puntos
    } de prestigio: te queda un turno. Iguálalo o supéralo para ganar.
splendor-your-move = Tu jugada: /splendor take, /splendor buy o /splendor reserve.
splendor-bot-next = Siguiente: el bot (escribe /splendor turn).

## Las jugadas del humano (SP-10, SP-7)

splendor-human-takes = Coges { $tokens }.
splendor-human-buys = Compras { $reserved ->
        [yes] tu carta reservada
       *[other] la carta boca arriba
    } #{ $card } ({ $colour }, { $points ->
        [one] 1 punto
       *[other] { $points } puntos
    } de prestigio, coste { $cost }) y { $count ->
        [0] no pagas nada: tus bonus cubren el coste.
       *[other] pagas { $paid }.
    }
splendor-human-reserves = Reservas #{ $card } ({ $colour }, nivel { $level }, { $points ->
        [one] 1 punto
       *[other] { $points } puntos
    } de prestigio, coste { $cost }).
splendor-human-reserves-top = Reservas la carta de arriba del mazo de nivel { $level }: #{ $card } ({ $colour }, { $points ->
        [one] 1 punto
       *[other] { $points } puntos
    } de prestigio, coste { $cost }). Llévala a tu mano.
splendor-human-gold = Coges 1 oro con ella.
splendor-human-no-gold = No queda oro: reservas sin él.
splendor-human-passes = No puedes coger, comprar ni reservar nada: pasas.
splendor-ask-discard = { $count ->
        [one] Te sobra 1 ficha
       *[other] Te sobran { $count } fichas
    } ({ $held }): ¿cuáles devuelves? Escríbelas, p. ej. `2w` o `1w 1k`.
splendor-human-discards = Devuelves { $tokens }.
splendor-ask-noble-visit = Podrían visitarte varios nobles: ¿cuál viene?

## El final (SP-8)

splendor-standing = { $who }: { $points ->
        [one] 1 punto
       *[other] { $points } puntos
    } de prestigio, { $cards ->
        [one] 1 carta de desarrollo
       *[other] { $cards } cartas de desarrollo
    }, { $side ->
        [human] { $reserved ->
            [one] 1 carta reservada
           *[other] { $reserved } cartas reservadas
        }
       *[other] { $kept ->
            [one] 1 carta apartada
           *[other] { $kept } cartas apartadas
        }
    }, { $nobles ->
        [one] 1 noble
       *[other] { $nobles } nobles
    }.
splendor-winner = { $winner ->
        [human] ¡Ganas tú!
       *[other] Gana el bot.
    } { $why ->
        [cards] Empate a prestigio: deciden las cartas de desarrollo, gana quien tenga menos.
        [tie] Empate a prestigio y a cartas: el empate es para ti.
       *[other] { $ended ->
            [yes] (La partida se terminó antes: gana quien tenga más prestigio.)
           *[other] Gana quien tenga más prestigio.
        }
    }
splendor-ask-end-now = ¿Terminamos la partida ahora y declaramos el ganador tal como están las cosas?
splendor-end-cancelled = La partida sigue.

## Estado

splendor-status-bot = El bot: { $tokens } ({ $count ->
        [one] 1 ficha
       *[other] { $count } fichas
    }), bonus { $bonuses } ({ $cards ->
        [one] 1 carta
       *[other] { $cards } cartas
    }), { $kept ->
        [one] 1 carta apartada
       *[other] { $kept } cartas apartadas
    }, { $nobles ->
        [one] 1 noble
       *[other] { $nobles } nobles
    }, { $points ->
        [one] 1 punto
       *[other] { $points } puntos
    } de prestigio.
splendor-status-stock = Hilera de la banca: puesto 1, el oro (quedan { $gold }); desde el puesto 2: { $stock }.
splendor-status-human = Tú: { $tokens } ({ $count ->
        [one] 1 ficha
       *[other] { $count } fichas
    }), bonus { $bonuses } ({ $cards ->
        [one] 1 carta
       *[other] { $cards } cartas
    }), reservadas { $reserved }, { $nobles ->
        [one] 1 noble
       *[other] { $nobles } nobles
    }, { $points ->
        [one] 1 punto
       *[other] { $points } puntos
    } de prestigio.
splendor-status-card = { $level }.{ $slot }: #{ $card } { $colour }, { $points ->
        [one] 1 punto
       *[other] { $points } puntos
    } de prestigio, coste { $cost }
splendor-status-deck = Mazo de nivel { $level }: { $count ->
        [one] queda 1 carta
       *[other] quedan { $count } cartas
    }.
splendor-status-noble = Noble #{ $noble }: pide { $requires }.
splendor-status-bank = Banca: { $tokens }.
splendor-status-reserved = Tu carta reservada #{ $card }: { $colour }, { $points ->
        [one] 1 punto
       *[other] { $points } puntos
    } de prestigio, coste { $cost }.
splendor-status-next-bot = Siguiente: turno { $turn } del bot (/splendor turn).
splendor-status-next-human = Siguiente: tu jugada{ $last ->
        [true] , la última
       *[other] {""}
    } (/splendor take, buy, reserve).
splendor-status-over = La partida ha terminado: { $winner ->
        [human] has ganado tú
       *[other] ha ganado el bot
    }; el bot { $bot ->
        [one] 1 punto
       *[other] { $bot } puntos
    } de prestigio, tú { $human }.

## Rechazos

splendor-option-unknown = No existe la opción «{ $option }». Opciones: dice=bot|player, deal=bot|table, easier, harder=N, stock=blue,green,red,white,black.
splendor-option-bad = «{ $value }» no es un valor para { $option }: usa { $allowed }.
splendor-option-stock = «{ $value }» no es un orden de la hilera: nombra las cinco gemas una vez cada una, para los puestos 2 a 6, p. ej. stock=azul,verde,rojo,blanco,negro.
splendor-game-over = La partida ha terminado. Empieza otra con /splendor new.
splendor-your-move-first = Antes te toca jugar a ti: escribe /splendor take, buy o reserve.
splendor-bot-turn-first = Es el turno del bot: escribe antes /splendor turn.
splendor-move-unknown = «{ $verb }» no es una jugada: take, buy, reserve o pass.
splendor-take-bad = «{ $tokens }» no son fichas: p. ej. take w u g, o take 2r.
splendor-take-no-gold = El oro no se coge así: te llevas uno al reservar una carta.
splendor-take-none-left = No quedan fichas de { $colour } en la banca.
splendor-take-two-needs-four = Solo se cogen dos fichas de { $colour } de un montón de 4, y ese montón tiene { $count }.
splendor-take-rule = Coge { $count ->
        [one] 1 gema
       *[other] { $count } gemas distintas
    }, o 2 de una gema cuyo montón tenga 4.
splendor-name-a-card = Nombra una carta: su hueco (2.3 = nivel 2, tercera desde la izquierda), su número (#37) o su código (2 rojo 2: 3w 5k).
splendor-slot-empty = El hueco { $level }.{ $slot } está vacío.
splendor-no-reserved = No tienes ninguna carta reservada r{ $index } (tienes { $count }).
splendor-card-not-here = Ninguna carta de aquí coincide con «{ $code }».
splendor-card-ambiguous = «{ $code }» coincide con { $count ->
        [one] 1 carta
       *[other] { $count } cartas
    }: nómbrala por su hueco (2.3) o su número (#37).
splendor-card-bad-code = «{ $code }» no es un código de carta: nivel, color, puntos, luego dos puntos y el coste, p. ej. 2 rojo 2: 3w 5k, o #37.
splendor-card-wrong-level = Esa carta es de nivel { $given }, y necesito una de nivel { $level }.
splendor-card-no-match = Ninguna carta de nivel { $level } del juego tiene ese código: revisa el color, los puntos y el coste.
splendor-card-in-play = #{ $card } ({ $colour }, { $points ->
        [one] 1 punto
       *[other] { $points } puntos
    } de prestigio, coste { $cost }) ya está en juego.
splendor-cannot-afford = No puedes pagar #{ $card } ({ $colour }, coste { $cost }): te faltan { $missing }.
splendor-reserve-full = Ya tienes { $max ->
        [one] 1 carta reservada
       *[other] { $max } cartas reservadas
    }.
splendor-deck-none = El mazo de nivel { $level } está vacío.
splendor-pass-not-allowed = Aún puedes coger, comprar o reservar: solo se pasa cuando no se puede hacer nada.

## Ayuda

splendor-help =
    /splendor new [dice=bot|player] [deal=bot|table] [easier] [harder=N] [stock=blue,green,red,white,black] [seed=N] — empieza una partida (deal=bot: yo barajo y nombro cada carta que hay que poner; deal=table: tú repartes y me dices cada carta)
    /splendor turn — el turno del bot (juega primero), o de nuevo la pregunta abierta
    /splendor take w u g | take 2r — tu jugada: tres gemas distintas, o dos de una gema de un montón de 4
    /splendor buy 2.3 | buy #37 | buy r1 — tu jugada: compra una carta boca arriba (nivel.hueco desde la izquierda, o su número) o una que reservaste
    /splendor reserve 2.3 | reserve deck 3 — tu jugada: reserva una carta boca arriba o la de arriba de un mazo (con un oro mientras quede)
    /splendor pass — solo cuando no puedes hacer otra cosa
    /splendor status — fichas, bonus, prestigio, cartas apartadas y orden de la hilera del bot; lo tuyo; el mercado, los nobles y la banca
    /splendor board — el mercado, los mazos, los nobles y la banca
    /splendor log — todas las decisiones hasta ahora, con su regla
    /splendor undo — deshace el último paso
    /splendor end — termina la partida ahora y declara el ganador
    Códigos: w diamante (blanco), u zafiro (azul), g esmeralda (verde), r rubí (rojo), k ónix (negro), y oro; una carta: 2 rojo 2: 3w 5k (nivel, color, puntos: coste)

## Comandos de barra de Discord (descripciones, como mucho 100 caracteres)

cmd-splendor-new = Una partida nueva de Splendor contra el bot en solitario de dificultad moderada en este canal
cmd-splendor-new-dice = Quién tira el dado del bot
cmd-splendor-new-deal = El bot baraja y nombra las cartas (bot), o tú repartes y las indicas (table)
cmd-splendor-new-easier = Más fácil: el bot se salta su primer turno
cmd-splendor-new-harder = Más difícil: el bot empieza con N cartas apartadas (1 punto de prestigio cada una)
cmd-splendor-new-stock = Las gemas de los puestos 2–6 de la hilera, p. ej. blue,green,red,white,black
cmd-splendor-new-seed = Repetir una partida desde su semilla
cmd-splendor-board = El mercado, los mazos, los nobles y la banca
cmd-splendor-take = Tu jugada: coger gemas
cmd-splendor-take-tokens = Tres gemas distintas (w u g) o dos de una (2r)
cmd-splendor-buy = Tu jugada: comprar una carta boca arriba o reservada
cmd-splendor-buy-card = Su hueco (2.3), número (#37), carta reservada (r1) o código (2 rojo 2: 3w 5k)
cmd-splendor-reserve = Tu jugada: reservar una carta (con un oro mientras quede)
cmd-splendor-reserve-card = Su hueco (2.3), número (#37), o la de arriba de un mazo (deck 3)
cmd-splendor-pass = Pasar, cuando no puedes hacer otra cosa

splendor-discard-option = devolver { $tokens }
splendor-discard-bad = «{ $tokens }» no son fichas: escribe las que devuelves, p. ej. `2w` o `1w 1k` ({ $count ->
        [one] 1 ficha
       *[other] { $count } fichas
    } en total).
splendor-discard-count = «{ $tokens }» devuelve { $given ->
        [one] 1 ficha
       *[other] { $given } fichas
    }, y tienes que devolver { $count ->
        [one] exactamente 1
       *[other] exactamente { $count }
    }.
splendor-discard-more-than-held = De { $colour } solo tienes { $held ->
        [one] 1 ficha
       *[other] { $held } fichas
    }: no puedes devolver { $count }.
splendor-place-bad = «{ $place }» no es un hueco del mercado: un hueco es nivel.posición, nivel del 1 al 3 y posición del 1 al 4 desde la izquierda, p. ej. 2.3.
splendor-deck-bad = «{ $deck }» no es un mazo: los mazos son los niveles 1 a 3, p. ej. deck 3.
splendor-question-waits = La pregunta abierta queda en espera: si la partida sigue, se vuelve a hacer; si termina, no se juega el turno o la jugada que esperaba la respuesta.
# Said by /end in games stored before the open question waited (their logs and transcripts).
splendor-question-dropped = Se descarta la pregunta que estaba abierta y no se juega el turno o la jugada que esperaba la respuesta.
splendor-roll-ask = Tira el dado del bot (tiene { $count ->
        [one] 1 ficha
       *[other] { $count } fichas
    }): con un 1 coge un oro; del 2 al 6, gemas de ese puesto de la hilera. Escribe el número que ha salido.

## Las palabras del servicio de chat para este juego

# Su título, en el texto (un mensaje con el parámetro `game` recibe `$title`)
game-splendor = Splendor

# Comandos de barra de Discord (nombres: minúsculas, sin espacios, 32 caracteres como mucho; descripciones, 100 como mucho)
cmd-splendor = Splendor: juega contra el bot en solitario de dificultad moderada
cmd-name-take = coger
cmd-name-buy = comprar
cmd-name-reserve = reservar
cmd-name-pass = pasar
cmd-param-deal = reparto
cmd-param-easier = más-fácil
cmd-param-stock = hilera
cmd-param-tokens = fichas
cmd-param-card = carta
cmd-choice-deal-bot = El bot baraja y nombra las cartas
cmd-choice-deal-table = Yo reparto y le digo cada carta al bot

# La imagen del tablero (bot/pictures)
picture-splendor-title = { $title } · turno { $turn } del bot
picture-splendor-market = Mercado
picture-splendor-deck = mazo: { $count }
picture-splendor-nobles = Nobles ({ $count })
picture-splendor-bank = Banca
picture-splendor-bot = El bot: { $points ->
        [one] 1 punto
       *[other] { $points } puntos
    } de prestigio · { $nobles ->
        [one] 1 noble
       *[other] { $nobles } nobles
    }
picture-splendor-tokens = Fichas: { $count }
picture-splendor-bonuses = Cartas: { $count }
picture-splendor-kept = Apartadas: { $count }

# Lo que se ofrece mientras se escribe (el autocompletado de Discord)
suggest-splendor-deck = deck { $level } · la carta de arriba del mazo de nivel { $level } ({ $count ->
        [one] 1 carta
       *[other] { $count } cartas
    })

# Las frases del servicio de chat con las palabras propias de este juego: su bot al empezar una partida
splendor-variant-mild = el bot en solitario de dificultad moderada

# Las probabilidades del bot (/splendor odds) con las palabras propias de este juego
splendor-odds-automa = El bot en solitario de dificultad moderada consigue
splendor-odds-none = No hay probabilidades de { $title } para esas palabras. Prueba /splendor odds, /rajas odds o /rajas odds beck 2.

# Reglas explicadas (/splendor rule ID): la regla de cada etiqueta en dos o tres frases;
# .title, su título de una línea. Términos del reglamento español publicado (puntos de
# prestigio, cartas de desarrollo, fichas de gema, oro, nobles, reservar); las cartas
# «apartadas» del bot son el 確保 de la semilla.
splendor-rule-sp-1 = Se prepara como una partida de dos: 4 fichas de cada gema, 5 de oro y 3 nobles. El bot tiene un dado, y la reserva se coloca en seis lugares numerados: el 1 siempre guarda el oro y del 2 al 6 están las cinco gemas en un orden fijado al empezar.
    .title = Preparación y la reserva
splendor-rule-sp-2 = Antes de empezar, el bot coge 1 oro y la primera carta del mazo de nivel 1, que es suya y cuenta para sus bonificaciones y su prestigio. El bot juega primero.
    .title = La ventaja inicial del bot
splendor-rule-sp-3 = Antes de cada turno el bot dice sus fichas, sus cartas por color y su prestigio: el recuento que la semilla pide hacer en cada turno.
    .title = Recuento antes del turno del bot
splendor-rule-sp-4 = El bot intenta comprar primero: de las cartas visibles que puede pagar, la de más prestigio; en caso de empate, la que le cuesta menos fichas (luego la de más nivel y luego de izquierda a derecha). Paga con gemas antes que con oro y nunca compra una carta apartada.
    .title = Primero, comprar
splendor-rule-sp-5 = Si no puede comprar nada, el bot coge fichas, y cómo lo hace depende de cuántas tiene ya: 0–7, 8–9 o 10.
    .title = Coger fichas
splendor-rule-sp-5-1 = Con 0–7 fichas el bot tira el dado. Con un 1 coge un oro (sin reservar); con 2–6, si ese lugar tiene 4 gemas coge 2, y si no, una gema de ese lugar y de cada uno de los siguientes, tres gemas distintas en total, pasando del 6 al 2.
    .title = 0–7 fichas: decide el dado
splendor-rule-sp-5-2 = Con 8 o 9 fichas y nada que comprar, el bot coge un oro y no reserva nada.
    .title = 8–9 fichas: un oro
splendor-rule-sp-5-3 = Con 10 fichas y nada que comprar, el bot aparta la primera carta del mazo de nivel 3. Nunca la compra; cada carta apartada vale 1 punto de prestigio para llegar a 15, pero no cuenta para los nobles ni para el desempate.
    .title = 10 fichas: una carta apartada
splendor-rule-sp-5-4 = Si ya no queda oro y el dado saca un 1, el bot aparta la primera carta de nivel 3, igual que con 10 fichas.
    .title = Sin oro y un 1
splendor-rule-sp-6 = Cuando se agota una gema, su lugar desaparece y los siguientes bajan un puesto; una tirada más allá del último lugar ocupado cuenta como el lugar 2. Una gema que vuelve a la reserva ocupa el último lugar; el 1 siempre es el oro.
    .title = Cambia el orden de la reserva
splendor-rule-sp-7 = Al final de cada turno, tuyo o del bot: se repone la carta comprada, descartas fichas hasta quedarte con 10 si tienes más (el bot nunca pasa de 10), un noble visita a quien cumpla su requisito (al bot, por las bonificaciones de sus cartas, no por las reservadas) y se comprueba si alguien tiene 15 de prestigio.
    .title = Fin de cada turno
splendor-rule-sp-8 = Si llegas a 15 de prestigio antes que el bot, ganas. Cuando el bot llega a 15 juegas un turno más y ganas si entonces tienes al menos los mismos puntos; un empate exacto lo gana quien tenga menos cartas de desarrollo y, si persiste, tú.
    .title = El final de la partida
splendor-rule-sp-9 = Más fácil: el bot se salta su primer turno, pero conserva su ventaja inicial. Más difícil: el bot empieza con N cartas apartadas, de 1 punto cada una.
    .title = Dificultad
splendor-rule-sp-10 = Para decidir una compra el bot debe conocer las 12 cartas visibles: tú introduces cada carta que sale (un toque en la lista), o el bot reparte el mercado de un mazo digital barajado. También se anotan tus compras, reservas y fichas, para que la reserva y el mercado cuadren.
    .title = Lo que el bot necesita saber

# Niveles de dificultad (engines/splendor/ladder.py): el nombre y una línea sobre lo que cambia
splendor-level-mild-easier = Más fácil
splendor-level-mild-easier-about = El bot se salta su primer turno y conserva su ventaja inicial (SP-9).
splendor-level-mild = Normal
splendor-level-mild-about = El bot tal como lo prepara la variante, ni más fácil ni más difícil (SP-9).
splendor-level-mild-harder-1 = Más difícil: 1 carta apartada
splendor-level-mild-harder-1-about = El bot empieza con una carta apartada del mazo de nivel 3, de 1 punto de prestigio cada una (SP-9).
splendor-level-mild-harder-2 = Más difícil: 2 cartas apartadas
splendor-level-mild-harder-2-about = El bot empieza con 2 cartas apartadas del mazo de nivel 3, de 1 punto de prestigio cada una (SP-9).
splendor-level-mild-harder-3 = Más difícil: 3 cartas apartadas
splendor-level-mild-harder-3-about = El bot empieza con 3 cartas apartadas del mazo de nivel 3, de 1 punto de prestigio cada una (SP-9).
splendor-level-mild-harder-4 = Más difícil: 4 cartas apartadas
splendor-level-mild-harder-4-about = El bot empieza con 4 cartas apartadas del mazo de nivel 3, de 1 punto de prestigio cada una (SP-9).
splendor-level-mild-harder-5 = Más difícil: 5 cartas apartadas
splendor-level-mild-harder-5-about = El bot empieza con 5 cartas apartadas del mazo de nivel 3, de 1 punto de prestigio cada una (SP-9).
splendor-level-mild-harder-6 = Más difícil: 6 cartas apartadas
splendor-level-mild-harder-6-about = El bot empieza con 6 cartas apartadas del mazo de nivel 3, de 1 punto de prestigio cada una (SP-9).
splendor-level-mild-harder-7 = Más difícil: 7 cartas apartadas
splendor-level-mild-harder-7-about = El bot empieza con 7 cartas apartadas del mazo de nivel 3, de 1 punto de prestigio cada una (SP-9).
splendor-level-mild-harder-8 = Más difícil: 8 cartas apartadas
splendor-level-mild-harder-8-about = El bot empieza con 8 cartas apartadas del mazo de nivel 3, de 1 punto de prestigio cada una (SP-9).
splendor-level-mild-harder-9 = Más difícil: 9 cartas apartadas
splendor-level-mild-harder-9-about = El bot empieza con 9 cartas apartadas del mazo de nivel 3, de 1 punto de prestigio cada una (SP-9).
splendor-level-mild-harder-10 = Más difícil: 10 cartas apartadas
splendor-level-mild-harder-10-about = El bot empieza con 10 cartas apartadas del mazo de nivel 3, de 1 punto de prestigio cada una (SP-9).

splendor-seat-mild = Bot en solitario
# El dibujo del tablero en palabras, para quien no lo ve (su texto alternativo; lo lee un lector de pantalla)
splendor-alt-title = { $title }, turno { $turn } del bot.
splendor-alt-kept = { $count ->
        [one] Carta apartada del bot: { $cards }.
       *[other] Cartas apartadas del bot: { $cards }.
    }
splendor-alt-unseen = una sin ver
splendor-alt-card = { $level }.{ $slot }: #{ $card } { $colour }, { $points ->
        [one] 1 punto
       *[other] { $points } puntos
    } de prestigio, coste { $cost }.
