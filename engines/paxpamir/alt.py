"""Pax Pamir: what the board's picture shows, in words (its alt text): the dominance checks
done, the coalition blocks in play (PP-10), the favoured suit (PP-5), then every player's
ledger row (PP-1, PP-9, PP-11) and whose turn it is (PP-2)."""

from __future__ import annotations

from engines.core.spec import Say
from engines.paxpamir.model import COALITIONS, SUITS, PaxState, Player


def sentences(state: PaxState, say: Say) -> list[str]:
    said = [
        say("paxpamir-alt-title", game="paxpamir", checks=state.checks),
        say("paxpamir-alt-blocks", **{c: state.blocks[c] for c in COALITIONS}),
        say("paxpamir-alt-favoured", suit=f"@paxpamir-suit-{state.favoured}"),
    ]
    playing = state.phase == "play" and bool(state.players)
    if playing:
        said.append(say("paxpamir-alt-turn", who=state.players[state.turn].name))
    said += [_row(player, say) for player in state.players]
    return said


def _row(player: Player, say: Say) -> str:
    """A ledger's row: loyalty (Wakhan: every coalition, her influence with each), points,
    rupees, influence, gifts, cylinders and stars by suit."""
    stars = {suit: player.stars[suit] for suit in SUITS}
    common = {
        "who": player.name,
        "vp": player.vp,
        "rupees": player.rupees,
        "gifts": player.gifts,
        "cylinders": player.cylinders,
        **stars,
    }
    if player.wakhan:
        return say("paxpamir-alt-wakhan", **common, **{c: player.influence(c) for c in COALITIONS})
    loyalty = f"@paxpamir-coalition-{player.loyalty}" if player.loyalty else "none"
    return say("paxpamir-alt-player", **common, loyalty=loyalty, influence=player.influence())
