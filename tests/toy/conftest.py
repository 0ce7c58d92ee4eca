"""Hopper, a toy automa, as a plug-in: its distribution (``plugin/``, a package and its
``.dist-info`` with a ``soloist.games`` entry point) is put on the path for a test, and Soloist
finds the game as it finds any installed plug-in."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.words.i18n import Catalog
from engines.games import refresh

PLUGIN = Path(__file__).parent / "plugin"


@pytest.fixture
def plugin_env(monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    """The environment of a process that has the plug-in installed."""
    path = os.pathsep.join(p for p in (str(PLUGIN), os.environ.get("PYTHONPATH", "")) if p)
    return {**os.environ, "PYTHONPATH": path}


@pytest.fixture
def installed(monkeypatch: pytest.MonkeyPatch) -> Iterator[Catalog]:
    """The plug-in installed in this process for the test: the registry finds it again, and
    the catalog (returned) has its messages; uninstalled after."""
    monkeypatch.syspath_prepend(str(PLUGIN))
    refresh()
    yield Catalog.load()
    monkeypatch.undo()
    refresh()
