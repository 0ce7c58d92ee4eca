"""The service: one game per channel, one command one transaction; platform-neutral."""
