# Solo Discord: comandos de moderación y de servidor, /help, páginas de una respuesta larga
# (español). Nombres (cmd-name-*, cmd-param-*): minúsculas, sin espacios, 32 caracteres como
# mucho; descripciones, 100.

cmd-name-handover = ceder
cmd-common-handover = Ceder esta partida a otro jugador (su jugador o un moderador)
cmd-common-handover-player = Quién juega a partir de ahora
cmd-name-server = servidor
cmd-server = Los ajustes de este servidor (moderadores)
cmd-name-show = ver
cmd-server-show = Ver los ajustes de este servidor
cmd-name-language = idioma
cmd-server-language = El idioma de los canales de este servidor que no han elegido uno
cmd-server-language-language = Un idioma, o auto (cada canal habla el suyo)
cmd-choice-language-auto = Auto: cada canal el suyo
cmd-name-games = partidas
cmd-server-games = Dónde se puede jugar en este servidor
cmd-server-games-where = Permitir este canal, dejar de permitirlo o permitir todos
cmd-param-where = donde
cmd-choice-where-here = Aquí también (este canal y sus hilos)
cmd-choice-where-not-here = Ya no aquí
cmd-choice-where-everywhere = En todos los canales
discord-help-answer = Cada pregunta trae botones; /‹juego› answer toma una respuesta escrita y sugiere lo que encaja mientras escribes.
discord-page = { $page } / { $pages }

# A rule tag of a reply, as a button that explains the rule (/<game> rule ID).
discord-rule-button = 📖 { $id }
