## The live page of a game (bot/web/): its link, the page's own words, its refusals.

bot-watch-link = The live page of this game of { $title }, updating by itself as you play — open it on a tablet or a laptop beside the board, or pass it to anyone who wants to watch: { $url }
bot-watch-ask = This game has no live page yet: { $owner } can make one with /{ $game } watch.
bot-watch-revoked = The live page of this game of { $title } is closed: its link no longer opens. /{ $game } watch gives a new one.
bot-watch-none = This game of { $title } has no open live page.
bot-watch-off = Live pages are not set up on this bot.

cmd-name-watch = watch
cmd-param-revoke = revoke
cmd-common-watch = A link to the game's live page: board, status and decisions, updating by itself
cmd-common-watch-revoke = Close the page instead: its link stops working

web-title = { $title } — live table
web-status = Status
web-question = Open question
web-turn = This turn
web-turn-empty = Nothing decided yet this turn.
web-board = The board as the bot sees it
web-board-words = The board in words
web-over = This game is over: the page shows how it ended.
web-language = Language
web-live = Updates by itself as the game goes.
web-refused-title = This page cannot be shown
web-unknown = This link does not exist, or its game has been forgotten.
web-revoked = The player closed this page: its link no longer opens. Ask them for a new one.
web-too-many = Too many requests from your address. Please wait a few seconds and reload.

## The live page as a Telegram Mini App (bot/web/miniapp.py): the button under the watch link, the page Telegram opens, its refusals.
tg-watch-app = Open in Telegram
web-app-opening = Opening the live page…
web-app-no-script = Inside Telegram this page needs JavaScript to open the game. The link in the chat opens the same page in any browser.
web-app-invalid = Telegram did not vouch for this opening, so the page stays closed. Tap “Open in Telegram” under the bot's message in the chat again.
web-app-expired = This opening is too old to trust. Tap “Open in Telegram” under the bot's message in the chat again.
