# Hopper, un automa de juguete (los mensajes propios de un complemento).
game-hopper = Hopper
cmd-hopper = Hopper: un automa de juguete
cmd-hopper-new = Una partida nueva de Hopper en este canal
cmd-hopper-new-dice = Quién tira el dado del automa
cmd-hopper-new-seed = Repetir una partida a partir de su semilla
cmd-hopper-board = El recorrido
cmd-hopper-push = Tu jugada: hacer retroceder el marcador
cmd-hopper-push-steps = Cuántas casillas, de 1 a 3
cmd-param-steps = casillas
cmd-name-push = retroceder
hopper-help =
    /hopper new [dice=bot|player] [seed=N] — empieza una partida
    /hopper turn — el turno del automa, o de nuevo la pregunta abierta
    /hopper push N — tu jugada: haz retroceder su marcador N casillas (1–3)
    /hopper status — dónde está su marcador y sus puntos de bonificación
    /hopper undo — deshace el último paso
    /hopper end — termina la partida ahora y la puntúa
hopper-setup = El marcador del automa está en la casilla 0 de un recorrido de { $goal }; la partida dura { $turns } turnos.
hopper-turn = Turno { $turn } del automa.
hopper-roll = { $by ->
        [bot] El bot ha sacado un { $face }.
       *[player] Has sacado un { $face }.
    }
hopper-moves = El marcador avanza { $steps } { $steps ->
        [one] casilla
       *[other] casillas
    } hasta la casilla { $space }.
hopper-ask-bonus = El marcador cae en la casilla de bonificación { $space }. ¿Está libre esa casilla en tu tablero?
hopper-bonus = El automa gana { $points } puntos de bonificación.
hopper-over = Fin de la partida: el automa suma { $score } ({ $space } por su marcador y { $bonus } de bonificación).
hopper-question-waits = La pregunta abierta queda aparcada.
hopper-pushed = Haces retroceder el marcador { $steps } { $steps ->
        [one] casilla
       *[other] casillas
    }: ahora está en la casilla { $space }.
hopper-push-bad = Hazlo retroceder 1, 2 o 3 casillas: /hopper push 2
hopper-push-not-now = El marcador solo puede retroceder entre los turnos del automa, mientras dura la partida.
hopper-over-already = Esta partida de Hopper ha terminado.
hopper-option-bad = Opción desconocida «{ $option }»: /hopper new admite dice=bot|player y seed=N.
hopper-status = El marcador está en la casilla { $space }, con { $bonus } puntos de bonificación; turno { $turn } de { $turns }.
hopper-board = El recorrido va de la casilla 0 a la { $goal }.
picture-hopper-title = { $title } · turno { $turn }
