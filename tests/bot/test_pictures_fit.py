"""Words of a picture that must be read whole: no column head cut short (Russian
'лояльность' ran past its column of the Pax Pamir ledger and read 'лояльно…')."""

from __future__ import annotations

import pytest

from bench.pictures import late_state
from bot.words.i18n import LANGUAGES
from bot.words.pictures import render
from engines.core import drawing as draw
from tests.bot.conftest import shared_catalog

LEDGER_HEADS = ("loyalty", "vp", "rupees", "influence", "gifts", "cylinders")


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_head_of_the_pax_pamir_ledger_fits_its_column(
        language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    cut: list[str] = []
    real = draw.Canvas.fit

    def fit(self: draw.Canvas, text: str, size: int, room: float, bold: bool = False) -> str:
        fitted = real(self, text, size, room, bold)
        if fitted != text:
            cut.append(text)
        return fitted

    monkeypatch.setattr(draw.Canvas, "fit", fit)
    assert render("paxpamir", late_state("paxpamir"), shared_catalog(), language)
    heads = {shared_catalog().render(language, f"picture-paxpamir-{h}", {})
             for h in LEDGER_HEADS}
    assert not heads & set(cut), (language, heads & set(cut))


def test_every_boat_is_drawn_even_past_a_river_corrected_shorter(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from engines.rajas import picture as painter

    state = late_state("rajas")
    assert max(a.boat for a in state.automata) > 1
    state.profile.river_length = 1
    boats: list[float] = []
    real = painter._boat
    monkeypatch.setattr(painter, "_boat", lambda canvas, x, y: (boats.append(x),
                                                               real(canvas, x, y)))
    assert render("rajas", state, shared_catalog(), "en")
    assert len(boats) == len(state.automata)
