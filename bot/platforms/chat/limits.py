"""Bounds every platform holds its users' input to, in one place."""

INPUT_LIMIT = 400
"""The most characters a command, a slash option or a typed answer takes (a board code needs a
tenth of it); more is refused with a localized answer. Discord's client holds its options and
the answer form to it; each adapter checks again, for a client or request that does not."""
