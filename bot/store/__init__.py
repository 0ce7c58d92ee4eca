"""The store: games, their steps and history, the inbox, live messages and settings,
in SQLite or PostgreSQL."""
