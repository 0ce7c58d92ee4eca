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

# /record and /<game> record
cmd-common-record = Your record at this game, or another player's
cmd-common-record-player = Whose record (yours if you choose no one)
cmd-record-show = Your record, or another player's, with its chart
cmd-record-show-player = Whose record (yours if you choose no one)
cmd-name-table = table
cmd-record-table = This channel's table of players
cmd-name-export = export
cmd-record-export = Every play of a record as CSV and JSON files
cmd-record-export-player = Whose record (yours if you choose no one)
cmd-name-campaign = campaign
cmd-record-campaign = Follow the ladder: one level up after a win, one down after two losses in a row
cmd-record-campaign-switch = On or off (neither: where you stand)
cmd-param-switch = switch
cmd-choice-switch-on = On
cmd-choice-switch-off = Off
cmd-name-link = link
cmd-record-link = Link your accounts on other platforms into one record
cmd-record-link-code = The code your other account gave (none: get a code here)
cmd-param-code = code
cmd-name-unlink = unlink
cmd-record-unlink = Give this account a record of its own again
cmd-name-private = private
cmd-record-private = Keep your record to yourself
cmd-name-public = public
cmd-record-public = Let anyone see your record
cmd-record-forget = Delete your results for good
cmd-record-forget-confirm = Yes to delete them (otherwise you are told how many first)
cmd-param-confirm = confirm
cmd-choice-confirm-yes = Yes, delete them
