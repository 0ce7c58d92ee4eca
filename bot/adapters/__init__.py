"""Thin translators between a chat platform and the service: one module per platform."""
