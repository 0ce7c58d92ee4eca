"""What a ledger command types after the field: a whole number to set (`7`) or a signed
change (`+3`, `-2`), read by ``engines.core.ascii_int`` like every number a player types."""

from __future__ import annotations

from dataclasses import dataclass

from engines.core import ascii_int

MINUS = ("-", "−")
"""A hyphen, or the minus sign a phone's keyboard may put in its place."""


@dataclass(frozen=True)
class Amount:
    value: int
    relative: bool
    """``+3``/``-2`` change the number; a bare ``7`` sets it."""

    def applied_to(self, old: int) -> int:
        return old + self.value if self.relative else self.value


def signed_amount(text: str, maximum: int) -> Amount | None:
    """``text`` as a number to set (0 … ``maximum``) or a change of at most ``maximum`` either
    way; None for anything else ('²', '+', '++3', 5000 digits, '3.5')."""
    text = text.strip()
    sign = 0
    if text[:1] == "+":
        sign = 1
    elif text[:1] in MINUS:
        sign = -1
    digits = text[1:] if sign else text
    number = ascii_int(digits, 0, maximum)
    if number is None:
        return None
    return Amount(sign * number, relative=True) if sign else Amount(number, relative=False)
