## La página en directo de una partida (bot/web/): su enlace, los textos de la página, sus rechazos.

bot-watch-link = La página en directo de esta partida de { $title }, que se actualiza sola mientras juegas: ábrela en una tableta o un portátil junto al tablero, o pásasela a quien quiera mirar: { $url }
bot-watch-ask = Esta partida aún no tiene página en directo: { $owner } puede crearla con /{ $game } watch.
bot-watch-revoked = La página en directo de esta partida de { $title } está cerrada: su enlace ya no se abre. /{ $game } watch da uno nuevo.
bot-watch-none = Esta partida de { $title } no tiene ninguna página en directo abierta.
bot-watch-off = Las páginas en directo no están configuradas en este bot.

cmd-name-watch = mirar
cmd-param-revoke = revocar
cmd-common-watch = Un enlace a la página en directo de la partida: tablero, estado y decisiones, al día
cmd-common-watch-revoke = Cerrar la página en su lugar: su enlace deja de funcionar

web-title = { $title }: mesa en directo
web-status = Estado
web-question = Pregunta abierta
web-turn = Este turno
web-turn-empty = Aún no se ha decidido nada en este turno.
web-board = El tablero tal como lo ve el bot
web-board-words = El tablero en palabras
web-over = Esta partida ha terminado: la página muestra cómo acabó.
web-language = Idioma
web-live = Se actualiza sola a medida que avanza la partida.
web-refused-title = No se puede mostrar esta página
web-unknown = Este enlace no existe, o su partida se ha olvidado.
web-revoked = El jugador cerró esta página: su enlace ya no se abre. Pídele uno nuevo.
web-too-many = Demasiadas peticiones desde tu dirección. Espera unos segundos y recarga la página.

## La página en directo como Mini App de Telegram (bot/web/miniapp.py): el botón bajo el enlace, la página que abre Telegram, sus rechazos.
tg-watch-app = Abrir en Telegram
web-app-opening = Abriendo la página en directo…
web-app-no-script = Dentro de Telegram, esta página necesita JavaScript para abrir la partida. El enlace del chat abre la misma página en cualquier navegador.
web-app-invalid = Telegram no ha garantizado esta apertura, así que la página sigue cerrada. Vuelve a tocar «Abrir en Telegram» bajo el mensaje del bot en el chat.
web-app-expired = Esta apertura es demasiado antigua para fiarse de ella. Vuelve a tocar «Abrir en Telegram» bajo el mensaje del bot en el chat.
