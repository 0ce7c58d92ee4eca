"""A package's names imported on first use (PEP 562): a game's package names its engine's API,
and its spec can still be read without loading the engine."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable
from typing import Any


def lazy(package: str, where: dict[str, str]) -> Callable[[str], Any]:
    """The package's module ``__getattr__``: each name of ``where`` from the module it names."""

    def __getattr__(name: str) -> Any:
        if name not in where:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(where[name]), name)
        setattr(sys.modules[package], name, value)
        return value

    return __getattr__
