"""The store: games, their steps and history, the inbox, live messages and settings,
in SQLite or PostgreSQL."""

from bot.store.records import GameExists, GameRecord, LiveMessage, StaleVersion, StoreError
from bot.store.store import Store

__all__ = ["GameExists", "GameRecord", "LiveMessage", "StaleVersion", "Store", "StoreError"]
