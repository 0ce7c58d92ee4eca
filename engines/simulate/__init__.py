"""The automa's odds: whole games against a scripted player (``python -m engines.simulate``),
and the simulated table that player answers from (also used by ``bench/entries.py``)."""

from engines.simulate.play import STRATEGIES, Outcome, Setup, StuckGame, play
from engines.simulate.run import Summary, seeds, simulate

__all__ = ["STRATEGIES", "Outcome", "Setup", "StuckGame", "Summary", "play", "seeds", "simulate"]
