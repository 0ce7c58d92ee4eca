"""The console table: the game at a terminal, no account needed."""
