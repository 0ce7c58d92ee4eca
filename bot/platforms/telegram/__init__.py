"""Telegram, through python-telegram-bot."""
