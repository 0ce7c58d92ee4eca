"""The reliability tests drive the same service as the bot's tests: its fixture is reused from
tests/bot/conftest.py, not copied."""

from tests.bot.conftest import service

__all__ = ["service"]
