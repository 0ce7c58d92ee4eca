## Mensajes que usan todos los juegos: listas, sí/no, el dado decisorio, desempates y
## errores en las respuestas.

# Una lista natural: $first son todos los elementos menos el último, ya unidos con
# list-separator.
list-and = { $first } y { $last }
list-separator = { ", " }

answer-yes = Sí
answer-no = No

# Una cara del dado decisorio, como etiqueta de opción.
die-face = { $face ->
    [1] ⚀ 1
    [2] ⚁ 2
    [3] ⚂ 3
    [4] ⚃ 4
    [5] ⚄ 5
    [6] ⚅ 6
   *[other] { $face }
}

prompt-roll = Tira el dado decisorio y escribe el número que ha salido (del 1 al 6).

# $options es una lista, $why aquello en lo que empatan, $by "bot" o "player".
tie-die = Empate entre { $options } ({ $why }); lo decide el dado ({ $faces }): { $by ->
    [player] has sacado
   *[bot] el bot ha sacado
} un { $face }.
tie-face = { $single ->
    [yes] { $low }
   *[no] { $low }–{ $high }
} → { $option }
tie-face-again = { $single ->
    [yes] { $low }
   *[no] { $low }–{ $high }
} → se vuelve a tirar
# Said by the logs of games stored before a tie's faces were said.
tie-roll = Empate entre { $options } ({ $why }): { $by ->
    [player] has sacado
   *[bot] el bot ha sacado
} un { $face }.
tie-broken = Queda elegido: { $chosen }.
tie-reroll = El { $face } no corresponde a { $count ->
    [one] la única opción
   *[other] ninguna de las { $count } opciones
}: se vuelve a tirar el dado.

answer-bad-die = «{ $value }» no es una cara del dado: escribe un número del 1 al 6.
answer-bad-number = «{ $value }» no es una respuesta válida: escribe un número entero del { $min } al { $max }.
answer-bad-confirm = «{ $value }» no es una respuesta de sí o no: escribe sí o no (s/n).
answer-bad-choice = «{ $value }» no es una de las opciones: { $count ->
    [one] escribe 1.
   *[other] escribe el número de una opción, del 1 al { $count }.
}
answer-empty = La respuesta está vacía: escribe algo, por favor.
answer-no-question = Ahora mismo no hay ninguna pregunta pendiente.
flow-busy = Todavía hay una pregunta abierta: respóndela primero.
