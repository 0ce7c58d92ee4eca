# Mensajes propios del chat de Soloist, para cualquier juego (español).

bot-help =
    Soloist juega el rival automático del modo en solitario de un juego de mesa mientras tú juegas la partida real en casa.
bot-help-common =
    /lang en|es|ja|ru — el idioma de este canal
    /help — esta lista
    Para responder a una pregunta, escribe lo que ofrece: una cara del dado 1–6, el número de una opción, s/n, un número o un código.
bot-unknown-command = No conozco «{ $command }». /help muestra los comandos.
bot-unknown-game = No hay ningún juego llamado «{ $game }». Juegos: { $games }.
bot-no-game = No hay ninguna partida en este canal. /help muestra los juegos y cómo empezar una.
bot-game-exists =
    Ya hay una partida de { $game ->
        [rajas] Rajas of the Ganges
        [splendor] Splendor
       *[other] { $game }
    } en este canal. Termínala o ciérrala con /{ $game } end.
bot-not-owner = Solo { $owner } juega esta partida; puedes mirar todo lo que quieras.
bot-stale = Ese botón pertenece a un paso que ya ha pasado. No ha cambiado nada.
bot-corrupt = No se puede leer la partida guardada de este canal, así que no se ha cambiado nada. /{ $game } end la cierra (se queda en la base de datos).
bot-new-game =
    Nueva partida de { $game ->
        [rajas] Rajas of the Ganges
        [splendor] Splendor
       *[other] { $game }
    } para { $owner }: { $variant ->
        [beck] jugadores ficticios de Beck
        [cherey] jugador virtual de Cherey
        [mild] el bot solitario suave
       *[other] { $variant }
    }; { $dice ->
        [bot] el bot tira el dado decisorio.
       *[player] tú tiras un dado real y escribes el resultado.
    } Semilla { $seed }: empieza una partida con seed={ $seed } para repetir esta misma.
bot-undone = Se ha deshecho un paso (ahora en el paso { $version }).
bot-undo-nothing = No hay nada que deshacer.
bot-log-header =
    Todo el registro de esta partida de { $game ->
        [rajas] Rajas of the Ganges
        [splendor] Splendor
       *[other] { $game }
    }: { $steps ->
        [one] 1 paso
       *[other] { $steps } pasos
    }.
bot-log-step = Paso { $version }
bot-lang-set = Este canal habla ahora { $language }.
bot-lang-unknown = No hablo «{ $value }». Elige uno de estos: { $languages }.
lang-en = English
lang-es = Español
lang-ja = 日本語
lang-ru = Русский
bot-abandoned =
    La partida de { $game ->
        [rajas] Rajas of the Ganges
        [splendor] Splendor
       *[other] { $game }
    } se ha cerrado sin resultado.
bot-finished =
    Esta partida de { $game ->
        [rajas] Rajas of the Ganges
        [splendor] Splendor
       *[other] { $game }
    } ha terminado. /{ $game } new empieza otra.
bot-error = Algo ha fallado por nuestra parte; no se ha cambiado nada. Vuelve a intentarlo.
bot-question = Pregunta:
bot-answer-d6 = escribe el resultado del dado, de 1 a 6
bot-answer-choice = escribe el número de una opción
bot-answer-confirm = s / n
bot-answer-number = escribe un número de { $min } a { $max }
bot-answer-text = escribe el código como se indica
bot-status-header =
    { $game ->
        [rajas] Rajas of the Ganges
        [splendor] Splendor
       *[other] { $game }
    }, paso { $version }:
bot-board-header = { $game ->
        [rajas] Datos conocidos del tablero (el perfil del tablero). Corrige cualquiera con /rajas board DATO VALOR.
       *[other] La mesa tal como la conoce el bot.
    }
bot-no-question = Ahora mismo no hay ninguna pregunta abierta. /{ $game } turn juega el siguiente turno del rival.
bot-console-welcome = Mesa de consola de Soloist — el estado se guarda en { $db }. Escribe /help.
bot-console-bye = ¡Hasta luego! Tu partida queda guardada y estará aquí cuando vuelvas.
bot-seed-bad = «{ $value }» no es una semilla: la semilla es un número entero, p. ej. seed=1234.
bot-yes = ✅ Sí
bot-no = ❌ No
bot-earlier = … las líneas anteriores de este turno: /{ $game } log
