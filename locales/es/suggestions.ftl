# Lo que se ofrece mientras se escribe (el autocompletado de Discord), en español.

suggest-splendor-deck = deck { $level } · la carta de arriba del mazo de nivel { $level } ({ $count } cartas)
suggest-rajas-river-length = cuántas casillas tiene el río
suggest-rajas-river = una casilla del río y su bonificación, p. ej. river 3 money 2
suggest-rajas-fame-track = las casillas con bonificación del marcador de gloria, p. ej. 5 worker; 12 upgrade
suggest-rajas-money-track = las casillas con bonificación del marcador de dinero, p. ej. 8 river 1
suggest-rajas-meet = dónde se encuentran los indicadores de gloria y dinero (su suma)
suggest-rajas-building = la gloria de un edificio: fila, nivel, gloria, p. ej. building 1 3 4
