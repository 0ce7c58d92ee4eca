# Moderation, a server's settings and limits on input, for every platform (English).

bot-ended-by-moderator = { $by }, a moderator, ended { $owner }'s game.
bot-ended-idle = Nobody had moved in { $owner }'s game for { $days ->
        [one] 1 day
       *[other] { $days } days
    }, so { $by } ended it.
bot-end-not-yet = Only { $owner } plays this game. A moderator can end it, and anyone can once it has waited { $limit ->
        [one] 1 day
       *[other] { $limit } days
    } without a move (it has waited { $days ->
        [one] 1 day
       *[other] { $days } days
    }).
bot-game-exists-idle = { $owner }'s game has waited { $days ->
        [one] 1 day
       *[other] { $days } days
    } without a move: anyone may end it with /{ $game } end, and then start a new one.
bot-handover =
    { $who ->
        [owner] { $from } handed the game to { $to }.
       *[other] { $by }, a moderator, handed { $from }'s game to { $to }.
    } Only { $to } plays it now.
bot-handover-who = Name the new player: on Discord in the command's player option; on Telegram, reply to one of their messages with /{ $game } handover.
bot-handover-same = { $owner } already plays this game.
bot-handover-bot = A bot cannot play: choose a person.
bot-undo-handover = The last step handed the game over: undo takes back moves, not that. The player or a moderator can hand it on again.
bot-server-none = Server settings exist on Discord servers only; here /lang sets this chat's language.
bot-server-moderators = Only moderators (Manage Messages) may change this server's settings.
bot-server-settings = This server's settings: its channels speak { $language }; games run in { $channels }.
bot-server-no-language = the language each channel chose, or its players'
bot-server-everywhere = every channel
bot-server-games-bad = “{ $value }” is not a choice here: here, not-here or everywhere.
bot-server-games-everywhere = Games may run in every channel of this server. To limit them, use /server games here in each channel they may run in.
bot-games-elsewhere = On this server, games run only in { $channels }.
bot-slow-down = Not so fast, please: try again in { $seconds } s.
bot-too-long = That is too long: at most { $limit ->
        [one] 1 character
       *[other] { $limit } characters
    }. Nothing was changed.
