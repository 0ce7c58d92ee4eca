"""Discord, through discord.py."""
