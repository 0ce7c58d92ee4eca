"""Soloist, the chat bot: the service, its store, and the adapters to chat platforms."""
