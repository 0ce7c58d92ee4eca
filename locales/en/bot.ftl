# Soloist's own chat messages, for every game (English).

bot-help =
    Soloist plays the automa of a board game's solo mode while you play the real game at home.
bot-help-common =
    /lang en|es|ja|ru — the language of this channel
    /help — this list
    To answer a question, type what it offers: a die face 1–6, an option's number, y/n, a number or a code.
bot-unknown-command = I don't know “{ $command }”. /help lists the commands.
bot-unknown-game = There is no game called “{ $game }”. Games: { $games }.
bot-no-game = No game is running in this channel. /help lists the games and how to start one.
bot-game-exists =
    A game of { $game ->
        [rajas] Rajas of the Ganges
        [splendor] Splendor
       *[other] { $game }
    } is already running in this channel. Finish it, or end it with /{ $game } end.
bot-not-owner = Only { $owner } plays this game; you are welcome to watch.
bot-stale = That button belongs to a step that has moved on. Nothing changed.
bot-corrupt = The saved game of this channel cannot be read, so nothing was changed. /{ $game } end closes it (it stays in the database).
bot-new-game =
    New game of { $game ->
        [rajas] Rajas of the Ganges
        [splendor] Splendor
       *[other] { $game }
    } for { $owner }: { $variant ->
        [beck] Beck's dummy players
        [cherey] Cherey's virtual player
        [mild] the mild solo bot
       *[other] { $variant }
    }; { $dice ->
        [bot] the bot rolls the decision die.
       *[player] you roll a real die and type the face.
    } Seed { $seed }: start a game with seed={ $seed } to replay this one.
bot-undone = Went back one step (now at step { $version }).
bot-undo-nothing = There is nothing to undo.
bot-log-header =
    The whole trail of this { $game ->
        [rajas] Rajas of the Ganges
        [splendor] Splendor
       *[other] { $game }
    } game: { $steps ->
        [one] 1 step
       *[other] { $steps } steps
    }.
bot-log-step = Step { $version }
bot-lang-set = This channel now speaks { $language }.
bot-lang-unknown = I don't speak “{ $value }”. Choose one of: { $languages }.
lang-en = English
lang-es = Español
lang-ja = 日本語
lang-ru = Русский
bot-abandoned =
    The game of { $game ->
        [rajas] Rajas of the Ganges
        [splendor] Splendor
       *[other] { $game }
    } was closed without a result.
bot-finished =
    This game of { $game ->
        [rajas] Rajas of the Ganges
        [splendor] Splendor
       *[other] { $game }
    } is over. /{ $game } new starts another.
bot-error = Something went wrong on our side; nothing was changed. Please try again.
bot-question = Question:
bot-answer-d6 = type the face, 1–6
bot-answer-choice = type an option's number
bot-answer-confirm = y / n
bot-answer-number = type a number from { $min } to { $max }
bot-answer-text = type the code as shown
bot-status-header =
    { $game ->
        [rajas] Rajas of the Ganges
        [splendor] Splendor
       *[other] { $game }
    }, step { $version }:
bot-board-header = { $game ->
        [rajas] Board facts known (the board profile). Correct any with /rajas board FACT VALUE.
       *[other] The table as the bot knows it.
    }
bot-no-question = Nothing is being asked right now. /{ $game } turn plays the automa's next turn.
bot-console-welcome = Soloist console table — state saved in { $db }. Type /help.
bot-console-bye = Goodbye! Your game is saved; it will be here when you come back.
bot-seed-bad = “{ $value }” is not a seed: a seed is a whole number, e.g. seed=1234.
bot-yes = ✅ Yes
bot-no = ❌ No
bot-earlier = … earlier lines of this turn: /{ $game } log
