"""The dominance check (PP-10) as a short dialogue or one command, and the end it may bring
(PP-14).

`/paxpamir check` asks whether the blocks in play are the ledger's (a yes keeps them, a no asks
them as one typed line, `6 2 1`), works out whether a coalition is dominant, asks whether the
influence of its loyal players (or everyone's cylinders in play, when none is) are the
ledger's, then scores every place with its arithmetic shown. `/paxpamir check 6 2 1` is the one
command: the blocks given, the ledger's numbers taken without asking. `check final` is the last
check: its points are doubled and the game ends.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from engines.core import Ask, InvalidAnswer, ascii_int
from engines.paxpamir.amounts import Amount
from engines.paxpamir.ledger import record_blocks, set_influence, set_number
from engines.paxpamir.model import COALITIONS, MAX_COUNT, PaxState, Player, Result
from engines.paxpamir.scoring import dominance, final_winners, lead_winner, place_points, shares
from engines.paxpamir.words import coalition_of, coalition_term, field_term

FINAL_WORDS = frozenset({"final", "last"})
"""`check final`; a chat's own word for it comes from the locales as `final`."""


def check(state: PaxState, ask: Ask, words: list[str]) -> None:
    final = bool(words) and words[0].casefold() in FINAL_WORDS
    given = words[1:] if final else words
    blocks = parse_blocks(" ".join(given), state.blocks) if given else None
    ask.say("PP-10", "paxpamir-check-start", nth=state.checks + 1, final=_yes(final))
    asking = blocks is None
    if blocks is None:
        right = ask.confirm(
            "PP-10",
            "paxpamir-ask-blocks-right",
            afghan=state.blocks["afghan"],
            british=state.blocks["british"],
            russian=state.blocks["russian"],
        )
        blocks = state.blocks
        if not right:
            blocks = ask.text(
                "PP-10",
                "paxpamir-ask-blocks",
                lambda text: parse_blocks(text, state.blocks),
                [],
                board=True,
                default=_numbers(state.blocks[c] for c in COALITIONS),
            )
    record_blocks(state, ask, blocks, checking=True)
    found = dominance(state.blocks)
    if found.coalition is not None:
        ask.say(
            "PP-10",
            "paxpamir-check-dominant",
            coalition=coalition_term(found.coalition),
            blocks=state.blocks[found.coalition],
            lead=found.lead,
        )
    elif found.lead == 0:
        tied = [c for c in COALITIONS if state.blocks[c] == state.blocks[found.leader]]
        ask.say(
            "PP-10",
            "paxpamir-check-tied",
            coalitions=[coalition_term(c) for c in tied],
            blocks=state.blocks[found.leader],
        )
    else:
        ask.say(
            "PP-10",
            "paxpamir-check-short",
            coalition=coalition_term(found.leader),
            lead=found.lead,
        )
    points = place_points(final, found.coalition is not None)
    ask.say(
        "PP-10",
        "paxpamir-check-places",
        dominant=_yes(found.coalition is not None),
        places=" / ".join(map(str, points)),
        final=_yes(final),
    )
    if found.coalition is not None:
        _score_influence(state, ask, found.coalition, points, asking)
    else:
        _score_cylinders(state, ask, points, asking)
    if found.coalition is not None:
        removed = sum(state.blocks.values())
        state.blocks = dict.fromkeys(COALITIONS, 0)
        ask.say("PP-10", "paxpamir-blocks-removed", count=removed)
    else:
        # Ruling (blocks): the seed removes them after every check; the published rule,
        # the player's own rulebook and Board Game Arena only after a successful one.
        ask.say("PP-10", "paxpamir-blocks-stay")
    state.checks += 1
    after_check(state, ask, final)


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


def _numbers(values: Iterable[int]) -> str:
    """The ledger's numbers as the typed question reads them (`6 2 1`): a scenario's default
    answer, as its yes to the question before."""
    return " ".join(map(str, values))


# -- what the check needs: influence or cylinders ----------------------------------------------


def _score_influence(
    state: PaxState, ask: Ask, coalition: str, points: list[int], asking: bool
) -> None:
    loyal = [p for p in state.players if p.loyal_to(coalition)]
    if not loyal:
        ask.say("PP-10", "paxpamir-check-nobody-loyal", coalition=coalition_term(coalition))
        return
    if asking and not ask.confirm(
        "PP-10",
        "paxpamir-ask-influence-right",
        coalition=coalition_term(coalition),
        values=[f"{p.name} {p.influence(coalition)}" for p in loyal],
    ):
        typed = ask.text(
            "PP-10",
            "paxpamir-ask-influence",
            _values_parser(loyal, MAX_COUNT + 1, lambda p: p.influence(coalition)),
            [],
            board=True,
            default=_numbers(p.influence(coalition) for p in loyal),
            coalition=coalition_term(coalition),
            names=[p.name for p in loyal],
        )
        for player in loyal:
            value = typed[player.key()]
            if value != player.influence(coalition):
                set_influence(ask, player, "influence", coalition, Amount(value, relative=False))
    _award(state, ask, [(p, p.influence(coalition)) for p in loyal], points, "influence")


def _score_cylinders(state: PaxState, ask: Ask, points: list[int], asking: bool) -> None:
    players = state.players
    if asking and not ask.confirm(
        "PP-10",
        "paxpamir-ask-cylinders-right",
        values=[f"{p.name} {p.cylinders}" for p in players],
    ):
        typed = ask.text(
            "PP-10",
            "paxpamir-ask-cylinders",
            _values_parser(players, MAX_COUNT, lambda p: p.cylinders),
            [],
            board=True,
            default=_numbers(p.cylinders for p in players),
            names=[p.name for p in players],
        )
        for player in players:
            if typed[player.key()] != player.cylinders:
                set_number(ask, player, "cylinders", Amount(typed[player.key()], relative=False))
    _award(state, ask, [(p, p.cylinders) for p in players], points, "cylinders")


def _values_parser(
    players: list[Player], maximum: int, current: Callable[[Player], int]
) -> Callable[[str], dict[str, int]]:
    """One number per player in seat order (`3 1 2`), or names with numbers (`Ana 3 Ben 1`,
    `ana=3, ben=1`): a player not named keeps the ledger's number."""

    def parse(text: str) -> dict[str, int]:
        words = [w for w in re.split(r"[\s,;:=]+", text.strip()) if w]
        keys = [p.key() for p in players]
        pairs: list[tuple[str, str]]
        if len(words) == len(players) and not any(w.casefold() in keys for w in words):
            pairs = list(zip(keys, words, strict=True))
        elif words and len(words) % 2 == 0:
            pairs = [(words[i].casefold(), words[i + 1]) for i in range(0, len(words), 2)]
        else:
            raise InvalidAnswer("paxpamir-values-bad", names=[p.name for p in players])
        out: dict[str, int] = {}
        for key, word in pairs:
            value = ascii_int(word, 0, maximum)
            if key not in keys or key in out or value is None:
                raise InvalidAnswer("paxpamir-values-bad", names=[p.name for p in players])
            out[key] = value
        return {p.key(): out.get(p.key(), current(p)) for p in players}

    return parse


def parse_blocks(text: str, current: dict[str, int]) -> dict[str, int]:
    """The blocks in play: three numbers in table order (`6 2 1`: Afghan, British, Russian),
    or coalitions with numbers (`afghan 6 russian 1`; one not named keeps its count)."""
    words = [w for w in re.split(r"[\s,;:=/]+", text.strip()) if w]
    if len(words) == len(COALITIONS) and all(coalition_of(w) is None for w in words):
        numbers = [ascii_int(w, 0, MAX_COUNT) for w in words]
        if all(n is not None for n in numbers):
            return {c: n for c, n in zip(COALITIONS, numbers, strict=True) if n is not None}
    elif words and len(words) % 2 == 0:
        blocks = dict(current)
        named: set[str] = set()
        for i in range(0, len(words), 2):
            coalition = coalition_of(words[i])
            number = ascii_int(words[i + 1], 0, MAX_COUNT)
            if coalition is None or number is None or coalition in named:
                break
            named.add(coalition)
            blocks[coalition] = number
        else:
            return blocks
    raise InvalidAnswer("paxpamir-blocks-bad", value=text, max=MAX_COUNT)


# -- the points (PP-10) --------------------------------------------------------------------------


def _award(
    state: PaxState, ask: Ask, values: list[tuple[Player, int]], points: list[int], measure: str
) -> None:
    by_name = {p.name: p for p, _ in values}
    found = shares([(p.name, v) for p, v in values], points)
    if not found:
        ask.say("PP-10", "paxpamir-check-nobody-scores", measure=field_term(measure))
        return
    for share in found:
        if len(share.names) == 1:
            ask.say(
                "PP-10",
                "paxpamir-award",
                who=share.names[0],
                value=share.value,
                measure=field_term(measure),
                place=share.places[0],
                points=share.each,
            )
        else:
            ask.say(
                "PP-10",
                "paxpamir-award-tie",
                names=share.names,
                value=share.value,
                measure=field_term(measure),
                first=share.places[0],
                last=share.places[-1],
                terms=" + ".join(map(str, share.points)),
                total=sum(share.points),
                count=len(share.names),
                each=share.each,
            )
        for name in share.names:
            player = by_name[name]
            old = player.vp
            player.vp += share.each
            ask.say("PP-10", "paxpamir-vp", who=name, old=old, new=player.vp, gain=share.each)


# -- the end (PP-14) -----------------------------------------------------------------------------


def standings(state: PaxState) -> list[str]:
    ranked = sorted(state.players, key=lambda p: -p.vp)
    return [f"{p.name} {p.vp}" for p in ranked]


def after_check(state: PaxState, ask: Ask, final: bool) -> None:
    """PP-14: 4 or more points ahead of everyone wins at once; after the final check, the
    most points win."""
    ask.say("PP-14", "paxpamir-standings", standings=standings(state))
    ahead = lead_winner(state.players)
    if ahead is not None:
        player, lead = ahead
        ask.say("PP-14", "paxpamir-win-lead", who=player.name, lead=lead)
        finish(state, [player], "lead")
    elif final:
        decide(state, ask, ended=False)
    else:
        ask.say("PP-14", "paxpamir-no-lead", checks=state.checks)


def decide(state: PaxState, ask: Ask, ended: bool) -> None:
    """The winner by points, then military stars, then rupees (PP-14), each step shown."""
    winners, reason = final_winners(state.players)
    best = winners[0].vp
    tied = [p for p in state.players if p.vp == best]
    if reason == "points":
        ask.say("PP-14", "paxpamir-winner-points", who=winners[0].name, vp=best)
    else:
        ask.say(
            "PP-14",
            "paxpamir-tie-points",
            names=[p.name for p in tied],
            vp=best,
            stars=[f"{p.name} {p.stars['military']}" for p in tied],
        )
        if reason == "military":
            ask.say(
                "PP-14",
                "paxpamir-winner-military",
                who=winners[0].name,
                count=winners[0].stars["military"],
            )
        else:
            still = [p for p in tied if p.stars["military"] == winners[0].stars["military"]]
            ask.say(
                "PP-14",
                "paxpamir-tie-military",
                names=[p.name for p in still],
                purses=[f"{p.name} {p.rupees}" for p in still],
            )
            if reason == "rupees":
                ask.say(
                    "PP-14", "paxpamir-winner-rupees", who=winners[0].name, count=winners[0].rupees
                )
            else:
                ask.say("PP-14", "paxpamir-winner-shared", names=[p.name for p in winners])
    finish(state, winners, "ended" if ended else reason)


def finish(state: PaxState, winners: list[Player], reason: str) -> None:
    names = [p.name for p in winners]
    state.result = Result(winner=" & ".join(names), winners=names, reason=reason)
    state.phase = "over"
