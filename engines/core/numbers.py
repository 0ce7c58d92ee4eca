"""The one way typed text becomes a whole number.

Python's own tests let hostile text through: ``"²".isdigit()`` is true yet ``int("²")`` fails,
``int("٣")`` is 3, and ``int()`` of more than 4300 digits raises. A player types ASCII digits;
anything else is not a number, and no number is looked at beyond the digits its range needs.
"""

from __future__ import annotations


def ascii_int(text: str, minimum: int, maximum: int) -> int | None:
    """``text`` as a whole number in ``minimum``..``maximum`` (``0 <= minimum``), or None when it
    is not ASCII digits only (no sign, space or other script) or lies outside the range.

    Leading zeros are allowed: ``"06"`` is 6.
    """
    if not (text.isascii() and text.isdigit()):
        return None
    significant = text.lstrip("0") or "0"
    if len(significant) > len(str(maximum)):
        # Too many digits for the range: refused before int() ever sees thousands of them.
        return None
    value = int(significant)
    return value if minimum <= value <= maximum else None
