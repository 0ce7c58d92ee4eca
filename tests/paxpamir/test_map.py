"""Pax Pamir's map (engines/paxpamir/map.py) against a second source: the borders as
rally-the-troops' module lists them (rally-the-troops/pax-pamir, rules.js, commit c1039040),
region by region."""

from __future__ import annotations

import pytest

from engines.paxpamir.map import BORDERS, REGIONS, border, neighbours

SECOND_SOURCE = {
    "transcaspia": {"persia", "herat", "kabul"},
    "kabul": {"transcaspia", "herat", "kandahar", "punjab"},
    "punjab": {"kabul", "kandahar"},
    "persia": {"transcaspia", "herat"},
    "herat": {"transcaspia", "persia", "kabul", "kandahar"},
    "kandahar": {"kabul", "herat", "punjab"},
}


@pytest.mark.parametrize("region", REGIONS)
def test_map_neighbours_agree_with_the_second_source(region: str) -> None:
    assert set(neighbours(region)) == SECOND_SOURCE[region]


def test_map_nine_borders_each_named_by_its_regions_in_alphabetical_order() -> None:
    assert len(BORDERS) == len(set(BORDERS)) == 9
    assert all(a < b for a, b in BORDERS)
    assert border("kabul", "herat") == border("herat", "kabul") == "herat-kabul"
    with pytest.raises(KeyError):
        border("punjab", "persia")
