# Mensajes propios del chat de Soloist, para cualquier juego (español).

bot-help =
    Soloist hace de rival automático en el modo en solitario de un juego de mesa mientras tú juegas la partida real en casa.
bot-help-common =
    /lang en|es|ja|ru — el idioma de este canal
    /help — esta lista
    /<juego> transcript [lang=xx] — la partida en un archivo · /<juego> verify SEMILLA — comprobar los dados sellados del bot · { $odds } — las probabilidades del bot
    /settings pictures off|on — imágenes del tablero en este canal
    /<juego> watch — la partida en una página web en vivo, para una pantalla junto al tablero o para quien mira
    /record — tus resultados contra cada bot, con un gráfico · /record table · export · campaign on · link · private
    Para responder a una pregunta, escribe lo que ofrece: una cara del dado 1–6, el número de una opción, s/n, un número o un código.
bot-unknown-command = No conozco «{ $command }». /help muestra los comandos.
bot-unknown-game = No hay ningún juego llamado «{ $game }». Juegos: { $games }.
bot-no-game = No hay ninguna partida en este canal. /help muestra los juegos y cómo empezar una.
bot-other-game =
    La partida de este canal es de { $title }: /{ $game } { $verb }.
bot-game-exists =
    Ya hay una partida de { $title } en este canal. Termínala o ciérrala con /{ $game } end.
bot-not-owner = Solo { $owner } juega esta partida; puedes mirar todo lo que quieras.
bot-stale = Ese botón es de un paso anterior de la partida. No se ha cambiado nada.
bot-corrupt = No se puede leer la partida guardada de este canal, así que no se ha cambiado nada. /{ $game } end la cierra (se queda en la base de datos).
bot-log-damaged = El registro de este paso no se puede leer (está dañado en la base de datos); el resto del historial sí.
bot-new-game =
    Nueva partida de { $title } para { $owner }: { $automa }; { $chance }
# Contra quién se juega una partida nueva, para un juego que no lo nombra (`<game>-variant-<id>`).
bot-new-game-automa = el bot
# Lo que dice una partida nueva de sus dados, para un juego que los tiene (uno sin dados dice `<game>-no-dice`).
bot-new-game-dice = { $dice ->
        [bot] el bot tira el dado decisorio.
       *[player] tú tiras un dado real y escribes el resultado.
    } { $sealed ->
        [yes] La semilla queda en secreto hasta que termine la partida.
       *[no] Semilla { $seed }: empieza una partida con seed={ $seed } para repetir esta misma.
    }
bot-undone = Se ha deshecho el paso { $step } (la partida vuelve a estar en el paso { $version }){ $said ->
        [0] .
       *[other] : { $what }
    }
bot-undo-nothing = No hay nada que deshacer.
bot-log-header =
    Todo el registro de esta partida de { $title }: { $steps ->
        [one] 1 paso
       *[other] { $steps } pasos
    }.
bot-log-step = Paso { $version }
bot-lang-set = Este canal habla ahora { $language }.
bot-lang-unknown = No hablo «{ $value }». Elige uno de estos: { $languages }.
# Los idiomas como los muestran los selectores, cada uno en su propia lengua (igual en todos los archivos).
lang-en = English
lang-es = Español
lang-ja = 日本語
lang-ru = Русский
# Los idiomas nombrados dentro de una frase, en la lengua del lector (en minúscula).
lang-name-en = inglés
lang-name-es = español
lang-name-ja = japonés
lang-name-ru = ruso
bot-abandoned =
    La partida de { $title } se ha cerrado sin resultado.
bot-finished =
    Esta partida de { $title } ha terminado. /{ $game } new empieza otra.
bot-error = Algo ha fallado por nuestra parte; no se ha cambiado nada. Vuelve a intentarlo.
bot-question = Pregunta:
bot-answer-d6 = escribe el resultado del dado, de 1 a 6
bot-answer-choice = escribe el número de una opción
bot-answer-confirm = s / n
bot-answer-number = escribe un número del { $min } al { $max }
bot-answer-text = escribe la respuesta como indica la pregunta
bot-status-header =
    { $title }, paso { $version }:
bot-board-header = La mesa tal como la conoce el bot.
bot-board-words = { $text }
bot-no-question = Ahora mismo no hay ninguna pregunta abierta. /{ $game } turn juega el siguiente turno del bot.
bot-console-welcome = Mesa de consola de Soloist — el estado se guarda en { $db }. Escribe /help.
bot-console-bye = ¡Hasta luego! Tu partida queda guardada y estará aquí cuando vuelvas.
bot-seed-bad = «{ $value }» no es una semilla: la semilla es un número entero, p. ej. seed=1234.
bot-yes = ✅ Sí
bot-no = ❌ No
bot-earlier = … las líneas anteriores de este turno: /{ $game } log

# Los comandos de barra de Discord: nombres (cmd-name-*, cmd-param-*: en minúsculas, sin
# espacios, 32 caracteres como mucho), descripciones (100 caracteres como mucho), opciones.
cmd-help = Qué hace Soloist y sus comandos
cmd-lang = El idioma de este canal
cmd-lang-language = El idioma del canal
cmd-name-help = ayuda
cmd-name-lang = idioma
cmd-name-new = nueva
cmd-name-turn = turno
cmd-name-status = estado
cmd-name-log = registro
cmd-name-undo = deshacer
cmd-name-end = terminar
cmd-name-board = tablero
cmd-name-answer = responder
cmd-common-turn = El siguiente turno del bot (o de nuevo la pregunta abierta)
cmd-common-status = El estado de cada bot y a quién le toca
cmd-common-log = Todo el rastro de decisiones, cada una con su regla
cmd-common-undo = Deshace el último paso
cmd-common-end = Termina la partida ahora y la puntúa
cmd-common-answer = Escribe la respuesta a la pregunta abierta
cmd-common-answer-text = Una cara del dado, el número de una opción, s/n, un número o un código
cmd-param-dice = dados
cmd-param-seed = semilla
cmd-param-text = texto
cmd-param-language = idioma
cmd-choice-dice-bot = Tira el bot
cmd-choice-dice-player = Tiro un dado real
cmd-name-record = historial
cmd-record = Tus resultados contra cada bot y tus preferencias sobre ellos
cmd-name-forget = olvidar
cmd-forget-channel = Borrar todo lo que Soloist guarda de este canal
# Los mensajes de Discord.
discord-turn-updated = El mensaje del turno está actualizado: { $link }
discord-answer-button = ✏️ Escribir la respuesta
discord-answer-title = Tu respuesta
discord-answer-label = Respuesta
discord-missing-permissions = No puedo responder bien en este canal: me falta el permiso { $permissions }. Un administrador del servidor puede darlo en los ajustes del canal (Permisos → Soloist).
discord-forget-ask = Esto borra todo lo que Soloist guarda de este canal: sus partidas, en curso y terminadas, su idioma y sus perfiles de tablero. No se puede deshacer.
discord-forget-done = Hecho: se ha borrado todo lo que Soloist guardaba de este canal ({ $games ->
        [one] 1 partida
       *[other] { $games } partidas
    }).
discord-forget-told = { $name } ha borrado todo lo que Soloist guardaba de este canal.
discord-command-outdated = Discord ha enviado una versión antigua de este comando, así que no lo he ejecutado y no se ha cambiado nada. Discord actualiza su copia en unos minutos (reiniciar la aplicación de Discord ayuda).
discord-command-not-allowed = No puedes usar este comando aquí; no se ha cambiado nada.
discord-command-failed = Algo ha fallado por nuestra parte con este comando y ha quedado registrado. El estado de la partida muestra cómo va.

# Nombres de comandos de barra y de opciones que tiene más de un juego (minúsculas, sin
# espacios, 32 caracteres como mucho); el nombre que tiene un solo juego está en su propio
# archivo.
cmd-name-cost = coste
cmd-param-harder = más-difícil

# Telegram
tg-command = { $description } ({ $verbs })
tg-reply-hint = ↩ Responde a este mensaje para escribir tu respuesta.
tg-in-chat = En «{ $chat }»: { $text }
cmd-forget = Borrar todo lo que Soloist guarda de este chat
tg-forget-ask = Esto borra todo lo que Soloist guarda de este chat: sus partidas, en curso y terminadas, su idioma y sus perfiles de tablero. No se puede deshacer.
tg-forget-yes = 🗑 Borrarlo todo
tg-forget-no = Conservarlo
tg-forget-done = Hecho: se ha borrado todo lo que Soloist guardaba de este chat ({ $games ->
        [one] 1 partida
       *[other] { $games } partidas
    }).
tg-forget-kept = No se ha borrado nada.
tg-forget-denied = Solo el propietario del chat o un administrador pueden borrar sus datos.
tg-forget-not-yours = Solo quien lo pidió puede responder a esto.

# El jugador que nombra un comando (handover y comandos propios de los juegos)
cmd-param-player = jugador

# El juego en curso, una respuesta, los idiomas, un empate que tirar. Un mensaje con el parámetro
# `game` recibe `$title`, el título del juego (`game-<id>`, en el archivo del propio juego).
bot-other-game-commands = El juego de este canal es { $title }; sus comandos: { $commands }.
bot-answered = Has respondido: «{ $answer }»
bot-lang-list = Este canal habla { $language }. Otros idiomas: { $choices }.
bot-lang-choice = /lang { $code } ({ $name })
tie-die-ask = Tira el dado decisorio para deshacer el empate entre { $options } ({ $why }): { $faces }. Escribe el número que ha salido.

# A tie's roll asked in games stored before the faces were said.
tie-roll-ask = Tira el dado decisorio para deshacer el empate entre { $options } ({ $why }): las caras se reparten a partes iguales entre las opciones, en ese orden, y si sale una cara sobrante se vuelve a tirar. Escribe el número que ha salido.

# Dados verificables, transcripciones y las probabilidades del bot
bot-dice-sealed = 🔒 Los dados del bot están sellados: SHA-256 { $commitment } (sal { $salt }) es la huella de la semilla secreta de esta partida. La semilla se revela al terminar la partida; entonces /{ $game } verify SEMILLA comprueba cada tirada.
bot-dice-revealed = 🔓 La semilla de los dados de esta partida: { $seed } (sal { $salt }, huella SHA-256 { $commitment }). /{ $game } verify { $seed } la comprueba y repite cada tirada.
bot-undo-revealed = La semilla de los dados ya se reveló, así que se conocen todas las tiradas que faltan: la partida no puede seguir. /{ $game } new empieza otra.
bot-verify-unsealed = Esta partida de { $title } no tenía dados sellados (se escribió su semilla, o tirabas tú el dado): no hay nada que comprobar.
bot-verify-no-seed = ¿Qué semilla? El bot la revela al terminar la partida; entonces escribe /{ $game } verify SEMILLA con ella.
bot-verify-mismatch = ❌ La semilla { $seed } no coincide: el SHA-256 de «{ $salt }:{ $seed }» no es { $commitment }.
bot-verify-ok = ✅ La semilla { $seed } coincide con la huella { $commitment } mostrada al principio y reproduce, cara por cara, { $rolls ->
        [one] la única tirada del bot.
       *[other] las { $rolls } tiradas del bot.
    }
bot-verify-dice-differ = ❌ La semilla { $seed } coincide con la huella, pero la tirada número { $wrong } del bot no es la que da la semilla (se reproducen { $agreed } de { $rolls }).
bot-verify-draws-differ = ❌ La semilla { $seed } coincide con la huella, pero la carta número { $wrong } que el bot robó después de la preparación no es la que da la semilla (antes coinciden { $agreed }).
bot-transcript-ready = La transcripción de esta partida de { $title } ({ $steps ->
        [one] { $steps } paso
       *[other] { $steps } pasos
    }), en { $language }: { $files }.
bot-odds = { $automa } entre { $low } y { $high } { $high ->
        [one] punto
       *[other] puntos
    } en la mitad de sus partidas (mediana { $median }; de { $min } a { $max } en todas), y la partida acaba { $ends } { $rlow }–{ $rhigh }. { $games ->
        [one] Es 1 partida simulada
       *[other] Son { $games } partidas simuladas
    } contra un jugador programado sencillo.
# Quién consigue los puntos, para un juego que no lo nombra (`<game>-odds-automa`: $variant, $dummies).
bot-odds-automa = El bot consigue
# Cuándo acaba la partida, para un juego sin cuenta propia (`<game>-odds-ends`: $rlow, $rhigh).
bot-odds-ends = en el turno del bot número
# No hay probabilidades para un juego, y los comandos de los que las tienen ($commands).
bot-odds-none = No hay probabilidades de { $title }. Juegos cuyo bot tiene probabilidades: { $commands }.
transcript-title = { $title }: la partida de { $owner }
transcript-dice-sealed = 🔒 Los dados del bot están sellados hasta el final: SHA-256 { $commitment } (sal { $salt }).
transcript-dice-revealed = 🔓 Semilla { $seed }, sal { $salt }: SHA-256 { $commitment }. Para comprobarla: /{ $game } verify { $seed }
transcript-step = Paso { $step }
transcript-typed = Escrito: { $command }
transcript-correction = Tablero corregido: { $command }
bot-console-document = Archivo guardado: { $path }

# Imágenes del tablero (bot/pictures): el lado del tablero del bot, dibujado.
bot-settings = Ajustes de este canal: imágenes del tablero { $pictures ->
        [on] activadas (tras cada turno del bot y con status)
       *[off] desactivadas
    }. Se cambia con /settings pictures off|on.
bot-settings-pictures-bad = «{ $value }» no es ni on ni off: /settings pictures off, o /settings pictures on.
bot-console-picture = Imagen del tablero: { $path }
bot-console-chart = Gráfico del historial: { $path }
cmd-settings = Ajustes de este canal: imágenes del tablero
cmd-name-settings = ajustes
cmd-param-pictures = imagenes
cmd-settings-pictures = Mostrar la imagen del tablero tras los turnos del bot y con status
cmd-choice-pictures-on = Activadas
cmd-choice-pictures-off = Desactivadas
cmd-name-transcript = transcripción
cmd-name-verify = verificar
cmd-name-odds = probabilidades
cmd-param-lang = idioma
cmd-common-transcript = La partida entera en un archivo: Markdown para leer, JSON para herramientas
cmd-common-transcript-lang = El idioma de la transcripción (si no, el del canal)
cmd-common-verify = Comprueba los dados sellados del bot con la semilla revelada al final
cmd-common-verify-seed = La semilla que el bot reveló al terminar la partida
cmd-common-odds = Cómo le va al bot, según miles de partidas simuladas
cmd-choice-lang-en = Inglés
cmd-choice-lang-es = Español
cmd-choice-lang-ja = Japonés
cmd-choice-lang-ru = Ruso

# Las reglas de un juego explicadas (`/<game> rule ID`); el texto de cada regla es
# <game>-rule-<id>, y su título de una línea, .title. $section: la sección de las reglas
# originales, citada como ellas la llaman.
cmd-name-rule = regla
cmd-param-id = id
cmd-common-rule = Una regla que cita el bot, explicada (sin id: la lista)
cmd-common-rule-id = La etiqueta de la regla, como en [RB-Q]
bot-help-rules = /<juego> rule ID — qué significa una etiqueta como [RB-Q] · /<juego> rule — las reglas del juego
bot-rule-shown = [{ $id }] { $rule-title }
    { $rule }
    Reglas originales, sección «{ $section }».
bot-rule-list = Reglas de { $title } que cita el bot (para ver una: /{ $game } rule ID):
bot-rule-item = [{ $id }] { $rule-title }
bot-rule-none = { $title } no tiene etiquetas de reglas que explicar.
bot-rule-unknown = { $title } no tiene ninguna regla «{ $id }». { $count ->
        [0] /{ $game } rule las muestra todas.
       *[other] ¿Querías decir { $ids }? /{ $game } rule las muestra todas.
    }
bot-rule-hint = 📖 Una etiqueta como [{ $id }] remite a una regla: /{ $game } rule { $id } la explica.
bot-rule-links = 📖 Reglas:
# /record: los resultados de un jugador contra cada bot, sus preferencias y la campaña.
# Palabras que se escriben tras /record (en inglés también se aceptan).
bot-record-word-table = tabla
bot-record-word-export = exportar
bot-record-word-private = privado
bot-record-word-public = público
bot-record-word-forget = olvidar
bot-record-word-link = vincular
bot-record-word-unlink = desvincular
bot-record-word-campaign = campaña
bot-record-word-on = activar
bot-record-word-off = desactivar
bot-record-word-yes = sí
bot-record-header = { $own ->
        [yes] Tu historial
       *[no] Historial de { $name }
    }{ $scope ->
       *[all] {""}
        [game] {" "}en { $title }
    } — { $games ->
        [one] 1 partida
       *[other] { $games } partidas
    }:
bot-record-who = Nadie llamado «{ $name }» ha terminado una partida en este canal. En Telegram, responde a uno de sus mensajes con /record; en Discord, elígelo en la opción «jugador» del comando.
bot-record-private = { $name } mantiene su historial en privado.
bot-record-now-private = Tu historial ahora es privado: solo tú puedes verlo, con su gráfico y su exportación. /record public lo vuelve a mostrar.
bot-record-now-public = Tu historial ahora es público: cualquiera puede pedirlo con /record y tu nombre.
bot-record-table-hidden = { $players ->
        [one] Otro jugador mantiene su historial en privado.
       *[other] Otros { $players } jugadores mantienen su historial en privado.
    }
bot-record-exported = Todas las partidas de este historial ({ $games ->
        [one] 1 partida
       *[other] { $games } partidas
    }) en hoja de cálculo y en datos: { $files }.
bot-record-campaign-is = { $on ->
        [yes] Sigues la campaña: cada partida en la que no elijas nivel se juega al nivel que propone. /record campaign off la detiene.
       *[no] No sigues la campaña. /record campaign on la empieza: tras una victoria, la siguiente partida sube un nivel; tras dos derrotas seguidas, baja uno.
    }
bot-record-campaign-on = Campaña activada. Una partida nueva en la que no elijas nivel se juega al que propone la campaña: uno más tras una victoria, uno menos tras dos derrotas seguidas.
bot-record-campaign-off = Campaña desactivada. Las partidas nuevas se juegan al nivel que eligen sus opciones.
bot-record-forget-ask = Esto borra para siempre { $games ->
        [one] tu único resultado
       *[other] tus { $games } resultados
    }, en todas las plataformas que vinculaste. Para seguir: /record forget sí
bot-record-forgotten = { $games ->
        [one] 1 resultado borrado.
       *[other] { $games } resultados borrados.
    } Los registros de tus partidas siguen en sus canales.
bot-record-link-code = Tu código de vinculación: { $code }. { $minutes ->
        [one] En el próximo minuto
       *[other] En los próximos { $minutes } minutos
    }, escribe /record link { $code } en tu otra plataforma (Telegram, Discord o la consola) para llevar un solo historial en ambas.
bot-record-link-bad = «{ $code }» no es un código de vinculación o ya ha caducado. /record link en tu primera plataforma te da uno nuevo.
bot-record-linked = Vinculado: ahora un solo historial reúne tus partidas en { $platforms }.
bot-record-not-linked = Esta cuenta no está vinculada a ninguna otra; /record link te da un código para vincularla.
bot-record-unlinked = Desvinculada: esta cuenta vuelve a tener su propio historial, con las partidas jugadas aquí.
bot-platform-console = la consola
bot-platform-telegram = Telegram
bot-platform-discord = Discord
bot-level = Nivel: { $level } ({ $rank } de { $levels } en la escala de { $automaton }){ $campaign ->
        [yes] , propuesto por tu campaña.
       *[no] .
    }
bot-result-level = Jugada en el nivel { $level } ({ $rank } de { $levels }){ $complete ->
        [yes] {""}
       *[no] , terminada antes de tiempo: no cuenta como derrota
    }. Tu historial en ese nivel: { $wins ->
        [one] 1 victoria
       *[other] { $wins } victorias
    } en { $plays ->
        [one] 1 partida
       *[other] { $plays } partidas
    }{ $run ->
        [win] ; racha: { $streak ->
            [one] 1 victoria
           *[other] { $streak } victorias
        }.
        [loss] ; racha: { $streak ->
            [one] 1 derrota
           *[other] { $streak } derrotas
        }.
       *[none] .
    }
bot-result-campaign = Campaña: tu próxima partida es en el nivel { $level }{ $why ->
        [up] , uno más tras tu victoria
        [down] , uno menos tras dos derrotas seguidas
        [top] , la cima de la escala
        [bottom] , el nivel más fácil
       *[other] {""}
    }. Empiézala con { $command }

bot-log-play = Registrar esta partida en BG Stats
bot-log-play-file = El enlace para registrar esta partida en BG Stats es demasiado largo para un botón aquí, así que adjunto la partida como archivo, en el formato que importa BG Stats.
bot-console-link = { $label }: { $url }
