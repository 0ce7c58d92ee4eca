"""The live page: a read-only web page per watched game (its board, status, open question and
the current turn's decisions), updating by itself, served by the bot beside its platforms.

Not a platform (bot/platforms/): no command comes from it, it serves every platform's games
alike (the console's too), and Telegram's Mini App will open the same page."""
