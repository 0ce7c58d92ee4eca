# Hopper, a toy automa (a plug-in's own messages).
game-hopper = Hopper
cmd-hopper = Hopper: a toy automa
cmd-hopper-new = A new game of Hopper in this channel
cmd-hopper-new-dice = Who rolls the automa's die
cmd-hopper-new-seed = Replay a game from its seed
cmd-hopper-board = The track
cmd-hopper-push = Your move: push the marker back
cmd-hopper-push-steps = How many spaces, 1 to 3
cmd-param-steps = steps
cmd-name-push = push
hopper-help =
    /hopper new [dice=bot|player] [seed=N] — start a game
    /hopper turn — the automa's turn, or the open question again
    /hopper push N — your move: push its marker back N spaces (1–3)
    /hopper status — where its marker stands and its bonus points
    /hopper undo — take the last step back
    /hopper end — end the game now and score it
hopper-setup = The automa's marker stands on space 0 of a track of { $goal }; the game lasts { $turns } turns.
hopper-turn = The automa's turn { $turn }.
hopper-roll = { $by ->
        [bot] The bot rolled { $face }.
       *[player] You rolled { $face }.
    }
hopper-moves = The marker moves { $steps } { $steps ->
        [one] space
       *[other] spaces
    } to space { $space }.
hopper-ask-bonus = The marker lands on bonus space { $space }. Is that space free on your board?
hopper-bonus = The automa scores { $points } bonus points.
hopper-over = Game over: the automa scores { $score } ({ $space } for its marker, { $bonus } in bonuses).
hopper-question-waits = The open question is set aside.
hopper-pushed = You push the marker back { $steps } { $steps ->
        [one] space
       *[other] spaces
    }: it stands on space { $space }.
hopper-push-bad = Push it back 1, 2 or 3 spaces: /hopper push 2
hopper-push-not-now = The marker can only be pushed between the automa's turns, while the game goes on.
hopper-over-already = This game of Hopper is over.
hopper-option-bad = Unknown option “{ $option }”: /hopper new takes dice=bot|player and seed=N.
hopper-status = The marker stands on space { $space }, with { $bonus } bonus points; turn { $turn } of { $turns }.
hopper-board = The track runs from space 0 to space { $goal }.
picture-hopper-title = { $title } · turn { $turn }
