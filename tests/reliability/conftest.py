"""The reliability tests drive the same service as the bot's tests: its fixtures (the service
and its clock) are reused from tests/bot/conftest.py, not copied."""

from tests.bot.conftest import clock, service

__all__ = ["clock", "service"]
