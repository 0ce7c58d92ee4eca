"""Reliability tests: the bot under kills, load and hostile input."""
