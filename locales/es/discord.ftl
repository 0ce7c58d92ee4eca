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

# /record y /<juego> record
cmd-common-record = Tu historial en este juego, o el de otro jugador
cmd-common-record-player = De quién (el tuyo si no eliges a nadie)
cmd-record-show = Tu historial, o el de otro jugador, con su gráfico
cmd-record-show-player = De quién (el tuyo si no eliges a nadie)
cmd-name-table = tabla
cmd-record-table = La clasificación de los jugadores de este canal
cmd-name-export = exportar
cmd-record-export = Todas las partidas de un historial en archivos CSV y JSON
cmd-record-export-player = De quién (el tuyo si no eliges a nadie)
cmd-name-campaign = campaña
cmd-record-campaign = Sube por la escala: un nivel más tras una victoria, uno menos tras dos derrotas seguidas
cmd-record-campaign-switch = Activar o desactivar (nada: dónde estás)
cmd-param-switch = estado
cmd-choice-switch-on = Activar
cmd-choice-switch-off = Desactivar
cmd-name-link = vincular
cmd-record-link = Vincula tus cuentas de otras plataformas en un solo historial
cmd-record-link-code = El código que te dio tu otra cuenta (nada: te doy uno aquí)
cmd-param-code = código
cmd-name-unlink = desvincular
cmd-record-unlink = Devuelve a esta cuenta un historial propio
cmd-name-private = privado
cmd-record-private = Tu historial solo para ti
cmd-name-public = público
cmd-record-public = Que cualquiera pueda ver tu historial
cmd-record-forget = Borra tus resultados para siempre
cmd-record-forget-confirm = Sí para borrarlos (si no, primero te digo cuántos son)
cmd-param-confirm = confirmar
cmd-choice-confirm-yes = Sí, bórralos
