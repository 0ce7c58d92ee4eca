# Moderación, ajustes de un servidor y límites de lo que se escribe, en toda plataforma (español).

bot-ended-by-moderator = { $by }, moderador, ha terminado la partida de { $owner }.
bot-ended-idle = Nadie había movido en la partida de { $owner } desde hacía { $days ->
        [one] 1 día
       *[other] { $days } días
    }, así que { $by } la ha terminado.
bot-end-not-yet = Solo { $owner } juega esta partida. Un moderador puede terminarla, y cualquiera puede hacerlo cuando lleve { $limit ->
        [one] 1 día
       *[other] { $limit } días
    } sin movimientos (lleva { $days }).
bot-game-exists-idle = La partida de { $owner } lleva { $days ->
        [one] 1 día
       *[other] { $days } días
    } sin movimientos: cualquiera puede terminarla con /{ $game } end y empezar otra.
bot-handover =
    { $who ->
        [owner] { $from } ha cedido la partida a { $to }.
       *[other] { $by }, moderador, ha cedido la partida de { $from } a { $to }.
    } Ahora solo juega { $to }.
bot-handover-who = Indica quién juega ahora: en Discord, con la opción de jugador del comando; en Telegram, responde a uno de sus mensajes con /{ $game } handover.
bot-handover-same = { $owner } ya juega esta partida.
bot-handover-bot = Un bot no puede jugar: elige a una persona.
bot-undo-handover = El último paso cedió la partida: deshacer retira jugadas, no eso. El jugador o un moderador pueden volver a cederla.
bot-server-none = Los ajustes de servidor solo existen en servidores de Discord; aquí /lang elige el idioma de este chat.
bot-server-moderators = Solo los moderadores (Gestionar mensajes) pueden cambiar los ajustes de este servidor.
bot-server-settings = Ajustes de este servidor: sus canales hablan { $language }; las partidas se juegan en { $channels }.
bot-server-no-language = el idioma que elija cada canal, o el de sus jugadores
bot-server-everywhere = cualquier canal
bot-server-games-bad = «{ $value }» no es una opción aquí: here, not-here o everywhere.
bot-server-games-everywhere = Se puede jugar en cualquier canal de este servidor. Para limitarlo, usa /server games here en cada canal donde se pueda jugar.
bot-games-elsewhere = En este servidor solo se juega en { $channels }.
bot-slow-down = Más despacio, por favor: vuelve a intentarlo en { $seconds } s.
bot-too-long = Es demasiado largo: como mucho { $limit ->
        [one] 1 carácter
       *[other] { $limit } caracteres
    }. No se ha cambiado nada.
