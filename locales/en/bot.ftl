# Soloist's own chat messages, for every game (English).

bot-help =
    Soloist plays the automa of a board game's solo mode while you play the real game at home.
bot-help-common =
    /lang en|es|ja|ru — the language of this channel
    /help — this list
    /<game> transcript [lang=xx] — the game as a file · /<game> verify SEED — check the bot's sealed dice · { $odds } — the automa's odds
    /settings pictures off|on — pictures of the board in this channel
    /<game> watch — the game on a live web page, for a screen beside the board or friends watching
    /record — your results against each automaton, with a chart · /record table · export · campaign on · link · private
    To answer a question, type what it offers: a die face 1–6, an option's number, y/n, a number or a code.
bot-unknown-command = I don't know “{ $command }”. /help lists the commands.
bot-unknown-game = There is no game called “{ $game }”. Games: { $games }.
bot-no-game = No game is running in this channel. /help lists the games and how to start one.
bot-other-game =
    The game in this channel is { $title }: /{ $game } { $verb }.
bot-game-exists =
    A game of { $title } is already running in this channel. Finish it, or end it with /{ $game } end.
bot-not-owner = Only { $owner } plays this game; you are welcome to watch.
bot-stale = That button belongs to a step that has moved on. Nothing changed.
bot-corrupt = The saved game of this channel cannot be read, so nothing was changed. /{ $game } end closes it (it stays in the database).
bot-log-damaged = This step's record cannot be read (damaged in the database); the rest of the log can.
bot-new-game =
    New game of { $title } for { $owner }: { $automa }; { $chance }
# The automa a new game is played against, for a game that names none (`<game>-variant-<id>`).
bot-new-game-automa = the automa
# What a new game says of its dice, for a game that has them (a game without says `<game>-no-dice`).
bot-new-game-dice = { $dice ->
        [bot] the bot rolls the decision die.
       *[player] you roll a real die and type the face.
    } { $sealed ->
        [yes] The seed stays secret until the game ends.
       *[no] Seed { $seed }: start a game with seed={ $seed } to replay this one.
    }
bot-undone = Took back step { $step } (the game is at step { $version } again){ $said ->
        [0] .
       *[other] : { $what }
    }
bot-undo-nothing = There is nothing to undo.
bot-log-header =
    The whole trail of this { $title } game: { $steps ->
        [one] 1 step
       *[other] { $steps } steps
    }.
bot-log-step = Step { $version }
bot-lang-set = This channel now speaks { $language }.
bot-lang-unknown = I don't speak “{ $value }”. Choose one of: { $languages }.
# Languages as pickers show them, each in its own language (the same in every file).
lang-en = English
lang-es = Español
lang-ja = 日本語
lang-ru = Русский
# Languages named in running text, in the reader's language.
lang-name-en = English
lang-name-es = Spanish
lang-name-ja = Japanese
lang-name-ru = Russian
bot-abandoned =
    The game of { $title } was closed without a result.
bot-finished =
    This game of { $title } is over. /{ $game } new starts another.
bot-error = Something went wrong on our side; nothing was changed. Please try again.
bot-question = Question:
bot-answer-d6 = type the face, 1–6
bot-answer-choice = type an option's number
bot-answer-confirm = y / n
bot-answer-number = type a number from { $min } to { $max }
bot-answer-text = type your answer as the question says
bot-status-header =
    { $title }, step { $version }:
bot-board-header = The table as the bot knows it.
bot-board-words = { $text }
bot-no-question = Nothing is being asked right now. /{ $game } turn plays the automa's next turn.
bot-console-welcome = Soloist console table — state saved in { $db }. Type /help.
bot-console-bye = Goodbye! Your game is saved; it will be here when you come back.
bot-seed-bad = “{ $value }” is not a seed: a seed is a whole number, e.g. seed=1234.
bot-yes = ✅ Yes
bot-no = ❌ No
bot-earlier = … earlier lines of this turn: /{ $game } log

# Discord's slash commands: names (cmd-name-*, cmd-param-*: lowercase, no spaces, at most 32
# characters), descriptions (at most 100 characters), choices; cmd-<game>-<verb> describes a
# game's command, cmd-common-<verb> a command every game has.
cmd-help = What Soloist does, and its commands
cmd-lang = The language this channel speaks
cmd-lang-language = The channel's language
cmd-name-help = help
cmd-name-lang = lang
cmd-name-new = new
cmd-name-turn = turn
cmd-name-status = status
cmd-name-log = log
cmd-name-undo = undo
cmd-name-end = end
cmd-name-board = board
cmd-name-answer = answer
cmd-common-turn = The automa's next turn (or the open question again)
cmd-common-status = Each automaton's state, and whose turn it is
cmd-common-log = The whole trail of decisions, each with its rule
cmd-common-undo = Take the last step back
cmd-common-end = End the game now and score it
cmd-common-answer = Type the answer to the open question
cmd-common-answer-text = A die face, an option's number, y/n, a number or a code
cmd-param-dice = dice
cmd-param-seed = seed
cmd-param-text = text
cmd-param-language = language
cmd-choice-dice-bot = The bot rolls
cmd-choice-dice-player = I roll a real die
cmd-name-record = record
cmd-record = Your results against each automaton, and your choices about them
cmd-name-forget = forget
cmd-forget-channel = Delete everything Soloist keeps for this channel
# Discord's messages.
discord-turn-updated = The turn's message is updated: { $link }
discord-answer-button = ✏️ Type the answer
discord-answer-title = Your answer
discord-answer-label = Answer
discord-missing-permissions = I can't answer properly in this channel: I lack the { $permissions } permission. A server admin can grant it in the channel's settings (Permissions → Soloist).
discord-forget-ask = This deletes everything Soloist keeps for this channel: its games, running and finished, its language and its board profiles. It cannot be undone.
discord-forget-done = Done: everything Soloist kept for this channel is deleted ({ $games ->
        [one] 1 game
       *[other] { $games } games
    }).
discord-forget-told = { $name } deleted everything Soloist kept for this channel.
discord-command-outdated = Discord sent an older version of this command, so I did not run it; nothing changed. Discord updates its copy within a few minutes (restarting the Discord app helps).
discord-command-not-allowed = You may not use this command here; nothing changed.
discord-command-failed = Something went wrong on our side with this command, and it was logged. The game's status shows where it stands.

# Names of slash commands and options more than one game has (lowercase, no spaces, at
# most 32 characters); a name only one game has is in its own file.
cmd-name-cost = cost
cmd-param-harder = harder

# Telegram
tg-command = { $description } ({ $verbs })
tg-reply-hint = ↩ Reply to this message to type your answer.
tg-in-chat = In “{ $chat }”: { $text }
cmd-forget = Delete everything Soloist keeps for this chat
tg-forget-ask = This deletes everything Soloist keeps for this chat: its games, running and finished, its language and its board profiles. It cannot be undone.
tg-forget-yes = 🗑 Delete everything
tg-forget-no = Keep it
tg-forget-done = Done: everything Soloist kept for this chat is deleted ({ $games ->
        [one] 1 game
       *[other] { $games } games
    }).
tg-forget-kept = Nothing was deleted.
tg-forget-denied = Only the chat's owner or an administrator can delete its data.
tg-forget-not-yours = Only the one who asked can answer this.

# The player a command names (handover, and games' own commands)
cmd-param-player = player

# The game running, an answer, the languages, a tie to roll. A message with a `game` parameter
# gets `$title`, the game's title (`game-<id>`, in the game's own file).
bot-other-game-commands = The game in this channel is { $title }; its commands: { $commands }.
bot-answered = You answered: “{ $answer }”
bot-lang-list = This channel speaks { $language }. Other languages: { $choices }.
bot-lang-choice = /lang { $code } ({ $name })
tie-die-ask = Roll the decision die to break the tie between { $options } ({ $why }): { $faces }. Type the face.

# A tie's roll asked in games stored before the faces were said.
tie-roll-ask = Roll the decision die to break the tie between { $options } ({ $why }): the faces are shared out evenly among them in that order, and a face left over is rolled again. Type the face.

# Provably fair dice, transcripts and the automa's odds
bot-dice-sealed = 🔒 The bot's dice are sealed: SHA-256 { $commitment } (salt { $salt }) is the fingerprint of this game's secret seed. The seed is revealed when the game ends; then /{ $game } verify SEED checks every roll.
bot-dice-revealed = 🔓 The seed of this game's dice: { $seed } (salt { $salt }, fingerprint SHA-256 { $commitment }). /{ $game } verify { $seed } checks it and replays every roll.
bot-undo-revealed = The seed of this game's dice is out, so every roll to come is known: the game cannot go on. /{ $game } new starts another.
bot-verify-unsealed = This game of { $title } had no sealed dice (its seed was typed, or you rolled the die yourself): there is nothing to verify.
bot-verify-no-seed = Which seed? The bot reveals it when the game ends; then type /{ $game } verify SEED with it.
bot-verify-mismatch = ❌ Seed { $seed } does not match: the SHA-256 of “{ $salt }:{ $seed }” is not { $commitment }.
bot-verify-ok = ✅ Seed { $seed } matches the fingerprint { $commitment } shown at the start and replays { $rolls ->
        [one] the bot's one roll
       *[other] all { $rolls } of the bot's rolls
    }, face for face.
bot-verify-dice-differ = ❌ Seed { $seed } matches the fingerprint, but the bot's roll number { $wrong } is not the one the seed gives ({ $agreed } of { $rolls } replay).
bot-verify-draws-differ = ❌ Seed { $seed } matches the fingerprint, but card number { $wrong } the bot drew after the setup is not the one the seed gives ({ $agreed } agree before it).
bot-transcript-ready = The transcript of this game of { $title } ({ $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    }), in { $language }: { $files }.
bot-odds = { $automa } { $low }–{ $high } in half of its games (median { $median }; { $min }–{ $max } in all), and the game ends { $ends } { $rlow }–{ $rhigh }. From { $games ->
        [one] 1 game
       *[other] { $games } games
    } simulated against a scripted player.
# Who scores, for a game that names none (`<game>-odds-automa`: $variant, $dummies).
bot-odds-automa = The automa scores
# When the game ends, for a game that counts no rounds of its own (`<game>-odds-ends`: $rlow, $rhigh).
bot-odds-ends = at the bot's turn
# No odds for a game, and the commands of those that have them ($commands).
bot-odds-none = There are no odds for { $title }. Games whose automa has odds: { $commands }.
transcript-title = { $title }: { $owner }'s game
transcript-dice-sealed = 🔒 The bot's dice are sealed until the end: SHA-256 { $commitment } (salt { $salt }).
transcript-dice-revealed = 🔓 Seed { $seed }, salt { $salt }: SHA-256 { $commitment }. To check it: /{ $game } verify { $seed }
transcript-step = Step { $step }
transcript-typed = Typed: { $command }
transcript-correction = Board corrected: { $command }
bot-console-document = File written: { $path }

# Board pictures (bot/pictures): the automa's side of the board, drawn as an image.
bot-settings = This channel's settings: pictures of the board { $pictures ->
        [on] on (after each of the automa's turns and with status)
       *[off] off
    }. /settings pictures off|on changes it.
bot-settings-pictures-bad = “{ $value }” is neither on nor off: /settings pictures off, or /settings pictures on.
bot-console-picture = Picture of the board: { $path }
bot-console-chart = Chart of the record: { $path }
cmd-settings = This channel's settings: pictures of the board
cmd-name-settings = settings
cmd-param-pictures = pictures
cmd-settings-pictures = Show the board's picture after the automa's turns and with status
cmd-choice-pictures-on = On
cmd-choice-pictures-off = Off
cmd-name-transcript = transcript
cmd-name-verify = verify
cmd-name-odds = odds
cmd-param-lang = lang
cmd-common-transcript = The whole game as a file: Markdown to read, JSON for tools
cmd-common-transcript-lang = The transcript's language (the channel's if not given)
cmd-common-verify = Check the bot's sealed dice against the seed revealed at the end
cmd-common-verify-seed = The seed the bot revealed when the game ended
cmd-common-odds = How the automa does, from thousands of simulated games
cmd-choice-lang-en = English
cmd-choice-lang-es = Spanish
cmd-choice-lang-ja = Japanese
cmd-choice-lang-ru = Russian

# A game's rules explained (`/<game> rule ID`); the rule's own words are <game>-rule-<id>, its
# one-line title their .title. $section: the original rules' section, quoted as they name it.
cmd-name-rule = rule
cmd-param-id = id
cmd-common-rule = A rule the bot cites, explained (without an id: the list)
cmd-common-rule-id = The rule's tag, as in [RB-Q]
bot-help-rules = /<game> rule ID — what a tag such as [RB-Q] means · /<game> rule — the game's rules
bot-rule-shown = [{ $id }] { $rule-title }
    { $rule }
    Original rules, section “{ $section }”.
bot-rule-list = Rules of { $title } cited by the bot (one explained: /{ $game } rule ID):
bot-rule-item = [{ $id }] { $rule-title }
bot-rule-none = { $title } has no rule tags to explain.
bot-rule-unknown = { $title } has no rule “{ $id }”. { $count ->
        [0] /{ $game } rule lists them all.
       *[other] Did you mean { $ids }? /{ $game } rule lists them all.
    }
bot-rule-hint = 📖 A tag such as [{ $id }] names a rule: /{ $game } rule { $id } explains it.
bot-rule-links = 📖 Rules:
# /record: a player's results against each automaton, their choices, and the campaign.
# Words typed after /record (English is always accepted too).
bot-record-word-table = table
bot-record-word-export = export
bot-record-word-private = private
bot-record-word-public = public
bot-record-word-forget = forget
bot-record-word-link = link
bot-record-word-unlink = unlink
bot-record-word-campaign = campaign
bot-record-word-on = on
bot-record-word-off = off
bot-record-word-yes = yes
bot-record-header = { $own ->
        [yes] Your record
       *[no] { $name }'s record
    }{ $scope ->
       *[all] {""}
        [game] {" "}at { $title }
    } — { $games ->
        [one] 1 game
       *[other] { $games } games
    }:
bot-record-who = No one called “{ $name }” has finished a game in this channel. On Telegram, reply to one of their messages with /record; on Discord, choose them in the command's player option.
bot-record-private = { $name } keeps their record private.
bot-record-now-private = Your record is now private: only you can see it, its chart and its export. /record public shows it again.
bot-record-now-public = Your record is now public: anyone may ask for it with /record and your name.
bot-record-table-hidden = { $players ->
        [one] 1 more player keeps their record private.
       *[other] { $players } more players keep their records private.
    }
bot-record-exported = Every play of this record ({ $games ->
        [one] 1 game
       *[other] { $games } games
    }) as a spreadsheet and as data: { $files }.
bot-record-campaign-is = { $on ->
        [yes] You follow the campaign: each game without a level of your choosing is played at the level it proposes. /record campaign off stops it.
       *[no] You don't follow the campaign. /record campaign on starts it: after a win the next game goes one level up, after two losses in a row one level down.
    }
bot-record-campaign-on = Campaign on. A new game without a level of your choosing is played at the level the campaign proposes: one up after a win, one down after two losses in a row.
bot-record-campaign-off = Campaign off. New games are played at the level their options choose.
bot-record-forget-ask = This deletes your { $games ->
        [one] 1 result
       *[other] { $games } results
    } for good, on every platform you linked. To go ahead: /record forget yes
bot-record-forgotten = { $games ->
        [one] 1 result deleted.
       *[other] { $games } results deleted.
    } Your games' logs stay with their channels.
bot-record-link-code = Your link code: { $code }. Within { $minutes ->
        [one] 1 minute
       *[other] { $minutes } minutes
    }, type /record link { $code } on your other platform (Telegram, Discord or the console) to keep one record on both.
bot-record-link-bad = “{ $code }” is no link code, or it has expired. /record link on your first platform gives a new one.
bot-record-linked = Linked: one record now gathers your games on { $platforms }.
bot-record-not-linked = This account is linked to no other; /record link gives a code to link one.
bot-record-unlinked = Unlinked: this account keeps a record of its own again, with the games played here.
bot-platform-console = the console
bot-platform-telegram = Telegram
bot-platform-discord = Discord
bot-level = Level: { $level } ({ $rank } of { $levels } on the ladder of { $automaton }){ $campaign ->
        [yes] , proposed by your campaign.
       *[no] .
    }
bot-result-level = Played at { $level } ({ $rank } of { $levels }){ $complete ->
        [yes] {""}
       *[no] , ended early: not counted as a loss
    }. Your record there: { $wins ->
        [one] 1 win
       *[other] { $wins } wins
    } in { $plays ->
        [one] 1 game
       *[other] { $plays } games
    }{ $run ->
        [win] ; streak: { $streak ->
            [one] 1 win
           *[other] { $streak } wins
        }.
        [loss] ; streak: { $streak ->
            [one] 1 loss
           *[other] { $streak } losses
        }.
       *[none] .
    }
bot-result-campaign = Campaign: your next game is at { $level }{ $why ->
        [up] , one level up after your win
        [down] , one level down after two losses in a row
        [top] , the top of the ladder
        [bottom] , the easiest level
       *[other] {""}
    }. Start it with { $command }

# A game finished by its rules: a button that opens the BG Stats app with the play filled in;
# where the platform's buttons cannot hold its link, the play goes as a file with the line after.
bot-log-play = Log this play in BG Stats
bot-log-play-file = The link that logs this play in BG Stats is too long for a button here, so the play is attached as a file instead, in the form BG Stats imports.
# The console has no buttons: a link button as a line, its label and the address.
bot-console-link = { $label }: { $url }
