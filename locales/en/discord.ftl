# Discord only: moderation and server commands, /help, pages of a long reply (English).
# Names (cmd-name-*, cmd-param-*): lowercase, no spaces, at most 32 characters; descriptions
# at most 100.

cmd-name-handover = handover
cmd-common-handover = Hand this game to another player (its player or a moderator)
cmd-common-handover-player = Who plays from now on
cmd-name-server = server
cmd-server = This server's settings (moderators)
cmd-name-show = show
cmd-server-show = Show this server's settings
cmd-name-language = language
cmd-server-language = The language of this server's channels that chose none
cmd-server-language-language = A language, or auto (each channel speaks its own)
cmd-choice-language-auto = Auto: each channel its own
cmd-name-games = games
cmd-server-games = Where games may run on this server
cmd-server-games-where = Allow this channel, stop allowing it, or allow every channel
cmd-param-where = where
cmd-choice-where-here = Here too (this channel and its threads)
cmd-choice-where-not-here = No longer here
cmd-choice-where-everywhere = In every channel
discord-help-answer = A question comes with buttons; /‹game› answer takes a typed answer and suggests what fits as you type.
discord-page = { $page } / { $pages }

# A rule tag of a reply, as a button that explains the rule (/<game> rule ID).
discord-rule-button = 📖 { $id }
